/* drive-in-drag-scroll.c: a scrolled window that scrolls while a drag hovers by its edge. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-drag-scroll.h"

/* The band along each edge where a hovering drag scrolls, and the speed right at the edge:
 * about a screenful a second, slow enough to stop on a target. */
#define EDGE_BAND_PX     48.0
#define EDGE_SPEED_PX_S  700.0
/* A late frame moves the content no further than this much time would. */
#define LONGEST_STEP_S   0.1

typedef struct
{
  GtkWidget *scroller;   /* unowned: the controller's widget outlives it */
  double     x, y;
  gboolean   hovering;
  gboolean   armed;      /* the drag has been away from the edges since it came in */
  guint      tick_id;
  gint64     last_frame;
} DragScroll;

double
drive_in_drag_scroll_speed (int    length,
                            double position)
{
  /* A small window keeps its middle free of the bands. */
  double band = MIN (EDGE_BAND_PX, length / 4.0);

  if (band <= 0)
    return 0;
  if (position < band)
    return -EDGE_SPEED_PX_S * (band - MAX (position, 0)) / band;
  if (position > length - band)
    return EDGE_SPEED_PX_S * (MIN (position, length) - (length - band)) / band;
  return 0;
}

static void
nudge (GtkAdjustment *adjustment,
       double         pixels)
{
  /* GtkAdjustment keeps the value between its lower and upper minus the page. */
  if (pixels != 0)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + pixels);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  DragScroll *scroll = user_data;
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double across = drive_in_drag_scroll_speed (gtk_widget_get_width (widget), scroll->x);
  double down = drive_in_drag_scroll_speed (gtk_widget_get_height (widget), scroll->y);
  double seconds;

  if (!scroll->hovering || (across == 0 && down == 0))
    {
      scroll->tick_id = 0;
      scroll->last_frame = 0;
      return G_SOURCE_REMOVE;
    }
  seconds = scroll->last_frame > 0 ? (now - scroll->last_frame) / (double) G_USEC_PER_SEC : 0;
  scroll->last_frame = now;
  seconds = MIN (seconds, LONGEST_STEP_S);
  nudge (gtk_scrolled_window_get_hadjustment (scroller), across * seconds);
  nudge (gtk_scrolled_window_get_vadjustment (scroller), down * seconds);
  return G_SOURCE_CONTINUE;
}

static void
on_motion_cb (GtkDropControllerMotion *controller,
              double                   x,
              double                   y,
              DragScroll              *scroll)
{
  gboolean by_edge = drive_in_drag_scroll_speed (gtk_widget_get_width (scroll->scroller), x) != 0
                     || drive_in_drag_scroll_speed (gtk_widget_get_height (scroll->scroller), y)
                        != 0;

  scroll->x = x;
  scroll->y = y;
  scroll->hovering = TRUE;
  scroll->armed |= !by_edge;
  if (scroll->armed && by_edge && scroll->tick_id == 0)
    scroll->tick_id = gtk_widget_add_tick_callback (scroll->scroller, scroll_tick_cb, scroll,
                                                    NULL);
}

/* A card dragged in from the hand below crosses the edge on its way: only once the drag has
 * been inside, away from the edges, does an edge scroll. */
static void
on_enter_cb (GtkDropControllerMotion *controller,
             double                   x,
             double                   y,
             DragScroll              *scroll)
{
  scroll->armed = FALSE;
  on_motion_cb (controller, x, y, scroll);
}

static void
on_leave_cb (GtkDropControllerMotion *controller,
             DragScroll              *scroll)
{
  scroll->hovering = FALSE;
  scroll->armed = FALSE;
  if (scroll->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (scroll->scroller, scroll->tick_id);
      scroll->tick_id = 0;
      scroll->last_frame = 0;
    }
}

static void
drag_scroll_free (gpointer data)
{
  DragScroll *scroll = data;

  /* The controller goes while its widget is disposed: no tick may outlive the state. */
  if (scroll->tick_id != 0)
    gtk_widget_remove_tick_callback (scroll->scroller, scroll->tick_id);
  g_free (scroll);
}

void
drive_in_drag_scroll_add (GtkScrolledWindow *scroller)
{
  GtkEventController *controller;
  DragScroll *scroll;

  g_return_if_fail (GTK_IS_SCROLLED_WINDOW (scroller));

  scroll = g_new0 (DragScroll, 1);
  scroll->scroller = GTK_WIDGET (scroller);
  controller = gtk_drop_controller_motion_new ();
  /* Before the drop targets inside: they do not pass a drag's motion on. */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "enter", G_CALLBACK (on_enter_cb), scroll);
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion_cb), scroll);
  g_signal_connect (controller, "leave", G_CALLBACK (on_leave_cb), scroll);
  g_object_set_data_full (G_OBJECT (controller), "drive-in-drag-scroll", scroll,
                          drag_scroll_free);
  gtk_widget_add_controller (GTK_WIDGET (scroller), controller);
}
