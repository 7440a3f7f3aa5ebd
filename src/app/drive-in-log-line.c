/* drive-in-log-line.c: one line of a game log as the table's viewer reads it, any game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "drive-in-log-line.h"

struct _DriveInLogLine
{
  GObject          parent_instance;
  char            *text;
  DriveInLogStyle  style;
};

G_DEFINE_FINAL_TYPE (DriveInLogLine, drive_in_log_line, G_TYPE_OBJECT)

static void
drive_in_log_line_finalize (GObject *object)
{
  g_free (DRIVE_IN_LOG_LINE (object)->text);
  G_OBJECT_CLASS (drive_in_log_line_parent_class)->finalize (object);
}

static void
drive_in_log_line_class_init (DriveInLogLineClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_log_line_finalize;
}

static void
drive_in_log_line_init (DriveInLogLine *self)
{
}

DriveInLogLine *
drive_in_log_line_new (const char      *text,
                       DriveInLogStyle  style)
{
  DriveInLogLine *self = g_object_new (DRIVE_IN_TYPE_LOG_LINE, NULL);

  self->text = g_strdup (text != NULL ? text : "");
  self->style = style;
  return self;
}

const char *
drive_in_log_line_get_text (DriveInLogLine *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LOG_LINE (self), NULL);
  return self->text;
}

DriveInLogStyle
drive_in_log_line_get_style (DriveInLogLine *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LOG_LINE (self), DRIVE_IN_LOG_PLAIN);
  return self->style;
}
