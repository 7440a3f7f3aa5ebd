/* test-record-compat.c: game files saved by earlier Drive-In versions replay to the same game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>
#include <glib/gstdio.h>

#include "gros-game-record.h"
#include "test-games-common.h"
#include "gros-format.h"

/* tests/fixtures/records/ holds games recorded by the main branch of 2026-11-25 (before the
 * rules became one game of several), each with a digest of its final position. The digest
 * names what a player could check on the table: every card's place and state, each seat's
 * figures, whose turn, how it ended, and the random stream. GROS_RECORD_FIXTURES_WRITE=DIR
 * writes a fresh set (for a format change that is meant to change games). */

#define N_FIXTURE_GAMES 12

static char *
digest_game (const GrosGame *game)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "seats %u active %u phase %u step %u turn %u round %u "
                          "actions %u end %u winners %u\n", game->n_seats, game->active,
                          game->phase, game->step, game->turn, game->round, game->n_actions,
                          game->end_reason, game->winner_mask);
  g_string_append_printf (text, "rng %016" G_GINT64_MODIFIER "x %016" G_GINT64_MODIFIER "x\n",
                          game->rng[0], game->rng[1]);
  for (guint s = 0; s < game->n_seats; s++)
    {
      GrosRatings ratings;

      gros_game_ratings (game, s, &ratings);
      g_string_append_printf (text, "seat %u popcorn %d banked %d ratings %d\n", s + 1,
                              game->seats[s].popcorn, game->seats[s].banked, ratings.total);
    }
  for (guint c = 0; c < game->n_cards; c++)
    {
      const GrosCardState *card = &game->cards[c];

      g_string_append_printf (text, "card %u %s owner %u zone %u flags %u host %d known %u\n",
                              c, gros_card_db_get (game->db, card->def)->id, card->owner,
                              card->zone, card->flags, card->host, card->known);
    }
  for (guint i = 0; i < game->n_cards; i++)
    g_string_append_printf (text, "%u%c", game->order[i], i + 1 < game->n_cards ? ' ' : '\n');
  return g_string_free (text, FALSE);
}

/* Plays game @index of the fixture set at random and saves its record and digest in @dir. */
static void
write_fixture (const char *dir,
               guint       index)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  static GrosAction actions[GROS_MAX_ACTIONS];
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("game-%02u", index + 1);
  g_autofree char *path = g_strdup_printf ("%s/%s.gros-game", dir, name);
  g_autofree char *digest_path = g_strdup_printf ("%s/%s.digest", dir, name);
  g_autofree char *digest = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint64 seed = games_seed_mix (500 + index);
  guint64 rng = games_seed_mix (seed);
  GrosGameSetup setup;
  GrosGame game;

  games_random_setup_format (decks, 2 + index % 5, STARTER_SIGIL,
                             gros_format_get (index % GROS_FORMAT_N_IDS), seed, &setup);
  g_assert_true (gros_game_init (&game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                 &error));
  record = gros_game_record_new (gros_game_decks_get_db (decks), &setup);
  /* Most games to the end; every fourth stops part-way, as a saved game in progress. */
  for (guint i = 0; !gros_game_is_over (&game) && (index % 4 != 3 || i < 120); i++)
    {
      guint n = gros_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));

      g_assert_true (gros_game_record_apply (record, &game,
                                             &actions[games_rand_below (&rng, n)], NULL, NULL,
                                             &error));
    }
  g_assert_true (gros_game_record_save (record, file, NULL, &error));
  g_assert_no_error (error);
  digest = digest_game (&game);
  g_assert_true (g_file_set_contents (digest_path, digest, -1, &error));
}

static void
test_fixtures_replay (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  guint replayed = 0;

  for (guint i = 0; i < N_FIXTURE_GAMES; i++)
    {
      g_autofree char *base = g_strdup_printf ("fixtures/records/game-%02u", i + 1);
      g_autofree char *record_name = g_strconcat (base, ".gros-game", NULL);
      g_autofree char *digest_name = g_strconcat (base, ".digest", NULL);
      g_autoptr(GFile) record_file = gros_test_get_source_file (record_name);
      g_autoptr(GFile) digest_file = gros_test_get_source_file (digest_name);
      g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
      g_autoptr(GrosGameRecord) record = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *actual = NULL;
      g_autofree char *saved = NULL;
      g_autofree char *again = NULL;
      GrosGame game;

      record = gros_game_record_load (record_file, NULL, &error);
      g_assert_no_error (error);
      /* Every card of the starter release, so that the record's ids resolve. */
      for (guint c = 0; c < g_list_model_get_n_items (G_LIST_MODEL (catalog)); c++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), c);

          gros_card_db_add_card (gros_game_decks_get_db (decks), card);
        }
      g_assert_true (gros_game_record_replay (record, gros_game_decks_get_db (decks),
                                              GROS_GAME_RECORD_ALL, &game, &error));
      g_assert_no_error (error);
      /* Saved before the rules revision existed: played by the readings of revision 0. */
      g_assert_cmpuint (game.params.rules_revision, ==, 0);

      g_assert_true (g_file_load_contents (digest_file, NULL, &expected, NULL, NULL, &error));
      actual = digest_game (&game);
      g_assert_cmpstr (actual, ==, expected);

      /* Saving the loaded game again writes the same file. */
      g_assert_true (g_file_load_contents (record_file, NULL, &saved, NULL, NULL, &error));
      again = gros_game_record_to_data (record, NULL);
      g_assert_cmpstr (again, ==, saved);
      replayed++;
    }
  g_assert_cmpuint (replayed, ==, N_FIXTURE_GAMES);
}

int
main (int   argc,
      char *argv[])
{
  const char *write_dir = g_getenv ("GROS_RECORD_FIXTURES_WRITE");

  gros_test_init (&argc, &argv);
  if (write_dir != NULL)
    {
      for (guint i = 0; i < N_FIXTURE_GAMES; i++)
        write_fixture (write_dir, i);
      return 0;
    }
  g_test_add_func ("/gros/record/fixtures-replay", test_fixtures_replay);
  return g_test_run ();
}
