/* drive-in-release-loader-private.h: what the release loader (drive-in-release-loader.c) shares with
 * its language overlay (drive-in-release-overlay.c) and with each game's release reader. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "drive-in-card.h"
#include "drive-in-error.h"
#include "drive-in-game-info.h"

G_BEGIN_DECLS

#define LANGUAGES_DIR "languages"

typedef struct
{
  guint          index;
  char          *number;
  char          *name;
  char         **traits;
  char          *title;        /* a text the overlay translates: GROS's Title word */
  char          *quote;
  char          *abilities;
  char          *art;
  const char    *pack;

  /* The game's own type, as printed, and the other printed values. */
  char          *kind;
  char          *kind_label;
  GArray        *attributes; /* of DriveInCardAttribute, names and texts owned */

  /* From the language overlay, NULL when it has none. */
  char          *tr_name;
  char          *tr_title;
  char          *tr_quote;
  char          *tr_abilities;
  char         **tr_traits;
} CardData;

typedef struct
{
  char  *prefix;
  char  *name;
  char  *kind;
  char **cards;
} PackData;

typedef struct
{
  GFile      *folder;
  GString    *problems;
  int         code;     /* most severe DriveInError so far: IO < PARSE < INVALID; -1 = none */
  GPtrArray  *warnings;

  /* From the manifest, with defaults when it says nothing. */
  char       *sigil;
  char       *name;
  char       *short_name;
  char       *year;
  char       *description;
  char       *kind;
  const DriveInGameInfo *game;
  char      **languages;
  char       *list_path;
  char       *packs_path;
  gboolean    packs_declared;
  char       *frames_path;
  char       *cover_path;
  char       *thumb_dir;
  char       *art_dir;

  gboolean    list_read; /* FALSE: list.json is unusable, so packs cannot be checked */
  GPtrArray  *cards;    /* of CardData, list.json order */
  GHashTable *numbers;  /* number -> CardData */
  GPtrArray  *packs;    /* of PackData */
  char       *language;
} Loader;

typedef enum
{
  TEXT_OPTIONAL = 0,
  TEXT_REQUIRED = 1 << 0,
  TEXT_ONE_LINE = 1 << 1,
} TextFlags;

/* A warning (the release still loads): "languages/fr.json: index 3: ...". */
void        drive_in_loader_warning           (Loader     *loader,
                                           const char *file,
                                           const char *where,
                                           const char *format,
                                           ...) G_GNUC_PRINTF (4, 5);
/* What a JSON node is, for messages: "a string", "an array"... */
const char *drive_in_loader_json_kind         (JsonNode   *node);
gboolean    drive_in_loader_node_is_string    (JsonNode   *node);
/* The root node of @path (relative to the folder), or NULL after recording why. */
JsonNode   *drive_in_loader_load_json         (Loader     *loader,
                                           const char *path,
                                           gboolean    required,
                                           gboolean    as_warning,
                                           gboolean   *not_found);
/* A string member, entities decoded; FALSE (after a problem or warning) when unusable. */
gboolean    drive_in_loader_read_text         (Loader      *loader,
                                           JsonObject  *object,
                                           const char  *member,
                                           TextFlags    flags,
                                           gboolean     as_warning,
                                           const char  *file,
                                           const char  *where,
                                           char       **out_text);
/* An array of strings; a missing member gives an empty array. */
gboolean    drive_in_loader_read_string_array (Loader       *loader,
                                           JsonObject   *object,
                                           const char   *member,
                                           gboolean      as_warning,
                                           const char   *file,
                                           const char   *where,
                                           char       ***out_strings);

/* A problem that makes the release unusable: "list.json: card 01-05: unknown type 'monster'". */
void        drive_in_loader_problem           (Loader       *loader,
                                           DriveInError  code,
                                           const char   *file,
                                           const char   *where,
                                           const char   *format,
                                           ...) G_GNUC_PRINTF (5, 6);
/* A number given as a JSON integer or a string ("2", "+1", "" for none, "*" when
 * @allow_variable), within -999..999 (0..999 unless @allow_negative); FALSE after a problem.
 * A missing or empty member is not present, and not a problem. */
gboolean    drive_in_loader_read_number       (Loader      *loader,
                                           JsonObject  *object,
                                           const char  *member,
                                           gboolean     allow_variable,
                                           gboolean     allow_negative,
                                           const char  *file,
                                           const char  *where,
                                           gboolean    *out_present,
                                           gboolean    *out_variable,
                                           int         *out_value);

/* How a game's release files word a card, when not in the shared layout (a "type" among the
 * game's kinds, "type-label", "quote", "abilities" and an "attributes" object): GROS's
 * official list.json. The loader reads "number", "name" and "art" itself and asks the
 * reader of the release's game for the rest. Descriptors are static: never free them. */
typedef struct
{
  const char *game;   /* the game's id */
  /* Reads @object, the card @where of @file, into @data, reporting what is wrong with
   * drive_in_loader_problem() or drive_in_loader_warning(). */
  void      (*read_card) (Loader     *loader,
                          JsonObject *object,
                          const char *file,
                          const char *where,
                          CardData   *data);
  /* Appends to @attributes (of DriveInCardAttribute, borrowing @data's strings) the values
   * the game keeps from @data's translated fields once the overlay is laid (@overlaid: one
   * was): GROS, its Title word. NULL: none. */
  void      (*add_translated_attributes) (const CardData *data,
                                          gboolean        overlaid,
                                          GArray         *attributes);
} DriveInReleaseReader;

/* The reader of @game's releases; NULL: the shared layout (builtin-release-readers.c). */
const DriveInReleaseReader *drive_in_release_reader_lookup   (const char                 *game);
/* Gives a game registered at run time its reader; @reader must stay alive for good. FALSE
 * when the game has one already or there is no room. */
gboolean                    drive_in_release_reader_register (const DriveInReleaseReader *reader);

/* Lays the first of @languages that the release translates over the cards read. */
void        drive_in_loader_load_overlay      (Loader             *loader,
                                           const char * const *languages);

G_END_DECLS
