/* test-deck-lab.c: the Test Deck pane: odds that follow the deck, seeded runs, cancel, redeal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-card-detail.h"
#include "drive-in-card-picture.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-lab.h"
#include "drive-in-odds-plot.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "gros-deck.h"
#include "gros-lab.h"
#include "groo-game-id.h"

typedef struct
{
  GtkWindow         *window;
  DriveInDeckEditor *editor;
  DriveInDeckLab    *lab;
  DriveInCatalog       *catalog;
} Fixture;

/* --- helpers ----------------------------------------------------------------------------- */

static DriveInCatalog *
load_starter_catalog (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  return catalog;
}

static gpointer
get_child (gpointer    widget,
           GType       type,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

static const char *
lab_label (Fixture    *fixture,
           const char *name)
{
  return gtk_label_get_label (get_child (fixture->lab, DRIVE_IN_TYPE_DECK_LAB, name));
}

/* A button's action is enabled: the button is sensitive. */
static gboolean
button_enabled (Fixture    *fixture,
                const char *name)
{
  return gtk_widget_get_sensitive (get_child (fixture->lab, DRIVE_IN_TYPE_DECK_LAB, name));
}

static DriveInOddsPlot *
lab_plot (Fixture    *fixture,
          const char *name)
{
  return get_child (fixture->lab, DRIVE_IN_TYPE_DECK_LAB, name);
}

/* The editor in a window, a deck of the first three Feature Packs, the lab shown. */
static void
fixture_set_up (Fixture *fixture)
{
  GListModel *packs;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  g_autoptr(GError) error = NULL;
  GtkStack *stack;

  fixture->catalog = load_starter_catalog ();
  fixture->editor = DRIVE_IN_DECK_EDITOR (drive_in_deck_editor_new ());
  drive_in_deck_editor_set_catalog (fixture->editor, fixture->catalog);
  fixture->lab = get_child (fixture->editor, DRIVE_IN_TYPE_DECK_EDITOR, "deck_lab");

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1500, 900);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  drive_in_test_show_window (fixture->window);

  packs = drive_in_catalog_get_packs (fixture->catalog);
  g_assert_cmpuint (g_list_model_get_n_items (packs), >=, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);

      g_strv_builder_add (builder, drive_in_pack_get_id (pack));
    }
  ids = g_strv_builder_end (builder);
  g_assert_true (drive_in_deck_editor_quick_build (fixture->editor, (const char * const *) ids,
                                                   &error));
  g_assert_no_error (error);

  /* The toolbar's Test Deck button (deck.test-deck, Ctrl+T) puts the lab in the library's
   * place. */
  stack = get_child (fixture->editor, DRIVE_IN_TYPE_DECK_EDITOR, "library_stack");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "library");
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (fixture->lab)));
  gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.test-deck", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lab");
  drive_in_test_iterate (50);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fixture->lab)));
  g_assert_true (drive_in_deck_lab_get_deck (fixture->lab)
                 == drive_in_deck_editor_get_deck (fixture->editor));
}

static void
fixture_tear_down (Fixture *fixture)
{
  if (fixture->window != NULL)
    gtk_window_destroy (fixture->window);
  drive_in_test_iterate (10);
  g_clear_object (&fixture->catalog);
}

typedef struct
{
  Fixture *fixture;
  guint    n_credits;
} OddsWait;

/* The odds shown count @n_credits Roll the Credits in the deck (GROS's summary says so). */
static gboolean
odds_count_credits (gpointer data)
{
  OddsWait *wait = data;
  const GameLabOdds *odds = drive_in_deck_lab_get_odds (wait->fixture->lab);
  g_autofree char *in_deck = g_strdup_printf ("; %u in the deck", wait->n_credits);

  return odds != NULL && odds->n_plots > 0 && g_str_has_suffix (odds->plots[0].summary, in_deck);
}

static gboolean
run_is_over (gpointer data)
{
  return !drive_in_deck_lab_is_running (data);
}

static gboolean
has_progress (gpointer data)
{
  Fixture *fixture = data;
  GtkProgressBar *bar = get_child (fixture->lab, DRIVE_IN_TYPE_DECK_LAB, "progress_bar");

  return gtk_progress_bar_get_fraction (bar) > 0;
}

static gboolean
has_hand (gpointer data)
{
  g_auto(GStrv) ids = drive_in_deck_lab_dup_hand_card_ids (data);

  return ids[0] != NULL;
}

/* Every label the results show, in tree order, as one text. */
static char *
results_text (Fixture *fixture)
{
  GtkWidget *box = get_child (fixture->lab, DRIVE_IN_TYPE_DECK_LAB, "results_box");
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (box, GTK_TYPE_LABEL);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (g_ptr_array_index (labels, i)))
      g_string_append_printf (text, "%s\n",
                              gtk_label_get_label (g_ptr_array_index (labels, i)));
  return g_string_free (text, FALSE);
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

/* --- tests ------------------------------------------------------------------------------- */

/* The exact odds of the deck are shown, and follow its edits: without its Roll the Credits
 * the odds of holding one are 0% every turn. */
static void
test_odds (void)
{
  Fixture fixture = { 0 };
  DriveInDeck *deck;
  const GameLabOdds *odds;
  GrosOdds expected;
  OddsWait wait = { &fixture, 0 };
  DriveInOddsPlot *credits_plot, *buckets_plot, *hand_plot;
  g_autofree char *starter = NULL;
  g_autofree char *redraws = NULL;
  g_autofree char *zero = NULL;
  guint n_credits = 0;

  fixture_set_up (&fixture);
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      if (card != NULL && gros_card_get_type (card) == GROS_CARD_TYPE_ROLL_THE_CREDITS)
        n_credits++;
    }
  g_assert_cmpuint (n_credits, >, 0);

  wait.n_credits = n_credits;
  drive_in_test_wait_until (odds_count_credits, &wait, 5000);
  odds = drive_in_deck_lab_get_odds (fixture.lab);
  /* GROS's odds of the deck (gros-draw-odds.h) are what its lab hooks give the page. */
  g_assert_true (gros_lab_compute_odds (deck, GROS_ODDS_DEFAULT_PLAYS_PER_TURN, 12,
                                        &expected));
  g_assert_cmpuint (expected.deck.n_cards, ==, 48);
  g_assert_cmpfloat (expected.p_starter, >, 0.5);
  g_assert_cmpfloat (expected.p_starter, <=, 1);
  g_assert_cmpuint (odds->n_turns, ==, 12);
  g_assert_cmpuint (odds->n_figures, ==, 2);
  g_assert_cmpuint (odds->n_plots, ==, 3);
  /* GROS's random opponents are its lab hooks' words: Feature Pack decks. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (
                     get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "random_row"))), ==,
                   "Feature Pack decks, played in turn; 0 with no saved decks: a new one every "
                   "game");

  {
    GtkWidget *section = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "odds_section");
    g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (section, GTK_TYPE_LABEL);
    g_autoptr(GString) text = g_string_new (NULL);

    for (guint i = 0; i < labels->len; i++)
      if (gtk_widget_is_visible (g_ptr_array_index (labels, i)))
        g_string_append_printf (text, "%s\n", gtk_label_get_label (g_ptr_array_index (labels, i)));
    g_test_message ("odds:\n%s", text->str);
  }
  /* The numbers, as shown. */
  starter = g_strdup_printf ("%.1f%%", 100 * expected.p_starter);
  redraws = g_strdup_printf ("%.2f", expected.expected_redraws);
  g_assert_cmpstr (lab_label (&fixture, "odds_figure_0"), ==, starter);
  g_assert_cmpstr (lab_label (&fixture, "odds_figure_1"), ==, redraws);
  g_assert_cmpstr (lab_label (&fixture, "odds_caption_1"), ==,
                   "redraws expected before a hand is kept");
  g_assert_cmpstr (lab_label (&fixture, "odds_title_0"), ==, "Roll the Credits in hand by turn");

  /* The plots: turns 1 to 12, going first and not. */
  credits_plot = lab_plot (&fixture, "odds_plot_0");
  buckets_plot = lab_plot (&fixture, "odds_plot_1");
  hand_plot = lab_plot (&fixture, "odds_plot_2");
  g_assert_cmpuint (drive_in_odds_plot_get_n_values (credits_plot), ==, 12);
  g_assert_cmpuint (drive_in_odds_plot_get_n_values (buckets_plot), ==, 12);
  g_assert_cmpuint (drive_in_odds_plot_get_n_values (hand_plot), ==, 12);
  for (guint order = 0; order < GROS_ODDS_N_ORDERS; order++)
    for (guint t = 0; t < 12; t++)
      {
        g_assert_cmpfloat (drive_in_odds_plot_get_value (credits_plot, order, t), ==,
                           expected.credits[order][t]);
        g_assert_cmpfloat (drive_in_odds_plot_get_value (buckets_plot, order, t), ==,
                           expected.buckets[order][t]);
        g_assert_cmpfloat (drive_in_odds_plot_get_value (hand_plot, order, t), ==,
                           expected.hand[order][t]);
      }
  /* More cards seen, better odds; going later draws sooner. */
  g_assert_cmpfloat (expected.credits[GROS_ODDS_FIRST][11], >,
                     expected.credits[GROS_ODDS_FIRST][0]);
  g_assert_cmpfloat (expected.credits[GROS_ODDS_FIRST][11], >, 0.5);
  g_assert_cmpfloat (expected.credits[GROS_ODDS_OTHER][0], >=,
                     expected.credits[GROS_ODDS_FIRST][0]);
  g_assert_false (g_str_has_prefix (lab_label (&fixture, "odds_summary_0"), "0.0%"));

  /* Remove every Roll the Credits: the odds follow, after a pause. */
  for (guint i = drive_in_deck_get_n_cards (deck); i-- > 0;)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      if (card != NULL && gros_card_get_type (card) == GROS_CARD_TYPE_ROLL_THE_CREDITS)
        gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.remove-card", "s",
                                    drive_in_card_get_id (card));
    }
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 48 - n_credits);
  wait.n_credits = 0;
  drive_in_test_wait_until (odds_count_credits, &wait, 5000);
  g_assert_nonnull (drive_in_deck_lab_get_odds (fixture.lab));
  for (guint order = 0; order < GROS_ODDS_N_ORDERS; order++)
    for (guint t = 0; t < 12; t++)
      /* gros_odds_compute() gives 1 - 1 here, a rounding error away from 0. */
      g_assert_cmpfloat_with_epsilon (drive_in_odds_plot_get_value (credits_plot, order, t), 0,
                                      1e-12);
  zero = g_strdup_printf ("0.0%% by turn 6, 0.0%% by turn 12");
  g_assert_true (g_str_has_prefix (lab_label (&fixture, "odds_summary_0"), zero));
  g_assert_nonnull (strstr (lab_label (&fixture, "odds_summary_0"), "0 in the deck"));
  /* Buckets are still drawn. */
  g_assert_cmpfloat (drive_in_odds_plot_get_value (buckets_plot, GROS_ODDS_FIRST, 11), >, 0);

  /* An empty deck has no odds, and says so. */
  drive_in_deck_lab_set_deck (fixture.lab, NULL);
  g_assert_null (drive_in_deck_lab_get_odds (fixture.lab));
  g_assert_cmpuint (drive_in_odds_plot_get_n_values (credits_plot), ==, 0);
  g_assert_true (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                    "odds_placeholder")));
  g_assert_false (button_enabled (&fixture, "run_button"));

  fixture_tear_down (&fixture);
}

/* A seeded run of RANDOM games shows its figures, and the same ones the second time. */
static void
test_seeded_run (void)
{
  Fixture fixture = { 0 };
  const GameLabResults *results;
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  g_autofree char *rate = NULL;
  double first_rate, first_turns;
  guint first_wins, first_credits;
  GtkWidget *results_box, *most, *least;

  fixture_set_up (&fixture);
  results_box = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "results_box");
  most = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "most_played_list");
  least = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "least_played_list");

  /* The defaults. */
  g_assert_cmpint (drive_in_deck_lab_get_level (fixture.lab), ==, GROS_AI_NORMAL);
  g_assert_cmpuint (drive_in_deck_lab_get_n_games (fixture.lab), ==, 200);
  g_assert_cmpuint (drive_in_deck_lab_get_n_seats (fixture.lab), ==, 2);
  g_assert_false (gtk_widget_get_visible (results_box));
  g_assert_null (drive_in_deck_lab_get_results (fixture.lab));

  drive_in_deck_lab_set_level (fixture.lab, GROS_AI_RANDOM);
  drive_in_deck_lab_set_n_games (fixture.lab, 12);
  drive_in_deck_lab_set_n_seats (fixture.lab, 3);
  drive_in_deck_lab_set_n_random (fixture.lab, 2);
  drive_in_deck_lab_set_seed (fixture.lab, 4242);
  g_assert_cmpstr (gtk_button_get_label (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                    "run_button")), ==, "_Run 12 Games");

  /* The button's action. */
  g_assert_true (button_enabled (&fixture, "run_button"));
  gtk_widget_activate_action (GTK_WIDGET (fixture.lab), "lab.run", NULL);
  g_assert_true (drive_in_deck_lab_is_running (fixture.lab));
  g_assert_false (button_enabled (&fixture, "run_button"));
  g_assert_true (button_enabled (&fixture, "cancel_button"));
  g_assert_false (drive_in_deck_lab_run (fixture.lab));
  drive_in_test_wait_until (run_is_over, fixture.lab, 60000);

  results = drive_in_deck_lab_get_results (fixture.lab);
  g_assert_nonnull (results);
  g_assert_cmpuint (results->n_games + results->n_failed, ==, 12);
  g_assert_cmpuint (results->n_failed, ==, 0);
  g_assert_cmpuint (results->n_seats, ==, 3);
  g_assert_cmpuint (results->seed, ==, 4242);
  g_assert_cmpint (results->level, ==, GROS_AI_RANDOM);
  g_assert_cmpuint (results->wins + results->ties + results->losses, ==, 12);
  g_assert_cmpfloat (results->win_low, <=, results->win_rate);
  g_assert_cmpfloat (results->win_rate, <=, results->win_high);

  /* What the pane shows. */
  g_assert_true (gtk_widget_get_visible (results_box));
  rate = g_strdup_printf ("%.1f%%", 100 * results->win_rate);
  g_assert_cmpstr (lab_label (&fixture, "win_rate_label"), ==, rate);
  g_assert_nonnull (strstr (lab_label (&fixture, "record_label"), "12 games at 3 seats"));
  g_assert_nonnull (strstr (lab_label (&fixture, "record_label"), "seed 4242"));
  g_assert_nonnull (strstr (lab_label (&fixture, "record_label"), "Random"));
  g_assert_nonnull (strstr (lab_label (&fixture, "length_label"), "turns"));
  g_assert_true (g_str_has_prefix (lab_label (&fixture, "figures_label"),
                                   "Rolled the credits in "));
  g_assert_cmpuint (count_rows (most), >=, 1);
  g_assert_cmpuint (count_rows (most), <=, 5);
  g_assert_cmpuint (count_rows (least), >=, 1);
  g_assert_cmpuint (count_rows (least), <=, 5);
  g_assert_false (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                     "stale_label")));
  first_text = results_text (&fixture);
  /* For comparing the page between versions (meson test --verbose). */
  g_test_message ("pane:\n%s", first_text);
  first_rate = results->win_rate;
  first_turns = results->mean_turns;
  first_wins = results->wins;
  first_credits = game_lab_results_get_figure (results, "credits_rolled", NULL);

  /* Again with the same seed: the same games. */
  g_assert_true (drive_in_deck_lab_run (fixture.lab));
  drive_in_test_wait_until (run_is_over, fixture.lab, 60000);
  results = drive_in_deck_lab_get_results (fixture.lab);
  g_assert_nonnull (results);
  g_assert_cmpfloat (results->win_rate, ==, first_rate);
  g_assert_cmpfloat (results->mean_turns, ==, first_turns);
  g_assert_cmpuint (results->wins, ==, first_wins);
  g_assert_cmpuint (game_lab_results_get_figure (results, "credits_rolled", NULL), ==,
                    first_credits);
  second_text = results_text (&fixture);
  g_assert_cmpstr (first_text, ==, second_text);

  /* An edit marks the figures as older than the deck. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.remove-card", "s",
                              drive_in_deck_entry_get_card_id (
                                drive_in_deck_get_entry (drive_in_deck_editor_get_deck (fixture.editor),
                                                     0)));
  drive_in_test_iterate (400);
  g_assert_true (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                    "stale_label")));

  fixture_tear_down (&fixture);
}

static gboolean
count_tick_cb (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
five_ticks (gpointer data)
{
  return *(guint *) data >= 5;
}

/* Cancel stops a long run soon, and leaves no results. */
static void
test_cancel (void)
{
  Fixture fixture = { 0 };
  GtkProgressBar *bar;
  guint ticks, timer;

  fixture_set_up (&fixture);
  bar = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "progress_bar");

  /* Hours of work. */
  drive_in_deck_lab_set_level (fixture.lab, GROS_AI_NORMAL);
  drive_in_deck_lab_set_n_games (fixture.lab, 10000);
  g_assert_true (drive_in_deck_lab_run (fixture.lab));
  g_assert_true (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                    "cancel_button")));

  /* Games are reported as they end, while the window keeps running: a 10 ms timer of the
   * main loop keeps ticking. A frozen loop ticks at most once; five ticks while the games go
   * on show it runs, however loaded the machine (a count, not a rate: the wait's limit only
   * guards against a hang). */
  drive_in_test_wait_until (has_progress, &fixture, 60000);
  ticks = 0;
  timer = g_timeout_add (10, count_tick_cb, &ticks);
  drive_in_test_wait_until (five_ticks, &ticks, 60000);
  g_source_remove (timer);
  g_assert_cmpuint (ticks, >=, 5);
  g_assert_true (drive_in_deck_lab_is_running (fixture.lab));
  g_assert_true (g_str_has_suffix (gtk_progress_bar_get_text (bar), "of 10000 games played"));

  /* Hours of games end with the cancel (the wait's limit is far below them). */
  gtk_widget_activate_action (GTK_WIDGET (fixture.lab), "lab.cancel", NULL);
  drive_in_test_wait_until (run_is_over, fixture.lab, 30000);
  g_assert_cmpstr (gtk_progress_bar_get_text (bar), ==, "Cancelled");
  g_assert_null (drive_in_deck_lab_get_results (fixture.lab));
  g_assert_false (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                     "results_box")));
  g_assert_false (button_enabled (&fixture, "cancel_button"));
  g_assert_true (button_enabled (&fixture, "run_button"));

  /* A run under way when the window goes is cancelled, and its end is harmless. */
  g_assert_true (drive_in_deck_lab_run (fixture.lab));
  drive_in_test_wait_until (has_progress, &fixture, 60000);
  fixture_tear_down (&fixture);
  drive_in_test_iterate (500);
}

/* Redeal deals another sample hand; a seed always deals the same one. */
static void
test_redeal (void)
{
  Fixture fixture = { 0 };
  g_auto(GStrv) first = NULL;
  g_auto(GStrv) second = NULL;
  g_auto(GStrv) again = NULL;
  g_autoptr(GPtrArray) pictures = NULL;
  GtkWidget *hand_box;
  guint64 seed;
  guint n_seen;

  fixture_set_up (&fixture);
  hand_box = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "hand_box");

  /* Dealt a moment after the deck was built. */
  drive_in_test_wait_until (has_hand, fixture.lab, 5000);
  first = drive_in_deck_lab_dup_hand_card_ids (fixture.lab);
  /* The kept hand, then the Fill Ups of turns 2 to 4: the cards the odds count as seen by
   * turn 4 (6, then the starter cast at the set-up and 2 cards a turn). */
  {
    GrosOdds odds;

    g_assert_true (gros_lab_compute_odds (drive_in_deck_lab_get_deck (fixture.lab),
                                          GROS_ODDS_DEFAULT_PLAYS_PER_TURN, 4, &odds));
    n_seen = odds.seen[GROS_ODDS_FIRST][3];
  }
  g_assert_cmpuint (n_seen, ==, 13);
  g_assert_cmpuint (g_strv_length (first), ==, n_seen);
  pictures = drive_in_test_find_widgets (hand_box, DRIVE_IN_TYPE_CARD_PICTURE);
  g_assert_cmpuint (pictures->len, ==, n_seen);
  for (guint i = 0; i < pictures->len; i++)
    g_assert_cmpstr (drive_in_card_get_id (drive_in_card_picture_get_card (
                       g_ptr_array_index (pictures, i))), ==, first[i]);
  g_clear_pointer (&pictures, g_ptr_array_unref);

  seed = drive_in_deck_lab_get_hand_seed (fixture.lab);
  gtk_widget_activate_action (GTK_WIDGET (fixture.lab), "lab.redeal", NULL);
  g_assert_cmpuint (drive_in_deck_lab_get_hand_seed (fixture.lab), !=, seed);
  second = drive_in_deck_lab_dup_hand_card_ids (fixture.lab);
  g_assert_cmpuint (g_strv_length (second), ==, n_seen);
  g_assert_false (g_strv_equal ((const char * const *) first, (const char * const *) second));
  pictures = drive_in_test_find_widgets (hand_box, DRIVE_IN_TYPE_CARD_PICTURE);
  g_assert_cmpuint (pictures->len, ==, n_seen);
  for (guint i = 0; i < pictures->len; i++)
    g_assert_cmpstr (drive_in_card_get_id (drive_in_card_picture_get_card (
                       g_ptr_array_index (pictures, i))), ==, second[i]);

  /* Back to the first seed: the first hand. */
  drive_in_deck_lab_set_hand_seed (fixture.lab, seed);
  again = drive_in_deck_lab_dup_hand_card_ids (fixture.lab);
  g_assert_true (g_strv_equal ((const char * const *) first, (const char * const *) again));

  fixture_tear_down (&fixture);
}

/* Saved decks make a gauntlet; a file that is no deck is refused with its reason. */
static void
test_gauntlet (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) bad = NULL;
  g_autoptr(DriveInDeck) opponent = NULL;
  const char *packs[] = { NULL, NULL, NULL, NULL };
  GListModel *catalog_packs;
  const GameLabResults *results;
  AdwActionRow *row;

  fixture_set_up (&fixture);
  row = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "opponents_row");
  g_assert_cmpuint (drive_in_deck_lab_get_n_opponents (fixture.lab), ==, 0);
  g_assert_false (button_enabled (&fixture, "clear_button"));

  /* An opponent of three other packs, saved. */
  catalog_packs = drive_in_catalog_get_packs (fixture.catalog);
  g_assert_cmpuint (g_list_model_get_n_items (catalog_packs), >=, 6);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (catalog_packs, i + 3);

      packs[i] = g_intern_string (drive_in_pack_get_id (pack));
    }
  opponent = gros_deck_new_from_packs (fixture.catalog, packs, NULL, &error);
  g_assert_no_error (error);
  drive_in_deck_set_name (opponent, "The Other Three");
  dir = g_dir_make_tmp ("deck-lab-XXXXXX", &error);
  g_assert_no_error (error);
  file = g_file_new_build_filename (dir, "other.gros-deck", NULL);
  g_assert_true (drive_in_deck_save (opponent, file, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (drive_in_deck_lab_add_opponent_file (fixture.lab, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_lab_get_n_opponents (fixture.lab), ==, 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "The Other Three");
  g_assert_true (button_enabled (&fixture, "clear_button"));

  bad = g_file_new_build_filename (dir, "missing.gros-deck", NULL);
  g_assert_false (drive_in_deck_lab_add_opponent_file (fixture.lab, bad, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (drive_in_deck_lab_get_n_opponents (fixture.lab), ==, 1);

  drive_in_deck_lab_set_level (fixture.lab, GROS_AI_RANDOM);
  drive_in_deck_lab_set_n_games (fixture.lab, 4);
  g_assert_true (drive_in_deck_lab_run (fixture.lab));
  drive_in_test_wait_until (run_is_over, fixture.lab, 60000);
  results = drive_in_deck_lab_get_results (fixture.lab);
  g_assert_nonnull (results);
  g_assert_cmpuint (results->n_games, ==, 4);

  /* A card of the results' lists, clicked, shows in the editor's inspector. */
  {
    GtkWidget *list = get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "most_played_list");
    GtkListBoxRow *first = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0);
    DriveInCardDetail *detail = get_child (fixture.editor, DRIVE_IN_TYPE_DECK_EDITOR,
                                           "card_detail");
    g_autoptr(GPtrArray) most = game_lab_sort_cards (results->cards, GAME_LAB_MOST_PLAYED);
    GameLabCard *card = g_ptr_array_index (most, 0);

    g_assert_nonnull (first);
    g_signal_emit_by_name (list, "row-activated", first);
    g_assert_nonnull (drive_in_card_detail_get_card (detail));
    g_assert_cmpstr (drive_in_card_get_id (drive_in_card_detail_get_card (detail)), ==,
                     card->card_id);
  }

  drive_in_deck_lab_clear_opponents (fixture.lab);
  g_assert_cmpuint (drive_in_deck_lab_get_n_opponents (fixture.lab), ==, 0);
  g_assert_false (button_enabled (&fixture, "clear_button"));

  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
  fixture_tear_down (&fixture);
}

/* The Test Deck button toggles the pane; the library comes back. */
static void
test_toggle (void)
{
  Fixture fixture = { 0 };
  GtkToggleButton *button;
  GtkStack *stack;

  fixture_set_up (&fixture);
  button = get_child (fixture.editor, DRIVE_IN_TYPE_DECK_EDITOR, "lab_button");
  stack = get_child (fixture.editor, DRIVE_IN_TYPE_DECK_EDITOR, "library_stack");
  g_assert_true (gtk_toggle_button_get_active (button));

  gtk_toggle_button_set_active (button, FALSE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "library");
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.test-deck", NULL);
  g_assert_true (gtk_toggle_button_get_active (button));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "lab");

  fixture_tear_down (&fixture);
}

/* --- a game whose lab hooks give odds -------------------------------------------------- */

/* Lab hooks made up for a deck of a game that has none (Groo's): odds of one figure and one
 * plot, values the page cannot have from anywhere else. */
static const GameRules made_up_rules = { .id = GROO_GAME_ID };

static GameLabOdds *
made_up_odds (DriveInDeck *deck,
              guint        plays_per_turn,
              guint        n_turns)
{
  GameLabOdds *odds = game_lab_odds_new ();

  odds->n_turns = n_turns;
  odds->n_figures = 1;
  odds->figures[0].value = g_strdup_printf ("%u cards", drive_in_deck_get_n_cards (deck));
  odds->figures[0].caption = g_strdup ("made up for the test");
  odds->n_plots = 1;
  odds->plots[0].title = g_strdup ("Made-up plot");
  odds->plots[0].summary = g_strdup_printf ("%u a turn", plays_per_turn);
  for (guint t = 0; t < n_turns; t++)
    {
      odds->plots[0].values[GAME_LAB_ODDS_FIRST][t] = t + 0.5;
      odds->plots[0].values[GAME_LAB_ODDS_LATER][t] = 100 - t;
    }
  return odds;
}

static const GameLabHooks made_up_hooks = {
  .rules = &made_up_rules,
  .odds = made_up_odds,
};

/* The page shows what the deck's game's lab hooks give, and only that: it asks the hooks,
 * not which game it is. */
static void
test_hooks_odds (void)
{
  Fixture fixture = { 0 };
  g_autoptr(DriveInDeck) deck = NULL;
  const GameLabOdds *odds;
  DriveInOddsPlot *plot;
  GtkWidget *window;

  g_assert_null (game_lab_hooks_lookup (GROO_GAME_ID));
  game_lab_hooks_add (&made_up_hooks);
  g_assert_true (game_lab_has_deck_odds (GROO_GAME_ID));

  fixture.lab = DRIVE_IN_DECK_LAB (drive_in_deck_lab_new ());
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (fixture.lab));
  deck = drive_in_deck_new_for_game (NULL, "Made up", GROO_GAME_ID, NULL);
  drive_in_deck_add (deck, "made-up:1");
  drive_in_deck_add (deck, "made-up:2");
  drive_in_deck_lab_set_deck (fixture.lab, deck);
  drive_in_test_iterate (10);

  odds = drive_in_deck_lab_get_odds (fixture.lab);
  g_assert_nonnull (odds);
  /* Odds are not Feature Packs: the random opponents are the game's own words or the
   * shared ones, whatever else the hooks give. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (
                     get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "random_row"))), ==,
                   "Random legal decks of the game, played in turn; 0 with no saved decks: a "
                   "new one every game");
  g_assert_true (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                    "odds_section")));
  g_assert_true (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                    "odds_box")));
  g_assert_cmpstr (lab_label (&fixture, "odds_figure_0"), ==, "2 cards");
  g_assert_cmpstr (lab_label (&fixture, "odds_caption_0"), ==, "made up for the test");
  g_assert_cmpstr (lab_label (&fixture, "odds_title_0"), ==, "Made-up plot");
  g_assert_cmpstr (lab_label (&fixture, "odds_summary_0"), ==, "2 a turn");
  plot = lab_plot (&fixture, "odds_plot_0");
  g_assert_cmpuint (drive_in_odds_plot_get_n_values (plot), ==, 12);
  for (guint t = 0; t < 12; t++)
    {
      g_assert_cmpfloat (drive_in_odds_plot_get_value (plot, GAME_LAB_ODDS_FIRST, t), ==, t + 0.5);
      g_assert_cmpfloat (drive_in_odds_plot_get_value (plot, GAME_LAB_ODDS_LATER, t), ==, 100 - t);
    }
  /* What the hooks do not give is not shown: a second figure, more plots, sample hands. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (
                    get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB, "odds_figure_1"))));
  g_assert_cmpuint (drive_in_odds_plot_get_n_values (lab_plot (&fixture, "odds_plot_1")), ==, 0);
  g_assert_false (gtk_widget_get_visible (get_child (fixture.lab, DRIVE_IN_TYPE_DECK_LAB,
                                                     "hand_section")));

  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (10);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  drive_in_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/deck-lab/odds", test_odds);
  g_test_add_func ("/drive-in/deck-lab/seeded-run", test_seeded_run);
  g_test_add_func ("/drive-in/deck-lab/cancel", test_cancel);
  g_test_add_func ("/drive-in/deck-lab/redeal", test_redeal);
  g_test_add_func ("/drive-in/deck-lab/gauntlet", test_gauntlet);
  g_test_add_func ("/drive-in/deck-lab/toggle", test_toggle);
  g_test_add_func ("/drive-in/deck-lab/hooks-odds", test_hooks_odds);

  status = drive_in_test_run ();
  return status;
}
