/* drive-in-error.c: the error domain shared by every libdrive-in-core loader and validator. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "drive-in-error.h"

G_DEFINE_QUARK (drive-in-error-quark, drive_in_error)
