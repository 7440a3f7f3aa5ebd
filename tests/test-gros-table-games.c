/* test-gros-table-games.c: GROS games reach GROS's board through the table's own paths: the
 * New Game dialog (its seats, seeds, saved and Titled decks, formats, a series of Movies and
 * Next Movie), autosave and resume, saved games. The assertions test-table.c made of the old
 * GROS table, read at the board. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-table-private.h"
#include "drive-in-gros-new-game.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-ratings-view.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-title-dialog.h"
#include "game-session-private.h"
#include "gros-game-id.h"
#include "gros-game-record.h"
#include "gros-test-util.h"
#include "groo-game-id.h"
#include "table-test-util.h"
#include "gros-deck.h"

static DriveInApplication *app;

typedef DriveInTableFixture Fixture;

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_toplevel (gpointer data)
{
  return find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static DriveInGrosTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_true (DRIVE_IN_IS_GROS_TABLE (board));
  return DRIVE_IN_GROS_TABLE (board);
}

/* The game at the board: GROS's. */
static DriveInGamePlay *
get_play (Fixture *f)
{
  DriveInGamePlay *play = drive_in_table_get_play (f->table);

  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GROS_GAME_ID);
  return play;
}

static const GrosGame *
view_of (DriveInGamePlay *play)
{
  return game_session_get_view (drive_in_game_play_get_session (play));
}

static GameRecord *
record_of (DriveInGamePlay *play)
{
  return game_session_get_record (drive_in_game_play_get_session (play));
}

static gboolean
title_asked (gpointer data)
{
  Fixture *f = data;

  /* Under the hot-seat cover the person takes the screen first. */
  if (drive_in_game_play_get_handoff_seat (get_play (f)) >= 0)
    drive_in_game_play_take_handoff (get_play (f));
  return drive_in_gros_table_get_title_dialog (get_board (f)) != NULL;
}

/* The people make the suggested Titles, one after the other; returns how many did. */
static guint
make_titles (Fixture *f)
{
  guint n = 0;

  while (drive_in_gros_play_get_untitled_seat (get_play (f)) >= 0)
    {
      DriveInTitleDialog *dialog;

      g_assert_cmpuint (n, <, GROS_MAX_SEATS);
      drive_in_test_wait_until (title_asked, f, 5000);
      dialog = drive_in_gros_table_get_title_dialog (get_board (f));
      drive_in_title_dialog_suggest (dialog);
      g_assert_true (drive_in_title_dialog_finish (dialog));
      drive_in_test_iterate (2);
      n++;
    }
  return n;
}

static gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

/* Plays the person's side with legal actions taken at the board until the end (or
 * @max_decisions); Space for passes. */
static guint
play_game (Fixture         *f,
           DriveInGamePlay *play,
           guint            max_decisions,
           guint64         *rng)
{
  guint decisions = 0;

  while (!drive_in_game_play_is_over (play) && decisions < max_decisions)
    {
      const GameAction *legal;
      GameAction action;
      guint n, before;

      drive_in_test_wait_until (human_or_over, play, 20000);
      if (drive_in_game_play_is_over (play))
        break;
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      /* Whatever is on the table, it never needs a taller window. */
      {
        int min_height;

        gtk_widget_measure (GTK_WIDGET (f->table), GTK_ORIENTATION_VERTICAL, -1, &min_height,
                            NULL, NULL, NULL);
        g_assert_cmpint (min_height, <, 1000);
      }
      *rng = *rng * 6364136223846793005ull + 1442695040888963407ull;
      action = legal[(*rng >> 33) % n];
      before = game_record_get_n_actions (record_of (play));
      if (action.kind == GROS_ACT_PASS || action.kind == GROS_ACT_END_TURN)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->table), "table.pass", NULL));
      else
        g_assert_true (drive_in_board_apply (DRIVE_IN_BOARD (get_board (f)), &action));
      g_assert_cmpuint (game_record_get_n_actions (record_of (play)), >, before);
      decisions++;
    }
  return decisions;
}

/* Two states are the same game when they match byte for byte (the db pointer aside). */
static void
assert_same_state (const GrosGame *a,
                   const GrosGame *b)
{
  g_autofree GrosGame *x = g_new (GrosGame, 1);
  g_autofree GrosGame *y = g_new (GrosGame, 1);

  gros_game_copy (x, a);
  gros_game_copy (y, b);
  x->db = NULL;
  y->db = NULL;
  g_assert_cmpuint (x->n_actions, ==, y->n_actions);
  g_assert_true (memcmp (x, y, sizeof *x) == 0);
}

/* The New Game dialog, opened over the table. */
static DriveInNewGameDialog *
new_game_dialog (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->table), "table.new-game", NULL));
  drive_in_test_wait_until (has_toplevel, GSIZE_TO_POINTER (DRIVE_IN_TYPE_NEW_GAME_DIALOG),
                            5000);
  return DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
}

/* The dialog set up for GROS's @format at @n_seats with @seed; seat 1 a person when
 * @person, computers of @level elsewhere. */
static DriveInNewGameDialog *
open_new_game (Fixture      *f,
               GrosFormatId  format,
               guint         n_seats,
               const char   *seed,
               gboolean      person,
               GameAiLevel   level)
{
  DriveInNewGameDialog *dialog = new_game_dialog (f);
  DriveInSeatPlayer computer = { DRIVE_IN_PLAYER_AI, level };

  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID));
  drive_in_gros_new_game_set_format (dialog, format);
  drive_in_new_game_dialog_set_n_seats (dialog, n_seats);
  drive_in_new_game_dialog_set_seed (dialog, seed);
  for (guint s = person ? 1 : 0; s < n_seats; s++)
    drive_in_new_game_dialog_set_player (dialog, s, &computer);
  return dialog;
}

/* ---- New Game ---------------------------------------------------------------------------- */

static void
test_new_game_dialog (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  DriveInSeatPlayer hard = { DRIVE_IN_PLAYER_AI, GAME_AI_HARD };
  DriveInSeatPlayer person = { DRIVE_IN_PLAYER_HUMAN, GAME_AI_NORMAL };
  guint64 seed;

  drive_in_table_fixture_set_up (&f, app);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "start");
  dialog = new_game_dialog (&f);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID));
  /* You against three computers by default, all with random Feature Pack decks. */
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 4);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 0).kind, ==,
                   DRIVE_IN_PLAYER_HUMAN);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 3).kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_null (drive_in_new_game_dialog_get_deck (dialog, 1));
  g_assert_cmpint (drive_in_gros_new_game_get_format (dialog), ==, GROS_FORMAT_FEATURE_FILM);
  g_assert_false (drive_in_new_game_dialog_get_seed (dialog, &seed));

  drive_in_new_game_dialog_set_n_seats (dialog, 9);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 6);
  drive_in_new_game_dialog_set_n_seats (dialog, 3);
  drive_in_new_game_dialog_set_player (dialog, 1, &hard);
  drive_in_new_game_dialog_set_player (dialog, 2, &person);
  drive_in_new_game_dialog_set_seed (dialog, "not a number");
  drive_in_new_game_dialog_start (dialog);
  /* A bad seed keeps the dialog open. */
  g_assert_true (has_toplevel (GSIZE_TO_POINTER (DRIVE_IN_TYPE_NEW_GAME_DIALOG)));
  drive_in_new_game_dialog_set_seed (dialog, "31337");
  g_assert_true (drive_in_new_game_dialog_get_seed (dialog, &seed));
  g_assert_cmpuint (seed, ==, 31337);
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (20);
  g_assert_false (has_toplevel (GSIZE_TO_POINTER (DRIVE_IN_TYPE_NEW_GAME_DIALOG)));

  play = get_play (&f);
  g_assert_true (DRIVE_IN_IS_GROS_TABLE (drive_in_table_get_board (f.table)));
  g_assert_cmpuint (drive_in_game_play_get_n_seats (play), ==, 3);
  g_assert_cmpuint (game_record_get_seed (record_of (play)), ==, 31337);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->level, ==, GAME_AI_HARD);
  g_assert_cmpint (drive_in_game_play_get_player (play, 2)->kind, ==, DRIVE_IN_PLAYER_HUMAN);
  /* Two people: each makes a Title. */
  g_assert_cmpuint (make_titles (&f), ==, 2);
  g_assert_true (drive_in_game_play_is_started (play));
  g_assert_cmpint (drive_in_gros_play_get_untitled_seat (play), ==, -1);
  drive_in_table_fixture_tear_down (&f);
}

/* A Titled deck saved in the library: the director plays it and keeps its Title. */
static void
test_saved_deck (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  const char * const packs[] = { "drive-in:01", "drive-in:02", "drive-in:03", NULL };
  /* Two more cards make it a legal Feature Film deck: only those are offered. */
  const char * const extra[] = { "drive-in:04-01", "drive-in:04-04", NULL };
  g_autoptr(DriveInDeck) deck = gros_deck_new_from_packs (get_catalog (), packs, extra,
                                                              &error);
  g_autoptr(GFile) folder = drive_in_library_get_decks_folder (
    drive_in_application_get_library (app));
  g_autoptr(GFile) file = g_file_get_child (folder, "Starlite Feature.gros-deck");
  g_autoptr(GFile) missing = g_file_get_child (folder, "nowhere.gros-deck");
  g_auto(GStrv) ids = NULL;
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  const char * const *dealt;

  g_assert_no_error (error);
  drive_in_deck_set_name (deck, "Starlite Feature");
  drive_in_deck_set_title (deck, "Attack of the Carhop");
  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_assert_true (drive_in_deck_save (deck, file, NULL, &error));
  g_assert_no_error (error);

  drive_in_table_fixture_set_up (&f, app);
  dialog = new_game_dialog (&f);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID));
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_FEATURE_FILM);
  /* The library's deck files are offered; others are not. */
  g_assert_false (drive_in_new_game_dialog_set_deck (dialog, 0, missing));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 0, file));
  g_assert_true (g_file_equal (drive_in_new_game_dialog_get_deck (dialog, 0), file));
  drive_in_new_game_dialog_set_n_seats (dialog, 2);
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (50);

  play = get_play (&f);
  /* The deck's Title is the Movie's: nobody is asked for one. */
  g_assert_cmpstr (drive_in_gros_play_get_title (play, 0), ==, "Attack of the Carhop");
  g_assert_null (drive_in_gros_table_get_title_dialog (get_board (&f)));
  g_assert_null (find_toplevel (DRIVE_IN_TYPE_TITLE_DIALOG));
  g_assert_true (drive_in_game_play_is_started (play));
  g_assert_cmpstr (drive_in_game_play_get_deck_label (play, 0), ==, "Starlite Feature");
  /* Seat 1 plays exactly the deck's cards. */
  ids = drive_in_deck_dup_card_ids (deck);
  dealt = game_record_get_deck (record_of (play), 0);
  g_assert_cmpuint (g_strv_length ((char **) dealt), ==, g_strv_length (ids));
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_cmpstr (dealt[i], ==, ids[i]);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
has_question (gpointer data)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* New Game over a game in progress: drops the game for the New Game dialog. */
static DriveInNewGameDialog *
new_game_dropping (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->table), "table.new-game", NULL));
  drive_in_test_wait_until (has_question, NULL, 5000);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG)),
                               "discard");
  /* A response from a button closes the dialog; one given here leaves that to the test. */
  if (has_question (NULL))
    gtk_window_destroy (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  drive_in_test_wait_until (has_toplevel, GSIZE_TO_POINTER (DRIVE_IN_TYPE_NEW_GAME_DIALOG),
                            5000);
  return DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
}

/* The New Game dialog offers each game's seats as its last game had them: GROS at three
 * with a Hard computer, Groo at four, whichever game the dialog switches to. */
static void
test_new_game_remembers_seats (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInSeatPlayer hard = { DRIVE_IN_PLAYER_AI, GAME_AI_HARD };
  DriveInSeatPlayer easy = { DRIVE_IN_PLAYER_AI, GAME_AI_EASY };
  DriveInSeatPlayer random = { DRIVE_IN_PLAYER_AI, GAME_AI_RANDOM };

  drive_in_table_fixture_set_up (&f, app);
  dialog = new_game_dialog (&f);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID));
  drive_in_new_game_dialog_set_n_seats (dialog, 3);
  drive_in_new_game_dialog_set_player (dialog, 1, &hard);
  drive_in_new_game_dialog_set_player (dialog, 2, &easy);
  drive_in_new_game_dialog_set_seed (dialog, "12");
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (20);
  get_play (&f);

  /* Groo at four, a Random computer last. */
  dialog = new_game_dropping (&f);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROO_GAME_ID));
  drive_in_new_game_dialog_set_n_seats (dialog, 4);
  drive_in_new_game_dialog_set_player (dialog, 3, &random);
  drive_in_new_game_dialog_set_seed (dialog, "13");
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (20);
  g_assert_nonnull (drive_in_table_get_play (f.table));

  /* The next New Game: Groo as it was, GROS as it was, and Groo again. */
  dialog = new_game_dropping (&f);
  g_assert_cmpstr (drive_in_new_game_dialog_get_game (dialog), ==, GROO_GAME_ID);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 4);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 0).kind, ==,
                   DRIVE_IN_PLAYER_HUMAN);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 3).kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 3).level, ==, GAME_AI_RANDOM);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID));
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 3);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 0).kind, ==,
                   DRIVE_IN_PLAYER_HUMAN);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 1).level, ==, GAME_AI_HARD);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 2).level, ==, GAME_AI_EASY);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROO_GAME_ID));
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 4);
  g_assert_cmpint (drive_in_new_game_dialog_get_player (dialog, 3).level, ==, GAME_AI_RANDOM);
  gtk_window_close (GTK_WINDOW (dialog));
  drive_in_test_iterate (10);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Formats ----------------------------------------------------------------------------- */

/* Central Casting: the board shows one shared deck and graveyard, their counts the game's. */
static void
check_shared_piles (Fixture         *f,
                    DriveInGamePlay *play)
{
  const GrosGame *g = view_of (play);
  DriveInGrosTable *board = get_board (f);
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  g_autofree char *deck = NULL;
  g_autofree char *graveyard = NULL;

  g_assert_true (g->params.shared_deck);
  drive_in_test_iterate (50);
  deck = g_strdup_printf ("Shared deck %u",
                          gros_game_zone_size (g, GROS_ZONE_DECK, GROS_SHARED_SEAT));
  graveyard = g_strdup_printf ("Shared graveyard · %u",
                               gros_game_zone_size (g, GROS_ZONE_GRAVEYARD, GROS_SHARED_SEAT));
  for (guint s = 0; s < g->n_seats; s++)
    g_assert_nonnull (strstr (drive_in_gros_table_get_seat_text (board, s), deck));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (board->graveyard)), ==, graveyard);
  if (!gros_game_is_over (g))
    g_assert_cmpuint (gros_game_zone_size (g, GROS_ZONE_DECK, GROS_SHARED_SEAT), >, 0);
  g_assert_cmpuint (own, <, g->n_seats);
}

static void
test_classic_shared_piles (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  guint64 rng = 808;

  drive_in_table_fixture_set_up (&f, app);
  dialog = open_new_game (&f, GROS_FORMAT_CLASSIC, 3, "808", TRUE, GAME_AI_RANDOM);
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (20);
  play = get_play (&f);
  g_assert_cmpint (view_of (play)->params.format, ==, GROS_FORMAT_CLASSIC);
  make_titles (&f);
  drive_in_game_play_set_pace (play, 0);
  check_shared_piles (&f, play);
  /* No popcorn: the tray where cards are discarded says it pays ability costs. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (get_board (&f)->popcorn_tray)), ==,
                   "Ability Costs");
  /* Turns through the board: cards go to the shared graveyard, and the piles follow the
   * game (to its end, here: a small shared deck runs dry). */
  play_game (&f, play, 60, &rng);
  check_shared_piles (&f, play);
  g_assert_cmpuint (gros_game_zone_size (view_of (play), GROS_ZONE_GRAVEYARD, GROS_SHARED_SEAT),
                    >, 0);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
draft_pick_or_done (gpointer data)
{
  DriveInGamePlay *play = data;

  return view_of (play)->phase != GROS_PHASE_DRAFT || drive_in_game_play_is_human_turn (play);
}

/* The Resurrected Edition from New Game: its packets picked at the board (the board's test
 * looks at each packet), then every starting Character may enter play. */
static void
test_resurrected_draft_and_cast (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  guint picks = 0;

  drive_in_table_fixture_set_up (&f, app);
  dialog = open_new_game (&f, GROS_FORMAT_RESURRECTED, 3, "909", TRUE, GAME_AI_RANDOM);
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (20);
  play = get_play (&f);
  make_titles (&f);
  drive_in_game_play_set_pace (play, 0);
  check_shared_piles (&f, play);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (get_board (&f)->popcorn_tray)), ==,
                   "Popcorn tray");
  g_assert_cmpint (view_of (play)->phase, ==, GROS_PHASE_DRAFT);
  for (;;)
    {
      const GameAction *legal;
      guint n, hand;

      drive_in_test_wait_until (draft_pick_or_done, play, 20000);
      if (view_of (play)->phase != GROS_PHASE_DRAFT)
        break;
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      drive_in_test_iterate (10);
      /* A click on a card of the packet picks it. */
      g_assert_nonnull (drive_in_board_find_card (DRIVE_IN_BOARD (get_board (&f)),
                                                  legal[n - 1].card));
      hand = gros_game_zone_size (view_of (play), GROS_ZONE_HAND, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.card-click", "i",
                                                 (gint32) legal[n - 1].card));
      g_assert_cmpuint (gros_game_zone_size (view_of (play), GROS_ZONE_HAND, 0), ==, hand + 1);
      picks++;
    }
  g_assert_cmpuint (picks, ==, 8);

  /* Casting: every Character of the hand may go in; Space says the person is done. */
  drive_in_test_wait_until (human_or_over, play, 20000);
  if (view_of (play)->phase == GROS_PHASE_SETUP_CAST && drive_in_game_play_is_human_turn (play))
    {
      DriveInBoard *board = DRIVE_IN_BOARD (get_board (&f));
      guint before = gros_game_zone_size (view_of (play), GROS_ZONE_MOVIE, 0);
      guint n_cast = 0;
      GameAction cast;

      while (drive_in_board_find_first (board, GROS_ACT_CAST_START, &cast))
        {
          g_assert_true (drive_in_board_apply (board, &cast));
          n_cast++;
        }
      g_assert_cmpuint (gros_game_zone_size (view_of (play), GROS_ZONE_MOVIE, 0), ==,
                        before + n_cast);
      g_assert_cmpint (view_of (play)->phase, ==, GROS_PHASE_SETUP_CAST);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.pass", NULL));
    }
  drive_in_test_iterate (50);
  g_assert_cmpint (view_of (play)->phase, !=, GROS_PHASE_DRAFT);
  drive_in_table_fixture_tear_down (&f);
}

/* Titled decks bring their Titles: random decks of a Titled format get one of their cards'
 * words, and nobody draws or makes a Title. */
static void
test_titled_random_decks (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;

  drive_in_table_fixture_set_up (&f, app);
  dialog = open_new_game (&f, GROS_FORMAT_TITLED_EPISODE, 2, "77", TRUE, GAME_AI_RANDOM);
  g_assert_null (drive_in_new_game_dialog_get_deck (dialog, 0));
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (50);
  play = get_play (&f);
  g_assert_null (drive_in_gros_table_get_title_dialog (get_board (&f)));
  g_assert_null (find_toplevel (DRIVE_IN_TYPE_TITLE_DIALOG));
  g_assert_true (drive_in_game_play_is_started (play));
  for (guint s = 0; s < 2; s++)
    {
      g_auto(GStrv) words = drive_in_gros_play_dup_title_words (play, s);

      g_assert_nonnull (drive_in_gros_play_get_title (play, s));
      g_assert_cmpuint (g_strv_length (words), >, 0);
      /* Every word of the Title is one of the deck's. */
      for (guint w = 0; words[w] != NULL; w++)
        g_assert_nonnull (strstr (drive_in_gros_play_get_title (play, s), words[w]));
    }
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
game_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}

/* A session of two Cult Classic movies between computers: Ratings with running totals, Next
 * Movie, the series kept in the saved game, and the session's winner after the last. */
static void
test_movie_session (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  g_autoptr(DriveInGamePlay) loaded = NULL;
  g_autoptr(GrosSeries) series = NULL;
  g_autoptr(GrosSeries) so_far = NULL;
  g_autoptr(GrosSeries) loaded_series = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "session.gros-game", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  DriveInRatingsView *ratings;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_set_speed (f.table, 100.0);
  dialog = open_new_game (&f, GROS_FORMAT_CULT_CLASSIC, 3, "4711", FALSE, GAME_AI_RANDOM);
  drive_in_new_game_dialog_set_n_movies (dialog, 2);
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_iterate (20);
  play = get_play (&f);
  drive_in_game_play_set_pace (play, 0);
  series = drive_in_gros_play_dup_series (play);
  g_assert_nonnull (series);
  g_assert_cmpuint (gros_series_get_n_movies (series), ==, 2);
  g_assert_cmpuint (gros_series_get_n_played (series), ==, 0);
  g_assert_cmpuint (game_record_get_seed (record_of (play)), ==, 4711);

  drive_in_test_wait_until (game_over, play, 60000);
  drive_in_test_iterate (50);
  ratings = DRIVE_IN_RATINGS_VIEW (get_board (&f)->ratings_view);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ratings)));
  g_assert_true (drive_in_gros_play_has_next_movie (play));
  g_assert_nonnull (strstr (drive_in_ratings_view_get_winner_text (ratings),
                            "after 1 movie of 2"));
  /* The keyboard is on Next Movie. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f.window));

    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==,
                     "table.next-movie");
  }
  so_far = drive_in_gros_play_dup_series (play);
  g_assert_true (gros_series_add_game (so_far, game_session_get_state (
                                                 drive_in_game_play_get_session (play))));
  g_assert_cmpuint (gros_series_get_n_played (so_far), ==, 1);

  /* Between two movies the autosaved session can be taken up again. */
  g_assert_true (drive_in_table_has_resumable_game (f.table));
  /* A saved game keeps its series. */
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  loaded = drive_in_game_play_load (get_catalog (), file, FALSE, &error);
  g_assert_no_error (error);
  loaded_series = drive_in_gros_play_dup_series (loaded);
  g_assert_nonnull (loaded_series);
  g_assert_cmpuint (gros_series_get_n_movies (loaded_series), ==, 2);
  g_assert_true (drive_in_gros_play_has_next_movie (loaded));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.next-movie", NULL));
  drive_in_test_iterate (20);
  g_assert_true (drive_in_table_get_play (f.table) != play);
  play = get_play (&f);
  drive_in_game_play_set_pace (play, 0);
  g_clear_object (&series);
  series = drive_in_gros_play_dup_series (play);
  g_assert_cmpuint (gros_series_get_n_played (series), ==, 1);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (gros_series_get_total (series, s), ==, gros_series_get_total (so_far, s));
  g_assert_cmpuint (game_record_get_seed (record_of (play)), ==,
                    gros_series_get_movie_seed (series, 1));
  g_assert_cmpint (view_of (play)->params.format, ==, GROS_FORMAT_CULT_CLASSIC);

  drive_in_test_wait_until (game_over, play, 60000);
  drive_in_test_iterate (50);
  ratings = DRIVE_IN_RATINGS_VIEW (get_board (&f)->ratings_view);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ratings)));
  g_assert_false (drive_in_gros_play_has_next_movie (play));
  g_assert_false (drive_in_table_has_resumable_game (f.table));
  g_assert_nonnull (strstr (drive_in_ratings_view_get_winner_text (ratings), "the session"));
  gtk_widget_activate_action (GTK_WIDGET (f.table), "table.next-movie", NULL);
  g_assert_true (drive_in_table_get_play (f.table) == play);
  drive_in_table_fixture_tear_down (&f);
  g_assert_cmpint (g_remove (path), ==, 0);
}

/* ---- Autosave and resume ----------------------------------------------------------------- */

/* A Feature Film game of @n_seats with random decks: a person at seat 1, computers of
 * @level elsewhere, at the board. */
static DriveInGamePlay *
make_play (guint       n_seats,
           GameAiLevel level,
           guint64     seed)
{
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (get_catalog (), NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  DriveInSeatPlayer players[GROS_MAX_SEATS];
  DriveInGamePlay *play;

  for (guint s = 0; s < n_seats; s++)
    {
      g_assert_true (gros_game_decks_add_random (decks, NULL, NULL, rand, &error));
      g_assert_no_error (error);
      players[s].kind = s == 0 ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
      players[s].level = level;
    }
  play = drive_in_gros_play_new (get_catalog (), decks,
                                 gros_format_get (GROS_FORMAT_FEATURE_FILM), seed, players, NULL,
                                 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (play);
  return play;
}

static void
test_autosave_resume (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (4, GAME_AI_EASY, 2024);
  g_autofree GrosGame *saved = g_new (GrosGame, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) autosave = NULL;
  g_autofree char *title = NULL;
  DriveInGamePlay *resumed;
  guint64 rng = 2024;
  guint n_actions;

  drive_in_table_fixture_set_up (&f, app);
  autosave = drive_in_table_get_autosave_file (f.table);
  g_file_delete (autosave, NULL, NULL);
  g_assert_false (drive_in_table_has_resumable_game (f.table));

  drive_in_table_fixture_show_play (&f, play);
  make_titles (&f);
  title = g_strdup (drive_in_gros_play_get_title (play, 0));
  play_game (&f, play, 12, &rng);
  drive_in_test_wait_until (human_or_over, play, 20000);
  g_assert_false (drive_in_game_play_is_over (play));
  g_assert_true (g_file_query_exists (autosave, NULL));
  gros_game_copy (saved, game_session_get_state (drive_in_game_play_get_session (play)));
  n_actions = game_record_get_n_actions (record_of (play));
  /* The record the table keeps replays to the game on screen. */
  {
    g_autofree GrosGame *replayed = g_new (GrosGame, 1);

    g_assert_true (game_record_replay (record_of (play), (gpointer) saved->db, GAME_RECORD_ALL,
                                       replayed, &error));
    g_assert_no_error (error);
    assert_same_state (replayed, saved);
  }

  /* The app closes (or crashes) here and starts again: the game is offered and comes back
   * exactly as it was, Titles and all. */
  drive_in_table_fixture_tear_down (&f);
  drive_in_table_fixture_set_up (&f, app);
  g_assert_true (drive_in_table_has_resumable_game (f.table));
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "start");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.resume", NULL));
  resumed = get_play (&f);
  g_assert_true (resumed != play);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  drive_in_game_play_set_pace (resumed, 0);
  g_assert_cmpuint (game_record_get_n_actions (record_of (resumed)), ==, n_actions);
  assert_same_state (game_session_get_state (drive_in_game_play_get_session (resumed)), saved);
  g_assert_cmpstr (drive_in_gros_play_get_title (resumed, 0), ==, title);
  g_assert_cmpstr (drive_in_game_play_get_deck_label (resumed, 1), ==,
                   drive_in_game_play_get_deck_label (play, 1));
  g_assert_nonnull (drive_in_game_play_get_deck_label (resumed, 1));
  g_assert_cmpint (drive_in_game_play_get_player (resumed, 2)->kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_cmpint (drive_in_game_play_get_player (resumed, 2)->level, ==, GAME_AI_EASY);
  /* No Title is asked again. */
  drive_in_test_iterate (50);
  g_assert_null (drive_in_gros_table_get_title_dialog (get_board (&f)));
  g_assert_null (find_toplevel (DRIVE_IN_TYPE_TITLE_DIALOG));

  /* It goes on from there. */
  play_game (&f, resumed, 3, &rng);
  g_assert_cmpuint (game_record_get_n_actions (record_of (resumed)), >, n_actions);

  /* A saved game loads the same way. */
  {
    g_autofree char *path = g_build_filename (g_get_user_data_dir (), "saved.gros-game", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(DriveInGamePlay) loaded = NULL;

    drive_in_game_play_save (resumed, file, &error);
    g_assert_no_error (error);
    loaded = drive_in_game_play_load (get_catalog (), file, FALSE, &error);
    g_assert_no_error (error);
    assert_same_state (game_session_get_state (drive_in_game_play_get_session (loaded)),
                       game_session_get_state (drive_in_game_play_get_session (resumed)));
    /* Other programs read it as a plain game record. */
    {
      g_autoptr(GrosGameRecord) plain = gros_game_record_load (file, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (plain);
    }
    g_assert_cmpint (g_remove (path), ==, 0);
  }
  drive_in_table_fixture_tear_down (&f);
}

/* Every GROS game file saved before the shared core (tests/fixtures/records) opens at the
 * board, from the table's Load and as the autosave "autosave.gros-game" earlier versions
 * wrote: finished ones as their replay, to the same end. */
static void
test_old_files_open (void)
{
  Fixture f = { 0 };
  guint opened = 0;

  drive_in_table_fixture_set_up (&f, app);
  for (guint i = 1; i <= 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("fixtures/records/game-%02u.gros-game", i);
      g_autoptr(GFile) file = gros_test_get_source_file (name);
      g_autoptr(GFile) autosave = drive_in_table_get_autosave_file (f.table);
      g_autoptr(GError) error = NULL;
      g_autoptr(GameRecord) record = game_record_load (file, NULL, &error);
      g_autoptr(GFile) folder = g_file_get_parent (autosave);
      g_autofree char *basename = g_file_get_basename (autosave);
      DriveInGamePlay *play;

      g_assert_no_error (error);
      g_assert_cmpstr (basename, ==, "autosave.gros-game");
      g_assert_true (drive_in_table_load_file (f.table, file));
      play = get_play (&f);
      g_assert_true (DRIVE_IN_IS_GROS_TABLE (drive_in_table_get_board (f.table)));
      g_assert_cmpuint (game_record_get_n_actions (record_of (play)), ==,
                        game_record_get_n_actions (record));
      /* The same file as the autosave earlier versions left. */
      g_file_make_directory_with_parents (folder, NULL, NULL);
      g_assert_true (g_file_copy (file, autosave, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL,
                                  &error));
      g_assert_no_error (error);
      drive_in_table_set_play (f.table, NULL);
      if (drive_in_table_has_resumable_game (f.table))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.resume",
                                                     NULL));
          play = get_play (&f);
          g_assert_false (drive_in_game_play_is_replay (play));
          g_assert_cmpuint (game_record_get_n_actions (record_of (play)), ==,
                            game_record_get_n_actions (record));
        }
      else
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.watch-last",
                                                     NULL));
          play = get_play (&f);
          g_assert_true (drive_in_game_play_is_replay (play));
          while (drive_in_game_play_step_forward (play))
            ;
          g_assert_true (drive_in_game_play_is_over (play));
        }
      drive_in_table_set_play (f.table, NULL);
      g_file_delete (autosave, NULL, NULL);
      opened++;
    }
  g_assert_cmpuint (opened, ==, 12);
  drive_in_table_fixture_tear_down (&f);
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

  g_test_add_func ("/gros/table/new-game/dialog", test_new_game_dialog);
  g_test_add_func ("/gros/table/new-game/saved-deck", test_saved_deck);
  g_test_add_func ("/gros/table/new-game/remembers-seats", test_new_game_remembers_seats);
  g_test_add_func ("/gros/table/format/classic-shared-piles", test_classic_shared_piles);
  g_test_add_func ("/gros/table/format/resurrected-draft-and-cast",
                   test_resurrected_draft_and_cast);
  g_test_add_func ("/gros/table/format/titled-random-decks", test_titled_random_decks);
  g_test_add_func ("/gros/table/format/movie-session", test_movie_session);
  g_test_add_func ("/gros/table/file/autosave-resume", test_autosave_resume);
  g_test_add_func ("/gros/table/file/old-files-open", test_old_files_open);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
