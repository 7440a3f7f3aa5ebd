/* groo-game-zones.c: Groo's zones as slices of one permutation, knowledge, scores, invariants
 * and sampled worlds. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "groo-game-private.h"

void
groo_emit (GrooRun *r,
           guint    kind,
           guint    seat,
           guint    target_seat,
           int      card,
           int      target,
           int      value)
{
  GameEvent ev = { 0 };

  if (r->emit == NULL)
    return;
  ev.kind = kind;
  ev.seat = seat;
  ev.target_seat = target_seat;
  ev.card = card;
  ev.target = target;
  ev.value = value;
  r->emit (r->g, &ev, r->data);
}

void
groo_emit_move (GrooRun *r,
                guint    kind,
                guint    seat,
                int      card,
                guint    from,
                guint    to)
{
  GameEvent ev = { 0 };

  if (r->emit == NULL)
    return;
  ev.kind = kind;
  ev.seat = seat;
  ev.target_seat = GROO_NO_SEAT;
  ev.card = card;
  ev.target = GROO_NO_CARD;
  ev.from_zone = from;
  ev.to_zone = to;
  r->emit (r->g, &ev, r->data);
}

/* xoroshiro128+: small state, fast, and the same sequence on every machine. */
uint64_t
groo_rng_next (GrooGame *g)
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
groo_rng_below (GrooGame *g,
                guint     n)
{
  if (n <= 1)
    return 0;
  return (guint) ((groo_rng_next (g) >> 11) % n);
}

void
groo_rng_seed (GrooGame *g,
               uint64_t  seed)
{
  uint64_t s = seed;

  g->rng[0] = game_splitmix64 (&s);
  g->rng[1] = game_splitmix64 (&s);
  if (g->rng[0] == 0 && g->rng[1] == 0)
    g->rng[0] = 1;
}

guint
groo_zone_size (const GrooGame *g,
                guint           zone)
{
  return g->zone_start[zone + 1] - g->zone_start[zone];
}

int
groo_zone_top (const GrooGame *g,
               guint           zone,
               guint           index_from_top)
{
  if (index_from_top >= groo_zone_size (g, zone))
    return GROO_NO_CARD;
  return g->order[g->zone_start[zone + 1] - 1 - index_from_top];
}

static guint
position_of (const GrooGame *g,
             int             card)
{
  guint zone = g->cards[card].zone;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (g->order[i] == card)
      return i;
  g_assert_not_reached ();
  return 0;
}

void
groo_move (GrooGame *g,
           int       card,
           guint     zone,
           gboolean  bottom)
{
  GrooCardState *c = &g->cards[card];
  guint from = c->zone;
  guint pos = position_of (g, card);
  guint n = g->n_cards;
  guint insert;

  memmove (&g->order[pos], &g->order[pos + 1], n - pos - 1);
  for (guint z = from + 1; z <= GROO_N_ZONES; z++)
    g->zone_start[z]--;
  insert = bottom ? g->zone_start[zone] : g->zone_start[zone + 1];
  memmove (&g->order[insert + 1], &g->order[insert], n - 1 - insert);
  g->order[insert] = card;
  for (guint z = zone + 1; z <= GROO_N_ZONES; z++)
    g->zone_start[z]++;
  c->zone = zone;

  /* Who knows the card: the deck is face down, a hand is its owner's, the rest is open. */
  if (zone == GROO_ZONE_DECK)
    c->known = 0;
  else if (GROO_ZONE_IS_HAND (zone))
    c->known = from == GROO_ZONE_DECK ? 1u << GROO_ZONE_SEAT (zone)
                                      : c->known | 1u << GROO_ZONE_SEAT (zone);
  else
    c->known = GROO_ALL_SEATS;
  if (from != zone)
    {
      c->flags &= ~(GROO_CARD_COMMITTED | GROO_CARD_DRAWER_MASK);
      c->war_mul = 1;
    }
}

void
groo_shuffle_zone (GrooGame *g,
                   guint     zone)
{
  guint start = g->zone_start[zone];
  guint n = groo_zone_size (g, zone);

  for (guint i = n; i > 1; i--)
    {
      guint j = groo_rng_below (g, i);
      uint8_t t = g->order[start + i - 1];

      g->order[start + i - 1] = g->order[start + j];
      g->order[start + j] = t;
    }
}

void
groo_discard_card (GrooRun *r,
                   int      card,
                   guint    kind)
{
  GrooGame *g = r->g;
  guint from = g->cards[card].zone;
  guint owner = from >= GROO_ZONE_FIRST_SEAT ? GROO_ZONE_SEAT (from) : GROO_NO_SEAT;

  groo_move (g, card, GROO_ZONE_DISCARD, FALSE);
  if (owner != GROO_NO_SEAT && from == GROO_ZONE_TOWN (owner))
    groo_update_vp (g, owner);
  groo_emit_move (r, kind, owner, card, from, GROO_ZONE_DISCARD);
}

gboolean
groo_card_has_mod (const GrooGame *g,
                   int             card,
                   GrooModKind     kind,
                   guint          *out_n)
{
  const GrooScript *script = &GROO_DEF (g, card)->script;

  for (guint i = 0; i < script->n_mods; i++)
    if (script->mods[i].kind == kind)
      {
        if (out_n != NULL)
          *out_n = script->mods[i].n;
        return TRUE;
      }
  return FALSE;
}

int
groo_mod_total (const GrooGame *g,
                guint           seat,
                GrooModKind     kind)
{
  int total = 0;

  for (guint z = GROO_ZONE_TOWN (seat); z <= GROO_ZONE_ARMY (seat); z++)
    for (guint i = g->zone_start[z]; i < g->zone_start[z + 1]; i++)
      {
        guint n;

        if (groo_card_has_mod (g, g->order[i], kind, &n))
          total += n;
      }
  return total;
}

int
groo_game_mod_total (const GrooGame *game,
                     guint           seat,
                     GrooModKind     kind)
{
  g_return_val_if_fail (game != NULL && seat < game->n_seats, 0);

  return groo_mod_total (game, seat, kind);
}

guint
groo_update_vp (GrooGame *g,
                guint     seat)
{
  g->seats[seat].vp = groo_game_town_vp (g, seat);
  return g->seats[seat].vp;
}

/* Public questions */

guint
groo_game_zone_size (const GrooGame *game,
                     guint           zone)
{
  g_return_val_if_fail (game != NULL && zone < GROO_N_ZONES, 0);

  return groo_zone_size (game, zone);
}

int
groo_game_zone_card (const GrooGame *game,
                     guint           zone,
                     guint           index)
{
  g_return_val_if_fail (game != NULL && zone < GROO_N_ZONES, GROO_NO_CARD);

  if (index >= groo_zone_size (game, zone))
    return GROO_NO_CARD;
  return game->order[game->zone_start[zone] + index];
}

guint
groo_game_waiting_drawer (const GrooGame *game,
                          int             card)
{
  g_return_val_if_fail (game != NULL, GROO_NO_SEAT);

  if (card < 0 || card >= game->n_cards || game->cards[card].zone != GROO_ZONE_WAITING)
    return GROO_NO_SEAT;
  return (game->cards[card].flags & GROO_CARD_DRAWER_MASK) >> GROO_CARD_DRAWER_SHIFT;
}

gboolean
groo_game_card_visible_to (const GrooGame *game,
                           int             card,
                           guint           seat)
{
  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, FALSE);

  return seat < GROO_MAX_SEATS && ((game->cards[card].known >> seat) & 1);
}

gboolean
groo_game_viewer_sees (const GrooGame *game,
                       int             card,
                       int             viewer)
{
  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, FALSE);

  if (viewer == GAME_VIEWER_ALL)
    return TRUE;
  if (viewer == GAME_VIEWER_PUBLIC)
    {
      guint everyone = (1u << game->n_seats) - 1;

      return (game->cards[card].known & everyone) == everyone;
    }
  return viewer >= 0 && viewer < GROO_MAX_SEATS && ((game->cards[card].known >> viewer) & 1);
}

const GrooCardDef *
groo_game_card (const GrooGame *game,
                int             card)
{
  g_return_val_if_fail (game != NULL && card >= 0 && card < game->n_cards, NULL);

  return GROO_DEF (game, card);
}

guint
groo_game_town_printed_vp (const GrooGame *game,
                           guint           seat)
{
  guint zone = GROO_ZONE_TOWN (seat);
  guint vp = 0;

  for (guint i = game->zone_start[zone]; i < game->zone_start[zone + 1]; i++)
    vp += GROO_DEF (game, game->order[i])->vp;
  return vp;
}

guint
groo_game_town_vp (const GrooGame *game,
                   guint           seat)
{
  guint zone = GROO_ZONE_TOWN (seat);
  guint buildings = groo_zone_size (game, zone);
  guint vp = 0;

  for (guint i = game->zone_start[zone]; i < game->zone_start[zone + 1]; i++)
    {
      const GrooCardDef *def = GROO_DEF (game, game->order[i]);

      vp += def->vp;
      for (guint m = 0; m < def->script.n_mods; m++)
        if (def->script.mods[m].kind == GROO_MOD_VP && buildings >= def->script.mods[m].arg)
          vp += def->script.mods[m].n;
    }
  return vp;
}

guint
groo_game_army_attack (const GrooGame *game,
                       guint           seat)
{
  guint zone = GROO_ZONE_ARMY (seat);
  guint total = 0;

  for (guint i = game->zone_start[zone]; i < game->zone_start[zone + 1]; i++)
    total += GROO_DEF (game, game->order[i])->attack;
  return total;
}

guint
groo_game_army_defense (const GrooGame *game,
                        guint           seat)
{
  guint zone = GROO_ZONE_ARMY (seat);
  guint total = 0;

  for (guint i = game->zone_start[zone]; i < game->zone_start[zone + 1]; i++)
    total += GROO_DEF (game, game->order[i])->defense;
  return total;
}

guint
groo_game_groo_distance (const GrooGame *game,
                         guint           seat)
{
  guint d = (seat + game->n_seats - game->groo) % game->n_seats;

  return MIN (d, game->n_seats - d);
}

guint
groo_game_hand_size (const GrooGame *game,
                     guint           seat)
{
  return game->params.hand_size + MAX (groo_mod_total (game, seat, GROO_MOD_HAND_SIZE), 0);
}

/* Invariants */

#define BAD(...) G_STMT_START { \
    if (message != NULL) *message = g_strdup_printf (__VA_ARGS__); \
    return FALSE; \
  } G_STMT_END

gboolean
groo_game_check_invariants (const GrooGame *g,
                            char          **message)
{
  uint8_t seen[GROO_MAX_CARDS] = { 0 };
  guint on_table = 0;
  guint played_frames = 0;
  guint rolled = 0;

  g_return_val_if_fail (g != NULL, FALSE);

  if (g->n_seats < GROO_MIN_SEATS || g->n_seats > GROO_MAX_SEATS)
    BAD ("%u seats", g->n_seats);
  if (g->zone_start[0] != 0 || g->zone_start[GROO_N_ZONES] != g->n_cards)
    BAD ("the zones cover %u..%u of %u cards", g->zone_start[0], g->zone_start[GROO_N_ZONES],
         g->n_cards);
  for (guint z = 0; z < GROO_N_ZONES; z++)
    {
      if (g->zone_start[z] > g->zone_start[z + 1])
        BAD ("zone %u ends before it starts", z);
      if (z >= GROO_ZONE_FIRST_SEAT && GROO_ZONE_SEAT (z) >= g->n_seats
          && groo_zone_size (g, z) > 0)
        BAD ("zone %u of an empty seat holds cards", z);
      for (guint i = g->zone_start[z]; i < g->zone_start[z + 1]; i++)
        {
          int c = g->order[i];
          const GrooCardState *cs;
          const GrooCardDef *def;

          if (c >= g->n_cards)
            BAD ("order[%u] = %d is not a card", i, c);
          if (seen[c]++)
            BAD ("card %d is in two places (a duplicate)", c);
          cs = &g->cards[c];
          def = GROO_DEF (g, c);
          if (cs->zone != z)
            BAD ("card %d sits in zone %u but says zone %u", c, z, cs->zone);
          if (z == GROO_ZONE_DECK && cs->known != 0)
            BAD ("card %d in the deck is known (%#x)", c, cs->known);
          if (z >= GROO_ZONE_FIRST_SEAT)
            {
              guint seat = GROO_ZONE_SEAT (z);

              if (GROO_ZONE_IS_HAND (z))
                {
                  if (def->kind == GROO_KIND_EVENT)
                    BAD ("seat %u holds the Event %s", seat + 1, def->name);
                  if (!((cs->known >> seat) & 1))
                    BAD ("seat %u does not know card %d of its hand", seat + 1, c);
                }
              else if (z == GROO_ZONE_TOWN (seat) && def->kind != GROO_KIND_BUILDING)
                BAD ("%s is in a town but is no Building", def->name);
              else if (z == GROO_ZONE_ARMY (seat) && def->kind != GROO_KIND_TROOP)
                BAD ("%s is in an army but is no Troop", def->name);
            }
          if ((z == GROO_ZONE_DISCARD || z == GROO_ZONE_TABLE || z == GROO_ZONE_WAITING
               || (z >= GROO_ZONE_FIRST_SEAT && !GROO_ZONE_IS_HAND (z)))
              && cs->known != GROO_ALL_SEATS)
            BAD ("card %d is open but not known to all", c);
          if ((cs->flags & GROO_CARD_COMMITTED)
              && (!g->war.active || z < GROO_ZONE_FIRST_SEAT
                  || z != GROO_ZONE_ARMY (GROO_ZONE_SEAT (z))
                  || (GROO_ZONE_SEAT (z) != g->war.attacker
                      && GROO_ZONE_SEAT (z) != g->war.defender)))
            BAD ("card %d is committed outside a war", c);
          if (z == GROO_ZONE_TABLE)
            on_table++;
          if (z == GROO_ZONE_WAITING
              && (def->kind != GROO_KIND_EVENT
                  || (guint) ((cs->flags & GROO_CARD_DRAWER_MASK) >> GROO_CARD_DRAWER_SHIFT)
                     >= g->n_seats))
            BAD ("%s waits to be played but is no Event drawn by a seat", def->name);
          if (z != GROO_ZONE_WAITING && (cs->flags & GROO_CARD_DRAWER_MASK))
            BAD ("card %d keeps who drew it outside the waiting Events", c);
        }
    }
  for (guint c = 0; c < g->n_cards; c++)
    if (!seen[c])
      BAD ("card %u is lost (in no zone)", c);

  for (guint f = 0; f < g->n_frames; f++)
    {
      const GrooFrame *frame = &g->frames[f];

      if (frame->kind == GROO_FRAME_EFFECT && frame->window == GROO_SOURCE_PLAYED)
        {
          played_frames++;
          if (frame->card < 0 || frame->card >= g->n_cards
              || g->cards[frame->card].zone != GROO_ZONE_TABLE)
            BAD ("a card being played is not on the table");
        }
    }
  if (played_frames != on_table)
    BAD ("%u cards on the table for %u played cards", on_table, played_frames);
  if (g->n_frames > GROO_MAX_FRAMES)
    BAD ("%u frames on a stack of %d", g->n_frames, GROO_MAX_FRAMES);
  /* An Event waits only while the table has no room (it is played as soon as there is). */
  if (groo_zone_size (g, GROO_ZONE_WAITING) > 0 && g->n_frames < GROO_MAX_FRAMES)
    BAD ("%u Events wait with room on the table (%u frames)",
         groo_zone_size (g, GROO_ZONE_WAITING), g->n_frames);
  if (g->deck_runs > GROO_MAX_DECK_RUNS)
    BAD ("the deck ran out %u times", g->deck_runs);

  /* Dice: each spent at most once since the roll, never the black one. */
  for (guint d = 0; d < GROO_N_DICE; d++)
    {
      guint face = g->dice[d];

      if (face != GROO_FACE_NONE)
        rolled++;
      if (face != GROO_FACE_NONE
          && (d == GROO_BLACK_DIE ? !GROO_FACE_IS_BLACK (face) : !GROO_FACE_IS_WHITE (face)))
        BAD ("die %u shows face %u", d, face);
    }
  if (rolled != 0 && rolled != GROO_N_DICE)
    BAD ("%u dice rolled of %u", rolled, GROO_N_DICE);
  if ((g->dice_used & ~GROO_WHITE_MASK) != 0 || (rolled == 0 && g->dice_used != 0))
    BAD ("dice %#x spent", g->dice_used);
  if ((guint) groo_popcount (g->dice_used) != g->dice_spends)
    BAD ("%u dice spent %u times: a die was used twice", groo_popcount (g->dice_used),
         g->dice_spends);

  if (g->groo >= g->n_seats || g->active >= g->n_seats || g->dealer >= g->n_seats)
    BAD ("Groo, the active seat or the dealer is out of the table");
  if (g->goal != groo_rules_params_goal (&g->params, g->n_seats))
    BAD ("the goal %u is not the one for %u seats", g->goal, g->n_seats);
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint vp = groo_game_town_vp (g, s);

      if (g->seats[s].vp != vp)
        BAD ("seat %u has %u VP but its town is worth %u", s + 1, g->seats[s].vp, vp);
      /* The end is checked at the end of every turn: a turn starts below the goal. */
      if (g->phase == GROO_PHASE_DISCARD && g->n_frames == 0 && g->discarded == 0
          && vp >= g->goal)
        BAD ("seat %u starts a turn with %u VP, at the goal %u", s + 1, vp, g->goal);
    }
  if (g->phase == GROO_PHASE_OVER)
    {
      if (g->deciding != GROO_NO_SEAT || (g->winners >> g->n_seats) != 0)
        BAD ("a finished game still asks seat %u", g->deciding + 1);
    }
  else if (g->deciding >= g->n_seats)
    BAD ("nobody decides in a game going on");
  return TRUE;
}

#undef BAD

/* Sampled worlds */

void
groo_game_sample_world (const GrooGame *game,
                        guint           seat,
                        uint64_t        seed,
                        GrooGame       *out)
{
  uint8_t hidden[GROO_MAX_CARDS];
  uint8_t events[GROO_MAX_CARDS];
  uint8_t others[GROO_MAX_CARDS];
  uint8_t slots[GROO_MAX_CARDS];
  guint n_hidden = 0, n_events = 0, n_others = 0, n_slots = 0, n_deck = 0;
  GrooGame *g = out;

  g_return_if_fail (game != NULL && out != NULL && seat < game->n_seats);

  groo_game_copy (out, game);
  groo_rng_seed (g, seed);

  /* The places @seat cannot see: the deck, then the cards of other hands it does not know,
   * in the order of the zones (what it knows: their sizes). */
  for (guint i = g->zone_start[GROO_ZONE_DECK]; i < g->zone_start[GROO_ZONE_DECK + 1]; i++)
    slots[n_slots++] = i;
  n_deck = n_slots;
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint zone = GROO_ZONE_HAND (s);

      if (s == seat)
        continue;
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        if (!((g->cards[g->order[i]].known >> seat) & 1))
          slots[n_slots++] = i;
    }
  /* The cards in them, in a canonical order (by definition, then instance): which card is
   * where, and which instance holds which definition, is what the seat does not know, so
   * neither may leak into the deal (sorted by instance alone, the definitions' order would
   * follow the real deal). */
  for (guint i = 0; i < n_slots; i++)
    hidden[n_hidden++] = g->order[slots[i]];
  for (guint i = 1; i < n_hidden; i++)
    for (guint j = i; j > 0 && (g->cards[hidden[j - 1]].def > g->cards[hidden[j]].def
                                || (g->cards[hidden[j - 1]].def == g->cards[hidden[j]].def
                                    && hidden[j - 1] > hidden[j])); j--)
      {
        uint8_t t = hidden[j];

        hidden[j] = hidden[j - 1];
        hidden[j - 1] = t;
      }
  /* Events are never in a hand (they are played when drawn): they go to the deck. */
  for (guint i = 0; i < n_hidden; i++)
    {
      if (GROO_DEF (g, hidden[i])->kind == GROO_KIND_EVENT)
        events[n_events++] = hidden[i];
      else
        others[n_others++] = hidden[i];
    }
  for (guint i = n_others; i > 1; i--)
    {
      guint j = groo_rng_below (g, i);
      uint8_t t = others[i - 1];

      others[i - 1] = others[j];
      others[j] = t;
    }
  /* Hand slots take the first other cards; the deck gets the rest with the Events,
   * shuffled together. */
  {
    guint hand_slots = n_slots - n_deck;
    uint8_t deck[GROO_MAX_CARDS];
    guint n = 0;

    g_assert (n_others >= hand_slots && n_events <= n_deck);
    for (guint i = 0; i < hand_slots; i++)
      {
        guint pos = slots[n_deck + i];
        int c = others[i];
        guint zone = game->cards[game->order[pos]].zone;

        g->order[pos] = c;
        g->cards[c].zone = zone;
        g->cards[c].known = 1u << GROO_ZONE_SEAT (zone);
        g->cards[c].flags = 0;
        g->cards[c].war_mul = 1;
      }
    for (guint i = hand_slots; i < n_others; i++)
      deck[n++] = others[i];
    for (guint i = 0; i < n_events; i++)
      deck[n++] = events[i];
    for (guint i = n; i > 1; i--)
      {
        guint j = groo_rng_below (g, i);
        uint8_t t = deck[i - 1];

        deck[i - 1] = deck[j];
        deck[j] = t;
      }
    for (guint i = 0; i < n_deck; i++)
      {
        int c = deck[i];

        g->order[slots[i]] = c;
        g->cards[c].zone = GROO_ZONE_DECK;
        g->cards[c].known = 0;
        g->cards[c].flags = 0;
        g->cards[c].war_mul = 1;
      }
  }
}

static gboolean
view_card_or_none (int   card,
                   guint n_cards)
{
  return card == GROO_NO_CARD || (card >= 0 && (guint) card < n_cards);
}

static gboolean
view_seat_or_none (guint seat,
                   guint n_seats)
{
  return seat == GROO_NO_SEAT || seat < n_seats;
}

gboolean
groo_game_check_view (GrooGame         *view,
                      const GrooCardDb *db,
                      char            **message)
{
  GrooGame *g = view;
  uint8_t seen[GROO_MAX_CARDS] = { 0 };
  guint n_defs;

  g_return_val_if_fail (view != NULL && db != NULL, FALSE);

#define FAIL(...) G_STMT_START { if (message) *message = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END

  g->db = db;
  n_defs = groo_card_db_get_n_cards (db);
  /* Counts first: everything after indexes arrays by them. */
  if (g->n_seats < GROO_MIN_SEATS || g->n_seats > GROO_MAX_SEATS)
    FAIL ("%u seats", g->n_seats);
  if (g->n_cards > GROO_MAX_CARDS)
    FAIL ("%u cards, more than %u", g->n_cards, GROO_MAX_CARDS);
  if (g->n_frames > GROO_MAX_FRAMES)
    FAIL ("%u effects pending, more than %u", g->n_frames, GROO_MAX_FRAMES);
  if (g->zone_start[0] != 0 || g->zone_start[GROO_N_ZONES] != g->n_cards)
    FAIL ("zone slices do not cover the %u cards", g->n_cards);
  for (guint z = 0; z < GROO_N_ZONES; z++)
    if (g->zone_start[z] > g->zone_start[z + 1])
      FAIL ("zone %u has a negative size", z);
  for (guint z = 0; z < GROO_N_ZONES; z++)
    for (guint i = g->zone_start[z]; i < g->zone_start[z + 1]; i++)
      {
        guint card = g->order[i];

        if (card >= g->n_cards)
          FAIL ("zone %u holds card %u, past the %u cards", z, card, g->n_cards);
        if (seen[card]++)
          FAIL ("card %u is in two places", card);
        if (g->cards[card].zone != z)
          FAIL ("card %u is listed in zone %u but says zone %u", card, z, g->cards[card].zone);
        if (z >= GROO_ZONE_FIRST_SEAT && GROO_ZONE_SEAT (z) >= g->n_seats)
          FAIL ("card %u is in the zone of a seat not at the table", card);
      }
  for (guint c = 0; c < g->n_cards; c++)
    {
      if (!seen[c])
        FAIL ("card %u is in no zone", c);
      if (g->cards[c].def >= n_defs && g->cards[c].def != GROO_HIDDEN_DEF)
        FAIL ("card %u has an unknown definition", c);
    }

  if (g->dealer >= g->n_seats || g->active >= g->n_seats
      || !view_seat_or_none (g->deciding, g->n_seats) || !view_seat_or_none (g->groo, g->n_seats)
      || !view_seat_or_none (g->holder, g->n_seats))
    FAIL ("a seat not at the table");
  if (g->phase >= GROO_N_PHASES || g->step >= GROO_N_STEPS || g->end_reason > GROO_END_STALEMATE)
    FAIL ("an unknown phase, step or end");
  if (g->winners >> g->n_seats)
    FAIL ("a winner who is not at the table");
  for (guint d = 0; d < GROO_N_DICE; d++)
    if (g->dice[d] >= GROO_N_FACES || g->forced_faces[d] >= GROO_N_FACES)
      FAIL ("die %u shows an unknown face", d);
  if (g->war.active && (!view_seat_or_none (g->war.attacker, g->n_seats)
                        || !view_seat_or_none (g->war.defender, g->n_seats)))
    FAIL ("a war between seats not at the table");
  for (guint f = 0; f < g->n_frames; f++)
    {
      const GrooFrame *frame = &g->frames[f];

      if (frame->kind > GROO_FRAME_WINDOW
          || (frame->kind == GROO_FRAME_WINDOW ? frame->window >= GROO_N_WINDOWS
                                               : frame->window > GROO_SOURCE_WAR))
        FAIL ("effect %u is of an unknown kind", f);
      if (!view_seat_or_none (frame->seat, g->n_seats))
        FAIL ("effect %u names a seat not at the table", f);
      if (!view_card_or_none (frame->card, g->n_cards))
        FAIL ("effect %u names a card that does not exist", f);
    }
#undef FAIL
  return TRUE;
}
