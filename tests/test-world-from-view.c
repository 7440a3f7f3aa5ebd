/* test-world-from-view.c: the worlds a seat's AI plays on when it holds only its view
 * (GameRules.views.world_from_view, a joined online seat): in real games of every game that has
 * the entry, at several positions and for every seat, the world from the seat's projection
 * keeps the game's invariants, shows the seat every card it sees as the view does, offers
 * the deciding viewer the real legal actions, plays on, and is the same for two hidden
 * deals that give the same view. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "drive-in-core.h"
#include "game-rules.h"
#include "test-games-common.h"

#define N_GAMES     6
#define ACTION_CAP  400
#define EVERY       7     /* a position checked every this many actions */

typedef struct
{
  guint positions;      /* positions checked, every seat */
  guint decided;        /* of them, positions where the viewer decided */
  guint hidden_varied;  /* hidden cards whose guess changed with the seed */
} Tally;

/* A game of @rules dealt from the built-in sets by the game's own random decks. */
static void
deal_and_init (const GameRules *rules,
               DriveInCatalog  *catalog,
               gpointer         db,
               guint64          seed,
               gpointer         state)
{
  g_autofree gpointer params = g_malloc0 (MAX (rules->params_size, 1));
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  GArray *decks[GAME_MAX_SEATS + 1] = { NULL };
  GStrv seat_words[GAME_MAX_SEATS] = { NULL };
  GameSetup setup = { 0 };
  /* Every table size the game allows, in turn. */
  guint n_seats = rules->min_seats + (guint) (seed % (rules->max_seats - rules->min_seats + 1));

  const GameVariant *variants;
  guint n_variants = rules->list_variants (&variants);
  const char *variant = NULL;

  /* The first variant played by that many seats. */
  for (guint v = 0; v < n_variants && variant == NULL; v++)
    if (variants[v].max_seats == 0
        || (n_seats >= variants[v].min_seats && n_seats <= variants[v].max_seats))
      variant = variants[v].id;
  g_assert_true (rules->params_init (params, variant));
  for (guint s = 0; s <= n_seats; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

      decks[s] = g_array_new (FALSE, FALSE, sizeof (uint16_t));
      if (s < n_seats && rules->cards.random_deck != NULL)
        g_assert_true (rules->cards.random_deck (catalog, NULL, params, rand, ids, words, &error));
      else if (s == n_seats && rules->cards.random_shared_deck != NULL)
        g_assert_true (rules->cards.random_shared_deck (catalog, NULL, params, rand, ids, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < ids->len; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids->pdata[i]);
          uint16_t index;

          g_assert_nonnull (card);
          index = rules->cards.db_add_card (db, card);
          g_array_append_val (decks[s], index);
        }
      if (s < n_seats && words->len > 0)
        {
          g_ptr_array_add (words, NULL);
          seat_words[s] = (GStrv) g_ptr_array_steal (words, NULL);
          setup.words[s] = (const char * const *) seat_words[s];
        }
      if (s < n_seats && decks[s]->len > 0)
        {
          setup.decks[s] = (const uint16_t *) decks[s]->data;
          setup.deck_sizes[s] = decks[s]->len;
        }
    }
  setup.n_seats = n_seats;
  setup.seed = seed;
  setup.params = params;
  setup.db = db;
  setup.previous_loser = GAME_NO_SEAT;
  if (decks[n_seats]->len > 0)
    {
      setup.shared = (const uint16_t *) decks[n_seats]->data;
      setup.shared_size = decks[n_seats]->len;
    }
  if (!rules->play.init (state, &setup, NULL, NULL, &error))
    g_error ("%s, %u seats: %s", rules->id, n_seats, error->message);
  for (guint s = 0; s <= n_seats; s++)
    g_array_unref (decks[s]);
  for (guint s = 0; s < n_seats; s++)
    g_strfreev (seat_words[s]);
}

static gboolean
action_in (const GameRules  *rules,
           const GameAction *action,
           const GameAction *list,
           guint             n)
{
  for (guint i = 0; i < n; i++)
    if (rules->play.action_equal (action, &list[i]))
      return TRUE;
  return FALSE;
}

static gint16
map_card (const int *map,
          guint      n_cards,
          gint16     card)
{
  return card >= 0 && (guint) card < n_cards ? (gint16) map[card] : card;
}

/* Every check at one position for one seat. */
static void
check_position (const GameRules *rules,
                DriveInCatalog  *catalog,
                gconstpointer    real,
                guint            seat,
                guint64          seed,
                Tally           *tally)
{
  gsize size = rules->state_size;
  g_autofree gpointer view = g_malloc0 (size);
  g_autofree gpointer view2 = g_malloc0 (size);
  g_autofree gpointer other = g_malloc0 (size);
  g_autofree gpointer world = g_malloc0 (size);
  g_autofree gpointer world2 = g_malloc0 (size);
  g_autofree gpointer world3 = g_malloc0 (size);
  g_autofree GameAction *real_actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree GameAction *world_actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree int *map = g_new (int, rules->max_cards);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gpointer real_db = rules->cards.state_db (real);
  gpointer db;
  guint n_cards = rules->views.n_cards (real);

  /* The view as it travels: through check_view() against the seat's db. */
  rules->views.project_view (real, (int) seat, view, map);
  g_assert_true (rules->views.check_view (view, real_db, (int) seat, &error));
  g_assert_no_error (error);
  db = game_rules_world_db_new (rules, real_db, catalog);
  g_assert_nonnull (db);

  /* (a) a legal state. */
  if (!game_rules_world_from_view (rules, view, seat, db, seed, world, &error))
    g_error ("%s, seat %u: %s", rules->id, seat + 1, error->message);
  if (!rules->play.check_invariants (world, &message))
    g_error ("%s, seat %u: the world breaks an invariant: %s", rules->id, seat + 1, message);
  g_assert_cmpuint (rules->views.n_cards (world), ==, n_cards);
  g_assert_true (rules->cards.state_db (world) == db);

  /* (b) what the seat sees, the world shows it the same; it hides nothing of the view's. */
  for (guint c = 0; c < n_cards; c++)
    {
      gboolean sees = rules->views.card_visible_to (view, (int) c, (int) seat);

      g_assert_cmpint (rules->views.card_visible_to (world, (int) c, (int) seat), ==, sees);
      if (sees)
        g_assert_cmpstr (rules->cards.db_card_id (db, rules->views.card_def (world, (int) c)), ==,
                         rules->cards.db_card_id (real_db, rules->views.card_def (view, (int) c)));
      /* Every card has an identity: one of the game's cards. */
      g_assert_cmpuint (rules->views.card_def (world, (int) c), <, rules->cards.db_n_cards (db));
    }
  g_assert_cmpuint (rules->play.deciding_seat (world), ==, rules->play.deciding_seat (real));
  g_assert_cmpint (rules->play.is_over (world), ==, rules->play.is_over (real));

  /* (c) the deciding viewer has the real choices, named by the view's numbers. */
  if (!rules->play.is_over (real) && rules->play.deciding_seat (real) == seat)
    {
      guint n_real = rules->play.legal_actions (real, real_actions, GAME_MAX_ACTIONS);
      guint n_world = rules->play.legal_actions (world, world_actions, GAME_MAX_ACTIONS);

      for (guint i = 0; i < n_real; i++)
        {
          real_actions[i].card = map_card (map, n_cards, real_actions[i].card);
          real_actions[i].target = map_card (map, n_cards, real_actions[i].target);
        }
      g_assert_cmpuint (n_world, ==, n_real);
      for (guint i = 0; i < n_real; i++)
        {
          g_autofree char *text = rules->text.action_to_string (&real_actions[i]);

          if (!action_in (rules, &real_actions[i], world_actions, n_world))
            g_error ("%s, seat %u: the real choice %s is not the world's", rules->id, seat + 1,
                     text);
          g_assert_true (action_in (rules, &world_actions[i], real_actions, n_real));
        }
      tally->decided++;
    }

  /* (d) another hidden deal with the same view gives the same world. (Once over, GROS shows
   * the cards that bear a Title word: a re-deal may change the view then.) */
  if (!rules->play.is_over (real))
    {
      rules->views.sample_world (real, seat, seed * 31 + 7, other);
      rules->views.project_view (other, (int) seat, view2, NULL);
      g_assert_cmpmem (view2, size, view, size);
      g_assert_true (game_rules_world_from_view (rules, view2, seat, db, seed, world2, &error));
      g_assert_cmpmem (world2, size, world, size);
    }

  /* Another seed guesses the hidden cards anew. */
  g_assert_true (game_rules_world_from_view (rules, view, seat, db, seed + 1, world3, &error));
  for (guint c = 0; c < n_cards; c++)
    if (!rules->views.card_visible_to (view, (int) c, (int) seat)
        && rules->views.card_def (world, (int) c) != rules->views.card_def (world3, (int) c))
      tally->hidden_varied++;

  /* The world plays on: sampled worlds and a few random actions keep the invariants. */
  rules->views.sample_world (world, seat, seed ^ 0x55, world3);
  g_assert_true (rules->play.check_invariants (world3, NULL));
  for (guint i = 0; i < 30 && !rules->play.is_over (world); i++)
    {
      guint n = rules->play.legal_actions (world, world_actions, GAME_MAX_ACTIONS);

      if (n == 0)
        {
          g_autofree char *json = NULL;
          g_autoptr(JsonBuilder) b = json_builder_new ();
          g_autoptr(JsonNode) root = NULL;

          rules->text.position_to_json (world, GAME_VIEWER_ALL, NULL, NULL, b);
          root = json_builder_get_root (b);
          json = json_to_string (root, TRUE);
          g_error ("%s: no legal action after %u actions in the world (seed %" G_GUINT64_FORMAT
                   "):\n%s", rules->id, i, seed, json);
        }
      g_assert_true (rules->play.apply (world, &world_actions[(seed + i) % n], NULL, NULL, &error));
      g_assert_no_error (error);
      if (!rules->play.check_invariants (world, &message))
        g_error ("%s: the world broke an invariant in play: %s", rules->id, message);
    }
  tally->positions++;
  rules->cards.db_unref (db);
}

static void
test_world_from_view (gconstpointer data)
{
  const GameRules *rules = data;
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autofree gpointer state = game_state_new (rules);
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  Tally tally = { 0 };

  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  for (guint64 g = 1; g <= N_GAMES; g++)
    {
      gpointer db = rules->cards.db_new ();
      guint64 rng = g * 0x9e3779b97f4a7c15ull;

      deal_and_init (rules, catalog, db, g * 1009, state);
      for (guint step = 0; step < ACTION_CAP; step++)
        {
          guint n;

          if (step % EVERY == 0 || rules->play.is_over (state))
            for (guint seat = 0; seat < rules->play.n_seats (state); seat++)
              check_position (rules, catalog, state, seat, g * 100 + step, &tally);
          if (rules->play.is_over (state))
            break;
          n = rules->play.legal_actions (state, actions, GAME_MAX_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          rules->play.apply_legal (state, &actions[game_splitmix64 (&rng) % n], NULL, NULL);
        }
      rules->cards.db_unref (db);
    }
  g_test_message ("%s: %u positions, %u with the viewer deciding, %u hidden guesses varied",
                  rules->id, tally.positions, tally.decided, tally.hidden_varied);
  g_assert_cmpuint (tally.decided, >, 0);
  g_assert_cmpuint (tally.hidden_varied, >, 0);
}

int
main (int    argc,
      char **argv)
{
  const GameRules *const *games;
  guint n_games;

  gros_test_init (&argc, &argv);
  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (games[i]->views.world_from_view != NULL)
      {
        g_autofree char *path = g_strdup_printf ("/drive-in/world-from-view/%s", games[i]->id);

        g_test_add_data_func (path, games[i], test_world_from_view);
      }
  return g_test_run ();
}
