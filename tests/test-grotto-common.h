/* test-grotto-common.h: what the Grotto Beasts! tests share: the starter set in a card db,
 * random legal decks, positions built card by card, random games. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string.h>

#include "drive-in-library.h"
#include "gros-test-util.h"
#include "grotto-card-list.h"
#include "grotto-deck-rules.h"
#include "grotto-game.h"
#include "grotto-scripts.h"

G_GNUC_UNUSED static GPtrArray *
grotto_test_starter_cards (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_builtin_release ("drive-in-grotto", NULL,
                                                                      &error);
  GListModel *model;
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  g_assert_no_error (error);
  model = drive_in_release_get_cards (release);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (cards, g_list_model_get_item (model, i));
  return cards;
}

/* The real card list (../shared/releases/grotto-beasts/card-list.json beside the source
 * tree, or $GROTTO_CARD_LIST) imported into a temporary library and loaded; NULL when the
 * list is not here. */
G_GNUC_UNUSED static DriveInRelease *
grotto_test_real_release (void)
{
  const char *env = g_getenv ("GROTTO_CARD_LIST");
  g_autoptr(GFile) file = env != NULL ? g_file_new_for_path (env)
                          : gros_test_get_source_file ("../../shared/releases/grotto-beasts/"
                                                       "card-list.json");
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GFile) releases = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GError) error = NULL;
  DriveInRelease *release;

  if (!g_file_query_exists (file, NULL))
    return NULL;
  library = drive_in_library_new (NULL);
  if (!grotto_card_list_import (library, file, NULL, NULL, &error))
    g_error ("%s", error->message);
  releases = drive_in_library_get_releases_folder (library);
  folder = g_file_get_child (releases, GROTTO_CARD_LIST_SIGIL);
  release = drive_in_release_load (folder, NULL, &error);
  g_assert_no_error (error);
  return release;
}

/* The cards of @release, in list order. */
G_GNUC_UNUSED static GPtrArray *
grotto_test_release_cards (DriveInRelease *release)
{
  GListModel *model = drive_in_release_get_cards (release);
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (cards, g_list_model_get_item (model, i));
  return cards;
}

/* A db holding every starter card, in list order (index i is card i). */
G_GNUC_UNUSED static GrottoCardDb *
grotto_test_starter_db (GPtrArray **out_cards)
{
  GPtrArray *cards = grotto_test_starter_cards ();
  GrottoCardDb *db = grotto_card_db_new ();

  for (guint i = 0; i < cards->len; i++)
    g_assert_cmpuint (grotto_card_db_add_card (db, cards->pdata[i]), ==, i);
  if (out_cards != NULL)
    *out_cards = cards;
  else
    g_ptr_array_unref (cards);
  return db;
}

/* The db index of starter card @name. */
G_GNUC_UNUSED static guint
grotto_test_def (const GrottoCardDb *db,
                 const char         *name)
{
  for (guint i = 0; i < grotto_card_db_get_n_cards (db); i++)
    if (g_str_equal (grotto_card_db_get (db, i)->name, name))
      return i;
  g_error ("no card named %s", name);
  return 0;
}

/* A random legal deck (a Challenger first when @challenger) as db indices. */
G_GNUC_UNUSED static guint
grotto_test_random_deck (GrottoCardDb *db,
                         GPtrArray    *cards,
                         gboolean      challenger,
                         GRand        *rand,
                         uint16_t     *out)
{
  g_autoptr(GError) error = NULL;
  DriveInCard *chosen = NULL;
  g_autoptr(GPtrArray) deck = grotto_deck_random (cards, challenger, rand, &chosen, &error);
  guint n = 0;

  g_assert_no_error (error);
  if (chosen != NULL)
    out[n++] = grotto_card_db_add_card (db, chosen);
  for (guint i = 0; i < deck->len; i++)
    out[n++] = grotto_card_db_add_card (db, deck->pdata[i]);
  return n;
}

G_GNUC_UNUSED static void
grotto_test_check (const GrottoGame *game)
{
  g_autofree char *message = NULL;

  if (!grotto_game_check_invariants (game, &message))
    g_error ("after %u actions: %s", game->n_actions, message);
}

/* Applies the legal action whose machine form starts with @prefix (the first one). */
G_GNUC_UNUSED static void
grotto_test_play (GrottoGame *game,
                  const char *prefix)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = grotto_game_legal_actions (game, actions, G_N_ELEMENTS (actions));
  GString *all = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = grotto_action_to_string (&actions[i]);

      if (g_str_has_prefix (text, prefix))
        {
          g_autoptr(GError) error = NULL;

          g_string_free (all, TRUE);
          g_assert_true (grotto_game_apply (game, &actions[i], NULL, NULL, &error));
          g_assert_no_error (error);
          grotto_test_check (game);
          return;
        }
      g_string_append_printf (all, "\n  %s", text);
    }
  g_error ("no legal action starts with “%s” (phase %s, step %s); legal:%s", prefix,
           grotto_phase_to_string (game->phase), grotto_step_to_string (game->step), all->str);
}

/* Whether some legal action's machine form starts with @prefix. */
G_GNUC_UNUSED static gboolean
grotto_test_is_legal (const GrottoGame *game,
                      const char       *prefix)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = grotto_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = grotto_action_to_string (&actions[i]);

      if (g_str_has_prefix (text, prefix))
        return TRUE;
    }
  return FALSE;
}

/* Plays random legal actions to the end (or @max_actions), checking every state. */
G_GNUC_UNUSED static void
grotto_test_random_game (GrottoGame *game,
                         GRand      *rand,
                         guint       max_actions)
{
  GameAction actions[GAME_MAX_ACTIONS];

  for (guint k = 0; k < max_actions && !grotto_game_is_over (game); k++)
    {
      guint n = grotto_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      if (n == 0)
        g_error ("no legal action in phase %s, step %s after %u actions",
                 grotto_phase_to_string (game->phase), grotto_step_to_string (game->step),
                 game->n_actions);
      grotto_game_apply_legal (game, &actions[g_rand_int_range (rand, 0, n)], NULL, NULL);
      grotto_test_check (game);
    }
}
