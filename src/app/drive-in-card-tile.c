/* drive-in-card-tile.c: one card in the library grid: art, type stripe, name, stat, cost. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-art-cache.h"
#include "drive-in-card-tile.h"
#include "drive-in-resources.h"
#include "drive-in-card-face.h"

struct _DriveInCardTile
{
  GtkWidget     parent_instance;

  DriveInCard     *card;
  GCancellable *art_cancellable;
  const char   *type_class; /* static string, the stripe's current class */

  GtkWidget    *art_overlay;
  GtkWidget    *placeholder;
  GtkWidget    *picture;
  GtkWidget    *stat_label;
  GtkWidget    *stripe;
  GtkWidget    *name_label;
  GtkWidget    *type_label;
  GtkWidget    *bucket_image;
  GtkWidget    *cost_box;
  GtkWidget    *cost_label;
  GtkWidget    *cost_icon;
};

G_DEFINE_FINAL_TYPE (DriveInCardTile, drive_in_card_tile, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const char *
drive_in_card_get_css_class (DriveInCard *card)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  /* "grotto-beasts-beast", "gros-character": a game's kinds never collide with another
   * game's. */
  name = g_strdup_printf ("%s-%s", drive_in_card_get_game (card), drive_in_card_get_kind (card));
  return g_intern_string (name);
}

static void
on_art_loaded_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(DriveInCardTile) self = user_data;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;

  texture = drive_in_art_cache_load_finish (DRIVE_IN_ART_CACHE (source), result, &error);
  if (texture == NULL)
    {
      /* A card without readable art keeps its placeholder; that is not worth a warning. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("Card art of %s: %s",
                 self->card ? drive_in_card_get_id (self->card) : "?", error->message);
      return;
    }

  gtk_picture_set_paintable (GTK_PICTURE (self->picture), GDK_PAINTABLE (texture));
}

static void
load_art (DriveInCardTile *self)
{
  DriveInArtCache *cache = drive_in_art_cache_get_default ();
  GFile *art;
  GdkTexture *texture;
  int size;

  g_assert (DRIVE_IN_IS_CARD_TILE (self));

  art = self->card ? drive_in_card_get_art (self->card) : NULL;
  if (art == NULL)
    return;

  size = DRIVE_IN_CARD_TILE_ART_SIZE * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  texture = drive_in_art_cache_lookup (cache, art, size);
  if (texture != NULL)
    {
      gtk_picture_set_paintable (GTK_PICTURE (self->picture), GDK_PAINTABLE (texture));
      return;
    }

  self->art_cancellable = g_cancellable_new ();
  drive_in_art_cache_load_async (cache, art, size, self->art_cancellable,
                                 on_art_loaded_cb, g_object_ref (self));
}

/* The card's type as printed, and the stat, cost and mark its game prints, as its face
 * (DriveInCardFace) tells them: the same for every game. */
static void
update_labels (DriveInCardTile *self)
{
  DriveInCard *card = self->card;
  const DriveInCardFace *face;
  const char *printed;
  g_autofree char *notes = NULL;
  g_autofree char *type = NULL;
  g_autofree char *stat = NULL;
  g_autofree char *cost = NULL;
  gboolean marked;
  int value;

  g_assert (DRIVE_IN_IS_CARD_TILE (self));

  if (self->type_class != NULL)
    {
      gtk_widget_remove_css_class (self->stripe, self->type_class);
      gtk_widget_remove_css_class (self->placeholder, self->type_class);
      self->type_class = NULL;
    }

  if (card == NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->name_label), "");
      gtk_label_set_label (GTK_LABEL (self->type_label), "");
      gtk_widget_set_visible (self->stat_label, FALSE);
      gtk_widget_set_visible (self->cost_box, FALSE);
      gtk_widget_set_visible (self->bucket_image, FALSE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), NULL);
      return;
    }

  self->type_class = drive_in_card_get_css_class (card);
  gtk_widget_add_css_class (self->stripe, self->type_class);
  gtk_widget_add_css_class (self->placeholder, self->type_class);

  face = drive_in_card_face_for_card (card);
  printed = drive_in_card_get_kind_label (card);
  if (printed == NULL)
    printed = drive_in_game_info_card_kind_label (card);
  notes = face != NULL ? drive_in_card_face_dup_notes (face, card) : NULL;
  type = notes != NULL ? g_strdup_printf ("%s · %s", printed, notes) : g_strdup (printed);

  gtk_label_set_label (GTK_LABEL (self->name_label), drive_in_card_get_name (card));
  gtk_label_set_label (GTK_LABEL (self->type_label), type);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), drive_in_card_get_name (card));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, drive_in_card_get_name (card),
                                  -1);

  stat = face != NULL ? drive_in_card_face_dup_stat_text (face, card) : NULL;
  if (stat != NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->stat_label), stat);
      gtk_widget_set_tooltip_text (self->stat_label,
                                   drive_in_card_face_get_card_stat_label (face, card));
    }
  gtk_widget_set_visible (self->stat_label, stat != NULL);

  if (face != NULL && drive_in_card_face_get_cost (face, card, &value))
    {
      cost = g_strdup_printf ("%d", value);
      gtk_label_set_label (GTK_LABEL (self->cost_label), cost);
      gtk_widget_set_tooltip_text (self->cost_box, drive_in_card_face_get_cost_label (face));
      /* After the game's icon (GROS's popcorn), else a plain number in a badge. */
      if (face->cost_icon != NULL)
        {
          gtk_image_set_from_icon_name (GTK_IMAGE (self->cost_icon), face->cost_icon);
          gtk_widget_remove_css_class (self->cost_box, "game-cost");
        }
      else
        {
          gtk_widget_add_css_class (self->cost_box, "game-cost");
        }
      gtk_widget_set_visible (self->cost_icon, face->cost_icon != NULL);
    }
  gtk_widget_set_visible (self->cost_box, cost != NULL);

  marked = face != NULL && drive_in_card_face_has_marker (face, card);
  if (marked)
    {
      gtk_image_set_from_icon_name (GTK_IMAGE (self->bucket_image), face->marker_icon);
      gtk_widget_set_tooltip_text (self->bucket_image,
                                   drive_in_card_face_get_marker_label (face));
    }
  gtk_widget_set_visible (self->bucket_image, marked);
}

static void
drive_in_card_tile_dispose (GObject *object)
{
  DriveInCardTile *self = DRIVE_IN_CARD_TILE (object);
  GtkWidget *child;

  g_cancellable_cancel (self->art_cancellable);
  g_clear_object (&self->art_cancellable);
  g_clear_object (&self->card);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_CARD_TILE);
  /* Children without a bound field are not removed by gtk_widget_dispose_template(). */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (drive_in_card_tile_parent_class)->dispose (object);
}

static void
drive_in_card_tile_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  DriveInCardTile *self = DRIVE_IN_CARD_TILE (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_card_tile_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  DriveInCardTile *self = DRIVE_IN_CARD_TILE (object);

  switch (prop_id)
    {
    case PROP_CARD:
      drive_in_card_tile_set_card (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_card_tile_class_init (DriveInCardTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_card_tile_dispose;
  object_class->get_property = drive_in_card_tile_get_property;
  object_class->set_property = drive_in_card_tile_set_property;

  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL,
                         DRIVE_IN_TYPE_CARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-card-tile.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, art_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, placeholder);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, picture);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, stat_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, stripe);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, name_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, type_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, bucket_image);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, cost_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, cost_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardTile, cost_icon);

  gtk_widget_class_set_css_name (widget_class, "cardtile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_card_tile_init (DriveInCardTile *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "card-tile");
  gtk_widget_set_size_request (self->art_overlay,
                               DRIVE_IN_CARD_TILE_ART_SIZE, DRIVE_IN_CARD_TILE_ART_SIZE);
  update_labels (self);
}

GtkWidget *
drive_in_card_tile_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_CARD_TILE, NULL);
}

DriveInCard *
drive_in_card_tile_get_card (DriveInCardTile *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_TILE (self), NULL);

  return self->card;
}

void
drive_in_card_tile_set_card (DriveInCardTile *self,
                             DriveInCard        *card)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_TILE (self));
  g_return_if_fail (card == NULL || DRIVE_IN_IS_CARD (card));

  if (self->card == card)
    return;

  g_cancellable_cancel (self->art_cancellable);
  g_clear_object (&self->art_cancellable);
  gtk_picture_set_paintable (GTK_PICTURE (self->picture), NULL);

  g_set_object (&self->card, card);
  update_labels (self);
  load_art (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

gboolean
drive_in_card_tile_has_art (DriveInCardTile *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_TILE (self), FALSE);

  return gtk_picture_get_paintable (GTK_PICTURE (self->picture)) != NULL;
}
