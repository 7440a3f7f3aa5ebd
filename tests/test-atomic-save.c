/* test-atomic-save.c: a deck or game save killed with SIGKILL at any moment leaves the old or
 * the new file, whole, and at most one temporary file next to it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "gros-game-record.h"
#include "gros-test-util.h"
#include "gros-deck.h"

#define ITERATIONS 16

typedef enum
{
  KIND_DECK,
  KIND_RECORD,
} Kind;

static const char *kind_names[] = { "deck", "record" };
static const char *file_names[] = { "big.gros-deck", "big.gros-game" };

/* Two decks of several MB (the old and the new content), different in size and text. */
static DriveInDeck *
make_deck (gboolean second)
{
  DriveInDeck *deck = gros_deck_new (NULL, second ? "The second version" : "The first",
                                  GROS_FORMAT_DRAFT);
  guint n = second ? 50000 : 80000;

  for (guint i = 0; i < n; i++)
    {
      char id[32];

      g_snprintf (id, sizeof id, "drive-in:%02u-%02u", 1 + i % 6, 1 + i % 16);
      drive_in_deck_add (deck, id);
    }
  return deck;
}

/* Two game records of several MB: many actions (recorded as played elsewhere: nothing here
 * checks they are legal). */
static GrosGameRecord *
make_record (gboolean second)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GError) error = NULL;
  GrosGameRecord *record;
  GrosGameSetup setup = { 0 };
  uint16_t deck[1];
  GrosAction pass;
  guint n = second ? 90000 : 160000;

  deck[0] = gros_card_db_add (db, "drive-in:01-01", "Card", GROS_CARD_TYPE_CHARACTER, 1, 0,
                              FALSE, NULL, NULL);
  setup.n_seats = 2;
  setup.seed = second ? 2 : 1;
  gros_rules_params_init_feature_film (&setup.params);
  for (guint s = 0; s < 2; s++)
    {
      setup.decks[s] = deck;
      setup.deck_sizes[s] = 1;
    }
  record = gros_game_record_new (db, &setup);
  g_assert_true (gros_action_parse ("pass seat=1", &pass, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      pass.seat = i % 2;
      gros_game_record_add_action (record, &pass);
    }
  return record;
}

static char *
serialise (Kind      kind,
           gboolean  second,
           gsize    *out_length)
{
  if (kind == KIND_DECK)
    {
      g_autoptr(DriveInDeck) deck = make_deck (second);

      return drive_in_deck_to_data (deck, out_length);
    }
  else
    {
      g_autoptr(GrosGameRecord) record = make_record (second);

      return gros_game_record_to_data (record, out_length);
    }
}

static gboolean
save (Kind        kind,
      GObject    *object,
      GFile      *file,
      GError    **error)
{
  if (kind == KIND_DECK)
    return drive_in_deck_save (DRIVE_IN_DECK (object), file, NULL, error);
  return gros_game_record_save (GROS_GAME_RECORD (object), file, NULL, error);
}

/* The writer: saves the two versions in turn (the second first, or the first first when
 * @start is "1"), for ever, until killed. */
static int
run_writer (const char *kind_name,
            const char *path,
            const char *start)
{
  Kind kind = g_str_equal (kind_name, "deck") ? KIND_DECK : KIND_RECORD;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GObject) first = NULL;
  g_autoptr(GObject) second = NULL;

  first = kind == KIND_DECK ? G_OBJECT (make_deck (FALSE)) : G_OBJECT (make_record (FALSE));
  second = kind == KIND_DECK ? G_OBJECT (make_deck (TRUE)) : G_OBJECT (make_record (TRUE));
  g_print ("ready\n");
  fflush (stdout);
  for (guint i = g_str_equal (start, "1") ? 1 : 0;; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!save (kind, i % 2 == 0 ? second : first, file, &error))
        g_error ("save failed: %s", error->message);
    }
  return 0;
}

/* Every name in @dir but @keep. */
static GPtrArray *
list_others (const char *dir,
             const char *keep)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    if (!g_str_equal (name, keep))
      g_ptr_array_add (names, g_strdup (name));
  return names;
}

/* TRUE when the (stopped) process @pid has a file of @dir open: a save's temporary file, named
 * or not (O_TMPFILE shows as "DIR/#123 (deleted)"), so a kill now lands in the middle of the
 * write. */
static gboolean
holds_file_in (const char *pid,
               const char *dir)
{
  g_autofree char *fd_dir = g_strdup_printf ("/proc/%s/fd", pid);
  g_autofree char *prefix = g_strconcat (dir, "/", NULL);
  g_autoptr(GDir) handle = g_dir_open (fd_dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *link = g_build_filename (fd_dir, name, NULL);
      g_autofree char *target = g_file_read_link (link, NULL);

      if (target != NULL && g_str_has_prefix (target, prefix))
        return TRUE;
    }
  return FALSE;
}

/* Stops @pid (SIGSTOP) and waits until it is stopped, so what it holds open cannot change
 * before the kill. */
static void
stop_process (GSubprocess *writer)
{
  const char *pid = g_subprocess_get_identifier (writer);
  g_autofree char *stat_path = g_strdup_printf ("/proc/%s/stat", pid);

  g_subprocess_send_signal (writer, SIGSTOP);
  for (;;)
    {
      g_autofree char *stat = NULL;
      const char *state;

      g_assert_true (g_file_get_contents (stat_path, &stat, NULL, NULL));
      /* "PID (COMM) STATE ...": COMM may hold spaces and parentheses, the last ")" ends it. */
      state = strrchr (stat, ')');
      g_assert_nonnull (state);
      if (state[1] == ' ' && (state[2] == 'T' || state[2] == 't'))
        return;
      g_usleep (100);
    }
}

/* The random source of the kill times: GROS_ATOMIC_SAVE_SEED repeats a run. */
static GRand *
seeded_rand (void)
{
  const char *env = g_getenv ("GROS_ATOMIC_SAVE_SEED");
  guint64 seed;

  if (env == NULL || !g_ascii_string_to_unsigned (env, 10, 0, G_MAXUINT32, &seed, NULL))
    seed = g_random_int ();
  g_test_message ("seed %" G_GUINT64_FORMAT " (GROS_ATOMIC_SAVE_SEED=%" G_GUINT64_FORMAT
                  " repeats this run)", seed, seed);
  return g_rand_new_with_seed ((guint32) seed);
}

static void
test_killed_saves (gconstpointer data)
{
  Kind kind = GPOINTER_TO_INT (data);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("drive-in-atomic-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, file_names[kind], NULL);
  g_autofree char *old = NULL;
  g_autofree char *new = NULL;
  gsize old_length = 0, new_length = 0;
  guint n_old = 0, n_new = 0, n_with_temp = 0, n_mid_write = 0;
  g_autoptr(GRand) rand = seeded_rand ();
  g_autofree char *scratch = g_build_filename (dir, "scratch", NULL);
  g_autoptr(GFile) scratch_file = g_file_new_for_path (scratch);
  g_autoptr(GObject) object = NULL;
  gint64 save_time;

  g_assert_no_error (error);
  old = serialise (kind, FALSE, &old_length);
  new = serialise (kind, TRUE, &new_length);
  g_assert_cmpuint (old_length, >, 2 * 1024 * 1024);
  g_assert_cmpuint (new_length, >, 1024 * 1024);
  g_assert_cmpuint (old_length, !=, new_length);
  g_file_set_contents (path, old, old_length, &error);
  g_assert_no_error (error);

  /* How long one save takes here: the kills fall anywhere in the first few saves. */
  object = kind == KIND_DECK ? G_OBJECT (make_deck (TRUE)) : G_OBJECT (make_record (TRUE));
  save_time = g_get_monotonic_time ();
  g_assert_true (save (kind, object, scratch_file, &error));
  g_assert_no_error (error);
  save_time = MAX (g_get_monotonic_time () - save_time, 1000);
  g_unlink (scratch);
  g_test_message ("one %s save: %" G_GINT64_FORMAT " ms", kind_names[kind], save_time / 1000);

  for (guint i = 0; i < ITERATIONS; i++)
    {
      g_autoptr(GSubprocess) writer = NULL;
      g_autoptr(GPtrArray) others = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
      g_autoptr(GDataInputStream) out = NULL;
      g_autofree char *line = NULL;
      gsize length = 0;

      writer = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, self_path, "--writer",
                                 kind_names[kind], path, i % 4 < 2 ? "0" : "1", NULL);
      g_assert_no_error (error);
      /* Wait until it has built its content, then let it save for a random while. */
      out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (writer));
      line = g_data_input_stream_read_line (out, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (line, ==, "ready");
      if (i % 2 == 0)
        {
          /* Half the kills land as soon as the writer has its temporary file open (in the
           * middle of a write), or at the latest after three saves' time. */
          gint64 deadline = g_get_monotonic_time () + 3 * save_time;

          while (g_get_monotonic_time () < deadline
                 && !holds_file_in (g_subprocess_get_identifier (writer), dir))
            g_usleep (200);
        }
      else
        g_usleep (g_rand_int_range (rand, 0, 3 * save_time));
      /* Stopped first: whether the kill lands in a write is then known, not guessed. */
      stop_process (writer);
      if (holds_file_in (g_subprocess_get_identifier (writer), dir))
        n_mid_write++;
      g_subprocess_send_signal (writer, SIGKILL);
      g_subprocess_wait (writer, NULL, &error);
      g_assert_no_error (error);
      g_assert_false (g_subprocess_get_if_exited (writer));
      g_assert_cmpint (g_subprocess_get_term_sig (writer), ==, SIGKILL);

      /* The file: old or new, whole. */
      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_assert_no_error (error);
      if (length == old_length && memcmp (contents, old, length) == 0)
        n_old++;
      else if (length == new_length && memcmp (contents, new, length) == 0)
        n_new++;
      else
        g_error ("iteration %u: %s holds %zu bytes, neither the old (%zu) nor the new (%zu) "
                 "content", i, path, length, old_length, new_length);

      /* At most one temporary file, whatever the number of killed saves. */
      others = list_others (dir, file_names[kind]);
      if (others->len > 0)
        n_with_temp++;
      if (others->len > 1)
        g_error ("iteration %u: %u files next to %s, first %s, %s", i, others->len,
                 file_names[kind], (char *) others->pdata[0], (char *) others->pdata[1]);
    }

  g_test_message ("%s: %u kills, %u in the middle of a write; file old %u times, new %u times; "
                  "a temporary file left by %u kills", kind_names[kind], ITERATIONS, n_mid_write,
                  n_old, n_new, n_with_temp);
  g_assert_cmpuint (n_old + n_new, ==, ITERATIONS);
  /* Kills that all fell between saves would prove nothing about a save cut short. */
  g_assert_cmpuint (n_mid_write, >, 0);
  gros_test_rm_rf (dir);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 5 && g_str_equal (argv[1], "--writer"))
    return run_writer (argv[2], argv[3], argv[4]);

  gros_test_init (&argc, &argv);
  g_test_add_data_func ("/drive-in/atomic-save/deck", GINT_TO_POINTER (KIND_DECK),
                        test_killed_saves);
  g_test_add_data_func ("/drive-in/atomic-save/record", GINT_TO_POINTER (KIND_RECORD),
                        test_killed_saves);
  return g_test_run ();
}
