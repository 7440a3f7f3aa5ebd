/* bench-startup.c: Drive-In's start against a bare libadwaita window: time to a visible
 * window, to every card searchable, and idle memory, with the starter cards and 10,000. */
/* DRIVE_IN_BENCH_BASELINE=<another drive-in executable> (an older build) runs it too, in the
 * same alternation, and prints this build's figures as ratios of its. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "gros-test-util.h"

#define N_GENERATED_CARDS 10000

/* Targets of issue 16. */
#define STARTER_RATIO_MAX 1.2
#define LARGE_RATIO_MAX   1.3
#define SEARCHABLE_MS_MAX 300.0
#define IDLE_RSS_MB_MAX   180.0

/* How long a started app is left alone before its memory is read. */
#define IDLE_WAIT_MS 3000

typedef struct
{
  double visible_ms;        /* the first frame painted, from the spawn */
  double searchable_ms;     /* every card in the Cards page's model; 0 for the bare window */
  double visible_cpu_ms;    /* CPU time the process used until its first frame */
  double searchable_cpu_ms; /* and until every card was searchable */
  double rss_mb;            /* resident, once idle */
} Run;

static double
read_rss_mb (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid);
  g_autofree char *status = NULL;
  g_autofree char *digits = NULL;
  const char *line;
  guint64 kb = 0;

  if (!g_file_get_contents (path, &status, NULL, NULL)
      || (line = strstr (status, "VmRSS:")) == NULL)
    return 0;
  line += strlen ("VmRSS:");
  while (*line == ' ' || *line == '\t')
    line++;
  digits = g_strndup (line, strspn (line, "0123456789"));
  g_ascii_string_to_unsigned (digits, 10, 0, G_MAXUINT64, &kb, NULL);
  return kb / 1024.0;
}

/* "drive-in timing:    123.4 ms (cpu   56.7 ms...) [main] what": the milliseconds and the
 * CPU milliseconds, when @what is in the line. CPU time is what the start cost, whatever
 * else the machine was doing. */
static gboolean
parse_mark (const char *line,
            const char *what,
            double     *out_ms,
            double     *out_cpu_ms)
{
  const char *prefix = "drive-in timing:";
  const char *cpu;

  if (!g_str_has_prefix (line, prefix) || strstr (line, what) == NULL)
    return FALSE;
  *out_ms = g_ascii_strtod (line + strlen (prefix), NULL);
  cpu = strstr (line, "(cpu ");
  *out_cpu_ms = cpu != NULL ? g_ascii_strtod (cpu + strlen ("(cpu "), NULL) : 0;
  return TRUE;
}

/* Runs @program with @data_home until it has shown its window (and, for Drive-In, made
 * every card searchable), lets it idle, reads its memory, and ends it. */
static Run
run_once (const char *program,
          const char *data_home,
          gboolean    is_app)
{
  const char *argv[] = { program, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GIOChannel) channel = NULL;
  g_autofree char *zero = NULL;
  Run run = { 0 };
  GPid pid;
  int err_fd;
  int status;
  gboolean visible = FALSE;
  gboolean searchable = !is_app;

  /* The child's marks count from this moment (both clocks are CLOCK_MONOTONIC). */
  zero = g_strdup_printf ("%" G_GINT64_FORMAT, g_get_monotonic_time ());
  envp = g_environ_setenv (envp, "DRIVE_IN_TIMING", zero, TRUE);
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_home, TRUE);
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, envp,
                                           G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                                           NULL, NULL, &err_fd, &error));
  g_assert_no_error (error);

  channel = g_io_channel_unix_new (err_fd);
  g_io_channel_set_close_on_unref (channel, TRUE);
  while (!visible || !searchable)
    {
      g_autofree char *line = NULL;
      GIOStatus io = g_io_channel_read_line (channel, &line, NULL, NULL, NULL);

      if (io != G_IO_STATUS_NORMAL)
        break;
      if (parse_mark (line, "window: first frame painted", &run.visible_ms,
                      &run.visible_cpu_ms))
        visible = TRUE;
      if (is_app && parse_mark (line, "searchable", &run.searchable_ms, &run.searchable_cpu_ms))
        searchable = TRUE;
    }
  g_assert_true (visible);
  g_assert_true (searchable);

  g_usleep (IDLE_WAIT_MS * 1000);
  run.rss_mb = read_rss_mb (pid);
  kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  g_spawn_close_pid (pid);
  return run;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a;
  double db = *(const double *) b;

  return da < db ? -1 : da > db ? 1 : 0;
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  if (values->len % 2 == 1)
    return g_array_index (values, double, values->len / 2);
  return (g_array_index (values, double, values->len / 2 - 1)
          + g_array_index (values, double, values->len / 2)) / 2;
}

typedef struct
{
  const char *name;
  const char *program;
  const char *data_home;
  gboolean    is_app;
  GArray     *visible;
  GArray     *searchable;
  GArray     *after_frame;   /* searchable - visible */
  GArray     *visible_cpu;
  GArray     *after_frame_cpu;
  GArray     *rss;
} Subject;

/* The medians of one subject. */
typedef struct
{
  double visible, searchable, after_frame, visible_cpu, after_frame_cpu, rss;
} Medians;

static Medians
subject_medians (Subject *subject)
{
  return (Medians) {
    median (subject->visible), median (subject->searchable), median (subject->after_frame),
    median (subject->visible_cpu), median (subject->after_frame_cpu), median (subject->rss),
  };
}

/* A library with the starter cards only in @starter_home, and one with @release imported as
 * a user would (which writes the release's compact form) in @large_home. */
static void
make_libraries (const char *starter_home,
                const char *large_home,
                GFile      *release)
{
  g_autoptr(GFile) library_folder = g_file_new_build_filename (large_home, "drive-in", NULL);
  g_autoptr(DriveInLibrary) library = drive_in_library_new (library_folder);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (starter_home, 0755), ==, 0);
  g_assert_true (drive_in_library_import_release (library, release, NULL, &error));
  g_assert_no_error (error);
}

static void
bench_startup (void)
{
  const char *runs_env = g_getenv ("DRIVE_IN_BENCH_RUNS");
  const char *baseline = g_getenv ("DRIVE_IN_BENCH_BASELINE");
  guint64 runs = 7;
  g_autofree char *starter_home = NULL;
  g_autofree char *large_home = NULL;
  g_autofree char *baseline_starter_home = NULL;
  g_autofree char *baseline_large_home = NULL;
  g_autofree char *release = NULL;
  g_autoptr(GFile) release_folder = NULL;
  Subject subjects[] = {
    { "bare libadwaita window", BARE_WINDOW_PATH, NULL, FALSE },
    { "Drive-In, starter cards", DRIVE_IN_APP_PATH, NULL, TRUE },
    { "Drive-In, + 10,000 cards", DRIVE_IN_APP_PATH, NULL, TRUE },
    { "baseline, starter cards", baseline, NULL, TRUE },
    { "baseline, + 10,000 cards", baseline, NULL, TRUE },
  };
  guint n_subjects = baseline != NULL && *baseline != '\0' ? 5 : 3;
  Medians medians[G_N_ELEMENTS (subjects)];
  double bare_ms;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display: run it under xvfb-run (see README)");
      return;
    }
  if (runs_env != NULL)
    g_ascii_string_to_unsigned (runs_env, 10, 1, 101, &runs, NULL);

  /* A library with the starter cards only, and one with 10,000 more; the baseline gets its
   * own (its compact form may be of another version: it would write its own over ours). */
  release = g_build_filename (gros_test_get_data_home (), "generated-release", NULL);
  gros_test_write_generated_release (release, N_GENERATED_CARDS);
  release_folder = g_file_new_for_path (release);
  starter_home = g_build_filename (gros_test_get_data_home (), "starter", NULL);
  large_home = g_build_filename (gros_test_get_data_home (), "large", NULL);
  make_libraries (starter_home, large_home, release_folder);
  subjects[0].data_home = starter_home;
  subjects[1].data_home = starter_home;
  subjects[2].data_home = large_home;
  if (n_subjects > 3)
    {
      baseline_starter_home = g_build_filename (gros_test_get_data_home (), "baseline-starter",
                                                NULL);
      baseline_large_home = g_build_filename (gros_test_get_data_home (), "baseline-large",
                                              NULL);
      make_libraries (baseline_starter_home, baseline_large_home, release_folder);
      subjects[3].data_home = baseline_starter_home;
      subjects[4].data_home = baseline_large_home;
    }

  for (guint s = 0; s < n_subjects; s++)
    {
      subjects[s].visible = g_array_new (FALSE, FALSE, sizeof (double));
      subjects[s].searchable = g_array_new (FALSE, FALSE, sizeof (double));
      subjects[s].after_frame = g_array_new (FALSE, FALSE, sizeof (double));
      subjects[s].visible_cpu = g_array_new (FALSE, FALSE, sizeof (double));
      subjects[s].after_frame_cpu = g_array_new (FALSE, FALSE, sizeof (double));
      subjects[s].rss = g_array_new (FALSE, FALSE, sizeof (double));
    }

  /* Alternating, so a busy moment of the machine falls on all alike; one run of each
   * first, not counted, for a warm file cache (and the baseline's own compact form). */
  for (guint i = 0; i <= runs; i++)
    for (guint s = 0; s < n_subjects; s++)
      {
        Run run = run_once (subjects[s].program, subjects[s].data_home, subjects[s].is_app);
        double after_frame = run.searchable_ms - run.visible_ms;
        double after_frame_cpu = run.searchable_cpu_ms - run.visible_cpu_ms;

        if (i == 0)
          continue;
        g_array_append_val (subjects[s].visible, run.visible_ms);
        g_array_append_val (subjects[s].searchable, run.searchable_ms);
        g_array_append_val (subjects[s].after_frame, after_frame);
        g_array_append_val (subjects[s].visible_cpu, run.visible_cpu_ms);
        g_array_append_val (subjects[s].after_frame_cpu, after_frame_cpu);
        g_array_append_val (subjects[s].rss, run.rss_mb);
      }

  for (guint s = 0; s < n_subjects; s++)
    medians[s] = subject_medians (&subjects[s]);
  bare_ms = medians[0].visible;
  g_print ("medians of %u runs each, alternating:\n", (guint) runs);
  for (guint s = 0; s < n_subjects; s++)
    {
      g_print ("  %-26s visible window %6.1f ms (%.2fx the bare window, CPU %5.1f ms)",
               subjects[s].name, medians[s].visible, medians[s].visible / bare_ms,
               medians[s].visible_cpu);
      if (subjects[s].is_app)
        g_print (", every card searchable %6.1f ms (%5.1f ms after the first frame, "
                 "CPU %5.1f ms)", medians[s].searchable, medians[s].after_frame,
                 medians[s].after_frame_cpu);
      g_print (", idle memory %5.1f MB\n", medians[s].rss);
    }
  if (n_subjects > 3)
    for (guint s = 1; s <= 2; s++)
      g_print ("  %-26s against the baseline: visible window %.2fx (CPU %.2fx), searchable "
               "after the first frame %.2fx (CPU %.2fx), idle memory %.2fx\n",
               subjects[s].name, medians[s].visible / medians[s + 2].visible,
               medians[s].visible_cpu / medians[s + 2].visible_cpu,
               medians[s].after_frame / medians[s + 2].after_frame,
               medians[s].after_frame_cpu / medians[s + 2].after_frame_cpu,
               medians[s].rss / medians[s + 2].rss);
  g_print ("targets: starter %.2fx <= %.1f: %s; 10,000 cards %.2fx <= %.1f: %s; "
           "searchable %.0f ms after the start (%.0f ms after the first frame) <= %.0f: %s; "
           "idle memory %.0f MB <= %.0f: %s\n",
           medians[1].visible / bare_ms, STARTER_RATIO_MAX,
           medians[1].visible / bare_ms <= STARTER_RATIO_MAX ? "met" : "MISSED",
           medians[2].visible / bare_ms, LARGE_RATIO_MAX,
           medians[2].visible / bare_ms <= LARGE_RATIO_MAX ? "met" : "MISSED",
           medians[2].searchable, medians[2].after_frame, SEARCHABLE_MS_MAX,
           medians[2].searchable <= SEARCHABLE_MS_MAX ? "met"
           : medians[2].after_frame <= SEARCHABLE_MS_MAX ? "met after the first frame only"
           : "MISSED",
           medians[2].rss, IDLE_RSS_MB_MAX,
           medians[2].rss <= IDLE_RSS_MB_MAX ? "met" : "MISSED");

  for (guint s = 0; s < n_subjects; s++)
    {
      g_array_unref (subjects[s].visible);
      g_array_unref (subjects[s].searchable);
      g_array_unref (subjects[s].after_frame);
      g_array_unref (subjects[s].visible_cpu);
      g_array_unref (subjects[s].after_frame_cpu);
      g_array_unref (subjects[s].rss);
    }
  gros_test_rm_rf (release);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/bench/startup", bench_startup);

  return g_test_run ();
}
