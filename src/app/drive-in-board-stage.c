/* drive-in-board-stage.c: where a board shows each thing that happens, one after the other:
 * a card travelling between zones, a number changing on a card or seat, the outcome of an
 * attack, battle or war, a computer's decision; the computers wait until it has been seen. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>

#include "drive-in-app-services.h"
#include "drive-in-board-stage.h"

/* How long each kind stays at the normal pace; a travel moves in its first part. */
static const guint base_ms[DRIVE_IN_N_SHOWS] = {
  [DRIVE_IN_SHOW_LINE] = 600,
  [DRIVE_IN_SHOW_TRAVEL] = 500,
  [DRIVE_IN_SHOW_NUMBER] = 750,
  [DRIVE_IN_SHOW_CONTEST] = 900,
  [DRIVE_IN_SHOW_OUTCOME] = 2800,
  [DRIVE_IN_SHOW_DECISION] = 1100,
};
#define TRAVEL_PART   0.6
/* A travelling picture lands at its place's size unless that is larger than this and twice
 * the picture (a card going to a whole seat). */
#define TRAVEL_MAX_END 320
/* The ring round where something happens. */
#define RING_WIDTH    3
#define RING_RADIUS   8
/* Pace off: at most this many wait, the oldest on the table goes when more come. */
#define MAX_WAITING_OFF 3
#define CAPTION_WIDTH_CHARS 60
/* An outcome's banner says the contest's last lines. */
#define MAX_OUTCOME_LINES 6

typedef struct
{
  DriveInShow      show;
  GameEvent        event;
  gboolean         has_event;
  gboolean         own_line;
  char            *text;
  char            *badge;
  graphene_rect_t  from;
  gboolean         has_from;
  GdkPaintable    *image;
  GtkWidget       *at;          /* where it happens, found as it begins */
  graphene_rect_t  to;          /* where that is, at each frame */
  gboolean         placed;
  gboolean         moved;
  gboolean         reveal;      /* brought into sight where it happens */
} Item;

struct _DriveInBoardStage
{
  GtkWidget               parent_instance;

  DriveInStageLocateFunc  locate;
  gpointer                locate_data;
  GSettings              *settings;
  DriveInStagePace        pace;
  GQueue                  queue;        /* Item, to come */
  Item                   *current;
  guint                   record;       /* current's in records */
  AdwAnimation           *animation;
  AdwAnimation           *spent;        /* ended in its own "done": released later */
  guint                   timeout;
  guint                   start_idle;   /* the next begins once the board shows the change */
  double                  t;            /* 0 → 1 through current's time */
  gboolean                starting;
  gboolean                busy;
  gboolean                reveal;       /* what is queued now is brought into sight */
  GArray                 *records;      /* DriveInStageRecord */

  /* The contest under way: its lines so far, and the event that ends it in this action. */
  GPtrArray              *contest;      /* owned strings, or NULL when none is under way */
  gboolean                ending;
  gboolean                gathered;     /* its end's aftermath is over */
  GameEvent               end_event;
  gboolean                end_has_line;
};

G_DEFINE_FINAL_TYPE (DriveInBoardStage, drive_in_board_stage, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
item_free (Item *item)
{
  g_free (item->text);
  g_free (item->badge);
  g_clear_object (&item->image);
  g_clear_object (&item->at);
  g_free (item);
}

static void
record_clear (DriveInStageRecord *record)
{
  g_clear_pointer (&record->text, g_free);
}

static void
update_busy (DriveInBoardStage *self)
{
  gboolean busy = self->current != NULL || !g_queue_is_empty (&self->queue);

  if (busy == self->busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static double
pace_factor (DriveInBoardStage *self)
{
  switch (self->pace)
    {
    case DRIVE_IN_STAGE_PACE_OFF:
      return 0.4;
    case DRIVE_IN_STAGE_PACE_QUICK:
      return 0.55;
    case DRIVE_IN_STAGE_PACE_SLOW:
      return 1.8;
    case DRIVE_IN_STAGE_PACE_NORMAL:
    default:
      return 1.0;
    }
}

/* Motion only when the desktop wants it (gtk-enable-animations) and it can be seen. */
static gboolean
wants_motion (DriveInBoardStage *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static void start_next (DriveInBoardStage *self);

static void
end_current (DriveInBoardStage *self,
             DriveInStageEnd    how)
{
  DriveInStageRecord *record;

  if (self->current == NULL)
    return;
  record = &g_array_index (self->records, DriveInStageRecord, self->record);
  record->end = self->starting ? DRIVE_IN_STAGE_END_INSTANT : how;
  g_clear_handle_id (&self->timeout, g_source_remove);
  if (self->animation != NULL)
    {
      /* Maybe in its own "done": let go of it later. */
      g_signal_handlers_disconnect_by_data (self->animation, self);
      g_clear_object (&self->spent);
      self->spent = g_steal_pointer (&self->animation);
    }
  g_clear_pointer (&self->current, item_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_animation_done_cb (AdwAnimation      *animation,
                      DriveInBoardStage *self)
{
  end_current (self, DRIVE_IN_STAGE_END_TIME);
  if (!self->starting)
    start_next (self);
}

static gboolean
on_timeout_cb (gpointer user_data)
{
  DriveInBoardStage *self = user_data;

  self->timeout = 0;
  end_current (self, DRIVE_IN_STAGE_END_TIME);
  start_next (self);
  return G_SOURCE_REMOVE;
}

static void
set_progress_cb (double   value,
                 gpointer user_data)
{
  DriveInBoardStage *self = user_data;

  self->t = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
begin (DriveInBoardStage *self,
       Item              *item)
{
  DriveInStageRecord record = { 0 };
  guint ms = (guint) (base_ms[item->show] * pace_factor (self));
  GtkWidget *at = NULL;

  /* Where it happens, as the board shows it now (laid out by the time it is drawn). */
  if (item->has_event && self->locate != NULL)
    at = self->locate (&item->event, item->reveal, self->locate_data);
  if (at != NULL && gtk_widget_get_root (at) == gtk_widget_get_root (GTK_WIDGET (self)))
    {
      item->at = g_object_ref (at);
      item->placed = TRUE;
    }
  item->moved = wants_motion (self);

  record.event_kind = item->has_event ? item->event.kind : G_MAXUINT;
  record.show = item->show;
  record.placed = item->placed;
  record.moved = item->moved;
  record.own_line = item->own_line;
  record.text = g_strdup (item->text);
  g_array_append_val (self->records, record);
  self->record = self->records->len - 1;
  self->current = item;
  /* Screen readers hear it as a status. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  item->text, -1);

  if (item->moved)
    {
      self->t = 0;
      self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, MAX (ms, 1),
                                                 adw_callback_animation_target_new (
                                                   set_progress_cb, self, NULL));
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_LINEAR);
      g_signal_connect (self->animation, "done", G_CALLBACK (on_animation_done_cb), self);
      adw_animation_play (self->animation);
    }
  else
    {
      /* No motion: the outcome stands still for the same time, never skipped. */
      self->t = 1;
      self->timeout = g_timeout_add (MAX (ms, 1), on_timeout_cb, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
start_next (DriveInBoardStage *self)
{
  g_clear_handle_id (&self->start_idle, g_source_remove);
  while (self->current == NULL && !g_queue_is_empty (&self->queue))
    {
      self->starting = TRUE;
      begin (self, g_queue_pop_head (&self->queue));
      self->starting = FALSE;
    }
  update_busy (self);
}

static gboolean
on_start_idle_cb (gpointer user_data)
{
  DriveInBoardStage *self = user_data;

  self->start_idle = 0;
  start_next (self);
  return G_SOURCE_REMOVE;
}

static void
queue_item (DriveInBoardStage     *self,
            DriveInShow            show,
            const GameEvent       *event,
            gboolean               own_line,
            const char            *text,
            const char            *badge,
            const graphene_rect_t *from,
            GdkPaintable          *image)
{
  Item *item;

  item = g_new0 (Item, 1);
  item->show = show;
  if (event != NULL)
    {
      item->event = *event;
      item->has_event = TRUE;
    }
  item->own_line = own_line;
  item->reveal = self->reveal;
  item->text = g_strdup (text);
  item->badge = g_strdup (badge);
  if (from != NULL)
    {
      item->from = *from;
      item->has_from = TRUE;
    }
  if (image != NULL)
    item->image = g_object_ref (image);
  g_queue_push_tail (&self->queue, item);
  /* Pace off: the computers do not wait, so the table keeps up with them. */
  while (self->pace == DRIVE_IN_STAGE_PACE_OFF && self->current != NULL
         && g_queue_get_length (&self->queue) > MAX_WAITING_OFF)
    {
      end_current (self, DRIVE_IN_STAGE_END_CROWDED);
      start_next (self);
    }
  update_busy (self);
  /* Events come while an action is applied, before the board shows it. */
  if (self->current == NULL && self->start_idle == 0)
    self->start_idle = g_idle_add (on_start_idle_cb, self);
}

/* The contest's lines: its opening, then what the action that ends it touched (cards gone,
 * numbers changed) before its end, its end, and after it the same until the table moves on to
 * something else. */
static void
gather (DriveInBoardStage *self,
        DriveInShow        show,
        const char        *text)
{
  gboolean touch = show == DRIVE_IN_SHOW_TRAVEL || show == DRIVE_IN_SHOW_NUMBER;

  if (self->contest == NULL || text == NULL || self->gathered)
    return;
  if (!self->ending)
    {
      if (!touch && show != DRIVE_IN_SHOW_OUTCOME && self->contest->len > 0)
        return;
      if (self->contest->len >= MAX_OUTCOME_LINES)
        g_ptr_array_remove_index (self->contest, 1);
      g_ptr_array_add (self->contest, g_strdup (text));
    }
  else if (!touch)
    self->gathered = TRUE;
  else if (self->contest->len < 2 * MAX_OUTCOME_LINES)
    g_ptr_array_add (self->contest, g_strdup (text));
}

void
drive_in_board_stage_add (DriveInBoardStage     *self,
                          DriveInShow            show,
                          const GameEvent       *event,
                          const char            *text,
                          const char            *badge,
                          const graphene_rect_t *from,
                          GdkPaintable          *image)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD_STAGE (self));
  g_return_if_fail (show < DRIVE_IN_N_SHOWS);
  g_return_if_fail (text != NULL || (show == DRIVE_IN_SHOW_OUTCOME && event != NULL));

  switch (show)
    {
    case DRIVE_IN_SHOW_CONTEST:
      /* One that never ended is forgotten. */
      g_clear_pointer (&self->contest, g_ptr_array_unref);
      self->contest = g_ptr_array_new_with_free_func (g_free);
      self->ending = FALSE;
      self->gathered = FALSE;
      gather (self, show, text);
      break;
    case DRIVE_IN_SHOW_OUTCOME:
      /* A second end in one action: the first's banner goes first, this one on its own. */
      if (self->contest != NULL && self->ending)
        drive_in_board_stage_end_action (self);
      if (self->contest == NULL)
        {
          /* An outcome of no contest seen begun: its own line is the banner. */
          if (text != NULL)
            queue_item (self, show, event, TRUE, text, badge, from, image);
          return;
        }
      gather (self, show, text);
      /* Its banner waits for the rest of the action (the dead, the scores). */
      self->ending = TRUE;
      self->end_event = *event;
      self->end_has_line = text != NULL;
      return;
    case DRIVE_IN_SHOW_LINE:
    case DRIVE_IN_SHOW_TRAVEL:
    case DRIVE_IN_SHOW_NUMBER:
    case DRIVE_IN_SHOW_DECISION:
    case DRIVE_IN_N_SHOWS:
    default:
      if (event != NULL)
        gather (self, show, text);
      break;
    }
  queue_item (self, show, event, event != NULL, text, badge, from, image);
}

void
drive_in_board_stage_end_action (DriveInBoardStage *self)
{
  g_autofree char *banner = NULL;

  g_return_if_fail (DRIVE_IN_IS_BOARD_STAGE (self));

  if (self->contest == NULL)
    return;
  if (!self->ending)
    {
      /* Not over yet: what this action touched belongs to no outcome. */
      g_ptr_array_set_size (self->contest, (int) MIN (self->contest->len, 1));
      return;
    }
  g_ptr_array_add (self->contest, NULL);
  banner = g_strjoinv ("\n", (char **) self->contest->pdata);
  g_clear_pointer (&self->contest, g_ptr_array_unref);
  self->ending = FALSE;
  queue_item (self, DRIVE_IN_SHOW_OUTCOME, &self->end_event, self->end_has_line, banner, NULL,
              NULL, NULL);
}

void
drive_in_board_stage_set_reveal (DriveInBoardStage *self,
                                 gboolean           reveal)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD_STAGE (self));
  self->reveal = reveal;
}

gboolean
drive_in_board_stage_reveals (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), FALSE);

  if (self->current != NULL && self->current->reveal && self->current->has_event)
    return TRUE;
  for (GList *l = self->queue.head; l != NULL; l = l->next)
    {
      Item *item = l->data;

      if (item->reveal && item->has_event)
        return TRUE;
    }
  return FALSE;
}

gboolean
drive_in_board_stage_is_busy (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), FALSE);
  return self->busy;
}

gboolean
drive_in_board_stage_holds (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), FALSE);
  return self->busy && self->pace != DRIVE_IN_STAGE_PACE_OFF;
}

gboolean
drive_in_board_stage_skip (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), FALSE);

  /* One waiting for its idle begins first: it must be seen to end. */
  if (self->current == NULL)
    start_next (self);
  if (self->current == NULL)
    return FALSE;
  end_current (self, DRIVE_IN_STAGE_END_SKIPPED);
  start_next (self);
  return TRUE;
}

void
drive_in_board_stage_move_on (DriveInBoardStage *self)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD_STAGE (self));

  if (self->current == NULL || self->current->show != DRIVE_IN_SHOW_OUTCOME)
    return;
  end_current (self, DRIVE_IN_STAGE_END_MOVED_ON);
  start_next (self);
}

void
drive_in_board_stage_clear (DriveInBoardStage *self)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD_STAGE (self));

  g_queue_clear_full (&self->queue, (GDestroyNotify) item_free);
  g_clear_pointer (&self->contest, g_ptr_array_unref);
  self->ending = FALSE;
  g_clear_handle_id (&self->start_idle, g_source_remove);
  end_current (self, DRIVE_IN_STAGE_END_SKIPPED);
  update_busy (self);
}

void
drive_in_board_stage_set_pace (DriveInBoardStage *self,
                               DriveInStagePace   pace)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD_STAGE (self));
  g_return_if_fail (pace <= DRIVE_IN_STAGE_PACE_SLOW);

  if (self->pace == pace)
    return;
  self->pace = pace;
  /* "busy" is what holds the computers: said again for the new pace. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

DriveInStagePace
drive_in_board_stage_get_pace (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), DRIVE_IN_STAGE_PACE_NORMAL);
  return self->pace;
}

const GArray *
drive_in_board_stage_get_records (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), NULL);
  return self->records;
}

const char *
drive_in_board_stage_get_text (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), NULL);
  return self->current != NULL ? self->current->text : NULL;
}

GtkWidget *
drive_in_board_stage_get_place (DriveInBoardStage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_STAGE (self), NULL);
  return self->current != NULL ? self->current->at : NULL;
}

/* ---- Drawing ------------------------------------------------------------------------------ */

static void
rounded_box (GtkSnapshot           *snapshot,
             const graphene_rect_t *rect,
             float                  radius,
             const GdkRGBA         *color)
{
  GskRoundedRect round;

  gsk_rounded_rect_init_from_rect (&round, rect, radius);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, color, rect);
  gtk_snapshot_pop (snapshot);
}

/* @text in a dark pill centred on @cx, its top at @y (kept inside the stage). */
static void
draw_pill (DriveInBoardStage *self,
           GtkSnapshot       *snapshot,
           const char        *text,
           float              cx,
           float              y,
           double             scale,
           float              alpha)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
  PangoAttrList *attrs = pango_attr_list_new ();
  float width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  /* Light on the dark felt, as a card's face is. */
  GdkRGBA bg = { 0.98f, 0.97f, 0.93f, 0.96f * alpha };
  GdkRGBA fg = { 0.12f, 0.1f, 0.1f, alpha };
  PangoRectangle ink, logical;
  float pad = 10 * (float) scale;
  graphene_rect_t box;

  pango_attr_list_insert (attrs, pango_attr_scale_new (scale));
  if (scale > 1.0)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_width (layout, (int) (MIN (width * 0.8f, CAPTION_WIDTH_CHARS * 9 * scale)
                                         * PANGO_SCALE));
  /* Centred lines start inside the layout's width: the box holds only what is written. */
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  box.size.width = logical.width + 2 * pad;
  box.size.height = logical.height + pad;
  box.origin.x = CLAMP (cx - box.size.width / 2, 0, MAX (0, width - box.size.width));
  box.origin.y = CLAMP (y, 0, MAX (0, height - box.size.height));
  rounded_box (snapshot, &box, MIN (box.size.height / 2, 14), &bg);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (box.origin.x + pad - logical.x,
                                                          box.origin.y + pad / 2 - logical.y));
  gtk_snapshot_append_layout (snapshot, layout, &fg);
  gtk_snapshot_restore (snapshot);
}

/* The ring is drawn in four bands, each clipped to its side. GTK draws again all that a
 * changed node covers, and a border's is its whole box: a ring fading round a seat had the
 * whole seat (the felt, every card under it) drawn again on each frame. A clip keeps that to
 * its band. The bands meet on whole pixels and do not overlap: the same pixels as one border. */
static void
draw_ring (GtkSnapshot           *snapshot,
           const graphene_rect_t *rect,
           float                  alpha)
{
  GdkRGBA gold = { 0.98f, 0.78f, 0.2f, alpha };
  const float widths[4] = { RING_WIDTH, RING_WIDTH, RING_WIDTH, RING_WIDTH };
  const GdkRGBA colors[4] = { gold, gold, gold, gold };
  /* A corner's arc lies within its radius of both edges; a side within its width (and a
   * pixel of rounding and one of antialiasing either way). */
  const float cap = RING_RADIUS + 2, side = RING_WIDTH + 3;
  graphene_rect_t outer, bands[4];
  GskRoundedRect round;
  float x0, y0, x1, y1;

  graphene_rect_inset_r (rect, -RING_WIDTH, -RING_WIDTH, &outer);
  gsk_rounded_rect_init_from_rect (&round, &outer, RING_RADIUS);
  x0 = floorf (outer.origin.x) - 1;
  y0 = floorf (outer.origin.y) - 1;
  x1 = ceilf (outer.origin.x + outer.size.width) + 1;
  y1 = ceilf (outer.origin.y + outer.size.height) + 1;
  if (x1 - x0 <= 2 * cap || y1 - y0 <= 2 * cap)
    {
      gtk_snapshot_append_border (snapshot, &round, widths, colors);
      return;
    }
  graphene_rect_init (&bands[0], x0, y0, x1 - x0, cap);
  graphene_rect_init (&bands[1], x0, y1 - cap, x1 - x0, cap);
  graphene_rect_init (&bands[2], x0, y0 + cap, side, y1 - y0 - 2 * cap);
  graphene_rect_init (&bands[3], x1 - side, y0 + cap, side, y1 - y0 - 2 * cap);
  for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
    {
      gtk_snapshot_push_clip (snapshot, &bands[i]);
      gtk_snapshot_append_border (snapshot, &round, widths, colors);
      gtk_snapshot_pop (snapshot);
    }
}

/* Where a travelling picture ends: its place, or, on a place far larger than it (a card
 * summoned to a whole seat), its own size in the place's middle: stretched across the seat it
 * was a smear, drawn again over the whole seat on each frame. */
static void
travel_end (const graphene_rect_t *from,
            const graphene_rect_t *to,
            graphene_rect_t       *end)
{
  *end = *to;
  if (to->size.width <= MAX (2 * from->size.width, TRAVEL_MAX_END)
      && to->size.height <= MAX (2 * from->size.height, TRAVEL_MAX_END))
    return;
  end->size.width = MIN (from->size.width, to->size.width);
  end->size.height = MIN (from->size.height, to->size.height);
  end->origin.x = to->origin.x + (to->size.width - end->size.width) / 2;
  end->origin.y = to->origin.y + (to->size.height - end->size.height) / 2;
}

static float
ease_out (double p)
{
  p = CLAMP (p, 0.0, 1.0);
  return (float) (1.0 - (1.0 - p) * (1.0 - p) * (1.0 - p));
}

static void
drive_in_board_stage_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  DriveInBoardStage *self = DRIVE_IN_BOARD_STAGE (widget);
  Item *item = self->current;
  float width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  float fade;
  float caption_x = width / 2, caption_y = height * 0.12f;

  if (item == NULL)
    return;
  /* Where it happens now: the board may have moved it, or let it go. */
  item->placed = item->at != NULL
                 && gtk_widget_compute_bounds (item->at, widget, &item->to)
                 && item->to.size.width >= 1 && item->to.size.height >= 1;
  /* In quickly, out at the very end. */
  fade = item->moved ? (float) CLAMP (MIN (self->t * 8, (1 - self->t) * 10), 0, 1) : 1.0f;
  if (item->placed)
    {
      caption_x = item->to.origin.x + item->to.size.width / 2;
      caption_y = item->to.origin.y + item->to.size.height + 8;
      if (caption_y > height - 60)
        caption_y = MAX (0, item->to.origin.y - 60);
    }

  switch (item->show)
    {
    case DRIVE_IN_SHOW_TRAVEL:
      if (item->moved && item->placed && item->has_from && item->image != NULL
          && self->t < TRAVEL_PART)
        {
          float p = ease_out (self->t / TRAVEL_PART);
          graphene_rect_t end, at;

          travel_end (&item->from, &item->to, &end);
          graphene_rect_interpolate (&item->from, &end, p, &at);
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &at.origin);
          gdk_paintable_snapshot (item->image, snapshot, at.size.width, at.size.height);
          gtk_snapshot_restore (snapshot);
        }
      else if (item->placed)
        draw_ring (snapshot, &item->to, fade);
      break;
    case DRIVE_IN_SHOW_NUMBER:
      if (item->placed)
        {
          draw_ring (snapshot, &item->to, fade);
          if (item->badge != NULL)
            draw_pill (self, snapshot, item->badge, item->to.origin.x + item->to.size.width / 2,
                       item->to.origin.y + item->to.size.height * 0.35f
                       - (item->moved ? 24 * ease_out (self->t) : 0),
                       1.6, fade);
        }
      break;
    case DRIVE_IN_SHOW_OUTCOME:
      if (item->placed)
        draw_ring (snapshot, &item->to, fade);
      /* The banner across the middle of the table, whatever it touched. */
      draw_pill (self, snapshot, item->text, width / 2, height * 0.42f, 1.5, fade);
      return;
    case DRIVE_IN_SHOW_LINE:
    case DRIVE_IN_SHOW_CONTEST:
    case DRIVE_IN_SHOW_DECISION:
    case DRIVE_IN_N_SHOWS:
    default:
      if (item->placed)
        draw_ring (snapshot, &item->to, fade);
      break;
    }
  draw_pill (self, snapshot, item->text, caption_x, caption_y,
             item->show == DRIVE_IN_SHOW_DECISION ? 1.15 : 1.0, fade);
}

/* ---- Object ------------------------------------------------------------------------------- */

static void
on_pace_changed_cb (DriveInBoardStage *self)
{
  drive_in_board_stage_set_pace (self, g_settings_get_enum (self->settings, "computer-pace"));
}

static void
drive_in_board_stage_dispose (GObject *object)
{
  DriveInBoardStage *self = DRIVE_IN_BOARD_STAGE (object);

  g_queue_clear_full (&self->queue, (GDestroyNotify) item_free);
  g_clear_handle_id (&self->timeout, g_source_remove);
  g_clear_handle_id (&self->start_idle, g_source_remove);
  if (self->animation != NULL)
    g_signal_handlers_disconnect_by_data (self->animation, self);
  g_clear_object (&self->animation);
  g_clear_object (&self->spent);
  g_clear_pointer (&self->current, item_free);
  g_clear_pointer (&self->contest, g_ptr_array_unref);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (drive_in_board_stage_parent_class)->dispose (object);
}

static void
drive_in_board_stage_finalize (GObject *object)
{
  DriveInBoardStage *self = DRIVE_IN_BOARD_STAGE (object);

  g_array_unref (self->records);
  G_OBJECT_CLASS (drive_in_board_stage_parent_class)->finalize (object);
}

static void
drive_in_board_stage_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  DriveInBoardStage *self = DRIVE_IN_BOARD_STAGE (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_board_stage_class_init (DriveInBoardStageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_board_stage_dispose;
  object_class->finalize = drive_in_board_stage_finalize;
  object_class->get_property = drive_in_board_stage_get_property;
  widget_class->snapshot = drive_in_board_stage_snapshot;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "boardstage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
drive_in_board_stage_init (DriveInBoardStage *self)
{
  g_queue_init (&self->queue);
  self->reveal = TRUE;
  self->records = g_array_new (FALSE, TRUE, sizeof (DriveInStageRecord));
  g_array_set_clear_func (self->records, (GDestroyNotify) record_clear);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_can_focus (GTK_WIDGET (self), FALSE);
  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  self->pace = g_settings_get_enum (self->settings, "computer-pace");
  g_signal_connect_swapped (self->settings, "changed::computer-pace",
                            G_CALLBACK (on_pace_changed_cb), self);
}

GtkWidget *
drive_in_board_stage_new (DriveInStageLocateFunc locate,
                          gpointer               user_data)
{
  DriveInBoardStage *self = g_object_new (DRIVE_IN_TYPE_BOARD_STAGE, NULL);

  self->locate = locate;
  self->locate_data = user_data;
  return GTK_WIDGET (self);
}
