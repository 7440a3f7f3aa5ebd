/* crazy-eights-rules.c: the toy game's rules as one game of the shared rule-set interface:
 * set-up, legal actions, apply, text, hidden information and the projection. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>

#include "crazy-eights.h"
#include "drive-in-catalog.h"
#include "drive-in-error.h"

static const char *const act_names[CE_N_ACTS] = { "play", "draw", "pass" };

static const char *const end_reasons[CE_N_ENDS] = {
  "none", "empty-hand", "blocked", "turn-limit",
};

static const char *const end_reason_labels[CE_N_ENDS] = {
  "Not over", "A hand is empty", "No seat could move", "Turn limit",
};

static const GameParamField param_fields[] = {
  GAME_PARAM (CeParams, "hand-size", hand_size),
};

/* ---- Queries ----------------------------------------------------------------------------- */

const CeCardDef *
ce_game_def (const CeGame *game,
             int           card)
{
  g_assert (card >= 0 && card < game->n_cards);
  if (game->cards[card].def == CE_HIDDEN_DEF)
    return NULL;
  return ce_db_get (game->db, game->cards[card].def);
}

gboolean
ce_game_card_visible (const CeGame *game,
                      int           card,
                      int           viewer)
{
  guint zone;

  g_return_val_if_fail (game != NULL, FALSE);

  if (card < 0 || card >= game->n_cards)
    return FALSE;
  if (viewer == GAME_VIEWER_ALL)
    return TRUE;
  zone = game->cards[card].zone;
  if (zone == CE_ZONE_DISCARD)
    return TRUE;
  if (zone == CE_ZONE_DECK)
    return FALSE;
  /* Hands are shown when the game is over: they are what it is scored on. */
  return game->over || (viewer >= 0 && zone == CE_ZONE_HAND ((guint) viewer));
}

int
ce_game_top (const CeGame *game)
{
  guint n = game->zone_n[CE_ZONE_DISCARD];

  return n > 0 ? game->zones[CE_ZONE_DISCARD][n - 1] : -1;
}

gboolean
ce_game_can_draw (const CeGame *game)
{
  return game->zone_n[CE_ZONE_DECK] > 0 || game->zone_n[CE_ZONE_DISCARD] > 1;
}

gboolean
ce_game_playable (const CeGame *game,
                  int           card)
{
  const CeCardDef *def = ce_game_def (game, card);
  const CeCardDef *top;

  if (def == NULL)
    return FALSE;
  if (def->rank == 8)
    return TRUE;
  top = ce_game_def (game, ce_game_top (game));
  return def->suit == game->suit || (top != NULL && top->rank == def->rank);
}

guint
ce_game_hand_points (const CeGame *game,
                     guint         seat)
{
  guint points = 0;

  for (guint i = 0; i < game->zone_n[CE_ZONE_HAND (seat)]; i++)
    {
      const CeCardDef *def = ce_game_def (game, game->zones[CE_ZONE_HAND (seat)][i]);

      points += def != NULL ? ce_card_points (def) : 0;
    }
  return points;
}

/* ---- Moving cards ------------------------------------------------------------------------- */

static void
zone_push (CeGame *game,
           guint   zone,
           int     card)
{
  guint n = game->zone_n[zone]++;

  game->zones[zone][n] = card;
  game->cards[card].zone = zone;
  game->cards[card].pos = n;
}

static void
zone_remove (CeGame *game,
             int     card)
{
  guint zone = game->cards[card].zone, pos = game->cards[card].pos;

  for (guint i = pos + 1; i < game->zone_n[zone]; i++)
    {
      game->zones[zone][i - 1] = game->zones[zone][i];
      game->cards[game->zones[zone][i - 1]].pos = i - 1;
    }
  game->zone_n[zone]--;
}

static uint64_t
rng_next (CeGame *game)
{
  uint64_t s0 = game->rng[0], s1 = game->rng[1], result = s0 + s1;

  s1 ^= s0;
  game->rng[0] = ((s0 << 24) | (s0 >> 40)) ^ s1 ^ (s1 << 16);
  game->rng[1] = (s1 << 37) | (s1 >> 27);
  return result;
}

static void
rng_seed (uint64_t rng[2],
          uint64_t seed)
{
  rng[0] = game_splitmix64 (&seed);
  rng[1] = game_splitmix64 (&seed);
  if (rng[0] == 0 && rng[1] == 0)
    rng[0] = 1;
}

static void
shuffle_deck (CeGame *game)
{
  uint8_t *deck = game->zones[CE_ZONE_DECK];

  for (guint i = game->zone_n[CE_ZONE_DECK]; i > 1; i--)
    {
      guint j = (guint) ((rng_next (game) >> 11) % i);
      uint8_t tmp = deck[i - 1];

      deck[i - 1] = deck[j];
      deck[j] = tmp;
    }
  for (guint i = 0; i < game->zone_n[CE_ZONE_DECK]; i++)
    game->cards[deck[i]].pos = i;
}

static void
emit_event (CeGame        *game,
            GameEventFunc  emit,
            gpointer       user_data,
            guint          kind,
            guint          seat,
            int            card,
            int            value)
{
  GameEvent event = { 0 };

  if (emit == NULL)
    return;
  event.kind = kind;
  event.seat = seat;
  event.target_seat = GAME_NO_SEAT;
  event.card = card;
  event.target = GAME_NO_CARD;
  event.value = value;
  if (card >= 0)
    event.to_zone = game->cards[card].zone;
  emit (game, &event, user_data);
}

static void
finish (CeGame        *game,
        guint          reason,
        GameEventFunc  emit,
        gpointer       user_data)
{
  guint best = G_MAXUINT;

  game->over = TRUE;
  game->end_reason = reason;
  game->step = CE_STEP_PLAY;
  game->drawn = CE_NO_INSTANCE;
  game->winners = 0;
  if (reason == CE_END_EMPTY_HAND)
    game->winners = 1u << game->current;
  else
    {
      /* The fewest points in hand win; ties share. */
      for (guint s = 0; s < game->n_seats; s++)
        best = MIN (best, ce_game_hand_points (game, s));
      for (guint s = 0; s < game->n_seats; s++)
        if (ce_game_hand_points (game, s) == best)
          game->winners |= 1u << s;
    }
  emit_event (game, emit, user_data, CE_EV_OVER, game->current, GAME_NO_CARD, reason);
}

static void
next_turn (CeGame        *game,
           GameEventFunc  emit,
           gpointer       user_data)
{
  game->step = CE_STEP_PLAY;
  game->drawn = CE_NO_INSTANCE;
  game->current = (game->current + 1) % game->n_seats;
  if (++game->turn >= CE_MAX_TURNS)
    finish (game, CE_END_TURN_LIMIT, emit, user_data);
}

/* ---- Set-up ------------------------------------------------------------------------------- */

static guint
hand_size_for (const CeParams *params,
               guint           n_seats)
{
  if (params->hand_size > 0)
    return params->hand_size;
  return n_seats == 2 ? 7 : 5;
}

static gboolean
ce_init (gpointer         state,
         const GameSetup *setup,
         GameEventFunc    emit,
         gpointer         user_data,
         GError         **error)
{
  CeGame *game = state;
  CeParams params = { 0 };
  guint hand_size, tries = 0;
  int top;

  g_return_val_if_fail (state != NULL && setup != NULL && setup->db != NULL, FALSE);

  if (setup->params != NULL)
    memcpy (&params, setup->params, sizeof params);
  if (setup->n_seats < CE_MIN_SEATS || setup->n_seats > CE_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "Crazy Eights is played by %u to %u seats, not %u", CE_MIN_SEATS,
                   CE_MAX_SEATS, setup->n_seats);
      return FALSE;
    }
  for (guint s = 0; s < setup->n_seats; s++)
    if (setup->deck_sizes[s] > 0)
      {
        g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                     "player %u brings a deck; Crazy Eights is played from one shared deck",
                     s + 1);
        return FALSE;
      }
  hand_size = hand_size_for (&params, setup->n_seats);
  if (setup->shared == NULL || setup->shared_size > CE_MAX_CARDS
      || setup->shared_size < hand_size * setup->n_seats + 1)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "Crazy Eights needs a shared deck of %u to %u cards for %u hands of %u, "
                   "not %u", hand_size * setup->n_seats + 1, CE_MAX_CARDS, setup->n_seats,
                   hand_size, setup->shared_size);
      return FALSE;
    }
  for (guint i = 0; i < setup->shared_size; i++)
    if (setup->shared[i] >= ce_db_get_n_cards (setup->db))
      {
        g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                     "card %u of the shared deck is not in the card db", i + 1);
        return FALSE;
      }

  memset (game, 0, sizeof *game);
  game->db = setup->db;
  game->params = params;
  game->n_seats = setup->n_seats;
  game->n_cards = setup->shared_size;
  game->drawn = CE_NO_INSTANCE;
  game->suit = CE_NO_SUIT;
  rng_seed (game->rng, setup->seed);
  for (guint c = 0; c < setup->shared_size; c++)
    {
      game->cards[c].def = setup->shared[c];
      zone_push (game, CE_ZONE_DECK, c);
    }
  shuffle_deck (game);
  /* The loser of the previous game of a series starts; else seat 1. */
  game->current = setup->previous_loser < game->n_seats ? setup->previous_loser : 0;

  for (guint round = 0; round < hand_size; round++)
    for (guint k = 0; k < game->n_seats; k++)
      {
        guint seat = (game->current + k) % game->n_seats;
        int card = game->zones[CE_ZONE_DECK][game->zone_n[CE_ZONE_DECK] - 1];

        zone_remove (game, card);
        zone_push (game, CE_ZONE_HAND (seat), card);
        emit_event (game, emit, user_data, CE_EV_DEAL, seat, card, 0);
      }
  /* An 8 turned up goes to the bottom of the pile and the next card is turned up. */
  for (;;)
    {
      top = game->zones[CE_ZONE_DECK][game->zone_n[CE_ZONE_DECK] - 1];
      if (ce_game_def (game, top)->rank != 8 || ++tries >= game->zone_n[CE_ZONE_DECK])
        break;
      zone_remove (game, top);
      memmove (&game->zones[CE_ZONE_DECK][1], &game->zones[CE_ZONE_DECK][0],
               game->zone_n[CE_ZONE_DECK]);
      game->zones[CE_ZONE_DECK][0] = top;
      game->zone_n[CE_ZONE_DECK]++;
      game->cards[top].zone = CE_ZONE_DECK;
      for (guint i = 0; i < game->zone_n[CE_ZONE_DECK]; i++)
        game->cards[game->zones[CE_ZONE_DECK][i]].pos = i;
    }
  zone_remove (game, top);
  zone_push (game, CE_ZONE_DISCARD, top);
  game->suit = ce_game_def (game, top)->suit;
  emit_event (game, emit, user_data, CE_EV_TURN_UP, game->current, top, 0);
  return TRUE;
}

/* ---- Play --------------------------------------------------------------------------------- */

static guint
add_plays (const CeGame *game,
           int           card,
           GameAction   *out,
           guint         n,
           guint         max_actions)
{
  GameAction a = { 0 };

  if (!ce_game_playable (game, card))
    return n;
  a.kind = CE_ACT_PLAY;
  a.seat = game->current;
  a.target_seat = GAME_NO_SEAT;
  a.card = card;
  a.target = GAME_NO_CARD;
  if (ce_game_def (game, card)->rank != 8)
    {
      if (n < max_actions)
        out[n++] = a;
      return n;
    }
  for (guint suit = 0; suit < CE_N_SUITS && n < max_actions; suit++)
    {
      a.value = suit + 1;
      out[n++] = a;
    }
  return n;
}

static guint
ce_legal_actions (gconstpointer state,
                  GameAction   *out,
                  guint         max_actions)
{
  const CeGame *game = state;
  GameAction other = { 0 };
  guint n = 0, hand = CE_ZONE_HAND (game->current);

  g_return_val_if_fail (state != NULL && out != NULL, 0);

  if (game->over)
    return 0;
  if (game->step == CE_STEP_DRAWN)
    n = add_plays (game, game->drawn, out, n, max_actions);
  else
    for (guint i = 0; i < game->zone_n[hand]; i++)
      n = add_plays (game, game->zones[hand][i], out, n, max_actions);
  other.seat = game->current;
  other.target_seat = GAME_NO_SEAT;
  other.card = GAME_NO_CARD;
  other.target = GAME_NO_CARD;
  /* Draw when you cannot or will not play; pass once you drew, or when nothing can be
   * drawn. */
  other.kind = game->step == CE_STEP_PLAY && ce_game_can_draw (game) ? CE_ACT_DRAW : CE_ACT_PASS;
  if (n < max_actions)
    out[n++] = other;
  return n;
}

static gboolean
ce_action_equal (const GameAction *a,
                 const GameAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card
         && a->value == b->value;
}

static void
ce_apply_legal (gpointer          state,
                const GameAction *action,
                GameEventFunc     emit,
                gpointer          user_data)
{
  CeGame *game = state;
  guint seat = game->current;

  game->n_actions++;
  switch (action->kind)
    {
    case CE_ACT_PLAY:
      {
        const CeCardDef *def = ce_game_def (game, action->card);

        zone_remove (game, action->card);
        zone_push (game, CE_ZONE_DISCARD, action->card);
        game->suit = def->rank == 8 ? action->value - 1 : def->suit;
        game->stuck = 0;
        emit_event (game, emit, user_data, CE_EV_PLAY, seat, action->card,
                    def->rank == 8 ? action->value - 1 : -1);
        if (game->zone_n[CE_ZONE_HAND (seat)] == 0)
          finish (game, CE_END_EMPTY_HAND, emit, user_data);
        else
          next_turn (game, emit, user_data);
        break;
      }
    case CE_ACT_DRAW:
      {
        int card;

        if (game->zone_n[CE_ZONE_DECK] == 0)
          {
            /* The discard pile but its top card becomes the new draw pile. */
            int top = ce_game_top (game);

            zone_remove (game, top);
            while (game->zone_n[CE_ZONE_DISCARD] > 0)
              {
                int c = game->zones[CE_ZONE_DISCARD][game->zone_n[CE_ZONE_DISCARD] - 1];

                zone_remove (game, c);
                zone_push (game, CE_ZONE_DECK, c);
              }
            zone_push (game, CE_ZONE_DISCARD, top);
            shuffle_deck (game);
            emit_event (game, emit, user_data, CE_EV_RESHUFFLE, seat, GAME_NO_CARD,
                        game->zone_n[CE_ZONE_DECK]);
          }
        card = game->zones[CE_ZONE_DECK][game->zone_n[CE_ZONE_DECK] - 1];
        zone_remove (game, card);
        zone_push (game, CE_ZONE_HAND (seat), card);
        game->step = CE_STEP_DRAWN;
        game->drawn = card;
        game->stuck = 0;
        emit_event (game, emit, user_data, CE_EV_DRAW, seat, card, 0);
        break;
      }
    case CE_ACT_PASS:
      {
        gboolean blocked = game->step == CE_STEP_PLAY;

        game->stuck = blocked ? game->stuck + 1 : 0;
        emit_event (game, emit, user_data, CE_EV_PASS, seat, GAME_NO_CARD, 0);
        if (game->stuck >= game->n_seats)
          finish (game, CE_END_BLOCKED, emit, user_data);
        else
          next_turn (game, emit, user_data);
        break;
      }
    default:
      g_assert_not_reached ();
    }
}

static gboolean
ce_apply (gpointer          state,
          const GameAction *action,
          GameEventFunc     emit,
          gpointer          user_data,
          GError          **error)
{
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  guint n;

  g_return_val_if_fail (state != NULL && action != NULL, FALSE);

  n = ce_legal_actions (state, legal, GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    if (ce_action_equal (&legal[i], action))
      {
        ce_apply_legal (state, &legal[i], emit, user_data);
        return TRUE;
      }
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s is not legal now",
               action->kind < CE_N_ACTS ? act_names[action->kind] : "this action");
  return FALSE;
}

static gboolean
ce_is_over (gconstpointer state)
{
  return ((const CeGame *) state)->over;
}

static guint
ce_deciding_seat (gconstpointer state)
{
  const CeGame *game = state;

  return game->over ? GAME_NO_SEAT : game->current;
}

static guint
ce_n_seats (gconstpointer state)
{
  return ((const CeGame *) state)->n_seats;
}

static guint
ce_n_actions (gconstpointer state)
{
  return ((const CeGame *) state)->n_actions;
}

static void
ce_result (gconstpointer state,
           GameResult   *out)
{
  const CeGame *game = state;

  memset (out, 0, sizeof *out);
  out->winners = game->winners;
  out->reason = game->end_reason;
  for (guint s = 0; s < game->n_seats; s++)
    out->scores[s] = ce_game_hand_points (game, s);
}

static gboolean
ce_check_invariants (gconstpointer   state,
                     char          **message)
{
  const CeGame *game = state;
  guint total = 0;

  for (guint z = 0; z < CE_N_ZONES; z++)
    {
      if (z >= CE_ZONE_HAND ((guint) game->n_seats) && game->zone_n[z] > 0)
        {
          *message = g_strdup_printf ("zone %u of no seat holds cards", z);
          return FALSE;
        }
      for (guint i = 0; i < game->zone_n[z]; i++)
        {
          guint c = game->zones[z][i];

          if (c >= game->n_cards || game->cards[c].zone != z || game->cards[c].pos != i)
            {
              *message = g_strdup_printf ("zone %u place %u: card %u is out of place", z, i,
                                          c);
              return FALSE;
            }
        }
      total += game->zone_n[z];
    }
  if (total != game->n_cards)
    {
      *message = g_strdup_printf ("%u cards in the zones, %u in the game", total,
                                  game->n_cards);
      return FALSE;
    }
  if (game->zone_n[CE_ZONE_DISCARD] == 0 || game->suit >= CE_N_SUITS)
    {
      *message = g_strdup ("no card to follow");
      return FALSE;
    }
  if (game->step == CE_STEP_DRAWN
      && (game->drawn >= game->n_cards
          || game->cards[game->drawn].zone != CE_ZONE_HAND (game->current)))
    {
      *message = g_strdup ("the card drawn is not in the hand of the seat who drew it");
      return FALSE;
    }
  if (game->over && game->winners == 0)
    {
      *message = g_strdup ("a finished game without a winner");
      return FALSE;
    }
  return TRUE;
}

/* ---- Text --------------------------------------------------------------------------------- */

static char *
ce_action_to_string (const GameAction *action)
{
  GString *s;

  g_return_val_if_fail (action != NULL, NULL);

  s = g_string_new (action->kind < CE_N_ACTS ? act_names[action->kind] : "unknown");
  g_string_append_printf (s, " seat=%u", action->seat + 1);
  if (action->card != GAME_NO_CARD)
    g_string_append_printf (s, " card=%d", action->card);
  if (action->value > 0)
    g_string_append_printf (s, " suit=%s", ce_suit_to_string (action->value - 1));
  return g_string_free (s, FALSE);
}

static gboolean
ce_action_parse (const char  *text,
                 GameAction  *out,
                 GError     **error)
{
  g_auto(GStrv) words = NULL;
  GameAction a = { 0 };
  gboolean has_seat = FALSE;
  guint kind;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);

  words = g_strsplit (text, " ", -1);
  for (kind = 0; words[0] != NULL && kind < CE_N_ACTS; kind++)
    if (g_str_equal (words[0], act_names[kind]))
      break;
  if (words[0] == NULL || kind == CE_N_ACTS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "unknown action “%s”", text);
      return FALSE;
    }
  a.kind = kind;
  a.card = GAME_NO_CARD;
  a.target = GAME_NO_CARD;
  a.target_seat = GAME_NO_SEAT;
  for (guint i = 1; words[i] != NULL; i++)
    {
      char *end = NULL;
      long number;

      if (g_str_has_prefix (words[i], "seat="))
        {
          number = strtol (words[i] + 5, &end, 10);
          if (end == words[i] + 5 || *end != '\0' || number < 1 || number > CE_MAX_SEATS)
            goto bad;
          a.seat = number - 1;
          has_seat = TRUE;
        }
      else if (g_str_has_prefix (words[i], "card=") && kind == CE_ACT_PLAY)
        {
          number = strtol (words[i] + 5, &end, 10);
          if (end == words[i] + 5 || *end != '\0' || number < 0 || number >= CE_MAX_CARDS)
            goto bad;
          a.card = number;
        }
      else if (g_str_has_prefix (words[i], "suit=") && kind == CE_ACT_PLAY)
        {
          guint suit;

          for (suit = 0; suit < CE_N_SUITS; suit++)
            if (g_str_equal (words[i] + 5, ce_suit_to_string (suit)))
              break;
          if (suit == CE_N_SUITS)
            goto bad;
          a.value = suit + 1;
        }
      else
        goto bad;
      continue;
    bad:
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” is not a part of a %s action",
                   words[i], act_names[kind]);
      return FALSE;
    }
  if (!has_seat || (kind == CE_ACT_PLAY && a.card == GAME_NO_CARD))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” lacks its %s", text,
                   has_seat ? "card" : "seat");
      return FALSE;
    }
  *out = a;
  return TRUE;
}

/* "the Seven of Hearts", or "a card" for a card @viewer may not see. */
static char *
card_phrase (const CeGame *game,
             int           card,
             int           viewer)
{
  const CeCardDef *def;

  if (card < 0 || card >= game->n_cards || !ce_game_card_visible (game, card, viewer)
      || (def = ce_game_def (game, card)) == NULL)
    return g_strdup ("a card");
  return g_strdup_printf ("the %s", def->name);
}

static char *
ce_describe_action (gconstpointer     state,
                    const GameAction *action,
                    int               viewer)
{
  const CeGame *game = state;
  g_autofree char *card = NULL;

  g_return_val_if_fail (state != NULL && action != NULL, NULL);

  switch (action->kind)
    {
    case CE_ACT_PLAY:
      card = card_phrase (game, action->card, viewer);
      if (action->value > 0)
        return g_strdup_printf ("Play %s, naming %s", card, ce_suit_label (action->value - 1));
      return g_strdup_printf ("Play %s", card);
    case CE_ACT_DRAW:
      return g_strdup ("Draw a card");
    case CE_ACT_PASS:
      return g_strdup ("Pass");
    default:
      return g_strdup ("Unknown action");
    }
}

static char *
ce_describe_result (gconstpointer state)
{
  const CeGame *game = state;
  GString *s = g_string_new (NULL);
  guint n = 0;

  g_return_val_if_fail (state != NULL, NULL);

  if (!game->over)
    return g_string_free (s, FALSE);
  for (guint seat = 0; seat < game->n_seats; seat++)
    if ((game->winners >> seat) & 1)
      g_string_append_printf (s, "%sSeat %u", n++ > 0 ? " and " : "", seat + 1);
  if (game->end_reason == CE_END_EMPTY_HAND)
    g_string_append (s, " wins: their hand is empty.");
  else
    {
      guint first = (guint) g_bit_nth_lsf (game->winners, -1);

      g_string_append_printf (s, " %s with the fewest points in hand (%u): %s.",
                              n > 1 ? "win" : "wins", ce_game_hand_points (game, first),
                              game->end_reason == CE_END_BLOCKED
                                ? "no seat could play or draw" : "the turn limit was reached");
    }
  return g_string_free (s, FALSE);
}

static char *
ce_describe_event (gconstpointer    state,
                   const GameEvent *event,
                   int              viewer)
{
  const CeGame *game = state;
  g_autofree char *card = NULL;

  g_return_val_if_fail (state != NULL && event != NULL, NULL);

  if (event->card != GAME_NO_CARD)
    card = card_phrase (game, event->card, viewer);
  switch (event->kind)
    {
    case CE_EV_DEAL:
      return g_strdup_printf ("Seat %u is dealt %s.", event->seat + 1, card);
    case CE_EV_TURN_UP:
      return g_strdup_printf ("%c%s is turned up to start the discard pile.",
                              g_ascii_toupper (card[0]), card + 1);
    case CE_EV_PLAY:
      if (event->value >= 0)
        return g_strdup_printf ("Seat %u plays %s and names %s.", event->seat + 1, card,
                                ce_suit_label (event->value));
      return g_strdup_printf ("Seat %u plays %s.", event->seat + 1, card);
    case CE_EV_DRAW:
      return g_strdup_printf ("Seat %u draws %s.", event->seat + 1, card);
    case CE_EV_RESHUFFLE:
      return g_strdup_printf ("The discard pile is shuffled into a new draw pile of %d cards.",
                              event->value);
    case CE_EV_PASS:
      return g_strdup_printf ("Seat %u passes.", event->seat + 1);
    case CE_EV_OVER:
      return ce_describe_result (game);
    default:
      return NULL;
    }
}

/* ---- Hidden information and the projection ------------------------------------------------ */

static guint
ce_n_cards (gconstpointer state)
{
  return ((const CeGame *) state)->n_cards;
}

static guint
ce_card_def (gconstpointer state,
             int           card)
{
  return ((const CeGame *) state)->cards[card].def;
}

static gboolean
card_visible_to (gconstpointer state,
                 int           card,
                 int           viewer)
{
  return ce_game_card_visible (state, card, viewer);
}

/* The hidden cards get the hidden instance numbers, smallest first, in the order of their
 * places (zone by zone, each from the bottom): a hidden card's number depends on where it
 * is and on which numbers are hidden, both of which the viewer knows, never on which card
 * it is. */
static void
ce_project_view (gconstpointer state,
                 int           viewer,
                 gpointer      out_state,
                 int          *out_map)
{
  const CeGame *game = state;
  CeGame *out = out_state;
  int map[CE_MAX_CARDS];
  int hidden[CE_MAX_CARDS];
  guint n = game->n_cards, n_hidden = 0, next = 0;

  g_return_if_fail (state != NULL && out_state != NULL && state != out_state);

  for (guint c = 0; c < n; c++)
    {
      map[c] = c;
      if (!ce_game_card_visible (game, c, viewer))
        hidden[n_hidden++] = c;
    }
  for (guint z = 0; z < CE_N_ZONES; z++)
    for (guint i = 0; i < game->zone_n[z]; i++)
      if (!ce_game_card_visible (game, game->zones[z][i], viewer))
        map[game->zones[z][i]] = hidden[next++];

  memcpy (out, game, sizeof *out);
  for (guint c = 0; c < n; c++)
    out->cards[map[c]] = game->cards[c];
  for (guint z = 0; z < CE_N_ZONES; z++)
    for (guint i = 0; i < game->zone_n[z]; i++)
      out->zones[z][i] = map[game->zones[z][i]];
  if (game->drawn != CE_NO_INSTANCE)
    out->drawn = map[game->drawn];
  for (guint k = 0; k < n_hidden; k++)
    out->cards[hidden[k]].def = CE_HIDDEN_DEF;
  /* The stream tells every shuffle to come. */
  out->rng[0] = out->rng[1] = 0;
  if (out_map != NULL)
    memcpy (out_map, map, n * sizeof map[0]);
}

static int
compare_u16 (gconstpointer a,
             gconstpointer b)
{
  return (int) *(const uint16_t *) a - (int) *(const uint16_t *) b;
}

/* The projection for @seat with the hidden cards dealt again: the definitions it cannot see,
 * sorted (so that where they really are does not matter), shuffled by @seed and laid on the
 * hidden places in order. */
static void
ce_sample_world (gconstpointer state,
                 guint         seat,
                 uint64_t      seed,
                 gpointer      out_state)
{
  const CeGame *game = state;
  CeGame *out = out_state;
  uint16_t defs[CE_MAX_CARDS];
  guint n_defs = 0, next = 0;

  g_return_if_fail (state != NULL && out_state != NULL && seat < game->n_seats);

  for (guint c = 0; c < game->n_cards; c++)
    if (!ce_game_card_visible (game, c, seat))
      defs[n_defs++] = game->cards[c].def;
  qsort (defs, n_defs, sizeof defs[0], compare_u16);
  ce_project_view (game, seat, out, NULL);
  rng_seed (out->rng, seed);
  for (guint i = n_defs; i > 1; i--)
    {
      guint j = (guint) ((rng_next (out) >> 11) % i);
      uint16_t tmp = defs[i - 1];

      defs[i - 1] = defs[j];
      defs[j] = tmp;
    }
  for (guint c = 0; c < out->n_cards; c++)
    if (out->cards[c].def == CE_HIDDEN_DEF)
      out->cards[c].def = defs[next++];
  g_assert (next == n_defs);
  rng_seed (out->rng, seed ^ 0x5bd1e995u);
}

/* Chance ran (a reshuffle), or a seat came to see a card the actor did not see (a draw, the
 * hands shown at the end). */
static gboolean
ce_action_revealed (gconstpointer before_state,
                    gconstpointer after_state,
                    guint         actor)
{
  const CeGame *before = before_state, *after = after_state;

  if (memcmp (before->rng, after->rng, sizeof before->rng) != 0)
    return TRUE;
  for (guint c = 0; c < after->n_cards; c++)
    {
      if (ce_game_card_visible (before, c, actor))
        continue;
      for (guint s = 0; s < after->n_seats; s++)
        if (ce_game_card_visible (after, c, s) && !ce_game_card_visible (before, c, s))
          return TRUE;
    }
  return FALSE;
}

/* ---- JSON --------------------------------------------------------------------------------- */

static void
add_card (JsonBuilder  *builder,
          const CeGame *g,
          int           card)
{
  const CeCardDef *def = ce_game_def (g, card);

  json_builder_begin_object (builder);
  if (def == NULL)
    {
      json_builder_set_member_name (builder, "hidden");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      return;
    }
  json_builder_set_member_name (builder, "instance");
  json_builder_add_int_value (builder, card);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, def->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, def->name);
  json_builder_set_member_name (builder, "rank");
  json_builder_add_int_value (builder, def->rank);
  json_builder_set_member_name (builder, "suit");
  json_builder_add_string_value (builder, ce_suit_to_string (def->suit));
  json_builder_end_object (builder);
}

static void
add_zone (JsonBuilder  *builder,
          const char   *name,
          const CeGame *g,
          guint         zone)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < g->zone_n[zone]; i++)
    add_card (builder, g, g->zones[zone][i]);
  json_builder_end_array (builder);
}

static void
ce_position_to_json (gconstpointer     state,
                     int               viewer,
                     GameCardLabelFunc label_func G_GNUC_UNUSED,
                     gpointer          label_data G_GNUC_UNUSED,
                     JsonBuilder      *builder)
{
  g_autofree CeGame *g = g_new (CeGame, 1);

  g_return_if_fail (state != NULL && builder != NULL);

  ce_project_view (state, viewer, g, NULL);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, g->turn + 1);
  json_builder_set_member_name (builder, "current");
  json_builder_add_int_value (builder, g->current + 1);
  json_builder_set_member_name (builder, "step");
  json_builder_add_string_value (builder, g->step == CE_STEP_DRAWN ? "drawn" : "play");
  json_builder_set_member_name (builder, "suit");
  json_builder_add_string_value (builder, ce_suit_to_string (g->suit));
  json_builder_set_member_name (builder, "deck");
  json_builder_add_int_value (builder, g->zone_n[CE_ZONE_DECK]);
  add_zone (builder, "discard", g, CE_ZONE_DISCARD);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < g->n_seats; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "hand-size");
      json_builder_add_int_value (builder, g->zone_n[CE_ZONE_HAND (s)]);
      add_zone (builder, "hand", g, CE_ZONE_HAND (s));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (g->over)
    {
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint s = 0; s < g->n_seats; s++)
        if ((g->winners >> s) & 1)
          json_builder_add_int_value (builder, s + 1);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "end");
      json_builder_add_string_value (builder, end_reasons[g->end_reason]);
    }
  json_builder_end_object (builder);
}

/* ---- Variants, parameters, the card db, decks --------------------------------------------- */

static guint
ce_list_variants (const GameVariant **out_variants)
{
  *out_variants = ce_game_info.variants;
  return ce_game_info.n_variants;
}

static gboolean
ce_params_init (gpointer    params,
                const char *variant_id)
{
  if (variant_id != NULL && !g_str_equal (variant_id, ce_game_info.variants[0].id))
    return FALSE;
  memset (params, 0, sizeof (CeParams));
  return TRUE;
}

static const char *
ce_params_variant (gconstpointer params)
{
  return ce_game_info.variants[0].id;
}

static gboolean
ce_check_setup (gconstpointer   params,
                guint           seat,
                guint           deck_size,
                GError        **error)
{
  const CeParams *p = params;

  if (seat == GAME_NO_SEAT)
    {
      if (p != NULL && p->hand_size > 20)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "a hand of %u cards is more than Crazy Eights deals", p->hand_size);
          return FALSE;
        }
      return TRUE;
    }
  if (deck_size > 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "player %u brings a deck; Crazy Eights is played from one shared deck",
                   seat + 1);
      return FALSE;
    }
  return TRUE;
}

static gpointer
db_new (void)
{
  return ce_db_new ();
}

static gpointer
db_ref (gpointer db)
{
  return ce_db_ref (db);
}

static void
db_unref (gpointer db)
{
  ce_db_unref (db);
}

static guint
db_add_card (gpointer  db,
             DriveInCard *card)
{
  return ce_db_add_card (db, card);
}

static gboolean
db_lookup (gconstpointer  db,
           const char    *card_id,
           guint         *out_index)
{
  return ce_db_lookup (db, card_id, out_index);
}

static const char *
db_card_id (gconstpointer db,
            guint         index)
{
  return ce_db_get (db, index)->id;
}

static guint
db_n_cards (gconstpointer db)
{
  return ce_db_get_n_cards (db);
}

static gpointer
state_db (gconstpointer state)
{
  return (gpointer) ((const CeGame *) state)->db;
}

/* Every card of the game's releases in @catalog (of @sigils when given), once each: the
 * shuffle is the game's. */
static gboolean
ce_random_shared_deck (DriveInCatalog        *catalog,
                       const char * const *sigils,
                       gconstpointer       params,
                       GRand              *rand,
                       GPtrArray          *out_ids,
                       GError            **error)
{
  GListModel *releases = drive_in_catalog_get_releases (catalog);
  guint n = 0;

  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      if (g_strcmp0 (drive_in_release_get_game (release), CE_GAME_ID) != 0
          || (sigils != NULL && !g_strv_contains (sigils, drive_in_release_get_sigil (release))))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (cards) && n < CE_MAX_CARDS; i++, n++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          g_ptr_array_add (out_ids, g_strdup (drive_in_card_get_id (card)));
        }
    }
  if (n < 2 * 7 + 1)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "the Crazy Eights cards loaded make no deck (%u cards)", n);
      return FALSE;
    }
  return TRUE;
}

const GameRules ce_rules = {
  .id = CE_GAME_ID,
  .state_size = sizeof (CeGame),
  .min_seats = CE_MIN_SEATS,
  .max_seats = CE_MAX_SEATS,
  .list_variants = ce_list_variants,
  .params_size = sizeof (CeParams),
  .param_fields = param_fields,
  .n_param_fields = G_N_ELEMENTS (param_fields),
  .max_cards = CE_MAX_CARDS,
  .params_init = ce_params_init,
  .params_variant = ce_params_variant,
  .check_setup = ce_check_setup,
  .outcome = {
    .end_reasons = end_reasons,
    .n_end_reasons = G_N_ELEMENTS (end_reasons),
    .end_reason_labels = end_reason_labels,
    .score_name = "points-in-hand",
    .score_label = "Points in hand",
  },
  .cards = {
    .db_new = db_new,
    .db_ref = db_ref,
    .db_unref = db_unref,
    .db_add_card = db_add_card,
    .db_lookup = db_lookup,
    .db_card_id = db_card_id,
    .db_n_cards = db_n_cards,
    .state_db = state_db,
    .random_shared_deck = ce_random_shared_deck,
  },
  .play = {
    .init = ce_init,
    .legal_actions = ce_legal_actions,
    .apply = ce_apply,
    .apply_legal = ce_apply_legal,
    .is_over = ce_is_over,
    .deciding_seat = ce_deciding_seat,
    .n_seats = ce_n_seats,
    .n_actions = ce_n_actions,
    .result = ce_result,
    .check_invariants = ce_check_invariants,
    .action_equal = ce_action_equal,
  },
  .text = {
    .action_to_string = ce_action_to_string,
    .action_parse = ce_action_parse,
    .describe_action = ce_describe_action,
    .describe_event = ce_describe_event,
    .describe_result = ce_describe_result,
    .position_to_json = ce_position_to_json,
  },
  .views = {
    .n_cards = ce_n_cards,
    .card_def = ce_card_def,
    .card_visible_to = card_visible_to,
    .sample_world = ce_sample_world,
    .action_revealed = ce_action_revealed,
    .project_view = ce_project_view,
  },
};
