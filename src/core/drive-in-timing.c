/* drive-in-timing.c: start-up timing marks, printed when DRIVE_IN_TIMING is set. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"
/* gettid() */
#define _GNU_SOURCE

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "drive-in-timing.h"

static gboolean enabled;
static gint64 zero; /* CLOCK_MONOTONIC, microseconds */

/* When this process started, on CLOCK_MONOTONIC: /proc/self/stat counts clock ticks since
 * boot (CLOCK_BOOTTIME), so shift by the distance between the two clocks now. */
static gint64
process_start (void)
{
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;
  struct timespec boot;
  guint64 ticks;
  long hz = sysconf (_SC_CLK_TCK);

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL) || hz <= 0
      || clock_gettime (CLOCK_BOOTTIME, &boot) != 0)
    return g_get_monotonic_time ();

  /* The command name may hold spaces: count fields after its closing parenthesis. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return g_get_monotonic_time ();
  fields = g_strsplit (after_name + 2, " ", -1);
  /* starttime is field 22 of the line; field 3 (the state) is the first after the name. */
  if (g_strv_length (fields) < 20
      || !g_ascii_string_to_unsigned (fields[19], 10, 0, G_MAXUINT64, &ticks, NULL))
    return g_get_monotonic_time ();

  return g_get_monotonic_time ()
         - ((gint64) boot.tv_sec * G_USEC_PER_SEC + boot.tv_nsec / 1000)
         + (gint64) (ticks * G_USEC_PER_SEC / (guint64) hz);
}

static void
timing_init (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      const char *env = g_getenv ("DRIVE_IN_TIMING");
      guint64 given;

      enabled = env != NULL && *env != '\0' && g_strcmp0 (env, "0") != 0;
      if (enabled)
        {
          if (g_ascii_string_to_unsigned (env, 10, 2, G_MAXINT64, &given, NULL))
            zero = (gint64) given;
          else
            zero = process_start ();
        }
      g_once_init_leave (&initialised, 1);
    }
}

gboolean
drive_in_timing_enabled (void)
{
  timing_init ();
  return enabled;
}

void
drive_in_timing_mark (const char *format,
                  ...)
{
  g_autofree char *what = NULL;
  struct timespec cpu;
  struct timespec thread;
  va_list args;
  gint64 now;

  timing_init ();
  if (!enabled)
    return;

  now = g_get_monotonic_time ();
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);

  /* CPU time too: on a busy machine it says what this process cost, whatever the wait. */
  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu) != 0)
    cpu = (struct timespec) { 0 };
  /* And this thread's alone: the loader's own cost, apart from the threads drawing cards. */
  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &thread) != 0)
    thread = (struct timespec) { 0 };

  /* One write per line, so marks of two threads do not interleave. */
  fprintf (stderr, "drive-in timing: %8.1f ms (cpu %7.1f ms, thread %7.1f ms) [%s] %s\n",
           (now - zero) / 1000.0, cpu.tv_sec * 1000.0 + cpu.tv_nsec / 1e6,
           thread.tv_sec * 1000.0 + thread.tv_nsec / 1e6,
           gettid () == getpid () ? "main" : "worker", what);
}
