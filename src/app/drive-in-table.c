/* drive-in-table.c: the game table page: Movies, hand, attack panel, log, Ratings, the start
 * page, and the page's actions (its games and files: drive-in-table-games.c). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-boards.h"
#include "drive-in-drag-scroll.h"
#include "drive-in-pile-button.h"
#include "drive-in-resources.h"
#include "drive-in-table-private.h"
#include "drive-in-title-dialog.h"
#include "drive-in-toast.h"

#define BASE_PACE_MS        900
#define BASE_ANIMATION_MS   260
#define BASE_FLASH_MS       1400
#define OWN_CARD_WIDTH      84
#define HAND_CARD_WIDTH     112
#define MAX_CHOICE_BUTTONS  12
#define DRAFT_CARD_WIDTH    112

G_DEFINE_FINAL_TYPE (DriveInTable, drive_in_table, GTK_TYPE_WIDGET)

static void refresh (DriveInTable *self);
static void connect_session (DriveInTable *self);

static guint
scaled_ms (DriveInTable *self,
           guint         base)
{
  return (guint) (base / MAX (self->speed, 0.05));
}

void
drive_in_table_show_toast (DriveInTable *self,
                           const char   *text)
{
  AdwToast *toast = drive_in_toast_new (text);

  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toast_overlay), toast);
}

GtkWindow *
drive_in_table_get_window (DriveInTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Keeps the keyboard on the table: what the page is for (the hand, New Game, the replay's
 * next step), so that keys never land in another page. */
static void
focus_table (DriveInTable *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  const char *page = gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
  GtkWidget *visible;

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* On the page shown (a page fading out is still mapped for a moment). */
  visible = gtk_stack_get_visible_child (GTK_STACK (self->stack));
  if (focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_visible (focus)
      && (gtk_widget_is_ancestor (focus, visible)
          || (self->popover != NULL && gtk_widget_is_ancestor (focus, self->popover))))
    return;
  if (g_strcmp0 (page, "start") == 0)
    {
      gtk_widget_grab_focus (self->new_game_button);
      return;
    }
  if (g_strcmp0 (page, "ratings") == 0)
    {
      drive_in_ratings_view_grab_default (DRIVE_IN_RATINGS_VIEW (self->ratings_view));
      return;
    }
  if (g_strcmp0 (page, "board") == 0)
    {
      gtk_widget_child_focus (self->board, GTK_DIR_TAB_FORWARD);
      return;
    }
  if (self->return_focus != NULL && gtk_widget_get_mapped (self->return_focus)
      && gtk_widget_grab_focus (self->return_focus))
    return;
  /* The opening draft: the packet to pick from. */
  if (self->game != NULL
      && drive_in_table_game_get_game (self->game)->phase == GROS_PHASE_DRAFT
      && gtk_revealer_get_reveal_child (GTK_REVEALER (self->choice_revealer))
      && gtk_widget_child_focus (self->choice_box, GTK_DIR_TAB_FORWARD))
    return;
  if (self->hand != NULL && gtk_widget_get_mapped (self->hand)
      && drive_in_hand_view_focus_nth (DRIVE_IN_HAND_VIEW (self->hand), 0))
    return;
  if (gtk_widget_get_mapped (self->step_forward_button)
      && gtk_widget_grab_focus (self->step_forward_button))
    return;
  if (gtk_widget_get_mapped (self->pass_button) && gtk_widget_grab_focus (self->pass_button))
    return;
  if (gtk_widget_get_mapped (self->actions_button))
    gtk_widget_grab_focus (self->actions_button);
}

static gboolean
focus_table_cb (gpointer user_data)
{
  DriveInTable *self = user_data;

  self->focus_source = 0;
  focus_table (self);
  return G_SOURCE_REMOVE;
}

static void
set_return_focus (DriveInTable *self,
                  GtkWidget    *widget)
{
  if (self->return_focus != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->return_focus), (gpointer *) &self->return_focus);
  self->return_focus = widget;
  if (widget != NULL)
    g_object_add_weak_pointer (G_OBJECT (widget), (gpointer *) &self->return_focus);
}

static void
close_popover (DriveInTable *self)
{
  if (self->popover == NULL)
    return;
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_clear_pointer (&self->popover, gtk_widget_unparent);
}

void
drive_in_table_apply_action (DriveInTable     *self,
                             const GrosAction *action)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  if (self->game == NULL)
    return;
  close_popover (self);
  if (!drive_in_table_game_apply (self->game, action, &error))
    drive_in_table_show_toast (self, error->message);
}

/* Cards, wherever the table shows them. */
static DriveInCardWidget *
find_in_tree (GtkWidget *widget,
              int        instance)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      DriveInCardWidget *found;

      if (DRIVE_IN_IS_CARD_WIDGET (child)
          && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (child)) == instance)
        return DRIVE_IN_CARD_WIDGET (child);
      found = find_in_tree (child, instance);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static DriveInCardWidget *
find_card_widget (DriveInTable *self,
                  int           instance)
{
  DriveInCardWidget *widget = NULL;

  for (guint i = 0; self->areas != NULL && i < self->areas->len && widget == NULL; i++)
    widget = drive_in_movie_area_lookup (self->areas->pdata[i], instance);
  if (widget == NULL && self->hand != NULL)
    widget = drive_in_hand_view_lookup (DRIVE_IN_HAND_VIEW (self->hand), instance);
  if (widget == NULL && self->attack_panel != NULL)
    widget = drive_in_attack_panel_lookup (DRIVE_IN_ATTACK_PANEL (self->attack_panel), instance);
  if (widget == NULL)
    widget = find_in_tree (GTK_WIDGET (self), instance);
  return widget;
}

static void
on_popover_button_clicked_cb (GtkButton    *button,
                              DriveInTable *self)
{
  const GrosAction *action = g_object_get_data (G_OBJECT (button), "action");
  GrosAction copy = *action;

  drive_in_table_apply_action (self, &copy);
}

static gboolean
unparent_cb (gpointer user_data)
{
  GtkWidget *popover = user_data;
  GtkWidget *table = gtk_widget_get_parent (popover);

  if (table != NULL)
    {
      gtk_widget_unparent (popover);
      /* A closed popover hands the keyboard back to where it was. */
      if (DRIVE_IN_IS_TABLE (table))
        focus_table (DRIVE_IN_TABLE (table));
    }
  return G_SOURCE_REMOVE;
}

static void
on_popover_closed_cb (GtkPopover   *popover,
                      DriveInTable *self)
{
  /* Unparented once closed, from an idle: "closed" runs inside the popdown. */
  if (self->popover == GTK_WIDGET (popover))
    {
      self->popover = NULL;
      g_idle_add_full (G_PRIORITY_DEFAULT, unparent_cb, g_object_ref (popover), g_object_unref);
    }
}

void
drive_in_table_popup_actions (DriveInTable          *self,
                              const graphene_rect_t *rect,
                              const char            *heading,
                              const char            *body,
                              const GrosAction      *actions,
                              guint                  n_actions)
{
  GtkWidget *box, *list, *scrolled;
  const GrosGame *game;
  GtkWidget *first = NULL;

  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  if (self->game == NULL)
    return;
  close_popover (self);
  game = drive_in_table_game_get_game (self->game);
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    set_return_focus (self, gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self))));

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (box, "card-menu");
  if (heading != NULL)
    {
      GtkWidget *label = gtk_label_new (heading);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
    }
  if (body != NULL)
    {
      GtkWidget *label = gtk_label_new (body);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 44);
      gtk_widget_add_css_class (label, "card-menu-text");
      gtk_box_append (GTK_BOX (box), label);
    }

  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint i = 0; i < n_actions; i++)
    {
      g_autofree char *label = gros_game_describe_action_for (game, &actions[i],
                                                              drive_in_table_game_get_viewer (
                                                                self->game));
      GtkWidget *button = gtk_button_new_with_label (label);
      GrosAction *copy = g_memdup2 (&actions[i], sizeof *copy);

      gtk_widget_add_css_class (button, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      g_object_set_data_full (G_OBJECT (button), "action", copy, g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_popover_button_clicked_cb), self);
      gtk_box_append (GTK_BOX (list), button);
      if (first == NULL)
        first = button;
    }
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_widget_set_visible (scrolled, n_actions > 0);
  gtk_box_append (GTK_BOX (box), scrolled);

  self->popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (self->popover), box);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  if (rect != NULL)
    gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                                 &(GdkRectangle) { (int) rect->origin.x, (int) rect->origin.y,
                                                   MAX (1, (int) rect->size.width),
                                                   MAX (1, (int) rect->size.height) });
  g_signal_connect (self->popover, "closed", G_CALLBACK (on_popover_closed_cb), self);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* The text of a card for its menu: type, stat, cost, traits, abilities. */
static char *
describe_card (DriveInCard *card)
{
  GString *text = g_string_new (gros_card_type_get_label (drive_in_card_get_card_type (card)));
  const char * const *traits = drive_in_card_get_display_traits (card);
  const char *stat_label = gros_card_type_get_stat_label (drive_in_card_get_card_type (card));

  if (drive_in_card_has_stat (card) && stat_label != NULL)
    g_string_append_printf (text, " · %s %d", stat_label, drive_in_card_get_stat (card));
  if (drive_in_card_get_popcorn (card) > 0)
    g_string_append_printf (text, ngettext (" · costs %d popcorn", " · costs %d popcorn",
                                            drive_in_card_get_popcorn (card)),
                            drive_in_card_get_popcorn (card));
  if (drive_in_card_has_bucket (card))
    g_string_append (text, _(" · Popcorn Bucket"));
  if (traits != NULL && traits[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (", ", (char **) traits);

      g_string_append_printf (text, "\n%s", joined);
    }
  if (drive_in_card_get_title_word (card) != NULL && *drive_in_card_get_title_word (card) != '\0')
    g_string_append_printf (text, _("\nTitle word: %s"), drive_in_card_get_title_word (card));
  if (drive_in_card_get_abilities (card) != NULL && *drive_in_card_get_abilities (card) != '\0')
    g_string_append_printf (text, "\n\n%s", drive_in_card_get_abilities (card));
  return g_string_free (text, FALSE);
}

/* The legal actions that use the card of @handle: played, tipped, activated, or its target.
 * The session matches them: a hidden card has no instance here. */
static GArray *
card_actions (DriveInTable *self,
              int           handle)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GrosAction));
  GrosSession *session = drive_in_table_game_get_session (self->game);
  GrosSessionCard *card = gros_session_lookup_card (session, handle);
  const GrosAction *legal;
  guint n = drive_in_table_game_get_human_actions (self->game, &legal);

  if (card == NULL)
    return out;
  for (guint i = 0; i < n; i++)
    if (gros_session_action_uses (session, &legal[i], card, FALSE))
      g_array_append_val (out, legal[i]);
  for (guint i = 0; i < n; i++)
    if (!gros_session_action_uses (session, &legal[i], card, FALSE)
        && gros_session_action_uses (session, &legal[i], card, TRUE))
      g_array_append_val (out, legal[i]);
  return out;
}

static void
open_card_menu (DriveInTable *self,
                int           handle)
{
  GrosSession *session;
  GrosSessionCard *card;
  DriveInCardWidget *widget;
  graphene_rect_t bounds;
  g_autoptr(GArray) actions = NULL;
  g_autofree char *body = NULL;
  const char *heading;
  DriveInCard *object;
  int viewer;

  if (self->game == NULL)
    return;
  session = drive_in_table_game_get_session (self->game);
  card = gros_session_lookup_card (session, handle);
  if (card == NULL)
    return;
  object = gros_session_card_get_card (card);
  heading = object != NULL ? drive_in_card_get_name (object) : _("Face-down card");
  actions = card_actions (self, handle);
  viewer = drive_in_table_game_get_viewer (self->game);

  if (object != NULL)
    body = describe_card (object);
  if (actions->len == 0)
    {
      g_autofree char *why = NULL;

      if (viewer >= 0 && !gros_session_card_is_hidden (card))
        why = gros_game_explain_card (gros_session_get_game (session),
                                      gros_session_card_get_instance (card), viewer);
      if (why == NULL)
        why = g_strdup (drive_in_table_game_is_human_turn (self->game)
                        ? _("Nothing to do with this card now.")
                        : _("Wait for your turn to decide."));
      body = body != NULL ? g_strdup_printf ("%s\n\n%s", body, why) : g_steal_pointer (&why);
    }

  widget = find_card_widget (self, handle);
  if (widget == NULL
      || !gtk_widget_compute_bounds (GTK_WIDGET (widget), GTK_WIDGET (self), &bounds))
    graphene_rect_init (&bounds, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0f,
                        gtk_widget_get_height (GTK_WIDGET (self)) / 2.0f, 1, 1);
  drive_in_table_popup_actions (self, &bounds, heading, body,
                                (const GrosAction *) actions->data, actions->len);
}

/* Actions */

static void
apply_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  g_autoptr(GError) error = NULL;
  GrosAction action;

  if (!gros_action_parse (g_variant_get_string (parameter, NULL), &action, &error))
    {
      g_warning ("Bad action “%s”: %s", g_variant_get_string (parameter, NULL), error->message);
      return;
    }
  drive_in_table_apply_action (self, &action);
}

static void
card_click_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  int instance = g_variant_get_int32 (parameter);
  GrosAction tip;

  if (drive_in_table_forward_to_board (self, "card-click", parameter))
    return;
  /* A click on a card of the draft packet picks it. */
  if (self->game != NULL && drive_in_table_game_is_human_turn (self->game)
      && drive_in_table_game_get_game (self->game)->phase == GROS_PHASE_DRAFT)
    {
      g_autoptr(GArray) picks = card_actions (self, instance);

      if (picks->len == 1)
        {
          drive_in_table_apply_action (self, &g_array_index (picks, GrosAction, 0));
          return;
        }
    }
  /* A click on a Popcorn Bucket tips it; any other click shows what the card can do. */
  if (self->game != NULL && drive_in_table_game_is_human_turn (self->game)
      && gros_session_find_actions (drive_in_table_game_get_session (self->game), GROS_ACT_TIP,
                                    instance, GROS_NO_CARD, GROS_NO_SEAT, &tip) > 0)
    {
      drive_in_table_apply_action (self, &tip);
      return;
    }
  open_card_menu (self, instance);
}

static void
card_menu_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  if (drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), "card-menu", parameter))
    return;
  open_card_menu (DRIVE_IN_TABLE (widget), g_variant_get_int32 (parameter));
}

static void
drag_begin_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  if (drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), "drag-begin", parameter))
    return;
  drive_in_table_drag_begin (DRIVE_IN_TABLE (widget), g_variant_get_int32 (parameter));
}

static void
drag_end_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  if (drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), "drag-end", parameter))
    return;
  drive_in_table_drag_end (DRIVE_IN_TABLE (widget));
}

static void
drag_refused_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  if (drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), "drag-refused", parameter))
    return;
  drive_in_table_drag_refused (DRIVE_IN_TABLE (widget), g_variant_get_int32 (parameter));
}

/* Pass, end the Play phase, or end the turn: what Space does. */
static gboolean
find_pass (DriveInTable *self,
           GrosAction   *out)
{
  const GrosAction *legal;
  guint n;

  if (self->game == NULL)
    return FALSE;
  n = drive_in_table_game_get_human_actions (self->game, &legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROS_ACT_PASS || legal[i].kind == GROS_ACT_END_TURN)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

static void
pass_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  GrosAction pass;

  if (drive_in_table_forward_to_board (self, "pass", NULL))
    return;
  if (find_pass (self, &pass))
    drive_in_table_apply_action (self, &pass);
  else if (self->game != NULL && drive_in_table_game_is_human_turn (self->game))
    {
      const GrosGame *game = drive_in_table_game_get_game (self->game);
      g_autofree char *text = NULL;

      if (game->phase == GROS_PHASE_DISCARD)
        text = g_strdup_printf (_("Discard down to %d cards first: drop cards on your "
                                  "graveyard, or use their menu."),
                                gros_game_hand_limit (game, gros_game_get_deciding_seat (game)));
      else
        text = g_strdup (_("You must choose first."));
      drive_in_table_show_toast (self, text);
    }
}

/* A battle is Grotto Beasts!'s: its table has the action. */
static void
battle_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), "battle", NULL);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  g_autoptr(GError) error = NULL;

  if (drive_in_table_play_undo (self) || self->game == NULL)
    return;
  close_popover (self);
  if (!drive_in_table_game_undo (self->game, &error))
    drive_in_table_show_toast (self, error->message);
}

static void
on_actions_row_activated_cb (GtkListBox    *list,
                             GtkListBoxRow *row,
                             DriveInTable  *self)
{
  const GrosAction *action = g_object_get_data (G_OBJECT (row), "action");
  GrosAction copy = *action;

  gtk_popover_popdown (GTK_POPOVER (self->actions_popover));
  drive_in_table_apply_action (self, &copy);
}

/* The global list of every legal action, for those who play by keyboard. */
static void
on_actions_popover_show_cb (DriveInTable *self)
{
  GtkWidget *box, *scrolled, *heading;
  const GrosAction *legal;
  const GrosGame *game;
  guint n;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  heading = gtk_label_new (_("What you can do now"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  self->actions_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->actions_list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->actions_list, "actions-list");
  g_signal_connect (self->actions_list, "row-activated", G_CALLBACK (on_actions_row_activated_cb),
                    self);
  n = self->game != NULL ? drive_in_table_game_get_human_actions (self->game, &legal) : 0;
  game = self->game != NULL ? drive_in_table_game_get_game (self->game) : NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = gros_game_describe_action_for (game, &legal[i],
                                                             drive_in_table_game_get_viewer (
                                                               self->game));
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      g_object_set_data_full (G_OBJECT (row), "action", g_memdup2 (&legal[i], sizeof legal[i]),
                              g_free);
      gtk_list_box_append (GTK_LIST_BOX (self->actions_list), row);
    }
  if (n == 0)
    {
      GtkWidget *empty = gtk_label_new (_("Nothing: it is not your decision."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (GTK_BOX (box), empty);
    }
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 520);
  /* One line per action, as wide as the longest. */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_size_request (scrolled, 320, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->actions_list);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_popover_set_child (GTK_POPOVER (self->actions_popover), box);
  if (n > 0)
    gtk_widget_child_focus (self->actions_list, GTK_DIR_TAB_FORWARD);
}

static void
show_actions_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (drive_in_table_forward_to_board (self, "show-actions", NULL))
    return;
  if (self->game != NULL && g_str_equal (drive_in_table_get_page (self), "table"))
    gtk_menu_button_popup (GTK_MENU_BUTTON (self->actions_button));
}

static void
toggle_log_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  GtkRevealer *revealer = GTK_REVEALER (self->log_revealer);

  if (drive_in_table_forward_to_board (self, "toggle-log", NULL))
    return;
  gtk_revealer_set_reveal_child (revealer, !gtk_revealer_get_reveal_child (revealer));
}

static void
step_forward_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->play != NULL)
    drive_in_game_play_step_forward (self->play);
  else if (self->game != NULL)
    drive_in_table_game_step_forward (self->game);
}

static void
step_back_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->play != NULL)
    drive_in_game_play_step_back (self->play);
  else if (self->game != NULL)
    drive_in_table_game_step_back (self->game);
}

static gboolean
on_replay_tick_cb (gpointer user_data)
{
  DriveInTable *self = user_data;

  if (self->game == NULL || !drive_in_table_game_step_forward (self->game))
    {
      self->replay_source = 0;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->play_button), FALSE);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
on_every_card_toggled_cb (DriveInTable *self)
{
  if (self->game != NULL)
    drive_in_table_game_set_show_every_card (
      self->game, gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->every_card_button)));
}

static void
on_play_toggled_cb (DriveInTable *self)
{
  gboolean playing = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->play_button));

  g_clear_handle_id (&self->replay_source, g_source_remove);
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            playing ? "media-playback-pause-symbolic"
                                    : "media-playback-start-symbolic");
  if (playing)
    self->replay_source = g_timeout_add (scaled_ms (self, BASE_PACE_MS), on_replay_tick_cb, self);
}

static void
replay_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  g_autoptr(DriveInTableGame) replay = NULL;
  g_autoptr(GError) error = NULL;

  if (drive_in_table_play_replay (self) || self->game == NULL)
    return;
  replay = drive_in_table_game_new_replay (self->game, &error);
  if (replay == NULL)
    {
      drive_in_table_show_toast (self, error->message);
      return;
    }
  drive_in_table_set_game (self, replay);
}

static void
show_ratings_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->game == NULL)
    return;
  drive_in_ratings_view_set_game (DRIVE_IN_RATINGS_VIEW (self->ratings_view), self->game);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "ratings");
  focus_table (self);
}

static void
show_table_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->game != NULL)
    gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "table");
  focus_table (self);
}

/* Titles */

static void ask_titles (DriveInTable *self);

static void
on_title_done_cb (DriveInTitleDialog *dialog,
                  const char         *title,
                  DriveInTable       *self)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "seat"));

  self->title_dialog = NULL;
  if (self->game == NULL || g_object_get_data (G_OBJECT (dialog), "game") != self->game)
    return;
  drive_in_table_game_set_title (self->game, seat, title);
  refresh (self);
  ask_titles (self);
}

/* Each human seat makes its Title; then the computers may move. */
static void
ask_titles (DriveInTable *self)
{
  int seat;
  g_auto(GStrv) words = NULL;
  g_autofree char *name = NULL;
  DriveInTitleDialog *dialog;

  if (self->game == NULL || self->title_dialog != NULL)
    return;
  seat = drive_in_table_game_get_untitled_seat (self->game);
  if (seat < 0)
    {
      drive_in_table_game_start (self->game);
      refresh (self);
      /* Back from the Title dialog: the keyboard goes to the hand. */
      if (self->focus_source == 0)
        self->focus_source = g_idle_add (focus_table_cb, self);
      return;
    }
  if (drive_in_table_get_window (self) == NULL)
    return; /* asked once the table is on screen */
  words = drive_in_table_game_dup_title_words (self->game, seat);
  name = drive_in_table_game_dup_seat_name (self->game, seat);
  dialog = drive_in_title_dialog_new (drive_in_table_get_window (self), name, (const char * const *) words);
  /* 3 points a Title word, 5 in the Resurrected Edition and its variants. */
  drive_in_title_dialog_set_word_points (dialog, drive_in_table_game_get_game (self->game)
                                                   ->params.title_points);
  g_object_set_data (G_OBJECT (dialog), "seat", GINT_TO_POINTER (seat));
  g_object_set_data (G_OBJECT (dialog), "game", self->game);
  g_signal_connect_object (dialog, "done", G_CALLBACK (on_title_done_cb), self, 0);
  self->title_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->title_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Refresh */

/* The step of the turn, or the decision inside it, in a word or two. */
static const char *
phase_name (const GrosGame *game)
{
  switch (game->phase)
    {
    case GROS_PHASE_PLAY:
      return C_("phase", "Play");
    case GROS_PHASE_DISCARD:
      return C_("phase", "Discard");
    case GROS_PHASE_ATTACK_REACT:
    case GROS_PHASE_ATTACK_VICTIM:
      return C_("phase", "Attack");
    case GROS_PHASE_CLIMAX:
      return C_("phase", "Climax");
    case GROS_PHASE_CHOICE:
      return C_("phase", "Choice");
    case GROS_PHASE_RESPONSE:
      return C_("phase", "Response");
    case GROS_PHASE_GAME_OVER:
      return C_("phase", "The End");
    case GROS_PHASE_DRAFT:
      return C_("phase", "Drafting");
    case GROS_PHASE_SETUP_CAST:
    default:
      return C_("phase", "Casting");
    }
}

static const char *
prompt_for_phase (const GrosGame *game)
{
  switch (game->phase)
    {
    case GROS_PHASE_SETUP_CAST:
      if (game->params.cast_all)
        return _("Your starting Characters enter play free: drag each onto your Movie, or press "
                 "Enter on it. Hold back any you like, then press Space.");
      return _("Cast your first Character: drag one onto your Movie, or press Enter on it.");
    case GROS_PHASE_DRAFT:
      return _("Draft your starting hand: pick a card of the packet above (click it, or press "
               "Enter on it); the rest pass clockwise.");
    case GROS_PHASE_PLAY:
      return _("Your turn: drag cards onto the table or press Enter on one. Space ends the Play "
               "phase.");
    case GROS_PHASE_DISCARD:
      return _("Discard down to your hand limit (drop cards on your graveyard), then end your "
               "turn with Space.");
    case GROS_PHASE_ATTACK_REACT:
      return _("React to the attack with a Special Effect or an ability, or pass with Space.");
    case GROS_PHASE_ATTACK_VICTIM:
      return _("Your attack succeeded: choose the victim.");
    case GROS_PHASE_CLIMAX:
      return _("The Climax: a last chance to play Special Effects; pass with Space.");
    case GROS_PHASE_CHOICE:
      return _("Choose how the card's effect goes.");
    case GROS_PHASE_RESPONSE:
      return _("A card is being played: stop it with a Special Effect, or pass with Space.");
    default:
      return "";
    }
}

static void
update_choice_bar (DriveInTable   *self,
                   const GrosGame *game)
{
  const GrosAction *legal;
  guint n = drive_in_table_game_get_human_actions (self->game, &legal);
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->choice_box), child);
  /* The opening draft: the packet the person picks from, as cards to click. */
  if (n > 0 && game->phase == GROS_PHASE_DRAFT)
    {
      GrosSession *session = drive_in_table_game_get_session (self->game);

      for (guint i = 0; i < n; i++)
        if (legal[i].kind == GROS_ACT_CHOOSE && legal[i].card != GROS_NO_CARD)
          {
            GtkWidget *card = drive_in_card_widget_new (gros_session_get_card (session,
                                                                               legal[i].card),
                                                        DRAFT_CARD_WIDTH);

            drive_in_card_widget_set_in_packet (DRIVE_IN_CARD_WIDGET (card), TRUE);
            gtk_flow_box_append (GTK_FLOW_BOX (self->choice_box), card);
            shown++;
          }
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->choice_box),
                                              MAX (shown, 1));
      gtk_revealer_set_reveal_child (GTK_REVEALER (self->choice_revealer), shown > 0);
      return;
    }
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->choice_box), 6);
  /* Questions that belong to no card on the table get buttons. */
  if (n > 0 && (game->phase == GROS_PHASE_CHOICE || game->phase == GROS_PHASE_RESPONSE
                || game->phase == GROS_PHASE_CLIMAX))
    for (guint i = 0; i < n && shown < MAX_CHOICE_BUTTONS; i++)
      {
        g_autofree char *label = NULL;
        GtkWidget *button;

        if (legal[i].kind == GROS_ACT_POPCORN_DISCARD)
          continue;
        label = gros_game_describe_action_for (game, &legal[i],
                                               drive_in_table_game_get_viewer (self->game));
        button = gtk_button_new_with_label (label);
        /* Long labels wrap rather than widen the window. */
        gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
        gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))),
                                       40);
        /* The action itself, not its machine form (which numbers the cards). */
        g_object_set_data_full (G_OBJECT (button), "action",
                                g_memdup2 (&legal[i], sizeof legal[i]), g_free);
        g_signal_connect (button, "clicked", G_CALLBACK (on_popover_button_clicked_cb), self);
        gtk_flow_box_append (GTK_FLOW_BOX (self->choice_box), button);
        shown++;
      }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->choice_revealer), shown > 0);
}

static void
update_bar (DriveInTable *self)
{
  const GrosGame *game = drive_in_table_game_get_game (self->game);
  gboolean replay = drive_in_table_game_is_replay (self->game);
  gboolean human = drive_in_table_game_is_human_turn (self->game);
  gboolean thinking = drive_in_table_game_is_thinking (self->game);
  guint deciding = gros_game_get_deciding_seat (game);
  g_autofree char *active = drive_in_table_game_dup_seat_name (self->game, game->active);
  g_autofree char *decider = drive_in_table_game_dup_seat_name (self->game, deciding);
  g_autofree char *turn = NULL;
  g_autofree char *prompt = NULL;
  GrosAction pass;

  if (game->turn == 0 && game->phase == GROS_PHASE_DRAFT)
    /* Translators: "Drafting · pick 3 of 8": the opening draft of the Resurrected Edition. */
    turn = g_strdup_printf (_("Drafting · pick %u of %u"), game->draft_round + 1,
                            game->params.opening_hand > 0 ? game->params.opening_hand
                                                          : game->params.hand_limit);
  else if (game->turn == 0)
    turn = g_strdup (_("Casting"));
  else
    /* Translators: "Turn 7 · Seat 2 (Easy computer) · Play": the turn, whose, and its step. */
    turn = g_strdup_printf (_("Turn %u · %s · %s"), game->turn, active, phase_name (game));
  gtk_label_set_text (GTK_LABEL (self->turn_label), turn);

  if (gros_game_is_over (game))
    prompt = g_strdup (_("The movie is over."));
  else if (replay)
    prompt = g_strdup_printf (_("Replay: %s decides"), decider);
  else if (drive_in_table_game_get_untitled_seat (self->game) >= 0)
    prompt = g_strdup (_("Titles are being made…"));
  else if (human)
    prompt = g_strdup (prompt_for_phase (game));
  else
    /* Translators: "Seat 3 (Normal computer) is thinking…". */
    prompt = g_strdup_printf (_("%s is thinking…"), decider);
  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt);
  gtk_widget_set_tooltip_text (self->prompt_label, prompt);

  gtk_spinner_set_spinning (GTK_SPINNER (self->thinking_spinner), thinking);
  gtk_widget_set_visible (self->thinking_spinner, thinking);

  gtk_widget_set_visible (self->replay_box, replay);
  gtk_widget_set_visible (self->every_card_button,
                          drive_in_table_game_can_show_every_card (self->game));
  if (replay)
    {
      g_autofree char *step = g_strdup_printf (_("%u / %u"),
                                               drive_in_table_game_get_step (self->game),
                                               drive_in_table_game_get_n_steps (self->game));

      gtk_label_set_text (GTK_LABEL (self->step_label), step);
    }

  gtk_widget_set_visible (self->undo_button, !replay);
  gtk_widget_set_visible (self->actions_button, !replay);
  /* Space passes, ends the Play phase or ends the turn; in the Discard phase over the hand
   * limit it says what to do first. */
  if (find_pass (self, &pass))
    gtk_button_set_label (GTK_BUTTON (self->pass_button),
                          pass.kind == GROS_ACT_END_TURN ? _("End Turn")
                          : game->phase == GROS_PHASE_PLAY ? _("End Play Phase")
                          : game->phase == GROS_PHASE_SETUP_CAST ? _("Done Casting")
                          : _("Pass"));
  else
    gtk_button_set_label (GTK_BUTTON (self->pass_button), _("End Turn"));
  gtk_widget_set_visible (self->pass_button,
                          !replay && human && (find_pass (self, &pass)
                                               || game->phase == GROS_PHASE_DISCARD));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.pass", human);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 drive_in_table_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.step-forward",
                                 replay && drive_in_table_game_get_step (self->game)
                                           < drive_in_table_game_get_n_steps (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.step-back",
                                 replay && drive_in_table_game_get_step (self->game) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.save", !replay);
  update_choice_bar (self, game);
}

/* Keeps the keyboard in the hand when the focused card left it. */
typedef struct
{
  int      instance;
  gboolean in_hand;
  guint    hand_index;
} FocusMemo;

static void
remember_focus (DriveInTable *self,
                FocusMemo    *memo)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  memo->instance = GROS_NO_CARD;
  memo->in_hand = FALSE;
  memo->hand_index = 0;
  if (focus == NULL || !DRIVE_IN_IS_CARD_WIDGET (focus)
      || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return;
  memo->instance = drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (focus));
  memo->in_hand = self->hand != NULL && gtk_widget_is_ancestor (focus, self->hand);
  for (GtkWidget *w = gtk_widget_get_prev_sibling (focus); memo->in_hand && w != NULL;
       w = gtk_widget_get_prev_sibling (w))
    memo->hand_index++;
}

static void
restore_focus (DriveInTable    *self,
               const FocusMemo *memo)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  DriveInCardWidget *widget;

  if (memo->instance == GROS_NO_CARD || (focus != NULL && gtk_widget_get_mapped (focus)))
    return;
  if (memo->in_hand && self->hand != NULL)
    {
      widget = drive_in_hand_view_lookup (DRIVE_IN_HAND_VIEW (self->hand), memo->instance);
      if (widget != NULL && gtk_widget_grab_focus (GTK_WIDGET (widget)))
        return;
      /* The card was played: the card now at its place. */
      if (drive_in_hand_view_focus_nth (DRIVE_IN_HAND_VIEW (self->hand), memo->hand_index))
        return;
    }
  widget = find_card_widget (self, memo->instance);
  if (widget != NULL && gtk_widget_get_mapped (GTK_WIDGET (widget))
      && gtk_widget_grab_focus (GTK_WIDGET (widget)))
    return;
  if (self->hand != NULL && drive_in_hand_view_focus_nth (DRIVE_IN_HAND_VIEW (self->hand), 0))
    return;
  gtk_widget_grab_focus (self->pass_button);
}

static void
flash_pending (DriveInTable *self)
{
  for (guint i = 0; i < self->pending_flash->len; i++)
    {
      DriveInCardWidget *widget = find_card_widget (self, g_array_index (self->pending_flash,
                                                                         int, i));

      if (widget != NULL)
        drive_in_card_widget_flash (widget, scaled_ms (self, BASE_FLASH_MS));
    }
  g_array_set_size (self->pending_flash, 0);
}

static void
refresh (DriveInTable *self)
{
  guint animation_ms = scaled_ms (self, BASE_ANIMATION_MS);
  gboolean attack;
  FocusMemo memo;

  if (self->game == NULL)
    return;
  remember_focus (self, &memo);
  for (guint i = 0; i < self->areas->len; i++)
    drive_in_movie_area_refresh (self->areas->pdata[i], animation_ms);
  if (self->shared_deck_pile != NULL)
    {
      GrosSession *session = drive_in_table_game_get_session (self->game);

      drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->shared_deck_pile),
                                      gros_session_get_zone (session, GROS_ZONE_DECK,
                                                             GROS_SHARED_SEAT));
      drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->shared_graveyard_pile),
                                      gros_session_get_zone (session, GROS_ZONE_GRAVEYARD,
                                                             GROS_SHARED_SEAT));
    }
  drive_in_hand_view_refresh (DRIVE_IN_HAND_VIEW (self->hand), animation_ms);
  /* The opening draft's packets lie on the table too: the choice bar shows the person's one,
   * and the attack panel, which lists the table's cards, waits for the draft to end. */
  if (drive_in_table_game_get_game (self->game)->step == GROS_PHASE_DRAFT)
    attack = FALSE;
  else
    attack = drive_in_attack_panel_refresh (DRIVE_IN_ATTACK_PANEL (self->attack_panel));
  gtk_revealer_set_transition_duration (GTK_REVEALER (self->attack_revealer), animation_ms);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->attack_revealer), attack);
  update_bar (self);
  /* An open Actions list follows the game. */
  if (gtk_widget_get_visible (self->actions_popover))
    on_actions_popover_show_cb (self);
  flash_pending (self);
  restore_focus (self, &memo);

  /* The end: the Ratings, once. */
  if (drive_in_table_game_is_over (self->game) && !self->ratings_shown
      && !drive_in_table_game_is_replay (self->game))
    {
      self->ratings_shown = TRUE;
      drive_in_ratings_view_set_game (DRIVE_IN_RATINGS_VIEW (self->ratings_view), self->game);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "ratings");
      /* The stack hands the keyboard to the page's first button (the replay): the next step
       * is Next Movie or New Game. */
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        drive_in_ratings_view_grab_default (DRIVE_IN_RATINGS_VIEW (self->ratings_view));
    }
}

static void
on_session_changed_cb (DriveInTable *self)
{
  refresh (self);
}

static void
on_session_event_cb (DriveInTable    *self,
                     const GrosEvent *event)
{
  drive_in_attack_panel_add_event (DRIVE_IN_ATTACK_PANEL (self->attack_panel), event);
  switch (event->kind)
    {
    case GROS_EV_PLAY:
    case GROS_EV_ATTACK:
    case GROS_EV_TIP:
    case GROS_EV_BANK:
    case GROS_EV_ABILITY:
    case GROS_EV_ATTACH:
    case GROS_EV_REVEAL:
    case GROS_EV_KNOCK_OUT:
      if (event->card != GROS_NO_CARD)
        {
          int card = event->card; /* the array holds ints; the event an int16_t */

          g_array_append_val (self->pending_flash, card);
        }
      break;
    default:
      break;
    }
}

/* GROS's lines for the shared log: each viewer's as it read when the event happened. */
static char *
log_text_cb (gpointer          item,
             int               viewer,
             DriveInLogStyle  *out_style,
             gpointer          user_data)
{
  GrosSessionEvent *event = item;
  const char *text = gros_session_event_get_text_for (event, viewer);

  switch (gros_session_event_get_event (event)->kind)
    {
    case GROS_EV_TURN:
    case GROS_EV_GAME_OVER:
    case GROS_EV_CLIMAX:
      *out_style = DRIVE_IN_LOG_TURN;
      break;
    case GROS_EV_ATTACK:
    case GROS_EV_ATTACK_RESULT:
    case GROS_EV_KILL:
      *out_style = DRIVE_IN_LOG_ATTACK;
      break;
    default:
      *out_style = DRIVE_IN_LOG_PLAIN;
      break;
    }
  return g_strdup (text);
}

static void
disconnect_session (DriveInTable *self)
{
  if (self->session == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (self->game_log), NULL);
  g_clear_object (&self->viewer_log);
}

static void
connect_session (DriveInTable *self)
{
  disconnect_session (self);
  self->session = g_object_ref (drive_in_table_game_get_session (self->game));
  g_signal_connect_swapped (self->session, "changed", G_CALLBACK (on_session_changed_cb), self);
  g_signal_connect_swapped (self->session, "event", G_CALLBACK (on_session_event_cb), self);
  self->viewer_log = drive_in_viewer_log_new (gros_session_get_log (self->session), log_text_cb,
                                              NULL, drive_in_table_game_get_viewer (self->game));
  drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (self->game_log),
                               G_LIST_MODEL (self->viewer_log));
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static void
remove_shared_piles (DriveInTable *self)
{
  if (self->shared_deck_pile != NULL)
    gtk_box_remove (GTK_BOX (self->shared_box), self->shared_deck_pile);
  if (self->shared_graveyard_pile != NULL)
    gtk_box_remove (GTK_BOX (self->shared_box), self->shared_graveyard_pile);
  self->shared_deck_pile = NULL;
  self->shared_graveyard_pile = NULL;
  gtk_widget_set_visible (self->shared_box, FALSE);
}

/* One Movie per seat: the viewer's below, the others along the top in seat order. */
static void
build_table (DriveInTable *self)
{
  guint n = drive_in_table_game_get_n_seats (self->game);
  int viewer = drive_in_table_game_get_viewer (self->game);
  guint own = viewer >= 0 ? (guint) viewer : 0;
  int width = n - 1 <= 3 ? 64 : 54;

  clear_box (self->opponents_box);
  clear_box (self->own_box);
  clear_box (self->hand_box);
  g_ptr_array_set_size (self->areas, 0);
  for (guint s = 0; s < n; s++)
    g_ptr_array_add (self->areas, NULL);
  for (guint i = 0; i < n; i++)
    {
      guint seat = (own + i) % n;
      GtkWidget *area = drive_in_movie_area_new (self->game, seat, i == 0 ? OWN_CARD_WIDTH
                                                                          : width);

      self->areas->pdata[seat] = area;
      gtk_widget_set_hexpand (area, TRUE);
      if (i == 0)
        {
          gtk_widget_add_css_class (area, "own");
          gtk_box_append (GTK_BOX (self->own_box), area);
        }
      else
        gtk_box_append (GTK_BOX (self->opponents_box), area);
    }
  /* Central Casting: one deck and one graveyard for every seat, where everyone discards. */
  remove_shared_piles (self);
  if (drive_in_table_game_get_game (self->game)->params.shared_deck)
    {
      self->shared_deck_pile = drive_in_pile_button_new ("emblem-documents-symbolic",
                                                         _("Shared deck"), FALSE);
      self->shared_graveyard_pile = drive_in_pile_button_new ("user-trash-symbolic",
                                                              _("Shared graveyard"), TRUE);
      gtk_box_append (GTK_BOX (self->shared_box), self->shared_deck_pile);
      gtk_box_append (GTK_BOX (self->shared_box), self->shared_graveyard_pile);
      drive_in_drop_zone_install (self->shared_graveyard_pile, DRIVE_IN_DROP_GRAVEYARD, own,
                                  GROS_NO_CARD);
    }
  gtk_widget_set_visible (self->shared_box, self->shared_deck_pile != NULL);
  self->hand = drive_in_hand_view_new (self->game, HAND_CARD_WIDTH);
  gtk_widget_set_hexpand (self->hand, TRUE);
  gtk_box_append (GTK_BOX (self->hand_box), self->hand);
  self->attack_panel = drive_in_attack_panel_new (self->game);
  gtk_revealer_set_child (GTK_REVEALER (self->attack_revealer), self->attack_panel);
}

static void
on_game_session_cb (DriveInTable *self)
{
  /* Undo and replays build a new session: new card objects everywhere. */
  close_popover (self);
  connect_session (self);
  for (guint i = 0; i < self->areas->len; i++)
    drive_in_movie_area_reset (self->areas->pdata[i]);
  drive_in_hand_view_reset (DRIVE_IN_HAND_VIEW (self->hand));
  drive_in_attack_panel_reset (DRIVE_IN_ATTACK_PANEL (self->attack_panel));
  g_array_set_size (self->pending_flash, 0);
  refresh (self);
}

static void
on_game_notify_cb (DriveInTable *self)
{
  if (self->game != NULL)
    update_bar (self);
}

static void
on_game_viewer_cb (DriveInTable *self)
{
  /* Another person's turn at a shared table: the table turns to them, their log too. */
  close_popover (self);
  drive_in_viewer_log_set_viewer (self->viewer_log, drive_in_table_game_get_viewer (self->game));
  build_table (self);
  refresh (self);
}

/* Hot seat: between two people's decisions the table is covered until the next one says
 * they have the screen; under the cover it shows only what every seat knows. */
void
drive_in_table_update_cover (DriveInTable *self)
{
  int seat = self->game != NULL ? drive_in_table_game_get_handoff_seat (self->game)
             : self->play != NULL ? drive_in_game_play_get_handoff_seat (self->play) : -1;
  gboolean covered = g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)),
                                "cover") == 0;

  if (seat >= 0)
    {
      g_autofree char *heading = g_strdup_printf (_("Seat %u's turn: pass the screen"), seat + 1);
      g_autofree char *body = g_strdup_printf (_("Only the person at Seat %u should look now: "
                                                 "their cards show when they continue."),
                                               seat + 1);

      close_popover (self);
      drive_in_seat_cover_set_text (DRIVE_IN_SEAT_COVER (self->seat_cover), heading, body);
      if (!covered)
        gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "cover");
      drive_in_seat_cover_grab_focus (DRIVE_IN_SEAT_COVER (self->seat_cover));
    }
  else if (covered)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack),
                                        self->board != NULL ? "board" : "table");
      focus_table (self);
    }
}

static void
on_seat_cover_continue_cb (DriveInTable *self)
{
  if (self->game != NULL)
    drive_in_table_game_take_handoff (self->game);
  if (self->play != NULL)
    drive_in_game_play_take_handoff (self->play);
}

void
drive_in_table_set_game (DriveInTable     *self,
                         DriveInTableGame *game)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE (self));
  g_return_if_fail (game == NULL || DRIVE_IN_IS_TABLE_GAME (game));

  if (self->game == game && self->play == NULL)
    return;
  drive_in_table_clear_play (self);
  close_popover (self);
  if (self->title_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->title_dialog));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->play_button), FALSE);
  /* A new replay shows every card until asked otherwise. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->every_card_button), TRUE);
  disconnect_session (self);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      drive_in_table_game_stop (self->game);
      g_clear_object (&self->game);
    }
  clear_box (self->opponents_box);
  clear_box (self->own_box);
  clear_box (self->hand_box);
  remove_shared_piles (self);
  gtk_revealer_set_child (GTK_REVEALER (self->attack_revealer), NULL);
  g_ptr_array_set_size (self->areas, 0);
  self->hand = NULL;
  self->attack_panel = NULL;
  self->ratings_shown = FALSE;
  g_array_set_size (self->pending_flash, 0);

  if (game == NULL)
    {
      drive_in_ratings_view_set_game (DRIVE_IN_RATINGS_VIEW (self->ratings_view), NULL);
      drive_in_table_update_start_page (self);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "start");
      focus_table (self);
      return;
    }

  self->game = g_object_ref (game);
  if (!drive_in_table_game_is_replay (game))
    {
      g_autoptr(GFile) autosave = drive_in_table_get_autosave_file (self);

      drive_in_table_game_set_autosave_file (game, autosave);
    }
  drive_in_table_set_speed (self, self->speed);
  g_signal_connect_swapped (game, "notify::session", G_CALLBACK (on_game_session_cb), self);
  g_signal_connect_swapped (game, "notify::thinking", G_CALLBACK (on_game_notify_cb), self);
  g_signal_connect_swapped (game, "notify::step", G_CALLBACK (on_game_notify_cb), self);
  g_signal_connect_swapped (game, "notify::viewer", G_CALLBACK (on_game_viewer_cb), self);
  g_signal_connect_swapped (game, "notify::handoff-seat",
                            G_CALLBACK (drive_in_table_update_cover), self);
  connect_session (self);
  build_table (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "table");
  /* A finished game taken up again shows its Ratings at once. */
  refresh (self);
  if (!drive_in_table_game_is_replay (game))
    ask_titles (self);
  focus_table (self);
  drive_in_table_update_cover (self);
}

DriveInTableGame *
drive_in_table_get_game (DriveInTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), NULL);
  return self->game;
}

const char *
drive_in_table_get_page (DriveInTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), NULL);
  return gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
}

void
drive_in_table_set_speed (DriveInTable *self,
                          double        speed)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE (self));

  self->speed = CLAMP (speed, 0.05, 100.0);
  if (self->game != NULL)
    drive_in_table_game_set_pace (self->game, scaled_ms (self, BASE_PACE_MS));
  if (self->play != NULL)
    drive_in_game_play_set_pace (self->play, scaled_ms (self, BASE_PACE_MS));
  if (self->board != NULL)
    drive_in_board_table_set_speed (self->board, self->speed);
  gtk_revealer_set_transition_duration (GTK_REVEALER (self->log_revealer),
                                        scaled_ms (self, BASE_ANIMATION_MS));
}

static void
on_speed_changed_cb (DriveInTable *self)
{
  drive_in_table_set_speed (self, g_settings_get_double (self->settings, "animation-speed"));
}

/* Widget */

static void
drive_in_table_map (GtkWidget *widget)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  GTK_WIDGET_CLASS (drive_in_table_parent_class)->map (widget);
  /* A Title asked for before the table had a window. */
  if (self->game != NULL && !drive_in_table_game_is_replay (self->game))
    ask_titles (self);
  if (self->game == NULL)
    drive_in_table_update_start_page (self);
  /* The page was switched to: the keyboard comes along, once the click that switched it
   * is over. */
  if (self->focus_source == 0)
    self->focus_source = g_idle_add (focus_table_cb, self);
}

static void
drive_in_table_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  gtk_widget_measure (DRIVE_IN_TABLE (widget)->toast_overlay, orientation, for_size, minimum,
                      natural, minimum_baseline, natural_baseline);
}

static void
drive_in_table_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  gtk_widget_allocate (self->toast_overlay, width, height, baseline, NULL);
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static void
drive_in_table_dispose (GObject *object)
{
  DriveInTable *self = DRIVE_IN_TABLE (object);
  GtkWidget *child;

  g_clear_handle_id (&self->replay_source, g_source_remove);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  set_return_focus (self, NULL);
  close_popover (self);
  if (self->title_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->title_dialog));
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  disconnect_session (self);
  drive_in_table_clear_play (self);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      drive_in_table_game_stop (self->game);
      g_clear_object (&self->game);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_TABLE);
  /* Popovers closed a moment ago wait in an idle to be unparented. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->settings);
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  g_clear_pointer (&self->areas, g_ptr_array_unref);
  g_clear_pointer (&self->pending_flash, g_array_unref);
  G_OBJECT_CLASS (drive_in_table_parent_class)->dispose (object);
}

static void
drive_in_table_class_init (DriveInTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_table_dispose;
  widget_class->map = drive_in_table_map;
  widget_class->measure = drive_in_table_measure;
  widget_class->size_allocate = drive_in_table_size_allocate;

  g_type_ensure (DRIVE_IN_TYPE_GAME_LOG);
  g_type_ensure (DRIVE_IN_TYPE_RATINGS_VIEW);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/drive-in-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, online_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, start_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, resume_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, watch_last_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, shared_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, replay_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, step_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, step_forward_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, play_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, every_card_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, actions_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, actions_popover);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, pass_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, undo_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, choice_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, choice_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, attack_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, own_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, log_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, game_log);
  gtk_widget_class_bind_template_child (widget_class, DriveInTable, ratings_view);
  gtk_widget_class_bind_template_callback (widget_class, on_play_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_every_card_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_actions_popover_show_cb);

  gtk_widget_class_install_action (widget_class, "table.apply", "s", apply_activated);
  gtk_widget_class_install_action (widget_class, "table.card-click", "i", card_click_activated);
  gtk_widget_class_install_action (widget_class, "table.card-menu", "i", card_menu_activated);
  gtk_widget_class_install_action (widget_class, "table.drag-begin", "i", drag_begin_activated);
  gtk_widget_class_install_action (widget_class, "table.drag-end", "i", drag_end_activated);
  gtk_widget_class_install_action (widget_class, "table.drag-refused", "i",
                                   drag_refused_activated);
  gtk_widget_class_install_action (widget_class, "table.pass", NULL, pass_activated);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "table.battle", NULL, battle_activated);
  gtk_widget_class_install_action (widget_class, "table.show-actions", NULL,
                                   show_actions_activated);
  gtk_widget_class_install_action (widget_class, "table.toggle-log", NULL, toggle_log_activated);
  gtk_widget_class_install_action (widget_class, "table.step-forward", NULL,
                                   step_forward_activated);
  gtk_widget_class_install_action (widget_class, "table.step-back", NULL, step_back_activated);
  gtk_widget_class_install_action (widget_class, "table.replay", NULL, replay_activated);
  gtk_widget_class_install_action (widget_class, "table.show-ratings", NULL,
                                   show_ratings_activated);
  gtk_widget_class_install_action (widget_class, "table.show-table", NULL, show_table_activated);
  drive_in_table_install_game_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "gametable");
}

static void
drive_in_table_init (DriveInTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-table.css");
  drive_in_drag_scroll_add (GTK_SCROLLED_WINDOW (self->table_scroller));
  self->seat_cover = drive_in_seat_cover_new ();
  g_signal_connect_swapped (self->seat_cover, "continue", G_CALLBACK (on_seat_cover_continue_cb),
                            self);
  gtk_stack_add_named (GTK_STACK (self->stack), self->seat_cover, "cover");
  self->areas = g_ptr_array_new ();
  self->pending_flash = g_array_new (FALSE, FALSE, sizeof (int));
  self->drag_card = GROS_NO_CARD;
  self->speed = 1.0;
}

GtkWidget *
drive_in_table_new (DriveInCatalog *catalog,
                    DriveInLibrary *library)
{
  DriveInTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (library), NULL);

  self = g_object_new (DRIVE_IN_TYPE_TABLE, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = g_object_ref (library);
  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (on_speed_changed_cb), self, G_CONNECT_SWAPPED);
  on_speed_changed_cb (self);
  drive_in_table_update_start_page (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.pass", FALSE);
  return GTK_WIDGET (self);
}
