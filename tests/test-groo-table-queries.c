/* test-groo-table-queries.c: what the Groo table asks the rules besides the legal actions:
 * the dice a dragged die pays a card with, and a war's outcome before it is resolved. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-record.h"
#include "game-session.h"
#include "groo-test-util.h"
#include "groo-game-id.h"

#define N_GAMES 40

typedef struct
{
  gboolean seen;
  guint    damage;
} WarResult;

static void
on_event (gconstpointer    state,
          const GameEvent *event,
          gpointer         user_data)
{
  WarResult *result = user_data;

  if (event->kind == GROO_EV_WAR_RESULT)
    {
      result->seen = TRUE;
      result->damage = (guint) event->target;
    }
}

/* Random games: at every decision of the Construction and Leftover, every die dragged onto
 * every card the holder may buy names dice that pay it exactly, with the die among them,
 * exactly when the die shows a face the card needs. */
static void
test_dice_for_with (void)
{
  GrooTestCards cards;
  guint checked = 0, refused = 0;

  groo_test_cards_init (&cards);
  for (guint i = 0; i < N_GAMES; i++)
    {
      GrooGameSetup setup;
      GrooGame game;
      GameAction actions[GROO_MAX_CARDS + 16];
      guint64 rng = 0x51ed + i;
      g_autoptr(GError) error = NULL;

      groo_test_setup (&cards, 2 + i % 5, 100 + i, &setup);
      g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, &error));
      while (!groo_game_is_over (&game) && game.n_actions < 3000)
        {
          guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));

          for (guint a = 0; a < n; a++)
            {
              const GameAction *buy = &actions[a];

              if (buy->kind != GROO_ACT_BUY && buy->kind != GROO_ACT_GROO)
                continue;
              for (guint d = 0; d < GROO_N_WHITE; d++)
                {
                  uint32_t mask = 0;
                  gboolean pays = groo_game_dice_for_with (&game, buy->card, d, &mask);
                  gboolean in_canonical = (buy->mask >> d) & 1;
                  gboolean spent = !((groo_game_unspent_dice (&game) >> d) & 1);

                  if (pays)
                    {
                      GameAction with = *buy;

                      with.mask = mask;
                      g_assert_true ((mask >> d) & 1);
                      g_assert_cmpuint (__builtin_popcount (mask), ==,
                                        __builtin_popcount (buy->mask));
                      g_assert_true (groo_game_is_legal (&game, &with));
                      checked++;
                    }
                  else
                    {
                      /* The canonical dice pay: each of them would too. */
                      g_assert_false (in_canonical);
                      refused++;
                    }
                  if (spent)
                    g_assert_false (pays);
                }
            }
          g_assert_cmpuint (n, >, 0);
          groo_game_apply_legal (&game, &actions[groo_test_rand_below (&rng, n)], NULL, NULL);
        }
    }
  /* Both answers came up. */
  g_assert_cmpuint (checked, >, 50);
  g_assert_cmpuint (refused, >, 50);
  groo_test_cards_clear (&cards);
}

/* Random games: the outcome read while the defender commits is the damage the war's result
 * then gives, and never more VP than the damage are lost. */
static void
test_war_outcome (void)
{
  GrooTestCards cards;
  guint wars = 0, damaging = 0, lost_asked = 0, lost_seen = 0;

  groo_test_cards_init (&cards);
  for (guint i = 0; i < N_GAMES * 2; i++)
    {
      GrooGameSetup setup;
      GrooGame game;
      GameAction actions[GROO_MAX_CARDS + 16];
      guint64 rng = 0xa77 + i;
      g_autoptr(GError) error = NULL;

      groo_test_setup (&cards, 2 + i % 3, 500 + i, &setup);
      g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, &error));
      while (!groo_game_is_over (&game) && game.n_actions < 3000)
        {
          guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
          guint pick;
          gboolean last_commit;
          guint damage = 0, lost = 0, defender = game.war.defender;
          guint printed_before = groo_game_town_printed_vp (&game, defender);
          WarResult result = { FALSE, 0 };

          /* Wars are rare at random: declare one whenever it is offered. */
          pick = groo_test_rand_below (&rng, n);
          for (guint a = 0; a < n; a++)
            if (actions[a].kind == GROO_ACT_ATTACK)
              pick = a;
          last_commit = game.step == GROO_STEP_COMMIT_DEFEND && game.n_frames == 0
                        && actions[pick].kind == GROO_ACT_COMMIT_DONE;
          if (last_commit)
            {
              groo_game_war_outcome (&game, &damage, &lost);
              g_assert_cmpuint (lost, <=, damage);
              g_assert_cmpuint (lost, <=, groo_game_town_printed_vp (&game, game.war.defender));
              g_assert_cmpint (damage, ==, MAX (0, groo_game_war_attack (&game)
                                                   - groo_game_war_defense (&game)));
            }
          groo_game_apply_legal (&game, &actions[pick], on_event, &result);
          /* A window may come between (a Wild): the prediction holds when none did. */
          if (last_commit && result.seen)
            {
              g_assert_cmpuint (result.damage, ==, damage);
              /* The defender is then asked for Buildings worth what the outcome said, or
               * they went at once when there was one way to choose them. */
              if (game.n_frames > 0 && game.frames[game.n_frames - 1].kind == GROO_FRAME_EFFECT
                  && game.frames[game.n_frames - 1].window == GROO_SOURCE_WAR)
                {
                  g_assert_cmpuint (game.frames[game.n_frames - 1].value, ==, lost);
                  lost_asked++;
                }
              else
                g_assert_cmpuint (groo_game_town_printed_vp (&game, defender), ==,
                                  printed_before - lost);
              lost_seen += lost > 0;
              wars++;
              damaging += damage > 0;
            }
        }
    }
  g_assert_cmpuint (wars, >, 5);
  g_assert_cmpuint (damaging, >, 0);
  g_assert_cmpuint (lost_seen, >, 0);
  g_assert_cmpuint (lost_asked, >, 0);
  groo_test_cards_clear (&cards);
}

/* A session takes a purchase paid with other dice than the listed ones when they pay exactly
 * (a die dragged onto the card), and refuses dice that do not. */
static void
test_session_other_dice (void)
{
  const GameRules *rules = game_rules_lookup (GROO_GAME_ID);
  GrooTestCards cards;
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GameSession) session = NULL;
  g_autoptr(GError) error = NULL;
  GrooRulesParams params;
  guint64 rng = 99;
  gboolean done = FALSE;

  groo_test_cards_init (&cards);
  drive_in_catalog_add_release (catalog, cards.release);
  groo_rules_params_init (&params);
  g_assert_true (rules->cards.random_shared_deck (catalog, NULL, &params, rand, ids, &error));
  g_assert_no_error (error);
  g_ptr_array_add (ids, NULL);
  record = game_record_new (rules, 3, 3, &params);
  game_record_set_shared (record, (const char * const *) ids->pdata);
  session = game_session_new (catalog, record, 0, GAME_VIEWER_ALL, &error);
  g_assert_no_error (error);
  while (!done && !game_session_is_over (session))
    {
      const GameAction *legal;
      const GrooGame *view = game_session_get_view (session);
      guint n = game_session_get_legal_actions (session, &legal);
      GameAction pick = legal[groo_test_rand_below (&rng, n)];

      for (guint i = 0; i < n && !done; i++)
        for (guint d = 0; d < GROO_N_WHITE && !done; d++)
          {
            GameAction other = legal[i];
            uint32_t listed = legal[i].mask;
            uint32_t mask;

            if (legal[i].kind != GROO_ACT_BUY || ((legal[i].mask >> d) & 1)
                || !groo_game_dice_for_with (view, legal[i].card, d, &mask))
              continue;
            /* One die too many does not pay exactly. */
            other.mask = mask | legal[i].mask;
            g_assert_false (game_session_apply (session, &other, &error));
            g_assert_nonnull (error);
            g_clear_error (&error);
            other.mask = mask;
            g_assert_true (game_session_apply (session, &other, &error));
            g_assert_no_error (error);
            view = game_session_get_view (session);
            g_assert_true ((view->dice_used >> d) & 1);
            g_assert_cmpuint (view->dice_used & listed, !=, listed);
            done = TRUE;
          }
      if (!done)
        g_assert_true (game_session_apply (session, &pick, NULL));
    }
  g_assert_true (done);
  groo_test_cards_clear (&cards);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/groo/table-queries/dice-for-with", test_dice_for_with);
  g_test_add_func ("/groo/table-queries/war-outcome", test_war_outcome);
  g_test_add_func ("/groo/table-queries/session-other-dice", test_session_other_dice);
  return g_test_run ();
}
