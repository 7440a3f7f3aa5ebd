/* drive-in-chance-view.c: coins, dice and rock-paper-scissors throws as they land, any game:
 * the last few beside the turn, the newest tumbling in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-chance-view.h"

#define ITEM_SIZE 30
#define MAX_ITEMS 4

typedef struct
{
  DriveInChanceKind kind;
  int               value;
  double            progress;   /* 0..1 while it tumbles in */
  AdwAnimation     *animation;
} Item;

struct _DriveInChanceView
{
  GtkWidget  parent_instance;
  GtkWidget *box;
  guint      animation_ms;
  char      *last_text;
};

G_DEFINE_FINAL_TYPE (DriveInChanceView, drive_in_chance_view, GTK_TYPE_WIDGET)

static void
item_free (gpointer data)
{
  Item *item = data;

  g_clear_object (&item->animation);
  g_free (item);
}

/* Pips of a die face on a 3 x 3 grid, as bits (row by row). */
static const guint16 die_pips[7] = {
  0, 0x010, 0x044, 0x054, 0x145, 0x155, 0x16d,
};

static void
draw_die (cairo_t *cr,
          double   size,
          int      face)
{
  double r = size * 0.18;

  cairo_new_sub_path (cr);
  cairo_arc (cr, size - r - 1, r + 1, r, -G_PI / 2, 0);
  cairo_arc (cr, size - r - 1, size - r - 1, r, 0, G_PI / 2);
  cairo_arc (cr, r + 1, size - r - 1, r, G_PI / 2, G_PI);
  cairo_arc (cr, r + 1, r + 1, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.94);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.25, 0.22, 0.2);
  cairo_set_line_width (cr, 1.2);
  cairo_stroke (cr);
  for (guint i = 0; i < 9; i++)
    if ((die_pips[CLAMP (face, 1, 6)] >> (8 - i)) & 1)
      {
        double x = size * (0.25 + 0.25 * (i % 3));
        double y = size * (0.25 + 0.25 * (i / 3));

        cairo_arc (cr, x, y, size * 0.08, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

static void
draw_text (cairo_t    *cr,
           GtkWidget  *widget,
           const char *text,
           double      size,
           double      scale)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  int w, h;

  pango_font_description_set_absolute_size (font, size * scale * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, (ITEM_SIZE - w) / 2.0, (ITEM_SIZE - h) / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
draw_item (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  Item *item = user_data;
  GtkWidget *widget = GTK_WIDGET (area);
  double size = MIN (width, height);
  double p = item->progress;

  cairo_save (cr);
  cairo_translate (cr, (width - size) / 2.0, (height - size) / 2.0);
  switch (item->kind)
    {
    case DRIVE_IN_CHANCE_DIE:
      {
        /* Tumbling: turning, and showing other faces until it lands. */
        int face = p < 1.0 ? 1 + ((int) (p * 11) + item->value) % 6 : item->value;

        cairo_translate (cr, size / 2, size / 2);
        cairo_rotate (cr, (1.0 - p) * 2.5 * G_PI);
        cairo_translate (cr, -size / 2, -size / 2);
        draw_die (cr, size, face);
        break;
      }
    case DRIVE_IN_CHANCE_COIN:
      {
        /* Spinning about its upright axis: heads and tails in turn until it lands. */
        double turn = (1.0 - p) * 6 * G_PI;
        double squeeze = fabs (cos (turn));
        gboolean heads = p < 1.0 ? (((int) (turn / G_PI)) % 2 == 0) == item->value
                                 : item->value != 0;

        cairo_translate (cr, size / 2, size / 2);
        cairo_scale (cr, MAX (squeeze, 0.08), 1.0);
        cairo_arc (cr, 0, 0, size / 2 - 1, 0, 2 * G_PI);
        cairo_set_source_rgb (cr, heads ? 0.86 : 0.72, heads ? 0.68 : 0.58, 0.22);
        cairo_fill_preserve (cr);
        cairo_set_source_rgb (cr, 0.45, 0.33, 0.08);
        cairo_set_line_width (cr, 1.5);
        cairo_stroke (cr);
        cairo_arc (cr, 0, 0, size / 2 - 5, 0, 2 * G_PI);
        cairo_stroke (cr);
        cairo_translate (cr, -size / 2, -size / 2);
        cairo_set_source_rgb (cr, 0.35, 0.24, 0.04);
        if (squeeze > 0.4)
          /* Translators: the letter on a coin's face that shows heads / tails. */
          draw_text (cr, widget, heads ? C_("coin face", "H") : C_("coin face", "T"), size, 0.45);
        break;
      }
    case DRIVE_IN_CHANCE_THROW:
    default:
      {
        static const char *const shapes[] = { NC_("rock paper scissors", "R"),
                                              NC_("rock paper scissors", "P"),
                                              NC_("rock paper scissors", "S") };

        cairo_arc (cr, size / 2, size / 2, size / 2 - 1, 0, 2 * G_PI);
        cairo_set_source_rgba (cr, 0.3, 0.45, 0.75, 0.35 + 0.65 * p);
        cairo_fill (cr);
        cairo_set_source_rgb (cr, 1, 1, 1);
        /* Translators: the initials of rock, paper and scissors on a thrown hand. */
        draw_text (cr, widget, g_dpgettext2 (NULL, "rock paper scissors",
                                             shapes[CLAMP (item->value, 0, 2)]),
                   size, 0.5 * (0.5 + 0.5 * p));
        break;
      }
    }
  cairo_restore (cr);
}

static void
set_progress_cb (double   value,
                 gpointer user_data)
{
  GtkWidget *area = user_data;
  Item *item = g_object_get_data (G_OBJECT (area), "item");

  item->progress = value;
  gtk_widget_queue_draw (area);
}

static char *
describe (DriveInChanceKind  kind,
          int                value,
          const char        *who)
{
  switch (kind)
    {
    case DRIVE_IN_CHANCE_COIN:
      /* Translators: "Seat 2's coin: heads". */
      return g_strdup_printf (value ? _("%s's coin: heads") : _("%s's coin: tails"), who);
    case DRIVE_IN_CHANCE_DIE:
      /* Translators: "Seat 2's die: 4". */
      return g_strdup_printf (_("%s's die: %d"), who, value);
    case DRIVE_IN_CHANCE_THROW:
    default:
      {
        static const char *const shapes[] = { N_("rock"), N_("paper"), N_("scissors") };

        /* Translators: "Seat 2 throws paper". */
        return g_strdup_printf (_("%s throws %s"), who, _(shapes[CLAMP (value, 0, 2)]));
      }
    }
}

void
drive_in_chance_view_add (DriveInChanceView *self,
                          DriveInChanceKind  kind,
                          int                value,
                          const char        *who)
{
  GtkWidget *area, *oldest;
  Item *item;
  guint n = 0;

  g_return_if_fail (DRIVE_IN_IS_CHANCE_VIEW (self));

  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  /* The newest first: the oldest at the end goes. */
  while (n >= MAX_ITEMS && (oldest = gtk_widget_get_last_child (self->box)) != NULL)
    {
      gtk_box_remove (GTK_BOX (self->box), oldest);
      n--;
    }
  g_free (self->last_text);
  self->last_text = describe (kind, value, who != NULL ? who : "");

  item = g_new0 (Item, 1);
  item->kind = kind;
  item->value = value;
  item->progress = self->animation_ms > 0 ? 0.0 : 1.0;
  area = gtk_drawing_area_new ();
  gtk_widget_set_size_request (area, ITEM_SIZE, ITEM_SIZE);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (area, "chance-item");
  gtk_widget_set_tooltip_text (area, self->last_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->last_text, -1);
  g_object_set_data_full (G_OBJECT (area), "item", item, item_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_item, item, NULL);
  gtk_box_prepend (GTK_BOX (self->box), area);
  /* Older throws fade back. */
  for (GtkWidget *child = gtk_widget_get_next_sibling (area); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_add_css_class (child, "dim-label");
  if (self->animation_ms > 0)
    {
      item->animation = adw_timed_animation_new (area, 0, 1, self->animation_ms,
                                                 adw_callback_animation_target_new (
                                                   set_progress_cb, area, NULL));
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (item->animation), ADW_EASE_OUT_CUBIC);
      adw_animation_play (item->animation);
    }
}

void
drive_in_chance_view_clear (DriveInChanceView *self)
{
  GtkWidget *child;

  g_return_if_fail (DRIVE_IN_IS_CHANCE_VIEW (self));

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  g_clear_pointer (&self->last_text, g_free);
}

void
drive_in_chance_view_set_animation_ms (DriveInChanceView *self,
                                       guint              duration_ms)
{
  g_return_if_fail (DRIVE_IN_IS_CHANCE_VIEW (self));
  self->animation_ms = duration_ms;
}

guint
drive_in_chance_view_get_n_items (DriveInChanceView *self)
{
  guint n = 0;

  g_return_val_if_fail (DRIVE_IN_IS_CHANCE_VIEW (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

const char *
drive_in_chance_view_get_last_text (DriveInChanceView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CHANCE_VIEW (self), NULL);
  return self->last_text;
}

static void
drive_in_chance_view_dispose (GObject *object)
{
  DriveInChanceView *self = DRIVE_IN_CHANCE_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->last_text, g_free);
  G_OBJECT_CLASS (drive_in_chance_view_parent_class)->dispose (object);
}

static void
drive_in_chance_view_class_init (DriveInChanceViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_chance_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chanceview");
}

static void
drive_in_chance_view_init (DriveInChanceView *self)
{
  self->animation_ms = 600;
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
drive_in_chance_view_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_CHANCE_VIEW, NULL);
}
