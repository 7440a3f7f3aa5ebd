/* drive-in-card-picture.c: one card face, rendered lazily into a cached texture. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <math.h>

#include "drive-in-card-picture.h"
#include "drive-in-card-face.h"

struct _DriveInCardPicture
{
  GtkWidget                parent_instance;

  DriveInCardTextureCache *cache;
  DriveInCard                *card;
  GdkTexture              *texture;
  GCancellable            *cancellable;
  int                      card_width;
};

G_DEFINE_FINAL_TYPE (DriveInCardPicture, drive_in_card_picture, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_CARD_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

int
drive_in_card_height_for_width (int card_width)
{
  return (int) lround (card_width / DRIVE_IN_CARD_ASPECT);
}

static DriveInCardTextureCache *
get_cache (DriveInCardPicture *self)
{
  return self->cache != NULL ? self->cache : drive_in_card_texture_cache_get_default ();
}

static void
on_render_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(DriveInCardPicture) self = user_data;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;

  texture = drive_in_card_texture_cache_render_finish (DRIVE_IN_CARD_TEXTURE_CACHE (source),
                                                       result, &error);
  if (texture == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("%s", error->message);
      return;
    }
  /* A newer request superseded this one. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;

  g_set_object (&self->texture, texture);
  g_clear_object (&self->cancellable);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drops the face shown (and a render under way), then takes the new one from the cache if
 * it is there. */
static void
reset_texture (DriveInCardPicture *self)
{
  g_assert (DRIVE_IN_IS_CARD_PICTURE (self));

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->texture);

  if (self->card != NULL)
    g_set_object (&self->texture,
                  drive_in_card_texture_cache_lookup (get_cache (self), self->card,
                                                      self->card_width,
                                                      drive_in_card_height_for_width (self->card_width),
                                                      gtk_widget_get_scale_factor (GTK_WIDGET (self))));
}

/* Called from snapshot: GTK snapshots only the widgets in view, so the tiles a grid keeps
 * in reserve off screen, and hidden pages, are never rendered. */
static void
start_render (DriveInCardPicture *self)
{
  g_assert (DRIVE_IN_IS_CARD_PICTURE (self));
  g_assert (self->card != NULL && self->texture == NULL && self->cancellable == NULL);

  self->cancellable = g_cancellable_new ();
  drive_in_card_texture_cache_render_async (get_cache (self), self->card, self->card_width,
                                            drive_in_card_height_for_width (self->card_width),
                                            gtk_widget_get_scale_factor (GTK_WIDGET (self)),
                                            self->cancellable, on_render_done_cb,
                                            g_object_ref (self));
}

static void
drive_in_card_picture_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  DriveInCardPicture *self = DRIVE_IN_CARD_PICTURE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->card_width;
  else
    *minimum = *natural = drive_in_card_height_for_width (self->card_width);
}

static void
drive_in_card_picture_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  DriveInCardPicture *self = DRIVE_IN_CARD_PICTURE (widget);
  float width = self->card_width;
  float height = drive_in_card_height_for_width (self->card_width);
  float x = floorf ((gtk_widget_get_width (widget) - width) / 2);
  float y = floorf ((gtk_widget_get_height (widget) - height) / 2);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (x, y, width, height);

  if (self->texture == NULL && self->cancellable == NULL && self->card != NULL)
    start_render (self);
  if (self->texture != NULL)
    {
      gtk_snapshot_append_texture (snapshot, self->texture, &bounds);
    }
  else if (self->card != NULL)
    {
      /* The frame colour of the card's kind, until the face is drawn (the renderer's grey
       * for a game without a face). */
      const DriveInCardFace *face = drive_in_card_face_for_card (self->card);
      GskRoundedRect rounded;
      double r = 0.45, g = 0.45, b = 0.47;
      GdkRGBA color;

      if (face != NULL)
        drive_in_card_face_get_card_color (face, self->card, &r, &g, &b);
      color = (GdkRGBA) { r, g, b, 0.35 };
      gsk_rounded_rect_init_from_rect (&rounded, &bounds, width * 0.05f);
      gtk_snapshot_push_rounded_clip (snapshot, &rounded);
      gtk_snapshot_append_color (snapshot, &color, &bounds);
      gtk_snapshot_pop (snapshot);
    }
}

static void
on_scale_factor_changed_cb (DriveInCardPicture *self)
{
  reset_texture (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drive_in_card_picture_dispose (GObject *object)
{
  DriveInCardPicture *self = DRIVE_IN_CARD_PICTURE (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->texture);
  g_clear_object (&self->card);
  g_clear_object (&self->cache);

  G_OBJECT_CLASS (drive_in_card_picture_parent_class)->dispose (object);
}

static void
drive_in_card_picture_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  DriveInCardPicture *self = DRIVE_IN_CARD_PICTURE (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;

    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_card_picture_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  DriveInCardPicture *self = DRIVE_IN_CARD_PICTURE (object);

  switch (prop_id)
    {
    case PROP_CARD:
      drive_in_card_picture_set_card (self, g_value_get_object (value));
      break;

    case PROP_CARD_WIDTH:
      drive_in_card_picture_set_card_width (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_card_picture_class_init (DriveInCardPictureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_card_picture_dispose;
  object_class->get_property = drive_in_card_picture_get_property;
  object_class->set_property = drive_in_card_picture_set_property;

  widget_class->measure = drive_in_card_picture_measure;
  widget_class->snapshot = drive_in_card_picture_snapshot;

  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL,
                         DRIVE_IN_TYPE_CARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL,
                      16, 2048, 160,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "cardpicture");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
drive_in_card_picture_init (DriveInCardPicture *self)
{
  self->card_width = 160;
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_factor_changed_cb), NULL);
}

GtkWidget *
drive_in_card_picture_new (int card_width)
{
  return g_object_new (DRIVE_IN_TYPE_CARD_PICTURE, "card-width", card_width, NULL);
}

DriveInCard *
drive_in_card_picture_get_card (DriveInCardPicture *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PICTURE (self), NULL);

  return self->card;
}

void
drive_in_card_picture_set_card (DriveInCardPicture *self,
                                DriveInCard           *card)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_PICTURE (self));
  g_return_if_fail (card == NULL || DRIVE_IN_IS_CARD (card));

  if (self->card == card)
    return;

  g_set_object (&self->card, card);
  reset_texture (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  card != NULL ? drive_in_card_get_name (card) : "",
                                  -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

int
drive_in_card_picture_get_card_width (DriveInCardPicture *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PICTURE (self), 0);

  return self->card_width;
}

void
drive_in_card_picture_set_card_width (DriveInCardPicture *self,
                                      int                 card_width)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_PICTURE (self));
  g_return_if_fail (card_width > 0);

  if (self->card_width == card_width)
    return;

  self->card_width = card_width;
  reset_texture (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
}

void
drive_in_card_picture_set_cache (DriveInCardPicture      *self,
                                 DriveInCardTextureCache *cache)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_PICTURE (self));
  g_return_if_fail (cache == NULL || DRIVE_IN_IS_CARD_TEXTURE_CACHE (cache));

  if (g_set_object (&self->cache, cache))
    reset_texture (self);
}

GdkTexture *
drive_in_card_picture_get_texture (DriveInCardPicture *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PICTURE (self), NULL);

  return self->texture;
}

gboolean
drive_in_card_picture_is_loading (DriveInCardPicture *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PICTURE (self), FALSE);

  return self->cancellable != NULL && self->texture == NULL;
}
