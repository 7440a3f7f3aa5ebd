/* hidden-oracle-gros.c: the hidden-information oracle's GROS part: who may know each card,
 * from GROS's events and its rule texts (seeds 000, 001). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gros-game.h"
#include "gros-script.h"
#include "hidden-oracle.h"
#include "gros-game-id.h"

/* The opening draft (001): "Players choose one card and pass the rest clockwise around the
 * table": a packet's cards are known to every seat that has held it. */
typedef struct
{
  int8_t holder[GROS_MAX_CARDS];   /* seat + 1 holding the packet the card is in, 0: none */
  guint  picks;                    /* picks of the current round */
} GrosScratch;

static guint
deck_zone (const GrosGame *game,
           guint           seat)
{
  return GROS_ZONE_ID (GROS_ZONE_DECK, game->params.shared_deck ? GROS_SHARED_SEAT : seat);
}

/* Who may know @card once it arrived in its zone (from @from, or GROS_N_ZONES at set-up),
 * from what every seat sees: the zone and whether the card lies face down. */
static void
arrive (HiddenOracle   *oracle,
        const GrosGame *game,
        int             card,
        guint           from)
{
  const GrosCardState *c = &game->cards[card];
  GrosScratch *scratch = oracle->scratch;
  guint everyone = hidden_oracle_everyone (oracle);
  guint owner_bit = c->owner < game->n_seats ? 1u << c->owner : 0;
  gboolean face_down = (c->flags & GROS_CARD_FACE_DOWN) != 0;
  guint seat = GROS_ZONE_SEAT (c->zone);

  if (from == GROS_ZONE_TABLE && scratch->holder[card] != 0)
    {
      /* A pick: the packet goes on without it. */
      scratch->holder[card] = 0;
      scratch->picks++;
    }
  if (c->zone == GROS_ZONE_TABLE)
    {
      /* Face down on the table, a draft packet: seen by the seat that passes it on. */
      if (!face_down)
        hidden_oracle_set (oracle, card, everyone);
      else if (from != GROS_ZONE_TABLE && from < GROS_N_ZONES
               && GROS_ZONE_KIND (from) == GROS_ZONE_HAND)
        {
          scratch->holder[card] = GROS_ZONE_SEAT (from) + 1;
          hidden_oracle_show (oracle, card, 1u << GROS_ZONE_SEAT (from));
        }
      return;
    }
  switch (GROS_ZONE_KIND (c->zone))
    {
    case GROS_ZONE_DECK:
      /* "Deck: your stack of cards placed face-down". Strictly, whoever saw a card put on
       * top or at the bottom could remember it until the next shuffle; the table keeps no
       * such memory (the engine forgets every card going into a deck, an accepted
       * over-hiding), and neither does the oracle. */
      hidden_oracle_set (oracle, card, 0);
      break;
    case GROS_ZONE_HAND:
      /* Only its holder looks at a hand; who saw the card before still knows it. */
      hidden_oracle_show (oracle, card, 1u << seat);
      break;
    case GROS_ZONE_MOVIE:
      /* A Plot Twist and the cards under it lie face down: "you may peek at it whenever you
       * want, but your opponents are not allowed to see which card it is". */
      if (face_down)
        hidden_oracle_show (oracle, card, owner_bit | (seat < game->n_seats ? 1u << seat : 0));
      else
        hidden_oracle_set (oracle, card, everyone);
      break;
    default:
      /* Graveyards and the editing-room floor lie face up. */
      hidden_oracle_set (oracle, card, everyone);
      break;
    }
}

/* The final tally: each seat shows the cards of its hand and Movie bearing a word of its
 * Title (the Title points they score). */
static void
final_tally (HiddenOracle   *oracle,
             const GrosGame *game)
{
  for (int card = 0; card < game->n_cards; card++)
    {
      guint zone = game->cards[card].zone;
      guint seat = GROS_ZONE_SEAT (zone);
      guint word = gros_game_card_def (game, card)->title_word;

      if (word == 0 || zone == GROS_ZONE_TABLE || seat >= game->n_seats
          || (GROS_ZONE_KIND (zone) != GROS_ZONE_HAND && GROS_ZONE_KIND (zone) != GROS_ZONE_MOVIE))
        continue;
      for (guint w = 0; w < game->seats[seat].n_title_words; w++)
        if (game->seats[seat].title_words[w] == word)
          hidden_oracle_set (oracle, card, hidden_oracle_everyone (oracle));
    }
}

static void
gros_event (HiddenOracle    *oracle,
            gconstpointer    state,
            const GameEvent *event)
{
  const GrosGame *game = state;
  GrosScratch *scratch = oracle->scratch;
  guint everyone = hidden_oracle_everyone (oracle);

  /* An event names a card of the game or none. */
  g_assert (event->card < game->n_cards);
  switch (event->kind)
    {
    case GROS_EV_SETUP:
      memset (scratch, 0, sizeof *scratch);
      for (int c = 0; c < game->n_cards; c++)
        arrive (oracle, game, c, GROS_N_ZONES);
      break;
    case GROS_EV_SHUFFLE:
      {
        guint zone = GROS_ZONE_ID (GROS_ZONE_DECK, event->seat);

        for (int c = 0; c < game->n_cards; c++)
          if (game->cards[c].zone == zone)
            hidden_oracle_set (oracle, c, 0);
      }
      break;
    case GROS_EV_DRAW:
      /* "card drawn (visible to the owner only)": the drawer looks at it. */
      if (event->seat < game->n_seats && event->card >= 0)
        hidden_oracle_show (oracle, event->card, 1u << event->seat);
      break;
    case GROS_EV_MOVE:
      if (event->card >= 0)
        arrive (oracle, game, event->card, event->from_zone);
      /* Everyone picked: the packets pass clockwise. */
      if (scratch->picks >= game->n_seats)
        {
          scratch->picks = 0;
          for (int c = 0; c < game->n_cards; c++)
            if (scratch->holder[c] != 0)
              {
                guint next = scratch->holder[c] % game->n_seats;

                scratch->holder[c] = next + 1;
                hidden_oracle_show (oracle, c, 1u << next);
              }
        }
      break;
    case GROS_EV_REVEAL:
    case GROS_EV_BANK:
    case GROS_EV_CLIMAX:
      /* Shown to every seat; a banked Twist is turned face up. */
      if (event->card >= 0)
        hidden_oracle_set (oracle, event->card, everyone);
      break;
    case GROS_EV_PLAY:
      /* Played face up, every seat sees it; a Plot Twist played face down, its owner only
       * (the MOVE said so). */
      if (event->card >= 0 && !(game->cards[event->card].flags & GROS_CARD_FACE_DOWN))
        hidden_oracle_set (oracle, event->card, everyone);
      break;
    case GROS_EV_ABILITY:
      if (event->value == GROS_EFFECT_PEEK)
        {
          /* "Its controller looks at the top card of their deck." */
          guint zone = deck_zone (game, event->seat);
          guint n = game->zone_start[zone + 1] - game->zone_start[zone];

          if (n > 0)
            hidden_oracle_show (oracle, game->order[game->zone_start[zone] + n - 1],
                                1u << event->seat);
        }
      break;
    case GROS_EV_GAME_OVER:
      final_tally (oracle, game);
      break;
    default:
      break;
    }
}

static const char * const event_names[GROS_N_EVS] = {
  "setup", "shuffle", "draw", "move", "reveal", "tip", "untip", "popcorn", "play",
  "countered", "attack", "attack-change", "attack-stopped", "attack-result", "kill",
  "knock-out", "wake", "attach", "bank", "turn", "phase", "pass", "climax", "climax-failed",
  "game-over", "trait", "ability", "title",
};

static const char *
gros_event_name (guint kind)
{
  return kind < G_N_ELEMENTS (event_names) ? event_names[kind] : NULL;
}

static char *
gros_zone_name (gconstpointer state,
                int           card)
{
  static const char * const kinds[] = { "deck", "hand", "movie", "graveyard", "removed" };
  const GrosGame *game = state;
  guint zone = game->cards[card].zone;
  const char *face = (game->cards[card].flags & GROS_CARD_FACE_DOWN) ? " face down" : "";

  if (zone == GROS_ZONE_TABLE)
    return g_strdup_printf ("on the table%s", face);
  return g_strdup_printf ("in seat %u's %s%s, owner %u", GROS_ZONE_SEAT (zone),
                          kinds[GROS_ZONE_KIND (zone)], face, game->cards[card].owner);
}

const HiddenOracleGame hidden_oracle_gros = {
  GROS_GAME_ID,
  sizeof (GrosScratch),
  gros_event,
  gros_event_name,
  gros_zone_name,
  NULL,
};
