/* drive-in-timing.h: start-up timing marks, printed when DRIVE_IN_TIMING is set. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE when DRIVE_IN_TIMING is set (to anything but "" or "0"). */
gboolean drive_in_timing_enabled (void);

/* Prints "drive-in timing: <ms since the process started> ms (cpu <ms of CPU time the
 * process used so far> ms, thread <ms of CPU time the calling thread used> ms)
 * [main|worker] <what>" to stderr when enabled; nothing otherwise.
 * A DRIVE_IN_TIMING holding a CLOCK_MONOTONIC time in microseconds (g_get_monotonic_time()
 * of whoever started the process) sets the zero; any other value counts from the process's
 * start time in /proc (10 ms steps). */
void     drive_in_timing_mark    (const char *format,
                              ...) G_GNUC_PRINTF (1, 2);

G_END_DECLS
