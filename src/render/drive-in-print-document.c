/* drive-in-print-document.c: a printable document: pages drawn with cairo, for any output. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <cairo-pdf.h>
#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "drive-in-print-document.h"

G_DEFINE_INTERFACE (DriveInPrintDocument, drive_in_print_document, G_TYPE_OBJECT)

static void
drive_in_print_document_default_init (DriveInPrintDocumentInterface *iface)
{
}

void
drive_in_paper_get_size (DriveInPaper  paper,
                     double    *width,
                     double    *height)
{
  double w, h;

  switch (paper)
    {
    case DRIVE_IN_PAPER_LETTER:
      w = 612;
      h = 792;
      break;
    case DRIVE_IN_PAPER_A4:
    default:
      w = DRIVE_IN_MM_TO_POINTS (210.0);
      h = DRIVE_IN_MM_TO_POINTS (297.0);
      break;
    }
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
}

gboolean
drive_in_paper_from_string (const char *string,
                        DriveInPaper  *out_paper)
{
  DriveInPaper paper;

  g_return_val_if_fail (string != NULL, FALSE);

  if (g_ascii_strcasecmp (string, "a4") == 0)
    paper = DRIVE_IN_PAPER_A4;
  else if (g_ascii_strcasecmp (string, "letter") == 0)
    paper = DRIVE_IN_PAPER_LETTER;
  else
    return FALSE;
  if (out_paper != NULL)
    *out_paper = paper;
  return TRUE;
}

const char *
drive_in_paper_to_string (DriveInPaper paper)
{
  return paper == DRIVE_IN_PAPER_LETTER ? "letter" : "a4";
}

guint
drive_in_print_document_get_n_pages (DriveInPrintDocument *self,
                                 double             page_width,
                                 double             page_height)
{
  DriveInPrintDocumentInterface *iface;

  g_return_val_if_fail (DRIVE_IN_IS_PRINT_DOCUMENT (self), 1);
  g_return_val_if_fail (page_width > 0 && page_height > 0, 1);

  iface = DRIVE_IN_PRINT_DOCUMENT_GET_IFACE (self);
  g_return_val_if_fail (iface->get_n_pages != NULL, 1);
  return MAX (iface->get_n_pages (self, page_width, page_height), 1);
}

void
drive_in_print_document_draw_page (DriveInPrintDocument *self,
                               cairo_t           *cr,
                               guint              page,
                               double             page_width,
                               double             page_height)
{
  DriveInPrintDocumentInterface *iface;

  g_return_if_fail (DRIVE_IN_IS_PRINT_DOCUMENT (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (page_width > 0 && page_height > 0);

  iface = DRIVE_IN_PRINT_DOCUMENT_GET_IFACE (self);
  g_return_if_fail (iface->draw_page != NULL);
  cairo_save (cr);
  iface->draw_page (self, cr, page, page_width, page_height);
  cairo_restore (cr);
}

char *
drive_in_print_document_dup_title (DriveInPrintDocument *self)
{
  DriveInPrintDocumentInterface *iface;

  g_return_val_if_fail (DRIVE_IN_IS_PRINT_DOCUMENT (self), NULL);

  iface = DRIVE_IN_PRINT_DOCUMENT_GET_IFACE (self);
  return iface->dup_title != NULL ? iface->dup_title (self) : NULL;
}

static cairo_status_t
append_to_array (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
drive_in_print_document_write_pdf (DriveInPrintDocument *self,
                               GFile             *file,
                               double             page_width,
                               double             page_height,
                               GCancellable      *cancellable,
                               GError           **error)
{
  g_autoptr(GByteArray) pdf = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint n_pages;

  g_return_val_if_fail (DRIVE_IN_IS_PRINT_DOCUMENT (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (page_width > 0 && page_height > 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  name = g_file_get_parse_name (file);
  pdf = g_byte_array_new ();
  surface = cairo_pdf_surface_create_for_stream (append_to_array, pdf, page_width,
                                                 page_height);
  title = drive_in_print_document_dup_title (self);
  if (title != NULL)
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Drive-In");

  cr = cairo_create (surface);
  n_pages = drive_in_print_document_get_n_pages (self, page_width, page_height);
  for (guint page = 0; page < n_pages; page++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
        break;
      drive_in_print_document_draw_page (self, cr, page, page_width, page_height);
      cairo_show_page (cr);
    }
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (local_error != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: %s"), name, local_error->message);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot make the PDF: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }

  if (g_file_peek_path (file) != NULL)
    {
      /* Temporary file in the same folder, fsync, rename: never a half file. */
      if (!g_file_set_contents_full (g_file_peek_path (file), (const char *) pdf->data,
                                     pdf->len, G_FILE_SET_CONTENTS_CONSISTENT, 0666,
                                     &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot write the PDF: %s"),
                       name, local_error->message);
          return FALSE;
        }
      return TRUE;
    }
  else
    {
      g_autoptr(GFileOutputStream) out = NULL;

      out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, &local_error);
      if (out != NULL
          && !g_output_stream_write_all (G_OUTPUT_STREAM (out), pdf->data, pdf->len, NULL,
                                         cancellable, &local_error))
        {
          g_autoptr(GCancellable) abort = g_cancellable_new ();

          /* Closing with a cancelled cancellable drops the temporary file. */
          g_cancellable_cancel (abort);
          g_output_stream_close (G_OUTPUT_STREAM (out), abort, NULL);
        }
      else if (out != NULL)
        {
          g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, &local_error);
        }
      if (local_error != NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot write the PDF: %s"),
                       name, local_error->message);
          return FALSE;
        }
      return TRUE;
    }
}
