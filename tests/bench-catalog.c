/* bench-catalog.c: how long loading releases and building the catalog takes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-core.h"
#include "gros-test-util.h"

#define N_GENERATED_CARDS 10000
#define CARDS_PER_PACK    16 /* as gros_test_write_generated_release() makes them */

static const char * const english[] = { NULL };

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return da < db ? -1 : da > db ? 1 : 0;
}

/* Median wall-clock milliseconds of @runs loads of @folder; also checks the card count. */
static double
median_load_ms (GFile              *folder,
                const char * const *languages,
                guint               runs,
                guint               expected_cards)
{
  g_autofree double *times = g_new (double, runs);

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(DriveInRelease) release = NULL;
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      release = drive_in_release_load (folder, languages, &error);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==,
                        expected_cards);
    }

  qsort (times, runs, sizeof (double), compare_doubles);
  return runs % 2 == 1 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
}

static void
bench_shared_release (void)
{
  g_autoptr(GFile) folder = gros_test_get_shared_release ();
  const char * const french[] = { "fr", NULL };
  const guint runs = 20;

  if (folder == NULL)
    {
      g_test_skip ("the shared gros-dc release is not there");
      return;
    }

  /* One untimed load first, so the figures do not include a cold file cache. */
  median_load_ms (folder, english, 1, 160);
  g_print ("gros-dc load: %.1f ms (median of %u)\n",
           median_load_ms (folder, english, runs, 160), runs);
  g_print ("gros-dc load with the French overlay: %.1f ms (median of %u)\n",
           median_load_ms (folder, french, runs, 160), runs);
}

static void
bench_generated_release (void)
{
  g_autofree char *path = g_build_filename (gros_test_get_data_home (), "bench-release", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  const guint runs = 5;
  gint64 start;
  double ms;

  gros_test_write_generated_release (path, N_GENERATED_CARDS);

  median_load_ms (folder, english, 1, N_GENERATED_CARDS);
  g_print ("%u-card release load: %.1f ms (median of %u)\n", N_GENERATED_CARDS,
           median_load_ms (folder, english, runs, N_GENERATED_CARDS), runs);

  /* Catalog side: adding the release, then a lookup per card. */
  release = drive_in_release_load (folder, english, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  drive_in_catalog_add_release (catalog, release);
  for (guint i = 0; i < N_GENERATED_CARDS; i++)
    {
      g_autofree char *id = g_strdup_printf ("bench:%03u-%02u", i / CARDS_PER_PACK + 1,
                                             i % CARDS_PER_PACK + 1);
      g_assert_nonnull (drive_in_catalog_lookup (catalog, id));
    }
  ms = (g_get_monotonic_time () - start) / 1000.0;
  g_print ("catalog add + %u lookups: %.1f ms\n", N_GENERATED_CARDS, ms);

  gros_test_rm_rf (path);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/bench/catalog/gros-dc", bench_shared_release);
  g_test_add_func ("/drive-in/bench/catalog/generated", bench_generated_release);

  return g_test_run ();
}
