/* drive-in-replay-bar.c: a replay's controls, in step with the game's play. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-replay-bar.h"
#include "drive-in-resources.h"

/* One step of a replay played at normal speed. */
#define BASE_STEP_MS 900

struct _DriveInReplayBar
{
  GtkBox           parent_instance;

  DriveInGamePlay *play;
  double           speed;
  guint            tick_source;

  GtkWidget       *step_label;
  GtkWidget       *play_button;
  GtkWidget       *every_card_button;
};

G_DEFINE_FINAL_TYPE (DriveInReplayBar, drive_in_replay_bar, GTK_TYPE_BOX)

static void
update (DriveInReplayBar *self)
{
  gboolean replay = self->play != NULL && drive_in_game_play_is_replay (self->play);
  g_autofree char *step = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), replay);
  if (!replay)
    return;
  gtk_widget_set_visible (self->every_card_button,
                          drive_in_game_play_can_show_every_card (self->play));
  /* Translators: a replay's step counter, "12 / 40". */
  step = g_strdup_printf (_("%u / %u"), drive_in_game_play_get_step (self->play),
                          drive_in_game_play_get_n_steps (self->play));
  gtk_label_set_text (GTK_LABEL (self->step_label), step);
}

static gboolean
on_tick_cb (gpointer user_data)
{
  DriveInReplayBar *self = user_data;

  if (self->play == NULL || !drive_in_game_play_step_forward (self->play))
    {
      self->tick_source = 0;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->play_button), FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
on_play_toggled_cb (DriveInReplayBar *self)
{
  gboolean playing = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->play_button));

  g_clear_handle_id (&self->tick_source, g_source_remove);
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            playing ? "media-playback-pause-symbolic"
                                    : "media-playback-start-symbolic");
  if (playing)
    self->tick_source = g_timeout_add ((guint) (BASE_STEP_MS / self->speed), on_tick_cb, self);
}

static void
on_every_card_toggled_cb (DriveInReplayBar *self)
{
  if (self->play != NULL)
    drive_in_game_play_set_show_every_card (
      self->play, gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->every_card_button)));
}

static void
drive_in_replay_bar_dispose (GObject *object)
{
  DriveInReplayBar *self = DRIVE_IN_REPLAY_BAR (object);

  drive_in_replay_bar_set_play (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_REPLAY_BAR);
  G_OBJECT_CLASS (drive_in_replay_bar_parent_class)->dispose (object);
}

static void
drive_in_replay_bar_class_init (DriveInReplayBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_replay_bar_dispose;

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-replay-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInReplayBar, step_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInReplayBar, play_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInReplayBar, every_card_button);
  gtk_widget_class_bind_template_callback (widget_class, on_play_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_every_card_toggled_cb);
}

static void
drive_in_replay_bar_init (DriveInReplayBar *self)
{
  self->speed = 1.0;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
drive_in_replay_bar_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_REPLAY_BAR, NULL);
}

void
drive_in_replay_bar_set_play (DriveInReplayBar *self,
                              DriveInGamePlay  *play)
{
  g_return_if_fail (DRIVE_IN_IS_REPLAY_BAR (self));
  g_return_if_fail (play == NULL || DRIVE_IN_IS_GAME_PLAY (play));

  if (self->play == play)
    return;
  g_clear_handle_id (&self->tick_source, g_source_remove);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  g_set_object (&self->play, play);
  if (play != NULL)
    g_signal_connect_swapped (play, "notify::step", G_CALLBACK (update), self);
  update (self);
}

void
drive_in_replay_bar_set_speed (DriveInReplayBar *self,
                               double            speed)
{
  g_return_if_fail (DRIVE_IN_IS_REPLAY_BAR (self));

  self->speed = CLAMP (speed, 0.05, 100.0);
}

const char *
drive_in_replay_bar_get_step_text (DriveInReplayBar *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_REPLAY_BAR (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->step_label));
}
