/* cli-lab-odds.h: drive-in-cli lab: the exact odds and sample hands of a GROS deck. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "game-lab.h"
#include "gros-lab.h"

G_BEGIN_DECLS

typedef struct
{
  DriveInOdds   odds;
  GPtrArray *hands;   /* of GrosLabHand */
  guint64    seed;    /* of the first sample hand */
} CliLabOdds;

/* The odds of @deck and @n_hands sample hands; prints the problem and returns FALSE when
 * they cannot be had. */
gboolean cli_lab_odds_compute     (CliLabOdds  *self,
                                   DriveInCatalog *catalog,
                                   DriveInDeck    *deck,
                                   const char  *path,
                                   guint        plays,
                                   guint        turns,
                                   guint        n_hands,
                                   guint64      seed);
void     cli_lab_odds_clear       (CliLabOdds  *self);

void     cli_lab_odds_print       (const CliLabOdds     *self,
                                   DriveInDeck             *deck);
/* How fast the games emptied the hand, against the pace the odds assume. */
void     cli_lab_odds_print_pace  (const CliLabOdds     *self,
                                   const GameLabResults *results);
void     cli_lab_odds_print_hands (const CliLabOdds     *self,
                                   DriveInCatalog          *catalog);

/* Members of the "deck" object, then the "odds" and "sample_hands" members. */
void     cli_lab_odds_add_deck_json  (const CliLabOdds *self,
                                      JsonBuilder      *builder);
void     cli_lab_odds_add_json       (const CliLabOdds *self,
                                      JsonBuilder      *builder);
void     cli_lab_odds_add_hands_json (const CliLabOdds *self,
                                      JsonBuilder      *builder);

G_END_DECLS
