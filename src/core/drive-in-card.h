/* drive-in-card.h: one immutable card of a release, with its printed attributes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A value printed on a card besides the shared fields: "stat" and "popcorn" (GROS,
 * gros-card.h), "power", "goal" and "epic" (Grotto Beasts), "vp" and "attack" (Groo), "mean"
 * and "life" (Gruff)... Each game documents the names it reads. @text is NULL for a number. */
typedef struct
{
  const char *name;
  int         value;
  const char *text;
} DriveInCardAttribute;

/* Everything a loader knows about a card; strings are copied by drive_in_card_new(). */
typedef struct
{
  const char         *release;       /* sigil, "gros-dc" */
  const char         *number;        /* "01-01" */
  const char         *name;          /* display name, in the user's language */
  const char         *original_name; /* English name from list.json; NULL = name */
  const char * const *traits;        /* NULL-terminated, may be NULL */
  const char         *quote;
  const char         *abilities;
  GFile              *art;           /* resolved art (or thumbnail) file, may be NULL */
  const char         *pack;          /* pack prefix, "01"; NULL when in no pack */
  const char * const *display_traits; /* translated traits for display; NULL = traits */
  const char         *game;          /* the game's id (<game>-game-id.h); required */
  const char         *kind;          /* the game's own card type, "beast"; NULL = "" */
  const char         *kind_label;    /* as printed, "Aquatic Beast"; NULL = none */
  const DriveInCardAttribute *attributes;
  guint               n_attributes;
  /* Instead of @art: the art as a safe relative path (no "..") under @art_folder, resolved
   * the first time it is asked for (most cards' art never is: loading 10,000 is cheaper). */
  GFile              *art_folder;
  const char         *art_path;
} DriveInCardInfo;

#define DRIVE_IN_TYPE_CARD (drive_in_card_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCard, drive_in_card, DRIVE_IN, CARD, GObject)

DriveInCard           *drive_in_card_new                 (const DriveInCardInfo *info);
/* What drive_in_card_new() was given, as the card keeps it (borrowed: valid while it lives). */
void                drive_in_card_get_info            (DriveInCard     *self,
                                                   DriveInCardInfo *out);

const char         *drive_in_card_get_id              (DriveInCard *self); /* "gros-dc:01-01" */
const char         *drive_in_card_get_release         (DriveInCard *self);
const char         *drive_in_card_get_number          (DriveInCard *self);
const char         *drive_in_card_get_name            (DriveInCard *self);
const char         *drive_in_card_get_original_name   (DriveInCard *self);
const char * const *drive_in_card_get_traits          (DriveInCard *self); /* English: rules match these */
/* The traits in the user's language when the overlay has them, else the traits. */
const char * const *drive_in_card_get_display_traits  (DriveInCard *self);
gboolean            drive_in_card_has_trait           (DriveInCard   *self,
                                                   const char *trait);
const char         *drive_in_card_get_quote           (DriveInCard *self);
const char         *drive_in_card_get_abilities       (DriveInCard *self);
GFile              *drive_in_card_get_art             (DriveInCard *self);
const char         *drive_in_card_get_pack            (DriveInCard *self); /* "01" */
char               *drive_in_card_dup_pack_id         (DriveInCard *self); /* "gros-dc:01" */
/* The id of the card's game (<game>-game-id.h). Interned: compare with ==. */
const char         *drive_in_card_get_game            (DriveInCard *self);
/* The game's own card type ("beast", "building", "shepherd"; GROS: its type's string,
 * "character"). Interned. */
const char         *drive_in_card_get_kind            (DriveInCard *self);
/* The type as printed on the card ("Aquatic Beast"); NULL when the loader had none. */
const char         *drive_in_card_get_kind_label      (DriveInCard *self);
gboolean            drive_in_card_has_attribute       (DriveInCard   *self,
                                                   const char *name);
/* The number @name, or @fallback when the card has none. */
int                 drive_in_card_get_attribute_int   (DriveInCard   *self,
                                                   const char *name,
                                                   int         fallback);
/* The string @name, or NULL. */
const char         *drive_in_card_get_attribute_text  (DriveInCard   *self,
                                                   const char *name);
/* Every attribute, in name order (for caches and exports); transfer none. */
const DriveInCardAttribute *drive_in_card_get_attributes (DriveInCard *self,
                                                   guint    *out_n_attributes);
/* Lower-cased name, traits, the game's searched attributes (DriveInGameInfo), abilities and
 * printed kind, for instant search. */
const char         *drive_in_card_get_search_text     (DriveInCard *self);

G_END_DECLS
