/* test-print-operation.c: the app's printing: PDFs exported through DriveInPrintOperation. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <poppler.h>

#include "drive-in-application.h"
#include "drive-in-deck-editor.h"
#include "drive-in-gros-title-sheets.h"
#include "drive-in-print-operation.h"
#include "drive-in-test-util.h"
#include "gros-game-decks.h"
#include "gros-test-util.h"
#include "gros-deck.h"

/* poppler-glib 22.12 has no g_autoptr() support: aliases of our own never clash with it. */
typedef PopplerDocument TestPdf;
typedef PopplerPage TestPdfPage;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdf, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdfPage, g_object_unref)

/* --- helpers ----------------------------------------------------------------------------- */

static DriveInCatalog *
starter_catalog (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  DriveInCatalog *catalog;

  release = drive_in_library_load_starter_release (languages, &error);
  g_assert_no_error (error);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, release);
  return catalog;
}

/* Three Feature Packs and two more cards: 50. */
static DriveInDeck *
fifty_card_deck (DriveInCatalog *catalog)
{
  const char *packs[] = { "drive-in:01", "drive-in:02", "drive-in:03", NULL };
  const char *extra[] = { "drive-in:04-01", "drive-in:05-02", NULL };
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck;

  deck = gros_deck_new_from_packs (catalog, packs, extra, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
  drive_in_deck_set_name (deck, "Fifty Feature");
  return deck;
}

static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), "print-operation", name, NULL);
}

/* Every run of white space as one space, so wrapped lines compare as one. */
static char *
normalize (const char *text)
{
  GString *result = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        space = TRUE;
      else
        {
          if (space && result->len > 0)
            g_string_append_c (result, ' ');
          space = FALSE;
          g_string_append_c (result, *p);
        }
    }
  return g_string_free (result, FALSE);
}

static PopplerDocument *
open_pdf (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(GError) error = NULL;
  PopplerDocument *document = poppler_document_new_from_file (uri, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

/* Runs @operation in EXPORT mode (no dialog) into a new file @name and opens the PDF. */
static PopplerDocument *
export_and_open (DriveInPrintOperation *operation,
                 const char            *name)
{
  g_autofree char *path = temp_path (name);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (drive_in_print_operation_export (operation, file, &error));
  g_assert_no_error (error);
  return open_pdf (path);
}

static char *
page_text (PopplerDocument *document,
           int              index)
{
  g_autoptr(TestPdfPage) page = poppler_document_get_page (document, index);
  g_autofree char *text = NULL;

  g_assert_nonnull (page);
  text = poppler_page_get_text (page);
  return normalize (text != NULL ? text : "");
}

static char *
document_text (PopplerDocument *document)
{
  GString *all = g_string_new (NULL);

  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autofree char *text = page_text (document, i);

      g_string_append_printf (all, "%s ", text);
    }
  return g_string_free (all, FALSE);
}

static void
assert_contains (const char *haystack,
                 const char *needle)
{
  g_autofree char *normal = normalize (needle);

  if (strstr (haystack, normal) == NULL)
    g_error ("“%s” not found in: %s", normal, haystack);
}

/* TRUE when some page shows @value to the right of @label on the same line. */
static gboolean
on_same_row (PopplerDocument *document,
             const char      *label,
             const char      *value)
{
  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autoptr(TestPdfPage) page = poppler_document_get_page (document, i);
      PopplerFindFlags flags = POPPLER_FIND_CASE_SENSITIVE | POPPLER_FIND_WHOLE_WORDS_ONLY;
      GList *labels = poppler_page_find_text_with_options (page, label, flags);
      GList *values = poppler_page_find_text_with_options (page, value, flags);
      gboolean found = FALSE;

      for (GList *l = labels; l != NULL && !found; l = l->next)
        for (GList *v = values; v != NULL && !found; v = v->next)
          {
            PopplerRectangle *a = l->data, *b = v->data;

            found = fabs (a->y1 - b->y1) < 3 && b->x1 > a->x2;
          }
      g_list_free_full (labels, (GDestroyNotify) poppler_rectangle_free);
      g_list_free_full (values, (GDestroyNotify) poppler_rectangle_free);
      if (found)
        return TRUE;
    }
  return FALSE;
}

static void
assert_page_size (PopplerDocument *document,
                  DriveInPaper        paper)
{
  double width, height, expected_width, expected_height;

  drive_in_paper_get_size (paper, &expected_width, &expected_height);
  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autoptr(TestPdfPage) page = poppler_document_get_page (document, i);

      poppler_page_get_size (page, &width, &height);
      g_assert_cmpfloat (fabs (width - expected_width), <, 0.5);
      g_assert_cmpfloat (fabs (height - expected_height), <, 0.5);
    }
}

static void
set_paper_setting (const char *paper)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);

  g_settings_set_string (settings, "paper-size", paper);
}

/* --- deck documents ---------------------------------------------------------------------- */

/* A 50-card deck: 6 pages of 9 proxies, in deck order, on the paper of the settings. */
static void
check_proxies (const char *paper_name,
               DriveInPaper   paper)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;
  g_autofree char *name = g_strdup_printf ("proxies-%s.pdf", paper_name);

  set_paper_setting (paper_name);
  g_assert_cmpint (drive_in_print_get_paper (), ==, paper);
  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_PROXIES);
  g_assert_cmpint (drive_in_print_operation_get_paper (operation), ==, paper);
  g_assert_cmpstr (drive_in_print_operation_get_file_name (operation), ==,
                   "Fifty Feature - Proxies.pdf");
  g_assert_cmpuint (drive_in_print_operation_get_n_documents (operation), ==, 1);
  g_assert_true (DRIVE_IN_IS_PRINT_PROXY_SHEET (drive_in_print_operation_get_document (operation,
                                                                                   0)));

  pdf = export_and_open (operation, name);
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);
  assert_page_size (pdf, paper);

  first = page_text (pdf, 0);
  last = page_text (pdf, 5);
  for (guint i = 0; i < 50; i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));
      g_autofree char *card_name = normalize (drive_in_card_get_name (card));

      if (i < 9)
        assert_contains (first, card_name);
      else if (i >= 45)
        assert_contains (last, card_name);
    }
  set_paper_setting ("a4");
}

static void
test_proxies_a4 (void)
{
  check_proxies ("a4", DRIVE_IN_PAPER_A4);
}

static void
test_proxies_letter (void)
{
  check_proxies ("letter", DRIVE_IN_PAPER_LETTER);
}

static void
test_card_list (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;
  DriveInPrintDocument *document;
  double width, height;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_CARD_LIST);
  g_assert_cmpstr (drive_in_print_operation_get_file_name (operation), ==,
                   "Fifty Feature - Card List.pdf");
  document = drive_in_print_operation_get_document (operation, 0);
  g_assert_true (DRIVE_IN_IS_PRINT_CARD_LIST (document));

  pdf = export_and_open (operation, "list.pdf");
  drive_in_paper_get_size (DRIVE_IN_PAPER_A4, &width, &height);
  g_assert_cmpint (poppler_document_get_n_pages (pdf), >=, 2);
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==,
                   drive_in_print_document_get_n_pages (document, width, height));
  assert_page_size (pdf, DRIVE_IN_PAPER_A4);

  text = document_text (pdf);
  assert_contains (text, "Fifty Feature");
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      assert_contains (text, drive_in_card_get_name (card));
    }
  g_assert_true (on_same_row (pdf, "Total", "50"));
}

/* The first card of @deck bearing a Title word other than @other. */
static DriveInCard *
find_title_word_card (DriveInDeck   *deck,
                      const char *other)
{
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));
      const char *word = gros_card_get_title_word (card);

      if (word != NULL && *word != '\0' && !gros_format_is_small_word (word)
          && g_strcmp0 (word, other) != 0)
        return card;
    }
  g_assert_not_reached ();
}

/* A Titled deck: its Title, its Title words and the deck's cards bearing them. */
static void
test_title_sheet_titled_deck (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  DriveInCard *first, *second;
  GrosPrintTitleSheet *sheet;

  first = find_title_word_card (deck, NULL);
  second = find_title_word_card (deck, gros_card_get_title_word (first));
  title = g_strdup_printf ("Revenge of the %s from %s", gros_card_get_title_word (first),
                           gros_card_get_title_word (second));
  gros_deck_set_format (deck, GROS_FORMAT_TITLED_FEATURE);
  drive_in_deck_set_title (deck, title);

  operation = drive_in_print_operation_new_for_deck (deck, catalog,
                                                     DRIVE_IN_PRINT_KIND_TITLE_SHEET);
  sheet = GROS_PRINT_TITLE_SHEET (drive_in_print_operation_get_document (operation, 0));
  g_assert_cmpstr (gros_print_title_sheet_get_title (sheet), ==, title);
  g_assert_cmpuint (g_strv_length ((char **) gros_print_title_sheet_get_words (sheet)), ==, 3);

  pdf = export_and_open (operation, "title-deck.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, title);
  assert_contains (text, drive_in_card_get_name (first));
  assert_contains (text, drive_in_card_get_name (second));
  assert_contains (text, "Titled Feature");
}

/* An untitled deck: a blank sheet to write on, still one page. */
static void
test_title_sheet_blank (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;
  GrosPrintTitleSheet *sheet;

  operation = drive_in_print_operation_new_for_deck (deck, catalog,
                                                     DRIVE_IN_PRINT_KIND_TITLE_SHEET);
  g_assert_cmpstr (drive_in_print_operation_get_file_name (operation), ==,
                   "Fifty Feature - Title Sheet.pdf");
  sheet = GROS_PRINT_TITLE_SHEET (drive_in_print_operation_get_document (operation, 0));
  g_assert_null (gros_print_title_sheet_get_title (sheet));
  g_assert_cmpuint (gros_print_title_sheet_get_n_players (sheet), ==, 0);

  pdf = export_and_open (operation, "title-blank.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, "Movie Title");
  assert_contains (text, "Ratings");
  assert_contains (text, "Feature Film");
}

/* Documents added to one operation print one after the other. */
static void
test_several_documents (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new ("It Came From the Lab",
                                                                     GROS_FORMAT_EPISODE);
  g_autoptr(DriveInPrintCardList) list = drive_in_print_card_list_new (deck, catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  double width, height;
  guint list_pages;

  drive_in_paper_get_size (DRIVE_IN_PAPER_LETTER, &width, &height);
  list_pages = drive_in_print_document_get_n_pages (DRIVE_IN_PRINT_DOCUMENT (list), width, height);
  operation = drive_in_print_operation_new (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_LETTER);
  drive_in_print_operation_add_document (operation, DRIVE_IN_PRINT_DOCUMENT (list));
  g_assert_cmpuint (drive_in_print_operation_get_n_documents (operation), ==, 2);

  pdf = export_and_open (operation, "several.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1 + list_pages);
  assert_page_size (pdf, DRIVE_IN_PAPER_LETTER);
  first = page_text (pdf, 0);
  second = page_text (pdf, 1);
  assert_contains (first, "It Came From the Lab");
  g_assert_null (strstr (first, "Fifty Feature"));
  assert_contains (second, "Fifty Feature");
}

/* --- game documents ---------------------------------------------------------------------- */

typedef struct
{
  DriveInCatalog *catalog;
  GameSession    *session;   /* seat 1 (index 0) viewing, as at the board */
} Game;

/* Two seats of Feature Film, each with the fifty-card deck, dealt by @seed. */
static void
game_init (Game   *game,
           guint64 seed)
{
  const GameRules *rules = game_rules_lookup (GROS_GAME_ID);
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  game->catalog = starter_catalog ();
  g_assert_true (rules->params_init (params, "feature-film"));
  record = game_record_new (rules, seed, 2, params);
  for (guint seat = 0; seat < 2; seat++)
    {
      g_autoptr(DriveInDeck) deck = fifty_card_deck (game->catalog);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
        {
          DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);

          g_ptr_array_add (ids, g_strdup (drive_in_card_get_id (drive_in_deck_entry_get_card (entry))));
        }
      g_ptr_array_add (ids, NULL);
      game_record_set_deck (record, seat, (const char * const *) ids->pdata);
    }
  game->session = game_session_new (game->catalog, record, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game->session);
}

static void
game_clear (Game *game)
{
  g_clear_object (&game->session);
  g_clear_object (&game->catalog);
}

/* Each seat's Title word strings. */
static GStrv
seat_words (Game *game,
            guint seat)
{
  const GrosGame *state = game_session_get_view (game->session);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint w = 0; w < state->seats[seat].n_title_words; w++)
    g_strv_builder_add (builder, gros_card_db_word (state->db, state->seats[seat].title_words[w]));
  return g_strv_builder_end (builder);
}

/* One sheet per seat: its Title (given, or its words), the cards the words came from, the
 * players and the format. */
static void
test_session_titles (void)
{
  Game game = { 0 };
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_auto(GStrv) words_1 = NULL;
  g_auto(GStrv) words_2 = NULL;
  g_autofree char *title_1 = NULL;
  g_autofree char *page_1 = NULL;
  g_autofree char *page_2 = NULL;
  const char *titles[2];
  const char *players[2] = { "Alice", NULL };
  g_autoptr(DriveInDeck) deck = NULL;
  GrosPrintTitleSheet *sheet;
  guint n_cards = 0;

  game_init (&game, 7);
  deck = fifty_card_deck (game.catalog);
  words_1 = seat_words (&game, 0);
  words_2 = seat_words (&game, 1);
  g_assert_cmpuint (g_strv_length (words_1), >, 0);
  g_assert_cmpuint (g_strv_length (words_2), >, 0);
  title_1 = g_strjoinv (" of the ", words_1);
  titles[0] = title_1;
  titles[1] = NULL;

  operation = drive_in_gros_title_sheets_new (game.session, game.catalog, titles, players);
  g_assert_cmpuint (drive_in_print_operation_get_n_documents (operation), ==, 2);
  sheet = GROS_PRINT_TITLE_SHEET (drive_in_print_operation_get_document (operation, 0));
  g_assert_cmpstr (gros_print_title_sheet_get_title (sheet), ==, title_1);
  g_assert_cmpuint (gros_print_title_sheet_get_n_players (sheet), ==, 2);

  pdf = export_and_open (operation, "session.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 2);
  page_1 = page_text (pdf, 0);
  page_2 = page_text (pdf, 1);
  assert_contains (page_1, title_1);
  for (guint i = 0; words_2[i] != NULL; i++)
    assert_contains (page_2, words_2[i]);
  for (guint p = 0; p < 2; p++)
    {
      const char *page = p == 0 ? page_1 : page_2;

      assert_contains (page, "Alice");
      assert_contains (page, "Seat 2");
      assert_contains (page, "Feature Film");
    }

  /* The cards revealed for seat 1's Title are named beside its words, though they went back
   * into its deck since (the view shows them as card backs now). */
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      for (guint w = 0; words_1[w] != NULL; w++)
        if (g_strcmp0 (gros_card_get_title_word (card), words_1[w]) == 0
            && strstr (page_1, drive_in_card_get_name (card)) != NULL)
          {
            n_cards++;
            break;
          }
    }
  g_assert_cmpuint (n_cards, >=, g_strv_length (words_1));
  game_clear (&game);
}

/* Once the game is over, every seat's Ratings are filled in; before, they are blank. */
static void
test_session_ratings (void)
{
  Game game = { 0 };
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(DriveInPrintOperation) early_operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autoptr(TestPdf) early = NULL;
  g_autoptr(GError) error = NULL;
  const char *players[] = { "Alice", "Bob" };
  const GrosGame *state;
  guint steps = 0;

  game_init (&game, 11);
  early_operation = drive_in_gros_title_sheets_new (game.session, game.catalog, NULL, players);
  early = export_and_open (early_operation, "ratings-early.pdf");

  /* The last legal action each time: a whole game, quickly. */
  while (!game_session_is_over (game.session) && steps++ < 20000)
    {
      const GameAction *actions;
      guint n = game_session_get_legal_actions (game.session, &actions);

      g_assert_cmpuint (n, >, 0);
      g_assert_true (game_session_apply (game.session, &actions[n - 1], &error));
      g_assert_no_error (error);
    }
  /* The Ratings as the board's viewer knows them: what the sheet prints. */
  state = game_session_get_view (game.session);
  g_assert_true (gros_game_is_over (state));

  operation = drive_in_gros_title_sheets_new (game.session, game.catalog, NULL, players);
  pdf = export_and_open (operation, "ratings.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, state->n_seats);
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      g_autofree char *total = NULL;
      GrosRatings ratings;

      gros_game_ratings (state, seat, &ratings);
      total = g_strdup_printf ("%d", ratings.total);
      g_test_message ("%s: Defense %d, Title cards %d, banked %d, total %d", players[seat],
                      ratings.defense, ratings.title_cards, ratings.banked, ratings.total);
      g_assert_true (on_same_row (pdf, players[seat], total));
      g_assert_false (on_same_row (early, players[seat], total));
    }
  game_clear (&game);
}

/* --- files ------------------------------------------------------------------------------- */

/* A folder that does not exist: an error naming the file, nothing written. */
static void
test_export_fails (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new ("X", GROS_FORMAT_DRAFT);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autofree char *target = temp_path ("no-such-folder/x.pdf");
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autoptr(GError) error = NULL;

  operation = drive_in_print_operation_new (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_A4);
  g_assert_false (drive_in_print_operation_export (operation, file, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO);
  g_assert_nonnull (strstr (error->message, target));
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
}

/* An old file is replaced whole, and no temporary file is left beside it. */
static void
test_export_replaces (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new ("Y", GROS_FORMAT_DRAFT);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autofree char *folder = temp_path ("replace");
  g_autofree char *target = g_build_filename (folder, "y.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GDir) dir = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  operation = drive_in_print_operation_new (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_A4);
  g_assert_true (drive_in_print_operation_export (operation, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  dir = g_dir_open (folder, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (dir), ==, "y.pdf");
  g_assert_null (g_dir_read_name (dir));
}

/* --- preview ---------------------------------------------------------------------------- */

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
on_done_cb (GtkPrintOperation       *operation,
            GtkPrintOperationResult  result,
            gboolean                *done)
{
  g_assert_cmpint (result, !=, GTK_PRINT_OPERATION_RESULT_ERROR);
  *done = TRUE;
}

static gboolean
file_exists (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

static GtkWindow *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* Runs a proxy sheet's preview (what the print dialog's Preview button does) with
 * @command as the gtk-print-preview-command setting. */
static void
run_preview (const char *command)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  g_autofree char *old_command = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkPrintOperationResult result;
  gboolean done = FALSE;
  gpointer weak = NULL;

  drive_in_test_show_window (window);
  g_object_get (settings, "gtk-print-preview-command", &old_command, NULL);
  g_object_set (settings, "gtk-print-preview-command", command, NULL);

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_PROXIES);
  g_signal_connect (operation, "done", G_CALLBACK (on_done_cb), &done);
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (operation),
                                    GTK_PRINT_OPERATION_ACTION_PREVIEW, window, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, !=, GTK_PRINT_OPERATION_RESULT_ERROR);
  drive_in_test_wait_until (is_true, &done, 30000);

  /* Nothing keeps the operation once the preview is shown. */
  weak = operation;
  g_object_add_weak_pointer (G_OBJECT (operation), &weak);
  g_clear_object (&operation);
  drive_in_test_wait_until (is_null, &weak, 10000);

  g_object_set (settings, "gtk-print-preview-command", old_command, NULL);
  gtk_window_destroy (window);
}

/* With the previewer of the settings, GTK hands it the pages. */
static void
test_preview (void)
{
  g_autofree char *copy = temp_path ("previewer-copy.pdf");
  g_autofree char *folder = g_path_get_dirname (copy);
  g_autofree char *quoted = g_shell_quote (copy);
  g_autofree char *script = g_strdup_printf ("cp \"$0\" %s && rm -f \"$0\" \"$1\"", quoted);
  g_autofree char *quoted_script = g_shell_quote (script);
  g_autofree char *command = g_strdup_printf ("sh -c %s %%f %%s", quoted_script);
  g_autoptr(TestPdf) pdf = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  run_preview (command);
  drive_in_test_wait_until (file_exists, copy, 10000);
  drive_in_test_iterate (100);
  pdf = open_pdf (copy);
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);
  assert_page_size (pdf, DRIVE_IN_PAPER_A4);
  g_assert_null (find_message_dialog ());
}

/* Without it, the pages go to a PDF in the cache folder, shown by the desktop's PDF viewer
 * (here a viewer of the test's own that does nothing). */
static void
test_preview_without_previewer (void)
{
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "drive-in", "preview",
                                            "Fifty Feature - Proxies.pdf", NULL);
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  run_preview ("drive-in-no-such-previewer %f");
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  pdf = open_pdf (path);
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);
  assert_page_size (pdf, DRIVE_IN_PAPER_A4);
  text = page_text (pdf, 0);
  assert_contains (text, "Fifty Feature");
  drive_in_test_iterate (300);
  g_assert_null (find_message_dialog ());
}

/* A desktop of the test's own: its default PDF viewer does nothing. */
static char *
set_up_desktop (void)
{
  g_autoptr(GError) error = NULL;
  char *home = g_dir_make_tmp ("drive-in-print-XXXXXX", &error);
  g_autofree char *config = g_build_filename (home, "config", NULL);
  g_autofree char *cache = g_build_filename (home, "cache", NULL);
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);

  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_assert_true (g_file_set_contents (mimeapps, "[Default Applications]\n"
                                      "application/pdf=drive-in-test-viewer.desktop\n", -1,
                                      NULL));
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  return home;
}

static void
install_test_viewer (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "applications", NULL);
  g_autofree char *path = g_build_filename (folder, "drive-in-test-viewer.desktop", NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Desktop Entry]\nType=Application\n"
                                      "Name=Test Viewer\nExec=true %f\n"
                                      "MimeType=application/pdf;\nNoDisplay=true\n", -1,
                                      NULL));
}

/* --- the deck editor's actions ----------------------------------------------------------- */

static GtkWindow *
find_toplevel (const char *type_name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GType type = g_type_from_name (type_name);

  for (guint i = 0; type != 0 && i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_print_dialog (gpointer data)
{
  return find_toplevel ("GtkPrintUnixDialog") != NULL;
}

static gboolean
has_no_print_dialog (gpointer data)
{
  return find_toplevel ("GtkPrintUnixDialog") == NULL;
}

/* deck.print opens the print dialog over the window; cancelling it prints nothing. */
static void
test_deck_editor_print_dialog (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  GtkWidget *editor = drive_in_deck_editor_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWindow *dialog;

  drive_in_deck_editor_set_catalog (DRIVE_IN_DECK_EDITOR (editor), catalog);
  gtk_window_set_default_size (window, 1200, 800);
  gtk_window_set_child (window, editor);
  drive_in_test_show_window (window);

  for (const char *kind = "list"; kind != NULL;
       kind = g_str_equal (kind, "list") ? "proxies" : g_str_equal (kind, "proxies") ? "title"
                                                                                     : NULL)
    {
      g_assert_true (gtk_widget_activate_action (editor, "deck.print", "s", kind));
      drive_in_test_wait_until (has_print_dialog, NULL, 10000);
      dialog = find_toplevel ("GtkPrintUnixDialog");
      g_assert_true (gtk_window_get_transient_for (dialog) == window);
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
      G_GNUC_END_IGNORE_DEPRECATIONS
      drive_in_test_wait_until (has_no_print_dialog, NULL, 5000);
    }
  g_assert_true (gtk_widget_is_sensitive (editor));
  gtk_window_destroy (window);
  drive_in_test_iterate (50);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(DriveInApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *desktop = NULL;
  int status;

  /* Before anything reads the XDG folders. */
  desktop = set_up_desktop ();
  drive_in_test_init (&argc, &argv);
  install_test_viewer ();

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/print-operation/proxies-a4", test_proxies_a4);
  g_test_add_func ("/drive-in/print-operation/proxies-letter", test_proxies_letter);
  g_test_add_func ("/drive-in/print-operation/card-list", test_card_list);
  g_test_add_func ("/drive-in/print-operation/title-sheet-titled-deck", test_title_sheet_titled_deck);
  g_test_add_func ("/drive-in/print-operation/title-sheet-blank", test_title_sheet_blank);
  g_test_add_func ("/drive-in/print-operation/several-documents", test_several_documents);
  g_test_add_func ("/drive-in/print-operation/session-titles", test_session_titles);
  g_test_add_func ("/drive-in/print-operation/session-ratings", test_session_ratings);
  g_test_add_func ("/drive-in/print-operation/export-fails", test_export_fails);
  g_test_add_func ("/drive-in/print-operation/export-replaces", test_export_replaces);
  g_test_add_func ("/drive-in/print-operation/preview", test_preview);
  g_test_add_func ("/drive-in/print-operation/preview-without-previewer",
                   test_preview_without_previewer);
  g_test_add_func ("/drive-in/print-operation/deck-editor-print-dialog",
                   test_deck_editor_print_dialog);

  status = drive_in_test_run ();
  gros_test_rm_rf (desktop);
  return status;
}
