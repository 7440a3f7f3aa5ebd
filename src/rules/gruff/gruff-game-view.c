/* gruff-game-view.c: a Gruff position as one viewer may know it: the projection the table
 * reads (GameRules.views.project_view). */
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

/* Whether ability card @ability belongs to @gruff (a deck brings its gruffs' own cards). */
static gboolean
belongs_to (const GruffCardDef *ability,
            const GruffCardDef *gruff)
{
  return ability->gruff != NULL
         && (g_strcmp0 (ability->gruff, gruff->original_name) == 0
             || g_strcmp0 (ability->gruff, gruff->name) == 0);
}

/* The ability definitions of @db that @owner's hidden cards may be, as @seat may believe:
 * the cards of @owner's gruffs that @view shows, less one of each such card @seat sees
 * elsewhere already; when that leaves none, every ability card of @db. */
static guint
believable_defs (const GruffGame   *view,
                 guint              seat,
                 guint              owner,
                 const GruffCardDb *db,
                 gboolean           whole_pool,
                 uint16_t          *out,
                 guint              max_out)
{
  guint n_db = gruff_card_db_get_n_cards (db), n = 0;

  for (guint d = 0; d < n_db && n < max_out; d++)
    {
      const GruffCardDef *def = gruff_card_db_get (db, d);
      gboolean mine = FALSE;

      if (def->kind != GRUFF_KIND_ABILITY)
        continue;
      for (guint c = 0; c < view->n_cards && !mine && !whole_pool; c++)
        if (view->cards[c].owner == owner && view->cards[c].def != GRUFF_HIDDEN_DEF
            && gruff_game_card_visible_to (view, c, seat)
            && view->cards[c].def < n_db
            && gruff_card_db_get (db, view->cards[c].def)->kind == GRUFF_KIND_GRUFF)
          mine = belongs_to (def, gruff_card_db_get (db, view->cards[c].def));
      if (whole_pool || mine)
        out[n++] = d;
    }
  if (whole_pool)
    return n;
  /* A card seen among @owner's is not hidden again (a deck brings each card once). */
  for (guint c = 0; c < view->n_cards; c++)
    if (view->cards[c].owner == owner && view->cards[c].def != GRUFF_HIDDEN_DEF
        && gruff_game_card_visible_to (view, c, seat))
      for (guint i = 0; i < n; i++)
        if (out[i] == view->cards[c].def)
          {
            out[i] = out[--n];
            break;
          }
  return n;
}

/* Every hidden card gets a definition drawn from what its owner may hold, in the order of
 * the view's own instance numbers (which tell nothing of the hidden cards), by a stream
 * seeded from @seed: the world depends on the view and the seed only. */
gboolean
gruff_game_world_from_view (const GruffGame   *view,
                            guint              seat,
                            const GruffCardDb *db,
                            uint64_t           seed,
                            GruffGame         *out,
                            char             **message)
{
  guint n_db, n_pool[GRUFF_SEATS];
  g_autofree uint16_t *pools = NULL;
  uint16_t *pool[GRUFF_SEATS];

  g_return_val_if_fail (view != NULL && db != NULL && out != NULL && view != out, FALSE);
  g_return_val_if_fail (seat < GRUFF_SEATS, FALSE);

  n_db = gruff_card_db_get_n_cards (db);
  pools = g_new (uint16_t, GRUFF_SEATS * MAX (n_db, 1));
  for (guint owner = 0; owner < GRUFF_SEATS; owner++)
    pool[owner] = pools + owner * MAX (n_db, 1);

  memcpy (out, view, sizeof *out);
  out->db = db;
  gruff_rng_seed (out, seed ^ 0x3f1e3d5a7c9b2e41ULL);
  for (guint owner = 0; owner < GRUFF_SEATS; owner++)
    n_pool[owner] = believable_defs (view, seat, owner, db, FALSE, pool[owner],
                                     n_db);
  for (guint c = 0; c < out->n_cards; c++)
    {
      GruffCardState *card = &out->cards[c];
      guint owner = card->owner, k;

      if (card->def != GRUFF_HIDDEN_DEF && gruff_game_card_visible_to (view, c, seat))
        continue;
      if (owner >= GRUFF_SEATS || card->zone > GRUFF_ZONE_HAND)
        {
          if (message != NULL)
            *message = g_strdup_printf ("hidden card %u is neither in a deck nor in a hand", c);
          return FALSE;
        }
      /* Drawn without replacement; an emptied pool starts again from every ability card. */
      if (n_pool[owner] == 0)
        n_pool[owner] = believable_defs (view, seat, owner, db, TRUE, pool[owner],
                                         n_db);
      if (n_pool[owner] == 0)
        {
          if (message != NULL)
            *message = g_strdup ("the card list holds no ability card to guess a hidden one");
          return FALSE;
        }
      k = gruff_rng_below (out, n_pool[owner]);
      card->def = pool[owner][k];
      pool[owner][k] = pool[owner][--n_pool[owner]];
      memset (card->stats, 0, sizeof card->stats);
    }
  /* The future's stream, apart from the draws above. */
  gruff_rng_seed (out, seed);
  return gruff_game_check_invariants (out, message);
}
