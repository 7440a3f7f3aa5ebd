/* gruff-game-effects.c: what Gruff's effects do: stats, damage and deaths, Life and its
 * Threshold, Crazy, attacks, swaps and resurrections, and the end of the game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "gruff-game-private.h"

/* ---- Single changes ---------------------------------------------------------------- */

void
gruff_change_stat (GruffGame *g,
                   int        gruff,
                   GruffStat  stat,
                   int        delta,
                   GruffEmit *e)
{
  int value = CLAMP (g->cards[gruff].stats[stat] + delta, 0, GRUFF_STAT_MAX);

  if (value == g->cards[gruff].stats[stat])
    return;
  g->cards[gruff].stats[stat] = value;
  gruff_emit_stat (g, e, GRUFF_EV_STAT, gruff, stat, value);
}

void
gruff_change_crazy (GruffGame *g,
                    guint      seat,
                    int        delta,
                    GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];
  int value = CLAMP ((int) s->crazy + delta, (int) s->spent, GRUFF_CRAZY_MAX);

  if (value == s->crazy)
    return;
  s->crazy = value;
  gruff_emit (g, e, GRUFF_EV_CRAZY, seat, GAME_NO_CARD, GAME_NO_CARD, value);
}

static void run_script (GruffGame         *g,
                        const GruffScript *script,
                        guint              controller,
                        int                source,
                        int                other,
                        guint              mode,
                        GruffEmit         *e);

/* Life changes; a drop from at or above the Threshold to below it fires the shepherd's
 * ability, each time it happens (reading in docs/gruff.md), unless the Life is gone. */
void
gruff_change_life (GruffGame *g,
                   guint      seat,
                   int        delta,
                   GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];
  const GruffCardDef *shepherd = gruff_def (g, s->shepherd);
  int old = s->life;
  int value = CLAMP (old + delta, 0, (int) shepherd->life);

  if (value == old)
    return;
  s->life = value;
  gruff_emit (g, e, GRUFF_EV_LIFE, seat, s->shepherd, GAME_NO_CARD, value);
  if (old >= shepherd->threshold && value < shepherd->threshold && value > 0)
    {
      s->threshold_crossings++;
      gruff_emit (g, e, GRUFF_EV_THRESHOLD, seat, s->shepherd, GAME_NO_CARD, value);
      if (shepherd->scripted)
        run_script (g, &shepherd->script, seat, -1, -1, 0, e);
    }
}

static void
kill_gruff (GruffGame *g,
            int        gruff,
            GruffEmit *e)
{
  GruffCardState *c = &g->cards[gruff];

  c->flags = (c->flags | GRUFF_FLAG_DEAD) & ~GRUFF_FLAG_EXHAUSTED;
  c->damage = 0;
  gruff_emit (g, e, GRUFF_EV_KILL, c->owner, gruff, GAME_NO_CARD, c->pos);
}

/* Kills @gruff when the damage it has taken this turn meets its Defense (Fat plus +Defense);
 * the excess over the Defense comes off its shepherd's Life. TRUE when it died. @struck: an
 * attack has just landed on it, so even no damage at all meets a Defense of 0 (004: "If
 * Damage equals or exceeds Defense, the defending gruff dies"); otherwise a gruff that took
 * no damage is not beaten. */
static gboolean
die_if_beaten (GruffGame *g,
               int        gruff,
               gboolean   struck,
               GruffEmit *e)
{
  GruffCardState *c = &g->cards[gruff];
  int defense, total = c->damage;

  if (!gruff_alive (g, gruff) || (total <= 0 && !struck))
    return FALSE;
  defense = gruff_game_stat (g, gruff, GRUFF_STAT_FAT)
            + gruff_game_bonus (g, gruff, GRUFF_OP_DEFENSE);
  if (total < defense)
    return FALSE;
  kill_gruff (g, gruff, e);
  if (total > defense)
    gruff_change_life (g, c->owner, -(total - MAX (defense, 0)), e);
  return TRUE;
}

void
gruff_deal_damage (GruffGame *g,
                   int        gruff,
                   int        amount,
                   GruffEmit *e)
{
  GruffCardState *c = &g->cards[gruff];

  if (!gruff_alive (g, gruff) || amount <= 0)
    return;
  c->damage = MIN (c->damage + amount, 255);
  gruff_emit (g, e, GRUFF_EV_DAMAGE, c->owner, gruff, GAME_NO_CARD, c->damage);
  die_if_beaten (g, gruff, FALSE, e);
}

void
gruff_check_deaths (GruffGame *g,
                    GruffEmit *e)
{
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      if (g->phase != GRUFF_PHASE_OVER)
        die_if_beaten (g, g->seats[seat].line[p], FALSE, e);
}

void
gruff_swap (GruffGame *g,
            int        gruff,
            int        other,
            GruffEmit *e)
{
  GruffSeat *s = &g->seats[g->cards[gruff].owner];
  guint a = g->cards[gruff].pos, b = g->cards[other].pos;

  s->line[a] = other;
  s->line[b] = gruff;
  g->cards[gruff].pos = b;
  g->cards[other].pos = a;
  gruff_emit (g, e, GRUFF_EV_MOVE, g->cards[gruff].owner, gruff, other, b);
  gruff_emit (g, e, GRUFF_EV_MOVE, g->cards[other].owner, other, gruff, a);
  gruff_trigger (g, gruff, GRUFF_ON_MOVE, -1, e);
  gruff_trigger (g, other, GRUFF_ON_MOVE, -1, e);
}

void
gruff_raise (GruffGame *g,
             int        gruff,
             GruffEmit *e)
{
  GruffCardState *c = &g->cards[gruff];

  if (!(c->flags & GRUFF_FLAG_DEAD))
    return;
  c->flags = (c->flags & ~GRUFF_FLAG_DEAD) | GRUFF_FLAG_EXHAUSTED;
  c->damage = 0;
  gruff_emit (g, e, GRUFF_EV_RESURRECT, c->owner, gruff, GAME_NO_CARD, c->pos);
}

static void
cancel_attack (GruffGame *g,
               guint      seat,
               GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];

  if (s->attacker < 0)
    return;
  gruff_emit (g, e, GRUFF_EV_CANCEL, seat, s->attacker, GAME_NO_CARD, s->attack_pos);
  s->attacker = -1;
  s->attack_pos = GRUFF_NO_POS;
}

static void
discard_at_random (GruffGame *g,
                   guint      seat,
                   guint      count,
                   GruffEmit *e)
{
  for (guint i = 0; i < count && g->seats[seat].n_hand > 0; i++)
    gruff_discard_from_hand (g, g->seats[seat].hand[gruff_rng_below (g, g->seats[seat].n_hand)],
                             e);
}

/* ---- Scripts ------------------------------------------------------------------------- */

/* The gruffs a script reaches: @source is the gruff whose ability it is (or -1), @chosen the
 * target the player chose (or -1), @other the attacker for defend abilities. */
static guint
reach (const GruffGame   *g,
       const GruffScript *script,
       guint              controller,
       int                source,
       int                chosen,
       int                other,
       int               *out)
{
  guint n = 0, enemy = 1 - controller;

  switch (script->to)
    {
    case GRUFF_TO_OWN:
    case GRUFF_TO_ENEMY:
    case GRUFF_TO_ANY:
    case GRUFF_TO_ACTIVE:
    case GRUFF_TO_OWN_DEAD:
      if (chosen >= 0)
        out[n++] = chosen;
      break;
    case GRUFF_TO_SELF:
      if (gruff_alive (g, source))
        out[n++] = source;
      break;
    case GRUFF_TO_OPPOSITE:
      if (source >= 0 && gruff_alive (g, g->seats[enemy].line[g->cards[source].pos]))
        out[n++] = g->seats[enemy].line[g->cards[source].pos];
      break;
    case GRUFF_TO_ADJACENT:
      for (int d = -1; source >= 0 && d <= 1; d += 2)
        {
          int p = (int) g->cards[source].pos + d;

          if (p >= 0 && p < GRUFF_LINE && gruff_alive (g, g->seats[controller].line[p]))
            out[n++] = g->seats[controller].line[p];
        }
      break;
    case GRUFF_TO_ALL_OWN:
    case GRUFF_TO_ALL_ENEMY:
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          int gruff = g->seats[script->to == GRUFF_TO_ALL_OWN ? controller : enemy].line[p];

          if (gruff_alive (g, gruff))
            out[n++] = gruff;
        }
      break;
    case GRUFF_TO_ATTACKER:
      if (gruff_alive (g, other))
        out[n++] = other;
      break;
    default:
      break;
    }
  return n;
}

/* The shepherd a Life or Crazy op reaches: the one named, else the chosen gruff's owner for
 * harm, else the controller (harm with no target: the opponent). */
static guint
shepherd_of (const GruffGame   *g,
             const GruffScript *script,
             GruffOpKind        op,
             guint              controller,
             const int         *gruffs,
             guint              n_gruffs)
{
  if (script->to == GRUFF_TO_OWN_SHEPHERD)
    return controller;
  if (script->to == GRUFF_TO_ENEMY_SHEPHERD)
    return 1 - controller;
  if (op == GRUFF_OP_HURT)
    return n_gruffs > 0 ? g->cards[gruffs[0]].owner : 1 - controller;
  return controller;
}

/* Runs @script's ops. @chosen_or_source: the played card's target (ability cards, @source
 * -1 then and @chosen in @other's place is passed through run_card) or the ability's gruff. */
static void
run_ops (GruffGame         *g,
         const GruffScript *script,
         guint              controller,
         int                source,
         int                chosen,
         int                other,
         guint              mode,
         gboolean           condition,
         GruffEmit         *e)
{
  int gruffs[GRUFF_LINE * GRUFF_SEATS];
  guint n = reach (g, script, controller, source, chosen, other, gruffs);

  for (guint i = 0; i < script->n_ops; i++)
    {
      GruffOpKind op = script->ops[i].kind;
      int amount = script->ops[i].amount;

      switch (op)
        {
        case GRUFF_OP_MEAN:
        case GRUFF_OP_WEIRD:
        case GRUFF_OP_FAT:
          for (guint t = 0; t < n; t++)
            if (condition)
              gruff_emit_stat (g, e, GRUFF_EV_STAT, gruffs[t], op - GRUFF_OP_MEAN,
                               gruff_game_stat (g, gruffs[t], op - GRUFF_OP_MEAN));
            else if (gruff_alive (g, gruffs[t]))
              gruff_change_stat (g, gruffs[t], op - GRUFF_OP_MEAN, amount, e);
          break;
        case GRUFF_OP_DEAL:
          for (guint t = 0; t < n; t++)
            gruff_deal_damage (g, gruffs[t], amount, e);
          break;
        case GRUFF_OP_HURT:
          gruff_change_life (g, shepherd_of (g, script, op, controller, gruffs, n), -amount, e);
          break;
        case GRUFF_OP_HEAL:
          gruff_change_life (g, shepherd_of (g, script, op, controller, gruffs, n), amount, e);
          break;
        case GRUFF_OP_CRAZY:
          gruff_change_crazy (g, shepherd_of (g, script, op, controller, gruffs, n), amount, e);
          break;
        case GRUFF_OP_DRAW:
          for (int k = 0; k < amount; k++)
            gruff_draw (g, controller, e);
          break;
        case GRUFF_OP_DISCARD:
          discard_at_random (g, 1 - controller, amount, e);
          break;
        case GRUFF_OP_REFRESH:
          for (guint t = 0; t < n; t++)
            if (gruff_alive (g, gruffs[t]) && (g->cards[gruffs[t]].flags & GRUFF_FLAG_EXHAUSTED))
              {
                g->cards[gruffs[t]].flags &= ~GRUFF_FLAG_EXHAUSTED;
                gruff_emit (g, e, GRUFF_EV_REFRESH, g->cards[gruffs[t]].owner, gruffs[t],
                            GAME_NO_CARD, 0);
              }
          break;
        case GRUFF_OP_EXHAUST:
          for (guint t = 0; t < n; t++)
            if (gruff_alive (g, gruffs[t]) && !(g->cards[gruffs[t]].flags & GRUFF_FLAG_EXHAUSTED))
              {
                g->cards[gruffs[t]].flags |= GRUFF_FLAG_EXHAUSTED;
                gruff_emit (g, e, GRUFF_EV_EXHAUST, g->cards[gruffs[t]].owner, gruffs[t],
                            GAME_NO_CARD, 0);
              }
          break;
        case GRUFF_OP_SWAP:
          for (guint t = 0; t < n; t++)
            if (gruff_alive (g, gruffs[t]))
              {
                int p = (int) g->cards[gruffs[t]].pos + (mode ? 1 : -1);

                if (p >= 0 && p < GRUFF_LINE)
                  gruff_swap (g, gruffs[t], g->seats[g->cards[gruffs[t]].owner].line[p], e);
              }
          break;
        case GRUFF_OP_RAISE:
          for (guint t = 0; t < n; t++)
            gruff_raise (g, gruffs[t], e);
          break;
        case GRUFF_OP_CANCEL:
          cancel_attack (g, 1 - controller, e);
          break;
        default:
          /* +Damage, +Defense and thorns are read from the cards in play when they count. */
          break;
        }
    }
  /* A Fat or +Defense lowered to the damage taken this turn kills (reading in
   * docs/gruff.md). */
  gruff_check_deaths (g, e);
}

static void
run_script (GruffGame         *g,
            const GruffScript *script,
            guint              controller,
            int                source,
            int                other,
            guint              mode,
            GruffEmit         *e)
{
  run_ops (g, script, controller, source, -1, other, mode, FALSE, e);
}

void
gruff_trigger (GruffGame    *g,
               int           gruff,
               GruffTrigger  trigger,
               int           other,
               GruffEmit    *e)
{
  const GruffCardDef *def;

  /* Nothing on a dead gruff triggers. */
  if (!gruff_alive (g, gruff) || g->phase == GRUFF_PHASE_OVER)
    return;
  def = gruff_def (g, gruff);
  if (!def->scripted || def->script.trigger != trigger)
    return;
  gruff_emit (g, e, GRUFF_EV_ABILITY, g->cards[gruff].owner, gruff, other, trigger);
  run_script (g, &def->script, g->cards[gruff].owner, gruff, other, 0, e);
}

void
gruff_play_effect (GruffGame        *g,
                   const GameAction *action,
                   GruffEmit        *e)
{
  const GruffCardDef *def = gruff_def (g, action->card);

  run_ops (g, &def->script, action->seat, -1, action->target, -1, action->mode,
           def->ability == GRUFF_ABILITY_CONDITION, e);
}

gboolean
gruff_play_target_ok (const GruffGame  *g,
                      const GameAction *a)
{
  const GruffScript *script = &gruff_def (g, a->card)->script;
  guint seat = a->seat, enemy = 1 - a->seat;
  int t = a->target;
  gboolean swap = gruff_script_find_op (script, GRUFF_OP_SWAP, NULL);

  if (t != GAME_NO_CARD && (t < 0 || t >= g->n_cards || g->cards[t].zone != GRUFF_ZONE_LINE))
    return FALSE;
  if (a->target_seat != GAME_NO_SEAT && a->target_seat >= GRUFF_SEATS)
    return FALSE;
  if (!swap && a->mode != 0)
    return FALSE;
  if (swap)
    {
      int p;

      if (t == GAME_NO_CARD)
        return FALSE;
      p = (int) g->cards[t].pos + (a->mode ? 1 : -1);
      if (a->mode > 1 || p < 0 || p >= GRUFF_LINE)
        return FALSE;
    }
  switch (script->to)
    {
    case GRUFF_TO_NONE:
    case GRUFF_TO_ALL_OWN:
    case GRUFF_TO_ALL_ENEMY:
      return t == GAME_NO_CARD && a->target_seat == GAME_NO_SEAT;
    case GRUFF_TO_OWN_SHEPHERD:
      return t == GAME_NO_CARD && a->target_seat == seat;
    case GRUFF_TO_ENEMY_SHEPHERD:
      return t == GAME_NO_CARD && a->target_seat == enemy;
    default:
      break;
    }
  if (t == GAME_NO_CARD || a->target_seat != GAME_NO_SEAT)
    return FALSE;
  switch (script->to)
    {
    case GRUFF_TO_OWN:
      return gruff_alive (g, t) && g->cards[t].owner == seat;
    case GRUFF_TO_ENEMY:
      return gruff_alive (g, t) && g->cards[t].owner == enemy;
    case GRUFF_TO_ANY:
      return gruff_alive (g, t);
    case GRUFF_TO_ACTIVE:
      return gruff_alive (g, t) && t == g->active_gruff;
    case GRUFF_TO_OWN_DEAD:
      return gruff_game_is_dead (g, t) && g->cards[t].owner == seat;
    default:
      return FALSE;
    }
}

/* ---- Attacks ------------------------------------------------------------------------- */

/* The declared attack of @seat resolves against the position it named: Mean plus +Damage
 * against Fat plus +Defense. A dead gruff's body there blocks as much as its Fat and no
 * more; it cannot die again (reading in docs/gruff.md). */
void
gruff_resolve_attack (GruffGame *g,
                      guint      seat,
                      GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];
  guint enemy = 1 - seat;
  int attacker = s->attacker;
  int defender = g->seats[enemy].line[s->attack_pos];
  int damage, thorns;

  if (gruff_alive (g, defender))
    {
      gruff_trigger (g, defender, GRUFF_ON_DEFEND, attacker, e);
      if (!gruff_alive (g, attacker))
        {
          gruff_emit (g, e, GRUFF_EV_CANCEL, seat, attacker, defender, s->attack_pos);
          return;
        }
      damage = gruff_game_stat (g, attacker, GRUFF_STAT_MEAN)
               + gruff_game_bonus (g, attacker, GRUFF_OP_DAMAGE);
      thorns = gruff_game_bonus (g, defender, GRUFF_OP_THORNS);
      damage = MAX (damage, 0);
      gruff_emit (g, e, GRUFF_EV_RESOLVE, seat, attacker, defender, damage);
      if (damage > 0)
        gruff_deal_damage (g, defender, damage, e);
      else
        die_if_beaten (g, defender, TRUE, e);
      if (gruff_alive (g, defender))
        gruff_emit (g, e, GRUFF_EV_BLOCK, enemy, defender, attacker, damage);
      else
        gruff_trigger (g, attacker, GRUFF_ON_KILL, defender, e);
      if (thorns > 0)
        gruff_deal_damage (g, attacker, thorns, e);
      return;
    }
  damage = gruff_game_stat (g, attacker, GRUFF_STAT_MEAN)
           + gruff_game_bonus (g, attacker, GRUFF_OP_DAMAGE);
  gruff_emit (g, e, GRUFF_EV_RESOLVE, seat, attacker, defender, MAX (damage, 0));
  if (damage > g->cards[defender].stats[GRUFF_STAT_FAT])
    gruff_change_life (g, enemy, -(damage - g->cards[defender].stats[GRUFF_STAT_FAT]), e);
  else
    gruff_emit (g, e, GRUFF_EV_BLOCK, enemy, defender, attacker, damage);
}

/* ---- The end ------------------------------------------------------------------------- */

void
gruff_end (GruffGame      *g,
           guint           winner,
           GruffEndReason  reason,
           GruffEmit      *e)
{
  g->phase = GRUFF_PHASE_OVER;
  g->winner = winner;
  g->end_reason = reason;
  gruff_emit (g, e, GRUFF_EV_WIN, winner, GAME_NO_CARD, GAME_NO_CARD, reason);
}

gboolean
gruff_check_end (GruffGame *g,
                 GruffEmit *e)
{
  gboolean lost[GRUFF_SEATS], no_gruffs[GRUFF_SEATS];

  if (g->phase == GRUFF_PHASE_OVER)
    return TRUE;
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      no_gruffs[s] = gruff_game_living (g, s) == 0;
      lost[s] = no_gruffs[s] || g->seats[s].life <= 0;
    }
  if (!lost[0] && !lost[1])
    return FALSE;
  if (lost[0] && lost[1])
    gruff_end (g, GAME_NO_SEAT, GRUFF_END_BOTH, e);
  else
    {
      guint loser = lost[0] ? 0 : 1;

      gruff_end (g, 1 - loser, no_gruffs[loser] ? GRUFF_END_GRUFFS : GRUFF_END_LIFE, e);
    }
  return TRUE;
}
