/* drive-in-library.c: the user's library folder ($XDG_DATA_HOME/drive-in) and release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "drive-in-error.h"
#include "drive-in-library.h"
#include "drive-in-release-cache.h"
#include "gros-starter-resources.h"
#include "gros-gruff-set-resources.h"
#include "gros-groo-set-resources.h"
#include "gros-grotto-set-resources.h"

#define STARTER_SIGIL "drive-in"
#define STARTER_URI "resource://" RESOURCE_BASE "/cards/drive-in-starter"

/* Every set built into libdrive-in-core: the GROS starter first, then each other game's own set.
 * Adding one is one line here and its resource bundle in data/cards/meson.build. */
typedef struct
{
  const char *folder;   /* under RESOURCE_BASE/cards */
  const char *sigil;
  void      (*register_resource) (void);
} BuiltinSet;

static const BuiltinSet builtin_sets[] = {
  { "drive-in-starter", STARTER_SIGIL, drive_in_starter_register_resource },
  { "drive-in-gruff", "drive-in-gruff", drive_in_gruff_set_register_resource },
  { "drive-in-groo", "drive-in-groo", drive_in_groo_set_register_resource },
  { "drive-in-grotto", "drive-in-grotto", drive_in_grotto_set_register_resource },
};

static gboolean
is_builtin_sigil (const char *sigil)
{
  for (guint i = 0; i < G_N_ELEMENTS (builtin_sets); i++)
    if (g_str_equal (sigil, builtin_sets[i].sigil))
      return TRUE;
  return FALSE;
}

struct _DriveInLibrary
{
  GObject  parent_instance;

  GFile   *folder;
};

G_DEFINE_FINAL_TYPE (DriveInLibrary, drive_in_library, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLDER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_library_finalize (GObject *object)
{
  DriveInLibrary *self = DRIVE_IN_LIBRARY (object);

  g_clear_object (&self->folder);

  G_OBJECT_CLASS (drive_in_library_parent_class)->finalize (object);
}

static void
drive_in_library_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  DriveInLibrary *self = DRIVE_IN_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      g_value_set_object (value, self->folder);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_library_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  DriveInLibrary *self = DRIVE_IN_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_FOLDER:
      self->folder = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_library_constructed (GObject *object)
{
  DriveInLibrary *self = DRIVE_IN_LIBRARY (object);

  G_OBJECT_CLASS (drive_in_library_parent_class)->constructed (object);

  if (self->folder == NULL)
    self->folder = g_file_new_build_filename (g_get_user_data_dir (), "drive-in", NULL);
}

static void
drive_in_library_class_init (DriveInLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_library_finalize;
  object_class->get_property = drive_in_library_get_property;
  object_class->set_property = drive_in_library_set_property;
  object_class->constructed = drive_in_library_constructed;

  properties[PROP_FOLDER] =
    g_param_spec_object ("folder", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_library_init (DriveInLibrary *self)
{
}

/**
 * drive_in_library_new:
 * @folder: (nullable): the library folder; NULL for $XDG_DATA_HOME/drive-in
 *
 * Returns: (transfer full): a new library
 */
DriveInLibrary *
drive_in_library_new (GFile *folder)
{
  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), NULL);

  return g_object_new (DRIVE_IN_TYPE_LIBRARY, "folder", folder, NULL);
}

GFile *
drive_in_library_get_folder (DriveInLibrary *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (self), NULL);

  return self->folder;
}

/**
 * drive_in_library_get_releases_folder:
 *
 * Returns: (transfer full): <folder>/releases
 */
GFile *
drive_in_library_get_releases_folder (DriveInLibrary *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (self), NULL);

  return g_file_get_child (self->folder, "releases");
}

/**
 * drive_in_library_get_decks_folder:
 *
 * Returns: (transfer full): <folder>/decks
 */
GFile *
drive_in_library_get_decks_folder (DriveInLibrary *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (self), NULL);

  return g_file_get_child (self->folder, "decks");
}

/**
 * drive_in_library_get_games_folder:
 *
 * Returns: (transfer full): <folder>/games
 */
GFile *
drive_in_library_get_games_folder (DriveInLibrary *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (self), NULL);

  return g_file_get_child (self->folder, "games");
}

/* ------------------------------------------------------------------------------------ */
/* Import                                                                               */

/* Copies regular files and folders only: a symbolic link in a release could otherwise
 * pull any file of the user's into the library. */
static gboolean
copy_tree (GFile   *source,
           GFile   *target,
           GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileEnumerator) enumerator = NULL;
  GFileType type;

  info = g_file_query_info (source, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, error);
  if (info == NULL)
    return FALSE;
  type = g_file_info_get_file_type (info);

  if (type == G_FILE_TYPE_REGULAR)
    return g_file_copy (source, target,
                        G_FILE_COPY_NOFOLLOW_SYMLINKS | G_FILE_COPY_TARGET_DEFAULT_PERMS,
                        NULL, NULL, NULL, error);

  if (type != G_FILE_TYPE_DIRECTORY)
    {
      g_debug ("Not importing %s: not a regular file", g_file_peek_path (source));
      return TRUE;
    }

  if (!g_file_make_directory (target, NULL, error))
    return FALSE;

  enumerator = g_file_enumerate_children (source, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, error);
  if (enumerator == NULL)
    return FALSE;

  while (TRUE)
    {
      GFileInfo *child_info;
      GFile *child;
      g_autoptr(GFile) child_target = NULL;

      if (!g_file_enumerator_iterate (enumerator, &child_info, &child, NULL, error))
        return FALSE;
      if (child_info == NULL)
        break;

      child_target = g_file_get_child (target, g_file_info_get_name (child_info));
      if (!copy_tree (child, child_target, error))
        return FALSE;
    }

  return TRUE;
}

/* Never follows symbolic links: deleting a link removes the link, not its target. */
static gboolean
delete_tree (GFile   *file,
             GError **error)
{
  g_autoptr(GFileInfo) info = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, error);
  if (info == NULL)
    return FALSE;

  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_autoptr(GFileEnumerator) enumerator = NULL;

      enumerator = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                              G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                              NULL, error);
      if (enumerator == NULL)
        return FALSE;

      while (TRUE)
        {
          GFileInfo *child_info;
          GFile *child;

          if (!g_file_enumerator_iterate (enumerator, &child_info, &child, NULL, error))
            return FALSE;
          if (child_info == NULL)
            break;
          if (!delete_tree (child, error))
            return FALSE;
        }
    }

  return g_file_delete (file, NULL, error);
}

static void
delete_tree_quietly (GFile *file)
{
  g_autoptr(GError) error = NULL;

  if (file != NULL && !delete_tree (file, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    g_debug ("Could not delete %s: %s", g_file_peek_path (file), error->message);
}

static gboolean
copy_release_content (DriveInRelease  *release,
                      GFile        *source,
                      GFile        *target,
                      GError      **error)
{
  g_auto(GStrv) paths = drive_in_release_dup_content_paths (release);

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GFile) from = g_file_resolve_relative_path (source, paths[i]);
      g_autoptr(GFile) to = g_file_resolve_relative_path (target, paths[i]);
      g_autoptr(GFile) parent = g_file_get_parent (to);
      g_autoptr(GError) local_error = NULL;

      if (!g_file_equal (parent, target)
          && !g_file_make_directory_with_parents (parent, NULL, &local_error)
          && !g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", paths[i],
                       local_error->message);
          return FALSE;
        }
      g_clear_error (&local_error);

      if (!copy_tree (from, to, &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot be copied: %s"),
                       paths[i], local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
rename_or_error (const char  *from,
                 const char  *to,
                 GError     **error)
{
  int saved_errno;

  if (g_rename (from, to) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot rename to %s: %s"),
               from, to, g_strerror (saved_errno));
  return FALSE;
}

/* Moves @staging in as @target; an existing @target is renamed aside first and deleted
 * only once the new one is in place, so there is always one complete release there. */
static gboolean
install_folder (const char  *releases_path,
                const char  *staging,
                const char  *target,
                GError     **error)
{
  g_autofree char *aside = NULL;
  g_autoptr(GFile) aside_file = NULL;

  if (g_file_test (target, G_FILE_TEST_EXISTS))
    {
      int saved_errno;

      /* rename(2) may replace an empty folder: mkdtemp gives a unique one. */
      aside = g_build_filename (releases_path, ".replaced-XXXXXX", NULL);
      if (g_mkdtemp_full (aside, 0700) == NULL)
        {
          saved_errno = errno;
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot create a folder: %s"),
                       releases_path, g_strerror (saved_errno));
          return FALSE;
        }
      if (!rename_or_error (target, aside, error))
        {
          g_rmdir (aside);
          return FALSE;
        }
    }

  if (!rename_or_error (staging, target, error))
    {
      if (aside != NULL && g_rename (aside, target) != 0)
        g_debug ("Could not put %s back to %s: %s", aside, target, g_strerror (errno));
      return FALSE;
    }

  if (aside != NULL)
    {
      aside_file = g_file_new_for_path (aside);
      delete_tree_quietly (aside_file);
    }

  return TRUE;
}

/* The copy failing to load means something was not copied: say so on every line, and keep
 * each line starting with the file it is about. */
static char *
explain_staging_problems (const char *message)
{
  GString *text = g_string_new (NULL);
  g_auto(GStrv) lines = g_strsplit (message, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, _("%s (in the imported copy: symbolic links and special "
                                      "files are not imported)"), lines[i]);
    }
  return g_string_free (text, FALSE);
}

/* The release's compact form, written at import and again when it was missing, stale or
 * unsound (after the release is handed over, so nobody waits for it). */
static void
rewrite_cache (GFile *folder)
{
  g_autoptr(GError) error = NULL;

  if (!drive_in_release_cache_write (folder, &error))
    g_debug ("%s: no cache written: %s", g_file_peek_path (folder), error->message);
}

gboolean
drive_in_library_import_release (DriveInLibrary  *self,
                             GFile        *source,
                             char        **out_sigil,
                             GError      **error)
{
  static const char * const no_languages[] = { NULL };
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(DriveInRelease) copied = NULL;
  g_autoptr(GFile) releases = NULL;
  g_autoptr(GFile) staging = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *staging_path = NULL;
  g_autofree char *target_path = NULL;
  const char *releases_path;
  const char *sigil;
  gboolean folder_existed;
  gboolean releases_existed;
  int saved_errno;

  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (source), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Validate first: a broken release never touches the library. */
  release = drive_in_release_load (source, no_languages, error);
  if (release == NULL)
    return FALSE;

  sigil = drive_in_release_get_sigil (release);
  if (!drive_in_release_sigil_is_valid (sigil))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("manifest.json: sigil '%s' is not a safe name (use a-z, 0-9 and '-')"),
                   sigil);
      return FALSE;
    }
  if (is_builtin_sigil (sigil))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("manifest.json: sigil '%s' belongs to the built-in starter release"),
                   sigil);
      return FALSE;
    }

  releases = drive_in_library_get_releases_folder (self);
  releases_path = g_file_peek_path (releases);
  if (releases_path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (self->folder);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: the library is not a local folder"),
                   uri);
      return FALSE;
    }

  folder_existed = g_file_query_exists (self->folder, NULL);
  releases_existed = g_file_query_exists (releases, NULL);
  if (!releases_existed && !g_file_make_directory_with_parents (releases, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot create: %s"),
                   releases_path, local_error->message);
      return FALSE;
    }

  /* Staging inside releases/ keeps the final rename on one file system. */
  staging_path = g_build_filename (releases_path, ".import-XXXXXX", NULL);
  if (g_mkdtemp_full (staging_path, 0755) == NULL)
    {
      saved_errno = errno;
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot create a folder: %s"),
                   releases_path, g_strerror (saved_errno));
      goto failed;
    }
  staging = g_file_new_for_path (staging_path);

  if (!copy_release_content (release, source, staging, error))
    goto failed;

  /* What lands in the library must load on its own (skipped links could break it). */
  copied = drive_in_release_load (staging, no_languages, &local_error);
  if (copied == NULL)
    {
      g_autofree char *explained = explain_staging_problems (local_error->message);

      g_set_error_literal (error, DRIVE_IN_ERROR, local_error->code, explained);
      goto failed;
    }
  g_clear_object (&copied);

  /* The compact form, so that starting the app need not read the release's files again. */
  rewrite_cache (staging);

  target_path = g_build_filename (releases_path, sigil, NULL);
  if (!install_folder (releases_path, staging_path, target_path, error))
    goto failed;

  if (out_sigil != NULL)
    *out_sigil = g_strdup (sigil);
  return TRUE;

failed:
  delete_tree_quietly (staging);
  /* Leave no empty folders behind that were not there before. */
  if (!releases_existed)
    g_file_delete (releases, NULL, NULL);
  if (!folder_existed)
    g_file_delete (self->folder, NULL, NULL);
  return FALSE;
}

/* ------------------------------------------------------------------------------------ */
/* Loading                                                                              */

static void
ensure_starter_resource (void)
{
  static gsize registered = 0;

  /* libdrive-in-core is static: a constructor in an unreferenced object would be dropped. */
  if (g_once_init_enter (&registered))
    {
      for (guint i = 0; i < G_N_ELEMENTS (builtin_sets); i++)
        builtin_sets[i].register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

/**
 * drive_in_library_load_starter_release:
 * @languages: (nullable): as for drive_in_release_load()
 *
 * Returns: (transfer full) (nullable): the built-in starter release
 */
DriveInRelease *
drive_in_library_load_starter_release (const char * const  *languages,
                                   GError             **error)
{
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ensure_starter_resource ();
  folder = g_file_new_for_uri (STARTER_URI);
  return drive_in_release_load (folder, languages, error);
}

/**
 * drive_in_library_load_builtin_release:
 * @folder_name: the set's folder under the built-in cards ("drive-in-gruff")
 * @languages: (nullable): as for drive_in_release_load()
 *
 * Returns: (transfer full) (nullable): a set built into libdrive-in-core
 */
DriveInRelease *
drive_in_library_load_builtin_release (const char          *folder_name,
                                   const char * const  *languages,
                                   GError             **error)
{
  g_autofree char *uri = NULL;
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (folder_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ensure_starter_resource ();
  uri = g_strdup_printf ("resource://" RESOURCE_BASE "/cards/%s", folder_name);
  folder = g_file_new_for_uri (uri);
  return drive_in_release_load (folder, languages, error);
}

static void add_problem (GPtrArray  *problems,
                         GFile      *folder,
                         const char *message);
static char *format_problem (GFile      *folder,
                             const char *message);

/**
 * drive_in_library_load_builtin_each:
 * @languages: (nullable): as for drive_in_release_load()
 * @cancellable: (nullable): stops before the next set when cancelled
 * @func: called once per set, in the order of the built-in table
 *
 * Loads the sets of the other games built into libdrive-in-core (every one but the GROS starter,
 * which drive_in_library_load_each() gives) and hands each to @func as it is read, or NULL and
 * the problem when one fails to load. Safe to call from a worker thread.
 */
void
drive_in_library_load_builtin_each (const char * const  *languages,
                                GCancellable        *cancellable,
                                DriveInLibraryLoadFunc  func,
                                gpointer             user_data)
{
  g_return_if_fail (func != NULL);

  for (guint i = 1; i < G_N_ELEMENTS (builtin_sets); i++)
    {
      g_autoptr(DriveInRelease) set = NULL;
      g_autoptr(GError) error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        return;
      set = drive_in_library_load_builtin_release (builtin_sets[i].folder, languages, &error);
      if (set != NULL)
        func (set, NULL, user_data);
      else
        {
          g_autofree char *uri = g_strdup_printf ("resource://" RESOURCE_BASE "/cards/%s",
                                                  builtin_sets[i].folder);
          g_autoptr(GFile) folder = g_file_new_for_uri (uri);
          g_autofree char *problem = format_problem (folder, error->message);

          func (NULL, problem, user_data);
        }
    }
}

/**
 * drive_in_library_add_builtin_sets:
 * @catalog: a catalog
 * @languages: (nullable): as for drive_in_release_load()
 * @out_problems: (nullable) (element-type utf8): as for drive_in_library_load_catalog()
 *
 * Adds the sets of the other games built into libdrive-in-core (every one but the GROS starter,
 * which drive_in_library_load_catalog() adds) that @catalog does not hold yet.
 */
void
drive_in_library_add_builtin_sets (DriveInCatalog        *catalog,
                               const char * const *languages,
                               GPtrArray          *out_problems)
{
  g_return_if_fail (DRIVE_IN_IS_CATALOG (catalog));

  for (guint i = 1; i < G_N_ELEMENTS (builtin_sets); i++)
    {
      g_autoptr(DriveInRelease) set = NULL;
      g_autoptr(GError) error = NULL;

      if (drive_in_catalog_lookup_release (catalog, builtin_sets[i].sigil) != NULL)
        continue;
      set = drive_in_library_load_builtin_release (builtin_sets[i].folder, languages, &error);
      if (set != NULL)
        drive_in_catalog_add_release (catalog, set);
      else
        {
          g_autofree char *uri = g_strdup_printf ("resource://" RESOURCE_BASE "/cards/%s",
                                                  builtin_sets[i].folder);
          g_autoptr(GFile) folder = g_file_new_for_uri (uri);

          add_problem (out_problems, folder, error->message);
        }
    }
}

/* Every line of @message, each prefixed with where the release lives. */
static char *
format_problem (GFile      *folder,
                const char *message)
{
  g_autofree char *location = NULL;
  g_auto(GStrv) lines = NULL;
  GString *text;

  location = g_file_get_parse_name (folder);
  lines = g_strsplit (message, "\n", -1);
  text = g_string_new (NULL);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0')
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "%s/%s", location, lines[i]);
    }
  return g_string_free (text, FALSE);
}

static void
add_problem (GPtrArray  *problems,
             GFile      *folder,
             const char *message)
{
  if (problems != NULL)
    g_ptr_array_add (problems, format_problem (folder, message));
}

/* A release of the library's own folder: from the compact form import wrote beside it
 * when that is current and sound (*@out_stale FALSE), else from its files. */
static DriveInRelease *
load_library_release (GFile               *folder,
                      const char * const  *languages,
                      gboolean            *out_stale,
                      GError             **error)
{
  g_autoptr(GError) cache_error = NULL;
  DriveInRelease *release;

  release = drive_in_release_cache_load (folder, languages, &cache_error);
  *out_stale = release == NULL;
  if (release != NULL)
    return release;

  g_debug ("%s: %s; reading the release", g_file_peek_path (folder), cache_error->message);
  return drive_in_release_load (folder, languages, error);
}


static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/**
 * drive_in_library_load_each:
 * @languages: (nullable): as for drive_in_release_load()
 * @cancellable: (nullable): stops before the next release when cancelled
 * @func: called once per release, in catalog order: the starter release first, then the
 *   library's releases sorted by folder name
 *
 * Loads the releases drive_in_library_load_catalog() would, one at a time, and hands each to
 * @func as it is read: with the release, or with NULL and the problem (every line starting
 * with the release folder) when it failed to load. Safe to call from a worker thread: @func
 * runs in the calling thread.
 */
void
drive_in_library_load_each (DriveInLibrary         *self,
                        const char * const  *languages,
                        GCancellable        *cancellable,
                        DriveInLibraryLoadFunc  func,
                        gpointer             user_data)
{
  g_autoptr(DriveInRelease) starter = NULL;
  g_autoptr(GFile) releases = NULL;
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY (self));
  g_return_if_fail (func != NULL);

  starter = drive_in_library_load_starter_release (languages, &error);
  if (starter != NULL)
    func (starter, NULL, user_data);
  else
    {
      g_autoptr(GFile) starter_folder = g_file_new_for_uri (STARTER_URI);
      g_autofree char *problem = format_problem (starter_folder, error->message);

      func (NULL, problem, user_data);
      g_clear_error (&error);
    }

  releases = drive_in_library_get_releases_folder (self);
  enumerator = g_file_enumerate_children (releases,
                                          G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                          G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                          G_FILE_QUERY_INFO_NONE, NULL, &error);
  if (enumerator == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          g_autofree char *problem = format_problem (releases, error->message);

          func (NULL, problem, user_data);
        }
      return;
    }

  /* Sorted, so the catalog order does not depend on the file system. */
  names = g_ptr_array_new_with_free_func (g_free);
  while (TRUE)
    {
      GFileInfo *info;

      if (!g_file_enumerator_iterate (enumerator, &info, NULL, NULL, &error))
        {
          g_autofree char *problem = format_problem (releases, error->message);

          func (NULL, problem, user_data);
          g_clear_error (&error);
          break;
        }
      if (info == NULL)
        break;
      /* Dot-folders are imports in progress or old releases being deleted. */
      if (g_file_info_get_name (info)[0] == '.'
          || g_file_info_get_file_type (info) != G_FILE_TYPE_DIRECTORY)
        continue;
      g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
    }
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(GFile) folder = NULL;
      g_autoptr(DriveInRelease) release = NULL;
      gboolean stale = FALSE;

      if (g_cancellable_is_cancelled (cancellable))
        return;

      folder = g_file_get_child (releases, g_ptr_array_index (names, i));
      release = load_library_release (folder, languages, &stale, &error);
      if (release == NULL)
        {
          g_autofree char *problem = format_problem (folder, error->message);

          func (NULL, problem, user_data);
          g_clear_error (&error);
          continue;
        }
      if (is_builtin_sigil (drive_in_release_get_sigil (release)))
        {
          g_autofree char *message =
            g_strdup_printf (_("manifest.json: sigil '%s' belongs to the built-in starter "
                               "release; not loaded"), drive_in_release_get_sigil (release));
          g_autofree char *problem = format_problem (folder, message);

          func (NULL, problem, user_data);
          continue;
        }
      func (release, NULL, user_data);
      if (stale)
        rewrite_cache (folder);
    }
}

typedef struct
{
  DriveInCatalog *catalog;
  GPtrArray   *problems;
} CatalogLoad;

static void
add_to_catalog (DriveInRelease *release,
                const char  *problem,
                gpointer     user_data)
{
  CatalogLoad *load = user_data;

  if (release != NULL)
    drive_in_catalog_add_release (load->catalog, release);
  else if (load->problems != NULL)
    g_ptr_array_add (load->problems, g_strdup (problem));
}

/**
 * drive_in_library_load_catalog:
 * @languages: (nullable): as for drive_in_release_load()
 * @out_problems: (nullable) (element-type utf8): receives one newly allocated message per
 *   release that failed to load, each line starting with the release folder
 *
 * Returns: (transfer full): the catalog
 */
DriveInCatalog *
drive_in_library_load_catalog (DriveInLibrary        *self,
                           const char * const *languages,
                           GPtrArray          *out_problems)
{
  CatalogLoad load;

  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (self), NULL);

  load.catalog = drive_in_catalog_new ();
  load.problems = out_problems;
  drive_in_library_load_each (self, languages, NULL, add_to_catalog, &load);

  return load.catalog;
}
