/* test-print-grotto.c: Grotto Beasts! decks printed: the card list and true-size proxies. */
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
#include "grotto-card-face.h"
#include "grotto-game-id.h"

/* poppler-glib 22.12 has no g_autoptr() support: aliases of our own never clash with it. */
typedef PopplerDocument TestPdf;
typedef PopplerPage TestPdfPage;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdf, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdfPage, g_object_unref)

/* Pixels per point when a page is drawn back. */
#define SCALE 3.0

static DriveInCatalog *
grotto_catalog (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  const char *languages[] = { "en", NULL };
  DriveInCatalog *catalog = drive_in_catalog_new ();

  drive_in_library_add_builtin_sets (catalog, languages, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

/* A legal Rumble deck: Captain Brinebeard beside 40 cards (one Epic name), a 7-card side. */
static DriveInDeck *
rumble_deck (DriveInCatalog *catalog)
{
  const char *deck_numbers[] = { "07", "08", "09", "10", "12", "13", "14", "36", "37", "46",
                                 "47", "49", "50" };
  const char *side_numbers[] = { "16", "16", "22", "22", "53", "53", "04" };
  g_autoptr(GListModel) problems = NULL;
  DriveInDeck *deck = drive_in_deck_new_for_game (catalog, "Tide Rumble", GROTTO_GAME_ID,
                                           "rumble");

  drive_in_deck_add (deck, "drive-in-grotto:01");
  for (guint i = 0; i < G_N_ELEMENTS (deck_numbers); i++)
    for (guint copy = 0; copy < 3; copy++)
      {
        g_autofree char *id = g_strconcat ("drive-in-grotto:", deck_numbers[i], NULL);

        drive_in_deck_add (deck, id);
      }
  drive_in_deck_add (deck, "drive-in-grotto:11"); /* Leviathan Calf, Epic */
  for (guint i = 0; i < G_N_ELEMENTS (side_numbers); i++)
    {
      g_autofree char *id = g_strconcat ("drive-in-grotto:", side_numbers[i], NULL);

      drive_in_deck_add_side (deck, id);
    }
  problems = drive_in_deck_validate (deck, catalog);
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
  return deck;
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
export_and_open (DriveInPrintOperation *operation,
                 const char            *name)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "print-grotto", name, NULL);
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

/* The card list of a Rumble deck: every card with its printed values, grouped by kind, the
 * side deck, the counts, the variant and the verdict. */
static void
test_card_list (void)
{
  g_autoptr(DriveInCatalog) catalog = grotto_catalog ();
  g_autoptr(DriveInDeck) deck = rumble_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_CARD_LIST);
  g_assert_cmpstr (drive_in_print_operation_get_file_name (operation), ==,
                   "Tide Rumble - Card List.pdf");
  pdf = export_and_open (operation, "list.pdf");
  text = document_text (pdf);

  assert_contains (text, "Tide Rumble");
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    assert_contains (text, drive_in_card_get_name (drive_in_deck_entry_get_card (
                             drive_in_deck_get_entry (deck, i))));
  for (guint i = 0; i < 7; i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (drive_in_deck_get_side (deck), i);

      assert_contains (text, drive_in_card_get_name (drive_in_deck_entry_get_card (entry)));
    }
  /* The columns the game prints, its kinds, the Goal and the Epic mark. */
  assert_contains (text, "Cost");
  assert_contains (text, "Power");
  assert_contains (text, "Challengers (1)");
  assert_contains (text, "Beasts (");
  assert_contains (text, "Wishes (");
  assert_contains (text, "Side deck (7)");
  assert_contains (text, "Goal 14");
  assert_contains (text, "Epic");
  assert_contains (text, "Tide Beast");
  assert_contains (text, "Variant: Rumble");
  assert_contains (text, "Validation: legal in Rumble.");
  g_assert_true (on_same_row (pdf, "Total", "41"));
  g_assert_true (on_same_row (pdf, "3 × Puddle Newt", "Tide Beast"));
  /* GROS's columns are not there. */
  g_assert_null (strstr (text, "Popcorn"));
  g_assert_null (strstr (text, "Title word"));
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

  g_assert_true (grotto_card_face.get_kind_color (kind, &kr, &kg, &kb));
  get_color (surface, x_mm, y_mm, &r, &g, &b);
  return fabs (r - kr) < 0.03 && fabs (g - kg) < 0.03 && fabs (b - kb) < 0.03;
}

/* Proxies of the deck and its side deck, nine a page, each in the Grotto frame at 63 × 88
 * mm: the frame's colour 1.8 mm inside each edge of the first card, white beyond them. */
static void
test_proxies (void)
{
  g_autoptr(DriveInCatalog) catalog = grotto_catalog ();
  g_autoptr(DriveInDeck) deck = rumble_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *first = NULL;
  g_autofree char *last = NULL;
  cairo_surface_t *surface;
  double page_width, page_height, left, top, r, g, b;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_PROXIES);
  g_assert_cmpint (drive_in_print_operation_get_paper (operation), ==, DRIVE_IN_PAPER_A4);
  pdf = export_and_open (operation, "proxies.pdf");
  /* 41 cards and 7 in the side deck: 48, on six pages of nine. */
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 6);

  first = page_text (pdf, 0);
  assert_contains (first, "Captain Brinebeard");
  assert_contains (first, "Puddle Newt");
  last = page_text (pdf, 5);
  assert_contains (last, "Professor Gale"); /* the side deck's Challenger, last */
  assert_contains (last, "CHALLENGER");

  /* The grid is centred: 3 × 3 cards of 63 × 88 mm on A4 (210 × 297 mm). */
  drive_in_paper_get_size (DRIVE_IN_PAPER_A4, &page_width, &page_height);
  left = (210.0 - 3 * 63.0) / 2;
  top = (297.0 - 3 * 88.0) / 2;
  surface = render_page (pdf, 0);
  g_assert_true (has_color (surface, left + 1.8, top + 30, "challenger"));
  g_assert_true (has_color (surface, left + 63 - 1.8, top + 30, "challenger"));
  g_assert_true (has_color (surface, left + 30, top + 88 - 1.5, "challenger"));
  /* The second card, a Tide Beast, starts 63 mm to the right. */
  g_assert_true (has_color (surface, left + 63 + 1.8, top + 30, "beast"));
  /* Above the grid, the paper. */
  get_color (surface, left + 30, top - 1.0, &r, &g, &b);
  g_assert_cmpfloat (r + g + b, >, 2.9);
  cairo_surface_destroy (surface);
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

  g_test_add_func ("/drive-in/print-operation/grotto/card-list", test_card_list);
  g_test_add_func ("/drive-in/print-operation/grotto/proxies", test_proxies);

  status = drive_in_test_run ();
  return status;
}
