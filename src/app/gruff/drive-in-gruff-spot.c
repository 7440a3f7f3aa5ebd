/* drive-in-gruff-spot.c: one position of a line at the Gruff table: its gruff (turned when
 * exhausted, face down when dead), its Mean, Weird and Fat as pips, the Conditions and
 * Mutations on it, pushed forward while its attack is declared; cards are dropped on it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-gruff-spot.h"
#include "drive-in-gruff-track.h"
#include "gruff-game.h"

#define STAT_PIP 7

struct _DriveInGruffSpot
{
  GtkWidget             parent_instance;

  GameSession          *session;
  guint                 seat;
  guint                 pos;
  int                   card_width;
  gboolean              compact;
  int                   gruff;
  DriveInGruffDropFunc  drop_func;
  gpointer              drop_data;

  GtkWidget            *box;
  GtkWidget            *name_label;
  GtkWidget            *card_box;
  GtkWidget            *card;
  GtkWidget            *stats_grid;
  GtkWidget            *tracks[GRUFF_N_STATS];
  GtkWidget            *numbers[GRUFF_N_STATS];
  GtkWidget            *bonus_label;
  GtkWidget            *attached_box;
};

G_DEFINE_FINAL_TYPE (DriveInGruffSpot, drive_in_gruff_spot, GTK_TYPE_WIDGET)

static const char *const stat_colors[GRUFF_N_STATS] = { "#e0503c", "#9b6ee8", "#e8b04a" };

static const char *
stat_letter (guint stat)
{
  switch (stat)
    {
    case GRUFF_STAT_MEAN:
      /* Translators: Mean, in one letter beside its pips. */
      return C_("gruff stat", "M");
    case GRUFF_STAT_WEIRD:
      /* Translators: Weird, in one letter beside its pips. */
      return C_("gruff stat", "W");
    default:
      /* Translators: Fat, in one letter beside its pips. */
      return C_("gruff stat", "F");
    }
}

static const char *
stat_name (guint stat)
{
  switch (stat)
    {
    case GRUFF_STAT_MEAN:
      return _("Mean");
    case GRUFF_STAT_WEIRD:
      return _("Weird");
    default:
      return _("Fat");
    }
}

/* What a stat does, in 004's words. */
static const char *
stat_about (guint stat)
{
  switch (stat)
    {
    case GRUFF_STAT_MEAN:
      return _("Mean: the offensive capacity; it makes the Damage of this gruff’s attack.");
    case GRUFF_STAT_WEIRD:
      return _("Weird: added to the shepherd’s Crazy when this gruff is activated.");
    default:
      return _("Fat: the defensive capacity; it makes this gruff’s Defense when attacked.");
    }
}

/* ---- Drops and clicks ---------------------------------------------------------------------- */

static GdkDragAction
on_drop_enter_cb (GtkDropTarget    *target,
                  double            x,
                  double            y,
                  DriveInGruffSpot *self)
{
  const GValue *value = gtk_drop_target_get_value (target);

  if (self->drop_func == NULL || self->gruff < 0)
    return 0;
  /* The value may not be read yet: the table lit the legal places at drag-begin. */
  if (value == NULL || !G_VALUE_HOLDS_INT (value))
    return gtk_widget_has_css_class (GTK_WIDGET (self), "drop-legal") ? GDK_ACTION_MOVE : 0;
  return self->drop_func (self->gruff, self->seat, g_value_get_int (value), FALSE,
                          self->drop_data) ? GDK_ACTION_MOVE : 0;
}

static gboolean
on_drop_cb (GtkDropTarget    *target,
            const GValue     *value,
            double            x,
            double            y,
            DriveInGruffSpot *self)
{
  if (self->drop_func == NULL || self->gruff < 0 || !G_VALUE_HOLDS_INT (value))
    return FALSE;
  return self->drop_func (self->gruff, self->seat, g_value_get_int (value), TRUE,
                          self->drop_data);
}

static void
on_released_cb (GtkGestureClick  *gesture,
                int               n_press,
                double            x,
                double            y,
                DriveInGruffSpot *self)
{
  /* The card widget asks by itself; a click beside it (on the pips) means the gruff too. */
  if (self->gruff >= 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "board.card-click", "i",
                                (gint32) self->gruff);
}

/* ---- Refresh ------------------------------------------------------------------------------- */

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

static void
refresh_attached (DriveInGruffSpot *self,
                  const GruffGame  *view)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->attached_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->attached_box), child);
  if (self->gruff < 0)
    return;
  /* Conditions and Mutations, a Mutation staying on a dead gruff. */
  for (guint c = 0; c < view->n_cards; c++)
    if (view->cards[c].zone == GRUFF_ZONE_ATTACHED && view->cards[c].host == self->gruff)
      {
        DriveInCard *object = game_session_get_card (self->session, view->cards[c].def);
        GtkWidget *chip = drive_in_card_widget_new_plain (object, c, self->card_width);

        drive_in_card_widget_set_compact (DRIVE_IN_CARD_WIDGET (chip), TRUE);
        gtk_widget_add_css_class (chip, gruff_game_def (view, c)->ability
                                        == GRUFF_ABILITY_MUTATION ? "mutation" : "condition");
        gtk_box_append (GTK_BOX (self->attached_box), chip);
      }
}

void
drive_in_gruff_spot_refresh (DriveInGruffSpot *self,
                             guint             animation_ms)
{
  const GruffGame *view;
  DriveInCard *object = NULL;
  gboolean dead = FALSE, exhausted = FALSE, attacking = FALSE;
  g_autofree char *bonus = NULL;
  int damage = 0, defense = 0, thorns = 0;

  g_return_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self));

  view = game_session_get_view (self->session);
  self->gruff = view->seats[self->seat].line[self->pos];
  if (self->gruff >= 0)
    {
      object = game_session_get_card (self->session, view->cards[self->gruff].def);
      dead = gruff_game_is_dead (view, self->gruff);
      exhausted = !dead && gruff_game_is_exhausted (view, self->gruff);
      attacking = view->seats[self->seat].attacker == self->gruff;
    }
  /* A dead gruff lies face down: its back, its name still on the spot. */
  if (self->card != NULL
      && (self->gruff < 0 || drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (self->card))
                             != self->gruff
          || drive_in_card_widget_get_plain_card (DRIVE_IN_CARD_WIDGET (self->card))
             != (dead ? NULL : object)))
    {
      gtk_box_remove (GTK_BOX (self->card_box), self->card);
      self->card = NULL;
    }
  if (self->gruff >= 0 && self->card == NULL)
    {
      self->card = drive_in_card_widget_new_plain (dead ? NULL : object, self->gruff,
                                                   self->card_width);
      /* Compact, the spot's heading names the gruff: not again under the card. */
      drive_in_card_widget_set_show_name (DRIVE_IN_CARD_WIDGET (self->card), !self->compact);
      drive_in_card_widget_animate_in (DRIVE_IN_CARD_WIDGET (self->card), animation_ms);
      gtk_box_append (GTK_BOX (self->card_box), self->card);
    }
  if (self->card != NULL)
    {
      drive_in_card_widget_set_animation_ms (DRIVE_IN_CARD_WIDGET (self->card), animation_ms);
      drive_in_card_widget_set_rotated (DRIVE_IN_CARD_WIDGET (self->card), exhausted, TRUE);
      drive_in_card_widget_set_badges (DRIVE_IN_CARD_WIDGET (self->card), NULL,
                                       dead ? C_("gruff", "Dead") : NULL);
    }
  gtk_label_set_text (GTK_LABEL (self->name_label),
                      self->gruff >= 0 ? gruff_game_def (view, self->gruff)->name : "");
  gtk_widget_set_visible (self->stats_grid, self->gruff >= 0);
  for (guint st = 0; st < GRUFF_N_STATS && self->gruff >= 0; st++)
    {
      int value = gruff_game_stat (view, self->gruff, st);
      int slider = view->cards[self->gruff].stats[st];
      g_autofree char *number = g_strdup_printf ("%d", value);
      g_autofree char *tip = value != slider
        /* Translators: "Mean 5 (slider 4, Conditions +1)". */
        ? g_strdup_printf (_("%s %d (slider %d, Conditions %+d)"), stat_name (st), value, slider,
                           value - slider)
        : g_strdup_printf ("%s %d", stat_name (st), value);
      g_autofree char *whole = g_strconcat (tip, "\n", stat_about (st), NULL);

      drive_in_gruff_track_set_value (DRIVE_IN_GRUFF_TRACK (self->tracks[st]), value,
                                      GRUFF_STAT_MAX, 0, animation_ms);
      gtk_label_set_text (GTK_LABEL (self->numbers[st]), number);
      gtk_widget_set_tooltip_text (self->tracks[st], whole);
      gtk_widget_set_tooltip_text (self->numbers[st], whole);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tracks[st]),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, stat_about (st), -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tracks[st]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
    }
  if (self->gruff >= 0 && !dead)
    {
      damage = gruff_game_bonus (view, self->gruff, GRUFF_OP_DAMAGE);
      defense = gruff_game_bonus (view, self->gruff, GRUFF_OP_DEFENSE);
      thorns = gruff_game_bonus (view, self->gruff, GRUFF_OP_THORNS);
    }
  if (damage != 0 || defense != 0 || thorns != 0 || (self->gruff >= 0
                                                      && view->cards[self->gruff].damage > 0))
    {
      GString *text = g_string_new (NULL);

      if (self->gruff >= 0 && view->cards[self->gruff].damage > 0)
        /* Translators: damage a gruff has taken this turn. */
        g_string_append_printf (text, _("%d damage "), view->cards[self->gruff].damage);
      if (damage != 0)
        /* Translators: +Damage of a gruff's attack. */
        g_string_append_printf (text, _("%+d Damage "), damage);
      if (defense != 0)
        g_string_append_printf (text, _("%+d Defense "), defense);
      if (thorns != 0)
        g_string_append_printf (text, _("%d Thorns"), thorns);
      bonus = g_strstrip (g_string_free (text, FALSE));
    }
  gtk_label_set_text (GTK_LABEL (self->bonus_label), bonus != NULL ? bonus : "");
  gtk_widget_set_visible (self->bonus_label, bonus != NULL);
  gtk_widget_set_tooltip_text (self->bonus_label,
                               bonus == NULL ? NULL
                               : _("Damage: taken this turn; it is shrugged off at the end of "
                                   "the turn. +Damage: added to Mean when this gruff attacks. "
                                   "+Defense: added to Fat when it is attacked. Thorns: damage "
                                   "dealt back to a gruff that attacks it."));
  refresh_attached (self, view);

  set_class (GTK_WIDGET (self), "occupied", self->gruff >= 0);
  set_class (GTK_WIDGET (self), "dead", dead);
  set_class (GTK_WIDGET (self), "exhausted", exhausted);
  set_class (GTK_WIDGET (self), "attacking", attacking);
  set_class (GTK_WIDGET (self), "active-gruff",
             self->gruff >= 0 && view->active_gruff == self->gruff
             && view->phase != GRUFF_PHASE_OVER);
  {
    g_autofree char *label = NULL;

    if (self->gruff < 0)
      label = g_strdup_printf (_("Empty position %u"), self->pos + 1);
    else
      /* Translators: "Gnasher, dead" / "Gnasher, exhausted, attacking" for a screen reader. */
      label = g_strdup_printf ("%s%s%s%s", gruff_game_def (view, self->gruff)->name,
                               dead ? _(", dead") : "", exhausted ? _(", exhausted") : "",
                               attacking ? _(", attacking") : "");
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
  }
}

/* ---- Widget -------------------------------------------------------------------------------- */

static void
drive_in_gruff_spot_dispose (GObject *object)
{
  DriveInGruffSpot *self = DRIVE_IN_GRUFF_SPOT (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (drive_in_gruff_spot_parent_class)->dispose (object);
}

static void
drive_in_gruff_spot_class_init (DriveInGruffSpotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_gruff_spot_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gruffspot");
}

static void
drive_in_gruff_spot_init (DriveInGruffSpot *self)
{
  self->gruff = -1;
}

GtkWidget *
drive_in_gruff_spot_new (GameSession *session,
                         guint        seat,
                         guint        pos,
                         int          card_width,
                         int          forward)
{
  DriveInGruffSpot *self;
  GtkDropTarget *target;
  GtkGesture *click;

  g_return_val_if_fail (GAME_IS_SESSION (session), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GRUFF_SPOT, NULL);
  self->session = g_object_ref (session);
  self->seat = seat;
  self->pos = pos;
  gtk_widget_add_css_class (GTK_WIDGET (self), forward < 0 ? "forward-up" : "forward-down");

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  self->name_label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (self->name_label), 14);
  gtk_widget_add_css_class (self->name_label, "gruff-name");
  self->card_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_halign (self->card_box, GTK_ALIGN_CENTER);
  drive_in_gruff_spot_set_compact (self, FALSE, card_width);
  gtk_widget_set_valign (self->card_box, GTK_ALIGN_CENTER);
  self->stats_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->stats_grid), 4);
  gtk_widget_set_halign (self->stats_grid, GTK_ALIGN_CENTER);
  for (guint st = 0; st < GRUFF_N_STATS; st++)
    {
      GtkWidget *letter = gtk_label_new (stat_letter (st));

      gtk_widget_add_css_class (letter, "stat-letter");
      self->tracks[st] = drive_in_gruff_track_new (stat_colors[st], STAT_PIP);
      self->numbers[st] = gtk_label_new ("0");
      gtk_widget_add_css_class (self->numbers[st], "numeric");
      gtk_widget_add_css_class (self->numbers[st], "stat-number");
      gtk_grid_attach (GTK_GRID (self->stats_grid), letter, 0, st, 1, 1);
      gtk_grid_attach (GTK_GRID (self->stats_grid), self->tracks[st], 1, st, 1, 1);
      gtk_grid_attach (GTK_GRID (self->stats_grid), self->numbers[st], 2, st, 1, 1);
    }
  self->bonus_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->bonus_label, "gruff-bonus");
  self->attached_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self->box), self->name_label);
  gtk_box_append (GTK_BOX (self->box), self->card_box);
  gtk_box_append (GTK_BOX (self->box), self->stats_grid);
  gtk_box_append (GTK_BOX (self->box), self->bonus_label);
  gtk_box_append (GTK_BOX (self->box), self->attached_box);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);
  gtk_drop_target_set_preload (target, TRUE);
  g_signal_connect (target, "enter", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "motion", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_BUBBLE);
  g_signal_connect (click, "released", G_CALLBACK (on_released_cb), self);
  gtk_widget_add_controller (self->stats_grid, GTK_EVENT_CONTROLLER (click));
  drive_in_gruff_spot_refresh (self, 0);
  return GTK_WIDGET (self);
}

void
drive_in_gruff_spot_set_drop_func (DriveInGruffSpot     *self,
                                   DriveInGruffDropFunc  func,
                                   gpointer              user_data)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self));

  self->drop_func = func;
  self->drop_data = user_data;
}

void
drive_in_gruff_spot_set_compact (DriveInGruffSpot *self,
                                 gboolean          compact,
                                 int               card_width)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self));

  self->compact = compact;
  self->card_width = card_width;
  /* Room for an exhausted gruff, turned. */
  gtk_widget_set_size_request (self->card_box, drive_in_card_height_for_width (card_width),
                               drive_in_card_height_for_width (card_width));
  if (self->card != NULL)
    {
      drive_in_card_widget_set_card_width (DRIVE_IN_CARD_WIDGET (self->card), card_width);
      drive_in_card_widget_set_show_name (DRIVE_IN_CARD_WIDGET (self->card), !compact);
    }
}

int
drive_in_gruff_spot_get_gruff (DriveInGruffSpot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self), -1);
  return self->gruff;
}

DriveInCardWidget *
drive_in_gruff_spot_get_card (DriveInGruffSpot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self), NULL);
  return self->card != NULL ? DRIVE_IN_CARD_WIDGET (self->card) : NULL;
}

DriveInCardWidget *
drive_in_gruff_spot_lookup (DriveInGruffSpot *self,
                            int               handle)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self), NULL);

  if (self->card != NULL && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (self->card))
                            == handle)
    return DRIVE_IN_CARD_WIDGET (self->card);
  for (GtkWidget *child = gtk_widget_get_first_child (self->attached_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (child)) == handle)
      return DRIVE_IN_CARD_WIDGET (child);
  return NULL;
}

void
drive_in_gruff_spot_set_lit (DriveInGruffSpot *self,
                             gboolean          lit)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self));
  set_class (GTK_WIDGET (self), "drop-legal", lit);
}

int
drive_in_gruff_spot_get_stat (DriveInGruffSpot *self,
                              guint             stat)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_SPOT (self) && stat < GRUFF_N_STATS, 0);
  return drive_in_gruff_track_get_value (DRIVE_IN_GRUFF_TRACK (self->tracks[stat]));
}
