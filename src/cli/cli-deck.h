/* cli-deck.h: drive-in-cli commands on decks: validate, deck from-packs/import-text/export-text. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* validate exits 0 for a legal deck, 1 for an illegal one, 2 when the deck cannot be read. */
#define CLI_EXIT_ILLEGAL 1

int cli_deck_validate (int    argc,
                       char **argv);
/* "deck from-packs", "deck import-text", "deck export-text". */
int cli_deck          (int    argc,
                       char **argv);

G_END_DECLS
