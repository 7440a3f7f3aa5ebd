/* bench-catalog.c: how long loading releases and building the catalog takes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "gros.h"
#include "gros-test-util.h"

#define N_GENERATED_CARDS 10000
#define CARDS_PER_PACK    16

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
      g_autoptr(GrosRelease) release = NULL;
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      release = gros_release_load (folder, languages, &error);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      g_assert_cmpuint (g_list_model_get_n_items (gros_release_get_cards (release)), ==,
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

/* A made-up release of @n_cards cards, with an (empty) thumbnail each. */
static void
write_release (const char *path,
               guint       n_cards)
{
  static const char *types[] = {
    "character", "creature", "location", "prop", "special-effect", "plot-twist",
    "roll-the-credits",
  };
  static const char *traits[] = { "Male", "Female", "Young", "Old", "Alien", "Psycho" };
  g_autoptr(JsonBuilder) list = json_builder_new ();
  g_autoptr(JsonBuilder) packs = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *thumb = g_build_filename (path, "thumb", NULL);
  g_autofree char *manifest = g_build_filename (path, "manifest.json", NULL);
  g_autofree char *list_path = g_build_filename (path, "list.json", NULL);
  g_autofree char *packs_path = g_build_filename (path, "packs.json", NULL);
  const char *manifest_text =
    "{\n"
    "  \"name\": \"Ten Thousand Features\",\n"
    "  \"short\": \"Bench\",\n"
    "  \"sigil\": \"bench\",\n"
    "  \"list\": \"list.json\",\n"
    "  \"packs\": \"packs.json\",\n"
    "  \"thumb\": \"/thumb/\"\n"
    "}\n";

  g_assert_cmpint (g_mkdir_with_parents (thumb, 0755), ==, 0);
  g_assert_true (g_file_set_contents (manifest, manifest_text, -1, &error));

  json_builder_begin_array (list);
  json_builder_begin_array (packs);
  for (guint i = 0; i < n_cards; i++)
    {
      guint pack = i / CARDS_PER_PACK + 1;
      guint slot = i % CARDS_PER_PACK + 1;
      g_autofree char *number = g_strdup_printf ("%03u-%02u", pack, slot);
      g_autofree char *name = g_strdup_printf ("Bench Card &amp; Friend\nNumber %u", i);
      g_autofree char *stat = g_strdup_printf ("%u", i % 12);
      g_autofree char *art = g_strdup_printf ("%s.jpeg", number);
      g_autofree char *art_path = g_build_filename (thumb, art, NULL);

      json_builder_begin_object (list);
      json_builder_set_member_name (list, "type");
      json_builder_add_string_value (list, types[i % G_N_ELEMENTS (types)]);
      json_builder_set_member_name (list, "name");
      json_builder_add_string_value (list, name);
      json_builder_set_member_name (list, "traits");
      json_builder_begin_array (list);
      json_builder_add_string_value (list, traits[i % G_N_ELEMENTS (traits)]);
      json_builder_add_string_value (list, traits[(i / 7) % G_N_ELEMENTS (traits)]);
      json_builder_end_array (list);
      json_builder_set_member_name (list, "stat");
      json_builder_add_string_value (list, i % 9 == 0 ? "" : stat);
      json_builder_set_member_name (list, "popcorn");
      json_builder_add_string_value (list, i % 2 ? "2" : "1");
      json_builder_set_member_name (list, "bucket");
      json_builder_add_boolean_value (list, i % 3 == 0);
      json_builder_set_member_name (list, "quote");
      json_builder_add_string_value (list, "\"A line someone says before the lights go out.\"");
      json_builder_set_member_name (list, "abilities");
      json_builder_add_string_value (list, "Gains +1 Defense for each 'Young' Character in "
                                           "the same Movie. May not use 'Guns'.");
      json_builder_set_member_name (list, "title");
      json_builder_add_string_value (list, "Word");
      json_builder_set_member_name (list, "number");
      json_builder_add_string_value (list, number);
      json_builder_set_member_name (list, "art");
      json_builder_add_string_value (list, art);
      json_builder_end_object (list);

      g_assert_true (g_file_set_contents (art_path, "", 0, &error));

      if (slot == 1)
        {
          g_autofree char *prefix = g_strdup_printf ("%03u", pack);
          g_autofree char *pack_name = g_strdup_printf ("Bench Pack %u", pack);

          json_builder_begin_object (packs);
          json_builder_set_member_name (packs, "name");
          json_builder_add_string_value (packs, pack_name);
          json_builder_set_member_name (packs, "prefix");
          json_builder_add_string_value (packs, prefix);
          json_builder_set_member_name (packs, "type");
          json_builder_add_string_value (packs, "feature");
          json_builder_set_member_name (packs, "cards");
          json_builder_begin_array (packs);
        }
      json_builder_add_string_value (packs, number);
      if (slot == CARDS_PER_PACK || i + 1 == n_cards)
        {
          json_builder_end_array (packs);
          json_builder_end_object (packs);
        }
    }
  json_builder_end_array (list);
  json_builder_end_array (packs);

  json_generator_set_pretty (generator, TRUE);
  root = json_builder_get_root (list);
  json_generator_set_root (generator, root);
  g_assert_true (json_generator_to_file (generator, list_path, &error));
  g_clear_pointer (&root, json_node_unref);
  root = json_builder_get_root (packs);
  json_generator_set_root (generator, root);
  g_assert_true (json_generator_to_file (generator, packs_path, &error));
}

static void
bench_generated_release (void)
{
  g_autofree char *path = g_build_filename (gros_test_get_data_home (), "bench-release", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GrosCatalog) catalog = gros_catalog_new ();
  g_autoptr(GrosRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  const guint runs = 5;
  gint64 start;
  double ms;

  write_release (path, N_GENERATED_CARDS);

  median_load_ms (folder, english, 1, N_GENERATED_CARDS);
  g_print ("%u-card release load: %.1f ms (median of %u)\n", N_GENERATED_CARDS,
           median_load_ms (folder, english, runs, N_GENERATED_CARDS), runs);

  /* Catalog side: adding the release, then a lookup per card. */
  release = gros_release_load (folder, english, &error);
  g_assert_no_error (error);
  start = g_get_monotonic_time ();
  gros_catalog_add_release (catalog, release);
  for (guint i = 0; i < N_GENERATED_CARDS; i++)
    {
      g_autofree char *id = g_strdup_printf ("bench:%03u-%02u", i / CARDS_PER_PACK + 1,
                                             i % CARDS_PER_PACK + 1);
      g_assert_nonnull (gros_catalog_lookup (catalog, id));
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

  g_test_add_func ("/gros/bench/catalog/gros-dc", bench_shared_release);
  g_test_add_func ("/gros/bench/catalog/generated", bench_generated_release);

  return g_test_run ();
}
