/* drive-in-score-race.c: the race to the goal, any game: each seat's score against the goal
 * it needs, always in sight. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-score-race.h"

typedef struct
{
  GtkWidget *lane;
  GtkWidget *name;
  GtkWidget *bar;
  GtkWidget *count;
} Lane;

struct _DriveInScoreRace
{
  GtkWidget  parent_instance;
  GtkWidget *box;
  GArray    *lanes;  /* Lane */
};

G_DEFINE_FINAL_TYPE (DriveInScoreRace, drive_in_score_race, GTK_TYPE_WIDGET)

static Lane
lane_new (void)
{
  Lane lane;
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  lane.lane = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_add_css_class (lane.lane, "score-lane");
  gtk_widget_set_hexpand (lane.lane, TRUE);
  lane.name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (lane.name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (lane.name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (lane.name, TRUE);
  lane.count = gtk_label_new (NULL);
  gtk_widget_add_css_class (lane.count, "numeric");
  gtk_widget_add_css_class (lane.count, "score-count");
  gtk_box_append (GTK_BOX (top), lane.name);
  gtk_box_append (GTK_BOX (top), lane.count);
  lane.bar = gtk_level_bar_new ();
  gtk_level_bar_set_mode (GTK_LEVEL_BAR (lane.bar), GTK_LEVEL_BAR_MODE_CONTINUOUS);
  gtk_box_append (GTK_BOX (lane.lane), top);
  gtk_box_append (GTK_BOX (lane.lane), lane.bar);
  return lane;
}

void
drive_in_score_race_set_n_seats (DriveInScoreRace *self,
                                 guint             n_seats)
{
  g_return_if_fail (DRIVE_IN_IS_SCORE_RACE (self));

  while (self->lanes->len > n_seats)
    {
      Lane *lane = &g_array_index (self->lanes, Lane, self->lanes->len - 1);

      gtk_box_remove (GTK_BOX (self->box), lane->lane);
      g_array_set_size (self->lanes, self->lanes->len - 1);
    }
  while (self->lanes->len < n_seats)
    {
      Lane lane = lane_new ();

      gtk_box_append (GTK_BOX (self->box), lane.lane);
      g_array_append_val (self->lanes, lane);
    }
}

void
drive_in_score_race_set_seat (DriveInScoreRace *self,
                              guint             seat,
                              const char       *name,
                              int               score,
                              int               goal,
                              gboolean          active,
                              gboolean          winner)
{
  g_autofree char *count = NULL;
  g_autofree char *label = NULL;
  Lane *lane;

  g_return_if_fail (DRIVE_IN_IS_SCORE_RACE (self));
  g_return_if_fail (seat < self->lanes->len);

  lane = &g_array_index (self->lanes, Lane, seat);
  /* Translators: a seat's score against its goal: "3 / 10"; "3 / ?" while the goal is not
   * known. */
  count = goal > 0 ? g_strdup_printf (_("%d / %d"), score, goal)
                   : g_strdup_printf (_("%d / ?"), score);
  gtk_label_set_text (GTK_LABEL (lane->name), name);
  gtk_label_set_text (GTK_LABEL (lane->count), count);
  gtk_level_bar_set_max_value (GTK_LEVEL_BAR (lane->bar), MAX (goal > 0 ? goal : score, 1));
  gtk_level_bar_set_value (GTK_LEVEL_BAR (lane->bar),
                           CLAMP (score, 0, MAX (goal > 0 ? goal : score, 1)));
  if (active)
    gtk_widget_add_css_class (lane->lane, "active");
  else
    gtk_widget_remove_css_class (lane->lane, "active");
  if (winner)
    gtk_widget_add_css_class (lane->lane, "winner");
  else
    gtk_widget_remove_css_class (lane->lane, "winner");
  /* Translators: "Seat 2 (Easy computer): 3 / 10 scored cards". */
  label = g_strdup_printf (_("%s: %s scored"), name, count);
  gtk_widget_set_tooltip_text (lane->lane, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (lane->lane), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
}

const char *
drive_in_score_race_get_text (DriveInScoreRace *self,
                              guint             seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_SCORE_RACE (self), NULL);
  g_return_val_if_fail (seat < self->lanes->len, NULL);

  return gtk_label_get_text (GTK_LABEL (g_array_index (self->lanes, Lane, seat).count));
}

static void
drive_in_score_race_dispose (GObject *object)
{
  DriveInScoreRace *self = DRIVE_IN_SCORE_RACE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->lanes, g_array_unref);
  G_OBJECT_CLASS (drive_in_score_race_parent_class)->dispose (object);
}

static void
drive_in_score_race_class_init (DriveInScoreRaceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_score_race_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scorerace");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_score_race_init (DriveInScoreRace *self)
{
  self->lanes = g_array_new (FALSE, FALSE, sizeof (Lane));
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_box_set_homogeneous (GTK_BOX (self->box), TRUE);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
drive_in_score_race_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_SCORE_RACE, NULL);
}
