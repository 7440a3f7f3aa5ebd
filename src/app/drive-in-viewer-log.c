/* drive-in-viewer-log.c: a game's log as one viewer reads it, any game: each line as that
 * viewer read it when it happened. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "drive-in-viewer-log.h"

struct _DriveInViewerLog
{
  GObject             parent_instance;
  GListModel         *source;
  DriveInLogTextFunc  text_func;
  gpointer            user_data;
  int                 viewer;
  GPtrArray          *lines;    /* DriveInLogLine per item of source */
};

static void drive_in_viewer_log_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInViewerLog, drive_in_viewer_log, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      drive_in_viewer_log_model_init))

static GType
get_item_type (GListModel *model)
{
  return DRIVE_IN_TYPE_LOG_LINE;
}

static guint
get_n_items (GListModel *model)
{
  return DRIVE_IN_VIEWER_LOG (model)->lines->len;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  DriveInViewerLog *self = DRIVE_IN_VIEWER_LOG (model);

  if (position >= self->lines->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->lines, position));
}

static void
drive_in_viewer_log_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static DriveInLogLine *
make_line (DriveInViewerLog *self,
           guint             position)
{
  g_autoptr(GObject) item = g_list_model_get_item (self->source, position);
  DriveInLogStyle style = DRIVE_IN_LOG_PLAIN;
  g_autofree char *text = self->text_func (item, self->viewer, &style, self->user_data);

  return drive_in_log_line_new (text, style);
}

static void
on_source_items_changed_cb (GListModel       *source,
                            guint             position,
                            guint             removed,
                            guint             added,
                            DriveInViewerLog *self)
{
  g_ptr_array_remove_range (self->lines, position, removed);
  for (guint i = 0; i < added; i++)
    g_ptr_array_insert (self->lines, position + i, make_line (self, position + i));
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
}

static void
drive_in_viewer_log_dispose (GObject *object)
{
  DriveInViewerLog *self = DRIVE_IN_VIEWER_LOG (object);

  if (self->source != NULL)
    g_signal_handlers_disconnect_by_data (self->source, self);
  g_clear_object (&self->source);
  G_OBJECT_CLASS (drive_in_viewer_log_parent_class)->dispose (object);
}

static void
drive_in_viewer_log_finalize (GObject *object)
{
  g_ptr_array_unref (DRIVE_IN_VIEWER_LOG (object)->lines);
  G_OBJECT_CLASS (drive_in_viewer_log_parent_class)->finalize (object);
}

static void
drive_in_viewer_log_class_init (DriveInViewerLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_viewer_log_dispose;
  object_class->finalize = drive_in_viewer_log_finalize;
}

static void
drive_in_viewer_log_init (DriveInViewerLog *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_object_unref);
}

DriveInViewerLog *
drive_in_viewer_log_new (GListModel         *source,
                         DriveInLogTextFunc  text_func,
                         gpointer            user_data,
                         int                 viewer)
{
  DriveInViewerLog *self;

  g_return_val_if_fail (G_IS_LIST_MODEL (source), NULL);
  g_return_val_if_fail (text_func != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_VIEWER_LOG, NULL);
  self->source = g_object_ref (source);
  self->text_func = text_func;
  self->user_data = user_data;
  self->viewer = viewer;
  for (guint i = 0; i < g_list_model_get_n_items (source); i++)
    g_ptr_array_add (self->lines, make_line (self, i));
  g_signal_connect (source, "items-changed", G_CALLBACK (on_source_items_changed_cb), self);
  return self;
}

int
drive_in_viewer_log_get_viewer (DriveInViewerLog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_VIEWER_LOG (self), 0);
  return self->viewer;
}

void
drive_in_viewer_log_set_viewer (DriveInViewerLog *self,
                                int               viewer)
{
  guint n;

  g_return_if_fail (DRIVE_IN_IS_VIEWER_LOG (self));

  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  n = self->lines->len;
  for (guint i = 0; i < n; i++)
    {
      g_object_unref (self->lines->pdata[i]);
      self->lines->pdata[i] = make_line (self, i);
    }
  g_list_model_items_changed (G_LIST_MODEL (self), 0, n, n);
}
