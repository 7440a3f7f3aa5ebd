/* hidden-oracle.c: what each seat may know of every card, from a game's events alone, and the
 * engine's knowledge checked against it (each game's part is in hidden-oracle-<game>.c). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>

#include "hidden-oracle.h"

extern const HiddenOracleGame hidden_oracle_gros;
extern const HiddenOracleGame hidden_oracle_grotto;
extern const HiddenOracleGame hidden_oracle_groo;
extern const HiddenOracleGame hidden_oracle_gruff;

static const HiddenOracleGame * const parts[] = {
  &hidden_oracle_gros,
  &hidden_oracle_grotto,
  &hidden_oracle_groo,
  &hidden_oracle_gruff,
};

static guint64 next_serial = 1;

HiddenOracle *
hidden_oracle_new (const GameRules *rules)
{
  HiddenOracle *oracle;
  const HiddenOracleGame *game = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (g_strcmp0 (parts[i]->game_id, rules->id) == 0)
      game = parts[i];
  if (game == NULL)
    return NULL;
  oracle = g_new0 (HiddenOracle, 1);
  oracle->rules = rules;
  oracle->game = game;
  oracle->max_cards = rules->max_cards;
  oracle->known = g_new0 (uint8_t, oracle->max_cards);
  oracle->last = g_new0 (GameEvent, oracle->max_cards * HIDDEN_ORACLE_HISTORY);
  for (guint i = 0; i < oracle->max_cards * HIDDEN_ORACLE_HISTORY; i++)
    oracle->last[i].kind = 0xff;
  oracle->scratch = game->scratch_size > 0 ? g_malloc0 (game->scratch_size) : NULL;
  oracle->serial = next_serial++;
  return oracle;
}

HiddenOracle *
hidden_oracle_copy (const HiddenOracle *oracle)
{
  HiddenOracle *copy;

  g_return_val_if_fail (oracle != NULL, NULL);

  copy = g_memdup2 (oracle, sizeof *oracle);
  copy->known = g_memdup2 (oracle->known, oracle->max_cards);
  copy->last = g_memdup2 (oracle->last,
                          oracle->max_cards * HIDDEN_ORACLE_HISTORY * sizeof (GameEvent));
  copy->scratch = oracle->scratch != NULL
                  ? g_memdup2 (oracle->scratch, oracle->game->scratch_size) : NULL;
  copy->current = NULL;
  return copy;
}

void
hidden_oracle_free (HiddenOracle *oracle)
{
  if (oracle == NULL)
    return;
  g_free (oracle->known);
  g_free (oracle->last);
  g_free (oracle->scratch);
  g_free (oracle);
}

guint
hidden_oracle_everyone (const HiddenOracle *oracle)
{
  return (1u << oracle->n_seats) - 1;
}

/* Keeps the event being interpreted in @card's history (once). */
static void
remember (HiddenOracle *oracle,
          int           card)
{
  GameEvent *history = &oracle->last[card * HIDDEN_ORACLE_HISTORY];

  if (oracle->current == NULL || card < 0 || (guint) card >= oracle->max_cards
      || memcmp (&history[0], oracle->current, sizeof (GameEvent)) == 0)
    return;
  memmove (&history[1], &history[0], (HIDDEN_ORACLE_HISTORY - 1) * sizeof (GameEvent));
  history[0] = *oracle->current;
}

void
hidden_oracle_set (HiddenOracle *oracle,
                   int           card,
                   guint         mask)
{
  guint everyone, old, changed;

  g_return_if_fail (oracle != NULL);
  g_return_if_fail (card >= 0 && (guint) card < oracle->max_cards);

  everyone = hidden_oracle_everyone (oracle);
  mask &= everyone;
  old = oracle->known[card];
  changed = old ^ mask;
  if (changed == 0)
    return;
  for (guint s = 0; s < oracle->n_seats; s++)
    if ((changed >> s) & 1)
      oracle->gen[s]++;
  if ((old == everyone) != (mask == everyone))
    oracle->gen[GAME_MAX_SEATS]++;
  oracle->known[card] = mask;
  remember (oracle, card);
}

void
hidden_oracle_show (HiddenOracle *oracle,
                    int           card,
                    guint         mask)
{
  g_return_if_fail (oracle != NULL);
  g_return_if_fail (card >= 0 && (guint) card < oracle->max_cards);

  hidden_oracle_set (oracle, card, oracle->known[card] | mask);
}

gboolean
hidden_oracle_start (HiddenOracle  *oracle,
                     gconstpointer  state)
{
  g_return_val_if_fail (oracle != NULL && state != NULL, FALSE);

  if (oracle->game->start == NULL)
    return FALSE;
  oracle->n_seats = MIN (oracle->rules->play.n_seats (state), (guint) GAME_MAX_SEATS);
  oracle->game->start (oracle, state);
  return TRUE;
}

void
hidden_oracle_event (gconstpointer    state,
                     const GameEvent *event,
                     gpointer         user_data)
{
  HiddenOracle *oracle = user_data;

  g_return_if_fail (oracle != NULL && state != NULL && event != NULL);

  oracle->n_seats = MIN (oracle->rules->play.n_seats (state), (guint) GAME_MAX_SEATS);
  oracle->current = event;
  remember (oracle, event->card);
  remember (oracle, event->target);
  oracle->game->event (oracle, state, event);
  oracle->current = NULL;
  oracle->n_events++;
}

gboolean
hidden_oracle_sees (const HiddenOracle *oracle,
                    int                 card,
                    int                 viewer)
{
  guint everyone;

  g_return_val_if_fail (oracle != NULL, FALSE);

  if (card < 0 || (guint) card >= oracle->max_cards)
    return FALSE;
  if (viewer == GAME_VIEWER_ALL)
    return TRUE;
  everyone = hidden_oracle_everyone (oracle);
  if (viewer == GAME_VIEWER_PUBLIC)
    return (oracle->known[card] & everyone) == everyone;
  return viewer >= 0 && (guint) viewer < oracle->n_seats && ((oracle->known[card] >> viewer) & 1);
}

guint64
hidden_oracle_stamp (const HiddenOracle *oracle,
                     int                 viewer)
{
  guint64 gen;

  g_return_val_if_fail (oracle != NULL, 0);

  gen = viewer >= 0 && viewer < GAME_MAX_SEATS ? oracle->gen[viewer]
        : viewer == GAME_VIEWER_PUBLIC ? oracle->gen[GAME_MAX_SEATS] : 0;
  return (oracle->serial << 40) ^ ((guint64) (viewer + 2) << 32) ^ gen;
}

/* The card's last events, the latest first. */
static char *
describe_last (const HiddenOracle *oracle,
               int                 card)
{
  GString *out = g_string_new ("its last events:");

  for (guint i = 0; i < HIDDEN_ORACLE_HISTORY; i++)
    {
      const GameEvent *e = &oracle->last[card * HIDDEN_ORACLE_HISTORY + i];
      const char *name;

      if (e->kind == 0xff)
        break;
      name = oracle->game->event_name != NULL ? oracle->game->event_name (e->kind) : NULL;
      g_string_append_printf (out, " [%s (%u) seat %u target_seat %u card %d target %d zones "
                              "%u->%u value %d]", name != NULL ? name : "event", e->kind,
                              e->seat, e->target_seat, e->card, e->target, e->from_zone,
                              e->to_zone, e->value);
    }
  return g_string_free (out, FALSE);
}

gboolean
hidden_oracle_check_engine (const HiddenOracle *oracle,
                            gconstpointer       state,
                            char              **message)
{
  const GameRules *rules;
  guint n_cards, n_seats;

  g_return_val_if_fail (oracle != NULL && state != NULL, FALSE);

  rules = oracle->rules;
  n_cards = rules->views.n_cards (state);
  n_seats = rules->play.n_seats (state);
  g_return_val_if_fail (n_cards <= oracle->max_cards && n_seats == oracle->n_seats, FALSE);

  for (guint c = 0; c < n_cards; c++)
    for (int v = GAME_VIEWER_PUBLIC; v < (int) n_seats; v++)
      {
        gboolean engine, expected;

        if (v == GAME_VIEWER_ALL)
          continue;
        engine = rules->views.card_visible_to (state, c, v) != FALSE;
        expected = hidden_oracle_sees (oracle, c, v);
        if (engine != expected)
          {
            g_autofree char *zone = oracle->game->zone_name != NULL
                                    ? oracle->game->zone_name (state, c) : g_strdup ("?");
            g_autofree char *last = describe_last (oracle, c);
            g_autofree char *who = v >= 0 ? g_strdup_printf ("seat %d", v)
                                          : g_strdup ("the public view");

            *message = g_strdup_printf ("%s: card %u (%s, %s) %s %s by the engine, but the "
                                        "events %s (%s; after %" G_GUINT64_FORMAT " events)",
                                        rules->id, c,
                                        rules->cards.db_card_id (rules->cards.state_db (state),
                                                                 rules->views.card_def (state, c)),
                                        zone, engine ? "is shown to" : "is hidden from", who,
                                        expected ? "showed it to them" : "never showed it to them",
                                        last, oracle->n_events);
            return FALSE;
          }
      }
  return TRUE;
}
