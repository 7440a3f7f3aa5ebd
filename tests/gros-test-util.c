/* gros-test-util.c: shared set-up for every test program. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <glib/gstdio.h>

#include "gros-test-util.h"

static char *data_home;

void
gros_test_rm_rf (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK) || !g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_unlink (path);
      return;
    }

  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      gros_test_rm_rf (child);
    }
  g_rmdir (path);
}

static void
remove_data_home (void)
{
  if (data_home != NULL)
    gros_test_rm_rf (data_home);
  g_clear_pointer (&data_home, g_free);
}

void
gros_test_init (int    *argc,
                char ***argv)
{
  g_autoptr(GError) error = NULL;

  /* Before anything caches g_get_user_data_dir(). */
  data_home = g_dir_make_tmp ("drive-in-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  atexit (remove_data_home);

  g_test_init (argc, argv, NULL);
}

const char *
gros_test_get_data_home (void)
{
  return data_home;
}

GFile *
gros_test_get_shared_release (void)
{
  const char *env = g_getenv ("GROS_SHARED_RELEASE");
  g_autofree char *path = NULL;

  if (env != NULL && *env != '\0')
    path = g_strdup (env);
  else
    path = g_build_filename (SOURCE_ROOT, "..", "shared", "releases", "gros-dc", NULL);

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_file_new_for_path (path);
}

GFile *
gros_test_get_source_file (const char *relative_path)
{
  g_autofree char *path = g_build_filename (SOURCE_ROOT, "tests", relative_path, NULL);
  return g_file_new_for_path (path);
}
