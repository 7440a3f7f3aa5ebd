/* drive-in-viewer-log.h: a game's log as one viewer reads it, any game: each line as that
 * viewer read it when it happened. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-log-line.h"

G_BEGIN_DECLS

/* The line @item of the game's own log reads as for @viewer (a number the game gives its
 * viewers: a seat, or "everyone", "nobody in particular"), and how it stands out. Returns
 * a new string, or NULL when the item has no line for that viewer. */
typedef char *(*DriveInLogTextFunc) (gpointer         item,
                                     int              viewer,
                                     DriveInLogStyle *out_style,
                                     gpointer         user_data);

/* Whether the line of @item for @viewer stands for the item before it too (the game folded
 * a run of lines that read the same into one): the log then shows one line, @item's. */
typedef gboolean (*DriveInLogFoldFunc) (gpointer item,
                                        int      viewer,
                                        gpointer user_data);

#define DRIVE_IN_TYPE_VIEWER_LOG (drive_in_viewer_log_get_type ())
G_DECLARE_FINAL_TYPE (DriveInViewerLog, drive_in_viewer_log, DRIVE_IN, VIEWER_LOG, GObject)

/* A GListModel of DriveInLogLine, one per item of @source (kept in step with it), read by
 * @viewer. A game whose lines depend on who reads them keeps each viewer's line from the
 * moment it happened: a card hidden then stays vague after it is revealed. */
DriveInViewerLog *drive_in_viewer_log_new        (GListModel         *source,
                                                  DriveInLogTextFunc  text_func,
                                                  gpointer            user_data,
                                                  int                 viewer);
/* Folds runs of items into one line each as @fold_func says (NULL: a line per item). */
void              drive_in_viewer_log_set_fold_func (DriveInViewerLog   *self,
                                                     DriveInLogFoldFunc  fold_func);
/* The position in the source of the item whose line @position is (for a folded line, the
 * last item of its run), or G_MAXUINT when there is no such line. */
guint             drive_in_viewer_log_get_source_position (DriveInViewerLog *self,
                                                           guint             position);
int               drive_in_viewer_log_get_viewer (DriveInViewerLog *self);
/* Every line now reads as @viewer read it (the model says all its items changed). */
void              drive_in_viewer_log_set_viewer (DriveInViewerLog *self,
                                                  int               viewer);

G_END_DECLS
