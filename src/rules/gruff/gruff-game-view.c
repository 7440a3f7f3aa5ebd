/* gruff-game-view.c: a Gruff position as one viewer may know it: the projection the table
 * reads (GameRules.project_view). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "gruff-game-private.h"

static int8_t
remap (const int *map,
       int        card,
       guint      n_cards)
{
  return card >= 0 && (guint) card < n_cards ? (int8_t) map[card] : (int8_t) card;
}

static void
remap_list (int8_t    *list,
            guint      n,
            const int *map,
            guint      n_cards)
{
  for (guint i = 0; i < n; i++)
    list[i] = remap (map, list[i], n_cards);
}

/* The hidden cards get the hidden instance numbers, smallest first, in the order of their
 * places (each seat's deck from the bottom, then its hand): the number a hidden card gets
 * depends on where it is and on which numbers the viewer cannot see, both of which the
 * viewer knows, never on which card it is. */
void
gruff_game_project (const GruffGame *game,
                    int              viewer,
                    GruffGame       *out,
                    int             *out_map)
{
  int map[GRUFF_MAX_CARDS];
  int hidden[GRUFF_MAX_CARDS];
  gboolean placed[GRUFF_MAX_CARDS] = { FALSE };
  guint n = game->n_cards, n_hidden = 0, next = 0;

  g_return_if_fail (game != NULL && out != NULL && game != out);

  for (guint c = 0; c < n; c++)
    {
      map[c] = c;
      if (!gruff_game_card_visible_to (game, c, viewer))
        hidden[n_hidden++] = c;
    }
  for (guint seat = 0; seat < GRUFF_SEATS && n_hidden > 0; seat++)
    {
      const GruffSeat *s = &game->seats[seat];
      const int8_t *lists[] = { s->deck, s->hand, s->discard };
      const guint counts[] = { s->n_deck, s->n_hand, s->n_discard };

      for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
        for (guint i = 0; i < counts[l]; i++)
          {
            int c = lists[l][i];

            if (c >= 0 && (guint) c < n && !gruff_game_card_visible_to (game, c, viewer))
              {
                map[c] = hidden[next++];
                placed[c] = TRUE;
              }
          }
    }
  /* A hidden card outside the lists (none in a legal game) takes the numbers left. */
  for (guint c = 0; c < n; c++)
    if (!placed[c] && !gruff_game_card_visible_to (game, c, viewer))
      map[c] = hidden[next++];

  memcpy (out, game, sizeof *out);
  for (guint c = 0; c < n; c++)
    {
      out->cards[map[c]] = game->cards[c];
      out->cards[map[c]].host = remap (map, game->cards[c].host, n);
    }
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      GruffSeat *s = &out->seats[seat];

      s->shepherd = remap (map, s->shepherd, n);
      s->attacker = remap (map, s->attacker, n);
      remap_list (s->line, GRUFF_LINE, map, n);
      remap_list (s->deck, s->n_deck, map, n);
      remap_list (s->hand, s->n_hand, map, n);
      remap_list (s->discard, s->n_discard, map, n);
    }
  out->active_gruff = remap (map, game->active_gruff, n);
  for (guint k = 0; k < n_hidden; k++)
    {
      GruffCardState *c = &out->cards[hidden[k]];

      c->def = GRUFF_HIDDEN_DEF;
      memset (c->stats, 0, sizeof c->stats);
    }
  /* The stream tells every shuffle to come. */
  out->rng[0] = out->rng[1] = 0;
  if (out_map != NULL)
    memcpy (out_map, map, n * sizeof map[0]);
}
