/* drive-in-gros-new-game.c: a GROS game started from the New Game dialog: its format's decks
 * (chosen, random, or Central Casting's shared deck dealt out), or the opening draft; and the
 * options the dialog shows for each format (directors, shared decks, the Draft, Movies). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-draft-dialog.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-new-game.h"
#include "drive-in-new-game-dialog.h"
#include "gros-game-id.h"
#include "gros-deck.h"

/* A shared deck must deal every opening hand (8 at most) and a Title (6 cards), and leave a
 * few cards to draw. */
#define MAX_OPENING_HAND 8
#define MAX_TITLE_CARDS  6
/* What a random deck counts towards GROS_MAX_CARDS: Feature Packs make about 50 cards. */
#define RANDOM_DECK_CARDS 50

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

/* The Resurrected Edition and its variants play sessions of Movies (001). */
static gboolean
is_resurrected_family (const GrosFormat *format)
{
  return format->id == GROS_FORMAT_RESURRECTED || format->id == GROS_FORMAT_CULT_CLASSIC
         || format->id == GROS_FORMAT_STUDENT_FILMS;
}

static const GrosFormat *
format_of (const char *variant_id)
{
  const GrosFormat *format = gros_format_from_string (variant_id);

  return format != NULL ? format : gros_format_get (GROS_FORMAT_FEATURE_FILM);
}

static void
gros_new_game_options (const char            *variant_id,
                       guint                  max_seats,
                       DriveInNewGameOptions *options)
{
  const GrosFormat *format = format_of (variant_id);

  options->decks = format->shared_deck ? DRIVE_IN_NEW_GAME_SHARED_DECK
                   : format->id == GROS_FORMAT_DRAFT ? DRIVE_IN_NEW_GAME_MADE_DECKS
                   : DRIVE_IN_NEW_GAME_SEAT_DECKS;
  options->seats_title = _("Directors");
  if (format->id == GROS_FORMAT_DRAFT)
    {
      if (max_seats >= 2)
        /* Translators: "2 to 4 directors: a Draft deals 30 cards to each from the cards
         * loaded". */
        options->seats_subtitle = g_strdup_printf (_("2 to %u directors: a Draft deals %u "
                                                     "cards to each from the cards loaded"),
                                                   max_seats,
                                                   GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS);
      else
        options->seats_subtitle = g_strdup_printf (_("A Draft deals %u cards to each director: "
                                                     "import a release to draft"),
                                                   GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS);
    }
  else if (!is_resurrected_family (format))
    options->seats_subtitle = g_strdup (_("2 to 6 directors; 2 to 4 play best"));
  if (format->shared_deck)
    options->description = _("Who sits at each seat. Everyone draws from the shared deck and "
                             "discards to the shared graveyard.");
  else if (format->id == GROS_FORMAT_DRAFT)
    options->description = _("Who sits at each seat. The person drafts a deck against computer "
                             "drafters first; the computers keep their levels in the game.");
  else if (format->titled)
    options->description = _("Who sits at each seat, and the deck they play: a saved deck with "
                             "a Title, or random Feature Packs given a Title of their words.");
  else
    options->description = _("Who sits at each seat, and the deck they play: a saved deck legal "
                             "in the format, or random Feature Packs fitted to it.");
  /* GROS deals random decks from Feature Packs. */
  options->random_deck = _("Random Feature Packs");
  options->shared_subtitle = _("One deck and one graveyard for the whole table");
  options->series = is_resurrected_family (format);
  options->credits = format->id == GROS_FORMAT_DRAFT;
  options->shared_cards_per_seat = MAX_OPENING_HAND;
  options->shared_cards_extra = MAX_TITLE_CARDS;
  options->max_cards = GROS_MAX_CARDS;
  options->random_deck_cards = MAX (format->deck_size, RANDOM_DECK_CARDS);
}

/* A Draft deals 30 cards a seat from the loaded cards; packs leave Roll the Credits out
 * (balancing adds them). */
static guint
gros_new_game_max_seats (const char     *variant_id,
                         DriveInCatalog *catalog)
{
  guint pool = 0;

  if (format_of (variant_id)->id != GROS_FORMAT_DRAFT)
    return G_MAXUINT;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (gros_card_get_type (card) != GROS_CARD_TYPE_ROLL_THE_CREDITS)
        pool++;
    }
  return pool / (GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS);
}

static char *
gros_new_game_find_problem (DriveInNewGameDialog *dialog)
{
  guint n = drive_in_new_game_dialog_get_n_seats (dialog);
  guint humans = 0;

  if (format_of (drive_in_new_game_dialog_get_variant (dialog))->id != GROS_FORMAT_DRAFT)
    return NULL;
  for (guint s = 0; s < n; s++)
    if (drive_in_new_game_dialog_get_player (dialog, s).kind == DRIVE_IN_PLAYER_HUMAN)
      humans++;
  if (humans != 1)
    return g_strdup (_("A Draft has one person drafting against computer drafters: make "
                       "exactly one seat a Person."));
  return NULL;
}

/* Plot Twists only where they are used. */
static gboolean
gros_new_game_takes_card (const char  *variant_id,
                          DriveInCard *card)
{
  return format_of (variant_id)->twists_used
         || gros_card_get_type (card) != GROS_CARD_TYPE_PLOT_TWIST;
}

const DriveInNewGameHooks drive_in_gros_new_game_hooks = {
  gros_new_game_options,
  gros_new_game_max_seats,
  gros_new_game_find_problem,
  gros_new_game_takes_card,
};

GrosFormatId
drive_in_gros_new_game_get_format (DriveInNewGameDialog *dialog)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (dialog), GROS_FORMAT_FEATURE_FILM);

  if (g_strcmp0 (drive_in_new_game_dialog_get_game (dialog), GROS_GAME_ID) != 0)
    return GROS_FORMAT_FEATURE_FILM;
  return format_of (drive_in_new_game_dialog_get_variant (dialog))->id;
}

void
drive_in_gros_new_game_set_format (DriveInNewGameDialog *dialog,
                                   GrosFormatId          format)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (dialog));
  g_return_if_fail ((guint) format < GROS_FORMAT_N_IDS);

  drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID);
  drive_in_new_game_dialog_set_variant (dialog, gros_format_get (format)->string_id);
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

  format = gros_format_get (drive_in_gros_new_game_get_format (dialog));
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
          g_autoptr(DriveInDeck) part = gros_deck_new (catalog,
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
