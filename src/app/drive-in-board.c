/* drive-in-board.c: what every game's table shares (the bar with its prompt, undo, the
 * actions popover and Space, the questions bar, the replay bar, the log, toasts, the popover
 * at a card, drag scrolling); each game's board derives from it and holds only its own. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-actions-popover.h"
#include "drive-in-app-services.h"
#include "drive-in-board-bar.h"
#include "drive-in-board-layout.h"
#include "drive-in-board-private.h"
#include "drive-in-card-preview.h"
#include "drive-in-card-row.h"
#include "drive-in-card-widget.h"
#include "drive-in-chance-view.h"
#include "drive-in-drag-scroll.h"
#include "drive-in-game-log.h"
#include "drive-in-label.h"
#include "drive-in-replay-bar.h"
#include "drive-in-resources.h"
#include "drive-in-toast.h"
#include "drive-in-viewer-log.h"

#define BASE_ANIMATION_MS 260
#define BASE_FLASH_MS     1400
#define BASE_CHANCE_MS    600
#define MAX_CHOICES       12
#define PREVIEW_WIDTH     248

typedef struct
{
  DriveInGamePlay  *play;
  GameSession      *session;
  DriveInViewerLog *viewer_log;
  GtkWidget        *popover;        /* a card's menu or a question, on screen */
  GtkWidget        *hand;           /* DriveInCardRow, or NULL */
  GArray           *flash;          /* handles the last actions used */
  int               drag_card;      /* the card being dragged, or GAME_NO_CARD */
  double            speed;
  gboolean          refreshing;
  GtkWidget        *stage;          /* DriveInBoardStage, over the content */
  gboolean          holding;        /* the stage holds the computers */
  gboolean          rebuilding;     /* the session plays its record again (undo, a step back) */
  guint             log_seen;       /* log lines the stage has been told of */
  GSettings        *settings;
  guint             own_idle;       /* keep_own_in_view () to come */
  double            own_idle_value; /* the felt's scroll when it was asked for */
  gboolean          revealed;       /* the felt scrolled to show a presentation's place (or */
  double            revealed_value; /* the own seat waits for them), to this value */
  GtkWidget        *focus_root;     /* whose focus the preview follows, while mapped */

  /* Template children. */
  GtkWidget        *felt;
  GtkWidget        *bar;
  GtkWidget        *turn_label;
  GtkWidget        *thinking_spinner;
  GtkWidget        *chance_view;
  GtkWidget        *prompt_label;
  GtkWidget        *replay_bar;
  GtkWidget        *actions_button;
  GtkWidget        *actions_popover;
  GtkWidget        *pass_button;
  GtkWidget        *undo_button;
  GtkWidget        *choice_revealer;
  GtkWidget        *choice_box;
  GtkWidget        *felt_scroller;
  GtkWidget        *hand_box;
  GtkWidget        *log_revealer;
  GtkWidget        *game_log;
  GtkWidget        *preview_revealer;
  GtkWidget        *preview;
} DriveInBoardPrivate;

enum
{
  PROP_0,
  PROP_PLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void drive_in_board_buildable_init (GtkBuildableIface *iface);
static void on_felt_adjustment_changed_cb (DriveInBoard *self);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (DriveInBoard, drive_in_board, GTK_TYPE_WIDGET,
                                  G_ADD_PRIVATE (DriveInBoard)
                                  G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                         drive_in_board_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* ---- A game's parts in the shared frame ---------------------------------------------------- */

/* A part above the felt as wide as it likes, scrolling sideways inside itself when the window
 * is narrower: it never widens the window past the hand and the log. */
static GtkWidget *
side_scroller (GtkWidget *child)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
  return scroller;
}

static void
drive_in_board_add_child (GtkBuildable *buildable,
                          GtkBuilder   *builder,
                          GObject      *child,
                          const char   *type)
{
  DriveInBoard *self = DRIVE_IN_BOARD (buildable);
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  /* Each in the order the template gives them. */
  if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "bar") == 0)
    gtk_widget_insert_before (GTK_WIDGET (child), priv->bar, priv->pass_button);
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "above-felt") == 0)
    gtk_widget_insert_before (side_scroller (GTK_WIDGET (child)), priv->felt,
                              priv->felt_scroller);
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "felt") == 0)
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (priv->felt_scroller), GTK_WIDGET (child));
  else if (GTK_IS_WIDGET (child) && g_strcmp0 (type, "below-felt") == 0)
    gtk_widget_insert_before (GTK_WIDGET (child), priv->felt, priv->hand_box);
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
drive_in_board_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = drive_in_board_add_child;
}

/* ---- What a game's board uses ------------------------------------------------------------- */

DriveInGamePlay *
drive_in_board_get_play (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  return priv->play;
}

GameSession *
drive_in_board_get_session (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  return priv->session;
}

guint
drive_in_board_animation_ms (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), BASE_ANIMATION_MS);
  return (guint) (BASE_ANIMATION_MS / MAX (priv->speed, 0.05));
}

guint
drive_in_board_flash_ms (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), BASE_FLASH_MS);
  return (guint) (BASE_FLASH_MS / MAX (priv->speed, 0.05));
}

void
drive_in_board_set_speed (DriveInBoard *self,
                          double        speed)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));

  priv->speed = CLAMP (speed, 0.05, 100.0);
  drive_in_replay_bar_set_speed (DRIVE_IN_REPLAY_BAR (priv->replay_bar), priv->speed);
  drive_in_chance_view_set_animation_ms (DRIVE_IN_CHANCE_VIEW (priv->chance_view),
                                         (guint) (BASE_CHANCE_MS / priv->speed));
  gtk_revealer_set_transition_duration (GTK_REVEALER (priv->log_revealer),
                                        drive_in_board_animation_ms (self));
}

void
drive_in_board_toast (DriveInBoard *self,
                      const char   *text)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD (self));
  g_return_if_fail (text != NULL);

  drive_in_toast_show (GTK_WIDGET (self), text);
}

guint
drive_in_board_find_actions (DriveInBoard *self,
                             guint         kind,
                             int           card,
                             gboolean      as_target,
                             GArray       *out)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  const GameAction *legal;
  guint n, found = 0;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), 0);

  n = drive_in_game_play_get_human_actions (priv->play, &legal);
  for (guint i = 0; i < n; i++)
    {
      if (kind != G_MAXUINT && legal[i].kind != kind)
        continue;
      if (card != GAME_NO_CARD && (as_target ? legal[i].target : legal[i].card) != card)
        continue;
      if (out != NULL)
        g_array_append_val (out, legal[i]);
      found++;
    }
  return found;
}

gboolean
drive_in_board_find_first (DriveInBoard *self,
                           guint         kind,
                           GameAction   *out)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  const GameAction *legal;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  n = drive_in_game_play_get_human_actions (priv->play, &legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
drive_in_board_is_offered (DriveInBoard     *self,
                           const GameAction *action)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  const GameRules *rules;
  const GameAction *legal;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  rules = drive_in_game_play_get_rules (priv->play);
  n = drive_in_game_play_get_human_actions (priv->play, &legal);
  for (guint i = 0; i < n; i++)
    if (rules->play.action_equal (&legal[i], action))
      return TRUE;
  return FALSE;
}

gboolean
drive_in_board_apply (DriveInBoard     *self,
                      const GameAction *action)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  g_autoptr(GError) error = NULL;
  GameAction copy;
  gboolean applied;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  /* The action may live in the popover's own data. */
  copy = *action;
  drive_in_board_close_popover (self);
  /* The person moves on: an outcome's banner has been seen. */
  drive_in_board_stage_move_on (DRIVE_IN_BOARD_STAGE (priv->stage));
  /* What the person does is not brought into sight: the felt is theirs; what others do is,
   * even when it shows once the person decides again (a computer's last move of its turn). */
  drive_in_board_stage_set_reveal (DRIVE_IN_BOARD_STAGE (priv->stage), FALSE);
  applied = drive_in_game_play_apply (priv->play, &copy, &error);
  drive_in_board_stage_set_reveal (DRIVE_IN_BOARD_STAGE (priv->stage), TRUE);
  if (applied)
    return TRUE;
  drive_in_board_toast (self, error->message);
  return FALSE;
}

static void
light (DriveInBoard *self)
{
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);

  if (klass->light != NULL)
    klass->light (self);
}

static void
popover_closed (DriveInBoard *self)
{
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);

  if (klass->popover_closed != NULL)
    klass->popover_closed (self);
  light (self);
}

static void
on_popover_closed_cb (GtkPopover   *popover,
                      DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  /* Unparented by the next close or by the board's end: "closed" runs in a popdown. */
  if (priv->popover == GTK_WIDGET (popover))
    popover_closed (self);
}

/* The popover is the board's own child, pointing at where @anchor is now: a card may go (and
 * its widget with it) while its menu is open. A card it offers (a payment's) shows in the
 * preview under the pointer or the focus, as the table's cards do. */
GtkWidget *
drive_in_board_show_popover (DriveInBoard *self,
                             GtkWidget    *child,
                             GtkWidget    *anchor)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  graphene_rect_t rect;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);

  drive_in_board_close_popover (self);
  if (anchor == NULL || !gtk_widget_compute_bounds (anchor, GTK_WIDGET (self), &rect))
    graphene_rect_init (&rect, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0f,
                        gtk_widget_get_height (GTK_WIDGET (self)) / 2.0f, 1, 1);
  priv->popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (priv->popover), child);
  gtk_widget_set_parent (priv->popover, GTK_WIDGET (self));
  gtk_popover_set_pointing_to (GTK_POPOVER (priv->popover),
                               &(GdkRectangle) { (int) rect.origin.x, (int) rect.origin.y,
                                                 MAX (1, (int) rect.size.width),
                                                 MAX (1, (int) rect.size.height) });
  g_signal_connect (priv->popover, "closed", G_CALLBACK (on_popover_closed_cb), self);
  drive_in_board_preview_follow_pointer (self, priv->popover);
  gtk_popover_popup (GTK_POPOVER (priv->popover));
  return priv->popover;
}

void
drive_in_board_close_popover (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  GtkWidget *popover;

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));

  if (priv->popover == NULL)
    return;
  /* No longer the board's when its "closed" comes: that is said once, here. */
  popover = g_steal_pointer (&priv->popover);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_widget_unparent (popover);
  popover_closed (self);
}

GtkWidget *
drive_in_board_get_popover (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  return priv->popover;
}

GtkWidget *
drive_in_board_find_card (DriveInBoard *self,
                          int           handle)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  DriveInBoardClass *klass;
  DriveInCardWidget *card = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);

  klass = DRIVE_IN_BOARD_GET_CLASS (self);
  if (priv->hand != NULL)
    card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (priv->hand), handle);
  if (card != NULL)
    return GTK_WIDGET (card);
  return klass->find_card != NULL ? klass->find_card (self, handle) : NULL;
}

int
drive_in_board_get_drag_card (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), GAME_NO_CARD);
  return priv->drag_card;
}

void
drive_in_board_drag_done (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));

  priv->drag_card = GAME_NO_CARD;
}

void
drive_in_board_flash_card (DriveInBoard *self,
                           int           handle)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));

  if (handle != GAME_NO_CARD)
    g_array_append_val (priv->flash, handle);
}

/* Only what a computer did flashes: a person knows what they just did (the person's own
 * actions are applied while the board waits for them, and the events come before). */
static void
flash_cards (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  guint ms = drive_in_board_flash_ms (self);

  for (guint i = 0; i < priv->flash->len; i++)
    {
      GtkWidget *card = drive_in_board_find_card (self, g_array_index (priv->flash, int, i));

      if (card != NULL)
        drive_in_card_widget_flash (DRIVE_IN_CARD_WIDGET (card), ms);
    }
  g_array_set_size (priv->flash, 0);
}

/* ---- The questions bar -------------------------------------------------------------------- */

/* Questions that belong to no card in sight get buttons under the bar, as the game makes
 * them; the bar shows when it has any. */
static void
update_choices (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);
  guint most = klass->max_choices > 0 ? klass->max_choices : MAX_CHOICES;
  const GameAction *legal;
  GtkWidget *child;
  guint n, shown = 0;
  g_autoptr(GHashTable) said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  while ((child = gtk_widget_get_first_child (priv->choice_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (priv->choice_box), child);
  n = drive_in_game_play_get_human_actions (priv->play, &legal);
  for (guint i = 0; klass->choice_button != NULL && i < n && shown < most; i++)
    {
      GtkWidget *button = klass->choice_button (self, &legal[i]);
      const char *words;

      if (button == NULL)
        continue;
      /* Two buttons of words alone that read alike are one question to a person (a Wild
       * with two copies in hand): one asks it. Buttons that show cards all stay. */
      words = g_object_get_data (G_OBJECT (button), "plain-label");
      if (words != NULL && !g_hash_table_add (said, g_strdup (words)))
        {
          g_object_unref (g_object_ref_sink (button));
          continue;
        }
      gtk_flow_box_append (GTK_FLOW_BOX (priv->choice_box), button);
      shown++;
    }
  /* At least two a line: GTK 4.8's scrolled window measures the box's height at the box's
   * least width, where one button a line (and a word a line) would make the bar tall. */
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (priv->choice_box), MIN (shown, 2));
  gtk_revealer_set_reveal_child (GTK_REVEALER (priv->choice_revealer), shown > 0);
}

static void
choose (DriveInBoard     *self,
        const GameAction *action)
{
  GameAction copy = *action;

  DRIVE_IN_BOARD_GET_CLASS (self)->choose (self, &copy);
}

static void
on_action_button_clicked_cb (GtkButton    *button,
                             DriveInBoard *self)
{
  choose (self, g_object_get_data (G_OBJECT (button), "action"));
}

GtkWidget *
drive_in_board_action_button (DriveInBoard     *self,
                              const GameAction *action)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  g_autofree char *label = NULL;
  GtkWidget *button;
  GtkWidget *child;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  label = game_session_describe_action (priv->session, action);
  button = gtk_button_new_with_label (label);
  child = gtk_button_get_child (GTK_BUTTON (button));
  gtk_label_set_wrap (GTK_LABEL (child), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (child), 40);
  /* Wrapped at a few words a line at least, never a word a line. */
  gtk_label_set_width_chars (GTK_LABEL (child), MIN ((int) g_utf8_strlen (label, -1), 20));
  g_object_set_data_full (G_OBJECT (button), "plain-label", g_strdup (label), g_free);
  g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (action, sizeof *action),
                          g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_button_clicked_cb), self);
  return button;
}

GtkWidget *
drive_in_board_add_hand (DriveInBoard *self,
                         int           card_width)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  GtkWidget *hand;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  g_return_val_if_fail (gtk_widget_get_first_child (priv->hand_box) == NULL, NULL);

  hand = drive_in_card_row_new (card_width);
  /* However many cards, the hand fits the table's width: they overlap rather than scroll. */
  drive_in_card_row_set_fanned (DRIVE_IN_CARD_ROW (hand), TRUE);
  drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (hand), _("No cards in hand"));
  gtk_widget_set_hexpand (hand, TRUE);
  gtk_box_append (GTK_BOX (priv->hand_box), hand);
  priv->hand = hand;
  return hand;
}

GtkWidget *
drive_in_board_bounded_panel (GtkWidget *panel,
                              int        max_height)
{
  GtkWidget *scroller;

  g_return_val_if_fail (GTK_IS_WIDGET (panel), NULL);
  g_return_val_if_fail (max_height > 0, NULL);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), max_height);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), panel);
  return scroller;
}

guint
drive_in_board_own_seat (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  int viewer;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), 0);

  viewer = drive_in_game_play_get_viewer (priv->play);
  return viewer >= 0 ? (guint) viewer : 0;
}

void
drive_in_board_place_seats (DriveInBoard *self,
                            GPtrArray    *seats,
                            guint         own,
                            GtkFlowBox   *opponents,
                            GtkBox       *own_box)
{
  GtkWidget *child;
  guint n;

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));
  g_return_if_fail (seats != NULL && own < seats->len);
  g_return_if_fail (GTK_IS_FLOW_BOX (opponents) && GTK_IS_BOX (own_box));

  n = seats->len;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (opponents))) != NULL)
    gtk_flow_box_remove (opponents, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (own_box))) != NULL)
    gtk_box_remove (own_box, child);
  gtk_flow_box_set_min_children_per_line (opponents, 1);
  gtk_flow_box_set_max_children_per_line (opponents, MIN (MAX (n - 1, 1), 3));
  for (guint i = 1; i < n; i++)
    gtk_flow_box_append (opponents, seats->pdata[(own + i) % n]);
  gtk_widget_add_css_class (seats->pdata[own], "own");
  gtk_widget_set_hexpand (seats->pdata[own], TRUE);
  gtk_box_append (own_box, seats->pdata[own]);
}

/* ---- The bar ------------------------------------------------------------------------------ */

static const char *
find_pass (DriveInBoard *self,
           GameAction   *out)
{
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);

  return klass->find_pass != NULL ? klass->find_pass (self, out) : NULL;
}

static char *
prompt_text (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  guint deciding = game_session_get_deciding_seat (priv->session);
  g_autofree char *decider = NULL;

  if (game_session_is_over (priv->session))
    return drive_in_game_play_get_rules (priv->play)->text.describe_result (
      game_session_get_view (priv->session));
  if (drive_in_game_play_is_replay (priv->play))
    {
      decider = drive_in_game_play_dup_seat_name (priv->play, deciding);
      return g_strdup_printf (_("Replay: %s decides"), decider);
    }
  if (drive_in_game_play_is_human_turn (priv->play))
    return DRIVE_IN_BOARD_GET_CLASS (self)->prompt (self);
  if (drive_in_game_play_get_handoff_seat (priv->play) >= 0)
    return g_strdup (_("Waiting for the next person to take the screen…"));
  if (drive_in_game_play_get_waiting_for (priv->play) != NULL)
    return g_strdup (drive_in_game_play_get_waiting_for (priv->play));
  decider = drive_in_game_play_dup_seat_name (priv->play, deciding);
  return g_strdup_printf (_("%s is thinking…"), decider);
}

/* The turn, the prompt, the spinner, and the buttons the moment allows. */
static void
update_bar (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  gboolean replay = drive_in_game_play_is_replay (priv->play);
  gboolean human = drive_in_game_play_is_human_turn (priv->play);
  gboolean thinking = drive_in_game_play_is_thinking (priv->play);
  g_autofree char *turn = DRIVE_IN_BOARD_GET_CLASS (self)->turn_text (self);
  g_autofree char *prompt = prompt_text (self);
  GameAction pass = { 0 };
  const char *pass_label = human ? find_pass (self, &pass) : NULL;

  /* Both give way to the buttons in a narrow window, whole in their tooltips. */
  drive_in_label_set_whole_text (GTK_LABEL (priv->turn_label), turn);
  drive_in_label_set_whole_text (GTK_LABEL (priv->prompt_label), prompt);
  gtk_spinner_set_spinning (GTK_SPINNER (priv->thinking_spinner), thinking);
  gtk_widget_set_visible (priv->thinking_spinner, thinking);
  gtk_widget_set_visible (priv->undo_button, !replay);
  gtk_widget_set_visible (priv->actions_button, !replay);
  if (pass_label != NULL)
    gtk_button_set_label (GTK_BUTTON (priv->pass_button), pass_label);
  gtk_widget_set_visible (priv->pass_button, pass_label != NULL);
}

void
drive_in_board_update_bar (DriveInBoard *self)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD (self));

  update_bar (self);
}

void
drive_in_board_add_to_bar (DriveInBoard *self,
                           GtkWidget    *widget)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));
  g_return_if_fail (GTK_IS_WIDGET (widget) && gtk_widget_get_parent (widget) == NULL);

  gtk_widget_insert_after (widget, priv->bar, priv->undo_button);
}

void
drive_in_board_refresh (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_if_fail (DRIVE_IN_IS_BOARD (self));

  if (priv->refreshing)
    return;
  priv->refreshing = TRUE;
  /* A menu or a payment belongs to the decision it was opened for. */
  if (priv->popover != NULL && !drive_in_game_play_is_human_turn (priv->play))
    drive_in_board_close_popover (self);
  DRIVE_IN_BOARD_GET_CLASS (self)->refresh (self);
  update_choices (self);
  update_bar (self);
  flash_cards (self);
  /* The person is asked to act: their own seat in sight, once the felt is laid out again. */
  if (drive_in_game_play_is_human_turn (priv->play))
    on_felt_adjustment_changed_cb (self);
  priv->refreshing = FALSE;
}

/* How long a clicked log line lights its cards: long enough to find them. */
#define LIGHT_MS 1500

/* ---- The session ---------------------------------------------------------------------------- */

static char *
log_text (gpointer         item,
          int              viewer,
          DriveInLogStyle *out_style,
          gpointer         user_data)
{
  DriveInBoard *self = user_data;
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);
  GameSessionEvent *event = item;
  GameEvent shown;

  game_session_event_get_event_for (event, viewer, &shown);
  *out_style = klass->log_style != NULL ? klass->log_style (self, &shown) : DRIVE_IN_LOG_PLAIN;
  return g_strdup (game_session_event_get_line_for (event, viewer));
}

static gboolean
log_folds (gpointer item,
           int      viewer,
           gpointer user_data)
{
  return game_session_event_get_run_for (item, viewer) > 1;
}

guint
drive_in_board_light_log_line (DriveInBoard *self,
                               guint         position)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  g_autoptr(GameSessionEvent) item = NULL;
  const GameRules *rules;
  gconstpointer view;
  int viewer, cards[2];
  guint source, lit = 0;
  GameEvent event;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), 0);

  source = drive_in_viewer_log_get_source_position (priv->viewer_log, position);
  if (source == G_MAXUINT)
    return 0;
  item = g_list_model_get_item (game_session_get_log (priv->session), source);
  viewer = drive_in_viewer_log_get_viewer (priv->viewer_log);
  /* The cards as the viewer knew them then (a hidden one is GAME_NO_CARD), and only those
   * it sees now: a number the view gave a hidden card may be another card's. */
  game_session_event_get_event_for (item, viewer, &event);
  rules = game_session_get_rules (priv->session);
  view = game_session_get_view (priv->session);
  cards[0] = event.card;
  cards[1] = event.target;
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      GtkWidget *card;

      if (cards[i] < 0 || (guint) cards[i] >= rules->views.n_cards (view)
          || !rules->views.card_visible_to (view, cards[i], viewer)
          || (i == 1 && cards[1] == cards[0]))
        continue;
      card = drive_in_board_find_card (self, cards[i]);
      if (card == NULL)
        continue;
      drive_in_card_widget_flash (DRIVE_IN_CARD_WIDGET (card),
                                  MAX (drive_in_board_flash_ms (self), LIGHT_MS));
      lit++;
    }
  return lit;
}

static void
on_log_line_activated_cb (DriveInGameLog *log,
                          guint           position,
                          DriveInBoard   *self)
{
  drive_in_board_light_log_line (self, position);
}

/* ---- The stage ------------------------------------------------------------------------------ */

GtkWidget *
drive_in_board_locate_event (DriveInBoard    *self,
                             const GameEvent *event,
                             gboolean         source)
{
  DriveInBoardClass *klass;
  GtkWidget *widget = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  g_return_val_if_fail (event != NULL, NULL);

  klass = DRIVE_IN_BOARD_GET_CLASS (self);
  if (klass->event_widget != NULL)
    widget = klass->event_widget (self, event, source);
  if (widget == NULL && event->card >= 0)
    widget = drive_in_board_find_card (self, event->card);
  return widget;
}

/* Where a presentation begins: brought into sight first, unless the person's own action. */
static GtkWidget *
locate_cb (const GameEvent *event,
           gboolean         reveal,
           gpointer         user_data)
{
  DriveInBoard *self = DRIVE_IN_BOARD (user_data);
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  GtkWidget *widget = drive_in_board_locate_event (self, event, FALSE);

  /* Another's action may show while the person decides already (a computer's last move of
   * its turn): it is seen all the same, and the own seat comes back once the stage is idle. */
  if (reveal && priv->play != NULL
      && drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (priv->felt_scroller), widget))
    {
      priv->revealed = TRUE;
      priv->revealed_value = gtk_adjustment_get_value (
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (priv->felt_scroller)));
    }
  return widget;
}

/* Each event with a line for the viewer goes to the stage, with what its board says of it
 * (and one without that ends a contest); a travelling card is pictured where it leaves,
 * before the board changes. */
static void
present_event (DriveInBoard    *self,
               const GameEvent *event)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);
  GListModel *log = game_session_get_log (priv->session);
  guint n = g_list_model_get_n_items (log);
  g_autoptr(GameSessionEvent) item = NULL;
  g_autoptr(GdkPaintable) image = NULL;
  g_autofree char *badge = NULL;
  DriveInShow show = DRIVE_IN_SHOW_LINE;
  graphene_rect_t from;
  gboolean has_from = FALSE;
  const char *text;

  /* The session appends the event's line, if anyone has one, before it says the event. */
  if (priv->rebuilding)
    {
      priv->log_seen = n;
      return;
    }
  if (n > priv->log_seen)
    {
      item = g_list_model_get_item (log, n - 1);
      text = game_session_event_get_text_for (item, game_session_get_viewer (priv->session));
    }
  else
    text = NULL;
  priv->log_seen = n;
  if (klass->event_show != NULL)
    show = klass->event_show (self, event, &badge);
  /* An event without a line shows only when it ends a contest (its outcome's banner). */
  if (text == NULL && show != DRIVE_IN_SHOW_OUTCOME)
    return;
  if (show == DRIVE_IN_SHOW_TRAVEL)
    {
      GtkWidget *source = drive_in_board_locate_event (self, event, TRUE);

      if (source != NULL && gtk_widget_get_mapped (source)
          && gtk_widget_compute_bounds (source, priv->stage, &from))
        {
          g_autoptr(GdkPaintable) live = gtk_widget_paintable_new (source);

          image = gdk_paintable_get_current_image (live);
          has_from = TRUE;
        }
    }
  drive_in_board_stage_add (DRIVE_IN_BOARD_STAGE (priv->stage), show, event, text, badge,
                            has_from ? &from : NULL, image);
}

static void
on_session_event_cb (GameSession     *session,
                     const GameEvent *event,
                     DriveInBoard    *self)
{
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);

  if (klass->event != NULL)
    klass->event (self, event);
  present_event (self, event);
}

/* The log starts again when the session plays its record again: what was shown is gone and
 * what is played again was seen already. */
static void
on_log_items_changed_cb (GListModel   *log,
                         guint         position,
                         guint         removed,
                         guint         added,
                         DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  if (removed == 0)
    return;
  priv->rebuilding = TRUE;
  drive_in_board_stage_clear (DRIVE_IN_BOARD_STAGE (priv->stage));
}

static void
on_session_changed_cb (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  priv->rebuilding = FALSE;
  priv->log_seen = g_list_model_get_n_items (game_session_get_log (priv->session));
  drive_in_board_stage_end_action (DRIVE_IN_BOARD_STAGE (priv->stage));
}

static void
on_decision_cb (DriveInGamePlay *play,
                guint            seat,
                const char      *text,
                DriveInBoard    *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  g_autofree char *name = drive_in_game_play_dup_seat_name (play, seat);
  g_autofree char *caption = NULL;

  if (text == NULL || *text == '\0')
    return;
  /* Translators: a computer's decision on the table: "Seat 2 (Normal computer): Attack
   * with Blademaus". */
  caption = g_strdup_printf (_("%s: %s"), name, text);
  drive_in_board_stage_add (DRIVE_IN_BOARD_STAGE (priv->stage), DRIVE_IN_SHOW_DECISION, NULL,
                            caption, NULL, NULL, NULL);
}

/* The computers wait while the stage shows what happened (unless the pace is off). */
static void
on_stage_busy_cb (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  gboolean hold = drive_in_board_stage_holds (DRIVE_IN_BOARD_STAGE (priv->stage));

  /* Shown what happened elsewhere, the person who decides next finds their own seat where
   * the presentations took the felt from it; a view the person scrolled to meanwhile stands. */
  if (priv->revealed && priv->play != NULL
      && !drive_in_board_stage_is_busy (DRIVE_IN_BOARD_STAGE (priv->stage))
      && drive_in_game_play_is_human_turn (priv->play))
    {
      GtkAdjustment *adjustment =
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (priv->felt_scroller));

      priv->revealed = FALSE;
      if (gtk_adjustment_get_value (adjustment) == priv->revealed_value)
        drive_in_board_felt_show_own (GTK_SCROLLED_WINDOW (priv->felt_scroller));
    }
  if (hold == priv->holding || priv->play == NULL)
    return;
  priv->holding = hold;
  if (hold)
    drive_in_game_play_hold (priv->play);
  else
    drive_in_game_play_release (priv->play);
}

static void
on_step_cb (DriveInBoard *self)
{
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);

  if (klass->step_changed != NULL)
    klass->step_changed (self);
  drive_in_board_refresh (self);
}

static void
on_viewer_changed_cb (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);

  drive_in_viewer_log_set_viewer (priv->viewer_log, drive_in_game_play_get_viewer (priv->play));
  /* The bottom seat is the viewer's. */
  if (klass->viewer_changed != NULL)
    klass->viewer_changed (self);
  drive_in_board_refresh (self);
}

/* ---- Actions ------------------------------------------------------------------------------ */

static void
drive_in_board_real_pass (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  const char *choose_first = DRIVE_IN_BOARD_GET_CLASS (self)->choose_first;
  GameAction pass = { 0 };

  if (find_pass (self, &pass) != NULL)
    choose (self, &pass);
  else if (drive_in_game_play_is_human_turn (priv->play))
    drive_in_board_toast (self, choose_first != NULL ? choose_first
                                                     : _("You must choose first."));
}

static void
drive_in_board_real_choose (DriveInBoard     *self,
                            const GameAction *action)
{
  drive_in_board_apply (self, action);
}

static void
pass_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInBoard *self = DRIVE_IN_BOARD (widget);

  DRIVE_IN_BOARD_GET_CLASS (self)->pass (self);
}

static void
card_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInBoard *self = DRIVE_IN_BOARD (widget);
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  DriveInBoardClass *klass = DRIVE_IN_BOARD_GET_CLASS (self);
  int handle = g_variant_get_int32 (parameter);

  if (g_str_equal (action_name, "board.card-click") && klass->card_click != NULL)
    klass->card_click (self, handle);
  else if (g_str_equal (action_name, "board.card-menu") && klass->card_menu != NULL)
    klass->card_menu (self, handle);
  else if (g_str_equal (action_name, "board.drag-refused") && klass->drag_refused != NULL)
    klass->drag_refused (self, handle);
  else if (g_str_equal (action_name, "board.drag-begin"))
    {
      drive_in_board_close_popover (self);
      priv->drag_card = handle;
      light (self);
    }
  else if (g_str_equal (action_name, "board.drag-end"))
    {
      priv->drag_card = GAME_NO_CARD;
      light (self);
    }
}

static void
toggle_log_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (DRIVE_IN_BOARD (widget));
  GtkRevealer *revealer = GTK_REVEALER (priv->log_revealer);

  gtk_revealer_set_reveal_child (revealer, !gtk_revealer_get_reveal_child (revealer));
}

static void
show_actions_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (DRIVE_IN_BOARD (widget));

  if (gtk_widget_get_mapped (priv->actions_button))
    gtk_menu_button_popup (GTK_MENU_BUTTON (priv->actions_button));
}

static void
on_action_chosen (const GameAction *action,
                  gpointer          user_data)
{
  choose (DRIVE_IN_BOARD (user_data), action);
}

/* The global list of every legal action, for those who play by keyboard. */
static void
on_actions_popover_show_cb (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  drive_in_actions_popover_fill (GTK_POPOVER (priv->actions_popover), priv->play,
                                 on_action_chosen, self);
}

/* ---- The person's own seat in sight --------------------------------------------------------- */

/* When the felt's room changes (a questions bar, a war growing), the person's own seat comes
 * back into sight; the person's own scrolling is left be. */
static gboolean
keep_own_in_view (gpointer data)
{
  DriveInBoard *self = data;
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  GtkAdjustment *adjustment =
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (priv->felt_scroller));

  priv->own_idle = 0;
  /* Scrolled since the room changed (the person, or a board showing its lines): that view
   * stands. */
  if (gtk_adjustment_get_value (adjustment) != priv->own_idle_value)
    return G_SOURCE_REMOVE;
  /* Another's action still to be seen where it happens: the own seat comes back once the
   * stage is idle (on_stage_busy_cb ()), unless the person scrolls meanwhile. */
  if (drive_in_board_stage_reveals (DRIVE_IN_BOARD_STAGE (priv->stage)))
    {
      if (!priv->revealed)
        {
          priv->revealed = TRUE;
          priv->revealed_value = priv->own_idle_value;
        }
      return G_SOURCE_REMOVE;
    }
  drive_in_board_felt_show_own (GTK_SCROLLED_WINDOW (priv->felt_scroller));
  return G_SOURCE_REMOVE;
}

static void
on_felt_adjustment_changed_cb (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  /* After the allocation under way, once the seats have their places, and before the next
   * frame: a default idle waits out a whole animation and would then undo the person's
   * scrolling meanwhile. */
  priv->own_idle_value = gtk_adjustment_get_value (
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (priv->felt_scroller)));
  if (priv->own_idle == 0)
    priv->own_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, keep_own_in_view, self, NULL);
}

/* ---- The card preview (drive-in-board-preview.c follows the pointer and the focus) -------- */

static void
on_preview_revealed_cb (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  /* The cards' own tooltip pictures give way to the preview while it shows. */
  if (gtk_revealer_get_reveal_child (GTK_REVEALER (priv->preview_revealer)))
    gtk_widget_add_css_class (GTK_WIDGET (self), "card-previewed");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "card-previewed");
}

GtkWidget *
drive_in_board_get_preview (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);
  return priv->preview;
}

static void
drive_in_board_map (GtkWidget *widget)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (DRIVE_IN_BOARD (widget));
  GtkRoot *root;

  GTK_WIDGET_CLASS (drive_in_board_parent_class)->map (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      priv->focus_root = GTK_WIDGET (root);
      g_signal_connect (root, "notify::focus-widget",
                        G_CALLBACK (drive_in_board_preview_on_focus_cb), widget);
    }
}

static void
drive_in_board_unmap (GtkWidget *widget)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (DRIVE_IN_BOARD (widget));

  if (priv->focus_root != NULL)
    {
      g_signal_handlers_disconnect_by_func (priv->focus_root, drive_in_board_preview_on_focus_cb,
                                            widget);
      priv->focus_root = NULL;
    }
  GTK_WIDGET_CLASS (drive_in_board_parent_class)->unmap (widget);
}

/* ---- Widget ------------------------------------------------------------------------------- */

/* The content (every child but popovers) takes the whole size, and a popover open at one of
 * the cards follows that card. */
void
drive_in_board_measure_content (GtkWidget      *board,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  GtkWidget *content;

  g_return_if_fail (GTK_IS_WIDGET (board));

  content = gtk_widget_get_first_child (board);
  gtk_widget_measure (content, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
}

void
drive_in_board_allocate_content (GtkWidget *board,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  g_return_if_fail (GTK_IS_WIDGET (board));

  for (GtkWidget *child = gtk_widget_get_first_child (board); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      gtk_popover_present (GTK_POPOVER (child));
    else
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
drive_in_board_constructed (GObject *object)
{
  DriveInBoard *self = DRIVE_IN_BOARD (object);
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);

  G_OBJECT_CLASS (drive_in_board_parent_class)->constructed (object);

  g_assert (priv->play != NULL);
  priv->session = g_object_ref (drive_in_game_play_get_session (priv->play));
  drive_in_replay_bar_set_play (DRIVE_IN_REPLAY_BAR (priv->replay_bar), priv->play);
  priv->viewer_log = drive_in_viewer_log_new (game_session_get_log (priv->session), log_text,
                                              self, drive_in_game_play_get_viewer (priv->play));
  drive_in_viewer_log_set_fold_func (priv->viewer_log, log_folds);
  drive_in_game_log_set_activatable (DRIVE_IN_GAME_LOG (priv->game_log), TRUE);
  g_signal_connect (priv->game_log, "line-activated", G_CALLBACK (on_log_line_activated_cb),
                    self);
  drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (priv->game_log),
                               G_LIST_MODEL (priv->viewer_log));

  g_signal_connect_swapped (priv->session, "changed", G_CALLBACK (drive_in_board_refresh),
                            self);
  g_signal_connect (priv->session, "event", G_CALLBACK (on_session_event_cb), self);
  priv->log_seen = g_list_model_get_n_items (game_session_get_log (priv->session));
  g_signal_connect_object (game_session_get_log (priv->session), "items-changed",
                           G_CALLBACK (on_log_items_changed_cb), self, 0);
  g_signal_connect_swapped (priv->session, "changed", G_CALLBACK (on_session_changed_cb), self);
  g_signal_connect (priv->play, "decision", G_CALLBACK (on_decision_cb), self);
  /* A seat's Title, named at another table of an online game, shows at once. */
  g_signal_connect_object (priv->play, "table-changed", G_CALLBACK (drive_in_board_refresh),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (priv->stage, "notify::busy", G_CALLBACK (on_stage_busy_cb), self);
  g_signal_connect_swapped (priv->play, "notify::waiting-for",
                            G_CALLBACK (drive_in_board_refresh), self);
  g_signal_connect_swapped (priv->play, "notify::thinking", G_CALLBACK (drive_in_board_refresh),
                            self);
  g_signal_connect_swapped (priv->play, "notify::step", G_CALLBACK (on_step_cb), self);
  g_signal_connect_swapped (priv->play, "notify::handoff-seat",
                            G_CALLBACK (drive_in_board_refresh), self);
  g_signal_connect_swapped (priv->play, "notify::viewer", G_CALLBACK (on_viewer_changed_cb),
                            self);
}

static void
drive_in_board_dispose (GObject *object)
{
  DriveInBoard *self = DRIVE_IN_BOARD (object);
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  GtkWidget *child;

  /* The game's parts are gone: its popover_closed() is not asked. */
  if (priv->popover != NULL)
    {
      g_signal_handlers_disconnect_by_data (priv->popover, self);
      gtk_popover_popdown (GTK_POPOVER (priv->popover));
      g_clear_pointer (&priv->popover, gtk_widget_unparent);
    }
  /* The play may outlive the board: its computers go on. */
  if (priv->holding && priv->play != NULL)
    drive_in_game_play_release (priv->play);
  priv->holding = FALSE;
  if (priv->stage != NULL)
    g_signal_handlers_disconnect_by_data (priv->stage, self);
  priv->stage = NULL;
  if (priv->session != NULL)
    g_signal_handlers_disconnect_by_data (priv->session, self);
  if (priv->play != NULL)
    g_signal_handlers_disconnect_by_data (priv->play, self);
  if (priv->game_log != NULL)
    drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (priv->game_log), NULL);
  /* GTK 4.8's gtk_widget_dispose_template () reads the template of the instance's own class,
   * whatever type it is given: the game's board's (every one has a template) is disposed
   * here, and the board's own parts go with their parent below, the template's references to
   * them with the instance. */
  gtk_widget_dispose_template (GTK_WIDGET (self), G_OBJECT_TYPE (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  priv->hand = NULL;
  g_clear_object (&priv->viewer_log);
  g_clear_object (&priv->session);
  g_clear_object (&priv->play);
  g_clear_pointer (&priv->flash, g_array_unref);
  g_clear_object (&priv->settings);
  g_clear_handle_id (&priv->own_idle, g_source_remove);
  G_OBJECT_CLASS (drive_in_board_parent_class)->dispose (object);
}

static void
drive_in_board_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (DRIVE_IN_BOARD (object));

  switch (prop_id)
    {
    case PROP_PLAY:
      g_value_set_object (value, priv->play);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_board_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (DRIVE_IN_BOARD (object));

  switch (prop_id)
    {
    case PROP_PLAY:
      priv->play = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_board_class_init (DriveInBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = drive_in_board_constructed;
  object_class->dispose = drive_in_board_dispose;
  object_class->get_property = drive_in_board_get_property;
  object_class->set_property = drive_in_board_set_property;
  widget_class->map = drive_in_board_map;
  widget_class->unmap = drive_in_board_unmap;
  widget_class->measure = drive_in_board_measure_content;
  widget_class->size_allocate = drive_in_board_allocate_content;
  klass->pass = drive_in_board_real_pass;
  klass->choose = drive_in_board_real_choose;

  properties[PROP_PLAY] =
    g_param_spec_object ("play", NULL, NULL, DRIVE_IN_TYPE_GAME_PLAY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (DRIVE_IN_TYPE_BOARD_BAR);
  g_type_ensure (DRIVE_IN_TYPE_GAME_LOG);
  g_type_ensure (DRIVE_IN_TYPE_REPLAY_BAR);
  g_type_ensure (DRIVE_IN_TYPE_CHANCE_VIEW);
  g_type_ensure (DRIVE_IN_TYPE_CARD_PREVIEW);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/drive-in-board.ui");
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, felt);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, bar);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, turn_label);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, thinking_spinner);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, chance_view);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, prompt_label);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, replay_bar);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, actions_button);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, actions_popover);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, pass_button);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, undo_button);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, choice_revealer);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, choice_box);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, felt_scroller);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, hand_box);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, log_revealer);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, game_log);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, preview_revealer);
  gtk_widget_class_bind_template_child_private (widget_class, DriveInBoard, preview);
  gtk_widget_class_bind_template_callback (widget_class, on_actions_popover_show_cb);

  gtk_widget_class_install_action (widget_class, "board.pass", NULL, pass_activated);
  gtk_widget_class_install_action (widget_class, "board.card-click", "i", card_activated);
  gtk_widget_class_install_action (widget_class, "board.card-menu", "i", card_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-begin", "i", card_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-end", "i", card_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-refused", "i", card_activated);
  gtk_widget_class_install_action (widget_class, "board.toggle-log", NULL, toggle_log_activated);
  gtk_widget_class_install_action (widget_class, "board.show-actions", NULL,
                                   show_actions_activated);
}

static void
drive_in_board_init (DriveInBoard *self)
{
  DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);
  g_autoptr(GSimpleActionGroup) settings_actions = NULL;
  g_autoptr(GAction) preview_action = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The prompt is what the person reads first: a line of its own when the bar is narrow. */
  drive_in_board_bar_set_line (DRIVE_IN_BOARD_BAR (priv->bar), priv->prompt_label);
  /* Last: drawn over the content. */
  priv->stage = drive_in_board_stage_new (locate_cb, self);
  gtk_widget_set_parent (priv->stage, GTK_WIDGET (self));
  drive_in_drag_scroll_add (GTK_SCROLLED_WINDOW (priv->felt_scroller));

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (
                             GTK_SCROLLED_WINDOW (priv->felt_scroller)),
                           "changed", G_CALLBACK (on_felt_adjustment_changed_cb), self,
                           G_CONNECT_SWAPPED);

  /* The preview follows the pointer over the felt (the hand included) and the focus. */
  drive_in_board_preview_follow_pointer (self, priv->felt);
  drive_in_card_preview_set_card_width (DRIVE_IN_CARD_PREVIEW (priv->preview), PREVIEW_WIDTH);
  g_signal_connect_swapped (priv->preview_revealer, "notify::reveal-child",
                            G_CALLBACK (on_preview_revealed_cb), self);
  /* Shown or not is remembered; board-settings.show-card-preview (F8, the game menu). */
  priv->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_settings_bind (priv->settings, "show-card-preview", priv->preview_revealer, "reveal-child",
                   G_SETTINGS_BIND_GET);
  on_preview_revealed_cb (self);
  settings_actions = g_simple_action_group_new ();
  preview_action = g_settings_create_action (priv->settings, "show-card-preview");
  g_action_map_add_action (G_ACTION_MAP (settings_actions), preview_action);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "board-settings",
                                  G_ACTION_GROUP (settings_actions));

  priv->flash = g_array_new (FALSE, FALSE, sizeof (int));
  priv->drag_card = GAME_NO_CARD;
  priv->speed = 1.0;
}

/* ---- Parts of the frame ------------------------------------------------------------------- */

#define PART_GETTER(part)                                                                    \
  GtkWidget *                                                                                \
  drive_in_board_get_##part (DriveInBoard *self)                                             \
  {                                                                                          \
    DriveInBoardPrivate *priv = drive_in_board_get_instance_private (self);                  \
                                                                                             \
    g_return_val_if_fail (DRIVE_IN_IS_BOARD (self), NULL);                                   \
    return priv->part;                                                                       \
  }

PART_GETTER (felt)
PART_GETTER (stage)
PART_GETTER (felt_scroller)
PART_GETTER (chance_view)
PART_GETTER (prompt_label)
PART_GETTER (pass_button)
PART_GETTER (undo_button)
PART_GETTER (replay_bar)
PART_GETTER (log_revealer)
PART_GETTER (choice_box)
PART_GETTER (choice_revealer)
