/* gros-game-private.h: what the parts of the rules engine share with each other. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-game.h"
#include "gros-card-db-private.h"
#include "gros-script.h"

G_BEGIN_DECLS

/* One application of an action: the state plus where its events go. */
typedef struct
{
  GrosGame     *g;
  GrosEventFunc emit;
  gpointer      data;
} GrosRun;

/* A growing list of legal actions (bounded). */
typedef struct
{
  GrosAction *items;
  guint       len;
  guint       max;
} GrosActionList;

static inline void
gros_list_push (GrosActionList *list,
                const GrosAction *action)
{
  if (list->len < list->max)
    list->items[list->len] = *action;
  list->len++;
}

/* Iterates (as int @i) the cards in @card's zone: attachments always share their host's
 * Movie, so looking for a card's attachments needs no scan of the whole game. */
#define GROS_FOR_ZONE_MATES(g, card, i) \
  for (guint i##_k = (g)->zone_start[(g)->cards[card].zone], i = 0; \
       i##_k < (g)->zone_start[(g)->cards[card].zone + 1] && ((i = (g)->order[i##_k]), TRUE); \
       i##_k++)

static inline const GrosCardDef *
gros_def (const GrosGame *g,
          int             card)
{
  return gros_card_db_get_fast (g->db, g->cards[card].def);
}

/* A card in play whose abilities are blanked (GROS_AUX_BLANK) acts as if it had no script. */
static inline const GrosScript *
gros_script (const GrosGame *g,
             int             card)
{
  if (G_UNLIKELY (g->cards[card].aux == GROS_AUX_BLANK))
    return NULL;
  return gros_def (g, card)->script;
}

static inline guint
gros_zone_of (const GrosGame *g,
              int             card)
{
  return g->cards[card].zone;
}

static inline gboolean
gros_in_zone (const GrosGame *g,
              int             card,
              GrosZoneKind    kind)
{
  return g->cards[card].zone != GROS_ZONE_TABLE && GROS_ZONE_KIND (g->cards[card].zone) == kind;
}

/* The seat in whose Movie a card in play is (its controller). */
static inline guint
gros_controller (const GrosGame *g,
                 int             card)
{
  guint zone = g->cards[card].zone;

  if (zone == GROS_ZONE_TABLE)
    return g->cards[card].owner;
  return GROS_ZONE_SEAT (zone);
}

static inline void
gros_emit (GrosRun *r,
           const GrosEvent *ev)
{
  if (r->emit != NULL)
    r->emit (r->g, ev, r->data);
}

void     gros_emit_simple         (GrosRun *r,
                                   GrosEventKind kind,
                                   guint    seat,
                                   int      card,
                                   int      target,
                                   int      value);

/* Names cards in sentences for one viewer (gros-game-view.c): a card the viewer may not know
 * is named by what is public about it. The strings live until gros_namer_clear(). */
typedef struct
{
  const GrosGame *g;
  int             viewer;  /* a seat, GROS_VIEWER_ALL or GROS_VIEWER_PUBLIC */
  GPtrArray      *pool;    /* phrases made for hidden cards */
} GrosNamer;

void        gros_namer_init    (GrosNamer      *namer,
                                const GrosGame *game,
                                int             viewer);
void        gros_namer_clear   (GrosNamer      *namer);
gboolean    gros_namer_sees    (const GrosNamer *namer,
                                int              card);
/* The name of @card, or what is public about it where it lies. */
const char *gros_namer_card    (GrosNamer *namer,
                                int        card);
/* The same, for a hidden card described by @zone (where it came from) instead. */
const char *gros_namer_card_in (GrosNamer *namer,
                                int        card,
                                guint      zone);

/* Random numbers from the state. */
uint64_t gros_rng_next            (GrosGame *g);
guint    gros_rng_below           (GrosGame *g,
                                   guint     n);

/* Zones (gros-game-zones.c). */
/* Hot paths: inline. */
static inline guint
gros_zone_size (const GrosGame *g,
                guint           zone)
{
  return g->zone_start[zone + 1] - g->zone_start[zone];
}

static inline int
gros_zone_at (const GrosGame *g,
              guint           zone,
              guint           index)
{
  return g->order[g->zone_start[zone] + index];
}
/* Moves a card to the end ("top") of a zone, or to its start when @bottom. Leaving a Movie
 * sends its attachments to their owners' graveyards and clears its per-play state. */
void     gros_move                (GrosRun *r,
                                   int      card,
                                   guint    zone,
                                   gboolean bottom);
void     gros_shuffle_zone        (GrosRun *r,
                                   guint    zone);
int      gros_draw                (GrosRun *r,
                                   guint    seat);
guint    gros_deck_zone           (const GrosGame *g,
                                   guint           seat);
guint    gros_graveyard_zone      (const GrosGame *g,
                                   guint           seat);
void     gros_discard             (GrosRun *r,
                                   int      card);
/* Kills @card; an ability that saves from death (gros_handlers_before_kill()) may first take
 * the kill over. */
void     gros_kill                (GrosRun *r,
                                   int      card,
                                   guint    killer_seat);
/* Kills @card with no chance of a save: abilities answering the death, "when killed"
 * triggers, then the graveyard. */
void     gros_kill_now            (GrosRun *r,
                                   int      card,
                                   guint    killer_seat);
void     gros_knock_out           (GrosRun *r,
                                   int      card);
void     gros_attach              (GrosRun *r,
                                   int      card,
                                   int      host);
void     gros_tip                 (GrosRun *r,
                                   int      card);
void     gros_set_popcorn         (GrosRun *r,
                                   guint    seat,
                                   int      amount);
void     gros_reveal              (GrosRun *r,
                                   int      card);
/* Every seat knows @card from now on (it is shown as it is played); no event: the event
 * that shows it follows. */
static inline void
gros_show (GrosGame *g,
           int       card)
{
  g->cards[card].known = 0xff;
}
void     gros_drop_grants         (GrosGame *g,
                                   int       card_or_source,
                                   int       until);
void     gros_add_grant           (GrosRun *r,
                                   int      card,
                                   int      kind,
                                   int      trait,
                                   int      value,
                                   int      until,
                                   int      source);

/* Stats (gros-game-stats.c). */
void     gros_card_traits         (const GrosGame *g,
                                   int             card,
                                   GrosTraits     *out);
gboolean gros_has_trait           (const GrosGame *g,
                                   int             card,
                                   guint           trait);
gboolean gros_card_active         (const GrosGame *g,
                                   int             card);
gboolean gros_filter_matches      (const GrosGame   *g,
                                   const GrosFilter *filter,
                                   int               card,
                                   int               self);
gboolean gros_cond_holds          (const GrosGame *g,
                                   const GrosCond *cond,
                                   int             self);
guint    gros_count_in_scope      (const GrosGame   *g,
                                   guint             scope,
                                   const GrosFilter *filter,
                                   int               self);
int      gros_defense_of          (const GrosGame *g,
                                   int             card,
                                   gboolean        in_attack);
int      gros_character_total     (const GrosGame *g,
                                   int             card,
                                   gboolean        in_attack);
gboolean gros_fx_may_target       (const GrosGame *g,
                                   int             target,
                                   gboolean        by_fx);
gboolean gros_attack_ignores_character (const GrosGame *g,
                                        int             card);
int      gros_movie_total         (const GrosGame *g,
                                   guint           seat,
                                   gboolean        in_attack);
int      gros_location_total      (const GrosGame *g,
                                   guint           seat,
                                   gboolean        in_attack);
int      gros_location_of         (const GrosGame *g,
                                   guint           seat);
gboolean gros_attack_has_trait    (const GrosGame *g,
                                   guint           trait);
void     gros_attack_traits       (const GrosGame *g,
                                   GrosTraits     *out);
int      gros_attack_total        (const GrosGame *g);
int      gros_defense_total       (const GrosGame *g);
gboolean gros_attack_would_succeed (const GrosGame *g);
gboolean gros_has_mod             (const GrosGame *g,
                                   int             card,
                                   GrosModKind     kind);
int      gros_available_popcorn   (const GrosGame *g,
                                   guint           seat);
int      gros_seat_hand_limit     (const GrosGame *g,
                                   guint           seat);
gboolean gros_prop_can_go_on      (const GrosGame *g,
                                   int             prop,
                                   int             character,
                                   gboolean        counting_limit);
/* A card in play that can be tipped for popcorn (a Bucket whose abilities are not blanked). */
gboolean gros_is_bucket           (const GrosGame *g,
                                   int             card);
/* Extra popcorn an attack with @traits on @defender's Movie costs (GROS_MOD_ATTACK_TAX). */
int      gros_attack_tax          (const GrosGame   *g,
                                   guint             defender,
                                   const GrosTraits *traits);
/* The same for Creature @creature played from hand as an attack on @defender. */
int      gros_creature_attack_tax (const GrosGame *g,
                                   int             creature,
                                   guint           defender);

/* Attacks (gros-game-attack.c). */
void     gros_attack_begin        (GrosRun *r,
                                   GrosAttackKind kind,
                                   guint    attacker,
                                   guint    defender,
                                   int      origin,
                                   int      base_attack,
                                   const GrosTraits *extra_traits);
void     gros_attack_close_window (GrosRun *r);
void     gros_attack_finish       (GrosRun *r);
void     gros_attack_pass         (GrosRun *r);
void     gros_attack_choose_victim (GrosRun *r,
                                    const GrosAction *a);
void     gros_attack_enumerate_victims (const GrosGame *g,
                                        GrosActionList *list);
gboolean gros_attack_can_target   (const GrosGame *g,
                                   int             creature,
                                   guint           attacker,
                                   guint           defender);
/* @seat has banked a Plot Twist (gros-game-play.c). */
void     gros_note_bank           (GrosGame *g,
                                   guint     seat);
/* Whether the attack in progress is a Creature attack (see gros-game-attack.c). */
gboolean gros_attack_is_creature  (const GrosGame *g);
/* 001 'Aquatic': whether an attack with @traits may not target @defender's Movie. */
gboolean gros_aquatic_barred      (const GrosGame   *g,
                                   const GrosTraits *traits,
                                   guint             defender);
void     gros_attack_add_op       (GrosRun *r,
                                   guint    side,
                                   guint    op,
                                   int      value);
/* Starts an attack a seat owes (GrosSeat.queued_target); FALSE when none is waiting. */
gboolean gros_attack_start_queued (GrosRun *r);

/* Card uses (gros-game-play.c). */
void     gros_enumerate_hand_plays (const GrosGame *g,
                                    guint           seat,
                                    gboolean        reacting,
                                    GrosActionList *list);
void     gros_enumerate_in_play    (const GrosGame *g,
                                    guint           seat,
                                    gboolean        reacting,
                                    GrosActionList *list);
gboolean gros_apply_play          (GrosRun *r,
                                   const GrosAction *a);
gboolean gros_apply_activate      (GrosRun *r,
                                   const GrosAction *a);
gboolean gros_apply_bank          (GrosRun *r,
                                   const GrosAction *a);
gboolean gros_pay                 (GrosRun *r,
                                   guint    seat,
                                   int      cost);
void     gros_resolve_pending_play (GrosRun *r,
                                    const GrosAction *a);
gboolean gros_movie_location_matches (const GrosGame   *g,
                                      guint             seat,
                                      const GrosFilter *filter);
void     gros_resolve_effect      (GrosRun *r,
                                   int      card,
                                   const GrosAbility *ab,
                                   const GrosAction *a);

/* Fires the GROS_USE_TRIGGER abilities of @card for @trigger; @seat_context is the seat the
 * effect aims at (the attacked seat, the killer). Returns TRUE when a trigger moved the card. */
gboolean gros_fire_triggers       (GrosRun *r,
                                   int      card,
                                   GrosTrigger trigger,
                                   guint    seat_context);
void     gros_fire_seat_triggers  (GrosRun *r,
                                   guint    seat,
                                   GrosTrigger trigger);

/* Named C handlers for abilities too unusual for the vocabulary (gros-game-handlers.c).
 * A script names one with `GROS_EFFECT_HANDLER` and `handler = "name"`. */
typedef struct _GrosHandler GrosHandler;
struct _GrosHandler
{
  const char *name;
  /* Appends the legal uses of ability @index of @card for @seat (in hand: kind PLAY; in
   * play: ACTIVATE; face down: BANK); NULL offers it like a plain use with no target. */
  void     (*enumerate) (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list);
  /* Carries out a use, a bank or a trigger. */
  void     (*resolve)   (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a);
  /* For the GROS_PHASE_CHOICE frames it pushes: the options (GROS_ACT_CHOOSE actions,
   * plus GROS_ACT_PASS where declining is allowed) and what an answer does. The handler
   * pops its frame when the choice is over. */
  void     (*choices)   (const GrosGame  *g,
                         const GrosFrame *frame,
                         GrosActionList  *list);
  void     (*choose)    (GrosRun          *r,
                         GrosFrame        *frame,
                         const GrosAction *a);
  guint      flags;     /* GROS_HANDLER_* */
  /* The points a bank through this handler scores now (NULL: the printed value; a handler
   * may bank more later itself). */
  int      (*bank_points) (const GrosGame   *g,
                           int               card,
                           const GrosAction *a);
  /* Ability @index of @card (a card in a Movie, or a face-down Twist) hears that @victim is
   * about to be killed by @killer_seat, twice: first with @saving (it may take the kill over
   * and return TRUE: it then saves the card or kills it later with gros_kill_now()), then,
   * when nothing saved it, without (it may ask a question about the death; FALSE). */
  gboolean (*before_kill) (GrosRun *r,
                           int      card,
                           guint    index,
                           int      victim,
                           guint    killer_seat,
                           gboolean saving);
  /* Ability @index of @card (a face-down Twist in the attacked Movie) hears that @victim was
   * chosen. Returns TRUE when it takes the victim's death over. */
  gboolean (*victim_chosen) (GrosRun *r,
                             int      card,
                             guint    index,
                             int      victim);
  /* A label for an answer to one of its questions (NULL: a plain one); cards are named
   * through @namer, which knows who reads it. */
  char    *(*describe)  (const GrosGame   *g,
                         const GrosFrame  *frame,
                         const GrosAction *a,
                         GrosNamer        *namer);
};

enum
{
  GROS_HANDLER_REPLACES_PLAY = 1 << 0, /* its play is the card's only play (no mode 0) */
  GROS_HANDLER_FREE          = 1 << 1, /* a play through it costs no popcorn */
  GROS_HANDLER_ANY_SEAT      = 1 << 2, /* its activated uses are offered to every seat */
  GROS_HANDLER_EXTRA_TRAIT   = 1 << 3, /* its actions' extra is a trait id, not a card */
};

const GrosHandler *gros_handler_lookup     (const char *name);
/* The handler of @ab, when it is a GROS_EFFECT_HANDLER use with a registered one. */
const GrosHandler *gros_ability_handler    (const GrosAbility *ab);
/* Hooks the rules call at the moments handlers may answer (see GrosHandler). */
gboolean gros_handlers_before_kill (GrosRun *r,
                                    int      victim,
                                    guint    killer_seat,
                                    gboolean saving);
gboolean gros_handlers_victim_chosen (GrosRun *r,
                                      int      victim);
/* Is @card's plain play from hand replaced by a handler's play? */
gboolean gros_handlers_replace_play (const GrosGame *g,
                                     int             card);
/* Is @a's extra a trait id (a declared or chosen trait) rather than a card instance? */
gboolean gros_handlers_extra_is_trait (const GrosGame   *g,
                                       const GrosAction *a);
/* A label for @a, an answer in the GROS_PHASE_CHOICE frame on top, as @namer's viewer may
 * read it. */
char    *gros_handlers_describe_choice (const GrosGame   *g,
                                        const GrosAction *a,
                                        GrosNamer        *namer);
/* Asks @seat to choose for @card's handler; @kind and @value are the handler's own. */
void     gros_push_choice         (GrosRun *r,
                                   guint    seat,
                                   int      card,
                                   guint    mode,
                                   guint    kind,
                                   int      value);
void     gros_enumerate_choice    (const GrosGame *g,
                                   GrosActionList *list);
gboolean gros_apply_choice        (GrosRun          *r,
                                   const GrosAction *a);

/* Resurrected opening draft and other format steps (gros-game-formats.c). */
void     gros_opening_draft_begin         (GrosRun *r);
void     gros_opening_draft_enumerate     (const GrosGame *g,
                                   GrosActionList *list);
void     gros_opening_draft_pick          (GrosRun          *r,
                                   const GrosAction *a);
int      gros_play_cost           (const GrosGame *g,
                                   int             card,
                                   guint           seat);
gboolean gros_credits_playable    (const GrosGame *g,
                                   guint           seat);
/* 001's TRAITS (Family, Swarm, Aquatic) instead of 000's: a format whose rules come from 001,
 * played by rules revision 1 or later. */
gboolean gros_traits_001          (const GrosGame *g);
void     gros_roll_final_round    (GrosRun *r,
                                   int      card);

/* Flow (gros-game.c). */
void     gros_end_turn            (GrosRun *r);
void     gros_continue            (GrosRun *r);
void     gros_end_game            (GrosRun *r,
                                   GrosEndReason reason);
void     gros_push_frame          (GrosGame *g,
                                   const GrosFrame *frame);
guint    gros_next_seat           (const GrosGame *g,
                                   guint           seat);

G_END_DECLS
