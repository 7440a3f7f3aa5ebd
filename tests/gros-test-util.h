/* gros-test-util.h: shared set-up for every test program. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* g_test_init() plus a private XDG_DATA_HOME (a fresh temporary folder, removed at exit). */
void   gros_test_init                (int    *argc,
                                      char ***argv);
/* The private data folder set up by gros_test_init(). */
const char *gros_test_get_data_home  (void);
/* ../shared/releases/gros-dc next to the source tree (or $GROS_SHARED_RELEASE), or NULL
 * when it is absent: callers then g_test_skip(). */
GFile *gros_test_get_shared_release  (void);
/* A file under tests/ in the source tree, e.g. "fixtures/releases/bad-type". */
GFile *gros_test_get_source_file     (const char *relative_path);
/* Writes a made-up release ("bench", "Ten Thousand Features") of @n_cards cards in packs of
 * 16, numbered 001-01, 001-02..., each with an (empty) thumbnail, into the folder @path. */
void   gros_test_write_generated_release (const char *path,
                                          guint       n_cards);
/* Recursively deletes @path; used for temporary folders. */
void   gros_test_rm_rf               (const char *path);
/* A wall-clock figure: how long @what took since @start_us (g_get_monotonic_time()). Always
 * reported; held to @limit_us only with GROS_TEST_TIMING=1 (the bench suite), as a loaded or
 * sanitized machine says nothing about the code in the default suite. */
void   gros_test_check_elapsed       (const char *what,
                                      gint64      start_us,
                                      gint64      limit_us);
/* How many times to repeat one code path (random games, seeds, positions): @count, or
 * @sanitized_count under DRIVE_IN_TEST_SANITIZED=1 (the asan, asangui and valgrind test
 * setups). A sanitizer reports a memory error the first time its path runs, and it makes
 * each run many times slower; the plain suite keeps @count, which the rules' rarer paths
 * need to come up. @sanitized_count must still reach every distinct path the test names. */
guint  gros_test_repeats             (guint count,
                                      guint sanitized_count);

G_END_DECLS
