/* gruff-rules.c: Gruff as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stddef.h>
#include <glib/gi18n-lib.h>

#include "drive-in-catalog.h"
#include "drive-in-error.h"
#include "drive-in-release.h"
#include "gruff-deck-rules.h"
#include "gruff-game-private.h"
#include "gruff-game-id.h"

static const GameParamField param_fields[] = {
  GAME_PARAM (GruffParams, "hand-limit", hand_limit),
  GAME_PARAM (GruffParams, "opening-hand", opening_hand),
  GAME_PARAM (GruffParams, "turn-cap", turn_cap),
};

static const char *const end_reasons[] = {
  [GRUFF_END_NONE] = "none",
  [GRUFF_END_GRUFFS] = "gruffs",
  [GRUFF_END_LIFE] = "life",
  [GRUFF_END_BOTH] = "both",
  [GRUFF_END_TURN_CAP] = "turn-cap",
};

static const GameVariant variants[] = {
  { "duel", N_("Duel"), GRUFF_SEATS, GRUFF_SEATS },
};

static guint
list_variants (const GameVariant **out_variants)
{
  *out_variants = variants;
  return G_N_ELEMENTS (variants);
}

static gboolean
params_init (gpointer    params,
             const char *variant_id)
{
  if (variant_id != NULL && !g_str_equal (variant_id, "duel"))
    return FALSE;
  gruff_params_init (params);
  return TRUE;
}

static const char *
params_variant (gconstpointer params)
{
  return "duel";
}

static gboolean
check_setup (gconstpointer   params,
             guint           seat,
             guint           deck_size,
             GError        **error)
{
  const GruffParams *p = params;

  if (seat == GAME_NO_SEAT && (p->hand_limit == 0 || p->opening_hand > GRUFF_MAX_DECK))
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "rules: “hand-limit” must be at least 1 and “opening-hand” at most 40");
      return FALSE;
    }
  if (seat != GAME_NO_SEAT && (deck_size < 1 + GRUFF_LINE || deck_size > GRUFF_MAX_SEAT_CARDS))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "player %u brings %u cards: a shepherd, %d gruffs and at most %d ability "
                   "cards are needed", seat + 1, deck_size, GRUFF_LINE, GRUFF_MAX_DECK);
      return FALSE;
    }
  return TRUE;
}

static gpointer
db_new (void)
{
  return gruff_card_db_new ();
}

static gpointer
db_ref (gpointer db)
{
  return gruff_card_db_ref (db);
}

static void
db_unref (gpointer db)
{
  gruff_card_db_unref (db);
}

static guint
db_add_card (gpointer  db,
             DriveInCard *card)
{
  return gruff_card_db_add_card (db, card);
}

static gboolean
db_lookup (gconstpointer  db,
           const char    *card_id,
           guint         *out_index)
{
  return gruff_card_db_lookup (db, card_id, out_index);
}

static const char *
db_card_id (gconstpointer db,
            guint         index)
{
  return gruff_card_db_get (db, index)->id;
}

static guint
db_n_cards (gconstpointer db)
{
  return gruff_card_db_get_n_cards (db);
}

static gpointer
state_db (gconstpointer state)
{
  return (gpointer) ((const GruffGame *) state)->db;
}

/* A random legal deck from the Gruff cards of @catalog (of @sigils when given). */
static gboolean
random_deck (DriveInCatalog        *catalog,
             const char * const *sigils,
             gconstpointer       params,
             GRand              *rand,
             GPtrArray          *out_ids,
             GPtrArray          *out_words,
             GError            **error)
{
  g_autoptr(GListStore) pool = g_list_store_new (DRIVE_IN_TYPE_CARD);
  g_autoptr(GPtrArray) deck = NULL;
  GListModel *releases = drive_in_catalog_get_releases (catalog);

  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      if (!g_str_equal (drive_in_release_get_game (release), GRUFF_GAME_ID)
          || (sigils != NULL && !g_strv_contains (sigils, drive_in_release_get_sigil (release))))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          g_list_store_append (pool, card);
        }
    }
  deck = gruff_deck_random (G_LIST_MODEL (pool), ((guint64) g_rand_int (rand) << 32)
                                                 | g_rand_int (rand));
  if (deck == NULL)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "the Gruff cards loaded cannot make a deck (a shepherd and 3 gruffs "
                           "with 8 cards of their own are needed)");
      return FALSE;
    }
  for (guint i = 0; i < deck->len; i++)
    g_ptr_array_add (out_ids, g_strdup (drive_in_card_get_id (deck->pdata[i])));
  return TRUE;
}

static gboolean
init (gpointer         state,
      const GameSetup *setup,
      GameEventFunc    emit,
      gpointer         user_data,
      GError         **error)
{
  return gruff_game_init (state, setup->db, setup, emit, user_data, error);
}

static guint
legal_actions (gconstpointer state,
               GameAction   *out,
               guint         max_actions)
{
  return gruff_game_legal_actions (state, out, max_actions);
}

static gboolean
apply (gpointer          state,
       const GameAction *action,
       GameEventFunc     emit,
       gpointer          user_data,
       GError          **error)
{
  return gruff_game_apply (state, action, emit, user_data, error);
}

static void
apply_legal (gpointer          state,
             const GameAction *action,
             GameEventFunc     emit,
             gpointer          user_data)
{
  gruff_game_apply_legal (state, action, emit, user_data);
}

static gboolean
is_over (gconstpointer state)
{
  return ((const GruffGame *) state)->phase == GRUFF_PHASE_OVER;
}

static guint
deciding_seat (gconstpointer state)
{
  return gruff_game_deciding_seat (state);
}

static guint
n_seats (gconstpointer state)
{
  return GRUFF_SEATS;
}

static guint
n_actions (gconstpointer state)
{
  return ((const GruffGame *) state)->n_actions;
}

/* Scores: the side's living gruffs, then its Life (a tie-break a table can show). */
static void
result (gconstpointer state,
        GameResult   *out)
{
  const GruffGame *g = state;

  memset (out, 0, sizeof *out);
  if (g->phase == GRUFF_PHASE_OVER && g->winner != GAME_NO_SEAT)
    out->winners = 1u << g->winner;
  out->reason = g->end_reason;
  for (guint s = 0; s < GRUFF_SEATS; s++)
    out->scores[s] = MAX (g->seats[s].life, 0);
}

static gboolean
check_invariants (gconstpointer   state,
                  char          **message)
{
  return gruff_game_check_invariants (state, message);
}

static char *
action_to_string (const GameAction *action)
{
  return gruff_action_to_string (action);
}

static gboolean
action_parse (const char  *text,
              GameAction  *out,
              GError     **error)
{
  return gruff_action_parse (text, out, error);
}

static gboolean
action_equal (const GameAction *a,
              const GameAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card
         && a->target == b->target && a->target_seat == b->target_seat && a->mode == b->mode
         && a->value == b->value;
}

static char *
describe_action (gconstpointer     state,
                 const GameAction *action,
                 int               viewer)
{
  return gruff_game_describe_action (state, action, viewer);
}

static char *
describe_event (gconstpointer    state,
                const GameEvent *event,
                int              viewer)
{
  return gruff_game_describe_event (state, event, viewer);
}

static char *
describe_events_folded (gconstpointer    state,
                        const GameEvent *event,
                        guint            n,
                        int              viewer)
{
  return gruff_game_describe_events_folded (state, event, n, viewer);
}

static char *
describe_result (gconstpointer state)
{
  return gruff_game_describe_result (state);
}

static void
position_to_json (gconstpointer     state,
                  int               viewer,
                  GameCardLabelFunc label_func G_GNUC_UNUSED,
                  gpointer          label_data G_GNUC_UNUSED,
                  JsonBuilder      *builder)
{
  gruff_game_position_to_json (state, viewer, builder);
}

static guint
n_cards (gconstpointer state)
{
  return ((const GruffGame *) state)->n_cards;
}

static guint
card_def (gconstpointer state,
          int           card)
{
  return ((const GruffGame *) state)->cards[card].def;
}

static gboolean
card_visible_to (gconstpointer state,
                 int           card,
                 int           viewer)
{
  return gruff_game_card_visible_to (state, card, viewer);
}

static void
sample_world (gconstpointer state,
              guint         seat,
              uint64_t      seed,
              gpointer      out)
{
  gruff_game_sample_world (state, seat, seed, out);
}

static gboolean
check_view (gpointer   view,
            gpointer   db,
            int        viewer,
            GError   **error)
{
  g_autofree char *message = NULL;

  if (!gruff_game_check_view (view, db, &message))
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
  GruffGame *g = view;

  for (guint c = 0; c < MIN (g->n_cards, G_N_ELEMENTS (g->cards)); c++)
    if (g->cards[c].def < n_map)
      g->cards[c].def = map[g->cards[c].def];
}

static void
view_set_db (gpointer view,
             gpointer db)
{
  ((GruffGame *) view)->db = db;
}

static gboolean
world_from_view (gconstpointer view,
                 guint         seat,
                 gpointer      db,
                 uint64_t      seed,
                 gpointer      out,
                 char        **problem)
{
  return gruff_game_world_from_view (view, seat, db, seed, out, problem);
}

static void
project_view (gconstpointer state,
              int           viewer,
              gpointer      out,
              int          *out_map)
{
  gruff_game_project (state, viewer, out, out_map);
}

/* Chance ran (a shuffle, a random discard), or a seat learned a card the actor did not
 * know (a draw). */
static gboolean
action_revealed (gconstpointer before_state,
                 gconstpointer after_state,
                 guint         actor)
{
  const GruffGame *before = before_state, *after = after_state;

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

const GameRules gruff_rules = {
  .id = GRUFF_GAME_ID,
  .state_size = sizeof (GruffGame),
  .min_seats = GRUFF_SEATS,
  .max_seats = GRUFF_SEATS,
  .list_variants = list_variants,
  .params_size = sizeof (GruffParams),
  .param_fields = param_fields,
  .n_param_fields = G_N_ELEMENTS (param_fields),
  .max_cards = GRUFF_MAX_CARDS,
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
    .card_scripted = gruff_card_is_scripted,
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
