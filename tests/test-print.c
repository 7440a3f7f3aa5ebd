/* test-print.c: title sheets, card lists, proxy sheets and turn references as PDFs, read back
 * with poppler. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <math.h>
#include <string.h>

#include <poppler.h>

#include "drive-in-core.h"
#include "drive-in-print-card-list-private.h"
#include "drive-in-render.h"
#include "gros-test-util.h"
#include "groo-game.h"
#include "gros-deck.h"

/* poppler-glib 22.12 has no g_autoptr() support: aliases of our own never clash with it. */
typedef PopplerDocument TestPdf;
typedef PopplerPage TestPdfPage;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdf, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdfPage, g_object_unref)

/* The built drive-in-cli: $DRIVE_IN_CLI, else the first argument meson passes. */
static char *cli_path;

/* ------------------------------------------------------------------------------------ */
/* Helpers                                                                              */

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
  return g_build_filename (gros_test_get_data_home (), name, NULL);
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

static PopplerDocument *
write_and_open (DriveInPrintDocument *document,
                DriveInPaper          paper,
                const char        *name)
{
  g_autofree char *path = temp_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  double width, height;

  drive_in_paper_get_size (paper, &width, &height);
  g_assert_true (drive_in_print_document_write_pdf (document, file, width, height, NULL, &error));
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

/* TRUE when some page shows @value to the right of @label on the same line (table rows
 * come out of text extraction in no reliable order). */
static gboolean
on_same_row (PopplerDocument *document,
             const char      *label,
             const char      *value)
{
  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autoptr(TestPdfPage) page = poppler_document_get_page (document, i);
      GList *labels = poppler_page_find_text_with_options (page, label,
                                                           POPPLER_FIND_CASE_SENSITIVE
                                                           | POPPLER_FIND_WHOLE_WORDS_ONLY);
      GList *values = poppler_page_find_text_with_options (page, value,
                                                           POPPLER_FIND_CASE_SENSITIVE
                                                           | POPPLER_FIND_WHOLE_WORDS_ONLY);
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

/* Page @index rasterised at @scale pixels per point. */
static cairo_surface_t *
render_page (PopplerDocument *document,
             int              index,
             double           scale)
{
  g_autoptr(TestPdfPage) page = poppler_document_get_page (document, index);
  cairo_surface_t *surface;
  double width, height;
  cairo_t *cr;

  poppler_page_get_size (page, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * scale),
                                        (int) ceil (height * scale));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  poppler_page_render_for_printing (page, cr);
  cairo_destroy (cr);
  return surface;
}

static void
get_rgb (cairo_surface_t *surface,
         double           x,
         double           y,
         double          *r,
         double          *g,
         double          *b)
{
  const guint8 *data;
  guint32 value;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  value = *(const guint32 *) (gconstpointer) (data
                                              + (gsize) y * cairo_image_surface_get_stride (surface)
                                              + (gsize) x * 4);
  *r = ((value >> 16) & 0xff) / 255.0;
  *g = ((value >> 8) & 0xff) / 255.0;
  *b = (value & 0xff) / 255.0;
}

/* The darkest pixel in a small square around (@x, @y), 0 black to 1 white. */
static double
darkest_near (cairo_surface_t *surface,
              double           x,
              double           y,
              int              radius)
{
  double darkest = 1;

  for (int dy = -radius; dy <= radius; dy++)
    for (int dx = -radius; dx <= radius; dx++)
      {
        double r, g, b;

        get_rgb (surface, x + dx, y + dy, &r, &g, &b);
        darkest = MIN (darkest, (r + g + b) / 3);
      }
  return darkest;
}

/* ------------------------------------------------------------------------------------ */
/* Proxy sheets                                                                         */

static void
check_proxies (DriveInPaper paper)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintProxySheet) sheet = drive_in_print_proxy_sheet_new (deck, catalog, NULL);
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *first_page = NULL;
  g_autofree char *last_page = NULL;
  cairo_surface_t *surface;
  double width, height, card_w, card_h, left, top, scale = 4;
  double r, g, b, er, eg, eb;
  guint columns, rows;
  DriveInCard *first_card;

  drive_in_paper_get_size (paper, &width, &height);
  drive_in_print_proxy_sheet_get_grid (sheet, width, height, &columns, &rows);
  g_assert_cmpuint (columns, ==, 3);
  g_assert_cmpuint (rows, ==, 3);
  g_assert_cmpuint (drive_in_print_document_get_n_pages (DRIVE_IN_PRINT_DOCUMENT (sheet), width, height),
                    ==, 6);

  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (sheet), paper,
                        paper == DRIVE_IN_PAPER_A4 ? "proxies-a4.pdf" : "proxies-letter.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);
  assert_page_size (pdf, paper);

  /* Cards 1–9 on the first page, 46–50 on the last, in deck order. */
  first_page = page_text (pdf, 0);
  last_page = page_text (pdf, 5);
  for (guint i = 0; i < 50; i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));
      g_autofree char *name = normalize (drive_in_card_get_name (card));

      if (i < 9)
        assert_contains (first_page, name);
      else if (i >= 45)
        assert_contains (last_page, name);
      if (i >= 9)
        g_assert_null (strstr (first_page, name));
    }

  /* True size: the first card's frame is where a 63 × 88 mm card centred on the page has
   * it, and cut marks stand in the margin on its edges. */
  card_w = DRIVE_IN_MM_TO_POINTS (63.0);
  card_h = DRIVE_IN_MM_TO_POINTS (88.0);
  left = (width - 3 * card_w) / 2;
  top = (height - 3 * card_h) / 2;
  surface = render_page (pdf, 0, scale);
  first_card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, 0));
  gros_card_face_get_type_color (gros_card_get_type (first_card), &er, &eg, &eb);
  get_rgb (surface, (left + DRIVE_IN_MM_TO_POINTS (2.5)) * scale,
           (top + DRIVE_IN_MM_TO_POINTS (30)) * scale, &r, &g, &b);
  g_assert_cmpfloat (fabs (r - er) + fabs (g - eg) + fabs (b - eb), <, 0.08);
  /* The last column's right edge, then the page margin beyond it. */
  get_rgb (surface, (left + 3 * card_w - DRIVE_IN_MM_TO_POINTS (2.5)) * scale,
           (top + DRIVE_IN_MM_TO_POINTS (30)) * scale, &r, &g, &b);
  g_assert_cmpfloat (r + g + b, <, 2.9);
  get_rgb (surface, (left + 3 * card_w + DRIVE_IN_MM_TO_POINTS (0.7)) * scale,
           (top + DRIVE_IN_MM_TO_POINTS (30)) * scale, &r, &g, &b);
  g_assert_cmpfloat (r + g + b, >, 2.95);

  for (guint i = 0; i <= columns; i++)
    {
      double x = left + i * card_w;

      g_assert_cmpfloat (darkest_near (surface, x * scale, (top - DRIVE_IN_MM_TO_POINTS (3)) * scale,
                                       2), <, 0.6);
      g_assert_cmpfloat (darkest_near (surface, x * scale,
                                       (top + 3 * card_h + DRIVE_IN_MM_TO_POINTS (3)) * scale, 2),
                         <, 0.6);
    }
  for (guint j = 0; j <= rows; j++)
    g_assert_cmpfloat (darkest_near (surface, (left - DRIVE_IN_MM_TO_POINTS (3)) * scale,
                                     (top + j * card_h) * scale, 2), <, 0.6);
  /* No mark beside the middle of a card. */
  g_assert_cmpfloat (darkest_near (surface, (left + card_w / 2) * scale,
                                   (top - DRIVE_IN_MM_TO_POINTS (3)) * scale, 2), >, 0.95);
  cairo_surface_destroy (surface);
}

static void
test_proxies_a4 (void)
{
  check_proxies (DRIVE_IN_PAPER_A4);
}

static void
test_proxies_letter (void)
{
  check_proxies (DRIVE_IN_PAPER_LETTER);
}

/* A card no loaded release has still gets its slot, with its id on it. */
static void
test_proxies_unknown_card (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Odd", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(DriveInPrintProxySheet) sheet = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  drive_in_deck_add (deck, "drive-in:01-01");
  drive_in_deck_add (deck, "elsewhere:07-07");
  sheet = drive_in_print_proxy_sheet_new (deck, NULL, NULL);
  g_assert_cmpuint (drive_in_print_proxy_sheet_get_n_cards (sheet), ==, 2);
  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_A4, "odd.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, "elsewhere:07-07");
  assert_contains (text, "Carhop on Roller Skates");
}

/* ------------------------------------------------------------------------------------ */
/* Card lists                                                                           */

static void
test_card_list (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintCardList) list = drive_in_print_card_list_new (deck, catalog);
  g_autoptr(GListModel) problems = drive_in_deck_validate (deck, catalog);
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;
  double width, height;
  int n_pages;

  drive_in_paper_get_size (DRIVE_IN_PAPER_A4, &width, &height);
  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (list), DRIVE_IN_PAPER_A4, "list.pdf");
  n_pages = poppler_document_get_n_pages (pdf);
  g_assert_cmpint (n_pages, >=, 2);
  g_assert_cmpint (n_pages, ==,
                   drive_in_print_document_get_n_pages (DRIVE_IN_PRINT_DOCUMENT (list), width, height));

  text = document_text (pdf);
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      assert_contains (text, drive_in_card_get_name (card));
      assert_contains (text, gros_card_get_title_word (card));
    }

  /* "Characters (12)" heads each group; the summary counts each type. */
  for (int type = 0; type < GROS_CARD_N_TYPES; type++)
    {
      guint count = gros_deck_count_by_type (deck, type);
      g_autofree char *heading = g_strdup_printf ("%s (%u)",
                                                  gros_card_type_get_plural_label (type), count);
      g_autofree char *number = g_strdup_printf ("%u", count);

      if (count > 0)
        assert_contains (text, heading);
      g_assert_true (on_same_row (pdf, gros_card_type_get_plural_label (type), number));
    }
  g_assert_true (on_same_row (pdf, "Total", "50"));
  g_assert_false (on_same_row (pdf, "Total", "49"));
  assert_contains (text, gros_format_get_label (gros_format_get (GROS_FORMAT_FEATURE_FILM)));

  if (g_list_model_get_n_items (problems) == 0)
    assert_contains (text, "legal in Feature Film.");
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      assert_contains (text, drive_in_deck_problem_get_message (problem));
    }

  /* Every page repeats the deck name and the column headers, and is numbered. */
  for (int i = 0; i < n_pages; i++)
    {
      g_autofree char *page = page_text (pdf, i);
      g_autofree char *number = g_strdup_printf ("Page %d of %d", i + 1, n_pages);

      assert_contains (page, "Fifty Feature");
      assert_contains (page, "No.");
      assert_contains (page, "Popcorn");
      assert_contains (page, "Title word");
      assert_contains (page, "Traits");
      assert_contains (page, number);
    }
}

/* A made-up game whose face lays its card list out its own way, as GROS's does: the shared
 * printer draws the columns and rows the hook gives, not its list of kinds. */
#define MADE_UP_ID "made-up-list"

static const DriveInCardKindInfo made_up_kinds[] = { { "gizmo", "Gizmo", "Gizmos" } };
static const DriveInGameVariant made_up_variants[] = {
  { "tinkering", "Tinkering", 2, 4, NULL, FALSE }
};
static const DriveInGameInfo made_up_info = {
  MADE_UP_ID, "Made-Up List", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL, NULL,
};

static void
made_up_build_card_list (DriveInPrintCardList *list,
                         DriveInDeck          *deck,
                         DriveInCatalog       *catalog)
{
  const char *titles[] = { "No.", "Name", "Sprockets", "Cogs", "Gears", "Belts", "Shelf" };
  const double parts[] = { 0.1, 0.3, 0.1, 0.1, 0.1, 0.1, 0.2 };
  const char *cells[] = { "X1", "Whirligig", "3", NULL, NULL, NULL, "Attic" };
  g_autofree char *count = g_strdup_printf ("%u", drive_in_deck_get_n_cards (deck));

  G_STATIC_ASSERT (G_N_ELEMENTS (titles) == DRIVE_IN_PRINT_CARD_LIST_N_COLUMNS);
  drive_in_print_card_list_set_columns (list, titles, parts);
  drive_in_print_card_list_set_format_label (list, "Tinkering");
  drive_in_print_card_list_add_group (list, "Whirligigs (1)", NULL);
  drive_in_print_card_list_add_card (list, cells);
  drive_in_print_card_list_add_section (list, "Summary");
  drive_in_print_card_list_add_count (list, "Total", count, "12", TRUE);
  drive_in_print_card_list_add_text (list, "Wound by hand.", FALSE);
  drive_in_print_card_list_add_validation (list, deck, catalog);
}

static void
made_up_draw (DriveInCardRenderer *renderer,
              DriveInCard         *card,
              cairo_t             *cr,
              PangoContext        *context)
{
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
}

static const DriveInCardFace made_up_face = {
  .game = MADE_UP_ID,
  .draw = made_up_draw,
  .build_card_list = made_up_build_card_list,
};

static void
test_card_list_own_layout (void)
{
  g_autoptr(DriveInDeck) deck = drive_in_deck_new_for_game (NULL, "Tinker's box", MADE_UP_ID,
                                                            "tinkering");
  g_autoptr(DriveInPrintCardList) list = drive_in_print_card_list_new (deck, NULL);
  const char *expected[] = {
    "Tinker's box", "Tinkering", "Sprockets", "Shelf", "Whirligigs (1)", "Whirligig", "Attic",
    "Wound by hand.", "legal in Tinkering.",
  };
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (list), DRIVE_IN_PAPER_A4, "own-layout.pdf");
  text = document_text (pdf);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    assert_contains (text, expected[i]);
  g_assert_true (on_same_row (pdf, "Total", "12"));
  /* None of the shared list's own columns or groups. */
  g_assert_null (strstr (text, "Release"));
  g_assert_null (strstr (text, "Gizmos"));
}

/* An illegal deck: the list says so and why. */
static void
test_card_list_problems (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autoptr(DriveInPrintCardList) list = NULL;
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  drive_in_deck_add (deck, "drive-in:01-01");
  drive_in_deck_add (deck, "nowhere:01-01");
  problems = drive_in_deck_validate (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (problems), >, 0);

  list = drive_in_print_card_list_new (deck, NULL);
  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (list), DRIVE_IN_PAPER_LETTER, "illegal.pdf");
  assert_page_size (pdf, DRIVE_IN_PAPER_LETTER);
  text = document_text (pdf);
  assert_contains (text, "not legal in Feature Film");
  assert_contains (text, "2 × Carhop on Roller Skates");
  assert_contains (text, "nowhere:01-01");
  assert_contains (text, "Unknown cards (1)");
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      assert_contains (text, drive_in_deck_problem_get_message (problem));
    }
}

/* ------------------------------------------------------------------------------------ */
/* Title sheets                                                                         */

static void
test_title_sheet (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = NULL;
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(TestPdf) pdf = NULL;
  g_autoptr(GDateTime) date = g_date_time_new_local (2025, 10, 31, 20, 0, 0);
  g_autofree char *text = NULL;
  const char * const *words;
  guint alice, bob;

  sheet = gros_print_title_sheet_new ("  Revenge of the Carhop from Outer Space ",
                                      GROS_FORMAT_FEATURE_FILM);
  g_assert_cmpstr (gros_print_title_sheet_get_title (sheet), ==,
                   "Revenge of the Carhop from Outer Space");
  words = gros_print_title_sheet_get_words (sheet);
  g_assert_cmpuint (g_strv_length ((char **) words), ==, 4);
  g_assert_cmpstr (words[1], ==, "Carhop");
  gros_print_title_sheet_set_word_card (sheet, 1, drive_in_catalog_lookup (catalog,
                                                                      "drive-in:01-01"));
  alice = gros_print_title_sheet_add_player (sheet, "Alice");
  bob = gros_print_title_sheet_add_player (sheet, "Bob");
  g_assert_cmpuint (bob, ==, alice + 1);
  gros_print_title_sheet_set_ratings (sheet, alice, 21, 2, 3);
  gros_print_title_sheet_set_date (sheet, date);

  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_A4, "title.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, "Revenge of the Carhop from Outer Space");
  for (guint i = 0; words[i] != NULL; i++)
    assert_contains (text, words[i]);
  assert_contains (text, "Carhop on Roller Skates");
  assert_contains (text, "Alice");
  assert_contains (text, "Bob");
  assert_contains (text, "Feature Film");
  assert_contains (text, "31 October 2025");
  /* 21 + 2 × 3 + 3 */
  g_assert_true (on_same_row (pdf, "Alice", "21"));
  g_assert_true (on_same_row (pdf, "Alice", "30"));
  g_assert_false (on_same_row (pdf, "Bob", "30"));
  assert_contains (text, "Title-word cards × 3");
}

/* Nothing known: a sheet of blank fields, still one page. */
static void
test_title_sheet_blank (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new (NULL,
                                                                     GROS_FORMAT_EPISODE);
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  g_assert_null (gros_print_title_sheet_get_title (sheet));
  g_assert_cmpuint (g_strv_length ((char **) gros_print_title_sheet_get_words (sheet)), ==, 0);
  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_LETTER, "blank.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, "Movie Title");
  assert_contains (text, "Ratings");
  assert_contains (text, "Episode");
}

/* Many players: the table shrinks to stay on its one page. */
static void
test_title_sheet_many_players (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new ("It", GROS_FORMAT_CLASSIC);
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player%02u", i + 1);

      gros_print_title_sheet_add_player (sheet, name);
    }
  pdf = write_and_open (DRIVE_IN_PRINT_DOCUMENT (sheet), DRIVE_IN_PAPER_LETTER, "many.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, "Player01");
  assert_contains (text, "Player12");
  assert_contains (text, "Printed by Drive-In");
}

/* ------------------------------------------------------------------------------------ */
/* Writing                                                                              */

static void
test_write_fails (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new ("X", GROS_FORMAT_DRAFT);
  g_autofree char *blocker = temp_path ("not-a-folder");
  g_autofree char *target = g_build_filename (blocker, "x.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (blocker, "a file", -1, NULL));
  g_assert_false (drive_in_print_document_write_pdf (DRIVE_IN_PRINT_DOCUMENT (sheet), file, 595, 842,
                                                 NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO);
  g_assert_nonnull (strstr (error->message, target));
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
}

/* Writing over an old file replaces it whole, and leaves no temporary file behind. */
static void
test_write_replaces (void)
{
  g_autoptr(GrosPrintTitleSheet) sheet = gros_print_title_sheet_new ("Y", GROS_FORMAT_DRAFT);
  g_autofree char *folder = temp_path ("replace");
  g_autofree char *target = g_build_filename (folder, "y.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (target);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GDir) dir = NULL;
  gsize length;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (target, "old", -1, NULL));
  g_assert_true (drive_in_print_document_write_pdf (DRIVE_IN_PRINT_DOCUMENT (sheet), file, 612, 792,
                                                NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (target, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  dir = g_dir_open (folder, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (dir), ==, "y.pdf");
  g_assert_null (g_dir_read_name (dir));
}

/* ------------------------------------------------------------------------------------ */
/* drive-in-cli print                                                                   */

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static int
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list va;

  g_ptr_array_add (args, cli_path);
  va_start (va, first);
  for (arg = first; arg != NULL; arg = va_arg (va, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (va);
  g_ptr_array_add (args, NULL);

  run_clear (run);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  if (*run->err != '\0')
    g_test_message ("stderr: %s", run->err);
  return run->status;
}

static void
test_cli_print (void)
{
  g_autoptr(DriveInCatalog) catalog = starter_catalog ();
  g_autoptr(DriveInDeck) deck = fifty_card_deck (catalog);
  g_autofree char *folder = temp_path ("cli");
  g_autofree char *deck_path = g_build_filename (folder, "fifty.gros-deck", NULL);
  g_autofree char *proxies = g_build_filename (folder, "proxies.pdf", NULL);
  g_autofree char *letter = g_build_filename (folder, "letter.pdf", NULL);
  g_autofree char *list = g_build_filename (folder, "list.pdf", NULL);
  g_autofree char *title = g_build_filename (folder, "title.pdf", NULL);
  g_autofree char *missing = g_build_filename (folder, "missing.gros-deck", NULL);
  g_autofree char *nowhere = g_build_filename (folder, "no-such-folder", "x.pdf", NULL);
  g_autofree char *unwritten = g_build_filename (folder, "unwritten.pdf", NULL);
  g_autoptr(GFile) deck_file = g_file_new_for_path (deck_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  Run run = { 0 };
  const char *entry;
  guint n_entries = 0;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (drive_in_deck_save (deck, deck_file, NULL, &error));
  g_assert_no_error (error);

  g_assert_cmpint (run_cli (&run, "print", "proxies", deck_path, "-o", proxies, NULL), ==, 0);
  assert_contains (run.out, "6 pages");
  {
    g_autoptr(TestPdf) pdf = open_pdf (proxies);

    g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);
    assert_page_size (pdf, DRIVE_IN_PAPER_A4);
  }

  g_assert_cmpint (run_cli (&run, "print", "proxies", deck_path, "--paper", "letter", "-o",
                            letter, NULL), ==, 0);
  {
    g_autoptr(TestPdf) pdf = open_pdf (letter);

    g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);
    assert_page_size (pdf, DRIVE_IN_PAPER_LETTER);
  }

  g_assert_cmpint (run_cli (&run, "print", "list", deck_path, "-o", list, NULL), ==, 0);
  {
    g_autoptr(TestPdf) pdf = open_pdf (list);
    g_autofree char *text = document_text (pdf);

    assert_contains (text, "Fifty Feature");
    assert_contains (text, "Carhop on Roller Skates");
  }

  g_assert_cmpint (run_cli (&run, "print", "title", "--title", "The Blob That Ate the Bayou",
                            "--format", "episode", "--player", "Ann", "--player", "Ben", "-o",
                            title, NULL), ==, 0);
  {
    g_autoptr(TestPdf) pdf = open_pdf (title);
    g_autofree char *text = document_text (pdf);

    g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
    assert_contains (text, "The Blob That Ate the Bayou");
    assert_contains (text, "Ann");
    assert_contains (text, "Ben");
    assert_contains (text, "Episode");
  }

  /* Failures: exit 2, the file named, nothing written. */
  g_assert_cmpint (run_cli (&run, "print", "list", missing, "-o", unwritten, NULL), ==, 2);
  assert_contains (run.err, "missing.gros-deck");
  g_assert_false (g_file_test (unwritten, G_FILE_TEST_EXISTS));

  g_assert_cmpint (run_cli (&run, "print", "proxies", deck_path, "-o", nowhere, NULL), ==, 2);
  assert_contains (run.err, nowhere);

  g_assert_cmpint (run_cli (&run, "print", "proxies", deck_path, "--paper", "a5", "-o",
                            unwritten, NULL), ==, 2);
  assert_contains (run.err, "a5");
  g_assert_cmpint (run_cli (&run, "print", "list", deck_path, NULL), ==, 2);
  assert_contains (run.err, "-o");
  g_assert_cmpint (run_cli (&run, "print", "title", "-o", unwritten, NULL), ==, 2);
  assert_contains (run.err, "--title");
  g_assert_cmpint (run_cli (&run, "print", "title", "--title", "X", "--format", "nope", "-o",
                            unwritten, NULL), ==, 2);
  assert_contains (run.err, "nope");
  g_assert_cmpint (run_cli (&run, "print", "poster", NULL), ==, 2);
  g_assert_false (g_file_test (unwritten, G_FILE_TEST_EXISTS));

  g_assert_cmpint (run_cli (&run, "print", "--help", NULL), ==, 0);
  assert_contains (run.out, "proxies");

  /* Only the deck and the four PDFs: no temporary file left over. */
  dir = g_dir_open (folder, 0, NULL);
  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_test_message ("%s", entry);
      g_assert_true (g_str_has_suffix (entry, ".pdf") || g_str_has_suffix (entry, ".gros-deck"));
      n_entries++;
    }
  g_assert_cmpuint (n_entries, ==, 5);
  run_clear (&run);
}

/* drive-in-cli print turn-reference --game groo: the page the Decks page prints, one page on
 * either paper, the six phases by the rules' names in order, both dice's faces, the goal. A
 * game without a reference, no game, an unknown game: exit 2 and nothing written. */
static void
test_cli_turn_reference (void)
{
  g_autofree char *folder = temp_path ("cli-reference");
  g_autofree char *a4 = g_build_filename (folder, "reference.pdf", NULL);
  g_autofree char *letter = g_build_filename (folder, "reference-letter.pdf", NULL);
  g_autofree char *unwritten = g_build_filename (folder, "unwritten.pdf", NULL);
  GrooRulesParams params;
  Run run = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  groo_rules_params_init (&params);

  g_assert_cmpint (run_cli (&run, "print", "turn-reference", "--game", "groo", "-o", a4, NULL),
                   ==, 0);
  assert_contains (run.out, "1 page");
  {
    g_autoptr(TestPdf) pdf = open_pdf (a4);
    g_autofree char *text = document_text (pdf);
    const char *last = text;

    g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
    assert_page_size (pdf, DRIVE_IN_PAPER_A4);
    assert_contains (text, "Groo: The Game");
    for (GrooPhase phase = GROO_PHASE_DISCARD; phase <= GROO_PHASE_SECOND_DRAW; phase++)
      {
        const char *at = strstr (last, groo_phase_label (phase));

        g_assert_nonnull (at);
        last = at + 1;
      }
    for (guint i = 0; i < GROO_DIE_FACES; i++)
      {
        assert_contains (text, groo_face_label (params.white_faces[i]));
        assert_contains (text, groo_face_label (params.black_faces[i]));
      }
    assert_contains (text, "7 or more VP");
  }

  g_assert_cmpint (run_cli (&run, "print", "turn-reference", "--game", "groo", "--paper",
                            "letter", "-o", letter, NULL), ==, 0);
  {
    g_autoptr(TestPdf) pdf = open_pdf (letter);

    g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
    assert_page_size (pdf, DRIVE_IN_PAPER_LETTER);
  }

  g_assert_cmpint (run_cli (&run, "print", "turn-reference", "-o", unwritten, NULL), ==, 2);
  assert_contains (run.err, "--game");
  g_assert_cmpint (run_cli (&run, "print", "turn-reference", "--game", "gros", "-o", unwritten,
                            NULL), ==, 2);
  assert_contains (run.err, "gros has no turn reference");
  g_assert_cmpint (run_cli (&run, "print", "turn-reference", "--game", "nope", "-o", unwritten,
                            NULL), ==, 2);
  assert_contains (run.err, "nope");
  g_assert_cmpint (run_cli (&run, "print", "turn-reference", "--game", "groo", NULL), ==, 2);
  assert_contains (run.err, "-o");
  g_assert_false (g_file_test (unwritten, G_FILE_TEST_EXISTS));

  g_assert_cmpint (run_cli (&run, "print", "--help", NULL), ==, 0);
  assert_contains (run.out, "turn-reference");
  run_clear (&run);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_assert_true (drive_in_game_info_register (&made_up_info));
  g_assert_true (drive_in_card_face_register (&made_up_face));

  if (g_getenv ("DRIVE_IN_CLI") != NULL)
    cli_path = g_strdup (g_getenv ("DRIVE_IN_CLI"));
  else if (argc > 1)
    cli_path = g_strdup (argv[1]);

  g_test_add_func ("/drive-in/print/proxies-a4", test_proxies_a4);
  g_test_add_func ("/drive-in/print/proxies-letter", test_proxies_letter);
  g_test_add_func ("/drive-in/print/proxies-unknown-card", test_proxies_unknown_card);
  g_test_add_func ("/drive-in/print/card-list", test_card_list);
  g_test_add_func ("/drive-in/print/card-list-problems", test_card_list_problems);
  g_test_add_func ("/drive-in/print/card-list-own-layout", test_card_list_own_layout);
  g_test_add_func ("/drive-in/print/title-sheet", test_title_sheet);
  g_test_add_func ("/drive-in/print/title-sheet-blank", test_title_sheet_blank);
  g_test_add_func ("/drive-in/print/title-sheet-many-players", test_title_sheet_many_players);
  g_test_add_func ("/drive-in/print/write-fails", test_write_fails);
  g_test_add_func ("/drive-in/print/write-replaces", test_write_replaces);
  if (cli_path != NULL)
    {
      g_test_add_func ("/drive-in/print/cli", test_cli_print);
      g_test_add_func ("/drive-in/print/cli-turn-reference", test_cli_turn_reference);
    }

  return g_test_run ();
}
