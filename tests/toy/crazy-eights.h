/* crazy-eights.h: Crazy Eights, a small fifth game written for the tests only: it plugs into
 * Drive-In through the registration APIs alone, so no file of src/ names it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"
#include "game-rules.h"
#include "drive-in-release.h"

G_BEGIN_DECLS

#define CE_GAME_ID     "crazy-eights"
#define CE_SIGIL       "toy-crazy-eights"
#define CE_MIN_SEATS   2
#define CE_MAX_SEATS   6
/* Two packs at most. */
#define CE_MAX_CARDS   104
#define CE_N_SUITS     4
#define CE_NO_SUIT     0xff
#define CE_NO_INSTANCE 0xff
/* The definition of a card the viewer of a projection may not see. */
#define CE_HIDDEN_DEF  0xffff
/* A safety net of the toy's own (not in the standard rules): a game that reaches this many
 * turns ends as if no seat could move, so that random playouts stay short. */
#define CE_MAX_TURNS   1000

typedef enum
{
  CE_ACT_PLAY,  /* card: from the hand; value: the suit an 8 names + 1, else 0 */
  CE_ACT_DRAW,
  CE_ACT_PASS,
  CE_N_ACTS,
} CeActionKind;

typedef enum
{
  CE_EV_DEAL,      /* card dealt to seat */
  CE_EV_TURN_UP,   /* card turned up to start the discard pile */
  CE_EV_PLAY,      /* seat played card; value: the suit named, or -1 */
  CE_EV_DRAW,      /* seat drew card */
  CE_EV_RESHUFFLE, /* value: the cards of the new draw pile */
  CE_EV_PASS,
  CE_EV_OVER,
  CE_N_EVENTS,
} CeEventKind;

typedef enum
{
  CE_END_NONE,
  CE_END_EMPTY_HAND,
  CE_END_BLOCKED,     /* every seat passed in a row with nothing to draw */
  CE_END_TURN_LIMIT,
  CE_N_ENDS,
} CeEndReason;

typedef enum
{
  CE_STEP_PLAY,   /* play a card, draw, or pass when nothing can be drawn */
  CE_STEP_DRAWN,  /* play the card just drawn, or pass */
} CeStep;

/* Zones: the draw pile, the discard pile, then one hand per seat. Each zone lists its cards
 * from the bottom (a pile's top card is its last). */
#define CE_ZONE_DECK     0
#define CE_ZONE_DISCARD  1
#define CE_ZONE_HAND(s)  (2 + (s))
#define CE_N_ZONES       (2 + CE_MAX_SEATS)

typedef struct
{
  uint8_t hand_size;  /* cards dealt to each seat; 0: 7 for two seats, 5 for more */
} CeParams;

typedef struct
{
  char   *id;
  char   *name;   /* "Seven of Hearts" */
  uint8_t rank;   /* 1 (ace) .. 13 (king) */
  uint8_t suit;   /* 0 clubs, 1 diamonds, 2 hearts, 3 spades */
} CeCardDef;

typedef struct _CeDb CeDb;

typedef struct
{
  uint16_t def;
  uint8_t  zone;
  uint8_t  pos;
} CeCard;

/* The whole state: flat, copied with one memcpy; db is shared and immutable. */
typedef struct
{
  const CeDb *db;
  uint64_t    rng[2];
  CeParams    params;
  uint8_t     n_seats;
  uint8_t     n_cards;
  uint8_t     current;    /* whose turn */
  uint8_t     step;       /* CeStep */
  uint8_t     suit;       /* the suit to follow (an 8 names it) */
  uint8_t     drawn;      /* CE_STEP_DRAWN: the card drawn, else CE_NO_INSTANCE */
  uint8_t     stuck;      /* passes in a row with nothing to draw */
  uint8_t     over;
  uint8_t     end_reason;
  uint8_t     winners;    /* bit per seat */
  uint16_t    turn;
  uint32_t    n_actions;
  uint8_t     zone_n[CE_N_ZONES];
  uint8_t     zones[CE_N_ZONES][CE_MAX_CARDS];
  CeCard      cards[CE_MAX_CARDS];
} CeGame;

/* Cards: the toy's pack as GrosCards of a release made in code. */
CeDb            *ce_db_new            (void);
CeDb            *ce_db_ref            (CeDb *db);
void             ce_db_unref          (CeDb *db);
guint            ce_db_add_card       (CeDb     *db,
                                       DriveInCard *card);
gboolean         ce_db_lookup         (const CeDb *db,
                                       const char *card_id,
                                       guint      *out_index);
const CeCardDef *ce_db_get            (const CeDb *db,
                                       guint       index);
guint            ce_db_get_n_cards    (const CeDb *db);
/* One pack of 52 as the release CE_SIGIL (@packs packs, 1 or 2). */
DriveInRelease     *ce_release_new       (guint packs);
/* "hearts" and "Hearts"; "seven" ranks have no machine name. */
const char      *ce_suit_to_string    (guint suit);
const char      *ce_suit_label        (guint suit);
/* Penalty points of a card left in hand: an 8 50, a face 10, an ace 1, else its rank. */
guint            ce_card_points       (const CeCardDef *def);

/* Registers the game, its card kinds and its AI (once; later calls do nothing). */
void             ce_register          (void);

extern const GameRules ce_rules;
extern const GameAi    ce_ai;
extern const DriveInGameInfo ce_game_info;

/* For the AI, the board and the tests. */
gboolean         ce_game_card_visible (const CeGame *game,
                                       int           card,
                                       int           viewer);
const CeCardDef *ce_game_def          (const CeGame *game,
                                       int           card);
/* Whether @card may go on the discard pile now. */
gboolean         ce_game_playable     (const CeGame *game,
                                       int           card);
/* The top card of the discard pile. */
int              ce_game_top          (const CeGame *game);
gboolean         ce_game_can_draw     (const CeGame *game);
guint            ce_game_hand_points  (const CeGame *game,
                                       guint         seat);

G_END_DECLS
