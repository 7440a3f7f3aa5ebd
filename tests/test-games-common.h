/* test-games-common.h: catalogs, random decks and seeds for the record, soak and bench tests. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-core.h"
#include "gros-game.h"
#include "gros-game-decks.h"
#include "gros-test-util.h"
#include "gros-format.h"

#define STARTER_SIGIL "drive-in"
#define DC_SIGIL      "gros-dc"

/* The built-in starter release, plus the shared Director's Cut when @with_dc and it is
 * present (*out_has_dc says whether it is). */
static inline DriveInCatalog *
games_catalog (gboolean  with_dc,
               gboolean *out_has_dc)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = NULL;
  g_autoptr(GFile) dc_folder = NULL;
  DriveInCatalog *catalog = drive_in_catalog_new ();

  starter = drive_in_library_load_starter_release (languages, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);

  if (out_has_dc != NULL)
    *out_has_dc = FALSE;
  dc_folder = with_dc ? gros_test_get_shared_release () : NULL;
  if (dc_folder != NULL)
    {
      g_autoptr(DriveInRelease) dc = drive_in_release_load (dc_folder, languages, &error);

      g_assert_no_error (error);
      drive_in_catalog_add_release (catalog, dc);
      if (out_has_dc != NULL)
        *out_has_dc = TRUE;
    }
  return catalog;
}

/* xorshift64*: the tests' own random stream, independent of the engine's. */
static inline guint64
games_rand_next (guint64 *state)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545f4914f6cdd1dull;
}

static inline guint
games_rand_below (guint64 *state,
                  guint    n)
{
  return (guint) ((games_rand_next (state) >> 11) % n);
}

static inline guint64
games_seed_mix (guint64 seed)
{
  guint64 z = seed + 0x9e3779b97f4a7c15ull;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  z ^= z >> 31;
  return z != 0 ? z : 1;
}

/* Fills @decks with @n_seats random Feature Pack decks of release @sigil (NULL: any) fitted
 * to @format (NULL: Feature Film), and @setup with them, the format's rules and @seed. */
static inline void
games_random_setup_format (GrosGameDecks    *decks,
                           guint             n_seats,
                           const char       *sigil,
                           const GrosFormat *format,
                           guint64           seed,
                           GrosGameSetup    *setup)
{
  guint32 words[2] = { (guint32) seed, (guint32) (seed >> 32) };
  g_autoptr(GRand) rand = g_rand_new_with_seed_array (words, 2);
  g_autoptr(GError) error = NULL;

  gros_game_decks_clear (decks);
  for (guint s = 0; s < n_seats; s++)
    {
      gros_game_decks_add_random (decks, sigil, format, rand, &error);
      g_assert_no_error (error);
    }
  memset (setup, 0, sizeof *setup);
  setup->seed = seed;
  if (format != NULL)
    gros_game_decks_rules_for_format (format, &setup->params);
  else
    gros_rules_params_init_feature_film (&setup->params);
  gros_game_decks_fill_setup (decks, setup);
}

static inline void
games_random_setup (GrosGameDecks *decks,
                    guint          n_seats,
                    const char    *sigil,
                    guint64        seed,
                    GrosGameSetup *setup)
{
  games_random_setup_format (decks, n_seats, sigil, NULL, seed, setup);
}
