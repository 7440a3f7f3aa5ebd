/* test-print-gruff.c: Gruff decks printed: the card list, proxies and the tracker sheet. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>

#include "drive-in-application.h"
#include "drive-in-print-operation.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "gruff-card-face.h"
#include "gruff-print-tracker-sheet.h"
#include "gruff-game-id.h"

/* poppler-glib 22.12 has no g_autoptr() support: aliases of our own never clash with it. */
typedef PopplerDocument TestPdf;
typedef PopplerPage TestPdfPage;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdf, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdfPage, g_object_unref)

/* Pixels per point when a page is drawn back. */
#define SCALE 3.0

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
export_and_open (DriveInPrintOperation *operation,
                 const char            *name)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "print-gruff", name, NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PopplerDocument *document;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (drive_in_print_operation_export (operation, file, &error));
  g_assert_no_error (error);
  document = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  return document;
}

static char *
page_text (PopplerDocument *document,
           int              index)
{
  g_autoptr(TestPdfPage) page = poppler_document_get_page (document, index);
  g_autofree char *text = poppler_page_get_text (page);

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

/* Draws @page back at SCALE pixels per point. */
static cairo_surface_t *
render_page (PopplerDocument *document,
             int              index)
{
  g_autoptr(TestPdfPage) page = poppler_document_get_page (document, index);
  cairo_surface_t *surface;
  double width, height;
  cairo_t *cr;

  poppler_page_get_size (page, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * SCALE),
                                        (int) ceil (height * SCALE));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, SCALE, SCALE);
  poppler_page_render_for_printing (page, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The colour at (@x_mm, @y_mm) from the page's top-left corner. */
static void
get_color (cairo_surface_t *surface,
           double           x_mm,
           double           y_mm,
           double          *r,
           double          *g,
           double          *b)
{
  int x = (int) round (DRIVE_IN_MM_TO_POINTS (x_mm) * SCALE);
  int y = (int) round (DRIVE_IN_MM_TO_POINTS (y_mm) * SCALE);
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 value = *(const guint32 *) (gconstpointer) (data + (gsize) y
                                                      * cairo_image_surface_get_stride (surface)
                                                      + (gsize) x * 4);

  *r = ((value >> 16) & 0xff) / 255.0;
  *g = ((value >> 8) & 0xff) / 255.0;
  *b = (value & 0xff) / 255.0;
}

static gboolean
has_color (cairo_surface_t *surface,
           double           x_mm,
           double           y_mm,
           const char      *kind)
{
  double r, g, b, kr, kg, kb;

  g_assert_true (gruff_card_face.get_kind_color (kind, &kr, &kg, &kb));
  get_color (surface, x_mm, y_mm, &r, &g, &b);
  return fabs (r - kr) < 0.03 && fabs (g - kg) < 0.03 && fabs (b - kb) < 0.03;
}


static DriveInCatalog *
gruff_catalog (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  const char *languages[] = { "en", NULL };
  DriveInCatalog *catalog = drive_in_catalog_new ();

  drive_in_library_add_builtin_sets (catalog, languages, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

/* Captain Hollis Crag, Bramblehorn, Mothmilk, Big Barnaby and 8 own cards of each. */
static DriveInDeck *
pasture_deck (DriveInCatalog *catalog)
{
  const char *team[] = { "S-03", "G-01", "G-04", "G-07" };
  const char *gruffs[] = { "01", "04", "07" };
  g_autoptr(GListModel) problems = NULL;
  DriveInDeck *deck = drive_in_deck_new_for_game (catalog, "Pasture", GRUFF_GAME_ID, "duel");

  for (guint i = 0; i < G_N_ELEMENTS (team); i++)
    {
      g_autofree char *id = g_strconcat ("drive-in-gruff:", team[i], NULL);

      drive_in_deck_add (deck, id);
    }
  for (guint g = 0; g < G_N_ELEMENTS (gruffs); g++)
    for (guint i = 1; i <= 8; i++)
      {
        g_autofree char *id = g_strdup_printf ("drive-in-gruff:%s-%02u", gruffs[g], i);

        drive_in_deck_add (deck, id);
      }
  problems = drive_in_deck_validate (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
  return deck;
}

/* The card list: the team with its printed values, the ability cards with their costs, the
 * counts, the variant and the verdict; no stat column the game does not print. */
static void
test_card_list (void)
{
  g_autoptr(DriveInCatalog) catalog = gruff_catalog ();
  g_autoptr(DriveInDeck) deck = pasture_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_CARD_LIST);
  pdf = export_and_open (operation, "list.pdf");
  text = document_text (pdf);
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    assert_contains (text, drive_in_card_get_name (drive_in_deck_entry_get_card (
                             drive_in_deck_get_entry (deck, i))));
  assert_contains (text, "Shepherds (1)");
  assert_contains (text, "Gruffs (3)");
  assert_contains (text, "Abilities (24)");
  assert_contains (text, "Mean 4 · Weird 1 · Fat 2");
  assert_contains (text, "Life 22 · Threshold 10 · Crazy 0 · Breaking Point 1");
  assert_contains (text, "Validation: legal in Duel.");
  g_assert_true (on_same_row (pdf, "Sharpen Horns", "Condition"));
  g_assert_null (strstr (text, "Power"));
}

/* Proxies: 28 cards on four pages of nine, each in the Gruff frame at 63 × 88 mm. */
static void
test_proxies (void)
{
  g_autoptr(DriveInCatalog) catalog = gruff_catalog ();
  g_autoptr(DriveInDeck) deck = pasture_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *first = NULL;
  cairo_surface_t *surface;
  double left = (210.0 - 3 * 63.0) / 2, top = (297.0 - 3 * 88.0) / 2;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_PROXIES);
  pdf = export_and_open (operation, "proxies.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 4);
  first = page_text (pdf, 0);
  assert_contains (first, "Captain Hollis Crag");
  assert_contains (first, "MEAN GRUFF");
  surface = render_page (pdf, 0);
  g_assert_true (has_color (surface, left + 1.8, top + 30, "shepherd"));
  g_assert_true (has_color (surface, left + 63 + 1.8, top + 30, "gruff"));
  g_assert_true (has_color (surface, left + 63 + 63 - 1.8, top + 88 + 30, "ability"));
  cairo_surface_destroy (surface);
}

/* The tracker sheet: one page, a panel for the shepherd and each gruff in deck order, each
 * track numbered from 0, the printed values filled in: the Life track runs to the shepherd's
 * Life (22), the gruffs' to 10; the Threshold bar is drawn on the Life track. */
static void
test_tracker_sheet (void)
{
  g_autoptr(DriveInCatalog) catalog = gruff_catalog ();
  g_autoptr(DriveInDeck) deck = pasture_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(GruffPrintTrackerSheet) sheet = gruff_print_tracker_sheet_new (deck, catalog);
  g_autoptr(DriveInDeck) empty = drive_in_deck_new_for_game (catalog, "Empty", GRUFF_GAME_ID,
                                                      "duel");
  g_autoptr(GruffPrintTrackerSheet) empty_sheet = gruff_print_tracker_sheet_new (empty, catalog);
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;
  GPtrArray *cards = gruff_print_tracker_sheet_get_cards (sheet);
  const char *names[] = { "Captain Hollis Crag", "Bramblehorn", "Mothmilk", "Big Barnaby" };

  g_assert_cmpuint (cards->len, ==, 4);
  for (guint i = 0; i < cards->len; i++)
    g_assert_cmpstr (drive_in_card_get_name (cards->pdata[i]), ==, names[i]);
  g_assert_cmpuint (gruff_print_tracker_sheet_get_cards (empty_sheet)->len, ==, 0);

  operation = drive_in_print_operation_new_for_deck (deck, catalog,
                                                     DRIVE_IN_PRINT_KIND_TRACKER_SHEET);
  g_assert_cmpstr (drive_in_print_operation_get_file_name (operation), ==,
                   "Pasture - Tracker Sheet.pdf");
  pdf = export_and_open (operation, "tracker.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = page_text (pdf, 0);
  assert_contains (text, "Pasture — Tracker");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    assert_contains (text, names[i]);
  assert_contains (text, "Life");
  assert_contains (text, "Crazy");
  /* The Life track of the shepherd runs 0 to 22, the Crazy track to 30. */
  g_assert_true (on_same_row (pdf, "Life", "22"));
  g_assert_true (on_same_row (pdf, "Crazy", "30"));
  g_assert_true (on_same_row (pdf, "Mean", "10"));
  g_assert_true (on_same_row (pdf, "Weird", "10"));
  g_assert_true (on_same_row (pdf, "Fat", "10"));
  g_assert_false (on_same_row (pdf, "Fat", "11"));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DriveInApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/print-operation/gruff/card-list", test_card_list);
  g_test_add_func ("/drive-in/print-operation/gruff/proxies", test_proxies);
  g_test_add_func ("/drive-in/print-operation/gruff/tracker-sheet", test_tracker_sheet);

  status = drive_in_test_run ();
  return status;
}
