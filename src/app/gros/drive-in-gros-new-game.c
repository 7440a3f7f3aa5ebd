/* drive-in-gros-new-game.c: a GROS game started from the New Game dialog: its format's decks
 * (chosen, random, or Central Casting's shared deck dealt out), or the opening draft. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-draft-dialog.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-new-game.h"
#include "drive-in-new-game-dialog.h"

/* What a draft hands on once it is done: who plays, the seed, where the game goes. */
typedef struct
{
  DriveInCatalog      *catalog;
  DriveInSeatPlayer    players[GROS_MAX_SEATS];
  guint64              seed;
  DriveInBoardStarted  started;
} Draft;

static void
draft_free (gpointer data)
{
  Draft *draft = data;

  g_clear_object (&draft->catalog);
  g_free (draft);
}

/* Starts @decks' game of @format; a session of @n_movies movies keeps a series. */
static void
start_game (DriveInCatalog          *catalog,
            GrosGameDecks           *decks,
            const GrosFormat        *format,
            guint64                  seed,
            const DriveInSeatPlayer *players,
            const char * const      *titles,
            guint                    n_movies,
            GtkWidget               *table,
            DriveInBoardStarted      started)
{
  g_autoptr(DriveInGamePlay) play = NULL;
  g_autoptr(GError) error = NULL;

  play = drive_in_gros_play_new (catalog, decks, format, seed, players, titles, n_movies,
                                 &error);
  started (table, play, error != NULL ? error->message : NULL);
}

/* The draft is done: its decks play a Draft game with the players chosen. */
static void
on_draft_finished_cb (DriveInDraftDialog *dialog,
                      GtkWidget          *table)
{
  Draft *draft = g_object_get_data (G_OBJECT (dialog), "drive-in-gros-draft");
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autoptr(GPtrArray) drafted = drive_in_draft_dialog_dup_decks (dialog);
  g_autoptr(GError) error = NULL;

  if (drafted == NULL || draft == NULL)
    return;
  decks = gros_game_decks_new (draft->catalog, NULL);
  for (guint s = 0; s < drafted->len && error == NULL; s++)
    gros_game_decks_add_deck (decks, drafted->pdata[s], &error);
  if (error != NULL)
    {
      draft->started (table, NULL, error->message);
      return;
    }
  /* The draft used the seed for its packs; the game shuffles with the next one. */
  start_game (draft->catalog, decks, gros_format_get (GROS_FORMAT_DRAFT), draft->seed + 1,
              draft->players, NULL, 1, table, draft->started);
}

static void
open_draft (DriveInNewGameDialog *dialog,
            DriveInCatalog       *catalog,
            guint64               seed,
            GtkWidget            *table,
            DriveInBoardStarted   started)
{
  guint n = drive_in_new_game_dialog_get_n_seats (dialog);
  Draft *draft = g_new0 (Draft, 1);
  GrosAiLevel level = GROS_AI_NORMAL;
  gboolean level_found = FALSE;
  guint human = 0;
  GtkRoot *root = gtk_widget_get_root (table);
  DriveInDraftDialog *window;

  draft->catalog = g_object_ref (catalog);
  draft->seed = seed;
  draft->started = started;
  for (guint s = 0; s < n; s++)
    {
      draft->players[s] = drive_in_new_game_dialog_get_player (dialog, s);
      if (draft->players[s].kind == DRIVE_IN_PLAYER_HUMAN)
        human = s;
      else if (!level_found)
        {
          /* The drafters draft at the first computer's level. */
          level = draft->players[s].level;
          level_found = TRUE;
        }
    }
  window = drive_in_draft_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, catalog,
                                      n, human, level, seed,
                                      drive_in_new_game_dialog_get_with_credits (dialog));
  g_object_set_data_full (G_OBJECT (window), "drive-in-gros-draft", draft, draft_free);
  g_signal_connect_object (window, "finished", G_CALLBACK (on_draft_finished_cb), table, 0);
  gtk_window_present (GTK_WINDOW (window));
}

void
drive_in_gros_start_new_game (DriveInNewGameDialog *dialog,
                              DriveInCatalog       *catalog,
                              guint64               seed,
                              GtkWidget            *table,
                              DriveInBoardStarted   started)
{
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = NULL;
  DriveInSeatPlayer players[GROS_MAX_SEATS];
  char *titles[GROS_MAX_SEATS + 1] = { NULL };
  guint n;
  const GrosFormat *format;
  guint32 seed_parts[2] = { (guint32) seed, (guint32) (seed >> 32) };

  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (dialog));
  g_return_if_fail (DRIVE_IN_IS_CATALOG (catalog));
  g_return_if_fail (GTK_IS_WIDGET (table));
  g_return_if_fail (started != NULL);

  format = gros_format_get (drive_in_new_game_dialog_get_format (dialog));
  if (format->id == GROS_FORMAT_DRAFT)
    {
      open_draft (dialog, catalog, seed, table, started);
      return;
    }
  n = drive_in_new_game_dialog_get_n_seats (dialog);
  decks = gros_game_decks_new (catalog, NULL);
  /* The seed deals the random decks too: the same seed, the same game. */
  rand = g_rand_new_with_seed_array (seed_parts, 2);

  for (guint s = 0; s < n; s++)
    players[s] = drive_in_new_game_dialog_get_player (dialog, s);
  if (format->shared_deck)
    {
      /* Central Casting: the engine shuffles every seat's cards into one shared deck, and
       * a seat's part may not be empty, so the shared deck is dealt out among the seats. */
      g_autoptr(DriveInDeck) shared = drive_in_new_game_dialog_dup_shared_deck (dialog, &error);
      g_auto(GStrv) ids = shared != NULL ? drive_in_deck_dup_card_ids (shared) : NULL;
      guint n_ids = ids != NULL ? g_strv_length (ids) : 0;

      for (guint s = 0; s < n && ids != NULL && error == NULL; s++)
        {
          g_autoptr(DriveInDeck) part = drive_in_deck_new (catalog,
                                                           drive_in_deck_get_name (shared),
                                                           format->id);

          for (guint i = s; i < n_ids; i += n)
            drive_in_deck_add (part, ids[i]);
          gros_game_decks_add_deck (decks, part, &error);
        }
    }
  else
    for (guint s = 0; s < n && error == NULL; s++)
      {
        GFile *file = drive_in_new_game_dialog_get_deck (dialog, s);

        if (file == NULL)
          gros_game_decks_add_random (decks, NULL, format, rand, &error);
        else
          {
            g_autoptr(DriveInDeck) deck = drive_in_deck_load (file, catalog, NULL, &error);

            if (deck != NULL && gros_game_decks_add_deck (decks, deck, &error)
                && drive_in_deck_get_title (deck) != NULL)
              titles[s] = g_strdup (drive_in_deck_get_title (deck));
          }
      }
  if (error == NULL)
    start_game (catalog, decks, format, seed, players, (const char * const *) titles,
                drive_in_new_game_dialog_get_n_movies (dialog), table, started);
  else
    started (table, NULL, error->message);
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    g_free (titles[s]);
}
