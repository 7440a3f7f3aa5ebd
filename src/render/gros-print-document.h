/* gros-print-document.h: a printable document: pages drawn with cairo, for any output. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* Page sizes, in points (1/72 inch). */
typedef enum
{
  GROS_PAPER_A4,
  GROS_PAPER_LETTER,
} GrosPaper;

#define GROS_MM_TO_POINTS(mm) ((mm) * 72.0 / 25.4)

void        gros_paper_get_size    (GrosPaper  paper,
                                    double    *width,
                                    double    *height);
/* "a4", "letter" (any case); FALSE for anything else. */
gboolean    gros_paper_from_string (const char *string,
                                    GrosPaper  *out_paper);
const char *gros_paper_to_string   (GrosPaper paper);

#define GROS_TYPE_PRINT_DOCUMENT (gros_print_document_get_type ())
G_DECLARE_INTERFACE (GrosPrintDocument, gros_print_document, GROS, PRINT_DOCUMENT, GObject)

/* The same document is drawn by GtkPrintOperation (the app) and into a cairo PDF surface
 * (drive-in-cli): page sizes are in points, the page's user space has (0, 0) at its
 * top-left corner and one unit per point; margins are the document's own. */
struct _GrosPrintDocumentInterface
{
  GTypeInterface parent_iface;

  guint  (*get_n_pages) (GrosPrintDocument *self,
                         double             page_width,
                         double             page_height);
  void   (*draw_page)   (GrosPrintDocument *self,
                         cairo_t           *cr,
                         guint              page,
                         double             page_width,
                         double             page_height);
  /* Optional: a title for the PDF metadata and print job. */
  char  *(*dup_title)   (GrosPrintDocument *self);
};

/* At least 1. */
guint    gros_print_document_get_n_pages (GrosPrintDocument *self,
                                          double             page_width,
                                          double             page_height);
void     gros_print_document_draw_page   (GrosPrintDocument *self,
                                          cairo_t           *cr,
                                          guint              page,
                                          double             page_width,
                                          double             page_height);
/* NULL when the document has none. */
char    *gros_print_document_dup_title   (GrosPrintDocument *self);

/* Writes every page to @file as a PDF. The PDF is made in memory and then written to a
 * temporary file next to @file that is renamed over it, so on any error no half file is
 * left and an old @file stays as it was. GROS_ERROR_IO names the file. */
gboolean gros_print_document_write_pdf   (GrosPrintDocument *self,
                                          GFile             *file,
                                          double             page_width,
                                          double             page_height,
                                          GCancellable      *cancellable,
                                          GError           **error);

G_END_DECLS
