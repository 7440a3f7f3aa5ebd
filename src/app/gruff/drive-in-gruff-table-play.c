/* drive-in-gruff-table-play.c: what a person does at the Gruff table: cards dragged onto the
 * gruffs and shepherds the rules allow, a gruff clicked to activate or arrange it, a card's
 * menu, the four tactical actions; every one a legal action of the rules. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gruff-table-private.h"

static const GruffGame *
get_view (DriveInGruffTable *self)
{
  return game_session_get_view (self->session);
}

static const char *
card_name (DriveInGruffTable *self,
           int                handle)
{
  const GruffGame *view = get_view (self);
  DriveInCard *card;

  if (handle < 0 || handle >= view->n_cards)
    return _("Face-down card");
  card = game_session_get_card (self->session, view->cards[handle].def);
  return card != NULL ? drive_in_card_get_name (card) : _("Face-down card");
}

/* ---- Where a card may be played ------------------------------------------------------------ */

/* The plays of @card onto @gruff (>= 0), or onto @seat's shepherd (@gruff -1): a card played
 * on a shepherd goes there, and one without a target is dropped on one's own shepherd. */
static guint
plays_onto (DriveInGruffTable *self,
            int                card,
            int                gruff,
            guint              seat,
            GArray            *out)
{
  g_autoptr(GArray) plays = g_array_new (FALSE, FALSE, sizeof (GameAction));
  guint found = 0;

  drive_in_board_find_actions (DRIVE_IN_BOARD (self), GRUFF_ACT_PLAY, card, FALSE, plays);
  for (guint i = 0; i < plays->len; i++)
    {
      const GameAction *a = &g_array_index (plays, GameAction, i);
      gboolean match;

      if (gruff >= 0)
        match = a->target == gruff;
      else
        match = a->target == GAME_NO_CARD
                && (a->target_seat == seat
                    || (a->target_seat == GAME_NO_SEAT && seat == self->own));
      if (!match)
        continue;
      if (out != NULL)
        g_array_append_val (out, *a);
      found++;
    }
  return found;
}

void
drive_in_gruff_table_light_targets (DriveInBoard *board)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  int drag_card = drive_in_board_get_drag_card (board);
  const GruffGame *view = get_view (self);
  gboolean human = drive_in_game_play_is_human_turn (self->play);

  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      if (self->shepherds[s] == NULL)
        continue;
      drive_in_gruff_shepherd_set_lit (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]),
                                       human && drag_card != GAME_NO_CARD
                                       && plays_onto (self, drag_card, -1, s, NULL) > 0);
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          int gruff = view->seats[s].line[p];
          gboolean lit = FALSE;

          if (human && gruff >= 0)
            {
              if (drag_card != GAME_NO_CARD)
                lit = plays_onto (self, drag_card, gruff, s, NULL) > 0;
              else
                /* The gruffs the person may activate. */
                lit = drive_in_board_find_actions (DRIVE_IN_BOARD (self), GRUFF_ACT_ACTIVATE,
                                                   gruff, FALSE, NULL) > 0;
            }
          drive_in_gruff_spot_set_lit (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]), lit);
        }
    }
}

/* ---- Menus of legal actions ---------------------------------------------------------------- */

static void
on_choice_button_clicked_cb (GtkButton         *button,
                             DriveInGruffTable *self)
{
  GameAction action = *(const GameAction *) g_object_get_data (G_OBJECT (button), "action");

  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  drive_in_board_apply (DRIVE_IN_BOARD (self), &action);
}

void
drive_in_gruff_table_choose (DriveInGruffTable *self,
                             const char        *heading_text,
                             GArray            *actions,
                             GtkWidget         *anchor)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *heading = gtk_label_new (heading_text);
  GtkWidget *first = NULL;

  gtk_widget_add_css_class (box, "card-menu");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  for (guint i = 0; i < actions->len; i++)
    {
      const GameAction *a = &g_array_index (actions, GameAction, i);
      g_autofree char *label = game_session_describe_action (self->session, a);
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_widget_add_css_class (button, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (a, sizeof *a), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_button_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
      if (first == NULL)
        first = button;
    }
  if (actions->len == 0)
    {
      GtkWidget *why = gtk_label_new (drive_in_game_play_is_human_turn (self->play)
                                      ? _("Nothing to do with this card now.")
                                      : _("Wait for your turn to decide."));

      gtk_widget_add_css_class (why, "dim-label");
      gtk_box_append (GTK_BOX (box), why);
    }
  drive_in_board_show_popover (DRIVE_IN_BOARD (self), box, anchor);
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* ---- Drops --------------------------------------------------------------------------------- */

gboolean
drive_in_gruff_table_drop (int      gruff,
                           guint    seat,
                           int      card,
                           gboolean drop,
                           gpointer user_data)
{
  DriveInGruffTable *self = user_data;
  g_autoptr(GArray) plays = g_array_new (FALSE, FALSE, sizeof (GameAction));
  g_autofree char *heading = NULL;

  if (!drive_in_game_play_is_human_turn (self->play)
      || plays_onto (self, card, gruff, seat, plays) == 0)
    return FALSE;
  if (!drop)
    return TRUE;
  /* The dragged card leaves the hand: its drag may end without saying so. */
  drive_in_board_drag_done (DRIVE_IN_BOARD (self));
  if (plays->len == 1)
    return drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (plays, GameAction, 0));
  /* A swap to either side: the person says which. */
  heading = g_strdup_printf (_("Play %s"), card_name (self, card));
  drive_in_gruff_table_choose (self, heading, plays,
                               gruff >= 0 ? drive_in_board_find_card (DRIVE_IN_BOARD (self), gruff)
                                          : self->shepherds[seat]);
  return TRUE;
}

void
drive_in_gruff_table_drag_refused (DriveInBoard *board,
                                   int           card)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  g_autofree char *text = NULL;

  if (!drive_in_game_play_is_human_turn (self->play))
    text = g_strdup (_("Wait for your turn to decide."));
  else if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), GRUFF_ACT_PLAY, card, FALSE,
                                        NULL) > 0)
    text = g_strdup_printf (_("Drop %s on a lit gruff or shepherd."), card_name (self, card));
  else
    {
      /* The rules say which reason applies; a seat's own hand card is always its to see. */
      const GruffGame *view = game_session_get_view (self->session);

      text = gruff_game_why_not_playable (view, view->active, card);
      if (text == NULL)
        text = g_strdup_printf (_("%s cannot be played now."), card_name (self, card));
    }
  drive_in_board_toast (DRIVE_IN_BOARD (self), text);
}

/* ---- Clicks and menus ---------------------------------------------------------------------- */

void
drive_in_gruff_table_card_click (DriveInBoard *board,
                                 int           handle)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  static const guint direct[] = { GRUFF_ACT_ACTIVATE, GRUFF_ACT_ARRANGE, GRUFF_ACT_DISCARD };
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  for (guint k = 0; k < G_N_ELEMENTS (direct); k++)
    if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), direct[k], handle, FALSE, found) == 1)
      {
        drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (found, GameAction, 0));
        return;
      }
  drive_in_gruff_table_card_menu (board, handle);
}

void
drive_in_gruff_table_card_menu (DriveInBoard *board,
                                int           handle)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  g_autoptr(GArray) mine = g_array_new (FALSE, FALSE, sizeof (GameAction));

  for (guint i = 0; i < n; i++)
    if (legal[i].card == handle || legal[i].target == handle)
      g_array_append_val (mine, legal[i]);
  drive_in_gruff_table_choose (self, card_name (self, handle), mine,
                               drive_in_board_find_card (DRIVE_IN_BOARD (self), handle));
}

void
drive_in_gruff_table_tactic (DriveInGruffTable *self,
                             guint              index)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));
  static const char *const headings[DRIVE_IN_GRUFF_N_TACTICS] = {
    N_("Attack"), N_("Grow"), N_("Move"), N_("Resurrect"),
  };

  if (index >= DRIVE_IN_GRUFF_N_TACTICS)
    return;
  if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), drive_in_gruff_table_tactic_kind (index),
                                   GAME_NO_CARD, FALSE, found) == 0)
    {
      if (drive_in_game_play_is_human_turn (self->play))
        drive_in_board_toast (DRIVE_IN_BOARD (self),
                              _("That tactical action is not possible now."));
      return;
    }
  if (found->len == 1)
    drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (found, GameAction, 0));
  else
    drive_in_gruff_table_choose (self, _(headings[index]), found,
                                 self->tactic_buttons[index]);
}
