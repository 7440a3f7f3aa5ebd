/* gruff-game-zones.c: Gruff's random source, decks, hands and discard piles, and what each
 * seat may see of them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "gruff-game-private.h"

/* xoroshiro128+ */
uint64_t
gruff_rng_next (GruffGame *g)
{
  uint64_t s0 = g->rng[0];
  uint64_t s1 = g->rng[1];
  uint64_t result = s0 + s1;

  s1 ^= s0;
  g->rng[0] = ((s0 << 24) | (s0 >> 40)) ^ s1 ^ (s1 << 16);
  g->rng[1] = (s1 << 37) | (s1 >> 27);
  return result;
}

guint
gruff_rng_below (GruffGame *g,
                 guint      n)
{
  g_assert (n > 0);
  return (guint) ((gruff_rng_next (g) >> 11) % n);
}

void
gruff_rng_seed (GruffGame *g,
                uint64_t   seed)
{
  uint64_t state = seed;

  g->rng[0] = game_splitmix64 (&state);
  g->rng[1] = game_splitmix64 (&state) | 1;
}

static int8_t *
zone_list (GruffGame *g,
           guint      seat,
           GruffZone  zone,
           uint8_t  **out_n)
{
  GruffSeat *s = &g->seats[seat];

  switch (zone)
    {
    case GRUFF_ZONE_DECK:
      *out_n = &s->n_deck;
      return s->deck;
    case GRUFF_ZONE_HAND:
      *out_n = &s->n_hand;
      return s->hand;
    case GRUFF_ZONE_DISCARD:
      *out_n = &s->n_discard;
      return s->discard;
    default:
      *out_n = NULL;
      return NULL;
    }
}

void
gruff_zone_remove (GruffGame *g,
                   int        card)
{
  GruffCardState *c = &g->cards[card];
  uint8_t *n;
  int8_t *list = zone_list (g, c->owner, c->zone, &n);

  if (list == NULL)
    return;
  g_assert (c->pos < *n && list[c->pos] == card);
  for (guint i = c->pos; i + 1 < *n; i++)
    {
      list[i] = list[i + 1];
      g->cards[list[i]].pos = i;
    }
  (*n)--;
}

void
gruff_zone_add (GruffGame *g,
                int        card,
                GruffZone  zone)
{
  GruffCardState *c = &g->cards[card];
  uint8_t *n;
  int8_t *list = zone_list (g, c->owner, zone, &n);

  c->zone = zone;
  c->host = -1;
  if (list == NULL)
    return;
  g_assert (*n < GRUFF_MAX_DECK);
  c->pos = *n;
  list[(*n)++] = card;
}

void
gruff_shuffle_deck (GruffGame *g,
                    guint      seat)
{
  GruffSeat *s = &g->seats[seat];

  for (guint i = s->n_deck; i > 1; i--)
    {
      guint j = gruff_rng_below (g, i);
      int8_t t = s->deck[i - 1];

      s->deck[i - 1] = s->deck[j];
      s->deck[j] = t;
    }
  for (guint i = 0; i < s->n_deck; i++)
    g->cards[s->deck[i]].pos = i;
}

gboolean
gruff_draw (GruffGame *g,
            guint      seat,
            GruffEmit *e)
{
  GruffSeat *s = &g->seats[seat];
  int card;

  if (s->n_deck == 0)
    return FALSE;
  card = s->deck[s->n_deck - 1];
  gruff_zone_remove (g, card);
  gruff_zone_add (g, card, GRUFF_ZONE_HAND);
  g->cards[card].known |= 1u << seat;
  gruff_emit (g, e, GRUFF_EV_DRAW, seat, card, GAME_NO_CARD, s->n_hand);
  return TRUE;
}

void
gruff_discard_from_hand (GruffGame *g,
                         int        card,
                         GruffEmit *e)
{
  gruff_zone_remove (g, card);
  gruff_zone_add (g, card, GRUFF_ZONE_DISCARD);
  g->cards[card].known = (1u << GRUFF_SEATS) - 1;
  gruff_emit (g, e, GRUFF_EV_DISCARD, g->cards[card].owner, card, GAME_NO_CARD, 0);
}

gboolean
gruff_game_card_visible_to (const GruffGame *game,
                            int              card,
                            int              viewer)
{
  g_return_val_if_fail (game != NULL, FALSE);

  if (card < 0 || card >= game->n_cards)
    return FALSE;
  if (viewer == GAME_VIEWER_ALL)
    return TRUE;
  /* What every seat sees. */
  if (viewer == GAME_VIEWER_PUBLIC)
    return (game->cards[card].known & ((1u << GRUFF_SEATS) - 1)) == (1u << GRUFF_SEATS) - 1;
  return viewer >= 0 && viewer < GRUFF_SEATS && ((game->cards[card].known >> viewer) & 1);
}

/* A world consistent with what @seat knows: every card it does not know (its own deck, the
 * other hand and deck) is dealt again at random among the places of unknown cards of the
 * same owner. The unknown cards are first put in a canonical order (by definition), so the
 * result depends on what @seat knows, never on where the hidden cards really are. */
void
gruff_game_sample_world (const GruffGame *game,
                         guint            seat,
                         uint64_t         seed,
                         GruffGame       *out)
{
  g_return_if_fail (game != NULL && out != NULL && seat < GRUFF_SEATS);

  if (out != game)
    memcpy (out, game, sizeof *out);
  gruff_rng_seed (out, seed ^ 0x5eed5a3b1e0fULL);

  for (guint owner = 0; owner < GRUFF_SEATS; owner++)
    {
      int8_t cards[GRUFF_MAX_SEAT_CARDS];
      int8_t slots[GRUFF_MAX_SEAT_CARDS];
      uint8_t slot_zone[GRUFF_MAX_SEAT_CARDS];
      uint8_t slot_pos[GRUFF_MAX_SEAT_CARDS];
      guint n = 0;
      guint zones[] = { GRUFF_ZONE_HAND, GRUFF_ZONE_DECK };

      for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
        {
          uint8_t *count;
          int8_t *list = zone_list (out, owner, zones[z], &count);

          for (guint i = 0; i < *count; i++)
            if (!((out->cards[list[i]].known >> seat) & 1))
              {
                slots[n] = list[i];
                slot_zone[n] = zones[z];
                slot_pos[n] = i;
                n++;
              }
        }
      /* The hidden definitions in canonical order, then shuffled. */
      for (guint i = 0; i < n; i++)
        cards[i] = slots[i];
      for (guint i = 1; i < n; i++)
        for (guint j = i; j > 0 && out->cards[cards[j - 1]].def > out->cards[cards[j]].def; j--)
          {
            int8_t t = cards[j];

            cards[j] = cards[j - 1];
            cards[j - 1] = t;
          }
      {
        uint16_t defs[GRUFF_MAX_SEAT_CARDS];

        for (guint i = 0; i < n; i++)
          defs[i] = out->cards[cards[i]].def;
        for (guint i = n; i > 1; i--)
          {
            guint j = gruff_rng_below (out, i);
            uint16_t td = defs[i - 1];

            defs[i - 1] = defs[j];
            defs[j] = td;
          }
        /* Each hidden place keeps its instance and who knows it (a hand is known to its
         * owner, a deck to nobody); it now holds another definition. */
        for (guint i = 0; i < n; i++)
          {
            g_assert (out->cards[slots[i]].zone == slot_zone[i]
                      && out->cards[slots[i]].pos == slot_pos[i]);
            out->cards[slots[i]].def = defs[i];
          }
      }
    }
}

static gboolean
view_card_or_none (int   card,
                   guint n_cards)
{
  return card == -1 || (card >= 0 && (guint) card < n_cards);
}

gboolean
gruff_game_check_view (GruffGame         *view,
                       const GruffCardDb *db,
                       char             **message)
{
  GruffGame *g = view;
  guint n_defs;

  g_return_val_if_fail (view != NULL && db != NULL, FALSE);

#define VIEW_FAIL(...) G_STMT_START { if (message) *message = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END

  g->db = db;
  n_defs = gruff_card_db_get_n_cards (db);
  if (g->n_cards > GRUFF_MAX_CARDS)
    VIEW_FAIL ("%u cards, more than %u", g->n_cards, GRUFF_MAX_CARDS);
  if (g->phase > GRUFF_PHASE_OVER || g->end_reason >= GRUFF_N_END_REASONS)
    VIEW_FAIL ("an unknown phase or end");
  if (g->active >= GRUFF_SEATS || g->first >= GRUFF_SEATS
      || (g->winner != GAME_NO_SEAT && g->winner >= GRUFF_SEATS))
    VIEW_FAIL ("a seat not at the table");
  if (!view_card_or_none (g->active_gruff, g->n_cards))
    VIEW_FAIL ("the active gruff does not exist");
  for (guint c = 0; c < g->n_cards; c++)
    {
      const GruffCardState *card = &g->cards[c];

      if (card->def >= n_defs && card->def != GRUFF_HIDDEN_DEF)
        VIEW_FAIL ("card %u has an unknown definition", c);
      if (card->owner >= GRUFF_SEATS || card->controller >= GRUFF_SEATS)
        VIEW_FAIL ("card %u has no owner at the table", c);
      if (card->zone >= GRUFF_N_ZONES)
        VIEW_FAIL ("card %u is in an unknown zone", c);
      if (!view_card_or_none (card->host, g->n_cards) || card->host == (int) c)
        VIEW_FAIL ("card %u is attached to a card that does not exist", c);
      if (card->zone == GRUFF_ZONE_LINE ? card->pos >= GRUFF_LINE && card->pos != GRUFF_NO_POS
                                        : card->pos >= GRUFF_MAX_DECK)
        VIEW_FAIL ("card %u has an impossible position", c);
    }
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      const GruffSeat *s = &g->seats[seat];
      const int8_t *lists[] = { s->deck, s->hand, s->discard };
      const guint counts[] = { s->n_deck, s->n_hand, s->n_discard };

      if (s->shepherd < 0 || s->shepherd >= g->n_cards)
        VIEW_FAIL ("seat %u has no shepherd", seat + 1);
      for (guint p = 0; p < GRUFF_LINE; p++)
        if (!view_card_or_none (s->line[p], g->n_cards))
          VIEW_FAIL ("seat %u: position %u holds a card that does not exist", seat + 1, p);
      if (s->n_abilities > GRUFF_MAX_DECK)
        VIEW_FAIL ("seat %u brought %u ability cards", seat + 1, s->n_abilities);
      for (guint z = 0; z < 3; z++)
        {
          if (counts[z] > GRUFF_MAX_DECK)
            VIEW_FAIL ("seat %u: a list of %u cards", seat + 1, counts[z]);
          for (guint i = 0; i < counts[z]; i++)
            if (lists[z][i] < 0 || lists[z][i] >= g->n_cards)
              VIEW_FAIL ("seat %u: a list holds a card that does not exist", seat + 1);
        }
      if (!view_card_or_none (s->attacker, g->n_cards)
          || (s->attacker >= 0 && s->attack_pos >= GRUFF_LINE))
        VIEW_FAIL ("seat %u: an impossible attack", seat + 1);
    }
  /* Once the lines are arranged the play functions read every position of both lines and,
   * in the main phase, the active gruff's place in its line. */
  if (g->phase == GRUFF_PHASE_ACTIVATE || g->phase == GRUFF_PHASE_MAIN
      || g->phase == GRUFF_PHASE_DISCARD)
    for (guint seat = 0; seat < GRUFF_SEATS; seat++)
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          int card = g->seats[seat].line[p];

          if (card < 0 || g->cards[card].zone != GRUFF_ZONE_LINE || g->cards[card].pos != p)
            VIEW_FAIL ("seat %u: position %u of an arranged line holds no gruff", seat + 1, p);
        }
  if (g->phase == GRUFF_PHASE_MAIN
      && (g->active_gruff < 0 || g->cards[g->active_gruff].zone != GRUFF_ZONE_LINE
          || g->cards[g->active_gruff].pos >= GRUFF_LINE
          || g->seats[g->active].line[g->cards[g->active_gruff].pos] != g->active_gruff))
    VIEW_FAIL ("the active gruff is not in its seat's line");
#undef VIEW_FAIL
  return TRUE;
}
