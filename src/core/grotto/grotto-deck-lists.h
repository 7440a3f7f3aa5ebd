/* grotto-deck-lists.h: the Banned, Limited and Restricted cards of Grotto Beasts! deck
 * building (002), read from a small JSON file. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"

G_BEGIN_DECLS

/* The file: { "banned": [CARD...], "limited": { CARD: MAX-COPIES }, "restricted": [[CARD,
 * CARD]...] }, where CARD is a card id ("sigil:number") or a card name. A restricted pair
 * means a deck may hold one of the two cards, not both. */
typedef struct _GrottoDeckLists GrottoDeckLists;

/* The lists compiled into libdrive-in-core (src/core/grotto/grotto-deck-lists.json: empty). */
GrottoDeckLists *grotto_deck_lists_get_default  (void);
/* Reads @data; the error names @filename and the problem. */
GrottoDeckLists *grotto_deck_lists_new_from_data (const char  *data,
                                                  gssize       length,
                                                  const char  *filename,
                                                  GError     **error);
GrottoDeckLists *grotto_deck_lists_new_from_file (GFile       *file,
                                                  GError     **error);
GrottoDeckLists *grotto_deck_lists_ref          (GrottoDeckLists *self);
void             grotto_deck_lists_unref        (GrottoDeckLists *self);

gboolean         grotto_deck_lists_is_banned    (GrottoDeckLists *self,
                                                 DriveInCard        *card);
/* The copies a deck may hold of @card's name: 3, or less when it is Limited. */
guint            grotto_deck_lists_max_copies   (GrottoDeckLists *self,
                                                 DriveInCard        *card);
/* The cards @card may not share a deck with (ids or names), as a new array of strings. */
GPtrArray       *grotto_deck_lists_restricted_with (GrottoDeckLists *self,
                                                    DriveInCard        *card);
/* Whether @entry (an id or a name of a list) names @card. */
gboolean         grotto_deck_lists_names_card   (const char *entry,
                                                 DriveInCard   *card);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrottoDeckLists, grotto_deck_lists_unref)

G_END_DECLS
