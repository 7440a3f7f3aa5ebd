/* gros-error.c: the error domain shared by every libgros loader and validator. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "gros-error.h"

G_DEFINE_QUARK (gros-error-quark, gros_error)
