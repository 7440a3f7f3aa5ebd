/* drive-in-card-fan.h: cards side by side that always fit their width: when there is not room
 * for them all they overlap like a fanned hand, and the one under the pointer or holding the
 * keyboard focus is drawn whole on top, lifted a little. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CARD_FAN (drive_in_card_fan_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardFan, drive_in_card_fan, DRIVE_IN, CARD_FAN, GtkWidget)

/* How far the raised card rises above the others, in pixels. */
#define DRIVE_IN_CARD_FAN_LIFT 10

GtkWidget *drive_in_card_fan_new         (int             spacing);
/* The cards are the fan's children, in order (the order the keyboard focus takes). */
void       drive_in_card_fan_append      (DriveInCardFan *self,
                                          GtkWidget      *child);
void       drive_in_card_fan_remove      (DriveInCardFan *self,
                                          GtkWidget      *child);
/* The card drawn whole on top (under the pointer, else holding the focus), or NULL. */
GtkWidget *drive_in_card_fan_get_raised  (DriveInCardFan *self);
/* Whether the cards overlap now (there is not room for them side by side). */
gboolean   drive_in_card_fan_is_fanned   (DriveInCardFan *self);

G_END_DECLS
