/* groo-game-war.c: the Art of War: strengths, damage, the Buildings lost, the Troops spent. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "groo-game-private.h"

/* A committed Troop's own strength: its printed value, times its own lasting multiplier and
 * a Drummer's. */
int
groo_troop_strength (const GrooGame *g,
                     int             card,
                     gboolean        attacking)
{
  const GrooCardDef *def = GROO_DEF (g, card);
  int value = attacking ? def->attack : def->defense;
  guint mul;

  if (groo_card_has_mod (g, card, attacking ? GROO_MOD_OWN_ATTACK_MUL : GROO_MOD_OWN_DEFENSE_MUL,
                         &mul))
    value *= mul;
  return value * MAX (g->cards[card].war_mul, 1);
}

/* One side of the war. Multiplication before addition: every Troop's multipliers and the
 * side's multiplier apply to the printed values first, then every addition (per Troop, the
 * town's Buildings, Wilds and powers). */
static int
side_strength (const GrooGame *g,
               gboolean        attacking)
{
  guint seat = attacking ? g->war.attacker : g->war.defender;
  guint zone = GROO_ZONE_ARMY (seat);
  int product = 0;
  guint committed = 0;
  int adds;

  if (!g->war.active)
    return 0;
  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    {
      int c = g->order[i];

      if (g->cards[c].flags & GROO_CARD_COMMITTED)
        {
          product += groo_troop_strength (g, c, attacking);
          committed++;
        }
    }
  product *= MAX (attacking ? g->war.attack_mul : g->war.defense_mul, 1);
  if (attacking)
    adds = committed * groo_mod_total (g, seat, GROO_MOD_TROOP_ATTACK_ADD)
           + groo_mod_total (g, seat, GROO_MOD_ATTACK_ADD) + g->war.attack_add;
  else
    adds = committed * groo_mod_total (g, seat, GROO_MOD_TROOP_DEFENSE_ADD)
           + groo_mod_total (g, seat, GROO_MOD_DEFENSE_ADD) + g->war.defense_add;
  return MAX (product + adds, 0);
}

int
groo_game_war_attack (const GrooGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return side_strength (game, TRUE);
}

int
groo_game_war_defense (const GrooGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return side_strength (game, FALSE);
}

void
groo_game_war_outcome (const GrooGame *game,
                       guint          *out_damage,
                       guint          *out_lost)
{
  int attack, defense;
  guint damage;

  g_return_if_fail (game != NULL && out_damage != NULL && out_lost != NULL);

  attack = side_strength (game, TRUE);
  defense = side_strength (game, FALSE);
  damage = game->war.active && attack > defense ? (guint) (attack - defense) : 0;
  *out_damage = damage;
  *out_lost = damage > 0 ? groo_reachable_vp (game, game->war.defender, damage, GROO_NO_CARD,
                                              FALSE)
                         : 0;
}

guint
groo_reachable_vp (const GrooGame *g,
                   guint           seat,
                   guint           target,
                   int             exclude,
                   gboolean        by_groo)
{
  /* Subset sums of the printed VP, up to the target. */
  uint8_t reach[128] = { 1 };
  guint zone = GROO_ZONE_TOWN (seat);

  target = MIN (target, G_N_ELEMENTS (reach) - 1);
  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    {
      int c = g->order[i];
      guint vp = GROO_DEF (g, c)->vp;

      if (c == exclude || vp == 0 || (by_groo && groo_card_has_mod (g, c,
                                                                    GROO_MOD_SAFE_FROM_GROO,
                                                                    NULL)))
        continue;
      for (guint s = target; s >= vp; s--)
        reach[s] |= reach[s - vp];
    }
  for (guint s = target; s > 0; s--)
    if (reach[s])
      return s;
  return 0;
}

void
groo_war_resolve (GrooRun *r)
{
  GrooGame *g = r->g;
  int attack = side_strength (g, TRUE);
  int defense = side_strength (g, FALSE);
  guint damage = attack > defense ? attack - defense : 0;
  guint lost = damage > 0 ? groo_reachable_vp (g, g->war.defender, damage, GROO_NO_CARD, FALSE)
                          : 0;

  g->war.attack = attack;
  g->war.defense = defense;
  g->war.resolved = TRUE;
  groo_emit (r, GROO_EV_WAR_RESULT, g->war.attacker, g->war.defender, GROO_NO_CARD, damage,
             (attack << 16) | (defense & 0xffff));
  /* The defender chooses Buildings worth as much of the damage as whole Buildings can make;
   * never half a Building. */
  if (lost > 0)
    {
      GrooFrame *frame;

      groo_push_effect (g, GROO_SOURCE_WAR, g->war.defender, GROO_NO_CARD);
      frame = &g->frames[g->n_frames - 1];
      frame->value = lost;
    }
}

void
groo_war_end (GrooRun *r)
{
  GrooGame *g = r->g;
  guint seats[2] = { g->war.attacker, g->war.defender };

  /* Every Troop committed, on both sides, is discarded. */
  for (guint side = 0; side < 2; side++)
    {
      guint zone = GROO_ZONE_ARMY (seats[side]);
      int found;

      /* Each discard moves the slices: look again from the start after each. */
      do
        {
          found = GROO_NO_CARD;
          for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
            if (g->cards[g->order[i]].flags & GROO_CARD_COMMITTED)
              {
                found = g->order[i];
                break;
              }
          if (found != GROO_NO_CARD)
            groo_discard_card (r, found, GROO_EV_LOSE);
        }
      while (found != GROO_NO_CARD);
    }
  memset (&g->war, 0, sizeof g->war);
}

int
groo_game_troop_strength (const GrooGame *game,
                          int             card,
                          gboolean        attacking)
{
  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, 0);

  return groo_troop_strength (game, card, attacking);
}
