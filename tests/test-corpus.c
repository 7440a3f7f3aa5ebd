/* test-corpus.c: every fuzz corpus file (tests/fuzz/<target>/) through its harness, as an
 * ordinary regression test: inputs that once crashed a parser must never crash it again. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "gros-test-util.h"

typedef int (*HarnessFunc) (const uint8_t *data,
                            size_t         size);

static const struct
{
  const char  *name;
  HarnessFunc  func;
  guint        min_files;  /* the seeds written by hand: a corpus never shrinks below */
} targets[] = {
  { "release", gros_fuzz_release, 8 },
  { "release-cache", gros_fuzz_release_cache, 4 },
  { "deck-xml", gros_fuzz_deck_xml, 8 },
  { "deck-text", gros_fuzz_deck_text, 6 },
  { "scenario", gros_fuzz_scenario, 6 },
  { "record", gros_fuzz_record, 6 },
  { "script", gros_fuzz_script, 6 },
  { "grotto-card-list", gros_fuzz_grotto_card_list, 6 },
  { "online-message", gros_fuzz_online_message, 10 },
  { "online-view", gros_fuzz_online_view, 6 },
};

typedef struct
{
  HarnessFunc  func;
  char        *path;
} CorpusFile;

static void
corpus_file_free (gpointer data)
{
  CorpusFile *file = data;

  g_free (file->path);
  g_free (file);
}

static void
test_corpus_file (gconstpointer data)
{
  const CorpusFile *file = data;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (file->path, &contents, &length, &error));
  g_assert_no_error (error);
  /* A copy of exactly the file's bytes, so ASan and valgrind see reads past its end (never
   * NULL, as libFuzzer gives them). */
  {
    uint8_t *bytes = malloc (MAX (length, 1));

    memcpy (bytes, contents, length);
    g_assert_cmpint (file->func (bytes, length), ==, 0);
    free (bytes);
  }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static void
test_corpus_size (gconstpointer data)
{
  guint i = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_build_filename (FUZZ_CORPUS_DIR, targets[i].name, NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  g_assert_cmpuint (n, >=, targets[i].min_files);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (corpus_file_free);

  gros_test_init (&argc, &argv);
  gros_fuzz_setup ();

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_autofree char *folder = g_build_filename (FUZZ_CORPUS_DIR, targets[i].name, NULL);
      g_autofree char *size_path = g_strdup_printf ("/drive-in/corpus/%s/seeds", targets[i].name);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      g_test_add_data_func (size_path, GUINT_TO_POINTER (i), test_corpus_size);
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_strdup (name));
      /* Readdir order differs between file systems: keep the test list stable. */
      g_ptr_array_sort (names, compare_names);

      for (guint n = 0; n < names->len; n++)
        {
          const char *file_name = g_ptr_array_index (names, n);
          CorpusFile *file = g_new0 (CorpusFile, 1);
          g_autofree char *test_path = NULL;

          file->func = targets[i].func;
          file->path = g_build_filename (folder, file_name, NULL);
          g_ptr_array_add (files, file);
          test_path = g_strdup_printf ("/drive-in/corpus/%s/%s", targets[i].name, file_name);
          g_test_add_data_func (test_path, file, test_corpus_file);
        }
    }

  return g_test_run ();
}
