/* drive-in-release-loader-private.h: what the release loader (drive-in-release-loader.c) shares with
 * its language overlay (drive-in-release-overlay.c). */
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
  GrosCardType   type;
  gboolean       is_extra;
  gboolean       has_stat;
  gboolean       stat_variable;
  int            stat;
  int            popcorn;
  gboolean       bucket;
  char         **traits;
  char          *title;
  char          *quote;
  char          *abilities;
  char          *art;
  const char    *pack;

  /* Cards of other games: the game's own type, as printed, and the other printed values. */
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

/* Lays the first of @languages that the release translates over the cards read. */
void        drive_in_loader_load_overlay      (Loader             *loader,
                                           const char * const *languages);

G_END_DECLS
