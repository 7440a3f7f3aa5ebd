/* gros-card.h: one immutable card of a release, with its printed attributes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

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

/* The games whose cards a library holds. A card, a release and a deck each belong to one. */
#define GROS_GAME_ID_GROS          "gros"
#define GROS_GAME_ID_GROTTO_BEASTS "grotto-beasts"
#define GROS_GAME_ID_GROO          "groo"
#define GROS_GAME_ID_GRUFF         "gruff"

/* A printed value of another game's card that GROS has no field for: "power", "goal" and
 * "epic" (Grotto Beasts), "vp" and "attack" (Groo), "mean" and "life" (Gruff)... Each
 * game's rules module documents the names it reads. @text is NULL for a number. */
typedef struct
{
  const char *name;
  int         value;
  const char *text;
} GrosCardAttribute;

/* Everything a loader knows about a card; strings are copied by gros_card_new(). */
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
  const char         *game;          /* GROS_GAME_ID_*; NULL = GROS */
  const char         *kind;          /* the game's own card type, "beast"; NULL = @type's */
  const char         *kind_label;    /* as printed, "Aquatic Beast"; NULL = none */
  const GrosCardAttribute *attributes;
  guint               n_attributes;
  /* Instead of @art: the art as a safe relative path (no "..") under @art_folder, resolved
   * the first time it is asked for (most cards' art never is: loading 10,000 is cheaper). */
  GFile              *art_folder;
  const char         *art_path;
} GrosCardInfo;

#define GROS_TYPE_CARD (gros_card_get_type ())
G_DECLARE_FINAL_TYPE (GrosCard, gros_card, GROS, CARD, GObject)

GrosCard           *gros_card_new                 (const GrosCardInfo *info);
/* What gros_card_new() was given, as the card keeps it (borrowed: valid while it lives). */
void                gros_card_get_info            (GrosCard     *self,
                                                   GrosCardInfo *out);

const char         *gros_card_get_id              (GrosCard *self); /* "gros-dc:01-01" */
const char         *gros_card_get_release         (GrosCard *self);
const char         *gros_card_get_number          (GrosCard *self);
const char         *gros_card_get_name            (GrosCard *self);
const char         *gros_card_get_original_name   (GrosCard *self);
GrosCardType        gros_card_get_card_type       (GrosCard *self);
gboolean            gros_card_is_extra            (GrosCard *self);
gboolean            gros_card_has_stat            (GrosCard *self);
gboolean            gros_card_is_stat_variable    (GrosCard *self);
int                 gros_card_get_stat            (GrosCard *self);
int                 gros_card_get_popcorn         (GrosCard *self);
gboolean            gros_card_has_bucket          (GrosCard *self);
const char * const *gros_card_get_traits          (GrosCard *self); /* English: rules match these */
/* The traits in the user's language when the overlay has them, else the traits. */
const char * const *gros_card_get_display_traits  (GrosCard *self);
gboolean            gros_card_has_trait           (GrosCard   *self,
                                                   const char *trait);
const char         *gros_card_get_title_word      (GrosCard *self);
const char         *gros_card_get_original_title_word (GrosCard *self);
const char         *gros_card_get_quote           (GrosCard *self);
const char         *gros_card_get_abilities       (GrosCard *self);
GFile              *gros_card_get_art             (GrosCard *self);
const char         *gros_card_get_pack            (GrosCard *self); /* "01" */
char               *gros_card_dup_pack_id         (GrosCard *self); /* "gros-dc:01" */
/* GROS_GAME_ID_GROS for GROS cards. Interned: compare with ==. */
const char         *gros_card_get_game            (GrosCard *self);
/* The game's own card type ("beast", "building", "shepherd"); for GROS cards the type's
 * string ("character"). Interned. */
const char         *gros_card_get_kind            (GrosCard *self);
/* The type as printed on the card ("Aquatic Beast"); NULL when the loader had none. */
const char         *gros_card_get_kind_label      (GrosCard *self);
gboolean            gros_card_has_attribute       (GrosCard   *self,
                                                   const char *name);
/* The number @name, or @fallback when the card has none. */
int                 gros_card_get_attribute_int   (GrosCard   *self,
                                                   const char *name,
                                                   int         fallback);
/* The string @name, or NULL. */
const char         *gros_card_get_attribute_text  (GrosCard   *self,
                                                   const char *name);
/* Every attribute, in name order (for caches and exports); transfer none. */
const GrosCardAttribute *gros_card_get_attributes (GrosCard *self,
                                                   guint    *out_n_attributes);
/* Lower-cased name, traits, title word and abilities, for instant search. */
const char         *gros_card_get_search_text     (GrosCard *self);

G_END_DECLS
