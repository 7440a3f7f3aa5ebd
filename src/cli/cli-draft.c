/* cli-draft.c: drive-in-cli draft: the draft of the game asked for, against computer drafters,
 * at the terminal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-draft.h"

/* Each game's draft at the terminal, one line each; a game without one has no draft. */
static const CliDraftGame *const drafts[] = {
  &cli_draft_gros,
  &cli_draft_gruff,
};

int
cli_draft (int    argc,
           char **argv)
{
  int players = 4;
  gint64 seed = 0;
  gboolean credits = FALSE, interactive = FALSE, json = FALSE;
  g_autofree char *output = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *game = NULL;
  g_auto(GStrv) releases = NULL;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game,
      N_("The game drafted: gros (default) or gruff (004's four-player snake draft)"), "GAME" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players, 2 to 6 (default 4)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the packs and the drafters"), "S" },
    { "release", 'r', 0, G_OPTION_ARG_STRING_ARRAY, &releases,
      N_("Draft from this release (repeatable; default: every loaded card)"), "SIGIL" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("Computer drafters: random, easy or normal (default normal)"), "LEVEL" },
    { "credits", 0, 0, G_OPTION_ARG_NONE, &credits, N_("Play with Roll the Credits (2 per deck)"), NULL },
    { "interactive", 'i', 0, G_OPTION_ARG_NONE, &interactive, N_("Draft seat 1 yourself"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write each deck to PREFIX-N.drive-in-deck"), "PREFIX" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the drafted decks as JSON"), NULL },
    { NULL },
  };
  const char *game_id;
  CliDraftOptions options;

  if (!cli_parse_options (cli_lookup_command ("draft"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;

  game_id = game != NULL ? game : drive_in_game_info_get_unnamed_default ();
  options = (CliDraftOptions) {
    .players = players,
    .seed = (guint64) seed,
    .releases = (const char * const *) releases,
    .level_name = level_name,
    .credits = credits,
    .interactive = interactive,
    .json = json,
    .output = output,
  };
  for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
    if (g_str_equal (drafts[i]->game, game_id))
      return drafts[i]->run (&options);

  {
    g_autoptr(GString) known = g_string_new (NULL);

    for (guint i = 0; i < G_N_ELEMENTS (drafts); i++)
      g_string_append_printf (known, "%s%s", i == 0 ? "" : i + 1 == G_N_ELEMENTS (drafts)
                                                            ? _(" or ") : ", ",
                              drafts[i]->game);
    cli_error (_("draft: no draft for the game “%s” (%s)"), game_id, known->str);
  }
  return CLI_EXIT_FAILURE;
}
