/* drive-in-window.h: the main window: pages in a view stack, toasts, release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-library-view.h"

G_BEGIN_DECLS

/* The application, declared here so that the window does not depend on its header. */
typedef struct _DriveInApplication DriveInApplication;

#define DRIVE_IN_TYPE_WINDOW (drive_in_window_get_type ())
G_DECLARE_FINAL_TYPE (DriveInWindow, drive_in_window, DRIVE_IN, WINDOW, AdwApplicationWindow)

DriveInWindow      *drive_in_window_new                 (DriveInApplication *application);
/* The stack of pages ("cards" first); later pages are added here. */
AdwViewStack       *drive_in_window_get_view_stack      (DriveInWindow *self);
DriveInLibraryView *drive_in_window_get_library_view    (DriveInWindow *self);
/* Shows the saved game @file on the Table page, as Load does, once the cards are loaded. */
void                drive_in_window_open_game           (DriveInWindow *self,
                                                         GFile         *file);
/* Opens Play Online on the Table page, joining the table in the room @room (once built). */
void                drive_in_window_join_table          (DriveInWindow *self,
                                                         const char    *room);
/* Shows @toast over the pages; takes ownership, like adw_toast_overlay_add_toast(). */
void                drive_in_window_add_toast           (DriveInWindow *self,
                                                         AdwToast      *toast);
/* Asks for a release folder, then imports it. */
void                drive_in_window_import_release      (DriveInWindow *self);
/* Imports @folder; reports the outcome with a toast, or a dialog listing the problems. */
void                drive_in_window_import_release_from (DriveInWindow *self,
                                                         GFile         *folder);

G_END_DECLS
