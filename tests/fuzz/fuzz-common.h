/* fuzz-common.h: the fuzz harness entry points and what they share (catalog, scratch folder). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "drive-in-core.h"
#include "gros-card-db.h"

G_BEGIN_DECLS

/* One function per parser. Each feeds @data to the real entry point, checks what a good
 * result promises (a saved deck loads back the same, errors name the input...) and aborts
 * when a promise is broken. libFuzzer calls them from LLVMFuzzerTestOneInput (fuzz-*.c
 * built with GROS_FUZZ_TARGET); tests/test-corpus.c calls them on every corpus file. */
int          gros_fuzz_release       (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_release_cache (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_deck_xml      (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_deck_text     (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_scenario      (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_record        (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_script        (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_online_view   (const uint8_t *data,
                                      size_t         size);
int          gros_fuzz_online_message (const uint8_t *data,
                                       size_t         size);
int          gros_fuzz_grotto_card_list (const uint8_t *data,
                                         size_t         size);

/* Once per process, before any GLib call caches the user folders: criticals and warnings
 * abort (they are bugs whatever the input), XDG_DATA_HOME points at a private scratch
 * folder so no harness ever reads the user's library, and messages stay quiet. */
void         gros_fuzz_setup         (void);
/* The built-in starter release as a catalog (transfer none, kept for the process). */
DriveInCatalog *gros_fuzz_get_catalog   (void);
/* A card db holding every starter card (transfer none, kept for the process). */
GrosCardDb  *gros_fuzz_get_db        (void);
/* A private folder for files a harness writes (transfer none). */
const char  *gros_fuzz_get_scratch   (void);
/* Deletes @path and everything under it; never follows symbolic links. */
void         gros_fuzz_rm_rf         (const char *path);

/* A broken promise: report it and abort, so libFuzzer keeps the input. */
#define GROS_FUZZ_CHECK(cond, ...)                                                  \
  G_STMT_START {                                                                    \
    if (G_UNLIKELY (!(cond)))                                                       \
      {                                                                             \
        g_printerr ("%s:%d: fuzz check failed: %s: ", __FILE__, __LINE__, #cond);   \
        g_printerr (__VA_ARGS__);                                                   \
        g_printerr ("\n");                                                          \
        abort ();                                                                   \
      }                                                                             \
  } G_STMT_END

/* Errors from a failed load: in the DRIVE_IN_ERROR domain, naming the input. */
#define GROS_FUZZ_CHECK_ERROR(error, name)                                          \
  G_STMT_START {                                                                    \
    GROS_FUZZ_CHECK ((error) != NULL, "failed without an error");                   \
    GROS_FUZZ_CHECK ((error)->domain == DRIVE_IN_ERROR, "error domain %s: %s",          \
                     g_quark_to_string ((error)->domain), (error)->message);        \
    GROS_FUZZ_CHECK (strstr ((error)->message, (name)) != NULL,                     \
                     "the error does not name %s: %s", (name), (error)->message);   \
  } G_STMT_END

/* libFuzzer's entry points, for a harness built as a fuzz target. */
#ifdef GROS_FUZZ_TARGET
#define GROS_FUZZ_DEFINE_TARGET(func)                                               \
  int LLVMFuzzerInitialize (int *argc, char ***argv);                               \
  int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);                    \
  int                                                                               \
  LLVMFuzzerInitialize (int *argc, char ***argv)                                    \
  {                                                                                 \
    gros_fuzz_setup ();                                                             \
    return 0;                                                                       \
  }                                                                                 \
  int                                                                               \
  LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)                         \
  {                                                                                 \
    return func (data, size);                                                       \
  }
#else
#define GROS_FUZZ_DEFINE_TARGET(func)
#endif

G_END_DECLS
