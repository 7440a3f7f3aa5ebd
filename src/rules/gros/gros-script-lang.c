/* gros-script-lang.c: parser and compiler of the card script language (docs/scripts.md). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <string.h>

#include "drive-in-error.h"
#include "gros-script-lang.h"

#define SCRIPT_SUFFIX ".gros-script"
/* A named card that is not in the db: no card-db index + 1 can be this large. */
#define NAMED_MISSING 0xffff

/* Keyword tables: every word names one value of the vocabulary in gros-script.h. */
typedef struct
{
  const char *word;
  int         value;
} Word;

static const Word type_words[] = {
  { "character", GROS_CARD_TYPE_CHARACTER },
  { "creature", GROS_CARD_TYPE_CREATURE },
  { "location", GROS_CARD_TYPE_LOCATION },
  { "prop", GROS_CARD_TYPE_PROP },
  { "fx", GROS_CARD_TYPE_SPECIAL_EFFECT },
  { "special-effect", GROS_CARD_TYPE_SPECIAL_EFFECT },
  { "twist", GROS_CARD_TYPE_PLOT_TWIST },
  { "plot-twist", GROS_CARD_TYPE_PLOT_TWIST },
  { "credits", GROS_CARD_TYPE_ROLL_THE_CREDITS },
  { "roll-the-credits", GROS_CARD_TYPE_ROLL_THE_CREDITS },
  { NULL, 0 }
};

static const Word scope_words[] = {
  { "self", GROS_SCOPE_SELF },
  { "host", GROS_SCOPE_HOST },
  { "attached", GROS_SCOPE_ATTACHED },
  { "own-movie", GROS_SCOPE_OWN_MOVIE },
  { "target-movie", GROS_SCOPE_TARGET_MOVIE },
  { "own-graveyard", GROS_SCOPE_OWN_GRAVEYARD },
  { "target-graveyard", GROS_SCOPE_TARGET_GRAVEYARD },
  { "any-movie", GROS_SCOPE_ANY_MOVIE },
  { "own-hand", GROS_SCOPE_OWN_HAND },
  { NULL, 0 }
};

static const Word use_flag_words[] = {
  { "tip-self", GROS_USE_TIP_SELF },
  { "discard-self", GROS_USE_DISCARD_SELF },
  { "once-per-turn", GROS_USE_ONCE_PER_TURN },
  { "once-per-attack", GROS_USE_ONCE_PER_ATTACK },
  { "own-turn", GROS_USE_OWN_TURN },
  { "during-attack", GROS_USE_ATTACK },
  { "against-own-movie", GROS_USE_OWN_MOVIE },
  { "next-turn", GROS_USE_NEXT_TURN },
  { NULL, 0 }
};

static const Word trigger_words[] = {
  { "attack-end", GROS_TRIGGER_ATTACK_END },
  { "attack-success", GROS_TRIGGER_ATTACK_SUCCESS },
  { "attack-failure", GROS_TRIGGER_ATTACK_FAILURE },
  { "killed", GROS_TRIGGER_KILLED },
  { "fill-up", GROS_TRIGGER_FILL_UP },
  { "turn-end", GROS_TRIGGER_TURN_END },
  { "leaves-play", GROS_TRIGGER_LEAVES_PLAY },
  { "attack-resolved", GROS_TRIGGER_ATTACK_RESOLVED },
  { "host-leaves", GROS_TRIGGER_HOST_LEAVES },
  { "defended", GROS_TRIGGER_DEFENDED },
  { NULL, 0 }
};

/* Modifiers that take no argument. */
static const Word bare_mod_words[] = {
  { "always-succeeds", GROS_MOD_ALWAYS_SUCCEEDS },
  { "cannot-attack", GROS_MOD_CANNOT_ATTACK },
  { "not-attack-victim", GROS_MOD_NOT_ATTACK_VICTIM },
  { "unlucky", GROS_MOD_UNLUCKY },
  { "protect", GROS_MOD_PROTECT },
  { "no-fx-target", GROS_MOD_NO_FX_TARGET },
  { "attacks-double", GROS_MOD_ATTACKS_DOUBLE },
  { "swarm-proof", GROS_MOD_SWARM_PROOF },
  { NULL, 0 }
};

/* Modifiers whose argument is a signed number. */
static const Word number_mod_words[] = {
  { "hand-limit", GROS_MOD_HAND_LIMIT },
  { "prop-limit", GROS_MOD_PROP_LIMIT },
  { "psycho-boost", GROS_MOD_PSYCHO_BOOST },
  { NULL, 0 }
};

/* Modifiers whose argument is a filter (kept in per_filter). */
static const Word filter_mod_words[] = {
  { "props-forbidden", GROS_MOD_PROPS_FORBIDDEN },
  { "props-only", GROS_MOD_PROPS_ONLY },
  { "combines-with", GROS_MOD_COMBINES_WITH },
  { NULL, 0 }
};

/* How an effect's arguments are written. */
typedef enum
{
  ARG_NONE,
  ARG_NUMBER,          /* a number */
  ARG_OPTIONAL_NUMBER,
  ARG_FILTER,          /* a filter */
  ARG_OPTIONAL_FILTER,
  ARG_NUMBER_FILTER,   /* a number, then an optional filter */
  ARG_NAME,            /* a handler name, then an optional filter */
} ArgKind;

typedef struct
{
  const char *word;
  int         effect;
  ArgKind     args;
  gboolean    counts;  /* the engine multiplies its value by a `per` count */
} EffectWord;

static const EffectWord effect_words[] = {
  { "none", GROS_EFFECT_NONE, ARG_NONE, FALSE },
  { "stop", GROS_EFFECT_STOP_ATTACK, ARG_NONE, FALSE },
  { "stop-return", GROS_EFFECT_STOP_RETURN, ARG_OPTIONAL_NUMBER, FALSE },
  { "attack-add", GROS_EFFECT_ATTACK_ADD, ARG_NUMBER, TRUE },
  { "defense-add", GROS_EFFECT_DEFENSE_ADD, ARG_NUMBER, TRUE },
  { "attack-mul", GROS_EFFECT_ATTACK_MUL, ARG_NUMBER, FALSE },
  { "attack-div", GROS_EFFECT_ATTACK_DIV, ARG_NUMBER, FALSE },
  { "defense-mul", GROS_EFFECT_DEFENSE_MUL, ARG_NUMBER, FALSE },
  { "attack-traits", GROS_EFFECT_ATTACK_TRAITS, ARG_OPTIONAL_NUMBER, FALSE },
  { "kill", GROS_EFFECT_KILL, ARG_FILTER, FALSE },
  { "discard-from-play", GROS_EFFECT_DISCARD_FROM_PLAY, ARG_FILTER, FALSE },
  { "draw", GROS_EFFECT_DRAW, ARG_NUMBER, TRUE },
  { "attach", GROS_EFFECT_ATTACH, ARG_FILTER, FALSE },
  { "stay", GROS_EFFECT_STAY, ARG_NONE, FALSE },
  { "reanimate", GROS_EFFECT_REANIMATE, ARG_OPTIONAL_FILTER, FALSE },
  { "attack", GROS_EFFECT_ATTACK, ARG_NUMBER, TRUE },
  { "counter", GROS_EFFECT_COUNTER, ARG_FILTER, FALSE },
  { "reverse", GROS_EFFECT_REVERSE, ARG_NONE, FALSE },
  { "mill", GROS_EFFECT_MILL, ARG_NUMBER, TRUE },
  { "recover", GROS_EFFECT_RECOVER, ARG_FILTER, FALSE },
  { "reveal-hand", GROS_EFFECT_REVEAL_HAND, ARG_NONE, FALSE },
  { "handler", GROS_EFFECT_HANDLER, ARG_NAME, TRUE },
  { "self-to-hand", GROS_EFFECT_SELF_TO_HAND, ARG_NONE, FALSE },
  { "self-to-deck-bottom", GROS_EFFECT_SELF_TO_DECK_BOTTOM, ARG_NONE, FALSE },
  { "self-to-graveyard", GROS_EFFECT_SELF_TO_GRAVEYARD, ARG_NONE, FALSE },
  { "self-shuffle-into-deck", GROS_EFFECT_SELF_SHUFFLE_INTO_DECK, ARG_NONE, FALSE },
  { "single-out", GROS_EFFECT_SINGLE_OUT, ARG_OPTIONAL_FILTER, FALSE },
  { "combine-from-hand", GROS_EFFECT_COMBINE_FROM_HAND, ARG_NONE, FALSE },
  { "set-defense-temp", GROS_EFFECT_SET_DEFENSE_TEMP, ARG_NUMBER_FILTER, FALSE },
  { "redirect-self", GROS_EFFECT_REDIRECT_SELF, ARG_NONE, FALSE },
  { "extra-victim", GROS_EFFECT_EXTRA_VICTIM, ARG_NUMBER, FALSE },
  { "peek", GROS_EFFECT_PEEK, ARG_NONE, FALSE },
  { NULL, 0, ARG_NONE, FALSE }
};

static gboolean
find_word (const Word *table,
           const char *word,
           int        *out)
{
  for (guint i = 0; table[i].word != NULL; i++)
    if (g_str_equal (table[i].word, word))
      {
        *out = table[i].value;
        return TRUE;
      }
  return FALSE;
}

static const EffectWord *
find_effect (const char *word)
{
  for (guint i = 0; effect_words[i].word != NULL; i++)
    if (g_str_equal (effect_words[i].word, word))
      return &effect_words[i];
  return NULL;
}

/* One line being compiled. */
typedef struct
{
  GrosCardDb *db;
  const char *sigil;
  const char *file_name;
  guint       line;
  char      **tok;
  guint       n;
  guint       pos;
  GPtrArray  *pending;   /* of GrosScriptPending, for this compile only */
  GPtrArray  *handlers;  /* of char*, may be NULL */
  GError    **error;
} Ctx;

G_GNUC_PRINTF (2, 3) static gboolean
fail (Ctx        *ctx,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (ctx->file_name != NULL)
    g_set_error (ctx->error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s:%u: %s", ctx->file_name,
                 ctx->line, message);
  else
    g_set_error (ctx->error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "line %u: %s", ctx->line, message);
  return FALSE;
}

static const char *
peek (Ctx *ctx)
{
  return ctx->pos < ctx->n ? ctx->tok[ctx->pos] : NULL;
}

static const char *
next (Ctx *ctx)
{
  return ctx->pos < ctx->n ? ctx->tok[ctx->pos++] : NULL;
}

static gboolean
next_is (Ctx        *ctx,
         const char *word)
{
  if (peek (ctx) != NULL && g_str_equal (peek (ctx), word))
    {
      ctx->pos++;
      return TRUE;
    }
  return FALSE;
}

/* Words split at blanks, except inside [...]: "character[Kung Fu]" is one word. */
static GStrv
tokenize (const char *line,
          char      **out_problem)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GString) word = g_string_new (NULL);
  int depth = 0;

  for (const char *p = line;; p++)
    {
      gboolean end = *p == '\0';

      if (end || (depth == 0 && g_ascii_isspace (*p)))
        {
          if (word->len > 0)
            {
              g_strv_builder_add (builder, word->str);
              g_string_truncate (word, 0);
            }
          if (end)
            break;
          continue;
        }
      if (*p == '[')
        depth++;
      else if (*p == ']' && --depth < 0)
        {
          *out_problem = g_strdup ("“]” without “[”");
          return NULL;
        }
      g_string_append_c (word, *p);
    }
  if (depth != 0)
    {
      *out_problem = g_strdup ("“[” without “]”");
      return NULL;
    }
  return g_strv_builder_end (builder);
}

static gboolean
parse_int (Ctx        *ctx,
           const char *text,
           int         min,
           int         max,
           int        *out)
{
  char *end = NULL;
  gint64 v;

  if (text == NULL || *text == '\0')
    return fail (ctx, "a number is missing");
  v = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0')
    return fail (ctx, "“%s” is not a number", text);
  if (v < min || v > max)
    return fail (ctx, "%s is out of range (%d to %d)", text, min, max);
  *out = (int) v;
  return TRUE;
}

static gboolean
next_int (Ctx *ctx,
          int  min,
          int  max,
          int *out)
{
  const char *t = next (ctx);

  if (t == NULL)
    return fail (ctx, "a number is missing at the end of the line");
  return parse_int (ctx, t, min, max, out);
}

static gboolean
trait_id (Ctx        *ctx,
          const char *name,
          guint      *out)
{
  g_autofree char *spaced = g_strstrip (g_strdup (name));

  if (*spaced == '\0')
    return fail (ctx, "an empty trait name");
  for (char *p = spaced; *p != '\0'; p++)
    {
      if (*p == '_')
        *p = ' ';
      else if (strchr ("[]|,!:=", *p) != NULL)
        return fail (ctx, "“%s” is not a trait name", name);
    }
  *out = gros_card_db_intern_trait (ctx->db, spaced);
  return TRUE;
}

/* "Psycho|Monster": any of these traits. */
static gboolean
parse_trait_list (Ctx        *ctx,
                  const char *text,
                  GrosTraits *out)
{
  g_auto(GStrv) names = NULL;

  if (text == NULL)
    return fail (ctx, "traits are missing at the end of the line");
  names = g_strsplit (text, "|", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      guint id;

      if (!trait_id (ctx, names[i], &id))
        return FALSE;
      gros_traits_add (out, id);
    }
  return TRUE;
}

static gboolean
is_type_word (const char *word)
{
  int ignored;

  return g_str_equal (word, "card") || find_word (type_words, word, &ignored);
}

/* A filter starts with a type word ("card" for any type). */
static gboolean
looks_like_filter (const char *text)
{
  g_autofree char *head = NULL;
  size_t len = strcspn (text, "[:/");

  head = g_strndup (text, len);
  return is_type_word (head);
}

static gboolean
resolve_named (Ctx        *ctx,
               const char *ref,
               uint16_t   *slot)
{
  g_autofree char *id = NULL;
  guint index;

  if (*ref == '\0')
    return fail (ctx, "a card number is missing after “:”");
  if (strchr (ref, ':') != NULL)
    id = g_strdup (ref);
  else if (ctx->sigil != NULL)
    id = g_strdup_printf ("%s:%s", ctx->sigil, ref);
  else
    return fail (ctx, "“:%s” names a card of no known release: write “:release:%s”", ref, ref);

  if (gros_card_db_lookup (ctx->db, id, &index) && index + 1 < NAMED_MISSING)
    *slot = (uint16_t) (index + 1);
  else
    {
      GrosScriptPending *p = g_new0 (GrosScriptPending, 1);

      /* Matches nothing until the card is added to the db (if ever). */
      *slot = NAMED_MISSING;
      p->slot = slot;
      p->id = g_steal_pointer (&id);
      g_ptr_array_add (ctx->pending, p);
    }
  return TRUE;
}

/* types[traits]:number, then an optional `except-self`. */
static gboolean
parse_filter_text (Ctx        *ctx,
                   const char *text,
                   GrosFilter *f)
{
  g_autofree char *types = NULL;
  const char *p = text;
  size_t len;
  gboolean have_any = FALSE;

  memset (f, 0, sizeof *f);
  len = strcspn (p, "[:");
  types = g_strndup (p, len);
  p += len;

  if (!g_str_equal (types, "card"))
    {
      g_auto(GStrv) words = g_strsplit (types, "/", -1);

      for (guint i = 0; words[i] != NULL; i++)
        {
          int type;

          if (!find_word (type_words, words[i], &type))
            return fail (ctx, "“%s” is not a card type (character, creature, location, prop, "
                         "fx, twist, credits, or card for any)", words[i]);
          f->types |= 1u << type;
        }
    }

  if (*p == '[')
    {
      const char *close = strchr (p, ']');
      g_autofree char *inner = g_strndup (p + 1, close - p - 1);
      g_auto(GStrv) items = g_strsplit (inner, ",", -1);

      for (guint i = 0; items[i] != NULL; i++)
        {
          char *item = g_strstrip (items[i]);
          guint id;

          if (item[0] == '!')
            {
              if (!trait_id (ctx, item + 1, &id))
                return FALSE;
              gros_traits_add (&f->none, id);
            }
          else if (strchr (item, '|') != NULL)
            {
              if (have_any)
                return fail (ctx, "a filter takes one “A|B” group of traits at most");
              have_any = TRUE;
              if (!parse_trait_list (ctx, item, &f->any))
                return FALSE;
            }
          else
            {
              if (!trait_id (ctx, item, &id))
                return FALSE;
              gros_traits_add (&f->all, id);
            }
        }
      p = close + 1;
    }

  if (*p == ':')
    {
      if (!resolve_named (ctx, p + 1, &f->named))
        return FALSE;
      p += strlen (p);
    }
  if (*p != '\0')
    return fail (ctx, "unexpected “%s” in the filter “%s”", p, text);
  return TRUE;
}

static gboolean
parse_filter (Ctx        *ctx,
              GrosFilter *f)
{
  const char *t = next (ctx);

  if (t == NULL)
    return fail (ctx, "a filter (such as character[Young]) is missing at the end of the line");
  if (!looks_like_filter (t))
    return fail (ctx, "“%s” is not a filter (such as character[Young])", t);
  if (!parse_filter_text (ctx, t, f))
    return FALSE;
  if (next_is (ctx, "except-self"))
    f->exclude_self = TRUE;
  return TRUE;
}

/* Where a Location is tested: a trait list (any of them) or a whole filter. */
static gboolean
parse_traits_or_filter (Ctx        *ctx,
                        GrosFilter *f)
{
  const char *t = peek (ctx);

  if (t != NULL && looks_like_filter (t))
    return parse_filter (ctx, f);
  memset (f, 0, sizeof *f);
  return parse_trait_list (ctx, next (ctx), &f->any);
}

static gboolean
parse_scope (Ctx     *ctx,
             uint8_t *out)
{
  const char *t = next (ctx);
  int scope;

  if (t == NULL)
    return fail (ctx, "a place (own-movie, target-movie, attached...) is missing");
  if (!find_word (scope_words, t, &scope))
    return fail (ctx, "“%s” is not a place (self, host, attached, own-movie, target-movie, "
                 "own-graveyard, target-graveyard, any-movie, own-hand)", t);
  *out = scope;
  return TRUE;
}

/* per <filter> in <scope> */
static gboolean
parse_per (Ctx        *ctx,
           uint8_t    *scope,
           GrosFilter *filter)
{
  if (*scope != GROS_SCOPE_NONE)
    return fail (ctx, "“per” is given twice");
  if (!parse_filter (ctx, filter))
    return FALSE;
  if (!next_is (ctx, "in"))
    return fail (ctx, "“per <filter>” must be followed by “in <place>”");
  if (!parse_scope (ctx, scope))
    return FALSE;
  /* "... in own-movie except-self" reads better there; it still belongs to the filter. */
  if (next_is (ctx, "except-self"))
    filter->exclude_self = TRUE;
  return TRUE;
}

static gboolean parse_cond (Ctx *ctx, GrosCond *c, gboolean negate);

/* "... and [not] <condition>": a second condition that must hold too. */
static gboolean
parse_also (Ctx      *ctx,
            GrosCond *c)
{
  GrosCond also = { 0 };
  gboolean negate = next_is (ctx, "not");

  if (c->kind == GROS_COND_ALWAYS && !c->negate)
    return fail (ctx, "“and” follows a “when” or “unless” condition");
  if (c->also_kind != GROS_COND_ALWAYS || c->also_negate)
    return fail (ctx, "a line takes two conditions at most");
  if (!parse_cond (ctx, &also, negate))
    return FALSE;
  /* resolve_named() noted where to write a card the db gets later: &also, on this stack.
   * Point it at the copy in the script instead. */
  for (guint i = 0; i < ctx->pending->len; i++)
    {
      GrosScriptPending *p = g_ptr_array_index (ctx->pending, i);

      if (p->slot == &also.filter.named)
        p->slot = &c->also_filter.named;
    }
  c->also_kind = also.kind;
  c->also_scope = also.scope;
  c->also_count = also.count;
  c->also_negate = also.negate;
  c->also_filter = also.filter;
  return TRUE;
}

static gboolean
parse_cond (Ctx      *ctx,
            GrosCond *c,
            gboolean  negate)
{
  const char *t = next (ctx);
  int count;

  if (c->kind != GROS_COND_ALWAYS || c->negate)
    return fail (ctx, "only one “when” or “unless” condition is allowed (add a second "
                 "with “and”)");
  if (t == NULL)
    return fail (ctx, "a condition is missing after “%s”", negate ? "unless" : "when");
  memset (c, 0, sizeof *c);
  c->negate = negate;

  if (g_str_equal (t, "always"))
    c->kind = GROS_COND_ALWAYS;
  else if (g_str_equal (t, "attack-trait"))
    {
      c->kind = GROS_COND_ATTACK_TRAIT;
      return parse_trait_list (ctx, next (ctx), &c->filter.any);
    }
  else if (g_str_equal (t, "location-trait"))
    {
      c->kind = GROS_COND_LOCATION_TRAIT;
      return parse_traits_or_filter (ctx, &c->filter);
    }
  else if (g_str_equal (t, "target-location"))
    {
      c->kind = GROS_COND_TARGET_LOCATION;
      return parse_traits_or_filter (ctx, &c->filter);
    }
  else if (g_str_equal (t, "host-matches"))
    {
      c->kind = GROS_COND_HOST_MATCHES;
      return parse_filter (ctx, &c->filter);
    }
  else if (g_str_equal (t, "count-at-least"))
    {
      c->kind = GROS_COND_COUNT_AT_LEAST;
      if (!next_int (ctx, 0, 255, &count))
        return FALSE;
      c->count = count;
      if (!parse_filter (ctx, &c->filter))
        return FALSE;
      if (!next_is (ctx, "in"))
        return fail (ctx, "“count-at-least N <filter>” must be followed by “in <place>”");
      if (!parse_scope (ctx, &c->scope))
        return FALSE;
      if (next_is (ctx, "except-self"))
        c->filter.exclude_self = TRUE;
      return TRUE;
    }
  else if (g_str_equal (t, "defending"))
    c->kind = GROS_COND_DEFENDING;
  else if (g_str_equal (t, "own-turn"))
    c->kind = GROS_COND_OWN_TURN;
  else if (g_str_equal (t, "creature-attack"))
    c->kind = GROS_COND_CREATURE_ATTACK;
  else
    return fail (ctx, "“%s” is not a condition (attack-trait, location-trait, target-location, "
                 "host-matches, count-at-least, defending, own-turn, creature-attack, always)", t);
  return TRUE;
}

/* +N / -N add, =N set, xN multiply: the operator picks the modifier kind. */
static gboolean
parse_operator (Ctx          *ctx,
                GrosModKind   add,
                GrosModKind   set,
                GrosModKind   mul,
                GrosModifier *mod)
{
  const char *t = next (ctx);
  const char *number;
  int value;

  if (t == NULL)
    return fail (ctx, "a change (+N, -N, =N or xN) is missing");
  if (t[0] == '+' || t[0] == '-')
    {
      mod->kind = add;
      number = t;
    }
  else if (t[0] == '=')
    {
      mod->kind = set;
      number = t[1] != '\0' ? t + 1 : next (ctx);
    }
  else if (t[0] == 'x')
    {
      mod->kind = mul;
      number = t[1] != '\0' ? t + 1 : next (ctx);
    }
  else
    return fail (ctx, "“%s” is not a change: write +N, -N, =N or xN", t);
  if (!parse_int (ctx, number, -128, 127, &value))
    return FALSE;
  mod->value = value;
  return TRUE;
}

static gboolean
parse_modifier (Ctx          *ctx,
                const char   *word,
                GrosModifier *mod)
{
  int kind, value;
  gboolean countable = FALSE;

  memset (mod, 0, sizeof *mod);
  mod->target = GROS_SCOPE_SELF;

  if (g_str_equal (word, "defense"))
    {
      if (!parse_operator (ctx, GROS_MOD_DEFENSE_ADD, GROS_MOD_DEFENSE_SET, GROS_MOD_DEFENSE_MUL,
                           mod))
        return FALSE;
      countable = mod->kind != GROS_MOD_DEFENSE_MUL;
    }
  else if (g_str_equal (word, "attack"))
    {
      if (!parse_operator (ctx, GROS_MOD_ATTACK_ADD, GROS_MOD_ATTACK_SET, GROS_MOD_ATTACK_MUL, mod))
        return FALSE;
      countable = mod->kind != GROS_MOD_ATTACK_MUL;
    }
  else if (g_str_equal (word, "aura"))
    {
      mod->kind = GROS_MOD_AURA_DEFENSE;
      if (!next_int (ctx, -128, 127, &value))
        return FALSE;
      mod->value = value;
      if (!parse_filter (ctx, &mod->per_filter))
        return FALSE;
    }
  else if (g_str_equal (word, "succeed-here"))
    {
      mod->kind = GROS_MOD_SUCCEED_HERE;
      if (!parse_trait_list (ctx, next (ctx), &mod->per_filter.any))
        return FALSE;
    }
  else if (g_str_equal (word, "grant-traits"))
    {
      mod->kind = GROS_MOD_GRANT_TRAITS;
      while (peek (ctx) != NULL && (peek (ctx)[0] == '+' || peek (ctx)[0] == '-'))
        {
          const char *t = next (ctx);
          guint id;

          if (!trait_id (ctx, t + 1, &id))
            return FALSE;
          gros_traits_add (t[0] == '+' ? &mod->per_filter.any : &mod->per_filter.none, id);
        }
      if (gros_traits_is_empty (&mod->per_filter.any)
          && gros_traits_is_empty (&mod->per_filter.none))
        return fail (ctx, "“grant-traits” needs +Trait or -Trait words");
    }
  else if (g_str_equal (word, "aura-traits"))
    {
      mod->kind = GROS_MOD_AURA_TRAITS;
      if (!parse_filter (ctx, &mod->per_filter))
        return FALSE;
      while (peek (ctx) != NULL && peek (ctx)[0] == '+')
        {
          guint id;

          if (!trait_id (ctx, next (ctx) + 1, &id))
            return FALSE;
          gros_traits_add (&mod->grant, id);
        }
      if (gros_traits_is_empty (&mod->grant))
        return fail (ctx, "“aura-traits <filter>” needs +Trait words");
    }
  else if (g_str_equal (word, "attack-tax"))
    {
      mod->kind = GROS_MOD_ATTACK_TAX;
      if (!next_int (ctx, -128, 127, &value))
        return FALSE;
      mod->value = value;
      if (!parse_trait_list (ctx, next (ctx), &mod->per_filter.any))
        return FALSE;
    }
  else if (find_word (bare_mod_words, word, &kind))
    mod->kind = kind;
  else if (find_word (number_mod_words, word, &kind))
    {
      mod->kind = kind;
      if (!next_int (ctx, -128, 127, &value))
        return FALSE;
      mod->value = value;
      /* "prop-limit +1 prop[Weapon]": the extra Prop needs one of the turn's to match. */
      if (kind == GROS_MOD_PROP_LIMIT && peek (ctx) != NULL && looks_like_filter (peek (ctx))
          && !parse_filter (ctx, &mod->per_filter))
        return FALSE;
    }
  else if (find_word (filter_mod_words, word, &kind))
    {
      mod->kind = kind;
      if (!parse_filter (ctx, &mod->per_filter))
        return FALSE;
    }
  else
    return fail (ctx, "“%s” is not a modifier or a use (play, activate, bank, trigger, "
                 "from-graveyard)", word);

  while (peek (ctx) != NULL)
    {
      const char *t = next (ctx);

      if (g_str_equal (t, "per"))
        {
          if (!countable)
            return fail (ctx, "“per” does not apply to “%s”", word);
          if (!parse_per (ctx, &mod->per_scope, &mod->per_filter))
            return FALSE;
        }
      else if (g_str_equal (t, "on"))
        {
          uint8_t target;

          if (!parse_scope (ctx, &target))
            return FALSE;
          if (target != GROS_SCOPE_SELF && target != GROS_SCOPE_HOST)
            return fail (ctx, "a modifier is “on self” or “on host”");
          mod->target = target;
        }
      else if (g_str_equal (t, "when") || g_str_equal (t, "unless"))
        {
          /* The engine works trait auras out without conditions (they would recurse). */
          if (mod->kind == GROS_MOD_AURA_TRAITS)
            return fail (ctx, "“aura-traits” takes no condition");
          if (!parse_cond (ctx, &mod->cond, g_str_equal (t, "unless")))
            return FALSE;
        }
      else if (g_str_equal (t, "and"))
        {
          if (mod->kind == GROS_MOD_AURA_TRAITS)
            return fail (ctx, "“aura-traits” takes no condition");
          if (!parse_also (ctx, &mod->cond))
            return FALSE;
        }
      else
        return fail (ctx, "unexpected “%s” (expected per, on, when, unless or and)", t);
    }
  return TRUE;
}

static gboolean
valid_handler_name (const char *name)
{
  if (name == NULL || *name == '\0')
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static gboolean
parse_handler_name (Ctx         *ctx,
                    const char **out)
{
  const char *name = next (ctx);

  if (!valid_handler_name (name))
    return fail (ctx, "a handler name (lower-case words joined by “-”) is missing");
  *out = g_intern_string (name);
  if (ctx->handlers != NULL)
    g_ptr_array_add (ctx->handlers, (gpointer) *out);
  return TRUE;
}

static gboolean
parse_ability (Ctx         *ctx,
               const char  *word,
               GrosAbility *ab)
{
  const EffectWord *effect;
  const char *t;
  int value;

  memset (ab, 0, sizeof *ab);
  if (g_str_equal (word, "play"))
    ab->use = GROS_USE_PLAY;
  else if (g_str_equal (word, "activate"))
    ab->use = GROS_USE_ACTIVATE;
  else if (g_str_equal (word, "bank"))
    ab->use = GROS_USE_BANK;
  else if (g_str_equal (word, "from-graveyard"))
    ab->use = GROS_USE_FROM_GRAVEYARD;
  else
    {
      int trigger;

      ab->use = GROS_USE_TRIGGER;
      t = next (ctx);
      if (t == NULL || !find_word (trigger_words, t, &trigger))
        return fail (ctx, "“trigger” needs an event (attack-end, attack-success, attack-failure, "
                     "attack-resolved, killed, fill-up, turn-end, leaves-play, host-leaves, "
                     "defended)");
      ab->trigger = trigger;
    }

  t = next (ctx);
  if (t == NULL)
    return fail (ctx, "an effect is missing after “%s”", word);
  effect = find_effect (t);
  if (effect == NULL)
    return fail (ctx, "“%s” is not an effect", t);
  ab->effect = effect->effect;

  switch (effect->args)
    {
    case ARG_NONE:
      break;
    case ARG_NUMBER:
      if (!next_int (ctx, -128, 127, &value))
        return FALSE;
      ab->value = value;
      /* "8 plus 1 per ...": a base amount and a count. */
      if (peek (ctx) != NULL && g_str_equal (peek (ctx), "plus"))
        {
          next (ctx);
          if (!effect->counts)
            return fail (ctx, "“plus” does not apply to “%s”", effect->word);
          ab->base = value;
          if (!next_int (ctx, -128, 127, &value))
            return FALSE;
          ab->value = value;
          if (peek (ctx) == NULL || !g_str_equal (peek (ctx), "per"))
            return fail (ctx, "“plus N” must be followed by “per <filter> in <place>”");
        }
      break;
    case ARG_OPTIONAL_NUMBER:
      if (peek (ctx) != NULL && (g_ascii_isdigit (peek (ctx)[0]) || peek (ctx)[0] == '+'
                                 || peek (ctx)[0] == '-'))
        {
          if (!next_int (ctx, -128, 127, &value))
            return FALSE;
          ab->value = value;
        }
      break;
    case ARG_FILTER:
      if (!parse_filter (ctx, &ab->filter))
        return FALSE;
      break;
    case ARG_OPTIONAL_FILTER:
      if (peek (ctx) != NULL && looks_like_filter (peek (ctx)) && !parse_filter (ctx, &ab->filter))
        return FALSE;
      break;
    case ARG_NUMBER_FILTER:
      if (!next_int (ctx, -128, 127, &value))
        return FALSE;
      ab->value = value;
      if (peek (ctx) != NULL && looks_like_filter (peek (ctx)) && !parse_filter (ctx, &ab->filter))
        return FALSE;
      break;
    case ARG_NAME:
      /* A handler reads what it needs: a filter, `per`, traits... */
      if (!parse_handler_name (ctx, &ab->handler))
        return FALSE;
      if (peek (ctx) != NULL && looks_like_filter (peek (ctx)) && !parse_filter (ctx, &ab->filter))
        return FALSE;
      break;
    default:
      g_assert_not_reached ();
    }

  while ((t = next (ctx)) != NULL)
    {
      int flag;

      if (g_str_equal (t, "cost"))
        {
          if (!next_int (ctx, 0, 255, &value))
            return FALSE;
          ab->cost = value;
        }
      else if (g_str_equal (t, "per"))
        {
          if (!effect->counts)
            return fail (ctx, "“per” does not apply to “%s”", effect->word);
          if (!parse_per (ctx, &ab->per_scope, &ab->per_filter))
            return FALSE;
        }
      else if (g_str_equal (t, "traits"))
        {
          if (!parse_trait_list (ctx, next (ctx), &ab->attack_traits))
            return FALSE;
        }
      else if (g_str_equal (t, "into"))
        {
          /* The engine reads a reanimation's per_scope as the Movies it may go to. */
          if (ab->effect != GROS_EFFECT_REANIMATE)
            return fail (ctx, "“into” applies to “reanimate” only");
          if (!next_is (ctx, "any-movie"))
            return fail (ctx, "write “into any-movie”");
          ab->per_scope = GROS_SCOPE_ANY_MOVIE;
        }
      else if (g_str_equal (t, "when") || g_str_equal (t, "unless"))
        {
          if (!parse_cond (ctx, &ab->cond, g_str_equal (t, "unless")))
            return FALSE;
        }
      else if (g_str_equal (t, "and"))
        {
          if (!parse_also (ctx, &ab->cond))
            return FALSE;
        }
      else if (find_word (use_flag_words, t, &flag))
        ab->flags |= flag;
      else
        return fail (ctx, "unexpected “%s” (expected cost, per, traits, when, unless, and or a "
                     "flag)", t);
    }
  return TRUE;
}

static gboolean
is_use_word (const char *word)
{
  return g_str_equal (word, "play") || g_str_equal (word, "activate") || g_str_equal (word, "bank")
         || g_str_equal (word, "trigger") || g_str_equal (word, "from-graveyard");
}

void
gros_script_pending_free (gpointer pending)
{
  GrosScriptPending *p = pending;

  g_free (p->id);
  g_free (p);
}

typedef enum
{
  STATUS_NONE,
  STATUS_COMPLETE,
  STATUS_PARTIAL,
} Status;

/* Compiles a body; with @require_status (script files) it must end with its status line. */
static GrosScript *
compile_body (GrosCardDb  *db,
              const char  *sigil,
              const char  *text,
              const char  *file_name,
              guint        first_line,
              gboolean     require_status,
              GPtrArray   *pending,
              GPtrArray   *handlers,
              GError     **error)
{
  g_autofree GrosScript *script = g_new0 (GrosScript, 1);
  g_autoptr(GPtrArray) own_pending = g_ptr_array_new_with_free_func (gros_script_pending_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  Ctx ctx = { 0 };
  Status status = STATUS_NONE;

  ctx.db = db;
  ctx.sigil = sigil;
  ctx.file_name = file_name;
  ctx.pending = own_pending;
  ctx.handlers = handlers;
  ctx.error = error;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *problem = NULL;
      g_auto(GStrv) tok = NULL;
      char *line = g_strstrip (lines[i]);
      const char *word;

      ctx.line = first_line + i;
      if (*line == '\0' || *line == '#')
        continue;
      if (status != STATUS_NONE)
        return fail (&ctx, "nothing may follow “%s” in an entry",
                     status == STATUS_COMPLETE ? "complete" : "partial"), NULL;
      if (g_str_has_prefix (line, "note") && (line[4] == '\0' || g_ascii_isspace (line[4])))
        continue;

      tok = tokenize (line, &problem);
      if (tok == NULL)
        return fail (&ctx, "%s", problem), NULL;
      ctx.tok = tok;
      ctx.n = g_strv_length (tok);
      ctx.pos = 1;
      word = tok[0];

      if (g_str_equal (word, "complete") || g_str_equal (word, "partial"))
        {
          if (ctx.n != 1)
            return fail (&ctx, "“%s” stands alone on its line", word), NULL;
          status = g_str_equal (word, "complete") ? STATUS_COMPLETE : STATUS_PARTIAL;
        }
      else if (g_str_equal (word, "handler"))
        {
          const char *name;

          /* Names the C handler the card wants; nothing to compile. */
          if (!parse_handler_name (&ctx, &name))
            return NULL;
          if (ctx.pos != ctx.n)
            return fail (&ctx, "unexpected “%s” after the handler name", ctx.tok[ctx.pos]), NULL;
        }
      else if (g_str_equal (word, "card"))
        return fail (&ctx, "“card” starts an entry; it cannot appear inside one"), NULL;
      else if (is_use_word (word))
        {
          if (script->n_abilities >= GROS_SCRIPT_MAX_ABILITIES)
            return fail (&ctx, "a card has at most %d uses", GROS_SCRIPT_MAX_ABILITIES), NULL;
          if (!parse_ability (&ctx, word, &script->abilities[script->n_abilities]))
            return NULL;
          script->n_abilities++;
        }
      else
        {
          if (script->n_mods >= GROS_SCRIPT_MAX_MODS)
            return fail (&ctx, "a card has at most %d modifiers", GROS_SCRIPT_MAX_MODS), NULL;
          if (!parse_modifier (&ctx, word, &script->mods[script->n_mods]))
            return NULL;
          script->n_mods++;
        }
    }

  if (require_status && status == STATUS_NONE)
    {
      ctx.line = first_line > 0 ? first_line - 1 : 0;
      return fail (&ctx, "the entry does not end with “complete” or “partial”"), NULL;
    }
  script->complete = status == STATUS_COMPLETE;

  if (pending != NULL)
    while (own_pending->len > 0)
      g_ptr_array_add (pending, g_ptr_array_steal_index (own_pending, 0));
  return g_steal_pointer (&script);
}

GrosScript *
gros_script_lang_compile (GrosCardDb  *db,
                          const char  *sigil,
                          const char  *text,
                          const char  *file_name,
                          guint        first_line,
                          GPtrArray   *pending,
                          GError     **error)
{
  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return compile_body (db, sigil, text, file_name, MAX (first_line, 1), FALSE, pending, NULL,
                       error);
}

/* Script files. */

static void
entry_free (gpointer data)
{
  GrosScriptEntry *e = data;

  g_free (e->number);
  g_free (e->body);
  g_free (e->note);
  g_strfreev (e->handlers);
  g_free (e);
}

void
gros_script_file_free (GrosScriptFile *file)
{
  if (file == NULL)
    return;
  g_free (file->name);
  g_ptr_array_unref (file->entries);
  g_hash_table_unref (file->by_number);
  g_ptr_array_unref (file->errors);
  g_free (file);
}

const GrosScriptEntry *
gros_script_file_lookup (const GrosScriptFile *file,
                         const char           *number)
{
  g_return_val_if_fail (file != NULL, NULL);
  g_return_val_if_fail (number != NULL, NULL);

  return g_hash_table_lookup (file->by_number, number);
}

static gboolean
valid_number (const char *number)
{
  for (const char *p = number; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-')
      return FALSE;
  return *number != '\0';
}

/* Checks an entry by compiling it once, and gathers its note and handler names. */
static void
finish_entry (GrosScriptFile  *file,
              const char      *sigil,
              GrosCardDb      *scratch,
              GrosScriptEntry *e,
              GString         *body)
{
  g_autoptr(GPtrArray) handlers = g_ptr_array_new ();
  g_autoptr(GPtrArray) pending = g_ptr_array_new_with_free_func (gros_script_pending_free);
  g_autoptr(GError) error = NULL;
  g_autofree GrosScript *script = NULL;
  g_autoptr(GString) note = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  e->body = g_strdup (body->str);
  script = compile_body (scratch, sigil, e->body, file->name, e->body_line, TRUE, pending,
                         handlers, &error);
  e->valid = script != NULL;
  e->complete = script != NULL && script->complete;
  if (error != NULL)
    g_ptr_array_add (file->errors, g_strdup (error->message));

  lines = g_strsplit (e->body, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);

      if (!g_str_has_prefix (line, "note") || (line[4] != '\0' && !g_ascii_isspace (line[4])))
        continue;
      if (note == NULL)
        note = g_string_new (NULL);
      else
        g_string_append_c (note, ' ');
      g_string_append (note, g_strstrip (line + 4));
    }
  if (note != NULL)
    e->note = g_string_free (g_steal_pointer (&note), FALSE);
  for (guint i = 0; i < handlers->len; i++)
    g_strv_builder_add (names, g_ptr_array_index (handlers, i));
  e->handlers = g_strv_builder_end (names);
}

GrosScriptFile *
gros_script_file_parse (const char *name,
                        const char *text)
{
  GrosScriptFile *file;
  g_autoptr(GrosCardDb) scratch = gros_card_db_new ();
  g_autofree char *sigil = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  GrosScriptEntry *current = NULL;
  gboolean skipping = FALSE;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  file = g_new0 (GrosScriptFile, 1);
  file->name = g_strdup (name);
  file->entries = g_ptr_array_new_with_free_func (entry_free);
  file->by_number = g_hash_table_new (g_str_hash, g_str_equal);
  file->errors = g_ptr_array_new_with_free_func (g_free);
  sigil = g_str_has_suffix (name, SCRIPT_SUFFIX)
          ? g_strndup (name, strlen (name) - strlen (SCRIPT_SUFFIX)) : g_strdup (name);

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = NULL;
      char *line = g_strchomp (lines[i]);
      guint lineno = i + 1;

      words = g_strsplit_set (line, " \t", -1);
      {
        /* g_strsplit_set keeps empty pieces between repeated blanks: drop them. */
        guint kept = 0;

        for (guint w = 0; words[w] != NULL; w++)
          if (*words[w] != '\0')
            words[kept++] = words[w];
          else
            g_free (words[w]);
        words[kept] = NULL;
      }

      if (words[0] != NULL && g_str_equal (words[0], "card"))
        {
          if (current != NULL)
            finish_entry (file, sigil, scratch, current, body);
          current = NULL;
          skipping = TRUE;
          g_string_truncate (body, 0);
          if (words[1] == NULL || words[2] != NULL || !valid_number (words[1]))
            {
              g_ptr_array_add (file->errors,
                               g_strdup_printf ("%s:%u: write “card <number>”", name, lineno));
              continue;
            }
          if (g_hash_table_contains (file->by_number, words[1]))
            {
              g_ptr_array_add (file->errors,
                               g_strdup_printf ("%s:%u: card %s has a second entry", name, lineno,
                                                words[1]));
              continue;
            }
          current = g_new0 (GrosScriptEntry, 1);
          current->number = g_strdup (words[1]);
          current->line = lineno;
          current->body_line = lineno + 1;
          g_ptr_array_add (file->entries, current);
          g_hash_table_insert (file->by_number, current->number, current);
          continue;
        }

      if (current != NULL)
        {
          g_string_append (body, line);
          g_string_append_c (body, '\n');
        }
      else if (!skipping && words[0] != NULL && words[0][0] != '#')
        {
          /* Only the first stray line is reported: the rest usually follow from it. */
          g_ptr_array_add (file->errors,
                           g_strdup_printf ("%s:%u: text outside a “card” entry", name, lineno));
          skipping = TRUE;
        }
    }
  if (current != NULL)
    finish_entry (file, sigil, scratch, current, body);
  return file;
}
