/* drive-in-composition-chart.h: the deck's cards per kind against the recommended mix, in cairo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_COMPOSITION_CHART (drive_in_composition_chart_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCompositionChart, drive_in_composition_chart,
                      DRIVE_IN, COMPOSITION_CHART, GtkWidget)

GtkWidget *drive_in_composition_chart_new             (void);
/* Follows the deck's cards and variant. Its rows are the deck's game's kinds (DriveInGameInfo
 * order; GROS's are its card types). */
void       drive_in_composition_chart_set_deck        (DriveInCompositionChart *self,
                                                       DriveInDeck                *deck);
/* The deck's cards of its game's @kind-th kind. */
guint      drive_in_composition_chart_get_count       (DriveInCompositionChart *self,
                                                       guint                    kind);
/* The variant's recommended mix (GROS: 10/10/9/6/6/6/3 for 50 cards) scaled to its deck size;
 * 0 when the variant recommends none. */
guint      drive_in_composition_chart_get_recommended (DriveInCompositionChart *self,
                                                       guint                    kind);

G_END_DECLS
