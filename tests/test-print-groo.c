/* test-print-groo.c: Groo printed: the shared deck's card list, proxies, the turn reference. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>

#include "drive-in-application.h"
#include "drive-in-deck-game.h"
#include "groo-print-reference.h"
#include "drive-in-print-operation.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "groo-card-face.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"

/* poppler-glib 22.12 has no g_autoptr() support: aliases of our own never clash with it. */
typedef PopplerDocument TestPdf;
typedef PopplerPage TestPdfPage;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdf, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestPdfPage, g_object_unref)

/* Pixels per point when a page is drawn back. */
#define SCALE 3.0

static DriveInCatalog *
groo_catalog (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  const char *languages[] = { "en", NULL };
  DriveInCatalog *catalog = drive_in_catalog_new ();

  drive_in_library_add_builtin_sets (catalog, languages, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
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
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "print-groo", name, NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PopplerDocument *document;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (drive_in_print_operation_export (operation, file, &error));
  g_assert_no_error (error);
  /* DRIVE_IN_TEST_SHOTS_DIR keeps a copy to look at. */
  if (g_getenv ("DRIVE_IN_TEST_SHOTS_DIR") != NULL)
    {
      g_autofree char *kept = g_strconcat ("groo-", name, NULL);
      g_autofree char *kept_path = g_build_filename (g_getenv ("DRIVE_IN_TEST_SHOTS_DIR"), kept,
                                                     NULL);
      g_autoptr(GFile) copy = g_file_new_for_path (kept_path);

      g_assert_true (g_file_copy (file, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
    }
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

/* The shared deck, as New Deck For gives it. */
static DriveInDeck *
shared_deck (DriveInCatalog *catalog)
{
  DriveInDeck *deck = drive_in_deck_game_new_deck (drive_in_deck_game_lookup (GROO_GAME_ID),
                                                catalog, "Table Deck", NULL);

  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 114);
  return deck;
}

/* The card list of the shared deck: every card with its count, VP and dice, by kind. */
static void
test_card_list (void)
{
  g_autoptr(DriveInCatalog) catalog = groo_catalog ();
  g_autoptr(DriveInDeck) deck = shared_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_CARD_LIST);
  pdf = export_and_open (operation, "list.pdf");
  text = document_text (pdf);
  assert_contains (text, "Table Deck");
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    assert_contains (text, drive_in_card_get_name (drive_in_deck_entry_get_card (
                             drive_in_deck_get_entry (deck, i))));
  assert_contains (text, "Dice");
  assert_contains (text, "VP");
  assert_contains (text, "Buildings (");
  assert_contains (text, "Events (");
  g_assert_true (on_same_row (pdf, "5 × Mud Hut", "2 Labor"));
  g_assert_true (on_same_row (pdf, "Total", "114"));
}

/* Proxies: nine a page in Groo's frame, the first a Building, 13 pages for 114 cards. */
static void
test_proxies (void)
{
  g_autoptr(DriveInCatalog) catalog = groo_catalog ();
  g_autoptr(DriveInDeck) deck = shared_deck (catalog);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  cairo_surface_t *surface;
  double left, top, r, g, b, kr, kg, kb;

  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_PROXIES);
  pdf = export_and_open (operation, "proxies.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, (114 + 8) / 9);
  left = (210.0 - 3 * 63.0) / 2;
  top = (297.0 - 3 * 88.0) / 2;
  surface = render_page (pdf, 0);
  g_assert_true (groo_card_face.get_kind_color ("building", &kr, &kg, &kb));
  get_color (surface, left + 1.5, top + 30, &r, &g, &b);
  g_assert_cmpfloat (fabs (r - kr) + fabs (g - kg) + fabs (b - kb), <, 0.09);
  cairo_surface_destroy (surface);
}

/* The turn reference: one page with the six phases by the rules' names, in order, and both
 * dice with the faces the rules' parameters give them; another set of faces prints as given;
 * a game without a reference has none. */
static void
test_turn_reference (void)
{
  g_autoptr(DriveInCatalog) catalog = groo_catalog ();
  g_autoptr(DriveInDeck) deck = shared_deck (catalog);
  g_autoptr(DriveInDeck) grotto = drive_in_deck_new_for_game (catalog, "Tide",
                                                       GROTTO_GAME_ID, NULL);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(DriveInPrintTurnReference) variant = NULL;
  g_autoptr(TestPdf) pdf = NULL;
  g_autofree char *text = NULL;
  GrooRulesParams params;
  const char *last = NULL;

  g_assert_null (drive_in_print_operation_new_for_deck (grotto, catalog,
                                                        DRIVE_IN_PRINT_KIND_REFERENCE));
  operation = drive_in_print_operation_new_for_deck (deck, catalog, DRIVE_IN_PRINT_KIND_REFERENCE);
  g_assert_nonnull (operation);
  g_assert_cmpstr (drive_in_print_operation_get_file_name (operation), ==,
                   "Table Deck - Turn Reference.pdf");
  pdf = export_and_open (operation, "reference.pdf");
  g_assert_cmpint (poppler_document_get_n_pages (pdf), ==, 1);
  text = document_text (pdf);
  assert_contains (text, "Groo: The Game");
  for (GrooPhase phase = GROO_PHASE_DISCARD; phase <= GROO_PHASE_SECOND_DRAW; phase++)
    {
      const char *at = strstr (last != NULL ? last : text, groo_phase_label (phase));

      g_assert_nonnull (at);
      last = at;
    }
  groo_rules_params_init (&params);
  for (guint i = 0; i < GROO_DIE_FACES; i++)
    {
      assert_contains (text, groo_face_label (params.white_faces[i]));
      assert_contains (text, groo_face_label (params.black_faces[i]));
    }
  assert_contains (text, "7 or more VP");

  /* Faces are data: six Kopins faces print as six Kopins. */
  for (guint i = 0; i < GROO_DIE_FACES; i++)
    params.white_faces[i] = GROO_FACE_KOPINS;
  params.goal_more = 9;
  variant = groo_print_reference_new_for_params (&params);
  g_assert_cmpuint (drive_in_print_turn_reference_get_n_phases (variant), ==, 6);
  g_assert_cmpuint (drive_in_print_turn_reference_get_n_dice (variant), ==, 2);
  for (guint i = 0; i < GROO_DIE_FACES; i++)
    g_assert_cmpstr (drive_in_print_turn_reference_get_face_label (variant, 0, i), ==,
                     groo_face_label (GROO_FACE_KOPINS));
  g_assert_cmpstr (drive_in_print_turn_reference_get_face_label (variant, 1, 0), ==,
                   groo_face_label (params.black_faces[0]));
  {
    g_autofree char *path = g_build_filename (g_get_user_data_dir (), "print-groo",
                                              "variant.pdf", NULL);
    g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autoptr(TestPdf) variant_pdf = NULL;
    g_autofree char *variant_text = NULL;

    g_assert_true (drive_in_print_document_write_pdf (DRIVE_IN_PRINT_DOCUMENT (variant), file, 612, 792,
                                                  NULL, &error));
    g_assert_no_error (error);
    variant_pdf = poppler_document_new_from_file (uri, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (poppler_document_get_n_pages (variant_pdf), ==, 1);
    variant_text = document_text (variant_pdf);
    assert_contains (variant_text, "9 or more VP");
    g_assert_null (strstr (variant_text, "Labor"));
  }
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

  g_test_add_func ("/drive-in/print-operation/groo/card-list", test_card_list);
  g_test_add_func ("/drive-in/print-operation/groo/proxies", test_proxies);
  g_test_add_func ("/drive-in/print-operation/groo/turn-reference", test_turn_reference);

  status = drive_in_test_run ();
  return status;
}
