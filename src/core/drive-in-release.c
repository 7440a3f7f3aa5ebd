/* drive-in-release.c: a release folder in the official layout, loaded and validated. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <string.h>

#include "drive-in-release.h"
#include "drive-in-release-private.h"

struct _DriveInRelease
{
  GObject     parent_instance;

  GFile      *folder;
  char       *name;
  char       *short_name;
  char       *sigil;
  char       *year;
  char       *description;
  char       *kind;
  const char *game;        /* interned game id */
  char      **languages;
  char       *language;
  GListStore *cards;
  GListStore *packs;
  GHashTable *cards_by_number;
  char      **warnings;
  char      **content_paths;
};

G_DEFINE_FINAL_TYPE (DriveInRelease, drive_in_release, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLDER,
  PROP_NAME,
  PROP_SHORT_NAME,
  PROP_SIGIL,
  PROP_YEAR,
  PROP_DESCRIPTION,
  PROP_KIND,
  PROP_LANGUAGE,
  PROP_CARDS,
  PROP_PACKS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_release_finalize (GObject *object)
{
  DriveInRelease *self = DRIVE_IN_RELEASE (object);

  g_clear_object (&self->folder);
  g_free (self->name);
  g_free (self->short_name);
  g_free (self->sigil);
  g_free (self->year);
  g_free (self->description);
  g_free (self->kind);
  g_strfreev (self->languages);
  g_free (self->language);
  g_clear_object (&self->cards);
  g_clear_object (&self->packs);
  g_clear_pointer (&self->cards_by_number, g_hash_table_unref);
  g_strfreev (self->warnings);
  g_strfreev (self->content_paths);

  G_OBJECT_CLASS (drive_in_release_parent_class)->finalize (object);
}

static void
drive_in_release_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  DriveInRelease *self = DRIVE_IN_RELEASE (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_value_set_object (value, self->folder);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SHORT_NAME:
      g_value_set_string (value, self->short_name);
      break;
    case PROP_SIGIL:
      g_value_set_string (value, self->sigil);
      break;
    case PROP_YEAR:
      g_value_set_string (value, self->year);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_LANGUAGE:
      g_value_set_string (value, self->language);
      break;
    case PROP_CARDS:
      g_value_set_object (value, self->cards);
      break;
    case PROP_PACKS:
      g_value_set_object (value, self->packs);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_release_class_init (DriveInReleaseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = drive_in_release_finalize;
  object_class->get_property = drive_in_release_get_property;

  properties[PROP_FOLDER] = g_param_spec_object ("folder", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_SHORT_NAME] = g_param_spec_string ("short-name", NULL, NULL, NULL, flags);
  properties[PROP_SIGIL] = g_param_spec_string ("sigil", NULL, NULL, NULL, flags);
  properties[PROP_YEAR] = g_param_spec_string ("year", NULL, NULL, NULL, flags);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, flags);
  properties[PROP_LANGUAGE] = g_param_spec_string ("language", NULL, NULL, NULL, flags);
  properties[PROP_CARDS] =
    g_param_spec_object ("cards", NULL, NULL, G_TYPE_LIST_MODEL, flags);
  properties[PROP_PACKS] =
    g_param_spec_object ("packs", NULL, NULL, G_TYPE_LIST_MODEL, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_release_init (DriveInRelease *self)
{
  self->cards = g_list_store_new (DRIVE_IN_TYPE_CARD);
  self->packs = g_list_store_new (DRIVE_IN_TYPE_PACK);
  self->cards_by_number = g_hash_table_new (g_str_hash, g_str_equal);
}

/* ------------------------------------------------------------------------------------ */
/* What a release's values may be                                                        */

/* Card numbers end up in ids ("gros-dc:01-01") and in deck files. */
gboolean
drive_in_release_number_is_valid (const char *number)
{
  if (*number == '\0')
    return FALSE;
  for (const char *p = number; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || g_ascii_iscntrl (*p) || strchr (":/\\,;\"", *p) != NULL)
      return FALSE;
  return TRUE;
}

gboolean
drive_in_release_sigil_is_valid (const char *sigil)
{
  g_return_val_if_fail (sigil != NULL, FALSE);

  if (*sigil == '\0' || strlen (sigil) > 64)
    return FALSE;
  for (const char *p = sigil; *p != '\0'; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-'))
      return FALSE;
  return TRUE;
}

/* A relative path that stays inside the release folder: no "..", not absolute. */
gboolean
drive_in_release_path_is_safe (const char *path)
{
  if (*path == '\0' || g_path_is_absolute (path) || strpbrk (path, "\\:") != NULL)
    return FALSE;

  /* Every card's art path comes through here: the parts are looked at in place. */
  for (const char *part = path; part != NULL;)
    {
      const char *slash = strchr (part, '/');
      gsize length = slash != NULL ? (gsize) (slash - part) : strlen (part);

      if (length == 2 && part[0] == '.' && part[1] == '.')
        return FALSE;
      part = slash != NULL ? slash + 1 : NULL;
    }
  return TRUE;
}

gboolean
drive_in_release_language_is_safe (const char *name)
{
  if (*name == '\0')
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!(g_ascii_isalnum (*p) || *p == '_' || *p == '-'))
      return FALSE;
  return TRUE;
}

/* The first of @languages ("fr_FR.UTF-8", "fr_FR", "fr", "C") that @has_overlay, trying
 * "fr" for "fr_FR"; none (English) as soon as the list reaches English or "C". */
char *
drive_in_release_choose_language (const char * const  *languages,
                              gboolean           (*has_overlay) (const char *language,
                                                                 gpointer    data),
                              gpointer             data)
{
  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *language = g_strdup (languages[i]);
      char *cut;

      if ((cut = strpbrk (language, ".@")) != NULL)
        *cut = '\0';
      if (g_str_equal (language, "C") || g_str_equal (language, "POSIX"))
        return NULL;

      if (drive_in_release_language_is_safe (language) && has_overlay (language, data))
        return g_steal_pointer (&language);

      if ((cut = strchr (language, '_')) != NULL)
        {
          *cut = '\0';
          if (drive_in_release_language_is_safe (language) && has_overlay (language, data))
            return g_steal_pointer (&language);
        }

      if (g_ascii_strcasecmp (language, "en") == 0)
        return NULL;
    }

  return NULL;
}

GFile *
drive_in_release_get_folder (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->folder;
}

const char *
drive_in_release_get_name (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->name;
}

const char *
drive_in_release_get_short_name (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->short_name;
}

const char *
drive_in_release_get_sigil (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->sigil;
}

const char *
drive_in_release_get_year (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->year;
}

const char *
drive_in_release_get_description (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->description;
}

const char *
drive_in_release_get_kind (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->kind;
}

const char * const *
drive_in_release_get_languages (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return (const char * const *) self->languages;
}

const char *
drive_in_release_get_language (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->language;
}

/**
 * drive_in_release_get_cards:
 *
 * Returns: (transfer none): the cards, ordered by number
 */
GListModel *
drive_in_release_get_cards (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return G_LIST_MODEL (self->cards);
}

/**
 * drive_in_release_get_packs:
 *
 * Returns: (transfer none): the packs, in packs.json order
 */
GListModel *
drive_in_release_get_packs (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return G_LIST_MODEL (self->packs);
}

/**
 * drive_in_release_lookup_card:
 *
 * Returns: (transfer none) (nullable): the card numbered @number
 */
DriveInCard *
drive_in_release_lookup_card (DriveInRelease *self,
                          const char  *number)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);
  g_return_val_if_fail (number != NULL, NULL);

  return g_hash_table_lookup (self->cards_by_number, number);
}

const char * const *
drive_in_release_get_warnings (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return (const char * const *) self->warnings;
}

char **
drive_in_release_dup_content_paths (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return g_strdupv (self->content_paths);
}

/**
 * drive_in_release_get_game:
 *
 * Returns: the game of the release's cards (drive_in_game_info_get_unnamed_default()
 * unless the manifest names one), interned
 */
const char *
drive_in_release_get_game (DriveInRelease *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RELEASE (self), NULL);

  return self->game;
}

/**
 * drive_in_release_new_from_parts: (skip)
 * @cards: (element-type DriveInCard): in number order
 * @packs: (element-type DriveInPack)
 *
 * A release put together by a loader other than drive_in_release_load() (the compact cache),
 * which has checked every part as drive_in_release_load() would.
 *
 * Returns: (transfer full): the release
 */
DriveInRelease *
drive_in_release_new_from_parts (const DriveInReleaseParts *parts,
                             GPtrArray              *cards,
                             GPtrArray              *packs)
{
  DriveInRelease *self = g_object_new (DRIVE_IN_TYPE_RELEASE, NULL);

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);

      g_hash_table_insert (self->cards_by_number, (char *) drive_in_card_get_number (card), card);
    }
  g_list_store_splice (self->cards, 0, 0, cards->pdata, cards->len);
  g_list_store_splice (self->packs, 0, 0, packs->pdata, packs->len);

  self->folder = g_object_ref (parts->folder);
  self->sigil = g_strdup (parts->sigil);
  self->name = g_strdup (parts->name != NULL ? parts->name : parts->sigil);
  self->short_name = g_strdup (parts->short_name != NULL ? parts->short_name : self->name);
  self->year = g_strdup (parts->year);
  self->description = g_strdup (parts->description);
  self->kind = g_strdup (parts->kind);
  self->game = g_intern_string (parts->game);
  self->languages = g_strdupv ((char **) parts->languages);
  self->language = g_strdup (parts->language);
  self->warnings = g_strdupv ((char **) parts->warnings);
  self->content_paths = g_strdupv ((char **) parts->content_paths);

  return self;
}
