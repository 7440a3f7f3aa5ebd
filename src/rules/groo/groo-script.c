/* groo-script.c: compiles Groo card effects written in the project's little language. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdlib.h>
#include <string.h>

#include "drive-in-error.h"
#include "groo-script.h"

/* The language (docs/groo.md):
 *
 *   passive: MOD [, MOD]...          Buildings and Troops: while on the table
 *   power TIMING: OP [then OP]...    Buildings and Troops: discard it from the table to do it
 *   wild TIMING: OP [then OP]...     Wilds: play it from the hand then
 *   play: OP [then OP]...            Events and Groo Effects
 *
 * Clauses are separated by new lines or ';'. An OP is [self|host|all|others] VERB ARGS. */

static const char *const timing_names[] = {
  [GROO_TIMING_NONE] = "none",
  [GROO_TIMING_ANY] = "any",
  [GROO_TIMING_OWN_TURN] = "own-turn",
  [GROO_TIMING_ROLL] = "roll",
  [GROO_TIMING_DICE] = "dice",
  [GROO_TIMING_WAR] = "war",
  [GROO_TIMING_WAR_ATTACK] = "war-attack",
  [GROO_TIMING_WAR_DEFEND] = "war-defend",
  [GROO_TIMING_GROO] = "groo",
};

static const char *const who_names[] = {
  [GROO_WHO_SELF] = "self",
  [GROO_WHO_HOST] = "host",
  [GROO_WHO_ALL] = "all",
  [GROO_WHO_OTHERS] = "others",
};

/* How each op's arguments are written. */
typedef enum
{
  ARGS_NONE,
  ARGS_COUNT,      /* N */
  ARGS_PLUS,       /* +N */
  ARGS_TIMES,      /* xN */
  ARGS_BUILDING,   /* N [max-vp V] */
  ARGS_MOVE,       /* choose | step | left N | right N | most-vp | least-vp */
  ARGS_FACE,       /* any | kopins | supplies | labor | groo */
} ArgsKind;

typedef struct
{
  const char *name;
  ArgsKind    args;
  gboolean    war;      /* only in a war */
} OpSyntax;

static const OpSyntax ops[] = {
  [GROO_OP_DRAW] = { "draw", ARGS_COUNT, FALSE },
  [GROO_OP_DISCARD] = { "discard", ARGS_COUNT, FALSE },
  [GROO_OP_DISCARD_RANDOM] = { "discard-random", ARGS_COUNT, FALSE },
  [GROO_OP_DISCARD_HAND] = { "discard-hand", ARGS_NONE, FALSE },
  [GROO_OP_LOSE_VP] = { "lose-vp", ARGS_COUNT, FALSE },
  [GROO_OP_LOSE_BUILDING] = { "lose-building", ARGS_BUILDING, FALSE },
  [GROO_OP_LOSE_BEST_BUILDING] = { "lose-best-building", ARGS_NONE, FALSE },
  [GROO_OP_LOSE_TROOPS] = { "lose-troops", ARGS_NONE, FALSE },
  [GROO_OP_LOSE_TROOP] = { "lose-troop", ARGS_COUNT, FALSE },
  [GROO_OP_LOSE_HALF_TROOPS] = { "lose-half-troops", ARGS_NONE, FALSE },
  [GROO_OP_LOSE_BEST_TROOP] = { "lose-best-troop", ARGS_NONE, FALSE },
  [GROO_OP_MOVE_GROO] = { "move-groo", ARGS_MOVE, FALSE },
  [GROO_OP_REROLL] = { "reroll", ARGS_NONE, FALSE },
  [GROO_OP_SET_DIE] = { "set-die", ARGS_FACE, FALSE },
  [GROO_OP_SIDE_ADD] = { "side", ARGS_PLUS, TRUE },
  [GROO_OP_ATTACK_ADD] = { "attack", ARGS_PLUS, TRUE },
  [GROO_OP_ATTACK_MUL] = { "attack", ARGS_TIMES, TRUE },
  [GROO_OP_DEFENSE_ADD] = { "defense", ARGS_PLUS, TRUE },
  [GROO_OP_DEFENSE_MUL] = { "defense", ARGS_TIMES, TRUE },
  [GROO_OP_TROOP_MUL] = { "troop", ARGS_TIMES, TRUE },
  [GROO_OP_CANCEL_GROO] = { "cancel-groo", ARGS_NONE, FALSE },
};

static const char *const move_names[] = {
  [GROO_MOVE_CHOOSE] = "choose",
  [GROO_MOVE_STEP] = "step",
  [GROO_MOVE_LEFT] = "left",
  [GROO_MOVE_RIGHT] = "right",
  [GROO_MOVE_MOST_VP] = "most-vp",
  [GROO_MOVE_LEAST_VP] = "least-vp",
};

/* White faces by the numbers of GrooFace (groo-game.h): 0 is "any". */
static const char *const face_names[] = { "any", "kopins", "supplies", "labor", "groo" };

static const char *const mod_names[] = {
  [GROO_MOD_ATTACK_ADD] = "attack",
  [GROO_MOD_DEFENSE_ADD] = "defense",
  [GROO_MOD_TROOP_ATTACK_ADD] = "troop-attack",
  [GROO_MOD_TROOP_DEFENSE_ADD] = "troop-defense",
  [GROO_MOD_OWN_ATTACK_MUL] = "own-attack",
  [GROO_MOD_OWN_DEFENSE_MUL] = "own-defense",
  [GROO_MOD_HAND_SIZE] = "hand-size",
  [GROO_MOD_VP] = "vp",
  [GROO_MOD_SAFE_FROM_GROO] = "safe-from-groo",
};

static const ArgsKind mod_args[] = {
  [GROO_MOD_ATTACK_ADD] = ARGS_PLUS,
  [GROO_MOD_DEFENSE_ADD] = ARGS_PLUS,
  [GROO_MOD_TROOP_ATTACK_ADD] = ARGS_PLUS,
  [GROO_MOD_TROOP_DEFENSE_ADD] = ARGS_PLUS,
  [GROO_MOD_OWN_ATTACK_MUL] = ARGS_TIMES,
  [GROO_MOD_OWN_DEFENSE_MUL] = ARGS_TIMES,
  [GROO_MOD_HAND_SIZE] = ARGS_PLUS,
  [GROO_MOD_VP] = ARGS_PLUS,
  [GROO_MOD_SAFE_FROM_GROO] = ARGS_NONE,
};

G_STATIC_ASSERT (G_N_ELEMENTS (ops) == GROO_N_OPS);
G_STATIC_ASSERT (G_N_ELEMENTS (mod_names) == GROO_N_MODS);
G_STATIC_ASSERT (G_N_ELEMENTS (timing_names) == GROO_N_TIMINGS);

const char *
groo_timing_to_string (GrooTiming timing)
{
  return timing < GROO_N_TIMINGS ? timing_names[timing] : "none";
}

const char *
groo_op_to_string (GrooOpKind kind)
{
  return kind < GROO_N_OPS ? ops[kind].name : "?";
}

/* Reading */

typedef struct
{
  char      **words;
  guint       n;
  guint       at;
  const char *clause;   /* for errors */
  GError    **error;
} Words;

static gboolean
fail (Words      *w,
      const char *format,
      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (Words      *w,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (w->error != NULL && *w->error == NULL)
    g_set_error (w->error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: %s", w->clause, message);
  return FALSE;
}

static const char *
peek (Words *w)
{
  return w->at < w->n ? w->words[w->at] : NULL;
}

static const char *
next (Words *w)
{
  return w->at < w->n ? w->words[w->at++] : NULL;
}

/* A number after an optional prefix ('+' or 'x'), 1 to 99. */
static gboolean
read_number (Words      *w,
             char        prefix,
             uint8_t    *out)
{
  const char *word = next (w);
  char *end = NULL;
  long value;

  if (word == NULL)
    return fail (w, "a number is missing at the end");
  if (prefix != 0)
    {
      if (word[0] != prefix)
        return fail (w, "“%s” should be written %c followed by a number", word, prefix);
      word++;
    }
  value = strtol (word, &end, 10);
  if (end == word || *end != '\0' || value < 1 || value > 99)
    return fail (w, "“%s” is not a number from 1 to 99", word);
  *out = (uint8_t) value;
  return TRUE;
}

static gboolean
read_args (Words    *w,
           ArgsKind  kind,
           GrooOp   *op)
{
  const char *word;

  switch (kind)
    {
    case ARGS_NONE:
      return TRUE;
    case ARGS_COUNT:
      return read_number (w, 0, &op->n);
    case ARGS_PLUS:
      return read_number (w, '+', &op->n);
    case ARGS_TIMES:
      return read_number (w, 'x', &op->n);
    case ARGS_BUILDING:
      if (!read_number (w, 0, &op->n))
        return FALSE;
      if (g_strcmp0 (peek (w), "max-vp") == 0)
        {
          next (w);
          return read_number (w, 0, &op->arg);
        }
      return TRUE;
    case ARGS_MOVE:
      word = next (w);
      for (guint i = 0; word != NULL && i < GROO_N_MOVES; i++)
        if (g_str_equal (word, move_names[i]))
          {
            op->arg = i;
            if (i == GROO_MOVE_LEFT || i == GROO_MOVE_RIGHT)
              return read_number (w, 0, &op->n);
            return TRUE;
          }
      return fail (w, "Groo moves: choose, step, left N, right N, most-vp or least-vp");
    case ARGS_FACE:
      word = next (w);
      for (guint i = 0; word != NULL && i < G_N_ELEMENTS (face_names); i++)
        if (g_str_equal (word, face_names[i]))
          {
            op->arg = i;
            return TRUE;
          }
      return fail (w, "a die turns to any, kopins, supplies, labor or groo");
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

static gboolean
read_op (Words  *w,
         GrooOp *op)
{
  const char *verb;
  const char *arg;

  memset (op, 0, sizeof *op);
  op->who = GROO_WHO_SELF;
  verb = next (w);
  for (guint i = 0; verb != NULL && i < G_N_ELEMENTS (who_names); i++)
    if (g_str_equal (verb, who_names[i]))
      {
        op->who = i;
        verb = next (w);
        break;
      }
  if (verb == NULL)
    return fail (w, "an effect is missing");

  /* "attack", "defense" take +N or xN: the sign picks the op. */
  arg = peek (w);
  for (guint i = 0; i < GROO_N_OPS; i++)
    {
      if (!g_str_equal (verb, ops[i].name))
        continue;
      if (ops[i].args == ARGS_PLUS && (arg == NULL || arg[0] != '+')
          && i + 1 < GROO_N_OPS && g_str_equal (ops[i + 1].name, verb))
        continue;
      op->kind = i;
      if (ops[i].war && op->who != GROO_WHO_SELF)
        return fail (w, "“%s” changes the user's own side of the war only", verb);
      return read_args (w, ops[i].args, op);
    }
  return fail (w, "unknown effect “%s”", verb);
}

static gboolean
read_mod (Words   *w,
          GrooMod *mod)
{
  const char *name = next (w);

  memset (mod, 0, sizeof *mod);
  for (guint i = 0; name != NULL && i < GROO_N_MODS; i++)
    if (g_str_equal (name, mod_names[i]))
      {
        GrooOp op = { 0 };

        mod->kind = i;
        if (!read_args (w, mod_args[i], &op))
          return FALSE;
        mod->n = op.n;
        if (i == GROO_MOD_VP && g_strcmp0 (peek (w), "if") == 0)
          {
            next (w);
            if (g_strcmp0 (next (w), "buildings") != 0)
              return fail (w, "a VP bonus is written “vp +N if buildings M”");
            return read_number (w, 0, &mod->arg);
          }
        return TRUE;
      }
  return fail (w, "unknown lasting effect “%s”", name != NULL ? name : "");
}

static gboolean
read_timing (Words   *w,
             uint8_t *out)
{
  const char *word = next (w);

  for (guint i = GROO_TIMING_ANY; word != NULL && i < GROO_N_TIMINGS; i++)
    if (g_str_equal (word, timing_names[i]))
      {
        *out = i;
        return TRUE;
      }
  return fail (w, "“%s” is not a time (any, own-turn, roll, dice, war, war-attack, "
               "war-defend, groo)", word != NULL ? word : "");
}

/* Words of @clause, with "X:" and "a,b" split so that "power war:" reads as two words and a
 * colon. */
static char **
split_words (const char *clause,
             guint      *out_n)
{
  GString *spaced = g_string_new (NULL);
  char **words;
  GPtrArray *kept = g_ptr_array_new ();

  for (const char *p = clause; *p != '\0'; p++)
    {
      if (*p == ':' || *p == ',')
        {
          g_string_append_c (spaced, ' ');
          g_string_append_c (spaced, *p);
          g_string_append_c (spaced, ' ');
        }
      else
        g_string_append_c (spaced, *p);
    }
  words = g_strsplit_set (spaced->str, " \t", -1);
  g_string_free (spaced, TRUE);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_ptr_array_add (kept, g_strdup (words[i]));
  g_strfreev (words);
  *out_n = kept->len;
  g_ptr_array_add (kept, NULL);
  return (char **) g_ptr_array_free (kept, FALSE);
}

static gboolean
expect_word (Words      *w,
             const char *word)
{
  const char *got = next (w);

  if (g_strcmp0 (got, word) != 0)
    return fail (w, "expected “%s”%s%s", word, got != NULL ? " before " : " at the end",
                 got != NULL ? got : "");
  return TRUE;
}

static gboolean
read_ops (Words      *w,
          GrooScript *out)
{
  if (out->has_use)
    return fail (w, "a card has one use only");
  out->has_use = TRUE;
  do
    {
      if (out->n_ops == GROO_MAX_OPS)
        return fail (w, "more than %d effects", GROO_MAX_OPS);
      if (!read_op (w, &out->ops[out->n_ops++]))
        return FALSE;
    }
  while (g_strcmp0 (peek (w), "then") == 0 && next (w) != NULL);
  return TRUE;
}

static gboolean
compile_clause (const char  *clause,
                const char  *kind,
                GrooScript  *out,
                GError     **error)
{
  gboolean table_card = g_str_equal (kind, "building") || g_str_equal (kind, "troop");
  g_auto(GStrv) words = NULL;
  Words w = { 0 };
  const char *head;

  w.words = words = split_words (clause, &w.n);
  w.clause = clause;
  w.error = error;
  if (w.n == 0)
    return TRUE;

  head = next (&w);
  if (g_str_equal (head, "passive"))
    {
      if (!table_card)
        return fail (&w, "only Buildings and Troops have lasting effects");
      if (!expect_word (&w, ":"))
        return FALSE;
      do
        {
          if (out->n_mods == GROO_MAX_MODS)
            return fail (&w, "more than %d lasting effects", GROO_MAX_MODS);
          if (!read_mod (&w, &out->mods[out->n_mods++]))
            return FALSE;
        }
      while (g_strcmp0 (peek (&w), ",") == 0 && next (&w) != NULL);
    }
  else if (g_str_equal (head, "power") || g_str_equal (head, "wild"))
    {
      gboolean wild = g_str_equal (head, "wild");

      if (wild != g_str_equal (kind, "wild") || (!wild && !table_card))
        return fail (&w, wild ? "only Wilds are played as Wilds"
                              : "only Buildings and Troops have powers");
      if (!read_timing (&w, &out->timing) || !expect_word (&w, ":") || !read_ops (&w, out))
        return FALSE;
    }
  else if (g_str_equal (head, "play"))
    {
      if (!g_str_equal (kind, "event") && !g_str_equal (kind, "groo-effect"))
        return fail (&w, "only Events and Groo Effects are simply played");
      if (!expect_word (&w, ":") || !read_ops (&w, out))
        return FALSE;
    }
  else
    return fail (&w, "a clause starts with passive, power, wild or play, not “%s”", head);

  if (peek (&w) != NULL)
    return fail (&w, "“%s” is left over", peek (&w));
  return TRUE;
}

gboolean
groo_script_compile (const char  *text,
                     const char  *kind,
                     GrooScript  *out,
                     GError     **error)
{
  g_auto(GStrv) clauses = NULL;

  g_return_val_if_fail (text != NULL && kind != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  clauses = g_strsplit_set (text, ";\n", -1);
  for (guint i = 0; clauses[i] != NULL; i++)
    {
      char *hash = strchr (clauses[i], '#');

      if (hash != NULL)
        *hash = '\0';
      g_strstrip (clauses[i]);
      if (!compile_clause (clauses[i], kind, out, error))
        {
          memset (out, 0, sizeof *out);
          return FALSE;
        }
    }
  if ((g_str_equal (kind, "wild") || g_str_equal (kind, "event")
       || g_str_equal (kind, "groo-effect")) && !out->has_use)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: a %s needs a “%s” clause",
                   text, kind, g_str_equal (kind, "wild") ? "wild TIMING:" : "play:");
      memset (out, 0, sizeof *out);
      return FALSE;
    }
  return TRUE;
}

/* Writing */

static void
append_args (GString     *s,
             ArgsKind     kind,
             const GrooOp *op)
{
  switch (kind)
    {
    case ARGS_NONE:
      break;
    case ARGS_COUNT:
      g_string_append_printf (s, " %u", op->n);
      break;
    case ARGS_PLUS:
      g_string_append_printf (s, " +%u", op->n);
      break;
    case ARGS_TIMES:
      g_string_append_printf (s, " x%u", op->n);
      break;
    case ARGS_BUILDING:
      g_string_append_printf (s, " %u", op->n);
      if (op->arg > 0)
        g_string_append_printf (s, " max-vp %u", op->arg);
      break;
    case ARGS_MOVE:
      g_string_append_printf (s, " %s", move_names[op->arg]);
      if (op->arg == GROO_MOVE_LEFT || op->arg == GROO_MOVE_RIGHT)
        g_string_append_printf (s, " %u", op->n);
      break;
    case ARGS_FACE:
      g_string_append_printf (s, " %s", face_names[MIN (op->arg, 4)]);
      break;
    default:
      g_assert_not_reached ();
    }
}

char *
groo_script_to_string (const GrooScript *script,
                       const char       *kind)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (script != NULL, NULL);

  if (script->n_mods > 0)
    {
      g_string_append (s, "passive:");
      for (guint i = 0; i < script->n_mods; i++)
        {
          const GrooMod *mod = &script->mods[i];
          GrooOp as_op = { .n = mod->n };

          g_string_append_printf (s, "%s %s", i > 0 ? "," : "", mod_names[mod->kind]);
          append_args (s, mod_args[mod->kind], &as_op);
          if (mod->kind == GROO_MOD_VP && mod->arg > 0)
            g_string_append_printf (s, " if buildings %u", mod->arg);
        }
    }
  if (script->has_use)
    {
      if (s->len > 0)
        g_string_append (s, "; ");
      if (script->timing == GROO_TIMING_NONE)
        g_string_append (s, "play:");
      else
        g_string_append_printf (s, "%s %s:", g_strcmp0 (kind, "wild") == 0 ? "wild" : "power",
                                timing_names[script->timing]);
      for (guint i = 0; i < script->n_ops; i++)
        {
          const GrooOp *op = &script->ops[i];

          g_string_append (s, i > 0 ? " then " : " ");
          if (op->who != GROO_WHO_SELF)
            g_string_append_printf (s, "%s ", who_names[op->who]);
          g_string_append (s, ops[op->kind].name);
          append_args (s, ops[op->kind].args, op);
        }
    }
  return g_string_free (s, FALSE);
}
