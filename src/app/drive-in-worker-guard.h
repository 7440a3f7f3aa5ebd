/* drive-in-worker-guard.h: lets the process wait, before it exits, for worker threads inside
 * libraries that exit() tears down. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Called by a worker before drawing text or SVG (Pango, HarfBuzz, librsvg): FALSE once the
 * process is stopping, and the worker then does nothing. Each TRUE is matched by one
 * drive_in_worker_guard_leave(). */
gboolean drive_in_worker_guard_enter (void);
void     drive_in_worker_guard_leave (void);

/* Waits for the workers inside and lets no more in. Call before the process exits (the
 * application's shutdown, a test program's end): HarfBuzz frees its data from exit()'s
 * handlers, under any thread still shaping text. */
void     drive_in_worker_guard_stop  (void);

G_END_DECLS
