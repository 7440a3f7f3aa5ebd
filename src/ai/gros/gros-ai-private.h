/* gros-ai-private.h: what the parts of GROS's AI share: tuning, worlds, evaluation, the
 * fast policy and the heuristic levels. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai-private.h"
#include "gros-ai.h"
#include "gros-script.h"

G_BEGIN_DECLS

/* The shared AI's random numbers and limits. */
typedef GameAiRng    GrosAiRng;
typedef GameAiLimits GrosAiLimits;

/* The constants that tournaments tune: the shared search's, then GROS's evaluation's. Fixed in
 * a normal build; a build with -DGROS_AI_TUNING reads "name=value,..." from $GROS_AI_TUNE
 * once, for tuning runs. */
typedef struct
{
  GameAiTuning search;
  double reward_scale;   /* evaluation difference that makes a 73% favourite */
  double w_risk;
  double w_bucket;
  double w_close;
} GrosAiTuning;

const GrosAiTuning *gros_ai_tuning (void);

/* A world consistent with what @seat knows: a copy of @game whose hidden cards are first put
 * in a canonical order (so the world depends on @seat's information only, not on where the
 * hidden cards really are), then re-dealt by gros_game_determinize(), with a fresh random
 * stream for the game's own future shuffles. */
void      gros_ai_sample_world    (const GrosGame *game,
                                   guint           seat,
                                   uint64_t        seed,
                                   GrosGame       *out);

/* Applies an action without events; FALSE when the engine refuses it. */
gboolean  gros_ai_apply           (GrosGame         *g,
                                   const GrosAction *action);

/* The same for an action taken from this very state's legal list (or gros_ai_candidates()):
 * the engine does not check it again, which makes searches about a third faster. */
static inline void
gros_ai_apply_legal (GrosGame         *g,
                     const GrosAction *action)
{
  gros_game_apply_legal (g, action, NULL, NULL);
}

/* Evaluation (gros-ai-eval.c), always on a full-information world. */
double    gros_ai_seat_score      (const GrosGame *g,
                                   guint           seat);
/* Score of @seat minus the best other seat's, in Ratings points; a finished game is
 * +/- GROS_AI_WIN_SCORE plus the margin. */
double    gros_ai_evaluate        (const GrosGame *g,
                                   guint           seat);
/* gros_ai_evaluate() squashed to 0..1 (1 a sure win), for every seat at once. */
void      gros_ai_rewards         (const GrosGame *g,
                                   double         *out);
/* An evaluation as a reward: 0..1, 0.5 for an even game. */
double    gros_ai_squash          (double evaluation);
/* What a card in @seat's hand is worth to keep (Ratings points). */
double    gros_ai_hand_card_value (const GrosGame *g,
                                   guint           seat,
                                   int             card);
/* The same for every card of @seat's hand, in hand order, plus the Title points of a card
 * bearing a Title word (what discarding it would lose); returns the count. */
guint     gros_ai_hand_values     (const GrosGame *g,
                                   guint           seat,
                                   double         *out);
/* Ahead in Ratings, at the Credits' Defense, and no Roll the Credits in hand: fresh cards
 * are what the seat needs. */
gboolean  gros_ai_hunting_credits (const GrosGame *g,
                                   guint           seat);
/* @seat's Ratings as the table counts them now (Knocked Out cards count 0), as far as
 * @viewer can see them: a Title card in a hand or face down that @viewer cannot see counts
 * nothing (GROS_NO_SEAT: every card counts, for sampled worlds). */
int       gros_ai_ratings         (const GrosGame *g,
                                   guint           seat,
                                   guint           viewer);
/* A Character's Defense with its Props. */
int       gros_ai_character_value (const GrosGame *g,
                                   int             card);
/* The rival of @seat with the best Ratings, as @seat sees them. */
int       gros_ai_best_opponent   (const GrosGame *g,
                                   guint           seat);

#define GROS_AI_WIN_SCORE 100.0

/* Policies (gros-ai-policy.c). */

/* The legal actions worth considering: no explicit tips (paying tips Buckets by itself),
 * at most one discard for popcorn (the least useful card, and only when something is
 * unaffordable), in the Discard phase only the least useful discard and ending the turn.
 * Returns the count; never 0 when the game has a legal action. */
guint     gros_ai_candidates      (const GrosGame *g,
                                   GrosAction     *out,
                                   guint           max_actions);
/* A cheap rule-based choice for whoever decides in @g (playouts, others' replies). */
void      gros_ai_fast_policy     (const GrosGame *g,
                                   GrosAiRng      *rng,
                                   double          epsilon,
                                   GrosAction     *out);
/* Plays the pending attack, response or Climax out with the fast policy (or all passes when
 * !@model_replies) until a seat is back at a Play, Discard or set-up decision. */
void      gros_ai_settle          (GrosGame  *g,
                                   GrosAiRng *rng,
                                   gboolean   model_replies);
/* TRUE when the attack in progress would kill if every seat passed now. */
gboolean  gros_ai_attack_would_kill (const GrosGame *g);

/* The heuristic levels (gros-ai-policy.c). */
gboolean  gros_ai_choose_heuristic (GrosAiLevel          level,
                                    const GrosGame      *game,
                                    guint                seat,
                                    const GrosAiLimits  *limits,
                                    uint64_t             seed,
                                    GrosAction          *out,
                                    GrosAiInfo          *info);
/* NORMAL's view of a decision: the candidate actions (plus the first discard of each
 * popcorn plan that works in every world) with their one-ply values averaged over
 * @n_worlds sampled worlds. @cands and @values hold GROS_MAX_ACTIONS. Returns the count,
 * 0 when cancelled. */
guint     gros_ai_lookahead       (const GrosGame     *game,
                                   guint               seat,
                                   guint               n_worlds,
                                   gboolean            model_replies,
                                   gboolean            with_plans,
                                   const GrosAiLimits *limits,
                                   GrosAiRng          *rng,
                                   GrosAction         *cands,
                                   double             *values);
/* One-ply values of @n candidate actions for @seat in world @world (higher is better). */
void      gros_ai_score_candidates (const GrosGame    *world,
                                    guint              seat,
                                    const GrosAction  *candidates,
                                    guint              n,
                                    gboolean           model_replies,
                                    GrosAiRng         *rng,
                                    double            *out_scores);

/* Card helpers. */
static inline const GrosCardDef *
gros_ai_def (const GrosGame *g,
             int             card)
{
  return gros_card_db_get (g->db, g->cards[card].def);
}

static inline gboolean
gros_ai_in_zone (const GrosGame *g,
                 int             card,
                 GrosZoneKind    kind)
{
  return g->cards[card].zone != GROS_ZONE_TABLE && GROS_ZONE_KIND (g->cards[card].zone) == kind;
}

G_END_DECLS
