/* cli-draft.h: drive-in-cli draft: a Draft against computer drafters. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_draft (int    argc,
               char **argv);

/* What drive-in-cli draft was asked for; each game's draft reads what it uses and refuses
 * what it cannot do. */
typedef struct
{
  int                 players;
  guint64             seed;
  const char * const *releases;    /* sigils; NULL: every loaded card */
  const char         *level_name;  /* NULL: normal */
  gboolean            credits;
  gboolean            interactive;
  gboolean            json;
  const char         *output;      /* deck files' prefix; NULL: none written */
} CliDraftOptions;

/* A game's draft at the terminal, listed in cli-draft.c. */
typedef struct
{
  const char *game;   /* the game's id */
  int       (*run)  (const CliDraftOptions *options);
} CliDraftGame;

/* gros/cli-draft-gros.c: GROS's Draft (000). */
extern const CliDraftGame cli_draft_gros;
/* cli-draft-gruff.c: the draft of Gruff (004). */
extern const CliDraftGame cli_draft_gruff;

G_END_DECLS
