/* test-card-detail.c: the card details' line under the name says what the card's game prints,
 * in the words of the game's card face (drive-in-card-face.h), for any game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-card-detail.h"
#include "drive-in-card-face.h"
#include "drive-in-test-util.h"
#include "gros-card.h"

static DriveInCatalog *catalog;

/* The line under the card's name: the label after the one showing @card's name. */
static const char *
facts_shown (GtkWidget   *detail,
             DriveInCard *card)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (detail, GTK_TYPE_LABEL);

  for (guint i = 0; i + 1 < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), drive_in_card_get_name (card)) == 0)
      return gtk_label_get_label (labels->pdata[i + 1]);
  return NULL;
}

static GtkWidget *
show_detail (GtkWidget **window)
{
  GtkWidget *detail = drive_in_card_detail_new ();

  *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (*window), detail);
  drive_in_card_detail_set_catalog (DRIVE_IN_CARD_DETAIL (detail), catalog);
  drive_in_test_show_window (GTK_WINDOW (*window));
  return detail;
}

/* A made-up game whose face words its facts its own way. */
#define MADE_UP_ID "made-up-face"

static const DriveInCardKindInfo made_up_kinds[] = { { "gadget", "Gadget", "Gadgets" } };
static const DriveInGameVariant made_up_variants[] = { { "plain", "Plain", 2, 4, NULL, FALSE } };
static const DriveInGameInfo made_up_info = {
  MADE_UP_ID, "Made-Up Face", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL, NULL,
};

static void
made_up_draw (DriveInCardRenderer *renderer,
              DriveInCard         *card,
              cairo_t             *cr,
              PangoContext        *context)
{
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
}

static char *
made_up_kind_text (DriveInCard *card)
{
  return g_strdup_printf ("%s (Spare)", drive_in_card_get_kind_label (card));
}

static char *
made_up_cost_text (int cost)
{
  return g_strdup_printf ("%d Bolts", cost);
}

static gboolean
made_up_has_marker (DriveInCard *card)
{
  return drive_in_card_get_attribute_int (card, "oil", 0) > 0;
}

static const DriveInCardFace made_up_face = {
  .game = MADE_UP_ID,
  .draw = made_up_draw,
  .cost_attribute = "bolts",
  .cost_label = "Bolts",
  .stat_attribute = "grip",
  .stat_label = "Grip",
  .marker_label = "Oil Can: never rusts",
  .has_marker = made_up_has_marker,
  .dup_kind_text = made_up_kind_text,
  .dup_cost_text = made_up_cost_text,
  .marker_name = "Oil Can",
};

static DriveInCard *
new_made_up_card (gboolean oil)
{
  const DriveInCardAttribute attributes[] = {
    { "bolts", 4, NULL }, { "grip", 2, NULL }, { "oil", oil ? 1 : 0, NULL },
  };
  DriveInCardInfo info = {
    .release = "made-up", .number = "001", .name = "Spanner", .game = MADE_UP_ID,
    .kind = "gadget", .kind_label = "Handy Gadget", .attributes = attributes,
    .n_attributes = G_N_ELEMENTS (attributes),
  };

  return drive_in_card_new (&info);
}

/* The face's own words for the kind, the cost and the mark show, with the stat its way. */
static void
test_face_words (void)
{
  g_autoptr(DriveInCard) oily = new_made_up_card (TRUE);
  g_autoptr(DriveInCard) dry = new_made_up_card (FALSE);
  GtkWidget *window;
  GtkWidget *detail = show_detail (&window);

  drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), oily);
  drive_in_test_iterate (20);
  g_assert_cmpstr (facts_shown (detail, oily), ==,
                   "Handy Gadget (Spare) · Grip 2 · 4 Bolts · Oil Can");
  drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), dry);
  drive_in_test_iterate (20);
  g_assert_cmpstr (facts_shown (detail, dry), ==, "Handy Gadget (Spare) · Grip 2 · 4 Bolts");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A GROS Extra with a "*" stat, popcorn and a bucket, as GROS has always worded it. */
static void
test_gros_words (void)
{
  GrosCardValues values = {
    .type = GROS_CARD_TYPE_CHARACTER, .is_extra = TRUE, .has_stat = TRUE,
    .stat_variable = TRUE, .popcorn = 3, .bucket = TRUE,
  };
  DriveInCardInfo info = {
    .release = "made-up", .number = "01-99", .name = "Ghoul Understudy",
  };
  g_autoptr(DriveInCard) extra = gros_card_new (&info, &values);
  g_autoptr(DriveInCard) plain = NULL;
  GtkWidget *window;
  GtkWidget *detail = show_detail (&window);

  drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), extra);
  drive_in_test_iterate (20);
  g_assert_cmpstr (facts_shown (detail, extra), ==,
                   "Character (Extra) · Defense * · 3 Popcorn · Popcorn Bucket");
  values.is_extra = FALSE;
  values.stat_variable = FALSE;
  values.stat = 4;
  values.popcorn = 0;
  values.bucket = FALSE;
  plain = gros_card_new (&info, &values);
  drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), plain);
  drive_in_test_iterate (20);
  g_assert_cmpstr (facts_shown (detail, plain), ==, "Character · Defense 4");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether a label of @detail shows @text. */
static gboolean
shows_label (GtkWidget  *detail,
             const char *text)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (detail, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (labels->pdata[i])
        && g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

/* GROS's Title word shows through GROS's face; a card of another game that happens to have
 * a "title-word" or "popcorn" attribute is not taken for a GROS card. */
static void
test_title_word_is_gros (void)
{
  const DriveInCardAttribute attributes[] = {
    { "bolts", 4, NULL }, { "popcorn", 3, NULL }, { "title-word", 0, "Moth" },
  };
  GrosCardValues values = { .type = GROS_CARD_TYPE_PROP, .title_word = "Moth" };
  DriveInCardInfo info = {
    .release = "made-up", .number = "01-98", .name = "Moth Lamp",
  };
  g_autoptr(DriveInCard) gros = gros_card_new (&info, &values);
  g_autoptr(DriveInCard) other = NULL;
  GtkWidget *window;
  GtkWidget *detail = show_detail (&window);

  drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), gros);
  drive_in_test_iterate (20);
  g_assert_true (shows_label (detail, "Title word: Moth"));

  info = (DriveInCardInfo) {
    .release = "made-up", .number = "002", .name = "Moth Spanner", .game = MADE_UP_ID,
    .kind = "gadget", .attributes = attributes, .n_attributes = G_N_ELEMENTS (attributes),
  };
  other = drive_in_card_new (&info);
  drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), other);
  drive_in_test_iterate (20);
  g_assert_false (shows_label (detail, "Title word: Moth"));
  g_assert_null (strstr (facts_shown (detail, other), "Popcorn"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every card of every built-in game: the line is its face's facts, and a GROS card's reads
 * as GROS always wrote it (type, Extra, stat or "*", popcorn, bucket). */
static void
test_every_card (void)
{
  GtkWidget *window;
  GtkWidget *detail = show_detail (&window);
  guint n_gros = 0, n_other = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      const DriveInCardFace *face = drive_in_card_face_for_card (card);
      g_autofree char *facts = drive_in_card_face_dup_facts (face, card);

      drive_in_card_detail_set_card (DRIVE_IN_CARD_DETAIL (detail), card);
      g_assert_cmpstr (facts_shown (detail, card), ==, facts);
      if (g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID))
        {
          GrosCardType type = gros_card_get_type (card);
          const char *stat_label = gros_card_type_get_stat_label (type);

          n_gros++;
          g_assert_true (g_str_has_prefix (facts, gros_card_type_get_label (type)));
          g_assert_cmpint (strstr (facts, " (Extra)") != NULL, ==, gros_card_is_extra (card));
          if (stat_label != NULL && gros_card_has_stat (card))
            {
              g_autofree char *stat = gros_card_is_stat_variable (card)
                                      ? g_strdup_printf (" · %s *", stat_label)
                                      : g_strdup_printf (" · %s %d", stat_label,
                                                         gros_card_get_stat (card));

              g_assert_nonnull (strstr (facts, stat));
            }
          if (gros_card_get_popcorn (card) > 0)
            {
              g_autofree char *popcorn = g_strdup_printf (" · %d Popcorn",
                                                          gros_card_get_popcorn (card));

              g_assert_nonnull (strstr (facts, popcorn));
            }
          g_assert_cmpint (g_str_has_suffix (facts, " · Popcorn Bucket"), ==,
                           gros_card_has_bucket (card));
        }
      else
        n_other++;
    }
  g_assert_cmpuint (n_gros, >, 0);
  g_assert_cmpuint (n_other, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, release);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  g_assert_true (drive_in_game_info_register (&made_up_info));
  g_assert_true (drive_in_card_face_register (&made_up_face));

  g_test_add_func ("/drive-in/card-detail/face-words", test_face_words);
  g_test_add_func ("/drive-in/card-detail/gros-words", test_gros_words);
  g_test_add_func ("/drive-in/card-detail/every-card", test_every_card);
  g_test_add_func ("/drive-in/card-detail/title-word-is-gros", test_title_word_is_gros);
  status = drive_in_test_run ();
  g_object_unref (catalog);
  return status;
}
