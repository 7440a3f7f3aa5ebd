/* drive-in-log-line.h: one line of a game log as the table's viewer reads it, any game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* How a line stands out in the log. */
typedef enum
{
  DRIVE_IN_LOG_PLAIN,
  DRIVE_IN_LOG_TURN,    /* splits the log: a new turn, the end */
  DRIVE_IN_LOG_ATTACK,  /* attacks and deaths */
} DriveInLogStyle;

#define DRIVE_IN_TYPE_LOG_LINE (drive_in_log_line_get_type ())
G_DECLARE_FINAL_TYPE (DriveInLogLine, drive_in_log_line, DRIVE_IN, LOG_LINE, GObject)

DriveInLogLine  *drive_in_log_line_new       (const char      *text,
                                              DriveInLogStyle  style);
const char      *drive_in_log_line_get_text  (DriveInLogLine *self);
DriveInLogStyle  drive_in_log_line_get_style (DriveInLogLine *self);

G_END_DECLS
