/* groo-game-dice.c: the seven dice: rolling, Groo's moves, paying, and the Leftover dice. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "groo-game-private.h"

static int
pack_faces (const GrooGame *g)
{
  int packed = 0;

  for (guint d = 0; d < GROO_N_DICE; d++)
    packed |= g->dice[d] << (4 * d);
  return packed;
}

void
groo_groo_to (GrooRun *r,
              guint    seat)
{
  GrooGame *g = r->g;
  guint from = g->groo;

  if (seat == from)
    return;
  g->groo = seat;
  groo_emit (r, GROO_EV_GROO_MOVES, from, seat, GROO_NO_CARD, GROO_NO_CARD, 0);
}

/* Where the black die sends Groo: with two towns any move is to the other one, with three a
 * move of two towns is a move of one. */
static guint
movement_target (const GrooGame *g,
                 GrooFace        face)
{
  int step = 0;
  guint n = g->n_seats;

  switch (face)
    {
    case GROO_FACE_LEFT_1: step = 1; break;
    case GROO_FACE_RIGHT_1: step = -1; break;
    case GROO_FACE_LEFT_2: step = 2; break;
    case GROO_FACE_RIGHT_2: step = -2; break;
    default: return g->groo;
    }
  if (n == 2)
    return (g->groo + 1) % 2;
  if (n == 3 && (step == 2 || step == -2))
    step /= 2;
  return (g->groo + n + step) % n;
}

void
groo_roll (GrooRun *r)
{
  GrooGame *g = r->g;

  for (guint d = 0; d < GROO_N_DICE; d++)
    {
      if (g->forced_roll)
        g->dice[d] = g->forced_faces[d];
      else if (d == GROO_BLACK_DIE)
        g->dice[d] = g->params.black_faces[groo_rng_below (g, GROO_DIE_FACES)];
      else
        g->dice[d] = g->params.white_faces[groo_rng_below (g, GROO_DIE_FACES)];
    }
  g->forced_roll = FALSE;
  g->dice_used = 0;
  g->dice_spends = 0;
  g->holder = g->active;
  g->bought = FALSE;
  groo_emit (r, GROO_EV_ROLL, g->active, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD,
             pack_faces (g));
  /* A Move result moves Groo at once. */
  groo_groo_to (r, movement_target (g, g->dice[GROO_BLACK_DIE]));
}

void
groo_reroll_white (GrooRun *r)
{
  GrooGame *g = r->g;

  for (guint d = 0; d < GROO_N_WHITE; d++)
    if (!((g->dice_used >> d) & 1))
      g->dice[d] = g->params.white_faces[groo_rng_below (g, GROO_DIE_FACES)];
  groo_emit (r, GROO_EV_REROLL, g->holder, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD,
             pack_faces (g));
}

uint32_t
groo_dice_unspent (const GrooGame *g)
{
  if (g->dice[0] == GROO_FACE_NONE)
    return 0;
  return GROO_WHITE_MASK & ~g->dice_used;
}

gboolean
groo_dice_pick (const GrooGame *g,
                GrooFace        face,
                guint           count,
                uint32_t       *mask)
{
  uint32_t unspent = groo_dice_unspent (g) & ~*mask;

  for (guint d = 0; d < GROO_N_WHITE && count > 0; d++)
    if (((unspent >> d) & 1) && g->dice[d] == face)
      {
        *mask |= 1u << d;
        count--;
      }
  return count == 0;
}

/* The faces @card needs: Kopins, Supplies, Labor for a Building or Troop; Heads for a Groo
 * Effect. */
static void
needs (const GrooCardDef *def,
       guint              out[GROO_N_FACES])
{
  memset (out, 0, sizeof (guint) * GROO_N_FACES);
  if (def->kind == GROO_KIND_GROO_EFFECT)
    out[GROO_FACE_GROO] = def->heads;
  else
    {
      out[GROO_FACE_KOPINS] = def->cost[GROO_COST_KOPINS];
      out[GROO_FACE_SUPPLIES] = def->cost[GROO_COST_SUPPLIES];
      out[GROO_FACE_LABOR] = def->cost[GROO_COST_LABOR];
    }
}

gboolean
groo_dice_canonical (const GrooGame *g,
                     int             card,
                     uint32_t       *mask)
{
  guint need[GROO_N_FACES];

  needs (GROO_DEF (g, card), need);
  *mask = 0;
  for (guint f = GROO_FACE_KOPINS; f <= GROO_FACE_GROO; f++)
    if (!groo_dice_pick (g, f, need[f], mask))
      return FALSE;
  return *mask != 0;
}

gboolean
groo_dice_pay (const GrooGame *g,
               int             card,
               uint32_t        mask)
{
  guint need[GROO_N_FACES];

  if (mask == 0 || (mask & ~groo_dice_unspent (g)) != 0)
    return FALSE;
  needs (GROO_DEF (g, card), need);
  for (guint d = 0; d < GROO_N_WHITE; d++)
    if ((mask >> d) & 1)
      {
        if (need[g->dice[d]] == 0)
          return FALSE;
        need[g->dice[d]]--;
      }
  for (guint f = 0; f < GROO_N_FACES; f++)
    if (need[f] != 0)
      return FALSE;
  return TRUE;
}

void
groo_spend_dice (GrooGame *g,
                 uint32_t  mask)
{
  g_assert ((mask & g->dice_used) == 0);
  g->dice_used |= mask;
  g->dice_spends += groo_popcount (mask);
}

void
groo_pass_dice (GrooRun *r)
{
  GrooGame *g = r->g;
  uint32_t unspent = groo_dice_unspent (g);
  guint next = (g->holder + 1) % g->n_seats;

  /* The dice go round once: back at the active seat, or used up, the Leftover is over. */
  if (next == g->active || unspent == 0)
    {
      groo_emit (r, GROO_EV_DICE_BACK, g->holder, g->active, GROO_NO_CARD, GROO_NO_CARD,
                 unspent);
      g->holder = g->active;
      g->phase = GROO_PHASE_SECOND_DRAW;
      g->step = GROO_STEP_SECOND_DRAW;
      groo_emit (r, GROO_EV_PHASE, g->active, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD,
                 GROO_PHASE_SECOND_DRAW);
      return;
    }
  if (g->phase != GROO_PHASE_LEFTOVER)
    {
      g->phase = GROO_PHASE_LEFTOVER;
      groo_emit (r, GROO_EV_PHASE, g->active, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD,
                 GROO_PHASE_LEFTOVER);
    }
  groo_emit (r, GROO_EV_PASS_DICE, g->holder, next, GROO_NO_CARD, GROO_NO_CARD, unspent);
  g->holder = next;
  g->bought = FALSE;
}

gboolean
groo_game_dice_for (const GrooGame *game,
                    int             card,
                    uint32_t       *out_mask)
{
  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, FALSE);

  return groo_dice_canonical (game, card, out_mask);
}

gboolean
groo_game_dice_for_with (const GrooGame *game,
                         int             card,
                         guint           die,
                         uint32_t       *out_mask)
{
  guint need[GROO_N_FACES];
  uint32_t mask;

  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, FALSE);
  g_return_val_if_fail (out_mask != NULL, FALSE);

  if (die >= GROO_N_WHITE || !((groo_dice_unspent (game) >> die) & 1))
    return FALSE;
  needs (GROO_DEF (game, card), need);
  if (need[game->dice[die]] == 0)
    return FALSE;
  /* The dragged die pays one of its face; the others as the canonical choice picks them. */
  need[game->dice[die]]--;
  mask = 1u << die;
  for (guint f = GROO_FACE_KOPINS; f <= GROO_FACE_GROO; f++)
    if (!groo_dice_pick (game, f, need[f], &mask))
      return FALSE;
  *out_mask = mask;
  return TRUE;
}

uint32_t
groo_game_unspent_dice (const GrooGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return groo_dice_unspent (game);
}
