/* grotto-game-position.c: exact Grotto Beasts! positions built without playing up to them
 * (tests, scenario files). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "grotto-game-private.h"

void
grotto_position_init (GrottoGame         *game,
                      const GrottoCardDb *db,
                      guint               n_seats,
                      const GrottoParams *params,
                      guint64             seed)
{
  uint64_t s = seed;

  g_return_if_fail (game != NULL && db != NULL);
  g_return_if_fail (n_seats >= 2 && n_seats <= GROTTO_MAX_SEATS);

  memset (game, 0, sizeof *game);
  game->db = db;
  if (params != NULL)
    game->params = *params;
  else
    grotto_params_init (&game->params, GROTTO_VARIANT_CLASSIC);
  game->n_seats = n_seats;
  game->rng[0] = game_splitmix64 (&s);
  game->rng[1] = game_splitmix64 (&s) | 1;
  memset (game->spots, 0xff, sizeof game->spots);
  game->summon.card = GROTTO_NO_CARD;
  game->previous_loser = GROTTO_NO_SEAT;
  for (guint i = 0; i < n_seats; i++)
    {
      game->seats[i].challenger = GROTTO_NO_CARD;
      game->seats[i].goal = game->params.goal;
      game->seats[i].turns_taken = 2;
    }
  game->active = 0;
  game->turn = 3;
  game->step = GROTTO_STEP_ACTION_1;
}

int
grotto_position_add_card (GrottoGame     *game,
                          guint           def,
                          guint           owner,
                          GrottoZoneKind  kind,
                          guint           seat,
                          guint           spot,
                          int             host,
                          guint           flags,
                          gboolean        bottom)
{
  GrottoGame *g = game;
  GrottoRun run = { game, NULL, NULL, 0, FALSE };
  GrottoCardState *c;
  int card;
  guint zone;

  g_return_val_if_fail (game != NULL, GROTTO_NO_CARD);
  g_return_val_if_fail (kind < GROTTO_N_SEAT_ZONES && seat < g->n_seats && owner < g->n_seats,
                        GROTTO_NO_CARD);
  g_return_val_if_fail (def < grotto_card_db_get_n_cards (g->db), GROTTO_NO_CARD);

  if (g->n_cards >= GROTTO_MAX_CARDS)
    return GROTTO_NO_CARD;
  if (kind == GROTTO_ZONE_PLAY && host == GROTTO_NO_CARD
      && (spot >= GROTTO_N_SPOTS || g->spots[seat][spot] != GROTTO_NO_CARD))
    return GROTTO_NO_CARD;

  /* The new card starts at the end of the permutation, on the table, then moves. */
  card = g->n_cards++;
  c = &g->cards[card];
  memset (c, 0, sizeof *c);
  c->def = def;
  c->owner = owner;
  c->zone = GROTTO_ZONE_TABLE;
  c->spot = GROTTO_NO_SPOT;
  c->host = GROTTO_NO_CARD;
  g->order[card] = card;
  g->zone_start[GROTTO_N_ZONES] = g->n_cards;

  zone = GROTTO_ZONE_ID (kind, seat);
  c->flags = flags & (GROTTO_CARD_FACE_DOWN);
  grotto_move (&run, card, zone, bottom);
  c->flags |= flags;
  if (kind == GROTTO_ZONE_PLAY)
    {
      if (host != GROTTO_NO_CARD)
        c->host = host;
      else
        {
          c->spot = spot;
          g->spots[seat][spot] = card;
          /* Only a Challenger waits face down on a spot (before the game starts). */
          if (grotto_def (g, card)->kind != GROTTO_KIND_CHALLENGER)
            c->flags &= ~GROTTO_CARD_FACE_DOWN;
          c->known = (c->flags & GROTTO_CARD_FACE_DOWN) ? 1u << owner : GROTTO_ALL_KNOW;
        }
    }
  /* What a seat would know of it had the game been played: its own hand and pool. */
  if (kind == GROTTO_ZONE_HAND || kind == GROTTO_ZONE_POOL)
    c->known = 1u << seat;
  if (kind == GROTTO_ZONE_PLAY && host != GROTTO_NO_CARD && (c->flags & GROTTO_CARD_FACE_DOWN))
    c->known = 0;
  return card;
}

void
grotto_position_set_challenger (GrottoGame *game,
                                guint       seat,
                                int         card)
{
  g_return_if_fail (game != NULL && seat < game->n_seats);

  game->seats[seat].challenger = card;
  if (card != GROTTO_NO_CARD)
    game->seats[seat].goal = MAX (grotto_def (game, card)->goal, 1);
}

void
grotto_position_set_turn (GrottoGame     *game,
                          guint           active,
                          guint           turn,
                          GrottoTurnStep  step)
{
  g_return_if_fail (game != NULL && active < game->n_seats);

  game->active = active;
  game->turn = turn;
  game->step = step;
  if (step == GROTTO_STEP_MULLIGAN)
    game->mulligan_seat = active;
  if (step == GROTTO_STEP_SETUP_FIRST && game->previous_loser == GROTTO_NO_SEAT)
    game->previous_loser = active;
}

void
grotto_position_set_turns_taken (GrottoGame *game,
                                 guint       seat,
                                 guint       turns_taken)
{
  g_return_if_fail (game != NULL && seat < game->n_seats);

  game->seats[seat].turns_taken = MIN (turns_taken, 255);
}

void
grotto_position_set_summons (GrottoGame *game,
                             guint       seat,
                             guint       summons)
{
  g_return_if_fail (game != NULL && seat < game->n_seats);

  game->seats[seat].summons_turn = MIN (summons, 255);
}

void
grotto_position_set_battle (GrottoGame *game,
                            guint       attacker,
                            guint       defender)
{
  GrottoBattle *b;

  g_return_if_fail (game != NULL && attacker < game->n_seats && defender < game->n_seats);

  b = &game->battle;
  memset (b, 0, sizeof *b);
  b->active = 1;
  b->attacker = attacker;
  b->defender = defender;
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int a = game->spots[attacker][p], d = game->spots[defender][p];

      if (a != GROTTO_NO_CARD && (game->cards[a].flags & GROTTO_CARD_ATTACKING))
        {
          b->n_attackers++;
          game->cards[a].flags |= GROTTO_CARD_ATTACKED;
        }
      if (d != GROTTO_NO_CARD && (game->cards[d].flags & GROTTO_CARD_DEFENDING))
        b->n_defenders++;
    }
}

gboolean
grotto_position_finish (GrottoGame      *game,
                        GrottoEventFunc  emit,
                        gpointer         user_data,
                        GError         **error)
{
  GrottoRun run = { game, emit, user_data, 0, FALSE };
  g_autofree char *message = NULL;

  g_return_val_if_fail (game != NULL, FALSE);

  if (!grotto_game_check_invariants (game, &message))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("The position is not valid: %s"),
                   message);
      return FALSE;
    }
  for (guint s = 0; s < game->n_seats; s++)
    if (game->seats[s].challenger != GROTTO_NO_CARD
        && grotto_def (game, game->seats[s].challenger)->kind != GROTTO_KIND_CHALLENGER)
      {
        g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                     _("Seat %u's Challenger is not a Challenger"), s + 1);
        return FALSE;
      }
  if (game->step == GROTTO_STEP_GAME_OVER)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           _("A position cannot start after the game is over"));
      return FALSE;
    }
  run.score_changed = TRUE;
  grotto_continue (&run);
  return TRUE;
}
