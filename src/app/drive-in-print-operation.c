/* drive-in-print-operation.c: printing and PDF export of title sheets, card lists, proxies. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-print"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>

#include <adwaita.h>
#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "drive-in-app-services.h"
#include "drive-in-deck-game.h"
#include "drive-in-print-operation.h"
#include "drive-in-toast.h"

/* The print settings chosen last, kept on the application for the next print. */
#define PRINT_SETTINGS_KEY "drive-in-print-settings"

struct _DriveInPrintOperation
{
  GtkPrintOperation     parent_instance;

  GPtrArray            *documents;     /* DriveInPrintDocument, printed one after the other */
  GArray               *first_pages;   /* guint: each document's first page (begin_print) */
  DriveInPaper             paper;
  char                 *file_name;
  GtkFileChooserNative *chooser;
  GtkWidget            *widget;        /* weak: where dialogs and toasts go */
  gboolean              running;       /* run with a dialog, "done" not yet emitted */
  cairo_t              *preview_cr;    /* the preview PDF being drawn, without a previewer */
  char                 *preview_path;
};

G_DEFINE_FINAL_TYPE (DriveInPrintOperation, drive_in_print_operation, GTK_TYPE_PRINT_OPERATION)

/* --- helpers ----------------------------------------------------------------------------- */

static GtkWindow *
get_window (GtkWidget *widget)
{
  GtkRoot *root = widget != NULL ? gtk_widget_get_root (widget) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static GtkPageSetup *
page_setup_new (DriveInPaper paper)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  GtkPaperSize *size = gtk_paper_size_new (paper == DRIVE_IN_PAPER_LETTER ? GTK_PAPER_NAME_LETTER
                                                                      : GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_page_setup_set_orientation (setup, GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_paper_size_free (size);
  return setup;
}

/* "Zombies/Ghouls" must not name a folder. */
static char *
make_file_name (const char *name,
                const char *what)
{
  g_autofree char *base = NULL;

  if (name == NULL || *name == '\0')
    name = _("Untitled Deck");
  /* Translators: the PDF file name offered for a printed deck: deck name, then what is
   * printed ("Zombies - Proxies.pdf"). */
  base = g_strdup_printf (_("%s - %s.pdf"), name, what);
  g_strdelimit (base, "/\\", '-');
  return g_steal_pointer (&base);
}

static void
show_error (GtkWidget  *widget,
            const char *heading,
            const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (get_window (widget), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The first toast overlay in @root's tree, breadth first. */
static AdwToastOverlay *
find_toast_overlay_in (GtkWidget *root)
{
  g_autoptr(GQueue) queue = NULL;

  if (root == NULL)
    return NULL;
  queue = g_queue_new ();
  g_queue_push_tail (queue, root);
  while (!g_queue_is_empty (queue))
    {
      GtkWidget *next = g_queue_pop_head (queue);

      if (ADW_IS_TOAST_OVERLAY (next))
        return ADW_TOAST_OVERLAY (next);
      for (GtkWidget *child = gtk_widget_get_first_child (next); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_queue_push_tail (queue, child);
    }
  return NULL;
}

/* Where to say that a PDF was saved: the page's own toast overlay (the deck editor has
 * one), else one around it, else any in its window. */
static AdwToastOverlay *
find_toast_overlay (GtkWidget *widget)
{
  AdwToastOverlay *overlay;
  GtkWidget *ancestor;

  if (widget == NULL)
    return NULL;
  if ((overlay = find_toast_overlay_in (widget)) != NULL)
    return overlay;
  if ((ancestor = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY)) != NULL)
    return ADW_TOAST_OVERLAY (ancestor);
  return find_toast_overlay_in ((GtkWidget *) gtk_widget_get_root (widget));
}

static void
set_widget (DriveInPrintOperation *self,
            GtkWidget             *widget)
{
  g_assert (DRIVE_IN_IS_PRINT_OPERATION (self));

  g_clear_weak_pointer (&self->widget);
  g_set_weak_pointer (&self->widget, widget);
}

/* --- GtkPrintOperation ------------------------------------------------------------------- */

static void
drive_in_print_operation_begin_print (GtkPrintOperation *operation,
                                      GtkPrintContext   *context)
{
  DriveInPrintOperation *self = DRIVE_IN_PRINT_OPERATION (operation);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);
  guint n_pages = 0;

  /* The page size is the paper's, in points (full page, GTK_UNIT_POINTS). */
  g_array_set_size (self->first_pages, 0);
  for (guint i = 0; i < self->documents->len; i++)
    {
      g_array_append_val (self->first_pages, n_pages);
      n_pages += drive_in_print_document_get_n_pages (g_ptr_array_index (self->documents, i),
                                                  width, height);
    }
  gtk_print_operation_set_n_pages (operation, MAX (n_pages, 1));
}

static void
drive_in_print_operation_draw_page (GtkPrintOperation *operation,
                                    GtkPrintContext   *context,
                                    int                page_nr)
{
  DriveInPrintOperation *self = DRIVE_IN_PRINT_OPERATION (operation);
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  guint index = 0;

  g_return_if_fail (page_nr >= 0 && self->first_pages->len == self->documents->len);

  while (index + 1 < self->first_pages->len
         && g_array_index (self->first_pages, guint, index + 1) <= (guint) page_nr)
    index++;

  cairo_save (cr);
  drive_in_print_document_draw_page (g_ptr_array_index (self->documents, index), cr,
                                 (guint) page_nr - g_array_index (self->first_pages, guint, index),
                                 gtk_print_context_get_width (context),
                                 gtk_print_context_get_height (context));
  cairo_restore (cr);
}

/* The end of a run with the print dialog: errors said, settings kept, the run's reference
 * dropped. */
static void
finish_dialog_run (DriveInPrintOperation   *self,
                   GtkPrintOperationResult  result,
                   const GError            *run_error)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);
  GApplication *application = g_application_get_default ();
  g_autoptr(GError) error = NULL;

  g_assert (DRIVE_IN_IS_PRINT_OPERATION (self));

  if (!self->running)
    return;
  self->running = FALSE;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      if (run_error == NULL)
        gtk_print_operation_get_error (operation, &error);
      else
        error = g_error_copy (run_error);
      show_error (self->widget, _("Could Not Print"),
                  error != NULL ? error->message : _("The printer reported an error."));
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY && application != NULL)
    {
      GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);

      if (settings != NULL)
        g_object_set_data_full (G_OBJECT (application), PRINT_SETTINGS_KEY,
                                gtk_print_settings_copy (settings), g_object_unref);
    }
  g_object_unref (self);
}

static void
drive_in_print_operation_done (GtkPrintOperation       *operation,
                               GtkPrintOperationResult  result)
{
  finish_dialog_run (DRIVE_IN_PRINT_OPERATION (operation), result, NULL);
}

/* --- preview ----------------------------------------------------------------------------- */

/* GTK hands a preview to the program of the gtk-print-preview-command setting (Evince on
 * GNOME); TRUE when that program is there. */
static gboolean
has_previewer (GtkWindow *parent)
{
  GtkSettings *settings = parent != NULL ? gtk_widget_get_settings (GTK_WIDGET (parent))
                                         : gtk_settings_get_default ();
  g_autofree char *command = NULL;
  g_autofree char *program = NULL;
  g_auto(GStrv) argv = NULL;

  if (settings == NULL)
    return TRUE;
  g_object_get (settings, "gtk-print-preview-command", &command, NULL);
  if (command == NULL || !g_shell_parse_argv (command, NULL, &argv, NULL))
    return FALSE;
  program = g_find_program_in_path (argv[0]);
  return program != NULL;
}

static void
on_show_preview_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(DriveInPrintOperation) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (NULL, result, &error))
    {
      g_autofree char *message = NULL;

      /* Translators: the preview could not be shown; the second %s is where its PDF is. */
      message = g_strdup_printf (_("%s. The preview is in “%s”."), error->message,
                                 self->preview_path);
      show_error (self->widget, _("Could Not Show the Preview"), message);
    }
}

/* The pages are ready: into the PDF, which the desktop's PDF viewer then shows. */
static void
on_preview_ready_cb (GtkPrintOperationPreview *preview,
                     GtkPrintContext          *context,
                     DriveInPrintOperation    *self)
{
  g_autofree char *uri = NULL;
  cairo_status_t status;
  int n_pages = 0;

  g_object_get (self, "n-pages", &n_pages, NULL);
  /* GTK ends each page itself (cairo_show_page). */
  for (int page = 0; page < n_pages; page++)
    if (gtk_print_operation_preview_is_selected (preview, page))
      gtk_print_operation_preview_render_page (preview, page);
  cairo_surface_finish (cairo_get_target (self->preview_cr));
  status = cairo_surface_status (cairo_get_target (self->preview_cr));
  g_clear_pointer (&self->preview_cr, cairo_destroy);
  gtk_print_operation_preview_end_preview (preview);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *message = g_strdup_printf (_("Could not write “%s”: %s"),
                                                  self->preview_path,
                                                  cairo_status_to_string (status));

      show_error (self->widget, _("Could Not Show the Preview"), message);
      return;
    }
  uri = g_filename_to_uri (self->preview_path, NULL, NULL);
  gtk_show_uri_full (NULL, uri, GDK_CURRENT_TIME, NULL, on_show_preview_cb, g_object_ref (self));
}

/* The print dialog's Preview button. Without the previewer GTK would show nothing at all:
 * the pages go to a PDF in the cache folder for the desktop's PDF viewer instead. */
static gboolean
drive_in_print_operation_preview (GtkPrintOperation        *operation,
                                  GtkPrintOperationPreview *preview,
                                  GtkPrintContext          *context,
                                  GtkWindow                *parent)
{
  DriveInPrintOperation *self = DRIVE_IN_PRINT_OPERATION (operation);
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  g_autofree char *folder = NULL;
  cairo_surface_t *surface;

  if (has_previewer (parent))
    return GTK_PRINT_OPERATION_CLASS (drive_in_print_operation_parent_class)->preview (operation,
                                                                                    preview,
                                                                                    context,
                                                                                    parent);

  folder = g_build_filename (g_get_user_cache_dir (), "drive-in", "preview", NULL);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    return FALSE;
  g_free (self->preview_path);
  self->preview_path = g_build_filename (folder, self->file_name != NULL ? self->file_name
                                                                        : "Preview.pdf", NULL);
  surface = cairo_pdf_surface_create (self->preview_path,
                                      gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS),
                                      gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS));
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      /* GTK then says that the preview could not be made. */
      cairo_surface_destroy (surface);
      return FALSE;
    }
  g_clear_pointer (&self->preview_cr, cairo_destroy);
  self->preview_cr = cairo_create (surface);
  cairo_surface_destroy (surface);
  gtk_print_context_set_cairo_context (context, self->preview_cr, 72, 72);
  g_signal_connect_object (preview, "ready", G_CALLBACK (on_preview_ready_cb), self, 0);
  return TRUE;
}

static void
drive_in_print_operation_dispose (GObject *object)
{
  DriveInPrintOperation *self = DRIVE_IN_PRINT_OPERATION (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_weak_pointer (&self->widget);

  G_OBJECT_CLASS (drive_in_print_operation_parent_class)->dispose (object);
}

static void
drive_in_print_operation_finalize (GObject *object)
{
  DriveInPrintOperation *self = DRIVE_IN_PRINT_OPERATION (object);

  g_ptr_array_unref (self->documents);
  g_array_unref (self->first_pages);
  g_free (self->file_name);
  g_free (self->preview_path);
  g_clear_pointer (&self->preview_cr, cairo_destroy);

  G_OBJECT_CLASS (drive_in_print_operation_parent_class)->finalize (object);
}

static void
drive_in_print_operation_class_init (DriveInPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->dispose = drive_in_print_operation_dispose;
  object_class->finalize = drive_in_print_operation_finalize;
  operation_class->begin_print = drive_in_print_operation_begin_print;
  operation_class->draw_page = drive_in_print_operation_draw_page;
  operation_class->done = drive_in_print_operation_done;
  operation_class->preview = drive_in_print_operation_preview;
}

static void
drive_in_print_operation_init (DriveInPrintOperation *self)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);

  self->documents = g_ptr_array_new_with_free_func (g_object_unref);
  self->first_pages = g_array_new (FALSE, FALSE, sizeof (guint));
  self->paper = DRIVE_IN_PAPER_A4;

  /* The documents measure and place everything themselves, from the paper's corner. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
}

/* --- public API -------------------------------------------------------------------------- */

DriveInPrintOperation *
drive_in_print_operation_new (DriveInPrintDocument *document,
                              DriveInPaper          paper)
{
  DriveInPrintOperation *self;
  g_autoptr(GtkPageSetup) setup = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_PRINT_DOCUMENT (document), NULL);

  self = g_object_new (DRIVE_IN_TYPE_PRINT_OPERATION, NULL);
  self->paper = paper;
  setup = page_setup_new (paper);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (self), setup);
  drive_in_print_operation_add_document (self, document);

  title = drive_in_print_document_dup_title (document);
  if (title != NULL)
    gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), title);
  return self;
}

void
drive_in_print_operation_add_document (DriveInPrintOperation *self,
                                       DriveInPrintDocument     *document)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self));
  g_return_if_fail (DRIVE_IN_IS_PRINT_DOCUMENT (document));

  g_ptr_array_add (self->documents, g_object_ref (document));
}

guint
drive_in_print_operation_get_n_documents (DriveInPrintOperation *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self), 0);

  return self->documents->len;
}

DriveInPrintDocument *
drive_in_print_operation_get_document (DriveInPrintOperation *self,
                                       guint                  index)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self), NULL);
  g_return_val_if_fail (index < self->documents->len, NULL);

  return g_ptr_array_index (self->documents, index);
}

DriveInPaper
drive_in_print_operation_get_paper (DriveInPrintOperation *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self), DRIVE_IN_PAPER_A4);

  return self->paper;
}

const char *
drive_in_print_operation_get_file_name (DriveInPrintOperation *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self), NULL);

  return self->file_name;
}

void
drive_in_print_operation_set_file_name (DriveInPrintOperation *self,
                                        const char            *file_name)
{
  g_return_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self));

  g_free (self->file_name);
  self->file_name = g_strdup (file_name);
}

gboolean
drive_in_print_operation_export (DriveInPrintOperation  *self,
                                 GFile                  *file,
                                 GError                **error)
{
  g_autofree char *path = NULL;
  g_autofree char *temp_path = NULL;
  g_autofree char *display = NULL;
  g_autoptr(GError) local_error = NULL;
  GtkPrintOperationResult result;
  int fd;

  g_return_val_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = g_file_get_parse_name (file);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO,
                   _("Could not write “%s”: PDFs are written to local folders only"), display);
      return FALSE;
    }

  /* GTK writes the PDF as it draws: into a file of our own beside @file first. */
  temp_path = g_strconcat (path, ".XXXXXX", NULL);
  fd = g_mkstemp_full (temp_path, O_RDWR, 0644);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("Could not write “%s”: %s"), display,
                   g_strerror (saved_errno));
      return FALSE;
    }
  g_close (fd, NULL);

  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (self), temp_path);
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (self),
                                    GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &local_error);
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR || local_error != NULL)
    {
      g_unlink (temp_path);
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("Could not write “%s”: %s"), display,
                   local_error != NULL ? local_error->message : _("the PDF was not made"));
      return FALSE;
    }
  if (g_rename (temp_path, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (temp_path);
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("Could not write “%s”: %s"), display,
                   g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

void
drive_in_print_operation_run_dialog (DriveInPrintOperation *self,
                                     GtkWidget             *widget)
{
  GtkPrintOperation *operation = GTK_PRINT_OPERATION (self);
  GApplication *application = g_application_get_default ();
  GtkPrintSettings *last = NULL;
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  g_return_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));
  g_return_if_fail (!self->running);

  set_widget (self, widget);
  if (application != NULL)
    last = g_object_get_data (G_OBJECT (application), PRINT_SETTINGS_KEY);
  if (last != NULL)
    {
      /* The printer chosen last, on the paper of the settings. */
      g_autoptr(GtkPrintSettings) settings = gtk_print_settings_copy (last);
      g_autoptr(GtkPageSetup) setup = page_setup_new (self->paper);

      gtk_print_settings_set_paper_size (settings, gtk_page_setup_get_paper_size (setup));
      gtk_print_operation_set_print_settings (operation, settings);
    }
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_show_progress (operation, TRUE);

  /* Kept alive until "done". */
  self->running = TRUE;
  g_object_ref (self);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    get_window (widget), &error);
  /* Where the platform ran it all at once, "done" may not have come. */
  if (result != GTK_PRINT_OPERATION_RESULT_IN_PROGRESS)
    finish_dialog_run (self, result, error);
}

static void
on_chooser_response_cb (DriveInPrintOperation *self,
                        int                    response,
                        GtkFileChooserNative  *chooser)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      /* "Zombies" becomes "Zombies.pdf". */
      if (!g_str_has_suffix (basename, ".pdf") && !g_str_has_suffix (basename, ".PDF"))
        {
          g_autoptr(GFile) parent = g_file_get_parent (file);
          g_autofree char *name = g_strconcat (basename, ".pdf", NULL);

          g_set_object (&file, g_file_get_child (parent, name));
        }

      if (drive_in_print_operation_export (self, file, &error))
        {
          AdwToastOverlay *overlay = find_toast_overlay (self->widget);
          g_autofree char *name = g_file_get_basename (file);
          g_autofree char *title = NULL;

          if (overlay != NULL)
            {
              /* Translators: toast after exporting a PDF, "Saved “Zombies - Proxies.pdf”". */
              title = g_strdup_printf (_("Saved “%s”"), name);
              adw_toast_overlay_add_toast (overlay, drive_in_toast_new (title));
            }
        }
      else
        show_error (self->widget, _("Could Not Export the PDF"), error->message);
    }

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  /* The reference run_export_dialog() took for the chooser. */
  g_object_unref (self);
}

void
drive_in_print_operation_run_export_dialog (DriveInPrintOperation *self,
                                            GtkWidget             *widget)
{
  g_autoptr(GtkFileFilter) filter = NULL;
  g_autoptr(GFile) folder = NULL;
  const char *documents;

  g_return_if_fail (DRIVE_IN_IS_PRINT_OPERATION (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  set_widget (self, widget);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);

  /* GTK 4.8 has no GtkFileDialog; the native chooser goes through the portal. */
  self->chooser = gtk_file_chooser_native_new (_("Export PDF"), get_window (widget),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                               _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("PDF Documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_filter_add_suffix (filter, "pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  /* Not the folder the app was started from: the Documents folder, else home. */
  documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  folder = g_file_new_for_path (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                ? documents : g_get_home_dir ());
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser),
                                     self->file_name != NULL ? self->file_name
                                                             : _("Drive-In.pdf"));

  g_object_ref (self);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

DriveInPaper
drive_in_print_get_paper (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autofree char *name = g_settings_get_string (settings, "paper-size");
  DriveInPaper paper = DRIVE_IN_PAPER_A4;

  drive_in_paper_from_string (name, &paper);
  return paper;
}

/* --- documents of decks ------------------------------------------------------------------ */

DriveInPrintOperation *
drive_in_print_operation_new_for_deck (DriveInDeck         *deck,
                                       DriveInCatalog      *catalog,
                                       DriveInPrintKind  kind)
{
  g_autoptr(DriveInPrintDocument) document = NULL;
  g_autofree char *file_name = NULL;
  g_autofree char *title = NULL;
  DriveInPrintOperation *self;
  const char *what;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);

  switch (kind)
    {
    case DRIVE_IN_PRINT_KIND_CARD_LIST:
      document = DRIVE_IN_PRINT_DOCUMENT (drive_in_print_card_list_new (deck, catalog));
      what = _("Card List");
      break;
    case DRIVE_IN_PRINT_KIND_PROXIES:
      document = DRIVE_IN_PRINT_DOCUMENT (drive_in_print_proxy_sheet_new (deck, catalog, NULL));
      what = _("Proxies");
      break;
    case DRIVE_IN_PRINT_KIND_TITLE_SHEET:
      {
        const DriveInDeckGame *game = drive_in_deck_game_lookup (drive_in_deck_get_game (deck));

        if (game == NULL || game->new_title_sheet == NULL)
          return NULL;
        document = game->new_title_sheet (deck);
        what = _("Title Sheet");
      }
      break;
    case DRIVE_IN_PRINT_KIND_REFERENCE:
      {
        const DriveInDeckGame *game = drive_in_deck_game_lookup (drive_in_deck_get_game (deck));

        if (game == NULL || game->new_reference == NULL)
          return NULL;
        document = game->new_reference ();
        what = _("Turn Reference");
      }
      break;
    case DRIVE_IN_PRINT_KIND_TRACKER_SHEET:
      {
        const DriveInDeckGame *game = drive_in_deck_game_lookup (drive_in_deck_get_game (deck));

        if (game == NULL || game->new_tracker == NULL)
          return NULL;
        document = game->new_tracker (deck, catalog);
        what = _("Tracker Sheet");
      }
      break;
    default:
      g_return_val_if_reached (NULL);
    }

  self = drive_in_print_operation_new (document, drive_in_print_get_paper ());
  file_name = make_file_name (drive_in_deck_get_name (deck), what);
  drive_in_print_operation_set_file_name (self, file_name);
  title = drive_in_print_document_dup_title (document);
  if (title == NULL)
    {
      /* The job name shows in printer queues. */
      g_autofree char *job = g_strndup (file_name, strlen (file_name) - strlen (".pdf"));

      gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), job);
    }
  return self;
}
