/* gros-hidden-common.h: GROS's side of the hidden-information tests: dealing the cards hidden
 * from a seat differently, everything public kept. What is hidden is the oracle's word
 * (hidden-oracle.h, from the events alone), never the engine's own knowledge. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-game.h"
#include "gros-game-view.h"
#include "hidden-info-check.h"
#include "hidden-oracle.h"
#include "test-games-common.h"

/* What is public about a hidden card: a face-down card in a Movie is of its type (a Plot
 * Twist, a Creature under one); once the game is over, a hidden card of a hand or Movie
 * bears no word of its seat's Title (those were shown for the final tally). Does slot @card
 * (originally of @type) fit definition @def? */
static inline gboolean
gros_hidden_fits (const GrosGame *game,
                  int             card,
                  GrosCardType    type,
                  guint           def)
{
  const GrosCardDef *d;
  guint zone = game->cards[card].zone;
  guint kind = zone == GROS_ZONE_TABLE ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (zone);

  if (G_LIKELY (!(game->cards[card].flags & GROS_CARD_FACE_DOWN)
                && game->phase != GROS_PHASE_GAME_OVER))
    return TRUE;
  d = gros_card_db_get (game->db, def);

  if (kind == GROS_ZONE_MOVIE && (game->cards[card].flags & GROS_CARD_FACE_DOWN)
      && d->type != type)
    return FALSE;
  if (gros_game_is_over (game) && (kind == GROS_ZONE_HAND || kind == GROS_ZONE_MOVIE)
      && d->title_word != 0)
    {
      const GrosSeat *seat = &game->seats[GROS_ZONE_SEAT (zone)];

      for (guint w = 0; w < seat->n_title_words; w++)
        if (seat->title_words[w] == d->title_word)
          return FALSE;
    }
  return TRUE;
}

/* Deals the definitions of the cards hidden from @viewer (by @oracle) again at random among the hidden
 * cards of the same owner (each seat's deck list is known: the table shows its packs),
 * keeping what is public about each (gros_hidden_fits()). Instances, zones, flags and
 * everything else stay. */
static inline void
gros_hidden_permute (GrosGame           *game,
                     const HiddenOracle *oracle,
                     int                 viewer,
                     guint64             seed)
{
  guint64 state = games_seed_mix (seed);
  /* The hidden cards of each owner, in one pass. */
  int slots[GROS_SHARED_SEAT + 1][GROS_MAX_CARDS];
  guint counts[GROS_SHARED_SEAT + 1] = { 0 };

  for (int c = 0; c < game->n_cards; c++)
    if (!hidden_oracle_sees (oracle, c, viewer))
      {
        guint owner = MIN (game->cards[c].owner, (guint) GROS_SHARED_SEAT);

        slots[owner][counts[owner]++] = c;
      }

  for (guint owner = 0; owner <= GROS_SHARED_SEAT; owner++)
    {
      const int *slot = slots[owner];
      uint16_t original[GROS_MAX_CARDS];
      GrosCardType type[GROS_MAX_CARDS];
      guint n = counts[owner];
      gboolean done = FALSE;

      if (n < 2)
        continue;
      for (guint i = 0; i < n; i++)
        {
          original[i] = game->cards[slot[i]].def;
          type[i] = gros_game_card_def (game, slot[i])->type;
        }
      /* A random deal, then swaps until every slot fits; a deal the swaps cannot mend is
       * dealt again (the original deal fits, so some deal does). */
      for (guint attempt = 0; attempt < 20 && !done; attempt++)
        {
          for (guint i = 0; i < n; i++)
            game->cards[slot[i]].def = original[i];
          for (guint i = n; i > 1; i--)
            {
              guint j = games_rand_below (&state, i);
              uint16_t tmp = game->cards[slot[i - 1]].def;

              game->cards[slot[i - 1]].def = game->cards[slot[j]].def;
              game->cards[slot[j]].def = tmp;
            }
          done = TRUE;
          for (guint i = 0; i < n && done; i++)
            {
              uint16_t *di = &game->cards[slot[i]].def;
              guint k;

              if (gros_hidden_fits (game, slot[i], type[i], *di))
                continue;
              for (k = 0; k < n; k++)
                if (k != i && gros_hidden_fits (game, slot[i], type[i], game->cards[slot[k]].def)
                    && gros_hidden_fits (game, slot[k], type[k], *di))
                  break;
              if (k == n)
                {
                  done = FALSE;
                  break;
                }
              {
                uint16_t tmp = *di;

                *di = game->cards[slot[k]].def;
                game->cards[slot[k]].def = tmp;
              }
            }
        }
      if (!done)
        for (guint i = 0; i < n; i++)
          game->cards[slot[i]].def = original[i];
    }
}

/* What would identify each card hidden from @viewer by @oracle (hidden-info-check.h), and
 * the names it may read. */
static inline void
gros_hidden_collect_secrets (const GrosGame     *game,
                             const HiddenOracle *oracle,
                             int                 viewer,
                             HiddenSecrets      *out)
{
  guint n_defs = gros_card_db_get_n_cards (game->db);
  g_autofree guint8 *seen = g_new0 (guint8, n_defs);   /* 1 visible, 2 hidden */

  for (int c = 0; c < game->n_cards; c++)
    {
      guint def = game->cards[c].def;

      if (hidden_oracle_sees (oracle, c, viewer))
        seen[def] |= 1;
      else
        {
          seen[def] |= 2;
          hidden_secrets_add_card (out, c);
        }
    }
  /* Once per definition; a card of which a copy is visible tells nothing by its name. */
  for (guint d = 0; d < n_defs; d++)
    {
      const GrosCardDef *def = gros_card_db_get (game->db, d);
      const char *word = def->title_word != 0 ? gros_card_db_word (game->db, def->title_word)
                                              : NULL;

      if (seen[d] & 1)
        {
          g_ptr_array_add (out->allowed, def->name);
          g_ptr_array_add (out->allowed, def->id);
          if (word != NULL)
            g_ptr_array_add (out->allowed, (gpointer) word);
        }
      else if (seen[d] & 2)
        {
          g_ptr_array_add (out->hidden_names, def->name);
          g_ptr_array_add (out->hidden_ids, def->id);
          if (word != NULL)
            g_ptr_array_add (out->hidden_words, (gpointer) word);
        }
    }
  out->distinct = TRUE;
  /* Titles are written where everyone sees them; traits are rule words. */
  for (guint s = 0; s < game->n_seats; s++)
    for (guint w = 0; w < game->seats[s].n_title_words; w++)
      g_ptr_array_add (out->allowed,
                       (gpointer) gros_card_db_word (game->db, game->seats[s].title_words[w]));
  for (guint t = 0; t < GROS_MAX_TRAITS; t++)
    {
      const char *trait = gros_card_db_trait_name (game->db, t);

      if (g_strcmp0 (trait, "?") == 0)
        break;
      g_ptr_array_add (out->allowed, (gpointer) trait);
    }
}
