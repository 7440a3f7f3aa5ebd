/* fuzz-common.c: what the fuzz harnesses share: set-up, the starter catalog, a scratch folder. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <errno.h>
#include <locale.h>
#include <stdlib.h>

#include <glib/gstdio.h>

#include "fuzz-common.h"

static char *scratch;
static DriveInCatalog *catalog;
static GrosCardDb *db;

void
gros_fuzz_rm_rf (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK) || !g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_unlink (path);
      return;
    }

  /* A harness may have left a folder unreadable: make it readable to empty it. */
  g_chmod (path, 0700);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      gros_fuzz_rm_rf (child);
    }
  g_rmdir (path);
}

static void
remove_scratch (void)
{
  if (scratch != NULL)
    gros_fuzz_rm_rf (scratch);
  g_clear_pointer (&scratch, g_free);
}

static void
quiet_log_writer (const char     *log_domain,
                  GLogLevelFlags  log_level,
                  const char     *message,
                  gpointer        user_data)
{
  /* Debug and info messages are the libraries' business; anything worse is fatal below. */
  if (log_level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO | G_LOG_LEVEL_MESSAGE))
    return;
  g_log_default_handler (log_domain, log_level, message, user_data);
}

void
gros_fuzz_setup (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;

  if (scratch != NULL)
    return;

  /* Before anything caches g_get_user_data_dir(). */
  scratch = g_dir_make_tmp ("drive-in-fuzz-XXXXXX", &error);
  if (scratch == NULL)
    g_error ("cannot make a scratch folder: %s", error->message);
  atexit (remove_scratch);
  data_home = g_build_filename (scratch, "data-home", NULL);
  g_mkdir (data_home, 0700);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");

  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_log_set_default_handler (quiet_log_writer, NULL);
}

DriveInCatalog *
gros_fuzz_get_catalog (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = NULL;

  if (catalog != NULL)
    return catalog;

  gros_fuzz_setup ();
  starter = drive_in_library_load_starter_release (languages, &error);
  if (starter == NULL)
    g_error ("the starter release does not load: %s", error->message);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, starter);
  return catalog;
}

GrosCardDb *
gros_fuzz_get_db (void)
{
  GListModel *cards;

  if (db != NULL)
    return db;

  cards = G_LIST_MODEL (gros_fuzz_get_catalog ());
  db = gros_card_db_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      gros_card_db_add_card (db, card);
    }
  return db;
}

const char *
gros_fuzz_get_scratch (void)
{
  gros_fuzz_setup ();
  return scratch;
}
