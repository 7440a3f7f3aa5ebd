/* drive-in-board-bar.c: the board's bar: its widgets in one row while they fit side by side;
 * in a narrower window the instruction takes a line of its own above the others, so it is
 * read whole instead of cut short (GTK 4.8 has no breakpoints: the bar decides by the width
 * it is given). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-board-bar.h"

/* Between widgets; between the instruction's line and the row, less: the line is text,
 * and every pixel of the bar is one the felt has not (Gruff's two lines at 1100x760). */
#define SPACING      8
#define LINE_SPACING 2

struct _DriveInBoardBar
{
  GtkWidget  parent_instance;
  GtkWidget *line;
  gboolean   split;
};

G_DEFINE_FINAL_TYPE (DriveInBoardBar, drive_in_board_bar, GTK_TYPE_WIDGET)

/* The row's widgets but the line: their widths side by side and how many there are. */
static guint
measure_others (DriveInBoardBar *self,
                int             *out_min,
                int             *out_nat)
{
  guint n = 0;

  *out_min = *out_nat = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (child == self->line || !gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      *out_min += min + (n > 0 ? SPACING : 0);
      *out_nat += nat + (n > 0 ? SPACING : 0);
      n++;
    }
  return n;
}

static gboolean
has_line (DriveInBoardBar *self)
{
  return self->line != NULL && gtk_widget_should_layout (self->line);
}

/* The row's widths, measured once for a measure or an allocation. */
typedef struct
{
  int   others_min;  /* the widgets but the line, side by side */
  int   others_nat;
  guint n_others;
  int   line_min;    /* the line (0 without one) */
  int   line_nat;
  int   spacing;     /* between the others and the line in one row */
} RowWidths;

static void
measure_row_widths (DriveInBoardBar *self,
                    RowWidths       *w)
{
  w->n_others = measure_others (self, &w->others_min, &w->others_nat);
  w->line_min = w->line_nat = 0;
  if (has_line (self))
    gtk_widget_measure (self->line, GTK_ORIENTATION_HORIZONTAL, -1, &w->line_min, &w->line_nat,
                        NULL, NULL);
  w->spacing = has_line (self) && w->n_others > 0 ? SPACING : 0;
}

/* The narrowest row that holds everything: the line at its natural width, the others at
 * their least (the turn gives way, ellipsized, before the instruction takes a line of its
 * own: the felt keeps that line). */
static int
one_row_min_width (const RowWidths *w)
{
  return w->others_min + w->line_nat + w->spacing;
}

/* The line's width in a row @width wide: its natural width or more, the others shrinking
 * toward their least to leave it that. */
static int
line_width_in_row (const RowWidths *w,
                   int              width)
{
  return MAX (MIN (MAX (width - w->others_nat - w->spacing, w->line_nat),
                   width - w->others_min - w->spacing),
              0);
}

/* The tallest of the row's widgets but the line. */
static void
measure_row_height (DriveInBoardBar *self,
                    int             *out_min,
                    int             *out_nat)
{
  *out_min = *out_nat = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (child == self->line || !gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      *out_min = MAX (*out_min, min);
      *out_nat = MAX (*out_nat, nat);
    }
}

static GtkSizeRequestMode
drive_in_board_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
drive_in_board_bar_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  DriveInBoardBar *self = DRIVE_IN_BOARD_BAR (widget);
  int row_min, row_nat, line_min = 0, line_nat = 0;
  RowWidths w;

  measure_row_widths (self, &w);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as the row without the line, the line above it; as wide as one row. */
      *minimum = MAX (w.others_min, w.line_min);
      *natural = MAX (w.others_nat + w.line_nat + w.spacing, *minimum);
      return;
    }
  measure_row_height (self, &row_min, &row_nat);
  if (!has_line (self))
    {
      *minimum = row_min;
      *natural = row_nat;
    }
  else if (for_size < 0 || for_size >= one_row_min_width (&w))
    {
      /* One row: the line at the width the others leave it. */
      gtk_widget_measure (self->line, GTK_ORIENTATION_VERTICAL,
                          for_size < 0 ? -1 : line_width_in_row (&w, for_size), &line_min,
                          &line_nat, NULL, NULL);
      *minimum = MAX (row_min, line_min);
      *natural = MAX (row_nat, line_nat);
    }
  else
    {
      gtk_widget_measure (self->line, GTK_ORIENTATION_VERTICAL, for_size, &line_min, &line_nat,
                          NULL, NULL);
      *minimum = line_min + LINE_SPACING + row_min;
      *natural = line_nat + LINE_SPACING + row_nat;
    }
}

/* @child at @x of a bar @bar_width wide. */
static void
place (GtkWidget *widget,
       int        bar_width,
       GtkWidget *child,
       int        x,
       int        y,
       int        width,
       int        height)
{
  /* Right to left: the row reads from the right. */
  if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
    x = bar_width - x - width;
  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

static void
drive_in_board_bar_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  DriveInBoardBar *self = DRIVE_IN_BOARD_BAR (widget);
  int row_y = 0, row_height = height, line_height = 0, extra;
  guint n, i = 0;
  g_autofree GtkRequestedSize *sizes = NULL;
  int x = 0;
  RowWidths w;

  measure_row_widths (self, &w);
  self->split = has_line (self) && width < one_row_min_width (&w);
  if (self->split)
    {
      gtk_widget_measure (self->line, GTK_ORIENTATION_VERTICAL, width, NULL, &line_height, NULL,
                          NULL);
      line_height = MIN (line_height, height);
      place (widget, width, self->line, 0, 0, width, line_height);
      row_y = line_height + LINE_SPACING;
      row_height = MAX (height - row_y, 0);
    }

  /* The others at their natural widths, or as near as the room allows (the same share for
   * each); the room left goes where the line is in a row, or stands in its place. */
  n = w.n_others;
  sizes = g_new0 (GtkRequestedSize, MAX (n, 1));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != self->line && gtk_widget_should_layout (child))
      {
        sizes[i].data = child;
        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &sizes[i].minimum_size,
                            &sizes[i].natural_size, NULL, NULL);
        i++;
      }
  if (has_line (self) && !self->split)
    {
      /* The line first, then the others from their least toward their natural widths. */
      int line_width = line_width_in_row (&w, width);

      extra = MAX (width - w.others_min - line_width - w.spacing, 0);
      extra = gtk_distribute_natural_allocation (extra, n, sizes) + line_width;
    }
  else
    extra = gtk_distribute_natural_allocation (MAX (width - w.others_min, 0), n, sizes);

  i = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      if (child == self->line)
        {
          if (!self->split)
            {
              place (widget, width, child, x, 0, extra, height);
              x += extra + SPACING;
            }
          else
            x += extra;
          continue;
        }
      place (widget, width, child, x, row_y, sizes[i].minimum_size, row_height);
      x += sizes[i].minimum_size + SPACING;
      i++;
    }
}

static void
drive_in_board_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  DRIVE_IN_BOARD_BAR (object)->line = NULL;
  G_OBJECT_CLASS (drive_in_board_bar_parent_class)->dispose (object);
}

static void
drive_in_board_bar_class_init (DriveInBoardBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_board_bar_dispose;
  widget_class->get_request_mode = drive_in_board_bar_get_request_mode;
  widget_class->measure = drive_in_board_bar_measure;
  widget_class->size_allocate = drive_in_board_bar_size_allocate;
}

static void
drive_in_board_bar_init (DriveInBoardBar *self)
{
}

GtkWidget *
drive_in_board_bar_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_BOARD_BAR, NULL);
}

void
drive_in_board_bar_set_line (DriveInBoardBar *self,
                             GtkWidget       *line)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD_BAR (self));
  g_return_if_fail (line == NULL || gtk_widget_get_parent (line) == GTK_WIDGET (self));

  self->line = line;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
drive_in_board_bar_is_split (DriveInBoardBar *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_BOARD_BAR (self), FALSE);

  return self->split;
}
