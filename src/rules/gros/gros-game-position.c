/* gros-game-position.c: building an exact game position card by card (tests, scenarios). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "drive-in-error.h"
#include "gros-game-private.h"

#define ALL_SEATS_KNOW 0xff
#define IN_PLAY_FLAGS  (GROS_CARD_TIPPED | GROS_CARD_KNOCKED_OUT | GROS_CARD_FACE_DOWN \
                        | GROS_CARD_BANKED | GROS_CARD_CAST_THIS_TURN)

void
gros_position_init (GrosGame              *game,
                    const GrosCardDb      *db,
                    guint                  n_seats,
                    const GrosRulesParams *params,
                    guint64                seed)
{
  uint64_t z;

  g_return_if_fail (game != NULL);
  g_return_if_fail (db != NULL);
  g_return_if_fail (n_seats >= 2 && n_seats <= GROS_MAX_SEATS);

  memset (game, 0, sizeof *game);
  game->db = db;
  if (params != NULL && params->hand_limit != 0)
    game->params = *params;
  else
    gros_rules_params_init_feature_film (&game->params);
  game->n_seats = n_seats;

  /* splitmix64, as gros_game_init() does: any seed spreads over the whole state. */
  z = seed + 0x9e3779b97f4a7c15ull;
  for (guint i = 0; i < 2; i++)
    {
      uint64_t x = (z += 0x9e3779b97f4a7c15ull);

      x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
      x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
      game->rng[i] = x ^ (x >> 31);
    }
  if (game->rng[0] == 0 && game->rng[1] == 0)
    game->rng[0] = 1;

  for (guint s = 0; s < n_seats; s++)
    {
      game->seats[s].twists_played_turn = 0xffff;
      game->seats[s].turns_taken = 1;
      game->seats[s].flags = GROS_SEAT_CAST_DONE;
    }
  game->active = 0;
  game->first_seat = 0;
  game->round = 2;
  game->turn = n_seats + 1;
  game->step = GROS_PHASE_PLAY;
  game->phase = GROS_PHASE_PLAY;
  game->attack.origin = GROS_NO_CARD;
  game->attack.victim_hint = GROS_NO_CARD;
  game->attack.redirect = GROS_NO_CARD;
  for (guint i = 0; i < G_N_ELEMENTS (game->attack.combined); i++)
    game->attack.combined[i] = GROS_NO_CARD;
}

/* The card joins slice @zone of the permutation; later slices shift by one. Conservation
 * holds by construction: the new index appears exactly once. */
static void
insert_in_zone (GrosGame *g,
                int       card,
                guint     zone,
                gboolean  bottom)
{
  guint insert = bottom ? g->zone_start[zone] : g->zone_start[zone + 1];
  guint n = g->n_cards; /* cards already in the permutation */

  memmove (&g->order[insert + 1], &g->order[insert], (n - insert) * sizeof g->order[0]);
  g->order[insert] = card;
  for (guint z = zone + 1; z <= GROS_N_ZONES; z++)
    g->zone_start[z]++;
}

int
gros_position_add_card (GrosGame     *game,
                        guint         def,
                        guint         owner,
                        GrosZoneKind  kind,
                        guint         seat,
                        int           host,
                        guint         flags)
{
  GrosCardState *c;
  guint zone;
  int card;

  g_return_val_if_fail (game != NULL, GROS_NO_CARD);
  g_return_val_if_fail (def < gros_card_db_get_n_cards (game->db), GROS_NO_CARD);
  g_return_val_if_fail (owner < game->n_seats || owner == GROS_SHARED_SEAT, GROS_NO_CARD);
  g_return_val_if_fail (kind < GROS_N_SEAT_ZONES, GROS_NO_CARD);
  g_return_val_if_fail (seat < game->n_seats || seat == GROS_SHARED_SEAT, GROS_NO_CARD);
  g_return_val_if_fail (host == GROS_NO_CARD
                        || (host >= 0 && host < game->n_cards
                            && game->cards[host].zone == GROS_ZONE_ID (kind, seat)
                            && kind == GROS_ZONE_MOVIE), GROS_NO_CARD);
  g_return_val_if_fail ((flags & ~(0xffu | GROS_POSITION_BOTTOM)) == 0, GROS_NO_CARD);

  if (game->n_cards >= GROS_MAX_CARDS)
    return GROS_NO_CARD;

  card = game->n_cards;
  zone = GROS_ZONE_ID (kind, seat);
  insert_in_zone (game, card, zone, (flags & GROS_POSITION_BOTTOM) != 0);
  game->n_cards++;

  c = &game->cards[card];
  memset (c, 0, sizeof *c);
  c->def = def;
  c->owner = owner;
  c->zone = zone;
  c->flags = flags & 0xff;
  c->host = host;
  return card;
}

void
gros_position_set_popcorn (GrosGame *game,
                           guint     seat,
                           int       popcorn)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);

  game->seats[seat].popcorn = MAX (popcorn, 0);
}

void
gros_position_set_banked (GrosGame *game,
                          guint     seat,
                          int       banked)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);

  game->seats[seat].banked = banked;
}

void
gros_position_set_turns_taken (GrosGame *game,
                               guint     seat,
                               guint     turns_taken)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);

  game->seats[seat].turns_taken = MIN (turns_taken, 255);
}

void
gros_position_set_twists_banked (GrosGame *game,
                                 guint     seat,
                                 guint     twists_banked)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);

  game->seats[seat].twists_banked = MIN (twists_banked, 255);
}

void
gros_position_set_title (GrosGame       *game,
                         guint           seat,
                         const uint16_t *words,
                         guint           n_words)
{
  GrosSeat *s;

  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);
  g_return_if_fail (words != NULL || n_words == 0);

  s = &game->seats[seat];
  s->n_title_words = 0;
  for (guint i = 0; i < n_words && s->n_title_words < GROS_MAX_TITLE_WORDS; i++)
    s->title_words[s->n_title_words++] = words[i];
}

void
gros_position_set_turn (GrosGame  *game,
                        guint      active,
                        guint      round,
                        guint      turn,
                        GrosPhase  step)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (active < game->n_seats);
  g_return_if_fail (step == GROS_PHASE_PLAY || step == GROS_PHASE_DISCARD
                    || step == GROS_PHASE_SETUP_CAST);

  game->active = active;
  game->round = MIN (round, G_MAXUINT16);
  game->turn = MIN (turn, G_MAXUINT16);
  game->step = step;
}

void
gros_position_set_first_seat (GrosGame *game,
                              guint     seat)
{
  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);

  game->first_seat = seat;
}

/* Who has seen each card, from where it lies: what a real game would have taught them. */
static void
derive_knowledge (GrosGame *g)
{
  for (guint i = 0; i < g->n_cards; i++)
    {
      GrosCardState *c = &g->cards[i];
      guint owner_bit = c->owner < GROS_MAX_SEATS ? 1u << c->owner : 0;

      if (c->flags & GROS_CARD_REVEALED)
        {
          c->known = ALL_SEATS_KNOW;
          continue;
        }
      switch (GROS_ZONE_KIND (c->zone))
        {
        case GROS_ZONE_DECK:
          c->known = 0;
          break;
        case GROS_ZONE_HAND:
          c->known = 1u << GROS_ZONE_SEAT (c->zone);
          break;
        case GROS_ZONE_MOVIE:
          if (c->flags & GROS_CARD_FACE_DOWN)
            c->known = owner_bit | (1u << GROS_ZONE_SEAT (c->zone));
          else
            c->known = ALL_SEATS_KNOW;
          break;
        default:
          c->known = ALL_SEATS_KNOW;
          break;
        }
    }
}

static gboolean
check_cards (const GrosGame *g,
             GError        **error)
{
  for (guint i = 0; i < g->n_cards; i++)
    {
      const GrosCardState *c = &g->cards[i];
      const GrosCardDef *def = gros_def (g, i);
      guint kind = GROS_ZONE_KIND (c->zone);
      guint seat = GROS_ZONE_SEAT (c->zone);

      if (c->zone >= GROS_ZONE_TABLE)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Card %u (%s) is on the table: a position starts with no card in transit",
                       i, def->name);
          return FALSE;
        }
      if (seat == GROS_SHARED_SEAT && kind != GROS_ZONE_DECK && kind != GROS_ZONE_GRAVEYARD)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Card %u (%s): only the Central Casting deck and graveyard are shared",
                       i, def->name);
          return FALSE;
        }
      if (seat == GROS_SHARED_SEAT && !g->params.shared_deck)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Card %u (%s) is in the shared deck or graveyard, but the format has none",
                       i, def->name);
          return FALSE;
        }
      if (seat != GROS_SHARED_SEAT && seat >= g->n_seats)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Card %u (%s) is in the zone of seat %u of %u", i, def->name, seat + 1,
                       g->n_seats);
          return FALSE;
        }
      if (kind != GROS_ZONE_MOVIE && (c->flags & IN_PLAY_FLAGS) != 0)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Card %u (%s) is not in play: it cannot be tipped, Knocked Out, face "
                       "down, banked or cast this turn", i, def->name);
          return FALSE;
        }
      if ((c->flags & GROS_CARD_BANKED)
          && (def->type != GROS_CARD_TYPE_PLOT_TWIST || (c->flags & GROS_CARD_FACE_DOWN)))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Card %u (%s): only a face-up Plot Twist can be banked", i, def->name);
          return FALSE;
        }
      if (c->host != GROS_NO_CARD)
        {
          int host = c->host;
          guint depth = 0;

          /* A chain of attachments must end at a card that is attached to nothing. */
          while (host != GROS_NO_CARD && depth++ <= g->n_cards)
            {
              if (host < 0 || host >= g->n_cards)
                break;
              host = g->cards[host].host;
            }
          if (host != GROS_NO_CARD)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "Card %u (%s) is attached in a loop", i, def->name);
              return FALSE;
            }
        }
    }
  return TRUE;
}

gboolean
gros_position_finish (GrosGame      *game,
                      GrosEventFunc  emit,
                      gpointer       user_data,
                      GError       **error)
{
  GrosGame *g = game;
  GrosRun run = { game, emit, user_data };
  g_autofree char *message = NULL;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g->n_seats < 2 || g->n_seats > GROS_MAX_SEATS || g->db == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "The position was not made with gros_position_init()");
      return FALSE;
    }
  if (g->active >= g->n_seats || g->first_seat >= g->n_seats)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "The active seat and the first seat must be among the %u seats", g->n_seats);
      return FALSE;
    }
  if (g->step != GROS_PHASE_PLAY && g->step != GROS_PHASE_DISCARD
      && g->step != GROS_PHASE_SETUP_CAST)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "A position starts in the set-up cast, the Play step or the Discard step");
      return FALSE;
    }
  if (!gros_game_check_invariants (g, &message))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The position is broken: %s", message);
      return FALSE;
    }
  if (!check_cards (g, error))
    return FALSE;

  derive_knowledge (g);

  /* Each banked Twist in a Movie was banked by its seat. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, s), banked = 0;

      for (guint i = 0; i < gros_zone_size (g, movie); i++)
        {
          int c = gros_zone_at (g, movie, i);

          if (gros_def (g, c)->type == GROS_CARD_TYPE_PLOT_TWIST
              && (g->cards[c].flags & GROS_CARD_BANKED))
            banked++;
        }
      g->seats[s].twists_banked = MAX (g->seats[s].twists_banked, MIN (banked, 255));
    }

  /* Cards flagged "cast this turn" used this turn's limits: a Twist placed face down, a Prop
   * a Character obtained. */
  for (guint i = 0; i < g->n_cards; i++)
    g->cards[i].props_this_turn = 0;
  for (guint i = 0; i < g->n_cards; i++)
    {
      GrosCardState *c = &g->cards[i];
      const GrosCardDef *def = gros_def (g, i);

      if (!(c->flags & GROS_CARD_CAST_THIS_TURN))
        continue;
      if (def->type == GROS_CARD_TYPE_PLOT_TWIST && (c->flags & GROS_CARD_FACE_DOWN))
        g->seats[GROS_ZONE_SEAT (c->zone)].twists_played_turn = g->turn;
      if (def->type == GROS_CARD_TYPE_PROP && c->host != GROS_NO_CARD)
        g->cards[c->host].props_this_turn++;
    }

  /* In the set-up, seats that already have a card in their Movie have cast. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      g->seats[s].flags &= ~GROS_SEAT_CAST_DONE;
      if (g->step != GROS_PHASE_SETUP_CAST
          || gros_zone_size (g, GROS_ZONE_ID (GROS_ZONE_MOVIE, s)) > 0)
        g->seats[s].flags |= GROS_SEAT_CAST_DONE;
    }

  g->phase = g->step;
  g->deciding = g->active;
  g->n_frames = 0;
  g->end_reason = GROS_END_NONE;
  g->winner_mask = 0;
  memset (&g->attack, 0, sizeof g->attack);
  g->attack.origin = GROS_NO_CARD;
  g->attack.victim_hint = GROS_NO_CARD;
  g->attack.redirect = GROS_NO_CARD;
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    g->attack.combined[i] = GROS_NO_CARD;

  gros_continue (&run);
  return TRUE;
}
