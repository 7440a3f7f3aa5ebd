/* test-rules-setup.c: the set-up rules: hands, redraws, Titles, the cast, the first player. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-rules-common.h"

typedef struct
{
  GrosCardDb *db;
  guint       hero;    /* Character, Defense 2 */
  guint       zero;    /* Character, Defense 0 */
  guint       place;   /* Location */
  guint       fx;
} Cards;

static void
cards_init (Cards *c)
{
  c->db = gros_card_db_new ();
  c->hero = trc_card (c->db, "Hero", GROS_CARD_TYPE_CHARACTER, 2, 1, TRUE, "Male", "Hero");
  c->zero = trc_card (c->db, "Extra", GROS_CARD_TYPE_CHARACTER, 0, 0, FALSE, NULL, "Extra");
  c->place = trc_card (c->db, "Place", GROS_CARD_TYPE_LOCATION, 2, 1, TRUE, "Building", "Place");
  c->fx = trc_card (c->db, "Boom", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 1, FALSE, NULL, "Boom");
}

static void
cards_clear (Cards *c)
{
  gros_card_db_unref (c->db);
}

/* A set-up where every seat's deck is @deck. */
static void
setup_init (GrosGameSetup  *setup,
            guint           n_seats,
            guint64         seed,
            const uint16_t *deck,
            guint           size)
{
  memset (setup, 0, sizeof *setup);
  setup->n_seats = n_seats;
  setup->seed = seed;
  gros_rules_params_init_feature_film (&setup->params);
  for (guint s = 0; s < n_seats; s++)
    {
      setup->decks[s] = deck;
      setup->deck_sizes[s] = size;
    }
}

static guint
count_positive_characters (const GrosGame *g,
                           guint           seat)
{
  guint n = 0;

  for (guint i = 0; i < trc_size (g, GROS_ZONE_HAND, seat); i++)
    {
      const GrosCardDef *def = gros_game_card_def (g, gros_game_zone_card (g, GROS_ZONE_HAND,
                                                                         seat, i));

      n += def->type == GROS_CARD_TYPE_CHARACTER && def->stat > 0;
    }
  return n;
}

/* Each player draws 6 cards. */
static void
test_six_card_hand (void)
{
  Cards c;
  uint16_t deck[20];
  GrosGameSetup setup;
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);
  g_autoptr(GError) error = NULL;

  cards_init (&c);
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    deck[i] = i % 4 == 0 ? c.hero : c.place;
  setup_init (&setup, 3, 11, deck, G_N_ELEMENTS (deck));
  g_assert_true (gros_game_init (g, c.db, &setup, NULL, NULL, &error));
  g_assert_no_error (error);

  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, s), ==, 6);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, s), ==, 14);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, s), ==, 0);
    }
  g_assert_cmpint (g->phase, ==, GROS_PHASE_SETUP_CAST);
  cards_clear (&c);
}

/* A deck without any Character of positive Defense still deals a full opening hand: the
 * redraws stop when the deck cannot give a new hand. */
static void
test_six_card_hand_without_characters (void)
{
  Cards c;
  uint16_t deck[20];
  GrosGameSetup setup;
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);
  g_autoptr(GError) error = NULL;

  cards_init (&c);
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    deck[i] = i % 5 == 0 ? c.zero : c.place;
  setup_init (&setup, 2, 3, deck, G_N_ELEMENTS (deck));
  g_assert_true (gros_game_init (g, c.db, &setup, NULL, NULL, &error));
  g_assert_no_error (error);

  for (guint s = 0; s < 2; s++)
    {
      g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, s), ==, 6);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, s), ==, 14);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, s), ==, 0);
    }
  cards_clear (&c);
}

/* A hand with no Character of positive Defense is revealed, discarded and redrawn; once
 * the hand has one, the discarded cards are shuffled back into the deck. */
static void
test_redraw_and_reshuffle (void)
{
  Cards c;
  uint16_t deck[30];
  guint redraws = 0;

  cards_init (&c);
  /* Three Characters among 30 cards: about half the first hands have none. */
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    deck[i] = i < 3 ? c.hero : i < 6 ? c.zero : c.place;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autofree GrosGame *g = g_new0 (GrosGame, 1);
      g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (GrosEvent));
      g_autoptr(GError) error = NULL;
      GrosGameSetup setup;
      guint to_grave = 0, revealed = 0;
      int last_to_grave = -1, last_shuffle = -1;

      setup_init (&setup, 2, seed, deck, G_N_ELEMENTS (deck));
      g_assert_true (gros_game_init (g, c.db, &setup, trc_events_cb, events, &error));
      g_assert_no_error (error);

      for (guint i = 0; i < events->len; i++)
        {
          const GrosEvent *ev = &g_array_index (events, GrosEvent, i);

          if (ev->kind == GROS_EV_MOVE && ev->to_zone == GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, 0))
            {
              const GrosCardState *card = &g->cards[ev->card];

              /* The whole hand goes, after being shown to every seat. */
              to_grave++;
              last_to_grave = i;
              g_assert_cmpuint (card->owner, ==, 0);
            }
          if (ev->kind == GROS_EV_REVEAL && g->cards[ev->card].owner == 0
              && ev->seat == 0 && i + 1 < events->len
              && g_array_index (events, GrosEvent, i + 1).kind == GROS_EV_MOVE
              && g_array_index (events, GrosEvent, i + 1).to_zone
                 == GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, 0))
            revealed++;
          if (ev->kind == GROS_EV_SHUFFLE && ev->seat == 0)
            last_shuffle = i;
        }

      g_assert_cmpuint (count_positive_characters (g, 0), >, 0);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 0), ==, 6);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, 0), ==, 0);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, 0), ==, 24);
      g_assert_cmpuint (to_grave % 6, ==, 0);
      g_assert_cmpuint (revealed, ==, to_grave);
      if (to_grave > 0)
        {
          /* Discards are shuffled back after the last redraw. */
          redraws++;
          g_assert_cmpint (last_shuffle, >, last_to_grave);
        }
    }
  /* With these odds, 40 seeds without a redraw would mean the rule never ran. */
  g_assert_cmpuint (redraws, >, 5);
  cards_clear (&c);
}

/* Each player reveals 4 cards; their Title words make the Title; they are shuffled back. */
static void
test_title_from_four_cards (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  uint16_t deck[12];
  GrosGameSetup setup;
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (GrosEvent));
  g_autoptr(GError) error = NULL;
  guint reveals[2] = { 0, 0 };
  gboolean titled[2] = { FALSE, FALSE };

  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    {
      g_autofree char *name = g_strdup_printf ("Card %u", i);
      g_autofree char *word = g_strdup_printf ("Word%u", i);

      deck[i] = trc_card (db, name, GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, word);
    }
  setup_init (&setup, 2, 5, deck, G_N_ELEMENTS (deck));
  g_assert_true (gros_game_init (g, db, &setup, trc_events_cb, events, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < events->len; i++)
    {
      const GrosEvent *ev = &g_array_index (events, GrosEvent, i);

      if (ev->kind == GROS_EV_REVEAL && ev->seat < 2 && !titled[ev->seat])
        {
          guint seat = ev->seat;
          guint word = gros_game_card_def (g, ev->card)->title_word;
          gboolean in_title = FALSE;

          /* Revealed from the seat's own deck, and its word is in the Title. */
          g_assert_cmpuint (g->cards[ev->card].owner, ==, seat);
          for (guint w = 0; w < g->seats[seat].n_title_words; w++)
            in_title |= g->seats[seat].title_words[w] == word;
          g_assert_true (in_title);
          reveals[seat]++;
        }
      if (ev->kind == GROS_EV_TITLE && ev->seat < 2)
        {
          titled[ev->seat] = TRUE;
          g_assert_cmpuint (reveals[ev->seat], ==, 4);
          /* Then the deck is shuffled. */
          g_assert_cmpuint (i + 1, <, events->len);
          g_assert_cmpint (g_array_index (events, GrosEvent, i + 1).kind, ==, GROS_EV_SHUFFLE);
        }
    }
  for (guint s = 0; s < 2; s++)
    {
      g_assert_true (titled[s]);
      g_assert_cmpuint (g->seats[s].n_title_words, ==, 4);
      g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, s) + trc_size (g, GROS_ZONE_HAND, s), ==, 12);
    }
}

/* Every player casts one Character from the starting hand; nothing else may be cast. */
static void
test_cast_one_character (void)
{
  Cards c;
  uint16_t deck[12];
  GrosGameSetup setup;
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);
  g_autoptr(GError) error = NULL;

  cards_init (&c);
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    deck[i] = i % 2 == 0 ? c.hero : c.fx;
  setup_init (&setup, 2, 9, deck, G_N_ELEMENTS (deck));
  g_assert_true (gros_game_init (g, c.db, &setup, NULL, NULL, &error));
  g_assert_no_error (error);

  for (guint s = 0; s < 2; s++)
    {
      guint characters = 0;
      int chosen = GROS_NO_CARD;

      g_assert_cmpint (g->phase, ==, GROS_PHASE_SETUP_CAST);
      g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, s);
      for (guint i = 0; i < trc_size (g, GROS_ZONE_HAND, s); i++)
        {
          int card = gros_game_zone_card (g, GROS_ZONE_HAND, s, i);

          if (gros_game_card_def (g, card)->type == GROS_CARD_TYPE_CHARACTER)
            {
              characters++;
              chosen = card;
            }
          else
            g_assert_false (trc_legal (g, "cast seat=%u card=%d", s + 1, card));
        }
      g_assert_cmpuint (characters, >, 0);
      /* Only casts are offered: no pass, no other play. */
      g_assert_cmpuint (trc_count (g, GROS_ACT_CAST_START, GROS_NO_CARD), ==, characters);
      g_assert_cmpuint (trc_count (g, GROS_ACT_PASS, GROS_NO_CARD), ==, 0);
      trc_do (g, "cast seat=%u card=%d", s + 1, chosen);
    }

  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  for (guint s = 0; s < 2; s++)
    {
      int cast = gros_game_zone_card (g, GROS_ZONE_MOVIE, s, 0);

      g_assert_cmpuint (trc_size (g, GROS_ZONE_MOVIE, s), ==, 1);
      g_assert_false (g->cards[cast].flags & GROS_CARD_FACE_DOWN);
      g_assert_cmpint (gros_game_movie_defense (g, s), ==, 2);
    }
  cards_clear (&c);
}

/* A set-up position: each seat holds @chars[s] and a filler; returns the first seat. */
static guint
first_player (GrosCardDb  *db,
              const guint *chars,
              guint        n_seats,
              guint64      seed)
{
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);
  guint filler = trc_card (db, "Filler", GROS_CARD_TYPE_LOCATION, 1, 0, FALSE, NULL, NULL);
  int cast[GROS_MAX_SEATS];

  gros_position_init (g, db, n_seats, NULL, seed);
  for (guint s = 0; s < n_seats; s++)
    {
      trc_fill_deck (g, filler, s, 6);
      cast[s] = trc_put (g, chars[s], s, GROS_ZONE_HAND);
      trc_put (g, filler, s, GROS_ZONE_HAND);
    }
  gros_position_set_turn (g, 0, 1, 0, GROS_PHASE_SETUP_CAST);
  trc_finish (g);
  for (guint s = 0; s < n_seats; s++)
    trc_do (g, "cast seat=%u card=%d", s + 1, cast[s]);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  g_assert_cmpuint (g->active, ==, g->first_seat);
  g_assert_cmpuint (g->round, ==, 1);
  return g->first_seat;
}

/* The lowest Defense goes first. */
static void
test_first_player_lowest_defense (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint chars[3] = {
    trc_card (db, "Big", GROS_CARD_TYPE_CHARACTER, 4, 0, FALSE, NULL, NULL),
    trc_card (db, "Small", GROS_CARD_TYPE_CHARACTER, 1, 3, TRUE, NULL, NULL),
    trc_card (db, "Mid", GROS_CARD_TYPE_CHARACTER, 2, 0, FALSE, NULL, NULL),
  };

  g_assert_cmpuint (first_player (db, chars, 3, 1), ==, 1);
}

/* Tied on Defense: the fewest popcorn pips go first. */
static void
test_first_player_fewest_pips (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint chars[3] = {
    trc_card (db, "Dear", GROS_CARD_TYPE_CHARACTER, 2, 3, FALSE, NULL, NULL),
    trc_card (db, "Pricey", GROS_CARD_TYPE_CHARACTER, 2, 2, FALSE, NULL, NULL),
    trc_card (db, "Cheap", GROS_CARD_TYPE_CHARACTER, 2, 1, TRUE, NULL, NULL),
  };

  g_assert_cmpuint (first_player (db, chars, 3, 1), ==, 2);
}

/* Tied on Defense and pips: the one without a Popcorn Bucket goes first. */
static void
test_first_player_no_bucket (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint chars[2] = {
    trc_card (db, "Bucket", GROS_CARD_TYPE_CHARACTER, 2, 1, TRUE, NULL, NULL),
    trc_card (db, "Plain", GROS_CARD_TYPE_CHARACTER, 2, 1, FALSE, NULL, NULL),
  };

  for (guint64 seed = 1; seed <= 8; seed++)
    g_assert_cmpuint (first_player (db, chars, 2, seed), ==, 1);
}

/* Still tied: a coin flip, which either seat can win. */
static void
test_first_player_coin (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint twin = trc_card (db, "Twin", GROS_CARD_TYPE_CHARACTER, 2, 1, TRUE, NULL, NULL);
  guint loner = trc_card (db, "Loner", GROS_CARD_TYPE_CHARACTER, 3, 1, TRUE, NULL, NULL);
  guint chars[3] = { twin, loner, twin };
  guint wins[3] = { 0, 0, 0 };

  for (guint64 seed = 1; seed <= 40; seed++)
    wins[first_player (db, chars, 3, seed)]++;
  g_assert_cmpuint (wins[0], >, 0);
  g_assert_cmpuint (wins[2], >, 0);
  /* The untied seat never wins the flip. */
  g_assert_cmpuint (wins[1], ==, 0);
}

/* The first player skips their first Fill Up; everyone else fills up. */
static void
test_first_player_skips_fill_up (void)
{
  Cards c;
  uint16_t deck[20];
  GrosGameSetup setup;
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);
  g_autoptr(GError) error = NULL;
  guint first, second;

  cards_init (&c);
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    deck[i] = i % 2 == 0 ? c.hero : c.place;
  setup_init (&setup, 2, 21, deck, G_N_ELEMENTS (deck));
  g_assert_true (gros_game_init (g, c.db, &setup, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    {
      int cast = GROS_NO_CARD;

      for (guint i = 0; i < trc_size (g, GROS_ZONE_HAND, s) && cast == GROS_NO_CARD; i++)
        if (gros_game_card_def (g, gros_game_zone_card (g, GROS_ZONE_HAND, s, i))->type
            == GROS_CARD_TYPE_CHARACTER)
          cast = gros_game_zone_card (g, GROS_ZONE_HAND, s, i);
      trc_do (g, "cast seat=%u card=%d", s + 1, cast);
    }

  first = g->active;
  second = 1 - first;
  g_assert_cmpuint (g->turn, ==, 1);
  /* Six dealt, one cast, none drawn. */
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, first), ==, 5);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, first), ==, 14);

  trc_do (g, "pass seat=%u", first + 1);
  trc_do (g, "end-turn seat=%u", first + 1);
  g_assert_cmpuint (g->active, ==, second);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, second), ==, 6);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, second), ==, 13);

  /* The first player's next Fill Up happens. */
  trc_do (g, "pass seat=%u", second + 1);
  trc_do (g, "end-turn seat=%u", second + 1);
  g_assert_cmpuint (g->active, ==, first);
  g_assert_cmpuint (g->round, ==, 2);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, first), ==, 6);
  cards_clear (&c);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/rules/setup-six-card-hand", test_six_card_hand);
  g_test_add_func ("/gros/rules/setup-six-card-hand-without-characters",
                   test_six_card_hand_without_characters);
  g_test_add_func ("/gros/rules/setup-redraw-and-reshuffle", test_redraw_and_reshuffle);
  g_test_add_func ("/gros/rules/setup-title-from-four-cards", test_title_from_four_cards);
  g_test_add_func ("/gros/rules/setup-cast-one-character", test_cast_one_character);
  g_test_add_func ("/gros/rules/first-player-lowest-defense", test_first_player_lowest_defense);
  g_test_add_func ("/gros/rules/first-player-fewest-pips", test_first_player_fewest_pips);
  g_test_add_func ("/gros/rules/first-player-no-bucket", test_first_player_no_bucket);
  g_test_add_func ("/gros/rules/first-player-coin", test_first_player_coin);
  g_test_add_func ("/gros/rules/first-player-skips-fill-up", test_first_player_skips_fill_up);

  return g_test_run ();
}
