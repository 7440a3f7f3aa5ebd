/* drive-in-print-turn-reference.c: a one-page turn reference: the phases of a turn and the dice. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-print-turn-reference.h"
#include "drive-in-render-text.h"

#define MARGIN      DRIVE_IN_MM_TO_POINTS (14.0)
#define MAX_FACES   12

typedef struct
{
  char *name;
  char *text;
} Phase;

typedef struct
{
  char    *name;
  gboolean dark;
  guint    n_faces;
  char    *symbols[MAX_FACES];
  char    *labels[MAX_FACES];
} Die;

struct _DriveInPrintTurnReference
{
  GObject          parent_instance;

  char            *title;
  GArray          *phases; /* Phase */
  GArray          *dice;   /* Die */
  GPtrArray       *notes;  /* char * */
  DriveInPrintDieFunc die_func;
};

static void drive_in_print_turn_reference_document_init (DriveInPrintDocumentInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInPrintTurnReference, drive_in_print_turn_reference, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_PRINT_DOCUMENT,
                                                      drive_in_print_turn_reference_document_init))

static void
clear_phase (gpointer data)
{
  Phase *phase = data;

  g_free (phase->name);
  g_free (phase->text);
}

static void
clear_die (gpointer data)
{
  Die *die = data;

  g_free (die->name);
  for (guint i = 0; i < die->n_faces; i++)
    {
      g_free (die->symbols[i]);
      g_free (die->labels[i]);
    }
}

/* A plain die: a square with its face's words, for a game without a face drawer. */
static void
draw_plain_die (cairo_t      *cr,
                PangoContext *context,
                const char   *label,
                gboolean      dark,
                double        cx,
                double        cy,
                double        size)
{
  g_autoptr(PangoFontDescription) desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS,
                                                               PANGO_WEIGHT_BOLD,
                                                               PANGO_STYLE_NORMAL, size * 0.22);
  g_autoptr(PangoLayout) layout = drive_in_render_layout_new (context, label, desc, size * 0.9,
                                                          PANGO_ALIGN_CENTER);

  drive_in_render_fit_layout (layout, size * 0.22, size * 0.12, size * 0.9, size * 0.9, 3);
  drive_in_render_rounded_rectangle (cr, cx - size / 2, cy - size / 2, size, size, size * 0.18);
  cairo_set_source_rgb (cr, dark ? 0.1 : 1, dark ? 0.1 : 1, dark ? 0.1 : 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, dark ? 1 : 0, dark ? 1 : 0, dark ? 1 : 0);
  drive_in_render_show_layout_centered (cr, layout, cx, cy);
}

/* Lays the page out at @factor of the full type size, drawing when @cr is not NULL;
 * returns the height used from the top margin. */
static double
lay_out (DriveInPrintTurnReference *self,
         cairo_t                *cr,
         PangoContext           *context,
         double                  page_width,
         double                  factor)
{
  g_autoptr(PangoFontDescription) title_font = NULL;
  g_autoptr(PangoFontDescription) heading_font = NULL;
  g_autoptr(PangoFontDescription) name_font = NULL;
  g_autoptr(PangoFontDescription) text_font = NULL;
  g_autoptr(PangoFontDescription) small_font = NULL;
  double width = page_width - 2 * MARGIN;
  double x = MARGIN, y = MARGIN;
  double indent = 30 * factor;

  title_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                     PANGO_STYLE_NORMAL, 22 * factor);
  heading_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                       PANGO_STYLE_NORMAL, 15 * factor);
  name_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                    PANGO_STYLE_NORMAL, 12.5 * factor);
  text_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SERIF, PANGO_WEIGHT_NORMAL,
                                    PANGO_STYLE_NORMAL, 11 * factor);
  small_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                     PANGO_STYLE_NORMAL, 8.5 * factor);

  if (cr != NULL)
    cairo_set_source_rgb (cr, 0, 0, 0);
  y += drive_in_render_text (cr, context, self->title, title_font, x, y, width, PANGO_ALIGN_LEFT,
                         2);
  /* TRANSLATORS: under a game's name on its printed turn reference */
  y += drive_in_render_text (cr, context, _("Turn reference"), text_font, x, y, width,
                         PANGO_ALIGN_LEFT, 1);
  y += 10 * factor;

  /* TRANSLATORS: a heading of the printed turn reference */
  y += drive_in_render_text (cr, context, _("The phases of a turn, in order"), heading_font, x, y,
                         width, PANGO_ALIGN_LEFT, 1) + 4 * factor;
  for (guint i = 0; i < self->phases->len; i++)
    {
      const Phase *phase = &g_array_index (self->phases, Phase, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      double top = y, h;

      if (cr != NULL)
        {
          g_autoptr(PangoLayout) layout = drive_in_render_layout_new (context, number, name_font, -1,
                                                                  PANGO_ALIGN_CENTER);

          cairo_new_path (cr);
          cairo_arc (cr, x + indent / 2 - 2, top + 9 * factor, 10 * factor, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0, 0, 0);
          cairo_fill (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          drive_in_render_show_layout_centered (cr, layout, x + indent / 2 - 2, top + 9 * factor);
          cairo_set_source_rgb (cr, 0, 0, 0);
        }
      h = drive_in_render_text (cr, context, phase->name, name_font, x + indent, y, width - indent,
                            PANGO_ALIGN_LEFT, 1);
      y += h;
      if (phase->text != NULL && *phase->text != '\0')
        y += drive_in_render_text (cr, context, phase->text, text_font, x + indent, y,
                               width - indent, PANGO_ALIGN_LEFT, 0);
      y = MAX (y, top + 20 * factor) + 7 * factor;
    }

  y += 8 * factor;
  /* TRANSLATORS: a heading of the printed turn reference */
  y += drive_in_render_text (cr, context, _("The dice"), heading_font, x, y, width,
                         PANGO_ALIGN_LEFT, 1) + 4 * factor;
  for (guint d = 0; d < self->dice->len; d++)
    {
      const Die *die = &g_array_index (self->dice, Die, d);
      double column = die->n_faces > 0 ? (width - indent) / MAX (die->n_faces, 6) : 0;
      double size = MIN (column * 0.55, 40 * factor);
      double label_top, tallest = 0;

      y += drive_in_render_text (cr, context, die->name, name_font, x, y, width, PANGO_ALIGN_LEFT,
                             2) + 4 * factor;
      label_top = y + size + 4 * factor;
      for (guint f = 0; f < die->n_faces; f++)
        {
          double cx = x + indent + column * (f + 0.5);

          if (cr != NULL)
            {
              cairo_save (cr);
              if (self->die_func != NULL)
                self->die_func (cr, context, die->symbols[f], die->dark, cx, y + size / 2, size);
              else
                draw_plain_die (cr, context, die->labels[f], die->dark, cx, y + size / 2, size);
              cairo_restore (cr);
              cairo_set_source_rgb (cr, 0, 0, 0);
            }
          tallest = MAX (tallest, drive_in_render_text (cr, context, die->labels[f], small_font,
                                                    cx - column / 2 + 2, label_top, column - 4,
                                                    PANGO_ALIGN_CENTER, 3));
        }
      y = label_top + tallest + 10 * factor;
    }

  for (guint i = 0; i < self->notes->len; i++)
    y += drive_in_render_text (cr, context, g_ptr_array_index (self->notes, i), text_font, x, y,
                           width, PANGO_ALIGN_LEFT, 0) + 5 * factor;
  return y - MARGIN;
}

static guint
get_n_pages (DriveInPrintDocument *document,
             double             page_width,
             double             page_height)
{
  return 1;
}

static void
draw_page (DriveInPrintDocument *document,
           cairo_t           *cr,
           guint              page,
           double             page_width,
           double             page_height)
{
  DriveInPrintTurnReference *self = DRIVE_IN_PRINT_TURN_REFERENCE (document);
  g_autoptr(GObject) context_object = G_OBJECT (drive_in_render_text_context_new (cr));
  PangoContext *context = PANGO_CONTEXT (context_object);
  double factor = 1.0;

  /* Everything on one page: the type shrinks until it fits. */
  while (factor > 0.4
         && lay_out (self, NULL, context, page_width, factor) > page_height - 2 * MARGIN)
    factor *= 0.94;
  cairo_save (cr);
  lay_out (self, cr, context, page_width, factor);
  cairo_restore (cr);
}

static char *
dup_title (DriveInPrintDocument *document)
{
  DriveInPrintTurnReference *self = DRIVE_IN_PRINT_TURN_REFERENCE (document);

  /* TRANSLATORS: a print job's name, "Groo: The Game - Turn Reference" */
  return g_strdup_printf (_("%s - Turn Reference"), self->title);
}

static void
drive_in_print_turn_reference_document_init (DriveInPrintDocumentInterface *iface)
{
  iface->get_n_pages = get_n_pages;
  iface->draw_page = draw_page;
  iface->dup_title = dup_title;
}

static void
drive_in_print_turn_reference_finalize (GObject *object)
{
  DriveInPrintTurnReference *self = DRIVE_IN_PRINT_TURN_REFERENCE (object);

  g_free (self->title);
  g_array_unref (self->phases);
  g_array_unref (self->dice);
  g_ptr_array_unref (self->notes);

  G_OBJECT_CLASS (drive_in_print_turn_reference_parent_class)->finalize (object);
}

static void
drive_in_print_turn_reference_class_init (DriveInPrintTurnReferenceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_print_turn_reference_finalize;
}

static void
drive_in_print_turn_reference_init (DriveInPrintTurnReference *self)
{
  self->phases = g_array_new (FALSE, TRUE, sizeof (Phase));
  g_array_set_clear_func (self->phases, clear_phase);
  self->dice = g_array_new (FALSE, TRUE, sizeof (Die));
  g_array_set_clear_func (self->dice, clear_die);
  self->notes = g_ptr_array_new_with_free_func (g_free);
}

DriveInPrintTurnReference *
drive_in_print_turn_reference_new (const char *title)
{
  DriveInPrintTurnReference *self;

  g_return_val_if_fail (title != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_PRINT_TURN_REFERENCE, NULL);
  self->title = g_strdup (title);
  return self;
}

void
drive_in_print_turn_reference_add_phase (DriveInPrintTurnReference *self,
                                     const char             *name,
                                     const char             *text)
{
  Phase phase;

  g_return_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self));
  g_return_if_fail (name != NULL);

  phase.name = g_strdup (name);
  phase.text = g_strdup (text);
  g_array_append_val (self->phases, phase);
}

void
drive_in_print_turn_reference_add_die (DriveInPrintTurnReference *self,
                                   const char             *name,
                                   gboolean                dark,
                                   const char * const     *symbols,
                                   const char * const     *labels,
                                   guint                   n_faces)
{
  Die die = { 0 };

  g_return_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self));
  g_return_if_fail (name != NULL);
  g_return_if_fail (n_faces <= MAX_FACES);
  g_return_if_fail (n_faces == 0 || (symbols != NULL && labels != NULL));

  die.name = g_strdup (name);
  die.dark = dark;
  die.n_faces = n_faces;
  for (guint i = 0; i < n_faces; i++)
    {
      die.symbols[i] = g_strdup (symbols[i]);
      die.labels[i] = g_strdup (labels[i]);
    }
  g_array_append_val (self->dice, die);
}

void
drive_in_print_turn_reference_add_note (DriveInPrintTurnReference *self,
                                    const char             *text)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self));
  g_return_if_fail (text != NULL);

  g_ptr_array_add (self->notes, g_strdup (text));
}

void
drive_in_print_turn_reference_set_die_func (DriveInPrintTurnReference *self,
                                        DriveInPrintDieFunc        func)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self));

  self->die_func = func;
}

guint
drive_in_print_turn_reference_get_n_phases (DriveInPrintTurnReference *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self), 0);

  return self->phases->len;
}

guint
drive_in_print_turn_reference_get_n_dice (DriveInPrintTurnReference *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self), 0);

  return self->dice->len;
}

const char *
drive_in_print_turn_reference_get_face_label (DriveInPrintTurnReference *self,
                                          guint                   die,
                                          guint                   face)
{
  const Die *d;

  g_return_val_if_fail (DRIVE_IN_IS_PRINT_TURN_REFERENCE (self), NULL);

  if (die >= self->dice->len)
    return NULL;
  d = &g_array_index (self->dice, Die, die);
  return face < d->n_faces ? d->labels[face] : NULL;
}
