/* gruff-print-tracker-sheet.c: a Gruff deck's tracker sheet: the shepherd's Life and Crazy and
 * each gruff's Mean, Weird and Fat as sliders on paper. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-render-text.h"
#include "gruff-deck-rules.h"
#include "gruff-print-tracker-sheet.h"

#define MM(mm)        DRIVE_IN_MM_TO_POINTS (mm)
#define MARGIN        MM (12)
#define PANEL_GAP     MM (5)
#define TEXT_COLUMN   MM (52)
#define TRACK_LABEL   MM (16)
#define BOX_HEIGHT    MM (7)
/* The sliders' ranges, as the rules keep them (src/rules/gruff/gruff-game.h). */
#define STAT_MAX      10
#define CRAZY_MAX     30

struct _GruffPrintTrackerSheet
{
  GObject    parent_instance;

  char      *deck_name;
  GPtrArray *cards;  /* the shepherd first, then the gruffs */
};

static void gruff_print_tracker_sheet_document_init (DriveInPrintDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GruffPrintTrackerSheet, gruff_print_tracker_sheet, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_PRINT_DOCUMENT,
                                                      gruff_print_tracker_sheet_document_init))

static void
gruff_print_tracker_sheet_finalize (GObject *object)
{
  GruffPrintTrackerSheet *self = GRUFF_PRINT_TRACKER_SHEET (object);

  g_free (self->deck_name);
  g_ptr_array_unref (self->cards);

  G_OBJECT_CLASS (gruff_print_tracker_sheet_parent_class)->finalize (object);
}

static void
gruff_print_tracker_sheet_class_init (GruffPrintTrackerSheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gruff_print_tracker_sheet_finalize;
}

static void
gruff_print_tracker_sheet_init (GruffPrintTrackerSheet *self)
{
  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
}

static guint
get_n_pages (DriveInPrintDocument *document,
             double             page_width,
             double             page_height)
{
  return 1;
}

/* A slider on paper: @label, then boxes numbered 0 to @maximum, the printed @start filled
 * in; @mark > 0 draws a white bar before box @mark (a shepherd's Threshold). */
static void
draw_track (cairo_t      *cr,
            PangoContext *context,
            const char   *label,
            int           maximum,
            int           start,
            int           mark,
            double        red,
            double        green,
            double        blue,
            double        x,
            double        y,
            double        width)
{
  g_autoptr(PangoFontDescription) label_font =
    drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 9);
  g_autoptr(PangoFontDescription) number_font = NULL;
  double box = (width - TRACK_LABEL) / (maximum + 1);

  number_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                      PANGO_STYLE_NORMAL, MIN (8, box * 0.55));
  cairo_set_source_rgb (cr, red * 0.7, green * 0.7, blue * 0.7);
  drive_in_render_text (cr, context, label, label_font, x, y + BOX_HEIGHT / 2 - 6, TRACK_LABEL,
                    PANGO_ALIGN_LEFT, 1);
  for (int v = 0; v <= maximum; v++)
    {
      double bx = x + TRACK_LABEL + v * box;
      g_autofree char *number = g_strdup_printf ("%d", v);

      cairo_rectangle (cr, bx, y, box, BOX_HEIGHT);
      if (v == start)
        cairo_set_source_rgb (cr, red, green, blue);
      else if (v < start)
        cairo_set_source_rgba (cr, red, green, blue, 0.18);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_set_line_width (cr, 0.6);
      cairo_stroke (cr);
      if (v == start)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
      drive_in_render_text (cr, context, number, number_font, bx, y + BOX_HEIGHT / 2 - box * 0.3,
                        box, PANGO_ALIGN_CENTER, 1);
    }
  if (mark > 0 && mark <= maximum)
    {
      double mx = x + TRACK_LABEL + mark * box;

      cairo_rectangle (cr, mx - 1.6, y - MM (1.5), 3.2, BOX_HEIGHT + MM (3));
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.8);
      cairo_stroke (cr);
    }
}

static void
draw_panel (cairo_t      *cr,
            PangoContext *context,
            DriveInCard     *card,
            double        x,
            double        y,
            double        width,
            double        height)
{
  g_autoptr(PangoFontDescription) name_font =
    drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 14);
  g_autoptr(PangoFontDescription) kind_font =
    drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 8);
  g_autoptr(PangoFontDescription) text_font =
    drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL, 8);
  const char *kind = drive_in_card_get_kind_label (card);
  double track_x = x + TEXT_COLUMN + MM (4), track_w = width - TEXT_COLUMN - MM (8);
  double ty = y + MM (4);

  drive_in_render_rounded_rectangle (cr, x, y, width, height, MM (3));
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, 0, 0, 0);
  ty += drive_in_render_text (cr, context, drive_in_card_get_name (card), name_font, x + MM (4), ty,
                          TEXT_COLUMN - MM (4), PANGO_ALIGN_LEFT, 2);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  ty += drive_in_render_text (cr, context, kind != NULL ? kind : drive_in_game_info_card_kind_label (card),
                          kind_font, x + MM (4), ty + MM (1), TEXT_COLUMN - MM (4),
                          PANGO_ALIGN_LEFT, 1) + MM (2);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  drive_in_render_text (cr, context, drive_in_card_get_abilities (card), text_font, x + MM (4), ty,
                    TEXT_COLUMN - MM (4), PANGO_ALIGN_LEFT, 6);

  if (gruff_card_is_shepherd (card))
    {
      int life = drive_in_card_get_attribute_int (card, "life", 0);
      double gap = (height - 2 * BOX_HEIGHT) / 3;

      draw_track (cr, context, _("Life"), life, life,
                  drive_in_card_get_attribute_int (card, "threshold", 0), 0.78, 0.26, 0.23,
                  track_x, y + gap, track_w);
      draw_track (cr, context, _("Crazy"), CRAZY_MAX, drive_in_card_get_attribute_int (card, "crazy", 0),
                  0, 0.49, 0.22, 0.64, track_x, y + 2 * gap + BOX_HEIGHT, track_w);
    }
  else
    {
      double gap = (height - 3 * BOX_HEIGHT) / 4;

      draw_track (cr, context, _("Mean"), STAT_MAX, drive_in_card_get_attribute_int (card, "mean", 0),
                  0, 0.78, 0.26, 0.23, track_x, y + gap, track_w);
      draw_track (cr, context, _("Weird"), STAT_MAX,
                  drive_in_card_get_attribute_int (card, "weird", 0), 0, 0.56, 0.31, 0.72, track_x,
                  y + 2 * gap + BOX_HEIGHT, track_w);
      draw_track (cr, context, _("Fat"), STAT_MAX, drive_in_card_get_attribute_int (card, "fat", 0),
                  0, 0.25, 0.60, 0.29, track_x, y + 3 * gap + 2 * BOX_HEIGHT, track_w);
    }
}

static void
draw_page (DriveInPrintDocument *document,
           cairo_t           *cr,
           guint              page,
           double             page_width,
           double             page_height)
{
  GruffPrintTrackerSheet *self = GRUFF_PRINT_TRACKER_SHEET (document);
  PangoContext *context = drive_in_render_text_context_new (cr);
  g_autoptr(PangoFontDescription) title_font =
    drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 16);
  g_autoptr(PangoFontDescription) note_font =
    drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC, 8);
  double width = page_width - 2 * MARGIN, y = MARGIN, panel_h;
  guint n = MAX (self->cards->len, 4);

  cairo_set_source_rgb (cr, 0, 0, 0);
  /* Translators: the tracker sheet's title: "Pasture Test — Tracker". */
  {
    g_autofree char *title = g_strdup_printf (_("%s — Tracker"), self->deck_name);

    y += drive_in_render_text (cr, context, title, title_font, MARGIN, y, width, PANGO_ALIGN_LEFT, 1);
  }
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  y += drive_in_render_text (cr, context,
                         _("Slide a coin or a clip along each track as the game goes; the filled "
                           "box is the printed value. The white bar on the Life track is the "
                           "Threshold."),
                         note_font, MARGIN, y + MM (1), width, PANGO_ALIGN_LEFT, 2) + MM (4);
  if (self->cards->len == 0)
    {
      cairo_set_source_rgb (cr, 0, 0, 0);
      drive_in_render_text (cr, context, _("This deck has no shepherd and no gruff to track."),
                        title_font, MARGIN, y, width, PANGO_ALIGN_LEFT, 2);
      g_object_unref (context);
      return;
    }
  panel_h = (page_height - MARGIN - y - (n - 1) * PANEL_GAP) / n;
  for (guint i = 0; i < self->cards->len; i++)
    draw_panel (cr, context, self->cards->pdata[i], MARGIN, y + i * (panel_h + PANEL_GAP), width,
                panel_h);
  g_object_unref (context);
}

static char *
dup_title (DriveInPrintDocument *document)
{
  GruffPrintTrackerSheet *self = GRUFF_PRINT_TRACKER_SHEET (document);

  return g_strdup_printf (_("%s — Tracker"), self->deck_name);
}

static void
gruff_print_tracker_sheet_document_init (DriveInPrintDocumentInterface *iface)
{
  iface->get_n_pages = get_n_pages;
  iface->draw_page = draw_page;
  iface->dup_title = dup_title;
}

GruffPrintTrackerSheet *
gruff_print_tracker_sheet_new (DriveInDeck    *deck,
                               DriveInCatalog *catalog)
{
  GruffPrintTrackerSheet *self;
  const char *name;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  self = g_object_new (GRUFF_TYPE_PRINT_TRACKER_SHEET, NULL);
  name = drive_in_deck_get_name (deck);
  self->deck_name = g_strdup (name != NULL && *name != '\0' ? name : _("Untitled deck"));
  /* The shepherd first, then the gruffs in deck order. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
      {
        const char *id = drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, i));
        DriveInCard *card = catalog != NULL ? drive_in_catalog_lookup (catalog, id) : NULL;

        if (card != NULL && (pass == 0 ? gruff_card_is_shepherd (card)
                                       : gruff_card_is_gruff (card)))
          g_ptr_array_add (self->cards, g_object_ref (card));
      }
  return self;
}

GPtrArray *
gruff_print_tracker_sheet_get_cards (GruffPrintTrackerSheet *self)
{
  g_return_val_if_fail (GRUFF_IS_PRINT_TRACKER_SHEET (self), NULL);

  return self->cards;
}
