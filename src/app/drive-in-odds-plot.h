/* drive-in-odds-plot.h: a small line plot of one or two figures over turns, in cairo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_ODDS_PLOT_N_SERIES   2
#define DRIVE_IN_ODDS_PLOT_MAX_VALUES 30

#define DRIVE_IN_TYPE_ODDS_PLOT (drive_in_odds_plot_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOddsPlot, drive_in_odds_plot, DRIVE_IN, ODDS_PLOT, GtkWidget)

/* Values are plotted at x = 1, 2, ... (turns). A percent plot reads its values as
 * probabilities (0..1) on a fixed 0–100% axis; other plots scale to their largest value. */
GtkWidget *drive_in_odds_plot_new              (void);
void       drive_in_odds_plot_set_percent      (DriveInOddsPlot *self,
                                                gboolean         percent);
/* The series' name in the legend and tooltips. */
void       drive_in_odds_plot_set_series_label (DriveInOddsPlot *self,
                                                guint            series,
                                                const char      *label);
/* Copies @n_values values (at most DRIVE_IN_ODDS_PLOT_MAX_VALUES); every series shows the
 * same number of points, the last one set. */
void       drive_in_odds_plot_set_values       (DriveInOddsPlot *self,
                                                guint            series,
                                                const double    *values,
                                                guint            n_values);
/* No points: an empty frame. */
void       drive_in_odds_plot_clear            (DriveInOddsPlot *self);
guint      drive_in_odds_plot_get_n_values     (DriveInOddsPlot *self);
double     drive_in_odds_plot_get_value        (DriveInOddsPlot *self,
                                                guint            series,
                                                guint            index);

G_END_DECLS
