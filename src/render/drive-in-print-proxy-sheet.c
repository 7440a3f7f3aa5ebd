/* drive-in-print-proxy-sheet.c: a deck's cards at true size (63 × 88 mm), with cut marks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "drive-in-print-proxy-sheet.h"
#include "drive-in-render-text.h"

#define CARD_WIDTH   DRIVE_IN_MM_TO_POINTS (DRIVE_IN_CARD_WIDTH_MM)
#define CARD_HEIGHT  DRIVE_IN_MM_TO_POINTS (DRIVE_IN_CARD_HEIGHT_MM)
#define MIN_MARGIN   DRIVE_IN_MM_TO_POINTS (DRIVE_IN_PRINT_PROXY_SHEET_MIN_MARGIN_MM)
/* Cut marks start this far from the grid and are this long (at most). */
#define MARK_GAP     DRIVE_IN_MM_TO_POINTS (1.5)
#define MARK_LENGTH  DRIVE_IN_MM_TO_POINTS (5.0)

typedef struct
{
  char     *card_id;
  DriveInCard *card; /* NULL when unknown */
} Slot;

struct _DriveInPrintProxySheet
{
  GObject           parent_instance;

  char             *deck_name;
  GArray           *slots; /* of Slot */
  DriveInCardRenderer *renderer;
};

static void drive_in_print_proxy_sheet_document_init (DriveInPrintDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInPrintProxySheet, drive_in_print_proxy_sheet, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_PRINT_DOCUMENT,
                                                      drive_in_print_proxy_sheet_document_init))

static void
slot_clear (gpointer data)
{
  Slot *slot = data;

  g_free (slot->card_id);
  g_clear_object (&slot->card);
}

static void
drive_in_print_proxy_sheet_finalize (GObject *object)
{
  DriveInPrintProxySheet *self = DRIVE_IN_PRINT_PROXY_SHEET (object);

  g_free (self->deck_name);
  g_array_unref (self->slots);
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (drive_in_print_proxy_sheet_parent_class)->finalize (object);
}

static void
drive_in_print_proxy_sheet_class_init (DriveInPrintProxySheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_print_proxy_sheet_finalize;
}

static void
drive_in_print_proxy_sheet_init (DriveInPrintProxySheet *self)
{
  self->slots = g_array_new (FALSE, TRUE, sizeof (Slot));
  g_array_set_clear_func (self->slots, slot_clear);
}

void
drive_in_print_proxy_sheet_get_grid (DriveInPrintProxySheet *self,
                                 double               page_width,
                                 double               page_height,
                                 guint               *columns,
                                 guint               *rows)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_PROXY_SHEET (self));

  /* A page too small for one card still prints one, cropped, rather than nothing. */
  if (columns != NULL)
    *columns = MAX (1, (guint) floor ((page_width - 2 * MIN_MARGIN) / CARD_WIDTH));
  if (rows != NULL)
    *rows = MAX (1, (guint) floor ((page_height - 2 * MIN_MARGIN) / CARD_HEIGHT));
}

static guint
get_n_pages (DriveInPrintDocument *document,
             double             page_width,
             double             page_height)
{
  DriveInPrintProxySheet *self = DRIVE_IN_PRINT_PROXY_SHEET (document);
  guint columns, rows;

  drive_in_print_proxy_sheet_get_grid (self, page_width, page_height, &columns, &rows);
  return MAX (1, (self->slots->len + columns * rows - 1) / (columns * rows));
}

/* Short marks in the margin on the lines a cutter follows, clear of the cards. */
static void
draw_cut_marks (cairo_t *cr,
                double   left,
                double   top,
                guint    columns,
                guint    rows,
                double   page_width,
                double   page_height)
{
  double right = left + columns * CARD_WIDTH;
  double bottom = top + rows * CARD_HEIGHT;
  double edge = DRIVE_IN_MM_TO_POINTS (1.0);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.5);
  for (guint i = 0; i <= columns; i++)
    {
      double x = left + i * CARD_WIDTH;
      double length = MIN (MARK_LENGTH, top - MARK_GAP - edge);

      if (length <= 0)
        continue;
      cairo_move_to (cr, x, top - MARK_GAP);
      cairo_line_to (cr, x, top - MARK_GAP - length);
      cairo_move_to (cr, x, bottom + MARK_GAP);
      cairo_line_to (cr, x, bottom + MARK_GAP + MIN (length, page_height - bottom - MARK_GAP
                                                               - edge));
    }
  for (guint j = 0; j <= rows; j++)
    {
      double y = top + j * CARD_HEIGHT;
      double length = MIN (MARK_LENGTH, left - MARK_GAP - edge);

      if (length <= 0)
        continue;
      cairo_move_to (cr, left - MARK_GAP, y);
      cairo_line_to (cr, left - MARK_GAP - length, y);
      cairo_move_to (cr, right + MARK_GAP, y);
      cairo_line_to (cr, right + MARK_GAP + MIN (length, page_width - right - MARK_GAP - edge),
                     y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_page (DriveInPrintDocument *document,
           cairo_t           *cr,
           guint              page,
           double             page_width,
           double             page_height)
{
  DriveInPrintProxySheet *self = DRIVE_IN_PRINT_PROXY_SHEET (document);
  guint columns, rows, per_page, first;
  double left, top;

  drive_in_print_proxy_sheet_get_grid (self, page_width, page_height, &columns, &rows);
  per_page = columns * rows;
  first = page * per_page;
  left = (page_width - columns * CARD_WIDTH) / 2;
  top = (page_height - rows * CARD_HEIGHT) / 2;

  for (guint i = 0; i < per_page && first + i < self->slots->len; i++)
    {
      const Slot *slot = &g_array_index (self->slots, Slot, first + i);

      cairo_save (cr);
      cairo_translate (cr, left + (i % columns) * CARD_WIDTH, top + (i / columns) * CARD_HEIGHT);
      if (slot->card != NULL)
        drive_in_card_renderer_draw (self->renderer, slot->card, cr, CARD_WIDTH, CARD_HEIGHT);
      else
        drive_in_card_renderer_draw_unknown (self->renderer, slot->card_id, cr, CARD_WIDTH,
                                         CARD_HEIGHT);
      cairo_restore (cr);
    }
  /* Marks around the cards there are: a short last page has a smaller grid. */
  {
    guint n_here = MIN (per_page, self->slots->len - MIN (first, self->slots->len));
    guint used_rows = MAX (1, (n_here + columns - 1) / columns);
    guint used_columns = used_rows > 1 ? columns : MAX (n_here, 1);

    draw_cut_marks (cr, left, top, used_columns, used_rows, page_width, page_height);
  }

  /* A page number where the margin has room, between the marks. */
  if (page_height - (top + rows * CARD_HEIGHT) >= DRIVE_IN_MM_TO_POINTS (5.0))
    {
      g_autoptr(PangoFontDescription) desc = NULL;
      g_autofree char *text = NULL;
      PangoContext *context = drive_in_render_text_context_new (cr);
      guint n_pages = get_n_pages (document, page_width, page_height);

      desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                   PANGO_STYLE_NORMAL, 6.5);
      text = g_strdup_printf ("%s — %u/%u", self->deck_name, page + 1, n_pages);
      cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
      /* Under the middle of the page, no wider than a card: clear of the marks. */
      drive_in_render_text (cr, context, text, desc, (page_width - CARD_WIDTH) / 2 + 6,
                        page_height - DRIVE_IN_MM_TO_POINTS (3.0) - 8, CARD_WIDTH - 12,
                        PANGO_ALIGN_CENTER, 1);
      g_object_unref (context);
    }
}

static char *
dup_title (DriveInPrintDocument *document)
{
  /* TRANSLATORS: the title of a printed proxy sheet; %s is the deck name */
  return g_strdup_printf (_("%s (proxies)"), DRIVE_IN_PRINT_PROXY_SHEET (document)->deck_name);
}

static void
drive_in_print_proxy_sheet_document_init (DriveInPrintDocumentInterface *iface)
{
  iface->get_n_pages = get_n_pages;
  iface->draw_page = draw_page;
  iface->dup_title = dup_title;
}

static void
add_slot (DriveInPrintProxySheet *self,
          DriveInDeckEntry       *entry,
          DriveInCatalog         *catalog)
{
  DriveInCard *card = drive_in_deck_entry_get_card (entry);
  Slot slot = { 0 };

  slot.card_id = g_strdup (drive_in_deck_entry_get_card_id (entry));
  if (card == NULL && catalog != NULL)
    card = drive_in_catalog_lookup (catalog, slot.card_id);
  slot.card = card != NULL ? g_object_ref (card) : NULL;
  g_array_append_val (self->slots, slot);
}

DriveInPrintProxySheet *
drive_in_print_proxy_sheet_new (DriveInDeck         *deck,
                            DriveInCatalog      *catalog,
                            DriveInCardRenderer *renderer)
{
  DriveInPrintProxySheet *self;
  const char *name;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (renderer == NULL || DRIVE_IN_IS_CARD_RENDERER (renderer), NULL);

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);

  self = g_object_new (DRIVE_IN_TYPE_PRINT_PROXY_SHEET, NULL);
  name = drive_in_deck_get_name (deck);
  self->deck_name = g_strdup (name != NULL && *name != '\0' ? name : _("Untitled deck"));
  self->renderer = renderer != NULL ? g_object_ref (renderer) : drive_in_card_renderer_new ();

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    add_slot (self, drive_in_deck_get_entry (deck, i), catalog);
  /* Then the side deck's cards (decks of the games that have one). */
  for (guint i = 0; i < g_list_model_get_n_items (drive_in_deck_get_side (deck)); i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (drive_in_deck_get_side (deck), i);

      add_slot (self, entry, catalog);
    }
  return self;
}

guint
drive_in_print_proxy_sheet_get_n_cards (DriveInPrintProxySheet *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_PROXY_SHEET (self), 0);

  return self->slots->len;
}
