/* gros-release-reader.h: GROS's official card list (list.json), read for the release loader. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-release-loader-private.h"

G_BEGIN_DECLS

/* Listed in builtin-release-readers.c. */
extern const DriveInReleaseReader gros_release_reader;

G_END_DECLS
