/* drive-in-groo-town.c: one town of a Groo table: its Buildings with their VP, its Army with
 * Attack and Defense, its VP against the goal, Groo when he visits, the dice while it holds
 * them, and the hand's size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-row.h"
#include "drive-in-groo-dice.h"
#include "drive-in-groo-town.h"
#include "drive-in-label.h"
#include "groo-game.h"

struct _DriveInGrooTown
{
  GtkWidget    parent_instance;

  GameSession *session;
  guint        seat;
  int          card_width;

  GtkWidget   *box;
  GtkWidget   *name_label;
  GtkWidget   *vp_label;
  GtkWidget   *army_label;
  GtkWidget   *hand_label;
  GtkWidget   *groo_revealer;
  GtkWidget   *dice_revealer;
  GtkWidget   *dice_label;
  GtkWidget   *buildings;     /* DriveInCardRow */
  GtkWidget   *army;          /* DriveInCardRow */
  guint        flash_source;
};

G_DEFINE_FINAL_TYPE (DriveInGrooTown, drive_in_groo_town, GTK_TYPE_WIDGET)

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* Cards of @zone into @row, with what is public about them on their badges. */
static void
refresh_row (DriveInGrooTown *self,
             const GrooGame  *view,
             GtkWidget       *row,
             guint            zone,
             guint            animation_ms)
{
  guint n = groo_game_zone_size (view, zone);
  g_autofree DriveInCardRowItem *items = g_new0 (DriveInCardRowItem, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      int card = groo_game_zone_card (view, zone, i);

      items[i].handle = card;
      items[i].card = view->cards[card].def == GROO_HIDDEN_DEF
                      ? NULL : game_session_get_card (self->session, view->cards[card].def);
    }
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (row), items, n, FALSE, animation_ms);
  for (guint i = 0; i < n; i++)
    {
      DriveInCardWidget *widget = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (row),
                                                            items[i].handle);
      const GrooCardDef *def = groo_game_card (view, items[i].handle);
      gboolean committed = (view->cards[items[i].handle].flags & GROO_CARD_COMMITTED) != 0;
      g_autofree char *stat = NULL;

      if (widget == NULL || def == NULL)
        continue;
      if (def->kind == GROO_KIND_BUILDING)
        /* Translators: a Building's victory points on its card: "2 VP". */
        stat = g_strdup_printf (_("%u VP"), def->vp);
      else if (def->kind == GROO_KIND_TROOP)
        /* Translators: a Troop's Attack and Defense on its card: "3/2". */
        stat = g_strdup_printf (C_("groo troop", "%u/%u"), def->attack, def->defense);
      drive_in_card_widget_set_badges (widget, stat, committed ? _("At war") : NULL);
      set_class (GTK_WIDGET (widget), "attacking",
                 committed && view->war.active && view->war.attacker == self->seat);
      set_class (GTK_WIDGET (widget), "defending",
                 committed && view->war.active && view->war.defender == self->seat);
    }
}

void
drive_in_groo_town_refresh (DriveInGrooTown *self,
                            guint            animation_ms)
{
  const GrooGame *view;
  g_autofree char *vp = NULL;
  g_autofree char *army = NULL;
  g_autofree char *hand = NULL;
  gboolean holds, rolled;
  guint hand_size;

  g_return_if_fail (DRIVE_IN_IS_GROO_TOWN (self));

  view = game_session_get_view (self->session);
  /* Translators: a town's victory points against the goal that ends the game: "7 / 10 VP". */
  vp = g_strdup_printf (_("%u / %u VP"), groo_game_town_vp (view, self->seat), view->goal);
  gtk_label_set_text (GTK_LABEL (self->vp_label), vp);
  /* Translators: the printed strength of a town's whole Army. */
  army = g_strdup_printf (_("Army · Attack %u · Defense %u"), groo_game_army_attack (view, self->seat),
                          groo_game_army_defense (view, self->seat));
  gtk_label_set_text (GTK_LABEL (self->army_label), army);
  hand_size = groo_game_zone_size (view, GROO_ZONE_HAND (self->seat));
  hand = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card in hand", "%u cards in hand",
                                       hand_size), hand_size);
  gtk_label_set_text (GTK_LABEL (self->hand_label), hand);

  gtk_revealer_set_transition_duration (GTK_REVEALER (self->groo_revealer), animation_ms * 2);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->groo_revealer),
                                 !groo_game_is_over (view) && view->groo == self->seat);
  rolled = view->dice[0] != GROO_FACE_NONE
           && (view->phase == GROO_PHASE_CONSTRUCTION || view->phase == GROO_PHASE_LEFTOVER);
  holds = rolled && view->holder == self->seat && groo_game_unspent_dice (view) != 0;
  gtk_revealer_set_transition_duration (GTK_REVEALER (self->dice_revealer), animation_ms * 2);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->dice_revealer), holds);
  if (holds)
    {
      GString *dice = g_string_new (NULL);
      uint32_t unspent = groo_game_unspent_dice (view);

      for (guint d = 0; d < GROO_N_WHITE; d++)
        if ((unspent >> d) & 1)
          {
            if (dice->len > 0)
              g_string_append (dice, " · ");
            g_string_append (dice, drive_in_groo_dice_face_text (view->dice[d]));
          }
      gtk_label_set_text (GTK_LABEL (self->dice_label), dice->str);
      g_string_free (dice, TRUE);
    }
  set_class (GTK_WIDGET (self), "active-seat",
             !groo_game_is_over (view) && view->active == self->seat);
  set_class (GTK_WIDGET (self), "deciding-seat",
             !groo_game_is_over (view) && view->deciding == self->seat);
  set_class (GTK_WIDGET (self), "winner",
             groo_game_is_over (view) && ((view->winners >> self->seat) & 1));
  set_class (GTK_WIDGET (self), "at-war",
             view->war.active && (view->war.attacker == self->seat
                                  || view->war.defender == self->seat));
  refresh_row (self, view, self->buildings, GROO_ZONE_TOWN (self->seat), animation_ms);
  refresh_row (self, view, self->army, GROO_ZONE_ARMY (self->seat), animation_ms);
}

guint
drive_in_groo_town_get_seat (DriveInGrooTown *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_TOWN (self), 0);
  return self->seat;
}

void
drive_in_groo_town_set_name (DriveInGrooTown *self,
                             const char      *name)
{
  g_return_if_fail (DRIVE_IN_IS_GROO_TOWN (self));
  drive_in_label_set_whole_text (GTK_LABEL (self->name_label), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

DriveInCardWidget *
drive_in_groo_town_lookup (DriveInGrooTown *self,
                           int              handle)
{
  DriveInCardWidget *card;

  g_return_val_if_fail (DRIVE_IN_IS_GROO_TOWN (self), NULL);

  card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->buildings), handle);
  return card != NULL ? card : drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->army), handle);
}

const char *
drive_in_groo_town_get_vp_text (DriveInGrooTown *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_TOWN (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->vp_label));
}

const char *
drive_in_groo_town_get_army_text (DriveInGrooTown *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_TOWN (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->army_label));
}

gboolean
drive_in_groo_town_shows_groo (DriveInGrooTown *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_TOWN (self), FALSE);
  return gtk_revealer_get_reveal_child (GTK_REVEALER (self->groo_revealer));
}

gboolean
drive_in_groo_town_shows_dice (DriveInGrooTown *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_TOWN (self), FALSE);
  return gtk_revealer_get_reveal_child (GTK_REVEALER (self->dice_revealer));
}

static gboolean
on_flash_done_cb (gpointer user_data)
{
  DriveInGrooTown *self = user_data;

  self->flash_source = 0;
  gtk_widget_remove_css_class (GTK_WIDGET (self), "arrived");
  return G_SOURCE_REMOVE;
}

void
drive_in_groo_town_flash (DriveInGrooTown *self,
                          guint            duration_ms)
{
  g_return_if_fail (DRIVE_IN_IS_GROO_TOWN (self));

  g_clear_handle_id (&self->flash_source, g_source_remove);
  if (duration_ms == 0)
    return;
  gtk_widget_add_css_class (GTK_WIDGET (self), "arrived");
  self->flash_source = g_timeout_add (duration_ms, on_flash_done_cb, self);
}

static void
drive_in_groo_town_dispose (GObject *object)
{
  DriveInGrooTown *self = DRIVE_IN_GROO_TOWN (object);

  g_clear_handle_id (&self->flash_source, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (drive_in_groo_town_parent_class)->dispose (object);
}

static void
drive_in_groo_town_class_init (DriveInGrooTownClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_groo_town_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "grootown");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_groo_town_init (DriveInGrooTown *self)
{
}

static GtkWidget *
row_title (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "row-title");
  return label;
}

static GtkWidget *
badge (const char *text,
       const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

GtkWidget *
drive_in_groo_town_new (GameSession *session,
                        guint        seat,
                        int          card_width)
{
  DriveInGrooTown *self;
  GtkWidget *header, *rows, *column;

  g_return_val_if_fail (GAME_IS_SESSION (session), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROO_TOWN, NULL);
  self->session = g_object_ref (session);
  self->seat = seat;
  self->card_width = card_width;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  /* Two lines, so that five towns side by side keep their names: the name and VP, then
   * Groo, the dice and the hand. */
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append (GTK_BOX (self->box), header);
  self->name_label = gtk_label_new ("");
  gtk_widget_add_css_class (self->name_label, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->name_label), 0);
  gtk_widget_set_hexpand (self->name_label, TRUE);
  gtk_box_append (GTK_BOX (header), self->name_label);
  self->vp_label = badge ("", "town-vp");
  gtk_box_append (GTK_BOX (header), self->vp_label);
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append (GTK_BOX (self->box), header);
  self->groo_revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->groo_revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT);
  gtk_revealer_set_child (GTK_REVEALER (self->groo_revealer),
                          badge (_("Groo is here"), "groo-here"));
  gtk_box_append (GTK_BOX (header), self->groo_revealer);
  self->dice_revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->dice_revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT);
  self->dice_label = badge ("", "town-dice");
  gtk_label_set_ellipsize (GTK_LABEL (self->dice_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_tooltip_text (self->dice_label, _("This town holds the dice"));
  gtk_revealer_set_child (GTK_REVEALER (self->dice_revealer), self->dice_label);
  gtk_box_append (GTK_BOX (header), self->dice_revealer);
  self->hand_label = gtk_label_new ("");
  gtk_widget_add_css_class (self->hand_label, "dim-label");
  gtk_widget_set_hexpand (self->hand_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->hand_label), 1);
  gtk_label_set_ellipsize (GTK_LABEL (self->hand_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (header), self->hand_label);
  /* A line's height even when neither Groo nor the dice are here. */
  gtk_widget_set_size_request (header, -1, 24);

  rows = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (self->box), rows);
  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (column, TRUE);
  gtk_box_append (GTK_BOX (column), row_title (_("Buildings")));
  self->buildings = drive_in_card_row_new (card_width);
  drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (self->buildings), _("No Buildings"));
  gtk_box_append (GTK_BOX (column), self->buildings);
  gtk_box_append (GTK_BOX (rows), column);
  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (column, TRUE);
  self->army_label = row_title ("");
  gtk_box_append (GTK_BOX (column), self->army_label);
  self->army = drive_in_card_row_new (card_width);
  drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (self->army), _("No Troops"));
  gtk_box_append (GTK_BOX (column), self->army);
  gtk_box_append (GTK_BOX (rows), column);
  drive_in_groo_town_refresh (self, 0);
  return GTK_WIDGET (self);
}
