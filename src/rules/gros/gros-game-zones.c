/* gros-game-zones.c: zones as slices of one permutation, moves, draws, kills, invariants. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdlib.h>

#include "gros-game-private.h"

#define ALL_SEATS_KNOW 0xff

void
gros_emit_simple (GrosRun      *r,
                  GrosEventKind kind,
                  guint         seat,
                  int           card,
                  int           target,
                  int           value)
{
  GrosEvent ev = { 0 };

  if (r->emit == NULL)
    return;
  ev.kind = kind;
  ev.seat = seat;
  ev.target_seat = GROS_NO_SEAT;
  ev.card = card;
  ev.target = target;
  ev.value = value;
  r->emit (r->g, &ev, r->data);
}

/* xoroshiro128+: small state, fast, and the same sequence on every machine. */
uint64_t
gros_rng_next (GrosGame *g)
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
gros_rng_below (GrosGame *g,
                guint     n)
{
  if (n <= 1)
    return 0;
  return (guint) ((gros_rng_next (g) >> 11) % n);
}

guint
gros_deck_zone (const GrosGame *g,
                guint           seat)
{
  return GROS_ZONE_ID (GROS_ZONE_DECK, g->params.shared_deck ? GROS_SHARED_SEAT : seat);
}

guint
gros_graveyard_zone (const GrosGame *g,
                     guint           seat)
{
  return GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, g->params.shared_deck ? GROS_SHARED_SEAT : seat);
}

static guint
position_of (const GrosGame *g,
             int             card)
{
  guint zone = g->cards[card].zone;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (g->order[i] == card)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* Pure bookkeeping: moves @card inside the permutation, nothing else. */
static void
relocate (GrosGame *g,
          int       card,
          guint     zone,
          gboolean  bottom)
{
  guint from = g->cards[card].zone;
  guint pos = position_of (g, card);
  guint n = g->n_cards;
  guint insert;

  memmove (&g->order[pos], &g->order[pos + 1], (n - pos - 1) * sizeof g->order[0]);
  for (guint z = from + 1; z <= GROS_N_ZONES; z++)
    g->zone_start[z]--;

  insert = bottom ? g->zone_start[zone] : g->zone_start[zone + 1];
  memmove (&g->order[insert + 1], &g->order[insert], (n - 1 - insert) * sizeof g->order[0]);
  g->order[insert] = card;
  for (guint z = zone + 1; z <= GROS_N_ZONES; z++)
    g->zone_start[z]++;

  g->cards[card].zone = zone;
}

static void
update_knowledge (GrosGame *g,
                  int       card,
                  guint     from,
                  guint     to)
{
  GrosCardState *c = &g->cards[card];
  guint owner_bit = c->owner < GROS_MAX_SEATS ? 1u << c->owner : 0;

  if (to == GROS_ZONE_TABLE)
    {
      /* Face down on the table (a draft packet) stays hidden; the caller sets who knows. */
      if (!(c->flags & GROS_CARD_FACE_DOWN))
        c->known = ALL_SEATS_KNOW;
      return;
    }

  switch (GROS_ZONE_KIND (to))
    {
    case GROS_ZONE_DECK:
      c->known = 0;
      break;
    case GROS_ZONE_HAND:
      /* Whoever saw the card still knows it: a card that was public, or the top card of a
       * deck someone looked at (a peek at the shared deck before another seat draws it).
       * A card going into a deck is forgotten there, so a deck's other cards add no one. */
      c->known |= 1u << GROS_ZONE_SEAT (to);
      break;
    case GROS_ZONE_MOVIE:
      if (c->flags & GROS_CARD_FACE_DOWN)
        c->known |= owner_bit | (1u << GROS_ZONE_SEAT (to));
      else
        c->known = ALL_SEATS_KNOW;
      break;
    default:
      c->known = ALL_SEATS_KNOW;
      break;
    }
}

void
gros_drop_grants (GrosGame *g,
                  int       card_or_source,
                  int       until)
{
  guint kept = 0;

  for (guint i = 0; i < g->n_grants; i++)
    {
      const GrosGrant *grant = &g->grants[i];
      gboolean drop;

      if (until >= 0)
        drop = grant->until == until
               && (card_or_source < 0 || grant->card == card_or_source);
      else
        drop = grant->card == card_or_source || grant->source == card_or_source;

      if (!drop)
        g->grants[kept++] = *grant;
    }
  g->n_grants = kept;
}

void
gros_add_grant (GrosRun *r,
                int      card,
                int      kind,
                int      trait,
                int      value,
                int      until,
                int      source)
{
  GrosGame *g = r->g;
  GrosGrant *grant;

  if (g->n_grants >= GROS_MAX_GRANTS)
    return;
  grant = &g->grants[g->n_grants++];
  grant->card = card;
  grant->kind = kind;
  grant->trait = trait;
  grant->value = value;
  grant->until = until;
  grant->source = source;
  gros_emit_simple (r, GROS_EV_TRAIT, gros_controller (g, card), card, source, trait);
}

void
gros_move (GrosRun *r,
           int      card,
           guint    zone,
           gboolean bottom)
{
  GrosGame *g = r->g;
  GrosCardState *c = &g->cards[card];
  guint from = c->zone;
  GrosEvent ev = { 0 };

  if (from != GROS_ZONE_TABLE && GROS_ZONE_KIND (from) == GROS_ZONE_MOVIE
      && (zone == GROS_ZONE_TABLE || GROS_ZONE_KIND (zone) != GROS_ZONE_MOVIE))
    {
      /* Attachments do not survive their host leaving play, unless one of their own
       * abilities moves them on first. */
      for (guint i = 0; i < g->n_cards; i++)
        if (g->cards[i].host == card && gros_in_zone (g, i, GROS_ZONE_MOVIE))
          {
            if (!(g->cards[i].flags & GROS_CARD_FACE_DOWN) && gros_script (g, i) != NULL
                && (gros_fire_triggers (r, i, GROS_TRIGGER_HOST_LEAVES, GROS_ZONE_SEAT (from))
                    || g->cards[i].host != card))
              continue;
            g->cards[i].host = GROS_NO_CARD;
            gros_move (r, i, gros_graveyard_zone (g, g->cards[i].owner), FALSE);
          }
      c->host = GROS_NO_CARD;
      c->flags &= ~(GROS_CARD_TIPPED | GROS_CARD_KNOCKED_OUT | GROS_CARD_BANKED
                    | GROS_CARD_USED | GROS_CARD_CAST_THIS_TURN);
      c->stat_override = GROS_STAT_OVERRIDE_NONE;
      c->props_this_turn = 0;
      c->counter = 0;
      c->aux = 0;
      gros_drop_grants (g, card, -1);
    }
  if (zone == GROS_ZONE_TABLE || GROS_ZONE_KIND (zone) != GROS_ZONE_MOVIE)
    {
      c->host = GROS_NO_CARD;
      if (zone != GROS_ZONE_TABLE)
        c->flags &= ~(GROS_CARD_FACE_DOWN | GROS_CARD_SPENT | GROS_CARD_TIPPED);
    }

  relocate (g, card, zone, bottom);
  update_knowledge (g, card, from, zone);

  if (r->emit != NULL)
    {
      ev.kind = GROS_EV_MOVE;
      ev.seat = c->owner;
      ev.target_seat = GROS_NO_SEAT;
      ev.card = card;
      ev.target = c->host;
      ev.from_zone = from;
      ev.to_zone = zone;
      r->emit (g, &ev, r->data);
    }
}

void
gros_shuffle_zone (GrosRun *r,
                   guint    zone)
{
  GrosGame *g = r->g;
  guint start = g->zone_start[zone];
  guint n = gros_zone_size (g, zone);

  for (guint i = n; i > 1; i--)
    {
      guint j = gros_rng_below (g, i);
      uint16_t tmp = g->order[start + i - 1];

      g->order[start + i - 1] = g->order[start + j];
      g->order[start + j] = tmp;
    }
  for (guint i = 0; i < n; i++)
    g->cards[g->order[start + i]].known = 0;
  gros_emit_simple (r, GROS_EV_SHUFFLE, GROS_ZONE_SEAT (zone), GROS_NO_CARD, GROS_NO_CARD, n);
}

int
gros_draw (GrosRun *r,
           guint    seat)
{
  GrosGame *g = r->g;
  guint deck = gros_deck_zone (g, seat);
  guint n = gros_zone_size (g, deck);
  int card;

  if (n == 0)
    return GROS_NO_CARD;
  card = gros_zone_at (g, deck, n - 1);
  gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_HAND, seat), FALSE);
  gros_emit_simple (r, GROS_EV_DRAW, seat, card, GROS_NO_CARD, 0);
  /* 001: whoever draws the last card finishes the turn, then the movie is over. */
  if (n == 1 && g->params.deck_out_finishes_turn && g->step != GROS_PHASE_SETUP_CAST
      && g->step != GROS_PHASE_DRAFT)
    g->deck_out = TRUE;
  return card;
}

void
gros_discard (GrosRun *r,
              int      card)
{
  GrosGame *g = r->g;

  if (gros_in_zone (g, card, GROS_ZONE_MOVIE) && gros_script (g, card) != NULL
      && !(g->cards[card].flags & GROS_CARD_FACE_DOWN)
      && gros_fire_triggers (r, card, GROS_TRIGGER_LEAVES_PLAY, gros_controller (g, card)))
    return;
  gros_move (r, card, gros_graveyard_zone (g, g->cards[card].owner), FALSE);
}

void
gros_kill (GrosRun *r,
           int      card,
           guint    killer_seat)
{
  if (gros_handlers_before_kill (r, card, killer_seat, TRUE))
    return;
  gros_kill_now (r, card, killer_seat);
}

void
gros_kill_now (GrosRun *r,
               int      card,
               guint    killer_seat)
{
  /* Abilities that answer a death (a Twist banked for it) hear of it first. */
  gros_handlers_before_kill (r, card, killer_seat, FALSE);
  gros_emit_simple (r, GROS_EV_KILL, killer_seat, card, GROS_NO_CARD, 0);
  /* "When killed" abilities may send the card elsewhere instead of the graveyard. */
  if (gros_script (r->g, card) != NULL && gros_fire_triggers (r, card, GROS_TRIGGER_KILLED, killer_seat))
    return;
  gros_discard (r, card);
}

void
gros_knock_out (GrosRun *r,
                int      card)
{
  r->g->cards[card].flags |= GROS_CARD_KNOCKED_OUT;
  gros_emit_simple (r, GROS_EV_KNOCK_OUT, gros_controller (r->g, card), card, GROS_NO_CARD, 0);
}

void
gros_attach (GrosRun *r,
             int      card,
             int      host)
{
  GrosGame *g = r->g;
  guint movie = g->cards[host].zone;

  if (g->cards[card].zone != movie)
    gros_move (r, card, movie, FALSE);
  g->cards[card].host = host;
  gros_emit_simple (r, GROS_EV_ATTACH, gros_controller (g, host), card, host, 0);
}

void
gros_tip (GrosRun *r,
          int      card)
{
  r->g->cards[card].flags |= GROS_CARD_TIPPED;
  gros_emit_simple (r, GROS_EV_TIP, gros_controller (r->g, card), card, GROS_NO_CARD, 0);
}

void
gros_set_popcorn (GrosRun *r,
                  guint    seat,
                  int      amount)
{
  r->g->seats[seat].popcorn = MAX (amount, 0);
  gros_emit_simple (r, GROS_EV_POPCORN, seat, GROS_NO_CARD, GROS_NO_CARD, amount);
}

void
gros_reveal (GrosRun *r,
             int      card)
{
  r->g->cards[card].known = ALL_SEATS_KNOW;
  r->g->last_reveal = r->g->n_actions;
  gros_emit_simple (r, GROS_EV_REVEAL, r->g->cards[card].owner, card, GROS_NO_CARD, 0);
}

/* Public zone access. */

guint
gros_game_zone_size (const GrosGame *game,
                     GrosZoneKind    kind,
                     guint           seat)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (kind < GROS_N_SEAT_ZONES, 0);
  g_return_val_if_fail (seat <= GROS_SHARED_SEAT, 0);

  return gros_zone_size (game, GROS_ZONE_ID (kind, seat));
}

int
gros_game_zone_card (const GrosGame *game,
                     GrosZoneKind    kind,
                     guint           seat,
                     guint           index)
{
  guint zone;

  g_return_val_if_fail (game != NULL, GROS_NO_CARD);
  g_return_val_if_fail (kind < GROS_N_SEAT_ZONES, GROS_NO_CARD);
  g_return_val_if_fail (seat <= GROS_SHARED_SEAT, GROS_NO_CARD);

  zone = GROS_ZONE_ID (kind, seat);
  g_return_val_if_fail (index < gros_zone_size (game, zone), GROS_NO_CARD);
  return gros_zone_at (game, zone, index);
}

const GrosCardDef *
gros_game_card_def (const GrosGame *game,
                    int             card)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);

  /* A projection's card without identity (gros_game_project()). */
  if (G_UNLIKELY (game->cards[card].def == GROS_HIDDEN_DEF))
    return gros_card_db_get (game->db, GROS_HIDDEN_DEF);
  return gros_def (game, card);
}

gboolean
gros_game_card_visible_to (const GrosGame *game,
                           int             card,
                           guint           seat)
{
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, FALSE);

  if (seat >= GROS_MAX_SEATS)
    return FALSE;
  return (game->cards[card].known >> seat) & 1;
}

static int
compare_u16 (const void *a,
             const void *b)
{
  return (int) *(const uint16_t *) a - (int) *(const uint16_t *) b;
}

/* See gros-game.h. The canonical order makes the world a function of @seat's knowledge
 * only; the AI's decisions rely on it. */
void
gros_game_sample_world (const GrosGame *game,
                      guint           seat,
                      uint64_t        seed,
                      GrosGame       *out)
{
  uint64_t state = seed ^ 0x5851f42d4c957f2dull;

  gros_game_copy (out, game);

  /* Canonical order first: the hidden cards of each owner get their definitions sorted, so
   * the re-deal below cannot depend on which hidden slot really holds which card. Only the
   * pool of unseen cards is used, as gros_game_determinize() itself does. */
  for (guint owner = 0; owner <= GROS_SHARED_SEAT; owner++)
    {
      uint16_t defs[GROS_MAX_CARDS];
      guint n = 0, k = 0;

      for (guint c = 0; c < out->n_cards; c++)
        if (out->cards[c].owner == owner && !((out->cards[c].known >> seat) & 1))
          defs[n++] = out->cards[c].def;
      if (n < 2)
        continue;
      qsort (defs, n, sizeof defs[0], compare_u16);
      for (guint c = 0; c < out->n_cards; c++)
        if (out->cards[c].owner == owner && !((out->cards[c].known >> seat) & 1))
          out->cards[c].def = defs[k++];
    }

  gros_game_determinize (out, seat, game_splitmix64 (&state));

  /* The real game's random stream would tell the future shuffles: use a fresh one. */
  out->rng[0] = game_splitmix64 (&state);
  out->rng[1] = game_splitmix64 (&state) | 1;
}

void
gros_game_determinize (GrosGame *game,
                       guint     seat,
                       uint64_t  seed)
{
  GrosGame *g = game;
  uint64_t saved_rng[2];
  int hidden[GROS_MAX_CARDS];

  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);

  /* Re-dealing must not change the game's own random sequence: use a private stream. */
  memcpy (saved_rng, g->rng, sizeof saved_rng);
  g->rng[0] = seed ^ 0x9e3779b97f4a7c15ull;
  g->rng[1] = (seed * 0xbf58476d1ce4e5b9ull) | 1;

  for (guint owner = 0; owner <= GROS_SHARED_SEAT; owner++)
    {
      GrosCardType want[GROS_MAX_CARDS];
      guint n = 0;

      for (guint i = 0; i < g->n_cards; i++)
        if (g->cards[i].owner == owner && !((g->cards[i].known >> seat) & 1))
          {
            want[n] = gros_def (g, i)->type;
            hidden[n++] = i;
          }

      for (guint i = n; i > 1; i--)
        {
          guint j = gros_rng_below (g, i);
          uint16_t tmp = g->cards[hidden[i - 1]].def;

          g->cards[hidden[i - 1]].def = g->cards[hidden[j]].def;
          g->cards[hidden[j]].def = tmp;
        }

      /* Everyone knows what kind of card lies face down in a Movie (a Plot Twist, a Creature
       * under it): give such slots a card of that type from a hand or deck slot. */
      for (guint i = 0; i < n; i++)
        {
          int slot = hidden[i];

          if (!(g->cards[slot].flags & GROS_CARD_FACE_DOWN) || gros_def (g, slot)->type == want[i])
            continue;
          for (guint k = 0; k < n; k++)
            {
              int other = hidden[k];
              uint16_t tmp;

              if ((g->cards[other].flags & GROS_CARD_FACE_DOWN) || gros_def (g, other)->type != want[i])
                continue;
              tmp = g->cards[slot].def;
              g->cards[slot].def = g->cards[other].def;
              g->cards[other].def = tmp;
              break;
            }
        }
    }

  memcpy (g->rng, saved_rng, sizeof saved_rng);
}

/* The structure: every card in one zone, hosts in the same Movie, counts in range; with
 * @defs_known, every definition in the db too (a view's hidden cards have none, and a view
 * may hide every card: a spectator's before anything is face up). */
static gboolean
check_structure (const GrosGame *g,
                 gboolean        defs_known,
                 char          **message)
{
  guint8 seen[GROS_MAX_CARDS] = { 0 };

#define FAIL(...) G_STMT_START { if (message) *message = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END

  if (g->zone_start[0] != 0 || g->zone_start[GROS_N_ZONES] != g->n_cards)
    FAIL ("zone slices do not cover the %u cards", g->n_cards);
  for (guint z = 0; z < GROS_N_ZONES; z++)
    {
      if (g->zone_start[z] > g->zone_start[z + 1])
        FAIL ("zone %u has a negative size", z);
      for (guint i = g->zone_start[z]; i < g->zone_start[z + 1]; i++)
        {
          guint card = g->order[i];

          if (card >= g->n_cards)
            FAIL ("zone %u holds card %u, past the %u cards", z, card, g->n_cards);
          if (seen[card]++)
            FAIL ("card %u is in two places", card);
          if (g->cards[card].zone != z)
            FAIL ("card %u is listed in zone %u but says it is in zone %u", card, z,
                  g->cards[card].zone);
        }
    }
  for (guint c = 0; c < g->n_cards; c++)
    {
      const GrosCardState *s = &g->cards[c];

      if (!seen[c])
        FAIL ("card %u is in no zone", c);
      if (s->host != GROS_NO_CARD)
        {
          if (s->host < 0 || s->host >= g->n_cards)
            FAIL ("card %u is attached to a card that does not exist", c);
          if (g->cards[s->host].zone != s->zone || GROS_ZONE_KIND (s->zone) != GROS_ZONE_MOVIE)
            FAIL ("card %u is attached to card %d in another zone", c, s->host);
          if (s->host == (int) c)
            FAIL ("card %u is attached to itself", c);
        }
      if (defs_known && s->def >= gros_card_db_get_n_cards (g->db))
        FAIL ("card %u has an unknown definition", c);
    }
  for (guint s = 0; s < g->n_seats; s++)
    if (g->seats[s].popcorn < 0)
      FAIL ("seat %u has negative popcorn", s);
  if (g->n_frames > GROS_MAX_FRAMES)
    FAIL ("decision stack overflow");
#undef FAIL
  return TRUE;
}

gboolean
gros_game_check_invariants (const GrosGame *game,
                            char          **message)
{
  g_return_val_if_fail (game != NULL, FALSE);

  return check_structure (game, TRUE, message);
}

static gboolean
card_or_none (int      card,
              guint    n_cards)
{
  return card == GROS_NO_CARD || (card >= 0 && (guint) card < n_cards);
}

gboolean
gros_game_check_view (GrosGame         *view,
                      const GrosCardDb *db,
                      char            **message)
{
  GrosGame *g = view;
  guint n_defs;

  g_return_val_if_fail (view != NULL && db != NULL, FALSE);

#define FAIL(...) G_STMT_START { if (message) *message = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END

  g->db = db;
  n_defs = gros_card_db_get_n_cards (db);
  /* Counts first: everything after indexes arrays by them. */
  if (g->n_seats < 2 || g->n_seats > GROS_MAX_SEATS)
    FAIL ("%u seats", g->n_seats);
  if (g->n_cards > GROS_MAX_CARDS)
    FAIL ("%u cards, more than %u", g->n_cards, GROS_MAX_CARDS);
  if (g->n_frames > GROS_MAX_FRAMES)
    FAIL ("%u decisions pending, more than %u", g->n_frames, GROS_MAX_FRAMES);
  if (g->n_grants > GROS_MAX_GRANTS)
    FAIL ("%u grants, more than %u", g->n_grants, GROS_MAX_GRANTS);
  if (g->zone_start[0] != 0 || g->zone_start[GROS_N_ZONES] != g->n_cards)
    FAIL ("zone slices do not cover the %u cards", g->n_cards);
  for (guint z = 0; z < GROS_N_ZONES; z++)
    if (g->zone_start[z] > g->zone_start[z + 1])
      FAIL ("zone %u has a negative size", z);

  if (g->active >= g->n_seats || g->first_seat >= g->n_seats || g->deciding >= g->n_seats)
    FAIL ("the active, first or deciding seat is not at the table");
  if (g->climax_seat != GROS_NO_SEAT && g->climax_seat >= g->n_seats)
    FAIL ("the Climax seat is not at the table");
  if (g->phase > GROS_PHASE_DRAFT || g->step > GROS_PHASE_DRAFT)
    FAIL ("an unknown phase");
  if (g->end_reason > GROS_END_STALEMATE)
    FAIL ("an unknown end");
  if (g->winner_mask >> g->n_seats)
    FAIL ("a winner who is not at the table");

  for (guint c = 0; c < g->n_cards; c++)
    {
      const GrosCardState *s = &g->cards[c];

      if (s->def >= n_defs && s->def != GROS_HIDDEN_DEF)
        FAIL ("card %u has an unknown definition", c);
      if (s->owner > GROS_SHARED_SEAT || (s->owner != GROS_SHARED_SEAT && s->owner >= g->n_seats))
        FAIL ("card %u has no owner at the table", c);
      if (s->zone >= GROS_N_ZONES)
        FAIL ("card %u is in an unknown zone", c);
      if (!card_or_none (s->host, g->n_cards))
        FAIL ("card %u is attached to a card that does not exist", c);
    }
  for (guint s = 0; s < g->n_seats; s++)
    {
      const GrosSeat *seat = &g->seats[s];

      if (seat->n_title_words > GROS_MAX_TITLE_WORDS)
        FAIL ("seat %u has %u Title words", s, seat->n_title_words);
      if (seat->queued_target > g->n_seats)
        FAIL ("seat %u owes an attack on a Movie not at the table", s);
      if (seat->queued_target != 0 && !card_or_none (seat->queued_card, g->n_cards))
        FAIL ("seat %u owes an attack from a card that does not exist", s);
    }
  if (g->attack.active)
    {
      const GrosAttack *a = &g->attack;

      if (a->kind > GROS_ATTACK_EFFECT || a->forced > GROS_OUTCOME_ALWAYS_SUCCEEDS)
        FAIL ("an attack of an unknown kind");
      if (a->attacker >= g->n_seats || a->defender >= g->n_seats || a->reacting >= g->n_seats
          || a->after_seat >= g->n_seats)
        FAIL ("an attack by or on a seat not at the table");
      if (!card_or_none (a->origin, g->n_cards) || !card_or_none (a->victim_hint, g->n_cards)
          || !card_or_none (a->redirect, g->n_cards))
        FAIL ("an attack names a card that does not exist");
      for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
        if (!card_or_none (a->combined[i], g->n_cards))
          FAIL ("an attack combines a card that does not exist");
      if (a->n_ops > GROS_MAX_ATTACK_OPS)
        FAIL ("an attack with %u operations", a->n_ops);
      for (guint i = 0; i < a->n_ops; i++)
        if (a->ops[i].side > 1 || a->ops[i].op > GROS_OP_SET)
          FAIL ("an attack operation of an unknown kind");
    }
  for (guint f = 0; f < g->n_frames; f++)
    {
      const GrosFrame *frame = &g->frames[f];

      if (frame->phase > GROS_PHASE_DRAFT || frame->seat >= g->n_seats)
        FAIL ("decision %u has an unknown phase or seat", f);
      if (!card_or_none (frame->card, g->n_cards) || !card_or_none (frame->target, g->n_cards))
        FAIL ("decision %u names a card that does not exist", f);
      if (frame->target_seat != GROS_NO_SEAT && frame->target_seat >= g->n_seats)
        FAIL ("decision %u names a seat not at the table", f);
    }
  for (guint i = 0; i < g->n_grants; i++)
    {
      const GrosGrant *grant = &g->grants[i];

      if (!card_or_none (grant->card, g->n_cards) || !card_or_none (grant->source, g->n_cards))
        FAIL ("grant %u names a card that does not exist", i);
      if (grant->trait >= GROS_MAX_TRAITS || grant->kind > GROS_GRANT_MARK
          || grant->until > GROS_UNTIL_GAME_END)
        FAIL ("grant %u is of an unknown kind", i);
    }

#undef FAIL
  /* Every definition was checked above: a known one or the hidden blank. */
  return check_structure (g, FALSE, message);
}
