/* gros-print-title-sheet.c: the printed sheet of one game: Movie Title, Title words, Ratings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "gros-print-title-sheet.h"
#include "drive-in-render-text.h"
#include "gros-format.h"

#define MARGIN 42.0
/* Heights of the fixed parts under the facts, so the table rows get the rest. */
#define HEADING_HEIGHT        28.0
#define WORDS_HEADER_HEIGHT   20.0
#define RATINGS_HEADER_HEIGHT 30.0
#define SECTION_GAP           24.0
#define NOTE_HEIGHT           26.0

typedef struct
{
  char    *name;
  gboolean has_ratings;
  int      total_defense;
  guint    title_word_cards;
  int      banked_points;
} Seat;

struct _GrosPrintTitleSheet
{
  GObject       parent_instance;

  char         *title;
  GrosFormatId  format;
  char        **words;
  GPtrArray    *word_cards; /* of DriveInCard or NULL, one per word */
  GDateTime    *date;
  GArray       *seats;      /* of Seat */
};

static void gros_print_title_sheet_document_init (DriveInPrintDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GrosPrintTitleSheet, gros_print_title_sheet, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_PRINT_DOCUMENT,
                                                      gros_print_title_sheet_document_init))

static void
seat_clear (gpointer data)
{
  Seat *seat = data;

  g_free (seat->name);
}

/* Words without a card hold NULL. */
static void
unref_if_set (gpointer data)
{
  if (data != NULL)
    g_object_unref (data);
}

static void
gros_print_title_sheet_finalize (GObject *object)
{
  GrosPrintTitleSheet *self = GROS_PRINT_TITLE_SHEET (object);

  g_free (self->title);
  g_strfreev (self->words);
  g_ptr_array_unref (self->word_cards);
  g_clear_pointer (&self->date, g_date_time_unref);
  g_array_unref (self->seats);

  G_OBJECT_CLASS (gros_print_title_sheet_parent_class)->finalize (object);
}

static void
gros_print_title_sheet_class_init (GrosPrintTitleSheetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gros_print_title_sheet_finalize;
}

static void
gros_print_title_sheet_init (GrosPrintTitleSheet *self)
{
  self->word_cards = g_ptr_array_new_with_free_func (unref_if_set);
  self->seats = g_array_new (FALSE, TRUE, sizeof (Seat));
  g_array_set_clear_func (self->seats, seat_clear);
}

/* ------------------------------------------------------------------------------------ */
/* Drawing                                                                              */

static PangoFontDescription *
font (const char *families,
      PangoWeight weight,
      double      size)
{
  return drive_in_render_font_new (families, weight, PANGO_STYLE_NORMAL, size);
}

/* A grey rule to write on. */
static void
write_in_line (cairo_t *cr,
               double   x,
               double   y,
               double   width)
{
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.6);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + width, y);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static double
section_heading (cairo_t      *cr,
                 PangoContext *context,
                 const char   *text,
                 double        x,
                 double        y,
                 double        width)
{
  g_autoptr(PangoFontDescription) desc = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 13);
  double height;

  cairo_set_source_rgb (cr, 0, 0, 0);
  height = drive_in_render_text (cr, context, text, desc, x, y, width, PANGO_ALIGN_LEFT, 1);
  cairo_set_line_width (cr, 1.2);
  cairo_move_to (cr, x, y + height + 3);
  cairo_line_to (cr, x + width, y + height + 3);
  cairo_stroke (cr);
  return HEADING_HEIGHT;
}

/* One table row: cell borders, and each text vertically centred (NULL: left blank). */
static void
table_row (cairo_t                    *cr,
           PangoContext               *context,
           const PangoFontDescription *desc,
           double                      x,
           double                      y,
           const double               *widths,
           const char * const         *texts,
           const PangoAlignment       *alignments,
           guint                       n_cells,
           double                      height,
           gboolean                    shaded)
{
  double cell_x = x;

  for (guint i = 0; i < n_cells; i++)
    {
      if (shaded)
        {
          cairo_set_source_rgb (cr, 0.90, 0.90, 0.90);
          cairo_rectangle (cr, cell_x, y, widths[i], height);
          cairo_fill (cr);
        }
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.75);
      cairo_rectangle (cr, cell_x, y, widths[i], height);
      cairo_stroke (cr);

      if (texts[i] != NULL && *texts[i] != '\0')
        {
          g_autoptr(PangoLayout) layout = NULL;
          double size = pango_font_description_get_size (desc) / (double) PANGO_SCALE;
          double text_height;

          /* Short rows (many seats) get smaller text, on one line. */
          layout = drive_in_render_layout_new (context, texts[i], desc, widths[i] - 10,
                                           alignments[i]);
          drive_in_render_fit_layout (layout, MIN (size, height * 0.6), MIN (size, height * 0.6) * 0.8,
                                  widths[i] - 10, height - 2, height >= 2.6 * size ? 2 : 1);
          drive_in_render_layout_get_size (layout, NULL, &text_height);
          drive_in_render_show_layout (cr, layout, cell_x + 5, y + (height - text_height) / 2);
        }
      cell_x += widths[i];
    }
}

static double
draw_title_box (GrosPrintTitleSheet *self,
                cairo_t             *cr,
                PangoContext        *context,
                double               x,
                double               y,
                double               width)
{
  g_autoptr(PangoFontDescription) small = NULL;
  g_autoptr(PangoFontDescription) display = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  double box_height = 140, kicker_height;

  small = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 9);
  cairo_set_source_rgb (cr, 0, 0, 0);
  /* TRANSLATORS: the line above the Movie Title on the printed Title sheet */
  kicker_height = drive_in_render_text (cr, context, _("NOW SHOWING"), small, x, y, width,
                                    PANGO_ALIGN_CENTER, 1);
  y += kicker_height + 6;

  /* A marquee: double rule, the Title as large as it fits. */
  cairo_set_line_width (cr, 2.5);
  cairo_rectangle (cr, x, y, width, box_height);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.75);
  cairo_rectangle (cr, x + 5, y + 5, width - 10, box_height - 10);
  cairo_stroke (cr);

  if (self->title != NULL)
    {
      display = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD,
                                      PANGO_STYLE_NORMAL, 60);
      pango_font_description_set_stretch (display, PANGO_STRETCH_CONDENSED);
      layout = drive_in_render_layout_new (context, self->title, display, width - 40,
                                       PANGO_ALIGN_CENTER);
      drive_in_render_fit_layout (layout, 60, 16, width - 40, box_height - 24, 3);
      {
        PangoRectangle logical;

        pango_layout_get_extents (layout, NULL, &logical);
        drive_in_render_show_layout (cr, layout, x + 20,
                                 y + (box_height - (double) logical.height / PANGO_SCALE) / 2);
      }
    }
  else
    {
      g_autoptr(PangoFontDescription) label = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                                    8);

      write_in_line (cr, x + 30, y + box_height - 40, width - 60);
      cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
      drive_in_render_text (cr, context, _("Movie Title"), label, x + 30, y + box_height - 36,
                        width - 60, PANGO_ALIGN_CENTER, 1);
    }
  return kicker_height + 6 + box_height;
}

/* "Format: …", "Date: …", "Players: …"; blank lines where nothing is known. */
static double
draw_facts (GrosPrintTitleSheet *self,
            cairo_t             *cr,
            PangoContext        *context,
            double               x,
            double               y,
            double               width)
{
  g_autoptr(PangoFontDescription) label_font = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                                     10);
  g_autoptr(PangoFontDescription) value_font = font (DRIVE_IN_RENDER_FONT_SANS,
                                                     PANGO_WEIGHT_NORMAL, 10);
  g_autoptr(PangoFontDescription) note_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS,
                                                                    PANGO_WEIGHT_NORMAL,
                                                                    PANGO_STYLE_ITALIC, 8.5);
  const GrosFormat *format = gros_format_get (self->format);
  g_autofree char *date = NULL;
  g_autoptr(GString) players = g_string_new (NULL);
  double label_width = 62, value_x = x + label_width, value_width = width - label_width;
  double start = y, height;

  for (guint i = 0; i < self->seats->len; i++)
    {
      const Seat *seat = &g_array_index (self->seats, Seat, i);

      if (players->len > 0)
        g_string_append (players, ", ");
      g_string_append (players, seat->name);
    }
  if (self->date != NULL)
    /* TRANSLATORS: the date on the printed Title sheet, a g_date_time_format() string */
    date = g_date_time_format (self->date, C_("title sheet date", "%-d %B %Y"));

  cairo_set_source_rgb (cr, 0, 0, 0);
  drive_in_render_text (cr, context, _("Format:"), label_font, x, y, label_width, PANGO_ALIGN_LEFT, 1);
  height = drive_in_render_text (cr, context, gros_format_get_label (format), value_font, value_x, y,
                             value_width, PANGO_ALIGN_LEFT, 1);
  y += height + 1;
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  y += drive_in_render_text (cr, context, gros_format_get_summary (format), note_font, value_x, y,
                         value_width, PANGO_ALIGN_LEFT, 2) + 7;

  cairo_set_source_rgb (cr, 0, 0, 0);
  drive_in_render_text (cr, context, _("Date:"), label_font, x, y, label_width, PANGO_ALIGN_LEFT, 1);
  if (date != NULL)
    drive_in_render_text (cr, context, date, value_font, value_x, y, value_width, PANGO_ALIGN_LEFT,
                      1);
  else
    write_in_line (cr, value_x, y + height, MIN (value_width, 180));
  y += height + 8;

  drive_in_render_text (cr, context, _("Players:"), label_font, x, y, label_width, PANGO_ALIGN_LEFT,
                    1);
  if (players->len > 0)
    y += drive_in_render_text (cr, context, players->str, value_font, value_x, y, value_width,
                           PANGO_ALIGN_LEFT, 3);
  else
    {
      write_in_line (cr, value_x, y + height, value_width);
      y += height;
    }
  return y - start;
}

static double
draw_words (GrosPrintTitleSheet *self,
            cairo_t             *cr,
            PangoContext        *context,
            double               x,
            double               y,
            double               width,
            double               row_height)
{
  g_autoptr(PangoFontDescription) header_font = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                                      9.5);
  g_autoptr(PangoFontDescription) cell_font = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                                    11);
  const GrosFormat *format = gros_format_get (self->format);
  double widths[3] = { 28, (width - 28) * 0.38, (width - 28) * 0.62 };
  const PangoAlignment alignments[3] = { PANGO_ALIGN_CENTER, PANGO_ALIGN_LEFT, PANGO_ALIGN_LEFT };
  const char *header[3] = { "#", _("Title word"), _("Card it came from") };
  guint n_words = g_strv_length (self->words);
  guint n_rows = n_words > 0 ? n_words : MAX (format->title_cards_revealed, 4);
  double start = y;

  y += section_heading (cr, context, _("Title Words"), x, y, width);
  table_row (cr, context, header_font, x, y, widths, header, alignments, 3,
             WORDS_HEADER_HEIGHT, TRUE);
  y += WORDS_HEADER_HEIGHT;
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      DriveInCard *card = i < self->word_cards->len ? g_ptr_array_index (self->word_cards, i) : NULL;
      const char *cells[3] = { number, i < n_words ? self->words[i] : NULL,
                               card != NULL ? drive_in_card_get_name (card) : NULL };

      table_row (cr, context, cell_font, x, y, widths, cells, alignments, 3, row_height, FALSE);
      y += row_height;
    }
  return y - start;
}

static double
draw_ratings (GrosPrintTitleSheet *self,
              cairo_t             *cr,
              PangoContext        *context,
              double               x,
              double               y,
              double               width,
              double               row_height)
{
  g_autoptr(PangoFontDescription) header_font = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                                      9.5);
  g_autoptr(PangoFontDescription) cell_font = font (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                                    12);
  g_autoptr(PangoFontDescription) note_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS,
                                                                    PANGO_WEIGHT_NORMAL,
                                                                    PANGO_STYLE_ITALIC, 8.5);
  const GrosFormat *format = gros_format_get (self->format);
  guint points = format->title_word_points;
  double player_width = width * 0.30, figure_width = (width - player_width) / 4;
  double widths[5] = { player_width, figure_width, figure_width, figure_width, figure_width };
  const PangoAlignment alignments[5] = { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_CENTER,
                                         PANGO_ALIGN_CENTER, PANGO_ALIGN_CENTER };
  g_autofree char *title_header = NULL;
  g_autofree char *note = NULL;
  const char *header[5];
  guint n_rows = self->seats->len > 0 ? self->seats->len : GROS_PRINT_TITLE_SHEET_DEFAULT_SEATS;
  double start = y;

  /* TRANSLATORS: Ratings column: the cards bearing Title words, %u points each */
  title_header = g_strdup_printf (_("Title-word cards × %u"), points);
  header[0] = _("Player");
  header[1] = _("Total Defense");
  header[2] = title_header;
  header[3] = _("Banked points");
  header[4] = _("Total");

  y += section_heading (cr, context, _("Ratings"), x, y, width);
  table_row (cr, context, header_font, x, y, widths, header, alignments, 5,
             RATINGS_HEADER_HEIGHT, TRUE);
  y += RATINGS_HEADER_HEIGHT;
  for (guint i = 0; i < n_rows; i++)
    {
      const Seat *seat = i < self->seats->len ? &g_array_index (self->seats, Seat, i) : NULL;
      g_autofree char *defense = NULL;
      g_autofree char *title_cards = NULL;
      g_autofree char *banked = NULL;
      g_autofree char *total = NULL;
      const char *cells[5];

      if (seat != NULL && seat->has_ratings)
        {
          defense = g_strdup_printf ("%d", seat->total_defense);
          title_cards = g_strdup_printf ("%u × %u = %u", seat->title_word_cards, points,
                                         seat->title_word_cards * points);
          banked = g_strdup_printf ("%d", seat->banked_points);
          total = g_strdup_printf ("%d", seat->total_defense
                                           + (int) (seat->title_word_cards * points)
                                           + seat->banked_points);
        }
      cells[0] = seat != NULL ? seat->name : NULL;
      cells[1] = defense;
      cells[2] = title_cards;
      cells[3] = banked;
      cells[4] = total;
      table_row (cr, context, cell_font, x, y, widths, cells, alignments, 5, row_height, FALSE);
      y += row_height;
    }

  /* The total column is the one that decides the game: frame it heavier. */
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 2);
  cairo_rectangle (cr, x + width - figure_width, y - n_rows * row_height - RATINGS_HEADER_HEIGHT,
                   figure_width, n_rows * row_height + RATINGS_HEADER_HEIGHT);
  cairo_stroke (cr);

  /* TRANSLATORS: how a Ratings total is worked out; %u is the points per Title-word card */
  note = g_strdup_printf (_("Total = Total Defense + %u per card bearing a Title word + banked "
                            "Plot Twist points."), points);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  y += 5 + drive_in_render_text (cr, context, note, note_font, x, y + 5, width, PANGO_ALIGN_LEFT, 2);
  return y - start;
}

static void
draw_page (DriveInPrintDocument *document,
           cairo_t           *cr,
           guint              page,
           double             page_width,
           double             page_height)
{
  GrosPrintTitleSheet *self = GROS_PRINT_TITLE_SHEET (document);
  g_autoptr(PangoFontDescription) footer_font = NULL;
  PangoContext *context;
  double x = MARGIN, y = MARGIN, width = page_width - 2 * MARGIN;
  double footer_y = page_height - MARGIN + 14;
  guint n_words = g_strv_length (self->words);
  guint n_word_rows, n_seat_rows;
  double available, row_height, words_row_height;

  if (page > 0)
    return;

  context = drive_in_render_text_context_new (cr);
  y += draw_title_box (self, cr, context, x, y, width) + 18;
  y += draw_facts (self, cr, context, x, y, width) + 22;

  /* Rows shrink when many words or seats must share the page: what is left once the
   * headings, the header rows, the gap, the note and the footer have their room. */
  n_word_rows = n_words > 0 ? n_words : MAX (gros_format_get (self->format)->title_cards_revealed,
                                             4);
  n_seat_rows = self->seats->len > 0 ? self->seats->len : GROS_PRINT_TITLE_SHEET_DEFAULT_SEATS;
  available = footer_y - 16 - y - 2 * HEADING_HEIGHT - WORDS_HEADER_HEIGHT
              - RATINGS_HEADER_HEIGHT - SECTION_GAP - NOTE_HEIGHT;
  row_height = MIN (28.0, available / (n_word_rows * 0.8 + n_seat_rows));
  words_row_height = MIN (22.0, row_height * 0.8);

  y += draw_words (self, cr, context, x, y, width, words_row_height) + SECTION_GAP;
  draw_ratings (self, cr, context, x, y, width, row_height);

  footer_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                      PANGO_STYLE_NORMAL, 7.5);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  drive_in_render_text (cr, context, _("Printed by Drive-In"), footer_font, x, footer_y - 10, width,
                    PANGO_ALIGN_CENTER, 1);
  g_object_unref (context);
}

static guint
get_n_pages (DriveInPrintDocument *document,
             double             page_width,
             double             page_height)
{
  return 1;
}

static char *
dup_title (DriveInPrintDocument *document)
{
  GrosPrintTitleSheet *self = GROS_PRINT_TITLE_SHEET (document);

  return g_strdup (self->title != NULL ? self->title : _("Title Sheet"));
}

static void
gros_print_title_sheet_document_init (DriveInPrintDocumentInterface *iface)
{
  iface->get_n_pages = get_n_pages;
  iface->draw_page = draw_page;
  iface->dup_title = dup_title;
}

/* ------------------------------------------------------------------------------------ */
/* Public API                                                                           */

GrosPrintTitleSheet *
gros_print_title_sheet_new (const char   *title,
                            GrosFormatId  format)
{
  g_autofree char *stripped = title != NULL ? g_strstrip (g_strdup (title)) : NULL;
  GrosPrintTitleSheet *self;

  g_return_val_if_fail (format < GROS_FORMAT_N_IDS, NULL);

  self = g_object_new (GROS_TYPE_PRINT_TITLE_SHEET, NULL);
  if (stripped != NULL && *stripped != '\0')
    self->title = g_steal_pointer (&stripped);
  self->format = format;
  self->words = self->title != NULL ? gros_format_dup_title_words (self->title)
                                    : g_new0 (char *, 1);
  return self;
}

const char *
gros_print_title_sheet_get_title (GrosPrintTitleSheet *self)
{
  g_return_val_if_fail (GROS_IS_PRINT_TITLE_SHEET (self), NULL);

  return self->title;
}

const char * const *
gros_print_title_sheet_get_words (GrosPrintTitleSheet *self)
{
  g_return_val_if_fail (GROS_IS_PRINT_TITLE_SHEET (self), NULL);

  return (const char * const *) self->words;
}

void
gros_print_title_sheet_set_word_card (GrosPrintTitleSheet *self,
                                      guint                index,
                                      DriveInCard            *card)
{
  g_return_if_fail (GROS_IS_PRINT_TITLE_SHEET (self));
  g_return_if_fail (card == NULL || DRIVE_IN_IS_CARD (card));
  g_return_if_fail (index < g_strv_length (self->words));

  if (self->word_cards->len <= index)
    g_ptr_array_set_size (self->word_cards, index + 1);
  g_clear_object (&g_ptr_array_index (self->word_cards, index));
  if (card != NULL)
    g_ptr_array_index (self->word_cards, index) = g_object_ref (card);
}

DriveInCard *
gros_print_title_sheet_get_word_card (GrosPrintTitleSheet *self,
                                      guint                index)
{
  g_return_val_if_fail (GROS_IS_PRINT_TITLE_SHEET (self), NULL);

  return index < self->word_cards->len ? g_ptr_array_index (self->word_cards, index) : NULL;
}

void
gros_print_title_sheet_set_date (GrosPrintTitleSheet *self,
                                 GDateTime           *date)
{
  g_return_if_fail (GROS_IS_PRINT_TITLE_SHEET (self));

  g_clear_pointer (&self->date, g_date_time_unref);
  if (date != NULL)
    self->date = g_date_time_ref (date);
}

guint
gros_print_title_sheet_add_player (GrosPrintTitleSheet *self,
                                   const char          *name)
{
  Seat seat = { 0 };

  g_return_val_if_fail (GROS_IS_PRINT_TITLE_SHEET (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  seat.name = g_strdup (name);
  g_array_append_val (self->seats, seat);
  return self->seats->len - 1;
}

guint
gros_print_title_sheet_get_n_players (GrosPrintTitleSheet *self)
{
  g_return_val_if_fail (GROS_IS_PRINT_TITLE_SHEET (self), 0);

  return self->seats->len;
}

void
gros_print_title_sheet_set_ratings (GrosPrintTitleSheet *self,
                                    guint                seat,
                                    int                  total_defense,
                                    guint                title_word_cards,
                                    int                  banked_points)
{
  Seat *s;

  g_return_if_fail (GROS_IS_PRINT_TITLE_SHEET (self));
  g_return_if_fail (seat < self->seats->len);

  s = &g_array_index (self->seats, Seat, seat);
  s->has_ratings = TRUE;
  s->total_defense = total_defense;
  s->title_word_cards = title_word_cards;
  s->banked_points = banked_points;
}
