/* test-game-decks.c: seat decks for the engine from deck files and random Feature Packs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>

#include "gros-rules.h"
#include "test-games-common.h"
#include "gros-deck.h"

static GRand *
rand_for (guint32 seed)
{
  return g_rand_new_with_seed (seed);
}

static const GrosCardDef *
seat_card (GrosGameDecks *decks,
           GrosGameSetup *setup,
           guint          seat,
           guint          i)
{
  return gros_card_db_get (gros_game_decks_get_db (decks), setup->decks[seat][i]);
}

/* Three whole Feature Packs and two cards of other packs, none a Roll the Credits; the same
 * random stream gives the same decks. */
static void
test_random (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) a = gros_game_decks_new (catalog, NULL);
  g_autoptr(GrosGameDecks) b = gros_game_decks_new (catalog, NULL);
  g_autoptr(GRand) rand_a = rand_for (3);
  g_autoptr(GRand) rand_b = rand_for (3);
  g_autoptr(GError) error = NULL;
  GrosGameSetup sa = { 0 }, sb = { 0 };

  for (guint s = 0; s < 4; s++)
    {
      g_assert_true (gros_game_decks_add_random (a, STARTER_SIGIL, NULL, rand_a, &error));
      g_assert_no_error (error);
      g_assert_true (gros_game_decks_add_random (b, STARTER_SIGIL, NULL, rand_b, &error));
      g_assert_no_error (error);
    }
  gros_game_decks_fill_setup (a, &sa);
  gros_game_decks_fill_setup (b, &sb);
  g_assert_cmpuint (sa.n_seats, ==, 4);
  g_assert_null (sa.decks[4]);

  for (guint s = 0; s < 4; s++)
    {
      g_auto(GStrv) packs = g_strsplit (gros_game_decks_get_label (a, s), " + ", -1);
      GHashTable *seen = g_hash_table_new (g_str_hash, g_str_equal);

      g_assert_cmpuint (sa.deck_sizes[s], ==, 50);
      g_assert_cmpuint (gros_game_decks_get_deck_size (a, s), ==, 50);
      g_assert_cmpmem (sa.decks[s], 100, sb.decks[s], 100);
      g_assert_cmpstr (gros_game_decks_get_label (a, s), ==, gros_game_decks_get_label (b, s));
      g_assert_cmpuint (sa.n_title_words[s], ==, 0);

      /* "drive-in:01 + drive-in:04 + drive-in:02 + drive-in:05-03 + drive-in:06-11" */
      g_assert_cmpuint (g_strv_length (packs), ==, 5);
      for (guint i = 0; i < 50; i++)
        {
          const GrosCardDef *def = seat_card (a, &sa, s, i);
          g_autofree char *pack = g_strndup (def->id, strlen (def->id) - 3);

          g_assert_false (g_hash_table_contains (seen, def->id));
          g_hash_table_add (seen, def->id);
          if (i < 48)
            g_assert_true (g_strv_contains ((const char * const *) packs, pack));
          else
            {
              g_assert_false (g_strv_contains ((const char * const *) packs, pack));
              g_assert_cmpint (def->type, !=, GROS_CARD_TYPE_ROLL_THE_CREDITS);
              g_assert_cmpstr (def->id, ==, packs[i - 45]);
            }
        }
      g_hash_table_unref (seen);
    }

  /* Clearing keeps the db: the same cards keep their indices. */
  gros_game_decks_clear (a);
  g_assert_cmpuint (gros_game_decks_get_n_seats (a), ==, 0);
  g_assert_true (gros_card_db_get_n_cards (gros_game_decks_get_db (a)) > 0);
}

static void
test_formats (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  g_autoptr(GRand) rand = rand_for (9);
  g_autoptr(GError) error = NULL;
  const GrosFormatId ids[] = { GROS_FORMAT_EPISODE, GROS_FORMAT_CLASSIC,
                               GROS_FORMAT_TITLED_FEATURE };
  GrosGameSetup setup = { 0 };

  for (guint f = 0; f < G_N_ELEMENTS (ids); f++)
    {
      const GrosFormat *format = gros_format_get (ids[f]);
      GrosRulesParams params;

      g_assert_true (gros_game_decks_add_random (decks, NULL, format, rand, &error));
      g_assert_no_error (error);
      gros_game_decks_rules_for_format (format, &params);
      g_assert_cmpuint (params.format, ==, ids[f]);
      g_assert_cmpuint (params.shared_deck, ==, format->shared_deck);
      g_assert_cmpuint (params.twists, ==, format->twists_used);
      g_assert_cmpuint (params.hand_limit, ==, format->hand_limit);
    }
  gros_game_decks_fill_setup (decks, &setup);

  /* Episode: 30 cards, no Roll the Credits. */
  g_assert_cmpuint (setup.deck_sizes[0], ==, 30);
  for (guint i = 0; i < setup.deck_sizes[0]; i++)
    g_assert_cmpint (seat_card (decks, &setup, 0, i)->type, !=, GROS_CARD_TYPE_ROLL_THE_CREDITS);
  /* Classic: no Plot Twists, any size. */
  g_assert_cmpuint (setup.deck_sizes[1], >, 30);
  for (guint i = 0; i < setup.deck_sizes[1]; i++)
    g_assert_cmpint (seat_card (decks, &setup, 1, i)->type, !=, GROS_CARD_TYPE_PLOT_TWIST);
  /* Titled: a Title of words the deck's cards bear. */
  g_assert_cmpuint (setup.deck_sizes[2], ==, 50);
  g_assert_cmpuint (setup.n_title_words[2], >=, 1);
  g_assert_cmpuint (setup.n_title_words[2], <=, 3);
  for (guint w = 0; w < setup.n_title_words[2]; w++)
    {
      gboolean borne = FALSE;

      for (guint i = 0; i < setup.deck_sizes[2]; i++)
        borne |= seat_card (decks, &setup, 2, i)->title_word == setup.titles[2][w];
      g_assert_true (borne);
    }
  g_assert_cmpuint (setup.n_title_words[0], ==, 0);
}

/* A deck file plays in its own order; its Title's borne words come first. */
static void
test_deck (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Test deck", GROS_FORMAT_TITLED_FEATURE);
  g_autoptr(DriveInDeck) broken = gros_deck_new (catalog, "Broken", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = rand_for (1);
  DriveInCard *bearer = NULL;
  g_autofree char *title = NULL;
  GrosGameSetup setup = { 0 };
  GListModel *cards;

  /* The first card of the starter release that bears a Title word names the Title. */
  cards = drive_in_release_get_cards (drive_in_catalog_lookup_release (catalog, STARTER_SIGIL));
  for (guint i = 0; i < g_list_model_get_n_items (cards) && bearer == NULL; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (gros_card_get_original_title_word (card) != NULL)
        bearer = card;
    }
  g_assert_nonnull (bearer);
  drive_in_deck_add (deck, "drive-in:01-02");
  drive_in_deck_add (deck, drive_in_card_get_id (bearer));
  drive_in_deck_add (deck, "drive-in:01-02");
  title = g_strdup_printf ("Nobodyhasthisword %s", gros_card_get_original_title_word (bearer));
  drive_in_deck_set_title (deck, title);

  g_assert_true (gros_game_decks_add_random (decks, NULL, NULL, rand, &error));
  g_assert_true (gros_game_decks_add_deck (decks, deck, &error));
  g_assert_no_error (error);
  gros_game_decks_fill_setup (decks, &setup);
  g_assert_cmpuint (setup.n_seats, ==, 2);
  g_assert_cmpstr (gros_game_decks_get_label (decks, 1), ==, "Test deck");
  g_assert_cmpuint (setup.deck_sizes[1], ==, 3);
  g_assert_cmpstr (seat_card (decks, &setup, 1, 0)->id, ==, "drive-in:01-02");
  g_assert_cmpstr (seat_card (decks, &setup, 1, 1)->id, ==, drive_in_card_get_id (bearer));
  g_assert_cmpuint (setup.decks[1][0], ==, setup.decks[1][2]);
  g_assert_cmpuint (setup.n_title_words[1], ==, 2);
  g_assert_cmpuint (setup.titles[1][0], ==, seat_card (decks, &setup, 1, 1)->title_word);
  g_assert_cmpstr (gros_card_db_word (gros_game_decks_get_db (decks), setup.titles[1][1]), ==,
                   "Nobodyhasthisword");

  /* A card no release has. */
  drive_in_deck_add (broken, "drive-in:01-01");
  drive_in_deck_add (broken, "nowhere:01-01");
  g_assert_false (gros_game_decks_add_deck (decks, broken, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "nowhere:01-01"));
  g_clear_error (&error);
  g_assert_cmpuint (gros_game_decks_get_n_seats (decks), ==, 2);

  /* At most six seats; too few packs for a random deck. */
  for (guint s = 2; s < GROS_MAX_SEATS; s++)
    g_assert_true (gros_game_decks_add_deck (decks, deck, NULL));
  g_assert_false (gros_game_decks_add_deck (decks, deck, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);
  gros_game_decks_clear (decks);
  g_assert_false (gros_game_decks_add_random (decks, "no-such-release", NULL, rand, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
}

/* GROS's random_deck hook deals the decks of gros_game_decks_add_random_from(), card for card
 * and word for word, from the releases it is given. */
static void
test_rules_random_deck (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (TRUE, NULL);
  const char *sigils[] = { STARTER_SIGIL, NULL };
  const GrosFormatId ids[] = { GROS_FORMAT_FEATURE_FILM, GROS_FORMAT_EPISODE,
                               GROS_FORMAT_TITLED_FEATURE, GROS_FORMAT_CLASSIC };

  g_assert_nonnull (gros_rules.cards.random_deck);
  for (guint f = 0; f < G_N_ELEMENTS (ids); f++)
    for (guint32 seed = 1; seed <= 5; seed++)
      {
        g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
        g_autoptr(GRand) rand_a = rand_for (seed);
        g_autoptr(GRand) rand_b = rand_for (seed);
        g_autoptr(GPtrArray) card_ids = g_ptr_array_new_with_free_func (g_free);
        g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
        g_autoptr(GError) error = NULL;
        GrosCardDb *db = gros_game_decks_get_db (decks);
        GrosRulesParams params;
        GrosGameSetup setup = { 0 };

        gros_rules_params_init_for_format (&params, ids[f]);
        g_assert_true (gros_game_decks_add_random_from (decks, sigils, gros_format_get (ids[f]),
                                                        rand_a, &error));
        g_assert_true (gros_rules.cards.random_deck (catalog, sigils, &params, rand_b, card_ids,
                                                     words, &error));
        g_assert_no_error (error);
        gros_game_decks_fill_setup (decks, &setup);
        g_assert_cmpuint (card_ids->len, ==, setup.deck_sizes[0]);
        for (guint i = 0; i < card_ids->len; i++)
          {
            g_assert_cmpstr (card_ids->pdata[i], ==, gros_card_db_get (db, setup.decks[0][i])->id);
            g_assert_true (g_str_has_prefix (card_ids->pdata[i], STARTER_SIGIL ":"));
          }
        g_assert_cmpuint (words->len, ==, setup.n_title_words[0]);
        g_assert_cmpuint (words->len > 0, ==, ids[f] == GROS_FORMAT_TITLED_FEATURE);
        for (guint w = 0; w < words->len; w++)
          g_assert_cmpuint (gros_card_db_intern_word (db, words->pdata[w]), ==,
                            setup.titles[0][w]);
        /* Both streams were drawn from alike. */
        g_assert_cmpuint (g_rand_int (rand_a), ==, g_rand_int (rand_b));
      }
}

/* A deck file's words are its Title's, those its cards bear first, as the table reads them;
 * a deck without a Title brings none. */
static void
test_rules_deck_words (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Words", GROS_FORMAT_TITLED_FEATURE);
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  DriveInCard *card = drive_in_catalog_lookup (catalog, "drive-in:01-01");
  const char *borne = gros_card_get_original_title_word (card);
  g_autofree char *title = g_strdup_printf ("Nobodyhasthisword %s nobodyhasthisword", borne);

  g_assert_nonnull (borne);
  drive_in_deck_add (deck, "drive-in:01-01");
  gros_rules.cards.deck_words (deck, catalog, words);
  g_assert_cmpuint (words->len, ==, 0);
  drive_in_deck_set_title (deck, title);
  gros_rules.cards.deck_words (deck, catalog, words);
  g_assert_cmpuint (words->len, ==, 2);
  g_assert_cmpstr (words->pdata[0], ==, borne);
  g_assert_cmpstr (words->pdata[1], ==, "Nobodyhasthisword");
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/game-decks/random", test_random);
  g_test_add_func ("/gros/game-decks/formats", test_formats);
  g_test_add_func ("/gros/game-decks/deck", test_deck);
  g_test_add_func ("/gros/game-decks/rules-random-deck", test_rules_random_deck);
  g_test_add_func ("/gros/game-decks/rules-deck-words", test_rules_deck_words);

  return g_test_run ();
}
