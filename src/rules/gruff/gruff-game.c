/* gruff-game.c: a game of Gruff: set-up, the turn's steps, the decisions and their checks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "drive-in-error.h"
#include "gruff-game-private.h"

void
gruff_params_init (GruffParams *params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  params->hand_limit = GRUFF_HAND_LIMIT;
  params->opening_hand = GRUFF_OPENING_HAND;
  params->turn_cap = 200;
}

/* ---- Queries ----------------------------------------------------------------------- */

const GruffCardDef *
gruff_game_def (const GruffGame *game,
                int              card)
{
  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, NULL);

  return gruff_def (game, card);
}

int
gruff_game_bonus (const GruffGame *game,
                  int              gruff,
                  GruffOpKind      kind)
{
  int total = 0;

  if (!gruff_alive (game, gruff))
    return 0;
  for (guint c = 0; c < game->n_cards; c++)
    if (game->cards[c].zone == GRUFF_ZONE_ATTACHED && game->cards[c].host == gruff)
      {
        const GruffScript *script = &gruff_def (game, c)->script;

        for (guint i = 0; i < script->n_ops; i++)
          if (script->ops[i].kind == kind)
            total += script->ops[i].amount;
      }
  return total;
}

int
gruff_game_stat (const GruffGame *game,
                 int              gruff,
                 GruffStat        stat)
{
  int value;

  g_return_val_if_fail (game != NULL && gruff >= 0 && gruff < game->n_cards, 0);

  value = game->cards[gruff].stats[stat];
  if (gruff_alive (game, gruff))
    for (guint c = 0; c < game->n_cards; c++)
      if (game->cards[c].zone == GRUFF_ZONE_ATTACHED && game->cards[c].host == gruff
          && gruff_def (game, c)->ability == GRUFF_ABILITY_CONDITION)
        {
          const GruffScript *script = &gruff_def (game, c)->script;

          for (guint i = 0; i < script->n_ops; i++)
            if (script->ops[i].kind == GRUFF_OP_MEAN + stat)
              value += script->ops[i].amount;
        }
  return MAX (value, 0);
}

gboolean
gruff_game_is_dead (const GruffGame *game,
                    int              gruff)
{
  return (game->cards[gruff].flags & GRUFF_FLAG_DEAD) != 0;
}

gboolean
gruff_game_is_exhausted (const GruffGame *game,
                         int              gruff)
{
  return (game->cards[gruff].flags & GRUFF_FLAG_EXHAUSTED) != 0;
}

int
gruff_game_at (const GruffGame *game,
               guint            seat,
               guint            pos)
{
  g_return_val_if_fail (game != NULL && seat < GRUFF_SEATS && pos < GRUFF_LINE, -1);

  return game->seats[seat].line[pos];
}

guint
gruff_game_living (const GruffGame *game,
                   guint            seat)
{
  guint n = 0;

  for (guint p = 0; p < GRUFF_LINE; p++)
    if (gruff_alive (game, game->seats[seat].line[p]))
      n++;
  return n;
}

guint
gruff_game_deciding_seat (const GruffGame *game)
{
  g_return_val_if_fail (game != NULL, GAME_NO_SEAT);

  return game->phase == GRUFF_PHASE_OVER ? GAME_NO_SEAT : game->active;
}

/* ---- The turn ---------------------------------------------------------------------- */

static gboolean
can_activate (const GruffGame *g,
              int              gruff)
{
  return gruff_alive (g, gruff) && !(g->cards[gruff].flags & GRUFF_FLAG_EXHAUSTED);
}

static void
refresh_living (GruffGame *g,
                guint      seat,
                GruffEmit *e)
{
  for (guint p = 0; p < GRUFF_LINE; p++)
    {
      int gruff = g->seats[seat].line[p];

      if (gruff_alive (g, gruff) && (g->cards[gruff].flags & GRUFF_FLAG_EXHAUSTED))
        {
          g->cards[gruff].flags &= ~GRUFF_FLAG_EXHAUSTED;
          gruff_emit (g, e, GRUFF_EV_REFRESH, seat, gruff, GAME_NO_CARD, 0);
        }
    }
}

static gboolean
none_to_activate (const GruffGame *g,
                  guint            seat)
{
  for (guint p = 0; p < GRUFF_LINE; p++)
    if (can_activate (g, g->seats[seat].line[p]))
      return FALSE;
  return TRUE;
}

/* Clean-up: the declared attack, then the seat's Conditions leave, then the refresh. */
static void
clean_up (GruffGame *g,
          guint      seat,
          GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];

  if (s->attacker >= 0)
    {
      if (gruff_alive (g, s->attacker))
        gruff_resolve_attack (g, seat, e);
      else
        gruff_emit (g, e, GRUFF_EV_CANCEL, seat, s->attacker, GAME_NO_CARD, s->attack_pos);
      s->attacker = -1;
      s->attack_pos = GRUFF_NO_POS;
      if (gruff_check_end (g, e))
        return;
    }
  for (guint c = 0; c < g->n_cards; c++)
    if (g->cards[c].zone == GRUFF_ZONE_ATTACHED && g->cards[c].controller == seat
        && gruff_def (g, c)->ability == GRUFF_ABILITY_CONDITION)
      {
        int host = g->cards[c].host;

        gruff_zone_add (g, c, GRUFF_ZONE_DISCARD);
        gruff_emit (g, e, GRUFF_EV_LEAVE, seat, c, host, 0);
      }
  /* A +Fat or +Defense Condition leaving can bare the damage its gruff took this turn. */
  gruff_check_deaths (g, e);
  if (gruff_check_end (g, e))
    return;
  if (none_to_activate (g, seat))
    refresh_living (g, seat, e);
}

/* Decides the game when the turn cap is reached: most living gruffs, then most Life. */
static void
decide_at_cap (GruffGame *g,
               GruffEmit *e)
{
  int score[GRUFF_SEATS];

  for (guint s = 0; s < GRUFF_SEATS; s++)
    score[s] = gruff_game_living (g, s) * 100 + MAX (g->seats[s].life, 0);
  gruff_end (g, score[0] == score[1] ? GAME_NO_SEAT : score[0] > score[1] ? 0 : 1,
             GRUFF_END_TURN_CAP, e);
}

static void
begin_turn (GruffGame *g,
            guint      seat,
            GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];

  if (g->params.turn_cap > 0 && g->turn >= g->params.turn_cap)
    {
      decide_at_cap (g, e);
      return;
    }
  g->active = seat;
  g->turn++;
  s->turns++;
  s->spent = 0;
  g->active_gruff = -1;
  /* 004's "turn" is one player's: the count runs over both seats, as the table's header shows. */
  gruff_emit (g, e, GRUFF_EV_TURN, seat, GAME_NO_CARD, GAME_NO_CARD, g->turn);
  if (s->turns > 1)
    {
      clean_up (g, seat, e);
      if (g->phase == GRUFF_PHASE_OVER)
        return;
    }
  if (!(seat == g->first && s->turns == 1))
    gruff_draw (g, seat, e);
  /* Effects can exhaust gruffs after the clean-up's refresh (reading in docs/gruff.md). */
  if (none_to_activate (g, seat))
    refresh_living (g, seat, e);
  g->phase = GRUFF_PHASE_ACTIVATE;
}

static void
finish_turn (GruffGame *g,
             GruffEmit *e)
{
  gboolean shed = FALSE;

  for (guint c = 0; c < g->n_cards; c++)
    if (g->cards[c].zone == GRUFF_ZONE_LINE && g->cards[c].damage > 0)
      {
        g->cards[c].damage = 0;
        shed = TRUE;
      }
  if (shed)
    gruff_emit (g, e, GRUFF_EV_SHED, g->active, GAME_NO_CARD, GAME_NO_CARD, 0);
  g->active_gruff = -1;
  g->seats[g->active].spent = 0;
  begin_turn (g, 1 - g->active, e);
}

/* After the tactical action: the hand limit, then the next turn. */
static void
end_turn (GruffGame *g,
          GruffEmit *e)
{
  if (gruff_check_end (g, e))
    return;
  if (g->seats[g->active].n_hand > g->params.hand_limit)
    {
      g->phase = GRUFF_PHASE_DISCARD;
      return;
    }
  finish_turn (g, e);
}

static void
deal_opening_hands (GruffGame *g,
                    GruffEmit *e)
{
  for (guint i = 0; i < GRUFF_SEATS; i++)
    {
      guint seat = (g->first + i) % GRUFF_SEATS;

      for (guint n = 0; n < g->params.opening_hand; n++)
        gruff_draw (g, seat, e);
    }
  g->turn = 0;
  begin_turn (g, g->first, e);
}

/* ---- Set-up -------------------------------------------------------------------------- */

gboolean
gruff_game_init (GruffGame         *game,
                 const GruffCardDb *db,
                 const GameSetup   *setup,
                 GameEventFunc      emit,
                 gpointer           user_data,
                 GError           **error)
{
  GruffEmit e = { emit, user_data };

  g_return_val_if_fail (game != NULL && db != NULL && setup != NULL, FALSE);

  if (setup->n_seats != GRUFF_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "Gruff is a duel: 2 players, not %u",
                   setup->n_seats);
      return FALSE;
    }
  memset (game, 0, sizeof *game);
  game->db = db;
  if (setup->params != NULL)
    memcpy (&game->params, setup->params, sizeof game->params);
  else
    gruff_params_init (&game->params);
  game->winner = GAME_NO_SEAT;
  game->active_gruff = -1;
  gruff_rng_seed (game, setup->seed);

  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      GruffSeat *s = &game->seats[seat];
      guint n_gruffs = 0, n_shepherds = 0;

      s->shepherd = -1;
      s->attacker = -1;
      s->attack_pos = GRUFF_NO_POS;
      for (guint p = 0; p < GRUFF_LINE; p++)
        s->line[p] = -1;
      for (guint i = 0; i < setup->deck_sizes[seat]; i++)
        {
          guint def_index = setup->decks[seat][i];
          const GruffCardDef *def;
          GruffCardState *c;
          int card = game->n_cards;

          if (def_index >= gruff_card_db_get_n_cards (db))
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "player %u: card %u is not in the card list", seat + 1, def_index);
              return FALSE;
            }
          def = gruff_card_db_get (db, def_index);
          if ((def->kind == GRUFF_KIND_SHEPHERD && ++n_shepherds > 1)
              || (def->kind == GRUFF_KIND_GRUFF && ++n_gruffs > GRUFF_LINE)
              || (def->kind == GRUFF_KIND_ABILITY && s->n_abilities >= GRUFF_MAX_DECK))
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "player %u brings too many %s cards (%s)", seat + 1,
                           def->kind == GRUFF_KIND_SHEPHERD ? "shepherd"
                           : def->kind == GRUFF_KIND_GRUFF ? "gruff" : "ability", def->id);
              return FALSE;
            }
          c = &game->cards[game->n_cards++];
          c->def = def_index;
          c->owner = seat;
          c->host = -1;
          c->controller = seat;
          if (def->kind == GRUFF_KIND_SHEPHERD)
            {
              c->zone = GRUFF_ZONE_SHEPHERD;
              c->known = (1u << GRUFF_SEATS) - 1;
              s->shepherd = card;
              s->life = def->life;
              s->crazy = MIN (def->crazy, GRUFF_CRAZY_MAX);
            }
          else if (def->kind == GRUFF_KIND_GRUFF)
            {
              c->zone = GRUFF_ZONE_LINE;
              c->pos = GRUFF_NO_POS;
              c->known = (1u << GRUFF_SEATS) - 1;
              for (guint st = 0; st < GRUFF_N_STATS; st++)
                c->stats[st] = CLAMP (def->stats[st], 0, GRUFF_STAT_MAX);
            }
          else
            {
              gruff_zone_add (game, card, GRUFF_ZONE_DECK);
              s->n_abilities++;
            }
        }
      if (n_shepherds != 1 || n_gruffs != GRUFF_LINE)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "player %u must bring one shepherd and %d gruffs (has %u and %u)",
                       seat + 1, GRUFF_LINE, n_shepherds, n_gruffs);
          return FALSE;
        }
    }
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    gruff_shuffle_deck (game, seat);
  game->first = gruff_rng_below (game, GRUFF_SEATS);
  game->active = game->first;
  game->phase = GRUFF_PHASE_ARRANGE;
  gruff_emit (game, &e, GRUFF_EV_FIRST, game->first, GAME_NO_CARD, GAME_NO_CARD, 0);
  return TRUE;
}

/* ---- Decisions --------------------------------------------------------------------- */

static guint
placed (const GruffGame *g,
        guint            seat)
{
  guint n = 0;

  while (n < GRUFF_LINE && g->seats[seat].line[n] >= 0)
    n++;
  return n;
}

static void
add_action (GameAction *out,
            guint       max,
            guint      *n,
            GameAction  a)
{
  if (*n < max)
    out[*n] = a;
  (*n)++;
}

static GameAction
blank (guint kind,
       guint seat)
{
  GameAction a = { 0 };

  a.kind = kind;
  a.seat = seat;
  a.card = GAME_NO_CARD;
  a.target = GAME_NO_CARD;
  a.target_seat = GAME_NO_SEAT;
  return a;
}

/* Every target of an ability card for the seat, with each side a swap can go to. */
static void
play_targets (const GruffGame *g,
              guint            seat,
              int              card,
              GameAction      *out,
              guint            max,
              guint           *n)
{
  const GruffCardDef *def = gruff_def (g, card);
  GameAction a = blank (GRUFF_ACT_PLAY, seat);
  gboolean swap = gruff_script_find_op (&def->script, GRUFF_OP_SWAP, NULL);

  a.card = card;
  for (guint side = 0; side < GRUFF_SEATS; side++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      {
        a.target = g->seats[side].line[p];
        a.target_seat = GAME_NO_SEAT;
        for (guint mode = 0; mode < (swap ? 2u : 1u); mode++)
          {
            a.mode = mode;
            if (gruff_play_target_ok (g, &a))
              add_action (out, max, n, a);
          }
      }
  a.target = GAME_NO_CARD;
  a.mode = 0;
  for (guint side = 0; side < GRUFF_SEATS; side++)
    {
      a.target_seat = side;
      if (gruff_play_target_ok (g, &a))
        add_action (out, max, n, a);
    }
  a.target_seat = GAME_NO_SEAT;
  if (gruff_play_target_ok (g, &a))
    add_action (out, max, n, a);
}

static guint
main_actions (const GruffGame *g,
              GameAction      *out,
              guint            max)
{
  guint seat = g->active, n = 0;
  const GruffSeat *s = &g->seats[seat];
  int active = g->active_gruff;
  guint pos = g->cards[active].pos;
  GameAction a;

  for (guint i = 0; i < s->n_hand; i++)
    {
      const GruffCardDef *def = gruff_def (g, s->hand[i]);

      if (def->scripted && def->cost + s->spent <= s->crazy)
        play_targets (g, seat, s->hand[i], out, max, &n);
    }
  if (gruff_alive (g, active))
    {
      a = blank (GRUFF_ACT_ATTACK, seat);
      a.card = active;
      a.value = pos;
      add_action (out, max, &n, a);
      for (guint st = 0; st < GRUFF_N_STATS; st++)
        if (g->cards[active].stats[st] < GRUFF_STAT_MAX)
          {
            a = blank (GRUFF_ACT_GROW, seat);
            a.card = active;
            a.mode = st;
            add_action (out, max, &n, a);
          }
      for (int d = -1; d <= 1; d += 2)
        if ((int) pos + d >= 0 && pos + d < GRUFF_LINE)
          {
            a = blank (GRUFF_ACT_MOVE, seat);
            a.card = active;
            a.target = s->line[pos + d];
            a.value = pos + d;
            add_action (out, max, &n, a);
          }
      for (guint p = 0; p < GRUFF_LINE; p++)
        if (gruff_game_is_dead (g, s->line[p]))
          {
            a = blank (GRUFF_ACT_RESURRECT, seat);
            a.card = active;
            a.target = s->line[p];
            add_action (out, max, &n, a);
          }
    }
  else
    add_action (out, max, &n, blank (GRUFF_ACT_END, seat));
  return n;
}

guint
gruff_game_legal_actions (const GruffGame *game,
                          GameAction      *out,
                          guint            max_actions)
{
  guint seat, n = 0;
  const GruffSeat *s;
  GameAction a;

  g_return_val_if_fail (game != NULL, 0);

  seat = game->active;
  s = &game->seats[seat];
  switch (game->phase)
    {
    case GRUFF_PHASE_ARRANGE:
      for (guint c = 0; c < game->n_cards; c++)
        if (game->cards[c].owner == seat && game->cards[c].zone == GRUFF_ZONE_LINE
            && game->cards[c].pos == GRUFF_NO_POS)
          {
            a = blank (GRUFF_ACT_ARRANGE, seat);
            a.card = c;
            a.value = placed (game, seat);
            add_action (out, max_actions, &n, a);
          }
      break;
    case GRUFF_PHASE_ACTIVATE:
      for (guint p = 0; p < GRUFF_LINE; p++)
        if (can_activate (game, s->line[p]))
          {
            a = blank (GRUFF_ACT_ACTIVATE, seat);
            a.card = s->line[p];
            add_action (out, max_actions, &n, a);
          }
      break;
    case GRUFF_PHASE_MAIN:
      n = main_actions (game, out, max_actions);
      break;
    case GRUFF_PHASE_DISCARD:
      for (guint i = 0; i < s->n_hand; i++)
        {
          a = blank (GRUFF_ACT_DISCARD, seat);
          a.card = s->hand[i];
          add_action (out, max_actions, &n, a);
        }
      break;
    default:
      break;
    }
  return MIN (n, max_actions);
}

gboolean
gruff_game_is_legal (const GruffGame  *game,
                     const GameAction *action)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = gruff_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == action->kind && actions[i].seat == action->seat
        && actions[i].card == action->card && actions[i].target == action->target
        && actions[i].target_seat == action->target_seat && actions[i].mode == action->mode
        && actions[i].value == action->value)
      return TRUE;
  return FALSE;
}

/* ---- Applying ------------------------------------------------------------------------ */

static void
arrange (GruffGame        *g,
         const GameAction *a,
         GruffEmit        *e)
{
  GruffSeat *s = &g->seats[a->seat];
  guint pos = placed (g, a->seat);

  s->line[pos] = a->card;
  g->cards[a->card].pos = pos;
  gruff_emit (g, e, GRUFF_EV_ARRANGE, a->seat, a->card, GAME_NO_CARD, pos);
  if (pos + 2 == GRUFF_LINE)
    for (guint c = 0; c < g->n_cards; c++)
      if (g->cards[c].owner == a->seat && g->cards[c].zone == GRUFF_ZONE_LINE
          && g->cards[c].pos == GRUFF_NO_POS)
        {
          s->line[pos + 1] = c;
          g->cards[c].pos = pos + 1;
          gruff_emit (g, e, GRUFF_EV_ARRANGE, a->seat, c, GAME_NO_CARD, pos + 1);
        }
  if (placed (g, a->seat) < GRUFF_LINE)
    return;
  if (a->seat == g->first)
    g->active = 1 - g->first;
  else
    deal_opening_hands (g, e);
}

static void
activate (GruffGame *g,
          int        gruff,
          GruffEmit *e)
{
  guint seat = g->cards[gruff].owner;

  g->cards[gruff].flags |= GRUFF_FLAG_EXHAUSTED;
  g->active_gruff = gruff;
  gruff_emit (g, e, GRUFF_EV_ACTIVATE, seat, gruff, GAME_NO_CARD, g->cards[gruff].pos);
  /* The ability first: Weird it gains counts before Weird is added to Crazy. */
  gruff_trigger (g, gruff, GRUFF_ON_ACTIVATE, -1, e);
  if (gruff_check_end (g, e))
    return;
  if (gruff_alive (g, gruff))
    gruff_change_crazy (g, seat, gruff_game_stat (g, gruff, GRUFF_STAT_WEIRD), e);
  g->phase = GRUFF_PHASE_MAIN;
}

static void
play (GruffGame        *g,
      const GameAction *a,
      GruffEmit        *e)
{
  const GruffCardDef *def = gruff_def (g, a->card);
  GruffSeat *s = &g->seats[a->seat];

  gruff_zone_remove (g, a->card);
  g->cards[a->card].known = (1u << GRUFF_SEATS) - 1;
  g->cards[a->card].zone = GRUFF_ZONE_DISCARD; /* in transit: no list until it lands */
  s->spent += def->cost;
  {
    GameEvent ev = { 0 };

    ev.kind = GRUFF_EV_PLAY;
    ev.seat = a->seat;
    ev.card = a->card;
    ev.target = a->target;
    ev.target_seat = a->target_seat;
    ev.value = def->cost;
    if (e->emit != NULL)
      e->emit (g, &ev, e->user_data);
  }
  if (def->ability == GRUFF_ABILITY_ACTION)
    {
      gruff_zone_add (g, a->card, GRUFF_ZONE_DISCARD);
      gruff_play_effect (g, a, e);
      return;
    }
  {
    GameAction resolved = *a;

    if (def->script.to == GRUFF_TO_ACTIVE)
      resolved.target = g->active_gruff;
    g->cards[a->card].zone = GRUFF_ZONE_ATTACHED;
    g->cards[a->card].host = resolved.target;
    g->cards[a->card].controller = a->seat;
    g->cards[a->card].pos = 0;
    gruff_play_effect (g, &resolved, e);
  }
}

static void
tactical (GruffGame        *g,
          const GameAction *a,
          GruffEmit        *e)
{
  GruffSeat *s = &g->seats[a->seat];
  int active = g->active_gruff;

  switch (a->kind)
    {
    case GRUFF_ACT_ATTACK:
      s->attacker = active;
      s->attack_pos = g->cards[active].pos;
      gruff_emit (g, e, GRUFF_EV_DECLARE, a->seat, active, GAME_NO_CARD, s->attack_pos);
      gruff_trigger (g, active, GRUFF_ON_DECLARE, -1, e);
      break;
    case GRUFF_ACT_GROW:
      gruff_change_stat (g, active, a->mode, 1, NULL);
      gruff_emit_stat (g, e, GRUFF_EV_GROW, active, a->mode, g->cards[active].stats[a->mode]);
      gruff_trigger (g, active, GRUFF_ON_GROW, -1, e);
      break;
    case GRUFF_ACT_MOVE:
      gruff_swap (g, active, a->target, e);
      break;
    case GRUFF_ACT_RESURRECT:
      gruff_raise (g, a->target, e);
      break;
    default:
      break;
    }
  end_turn (g, e);
}

static void
apply_checked (GruffGame        *g,
               const GameAction *a,
               GruffEmit        *e)
{
  g->n_actions++;
  switch (a->kind)
    {
    case GRUFF_ACT_ARRANGE:
      arrange (g, a, e);
      break;
    case GRUFF_ACT_ACTIVATE:
      activate (g, a->card, e);
      break;
    case GRUFF_ACT_PLAY:
      play (g, a, e);
      gruff_check_end (g, e);
      break;
    case GRUFF_ACT_DISCARD:
      gruff_discard_from_hand (g, a->card, e);
      if (g->seats[g->active].n_hand <= g->params.hand_limit)
        finish_turn (g, e);
      break;
    default:
      tactical (g, a, e);
      break;
    }
#ifdef DRIVE_IN_CHECK_INVARIANTS
  {
    g_autofree char *message = NULL;

    if (!gruff_game_check_invariants (g, &message))
      g_error ("Gruff invariant broken after %s: %s", gruff_act_name (a->kind), message);
  }
#endif
}

gboolean
gruff_game_apply (GruffGame        *game,
                  const GameAction *action,
                  GameEventFunc     emit,
                  gpointer          user_data,
                  GError          **error)
{
  GruffEmit e = { emit, user_data };

  g_return_val_if_fail (game != NULL && action != NULL, FALSE);

  if (game->phase == GRUFF_PHASE_OVER)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The game is over");
      return FALSE;
    }
  if (!gruff_game_is_legal (game, action))
    {
      g_autofree char *text = gruff_action_to_string (action);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "Illegal action “%s”", text);
      return FALSE;
    }
  apply_checked (game, action, &e);
  return TRUE;
}

void
gruff_game_apply_legal (GruffGame        *game,
                        const GameAction *action,
                        GameEventFunc     emit,
                        gpointer          user_data)
{
  GruffEmit e = { emit, user_data };

  g_return_if_fail (game != NULL && action != NULL);

  apply_checked (game, action, &e);
}

/* ---- Invariants ---------------------------------------------------------------------- */

#define FAIL(...) G_STMT_START { \
    if (message != NULL) *message = g_strdup_printf (__VA_ARGS__); \
    return FALSE; } G_STMT_END

gboolean
gruff_game_check_invariants (const GruffGame *g,
                             char           **message)
{
  guint8 seen[GRUFF_MAX_CARDS] = { 0 };

  g_return_val_if_fail (g != NULL, FALSE);

  if (g->n_cards > GRUFF_MAX_CARDS)
    FAIL ("%u cards", g->n_cards);
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      const GruffSeat *s = &g->seats[seat];
      const int8_t *lists[] = { s->deck, s->hand, s->discard };
      const guint counts[] = { s->n_deck, s->n_hand, s->n_discard };
      guint abilities = 0;

      for (guint z = 0; z < 3; z++)
        for (guint i = 0; i < counts[z]; i++)
          {
            int c = lists[z][i];

            if (c < 0 || c >= g->n_cards || seen[c]++)
              FAIL ("seat %u: card %d listed twice or out of range", seat + 1, c);
            if (g->cards[c].zone != z || g->cards[c].pos != i || g->cards[c].owner != seat)
              FAIL ("seat %u: card %d sits in list %u at %u but says zone %u pos %u", seat + 1,
                    c, z, i, g->cards[c].zone, g->cards[c].pos);
          }
      for (guint c = 0; c < g->n_cards; c++)
        if (g->cards[c].owner == seat && gruff_def (g, c)->kind == GRUFF_KIND_ABILITY)
          {
            abilities++;
            if (g->cards[c].zone == GRUFF_ZONE_ATTACHED)
              {
                int host = g->cards[c].host;

                if (host < 0 || host >= g->n_cards || g->cards[host].zone != GRUFF_ZONE_LINE)
                  FAIL ("card %u is attached to %d, not a gruff", c, host);
                if (gruff_def (g, c)->ability == GRUFF_ABILITY_ACTION)
                  FAIL ("action %u stays in play", c);
              }
            else if (g->cards[c].zone > GRUFF_ZONE_DISCARD)
              FAIL ("ability card %u in zone %u", c, g->cards[c].zone);
            else if (!seen[c])
              FAIL ("card %u is in no list", c);
          }
      if (abilities != s->n_abilities)
        FAIL ("seat %u: %u ability cards accounted for, brought %u", seat + 1, abilities,
              s->n_abilities);
      if (s->life > gruff_def (g, s->shepherd)->life || s->life < 0)
        FAIL ("seat %u: Life %d out of 0..%u", seat + 1, s->life,
              gruff_def (g, s->shepherd)->life);
      if (s->crazy > GRUFF_CRAZY_MAX || s->spent > s->crazy)
        FAIL ("seat %u: Crazy %u, %u spent", seat + 1, s->crazy, s->spent);
      if (s->attacker >= 0)
        {
          if (g->cards[s->attacker].owner != seat || g->cards[s->attacker].zone != GRUFF_ZONE_LINE
              || s->attack_pos >= GRUFF_LINE)
            FAIL ("seat %u: a declared attack by %d on %u", seat + 1, s->attacker,
                  s->attack_pos);
          if (g->active == seat
              && (g->phase == GRUFF_PHASE_ACTIVATE || g->phase == GRUFF_PHASE_MAIN))
            FAIL ("seat %u: its declared attack outlived its clean-up", seat + 1);
        }
      if (g->phase != GRUFF_PHASE_ARRANGE)
        for (guint p = 0; p < GRUFF_LINE; p++)
          {
            int gruff = s->line[p];

            if (gruff < 0 || g->cards[gruff].owner != seat || g->cards[gruff].pos != p
                || gruff_def (g, gruff)->kind != GRUFF_KIND_GRUFF)
              FAIL ("seat %u: position %u holds %d", seat + 1, p, gruff);
          }
    }
  for (guint c = 0; c < g->n_cards; c++)
    {
      const GruffCardState *card = &g->cards[c];

      if (gruff_def (g, c)->kind != GRUFF_KIND_GRUFF)
        continue;
      for (guint st = 0; st < GRUFF_N_STATS; st++)
        if (card->stats[st] < 0 || card->stats[st] > GRUFF_STAT_MAX)
          FAIL ("gruff %u: %s %d out of 0..%d", c, gruff_stat_name (st), card->stats[st],
                GRUFF_STAT_MAX);
      if ((card->flags & GRUFF_FLAG_DEAD) && (card->flags & GRUFF_FLAG_EXHAUSTED))
        FAIL ("gruff %u is both dead and exhausted", c);
      if ((card->flags & GRUFF_FLAG_DEAD) && card->damage > 0)
        FAIL ("dead gruff %u carries damage", c);
    }
  if (g->phase == GRUFF_PHASE_MAIN
      && (g->active_gruff < 0 || g->cards[g->active_gruff].owner != g->active))
    FAIL ("the active gruff %d is not a gruff of the active seat", g->active_gruff);
  if (g->phase == GRUFF_PHASE_OVER && g->end_reason == GRUFF_END_NONE)
    FAIL ("over without a reason");
  return TRUE;
}
