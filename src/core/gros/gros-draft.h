/* gros-draft.h: a Draft (000): packs of 15 passed right, then left, until each deck has 30. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-deck.h"

G_BEGIN_DECLS

#define GROS_DRAFT_PACK_SIZE 15
#define GROS_DRAFT_ROUNDS    2
#define GROS_DRAFT_MAX_SEATS 6

#define GROS_TYPE_DRAFT (gros_draft_get_type ())
G_DECLARE_FINAL_TYPE (GrosDraft, gros_draft, GROS, DRAFT, GObject)

/* Deals the first round's packs from @pool (a GListModel of DriveInCard, e.g. a catalog or a
 * release's cards; Roll the Credits are left out of packs and kept for balancing, and other
 * games' cards are left out). The pool must hold 15 GROS cards per seat and round. */
GrosDraft  *gros_draft_new             (GListModel *pool,
                                        guint       n_seats,
                                        guint64     seed,
                                        GError    **error);

guint       gros_draft_get_n_seats     (GrosDraft *self);
/* 0 or 1 while drafting; GROS_DRAFT_ROUNDS when done. */
guint       gros_draft_get_round       (GrosDraft *self);
gboolean    gros_draft_is_done         (GrosDraft *self);
/* Packs go to the right (the previous seat) in round 0, to the left (the next seat) in 1. */
guint       gros_draft_get_pass_target (GrosDraft *self,
                                        guint      seat);
/* The pack @seat picks from now (DriveInCard items), empty while it waits for the others. */
GListModel *gros_draft_get_pack        (GrosDraft *self,
                                        guint      seat);
gboolean    gros_draft_has_picked      (GrosDraft *self,
                                        guint      seat);
/* Takes @card_id from @seat's pack; when every seat has picked, packs move on (and a new
 * round is dealt when they are empty). FALSE with an error for a card not in that pack or a
 * seat that already picked. */
gboolean    gros_draft_pick            (GrosDraft  *self,
                                        guint       seat,
                                        const char *card_id,
                                        GError    **error);
/* The cards @seat has picked so far (DriveInCard items, in pick order). */
GListModel *gros_draft_get_picks       (GrosDraft *self,
                                        guint      seat);

/* The drafted deck of @seat in the Draft format, balanced as the rules advise: Plot Twists
 * brought to 4 (extra ones swapped out, missing ones taken from the cards left in the pool)
 * and, when @with_credits, 2 Roll the Credits added. */
DriveInDeck   *gros_draft_build_deck      (GrosDraft  *self,
                                        guint       seat,
                                        gboolean    with_credits,
                                        const char *name);

G_END_DECLS
