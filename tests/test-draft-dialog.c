/* test-draft-dialog.c: the Draft dialog: picks against computer drafters, balanced decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-card-picture.h"
#include "drive-in-composition-chart.h"
#include "drive-in-draft-dialog.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "gros-deck.h"

/* --- helpers ----------------------------------------------------------------------------- */

static DriveInCatalog *
load_catalog (gboolean with_official)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  if (with_official)
    {
      g_autoptr(GFile) folder = gros_test_get_shared_release ();
      g_autoptr(DriveInRelease) official = NULL;

      if (folder == NULL)
        {
          g_object_unref (catalog);
          return NULL;
        }
      official = drive_in_release_load (folder, languages, &error);
      g_assert_no_error (error);
      drive_in_catalog_add_release (catalog, official);
    }
  return catalog;
}

static gpointer
get_child (DriveInDraftDialog *dialog,
           const char         *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (dialog), DRIVE_IN_TYPE_DRAFT_DIALOG,
                                                  name);

  g_assert_nonnull (child);
  return child;
}

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* Rows of a list box, its placeholder left out. */
static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  return n;
}

static void
flush (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
on_finished_cb (DriveInDraftDialog *dialog,
                guint              *count)
{
  g_autoptr(GPtrArray) decks = drive_in_draft_dialog_dup_decks (dialog);

  /* The decks are there for the handler. */
  g_assert_nonnull (decks);
  (*count)++;
}

/* Takes the first card of every pack until the draft is done; returns the card ids taken. */
static GPtrArray *
pick_first_cards (DriveInDraftDialog *dialog)
{
  GPtrArray *taken = g_ptr_array_new_with_free_func (g_free);

  while (!drive_in_draft_dialog_is_done (dialog))
    {
      GListModel *pack = drive_in_draft_dialog_get_pack (dialog);
      g_autoptr(DriveInCard) card = g_list_model_get_item (pack, 0);
      g_autoptr(GError) error = NULL;
      guint n_picks = drive_in_draft_dialog_get_n_picks (dialog);
      guint expected_pack = GROS_DRAFT_PACK_SIZE - n_picks % GROS_DRAFT_PACK_SIZE;

      /* The grid shows the pack the draft deals this seat, one fewer card per pick. */
      g_assert_nonnull (card);
      g_assert_cmpuint (g_list_model_get_n_items (pack), ==, expected_pack);
      g_assert_cmpuint (drive_in_draft_dialog_get_round (dialog), ==,
                        n_picks / GROS_DRAFT_PACK_SIZE);
      g_assert_true (drive_in_draft_dialog_pick (dialog, drive_in_card_get_id (card), &error));
      g_assert_no_error (error);
      g_assert_cmpuint (drive_in_draft_dialog_get_n_picks (dialog), ==, n_picks + 1);
      g_ptr_array_add (taken, g_strdup (drive_in_card_get_id (card)));
      flush ();
    }
  return taken;
}

/* A whole draft for @n_seats, the person at @human_seat taking the first card every time. */
static void
run_full_draft (DriveInCatalog *catalog,
                guint        n_seats,
                guint        human_seat,
                gboolean     with_credits)
{
  DriveInDraftDialog *dialog = drive_in_draft_dialog_new (NULL, catalog, n_seats, human_seat,
                                                          GROS_AI_NORMAL, 17, with_credits);
  const GrosFormat *format = gros_format_get (GROS_FORMAT_DRAFT);
  g_autoptr(GPtrArray) first_round = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) taken = NULL;
  g_autoptr(GPtrArray) decks = NULL;
  GrosDraft *draft = drive_in_draft_dialog_get_draft (dialog);
  guint finished = 0;

  g_object_ref_sink (dialog);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished_cb), &finished);
  drive_in_test_show_window (GTK_WINDOW (dialog));

  g_assert_null (drive_in_draft_dialog_get_error_message (dialog));
  g_assert_nonnull (draft);
  g_assert_cmpstr (drive_in_draft_dialog_get_status (dialog), ==,
                   "Round 1 of 2 · Pick 1 of 15 · packs pass right");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (get_child (dialog, "stack")), ==, "draft");
  g_assert_false (gtk_widget_get_visible (get_child (dialog, "start_button")));
  /* Nothing to start before the draft is done. */
  g_assert_null (drive_in_draft_dialog_dup_decks (dialog));
  drive_in_draft_dialog_start_game (dialog);
  g_assert_cmpuint (finished, ==, 0);

  /* Half-way: the packs turn left. */
  for (guint i = 0; i < GROS_DRAFT_PACK_SIZE; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_draft_dialog_get_pack (dialog), 0);

      g_assert_true (drive_in_draft_dialog_pick (dialog, drive_in_card_get_id (card), NULL));
      g_ptr_array_add (first_round, g_strdup (drive_in_card_get_id (card)));
    }
  g_assert_cmpuint (drive_in_draft_dialog_get_round (dialog), ==, 1);
  g_assert_cmpstr (drive_in_draft_dialog_get_status (dialog), ==,
                   "Round 2 of 2 · Pick 1 of 15 · packs pass left");
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_draft_dialog_get_pack (dialog)), ==,
                    GROS_DRAFT_PACK_SIZE);
  /* The picks list and the chart follow the picks. */
  flush ();
  g_assert_cmpuint (count_rows (get_child (dialog, "picks_list")), ==, GROS_DRAFT_PACK_SIZE);
  {
    DriveInCompositionChart *chart = get_child (dialog, "picks_chart");
    guint total = 0;

    for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
      total += drive_in_composition_chart_get_count (chart, (GrosCardType) t);
    g_assert_cmpuint (total, ==, GROS_DRAFT_PACK_SIZE);
  }

  taken = pick_first_cards (dialog);
  g_assert_cmpuint (taken->len, ==, GROS_DRAFT_PACK_SIZE);
  g_ptr_array_extend_and_steal (taken, g_steal_pointer (&first_round));
  g_assert_true (drive_in_draft_dialog_is_done (dialog));
  g_assert_cmpuint (drive_in_draft_dialog_get_round (dialog), ==, GROS_DRAFT_ROUNDS);
  g_assert_cmpuint (drive_in_draft_dialog_get_n_picks (dialog), ==,
                    GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (get_child (dialog, "stack")), ==, "summary");
  g_assert_true (gtk_widget_get_visible (get_child (dialog, "start_button")));
  /* The summary shows the person's deck and every other seat. */
  flush ();
  g_assert_cmpuint (count_children (get_child (dialog, "deck_box")), ==, 30);
  g_assert_cmpuint (count_rows (get_child (dialog, "seats_list")), ==, n_seats - 1);
  /* A pick after the end is refused. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (drive_in_draft_dialog_pick (dialog, taken->pdata[0], &error));
    g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  }

  decks = drive_in_draft_dialog_dup_decks (dialog);
  g_assert_nonnull (decks);
  g_assert_cmpuint (decks->len, ==, n_seats);
  for (guint s = 0; s < n_seats; s++)
    g_assert_cmpuint (g_list_model_get_n_items (gros_draft_get_picks (draft, s)), ==, 30);
  for (guint s = 0; s < n_seats; s++)
    {
      DriveInDeck *deck = decks->pdata[s];
      g_autoptr(GListModel) problems = gros_format_validate (format, deck, catalog);
      guint shared = 0;

      g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_DRAFT);
      g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 30);
      g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 0);
      g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_PLOT_TWIST), ==, 4);
      g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_ROLL_THE_CREDITS), ==,
                        with_credits ? 2 : 0);
      for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
        {
          g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

          g_test_message ("seat %u: %s", s + 1, drive_in_deck_problem_get_message (problem));
        }
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);

      /* The person's deck holds what they took, bar the few cards balancing swapped; the
       * computers drafted other cards (only a Plot Twist the person had too many of may
       * reach them through the pool). */
      for (guint i = 0; i < taken->len; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, taken->pdata[i]);

          if (s == human_seat || gros_card_get_type (card) != GROS_CARD_TYPE_PLOT_TWIST)
            shared += drive_in_deck_contains (deck, taken->pdata[i]);
        }
      if (s == human_seat)
        g_assert_cmpuint (shared, >=, taken->len - 8);
      else
        g_assert_cmpuint (shared, ==, 0);
    }

  drive_in_draft_dialog_start_game (dialog);
  g_assert_cmpuint (finished, ==, 1);
  flush ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  /* Still readable after the dialog closed. */
  g_clear_pointer (&decks, g_ptr_array_unref);
  decks = drive_in_draft_dialog_dup_decks (dialog);
  g_assert_cmpuint (decks->len, ==, n_seats);
  g_object_unref (dialog);
}

/* --- tests ------------------------------------------------------------------------------- */

static void
test_two_seats (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog (FALSE);

  run_full_draft (catalog, 2, 0, TRUE);
}

static void
test_four_seats (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog (TRUE);

  if (catalog == NULL)
    {
      g_test_skip ("the official release is not here");
      return;
    }
  run_full_draft (catalog, 4, 2, FALSE);
}

static void
test_pick_not_in_pack (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog (FALSE);
  DriveInDraftDialog *dialog = drive_in_draft_dialog_new (NULL, catalog, 3, 0, GROS_AI_EASY, 5,
                                                          FALSE);
  GrosDraft *draft = drive_in_draft_dialog_get_draft (dialog);
  g_autoptr(DriveInCard) other = g_list_model_get_item (gros_draft_get_pack (draft, 1), 0);
  g_autoptr(GError) error = NULL;

  g_object_ref_sink (dialog);
  drive_in_test_show_window (GTK_WINDOW (dialog));

  /* A card of another seat's pack, and an id no pack has. */
  g_assert_false (drive_in_draft_dialog_pick (dialog, drive_in_card_get_id (other), &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (drive_in_draft_dialog_pick (dialog, "nowhere:99", &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_cmpuint (drive_in_draft_dialog_get_n_picks (dialog), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_draft_dialog_get_pack (dialog)), ==, 15);
  /* The computers wait for the person. */
  for (guint s = 0; s < 3; s++)
    g_assert_false (gros_draft_has_picked (draft, s));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
test_activate_picks (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog (FALSE);
  DriveInDraftDialog *dialog = drive_in_draft_dialog_new (NULL, catalog, 2, 1, GROS_AI_RANDOM, 9,
                                                          FALSE);
  GrosDraft *draft = drive_in_draft_dialog_get_draft (dialog);
  GtkWidget *grid = get_child (dialog, "pack_view");
  g_autoptr(DriveInCard) third = g_list_model_get_item (drive_in_draft_dialog_get_pack (dialog), 2);
  g_autoptr(DriveInCard) first_picked = NULL;
  g_autoptr(GPtrArray) pictures = NULL;
  guint finished = 0;

  g_object_ref_sink (dialog);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished_cb), &finished);
  drive_in_test_show_window (GTK_WINDOW (dialog));

  /* The grid shows the pack's cards as pictures. */
  pictures = drive_in_test_find_widgets (grid, DRIVE_IN_TYPE_CARD_PICTURE);
  g_assert_cmpuint (pictures->len, ==, GROS_DRAFT_PACK_SIZE);

  /* Activating a card (a click, or Enter) takes it; the computer then picks too. */
  gtk_widget_activate_action (grid, "list.activate-item", "u", 2);
  flush ();
  g_assert_cmpuint (drive_in_draft_dialog_get_n_picks (dialog), ==, 1);
  first_picked = g_list_model_get_item (gros_draft_get_picks (draft, 1), 0);
  g_assert_true (first_picked == third);
  g_assert_cmpuint (g_list_model_get_n_items (gros_draft_get_picks (draft, 0)), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_draft_dialog_get_pack (dialog)), ==, 14);
  g_assert_cmpstr (drive_in_draft_dialog_get_status (dialog), ==,
                   "Round 1 of 2 · Pick 2 of 15 · packs pass right");
  /* The pack the person holds now came from the left (round one passes right). */
  g_assert_false (gros_draft_has_picked (draft, 1));

  /* Closing mid-draft just closes. */
  gtk_window_close (GTK_WINDOW (dialog));
  flush ();
  g_assert_cmpuint (finished, ==, 0);
  g_assert_null (drive_in_draft_dialog_dup_decks (dialog));
  g_object_unref (dialog);
}

static void
test_same_seed_same_draft (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog (FALSE);
  GPtrArray *decks[2] = { NULL, NULL };

  for (guint k = 0; k < 2; k++)
    {
      DriveInDraftDialog *dialog = drive_in_draft_dialog_new (NULL, catalog, 3, 0, GROS_AI_NORMAL,
                                                              123, TRUE);
      g_autoptr(GPtrArray) taken = NULL;

      g_object_ref_sink (dialog);
      taken = pick_first_cards (dialog);
      decks[k] = drive_in_draft_dialog_dup_decks (dialog);
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_object_unref (dialog);
    }
  for (guint s = 0; s < 3; s++)
    {
      g_auto(GStrv) a = drive_in_deck_dup_card_ids (decks[0]->pdata[s]);
      g_auto(GStrv) b = drive_in_deck_dup_card_ids (decks[1]->pdata[s]);

      g_assert_cmpstrv (a, b);
    }
  g_ptr_array_unref (decks[0]);
  g_ptr_array_unref (decks[1]);
}

static void
test_pool_too_small (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog (FALSE);
  DriveInDraftDialog *dialog = drive_in_draft_dialog_new (NULL, catalog, 4, 0, GROS_AI_NORMAL, 1,
                                                          FALSE);
  g_autoptr(GError) error = NULL;
  guint finished = 0;

  g_object_ref_sink (dialog);
  g_signal_connect (dialog, "finished", G_CALLBACK (on_finished_cb), &finished);
  drive_in_test_show_window (GTK_WINDOW (dialog));

  /* Four players need 120 cards; the starter release has fewer. The page says so. */
  g_assert_null (drive_in_draft_dialog_get_draft (dialog));
  g_assert_nonnull (drive_in_draft_dialog_get_error_message (dialog));
  g_assert_nonnull (strstr (drive_in_draft_dialog_get_error_message (dialog), "120"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (get_child (dialog, "stack")), ==, "error");
  g_assert_cmpstr (adw_status_page_get_description (get_child (dialog, "error_page")), ==,
                   drive_in_draft_dialog_get_error_message (dialog));
  g_assert_false (gtk_widget_get_visible (get_child (dialog, "start_button")));

  /* Nothing goes on from there. */
  g_assert_false (drive_in_draft_dialog_pick (dialog, "drive-in:01", &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_false (drive_in_draft_dialog_is_done (dialog));
  g_assert_null (drive_in_draft_dialog_dup_decks (dialog));
  drive_in_draft_dialog_start_game (dialog);
  g_assert_cmpuint (finished, ==, 0);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  drive_in_test_init (&argc, &argv);

  g_test_add_func ("/gros/draft-dialog/two-seats", test_two_seats);
  g_test_add_func ("/gros/draft-dialog/four-seats", test_four_seats);
  g_test_add_func ("/gros/draft-dialog/pick-not-in-pack", test_pick_not_in_pack);
  g_test_add_func ("/gros/draft-dialog/activate-picks", test_activate_picks);
  g_test_add_func ("/gros/draft-dialog/same-seed-same-draft", test_same_seed_same_draft);
  g_test_add_func ("/gros/draft-dialog/pool-too-small", test_pool_too_small);
  status = drive_in_test_run ();
  return status;
}
