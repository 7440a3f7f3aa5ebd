/* test-grotto-cards.c: every scripted Grotto Beasts! card changes a game against a plain twin
 * (the same card without its script): the card is put where its effects work (on the Team,
 * under a Beast, in the hand, as the Challenger), the game is played on by the AI's fast
 * policy from the same seed in both, and the two games must differ. The built-in set is
 * tested here; the real list (../shared/releases/grotto-beasts, or $GROTTO_CARD_LIST) when it
 * is present. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stddef.h>
#include <stdlib.h>

#include "game-ai.h"
#include "grotto-card-list.h"
#include "grotto-game-private.h"
#include "test-grotto-common.h"

#define PLAY_ACTIONS 600
#define SEEDS        12

typedef struct
{
  GPtrArray *cards;      /* of DriveInCard: the release */
  const char *sigil;
} Release;

/* A deterministic shuffle of @n indices from @seed. */
static void
shuffle (guint  *v,
         guint   n,
         guint64 seed)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = game_splitmix64 (&seed) % i;
      guint tmp = v[i - 1];

      v[i - 1] = v[j];
      v[j] = tmp;
    }
}

static gboolean
only_deck_building (const GrottoScript *script)
{
  if (script->n_abilities > 0)
    return FALSE;
  for (guint i = 0; i < script->n_statics; i++)
    {
      guint kind = script->statics[i].kind;

      if (kind != GROTTO_STATIC_DECK_ANY_NUMBER && kind != GROTTO_STATIC_DECK_IGNORE_EPIC
          && kind != GROTTO_STATIC_DECK_SIZE && kind != GROTTO_STATIC_SETUP_ATTACH
          && kind != GROTTO_STATIC_SETUP_SEARCH)
        return FALSE;
    }
  return TRUE;
}

/* A position around card @under_test of @db: both seats with cards of the release in every
 * zone, the card where its effects work, seat 0 to act. */
static gboolean
build (GrottoGame   *game,
       GrottoCardDb *db,
       Release      *release,
       guint         under_test,
       guint64       seed)
{
  /* A copy: adding cards to the db below moves its definitions. */
  GrottoCardDef def_copy = *grotto_card_db_get (db, under_test);
  const GrottoCardDef *def = &def_copy;
  guint n = release->cards->len;
  g_autofree guint *order = g_new (guint, n);
  g_autofree guint *beasts = g_new (guint, n);
  g_autofree guint *grottos = g_new (guint, n);
  g_autofree guint *challengers = g_new (guint, n);
  guint n_beasts = 0, n_grottos = 0, n_challengers = 0, k = 0, n_order = 0;
  GrottoParams params;
  gboolean rumble = def->kind == GROTTO_KIND_CHALLENGER;

  for (guint i = 0; i < n; i++)
    {
      guint index = grotto_card_db_add_card (db, release->cards->pdata[i]);
      const GrottoCardDef *d = grotto_card_db_get (db, index);

      if (d->kind != GROTTO_KIND_CHALLENGER)
        order[n_order++] = index;
      if (d->kind == GROTTO_KIND_BEAST)
        beasts[n_beasts++] = index;
      else if (d->kind == GROTTO_KIND_GROTTO)
        grottos[n_grottos++] = index;
      else if (d->kind == GROTTO_KIND_CHALLENGER)
        challengers[n_challengers++] = index;
    }
  shuffle (order, n_order, seed);
  n = n_order;
  shuffle (beasts, n_beasts, seed + 1);
  shuffle (grottos, n_grottos, seed + 2);
  shuffle (challengers, n_challengers, seed + 3);
  grotto_params_init (&params, rumble || seed % 2 ? GROTTO_VARIANT_RUMBLE : GROTTO_VARIANT_CLASSIC);
  grotto_position_init (game, db, 2, &params, seed);

#define ADD(def_, seat_, kind_, spot_, flags_) \
  grotto_position_add_card (game, (def_), (seat_), (kind_), (seat_), (spot_), GROTTO_NO_CARD, \
                            (flags_), FALSE)

  for (guint s = 0; s < 2; s++)
    {
      guint next_order = 0;

      /* The Challengers (a Rumble), the card under test being seat 0's when it is one. */
      if (params.variant == GROTTO_VARIANT_RUMBLE && n_challengers > 0)
        {
          guint c = s == 0 && rumble ? under_test : challengers[(s + seed) % n_challengers];
          int card;

          if (c == under_test && s == 1)
            c = challengers[(s + seed + 1) % n_challengers];
          card = ADD (c, s, GROTTO_ZONE_PLAY, 2, 0);
          grotto_position_set_challenger (game, s, card);
        }
      /* A Team of Beasts (spots 1 and 3; 0 and 2 below), Grottos under spots 0, 1 and 3, a
       * Beast on the Sideline. */
      ADD (s == 0 && def->kind == GROTTO_KIND_BEAST ? under_test : beasts[(k++) % n_beasts],
           s, GROTTO_ZONE_PLAY, 0, 0);
      ADD (beasts[(k++) % n_beasts], s, GROTTO_ZONE_PLAY, 1, 0);
      ADD (beasts[(k++) % n_beasts], s, GROTTO_ZONE_PLAY, 3, 0);
      for (guint p = 0; p < 3 && n_grottos > 0; p++)
        {
          guint spot = GROTTO_SPOTS + (p == 0 ? 0 : p == 1 ? 1 : 3);

          ADD (s == 0 && p != 1 && def->kind == GROTTO_KIND_GROTTO ? under_test
               : grottos[(k++) % n_grottos], s, GROTTO_ZONE_PLAY, spot, 0);
        }
      ADD (beasts[(k++) % n_beasts], s, GROTTO_ZONE_PLAY, GROTTO_SPOTS + 4, 0);
      /* Deck, hand, pool, discard. */
      for (guint i = 0; i < 30; i++)
        ADD (order[(next_order++ + s * 7) % n], s, GROTTO_ZONE_DECK, GROTTO_NO_SPOT, 0);
      /* A hand over the maximum size (what changes it shows at the reset step), or a small
       * one (what needs few cards shows), by seed. */
      for (guint i = 0; i < (s == 1 ? 5u : seed % 2 ? 14u : 1u); i++)
        ADD (order[(next_order++ + s * 7) % n], s, GROTTO_ZONE_HAND, GROTTO_NO_SPOT, 0);
      for (guint i = 0; i < 3; i++)
        ADD (order[(next_order++ + s * 7) % n], s, GROTTO_ZONE_POOL, GROTTO_NO_SPOT, 0);
      for (guint i = 0; i < 6; i++)
        ADD (order[(next_order++ + s * 7) % n], s, GROTTO_ZONE_DISCARD, GROTTO_NO_SPOT, 0);
      for (guint i = 0; i < 2; i++)
        ADD (order[(next_order++ + s * 7) % n], s, GROTTO_ZONE_SCORE, GROTTO_NO_SPOT, 0);
    }
  /* The card under test is in play where it works (above); copies in hand and on the deck. */
  if (def->kind != GROTTO_KIND_CHALLENGER)
    for (guint s = 0; s < 2; s++)
      {
        ADD (under_test, s, GROTTO_ZONE_HAND, GROTTO_NO_SPOT, 0);
        ADD (under_test, s, GROTTO_ZONE_HAND, GROTTO_NO_SPOT, 0);
        ADD (under_test, s, GROTTO_ZONE_DECK, GROTTO_NO_SPOT, 0);
        ADD (under_test, s, GROTTO_ZONE_DISCARD, GROTTO_NO_SPOT, 0);
      }
#undef ADD
  grotto_position_set_turn (game, 0, 3, GROTTO_STEP_ACTION_1);
  {
    g_autoptr(GError) error = NULL;

    if (!grotto_position_finish (game, NULL, NULL, &error))
      {
        g_printerr ("%s\n", error->message);
        return FALSE;
      }
  }
  return TRUE;
}

/* A player that knows nothing of scripts (the AI's policy values a card with one, which would
 * make the twins differ for that alone): each kind of action has a rank, the first action of
 * the best rank is taken, and now and then a random one. */
static void
blind_policy (const GrottoGame *game,
              GameAiRng        *rng,
              GameAction       *out)
{
  static const int rank[GROTTO_N_ACTS] = {
    [GROTTO_ACT_FIRST] = 5, [GROTTO_ACT_KEEP] = 5, [GROTTO_ACT_MULLIGAN] = 0,
    [GROTTO_ACT_CHOOSE] = 9, [GROTTO_ACT_PASS] = 1, [GROTTO_ACT_SUMMON] = 8,
    [GROTTO_ACT_PAY] = 8, [GROTTO_ACT_SPOT] = 8, [GROTTO_ACT_ACTIVATE] = 7,
    [GROTTO_ACT_BATTLE] = 6, [GROTTO_ACT_OPPONENT] = 6, [GROTTO_ACT_ATTACKER] = 6,
    [GROTTO_ACT_DEFENDER] = 6, [GROTTO_ACT_ASSIGN] = 6, [GROTTO_ACT_DISCARD] = 5,
    [GROTTO_ACT_MOVE] = 0, [GROTTO_ACT_DONE] = 2, [GROTTO_ACT_END_PHASE] = 1,
  };
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = grotto_game_legal_actions (game, actions, G_N_ELEMENTS (actions));
  guint best = 0;

  g_assert_cmpuint (n, >, 0);
  if (game_ai_rng_double (rng) < 0.3)
    {
      *out = actions[game_ai_rng_below (rng, n)];
      return;
    }
  for (guint i = 1; i < n; i++)
    if (rank[actions[i].kind] > rank[actions[best].kind])
      best = i;
  *out = actions[best];
}

/* Plays from @game; the card under test is summoned first when it can. */
static void
play_on (GrottoGame *game,
         guint       under_test,
         guint64     seed)
{
  GameAiRng rng;

  game_ai_rng_init (&rng, seed);
  {
    GameAction actions[GAME_MAX_ACTIONS];
    guint n = grotto_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

    for (guint i = 0; i < n; i++)
      if (actions[i].kind == GROTTO_ACT_SUMMON && game->cards[actions[i].card].def == under_test)
        {
          grotto_game_apply_legal (game, &actions[i], NULL, NULL);
          break;
        }
  }
  for (guint k = 0; k < PLAY_ACTIONS && !grotto_game_is_over (game); k++)
    {
      GameAction action;

      blind_policy (game, &rng, &action);
      if (g_getenv ("GROTTO_CARDS_TRACE") != NULL)
        {
          g_autofree char *text = grotto_game_describe_action (game, &action, GAME_VIEWER_ALL);

          g_printerr ("  %s\n", text);
        }
      grotto_game_apply_legal (game, &action, NULL, NULL);
      grotto_test_check (game);
    }
}

/* The two games differ: anything after the db pointer. */
static gboolean
differ (const GrottoGame *a,
        const GrottoGame *b)
{
  gsize start = offsetof (GrottoGame, params);

  return memcmp ((const char *) a + start, (const char *) b + start, sizeof *a - start) != 0;
}

/* TRUE when card @number of @release changes some game against its plain twin. */
static gboolean
changes_a_game (Release    *release,
                DriveInCard   *card)
{
  for (guint64 seed = 1; seed <= SEEDS; seed++)
    {
      g_autoptr(GrottoCardDb) with = grotto_card_db_new ();
      g_autoptr(GrottoCardDb) without = grotto_card_db_new ();
      g_autofree GrottoGame *a = g_new0 (GrottoGame, 1);
      g_autofree GrottoGame *b = g_new0 (GrottoGame, 1);
      guint ia = grotto_card_db_add_card (with, card);
      guint ib = grotto_card_db_add_card (without, card);

      grotto_card_db_set_script (without, ib, NULL);
      if (!build (a, with, release, ia, seed) || !build (b, without, release, ib, seed))
        g_error ("%s: the position does not build", drive_in_card_get_id (card));
      if (g_getenv ("GROTTO_CARDS_DEBUG") != NULL
          && g_str_equal (g_getenv ("GROTTO_CARDS_DEBUG"), drive_in_card_get_id (card)))
        for (guint p = 0; p < GROTTO_N_SPOTS; p++)
          g_printerr ("spot %u: %s\n", p, a->spots[0][p] >= 0
                      ? grotto_def (a, a->spots[0][p])->name : "-");
      play_on (a, ia, seed);
      play_on (b, ib, seed);
      if (g_getenv ("GROTTO_CARDS_DEBUG") != NULL
          && g_str_equal (g_getenv ("GROTTO_CARDS_DEBUG"), drive_in_card_get_id (card)))
        g_printerr ("seed %u: %u/%u actions, turns %u/%u, over %d/%d, scores %u-%u / %u-%u\n",
                    (guint) seed, a->n_actions, b->n_actions, a->turn, b->turn,
                    grotto_game_is_over (a), grotto_game_is_over (b),
                    grotto_game_scored (a, 0), grotto_game_scored (a, 1),
                    grotto_game_scored (b, 0), grotto_game_scored (b, 1));
      if (differ (a, b))
        return TRUE;
    }
  return FALSE;
}

/* Effects a played-on game rarely reaches (a set-up, a full row of named cards...) are shown
 * instead by a scenario of tests/scenarios/grotto-real named after the card's number. */
static gboolean
shown_by_scenario (Release  *release,
                   DriveInCard *card)
{
  g_autofree char *prefix = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFileEnumerator) children = NULL;

  if (!g_str_equal (release->sigil, GROTTO_CARD_LIST_SIGIL))
    return FALSE;
  prefix = g_strdup_printf ("%03d-", atoi (drive_in_card_get_number (card)));
  folder = gros_test_get_source_file ("scenarios/grotto-real");
  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  for (;;)
    {
      GFileInfo *info;

      if (children == NULL || !g_file_enumerator_iterate (children, &info, NULL, NULL, NULL)
          || info == NULL)
        return FALSE;
      if (g_str_has_prefix (g_file_info_get_name (info), prefix)
          && g_str_has_suffix (g_file_info_get_name (info), ".scenario"))
        {
          g_test_message ("%s: shown by %s", drive_in_card_get_id (card), g_file_info_get_name (info));
          return TRUE;
        }
    }
}

static void
test_release (gconstpointer data)
{
  Release *release = (Release *) data;
  g_autoptr(GrottoCardDb) probe = grotto_card_db_new ();
  guint tested = 0, failed = 0;

  for (guint i = 0; i < release->cards->len; i++)
    {
      DriveInCard *card = release->cards->pdata[i];
      guint index = grotto_card_db_add_card (probe, card);
      const GrottoScript *script = grotto_card_db_get (probe, index)->script;

      if (script == NULL || (script->n_abilities == 0 && script->n_statics == 0)
          || only_deck_building (script))
        continue;
      tested++;
      if (!changes_a_game (release, card) && !shown_by_scenario (release, card))
        {
          g_printerr ("%s (%s): the script changes no game\n", drive_in_card_get_id (card),
                      drive_in_card_get_number (card));
          failed++;
        }
    }
  g_test_message ("%u scripted cards of %s tested, %u changed nothing", tested, release->sigil,
                  failed);
  g_assert_cmpuint (failed, ==, 0);
  g_assert_cmpuint (tested, >, 0);
}

static void
test_real_release (void)
{
  g_autoptr(DriveInRelease) release = grotto_test_real_release ();
  Release data;

  if (release == NULL)
    {
      g_test_skip ("the Grotto Beasts! card list is not here");
      return;
    }
  data.cards = grotto_test_release_cards (release);
  data.sigil = GROTTO_CARD_LIST_SIGIL;
  test_release (&data);
  g_ptr_array_unref (data.cards);
}

int
main (int    argc,
      char **argv)
{
  Release starter;
  int status;

  gros_test_init (&argc, &argv);
  starter.cards = grotto_test_starter_cards ();
  starter.sigil = "drive-in-grotto";
  g_test_add_data_func ("/grotto/cards/starter-changes-games", &starter, test_release);
  g_test_add_func ("/grotto/cards/real-changes-games", test_real_release);
  status = g_test_run ();
  g_ptr_array_unref (starter.cards);
  return status;
}
