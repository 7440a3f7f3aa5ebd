/* test-grotto-scripts.c: the Grotto Beasts! effect language: every shipped entry compiles,
 * every starter card has a complete one, and mistakes are refused with the file and line. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "grotto-script-lang.h"
#include "test-grotto-common.h"

static void
test_shipped_compile (void)
{
  const char * const *sigils = grotto_scripts_list_files ();

  for (guint f = 0; sigils[f] != NULL; f++)
    {
      g_autofree char *path = g_strdup_printf ("/io/github/drivein/DriveIn/rules/grotto/%s.grotto-script",
                                               sigils[f]);
      g_autoptr(GrottoCardDb) db = grotto_card_db_new ();
      g_autoptr(GBytes) bytes = NULL;
      GrottoScriptFile *file;
      gsize size;
      const char *data;

      /* Looking a card up loads the file (and registers the resources). */
      grotto_scripts_lookup (db, sigils[f], "none");
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_assert_nonnull (bytes);
      data = g_bytes_get_data (bytes, &size);
      {
        g_autofree char *text = g_strndup (data, size);

        file = grotto_script_file_parse (sigils[f], text);
      }
      g_assert_cmpuint (file->errors->len, ==, 0);
      for (guint i = 0; i < file->entries->len; i++)
        {
          GrottoScriptEntry *entry = g_ptr_array_index (file->entries, i);
          g_autoptr(GError) error = NULL;
          g_autofree GrottoScript *script =
            grotto_script_compile_text (db, sigils[f], entry->body, sigils[f], entry->line + 1,
                                        &error);

          if (script == NULL)
            g_error ("%s", error->message);
        }
      grotto_script_file_free (file);
    }
}

static void
test_starter_complete (void)
{
  g_autoptr(GPtrArray) cards = grotto_test_starter_cards ();
  guint complete, entries;

  for (guint i = 0; i < cards->len; i++)
    g_assert_true (grotto_scripts_is_complete ("drive-in-grotto",
                                               drive_in_card_get_number (cards->pdata[i])));
  grotto_scripts_coverage ("drive-in-grotto", &complete, &entries);
  g_assert_cmpuint (complete, ==, cards->len);
  g_assert_cmpuint (entries, ==, cards->len);
}

static void
test_errors (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } bad[] = {
    { "on sumon: draw 1", "unknown trigger" },
    { "on summon draw 1", "“:”" },
    { "on summon: drow 1", "unknown step" },
    { "on summon: draw many", "not a number" },
    { "on summon: choose; discard target", "a filter is wanted" },
    { "on summon: if count beast own 3", "a comparison" },
    { "static glow", "unknown continuous effect" },
    { "static power +1 if sometimes", "unknown condition" },
    { "on summon: handler nobody", "unknown handler" },
    { "on summon: grant self flying", "unknown grant" },
    { "complete\non summon: draw 1", "nothing may follow" },
    { "whatever", "a line must be" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GrottoCardDb) db = grotto_card_db_new ();
      g_autoptr(GError) error = NULL;
      GrottoScript *script = grotto_script_compile_text (db, "test", bad[i].text, "t.grotto-script",
                                                         5, &error);

      g_assert_null (script);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "t.grotto-script:"));
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("“%s”: %s (wanted “%s”)", bad[i].text, error->message, bad[i].message);
    }
}

static void
test_file_errors (void)
{
  GrottoScriptFile *file = grotto_script_file_parse ("f", "draw 1\ncard 1\n  complete\ncard 1\ncard\n");

  /* A line before any entry, a second entry of a number, a card line without a number. */
  g_assert_cmpuint (file->errors->len, ==, 3);
  g_assert_cmpuint (file->entries->len, ==, 1);
  grotto_script_file_free (file);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/grotto/scripts/shipped-compile", test_shipped_compile);
  g_test_add_func ("/grotto/scripts/starter-complete", test_starter_complete);
  g_test_add_func ("/grotto/scripts/errors", test_errors);
  g_test_add_func ("/grotto/scripts/file-errors", test_file_errors);
  return g_test_run ();
}
