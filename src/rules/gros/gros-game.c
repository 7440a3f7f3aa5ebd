/* gros-game.c: set-up, the turn, the decision stack, and the legal-action / apply interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "drive-in-error.h"
#include "gros-game-private.h"

#define MULLIGAN_LIMIT 25

void
gros_rules_params_init_feature_film (GrosRulesParams *params)
{
  g_return_if_fail (params != NULL);

  memset (params, 0, sizeof *params);
  params->format = 0;
  params->hand_limit = 6;
  params->title_cards = 4;
  params->title_points = 3;
  params->credits_defense = 20;
  params->popcorn = TRUE;
  params->twists = TRUE;
  params->establishing_shot = TRUE;
  params->turn_cap = 600;
  params->credits_allowed = TRUE;
  params->rules_revision = GROS_RULES_REVISION;
}

guint
gros_next_seat (const GrosGame *g,
                guint           seat)
{
  return (seat + 1) % g->n_seats;
}

void
gros_push_frame (GrosGame        *g,
                 const GrosFrame *frame)
{
  g_assert (g->n_frames < GROS_MAX_FRAMES);
  g->frames[g->n_frames++] = *frame;
}

/* The opening hand must hold a Character of positive Defense (000), or any Character (001). */
static gboolean
has_positive_character (const GrosGame *g,
                        guint           seat)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      const GrosCardDef *def = gros_def (g, gros_zone_at (g, zone, i));

      if (def->type == GROS_CARD_TYPE_CHARACTER && (def->stat > 0 || g->params.redraw_any_character))
        return TRUE;
    }
  return FALSE;
}

static guint
opening_hand_size (const GrosGame *g)
{
  return g->params.opening_hand > 0 ? g->params.opening_hand : g->params.hand_limit;
}

static void
draw_up_to (GrosRun *r,
            guint    seat,
            int      limit)
{
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

  while ((int) gros_zone_size (r->g, hand) < limit)
    if (gros_draw (r, seat) == GROS_NO_CARD)
      break;
}

static void
make_title (GrosRun *r,
            guint    seat)
{
  GrosGame *g = r->g;
  GrosSeat *s = &g->seats[seat];
  guint deck = gros_deck_zone (g, seat);
  guint n = gros_zone_size (g, deck);

  /* The top cards are revealed, their Title words make the Title, and they go back. */
  s->n_title_words = 0;
  for (guint i = 0; i < g->params.title_cards && i < n && s->n_title_words < GROS_MAX_TITLE_WORDS; i++)
    {
      int card = gros_zone_at (g, deck, n - 1 - i);
      guint word = gros_def (g, card)->title_word;
      gboolean dup = FALSE;

      /* Shown to every seat until the shuffle below hides it again. */
      gros_show (g, card);
      gros_emit_simple (r, GROS_EV_REVEAL, seat, card, GROS_NO_CARD, 0);
      if (word == 0)
        continue;
      for (guint w = 0; w < s->n_title_words; w++)
        dup |= s->title_words[w] == word;
      if (!dup)
        s->title_words[s->n_title_words++] = word;
    }
  gros_emit_simple (r, GROS_EV_TITLE, seat, GROS_NO_CARD, GROS_NO_CARD, s->n_title_words);
  gros_shuffle_zone (r, deck);
}

static void
deal_opening_hand (GrosRun *r,
                   guint    seat)
{
  GrosGame *g = r->g;
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  guint grave = gros_graveyard_zone (g, seat);
  guint tries = 0;

  draw_up_to (r, seat, opening_hand_size (g));
  /* A hand with no Character of positive Defense is shown, discarded and redrawn, while the
   * deck can still give a whole new hand (a short hand would be worse than the old one). */
  while (!has_positive_character (g, seat) && tries++ < MULLIGAN_LIMIT
         && gros_zone_size (g, gros_deck_zone (g, seat)) >= opening_hand_size (g))
    {
      while (gros_zone_size (g, hand) > 0)
        {
          int card = gros_zone_at (g, hand, 0);

          gros_reveal (r, card);
          gros_move (r, card, grave, FALSE);
        }
      draw_up_to (r, seat, opening_hand_size (g));
    }
  if (gros_zone_size (g, grave) > 0)
    {
      while (gros_zone_size (g, grave) > 0)
        gros_move (r, gros_zone_at (g, grave, 0), gros_deck_zone (g, seat), FALSE);
      gros_shuffle_zone (r, gros_deck_zone (g, seat));
    }
}

gboolean
gros_game_init (GrosGame            *game,
                const GrosCardDb    *db,
                const GrosGameSetup *setup,
                GrosEventFunc        emit,
                gpointer             user_data,
                GError             **error)
{
  GrosGame *g = game;
  GrosRun run = { game, emit, user_data };
  guint total = 0;
  uint64_t z;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);

  if (setup->n_seats < 2 || setup->n_seats > GROS_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "A game has 2 to %d seats, not %u", GROS_MAX_SEATS, setup->n_seats);
      return FALSE;
    }
  for (guint s = 0; s < setup->n_seats; s++)
    {
      if (setup->deck_sizes[s] == 0 && !setup->params.shared_deck)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "Seat %u has an empty deck", s + 1);
          return FALSE;
        }
      total += setup->deck_sizes[s];
    }
  if (total > GROS_MAX_CARDS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "The decks hold %u cards; a game holds at most %d", total, GROS_MAX_CARDS);
      return FALSE;
    }

  memset (g, 0, sizeof *g);
  g->db = db;
  g->params = setup->params;
  if (g->params.hand_limit == 0)
    gros_rules_params_init_feature_film (&g->params);
  g->n_seats = setup->n_seats;

  /* splitmix64 spreads any seed over the whole generator state. */
  z = setup->seed + 0x9e3779b97f4a7c15ull;
  for (guint i = 0; i < 2; i++)
    {
      uint64_t x = (z += 0x9e3779b97f4a7c15ull);

      x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
      x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
      g->rng[i] = x ^ (x >> 31);
    }
  if (g->rng[0] == 0 && g->rng[1] == 0)
    g->rng[0] = 1;

  /* Every card starts in its deck, in the order given. */
  for (guint s = 0; s < setup->n_seats; s++)
    for (guint i = 0; i < setup->deck_sizes[s]; i++)
      {
        GrosCardState *c = &g->cards[g->n_cards];

        if (setup->decks[s][i] >= gros_card_db_get_n_cards (db))
          {
            g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                         "Seat %u's deck names card %u, which is not in the card list", s + 1,
                         setup->decks[s][i]);
            return FALSE;
          }
        c->def = setup->decks[s][i];
        c->owner = g->params.shared_deck ? GROS_SHARED_SEAT : s;
        c->zone = gros_deck_zone (g, s);
        c->host = GROS_NO_CARD;
        g->order[g->n_cards] = g->n_cards;
        g->n_cards++;
      }
  /* Cards were appended seat by seat, so slices follow the zone-id order of decks. */
  for (guint z2 = 0; z2 <= GROS_N_ZONES; z2++)
    {
      guint start = 0;

      for (guint c = 0; c < g->n_cards; c++)
        if (g->cards[c].zone < z2)
          start++;
      g->zone_start[z2] = start;
    }
  {
    /* Reorder so that each zone's cards are contiguous. */
    guint fill[GROS_N_ZONES];

    for (guint z2 = 0; z2 < GROS_N_ZONES; z2++)
      fill[z2] = g->zone_start[z2];
    for (guint c = 0; c < g->n_cards; c++)
      g->order[fill[g->cards[c].zone]++] = c;
  }

  for (guint s = 0; s < g->n_seats; s++)
    {
      g->seats[s].popcorn = 0;
      g->seats[s].twists_played_turn = 0xffff;
    }
  g->attack.origin = GROS_NO_CARD;
  g->attack.victim_hint = GROS_NO_CARD;
  g->attack.redirect = GROS_NO_CARD;
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    g->attack.combined[i] = GROS_NO_CARD;

  gros_emit_simple (&run, GROS_EV_SETUP, 0, GROS_NO_CARD, GROS_NO_CARD, g->n_seats);

  if (g->params.shared_deck)
    gros_shuffle_zone (&run, gros_deck_zone (g, 0));
  for (guint s = 0, titled = GROS_NO_SEAT; s < g->n_seats; s++)
    {
      if (!g->params.shared_deck)
        gros_shuffle_zone (&run, gros_deck_zone (g, s));
      if (setup->n_title_words[s] > 0)
        {
          g->seats[s].n_title_words = MIN (setup->n_title_words[s], GROS_MAX_TITLE_WORDS);
          memcpy (g->seats[s].title_words, setup->titles[s],
                  g->seats[s].n_title_words * sizeof (uint16_t));
        }
      else if (g->params.shared_title && titled != GROS_NO_SEAT)
        {
          /* 001: one Title for the movie, made once, for every seat. */
          g->seats[s].n_title_words = g->seats[titled].n_title_words;
          memcpy (g->seats[s].title_words, g->seats[titled].title_words,
                  sizeof g->seats[s].title_words);
          gros_emit_simple (&run, GROS_EV_TITLE, s, GROS_NO_CARD, GROS_NO_CARD,
                            g->seats[s].n_title_words);
        }
      else
        {
          make_title (&run, s);
          titled = s;
        }
    }
  for (guint s = 0; s < g->n_seats; s++)
    deal_opening_hand (&run, s);

  g->step = GROS_PHASE_SETUP_CAST;
  if (g->params.draft_opening)
    gros_opening_draft_begin (&run);
  g->turn = 0;
  g->round = 1;
  gros_continue (&run);
  return TRUE;
}

static int
first_player_key_cmp (const GrosGame *g,
                      int             a,
                      int             b)
{
  int da = gros_defense_of (g, a, FALSE), db2 = gros_defense_of (g, b, FALSE);

  if (da != db2)
    return da < db2 ? -1 : 1;
  if (gros_def (g, a)->cost != gros_def (g, b)->cost)
    return gros_def (g, a)->cost < gros_def (g, b)->cost ? -1 : 1;
  if (gros_def (g, a)->bucket != gros_def (g, b)->bucket)
    return gros_def (g, a)->bucket ? 1 : -1;
  return 0;
}

static void start_turn (GrosRun *r, guint seat, gboolean first);

static void
finish_setup (GrosRun *r)
{
  GrosGame *g = r->g;
  int cast[GROS_MAX_SEATS];
  guint tied[GROS_MAX_SEATS];
  guint n_tied = 0;
  int best = GROS_NO_CARD;

  for (guint s = 0; s < g->n_seats; s++)
    {
      guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, s);

      cast[s] = GROS_NO_CARD;
      for (guint i = 0; i < gros_zone_size (g, zone); i++)
        {
          int c = gros_zone_at (g, zone, i);

          g->cards[c].flags &= ~GROS_CARD_FACE_DOWN;
          g->cards[c].known = 0xff;
          gros_emit_simple (r, GROS_EV_REVEAL, s, c, GROS_NO_CARD, 0);
          cast[s] = c;
        }
    }

  /* Lowest Defense, then fewest popcorn pips, then no Bucket, then a coin. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      int cmp;

      if (cast[s] == GROS_NO_CARD)
        continue;
      cmp = best == GROS_NO_CARD ? -1 : first_player_key_cmp (g, cast[s], best);
      if (cmp < 0)
        {
          best = cast[s];
          n_tied = 0;
        }
      if (cmp <= 0)
        tied[n_tied++] = s;
    }
  g->first_seat = n_tied > 0 ? tied[gros_rng_below (g, n_tied)] : 0;
  /* 001: play starts to the left of a dealer. */
  if (g->params.random_first_seat)
    g->first_seat = gros_rng_below (g, g->n_seats);
  g->round = 1;
  start_turn (r, g->first_seat, TRUE);
}

static void
start_turn (GrosRun *r,
            guint    seat,
            gboolean first)
{
  GrosGame *g = r->g;
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  g->active = seat;
  g->turn++;
  g->step = GROS_PHASE_PLAY;
  gros_emit_simple (r, GROS_EV_TURN, seat, GROS_NO_CARD, GROS_NO_CARD, g->turn);

  if (g->params.turn_cap > 0 && g->turn > g->params.turn_cap)
    {
      gros_end_game (r, GROS_END_STALEMATE);
      return;
    }
  /* Running out of plot: an empty deck at the start of a turn ends the game. */
  if (gros_zone_size (g, gros_deck_zone (g, seat)) == 0)
    {
      gros_end_game (r, GROS_END_OUT_OF_PLOT);
      return;
    }

  for (guint i = 0; i < gros_zone_size (g, movie); i++)
    g->cards[gros_zone_at (g, movie, i)].flags &= ~GROS_CARD_CAST_THIS_TURN;

  if (first)
    {
      /* The first player skips their first Fill Up. */
      g->seats[seat].turns_taken++;
      return;
    }

  for (guint i = 0; i < gros_zone_size (g, movie); i++)
    {
      int c = gros_zone_at (g, movie, i);

      if (g->cards[c].flags & GROS_CARD_TIPPED)
        {
          g->cards[c].flags &= ~GROS_CARD_TIPPED;
          gros_emit_simple (r, GROS_EV_UNTIP, seat, c, GROS_NO_CARD, 0);
        }
      if (g->cards[c].flags & GROS_CARD_KNOCKED_OUT)
        {
          g->cards[c].flags &= ~GROS_CARD_KNOCKED_OUT;
          gros_emit_simple (r, GROS_EV_WAKE, seat, c, GROS_NO_CARD, 0);
        }
    }
  /* Student Films fill the hand at the end of the turn instead. */
  if (!g->params.fill_at_end)
    draw_up_to (r, seat, gros_seat_hand_limit (g, seat));
  g->seats[seat].turns_taken++;
  gros_fire_seat_triggers (r, seat, GROS_TRIGGER_FILL_UP);
}

void
gros_end_turn (GrosRun *r)
{
  GrosGame *g = r->g;
  guint next = gros_next_seat (g, g->active);

  gros_fire_seat_triggers (r, g->active, GROS_TRIGGER_TURN_END);
  if (g->step == GROS_PHASE_GAME_OVER)
    return;
  if (g->params.fill_at_end)
    draw_up_to (r, g->active, gros_seat_hand_limit (g, g->active));

  /* 001: the seat that drew the last card finishes its turn, and the movie is over; after a
   * roll of the credits, every other seat plays one last turn. */
  if (g->deck_out)
    {
      gros_end_game (r, GROS_END_OUT_OF_PLOT);
      return;
    }
  if (g->final_round)
    {
      if (g->final_turns_left == 0)
        {
          gros_end_game (r, GROS_END_CREDITS);
          return;
        }
      g->final_turns_left--;
    }

  /* Unspent popcorn is lost between the seats; per-turn limits reset. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      if (g->seats[s].popcorn != 0)
        gros_set_popcorn (r, s, 0);
      g->seats[s].creature_attacks_blocked = 0;
    }
  for (guint c = 0; c < g->n_cards; c++)
    {
      g->cards[c].props_this_turn = 0;
      g->cards[c].flags &= ~GROS_CARD_USED;
    }
  gros_drop_grants (g, -1, GROS_UNTIL_END_OF_TURN);

  /* 000 "Episode Play": "When any one player Banks their third Plot Twist, the game is over at
   * the end of their turn": the end of the turn in which the bank was made (docs/rules-
   * engine.md). Games saved before rules revision 1 counted the banked Twists still in the
   * seat's Movie; now every bank counts, even of a Twist that left play since. */
  if (g->params.end_on_twists)
    for (guint s = 0; s < g->n_seats; s++)
      {
        guint banked = 0, movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, s);

        if (g->params.rules_revision >= 1)
          banked = g->seats[s].twists_banked;
        else
          for (guint i = 0; i < gros_zone_size (g, movie); i++)
            if (g->cards[gros_zone_at (g, movie, i)].flags & GROS_CARD_BANKED)
              banked++;
        if (banked >= 3)
          {
            gros_end_game (r, GROS_END_TWISTS);
            return;
          }
      }

  if (next == g->first_seat)
    g->round++;
  start_turn (r, next, FALSE);
}

void
gros_end_game (GrosRun      *r,
               GrosEndReason reason)
{
  GrosGame *g = r->g;
  int best = G_MININT;

  for (guint c = 0; c < g->n_cards; c++)
    if (g->cards[c].flags & GROS_CARD_KNOCKED_OUT)
      {
        g->cards[c].flags &= ~GROS_CARD_KNOCKED_OUT;
        gros_emit_simple (r, GROS_EV_WAKE, gros_controller (g, c), c, GROS_NO_CARD, 0);
      }
  g->end_reason = reason;
  g->phase = GROS_PHASE_GAME_OVER;
  g->step = GROS_PHASE_GAME_OVER;
  g->n_frames = 0;
  g->attack.active = FALSE;
  g->winner_mask = 0;
  for (guint s = 0; s < g->n_seats; s++)
    {
      GrosRatings ratings;

      gros_game_ratings (g, s, &ratings);
      if (ratings.total > best)
        {
          best = ratings.total;
          g->winner_mask = 1u << s;
        }
      else if (ratings.total == best)
        g->winner_mask |= 1u << s;
    }
  gros_emit_simple (r, GROS_EV_GAME_OVER, 0, GROS_NO_CARD, GROS_NO_CARD, reason);
}

/* Decides who acts next. Windows where a seat has nothing to do but pass are passed for it,
 * so a decision is only ever asked of a seat that has a real choice. */
static guint enumerate (const GrosGame *g, GrosActionList *list);

static void
climax_resolve (GrosRun *r)
{
  GrosGame *g = r->g;
  GrosFrame frame = g->frames[--g->n_frames];
  gboolean rolled = FALSE;

  for (guint s = 0; s < g->n_seats; s++)
    if (gros_movie_total (g, s, FALSE) >= g->params.credits_defense)
      rolled = TRUE;
  if (rolled)
    {
      gros_discard (r, frame.card);
      gros_end_game (r, GROS_END_CREDITS);
      return;
    }
  gros_emit_simple (r, GROS_EV_CLIMAX_FAILED, frame.seat, frame.card, GROS_NO_CARD, 0);
  gros_discard (r, frame.card);
  /* The roller still may not end the turn above the hand limit. */
  if ((int) gros_zone_size (g, GROS_ZONE_ID (GROS_ZONE_HAND, g->active))
      > gros_seat_hand_limit (g, g->active))
    {
      g->step = GROS_PHASE_DISCARD;
      gros_emit_simple (r, GROS_EV_PHASE, g->active, GROS_NO_CARD, GROS_NO_CARD, g->step);
      return;
    }
  gros_end_turn (r);
}

void
gros_continue (GrosRun *r)
{
  GrosGame *g = r->g;

  for (guint guard = 0; guard < 10000; guard++)
    {
      GrosAction buf[2];
      GrosActionList list = { buf, 0, 2 };

      if (g->step == GROS_PHASE_GAME_OVER)
        {
          g->phase = GROS_PHASE_GAME_OVER;
          return;
        }

      if (g->n_frames > 0)
        {
          GrosFrame *f = &g->frames[g->n_frames - 1];

          g->phase = f->phase;
          g->deciding = f->seat;
          if (f->passes >= g->n_seats)
            {
              if (f->phase == GROS_PHASE_CLIMAX)
                climax_resolve (r);
              else if (f->phase == GROS_PHASE_RESPONSE)
                {
                  GrosFrame done = g->frames[--g->n_frames];
                  GrosAction play = { 0 };

                  /* Nobody countered: the card resolves. */
                  play.kind = GROS_ACT_PLAY;
                  play.seat = done.target_seat;
                  play.card = done.card;
                  play.target = done.target;
                  play.target_seat = done.value;
                  play.mode = done.mode;
                  play.extra = GROS_NO_CARD;
                  gros_resolve_pending_play (r, &play);
                }
              else
                g->n_frames--;
              continue;
            }
        }
      else if (g->attack.active)
        {
          if (!g->attack.resolved)
            {
              if (g->attack.passes >= g->n_seats)
                {
                  gros_attack_close_window (r);
                  continue;
                }
              g->phase = GROS_PHASE_ATTACK_REACT;
              g->deciding = g->attack.reacting;
            }
          else if (g->attack.success && g->attack.victims_left > 0)
            {
              g->phase = GROS_PHASE_ATTACK_VICTIM;
              g->deciding = g->attack.attacker;
            }
          else
            {
              gros_attack_finish (r);
              continue;
            }
        }
      else if (gros_attack_start_queued (r))
        continue;
      else if (g->step == GROS_PHASE_DRAFT)
        {
          guint s;

          for (s = 0; s < g->n_seats; s++)
            if (!(g->seats[s].flags & GROS_SEAT_PICKED))
              break;
          g->phase = GROS_PHASE_DRAFT;
          g->deciding = MIN (s, (guint) g->n_seats - 1);
        }
      else if (g->step == GROS_PHASE_SETUP_CAST)
        {
          guint s;

          for (s = 0; s < g->n_seats; s++)
            if (!(g->seats[s].flags & GROS_SEAT_CAST_DONE))
              break;
          if (s == g->n_seats)
            {
              finish_setup (r);
              continue;
            }
          g->phase = GROS_PHASE_SETUP_CAST;
          g->deciding = s;
        }
      else
        {
          g->phase = g->step;
          g->deciding = g->active;
        }

      /* Ask only when there is something to choose besides passing. */
      list.len = 0;
      enumerate (g, &list);
      if (list.len == 0)
        {
          /* Nothing at all to do: the seat passes (a cast with no Character, say). */
          if (g->phase == GROS_PHASE_SETUP_CAST)
            {
              g->seats[g->deciding].flags |= GROS_SEAT_CAST_DONE;
              continue;
            }
          if (g->phase == GROS_PHASE_ATTACK_VICTIM)
            {
              g->attack.victims_left = 0;
              continue;
            }
          if (g->phase == GROS_PHASE_DISCARD)
            {
              gros_end_turn (r);
              continue;
            }
          if (g->phase == GROS_PHASE_CHOICE)
            {
              /* Nothing left to choose from: the question lapses. */
              g->n_frames--;
              continue;
            }
        }
      if (list.len == 1 && buf[0].kind == GROS_ACT_PASS
          && (g->phase == GROS_PHASE_ATTACK_REACT || g->phase == GROS_PHASE_CLIMAX
              || g->phase == GROS_PHASE_RESPONSE))
        {
          if (g->phase == GROS_PHASE_ATTACK_REACT)
            gros_attack_pass (r);
          else
            {
              GrosFrame *f = &g->frames[g->n_frames - 1];

              f->passes++;
              f->seat = gros_next_seat (g, f->seat);
            }
          continue;
        }
      return;
    }
  /* The guard only trips on an engine bug; end the game rather than spin. */
  gros_end_game (r, GROS_END_STALEMATE);
}

/* Without Popcorn (Classic, Cult Classic) cards are free, but a cost an ability still names
 * is paid by discarding cards from hand. Would discarding the whole hand give @seat
 * something more to do on its turn? Tried on a scratch copy. */
static gboolean
more_to_do_with_discards (const GrosGame *g,
                          guint           seat)
{
  guint hand = gros_zone_size (g, GROS_ZONE_ID (GROS_ZONE_HAND, seat));
  g_autofree GrosGame *richer = NULL;
  GrosActionList now = { NULL, 0, 0 }, then = { NULL, 0, 0 };

  if (hand == 0)
    return FALSE;
  /* Lists of no room only count. */
  gros_enumerate_hand_plays (g, seat, FALSE, &now);
  gros_enumerate_in_play (g, seat, FALSE, &now);
  richer = g_new (GrosGame, 1);
  gros_game_copy (richer, g);
  richer->seats[seat].popcorn += hand;
  gros_enumerate_hand_plays (richer, seat, FALSE, &then);
  gros_enumerate_in_play (richer, seat, FALSE, &then);
  return then.len > now.len;
}

static void
enumerate_popcorn_sources (const GrosGame *g,
                           guint           seat,
                           GrosActionList *list)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  GrosAction a = { 0 };

  a.seat = seat;
  a.target = GROS_NO_CARD;
  a.extra = GROS_NO_CARD;
  a.target_seat = GROS_NO_SEAT;
  if (!g->params.popcorn)
    {
      /* 000 Classic: "Any further references to Popcorn costs can be satisfied by
       * discarding cards from your hand"; 001 Cult Classic likewise. */
      if (!more_to_do_with_discards (g, seat))
        return;
      a.kind = GROS_ACT_POPCORN_DISCARD;
      for (guint i = 0; i < gros_zone_size (g, hand); i++)
        {
          a.card = gros_zone_at (g, hand, i);
          gros_list_push (list, &a);
        }
      return;
    }
  a.kind = GROS_ACT_TIP;
  for (guint i = 0; i < gros_zone_size (g, movie); i++)
    {
      int c = gros_zone_at (g, movie, i);

      if (gros_is_bucket (g, c) && !(g->cards[c].flags & (GROS_CARD_TIPPED | GROS_CARD_FACE_DOWN))
          && gros_card_active (g, c))
        {
          a.card = c;
          gros_list_push (list, &a);
        }
    }
  a.kind = GROS_ACT_POPCORN_DISCARD;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      a.card = gros_zone_at (g, hand, i);
      gros_list_push (list, &a);
    }
}

static void
push_simple (GrosActionList *list,
             GrosActKind     kind,
             guint           seat,
             int             card)
{
  GrosAction a = { 0 };

  a.kind = kind;
  a.seat = seat;
  a.card = card;
  a.target = GROS_NO_CARD;
  a.extra = GROS_NO_CARD;
  a.target_seat = GROS_NO_SEAT;
  gros_list_push (list, &a);
}

static void
enumerate_move_props (const GrosGame *g,
                      guint           seat,
                      GrosActionList *list)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < gros_zone_size (g, movie); i++)
    {
      int prop = gros_zone_at (g, movie, i);

      if (gros_def (g, prop)->type != GROS_CARD_TYPE_PROP || g->cards[prop].host == GROS_NO_CARD
          || g->cards[prop].aux == GROS_AUX_FUSED)
        continue;
      for (guint j = 0; j < gros_zone_size (g, movie); j++)
        {
          int target = gros_zone_at (g, movie, j);
          GrosAction a = { 0 };

          if (target == g->cards[prop].host || !gros_prop_can_go_on (g, prop, target, TRUE))
            continue;
          a.kind = GROS_ACT_MOVE_PROP;
          a.seat = seat;
          a.card = prop;
          a.target = target;
          a.extra = GROS_NO_CARD;
          a.target_seat = seat;
          gros_list_push (list, &a);
        }
    }
}

/* Would @seat have an answer in this window with one more popcorn per card in hand but
 * one? (The card answered with must stay in hand.) Tried on a scratch copy. */
static gboolean
could_react_with_discards (const GrosGame *g,
                           guint           seat)
{
  guint hand = gros_zone_size (g, GROS_ZONE_ID (GROS_ZONE_HAND, seat));
  g_autofree GrosGame *richer = NULL;
  GrosAction buf[GROS_MAX_ACTIONS];
  GrosActionList scratch = { buf, 0, G_N_ELEMENTS (buf) };

  if (hand < 2)
    return FALSE;
  richer = g_new (GrosGame, 1);
  gros_game_copy (richer, g);
  richer->seats[seat].popcorn += hand - 1;
  gros_enumerate_hand_plays (richer, seat, TRUE, &scratch);
  gros_enumerate_in_play (richer, seat, TRUE, &scratch);
  return scratch.len > 0;
}

/* Lists the actions of the deciding seat; the cheap PASS-only case is common in windows. */
static guint
enumerate (const GrosGame *g,
           GrosActionList *list)
{
  guint seat = g->deciding;

  switch (g->phase)
    {
    case GROS_PHASE_SETUP_CAST:
      {
        guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

        for (guint i = 0; i < gros_zone_size (g, hand); i++)
          {
            int c = gros_zone_at (g, hand, i);

            if (gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER)
              push_simple (list, GROS_ACT_CAST_START, seat, c);
          }
        /* 001: every Character enters play, but some may be held back: done casting. */
        if (g->params.cast_all)
          push_simple (list, GROS_ACT_PASS, seat, GROS_NO_CARD);
      }
      break;

    case GROS_PHASE_DRAFT:
      gros_opening_draft_enumerate (g, list);
      break;

    case GROS_PHASE_PLAY:
      gros_enumerate_hand_plays (g, seat, FALSE, list);
      gros_enumerate_in_play (g, seat, FALSE, list);
      enumerate_move_props (g, seat, list);
      enumerate_popcorn_sources (g, seat, list);
      push_simple (list, GROS_ACT_PASS, seat, GROS_NO_CARD);
      break;

    case GROS_PHASE_DISCARD:
      {
        guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

        for (guint i = 0; i < gros_zone_size (g, hand); i++)
          push_simple (list, GROS_ACT_DISCARD, seat, gros_zone_at (g, hand, i));
        if ((int) gros_zone_size (g, hand) <= gros_seat_hand_limit (g, seat))
          push_simple (list, GROS_ACT_END_TURN, seat, GROS_NO_CARD);
      }
      break;

    case GROS_PHASE_ATTACK_REACT:
    case GROS_PHASE_CLIMAX:
    case GROS_PHASE_RESPONSE:
      {
        guint before = list->len;

        gros_enumerate_hand_plays (g, seat, TRUE, list);
        gros_enumerate_in_play (g, seat, TRUE, list);
        /* Discarding for popcorn is offered only to a seat that has, or could afford by
         * discarding, something to answer with. */
        if (list->len > before || could_react_with_discards (g, seat))
          {
            guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
            GrosAction a = { 0 };

            a.kind = GROS_ACT_POPCORN_DISCARD;
            a.seat = seat;
            a.target = GROS_NO_CARD;
            a.extra = GROS_NO_CARD;
            a.target_seat = GROS_NO_SEAT;
            for (guint i = 0; i < gros_zone_size (g, hand); i++)
              {
                a.card = gros_zone_at (g, hand, i);
                gros_list_push (list, &a);
              }
          }
        push_simple (list, GROS_ACT_PASS, seat, GROS_NO_CARD);
      }
      break;

    case GROS_PHASE_ATTACK_VICTIM:
      gros_attack_enumerate_victims (g, list);
      break;

    case GROS_PHASE_CHOICE:
      gros_enumerate_choice (g, list);
      break;

    case GROS_PHASE_GAME_OVER:
    default:
      break;
    }
  return list->len;
}

guint
gros_game_legal_actions (const GrosGame *game,
                         GrosAction     *out,
                         guint           max_actions)
{
  GrosActionList list = { out, 0, max_actions };

  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (out != NULL || max_actions == 0, 0);

  if (game->phase == GROS_PHASE_GAME_OVER)
    return 0;
  enumerate (game, &list);
  return MIN (list.len, max_actions);
}

gboolean
gros_action_equal (const GrosAction *a,
                   const GrosAction *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->mode == b->mode
         && a->target_seat == b->target_seat && a->card == b->card && a->target == b->target
         && a->extra == b->extra;
}

static gboolean
apply_legal (GrosRun          *r,
             const GrosAction *a)
{
  GrosGame *g = r->g;

  switch (a->kind)
    {
    case GROS_ACT_CAST_START:
      g->cards[a->card].flags |= GROS_CARD_FACE_DOWN;
      gros_move (r, a->card, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat), FALSE);
      if (!g->params.cast_all)
        g->seats[a->seat].flags |= GROS_SEAT_CAST_DONE;
      break;

    case GROS_ACT_PASS:
      gros_emit_simple (r, GROS_EV_PASS, a->seat, GROS_NO_CARD, GROS_NO_CARD, g->phase);
      if (g->phase == GROS_PHASE_SETUP_CAST)
        g->seats[a->seat].flags |= GROS_SEAT_CAST_DONE;
      else if (g->phase == GROS_PHASE_PLAY)
        {
          g->step = GROS_PHASE_DISCARD;
          gros_emit_simple (r, GROS_EV_PHASE, a->seat, GROS_NO_CARD, GROS_NO_CARD, g->step);
        }
      else if (g->phase == GROS_PHASE_ATTACK_REACT)
        gros_attack_pass (r);
      else if (g->n_frames > 0 && g->frames[g->n_frames - 1].phase == GROS_PHASE_CHOICE)
        {
          /* Declining an optional choice: the handler hears it, or the choice just ends. */
          if (!gros_apply_choice (r, a))
            g->n_frames--;
        }
      else if (g->n_frames > 0)
        {
          GrosFrame *f = &g->frames[g->n_frames - 1];

          f->passes++;
          f->seat = gros_next_seat (g, f->seat);
        }
      break;

    case GROS_ACT_TIP:
      gros_tip (r, a->card);
      gros_set_popcorn (r, a->seat, g->seats[a->seat].popcorn + 1);
      break;

    case GROS_ACT_POPCORN_DISCARD:
      gros_discard (r, a->card);
      gros_set_popcorn (r, a->seat, g->seats[a->seat].popcorn + 1);
      break;

    case GROS_ACT_DISCARD:
      gros_discard (r, a->card);
      break;

    case GROS_ACT_END_TURN:
      gros_end_turn (r);
      break;

    case GROS_ACT_MOVE_PROP:
      g->cards[a->card].host = a->target;
      g->cards[a->card].flags |= GROS_CARD_CAST_THIS_TURN;
      g->cards[a->target].props_this_turn++;
      gros_emit_simple (r, GROS_EV_ATTACH, a->seat, a->card, a->target, 0);
      break;

    case GROS_ACT_PLAY:
      return gros_apply_play (r, a);

    case GROS_ACT_ACTIVATE:
      return gros_apply_activate (r, a);

    case GROS_ACT_BANK:
      return gros_apply_bank (r, a);

    case GROS_ACT_CHOOSE_VICTIM:
      gros_attack_choose_victim (r, a);
      break;

    case GROS_ACT_CHOOSE:
      if (g->phase == GROS_PHASE_DRAFT)
        {
          gros_opening_draft_pick (r, a);
          return TRUE;
        }
      return gros_apply_choice (r, a);

    default:
      return FALSE;
    }
  return TRUE;
}

static inline void
check_invariants (const GrosGame *game)
{
#ifdef DRIVE_IN_CHECK_INVARIANTS
  g_autofree char *message = NULL;

  if (!gros_game_check_invariants (game, &message))
    g_error ("Game invariant broken after action %u: %s", game->n_actions, message);
#else
  (void) game;
#endif
}

gboolean
gros_game_apply (GrosGame         *game,
                 const GrosAction *action,
                 GrosEventFunc     emit,
                 gpointer          user_data,
                 GError          **error)
{
  GrosAction stack_legal[256];
  g_autofree GrosAction *heap_legal = NULL;
  g_autofree GrosGame *before = NULL;
  GrosAction *legal = stack_legal;
  GrosActionList list = { stack_legal, 0, G_N_ELEMENTS (stack_legal) };
  GrosRun run = { game, emit, user_data };
  gboolean found = FALSE;

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (game->phase == GROS_PHASE_GAME_OVER)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The game is over");
      return FALSE;
    }
  if (action->seat != game->deciding)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "It is seat %u's decision, not seat %u's", game->deciding + 1, action->seat + 1);
      return FALSE;
    }

  /* The list may be longer than the stack buffer: count, then list again on the heap. */
  enumerate (game, &list);
  if (list.len > list.max)
    {
      guint n = list.len;

      heap_legal = g_new (GrosAction, n);
      legal = heap_legal;
      list.items = heap_legal;
      list.max = n;
      list.len = 0;
      enumerate (game, &list);
    }
  for (guint i = 0; i < MIN (list.len, list.max) && !found; i++)
    found = gros_action_equal (&legal[i], action);
  if (!found)
    {
      g_autofree char *text = gros_action_to_string (action);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "“%s” is not a legal action now (%s phase)", text,
                   gros_phase_to_string (game->phase));
      return FALSE;
    }

  /* A legal action that still cannot be carried out leaves the state as it was. */
  before = g_new (GrosGame, 1);
  gros_game_copy (before, game);
  game->n_actions++;
  if (!apply_legal (&run, action))
    {
      gros_game_copy (game, before);
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The action could not be carried out");
      return FALSE;
    }
  gros_continue (&run);
  check_invariants (game);
  return TRUE;
}

void
gros_game_apply_legal (GrosGame         *game,
                       const GrosAction *action,
                       GrosEventFunc     emit,
                       gpointer          user_data)
{
  GrosRun run = { game, emit, user_data };

  g_return_if_fail (game != NULL);
  g_return_if_fail (action != NULL);
  g_return_if_fail (game->phase != GROS_PHASE_GAME_OVER);

  game->n_actions++;
  if (!apply_legal (&run, action))
    {
      g_autofree char *text = gros_action_to_string (action);

      g_critical ("gros_game_apply_legal: “%s” could not be carried out", text);
      return;
    }
  gros_continue (&run);
  check_invariants (game);
}

gboolean
gros_game_is_over (const GrosGame *game)
{
  g_return_val_if_fail (game != NULL, TRUE);

  return game->phase == GROS_PHASE_GAME_OVER;
}

guint
gros_game_get_deciding_seat (const GrosGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return game->deciding;
}
