/* drive-in-cost-curve.h: how many of the deck's cards cost 0, 1, 2, 3 and 4+ Popcorn, in cairo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

/* Columns: costs 0, 1, 2, 3, and the last for 4 or more. */
#define DRIVE_IN_COST_CURVE_N_COLUMNS 5

#define DRIVE_IN_TYPE_COST_CURVE (drive_in_cost_curve_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCostCurve, drive_in_cost_curve, DRIVE_IN, COST_CURVE, GtkWidget)

GtkWidget *drive_in_cost_curve_new           (void);
void       drive_in_cost_curve_set_deck      (DriveInCostCurve *self,
                                              DriveInDeck         *deck);
/* Cards of the column's cost (the last column: that cost or more). */
guint      drive_in_cost_curve_get_count     (DriveInCostCurve *self,
                                              guint             column);
/* Cards bearing a Popcorn Bucket. */
guint      drive_in_cost_curve_get_n_buckets (DriveInCostCurve *self);
/* Mean Popcorn cost of the known cards; 0 for an empty deck. */
double     drive_in_cost_curve_get_average   (DriveInCostCurve *self);

G_END_DECLS
