/* test-render-grotto.c: Grotto Beasts! cards in their own frame: every card, pixels checked. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <math.h>

#include "drive-in-core.h"
#include "drive-in-render.h"
#include "gros-test-util.h"
#include "grotto-card-face.h"
#include "grotto-deck-rules.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"

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
is_gold (Pixel pixel)
{
  return pixel.a > 0.9 && pixel.r > 0.85 && pixel.g > 0.6 && pixel.g < 0.9 && pixel.b < 0.4;
}

static gboolean
is_crystal (Pixel pixel)
{
  /* The cost orb: blue over red, whatever the glow. */
  return pixel.a > 0.9 && pixel.b > 0.6 && pixel.b > pixel.r + 0.3;
}

static gboolean
is_near_white (Pixel pixel)
{
  return pixel.a > 0.9 && pixel.r > 0.85 && pixel.g > 0.85 && pixel.b > 0.85;
}

static DriveInCatalog *
load_grotto_catalog (void)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

/* The Grotto Beasts! cards of @catalog, each once. */
static GPtrArray *
grotto_cards (DriveInCatalog *catalog)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (g_str_equal (drive_in_card_get_game (card), GROTTO_GAME_ID))
        g_ptr_array_add (cards, g_steal_pointer (&card));
    }
  g_assert_cmpuint (cards->len, >=, 40);
  return cards;
}

static DriveInCard *
find_card (GPtrArray *cards,
           const char *kind,
           gboolean    epic)
{
  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);

      if (g_str_equal (drive_in_card_get_kind (card), kind) && grotto_card_is_epic (card) == epic)
        return g_object_ref (card);
    }
  g_assert_not_reached ();
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

/* The registry: every game has its face, GROS's too; an unknown game has none. */
static void
test_face_lookup (void)
{
  const DriveInCardFace *face = drive_in_card_face_lookup (GROTTO_GAME_ID);

  g_assert_true (face == &grotto_card_face);
  g_assert_true (drive_in_card_face_lookup (GROS_GAME_ID) == &gros_card_face);
  g_assert_null (drive_in_card_face_lookup ("no-such-game"));
  g_assert_cmpstr (drive_in_card_face_get_stat_label (face), ==, "Power");
  g_assert_cmpstr (drive_in_card_face_get_cost_label (face), ==, "Cost");
}

/* Every card of the built-in set: the frame in its kind's colour on both sides, the cost orb
 * or the Goal badge, the power shield exactly on the cards with power, the Epic mark exactly
 * on the Epic cards. */
static void
test_every_card (void)
{
  g_autoptr(DriveInCatalog) catalog = load_grotto_catalog ();
  g_autoptr(GPtrArray) cards = grotto_cards (catalog);
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  guint n_epic = 0, n_goal = 0, n_power = 0;

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);
      cairo_surface_t *surface = render (renderer, card, CARD_PX);
      double r, g, b;
      Pixel pixel;

      g_test_message ("%s", drive_in_card_get_id (card));
      g_assert_true (grotto_card_face.get_kind_color (drive_in_card_get_kind (card), &r, &g, &b));
      pixel = get_pixel (surface, MM (1.8), MM (30));
      g_assert_cmpfloat (pixel.a, >, 0.99);
      g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);
      pixel = get_pixel (surface, CARD_PX - 1 - MM (1.8), MM (45));
      g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);

      /* The orb's top edge, clear of the number. */
      pixel = get_pixel (surface, MM (8.4), MM (2.6));
      if (grotto_card_is_challenger (card))
        {
          g_assert_true (is_gold (pixel));
          n_goal++;
        }
      else
        g_assert_true (is_crystal (pixel));

      pixel = get_pixel (surface, MM (55.2), MM (53.5));
      if (grotto_card_is_epic (card))
        {
          g_assert_true (is_gold (pixel));
          n_epic++;
        }
      else
        g_assert_false (is_gold (pixel));

      pixel = get_pixel (surface, MM (50.0), MM (79.4));
      if (drive_in_card_has_attribute (card, "power"))
        {
          g_assert_true (is_near_white (pixel));
          n_power++;
        }
      else
        g_assert_cmpfloat (color_distance (pixel, r, g, b), <, 0.02);
      cairo_surface_destroy (surface);
    }
  /* The set has each case. */
  g_assert_cmpuint (n_epic, >=, 2);
  g_assert_cmpuint (n_goal, >=, 1);
  g_assert_cmpuint (n_power, >, 0);
  g_assert_cmpuint (n_power, <, cards->len);
}

/* Beasts, Grottos, Wishes and Challengers have four different frames. */
static void
test_kinds_differ (void)
{
  const char *kinds[] = { "beast", "grotto", "wish", "challenger" };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (kinds); j++)
      {
        Pixel a;
        double r, g, b;

        g_assert_true (grotto_card_face.get_kind_color (kinds[i], &a.r, &a.g, &a.b));
        g_assert_true (grotto_card_face.get_kind_color (kinds[j], &r, &g, &b));
        g_assert_cmpfloat (color_distance (a, r, g, b), >, 0.15);
      }
}

/* A Grotto card is not drawn in GROS's frame: the same pixels differ from a GROS card's. */
static void
test_not_gros_frame (void)
{
  g_autoptr(DriveInCatalog) catalog = load_grotto_catalog ();
  g_autoptr(GPtrArray) cards = grotto_cards (catalog);
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) wish = find_card (cards, "wish", FALSE);
  cairo_surface_t *surface = render (renderer, wish, CARD_PX);
  Pixel pixel;

  /* GROS puts its poster-yellow stat badge or a black name plate at (54.8, 2.9) mm; the
   * Grotto banner is parchment there. */
  pixel = get_pixel (surface, MM (54.8), MM (5.0));
  g_assert_true (pixel.r > 0.9 && pixel.g > 0.88 && pixel.b > 0.75);
  cairo_surface_destroy (surface);
}

/* The art window shows the art; without art a placeholder is drawn there, not nothing. */
static void
test_art_or_placeholder (void)
{
  g_autoptr(DriveInCatalog) catalog = load_grotto_catalog ();
  g_autoptr(GPtrArray) cards = grotto_cards (catalog);
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) beast = find_card (cards, "beast", FALSE);
  g_autoptr(DriveInCard) bare = copy_without_art (beast);
  cairo_surface_t *with_art, *without_art;
  guint differing = 0, total = 0, placeholder_colors = 0;
  Pixel first = { 0 };

  g_assert_nonnull (drive_in_card_get_art (beast));
  with_art = render (renderer, beast, CARD_PX);
  without_art = render (renderer, bare, CARD_PX);
  for (int y = MM (14); y < MM (48); y += 3)
    for (int x = MM (6); x < MM (57); x += 3)
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
  g_assert_cmpuint (differing, >, total / 3);
  /* The placeholder is a picture (a cave), not a flat fill. */
  g_assert_cmpuint (placeholder_colors, >, total / 10);
  /* Outside the art, the two are the same card. */
  {
    Pixel a = get_pixel (with_art, MM (30), MM (60));
    Pixel b = get_pixel (without_art, MM (30), MM (60));

    g_assert_cmpfloat (color_distance (a, b.r, b.g, b.b), <, 0.01);
  }
  cairo_surface_destroy (with_art);
  cairo_surface_destroy (without_art);
}

/* What a list of cards prints: cost, power, the Goal and the Epic mark in words. */
static void
test_printed_values (void)
{
  g_autoptr(DriveInCatalog) catalog = load_grotto_catalog ();
  g_autoptr(GPtrArray) cards = grotto_cards (catalog);
  g_autoptr(DriveInCard) epic = find_card (cards, "beast", TRUE);
  g_autoptr(DriveInCard) challenger = find_card (cards, "challenger", FALSE);
  g_autoptr(DriveInCard) wish = find_card (cards, "wish", FALSE);
  const DriveInCardFace *face = drive_in_card_face_for_card (epic);
  g_autofree char *epic_notes = drive_in_card_face_dup_notes (face, epic);
  g_autofree char *challenger_notes = drive_in_card_face_dup_notes (face, challenger);
  g_autofree char *wish_notes = drive_in_card_face_dup_notes (face, wish);
  g_autofree char *goal = NULL;
  int value = -1;

  g_assert_true (drive_in_card_face_get_cost (face, epic, &value));
  g_assert_cmpint (value, ==, drive_in_card_get_attribute_int (epic, "cost", -2));
  g_assert_true (drive_in_card_face_get_stat (face, epic, &value));
  g_assert_cmpint (value, ==, drive_in_card_get_attribute_int (epic, "power", -2));
  g_assert_false (drive_in_card_face_get_cost (face, challenger, NULL));
  g_assert_false (drive_in_card_face_get_stat (face, wish, NULL));

  g_assert_cmpstr (epic_notes, ==, "Epic");
  goal = g_strdup_printf ("Goal %d", drive_in_card_get_attribute_int (challenger, "goal", 0));
  g_assert_cmpstr (challenger_notes, ==, goal);
  g_assert_null (wish_notes);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/render/grotto/face-lookup", test_face_lookup);
  g_test_add_func ("/drive-in/render/grotto/every-card", test_every_card);
  g_test_add_func ("/drive-in/render/grotto/kinds-differ", test_kinds_differ);
  g_test_add_func ("/drive-in/render/grotto/not-gros-frame", test_not_gros_frame);
  g_test_add_func ("/drive-in/render/grotto/art-or-placeholder", test_art_or_placeholder);
  g_test_add_func ("/drive-in/render/grotto/printed-values", test_printed_values);

  return g_test_run ();
}
