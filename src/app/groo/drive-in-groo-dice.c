/* drive-in-groo-dice.c: the seven Groo dice where everyone sees them: the six white Raw
 * Materials dice and the black Groo Movement die, as rolled, spent ones dimmed, the ones a
 * person may drag onto a card movable, the ones that may pay lit. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-groo-dice.h"
#include "groo-game.h"

struct _DriveInGrooDice
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *dice_box;
  GtkWidget *caption;
  GtkWidget *dice[DRIVE_IN_GROO_N_DICE];
  guint8     faces[DRIVE_IN_GROO_N_DICE];
  char      *tips[DRIVE_IN_GROO_N_DICE];
  guint      movable;
  guint      lit;
  guint      tumble_source;
};

G_DEFINE_FINAL_TYPE (DriveInGrooDice, drive_in_groo_dice, GTK_TYPE_WIDGET)

static const char *const face_classes[GROO_N_FACES] = {
  [GROO_FACE_NONE] = "face-none",
  [GROO_FACE_KOPINS] = "face-kopins",
  [GROO_FACE_SUPPLIES] = "face-supplies",
  [GROO_FACE_LABOR] = "face-labor",
  [GROO_FACE_GROO] = "face-groo",
  [GROO_FACE_STAY] = "face-move",
  [GROO_FACE_LEFT_1] = "face-move",
  [GROO_FACE_RIGHT_1] = "face-move",
  [GROO_FACE_LEFT_2] = "face-move",
  [GROO_FACE_RIGHT_2] = "face-move",
};

const char *
drive_in_groo_dice_face_text (guint face)
{
  switch (face)
    {
    case GROO_FACE_KOPINS: return C_("groo die", "Kopins");
    case GROO_FACE_SUPPLIES: return C_("groo die", "Supplies");
    case GROO_FACE_LABOR: return C_("groo die", "Labor");
    case GROO_FACE_GROO: return C_("groo die", "Groo");
    case GROO_FACE_STAY: return C_("groo die", "Stay");
    /* Left is the next town in turn order: the arrows read as the table sits. */
    case GROO_FACE_LEFT_1: return "← 1";
    case GROO_FACE_RIGHT_1: return "1 →";
    case GROO_FACE_LEFT_2: return "← 2";
    case GROO_FACE_RIGHT_2: return "2 →";
    default: return "·";
    }
}

static void
update_die (DriveInGrooDice *self,
            guint            d,
            gboolean         spent)
{
  GtkWidget *die = self->dice[d];
  guint face = self->faces[d] < GROO_N_FACES ? self->faces[d] : GROO_FACE_NONE;
  g_autofree char *tip = NULL;
  const char *name;

  for (guint f = 0; f < GROO_N_FACES; f++)
    gtk_widget_remove_css_class (die, face_classes[f]);
  gtk_widget_add_css_class (die, face_classes[face]);
  gtk_button_set_label (GTK_BUTTON (die), drive_in_groo_dice_face_text (face));
  if (spent)
    gtk_widget_add_css_class (die, "spent");
  else
    gtk_widget_remove_css_class (die, "spent");
  if ((self->movable >> d) & 1)
    gtk_widget_add_css_class (die, "movable");
  else
    gtk_widget_remove_css_class (die, "movable");
  if ((self->lit >> d) & 1)
    gtk_widget_add_css_class (die, "lit");
  else
    gtk_widget_remove_css_class (die, "lit");

  name = face == GROO_FACE_NONE ? _("not rolled") : groo_face_label (face);
  if (d == GROO_BLACK_DIE)
    /* Translators: "Groo Movement die: Groo moves one town left". */
    tip = g_strdup_printf (_("Groo Movement die: %s"), name);
  else if (spent)
    /* Translators: "White die 3: Kopins (spent)". */
    tip = g_strdup_printf (_("White die %u: %s (spent)"), d + 1, name);
  else if (self->tips[d] != NULL)
    /* Translators: "White die 3: Kopins. Pays for: Tavern, Archers". */
    tip = g_strdup_printf (_("White die %u: %s. %s"), d + 1, name, self->tips[d]);
  else
    tip = g_strdup_printf (_("White die %u: %s"), d + 1, name);
  gtk_widget_set_tooltip_text (die, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (die), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
}

static void
on_die_clicked_cb (GtkButton       *button,
                   DriveInGrooDice *self)
{
  guint d = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "die"));

  gtk_widget_activate_action (GTK_WIDGET (self), "board.die-click", "u", d);
}

static GdkContentProvider *
on_drag_prepare_cb (GtkDragSource   *source,
                    double           x,
                    double           y,
                    DriveInGrooDice *self)
{
  GtkWidget *die = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint d = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "die"));

  if (!((self->movable >> d) & 1))
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, d);
}

static void
on_drag_begin_cb (GtkDragSource   *source,
                  GdkDrag         *drag,
                  DriveInGrooDice *self)
{
  GtkWidget *die = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint d = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "die"));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (die);

  gtk_drag_source_set_icon (source, icon, 12, 12);
  gtk_widget_activate_action (GTK_WIDGET (self), "board.die-drag-begin", "u", d);
}

static void
on_drag_end_cb (GtkDragSource   *source,
                GdkDrag         *drag,
                gboolean         delete_data,
                DriveInGrooDice *self)
{
  GtkWidget *die = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  guint d = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (die), "die"));

  gtk_widget_activate_action (GTK_WIDGET (self), "board.die-drag-end", "u", d);
}

static gboolean
on_tumble_done_cb (gpointer user_data)
{
  DriveInGrooDice *self = user_data;

  self->tumble_source = 0;
  for (guint d = 0; d < DRIVE_IN_GROO_N_DICE; d++)
    gtk_widget_remove_css_class (self->dice[d], "tumbling");
  return G_SOURCE_REMOVE;
}

void
drive_in_groo_dice_set_dice (DriveInGrooDice *self,
                             const guint8    *faces,
                             guint            spent,
                             guint            animation_ms)
{
  gboolean rolled;

  g_return_if_fail (DRIVE_IN_IS_GROO_DICE (self));

  /* A roll: every die showed nothing, or every white die is unspent again with new faces. */
  rolled = faces[0] != GROO_FACE_NONE
           && memcmp (self->faces, faces, DRIVE_IN_GROO_N_DICE) != 0 && spent == 0;
  memcpy (self->faces, faces, DRIVE_IN_GROO_N_DICE);
  for (guint d = 0; d < DRIVE_IN_GROO_N_DICE; d++)
    {
      update_die (self, d, d < GROO_N_WHITE && ((spent >> d) & 1));
      if (rolled && animation_ms > 0)
        gtk_widget_add_css_class (self->dice[d], "tumbling");
    }
  if (rolled && animation_ms > 0)
    {
      g_clear_handle_id (&self->tumble_source, g_source_remove);
      self->tumble_source = g_timeout_add (animation_ms, on_tumble_done_cb, self);
    }
}

static void
refresh_classes (DriveInGrooDice *self)
{
  for (guint d = 0; d < DRIVE_IN_GROO_N_DICE; d++)
    update_die (self, d, gtk_widget_has_css_class (self->dice[d], "spent"));
}

void
drive_in_groo_dice_set_movable (DriveInGrooDice *self,
                                guint            mask)
{
  g_return_if_fail (DRIVE_IN_IS_GROO_DICE (self));

  if (self->movable == mask)
    return;
  self->movable = mask;
  refresh_classes (self);
}

void
drive_in_groo_dice_set_lit (DriveInGrooDice *self,
                            guint            mask)
{
  g_return_if_fail (DRIVE_IN_IS_GROO_DICE (self));

  if (self->lit == mask)
    return;
  self->lit = mask;
  refresh_classes (self);
}

guint
drive_in_groo_dice_get_lit (DriveInGrooDice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_DICE (self), 0);
  return self->lit;
}

void
drive_in_groo_dice_set_die_tip (DriveInGrooDice *self,
                                guint            die,
                                const char      *text)
{
  g_return_if_fail (DRIVE_IN_IS_GROO_DICE (self));
  g_return_if_fail (die < DRIVE_IN_GROO_N_DICE);

  if (g_strcmp0 (self->tips[die], text) == 0)
    return;
  g_free (self->tips[die]);
  self->tips[die] = g_strdup (text);
  update_die (self, die, gtk_widget_has_css_class (self->dice[die], "spent"));
}

void
drive_in_groo_dice_set_caption (DriveInGrooDice *self,
                                const char      *text)
{
  g_return_if_fail (DRIVE_IN_IS_GROO_DICE (self));
  gtk_label_set_text (GTK_LABEL (self->caption), text != NULL ? text : "");
}

GtkWidget *
drive_in_groo_dice_get_die (DriveInGrooDice *self,
                            guint            die)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_DICE (self), NULL);
  g_return_val_if_fail (die < DRIVE_IN_GROO_N_DICE, NULL);
  return self->dice[die];
}

static void
drive_in_groo_dice_dispose (GObject *object)
{
  DriveInGrooDice *self = DRIVE_IN_GROO_DICE (object);

  g_clear_handle_id (&self->tumble_source, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  for (guint d = 0; d < DRIVE_IN_GROO_N_DICE; d++)
    g_clear_pointer (&self->tips[d], g_free);
  G_OBJECT_CLASS (drive_in_groo_dice_parent_class)->dispose (object);
}

static void
drive_in_groo_dice_class_init (DriveInGrooDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_groo_dice_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "groodice");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_groo_dice_init (DriveInGrooDice *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->dice_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_set_halign (self->dice_box, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), self->dice_box);
  for (guint d = 0; d < DRIVE_IN_GROO_N_DICE; d++)
    {
      GtkWidget *die = gtk_button_new ();
      GtkDragSource *source = gtk_drag_source_new ();

      gtk_widget_add_css_class (die, "groo-die");
      gtk_widget_add_css_class (die, d == GROO_BLACK_DIE ? "black" : "white");
      g_object_set_data (G_OBJECT (die), "die", GUINT_TO_POINTER (d));
      g_signal_connect (die, "clicked", G_CALLBACK (on_die_clicked_cb), self);
      gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
      g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare_cb), self);
      g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
      g_signal_connect (source, "drag-end", G_CALLBACK (on_drag_end_cb), self);
      gtk_widget_add_controller (die, GTK_EVENT_CONTROLLER (source));
      if (d == GROO_BLACK_DIE)
        gtk_widget_set_margin_start (die, 10);
      self->dice[d] = die;
      gtk_box_append (GTK_BOX (self->dice_box), die);
      update_die (self, d, FALSE);
    }
  self->caption = gtk_label_new ("");
  gtk_widget_add_css_class (self->caption, "caption");
  gtk_box_append (GTK_BOX (self->box), self->caption);
}

GtkWidget *
drive_in_groo_dice_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_GROO_DICE, NULL);
}
