/* test-deck-game-hooks.c: what the shared deck code knows of a deck's game comes from the
 * game's descriptors (DriveInGameInfo, GameLabHooks), never from which game it is: a made-up
 * game with a titled variant and its own list order gets its answers, GROS its own. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-catalog.h"
#include "drive-in-deck-advice.h"
#include "drive-in-deck-list.h"
#include "drive-in-release-private.h"
#include "game-lab.h"
#include "gros-deck.h"
#include "gros-test-util.h"
#include "grotto-game-id.h"

#define MADE_UP_GAME_ID "made-up-hooks"

static const DriveInCardKindInfo made_up_kinds[] = {
  { "bolt", "Bolt", "Bolts" },
  { "nut", "Nut", "Nuts" },
  { "gear", "Gear", "Gears" },
};

static const DriveInGameVariant made_up_variants[] = {
  { "plain", "Plain", 2, 4, NULL },
  { "titled", "Titled", 2, 4, NULL, TRUE },
};

/* Its lists group gears first, then bolts; nuts come last. */
static const char *const made_up_list_order[] = { "gear", "bolt", "nut", NULL };

static const DriveInGameInfo made_up_info = {
  MADE_UP_GAME_ID, "Made-Up Hooks", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL, NULL, made_up_list_order,
};

static DriveInCatalog *
new_made_up_catalog (void)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) no_packs = g_ptr_array_new ();
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_tmp_dir (), "mh", NULL);
  g_autoptr(DriveInRelease) release = NULL;
  DriveInCatalog *catalog = drive_in_catalog_new ();
  DriveInReleaseParts parts = { 0 };
  const char *names[] = { "Hex Bolt", "Wing Nut", "Spur Gear" };
  const char *kinds[] = { "bolt", "nut", "gear" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      DriveInCardInfo info = { 0 };

      info.release = "mh";
      info.number = number;
      info.name = names[i];
      info.game = MADE_UP_GAME_ID;
      info.kind = kinds[i];
      g_ptr_array_add (cards, drive_in_card_new (&info));
    }
  parts.folder = folder;
  parts.sigil = "mh";
  parts.name = "Made-up hooks";
  parts.year = "2026";
  parts.description = "Cards of the test's made-up game.";
  parts.kind = "starter";
  parts.game = MADE_UP_GAME_ID;
  release = drive_in_release_new_from_parts (&parts, cards, no_packs);
  drive_in_catalog_add_release (catalog, release);
  return catalog;
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           GString    *notified)
{
  g_string_append_printf (notified, "%s;", pspec->name);
}

/* A deck is in a variant of its game from the start, whichever game, and changes it among
 * the game's own variants only. */
static void
test_variant (void)
{
  g_autoptr(DriveInDeck) deck = g_object_new (DRIVE_IN_TYPE_DECK, "game", MADE_UP_GAME_ID, NULL);
  g_autoptr(DriveInDeck) gros = g_object_new (DRIVE_IN_TYPE_DECK, NULL);
  g_autoptr(GString) notified = g_string_new (NULL);

  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, MADE_UP_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "plain");
  g_signal_connect (deck, "notify", G_CALLBACK (on_notify), notified);
  g_assert_true (drive_in_deck_set_variant (deck, "titled"));
  g_assert_false (drive_in_deck_set_variant (deck, "feature-film"));
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "titled");
  g_assert_cmpstr (notified->str, ==, "variant;");

  /* A deck of no named game is the unnamed default's (GROS's), in its first format. */
  g_assert_cmpstr (drive_in_deck_get_game (gros), ==, drive_in_game_info_get_unnamed_default ());
  g_assert_cmpstr (drive_in_deck_get_variant (gros), ==, "feature-film");
  g_assert_cmpint (gros_deck_get_format (gros), ==, GROS_FORMAT_FEATURE_FILM);
  gros_deck_set_format (gros, GROS_FORMAT_TITLED_EPISODE);
  g_assert_cmpstr (drive_in_deck_get_variant (gros), ==, "titled-episode");
}

/* The card list of a made-up game's titled deck: its game, variant and Title in the header,
 * its kinds in the game's list order. */
static void
test_list_export (void)
{
  g_autoptr(DriveInCatalog) catalog = new_made_up_catalog ();
  g_autoptr(DriveInDeck) deck = drive_in_deck_new_for_game (catalog, "Toolbox", MADE_UP_GAME_ID,
                                                            "titled");
  g_autoptr(DriveInDeck) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) ids = NULL;

  drive_in_deck_set_title (deck, "Night of the Spanner");
  drive_in_deck_add (deck, "mh:1");
  drive_in_deck_add (deck, "mh:2");
  drive_in_deck_add (deck, "mh:3");
  drive_in_deck_add (deck, "mh:1");
  drive_in_deck_add (deck, "mh:9");
  list = drive_in_deck_list_export (deck);
  g_assert_cmpstr (list, ==,
                   "# Drive-In deck: Toolbox\n"
                   "# Game: Made-Up Hooks (made-up-hooks)\n"
                   "# Format: Titled (titled)\n"
                   "# Title: Night of the Spanner\n"
                   "# 5 cards\n"
                   "\n# Gears (1)\n"
                   "mh:3  # Spur Gear\n"
                   "\n# Bolts (2)\n"
                   "mh:1  # Hex Bolt\n"
                   "mh:1  # Hex Bolt\n"
                   "\n# Nuts (1)\n"
                   "mh:2  # Wing Nut\n"
                   "\n# Unknown cards (1)\n"
                   "mh:9\n");

  /* It reads back to the same cards, in the list's order. */
  back = drive_in_deck_list_import_for_game (list, -1, "list.txt", catalog, MADE_UP_GAME_ID,
                                             "titled", NULL, &error);
  g_assert_no_error (error);
  ids = drive_in_deck_dup_card_ids (back);
  g_assert_cmpuint (g_strv_length (ids), ==, 5);
  g_assert_cmpstr (ids[0], ==, "mh:3");
  g_assert_cmpstr (ids[4], ==, "mh:9");
}

/* GROS's list keeps the first Drive-In's header (no Game line) and its recommended-mix order:
 * Special Effects before Locations. */
static void
test_gros_list_header (void)
{
  g_autoptr(DriveInDeck) deck = gros_deck_new (NULL, "Crypt", GROS_FORMAT_TITLED_EPISODE);
  g_autofree char *list = NULL;
  const DriveInGameInfo *info = drive_in_game_info_lookup (GROS_GAME_ID);

  drive_in_deck_set_title (deck, "The Crypt");
  list = drive_in_deck_list_export (deck);
  g_assert_cmpstr (list, ==,
                   "# Drive-In deck: Crypt\n"
                   "# Format: Titled Episode (titled-episode)\n"
                   "# Title: The Crypt\n"
                   "# 0 cards\n");
  g_assert_nonnull (info->list_kind_order);
  g_assert_cmpstr (info->list_kind_order[2], ==, "special-effect");
  g_assert_cmpstr (info->list_kind_order[3], ==, "location");
}

/* Odds and sample hands are a capability a game's lab hooks declare. */
static void
test_lab_odds (void)
{
  g_assert_true (game_lab_has_deck_odds (GROS_GAME_ID));
  g_assert_false (game_lab_has_deck_odds (GROTTO_GAME_ID));
  g_assert_false (game_lab_has_deck_odds (MADE_UP_GAME_ID));
}

/* Advice names the game's kind it counts (a kind id of the game's descriptor), or none. */
static void
test_advice_kinds (void)
{
  g_autoptr(DriveInDeck) deck = gros_deck_new (NULL, "Draft", GROS_FORMAT_DRAFT);
  g_autoptr(GListModel) advice = NULL;
  const DriveInGameInfo *info = drive_in_game_info_lookup (GROS_GAME_ID);
  guint n_mix = 0, n_size = 0;

  advice = drive_in_deck_advise (deck, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (advice); i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);
      const char *rule = drive_in_deck_advice_get_rule_id (item);
      const char *kind = drive_in_deck_advice_get_kind (item);

      if (g_str_equal (rule, "type-mix"))
        {
          /* Interned, as drive_in_card_get_kind(): compared with ==. */
          g_assert_nonnull (drive_in_game_info_find_kind (info, kind));
          g_assert_true (kind == g_intern_string (kind));
          n_mix++;
        }
      else if (g_str_equal (rule, "deck-size"))
        {
          g_assert_null (kind);
          n_size++;
        }
    }
  g_assert_cmpuint (n_mix, ==, info->n_kinds);
  g_assert_cmpuint (n_size, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_assert_true (drive_in_game_info_register (&made_up_info));

  g_test_add_func ("/drive-in/deck-game-hooks/variant", test_variant);
  g_test_add_func ("/drive-in/deck-game-hooks/list-export", test_list_export);
  g_test_add_func ("/drive-in/deck-game-hooks/gros-list-header", test_gros_list_header);
  g_test_add_func ("/drive-in/deck-game-hooks/lab-odds", test_lab_odds);
  g_test_add_func ("/drive-in/deck-game-hooks/advice-kinds", test_advice_kinds);

  return g_test_run ();
}
