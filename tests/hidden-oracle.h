/* hidden-oracle.h: what each seat may know of every card, worked out from a game's events and
 * the rule texts alone (never from the engine's own knowledge), and the engine checked
 * against it; the views are then judged by this knowledge, not by the engine's. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-rules.h"
#include "hidden-info-check.h"

G_BEGIN_DECLS

typedef struct _HiddenOracle HiddenOracle;

/* Events kept per card for messages. */
#define HIDDEN_ORACLE_HISTORY 4

/* A game's part: how each of its events changes who knows which card. @state is the game as
 * it is when the event is reported; a part reads only what every seat sees of it (zones,
 * cards face down or up, owners, Titles), never which seats the engine says know a card. */
typedef struct
{
  const char *game_id;   /* GROS_GAME_ID_* */
  /* Bytes of the part's own memory (zeroed at set-up), or 0. */
  gsize       scratch_size;
  void      (*event)     (HiddenOracle    *oracle,
                          gconstpointer    state,
                          const GameEvent *event);
  /* Short names of the game's event kinds and zones, for messages (NULL: numbers). */
  const char *(*event_name) (guint kind);
  char      *(*zone_name)   (gconstpointer state,
                             int           card);
  /* Optional: starts from a position dealt before the oracle listened, each card as its
   * place says (a game whose set-up reports no event). */
  void      (*start)       (HiddenOracle    *oracle,
                            gconstpointer    state);
} HiddenOracleGame;

struct _HiddenOracle
{
  const GameRules        *rules;
  const HiddenOracleGame *game;
  guint                   n_seats;
  guint                   max_cards;
  uint8_t                *known;       /* [card]: bit per seat that may know which card it is */
  GameEvent              *last;        /* [card * HIDDEN_ORACLE_HISTORY + i]: the last events
                                        * that named the card or changed who knows it */
  gpointer                scratch;     /* the part's own memory */
  guint64                 serial;      /* this oracle's number: stamps of two games differ */
  guint64                 gen[GAME_MAX_SEATS + 1]; /* per seat, then the public view: bumped
                                                    * when what it may know changes */
  guint64                 n_events;
  const GameEvent        *current;     /* the event being interpreted */
};

/* An oracle for a game of @rules (NULL when no part knows the game), every card unknown to
 * every seat; feed it every event from init() on. */
HiddenOracle *hidden_oracle_new  (const GameRules *rules);
HiddenOracle *hidden_oracle_copy (const HiddenOracle *oracle);
void          hidden_oracle_free (HiddenOracle *oracle);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HiddenOracle, hidden_oracle_free)

/* Starts @oracle from @state, dealt before it listened (HiddenOracleGame.start); FALSE when
 * the game cannot. */
gboolean hidden_oracle_start      (HiddenOracle    *oracle,
                                   gconstpointer    state);
/* Interprets @event (a GameEventFunc's arguments; @oracle as the user data). */
void     hidden_oracle_event      (gconstpointer    state,
                                   const GameEvent *event,
                                   gpointer         oracle);
/* May @viewer (a seat, GAME_VIEWER_PUBLIC or GAME_VIEWER_ALL) know which card @card is? */
gboolean hidden_oracle_sees       (const HiddenOracle *oracle,
                                   int                 card,
                                   int                 viewer);
/* A number that changes whenever what @viewer may know changes, and differs between
 * oracles (hidden-info-check.h's secrets_stamp). */
guint64  hidden_oracle_stamp      (const HiddenOracle *oracle,
                                   int                 viewer);
/* The engine's answer (rules->views.card_visible_to) for every card, every seat and the public
 * view, against the oracle's: FALSE with a message naming the first disagreement, a leak
 * (the engine shows a card the oracle says the seat may not know) or an over-hiding. */
gboolean hidden_oracle_check_engine (const HiddenOracle *oracle,
                                     gconstpointer       state,
                                     char              **message);

/* For the game parts. */
guint    hidden_oracle_everyone   (const HiddenOracle *oracle);
/* Sets who knows @card to @mask, adds @mask to it. */
void     hidden_oracle_set        (HiddenOracle *oracle,
                                   int           card,
                                   guint         mask);
void     hidden_oracle_show       (HiddenOracle *oracle,
                                   int           card,
                                   guint         mask);

G_END_DECLS
