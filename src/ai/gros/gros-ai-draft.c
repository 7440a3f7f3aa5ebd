/* gros-ai-draft.c: computer drafters for the Draft format. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "gros-ai-draft.h"

/* The recommended mix (10/10/9/6/6/6) scaled to the 30 cards a drafter takes; Roll the
 * Credits are not drafted (balancing adds them). */
static const double wanted[GROS_CARD_N_TYPES] = {
  [GROS_CARD_TYPE_CHARACTER] = 6,
  [GROS_CARD_TYPE_CREATURE] = 6,
  [GROS_CARD_TYPE_SPECIAL_EFFECT] = 6,
  [GROS_CARD_TYPE_LOCATION] = 4,
  [GROS_CARD_TYPE_PROP] = 4,
  [GROS_CARD_TYPE_PLOT_TWIST] = 4,
  [GROS_CARD_TYPE_ROLL_THE_CREDITS] = 0,
};

/* How good a card is for its cost, on a rough common scale. */
static double
card_strength (DriveInCard *card)
{
  int stat = gros_card_has_stat (card) ? gros_card_get_stat (card) : 0;
  int cost = gros_card_get_popcorn (card);
  double bucket = gros_card_has_bucket (card) ? 1.5 : 0;
  double ability = *drive_in_card_get_abilities (card) != '\0' ? 1.0 : 0;

  switch (gros_card_get_type (card))
    {
    case GROS_CARD_TYPE_CHARACTER:
    case GROS_CARD_TYPE_LOCATION:
    case GROS_CARD_TYPE_PROP:
      return 1.5 * stat - 0.7 * cost + bucket + ability;
    case GROS_CARD_TYPE_CREATURE:
      return 0.5 * stat - 0.7 * cost + ability;
    case GROS_CARD_TYPE_PLOT_TWIST:
      return 2.0 * (gros_card_is_stat_variable (card) ? 3 : stat) + bucket;
    case GROS_CARD_TYPE_SPECIAL_EFFECT:
      return 3.0 - 0.5 * cost + bucket;
    default:
      return 0;
    }
}

DriveInCard *
gros_ai_draft_choose (GrosDraft   *draft,
                      guint        seat,
                      GrosAiLevel  level,
                      guint64      seed)
{
  GListModel *pack, *picks;
  guint have[GROS_CARD_N_TYPES] = { 0 };
  guint n, best = 0;
  double best_score = -G_MAXDOUBLE;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(DriveInCard) chosen = NULL;

  g_return_val_if_fail (GROS_IS_DRAFT (draft), NULL);

  pack = gros_draft_get_pack (draft, seat);
  n = g_list_model_get_n_items (pack);
  if (n == 0)
    return NULL;
  rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) seed, (guint32) (seed >> 32), seat }, 3);

  if (level == GROS_AI_RANDOM || (level == GROS_AI_EASY && g_rand_double (rand) < 0.3))
    best = g_rand_int_range (rand, 0, n);
  else
    {
      picks = gros_draft_get_picks (draft, seat);
      for (guint i = 0; i < g_list_model_get_n_items (picks); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (picks, i);

          have[gros_card_get_type (card)]++;
        }
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (pack, i);
          GrosCardType type = gros_card_get_type (card);
          /* A type still short of its share is worth more; one past it much less. */
          double need = wanted[type] > 0 ? (wanted[type] - have[type]) / wanted[type] : -1;
          double score = card_strength (card) + 6.0 * need + g_rand_double (rand) * 0.01;

          if (score > best_score)
            {
              best_score = score;
              best = i;
            }
        }
    }
  chosen = g_list_model_get_item (pack, best);
  /* The pack keeps its own reference; the caller picks by id before the pack changes. */
  return chosen;
}
