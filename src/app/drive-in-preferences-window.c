/* drive-in-preferences-window.c: the Preferences window, bound to GSettings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-app-services.h"
#include "drive-in-preferences-window.h"
#include "drive-in-resources.h"

struct _DriveInPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *ai_level_row;
  AdwComboRow          *computer_pace_row;
  GtkSpinButton        *animation_speed_spin;
  AdwComboRow          *paper_size_row;
};

G_DEFINE_FINAL_TYPE (DriveInPreferencesWindow, drive_in_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* Enum keys hold nicks; the combo rows list them in schema order. */
static const char * const ai_levels[] = { "easy", "normal", "hard", NULL };
static const char * const computer_paces[] = { "off", "quick", "normal", "slow", NULL };
static const char * const paper_sizes[] = { "a4", "letter", NULL };

static gboolean
nick_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[position]);
}

static void
bind_enum (GSettings          *settings,
           const char         *key,
           AdwComboRow        *row,
           const char * const *nicks)
{
  g_assert (G_IS_SETTINGS (settings));
  g_assert (ADW_IS_COMBO_ROW (row));

  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_position, position_to_nick, (gpointer) nicks, NULL);
}

static void
drive_in_preferences_window_dispose (GObject *object)
{
  DriveInPreferencesWindow *self = DRIVE_IN_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (drive_in_preferences_window_parent_class)->dispose (object);
}

static void
drive_in_preferences_window_class_init (DriveInPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_preferences_window_dispose;

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, ai_level_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow,
                                        computer_pace_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow,
                                        animation_speed_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, paper_size_row);
}

static void
drive_in_preferences_window_init (DriveInPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  bind_enum (self->settings, "ai-level", self->ai_level_row, ai_levels);
  bind_enum (self->settings, "computer-pace", self->computer_pace_row, computer_paces);
  bind_enum (self->settings, "paper-size", self->paper_size_row, paper_sizes);
  g_settings_bind (self->settings, "animation-speed",
                   gtk_spin_button_get_adjustment (self->animation_speed_spin), "value",
                   G_SETTINGS_BIND_DEFAULT);
}

DriveInPreferencesWindow *
drive_in_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (DRIVE_IN_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
}
