/* gros-scenario-expect.c: GROS scenario files: the words of a line, actions, and the
 * expectations GROS files have always had, read and checked for the shared scenario runner. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "drive-in-error.h"
#include "gros-game-private.h"
#include "gros-game-view.h"
#include "gros-scenario-private.h"

/* ---- Words -------------------------------------------------------------------------- */

GPtrArray *
gros_scenario_tokenize (const char  *text,
                        gboolean     commas,
                        GError     **error)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  while (*p != '\0')
    {
      GString *word;

      if (g_ascii_isspace (*p))
        {
          p++;
          continue;
        }
      if (commas && *p == ',')
        {
          g_ptr_array_add (words, g_strdup (","));
          p++;
          continue;
        }
      word = g_string_new (NULL);
      while (*p != '\0' && !g_ascii_isspace (*p) && !(commas && *p == ','))
        {
          if (*p == '"')
            {
              p++;
              while (*p != '"')
                {
                  if (*p == '\0')
                    {
                      g_string_free (word, TRUE);
                      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                                           "a double quote is not closed");
                      return NULL;
                    }
                  if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                    p++;
                  g_string_append_c (word, *p++);
                }
              p++;
            }
          else
            g_string_append_c (word, *p++);
        }
      g_ptr_array_add (words, g_string_free (word, FALSE));
    }
  return g_steal_pointer (&words);
}

gboolean
gros_scenario_parse_int (const char *text,
                         int         min,
                         int         max,
                         int        *out)
{
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, min, max, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

gboolean
gros_scenario_parse_bool (const char *text,
                          gboolean   *out)
{
  static const char * const yes[] = { "yes", "true", "on", "1" };
  static const char * const no[] = { "no", "false", "off", "0" };

  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    if (g_ascii_strcasecmp (text, yes[i]) == 0)
      {
        *out = TRUE;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (no); i++)
    if (g_ascii_strcasecmp (text, no[i]) == 0)
      {
        *out = FALSE;
        return TRUE;
      }
  return FALSE;
}

const char * const gros_scenario_zone_names[GROS_N_SEAT_ZONES] = {
  "deck", "hand", "movie", "graveyard", "removed",
};

gboolean
gros_scenario_zone_from_string (const char   *text,
                                GrosZoneKind *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (gros_scenario_zone_names); i++)
    if (g_ascii_strcasecmp (text, gros_scenario_zone_names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

/* ---- Expectations ------------------------------------------------------------------- */

typedef enum
{
  EX_DEFENSE,          /* defense SEAT OP N */
  EX_RATINGS,          /* ratings SEAT [FIELD] OP N */
  EX_POPCORN,
  EX_BANKED,
  EX_HAND_LIMIT,
  EX_ZONE,             /* ZONE SEAT OP N */
  EX_TABLE,            /* table OP N */
  EX_PHASE,
  EX_STEP,
  EX_DECIDING,
  EX_ACTIVE,
  EX_FIRST,
  EX_ROUND,
  EX_TURN,
  EX_OVER,
  EX_END,
  EX_WINNER,
  EX_ACTIONS,          /* actions OP N: number of legal actions */
  EX_LEGAL,            /* legal ACTION / illegal ACTION */
  EX_ATTACK_STRENGTH,
  EX_DEFENSE_STRENGTH,
  EX_CARD_IN,          /* card C in ZONE [SEAT] | card C in table */
  EX_CARD_ON,          /* card C on C2 */
  EX_CARD_FLAG,        /* card C [not] FLAG */
  EX_CARD_TRAIT,       /* card C has|lacks TRAIT */
  EX_CARD_DEFENSE,     /* card C defense OP N */
} ExpectKind;

enum { OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE };

static const char * const op_names[] = { "=", "!=", "<", "<=", ">", ">=" };

static const char * const rating_fields[] = {
  "defense", "title-cards", "title-points", "banked", "total",
};

static const char * const end_names[] = {
  "none", "credits", "out-of-plot", "twists", "stalemate",
};

const GrosScenarioFlag gros_scenario_flags[] = {
  { "tipped", GROS_CARD_TIPPED },
  { "ko", GROS_CARD_KNOCKED_OUT },
  { "knocked-out", GROS_CARD_KNOCKED_OUT },
  { "face-down", GROS_CARD_FACE_DOWN },
  { "banked", GROS_CARD_BANKED },
  { "revealed", GROS_CARD_REVEALED },
  { "new", GROS_CARD_CAST_THIS_TURN },
  { "cast-this-turn", GROS_CARD_CAST_THIS_TURN },
  { "spent", GROS_CARD_SPENT },
  { "used", GROS_CARD_USED },
};
const guint gros_scenario_n_flags = G_N_ELEMENTS (gros_scenario_flags);

typedef struct
{
  ExpectKind kind;
  guint      seat;
  guint      field;    /* ratings field, zone kind, flag, phase, end reason, trait */
  int        op;
  int        value;
  int        card;
  int        other;
  guint      mask;     /* winners */
  gboolean   negate;
  GrosAction action;
} Expect;

/* ---- Reading ------------------------------------------------------------------------ */

gboolean
gros_scenario_fail (GrosScenarioLoader *ld,
                    int                 code,
                    guint               line,
                    const char         *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (ld->bare)
    g_set_error_literal (ld->error, DRIVE_IN_ERROR, code, message);
  else if (line > 0)
    g_set_error (ld->error, DRIVE_IN_ERROR, code, "%s:%u: %s",
                 game_scenario_get_filename (ld->scenario), line, message);
  else
    g_set_error (ld->error, DRIVE_IN_ERROR, code, "%s: %s",
                 game_scenario_get_filename (ld->scenario), message);
  return FALSE;
}

gboolean
gros_scenario_parse_seat_ref (GrosScenarioLoader *ld,
                              guint               line,
                              const char         *text,
                              gboolean            allow_shared,
                              guint              *out)
{
  int n;

  if (allow_shared && g_ascii_strcasecmp (text, "shared") == 0)
    {
      *out = GROS_SHARED_SEAT;
      return TRUE;
    }
  if (!gros_scenario_parse_int (text, 1, GROS_MAX_SEATS, &n) || (guint) n > ld->n_seats)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line,
                               "“%s” is not a seat of this %u-seat game", text,
                               ld->n_seats);
  *out = n - 1;
  return TRUE;
}

gboolean
gros_scenario_resolve_card_word (GrosScenarioLoader *ld,
                                 guint               line,
                                 const char         *word,
                                 int                *out)
{
  int n;

  if (word[0] == '@')
    {
      int card = game_scenario_lookup_label (ld->scenario, word + 1);

      if (card == GAME_NO_CARD)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line, "no card is labelled %s", word);
      *out = card;
      return TRUE;
    }
  if (!gros_scenario_parse_int (word, 0, GROS_MAX_CARDS - 1, &n) || n >= ld->game->n_cards)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line,
                               "“%s” is not a card label (@name) or instance "
                               "number of this game", word);
  *out = n;
  return TRUE;
}

/* An action in machine form, where card=, target= and extra= may name a @label. */
gboolean
gros_scenario_parse_action (GrosScenarioLoader *ld,
                            guint               line,
                            GPtrArray          *words,
                            guint               first,
                            GrosAction         *out)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) local = NULL;

  for (guint i = first; i < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);
      const char *eq = strchr (w, '=');

      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (eq != NULL && eq[1] == '@')
        {
          int card;

          if (!gros_scenario_resolve_card_word (ld, line, eq + 1, &card))
            return FALSE;
          g_string_append_len (text, w, eq + 1 - w);
          g_string_append_printf (text, "%d", card);
        }
      else
        g_string_append (text, w);
    }
  if (!gros_action_parse (text->str, out, &local))
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s", local->message);
  if (out->seat >= ld->n_seats
      || (out->target_seat != GROS_NO_SEAT && out->target_seat >= ld->n_seats))
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line,
                               "the action names a seat this %u-seat game lacks",
                               ld->n_seats);
  return TRUE;
}

static gboolean
parse_op (const char *text,
          int        *out)
{
  if (g_str_equal (text, "=="))
    text = "=";
  for (guint i = 0; i < G_N_ELEMENTS (op_names); i++)
    if (g_str_equal (text, op_names[i]))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

/* "OP N" at @words[i]; a bare N means "= N". */
static gboolean
parse_comparison (GrosScenarioLoader *ld,
                  guint               line,
                  GPtrArray          *words,
                  guint               i,
                  Expect             *ex)
{
  const char *a = i < words->len ? g_ptr_array_index (words, i) : NULL;
  const char *b = i + 1 < words->len ? g_ptr_array_index (words, i + 1) : NULL;

  if (a != NULL && b == NULL && gros_scenario_parse_int (a, -9999, 9999, &ex->value))
    {
      ex->op = OP_EQ;
      return TRUE;
    }
  if (a == NULL || b == NULL || i + 2 != words->len || !parse_op (a, &ex->op)
      || !gros_scenario_parse_int (b, -9999, 9999, &ex->value))
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                               "expected a comparison such as “= 12” or “>= 20” at the end of the "
                               "line");
  return TRUE;
}

static gboolean
parse_phase (const char *text,
             guint      *out)
{
  for (guint p = 0; p <= GROS_PHASE_GAME_OVER; p++)
    if (g_str_equal (text, gros_phase_to_string (p)))
      {
        *out = p;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_expect (GrosScenarioLoader *ld,
              guint               line,
              GPtrArray          *words,
              guint               first,
              Expect             *ex)
{
  guint n = words->len - first;
  const char *w0, *w1, *w2;
  GrosZoneKind kind;

#define W(k) ((k) < n ? (const char *) g_ptr_array_index (words, first + (k)) : NULL)
  memset (ex, 0, sizeof *ex);
  ex->card = GROS_NO_CARD;
  ex->other = GROS_NO_CARD;
  w0 = W (0);
  w1 = W (1);
  w2 = W (2);
  if (w0 == NULL)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "an expectation is empty");

  {
    static const struct
    {
      const char *name;
      ExpectKind  kind;
    } seat_numbers[] = {
      { "defense", EX_DEFENSE }, { "popcorn", EX_POPCORN }, { "banked", EX_BANKED },
      { "hand-limit", EX_HAND_LIMIT },
    };

    for (guint i = 0; i < G_N_ELEMENTS (seat_numbers); i++)
      if (g_str_equal (w0, seat_numbers[i].name))
        {
          ex->kind = seat_numbers[i].kind;
          if (w1 == NULL)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: which seat?", w0);
          return gros_scenario_parse_seat_ref (ld, line, w1, FALSE, &ex->seat)
                 && parse_comparison (ld, line, words, first + 2, ex);
        }
  }
  if (g_str_equal (w0, "ratings"))
    {
      ex->kind = EX_RATINGS;
      ex->field = G_N_ELEMENTS (rating_fields) - 1;
      if (w1 == NULL || !gros_scenario_parse_seat_ref (ld, line, w1, FALSE, &ex->seat))
        return w1 == NULL ? gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                                "ratings: which seat?") : FALSE;
      for (guint i = 0; w2 != NULL && i < G_N_ELEMENTS (rating_fields); i++)
        if (g_str_equal (w2, rating_fields[i]))
          {
            ex->field = i;
            return parse_comparison (ld, line, words, first + 3, ex);
          }
      return parse_comparison (ld, line, words, first + 2, ex);
    }
  if (gros_scenario_zone_from_string (w0, &kind))
    {
      ex->kind = EX_ZONE;
      ex->field = kind;
      if (w1 == NULL)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: which seat?", w0);
      return gros_scenario_parse_seat_ref (ld, line, w1, TRUE, &ex->seat)
             && parse_comparison (ld, line, words, first + 2, ex);
    }
  {
    static const struct
    {
      const char *name;
      ExpectKind  kind;
    } numbers[] = {
      { "table", EX_TABLE }, { "round", EX_ROUND }, { "turn", EX_TURN },
      { "actions", EX_ACTIONS }, { "attack-strength", EX_ATTACK_STRENGTH },
      { "defense-strength", EX_DEFENSE_STRENGTH },
    };

    for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
      if (g_str_equal (w0, numbers[i].name))
        {
          ex->kind = numbers[i].kind;
          return parse_comparison (ld, line, words, first + 1, ex);
        }
  }
  if (g_str_equal (w0, "phase") || g_str_equal (w0, "step"))
    {
      ex->kind = g_str_equal (w0, "phase") ? EX_PHASE : EX_STEP;
      if (w1 == NULL || n != 2 || !parse_phase (w1, &ex->field))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                   "%s: expected one of setup-cast, play, discard, attack-react, "
                                   "attack-victim, climax, choice, response, game-over", w0);
      return TRUE;
    }
  if (g_str_equal (w0, "deciding") || g_str_equal (w0, "active") || g_str_equal (w0, "first"))
    {
      ex->kind = g_str_equal (w0, "deciding") ? EX_DECIDING
                 : g_str_equal (w0, "active") ? EX_ACTIVE : EX_FIRST;
      if (w1 == NULL || n != 2)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: expected one seat number", w0);
      return gros_scenario_parse_seat_ref (ld, line, w1, FALSE, &ex->seat);
    }
  if (g_str_equal (w0, "over") || (g_str_equal (w0, "not") && g_strcmp0 (w1, "over") == 0))
    {
      ex->kind = EX_OVER;
      ex->negate = g_str_equal (w0, "not");
      if (n != (ex->negate ? 2u : 1u))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "expected “over” or “not over”");
      return TRUE;
    }
  if (g_str_equal (w0, "end"))
    {
      ex->kind = EX_END;
      for (guint i = 0; w1 != NULL && n == 2 && i < G_N_ELEMENTS (end_names); i++)
        if (g_str_equal (w1, end_names[i]))
          {
            ex->field = i;
            return TRUE;
          }
      return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                 "end: expected none, credits, out-of-plot, twists or stalemate");
    }
  if (g_str_equal (w0, "winner"))
    {
      ex->kind = EX_WINNER;
      if (w1 == NULL)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                   "winner: expected seat numbers or none");
      if (g_str_equal (w1, "none") && n == 2)
        return TRUE;
      for (guint i = 1; i < n; i++)
        {
          guint seat;

          if (!gros_scenario_parse_seat_ref (ld, line, W (i), FALSE, &seat))
            return FALSE;
          ex->mask |= 1u << seat;
        }
      return TRUE;
    }
  if (g_str_equal (w0, "legal") || g_str_equal (w0, "illegal"))
    {
      ex->kind = EX_LEGAL;
      ex->negate = g_str_equal (w0, "illegal");
      if (n < 2)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                   "%s: expected an action after it", w0);
      return gros_scenario_parse_action (ld, line, words, first + 1, &ex->action);
    }
  if (g_str_equal (w0, "card"))
    {
      if (w1 == NULL || w2 == NULL)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                   "card: expected “card @label in ZONE SEAT”, “on @host”, “[not] "
                                   "FLAG”, "
                                   "“has TRAIT”, “lacks TRAIT” or “defense = N”");
      if (!gros_scenario_resolve_card_word (ld, line, w1, &ex->card))
        return FALSE;
      if (g_str_equal (w2, "in"))
        {
          const char *z = W (3);

          ex->kind = EX_CARD_IN;
          if (z != NULL && g_str_equal (z, "table") && n == 4)
            {
              ex->field = GROS_N_SEAT_ZONES;
              return TRUE;
            }
          if (z == NULL || !gros_scenario_zone_from_string (z, &kind) || n != 5)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                       "card ... in: expected a zone (deck, hand, movie, "
                                       "graveyard, removed) and "
                                       "a seat, or “table”");
          ex->field = kind;
          return gros_scenario_parse_seat_ref (ld, line, W (4), TRUE, &ex->seat);
        }
      if (g_str_equal (w2, "on"))
        {
          ex->kind = EX_CARD_ON;
          if (n != 4)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                       "card ... on: expected the host card");
          return gros_scenario_resolve_card_word (ld, line, W (3), &ex->other);
        }
      if (g_str_equal (w2, "has") || g_str_equal (w2, "lacks"))
        {
          g_autoptr(GString) trait = g_string_new (NULL);

          ex->kind = EX_CARD_TRAIT;
          ex->negate = g_str_equal (w2, "lacks");
          if (n < 4)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                       "card ... %s: expected a trait", w2);
          for (guint i = 3; i < n; i++)
            g_string_append_printf (trait, "%s%s", i > 3 ? " " : "", W (i));
          ex->field = gros_card_db_intern_trait (ld->db, trait->str);
          return TRUE;
        }
      if (g_str_equal (w2, "defense"))
        {
          ex->kind = EX_CARD_DEFENSE;
          return parse_comparison (ld, line, words, first + 3, ex);
        }
      {
        const char *flag = w2;

        ex->kind = EX_CARD_FLAG;
        if (g_str_equal (w2, "not"))
          {
            ex->negate = TRUE;
            flag = W (3);
          }
        if (n != (ex->negate ? 4u : 3u))
          return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                     "card: expected one state after the card, e.g. “card @a not "
                                     "tipped”");
        for (guint i = 0; i < gros_scenario_n_flags; i++)
          if (g_str_equal (flag, gros_scenario_flags[i].name))
            {
              ex->field = gros_scenario_flags[i].flag;
              return TRUE;
            }
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                   "card: “%s” is not in, on, has, lacks, defense or a state "
                                   "(tipped, ko, "
                                   "face-down, banked, revealed, new, spent, used)", flag);
      }
    }
#undef W
  return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "“%s” is not a kind of expectation", w0);
}

static gboolean
compare (int a,
         int op,
         int b)
{
  switch (op)
    {
    case OP_EQ: return a == b;
    case OP_NE: return a != b;
    case OP_LT: return a < b;
    case OP_LE: return a <= b;
    case OP_GT: return a > b;
    case OP_GE: return a >= b;
    default: return FALSE;
    }
}

static char *
zone_text (guint zone)
{
  guint seat;

  if (zone == GROS_ZONE_TABLE)
    return g_strdup ("the table");
  seat = GROS_ZONE_SEAT (zone);
  if (seat == GROS_SHARED_SEAT)
    return g_strdup_printf ("the shared %s", gros_scenario_zone_names[GROS_ZONE_KIND (zone)]);
  return g_strdup_printf ("%s %u", gros_scenario_zone_names[GROS_ZONE_KIND (zone)], seat + 1);
}

static char *
mask_text (guint mask)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < GROS_MAX_SEATS; i++)
    if (mask & (1u << i))
      g_string_append_printf (s, "%s%u", s->len > 0 ? " " : "", i + 1);
  if (s->len == 0)
    g_string_append (s, "none");
  return g_string_free (s, FALSE);
}

/* Evaluates @ex; on failure returns what was found instead. */
static gboolean
evaluate (const GrosGame  *g,
          const Expect    *ex,
          char           **actual)
{
  int value = 0;
  gboolean numeric = TRUE;
  const char *what = "";

  switch (ex->kind)
    {
    case EX_DEFENSE:
      value = gros_game_movie_defense (g, ex->seat);
      what = "defense";
      break;
    case EX_RATINGS:
      {
        GrosRatings r;
        int fields[5];

        gros_game_ratings (g, ex->seat, &r);
        fields[0] = r.defense;
        fields[1] = r.title_cards;
        fields[2] = r.title_points;
        fields[3] = r.banked;
        fields[4] = r.total;
        value = fields[ex->field];
        what = rating_fields[ex->field];
      }
      break;
    case EX_POPCORN:
      value = g->seats[ex->seat].popcorn;
      what = "popcorn";
      break;
    case EX_BANKED:
      value = g->seats[ex->seat].banked;
      what = "banked points";
      break;
    case EX_HAND_LIMIT:
      value = gros_game_hand_limit (g, ex->seat);
      what = "hand limit";
      break;
    case EX_ZONE:
      value = gros_game_zone_size (g, ex->field, ex->seat);
      what = "size";
      break;
    case EX_TABLE:
      value = gros_zone_size (g, GROS_ZONE_TABLE);
      what = "cards on the table";
      break;
    case EX_ROUND:
      value = g->round;
      what = "round";
      break;
    case EX_TURN:
      value = g->turn;
      what = "turn";
      break;
    case EX_ACTIONS:
      {
        g_autofree GrosAction *list = g_new (GrosAction, GROS_MAX_ACTIONS);

        value = gros_game_legal_actions (g, list, GROS_MAX_ACTIONS);
        what = "legal actions";
      }
      break;
    case EX_ATTACK_STRENGTH:
      value = gros_game_attack_strength (g);
      what = g->attack.active ? "attack strength" : "attack strength (no attack)";
      break;
    case EX_DEFENSE_STRENGTH:
      value = gros_game_defense_strength (g);
      what = g->attack.active ? "defense strength" : "defense strength (no attack)";
      break;
    case EX_CARD_DEFENSE:
      value = gros_game_card_defense (g, ex->card);
      what = "card defense";
      break;
    default:
      numeric = FALSE;
      break;
    }
  if (numeric)
    {
      if (compare (value, ex->op, ex->value))
        return TRUE;
      *actual = g_strdup_printf ("%s is %d", what, value);
      return FALSE;
    }

  switch (ex->kind)
    {
    case EX_PHASE:
    case EX_STEP:
      {
        guint p = ex->kind == EX_PHASE ? g->phase : g->step;

        if (p == ex->field)
          return TRUE;
        *actual = g_strdup_printf ("%s is %s", ex->kind == EX_PHASE ? "phase" : "step",
                                   gros_phase_to_string (p));
        return FALSE;
      }
    case EX_DECIDING:
    case EX_ACTIVE:
    case EX_FIRST:
      {
        guint seat = ex->kind == EX_DECIDING ? gros_game_get_deciding_seat (g)
                     : ex->kind == EX_ACTIVE ? g->active : g->first_seat;

        if (seat == ex->seat)
          return TRUE;
        *actual = g_strdup_printf ("it is seat %u", seat + 1);
        return FALSE;
      }
    case EX_OVER:
      if (gros_game_is_over (g) != ex->negate)
        return TRUE;
      *actual = g_strdup (gros_game_is_over (g) ? "the game is over" : "the game is not over");
      return FALSE;
    case EX_END:
      if (g->end_reason == ex->field)
        return TRUE;
      *actual = g_strdup_printf ("end is %s", g->end_reason < G_N_ELEMENTS (end_names)
                                              ? end_names[g->end_reason] : "?");
      return FALSE;
    case EX_WINNER:
      {
        guint mask = gros_game_is_over (g) ? g->winner_mask : 0;
        g_autofree char *text = NULL;

        if (mask == ex->mask)
          return TRUE;
        text = mask_text (mask);
        *actual = gros_game_is_over (g) ? g_strdup_printf ("winner is %s", text)
                                        : g_strdup ("the game is not over");
        return FALSE;
      }
    case EX_LEGAL:
      {
        g_autofree GrosAction *list = g_new (GrosAction, GROS_MAX_ACTIONS);
        guint n = gros_game_legal_actions (g, list, GROS_MAX_ACTIONS);
        gboolean found = FALSE;

        for (guint i = 0; i < n && !found; i++)
          found = gros_action_equal (&list[i], &ex->action);
        if (found != ex->negate)
          return TRUE;
        *actual = g_strdup_printf ("the action is %s (%s phase, seat %u deciding, %u actions)",
                                   found ? "legal" : "not legal", gros_phase_to_string (g->phase),
                                   gros_game_get_deciding_seat (g) + 1, n);
        return FALSE;
      }
    case EX_CARD_IN:
      {
        guint want = ex->field == GROS_N_SEAT_ZONES ? GROS_ZONE_TABLE
                                                    : GROS_ZONE_ID (ex->field, ex->seat);
        g_autofree char *where = NULL;

        if (g->cards[ex->card].zone == want)
          return TRUE;
        where = zone_text (g->cards[ex->card].zone);
        *actual = g_strdup_printf ("it is in %s", where);
        return FALSE;
      }
    case EX_CARD_ON:
      if (g->cards[ex->card].host == ex->other)
        return TRUE;
      if (g->cards[ex->card].host == GROS_NO_CARD)
        *actual = g_strdup ("it is attached to nothing");
      else
        *actual = g_strdup_printf ("it is attached to card %d", g->cards[ex->card].host);
      return FALSE;
    case EX_CARD_FLAG:
      if (((g->cards[ex->card].flags & ex->field) != 0) != ex->negate)
        return TRUE;
      *actual = g_strdup (ex->negate ? "it is" : "it is not");
      return FALSE;
    case EX_CARD_TRAIT:
      {
        gboolean has = gros_has_trait (g, ex->card, ex->field);

        if (has != ex->negate)
          return TRUE;
        *actual = g_strdup (has ? "it has it" : "it lacks it");
        return FALSE;
      }
    default:
      *actual = g_strdup ("unknown expectation");
      return FALSE;
    }
}


/* ---- The hooks' part ---------------------------------------------------------------- */

gboolean
gros_scenario_check_steps (GrosScenarioLoader *ld)
{
  GPtrArray *sections = game_scenario_get_sections (ld->scenario);

  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *sec = g_ptr_array_index (sections, i);
      gboolean all_expect = g_str_equal (sec->name, "expect");

      if (!all_expect && !g_str_equal (sec->name, "actions"))
        continue;
      for (guint k = 0; k < sec->entries->len; k++)
        {
          GameScenarioEntry *entry = g_ptr_array_index (sec->entries, k);
          g_autoptr(GError) local = NULL;
          g_autoptr(GPtrArray) words = gros_scenario_tokenize (entry->text, FALSE, &local);
          gboolean is_expect;
          GrosAction action;
          Expect ex;

          if (words == NULL)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, entry->line, "%s", local->message);
          is_expect = g_str_equal (g_ptr_array_index (words, 0), "expect");
          if (is_expect || all_expect)
            {
              if (!parse_expect (ld, entry->line, words, is_expect ? 1 : 0, &ex))
                return FALSE;
            }
          else if (!gros_scenario_parse_action (ld, entry->line, words, 0, &action))
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
gros_scenario_expect (GameScenario   *scenario,
                      gconstpointer   state,
                      const char     *text,
                      gboolean       *passed,
                      char          **actual,
                      GError        **error)
{
  const GrosGame *game = state;
  g_autoptr(GPtrArray) words = NULL;
  /* The shared runner names the file and the line. */
  GrosScenarioLoader ld = { .scenario = scenario, .error = error, .bare = TRUE,
                            .game = (GrosGame *) game, .db = game_scenario_get_db (scenario),
                            .n_seats = game->n_seats };
  Expect ex;

  words = gros_scenario_tokenize (text, FALSE, error);
  if (words == NULL || !parse_expect (&ld, 0, words, 0, &ex))
    return FALSE;
  *passed = evaluate (game, &ex, actual);
  return TRUE;
}
