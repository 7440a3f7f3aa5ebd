/* drive-in-print-operation.h: printing and PDF export of title sheets, card lists, proxies. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"
#include "drive-in-render.h"

G_BEGIN_DECLS

/* What the deck editor prints of a deck. */
typedef enum
{
  DRIVE_IN_PRINT_KIND_CARD_LIST,
  DRIVE_IN_PRINT_KIND_PROXIES,
  DRIVE_IN_PRINT_KIND_TITLE_SHEET,
  DRIVE_IN_PRINT_KIND_REFERENCE,   /* the deck's game's turn reference (Groo) */
  DRIVE_IN_PRINT_KIND_TRACKER_SHEET, /* the deck's counters on paper (Gruff's sliders) */
} DriveInPrintKind;

#define DRIVE_IN_TYPE_PRINT_OPERATION (drive_in_print_operation_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPrintOperation, drive_in_print_operation, DRIVE_IN, PRINT_OPERATION,
                      GtkPrintOperation)

/* Prints @document, then the documents added later, one after the other. Pages are full
 * pages measured in points (the documents draw their own margins); the paper is @paper
 * until the user picks another in the print dialog. Like any GtkPrintOperation, it runs
 * once. */
DriveInPrintOperation *drive_in_print_operation_new          (DriveInPrintDocument     *document,
                                                              DriveInPaper              paper);
void                   drive_in_print_operation_add_document (DriveInPrintOperation *self,
                                                              DriveInPrintDocument     *document);
guint                  drive_in_print_operation_get_n_documents (DriveInPrintOperation *self);
DriveInPrintDocument     *drive_in_print_operation_get_document (DriveInPrintOperation *self,
                                                              guint                  index);
DriveInPaper              drive_in_print_operation_get_paper    (DriveInPrintOperation *self);
/* The name the PDF save dialog suggests ("Zombies - Proxies.pdf"). */
const char            *drive_in_print_operation_get_file_name (DriveInPrintOperation *self);
void                   drive_in_print_operation_set_file_name (DriveInPrintOperation *self,
                                                               const char            *file_name);

/* Writes the PDF to @file (a local file) without any dialog (GTK_PRINT_OPERATION_ACTION_EXPORT):
 * into a temporary file beside it, renamed over @file once complete, so that a failure
 * leaves an old @file as it was. The error names the file. */
gboolean               drive_in_print_operation_export       (DriveInPrintOperation  *self,
                                                              GFile                  *file,
                                                              GError                **error);
/* Shows the print dialog for @widget's window (its Preview button previews); returns at
 * once. Errors are shown in a dialog; the chosen printer settings are kept for the next
 * print of the session. */
void                   drive_in_print_operation_run_dialog   (DriveInPrintOperation *self,
                                                              GtkWidget             *widget);
/* Asks where to save the PDF (a GtkFileChooserNative), then exports it there. Errors are
 * shown in a dialog; success in a toast of the nearest AdwToastOverlay of @widget. */
void                   drive_in_print_operation_run_export_dialog (DriveInPrintOperation *self,
                                                                   GtkWidget             *widget);

/* The paper of the "paper-size" setting. */
DriveInPaper              drive_in_print_get_paper              (void);

/* A card list, proxy sheet, title sheet or turn reference of @deck (@catalog: NULL for the deck's) on the
 * paper of the settings, with a file name made of the deck's name. The title sheet shows
 * the Title of a deck that has one with the deck's cards bearing its words, or a blank
 * Title to write on. NULL for a title sheet, turn reference or tracker sheet of a game that
 * has none (its DriveInDeckGame). */
DriveInPrintOperation *drive_in_print_operation_new_for_deck (DriveInDeck         *deck,
                                                              DriveInCatalog      *catalog,
                                                              DriveInPrintKind  kind);

G_END_DECLS
