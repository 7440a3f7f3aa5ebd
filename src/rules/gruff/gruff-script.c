/* gruff-script.c: the parser of Gruff's effect vocabulary ("on:activate to:self weird:+1"). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "drive-in-error.h"
#include "gruff-script.h"

static const char *const trigger_names[GRUFF_N_TRIGGERS] = {
  [GRUFF_ON_NONE] = "none",
  [GRUFF_ON_ACTIVATE] = "activate",
  [GRUFF_ON_DECLARE] = "declare",
  [GRUFF_ON_DEFEND] = "defend",
  [GRUFF_ON_KILL] = "kill",
  [GRUFF_ON_GROW] = "grow",
  [GRUFF_ON_MOVE] = "move",
  [GRUFF_ON_THRESHOLD] = "threshold",
};

static const char *const to_names[GRUFF_N_TOS] = {
  [GRUFF_TO_NONE] = "none",
  [GRUFF_TO_OWN] = "own",
  [GRUFF_TO_ENEMY] = "enemy",
  [GRUFF_TO_ANY] = "any",
  [GRUFF_TO_ACTIVE] = "active",
  [GRUFF_TO_OWN_DEAD] = "own-dead",
  [GRUFF_TO_OWN_SHEPHERD] = "own-shepherd",
  [GRUFF_TO_ENEMY_SHEPHERD] = "enemy-shepherd",
  [GRUFF_TO_SELF] = "self",
  [GRUFF_TO_OPPOSITE] = "opposite",
  [GRUFF_TO_ADJACENT] = "adjacent",
  [GRUFF_TO_ALL_OWN] = "all-own",
  [GRUFF_TO_ALL_ENEMY] = "all-enemy",
  [GRUFF_TO_ATTACKER] = "attacker",
};

/* Ops that take no amount. */
static const char *const op_names[GRUFF_N_OPS] = {
  [GRUFF_OP_NONE] = "none",
  [GRUFF_OP_MEAN] = "mean",
  [GRUFF_OP_WEIRD] = "weird",
  [GRUFF_OP_FAT] = "fat",
  [GRUFF_OP_DAMAGE] = "damage",
  [GRUFF_OP_DEFENSE] = "defense",
  [GRUFF_OP_THORNS] = "thorns",
  [GRUFF_OP_DEAL] = "deal",
  [GRUFF_OP_HURT] = "hurt",
  [GRUFF_OP_HEAL] = "heal",
  [GRUFF_OP_CRAZY] = "crazy",
  [GRUFF_OP_DRAW] = "draw",
  [GRUFF_OP_DISCARD] = "discard",
  [GRUFF_OP_REFRESH] = "refresh",
  [GRUFF_OP_EXHAUST] = "exhaust",
  [GRUFF_OP_SWAP] = "swap",
  [GRUFF_OP_RAISE] = "raise",
  [GRUFF_OP_CANCEL] = "cancel",
};

static gboolean
op_has_amount (GruffOpKind kind)
{
  return kind < GRUFF_OP_REFRESH;
}

const char *
gruff_script_op_name (GruffOpKind kind)
{
  return kind < GRUFF_N_OPS ? op_names[kind] : "none";
}

const char *
gruff_script_trigger_name (GruffTrigger trigger)
{
  return trigger < GRUFF_N_TRIGGERS ? trigger_names[trigger] : "none";
}

const char *
gruff_script_to_name (GruffTo to)
{
  return to < GRUFF_N_TOS ? to_names[to] : "none";
}

gboolean
gruff_script_to_is_chosen (GruffTo to)
{
  return to == GRUFF_TO_OWN || to == GRUFF_TO_ENEMY || to == GRUFF_TO_ANY
         || to == GRUFF_TO_OWN_DEAD;
}

gboolean
gruff_script_find_op (const GruffScript *script,
                      GruffOpKind        kind,
                      int               *out_amount)
{
  for (guint i = 0; i < script->n_ops; i++)
    if (script->ops[i].kind == kind)
      {
        if (out_amount != NULL)
          *out_amount = script->ops[i].amount;
        return TRUE;
      }
  return FALSE;
}

static gboolean
find_name (const char *const *names,
           guint              n,
           const char        *word,
           guint             *out)
{
  for (guint i = 0; i < n; i++)
    if (names[i] != NULL && g_str_equal (names[i], word))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
gruff_script_parse (const char   *text,
                    GruffScript  *out,
                    GError      **error)
{
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  words = g_strsplit_set (text, " \t", -1);
  for (guint w = 0; words[w] != NULL; w++)
    {
      const char *word = words[w];
      const char *colon = strchr (word, ':');
      g_autofree char *key = NULL;
      guint found;

      if (*word == '\0')
        continue;
      key = colon != NULL ? g_strndup (word, colon - word) : g_strdup (word);
      if (g_str_equal (key, "on") && colon != NULL
          && find_name (trigger_names, GRUFF_N_TRIGGERS, colon + 1, &found))
        out->trigger = found;
      else if (g_str_equal (key, "to") && colon != NULL
               && find_name (to_names, GRUFF_N_TOS, colon + 1, &found))
        out->to = found;
      else if (find_name (op_names, GRUFF_N_OPS, key, &found) && found != GRUFF_OP_NONE)
        {
          gint64 amount = 0;

          if (out->n_ops == GRUFF_SCRIPT_MAX_OPS)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                           "script “%s”: more than %d effects", text, GRUFF_SCRIPT_MAX_OPS);
              return FALSE;
            }
          if (op_has_amount (found))
            {
              const char *number = colon != NULL ? colon + 1 : "";

              if (*number == '+')
                number++;
              if (!g_ascii_string_to_signed (number, 10, -20, 20, &amount, NULL) || amount == 0)
                {
                  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                               "script “%s”: “%s” needs an amount such as %s:+1", text, word,
                               key);
                  return FALSE;
                }
            }
          else if (colon != NULL)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                           "script “%s”: “%s” takes no amount", text, key);
              return FALSE;
            }
          out->ops[out->n_ops].kind = found;
          out->ops[out->n_ops].amount = amount;
          out->n_ops++;
        }
      else
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "script “%s”: unknown word “%s”",
                       text, word);
          return FALSE;
        }
    }
  if (out->n_ops == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "script “%s”: no effect", text);
      return FALSE;
    }
  return TRUE;
}
