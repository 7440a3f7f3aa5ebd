/* drive-in-toast.h: toasts whose text is shown as written. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast showing @text as written: libadwaita 1.2 reads a toast's title as markup, so a
 * name or an error with "&" or "<" in it would otherwise show nothing. */
AdwToast *drive_in_toast_new  (const char *text);
/* Shows @text for four seconds in the toast overlay @widget is in (a message in the log when
 * it is in none). */
void      drive_in_toast_show (GtkWidget  *widget,
                               const char *text);

G_END_DECLS
