/* game-scenario.c: scenario files of any game: an exact position, the actions played from it,
 * and what should be true afterwards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "game-scenario.h"
#include "drive-in-error.h"
#include "drive-in-game-info.h"

/* An action line of [actions], or an expectation. */
typedef struct
{
  guint    line;
  char    *text;
  gboolean is_expectation;
} Step;

/* A log entry keeps every viewer's text, made when it happened (the set-up happens while the
 * file is read, before anyone says who looks); the public fields show the run's viewer's. */
#define N_VIEWS            (GAME_MAX_SEATS + 2)
#define VIEW_INDEX(viewer) ((viewer) + 2)

typedef struct
{
  GameScenarioLogEntry entry;
  char                *texts[N_VIEWS];
  char                *actions[N_VIEWS];
} LogEntry;

struct _GameScenario
{
  GObject                  parent_instance;

  const GameRules         *rules;
  const GameScenarioHooks *hooks;
  char                    *filename;
  DriveInCatalog             *catalog;
  gpointer                 db;
  gpointer                 state;

  GPtrArray               *sections;   /* of GameScenarioSection */
  GameScenarioSection     *game;       /* the [game] section */
  guint                    n_seats;
  guint64                  seed;
  GArray                  *steps;      /* of Step */
  guint                    n_actions;
  guint                    n_applied;
  GHashTable              *labels;     /* label without '@' -> instance + 1 */
  GPtrArray               *file_cards; /* of DriveInCard: [card NAME] sections */
  GPtrArray               *entries;    /* of LogEntry: everything logged */
  GPtrArray               *log;        /* of GameScenarioLogEntry: what the viewer is told */
  GPtrArray               *checks;     /* of GameScenarioCheck */
  int                      viewer;
  guint                    current_line;
  gboolean                 ran;
};

G_DEFINE_FINAL_TYPE (GameScenario, game_scenario, G_TYPE_OBJECT)

static void
entry_free (gpointer data)
{
  GameScenarioEntry *entry = data;

  g_free (entry->key);
  g_free (entry->value);
  g_free (entry->text);
  g_free (entry);
}

static void
section_free (gpointer data)
{
  GameScenarioSection *section = data;

  g_free (section->name);
  g_free (section->arg);
  g_ptr_array_unref (section->entries);
  g_free (section);
}

static void
log_entry_free (gpointer data)
{
  LogEntry *entry = data;

  for (guint v = 0; v < N_VIEWS; v++)
    {
      g_free (entry->texts[v]);
      g_free (entry->actions[v]);
    }
  g_free (entry);
}

static void
check_free (gpointer data)
{
  GameScenarioCheck *check = data;

  g_free (check->text);
  g_free (check->actual);
  g_free (check);
}

static void
step_clear (gpointer data)
{
  g_free (((Step *) data)->text);
}

static void
game_scenario_finalize (GObject *object)
{
  GameScenario *self = GAME_SCENARIO (object);

  g_free (self->filename);
  g_clear_object (&self->catalog);
  if (self->db != NULL)
    self->rules->cards.db_unref (self->db);
  g_free (self->state);
  g_ptr_array_unref (self->sections);
  g_array_unref (self->steps);
  g_hash_table_unref (self->labels);
  g_ptr_array_unref (self->file_cards);
  g_ptr_array_unref (self->log);
  g_ptr_array_unref (self->entries);
  g_ptr_array_unref (self->checks);

  G_OBJECT_CLASS (game_scenario_parent_class)->finalize (object);
}

static void
game_scenario_class_init (GameScenarioClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = game_scenario_finalize;
}

static void
game_scenario_init (GameScenario *self)
{
  self->sections = g_ptr_array_new_with_free_func (section_free);
  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));
  g_array_set_clear_func (self->steps, step_clear);
  self->labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->file_cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->entries = g_ptr_array_new_with_free_func (log_entry_free);
  self->log = g_ptr_array_new ();
  self->checks = g_ptr_array_new_with_free_func (check_free);
  self->viewer = GAME_VIEWER_ALL;
}

void
game_scenario_error (GameScenario *self,
                     guint         line,
                     GError      **error,
                     const char   *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s:%u: %s", self->filename, line,
                 message);
  else
    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: %s", self->filename, message);
}

/* Reading the file */

/* "# comment" at the start of a line or after a space, outside double quotes, ends the
 * line's content ("Card #2" in quotes is a name). */
static char *
strip_comment (const char *line)
{
  gboolean quoted = FALSE;
  const char *p;

  for (p = line; *p != '\0'; p++)
    {
      if (*p == '\\' && quoted && p[1] != '\0')
        p++;
      else if (*p == '"')
        quoted = !quoted;
      else if (*p == '#' && !quoted && (p == line || g_ascii_isspace (p[-1])))
        break;
    }
  return g_strstrip (g_strndup (line, p - line));
}

static guint
indent_of (const char *line)
{
  guint n = 0;

  for (; *line == ' ' || *line == '\t'; line++)
    n = *line == '\t' ? (n / 8 + 1) * 8 : n + 1;
  return n;
}

static gboolean
parse_sections (GPtrArray   *sections,
                const char  *data,
                gsize        length,
                const char  *filename,
                GError     **error)
{
  g_auto(GStrv) lines = NULL;
  g_autofree char *text = NULL;
  GameScenarioSection *current = NULL;

  if (length == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                   "%s: the file is empty: start it with [game]", filename);
      return FALSE;
    }
  if (length > GAME_SCENARIO_FILE_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "%s: the file is larger than 4 MiB", filename);
      return FALSE;
    }
  if (memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: the file is not text", filename);
      return FALSE;
    }
  {
    const char *end;

    if (!g_utf8_validate_len (data, length, &end))
      {
        guint line = 1;

        /* The line of the first bad byte, for an editor to go to. */
        for (const char *p = data; p < end; p++)
          line += *p == '\n';
        g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                     "%s:%u: the file is not text: the line is not valid UTF-8", filename, line);
        return FALSE;
      }
  }

  text = g_strndup (data, length);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = strip_comment (lines[i]);
      GameScenarioEntry *entry;
      char *eq;

      if (*line == '\0')
        continue;
      if (line[0] == '[')
        {
          char *end = strchr (line, ']');
          char *space;

          if (end == NULL || end[1] != '\0')
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s:%u: \"[\" without \"]\"",
                           filename, i + 1);
              return FALSE;
            }
          *end = '\0';
          current = g_new0 (GameScenarioSection, 1);
          current->line = i + 1;
          current->entries = g_ptr_array_new_with_free_func (entry_free);
          g_strstrip (line + 1);
          space = strpbrk (line + 1, " \t");
          if (space != NULL)
            {
              *space = '\0';
              current->arg = g_strstrip (g_strdup (space + 1));
            }
          current->name = g_ascii_strdown (line + 1, -1);
          g_ptr_array_add (sections, current);
          continue;
        }
      if (current == NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                       "%s:%u: a line before the first section: start the file with [game]",
                       filename, i + 1);
          return FALSE;
        }
      entry = g_new0 (GameScenarioEntry, 1);
      entry->line = i + 1;
      entry->text = g_strdup (line);
      entry->indent = indent_of (lines[i]);
      eq = strchr (line, '=');
      /* Actions and expectations hold "=" ("seat=1"): they are kept whole. */
      if (eq != NULL && !g_str_equal (current->name, "actions")
          && !g_str_equal (current->name, "expect"))
        {
          *eq = '\0';
          entry->key = g_ascii_strdown (g_strstrip (line), -1);
          entry->value = g_strstrip (g_strdup (eq + 1));
        }
      else
        entry->value = g_strdup (line);
      g_ptr_array_add (current->entries, entry);
    }
  return TRUE;
}

static const char *
section_value (GameScenarioSection *section,
               const char          *key,
               guint               *out_line)
{
  for (guint i = 0; section != NULL && i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);

      if (entry->key != NULL && g_str_equal (entry->key, key))
        {
          if (out_line != NULL)
            *out_line = entry->line;
          return entry->value;
        }
    }
  return NULL;
}

static GameScenarioSection *
find_section (GPtrArray  *sections,
              const char *name)
{
  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);

      if (g_str_equal (section->name, name))
        return section;
    }
  return NULL;
}

char *
game_scenario_peek_game (const char  *data,
                         gssize       length,
                         const char  *filename,
                         GError     **error)
{
  g_autoptr(GPtrArray) sections = g_ptr_array_new_with_free_func (section_free);
  const char *game;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length < 0)
    length = strlen (data);
  if (!parse_sections (sections, data, length, filename != NULL ? filename : "scenario", error))
    return NULL;
  game = section_value (find_section (sections, "game"), "game", NULL);
  return g_strdup (game != NULL ? game : drive_in_game_info_get_unnamed_default ());
}

/* One section of each name and argument, one value of each [game] key: the game reads the
 * first it finds, so a second [expect] (or "seats" line) would be dropped without a word. */
static gboolean
check_repeats (GameScenario  *self,
               GError       **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < self->sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (self->sections, i);
      g_autofree char *full = section->arg != NULL
                              ? g_strconcat (section->name, " ", section->arg, NULL)
                              : g_strdup (section->name);
      guint first;

      if (section->arg != NULL
          && (g_str_equal (section->name, "game") || g_str_equal (section->name, "actions")
              || g_str_equal (section->name, "expect")))
        {
          game_scenario_error (self, section->line, error, "[%s] takes no argument",
                               section->name);
          return FALSE;
        }
      first = GPOINTER_TO_UINT (g_hash_table_lookup (seen, full));
      if (first != 0)
        {
          game_scenario_error (self, section->line, error,
                               "[%s] again (the first is at line %u): a file has one of each",
                               full, first);
          return FALSE;
        }
      g_hash_table_insert (seen, g_steal_pointer (&full), GUINT_TO_POINTER (section->line));
    }

  g_hash_table_remove_all (seen);
  for (guint i = 0; i < self->game->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (self->game->entries, i);
      guint first;

      if (entry->key == NULL)
        continue;
      first = GPOINTER_TO_UINT (g_hash_table_lookup (seen, entry->key));
      if (first != 0)
        {
          game_scenario_error (self, entry->line, error,
                               "[game]: “%s” again (the first is at line %u)", entry->key, first);
          return FALSE;
        }
      g_hash_table_insert (seen, g_strdup (entry->key), GUINT_TO_POINTER (entry->line));
    }
  return TRUE;
}

static void
add_steps (GameScenario        *self,
           GameScenarioSection *section,
           gboolean             all_expectations)
{
  for (guint i = 0; section != NULL && i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);
      Step step = { entry->line, NULL, all_expectations };
      const char *text = entry->value;

      /* "expect" and a blank, as a word of its own. */
      if (g_str_has_prefix (text, "expect") && g_ascii_isspace (text[strlen ("expect")]))
        {
          step.is_expectation = TRUE;
          text += strlen ("expect");
        }
      step.text = g_strstrip (g_strdup (text));
      if (!step.is_expectation)
        self->n_actions++;
      g_array_append_val (self->steps, step);
    }
}

GameScenario *
game_scenario_new_from_data (const char   *data,
                             gssize        length,
                             const char   *filename,
                             DriveInCatalog  *catalog,
                             GError      **error)
{
  g_autoptr(GameScenario) self = NULL;
  const char *game, *value;
  guint line = 0;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);

  self = g_object_new (GAME_TYPE_SCENARIO, NULL);
  self->filename = g_strdup (filename != NULL ? filename : "scenario");
  if (length < 0)
    length = strlen (data);
  if (!parse_sections (self->sections, data, length, self->filename, error))
    return NULL;

  self->game = find_section (self->sections, "game");
  if (self->game == NULL)
    {
      game_scenario_error (self, 0, error, "the file has no [game] section");
      return NULL;
    }
  if (!check_repeats (self, error))
    return NULL;
  game = section_value (self->game, "game", &line);
  if (game == NULL)
    game = drive_in_game_info_get_unnamed_default ();
  self->rules = game_rules_lookup (game);
  self->hooks = game_scenario_hooks_lookup (game);
  if (self->rules == NULL || self->hooks == NULL)
    {
      game_scenario_error (self, line, error, "game: “%s” has no scenario support here", game);
      return NULL;
    }

  value = section_value (self->game, "seats", &line);
  self->n_seats = self->rules->min_seats;
  if (value != NULL)
    {
      guint64 seats;

      if (!g_ascii_string_to_unsigned (value, 10, self->rules->min_seats,
                                       self->rules->max_seats, &seats, NULL))
        {
          game_scenario_error (self, line, error, "seats: this game has %u to %u seats, not “%s”",
                               self->rules->min_seats, self->rules->max_seats, value);
          return NULL;
        }
      self->n_seats = seats;
    }
  value = section_value (self->game, "seed", &line);
  self->seed = 1;
  if (value != NULL && !g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &self->seed, NULL))
    {
      game_scenario_error (self, line, error, "seed: “%s” is not a number", value);
      return NULL;
    }

  add_steps (self, find_section (self->sections, "actions"), FALSE);
  add_steps (self, find_section (self->sections, "expect"), TRUE);
  if (catalog != NULL)
    self->catalog = g_object_ref (catalog);
  self->db = self->rules->cards.db_new ();
  self->state = game_state_new (self->rules);

  if (!self->hooks->build (self, self->state, error))
    return NULL;
  {
    g_autofree char *message = NULL;

    if (!self->rules->play.check_invariants (self->state, &message))
      {
        game_scenario_error (self, 0, error, "the position is not valid: %s", message);
        return NULL;
      }
  }
  return g_steal_pointer (&self);
}

GameScenario *
game_scenario_new_from_file (GFile        *file,
                             DriveInCatalog  *catalog,
                             GError      **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            &local_error);
  if (info != NULL && g_file_info_get_size (info) > GAME_SCENARIO_FILE_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: the file is larger than 4 MiB",
                   name);
      return NULL;
    }
  if (info == NULL || !g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  return game_scenario_new_from_data (contents, length, name, catalog, error);
}

/* Running */

/* The log as @viewer reads it: events the game does not tell that viewer leave no line. */
static void
show_viewer (GameScenario *self,
             int           viewer)
{
  self->viewer = viewer;
  g_ptr_array_set_size (self->log, 0);
  for (guint i = 0; i < self->entries->len; i++)
    {
      LogEntry *entry = g_ptr_array_index (self->entries, i);

      entry->entry.text = entry->texts[VIEW_INDEX (viewer)];
      entry->entry.action = entry->actions[VIEW_INDEX (viewer)];
      if (entry->entry.text != NULL)
        g_ptr_array_add (self->log, &entry->entry);
    }
}

static void
log_event (gconstpointer    state,
           const GameEvent *event,
           gpointer         user_data)
{
  GameScenario *self = user_data;
  LogEntry *entry = g_new0 (LogEntry, 1);

  entry->entry.line = self->current_line;
  for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) self->n_seats; viewer++)
    entry->texts[VIEW_INDEX (viewer)] = self->rules->text.describe_event (state, event, viewer);
  g_ptr_array_add (self->entries, entry);
  entry->entry.text = entry->texts[VIEW_INDEX (self->viewer)];
  if (entry->entry.text != NULL)
    g_ptr_array_add (self->log, &entry->entry);
}

void
game_scenario_log_event (GameScenario    *self,
                         gconstpointer    state,
                         const GameEvent *event)
{
  g_return_if_fail (GAME_IS_SCENARIO (self));
  g_return_if_fail (state != NULL && event != NULL);

  self->current_line = 0;
  log_event (state, event, self);
}

/* @text with every "@label" replaced by the instance it names. */
static char *
resolve_labels (GameScenario  *self,
                const char    *text,
                guint          line,
                GError       **error)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; )
    {
      if (*p == '@')
        {
          const char *end = p + 1;
          g_autofree char *label = NULL;
          int card;

          while (g_ascii_isalnum (*end) || *end == '-' || *end == '_')
            end++;
          label = g_strndup (p + 1, end - p - 1);
          card = game_scenario_lookup_label (self, label);
          if (card == GAME_NO_CARD)
            {
              game_scenario_error (self, line, error, "no card is labelled “@%s”", label);
              g_string_free (out, TRUE);
              return NULL;
            }
          g_string_append_printf (out, "%d", card);
          p = end;
        }
      else
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

static gboolean
parse_seat (const char *text,
            guint       n_seats,
            guint      *out_seat)
{
  guint64 seat;

  if (!g_ascii_string_to_unsigned (text, 10, 1, n_seats, &seat, NULL))
    return FALSE;
  *out_seat = seat - 1;
  return TRUE;
}

/* The checks every game shares: "over", "not over", "winner N[,M]", "winner none",
 * "deciding N", "legal ACTION", "illegal ACTION". FALSE when @text is none of them. */
static gboolean
check_shared (GameScenario  *self,
              const char    *text,
              guint          line,
              gboolean      *handled,
              gboolean      *passed,
              char         **actual,
              GError       **error)
{
  const GameRules *rules = self->rules;
  gconstpointer state = self->state;

  *handled = TRUE;
  if (g_str_equal (text, "over") || g_str_equal (text, "not over"))
    {
      gboolean want = g_str_equal (text, "over");

      *passed = rules->play.is_over (state) == want;
      if (!*passed)
        *actual = g_strdup (want ? "the game goes on" : "the game is over");
      return TRUE;
    }
  if (g_str_has_prefix (text, "winner "))
    {
      g_auto(GStrv) seats = g_strsplit (text + strlen ("winner "), ",", -1);
      GameResult result;
      guint want = 0;

      for (guint i = 0; seats[i] != NULL; i++)
        {
          guint seat;

          g_strstrip (seats[i]);
          if (g_str_equal (seats[i], "none"))
            continue;
          if (!parse_seat (seats[i], self->n_seats, &seat))
            {
              game_scenario_error (self, line, error, "“%s” is not a seat", seats[i]);
              return FALSE;
            }
          want |= 1u << seat;
        }
      if (!rules->play.is_over (state))
        {
          *passed = FALSE;
          *actual = g_strdup ("the game is not over");
          return TRUE;
        }
      rules->play.result (state, &result);
      *passed = result.winners == want;
      if (!*passed)
        *actual = rules->text.describe_result (state);
      return TRUE;
    }
  if (g_str_has_prefix (text, "deciding "))
    {
      guint seat;

      if (!parse_seat (text + strlen ("deciding "), self->n_seats, &seat))
        {
          game_scenario_error (self, line, error, "“%s” is not a seat", text + strlen ("deciding "));
          return FALSE;
        }
      *passed = !rules->play.is_over (state) && rules->play.deciding_seat (state) == seat;
      if (!*passed)
        *actual = g_strdup_printf ("seat %u decides", rules->play.deciding_seat (state) + 1);
      return TRUE;
    }
  if (g_str_has_prefix (text, "legal ") || g_str_has_prefix (text, "illegal "))
    {
      gboolean want_legal = g_str_has_prefix (text, "legal ");
      g_autofree char *resolved = NULL;
      g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
      g_autoptr(GError) local_error = NULL;
      GameAction action;
      gboolean found = FALSE;
      guint n;

      resolved = resolve_labels (self, strchr (text, ' ') + 1, line, error);
      if (resolved == NULL)
        return FALSE;
      if (!rules->text.action_parse (resolved, &action, &local_error))
        {
          game_scenario_error (self, line, error, "%s", local_error->message);
          return FALSE;
        }
      n = rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
      for (guint i = 0; i < n && !found; i++)
        found = rules->play.action_equal (&legal[i], &action);
      *passed = found == want_legal;
      if (!*passed)
        *actual = g_strdup (found ? "it is legal" : "it is not legal");
      return TRUE;
    }
  *handled = FALSE;
  return TRUE;
}

static gboolean
check (GameScenario  *self,
       const Step    *step,
       GError       **error)
{
  GameScenarioCheck *result = g_new0 (GameScenarioCheck, 1);
  gboolean handled;

  result->line = step->line;
  result->text = g_strdup (step->text);
  g_ptr_array_add (self->checks, result);
  handled = FALSE;
  if (!self->hooks->expect_all
      && !check_shared (self, step->text, step->line, &handled, &result->passed,
                        &result->actual, error))
    return FALSE;
  if (!handled)
    {
      g_autoptr(GError) local_error = NULL;

      if (!self->hooks->expect (self, self->state, step->text, &result->passed, &result->actual,
                                &local_error))
        {
          if (local_error != NULL && strstr (local_error->message, self->filename) == NULL)
            game_scenario_error (self, step->line, error, "%s", local_error->message);
          else
            g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
    }
  result->checked = TRUE;
  return TRUE;
}

static gboolean
apply_step (GameScenario  *self,
            const Step    *step,
            GError       **error)
{
  const GameRules *rules = self->rules;
  g_autofree char *resolved = NULL;
  g_autofree gpointer trial = NULL;
  g_autoptr(GError) local_error = NULL;
  LogEntry *entry;
  GameAction action;

  resolved = resolve_labels (self, step->text, step->line, error);
  if (resolved == NULL)
    return FALSE;
  if (!rules->text.action_parse (resolved, &action, &local_error))
    {
      game_scenario_error (self, step->line, error, "%s", local_error->message);
      return FALSE;
    }

  /* Only a legal action is described (its card numbers are then the game's): it is tried on
   * a copy first, which also gives the game's reason when it is not. */
  if (rules->play.is_over (self->state))
    {
      game_scenario_error (self, step->line, error, "“%s” cannot be played: the game is over",
                           step->text);
      return FALSE;
    }
  trial = game_state_new (rules);
  game_state_copy (rules, trial, self->state);
  if (!rules->play.apply (trial, &action, NULL, NULL, &local_error))
    {
      game_scenario_error (self, step->line, error, "“%s” is not legal: %s",
                           step->text, local_error->message);
      return FALSE;
    }

  entry = g_new0 (LogEntry, 1);
  entry->entry.line = step->line;
  /* As each viewer knew the cards when the action was chosen. */
  for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) self->n_seats; viewer++)
    {
      entry->actions[VIEW_INDEX (viewer)]
        = self->hooks->action_to_string_for != NULL
          ? self->hooks->action_to_string_for (self->state, &action, viewer)
          : game_rules_action_to_string_for (rules, self->state, &action, viewer);
      entry->texts[VIEW_INDEX (viewer)] = rules->text.describe_action (self->state, &action,
                                                                       viewer);
      if (entry->texts[VIEW_INDEX (viewer)] == NULL)
        entry->texts[VIEW_INDEX (viewer)] = g_strdup (entry->actions[VIEW_INDEX (viewer)]);
    }
  g_ptr_array_add (self->entries, entry);
  entry->entry.text = entry->texts[VIEW_INDEX (self->viewer)];
  entry->entry.action = entry->actions[VIEW_INDEX (self->viewer)];
  g_ptr_array_add (self->log, &entry->entry);

  self->current_line = step->line;
  if (!rules->play.apply (self->state, &action, log_event, self, &local_error))
    {
      game_scenario_error (self, step->line, error, "“%s” is not legal: %s", step->text,
                           local_error->message);
      return FALSE;
    }
  self->n_applied++;
  {
    g_autofree char *message = NULL;

    if (!rules->play.check_invariants (self->state, &message))
      {
        game_scenario_error (self, step->line, error, "the rules broke an invariant: %s",
                             message);
        return FALSE;
      }
  }
  return TRUE;
}

gboolean
game_scenario_run (GameScenario  *self,
                   int            viewer,
                   GError       **error)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (viewer == GAME_VIEWER_ALL || viewer == GAME_VIEWER_PUBLIC
                        || (viewer >= 0 && (guint) viewer < self->n_seats), FALSE);

  show_viewer (self, viewer);
  if (self->ran)
    return TRUE;
  self->ran = TRUE;
  for (guint i = 0; i < self->steps->len; i++)
    {
      const Step *step = &g_array_index (self->steps, Step, i);

      if (step->is_expectation ? !check (self, step, error) : !apply_step (self, step, error))
        {
          /* The expectations after the stop are listed, unchecked. */
          for (guint k = i + 1; k < self->steps->len; k++)
            {
              const Step *later = &g_array_index (self->steps, Step, k);
              GameScenarioCheck *unchecked;

              if (!later->is_expectation)
                continue;
              unchecked = g_new0 (GameScenarioCheck, 1);
              unchecked->line = later->line;
              unchecked->text = g_strdup (later->text);
              g_ptr_array_add (self->checks, unchecked);
            }
          return FALSE;
        }
    }
  return TRUE;
}

/* Accessors */

const GameRules *
game_scenario_get_rules (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->rules;
}

const char *
game_scenario_get_filename (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->filename;
}

gconstpointer
game_scenario_get_state (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->state;
}

gpointer
game_scenario_get_db (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->db;
}

DriveInCatalog *
game_scenario_get_catalog (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->catalog;
}

guint
game_scenario_get_n_actions (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), 0);
  return self->n_actions;
}

guint
game_scenario_get_n_applied (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), 0);
  return self->n_applied;
}

GPtrArray *
game_scenario_get_log (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->log;
}

GPtrArray *
game_scenario_get_checks (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->checks;
}

guint
game_scenario_get_n_failed (GameScenario *self)
{
  guint n = 0;

  g_return_val_if_fail (GAME_IS_SCENARIO (self), 0);

  for (guint i = 0; i < self->checks->len; i++)
    {
      GameScenarioCheck *check = g_ptr_array_index (self->checks, i);

      n += check->checked && !check->passed;
    }
  return n;
}

GPtrArray *
game_scenario_get_sections (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  return self->sections;
}

const char *
game_scenario_get_game_value (GameScenario *self,
                              const char   *key)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return section_value (self->game, key, NULL);
}

guint
game_scenario_get_n_seats (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), 0);
  return self->n_seats;
}

guint64
game_scenario_get_seed (GameScenario *self)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), 0);
  return self->seed;
}

void
game_scenario_set_label (GameScenario *self,
                         const char   *label,
                         int           card)
{
  g_return_if_fail (GAME_IS_SCENARIO (self));
  g_return_if_fail (label != NULL);
  g_return_if_fail (card >= 0);

  if (*label == '@')
    label++;
  g_hash_table_insert (self->labels, g_strdup (label), GINT_TO_POINTER (card + 1));
}

int
game_scenario_lookup_label (GameScenario *self,
                            const char   *label)
{
  gpointer value;

  g_return_val_if_fail (GAME_IS_SCENARIO (self), GAME_NO_CARD);
  g_return_val_if_fail (label != NULL, GAME_NO_CARD);

  if (*label == '@')
    label++;
  value = g_hash_table_lookup (self->labels, label);
  return value != NULL ? GPOINTER_TO_INT (value) - 1 : GAME_NO_CARD;
}

const char *
game_scenario_get_label (GameScenario *self,
                         int           card)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);

  g_hash_table_iter_init (&iter, self->labels);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_INT (value) - 1 == card)
      return key;
  return NULL;
}

void
game_scenario_add_card (GameScenario *self,
                        DriveInCard     *card)
{
  g_return_if_fail (GAME_IS_SCENARIO (self));
  g_return_if_fail (DRIVE_IN_IS_CARD (card));

  g_ptr_array_add (self->file_cards, g_object_ref (card));
}

static gboolean
name_matches (DriveInCard   *card,
              const char *name)
{
  return g_ascii_strcasecmp (drive_in_card_get_name (card), name) == 0
         || g_ascii_strcasecmp (drive_in_card_get_original_name (card), name) == 0;
}

gboolean
game_scenario_find_card (GameScenario *self,
                         const char   *name,
                         guint         line,
                         guint        *out_index,
                         GError      **error)
{
  DriveInCard *found = NULL;

  g_return_val_if_fail (GAME_IS_SCENARIO (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (out_index != NULL, FALSE);

  /* Cards of the file first, so that a scenario does not change with the library. */
  for (guint i = 0; i < self->file_cards->len && found == NULL; i++)
    if (name_matches (g_ptr_array_index (self->file_cards, i), name))
      found = g_ptr_array_index (self->file_cards, i);

  if (found == NULL && self->catalog != NULL && strchr (name, ':') != NULL)
    {
      found = drive_in_catalog_lookup (self->catalog, name);
      if (found != NULL && drive_in_card_get_game (found) != g_intern_string (self->rules->id))
        {
          game_scenario_error (self, line, error, "“%s” is a card of %s, not of this game",
                               name, drive_in_card_get_game (found));
          return FALSE;
        }
    }

  if (found == NULL && self->catalog != NULL)
    {
      GListModel *cards = G_LIST_MODEL (self->catalog);

      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          if (drive_in_card_get_game (card) != g_intern_string (self->rules->id)
              || !name_matches (card, name))
            continue;
          if (found != NULL && found != card)
            {
              game_scenario_error (self, line, error,
                                   "“%s” names %s and %s: use an id", name,
                                   drive_in_card_get_id (found), drive_in_card_get_id (card));
              return FALSE;
            }
          found = card;
        }
    }

  if (found == NULL)
    {
      game_scenario_error (self, line, error,
                           "no card is called “%s” (use an id such as “sigil:12”, or define "
                           "it in a [card] section)", name);
      return FALSE;
    }
  *out_index = self->rules->cards.db_add_card (self->db, found);
  return TRUE;
}

/* Words and comparisons, for games' hooks */

static GPtrArray *
split (GameScenario  *self,
       guint          line,
       const char    *text,
       gboolean       commas,
       GError       **error)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  while (*p != '\0')
    {
      g_autoptr(GString) word = NULL;

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
          if (*p != '"')
            {
              g_string_append_c (word, *p++);
              continue;
            }
          for (p++; *p != '"'; p++)
            {
              if (*p == '\0')
                {
                  game_scenario_error (self, line, error, "a double quote is not closed");
                  return NULL;
                }
              if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                p++;
              g_string_append_c (word, *p);
            }
          p++;
        }
      g_ptr_array_add (words, g_string_free (g_steal_pointer (&word), FALSE));
    }
  return g_steal_pointer (&words);
}

GPtrArray *
game_scenario_split_words (GameScenario  *self,
                           guint          line,
                           const char    *text,
                           GError       **error)
{
  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  return split (self, line, text, FALSE, error);
}

GPtrArray *
game_scenario_split_items (GameScenario  *self,
                           guint          line,
                           const char    *text,
                           GError       **error)
{
  g_autoptr(GPtrArray) words = NULL;
  g_autoptr(GPtrArray) items = NULL;
  GPtrArray *item = NULL;

  g_return_val_if_fail (GAME_IS_SCENARIO (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  words = split (self, line, text, TRUE, error);
  if (words == NULL)
    return NULL;
  items = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i <= words->len; i++)
    {
      const char *word = i < words->len ? g_ptr_array_index (words, i) : ",";

      if (g_str_equal (word, ","))
        {
          /* "a, , b" and a trailing comma leave an empty item; an empty value is no item. */
          if (item == NULL && (i < words->len || words->len > 0))
            {
              game_scenario_error (self, line, error, "an item of the list is empty");
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
      g_ptr_array_add (item, g_strdup (word));
    }
  return g_steal_pointer (&items);
}

gboolean
game_scenario_compare (const char * const *words,
                       int                 actual,
                       gboolean           *passed,
                       GError            **error)
{
  static const char * const ops[] = { "=", "!=", "<", "<=", ">", ">=" };
  const char *number;
  gint64 want;
  guint op = 0;

  g_return_val_if_fail (words != NULL && passed != NULL, FALSE);

  number = words[0];
  if (number != NULL && words[1] != NULL)
    {
      for (op = 0; op < G_N_ELEMENTS (ops) && !g_str_equal (words[0], ops[op]); op++)
        ;
      number = op < G_N_ELEMENTS (ops) && words[2] == NULL ? words[1] : NULL;
    }
  if (number == NULL
      || !g_ascii_string_to_signed (number, 10, G_MININT, G_MAXINT, &want, NULL))
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           "expected a comparison such as “= 3”, “>= 2” or “3”");
      return FALSE;
    }
  switch (op)
    {
    case 0: *passed = actual == want; break;
    case 1: *passed = actual != want; break;
    case 2: *passed = actual < want; break;
    case 3: *passed = actual <= want; break;
    case 4: *passed = actual > want; break;
    default: *passed = actual >= want; break;
    }
  return TRUE;
}
