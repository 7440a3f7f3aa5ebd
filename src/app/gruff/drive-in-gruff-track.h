/* drive-in-gruff-track.h: a track of pips at the Gruff table (a gruff's Mean, Weird or Fat, a
 * shepherd's Life or Crazy): the value filled, sliding when it changes, with a line where a
 * Threshold is and marks for what cards in hand would cost against it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_TRACK (drive_in_gruff_track_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffTrack, drive_in_gruff_track, DRIVE_IN, GRUFF_TRACK, GtkWidget)

/* One mark under the track: a card's cost at @position, lit when the card can be played. */
typedef struct
{
  int      position;
  gboolean lit;
} DriveInGruffTrackMark;

/* @color: the fill ("#d64040"); @pip: the width of a pip in pixels (narrower when the track
 * is given less than its natural width). */
GtkWidget *drive_in_gruff_track_new        (const char *color,
                                            int         pip);
/* Shows @value of @length pips (the filled part slides there over @animation_ms), the first
 * @spent of them shaded (Crazy committed this turn). */
void       drive_in_gruff_track_set_value  (DriveInGruffTrack *self,
                                            int                value,
                                            int                length,
                                            int                spent,
                                            guint              animation_ms);
int        drive_in_gruff_track_get_value  (DriveInGruffTrack *self);
/* A line after pip @line (a Threshold), -1: none. */
void       drive_in_gruff_track_set_line   (DriveInGruffTrack *self,
                                            int                line);
void       drive_in_gruff_track_set_marks  (DriveInGruffTrack           *self,
                                            const DriveInGruffTrackMark *marks,
                                            guint                        n_marks);
guint      drive_in_gruff_track_get_n_marks (DriveInGruffTrack *self);

G_END_DECLS
