/* test-render-gruff.c: Gruff cards in their own frame: every card, pixels checked. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <math.h>

#include "drive-in-core.h"
#include "drive-in-render.h"
#include "gros-test-util.h"
#include "gruff-card-face.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"

#define CARD_PX   315
#define MM(mm)    ((int) round ((mm) / DRIVE_IN_CARD_WIDTH_MM * CARD_PX))

typedef struct
{
  double r, g, b, a;
} Pixel;

static Pixel
get_pixel (cairo_surface_t *surface,
           int              x,
           int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 value;
  Pixel pixel = { 0, 0, 0, 0 };

  cairo_surface_flush (surface);
  value = *(const guint32 *) (gconstpointer) (data + (gsize) y * stride + (gsize) x * 4);
  pixel.a = ((value >> 24) & 0xff) / 255.0;
  if (pixel.a > 0)
    {
      pixel.r = ((value >> 16) & 0xff) / 255.0 / pixel.a;
      pixel.g = ((value >> 8) & 0xff) / 255.0 / pixel.a;
      pixel.b = (value & 0xff) / 255.0 / pixel.a;
    }
  return pixel;
}

static double
color_distance (Pixel  pixel,
                double r,
                double g,
                double b)
{
  return MAX (fabs (pixel.r - r), MAX (fabs (pixel.g - g), fabs (pixel.b - b)));
}

/* The Crazy cost disc and the Weird gauge: purple, blue and red over green. */
static gboolean
is_purple (Pixel pixel)
{
  return pixel.a > 0.9 && pixel.r > pixel.g + 0.2 && pixel.b > pixel.g + 0.2 && pixel.r < 0.8;
}

static gboolean
is_red (Pixel pixel)
{
  return pixel.a > 0.9 && pixel.r > 0.65 && pixel.g < 0.35 && pixel.b < 0.35;
}

static gboolean
is_green (Pixel pixel)
{
  return pixel.a > 0.9 && pixel.g > 0.5 && pixel.g > pixel.r + 0.2 && pixel.g > pixel.b + 0.2;
}

static GPtrArray *
gruff_cards (DriveInCatalog *catalog)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (g_str_equal (drive_in_card_get_game (card), GRUFF_GAME_ID))
        g_ptr_array_add (cards, g_steal_pointer (&card));
    }
  g_assert_cmpuint (cards->len, >=, 4 + 9 + 90);
  return cards;
}

static void
test_face_lookup (void)
{
  const DriveInCardFace *face = drive_in_card_face_lookup (GRUFF_GAME_ID);

  g_assert_true (face == &gruff_card_face);
  g_assert_cmpstr (drive_in_card_face_get_cost_label (face), ==, "Cost");
  g_assert_null (drive_in_card_face_get_stat_label (face));
}

/* Every card of the built-in set: the frame in its kind's colour, the Crazy cost disc
 * exactly on ability cards, a gruff's three gauges filled where its stat is above 0, a
 * shepherd's Life bar; the notes a card list prints. */
static void
test_every_card (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  guint n_gruffs = 0, n_shepherds = 0, n_costs = 0, n_no_weird = 0;

  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  cards = gruff_cards (catalog);
  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);
      cairo_surface_t *surface =
        drive_in_card_renderer_render_surface (renderer, card, CARD_PX,
                                           (int) ceil (CARD_PX / DRIVE_IN_CARD_ASPECT), 1.0);
      g_autofree char *notes = drive_in_card_face_dup_notes (&gruff_card_face, card);
      double r, g, b;
      Pixel pixel;

      g_test_message ("%s", drive_in_card_get_id (card));
      g_assert_true (gruff_card_face.get_kind_color (drive_in_card_get_kind (card), &r, &g, &b));
      pixel = get_pixel (surface, MM (1.8), MM (30));
      g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);
      pixel = get_pixel (surface, CARD_PX - 1 - MM (1.8), MM (40));
      g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);

      /* The disc's top, clear of the number. */
      pixel = get_pixel (surface, MM (8.4), MM (2.6));
      if (gruff_card_is_ability (card))
        {
          g_assert_true (is_purple (pixel));
          n_costs++;
          g_assert_true (g_str_has_prefix (notes, gruff_card_get_owner_gruff (card)));
          g_assert_true ((strstr (notes, "Ultimate") != NULL) == gruff_card_is_ultimate (card));
        }
      else
        g_assert_false (is_purple (pixel));

      if (gruff_card_is_gruff (card))
        {
          gboolean weird = drive_in_card_get_attribute_int (card, "weird", 0) > 0;

          g_assert_true (is_red (get_pixel (surface, MM (18.5), MM (53.7))));
          g_assert_true (is_purple (get_pixel (surface, MM (45.8), MM (53.7))) == weird);
          g_assert_true (is_green (get_pixel (surface, MM (18.5), MM (57.1))));
          g_assert_true (g_str_has_prefix (notes, "Mean "));
          n_no_weird += !weird;
          n_gruffs++;
        }
      else if (gruff_card_is_shepherd (card))
        {
          g_assert_true (is_red (get_pixel (surface, MM (18.5), MM (53.7))));
          g_assert_true (g_str_has_prefix (notes, "Life "));
          n_shepherds++;
        }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (n_gruffs, >=, 9);
  g_assert_cmpuint (n_shepherds, >=, 4);
  g_assert_cmpuint (n_costs, >=, 90);
  /* A gruff without Weird shows an empty gauge: the test sees both sides. */
  g_assert_cmpuint (n_no_weird, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/render/gruff/face-lookup", test_face_lookup);
  g_test_add_func ("/drive-in/render/gruff/every-card", test_every_card);

  return g_test_run ();
}
