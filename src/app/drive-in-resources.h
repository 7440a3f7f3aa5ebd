/* drive-in-resources.h: registers the app GResource (templates, CSS, icons) once. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The resource is compiled with --manual-register: the app is a static library, and a
 * constructor in an object nobody references would be dropped by the linker. Every
 * template class calls this from class_init, so widget tests need no set-up. */
void drive_in_ensure_resources (void);

G_END_DECLS
