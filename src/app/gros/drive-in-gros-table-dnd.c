/* drive-in-gros-table-dnd.c: cards dragged onto the GROS board: a seat's Movie and the cards
 * in play take the drops some legal action of the person takes there, lit while a card is
 * dragged, and a refused drop says why. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gros-table-private.h"

#define ZONE_KEY "drive-in-gros-drop-zone"

typedef struct
{
  DriveInGrosTable *table;   /* unowned: the zone is the table's own widget */
  DriveInDropKind   kind;
  guint             seat;
  int               target;
} DropZone;

/* Whether dropping @a's card on the zone means @a. */
static gboolean
zone_takes (const GrosGame   *game,
            const GameAction *a,
            DriveInDropKind   kind,
            guint             seat,
            int               target)
{
  /* During an attack, plays without a target act on the attack, not on a Movie. */
  gboolean attack_window = game->phase == GROS_PHASE_ATTACK_REACT;

  switch (kind)
    {
    case DRIVE_IN_DROP_MOVIE:
      if ((a->kind != GROS_ACT_PLAY && a->kind != GROS_ACT_CAST_START)
          || a->target != GAME_NO_CARD || attack_window)
        return FALSE;
      return a->target_seat == seat || (a->target_seat == GAME_NO_SEAT && a->seat == seat);
    case DRIVE_IN_DROP_CARD:
      return (a->kind == GROS_ACT_PLAY || a->kind == GROS_ACT_MOVE_PROP) && a->target == target;
    case DRIVE_IN_DROP_ATTACK:
      return attack_window && a->kind == GROS_ACT_PLAY && a->target == GAME_NO_CARD;
    case DRIVE_IN_DROP_POPCORN:
      return a->kind == GROS_ACT_POPCORN_DISCARD;
    case DRIVE_IN_DROP_GRAVEYARD:
      return a->kind == GROS_ACT_DISCARD && a->seat == seat;
    default:
      return FALSE;
    }
}

guint
drive_in_gros_table_find_drop_actions (DriveInGrosTable *self,
                                       int               card,
                                       DriveInDropKind   kind,
                                       guint             seat,
                                       int               target,
                                       GArray           *out)
{
  const GrosGame *game = game_session_get_view (self->session);
  const GameAction *legal;
  guint n, found = 0;

  if (card == GAME_NO_CARD || !drive_in_game_play_is_human_turn (self->play))
    return 0;
  n = drive_in_game_play_get_human_actions (self->play, &legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].card == card && zone_takes (game, &legal[i], kind, seat, target))
      {
        if (out != NULL)
          g_array_append_val (out, legal[i]);
        found++;
      }
  return found;
}

gboolean
drive_in_gros_table_drop (DriveInGrosTable *self,
                          int               card,
                          DriveInDropKind   kind,
                          guint             seat,
                          int               target,
                          GtkWidget        *anchor)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (drive_in_gros_table_find_drop_actions (self, card, kind, seat, target, actions) == 0)
    return FALSE;
  /* The dragged card may leave where it was now. */
  drive_in_board_drag_done (DRIVE_IN_BOARD (self));
  if (actions->len == 1)
    return drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (actions, GameAction, 0));
  /* Several uses here (modes, Movies): the person picks one where the card fell. */
  drive_in_gros_table_action_menu (self, card, actions, anchor);
  return TRUE;
}

static gboolean
on_zone_accept_cb (GtkDropTarget *drop_target,
                   GdkDrop       *drop,
                   DropZone      *zone)
{
  /* The value is not read yet: the zones that take the card were lit at drag-begin. */
  return gtk_widget_has_css_class (gtk_event_controller_get_widget (
                                     GTK_EVENT_CONTROLLER (drop_target)), "drop-legal");
}

static gboolean
on_zone_drop_cb (GtkDropTarget *drop_target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 DropZone      *zone)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (drop_target));

  if (value == NULL || !G_VALUE_HOLDS_INT (value))
    return FALSE;
  return drive_in_gros_table_drop (zone->table, g_value_get_int (value), zone->kind, zone->seat,
                                   zone->target, widget);
}

void
drive_in_gros_table_install_drop (DriveInGrosTable *self,
                                  GtkWidget        *widget,
                                  DriveInDropKind   kind,
                                  guint             seat,
                                  int               target)
{
  GtkDropTarget *drop_target;
  DropZone *zone;

  /* A card widget the row kept keeps its zone: it still shows the same card. */
  if (g_object_get_data (G_OBJECT (widget), ZONE_KEY) != NULL)
    return;
  zone = g_new0 (DropZone, 1);
  zone->table = self;
  zone->kind = kind;
  zone->seat = seat;
  zone->target = target;
  g_object_set_data_full (G_OBJECT (widget), ZONE_KEY, zone, g_free);
  gtk_widget_add_css_class (widget, "drop-zone");
  drop_target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);
  g_signal_connect (drop_target, "accept", G_CALLBACK (on_zone_accept_cb), zone);
  g_signal_connect (drop_target, "drop", G_CALLBACK (on_zone_drop_cb), zone);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop_target));
}

/* Lights (or turns off) every zone under @widget that takes @card. */
static guint
mark_zones (DriveInGrosTable *self,
            GtkWidget        *widget,
            int               card)
{
  DropZone *zone = g_object_get_data (G_OBJECT (widget), ZONE_KEY);
  guint lit = 0;

  if (zone != NULL)
    {
      if (drive_in_gros_table_find_drop_actions (self, card, zone->kind, zone->seat,
                                                 zone->target, NULL) > 0)
        {
          gtk_widget_add_css_class (widget, "drop-legal");
          lit++;
        }
      else
        gtk_widget_remove_css_class (widget, "drop-legal");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    lit += mark_zones (self, child, card);
  return lit;
}

guint
drive_in_gros_table_light_drops (DriveInBoard *board)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);

  return mark_zones (self, GTK_WIDGET (self), drive_in_board_get_drag_card (board));
}

static void
light (DriveInBoard *board)
{
  drive_in_gros_table_light_drops (board);
}

void
drive_in_gros_table_drag_refused (DriveInBoard *board,
                                  int           card)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  const GrosGame *game = game_session_get_view (self->session);
  int viewer = drive_in_game_play_get_viewer (self->play);
  g_autofree char *why = NULL;

  if (card >= 0 && card < game->n_cards && viewer >= 0 && viewer < game->n_seats
      && !gros_game_card_is_blank (game, card))
    why = gros_game_explain_card (game, card, viewer);
  if (why == NULL)
    why = g_strdup (_("That card cannot go there: drop it on a lit-up place, or click it for "
                      "its actions."));
  drive_in_board_toast (board, why);
}

void
drive_in_gros_table_dnd_class_init (DriveInBoardClass *board_class)
{
  board_class->light = light;
  board_class->drag_refused = drive_in_gros_table_drag_refused;
}
