/* test-worker-guard.c: the process's wait, before exiting, for workers drawing text. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include <glib.h>

#include "drive-in-worker-guard.h"

typedef struct
{
  gint inside;  /* atomic: the worker has entered */
  gint left;    /* atomic: the worker has left */
} Worker;

static gpointer
slow_worker (gpointer data)
{
  Worker *worker = data;

  g_assert_true (drive_in_worker_guard_enter ());
  g_atomic_int_set (&worker->inside, 1);
  /* Long enough that a stop which does not wait returns first. */
  g_usleep (G_USEC_PER_SEC / 5);
  g_atomic_int_set (&worker->left, 1);
  drive_in_worker_guard_leave ();
  return NULL;
}

static void
test_stop_waits_then_refuses (void)
{
  Worker worker = { 0 };
  GThread *thread = g_thread_new ("slow-worker", slow_worker, &worker);

  while (!g_atomic_int_get (&worker.inside))
    g_usleep (1000);
  drive_in_worker_guard_stop ();
  g_assert_cmpint (g_atomic_int_get (&worker.left), ==, 1);
  /* Nothing new starts once stopping. */
  g_assert_false (drive_in_worker_guard_enter ());
  g_thread_join (thread);
  /* Stopping twice (the application's shutdown, then a test's end) is harmless. */
  drive_in_worker_guard_stop ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drive-in/worker-guard/stop-waits-then-refuses",
                   test_stop_waits_then_refuses);
  return g_test_run ();
}
