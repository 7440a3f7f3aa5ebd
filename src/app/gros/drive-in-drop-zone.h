/* drive-in-drop-zone.h: the kinds of drop zone of the GROS board (drive-in-gros-table-dnd.c
 * installs them on its parts). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where a card can be dropped. */
typedef enum
{
  DRIVE_IN_DROP_MOVIE,     /* a seat's Movie: Characters, Twists, Creatures (opponents)... */
  DRIVE_IN_DROP_CARD,      /* a card in play: Props on Characters, effects that target it */
  DRIVE_IN_DROP_ATTACK,    /* the attack panel: Special Effects, Weapons for a 'Psycho' */
  DRIVE_IN_DROP_POPCORN,   /* the popcorn tray: discard for popcorn */
  DRIVE_IN_DROP_GRAVEYARD, /* one's own graveyard: discard (Discard phase) */
} DriveInDropKind;

G_END_DECLS
