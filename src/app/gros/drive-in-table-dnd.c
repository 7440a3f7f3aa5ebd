/* drive-in-table-dnd.c: cards dragged onto the table: drop zones that ask the rules, lit-up
 * legal targets, and a sentence when a drop is refused. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-table-private.h"

#define ZONE_KEY "drive-in-drop-zone"

typedef struct
{
  DriveInDropKind kind;
  guint           seat;
  int             target;
} DropZone;

static gboolean
is_location_in_movie (const GrosGame *game,
                      int             card,
                      guint           seat)
{
  return card >= 0 && card < game->n_cards
         && game->cards[card].zone == GROS_ZONE_ID (GROS_ZONE_MOVIE, seat)
         && gros_game_card_def (game, card)->type == GROS_CARD_TYPE_LOCATION;
}

/* Whether dropping the card of @a on the zone means @a. */
static gboolean
zone_takes (const GrosGame   *game,
            const GrosAction *a,
            DriveInDropKind   kind,
            guint             seat,
            int               target)
{
  /* During an attack, plays without a target act on the attack: they go to its panel. */
  gboolean attack_window = game->phase == GROS_PHASE_ATTACK_REACT;

  switch (kind)
    {
    case DRIVE_IN_DROP_MOVIE:
      if ((a->kind != GROS_ACT_PLAY && a->kind != GROS_ACT_CAST_START)
          || a->target != GROS_NO_CARD || attack_window)
        return FALSE;
      return a->target_seat == seat || (a->target_seat == GROS_NO_SEAT && a->seat == seat);
    case DRIVE_IN_DROP_LOCATION:
      return a->kind == GROS_ACT_PLAY && a->target_seat == seat
             && gros_game_card_def (game, a->card)->type == GROS_CARD_TYPE_LOCATION
             && (a->target == GROS_NO_CARD || is_location_in_movie (game, a->target, seat));
    case DRIVE_IN_DROP_CARD:
      return (a->kind == GROS_ACT_PLAY || a->kind == GROS_ACT_MOVE_PROP) && a->target == target;
    case DRIVE_IN_DROP_ATTACK:
      return attack_window && a->kind == GROS_ACT_PLAY && a->target == GROS_NO_CARD;
    case DRIVE_IN_DROP_POPCORN:
      return a->kind == GROS_ACT_POPCORN_DISCARD;
    case DRIVE_IN_DROP_GRAVEYARD:
      return a->kind == GROS_ACT_DISCARD && a->seat == seat;
    default:
      return FALSE;
    }
}

guint
drive_in_table_find_drop_actions (DriveInTable    *self,
                                  int              card,
                                  DriveInDropKind  kind,
                                  guint            seat,
                                  int              target,
                                  GArray          *out)
{
  const GrosAction *legal;
  const GrosGame *game;
  guint n, found = 0;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), 0);

  if (self->game == NULL || card == GROS_NO_CARD)
    return 0;
  game = drive_in_table_game_get_game (self->game);
  n = drive_in_table_game_get_human_actions (self->game, &legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].card == card && zone_takes (game, &legal[i], kind, seat, target))
      {
        if (out != NULL)
          g_array_append_val (out, legal[i]);
        found++;
      }
  return found;
}

void
drive_in_table_set_drag_card (DriveInTable *self,
                              int           card)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE (self));
  self->drag_card = card;
}

int
drive_in_table_get_drag_card (DriveInTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), GROS_NO_CARD);
  return self->drag_card;
}

static DriveInTable *
zone_table (GtkWidget *widget)
{
  GtkWidget *table = gtk_widget_get_ancestor (widget, DRIVE_IN_TYPE_TABLE);

  return table != NULL ? DRIVE_IN_TABLE (table) : NULL;
}

static gboolean
on_zone_accept_cb (GtkDropTarget *target,
                   GdkDrop       *drop,
                   gpointer       user_data)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  DropZone *zone = g_object_get_data (G_OBJECT (widget), ZONE_KEY);
  DriveInTable *table = zone_table (widget);

  /* The dragged card is known before its value arrives: the drag source told the table. */
  if (table == NULL || zone == NULL)
    return FALSE;
  return drive_in_table_find_drop_actions (table, table->drag_card, zone->kind, zone->seat,
                                           zone->target, NULL) > 0;
}

static gboolean
on_zone_drop_cb (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 gpointer       user_data)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  DropZone *zone = g_object_get_data (G_OBJECT (widget), ZONE_KEY);
  DriveInTable *table = zone_table (widget);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (GrosAction));
  GrosSessionCard *card;
  graphene_point_t point;

  if (table == NULL || zone == NULL || !G_VALUE_HOLDS (value, GROS_TYPE_SESSION_CARD))
    return FALSE;
  card = g_value_get_object (value);
  if (card == NULL)
    return FALSE;
  drive_in_table_find_drop_actions (table, gros_session_card_get_handle (card), zone->kind,
                                    zone->seat, zone->target, actions);
  if (actions->len == 0)
    return FALSE;
  /* The dragged card may leave the table now: the drag is over for the table. */
  drive_in_table_drag_end (table);
  if (actions->len == 1)
    {
      drive_in_table_apply_action (table, &g_array_index (actions, GrosAction, 0));
      return TRUE;
    }
  /* Several uses here (modes, Movies): the player picks one where the card fell. */
  if (!gtk_widget_compute_point (widget, GTK_WIDGET (table), &GRAPHENE_POINT_INIT (x, y), &point))
    point = GRAPHENE_POINT_INIT (0, 0);
  drive_in_table_popup_actions (table, &GRAPHENE_RECT_INIT (point.x, point.y, 1, 1),
                                _("Play it how?"), NULL,
                                (const GrosAction *) actions->data, actions->len);
  return TRUE;
}

void
drive_in_drop_zone_install (GtkWidget       *widget,
                            DriveInDropKind  kind,
                            guint            seat,
                            int              target)
{
  GtkDropTarget *drop_target;
  DropZone *zone;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  zone = g_new0 (DropZone, 1);
  zone->kind = kind;
  zone->seat = seat;
  zone->target = target;
  g_object_set_data_full (G_OBJECT (widget), ZONE_KEY, zone, g_free);
  gtk_widget_add_css_class (widget, "drop-zone");

  drop_target = gtk_drop_target_new (GROS_TYPE_SESSION_CARD, GDK_ACTION_MOVE);
  g_signal_connect (drop_target, "accept", G_CALLBACK (on_zone_accept_cb), NULL);
  g_signal_connect (drop_target, "drop", G_CALLBACK (on_zone_drop_cb), NULL);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop_target));
}

/* Lights up (or turns off) every zone of the table that takes @card. */
static void
mark_zones (DriveInTable *self,
            GtkWidget    *widget,
            int           card)
{
  DropZone *zone = g_object_get_data (G_OBJECT (widget), ZONE_KEY);

  if (zone != NULL)
    {
      if (card != GROS_NO_CARD
          && drive_in_table_find_drop_actions (self, card, zone->kind, zone->seat, zone->target,
                                               NULL) > 0)
        gtk_widget_add_css_class (widget, "drop-legal");
      else
        gtk_widget_remove_css_class (widget, "drop-legal");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    mark_zones (self, child, card);
}

void
drive_in_table_drag_begin (DriveInTable *self,
                           int           card)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  self->drag_card = card;
  mark_zones (self, GTK_WIDGET (self), card);
}

void
drive_in_table_drag_end (DriveInTable *self)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  self->drag_card = GROS_NO_CARD;
  mark_zones (self, GTK_WIDGET (self), GROS_NO_CARD);
}

void
drive_in_table_drag_refused (DriveInTable *self,
                             int           card)
{
  g_autofree char *why = NULL;
  const GrosGame *game;
  int viewer;

  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  if (self->game == NULL)
    return;
  game = drive_in_table_game_get_game (self->game);
  viewer = drive_in_table_game_get_viewer (self->game);
  if (card >= 0 && card < game->n_cards && viewer >= 0)
    why = gros_game_explain_card (game, card, viewer);
  if (why == NULL)
    why = g_strdup (_("That card cannot go there: drop it on a lit-up place, or press Enter on "
                      "it for its actions."));
  drive_in_table_show_toast (self, why);
}
