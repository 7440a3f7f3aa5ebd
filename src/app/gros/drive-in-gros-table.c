/* drive-in-gros-table.c: the GROS table as a DriveInBoard, driven by DriveInGamePlay: every
 * seat's Movie with its Defense, popcorn and banked Plot Twists, the attack in progress, the
 * hand; cards dragged onto the Movies, the cards in play, the attack panel, the popcorn tray
 * and the graveyard; each person's Title named at a Movie's start, Next Movie. What every
 * table shares (the bar, undo, the actions popover, the log, replay, the hot-seat cover,
 * toasts) is the board's. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-widget.h"
#include "drive-in-gros-attack.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-table-private.h"
#include "drive-in-gros-title-sheets.h"
#include "drive-in-label.h"
#include "drive-in-ratings-view.h"
#include "drive-in-resources.h"
#include "drive-in-title-dialog.h"

#define OWN_CARD_WIDTH     84
#define OTHER_CARD_WIDTH   62
#define CROWDED_CARD_WIDTH 44
/* How much of another seat's name and Title its header shows at most (the rest: tooltip). */
#define OTHER_NAME_CHARS   34
#define HAND_CARD_WIDTH    104
#define DRAFT_CARD_WIDTH   96
#define ATTACK_CARD_WIDTH  64
/* The attack grows no taller: the person's seat below it stays in sight. */
#define ATTACK_MAX_HEIGHT  260

G_DEFINE_FINAL_TYPE (DriveInGrosTable, drive_in_gros_table, DRIVE_IN_TYPE_BOARD)

static const GrosGame *
view_of (DriveInGrosTable *self)
{
  return game_session_get_view (self->session);
}

static GtkWidget *
find_card (DriveInBoard *board,
           int           handle)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  DriveInCardWidget *card = NULL;

  for (guint s = 0; card == NULL && self->movies != NULL && s < self->movies->len; s++)
    card = drive_in_card_row_lookup (self->movies->pdata[s], handle);
  if (card == NULL && self->hand != NULL)
    card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->hand), handle);
  if (card == NULL && self->attack != NULL)
    card = drive_in_gros_attack_lookup (DRIVE_IN_GROS_ATTACK (self->attack), handle);
  if (card != NULL)
    return GTK_WIDGET (card);
  /* The opening draft's packet, under the bar (each card in its GtkFlowBoxChild). */
  for (GtkWidget *child = gtk_widget_get_first_child (drive_in_board_get_choice_box (board));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *inner = GTK_IS_FLOW_BOX_CHILD (child)
                         ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : child;

      if (DRIVE_IN_IS_CARD_WIDGET (inner)
          && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (inner)) == handle)
        return inner;
    }
  return NULL;
}

/* ---- The log ---------------------------------------------------------------------------- */

static DriveInLogStyle
log_style (DriveInBoard    *board,
           const GameEvent *event)
{
  switch (event->kind)
    {
    case GROS_EV_TURN:
    case GROS_EV_GAME_OVER:
      return DRIVE_IN_LOG_TURN;
    case GROS_EV_ATTACK:
    case GROS_EV_ATTACK_RESULT:
    case GROS_EV_KILL:
    case GROS_EV_KNOCK_OUT:
      return DRIVE_IN_LOG_ATTACK;
    default:
      return DRIVE_IN_LOG_PLAIN;
    }
}

/* The cards the last action used flash; the attack panel lists the reactions. */
static void
on_event (DriveInBoard    *board,
          const GameEvent *event)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);

  if (self->attack != NULL)
    drive_in_gros_attack_add_event (DRIVE_IN_GROS_ATTACK (self->attack), event);
  switch (event->kind)
    {
    case GROS_EV_PLAY:
    case GROS_EV_ATTACK:
    case GROS_EV_KILL:
    case GROS_EV_KNOCK_OUT:
    case GROS_EV_ATTACH:
      drive_in_board_flash_card (board, event->card);
      break;
    default:
      break;
    }
}

/* ---- The bar ---------------------------------------------------------------------------- */

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

static char *
turn_text (DriveInBoard *board)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  const GrosGame *game = view_of (self);
  g_autofree char *active = NULL;

  if (game->turn == 0 && game->phase == GROS_PHASE_DRAFT)
    /* Translators: "Drafting · pick 3 of 8": the opening draft of the Resurrected Edition. */
    return g_strdup_printf (_("Drafting · pick %u of %u"), game->draft_round + 1,
                            game->params.opening_hand > 0 ? game->params.opening_hand
                                                          : game->params.hand_limit);
  if (game->turn == 0)
    return g_strdup (_("Casting"));
  active = drive_in_game_play_dup_seat_name (self->play, game->active);
  /* Translators: "Turn 7 · Seat 2 (Easy computer) · Play": the turn, whose, and its step. */
  return g_strdup_printf (_("Turn %u · %s · %s"), game->turn, active, phase_name (game));
}

static char *
prompt_for (DriveInBoard *board)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  const GrosGame *game = view_of (self);

  if (self->title_hold)
    return g_strdup (_("Titles are being made…"));
  switch (game->phase)
    {
    case GROS_PHASE_SETUP_CAST:
      if (game->params.cast_all)
        return g_strdup (_("Your starting Characters enter play free: click each in your "
                           "hand. Hold back any you like, then press Space."));
      return g_strdup (_("Cast your first Character: click one in your hand."));
    case GROS_PHASE_DRAFT:
      return g_strdup (_("Draft your starting hand: pick a card of the packet above; the rest "
                         "pass clockwise."));
    case GROS_PHASE_PLAY:
      return g_strdup (_("Your turn: click a card to play or use it. Space ends the Play "
                         "phase."));
    case GROS_PHASE_DISCARD:
      return g_strdup (_("Discard down to your hand limit (click the cards), then end your "
                         "turn with Space."));
    case GROS_PHASE_ATTACK_REACT:
      return g_strdup (_("React to the attack with a Special Effect or an ability, or pass "
                         "with Space."));
    case GROS_PHASE_ATTACK_VICTIM:
      return g_strdup (_("Your attack succeeded: choose the victim."));
    case GROS_PHASE_CLIMAX:
      return g_strdup (_("The Climax: a last chance to play Special Effects; pass with "
                         "Space."));
    case GROS_PHASE_CHOICE:
      return g_strdup (_("Choose how the card's effect goes."));
    case GROS_PHASE_RESPONSE:
      return g_strdup (_("A card is being played: stop it with a Special Effect, or pass with "
                         "Space."));
    default:
      return g_strdup ("");
    }
}

/* Pass, end the Play phase, or end the turn: what Space does. */
static const char *
find_pass (DriveInBoard *board,
           GameAction   *out)
{
  const GrosGame *game = view_of (DRIVE_IN_GROS_TABLE (board));

  if (drive_in_board_find_first (board, GROS_ACT_END_TURN, out))
    return _("End Turn");
  if (!drive_in_board_find_first (board, GROS_ACT_PASS, out))
    return NULL;
  return game->phase == GROS_PHASE_PLAY ? _("End Play Phase")
         : game->phase == GROS_PHASE_SETUP_CAST ? _("Done Casting")
         : _("Pass");
}

/* Questions that belong to no card on the table get buttons: a card's question, a response
 * or the Climax, a card out of sight (a packet of the draft, a deck being searched). */
static GtkWidget *
choice_button (DriveInBoard     *board,
               const GameAction *action)
{
  const GrosGame *game = view_of (DRIVE_IN_GROS_TABLE (board));
  gboolean wanted;

  switch (action->kind)
    {
    case GROS_ACT_PASS:
    case GROS_ACT_END_TURN:
    case GROS_ACT_POPCORN_DISCARD:
      /* The bar's own button, or the card's menu. */
      wanted = FALSE;
      break;
    case GROS_ACT_CHOOSE:
      /* The opening draft: the packet the person picks from, as cards; a click picks. */
      if (game->phase == GROS_PHASE_DRAFT && action->card != GAME_NO_CARD
          && action->card < game->n_cards)
        {
          GameSession *session = drive_in_board_get_session (board);
          return drive_in_card_widget_new_plain (
            game_session_get_card (session, game->cards[action->card].def), action->card,
            DRAFT_CARD_WIDTH);
        }
      G_GNUC_FALLTHROUGH;
    case GROS_ACT_CHOOSE_VICTIM:
      wanted = action->target == GAME_NO_CARD
               || drive_in_board_find_card (board, action->target) == NULL
               || game->phase == GROS_PHASE_DRAFT;
      break;
    default:
      wanted = game->phase == GROS_PHASE_CHOICE || game->phase == GROS_PHASE_RESPONSE
               || game->phase == GROS_PHASE_CLIMAX;
      break;
    }
  return wanted ? drive_in_board_action_button (board, action) : NULL;
}

/* ---- Refresh ---------------------------------------------------------------------------- */

/* How a card in play lies, in words on its badge. */
static const char *
state_badge (const GrosGame *game,
             int             card)
{
  guint flags = game->cards[card].flags;

  if (flags & GROS_CARD_KNOCKED_OUT)
    return C_("card state", "Knocked Out");
  if (flags & GROS_CARD_FACE_DOWN)
    return C_("card state", "Face down");
  if (flags & GROS_CARD_TIPPED)
    return C_("card state", "Tipped");
  return NULL;
}

/* The cards of @seat's zone @kind as a card row shows them (a card the viewer may not know
 * is a card back). */
static DriveInCardRowItem *
zone_items (DriveInGrosTable *self,
            const GrosGame   *game,
            GrosZoneKind      kind,
            guint             seat,
            guint            *out_n)
{
  guint n = gros_game_zone_size (game, kind, seat);
  DriveInCardRowItem *items = g_new0 (DriveInCardRowItem, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      int card = gros_game_zone_card (game, kind, seat, i);

      items[i].handle = card;
      items[i].card = game_session_get_card (self->session, game->cards[card].def);
    }
  *out_n = n;
  return items;
}

static void
update_seat (DriveInGrosTable *self,
             const GrosGame   *game,
             guint             seat,
             guint             ms)
{
  DriveInCardRow *movie = self->movies->pdata[seat];
  g_autofree DriveInCardRowItem *items = NULL;
  g_autofree char *name = drive_in_game_play_dup_seat_name (self->play, seat);
  g_autofree char *stats = NULL;
  g_autofree char *text = NULL;
  GtkWidget *header;
  JsonNode *title = drive_in_game_play_get_table_value (self->play, seat, "title");
  guint n;

  /* The Movie's Title, as the game file keeps it. */
  if (title != NULL && JSON_NODE_HOLDS_VALUE (title)
      && json_node_get_value_type (title) == G_TYPE_STRING)
    {
      char *titled = g_strdup_printf (C_("seat and its Movie Title", "%s · %s"), name,
                                      json_node_get_string (title));

      g_free (name);
      name = titled;
    }

  if (game->params.shared_deck)
    /* Central Casting: one deck and one graveyard for the table. Translators: a seat's
     * counts beside its name, "Defense 7 · Popcorn 2 · Banked 1 · Shared deck 23". */
    stats = g_strdup_printf (_("Defense %d · Popcorn %d · Banked %d · Shared deck %u"),
                             gros_game_movie_defense (game, seat), game->seats[seat].popcorn,
                             game->seats[seat].banked,
                             gros_game_zone_size (game, GROS_ZONE_DECK, GROS_SHARED_SEAT));
  else
    /* Translators: a seat's counts beside its name, "Defense 7 · Popcorn 2 · Banked 1 ·
     * Deck 23". */
    stats = g_strdup_printf (_("Defense %d · Popcorn %d · Banked %d · Deck %u"),
                             gros_game_movie_defense (game, seat), game->seats[seat].popcorn,
                             game->seats[seat].banked,
                             gros_game_zone_size (game, GROS_ZONE_DECK, seat));
  /* The name gives way (ellipsized) before the counts do; the whole of both is in the
   * header's tooltip and accessible name. */
  text = g_strdup_printf (C_("seat name and its counts", "%s · %s"), name, stats);
  header = gtk_widget_get_parent (self->seat_labels->pdata[seat]);
  drive_in_label_set_whole_text (self->seat_labels->pdata[seat], name);
  drive_in_label_set_whole_text (GTK_LABEL (gtk_widget_get_last_child (header)), stats);
  gtk_widget_set_tooltip_text (header, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  if (seat == drive_in_board_own_seat (DRIVE_IN_BOARD (self)) && self->graveyard != NULL)
    {
      g_autofree char *graveyard = NULL;

      if (game->params.shared_deck)
        /* Translators: the table's one graveyard (Central Casting), as a drop zone, with how
         * many cards lie in it. */
        graveyard = g_strdup_printf (_("Shared graveyard · %u"),
                                     gros_game_zone_size (game, GROS_ZONE_GRAVEYARD,
                                                          GROS_SHARED_SEAT));
      else
        /* Translators: the own graveyard's drop zone, with how many cards lie in it. */
        graveyard = g_strdup_printf (_("Graveyard · %u"),
                                     gros_game_zone_size (game, GROS_ZONE_GRAVEYARD, seat));
      gtk_label_set_text (GTK_LABEL (self->graveyard), graveyard);
    }
  items = zone_items (self, game, GROS_ZONE_MOVIE, seat, &n);
  drive_in_card_row_set_items (movie, items, n, FALSE, ms);
  for (guint i = 0; i < n; i++)
    {
      DriveInCardWidget *card = drive_in_card_row_lookup (movie, items[i].handle);

      if (card == NULL)
        continue;
      drive_in_card_widget_set_badges (card, NULL, state_badge (game, items[i].handle));
      /* A Prop goes onto a Character, an effect onto what it targets. */
      drive_in_gros_table_install_drop (self, GTK_WIDGET (card), DRIVE_IN_DROP_CARD, seat,
                                        items[i].handle);
    }
}

static void
update_hand (DriveInGrosTable *self,
             const GrosGame   *game,
             guint             ms)
{
  int seat = drive_in_game_play_get_hand_seat (self->play);
  g_autofree DriveInCardRowItem *items = NULL;
  guint n = 0;

  if (seat >= 0 && (guint) seat < game->n_seats)
    items = zone_items (self, game, GROS_ZONE_HAND, seat, &n);
  /* The person's cards are dragged onto the Movies (or clicked). */
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (self->hand), items, n,
                               drive_in_game_play_is_human_turn (self->play), ms);
}

static void
update_attack (DriveInGrosTable *self)
{
  gboolean shown = drive_in_gros_attack_refresh (DRIVE_IN_GROS_ATTACK (self->attack));

  gtk_revealer_set_reveal_child (GTK_REVEALER (self->attack_revealer), shown);
}

/* A place of the own seat that takes drops: the popcorn tray, the graveyard. */
static GtkWidget *
pile_zone (const char *text,
           const char *tooltip,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

/* The seats: the viewer's at the bottom, the others above in turn order from it. */
static void
build_seats (DriveInGrosTable *self)
{
  guint n = drive_in_game_play_get_n_seats (self->play);
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (self));

  g_ptr_array_set_size (self->seats, 0);
  g_ptr_array_set_size (self->seat_labels, 0);
  g_ptr_array_set_size (self->movies, 0);
  self->popcorn_tray = NULL;
  self->graveyard = NULL;
  for (guint s = 0; s < n; s++)
    {
      int width = s == own ? OWN_CARD_WIDTH : n > 4 ? CROWDED_CARD_WIDTH : OTHER_CARD_WIDTH;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      /* The others' counts go under their names: GtkFlowBox lines seats up by their natural
       * width, so a header that reads whole on one line would leave room for one seat a line. */
      GtkWidget *header = gtk_box_new (s == own ? GTK_ORIENTATION_HORIZONTAL
                                                : GTK_ORIENTATION_VERTICAL, s == own ? 12 : 0);
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *stats = gtk_label_new (NULL);
      GtkWidget *movie = drive_in_card_row_new (width);

      gtk_widget_add_css_class (box, "gros-seat");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      if (s != own)
        gtk_label_set_max_width_chars (GTK_LABEL (label), OTHER_NAME_CHARS);
      gtk_label_set_xalign (GTK_LABEL (stats), 0);
      gtk_widget_add_css_class (stats, "dim-label");
      gtk_box_append (GTK_BOX (header), label);
      gtk_box_append (GTK_BOX (header), stats);
      drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (movie), _("No cards in the Movie"));
      gtk_box_append (GTK_BOX (box), header);
      if (s == own)
        {
          /* Cards of the hand go for popcorn, or to the graveyard in the Discard phase. */
          GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

          /* Without popcorn rules (Classic, Cult Classic) cards are free, but ability costs
           * are still paid by discarding here: the tray stays, under a name that says so. */
          if (view_of (self)->params.popcorn)
            self->popcorn_tray = pile_zone (_("Popcorn tray"),
                                            _("Drop a card here to discard it for 1 popcorn"),
                                            "popcorn-tray");
          else
            self->popcorn_tray = pile_zone (_("Ability Costs"),
                                            _("Drop a card here to discard it toward an "
                                              "ability's cost"), "popcorn-tray");
          self->graveyard = pile_zone (_("Graveyard"),
                                       _("Drop a card here to discard it"), "graveyard");
          drive_in_gros_table_install_drop (self, self->popcorn_tray, DRIVE_IN_DROP_POPCORN, s,
                                            GAME_NO_CARD);
          drive_in_gros_table_install_drop (self, self->graveyard, DRIVE_IN_DROP_GRAVEYARD, s,
                                            GAME_NO_CARD);
          gtk_box_append (GTK_BOX (piles), self->popcorn_tray);
          gtk_box_append (GTK_BOX (piles), self->graveyard);
          gtk_box_append (GTK_BOX (box), piles);
        }
      gtk_box_append (GTK_BOX (box), movie);
      drive_in_gros_table_install_drop (self, box, DRIVE_IN_DROP_MOVIE, s, GAME_NO_CARD);
      g_ptr_array_add (self->seats, box);
      g_ptr_array_add (self->seat_labels, label);
      g_ptr_array_add (self->movies, movie);
    }
  drive_in_board_place_seats (DRIVE_IN_BOARD (self), self->seats, own,
                              GTK_FLOW_BOX (self->opponents_box), GTK_BOX (self->own_box));
}

static gboolean
focus_ratings_cb (gpointer data)
{
  DriveInGrosTable *self = data;

  self->ratings_focus = 0;
  self->ratings_shown = TRUE;
  drive_in_ratings_view_grab_default (DRIVE_IN_RATINGS_VIEW (self->ratings_view));
  return G_SOURCE_REMOVE;
}

/* The end of a movie played here (not a replay): its Ratings above the seats, Next Movie in a
 * series; the keyboard goes to the next step once. */
static void
update_ratings (DriveInGrosTable *self)
{
  gboolean end = drive_in_game_play_is_over (self->play)
                 && !drive_in_game_play_is_replay (self->play);
  /* Before the end, the Ratings so far when asked (as the viewer may know them). */
  gboolean shown = end || self->ratings_asked;

  gtk_widget_set_visible (self->next_movie_button,
                          drive_in_gros_play_has_next_movie (self->play));
  drive_in_ratings_view_set_play (DRIVE_IN_RATINGS_VIEW (self->ratings_view),
                                  shown ? self->play : NULL);
  gtk_widget_set_visible (self->ratings_view, shown);
  /* Once the page has settled: the table puts the keyboard on the board when it shows it. */
  if (end && !self->ratings_shown && gtk_widget_get_mapped (GTK_WIDGET (self))
      && self->ratings_focus == 0)
    self->ratings_focus = g_idle_add_full (G_PRIORITY_DEFAULT, focus_ratings_cb, self, NULL);
}

static void
refresh (DriveInBoard *board)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  const GrosGame *game = view_of (self);
  guint ms = drive_in_board_animation_ms (board);

  for (guint s = 0; s < self->movies->len && s < game->n_seats; s++)
    update_seat (self, game, s, ms);
  update_hand (self, game, ms);
  update_attack (self);
  update_ratings (self);
  /* The cards just shown take part in a drag in progress. */
  drive_in_gros_table_light_drops (board);
}

static void
viewer_changed (DriveInBoard *board)
{
  /* The bottom seat is the viewer's. */
  build_seats (DRIVE_IN_GROS_TABLE (board));
}

/* ---- Titles ----------------------------------------------------------------------------- */

static void ask_titles (DriveInGrosTable *self);

static void
on_title_done_cb (DriveInTitleDialog *dialog,
                  const char         *title,
                  DriveInGrosTable   *self)
{
  int seat = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "seat"));

  drive_in_gros_play_set_title (self->play, seat, title);
  drive_in_board_refresh (DRIVE_IN_BOARD (self));
  /* The dialog goes once this returns: the next seat's comes after it. */
  g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->title_dialog);
  self->title_dialog = NULL;
  ask_titles (self);
}

/* At a Movie's start each person names its Title in turn (a dialog over the window); the
 * computers wait until every person has. */
static void
ask_titles (DriveInGrosTable *self)
{
  const GrosGame *game = view_of (self);
  g_auto(GStrv) words = NULL;
  g_autofree char *name = NULL;
  DriveInTitleDialog *dialog;
  GtkRoot *root;
  int seat;

  if (self->title_dialog != NULL)
    return;
  seat = drive_in_gros_play_get_untitled_seat (self->play);
  if (seat < 0)
    {
      if (self->title_hold)
        {
          self->title_hold = FALSE;
          drive_in_board_update_bar (DRIVE_IN_BOARD (self));
          drive_in_game_play_release (self->play);
        }
      return;
    }
  if (!self->title_hold)
    {
      self->title_hold = TRUE;
      drive_in_game_play_hold (self->play);
    }
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (!GTK_IS_WINDOW (root) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return; /* asked once the board is on screen */
  words = drive_in_gros_play_dup_title_words (self->play, seat);
  name = drive_in_game_play_dup_seat_name (self->play, seat);
  dialog = drive_in_title_dialog_new (GTK_WINDOW (root), name, (const char * const *) words);
  /* 3 points a Title word, 5 in the Resurrected Edition and its variants. */
  drive_in_title_dialog_set_word_points (dialog, game->params.title_points);
  g_object_set_data (G_OBJECT (dialog), "seat", GINT_TO_POINTER (seat));
  g_signal_connect_object (dialog, "done", G_CALLBACK (on_title_done_cb), self, 0);
  self->title_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->title_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

DriveInTitleDialog *
drive_in_gros_table_get_title_dialog (DriveInGrosTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_TABLE (self), NULL);
  return self->title_dialog != NULL ? DRIVE_IN_TITLE_DIALOG (self->title_dialog) : NULL;
}

/* Ratings So Far: shown above the seats, or put away again. */
static void
show_ratings_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (widget);

  self->ratings_asked = !self->ratings_asked;
  update_ratings (self);
}

/* ---- Printing --------------------------------------------------------------------------- */

DriveInPrintOperation *
drive_in_gros_table_new_title_sheets (DriveInGrosTable *self)
{
  const char *titles[GROS_MAX_SEATS] = { NULL };
  DriveInCatalog *catalog;

  g_return_val_if_fail (DRIVE_IN_IS_GROS_TABLE (self), NULL);

  for (guint s = 0; s < drive_in_game_play_get_n_seats (self->play); s++)
    titles[s] = drive_in_gros_play_get_title (self->play, s);
  catalog = drive_in_game_play_get_catalog (self->play);
  return drive_in_gros_title_sheets_new (self->session, catalog, titles, NULL);
}

/* Each seat's Title sheet: its Title, the cards its words came from, the Ratings once over. */
static void
print_title_sheet_activated (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  g_autoptr(DriveInPrintOperation) operation = NULL;

  operation = drive_in_gros_table_new_title_sheets (DRIVE_IN_GROS_TABLE (widget));
  drive_in_print_operation_run_dialog (operation, widget);
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_gros_table_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (drive_in_gros_table_parent_class)->map (widget);
  /* A Title asked for before the board had a window; the keyboard to the end's next step. */
  ask_titles (DRIVE_IN_GROS_TABLE (widget));
  update_ratings (DRIVE_IN_GROS_TABLE (widget));
}

static void
drive_in_gros_table_dispose (GObject *object)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (object);

  if (self->title_dialog != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->title_dialog, self);
      g_object_remove_weak_pointer (G_OBJECT (self->title_dialog),
                                    (gpointer *) &self->title_dialog);
      gtk_window_destroy (GTK_WINDOW (self->title_dialog));
      self->title_dialog = NULL;
    }
  g_clear_handle_id (&self->ratings_focus, g_source_remove);
  /* The play may outlive the board: its computers go on. */
  if (self->title_hold && self->play != NULL)
    drive_in_game_play_release (self->play);
  self->title_hold = FALSE;
  G_OBJECT_CLASS (drive_in_gros_table_parent_class)->dispose (object);
}

static void
drive_in_gros_table_constructed (GObject *object)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (object);
  DriveInBoard *board = DRIVE_IN_BOARD (object);

  G_OBJECT_CLASS (drive_in_gros_table_parent_class)->constructed (object);

  self->play = drive_in_board_get_play (board);
  self->session = drive_in_board_get_session (board);
  self->hand = drive_in_board_add_hand (board, HAND_CARD_WIDTH);
  self->attack = drive_in_gros_attack_new (board, ATTACK_CARD_WIDTH);
  /* Special Effects and the like without a target are dropped on the attack. */
  drive_in_gros_table_install_drop (self, self->attack, DRIVE_IN_DROP_ATTACK, 0, GAME_NO_CARD);
  gtk_revealer_set_child (GTK_REVEALER (self->attack_revealer),
                          drive_in_board_bounded_panel (self->attack, ATTACK_MAX_HEIGHT));
  build_seats (self);
  /* The computers' Titles at once; the people's once the board is on screen. */
  drive_in_gros_play_make_titles (self->play);
  ask_titles (self);
}

/* After the board's own dispose: its parts may still ask about the cards as they go. */
static void
drive_in_gros_table_finalize (GObject *object)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (object);

  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->seat_labels, g_ptr_array_unref);
  g_clear_pointer (&self->movies, g_ptr_array_unref);
  G_OBJECT_CLASS (drive_in_gros_table_parent_class)->finalize (object);
}

static void
drive_in_gros_table_class_init (DriveInGrosTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DriveInBoardClass *board_class = DRIVE_IN_BOARD_CLASS (klass);

  object_class->constructed = drive_in_gros_table_constructed;
  object_class->dispose = drive_in_gros_table_dispose;
  object_class->finalize = drive_in_gros_table_finalize;
  widget_class->map = drive_in_gros_table_map;
  board_class->refresh = refresh;
  board_class->event = on_event;
  board_class->log_style = log_style;
  board_class->turn_text = turn_text;
  board_class->prompt = prompt_for;
  board_class->find_pass = find_pass;
  board_class->find_card = find_card;
  board_class->event_show = drive_in_gros_table_event_show;
  board_class->event_widget = drive_in_gros_table_event_widget;
  board_class->choice_button = choice_button;
  board_class->viewer_changed = viewer_changed;
  board_class->card_click = drive_in_gros_table_card_click;
  board_class->card_menu = drive_in_gros_table_card_menu;
  drive_in_gros_table_dnd_class_init (board_class);
  gtk_widget_class_install_action (widget_class, "board.print-title-sheet", NULL,
                                   print_title_sheet_activated);
  gtk_widget_class_install_action (widget_class, "board.show-ratings", NULL,
                                   show_ratings_activated);

  drive_in_ensure_resources ();
  g_type_ensure (DRIVE_IN_TYPE_RATINGS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-gros-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGrosTable, attack_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrosTable, next_movie_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrosTable, ratings_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrosTable, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrosTable, own_box);

  gtk_widget_class_set_css_name (widget_class, "grostable");
}

static void
drive_in_gros_table_init (DriveInGrosTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->seats = g_ptr_array_new ();
  self->seat_labels = g_ptr_array_new ();
  self->movies = g_ptr_array_new ();
}

GtkWidget *
drive_in_gros_table_new (DriveInGamePlay *play)
{
  DriveInGrosTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROS_TABLE, "play", play, NULL);
  drive_in_board_refresh (DRIVE_IN_BOARD (self));
  return GTK_WIDGET (self);
}

const char *
drive_in_gros_table_get_seat_text (DriveInGrosTable *self,
                                   guint             seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_TABLE (self), NULL);
  g_return_val_if_fail (seat < self->seat_labels->len, NULL);

  return gtk_widget_get_tooltip_text (gtk_widget_get_parent (self->seat_labels->pdata[seat]));
}

const char *
drive_in_gros_table_get_attack_text (DriveInGrosTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_TABLE (self), NULL);

  return drive_in_gros_attack_get_summary (DRIVE_IN_GROS_ATTACK (self->attack));
}
