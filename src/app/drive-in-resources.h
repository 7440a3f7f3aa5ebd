/* drive-in-resources.h: registers the app GResource (templates, CSS, icons) once. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The resource is compiled with --manual-register: the app is a static library, and a
 * constructor in an object nobody references would be dropped by the linker. Every
 * template class calls this from class_init, so widget tests need no set-up. */
void drive_in_ensure_resources (void);
/* Adds the resource's stylesheet @name ("drive-in-table.css") to @display once: AdwApplication
 * loads style.css only. Nothing without a display. */
void drive_in_ensure_css       (GdkDisplay *display,
                                const char *name);

G_END_DECLS
