/* grotto-card-list.h: the Grotto Beasts! card list a community deck builder publishes (a JSON
 * object keyed by card number), read as it is and imported as a release of the library. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-library.h"

G_BEGIN_DECLS

/* The sigil the imported list takes in the library (its scripts are keyed by it). */
#define GROTTO_CARD_LIST_SIGIL "grotto-beasts"
/* Larger lists are refused unread. */
#define GROTTO_CARD_LIST_MAX_SIZE (8 * 1024 * 1024)

/* Reads @data (a card list named @filename) and writes the release it makes into @folder
 * (manifest.json and list.json). What it reads its own way or cannot read goes to
 * @out_reports (may be NULL), one sentence per problem, each starting with the card number
 * ("card 104: ..."); a card that cannot be read at all is left out. FALSE with @error
 * (naming @filename) when @data is not such a list or holds no card it can read. */
gboolean grotto_card_list_convert (const char  *data,
                                   gsize        length,
                                   const char  *filename,
                                   GFile       *folder,
                                   GPtrArray   *out_reports,
                                   guint       *out_n_cards,
                                   GError     **error);

/* Imports the list in @file into @library as the release GROTTO_CARD_LIST_SIGIL (replacing an
 * earlier import). Reports as for grotto_card_list_convert(). */
gboolean grotto_card_list_import  (DriveInLibrary *library,
                                   GFile       *file,
                                   char       **out_sigil,
                                   GPtrArray   *out_reports,
                                   GError     **error);

/* Whether @data looks like such a list (an object whose members are cards with a "type"),
 * to tell it from other files a command line is given. */
gboolean grotto_card_list_sniff   (const char  *data,
                                   gsize        length);

G_END_DECLS
