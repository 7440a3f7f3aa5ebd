/* drive-in-print-card-list.c: a deck's card list on paper, grouped by type, with its validation. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "drive-in-card-face.h"
#include "drive-in-card-renderer.h"
#include "drive-in-deck-advice.h"
#include "drive-in-deck-problem.h"
#include "drive-in-print-card-list-private.h"
#include "drive-in-render-text.h"

#define MARGIN       40.0
#define N_COLUMNS    DRIVE_IN_PRINT_CARD_LIST_N_COLUMNS
#define CELL_PAD     4.0
#define HEADER_SIZE  15.0
#define TEXT_SIZE    8.5
#define FOOTER_SPACE 18.0

/* Column widths as parts of the text width, for a game without a list of its own (whose stat
 * column has a long name, "Power", and whose notes column holds a Groo card's dice and
 * strengths in words, so it is the wider one). */
static const double other_game_parts[N_COLUMNS] = { 0.07, 0.27, 0.07, 0.085, 0.13, 0.22, 0.155 };
/* Games that print no single stat (Gruff: Mean, Weird and Fat): the notes take its room. */
static const double no_stat_parts[N_COLUMNS] = { 0.07, 0.25, 0.06, 0.01, 0.16, 0.32, 0.13 };

typedef enum
{
  ROW_GROUP,   /* "Characters (21)", kept with the next row */
  ROW_CARD,    /* one card (all its copies) */
  ROW_SECTION, /* "Summary", kept with the next row */
  ROW_COUNT,   /* a type and its count (and the recommended count) */
  ROW_TEXT,    /* a wrapped paragraph */
} RowKind;

typedef struct
{
  RowKind kind;
  gboolean has_color;          /* ROW_GROUP: its kind's colour */
  double  red, green, blue;
  gboolean bold;
  char   *cells[N_COLUMNS];    /* ROW_CARD; ROW_GROUP/SECTION/TEXT use cells[0];
                                * ROW_COUNT uses cells[0..2] */
} Row;

struct _DriveInPrintCardList
{
  GObject  parent_instance;

  char    *deck_name;
  char    *format_label;
  char    *titles[N_COLUMNS]; /* the column headers */
  double   parts[N_COLUMNS];  /* the column widths */
  GArray  *rows;         /* of Row */

  /* Pagination for the last page size asked about. */
  double   laid_width;
  double   laid_height;
  GArray  *page_starts;  /* of guint: first row of each page */
  GArray  *row_heights;  /* of double */
};

static void drive_in_print_card_list_document_init (DriveInPrintDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInPrintCardList, drive_in_print_card_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_PRINT_DOCUMENT,
                                                      drive_in_print_card_list_document_init))

static void
row_clear (gpointer data)
{
  Row *row = data;

  for (guint i = 0; i < N_COLUMNS; i++)
    g_free (row->cells[i]);
}

static void
drive_in_print_card_list_finalize (GObject *object)
{
  DriveInPrintCardList *self = DRIVE_IN_PRINT_CARD_LIST (object);

  g_free (self->deck_name);
  g_free (self->format_label);
  for (guint i = 0; i < N_COLUMNS; i++)
    g_free (self->titles[i]);
  g_array_unref (self->rows);
  g_array_unref (self->page_starts);
  g_array_unref (self->row_heights);

  G_OBJECT_CLASS (drive_in_print_card_list_parent_class)->finalize (object);
}

static void
drive_in_print_card_list_class_init (DriveInPrintCardListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_print_card_list_finalize;
}

static void
drive_in_print_card_list_init (DriveInPrintCardList *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  self->page_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  self->row_heights = g_array_new (FALSE, FALSE, sizeof (double));
}

/* ------------------------------------------------------------------------------------ */
/* Snapshot                                                                             */

static Row *
append_row (DriveInPrintCardList *self,
            RowKind            kind,
            const char        *first_cell)
{
  Row row = { 0 };

  row.kind = kind;
  row.cells[0] = g_strdup (first_cell);
  g_array_append_val (self->rows, row);
  return &g_array_index (self->rows, Row, self->rows->len - 1);
}

typedef struct
{
  const char *card_id;
  DriveInCard   *card;  /* NULL when unknown */
  guint       count;
} Line;

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  const Line *line_a = a, *line_b = b;

  return strcmp (line_a->card_id, line_b->card_id);
}

/* What a game's own list lays out (drive-in-print-card-list-private.h). */

void
drive_in_print_card_list_set_columns (DriveInPrintCardList *self,
                                      const char * const   *titles,
                                      const double         *parts)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));
  g_return_if_fail (titles != NULL && parts != NULL);

  for (guint i = 0; i < N_COLUMNS; i++)
    {
      g_free (self->titles[i]);
      self->titles[i] = g_strdup (titles[i]);
      self->parts[i] = parts[i];
    }
}

void
drive_in_print_card_list_set_format_label (DriveInPrintCardList *self,
                                           const char           *label)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));

  g_free (self->format_label);
  self->format_label = g_strdup (label);
}

const char *
drive_in_print_card_list_get_format_label (DriveInPrintCardList *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self), NULL);

  return self->format_label;
}

void
drive_in_print_card_list_add_group (DriveInPrintCardList *self,
                                    const char           *label,
                                    const double         *rgb)
{
  Row *row;

  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));

  row = append_row (self, ROW_GROUP, label);
  if (rgb != NULL)
    {
      row->has_color = TRUE;
      row->red = rgb[0];
      row->green = rgb[1];
      row->blue = rgb[2];
    }
}

void
drive_in_print_card_list_add_card (DriveInPrintCardList *self,
                                   const char * const   *cells)
{
  Row *row;

  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));
  g_return_if_fail (cells != NULL);

  row = append_row (self, ROW_CARD, cells[0]);
  for (guint i = 1; i < N_COLUMNS; i++)
    row->cells[i] = g_strdup (cells[i]);
}

void
drive_in_print_card_list_add_section (DriveInPrintCardList *self,
                                      const char           *label)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));

  append_row (self, ROW_SECTION, label);
}

void
drive_in_print_card_list_add_count (DriveInPrintCardList *self,
                                    const char           *label,
                                    const char           *figure,
                                    const char           *second_figure,
                                    gboolean              bold)
{
  Row *row;

  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));

  row = append_row (self, ROW_COUNT, label);
  row->cells[1] = g_strdup (figure);
  row->cells[2] = g_strdup (second_figure);
  row->bold = bold;
}

void
drive_in_print_card_list_add_text (DriveInPrintCardList *self,
                                   const char           *text,
                                   gboolean              bold)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));

  append_row (self, ROW_TEXT, text)->bold = bold;
}

void
drive_in_print_card_list_add_validation (DriveInPrintCardList *self,
                                         DriveInDeck          *deck,
                                         DriveInCatalog       *catalog)
{
  g_autoptr(GListModel) problems = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (self));
  g_return_if_fail (DRIVE_IN_IS_DECK (deck));

  problems = drive_in_deck_validate (deck, catalog);
  if (g_list_model_get_n_items (problems) == 0)
    {
      text = g_strdup_printf (_("Validation: legal in %s."), self->format_label);
      append_row (self, ROW_TEXT, text)->bold = TRUE;
      g_clear_pointer (&text, g_free);
    }
  else
    {
      guint n = g_list_model_get_n_items (problems);

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Validation: not legal in %s, %u problem:",
                                           "Validation: not legal in %s, %u problems:", n),
                              self->format_label, n);
      append_row (self, ROW_TEXT, text)->bold = TRUE;
      g_clear_pointer (&text, g_free);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

          text = g_strdup_printf ("•  %s", drive_in_deck_problem_get_message (problem));
          append_row (self, ROW_TEXT, text);
          g_clear_pointer (&text, g_free);
        }
    }
}

/* A card of a game without a list of its own: number, copies and name, its printed cost and
 * stat, its type as printed, what else it prints (a Goal, the Epic mark), its release. */
static void
append_card_row (DriveInPrintCardList  *self,
                            DriveInCatalog        *catalog,
                            const DriveInCardFace *face,
                            const Line         *line)
{
  Row *row = append_row (self, ROW_CARD, NULL);
  DriveInCard *card = line->card;
  g_autofree char *name = NULL;
  DriveInRelease *release;
  int value;

  if (card == NULL)
    {
      row->cells[0] = g_strdup (line->card_id);
      name = g_strdup (_("Not in any loaded release"));
    }
  else
    {
      row->cells[0] = g_strdup (drive_in_card_get_number (card));
      name = g_strdup (drive_in_card_get_name (card));
      row->cells[2] = face != NULL && drive_in_card_face_get_cost (face, card, &value)
                      ? g_strdup_printf ("%d", value) : g_strdup ("–");
      if (face != NULL && drive_in_card_face_get_stat (face, card, &value))
        row->cells[3] = g_strdup_printf ("%d", value);
      else if (face == NULL || face->stat_label != NULL)
        row->cells[3] = g_strdup ("–");
      row->cells[4] = g_strdup (drive_in_card_get_kind_label (card) != NULL
                                ? drive_in_card_get_kind_label (card)
                                : drive_in_game_info_card_kind_label (card));
      row->cells[5] = face != NULL ? drive_in_card_face_dup_notes (face, card) : NULL;
      release = catalog != NULL ? drive_in_catalog_lookup_release (catalog,
                                                               drive_in_card_get_release (card))
                                : NULL;
      row->cells[6] = g_strdup (release != NULL ? drive_in_release_get_short_name (release)
                                                : drive_in_card_get_release (card));
    }
  row->cells[1] = line->count > 1 ? g_strdup_printf ("%u × %s", line->count, name)
                                  : g_steal_pointer (&name);
}

/* The entries of @entries (DriveInDeckEntry) as lines, one per card with its copies. */
static GArray *
collect_lines (GListModel  *entries,
               DriveInCatalog *catalog)
{
  g_autoptr(GHashTable) lines_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (Line));

  for (guint i = 0; i < g_list_model_get_n_items (entries); i++)
    {
      /* The deck holds its entries: a borrowed id outlives this function's use of it. */
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (entries, i);
      const char *card_id = drive_in_deck_entry_get_card_id (entry);
      DriveInCard *card = drive_in_deck_entry_get_card (entry);
      gpointer index;

      if (card == NULL && catalog != NULL)
        card = drive_in_catalog_lookup (catalog, card_id);
      if (g_hash_table_lookup_extended (lines_by_id, card_id, NULL, &index))
        {
          g_array_index (lines, Line, GPOINTER_TO_UINT (index)).count++;
        }
      else
        {
          Line line = { card_id, card, 1 };

          g_array_append_val (lines, line);
          g_hash_table_insert (lines_by_id, (gpointer) card_id, GUINT_TO_POINTER (lines->len - 1));
        }
    }
  g_array_sort (lines, compare_lines);
  return lines;
}

static guint
count_copies (GArray     *lines,
              const char *kind)
{
  guint n = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const Line *line = &g_array_index (lines, Line, i);

      if (kind == NULL ? line->card == NULL
                       : line->card != NULL && g_str_equal (drive_in_card_get_kind (line->card), kind))
        n += line->count;
    }
  return n;
}

/* A deck of a game without a list of its own: its cards grouped by the game's kinds, the side
 * deck, the count of each kind, the variant and what the game's deck rules say of it. */
static void
build_rows (DriveInPrintCardList *self,
                       DriveInDeck          *deck,
                       DriveInCatalog       *catalog)
{
  const DriveInGameInfo *game = drive_in_game_info_lookup (drive_in_deck_get_game (deck));
  const DriveInCardFace *face = drive_in_card_face_lookup (drive_in_deck_get_game (deck));
  g_autoptr(GArray) lines = collect_lines (G_LIST_MODEL (deck), catalog);
  g_autoptr(GArray) side = collect_lines (drive_in_deck_get_side (deck), catalog);
  g_autofree char *text = NULL;
  guint n_unknown = count_copies (lines, NULL);

  for (guint k = 0; k < game->n_kinds; k++)
    {
      guint n = count_copies (lines, game->kinds[k].id);
      Row *group;

      if (n == 0)
        continue;
      /* TRANSLATORS: a group heading of the printed card list: "Characters (21)" */
      text = g_strdup_printf (_("%s (%u)"), drive_in_game_info_kind_plural (&game->kinds[k]), n);
      group = append_row (self, ROW_GROUP, text);
      g_clear_pointer (&text, g_free);
      if (face != NULL && face->get_kind_color != NULL)
        group->has_color = face->get_kind_color (game->kinds[k].id, &group->red, &group->green,
                                                 &group->blue);
      for (guint i = 0; i < lines->len; i++)
        {
          const Line *line = &g_array_index (lines, Line, i);

          if (line->card != NULL && g_str_equal (drive_in_card_get_kind (line->card),
                                                 game->kinds[k].id))
            append_card_row (self, catalog, face, line);
        }
    }
  if (n_unknown > 0)
    {
      text = g_strdup_printf (_("%s (%u)"), _("Unknown cards"), n_unknown);
      append_row (self, ROW_GROUP, text);
      g_clear_pointer (&text, g_free);
      for (guint i = 0; i < lines->len; i++)
        if (g_array_index (lines, Line, i).card == NULL)
          append_card_row (self, catalog, face, &g_array_index (lines, Line, i));
    }
  if (side->len > 0)
    {
      text = g_strdup_printf (_("%s (%u)"), _("Side deck"),
                              g_list_model_get_n_items (drive_in_deck_get_side (deck)));
      append_row (self, ROW_GROUP, text);
      g_clear_pointer (&text, g_free);
      for (guint i = 0; i < side->len; i++)
        append_card_row (self, catalog, face, &g_array_index (side, Line, i));
    }

  append_row (self, ROW_SECTION, _("Summary"));
  {
    Row *row = append_row (self, ROW_COUNT, _("Type"));

    row->cells[1] = g_strdup (_("Cards"));
    row->bold = TRUE;
  }
  for (guint k = 0; k < game->n_kinds; k++)
    {
      Row *row = append_row (self, ROW_COUNT, drive_in_game_info_kind_plural (&game->kinds[k]));

      row->cells[1] = g_strdup_printf ("%u", count_copies (lines, game->kinds[k].id));
    }
  if (n_unknown > 0)
    {
      Row *row = append_row (self, ROW_COUNT, _("Unknown cards"));

      row->cells[1] = g_strdup_printf ("%u", n_unknown);
    }
  {
    Row *row = append_row (self, ROW_COUNT, _("Total"));

    row->cells[1] = g_strdup_printf ("%u", drive_in_deck_get_n_cards (deck));
    row->bold = TRUE;
  }

  /* TRANSLATORS: the variant a deck is built for: "Variant: Rumble" */
  text = g_strdup_printf (_("Variant: %s"), self->format_label);
  append_row (self, ROW_TEXT, text)->bold = TRUE;
  g_clear_pointer (&text, g_free);

  drive_in_print_card_list_add_validation (self, deck, catalog);
}

/* ------------------------------------------------------------------------------------ */
/* Layout                                                                               */

typedef struct
{
  PangoFontDescription *header;
  PangoFontDescription *column;
  PangoFontDescription *cell;
  PangoFontDescription *cell_bold;
  PangoFontDescription *group;
  PangoFontDescription *footer;
} Fonts;

static void
fonts_init (Fonts *fonts)
{
  fonts->header = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                        PANGO_STYLE_NORMAL, HEADER_SIZE);
  fonts->column = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                        PANGO_STYLE_NORMAL, TEXT_SIZE);
  fonts->cell = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                      PANGO_STYLE_NORMAL, TEXT_SIZE);
  fonts->cell_bold = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                           PANGO_STYLE_NORMAL, TEXT_SIZE);
  fonts->group = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                       PANGO_STYLE_NORMAL, 11);
  fonts->footer = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                        PANGO_STYLE_NORMAL, 7.5);
}

static void
fonts_clear (Fonts *fonts)
{
  pango_font_description_free (fonts->header);
  pango_font_description_free (fonts->column);
  pango_font_description_free (fonts->cell);
  pango_font_description_free (fonts->cell_bold);
  pango_font_description_free (fonts->group);
  pango_font_description_free (fonts->footer);
}

static void
column_widths (const double *parts,
               double        text_width,
               double       *widths)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    widths[i] = text_width * parts[i];
}

/* The page header's height: deck name, rule, column headers. */
static double
page_header_height (void)
{
  return HEADER_SIZE * 1.4 + 8 + TEXT_SIZE * 1.3 + 2 * CELL_PAD + 4;
}

/* Draws (cr != NULL) or measures a row; returns its height. */
static double
draw_row (const double *parts,
          cairo_t      *cr,
          PangoContext *context,
          const Fonts  *fonts,
          const Row    *row,
          double        x,
          double        y,
          double        width,
          gboolean      shaded)
{
  double widths[N_COLUMNS];
  double height = 0;

  column_widths (parts, width, widths);
  switch (row->kind)
    {
    case ROW_CARD:
      {
        double cell_x = x;

        for (guint i = 0; i < N_COLUMNS; i++)
          height = MAX (height, drive_in_render_text (NULL, context, row->cells[i], fonts->cell, 0,
                                                  0, widths[i] - 2 * CELL_PAD, PANGO_ALIGN_LEFT,
                                                  2));
        height += 2 * CELL_PAD - 2;
        if (cr == NULL)
          return height;
        if (shaded)
          {
            cairo_set_source_rgb (cr, 0.94, 0.94, 0.94);
            cairo_rectangle (cr, x, y, width, height);
            cairo_fill (cr);
          }
        cairo_set_source_rgb (cr, 0, 0, 0);
        for (guint i = 0; i < N_COLUMNS; i++)
          {
            gboolean numeric = i == 2 || i == 3;

            drive_in_render_text (cr, context, row->cells[i], fonts->cell, cell_x + CELL_PAD,
                              y + CELL_PAD - 1, widths[i] - 2 * CELL_PAD,
                              numeric ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT, 2);
            cell_x += widths[i];
          }
        return height;
      }

    case ROW_GROUP:
    case ROW_SECTION:
      {
        double swatch = row->kind == ROW_GROUP && row->has_color ? 12 : 0;

        height = drive_in_render_text (NULL, context, row->cells[0], fonts->group, 0, 0,
                                   width - swatch - 6, PANGO_ALIGN_LEFT, 1);
        if (cr != NULL)
          {
            double top = y + 9;

            if (swatch > 0)
              {
                cairo_set_source_rgb (cr, row->red, row->green, row->blue);
                cairo_rectangle (cr, x, top + (height - swatch) / 2, swatch, swatch);
                cairo_fill_preserve (cr);
                cairo_set_source_rgb (cr, 0, 0, 0);
                cairo_set_line_width (cr, 0.5);
                cairo_stroke (cr);
              }
            cairo_set_source_rgb (cr, 0, 0, 0);
            drive_in_render_text (cr, context, row->cells[0], fonts->group,
                              x + swatch + (swatch > 0 ? 6 : 0), top, width - swatch - 6,
                              PANGO_ALIGN_LEFT, 1);
            cairo_set_line_width (cr, 0.75);
            cairo_move_to (cr, x, top + height + 2);
            cairo_line_to (cr, x + width, top + height + 2);
            cairo_stroke (cr);
          }
        return height + 9 + 4;
      }

    case ROW_COUNT:
      {
        const PangoFontDescription *desc = row->bold ? fonts->cell_bold : fonts->cell;
        double label_width = MIN (width * 0.3, 160), figure_width = 80;

        height = drive_in_render_text (NULL, context, row->cells[0], desc, 0, 0, label_width,
                                   PANGO_ALIGN_LEFT, 1) + 3;
        if (cr != NULL)
          {
            cairo_set_source_rgb (cr, 0, 0, 0);
            drive_in_render_text (cr, context, row->cells[0], desc, x, y + 1.5, label_width,
                              PANGO_ALIGN_LEFT, 1);
            for (guint i = 1; i < 3; i++)
              drive_in_render_text (cr, context, row->cells[i], desc,
                                x + label_width + (i - 1) * figure_width, y + 1.5, figure_width,
                                PANGO_ALIGN_RIGHT, 1);
          }
        return height;
      }

    case ROW_TEXT:
    default:
      {
        const PangoFontDescription *desc = row->bold ? fonts->cell_bold : fonts->cell;

        height = drive_in_render_text (NULL, context, row->cells[0], desc, 0, 0, width,
                                   PANGO_ALIGN_LEFT, 0) + 5;
        if (cr != NULL)
          {
            cairo_set_source_rgb (cr, 0, 0, 0);
            drive_in_render_text (cr, context, row->cells[0], desc, x, y + (row->bold ? 4 : 1),
                              width, PANGO_ALIGN_LEFT, 0);
          }
        return height + (row->bold ? 4 : 0);
      }
    }
}

static void
paginate (DriveInPrintCardList *self,
          double             page_width,
          double             page_height)
{
  PangoContext *context;
  Fonts fonts;
  double text_width = page_width - 2 * MARGIN;
  double body_top = MARGIN + page_header_height ();
  double body_bottom = page_height - MARGIN - FOOTER_SPACE;
  double y = body_top;
  gboolean page_empty = TRUE;
  guint first = 0;

  if (self->laid_width == page_width && self->laid_height == page_height)
    return;

  self->laid_width = page_width;
  self->laid_height = page_height;
  g_array_set_size (self->page_starts, 0);
  g_array_set_size (self->row_heights, self->rows->len);
  g_array_append_val (self->page_starts, first);

  context = drive_in_render_text_context_new (NULL);
  fonts_init (&fonts);
  for (guint i = 0; i < self->rows->len; i++)
    g_array_index (self->row_heights, double, i) =
      draw_row (self->parts, NULL, context, &fonts, &g_array_index (self->rows, Row, i), 0, 0,
                text_width, FALSE);
  fonts_clear (&fonts);
  g_object_unref (context);

  for (guint i = 0; i < self->rows->len; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);
      double needed = g_array_index (self->row_heights, double, i);

      /* Headings never end a page: they go with the row after them. */
      if ((row->kind == ROW_GROUP || row->kind == ROW_SECTION) && i + 1 < self->rows->len)
        needed += g_array_index (self->row_heights, double, i + 1);

      if (!page_empty && y + needed > body_bottom)
        {
          g_array_append_val (self->page_starts, i);
          y = body_top;
        }
      y += g_array_index (self->row_heights, double, i);
      page_empty = FALSE;
    }
}

static void
draw_page_frame (DriveInPrintCardList *self,
                 cairo_t           *cr,
                 PangoContext      *context,
                 const Fonts       *fonts,
                 guint              page,
                 guint              n_pages,
                 double             page_width,
                 double             page_height)
{
  double x = MARGIN, y = MARGIN, width = page_width - 2 * MARGIN;
  double widths[N_COLUMNS], cell_x = x, format_width, row_height;
  g_autofree char *page_text = NULL;

  /* Deck name left, format right, a rule. */
  cairo_set_source_rgb (cr, 0, 0, 0);
  format_width = width * 0.25;
  {
    g_autoptr(PangoLayout) name = drive_in_render_layout_new (context, self->deck_name,
                                                          fonts->header,
                                                          width - format_width - 8,
                                                          PANGO_ALIGN_LEFT);
    double name_height;

    /* A long deck name gets smaller before it loses its end. */
    drive_in_render_fit_layout (name, HEADER_SIZE, HEADER_SIZE * 0.7, width - format_width - 8,
                            HEADER_SIZE * 1.3, 1);
    drive_in_render_layout_get_size (name, NULL, &name_height);
    drive_in_render_show_layout (cr, name, x, y + HEADER_SIZE * 1.3 - name_height);
  }
  drive_in_render_text (cr, context, self->format_label, fonts->cell, x + width - format_width,
                    y + HEADER_SIZE * 0.45, format_width, PANGO_ALIGN_RIGHT, 1);
  y += HEADER_SIZE * 1.4 + 2;
  cairo_set_line_width (cr, 1.5);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + width, y);
  cairo_stroke (cr);
  y += 6;

  /* The column headers, on every page. */
  column_widths (self->parts, width, widths);
  row_height = TEXT_SIZE * 1.3 + 2 * CELL_PAD;
  cairo_set_source_rgb (cr, 0.82, 0.82, 0.82);
  cairo_rectangle (cr, x, y, width, row_height);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      gboolean numeric = i == 2 || i == 3;

      drive_in_render_text (cr, context, self->titles[i], fonts->column, cell_x + CELL_PAD,
                        y + CELL_PAD, widths[i] - 2 * CELL_PAD,
                        numeric ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT, 1);
      cell_x += widths[i];
    }

  /* TRANSLATORS: the footer of printed pages: "Page 2 of 3" */
  page_text = g_strdup_printf (_("Page %u of %u"), page + 1, n_pages);
  cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
  drive_in_render_text (cr, context, page_text, fonts->footer, x, page_height - MARGIN - 9, width,
                    PANGO_ALIGN_RIGHT, 1);
  drive_in_render_text (cr, context, self->deck_name, fonts->footer, x, page_height - MARGIN - 9,
                    width * 0.6, PANGO_ALIGN_LEFT, 1);
}

static guint
get_n_pages (DriveInPrintDocument *document,
             double             page_width,
             double             page_height)
{
  DriveInPrintCardList *self = DRIVE_IN_PRINT_CARD_LIST (document);

  paginate (self, page_width, page_height);
  return self->page_starts->len;
}

static void
draw_page (DriveInPrintDocument *document,
           cairo_t           *cr,
           guint              page,
           double             page_width,
           double             page_height)
{
  DriveInPrintCardList *self = DRIVE_IN_PRINT_CARD_LIST (document);
  PangoContext *context;
  Fonts fonts;
  guint first, end, card_index = 0;
  double y = MARGIN + page_header_height ();
  double width = page_width - 2 * MARGIN;

  paginate (self, page_width, page_height);
  if (page >= self->page_starts->len)
    return;

  first = g_array_index (self->page_starts, guint, page);
  end = page + 1 < self->page_starts->len ? g_array_index (self->page_starts, guint, page + 1)
                                          : self->rows->len;

  context = drive_in_render_text_context_new (cr);
  fonts_init (&fonts);
  draw_page_frame (self, cr, context, &fonts, page, self->page_starts->len, page_width,
                   page_height);
  for (guint i = first; i < end; i++)
    {
      const Row *row = &g_array_index (self->rows, Row, i);

      /* Stripes restart under every group heading. */
      if (row->kind != ROW_CARD)
        card_index = 0;
      draw_row (self->parts, cr, context, &fonts, row, MARGIN, y, width,
                row->kind == ROW_CARD && card_index++ % 2 == 1);
      y += g_array_index (self->row_heights, double, i);
    }
  fonts_clear (&fonts);
  g_object_unref (context);
}

static char *
dup_title (DriveInPrintDocument *document)
{
  return g_strdup (DRIVE_IN_PRINT_CARD_LIST (document)->deck_name);
}

static void
drive_in_print_card_list_document_init (DriveInPrintDocumentInterface *iface)
{
  iface->get_n_pages = get_n_pages;
  iface->draw_page = draw_page;
  iface->dup_title = dup_title;
}

DriveInPrintCardList *
drive_in_print_card_list_new (DriveInDeck    *deck,
                          DriveInCatalog *catalog)
{
  DriveInPrintCardList *self;
  const DriveInCardFace *face;
  const char *name;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);

  self = g_object_new (DRIVE_IN_TYPE_PRINT_CARD_LIST, NULL);
  name = drive_in_deck_get_name (deck);
  self->deck_name = g_strdup (name != NULL && *name != '\0' ? name : _("Untitled deck"));
  face = drive_in_card_face_lookup (drive_in_deck_get_game (deck));
  if (face != NULL && face->build_card_list != NULL)
    {
      face->build_card_list (self, deck, catalog);
    }
  else
    {
      /* The game's variant, and the values its cards print. */
      const DriveInGameVariant *variant =
        drive_in_game_info_find_variant (drive_in_game_info_lookup (drive_in_deck_get_game (deck)),
                                     drive_in_deck_get_variant (deck));
      const double *parts = face != NULL && face->stat_label == NULL ? no_stat_parts
                                                                     : other_game_parts;

      self->format_label = g_strdup (variant != NULL ? drive_in_game_info_variant_label (variant)
                                                     : drive_in_deck_get_variant (deck));
      for (guint i = 0; i < N_COLUMNS; i++)
        self->parts[i] = parts[i];
      /* TRANSLATORS: column of the printed card list: the card number, "01-05" */
      self->titles[0] = g_strdup (_("No."));
      self->titles[1] = g_strdup (_("Name"));
      self->titles[2] = g_strdup (face != NULL && face->cost_label != NULL
                                  ? drive_in_card_face_get_cost_label (face) : "");
      self->titles[3] = g_strdup (face != NULL && face->stat_label != NULL
                                  ? drive_in_card_face_get_stat_label (face) : "");
      self->titles[4] = g_strdup (_("Type"));
      /* TRANSLATORS: column of the printed card list: a Goal, the Epic mark */
      self->titles[5] = g_strdup (_("Notes"));
      self->titles[6] = g_strdup (_("Release"));
      build_rows (self, deck, catalog);
    }
  return self;
}
