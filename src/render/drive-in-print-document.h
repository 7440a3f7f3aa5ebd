/* drive-in-print-document.h: a printable document: pages drawn with cairo, for any output. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* Page sizes, in points (1/72 inch). */
typedef enum
{
  DRIVE_IN_PAPER_A4,
  DRIVE_IN_PAPER_LETTER,
} DriveInPaper;

#define DRIVE_IN_MM_TO_POINTS(mm) ((mm) * 72.0 / 25.4)

void        drive_in_paper_get_size    (DriveInPaper  paper,
                                    double    *width,
                                    double    *height);
/* "a4", "letter" (any case); FALSE for anything else. */
gboolean    drive_in_paper_from_string (const char *string,
                                    DriveInPaper  *out_paper);
const char *drive_in_paper_to_string   (DriveInPaper paper);

#define DRIVE_IN_TYPE_PRINT_DOCUMENT (drive_in_print_document_get_type ())
G_DECLARE_INTERFACE (DriveInPrintDocument, drive_in_print_document, DRIVE_IN, PRINT_DOCUMENT, GObject)

/* The same document is drawn by GtkPrintOperation (the app) and into a cairo PDF surface
 * (drive-in-cli): page sizes are in points, the page's user space has (0, 0) at its
 * top-left corner and one unit per point; margins are the document's own. */
struct _DriveInPrintDocumentInterface
{
  GTypeInterface parent_iface;

  guint  (*get_n_pages) (DriveInPrintDocument *self,
                         double             page_width,
                         double             page_height);
  void   (*draw_page)   (DriveInPrintDocument *self,
                         cairo_t           *cr,
                         guint              page,
                         double             page_width,
                         double             page_height);
  /* Optional: a title for the PDF metadata and print job. */
  char  *(*dup_title)   (DriveInPrintDocument *self);
};

/* At least 1. */
guint    drive_in_print_document_get_n_pages (DriveInPrintDocument *self,
                                          double             page_width,
                                          double             page_height);
void     drive_in_print_document_draw_page   (DriveInPrintDocument *self,
                                          cairo_t           *cr,
                                          guint              page,
                                          double             page_width,
                                          double             page_height);
/* NULL when the document has none. */
char    *drive_in_print_document_dup_title   (DriveInPrintDocument *self);

/* Writes every page to @file as a PDF. The PDF is made in memory and then written to a
 * temporary file next to @file that is renamed over it, so on any error no half file is
 * left and an old @file stays as it was. DRIVE_IN_ERROR_IO names the file. */
gboolean drive_in_print_document_write_pdf   (DriveInPrintDocument *self,
                                          GFile             *file,
                                          double             page_width,
                                          double             page_height,
                                          GCancellable      *cancellable,
                                          GError           **error);

G_END_DECLS
