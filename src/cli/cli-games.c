/* cli-games.c: drive-in-cli games: the games Drive-In knows, and what it can do with each. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-games.h"
#include "cli-private.h"
#include "drive-in-card-text.h"
#include "game-ai.h"
#include "game-scenario.h"

typedef struct
{
  const DriveInGameInfo *info;
  const GameRules    *rules;    /* NULL: Drive-In does not play it yet */
  gboolean            ai;
  gboolean            scenarios;
  guint               n_cards;  /* in the library */
  GPtrArray          *releases; /* of DriveInRelease of this game */
} GameRow;

static void
game_row_clear (gpointer data)
{
  GameRow *row = data;

  g_ptr_array_unref (row->releases);
}

/* The seats a variant is played with, as far as the rules allow. */
static void
variant_seats (const GameRow         *row,
               const DriveInGameVariant *variant,
               guint                 *min,
               guint                 *max)
{
  *min = variant->min_seats;
  *max = variant->max_seats;
  if (row->rules != NULL)
    {
      *min = MAX (*min, row->rules->min_seats);
      *max = MIN (*max, row->rules->max_seats);
    }
}

static char *
seats_text (guint min,
            guint max)
{
  if (min == max)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", max), max);
  /* TRANSLATORS: a range of players, "2-6 players". */
  return g_strdup_printf (_("%u-%u players"), min, max);
}

static void
print_text (GArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    {
      const GameRow *row = &g_array_index (rows, GameRow, i);
      const DriveInGameVariant *variants;
      guint n_variants, width = 0;

      variants = drive_in_game_info_get_variants (row->info, &n_variants);
      if (i > 0)
        g_print ("\n");
      g_print ("%s  %s\n", row->info->id, drive_in_game_info_get_label (row->info));
      g_print (_("  Rules: %s; AI: %s; scenarios: %s\n"), row->rules != NULL ? _("yes") : _("no"),
               row->ai ? _("yes") : _("no"), row->scenarios ? _("yes") : _("no"));
      g_print (_("  Cards in the library: %u"), row->n_cards);
      for (guint r = 0; r < row->releases->len; r++)
        {
          DriveInRelease *release = g_ptr_array_index (row->releases, r);

          g_print ("%s%s %u", r == 0 ? " (" : ", ", drive_in_release_get_sigil (release),
                   g_list_model_get_n_items (drive_in_release_get_cards (release)));
        }
      g_print ("%s\n", row->releases->len > 0 ? ")" : "");
      g_print ("%s\n", _("  Variants:"));
      for (guint v = 0; v < n_variants; v++)
        width = MAX (width, (guint) g_utf8_strlen (variants[v].id, -1));
      for (guint v = 0; v < n_variants; v++)
        {
          g_autoptr(GString) line = g_string_new ("    ");
          g_autofree char *seats = NULL;
          guint min, max;

          variant_seats (row, &variants[v], &min, &max);
          seats = seats_text (min, max);
          drive_in_text_append_padded (line, variants[v].id, width + 2, FALSE);
          g_string_append_printf (line, "%s, %s", drive_in_game_info_variant_label (&variants[v]),
                                  seats);
          g_print ("%s\n", line->str);
        }
    }
}

static void
print_json (GArray *rows)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_array (b);
  for (guint i = 0; i < rows->len; i++)
    {
      const GameRow *row = &g_array_index (rows, GameRow, i);
      const DriveInGameVariant *variants;
      guint n_variants;

      variants = drive_in_game_info_get_variants (row->info, &n_variants);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, row->info->id);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, drive_in_game_info_get_label (row->info));
      json_builder_set_member_name (b, "rules");
      json_builder_add_boolean_value (b, row->rules != NULL);
      json_builder_set_member_name (b, "ai");
      json_builder_add_boolean_value (b, row->ai);
      json_builder_set_member_name (b, "scenarios");
      json_builder_add_boolean_value (b, row->scenarios);
      json_builder_set_member_name (b, "cards");
      json_builder_add_int_value (b, row->n_cards);
      json_builder_set_member_name (b, "releases");
      json_builder_begin_array (b);
      for (guint r = 0; r < row->releases->len; r++)
        {
          DriveInRelease *release = g_ptr_array_index (row->releases, r);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "sigil");
          json_builder_add_string_value (b, drive_in_release_get_sigil (release));
          json_builder_set_member_name (b, "cards");
          json_builder_add_int_value (b, g_list_model_get_n_items (drive_in_release_get_cards (release)));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "variants");
      json_builder_begin_array (b);
      for (guint v = 0; v < n_variants; v++)
        {
          guint min, max;

          variant_seats (row, &variants[v], &min, &max);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, variants[v].id);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, drive_in_game_info_variant_label (&variants[v]));
          json_builder_set_member_name (b, "min_players");
          json_builder_add_int_value (b, min);
          json_builder_set_member_name (b, "max_players");
          json_builder_add_int_value (b, max);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  root = json_builder_get_root (b);
  cli_print_json (root);
}

int
cli_games (int    argc,
           char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON array"), NULL },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (GameRow));
  const DriveInGameInfo *const *infos;
  GListModel *releases;
  guint n_infos;

  if (!cli_parse_options (cli_lookup_command ("games"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("games: unexpected argument '%s'"), argv[1]);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, NULL);
  releases = drive_in_catalog_get_releases (catalog);
  g_array_set_clear_func (rows, game_row_clear);
  infos = drive_in_game_info_list (&n_infos);
  for (guint i = 0; i < n_infos; i++)
    {
      GameRow row = { infos[i], game_rules_lookup (infos[i]->id), FALSE, FALSE, 0, NULL };

      row.ai = game_ai_lookup (infos[i]->id) != NULL;
      row.scenarios = row.rules != NULL && game_scenario_hooks_lookup (infos[i]->id) != NULL;
      row.releases = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
        {
          DriveInRelease *release = g_list_model_get_item (releases, r);

          if (g_str_equal (drive_in_release_get_game (release), infos[i]->id))
            {
              row.n_cards += g_list_model_get_n_items (drive_in_release_get_cards (release));
              g_ptr_array_add (row.releases, release);
            }
          else
            g_object_unref (release);
        }
      g_array_append_val (rows, row);
    }

  if (json)
    print_json (rows);
  else
    print_text (rows);
  return CLI_EXIT_OK;
}
