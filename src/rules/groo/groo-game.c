/* groo-game.c: Groo's set-up, the six phases of a turn, the decision loop, legal actions and
 * their application. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "drive-in-error.h"
#include "groo-game-private.h"

/* A safety net far above any real game (a few dozen turns): the game then ends as it
 * stands. */
#define TURN_CAP 1000

void
groo_rules_params_init (GrooRulesParams *params)
{
  /* docs/groo.md says why these faces. */
  static const uint8_t white[GROO_DIE_FACES] = {
    GROO_FACE_KOPINS, GROO_FACE_KOPINS, GROO_FACE_SUPPLIES,
    GROO_FACE_LABOR, GROO_FACE_LABOR, GROO_FACE_GROO,
  };
  static const uint8_t black[GROO_DIE_FACES] = {
    GROO_FACE_STAY, GROO_FACE_STAY, GROO_FACE_LEFT_1,
    GROO_FACE_RIGHT_1, GROO_FACE_LEFT_2, GROO_FACE_RIGHT_2,
  };

  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  params->hand_size = 5;
  params->goal_two = 10;
  params->goal_three = 8;
  params->goal_more = 7;
  params->deck_runs = 2;
  memcpy (params->white_faces, white, sizeof white);
  memcpy (params->black_faces, black, sizeof black);
}

guint
groo_rules_params_goal (const GrooRulesParams *params,
                        guint                  n_seats)
{
  g_return_val_if_fail (params != NULL, 0);

  return n_seats <= 2 ? params->goal_two : n_seats == 3 ? params->goal_three
                                                         : params->goal_more;
}

static void
emit_phase (GrooRun *r,
            GrooPhase phase)
{
  r->g->phase = phase;
  groo_emit (r, GROO_EV_PHASE, r->g->active, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD, phase);
}

/* Drawing */

static gboolean
discard_holds_non_event (const GrooGame *g)
{
  for (guint i = g->zone_start[GROO_ZONE_DISCARD]; i < g->zone_start[GROO_ZONE_DISCARD + 1]; i++)
    if (GROO_DEF (g, g->order[i])->kind != GROO_KIND_EVENT)
      return TRUE;
  return FALSE;
}

gboolean
groo_draw (GrooRun  *r,
           guint     seat,
           gboolean *out_event)
{
  GrooGame *g = r->g;
  int card;

  *out_event = FALSE;
  if (groo_zone_size (g, GROO_ZONE_DECK) == 0)
    {
      /* The deck ran out: the discard pile becomes the deck. The second time, the last round
       * begins: the current player finishes and every other player has one more turn. A pile
       * of nothing but Events stays (reading 14: they would be drawn and played again without
       * end), and so does any pile once the deck ran out GROO_MAX_DECK_RUNS times (a safety
       * net for decks of little else than Events that draw, or discard hands). */
      gboolean remade = g->deck_runs < GROO_MAX_DECK_RUNS && discard_holds_non_event (g);

      if (remade)
        while (groo_zone_size (g, GROO_ZONE_DISCARD) > 0)
          groo_move (g, groo_zone_top (g, GROO_ZONE_DISCARD, 0), GROO_ZONE_DECK, FALSE);
      groo_shuffle_zone (g, GROO_ZONE_DECK);
      /* A draw that finds no card counts too, but only up to the run-out that starts the last
       * round (beyond, the count means nothing), so that the safety net counts decks made. */
      if (remade || g->deck_runs < g->params.deck_runs)
        g->deck_runs = MIN (g->deck_runs + 1, GROO_MAX_DECK_RUNS);
      groo_emit (r, GROO_EV_RESHUFFLE, seat, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD,
                 g->deck_runs);
      if (g->deck_runs >= g->params.deck_runs && !g->final_round)
        {
          g->final_round = TRUE;
          g->final_turns_left = g->n_seats - 1;
          groo_emit (r, GROO_EV_LAST_ROUND, g->active, GROO_NO_SEAT, GROO_NO_CARD,
                     GROO_NO_CARD, 0);
        }
      if (groo_zone_size (g, GROO_ZONE_DECK) == 0)
        return FALSE;
    }
  card = groo_zone_top (g, GROO_ZONE_DECK, 0);
  if (GROO_DEF (g, card)->kind == GROO_KIND_EVENT
      && (g->n_frames >= GROO_MAX_FRAMES || groo_zone_size (g, GROO_ZONE_WAITING) > 0))
    {
      /* Drawn while Events drawing Events fill the table (reading 14): it waits face up, after
       * those drawn before it, and the drawing goes on. groo_advance() plays it as soon as
       * the table has room. */
      groo_move (g, card, GROO_ZONE_WAITING, FALSE);
      g->cards[card].flags |= seat << GROO_CARD_DRAWER_SHIFT;
      groo_emit (r, GROO_EV_EVENT_WAITS, seat, GROO_NO_SEAT, card, GROO_NO_CARD, 0);
      return TRUE;
    }
  if (GROO_DEF (g, card)->kind == GROO_KIND_EVENT)
    {
      /* Played at once: it is on the table until it is done, then discarded. */
      groo_move (g, card, GROO_ZONE_TABLE, FALSE);
      groo_emit (r, GROO_EV_EVENT, seat, GROO_NO_SEAT, card, GROO_NO_CARD, 0);
      groo_push_effect (g, GROO_SOURCE_PLAYED, seat, card);
      *out_event = TRUE;
      return TRUE;
    }
  groo_move (g, card, GROO_ZONE_HAND (seat), FALSE);
  groo_emit_move (r, GROO_EV_DRAW, seat, card, GROO_ZONE_DECK, GROO_ZONE_HAND (seat));
  return TRUE;
}

/* The first of the Events waiting (reading 14), played as the seat that drew it played it:
 * on the table until it is done. */
static void
play_waiting_event (GrooRun *r)
{
  GrooGame *g = r->g;
  int card = g->order[g->zone_start[GROO_ZONE_WAITING]];
  guint seat = (g->cards[card].flags & GROO_CARD_DRAWER_MASK) >> GROO_CARD_DRAWER_SHIFT;

  groo_move (g, card, GROO_ZONE_TABLE, FALSE);
  groo_emit (r, GROO_EV_EVENT, seat, GROO_NO_SEAT, card, GROO_NO_CARD, 1);
  groo_push_effect (g, GROO_SOURCE_PLAYED, seat, card);
}

/* Draws until the hand is full; FALSE when an Event interrupted it (its frame runs first). */
static gboolean
fill_hand (GrooRun *r,
           guint    seat)
{
  GrooGame *g = r->g;

  while (groo_zone_size (g, GROO_ZONE_HAND (seat)) < groo_game_hand_size (g, seat))
    {
      gboolean event;

      if (!groo_draw (r, seat, &event))
        return TRUE;
      if (event)
        return FALSE;
    }
  return TRUE;
}

/* Set-up */

static gboolean
hand_has_event (const GrooGame *g,
                guint           seat,
                int            *out_card)
{
  guint zone = GROO_ZONE_HAND (seat);

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (GROO_DEF (g, g->order[i])->kind == GROO_KIND_EVENT)
      {
        *out_card = g->order[i];
        return TRUE;
      }
  return FALSE;
}

static void
start_turn (GrooRun *r,
            guint    seat)
{
  GrooGame *g = r->g;

  g->active = seat;
  g->holder = seat;
  g->turn++;
  g->seats[seat].turns_taken++;
  g->discarded = 0;
  g->bought = FALSE;
  memset (g->dice, GROO_FACE_NONE, sizeof g->dice);
  g->dice_used = 0;
  g->dice_spends = 0;
  g->step = GROO_STEP_DISCARD;
  groo_emit (r, GROO_EV_TURN, seat, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD, g->turn);
  emit_phase (r, GROO_PHASE_DISCARD);
}

gboolean
groo_rules_params_check (const GrooRulesParams *p,
                         GError               **error)
{
  if (p->hand_size < 1 || p->hand_size > 20)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "rules: “hand-size” must be 1 to 20, not %u", p->hand_size);
      return FALSE;
    }
  if (p->goal_two < 1 || p->goal_three < 1 || p->goal_more < 1)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "rules: every goal must be at least 1 VP");
      return FALSE;
    }
  if (p->deck_runs < 1)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "rules: “deck-runs” must be at least 1");
      return FALSE;
    }
  for (guint i = 0; i < GROO_DIE_FACES; i++)
    {
      if (!GROO_FACE_IS_WHITE (p->white_faces[i]))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "rules: white die face %u is not Kopins, Supplies, Labor or a Groo Head",
                       i + 1);
          return FALSE;
        }
      if (!GROO_FACE_IS_BLACK (p->black_faces[i]))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "rules: black die face %u is not a move of Groo", i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
groo_game_init (GrooGame            *game,
                const GrooCardDb    *db,
                const GrooGameSetup *setup,
                GrooEventFunc        emit,
                gpointer             user_data,
                GError             **error)
{
  GrooRun run = { game, emit, user_data };
  GrooGame *g = game;
  guint n_events = 0;
  guint first;

  g_return_val_if_fail (game != NULL && db != NULL && setup != NULL, FALSE);

  if (setup->n_seats < GROO_MIN_SEATS || setup->n_seats > GROO_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "Groo is played by %d to %d players, not %u", GROO_MIN_SEATS,
                   GROO_MAX_SEATS, setup->n_seats);
      return FALSE;
    }
  if (!groo_rules_params_check (&setup->params, error))
    return FALSE;
  if (setup->deck_size > GROO_MAX_CARDS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "the deck has %u cards; a game holds %d at most", setup->deck_size,
                   GROO_MAX_CARDS);
      return FALSE;
    }
  for (guint i = 0; i < setup->deck_size; i++)
    {
      if (setup->deck[i] >= groo_card_db_get_n_cards (db))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "card %u of the deck is not in the card db", i + 1);
          return FALSE;
        }
      n_events += groo_card_db_get (db, setup->deck[i])->kind == GROO_KIND_EVENT;
    }
  /* Every hand is dealt without Events, with a card left to draw. */
  if (setup->deck_size - n_events < setup->params.hand_size * setup->n_seats + 1)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "the deck has %u cards that are not Events; %u players need at least %u",
                   setup->deck_size - n_events, setup->n_seats,
                   setup->params.hand_size * setup->n_seats + 1);
      return FALSE;
    }

  memset (g, 0, sizeof *g);
  g->db = db;
  g->params = setup->params;
  g->n_seats = setup->n_seats;
  g->goal = groo_rules_params_goal (&g->params, g->n_seats);
  groo_rng_seed (g, setup->seed);
  g->n_cards = setup->deck_size;
  for (guint i = 0; i < setup->deck_size; i++)
    {
      g->cards[i].def = setup->deck[i];
      g->cards[i].zone = GROO_ZONE_DECK;
      g->cards[i].war_mul = 1;
      /* The top of the deck is the end of its slice. */
      g->order[setup->deck_size - 1 - i] = i;
    }
  for (guint z = 1; z <= GROO_N_ZONES; z++)
    g->zone_start[z] = g->n_cards;
  if (!setup->keep_order)
    {
      groo_shuffle_zone (g, GROO_ZONE_DECK);
      groo_emit (&run, GROO_EV_SHUFFLE, GROO_NO_SEAT, GROO_NO_SEAT, GROO_NO_CARD, GROO_NO_CARD,
                 g->n_cards);
    }

  /* The dealer: Groo starts in the dealer's town, and the player on the dealer's left goes
   * first (docs/groo.md). */
  g->dealer = setup->dealer < g->n_seats ? setup->dealer : groo_rng_below (g, g->n_seats);
  g->groo = g->dealer;
  g->active = g->dealer;
  g->deciding = g->dealer;
  first = (g->dealer + 1) % g->n_seats;
  groo_emit (&run, GROO_EV_SETUP, g->dealer, g->dealer, GROO_NO_CARD, GROO_NO_CARD, g->dealer);

  for (guint round = 0; round < g->params.hand_size; round++)
    for (guint i = 0; i < g->n_seats; i++)
      {
        guint seat = (first + i) % g->n_seats;
        int card = groo_zone_top (g, GROO_ZONE_DECK, 0);

        groo_move (g, card, GROO_ZONE_HAND (seat), FALSE);
        groo_emit_move (&run, GROO_EV_DEAL, seat, card, GROO_ZONE_DECK, GROO_ZONE_HAND (seat));
      }
  /* Events found in an opening hand go back (under the deck, so that the replacements are
   * other cards), are replaced, and the deck is shuffled. */
  {
    gboolean returned = FALSE;

    for (guint i = 0; i < g->n_seats; i++)
      {
        guint seat = (first + i) % g->n_seats;
        int card;

        while (hand_has_event (g, seat, &card))
          {
            int replacement;

            groo_move (g, card, GROO_ZONE_DECK, TRUE);
            groo_emit_move (&run, GROO_EV_SETUP_EVENT, seat, card, GROO_ZONE_HAND (seat),
                            GROO_ZONE_DECK);
            replacement = groo_zone_top (g, GROO_ZONE_DECK, 0);
            groo_move (g, replacement, GROO_ZONE_HAND (seat), FALSE);
            groo_emit_move (&run, GROO_EV_DEAL, seat, replacement, GROO_ZONE_DECK,
                            GROO_ZONE_HAND (seat));
            returned = TRUE;
          }
      }
    if (returned)
      {
        groo_shuffle_zone (g, GROO_ZONE_DECK);
        groo_emit (&run, GROO_EV_SHUFFLE, GROO_NO_SEAT, GROO_NO_SEAT, GROO_NO_CARD,
                   GROO_NO_CARD, groo_zone_size (g, GROO_ZONE_DECK));
      }
  }
  for (guint s = 0; s < g->n_seats; s++)
    groo_update_vp (g, s);

  start_turn (&run, first);
  groo_advance (&run);
  return TRUE;
}

/* The end */

static void
finish (GrooRun      *r,
        GrooEndReason reason)
{
  GrooGame *g = r->g;
  guint best_vp = 0, best_army = 0, best_distance = 0;
  guint winners = 0;

  /* Most VP, then the strongest Army by Attack, then the farthest from Groo; else a tie. */
  for (guint s = 0; s < g->n_seats; s++)
    best_vp = MAX (best_vp, g->seats[s].vp);
  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats[s].vp == best_vp)
      best_army = MAX (best_army, groo_game_army_attack (g, s));
  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats[s].vp == best_vp && groo_game_army_attack (g, s) == best_army)
      best_distance = MAX (best_distance, groo_game_groo_distance (g, s));
  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats[s].vp == best_vp && groo_game_army_attack (g, s) == best_army
        && groo_game_groo_distance (g, s) == best_distance)
      winners |= 1u << s;

  g->winners = winners;
  g->end_reason = reason;
  g->phase = GROO_PHASE_OVER;
  g->step = GROO_STEP_OVER;
  g->deciding = GROO_NO_SEAT;
  g->n_frames = 0;
  groo_emit (r, GROO_EV_GAME_OVER, g->active, GROO_NO_SEAT, GROO_NO_CARD, winners, reason);
}

static void
end_turn (GrooRun *r)
{
  GrooGame *g = r->g;

  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats[s].vp >= g->goal)
      {
        finish (r, GROO_END_GOAL);
        return;
      }
  if (g->final_round)
    {
      if (g->final_turns_left == 0)
        {
          finish (r, GROO_END_DECK);
          return;
        }
      g->final_turns_left--;
    }
  if (g->turn >= TURN_CAP)
    {
      finish (r, GROO_END_STALEMATE);
      return;
    }
  start_turn (r, (g->active + 1) % g->n_seats);
}

static void
enter_construction (GrooRun *r)
{
  r->g->step = GROO_STEP_ROLL;
  emit_phase (r, GROO_PHASE_CONSTRUCTION);
}

/* The decision loop */

gboolean
groo_is_main_decision (const GrooGame *g)
{
  return g->n_frames == 0
         && (g->step == GROO_STEP_DISCARD || g->step == GROO_STEP_ATTACK
             || g->step == GROO_STEP_BUILD);
}

/* Whether the dice holder can do anything but pass the dice on. */
static gboolean
holder_can_act (const GrooGame *g)
{
  guint seat = g->holder;
  guint zone = GROO_ZONE_HAND (seat);

  if (groo_dice_unspent (g) == 0)
    return groo_has_playable (g, seat, TRUE);
  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    {
      int c = g->order[i];
      const GrooCardDef *def = GROO_DEF (g, c);
      uint32_t mask;

      if ((def->kind == GROO_KIND_BUILDING || def->kind == GROO_KIND_TROOP
           || (def->kind == GROO_KIND_GROO_EFFECT && !g->bought && groo_card_use (g, c) != NULL))
          && groo_dice_canonical (g, c, &mask))
        return TRUE;
    }
  return groo_has_playable (g, seat, TRUE);
}

void
groo_advance (GrooRun *r)
{
  GrooGame *g = r->g;

  for (;;)
    {
      if (g->phase == GROO_PHASE_OVER)
        {
          g->deciding = GROO_NO_SEAT;
          return;
        }
      /* An Event that waited is played before anything else goes on: before the effect it
       * was drawn in (or any below) takes up again where it was. */
      if (groo_zone_size (g, GROO_ZONE_WAITING) > 0 && g->n_frames < GROO_MAX_FRAMES)
        {
          play_waiting_event (r);
          continue;
        }
      if (g->n_frames > 0)
        {
          if (groo_run_frame (r))
            return;
          continue;
        }
      switch (g->step)
        {
        case GROO_STEP_DISCARD:
          if (groo_zone_size (g, GROO_ZONE_HAND (g->active)) == 0
              && !groo_has_playable (g, g->active, TRUE))
            {
              g->step = GROO_STEP_DRAW;
              emit_phase (r, GROO_PHASE_DRAW);
              continue;
            }
          g->deciding = g->active;
          return;

        case GROO_STEP_DRAW:
          if (!fill_hand (r, g->active))
            continue;
          g->step = GROO_STEP_ATTACK;
          emit_phase (r, GROO_PHASE_ATTACK);
          continue;

        case GROO_STEP_ATTACK:
          if (groo_zone_size (g, GROO_ZONE_ARMY (g->active)) == 0
              && !groo_has_playable (g, g->active, TRUE))
            {
              enter_construction (r);
              continue;
            }
          g->deciding = g->active;
          return;

        case GROO_STEP_COMMIT_ATTACK:
          g->deciding = g->war.attacker;
          return;

        case GROO_STEP_COMMIT_DEFEND:
          if (groo_zone_size (g, GROO_ZONE_ARMY (g->war.defender)) == 0)
            {
              groo_push_window (g, GROO_WINDOW_WAR, g->war.attacker);
              g->step = GROO_STEP_WAR_RESOLVE;
              continue;
            }
          g->deciding = g->war.defender;
          return;

        case GROO_STEP_WAR_RESOLVE:
          groo_war_resolve (r);
          g->step = GROO_STEP_WAR_END;
          continue;

        case GROO_STEP_WAR_END:
          groo_war_end (r);
          enter_construction (r);
          continue;

        case GROO_STEP_ROLL:
          groo_roll (r);
          groo_push_window (g, GROO_WINDOW_ROLL, g->active);
          g->step = GROO_STEP_BUILD;
          continue;

        case GROO_STEP_BUILD:
          /* A holder with nothing to do passes the dice on at once: computer-only play does
           * not stop for it, and the events still show the dice travelling. */
          if (!holder_can_act (g))
            {
              groo_pass_dice (r);
              continue;
            }
          g->deciding = g->holder;
          return;

        case GROO_STEP_SECOND_DRAW:
          if (!fill_hand (r, g->active))
            continue;
          g->step = GROO_STEP_END_TURN;
          continue;

        case GROO_STEP_END_TURN:
          end_turn (r);
          continue;

        default:
          g_assert_not_reached ();
        }
    }
}

/* Legal actions */

static void
add (GameAction *out,
     guint      *n,
     guint       max,
     GrooActKind kind,
     guint       seat,
     int         card,
     guint       target_seat,
     uint32_t    mask)
{
  GameAction *a;

  if (*n >= max)
    return;
  a = &out[(*n)++];
  memset (a, 0, sizeof *a);
  a->kind = kind;
  a->seat = seat;
  a->card = card;
  a->target = GROO_NO_CARD;
  a->target_seat = target_seat;
  a->value = -1;
  a->mask = mask;
}

guint
groo_game_legal_actions (const GrooGame *game,
                         GameAction     *out,
                         guint           max)
{
  const GrooGame *g = game;
  guint n = 0;
  guint seat, zone;

  g_return_val_if_fail (game != NULL && out != NULL, 0);

  if (g->phase == GROO_PHASE_OVER)
    return 0;
  seat = g->deciding;
  if (g->n_frames > 0)
    {
      const GrooFrame *top = &g->frames[g->n_frames - 1];

      if (top->kind == GROO_FRAME_EFFECT)
        return groo_list_choices (g, out, max);
      n = groo_list_playable (g, seat, FALSE, out, 0, max);
      add (out, &n, max, GROO_ACT_PASS, seat, GROO_NO_CARD, GROO_NO_SEAT, 0);
      return n;
    }

  switch (g->step)
    {
    case GROO_STEP_DISCARD:
      zone = GROO_ZONE_HAND (seat);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        add (out, &n, max, GROO_ACT_DISCARD, seat, g->order[i], GROO_NO_SEAT, 0);
      add (out, &n, max, GROO_ACT_END_DISCARD, seat, GROO_NO_CARD, GROO_NO_SEAT, 0);
      break;

    case GROO_STEP_ATTACK:
      if (groo_zone_size (g, GROO_ZONE_ARMY (seat)) > 0)
        for (guint i = 1; i < g->n_seats; i++)
          add (out, &n, max, GROO_ACT_ATTACK, seat, GROO_NO_CARD, (seat + i) % g->n_seats, 0);
      add (out, &n, max, GROO_ACT_NO_ATTACK, seat, GROO_NO_CARD, GROO_NO_SEAT, 0);
      break;

    case GROO_STEP_COMMIT_ATTACK:
    case GROO_STEP_COMMIT_DEFEND:
      {
        guint committed = 0;

        zone = GROO_ZONE_ARMY (seat);
        for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
          {
            if (g->cards[g->order[i]].flags & GROO_CARD_COMMITTED)
              committed++;
            else
              add (out, &n, max, GROO_ACT_COMMIT, seat, g->order[i], GROO_NO_SEAT, 0);
          }
        /* The attacker sends at least one Troop; the defender may send none. */
        if (g->step == GROO_STEP_COMMIT_DEFEND || committed > 0)
          add (out, &n, max, GROO_ACT_COMMIT_DONE, seat, GROO_NO_CARD, GROO_NO_SEAT, 0);
        return n;
      }

    case GROO_STEP_BUILD:
      zone = GROO_ZONE_HAND (seat);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        {
          int c = g->order[i];
          const GrooCardDef *def = GROO_DEF (g, c);
          uint32_t mask;

          /* Groo Effects first (step c), then Buildings and Troops (step d). */
          if (def->kind == GROO_KIND_GROO_EFFECT && !g->bought && groo_card_use (g, c) != NULL
              && groo_dice_canonical (g, c, &mask))
            add (out, &n, max, GROO_ACT_GROO, seat, c, g->groo, mask);
          else if ((def->kind == GROO_KIND_BUILDING || def->kind == GROO_KIND_TROOP)
                   && groo_dice_canonical (g, c, &mask))
            add (out, &n, max, GROO_ACT_BUY, seat, c, GROO_NO_SEAT, mask);
        }
      add (out, &n, max, GROO_ACT_PASS_DICE, seat, GROO_NO_CARD, GROO_NO_SEAT, 0);
      break;

    default:
      return 0;
    }
  return groo_list_playable (g, seat, TRUE, out, n, max);
}

gboolean
groo_action_equal (const GameAction *a,
                   const GameAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card
         && a->target == b->target && a->target_seat == b->target_seat && a->mask == b->mask
         && a->value == b->value && a->mode == b->mode && a->extra == b->extra;
}

gboolean
groo_game_is_legal (const GrooGame   *game,
                    const GameAction *action)
{
  GameAction *actions;
  guint n;
  gboolean legal = FALSE;

  g_return_val_if_fail (game != NULL && action != NULL, FALSE);

  if (game->phase == GROO_PHASE_OVER || action->seat != game->deciding)
    return FALSE;
  if (action->kind == GROO_ACT_CHOOSE)
    return groo_choice_is_legal (game, action);

  actions = g_newa (GameAction, GROO_MAX_CARDS + 16);
  n = groo_game_legal_actions (game, actions, GROO_MAX_CARDS + 16);
  for (guint i = 0; i < n && !legal; i++)
    {
      const GameAction *a = &actions[i];

      /* Any dice that pay exactly will do, not only the ones listed. */
      if ((action->kind == GROO_ACT_BUY || action->kind == GROO_ACT_GROO)
          && a->kind == action->kind && a->card == action->card)
        legal = groo_dice_pay (game, action->card, action->mask)
                && (action->kind != GROO_ACT_GROO || action->target_seat == a->target_seat);
      else
        legal = groo_action_equal (a, action);
    }
  return legal;
}

/* Applying */

static void
check_invariants (const GrooGame *game)
{
#ifdef DRIVE_IN_CHECK_INVARIANTS
  g_autofree char *message = NULL;

  if (!groo_game_check_invariants (game, &message))
    g_error ("Groo invariant broken after %u actions: %s", game->n_actions, message);
#else
  (void) game;
#endif
}

static void
apply_action (GrooRun          *r,
              const GameAction *a)
{
  GrooGame *g = r->g;

  switch ((GrooActKind) a->kind)
    {
    case GROO_ACT_DISCARD:
      groo_discard_card (r, a->card, GROO_EV_DISCARD);
      g->discarded++;
      break;

    case GROO_ACT_END_DISCARD:
      g->step = GROO_STEP_DRAW;
      emit_phase (r, GROO_PHASE_DRAW);
      break;

    case GROO_ACT_ATTACK:
      memset (&g->war, 0, sizeof g->war);
      g->war.active = TRUE;
      g->war.attacker = a->seat;
      g->war.defender = a->target_seat;
      g->war.attack_mul = 1;
      g->war.defense_mul = 1;
      g->step = GROO_STEP_COMMIT_ATTACK;
      groo_emit (r, GROO_EV_WAR, a->seat, a->target_seat, GROO_NO_CARD, GROO_NO_CARD, 0);
      break;

    case GROO_ACT_NO_ATTACK:
      enter_construction (r);
      break;

    case GROO_ACT_COMMIT:
      g->cards[a->card].flags |= GROO_CARD_COMMITTED;
      g->cards[a->card].war_mul = 1;
      groo_emit (r, GROO_EV_COMMIT, a->seat, GROO_NO_SEAT, a->card, GROO_NO_CARD, 0);
      break;

    case GROO_ACT_COMMIT_DONE:
      if (g->step == GROO_STEP_COMMIT_ATTACK)
        g->step = GROO_STEP_COMMIT_DEFEND;
      else
        {
          groo_push_window (g, GROO_WINDOW_WAR, g->war.attacker);
          g->step = GROO_STEP_WAR_RESOLVE;
        }
      break;

    case GROO_ACT_BUY:
      {
        const GrooCardDef *def = GROO_DEF (g, a->card);
        guint zone = def->kind == GROO_KIND_BUILDING ? GROO_ZONE_TOWN (a->seat)
                                                       : GROO_ZONE_ARMY (a->seat);

        groo_spend_dice (g, a->mask);
        groo_move (g, a->card, zone, FALSE);
        groo_update_vp (g, a->seat);
        g->bought = TRUE;
        groo_emit (r, GROO_EV_BUY, a->seat, GROO_NO_SEAT, a->card, GROO_NO_CARD, a->mask);
      }
      break;

    case GROO_ACT_GROO:
      /* On the table until it is done; first every seat may answer it with a Wild. */
      groo_spend_dice (g, a->mask);
      groo_move (g, a->card, GROO_ZONE_TABLE, FALSE);
      groo_emit (r, GROO_EV_GROO_EFFECT, a->seat, g->groo, a->card, GROO_NO_CARD, a->mask);
      groo_push_effect (g, GROO_SOURCE_PLAYED, a->seat, a->card);
      groo_push_window (g, GROO_WINDOW_GROO, a->seat);
      break;

    case GROO_ACT_PASS_DICE:
      groo_pass_dice (r);
      break;

    case GROO_ACT_WILD:
      groo_apply_wild (r, a);
      break;

    case GROO_ACT_POWER:
      groo_apply_power (r, a);
      break;

    case GROO_ACT_PASS:
      groo_window_pass (g);
      break;

    case GROO_ACT_CHOOSE:
      groo_apply_choice (r, a);
      break;

    default:
      g_assert_not_reached ();
    }
  g->n_actions++;
  groo_advance (r);
  check_invariants (g);
}

void
groo_game_apply_legal (GrooGame         *game,
                       const GameAction *action,
                       GrooEventFunc     emit,
                       gpointer          user_data)
{
  GrooRun run = { game, emit, user_data };

  g_return_if_fail (game != NULL && action != NULL);

  apply_action (&run, action);
}

gboolean
groo_game_apply (GrooGame         *game,
                 const GameAction *action,
                 GrooEventFunc     emit,
                 gpointer          user_data,
                 GError          **error)
{
  g_return_val_if_fail (game != NULL && action != NULL, FALSE);

  if (game->phase == GROO_PHASE_OVER)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "the game is over");
      return FALSE;
    }
  if (action->seat != game->deciding)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "it is seat %u's decision, not seat %u's", game->deciding + 1,
                   action->seat + 1);
      return FALSE;
    }
  if (action->kind >= GROO_N_ACTS || !groo_game_is_legal (game, action))
    {
      g_autofree char *text = groo_action_to_string (action);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "“%s” is not a legal action now",
                   text);
      return FALSE;
    }
  groo_game_apply_legal (game, action, emit, user_data);
  return TRUE;
}
