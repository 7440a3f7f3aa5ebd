/* gros-scenario.c: reads a scenario file into a game position, plays its actions, checks it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdlib.h>
#include <string.h>

#include "drive-in-error.h"
#include "gros-format.h"
#include "gros-game-private.h"
#include "drive-in-library.h"
#include "gros-scenario.h"
#include "gros-game-view.h"
#include "gros-scripts.h"

#define MAX_FILE_SIZE (4 * 1024 * 1024)
#define MAX_REPEAT    GROS_MAX_CARDS

/* ---- Text helpers ------------------------------------------------------------------- */

typedef struct
{
  guint line;
  guint indent;   /* leading whitespace, tabs counting as 8 */
  char *text;     /* without comment, trimmed */
  char *raw;      /* as in the file, without the newline */
} Line;

typedef struct
{
  guint      line;
  char      *name;   /* first word of the header: game, card, seat, shared, actions, expect */
  char      *args;   /* the rest of the header */
  GPtrArray *lines;  /* of Line */
} Section;

static void
line_free (gpointer data)
{
  Line *l = data;

  g_free (l->text);
  g_free (l->raw);
  g_free (l);
}

static void
section_free (gpointer data)
{
  Section *s = data;

  g_free (s->name);
  g_free (s->args);
  g_ptr_array_unref (s->lines);
  g_free (s);
}

/* Cuts a '#' comment that starts a word outside double quotes. */
static char *
strip_comment (const char *raw)
{
  gboolean quoted = FALSE;
  const char *p;

  for (p = raw; *p != '\0'; p++)
    {
      if (*p == '\\' && quoted && p[1] != '\0')
        p++;
      else if (*p == '"')
        quoted = !quoted;
      else if (*p == '#' && !quoted && (p == raw || g_ascii_isspace (p[-1])))
        break;
    }
  return g_strstrip (g_strndup (raw, p - raw));
}

static guint
indent_of (const char *raw)
{
  guint n = 0;

  for (; *raw == ' ' || *raw == '\t'; raw++)
    n = *raw == '\t' ? (n / 8 + 1) * 8 : n + 1;
  return n;
}

/* Splits @text into words: whitespace separates, double quotes group (with \" and \\),
 * and, when @commas, each ',' outside quotes is a word of its own. */
static GPtrArray *
tokenize (const char *text,
          gboolean    commas,
          GError    **error)
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

static gboolean
parse_int (const char *text,
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

static gboolean
parse_bool (const char *text,
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

static const char * const zone_names[GROS_N_SEAT_ZONES] = {
  "deck", "hand", "movie", "graveyard", "removed",
};

static gboolean
zone_from_string (const char   *text,
                  GrosZoneKind *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (zone_names); i++)
    if (g_ascii_strcasecmp (text, zone_names[i]) == 0)
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

static const struct
{
  const char *name;
  guint       flag;
} flag_names[] = {
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

typedef struct
{
  ExpectKind kind;
  guint      check;    /* index in checks */
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

/* One line of [actions]: an action, or an expectation checked at that point. */
typedef struct
{
  guint      line;
  char      *text;
  gboolean   is_expect;
  GrosAction action;
  Expect     expect;
} Step;

static void
step_free (gpointer data)
{
  Step *s = data;

  g_free (s->text);
  g_free (s);
}

static void
check_free (gpointer data)
{
  GrosScenarioCheck *c = data;

  g_free (c->text);
  g_free (c->actual);
  g_free (c);
}

/* A log entry keeps every viewer's text, made when it happened (the set-up happens while
 * the file is read, before anyone says who looks); the public fields point at the viewer's. */
#define N_VIEWS (GROS_MAX_SEATS + 2)
#define VIEW_INDEX(viewer) ((viewer) + 2)

typedef struct
{
  GrosScenarioLogEntry entry;
  char                *texts[N_VIEWS];
  char                *actions[N_VIEWS];
} LogEntry;

static void
log_entry_free (gpointer data)
{
  LogEntry *e = data;

  for (guint v = 0; v < N_VIEWS; v++)
    {
      g_free (e->texts[v]);
      g_free (e->actions[v]);
    }
  g_free (e);
}

static void
log_entry_show (LogEntry *e,
                int       viewer)
{
  e->entry.text = e->texts[VIEW_INDEX (viewer)];
  e->entry.action = e->actions[VIEW_INDEX (viewer)];
}

/* ---- The object --------------------------------------------------------------------- */

struct _GrosScenario
{
  GObject      parent_instance;

  char        *filename;
  DriveInCatalog *catalog;
  GrosCardDb  *db;
  GPtrArray   *scripts;      /* compiled inline scripts, owned */
  GrosGame    *game;

  GHashTable  *labels;       /* label (without '@') -> instance + 1 */
  char        *card_labels[GROS_MAX_CARDS];
  GHashTable  *defines;      /* casefolded name and id -> db index + 1 */
  GHashTable  *names;        /* casefolded catalog name -> GPtrArray of DriveInCard (lazy) */
  char       **releases;     /* release sigils names are looked up in; NULL: all */

  GPtrArray   *steps;        /* of Step: the [actions] section */
  GPtrArray   *end_steps;    /* of Step: the [expect] section */
  GPtrArray   *checks;       /* of GrosScenarioCheck */
  GPtrArray   *log;          /* of GrosScenarioLogEntry */
  guint        log_line;     /* line of the action being applied, for the log */
  guint        n_actions;
  guint        n_applied;
  gboolean     ran;
  int          viewer;       /* whose texts the log shows (GROS_VIEWER_ALL by default) */
};

G_DEFINE_FINAL_TYPE (GrosScenario, gros_scenario, G_TYPE_OBJECT)

static void
gros_scenario_finalize (GObject *object)
{
  GrosScenario *self = GROS_SCENARIO (object);

  g_free (self->filename);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->game, g_free);
  g_clear_pointer (&self->db, gros_card_db_unref);
  /* Scripts go after the db that points at them. */
  g_clear_pointer (&self->scripts, g_ptr_array_unref);
  g_clear_pointer (&self->labels, g_hash_table_unref);
  for (guint i = 0; i < GROS_MAX_CARDS; i++)
    g_free (self->card_labels[i]);
  g_clear_pointer (&self->defines, g_hash_table_unref);
  g_clear_pointer (&self->names, g_hash_table_unref);
  g_strfreev (self->releases);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->end_steps, g_ptr_array_unref);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  g_clear_pointer (&self->log, g_ptr_array_unref);

  G_OBJECT_CLASS (gros_scenario_parent_class)->finalize (object);
}

static void
gros_scenario_class_init (GrosScenarioClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gros_scenario_finalize;
}

static void
gros_scenario_init (GrosScenario *self)
{
  self->db = gros_card_db_new ();
  self->scripts = g_ptr_array_new_with_free_func (g_free);
  self->game = g_new0 (GrosGame, 1);
  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->steps = g_ptr_array_new_with_free_func (step_free);
  self->end_steps = g_ptr_array_new_with_free_func (step_free);
  self->checks = g_ptr_array_new_with_free_func (check_free);
  self->log = g_ptr_array_new_with_free_func (log_entry_free);
  self->viewer = GROS_VIEWER_ALL;
}

/* ---- Loading ------------------------------------------------------------------------ */

/* What the loader carries from section to section. */
typedef struct
{
  GrosScenario   *self;
  GError        **error;
  guint           n_seats;
  guint64         seed;
  GrosRulesParams params;
  int             active, first, round, turn; /* -1: default */
  GrosPhase       step;
  gboolean        seats_set;
  gboolean        game_built;
} Loader;

G_GNUC_PRINTF (4, 5)
static gboolean
fail (Loader     *ld,
      int         code,
      guint       line,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (ld->error, DRIVE_IN_ERROR, code, "%s:%u: %s", ld->self->filename, line, message);
  else
    g_set_error (ld->error, DRIVE_IN_ERROR, code, "%s: %s", ld->self->filename, message);
  return FALSE;
}

static GPtrArray *
split_sections (Loader     *ld,
                const char *data)
{
  g_autoptr(GPtrArray) sections = g_ptr_array_new_with_free_func (section_free);
  g_auto(GStrv) lines = g_strsplit (data, "\n", -1);
  Section *current = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint number = i + 1;
      char *raw = lines[i];
      gsize len = strlen (raw);
      g_autofree char *text = NULL;

      if (len > 0 && raw[len - 1] == '\r')
        raw[len - 1] = '\0';
      if (!g_utf8_validate (raw, -1, NULL))
        {
          fail (ld, DRIVE_IN_ERROR_PARSE, number, "the line is not valid UTF-8");
          return NULL;
        }
      text = strip_comment (raw);

      if (text[0] == '[')
        {
          gsize n = strlen (text);
          g_autofree char *inner = NULL;
          char *space;

          if (text[n - 1] != ']')
            {
              fail (ld, DRIVE_IN_ERROR_PARSE, number, "a section header must end with ']'");
              return NULL;
            }
          inner = g_strstrip (g_strndup (text + 1, n - 2));
          current = g_new0 (Section, 1);
          current->line = number;
          current->lines = g_ptr_array_new_with_free_func (line_free);
          space = strpbrk (inner, " \t");
          if (space != NULL)
            {
              current->name = g_ascii_strdown (inner, space - inner);
              current->args = g_strstrip (g_strdup (space));
            }
          else
            {
              current->name = g_ascii_strdown (inner, -1);
              current->args = g_strdup ("");
            }
          g_ptr_array_add (sections, current);
          continue;
        }

      if (current == NULL)
        {
          if (text[0] == '\0')
            continue;
          fail (ld, DRIVE_IN_ERROR_PARSE, number,
                "“%s” is outside any section: start the file with [game]", text);
          return NULL;
        }

      /* Blank lines matter only inside a card script. */
      {
        Line *l = g_new0 (Line, 1);

        l->line = number;
        l->indent = indent_of (raw);
        l->text = g_steal_pointer (&text);
        l->raw = g_strdup (raw);
        g_ptr_array_add (current->lines, l);
      }
    }
  return g_steal_pointer (&sections);
}

/* "key = value" */
static gboolean
split_key (Loader     *ld,
           const Line *l,
           char      **out_key,
           char      **out_value)
{
  const char *eq = strchr (l->text, '=');

  if (eq == NULL)
    return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "expected “key = value”, found “%s”", l->text);
  *out_key = g_strstrip (g_ascii_strdown (l->text, eq - l->text));
  *out_value = g_strstrip (g_strdup (eq + 1));
  if (**out_key == '\0')
    {
      g_clear_pointer (out_key, g_free);
      g_clear_pointer (out_value, g_free);
      return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "a key is missing before “=”");
    }
  return TRUE;
}

/* A section header as a key for repeats: its name and words, spaces folded ("seat 1 hand"). */
static char *
section_key (const Section *sec)
{
  g_auto(GStrv) words = g_strsplit_set (sec->args, " \t", -1);
  GString *key = g_string_new (sec->name);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_string_append_printf (key, " %s", words[i]);
  return g_string_free (key, FALSE);
}

/* A section given twice, or a key given twice in [game] or [seat N], is refused: a reader
 * would take the second for the one that counts, and one of the two would be lost. ([card]
 * sections check their own keys: a script runs on over lines of its own.) */
static gboolean
check_repeats (Loader    *ld,
               GPtrArray *sections)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < sections->len; i++)
    {
      Section *sec = g_ptr_array_index (sections, i);
      g_autofree char *key = section_key (sec);
      gpointer first;
      gboolean keyed;

      if (g_hash_table_lookup_extended (seen, key, NULL, &first))
        return fail (ld, DRIVE_IN_ERROR_PARSE, sec->line, "[%s] again (the first is at line %u)",
                     key, GPOINTER_TO_UINT (first));
      /* "seat N" holds keys, "seat N ZONE" cards; a bare "seat" is refused further on. */
      keyed = g_str_equal (sec->name, "game")
              || (g_str_equal (sec->name, "seat") && strchr (key, ' ') != NULL
                  && strchr (strchr (key, ' ') + 1, ' ') == NULL);
      g_hash_table_insert (seen, g_steal_pointer (&key), GUINT_TO_POINTER (sec->line));
      if (!keyed)
        continue;
      {
        g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

        for (guint k = 0; k < sec->lines->len; k++)
          {
            Line *l = g_ptr_array_index (sec->lines, k);
            g_autofree char *name = NULL, *value = NULL;
            gpointer at;

            if (l->text[0] == '\0')
              continue;
            if (!split_key (ld, l, &name, &value))
              return FALSE;
            if (g_hash_table_lookup_extended (keys, name, NULL, &at))
              return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "“%s” again in [%s] (the first is at "
                           "line %u)", name, sec->name, GPOINTER_TO_UINT (at));
            g_hash_table_insert (keys, g_steal_pointer (&name), GUINT_TO_POINTER (l->line));
          }
      }
    }
  return TRUE;
}

/* Comma-separated items of a value, each a list of words. */
static GPtrArray *
split_items (Loader     *ld,
             guint       line,
             const char *value)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GPtrArray) words = tokenize (value, TRUE, &local);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *item = NULL;

  if (words == NULL)
    {
      fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s", local->message);
      return NULL;
    }
  for (guint i = 0; i < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);

      if (g_str_equal (w, ","))
        {
          if (item == NULL)
            {
              fail (ld, DRIVE_IN_ERROR_PARSE, line, "an item of the list is empty");
              return NULL;
            }
          item = NULL;
          continue;
        }
      if (item == NULL)
        {
          item = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (items, item);
        }
      g_ptr_array_add (item, g_strdup (w));
    }
  return g_steal_pointer (&items);
}

static gboolean
game_key (Loader     *ld,
          const Line *l,
          const char *key,
          const char *value)
{
  GrosRulesParams *p = &ld->params;
  gboolean b;
  int n;

  if (g_str_equal (key, "seats"))
    {
      if (ld->seats_set && ld->game_built)
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "the number of seats is already used");
      if (!parse_int (value, 2, GROS_MAX_SEATS, &n))
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "seats: a game has 2 to %d seats, not “%s”",
                     GROS_MAX_SEATS, value);
      ld->n_seats = n;
      ld->seats_set = TRUE;
      return TRUE;
    }
  if (g_str_equal (key, "seed"))
    {
      guint64 seed;

      if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &seed, NULL))
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "seed: “%s” is not a whole number", value);
      ld->seed = seed;
      return TRUE;
    }
  if (g_str_equal (key, "releases"))
    {
      g_autoptr(GPtrArray) items = split_items (ld, l->line, value);
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      if (items == NULL)
        return FALSE;
      for (guint i = 0; i < items->len; i++)
        {
          GPtrArray *item = g_ptr_array_index (items, i);

          for (guint k = 0; k < item->len; k++)
            g_strv_builder_add (builder, g_ptr_array_index (item, k));
        }
      g_strfreev (ld->self->releases);
      ld->self->releases = g_strv_builder_end (builder);
      return TRUE;
    }
  if (g_str_equal (key, "format"))
    {
      const GrosFormat *format = gros_format_from_string (value);
      g_autofree char *list = NULL;

      if (format == NULL)
        {
          list = gros_format_dup_id_list ();
          return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "format: “%s” is not one of %s", value,
                       list);
        }
      /* The engine's own reading of the format; keys after it may still adjust it. */
      gros_rules_params_init_for_format (p, format->id);
      return TRUE;
    }

  {
    static const struct
    {
      const char *key;
      gsize       offset;
      int         max;
    } numbers[] = {
      { "hand-limit", G_STRUCT_OFFSET (GrosRulesParams, hand_limit), 50 },
      { "title-cards", G_STRUCT_OFFSET (GrosRulesParams, title_cards), GROS_MAX_TITLE_WORDS },
      { "title-points", G_STRUCT_OFFSET (GrosRulesParams, title_points), 50 },
      { "credits-defense", G_STRUCT_OFFSET (GrosRulesParams, credits_defense), 200 },
      { "rules-revision", G_STRUCT_OFFSET (GrosRulesParams, rules_revision), GROS_RULES_REVISION },
    }, flags[] = {
      { "popcorn", G_STRUCT_OFFSET (GrosRulesParams, popcorn), 1 },
      { "twists", G_STRUCT_OFFSET (GrosRulesParams, twists), 1 },
      { "shared-deck", G_STRUCT_OFFSET (GrosRulesParams, shared_deck), 1 },
      { "end-on-twists", G_STRUCT_OFFSET (GrosRulesParams, end_on_twists), 1 },
      { "establishing-shot", G_STRUCT_OFFSET (GrosRulesParams, establishing_shot), 1 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
      if (g_str_equal (key, numbers[i].key))
        {
          if (!parse_int (value, g_str_equal (key, "hand-limit") ? 1 : 0, numbers[i].max, &n))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not a number up to %d",
                         key, value, numbers[i].max);
          G_STRUCT_MEMBER (uint8_t, p, numbers[i].offset) = n;
          return TRUE;
        }
    for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
      if (g_str_equal (key, flags[i].key))
        {
          if (!parse_bool (value, &b))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not yes or no", key, value);
          G_STRUCT_MEMBER (uint8_t, p, flags[i].offset) = b;
          return TRUE;
        }
  }

  if (g_str_equal (key, "turn-cap"))
    {
      if (!parse_int (value, 0, G_MAXUINT16, &n))
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "turn-cap: “%s” is not a number", value);
      p->turn_cap = n;
      return TRUE;
    }
  if (g_str_equal (key, "active") || g_str_equal (key, "first"))
    {
      if (!parse_int (value, 1, GROS_MAX_SEATS, &n))
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not a seat number", key, value);
      if (g_str_equal (key, "active"))
        ld->active = n - 1;
      else
        ld->first = n - 1;
      return TRUE;
    }
  if (g_str_equal (key, "round") || g_str_equal (key, "turn"))
    {
      if (!parse_int (value, 0, G_MAXUINT16, &n))
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not a number", key, value);
      if (g_str_equal (key, "round"))
        ld->round = n;
      else
        ld->turn = n;
      return TRUE;
    }
  if (g_str_equal (key, "step"))
    {
      if (g_str_equal (value, "play"))
        ld->step = GROS_PHASE_PLAY;
      else if (g_str_equal (value, "discard"))
        ld->step = GROS_PHASE_DISCARD;
      else if (g_str_equal (value, "setup-cast") || g_str_equal (value, "setup"))
        ld->step = GROS_PHASE_SETUP_CAST;
      else
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                     "step: “%s” is not play, discard or setup-cast", value);
      return TRUE;
    }
  return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "[game] has no key “%s”", key);
}

static gboolean
type_from_string (const char   *text,
                  GrosCardType *out)
{
  static const struct
  {
    const char  *name;
    GrosCardType type;
  } aliases[] = {
    { "fx", GROS_CARD_TYPE_SPECIAL_EFFECT },
    { "effect", GROS_CARD_TYPE_SPECIAL_EFFECT },
    { "twist", GROS_CARD_TYPE_PLOT_TWIST },
    { "credits", GROS_CARD_TYPE_ROLL_THE_CREDITS },
    { "rtc", GROS_CARD_TYPE_ROLL_THE_CREDITS },
  };
  g_autofree char *lower = g_ascii_strdown (text, -1);

  for (guint i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (g_str_equal (lower, aliases[i].name))
      {
        *out = aliases[i].type;
        return TRUE;
      }
  return gros_card_type_from_string (lower, out);
}

static char *
slug (const char *name)
{
  GString *s = g_string_new (NULL);

  for (const char *p = name; *p != '\0'; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (s, g_ascii_tolower (*p));
    else if (s->len > 0 && s->str[s->len - 1] != '-')
      g_string_append_c (s, '-');
  while (s->len > 0 && s->str[s->len - 1] == '-')
    g_string_truncate (s, s->len - 1);
  return g_string_free (s, FALSE);
}

/* Joins continuation lines, removing the indentation they share. */
static char *
dedent (GPtrArray *raws)
{
  GString *s = g_string_new (NULL);
  guint common = G_MAXUINT;

  for (guint i = 0; i < raws->len; i++)
    {
      const char *r = g_ptr_array_index (raws, i);
      const char *p = r;

      while (*p == ' ' || *p == '\t')
        p++;
      if (*p != '\0')
        common = MIN (common, (guint) (p - r));
    }
  for (guint i = 0; i < raws->len; i++)
    {
      const char *r = g_ptr_array_index (raws, i);

      g_string_append (s, strlen (r) >= common ? r + common : "");
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static gboolean
define_card (Loader  *ld,
             Section *sec)
{
  GrosScenario *self = ld->self;
  g_autofree char *id = NULL, *word = NULL, *script = NULL, *key_name = NULL;
  g_autoptr(GStrvBuilder) traits = g_strv_builder_new ();
  g_auto(GStrv) trait_list = NULL;
  GrosCardType type = GROS_CARD_TYPE_CHARACTER;
  gboolean have_type = FALSE, bucket = FALSE;
  int stat = 0, cost = 0;
  guint index;

  if (sec->args[0] == '\0')
    return fail (ld, DRIVE_IN_ERROR_PARSE, sec->line, "[card] needs a name: [card Shambling Extra]");

  for (guint i = 0; i < sec->lines->len; i++)
    {
      Line *l = g_ptr_array_index (sec->lines, i);
      g_autofree char *key = NULL, *value = NULL;

      if (l->text[0] == '\0')
        continue;
      if (!split_key (ld, l, &key, &value))
        return FALSE;

      if (g_str_equal (key, "script"))
        {
          g_autoptr(GPtrArray) raws = g_ptr_array_new ();

          /* The value, then every following line indented deeper than the key. */
          if (value[0] != '\0')
            g_ptr_array_add (raws, value);
          while (i + 1 < sec->lines->len)
            {
              Line *next = g_ptr_array_index (sec->lines, i + 1);

              if (next->indent <= l->indent && next->text[0] != '\0')
                break;
              g_ptr_array_add (raws, next->raw);
              i++;
            }
          g_free (script);
          script = dedent (raws);
        }
      else if (g_str_equal (key, "id"))
        {
          if (strchr (value, ':') == NULL)
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                         "id: “%s” must look like release:number", value);
          g_free (id);
          id = g_strdup (value);
        }
      else if (g_str_equal (key, "type"))
        {
          if (!type_from_string (value, &type))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                         "type: “%s” is not character, creature, location, prop, fx, "
                         "twist or credits", value);
          have_type = TRUE;
        }
      else if (g_str_equal (key, "stat") || g_str_equal (key, "defense")
               || g_str_equal (key, "attack") || g_str_equal (key, "points"))
        {
          if (!parse_int (value, -99, 99, &stat))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not a number from -99 to 99",
                         key, value);
        }
      else if (g_str_equal (key, "cost") || g_str_equal (key, "popcorn"))
        {
          if (!parse_int (value, 0, 50, &cost))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not a number from 0 to 50",
                         key, value);
        }
      else if (g_str_equal (key, "bucket"))
        {
          if (!parse_bool (value, &bucket))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "bucket: “%s” is not yes or no", value);
        }
      else if (g_str_equal (key, "traits"))
        {
          g_autoptr(GPtrArray) items = split_items (ld, l->line, value);

          if (items == NULL)
            return FALSE;
          for (guint k = 0; k < items->len; k++)
            {
              GPtrArray *item = g_ptr_array_index (items, k);
              g_autoptr(GString) name = g_string_new (NULL);

              /* "Kung Fu" may be written unquoted. */
              for (guint w = 0; w < item->len; w++)
                g_string_append_printf (name, "%s%s", w > 0 ? " " : "",
                                        (char *) g_ptr_array_index (item, w));
              g_strv_builder_add (traits, name->str);
            }
        }
      else if (g_str_equal (key, "word") || g_str_equal (key, "title"))
        {
          g_free (word);
          word = g_strdup (value);
        }
      else
        return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "[card] has no key “%s”", key);
    }

  if (!have_type)
    return fail (ld, DRIVE_IN_ERROR_INVALID, sec->line, "card “%s” needs a type", sec->args);
  if (id == NULL)
    {
      g_autofree char *s = slug (sec->args);

      id = g_strdup_printf ("scenario:%s", s[0] != '\0' ? s : "card");
    }
  key_name = g_utf8_casefold (sec->args, -1);
  if (g_hash_table_contains (self->defines, key_name) || g_hash_table_contains (self->defines, id)
      || gros_card_db_lookup (self->db, id, NULL))
    return fail (ld, DRIVE_IN_ERROR_INVALID, sec->line, "card “%s” (%s) is defined twice",
                 sec->args, id);

  trait_list = g_strv_builder_end (traits);
  index = gros_card_db_add (self->db, id, sec->args, type, stat, cost, bucket,
                            (const char * const *) trait_list, word);
  g_hash_table_insert (self->defines, g_steal_pointer (&key_name), GUINT_TO_POINTER (index + 1));
  g_hash_table_insert (self->defines, g_strdup (id), GUINT_TO_POINTER (index + 1));

  if (script != NULL)
    {
      g_autoptr(GError) local = NULL;
      GrosScript *compiled = gros_script_compile (self->db, script, &local);

      if (compiled == NULL)
        return fail (ld, DRIVE_IN_ERROR_INVALID, sec->line, "the script of “%s” does not compile: %s",
                     sec->args, local != NULL ? local->message
                                              : "the script language is not available");
      g_ptr_array_add (self->scripts, compiled);
      gros_card_db_set_script (self->db, index, compiled);
    }
  return TRUE;
}

static DriveInCatalog *
get_catalog (Loader *ld)
{
  GrosScenario *self = ld->self;

  if (self->catalog == NULL)
    {
      g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      /* A release that fails to load is left out; its cards are then "not found". */
      self->catalog = drive_in_library_load_catalog (library, NULL, problems);
    }
  return self->catalog;
}

static gboolean
release_allowed (GrosScenario *self,
                 const char   *sigil)
{
  return self->releases == NULL || g_strv_contains ((const char * const *) self->releases, sigil);
}

static void
index_names (Loader *ld)
{
  GrosScenario *self = ld->self;
  GListModel *model = G_LIST_MODEL (get_catalog (ld));
  guint n = g_list_model_get_n_items (model);

  self->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      const char *names[2] = { drive_in_card_get_name (card), drive_in_card_get_original_name (card) };

      if (!release_allowed (self, drive_in_card_get_release (card)))
        continue;
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *key = NULL;
          GPtrArray *list;

          if (names[k] == NULL || (k == 1 && g_strcmp0 (names[0], names[1]) == 0))
            continue;
          key = g_utf8_casefold (names[k], -1);
          list = g_hash_table_lookup (self->names, key);
          if (list == NULL)
            {
              list = g_ptr_array_new_with_free_func (g_object_unref);
              g_hash_table_insert (self->names, g_strdup (key), list);
            }
          if (!g_ptr_array_find (list, card, NULL))
            g_ptr_array_add (list, g_object_ref (card));
        }
    }
}

/* A card reference: an inline card (name or id), a catalog id, or a unique catalog name. */
static gboolean
resolve_card (Loader     *ld,
              guint       line,
              const char *ref,
              guint      *out_def)
{
  GrosScenario *self = ld->self;
  g_autofree char *key = g_utf8_casefold (ref, -1);
  gpointer value;
  DriveInCard *card = NULL;

  if ((value = g_hash_table_lookup (self->defines, key)) != NULL
      || (value = g_hash_table_lookup (self->defines, ref)) != NULL)
    {
      *out_def = GPOINTER_TO_UINT (value) - 1;
      return TRUE;
    }

  if (strchr (ref, ':') != NULL)
    {
      card = drive_in_catalog_lookup (get_catalog (ld), ref);
      if (card != NULL && !release_allowed (self, drive_in_card_get_release (card)))
        return fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line,
                     "card %s is from a release this scenario does not use (releases = ...)", ref);
    }
  if (card == NULL)
    {
      GPtrArray *list;

      if (self->names == NULL)
        index_names (ld);
      list = g_hash_table_lookup (self->names, key);
      if (list == NULL || list->len == 0)
        return fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line,
                     "no card is called “%s” (use an id such as drive-in:01-05, a card name in "
                     "double quotes, or a [card] defined in the file)", ref);
      if (list->len > 1)
        {
          g_autoptr(GString) ids = g_string_new (NULL);

          for (guint i = 0; i < list->len; i++)
            g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                    drive_in_card_get_id (g_ptr_array_index (list, i)));
          return fail (ld, DRIVE_IN_ERROR_AMBIGUOUS, line, "“%s” names %u cards (%s): use an id",
                       ref, list->len, ids->str);
        }
      card = g_ptr_array_index (list, 0);
    }
  *out_def = gros_card_db_add_card (self->db, card);
  return TRUE;
}

static gboolean
parse_seat_ref (Loader     *ld,
                guint       line,
                const char *text,
                gboolean    allow_shared,
                guint      *out)
{
  int n;

  if (allow_shared && g_ascii_strcasecmp (text, "shared") == 0)
    {
      *out = GROS_SHARED_SEAT;
      return TRUE;
    }
  if (!parse_int (text, 1, GROS_MAX_SEATS, &n) || (guint) n > ld->n_seats)
    return fail (ld, DRIVE_IN_ERROR_INVALID, line, "“%s” is not a seat of this %u-seat game", text,
                 ld->n_seats);
  *out = n - 1;
  return TRUE;
}

static gboolean
build_game (Loader *ld,
            guint   line)
{
  if (ld->game_built)
    return TRUE;
  if (ld->params.hand_limit == 0)
    return fail (ld, DRIVE_IN_ERROR_INVALID, line, "hand-limit must be at least 1");
  gros_position_init (ld->self->game, ld->self->db, ld->n_seats, &ld->params, ld->seed);
  ld->game_built = TRUE;
  return TRUE;
}

/* One card: [@label] REF [xN] [flag...] [owner=N]. @host_out gets the new instance. */
static gboolean
add_card_words (Loader       *ld,
                guint         line,
                GPtrArray    *words,
                GrosZoneKind  kind,
                guint         seat,
                int           host,
                int          *out_card)
{
  GrosScenario *self = ld->self;
  GrosGame *g = self->game;
  const char *label = NULL, *ref = NULL;
  guint flags = 0, owner = seat, def = 0, i = 0;
  int repeat = 1;

  if (words->len > 0 && ((char *) g_ptr_array_index (words, 0))[0] == '@')
    label = g_ptr_array_index (words, i++);
  if (i >= words->len)
    return fail (ld, DRIVE_IN_ERROR_PARSE, line, "a card is missing after the label %s", label);
  ref = g_ptr_array_index (words, i++);

  for (; i < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);
      gboolean known = FALSE;

      if (w[0] == 'x' && g_ascii_isdigit (w[1]))
        {
          if (!parse_int (w + 1, 1, MAX_REPEAT, &repeat))
            return fail (ld, DRIVE_IN_ERROR_INVALID, line, "“%s” is not a card count", w);
          continue;
        }
      if (g_str_has_prefix (w, "owner="))
        {
          if (!parse_seat_ref (ld, line, w + 6, FALSE, &owner))
            return FALSE;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (flag_names); k++)
        if (g_ascii_strcasecmp (w, flag_names[k].name) == 0
            && flag_names[k].flag != GROS_CARD_SPENT && flag_names[k].flag != GROS_CARD_USED)
          {
            flags |= flag_names[k].flag;
            known = TRUE;
          }
      if (!known)
        return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                     "“%s” is not a card state (tipped, ko, face-down, banked, revealed, new), "
                     "a count (x3) or owner=N; names with spaces need double quotes", w);
    }

  if (label != NULL && repeat > 1)
    return fail (ld, DRIVE_IN_ERROR_INVALID, line, "a labelled card cannot be repeated");
  if (label != NULL)
    {
      const char *p;

      if (label[1] == '\0')
        return fail (ld, DRIVE_IN_ERROR_PARSE, line, "a label needs a name after '@'");
      for (p = label + 1; *p != '\0'; p++)
        if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
          return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                       "label %s: use letters, digits, '-' and '_' only", label);
      if (g_hash_table_contains (self->labels, label + 1))
        return fail (ld, DRIVE_IN_ERROR_INVALID, line, "label %s is used twice", label);
    }
  if (kind != GROS_ZONE_MOVIE && (flags & ~GROS_CARD_REVEALED) != 0)
    return fail (ld, DRIVE_IN_ERROR_INVALID, line,
                 "only a card in a Movie can be tipped, Knocked Out, face down, banked or new");
  if (kind != GROS_ZONE_MOVIE && owner != seat)
    return fail (ld, DRIVE_IN_ERROR_INVALID, line, "owner= is for cards in a Movie");
  if (seat == GROS_SHARED_SEAT)
    owner = GROS_SHARED_SEAT;
  else if (ld->params.shared_deck && kind != GROS_ZONE_MOVIE && kind != GROS_ZONE_HAND
           && kind != GROS_ZONE_REMOVED)
    return fail (ld, DRIVE_IN_ERROR_INVALID, line,
                 "with a shared deck, decks and graveyards are in the [shared deck] and "
                 "[shared graveyard] sections");
  else if (ld->params.shared_deck)
    owner = GROS_SHARED_SEAT;

  if (!resolve_card (ld, line, ref, &def))
    return FALSE;
  if ((flags & GROS_CARD_BANKED)
      && (gros_card_db_get (self->db, def)->type != GROS_CARD_TYPE_PLOT_TWIST
          || (flags & GROS_CARD_FACE_DOWN)))
    return fail (ld, DRIVE_IN_ERROR_INVALID, line, "only a face-up Plot Twist can be banked");

  for (int r = 0; r < repeat; r++)
    {
      /* Decks and graveyards are written top first: each card goes under the ones before. */
      gboolean bottom = kind == GROS_ZONE_DECK || kind == GROS_ZONE_GRAVEYARD;
      int card;

      if (g->n_cards >= GROS_MAX_CARDS)
        return fail (ld, DRIVE_IN_ERROR_INVALID, line, "a game holds at most %d cards", GROS_MAX_CARDS);
      card = gros_position_add_card (g, def, owner, kind, seat, host,
                                     flags | (bottom ? GROS_POSITION_BOTTOM : 0));
      if (card == GROS_NO_CARD)
        return fail (ld, DRIVE_IN_ERROR_INVALID, line, "the card cannot be added");
      *out_card = card;
    }
  if (label != NULL)
    {
      g_hash_table_insert (self->labels, g_strdup (label + 1), GINT_TO_POINTER (*out_card + 1));
      self->card_labels[*out_card] = g_strdup (label + 1);
    }
  return TRUE;
}

static gboolean
add_card_list (Loader       *ld,
               guint         line,
               const char   *value,
               GrosZoneKind  kind,
               guint         seat)
{
  g_autoptr(GPtrArray) items = split_items (ld, line, value);
  int card;

  if (items == NULL)
    return FALSE;
  for (guint i = 0; i < items->len; i++)
    if (!add_card_words (ld, line, g_ptr_array_index (items, i), kind, seat, GROS_NO_CARD, &card))
      return FALSE;
  return TRUE;
}

/* A zone written one card per line; in a Movie, a deeper indentation attaches a card to the
 * card above it. */
static gboolean
zone_section (Loader       *ld,
              Section      *sec,
              GrosZoneKind  kind,
              guint         seat)
{
  guint indents[16];
  int cards[16];
  guint depth = 0;

  for (guint i = 0; i < sec->lines->len; i++)
    {
      Line *l = g_ptr_array_index (sec->lines, i);
      g_autoptr(GError) local = NULL;
      g_autoptr(GPtrArray) words = NULL;
      int host = GROS_NO_CARD, card;

      if (l->text[0] == '\0')
        continue;
      words = tokenize (l->text, FALSE, &local);
      if (words == NULL)
        return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "%s", local->message);

      while (depth > 0 && indents[depth - 1] >= l->indent)
        depth--;
      if (depth > 0)
        {
          if (kind != GROS_ZONE_MOVIE)
            return fail (ld, DRIVE_IN_ERROR_PARSE, l->line,
                         "only cards in a Movie are attached (indented) to others");
          host = cards[depth - 1];
        }
      if (!add_card_words (ld, l->line, words, kind, seat, host, &card))
        return FALSE;
      if (depth >= G_N_ELEMENTS (cards))
        return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "attachments are nested too deep");
      indents[depth] = l->indent;
      cards[depth] = card;
      depth++;
    }
  return TRUE;
}

static gboolean
seat_section (Loader  *ld,
              Section *sec,
              guint    seat)
{
  GrosScenario *self = ld->self;
  GrosGame *g = self->game;
  uint16_t words[GROS_MAX_TITLE_WORDS];
  guint n_words = 0;
  gboolean title_set = FALSE;
  GrosZoneKind kind;
  int n;

  for (guint i = 0; i < sec->lines->len; i++)
    {
      Line *l = g_ptr_array_index (sec->lines, i);
      g_autofree char *key = NULL, *value = NULL;

      if (l->text[0] == '\0')
        continue;
      if (!split_key (ld, l, &key, &value))
        return FALSE;

      if (zone_from_string (key, &kind))
        {
          if (!add_card_list (ld, l->line, value, kind, seat))
            return FALSE;
        }
      else if (g_str_equal (key, "popcorn") || g_str_equal (key, "banked")
               || g_str_equal (key, "turns") || g_str_equal (key, "twists-banked"))
        {
          if (!parse_int (value, g_str_equal (key, "banked") ? -999 : 0,
                          g_str_equal (key, "turns") || g_str_equal (key, "twists-banked")
                          ? 255 : 999, &n))
            return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s: “%s” is not a number", key, value);
          if (g_str_equal (key, "popcorn"))
            gros_position_set_popcorn (g, seat, n);
          else if (g_str_equal (key, "banked"))
            gros_position_set_banked (g, seat, n);
          else if (g_str_equal (key, "twists-banked"))
            gros_position_set_twists_banked (g, seat, n);
          else
            gros_position_set_turns_taken (g, seat, n);
        }
      else if (g_str_equal (key, "title") || g_str_equal (key, "title-cards"))
        {
          g_autoptr(GPtrArray) items = split_items (ld, l->line, value);
          gboolean by_card = g_str_equal (key, "title-cards");

          if (items == NULL)
            return FALSE;
          if (!title_set)
            n_words = 0;
          title_set = TRUE;
          for (guint k = 0; k < items->len; k++)
            {
              GPtrArray *item = g_ptr_array_index (items, k);
              guint word;

              if (by_card)
                {
                  guint def;

                  if (item->len != 1)
                    return fail (ld, DRIVE_IN_ERROR_PARSE, l->line,
                                 "title-cards: one card per item (names in double quotes)");
                  if (!resolve_card (ld, l->line, g_ptr_array_index (item, 0), &def))
                    return FALSE;
                  word = gros_card_db_get (self->db, def)->title_word;
                  if (word == 0)
                    return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "%s has no Title word",
                                 (char *) g_ptr_array_index (item, 0));
                }
              else
                {
                  g_autofree char *joined = NULL;

                  g_ptr_array_add (item, NULL);
                  joined = g_strjoinv (" ", (char **) item->pdata);
                  g_ptr_array_remove_index (item, item->len - 1);
                  word = gros_card_db_intern_word (self->db, joined);
                }
              if (n_words >= GROS_MAX_TITLE_WORDS)
                return fail (ld, DRIVE_IN_ERROR_INVALID, l->line, "a Title has at most %d words",
                             GROS_MAX_TITLE_WORDS);
              words[n_words++] = word;
            }
        }
      else
        return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "[seat] has no key “%s”", key);
    }
  if (title_set)
    gros_position_set_title (g, seat, words, n_words);
  return TRUE;
}

static gboolean
resolve_card_word (Loader     *ld,
                   guint       line,
                   const char *word,
                   int        *out)
{
  GrosScenario *self = ld->self;
  int n;

  if (word[0] == '@')
    {
      gpointer value = g_hash_table_lookup (self->labels, word + 1);

      if (value == NULL)
        return fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line, "no card is labelled %s", word);
      *out = GPOINTER_TO_INT (value) - 1;
      return TRUE;
    }
  if (!parse_int (word, 0, GROS_MAX_CARDS - 1, &n) || n >= self->game->n_cards)
    return fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line, "“%s” is not a card label (@name) or instance "
                 "number of this game", word);
  *out = n;
  return TRUE;
}

/* An action in machine form, where card=, target= and extra= may name a @label. */
static gboolean
parse_action (Loader     *ld,
              guint       line,
              GPtrArray  *words,
              guint       first,
              GrosAction *out)
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

          if (!resolve_card_word (ld, line, eq + 1, &card))
            return FALSE;
          g_string_append_len (text, w, eq + 1 - w);
          g_string_append_printf (text, "%d", card);
        }
      else
        g_string_append (text, w);
    }
  if (!gros_action_parse (text->str, out, &local))
    return fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s", local->message);
  if (out->seat >= ld->n_seats
      || (out->target_seat != GROS_NO_SEAT && out->target_seat >= ld->n_seats))
    return fail (ld, DRIVE_IN_ERROR_INVALID, line, "the action names a seat this %u-seat game lacks",
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
parse_comparison (Loader    *ld,
                  guint      line,
                  GPtrArray *words,
                  guint      i,
                  Expect    *ex)
{
  const char *a = i < words->len ? g_ptr_array_index (words, i) : NULL;
  const char *b = i + 1 < words->len ? g_ptr_array_index (words, i + 1) : NULL;

  if (a != NULL && b == NULL && parse_int (a, -9999, 9999, &ex->value))
    {
      ex->op = OP_EQ;
      return TRUE;
    }
  if (a == NULL || b == NULL || i + 2 != words->len || !parse_op (a, &ex->op)
      || !parse_int (b, -9999, 9999, &ex->value))
    return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                 "expected a comparison such as “= 12” or “>= 20” at the end of the line");
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
parse_expect (Loader    *ld,
              guint      line,
              GPtrArray *words,
              guint      first,
              Expect    *ex)
{
  GrosScenario *self = ld->self;
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
    return fail (ld, DRIVE_IN_ERROR_PARSE, line, "an expectation is empty");

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
            return fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: which seat?", w0);
          return parse_seat_ref (ld, line, w1, FALSE, &ex->seat)
                 && parse_comparison (ld, line, words, first + 2, ex);
        }
  }
  if (g_str_equal (w0, "ratings"))
    {
      ex->kind = EX_RATINGS;
      ex->field = G_N_ELEMENTS (rating_fields) - 1;
      if (w1 == NULL || !parse_seat_ref (ld, line, w1, FALSE, &ex->seat))
        return w1 == NULL ? fail (ld, DRIVE_IN_ERROR_PARSE, line, "ratings: which seat?") : FALSE;
      for (guint i = 0; w2 != NULL && i < G_N_ELEMENTS (rating_fields); i++)
        if (g_str_equal (w2, rating_fields[i]))
          {
            ex->field = i;
            return parse_comparison (ld, line, words, first + 3, ex);
          }
      return parse_comparison (ld, line, words, first + 2, ex);
    }
  if (zone_from_string (w0, &kind))
    {
      ex->kind = EX_ZONE;
      ex->field = kind;
      if (w1 == NULL)
        return fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: which seat?", w0);
      return parse_seat_ref (ld, line, w1, TRUE, &ex->seat)
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
        return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                     "%s: expected one of setup-cast, play, discard, attack-react, "
                     "attack-victim, climax, choice, response, game-over", w0);
      return TRUE;
    }
  if (g_str_equal (w0, "deciding") || g_str_equal (w0, "active") || g_str_equal (w0, "first"))
    {
      ex->kind = g_str_equal (w0, "deciding") ? EX_DECIDING
                 : g_str_equal (w0, "active") ? EX_ACTIVE : EX_FIRST;
      if (w1 == NULL || n != 2)
        return fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: expected one seat number", w0);
      return parse_seat_ref (ld, line, w1, FALSE, &ex->seat);
    }
  if (g_str_equal (w0, "over") || (g_str_equal (w0, "not") && g_strcmp0 (w1, "over") == 0))
    {
      ex->kind = EX_OVER;
      ex->negate = g_str_equal (w0, "not");
      if (n != (ex->negate ? 2u : 1u))
        return fail (ld, DRIVE_IN_ERROR_PARSE, line, "expected “over” or “not over”");
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
      return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                   "end: expected none, credits, out-of-plot, twists or stalemate");
    }
  if (g_str_equal (w0, "winner"))
    {
      ex->kind = EX_WINNER;
      if (w1 == NULL)
        return fail (ld, DRIVE_IN_ERROR_PARSE, line, "winner: expected seat numbers or none");
      if (g_str_equal (w1, "none") && n == 2)
        return TRUE;
      for (guint i = 1; i < n; i++)
        {
          guint seat;

          if (!parse_seat_ref (ld, line, W (i), FALSE, &seat))
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
        return fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s: expected an action after it", w0);
      return parse_action (ld, line, words, first + 1, &ex->action);
    }
  if (g_str_equal (w0, "card"))
    {
      if (w1 == NULL || w2 == NULL)
        return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                     "card: expected “card @label in ZONE SEAT”, “on @host”, “[not] FLAG”, "
                     "“has TRAIT”, “lacks TRAIT” or “defense = N”");
      if (!resolve_card_word (ld, line, w1, &ex->card))
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
          if (z == NULL || !zone_from_string (z, &kind) || n != 5)
            return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                         "card ... in: expected a zone (deck, hand, movie, graveyard, removed) and "
                         "a seat, or “table”");
          ex->field = kind;
          return parse_seat_ref (ld, line, W (4), TRUE, &ex->seat);
        }
      if (g_str_equal (w2, "on"))
        {
          ex->kind = EX_CARD_ON;
          if (n != 4)
            return fail (ld, DRIVE_IN_ERROR_PARSE, line, "card ... on: expected the host card");
          return resolve_card_word (ld, line, W (3), &ex->other);
        }
      if (g_str_equal (w2, "has") || g_str_equal (w2, "lacks"))
        {
          g_autoptr(GString) trait = g_string_new (NULL);

          ex->kind = EX_CARD_TRAIT;
          ex->negate = g_str_equal (w2, "lacks");
          if (n < 4)
            return fail (ld, DRIVE_IN_ERROR_PARSE, line, "card ... %s: expected a trait", w2);
          for (guint i = 3; i < n; i++)
            g_string_append_printf (trait, "%s%s", i > 3 ? " " : "", W (i));
          ex->field = gros_card_db_intern_trait (self->db, trait->str);
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
          return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                       "card: expected one state after the card, e.g. “card @a not tipped”");
        for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
          if (g_str_equal (flag, flag_names[i].name))
            {
              ex->field = flag_names[i].flag;
              return TRUE;
            }
        return fail (ld, DRIVE_IN_ERROR_PARSE, line,
                     "card: “%s” is not in, on, has, lacks, defense or a state (tipped, ko, "
                     "face-down, banked, revealed, new, spent, used)", flag);
      }
    }
#undef W
  return fail (ld, DRIVE_IN_ERROR_PARSE, line, "“%s” is not a kind of expectation", w0);
}

static gboolean
add_steps (Loader    *ld,
           Section   *sec,
           GPtrArray *steps,
           gboolean   all_expect)
{
  GrosScenario *self = ld->self;

  for (guint i = 0; i < sec->lines->len; i++)
    {
      Line *l = g_ptr_array_index (sec->lines, i);
      g_autoptr(GError) local = NULL;
      g_autoptr(GPtrArray) words = NULL;
      Step *step;

      if (l->text[0] == '\0')
        continue;
      words = tokenize (l->text, FALSE, &local);
      if (words == NULL)
        return fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "%s", local->message);

      step = g_new0 (Step, 1);
      step->line = l->line;
      g_ptr_array_add (steps, step);
      step->is_expect = all_expect || g_str_equal (g_ptr_array_index (words, 0), "expect");
      if (step->is_expect)
        {
          guint first = all_expect && !g_str_equal (g_ptr_array_index (words, 0), "expect") ? 0 : 1;
          GrosScenarioCheck *check;

          if (!parse_expect (ld, l->line, words, first, &step->expect))
            return FALSE;
          check = g_new0 (GrosScenarioCheck, 1);
          check->line = l->line;
          check->text = first == 1 ? g_strdup (g_strchug (l->text + strlen ("expect")))
                                   : g_strdup (l->text);
          step->text = g_strdup (check->text);
          step->expect.check = self->checks->len;
          g_ptr_array_add (self->checks, check);
        }
      else
        {
          step->text = g_strdup (l->text);
          if (!parse_action (ld, l->line, words, 0, &step->action))
            return FALSE;
          self->n_actions++;
        }
    }
  return TRUE;
}

static void
on_event (const GrosGame  *game,
          const GrosEvent *event,
          gpointer         user_data)
{
  GrosScenario *self = user_data;
  LogEntry *e = g_new0 (LogEntry, 1);

  e->entry.line = self->log_line;
  for (int viewer = GROS_VIEWER_PUBLIC; viewer < (int) game->n_seats; viewer++)
    e->texts[VIEW_INDEX (viewer)] = gros_game_describe_event_for (game, event, viewer);
  log_entry_show (e, self->viewer);
  g_ptr_array_add (self->log, e);
}

static gboolean
load (GrosScenario *self,
      const char   *data,
      GError      **error)
{
  Loader ld = { 0 };
  g_autoptr(GPtrArray) sections = NULL;
  g_autoptr(GError) local = NULL;
  gboolean have_game = FALSE, have_actions = FALSE, have_expect = FALSE;

  ld.self = self;
  ld.error = error;
  ld.n_seats = 2;
  ld.active = ld.first = ld.round = ld.turn = -1;
  ld.step = GROS_PHASE_PLAY;
  gros_rules_params_init_feature_film (&ld.params);

  sections = split_sections (&ld, data);
  if (sections == NULL)
    return FALSE;
  if (sections->len == 0)
    return fail (&ld, DRIVE_IN_ERROR_PARSE, 0, "the file is empty: start it with [game]");
  if (!check_repeats (&ld, sections))
    return FALSE;

  /* Settings and card definitions first, so that a seat may come before them. */
  for (guint i = 0; i < sections->len; i++)
    {
      Section *sec = g_ptr_array_index (sections, i);

      if (g_str_equal (sec->name, "game"))
        {
          if (sec->args[0] != '\0')
            return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line, "[game] takes no argument");
          have_game = TRUE;
          for (guint k = 0; k < sec->lines->len; k++)
            {
              Line *l = g_ptr_array_index (sec->lines, k);
              g_autofree char *key = NULL, *value = NULL;

              if (l->text[0] == '\0')
                continue;
              if (!split_key (&ld, l, &key, &value) || !game_key (&ld, l, key, value))
                return FALSE;
            }
        }
      else if (g_str_equal (sec->name, "card"))
        {
          if (!define_card (&ld, sec))
            return FALSE;
        }
      else if (!g_str_equal (sec->name, "seat") && !g_str_equal (sec->name, "shared")
               && !g_str_equal (sec->name, "actions") && !g_str_equal (sec->name, "expect"))
        return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line,
                     "[%s] is not a section: use [game], [card NAME], [seat N], [seat N ZONE], "
                     "[shared ZONE], [actions] or [expect]", sec->name);
    }
  if (!have_game)
    return fail (&ld, DRIVE_IN_ERROR_PARSE, 0, "the file has no [game] section");
  if (!build_game (&ld, 0))
    return FALSE;

  /* Cards, in file order: instance numbers follow it. */
  for (guint i = 0; i < sections->len; i++)
    {
      Section *sec = g_ptr_array_index (sections, i);
      g_auto(GStrv) args = NULL;
      GrosZoneKind kind;
      guint seat;

      if (!g_str_equal (sec->name, "seat") && !g_str_equal (sec->name, "shared"))
        continue;
      args = g_strsplit_set (sec->args, " \t", -1);
      if (g_str_equal (sec->name, "shared"))
        {
          if (!ld.params.shared_deck)
            return fail (&ld, DRIVE_IN_ERROR_INVALID, sec->line,
                         "[shared ...] needs shared-deck = yes in [game]");
          if (g_strv_length (args) != 1 || !zone_from_string (args[0], &kind)
              || (kind != GROS_ZONE_DECK && kind != GROS_ZONE_GRAVEYARD))
            return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line,
                         "expected [shared deck] or [shared graveyard]");
          if (!zone_section (&ld, sec, kind, GROS_SHARED_SEAT))
            return FALSE;
          continue;
        }
      if (args[0] == NULL || args[0][0] == '\0')
        return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line, "[seat] needs a seat number: [seat 1]");
      if (!parse_seat_ref (&ld, sec->line, args[0], FALSE, &seat))
        return FALSE;
      if (args[1] == NULL)
        {
          if (!seat_section (&ld, sec, seat))
            return FALSE;
        }
      else if (args[2] == NULL && zone_from_string (args[1], &kind))
        {
          if (!zone_section (&ld, sec, kind, seat))
            return FALSE;
        }
      else
        return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line,
                     "expected [seat N] or [seat N ZONE] with ZONE one of deck, hand, movie, "
                     "graveyard, removed");
    }

  /* Whose turn: defaults follow from the step. */
  {
    gboolean setup = ld.step == GROS_PHASE_SETUP_CAST;
    int first = ld.first >= 0 ? ld.first : 0;
    int active = ld.active >= 0 ? ld.active : first;
    int round = ld.round >= 0 ? ld.round : setup ? 1 : 2;
    int turn = ld.turn >= 0 ? ld.turn : setup ? 0 : (round - 1) * (int) ld.n_seats + 1
                                                    + (active - first + (int) ld.n_seats)
                                                      % (int) ld.n_seats;

    if ((guint) first >= ld.n_seats || (guint) active >= ld.n_seats)
      return fail (&ld, DRIVE_IN_ERROR_INVALID, 0, "active and first must be seats of the game");
    gros_position_set_first_seat (self->game, first);
    gros_position_set_turn (self->game, active, round, turn, ld.step);
  }

  self->log_line = 0;
  if (!gros_position_finish (self->game, on_event, self, &local))
    return fail (&ld, DRIVE_IN_ERROR_INVALID, 0, "%s", local->message);

  for (guint i = 0; i < sections->len; i++)
    {
      Section *sec = g_ptr_array_index (sections, i);

      if (g_str_equal (sec->name, "actions"))
        {
          if (have_actions)
            return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line, "a second [actions] section");
          have_actions = TRUE;
          if (!add_steps (&ld, sec, self->steps, FALSE))
            return FALSE;
        }
      else if (g_str_equal (sec->name, "expect"))
        {
          if (have_expect)
            return fail (&ld, DRIVE_IN_ERROR_PARSE, sec->line, "a second [expect] section");
          have_expect = TRUE;
          if (!add_steps (&ld, sec, self->end_steps, TRUE))
            return FALSE;
        }
    }
  return TRUE;
}

GrosScenario *
gros_scenario_new_from_data (const char  *data,
                             gssize       length,
                             const char  *filename,
                             DriveInCatalog *catalog,
                             GError     **error)
{
  g_autoptr(GrosScenario) self = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (data);
  self = g_object_new (GROS_TYPE_SCENARIO, NULL);
  self->filename = g_strdup (filename != NULL ? filename : "scenario");
  if (catalog != NULL)
    self->catalog = g_object_ref (catalog);

  if ((gsize) length > MAX_FILE_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: the file is larger than %d MiB",
                   self->filename, MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  if (memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: the file is not text",
                   self->filename);
      return NULL;
    }
  text = g_strndup (data, length);
  if (!load (self, text, error))
    return NULL;
  return g_steal_pointer (&self);
}

GrosScenario *
gros_scenario_new_from_file (GFile       *file,
                             DriveInCatalog *catalog,
                             GError     **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) local = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &local))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local->message);
      return NULL;
    }
  return gros_scenario_new_from_data (contents, length, name, catalog, error);
}

/* ---- Running ------------------------------------------------------------------------ */

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
    return g_strdup_printf ("the shared %s", zone_names[GROS_ZONE_KIND (zone)]);
  return g_strdup_printf ("%s %u", zone_names[GROS_ZONE_KIND (zone)], seat + 1);
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
evaluate (GrosScenario *self,
          const Expect *ex,
          char        **actual)
{
  const GrosGame *g = self->game;
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

static void
check_step (GrosScenario *self,
            const Step   *step)
{
  GrosScenarioCheck *check = g_ptr_array_index (self->checks, step->expect.check);

  check->checked = TRUE;
  g_clear_pointer (&check->actual, g_free);
  check->passed = evaluate (self, &step->expect, &check->actual);
}

gboolean
gros_scenario_run (GrosScenario *self,
                   GError      **error)
{
  g_autofree GrosAction *legal = NULL;

  g_return_val_if_fail (GROS_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->ran)
    return TRUE;
  self->ran = TRUE;
  legal = g_new (GrosAction, GROS_MAX_ACTIONS);

  for (guint i = 0; i < self->steps->len; i++)
    {
      const Step *step = g_ptr_array_index (self->steps, i);
      g_autoptr(GError) local = NULL;
      LogEntry *entry;
      gboolean found = FALSE;
      guint n;

      if (step->is_expect)
        {
          check_step (self, step);
          continue;
        }

      /* Only a legal action may be described: its card numbers are then valid. */
      n = gros_game_legal_actions (self->game, legal, GROS_MAX_ACTIONS);
      for (guint k = 0; k < n && !found; k++)
        found = gros_action_equal (&legal[k], &step->action);
      if (!found)
        {
          g_autofree char *text = gros_action_to_string (&step->action);

          if (gros_game_is_over (self->game))
            g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                         "%s:%u: “%s” cannot be played: the game is over", self->filename,
                         step->line, text);
          else
            g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                         "%s:%u: “%s” is not a legal action now (%s phase, seat %u deciding)",
                         self->filename, step->line, text, gros_phase_to_string (self->game->phase),
                         gros_game_get_deciding_seat (self->game) + 1);
          return FALSE;
        }

      entry = g_new0 (LogEntry, 1);
      entry->entry.line = step->line;
      /* As each viewer knew the cards when the action was chosen. */
      for (int viewer = GROS_VIEWER_PUBLIC; viewer < (int) self->game->n_seats; viewer++)
        {
          guint view = VIEW_INDEX (viewer);

          entry->actions[view] = gros_action_to_string_for (self->game, &step->action, viewer);
          entry->texts[view] = gros_game_describe_action_for (self->game, &step->action, viewer);
        }
      log_entry_show (entry, self->viewer);
      g_ptr_array_add (self->log, entry);

      self->log_line = step->line;
      if (!gros_game_apply (self->game, &step->action, on_event, self, &local))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s:%u: %s", self->filename,
                       step->line, local->message);
          return FALSE;
        }
      self->n_applied++;
    }

  for (guint i = 0; i < self->end_steps->len; i++)
    check_step (self, g_ptr_array_index (self->end_steps, i));
  return TRUE;
}

/* ---- Accessors ---------------------------------------------------------------------- */

void
gros_scenario_set_viewer (GrosScenario *self,
                          int           viewer)
{
  g_return_if_fail (GROS_IS_SCENARIO (self));
  g_return_if_fail (viewer >= GROS_VIEWER_PUBLIC && viewer < (int) self->game->n_seats);

  self->viewer = viewer;
  for (guint i = 0; i < self->log->len; i++)
    log_entry_show (g_ptr_array_index (self->log, i), viewer);
}

const char *
gros_scenario_get_filename (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), NULL);

  return self->filename;
}

const GrosGame *
gros_scenario_get_game (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), NULL);

  return self->game;
}

GrosCardDb *
gros_scenario_get_db (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), NULL);

  return self->db;
}

guint
gros_scenario_get_n_actions (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), 0);

  return self->n_actions;
}

guint
gros_scenario_get_n_applied (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), 0);

  return self->n_applied;
}

GPtrArray *
gros_scenario_get_log (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), NULL);

  return self->log;
}

GPtrArray *
gros_scenario_get_checks (GrosScenario *self)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), NULL);

  return self->checks;
}

guint
gros_scenario_get_n_failed (GrosScenario *self)
{
  guint n = 0;

  g_return_val_if_fail (GROS_IS_SCENARIO (self), 0);

  for (guint i = 0; i < self->checks->len; i++)
    {
      const GrosScenarioCheck *check = g_ptr_array_index (self->checks, i);

      if (check->checked && !check->passed)
        n++;
    }
  return n;
}

int
gros_scenario_lookup_label (GrosScenario *self,
                            const char   *label)
{
  gpointer value;

  g_return_val_if_fail (GROS_IS_SCENARIO (self), GROS_NO_CARD);
  g_return_val_if_fail (label != NULL, GROS_NO_CARD);

  if (label[0] == '@')
    label++;
  value = g_hash_table_lookup (self->labels, label);
  return value != NULL ? GPOINTER_TO_INT (value) - 1 : GROS_NO_CARD;
}

const char *
gros_scenario_get_label (GrosScenario *self,
                         int           card)
{
  g_return_val_if_fail (GROS_IS_SCENARIO (self), NULL);

  if (card < 0 || card >= GROS_MAX_CARDS)
    return NULL;
  return self->card_labels[card];
}
