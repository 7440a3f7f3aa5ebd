/* groo-game-private.h: what the parts of the Groo rules share (zones, dice, war, effects). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "groo-game.h"

G_BEGIN_DECLS

/* One application of actions: the state and where its events go. */
typedef struct
{
  GrooGame     *g;
  GrooEventFunc emit;
  gpointer      data;
} GrooRun;

#define groo_popcount(x) ((guint) __builtin_popcount (x))

#define GROO_DEF(g, c) groo_card_db_get ((g)->db, (g)->cards[c].def)

void     groo_emit            (GrooRun *r,
                               guint    kind,
                               guint    seat,
                               guint    target_seat,
                               int      card,
                               int      target,
                               int      value);
void     groo_emit_move       (GrooRun *r,
                               guint    kind,
                               guint    seat,
                               int      card,
                               guint    from,
                               guint    to);

/* Random stream (xoroshiro128+). */
uint64_t groo_rng_next        (GrooGame *g);
guint    groo_rng_below       (GrooGame *g,
                               guint     n);
void     groo_rng_seed        (GrooGame *g,
                               uint64_t  seed);

/* Zones (groo-game-zones.c). */
guint    groo_zone_size       (const GrooGame *g,
                               guint           zone);
/* The card @index_from_top places below the top of @zone (0: the top). */
int      groo_zone_top        (const GrooGame *g,
                               guint           zone,
                               guint           index_from_top);
/* Moves @card to the top of @zone (or the bottom), updating who knows it. */
void     groo_move            (GrooGame *g,
                               int       card,
                               guint     zone,
                               gboolean  bottom);
void     groo_shuffle_zone    (GrooGame *g,
                               guint     zone);
/* Puts @card on the discard pile, reporting it as an event of @kind (GROO_EV_MOVED,
 * GROO_EV_LOSE, GROO_EV_DISCARD...). */
void     groo_discard_card    (GrooRun *r,
                               int      card,
                               guint    kind);
/* The VP of @seat's town, recomputed (and stored in the seat). */
guint    groo_update_vp       (GrooGame *g,
                               guint     seat);

/* Drawing (groo-game.c): draws one card for @seat, reshuffling when the deck is empty; an
 * Event drawn goes to the table and its effect frame is pushed (*@out_event), or, when the
 * frames are full, waits in GROO_ZONE_WAITING for groo_advance() to play it. Returns FALSE
 * when no card could be drawn. */
gboolean groo_draw            (GrooRun *r,
                               guint    seat,
                               gboolean *out_event);

/* Dice (groo-game-dice.c). */
void     groo_roll            (GrooRun *r);
void     groo_reroll_white    (GrooRun *r);
/* Groo goes to @seat's town. */
void     groo_groo_to         (GrooRun *r,
                               guint    seat);
/* The unspent dice of @face, lowest first, as a mask of at most @count dice; TRUE when there
 * were @count. */
gboolean groo_dice_pick       (const GrooGame *g,
                               GrooFace        face,
                               guint           count,
                               uint32_t       *mask);
/* Whether @mask is exactly the unspent dice that pay @card (a Building or Troop, or a Groo
 * Effect's Heads). */
gboolean groo_dice_pay        (const GrooGame *g,
                               int             card,
                               uint32_t        mask);
/* The canonical dice paying @card, or FALSE when the unspent dice cannot. */
gboolean groo_dice_canonical  (const GrooGame *g,
                               int             card,
                               uint32_t       *mask);
void     groo_spend_dice      (GrooGame *g,
                               uint32_t  mask);
uint32_t groo_dice_unspent    (const GrooGame *g);
/* Passes the unspent dice on from the holder (or ends the Leftover phase). */
void     groo_pass_dice       (GrooRun *r);

/* War (groo-game-war.c). */
void     groo_war_resolve     (GrooRun *r);
void     groo_war_end         (GrooRun *r);
int      groo_troop_strength  (const GrooGame *g,
                               int             card,
                               gboolean        attacking);

/* Effects, windows and choices (groo-game-effects.c). */
GrooFrame *groo_push_frame    (GrooGame *g,
                               GrooFrameKind kind);
void     groo_push_effect     (GrooGame *g,
                               GrooSource source,
                               guint      seat,
                               int        card);
void     groo_push_window     (GrooGame  *g,
                               GrooWindow window,
                               guint      first);
/* Runs the top frame until it needs a decision (TRUE, deciding set) or is done (popped,
 * FALSE). */
gboolean groo_run_frame       (GrooRun *r);
/* The script of @card's use, or NULL when it has none. */
const GrooScript *groo_card_use (const GrooGame *g,
                                 int             card);
/* Whether @seat may play Wild @card / use the power of @card now; @main: at its own main
 * decision (not a window). */
gboolean groo_can_play_wild   (const GrooGame *g,
                               guint           seat,
                               int             card,
                               gboolean        main);
gboolean groo_can_use_power   (const GrooGame *g,
                               guint           seat,
                               int             card,
                               gboolean        main);
/* Whether @seat has any Wild or power it may use now. */
gboolean groo_has_playable    (const GrooGame *g,
                               guint           seat,
                               gboolean        main);
/* Wilds and powers @seat may use now, appended to @out. */
guint    groo_list_playable   (const GrooGame *g,
                               guint           seat,
                               gboolean        main,
                               GameAction     *out,
                               guint           n,
                               guint           max);
/* The choices of the current effect. */
guint    groo_list_choices    (const GrooGame *g,
                               GameAction     *out,
                               guint           max);
gboolean groo_choice_is_legal (const GrooGame   *g,
                               const GameAction *action);
void     groo_apply_choice    (GrooRun          *r,
                               const GameAction *action);
void     groo_apply_wild      (GrooRun          *r,
                               const GameAction *action);
void     groo_apply_power     (GrooRun          *r,
                               const GameAction *action);
/* The Wild-or-power decision of a window's asked seat is over. */
void     groo_window_pass     (GrooGame *g);
/* The VP a town could lose out of @target by printed value, with what it holds (cards
 * @exclude skipped, and Groo-safe ones too when @by_groo). */
guint    groo_reachable_vp    (const GrooGame *g,
                               guint           seat,
                               guint           target,
                               int             exclude,
                               gboolean        by_groo);
/* The sum of one lasting effect over @seat's town and army. */
int      groo_mod_total       (const GrooGame *g,
                               guint           seat,
                               GrooModKind     kind);
gboolean groo_card_has_mod    (const GrooGame *g,
                               int             card,
                               GrooModKind     kind,
                               guint          *out_n);

/* The turn (groo-game.c): runs automatic steps until a seat must decide or the game ends. */
void     groo_advance         (GrooRun *r);
/* Whether @seat decides at a main decision (its phases, or Leftover dice it holds). */
gboolean groo_is_main_decision (const GrooGame *g);

G_END_DECLS
