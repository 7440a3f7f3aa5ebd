/* drive-in-table.c: the game table page: the start page, the game's own table (a board from
 * drive-in-boards.c), the hot-seat cover between two people, and the page's actions (its
 * games and files: drive-in-table-games.c, drive-in-table-play.c). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-boards.h"
#include "drive-in-resources.h"
#include "drive-in-table-private.h"
#include "drive-in-toast.h"

#define BASE_PACE_MS 900

G_DEFINE_FINAL_TYPE (DriveInTable, drive_in_table, GTK_TYPE_WIDGET)

static guint
scaled_ms (DriveInTable *self,
           guint         base)
{
  return (guint) (base / MAX (self->speed, 0.05));
}

void
drive_in_table_show_toast (DriveInTable *self,
                           const char   *text)
{
  AdwToast *toast = drive_in_toast_new (text);

  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toast_overlay), toast);
}

GtkWindow *
drive_in_table_get_window (DriveInTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Keeps the keyboard on the table: what the page is for (New Game, the game's table, the
 * cover's button), so that keys never land in another page. */
static void
focus_table (DriveInTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *page = gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
  GtkWidget *visible;

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* On the page shown (a page fading out is still mapped for a moment). */
  visible = gtk_stack_get_visible_child (GTK_STACK (self->stack));
  if (focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_visible (focus)
      && gtk_widget_is_ancestor (focus, visible))
    return;
  if (g_strcmp0 (page, "start") == 0)
    gtk_widget_grab_focus (self->new_game_button);
  else if (g_strcmp0 (page, "board") == 0)
    gtk_widget_child_focus (self->board, GTK_DIR_TAB_FORWARD);
  else if (g_strcmp0 (page, "cover") == 0)
    drive_in_seat_cover_grab_focus (DRIVE_IN_SEAT_COVER (self->seat_cover));
}

static gboolean
focus_table_cb (gpointer user_data)
{
  DriveInTable *self = user_data;

  self->focus_source = 0;
  focus_table (self);
  return G_SOURCE_REMOVE;
}

/* The page's actions that act on the game are the game's table's. */
static void
forward_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  const char *dot = strchr (action_name, '.');

  g_assert (dot != NULL);
  drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), dot + 1, parameter);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  drive_in_table_play_undo (DRIVE_IN_TABLE (widget));
}

static void
step_forward_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->play != NULL)
    drive_in_game_play_step_forward (self->play);
}

static void
step_back_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->play != NULL)
    drive_in_game_play_step_back (self->play);
}

static void
replay_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  drive_in_table_play_replay (DRIVE_IN_TABLE (widget));
}

void
drive_in_table_show_start (DriveInTable *self)
{
  drive_in_table_update_start_page (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "start");
  focus_table (self);
}

/* Hot seat: between two people's decisions the table is covered until the next one says
 * they have the screen; under the cover it shows only what every seat knows. */
void
drive_in_table_update_cover (DriveInTable *self)
{
  int seat = self->play != NULL ? drive_in_game_play_get_handoff_seat (self->play) : -1;
  gboolean covered = g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)),
                                "cover") == 0;

  if (seat >= 0)
    {
      g_autofree char *heading = g_strdup_printf (_("Seat %u's turn: pass the screen"), seat + 1);
      g_autofree char *body = g_strdup_printf (_("Only the person at Seat %u should look now: "
                                                 "their cards show when they continue."),
                                               seat + 1);

      drive_in_seat_cover_set_text (DRIVE_IN_SEAT_COVER (self->seat_cover), heading, body);
      if (!covered)
        gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "cover");
      drive_in_seat_cover_grab_focus (DRIVE_IN_SEAT_COVER (self->seat_cover));
    }
  else if (covered)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack),
                                        self->board != NULL ? "board" : "start");
      focus_table (self);
    }
}

static void
on_seat_cover_continue_cb (DriveInTable *self)
{
  if (self->play != NULL)
    drive_in_game_play_take_handoff (self->play);
}

const char *
drive_in_table_get_page (DriveInTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), NULL);
  return gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
}

void
drive_in_table_set_speed (DriveInTable *self,
                          double        speed)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  self->speed = CLAMP (speed, 0.05, 100.0);
  if (self->play != NULL)
    drive_in_game_play_set_pace (self->play, scaled_ms (self, BASE_PACE_MS));
  if (self->board != NULL)
    drive_in_board_table_set_speed (self->board, self->speed);
}

static void
on_speed_changed_cb (DriveInTable *self)
{
  drive_in_table_set_speed (self, g_settings_get_double (self->settings, "animation-speed"));
}

/* Widget */

static void
drive_in_table_map (GtkWidget *widget)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  GTK_WIDGET_CLASS (drive_in_table_parent_class)->map (widget);
  if (self->play == NULL)
    drive_in_table_update_start_page (self);
  /* The page was switched to: the keyboard comes along, once the click that switched it
   * is over. */
  if (self->focus_source == 0)
    self->focus_source = g_idle_add (focus_table_cb, self);
}

static void
drive_in_table_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  gtk_widget_measure (DRIVE_IN_TABLE (widget)->toast_overlay, orientation, for_size, minimum,
                      natural, minimum_baseline, natural_baseline);
}

static void
drive_in_table_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  gtk_widget_allocate (DRIVE_IN_TABLE (widget)->toast_overlay, width, height, baseline, NULL);
}

static void
drive_in_table_dispose (GObject *object)
{
  DriveInTable *self = DRIVE_IN_TABLE (object);

  g_clear_handle_id (&self->focus_source, g_source_remove);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  drive_in_table_clear_play (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_TABLE);
  g_clear_object (&self->settings);
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  G_OBJECT_CLASS (drive_in_table_parent_class)->dispose (object);
}

static void
drive_in_table_class_init (DriveInTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  /* What the game's own table does, with the same parameter. */
  static const struct { const char *name; const char *type; } forwarded[] = {
    { "table.card-click", "i" }, { "table.card-menu", "i" }, { "table.drag-begin", "i" },
    { "table.drag-end", "i" }, { "table.drag-refused", "i" }, { "table.pass", NULL },
    { "table.battle", NULL }, { "table.show-actions", NULL }, { "table.toggle-log", NULL },
    { "table.show-ratings", NULL },
  };

  object_class->dispose = drive_in_table_dispose;
  widget_class->map = drive_in_table_map;
  widget_class->measure = drive_in_table_measure;
  widget_class->size_allocate = drive_in_table_size_allocate;

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/drive-in-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, start_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, resume_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, watch_last_button);

  for (guint i = 0; i < G_N_ELEMENTS (forwarded); i++)
    gtk_widget_class_install_action (widget_class, forwarded[i].name, forwarded[i].type,
                                     forward_activated);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "table.step-forward", NULL,
                                   step_forward_activated);
  gtk_widget_class_install_action (widget_class, "table.step-back", NULL, step_back_activated);
  gtk_widget_class_install_action (widget_class, "table.replay", NULL, replay_activated);
  drive_in_table_install_game_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "gametable");
}

static void
drive_in_table_init (DriveInTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-table.css");
  self->seat_cover = drive_in_seat_cover_new ();
  g_signal_connect_swapped (self->seat_cover, "continue", G_CALLBACK (on_seat_cover_continue_cb),
                            self);
  gtk_stack_add_named (GTK_STACK (self->stack), self->seat_cover, "cover");
  self->speed = 1.0;
}

GtkWidget *
drive_in_table_new (DriveInCatalog *catalog,
                    DriveInLibrary *library)
{
  DriveInTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (library), NULL);

  self = g_object_new (DRIVE_IN_TYPE_TABLE, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = g_object_ref (library);
  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (on_speed_changed_cb), self, G_CONNECT_SWAPPED);
  on_speed_changed_cb (self);
  drive_in_table_update_start_page (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.pass", FALSE);
  return GTK_WIDGET (self);
}
