/* drive-in-groo-war.c: the war panel of a Groo table: who attacks whom, the Troops each side
 * committed with the strength of each side, the outcome as it stands before the last choice
 * is confirmed, and the defender choosing the Buildings lost. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-row.h"
#include "drive-in-groo-war.h"
#include "groo-game.h"

struct _DriveInGrooWar
{
  GtkWidget        parent_instance;

  DriveInGamePlay *play;
  GameSession     *session;

  GtkWidget       *box;
  GtkWidget       *title;
  GtkWidget       *attack_label;
  GtkWidget       *defense_label;
  GtkWidget       *attackers;   /* DriveInCardRow */
  GtkWidget       *defenders;   /* DriveInCardRow */
  GtkWidget       *outcome;
};

G_DEFINE_FINAL_TYPE (DriveInGrooWar, drive_in_groo_war, GTK_TYPE_WIDGET)

/* The committed Troops of @seat's army. */
static void
refresh_side (DriveInGrooWar *self,
              const GrooGame *view,
              GtkWidget      *row,
              guint           seat,
              gboolean        attacking,
              guint           animation_ms)
{
  guint zone = GROO_ZONE_ARMY (seat);
  guint n = groo_game_zone_size (view, zone);
  g_autofree DriveInCardRowItem *items = g_new0 (DriveInCardRowItem, MAX (n, 1));
  guint k = 0;

  for (guint i = 0; i < n; i++)
    {
      int card = groo_game_zone_card (view, zone, i);

      if (!(view->cards[card].flags & GROO_CARD_COMMITTED))
        continue;
      items[k].handle = card;
      items[k].card = game_session_get_card (self->session, view->cards[card].def);
      k++;
    }
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (row), items, k, FALSE, animation_ms);
  for (guint i = 0; i < k; i++)
    {
      DriveInCardWidget *widget = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (row),
                                                            items[i].handle);
      g_autofree char *stat = NULL;

      if (widget == NULL)
        continue;
      stat = g_strdup_printf ("%d", groo_game_troop_strength (view, items[i].handle, attacking));
      drive_in_card_widget_set_badges (widget, stat, NULL);
    }
}

static char *
outcome_text (DriveInGrooWar *self,
              const GrooGame *view,
              const char     *defender)
{
  guint damage, lost;

  if (view->war.resolved)
    {
      if (view->war.attack <= view->war.defense)
        /* Translators: "Attack 4 against Defense 5: the defense holds." */
        return g_strdup_printf (_("Attack %d against Defense %d: the defense holds."),
                                view->war.attack, view->war.defense);
      for (guint f = view->n_frames; f > 0; f--)
        if (view->frames[f - 1].kind == GROO_FRAME_EFFECT
            && view->frames[f - 1].window == GROO_SOURCE_WAR)
          /* Translators: "Attack 7 against Defense 4: Seat 3 chooses Buildings worth 3 VP
           * to lose." */
          return g_strdup_printf (_("Attack %d against Defense %d: %s chooses Buildings worth "
                                    "%u VP to lose."), view->war.attack, view->war.defense,
                                  defender, view->frames[f - 1].value);
      /* Translators: "Attack 7 against Defense 4: the Troops go to the discard pile." */
      return g_strdup_printf (_("Attack %d against Defense %d: the committed Troops go to the "
                                "discard pile."), view->war.attack, view->war.defense);
    }
  groo_game_war_outcome (view, &damage, &lost);
  if (damage == 0)
    return g_strdup (_("As it stands: the defense holds, nothing is lost."));
  if (lost == 0)
    /* Translators: "As it stands: 2 damage, but Seat 3 has no Buildings that small." */
    return g_strdup_printf (_("As it stands: %u damage, but %s has no whole Buildings to lose "
                              "within it."), damage, defender);
  /* Translators: "As it stands: 3 damage, Seat 3 loses 3 VP of Buildings." */
  return g_strdup_printf (_("As it stands: %u damage, %s loses %u VP of Buildings."), damage,
                          defender, lost);
}

gboolean
drive_in_groo_war_refresh (DriveInGrooWar *self,
                           guint           animation_ms)
{
  const GrooGame *view;
  g_autofree char *attacker = NULL;
  g_autofree char *defender = NULL;
  g_autofree char *title = NULL;
  g_autofree char *attack = NULL;
  g_autofree char *defense = NULL;
  g_autofree char *outcome = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_GROO_WAR (self), FALSE);

  view = game_session_get_view (self->session);
  if (!view->war.active || groo_game_is_over (view))
    return FALSE;
  attacker = drive_in_game_play_dup_seat_name (self->play, view->war.attacker);
  defender = drive_in_game_play_dup_seat_name (self->play, view->war.defender);
  /* Translators: "War: Seat 1 (you) attacks Seat 3 (Hard computer)". */
  title = g_strdup_printf (_("War: %s attacks %s"), attacker, defender);
  gtk_label_set_text (GTK_LABEL (self->title), title);
  attack = g_strdup_printf (_("Attack %d"), groo_game_war_attack (view));
  defense = g_strdup_printf (_("Defense %d"), groo_game_war_defense (view));
  gtk_label_set_text (GTK_LABEL (self->attack_label), attack);
  gtk_label_set_text (GTK_LABEL (self->defense_label), defense);
  refresh_side (self, view, self->attackers, view->war.attacker, TRUE, animation_ms);
  refresh_side (self, view, self->defenders, view->war.defender, FALSE, animation_ms);
  outcome = outcome_text (self, view, defender);
  gtk_label_set_text (GTK_LABEL (self->outcome), outcome);
  return TRUE;
}

DriveInCardWidget *
drive_in_groo_war_lookup (DriveInGrooWar *self,
                          int             handle)
{
  DriveInCardWidget *card;

  g_return_val_if_fail (DRIVE_IN_IS_GROO_WAR (self), NULL);

  card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->attackers), handle);
  return card != NULL ? card
                      : drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->defenders), handle);
}

const char *
drive_in_groo_war_get_outcome (DriveInGrooWar *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_WAR (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->outcome));
}

const char *
drive_in_groo_war_get_attack_text (DriveInGrooWar *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_WAR (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->attack_label));
}

const char *
drive_in_groo_war_get_defense_text (DriveInGrooWar *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROO_WAR (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->defense_label));
}

static void
drive_in_groo_war_dispose (GObject *object)
{
  DriveInGrooWar *self = DRIVE_IN_GROO_WAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  g_clear_object (&self->play);
  G_OBJECT_CLASS (drive_in_groo_war_parent_class)->dispose (object);
}

static void
drive_in_groo_war_class_init (DriveInGrooWarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_groo_war_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "groowar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_groo_war_init (DriveInGrooWar *self)
{
}

static GtkWidget *
side_new (const char *heading,
          GtkWidget  *strength,
          GtkWidget  *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (heading);

  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_add_css_class (label, "row-title");
  gtk_box_append (GTK_BOX (top), label);
  gtk_widget_add_css_class (strength, "war-strength");
  gtk_box_append (GTK_BOX (top), strength);
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), row);
  return box;
}

GtkWidget *
drive_in_groo_war_new (DriveInGamePlay *play,
                       int              card_width)
{
  DriveInGrooWar *self;
  GtkWidget *sides;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROO_WAR, NULL);
  self->play = g_object_ref (play);
  self->session = g_object_ref (drive_in_game_play_get_session (play));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->title = gtk_label_new ("");
  gtk_widget_add_css_class (self->title, "title-4");
  gtk_box_append (GTK_BOX (self->box), self->title);
  sides = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_box_append (GTK_BOX (self->box), sides);
  self->attack_label = gtk_label_new ("");
  self->attackers = drive_in_card_row_new (card_width);
  drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (self->attackers),
                                     _("No Troops sent yet"));
  gtk_box_append (GTK_BOX (sides), side_new (_("Attackers"), self->attack_label,
                                             self->attackers));
  self->defense_label = gtk_label_new ("");
  self->defenders = drive_in_card_row_new (card_width);
  drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (self->defenders),
                                     _("No Troops sent yet"));
  gtk_box_append (GTK_BOX (sides), side_new (_("Defenders"), self->defense_label,
                                             self->defenders));
  self->outcome = gtk_label_new ("");
  gtk_label_set_wrap (GTK_LABEL (self->outcome), TRUE);
  gtk_widget_add_css_class (self->outcome, "war-outcome");
  gtk_box_append (GTK_BOX (self->box), self->outcome);
  return GTK_WIDGET (self);
}
