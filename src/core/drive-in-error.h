/* drive-in-error.h: the error domain shared by every libdrive-in-core loader and validator. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define DRIVE_IN_ERROR (drive_in_error_quark ())

typedef enum
{
  DRIVE_IN_ERROR_IO,        /* a file could not be read or written */
  DRIVE_IN_ERROR_PARSE,     /* a file is not well-formed (JSON, XML, text) */
  DRIVE_IN_ERROR_INVALID,   /* well-formed but breaks a rule of the format */
  DRIVE_IN_ERROR_NOT_FOUND, /* a card, pack, release or deck named does not exist */
  DRIVE_IN_ERROR_AMBIGUOUS, /* a name matches more than one card */
} DriveInError;

GQuark drive_in_error_quark (void);

G_END_DECLS
