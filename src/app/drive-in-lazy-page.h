/* drive-in-lazy-page.h: a page that builds its content when first shown, once it may. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_LAZY_PAGE (drive_in_lazy_page_get_type ())
G_DECLARE_FINAL_TYPE (DriveInLazyPage, drive_in_lazy_page, DRIVE_IN, LAZY_PAGE, GtkWidget)

/* Builds the page's content (a floating or new widget). */
typedef GtkWidget *(*DriveInLazyPageBuildFunc) (gpointer user_data);

/* Shows a "Loading Cards…" placeholder; calls @build the first time the page is mapped
 * while ready (see drive_in_lazy_page_set_ready()), and shows what it returns instead. */
GtkWidget *drive_in_lazy_page_new       (DriveInLazyPageBuildFunc build,
                                         gpointer                 user_data,
                                         GDestroyNotify           destroy);
/* Whether what the content needs is there (the whole catalog); not ready at first. */
void       drive_in_lazy_page_set_ready (DriveInLazyPage *self,
                                         gboolean         ready);
/* The content, or NULL until built. */
GtkWidget *drive_in_lazy_page_get_child (DriveInLazyPage *self);

G_END_DECLS
