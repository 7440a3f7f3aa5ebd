/* gros-error.h: the error domain shared by every libgros loader and validator. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GROS_ERROR (gros_error_quark ())

typedef enum
{
  GROS_ERROR_IO,        /* a file could not be read or written */
  GROS_ERROR_PARSE,     /* a file is not well-formed (JSON, XML, text) */
  GROS_ERROR_INVALID,   /* well-formed but breaks a rule of the format */
  GROS_ERROR_NOT_FOUND, /* a card, pack, release or deck named does not exist */
  GROS_ERROR_AMBIGUOUS, /* a name matches more than one card */
} GrosError;

GQuark gros_error_quark (void);

G_END_DECLS
