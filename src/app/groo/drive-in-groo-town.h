/* drive-in-groo-town.h: one town of a Groo table: its Buildings with their VP, its Army with
 * Attack and Defense, its VP against the goal, Groo when he visits, the dice while it holds
 * them, and the hand's size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "game-session.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROO_TOWN (drive_in_groo_town_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrooTown, drive_in_groo_town, DRIVE_IN, GROO_TOWN, GtkWidget)

GtkWidget         *drive_in_groo_town_new        (GameSession *session,
                                                  guint        seat,
                                                  int          card_width);
guint              drive_in_groo_town_get_seat   (DriveInGrooTown *self);
void               drive_in_groo_town_set_name   (DriveInGrooTown *self,
                                                  const char      *name);
/* Shows the session's view; cards and Groo move over @animation_ms. */
void               drive_in_groo_town_refresh    (DriveInGrooTown *self,
                                                  guint            animation_ms);
DriveInCardWidget *drive_in_groo_town_lookup     (DriveInGrooTown *self,
                                                  int              handle);
/* What the header says (tests, screen readers): "7 / 10 VP", "Attack 3 · Defense 2". */
const char        *drive_in_groo_town_get_vp_text   (DriveInGrooTown *self);
const char        *drive_in_groo_town_get_army_text (DriveInGrooTown *self);
/* Marks the town for @duration_ms: the dice (or Groo) just came to it. */
void               drive_in_groo_town_flash      (DriveInGrooTown *self,
                                                  guint            duration_ms);
/* Whether Groo stands here, and whether the town holds the dice, as shown. */
gboolean           drive_in_groo_town_shows_groo (DriveInGrooTown *self);
gboolean           drive_in_groo_town_shows_dice (DriveInGrooTown *self);

G_END_DECLS
