/* drive-in-grotto-battle.c: the battle of a Grotto Beasts! table as a panel: who fights whom,
 * each side's fighters and power, and for the person deciding a plan (the attackers or
 * defenders chosen, where the damage goes) with the outcome the rules give for it, confirmed
 * in one go. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-grotto-battle.h"
#include "grotto-game.h"

struct _DriveInGrottoBattle
{
  GtkWidget        parent_instance;

  DriveInGamePlay *play;
  int              card_width;
  GArray          *plan;        /* GameAction: attackers or defenders chosen, damage given */
  guint            plan_phase;  /* the GrottoPhase the plan is for */
  char            *outcome;

  GtkWidget       *box;
  GtkWidget       *title;
  GtkWidget       *attackers;
  GtkWidget       *defenders;
  GtkWidget       *totals;
  GtkWidget       *hint;
  GtkWidget       *outcome_label;
  GtkWidget       *confirm_button;
  GtkWidget       *reset_button;
};

G_DEFINE_FINAL_TYPE (DriveInGrottoBattle, drive_in_grotto_battle, GTK_TYPE_WIDGET)

static const GrottoGame *
get_view (DriveInGrottoBattle *self)
{
  return game_session_get_view (drive_in_game_play_get_session (self->play));
}

/* The legal action of the person deciding that takes @handle in the step of the plan. */
static gboolean
find_step_action (DriveInGrottoBattle *self,
                  int                  handle,
                  GameAction          *out)
{
  const GrottoGame *view = get_view (self);
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  guint kind;

  switch (view->phase)
    {
    case GROTTO_PHASE_ATTACKERS:
      kind = GROTTO_ACT_ATTACKER;
      break;
    case GROTTO_PHASE_DEFENDERS:
      kind = GROTTO_ACT_DEFENDER;
      break;
    case GROTTO_PHASE_ASSIGN:
      kind = GROTTO_ACT_ASSIGN;
      break;
    default:
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind
        && (kind == GROTTO_ACT_ASSIGN ? legal[i].target : legal[i].card) == handle)
      {
        if (out != NULL)
          *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

static gboolean
find_done (DriveInGrottoBattle *self,
           GameAction          *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROTTO_ACT_DONE)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

/* The card an action of the plan takes: the fighter chosen, or the one given damage. */
static int
plan_card (DriveInGrottoBattle *self,
           guint                index)
{
  const GameAction *action = &g_array_index (self->plan, GameAction, index);

  return action->kind == GROTTO_ACT_ASSIGN ? action->target : action->card;
}

static gboolean
planned (DriveInGrottoBattle *self,
         int                  handle,
         guint               *out_index)
{
  for (guint i = 0; i < self->plan->len; i++)
    if (plan_card (self, i) == handle)
      {
        if (out_index != NULL)
          *out_index = i;
        return TRUE;
      }
  return FALSE;
}

/* The plan as actions: the fighters chosen (legal in any order now) then "done", or the
 * damage one fighter at a time (each legal where it comes: the preview found it so). */
static void
plan_actions (DriveInGrottoBattle *self,
              GArray              *out,
              gboolean             with_done)
{
  const GrottoGame *view = get_view (self);
  GameAction done;

  g_array_append_vals (out, self->plan->data, self->plan->len);
  if (with_done && view->phase != GROTTO_PHASE_ASSIGN && find_done (self, &done))
    g_array_append_val (out, done);
}

/* ---- Showing it ------------------------------------------------------------------------- */

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
}

static GtkWidget *
fighter_new (DriveInGrottoBattle *self,
             const GrottoGame    *preview,
             int                  card,
             gboolean             candidate)
{
  const GrottoGame *view = get_view (self);
  GameSession *session = drive_in_game_play_get_session (self->play);
  DriveInCard *object = game_session_get_card (session, view->cards[card].def);
  GtkWidget *widget = drive_in_card_widget_new_plain (object, card, self->card_width);
  const GrottoCardState *st = &view->cards[card];
  g_autofree char *power = NULL;
  g_autofree char *state = NULL;
  guint index;

  if (!grotto_game_card_is_blank (view, card))
    power = g_strdup_printf ("%d", grotto_game_power (view, card));
  if (planned (self, card, &index))
    {
      gtk_widget_add_css_class (widget, "planned");
      if (view->phase == GROTTO_PHASE_ASSIGN)
        /* Translators: the place of a fighter in the order damage is given: "#2". */
        state = g_strdup_printf (_("#%u"), index + 1);
      else
        state = g_strdup (view->phase == GROTTO_PHASE_DEFENDERS ? _("Defends") : _("Attacks"));
    }
  else if (candidate)
    gtk_widget_add_css_class (widget, "candidate");
  /* The damage the fighter has, or would have with the plan. */
  if (preview != NULL && preview->cards[card].damage != st->damage)
    {
      g_autofree char *damage = g_strdup_printf (_("%d dmg"), preview->cards[card].damage);

      g_free (state);
      state = g_steal_pointer (&damage);
    }
  else if (state == NULL && st->damage > 0)
    state = g_strdup_printf (_("%d dmg"), st->damage);
  if (preview != NULL && grotto_game_spot_card (preview, GROTTO_ZONE_SEAT (st->zone), st->spot)
                         != card)
    {
      g_free (state);
      /* Translators: a fighter the planned damage would discard. */
      state = g_strdup (_("Falls"));
      gtk_widget_add_css_class (widget, "falls");
    }
  drive_in_card_widget_set_badges (DRIVE_IN_CARD_WIDGET (widget), power, state);
  drive_in_card_widget_set_rotated (DRIVE_IN_CARD_WIDGET (widget),
                                    (st->flags & GROTTO_CARD_RESTING) != 0, FALSE);
  return widget;
}

/* The cards of one side: fighting, or (while they are chosen) those that may. */
static void
fill_side (DriveInGrottoBattle *self,
           GtkWidget           *box,
           const GrottoGame    *preview,
           guint                seat,
           guint                flag,
           guint                choosing_kind)
{
  const GrottoGame *view = get_view (self);
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  guint shown = 0;

  clear_box (box);
  for (guint p = 0; p < GROTTO_SPOTS; p++)
    {
      int card = grotto_game_spot_card (view, seat, p);
      gboolean candidate = FALSE;

      if (card == GROTTO_NO_CARD)
        continue;
      for (guint i = 0; i < n && choosing_kind != 0; i++)
        if (legal[i].kind == choosing_kind && legal[i].card == card)
          candidate = TRUE;
      if (!(view->cards[card].flags & flag) && !candidate)
        continue;
      gtk_flow_box_append (GTK_FLOW_BOX (box), fighter_new (self, preview, card, candidate));
      shown++;
    }
  if (shown == 0)
    {
      GtkWidget *none = gtk_label_new (_("Nobody"));

      gtk_widget_add_css_class (none, "dim-label");
      gtk_flow_box_append (GTK_FLOW_BOX (box), none);
    }
}

static int
plan_power (DriveInGrottoBattle *self)
{
  const GrottoGame *view = get_view (self);
  int total = 0;

  for (guint i = 0; i < self->plan->len; i++)
    total += grotto_game_power (view, plan_card (self, i));
  return total;
}

/* What the rules say the plan does, worked out on what the person knows. */
static char *
describe_outcome (DriveInGrottoBattle *self,
                  const GrottoGame    *preview)
{
  const GrottoGame *view = get_view (self);
  GameSession *session = drive_in_game_play_get_session (self->play);
  GString *text = g_string_new (NULL);
  guint attacker = view->battle.attacker;

  /* Every fighter the plan would leave off the table, on either side (damage given back to
   * the attackers too), as the fighters are shown: attackers first. */
  for (guint side = 0; side < 2; side++)
    for (guint s = 0; s < view->n_seats; s++)
      for (guint p = 0; p < GROTTO_SPOTS; p++)
        {
          int card = grotto_game_spot_card (view, s, p);
          DriveInCard *object;

          if (card == GROTTO_NO_CARD
              || !(view->cards[card].flags & (side == 0 ? GROTTO_CARD_ATTACKING
                                                        : GROTTO_CARD_DEFENDING))
              || grotto_game_spot_card (preview, s, p) == card)
            continue;
          object = game_session_get_card (session, view->cards[card].def);
          if (text->len > 0)
            g_string_append (text, "; ");
          /* Translators: "Ember Fox falls". */
          g_string_append_printf (text, _("%s falls"),
                                  object != NULL ? drive_in_card_get_name (object) : _("a card"));
        }
  if (view->phase == GROTTO_PHASE_ASSIGN && view->battle.side == 0
      && preview->battle.side == 0 && preview->battle.left == 0 && preview->battle.score > 0)
    {
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "Seat %u scores %d card",
                                                 "Seat %u scores %d cards",
                                                 preview->battle.score),
                              attacker + 1, preview->battle.score);
    }
  else if (view->phase == GROTTO_PHASE_ASSIGN && preview->battle.side == view->battle.side
           && preview->battle.left > 0)
    {
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d damage left to give",
                                                 "%d damage left to give",
                                                 preview->battle.left),
                              preview->battle.left);
    }
  if (text->len == 0)
    g_string_append (text, _("Nothing falls"));
  return g_string_free (text, FALSE);
}

gboolean
drive_in_grotto_battle_refresh (DriveInGrottoBattle *self)
{
  const GrottoGame *view;
  GameSession *session;
  g_autofree GrottoGame *preview = NULL;
  g_autofree char *title = NULL;
  g_autofree char *totals = NULL;
  const char *hint = NULL;
  gboolean human, battle;
  guint attacker, defender;

  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self), FALSE);

  session = drive_in_game_play_get_session (self->play);
  view = game_session_get_view (session);
  battle = view->battle.active || view->phase == GROTTO_PHASE_ATTACKERS;
  human = drive_in_game_play_is_human_turn (self->play);
  /* A plan belongs to one step. */
  if (self->plan_phase != view->phase || !human)
    {
      g_array_set_size (self->plan, 0);
      self->plan_phase = view->phase;
    }
  g_clear_pointer (&self->outcome, g_free);
  if (!battle)
    return FALSE;

  attacker = view->battle.active ? view->battle.attacker : view->active;
  defender = view->battle.active ? view->battle.defender : GROTTO_NO_SEAT;
  if (defender < view->n_seats)
    /* Translators: "Seat 1 attacks Seat 2". */
    title = g_strdup_printf (_("Battle: Seat %u attacks Seat %u"), attacker + 1, defender + 1);
  else
    title = g_strdup_printf (_("Battle: Seat %u attacks"), attacker + 1);
  gtk_label_set_text (GTK_LABEL (self->title), title);

  /* The plan's outcome, from a world of what the person knows. */
  if (human && self->plan->len > 0 && view->phase == GROTTO_PHASE_ASSIGN)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (GameAction));

      plan_actions (self, actions, FALSE);
      preview = g_new (GrottoGame, 1);
      if (!game_session_preview (session, (const GameAction *) actions->data, actions->len,
                                 preview, NULL))
        g_clear_pointer (&preview, g_free);
    }

  fill_side (self, self->attackers, preview, attacker, GROTTO_CARD_ATTACKING,
             human && view->phase == GROTTO_PHASE_ATTACKERS ? GROTTO_ACT_ATTACKER : 0);
  if (defender < view->n_seats)
    fill_side (self, self->defenders, preview, defender, GROTTO_CARD_DEFENDING,
               human && view->phase == GROTTO_PHASE_DEFENDERS ? GROTTO_ACT_DEFENDER : 0);
  else
    clear_box (self->defenders);

  if (view->battle.attack_total > 0 || view->battle.defense_total > 0)
    /* Translators: each side's total power in a battle. */
    totals = g_strdup_printf (_("Attack %d · Defense %d"), view->battle.attack_total,
                              view->battle.defense_total);
  switch (view->phase)
    {
    case GROTTO_PHASE_ATTACKERS:
      if (human)
        {
          g_free (totals);
          totals = g_strdup_printf (_("Attack %d"), plan_power (self));
          hint = _("Click the awake Beasts (and the Challenger) that attack, then confirm.");
        }
      break;
    case GROTTO_PHASE_DEFENDERS:
      if (human)
        {
          int attack = 0;

          for (guint p = 0; p < GROTTO_SPOTS; p++)
            {
              int card = grotto_game_spot_card (view, attacker, p);

              if (card != GROTTO_NO_CARD && (view->cards[card].flags & GROTTO_CARD_ATTACKING))
                attack += grotto_game_power (view, card);
            }
          g_free (totals);
          totals = g_strdup_printf (_("Attack %d · Defense %d"), attack, plan_power (self));
          hint = _("Click the awake Beasts (and the Challenger) that defend, then confirm: "
                   "defending is not required.");
        }
      break;
    case GROTTO_PHASE_ASSIGN:
      if (human)
        {
          g_autofree char *left = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "%d damage to give",
                                                                "%d damage to give",
                                                                view->battle.left),
                                                   view->battle.left);

          char *both = totals != NULL ? g_strdup_printf ("%s · %s", totals, left)
                                      : g_strdup (left);

          g_free (totals);
          totals = both;
          hint = _("Click the fighters in the order they take damage (each takes what it "
                   "needs to fall), see what happens, then confirm.");
        }
      break;
    default:
      break;
    }
  gtk_label_set_text (GTK_LABEL (self->totals), totals != NULL ? totals : "");
  gtk_label_set_text (GTK_LABEL (self->hint), hint != NULL ? hint : "");
  gtk_widget_set_visible (self->hint, hint != NULL);

  if (preview != NULL)
    self->outcome = describe_outcome (self, preview);
  gtk_label_set_text (GTK_LABEL (self->outcome_label), self->outcome != NULL ? self->outcome : "");
  gtk_widget_set_visible (self->outcome_label, self->outcome != NULL);
  gtk_widget_set_visible (self->confirm_button, human && hint != NULL);
  gtk_widget_set_sensitive (self->confirm_button, drive_in_grotto_battle_can_confirm (self));
  gtk_widget_set_visible (self->reset_button, human && self->plan->len > 0);
  if (view->phase == GROTTO_PHASE_ATTACKERS)
    gtk_button_set_label (GTK_BUTTON (self->confirm_button),
                          self->plan->len > 0 ? _("_Attack") : _("Attack With _Nobody"));
  else if (view->phase == GROTTO_PHASE_DEFENDERS)
    gtk_button_set_label (GTK_BUTTON (self->confirm_button),
                          self->plan->len > 0 ? _("_Defend") : _("_Do Not Defend"));
  else
    gtk_button_set_label (GTK_BUTTON (self->confirm_button), _("_Give the Damage"));
  return TRUE;
}

gboolean
drive_in_grotto_battle_toggle (DriveInGrottoBattle *self,
                               int                  handle)
{
  const GrottoGame *view;
  guint index;

  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self), FALSE);

  view = get_view (self);
  if (!drive_in_game_play_is_human_turn (self->play))
    return FALSE;
  if (planned (self, handle, &index))
    {
      /* Damage is planned in order: taking one out takes those after it too. */
      if (view->phase == GROTTO_PHASE_ASSIGN)
        g_array_set_size (self->plan, index);
      else
        g_array_remove_index (self->plan, index);
      drive_in_grotto_battle_refresh (self);
      return TRUE;
    }
  if (view->phase == GROTTO_PHASE_ASSIGN && self->plan->len > 0)
    {
      /* A fighter may take damage next when the plan so far leaves it a legal target. */
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (GameAction));
      g_autofree GrottoGame *preview = g_new (GrottoGame, 1);
      gboolean found = FALSE;

      if (!game_session_preview (drive_in_game_play_get_session (self->play),
                                 (const GameAction *) self->plan->data, self->plan->len,
                                 preview, next))
        return FALSE;
      for (guint i = 0; i < next->len && !found; i++)
        {
          const GameAction *a = &g_array_index (next, GameAction, i);

          if (a->kind == GROTTO_ACT_ASSIGN && a->target == handle && a->seat == view->deciding)
            {
              g_array_append_val (self->plan, *a);
              found = TRUE;
            }
        }
      if (!found)
        return FALSE;
    }
  else
    {
      GameAction action;

      if (!find_step_action (self, handle, &action))
        return FALSE;
      g_array_append_val (self->plan, action);
    }
  drive_in_grotto_battle_refresh (self);
  return TRUE;
}

gboolean
drive_in_grotto_battle_has_plan (DriveInGrottoBattle *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self), FALSE);
  return self->plan->len > 0;
}

gboolean
drive_in_grotto_battle_can_confirm (DriveInGrottoBattle *self)
{
  const GrottoGame *view;
  GameAction done;

  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self), FALSE);

  view = get_view (self);
  if (!drive_in_game_play_is_human_turn (self->play))
    return FALSE;
  if (view->phase == GROTTO_PHASE_ASSIGN)
    return self->plan->len > 0;
  return (view->phase == GROTTO_PHASE_ATTACKERS || view->phase == GROTTO_PHASE_DEFENDERS)
         && find_done (self, &done);
}

void
drive_in_grotto_battle_take_plan (DriveInGrottoBattle *self,
                                  GArray              *out)
{
  g_return_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self));
  g_return_if_fail (out != NULL);

  plan_actions (self, out, TRUE);
  g_array_set_size (self->plan, 0);
}

void
drive_in_grotto_battle_reset (DriveInGrottoBattle *self)
{
  g_return_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self));

  g_array_set_size (self->plan, 0);
  drive_in_grotto_battle_refresh (self);
}

const char *
drive_in_grotto_battle_get_outcome (DriveInGrottoBattle *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self), NULL);
  return self->outcome;
}

DriveInCardWidget *
drive_in_grotto_battle_lookup (DriveInGrottoBattle *self,
                               int                  handle)
{
  GtkWidget *boxes[] = { self->attackers, self->defenders };

  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_BATTLE (self), NULL);

  for (guint b = 0; b < G_N_ELEMENTS (boxes); b++)
    for (GtkWidget *row = gtk_widget_get_first_child (boxes[b]); row != NULL;
         row = gtk_widget_get_next_sibling (row))
      {
        GtkWidget *child = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (row));

        if (DRIVE_IN_IS_CARD_WIDGET (child)
            && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (child)) == handle)
          return DRIVE_IN_CARD_WIDGET (child);
      }
  return NULL;
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_grotto_battle_dispose (GObject *object)
{
  DriveInGrottoBattle *self = DRIVE_IN_GROTTO_BATTLE (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->play);
  g_clear_pointer (&self->plan, g_array_unref);
  g_clear_pointer (&self->outcome, g_free);
  G_OBJECT_CLASS (drive_in_grotto_battle_parent_class)->dispose (object);
}

static void
drive_in_grotto_battle_class_init (DriveInGrottoBattleClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_grotto_battle_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "grottobattle");
}

static void
drive_in_grotto_battle_init (DriveInGrottoBattle *self)
{
  self->plan = g_array_new (FALSE, FALSE, sizeof (GameAction));
}

static GtkWidget *
side_box (const char *title,
          GtkWidget **out_cards)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  /* A side of five fighters next to the other side's five is wider than the table in a window
   * of the default size: the fighters wrap to more rows rather than run off the panel. */
  *out_cards = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (*out_cards), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (*out_cards), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (*out_cards), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (*out_cards), GROTTO_SPOTS);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (*out_cards), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (*out_cards), 6);
  gtk_widget_set_halign (*out_cards, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), *out_cards);
  gtk_widget_set_size_request (box, 160, -1);
  return box;
}

GtkWidget *
drive_in_grotto_battle_new (DriveInGamePlay *play,
                            int              card_width)
{
  DriveInGrottoBattle *self;
  GtkWidget *middle, *buttons, *versus;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROTTO_BATTLE, NULL);
  self->play = g_object_ref (play);
  self->card_width = card_width;

  /* Attackers | what the battle comes to | defenders, side by side: the panel must leave the
   * seats their room. */
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_add_css_class (self->box, "battle-panel");
  gtk_box_append (GTK_BOX (self->box), side_box (_("Attackers"), &self->attackers));
  middle = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_valign (middle, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (middle, TRUE);
  self->title = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->title, "title-4");
  gtk_box_append (GTK_BOX (middle), self->title);
  versus = gtk_label_new (C_("battle", "vs"));
  gtk_widget_add_css_class (versus, "dim-label");
  gtk_box_append (GTK_BOX (middle), versus);
  self->totals = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->totals, "heading");
  gtk_box_append (GTK_BOX (middle), self->totals);
  self->hint = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->hint), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->hint), 44);
  gtk_box_append (GTK_BOX (middle), self->hint);
  self->outcome_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->outcome_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->outcome_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->outcome_label), 44);
  gtk_widget_add_css_class (self->outcome_label, "battle-outcome");
  gtk_box_append (GTK_BOX (middle), self->outcome_label);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  self->reset_button = gtk_button_new_with_mnemonic (_("_Start Over"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->reset_button), "board.battle-reset");
  self->confirm_button = gtk_button_new_with_mnemonic (_("_Attack"));
  gtk_widget_add_css_class (self->confirm_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->confirm_button),
                                  "board.battle-confirm");
  gtk_box_append (GTK_BOX (buttons), self->reset_button);
  gtk_box_append (GTK_BOX (buttons), self->confirm_button);
  gtk_box_append (GTK_BOX (middle), buttons);
  gtk_box_append (GTK_BOX (self->box), middle);
  gtk_box_append (GTK_BOX (self->box), side_box (_("Defenders"), &self->defenders));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}
