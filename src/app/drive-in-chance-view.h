/* drive-in-chance-view.h: coins, dice and rock-paper-scissors throws as they land, any game:
 * the last few beside the turn, the newest tumbling in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  DRIVE_IN_CHANCE_COIN,   /* value: 1 heads, 0 tails */
  DRIVE_IN_CHANCE_DIE,    /* value: 1..6 */
  DRIVE_IN_CHANCE_THROW,  /* value: 0 rock, 1 paper, 2 scissors */
} DriveInChanceKind;

#define DRIVE_IN_TYPE_CHANCE_VIEW (drive_in_chance_view_get_type ())
G_DECLARE_FINAL_TYPE (DriveInChanceView, drive_in_chance_view, DRIVE_IN, CHANCE_VIEW, GtkWidget)

GtkWidget  *drive_in_chance_view_new          (void);
/* A coin, die or throw of @who ("Seat 2") that just landed; the oldest of more than a few
 * goes. It tumbles in over the animation time (0: at once). */
void        drive_in_chance_view_add          (DriveInChanceView *self,
                                               DriveInChanceKind  kind,
                                               int                value,
                                               const char        *who);
void        drive_in_chance_view_clear        (DriveInChanceView *self);
void        drive_in_chance_view_set_animation_ms (DriveInChanceView *self,
                                                   guint              duration_ms);
guint       drive_in_chance_view_get_n_items  (DriveInChanceView *self);
/* What the newest says ("Seat 2's die: 4"), or NULL. */
const char *drive_in_chance_view_get_last_text (DriveInChanceView *self);

G_END_DECLS
