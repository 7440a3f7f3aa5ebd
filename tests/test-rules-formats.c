/* test-rules-formats.c: each format's rules, through the engine's parameters (000 and 001). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include "drive-in-core.h"
#include "gros-game.h"
#include "gros-test-util.h"
#include "gros-format.h"

static GrosCardDb *db;
static uint16_t starter[256];
static guint n_starter;

static guint64
lcg (guint64 *state)
{
  *state = *state * 6364136223846793005ull + 1442695040888963407ull;
  return *state >> 33;
}

/* A game of @format for @n_seats: a shared deck of the whole starter release, or decks of
 * three packs plus two cards each. */
static GrosGame *
new_game (guint   format,
          guint   n_seats,
          guint64 seed)
{
  GrosGame *game = g_new0 (GrosGame, 1);
  GrosGameSetup setup = { 0 };
  static uint16_t decks[GROS_MAX_SEATS][50];
  g_autoptr(GError) error = NULL;

  setup.n_seats = n_seats;
  setup.seed = seed;
  gros_rules_params_init_for_format (&setup.params, format);
  if (setup.params.shared_deck)
    {
      setup.decks[0] = starter;
      setup.deck_sizes[0] = n_starter;
    }
  else
    for (guint s = 0; s < n_seats; s++)
      {
        guint k = 0, n_packs = n_starter / 16;
        guint size = format == GROS_FORMAT_EPISODE ? 30 : 50;

        for (guint p = 0; k < size; p++)
          for (guint j = 0; j < 16 && k < size; j++)
            {
              uint16_t card = starter[((s + p) % n_packs) * 16 + j];

              /* Episode decks hold no Roll the Credits. */
              if (format == GROS_FORMAT_EPISODE
                  && gros_card_db_get (db, card)->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
                continue;
              decks[s][k++] = card;
            }
        setup.decks[s] = decks[s];
        setup.deck_sizes[s] = k;
      }
  g_assert_true (gros_game_init (game, db, &setup, NULL, NULL, &error));
  g_assert_no_error (error);
  return game;
}

static void
apply (GrosGame         *game,
       const GrosAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gros_game_apply (game, action, NULL, NULL, &error));
  g_assert_no_error (error);
}

static gboolean
find_kind (const GrosGame *game,
           GrosActKind     kind,
           GrosAction     *out)
{
  GrosAction actions[GROS_MAX_ACTIONS];
  guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind)
      {
        *out = actions[i];
        return TRUE;
      }
  return FALSE;
}

static void
play_random_until (GrosGame *game,
                   guint64   seed,
                   GrosPhase stop_phase,
                   guint     max_actions)
{
  GrosAction actions[GROS_MAX_ACTIONS];

  for (guint i = 0; i < max_actions && !gros_game_is_over (game) && game->phase != stop_phase; i++)
    {
      guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      g_assert_cmpuint (n, >, 0);
      apply (game, &actions[lcg (&seed) % n]);
    }
}

static void
test_resurrected_opening_draft (void)
{
  g_autofree GrosGame *game = new_game (GROS_FORMAT_RESURRECTED, 3, 4);
  guint picks = 0;

  /* Hands of 8 are dealt as packets and drafted one card at a time. */
  g_assert_cmpint (game->phase, ==, GROS_PHASE_DRAFT);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (gros_game_zone_size (game, GROS_ZONE_HAND, s), ==, 0);
  while (game->phase == GROS_PHASE_DRAFT)
    {
      GrosAction pick;
      guint seat = gros_game_get_deciding_seat (game);
      guint before = gros_game_zone_size (game, GROS_ZONE_HAND, seat);

      g_assert_true (find_kind (game, GROS_ACT_CHOOSE, &pick));
      /* Only this seat knows the packet it picks from. */
      for (guint other = 0; other < 3; other++)
        if (other != seat && game->draft_round == 0)
          g_assert_false (gros_game_card_visible_to (game, pick.card, other));
      apply (game, &pick);
      g_assert_cmpuint (gros_game_zone_size (game, GROS_ZONE_HAND, seat), ==, before + 1);
      picks++;
    }
  g_assert_cmpuint (picks, ==, 3 * 8);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (gros_game_zone_size (game, GROS_ZONE_HAND, s), ==, 8);
  g_assert_cmpint (game->phase, ==, GROS_PHASE_SETUP_CAST);
  g_assert_true (gros_game_check_invariants (game, NULL));
}

static void
test_resurrected_cast_all (void)
{
  g_autofree GrosGame *game = new_game (GROS_FORMAT_CULT_CLASSIC, 2, 9);
  guint seat;
  guint cast = 0, hand_characters = 0;
  GrosAction a;

  /* Cult Classic: no draft, hands of 6, every Character may be cast before play starts. */
  g_assert_cmpint (game->phase, ==, GROS_PHASE_SETUP_CAST);
  seat = gros_game_get_deciding_seat (game);
  for (guint i = 0; i < gros_game_zone_size (game, GROS_ZONE_HAND, seat); i++)
    hand_characters += gros_game_card_def (game, gros_game_zone_card (game, GROS_ZONE_HAND, seat, i))->type
                       == GROS_CARD_TYPE_CHARACTER;
  g_assert_cmpuint (hand_characters, >, 0);
  while (gros_game_get_deciding_seat (game) == seat && find_kind (game, GROS_ACT_CAST_START, &a))
    {
      apply (game, &a);
      cast++;
    }
  g_assert_cmpuint (cast, ==, hand_characters);
  /* Holding back is allowed: the seat says it is done. */
  g_assert_true (find_kind (game, GROS_ACT_PASS, &a));
  apply (game, &a);
  g_assert_cmpuint (gros_game_zone_size (game, GROS_ZONE_MOVIE, seat), ==, cast);
}

static void
test_no_popcorn_cards_are_free (void)
{
  g_autofree GrosGame *game = new_game (GROS_FORMAT_CLASSIC, 2, 3);
  GrosAction actions[GROS_MAX_ACTIONS];
  guint checked = 0;

  play_random_until (game, 1, GROS_PHASE_PLAY, 50);
  g_assert_cmpint (game->phase, ==, GROS_PHASE_PLAY);
  for (guint round = 0; round < 40 && !gros_game_is_over (game); round++)
    {
      guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      for (guint i = 0; i < n; i++)
        {
          /* Buckets give nothing and every Character in hand can be cast. */
          g_assert_cmpint (actions[i].kind, !=, GROS_ACT_TIP);
          if (game->phase == GROS_PHASE_PLAY && actions[i].kind == GROS_ACT_PLAY && actions[i].mode == 0
              && gros_game_card_def (game, actions[i].card)->type == GROS_CARD_TYPE_CHARACTER)
            checked++;
          /* Nor does a play's label quote the printed cost. */
          if (actions[i].kind == GROS_ACT_PLAY)
            {
              g_autofree char *label = gros_game_describe_action (game, &actions[i]);

              g_assert_null (strstr (label, "popcorn)"));
            }
        }
      apply (game, &actions[round % n]);
    }
  g_assert_cmpuint (checked, >, 0);
}

static void
test_resurrected_credits_rules (void)
{
  g_autofree GrosGame *game = new_game (GROS_FORMAT_STUDENT_FILMS, 2, 11);
  guint64 seed = 3;
  guint seen_credits = 0;

  /* Random play to the end: whenever Roll the Credits is legal, the roller has taken three
   * turns and has a surviving Character. */
  while (!gros_game_is_over (game))
    {
      GrosAction actions[GROS_MAX_ACTIONS];
      guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      for (guint i = 0; i < n; i++)
        if (actions[i].kind == GROS_ACT_PLAY
            && gros_game_card_def (game, actions[i].card)->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
          {
            g_assert_cmpuint (game->seats[actions[i].seat].turns_taken, >=, 3);
            seen_credits++;
          }
      apply (game, &actions[lcg (&seed) % n]);
    }
  g_assert_true (gros_game_check_invariants (game, NULL));
  g_assert_cmpuint (seen_credits, >, 0);
}

static void
test_resurrected_final_round (void)
{
  guint rolled_games = 0;

  for (guint64 seed = 1; seed < 40 && rolled_games < 3; seed++)
    {
      g_autofree GrosGame *game = new_game (GROS_FORMAT_STUDENT_FILMS, 3, seed);
      guint64 rng = seed;
      guint turn_rolled = 0;

      while (!gros_game_is_over (game))
        {
          GrosAction actions[GROS_MAX_ACTIONS], credits;
          guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));
          gboolean roll = FALSE;

          for (guint i = 0; i < n; i++)
            if (actions[i].kind == GROS_ACT_PLAY
                && gros_game_card_def (game, actions[i].card)->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
              {
                credits = actions[i];
                roll = TRUE;
              }
          if (roll && turn_rolled == 0)
            {
              guint turn = game->turn;

              apply (game, &credits);
              /* The roll ends the turn at once; there is no Climax. */
              g_assert_cmpuint (game->turn, ==, turn + 1);
              turn_rolled = turn;
              continue;
            }
          apply (game, &actions[lcg (&rng) % n]);
        }
      if (turn_rolled == 0 || game->end_reason != GROS_END_CREDITS)
        continue;
      /* Each of the two other seats played one last turn. */
      g_assert_cmpuint (game->turn, ==, turn_rolled + 2);
      rolled_games++;
    }
  g_assert_cmpuint (rolled_games, >, 0);
}

static void
test_student_films_fill_at_end (void)
{
  g_autofree GrosGame *game = new_game (GROS_FORMAT_STUDENT_FILMS, 2, 5);
  guint seat;
  GrosAction a;

  play_random_until (game, 2, GROS_PHASE_PLAY, 80);
  seat = game->active;
  /* End the Play phase at once: after the turn the hand is back to the limit of 8. */
  g_assert_true (find_kind (game, GROS_ACT_PASS, &a));
  apply (game, &a);
  while (game->active == seat && !gros_game_is_over (game))
    {
      if (find_kind (game, GROS_ACT_END_TURN, &a) || find_kind (game, GROS_ACT_DISCARD, &a))
        apply (game, &a);
    }
  g_assert_cmpuint (gros_game_zone_size (game, GROS_ZONE_HAND, seat), ==, 8);
}

static void
test_deck_out_finishes_turn (void)
{
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autofree GrosGame *game = new_game (GROS_FORMAT_CULT_CLASSIC, 4, seed);
      guint64 rng = seed;

      /* Play without ever rolling the credits until the shared deck runs out. */
      while (!gros_game_is_over (game))
        {
          GrosAction actions[GROS_MAX_ACTIONS];
          guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions)), pick;

          do
            pick = lcg (&rng) % n;
          while (n > 1 && actions[pick].kind == GROS_ACT_PLAY
                 && gros_game_card_def (game, actions[pick].card)->type == GROS_CARD_TYPE_ROLL_THE_CREDITS);
          if (game->deck_out)
            /* The seat that drew the last card is still playing its turn. */
            g_assert_false (gros_game_is_over (game));
          apply (game, &actions[pick]);
        }
      g_assert_cmpuint (game->end_reason, ==, GROS_END_OUT_OF_PLOT);
      g_assert_true (game->deck_out);
      g_assert_cmpuint (gros_game_zone_size (game, GROS_ZONE_DECK, GROS_SHARED_SEAT), ==, 0);
    }
}

static void
test_ratings_title_points (void)
{
  g_autofree GrosGame *ff = new_game (GROS_FORMAT_FEATURE_FILM, 2, 21);
  g_autofree GrosGame *re = new_game (GROS_FORMAT_RESURRECTED, 2, 21);
  GrosRatings ratings;

  /* 000 reveals 4 cards at 3 points a Title word; 001 reveals 6 at 5 points. */
  g_assert_cmpuint (ff->seats[0].n_title_words, <=, 4);
  g_assert_cmpuint (re->seats[0].n_title_words, <=, 6);
  g_assert_cmpuint (re->seats[0].n_title_words, >, 4);
  gros_game_ratings (re, 0, &ratings);
  g_assert_cmpint (ratings.title_points, ==, ratings.title_cards * 5);
  gros_game_ratings (ff, 0, &ratings);
  g_assert_cmpint (ratings.title_points, ==, ratings.title_cards * 3);
}

/* 001 "Movie Title Generation": "Shuffle the deck and reveal six cards ... agree upon a movie
 * title"; scoring counts "a title word from the name of the current movie": one Title for the
 * whole table in the Resurrected family, one per seat in 000's formats, Central Casting
 * included ("each player shuffles their deck and reveals 4 cards"). */
static void
test_one_title_per_movie (void)
{
  static const guint shared[] = {
    GROS_FORMAT_RESURRECTED, GROS_FORMAT_CULT_CLASSIC, GROS_FORMAT_STUDENT_FILMS,
  };

  for (guint f = 0; f < G_N_ELEMENTS (shared); f++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        g_autofree GrosGame *game = new_game (shared[f], 2 + seed % 3, seed);
        GrosRatings ratings;

        g_assert_cmpuint (game->seats[0].n_title_words, >, 0);
        for (guint s = 1; s < game->n_seats; s++)
          {
            g_assert_cmpuint (game->seats[s].n_title_words, ==, game->seats[0].n_title_words);
            g_assert_cmpmem (game->seats[s].title_words,
                             game->seats[s].n_title_words * sizeof (uint16_t),
                             game->seats[0].title_words,
                             game->seats[0].n_title_words * sizeof (uint16_t));
          }
        gros_game_ratings (game, 0, &ratings);
        g_assert_cmpint (ratings.title_points, ==, ratings.title_cards * 5);
      }

  /* Classic's Central Casting still gives each seat a Title of its own. */
  {
    gboolean differ = FALSE;

    for (guint64 seed = 1; seed <= 5 && !differ; seed++)
      {
        g_autofree GrosGame *game = new_game (GROS_FORMAT_CLASSIC, 2, seed);

        differ = game->seats[0].n_title_words != game->seats[1].n_title_words
                 || memcmp (game->seats[0].title_words, game->seats[1].title_words,
                            game->seats[0].n_title_words * sizeof (uint16_t)) != 0;
      }
    g_assert_true (differ);
  }
}

static void
test_every_format_plays_to_the_end (void)
{
  for (guint format = 0; format < GROS_FORMAT_N_IDS; format++)
    {
      /* Titled formats need a fixed Title; their games are Feature Film or Episode games. */
      if (format == GROS_FORMAT_TITLED_FEATURE || format == GROS_FORMAT_TITLED_EPISODE)
        continue;
      for (guint64 seed = 1; seed <= 6; seed++)
        {
          g_autofree GrosGame *game = new_game (format, 2 + seed % 4, seed);
          g_autofree char *message = NULL;

          play_random_until (game, seed, GROS_PHASE_GAME_OVER, 200000);
          g_assert_true (gros_game_is_over (game));
          if (!gros_game_check_invariants (game, &message))
            g_error ("format %u seed %" G_GUINT64_FORMAT ": %s", format, seed, message);
          g_assert_cmpuint (game->end_reason, !=, GROS_END_STALEMATE);
          if (format == GROS_FORMAT_EPISODE)
            g_assert_cmpuint (game->end_reason, !=, GROS_END_CREDITS);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  GListModel *cards;
  int status;

  gros_test_init (&argc, &argv);

  release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  cards = drive_in_release_get_cards (release);
  db = gros_card_db_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards) && n_starter < G_N_ELEMENTS (starter); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      starter[n_starter++] = gros_card_db_add_card (db, card);
    }

  g_test_add_func ("/gros/rules/format/resurrected-opening-draft", test_resurrected_opening_draft);
  g_test_add_func ("/gros/rules/format/cast-every-starting-character", test_resurrected_cast_all);
  g_test_add_func ("/gros/rules/format/no-popcorn-cards-are-free", test_no_popcorn_cards_are_free);
  g_test_add_func ("/gros/rules/format/credits-from-third-turn-with-a-character", test_resurrected_credits_rules);
  g_test_add_func ("/gros/rules/format/credits-then-one-last-turn-each", test_resurrected_final_round);
  g_test_add_func ("/gros/rules/format/student-films-fill-at-end", test_student_films_fill_at_end);
  g_test_add_func ("/gros/rules/format/last-card-drawn-finishes-turn", test_deck_out_finishes_turn);
  g_test_add_func ("/gros/rules/format/title-points", test_ratings_title_points);
  g_test_add_func ("/gros/rules/format/one-title-per-movie", test_one_title_per_movie);
  g_test_add_func ("/gros/rules/format/every-format-plays-to-the-end", test_every_format_plays_to_the_end);
  status = g_test_run ();
  gros_card_db_unref (db);
  return status;
}
