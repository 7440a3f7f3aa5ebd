/* drive-in-drop-zone.h: the GROS table's drop zones, for the widgets it is made of (Movies,
 * hand, attack panel): they install them without knowing the table (gros/drive-in-table-dnd.c
 * implements them). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where a card can be dropped. */
typedef enum
{
  DRIVE_IN_DROP_MOVIE,     /* a seat's Movie: Characters, Twists, Creatures (opponents)... */
  DRIVE_IN_DROP_LOCATION,  /* a seat's Location slot */
  DRIVE_IN_DROP_CARD,      /* a card in play: Props on Characters, effects that target it */
  DRIVE_IN_DROP_ATTACK,    /* the attack panel: Special Effects, Weapons for a 'Psycho' */
  DRIVE_IN_DROP_POPCORN,   /* the popcorn tray: discard for popcorn */
  DRIVE_IN_DROP_GRAVEYARD, /* one's own graveyard: discard (Discard phase) */
} DriveInDropKind;

/* Drag and drop: @widget accepts GrosSessionCard drops that some legal action of the
 * viewer takes there; legal zones get the "drop-legal" style while a card is dragged. */
void              drive_in_drop_zone_install         (GtkWidget       *widget,
                                                      DriveInDropKind  kind,
                                                      guint            seat,
                                                      int              target);

G_END_DECLS
