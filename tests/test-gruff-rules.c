/* test-gruff-rules.c: every rule of Gruff (004) on positions built from the built-in set. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gros-test-util.h"
#include "gruff-test-util.h"

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  return g_test_run ();
}
