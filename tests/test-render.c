/* test-render.c: the card renderer and card art: every starter card drawn, pixels checked. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <math.h>
#include <string.h>

#include <gdk-pixbuf/gdk-pixbuf.h>

#include "drive-in-core.h"
#include "drive-in-render.h"
#include "gros-test-util.h"

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

/* The spread of luminance over a rectangle of pixels: 0 for a flat fill. */
static double
luminance_spread (cairo_surface_t *surface,
                  int              x0,
                  int              y0,
                  int              x1,
                  int              y1)
{
  double sum = 0, sum_sq = 0;
  guint n = 0;

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        Pixel p = get_pixel (surface, x, y);
        double l = 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b;

        sum += l;
        sum_sq += l * l;
        n++;
      }
  return sqrt (MAX (sum_sq / n - (sum / n) * (sum / n), 0));
}

static gboolean
is_title_ink (Pixel pixel)
{
  /* The poster yellow of the Title word on the black band. */
  return pixel.a > 0.9 && pixel.r > 0.75 && pixel.g > 0.6 && pixel.b < 0.5;
}

static guint
count_title_ink (cairo_surface_t *surface,
                 int              card_px)
{
  double unit = card_px / DRIVE_IN_CARD_WIDTH_MM;
  guint n = 0;

  /* The band, between the stars at its ends. */
  for (int y = (int) (80.5 * unit); y < (int) (85.5 * unit); y++)
    for (int x = (int) (9 * unit); x < (int) (54 * unit); x++)
      if (is_title_ink (get_pixel (surface, x, y)))
        n++;
  return n;
}

static DriveInRelease *
load_starter (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  DriveInRelease *release = drive_in_library_load_starter_release (languages, &error);

  g_assert_no_error (error);
  g_assert_nonnull (release);
  return release;
}

static DriveInCard *
find_card_of_type (GListModel   *cards,
                   GrosCardType  type)
{
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (gros_card_get_type (card) == type)
        return g_steal_pointer (&card);
    }
  g_assert_not_reached ();
}

/* A card like @card with another art file (NULL: none) and Title word. */
static DriveInCard *
copy_card (DriveInCard   *card,
           GFile      *art,
           const char *title_word)
{
  GrosCardValues values = {
    .type = gros_card_get_type (card),
    .has_stat = gros_card_has_stat (card),
    .stat_variable = gros_card_is_stat_variable (card),
    .stat = gros_card_get_stat (card),
    .popcorn = gros_card_get_popcorn (card),
    .bucket = gros_card_has_bucket (card),
    .title_word = title_word,
  };
  DriveInCardInfo info = {
    .release = drive_in_card_get_release (card),
    .number = drive_in_card_get_number (card),
    .name = drive_in_card_get_name (card),
    .traits = drive_in_card_get_traits (card),
    .quote = drive_in_card_get_quote (card),
    .abilities = drive_in_card_get_abilities (card),
    .art = art,
    .pack = drive_in_card_get_pack (card),
  };

  return gros_card_new (&info, &values);
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

/* Every starter card: frame in its type colour, art with ink, a Title word in the band. */
static void
test_render_starter_cards (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  GListModel *cards = drive_in_release_get_cards (release);
  guint n_cards = g_list_model_get_n_items (cards);

  g_assert_cmpuint (n_cards, >=, 90);
  for (guint i = 0; i < n_cards; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      cairo_surface_t *surface = render (renderer, card, CARD_PX);
      double r, g, b;
      Pixel frame;

      g_test_message ("%s", drive_in_card_get_id (card));
      gros_card_face_get_type_color (gros_card_get_type (card), &r, &g, &b);
      /* The registry gives GROS cards their face, and its kind colour is the type's. */
      g_assert_true (drive_in_card_face_for_card (card) == &gros_card_face);
      drive_in_card_face_get_card_color (&gros_card_face, card, &frame.r, &frame.g, &frame.b);
      g_assert_cmpfloat (color_distance (frame, r, g, b), ==, 0);
      frame = get_pixel (surface, MM (2.5), MM (30));
      g_assert_cmpfloat (frame.a, >, 0.99);
      g_assert_cmpfloat (color_distance (frame, r, g, b), <, 0.02);
      /* Both side bands. */
      frame = get_pixel (surface, CARD_PX - 1 - MM (2.5), MM (45));
      g_assert_cmpfloat (color_distance (frame, r, g, b), <, 0.02);

      /* The stat badge, or the name plate where there is none. */
      frame = get_pixel (surface, MM (54.8), MM (2.9));
      if (gros_card_has_stat (card))
        g_assert_true (frame.r > 0.9 && frame.g > 0.7 && frame.b < 0.4);
      else
        g_assert_cmpfloat (frame.r + frame.g + frame.b, <, 0.45);

      g_assert_cmpfloat (luminance_spread (surface, MM (10), MM (20), MM (50), MM (48)), >, 0.03);
      if (gros_card_get_title_word (card) != NULL && *gros_card_get_title_word (card) != '\0')
        g_assert_cmpuint (count_title_ink (surface, CARD_PX), >, 20);

      cairo_surface_destroy (surface);
    }
}

/* The art window shows the art: the same card without it looks different there. */
static void
test_render_art_drawn (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_release_get_cards (release), 0);
  g_autoptr(DriveInCard) bare = copy_card (card, NULL, gros_card_get_title_word (card));
  cairo_surface_t *with_art, *without_art;
  guint differing = 0, total = 0;

  g_assert_nonnull (drive_in_card_get_art (card));
  with_art = render (renderer, card, CARD_PX);
  without_art = render (renderer, bare, CARD_PX);
  for (int y = MM (18); y < MM (50); y += 2)
    for (int x = MM (6); x < MM (57); x += 2)
      {
        if (color_distance (get_pixel (with_art, x, y), get_pixel (without_art, x, y).r,
                            get_pixel (without_art, x, y).g,
                            get_pixel (without_art, x, y).b) > 0.1)
          differing++;
        total++;
      }
  g_assert_cmpuint (differing, >, total / 3);
  /* Outside the art, the two are the same card. */
  g_assert_cmpfloat (color_distance (get_pixel (with_art, MM (30), MM (84)),
                                     get_pixel (without_art, MM (30), MM (84)).r,
                                     get_pixel (without_art, MM (30), MM (84)).g,
                                     get_pixel (without_art, MM (30), MM (84)).b), <, 0.01);
  cairo_surface_destroy (with_art);
  cairo_surface_destroy (without_art);
}

static void
test_render_types_differ (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  GListModel *cards = drive_in_release_get_cards (release);
  g_autoptr(DriveInCard) twist = find_card_of_type (cards, GROS_CARD_TYPE_PLOT_TWIST);
  g_autoptr(DriveInCard) location = find_card_of_type (cards, GROS_CARD_TYPE_LOCATION);
  cairo_surface_t *a = render (renderer, twist, CARD_PX);
  cairo_surface_t *b = render (renderer, location, CARD_PX);
  Pixel pa = get_pixel (a, MM (2.5), MM (30));
  Pixel pb = get_pixel (b, MM (2.5), MM (30));
  double r, g, bl;

  g_assert_cmpfloat (color_distance (pa, pb.r, pb.g, pb.b), >, 0.2);
  /* Purple has more blue than red or green; green more green than the others. */
  g_assert_cmpfloat (pa.b, >, pa.g);
  g_assert_cmpfloat (pb.g, >, pb.r);
  g_assert_cmpfloat (pb.g, >, pb.b);

  /* Every type has its own colour. */
  for (int i = 0; i < GROS_CARD_N_TYPES; i++)
    for (int j = i + 1; j < GROS_CARD_N_TYPES; j++)
      {
        Pixel ci;

        gros_card_face_get_type_color (i, &ci.r, &ci.g, &ci.b);
        gros_card_face_get_type_color (j, &r, &g, &bl);
        g_assert_cmpfloat (color_distance (ci, r, g, bl), >, 0.15);
      }
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

/* A "T" upside down has its bar at the bottom. */
static void
test_render_title_upside_down (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) model = g_list_model_get_item (drive_in_release_get_cards (release), 0);
  g_autoptr(DriveInCard) card = copy_card (model, NULL, "T");
  const int width = 630;
  cairo_surface_t *surface = render (renderer, card, width);
  double unit = width / DRIVE_IN_CARD_WIDTH_MM;
  int top = -1, bottom = -1, widest_row = -1, widest = 0;

  for (int y = (int) (80 * unit); y < (int) (86 * unit); y++)
    {
      int row = 0;

      for (int x = (int) (9 * unit); x < (int) (54 * unit); x++)
        if (is_title_ink (get_pixel (surface, x, y)))
          row++;
      if (row == 0)
        continue;
      if (top < 0)
        top = y;
      bottom = y;
      if (row > widest)
        {
          widest = row;
          widest_row = y;
        }
    }
  g_assert_cmpint (top, >=, 0);
  g_assert_cmpint (bottom - top, >, 10);
  g_test_message ("ink rows %d–%d, widest %d at %d", top, bottom, widest, widest_row);
  g_assert_cmpint (widest_row - top, >, (bottom - top) * 3 / 4);
  cairo_surface_destroy (surface);
}

static void
test_render_missing_art (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) model = g_list_model_get_item (drive_in_release_get_cards (release), 0);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/drive-in/art.svg");
  g_autofree char *garbage_path = g_build_filename (gros_test_get_data_home (), "garbage.jpeg",
                                                    NULL);
  g_autoptr(GFile) garbage = g_file_new_for_path (garbage_path);
  g_autoptr(DriveInCard) card = copy_card (model, missing, "Missing");
  g_autoptr(DriveInCard) card2 = NULL;
  cairo_surface_t *surface;

  surface = render (renderer, card, CARD_PX);
  /* The placeholder has ink too: the card is never left with a hole. */
  g_assert_cmpfloat (luminance_spread (surface, MM (10), MM (20), MM (50), MM (48)), >, 0.01);
  cairo_surface_destroy (surface);

  g_assert_true (g_file_set_contents (garbage_path, "\xff\xd8\xff not a jpeg", -1, NULL));
  card2 = copy_card (model, garbage, "Garbage");
  surface = render (renderer, card2, CARD_PX);
  g_assert_cmpfloat (luminance_spread (surface, MM (10), MM (20), MM (50), MM (48)), >, 0.01);
  cairo_surface_destroy (surface);
}

static char *
write_png (const char *name,
           int         width,
           int         height)
{
  char *path = g_build_filename (gros_test_get_data_home (), name, NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.2, 0.8, 0.3);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  return path;
}

static void
test_art_limits (void)
{
  g_autofree char *wide_path = write_png ("wide.png", DRIVE_IN_CARD_ART_MAX_PIXELS + 1, 2);
  g_autofree char *big_path = g_build_filename (gros_test_get_data_home (), "big.svg", NULL);
  g_autofree char *bad_svg_path = g_build_filename (gros_test_get_data_home (), "bad.svg", NULL);
  g_autofree char *big = NULL;
  g_autoptr(GFile) wide = g_file_new_for_path (wide_path);
  g_autoptr(GFile) big_file = g_file_new_for_path (big_path);
  g_autoptr(GFile) bad_svg = g_file_new_for_path (bad_svg_path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/art.png");
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInCardArt) art = NULL;
  gsize big_size = DRIVE_IN_CARD_ART_MAX_FILE_SIZE + 16;

  art = drive_in_card_art_load (wide, NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_null (art);
  g_assert_nonnull (strstr (error->message, "wide.png"));
  g_clear_error (&error);

  big = g_malloc (big_size);
  memset (big, ' ', big_size);
  memcpy (big, "<svg xmlns='http://www.w3.org/2000/svg'>", 40);
  g_assert_true (g_file_set_contents (big_path, big, big_size, NULL));
  art = drive_in_card_art_load (big_file, NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_null (art);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (bad_svg_path, "<svg <<", -1, NULL));
  art = drive_in_card_art_load (bad_svg, NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_clear_error (&error);

  art = drive_in_card_art_load (missing, NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO);
  g_clear_error (&error);
}

/* JPEG (official thumbnails) and PNG through gdk-pixbuf into cairo, cropped to cover. */
static void
test_art_raster (void)
{
  g_autofree char *jpeg_path = g_build_filename (gros_test_get_data_home (), "art.jpeg", NULL);
  g_autofree char *png_path = write_png ("art.png", 64, 64);
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 80, 60);
  g_autoptr(GFile) jpeg = g_file_new_for_path (jpeg_path);
  g_autoptr(GFile) png = g_file_new_for_path (png_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInCardArt) art = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;
  Pixel pixel;

  gdk_pixbuf_fill (pixbuf, 0xd02020ff);
  g_assert_true (gdk_pixbuf_save (pixbuf, jpeg_path, "jpeg", &error, NULL));
  g_assert_no_error (error);

  art = drive_in_card_art_load (jpeg, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (drive_in_card_art_is_vector (art));
  drive_in_card_art_get_size (art, &width, &height);
  g_assert_cmpfloat (width, ==, 80);
  g_assert_cmpfloat (height, ==, 60);

  /* Drawn into a tall rectangle: covered edge to edge, nothing outside it. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 100);
  cr = cairo_create (surface);
  drive_in_card_art_draw (art, cr, 10, 10, 40, 80);
  cairo_destroy (cr);
  pixel = get_pixel (surface, 12, 12);
  g_assert_cmpfloat (color_distance (pixel, 0xd0 / 255.0, 0x20 / 255.0, 0x20 / 255.0), <, 0.1);
  pixel = get_pixel (surface, 48, 88);
  g_assert_cmpfloat (pixel.a, >, 0.99);
  g_assert_cmpfloat (get_pixel (surface, 60, 50).a, ==, 0);
  g_assert_cmpfloat (get_pixel (surface, 30, 95).a, ==, 0);
  cairo_surface_destroy (surface);
  g_clear_object (&art);

  art = drive_in_card_art_load (png, NULL, &error);
  g_assert_no_error (error);
  drive_in_card_art_get_size (art, &width, &height);
  g_assert_cmpfloat (width, ==, 64);
  g_clear_object (&art);

  /* Large but allowed: kept at 1024 pixels on the longer side. */
  g_free (png_path);
  png_path = write_png ("large.png", 2048, 512);
  g_clear_object (&png);
  png = g_file_new_for_path (png_path);
  art = drive_in_card_art_load (png, NULL, &error);
  g_assert_no_error (error);
  drive_in_card_art_get_size (art, &width, &height);
  g_assert_cmpfloat (width, ==, 1024);
  g_assert_cmpfloat (height, ==, 256);
}

static void
test_render_surface_size (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_release_get_cards (release), 3);
  cairo_surface_t *surface;
  double sx, sy;

  surface = drive_in_card_renderer_render_surface (renderer, card, 126, 176, 2.0);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 252);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 352);
  cairo_surface_get_device_scale (surface, &sx, &sy);
  g_assert_cmpfloat (sx, ==, 2.0);
  /* Rounded corners are transparent; the middle is not. */
  g_assert_cmpfloat (get_pixel (surface, 0, 0).a, ==, 0);
  g_assert_cmpfloat (get_pixel (surface, 126, 176).a, >, 0.99);
  cairo_surface_destroy (surface);

  /* The back. */
  surface = drive_in_card_renderer_render_surface (renderer, NULL, 63, 88, 1.0);
  g_assert_cmpfloat (luminance_spread (surface, 5, 5, 58, 83), >, 0.05);
  cairo_surface_destroy (surface);
}

/* A square box: the card keeps its 63:88 shape, centred, the sides left empty. */
static void
test_render_aspect (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_release_get_cards (release), 0);
  cairo_surface_t *surface = drive_in_card_renderer_render_surface (renderer, card, 300, 300, 1.0);
  double card_width = 300 * DRIVE_IN_CARD_ASPECT;
  double left = (300 - card_width) / 2;

  g_assert_cmpfloat (get_pixel (surface, (int) left - 3, 150).a, ==, 0);
  g_assert_cmpfloat (get_pixel (surface, (int) (300 - left) + 3, 150).a, ==, 0);
  g_assert_cmpfloat (get_pixel (surface, (int) left + 5, 150).a, >, 0.99);
  g_assert_cmpfloat (get_pixel (surface, 150, 2).a, >, 0.99);
  cairo_surface_destroy (surface);
}

static void
test_render_art_cache (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  GListModel *cards = drive_in_release_get_cards (release);

  g_assert_cmpuint (drive_in_card_renderer_get_n_cached_art (renderer), ==, 0);
  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < 3; i++)
      {
        g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

        cairo_surface_destroy (render (renderer, card, 63));
      }
  g_assert_cmpuint (drive_in_card_renderer_get_n_cached_art (renderer), ==, 3);

  drive_in_card_renderer_set_art_cache_size (renderer, 2);
  g_assert_cmpuint (drive_in_card_renderer_get_n_cached_art (renderer), ==, 2);
  for (guint i = 3; i < 6; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      cairo_surface_destroy (render (renderer, card, 63));
    }
  g_assert_cmpuint (drive_in_card_renderer_get_n_cached_art (renderer), ==, 2);
  drive_in_card_renderer_clear_art_cache (renderer);
  g_assert_cmpuint (drive_in_card_renderer_get_n_cached_art (renderer), ==, 0);
}

/* Official-release art (JPEG thumbnails): read at run time, never copied. */
static void
test_render_shared_release (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GFile) folder = gros_test_get_shared_release ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *cards;

  if (folder == NULL)
    {
      g_test_skip ("the shared gros-dc release is not available");
      return;
    }
  release = drive_in_release_load (folder, languages, &error);
  g_assert_no_error (error);
  cards = drive_in_release_get_cards (release);
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      cairo_surface_t *surface = render (renderer, card, 126);

      if (drive_in_card_get_art (card) != NULL)
        g_assert_cmpfloat (luminance_spread (surface, 20, 40, 100, 90), >, 0.02);
      cairo_surface_destroy (surface);
    }
}

/* A card of a game without a face gets the grey stand-in, its name on the plate. */
static void
test_render_faceless_game (void)
{
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  DriveInCardInfo info = {
    .release = "other-test",
    .number = "1",
    .name = "Stranger",
    .game = "no-such-game",
    .kind = "thing",
  };
  g_autoptr(DriveInCard) card = drive_in_card_new (&info);
  cairo_surface_t *surface = render (renderer, card, CARD_PX);
  Pixel frame = get_pixel (surface, MM (2.5), MM (30));

  g_assert_cmpfloat (frame.a, >, 0.99);
  g_assert_cmpfloat (color_distance (frame, 0.45, 0.45, 0.47), <, 0.02);
  cairo_surface_destroy (surface);
}

/* Feeds @surface's pixels, row by row (the stride's padding left out), to @checksum. */
static void
checksum_surface (GChecksum       *checksum,
                  cairo_surface_t *surface)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);

  g_assert_cmpint (cairo_image_surface_get_format (surface), ==, CAIRO_FORMAT_ARGB32);
  for (int y = 0; y < height; y++)
    g_checksum_update (checksum, data + (gsize) y * stride, (gssize) width * 4);
}

/* GROS faces pixel for pixel: every starter card, each type with and without popcorn (a
 * few kernels and more than the banner shows), a bucket, a "*" stat, an Extra, plus the
 * unknown card and the back. The sums pin this machine's fonts (fonts-dejavu, Debian 12):
 * a deliberate change of the design updates them, any other change of a pixel fails. */
static void
test_render_gros_pixels (void)
{
  g_autoptr(DriveInRelease) release = load_starter ();
  g_autoptr(DriveInCardRenderer) renderer = drive_in_card_renderer_new ();
  GListModel *cards = drive_in_release_get_cards (release);
  g_autoptr(GChecksum) starter = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(GChecksum) variants = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(GChecksum) others = g_checksum_new (G_CHECKSUM_SHA256);
  const char * const traits[] = { "Alien", "Hero", NULL };
  cairo_surface_t *surface;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      surface = render (renderer, card, 126);
      checksum_surface (starter, surface);
      cairo_surface_destroy (surface);
    }

  for (int type = 0; type < GROS_CARD_N_TYPES; type++)
    for (int variant = 0; variant < 4; variant++)
      {
        GrosCardValues values = {
          .type = type,
          .is_extra = type == GROS_CARD_TYPE_CHARACTER && variant == 3,
          .has_stat = variant != 1,
          .stat_variable = variant == 2,
          .stat = 3 + variant,
          .popcorn = (int[]) { 0, 2, 9, 4 }[variant],
          .bucket = variant >= 2,
          .title_word = variant == 0 ? NULL : "Saucer",
        };
        DriveInCardInfo info = {
          .release = "gros-test",
          .number = "09-99",
          .name = "The Thing That Ate Cleveland",
          .traits = traits,
          .quote = variant == 1 ? NULL : "\"It came from the concession stand.\"",
          .abilities = variant == 2 ? NULL : "Gain 1 popcorn. Your opponent discards a card.",
        };
        g_autoptr(DriveInCard) card = gros_card_new (&info, &values);

        surface = render (renderer, card, 189);
        checksum_surface (variants, surface);
        cairo_surface_destroy (surface);
      }

  surface = drive_in_card_renderer_render_surface (renderer, NULL, 126, 176, 1.0);
  checksum_surface (others, surface);
  cairo_surface_destroy (surface);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 126, 176);
  {
    cairo_t *cr = cairo_create (surface);

    drive_in_card_renderer_draw_unknown (renderer, "gros-xx:01-01", cr, 126, 176);
    cairo_destroy (cr);
  }
  cairo_surface_flush (surface);
  checksum_surface (others, surface);
  cairo_surface_destroy (surface);

  g_assert_cmpstr (g_checksum_get_string (starter), ==, "7b4ffcafb438391062db688ee0e8fb13f03b27c97224a104952cb5f6ab6700d6");
  g_assert_cmpstr (g_checksum_get_string (variants), ==, "418d9d86cbb34617c9e0c949cd18b7ecece9be6cde7ab56b7169780d23a26a28");
  g_assert_cmpstr (g_checksum_get_string (others), ==, "e4068eb9a754e92bb7ecea4b52f6912de90f29a24c3bc621c6759d7e7fb6c52b");
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/render/starter-cards", test_render_starter_cards);
  g_test_add_func ("/drive-in/render/art-drawn", test_render_art_drawn);
  g_test_add_func ("/drive-in/render/types-differ", test_render_types_differ);
  g_test_add_func ("/drive-in/render/title-upside-down", test_render_title_upside_down);
  g_test_add_func ("/drive-in/render/missing-art", test_render_missing_art);
  g_test_add_func ("/drive-in/render/art-limits", test_art_limits);
  g_test_add_func ("/drive-in/render/art-raster", test_art_raster);
  g_test_add_func ("/drive-in/render/surface-size", test_render_surface_size);
  g_test_add_func ("/drive-in/render/aspect", test_render_aspect);
  g_test_add_func ("/drive-in/render/art-cache", test_render_art_cache);
  g_test_add_func ("/drive-in/render/shared-release", test_render_shared_release);
  g_test_add_func ("/drive-in/render/gros-pixels", test_render_gros_pixels);
  g_test_add_func ("/drive-in/render/faceless-game", test_render_faceless_game);

  return g_test_run ();
}
