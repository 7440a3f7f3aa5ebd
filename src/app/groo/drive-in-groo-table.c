/* drive-in-groo-table.c: the Groo table: every town with its Buildings and Army, Groo where
 * he stands, the shared piles, the seven dice where everyone sees them, the Leftover dice
 * going round, the war panel, Wilds on any turn, the hand, the log. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-groo-table-private.h"
#include "drive-in-pile-button.h"
#include "drive-in-resources.h"

#define OWN_CARD_WIDTH    74
#define OTHER_CARD_WIDTH  56
/* Five towns side by side must fit a 1600-pixel screen beside the log. */
#define CROWDED_CARD_WIDTH 40
#define HAND_CARD_WIDTH   100
/* The war grows no taller: the person's town below it stays in sight. */
#define WAR_MAX_HEIGHT 240
#define WAR_CARD_WIDTH    64
#define PLAYED_CARD_WIDTH 64
#define WAITING_CARD_WIDTH 56
/* Waiting Events side by side before the row scrolls. */
#define WAITING_SHOWN     4

G_DEFINE_FINAL_TYPE (DriveInGrooTable, drive_in_groo_table, DRIVE_IN_TYPE_BOARD)

gboolean
drive_in_groo_table_apply (DriveInGrooTable *self,
                           const GameAction *action)
{
  self->picked_die = DRIVE_IN_GROO_NO_DIE;
  return drive_in_board_apply (DRIVE_IN_BOARD (self), action);
}

static GtkWidget *
find_card (DriveInBoard *board,
           int           handle)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  DriveInCardWidget *card = NULL;

  for (guint s = 0; card == NULL && self->towns != NULL && s < self->towns->len; s++)
    card = drive_in_groo_town_lookup (self->towns->pdata[s], handle);
  if (card == NULL && self->war != NULL)
    card = drive_in_groo_war_lookup (DRIVE_IN_GROO_WAR (self->war), handle);
  return card != NULL ? GTK_WIDGET (card) : NULL;
}

/* ---- The log ---------------------------------------------------------------------------- */

static DriveInLogStyle
log_style (DriveInBoard    *board,
           const GameEvent *event)
{
  switch (event->kind)
    {
    case GROO_EV_TURN:
    case GROO_EV_GAME_OVER:
      return DRIVE_IN_LOG_TURN;
    case GROO_EV_WAR:
    case GROO_EV_WAR_RESULT:
    case GROO_EV_LOSE:
    case GROO_EV_EVENT:
      return DRIVE_IN_LOG_ATTACK;
    default:
      return DRIVE_IN_LOG_PLAIN;
    }
}

/* ---- Events: the cards played as they strike, the cards the last action used ------------ */

static void
on_event (DriveInBoard    *board,
          const GameEvent *event)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);

  switch (event->kind)
    {
    case GROO_EV_EVENT:
    case GROO_EV_WILD:
    case GROO_EV_GROO_EFFECT:
      /* Shown where everyone looks until the next one. */
      if (event->card != GAME_NO_CARD)
        {
          self->played_card = event->card;
          self->played_kind = event->kind;
          self->played_seat = event->seat;
        }
      break;
    case GROO_EV_PASS_DICE:
    case GROO_EV_GROO_MOVES:
      /* The town the dice or Groo go to lights up as they arrive. */
      if (event->target_seat < GAME_MAX_SEATS)
        self->arrived |= 1u << event->target_seat;
      break;
    case GROO_EV_BUY:
    case GROO_EV_COMMIT:
    case GROO_EV_POWER:
    case GROO_EV_LOSE:
      drive_in_board_flash_card (board, event->card);
      break;
    default:
      break;
    }
}

/* A game taken up or replayed: the card last played, from the log. */
static void
find_last_played (DriveInGrooTable *self)
{
  GListModel *log = game_session_get_log (self->session);
  int viewer = drive_in_game_play_get_viewer (self->play);

  for (guint i = g_list_model_get_n_items (log); i > 0; i--)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i - 1);
      GameEvent event;

      game_session_event_get_event_for (item, viewer, &event);
      if ((event.kind == GROO_EV_EVENT || event.kind == GROO_EV_WILD
           || event.kind == GROO_EV_GROO_EFFECT) && event.card != GAME_NO_CARD)
        {
          self->played_card = event.card;
          self->played_kind = event.kind;
          self->played_seat = event.seat;
          return;
        }
    }
}

/* ---- Refresh ---------------------------------------------------------------------------- */

static const GrooFrame *
top_frame (const GrooGame *view)
{
  return view->n_frames > 0 ? &view->frames[view->n_frames - 1] : NULL;
}

static char *
prompt_for (DriveInBoard *board)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  const GrooGame *view = game_session_get_view (self->session);
  const GrooFrame *top = top_frame (view);

  if (top != NULL && top->kind == GROO_FRAME_WINDOW)
    {
      if (view->deciding != view->active)
        {
          g_autofree char *active = drive_in_game_play_dup_seat_name (self->play, view->active);

          /* Translators: "On Seat 2 (Easy computer)'s turn: you may play a Wild…". */
          return g_strdup_printf (_("On the turn of %s: you may play a Wild or a power now "
                                    "(click it), or decline with Space."), active);
        }
      return g_strdup (_("You may play a Wild or a power now (click it), or decline with "
                         "Space."));
    }
  if (top != NULL && top->kind == GROO_FRAME_EFFECT)
    {
      if (top->window == GROO_SOURCE_WAR)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "You lost the war: click Buildings of your town "
                                             "worth %u VP to lose.",
                                             "You lost the war: click Buildings of your town "
                                             "worth %u VP to lose.", top->value),
                                top->value);
      return g_strdup (_("A card asks you to choose: click a card, or use the buttons above."));
    }
  switch (view->step)
    {
    case GROO_STEP_DISCARD:
      return g_strdup (_("Discard: click the cards to throw away, then Space to draw."));
    case GROO_STEP_ATTACK:
      return g_strdup (_("Attack: declare war on a town with B or the buttons above, or Space "
                         "for no war."));
    case GROO_STEP_COMMIT_ATTACK:
      return g_strdup (_("Click your Troops to send them to war, then Space when done."));
    case GROO_STEP_COMMIT_DEFEND:
      return g_strdup (_("You are attacked: click Troops to defend with (or none), see the "
                         "outcome, then Space."));
    case GROO_STEP_BUILD:
      if (view->phase == GROO_PHASE_LEFTOVER)
        return g_strdup (_("Leftover dice: drag a die onto a card, or click a card to pay with "
                           "the dice the table picks; Space passes the dice left."));
      return g_strdup (_("Construction: drag a die onto a card, or click a card to pay with the "
                         "dice the table picks; Space passes the leftover dice left."));
    default:
      return g_strdup ("");
    }
}

/* What Space does now: stop discarding, no war, done committing, decline, pass the dice. */
static const char *
find_pass (DriveInBoard *board,
           GameAction   *out)
{
  static const guint order[] = { GROO_ACT_END_DISCARD, GROO_ACT_NO_ATTACK, GROO_ACT_COMMIT_DONE,
                                 GROO_ACT_PASS, GROO_ACT_PASS_DICE };

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    if (drive_in_board_find_first (board, order[k], out))
      switch (order[k])
        {
        case GROO_ACT_END_DISCARD: return _("Draw");
        case GROO_ACT_NO_ATTACK: return _("No War");
        case GROO_ACT_COMMIT_DONE: return _("Done");
        case GROO_ACT_PASS: return _("Decline");
        default: return _("Pass the Dice");
        }
  return NULL;
}

/* A Wild stands out: it may be played on any turn. */
static GtkWidget *
action_button (DriveInGrooTable *self,
               const GameAction *action)
{
  GtkWidget *button = drive_in_board_action_button (DRIVE_IN_BOARD (self), action);

  if (action->kind == GROO_ACT_WILD)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

/* Questions that belong to no card in sight get buttons: the town to attack, a Wild to play
 * (on any turn), a power, an effect's question about a seat, a die or a card out of sight. */
static GtkWidget *
choice_button (DriveInBoard     *board,
               const GameAction *action)
{
  switch (action->kind)
    {
    case GROO_ACT_ATTACK:
    case GROO_ACT_WILD:
    case GROO_ACT_POWER:
      return action_button (DRIVE_IN_GROO_TABLE (board), action);
    case GROO_ACT_CHOOSE:
      if (action->card == GAME_NO_CARD || drive_in_board_find_card (board, action->card) == NULL)
        return action_button (DRIVE_IN_GROO_TABLE (board), action);
      return NULL;
    default:
      return NULL;
    }
}

static void
update_score_race (DriveInGrooTable *self,
                   const GrooGame   *view)
{
  DriveInScoreRace *race = DRIVE_IN_SCORE_RACE (self->score_race);
  gboolean over = groo_game_is_over (view);

  drive_in_score_race_set_n_seats (race, view->n_seats);
  for (guint s = 0; s < view->n_seats; s++)
    {
      g_autofree char *name = drive_in_game_play_dup_seat_name (self->play, s);

      drive_in_score_race_set_seat (race, s, name, groo_game_town_vp (view, s), view->goal,
                                    !over && view->active == s,
                                    over && ((view->winners >> s) & 1));
    }
}

static void
update_hand (DriveInGrooTable *self,
             const GrooGame   *view)
{
  int seat = drive_in_game_play_get_hand_seat (self->play);
  g_autofree DriveInCardRowItem *items = NULL;
  guint n = 0;

  if (seat >= 0)
    {
      guint zone = GROO_ZONE_HAND (seat);

      n = groo_game_zone_size (view, zone);
      items = g_new0 (DriveInCardRowItem, MAX (n, 1));
      for (guint i = 0; i < n; i++)
        {
          int card = groo_game_zone_card (view, zone, i);

          items[i].handle = card;
          items[i].card = view->cards[card].def == GROO_HIDDEN_DEF
                          ? NULL : game_session_get_card (self->session, view->cards[card].def);
        }
    }
  /* Dice are dragged onto the hand's cards, not the cards onto the table. */
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (self->hand), items, n, FALSE,
                               drive_in_board_animation_ms (DRIVE_IN_BOARD (self)));
  for (guint i = 0; i < n; i++)
    {
      DriveInCardWidget *card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->hand),
                                                          items[i].handle);
      const GrooCardDef *def = groo_game_card (view, items[i].handle);
      g_autofree char *stat = NULL;

      if (card == NULL || def == NULL)
        continue;
      if (def->kind == GROO_KIND_BUILDING)
        stat = g_strdup_printf (_("%u VP"), def->vp);
      else if (def->kind == GROO_KIND_TROOP)
        stat = g_strdup_printf (C_("groo troop", "%u/%u"), def->attack, def->defense);
      drive_in_card_widget_set_badges (card, stat, NULL);
    }
  drive_in_groo_table_prepare_hand (self);
}

static gboolean
discard_changed (DriveInGrooTable *self,
                 const GrooGame   *view)
{
  guint n = groo_game_zone_size (view, GROO_ZONE_DISCARD);
  g_autoptr(DriveInCard) top = NULL;
  int card;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->discard)) != n)
    return TRUE;
  if (n == 0)
    return FALSE;
  top = g_list_model_get_item (G_LIST_MODEL (self->discard), n - 1);
  card = groo_game_zone_card (view, GROO_ZONE_DISCARD, n - 1);
  return top != game_session_get_card (self->session, view->cards[card].def);
}

/* The card just played stays in sight until the next (new ones slide in, once). */
static void
update_played (DriveInGrooTable *self,
               const GrooGame   *view,
               guint             ms)
{
  GtkWidget *shown = gtk_widget_get_first_child (self->played_box);
  gboolean visible = self->played_card != GAME_NO_CARD && self->played_card < view->n_cards
                     && view->cards[self->played_card].def != GROO_HIDDEN_DEF;
  DriveInCard *card = visible ? game_session_get_card (self->session,
                                                    view->cards[self->played_card].def)
                           : NULL;
  g_autofree char *who = NULL;
  g_autofree char *text = NULL;
  GtkWidget *widget;

  if (shown != NULL
      && (card == NULL
          || drive_in_card_widget_get_plain_card (DRIVE_IN_CARD_WIDGET (shown)) != card
          || drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (shown))
             != self->played_card))
    {
      gtk_box_remove (GTK_BOX (self->played_box), shown);
      shown = NULL;
    }
  if (card == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->played_caption), _("Nothing played yet"));
      gtk_widget_set_tooltip_text (self->played_caption, NULL);
      return;
    }
  who = drive_in_game_play_dup_seat_name (self->play, self->played_seat);
  if (self->played_kind == GROO_EV_EVENT)
    /* Translators: "Event drawn by Seat 2: it strikes every town". */
    text = g_strdup_printf (_("Event drawn by %s: it strikes every town"), who);
  else if (self->played_kind == GROO_EV_WILD)
    text = g_strdup_printf (_("Wild played by %s"), who);
  else
    text = g_strdup_printf (_("Groo Effect played by %s"), who);
  gtk_label_set_text (GTK_LABEL (self->played_caption), text);
  gtk_widget_set_tooltip_text (self->played_caption, text);
  if (shown != NULL)
    return;
  widget = drive_in_card_widget_new_plain (card, self->played_card, PLAYED_CARD_WIDTH);
  gtk_box_append (GTK_BOX (self->played_box), widget);
  drive_in_card_widget_animate_in (DRIVE_IN_CARD_WIDGET (widget), ms);
  drive_in_card_widget_flash (DRIVE_IN_CARD_WIDGET (widget),
                              drive_in_board_flash_ms (DRIVE_IN_BOARD (self)));
}

/* One Event waiting for room: the card, and under it the seat that drew it (it is played as
 * theirs). Its accessible name says both; the card's own tooltip shows it large. */
static GtkWidget *
waiting_entry (DriveInGrooTable *self,
               const GrooGame   *view,
               int               card,
               guint             drawer,
               guint             ms)
{
  gboolean visible = view->cards[card].def != GROO_HIDDEN_DEF;
  DriveInCard *def = visible ? game_session_get_card (self->session, view->cards[card].def) : NULL;
  GtkWidget *entry = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *widget = drive_in_card_widget_new_plain (def, card, WAITING_CARD_WIDTH);
  g_autofree char *who = drawer != GROO_NO_SEAT
                         ? drive_in_game_play_dup_seat_name (self->play, drawer)
                         : g_strdup ("");
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;
  GtkWidget *caption = gtk_label_new (who);

  /* Translators: a waiting Event read out: "Harvest Festival, drawn by Seat 2 (Easy
   * computer)". */
  label = g_strdup_printf (_("%s, drawn by %s"),
                           visible ? groo_game_card (view, card)->name : _("A face-down card"),
                           who);
  /* Translators: "Drawn by Seat 2 (Easy computer): played as theirs once the table has room". */
  tooltip = g_strdup_printf (_("Drawn by %s: played as theirs once the table has room"), who);
  gtk_widget_add_css_class (entry, "waiting-event");
  gtk_widget_set_tooltip_text (entry, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_object_set_data (G_OBJECT (entry), "card", GINT_TO_POINTER (card));
  g_object_set_data (G_OBJECT (entry), "drawer", GUINT_TO_POINTER (drawer));
  g_object_set_data_full (G_OBJECT (entry), "who", g_strdup (who), g_free);
  g_object_set_data (G_OBJECT (entry), "def", def);
  gtk_widget_set_halign (widget, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (entry), widget);
  /* One line, as wide as the card's name: the seat's whole name is in the tooltip. */
  gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (caption), 8);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 8);
  gtk_widget_set_size_request (caption, WAITING_CARD_WIDTH + 12, -1);
  gtk_widget_add_css_class (caption, "waiting-drawer");
  gtk_box_append (GTK_BOX (entry), caption);
  drive_in_card_widget_animate_in (DRIVE_IN_CARD_WIDGET (widget), ms);
  return entry;
}

/* The Events waiting face up for room on the table (docs/groo.md, reading 14), in the order
 * they will be played: the first drawn, at the bottom of the zone, on the left. Entries still
 * right stay (no slide-in again); from the first that differs, the row is made anew. */
static void
update_waiting (DriveInGrooTable *self,
                const GrooGame   *view,
                guint             ms)
{
  guint n = groo_game_zone_size (view, GROO_ZONE_WAITING);
  GtkWidget *entry = gtk_widget_get_first_child (self->waiting_box);
  GtkWidget *next;

  /* Played from the left: those gone leave first. */
  while (entry != NULL && n > 0
         && groo_game_waiting_drawer (view, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry),
                                                                              "card")))
            == GROO_NO_SEAT)
    {
      next = gtk_widget_get_next_sibling (entry);
      gtk_box_remove (GTK_BOX (self->waiting_box), entry);
      entry = next;
    }
  for (guint i = 0; i < n; i++)
    {
      int card = groo_game_zone_card (view, GROO_ZONE_WAITING, i);
      guint drawer = groo_game_waiting_drawer (view, card);
      DriveInCard *def = view->cards[card].def != GROO_HIDDEN_DEF
                      ? game_session_get_card (self->session, view->cards[card].def) : NULL;
      g_autofree char *who = drawer != GROO_NO_SEAT
                             ? drive_in_game_play_dup_seat_name (self->play, drawer) : NULL;

      /* The same card, drawn by the same seat under the same name (who plays it may change). */
      if (entry != NULL
          && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "card")) == card
          && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "drawer")) == drawer
          && g_object_get_data (G_OBJECT (entry), "def") == (gpointer) def
          && g_strcmp0 (g_object_get_data (G_OBJECT (entry), "who"), who != NULL ? who : "") == 0)
        {
          entry = gtk_widget_get_next_sibling (entry);
          continue;
        }
      while (entry != NULL)
        {
          next = gtk_widget_get_next_sibling (entry);
          gtk_box_remove (GTK_BOX (self->waiting_box), entry);
          entry = next;
        }
      gtk_box_append (GTK_BOX (self->waiting_box),
                      waiting_entry (self, view, card, drawer, ms));
    }
  while (entry != NULL)
    {
      next = gtk_widget_get_next_sibling (entry);
      gtk_box_remove (GTK_BOX (self->waiting_box), entry);
      entry = next;
    }
  if (n > 0)
    {
      /* Translators: the title above the Events waiting for room, with how many there are. */
      g_autofree char *title = g_strdup_printf (_("Waiting for Room (%u)"), n);

      gtk_label_set_text (GTK_LABEL (self->waiting_title), title);
    }
  gtk_widget_set_visible (self->waiting_column, n > 0);
}

/* The shared piles, the dice, Groo's town and the card just played. */
static void
update_commons (DriveInGrooTable *self,
                const GrooGame   *view)
{
  guint ms = drive_in_board_animation_ms (DRIVE_IN_BOARD (self));
  guint n = groo_game_zone_size (view, GROO_ZONE_DISCARD);
  g_autofree char *groo = NULL;
  g_autofree char *host = NULL;
  g_autofree char *caption = NULL;
  gboolean rolled = view->dice[0] != GROO_FACE_NONE
                    && (view->phase == GROO_PHASE_CONSTRUCTION
                        || view->phase == GROO_PHASE_LEFTOVER);
  guint8 faces[GROO_N_DICE];

  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->deck_pile),
                                  groo_game_zone_size (view, GROO_ZONE_DECK));
  /* The discard pile is public: rebuilt when it changed. */
  if (discard_changed (self, view))
    {
      g_list_store_remove_all (self->discard);
      for (guint i = 0; i < n; i++)
        {
          int card = groo_game_zone_card (view, GROO_ZONE_DISCARD, i);
          DriveInCard *def = game_session_get_card (self->session, view->cards[card].def);

          if (def != NULL)
            g_list_store_append (self->discard, def);
        }
    }

  memcpy (faces, view->dice, GROO_N_DICE);
  if (!rolled)
    memset (faces, GROO_FACE_NONE, GROO_N_DICE);
  drive_in_groo_dice_set_dice (DRIVE_IN_GROO_DICE (self->dice), faces,
                               rolled ? view->dice_used : 0, ms * 3);
  if (rolled)
    {
      g_autofree char *holder = drive_in_game_play_dup_seat_name (self->play, view->holder);

      caption = groo_game_unspent_dice (view) != 0
                /* Translators: "Seat 3 (Easy computer) holds the dice". */
                ? g_strdup_printf (_("%s holds the dice"), holder)
                : g_strdup (_("Every die is spent"));
    }
  else
    caption = g_strdup (_("The dice are rolled in the Construction phase"));
  drive_in_groo_dice_set_caption (DRIVE_IN_GROO_DICE (self->dice), caption);

  host = drive_in_game_play_dup_seat_name (self->play, view->groo);
  /* Translators: "Groo is in the town of Seat 2 (Easy computer)". */
  groo = g_strdup_printf (_("Groo is in the town of %s"), host);
  /* The column says where Groo is; the label names whose town, whole in its tooltip. */
  gtk_label_set_text (GTK_LABEL (self->groo_label), host);
  gtk_widget_set_tooltip_text (self->groo_label, groo);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->groo_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, groo, -1);

  update_played (self, view, ms);
  update_waiting (self, view, ms);
}

static char *
turn_text (DriveInBoard *board)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  const GrooGame *view = game_session_get_view (self->session);
  g_autofree char *active = NULL;

  if (view->turn == 0 || groo_game_is_over (view))
    return g_strdup (groo_phase_label (view->phase));
  active = drive_in_game_play_dup_seat_name (self->play, view->active);
  /* Translators: "Turn 7 · Seat 2 (Easy computer) · Construction". */
  return g_strdup_printf (_("Turn %u · %s · %s"), view->turn, active,
                          groo_phase_label (view->phase));
}

static void
update_war_button (DriveInGrooTable *self)
{
  GameAction war;
  gboolean offered = drive_in_game_play_is_human_turn (self->play)
                     && drive_in_board_find_first (DRIVE_IN_BOARD (self), GROO_ACT_ATTACK, &war);

  gtk_widget_set_visible (self->war_button, offered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.battle", offered);
}

/* The towns: the viewer's at the bottom, the others above in turn order from it. */
static void
build_towns (DriveInGrooTable *self)
{
  guint n = drive_in_game_play_get_n_seats (self->play);
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (self));

  g_ptr_array_set_size (self->towns, 0);
  for (guint s = 0; s < n; s++)
    {
      int width = s == own ? OWN_CARD_WIDTH : n > 3 ? CROWDED_CARD_WIDTH : OTHER_CARD_WIDTH;
      GtkWidget *town = drive_in_groo_town_new (self->session, s, width);
      g_autofree char *name = drive_in_game_play_dup_seat_name (self->play, s);

      drive_in_groo_town_set_name (DRIVE_IN_GROO_TOWN (town), name);
      g_ptr_array_add (self->towns, town);
    }
  drive_in_board_place_seats (DRIVE_IN_BOARD (self), self->towns, own,
                              GTK_FLOW_BOX (self->opponents_box), GTK_BOX (self->own_box));
}

static void
refresh (DriveInBoard *board)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  const GrooGame *view = game_session_get_view (self->session);
  guint ms = drive_in_board_animation_ms (board);

  if (!drive_in_game_play_is_human_turn (self->play))
    self->picked_die = DRIVE_IN_GROO_NO_DIE;
  for (guint s = 0; s < self->towns->len; s++)
    drive_in_groo_town_refresh (self->towns->pdata[s], ms);
  update_hand (self, view);
  update_score_race (self, view);
  update_commons (self, view);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->war_revealer),
                                 drive_in_groo_war_refresh (DRIVE_IN_GROO_WAR (self->war), ms));
  update_war_button (self);
  drive_in_groo_table_light (self);
  /* The towns the dice or Groo just came to. */
  for (guint s = 0; s < self->towns->len; s++)
    if ((self->arrived >> s) & 1)
      drive_in_groo_town_flash (self->towns->pdata[s], drive_in_board_flash_ms (board));
  self->arrived = 0;
}

/* A replay's step back or forward: the card last played is the log's. */
static void
step_changed (DriveInBoard *board)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);

  self->played_card = GAME_NO_CARD;
  find_last_played (self);
}

static void
viewer_changed (DriveInBoard *board)
{
  /* The bottom town is the viewer's. */
  build_towns (DRIVE_IN_GROO_TABLE (board));
}

static void
choose (DriveInBoard     *board,
        const GameAction *action)
{
  drive_in_groo_table_apply (DRIVE_IN_GROO_TABLE (board), action);
}

/* ---- Actions ---------------------------------------------------------------------------- */

/* B: war on the only town there is, else the towns to choose from beside the War button. */
static void
battle_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (widget);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));
  GtkWidget *box;

  if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROO_ACT_ATTACK, GAME_NO_CARD, FALSE,
                                   found) == 0)
    return;
  if (found->len == 1)
    {
      drive_in_groo_table_apply (self, &g_array_index (found, GameAction, 0));
      return;
    }
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  for (guint i = 0; i < found->len; i++)
    gtk_box_append (GTK_BOX (box), action_button (self, &g_array_index (found, GameAction, i)));
  drive_in_board_show_popover (DRIVE_IN_BOARD (self), box,
                               gtk_widget_get_visible (self->war_button)
                               ? self->war_button
                               : drive_in_board_get_prompt_label (DRIVE_IN_BOARD (self)));
}

static void
die_click_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  drive_in_groo_table_die_click (DRIVE_IN_GROO_TABLE (widget), g_variant_get_uint32 (parameter));
}

static void
die_drag_begin_activated (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  drive_in_groo_table_die_drag (DRIVE_IN_GROO_TABLE (widget), g_variant_get_uint32 (parameter),
                                TRUE);
}

static void
die_drag_end_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  drive_in_groo_table_die_drag (DRIVE_IN_GROO_TABLE (widget), g_variant_get_uint32 (parameter),
                                FALSE);
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_groo_table_constructed (GObject *object)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (object);
  DriveInBoard *board = DRIVE_IN_BOARD (object);

  G_OBJECT_CLASS (drive_in_groo_table_parent_class)->constructed (object);

  self->play = drive_in_board_get_play (board);
  self->session = drive_in_board_get_session (board);
  self->hand = drive_in_board_add_hand (board, HAND_CARD_WIDTH);
  self->war = drive_in_groo_war_new (self->play, WAR_CARD_WIDTH);
  gtk_revealer_set_child (GTK_REVEALER (self->war_revealer),
                          drive_in_board_bounded_panel (self->war, WAR_MAX_HEIGHT));
  build_towns (self);
  find_last_played (self);
}

/* After the board's own dispose: its parts may still ask about the cards as they go. */
static void
drive_in_groo_table_finalize (GObject *object)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (object);

  g_clear_object (&self->discard);
  g_clear_pointer (&self->towns, g_ptr_array_unref);
  g_clear_pointer (&self->candidates, g_array_unref);
  G_OBJECT_CLASS (drive_in_groo_table_parent_class)->finalize (object);
}

static void
drive_in_groo_table_class_init (DriveInGrooTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DriveInBoardClass *board_class = DRIVE_IN_BOARD_CLASS (klass);

  object_class->constructed = drive_in_groo_table_constructed;
  object_class->finalize = drive_in_groo_table_finalize;
  board_class->refresh = refresh;
  board_class->event = on_event;
  board_class->log_style = log_style;
  board_class->turn_text = turn_text;
  board_class->prompt = prompt_for;
  board_class->find_pass = find_pass;
  board_class->choose = choose;
  board_class->find_card = find_card;
  board_class->event_show = drive_in_groo_table_event_show;
  board_class->event_widget = drive_in_groo_table_event_widget;
  board_class->choice_button = choice_button;
  board_class->viewer_changed = viewer_changed;
  board_class->step_changed = step_changed;
  /* Dice are dragged at this table, not cards. */
  board_class->card_click = drive_in_groo_table_card_click;
  board_class->card_menu = drive_in_groo_table_card_menu;

  g_type_ensure (DRIVE_IN_TYPE_SCORE_RACE);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-groo-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGrooTable, war_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrooTable, score_race);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrooTable, commons_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrooTable, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrooTable, war_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrooTable, own_box);

  gtk_widget_class_install_action (widget_class, "board.battle", NULL, battle_activated);
  gtk_widget_class_install_action (widget_class, "board.die-click", "u", die_click_activated);
  gtk_widget_class_install_action (widget_class, "board.die-drag-begin", "u",
                                   die_drag_begin_activated);
  gtk_widget_class_install_action (widget_class, "board.die-drag-end", "u",
                                   die_drag_end_activated);

  gtk_widget_class_set_css_name (widget_class, "grootable");
}

static GtkWidget *
commons_column (const char *title,
                GtkWidget  *child)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "row-title");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), child);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  return box;
}

static void
drive_in_groo_table_init (DriveInGrooTable *self)
{
  GtkWidget *piles, *piles_and_groo, *played, *dice_column, *waiting;

  DriveInBoard *board = DRIVE_IN_BOARD (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-groo-table.css");
  gtk_widget_add_css_class (drive_in_board_get_felt (board), "groo-felt");
  /* The towns scroll up and down only. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (drive_in_board_get_felt_scroller (board)),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  self->towns = g_ptr_array_new ();
  self->candidates = g_array_new (FALSE, FALSE, sizeof (int));
  self->discard = g_list_store_new (DRIVE_IN_TYPE_CARD);
  self->played_card = GAME_NO_CARD;
  self->picked_die = DRIVE_IN_GROO_NO_DIE;
  self->hover_card = GAME_NO_CARD;
  /* The dice have their own place: the chance view (coins, numbered dice) is not used. */
  gtk_widget_set_visible (drive_in_board_get_chance_view (board), FALSE);

  piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->deck_pile = drive_in_pile_button_new ("view-paged-symbolic", _("Draw Deck"), FALSE);
  gtk_box_append (GTK_BOX (piles), self->deck_pile);
  self->discard_pile = drive_in_pile_button_new ("user-trash-symbolic", _("Discard Pile"), TRUE);
  drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->discard_pile),
                                  G_LIST_MODEL (self->discard));
  gtk_box_append (GTK_BOX (piles), self->discard_pile);
  /* Where Groo is goes under the piles: beside the log at 1100 px the row has room for the
   * piles, the seven dice and the card just played, not for one more column. */
  piles_and_groo = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (piles_and_groo), commons_column (_("Shared Piles"), piles));
  gtk_box_append (GTK_BOX (self->commons_box), piles_and_groo);

  self->dice = drive_in_groo_dice_new ();
  dice_column = commons_column (_("The Dice"), self->dice);
  gtk_widget_set_hexpand (dice_column, TRUE);
  gtk_box_append (GTK_BOX (self->commons_box), dice_column);

  self->groo_label = gtk_label_new ("");
  gtk_widget_add_css_class (self->groo_label, "groo-where");
  gtk_label_set_wrap (GTK_LABEL (self->groo_label), TRUE);
  /* It names the town's seat alone (the column's title says the rest), as wide as the piles;
   * a long seat name (an online account) ends in "…", its tooltip says it whole. */
  gtk_label_set_width_chars (GTK_LABEL (self->groo_label), 8);
  gtk_label_set_max_width_chars (GTK_LABEL (self->groo_label), 14);
  gtk_label_set_lines (GTK_LABEL (self->groo_label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (self->groo_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (piles_and_groo),
                  commons_column (_("Where Groo Is"), self->groo_label));

  played = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->played_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (played), self->played_box);
  self->played_caption = gtk_label_new ("");
  gtk_label_set_wrap (GTK_LABEL (self->played_caption), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (self->played_caption), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (self->played_caption), 22);
  gtk_label_set_lines (GTK_LABEL (self->played_caption), 4);
  gtk_label_set_ellipsize (GTK_LABEL (self->played_caption), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->played_caption, "played-caption");
  gtk_box_append (GTK_BOX (played), self->played_caption);
  gtk_box_append (GTK_BOX (self->commons_box), commons_column (_("Just Played"), played));

  /* Events drawn while the table was full wait beside the card being played. */
  self->waiting_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  waiting = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (waiting), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (waiting), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (waiting), TRUE);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (waiting),
                                             WAITING_SHOWN * (WAITING_CARD_WIDTH + 12 + 6));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (waiting), self->waiting_box);
  self->waiting_column = commons_column (_("Waiting for Room"), waiting);
  /* commons_column() puts its title first: it counts them too (some may be scrolled away). */
  self->waiting_title = gtk_widget_get_first_child (self->waiting_column);
  gtk_widget_set_tooltip_text (self->waiting_column,
                               _("Events drawn while the table was full: each is played as "
                                 "the seat that drew it, left to right, once there is room"));
  gtk_widget_set_visible (self->waiting_column, FALSE);
  gtk_box_append (GTK_BOX (self->commons_box), self->waiting_column);
}

GtkWidget *
drive_in_groo_table_new (DriveInGamePlay *play)
{
  DriveInGrooTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROO_TABLE, "play", play, NULL);
  drive_in_board_refresh (DRIVE_IN_BOARD (self));
  return GTK_WIDGET (self);
}
