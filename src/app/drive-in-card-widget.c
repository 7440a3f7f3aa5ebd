/* drive-in-card-widget.c: one card at the table: face or back, name, Defense, tipped and
 * Knocked Out states, focusable, draggable, with short animations. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-card-texture-cache.h"
#include "drive-in-card-tile.h"
#include "drive-in-card-widget.h"

#define TOOLTIP_CARD_WIDTH 240
#define APPEAR_OFFSET      28.0

struct _DriveInCardWidget
{
  GtkWidget        parent_instance;

  /* What the table gives: the card (NULL: its back) and its handle. */
  DriveInCard        *plain_card;
  int              plain_handle;
  gboolean         rotated;
  char            *stat_text;
  char            *state_text;
  char            *state_tip;     /* what the state badge means, in the game's words */
  int              card_width;
  gboolean         compact;
  gboolean         hide_name;     /* the place it lies in names it already */
  guint            animation_ms;
  const char      *type_class;   /* static string */

  /* Full card: a frame (face or back with badges) above the name. */
  GtkWidget       *frame;
  GtkWidget       *face;         /* DriveInCardPicture */
  GtkWidget       *back;         /* GtkPicture of the card back */
  GtkWidget       *defense_label;
  GtkWidget       *state_label;  /* KO, face down */
  GtkWidget       *name_label;
  /* Compact: one line. */
  GtkWidget       *chip;
  GtkWidget       *chip_name;
  GtkWidget       *chip_stat;

  GtkDragSource   *drag_source;
  GtkWidget       *tooltip_picture;

  double           angle;        /* 0 upright, 90 tipped */
  double           appear;       /* 0..1 while sliding in */
  AdwAnimation    *tip_animation;
  AdwAnimation    *appear_animation;
  guint            flash_source;
};

G_DEFINE_FINAL_TYPE (DriveInCardWidget, drive_in_card_widget, GTK_TYPE_WIDGET)

/* Card backs are the same for every card: one texture per size. */
static GdkTexture *
get_back_texture (int width,
                  int height,
                  int scale)
{
  static GHashTable *backs;
  DriveInCardRenderer *renderer;
  cairo_surface_t *surface;
  GdkTexture *texture;
  guint key = (guint) width << 16 | (guint) height << 4 | (guint) scale;

  if (backs == NULL)
    backs = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  texture = g_hash_table_lookup (backs, GUINT_TO_POINTER (key));
  if (texture != NULL)
    return texture;

  renderer = drive_in_card_texture_cache_get_renderer (drive_in_card_texture_cache_get_default ());
  surface = drive_in_card_renderer_render_surface (renderer, NULL, width, height, scale);
  texture = drive_in_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  g_hash_table_insert (backs, GUINT_TO_POINTER (key), texture);
  return texture;
}

/* The card shown, or NULL for its back. */
static DriveInCard *
shown_card (DriveInCardWidget *self)
{
  return self->plain_card;
}

static gboolean
is_tipped (DriveInCardWidget *self)
{
  return self->rotated;
}

/* The accessible description a screen reader speaks for the card. */
static void
update_accessible (DriveInCardWidget *self,
                   const char        *name)
{
  g_autoptr(GString) description = g_string_new (NULL);

  if (self->rotated)
    g_string_append (description, _("Resting. "));
  if (self->state_text != NULL)
    g_string_append_printf (description, "%s. ", self->state_text);
  if (self->state_text != NULL && self->state_tip != NULL)
    g_string_append_printf (description, "%s ", self->state_tip);
  if (self->stat_text != NULL)
    /* Translators: a card's power, read out: "Power 3.". */
    g_string_append_printf (description, _("Power %s. "), self->stat_text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
}

static void
set_angle_cb (double   value,
              gpointer user_data)
{
  DriveInCardWidget *self = user_data;

  self->angle = value;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
set_appear_cb (double   value,
               gpointer user_data)
{
  DriveInCardWidget *self = user_data;

  self->appear = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_tipped (DriveInCardWidget *self,
               gboolean           animate)
{
  double target = is_tipped (self) ? 90.0 : 0.0;

  if (self->compact)
    target = 0.0;
  if (target == self->angle)
    return;
  if (!animate || self->animation_ms == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      adw_animation_reset (self->tip_animation);
      set_angle_cb (target, self);
      return;
    }
  adw_timed_animation_set_value_from (ADW_TIMED_ANIMATION (self->tip_animation), self->angle);
  adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (self->tip_animation), target);
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->tip_animation),
                                    self->animation_ms);
  adw_animation_play (self->tip_animation);
}

static void
update (DriveInCardWidget *self)
{
  DriveInCard *card = shown_card (self);
  gboolean hidden = card == NULL;
  const char *name = hidden ? _("Face-down card") : drive_in_card_get_name (card);
  /* The card's kind, as every game's: the table's stylesheet colours the ones it knows. */
  const char *type_class = card != NULL ? drive_in_card_get_css_class (card) : NULL;
  gboolean stat = self->stat_text != NULL;
  int height = drive_in_card_height_for_width (self->card_width);

  if (self->type_class != type_class)
    {
      if (self->type_class != NULL)
        gtk_widget_remove_css_class (GTK_WIDGET (self), self->type_class);
      self->type_class = type_class;
      if (type_class != NULL)
        gtk_widget_add_css_class (GTK_WIDGET (self), type_class);
    }

  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (self->face), card);
  drive_in_card_picture_set_card_width (DRIVE_IN_CARD_PICTURE (self->face), self->card_width);
  gtk_widget_set_visible (self->face, !hidden);
  gtk_widget_set_visible (self->back, hidden);
  gtk_widget_set_size_request (self->back, self->card_width, height);
  if (hidden && gtk_widget_get_realized (GTK_WIDGET (self)))
    {
      int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
      GdkTexture *back = get_back_texture (self->card_width, height, scale);

      gtk_picture_set_paintable (GTK_PICTURE (self->back), GDK_PAINTABLE (back));
    }

  gtk_label_set_text (GTK_LABEL (self->name_label), name);
  gtk_label_set_text (GTK_LABEL (self->chip_name), name);
  gtk_widget_set_size_request (self->name_label, self->card_width + 12, -1);

  gtk_label_set_text (GTK_LABEL (self->defense_label), stat ? self->stat_text : "");
  gtk_label_set_text (GTK_LABEL (self->chip_stat), stat ? self->stat_text : "");
  gtk_widget_set_tooltip_text (self->defense_label, _("Power"));
  gtk_widget_set_visible (self->defense_label, stat && !self->compact);

  gtk_widget_set_visible (self->state_label, self->state_text != NULL && !self->compact);
  gtk_label_set_text (GTK_LABEL (self->state_label),
                      self->state_text != NULL ? self->state_text : "");
  gtk_widget_set_tooltip_text (self->state_label, self->state_tip);

  gtk_widget_set_visible (self->frame, !self->compact);
  gtk_widget_set_visible (self->name_label, !self->compact && !self->hide_name);
  gtk_widget_set_visible (self->chip, self->compact);

  if (is_tipped (self))
    gtk_widget_add_css_class (GTK_WIDGET (self), "tipped");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "tipped");

  update_accessible (self, name);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Layout: the frame turned by self->angle above the name label, centred. */
static void
frame_extent (DriveInCardWidget *self,
              int                w,
              int                h,
              double            *out_w,
              double            *out_h)
{
  double a = self->angle * G_PI / 180.0;

  *out_w = fabs (w * cos (a)) + fabs (h * sin (a));
  *out_h = fabs (w * sin (a)) + fabs (h * cos (a));
}

static void
drive_in_card_widget_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  DriveInCardWidget *self = DRIVE_IN_CARD_WIDGET (widget);
  int fw, fh, lmin, lnat;
  double ew, eh;

  if (self->compact)
    {
      gtk_widget_measure (self->chip, orientation, for_size, minimum, natural, NULL, NULL);
      return;
    }
  gtk_widget_measure (self->frame, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &fw, NULL, NULL);
  gtk_widget_measure (self->frame, GTK_ORIENTATION_VERTICAL, fw, NULL, &fh, NULL, NULL);
  frame_extent (self, fw, fh, &ew, &eh);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->name_label, orientation, -1, &lmin, &lnat, NULL, NULL);
      *minimum = MAX ((int) ceil (ew), lmin);
      *natural = MAX ((int) ceil (ew), lnat);
    }
  else
    {
      int width = MAX (for_size, (int) ceil (ew));

      gtk_widget_measure (self->name_label, orientation, width, &lmin, &lnat, NULL, NULL);
      *minimum = (int) ceil (eh) + lmin;
      *natural = (int) ceil (eh) + lnat;
    }
}

static void
drive_in_card_widget_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  DriveInCardWidget *self = DRIVE_IN_CARD_WIDGET (widget);
  GskTransform *transform;
  int fw, fh, lh;
  double ew, eh;

  if (self->compact)
    {
      gtk_widget_allocate (self->chip, width, height, -1, NULL);
      return;
    }
  gtk_widget_measure (self->frame, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &fw, NULL, NULL);
  gtk_widget_measure (self->frame, GTK_ORIENTATION_VERTICAL, fw, NULL, &fh, NULL, NULL);
  frame_extent (self, fw, fh, &ew, &eh);

  /* Turned about the centre of the space it takes when turned. */
  transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width / 2.0f, eh / 2.0f));
  transform = gsk_transform_rotate (transform, self->angle);
  transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (-fw / 2.0f, -fh / 2.0f));
  gtk_widget_allocate (self->frame, fw, fh, -1, transform);

  lh = MAX (0, height - (int) ceil (eh));
  gtk_widget_size_allocate (self->name_label,
                            &(GtkAllocation) { 0, (int) ceil (eh), width, lh }, -1);
}

static void
drive_in_card_widget_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  DriveInCardWidget *self = DRIVE_IN_CARD_WIDGET (widget);

  if (self->appear >= 1.0)
    {
      GTK_WIDGET_CLASS (drive_in_card_widget_parent_class)->snapshot (widget, snapshot);
      return;
    }
  /* Sliding in: from above, fading in. */
  gtk_snapshot_push_opacity (snapshot, self->appear);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (0, -(1.0 - self->appear) * APPEAR_OFFSET));
  GTK_WIDGET_CLASS (drive_in_card_widget_parent_class)->snapshot (widget, snapshot);
  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
}

static void
drive_in_card_widget_realize (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (drive_in_card_widget_parent_class)->realize (widget);
  update (DRIVE_IN_CARD_WIDGET (widget));
}

static gboolean
on_query_tooltip_cb (DriveInCardWidget *self,
                     int                x,
                     int                y,
                     gboolean           keyboard_mode,
                     GtkTooltip        *tooltip)
{
  DriveInCard *card = shown_card (self);

  /* A table with its card preview shown says it there: no picture over the cards. */
  for (GtkWidget *w = gtk_widget_get_parent (GTK_WIDGET (self)); w != NULL;
       w = gtk_widget_get_parent (w))
    if (gtk_widget_has_css_class (w, "card-previewed"))
      return FALSE;
  if (card == NULL)
    {
      gtk_tooltip_set_text (tooltip, _("A face-down card"));
      return TRUE;
    }
  /* The card at a readable size. */
  if (self->tooltip_picture == NULL)
    self->tooltip_picture = g_object_ref_sink (drive_in_card_picture_new (TOOLTIP_CARD_WIDTH));
  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (self->tooltip_picture), card);
  gtk_tooltip_set_custom (tooltip, self->tooltip_picture);
  return TRUE;
}

static void
activate_table_action (DriveInCardWidget *self,
                       const char        *name)
{
  gtk_widget_activate_action (GTK_WIDGET (self), name, "i",
                              drive_in_card_widget_get_instance (self));
}

static void
on_click_released_cb (GtkGestureClick   *gesture,
                      int                n_press,
                      double             x,
                      double             y,
                      DriveInCardWidget *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  if (button == GDK_BUTTON_SECONDARY)
    activate_table_action (self, "table.card-menu");
  else
    activate_table_action (self, "table.card-click");
}

static void
on_long_press_cb (GtkGestureLongPress *gesture,
                  double               x,
                  double               y,
                  DriveInCardWidget   *self)
{
  activate_table_action (self, "table.card-menu");
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   DriveInCardWidget     *self)
{
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_Menu:
      activate_table_action (self, "table.card-menu");
      return TRUE;
    case GDK_KEY_F10:
      if (state & GDK_SHIFT_MASK)
        {
          activate_table_action (self, "table.card-menu");
          return TRUE;
        }
      return FALSE;
    default:
      return FALSE;
    }
}

static GdkContentProvider *
on_drag_prepare_cb (GtkDragSource     *source,
                    double             x,
                    double             y,
                    DriveInCardWidget *self)
{
  return gdk_content_provider_new_typed (G_TYPE_INT, self->plain_handle);
}

static void
on_drag_begin_cb (GtkDragSource     *source,
                  GdkDrag           *drag,
                  DriveInCardWidget *self)
{
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (self->compact ? self->chip
                                                                         : self->frame);

  gtk_drag_source_set_icon (source, icon, gtk_widget_get_width (GTK_WIDGET (self)) / 2,
                            self->compact ? 8
                                          : drive_in_card_height_for_width (self->card_width) / 2);
  gtk_widget_add_css_class (GTK_WIDGET (self), "dragged");
  /* A drop may take the card off the table before the drag ends: stay alive until then. */
  g_object_ref (self);
  activate_table_action (self, "table.drag-begin");
}

static void
on_drag_end_cb (GtkDragSource     *source,
                GdkDrag           *drag,
                gboolean           delete_data,
                DriveInCardWidget *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self), "dragged");
  activate_table_action (self, "table.drag-end");
  g_object_unref (self);
}

static gboolean
on_drag_cancel_cb (GtkDragSource       *source,
                   GdkDrag             *drag,
                   GdkDragCancelReason  reason,
                   DriveInCardWidget   *self)
{
  /* Dropped where it cannot go: the card flies back and the table says why. */
  if (reason == GDK_DRAG_CANCEL_NO_TARGET)
    activate_table_action (self, "table.drag-refused");
  return FALSE;
}

static void
drive_in_card_widget_dispose (GObject *object)
{
  DriveInCardWidget *self = DRIVE_IN_CARD_WIDGET (object);

  g_clear_handle_id (&self->flash_source, g_source_remove);
  g_clear_object (&self->tip_animation);
  g_clear_object (&self->appear_animation);
  g_clear_object (&self->tooltip_picture);
  g_clear_object (&self->plain_card);
  g_clear_pointer (&self->stat_text, g_free);
  g_clear_pointer (&self->state_text, g_free);
  g_clear_pointer (&self->state_tip, g_free);
  g_clear_pointer (&self->frame, gtk_widget_unparent);
  g_clear_pointer (&self->name_label, gtk_widget_unparent);
  g_clear_pointer (&self->chip, gtk_widget_unparent);
  G_OBJECT_CLASS (drive_in_card_widget_parent_class)->dispose (object);
}

static void
drive_in_card_widget_class_init (DriveInCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_card_widget_dispose;
  widget_class->measure = drive_in_card_widget_measure;
  widget_class->size_allocate = drive_in_card_widget_size_allocate;
  widget_class->snapshot = drive_in_card_widget_snapshot;
  widget_class->realize = drive_in_card_widget_realize;

  gtk_widget_class_set_css_name (widget_class, "tablecard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
drive_in_card_widget_init (DriveInCardWidget *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkWidget *overlay;
  GtkGesture *click, *long_press;
  GtkEventController *key;
  GtkWidget *chip_stripe;

  self->card_width = 80;
  self->appear = 1.0;
  self->animation_ms = 250;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_halign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (widget, GTK_ALIGN_START);

  overlay = gtk_overlay_new ();
  gtk_widget_add_css_class (overlay, "card-frame");
  gtk_widget_set_overflow (overlay, GTK_OVERFLOW_HIDDEN);
  self->frame = overlay;
  self->face = drive_in_card_picture_new (self->card_width);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append (GTK_BOX (gtk_overlay_get_child (GTK_OVERLAY (overlay))), self->face);
  self->back = gtk_picture_new ();
  gtk_picture_set_can_shrink (GTK_PICTURE (self->back), TRUE);
  gtk_box_append (GTK_BOX (gtk_overlay_get_child (GTK_OVERLAY (overlay))), self->back);
  self->defense_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->defense_label, "defense-badge");
  gtk_widget_set_halign (self->defense_label, GTK_ALIGN_END);
  gtk_widget_set_valign (self->defense_label, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (self->defense_label, _("Total Defense"));
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), self->defense_label);
  self->state_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->state_label, "state-badge");
  gtk_widget_set_halign (self->state_label, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->state_label, GTK_ALIGN_CENTER);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), self->state_label);
  gtk_widget_set_parent (overlay, widget);

  self->name_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->name_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->name_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (self->name_label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_justify (GTK_LABEL (self->name_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->name_label), 1);
  gtk_widget_add_css_class (self->name_label, "card-name");
  gtk_widget_set_parent (self->name_label, widget);

  self->chip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (self->chip, "card-chip");
  chip_stripe = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (chip_stripe, "chip-stripe");
  gtk_box_append (GTK_BOX (self->chip), chip_stripe);
  self->chip_name = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->chip_name), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->chip_name), 0);
  gtk_widget_set_hexpand (self->chip_name, TRUE);
  /* Wide enough to read a Prop's name; the stack grows to fit it. */
  gtk_label_set_width_chars (GTK_LABEL (self->chip_name), 6);
  gtk_label_set_max_width_chars (GTK_LABEL (self->chip_name), 16);
  gtk_box_append (GTK_BOX (self->chip), self->chip_name);
  self->chip_stat = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->chip_stat, "chip-stat");
  gtk_box_append (GTK_BOX (self->chip), self->chip_stat);
  gtk_widget_set_parent (self->chip, widget);
  gtk_widget_set_visible (self->chip, FALSE);

  self->tip_animation = adw_timed_animation_new (widget, 0, 90, self->animation_ms,
                                                 adw_callback_animation_target_new (set_angle_cb,
                                                                                    self, NULL));
  self->appear_animation =
    adw_timed_animation_new (widget, 0, 1, self->animation_ms,
                             adw_callback_animation_target_new (set_appear_cb, self, NULL));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (on_long_press_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (long_press));
  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (widget, key);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);
}

DriveInCard *
drive_in_card_widget_get_shown_card (DriveInCardWidget *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_WIDGET (self), NULL);
  return shown_card (self);
}

GtkWidget *
drive_in_card_widget_new_plain (DriveInCard *card,
                                int       handle,
                                int       card_width)
{
  DriveInCardWidget *self;

  g_return_val_if_fail (card == NULL || DRIVE_IN_IS_CARD (card), NULL);

  self = g_object_new (DRIVE_IN_TYPE_CARD_WIDGET, NULL);
  self->plain_card = card != NULL ? g_object_ref (card) : NULL;
  self->plain_handle = handle;
  self->card_width = MAX (card_width, 24);
  update (self);
  update_tipped (self, FALSE);
  return GTK_WIDGET (self);
}

DriveInCard *
drive_in_card_widget_get_plain_card (DriveInCardWidget *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_WIDGET (self), NULL);
  return self->plain_card;
}

void
drive_in_card_widget_set_rotated (DriveInCardWidget *self,
                                  gboolean           rotated,
                                  gboolean           animate)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  if (self->rotated == !!rotated)
    return;
  self->rotated = !!rotated;
  update (self);
  update_tipped (self, animate);
}

void
drive_in_card_widget_set_badges (DriveInCardWidget *self,
                                 const char        *stat,
                                 const char        *state)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  if (g_strcmp0 (self->stat_text, stat) == 0 && g_strcmp0 (self->state_text, state) == 0)
    return;
  g_free (self->stat_text);
  g_free (self->state_text);
  self->stat_text = g_strdup (stat);
  self->state_text = g_strdup (state);
  update (self);
}

void
drive_in_card_widget_set_state_tip (DriveInCardWidget *self,
                                    const char        *tip)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  if (g_strcmp0 (self->state_tip, tip) == 0)
    return;
  g_free (self->state_tip);
  self->state_tip = g_strdup (tip);
  update (self);
}

const char *
drive_in_card_widget_get_state_tip (DriveInCardWidget *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_WIDGET (self), NULL);
  return self->state_text != NULL ? self->state_tip : NULL;
}

int
drive_in_card_widget_get_instance (DriveInCardWidget *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_WIDGET (self), -1);
  return self->plain_handle;
}

void
drive_in_card_widget_set_card_width (DriveInCardWidget *self,
                                     int                card_width)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  card_width = MAX (card_width, 24);
  if (self->card_width == card_width)
    return;
  self->card_width = card_width;
  update (self);
}

void
drive_in_card_widget_set_compact (DriveInCardWidget *self,
                                  gboolean           compact)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  gtk_widget_set_halign (GTK_WIDGET (self), compact ? GTK_ALIGN_FILL : GTK_ALIGN_CENTER);
  update (self);
  update_tipped (self, FALSE);
}

gboolean
drive_in_card_widget_get_compact (DriveInCardWidget *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_WIDGET (self), FALSE);
  return self->compact;
}

void
drive_in_card_widget_set_show_name (DriveInCardWidget *self,
                                    gboolean           show)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  if (self->hide_name == !show)
    return;
  self->hide_name = !show;
  update (self);
}

void
drive_in_card_widget_set_draggable (DriveInCardWidget *self,
                                    gboolean           draggable)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  if ((self->drag_source != NULL) == !!draggable)
    return;
  if (!draggable)
    {
      gtk_widget_remove_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag_source));
      self->drag_source = NULL;
      return;
    }
  self->drag_source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (self->drag_source, GDK_ACTION_MOVE);
  g_signal_connect (self->drag_source, "prepare", G_CALLBACK (on_drag_prepare_cb), self);
  g_signal_connect (self->drag_source, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect (self->drag_source, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  g_signal_connect (self->drag_source, "drag-cancel", G_CALLBACK (on_drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (self->drag_source));
}

void
drive_in_card_widget_animate_in (DriveInCardWidget *self,
                                 guint              duration_ms)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  if (duration_ms == 0)
    {
      self->appear = 1.0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  self->appear = 0.0;
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->appear_animation), duration_ms);
  adw_animation_reset (self->appear_animation);
  adw_animation_play (self->appear_animation);
}

static gboolean
on_flash_done_cb (gpointer user_data)
{
  DriveInCardWidget *self = user_data;

  self->flash_source = 0;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "acting");
  return G_SOURCE_REMOVE;
}

void
drive_in_card_widget_flash (DriveInCardWidget *self,
                            guint              duration_ms)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));

  g_clear_handle_id (&self->flash_source, g_source_remove);
  gtk_widget_add_css_class (GTK_WIDGET (self), "acting");
  self->flash_source = g_timeout_add (MAX (duration_ms, 1), on_flash_done_cb, self);
}

void
drive_in_card_widget_set_animation_ms (DriveInCardWidget *self,
                                       guint              duration_ms)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_WIDGET (self));
  self->animation_ms = duration_ms;
}

const char *
drive_in_card_widget_get_type_class (DriveInCardWidget *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_WIDGET (self), NULL);
  return self->type_class;
}
