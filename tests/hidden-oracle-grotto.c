/* hidden-oracle-grotto.c: the hidden-information oracle's Grotto Beasts! part: who may know
 * each card, from its events and its rule text (seed 002). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "grotto-game.h"
#include "hidden-oracle.h"
#include "grotto-game-id.h"

/* Who may know @card once it arrived in its zone from @from (GROTTO_N_ZONES: set-up), from
 * what every seat sees: the zone and whether the card lies face down. */
static void
arrive (HiddenOracle     *oracle,
        const GrottoGame *game,
        int               card,
        guint             from)
{
  const GrottoCardState *c = &game->cards[card];
  guint everyone = hidden_oracle_everyone (oracle);
  gboolean face_down = (c->flags & GROTTO_CARD_FACE_DOWN) != 0;
  gboolean from_deck = from < GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_DECK;

  if (from >= GROTTO_N_ZONES)
    {
      /* "The Deck starts the game with all cards face down and shuffled"; a Challenger
       * is set face down by its owner. */
      hidden_oracle_set (oracle, card, c->zone < GROTTO_ZONE_TABLE
                                       && GROTTO_ZONE_KIND (c->zone) == GROTTO_ZONE_PLAY
                                       && c->owner < game->n_seats
                                       ? (face_down ? 1u << c->owner : everyone) : 0);
      return;
    }
  if (c->zone == GROTTO_ZONE_TABLE)
    {
      hidden_oracle_set (oracle, card, everyone);
      return;
    }
  switch (GROTTO_ZONE_KIND (c->zone))
    {
    case GROTTO_ZONE_DECK:
      /* "No player is allowed to review any face down cards of the Deck": a card put into
       * a deck is forgotten (its place there is not tracked); one moved within its deck
       * (back on top, to the bottom) stays known to whoever looked at it. */
      if (!from_deck)
        hidden_oracle_set (oracle, card, 0);
      break;
    case GROTTO_ZONE_HAND:
      /* A hand is its holder's; whoever saw the card before still knows it. */
      hidden_oracle_show (oracle, card, 1u << GROTTO_ZONE_SEAT (c->zone));
      break;
    case GROTTO_ZONE_POOL:
    case GROTTO_ZONE_SCORE:
      /* Placed face down "without revealing it to any player (including themselves)": who
       * knew the card (it was spent from a hand, scored from play, looked at on the deck)
       * still knows it; off an unseen deck nobody does. */
      break;
    case GROTTO_ZONE_PLAY:
      /* Face down attached cards "must not be revealed from the zone they are brought
       * from"; face up, every seat sees them. */
      if (!face_down)
        hidden_oracle_set (oracle, card, everyone);
      break;
    default:
      /* A discard pile lies face up. */
      hidden_oracle_set (oracle, card, everyone);
      break;
    }
}

static void
grotto_event (HiddenOracle    *oracle,
              gconstpointer    state,
              const GameEvent *event)
{
  const GrottoGame *game = state;
  guint everyone = hidden_oracle_everyone (oracle);

  /* An event names a card of the game or none. */
  g_assert (event->card < (int) game->n_cards);
  if (event->card < 0 && event->kind != GROTTO_EV_SETUP && event->kind != GROTTO_EV_SHUFFLE
      && event->kind != GROTTO_EV_FLIP)
    return;
  switch (event->kind)
    {
    case GROTTO_EV_SETUP:
      for (guint c = 0; c < game->n_cards; c++)
        arrive (oracle, game, c, GROTTO_N_ZONES);
      break;
    case GROTTO_EV_SHUFFLE:
      /* A deck or a face-down Summoning Pool (the event says which): nobody can tell its
       * cards apart any more. */
      {
        guint zone = event->to_zone;

        for (guint c = 0; c < game->n_cards; c++)
          if (game->cards[c].zone == zone)
            hidden_oracle_set (oracle, c, 0);
      }
      break;
    case GROTTO_EV_DRAW:
      if (event->seat < game->n_seats)
        hidden_oracle_show (oracle, event->card, 1u << event->seat);
      break;
    case GROTTO_EV_MOVE:
      arrive (oracle, game, event->card, event->from_zone);
      break;
    case GROTTO_EV_REVEAL:
    case GROTTO_EV_SUMMON:   /* "reveals from their hand the card they want to summon" */
    case GROTTO_EV_PLACE:    /* it takes a spot face up */
      hidden_oracle_set (oracle, event->card, everyone);
      break;
    case GROTTO_EV_ATTACH:
      if (event->value != 0)
        hidden_oracle_set (oracle, event->card, everyone);
      break;
    case GROTTO_EV_LOOK:
      /* A card effect let a seat (or every seat) look at the card. */
      hidden_oracle_show (oracle, event->card, event->seat < game->n_seats ? 1u << event->seat
                                                                            : everyone);
      break;
    case GROTTO_EV_FLIP:
      /* "Challengers are simultaneously flipped face up." */
      for (guint s = 0; s < game->n_seats; s++)
        if (game->seats[s].challenger != GROTTO_NO_CARD)
          hidden_oracle_set (oracle, game->seats[s].challenger, everyone);
      break;
    default:
      break;
    }
}

static const char *
grotto_event_name (guint kind)
{
  static const char * const names[] = {
    "setup", "shuffle", "draw", "move", "reveal", "rps", "first", "mulligan", "flip", "turn",
    "step", "summon", "pay", "place", "rest", "wake", "score", "depletion", "battle",
    "attacker", "defender", "damage", "defeated", "power", "attach", "effect", "coin", "die",
    "game-over", "out", "look", "no-attack",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

static char *
grotto_zone_name (gconstpointer state,
                  int           card)
{
  static const char * const kinds[] = { "deck", "hand", "pool", "score pile", "discard",
                                        "play" };
  const GrottoGame *game = state;
  guint zone = game->cards[card].zone;
  const char *face = (game->cards[card].flags & GROTTO_CARD_FACE_DOWN) ? " face down" : "";

  if (zone >= GROTTO_ZONE_TABLE)
    return g_strdup_printf ("on the table%s", face);
  return g_strdup_printf ("in seat %u's %s%s, owner %u", GROTTO_ZONE_SEAT (zone),
                          GROTTO_ZONE_KIND (zone) < G_N_ELEMENTS (kinds)
                          ? kinds[GROTTO_ZONE_KIND (zone)] : "zone", face,
                          game->cards[card].owner);
}

const HiddenOracleGame hidden_oracle_grotto = {
  GROTTO_GAME_ID,
  0,
  grotto_event,
  grotto_event_name,
  grotto_zone_name,
  NULL,
};
