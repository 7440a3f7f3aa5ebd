/* hidden-oracle-groo.c: the hidden-information oracle's Groo part: who may know each card,
 * from Groo's events and its rule text (seed 003). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "groo-game.h"
#include "hidden-oracle.h"
#include "groo-game-id.h"

/* Who may know @card now that an event put it where it is: the draw deck is face down and
 * nobody looks into it; a hand is its holder's ("look at each card as it is drawn"), and who
 * saw the card before still knows it; towns, armies, the discard pile and an Event played or
 * waiting lie face up. */
static void
arrive (HiddenOracle   *oracle,
        const GrooGame *game,
        int             card)
{
  guint zone = game->cards[card].zone;

  if (zone == GROO_ZONE_DECK)
    hidden_oracle_set (oracle, card, 0);
  else if (GROO_ZONE_IS_HAND (zone))
    hidden_oracle_show (oracle, card, 1u << GROO_ZONE_SEAT (zone));
  else
    hidden_oracle_set (oracle, card, hidden_oracle_everyone (oracle));
}

static void
groo_event (HiddenOracle    *oracle,
            gconstpointer    state,
            const GameEvent *event)
{
  const GrooGame *game = state;

  switch (event->kind)
    {
    case GROO_EV_SETUP:
    case GROO_EV_SHUFFLE:
    case GROO_EV_RESHUFFLE:
      /* A shuffled deck: nobody knows its cards (the discard pile went into it). */
      for (int c = 0; c < game->n_cards; c++)
        arrive (oracle, game, c);
      for (int c = 0; c < game->n_cards; c++)
        if (game->cards[c].zone == GROO_ZONE_DECK)
          hidden_oracle_set (oracle, c, 0);
      break;
    default:
      /* Every other event naming a card took it somewhere, or showed it where it is. */
      if (event->card >= 0 && event->card < game->n_cards)
        arrive (oracle, game, event->card);
      break;
    }
}

static const char *
groo_event_name (guint kind)
{
  static const char * const names[] = {
    "setup", "deal", "setup-event", "shuffle", "turn", "phase", "discard", "draw", "event",
    "reshuffle", "last-round", "war", "commit", "war-result", "roll", "groo-moves", "buy",
    "groo-effect", "pass-dice", "dice-back", "wild", "power", "cancelled", "lose", "moved",
    "die-set", "reroll", "war-bonus", "game-over", "event-waits",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

static char *
groo_zone_name (gconstpointer state,
                int           card)
{
  const GrooGame *game = state;
  guint zone = game->cards[card].zone;
  static const char * const kinds[] = { "hand", "town", "army" };

  if (zone < GROO_ZONE_FIRST_SEAT)
    return g_strdup (zone == GROO_ZONE_DECK ? "in the deck" : zone == GROO_ZONE_DISCARD
                     ? "in the discard pile" : zone == GROO_ZONE_TABLE ? "on the table"
                     : "waiting");
  return g_strdup_printf ("in seat %u's %s", GROO_ZONE_SEAT (zone),
                          kinds[(zone - GROO_ZONE_FIRST_SEAT) % 3]);
}

const HiddenOracleGame hidden_oracle_groo = {
  GROO_GAME_ID,
  0,
  groo_event,
  groo_event_name,
  groo_zone_name,
  NULL,
};
