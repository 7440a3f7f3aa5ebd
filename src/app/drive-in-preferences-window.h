/* drive-in-preferences-window.h: the Preferences window, bound to GSettings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_PREFERENCES_WINDOW (drive_in_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPreferencesWindow, drive_in_preferences_window,
                      DRIVE_IN, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* @parent: the window it is transient for, or NULL. */
DriveInPreferencesWindow *drive_in_preferences_window_new (GtkWindow *parent);

G_END_DECLS
