/* gros-lab.h: the Deck lab's odds and sample hands of a GROS deck (its games are the shared
 * lab's, game-lab.h). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-lab.h"
#include "gros-ai.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "gros-draw-odds.h"

G_BEGIN_DECLS

/* The odds of @deck (gros-draw-odds.h) with the hand limit of its format. */
gboolean        gros_lab_compute_odds  (DriveInDeck *deck,
                                        guint     plays_per_turn,
                                        guint     n_turns,
                                        GrosOdds *out);

/* A sample hand, dealt by the rules engine itself (opening hand, redraws while it holds no
 * Character of positive Defense), then the Fill Ups of the seat that goes first when
 * @plays_per_turn cards leave its hand each turn (gros_odds_model_cards_seen()): the same
 * cards the odds count. Another seed deals another hand. The odds and the sample hands
 * describe the Feature Film deal; a format that drafts the opening hands (Resurrected) is
 * shown as dealt before the draft. */
typedef struct
{
  guint      redraws;  /* hands shown and redrawn before the kept one */
  GPtrArray *turns;    /* of GStrv (card ids): [0] the kept hand, [t] the cards drawn at the
                        * Fill Up of turn t + 1 (none at turn 1 when going first) */
} GrosLabHand;

GrosLabHand    *gros_lab_sample_hand   (DriveInCatalog *catalog,
                                        DriveInDeck    *deck,
                                        guint64      seed,
                                        guint        n_turns,
                                        guint        plays_per_turn,
                                        GError     **error);
void            gros_lab_hand_free     (GrosLabHand *hand);

/* What the lab page shows of them (GameLabHooks.odds, .sample_hand of GROS). */
GameLabOdds    *gros_lab_odds          (DriveInDeck     *deck,
                                        guint            plays_per_turn,
                                        guint            n_turns);
GameLabHand    *gros_lab_game_hand     (DriveInCatalog  *catalog,
                                        DriveInDeck     *deck,
                                        guint64          seed,
                                        guint            n_turns,
                                        guint            plays_per_turn,
                                        GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrosLabHand, gros_lab_hand_free)

G_END_DECLS
