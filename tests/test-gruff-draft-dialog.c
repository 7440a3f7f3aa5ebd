/* test-gruff-draft-dialog.c: Gruff's snake draft in the app: picks, decks, standings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-gruff-draft-dialog.h"
#include "drive-in-gruff-table.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "gruff-deck-rules.h"

static DriveInCatalog *
load_catalog (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

/* Waits (up to a minute) for the dialog to show @page. */
static void
wait_for_page (DriveInGruffDraftDialog *dialog,
               const char              *page)
{
  for (guint i = 0; i < 6000 && g_strcmp0 (drive_in_gruff_draft_dialog_get_page (dialog), page) != 0;
       i++)
    {
      drive_in_test_iterate (1);
      g_usleep (10000);
    }
  g_assert_cmpstr (drive_in_gruff_draft_dialog_get_page (dialog), ==, page);
}

/* The person (seat 2) takes the first card offered at each pick; the computers pick in
 * between in 004's order: shepherds in seat order, then the gruffs snaking. */
static void
draft_through (DriveInGruffDraftDialog *dialog,
               guint                    human_seat)
{
  GruffDraft *draft = drive_in_gruff_draft_dialog_get_draft (dialog);
  const GruffDraftPick *order;
  guint n_picks, taken = 0;

  order = gruff_draft_get_order (&n_picks);
  g_assert_cmpuint (n_picks, ==, 16);
  while (g_str_equal (drive_in_gruff_draft_dialog_get_page (dialog), "draft"))
    {
      g_autoptr(GPtrArray) available = gruff_draft_dup_available (draft);
      GruffDraftPick next = gruff_draft_get_next (draft);
      guint done = 0;
      g_autoptr(GError) error = NULL;

      /* The computers have picked up to the person's turn. */
      g_assert_cmpuint (next.seat, ==, human_seat);
      for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
        done += (gruff_draft_get_shepherd (draft, s) != NULL)
                + gruff_draft_get_gruffs (draft, s)->len;
      g_assert_cmpuint (order[done].seat, ==, human_seat);
      g_assert_true (order[done].shepherd == next.shepherd);
      g_assert_true (g_str_has_prefix (drive_in_gruff_draft_dialog_get_status (dialog), "Pick "));
      g_assert_true (next.shepherd ? gruff_card_is_shepherd (available->pdata[0])
                                   : gruff_card_is_gruff (available->pdata[0]));
      /* A card not offered is refused. */
      g_assert_false (drive_in_gruff_draft_dialog_pick (dialog, "drive-in-gruff:01-01", &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
      g_clear_error (&error);
      g_assert_true (drive_in_gruff_draft_dialog_pick (dialog,
                                                       drive_in_card_get_id (available->pdata[0]),
                                                       &error));
      g_assert_no_error (error);
      taken++;
      drive_in_test_iterate (2);
    }
  g_assert_cmpuint (taken, ==, 4);
  g_assert_true (gruff_draft_is_done (draft));
}

static gboolean
person_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static void
on_game_over_cb (DriveInGruffDraftTable *table,
                 guint                   seat_a,
                 guint                   seat_b,
                 int                     winner,
                 GruffDraftRecord       *tally)
{
  if (winner < 0)
    {
      tally[seat_a].draws++;
      tally[seat_b].draws++;
      return;
    }
  tally[winner].wins++;
  tally[(guint) winner == seat_a ? seat_b : seat_a].losses++;
}

/* Plays the person's games at the dialog's table (the first legal action each time) until
 * the standings show; their results go to @tally. */
static void
play_at_table (DriveInGruffDraftDialog *dialog,
               GruffDraftRecord        *tally)
{
  DriveInGruffDraftTable *table = drive_in_gruff_draft_dialog_get_table (dialog);
  guint games = 0;

  g_assert_nonnull (table);
  g_assert_cmpstr (drive_in_gruff_draft_dialog_get_page (dialog), ==, "table");
  /* Three opponents, twice each. */
  g_assert_cmpuint (drive_in_gruff_draft_table_get_n_games (table), ==, 6);
  g_signal_connect (table, "game-over", G_CALLBACK (on_game_over_cb), tally);
  drive_in_gruff_draft_table_set_pace (table, 0);
  while (drive_in_gruff_draft_table_get_play (table) != NULL)
    {
      DriveInGamePlay *play = drive_in_gruff_draft_table_get_play (table);
      g_autoptr(GPtrArray) boards = drive_in_test_find_widgets (GTK_WIDGET (table),
                                                                DRIVE_IN_TYPE_GRUFF_TABLE);

      /* The game is at a Gruff table. */
      g_assert_cmpuint (boards->len, ==, 1);
      while (!drive_in_game_play_is_over (play))
        {
          const GameAction *legal;
          GameAction first;

          drive_in_test_wait_until (person_or_over, play, 30000);
          if (drive_in_game_play_is_over (play))
            break;
          drive_in_game_play_get_human_actions (play, &legal);
          first = legal[0];
          g_assert_true (drive_in_game_play_apply (play, &first, NULL));
        }
      drive_in_test_iterate (2);
      games++;
      g_assert_cmpuint (drive_in_gruff_draft_table_get_n_played (table), ==, games);
      g_assert_true (drive_in_gruff_draft_table_next (table));
    }
  g_assert_cmpuint (games, ==, 6);
}

/* Every seat ends with a shepherd, three gruffs and a legal deck; the person's deck follows
 * the check buttons and its rules show live; the person's six games are played at the table,
 * the computers' games as the same round robin plays them directly, and the standings add
 * both up. */
static void
test_draft_to_standings (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog ();
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  DriveInGruffDraftDialog *dialog;
  GPtrArray *deck;
  GruffDraft *draft;
  GruffDraftRecord expected[GRUFF_DRAFT_SEATS];
  guint expected_order[GRUFF_DRAFT_SEATS];
  const GruffDraftRecord *records;
  DriveInCard *card = NULL;
  g_autoptr(GError) error = NULL;

  drive_in_test_show_window (parent);
  dialog = drive_in_gruff_draft_dialog_new (parent, catalog, 1, GAME_AI_EASY, 7);
  gtk_window_present (GTK_WINDOW (dialog));
  drive_in_test_iterate (5);
  g_assert_cmpstr (drive_in_gruff_draft_dialog_get_page (dialog), ==, "draft");
  draft = drive_in_gruff_draft_dialog_get_draft (dialog);
  /* Player 1 (a computer) took the first shepherd before the person's turn. */
  g_assert_nonnull (gruff_draft_get_shepherd (draft, 0));
  draft_through (dialog, 1);

  g_assert_cmpstr (drive_in_gruff_draft_dialog_get_page (dialog), ==, "decks");
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    {
      g_autoptr(GListModel) problems = NULL;

      deck = drive_in_gruff_draft_dialog_get_deck (dialog, s);
      g_assert_nonnull (deck);
      g_assert_cmpuint (deck->len, ==, 28);
      problems = gruff_deck_validate ((DriveInCard * const *) deck->pdata, deck->len);
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
    }
  g_assert_true (drive_in_gruff_draft_dialog_is_deck_legal (dialog));
  g_assert_true (g_str_has_prefix (drive_in_gruff_draft_dialog_get_verdict (dialog),
                                   "Legal deck"));

  /* One card out: 7 of a gruff's own, the reason names the gruff, no games yet. */
  deck = drive_in_gruff_draft_dialog_get_deck (dialog, 1);
  for (guint i = 4; card == NULL && i < deck->len; i++)
    if (gruff_card_is_ability (deck->pdata[i]))
      card = g_object_ref (deck->pdata[i]);
  g_assert_true (drive_in_gruff_draft_dialog_set_card (dialog, drive_in_card_get_id (card), FALSE));
  g_assert_cmpuint (drive_in_gruff_draft_dialog_get_deck (dialog, 1)->len, ==, 27);
  g_assert_false (drive_in_gruff_draft_dialog_is_deck_legal (dialog));
  g_assert_nonnull (strstr (drive_in_gruff_draft_dialog_get_verdict (dialog),
                            gruff_card_get_owner_gruff (card)));
  g_assert_false (drive_in_gruff_draft_dialog_play (dialog));
  g_assert_false (drive_in_gruff_draft_dialog_set_card (dialog, "drive-in-gruff:S-01", TRUE));
  g_assert_true (drive_in_gruff_draft_dialog_set_card (dialog, drive_in_card_get_id (card), TRUE));
  g_assert_true (drive_in_gruff_draft_dialog_is_deck_legal (dialog));
  g_object_unref (card);

  /* The same round robin played directly gives the standings the dialog shows. */
  {
    GPtrArray *decks[GRUFF_DRAFT_SEATS];

    for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
      decks[s] = drive_in_gruff_draft_dialog_get_deck (dialog, s);
    g_assert_true (gruff_draft_round_robin_skipping (decks, 2, GAME_AI_EASY, 7, 1, NULL, NULL,
                                                     expected, &error));
    g_assert_no_error (error);
  }
  g_assert_true (drive_in_gruff_draft_dialog_play (dialog));
  g_assert_false (drive_in_gruff_draft_dialog_play (dialog));
  play_at_table (dialog, expected);
  gruff_draft_standings (expected, expected_order);
  wait_for_page (dialog, "standings");
  records = drive_in_gruff_draft_dialog_get_records (dialog);
  g_assert_nonnull (records);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    {
      g_assert_cmpuint (records[s].wins + records[s].losses + records[s].draws, ==, 6);
      g_assert_cmpuint (records[s].wins, ==, expected[s].wins);
      g_assert_cmpuint (records[s].losses, ==, expected[s].losses);
      g_assert_cmpuint (drive_in_gruff_draft_dialog_get_standings (dialog)[s], ==,
                        expected_order[s]);
    }
  g_assert_nonnull (strstr (drive_in_gruff_draft_dialog_get_notice (dialog), "at the table"));
  g_assert_true (g_str_has_prefix (drive_in_gruff_draft_dialog_get_status (dialog), "Winner: "));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (parent);
}

/* A catalog without Gruff cards cannot draft: the dialog says why and goes no further. */
static void
test_no_cards (void)
{
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  DriveInGruffDraftDialog *dialog = drive_in_gruff_draft_dialog_new (NULL, catalog, 0,
                                                                     GAME_AI_EASY, 1);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (drive_in_gruff_draft_dialog_get_page (dialog), ==, "error");
  g_assert_null (drive_in_gruff_draft_dialog_get_draft (dialog));
  g_assert_false (drive_in_gruff_draft_dialog_pick (dialog, "drive-in-gruff:S-01", &error));
  g_assert_nonnull (error);
  g_assert_false (drive_in_gruff_draft_dialog_play (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  drive_in_test_init (&argc, &argv);

  g_test_add_func ("/gruff/draft-dialog/draft-to-standings", test_draft_to_standings);
  g_test_add_func ("/gruff/draft-dialog/no-cards", test_no_cards);

  status = drive_in_test_run ();
  return status;
}
