/* test-grotto-decks.c: Grotto Beasts! deck building: every rule of 002's "Building a Deck" and
 * "Tournament Side Deck", the Banned, Limited and Restricted lists, random legal decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "drive-in-deck.h"
#include "drive-in-game-info.h"
#include "test-grotto-common.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"

static GPtrArray *starter;

static DriveInCard *
card (const char *name)
{
  for (guint i = 0; i < starter->len; i++)
    if (g_str_equal (drive_in_card_get_name (starter->pdata[i]), name))
      return starter->pdata[i];
  g_error ("no card %s", name);
  return NULL;
}

/* A Challenger of the test's own with deck-building attributes. */
static DriveInCard *
challenger (const char *number,
            const char *attribute,
            int         value)
{
  DriveInCardAttribute attributes[] = { { "power", 1, NULL }, { "goal", 12, NULL },
                                     { attribute, value, NULL } };
  DriveInCardInfo info = { 0 };

  info.release = "test";
  info.number = number;
  info.name = number;
  info.game = GROTTO_GAME_ID;
  info.kind = "challenger";
  info.attributes = attributes;
  info.n_attributes = attribute != NULL ? 3 : 2;
  return drive_in_card_new (&info);
}

/* 40 cards: 3 each of 13 plain names and 1 of a 14th. */
static GPtrArray *
legal_deck (void)
{
  static const char *const names[] = {
    "Puddle Newt", "Reef Crab", "Kelp Lurker", "Tidecaller Eel", "Bramble Boar", "Lichen Sage",
    "Cinder Pup", "Blaze Rhino", "Stormglider", "Cloud Stag", "Tidepool Cove", "Mossy Hollow",
    "Quick Study", "Rally Cry",
  };
  GPtrArray *deck = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    for (guint c = 0; c < (i < 13 ? 3u : 1u); c++)
      g_ptr_array_add (deck, card (names[i]));
  g_assert_cmpuint (deck->len, ==, 40);
  return deck;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The rule ids of @problems, sorted, comma separated ("" when none). */
static char *
rule_ids (GPtrArray *problems)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    g_ptr_array_add (ids, (gpointer) drive_in_deck_problem_get_rule_id (problems->pdata[i]));
  g_ptr_array_sort (ids, compare_strings);
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", (char *) ids->pdata[i]);
  return g_string_free (out, FALSE);
}

static char *
validate (const char      *variant,
          GPtrArray       *deck,
          DriveInCard        *chosen,
          GPtrArray       *side,
          GrottoDeckLists *lists)
{
  g_autoptr(GPtrArray) problems = grotto_deck_validate (variant, deck, chosen, side, lists);

  for (guint i = 0; i < problems->len; i++)
    {
      const char *message = drive_in_deck_problem_get_message (problems->pdata[i]);

      /* Every problem says why in a sentence. */
      g_assert_true (message != NULL && strlen (message) > 10);
    }
  return rule_ids (problems);
}

static void
test_legal (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autofree char *classic = validate ("classic", deck, NULL, NULL, NULL);
  g_autofree char *rumble = validate ("rumble", deck, card ("Captain Brinebeard"), NULL, NULL);

  g_assert_cmpstr (classic, ==, "");
  g_assert_cmpstr (rumble, ==, "");
}

static void
test_size_and_kinds (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autofree char *short_deck = NULL;
  g_autofree char *with_challenger = NULL;
  g_autofree char *bad_variant = NULL;

  g_ptr_array_remove_index (deck, 0);
  short_deck = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (short_deck, ==, "deck-size");
  /* A Challenger belongs outside the deck. */
  g_ptr_array_add (deck, card ("The Lamplighter"));
  with_challenger = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (with_challenger, ==, "kinds");
  bad_variant = validate ("duel", deck, NULL, NULL, NULL);
  g_assert_cmpstr (bad_variant, ==, "variant");
}

/* 002: a deck and a side deck hold Beast, Grotto and Wish cards: a card of another game is
 * refused in either. */
static void
test_other_game (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GPtrArray) side = g_ptr_array_new ();
  DriveInCardInfo info = { 0 };
  g_autoptr(DriveInCard) stranger = NULL;
  g_autofree char *in_deck = NULL;
  g_autofree char *in_side = NULL;

  info.release = "test";
  info.number = "stranger";
  info.name = "Stranger";
  info.game = GROS_GAME_ID;
  info.kind = "character";
  stranger = drive_in_card_new (&info);

  deck->pdata[39] = stranger;
  in_deck = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (in_deck, ==, "game");
  deck->pdata[39] = card ("Rally Cry");
  for (guint i = 0; i < 6; i++)
    g_ptr_array_add (side, card (i < 3 ? "Ambush" : "Landslide"));
  g_ptr_array_add (side, stranger);
  in_side = validate ("classic", deck, NULL, side, NULL);
  g_assert_cmpstr (in_side, ==, "game");
}

static void
test_copies (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autofree char *four = NULL;

  /* A fourth Puddle Newt instead of the Rally Cry. */
  g_ptr_array_remove_index (deck, 39);
  g_ptr_array_add (deck, card ("Puddle Newt"));
  four = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (four, ==, "copies");
}

static void
test_epic (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(DriveInCard) lifter = challenger ("lifter", "deck-ignore-epic", 1);
  g_autofree char *one_epic_thrice = NULL;
  g_autofree char *two_epics = NULL;
  g_autofree char *lifted = NULL;
  g_autofree char *classic_lifted = NULL;

  /* Three copies of one Epic card are one Epic card (002's reading of its own rule). */
  for (guint i = 0; i < 3; i++)
    deck->pdata[i] = card ("Leviathan Calf");
  one_epic_thrice = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (one_epic_thrice, ==, "");
  deck->pdata[3] = card ("Gilded Relic");
  two_epics = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (two_epics, ==, "epic");
  /* The problem marks both cards, so the deck editor shows both. */
  {
    g_autoptr(GPtrArray) problems = grotto_deck_validate ("classic", deck, NULL, NULL, NULL);
    DriveInDeckProblem *problem = problems->pdata[0];
    const char * const *ids = drive_in_deck_problem_get_card_ids (problem);

    g_assert_cmpuint (g_strv_length ((char **) ids), ==, 2);
    g_assert_true (g_strv_contains (ids, drive_in_card_get_id (card ("Leviathan Calf"))));
    g_assert_true (g_strv_contains (ids, drive_in_card_get_id (card ("Gilded Relic"))));
    g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Leviathan Calf"));
    g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Gilded Relic"));
  }
  /* A Challenger may lift the rule, in the Rumbles only. */
  lifted = validate ("rumble", deck, lifter, NULL, NULL);
  g_assert_cmpstr (lifted, ==, "");
  classic_lifted = validate ("classic", deck, lifter, NULL, NULL);
  g_assert_cmpstr (classic_lifted, ==, "challenger,epic");
}

static void
test_challenger (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(DriveInCard) big = challenger ("big", "deck-size", 60);
  g_autofree char *missing = validate ("rumble", deck, NULL, NULL, NULL);
  g_autofree char *not_one = validate ("jerma-rumble", deck, card ("Reef Crab"), NULL, NULL);
  g_autofree char *sixty = validate ("rumble", deck, big, NULL, NULL);

  g_assert_cmpstr (missing, ==, "challenger");
  g_assert_cmpstr (not_one, ==, "challenger");
  /* A Challenger may ask for another deck size. */
  g_assert_cmpstr (sixty, ==, "deck-size");
}

static void
test_side_deck (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GPtrArray) side = g_ptr_array_new ();
  g_autofree char *ok = NULL;
  g_autofree char *six = NULL;
  g_autofree char *copies = NULL;
  g_autofree char *epic = NULL;
  g_autofree char *challengers = NULL;
  g_autofree char *classic_challenger = NULL;

  for (guint i = 0; i < 6; i++)
    g_ptr_array_add (side, card (i < 3 ? "Ambush" : "Landslide"));
  g_ptr_array_add (side, card ("Rally Cry"));
  ok = validate ("classic", deck, NULL, side, NULL);
  g_assert_cmpstr (ok, ==, "");
  g_ptr_array_remove_index (side, 6);
  six = validate ("classic", deck, NULL, side, NULL);
  g_assert_cmpstr (six, ==, "side-size");
  /* Copies count over the deck and the side deck together (3 Puddle Newts in the deck). */
  g_ptr_array_add (side, card ("Puddle Newt"));
  copies = validate ("classic", deck, NULL, side, NULL);
  g_assert_cmpstr (copies, ==, "copies");
  side->pdata[6] = card ("Gilded Relic");
  epic = validate ("classic", deck, NULL, side, NULL);
  g_assert_cmpstr (epic, ==, "side-epic");
  /* One Challenger at most, and only in a Rumble side deck. */
  side->pdata[5] = card ("The Lamplighter");
  side->pdata[6] = card ("Professor Gale");
  challengers = validate ("rumble", deck, card ("Captain Brinebeard"), side, NULL);
  g_assert_cmpstr (challengers, ==, "side-challenger");
  side->pdata[6] = card ("Rally Cry");
  classic_challenger = validate ("classic", deck, NULL, side, NULL);
  g_assert_cmpstr (classic_challenger, ==, "side-challenger");
}

static void
test_lists (void)
{
  g_autoptr(GFile) file = gros_test_get_source_file ("fixtures/grotto/deck-lists.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GrottoDeckLists) lists = grotto_deck_lists_new_from_file (file, &error);
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autofree char *with_lists = NULL;
  g_autofree char *default_lists = NULL;

  g_assert_no_error (error);
  /* The fixture bans Tidecaller Eel, limits Puddle Newt to 2 and keeps Stormglider and Cloud
   * Stag apart: the legal deck breaks all three; the built-in lists are empty. */
  with_lists = validate ("classic", deck, NULL, NULL, lists);
  g_assert_cmpstr (with_lists, ==, "banned,limited,restricted");
  default_lists = validate ("classic", deck, NULL, NULL, NULL);
  g_assert_cmpstr (default_lists, ==, "");
  g_assert_true (grotto_deck_lists_is_banned (lists, card ("Tidecaller Eel")));
  g_assert_cmpuint (grotto_deck_lists_max_copies (lists, card ("Puddle Newt")), ==, 2);
  g_assert_cmpuint (grotto_deck_lists_max_copies (lists, card ("Reef Crab")), ==, 3);
}

static void
test_lists_bad (void)
{
  static const char *const bad[] = {
    "not json", "[]", "{\"banned\": {}}", "{\"banned\": [1]}", "{\"limited\": {\"x\": 3}}",
    "{\"limited\": {\"x\": \"two\"}}", "{\"restricted\": [[\"a\"]]}", "{\"restricted\": [\"a\"]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      GrottoDeckLists *lists = grotto_deck_lists_new_from_data (bad[i], -1, "lists.json", &error);

      g_assert_null (lists);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "lists.json"));
    }
}

static void
test_random_decks (void)
{
  for (guint seed = 0; seed < 50; seed++)
    {
      GRand *rand = g_rand_new_with_seed (seed);
      DriveInCard *chosen = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) deck = grotto_deck_random (starter, seed % 2, rand, &chosen, &error);
      g_autofree char *problems = NULL;

      g_assert_no_error (error);
      problems = validate (seed % 2 ? "rumble" : "classic", deck, chosen, NULL, NULL);
      g_assert_cmpstr (problems, ==, "");
      g_rand_free (rand);
    }
}

/* Decks carry their game: DriveInGameInfo's hook validates a Grotto Beasts! deck file's cards. */
static void
test_game_info_hook (void)
{
  const DriveInGameInfo *info = drive_in_game_info_lookup (GROTTO_GAME_ID);
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(DriveInCatalog) catalog = drive_in_library_load_catalog (library, NULL, NULL);
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GPtrArray) cards = legal_deck ();
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GListModel) legal = NULL;

  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  g_assert_nonnull (info->validate);
  deck = drive_in_deck_new_for_game (catalog, "Test", GROTTO_GAME_ID, "rumble");
  for (guint i = 0; i < cards->len; i++)
    drive_in_deck_add_card (deck, cards->pdata[i]);
  problems = info->validate (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 1);
  /* The Challenger is one of the deck's cards. */
  drive_in_deck_add_card (deck, card ("The Lamplighter"));
  legal = info->validate (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (legal), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  gros_test_init (&argc, &argv);
  starter = grotto_test_starter_cards ();
  g_test_add_func ("/grotto/decks/legal", test_legal);
  g_test_add_func ("/grotto/decks/size-and-kinds", test_size_and_kinds);
  g_test_add_func ("/grotto/decks/other-game", test_other_game);
  g_test_add_func ("/grotto/decks/copies", test_copies);
  g_test_add_func ("/grotto/decks/epic", test_epic);
  g_test_add_func ("/grotto/decks/challenger", test_challenger);
  g_test_add_func ("/grotto/decks/side-deck", test_side_deck);
  g_test_add_func ("/grotto/decks/lists", test_lists);
  g_test_add_func ("/grotto/decks/lists-bad", test_lists_bad);
  g_test_add_func ("/grotto/decks/random", test_random_decks);
  g_test_add_func ("/grotto/decks/game-info-hook", test_game_info_hook);
  status = g_test_run ();
  g_ptr_array_unref (starter);
  return status;
}
