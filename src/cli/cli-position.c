/* cli-position.c: a GROS position printed as text or JSON, as one viewer may see it, for
 * drive-in-cli scenario (the text is GROS's own, gros_game_describe_position()); and the
 * --viewer option and the log that replay shares. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-position.h"
#include "drive-in-error.h"

static const char * const end_names[] = {
  "none", "credits", "out-of-plot", "twists", "stalemate",
};

gboolean
cli_position_parse_viewer (const char *text,
                           guint       n_seats,
                           int        *out_viewer,
                           GError    **error)
{
  guint64 seat;

  if (g_ascii_strcasecmp (text, "public") == 0)
    {
      *out_viewer = GROS_VIEWER_PUBLIC;
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

void
cli_position_print (const CliPosition *pos)
{
  g_autoptr(GString) text = g_string_new (NULL);

  gros_game_describe_position (pos->game, pos->viewer, pos->label_func, pos->user_data, text);
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

static char *
winners_text (const GrosGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < game->n_seats; i++)
    if (game->winner_mask & (1u << i))
      g_string_append_printf (s, "%s%u", s->len > 0 ? ", " : "", i + 1);
  return g_string_free (s, FALSE);
}

void
cli_position_print_end (const CliPosition *pos)
{
  const GrosGame *game = pos->game;
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  guint deciding = gros_game_get_deciding_seat (game);
  guint n_legal;

  if (gros_game_is_over (game))
    {
      g_autofree char *winners = winners_text (game);

      g_print (_("\nThe game is over (%s): winner seat %s\n"),
               game->end_reason < G_N_ELEMENTS (end_names) ? end_names[game->end_reason] : "?",
               winners);
    }

  n_legal = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
  if (n_legal == 0)
    return;
  /* The decider's options are its own. */
  if (pos->viewer != GROS_VIEWER_ALL && pos->viewer != (int) deciding)
    {
      g_print (_("\nLegal actions: seat %u decides; only that seat sees its options\n"),
               deciding + 1);
      return;
    }
  g_print (_("\nLegal actions (seat %u, %s):\n"), deciding + 1,
           gros_phase_to_string (game->phase));
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = gros_action_to_string_for (game, &legal[i], pos->viewer);
      g_autofree char *label = gros_game_describe_action_for (game, &legal[i], pos->viewer);

      g_print ("  %-44s # %s\n", machine, label);
    }
}

JsonNode *
cli_position_to_json (const CliPosition *pos,
                      JsonObject        *head,
                      GPtrArray         *log,
                      JsonObject        *tail)
{
  g_autoptr(JsonNode) view = gros_game_view_to_json (pos->game, pos->viewer, pos->label_func,
                                                     pos->user_data);
  JsonObject *view_object = json_node_get_object (view);
  JsonObject *out = json_object_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *entries = json_array_new ();
  GList *members;

  /* The members in the order drive-in-cli has always printed them. */
  members = head != NULL ? json_object_get_members (head) : NULL;
  for (GList *m = members; m != NULL; m = m->next)
    json_object_set_member (out, m->data, json_node_copy (json_object_get_member (head,
                                                                                  m->data)));
  g_list_free (members);
  members = json_object_get_members (view_object);
  for (GList *m = members; m != NULL; m = m->next)
    if (!g_str_equal (m->data, "legal"))
      json_object_set_member (out, m->data,
                              json_node_copy (json_object_get_member (view_object, m->data)));
  g_list_free (members);

  for (guint i = 0; log != NULL && i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);
      JsonObject *entry = json_object_new ();

      json_object_set_int_member (entry, "line", e->line);
      if (e->action != NULL)
        json_object_set_string_member (entry, "action", e->action);
      else
        json_object_set_null_member (entry, "action");
      json_object_set_string_member (entry, "text", e->text);
      json_array_add_object_element (entries, entry);
    }
  json_object_set_array_member (out, "log", entries);
  json_object_set_member (out, "legal",
                          json_node_copy (json_object_get_member (view_object, "legal")));

  members = tail != NULL ? json_object_get_members (tail) : NULL;
  for (GList *m = members; m != NULL; m = m->next)
    json_object_set_member (out, m->data, json_node_copy (json_object_get_member (tail,
                                                                                  m->data)));
  g_list_free (members);
  json_node_take_object (root, out);
  return root;
}
