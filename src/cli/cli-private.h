/* cli-private.h: what the drive-in-cli subcommands share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "game-record.h"
#include "game-rules.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

/* Success, and every failure (bad usage, unknown card, invalid release). */
#define CLI_EXIT_OK      0
#define CLI_EXIT_FAILURE 2

/* @argv[0] is the subcommand name; the rest are its own arguments. */
typedef int (*CliCommandFunc) (int    argc,
                               char **argv);

typedef struct
{
  const char     *name;        /* "cards" */
  const char     *parameters;  /* "CARD-ID", NULL when none */
  const char     *summary;     /* untranslated; marked for gettext where defined */
  CliCommandFunc  run;
} CliCommand;

/* cli-catalog.c: cards, show, packs. */
int          cli_catalog_cards       (int    argc,
                                      char **argv);
int          cli_catalog_show        (int    argc,
                                      char **argv);
int          cli_catalog_packs       (int    argc,
                                      char **argv);

/* drive-in-cli.c: helpers for every subcommand. */

/* Parses @argv with @entries; on a usage error prints it and returns FALSE. */
gboolean     cli_parse_options       (const CliCommand  *command,
                                      const GOptionEntry *entries,
                                      int               *argc,
                                      char            ***argv);
const CliCommand *cli_lookup_command (const char *name);
/* "drive-in-cli: <message>" on stderr, one line per line of @message. */
void         cli_error               (const char *format,
                                      ...) G_GNUC_PRINTF (1, 2);
/* Each line of @message on stderr as it is: problems already name their file. */
void         cli_print_problems      (const char *message);
/* The user library ($XDG_DATA_HOME/drive-in). */
DriveInLibrary *cli_get_library         (void);
/* The starter release and every imported one; problems go to stderr. */
DriveInCatalog *cli_load_catalog        (void);
/* The game @game_id names among those the library holds cards of (NULL: the unnamed
 * default, drive_in_game_info_get_unnamed_default()); otherwise prints "@command: unknown
 * game" with the known ids and returns NULL. */
const DriveInGameInfo *cli_lookup_game_info (const char *command,
                                          const char *game_id);
/* The same among the games Drive-In has rules for. */
const GameRules *cli_lookup_game_rules  (const char *command,
                                         const char *game_id);
/* The rules of @deck's game, or an error naming the deck's game and NULL. */
const GameRules *cli_deck_game_rules    (const char *command,
                                         DriveInDeck   *deck);
/* The parameters of @variant_id (NULL: the game's first variant) into a new block of
 * rules->params_size bytes; an error listing the variants and NULL when unknown. */
gpointer     cli_params_new          (const char      *command,
                                      const GameRules *rules,
                                      const char      *variant_id);
/* "Feature Film" for the default game, "Grotto Beasts! (Classic Game)" for another
 * (translated). Free with g_free(). */
char        *cli_dup_variant_label   (const GameRules *rules,
                                      gconstpointer    params);
/* Loads a deck file; prints the problem and returns NULL when it cannot. */
DriveInDeck    *cli_load_deck           (const char  *command,
                                      DriveInCatalog *catalog,
                                      const char  *path);
/* Adds the cards Drive-In has built in for @game_id (another game than the unnamed
 * default, whose catalog is the starter and the imported releases): its own sets (Gruff's,
 * Groo's...). NULL: every game's. Problems go to stderr. */
void         cli_add_game_cards      (DriveInCatalog *catalog,
                                      const char  *game_id);
/* Pretty-printed JSON on stdout, then a newline. */
void         cli_print_json          (JsonNode *node);
/* Member @name: the string @value, or null when @value is NULL. */
void         cli_json_add_string     (JsonBuilder *b,
                                      const char  *name,
                                      const char  *value);
/* Member @name: the number @value. */
void         cli_json_add_double     (JsonBuilder *b,
                                      const char  *name,
                                      double       value);
void         cli_json_add_int        (JsonBuilder *b,
                                      const char  *name,
                                      gint64       value);
/* --save DIR: makes @dir (and its parents) once; FALSE with an error naming it. */
gboolean     cli_prepare_save_folder (const char  *command,
                                      const char  *dir,
                                      GError     **error);
/* Writes @record into @dir as "<game>-<index, from 1, 4 digits>.drive-in-game" (atomically,
 * as every game file); the app opens it at the table and replays it. */
gboolean     cli_save_game_record    (GameRecord  *record,
                                      const char  *dir,
                                      guint        index,
                                      GError     **error);

G_END_DECLS
