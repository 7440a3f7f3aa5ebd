/* groo-rules.c: Groo: The Game as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stddef.h>

#include "drive-in-catalog.h"
#include "drive-in-deck-problem.h"
#include "drive-in-error.h"
#include "drive-in-release.h"
#include "groo-deck-rules.h"
#include "groo-rules.h"
#include "groo-game-id.h"

/* Drive-In's own Groo set (data/cards/drive-in-groo). */
#define GROO_BUILTIN_SIGIL "drive-in-groo"

/* Every field of GrooRulesParams by the name game files give it. */
static const GameParamField param_fields[] = {
  GAME_PARAM (GrooRulesParams, "hand-size", hand_size),
  GAME_PARAM (GrooRulesParams, "goal-two", goal_two),
  GAME_PARAM (GrooRulesParams, "goal-three", goal_three),
  GAME_PARAM (GrooRulesParams, "goal-more", goal_more),
  GAME_PARAM (GrooRulesParams, "deck-runs", deck_runs),
  GAME_PARAM (GrooRulesParams, "white-face-1", white_faces[0]),
  GAME_PARAM (GrooRulesParams, "white-face-2", white_faces[1]),
  GAME_PARAM (GrooRulesParams, "white-face-3", white_faces[2]),
  GAME_PARAM (GrooRulesParams, "white-face-4", white_faces[3]),
  GAME_PARAM (GrooRulesParams, "white-face-5", white_faces[4]),
  GAME_PARAM (GrooRulesParams, "white-face-6", white_faces[5]),
  GAME_PARAM (GrooRulesParams, "black-face-1", black_faces[0]),
  GAME_PARAM (GrooRulesParams, "black-face-2", black_faces[1]),
  GAME_PARAM (GrooRulesParams, "black-face-3", black_faces[2]),
  GAME_PARAM (GrooRulesParams, "black-face-4", black_faces[3]),
  GAME_PARAM (GrooRulesParams, "black-face-5", black_faces[4]),
  GAME_PARAM (GrooRulesParams, "black-face-6", black_faces[5]),
};

static const char *const end_reasons[] = {
  [GROO_END_NONE] = "none",
  [GROO_END_GOAL] = "goal",
  [GROO_END_DECK] = "deck",
  [GROO_END_STALEMATE] = "stalemate",
};

const char *
groo_end_reason_to_string (GrooEndReason reason)
{
  return reason < G_N_ELEMENTS (end_reasons) ? end_reasons[reason] : "none";
}

/* The variants are the card library's (drive-in-game-info.c): the standard game. */
static guint
list_variants (const GameVariant **out_variants)
{
  guint n;

  *out_variants = drive_in_game_info_get_variants (drive_in_game_info_lookup (GROO_GAME_ID), &n);
  return n;
}

static gboolean
params_init (gpointer    params,
             const char *variant_id)
{
  const GameVariant *variants;

  list_variants (&variants);
  if (variant_id != NULL && !g_str_equal (variant_id, variants[0].id))
    return FALSE;
  groo_rules_params_init (params);
  return TRUE;
}

static const char *
params_variant (gconstpointer params)
{
  const GameVariant *variants;

  list_variants (&variants);
  return variants[0].id;
}

static gboolean
check_setup (gconstpointer   params,
             guint           seat,
             guint           deck_size,
             GError        **error)
{
  if (seat == GAME_NO_SEAT)
    return groo_rules_params_check (params, error);
  if (deck_size > 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "player %u brings a deck; Groo is played from one shared deck", seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* The card db */

static gpointer
db_new (void)
{
  return groo_card_db_new ();
}

static gpointer
db_ref (gpointer db)
{
  return groo_card_db_ref (db);
}

static void
db_unref (gpointer db)
{
  groo_card_db_unref (db);
}

static guint
db_add_card (gpointer  db,
             DriveInCard *card)
{
  return groo_card_db_add_card (db, card);
}

static gboolean
db_lookup (gconstpointer  db,
           const char    *card_id,
           guint         *out_index)
{
  return groo_card_db_lookup (db, card_id, out_index);
}

static const char *
db_card_id (gconstpointer db,
            guint         index)
{
  return groo_card_db_get (db, index)->id;
}

static guint
db_n_cards (gconstpointer db)
{
  return groo_card_db_get_n_cards (db);
}

static gpointer
state_db (gconstpointer state)
{
  return (gpointer) ((const GrooGame *) state)->db;
}

/* The standard shared deck of the Groo cards of @catalog (of @sigils when given; else of the
 * built-in set when the catalog has it): each card as many times as its copies attribute
 * says. Nothing random in it: the shuffle is the game's. */
static gboolean
random_shared_deck (DriveInCatalog        *catalog,
                    const char * const *sigils,
                    gconstpointer       params,
                    GRand              *rand,
                    GPtrArray          *out_ids,
                    GError            **error)
{
  static const char *const builtin[] = { GROO_BUILTIN_SIGIL, NULL };
  g_autoptr(GListStore) pool = g_list_store_new (DRIVE_IN_TYPE_CARD);
  g_autoptr(GPtrArray) deck = NULL;
  g_autoptr(GListModel) problems = NULL;
  GListModel *releases = drive_in_catalog_get_releases (catalog);

  if (sigils == NULL && drive_in_catalog_lookup_release (catalog, GROO_BUILTIN_SIGIL) != NULL)
    sigils = builtin;
  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      if (!g_str_equal (drive_in_release_get_game (release), GROO_GAME_ID)
          || (sigils != NULL && !g_strv_contains (sigils, drive_in_release_get_sigil (release))))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          g_list_store_append (pool, card);
        }
    }
  deck = groo_deck_standard (G_LIST_MODEL (pool));
  problems = groo_deck_validate ((DriveInCard * const *) deck->pdata, deck->len);
  if (g_list_model_get_n_items (problems) > 0)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, 0);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "the Groo cards loaded make no deck: %s",
                   drive_in_deck_problem_get_message (problem));
      return FALSE;
    }
  for (guint i = 0; i < deck->len; i++)
    g_ptr_array_add (out_ids, g_strdup (drive_in_card_get_id (deck->pdata[i])));
  return TRUE;
}

/* Play */

static gboolean
init (gpointer         state,
      const GameSetup *setup,
      GameEventFunc    emit,
      gpointer         user_data,
      GError         **error)
{
  GrooGameSetup groo_setup = { 0 };

  if (setup->shared == NULL || setup->shared_size == 0)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "Groo is played from one shared deck, and none was given");
      return FALSE;
    }
  for (guint s = 0; s < setup->n_seats && s < GAME_MAX_SEATS; s++)
    if (!check_setup (setup->params, s, setup->deck_sizes[s], error))
      return FALSE;
  groo_setup.n_seats = setup->n_seats;
  groo_setup.seed = setup->seed;
  if (setup->params != NULL)
    memcpy (&groo_setup.params, setup->params, sizeof groo_setup.params);
  else
    groo_rules_params_init (&groo_setup.params);
  groo_setup.deck = setup->shared;
  groo_setup.deck_size = setup->shared_size;
  groo_setup.dealer = GROO_NO_SEAT;
  return groo_game_init (state, setup->db, &groo_setup, emit, user_data, error);
}

static guint
legal_actions (gconstpointer state,
               GameAction   *out,
               guint         max_actions)
{
  return groo_game_legal_actions (state, out, max_actions);
}

static gboolean
apply (gpointer          state,
       const GameAction *action,
       GameEventFunc     emit,
       gpointer          user_data,
       GError          **error)
{
  return groo_game_apply (state, action, emit, user_data, error);
}

static void
apply_legal (gpointer          state,
             const GameAction *action,
             GameEventFunc     emit,
             gpointer          user_data)
{
  groo_game_apply_legal (state, action, emit, user_data);
}

static gboolean
is_over (gconstpointer state)
{
  return groo_game_is_over (state);
}

static guint
deciding_seat (gconstpointer state)
{
  return ((const GrooGame *) state)->deciding;
}

static guint
n_seats (gconstpointer state)
{
  return ((const GrooGame *) state)->n_seats;
}

static guint
n_actions (gconstpointer state)
{
  return ((const GrooGame *) state)->n_actions;
}

static void
result (gconstpointer state,
        GameResult   *out)
{
  const GrooGame *game = state;

  memset (out, 0, sizeof *out);
  out->winners = game->winners;
  out->reason = game->end_reason;
  for (guint s = 0; s < game->n_seats; s++)
    out->scores[s] = game->seats[s].vp;
}

static gboolean
check_invariants (gconstpointer   state,
                  char          **message)
{
  return groo_game_check_invariants (state, message);
}

/* Text */

static char *
action_to_string (const GameAction *action)
{
  return groo_action_to_string (action);
}

static gboolean
action_parse (const char  *text,
              GameAction  *out,
              GError     **error)
{
  return groo_action_parse (text, out, error);
}

static gboolean
action_equal (const GameAction *a,
              const GameAction *b)
{
  return groo_action_equal (a, b);
}

static char *
describe_action (gconstpointer     state,
                 const GameAction *action,
                 int               viewer)
{
  return groo_game_describe_action (state, action, viewer);
}

static char *
describe_event (gconstpointer    state,
                const GameEvent *event,
                int              viewer)
{
  return groo_game_describe_event (state, event, viewer);
}

static char *
describe_events_folded (gconstpointer    state,
                        const GameEvent *event,
                        guint            n,
                        int              viewer)
{
  return groo_game_describe_events_folded (state, event, n, viewer);
}

static char *
describe_result (gconstpointer state)
{
  return groo_game_describe_result (state);
}

static void
position_to_json (gconstpointer     state,
                  int               viewer,
                  GameCardLabelFunc label_func G_GNUC_UNUSED,
                  gpointer          label_data G_GNUC_UNUSED,
                  JsonBuilder      *builder)
{
  groo_game_position_to_json (state, viewer, builder);
}

/* Hidden information */

static guint
n_cards (gconstpointer state)
{
  return ((const GrooGame *) state)->n_cards;
}

static guint
card_def (gconstpointer state,
          int           card)
{
  return ((const GrooGame *) state)->cards[card].def;
}

static gboolean
card_visible_to (gconstpointer state,
                 int           card,
                 int           viewer)
{
  return groo_game_viewer_sees (state, card, viewer);
}

static void
sample_world (gconstpointer state,
              guint         seat,
              uint64_t      seed,
              gpointer      out)
{
  groo_game_sample_world (state, seat, seed, out);
}

static gboolean
check_view (gpointer   view,
            gpointer   db,
            int        viewer,
            GError   **error)
{
  g_autofree char *message = NULL;

  if (!groo_game_check_view (view, db, &message))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The view does not hold: %s", message);
      return FALSE;
    }
  return TRUE;
}

/* Online play (game-rules.h): the db pointer and the definitions of a view that travels. */
static void
view_relabel_defs (gpointer       view,
                   const guint32 *map,
                   guint          n_map)
{
  GrooGame *g = view;

  for (guint c = 0; c < MIN (g->n_cards, G_N_ELEMENTS (g->cards)); c++)
    if (g->cards[c].def < n_map)
      g->cards[c].def = map[g->cards[c].def];
}

static void
view_set_db (gpointer view,
             gpointer db)
{
  ((GrooGame *) view)->db = db;
}

static gboolean
world_from_view (gconstpointer view,
                 guint         seat,
                 gpointer      db,
                 uint64_t      seed,
                 gpointer      out,
                 char        **problem)
{
  return groo_game_world_from_view (view, seat, db, seed, out, problem);
}

static void
project_view (gconstpointer state,
              int           viewer,
              gpointer      out,
              int          *out_map)
{
  groo_game_project (state, viewer, out, out_map);
}

/* An action reveals when the random stream ran (a shuffle, a roll, a random discard) or a
 * seat learned a card the actor did not know (a draw). */
static gboolean
action_revealed (gconstpointer before_state,
                 gconstpointer after_state,
                 guint         actor)
{
  const GrooGame *before = before_state, *after = after_state;

  if (memcmp (before->rng, after->rng, sizeof before->rng) != 0)
    return TRUE;
  for (guint c = 0; c < after->n_cards; c++)
    {
      guint gained = after->cards[c].known & ~before->cards[c].known;

      if (gained != 0 && !((before->cards[c].known >> actor) & 1))
        return TRUE;
    }
  return FALSE;
}

const GameRules groo_rules = {
  .id = GROO_GAME_ID,
  .state_size = sizeof (GrooGame),
  .min_seats = GROO_MIN_SEATS,
  .max_seats = GROO_MAX_SEATS,
  .list_variants = list_variants,
  .params_size = sizeof (GrooRulesParams),
  .param_fields = param_fields,
  .n_param_fields = G_N_ELEMENTS (param_fields),
  .max_cards = GROO_MAX_CARDS,
  .words_name = NULL,
  .max_words = 0,
  .check_setup = check_setup,
  .params_init = params_init,
  .params_variant = params_variant,
  .outcome = {
    .end_reasons = end_reasons,
    .n_end_reasons = G_N_ELEMENTS (end_reasons),
  },
  .cards = {
    .db_new = db_new,
    .db_ref = db_ref,
    .db_unref = db_unref,
    .db_add_card = db_add_card,
    .db_lookup = db_lookup,
    .db_card_id = db_card_id,
    .db_n_cards = db_n_cards,
    .state_db = state_db,
    .card_scripted = groo_card_is_scripted,
    .random_shared_deck = random_shared_deck,
  },
  .play = {
    .init = init,
    .legal_actions = legal_actions,
    .apply = apply,
    .apply_legal = apply_legal,
    .is_over = is_over,
    .deciding_seat = deciding_seat,
    .n_seats = n_seats,
    .n_actions = n_actions,
    .result = result,
    .check_invariants = check_invariants,
    .action_equal = action_equal,
  },
  .text = {
    .action_to_string = action_to_string,
    .action_parse = action_parse,
    .describe_action = describe_action,
    .describe_event = describe_event,
    .describe_events_folded = describe_events_folded,
    .describe_result = describe_result,
    .position_to_json = position_to_json,
  },
  .views = {
    .n_cards = n_cards,
    .card_def = card_def,
    .card_visible_to = card_visible_to,
    .sample_world = sample_world,
    .action_revealed = action_revealed,
    .project_view = project_view,
    .view_set_db = view_set_db,
    .view_relabel_defs = view_relabel_defs,
    .check_view = check_view,
    .world_from_view = world_from_view,
  },
};
