/* gros-game-formats.c: each format's rules as engine parameters. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "gros-format.h"
#include "gros-game-private.h"

void
gros_rules_params_init_for_format (GrosRulesParams *params,
                                   guint            format_id)
{
  const GrosFormat *format;

  g_return_if_fail (params != NULL);

  gros_rules_params_init_feature_film (params);
  format = gros_format_get (format_id);
  g_return_if_fail (format != NULL);

  params->format = format_id;
  params->hand_limit = format->hand_limit;
  params->title_cards = format->title_cards_revealed;
  params->title_points = format->title_word_points;
  params->popcorn = format->popcorn_used;
  params->twists = format->twists_used;
  params->shared_deck = format->shared_deck;
  params->end_on_twists = (format->end & GROS_FORMAT_END_THIRD_TWIST) != 0;
  params->credits_allowed = (format->end & GROS_FORMAT_END_CREDITS) != 0
                            || format->credits_rule == GROS_COUNT_OPTIONAL;
  params->credits_defense = format->credits_defense;

  switch ((GrosFormatId) format_id)
    {
    case GROS_FORMAT_RESURRECTED:
    case GROS_FORMAT_CULT_CLASSIC:
    case GROS_FORMAT_STUDENT_FILMS:
      /* 001: the whole collection is one deck; characters in the opening hand enter play;
       * Roll the Credits from the third turn with a surviving Character, then a last turn
       * each; the player who draws the last card finishes the turn and the movie ends. */
      params->redraw_any_character = TRUE;
      params->cast_all = TRUE;
      params->credits_defense = 0;
      params->credits_min_turns = 3;
      params->credits_need_character = TRUE;
      params->credits_final_round = TRUE;
      params->deck_out_finishes_turn = TRUE;
      params->first_character_free = TRUE;
      params->random_first_seat = TRUE;
      /* "Shuffle the deck and reveal six cards ... agree upon a movie title": the movie's
       * one Title scores for every seat. */
      params->shared_title = TRUE;
      params->opening_hand = format_id == GROS_FORMAT_CULT_CLASSIC ? 6 : 8;
      params->draft_opening = format_id == GROS_FORMAT_RESURRECTED;
      params->fill_at_end = format_id == GROS_FORMAT_STUDENT_FILMS;
      break;
    case GROS_FORMAT_DRAFT:
      /* A drafted Episode, with the credits when the table plays with them. */
      params->end_on_twists = TRUE;
      params->credits_defense = 20;
      break;
    default:
      break;
    }
}

/* The Resurrected opening draft: each dealt hand becomes a packet on the table, held face
 * down by one seat; each seat picks a card into its hand, then the packets move one seat on,
 * until they are empty. */

static gboolean
is_packet (const GrosGame *g,
           int             card)
{
  return g->cards[card].zone == GROS_ZONE_TABLE && (g->cards[card].flags & GROS_CARD_FACE_DOWN);
}

void
gros_opening_draft_begin (GrosRun *r)
{
  GrosGame *g = r->g;

  for (guint s = 0; s < g->n_seats; s++)
    {
      guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, s);

      while (gros_zone_size (g, hand) > 0)
        {
          int card = gros_zone_at (g, hand, 0);
          uint8_t known = g->cards[card].known;

          g->cards[card].flags |= GROS_CARD_FACE_DOWN;
          gros_move (r, card, GROS_ZONE_TABLE, FALSE);
          /* A packet is seen only by the seats that have held it. */
          g->cards[card].known = known | (1u << s);
          g->cards[card].counter = s;
        }
      g->seats[s].flags &= ~GROS_SEAT_PICKED;
    }
  g->draft_round = 0;
  g->step = GROS_PHASE_DRAFT;
}

void
gros_opening_draft_enumerate (const GrosGame *g,
                      GrosActionList *list)
{
  guint seat = g->deciding;

  for (guint i = 0; i < gros_zone_size (g, GROS_ZONE_TABLE); i++)
    {
      int card = gros_zone_at (g, GROS_ZONE_TABLE, i);
      GrosAction a = { 0 };

      if (!is_packet (g, card) || g->cards[card].counter != seat)
        continue;
      a.kind = GROS_ACT_CHOOSE;
      a.seat = seat;
      a.card = card;
      a.target = GROS_NO_CARD;
      a.extra = GROS_NO_CARD;
      a.target_seat = GROS_NO_SEAT;
      gros_list_push (list, &a);
    }
}

void
gros_opening_draft_pick (GrosRun          *r,
                 const GrosAction *a)
{
  GrosGame *g = r->g;
  gboolean all_picked = TRUE, packets_left = FALSE;

  g->cards[a->card].flags &= ~GROS_CARD_FACE_DOWN;
  gros_move (r, a->card, GROS_ZONE_ID (GROS_ZONE_HAND, a->seat), FALSE);
  g->seats[a->seat].flags |= GROS_SEAT_PICKED;

  for (guint s = 0; s < g->n_seats; s++)
    all_picked &= (g->seats[s].flags & GROS_SEAT_PICKED) != 0;
  if (!all_picked)
    return;

  /* Everyone picked: pass the packets clockwise. */
  g->draft_round++;
  for (guint i = 0; i < gros_zone_size (g, GROS_ZONE_TABLE); i++)
    {
      int card = gros_zone_at (g, GROS_ZONE_TABLE, i);

      if (!is_packet (g, card))
        continue;
      g->cards[card].counter = gros_next_seat (g, g->cards[card].counter);
      g->cards[card].known |= 1u << g->cards[card].counter;
      packets_left = TRUE;
    }
  for (guint s = 0; s < g->n_seats; s++)
    g->seats[s].flags &= ~GROS_SEAT_PICKED;
  if (!packets_left)
    g->step = GROS_PHASE_SETUP_CAST;
}

static gboolean
has_active_character (const GrosGame *g,
                      guint           seat)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < gros_zone_size (g, movie); i++)
    {
      int c = gros_zone_at (g, movie, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER && gros_card_active (g, c))
        return TRUE;
    }
  return FALSE;
}

int
gros_play_cost (const GrosGame *g,
                int             card,
                guint           seat)
{
  const GrosCardDef *def = gros_def (g, card);

  /* Without popcorn (Classic, Cult Classic) cards are free. */
  if (!g->params.popcorn)
    return 0;
  if (g->params.first_character_free && def->type == GROS_CARD_TYPE_CHARACTER
      && !has_active_character (g, seat))
    return 0;
  return def->cost;
}

gboolean
gros_traits_001 (const GrosGame *g)
{
  /* Games saved before the revision played 000's trait rules in every format. */
  if (g->params.rules_revision < 1)
    return FALSE;
  switch ((GrosFormatId) g->params.format)
    {
    case GROS_FORMAT_RESURRECTED:
    case GROS_FORMAT_CULT_CLASSIC:
    case GROS_FORMAT_STUDENT_FILMS:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
gros_credits_playable (const GrosGame *g,
                       guint           seat)
{
  if (!g->params.credits_allowed || g->final_round)
    return FALSE;
  if (g->params.credits_defense > 0 && gros_movie_total (g, seat, FALSE) < g->params.credits_defense)
    return FALSE;
  if (g->params.credits_min_turns > 0 && g->seats[seat].turns_taken < g->params.credits_min_turns)
    return FALSE;
  if (g->params.credits_need_character && !has_active_character (g, seat))
    return FALSE;
  return TRUE;
}

void
gros_roll_final_round (GrosRun *r,
                       int      card)
{
  GrosGame *g = r->g;

  /* 001: the roll ends the turn at once; then every other seat plays one last turn. */
  gros_show (g, card);
  gros_emit_simple (r, GROS_EV_CLIMAX, g->active, card, GROS_NO_CARD, 0);
  gros_discard (r, card);
  g->climax_seat = g->active;
  g->final_round = TRUE;
  g->final_turns_left = g->n_seats - 1;
  gros_end_turn (r);
}
