/* drive-in-score-race.h: the race to the goal, any game: each seat's score against the goal
 * it needs, always in sight. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_SCORE_RACE (drive_in_score_race_get_type ())
G_DECLARE_FINAL_TYPE (DriveInScoreRace, drive_in_score_race, DRIVE_IN, SCORE_RACE, GtkWidget)

GtkWidget  *drive_in_score_race_new        (void);
/* One lane per seat (the others go). */
void        drive_in_score_race_set_n_seats (DriveInScoreRace *self,
                                             guint             n_seats);
/* @seat's lane: its name, its score and the goal it races to (0: not known to the viewer
 * yet); @active marks whose turn it is, @winner a seat that won. */
void        drive_in_score_race_set_seat   (DriveInScoreRace *self,
                                            guint             seat,
                                            const char       *name,
                                            int               score,
                                            int               goal,
                                            gboolean          active,
                                            gboolean          winner);
/* What @seat's lane reads ("3 / 10"), for tests and screen readers. */
const char *drive_in_score_race_get_text   (DriveInScoreRace *self,
                                            guint             seat);

G_END_DECLS
