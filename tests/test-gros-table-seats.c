/* test-gros-table-seats.c: what the GROS board shows whom: the cover between two people at one
 * table, the log as each person read it, no label, tooltip or card's accessible name of the
 * board naming a card hidden from its viewer, replays as their person saw them, drop zones
 * that take exactly what the rules allow, and a table closed while a computer thinks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-card-row.h"
#include "drive-in-card-widget.h"
#include "drive-in-game-log.h"
#include "drive-in-gros-table-private.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "gros-game-id.h"
#include "gros-hidden-common.h"
#include "gros-test-util.h"
#include "table-test-util.h"

static DriveInApplication *app;
static const GameRules *rules;

typedef DriveInTableFixture Fixture;

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

static DriveInGrosTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_true (DRIVE_IN_IS_GROS_TABLE (board));
  return DRIVE_IN_GROS_TABLE (board);
}

/* A game of @n_seats (random legal decks): people where @humans has a bit. */
static DriveInGamePlay *
make_play (guint       n_seats,
           guint       humans,
           GameAiLevel level,
           guint64     seed)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL,
                                                              n_seats, seed);

  return drive_in_test_play_new (get_catalog (), record, level, humans);
}

static gboolean
person_or_cover_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play)
         || drive_in_game_play_get_handoff_seat (play) >= 0;
}

/* Every text the board shows now: labels (popovers included), button labels, tooltips; and
 * each card widget's accessible name, which must be what it shows. The game log is checked
 * by check_log_rows(): its lines name what was public when they happened (a Title card
 * shown, then shuffled back). */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *out)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (DRIVE_IN_IS_GAME_LOG (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_ptr_array_add (out, g_strdup (gtk_button_get_label (GTK_BUTTON (widget))));
  if (tooltip != NULL)
    g_ptr_array_add (out, g_strdup (tooltip));
  if (DRIVE_IN_IS_CARD_WIDGET (widget))
    {
      DriveInCard *card = drive_in_card_widget_get_shown_card (DRIVE_IN_CARD_WIDGET (widget));
      const char *name = card != NULL ? drive_in_card_get_name (card) : "Face-down card";
      g_autofree char *mismatch = NULL;

      /* Screen readers hear the card's name only when the viewer sees it. */
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, name);
      if (mismatch != NULL)
        g_error ("a card widget's accessible name: %s", mismatch);
      g_ptr_array_add (out, g_strdup (name));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

/* An oracle that heard every event of the session's game so far (hidden-oracle.h): the game
 * played again from its record's set-up. */
static HiddenOracle *
oracle_for (GameSession *session)
{
  GameRecord *record = game_session_get_record (session);
  const GrosGame *now = game_session_get_state (session);
  g_autofree GrosGame *replay = game_state_new (rules);
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) error = NULL;
  HiddenOracle *oracle = hidden_oracle_new (rules);
  GameSetup setup;

  g_assert_true (game_record_make_setup (record, (gpointer) now->db, &setup, &storage, &error));
  g_assert_no_error (error);
  g_assert_true (rules->play.init (replay, &setup, hidden_oracle_event, oracle, &error));
  for (guint i = 0; i < game_session_get_position (session); i++)
    g_assert_true (rules->play.apply (replay, game_record_get_action (record, i),
                                      hidden_oracle_event, oracle, &error));
  g_assert_no_error (error);
  /* The same cards in the same places. */
  g_assert_cmpmem (replay->cards, sizeof replay->cards, now->cards, sizeof now->cards);
  return oracle;
}

/* Nothing the board shows names a card hidden from its viewer by the oracle (the property
 * test's checks, on the widgets' own texts). Returns how many texts were checked. */
static guint
check_board_texts (Fixture         *f,
                   DriveInGamePlay *play)
{
  GameSession *session = drive_in_game_play_get_session (play);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(HiddenOracle) oracle = oracle_for (session);
  g_autofree char *message = NULL;
  int viewer = drive_in_game_play_get_viewer (play);
  HiddenSecrets secrets;

  collect_texts (GTK_WIDGET (f->table), texts);
  hidden_secrets_init (&secrets);
  gros_hidden_collect_secrets (game_session_get_state (session), oracle, viewer, &secrets);
  /* A Title word alone is a common word ("Ratings"): the table's own words have it too.
   * Names and ids are what the widgets are checked for; the property test checks Title
   * words in every text the rules make. */
  g_ptr_array_set_size (secrets.hidden_words, 0);
  /* A seat's deck list is public at this table: it tells what a deck holds, not where any
   * card is. */
  for (guint s = 0; s < drive_in_game_play_get_n_seats (play); s++)
    if (drive_in_game_play_get_deck_label (play, s) != NULL)
      g_ptr_array_add (secrets.allowed, (gpointer) drive_in_game_play_get_deck_label (play, s));
  hidden_secrets_prepare (&secrets);
  if (!hidden_info_check_texts (texts, NULL, &secrets, &message))
    g_error ("the board of viewer %d: %s", viewer, message);
  hidden_secrets_clear (&secrets);
  return texts->len;
}

/* The game log shows each line as the viewer read it when it happened (a run of lines that
 * read the same folded into its last one). */
static void
check_log_rows (Fixture         *f,
                DriveInGamePlay *play)
{
  GListModel *events = game_session_get_log (drive_in_game_play_get_session (play));
  int viewer = drive_in_game_play_get_viewer (play);
  g_autoptr(GPtrArray) logs = drive_in_test_find_widgets (GTK_WIDGET (get_board (f)),
                                                          DRIVE_IN_TYPE_GAME_LOG);
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  guint n = g_list_model_get_n_items (events);
  DriveInGameLog *log;

  g_assert_cmpuint (logs->len, ==, 1);
  log = logs->pdata[0];
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GameSessionEvent) event = g_list_model_get_item (events, i);
      g_autoptr(GameSessionEvent) next = i + 1 < n ? g_list_model_get_item (events, i + 1)
                                                   : NULL;
      const char *line = game_session_event_get_line_for (event, viewer);

      if (line == NULL || (next != NULL && game_session_event_get_run_for (next, viewer) > 1))
        continue;
      g_ptr_array_add (expected, (gpointer) line);
    }
  g_assert_cmpuint (drive_in_game_log_get_n_rows (log), ==, expected->len);
  for (guint p = 0; p < expected->len; p++)
    {
      GtkWidget *row = drive_in_game_log_get_row (log, p);
      g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (row, GTK_TYPE_LABEL);

      g_assert_cmpuint (labels->len, >, 0);
      g_assert_cmpstr (gtk_label_get_text (labels->pdata[0]), ==, expected->pdata[p]);
    }
}

static void
on_continue_cb (GtkWidget *cover,
                guint     *count)
{
  (*count)++;
}

/* The cover alone: its words, its button, its signal. */
static void
test_cover_widget (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *cover = drive_in_seat_cover_new ();
  g_autoptr(GPtrArray) buttons = NULL;
  guint count = 0;

  gtk_window_set_child (window, cover);
  drive_in_seat_cover_set_text (DRIVE_IN_SEAT_COVER (cover), "Seat 3's turn: pass the screen",
                                "Only Seat 3 looks now.");
  g_signal_connect (cover, "continue", G_CALLBACK (on_continue_cb), &count);
  drive_in_test_show_window (window);
  g_assert_cmpstr (drive_in_seat_cover_get_heading (DRIVE_IN_SEAT_COVER (cover)), ==,
                   "Seat 3's turn: pass the screen");
  buttons = drive_in_test_find_widgets (cover, GTK_TYPE_BUTTON);
  g_assert_cmpuint (buttons->len, ==, 1);
  /* The keyboard is on its button: Enter continues. The window's focus widget is asked, not
   * gtk_widget_has_focus(), which also needs the window active: under Xvfb without a window
   * manager that comes late or never. */
  drive_in_seat_cover_grab_focus (DRIVE_IN_SEAT_COVER (cover));
  g_assert_true (gtk_window_get_focus (window) == buttons->pdata[0]);
  g_assert_true (gtk_widget_activate (buttons->pdata[0]));
  /* A button shows itself pressed a moment before it is clicked. */
  drive_in_test_iterate (400);
  g_assert_cmpuint (count, ==, 1);
  gtk_window_destroy (window);
}

/* Seats 1 and 2 are people, seat 3 a computer. The screen is covered before each person's
 * decisions after another's; under the cover no hand shows, nobody acts and the log is the
 * public one; once the person continues, their hand and their log show, and nothing of the
 * others'. */
static void
test_hot_seat (void)
{
  g_autoptr(DriveInGamePlay) play = make_play (3, 0x3, GAME_AI_EASY, 31);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  GameSession *session = drive_in_game_play_get_session (play);
  Fixture f = { 0 };
  guint covers = 0, decisions = 0, texts = 0, viewers_seen = 0;
  int last_person = -1;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);

  while (!drive_in_game_play_is_over (play) && decisions < 60)
    {
      const GameAction *legal;
      GameAction action;
      guint n;
      int seat;

      drive_in_test_wait_until (person_or_cover_or_over, play, 20000);
      if (drive_in_game_play_is_over (play))
        break;
      seat = drive_in_game_play_get_handoff_seat (play);
      if (seat >= 0)
        {
          g_autoptr(GPtrArray) covers_found =
            drive_in_test_find_widgets (GTK_WIDGET (f.table), DRIVE_IN_TYPE_SEAT_COVER);
          g_autofree char *heading = g_strdup_printf ("Seat %d's turn: pass the screen",
                                                      seat + 1);
          DriveInSeatCover *cover;
          g_autoptr(GPtrArray) buttons = NULL;

          g_assert_cmpuint (covers_found->len, ==, 1);
          cover = covers_found->pdata[0];
          buttons = drive_in_test_find_widgets (GTK_WIDGET (cover), GTK_TYPE_BUTTON);
          /* Another person than the last one, or the first. */
          g_assert_cmpint (seat, !=, last_person);
          g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "cover");
          g_assert_cmpstr (drive_in_seat_cover_get_heading (cover), ==, heading);
          g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_PUBLIC);
          g_assert_cmpint (drive_in_game_play_get_hand_seat (play), <, 0);
          g_assert_false (drive_in_game_play_is_human_turn (play));
          g_assert_cmpuint (drive_in_game_play_get_human_actions (play, NULL), ==, 0);
          /* Under the cover: no hand, and the public log. */
          g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (get_board (&f)->hand)),
                            ==, 0);
          drive_in_test_iterate (10);
          check_log_rows (&f, play);
          texts += check_board_texts (&f, play);
          g_signal_emit_by_name (buttons->pdata[0], "clicked");
          drive_in_test_iterate (10);
          /* Both people name their Titles once the screen is first taken. */
          drive_in_table_fixture_answer_start (&f);
          covers++;
          g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
          g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, seat);
          last_person = seat;
          viewers_seen |= 1u << seat;
          continue;
        }

      /* The person with the screen decides: their view only, their own hand. */
      g_assert_cmpint (drive_in_game_play_get_viewer (play), ==,
                       (int) game_session_get_deciding_seat (session));
      drive_in_test_iterate (10);
      check_log_rows (&f, play);
      texts += check_board_texts (&f, play);
      g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (get_board (&f)->hand)),
                        ==, gros_game_zone_size (game_session_get_state (session),
                                                 GROS_ZONE_HAND,
                                                 game_session_get_deciding_seat (session)));
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      action = legal[g_rand_int_range (rand, 0, n)];
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (drive_in_game_play_apply (play, &action, &error));
        g_assert_no_error (error);
      }
      decisions++;
    }
  g_assert_cmpuint (covers, >=, 3);
  g_assert_cmpuint (viewers_seen, ==, 0x3);
  g_assert_cmpuint (texts, >, 0);
  drive_in_table_fixture_tear_down (&f);
}

/* Closes every popover shown under @root. */
static void
close_popovers (GtkWidget *root)
{
  g_autoptr(GPtrArray) popovers = drive_in_test_find_widgets (root, GTK_TYPE_POPOVER);

  for (guint i = 0; i < popovers->len; i++)
    if (gtk_widget_get_visible (popovers->pdata[i]))
      gtk_popover_popdown (popovers->pdata[i]);
  drive_in_test_iterate (5);
}

/* One person against two computers: after every decision of theirs, and as the computers
 * play, no text of the board names a card hidden from the person, though the computers place
 * Plot Twists face down ("places a card face down" shows in the log); the list of every
 * action and a card's menu are checked too. */
static void
test_board_names_nothing_hidden (void)
{
  g_autoptr(DriveInGamePlay) play = make_play (3, 0x1, GAME_AI_NORMAL, 77);
  g_autoptr(GRand) rand = g_rand_new_with_seed (9);
  GameSession *session = drive_in_game_play_get_session (play);
  Fixture f = { 0 };
  gboolean face_down_seen = FALSE;
  guint decisions = 0, menus = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_table_fixture_answer_start (&f);

  while (!drive_in_game_play_is_over (play) && decisions < 80)
    {
      const GameAction *legal;
      GListModel *log;
      GameAction action;
      guint n;

      drive_in_test_wait_until (person_or_cover_or_over, play, 20000);
      if (drive_in_game_play_is_over (play))
        break;
      g_assert_cmpint (drive_in_game_play_get_handoff_seat (play), <, 0);
      drive_in_test_iterate (10);
      check_log_rows (&f, play);
      check_board_texts (&f, play);
      /* The list of every action, as its labels read. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (get_board (&f)),
                                                 "board.show-actions", NULL));
      drive_in_test_iterate (10);
      check_board_texts (&f, play);
      close_popovers (GTK_WIDGET (f.table));

      log = game_session_get_log (session);
      for (guint i = 0; i < g_list_model_get_n_items (log) && !face_down_seen; i++)
        {
          g_autoptr(GameSessionEvent) event = g_list_model_get_item (log, i);
          const char *text = game_session_event_get_text_for (event, 0);

          face_down_seen = text != NULL && g_str_has_suffix (text, "places a card face down");
        }

      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      action = legal[g_rand_int_range (rand, 0, n)];
      if (action.card != GAME_NO_CARD && g_rand_boolean (rand)
          && drive_in_board_find_card (DRIVE_IN_BOARD (get_board (&f)), action.card) != NULL)
        {
          /* The card's menu, as the person opens it. */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (get_board (&f)),
                                                     "board.card-menu", "i",
                                                     (gint32) action.card));
          drive_in_test_iterate (10);
          check_board_texts (&f, play);
          close_popovers (GTK_WIDGET (f.table));
          menus++;
        }
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (drive_in_game_play_apply (play, &action, &error));
        g_assert_no_error (error);
      }
      decisions++;
    }
  g_assert_cmpuint (decisions, >, 10);
  g_assert_cmpuint (menus, >, 0);
  g_assert_true (face_down_seen);
  drive_in_table_fixture_tear_down (&f);
}

/* Replays: a finished game's shows every card until the user asks for what its person saw;
 * a game not over is watched as its person saw it, with no way to every card. */
static void
test_replays (void)
{
  g_autoptr(GFile) unfinished = gros_test_get_source_file ("fuzz/record/game-4seats");
  g_autoptr(DriveInGamePlay) replay = NULL;
  g_autoptr(DriveInGamePlay) play = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  DriveInSeatPlayer players[2] = { { DRIVE_IN_PLAYER_HUMAN, GAME_AI_NORMAL },
                                   { DRIVE_IN_PLAYER_AI, GAME_AI_NORMAL } };
  Fixture f = { 0 };
  GameSession *session;
  const GrosGame *view;
  guint64 rng = 3;
  guint hidden = 0;

  /* Not over: seat 1's view (its only person), every card out of reach. */
  replay = drive_in_game_play_load (get_catalog (), unfinished, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (drive_in_game_play_is_replay (replay));
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, 0);
  g_assert_false (drive_in_game_play_can_show_every_card (replay));
  drive_in_game_play_set_show_every_card (replay, TRUE);
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, 0);
  g_clear_object (&replay);

  /* A finished game of two seats, played by the rules alone. */
  record = drive_in_test_random_record (rules, get_catalog (), NULL, 2, 11);
  play = drive_in_game_play_new (get_catalog (), record, players, NULL, GAME_RECORD_ALL, FALSE,
                                 &error);
  g_assert_no_error (error);
  session = drive_in_game_play_get_session (play);
  while (!game_session_is_over (session))
    {
      guint n = rules->play.legal_actions (game_session_get_state (session), legal,
                                           GAME_MAX_ACTIONS);

      g_assert_true (game_session_apply_real (session, &legal[games_rand_below (&rng, n)],
                                              &error));
      g_assert_no_error (error);
    }
  replay = drive_in_game_play_new_replay (play, &error);
  g_assert_no_error (error);
  g_assert_true (drive_in_game_play_can_show_every_card (replay));
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, GAME_VIEWER_ALL);
  while (drive_in_game_play_step_forward (replay))
    ;
  drive_in_game_play_set_show_every_card (replay, FALSE);
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, 0);
  session = drive_in_game_play_get_session (replay);
  view = game_session_get_view (session);
  for (int c = 0; c < view->n_cards; c++)
    if (!gros_game_viewer_sees (game_session_get_state (session), c, 0))
      {
        g_assert_true (gros_game_card_is_blank (view, c));
        hidden++;
      }
  g_assert_cmpuint (hidden, >, 0);
  /* On the table: the log reads as seat 1 read it, and nothing shown names a card hidden
   * from seat 1. */
  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_set_play (f.table, replay);
  drive_in_test_iterate (20);
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, 0);
  check_log_rows (&f, replay);
  g_assert_cmpuint (check_board_texts (&f, replay), >, 0);
  drive_in_game_play_set_show_every_card (replay, TRUE);
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, GAME_VIEWER_ALL);
  drive_in_table_fixture_tear_down (&f);
}

/* Every drop zone of the board. */
static void
collect_zones (GtkWidget *widget,
               GPtrArray *out)
{
  if (g_object_get_data (G_OBJECT (widget), "drive-in-gros-drop-zone") != NULL)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_zones (child, out);
}

static GtkDropTarget *
zone_target (GtkWidget *zone)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (zone);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

static gboolean
zone_accepts (GtkWidget *zone)
{
  gboolean accepted = FALSE;

  /* What GTK asks when the card hovers the zone. */
  g_signal_emit_by_name (zone_target (zone), "accept", NULL, &accepted);
  return accepted;
}

/* What the rules say dropping @card on @zone can do, worked out from the legal actions and
 * which part of the board the zone is (not from the board's own zone code). */
static gboolean
rules_expect (DriveInGrosTable *board,
              const GrosGame   *view,
              const GameAction *legal,
              guint             n,
              int               card,
              GtkWidget        *zone)
{
  gboolean attack_window = view->phase == GROS_PHASE_ATTACK_REACT;

  for (guint i = 0; i < n; i++)
    {
      const GameAction *a = &legal[i];

      if (a->card != card)
        continue;
      for (guint s = 0; s < board->seats->len; s++)
        if (zone == board->seats->pdata[s]
            && (a->kind == GROS_ACT_CAST_START || a->kind == GROS_ACT_PLAY)
            && a->target == GAME_NO_CARD && !attack_window
            && (a->target_seat == s || (a->target_seat == GAME_NO_SEAT && a->seat == s)))
          return TRUE;
      if (zone == board->attack && attack_window && a->kind == GROS_ACT_PLAY
          && a->target == GAME_NO_CARD)
        return TRUE;
      if (zone == board->popcorn_tray && a->kind == GROS_ACT_POPCORN_DISCARD)
        return TRUE;
      if (zone == board->graveyard && a->kind == GROS_ACT_DISCARD)
        return TRUE;
      if ((a->kind == GROS_ACT_PLAY || a->kind == GROS_ACT_MOVE_PROP) && a->target != GAME_NO_CARD
          && drive_in_board_find_card (DRIVE_IN_BOARD (board), a->target) == zone)
        return TRUE;
    }
  return FALSE;
}

static void
drag (DriveInGrosTable *board,
      const char       *action,
      int               card)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), action, "i", (gint32) card));
}

/* For every card in the viewer's hand and every zone: the zone accepts the card exactly
 * when the rules have a legal action for that drop, and lights up exactly then. Returns how
 * many (card, zone) pairs were accepted. */
static guint
check_all_zones (Fixture         *f,
                 DriveInGamePlay *play)
{
  DriveInGrosTable *board = get_board (f);
  const GrosGame *view = game_session_get_view (drive_in_game_play_get_session (play));
  int viewer = drive_in_game_play_get_viewer (play);
  g_autoptr(GPtrArray) zones = g_ptr_array_new ();
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  guint accepted = 0;

  collect_zones (GTK_WIDGET (board), zones);
  g_assert_cmpuint (zones->len, >=, 4);
  for (guint c = 0; c < gros_game_zone_size (view, GROS_ZONE_HAND, viewer); c++)
    {
      int card = gros_game_zone_card (view, GROS_ZONE_HAND, viewer, c);

      drag (board, "board.drag-begin", card);
      for (guint z = 0; z < zones->len; z++)
        {
          GtkWidget *zone = zones->pdata[z];
          gboolean expect = rules_expect (board, view, legal, n, card, zone);
          gboolean accepts = zone_accepts (zone);

          if (accepts != expect)
            g_error ("card %d (%s) on zone %s: accepts %d, the rules say %d", card,
                     gros_game_card_def (view, card)->name, G_OBJECT_TYPE_NAME (zone), accepts,
                     expect);
          /* Legal targets light up while the card is dragged. */
          g_assert_cmpint (gtk_widget_has_css_class (zone, "drop-legal"), ==, expect);
          accepted += accepts;
        }
      drag (board, "board.drag-end", card);
      for (guint z = 0; z < zones->len; z++)
        g_assert_false (gtk_widget_has_css_class (zones->pdata[z], "drop-legal"));
    }
  return accepted;
}

/* Drops @card on @zone as GTK does once the zone accepted it. */
static gboolean
drop_card (DriveInGrosTable *board,
           GtkWidget        *zone,
           int               card)
{
  GValue value = G_VALUE_INIT;
  gboolean done = FALSE;

  drag (board, "board.drag-begin", card);
  if (zone_accepts (zone))
    {
      g_value_init (&value, G_TYPE_INT);
      g_value_set_int (&value, card);
      g_signal_emit_by_name (zone_target (zone), "drop", &value, 10.0, 10.0, &done);
      g_value_unset (&value);
    }
  drag (board, "board.drag-end", card);
  return done;
}

/* At every decision of the person, through the set-up and some turns: every zone takes
 * exactly the drops the rules allow; a Character dropped on the person's Movie goes there. */
static void
test_drop_targets (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (3, 0x1, GAME_AI_EASY, 99);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  GameSession *session = drive_in_game_play_get_session (play);
  guint accepted = 0, checked = 0, dropped = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_table_fixture_answer_start (&f);

  while (!drive_in_game_play_is_over (play) && checked < 40)
    {
      const GameAction *legal;
      const GrosGame *view;
      guint n;

      drive_in_test_wait_until (person_or_cover_or_over, play, 20000);
      if (drive_in_game_play_is_over (play))
        break;
      drive_in_test_iterate (5);
      accepted += check_all_zones (&f, play);
      checked++;

      /* A Character cast or played by dropping it on the person's own Movie. */
      view = game_session_get_view (session);
      n = drive_in_game_play_get_human_actions (play, &legal);
      for (guint i = 0; i < n && dropped < 3; i++)
        if (legal[i].kind == GROS_ACT_CAST_START
            || (legal[i].kind == GROS_ACT_PLAY && legal[i].target == GAME_NO_CARD
                && legal[i].target_seat == GAME_NO_SEAT
                && view->phase != GROS_PHASE_ATTACK_REACT
                && gros_game_card_def (view, legal[i].card)->type == GROS_CARD_TYPE_CHARACTER))
          {
            int card = legal[i].card;
            guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, 0);

            g_assert_true (drop_card (get_board (&f), get_board (&f)->seats->pdata[0], card));
            drive_in_test_iterate (10);
            g_assert_cmpuint (((const GrosGame *) game_session_get_state (session))->cards[card].zone,
                              ==, movie);
            dropped++;
            break;
          }
      if (drive_in_game_play_is_human_turn (play))
        {
          g_autoptr(GError) error = NULL;
          GameAction action;

          n = drive_in_game_play_get_human_actions (play, &legal);
          action = legal[g_rand_int_range (rand, 0, n)];
          g_assert_true (drive_in_game_play_apply (play, &action, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_cmpuint (checked, >, 3);
  g_assert_cmpuint (accepted, >, 0);
  g_assert_cmpuint (dropped, >, 0);
  drive_in_table_fixture_tear_down (&f);
}

/* Times stuck_chooser() came back: only a cancel brings it back. */
static gint stuck_returns;

static gboolean
stuck_chooser (const GameRules *game_rules,
               GameAiLevel      level,
               gconstpointer    state,
               guint            seat,
               guint64          seed,
               const gint      *cancel,
               GameAction      *out,
               gpointer         user_data)
{
  /* Thinks until told to stop, and says when it has. */
  while (!g_atomic_int_get (cancel))
    g_usleep (2000);
  g_atomic_int_inc (&stuck_returns);
  return FALSE;
}

static gboolean
stuck_returned (gpointer data)
{
  return g_atomic_int_get (&stuck_returns) > 0;
}

static gboolean
is_not_thinking (gpointer data)
{
  return !drive_in_game_play_is_thinking (data);
}

/* The window closed while a computer thinks: the thought is cancelled, nothing waits on it. */
static void
test_closable_mid_thought (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (2, 0x1, GAME_AI_HARD, 3);

  drive_in_table_fixture_set_up (&f, app);
  drive_in_ai_runner_set_choose_func (drive_in_game_play_get_ai_runner (play),
                                            stuck_chooser, NULL, NULL);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_table_fixture_answer_start (&f);
  for (guint k = 0; k < 500 && !drive_in_game_play_is_thinking (play); k++)
    {
      drive_in_test_iterate (10);
      if (drive_in_game_play_is_human_turn (play))
        {
          const GameAction *legal;
          g_autoptr(GError) error = NULL;

          g_assert_cmpuint (drive_in_game_play_get_human_actions (play, &legal), >, 0);
          g_assert_true (drive_in_game_play_apply (play, &legal[0], &error));
        }
    }
  drive_in_test_iterate (100);
  /* Closing stops the thought: the chooser never ends by itself, so its return shows the
   * close cancelled it and the worker finished (the wait's limit only guards a hang). */
  g_assert_true (drive_in_game_play_is_thinking (play));
  g_assert_cmpint (g_atomic_int_get (&stuck_returns), ==, 0);
  gtk_window_destroy (f.window);
  f.window = NULL;
  drive_in_test_wait_until (stuck_returned, NULL, 2000);
  drive_in_test_wait_until (is_not_thinking, play, 2000);
  g_assert_cmpint (g_atomic_int_get (&stuck_returns), ==, 1);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Where the stage shows a card travel ---------------------------------------------------- */

/* A card the person does not see leaves from and goes to its seat's header (its name and
 * counts, its deck among them), or the own graveyard's drop zone; a card the person sees goes
 * to where it is shown. Never the whole seat: its picture was as wide as the table, drawn
 * again on each frame of the travel. */
static void
test_travel_from_piles (void)
{
  g_autoptr(DriveInGamePlay) play = make_play (2, 0x1, GAME_AI_RANDOM, 33);
  Fixture f = { 0 };
  DriveInGrosTable *board;
  DriveInBoard *base;
  const GrosGame *view;
  GameEvent draw = { .kind = GROS_EV_DRAW }, play_event = { .kind = GROS_EV_PLAY };
  GameEvent move = { .kind = GROS_EV_MOVE };
  GtkWidget *header, *own_header;
  int hidden = -1, seen = -1, deck = -1;
  guint own, other;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_table_fixture_answer_start (&f);
  drive_in_test_wait_until (person_or_cover_or_over, play, 20000);
  drive_in_test_iterate (20);
  board = get_board (&f);
  base = DRIVE_IN_BOARD (board);
  own = drive_in_board_own_seat (base);
  other = own == 0 ? 1 : 0;
  header = gtk_widget_get_parent (board->seat_labels->pdata[other]);
  own_header = gtk_widget_get_parent (board->seat_labels->pdata[own]);
  g_assert_true (gtk_widget_get_mapped (header));
  g_assert_true (gtk_widget_get_mapped (board->graveyard));
  view = game_session_get_view (drive_in_game_play_get_session (play));
  for (int i = 0; i < (int) view->n_cards; i++)
    {
      if (hidden < 0 && view->cards[i].zone == GROS_ZONE_ID (GROS_ZONE_HAND, other))
        hidden = i;
      if (seen < 0 && view->cards[i].zone == GROS_ZONE_ID (GROS_ZONE_HAND, own))
        seen = i;
      if (deck < 0 && view->cards[i].zone == GROS_ZONE_ID (GROS_ZONE_DECK, own))
        deck = i;
    }
  g_assert_cmpint (hidden, >=, 0);
  g_assert_cmpint (seen, >=, 0);
  g_assert_cmpint (deck, >=, 0);
  g_assert_null (drive_in_board_find_card (base, hidden));
  g_assert_nonnull (drive_in_board_find_card (base, seen));

  /* Drawn unseen: from the seat's deck, to its hand, both under its name and counts. */
  draw.seat = (uint8_t) other;
  draw.card = (int16_t) hidden;
  g_assert_true (drive_in_board_locate_event (base, &draw, TRUE) == header);
  g_assert_true (drive_in_board_locate_event (base, &draw, FALSE) == header);
  /* Played from a hand the person does not see. */
  play_event.seat = (uint8_t) other;
  play_event.card = (int16_t) hidden;
  play_event.target = GAME_NO_CARD;
  g_assert_true (drive_in_board_locate_event (base, &play_event, TRUE) == header);
  /* Moved unseen between the other's hand and graveyard. */
  move.seat = (uint8_t) other;
  move.card = (int16_t) hidden;
  move.from_zone = (uint8_t) GROS_ZONE_ID (GROS_ZONE_HAND, other);
  move.to_zone = (uint8_t) GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, other);
  g_assert_true (drive_in_board_locate_event (base, &move, TRUE) == header);
  g_assert_true (drive_in_board_locate_event (base, &move, FALSE) == header);

  /* The person's own: drawn from the deck under their name, into the hand where it shows;
   * discarded to the graveyard's drop zone. */
  draw.seat = (uint8_t) own;
  draw.card = (int16_t) seen;
  g_assert_true (drive_in_board_locate_event (base, &draw, TRUE) == own_header);
  g_assert_true (drive_in_board_locate_event (base, &draw, FALSE)
                 == drive_in_board_find_card (base, seen));
  move.seat = (uint8_t) own;
  move.card = (int16_t) deck;
  move.from_zone = (uint8_t) GROS_ZONE_ID (GROS_ZONE_DECK, own);
  move.to_zone = (uint8_t) GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, own);
  g_assert_true (drive_in_board_locate_event (base, &move, FALSE) == board->graveyard);
  drive_in_table_fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  rules = game_rules_lookup (GROS_GAME_ID);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/gros/table/seats/cover-widget", test_cover_widget);
  g_test_add_func ("/gros/table/seats/hot-seat", test_hot_seat);
  g_test_add_func ("/gros/table/seats/names-nothing-hidden", test_board_names_nothing_hidden);
  g_test_add_func ("/gros/table/seats/replays", test_replays);
  g_test_add_func ("/gros/table/dnd/accepts-exactly-legal", test_drop_targets);
  g_test_add_func ("/gros/table/ai/closable-mid-thought", test_closable_mid_thought);
  g_test_add_func ("/gros/table/stage/travel-from-piles", test_travel_from_piles);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
