/* cli-position.c: any game's position printed as text or JSON for drive-in-cli scenario and
 * replay, as one viewer may see it. The game says what it has to say through its rules;
 * nothing here knows which game it is. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-position.h"
#include "cli-private.h"
#include "drive-in-error.h"
#include "game-scenario.h"

gboolean
cli_position_parse_viewer (const char *text,
                           guint       n_seats,
                           int        *out_viewer,
                           GError    **error)
{
  guint64 seat;

  if (g_ascii_strcasecmp (text, "public") == 0)
    {
      *out_viewer = GAME_VIEWER_PUBLIC;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 1, n_seats, &seat, NULL))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("--viewer takes a seat from 1 to %u, or “public”, not “%s”"), n_seats, text);
      return FALSE;
    }
  *out_viewer = (int) seat - 1;
  return TRUE;
}

gconstpointer
cli_position_viewer_state (const GameRules *rules,
                           gconstpointer    state,
                           int              viewer,
                           gpointer        *out_view)
{
  *out_view = NULL;
  if (viewer == GAME_VIEWER_ALL || rules->views.project_view == NULL)
    return state;
  *out_view = game_state_new (rules);
  rules->views.project_view (state, viewer, *out_view, NULL);
  return *out_view;
}

void
cli_position_print (const GameRules   *rules,
                    gconstpointer      state,
                    int                viewer,
                    GameCardLabelFunc  label_func,
                    gpointer           label_data)
{
  g_autoptr(GString) text = NULL;
  g_autofree gpointer view = NULL;

  if (rules->text.describe_position == NULL)
    return;
  text = g_string_new (NULL);
  rules->text.describe_position (cli_position_viewer_state (rules, state, viewer, &view), viewer,
                                 label_func, label_data, text);
  g_print ("%s", text->str);
}

void
cli_position_print_log (GPtrArray  *log,
                        const char *action_word)
{
  guint last_line = G_MAXUINT;

  g_print (_("Log:\n"));
  for (guint i = 0; i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);

      if (e->action != NULL)
        /* Translators: "line 12: play seat=1 card=4    # Play Blob"; the first word is "line"
         * or "action". */
        g_print (_("  %s %u: %s    # %s\n"), action_word, e->line, e->action, e->text);
      else
        {
          if (e->line == 0 && last_line != 0)
            g_print (_("  (set-up)\n"));
          g_print ("      %s\n", e->text);
        }
      last_line = e->line;
    }
  if (log->len == 0)
    g_print (_("  (nothing happened)\n"));
}

static const char *
end_reason_name (const GameRules *rules,
                 guint            reason)
{
  return reason < rules->outcome.n_end_reasons ? rules->outcome.end_reasons[reason] : "?";
}

void
cli_position_print_end (const GameRules *rules,
                        gconstpointer    state,
                        int              viewer)
{
  g_autofree GameAction *legal = NULL;
  guint deciding, n_legal;

  if (rules->play.is_over (state))
    {
      g_autofree char *result = rules->text.describe_result (state);
      GameResult outcome;

      rules->play.result (state, &outcome);
      g_print (_("\nThe game is over (%s): %s\n"), end_reason_name (rules, outcome.reason),
               result);
      return;
    }
  legal = g_new (GameAction, GAME_MAX_ACTIONS);
  n_legal = rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
  deciding = rules->play.deciding_seat (state);
  if (n_legal == 0)
    return;
  /* The decider's options are its own. */
  if (viewer != GAME_VIEWER_ALL && viewer != (int) deciding)
    {
      g_print (_("\nLegal actions: seat %u decides; only that seat sees its options\n"),
               deciding + 1);
      return;
    }
  g_print (_("\nLegal actions (seat %u):\n"), deciding + 1);
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = game_rules_action_to_string_for (rules, state, &legal[i],
                                                                  viewer);
      g_autofree char *label = rules->text.describe_action (state, &legal[i], viewer);

      g_print ("  %-44s # %s\n", machine, label);
    }
}

void
cli_position_json (JsonBuilder       *b,
                   const GameRules   *rules,
                   gconstpointer      state,
                   int                viewer,
                   GameCardLabelFunc  label_func,
                   gpointer           label_data)
{
  g_autofree gpointer view = NULL;

  if (rules->text.position_to_json == NULL)
    return;
  /* The game writes the position's object itself. */
  json_builder_set_member_name (b, "position");
  rules->text.position_to_json (cli_position_viewer_state (rules, state, viewer, &view), viewer,
                                label_func, label_data, b);
}

void
cli_position_json_result (JsonBuilder     *b,
                          const GameRules *rules,
                          gconstpointer    state)
{
  gboolean over = rules->play.is_over (state);
  GameResult outcome = { 0 };

  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, over);
  json_builder_set_member_name (b, "deciding");
  if (over)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, rules->play.deciding_seat (state) + 1);
  if (over)
    rules->play.result (state, &outcome);
  cli_json_add_string (b, "end", over ? end_reason_name (rules, outcome.reason) : NULL);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint s = 0; over && s < rules->play.n_seats (state); s++)
    if ((outcome.winners >> s) & 1)
      json_builder_add_int_value (b, s + 1);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "scores");
  json_builder_begin_array (b);
  for (guint s = 0; over && s < rules->play.n_seats (state); s++)
    json_builder_add_int_value (b, outcome.scores[s]);
  json_builder_end_array (b);
  if (over)
    {
      g_autofree char *text = rules->text.describe_result (state);

      cli_json_add_string (b, "result", text);
    }
}

void
cli_position_json_legal (JsonBuilder     *b,
                         const GameRules *rules,
                         gconstpointer    state,
                         int              viewer)
{
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  guint n_legal = rules->play.is_over (state)
                  ? 0 : rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);

  /* The decider's options are its own. */
  if (viewer != GAME_VIEWER_ALL && n_legal > 0 && viewer != (int) rules->play.deciding_seat (state))
    n_legal = 0;
  json_builder_set_member_name (b, "legal");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = game_rules_action_to_string_for (rules, state, &legal[i],
                                                                  viewer);
      g_autofree char *label = rules->text.describe_action (state, &legal[i], viewer);

      json_builder_begin_object (b);
      cli_json_add_string (b, "action", machine);
      cli_json_add_string (b, "label", label);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

void
cli_position_json_log (JsonBuilder *b,
                       GPtrArray   *log)
{
  json_builder_set_member_name (b, "log");
  json_builder_begin_array (b);
  for (guint i = 0; i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "line");
      json_builder_add_int_value (b, e->line);
      cli_json_add_string (b, "action", e->action);
      cli_json_add_string (b, "text", e->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}
