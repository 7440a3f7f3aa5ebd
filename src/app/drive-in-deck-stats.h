/* drive-in-deck-stats.h: a deck in figures: its mix, cost curve, power, team. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

/* Cost columns: 0 to 5, and the last for 6 or more. */
#define DRIVE_IN_DECK_STATS_N_COSTS 7

#define DRIVE_IN_TYPE_DECK_STATS (drive_in_deck_stats_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckStats, drive_in_deck_stats, DRIVE_IN, DECK_STATS, GtkWidget)

/* The figures of a deck of a game the Decks page knows (DriveInDeckGame): the cards of each
 * counted kind ("12 Beasts", "9 Actions"), how many cost 0, 1... and 6 or more, the total of
 * the printed stat and the average cost; the cards in the deck's slots (a Challenger, a Gruff
 * team) are left out of those, and the team's stats summed up ("Mean 9 · Weird 5 · Fat 8"). */
GtkWidget *drive_in_deck_stats_new              (void);
void       drive_in_deck_stats_set_deck         (DriveInDeckStats *self,
                                                 DriveInDeck         *deck);
/* @kind: a mix entry's value (an ability card's "action") or its kind ("beast"). */
guint      drive_in_deck_stats_get_kind_count   (DriveInDeckStats *self,
                                                 const char       *kind);
/* The slot cards' total of @attribute, one of the game's team_stats ("mean"). */
int        drive_in_deck_stats_get_team_total   (DriveInDeckStats *self,
                                                 const char       *attribute);
/* "Mean 9 · Weird 5 · Fat 8", or NULL when the game sums no team stats. */
const char *drive_in_deck_stats_get_team_summary (DriveInDeckStats *self);
guint      drive_in_deck_stats_get_cost_count   (DriveInDeckStats *self,
                                                 guint             column);
int        drive_in_deck_stats_get_stat_total   (DriveInDeckStats *self);
double     drive_in_deck_stats_get_average_cost (DriveInDeckStats *self);
/* The line under the charts: "Power total 52 · average cost 2.4". */
const char *drive_in_deck_stats_get_summary     (DriveInDeckStats *self);
/* The kinds counted, as shown: "24 Beasts · 8 Grottos · 8 Wishes". */
const char *drive_in_deck_stats_get_mix         (DriveInDeckStats *self);

G_END_DECLS
