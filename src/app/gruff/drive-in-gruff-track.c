/* drive-in-gruff-track.c: a track of pips at the Gruff table (a gruff's Mean, Weird or Fat, a
 * shepherd's Life or Crazy): the value filled, sliding when it changes, with a line where a
 * Threshold is and marks for what cards in hand would cost against it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <math.h>
#include <string.h>

#include "drive-in-gruff-track.h"

#define PIP_GAP     2
#define MIN_PIP     3   /* a narrow track's pips: still told apart */
#define MARK_HEIGHT 6
#define MAX_MARKS   16

struct _DriveInGruffTrack
{
  GtkWidget              parent_instance;

  GdkRGBA                color;
  int                    pip;
  int                    value;
  int                    length;
  int                    spent;
  int                    line;
  double                 shown;       /* the fill drawn now, sliding to value */
  double                 from;
  gint64                 start_us;
  guint                  duration_ms;
  guint                  tick_id;
  DriveInGruffTrackMark  marks[MAX_MARKS];
  guint                  n_marks;
};

G_DEFINE_FINAL_TYPE (DriveInGruffTrack, drive_in_gruff_track, GTK_TYPE_WIDGET)

static gboolean
on_tick_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  DriveInGruffTrack *self = DRIVE_IN_GRUFF_TRACK (widget);
  double t = (gdk_frame_clock_get_frame_time (clock) - self->start_us)
             / (1000.0 * MAX (self->duration_ms, 1));

  if (t >= 1)
    {
      self->shown = self->value;
      self->tick_id = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  /* Ease out: the slider settles. */
  t = 1 - (1 - t) * (1 - t);
  self->shown = self->from + (self->value - self->from) * t;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
drive_in_gruff_track_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  DriveInGruffTrack *self = DRIVE_IN_GRUFF_TRACK (widget);

  /* A long track (Life up to 40) given less than its width draws narrower pips. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *natural = MAX (self->length, 1) * (self->pip + PIP_GAP);
      *minimum = MAX (self->length, 1) * (MIN (self->pip, MIN_PIP) + PIP_GAP / 2);
    }
  else
    *minimum = *natural = self->pip + (self->n_marks > 0 ? MARK_HEIGHT + 1 : 0);
}

static void
drive_in_gruff_track_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  DriveInGruffTrack *self = DRIVE_IN_GRUFF_TRACK (widget);
  GdkRGBA empty = { 1, 1, 1, 0.14 };
  GdkRGBA spent = self->color;
  GdkRGBA line = { 1, 0.85, 0.4, 1 };
  double step = self->pip + PIP_GAP;
  double pip = self->pip;
  double gap = PIP_GAP;

  /* Narrower than its natural width: every pip and gap in proportion. */
  if (self->length > 0 && self->length * step > gtk_widget_get_width (widget))
    {
      step = (double) gtk_widget_get_width (widget) / self->length;
      pip = step * self->pip / (self->pip + PIP_GAP);
      gap = step - pip;
    }
  spent.alpha = 0.45;
  for (int i = 0; i < self->length; i++)
    {
      graphene_rect_t cell = GRAPHENE_RECT_INIT (i * step, 0, pip, self->pip);
      double fill = CLAMP (self->shown - i, 0, 1);

      gtk_snapshot_append_color (snapshot, &empty, &cell);
      if (fill > 0)
        {
          graphene_rect_t part = GRAPHENE_RECT_INIT (i * step, 0, pip * fill, self->pip);

          gtk_snapshot_append_color (snapshot, i < self->spent ? &spent : &self->color, &part);
        }
    }
  if (self->line >= 0 && self->line <= self->length)
    {
      graphene_rect_t bar = GRAPHENE_RECT_INIT (self->line * step - gap / 2 - 1, -2, 2,
                                                self->pip + 4);

      gtk_snapshot_append_color (snapshot, &line, &bar);
    }
  for (guint m = 0; m < self->n_marks; m++)
    {
      GdkRGBA lit = { 0.55, 0.9, 0.45, 1 };
      GdkRGBA dark = { 0.9, 0.35, 0.3, 1 };
      double x = CLAMP (self->marks[m].position, 1, MAX (self->length, 1)) * step
                 - floor (step / 2) - 2;
      graphene_rect_t mark = GRAPHENE_RECT_INIT (x, self->pip + 1, 4, MARK_HEIGHT);

      gtk_snapshot_append_color (snapshot, self->marks[m].lit ? &lit : &dark, &mark);
    }
}

static void
drive_in_gruff_track_dispose (GObject *object)
{
  DriveInGruffTrack *self = DRIVE_IN_GRUFF_TRACK (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  G_OBJECT_CLASS (drive_in_gruff_track_parent_class)->dispose (object);
}

static void
drive_in_gruff_track_class_init (DriveInGruffTrackClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_gruff_track_dispose;
  widget_class->measure = drive_in_gruff_track_measure;
  widget_class->snapshot = drive_in_gruff_track_snapshot;
  gtk_widget_class_set_css_name (widget_class, "grufftrack");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
drive_in_gruff_track_init (DriveInGruffTrack *self)
{
  self->line = -1;
  self->pip = 8;
}

GtkWidget *
drive_in_gruff_track_new (const char *color,
                          int         pip)
{
  DriveInGruffTrack *self = g_object_new (DRIVE_IN_TYPE_GRUFF_TRACK, NULL);

  if (!gdk_rgba_parse (&self->color, color))
    self->color = (GdkRGBA) { 0.8, 0.8, 0.8, 1 };
  self->pip = MAX (pip, 3);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
  return GTK_WIDGET (self);
}

void
drive_in_gruff_track_set_value (DriveInGruffTrack *self,
                                int                value,
                                int                length,
                                int                spent,
                                guint              animation_ms)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_TRACK (self));

  if (length != self->length)
    {
      self->length = length;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  self->spent = spent;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) length,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) value, -1);
  if (value == self->value)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->value = value;
  if (animation_ms == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (self->tick_id != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
      self->shown = value;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->from = self->shown;
  self->duration_ms = animation_ms;
  self->start_us = g_get_monotonic_time ();
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick_cb, NULL, NULL);
}

int
drive_in_gruff_track_get_value (DriveInGruffTrack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_TRACK (self), 0);
  return self->value;
}

void
drive_in_gruff_track_set_line (DriveInGruffTrack *self,
                               int                line)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_TRACK (self));

  self->line = line;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
drive_in_gruff_track_set_marks (DriveInGruffTrack           *self,
                                const DriveInGruffTrackMark *marks,
                                guint                        n_marks)
{
  gboolean had;

  g_return_if_fail (DRIVE_IN_IS_GRUFF_TRACK (self));

  had = self->n_marks > 0;
  self->n_marks = MIN (n_marks, MAX_MARKS);
  if (self->n_marks > 0)
    memcpy (self->marks, marks, self->n_marks * sizeof marks[0]);
  if (had != (self->n_marks > 0))
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
drive_in_gruff_track_get_n_marks (DriveInGruffTrack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_TRACK (self), 0);
  return self->n_marks;
}
