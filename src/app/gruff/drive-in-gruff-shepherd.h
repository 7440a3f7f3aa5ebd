/* drive-in-gruff-shepherd.h: one seat's shepherd at the Gruff table: the card, its Life bar
 * with the Threshold line, its Crazy track with the cost of the cards in hand against it, and
 * the hand, deck and discard; cards played on the shepherd are dropped here. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "drive-in-gruff-spot.h"
#include "drive-in-gruff-track.h"
#include "game-session.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_SHEPHERD (drive_in_gruff_shepherd_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffShepherd, drive_in_gruff_shepherd, DRIVE_IN, GRUFF_SHEPHERD,
                      GtkWidget)

GtkWidget         *drive_in_gruff_shepherd_new      (GameSession *session,
                                                     guint        seat,
                                                     int          card_width);
/* The shepherd's card at @card_width (smaller in a short window). */
void               drive_in_gruff_shepherd_set_card_width (DriveInGruffShepherd *self,
                                                           int                   card_width);
/* Drops ask @func with the gruff -1 and this seat. */
void               drive_in_gruff_shepherd_set_drop_func (DriveInGruffShepherd *self,
                                                          DriveInGruffDropFunc  func,
                                                          gpointer              user_data);
void               drive_in_gruff_shepherd_set_name (DriveInGruffShepherd *self,
                                                     const char           *name,
                                                     const char           *deck_label);
void               drive_in_gruff_shepherd_refresh  (DriveInGruffShepherd *self,
                                                     guint                 animation_ms);
/* The costs of the cards in hand against the Crazy track (the viewer's own seat); @about
 * says what the marks are, for the bar's tooltip and accessible description. */
void               drive_in_gruff_shepherd_set_marks (DriveInGruffShepherd        *self,
                                                      const DriveInGruffTrackMark *marks,
                                                      guint                        n_marks,
                                                      const char                  *about);
void               drive_in_gruff_shepherd_set_lit  (DriveInGruffShepherd *self,
                                                     gboolean              lit);
DriveInCardWidget *drive_in_gruff_shepherd_lookup   (DriveInGruffShepherd *self,
                                                     int                   handle);
/* What the bars show (tests): "life", "crazy", "hand", "deck", "discard", "marks". */
int                drive_in_gruff_shepherd_get_shown (DriveInGruffShepherd *self,
                                                      const char           *what);

G_END_DECLS
