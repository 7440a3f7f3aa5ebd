/* gruff-scenario-expect.c: Gruff's own expectations in scenario files: cards (zone, line
 * position, stats, states), Life, Crazy, whose turn, the step, declared attacks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "drive-in-error.h"
#include "gruff-game-private.h"
#include "gruff-scenario-private.h"

typedef struct
{
  GameScenario    *sc;
  const GruffGame *g;
  char           **words;   /* NULL-terminated */
  guint            n;
  gboolean        *passed;
  char           **actual;
} Check;

static gboolean
bad (GError    **error,
     const char *format,
     ...) G_GNUC_PRINTF (2, 3);

static gboolean
bad (GError    **error,
     const char *format,
     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, message);
  return FALSE;
}

/* A number compared as the words from @from say; *actual tells the number found. */
static gboolean
compare (Check       *c,
         guint        from,
         int          value,
         const char  *what,
         GError     **error)
{
  if (from > c->n || !game_scenario_compare ((const char * const *) c->words + from, value,
                                             c->passed, error))
    {
      if (error != NULL && *error == NULL)
        bad (error, "expected a comparison after “%s”", what);
      return FALSE;
    }
  if (!*c->passed)
    *c->actual = g_strdup_printf ("%s is %d", what, value);
  return TRUE;
}

static gboolean
word_seat (Check       *c,
           guint        i,
           guint       *out,
           GError     **error)
{
  int seat;

  if (i >= c->n || !gruff_scenario_parse_number (c->words[i], 1, GRUFF_SEATS, &seat))
    return bad (error, "“%s”: expected seat 1 or 2", i < c->n ? c->words[i] : "");
  *out = seat - 1;
  return TRUE;
}

static gboolean
word_card (Check       *c,
           guint        i,
           int         *out,
           GError     **error)
{
  int card;

  if (i >= c->n)
    return bad (error, "a card is missing (a @label or an instance number)");
  if (c->words[i][0] == '@')
    card = game_scenario_lookup_label (c->sc, c->words[i]);
  else if (!gruff_scenario_parse_number (c->words[i], 0, c->g->n_cards - 1, &card))
    card = GAME_NO_CARD;
  if (card == GAME_NO_CARD || card >= c->g->n_cards)
    return bad (error, "“%s” names no card", c->words[i]);
  *out = card;
  return TRUE;
}

static char *
card_text (const Check *c,
           int          card)
{
  const char *label;

  if (card < 0)
    return g_strdup ("none");
  label = game_scenario_get_label (c->sc, card);
  return label != NULL ? g_strdup_printf ("@%s", label)
                       : g_strdup_printf ("#%d %s", card, gruff_def (c->g, card)->name);
}

static void
expect_card_is (Check *c,
                int    want,
                int    found)
{
  *c->passed = want == found;
  if (!*c->passed)
    *c->actual = card_text (c, found);
}

/* "card CARD ...": where it is and what it is now. */
static gboolean
expect_card (Check   *c,
             GError **error)
{
  const GruffGame *g = c->g;
  const GruffCardState *state;
  const char *what;
  int card;
  guint seat, zone, pos;
  GruffStat stat;
  gboolean not;

  if (!word_card (c, 1, &card, error))
    return FALSE;
  state = &g->cards[card];
  what = c->n > 2 ? c->words[2] : "";
  not = g_str_equal (what, "not");
  if (not)
    what = c->n > 3 ? c->words[3] : "";

  if (g_str_equal (what, "in") && !not)
    {
      if (c->n < 4 || !gruff_scenario_name_index (gruff_scenario_zone_names, GRUFF_N_ZONES,
                                                  c->words[3], &zone))
        return bad (error, "card CARD in ZONE [SEAT]: ZONE is deck, hand, discard, attached, "
                    "line or shepherd");
      seat = state->owner;
      if (c->n > 4 && !word_seat (c, 4, &seat, error))
        return FALSE;
      *c->passed = state->zone == zone && state->owner == seat;
      if (!*c->passed)
        *c->actual = g_strdup_printf ("it is in %s %u", gruff_scenario_zone_names[state->zone],
                                      state->owner + 1);
      return TRUE;
    }
  if (g_str_equal (what, "on") && !not)
    {
      int host;

      if (!word_card (c, 3, &host, error))
        return FALSE;
      expect_card_is (c, host, state->zone == GRUFF_ZONE_ATTACHED ? state->host : -1);
      return TRUE;
    }
  if (g_str_equal (what, "at") && !not)
    {
      if (c->n < 4 || !gruff_scenario_position_from_name (c->words[3], &pos))
        return bad (error, "card CARD at POSITION: left, centre or right");
      *c->passed = state->zone == GRUFF_ZONE_LINE && state->pos == pos;
      if (!*c->passed)
        *c->actual = g_strdup (state->zone == GRUFF_ZONE_LINE && state->pos < GRUFF_LINE
                               ? gruff_scenario_position_names[state->pos] : "not in a line");
      return TRUE;
    }
  if (g_str_equal (what, "dead") || g_str_equal (what, "exhausted"))
    {
      gboolean is = g_str_equal (what, "dead") ? gruff_game_is_dead (g, card)
                                               : gruff_game_is_exhausted (g, card);

      if (state->zone != GRUFF_ZONE_LINE)
        return bad (error, "“%s” is not a gruff", c->words[1]);
      *c->passed = is != not;
      if (!*c->passed)
        *c->actual = g_strdup_printf (is ? "it is %s" : "it is not %s", what);
      return TRUE;
    }
  if ((g_str_equal (what, "known-to") || g_str_equal (what, "hidden-from")) && !not)
    {
      gboolean known;

      if (!word_seat (c, 3, &seat, error))
        return FALSE;
      known = gruff_game_card_visible_to (g, card, seat);
      *c->passed = known == g_str_equal (what, "known-to");
      if (!*c->passed)
        *c->actual = g_strdup_printf (known ? "player %u knows it" : "player %u does not "
                                      "know it", seat + 1);
      return TRUE;
    }
  if (not)
    return bad (error, "card CARD not dead, card CARD not exhausted");

  /* Figures of a gruff. */
  if (state->zone != GRUFF_ZONE_LINE && c->n > 2)
    return bad (error, "“%s” is not a gruff", c->words[1]);
  if (g_str_equal (what, "slider"))
    {
      if (c->n < 4 || !gruff_stat_from_name (c->words[3], &stat))
        return bad (error, "card CARD slider STAT: STAT is mean, weird or fat");
      return compare (c, 4, state->stats[stat], c->words[3], error);
    }
  if (gruff_stat_from_name (what, &stat))
    return compare (c, 3, gruff_game_stat (g, card, stat), what, error);
  if (g_str_equal (what, "damage"))
    return compare (c, 3, state->damage, "damage", error);
  if (g_str_equal (what, "attack"))
    return compare (c, 3, gruff_game_stat (g, card, GRUFF_STAT_MEAN)
                          + gruff_game_bonus (g, card, GRUFF_OP_DAMAGE), "attack", error);
  if (g_str_equal (what, "defense"))
    return compare (c, 3, gruff_game_stat (g, card, GRUFF_STAT_FAT)
                          + gruff_game_bonus (g, card, GRUFF_OP_DEFENSE), "defense", error);
  if (g_str_equal (what, "thorns"))
    return compare (c, 3, gruff_game_bonus (g, card, GRUFF_OP_THORNS), "thorns", error);
  return bad (error, "card CARD: expected in, on, at, dead, exhausted, known-to, hidden-from, "
              "mean, weird, fat, slider, damage, attack, defense or thorns");
}

/* "attack SEAT CARD POSITION" or "attack SEAT none": the declared attack. */
static gboolean
expect_attack (Check   *c,
               GError **error)
{
  const GruffSeat *s;
  guint seat, pos = 0;
  int card = -1;

  if (!word_seat (c, 1, &seat, error))
    return FALSE;
  s = &c->g->seats[seat];
  if (c->n == 3 && g_str_equal (c->words[2], "none"))
    ;
  else if (c->n != 4 || !word_card (c, 2, &card, error)
           || !gruff_scenario_position_from_name (c->words[3], &pos))
    {
      if (error != NULL && *error == NULL)
        bad (error, "attack SEAT CARD POSITION, or attack SEAT none");
      return FALSE;
    }
  *c->passed = s->attacker == card && (card < 0 || s->attack_pos == pos);
  if (!*c->passed)
    {
      g_autofree char *attacker = card_text (c, s->attacker);

      *c->actual = s->attacker < 0 ? g_strdup ("no attack is declared")
                   : g_strdup_printf ("%s attacks %s", attacker,
                                      s->attack_pos < GRUFF_LINE
                                      ? gruff_scenario_position_names[s->attack_pos]
                                      : "nowhere");
    }
  return TRUE;
}

gboolean
gruff_scenario_expect (GameScenario  *sc,
                       gconstpointer  state,
                       const char    *text,
                       gboolean      *passed,
                       char         **actual,
                       GError       **error)
{
  const GruffGame *g = state;
  g_autoptr(GPtrArray) words = game_scenario_split_words (sc, 0, text, error);
  const char *name;
  Check c = { sc, g, NULL, 0, passed, actual };
  guint seat, found;

  if (words == NULL)
    return FALSE;
  if (words->len == 0)
    return bad (error, "an empty expectation");
  g_ptr_array_add (words, NULL);
  c.words = (char **) words->pdata;
  c.n = words->len - 1;
  name = c.words[0];

  {
    static const char *const seat_figures[] = {
      "life", "crazy", "spent", "hand", "deck", "discard", "threshold", "turns", "living",
    };

    if (gruff_scenario_name_index (seat_figures, G_N_ELEMENTS (seat_figures), name, &found))
      {
        const GruffSeat *s;
        int values[G_N_ELEMENTS (seat_figures)];

        if (!word_seat (&c, 1, &seat, error))
          return FALSE;
        s = &g->seats[seat];
        values[0] = s->life;
        values[1] = s->crazy;
        values[2] = s->spent;
        values[3] = s->n_hand;
        values[4] = s->n_deck;
        values[5] = s->n_discard;
        values[6] = s->threshold_crossings;
        values[7] = s->turns;
        values[8] = gruff_game_living (g, seat);
        return compare (&c, 2, values[found], name, error);
      }
  }
  if (g_str_equal (name, "turn"))
    return compare (&c, 1, g->turn, "turn", error);
  if (g_str_equal (name, "actions"))
    {
      g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);

      return compare (&c, 1, gruff_game_legal_actions (g, legal, GAME_MAX_ACTIONS), "actions",
                      error);
    }
  if (g_str_equal (name, "active") || g_str_equal (name, "first"))
    {
      guint want = g_str_equal (name, "active") ? g->active : g->first;

      if (c.n != 2 || !word_seat (&c, 1, &seat, error))
        return error != NULL && *error != NULL ? FALSE : bad (error, "%s SEAT", name);
      *passed = seat == want;
      if (!*passed)
        *actual = g_strdup_printf ("%s is player %u", name, want + 1);
      return TRUE;
    }
  if (g_str_equal (name, "step"))
    {
      if (c.n != 2 || !gruff_scenario_name_index (gruff_scenario_step_names, GRUFF_PHASE_OVER + 1,
                                                  c.words[1], &found))
        return bad (error, "step NAME: arrange, activate, main, discard or over");
      *passed = g->phase == found;
      if (!*passed)
        *actual = g_strdup_printf ("the step is %s", gruff_scenario_step_names[g->phase]);
      return TRUE;
    }
  if (g_str_equal (name, "end"))
    {
      if (c.n != 2)
        return bad (error, "end REASON: none, gruffs, life, both or turn-cap");
      for (found = 0; found < GRUFF_N_END_REASONS; found++)
        if (g_str_equal (gruff_end_reason_to_string (found), c.words[1]))
          break;
      if (found == GRUFF_N_END_REASONS)
        return bad (error, "end REASON: none, gruffs, life, both or turn-cap");
      *passed = g->end_reason == found;
      if (!*passed)
        *actual = g_strdup_printf ("the end is %s", gruff_end_reason_to_string (g->end_reason));
      return TRUE;
    }
  if (g_str_equal (name, "active-gruff"))
    {
      int card = -1;

      if (c.n != 2 || (!g_str_equal (c.words[1], "none") && !word_card (&c, 1, &card, error)))
        return error != NULL && *error != NULL ? FALSE
                                               : bad (error, "active-gruff CARD, or none");
      expect_card_is (&c, card, g->active_gruff);
      return TRUE;
    }
  if (g_str_equal (name, "line"))
    {
      guint pos;
      int card = -1;

      if (c.n != 4 || !word_seat (&c, 1, &seat, error)
          || !gruff_scenario_position_from_name (c.words[2], &pos)
          || !word_card (&c, 3, &card, error))
        return error != NULL && *error != NULL ? FALSE
                                               : bad (error, "line SEAT POSITION CARD");
      expect_card_is (&c, card, g->seats[seat].line[pos]);
      return TRUE;
    }
  if (g_str_equal (name, "attack"))
    return expect_attack (&c, error);
  if (g_str_equal (name, "card"))
    return expect_card (&c, error);
  return bad (error, "unknown expectation “%s”", name);
}
