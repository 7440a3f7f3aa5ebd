/* drive-in-card-text.h: a card in words (drive-in-cli's card table, details and JSON), each
 * game's its own way through its card face. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "drive-in-card.h"

G_BEGIN_DECLS

/* The fields of a card's details, in order: a label ("Popcorn:", translated) and a value,
 * NULL or "" when the card has none (the label still sets how wide the labels are, so that
 * every card of a game lines its values up alike). */
typedef struct _DriveInCardDetails DriveInCardDetails;

void drive_in_card_details_add (DriveInCardDetails *details,
                                const char         *label,
                                const char         *value);

/* A column of the card table between the card's id and its name. */
typedef struct
{
  const char *header;   /* untranslated: "STAT" */
  gboolean    numeric;  /* right-aligned */
} DriveInCardTextColumn;

/* How a game words its cards, when not as their kind and printed attributes (GROS: type,
 * stat, Popcorn, Bucket, traits, Title word). A card face gives it (DriveInCardFace.text);
 * descriptors are static: never free them. */
typedef struct _DriveInCardText
{
  const DriveInCardTextColumn *columns;
  guint                        n_columns;
  /* @card's cells under the columns, translated: n_columns new strings in a NULL-terminated
   * array (free with g_strfreev()). */
  char                     **(*dup_cells)   (DriveInCard        *card);
  /* The details' fields before the card's texts (drive_in_card_details_add()), given the
   * release's words ("Drive-In Double Feature (drive-in)") and the pack's, NULL when none. */
  void                       (*add_details) (DriveInCard        *card,
                                             const char         *release_text,
                                             const char         *pack_text,
                                             DriveInCardDetails *details);
  /* Members the card's JSON object has besides the shared ones; NULL: none. */
  void                       (*add_json)    (DriveInCard        *card,
                                             JsonBuilder        *builder);
} DriveInCardText;

/* The card table of @cards (all of one game): a header line ("ID  TYPE  STAT…  NAME") and a
 * line per card, each ending with a newline, translated. Free with g_free(). */
char *drive_in_card_text_dup_table   (const char *game,
                                      GPtrArray  *cards);
/* @card's details: "ID  Name", its English name in brackets when the shown one differs, then
 * a field a line ("  Type:       Character (Extra)"), translated. @release_text and
 * @pack_text as for DriveInCardText.add_details. Free with g_free(). */
char *drive_in_card_text_dup_details (DriveInCard *card,
                                      const char  *release_text,
                                      const char  *pack_text);
/* Adds the members of @card's JSON object that its game words its own way (another game's:
 * "type_label" and its "attributes"). */
void  drive_in_card_text_add_json    (DriveInCard *card,
                                      JsonBuilder *builder);
/* Appends @text padded with spaces to @width characters (not bytes), on the left when
 * @right_align: a column of a terminal table. */
void  drive_in_text_append_padded    (GString    *line,
                                      const char *text,
                                      guint       width,
                                      gboolean    right_align);
/* @card's kind in its details, translated: as its face words it ("Character (Extra)"), else
 * its game's kind and the type as printed ("Beast (Burrow Beast)"). Free with g_free(). */
char *drive_in_card_text_dup_kind    (DriveInCard *card);

G_END_DECLS
