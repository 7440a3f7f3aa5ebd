/* test-deck-editor-gruff.c: the Decks page with a Gruff deck: team, own cards, rules, figures. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-card-grid.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-lab.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-row.h"
#include "drive-in-deck-slot.h"
#include "drive-in-deck-stats.h"
#include "drive-in-test-util.h"
#include "drive-in-validation-panel.h"
#include "gros-test-util.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"

static DriveInApplication *app;

typedef struct
{
  GtkWindow         *window;
  DriveInDeckEditor *editor;
  DriveInCatalog       *catalog;
} Fixture;

static void
fixture_set_up (Fixture *fixture)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_assert_no_error (error);
  fixture->catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (fixture->catalog, starter);
  drive_in_library_add_builtin_sets (fixture->catalog, languages, problems);
  g_assert_cmpuint (problems->len, ==, 0);

  fixture->editor = DRIVE_IN_DECK_EDITOR (drive_in_deck_editor_new ());
  drive_in_deck_editor_set_catalog (fixture->editor, fixture->catalog);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1500, 900);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  drive_in_test_show_window (fixture->window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.new-for-game",
                                             "s", GRUFF_GAME_ID));
  drive_in_test_iterate (20);
  g_assert_cmpstr (drive_in_deck_get_game (drive_in_deck_editor_get_deck (fixture->editor)), ==,
                   GRUFF_GAME_ID);
}

static void
fixture_tear_down (Fixture *fixture)
{
  if (fixture->window != NULL)
    gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->catalog);
}

static gpointer
get_child (Fixture    *fixture,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (fixture->editor),
                                                  DRIVE_IN_TYPE_DECK_EDITOR, name);

  g_assert_nonnull (child);
  return child;
}

static DriveInDeck *
get_deck (Fixture *fixture)
{
  return drive_in_deck_editor_get_deck (fixture->editor);
}

static char *
card_id (const char *number)
{
  return g_strconcat ("drive-in-gruff:", number, NULL);
}

static void
add (Fixture    *fixture,
     const char *number)
{
  g_autofree char *id = card_id (number);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.add-card", "s",
                                             id));
}

static void
remove_card (Fixture    *fixture,
             const char *number)
{
  g_autofree char *id = card_id (number);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.remove-card",
                                             "s", id));
}

/* Cards 01 to 08 of gruff @gruff ("01" for G-01). */
static void
add_own_cards (Fixture    *fixture,
               const char *gruff)
{
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *number = g_strdup_printf ("%s-%02u", gruff, i);

      add (fixture, number);
    }
}

/* Captain Hollis Crag (Breaking Point 1), Bramblehorn, Mothmilk and Big Barnaby, and cards
 * 1 to 8 of each: no Ultimate (9 and 10 are). */
static void
add_legal_deck (Fixture *fixture)
{
  add (fixture, "S-03");
  add (fixture, "G-01");
  add (fixture, "G-04");
  add (fixture, "G-07");
  add_own_cards (fixture, "01");
  add_own_cards (fixture, "04");
  add_own_cards (fixture, "07");
  g_assert_cmpuint (drive_in_deck_get_n_cards (get_deck (fixture)), ==, 28);
}

static DriveInValidationPanel *
get_panel (Fixture *fixture)
{
  return get_child (fixture, "validation_panel");
}

static DriveInDeckProblem *
find_problem (Fixture    *fixture,
              const char *rule_id)
{
  GListModel *problems = drive_in_validation_panel_get_problems (get_panel (fixture));

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      if (g_str_equal (drive_in_deck_problem_get_rule_id (problem), rule_id))
        return problem;
    }
  return NULL;
}

static const char *
label_text (Fixture    *fixture,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (get_child (fixture, name)));
}

/* The header rows of the deck list, in order, as "label" strings. */
static GPtrArray *
dup_headers (DriveInDeckListView *list)
{
  GListModel *rows = drive_in_deck_list_view_get_rows (list);
  GPtrArray *headers = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(DriveInDeckRow) row = g_list_model_get_item (rows, i);

      if (drive_in_deck_row_get_kind (row) == DRIVE_IN_DECK_ROW_HEADER)
        g_ptr_array_add (headers, g_strdup (drive_in_deck_row_get_label (row)));
    }
  return headers;
}

/* --- tests ------------------------------------------------------------------------------- */

/* A shepherd, three gruffs in the slots beside the deck, 8 own cards each: legal; the counter,
 * the deck list grouped by gruff and the figures (the mix of ability kinds, the costs, the
 * team's Mean, Weird and Fat) follow. */
static void
test_legal_deck (void)
{
  Fixture fixture = { 0 };
  DriveInDeckSlot *slot;
  DriveInDeckStats *stats;
  DriveInCardGrid *grid;
  GListModel *model;
  g_autoptr(GPtrArray) headers = NULL;
  DriveInDeck *deck;
  guint actions = 0, conditions = 0, mutations = 0, costs_two = 0;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "duel");
  grid = get_child (&fixture, "card_grid");
  model = drive_in_card_grid_get_model (grid);
  drive_in_test_iterate (50);
  g_assert_cmpuint (g_list_model_get_n_items (model), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      g_assert_cmpstr (drive_in_card_get_game (card), ==, GRUFF_GAME_ID);
    }
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "0 / 24 cards");
  slot = get_child (&fixture, "deck_slot");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (slot)));
  g_assert_nonnull (find_problem (&fixture, "shepherd"));

  add_legal_deck (&fixture);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (drive_in_validation_panel_get_status (get_panel (&fixture)), ==,
                   "Legal Duel deck");
  /* The team is beside the deck, not counted in it. */
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "24 / 24 cards");
  g_assert_cmpuint (drive_in_deck_slot_get_card_ids (slot)->len, ==, 4);
  g_assert_cmpstr (drive_in_deck_slot_get_card_ids (slot)->pdata[0], ==, "drive-in-gruff:S-03");
  g_assert_cmpstr (drive_in_deck_slot_get_card_ids (slot)->pdata[3], ==, "drive-in-gruff:G-07");
  g_assert_null (drive_in_deck_slot_get_problem_text (slot));

  /* The deck list: each gruff's own cards under its name, no team card among them. */
  headers = dup_headers (get_child (&fixture, "deck_list"));
  g_assert_cmpuint (headers->len, ==, 3);
  g_assert_cmpstr (headers->pdata[0], ==, "Bramblehorn");
  g_assert_cmpstr (headers->pdata[1], ==, "Mothmilk");
  g_assert_cmpstr (headers->pdata[2], ==, "Big Barnaby");

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));
      const char *ability = drive_in_card_get_attribute_text (card, "ability");

      actions += g_strcmp0 (ability, "action") == 0;
      conditions += g_strcmp0 (ability, "condition") == 0;
      mutations += g_strcmp0 (ability, "mutation") == 0;
      costs_two += gruff_card_is_ability (card)
                   && drive_in_card_get_attribute_int (card, "cost", -1) == 2;
    }
  g_assert_cmpuint (actions + conditions + mutations, ==, 24);
  stats = get_child (&fixture, "deck_stats");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (stats)));
  g_assert_cmpuint (drive_in_deck_stats_get_kind_count (stats, "action"), ==, actions);
  g_assert_cmpuint (drive_in_deck_stats_get_kind_count (stats, "condition"), ==, conditions);
  g_assert_cmpuint (drive_in_deck_stats_get_kind_count (stats, "mutation"), ==, mutations);
  g_assert_cmpuint (drive_in_deck_stats_get_cost_count (stats, 2), ==, costs_two);
  /* Bramblehorn 4/1/2, Mothmilk 1/4/2, Big Barnaby 1/1/5. */
  g_assert_cmpint (drive_in_deck_stats_get_team_total (stats, "mean"), ==, 6);
  g_assert_cmpint (drive_in_deck_stats_get_team_total (stats, "weird"), ==, 6);
  g_assert_cmpint (drive_in_deck_stats_get_team_total (stats, "fat"), ==, 9);
  g_assert_cmpstr (drive_in_deck_stats_get_team_summary (stats), ==,
                   "Mean 6 · Weird 6 · Fat 9");

  fixture_tear_down (&fixture);
}

/* More Ultimates than the shepherd's Breaking Point: the reason names the shepherd and is on
 * the Ultimates' rows; another shepherd (replacing the first in its slot) makes it legal. */
static void
test_ultimates (void)
{
  Fixture fixture = { 0 };
  DriveInDeckListView *list;
  DriveInDeckProblem *problem;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  list = get_child (&fixture, "deck_list");
  add_legal_deck (&fixture);
  remove_card (&fixture, "01-08");
  add (&fixture, "01-09");
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  remove_card (&fixture, "04-08");
  add (&fixture, "04-09");
  problem = find_problem (&fixture, "ultimates");
  g_assert_nonnull (problem);
  g_assert_false (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Captain Hollis Crag"));
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Breaking Point"));
  g_assert_cmpstr (drive_in_deck_list_view_get_problem_text (list, "drive-in-gruff:04-09"), ==,
                   drive_in_deck_problem_get_message (problem));
  g_assert_null (drive_in_deck_list_view_get_problem_text (list, "drive-in-gruff:04-01"));

  /* Brother Mumblewort (Breaking Point 3) takes the shepherd's slot as one edit. */
  add (&fixture, "S-02");
  g_assert_false (drive_in_deck_contains (deck, "drive-in-gruff:S-03"));
  g_assert_true (drive_in_deck_contains (deck, "drive-in-gruff:S-02"));
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL));
  g_assert_true (drive_in_deck_contains (deck, "drive-in-gruff:S-03"));
  g_assert_nonnull (find_problem (&fixture, "ultimates"));

  fixture_tear_down (&fixture);
}

/* The page refuses what 004 forbids before it is in the deck: a card twice, a fourth gruff,
 * an ability card whose gruff is not in the deck; a gruff taken out leaves its cards named
 * as foreign and the slot says what it lacks. */
static void
test_team_rules (void)
{
  Fixture fixture = { 0 };
  DriveInDeckSlot *slot;
  DriveInDeckProblem *problem;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  slot = get_child (&fixture, "deck_slot");

  /* Mothmilk's card before Mothmilk: refused. */
  add (&fixture, "04-01");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
  add (&fixture, "G-04");
  add (&fixture, "04-01");
  add (&fixture, "04-01");
  g_assert_cmpuint (drive_in_deck_count (deck, "drive-in-gruff:04-01"), ==, 1);
  add (&fixture, "G-04");
  g_assert_cmpuint (drive_in_deck_count (deck, "drive-in-gruff:G-04"), ==, 1);

  add (&fixture, "G-01");
  add (&fixture, "G-07");
  add (&fixture, "G-12");
  g_assert_false (drive_in_deck_contains (deck, "drive-in-gruff:G-12"));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (get_child (&fixture,
                                                                       "deck_count_label"))),
                            "1 / 24"));

  /* Mothmilk has 1 of its 8: the reason is on its slot row. */
  problem = find_problem (&fixture, "gruff-cards");
  g_assert_nonnull (problem);
  g_assert_nonnull (drive_in_deck_slot_get_problem_text (slot));
  g_assert_nonnull (strstr (drive_in_deck_slot_get_problem_text (slot), "Mothmilk"));
  g_assert_nonnull (strstr (drive_in_deck_slot_get_problem_text (slot), "Choose a shepherd"));

  /* Mothmilk out: its card is foreign now. */
  remove_card (&fixture, "G-04");
  problem = find_problem (&fixture, "foreign-card");
  g_assert_nonnull (problem);
  g_assert_true (g_strv_contains (drive_in_deck_problem_get_card_ids (problem),
                                  "drive-in-gruff:04-01"));
  g_assert_nonnull (find_problem (&fixture, "gruffs"));

  fixture_tear_down (&fixture);
}

/* Saved with its game and team; opened again the same and legal. */
static void
test_save_reopen (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("gruff-deck-XXXXXX", &error);
  g_autofree char *path = g_build_filename (folder, "pasture.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  DriveInDeck *deck;

  g_assert_no_error (error);
  fixture_set_up (&fixture);
  add_legal_deck (&fixture);
  g_assert_true (drive_in_deck_editor_save_to (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "game=\"gruff\""));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL));
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GRUFF_GAME_ID);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);

  g_assert_true (drive_in_deck_editor_open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GRUFF_GAME_ID);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 28);
  g_assert_cmpuint (drive_in_deck_slot_get_card_ids (get_child (&fixture, "deck_slot"))->len, ==,
                    4);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "24 / 24 cards");

  fixture_tear_down (&fixture);
  g_unlink (path);
  g_rmdir (folder);
}

/* The Test Deck pane plays a Gruff deck through the shared lab: the results are those of
 * game_lab_run() with the same settings; no odds nor sample hand (GROS's). */
static void
test_test_deck (void)
{
  Fixture fixture = { 0 };
  DriveInDeckLab *lab;
  const GameLabResults *results;
  g_autoptr(GameLabResults) direct = NULL;
  g_autoptr(GError) error = NULL;
  GameLabOptions options;

  fixture_set_up (&fixture);
  add_legal_deck (&fixture);
  g_assert_true (gtk_widget_get_sensitive (get_child (&fixture, "lab_button")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.test-deck",
                                             NULL));
  drive_in_test_iterate (10);
  lab = get_child (&fixture, "deck_lab");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (lab)));
  drive_in_deck_lab_set_level (lab, GAME_AI_EASY);
  drive_in_deck_lab_set_n_games (lab, 6);
  drive_in_deck_lab_set_seed (lab, 3);
  drive_in_deck_lab_set_n_random (lab, 0);
  g_assert_true (drive_in_deck_lab_run (lab));
  for (guint i = 0; i < 12000 && drive_in_deck_lab_is_running (lab); i++)
    {
      drive_in_test_iterate (1);
      g_usleep (10000);
    }
  g_assert_false (drive_in_deck_lab_is_running (lab));
  results = drive_in_deck_lab_get_results (lab);
  g_assert_nonnull (results);
  g_assert_null (drive_in_deck_lab_get_odds (lab));
  g_assert_cmpuint (results->n_games, ==, 6);
  g_assert_cmpuint (results->n_failed, ==, 0);
  g_assert_cmpuint (results->n_seats, ==, 2);
  g_assert_cmpuint (results->wins + results->ties + results->losses, ==, 6);
  g_assert_cmpuint (results->seat_games[0], ==, 3);

  game_lab_options_init (&options);
  options.level = GAME_AI_EASY;
  options.n_seats = 2;
  options.n_games = 6;
  options.seed = 3;
  direct = game_lab_run (fixture.catalog, get_deck (&fixture), NULL, &options, NULL, NULL, NULL,
                         &error);
  g_assert_no_error (error);
  g_assert_cmpuint (direct->wins, ==, results->wins);
  g_assert_cmpuint (direct->losses, ==, results->losses);
  g_assert_cmpfloat (direct->mean_turns, ==, results->mean_turns);

  fixture_tear_down (&fixture);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/deck-editor/gruff/legal-deck", test_legal_deck);
  g_test_add_func ("/drive-in/deck-editor/gruff/ultimates", test_ultimates);
  g_test_add_func ("/drive-in/deck-editor/gruff/team-rules", test_team_rules);
  g_test_add_func ("/drive-in/deck-editor/gruff/save-reopen", test_save_reopen);
  g_test_add_func ("/drive-in/deck-editor/gruff/test-deck", test_test_deck);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
