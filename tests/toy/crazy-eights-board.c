/* crazy-eights-board.c: the toy game's table: the discard pile, the draw pile, each seat's
 * hand size, the viewer's hand as buttons, built from the session's view only (so it cannot
 * show a card its viewer may not see), registered like any game's table. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "crazy-eights.h"
#include "crazy-eights-board.h"
#include "drive-in-boards.h"

struct _CeBoard
{
  GtkWidget        parent_instance;

  DriveInGamePlay *play;
  GtkWidget       *box;
  GtkWidget       *status;
  GtkWidget       *seats;
  GtkWidget       *discard;
  GtkWidget       *deck;
  GtkWidget       *draw;
  GtkWidget       *hand;
  GtkWidget       *suits;
  GtkWidget       *log;
  int              chosen_eight;  /* a view instance waiting for its suit, or -1 */
};

G_DEFINE_FINAL_TYPE (CeBoard, ce_board, GTK_TYPE_WIDGET)

static GameSession *
session_of (CeBoard *self)
{
  return drive_in_game_play_get_session (self->play);
}

/* The person's legal action of @kind on @card with @value, or NULL. */
static const GameAction *
find_action (CeBoard *self,
             guint    kind,
             int      card,
             int      value)
{
  const GameAction *actions;
  guint n = drive_in_game_play_get_human_actions (self->play, &actions);

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind && (kind != CE_ACT_PLAY || actions[i].card == card)
        && (value < 0 || actions[i].value == value))
      return &actions[i];
  return NULL;
}

static void
apply (CeBoard          *self,
       const GameAction *action)
{
  g_autoptr(GError) error = NULL;
  GameAction copy = *action;

  self->chosen_eight = -1;
  if (!drive_in_game_play_apply (self->play, &copy, &error))
    g_warning ("the table could not play its own legal action: %s", error->message);
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static void refresh (CeBoard *self);

static void
on_card_clicked_cb (GtkButton *button,
                    CeBoard   *self)
{
  int card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "card"));
  const GameAction *plain = find_action (self, CE_ACT_PLAY, card, 0);

  if (plain != NULL)
    {
      apply (self, plain);
      return;
    }
  /* An 8: its suit is asked for next. */
  if (find_action (self, CE_ACT_PLAY, card, -1) != NULL)
    {
      self->chosen_eight = card;
      refresh (self);
    }
}

static void
on_suit_clicked_cb (GtkButton *button,
                    CeBoard   *self)
{
  int suit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "suit"));
  const GameAction *action = find_action (self, CE_ACT_PLAY, self->chosen_eight, suit + 1);

  if (action != NULL)
    apply (self, action);
}

static const GameAction *
draw_or_pass (CeBoard *self)
{
  const GameAction *action = find_action (self, CE_ACT_DRAW, GAME_NO_CARD, -1);

  return action != NULL ? action : find_action (self, CE_ACT_PASS, GAME_NO_CARD, -1);
}

static void
on_draw_clicked_cb (GtkButton *button,
                    CeBoard   *self)
{
  const GameAction *action = draw_or_pass (self);

  if (action != NULL)
    apply (self, action);
}

static void
pass_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  on_draw_clicked_cb (NULL, CE_BOARD (widget));
}

static void
refresh (CeBoard *self)
{
  GameSession *session = session_of (self);
  const CeGame *view = game_session_get_view (session);
  const GameRules *rules = game_session_get_rules (session);
  GListModel *log = game_session_get_log (session);
  int hand_seat = drive_in_game_play_get_hand_seat (self->play);
  const GameAction *other = draw_or_pass (self);
  const CeCardDef *top = ce_game_def (view, ce_game_top (view));
  g_autofree char *status = NULL;
  g_autofree char *discard = NULL;
  g_autofree char *deck = NULL;
  guint n_log = g_list_model_get_n_items (log);

  if (view->over)
    status = rules->text.describe_result (view);
  else
    {
      g_autofree char *seat = drive_in_game_play_dup_seat_name (self->play, view->current);

      status = g_strdup_printf ("%s to play, following %s", seat, ce_suit_label (view->suit));
    }
  gtk_label_set_text (GTK_LABEL (self->status), status);
  discard = g_strdup_printf ("Discard pile: %s", top != NULL ? top->name : "empty");
  gtk_label_set_text (GTK_LABEL (self->discard), discard);
  deck = g_strdup_printf ("Draw pile: %u cards", view->zone_n[CE_ZONE_DECK]);
  gtk_label_set_text (GTK_LABEL (self->deck), deck);

  if (other != NULL)
    {
      g_autofree char *label = game_session_describe_action (session, other);

      gtk_button_set_label (GTK_BUTTON (self->draw), label);
    }
  gtk_widget_set_sensitive (self->draw, other != NULL);

  clear_box (self->seats);
  for (guint s = 0; s < view->n_seats; s++)
    {
      g_autofree char *seat = drive_in_game_play_dup_seat_name (self->play, s);
      g_autofree char *text = g_strdup_printf ("%s: %u cards", seat,
                                               view->zone_n[CE_ZONE_HAND (s)]);

      gtk_box_append (GTK_BOX (self->seats), gtk_label_new (text));
    }

  clear_box (self->hand);
  for (guint i = 0; hand_seat >= 0 && i < view->zone_n[CE_ZONE_HAND (hand_seat)]; i++)
    {
      int card = view->zones[CE_ZONE_HAND (hand_seat)][i];
      const CeCardDef *def = ce_game_def (view, card);
      GtkWidget *button;

      if (def == NULL)
        continue;
      button = gtk_button_new_with_label (def->name);
      g_object_set_data (G_OBJECT (button), "card", GINT_TO_POINTER (card));
      gtk_widget_set_sensitive (button, find_action (self, CE_ACT_PLAY, card, -1) != NULL);
      g_signal_connect (button, "clicked", G_CALLBACK (on_card_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->hand), button);
    }

  clear_box (self->suits);
  if (self->chosen_eight >= 0 && find_action (self, CE_ACT_PLAY, self->chosen_eight, -1) == NULL)
    self->chosen_eight = -1;
  for (guint suit = 0; self->chosen_eight >= 0 && suit < CE_N_SUITS; suit++)
    {
      g_autofree char *label = g_strdup_printf ("Name %s", ce_suit_label (suit));
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "suit", GINT_TO_POINTER (suit));
      g_signal_connect (button, "clicked", G_CALLBACK (on_suit_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->suits), button);
    }

  if (n_log > 0)
    {
      g_autoptr(GameSessionEvent) last = g_list_model_get_item (log, n_log - 1);
      const char *line = game_session_event_get_text_for (last,
                                                          game_session_get_viewer (session));

      gtk_label_set_text (GTK_LABEL (self->log), line != NULL ? line : "");
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.pass", other != NULL);
}

static void
on_changed_cb (CeBoard *self)
{
  refresh (self);
}

static void
ce_board_dispose (GObject *object)
{
  CeBoard *self = CE_BOARD (object);

  if (self->play != NULL)
    {
      g_signal_handlers_disconnect_by_data (session_of (self), self);
      g_signal_handlers_disconnect_by_data (self->play, self);
      g_clear_object (&self->play);
    }
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (ce_board_parent_class)->dispose (object);
}

static void
ce_board_class_init (CeBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ce_board_dispose;
  widget_class->measure = drive_in_board_measure_content;
  widget_class->size_allocate = drive_in_board_allocate_content;
  gtk_widget_class_install_action (widget_class, "board.pass", NULL, pass_action);
}

static GtkWidget *
row (GtkWidget *parent)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_append (GTK_BOX (parent), box);
  return box;
}

static void
ce_board_init (CeBoard *self)
{
  GtkWidget *piles;

  self->chosen_eight = -1;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->status = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (self->box), self->status);
  self->seats = row (self->box);
  piles = row (self->box);
  self->discard = gtk_label_new (NULL);
  self->deck = gtk_label_new (NULL);
  self->draw = gtk_button_new_with_label ("Draw a card");
  g_signal_connect (self->draw, "clicked", G_CALLBACK (on_draw_clicked_cb), self);
  gtk_box_append (GTK_BOX (piles), self->discard);
  gtk_box_append (GTK_BOX (piles), self->deck);
  gtk_box_append (GTK_BOX (piles), self->draw);
  self->hand = row (self->box);
  self->suits = row (self->box);
  self->log = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (self->box), self->log);
}

GtkWidget *
ce_board_new (DriveInGamePlay *play)
{
  CeBoard *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (CE_TYPE_BOARD, NULL);
  self->play = g_object_ref (play);
  g_signal_connect_swapped (session_of (self), "changed", G_CALLBACK (on_changed_cb), self);
  g_signal_connect_swapped (play, "notify", G_CALLBACK (on_changed_cb), self);
  refresh (self);
  return GTK_WIDGET (self);
}

const char *
ce_board_get_status (CeBoard *self)
{
  g_return_val_if_fail (CE_IS_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->status));
}

const char *
ce_board_get_discard (CeBoard *self)
{
  g_return_val_if_fail (CE_IS_BOARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->discard));
}

static const DriveInBoardInfo board_info = {
  CE_GAME_ID, ce_board_new, NULL, CE_MAX_SEATS,
};

void
ce_board_register (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      g_assert_true (drive_in_board_register (&board_info));
      g_once_init_leave (&done, 1);
    }
}
