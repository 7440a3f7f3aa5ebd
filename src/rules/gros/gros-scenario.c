/* gros-scenario.c: GROS scenario files for the shared scenario runner: the position, from
 * the file's sections (docs/scenario.md); expectations are in gros-scenario-expect.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "drive-in-error.h"
#include "gros-format.h"
#include "gros-game-private.h"
#include "gros-game-view.h"
#include "drive-in-library.h"
#include "gros-scenario.h"
#include "gros-scenario-private.h"
#include "gros-scripts.h"

/* ---- The file's lines --------------------------------------------------------------- */

/* GROS reads a section's lines whole: a card list holds "=" (owner=2), a Movie's indentation
 * attaches cards, and a card script keeps its blank lines. */
typedef struct
{
  guint line;
  guint indent;   /* leading whitespace, tabs counting as 8 */
  char *text;     /* without comment, trimmed ("": a blank or comment line) */
  char *raw;      /* indented as in the file, without its comment */
} Line;

typedef struct
{
  guint      line;
  char      *name;   /* first word of the header: game, card, seat, shared, actions, expect */
  char      *args;   /* the rest of the header ("" when none) */
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

/* The shared reader's sections as GROS reads them: lines it dropped as blank (or comment
 * only) are back as blank lines, so that a script keeps its line numbers. */
static GPtrArray *
read_sections (GameScenario *scenario)
{
  GPtrArray *shared = game_scenario_get_sections (scenario);
  GPtrArray *sections = g_ptr_array_new_with_free_func (section_free);

  for (guint i = 0; i < shared->len; i++)
    {
      GameScenarioSection *from = g_ptr_array_index (shared, i);
      Section *sec = g_new0 (Section, 1);
      guint next = from->line + 1;

      sec->line = from->line;
      sec->name = g_strdup (from->name);
      sec->args = g_strdup (from->arg != NULL ? from->arg : "");
      sec->lines = g_ptr_array_new_with_free_func (line_free);
      for (guint k = 0; k < from->entries->len; k++)
        {
          GameScenarioEntry *entry = g_ptr_array_index (from->entries, k);
          Line *l;

          for (; next < entry->line; next++)
            {
              l = g_new0 (Line, 1);
              l->line = next;
              l->text = g_strdup ("");
              l->raw = g_strdup ("");
              g_ptr_array_add (sec->lines, l);
            }
          l = g_new0 (Line, 1);
          l->line = entry->line;
          l->indent = entry->indent;
          l->text = g_strdup (entry->text);
          l->raw = g_strdup_printf ("%*s%s", (int) entry->indent, "", entry->text);
          g_ptr_array_add (sec->lines, l);
          next = entry->line + 1;
        }
      g_ptr_array_add (sections, sec);
    }
  return sections;
}

/* "key = value" */
static gboolean
split_key (GrosScenarioLoader  *ld,
           const Line          *l,
           char               **out_key,
           char               **out_value)
{
  const char *eq = strchr (l->text, '=');

  if (eq == NULL)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line,
                               "expected “key = value”, found “%s”", l->text);
  *out_key = g_strstrip (g_ascii_strdown (l->text, eq - l->text));
  *out_value = g_strstrip (g_strdup (eq + 1));
  if (**out_key == '\0')
    {
      g_clear_pointer (out_key, g_free);
      g_clear_pointer (out_value, g_free);
      return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "a key is missing before “=”");
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
check_repeats (GrosScenarioLoader *ld,
               GPtrArray          *sections)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < sections->len; i++)
    {
      Section *sec = g_ptr_array_index (sections, i);
      g_autofree char *key = section_key (sec);
      gpointer first;
      gboolean keyed;

      if (g_hash_table_lookup_extended (seen, key, NULL, &first))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line,
                                   "[%s] again (the first is at line %u)",
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
              return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line,
                                         "“%s” again in [%s] (the first is at "
                                         "line %u)", name, sec->name, GPOINTER_TO_UINT (at));
            g_hash_table_insert (keys, g_steal_pointer (&name), GUINT_TO_POINTER (l->line));
          }
      }
    }
  return TRUE;
}

/* Comma-separated items of a value, each a list of words. */
static GPtrArray *
split_items (GrosScenarioLoader *ld,
             guint               line,
             const char         *value)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GPtrArray) words = gros_scenario_tokenize (value, TRUE, &local);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *item = NULL;

  if (words == NULL)
    {
      gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "%s", local->message);
      return NULL;
    }
  for (guint i = 0; i < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);

      if (g_str_equal (w, ","))
        {
          if (item == NULL)
            {
              gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "an item of the list is empty");
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
game_key (GrosScenarioLoader *ld,
          const Line         *l,
          const char         *key,
          const char         *value)
{
  GrosRulesParams *p = &ld->params;
  gboolean b;
  int n;

  /* The shared reader's keys, read already. */
  if (g_str_equal (key, "game") || g_str_equal (key, "seats") || g_str_equal (key, "seed"))
    return TRUE;
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
      g_strfreev (ld->releases);
      ld->releases = g_strv_builder_end (builder);
      return TRUE;
    }
  if (g_str_equal (key, "format"))
    {
      const GrosFormat *format = gros_format_from_string (value);
      g_autofree char *list = NULL;

      if (format == NULL)
        {
          list = gros_format_dup_id_list ();
          return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                     "format: “%s” is not one of %s", value,
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
          if (!gros_scenario_parse_int (value, g_str_equal (key, "hand-limit") ? 1 : 0,
                                        numbers[i].max, &n))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "%s: “%s” is not a number up to %d",
                                       key, value, numbers[i].max);
          G_STRUCT_MEMBER (uint8_t, p, numbers[i].offset) = n;
          return TRUE;
        }
    for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
      if (g_str_equal (key, flags[i].key))
        {
          if (!gros_scenario_parse_bool (value, &b))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "%s: “%s” is not yes or no", key, value);
          G_STRUCT_MEMBER (uint8_t, p, flags[i].offset) = b;
          return TRUE;
        }
  }

  if (g_str_equal (key, "turn-cap"))
    {
      if (!gros_scenario_parse_int (value, 0, G_MAXUINT16, &n))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                   "turn-cap: “%s” is not a number", value);
      p->turn_cap = n;
      return TRUE;
    }
  if (g_str_equal (key, "active") || g_str_equal (key, "first"))
    {
      if (!gros_scenario_parse_int (value, 1, GROS_MAX_SEATS, &n))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                   "%s: “%s” is not a seat number", key, value);
      if (g_str_equal (key, "active"))
        ld->active = n - 1;
      else
        ld->first = n - 1;
      return TRUE;
    }
  if (g_str_equal (key, "round") || g_str_equal (key, "turn"))
    {
      if (!gros_scenario_parse_int (value, 0, G_MAXUINT16, &n))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                   "%s: “%s” is not a number", key, value);
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
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                   "step: “%s” is not play, discard or setup-cast", value);
      return TRUE;
    }
  return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "[game] has no key “%s”", key);
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
define_card (GrosScenarioLoader *ld,
             Section            *sec)
{
  g_autofree char *id = NULL, *word = NULL, *script = NULL, *key_name = NULL;
  g_autoptr(GStrvBuilder) traits = g_strv_builder_new ();
  g_auto(GStrv) trait_list = NULL;
  GrosCardType type = GROS_CARD_TYPE_CHARACTER;
  gboolean have_type = FALSE, bucket = FALSE;
  int stat = 0, cost = 0;
  guint index;

  if (sec->args[0] == '\0')
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line,
                               "[card] needs a name: [card Shambling Extra]");

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
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "id: “%s” must look like release:number", value);
          g_free (id);
          id = g_strdup (value);
        }
      else if (g_str_equal (key, "type"))
        {
          if (!type_from_string (value, &type))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "type: “%s” is not character, creature, location, prop, fx, "
                                       "twist or credits", value);
          have_type = TRUE;
        }
      else if (g_str_equal (key, "stat") || g_str_equal (key, "defense")
               || g_str_equal (key, "attack") || g_str_equal (key, "points"))
        {
          if (!gros_scenario_parse_int (value, -99, 99, &stat))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "%s: “%s” is not a number from -99 to 99",
                                       key, value);
        }
      else if (g_str_equal (key, "cost") || g_str_equal (key, "popcorn"))
        {
          if (!gros_scenario_parse_int (value, 0, 50, &cost))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "%s: “%s” is not a number from 0 to 50",
                                       key, value);
        }
      else if (g_str_equal (key, "bucket"))
        {
          if (!gros_scenario_parse_bool (value, &bucket))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "bucket: “%s” is not yes or no", value);
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
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "[card] has no key “%s”", key);
    }

  if (!have_type)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, sec->line,
                               "card “%s” needs a type", sec->args);
  if (id == NULL)
    {
      g_autofree char *s = slug (sec->args);

      id = g_strdup_printf ("scenario:%s", s[0] != '\0' ? s : "card");
    }
  key_name = g_utf8_casefold (sec->args, -1);
  if (g_hash_table_contains (ld->defines, key_name) || g_hash_table_contains (ld->defines, id)
      || gros_card_db_lookup (ld->db, id, NULL))
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, sec->line, "card “%s” (%s) is defined twice",
                               sec->args, id);

  trait_list = g_strv_builder_end (traits);
  index = gros_card_db_add (ld->db, id, sec->args, type, stat, cost, bucket,
                            (const char * const *) trait_list, word);
  g_hash_table_insert (ld->defines, g_steal_pointer (&key_name), GUINT_TO_POINTER (index + 1));
  g_hash_table_insert (ld->defines, g_strdup (id), GUINT_TO_POINTER (index + 1));

  if (script != NULL)
    {
      g_autoptr(GError) local = NULL;
      GrosScript *compiled = gros_script_compile (ld->db, script, &local);

      if (compiled == NULL)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, sec->line,
                                   "the script of “%s” does not compile: %s",
                                   sec->args,
                                   local != NULL ? local->message
                                                 : "the script language is not available");
      /* The db keeps it: the position points at it through the db. */
      gros_card_db_take_data (ld->db, compiled, g_free);
      gros_card_db_set_script (ld->db, index, compiled);
    }
  return TRUE;
}

static DriveInCatalog *
get_catalog (GrosScenarioLoader *ld)
{

  if (ld->catalog == NULL)
    {
      g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

      /* A release that fails to load is left out; its cards are then "not found". */
      ld->catalog = drive_in_library_load_catalog (library, NULL, problems);
    }
  return ld->catalog;
}

static gboolean
release_allowed (GrosScenarioLoader *ld,
                 const char         *sigil)
{
  return ld->releases == NULL || g_strv_contains ((const char * const *) ld->releases, sigil);
}

static void
index_names (GrosScenarioLoader *ld)
{
  GListModel *model = G_LIST_MODEL (get_catalog (ld));
  guint n = g_list_model_get_n_items (model);

  ld->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      const char *names[2] = { drive_in_card_get_name (card), drive_in_card_get_original_name (card) };

      if (!release_allowed (ld, drive_in_card_get_release (card)))
        continue;
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *key = NULL;
          GPtrArray *list;

          if (names[k] == NULL || (k == 1 && g_strcmp0 (names[0], names[1]) == 0))
            continue;
          key = g_utf8_casefold (names[k], -1);
          list = g_hash_table_lookup (ld->names, key);
          if (list == NULL)
            {
              list = g_ptr_array_new_with_free_func (g_object_unref);
              g_hash_table_insert (ld->names, g_strdup (key), list);
            }
          if (!g_ptr_array_find (list, card, NULL))
            g_ptr_array_add (list, g_object_ref (card));
        }
    }
}

/* A card reference: an inline card (name or id), a catalog id, or a unique catalog name. */
static gboolean
resolve_card (GrosScenarioLoader *ld,
              guint               line,
              const char         *ref,
              guint              *out_def)
{
  g_autofree char *key = g_utf8_casefold (ref, -1);
  gpointer value;
  DriveInCard *card = NULL;

  if ((value = g_hash_table_lookup (ld->defines, key)) != NULL
      || (value = g_hash_table_lookup (ld->defines, ref)) != NULL)
    {
      *out_def = GPOINTER_TO_UINT (value) - 1;
      return TRUE;
    }

  if (strchr (ref, ':') != NULL)
    {
      card = drive_in_catalog_lookup (get_catalog (ld), ref);
      if (card != NULL && !release_allowed (ld, drive_in_card_get_release (card)))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line,
                                   "card %s is from a release this scenario does not use "
                                   "(releases = ...)", ref);
    }
  if (card == NULL)
    {
      GPtrArray *list;

      if (ld->names == NULL)
        index_names (ld);
      list = g_hash_table_lookup (ld->names, key);
      if (list == NULL || list->len == 0)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_NOT_FOUND, line,
                                   "no card is called “%s” (use an id such as drive-in:01-05, a "
                                   "card name in double quotes, or a [card] defined in the file)",
                                   ref);
      if (list->len > 1)
        {
          g_autoptr(GString) ids = g_string_new (NULL);

          for (guint i = 0; i < list->len; i++)
            g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                    drive_in_card_get_id (g_ptr_array_index (list, i)));
          return gros_scenario_fail (ld, DRIVE_IN_ERROR_AMBIGUOUS, line,
                                     "“%s” names %u cards (%s): use an id",
                                     ref, list->len, ids->str);
        }
      card = g_ptr_array_index (list, 0);
    }
  *out_def = gros_card_db_add_card (ld->db, card);
  return TRUE;
}

static gboolean
build_game (GrosScenarioLoader *ld,
            guint               line)
{
  if (ld->game_built)
    return TRUE;
  if (ld->params.hand_limit == 0)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line, "hand-limit must be at least 1");
  gros_position_init (ld->game, ld->db, ld->n_seats, &ld->params, ld->seed);
  ld->game_built = TRUE;
  return TRUE;
}

/* One card: [@label] REF [xN] [flag...] [owner=N]. @host_out gets the new instance. */
static gboolean
add_card_words (GrosScenarioLoader *ld,
                guint               line,
                GPtrArray          *words,
                GrosZoneKind        kind,
                guint               seat,
                int                 host,
                int                *out_card)
{
  GrosGame *g = ld->game;
  const char *label = NULL, *ref = NULL;
  guint flags = 0, owner = seat, def = 0, i = 0;
  int repeat = 1;

  if (words->len > 0 && ((char *) g_ptr_array_index (words, 0))[0] == '@')
    label = g_ptr_array_index (words, i++);
  if (i >= words->len)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                               "a card is missing after the label %s", label);
  ref = g_ptr_array_index (words, i++);

  for (; i < words->len; i++)
    {
      const char *w = g_ptr_array_index (words, i);
      gboolean known = FALSE;

      if (w[0] == 'x' && g_ascii_isdigit (w[1]))
        {
          if (!gros_scenario_parse_int (w + 1, 1, GROS_SCENARIO_MAX_REPEAT, &repeat))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line, "“%s” is not a card count", w);
          continue;
        }
      if (g_str_has_prefix (w, "owner="))
        {
          if (!gros_scenario_parse_seat_ref (ld, line, w + 6, FALSE, &owner))
            return FALSE;
          continue;
        }
      for (guint k = 0; k < gros_scenario_n_flags; k++)
        if (g_ascii_strcasecmp (w, gros_scenario_flags[k].name) == 0
            && gros_scenario_flags[k].flag != GROS_CARD_SPENT
            && gros_scenario_flags[k].flag != GROS_CARD_USED)
          {
            flags |= gros_scenario_flags[k].flag;
            known = TRUE;
          }
      if (!known)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                   "“%s” is not a card state (tipped, ko, face-down, banked, "
                                   "revealed, new), "
                                   "a count (x3) or owner=N; names with spaces need double "
                                   "quotes", w);
    }

  if (label != NULL && repeat > 1)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line, "a labelled card cannot be repeated");
  if (label != NULL)
    {
      const char *p;

      if (label[1] == '\0')
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line, "a label needs a name after '@'");
      for (p = label + 1; *p != '\0'; p++)
        if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
          return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, line,
                                     "label %s: use letters, digits, '-' and '_' only", label);
      if (game_scenario_lookup_label (ld->scenario, label + 1) != GAME_NO_CARD)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line, "label %s is used twice", label);
    }
  if (kind != GROS_ZONE_MOVIE && (flags & ~GROS_CARD_REVEALED) != 0)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line,
                               "only a card in a Movie can be tipped, Knocked Out, face down, "
                               "banked or new");
  if (kind != GROS_ZONE_MOVIE && owner != seat)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line, "owner= is for cards in a Movie");
  if (seat == GROS_SHARED_SEAT)
    owner = GROS_SHARED_SEAT;
  else if (ld->params.shared_deck && kind != GROS_ZONE_MOVIE && kind != GROS_ZONE_HAND
           && kind != GROS_ZONE_REMOVED)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line,
                               "with a shared deck, decks and graveyards are in the [shared deck] "
                               "and "
                               "[shared graveyard] sections");
  else if (ld->params.shared_deck)
    owner = GROS_SHARED_SEAT;

  if (!resolve_card (ld, line, ref, &def))
    return FALSE;
  if ((flags & GROS_CARD_BANKED)
      && (gros_card_db_get (ld->db, def)->type != GROS_CARD_TYPE_PLOT_TWIST
          || (flags & GROS_CARD_FACE_DOWN)))
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line,
                               "only a face-up Plot Twist can be banked");

  for (int r = 0; r < repeat; r++)
    {
      /* Decks and graveyards are written top first: each card goes under the ones before. */
      gboolean bottom = kind == GROS_ZONE_DECK || kind == GROS_ZONE_GRAVEYARD;
      int card;

      if (g->n_cards >= GROS_MAX_CARDS)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line,
                                   "a game holds at most %d cards", GROS_MAX_CARDS);
      card = gros_position_add_card (g, def, owner, kind, seat, host,
                                     flags | (bottom ? GROS_POSITION_BOTTOM : 0));
      if (card == GROS_NO_CARD)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, line, "the card cannot be added");
      *out_card = card;
    }
  if (label != NULL)
    {
    game_scenario_set_label (ld->scenario, label + 1, *out_card);
    }
  return TRUE;
}

static gboolean
add_card_list (GrosScenarioLoader *ld,
               guint               line,
               const char         *value,
               GrosZoneKind        kind,
               guint               seat)
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
zone_section (GrosScenarioLoader *ld,
              Section            *sec,
              GrosZoneKind        kind,
              guint               seat)
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
      words = gros_scenario_tokenize (l->text, FALSE, &local);
      if (words == NULL)
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "%s", local->message);

      while (depth > 0 && indents[depth - 1] >= l->indent)
        depth--;
      if (depth > 0)
        {
          if (kind != GROS_ZONE_MOVIE)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line,
                                       "only cards in a Movie are attached (indented) to others");
          host = cards[depth - 1];
        }
      if (!add_card_words (ld, l->line, words, kind, seat, host, &card))
        return FALSE;
      if (depth >= G_N_ELEMENTS (cards))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                   "attachments are nested too deep");
      indents[depth] = l->indent;
      cards[depth] = card;
      depth++;
    }
  return TRUE;
}

static gboolean
seat_section (GrosScenarioLoader *ld,
              Section            *sec,
              guint               seat)
{
  GrosGame *g = ld->game;
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

      if (gros_scenario_zone_from_string (key, &kind))
        {
          if (!add_card_list (ld, l->line, value, kind, seat))
            return FALSE;
        }
      else if (g_str_equal (key, "popcorn") || g_str_equal (key, "banked")
               || g_str_equal (key, "turns") || g_str_equal (key, "twists-banked"))
        {
          if (!gros_scenario_parse_int (value, g_str_equal (key, "banked") ? -999 : 0,
                          g_str_equal (key, "turns") || g_str_equal (key, "twists-banked")
                          ? 255 : 999, &n))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                       "%s: “%s” is not a number", key, value);
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
                    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line,
                                               "title-cards: one card per item (names in double "
                                               "quotes)");
                  if (!resolve_card (ld, l->line, g_ptr_array_index (item, 0), &def))
                    return FALSE;
                  word = gros_card_db_get (ld->db, def)->title_word;
                  if (word == 0)
                    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                               "%s has no Title word",
                                               (char *) g_ptr_array_index (item, 0));
                }
              else
                {
                  g_autofree char *joined = NULL;

                  g_ptr_array_add (item, NULL);
                  joined = g_strjoinv (" ", (char **) item->pdata);
                  g_ptr_array_remove_index (item, item->len - 1);
                  word = gros_card_db_intern_word (ld->db, joined);
                }
              if (n_words >= GROS_MAX_TITLE_WORDS)
                return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, l->line,
                                           "a Title has at most %d words",
                                           GROS_MAX_TITLE_WORDS);
              words[n_words++] = word;
            }
        }
      else
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, l->line, "[seat] has no key “%s”", key);
    }
  if (title_set)
    gros_position_set_title (g, seat, words, n_words);
  return TRUE;
}

static void
on_setup_event (const GrosGame  *game,
                const GrosEvent *event,
                gpointer         user_data)
{
  game_scenario_log_event (user_data, game, event);
}

static void
loader_clear (GrosScenarioLoader *ld)
{
  g_clear_object (&ld->catalog);
  g_clear_pointer (&ld->defines, g_hash_table_unref);
  g_clear_pointer (&ld->names, g_hash_table_unref);
  g_clear_pointer (&ld->releases, g_strfreev);
}

/* What the shared reader has read already ([game] has no argument, no section twice, the
 * number of seats and the seed) it refuses with its own words before this runs. */
static gboolean
build (GrosScenarioLoader *ld,
       GPtrArray          *sections)
{
  g_autoptr(GError) local = NULL;
  gboolean have_game = FALSE;

  if (!check_repeats (ld, sections))
    return FALSE;

  /* Settings and card definitions first, so that a seat may come before them. */
  for (guint i = 0; i < sections->len; i++)
    {
      Section *sec = g_ptr_array_index (sections, i);

      if (g_str_equal (sec->name, "game"))
        {
          if (sec->args[0] != '\0')
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line, "[game] takes no argument");
          have_game = TRUE;
          for (guint k = 0; k < sec->lines->len; k++)
            {
              Line *l = g_ptr_array_index (sec->lines, k);
              g_autofree char *key = NULL, *value = NULL;

              if (l->text[0] == '\0')
                continue;
              if (!split_key (ld, l, &key, &value) || !game_key (ld, l, key, value))
                return FALSE;
            }
        }
      else if (g_str_equal (sec->name, "card"))
        {
          if (!define_card (ld, sec))
            return FALSE;
        }
      else if (!g_str_equal (sec->name, "seat") && !g_str_equal (sec->name, "shared")
               && !g_str_equal (sec->name, "actions") && !g_str_equal (sec->name, "expect"))
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line,
                                   "[%s] is not a section: use [game], [card NAME], [seat N], "
                                   "[seat N ZONE], "
                                   "[shared ZONE], [actions] or [expect]", sec->name);
    }
  if (!have_game)
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, 0, "the file has no [game] section");
  if (!build_game (ld, 0))
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
          if (!ld->params.shared_deck)
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, sec->line,
                                       "[shared ...] needs shared-deck = yes in [game]");
          if (g_strv_length (args) != 1 || !gros_scenario_zone_from_string (args[0], &kind)
              || (kind != GROS_ZONE_DECK && kind != GROS_ZONE_GRAVEYARD))
            return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line,
                                       "expected [shared deck] or [shared graveyard]");
          if (!zone_section (ld, sec, kind, GROS_SHARED_SEAT))
            return FALSE;
          continue;
        }
      if (args[0] == NULL || args[0][0] == '\0')
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line,
                                   "[seat] needs a seat number: [seat 1]");
      if (!gros_scenario_parse_seat_ref (ld, sec->line, args[0], FALSE, &seat))
        return FALSE;
      if (args[1] == NULL)
        {
          if (!seat_section (ld, sec, seat))
            return FALSE;
        }
      else if (args[2] == NULL && gros_scenario_zone_from_string (args[1], &kind))
        {
          if (!zone_section (ld, sec, kind, seat))
            return FALSE;
        }
      else
        return gros_scenario_fail (ld, DRIVE_IN_ERROR_PARSE, sec->line,
                                   "expected [seat N] or [seat N ZONE] with ZONE one of deck, "
                                   "hand, movie, "
                                   "graveyard, removed");
    }

  /* Whose turn: defaults follow from the step. */
  {
    gboolean setup = ld->step == GROS_PHASE_SETUP_CAST;
    int first = ld->first >= 0 ? ld->first : 0;
    int active = ld->active >= 0 ? ld->active : first;
    int round = ld->round >= 0 ? ld->round : setup ? 1 : 2;
    int turn = ld->turn >= 0 ? ld->turn : setup ? 0 : (round - 1) * (int) ld->n_seats + 1
                                                    + (active - first + (int) ld->n_seats)
                                                      % (int) ld->n_seats;

    if ((guint) first >= ld->n_seats || (guint) active >= ld->n_seats)
      return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, 0,
                                 "active and first must be seats of the game");
    gros_position_set_first_seat (ld->game, first);
    gros_position_set_turn (ld->game, active, round, turn, ld->step);
  }

  if (!gros_position_finish (ld->game, on_setup_event, ld->scenario, &local))
    return gros_scenario_fail (ld, DRIVE_IN_ERROR_INVALID, 0, "%s", local->message);

  return gros_scenario_check_steps (ld);
}

static gboolean
hook_build (GameScenario  *scenario,
            gpointer       state,
            GError       **error)
{
  GrosScenarioLoader ld = { 0 };
  g_autoptr(GPtrArray) sections = read_sections (scenario);
  const char *seed = game_scenario_get_game_value (scenario, "seed");
  gboolean ok;

  ld.scenario = scenario;
  ld.error = error;
  ld.game = state;
  ld.db = game_scenario_get_db (scenario);
  if (game_scenario_get_catalog (scenario) != NULL)
    ld.catalog = g_object_ref (game_scenario_get_catalog (scenario));
  ld.defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ld.n_seats = game_scenario_get_n_seats (scenario);
  /* GROS files without a seed have always played seed 0 (the shared default is 1). */
  ld.seed = seed != NULL ? game_scenario_get_seed (scenario) : 0;
  ld.active = ld.first = ld.round = ld.turn = -1;
  ld.step = GROS_PHASE_PLAY;
  gros_rules_params_init_feature_film (&ld.params);

  ok = build (&ld, sections);
  loader_clear (&ld);
  return ok;
}

/* Hidden cards by their place ("hand2.1"), the extra card too, as GROS logs have read. */
static char *
hook_action_to_string_for (gconstpointer     state,
                           const GameAction *action,
                           int               viewer)
{
  return gros_action_to_string_for (state, action, viewer);
}

const GameScenarioHooks gros_scenario_hooks = {
  .build = hook_build,
  .expect = gros_scenario_expect,
  /* "winner 1 2", "deciding 2" and "legal ..." had GROS's meaning before the shared words. */
  .expect_all = TRUE,
  .action_to_string_for = hook_action_to_string_for,
};
