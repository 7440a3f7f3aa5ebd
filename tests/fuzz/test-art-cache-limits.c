/* test-art-cache-limits.c: the app's art cache (card tiles) refuses art over 8 MiB or 4096 px
 * before decoding it, as the card renderer does: a stranger's release cannot exhaust memory;
 * and while it is held (the catalog loading), loads wait. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <fcntl.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "bad-images.h"
#include "drive-in-art-cache.h"
#include "drive-in-test-util.h"
#include "drive-in-card-art.h"

typedef struct
{
  gboolean    done;
  GdkTexture *texture;
  GError     *error;
} LoadResult;

static void
on_loaded_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  LoadResult *load = user_data;

  load->texture = drive_in_art_cache_load_finish (DRIVE_IN_ART_CACHE (source), result,
                                                  &load->error);
  load->done = TRUE;
}

static gboolean
load_done (gpointer data)
{
  return ((LoadResult *) data)->done;
}

/* Loads @path at 128 px; NULL with *@error when refused. */
static GdkTexture *
load (const char  *path,
      GError     **error)
{
  g_autoptr(DriveInArtCache) cache = drive_in_art_cache_new (8);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  LoadResult result = { FALSE, NULL, NULL };

  drive_in_art_cache_load_async (cache, file, 128, NULL, on_loaded_cb, &result);
  drive_in_test_wait_until (load_done, &result, 30000);
  if (result.error != NULL)
    g_propagate_error (error, result.error);
  return result.texture;
}

static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), name, NULL);
}

static void
test_small_png_loads (void)
{
  g_autofree char *path = temp_path ("ok.png");
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  g_assert_true (g_file_set_contents (path, (const char *) tiny_png, sizeof tiny_png, NULL));
  texture = load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 1);
}

static void
test_wide_png_refused (void)
{
  struct { guint32 width, height; } sizes[] = { { 5000, 10 }, { 10, 100000 }, { 30000, 30000 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = temp_path ("big.png");
      g_autoptr(GError) error = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      gint64 start = g_get_monotonic_time ();

      write_png_claiming (path, sizes[i].width, sizes[i].height);
      texture = load (path, &error);
      g_assert_null (texture);
      g_assert_nonnull (error);
      g_test_message ("%u x %u: %s", sizes[i].width, sizes[i].height, error->message);
      g_assert_nonnull (strstr (error->message, "4096"));
      g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);
    }
}

static void
test_large_file_refused (void)
{
  const char *names[] = { "big-file.png", "big-file.svg" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = temp_path (names[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      int fd;

      /* A valid start, then zeros (sparse): 9 MiB. */
      g_assert_true (i == 0 ? g_file_set_contents (path, (const char *) tiny_png,
                                                   sizeof tiny_png, NULL)
                            : g_file_set_contents (path, "<svg xmlns=\"http://www.w3.org/2000/"
                                                   "svg\" width=\"10\" height=\"10\">", -1,
                                                   NULL));
      fd = g_open (path, O_WRONLY, 0644);
      g_assert_cmpint (fd, >=, 0);
      g_assert_cmpint (ftruncate (fd, 9 * 1024 * 1024), ==, 0);
      close (fd);
      texture = load (path, &error);
      g_assert_null (texture);
      g_assert_nonnull (error);
      g_test_message ("%s: %s", names[i], error->message);
      g_assert_nonnull (strstr (error->message, "8 MiB"));
    }
}

/* Held, a load waits (a cancelled one is not decoded); released, it runs. */
static void
test_hold (void)
{
  g_autofree char *path = temp_path ("held.png");
  g_autoptr(DriveInArtCache) cache = drive_in_art_cache_new (8);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  LoadResult waiting = { FALSE, NULL, NULL };
  LoadResult cancelled = { FALSE, NULL, NULL };

  g_assert_true (g_file_set_contents (path, (const char *) tiny_png, sizeof tiny_png, NULL));
  file = g_file_new_for_path (path);
  drive_in_art_cache_hold (cache);
  drive_in_art_cache_hold (cache);
  drive_in_art_cache_load_async (cache, file, 64, NULL, on_loaded_cb, &waiting);
  drive_in_art_cache_load_async (cache, file, 32, cancellable, on_loaded_cb, &cancelled);
  g_cancellable_cancel (cancellable);
  drive_in_test_iterate (200);
  g_assert_false (waiting.done);
  g_assert_false (cancelled.done);

  drive_in_art_cache_release (cache);
  drive_in_test_iterate (200);
  g_assert_false (waiting.done);

  drive_in_art_cache_release (cache);
  drive_in_test_wait_until (load_done, &waiting, 30000);
  drive_in_test_wait_until (load_done, &cancelled, 30000);
  g_assert_no_error (waiting.error);
  g_assert_nonnull (waiting.texture);
  g_assert_error (cancelled.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (cancelled.texture);
  g_clear_object (&waiting.texture);
  g_clear_error (&cancelled.error);
}

int
main (int   argc,
      char *argv[])
{
  drive_in_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/app/art-cache-limits/small-png", test_small_png_loads);
  g_test_add_func ("/drive-in/app/art-cache-limits/wide-png", test_wide_png_refused);
  g_test_add_func ("/drive-in/app/art-cache-limits/large-file", test_large_file_refused);
  g_test_add_func ("/drive-in/app/art-cache-limits/hold", test_hold);

  return g_test_run ();
}
