/* drive-in-hand-view.c: the viewer's hand along the bottom of the table, with the popcorn
 * tray cards are dropped on to discard them for popcorn. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-drop-zone.h"
#include "drive-in-hand-view.h"

struct _DriveInHandView
{
  GtkWidget         parent_instance;

  DriveInTableGame *game;
  int               card_width;
  GHashTable       *widgets;   /* instance -> DriveInCardWidget (a reference) */
  char             *layout;

  GtkWidget        *tray;
  GtkWidget        *tray_heading;
  GtkWidget        *tray_hint;
  GtkWidget        *popcorn_label;
  GtkWidget        *limit_label;
  GtkWidget        *scrolled;
  GtkWidget        *cards;
};

G_DEFINE_FINAL_TYPE (DriveInHandView, drive_in_hand_view, GTK_TYPE_WIDGET)

static void
drive_in_hand_view_dispose (GObject *object)
{
  DriveInHandView *self = DRIVE_IN_HAND_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->widgets, g_hash_table_unref);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (drive_in_hand_view_parent_class)->dispose (object);
}

static void
drive_in_hand_view_finalize (GObject *object)
{
  g_free (DRIVE_IN_HAND_VIEW (object)->layout);
  G_OBJECT_CLASS (drive_in_hand_view_parent_class)->finalize (object);
}

static void
drive_in_hand_view_class_init (DriveInHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_hand_view_dispose;
  object_class->finalize = drive_in_hand_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "handview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_hand_view_init (DriveInHandView *self)
{
  self->widgets = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
}

GtkWidget *
drive_in_hand_view_new (DriveInTableGame *game,
                        int               card_width)
{
  DriveInHandView *self;
  GtkWidget *icon;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (game), NULL);

  self = g_object_new (DRIVE_IN_TYPE_HAND_VIEW, NULL);
  self->game = g_object_ref (game);
  self->card_width = card_width;
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your hand"), -1);

  /* The popcorn tray: what the viewer can spend, and where cards go for more. */
  self->tray = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (self->tray, "popcorn-tray");
  gtk_widget_set_size_request (self->tray, 120, -1);
  icon = gtk_image_new_from_icon_name ("drive-in-popcorn-symbolic");
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 32);
  gtk_box_append (GTK_BOX (self->tray), icon);
  self->tray_heading = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->tray_heading, "heading");
  gtk_box_append (GTK_BOX (self->tray), self->tray_heading);
  self->popcorn_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->popcorn_label, "popcorn-count");
  gtk_label_set_wrap (GTK_LABEL (self->popcorn_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->popcorn_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->popcorn_label), 12);
  gtk_box_append (GTK_BOX (self->tray), self->popcorn_label);
  self->tray_hint = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->tray_hint), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->tray_hint), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->tray_hint), 14);
  gtk_widget_add_css_class (self->tray_hint, "caption");
  gtk_widget_add_css_class (self->tray_hint, "dim-label");
  gtk_box_append (GTK_BOX (self->tray), self->tray_hint);
  gtk_widget_set_parent (self->tray, GTK_WIDGET (self));
  drive_in_drop_zone_install (self->tray, DRIVE_IN_DROP_POPCORN, 0, GROS_NO_CARD);

  self->cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (self->cards, "hand-cards");
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->cards);
  gtk_widget_set_hexpand (self->scrolled, TRUE);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));

  self->limit_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->limit_label, "hand-limit");
  gtk_widget_set_valign (self->limit_label, GTK_ALIGN_END);
  gtk_widget_set_parent (self->limit_label, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

DriveInCardWidget *
drive_in_hand_view_lookup (DriveInHandView *self,
                           int              instance)
{
  g_return_val_if_fail (DRIVE_IN_IS_HAND_VIEW (self), NULL);
  return g_hash_table_lookup (self->widgets, GINT_TO_POINTER (instance));
}

static void
update_counts (DriveInHandView *self,
               int              viewer)
{
  GrosSession *session = drive_in_table_game_get_session (self->game);
  const GrosGame *game = gros_session_get_game (session);
  g_autofree char *popcorn = NULL;
  g_autofree char *limit = NULL;
  GListModel *movie;
  int buckets = 0;

  if (viewer < 0)
    return;
  movie = gros_session_get_zone (session, GROS_ZONE_MOVIE, viewer);
  for (guint i = 0; i < g_list_model_get_n_items (movie); i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (movie, i);
      DriveInCard *object = gros_session_card_get_card (card);

      if (object != NULL && drive_in_card_has_bucket (object) && !gros_session_card_is_tipped (card)
          && !gros_session_card_is_face_down (card) && !gros_session_card_is_knocked_out (card))
        buckets++;
    }
  /* Translators: "2 popcorn + 3 Buckets": unspent popcorn, then untipped Popcorn Bucket
   * cards (each can be tipped for one more). */
  popcorn = g_strdup_printf (ngettext ("%d popcorn + %d Bucket", "%d popcorn + %d Buckets",
                                       buckets),
                             game->seats[viewer].popcorn, buckets);
  gtk_label_set_text (GTK_LABEL (self->popcorn_label), popcorn);
  /* Without popcorn rules (Classic, Cult Classic) cards are free, but ability costs are
   * still paid by discarding here: the tray stays, under a name that says so. */
  if (game->params.popcorn)
    {
      gtk_label_set_text (GTK_LABEL (self->tray_heading), _("Popcorn"));
      gtk_label_set_text (GTK_LABEL (self->tray_hint),
                          _("Drop a card here to discard it for 1 popcorn"));
      gtk_widget_set_tooltip_text (self->tray, _("Popcorn pays for cards. Tip a Popcorn Bucket "
                                                 "card in your Movie (click it) or drop a card "
                                                 "here to discard it, for 1 popcorn each."));
    }
  else
    {
      gtk_label_set_text (GTK_LABEL (self->tray_heading), _("Ability Costs"));
      gtk_label_set_text (GTK_LABEL (self->tray_hint),
                          _("Drop a card here to discard it toward an ability's cost"));
      gtk_widget_set_tooltip_text (self->tray, _("Cards are free in this format. An ability "
                                                 "that costs popcorn is paid by discarding "
                                                 "cards here, 1 popcorn each."));
    }
  /* Translators: cards in hand and the hand limit, "7 / 6". */
  limit = g_strdup_printf (_("Hand %u / %d"),
                           gros_game_zone_size (game, GROS_ZONE_HAND, viewer),
                           gros_game_hand_limit (game, viewer));
  gtk_label_set_text (GTK_LABEL (self->limit_label), limit);
}

void
drive_in_hand_view_refresh (DriveInHandView *self,
                            guint            animation_ms)
{
  int viewer;
  GListModel *hand;
  g_autoptr(GString) layout = g_string_new (NULL);
  g_autoptr(GHashTable) present = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key, value;
  GtkWidget *child;
  guint n;

  g_return_if_fail (DRIVE_IN_IS_HAND_VIEW (self));

  viewer = drive_in_table_game_get_viewer (self->game);
  gtk_widget_set_visible (GTK_WIDGET (self), viewer >= 0);
  update_counts (self, viewer);
  if (viewer < 0)
    return;

  hand = gros_session_get_zone (drive_in_table_game_get_session (self->game), GROS_ZONE_HAND,
                                viewer);
  n = g_list_model_get_n_items (hand);
  g_string_append_printf (layout, "%d|", viewer);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (hand, i);

      g_string_append_printf (layout, "%d,", gros_session_card_get_handle (card));
      g_hash_table_add (present, GINT_TO_POINTER (gros_session_card_get_handle (card)));
    }
  if (g_strcmp0 (layout->str, self->layout) == 0)
    return;
  g_free (self->layout);
  self->layout = g_strdup (layout->str);

  g_hash_table_iter_init (&iter, self->widgets);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (present, key))
      g_hash_table_iter_remove (&iter);
  while ((child = gtk_widget_get_first_child (self->cards)) != NULL)
    gtk_box_remove (GTK_BOX (self->cards), child);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (hand, i);
      int instance = gros_session_card_get_handle (card);
      DriveInCardWidget *widget = g_hash_table_lookup (self->widgets, GINT_TO_POINTER (instance));

      if (widget == NULL)
        {
          widget = DRIVE_IN_CARD_WIDGET (drive_in_card_widget_new (card, self->card_width));
          g_hash_table_insert (self->widgets, GINT_TO_POINTER (instance),
                               g_object_ref_sink (widget));
          drive_in_card_widget_set_draggable (widget, TRUE);
          drive_in_card_widget_animate_in (widget, animation_ms);
        }
      gtk_box_append (GTK_BOX (self->cards), GTK_WIDGET (widget));
    }
}

void
drive_in_hand_view_reset (DriveInHandView *self)
{
  GtkWidget *child;

  g_return_if_fail (DRIVE_IN_IS_HAND_VIEW (self));

  while ((child = gtk_widget_get_first_child (self->cards)) != NULL)
    gtk_box_remove (GTK_BOX (self->cards), child);
  g_hash_table_remove_all (self->widgets);
  g_clear_pointer (&self->layout, g_free);
}

gboolean
drive_in_hand_view_focus_nth (DriveInHandView *self,
                              guint            index)
{
  GtkWidget *child;

  g_return_val_if_fail (DRIVE_IN_IS_HAND_VIEW (self), FALSE);

  child = gtk_widget_get_first_child (self->cards);
  for (guint i = 0; child != NULL && i < index && gtk_widget_get_next_sibling (child) != NULL;
       i++)
    child = gtk_widget_get_next_sibling (child);
  return child != NULL && gtk_widget_grab_focus (child);
}
