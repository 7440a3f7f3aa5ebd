/* drive-in-card-widget.h: one card at the table: face or back, name, Defense, tipped and
 * Knocked Out states, focusable, draggable, with short animations. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CARD_WIDGET (drive_in_card_widget_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardWidget, drive_in_card_widget, DRIVE_IN, CARD_WIDGET, GtkWidget)

/* The widget asks its table for what to do through these actions, with the card's handle
 * (its number in the view the table shows) as an "i" parameter: "table.card-click" (a
 * primary click), "table.card-menu" (right click, Enter or Menu), "table.drag-begin",
 * "table.drag-end" and "table.drag-refused". */

/* A card of any game, shown as the table gives it: @card NULL shows its back; @handle is
 * what the table's actions carry (the card's number in the view). Dragged, it carries
 * @handle as an int. */
GtkWidget       *drive_in_card_widget_new_plain     (DriveInCard        *card,
                                                     int              handle,
                                                     int              card_width);
/* The card a plain widget shows, or NULL (its back). */
DriveInCard        *drive_in_card_widget_get_plain_card (DriveInCardWidget *self);
/* The card the widget shows face up, or NULL when it shows its back: what the
 * viewer may see of it. */
DriveInCard        *drive_in_card_widget_get_shown_card (DriveInCardWidget *self);
/* A plain card turned on its side (resting) or upright, turning over the animation time
 * when @animate. */
void             drive_in_card_widget_set_rotated   (DriveInCardWidget *self,
                                                     gboolean           rotated,
                                                     gboolean           animate);
/* A plain card's badges: @stat in the corner (its power), @state across it ("Attacking");
 * NULL for none. */
void             drive_in_card_widget_set_badges    (DriveInCardWidget *self,
                                                     const char        *stat,
                                                     const char        *state);
/* What the state badge means (a tooltip on it and part of the accessible description), in
 * the game's words; NULL for none. */
void             drive_in_card_widget_set_state_tip (DriveInCardWidget *self,
                                                     const char        *tip);
const char      *drive_in_card_widget_get_state_tip (DriveInCardWidget *self);
/* The card's handle (its number in the view). */
int              drive_in_card_widget_get_instance  (DriveInCardWidget *self);
void             drive_in_card_widget_set_card_width (DriveInCardWidget *self,
                                                      int                card_width);
/* A one-line chip instead of the card (Props and FX attached to a card). */
void             drive_in_card_widget_set_compact   (DriveInCardWidget *self,
                                                     gboolean           compact);
gboolean         drive_in_card_widget_get_compact   (DriveInCardWidget *self);
/* Whether the name shows under the card (by default; not where the table names the card
 * beside it already). */
void             drive_in_card_widget_set_show_name    (DriveInCardWidget *self,
                                                        gboolean           show);
/* Hand cards (and Props in one's own Movie) can be dragged onto the table. */
void             drive_in_card_widget_set_draggable (DriveInCardWidget *self,
                                                     gboolean           draggable);
/* Slides the card in, over @duration_ms (0: at once). */
void             drive_in_card_widget_animate_in    (DriveInCardWidget *self,
                                                     guint              duration_ms);
/* Highlights the card for @duration_ms (the card a computer just used). */
void             drive_in_card_widget_flash         (DriveInCardWidget *self,
                                                     guint              duration_ms);
/* How long tipping turns the card. */
void             drive_in_card_widget_set_animation_ms (DriveInCardWidget *self,
                                                        guint              duration_ms);
/* The CSS class of the card's type, or NULL for a hidden card. */
const char      *drive_in_card_widget_get_type_class (DriveInCardWidget *self);

G_END_DECLS
