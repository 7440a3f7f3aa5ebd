/* drive-in-gruff-arrows.h: the arrows of declared attacks over the Gruff table's lines, each
 * from the attacking gruff to the position it strikes, until the attack resolves. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_ARROWS (drive_in_gruff_arrows_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffArrows, drive_in_gruff_arrows, DRIVE_IN, GRUFF_ARROWS,
                      GtkWidget)

GtkWidget *drive_in_gruff_arrows_new   (void);
void       drive_in_gruff_arrows_clear (DriveInGruffArrows *self);
/* An arrow from @from to @to (widgets in the same window, drawn where they are). */
void       drive_in_gruff_arrows_add   (DriveInGruffArrows *self,
                                        GtkWidget          *from,
                                        GtkWidget          *to);
guint      drive_in_gruff_arrows_get_n_arrows (DriveInGruffArrows *self);
/* Arrow @index's ends (tests). */
void       drive_in_gruff_arrows_get_ends (DriveInGruffArrows *self,
                                           guint               index,
                                           GtkWidget         **out_from,
                                           GtkWidget         **out_to);

G_END_DECLS
