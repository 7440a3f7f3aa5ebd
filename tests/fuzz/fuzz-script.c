/* fuzz-script.c: card script files through the script file reader and the script compiler. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "gros-script-lang.h"

#define SOURCE_NAME "fuzz.gros-script"

#ifdef GROS_FUZZ_UB_CANARY
/* Test-only (the fuzz-ub-canary tests of tests/fuzz/meson.build): the one input whose hash is
 * the marker's makes the harness overflow a signed int, so the fuzz runner is seen to fail on
 * a UBSan report. A hash, not a memcmp(): libFuzzer solves compared bytes in seconds, so the
 * quiet run would find the marker by itself. */
#define UB_CANARY_MARKER "drive-in ub canary\n"

static guint64
fnv1a (const uint8_t *data,
       size_t         size)
{
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

  for (size_t i = 0; i < size; i++)
    hash = (hash ^ data[i]) * G_GUINT64_CONSTANT (1099511628211);
  return hash;
}

static void
ub_canary (const uint8_t *data,
           size_t         size)
{
  static const char marker[] = UB_CANARY_MARKER;
  volatile int big = G_MAXINT;

  if (fnv1a (data, size) != fnv1a ((const uint8_t *) marker, sizeof marker - 1))
    return;
  big += (int) size; /* signed overflow: undefined behaviour on purpose */
  g_printerr ("ub canary: %d\n", big);
}
#endif

int
gros_fuzz_script (const uint8_t *data,
                  size_t         size)
{
  g_autofree char *text = NULL;
  GrosScriptFile *file;
  g_autoptr(GrosCardDb) db = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(GError) error = NULL;
  GrosScript *script;
  const char *traits[] = { "Young", "Kung Fu", NULL };

#ifdef GROS_FUZZ_UB_CANARY
  ub_canary (data, size);
#endif
  /* Script files are text: the reader takes a nul-terminated string. */
  if (memchr (data, '\0', size) != NULL)
    return 0;
  text = g_strndup ((const char *) data, size);

  file = gros_script_file_parse (SOURCE_NAME, text);
  GROS_FUZZ_CHECK (file != NULL, "no file");
  for (guint i = 0; i < file->entries->len; i++)
    {
      const GrosScriptEntry *entry = g_ptr_array_index (file->entries, i);

      GROS_FUZZ_CHECK (entry->number != NULL && entry->body != NULL, "entry %u", i);
      GROS_FUZZ_CHECK (gros_script_file_lookup (file, entry->number) != NULL,
                       "entry %s not found by its number", entry->number);
    }
  for (guint i = 0; i < file->errors->len; i++)
    GROS_FUZZ_CHECK (g_str_has_prefix (g_ptr_array_index (file->errors, i), SOURCE_NAME ":"),
                     "error does not name the file: %s", (char *) file->errors->pdata[i]);
  gros_script_file_free (file);

  /* The whole text as one entry body, as a scenario's `script =` gives it. */
  db = gros_card_db_new ();
  gros_card_db_add (db, "fuzz:01-01", "Fuzz", GROS_CARD_TYPE_CHARACTER, 3, 1, FALSE, traits,
                    "Fuzz");
  gros_card_db_add (db, "fuzz:01-02", "Fuzzier", GROS_CARD_TYPE_CREATURE, 5, 2, FALSE, NULL,
                    NULL);
  pending = g_ptr_array_new_with_free_func (gros_script_pending_free);
  script = gros_script_lang_compile (db, "fuzz", text, SOURCE_NAME, 1, pending, &error);
  if (script == NULL)
    {
      GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
      return 0;
    }
  /* A card named before the db has it is filled in later through its slot, which must be
   * inside the script returned (not in a copy the compiler has thrown away). */
  for (guint i = 0; i < pending->len; i++)
    {
      GrosScriptPending *p = g_ptr_array_index (pending, i);
      const guint8 *slot = (const guint8 *) p->slot;

      GROS_FUZZ_CHECK (slot >= (const guint8 *) script
                       && slot + sizeof *p->slot <= (const guint8 *) (script + 1),
                       "the slot for %s is outside the compiled script", p->id);
    }
  g_free (script);
  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_script)
