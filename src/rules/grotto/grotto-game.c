/* grotto-game.c: Grotto Beasts! set-up, the decision loop, legal actions and apply. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "grotto-game-private.h"

static const char *const variant_ids[GROTTO_N_VARIANTS] = {
  [GROTTO_VARIANT_CLASSIC] = "classic",
  [GROTTO_VARIANT_RUMBLE] = "rumble",
  [GROTTO_VARIANT_JERMA_RUMBLE] = "jerma-rumble",
};

void
grotto_params_init (GrottoParams  *params,
                    GrottoVariant  variant)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  params->variant = variant < GROTTO_N_VARIANTS ? variant : GROTTO_VARIANT_CLASSIC;
  params->goal = 10;
  params->hand_size = 6;
  params->opening_hand = 6;
  params->depletion_score = 2;
  params->turn_cap = 400;
  params->action_cap = 30000;
}

const char *
grotto_variant_to_string (GrottoVariant variant)
{
  return variant < GROTTO_N_VARIANTS ? variant_ids[variant] : "classic";
}

gboolean
grotto_variant_from_string (const char    *text,
                            GrottoVariant *out)
{
  for (guint i = 0; i < GROTTO_N_VARIANTS; i++)
    if (g_strcmp0 (text, variant_ids[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
uses_challengers (const GrottoGame *g)
{
  return g->params.variant != GROTTO_VARIANT_CLASSIC;
}

/* ---- Set-up ---------------------------------------------------------------------------- */

static void
deal (GrottoRun *r)
{
  GrottoGame *g = r->g;

  for (guint i = 0; i < g->n_seats; i++)
    {
      guint seat = (g->first_seat + i) % g->n_seats;
      int challenger = g->seats[seat].challenger;
      const GrottoStatic *st;

      /* Challengers that act during the set-up: cards set aside under them, a searched hand. */
      st = challenger != GROTTO_NO_CARD
           ? grotto_card_static (g, challenger, GROTTO_STATIC_SETUP_ATTACH) : NULL;
      for (int k = 0; st != NULL && k < st->n; k++)
        {
          guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat);
          guint n = grotto_zone_size (g, deck);

          if (n <= 1)
            break;
          grotto_attach (r, grotto_zone_at (g, deck, grotto_rng_below (g, n)), challenger, FALSE);
        }
      st = challenger != GROTTO_NO_CARD
           ? grotto_card_static (g, challenger, GROTTO_STATIC_SETUP_SEARCH) : NULL;
      if (st != NULL)
        {
          const GrottoScript *script = grotto_script (g, challenger);

          for (guint a = 0; a < script->n_abilities; a++)
            if (script->abilities[a].trigger == GROTTO_TRIG_SUMMON)
              grotto_queue (r, challenger, a, seat, GROTTO_NO_CARD, seat, 0);
          continue;
        }
      for (guint k = 0; k < g->params.opening_hand; k++)
        grotto_draw (r, seat);
    }
  g->mulligan_seat = g->first_seat;
  grotto_set_step (g, GROTTO_STEP_MULLIGAN);
}

/* 002 set-up step 3: rock-paper-scissors among every seat until one is left: a throw where
 * exactly two shapes show keeps the seats that threw the winning one. A die stands in for
 * the hands (1-2 rock, 3-4 paper, 5-6 scissors): the state's random stream. */
static guint
throw_for_first (GrottoRun *r)
{
  GrottoGame *g = r->g;
  guint in = (1u << g->n_seats) - 1;

  for (guint round = 0; round < 200; round++)
    {
      guint shapes[GROTTO_MAX_SEATS];
      guint seen = 0, beats, n_in = 0, last = 0;

      for (guint s = 0; s < g->n_seats; s++)
        if ((in >> s) & 1)
          {
            shapes[s] = grotto_rng_below (g, 3);
            seen |= 1u << shapes[s];
            grotto_emit (r, GROTTO_EV_RPS, s, GROTTO_NO_CARD, GROTTO_NO_CARD, shapes[s]);
          }
      if (seen != 3 && seen != 5 && seen != 6)
        continue;
      /* Rock 0 beats scissors 2, paper 1 beats rock 0, scissors 2 beats paper 1. */
      beats = seen == 3 ? 1 : seen == 5 ? 0 : 2;
      for (guint s = 0; s < g->n_seats; s++)
        if (((in >> s) & 1) && shapes[s] != beats)
          in &= ~(1u << s);
      for (guint s = 0; s < g->n_seats; s++)
        if ((in >> s) & 1)
          {
            n_in++;
            last = s;
          }
      if (n_in == 1)
        return last;
    }
  return 0;
}

static void
set_first (GrottoRun *r,
           guint      seat)
{
  r->g->first_seat = seat;
  grotto_emit (r, GROTTO_EV_FIRST, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, 0);
  deal (r);
}

gboolean
grotto_game_init (GrottoGame         *game,
                  const GrottoCardDb *db,
                  const GameSetup    *setup,
                  GrottoEventFunc     emit,
                  gpointer            user_data,
                  GError            **error)
{
  GrottoGame *g = game;
  GrottoRun run = { game, emit, user_data, 0, FALSE };
  uint64_t seed;
  guint total = 0;

  g_return_val_if_fail (game != NULL && db != NULL && setup != NULL, FALSE);

  memset (g, 0, sizeof *g);
  g->db = db;
  if (setup->params != NULL)
    memcpy (&g->params, setup->params, sizeof g->params);
  else
    grotto_params_init (&g->params, GROTTO_VARIANT_CLASSIC);

  if (setup->n_seats < 2 || setup->n_seats > GROTTO_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Grotto Beasts! is played by 2 to %d players, not %u"), GROTTO_MAX_SEATS,
                   setup->n_seats);
      return FALSE;
    }
  if (g->params.variant >= GROTTO_N_VARIANTS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("Unknown Grotto Beasts! variant %u"),
                   g->params.variant);
      return FALSE;
    }
  if (g->params.variant != GROTTO_VARIANT_JERMA_RUMBLE && setup->n_seats != 2)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           g->params.variant == GROTTO_VARIANT_CLASSIC
                           ? _("The Classic Game is played by two players; three or more play "
                               "the Jerma Rumble")
                           : _("The Rumble is played by two players; three or more play the "
                               "Jerma Rumble"));
      return FALSE;
    }
  if (g->params.variant == GROTTO_VARIANT_JERMA_RUMBLE && setup->n_seats < 3)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           _("The Jerma Rumble is played by three or more players"));
      return FALSE;
    }
  if (g->params.hand_size == 0 || g->params.goal == 0)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           _("The hand size and the goal must be at least 1"));
      return FALSE;
    }
  for (guint s = 0; s < setup->n_seats; s++)
    total += setup->deck_sizes[s];
  if (total > GROTTO_MAX_CARDS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("The decks hold %u cards together; at most %d fit in a game"), total,
                   GROTTO_MAX_CARDS);
      return FALSE;
    }

  g->n_seats = setup->n_seats;
  g->previous_loser = setup->previous_loser < setup->n_seats ? setup->previous_loser
                                                             : GROTTO_NO_SEAT;
  seed = setup->seed;
  g->rng[0] = game_splitmix64 (&seed);
  g->rng[1] = game_splitmix64 (&seed) | 1;
  memset (g->spots, 0xff, sizeof g->spots);
  g->summon.card = GROTTO_NO_CARD;

  /* Instances in deck-list order, every card in its seat's deck; the Challenger then goes to
   * the middle spot of its Team, face down. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      g->seats[s].challenger = GROTTO_NO_CARD;
      g->seats[s].goal = g->params.goal;
      for (guint i = 0; i < setup->deck_sizes[s]; i++)
        {
          guint def = setup->decks[s][i];
          GrottoCardState *c;

          if (def >= grotto_card_db_get_n_cards (db))
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           _("Player %u's deck names a card the game does not know"), s + 1);
              return FALSE;
            }
          c = &g->cards[g->n_cards];
          c->def = def;
          c->owner = s;
          c->zone = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, s);
          c->spot = GROTTO_NO_SPOT;
          c->host = GROTTO_NO_CARD;
          g->order[g->n_cards] = g->n_cards;
          g->n_cards++;
        }
    }
  /* Zone slices: every card was added to its seat's deck in seat order. */
  {
    guint at = 0;

    for (guint z = 0; z <= GROTTO_N_ZONES; z++)
      {
        g->zone_start[z] = at;
        if (z < GROTTO_N_ZONES && GROTTO_ZONE_KIND (z) == GROTTO_ZONE_DECK && z != GROTTO_ZONE_TABLE
            && GROTTO_ZONE_SEAT (z) < g->n_seats)
          at += setup->deck_sizes[GROTTO_ZONE_SEAT (z)];
      }
  }

  for (guint s = 0; s < g->n_seats; s++)
    {
      guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, s);
      int challenger = GROTTO_NO_CARD;
      guint n_challengers = 0;

      for (guint i = 0; i < grotto_zone_size (g, deck); i++)
        {
          int card = grotto_zone_at (g, deck, i);

          if (grotto_def (g, card)->kind == GROTTO_KIND_CHALLENGER)
            {
              if (challenger == GROTTO_NO_CARD)
                challenger = card;
              n_challengers++;
            }
        }
      if (!uses_challengers (g) && n_challengers > 0)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("Player %u brings a Challenger to a Classic Game"), s + 1);
          return FALSE;
        }
      if (uses_challengers (g) && n_challengers != 1)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("Player %u must bring exactly one Challenger to a Rumble, not %u"), s + 1,
                       n_challengers);
          return FALSE;
        }
      if (grotto_zone_size (g, deck) - n_challengers == 0)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("Player %u has an empty deck"),
                       s + 1);
          return FALSE;
        }
      if (challenger != GROTTO_NO_CARD)
        {
          g->seats[s].challenger = challenger;
          g->seats[s].goal = MAX (grotto_def (g, challenger)->goal, 1);
          g->cards[challenger].flags |= GROTTO_CARD_FACE_DOWN;
          grotto_move (&run, challenger, GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, s), FALSE);
          g->cards[challenger].known = 1u << s;
          g->cards[challenger].spot = GROTTO_SPOTS / 2;
          g->spots[s][GROTTO_SPOTS / 2] = challenger;
        }
    }

  grotto_emit (&run, GROTTO_EV_SETUP, 0, GROTTO_NO_CARD, GROTTO_NO_CARD, g->n_seats);
  for (guint s = 0; s < g->n_seats; s++)
    grotto_shuffle (&run, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, s));
  /* Nobody was told of the shuffles' effects: the set-up answers no trigger. */
  g->n_pending = 0;

  if (g->previous_loser != GROTTO_NO_SEAT)
    grotto_set_step (g, GROTTO_STEP_SETUP_FIRST);
  else
    set_first (&run, throw_for_first (&run));
  grotto_continue (&run);
  return TRUE;
}

/* ---- The flow ---------------------------------------------------------------------------- */

void
grotto_end_game (GrottoRun       *r,
                 guint            winners,
                 GrottoEndReason  reason)
{
  GrottoGame *g = r->g;

  if (g->step == GROTTO_STEP_GAME_OVER)
    return;
  grotto_set_step (g, GROTTO_STEP_GAME_OVER);
  g->phase = GROTTO_PHASE_GAME_OVER;
  g->winners = winners;
  g->end_reason = reason;
  g->n_frames = 0;
  g->n_pending = 0;
  memset (g->frames, 0, sizeof g->frames);
  memset (g->pending, 0, sizeof g->pending);
  g->summon.card = GROTTO_NO_CARD;
  g->deciding = GROTTO_NO_SEAT;
  grotto_emit (r, GROTTO_EV_GAME_OVER, GROTTO_NO_SEAT, GROTTO_NO_CARD, GROTTO_NO_CARD, winners);
}

/* 002 "Ending the Game": reaching the goal ends the game at once; when several reach it
 * together the most scored cards win; equal counts are a draw in the Classic Game, and in
 * the Rumbles the game goes on until the tie is broken. */
void
grotto_check_goal (GrottoRun *r)
{
  GrottoGame *g = r->g;
  guint reached = 0, best = 0, winners = 0;

  for (guint s = 0; s < g->n_seats; s++)
    if (!grotto_seat_out (g, s) && grotto_game_scored (g, s) >= g->seats[s].goal)
      {
        guint n = grotto_game_scored (g, s);

        reached |= 1u << s;
        if (n > best)
          {
            best = n;
            winners = 1u << s;
          }
        else if (n == best)
          winners |= 1u << s;
      }
  if (reached == 0)
    return;
  if ((winners & (winners - 1)) == 0)
    {
      grotto_end_game (r, winners, GROTTO_END_GOAL);
      return;
    }
  if (g->params.variant == GROTTO_VARIANT_CLASSIC)
    {
      /* A card that wins what would be a draw. */
      for (guint s = 0; s < g->n_seats; s++)
        if (((winners >> s) & 1) && grotto_seat_has_static (g, s, GROTTO_STATIC_DRAW_WINS))
          {
            grotto_end_game (r, 1u << s, GROTTO_END_CARD);
            return;
          }
      grotto_end_game (r, winners, GROTTO_END_DRAW);
    }
}

/* Every seat owed a depletion score scores it before anything else happens (002). */
static gboolean
settle_depletions (GrottoRun *r)
{
  GrottoGame *g = r->g;

  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats[s].depletions > 0)
      {
        g->seats[s].depletions--;
        for (guint o = 1; o < g->n_seats; o++)
          {
            guint other = (s + o) % g->n_seats;

            if (grotto_is_opponent (g, s, other))
              grotto_score_top (r, other, g->params.depletion_score);
          }
        return TRUE;
      }
  return FALSE;
}

static void
start_pending (GrottoRun *r)
{
  GrottoGame *g = r->g;
  GrottoPending p = g->pending[0];
  const GrottoScript *script;
  const GrottoAbility *ability;
  GrottoFrame frame;

  memmove (&g->pending[0], &g->pending[1], (g->n_pending - 1) * sizeof g->pending[0]);
  g->n_pending--;
  memset (&g->pending[g->n_pending], 0, sizeof g->pending[0]);

  script = grotto_script (g, p.card);
  /* A seat out of the game has lost: its effects no longer happen. */
  if (script == NULL || p.ability >= script->n_abilities
      || (p.seat < g->n_seats && grotto_seat_out (g, p.seat)))
    return;
  ability = &script->abilities[p.ability];
  memset (&frame, 0, sizeof frame);
  frame.source = p.card;
  frame.target = frame.target2 = GROTTO_NO_CARD;
  frame.context = p.context;
  frame.seat = p.seat;
  frame.player = p.seat;
  frame.ctx_seat = p.ctx_seat;
  frame.value = p.value;
  if (ability->guard.kind != GROTTO_COND_NONE
      && !grotto_cond_check (g, script, &ability->guard, &frame))
    return;
  grotto_push_frame (r, p.card, p.ability, p.seat, p.context, p.ctx_seat, p.value, 0);
}

/* The top card of a deck that a card keeps face up is seen by everyone. */
static void
refresh_revealed_tops (GrottoRun *r)
{
  GrottoGame *g = r->g;

  if (!grotto_card_db_has_static (g->db, GROTTO_STATIC_TOP_REVEALED))
    return;
  for (guint s = 0; s < g->n_seats; s++)
    if (grotto_seat_has_static (g, s, GROTTO_STATIC_TOP_REVEALED))
      {
        int top = grotto_zone_top (g, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, s));

        if (top != GROTTO_NO_CARD)
          grotto_show_to (r, top, GAME_NO_SEAT);
      }
}

void
grotto_continue (GrottoRun *r)
{
  GrottoGame *g = r->g;

  for (;;)
    {
      if (g->step == GROTTO_STEP_GAME_OVER)
        {
          g->phase = GROTTO_PHASE_GAME_OVER;
          g->deciding = GROTTO_NO_SEAT;
          return;
        }
      if (++r->auto_steps > GROTTO_MAX_AUTO_STEPS)
        {
          grotto_end_game (r, 0, GROTTO_END_UNRESOLVED);
          continue;
        }
      /* Not inside an effect: the goal waits until the effect that scored is done. */
      if (r->score_changed && g->n_frames == 0)
        {
          r->score_changed = FALSE;
          grotto_check_goal (r);
          continue;
        }
      if (g->n_frames > 0)
        {
          GrottoFrame *top = &g->frames[g->n_frames - 1];

          /* A seat out of the game has lost: its effects stop. */
          if (top->seat < g->n_seats && grotto_seat_out (g, top->seat))
            {
              grotto_drop_frame (r);
              continue;
            }
          if (top->waiting != GROTTO_CHOICE_NONE)
            {
              refresh_revealed_tops (r);
              g->phase = GROTTO_PHASE_EFFECT;
              g->deciding = top->decider;
              return;
            }
          grotto_run_frame (r);
          continue;
        }
      if (settle_depletions (r))
        continue;
      if (g->n_pending > 0)
        {
          start_pending (r);
          continue;
        }
      /* ... nor its summon under way (the card goes to its owner's discard), nor its turn. */
      if (g->summon.card != GROTTO_NO_CARD && grotto_seat_out (g, g->summon.seat))
        {
          int card = g->summon.card;

          g->summon.card = GROTTO_NO_CARD;
          grotto_discard (r, card);
          continue;
        }
      if (g->summon.card != GROTTO_NO_CARD)
        {
          refresh_revealed_tops (r);
          g->deciding = g->summon.seat;
          g->phase = g->summon.cost_left > 0 ? GROTTO_PHASE_PAY : GROTTO_PHASE_SPOT;
          return;
        }
      if (grotto_seat_out (g, g->active) && g->step >= GROTTO_STEP_START_OF_TURN
          && g->step < GROTTO_STEP_NEXT_TURN)
        {
          grotto_turn_abandon (r);
          continue;
        }
      refresh_revealed_tops (r);
      /* Each step either asks a question (sets the phase and stays) or moves on. */
      g->phase = GROTTO_PHASE_NONE;
      if (g->step >= GROTTO_STEP_START_OF_BATTLE && g->step <= GROTTO_STEP_END_OF_BATTLE)
        grotto_battle_step (r);
      else
        grotto_turn_step (r);
      if (g->phase != GROTTO_PHASE_NONE)
        return;
    }
}

/* ---- Actions ------------------------------------------------------------------------------ */

guint
grotto_game_legal_actions (const GrottoGame *game,
                           GameAction       *out,
                           guint             max_actions)
{
  const GrottoGame *g = game;

  g_return_val_if_fail (game != NULL, 0);

  switch (g->phase)
    {
    case GROTTO_PHASE_EFFECT:
      return grotto_effect_choices (g, out, max_actions);
    case GROTTO_PHASE_OPPONENT:
    case GROTTO_PHASE_ATTACKERS:
    case GROTTO_PHASE_DEFENDERS:
    case GROTTO_PHASE_ASSIGN:
      return grotto_battle_actions (g, out, max_actions);
    case GROTTO_PHASE_GAME_OVER:
    case GROTTO_PHASE_NONE:
      return 0;
    default:
      return grotto_turn_actions (g, out, max_actions);
    }
}

gboolean
grotto_action_equal (const GameAction *a,
                     const GameAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->mode == b->mode
         && a->target_seat == b->target_seat && a->card == b->card && a->target == b->target
         && a->extra == b->extra && a->value == b->value && a->mask == b->mask;
}

static void
apply_now (GrottoGame       *g,
           const GameAction *action,
           GrottoEventFunc   emit,
           gpointer          user_data)
{
  GrottoRun run = { g, emit, user_data, 0, FALSE };

  g->n_actions++;
  switch (g->phase)
    {
    case GROTTO_PHASE_EFFECT:
      grotto_effect_answer (&run, action);
      break;
    case GROTTO_PHASE_OPPONENT:
    case GROTTO_PHASE_ATTACKERS:
    case GROTTO_PHASE_DEFENDERS:
    case GROTTO_PHASE_ASSIGN:
      grotto_battle_apply (&run, action);
      break;
    default:
      grotto_turn_apply (&run, action);
      break;
    }
  g->phase = GROTTO_PHASE_NONE;
  if (g->params.action_cap > 0 && g->n_actions >= g->params.action_cap)
    grotto_end_game (&run, 0, GROTTO_END_UNRESOLVED);
  grotto_continue (&run);
}

gboolean
grotto_game_apply (GrottoGame       *game,
                   const GameAction *action,
                   GrottoEventFunc   emit,
                   gpointer          user_data,
                   GError          **error)
{
  GameAction legal[GAME_MAX_ACTIONS];
  guint n;

  g_return_val_if_fail (game != NULL && action != NULL, FALSE);

  if (grotto_game_is_over (game))
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("The game is over"));
      return FALSE;
    }
  n = grotto_game_legal_actions (game, legal, G_N_ELEMENTS (legal));
  for (guint i = 0; i < n; i++)
    if (grotto_action_equal (&legal[i], action))
      {
        apply_now (game, action, emit, user_data);
        return TRUE;
      }
  {
    g_autofree char *text = grotto_action_to_string (action);

    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("“%s” is not a legal action now"),
                 text);
  }
  return FALSE;
}

void
grotto_game_apply_legal (GrottoGame       *game,
                         const GameAction *action,
                         GrottoEventFunc   emit,
                         gpointer          user_data)
{
  g_return_if_fail (game != NULL && action != NULL);

  apply_now (game, action, emit, user_data);
}

gboolean
grotto_game_is_over (const GrottoGame *game)
{
  g_return_val_if_fail (game != NULL, TRUE);

  return game->step == GROTTO_STEP_GAME_OVER;
}

guint
grotto_game_deciding_seat (const GrottoGame *game)
{
  g_return_val_if_fail (game != NULL, GAME_NO_SEAT);

  return game->step == GROTTO_STEP_GAME_OVER ? GAME_NO_SEAT : game->deciding;
}

void
grotto_setup_first (GrottoRun *r,
                    guint      seat)
{
  set_first (r, seat);
}
