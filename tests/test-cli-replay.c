/* test-cli-replay.c: drive-in-cli replay, text and --json, compared byte for byte with the
 * outputs saved in tests/fixtures/replay (captured before replay became one path for every
 * game), so a change of what a user or a program reads shows as a failure. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include "gros-test-util.h"

/* The built drive-in-cli: $DRIVE_IN_CLI, else the first argument meson passes. */
static char *cli_path;

typedef struct
{
  const char *golden;    /* tests/fixtures/replay/<golden> */
  const char *record;    /* tests/fixtures/<record> */
  const char *args[6];   /* after "replay", before the file; NULL-terminated */
  int         status;
} Case;

/* GROS's records of several lengths and endings, each other game's, every viewer form. */
static const Case cases[] = {
  { "gros-01.txt", "records/game-01.gros-game", { NULL }, 0 },
  { "gros-01.json", "records/game-01.gros-game", { "--json", NULL }, 0 },
  { "gros-01-seat1.txt", "records/game-01.gros-game", { "--viewer", "1", NULL }, 0 },
  { "gros-01-public.json", "records/game-01.gros-game", { "--json", "--viewer", "public" }, 0 },
  { "gros-05-first20.txt", "records/game-05.gros-game", { "--actions", "20", NULL }, 0 },
  { "gros-05-first20-seat2.json", "records/game-05.gros-game",
    { "--json", "--actions", "20", "--viewer", "2", NULL }, 0 },
  { "gros-09.txt", "records/game-09.gros-game", { NULL }, 0 },
  { "gros-12.json", "records/game-12.gros-game", { "--json", NULL }, 0 },
  { "grotto.txt", "replay/grotto.drive-in-game", { NULL }, 0 },
  { "grotto-seat1.json", "replay/grotto.drive-in-game", { "--json", "--viewer", "1" }, 0 },
  { "groo.txt", "replay/groo.drive-in-game", { NULL }, 0 },
  { "groo-seat2.json", "replay/groo.drive-in-game", { "--json", "--viewer", "2" }, 0 },
  { "gruff.txt", "replay/gruff.drive-in-game", { NULL }, 0 },
  { "gruff-public.json", "replay/gruff.drive-in-game", { "--json", "--viewer", "public" }, 0 },
};

/* Runs drive-in-cli replay on @c; its stdout with the record's path written as @FILE@. */
static char *
run (const Case *c,
     int        *status)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) record = NULL;
  g_autoptr(GString) out = NULL;
  g_autofree char *path = NULL;
  g_autofree char *relative = g_build_filename ("fixtures", c->record, NULL);
  g_autofree char *stdout_text = NULL;
  g_autofree char *stderr_text = NULL;

  record = gros_test_get_source_file (relative);
  path = g_file_get_parse_name (record);
  g_ptr_array_add (args, g_strdup (cli_path));
  g_ptr_array_add (args, g_strdup ("replay"));
  for (guint i = 0; i < G_N_ELEMENTS (c->args) && c->args[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (c->args[i]));
  g_ptr_array_add (args, g_strdup (path));
  g_ptr_array_add (args, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &stdout_text, &stderr_text, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  *status = g_subprocess_get_exit_status (process);
  if (*stderr_text != '\0')
    g_test_message ("stderr: %s", stderr_text);

  out = g_string_new (stdout_text);
  g_string_replace (out, path, "@FILE@", 0);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *relative = g_build_filename ("fixtures", "replay", c->golden, NULL);
  g_autoptr(GFile) golden = gros_test_get_source_file (relative);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *out = NULL;
  int status;

  out = run (c, &status);
  /* DRIVE_IN_REPLAY_GOLDEN_WRITE=1 writes the outputs instead: only to capture them anew,
   * after a change that is meant. */
  if (g_getenv ("DRIVE_IN_REPLAY_GOLDEN_WRITE") != NULL)
    {
      g_autofree char *path = g_file_get_path (golden);

      g_assert_true (g_file_set_contents (path, out, -1, &error));
      g_assert_no_error (error);
      return;
    }
  g_assert_cmpint (status, ==, c->status);
  g_assert_true (g_file_load_contents (golden, NULL, &expected, NULL, NULL, &error));
  g_assert_no_error (error);
  if (!g_str_equal (out, expected))
    {
      g_auto(GStrv) got = g_strsplit (out, "\n", -1);
      g_auto(GStrv) want = g_strsplit (expected, "\n", -1);
      guint i = 0;

      /* The first line that differs, not two pages of output. */
      while (got[i] != NULL && want[i] != NULL && g_str_equal (got[i], want[i]))
        i++;
      g_test_message ("%s, line %u: expected “%s”, got “%s”", c->golden, i + 1,
                      want[i] != NULL ? want[i] : "(end)", got[i] != NULL ? got[i] : "(end)");
      g_test_fail ();
    }
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  if (g_getenv ("DRIVE_IN_CLI") != NULL)
    cli_path = g_strdup (g_getenv ("DRIVE_IN_CLI"));
  else if (argc > 1)
    cli_path = g_strdup (argv[1]);
  else
    g_error ("give the path of drive-in-cli as argument or in $DRIVE_IN_CLI");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/drive-in/cli/replay/%s", cases[i].golden);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  return g_test_run ();
}
