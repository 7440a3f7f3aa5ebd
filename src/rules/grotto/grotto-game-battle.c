/* grotto-game-battle.c: the Grotto Beasts! battle phase: the opponent, attackers, defenders,
 * damage given one fighter at a time, scoring past the defenders, resting. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

static guint fighter_options (const GrottoGame *g, guint seat, gboolean attacking, int *out);
static void  finish_choosing (GrottoRun *r, gboolean attacking);

/* Damage that discards a fighter: its power, and at least one (a fighter of power 0 falls to
 * the first point; receiving no damage is not receiving damage equal to its power). */
static int
damage_needed (const GrottoGame *g,
               int               card)
{
  return MAX (grotto_power (g, card), 1);
}

static void
queue_card (GrottoRun *r,
            int        card,
            guint      trigger,
            int        ctx_card)
{
  const GrottoScript *script = grotto_script (r->g, card);
  guint seat = grotto_controller (r->g, card);

  if (script == NULL || !grotto_script_has_trigger (script, trigger))
    return;
  if (r->g->cards[card].flags & GROTTO_CARD_FACE_DOWN)
    return;
  for (guint a = 0; a < script->n_abilities; a++)
    if (script->abilities[a].trigger == trigger)
      grotto_queue (r, card, a, seat, ctx_card, seat, 0);
}

/* Effects of a fighter entering the battle: its own, the Grotto's under it, its Team's. */
static void
fighter_triggers (GrottoRun *r,
                  int        card,
                  gboolean   attacking)
{
  GrottoGame *g = r->g;
  int under = grotto_card_under (g, card);

  queue_card (r, card, attacking ? GROTTO_TRIG_ATTACK : GROTTO_TRIG_DEFEND, card);
  if (attacking && g->battle.n_attackers == 1)
    queue_card (r, card, GROTTO_TRIG_ATTACK_ALONE, card);
  queue_card (r, card, GROTTO_TRIG_FIGHT, card);
  if (under != GROTTO_NO_CARD)
    {
      queue_card (r, under, attacking ? GROTTO_TRIG_ABOVE_ATTACKS : GROTTO_TRIG_ABOVE_DEFENDS, card);
      queue_card (r, under, GROTTO_TRIG_ABOVE_FIGHTS, card);
    }
  if (grotto_card_db_has_trigger (g->db, GROTTO_TRIG_TEAM_FIGHTS)
      && grotto_def (g, card)->kind == GROTTO_KIND_BEAST && grotto_spot_is_team (g->cards[card].spot))
    {
      guint seat = grotto_controller (g, card);

      for (guint p = 0; p < GROTTO_N_SPOTS; p++)
        if (g->spots[seat][p] != GROTTO_NO_CARD)
          queue_card (r, g->spots[seat][p], GROTTO_TRIG_TEAM_FIGHTS, card);
    }
}

static void
enter_attackers (GrottoRun *r)
{
  GrottoGame *g = r->g;

  grotto_set_step (g, GROTTO_STEP_CHOOSE_ATTACKERS);
  grotto_emit (r, GROTTO_EV_BATTLE, g->battle.attacker, GROTTO_NO_CARD, GROTTO_NO_CARD,
               g->battle.defender);
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    if (g->spots[g->battle.attacker][p] != GROTTO_NO_CARD)
      queue_card (r, g->spots[g->battle.attacker][p], GROTTO_TRIG_CHOOSING_ATTACKERS,
                  GROTTO_NO_CARD);
}

static void
enter_defenders (GrottoRun *r)
{
  GrottoGame *g = r->g;

  grotto_set_step (g, GROTTO_STEP_CHOOSE_DEFENDERS);
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    if (g->spots[g->battle.defender][p] != GROTTO_NO_CARD)
      queue_card (r, g->spots[g->battle.defender][p], GROTTO_TRIG_CHOOSING_DEFENDERS,
                  GROTTO_NO_CARD);
}

static guint
n_opponents (const GrottoGame *g,
             guint             seat,
             guint            *out_last)
{
  guint n = 0;

  for (guint s = 0; s < g->n_seats; s++)
    if (grotto_is_opponent (g, seat, s))
      {
        n++;
        *out_last = s;
      }
  return n;
}

static gboolean
still_fighting (const GrottoGame *g,
                int               card,
                guint             flag)
{
  return g->cards[card].spot != GROTTO_NO_SPOT && (g->cards[card].flags & flag);
}

/* The fighters of one side that can still take damage that matters. */
static guint
damage_targets (const GrottoGame *g,
                guint             side,
                int              *out)
{
  guint seat = side == 0 ? g->battle.defender : g->battle.attacker;
  guint flag = side == 0 ? GROTTO_CARD_DEFENDING : GROTTO_CARD_ATTACKING;
  guint n = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];

      if (card == GROTTO_NO_CARD || !still_fighting (g, card, flag)
          || (g->cards[card].flags & GROTTO_CARD_DEFEATED)
          || g->cards[card].damage >= damage_needed (g, card))
        continue;
      out[n++] = card;
    }
  return n;
}

static void
give_damage (GrottoRun *r,
             int        card)
{
  GrottoGame *g = r->g;
  GrottoBattle *b = &g->battle;
  guint dealer = b->side == 0 ? b->attacker : b->defender;
  int need = damage_needed (g, card) - g->cards[card].damage;
  int amount = MIN (b->left, need);

  if (amount <= 0)
    return;
  b->left -= amount;
  g->cards[card].damage = MIN (g->cards[card].damage + amount, 255);
  g->cards[card].flags |= GROTTO_CARD_DAMAGED;
  grotto_emit (r, GROTTO_EV_DAMAGE, dealer, card, GROTTO_NO_CARD, amount);
  if (g->cards[card].damage < damage_needed (g, card))
    return;
  if (grotto_def (g, card)->kind == GROTTO_KIND_CHALLENGER)
    {
      const GrottoStatic *st = NULL;
      int draws = 1;

      /* 002: a defeated Challenger stays on its Team; its defeater draws a card. */
      g->cards[card].flags |= GROTTO_CARD_DEFEATED;
      grotto_emit (r, GROTTO_EV_DEFEATED, dealer, card, GROTTO_NO_CARD, 0);
      if (g->seats[dealer].challenger != GROTTO_NO_CARD)
        st = grotto_card_static (g, g->seats[dealer].challenger, GROTTO_STATIC_EXTRA_DEFEAT_DRAW);
      if (st != NULL)
        draws += st->n;
      for (int i = 0; i < draws; i++)
        grotto_draw (r, dealer);
      grotto_fire (r, GROTTO_TRIG_DEFEAT_CHALLENGER, card, dealer, 0);
      return;
    }
  grotto_discard_from_play (r, card);
}

/* The side that assigns now is done: the attacker's damage past every defender scores. */
static void
side_done (GrottoRun *r)
{
  GrottoGame *g = r->g;
  GrottoBattle *b = &g->battle;
  int targets[GROTTO_N_SPOTS];

  if (b->side == 0)
    {
      b->score = damage_targets (g, 0, targets) == 0 ? MAX (b->left, 0) : 0;
      b->side = 1;
      b->left = b->defense_total;
      return;
    }
  grotto_set_step (g, GROTTO_STEP_BATTLE_RESULT);
}

static void
assign_step (GrottoRun *r)
{
  GrottoGame *g = r->g;
  GrottoBattle *b = &g->battle;

  for (guint guard = 0; guard < 64; guard++)
    {
      int targets[GROTTO_N_SPOTS];
      guint n = damage_targets (g, b->side, targets);

      /* Nothing left to give, or nobody to give it to. Too little to discard anyone is still
       * given (a card asks whether an opponent dealt a fighter battle damage: card 88 of the
       * real list); to the only fighter left without a question. */
      if (b->left <= 0 || n == 0)
        {
          guint side = b->side;

          side_done (r);
          if (side == 1 || g->step != GROTTO_STEP_ASSIGN_DAMAGE)
            return;
          continue;
        }
      if (n == 1)
        {
          give_damage (r, targets[0]);
          if (g->n_pending > 0 || g->step == GROTTO_STEP_GAME_OVER)
            return;
          continue;
        }
      g->phase = GROTTO_PHASE_ASSIGN;
      g->deciding = b->side == 0 ? b->attacker : b->defender;
      return;
    }
}

static void
rest_fighters (GrottoRun *r)
{
  GrottoGame *g = r->g;
  guint seats[2] = { g->battle.attacker, g->battle.defender };

  for (guint i = 0; i < 2; i++)
    for (guint p = 0; p < GROTTO_N_SPOTS; p++)
      {
        int card = g->spots[seats[i]][p];

        if (card == GROTTO_NO_CARD
            || !(g->cards[card].flags & (GROTTO_CARD_ATTACKING | GROTTO_CARD_DEFENDING)))
          continue;
        if (grotto_has_grant (g, card, GROTTO_GRANT_NO_REST))
          continue;
        grotto_rest (r, card);
      }
}

static void
end_battle (GrottoRun *r)
{
  GrottoGame *g = r->g;
  gboolean discard_attackers = grotto_seat_has_grant (g, g->battle.attacker,
                                                      GROTTO_GRANT_DISCARD_ATTACKERS);

  for (guint s = 0; s < g->n_seats; s++)
    for (guint p = 0; p < GROTTO_N_SPOTS; p++)
      {
        int card = g->spots[s][p];

        if (card == GROTTO_NO_CARD)
          continue;
        if (grotto_has_grant (g, card, GROTTO_GRANT_DISCARD_END_BATTLE)
            || (discard_attackers && s == g->battle.attacker
                && (g->cards[card].flags & GROTTO_CARD_ATTACKING)
                && grotto_def (g, card)->kind == GROTTO_KIND_BEAST))
          grotto_discard_from_play (r, card);
      }
  for (guint c = 0; c < g->n_cards; c++)
    {
      g->cards[c].flags &= ~(GROTTO_CARD_ATTACKING | GROTTO_CARD_DEFENDING | GROTTO_CARD_DEFEATED);
      g->cards[c].damage = 0;
    }
  grotto_expire_marks (g, GROTTO_UNTIL_END_OF_BATTLE, GROTTO_NO_SEAT);
  memset (&g->battle, 0, sizeof g->battle);
  grotto_set_step (g, GROTTO_STEP_ACTION_2);
}

void
grotto_battle_step (GrottoRun *r)
{
  GrottoGame *g = r->g;
  GrottoBattle *b = &g->battle;

  switch (g->step)
    {
    case GROTTO_STEP_START_OF_BATTLE:
      if (g->step_fired)
        {
          grotto_set_step (g, GROTTO_STEP_CHOOSE_OPPONENT);
          return;
        }
      g->step_fired = 1;
      memset (b, 0, sizeof *b);
      b->active = 1;
      b->attacker = g->active;
      b->defender = GROTTO_NO_SEAT;
      grotto_emit (r, GROTTO_EV_STEP, g->active, GROTTO_NO_CARD, GROTTO_NO_CARD, g->step);
      grotto_fire (r, GROTTO_TRIG_START_BATTLE, GROTTO_NO_CARD, g->active, 0);
      return;
    case GROTTO_STEP_CHOOSE_OPPONENT:
      {
        guint last = GROTTO_NO_SEAT;

        if (n_opponents (g, b->attacker, &last) == 1)
          {
            b->defender = last;
            enter_attackers (r);
            return;
          }
        g->phase = GROTTO_PHASE_OPPONENT;
        g->deciding = b->attacker;
        return;
      }
    case GROTTO_STEP_CHOOSE_ATTACKERS:
    case GROTTO_STEP_CHOOSE_DEFENDERS:
      {
        gboolean attacking = g->step == GROTTO_STEP_CHOOSE_ATTACKERS;
        int options[GROTTO_N_SPOTS];

        /* Nobody left to choose: the choice is over. */
        if (fighter_options (g, attacking ? b->attacker : b->defender, attacking, options) == 0)
          {
            finish_choosing (r, attacking);
            return;
          }
        g->phase = attacking ? GROTTO_PHASE_ATTACKERS : GROTTO_PHASE_DEFENDERS;
        g->deciding = attacking ? b->attacker : b->defender;
        return;
      }
    case GROTTO_STEP_ATTACKED:
      if (b->n_attackers == 0)
        {
          int options[GROTTO_N_SPOTS];

          /* 002 lets a Team whose Beasts cannot attack (Sad, resting) enter the battle: it
           * ends with nothing fought, which is said, as every battle's outcome is. */
          grotto_emit (r, GROTTO_EV_NO_ATTACK, b->attacker, GROTTO_NO_CARD, GROTTO_NO_CARD,
                       fighter_options (g, b->attacker, TRUE, options) == 0);
          grotto_set_step (g, GROTTO_STEP_BATTLE_RESULT);
          return;
        }
      enter_defenders (r);
      return;
    case GROTTO_STEP_DEFENDED:
      b->attack_total = b->defense_total = 0;
      for (guint p = 0; p < GROTTO_N_SPOTS; p++)
        {
          int a = g->spots[b->attacker][p], d = g->spots[b->defender][p];

          if (a != GROTTO_NO_CARD && (g->cards[a].flags & GROTTO_CARD_ATTACKING))
            b->attack_total += grotto_power (g, a);
          if (d != GROTTO_NO_CARD && (g->cards[d].flags & GROTTO_CARD_DEFENDING))
            b->defense_total += grotto_power (g, d);
        }
      b->side = 0;
      b->left = b->attack_total;
      grotto_set_step (g, GROTTO_STEP_ASSIGN_DAMAGE);
      return;
    case GROTTO_STEP_ASSIGN_DAMAGE:
      assign_step (r);
      return;
    case GROTTO_STEP_BATTLE_RESULT:
      if (b->score > 0)
        grotto_score_top (r, b->attacker, b->score);
      b->score = 0;
      rest_fighters (r);
      grotto_set_step (g, GROTTO_STEP_END_OF_BATTLE);
      return;
    case GROTTO_STEP_END_OF_BATTLE:
      if (!g->step_fired)
        {
          g->step_fired = 1;
          grotto_emit (r, GROTTO_EV_STEP, g->active, GROTTO_NO_CARD, GROTTO_NO_CARD, g->step);
          grotto_fire (r, GROTTO_TRIG_END_BATTLE, GROTTO_NO_CARD, g->active, 0);
          return;
        }
      end_battle (r);
      return;
    default:
      g_assert_not_reached ();
    }
}

/* ---- Decisions ----------------------------------------------------------------------- */

#define ADD(...) G_STMT_START { if (n < max) { out[n] = (GameAction) __VA_ARGS__; n++; } } G_STMT_END

static guint
count_flag (const GrottoGame *g,
            guint             seat,
            guint             flag)
{
  guint n = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    if (g->spots[seat][p] != GROTTO_NO_CARD && (g->cards[g->spots[seat][p]].flags & flag))
      n++;
  return n;
}

/* "Cannot attack or defend alone": such a fighter may join only if another can join too, and
 * the choice may not end with it alone. */
static gboolean
lonely (const GrottoGame *g,
        int               card)
{
  return grotto_card_static (g, card, GROTTO_STATIC_NOT_ALONE) != NULL;
}

static guint
fighter_options (const GrottoGame *g,
                 guint             seat,
                 gboolean          attacking,
                 int              *out)
{
  guint flag = attacking ? GROTTO_CARD_ATTACKING : GROTTO_CARD_DEFENDING;
  guint n = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];

      if (card == GROTTO_NO_CARD || (g->cards[card].flags & flag))
        continue;
      if (attacking ? grotto_can_attack (g, card) : grotto_can_defend (g, card))
        out[n++] = card;
    }
  return n;
}

static gboolean
done_allowed (const GrottoGame *g,
              guint             seat,
              gboolean          attacking)
{
  guint flag = attacking ? GROTTO_CARD_ATTACKING : GROTTO_CARD_DEFENDING;
  guint chosen = count_flag (g, seat, flag);

  if (chosen == 1)
    for (guint p = 0; p < GROTTO_N_SPOTS; p++)
      {
        int card = g->spots[seat][p];

        if (card != GROTTO_NO_CARD && (g->cards[card].flags & flag) && lonely (g, card))
          return FALSE;
      }
  if (!attacking)
    {
      int options[GROTTO_N_SPOTS];
      guint n = fighter_options (g, seat, FALSE, options);

      for (guint i = 0; i < n; i++)
        if (grotto_has_grant (g, options[i], GROTTO_GRANT_MUST_DEFEND)
            && !(chosen >= 1 && grotto_seat_has_grant (g, seat, GROTTO_GRANT_ONE_DEFENDER)))
          return FALSE;
    }
  return TRUE;
}

guint
grotto_battle_actions (const GrottoGame *g,
                       GameAction       *out,
                       guint             max)
{
  const GrottoBattle *b = &g->battle;
  guint n = 0;
  GameAction a;

  switch (g->phase)
    {
    case GROTTO_PHASE_OPPONENT:
      for (guint s = 0; s < g->n_seats; s++)
        if (grotto_is_opponent (g, b->attacker, s))
          {
            grotto_action_init (&a, GROTTO_ACT_OPPONENT, b->attacker);
            a.target_seat = s;
            ADD (a);
          }
      return n;
    case GROTTO_PHASE_ATTACKERS:
    case GROTTO_PHASE_DEFENDERS:
      {
        gboolean attacking = g->phase == GROTTO_PHASE_ATTACKERS;
        guint seat = attacking ? b->attacker : b->defender;
        guint flag = attacking ? GROTTO_CARD_ATTACKING : GROTTO_CARD_DEFENDING;
        int options[GROTTO_N_SPOTS];
        guint n_options = fighter_options (g, seat, attacking, options);
        guint chosen = count_flag (g, seat, flag);
        gboolean capped = !attacking && chosen >= 1
                          && grotto_seat_has_grant (g, seat, GROTTO_GRANT_ONE_DEFENDER);

        for (guint i = 0; i < n_options && !capped; i++)
          {
            if (lonely (g, options[i]) && chosen == 0 && n_options < 2)
              continue;
            grotto_action_init (&a, attacking ? GROTTO_ACT_ATTACKER : GROTTO_ACT_DEFENDER, seat);
            a.card = options[i];
            ADD (a);
          }
        if (done_allowed (g, seat, attacking) || n == 0)
          {
            grotto_action_init (&a, GROTTO_ACT_DONE, seat);
            ADD (a);
          }
        return n;
      }
    case GROTTO_PHASE_ASSIGN:
      {
        int targets[GROTTO_N_SPOTS];
        guint n_targets = damage_targets (g, b->side, targets);

        for (guint i = 0; i < n_targets; i++)
          {
            grotto_action_init (&a, GROTTO_ACT_ASSIGN, g->deciding);
            a.target = targets[i];
            ADD (a);
          }
        return n;
      }
    default:
      return 0;
    }
}

#undef ADD

/* The attackers (or defenders) are chosen: their effects are set off. */
static void
finish_choosing (GrottoRun *r,
                 gboolean   attacking)
{
  GrottoGame *g = r->g;
  GrottoBattle *b = &g->battle;
  guint seat = attacking ? b->attacker : b->defender;
  guint flag = attacking ? GROTTO_CARD_ATTACKING : GROTTO_CARD_DEFENDING;

  grotto_set_step (g, attacking ? GROTTO_STEP_ATTACKED : GROTTO_STEP_DEFENDED);
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];

      if (card != GROTTO_NO_CARD && (g->cards[card].flags & flag))
        fighter_triggers (r, card, attacking);
    }
}

gboolean
grotto_battle_apply (GrottoRun        *r,
                     const GameAction *action)
{
  GrottoGame *g = r->g;
  GrottoBattle *b = &g->battle;

  switch (action->kind)
    {
    case GROTTO_ACT_OPPONENT:
      b->defender = action->target_seat;
      enter_attackers (r);
      return TRUE;
    case GROTTO_ACT_ATTACKER:
      g->cards[action->card].flags |= GROTTO_CARD_ATTACKING | GROTTO_CARD_ATTACKED;
      b->n_attackers++;
      grotto_emit (r, GROTTO_EV_ATTACKER, action->seat, action->card, GROTTO_NO_CARD, 0);
      return TRUE;
    case GROTTO_ACT_DEFENDER:
      g->cards[action->card].flags |= GROTTO_CARD_DEFENDING;
      b->n_defenders++;
      grotto_emit (r, GROTTO_EV_DEFENDER, action->seat, action->card, GROTTO_NO_CARD, 0);
      return TRUE;
    case GROTTO_ACT_DONE:
      finish_choosing (r, g->step == GROTTO_STEP_CHOOSE_ATTACKERS);
      return TRUE;
    case GROTTO_ACT_ASSIGN:
      give_damage (r, action->target);
      return TRUE;
    default:
      return FALSE;
    }
}
