/* gros-rules.c: GROS as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include <stddef.h>
#include <glib/gi18n-lib.h>

#include "gros-card-db.h"
#include "drive-in-error.h"
#include "gros-format.h"
#include "gros-rules.h"
#include "gros-game-view.h"
#include "gros-scripts.h"
#include "gros-game-id.h"

/* Every field of GrosRulesParams by the name game files give it. A new field must be added
 * here (the record tests check that every byte of the struct survives a save and load). */
static const GameParamField param_fields[] = {
  GAME_PARAM (GrosRulesParams, "format", format),
  GAME_PARAM (GrosRulesParams, "hand-limit", hand_limit),
  GAME_PARAM (GrosRulesParams, "title-cards", title_cards),
  GAME_PARAM (GrosRulesParams, "title-points", title_points),
  GAME_PARAM (GrosRulesParams, "credits-defense", credits_defense),
  GAME_PARAM (GrosRulesParams, "popcorn", popcorn),
  GAME_PARAM (GrosRulesParams, "twists", twists),
  GAME_PARAM (GrosRulesParams, "shared-deck", shared_deck),
  GAME_PARAM (GrosRulesParams, "end-on-twists", end_on_twists),
  GAME_PARAM (GrosRulesParams, "establishing-shot", establishing_shot),
  GAME_PARAM (GrosRulesParams, "turn-cap", turn_cap),
  GAME_PARAM (GrosRulesParams, "opening-hand", opening_hand),
  GAME_PARAM (GrosRulesParams, "redraw-any-character", redraw_any_character),
  GAME_PARAM (GrosRulesParams, "draft-opening", draft_opening),
  GAME_PARAM (GrosRulesParams, "cast-all", cast_all),
  GAME_PARAM (GrosRulesParams, "credits-allowed", credits_allowed),
  GAME_PARAM (GrosRulesParams, "credits-min-turns", credits_min_turns),
  GAME_PARAM (GrosRulesParams, "credits-need-character", credits_need_character),
  GAME_PARAM (GrosRulesParams, "credits-final-round", credits_final_round),
  GAME_PARAM (GrosRulesParams, "deck-out-finishes-turn", deck_out_finishes_turn),
  GAME_PARAM (GrosRulesParams, "fill-at-end", fill_at_end),
  GAME_PARAM (GrosRulesParams, "first-character-free", first_character_free),
  GAME_PARAM (GrosRulesParams, "random-first-seat", random_first_seat),
  /* Games saved before it gave each seat its own Title. */
  GAME_PARAM_LATE (GrosRulesParams, "shared-title", shared_title),
  /* Games saved before it were played by the readings of revision 0. */
  GAME_PARAM_LATE (GrosRulesParams, "rules-revision", rules_revision),
};

static const char *const end_reasons[] = {
  [GROS_END_NONE] = "none",
  [GROS_END_CREDITS] = "credits",
  [GROS_END_OUT_OF_PLOT] = "out-of-plot",
  [GROS_END_TWISTS] = "twists",
  [GROS_END_STALEMATE] = "stalemate",
};

/* As the lab and tournaments word them. */
static const char *const end_reason_labels[] = {
  [GROS_END_NONE] = N_("not over"),
  [GROS_END_CREDITS] = N_("credits"),
  [GROS_END_OUT_OF_PLOT] = N_("out of plot"),
  [GROS_END_TWISTS] = N_("third Twist"),
  [GROS_END_STALEMATE] = N_("stalemate"),
};

G_STATIC_ASSERT (G_N_ELEMENTS (end_reason_labels) == G_N_ELEMENTS (end_reasons));

/* The Ratings' parts simulations sum up (result() gives their total). */
static const char *const score_part_names[] = { "defense", "title_points", "banked" };
static const char *const score_part_labels[] = { N_("Defense"), N_("Title"), N_("Banked") };

const char *
gros_end_reason_to_string (GrosEndReason reason)
{
  return reason < G_N_ELEMENTS (end_reasons) ? end_reasons[reason] : "none";
}

/* Variants: the deck formats, as the card library lists them. */
static guint
list_variants (const GameVariant **out_variants)
{
  guint n;

  *out_variants = drive_in_game_info_get_variants (drive_in_game_info_lookup (GROS_GAME_ID), &n);
  return n;
}

static gboolean
params_init (gpointer    params,
             const char *variant_id)
{
  const GrosFormat *format = gros_format_get (GROS_FORMAT_FEATURE_FILM);

  if (variant_id != NULL && (format = gros_format_from_string (variant_id)) == NULL)
    return FALSE;
  gros_rules_params_init_for_format (params, format->id);
  return TRUE;
}

static const char *
params_variant (gconstpointer params)
{
  const GrosRulesParams *p = params;

  return p->format < GROS_FORMAT_N_IDS ? gros_format_get (p->format)->string_id : NULL;
}

static gboolean
check_setup (gconstpointer   params,
             guint           seat,
             guint           deck_size,
             GError        **error)
{
  const GrosRulesParams *p = params;

  if (seat == GAME_NO_SEAT && p->hand_limit == 0)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "rules: “hand-limit” must be at least 1");
      return FALSE;
    }
  if (seat != GAME_NO_SEAT && deck_size == 0 && !p->shared_deck)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "player %u has an empty deck",
                   seat + 1);
      return FALSE;
    }
  return TRUE;
}

/* The card db */

static gpointer
db_new (void)
{
  return gros_card_db_new ();
}

static gpointer
db_ref (gpointer db)
{
  return gros_card_db_ref (db);
}

static void
db_unref (gpointer db)
{
  gros_card_db_unref (db);
}

static guint
db_add_card (gpointer  db,
             DriveInCard *card)
{
  return gros_card_db_add_card (db, card);
}

static gboolean
db_lookup (gconstpointer  db,
           const char    *card_id,
           guint         *out_index)
{
  return gros_card_db_lookup (db, card_id, out_index);
}

static const char *
db_card_id (gconstpointer db,
            guint         index)
{
  return gros_card_db_get (db, index)->id;
}

static guint
db_n_cards (gconstpointer db)
{
  return gros_card_db_get_n_cards (db);
}

static gpointer
state_db (gconstpointer state)
{
  return (gpointer) ((const GrosGame *) state)->db;
}

/* Play */

/* Events reach the shared callback through the GROS one: both pass the state first. */
typedef struct
{
  GameEventFunc emit;
  gpointer      user_data;
} Forward;

static void
forward_event (const GrosGame  *game,
               const GrosEvent *event,
               gpointer         user_data)
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
  GrosGameSetup gros_setup;

  memset (&gros_setup, 0, sizeof gros_setup);
  gros_setup.n_seats = setup->n_seats;
  gros_setup.seed = setup->seed;
  if (setup->params != NULL)
    memcpy (&gros_setup.params, setup->params, sizeof gros_setup.params);
  for (guint s = 0; s < setup->n_seats && s < GROS_MAX_SEATS; s++)
    {
      gros_setup.decks[s] = setup->decks[s];
      gros_setup.deck_sizes[s] = setup->deck_sizes[s];
      for (guint w = 0; setup->words[s] != NULL && setup->words[s][w] != NULL
                        && w < GROS_MAX_TITLE_WORDS; w++)
        gros_setup.titles[s][gros_setup.n_title_words[s]++] =
          gros_card_db_intern_word (setup->db, setup->words[s][w]);
    }
  return gros_game_init (state, setup->db, &gros_setup, emit != NULL ? forward_event : NULL,
                         &forward, error);
}

static guint
legal_actions (gconstpointer state,
               GameAction   *out,
               guint         max_actions)
{
  return gros_game_legal_actions (state, out, max_actions);
}

static gboolean
apply (gpointer          state,
       const GameAction *action,
       GameEventFunc     emit,
       gpointer          user_data,
       GError          **error)
{
  Forward forward = { emit, user_data };

  return gros_game_apply (state, action, emit != NULL ? forward_event : NULL, &forward, error);
}

static void
apply_legal (gpointer          state,
             const GameAction *action,
             GameEventFunc     emit,
             gpointer          user_data)
{
  Forward forward = { emit, user_data };

  gros_game_apply_legal (state, action, emit != NULL ? forward_event : NULL, &forward);
}

static gboolean
is_over (gconstpointer state)
{
  return gros_game_is_over (state);
}

static guint
deciding_seat (gconstpointer state)
{
  return gros_game_get_deciding_seat (state);
}

static guint
n_seats (gconstpointer state)
{
  return ((const GrosGame *) state)->n_seats;
}

static guint
n_actions (gconstpointer state)
{
  return ((const GrosGame *) state)->n_actions;
}

static void
result (gconstpointer state,
        GameResult   *out)
{
  const GrosGame *game = state;

  memset (out, 0, sizeof *out);
  out->winners = game->winner_mask;
  out->reason = game->end_reason;
  for (guint s = 0; s < game->n_seats; s++)
    {
      GrosRatings ratings;

      gros_game_ratings (game, s, &ratings);
      out->scores[s] = ratings.total;
    }
}

static void
score_parts (gconstpointer  state,
             guint          seat,
             double        *out)
{
  GrosRatings ratings;

  gros_game_ratings (state, seat, &ratings);
  out[0] = ratings.defense;
  out[1] = ratings.title_points;
  out[2] = ratings.banked;
}

static gboolean
check_invariants (gconstpointer   state,
                  char          **message)
{
  return gros_game_check_invariants (state, message);
}

/* Scripts */

static gboolean
card_scripted (DriveInCard *card)
{
  return gros_scripts_is_complete (drive_in_card_get_release (card), drive_in_card_get_number (card));
}

static guint
script_entries (const char *sigil)
{
  guint complete = 0, entries = 0;

  gros_scripts_coverage (sigil, &complete, &entries);
  return entries;
}

/* Text */

static char *
action_to_string (const GameAction *action)
{
  return gros_action_to_string (action);
}

static gboolean
action_parse (const char  *text,
              GameAction  *out,
              GError     **error)
{
  return gros_action_parse (text, out, error);
}

static gboolean
action_equal (const GameAction *a,
              const GameAction *b)
{
  return gros_action_equal (a, b);
}

static char *
describe_action (gconstpointer     state,
                 const GameAction *action,
                 int               viewer)
{
  return gros_game_describe_action_for (state, action, viewer);
}

static char *
describe_event (gconstpointer    state,
                const GameEvent *event,
                int              viewer)
{
  return gros_game_describe_log_event_for (state, event, viewer);
}

static char *
describe_events_folded (gconstpointer    state,
                        const GameEvent *event,
                        guint            n,
                        int              viewer)
{
  return gros_game_describe_events_folded (state, event, n, viewer);
}

static void
position_to_json (gconstpointer     state,
                  int               viewer,
                  GameCardLabelFunc label_func,
                  gpointer          label_data,
                  JsonBuilder      *builder)
{
  gros_game_view_build_json (state, viewer, label_func, label_data, builder);
}

static void
describe_position (gconstpointer     state,
                   int               viewer,
                   GameCardLabelFunc label_func,
                   gpointer          label_data,
                   GString          *out)
{
  gros_game_describe_position (state, viewer, label_func, label_data, out);
}

/* Whether @game is a projection with card backs (gros_game_project()): the final tally may
 * hang on them (a Defense that counts cards of a hand), so a table's view is told who won,
 * not by how much. */
static gboolean
has_card_backs (const GrosGame *game)
{
  for (guint c = 0; c < game->n_cards; c++)
    if (game->cards[c].def == GROS_HIDDEN_DEF)
      return TRUE;
  return FALSE;
}

static char *
describe_result (gconstpointer state)
{
  const GrosGame *game = state;
  gboolean backs = has_card_backs (game);
  GameResult outcome = { 0 };
  GString *winners = g_string_new (NULL);
  guint n_winners = 0;
  int best = 0;

  if (!gros_game_is_over (game))
    {
      g_string_free (winners, TRUE);
      return g_strdup (_("The movie is not over."));
    }
  /* The winners are in the state itself; the Ratings are worked out from every card. */
  if (!backs)
    result (game, &outcome);
  for (guint s = 0; s < game->n_seats; s++)
    if ((game->winner_mask >> s) & 1)
      {
        /* Translators: joins the seats that share a win: "Seat 1, Seat 3". */
        g_string_append_printf (winners, n_winners++ > 0 ? _(", Seat %u") : _("Seat %u"), s + 1);
        best = outcome.scores[s];
      }
  if (n_winners == 0)
    {
      g_string_free (winners, TRUE);
      return g_strdup (_("The movie ended without a winner."));
    }
  {
    g_autofree char *who = g_string_free (winners, FALSE);

    if (backs)
      /* Translators: "Seat 1 wins.", "Seat 1, Seat 3 win." */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins.", "%s win.", n_winners),
                              who);
    /* The verb agrees with the seats, the noun with the points: two messages. */
    if (n_winners == 1)
      /* Translators: "Seat 2 wins with 28 Ratings points." */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %d Ratings point.",
                                           "%s wins with %d Ratings points.", best), who, best);
    /* Translators: "Seat 1, Seat 3 win with 28 Ratings points." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s win with %d Ratings point.",
                                         "%s win with %d Ratings points.", best), who, best);
  }
}

/* Hidden information */

static guint
n_cards (gconstpointer state)
{
  return ((const GrosGame *) state)->n_cards;
}

static guint
card_def (gconstpointer state,
          int           card)
{
  return ((const GrosGame *) state)->cards[card].def;
}

static gboolean
card_visible_to (gconstpointer state,
                 int           card,
                 int           viewer)
{
  return gros_game_viewer_sees (state, card, viewer);
}

static void
sample_world (gconstpointer state,
              guint         seat,
              uint64_t      seed,
              gpointer      out)
{
  gros_game_sample_world (state, seat, seed, out);
}

static void
view_set_db (gpointer view,
             gpointer db)
{
  ((GrosGame *) view)->db = db;
}

static gboolean
check_view (gpointer   view,
            gpointer   db,
            int        viewer,
            GError   **error)
{
  g_autofree char *message = NULL;

  if (!gros_game_check_view (view, db, &message))
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
  GrosGame *g = view;

  for (guint c = 0; c < MIN (g->n_cards, G_N_ELEMENTS (g->cards)); c++)
    if (g->cards[c].def < n_map)
      g->cards[c].def = map[g->cards[c].def];
}

/* Title words are numbered in the referee's db, which holds every deck's words: a seat's
 * db numbers only those it was sent, so they travel as text. */
#define VIEW_WORD_MAX 64

static char **
view_dup_words (gconstpointer view)
{
  const GrosGame *g = view;
  GStrvBuilder *builder = g_strv_builder_new ();
  char **words;

  for (guint s = 0; s < MIN (g->n_seats, GROS_MAX_SEATS); s++)
    for (guint w = 0; w < MIN (g->seats[s].n_title_words, GROS_MAX_TITLE_WORDS); w++)
      g_strv_builder_add (builder, gros_card_db_word (g->db, g->seats[s].title_words[w]));
  words = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return words;
}

static gboolean
view_set_words (gpointer            view,
                gpointer            db,
                const char * const *words)
{
  GrosGame *g = view;
  guint n = 0, i = 0;

  /* check_view() bounded the counts. */
  for (guint s = 0; s < g->n_seats; s++)
    n += g->seats[s].n_title_words;
  if (words == NULL ? n != 0 : g_strv_length ((char **) words) != n)
    return FALSE;
  for (i = 0; i < n; i++)
    {
      gsize length = strlen (words[i]);

      if (length == 0 || length > VIEW_WORD_MAX || !g_utf8_validate (words[i], length, NULL))
        return FALSE;
      for (const char *p = words[i]; *p != '\0'; p = g_utf8_next_char (p))
        if (g_unichar_isspace (g_utf8_get_char (p)) || g_unichar_iscntrl (g_utf8_get_char (p)))
          return FALSE;
    }
  i = 0;
  for (guint s = 0; s < g->n_seats; s++)
    for (guint w = 0; w < g->seats[s].n_title_words; w++)
      g->seats[s].title_words[w] = gros_card_db_intern_word (db, words[i++]);
  return TRUE;
}

static gboolean
world_from_view (gconstpointer view,
                 guint         seat,
                 gpointer      db,
                 uint64_t      seed,
                 gpointer      out,
                 char        **problem)
{
  return gros_game_world_from_view (view, seat, db, seed, out, problem);
}

static void
project_view (gconstpointer state,
              int           viewer,
              gpointer      out,
              int          *out_map)
{
  gros_game_project (state, viewer, out, out_map);
}

/* An action reveals when the random generator ran (a shuffle: an outcome nobody could
 * know), or when a seat learned a card the acting seat did not know (a draw, a card from
 * another hand). A seat showing its own cards by playing them reveals nothing it could take
 * back an advantage from, so undo may cross such plays. */
static gboolean
action_revealed (gconstpointer before_state,
                 gconstpointer after_state,
                 guint         actor)
{
  const GrosGame *before = before_state, *after = after_state;

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

const GameRules gros_rules = {
  .id = GROS_GAME_ID,
  .state_size = sizeof (GrosGame),
  .min_seats = 2,
  .max_seats = GROS_MAX_SEATS,
  .list_variants = list_variants,
  .params_size = sizeof (GrosRulesParams),
  .param_fields = param_fields,
  .n_param_fields = G_N_ELEMENTS (param_fields),
  .max_cards = GROS_MAX_CARDS,
  .words_name = "title",
  .max_words = GROS_MAX_TITLE_WORDS,
  .check_setup = check_setup,
  .params_init = params_init,
  .params_variant = params_variant,
  .outcome = {
    .end_reasons = end_reasons,
    .n_end_reasons = G_N_ELEMENTS (end_reasons),
    .end_reason_labels = end_reason_labels,
    .score_name = "ratings",
    .score_label = N_("Ratings"),
    .n_score_parts = G_N_ELEMENTS (score_part_names),
    .score_part_names = score_part_names,
    .score_part_labels = score_part_labels,
    .score_parts = score_parts,
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
    .random_deck = gros_rules_random_deck,
    .deck_words = gros_rules_deck_words,
    .card_scripted = card_scripted,
    .script_entries = script_entries,
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
    .describe_position = describe_position,
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
    .view_dup_words = view_dup_words,
    .view_set_words = view_set_words,
  },
};
