/* test-new-game.c: the New Game dialog: every format, the rows each one shows, the decks each
 * one offers, the shared deck, movies, and when Start may start. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-boards.h"
#include "drive-in-gros-new-game.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "gros-game-id.h"
#include "gros-deck.h"

static DriveInCatalog *catalog;
static GFile *decks_folder;

static const GrosFormatId shared_formats[] = {
  GROS_FORMAT_CLASSIC, GROS_FORMAT_RESURRECTED, GROS_FORMAT_CULT_CLASSIC,
  GROS_FORMAT_STUDENT_FILMS,
};

static DriveInNewGameDialog *
new_dialog (void)
{
  DriveInNewGameDialog *dialog = drive_in_new_game_dialog_new (NULL, catalog, decks_folder,
                                                               NULL, GAME_AI_NORMAL);

  drive_in_test_show_window (GTK_WINDOW (dialog));
  return dialog;
}

/* Drop-downs the person can see: a player and, with own decks, a deck per seat. */
static guint
count_shown_drop_downs (DriveInNewGameDialog *dialog)
{
  g_autoptr(GPtrArray) drops = NULL;
  guint n = 0;

  drive_in_test_iterate (20);
  drops = drive_in_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  for (guint i = 0; i < drops->len; i++)
    if (gtk_widget_get_mapped (drops->pdata[i]))
      n++;
  return n;
}

static void
count_starts (DriveInNewGameDialog *dialog,
              guint                *n)
{
  (*n)++;
}

static void
test_every_format (void)
{
  DriveInNewGameDialog *dialog = new_dialog ();
  GtkWidget *format_row = NULL;
  g_autoptr(GPtrArray) combos = drive_in_test_find_widgets (GTK_WIDGET (dialog),
                                                            ADW_TYPE_COMBO_ROW);
  GListModel *formats;

  /* The first combo row is the game's (GROS at first), the second the format's: it offers
   * all nine. */
  g_assert_cmpuint (combos->len, >=, 2);
  g_assert_cmpstr (drive_in_new_game_dialog_get_game (dialog), ==, GROS_GAME_ID);
  format_row = combos->pdata[1];
  formats = adw_combo_row_get_model (ADW_COMBO_ROW (format_row));
  g_assert_cmpuint (g_list_model_get_n_items (formats), ==, GROS_FORMAT_N_IDS);

  for (guint id = 0; id < GROS_FORMAT_N_IDS; id++)
    {
      const GrosFormat *format = gros_format_get (id);
      gboolean own = !format->shared_deck && id != GROS_FORMAT_DRAFT;
      guint n_seats;

      drive_in_gros_new_game_set_format (dialog, id);
      g_assert_cmpint (drive_in_gros_new_game_get_format (dialog), ==, id);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (format_row)), ==,
                       gros_format_get_summary (format));
      g_assert_cmpint (drive_in_new_game_dialog_shows_seat_decks (dialog), ==, own);
      n_seats = drive_in_new_game_dialog_get_n_seats (dialog);
      /* A player per seat, and a deck per seat only where seats bring their own. */
      g_assert_cmpuint (count_shown_drop_downs (dialog), ==, own ? 2 * n_seats : n_seats);
      if (format->shared_deck)
        {
          GListModel *shared = drive_in_new_game_dialog_get_shared_decks (dialog);

          g_assert_cmpuint (g_list_model_get_n_items (shared), >, 0);
        }
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_seat_limits (void)
{
  DriveInNewGameDialog *dialog = new_dialog ();
  guint pool = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      pool += gros_card_get_type (card) != GROS_CARD_TYPE_ROLL_THE_CREDITS;
    }

  /* 2 to 6 directors wherever decks are at hand. */
  drive_in_new_game_dialog_set_n_seats (dialog, 9);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 6);
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_RESURRECTED);
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, 6);
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));

  /* A Draft deals 30 cards a seat: the seats follow the cards loaded. */
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_DRAFT);
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==,
                    MIN (GROS_DRAFT_MAX_SEATS, pool / 30));
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), <=,
                    MAX (2, drive_in_new_game_dialog_get_max_seats (dialog)));
  drive_in_new_game_dialog_set_n_seats (dialog, 6);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), <=,
                    MAX (2, pool / 30));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_start_sensitivity (void)
{
  DriveInNewGameDialog *dialog = new_dialog ();
  DriveInSeatPlayer person = { DRIVE_IN_PLAYER_HUMAN, GAME_AI_NORMAL };
  DriveInSeatPlayer easy = { DRIVE_IN_PLAYER_AI, GAME_AI_EASY };
  guint starts = 0;

  g_signal_connect (dialog, "start", G_CALLBACK (count_starts), &starts);
  g_object_ref (dialog);
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));

  /* A seed that is no number: the reason shows and Start does nothing. */
  drive_in_new_game_dialog_set_seed (dialog, "tomorrow");
  g_assert_nonnull (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  g_assert_cmpuint (starts, ==, 0);
  drive_in_new_game_dialog_set_seed (dialog, "12");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));

  /* A Draft is one person against computer drafters. */
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_DRAFT);
  drive_in_new_game_dialog_set_n_seats (dialog, 2);
  drive_in_new_game_dialog_set_player (dialog, 0, &person);
  drive_in_new_game_dialog_set_player (dialog, 1, &person);
  g_assert_nonnull (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  g_assert_cmpuint (starts, ==, 0);
  drive_in_new_game_dialog_set_player (dialog, 1, &easy);
  if (drive_in_new_game_dialog_get_max_seats (dialog) >= 2)
    g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  else
    g_assert_nonnull (drive_in_new_game_dialog_get_problem (dialog));

  /* Any number of people elsewhere; Start starts and the dialog closes. */
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_CLASSIC);
  drive_in_new_game_dialog_set_player (dialog, 1, &person);
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  g_assert_cmpuint (starts, ==, 1);
  drive_in_test_iterate (20);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_object_unref (dialog);
}

static guint
count_type (DriveInDeck     *deck,
            GrosCardType  type)
{
  return gros_deck_count_by_type (deck, type);
}

static void
test_shared_deck (void)
{
  DriveInNewGameDialog *dialog = new_dialog ();
  g_autoptr(DriveInRelease) starter = NULL;
  g_autoptr(GError) error = NULL;
  guint n_starter, n_twists = 0;

  starter = g_list_model_get_item (drive_in_catalog_get_releases (catalog), 0);
  n_starter = g_list_model_get_n_items (drive_in_release_get_cards (starter));
  for (guint i = 0; i < n_starter; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_release_get_cards (starter), i);

      n_twists += gros_card_get_type (card) == GROS_CARD_TYPE_PLOT_TWIST;
    }
  g_assert_cmpuint (n_twists, >, 0);

  /* Own-deck formats have no shared deck. */
  g_assert_null (drive_in_new_game_dialog_dup_shared_deck (dialog, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (shared_formats); i++)
    {
      const GrosFormat *format = gros_format_get (shared_formats[i]);
      g_autoptr(DriveInDeck) deck = NULL;
      g_autoptr(GListModel) problems = NULL;

      drive_in_gros_new_game_set_format (dialog, shared_formats[i]);
      drive_in_new_game_dialog_set_shared_choice (dialog, 0);
      deck = drive_in_new_game_dialog_dup_shared_deck (dialog, &error);
      g_assert_no_error (error);
      /* The whole starter release, without Plot Twists where the format has none. */
      g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==,
                        format->twists_used ? n_starter : n_starter - n_twists);
      g_assert_cmpuint (count_type (deck, GROS_CARD_TYPE_PLOT_TWIST), ==,
                        format->twists_used ? n_twists : 0);
      g_assert_cmpint (gros_deck_get_format (deck), ==, shared_formats[i]);
      problems = gros_format_validate (format, deck, catalog);
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_movies (void)
{
  DriveInNewGameDialog *dialog = new_dialog ();

  /* Sessions of movies belong to the Resurrected Edition and its variants (001). */
  for (guint id = 0; id < GROS_FORMAT_N_IDS; id++)
    {
      gboolean session = id == GROS_FORMAT_RESURRECTED || id == GROS_FORMAT_CULT_CLASSIC
                         || id == GROS_FORMAT_STUDENT_FILMS;

      drive_in_gros_new_game_set_format (dialog, id);
      drive_in_new_game_dialog_set_n_movies (dialog, 3);
      g_assert_cmpuint (drive_in_new_game_dialog_get_n_movies (dialog), ==, session ? 3 : 1);
    }
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_STUDENT_FILMS);
  drive_in_new_game_dialog_set_n_movies (dialog, 99);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_movies (dialog), ==, DRIVE_IN_MAX_MOVIES);
  drive_in_new_game_dialog_set_n_movies (dialog, 0);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_movies (dialog), ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A deck of the catalog's first @n_plain cards that are neither Plot Twists nor Roll the
 * Credits, its first @n_twists Plot Twists and its first @n_credits Roll the Credits. */
static DriveInDeck *
make_deck (const char *name,
           guint       n_plain,
           guint       n_twists,
           guint       n_credits)
{
  DriveInDeck *deck = gros_deck_new (catalog, name, GROS_FORMAT_FEATURE_FILM);
  guint plain = 0, twists = 0, credits = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      GrosCardType type = gros_card_get_type (card);

      if (type == GROS_CARD_TYPE_PLOT_TWIST && twists < n_twists)
        twists++;
      else if (type == GROS_CARD_TYPE_ROLL_THE_CREDITS && credits < n_credits)
        credits++;
      else if (type != GROS_CARD_TYPE_PLOT_TWIST && type != GROS_CARD_TYPE_ROLL_THE_CREDITS
               && plain < n_plain)
        plain++;
      else
        continue;
      drive_in_deck_add_card (deck, card);
    }
  return deck;
}

static void
test_decks_per_format (void)
{
  g_autoptr(DriveInDeck) feature = make_deck ("A Feature", 40, 7, 3);
  g_autoptr(DriveInDeck) episode = make_deck ("An Episode", 26, 4, 0);
  /* One deck as this version saves it, one as earlier versions did: both are offered. */
  g_autoptr(GFile) feature_file = g_file_get_child (decks_folder, "A Feature" DRIVE_IN_DECK_FILE_EXTENSION);
  g_autoptr(GFile) episode_file = g_file_get_child (decks_folder, "An Episode.gros-deck");
  g_autoptr(GError) error = NULL;
  DriveInNewGameDialog *dialog;

  g_assert_cmpuint (drive_in_deck_get_n_cards (feature), ==, 50);
  g_assert_cmpuint (drive_in_deck_get_n_cards (episode), ==, 30);
  g_file_make_directory_with_parents (decks_folder, NULL, NULL);
  g_assert_true (drive_in_deck_save (feature, feature_file, NULL, &error));
  g_assert_true (drive_in_deck_save (episode, episode_file, NULL, &error));
  g_assert_no_error (error);

  dialog = new_dialog ();
  /* Each format offers the saved decks legal in it, and random Feature Packs. */
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 1, feature_file));
  g_assert_false (drive_in_new_game_dialog_set_deck (dialog, 2, episode_file));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 2, NULL));

  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_EPISODE);
  /* Seat 2's Feature Film deck is not an Episode deck: back to random packs. */
  g_assert_null (drive_in_new_game_dialog_get_deck (dialog, 1));
  g_assert_false (drive_in_new_game_dialog_set_deck (dialog, 1, feature_file));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 1, episode_file));
  g_assert_true (g_file_equal (drive_in_new_game_dialog_get_deck (dialog, 1), episode_file));

  /* Titled formats want decks with a Title: neither deck has one. */
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_TITLED_EPISODE);
  g_assert_false (drive_in_new_game_dialog_set_deck (dialog, 1, episode_file));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 1, NULL));

  /* Back to Feature Film: the Feature Film deck is offered again. */
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_FEATURE_FILM);
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 3, feature_file));
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_file_delete (feature_file, NULL, NULL);
  g_file_delete (episode_file, NULL, NULL);
}

/* The row, among the dialog's action rows, whose title is @title; NULL when there is none. */
static GtkWidget *
find_row (DriveInNewGameDialog *dialog,
          const char           *title)
{
  g_autoptr(GPtrArray) rows = drive_in_test_find_widgets (GTK_WIDGET (dialog),
                                                          ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return rows->pdata[i];
  return NULL;
}

/* GROS is offered like any game: its formats are the variants of its DriveInGameInfo, in
 * one Variant row whose subtitle is the variant's summary, with the variant's seats; a
 * saved GROS deck the variant leaves out is named with the reason its rules give. */
static void
test_gros_variants (void)
{
  g_autoptr(DriveInDeck) feature = make_deck ("A Feature", 40, 7, 3);
  g_autoptr(GFile) feature_file = g_file_get_child (decks_folder,
                                                    "A Feature" DRIVE_IN_DECK_FILE_EXTENSION);
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(DriveInDeckProblem) problem = NULL;
  g_autoptr(GError) error = NULL;
  const DriveInGameInfo *gros = drive_in_game_info_lookup (GROS_GAME_ID);
  const DriveInGameVariant *variants;
  DriveInNewGameDialog *dialog;
  GtkWidget *variant_row, *unfit_row;
  GListModel *labels;
  guint n;

  g_file_make_directory_with_parents (decks_folder, NULL, NULL);
  g_assert_true (drive_in_deck_save (feature, feature_file, NULL, &error));
  g_assert_no_error (error);
  dialog = new_dialog ();
  g_assert_cmpstr (drive_in_new_game_dialog_get_game (dialog), ==, GROS_GAME_ID);

  variant_row = find_row (dialog, _("_Variant"));
  g_assert_nonnull (variant_row);
  variants = drive_in_game_info_get_variants (gros, &n);
  labels = adw_combo_row_get_model (ADW_COMBO_ROW (variant_row));
  g_assert_cmpuint (g_list_model_get_n_items (labels), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (labels), i), ==,
                       drive_in_game_info_variant_label (&variants[i]));
      g_assert_true (drive_in_new_game_dialog_set_variant (dialog, variants[i].id));
      g_assert_cmpstr (drive_in_new_game_dialog_get_variant (dialog), ==, variants[i].id);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (variant_row)), ==,
                       drive_in_game_info_variant_summary (&variants[i]));
      /* The variant's own seats: the Resurrected Edition wants three directors (001). */
      drive_in_new_game_dialog_set_n_seats (dialog, 2);
      g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==,
                        MAX (2, variants[i].min_seats));
    }

  /* Feature Film offers the Feature Film deck and names no deck left out. */
  g_assert_true (drive_in_new_game_dialog_set_variant (dialog, "feature-film"));
  drive_in_test_iterate (20);
  unfit_row = find_row (dialog, _("Saved decks not offered"));
  g_assert_nonnull (unfit_row);
  g_assert_false (gtk_widget_get_mapped (unfit_row));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 1, feature_file));

  /* Episode leaves it out, and says why: its first problem as an Episode deck. */
  g_assert_true (drive_in_new_game_dialog_set_variant (dialog, "episode"));
  drive_in_test_iterate (20);
  g_assert_false (drive_in_new_game_dialog_set_deck (dialog, 1, feature_file));
  g_assert_true (gtk_widget_get_mapped (unfit_row));
  problems = gros_format_validate (gros_format_get (GROS_FORMAT_EPISODE), feature, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (problems), >, 0);
  problem = g_list_model_get_item (problems, 0);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (unfit_row)),
                            "A Feature"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (unfit_row)),
                            drive_in_deck_problem_get_message (problem)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_file_delete (feature_file, NULL, NULL);
}

/* A made-up game with New Game options of its own (drive-in-new-game-options.h): the dialog
 * shows what its hooks answer, as it does GROS's, without knowing the game. */
#define MADE_UP_ID "made-up-options"

static const DriveInCardKindInfo made_up_kinds[] = { { "thing", "Thing", "Things" } };
static const DriveInGameVariant made_up_variants[] = {
  { "open", "Open", 2, 5, NULL, FALSE },
  { "pooled", "Pooled", 2, 5, NULL, FALSE },
};
static const DriveInGameInfo made_up_info = {
  MADE_UP_ID, "Made-Up Options", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL, NULL,
};

static void
made_up_options (const char            *variant_id,
                 guint                  max_seats,
                 DriveInNewGameOptions *options)
{
  gboolean pooled = g_str_equal (variant_id, "pooled");

  options->decks = pooled ? DRIVE_IN_NEW_GAME_SHARED_DECK : DRIVE_IN_NEW_GAME_SEAT_DECKS;
  options->seats_title = "Captains";
  options->seats_subtitle = g_strdup_printf ("Up to %u captains", max_seats);
  options->description = "Who captains each seat.";
  options->random_deck = "A made-up random deck";
  options->shared_subtitle = "The made-up pool";
  options->series = !pooled;
  options->shared_cards_per_seat = 1;
}

/* The cards loaded seat three in Open. */
static guint
made_up_max_seats (const char     *variant_id,
                   DriveInCatalog *catalog)
{
  g_assert_true (DRIVE_IN_IS_CATALOG (catalog));
  return g_str_equal (variant_id, "open") ? 3 : G_MAXUINT;
}

/* Seat 2 may not be a person. */
static char *
made_up_find_problem (DriveInNewGameDialog *dialog)
{
  if (drive_in_new_game_dialog_get_player (dialog, 1).kind == DRIVE_IN_PLAYER_HUMAN)
    return g_strdup ("Seat 2 is a made-up computer");
  return NULL;
}

/* The pool takes the Plot Twists only. */
static gboolean
made_up_takes_card (const char  *variant_id,
                    DriveInCard *card)
{
  return gros_card_get_type (card) == GROS_CARD_TYPE_PLOT_TWIST;
}

static const DriveInNewGameHooks made_up_hooks = {
  made_up_options, made_up_max_seats, made_up_find_problem, made_up_takes_card,
};

static GtkWidget *
made_up_make (DriveInGamePlay *play)
{
  return gtk_label_new ("made up");
}

static const DriveInBoardInfo made_up_board = {
  MADE_UP_ID, made_up_make, NULL, 0, NULL, NULL, NULL, &made_up_hooks,
};

static AdwPreferencesGroup *
find_group (DriveInNewGameDialog *dialog,
            const char           *title)
{
  g_autoptr(GPtrArray) groups = drive_in_test_find_widgets (GTK_WIDGET (dialog),
                                                            ADW_TYPE_PREFERENCES_GROUP);

  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (groups->pdata[i]), title) == 0)
      return groups->pdata[i];
  return NULL;
}

static void
test_game_options (void)
{
  DriveInNewGameDialog *dialog = new_dialog ();
  DriveInSeatPlayer person = { DRIVE_IN_PLAYER_HUMAN, GAME_AI_NORMAL };
  DriveInSeatPlayer easy = { DRIVE_IN_PLAYER_AI, GAME_AI_EASY };
  g_autoptr(DriveInRelease) starter = g_list_model_get_item (drive_in_catalog_get_releases (catalog),
                                                             0);
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pool_label = NULL;
  AdwPreferencesGroup *group;
  GtkWidget *seats_row, *movies_row;
  GListModel *shared;
  guint n_twists = 0;

  for (guint i = 0; i < g_list_model_get_n_items (drive_in_release_get_cards (starter)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_release_get_cards (starter), i);

      n_twists += gros_card_get_type (card) == GROS_CARD_TYPE_PLOT_TWIST;
    }

  g_assert_true (drive_in_new_game_dialog_set_game (dialog, MADE_UP_ID));
  g_assert_true (drive_in_new_game_dialog_set_variant (dialog, "open"));
  drive_in_test_iterate (20);
  /* The seats' wording is the game's. */
  group = find_group (dialog, "Captains");
  g_assert_nonnull (group);
  g_assert_cmpstr (adw_preferences_group_get_description (group), ==, "Who captains each seat.");
  seats_row = find_row (dialog, _("_Seats"));
  g_assert_nonnull (seats_row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (seats_row)), ==,
                   "Up to 3 captains");
  /* Its random deck, and the seats its cards allow. */
  g_assert_true (drive_in_new_game_dialog_shows_seat_decks (dialog));
  drive_in_new_game_dialog_set_n_seats (dialog, 5);
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, 3);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 3);
  g_assert_null (drive_in_new_game_dialog_dup_shared_deck (dialog, &error));
  g_clear_error (&error);
  {
    g_autoptr(GPtrArray) drops = drive_in_test_find_widgets (GTK_WIDGET (dialog),
                                                             GTK_TYPE_DROP_DOWN);
    gboolean found = FALSE;

    for (guint i = 0; i < drops->len; i++)
      {
        GListModel *model = gtk_drop_down_get_model (drops->pdata[i]);

        found |= GTK_IS_STRING_LIST (model)
                 && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), 0),
                               "A made-up random deck") == 0;
      }
    g_assert_true (found);
  }
  /* A session of games is a choice of this variant. */
  movies_row = find_row (dialog, _("_Movies"));
  g_assert_nonnull (movies_row);
  g_assert_true (gtk_widget_get_mapped (movies_row));
  drive_in_new_game_dialog_set_n_movies (dialog, 3);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_movies (dialog), ==, 3);
  /* Its own problem stops Start. */
  drive_in_new_game_dialog_set_player (dialog, 1, &person);
  g_assert_cmpstr (drive_in_new_game_dialog_get_problem (dialog), ==,
                   "Seat 2 is a made-up computer");
  drive_in_new_game_dialog_set_player (dialog, 1, &easy);
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));

  /* Pooled: one deck of the cards the game takes from a release, no seat decks. */
  g_assert_true (drive_in_new_game_dialog_set_variant (dialog, "pooled"));
  drive_in_test_iterate (20);
  g_assert_false (drive_in_new_game_dialog_shows_seat_decks (dialog));
  g_assert_false (gtk_widget_get_mapped (movies_row));
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_movies (dialog), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (find_row (dialog,
                                                                         _("Shared _Deck")))),
                   ==, "The made-up pool");
  shared = drive_in_new_game_dialog_get_shared_decks (dialog);
  g_assert_cmpuint (g_list_model_get_n_items (shared), >, 0);
  pool_label = g_strdup_printf ("(%u cards)", n_twists);
  g_assert_nonnull (strstr (gtk_string_list_get_string (GTK_STRING_LIST (shared), 0),
                            pool_label));
  drive_in_new_game_dialog_set_shared_choice (dialog, 0);
  deck = drive_in_new_game_dialog_dup_shared_deck (dialog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, n_twists);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, MADE_UP_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "pooled");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, release);
  folder = g_build_filename (g_get_user_data_dir (), "new-game-decks", NULL);
  decks_folder = g_file_new_for_path (folder);
  g_assert_true (drive_in_game_info_register (&made_up_info));
  g_assert_true (drive_in_board_register (&made_up_board));

  g_test_add_func ("/drive-in/new-game/every-format", test_every_format);
  g_test_add_func ("/drive-in/new-game/seat-limits", test_seat_limits);
  g_test_add_func ("/drive-in/new-game/start-sensitivity", test_start_sensitivity);
  g_test_add_func ("/drive-in/new-game/shared-deck", test_shared_deck);
  g_test_add_func ("/drive-in/new-game/movies", test_movies);
  g_test_add_func ("/drive-in/new-game/decks-per-format", test_decks_per_format);
  g_test_add_func ("/drive-in/new-game/gros-variants", test_gros_variants);
  g_test_add_func ("/drive-in/new-game/game-options", test_game_options);
  status = drive_in_test_run ();
  g_object_unref (decks_folder);
  g_object_unref (catalog);
  return status;
}
