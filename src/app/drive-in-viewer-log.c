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
  DriveInLogFoldFunc  fold_func;
  gpointer            user_data;
  int                 viewer;
  GPtrArray          *lines;    /* DriveInLogLine per line: per item, or per folded run */
  GArray             *items;    /* guint per line: its item (a run's last) in source */
  guint               n_source; /* items of source taken in */
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

static gboolean
folds (DriveInViewerLog *self,
       guint             position)
{
  g_autoptr(GObject) item = NULL;

  if (self->fold_func == NULL || self->lines->len == 0)
    return FALSE;
  item = g_list_model_get_item (self->source, position);
  return self->fold_func (item, self->viewer, self->user_data);
}

/* Takes in the source's items from n_source on; returns the first line that changed. */
static guint
take_in (DriveInViewerLog *self)
{
  guint n = g_list_model_get_n_items (self->source);
  guint first = self->lines->len;

  for (guint i = self->n_source; i < n; i++)
    {
      /* The run's line now reads as its last item says: the count grew. */
      if (folds (self, i))
        {
          guint last = self->lines->len - 1;

          g_object_unref (self->lines->pdata[last]);
          self->lines->pdata[last] = make_line (self, i);
          g_array_index (self->items, guint, last) = i;
          first = MIN (first, last);
        }
      else
        {
          g_ptr_array_add (self->lines, make_line (self, i));
          g_array_append_val (self->items, i);
        }
    }
  self->n_source = n;
  return first;
}

static void
rebuild (DriveInViewerLog *self)
{
  guint old = self->lines->len;

  g_ptr_array_set_size (self->lines, 0);
  g_array_set_size (self->items, 0);
  self->n_source = 0;
  take_in (self);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, old, self->lines->len);
}

static void
on_source_items_changed_cb (GListModel       *source,
                            guint             position,
                            guint             removed,
                            guint             added,
                            DriveInViewerLog *self)
{
  guint old = self->lines->len;
  guint first;

  /* A game's log grows at its end; anything else (a replay rewound) is read again. */
  if (removed > 0 || position != self->n_source)
    {
      rebuild (self);
      return;
    }
  first = take_in (self);
  if (first < old || self->lines->len > old)
    g_list_model_items_changed (G_LIST_MODEL (self), first, old - first,
                                self->lines->len - first);
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
  g_array_unref (DRIVE_IN_VIEWER_LOG (object)->items);
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
  self->items = g_array_new (FALSE, FALSE, sizeof (guint));
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
  take_in (self);
  g_signal_connect (source, "items-changed", G_CALLBACK (on_source_items_changed_cb), self);
  return self;
}

void
drive_in_viewer_log_set_fold_func (DriveInViewerLog   *self,
                                   DriveInLogFoldFunc  fold_func)
{
  g_return_if_fail (DRIVE_IN_IS_VIEWER_LOG (self));

  if (self->fold_func == fold_func)
    return;
  self->fold_func = fold_func;
  rebuild (self);
}

guint
drive_in_viewer_log_get_source_position (DriveInViewerLog *self,
                                         guint             position)
{
  g_return_val_if_fail (DRIVE_IN_IS_VIEWER_LOG (self), G_MAXUINT);

  if (position >= self->items->len)
    return G_MAXUINT;
  return g_array_index (self->items, guint, position);
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
  g_return_if_fail (DRIVE_IN_IS_VIEWER_LOG (self));

  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  /* Another viewer folds other runs: the lines are made again. */
  rebuild (self);
}
