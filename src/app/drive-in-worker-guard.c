/* drive-in-worker-guard.c: the count of worker threads inside Pango or librsvg, waited for
 * before the process exits. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-worker-guard.h"

static GMutex   guard_lock;
static GCond    guard_left;
static guint    n_inside;
static gboolean stopped;

gboolean
drive_in_worker_guard_enter (void)
{
  gboolean entered;

  g_mutex_lock (&guard_lock);
  entered = !stopped;
  if (entered)
    n_inside++;
  g_mutex_unlock (&guard_lock);
  return entered;
}

void
drive_in_worker_guard_leave (void)
{
  g_mutex_lock (&guard_lock);
  g_assert (n_inside > 0);
  n_inside--;
  g_cond_broadcast (&guard_left);
  g_mutex_unlock (&guard_lock);
}

void
drive_in_worker_guard_stop (void)
{
  g_mutex_lock (&guard_lock);
  stopped = TRUE;
  while (n_inside > 0)
    g_cond_wait (&guard_left, &guard_lock);
  g_mutex_unlock (&guard_lock);
}
