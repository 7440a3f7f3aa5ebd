/* hidden-oracle-gruff.c: the hidden-information oracle's Gruff part: who may know each card,
 * from Gruff's events and its rule text (seed 004). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gruff-game.h"
#include "hidden-oracle.h"
#include "gruff-game-id.h"

typedef struct
{
  gboolean started;
} GruffScratch;

/* Who may know @card where it is: a deck is shuffled face down ("Shuffle those 24 cards
 * together to form your deck"), a hand is its holder's, and who saw a card before still
 * knows it; shepherds, gruffs (a dead one too: it was in play), played cards and the discard
 * pile are open. */
static void
arrive (HiddenOracle    *oracle,
        const GruffGame *game,
        int              card)
{
  const GruffCardState *c = &game->cards[card];

  if (c->zone == GRUFF_ZONE_DECK)
    hidden_oracle_set (oracle, card, 0);
  else if (c->zone == GRUFF_ZONE_HAND)
    hidden_oracle_show (oracle, card, 1u << c->owner);
  else
    hidden_oracle_set (oracle, card, hidden_oracle_everyone (oracle));
}

static void
gruff_start (HiddenOracle  *oracle,
             gconstpointer  state)
{
  const GruffGame *game = state;
  GruffScratch *scratch = oracle->scratch;

  scratch->started = TRUE;
  for (int c = 0; c < (int) game->n_cards; c++)
    arrive (oracle, game, c);
}

static void
gruff_event (HiddenOracle    *oracle,
             gconstpointer    state,
             const GameEvent *event)
{
  const GruffGame *game = state;
  GruffScratch *scratch = oracle->scratch;

  /* Gruff has no set-up event: the first event finds the cards dealt. */
  if (!scratch->started)
    gruff_start (oracle, state);
  switch (event->kind)
    {
    case GRUFF_EV_DRAW:
      /* "seat draws card": its holder looks at it. */
      if (event->seat < GRUFF_SEATS)
        hidden_oracle_show (oracle, event->card, 1u << event->seat);
      break;
    default:
      if (event->card >= 0 && event->card < (int) game->n_cards)
        arrive (oracle, game, event->card);
      break;
    }
}

static const char *
gruff_event_name (guint kind)
{
  static const char * const names[] = {
    "first", "arrange", "turn", "draw", "activate", "crazy", "play", "stat", "damage", "kill",
    "life", "threshold", "ability", "declare", "resolve", "block", "cancel", "grow", "move",
    "resurrect", "refresh", "exhaust", "discard", "leave", "shed", "win",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

static char *
gruff_zone_name (gconstpointer state,
                 int           card)
{
  static const char * const zones[] = { "deck", "hand", "discard", "attached", "line",
                                        "shepherd" };
  const GruffGame *game = state;
  const GruffCardState *c = &game->cards[card];

  return g_strdup_printf ("%s, owner %u", c->zone < G_N_ELEMENTS (zones) ? zones[c->zone]
                                                                         : "zone", c->owner);
}

const HiddenOracleGame hidden_oracle_gruff = {
  GRUFF_GAME_ID,
  sizeof (GruffScratch),
  gruff_event,
  gruff_event_name,
  gruff_zone_name,
  gruff_start,
};
