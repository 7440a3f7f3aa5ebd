/* test-grotto-rules.c: Grotto Beasts! set-up, chance, hidden information and the rule-set
 * interface (the rules played from positions are tests/scenarios/grotto). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-rules.h"
#include "test-grotto-common.h"

/* A game of @variant between random starter decks. */
static GrottoGame *
new_game (GrottoCardDb *db,
          GPtrArray    *cards,
          GrottoVariant variant,
          guint         n_seats,
          guint64       seed,
          guint         previous_loser)
{
  static uint16_t decks[GROTTO_MAX_SEATS][80];
  GRand *rand = g_rand_new_with_seed (seed);
  GrottoGame *game = g_new0 (GrottoGame, 1);
  GrottoParams params;
  GameSetup setup = { 0 };
  g_autoptr(GError) error = NULL;

  grotto_params_init (&params, variant);
  setup.n_seats = n_seats;
  setup.seed = seed;
  setup.params = &params;
  setup.db = db;
  setup.previous_loser = previous_loser;
  for (guint s = 0; s < n_seats; s++)
    {
      setup.deck_sizes[s] = grotto_test_random_deck (db, cards, variant != GROTTO_VARIANT_CLASSIC,
                                                     rand, decks[s]);
      setup.decks[s] = decks[s];
    }
  g_assert_true (grotto_game_init (game, db, &setup, NULL, NULL, &error));
  g_assert_no_error (error);
  grotto_test_check (game);
  g_rand_free (rand);
  return game;
}

static void
test_setup_deal (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);
  g_autofree GrottoGame *game = new_game (db, cards, GROTTO_VARIANT_RUMBLE, 2, 11, GAME_NO_SEAT);

  /* Six cards each, the first seat asked to mulligan first, the Challengers face down and
   * known to their owners only. */
  g_assert_cmpuint (game->step, ==, GROTTO_STEP_MULLIGAN);
  g_assert_cmpuint (grotto_game_deciding_seat (game), ==, game->first_seat);
  for (guint s = 0; s < 2; s++)
    {
      int challenger = game->seats[s].challenger;

      g_assert_cmpuint (grotto_game_zone_size (game, GROTTO_ZONE_HAND, s), ==, 6);
      g_assert_cmpuint (grotto_game_zone_size (game, GROTTO_ZONE_DECK, s), ==, 34);
      g_assert_cmpint (challenger, !=, GROTTO_NO_CARD);
      g_assert_true (game->cards[challenger].flags & GROTTO_CARD_FACE_DOWN);
      g_assert_true (grotto_game_card_visible_to (game, challenger, s));
      g_assert_false (grotto_game_card_visible_to (game, challenger, 1 - s));
      g_assert_cmpuint (game->seats[s].goal, ==, grotto_game_card_def (game, challenger)->goal);
    }
  grotto_test_play (game, "keep");
  grotto_test_play (game, "keep");
  for (guint s = 0; s < 2; s++)
    g_assert_true (grotto_game_card_visible_to (game, game->seats[s].challenger, 1 - s));
  g_assert_cmpuint (game->turn, ==, 1);
  g_assert_cmpuint (game->active, ==, game->first_seat);
  g_assert_cmpuint (game->step, ==, GROTTO_STEP_ACTION_1);
  /* The first seat drew its turn's card. */
  g_assert_cmpuint (grotto_game_zone_size (game, GROTTO_ZONE_HAND, game->active), ==, 7);
}

static void
test_setup_first_seat (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);
  guint firsts[3] = { 0 };

  /* Rock-paper-scissors from the seed: the same seed, the same first seat; every seat goes
   * first for some seed. */
  for (guint seed = 1; seed <= 60; seed++)
    {
      g_autofree GrottoGame *a = new_game (db, cards, GROTTO_VARIANT_JERMA_RUMBLE, 3, seed,
                                           GAME_NO_SEAT);
      g_autofree GrottoGame *b = new_game (db, cards, GROTTO_VARIANT_JERMA_RUMBLE, 3, seed,
                                           GAME_NO_SEAT);

      g_assert_cmpuint (a->first_seat, ==, b->first_seat);
      firsts[a->first_seat]++;
    }
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (firsts[s], >, 5);
}

static void
test_setup_previous_loser (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);
  g_autofree GrottoGame *game = new_game (db, cards, GROTTO_VARIANT_CLASSIC, 2, 5, 1);

  /* The loser of the previous game chooses; nothing is dealt before. */
  g_assert_cmpuint (game->step, ==, GROTTO_STEP_SETUP_FIRST);
  g_assert_cmpuint (grotto_game_deciding_seat (game), ==, 1);
  g_assert_cmpuint (grotto_game_zone_size (game, GROTTO_ZONE_HAND, 0), ==, 0);
  grotto_test_play (game, "first seat 1 to-seat 1");
  g_assert_cmpuint (game->first_seat, ==, 1);
  g_assert_cmpuint (grotto_game_zone_size (game, GROTTO_ZONE_HAND, 0), ==, 6);
  g_assert_cmpuint (grotto_game_deciding_seat (game), ==, 1);
}

static void
test_setup_refused (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);
  g_autofree GrottoGame *game = g_new0 (GrottoGame, 1);
  uint16_t with[41], without[40];
  GRand *rand = g_rand_new_with_seed (3);
  GrottoParams params;
  GameSetup setup = { 0 };

  grotto_test_random_deck (db, cards, TRUE, rand, with);
  grotto_test_random_deck (db, cards, FALSE, rand, without);
  g_rand_free (rand);
  setup.db = db;
  setup.params = &params;
  setup.previous_loser = GAME_NO_SEAT;
  setup.n_seats = 2;
  setup.decks[0] = setup.decks[1] = with;
  setup.deck_sizes[0] = setup.deck_sizes[1] = 41;

  /* A Challenger in a Classic Game; no Challenger in a Rumble; two seats in a Jerma
   * Rumble; three in a Rumble. */
  grotto_params_init (&params, GROTTO_VARIANT_CLASSIC);
  g_assert_false (grotto_game_init (game, db, &setup, NULL, NULL, NULL));
  grotto_params_init (&params, GROTTO_VARIANT_RUMBLE);
  g_assert_true (grotto_game_init (game, db, &setup, NULL, NULL, NULL));
  setup.decks[1] = without;
  setup.deck_sizes[1] = 40;
  g_assert_false (grotto_game_init (game, db, &setup, NULL, NULL, NULL));
  setup.decks[1] = with;
  setup.deck_sizes[1] = 41;
  grotto_params_init (&params, GROTTO_VARIANT_JERMA_RUMBLE);
  g_assert_false (grotto_game_init (game, db, &setup, NULL, NULL, NULL));
  setup.n_seats = 3;
  setup.decks[2] = with;
  setup.deck_sizes[2] = 41;
  g_assert_true (grotto_game_init (game, db, &setup, NULL, NULL, NULL));
  grotto_params_init (&params, GROTTO_VARIANT_RUMBLE);
  g_assert_false (grotto_game_init (game, db, &setup, NULL, NULL, NULL));
}

/* The same seed and the same actions give the same game, byte for byte. */
static void
test_determinism (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);

  for (guint seed = 1; seed <= 8; seed++)
    {
      g_autofree GrottoGame *a = new_game (db, cards, seed % 2 ? GROTTO_VARIANT_RUMBLE
                                                             : GROTTO_VARIANT_CLASSIC,
                                           2, seed, GAME_NO_SEAT);
      g_autofree GrottoGame *b = new_game (db, cards, seed % 2 ? GROTTO_VARIANT_RUMBLE
                                                             : GROTTO_VARIANT_CLASSIC,
                                           2, seed, GAME_NO_SEAT);
      GRand *ra = g_rand_new_with_seed (seed), *rb = g_rand_new_with_seed (seed);

      g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
      grotto_test_random_game (a, ra, 100000);
      grotto_test_random_game (b, rb, 100000);
      g_assert_true (grotto_game_is_over (a));
      g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
      g_rand_free (ra);
      g_rand_free (rb);
    }
}

/* Coins are fair: Lucky Penny wins its flip about half the time over many seeds. */
static void
test_chance_coin (void)
{
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (NULL);
  guint penny = grotto_test_def (db, "Lucky Penny");
  guint newt = grotto_test_def (db, "Puddle Newt");
  guint won = 0;

  for (guint seed = 0; seed < 400; seed++)
    {
      GrottoGame game;
      int card;

      grotto_position_init (&game, db, 2, NULL, seed);
      card = grotto_position_add_card (&game, penny, 0, GROTTO_ZONE_HAND, 0, GROTTO_NO_SPOT,
                                       GROTTO_NO_CARD, 0, FALSE);
      grotto_position_add_card (&game, newt, 0, GROTTO_ZONE_HAND, 0, GROTTO_NO_SPOT,
                                GROTTO_NO_CARD, 0, FALSE);
      for (guint i = 0; i < 5; i++)
        grotto_position_add_card (&game, newt, 0, GROTTO_ZONE_DECK, 0, GROTTO_NO_SPOT,
                                  GROTTO_NO_CARD, 0, FALSE);
      for (guint i = 0; i < 5; i++)
        grotto_position_add_card (&game, newt, 1, GROTTO_ZONE_DECK, 1, GROTTO_NO_SPOT,
                                  GROTTO_NO_CARD, 0, FALSE);
      g_assert_true (grotto_position_finish (&game, NULL, NULL, NULL));
      {
        g_autofree char *summon = g_strdup_printf ("summon seat 0 card %d", card);

        grotto_test_play (&game, summon);
      }
      grotto_test_play (&game, "pay");
      /* 3 cards on a won flip, 1 on a lost one. */
      g_assert_true (grotto_game_zone_size (&game, GROTTO_ZONE_HAND, 0) == 3
                     || grotto_game_zone_size (&game, GROTTO_ZONE_HAND, 0) == 1);
      won += grotto_game_zone_size (&game, GROTTO_ZONE_HAND, 0) == 3;
    }
  g_assert_cmpuint (won, >, 150);
  g_assert_cmpuint (won, <, 250);
}

/* Scored cards are face down: nobody sees a card scored from the top of a deck, and text for
 * a seat never names it. */
static void
test_hidden_score (void)
{
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (NULL);
  guint rhino = grotto_test_def (db, "Blaze Rhino");
  guint glider = grotto_test_def (db, "Stormglider");
  GrottoGame game;
  int scored;

  grotto_position_init (&game, db, 2, NULL, 1);
  grotto_position_add_card (&game, rhino, 0, GROTTO_ZONE_PLAY, 0, 0, GROTTO_NO_CARD, 0, FALSE);
  for (guint i = 0; i < 8; i++)
    grotto_position_add_card (&game, glider, 0, GROTTO_ZONE_DECK, 0, GROTTO_NO_SPOT,
                              GROTTO_NO_CARD, 0, FALSE);
  for (guint i = 0; i < 8; i++)
    grotto_position_add_card (&game, glider, 1, GROTTO_ZONE_DECK, 1, GROTTO_NO_SPOT,
                              GROTTO_NO_CARD, 0, FALSE);
  g_assert_true (grotto_position_finish (&game, NULL, NULL, NULL));
  grotto_test_play (&game, "battle");
  grotto_test_play (&game, "attacker");
  g_assert_cmpuint (grotto_game_scored (&game, 0), ==, 4);
  scored = grotto_game_zone_card (&game, GROTTO_ZONE_SCORE, 0, 0);
  g_assert_false (grotto_game_card_visible_to (&game, scored, 0));
  g_assert_false (grotto_game_card_visible_to (&game, scored, 1));
  {
    GameEvent ev = { GROTTO_EV_SCORE, 0, GAME_NO_SEAT, 0, 0, scored, GAME_NO_CARD, 1 };
    g_autofree char *text = grotto_game_describe_event (&game, &ev, 1);

    g_assert_null (strstr (text, "Stormglider"));
  }
}

/* A card drawn into another seat's hand is "a card" to the others, named to its owner. */
static void
test_hidden_draw (void)
{
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (NULL);
  guint rhino = grotto_test_def (db, "Blaze Rhino");
  guint glider = grotto_test_def (db, "Stormglider");
  GrottoGame game;
  int drawn;

  grotto_position_init (&game, db, 2, NULL, 1);
  drawn = grotto_position_add_card (&game, rhino, 1, GROTTO_ZONE_HAND, 1, GROTTO_NO_SPOT,
                                    GROTTO_NO_CARD, 0, FALSE);
  for (guint seat = 0; seat < 2; seat++)
    for (guint i = 0; i < 8; i++)
      grotto_position_add_card (&game, glider, seat, GROTTO_ZONE_DECK, seat, GROTTO_NO_SPOT,
                                GROTTO_NO_CARD, 0, FALSE);
  g_assert_true (grotto_position_finish (&game, NULL, NULL, NULL));
  for (int from_pool = 0; from_pool < 2; from_pool++)
    {
      GameEvent ev = { GROTTO_EV_DRAW, 1, GAME_NO_SEAT, 0, 0, drawn, GAME_NO_CARD, from_pool };
      g_autofree char *to_owner = grotto_game_describe_event (&game, &ev, 1);
      g_autofree char *to_other = grotto_game_describe_event (&game, &ev, 0);

      g_assert_nonnull (strstr (to_owner, "Blaze Rhino"));
      g_assert_cmpstr (to_other, ==, from_pool ? "Seat 2 draws a card from the summoning pool"
                                               : "Seat 2 draws a card");
    }
}

/* A card attached face down from the top of the deck is seen by nobody, and a sampled world
 * may give that slot another card. */
static void
test_hidden_attached (void)
{
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (NULL);
  guint golem = grotto_test_def (db, "Cog Golem");
  guint rhino = grotto_test_def (db, "Blaze Rhino");
  guint newt = grotto_test_def (db, "Puddle Newt");
  GrottoGame game;
  int host, top;

  grotto_position_init (&game, db, 2, NULL, 1);
  host = grotto_position_add_card (&game, golem, 0, GROTTO_ZONE_HAND, 0, GROTTO_NO_SPOT,
                                   GROTTO_NO_CARD, 0, FALSE);
  for (guint i = 0; i < 5; i++)
    grotto_position_add_card (&game, newt, 0, GROTTO_ZONE_HAND, 0, GROTTO_NO_SPOT,
                              GROTTO_NO_CARD, 0, FALSE);
  for (guint i = 0; i < 6; i++)
    grotto_position_add_card (&game, newt, 0, GROTTO_ZONE_DECK, 0, GROTTO_NO_SPOT,
                              GROTTO_NO_CARD, 0, FALSE);
  top = grotto_position_add_card (&game, rhino, 0, GROTTO_ZONE_DECK, 0, GROTTO_NO_SPOT,
                                  GROTTO_NO_CARD, 0, FALSE);
  for (guint i = 0; i < 6; i++)
    grotto_position_add_card (&game, newt, 1, GROTTO_ZONE_DECK, 1, GROTTO_NO_SPOT,
                              GROTTO_NO_CARD, 0, FALSE);
  g_assert_true (grotto_position_finish (&game, NULL, NULL, NULL));
  {
    g_autofree char *summon = g_strdup_printf ("summon seat 0 card %d", host);

    grotto_test_play (&game, summon);
  }
  for (guint i = 0; i < 5; i++)
    grotto_test_play (&game, "pay");
  grotto_test_play (&game, "spot seat 0 card");
  g_assert_cmpint (game.cards[top].host, ==, host);
  g_assert_false (grotto_game_card_visible_to (&game, top, 0));
  g_assert_false (grotto_game_card_visible_to (&game, top, 1));
  g_assert_cmpint (grotto_game_power (&game, host), ==, 4);
  {
    g_autofree GrottoGame *world = g_new (GrottoGame, 1);
    gboolean other = FALSE;

    for (guint64 seed = 0; seed < 40 && !other; seed++)
      {
        grotto_game_sample_world (&game, 1, seed, world);
        grotto_test_check (world);
        other = world->cards[top].def != game.cards[top].def;
      }
    g_assert_true (other);
  }
}

/* A sampled world depends on what the seat knows, not on where the hidden cards are. */
static void
test_hidden_sample_world (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);
  g_autofree GrottoGame *game = new_game (db, cards, GROTTO_VARIANT_CLASSIC, 2, 21, GAME_NO_SEAT);
  g_autofree GrottoGame *swapped = g_new (GrottoGame, 1);
  g_autofree GrottoGame *w1 = g_new (GrottoGame, 1);
  g_autofree GrottoGame *w2 = g_new (GrottoGame, 1);
  int a, b;
  uint16_t tmp;

  grotto_test_play (game, "keep");
  grotto_test_play (game, "keep");
  /* Seat 0 cannot see seat 1's hand or its deck: swap a card of each. */
  a = grotto_game_zone_card (game, GROTTO_ZONE_HAND, 1, 0);
  b = grotto_game_zone_card (game, GROTTO_ZONE_DECK, 1, 3);
  grotto_game_copy (swapped, game);
  tmp = swapped->cards[a].def;
  swapped->cards[a].def = swapped->cards[b].def;
  swapped->cards[b].def = tmp;
  grotto_game_sample_world (game, 0, 99, w1);
  grotto_game_sample_world (swapped, 0, 99, w2);
  g_assert_cmpmem (w1, sizeof *w1, w2, sizeof *w2);
  /* What seat 0 sees is kept. */
  for (guint c = 0; c < game->n_cards; c++)
    if (grotto_game_card_visible_to (game, c, 0))
      g_assert_cmpuint (w1->cards[c].def, ==, game->cards[c].def);
}

static void
test_interface (void)
{
  const GameRules *rules = game_rules_lookup ("grotto-beasts");
  const GameVariant *variants;
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(DriveInCatalog) catalog = drive_in_library_load_catalog (library, NULL, NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  GrottoParams params;
  GRand *rand = g_rand_new_with_seed (4);
  guint n;

  g_assert_nonnull (rules);
  g_assert_cmpuint (rules->state_size, ==, sizeof (GrottoGame));
  n = rules->list_variants (&variants);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (variants[2].id, ==, "jerma-rumble");
  g_assert_true (rules->params_init (&params, "rumble"));
  g_assert_cmpuint (params.variant, ==, GROTTO_VARIANT_RUMBLE);
  g_assert_false (rules->params_init (&params, "bogus"));

  /* Random decks from the built-in set: a Challenger first, then 40 cards. */
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  g_assert_true (rules->cards.random_deck (catalog, NULL, &params, rand, ids, words, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ids->len, ==, 41);
  g_assert_true (g_str_has_prefix (ids->pdata[0], "drive-in-grotto:0"));
  g_rand_free (rand);

  /* Machine forms read back. */
  {
    GameAction a, b;

    memset (&a, 0, sizeof a);
    a.kind = GROTTO_ACT_CHOOSE;
    a.seat = 1;
    a.card = 17;
    a.target = GAME_NO_CARD;
    a.target_seat = 2;
    a.value = -3;
    {
      g_autofree char *text = rules->text.action_to_string (&a);

      g_assert_true (rules->text.action_parse (text, &b, NULL));
      g_assert_true (rules->play.action_equal (&a, &b));
    }
    g_assert_false (rules->text.action_parse ("summon seat x", &b, NULL));
    g_assert_false (rules->text.action_parse ("frobnicate", &b, NULL));
  }
}

static void
collect_event (const GrottoGame *game,
                    const GameEvent  *event,
                    gpointer          user_data)
{
  GArray *events = user_data;

  g_array_append_val (events, *event);
}

/* Index of the first event of @kind for @seat in @events, or -1. */
static int
find_event (GArray *events,
            guint   kind,
            guint   seat)
{
  for (guint i = 0; i < events->len; i++)
    {
      const GameEvent *e = &g_array_index (events, GameEvent, i);

      if (e->kind == kind && e->seat == seat)
        return (int) i;
    }
  return -1;
}

/* 002 "Player Deck Running Out": the draw that empties a deck is told before what it causes
 * (the discard becoming the deck, or the seat losing with no discard either), in the order
 * it happened. */
static void
test_events_draw_before_run_out (void)
{
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (NULL);
  guint study = grotto_test_def (db, "Quick Study");
  guint newt = grotto_test_def (db, "Puddle Newt");
  guint glider = grotto_test_def (db, "Stormglider");
  guint boar = grotto_test_def (db, "Bramble Boar");
  guint mite = grotto_test_def (db, "Magma Mite");

  for (guint with_discard = 0; with_discard < 2; with_discard++)
    {
      g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (GameEvent));
      GameAction legal[GAME_MAX_ACTIONS];
      GrottoGame game;
      int card, last, draw, after;
      guint n;

      grotto_position_init (&game, db, 2, NULL, 1);
      card = grotto_position_add_card (&game, study, 0, GROTTO_ZONE_HAND, 0, GROTTO_NO_SPOT,
                                       GROTTO_NO_CARD, 0, FALSE);
      grotto_position_add_card (&game, newt, 0, GROTTO_ZONE_HAND, 0, GROTTO_NO_SPOT,
                                GROTTO_NO_CARD, 0, FALSE);
      last = grotto_position_add_card (&game, glider, 0, GROTTO_ZONE_DECK, 0, GROTTO_NO_SPOT,
                                       GROTTO_NO_CARD, 0, FALSE);
      for (guint i = 0; i < 3 * with_discard; i++)
        grotto_position_add_card (&game, boar, 0, GROTTO_ZONE_DISCARD, 0, GROTTO_NO_SPOT,
                                  GROTTO_NO_CARD, 0, FALSE);
      for (guint i = 0; i < 6; i++)
        grotto_position_add_card (&game, mite, 1, GROTTO_ZONE_DECK, 1, GROTTO_NO_SPOT,
                                  GROTTO_NO_CARD, 0, FALSE);
      grotto_position_set_turn (&game, 0, 3, GROTTO_STEP_ACTION_1);
      g_assert_true (grotto_position_finish (&game, NULL, NULL, NULL));

      /* Summon Quick Study, paying with the Newt: its effect draws the deck's last card. */
      while (!grotto_game_is_over (&game) && find_event (events, GROTTO_EV_DRAW, 0) < 0)
        {
          const GameAction *chosen = NULL;

          n = grotto_game_legal_actions (&game, legal, G_N_ELEMENTS (legal));
          for (guint i = 0; i < n && chosen == NULL; i++)
            if ((legal[i].kind == GROTTO_ACT_SUMMON && legal[i].card == card)
                || legal[i].kind == GROTTO_ACT_PAY)
              chosen = &legal[i];
          g_assert_nonnull (chosen);
          g_assert_true (grotto_game_apply (&game, chosen, collect_event, events, NULL));
        }
      draw = find_event (events, GROTTO_EV_DRAW, 0);
      after = find_event (events, with_discard ? GROTTO_EV_DEPLETION : GROTTO_EV_OUT, 0);
      g_assert_cmpint (draw, >=, 0);
      g_assert_cmpint (g_array_index (events, GameEvent, draw).card, ==, last);
      g_assert_cmpint (after, >, draw);
      if (!with_discard)
        g_assert_true (grotto_game_is_over (&game));
    }
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/grotto/setup/deal", test_setup_deal);
  g_test_add_func ("/grotto/setup/first-seat", test_setup_first_seat);
  g_test_add_func ("/grotto/setup/previous-loser", test_setup_previous_loser);
  g_test_add_func ("/grotto/setup/refused", test_setup_refused);
  g_test_add_func ("/grotto/play/determinism", test_determinism);
  g_test_add_func ("/grotto/chance/coin", test_chance_coin);
  g_test_add_func ("/grotto/hidden/score", test_hidden_score);
  g_test_add_func ("/grotto/hidden/attached", test_hidden_attached);
  g_test_add_func ("/grotto/hidden/draw", test_hidden_draw);
  g_test_add_func ("/grotto/hidden/sample-world", test_hidden_sample_world);
  g_test_add_func ("/grotto/rules/interface", test_interface);
  g_test_add_func ("/grotto/events/draw-before-run-out", test_events_draw_before_run_out);
  return g_test_run ();
}
