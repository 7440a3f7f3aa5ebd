/* fuzz-online-view.c: a seat's view as it comes from the network: a real game's projection
 * with bytes changed, through the game's check_view(); a view it accepts must be safe for
 * every read-only question view code asks (cards, visibility, the result's sentence).
 * Input: byte 0 the game, byte 1 how many actions into the game, byte 2 the viewer, then
 * (offset: 2 bytes little-endian, value: 1 byte) patches. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "game-record.h"
#include "drive-in-core.h"
#include "gros-game-id.h"
#include "gros-game.h"
#include "gros-game-view.h"

typedef struct
{
  const GameRules *rules;
  GameRecord      *record;
  gpointer         db;
} Game;

static Game games[8];
static guint n_games;

/* Each game that can travel, dealt once from the built-in cards, with a record of up to 255
 * random legal actions. */
static void
ensure_games (void)
{
  const GameRules *const *all;
  DriveInCatalog *catalog;
  guint n_all;

  if (n_games > 0)
    return;
  catalog = gros_fuzz_get_catalog ();
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  all = game_rules_list (&n_all);
  for (guint i = 0; i < n_all && n_games < G_N_ELEMENTS (games); i++)
    {
      const GameRules *rules = all[i];
      g_autoptr(GRand) rand = g_rand_new_with_seed (7);
      g_autoptr(GError) error = NULL;
      g_autofree uint16_t *storage = NULL;
      g_autofree gpointer state = NULL;
      g_autofree GameAction *legal = NULL;
      GameRecord *record;
      GameSetup setup;
      gpointer db;
      guint n_seats;

      if (rules->views.check_view == NULL || rules->cards.random_deck == NULL)
        continue;
      n_seats = rules->min_seats;
      record = game_record_new (rules, 7, n_seats, NULL);
      if (rules->cards.random_shared_deck != NULL)
        {
          g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

          if (!rules->cards.random_shared_deck (catalog, NULL, NULL, rand, ids, &error))
            g_error ("%s: no shared deck: %s", rules->id, error->message);
          g_ptr_array_add (ids, NULL);
          game_record_set_shared (record, (const char * const *) ids->pdata);
        }
      for (guint s = 0; s < n_seats; s++)
        {
          g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
          g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

          if (!rules->cards.random_deck (catalog, NULL, NULL, rand, ids, words, &error))
            g_error ("%s: no deck: %s", rules->id, error->message);
          g_ptr_array_add (ids, NULL);
          g_ptr_array_add (words, NULL);
          game_record_set_deck (record, s, (const char * const *) ids->pdata);
          game_record_set_words (record, s, (const char * const *) words->pdata);
        }
      db = rules->cards.db_new ();
      for (guint s = 0; s <= n_seats; s++)
        {
          const char * const *ids = s < n_seats ? game_record_get_deck (record, s)
                                                : game_record_get_shared (record);

          for (guint k = 0; ids != NULL && ids[k] != NULL; k++)
            rules->cards.db_add_card (db, drive_in_catalog_lookup (catalog, ids[k]));
        }
      state = game_state_new (rules);
      legal = g_new (GameAction, GAME_MAX_ACTIONS);
      if (!game_record_make_setup (record, db, &setup, &storage, &error)
          || !rules->play.init (state, &setup, NULL, NULL, &error))
        g_error ("%s: no game: %s", rules->id, error->message);
      for (guint a = 0; a < 255 && !rules->play.is_over (state); a++)
        {
          guint n = rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
          guint pick;

          if (n == 0)
            break;
          pick = g_rand_int_range (rand, 0, n);

          rules->play.apply_legal (state, &legal[pick], NULL, NULL);
          game_record_add_action (record, &legal[pick]);
        }
      games[n_games++] = (Game) { rules, record, db };
    }
}

/* The choices a view offers its deciding seat, each read out as the seat reads it. */
static void
check_choices (const GameRules *rules,
               gconstpointer    view,
               int              viewer)
{
  g_autofree GameAction *legal = g_new0 (GameAction, GAME_MAX_ACTIONS);
  guint n;

  if (rules->play.is_over (view))
    return;
  n = rules->play.legal_actions (view, legal, GAME_MAX_ACTIONS);
  GROS_FUZZ_CHECK (n <= GAME_MAX_ACTIONS, "more choices than the array holds");
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = rules->text.action_to_string (&legal[i]);
      g_autofree char *mine = rules->text.describe_action (view, &legal[i], viewer);
      GameAction back;

      GROS_FUZZ_CHECK (text != NULL && rules->text.action_parse (text, &back, NULL),
                       "a choice that does not read back");
      GROS_FUZZ_CHECK (mine != NULL && g_utf8_validate (mine, -1, NULL),
                       "a choice without a sentence");
    }
}

/* The result and its sentence, as a board shows them once the game is over. */
static void
check_result (const GameRules *rules,
              gconstpointer    view)
{
  GameResult result;
  g_autofree char *text = NULL;

  if (!rules->play.is_over (view))
    return;
  rules->play.result (view, &result);
  GROS_FUZZ_CHECK (result.winners < (1u << rules->play.n_seats (view)), "a winner with no seat");
  text = rules->text.describe_result (view);
  GROS_FUZZ_CHECK (text != NULL && g_utf8_validate (text, -1, NULL), "a result without a sentence");
}

/* GROS's figures, which its table shows on a projection (gros-game-view.h). */
static void
check_gros_figures (gconstpointer view,
                    int           viewer)
{
  const GrosGame *gros = view;

  for (guint s = 0; s < gros->n_seats; s++)
    {
      GrosRatings ratings;

      (void) gros_game_movie_defense (gros, s);
      (void) gros_game_hand_limit (gros, s);
      gros_game_ratings_for (gros, s, viewer, &ratings, NULL);
    }
  for (int c = 0; c < gros->n_cards; c++)
    if (!gros_game_card_is_blank (gros, c))
      (void) gros_game_card_defense (gros, c);
  (void) gros_game_attack_strength (gros);
  (void) gros_game_defense_strength (gros);
}

/* A joined computer's world from an accepted view (world_from_view, as
 * drive_in_seat_client_choose_by_ai makes it): refused in a sentence, or a state that keeps
 * the invariants and lists its choices. */
static void
check_world (const GameRules *rules,
             gconstpointer    view,
             int              viewer,
             gpointer         db)
{
  g_autofree gpointer world = NULL;
  g_autofree GameAction *legal = NULL;
  g_autoptr(GError) error = NULL;

  if (rules->views.world_from_view == NULL || viewer < 0)
    return;
  world = game_state_new (rules);
  if (!game_rules_world_from_view (rules, view, (guint) viewer, db, 7, world, &error))
    {
      GROS_FUZZ_CHECK (error != NULL && g_utf8_validate (error->message, -1, NULL),
                       "no world without a sentence");
      return;
    }
  GROS_FUZZ_CHECK (rules->play.check_invariants (world, NULL), "a world that breaks an invariant");
  if (!rules->play.is_over (world))
    {
      legal = g_new0 (GameAction, GAME_MAX_ACTIONS);
      GROS_FUZZ_CHECK (rules->play.legal_actions (world, legal, GAME_MAX_ACTIONS)
                       <= GAME_MAX_ACTIONS,
                       "more choices than the array holds");
    }
}

int
gros_fuzz_online_view (const uint8_t *data,
                       size_t         size)
{
  const Game *game;
  const GameRules *rules;
  g_autofree gpointer state = NULL;
  g_autofree gpointer view = NULL;
  g_autoptr(GError) error = NULL;
  guint n_actions, n_seats;
  int viewer;

  ensure_games ();
  if (size < 3 || n_games == 0)
    return 0;
  game = &games[data[0] % n_games];
  rules = game->rules;
  n_actions = MIN (data[1], game_record_get_n_actions (game->record));
  state = game_state_new (rules);
  if (!game_record_replay (game->record, game->db, n_actions, state, &error))
    g_error ("%s: the record does not replay: %s", rules->id, error->message);
  n_seats = rules->play.n_seats (state);
  viewer = (int) (data[2] % n_seats);

  /* The bytes as they travel (no db), changed as the input says. */
  view = game_state_new (rules);
  rules->views.project_view (state, viewer, view, NULL);
  rules->views.view_set_db (view, NULL);
  for (size_t i = 3; i + 3 <= size; i += 3)
    {
      gsize offset = (data[i] | (data[i + 1] << 8)) % rules->state_size;

      ((guint8 *) view)[offset] = data[i + 2];
    }
  if (!rules->views.check_view (view, game->db, viewer, &error))
    {
      GROS_FUZZ_CHECK (error != NULL && g_utf8_validate (error->message, -1, NULL),
                       "refused without a sentence");
      /* A tighter check_view must still take every real projection. */
      GROS_FUZZ_CHECK (size >= 6, "a real projection refused: %s", error->message);
      return 0;
    }
  GROS_FUZZ_CHECK (rules->cards.state_db (view) == game->db, "check_view did not put the db in");

  /* What view code reads of an accepted view: the seat client, GameSession on a view and
   * the boards (cards, visibility, the choices and their sentences, the result, the
   * figures a table shows). */
  for (guint c = 0; c < rules->views.n_cards (view); c++)
    {
      guint def = rules->views.card_def (view, c);

      (void) rules->views.card_visible_to (view, (int) c, viewer);
      (void) rules->views.card_visible_to (view, (int) c, GAME_VIEWER_PUBLIC);
      if (def < rules->cards.db_n_cards (game->db))
        (void) rules->cards.db_card_id (game->db, def);
    }
  GROS_FUZZ_CHECK (rules->play.n_seats (view) >= rules->min_seats
                   && rules->play.n_seats (view) <= rules->max_seats, "seats out of range");
  GROS_FUZZ_CHECK (rules->play.deciding_seat (view) < rules->play.n_seats (view)
                   || rules->play.is_over (view), "a deciding seat out of range");
  (void) rules->play.n_actions (view);
  check_choices (rules, view, viewer);
  check_result (rules, view);
  if (rules->outcome.score_parts != NULL && rules->outcome.n_score_parts > 0)
    for (guint s = 0; s < rules->play.n_seats (view); s++)
      {
        g_autofree double *parts = g_new0 (double, rules->outcome.n_score_parts);

        rules->outcome.score_parts (view, s, parts);
      }
  if (rules->text.position_to_json != NULL)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) node = NULL;

      rules->text.position_to_json (view, viewer, NULL, NULL, builder);
      node = json_builder_get_root (builder);
      GROS_FUZZ_CHECK (node != NULL, "position_to_json built nothing");
    }
  if (g_strcmp0 (rules->id, GROS_GAME_ID) == 0)
    check_gros_figures (view, viewer);
  check_world (rules, view, viewer, game->db);
  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_online_view)
