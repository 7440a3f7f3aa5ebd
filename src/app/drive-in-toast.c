/* drive-in-toast.c: toasts whose text is shown as written. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-toast.h"

AdwToast *
drive_in_toast_new (const char *text)
{
  g_autofree char *escaped = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_markup_escape_text (text, -1);
  return adw_toast_new (escaped);
}

void
drive_in_toast_show (GtkWidget  *widget,
                     const char *text)
{
  GtkWidget *overlay;
  AdwToast *toast;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    {
      g_message ("%s", text);
      return;
    }
  toast = drive_in_toast_new (text);
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}
