/* gros-test-util.c: shared set-up for every test program. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

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

#define CARDS_PER_PACK 16

void
gros_test_write_generated_release (const char *path,
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

void
gros_test_check_elapsed (const char *what,
                         gint64      start_us,
                         gint64      limit_us)
{
  gint64 elapsed = g_get_monotonic_time () - start_us;

  g_test_message ("%s: %.3f s (limit %.3f s in the bench suite)", what, elapsed / 1e6,
                  limit_us / 1e6);
  if (g_strcmp0 (g_getenv ("GROS_TEST_TIMING"), "1") == 0 && elapsed >= limit_us)
    g_test_fail_printf ("%s took %.3f s, over its %.3f s", what, elapsed / 1e6, limit_us / 1e6);
}

guint
gros_test_repeats (guint count,
                   guint sanitized_count)
{
  g_return_val_if_fail (sanitized_count <= count, count);

  if (g_strcmp0 (g_getenv ("DRIVE_IN_TEST_SANITIZED"), "1") == 0)
    {
      g_test_message ("DRIVE_IN_TEST_SANITIZED=1: %u repeats, not %u", sanitized_count, count);
      return sanitized_count;
    }
  return count;
}
