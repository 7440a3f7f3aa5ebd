/* drive-in-game-log.c: every event of the game in plain words, newest at the bottom (any
 * game: lines come as DriveInLogLine). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-game-log.h"
#include "drive-in-log-line.h"

struct _DriveInGameLog
{
  GtkWidget   parent_instance;

  GListModel *model;
  guint       scroll_source;
  gboolean    sticky;       /* the newest line is in view: keep it there */
  gboolean    activatable;  /* a line lights its cards: someone listens to line-activated */

  GtkWidget  *scrolled;
  GtkWidget  *list;
};

G_DEFINE_FINAL_TYPE (DriveInGameLog, drive_in_game_log, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_LINE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
create_row_cb (gpointer item,
               gpointer user_data)
{
  DriveInGameLog *self = user_data;
  DriveInLogLine *line = item;
  GtkWidget *label = gtk_label_new (drive_in_log_line_get_text (line));
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, "log-line");
  /* Turns stand out: they split the log into readable pieces. */
  switch (drive_in_log_line_get_style (line))
    {
    case DRIVE_IN_LOG_TURN:
      gtk_widget_add_css_class (label, "log-turn");
      break;
    case DRIVE_IN_LOG_ATTACK:
      gtk_widget_add_css_class (label, "log-attack");
      break;
    case DRIVE_IN_LOG_PLAIN:
    default:
      break;
    }
  /* A line is a way to find its cards on the table: by click or by keyboard. */
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), self->activatable);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  drive_in_log_line_get_text (line), -1);
  if (self->activatable)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    _("Activate to light the cards this line names on the "
                                      "table"), -1);
  return row;
}

static void
on_row_activated_cb (GtkListBox     *list,
                     GtkListBoxRow  *row,
                     DriveInGameLog *self)
{
  int position = gtk_list_box_row_get_index (row);

  if (position >= 0)
    g_signal_emit (self, signals[SIGNAL_LINE_ACTIVATED], 0, (guint) position);
}

static gboolean
scroll_to_end_cb (gpointer user_data)
{
  DriveInGameLog *self = user_data;
  GtkAdjustment *adjustment;

  self->scroll_source = 0;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                        - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
on_adjustment_changed_cb (GtkAdjustment  *adjustment,
                          DriveInGameLog *self)
{
  /* New lines grew the list: follow them unless the reader scrolled up. */
  /* Not from inside the allocation that changed it: the viewport would undo it. */
  if (self->sticky && self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_to_end_cb, self);
}

static void
on_adjustment_value_changed_cb (GtkAdjustment  *adjustment,
                                DriveInGameLog *self)
{
  self->sticky = gtk_adjustment_get_value (adjustment)
                 >= gtk_adjustment_get_upper (adjustment)
                    - gtk_adjustment_get_page_size (adjustment) - 8;
}

static void
on_items_changed_cb (DriveInGameLog *self)
{
  /* After the new rows are laid out, so that "upper" counts them. */
  if (self->sticky && self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_to_end_cb, self);
}

static void
drive_in_game_log_dispose (GObject *object)
{
  DriveInGameLog *self = DRIVE_IN_GAME_LOG (object);
  GtkWidget *child;

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  drive_in_game_log_set_model (self, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (drive_in_game_log_parent_class)->dispose (object);
}

static void
drive_in_game_log_class_init (DriveInGameLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_game_log_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gamelog");

  /* A line was clicked or activated from the keyboard: its position in the model. */
  signals[SIGNAL_LINE_ACTIVATED] = g_signal_new ("line-activated", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
drive_in_game_log_init (DriveInGameLog *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkWidget *heading;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  heading = gtk_label_new (_("Game Log"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_add_css_class (heading, "log-heading");
  gtk_widget_set_parent (heading, GTK_WIDGET (self));

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (GTK_LIST_BOX (self->list), TRUE);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated_cb), self);
  gtk_widget_add_css_class (self->list, "log-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Game Log"), -1);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->list);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
  self->sticky = TRUE;
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)),
                    "changed", G_CALLBACK (on_adjustment_changed_cb), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)),
                    "value-changed", G_CALLBACK (on_adjustment_value_changed_cb), self);
}

GtkWidget *
drive_in_game_log_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_GAME_LOG, NULL);
}

void
drive_in_game_log_set_model (DriveInGameLog *self,
                             GListModel     *model)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_LOG (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (self->list == NULL)
    return;
  gtk_list_box_bind_model (GTK_LIST_BOX (self->list), model, create_row_cb, self, NULL);
  self->sticky = TRUE;
  if (model != NULL)
    {
      g_signal_connect_swapped (model, "items-changed", G_CALLBACK (on_items_changed_cb), self);
      on_items_changed_cb (self);
    }
}

void
drive_in_game_log_set_activatable (DriveInGameLog *self,
                                   gboolean        activatable)
{
  g_autoptr(GListModel) model = NULL;

  g_return_if_fail (DRIVE_IN_IS_GAME_LOG (self));

  activatable = !!activatable;
  if (self->activatable == activatable)
    return;
  self->activatable = activatable;
  /* The rows are made again, as they now are. */
  model = self->model != NULL ? g_object_ref (self->model) : NULL;
  drive_in_game_log_set_model (self, NULL);
  drive_in_game_log_set_model (self, model);
}

GtkWidget *
drive_in_game_log_get_row (DriveInGameLog *self,
                           guint           position)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_LOG (self), NULL);
  g_return_val_if_fail (position <= G_MAXINT, NULL);

  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), (int) position));
}

guint
drive_in_game_log_get_n_rows (DriveInGameLog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_LOG (self), 0);
  return self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
}
