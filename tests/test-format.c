/* test-format.c: deck formats: descriptors, validation problems and advice. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-deck-common.h"
#include "gros-deck.h"

static DriveInDeck *
deck_of_packs (DriveInCatalog        *catalog,
               GrosFormatId        format,
               const char * const *packs,
               const char * const *extras)
{
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck = gros_deck_new_from_packs (catalog, packs, extras, &error);

  g_assert_no_error (error);
  gros_deck_set_format (deck, format);
  return deck;
}

/* A legal Feature Film deck of the fixture: packs 01-03 plus two Characters of pack 04. */
static DriveInDeck *
fixture_feature (DriveInCatalog *catalog)
{
  const char *packs[] = { "deck-test:01", "deck-test:02", "deck-test:03", NULL };
  const char *extras[] = { "deck-test:04-01", "deck-test:04-02", NULL };

  return deck_of_packs (catalog, GROS_FORMAT_FEATURE_FILM, packs, extras);
}

/* A legal Episode deck: packs 01-02 without their Roll the Credits (30 cards, 4 Twists). */
static DriveInDeck *
fixture_episode (DriveInCatalog *catalog)
{
  const char *packs[] = { "deck-test:01", "deck-test:02", NULL };
  DriveInDeck *deck = deck_of_packs (catalog, GROS_FORMAT_EPISODE, packs, NULL);

  g_assert_true (drive_in_deck_remove (deck, "deck-test:01-16"));
  g_assert_true (drive_in_deck_remove (deck, "deck-test:02-16"));
  return deck;
}

static void
test_descriptors (void)
{
  const GrosFormat *ff = gros_format_get (GROS_FORMAT_FEATURE_FILM);
  const GrosFormat *episode = gros_format_get (GROS_FORMAT_EPISODE);
  const GrosFormat *draft = gros_format_get (GROS_FORMAT_DRAFT);
  const GrosFormat *classic = gros_format_get (GROS_FORMAT_CLASSIC);
  g_autofree char *ids = gros_format_dup_id_list ();

  for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
    {
      const GrosFormat *format = gros_format_get (i);
      GEnumClass *enum_class = g_type_class_ref (GROS_TYPE_FORMAT_ID);
      GEnumValue *value = g_enum_get_value (enum_class, i);

      g_assert_cmpint (format->id, ==, i);
      g_assert_true (gros_format_from_string (format->string_id) == format);
      g_assert_cmpstr (value->value_nick, ==, format->string_id);
      g_assert_nonnull (strstr (ids, format->string_id));
      g_assert_cmpstr (gros_format_get_label (format), !=, "");
      g_assert_cmpstr (gros_format_get_summary (format), !=, "");
      /* The Resurrected family (001) deals 8 and scores 5 a word; the 000 formats 6 and 3. */
      if (i == GROS_FORMAT_RESURRECTED || i == GROS_FORMAT_STUDENT_FILMS)
        g_assert_cmpuint (format->hand_limit, ==, 8);
      else
        g_assert_cmpuint (format->hand_limit, ==, 6);
      if (i >= GROS_FORMAT_RESURRECTED)
        {
          g_assert_cmpuint (format->title_word_points, ==, 5);
          g_assert_cmpuint (format->title_cards_revealed, ==, 6);
          g_assert_true (format->shared_deck);
        }
      else
        g_assert_cmpuint (format->title_word_points, ==, 3);
      g_type_class_unref (enum_class);
    }
  g_assert_null (gros_format_from_string ("standard"));

  g_assert_cmpstr (ff->string_id, ==, "feature-film");
  g_assert_cmpint (ff->size_rule, ==, GROS_DECK_SIZE_EXACT);
  g_assert_cmpuint (ff->deck_size, ==, 50);
  g_assert_true (ff->unique);
  g_assert_cmpint (ff->credits_rule, ==, GROS_COUNT_EXACT);
  g_assert_cmpuint (ff->credits_count, ==, 3);
  g_assert_cmpuint (ff->title_cards_revealed, ==, 4);
  g_assert_true (ff->end & GROS_FORMAT_END_CREDITS);

  g_assert_cmpuint (episode->deck_size, ==, 30);
  g_assert_cmpint (episode->credits_rule, ==, GROS_COUNT_NONE);
  g_assert_cmpint (episode->twists_rule, ==, GROS_COUNT_EXACT);
  g_assert_cmpuint (episode->twists_count, ==, 4);
  g_assert_true (episode->end & GROS_FORMAT_END_THIRD_TWIST);
  g_assert_cmpuint (episode->banked_twists_to_end, ==, 3);

  g_assert_cmpint (draft->size_rule, ==, GROS_DECK_SIZE_ABOUT);
  g_assert_cmpuint (draft->credits_count, ==, 2);
  g_assert_cmpuint (draft->twists_count, ==, 4);

  g_assert_cmpint (classic->size_rule, ==, GROS_DECK_SIZE_SHARED);
  g_assert_true (classic->shared_deck);
  g_assert_false (classic->popcorn_used);
  g_assert_false (classic->twists_used);
  g_assert_cmpint (classic->twists_rule, ==, GROS_COUNT_NONE);
  g_assert_cmpint (classic->credits_rule, ==, GROS_COUNT_RATIO);

  g_assert_true (gros_format_get (GROS_FORMAT_TITLED_FEATURE)->titled);
  g_assert_true (gros_format_get (GROS_FORMAT_TITLED_EPISODE)->titled);
  g_assert_false (ff->titled);
}

static void
test_title_words (void)
{
  g_auto(GStrv) words = gros_format_dup_title_words ("The Hollow Shriek of the Satanic Demon! "
                                                     "Vs. the demon");
  const char *expected[] = { "Hollow", "Shriek", "Satanic", "Demon", NULL };

  g_assert_cmpstrv (words, expected);
  g_assert_true (gros_format_is_small_word ("VS."));
  g_assert_true (gros_format_is_small_word ("From"));
  g_assert_false (gros_format_is_small_word ("Crypt"));
}

/* Every choice of 3 of the 10 Director's Cut Feature Packs, plus 2 cards of the first pack
 * not chosen, is a legal Feature Film deck. */
static void
test_dc_all_pack_choices (void)
{
  g_autoptr(DriveInCatalog) catalog = shared_dc_catalog ();
  guint n_decks = 0;

  if (catalog == NULL)
    return;

  for (guint a = 1; a <= 10; a++)
    for (guint b = a + 1; b <= 10; b++)
      for (guint c = b + 1; c <= 10; c++)
        {
          g_autofree char *pa = g_strdup_printf ("gros-dc:%02u", a);
          g_autofree char *pb = g_strdup_printf ("gros-dc:%02u", b);
          g_autofree char *pc = g_strdup_printf ("gros-dc:%02u", c);
          const char *packs[] = { pa, pb, pc, NULL };
          g_autofree char *extra1 = NULL;
          g_autofree char *extra2 = NULL;
          g_autoptr(DriveInDeck) deck = NULL;
          g_autoptr(GListModel) problems = NULL;
          g_autoptr(GError) error = NULL;
          guint other = 1;

          while (other == a || other == b || other == c)
            other++;
          extra1 = g_strdup_printf ("gros-dc:%02u-01", other);
          extra2 = g_strdup_printf ("gros-dc:%02u-02", other);
          for (guint i = 0; i < 2; i++)
            {
              DriveInCard *card = drive_in_catalog_lookup (catalog, i == 0 ? extra1 : extra2);

              g_assert_nonnull (card);
              g_assert_cmpint (gros_card_get_type (card), !=,
                               GROS_CARD_TYPE_ROLL_THE_CREDITS);
            }

          {
            const char *extras[] = { extra1, extra2, NULL };
            deck = gros_deck_new_from_packs (catalog, packs, extras, &error);
          }
          g_assert_no_error (error);
          g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
          g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_FEATURE_FILM);
          g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_ROLL_THE_CREDITS), ==,
                            3);
          problems = drive_in_deck_validate (deck, catalog);
          if (g_list_model_get_n_items (problems) > 0)
            {
              g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, 0);
              g_error ("%s + %s + %s: %s", pa, pb, pc, drive_in_deck_problem_get_message (problem));
            }
          n_decks++;
        }
  g_assert_cmpuint (n_decks, ==, 120);
}

/* The built-in starter release follows the same pack mix: every choice of 3 of its packs
 * plus 2 cards is a legal Feature Film deck, and every pair of packs without their Roll the
 * Credits a legal Episode deck. */
static void
test_starter_pack_choices (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  GListModel *packs;
  guint n_packs, n_features = 0, n_episodes = 0;

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  packs = drive_in_release_get_packs (starter);
  n_packs = g_list_model_get_n_items (packs);
  g_assert_cmpuint (n_packs, >=, 4);

  for (guint a = 0; a < n_packs; a++)
    for (guint b = a + 1; b < n_packs; b++)
      {
        g_autoptr(DriveInPack) pa = g_list_model_get_item (packs, a);
        g_autoptr(DriveInPack) pb = g_list_model_get_item (packs, b);
        const char *pair[] = { drive_in_pack_get_id (pa), drive_in_pack_get_id (pb), NULL };
        g_autoptr(DriveInDeck) episode = deck_of_packs (catalog, GROS_FORMAT_EPISODE, pair, NULL);

        for (guint i = drive_in_deck_get_n_cards (episode); i > 0; i--)
          {
            DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (episode, i - 1));
            if (gros_card_get_type (card) == GROS_CARD_TYPE_ROLL_THE_CREDITS)
              drive_in_deck_remove_at (episode, i - 1);
          }
        assert_problems (episode, catalog, "");
        n_episodes++;

        for (guint c = b + 1; c < n_packs; c++)
          {
            g_autoptr(DriveInPack) pc = g_list_model_get_item (packs, c);
            g_autoptr(DriveInPack) other = NULL;
            const char *three[] = { pair[0], pair[1], drive_in_pack_get_id (pc), NULL };
            const char *extras[3] = { NULL };
            g_autoptr(DriveInDeck) deck = NULL;
            guint o = 0;

            while (o == a || o == b || o == c)
              o++;
            other = g_list_model_get_item (packs, o);
            for (guint i = 0; i < 2; i++)
              {
                g_autofree char *id = g_strconcat (drive_in_pack_get_release (other), ":",
                                                   drive_in_pack_get_card_numbers (other)[i], NULL);
                DriveInCard *card = drive_in_catalog_lookup (catalog, id);

                g_assert_cmpint (gros_card_get_type (card), !=,
                                 GROS_CARD_TYPE_ROLL_THE_CREDITS);
                extras[i] = drive_in_card_get_id (card);
              }
            deck = deck_of_packs (catalog, GROS_FORMAT_FEATURE_FILM, three, extras);
            assert_problems (deck, catalog, "");
            n_features++;
          }
      }
  g_assert_cmpuint (n_episodes, ==, n_packs * (n_packs - 1) / 2);
  g_assert_cmpuint (n_features, ==, n_packs * (n_packs - 1) * (n_packs - 2) / 6);
}

static void
test_dc_feature_problems (void)
{
  g_autoptr(DriveInCatalog) catalog = shared_dc_catalog ();
  const char *packs[] = { "gros-dc:01", "gros-dc:02", "gros-dc:03", NULL };
  const char *extras[] = { "gros-dc:04-01", "gros-dc:04-02", NULL };
  g_autoptr(DriveInDeck) deck = NULL;

  if (catalog == NULL)
    return;

  deck = deck_of_packs (catalog, GROS_FORMAT_FEATURE_FILM, packs, extras);
  assert_problems (deck, catalog, "");

  /* 49 cards */
  g_assert_true (drive_in_deck_remove (deck, "gros-dc:04-02"));
  assert_problems (deck, catalog, "deck-size");
  /* 50 with a duplicate */
  drive_in_deck_add (deck, "gros-dc:04-01");
  assert_problems (deck, catalog, "unique");
  /* 4 Roll the Credits */
  g_assert_true (drive_in_deck_remove (deck, "gros-dc:04-01"));
  drive_in_deck_add (deck, "gros-dc:04-16");
  assert_problems (deck, catalog, "roll-the-credits-count");
  /* 2 Roll the Credits */
  g_assert_true (drive_in_deck_remove (deck, "gros-dc:04-16"));
  g_assert_true (drive_in_deck_remove (deck, "gros-dc:01-16"));
  drive_in_deck_add (deck, "gros-dc:05-01");
  drive_in_deck_add (deck, "gros-dc:05-02");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
  assert_problems (deck, catalog, "roll-the-credits-count");
}

static DriveInDeckProblem *
only_problem (DriveInDeck    *deck,
              DriveInCatalog *catalog)
{
  g_autoptr(GListModel) problems = drive_in_deck_validate (deck, catalog);

  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 1);
  return g_list_model_get_item (problems, 0);
}

/* A card of another game in a GROS deck is a problem of its own, and counts for nothing. */
static void
test_other_game_card (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/releases/other-game");
  g_autoptr(DriveInRelease) other = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeckProblem) problem = NULL;
  g_autoptr(GError) error = NULL;

  other = drive_in_release_load (folder, NULL, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, other);
  deck = fixture_feature (catalog);
  g_assert_true (drive_in_deck_remove (deck, "deck-test:04-02"));
  drive_in_deck_add (deck, "cave-test:1");
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "other-game");
  g_assert_cmpstr (drive_in_deck_problem_get_message (problem), ==,
                   "“Moss Mole” is a card of Grotto Beasts!, not of GROS; remove it from the "
                   "deck.");
}

static void
test_feature_problems (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = fixture_feature (catalog);
  g_autoptr(DriveInDeckProblem) problem = NULL;
  const char *unknown[] = { "deck-test:09-09", NULL };

  assert_problems (deck, catalog, "");

  g_assert_true (drive_in_deck_remove (deck, "deck-test:04-02"));
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "deck-size");
  g_assert_cmpstr (drive_in_deck_problem_get_message (problem), ==,
                   "The deck has 49 cards; Feature Film decks have exactly 50.");
  g_clear_object (&problem);

  drive_in_deck_add (deck, "deck-test:02-01");
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "unique");
  g_assert_cmpstr (drive_in_deck_problem_get_message (problem), ==,
                   "Mad Botanist appears twice; every card must be unique.");
  g_assert_cmpstr (drive_in_deck_problem_get_card_ids (problem)[0], ==, "deck-test:02-01");
  g_assert_null (drive_in_deck_problem_get_card_ids (problem)[1]);
  g_clear_object (&problem);

  /* Two Roll the Credits: the problem lists them. */
  g_assert_true (drive_in_deck_remove (deck, "deck-test:02-01"));
  g_assert_true (drive_in_deck_remove (deck, "deck-test:03-16"));
  drive_in_deck_add (deck, "deck-test:04-02");
  drive_in_deck_add (deck, "deck-test:04-03");
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "roll-the-credits-count");
  g_assert_cmpstr (drive_in_deck_problem_get_card_ids (problem)[0], ==, "deck-test:01-16");
  g_assert_cmpstr (drive_in_deck_problem_get_card_ids (problem)[1], ==, "deck-test:02-16");
  g_assert_null (drive_in_deck_problem_get_card_ids (problem)[2]);
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "2 Roll the Credits"));
  g_clear_object (&problem);

  /* Four Roll the Credits */
  g_assert_true (drive_in_deck_remove (deck, "deck-test:04-03"));
  drive_in_deck_add (deck, "deck-test:03-16");
  drive_in_deck_remove (deck, "deck-test:04-02");
  drive_in_deck_add (deck, "deck-test:04-16");
  assert_problems (deck, catalog, "roll-the-credits-count");

  /* An unknown card is kept and reported, and still counts towards the size. */
  g_assert_true (drive_in_deck_remove (deck, "deck-test:04-16"));
  drive_in_deck_add (deck, unknown[0]);
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "unknown-card");
  g_assert_cmpstrv (drive_in_deck_problem_get_card_ids (problem), unknown);
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), unknown[0]));
  g_assert_true (drive_in_deck_contains (deck, unknown[0]));
}

static void
test_episode (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = fixture_episode (catalog);

  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 30);
  g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_PLOT_TWIST), ==, 4);
  assert_problems (deck, catalog, "");

  /* Duplicates are no Episode rule. */
  drive_in_deck_remove (deck, "deck-test:02-03");
  drive_in_deck_add (deck, "deck-test:02-02");
  assert_problems (deck, catalog, "");

  /* A fifth Plot Twist */
  drive_in_deck_remove (deck, "deck-test:02-02");
  drive_in_deck_add (deck, "deck-test:03-14");
  assert_problems (deck, catalog, "plot-twist-count");
  {
    g_autoptr(DriveInDeckProblem) problem = only_problem (deck, catalog);
    g_assert_cmpstr (drive_in_deck_problem_get_message (problem), ==,
                     "The deck has 5 Plot Twists; Episode decks have exactly 4.");
    g_assert_cmpuint (g_strv_length ((char **) drive_in_deck_problem_get_card_ids (problem)), ==, 5);
  }

  /* A Roll the Credits */
  drive_in_deck_remove (deck, "deck-test:03-14");
  drive_in_deck_add (deck, "deck-test:03-16");
  assert_problems (deck, catalog, "no-roll-the-credits");

  /* 31 cards */
  drive_in_deck_remove (deck, "deck-test:03-16");
  drive_in_deck_add (deck, "deck-test:03-01");
  drive_in_deck_add (deck, "deck-test:03-02");
  assert_problems (deck, catalog, "deck-size");

  gros_deck_set_format (deck, GROS_FORMAT_TITLED_EPISODE);
  assert_problems (deck, catalog, "deck-size no-title");
}

static void
test_draft (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = fixture_episode (catalog);
  g_autoptr(GListModel) advice = NULL;

  gros_deck_set_format (deck, GROS_FORMAT_DRAFT);
  /* 30 cards, 4 Plot Twists, no Roll the Credits */
  assert_problems (deck, catalog, "");
  /* Roll the Credits: two, or none */
  drive_in_deck_add (deck, "deck-test:01-16");
  assert_problems (deck, catalog, "roll-the-credits-count");
  drive_in_deck_add (deck, "deck-test:02-16");
  assert_problems (deck, catalog, "");
  /* Plot Twists: four, or none */
  drive_in_deck_remove (deck, "deck-test:01-14");
  assert_problems (deck, catalog, "plot-twist-count");
  drive_in_deck_remove (deck, "deck-test:01-15");
  drive_in_deck_remove (deck, "deck-test:02-14");
  drive_in_deck_remove (deck, "deck-test:02-15");
  assert_problems (deck, catalog, "");

  /* Size is advice only: 28 cards. */
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 28);
  advice = drive_in_deck_advise (deck, catalog);
  {
    g_autoptr(DriveInDeckAdvice) size = g_list_model_get_item (advice, GROS_CARD_N_TYPES);

    g_assert_nonnull (size);
    g_assert_cmpstr (drive_in_deck_advice_get_rule_id (size), ==, "deck-size");
    g_assert_cmpint (drive_in_deck_advice_get_deviation (size), ==, -2);
    g_assert_cmpstr (drive_in_deck_advice_get_message (size), ==,
                     "The deck has 28 cards; Draft decks usually have about 30.");
  }
}

static void
test_classic (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  const char *packs[] = { "deck-test:01", "deck-test:02", "deck-test:03", "deck-test:04", NULL };
  g_autoptr(DriveInDeck) deck = deck_of_packs (catalog, GROS_FORMAT_CLASSIC, packs, NULL);
  g_autoptr(DriveInDeckProblem) problem = NULL;
  g_autoptr(GListModel) advice = NULL;
  g_autoptr(DriveInDeckAdvice) ratio = NULL;
  const char *twists[] = { "deck-test:01-14", "deck-test:01-15", "deck-test:02-14",
                           "deck-test:02-15", "deck-test:03-14", "deck-test:03-15",
                           "deck-test:04-14", "deck-test:04-15" };

  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "no-plot-twists");
  g_assert_cmpuint (g_strv_length ((char **) drive_in_deck_problem_get_card_ids (problem)), ==, 8);
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "“Dream Sequence”"));

  for (guint i = 0; i < G_N_ELEMENTS (twists); i++)
    g_assert_true (drive_in_deck_remove (deck, twists[i]));
  /* Any size, duplicates allowed, 4 Roll the Credits in 56 cards: legal... */
  drive_in_deck_add (deck, "deck-test:01-01");
  assert_problems (deck, catalog, "");

  /* ...but advised against: about one per 40 cards. */
  advice = drive_in_deck_advise (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (advice), ==, GROS_CARD_N_TYPES + 1);
  ratio = g_list_model_get_item (advice, GROS_CARD_N_TYPES);
  g_assert_cmpstr (drive_in_deck_advice_get_rule_id (ratio), ==, "roll-the-credits-ratio");
  g_assert_cmpuint (drive_in_deck_advice_get_count (ratio), ==, 4);
  g_assert_cmpuint (drive_in_deck_advice_get_recommended (ratio), ==, 1);
  g_clear_object (&advice);
  g_clear_object (&ratio);

  /* Two Roll the Credits in 80 cards is the ratio. */
  drive_in_deck_remove (deck, "deck-test:03-16");
  drive_in_deck_remove (deck, "deck-test:04-16");
  while (drive_in_deck_get_n_cards (deck) < 80)
    drive_in_deck_add (deck, "deck-test:01-07");
  advice = drive_in_deck_advise (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (advice), ==, GROS_CARD_N_TYPES);
}

static void
test_titled (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = fixture_feature (catalog);
  g_autoptr(DriveInDeckProblem) problem = NULL;
  const char *missing[] = { "Foggy", "Marsh", NULL };

  gros_deck_set_format (deck, GROS_FORMAT_TITLED_FEATURE);
  assert_problems (deck, catalog, "no-title");

  /* Moth (01-04), Mad (02-01), Lagoon (02-10): small words and punctuation are free. */
  drive_in_deck_set_title (deck, "The Mad Moth of the LAGOON!");
  assert_problems (deck, catalog, "");

  drive_in_deck_set_title (deck, "The Mad Moth of the Foggy Lagoon vs. the Foggy Marsh");
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (problem), ==, "title-words");
  g_assert_cmpstrv (drive_in_deck_problem_get_details (problem), missing);
  g_assert_cmpstr (drive_in_deck_problem_get_message (problem), ==,
                   "No card in the deck has the Title words “Foggy”, “Marsh”.");
  g_clear_object (&problem);

  /* A Title word of two words ("Moth Man", 04-16) covers both, but only together. */
  drive_in_deck_set_title (deck, "Moth Man");
  problem = only_problem (deck, catalog);
  g_assert_cmpstr (drive_in_deck_problem_get_details (problem)[0], ==, "Man");
  g_clear_object (&problem);
  drive_in_deck_remove (deck, "deck-test:03-16");
  drive_in_deck_add (deck, "deck-test:04-16");
  assert_problems (deck, catalog, "");
  drive_in_deck_set_title (deck, "Man of the Moth");
  assert_problems (deck, catalog, "title-words");
}

static void
test_titled_localized (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog ("fr");
  g_autoptr(DriveInDeck) deck = fixture_feature (catalog);
  DriveInCard *moth = drive_in_catalog_lookup (catalog, "deck-test:01-04");

  g_assert_cmpstr (gros_card_get_title_word (moth), ==, "Papillon");
  g_assert_cmpstr (gros_card_get_original_title_word (moth), ==, "Moth");

  gros_deck_set_format (deck, GROS_FORMAT_TITLED_FEATURE);
  drive_in_deck_set_title (deck, "Papillon Fou contre la Lagune");
  assert_problems (deck, catalog, "title-words"); /* "contre", "la" are not Title words */
  drive_in_deck_set_title (deck, "Papillon Fou vs. the lagune");
  assert_problems (deck, catalog, "");
  drive_in_deck_set_title (deck, "The Mad Moth of the Lagoon");
  assert_problems (deck, catalog, "");
}

static void
test_advice_mix (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = fixture_feature (catalog);
  g_autoptr(GListModel) advice = drive_in_deck_advise (deck, catalog);
  const GrosCardType order[] = {
    GROS_CARD_TYPE_CHARACTER, GROS_CARD_TYPE_CREATURE, GROS_CARD_TYPE_SPECIAL_EFFECT,
    GROS_CARD_TYPE_LOCATION, GROS_CARD_TYPE_PROP, GROS_CARD_TYPE_PLOT_TWIST,
    GROS_CARD_TYPE_ROLL_THE_CREDITS,
  };
  const guint feature_mix[] = { 10, 10, 9, 6, 6, 6, 3 };
  const guint feature_has[] = { 11, 9, 9, 6, 6, 6, 3 };
  /* 26 cards besides the 4 Plot Twists, shared 10:10:9:6:6 with the largest remainders. */
  const guint episode_mix[] = { 6, 6, 6, 4, 4, 4, 0 };

  g_assert_cmpuint (g_list_model_get_n_items (advice), ==, GROS_CARD_N_TYPES);
  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);

      g_assert_cmpstr (drive_in_deck_advice_get_rule_id (item), ==, "type-mix");
      g_assert_cmpstr (drive_in_deck_advice_get_kind (item), ==,
                       gros_card_type_to_string (order[i]));
      g_assert_cmpuint (drive_in_deck_advice_get_recommended (item), ==, feature_mix[i]);
      g_assert_cmpuint (drive_in_deck_advice_get_count (item), ==, feature_has[i]);
      g_assert_cmpint (drive_in_deck_advice_get_deviation (item), ==,
                       (int) feature_has[i] - (int) feature_mix[i]);
    }
  {
    g_autoptr(DriveInDeckAdvice) characters = g_list_model_get_item (advice, 0);
    g_autoptr(DriveInDeckAdvice) effects = g_list_model_get_item (advice, 2);

    g_assert_nonnull (strstr (drive_in_deck_advice_get_message (characters), "1 more than"));
    g_assert_cmpstr (drive_in_deck_advice_get_message (effects), ==,
                     "Special Effects: 9, as recommended.");
  }
  g_clear_object (&advice);

  gros_deck_set_format (deck, GROS_FORMAT_EPISODE);
  advice = drive_in_deck_advise (deck, catalog);
  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);
      g_assert_cmpuint (drive_in_deck_advice_get_recommended (item), ==, episode_mix[i]);
    }
}

/* GROS's formats are the variants of its DriveInGameInfo: every format once, by its own id
 * and label, with its summary and the seats of the rules (000: 2-6; 001: "two or more
 * friends"), and its deck rules reached through the game's hooks like any game's. */
static void
test_variants (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) episode = fixture_episode (catalog);
  g_autoptr(GListModel) in_own = NULL;
  g_autoptr(GListModel) in_feature = NULL;
  g_autoptr(GListModel) in_classic = NULL;
  g_autoptr(GListModel) advice = NULL;
  g_autoptr(DriveInDeckProblem) size_problem = NULL;
  g_autoptr(DriveInDeckProblem) twists_problem = NULL;
  const DriveInGameInfo *info = drive_in_game_info_lookup (GROS_GAME_ID);
  const DriveInGameVariant *variants;
  gboolean seen[GROS_FORMAT_N_IDS] = { FALSE };
  guint n;

  g_assert_nonnull (info);
  variants = drive_in_game_info_get_variants (info, &n);
  g_assert_cmpuint (n, ==, GROS_FORMAT_N_IDS);
  g_assert_cmpstr (variants[0].id, ==, "feature-film");
  for (guint i = 0; i < n; i++)
    {
      const GrosFormat *format = gros_format_from_string (variants[i].id);
      gboolean resurrected;

      g_assert_nonnull (format);
      g_assert_false (seen[format->id]);
      seen[format->id] = TRUE;
      g_assert_cmpstr (variants[i].label, ==, format->label);
      g_assert_cmpint (variants[i].deck_title, ==, format->titled);
      g_assert_cmpstr (drive_in_game_info_variant_summary (&variants[i]), ==,
                       gros_format_get_summary (format));
      g_assert_cmpstr (drive_in_game_info_variant_summary (&variants[i]), !=, "");
      resurrected = format->id == GROS_FORMAT_RESURRECTED
                    || format->id == GROS_FORMAT_CULT_CLASSIC
                    || format->id == GROS_FORMAT_STUDENT_FILMS;
      g_assert_cmpuint (variants[i].min_seats, ==, resurrected ? 3 : 2);
      g_assert_cmpuint (variants[i].max_seats, ==, 6);
      g_assert_true (drive_in_game_info_find_variant (info, format->string_id) == &variants[i]);
    }
  /* Own decks first, then the shared deck ones. */
  for (guint i = 1; i < n; i++)
    g_assert_cmpint (gros_format_from_string (variants[i - 1].id)->shared_deck, <=,
                     gros_format_from_string (variants[i].id)->shared_deck);

  /* The game's hooks are gros_format_validate()'s rules: the Episode deck is legal in its
   * own variant, 20 cards short in Feature Film, and a Classic shared deck but for its Plot
   * Twists. */
  g_assert_nonnull (info->validate);
  g_assert_nonnull (info->validate_in_variant);
  in_own = info->validate (episode, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (in_own), ==, 0);
  in_feature = drive_in_deck_validate_in_variant (episode, "feature-film", catalog);
  g_assert_cmpuint (g_list_model_get_n_items (in_feature), >, 0);
  size_problem = g_list_model_get_item (in_feature, 0);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (size_problem), ==, "deck-size");
  in_classic = drive_in_deck_validate_in_variant (episode, "classic", catalog);
  g_assert_cmpuint (g_list_model_get_n_items (in_classic), ==, 1);
  twists_problem = g_list_model_get_item (in_classic, 0);
  g_assert_cmpstr (drive_in_deck_problem_get_rule_id (twists_problem), ==, "no-plot-twists");
  g_assert_cmpstr (drive_in_deck_get_variant (episode), ==, "episode");
  g_assert_nonnull (info->advise);
  advice = drive_in_deck_advise (episode, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (advice), >, 0);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/format/descriptors", test_descriptors);
  g_test_add_func ("/gros/format/title-words", test_title_words);
  g_test_add_func ("/gros/format/dc-all-pack-choices", test_dc_all_pack_choices);
  g_test_add_func ("/gros/format/dc-feature-problems", test_dc_feature_problems);
  g_test_add_func ("/gros/format/starter-pack-choices", test_starter_pack_choices);
  g_test_add_func ("/gros/format/feature-problems", test_feature_problems);
  g_test_add_func ("/gros/format/other-game-card", test_other_game_card);
  g_test_add_func ("/gros/format/episode", test_episode);
  g_test_add_func ("/gros/format/draft", test_draft);
  g_test_add_func ("/gros/format/classic", test_classic);
  g_test_add_func ("/gros/format/titled", test_titled);
  g_test_add_func ("/gros/format/titled-localized", test_titled_localized);
  g_test_add_func ("/gros/format/advice-mix", test_advice_mix);
  g_test_add_func ("/gros/format/variants", test_variants);

  return g_test_run ();
}
