/* grotto-game-handlers.c: named C handlers for the Grotto Beasts! effects the step vocabulary
 * does not cover. Each runs in a frame (its progress in frame->sub and frame->count) and
 * lists the answers of the question it asks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

typedef GrottoStepResult (*HandlerRun)     (GrottoRun        *r,
                                            GrottoFrame      *f,
                                            const GameAction *answer);
typedef guint            (*HandlerChoices) (const GrottoGame  *g,
                                            const GrottoFrame *f,
                                            GameAction        *out,
                                            guint              max);

typedef struct
{
  const char     *name;
  HandlerRun      run;
  HandlerChoices  choices;
} Handler;

static GrottoStepResult
wait_for (GrottoFrame *f,
          guint        choice,
          guint        decider)
{
  f->waiting = choice;
  f->decider = decider;
  return GROTTO_STEP_WAIT;
}

static guint
zone_choices (const GrottoGame  *g,
              const GrottoFrame *f,
              guint              zone,
              gboolean           may,
              GameAction        *out,
              guint              max)
{
  guint n = 0;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1] && n < max; i++)
    {
      grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
      out[n].card = g->order[i];
      n++;
    }
  if ((may || n == 0) && n < max)
    {
      grotto_action_init (&out[n], GROTTO_ACT_PASS, f->decider);
      n++;
    }
  return n;
}

static void
show_zone (GrottoGame *g,
           guint       zone,
           guint       seat)
{
  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    g->cards[g->order[i]].known |= 1u << seat;
}

/* ---- setup-search: the opening hand is chosen from the deck, which is then shuffled. ---- */

static GrottoStepResult
setup_search_run (GrottoRun        *r,
                  GrottoFrame      *f,
                  const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat);

  if (answer == NULL)
    f->count = g->params.opening_hand;
  else
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_CHOOSE)
        {
          grotto_move (r, answer->card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat), FALSE);
          f->count--;
        }
      else
        f->count = 0;
    }
  if (f->count > 0 && grotto_zone_size (g, deck) > 0)
    {
      show_zone (g, deck, f->seat);
      return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    }
  grotto_shuffle (r, deck);
  return GROTTO_STEP_DONE;
}

static guint
setup_search_choices (const GrottoGame  *g,
                      const GrottoFrame *f,
                      GameAction        *out,
                      guint              max)
{
  return zone_choices (g, f, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat), FALSE, out, max);
}

/* ---- The table -------------------------------------------------------------------------- */

static const Handler handlers[] = {
  { "setup-search", setup_search_run, setup_search_choices },
};

guint
grotto_handler_lookup (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    if (g_str_equal (handlers[i].name, name))
      return i + 1;
  return 0;
}

const char *
grotto_handler_name (guint id)
{
  return id >= 1 && id <= G_N_ELEMENTS (handlers) ? handlers[id - 1].name : "?";
}

GrottoStepResult
grotto_handler_run (GrottoRun        *r,
                    GrottoFrame      *f,
                    guint             id,
                    const GameAction *answer)
{
  if (id < 1 || id > G_N_ELEMENTS (handlers))
    return GROTTO_STEP_DONE;
  return handlers[id - 1].run (r, f, answer);
}

guint
grotto_handler_choices (const GrottoGame  *g,
                        const GrottoFrame *f,
                        guint              id,
                        GameAction        *out,
                        guint              max)
{
  if (id < 1 || id > G_N_ELEMENTS (handlers) || handlers[id - 1].choices == NULL)
    return 0;
  return handlers[id - 1].choices (g, f, out, max);
}
