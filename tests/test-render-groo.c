/* test-render-groo.c: Groo: The Game cards in their own frame: every card, pixels checked. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <math.h>
#include <string.h>

#include "drive-in-core.h"
#include "drive-in-render.h"
#include "drive-in-render-text.h"
#include "gros-test-util.h"
#include "groo-card-face.h"
#include "groo-deck-rules.h"
#include "groo-game-id.h"

/* Pixels of a card @width pixels wide (the height follows the 63:88 ratio). */
#define CARD_PX   315
#define MM(mm)    ((int) round ((mm) / DRIVE_IN_CARD_WIDTH_MM * CARD_PX))

typedef struct
{
  double r, g, b, a; /* 0–1, not premultiplied */
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

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));

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

static gboolean
is_near_white (Pixel pixel)
{
  return pixel.a > 0.9 && pixel.r > 0.93 && pixel.g > 0.93 && pixel.b > 0.9;
}

/* Design units (tenths of a millimetre) to pixels. */
static int
du (double units)
{
  return (int) round (units / 10.0 / DRIVE_IN_CARD_WIDTH_MM * CARD_PX);
}

static DriveInCatalog *
load_catalog (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

/* The Groo cards of @catalog, each once. */
static GPtrArray *
groo_cards (DriveInCatalog *catalog)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (g_str_equal (drive_in_card_get_game (card), GROO_GAME_ID))
        g_ptr_array_add (cards, g_steal_pointer (&card));
    }
  g_assert_cmpuint (cards->len, >=, 40);
  return cards;
}

static DriveInCard *
find_card (GPtrArray  *cards,
           const char *kind)
{
  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);

      if (g_str_equal (drive_in_card_get_kind (card), kind))
        return g_object_ref (card);
    }
  g_assert_not_reached ();
}

static int
count_dice (DriveInCard *card)
{
  int n = drive_in_card_get_attribute_int (card, "kopins", 0)
          + drive_in_card_get_attribute_int (card, "supplies", 0)
          + drive_in_card_get_attribute_int (card, "labor", 0)
          + drive_in_card_get_attribute_int (card, "heads", 0);

  return n == 0 && g_str_equal (drive_in_card_get_kind (card), "groo-effect") ? 1 : n;
}

static cairo_surface_t *
render (DriveInCardRenderer *renderer,
        DriveInCard         *card,
        int               width)
{
  cairo_surface_t *surface;

  surface = drive_in_card_renderer_render_surface (renderer, card, width,
                                               (int) ceil (width / DRIVE_IN_CARD_ASPECT), 1.0);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

/* A card like @card without its art. */
static DriveInCard *
copy_without_art (DriveInCard *card)
{
  const DriveInCardAttribute *attributes;
  guint n_attributes;
  DriveInCardInfo info = { 0 };

  attributes = drive_in_card_get_attributes (card, &n_attributes);
  info.release = drive_in_card_get_release (card);
  info.number = drive_in_card_get_number (card);
  info.name = drive_in_card_get_name (card);
  info.quote = drive_in_card_get_quote (card);
  info.abilities = drive_in_card_get_abilities (card);
  info.game = drive_in_card_get_game (card);
  info.kind = drive_in_card_get_kind (card);
  info.kind_label = drive_in_card_get_kind_label (card);
  info.attributes = attributes;
  info.n_attributes = n_attributes;
  return drive_in_card_new (&info);
}

/* The registry: Groo has its face, with its own printed values. */
static void
test_face_lookup (void)
{
  const DriveInCardFace *face = drive_in_card_face_lookup (GROO_GAME_ID);

  g_assert_true (face == &groo_card_face);
  g_assert_cmpstr (drive_in_card_face_get_stat_label (face), ==, "VP");
  g_assert_cmpstr (drive_in_card_face_get_cost_label (face), ==, "Dice");
}

/* Every card of the built-in set: the frame in its kind's colour on both sides, the VP
 * circle exactly on Buildings, the row of dice exactly on cards with a cost (as many dice
 * as the cost), the skull and shield exactly on Troops. DRIVE_IN_TEST_SHOTS_DIR keeps one
 * PNG per card to look at. */
static void
test_every_card (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog ();
  g_autoptr(GPtrArray) cards = groo_cards (catalog);
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  const char *shots = g_getenv ("DRIVE_IN_TEST_SHOTS_DIR");
  guint n_vp = 0, n_dice = 0, n_troops = 0;

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);
      cairo_surface_t *surface = render (renderer, card, CARD_PX);
      const char *kind = drive_in_card_get_kind (card);
      int dice = count_dice (card);
      double r, g, b;
      Pixel pixel;

      g_test_message ("%s", drive_in_card_get_id (card));
      if (shots != NULL)
        {
          g_autofree char *name = g_strdup_printf ("groo-%s.png", drive_in_card_get_number (card));
          g_autofree char *path = g_build_filename (shots, name, NULL);

          cairo_surface_write_to_png (surface, path);
        }
      g_assert_true (groo_card_face.get_kind_color (kind, &r, &g, &b));
      pixel = get_pixel (surface, MM (1.5), MM (20));
      g_assert_cmpfloat (pixel.a, >, 0.99);
      g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);
      pixel = get_pixel (surface, CARD_PX - 1 - MM (1.5), MM (40));
      g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);

      /* The VP circle's ring of white, clear of the number and the label. */
      pixel = get_pixel (surface, du (552 - 36), du (70 + 10));
      if (g_str_equal (kind, "building"))
        {
          g_assert_true (is_near_white (pixel));
          n_vp++;
        }
      else
        g_assert_false (is_near_white (pixel));

      /* The first die's top-left corner, inside its outline. */
      {
        double row = dice * 64.0 + (dice - 1) * 12.0;

        pixel = get_pixel (surface, du (315 - row / 2 + 7), du (592 - 32 + 7));
        if (dice > 0)
          {
            g_assert_true (is_near_white (pixel));
            n_dice++;
          }
        pixel = get_pixel (surface, du (315), du (592 - 26));
        if (dice == 0)
          g_assert_false (is_near_white (pixel));
      }

      /* The skull's crown and the shield's top. */
      if (g_str_equal (kind, "troop"))
        {
          pixel = get_pixel (surface, du (84), du (768));
          g_assert_cmpfloat (color_distance (pixel, 0.937, 0.910, 0.820), <, 0.05);
          pixel = get_pixel (surface, du (546 - 20), du (768));
          g_assert_cmpfloat (color_distance (pixel, 0.557, 0.671, 0.792), <, 0.05);
          n_troops++;
        }
      else
        {
          /* The text box's parchment where a Troop has its shield. */
          pixel = get_pixel (surface, du (546 - 20), du (768));
          g_assert_cmpfloat (color_distance (pixel, 0.557, 0.671, 0.792), >, 0.1);
        }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (n_vp, >, 0);
  g_assert_cmpuint (n_troops, >, 0);
  g_assert_cmpuint (n_dice, >, n_vp);
  g_assert_cmpuint (n_dice, <, cards->len);
}

/* The five kinds have five different frames. */
static void
test_kinds_differ (void)
{
  const char *kinds[] = { "building", "troop", "groo-effect", "wild", "event" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (kinds); j++)
      {
        Pixel a;
        double r, g, b;

        g_assert_true (groo_card_face.get_kind_color (kinds[i], &a.r, &a.g, &a.b));
        g_assert_true (groo_card_face.get_kind_color (kinds[j], &r, &g, &b));
        g_assert_cmpfloat (color_distance (a, r, g, b), >, 0.15);
      }
}

/* The art window shows the art; without art a placeholder (a town) is drawn there. */
static void
test_art_or_placeholder (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog ();
  g_autoptr(GPtrArray) cards = groo_cards (catalog);
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) troop = find_card (cards, "troop");
  g_autoptr(DriveInCard) bare = copy_without_art (troop);
  cairo_surface_t *with_art, *without_art;
  guint differing = 0, total = 0, placeholder_colors = 0;
  Pixel first = { 0 };

  g_assert_nonnull (drive_in_card_get_art (troop));
  with_art = render (renderer, troop, CARD_PX);
  without_art = render (renderer, bare, CARD_PX);
  for (int y = MM (13); y < MM (47); y += 3)
    for (int x = MM (4); x < MM (59); x += 3)
      {
        Pixel a = get_pixel (with_art, x, y), b = get_pixel (without_art, x, y);

        if (color_distance (a, b.r, b.g, b.b) > 0.1)
          differing++;
        if (total == 0)
          first = b;
        else if (color_distance (b, first.r, first.g, first.b) > 0.1)
          placeholder_colors++;
        total++;
      }
  g_assert_cmpuint (differing, >, total / 4);
  g_assert_cmpuint (placeholder_colors, >, total / 10);
  {
    Pixel a = get_pixel (with_art, MM (30), MM (70));
    Pixel b = get_pixel (without_art, MM (30), MM (70));

    g_assert_cmpfloat (color_distance (a, b.r, b.g, b.b), <, 0.01);
  }
  cairo_surface_destroy (with_art);
  cairo_surface_destroy (without_art);
}

/* What a list of cards prints: the dice counted and in words, VP, a Troop's strengths. */
static void
test_printed_values (void)
{
  g_autoptr(DriveInCatalog) catalog = load_catalog ();
  g_autoptr(GPtrArray) cards = groo_cards (catalog);
  g_autoptr(DriveInCard) building = find_card (cards, "building");
  g_autoptr(DriveInCard) troop = find_card (cards, "troop");
  g_autoptr(DriveInCard) event = find_card (cards, "event");
  g_autoptr(DriveInCard) effect = find_card (cards, "groo-effect");
  const DriveInCardFace *face = drive_in_card_face_for_card (building);
  g_autofree char *building_notes = drive_in_card_face_dup_notes (face, building);
  g_autofree char *troop_notes = drive_in_card_face_dup_notes (face, troop);
  g_autofree char *effect_notes = drive_in_card_face_dup_notes (face, effect);
  g_autofree char *event_notes = drive_in_card_face_dup_notes (face, event);
  g_autofree char *strengths = NULL;
  int value = -1;

  g_assert_true (drive_in_card_face_get_cost (face, building, &value));
  g_assert_cmpint (value, ==, count_dice (building));
  g_assert_true (drive_in_card_face_get_stat (face, building, &value));
  g_assert_cmpint (value, ==, drive_in_card_get_attribute_int (building, "vp", -2));
  g_assert_false (drive_in_card_face_get_stat (face, troop, NULL));
  g_assert_false (drive_in_card_face_get_cost (face, event, NULL));
  g_assert_true (drive_in_card_face_get_cost (face, effect, &value));
  g_assert_cmpint (value, ==, count_dice (effect));

  /* Mud Hut: two Labor dice. */
  g_assert_cmpstr (drive_in_card_get_name (building), ==, "Mud Hut");
  g_assert_cmpstr (building_notes, ==, "2 Labor");
  strengths = g_strdup_printf ("Attack %d · Defense %d",
                               drive_in_card_get_attribute_int (troop, "attack", 0),
                               drive_in_card_get_attribute_int (troop, "defense", 0));
  g_assert_true (g_str_has_suffix (troop_notes, strengths));
  g_assert_true (strstr (effect_notes, "Groo Head") != NULL);
  g_assert_null (event_notes);
}

/* Each die face the rules name has a symbol of its own; an unknown one is a question mark,
 * not nothing. */
static void
test_dice_symbols (void)
{
  const char *symbols[] = { "kopins", "supplies", "labor", "groo", "stay", "left-1", "right-1",
                            "left-2", "right-2", "nonsense" };
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
      cairo_t *cr = cairo_create (surface);
      PangoContext *context = drive_in_render_text_context_new (cr);
      gboolean black = i >= 4 && i < 9;
      GBytes *bytes;

      groo_card_face_draw_die (cr, context, symbols[i], black, 32, 32, 60);
      cairo_surface_flush (surface);
      bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                           (gsize) cairo_image_surface_get_stride (surface) * 64);
      for (guint j = 0; j < seen->len; j++)
        g_assert_false (g_bytes_equal (bytes, g_ptr_array_index (seen, j)));
      g_ptr_array_add (seen, bytes);
      g_object_unref (context);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/render/groo/face-lookup", test_face_lookup);
  g_test_add_func ("/drive-in/render/groo/every-card", test_every_card);
  g_test_add_func ("/drive-in/render/groo/kinds-differ", test_kinds_differ);
  g_test_add_func ("/drive-in/render/groo/art-or-placeholder", test_art_or_placeholder);
  g_test_add_func ("/drive-in/render/groo/printed-values", test_printed_values);
  g_test_add_func ("/drive-in/render/groo/dice-symbols", test_dice_symbols);

  return g_test_run ();
}
