/* test-bad-input.c: every kind of bad input a stranger's file can hold, and what the user sees:
 * the library's error and drive-in-cli's own message and exit status. Nothing may crash, hang,
 * read outside the folder it was given, or show a secret. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "drive-in-card-art.h"
#include "gros-game-record.h"
#include "game-scenario.h"
#include "gros-script-lang.h"
#include "gros-test-util.h"
#include "bad-images.h"
#include "gros-deck.h"

/* The content of a file outside every folder a test hands over: it must never show up. */
#define SECRET "TOP-SECRET-0b5e7a"

static char *work_dir;

/* ------------------------------------------------------------------------------------ */
/* Helpers                                                                              */

static void
write_file (const char *path,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

static void
write_bytes (const char *path,
             const void *data,
             gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (parent, 0755), ==, 0);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

/* A fresh folder under the test's work folder, readable by anyone (the permission cases run
 * the CLI as nobody). */
static char *
new_dir (const char *name)
{
  char *path = g_build_filename (work_dir, name, NULL);

  gros_test_rm_rf (path);
  g_assert_cmpint (g_mkdir_with_parents (path, 0755), ==, 0);
  return path;
}

/* A file outside the folders handed over, holding SECRET. */
static char *
secret_file (void)
{
  char *path = g_build_filename (work_dir, "outside", "secret.txt", NULL);

  write_file (path, SECRET "\n");
  return path;
}

typedef struct
{
  int   status;   /* exit status; 124 when it ran out of time, 128+N when killed by N */
  char *out;
  char *err;
} CliResult;

static void
cli_result_free (CliResult *result)
{
  g_free (result->out);
  g_free (result->err);
  g_free (result);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliResult, cli_result_free)

static void
become_nobody (gpointer user_data)
{
  /* root reads everything: permission cases run the CLI as nobody. */
  if (geteuid () == 0
      && (setgroups (0, NULL) != 0 || setgid (65534) != 0 || setuid (65534) != 0))
    _exit (99);
}

/* Runs drive-in-cli with @args under timeout(1), optionally as nobody. */
static CliResult *
run_cli_full (gboolean            as_nobody,
              const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  CliResult *result = g_new0 (CliResult, 1);

  g_ptr_array_add (argv, (char *) "timeout");
  g_ptr_array_add (argv, (char *) "-k");
  g_ptr_array_add (argv, (char *) "5");
  g_ptr_array_add (argv, (char *) "60");
  g_ptr_array_add (argv, (char *) DRIVE_IN_CLI);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  if (as_nobody)
    {
      /* Its own library, which nobody may write. */
      g_autofree char *home = new_dir ("nobody-data");

      g_assert_cmpint (g_chmod (home, 0777), ==, 0);
      g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", home, TRUE);
      g_subprocess_launcher_set_child_setup (launcher, become_nobody, NULL, NULL);
    }
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &result->out, &result->err, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_if_exited (process))
    result->status = g_subprocess_get_exit_status (process);
  else
    result->status = 128 + g_subprocess_get_term_sig (process);
  return result;
}

static CliResult *
run_cli (const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  return run_cli_full (FALSE, (const char * const *) args->pdata);
}

/* Replaces the work folder in messages, so the report reads the same on any machine. */
static char *
tidy (const char *text)
{
  g_autoptr(GString) out = g_string_new (text);

  g_string_replace (out, work_dir, "DIR", 0);
  g_string_replace (out, gros_test_get_data_home (), "DATA", 0);
  while (out->len > 0 && out->str[out->len - 1] == '\n')
    g_string_truncate (out, out->len - 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* With GROS_BAD_INPUT_REPORT set, one Markdown table row per case, for the issue notes. */
static void
report (const char *input,
        const char *command,
        int         status,
        const char *message)
{
  const char *path = g_getenv ("GROS_BAD_INPUT_REPORT");
  g_autofree char *tidied = tidy (message);
  g_autoptr(GString) cell = g_string_new (tidied);
  g_autofree char *row = NULL;
  FILE *file;

  g_test_message ("%s | %s | %d | %s", input, command, status, tidied);
  if (path == NULL || *path == '\0')
    return;
  g_string_replace (cell, "|", "\\|", 0);
  g_string_replace (cell, "\n", "<br>", 0);
  row = g_strdup_printf ("| %s | `%s` | %d | %s |\n", input, command, status, cell->str);
  file = fopen (path, "a");
  g_assert_nonnull (file);
  fputs (row, file);
  fclose (file);
}

/* Checks a CLI result: @status, no crash, no secret, and every @needles (NULL-terminated) in
 * what it printed on stderr (status 2) or stdout. */
static void
check_cli (CliResult   *result,
           const char  *input,
           const char  *command,
           int          status,
           const char  *needle,
           ...)
{
  const char *where;
  va_list ap;

  where = result->status == 0 || result->status == 1 ? result->out : result->err;
  if (result->status == 2 && *result->err == '\0')
    where = result->out;
  report (input, command, result->status,
          result->status == 0 && *result->err != '\0' ? result->err : where);
  if (result->status != status)
    g_error ("%s: %s exited with %d, not %d\nstdout: %s\nstderr: %s", input, command,
             result->status, status, result->out, result->err);
  g_assert_null (strstr (result->out, SECRET));
  g_assert_null (strstr (result->err, SECRET));
  g_assert_null (strstr (result->err, "AddressSanitizer"));
  g_assert_null (strstr (result->err, "runtime error"));
  g_assert_null (strstr (result->err, "CRITICAL"));

  va_start (ap, needle);
  for (const char *n = needle; n != NULL; n = va_arg (ap, const char *))
    if (strstr (result->out, n) == NULL && strstr (result->err, n) == NULL)
      g_error ("%s: %s does not say “%s”\nstdout: %s\nstderr: %s", input, command, n,
               result->out, result->err);
  va_end (ap);
}

/* True when a file under @dir (recursively) is a symbolic link or holds SECRET. */
static gboolean
tree_has_outside_content (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;

      if (g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        return TRUE;
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          if (tree_has_outside_content (path))
            return TRUE;
          continue;
        }
      if (g_file_get_contents (path, &contents, NULL, NULL) && strstr (contents, SECRET))
        return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------------------------------ */
/* A small release, written as files                                                    */

static const char *manifest_json =
  "{\"name\": \"Bad Input &amp; Co\", \"short\": \"Bad\", \"year\": \"2026\", "
  "\"sigil\": \"bad-input\", \"type\": \"test\", \"list\": \"list.json\", "
  "\"packs\": \"packs.json\", \"thumb\": \"/thumb/\", \"languages\": [\"fr\"]}";

#define CARD(num, type, name, stat, extra)                                                \
  "{\"number\": \"" num "\", \"type\": \"" type "\", \"name\": \"" name "\", "            \
  "\"traits\": [\"Male\"], \"stat\": \"" stat "\", \"popcorn\": \"1\", \"bucket\": false, " \
  "\"quote\": \"\", \"abilities\": \"\", \"title\": \"Word\"" extra "}"

static const char *list_json =
  "[" CARD ("01-01", "character", "Night Guard", "2", ", \"art\": \"01-01.png\"") ","
  CARD ("01-02", "creature", "Pond Thing", "9", "") ","
  CARD ("01-03", "location", "Old Pier", "1", "") "]";

static const char *packs_json =
  "[{\"name\": \"Pack\", \"prefix\": \"01\", \"type\": \"feature\", "
  "\"cards\": [\"01-01\", \"01-02\", \"01-03\"]}]";

/* A good release in a fresh folder @name; each of @files ("path", "content" pairs, content
 * NULL to delete) then replaces one file. */
static char *
make_release (const char *name,
              ...)
{
  char *dir = new_dir (name);
  g_autofree char *manifest = g_build_filename (dir, "manifest.json", NULL);
  g_autofree char *list = g_build_filename (dir, "list.json", NULL);
  g_autofree char *packs = g_build_filename (dir, "packs.json", NULL);
  g_autofree char *thumb = g_build_filename (dir, "thumb", "01-01.png", NULL);
  g_autofree char *fr = g_build_filename (dir, "languages", "fr.json", NULL);
  va_list ap;

  write_file (manifest, manifest_json);
  write_file (list, list_json);
  write_file (packs, packs_json);
  write_bytes (thumb, tiny_png, sizeof tiny_png);
  write_file (fr, "[{\"number\": \"01-01\", \"name\": \"Gardien\"}]");

  va_start (ap, name);
  for (const char *file = va_arg (ap, const char *); file != NULL;
       file = va_arg (ap, const char *))
    {
      const char *content = va_arg (ap, const char *);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      gros_test_rm_rf (path);
      if (content != NULL)
        write_file (path, content);
    }
  va_end (ap);
  return dir;
}

static const char *packs_one =
  "[{\"name\": \"P\", \"prefix\": \"01\", \"type\": \"feature\", \"cards\": [\"01-01\"]}]";

static char *
list_with_card (const char *card_json)
{
  return g_strdup_printf ("[%s]", card_json);
}

/* Import through the CLI; checks status and message, and that the library never holds a
 * link or outside content afterwards. */
static void
check_import (const char *input,
              const char *dir,
              int         status,
              const char *needle,
              ...)
{
  g_autoptr(CliResult) result = run_cli ("import", dir, NULL);
  g_autofree char *library = g_build_filename (gros_test_get_data_home (), "drive-in", NULL);
  va_list ap;

  check_cli (result, input, "drive-in-cli import DIR", status, NULL);
  va_start (ap, needle);
  for (const char *n = needle; n != NULL; n = va_arg (ap, const char *))
    if (strstr (result->out, n) == NULL && strstr (result->err, n) == NULL)
      g_error ("%s: import does not say “%s”\nstdout: %s\nstderr: %s", input, n, result->out,
               result->err);
  va_end (ap);
  g_assert_false (tree_has_outside_content (library));
}

/* ------------------------------------------------------------------------------------ */
/* Releases                                                                             */

static void
test_release_good (void)
{
  g_autofree char *dir = make_release ("good", NULL);

  check_import ("a good release (control)", dir, 0, "Imported", "3 cards", NULL);
}

static void
test_release_malformed_json (void)
{
  g_autofree char *dir = make_release ("malformed", "list.json", "[{\"number\": \"01-01\",,]",
                                       NULL);

  check_import ("malformed JSON (list.json)", dir, 2, "list.json: malformed JSON: line 1",
                NULL);
}

static void
test_release_wrong_types (void)
{
  g_autofree char *list = list_with_card ("{\"number\": \"01-01\", \"type\": \"character\", "
                                          "\"name\": 12, \"traits\": \"Male\", \"stat\": [2], "
                                          "\"popcorn\": \"1\"}");
  g_autofree char *dir = make_release ("wrong-types", "list.json", list, "packs.json", packs_one, NULL);

  check_import ("wrong JSON types (name: 12, traits: \"Male\", stat: [2])", dir, 2,
                "list.json: card 01-01: 'name' should be a string, not a number",
                "'traits' should be an array of strings, not a string", NULL);
}

static void
test_release_missing_fields (void)
{
  g_autofree char *list = list_with_card ("{\"number\": \"01-01\", \"stat\": \"2\"}");
  g_autofree char *dir = make_release ("missing-fields", "list.json", list, "packs.json", packs_one, NULL);
  g_autofree char *dir2 = make_release ("missing-sigil", "manifest.json",
                                        "{\"name\": \"No sigil\"}", NULL);
  g_autofree char *dir3 = make_release ("missing-manifest", "manifest.json", NULL, NULL);

  check_import ("missing fields (card without type and name)", dir, 2,
                "list.json: card 01-01: missing required field 'name'",
                "list.json: card 01-01: missing required field 'type'", NULL);
  check_import ("missing field (manifest without sigil)", dir2, 2,
                "manifest.json: missing required field 'sigil'", NULL);
  check_import ("missing manifest.json", dir3, 2,
                "manifest.json: file not found: this is not a release folder", NULL);
}

static void
test_release_entities (void)
{
  g_autofree char *list = list_with_card (CARD ("01-01", "character",
                                                "Ghoul &amp; Son &lt;b&gt;&#33;&bogus;", "2",
                                                ""));
  g_autofree char *packs = g_strdup ("[{\"name\": \"P\", \"prefix\": \"01\", \"type\": "
                                     "\"feature\", \"cards\": [\"01-01\"]}]");
  g_autofree char *dir = make_release ("entities", "list.json", list, "packs.json", packs,
                                       NULL);
  g_autoptr(CliResult) result = NULL;

  check_import ("HTML entities in a card name", dir, 0, "Imported", NULL);
  result = run_cli ("show", "bad-input:01-01", NULL);
  check_cli (result, "HTML entities in a card name", "drive-in-cli show bad-input:01-01", 0,
             "Ghoul & Son <b>!&bogus;", NULL);
}

static void
test_release_numbers (void)
{
  g_autofree char *huge = list_with_card (CARD ("01-01", "character", "Huge",
                                                "99999999999999999999999", ""));
  g_autofree char *negative = list_with_card (CARD ("01-01", "character", "Negative", "-5",
                                                    ""));
  g_autofree char *duplicate = g_strdup_printf ("[%s, %s]",
                                                CARD ("01-01", "character", "One", "2", ""),
                                                CARD ("01-01", "creature", "Two", "3", ""));
  g_autofree char *negative_cost = list_with_card (
    "{\"number\": \"01-01\", \"type\": \"character\", \"name\": \"Cheap\", \"stat\": \"2\", "
    "\"popcorn\": \"-1\", \"title\": \"Word\"}");
  g_autofree char *dir4 = make_release ("negative-popcorn", "list.json", negative_cost,
                                        "packs.json", packs_one, NULL);
  g_autofree char *dir1 = make_release ("huge-number", "list.json", huge, "packs.json", packs_one, NULL);
  g_autofree char *dir2 = make_release ("negative-stat", "list.json", negative, "packs.json", packs_one, NULL);
  g_autofree char *dir3 = make_release ("duplicate-number", "list.json", duplicate, "packs.json", packs_one, NULL);

  check_import ("huge number (stat \"99999999999999999999999\")", dir1, 2,
                "list.json: card 01-01:", NULL);
  /* Props lower Defense: negative stats are printed on real cards (the engine clamps). */
  check_import ("negative stat (\"-5\")", dir2, 0, "Imported", NULL);
  check_import ("negative popcorn (\"-1\")", dir4, 2, "list.json: card 01-01:", "popcorn",
                NULL);
  check_import ("duplicate card number", dir3, 2, "list.json: card 01-01:", "01-01", NULL);
}

static void
test_release_unknown_type (void)
{
  g_autofree char *list = list_with_card (CARD ("01-01", "vehicle", "Car", "2", ""));
  g_autofree char *dir = make_release ("unknown-type", "list.json", list, "packs.json", packs_one, NULL);

  check_import ("unknown card type (\"vehicle\")", dir, 2, "list.json: card 01-01:",
                "vehicle", NULL);
}

static void
test_release_art_escapes (void)
{
  g_autofree char *secret = secret_file ();
  g_autofree char *relative = g_strdup ("../../../../../../../../../../../../../../etc/passwd");
  g_autofree char *card1 = g_strdup_printf (CARD ("01-01", "character", "Escape", "2",
                                                  ", \"art\": \"%s\""), relative);
  g_autofree char *card2 = g_strdup_printf (CARD ("01-01", "character", "Absolute", "2",
                                                  ", \"art\": \"%s\""), secret);
  g_autofree char *list1 = list_with_card (card1);
  g_autofree char *list2 = list_with_card (card2);
  g_autofree char *packs = g_strdup ("[{\"name\": \"P\", \"prefix\": \"01\", \"type\": "
                                     "\"feature\", \"cards\": [\"01-01\"]}]");
  g_autofree char *dir1 = make_release ("art-parent", "list.json", list1, "packs.json", packs,
                                        NULL);
  g_autofree char *dir2 = make_release ("art-absolute", "list.json", list2, "packs.json", packs,
                                        NULL);
  g_autofree char *dir3 = make_release ("manifest-escape", "manifest.json",
                                        "{\"sigil\": \"bad-input\", \"list\": \"../list.json\", "
                                        "\"thumb\": \"/../../\"}", NULL);

  check_import ("art path with ../", dir1, 2, "list.json: card 01-01:", "art", NULL);
  check_import ("absolute art path", dir2, 2, "list.json: card 01-01:", "art", NULL);
  check_import ("manifest paths with ../", dir3, 2,
                "manifest.json: 'list' path '../list.json' leaves the release folder", NULL);
}

static void
test_release_symlinks (void)
{
  g_autofree char *secret = secret_file ();
  g_autofree char *outside_list = g_build_filename (work_dir, "outside", "list.json", NULL);
  g_autofree char *outside_dir = g_build_filename (work_dir, "outside", NULL);
  g_autofree char *fifo = g_build_filename (work_dir, "outside", "fifo", NULL);
  g_autofree char *dir1 = make_release ("symlink-art", NULL);
  g_autofree char *dir2 = make_release ("symlink-list", "list.json", NULL, NULL);
  g_autofree char *dir3 = make_release ("symlink-folder", "languages/fr.json", NULL, NULL);
  g_autofree char *dir4 = make_release ("symlink-fifo", "list.json", NULL, NULL);
  g_autofree char *link = NULL;

  /* Art that is a link to a file outside: import skips it (the card then has no art). */
  link = g_build_filename (dir1, "thumb", "01-01.png", NULL);
  g_unlink (link);
  g_assert_cmpint (symlink (secret, link), ==, 0);
  g_free (link);
  link = g_build_filename (dir1, "thumb", "01-02.png", NULL);
  g_assert_cmpint (symlink ("../../outside/secret.txt", link), ==, 0);
  g_free (link);
  check_import ("symlinks to files outside (thumb/01-01.png, thumb/01-02.png)", dir1, 0,
                "Imported", NULL);

  /* list.json a link to a good list outside: refused before reading it. */
  write_file (outside_list, list_json);
  link = g_build_filename (dir2, "list.json", NULL);
  g_assert_cmpint (symlink (outside_list, link), ==, 0);
  g_free (link);
  check_import ("list.json is a symlink to a file outside", dir2, 2,
                "list.json: cannot be read: it is a symbolic link to a file outside", NULL);

  /* A linked folder on the way. */
  link = g_build_filename (outside_dir, "languages", "fr.json", NULL);
  write_file (link, "[]");
  g_free (link);
  link = g_build_filename (dir3, "languages", NULL);
  gros_test_rm_rf (link);
  g_assert_cmpint (symlink ("../outside/languages", link), ==, 0);
  g_free (link);
  check_import ("languages/ is a symlink to a folder outside", dir3, 0, "Imported", NULL);
  {
    const char *french[] = { "fr", NULL };
    g_autoptr(GFile) folder = g_file_new_for_path (dir3);
    g_autoptr(GError) error = NULL;
    g_autoptr(DriveInRelease) release = drive_in_release_load (folder, french, &error);
    const char * const *warnings;

    /* Import loads no overlay; a French session loading the folder itself gets a warning. */
    g_assert_no_error (error);
    g_assert_null (drive_in_release_get_language (release));
    warnings = drive_in_release_get_warnings (release);
    g_assert_nonnull (warnings[0]);
    g_assert_cmpstr (warnings[0], ==, "languages/fr.json: cannot be read: it is a symbolic "
                                      "link to a file outside the release folder");
    report ("languages/ is a symlink to a folder outside (French session)",
            "drive_in_release_load()", 0, warnings[0]);
  }

  /* A link to a FIFO outside: reading it would block for ever (timeout(1) would say 124). */
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  link = g_build_filename (dir4, "list.json", NULL);
  g_assert_cmpint (symlink (fifo, link), ==, 0);
  check_import ("list.json is a symlink to a FIFO outside", dir4, 2,
                "list.json: cannot be read: it is a symbolic link to a file outside", NULL);
}

static void
test_release_special_files (void)
{
  g_autofree char *dir1 = make_release ("fifo-list", "list.json", NULL, NULL);
  g_autofree char *dir2 = make_release ("folder-list", "list.json", NULL, NULL);
  g_autofree char *dir3 = make_release ("huge-list", NULL);
  g_autofree char *path = g_build_filename (dir1, "list.json", NULL);
  int fd;

  g_assert_cmpint (mkfifo (path, 0644), ==, 0);
  check_import ("list.json is a FIFO", dir1, 2,
                "list.json: cannot be read: it is not a regular file", NULL);

  g_free (path);
  path = g_build_filename (dir2, "list.json", NULL);
  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  check_import ("list.json is a folder", dir2, 2, "list.json: cannot be read: it is a folder",
                NULL);

  /* Sparse: 65 MiB that take no room. */
  g_free (path);
  path = g_build_filename (dir3, "list.json", NULL);
  fd = g_open (path, O_WRONLY | O_TRUNC, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, 65 * 1024 * 1024), ==, 0);
  close (fd);
  check_import ("list.json of 65 MiB", dir3, 2,
                "list.json: cannot be read: it is larger than 64 MiB", NULL);
}

static void
test_release_garbage (void)
{
  const char garbage[] = "\x00\x01\xff\xfe\x89PNG\r\n\x1a garbage";
  g_autofree char *dir1 = make_release ("garbage", NULL);
  g_autofree char *dir2 = make_release ("empty", "list.json", "", NULL);
  g_autofree char *dir3 = make_release ("deep", NULL);
  g_autofree char *path = g_build_filename (dir1, "manifest.json", NULL);
  g_autofree char *deep = g_strnfill (100000, '[');
  g_autofree char *deep_path = g_build_filename (dir3, "list.json", NULL);
  g_autoptr(CliResult) result = NULL;
  g_autofree char *file_path = NULL;

  write_bytes (path, garbage, sizeof garbage);
  check_import ("binary garbage (manifest.json)", dir1, 2, "manifest.json: malformed JSON",
                NULL);
  check_import ("empty file (list.json)", dir2, 2, "list.json: ", NULL);
  write_file (deep_path, deep);
  check_import ("JSON nested 100000 deep", dir3, 2,
                "list.json: malformed JSON: nested more than 64 levels deep", NULL);

  /* Not a folder at all. */
  file_path = g_build_filename (dir1, "manifest.json", NULL);
  result = run_cli ("import", file_path, NULL);
  check_cli (result, "a file instead of a release folder", "drive-in-cli import FILE", 2,
             "this is not a release folder", NULL);
  g_assert_null (strstr (result->err, "list.json"));
  g_clear_pointer (&result, cli_result_free);
  result = run_cli ("import", "/nonexistent/release", NULL);
  check_cli (result, "a folder that does not exist", "drive-in-cli import DIR", 2, NULL);
}

static void
test_release_unsafe_sigil (void)
{
  g_autofree char *dir = make_release ("unsafe-sigil", "manifest.json",
                                       "{\"sigil\": \"../../evil\"}", NULL);

  check_import ("unsafe sigil (\"../../evil\")", dir, 2,
                "manifest.json: sigil '../../evil' is not a safe name", NULL);
}

static void
test_release_permission_denied (void)
{
  g_autofree char *dir = make_release ("denied", NULL);
  g_autofree char *path = g_build_filename (dir, "list.json", NULL);
  const char *args[] = { "import", dir, NULL };
  g_autoptr(CliResult) result = NULL;

  g_assert_cmpint (g_chmod (path, 0000), ==, 0);
  result = run_cli_full (TRUE, args);
  check_cli (result, "permission denied (list.json mode 000)", "drive-in-cli import DIR", 2,
             "list.json: cannot be read:", "ermission denied", NULL);
  g_chmod (path, 0644);
}

/* ------------------------------------------------------------------------------------ */
/* Deck files                                                                           */

static char *
write_deck (const char *name,
            const char *content)
{
  g_autofree char *dir = g_build_filename (work_dir, "decks", NULL);
  char *path = g_build_filename (dir, name, NULL);

  write_file (path, content);
  return path;
}

static const char *good_deck =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<gros-deck version=\"1\" format=\"draft\">\n"
  "  <name>Fine</name>\n"
  "  <card id=\"drive-in:01-01\"/>\n"
  "</gros-deck>\n";

/* A local port that records whether anything connected: the loader must never go online. */
static GSocketListener *
listen_local (guint16 *out_port)
{
  GSocketListener *listener = g_socket_listener_new ();
  g_autoptr(GError) error = NULL;

  *out_port = g_socket_listener_add_any_inet_port (listener, NULL, &error);
  g_assert_no_error (error);
  return listener;
}

static gboolean
someone_connected (GSocketListener *listener)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GSocketConnection) connection = NULL;

  /* Anything that connected waits in the backlog: a cancelled accept still returns it. */
  g_cancellable_cancel (cancellable);
  connection = g_socket_listener_accept (listener, NULL, cancellable, NULL);
  return connection != NULL;
}

static void
check_validate (const char *input,
                const char *path,
                int         status,
                const char *needle,
                ...)
{
  g_autoptr(CliResult) result = run_cli ("validate", path, NULL);
  va_list ap;

  check_cli (result, input, "drive-in-cli validate FILE", status, NULL);
  if (status == 2)
    g_assert_true (strstr (result->err, path) != NULL);
  va_start (ap, needle);
  for (const char *n = needle; n != NULL; n = va_arg (ap, const char *))
    if (strstr (result->out, n) == NULL && strstr (result->err, n) == NULL)
      g_error ("%s: validate does not say “%s”\nstdout: %s\nstderr: %s", input, n,
               result->out, result->err);
  va_end (ap);
}

static void
test_deck_xml_attacks (void)
{
  g_autofree char *secret = secret_file ();
  guint16 port = 0;
  g_autoptr(GSocketListener) listener = listen_local (&port);
  g_autofree char *big = g_strnfill (40000, 'x');
  g_autofree char *refs = NULL;
  struct {
    const char *input;
    const char *file;
    char       *content;
  } attacks[] = {
    { "XML external entity to file://", "xxe-file.gros-deck",
      g_strdup_printf ("<?xml version=\"1.0\"?>\n<!DOCTYPE gros-deck [<!ENTITY x SYSTEM "
                       "\"file://%s\">]>\n<gros-deck version=\"1\" format=\"draft\">"
                       "<name>&x;</name></gros-deck>\n", secret) },
    { "XML external entity to http://", "xxe-http.gros-deck",
      g_strdup_printf ("<?xml version=\"1.0\"?>\n<!DOCTYPE gros-deck [<!ENTITY x SYSTEM "
                       "\"http://127.0.0.1:%u/x\">]>\n<gros-deck version=\"1\" "
                       "format=\"draft\"><name>&x;</name></gros-deck>\n", port) },
    { "external DTD over http://", "dtd-http.gros-deck",
      g_strdup_printf ("<?xml version=\"1.0\"?>\n<!DOCTYPE gros-deck SYSTEM "
                       "\"http://127.0.0.1:%u/deck.dtd\">\n<gros-deck version=\"1\" "
                       "format=\"draft\"><name>x</name></gros-deck>\n", port) },
    { "XML parameter entities", "parameter.gros-deck",
      g_strdup_printf ("<?xml version=\"1.0\"?>\n<!DOCTYPE gros-deck [<!ENTITY %% p SYSTEM "
                       "\"file://%s\"> %%p;]>\n<gros-deck version=\"1\" format=\"draft\">"
                       "<name>x</name></gros-deck>\n", secret) },
    { "billion laughs", "lol.gros-deck", NULL },
    { "quadratic blowup", "quadratic.gros-deck", NULL },
  };
  GString *text = g_string_new ("<?xml version=\"1.0\"?>\n<!DOCTYPE gros-deck [\n"
                                "<!ENTITY a0 \"lol\">\n");

  for (guint i = 1; i < 10; i++)
    g_string_append_printf (text, "<!ENTITY a%u \"&a%u;&a%u;&a%u;&a%u;&a%u;&a%u;&a%u;&a%u;"
                            "&a%u;&a%u;\">\n", i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1,
                            i - 1, i - 1, i - 1, i - 1);
  g_string_append (text, "]>\n<gros-deck version=\"1\" format=\"draft\"><name>&a9;</name>"
                         "</gros-deck>\n");
  attacks[4].content = g_string_free (text, FALSE);

  text = g_string_new (NULL);
  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "&a;");
  refs = g_string_free (text, FALSE);
  attacks[5].content =
    g_strdup_printf ("<?xml version=\"1.0\"?>\n<!DOCTYPE gros-deck [<!ENTITY a \"%s\">]>\n"
                     "<gros-deck version=\"1\" format=\"draft\"><name>%s</name></gros-deck>\n",
                     big, refs);

  for (guint i = 0; i < G_N_ELEMENTS (attacks); i++)
    {
      g_autofree char *path = write_deck (attacks[i].file, attacks[i].content);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(DriveInDeck) deck = NULL;
      gint64 start = g_get_monotonic_time ();

      deck = drive_in_deck_load (file, NULL, NULL, &error);
      g_assert_null (deck);
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_nonnull (strstr (error->message, "<!DOCTYPE>"));
      g_assert_null (strstr (error->message, SECRET));
      gros_test_check_elapsed (attacks[i].input, start, 2 * G_USEC_PER_SEC);
      check_validate (attacks[i].input, path, 2, "<!DOCTYPE>", NULL);
      g_free (attacks[i].content);
    }
  g_assert_false (someone_connected (listener));
}

static void
test_deck_xml_sizes (void)
{
  g_autofree char *huge_id = g_strnfill (3 * 1024 * 1024, '7');
  g_autofree char *attribute = g_strdup_printf ("<?xml version=\"1.0\"?>\n<gros-deck "
                                                "version=\"1\" format=\"draft\"><name>x</name>"
                                                "<card id=\"a:%s\"/></gros-deck>\n", huge_id);
  g_autoptr(GString) nested = g_string_new ("<?xml version=\"1.0\"?>\n<gros-deck version=\"1\" "
                                            "format=\"draft\"><name>x</name>");
  g_autofree char *path1 = NULL;
  g_autofree char *path2 = NULL;
  g_autofree char *path3 = NULL;
  g_autofree char *padding = g_strnfill (DRIVE_IN_DECK_FILE_MAX_SIZE, ' ');
  g_autofree char *too_big = g_strconcat (good_deck, padding, NULL);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < 100000; i++)
    g_string_append (nested, "<a>");
  path1 = write_deck ("huge-attribute.gros-deck", attribute);
  path2 = write_deck ("deep.gros-deck", nested->str);
  path3 = write_deck ("too-big.gros-deck", too_big);
  check_validate ("huge attribute (a 3 MiB card id)", path1, 2, "not a valid deck file", NULL);
  check_validate ("XML nested 100000 deep", path2, 2, "not well-formed XML", NULL);
  check_validate ("deck file over 4 MiB", path3, 2, "larger than 4 MiB", NULL);
  gros_test_check_elapsed ("three oversized decks", start, 60 * G_USEC_PER_SEC);
}

static void
test_deck_xml_other (void)
{
  g_autofree char *secret = secret_file ();
  g_autofree char *xinclude = g_strdup_printf (
    "<?xml version=\"1.0\"?>\n<gros-deck xmlns:xi=\"http://www.w3.org/2001/XInclude\" "
    "version=\"1\" format=\"draft\"><name><xi:include href=\"%s\" parse=\"text\"/></name>"
    "</gros-deck>\n", secret);
  g_autofree char *unknown = write_deck ("unknown.gros-deck",
                                         "<?xml version=\"1.0\"?>\n<gros-deck version=\"1\" "
                                         "format=\"feature-film\"><name>Strangers</name>"
                                         "<card id=\"nowhere:01-01\"/>"
                                         "<card id=\"drive-in:99-99\"/></gros-deck>\n");
  g_autofree char *p_xinclude = write_deck ("xinclude.gros-deck", xinclude);
  g_autofree char *p_garbage = NULL;
  g_autofree char *p_empty = write_deck ("empty.gros-deck", "");
  g_autofree char *p_dir = g_build_filename (work_dir, "decks", "folder.gros-deck", NULL);
  g_autofree char *p_denied = write_deck ("denied.gros-deck", good_deck);
  g_autofree char *p_html = write_deck ("html.gros-deck",
                                        "<?xml version=\"1.0\"?>\n<gros-deck version=\"1\" "
                                        "format=\"draft\"><name>A&nbsp;B</name></gros-deck>\n");
  const guint8 garbage[] = { 0x00, 0xff, 0xfe, 0x3c, 0x3f, 0x78, 0x89, 0x01 };
  const char *denied_args[] = { "validate", p_denied, NULL };
  g_autoptr(CliResult) result = NULL;

  p_garbage = g_build_filename (work_dir, "decks", "garbage.gros-deck", NULL);
  write_bytes (p_garbage, garbage, sizeof garbage);
  g_mkdir_with_parents (p_dir, 0755);

  check_validate ("unknown cards in a deck", unknown, 1, "nowhere:01-01", "drive-in:99-99",
                  NULL);
  check_validate ("XInclude of a file outside", p_xinclude, 2, "not a valid deck file", NULL);
  check_validate ("binary garbage deck file", p_garbage, 2, "not well-formed XML", NULL);
  check_validate ("empty deck file", p_empty, 2, NULL);
  check_validate ("HTML entity in a deck file (&nbsp;)", p_html, 2, "not well-formed XML",
                  NULL);
  check_validate ("a folder instead of a deck file", p_dir, 2, NULL);

  g_assert_cmpint (g_chmod (p_denied, 0000), ==, 0);
  result = run_cli_full (TRUE, denied_args);
  check_cli (result, "permission denied (deck file mode 000)", "drive-in-cli validate FILE", 2,
             "ermission denied", NULL);
}

/* ------------------------------------------------------------------------------------ */
/* Text card lists                                                                      */

static void
check_import_text (const char *input,
                   const char *content,
                   gssize      length,
                   int         status,
                   const char *needle)
{
  g_autofree char *path = g_build_filename (work_dir, "lists", "list.txt", NULL);
  g_autofree char *out = g_build_filename (work_dir, "lists", "out.gros-deck", NULL);
  g_autoptr(CliResult) result = NULL;

  write_bytes (path, content, length < 0 ? strlen (content) : (gsize) length);
  g_unlink (out);
  result = run_cli ("deck", "import-text", path, "-o", out, NULL);
  check_cli (result, input, "drive-in-cli deck import-text FILE -o OUT", status, needle, NULL);
}

static void
test_text_lists (void)
{
  const char binary[] = "1x Tire Iron\n\x00\xff\xfe";
  g_autoptr(GString) huge = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = NULL;

  check_import_text ("unknown card name in a text list", "2x No Such Card\n", -1, 2,
                     "no card is named “No Such Card”");
  check_import_text ("count over 99 in a text list", "100x Tire Iron\n", -1, 2,
                     "a count must be between 1 and 99");
  check_import_text ("huge count in a text list", "99999999999999999999999x Tire Iron\n", -1,
                     2, "a count must be between 1 and 99");
  check_import_text ("binary garbage text list", binary, sizeof binary, 2, "not a text file");
  check_import_text ("empty text list", "", -1, 1, "0 cards");

  /* 256 KiB of "99 x" lines would be 1.4 million cards (4 MiB, 60 million: minutes and
   * gigabytes): refused at the line that passes 10000. Not 4 MiB here: under ASan,
   * g_strsplit()'s strstr() calls are checked with a strlen() each, quadratic. */
  while (huge->len < 256 * 1024)
    g_string_append (huge, "99 drive-in:01-01\n");
  check_import_text ("256 KiB text list of 99-card lines", huge->str, huge->len, 2,
                     "102: too many cards; a list holds at most 10000");

  /* NULL with length 0 is an empty list. */
  deck = gros_deck_list_import (NULL, 0, "null", NULL, GROS_FORMAT_DRAFT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
}

/* ------------------------------------------------------------------------------------ */
/* Scenarios                                                                            */

static void
check_scenario (const char *input,
                const char *content,
                gssize      length,
                int         status,
                const char *needle)
{
  g_autofree char *path = g_build_filename (work_dir, "scenarios", "bad.scenario", NULL);
  g_autoptr(CliResult) result = NULL;

  write_bytes (path, content, length < 0 ? strlen (content) : (gsize) length);
  result = run_cli ("scenario", path, NULL);
  check_cli (result, input, "drive-in-cli scenario FILE", status, needle, NULL);
  if (status == 2)
    g_assert_nonnull (strstr (result->err, "bad.scenario"));
}

static void
test_scenarios (void)
{
  const char binary[] = "[game]\n\x00\xff";
  g_autofree char *big = g_strnfill (4 * 1024 * 1024 + 1, '#');
  g_autofree char *dir = g_build_filename (work_dir, "scenarios", "folder.scenario", NULL);
  g_autoptr(CliResult) result = NULL;

  check_scenario ("empty scenario", "", -1, 2, NULL);
  check_scenario ("binary scenario", binary, sizeof binary, 2, "not text");
  check_scenario ("scenario without [game]", "[card X]\ntype = character\n", -1, 2, NULL);
  check_scenario ("scenario with 99 seats", "[game]\nseats = 99\n", -1, 2, "seats");
  check_scenario ("scenario naming an unknown card",
                  "[game]\nseats = 2\n[seat 1]\ndeck = \"No Such Card\" x3\n", -1, 2,
                  "No Such Card");
  check_scenario ("scenario card with a bad script",
                  "[game]\nseats = 2\n[card Bad]\ntype = fx\nscript = play kill [[[\n"
                  "[seat 1]\ndeck = Bad x2\n", -1, 2, NULL);
  check_scenario ("scenario repeating a card 100000 times",
                  "[game]\nseats = 2\n[card A]\ntype = character\nstat = 1\n[seat 1]\n"
                  "deck = A x100000\n", -1, 2, NULL);
  check_scenario ("scenario with an illegal action",
                  "[game]\nseats = 2\n[card A]\ntype = character\nstat = 1\n[seat 1]\n"
                  "deck = A x3\n[seat 2]\ndeck = A x3\n[actions]\nplay seat=2 card=1\n", -1, 1,
                  NULL);
  check_scenario ("scenario over 4 MiB", big, strlen (big), 2, "larger than 4 MiB");
  g_mkdir_with_parents (dir, 0755);
  result = run_cli ("scenario", dir, NULL);
  check_cli (result, "a folder instead of a scenario", "drive-in-cli scenario FILE", 2, NULL);
}

/* ------------------------------------------------------------------------------------ */
/* Game records (no CLI command reads them: the library's own errors)                     */

static void
check_record (const char *input,
              const char *data,
              gsize       length,
              const char *needle)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosGameRecord) record = NULL;

  record = gros_game_record_load_from_data (data, length, "bad.gros-game", &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  g_assert_true (error->domain == DRIVE_IN_ERROR);
  g_assert_true (g_str_has_prefix (error->message, "bad.gros-game: "));
  if (needle != NULL && strstr (error->message, needle) == NULL)
    g_error ("%s: “%s” does not say “%s”", input, error->message, needle);
  report (input, "gros_game_record_load()", 2, error->message);
}

static void
test_records (void)
{
  const char binary[] = "\x00\xff{\"drive-in-game\"";
  const char truncated[] = "{\n  \"drive-in-game\" : 1,\n  \"game\" : \"groo\",\n  \"seed";
  g_autofree char *deep = g_strnfill (1024 * 1024, '[');
  g_autofree char *big = g_strnfill (GROS_GAME_RECORD_FILE_MAX_SIZE + 1, ' ');
  const char *base = "{\"drive-in-game\": 1, \"seed\": \"7\", \"seats\": 2, \"rules\": "
                     "{\"format\": 0, \"hand-limit\": 6, \"title-cards\": 4, \"title-points\": "
                     "3, \"credits-defense\": 20, \"popcorn\": 1, \"twists\": 1, \"shared-deck\":"
                     " 0, \"end-on-twists\": 0, \"establishing-shot\": 1, \"turn-cap\": 600}, ";
  g_autofree char *unknown = g_strconcat (base, "\"players\": [{\"deck\": [\"nowhere:01-01\"]},"
                                          " {\"deck\": [\"nowhere:01-01\"]}], \"actions\": []}",
                                          NULL);
  g_autofree char *bad_action = g_strconcat (base, "\"players\": [{\"deck\": [\"a:1\"]}, "
                                             "{\"deck\": [\"a:1\"]}], \"actions\": "
                                             "[\"explode seat=1\"]}", NULL);
  g_autofree char *huge_seats = g_strconcat ("{\"drive-in-game\": 1, \"seed\": \"7\", \"seats\": "
                                             "99999999999999999999}", NULL);
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GError) error = NULL;
  GrosGame *game = g_new0 (GrosGame, 1);

  check_record ("empty game file", "", 0, NULL);
  check_record ("binary game file", binary, sizeof binary, NULL);
  check_record ("game file nested 1048576 deep", deep, strlen (deep), NULL);
  check_record ("game file over 16 MiB", big, strlen (big), "larger than");
  check_record ("not a game file", "{\"hello\": 1}", 12, "not a Drive-In game file");
  /* The line and column of the fault, not json-glib's "<data>" (a toast takes markup). */
  check_record ("truncated game file", truncated, strlen (truncated),
                "bad.gros-game: malformed JSON: line 3:");
  check_record ("game file with a huge seat count", huge_seats, strlen (huge_seats), "seats");
  check_record ("game file with an unknown action", bad_action, strlen (bad_action),
                "action 1");

  /* Unknown cards load, and replay says which one is missing. */
  record = gros_game_record_load_from_data (unknown, strlen (unknown), "bad.gros-game", &error);
  g_assert_no_error (error);
  g_assert_false (gros_game_record_replay (record, db, GROS_GAME_RECORD_ALL, game, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "nowhere:01-01"));
  report ("game file with unknown cards (replay)", "gros_game_record_replay()", 2,
          error->message);
  g_free (game);
}

/* ------------------------------------------------------------------------------------ */
/* Card scripts (scenario files carry them)                                             */

static void
test_scripts (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GError) error = NULL;
  GrosScript *script;
  GrosScriptFile *file;

  script = gros_script_lang_compile (db, "x", "play kill [[[ \xff", "bad.gros-script", 3, NULL,
                                     &error);
  g_assert_null (script);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "bad.gros-script:3: "));
  report ("card script with a syntax error", "gros_script_lang_compile()", 2, error->message);

  file = gros_script_file_parse ("bad.gros-script", "stray\ncard\ncard 01-01\n  bogus\n");
  g_assert_cmpuint (file->errors->len, >=, 2);
  report ("script file with stray lines and bad entries", "gros_script_file_parse()", 2,
          g_ptr_array_index (file->errors, 0));
  gros_script_file_free (file);
}

/* ------------------------------------------------------------------------------------ */
/* Art (the card renderer)                                                              */

#define ANY_ERROR 100

static void
check_art (const char *input,
           const char *path,
           int         code,
           const char *needle)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr(DriveInCardArt) art = drive_in_card_art_load (file, NULL, &error);

  if (code < 0)
    {
      g_assert_no_error (error);
      g_assert_nonnull (art);
      return;
    }
  g_assert_null (art);
  g_assert_nonnull (error);
  g_assert_true (error->domain == DRIVE_IN_ERROR);
  /* ANY_ERROR: refused, whichever way. */
  if (code != ANY_ERROR)
    g_assert_error (error, DRIVE_IN_ERROR, code);
  if (needle != NULL && strstr (error->message, needle) == NULL)
    g_error ("%s: “%s” does not say “%s”", input, error->message, needle);
  gros_test_check_elapsed (input, start, 5 * G_USEC_PER_SEC);
  report (input, "drive_in_card_art_load()", 2, error->message);
}

static void
test_art (void)
{
  g_autofree char *dir = new_dir ("art");
  g_autofree char *ok = g_build_filename (dir, "ok.png", NULL);
  g_autofree char *wide = g_build_filename (dir, "wide.png", NULL);
  g_autofree char *tall = g_build_filename (dir, "tall.png", NULL);
  g_autofree char *big = g_build_filename (dir, "big.png", NULL);
  g_autofree char *garbage = g_build_filename (dir, "garbage.png", NULL);
  g_autofree char *empty = g_build_filename (dir, "empty.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "huge.svg", NULL);
  g_autofree char *padding = NULL;
  int fd;

  write_bytes (ok, tiny_png, sizeof tiny_png);
  check_art ("a 1 x 1 PNG (control)", ok, -1, NULL);
  write_png_claiming (wide, 5000, 10);
  check_art ("PNG of 5000 x 10 px", wide, DRIVE_IN_ERROR_INVALID, "4096");
  write_png_claiming (tall, 10, 100000);
  check_art ("PNG of 10 x 100000 px (a decompression bomb's header)", tall,
             DRIVE_IN_ERROR_INVALID, "4096");
  write_png_claiming (tall, 0x7fffffff, 0x7fffffff);
  check_art ("PNG of 2^31 x 2^31 px", tall, ANY_ERROR, NULL);

  /* 9 MiB: the first bytes a valid PNG, then padding (sparse). */
  write_bytes (big, tiny_png, sizeof tiny_png);
  fd = g_open (big, O_WRONLY, 0644);
  g_assert_cmpint (ftruncate (fd, 9 * 1024 * 1024), ==, 0);
  close (fd);
  check_art ("art file of 9 MiB", big, DRIVE_IN_ERROR_INVALID, "8 MiB");

  write_bytes (garbage, "\x00\x01garbage\xff", 11);
  check_art ("binary garbage art", garbage, DRIVE_IN_ERROR_PARSE, NULL);
  write_bytes (empty, "", 0);
  check_art ("empty art file", empty, DRIVE_IN_ERROR_PARSE, NULL);
  check_art ("a folder instead of an art file", dir, DRIVE_IN_ERROR_IO, NULL);

  padding = g_strdup_printf ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000000\" "
                             "height=\"1000000\"><rect width=\"10\" height=\"10\"/></svg>");
  write_file (svg, padding);
  {
    g_autoptr(GFile) file = g_file_new_for_path (svg);
    g_autoptr(GError) error = NULL;
    g_autoptr(DriveInCardArt) art = drive_in_card_art_load (file, NULL, &error);

    /* Vector art is drawn at the card's size whatever it claims: loaded or refused, quickly. */
    if (art == NULL)
      report ("SVG claiming 1000000 x 1000000 px", "drive_in_card_art_load()", 2, error->message);
    else
      report ("SVG claiming 1000000 x 1000000 px", "drive_in_card_art_load()", 0, "(drawn scaled)");
  }
}

/* ------------------------------------------------------------------------------------ */

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  gros_test_init (&argc, &argv);
  work_dir = g_dir_make_tmp ("drive-in-bad-input-XXXXXX", &error);
  g_assert_no_error (error);
  /* Readable by nobody for the permission cases. */
  g_chmod (work_dir, 0755);
  g_chmod (gros_test_get_data_home (), 0755);

  g_test_add_func ("/drive-in/bad-input/release/good", test_release_good);
  g_test_add_func ("/drive-in/bad-input/release/malformed-json", test_release_malformed_json);
  g_test_add_func ("/drive-in/bad-input/release/wrong-types", test_release_wrong_types);
  g_test_add_func ("/drive-in/bad-input/release/missing-fields", test_release_missing_fields);
  g_test_add_func ("/drive-in/bad-input/release/html-entities", test_release_entities);
  g_test_add_func ("/drive-in/bad-input/release/numbers", test_release_numbers);
  g_test_add_func ("/drive-in/bad-input/release/unknown-type", test_release_unknown_type);
  g_test_add_func ("/drive-in/bad-input/release/art-escapes", test_release_art_escapes);
  g_test_add_func ("/drive-in/bad-input/release/symlinks", test_release_symlinks);
  g_test_add_func ("/drive-in/bad-input/release/special-files", test_release_special_files);
  g_test_add_func ("/drive-in/bad-input/release/garbage", test_release_garbage);
  g_test_add_func ("/drive-in/bad-input/release/unsafe-sigil", test_release_unsafe_sigil);
  g_test_add_func ("/drive-in/bad-input/release/permission-denied", test_release_permission_denied);
  g_test_add_func ("/drive-in/bad-input/deck/xml-attacks", test_deck_xml_attacks);
  g_test_add_func ("/drive-in/bad-input/deck/xml-sizes", test_deck_xml_sizes);
  g_test_add_func ("/drive-in/bad-input/deck/other", test_deck_xml_other);
  g_test_add_func ("/drive-in/bad-input/text-list", test_text_lists);
  g_test_add_func ("/drive-in/bad-input/scenario", test_scenarios);
  g_test_add_func ("/drive-in/bad-input/record", test_records);
  g_test_add_func ("/drive-in/bad-input/script", test_scripts);
  g_test_add_func ("/drive-in/bad-input/art", test_art);

  status = g_test_run ();
  gros_test_rm_rf (work_dir);
  g_free (work_dir);
  return status;
}
