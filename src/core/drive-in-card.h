/* drive-in-card.h: one immutable card of a release, with its printed attributes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>
#include "gros-game-id.h"

G_BEGIN_DECLS

typedef enum
{
  GROS_CARD_TYPE_CHARACTER,
  GROS_CARD_TYPE_CREATURE,
  GROS_CARD_TYPE_LOCATION,
  GROS_CARD_TYPE_PROP,
  GROS_CARD_TYPE_SPECIAL_EFFECT,
  GROS_CARD_TYPE_PLOT_TWIST,
  GROS_CARD_TYPE_ROLL_THE_CREDITS,
} GrosCardType;

#define GROS_CARD_N_TYPES 7

#define GROS_TYPE_CARD_TYPE (gros_card_type_get_type ())
GType gros_card_type_get_type (void);

/* "character", "special-effect"...: the release-file spelling. */
const char *gros_card_type_to_string (GrosCardType type);
/* Accepts the release spellings; "extra" is a Character variant. */
gboolean    gros_card_type_from_string (const char   *string,
                                        GrosCardType *out_type);
/* Translated, capitalised: "Special Effect". */
const char *gros_card_type_get_label (GrosCardType type);
const char *gros_card_type_get_plural_label (GrosCardType type);
/* Translated name of the printed stat: "Defense", "Attack", "Points"; NULL when none. */
const char *gros_card_type_get_stat_label (GrosCardType type);

/* A printed value of another game's card that GROS has no field for: "power", "goal" and
 * "epic" (Grotto Beasts), "vp" and "attack" (Groo), "mean" and "life" (Gruff)... Each
 * game's rules module documents the names it reads. @text is NULL for a number. */
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
  GrosCardType        type;
  gboolean            is_extra;      /* printed as "extra": a Character variant */
  gboolean            has_stat;      /* FALSE for FX, Roll the Credits, empty stats */
  gboolean            stat_variable; /* printed "*" */
  int                 stat;          /* Defense, Attack or Points */
  int                 popcorn;       /* cost in kernels, 0 when none */
  gboolean            bucket;        /* bears a Popcorn Bucket */
  const char * const *traits;        /* NULL-terminated, may be NULL */
  const char         *title_word;    /* in the user's language */
  const char         *original_title_word;
  const char         *quote;
  const char         *abilities;
  GFile              *art;           /* resolved art (or thumbnail) file, may be NULL */
  const char         *pack;          /* pack prefix, "01"; NULL when in no pack */
  const char * const *display_traits; /* translated traits for display; NULL = traits */
  /* Cards of other games (all NULL / 0 for GROS cards). */
  const char         *game;          /* the game's id (<game>-game-id.h); NULL = GROS */
  const char         *kind;          /* the game's own card type, "beast"; NULL = @type's */
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
GrosCardType        drive_in_card_get_card_type       (DriveInCard *self);
gboolean            drive_in_card_is_extra            (DriveInCard *self);
gboolean            drive_in_card_has_stat            (DriveInCard *self);
gboolean            drive_in_card_is_stat_variable    (DriveInCard *self);
int                 drive_in_card_get_stat            (DriveInCard *self);
int                 drive_in_card_get_popcorn         (DriveInCard *self);
gboolean            drive_in_card_has_bucket          (DriveInCard *self);
const char * const *drive_in_card_get_traits          (DriveInCard *self); /* English: rules match these */
/* The traits in the user's language when the overlay has them, else the traits. */
const char * const *drive_in_card_get_display_traits  (DriveInCard *self);
gboolean            drive_in_card_has_trait           (DriveInCard   *self,
                                                   const char *trait);
const char         *drive_in_card_get_title_word      (DriveInCard *self);
const char         *drive_in_card_get_original_title_word (DriveInCard *self);
const char         *drive_in_card_get_quote           (DriveInCard *self);
const char         *drive_in_card_get_abilities       (DriveInCard *self);
GFile              *drive_in_card_get_art             (DriveInCard *self);
const char         *drive_in_card_get_pack            (DriveInCard *self); /* "01" */
char               *drive_in_card_dup_pack_id         (DriveInCard *self); /* "gros-dc:01" */
/* The id of the card's game (<game>-game-id.h). Interned: compare with ==. */
const char         *drive_in_card_get_game            (DriveInCard *self);
/* The game's own card type ("beast", "building", "shepherd"); for GROS cards the type's
 * string ("character"). Interned. */
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
/* Lower-cased name, traits, title word and abilities, for instant search. */
const char         *drive_in_card_get_search_text     (DriveInCard *self);

G_END_DECLS
