/* grotto-rules.c: Grotto Beasts! as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stddef.h>
#include <glib/gi18n-lib.h>

#include "drive-in-catalog.h"
#include "drive-in-error.h"
#include "drive-in-release.h"
#include "grotto-deck-rules.h"
#include "grotto-game-private.h"
#include "grotto-rules.h"
#include "grotto-scripts.h"
#include "grotto-game-id.h"

/* Every field of GrottoParams by the name game files give it. */
static const GameParamField param_fields[] = {
  GAME_PARAM (GrottoParams, "variant", variant),
  GAME_PARAM (GrottoParams, "goal", goal),
  GAME_PARAM (GrottoParams, "hand-size", hand_size),
  GAME_PARAM (GrottoParams, "opening-hand", opening_hand),
  GAME_PARAM (GrottoParams, "depletion-score", depletion_score),
  GAME_PARAM (GrottoParams, "pad", pad),
  GAME_PARAM (GrottoParams, "turn-cap", turn_cap),
  GAME_PARAM (GrottoParams, "action-cap", action_cap),
};

static const char *const end_reasons[] = {
  [GROTTO_END_NONE] = "none",
  [GROTTO_END_GOAL] = "goal",
  [GROTTO_END_DRAW] = "draw",
  [GROTTO_END_DEPLETION] = "depletion",
  [GROTTO_END_CARD] = "card",
  [GROTTO_END_UNRESOLVED] = "unresolved",
};

/* The variants are the card library's (drive-in-game-info.c): Classic, Rumble, Jerma Rumble. */
static guint
list_variants (const GameVariant **out_variants)
{
  guint n;

  *out_variants = drive_in_game_info_get_variants (drive_in_game_info_lookup (GROTTO_GAME_ID),
                                               &n);
  return n;
}

static gboolean
params_init (gpointer    params,
             const char *variant_id)
{
  GrottoVariant variant = GROTTO_VARIANT_CLASSIC;

  if (variant_id != NULL && !grotto_variant_from_string (variant_id, &variant))
    return FALSE;
  grotto_params_init (params, variant);
  return TRUE;
}

static const char *
params_variant (gconstpointer params)
{
  const GrottoParams *p = params;

  return p->variant < GROTTO_N_VARIANTS ? grotto_variant_to_string (p->variant) : NULL;
}

static gboolean
check_setup (gconstpointer   params,
             guint           seat,
             guint           deck_size,
             GError        **error)
{
  const GrottoParams *p = params;

  if (seat == GAME_NO_SEAT)
    {
      if (p->variant >= GROTTO_N_VARIANTS)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "rules: unknown “variant” %u",
                       p->variant);
          return FALSE;
        }
      if (p->hand_size == 0 || p->goal == 0)
        {
          g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                               "rules: “hand-size” and “goal” must be at least 1");
          return FALSE;
        }
      return TRUE;
    }
  if (deck_size == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "player %u has an empty deck", seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* The card db */

static gpointer
db_new (void)
{
  return grotto_card_db_new ();
}

static gpointer
db_ref (gpointer db)
{
  return grotto_card_db_ref (db);
}

static void
db_unref (gpointer db)
{
  grotto_card_db_unref (db);
}

static guint
db_add_card (gpointer  db,
             DriveInCard *card)
{
  return grotto_card_db_add_card (db, card);
}

static gboolean
db_lookup (gconstpointer  db,
           const char    *card_id,
           guint         *out_index)
{
  return grotto_card_db_lookup (db, card_id, out_index);
}

static const char *
db_card_id (gconstpointer db,
            guint         index)
{
  return grotto_card_db_get (db, index)->id;
}

static guint
db_n_cards (gconstpointer db)
{
  return grotto_card_db_get_n_cards (db);
}

static gpointer
state_db (gconstpointer state)
{
  return (gpointer) ((const GrottoGame *) state)->db;
}

/* A card's effect is scripted when its release's script file has a complete entry for it. */
static gboolean
card_scripted (DriveInCard *card)
{
  return grotto_scripts_is_complete (drive_in_card_get_release (card), drive_in_card_get_number (card));
}

/* A random legal deck of the loaded Grotto Beasts! cards, its Challenger first in the
 * Rumbles. */
static gboolean
random_deck (DriveInCatalog        *catalog,
             const char * const *sigils,
             gconstpointer       params,
             GRand              *rand,
             GPtrArray          *out_ids,
             GPtrArray          *out_words,
             GError            **error)
{
  const GrottoParams *p = params;
  g_autoptr(GPtrArray) pool = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) deck = NULL;
  GListModel *releases = drive_in_catalog_get_releases (catalog);
  DriveInCard *challenger = NULL;
  gboolean rumble = p != NULL && p->variant != GROTTO_VARIANT_CLASSIC;

  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      if (!g_str_equal (drive_in_release_get_game (release), GROTTO_GAME_ID)
          || (sigils != NULL && !g_strv_contains (sigils, drive_in_release_get_sigil (release))))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        g_ptr_array_add (pool, g_list_model_get_item (cards, i));
    }
  deck = grotto_deck_random (pool, rumble, rand, &challenger, error);
  if (deck == NULL)
    return FALSE;
  if (challenger != NULL)
    g_ptr_array_add (out_ids, g_strdup (drive_in_card_get_id (challenger)));
  for (guint i = 0; i < deck->len; i++)
    g_ptr_array_add (out_ids, g_strdup (drive_in_card_get_id (deck->pdata[i])));
  return TRUE;
}

/* Play */

typedef struct
{
  GameEventFunc emit;
  gpointer      user_data;
} Forward;

static void
forward_event (const GrottoGame *game,
               const GameEvent  *event,
               gpointer          user_data)
{
  Forward *forward = user_data;

  forward->emit (game, event, forward->user_data);
}

static gboolean
init (gpointer         state,
      const GameSetup *setup,
      GameEventFunc    emit,
      gpointer         user_data,
      GError         **error)
{
  Forward forward = { emit, user_data };

  return grotto_game_init (state, setup->db, setup, emit != NULL ? forward_event : NULL,
                           &forward, error);
}

static guint
legal_actions (gconstpointer state,
               GameAction   *out,
               guint         max_actions)
{
  return grotto_game_legal_actions (state, out, max_actions);
}

static gboolean
apply (gpointer          state,
       const GameAction *action,
       GameEventFunc     emit,
       gpointer          user_data,
       GError          **error)
{
  Forward forward = { emit, user_data };

  return grotto_game_apply (state, action, emit != NULL ? forward_event : NULL, &forward, error);
}

static void
apply_legal (gpointer          state,
             const GameAction *action,
             GameEventFunc     emit,
             gpointer          user_data)
{
  Forward forward = { emit, user_data };

  grotto_game_apply_legal (state, action, emit != NULL ? forward_event : NULL, &forward);
}

static gboolean
is_over (gconstpointer state)
{
  return grotto_game_is_over (state);
}

static guint
deciding_seat (gconstpointer state)
{
  return grotto_game_deciding_seat (state);
}

static guint
n_seats (gconstpointer state)
{
  return ((const GrottoGame *) state)->n_seats;
}

static guint
n_actions (gconstpointer state)
{
  return ((const GrottoGame *) state)->n_actions;
}

static void
result (gconstpointer state,
        GameResult   *out)
{
  const GrottoGame *game = state;

  memset (out, 0, sizeof *out);
  out->winners = game->winners;
  out->reason = game->end_reason;
  for (guint s = 0; s < game->n_seats; s++)
    out->scores[s] = grotto_game_scored (game, s);
}

static gboolean
check_invariants (gconstpointer   state,
                  char          **message)
{
  return grotto_game_check_invariants (state, message);
}

/* Text */

static char *
action_to_string (const GameAction *action)
{
  return grotto_action_to_string (action);
}

static gboolean
action_parse (const char  *text,
              GameAction  *out,
              GError     **error)
{
  return grotto_action_parse (text, out, error);
}

static gboolean
action_equal (const GameAction *a,
              const GameAction *b)
{
  return grotto_action_equal (a, b);
}

static char *
describe_action (gconstpointer     state,
                 const GameAction *action,
                 int               viewer)
{
  return grotto_game_describe_action (state, action, viewer);
}

static char *
describe_event (gconstpointer    state,
                const GameEvent *event,
                int              viewer)
{
  return grotto_game_describe_event (state, event, viewer);
}

static char *
describe_events_folded (gconstpointer    state,
                        const GameEvent *event,
                        guint            n,
                        int              viewer)
{
  return grotto_game_describe_events_folded (state, event, n, viewer);
}

static char *
describe_result (gconstpointer state)
{
  return grotto_game_describe_result (state);
}

static void
position_to_json (gconstpointer     state,
                  int               viewer,
                  GameCardLabelFunc label_func G_GNUC_UNUSED,
                  gpointer          label_data G_GNUC_UNUSED,
                  JsonBuilder      *builder)
{
  grotto_game_position_to_json (state, viewer, builder);
}

/* Hidden information */

static guint
n_cards (gconstpointer state)
{
  return ((const GrottoGame *) state)->n_cards;
}

static guint
card_def (gconstpointer state,
          int           card)
{
  return ((const GrottoGame *) state)->cards[card].def;
}

static gboolean
card_visible_to (gconstpointer state,
                 int           card,
                 int           viewer)
{
  return grotto_game_card_visible_to (state, card, viewer);
}

static void
sample_world (gconstpointer state,
              guint         seat,
              uint64_t      seed,
              gpointer      out)
{
  grotto_game_sample_world (state, seat, seed, out);
}

static gboolean
check_view (gpointer   view,
            gpointer   db,
            int        viewer,
            GError   **error)
{
  g_autofree char *message = NULL;

  if (!grotto_game_check_view (view, db, &message))
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
  GrottoGame *g = view;

  for (guint c = 0; c < MIN (g->n_cards, G_N_ELEMENTS (g->cards)); c++)
    if (g->cards[c].def < n_map)
      g->cards[c].def = map[g->cards[c].def];
}

static void
view_set_db (gpointer view,
             gpointer db)
{
  ((GrottoGame *) view)->db = db;
}

static gboolean
world_from_view (gconstpointer view,
                 guint         seat,
                 gpointer      db,
                 uint64_t      seed,
                 gpointer      out,
                 char        **problem)
{
  return grotto_game_world_from_view (view, seat, db, seed, out, problem);
}

static void
project_view (gconstpointer state,
              int           viewer,
              gpointer      out,
              int          *out_map)
{
  grotto_game_project (state, viewer, out, out_map);
}

/* Chance ran (a shuffle, a coin, a die, a throw), or a seat learned a card the actor did not
 * know (a draw, a search, a look at a hand). */
static gboolean
action_revealed (gconstpointer before_state,
                 gconstpointer after_state,
                 guint         actor)
{
  const GrottoGame *before = before_state, *after = after_state;

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

const GameRules grotto_rules = {
  .id = GROTTO_GAME_ID,
  .state_size = sizeof (GrottoGame),
  .min_seats = 2,
  .max_seats = GROTTO_MAX_SEATS,
  .list_variants = list_variants,
  .params_size = sizeof (GrottoParams),
  .param_fields = param_fields,
  .n_param_fields = G_N_ELEMENTS (param_fields),
  .max_cards = GROTTO_MAX_CARDS,
  .words_name = NULL,
  .max_words = 0,
  .params_init = params_init,
  .params_variant = params_variant,
  .check_setup = check_setup,
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
    .card_scripted = card_scripted,
    .random_deck = random_deck,
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
