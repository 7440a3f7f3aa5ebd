/* drive-in-card-fan.c: cards side by side that always fit their width: when there is not room
 * for them all they overlap like a fanned hand, and the one under the pointer or holding the
 * keyboard focus is drawn whole on top, lifted a little. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-card-fan.h"

struct _DriveInCardFan
{
  GtkWidget  parent_instance;
  int        spacing;
  GtkWidget *hovered;   /* the child under the pointer, not a reference */
  gboolean   fanned;
};

G_DEFINE_FINAL_TYPE (DriveInCardFan, drive_in_card_fan, GTK_TYPE_WIDGET)

/* ---- Which card is on top ------------------------------------------------------------------ */

GtkWidget *
drive_in_card_fan_get_raised (DriveInCardFan *self)
{
  GtkWidget *focus;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_FAN (self), NULL);

  if (self->hovered != NULL)
    return self->hovered;
  /* The focus child stays set while the focus is elsewhere in the window: only a card that
   * has the focus now (or holds it inside) is raised. */
  focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  if (focus != NULL && gtk_widget_has_focus (focus))
    return focus;
  if (focus != NULL && gtk_widget_get_focus_child (focus) != NULL)
    {
      GtkRoot *root = gtk_widget_get_root (focus);
      GtkWidget *window_focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      if (window_focus != NULL && gtk_widget_is_ancestor (window_focus, focus))
        return focus;
    }
  return NULL;
}

gboolean
drive_in_card_fan_is_fanned (DriveInCardFan *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_FAN (self), FALSE);
  return self->fanned;
}

/* The fan's own child that @widget is or lies in, or NULL. */
static GtkWidget *
own_child (DriveInCardFan *self,
           GtkWidget      *widget)
{
  while (widget != NULL && gtk_widget_get_parent (widget) != GTK_WIDGET (self))
    widget = gtk_widget_get_parent (widget);
  return widget;
}

static void
set_hovered (DriveInCardFan *self,
             GtkWidget      *child)
{
  if (self->hovered == child)
    return;
  self->hovered = child;
  /* The raised card is lifted: a new allocation, and a new drawing order. */
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The pointer picks the card as drawn without raising (the strip of each card that shows):
 * the card it raises stays under it, so nothing flickers. */
static void
on_motion_cb (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              DriveInCardFan           *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  set_hovered (self, picked == GTK_WIDGET (self) ? NULL : own_child (self, picked));
}

static void
on_leave_cb (GtkEventControllerMotion *motion,
             DriveInCardFan           *self)
{
  set_hovered (self, NULL);
}

static void
drive_in_card_fan_set_focus_child (GtkWidget *widget,
                                   GtkWidget *child)
{
  GTK_WIDGET_CLASS (drive_in_card_fan_parent_class)->set_focus_child (widget, child);
  gtk_widget_queue_allocate (widget);
}

/* Left and Right move the focus along the cards, whatever they overlap. */
static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   DriveInCardFan        *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  GtkWidget *next = NULL;

  if (focus == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    next = gtk_widget_get_prev_sibling (focus);
  else if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    next = gtk_widget_get_next_sibling (focus);
  else
    return FALSE;
  while (next != NULL && !gtk_widget_get_visible (next))
    next = keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left ? gtk_widget_get_prev_sibling (next)
                                                              : gtk_widget_get_next_sibling (next);
  /* At either end the key is spent all the same: the focus stays on the hand. */
  if (next != NULL)
    gtk_widget_grab_focus (next);
  return TRUE;
}

/* ---- Layout -------------------------------------------------------------------------------- */

static void
drive_in_card_fan_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  DriveInCardFan *self = DRIVE_IN_CARD_FAN (widget);
  int min = 0, nat = 0, n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, -1, &child_min, &child_nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          /* At its narrowest the fan is one card wide, the others under it. */
          min = MAX (min, child_min);
          nat += child_nat + (n > 0 ? self->spacing : 0);
        }
      else
        {
          min = MAX (min, child_min);
          nat = MAX (nat, child_nat);
        }
      n++;
    }
  /* Room above the cards for the raised one to rise into. */
  if (orientation == GTK_ORIENTATION_VERTICAL && n > 0)
    {
      min += DRIVE_IN_CARD_FAN_LIFT;
      nat += DRIVE_IN_CARD_FAN_LIFT;
    }
  *minimum = min;
  *natural = MAX (min, nat);
}

static void
drive_in_card_fan_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  DriveInCardFan *self = DRIVE_IN_CARD_FAN (widget);
  GtkWidget *raised = drive_in_card_fan_get_raised (self);
  g_autoptr(GArray) widths = g_array_new (FALSE, FALSE, sizeof (int));
  int total = 0, last = 0;
  double x, scale = 1.0;
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL,
                          NULL);
      child_nat = MIN (child_nat, width);
      total += child_nat + (widths->len > 0 ? self->spacing : 0);
      last = child_nat;
      g_array_append_val (widths, child_nat);
    }
  if (widths->len == 0)
    return;

  /* Side by side and centred when they fit; else each card's left edge moves in by the same
   * share so that the last one ends at the right edge. */
  self->fanned = total > width;
  if (self->fanned)
    {
      x = 0;
      scale = total > last ? (double) (width - last) / (total - last) : 0.0;
    }
  else
    x = (width - total) / 2.0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_width, child_height, child_nat_height, lift;

      if (!gtk_widget_should_layout (child))
        continue;
      child_width = g_array_index (widths, int, i);
      lift = child == raised ? 0 : DRIVE_IN_CARD_FAN_LIFT;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_width, &child_height,
                          &child_nat_height, NULL, NULL);
      child_height = MAX (child_height, MIN (child_nat_height, height - DRIVE_IN_CARD_FAN_LIFT));
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { (int) x, lift, child_width, child_height },
                                -1);
      x += (child_width + self->spacing) * scale;
      i++;
    }
}

/* In order, the raised card last: on top of its neighbours. A card under the next one shows
 * only its strip up to that card, so that the names under the cards do not run together. */
static void
drive_in_card_fan_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  GtkWidget *raised = drive_in_card_fan_get_raised (DRIVE_IN_CARD_FAN (widget));
  int height = gtk_widget_get_height (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      graphene_rect_t mine, theirs;

      if (child == raised)
        continue;
      if (next != NULL && gtk_widget_should_layout (next)
          && gtk_widget_compute_bounds (child, widget, &mine)
          && gtk_widget_compute_bounds (next, widget, &theirs)
          && theirs.origin.x < mine.origin.x + mine.size.width)
        {
          gtk_snapshot_push_clip (snapshot,
                                  &GRAPHENE_RECT_INIT (mine.origin.x, 0,
                                                       MAX (0, theirs.origin.x - mine.origin.x),
                                                       height));
          gtk_widget_snapshot_child (widget, child, snapshot);
          gtk_snapshot_pop (snapshot);
        }
      else
        gtk_widget_snapshot_child (widget, child, snapshot);
    }
  if (raised != NULL)
    gtk_widget_snapshot_child (widget, raised, snapshot);
}

/* ---- Children ------------------------------------------------------------------------------ */

void
drive_in_card_fan_append (DriveInCardFan *self,
                          GtkWidget      *child)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_FAN (self));
  g_return_if_fail (GTK_IS_WIDGET (child) && gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
drive_in_card_fan_remove (DriveInCardFan *self,
                          GtkWidget      *child)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_FAN (self));
  g_return_if_fail (GTK_IS_WIDGET (child) && gtk_widget_get_parent (child) == GTK_WIDGET (self));

  if (self->hovered == child)
    self->hovered = NULL;
  gtk_widget_unparent (child);
}

static void
drive_in_card_fan_dispose (GObject *object)
{
  DriveInCardFan *self = DRIVE_IN_CARD_FAN (object);
  GtkWidget *child;

  self->hovered = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (drive_in_card_fan_parent_class)->dispose (object);
}

static void
drive_in_card_fan_class_init (DriveInCardFanClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_card_fan_dispose;
  widget_class->measure = drive_in_card_fan_measure;
  widget_class->size_allocate = drive_in_card_fan_size_allocate;
  widget_class->snapshot = drive_in_card_fan_snapshot;
  widget_class->set_focus_child = drive_in_card_fan_set_focus_child;
  gtk_widget_class_set_css_name (widget_class, "cardfan");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_card_fan_init (DriveInCardFan *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  g_signal_connect (motion, "enter", G_CALLBACK (on_motion_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

GtkWidget *
drive_in_card_fan_new (int spacing)
{
  DriveInCardFan *self = g_object_new (DRIVE_IN_TYPE_CARD_FAN, NULL);

  self->spacing = MAX (spacing, 0);
  return GTK_WIDGET (self);
}
