/* test-hot-seat.c: what the table shows whom: the cover between two people at one table, the
 * log as each person read it, and no label, tooltip or accessible name of the table naming a
 * card hidden from its viewer. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-card-widget.h"
#include "drive-in-game-log.h"
#include "drive-in-hand-view.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-table-game.h"
#include "drive-in-test-util.h"
#include "drive-in-title-dialog.h"
#include "drive-in-viewer-log.h"
#include "gros-game-record.h"
#include "gros-hidden-common.h"
#include "gros-game-id.h"

static DriveInApplication *app;

typedef struct
{
  GtkWindow    *window;
  DriveInTable *table;
  GRand        *rand;
} Fixture;

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

static void
fixture_set_up (Fixture *f,
                guint32  seed)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);

  g_settings_set_double (settings, "animation-speed", 4.0);
  f->rand = g_rand_new_with_seed (seed);
  f->table = DRIVE_IN_TABLE (drive_in_table_new (get_catalog (),
                                                 drive_in_application_get_library (app)));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1500, 950);
  gtk_window_set_child (f->window, GTK_WIDGET (f->table));
  drive_in_test_show_window (f->window);
}

static void
fixture_tear_down (Fixture *f)
{
  gtk_window_destroy (f->window);
  g_rand_free (f->rand);
  drive_in_test_iterate (20);
}

/* A Feature Film game: @humans[s] says who sits at seat s (TRUE: a person). */
static DriveInTableGame *
make_game (guint           n_seats,
           const gboolean *humans,
           GrosAiLevel     level,
           guint64         seed)
{
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (get_catalog (), NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  DriveInSeatPlayer players[GROS_MAX_SEATS];
  GrosRulesParams params;
  DriveInTableGame *game;

  gros_rules_params_init_feature_film (&params);
  for (guint s = 0; s < n_seats; s++)
    {
      g_assert_true (gros_game_decks_add_random (decks, NULL, NULL, rand, &error));
      players[s].kind = humans[s] ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
      players[s].level = level;
    }
  game = drive_in_table_game_new (get_catalog (), decks, &params, seed, players, NULL, &error);
  g_assert_no_error (error);
  drive_in_table_game_set_pace (game, 0);
  return game;
}

static GtkWindow *
find_title_dialog (void)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (DRIVE_IN_IS_TITLE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_title_dialog (gpointer data)
{
  return find_title_dialog () != NULL;
}

/* Every person makes the suggested Title. */
static void
make_titles (DriveInTableGame *game)
{
  while (drive_in_table_game_get_untitled_seat (game) >= 0)
    {
      DriveInTitleDialog *dialog;

      drive_in_test_wait_until (has_title_dialog, NULL, 5000);
      dialog = DRIVE_IN_TITLE_DIALOG (find_title_dialog ());
      drive_in_title_dialog_suggest (dialog);
      g_assert_true (drive_in_title_dialog_finish (dialog));
      drive_in_test_iterate (20);
    }
}

static gboolean
person_or_cover_or_over (gpointer data)
{
  DriveInTableGame *game = data;

  return drive_in_table_game_is_over (game) || drive_in_table_game_is_human_turn (game)
         || drive_in_table_game_get_handoff_seat (game) >= 0;
}

/* Every text the table shows now: labels (popovers and the game log included), button labels,
 * tooltips; and the accessible names of its card widgets, which must not be other than what
 * they show. */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *out)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  /* The log's lines name what was public when they happened (a Title card shown, then
   * shuffled back): check_log_rows() checks them against each viewer's lines of the moment. */
  if (DRIVE_IN_IS_GAME_LOG (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  if (tooltip != NULL)
    g_ptr_array_add (out, g_strdup (tooltip));
  if (DRIVE_IN_IS_CARD_WIDGET (widget))
    {
      GrosSessionCard *card = drive_in_card_widget_get_card (DRIVE_IN_CARD_WIDGET (widget));
      const char *name = gros_session_card_get_name (card);
      g_autofree char *mismatch = NULL;

      /* Screen readers hear the card's name only when the viewer sees it. */
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                     name != NULL ? name : "Face-down card");
      if (mismatch != NULL)
        g_error ("a card widget's accessible name: %s", mismatch);
      g_ptr_array_add (out, g_strdup_printf ("card=%d", drive_in_card_widget_get_instance (
                                                          DRIVE_IN_CARD_WIDGET (widget))));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

/* Nothing the table shows names a card hidden from its viewer by the oracle (the property
 * test's checks, on the widgets' own texts). Returns how many texts were checked. */
static guint
check_table_texts (DriveInTable     *table,
                   DriveInTableGame *game)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *message = NULL;
  HiddenSecrets secrets;
  g_autoptr(HiddenOracle) oracle = NULL;
  int viewer = drive_in_table_game_get_viewer (game);

  collect_texts (GTK_WIDGET (table), texts);
  /* What is hidden is the oracle's word: the session's game played again from its set-up,
   * every event told to the oracle (hidden-oracle.h). */
  {
    GrosSession *session = drive_in_table_game_get_session (game);
    const GrosGame *now = drive_in_table_game_get_game (game);
    g_autofree GrosGame *replay = g_new (GrosGame, 1);
    const GrosAction *actions;
    guint n_actions;

    oracle = hidden_oracle_new (game_rules_lookup (GROS_GAME_ID));
    actions = gros_session_get_actions (session, &n_actions);
    g_assert_true (gros_game_init (replay, now->db, gros_session_get_setup (session),
                                   (GrosEventFunc) hidden_oracle_event, oracle, NULL));
    for (guint i = 0; i < n_actions; i++)
      g_assert_true (gros_game_apply (replay, &actions[i], (GrosEventFunc) hidden_oracle_event,
                                      oracle, NULL));
    /* The same cards in the same places (the seats' flags may differ: who is human). */
    g_assert_cmpmem (replay->cards, sizeof replay->cards, now->cards, sizeof now->cards);
  }
  hidden_secrets_init (&secrets);
  gros_hidden_collect_secrets (drive_in_table_game_get_game (game), oracle, viewer, &secrets);
  /* A Title word alone is a common word ("Ratings"): the table's own words have it too.
   * Names, ids and instances are what the widgets are checked for; the property test checks
   * Title words in every text the rules make. */
  g_ptr_array_set_size (secrets.hidden_words, 0);
  /* A seat's deck list is public at this table (its tooltip names a random deck's packs and
   * extra cards): it tells what a deck holds, not where any card is. */
  for (guint s = 0; s < drive_in_table_game_get_n_seats (game); s++)
    if (drive_in_table_game_get_deck_label (game, s) != NULL)
      g_ptr_array_add (secrets.allowed, (gpointer) drive_in_table_game_get_deck_label (game, s));
  hidden_secrets_prepare (&secrets);
  if (!hidden_info_check_texts (texts, NULL, &secrets, &message))
    g_error ("the table of viewer %d: %s", viewer, message);
  hidden_secrets_clear (&secrets);
  return texts->len;
}

/* The game log shows each line as the viewer read it when it happened. */
static void
check_log_rows (DriveInTable     *table,
                DriveInTableGame *game)
{
  GtkWidget *log = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (table),
                                                               DRIVE_IN_TYPE_TABLE, "game_log"));
  GListModel *events = gros_session_get_log (drive_in_table_game_get_session (game));
  int viewer = drive_in_table_game_get_viewer (game);
  g_autoptr(GPtrArray) rows = drive_in_test_find_widgets (log, GTK_TYPE_LIST_BOX_ROW);

  g_assert_cmpuint (rows->len, ==, g_list_model_get_n_items (events));
  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(GrosSessionEvent) event = g_list_model_get_item (events, i);
      GtkWidget *label = gtk_list_box_row_get_child (rows->pdata[i]);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                       gros_session_event_get_text_for (event, viewer));
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
 * decisions after another's; under the cover nobody's hidden cards show and nobody acts;
 * once the person continues, their hand and their log show, and nothing of the others'. */
static void
test_hot_seat (void)
{
  const gboolean humans[] = { TRUE, TRUE, FALSE };
  g_autoptr(DriveInTableGame) game = make_game (3, humans, GROS_AI_EASY, 31);
  Fixture f = { 0 };
  guint covers = 0, decisions = 0, texts = 0, viewers_seen = 0;
  int last_person = -1;

  fixture_set_up (&f, 5);
  drive_in_table_set_game (f.table, game);
  make_titles (game);

  while (!drive_in_table_game_is_over (game) && decisions < 60)
    {
      const GrosAction *legal;
      GrosAction action;
      guint n;
      int seat;

      drive_in_test_wait_until (person_or_cover_or_over, game, 20000);
      if (drive_in_table_game_is_over (game))
        break;
      seat = drive_in_table_game_get_handoff_seat (game);
      if (seat >= 0)
        {
          g_autoptr(GPtrArray) covers_found =
            drive_in_test_find_widgets (GTK_WIDGET (f.table), DRIVE_IN_TYPE_SEAT_COVER);
          g_autofree char *heading = g_strdup_printf ("Seat %d's turn: pass the screen",
                                                      seat + 1);
          DriveInSeatCover *cover = covers_found->pdata[0];
          g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (GTK_WIDGET (cover),
                                                                     GTK_TYPE_BUTTON);

          /* Another person than the last one, or the first. */
          g_assert_cmpint (seat, !=, last_person);
          g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "cover");
          g_assert_cmpstr (drive_in_seat_cover_get_heading (cover), ==, heading);
          g_assert_cmpint (drive_in_table_game_get_viewer (game), ==, GROS_VIEWER_PUBLIC);
          g_assert_false (drive_in_table_game_is_human_turn (game));
          g_assert_cmpuint (drive_in_table_game_get_human_actions (game, NULL), ==, 0);
          /* Under the cover: no hand, and the public log. */
          for (guint s = 0; s < 3; s++)
            {
              GListModel *hand = gros_session_get_zone (drive_in_table_game_get_session (game),
                                                        GROS_ZONE_HAND, s);

              for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
                {
                  g_autoptr(GrosSessionCard) card = g_list_model_get_item (hand, i);

                  g_assert_true (gros_session_card_is_hidden (card));
                }
            }
          drive_in_test_iterate (10);
          check_log_rows (f.table, game);
          texts += check_table_texts (f.table, game);
          g_signal_emit_by_name (buttons->pdata[0], "clicked");
          drive_in_test_iterate (10);
          covers++;
          g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "table");
          g_assert_cmpint (drive_in_table_game_get_viewer (game), ==, seat);
          last_person = seat;
          viewers_seen |= 1u << seat;
          continue;
        }

      /* The person with the screen decides: their view only. */
      g_assert_cmpint (drive_in_table_game_get_viewer (game), ==,
                       (int) gros_game_get_deciding_seat (drive_in_table_game_get_game (game)));
      drive_in_test_iterate (10);
      check_log_rows (f.table, game);
      texts += check_table_texts (f.table, game);
      n = drive_in_table_game_get_human_actions (game, &legal);
      g_assert_cmpuint (n, >, 0);
      action = legal[g_rand_int_range (f.rand, 0, n)];
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (drive_in_table_game_apply (game, &action, &error));
      }
      decisions++;
    }
  g_assert_cmpuint (covers, >=, 3);
  g_assert_cmpuint (viewers_seen, ==, 3);
  g_assert_cmpuint (texts, >, 0);
  fixture_tear_down (&f);
}

/* One person against two computers: after every decision of theirs, and as the computers
 * play, no text of the table names a card hidden from the person, though the computers place
 * Plot Twists face down ("places a card face down" shows in the log). */
static void
test_table_names_nothing_hidden (void)
{
  const gboolean humans[] = { TRUE, FALSE, FALSE };
  g_autoptr(DriveInTableGame) game = make_game (3, humans, GROS_AI_NORMAL, 77);
  Fixture f = { 0 };
  GtkWidget *actions_popover;
  gboolean face_down_seen = FALSE;
  guint decisions = 0;

  fixture_set_up (&f, 9);
  drive_in_table_set_game (f.table, game);
  make_titles (game);
  actions_popover = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.table),
                                                               DRIVE_IN_TYPE_TABLE,
                                                               "actions_popover"));

  while (!drive_in_table_game_is_over (game) && decisions < 80)
    {
      const GrosAction *legal;
      GListModel *log;
      GrosAction action;
      guint n;

      drive_in_test_wait_until (person_or_cover_or_over, game, 20000);
      if (drive_in_table_game_is_over (game))
        break;
      g_assert_cmpint (drive_in_table_game_get_handoff_seat (game), <, 0);
      drive_in_test_iterate (10);
      check_log_rows (f.table, game);
      check_table_texts (f.table, game);
      /* The list of every action, as its labels read. */
      gtk_widget_activate_action (GTK_WIDGET (f.table), "table.show-actions", NULL);
      drive_in_test_iterate (10);
      check_table_texts (f.table, game);
      gtk_popover_popdown (GTK_POPOVER (actions_popover));

      log = gros_session_get_log (drive_in_table_game_get_session (game));
      for (guint i = 0; i < g_list_model_get_n_items (log) && !face_down_seen; i++)
        {
          g_autoptr(GrosSessionEvent) event = g_list_model_get_item (log, i);

          face_down_seen = g_str_has_suffix (gros_session_event_get_text (event),
                                             "places a card face down");
        }

      n = drive_in_table_game_get_human_actions (game, &legal);
      action = legal[g_rand_int_range (f.rand, 0, n)];
      if (action.card != GROS_NO_CARD && g_rand_boolean (f.rand))
        {
          /* The card's menu, as the person opens it. */
          gtk_widget_activate_action (GTK_WIDGET (f.table), "table.card-menu", "i",
                                      (gint32) action.card);
          drive_in_test_iterate (10);
          check_table_texts (f.table, game);
        }
      {
        g_autofree char *machine = gros_action_to_string (&action);

        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.apply", "s",
                                                   machine));
      }
      decisions++;
    }
  g_assert_cmpuint (decisions, >, 10);
  g_assert_true (face_down_seen);
  fixture_tear_down (&f);
}

/* Replays: a finished game's shows every card until the user asks for what its person saw;
 * a game not over is watched as its person saw it, with no way to every card. */
static void
test_replays (void)
{
  g_autoptr(GFile) unfinished = gros_test_get_source_file ("fuzz/record/game-4seats");
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (get_catalog (), NULL);
  g_autoptr(DriveInTableGame) replay = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  DriveInSeatPlayer players[2] = { { DRIVE_IN_PLAYER_HUMAN, GROS_AI_NORMAL },
                                   { DRIVE_IN_PLAYER_AI, GROS_AI_NORMAL } };
  GrosSession *session;
  GrosGameSetup setup;
  guint64 rng = 3;
  guint hidden = 0;

  /* Not over: seat 1's view (its only person), every card out of reach. */
  replay = drive_in_table_game_load (get_catalog (), unfinished, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (drive_in_table_game_get_viewer (replay), ==, 0);
  g_assert_false (drive_in_table_game_can_show_every_card (replay));
  drive_in_table_game_set_show_every_card (replay, TRUE);
  g_assert_cmpint (drive_in_table_game_get_viewer (replay), ==, 0);
  g_clear_object (&replay);

  /* A finished game of two seats. */
  games_random_setup_format (decks, 2, STARTER_SIGIL, NULL, 11, &setup);
  g_assert_true (gros_game_init (game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                 &error));
  record = gros_game_record_new (gros_game_decks_get_db (decks), &setup);
  while (!gros_game_is_over (game))
    {
      guint n = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);

      g_assert_true (gros_game_record_apply (record, game, &legal[games_rand_below (&rng, n)],
                                             NULL, NULL, &error));
    }
  replay = drive_in_table_game_new_from_record (get_catalog (), record, players, NULL, 0, TRUE,
                                                &error);
  g_assert_no_error (error);
  g_assert_true (drive_in_table_game_can_show_every_card (replay));
  g_assert_cmpint (drive_in_table_game_get_viewer (replay), ==, GROS_VIEWER_ALL);
  while (drive_in_table_game_step_forward (replay))
    ;
  drive_in_table_game_set_show_every_card (replay, FALSE);
  g_assert_cmpint (drive_in_table_game_get_viewer (replay), ==, 0);
  session = drive_in_table_game_get_session (replay);
  for (int c = 0; c < game->n_cards; c++)
    if (!gros_game_viewer_sees (drive_in_table_game_get_game (replay), c, 0))
      {
        g_assert_true (gros_session_card_is_hidden (gros_session_get_card (session, c)));
        hidden++;
      }
  g_assert_cmpuint (hidden, >, 0);
  /* The log reads as seat 1 read it. */
  {
    GListModel *log = gros_session_get_log (session);

    for (guint i = 0; i < g_list_model_get_n_items (log); i++)
      {
        g_autoptr(GrosSessionEvent) event = g_list_model_get_item (log, i);

        g_assert_cmpstr (gros_session_event_get_text (event), ==,
                         gros_session_event_get_text_for (event, 0));
      }
  }
  drive_in_table_game_set_show_every_card (replay, TRUE);
  g_assert_cmpint (drive_in_table_game_get_viewer (replay), ==, GROS_VIEWER_ALL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/gros/table/seats/cover-widget", test_cover_widget);
  g_test_add_func ("/gros/table/seats/hot-seat", test_hot_seat);
  g_test_add_func ("/gros/table/seats/names-nothing-hidden", test_table_names_nothing_hidden);
  g_test_add_func ("/gros/table/seats/replays", test_replays);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
