/* drive-in-attack-panel.c: the attack in progress: Attack against Defense with what changed
 * them, each seat's reactions, and the viewer's choices (react or pass, the victim). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-attack-panel.h"
#include "drive-in-drop-zone.h"

#define PANEL_CARD_WIDTH   64
#define MAX_CHOICE_BUTTONS 8

struct _DriveInAttackPanel
{
  GtkWidget         parent_instance;

  DriveInTableGame *game;
  GHashTable       *widgets;     /* instance -> DriveInCardWidget (a reference) */
  GPtrArray        *reactions;   /* char*: what happened since the attack began */
  gboolean          shown;       /* an attack (or its outcome) is on screen */
  char             *outcome;     /* the last attack's result, shown until the next */

  GtkWidget        *heading;
  GtkWidget        *cards;
  GtkWidget        *attack_value;
  GtkWidget        *defense_value;
  GtkWidget        *attack_detail;
  GtkWidget        *defense_detail;
  GtkWidget        *verdict;
  GtkWidget        *reaction_list;
  GtkWidget        *prompt;
  GtkWidget        *choices;
};

G_DEFINE_FINAL_TYPE (DriveInAttackPanel, drive_in_attack_panel, GTK_TYPE_WIDGET)

static void
drive_in_attack_panel_dispose (GObject *object)
{
  DriveInAttackPanel *self = DRIVE_IN_ATTACK_PANEL (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->widgets, g_hash_table_unref);
  g_clear_pointer (&self->reactions, g_ptr_array_unref);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (drive_in_attack_panel_parent_class)->dispose (object);
}

static void
drive_in_attack_panel_finalize (GObject *object)
{
  g_free (DRIVE_IN_ATTACK_PANEL (object)->outcome);
  G_OBJECT_CLASS (drive_in_attack_panel_parent_class)->finalize (object);
}

static void
drive_in_attack_panel_class_init (DriveInAttackPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_attack_panel_dispose;
  object_class->finalize = drive_in_attack_panel_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "attackpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_attack_panel_init (DriveInAttackPanel *self)
{
  self->widgets = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->reactions = g_ptr_array_new_with_free_func (g_free);
}

static GtkWidget *
strength_box (const char *caption,
              GtkWidget **value,
              GtkWidget **detail,
              const char *css_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (caption);

  gtk_widget_add_css_class (box, "strength");
  gtk_widget_add_css_class (box, css_class);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_box_append (GTK_BOX (box), label);
  *value = gtk_label_new ("0");
  gtk_widget_add_css_class (*value, "strength-value");
  gtk_box_append (GTK_BOX (box), *value);
  *detail = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (*detail), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (*detail), 14);
  gtk_label_set_max_width_chars (GTK_LABEL (*detail), 22);
  gtk_label_set_justify (GTK_LABEL (*detail), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (*detail, "caption");
  gtk_box_append (GTK_BOX (box), *detail);
  return box;
}

GtkWidget *
drive_in_attack_panel_new (DriveInTableGame *game)
{
  DriveInAttackPanel *self;
  GtkWidget *left, *middle, *right, *versus, *scrolled, *caption;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (game), NULL);

  self = g_object_new (DRIVE_IN_TYPE_ATTACK_PANEL, NULL);
  self->game = g_object_ref (game);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              16);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Attack"), -1);

  /* Left: what attacks, the cards spent in the attack. */
  left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->heading = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->heading), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->heading), 30);
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "attack-heading");
  gtk_box_append (GTK_BOX (left), self->heading);
  self->cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (left), self->cards);
  gtk_widget_set_size_request (left, 260, -1);
  gtk_widget_set_parent (left, GTK_WIDGET (self));

  /* Middle: Attack against Defense. */
  middle = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_valign (middle, GTK_ALIGN_CENTER);
  versus = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (versus, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (versus), strength_box (_("Attack"), &self->attack_value,
                                                  &self->attack_detail, "attack"));
  gtk_box_append (GTK_BOX (versus), gtk_label_new (C_("attack against defense", "vs")));
  gtk_box_append (GTK_BOX (versus), strength_box (_("Defense"), &self->defense_value,
                                                  &self->defense_detail, "defense"));
  gtk_box_append (GTK_BOX (middle), versus);
  self->verdict = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->verdict, "attack-verdict");
  gtk_box_append (GTK_BOX (middle), self->verdict);
  gtk_widget_set_size_request (middle, 300, -1);
  gtk_widget_set_parent (middle, GTK_WIDGET (self));

  /* Right: reactions as they happen, then what the viewer may do. */
  right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_hexpand (right, TRUE);
  caption = gtk_label_new (_("Reactions"));
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "caption-heading");
  gtk_box_append (GTK_BOX (right), caption);
  self->reaction_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 48);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 96);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->reaction_list);
  gtk_box_append (GTK_BOX (right), scrolled);
  self->prompt = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->prompt), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->prompt), 0);
  gtk_widget_add_css_class (self->prompt, "attack-prompt");
  gtk_box_append (GTK_BOX (right), self->prompt);
  self->choices = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->choices), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->choices), 3);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->choices), TRUE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->choices), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->choices), 6);
  gtk_box_append (GTK_BOX (right), self->choices);
  gtk_widget_set_parent (right, GTK_WIDGET (self));

  drive_in_drop_zone_install (GTK_WIDGET (self), DRIVE_IN_DROP_ATTACK, 0, GROS_NO_CARD);
  return GTK_WIDGET (self);
}

DriveInCardWidget *
drive_in_attack_panel_lookup (DriveInAttackPanel *self,
                              int                 instance)
{
  g_return_val_if_fail (DRIVE_IN_IS_ATTACK_PANEL (self), NULL);
  return g_hash_table_lookup (self->widgets, GINT_TO_POINTER (instance));
}

guint
drive_in_attack_panel_get_n_reactions (DriveInAttackPanel *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ATTACK_PANEL (self), 0);
  return self->reactions->len;
}

static void
append_reaction (DriveInAttackPanel *self,
                 const char         *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "reaction");
  gtk_box_append (GTK_BOX (self->reaction_list), label);
  g_ptr_array_add (self->reactions, g_strdup (text));
}

static void
clear_reactions (DriveInAttackPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->reaction_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->reaction_list), child);
  g_ptr_array_set_size (self->reactions, 0);
}

/* The line the log just took for the event being told, as the table's viewer reads it (the
 * events the panel lists all go to the log). */
static char *
last_log_line (DriveInAttackPanel *self)
{
  GListModel *log = gros_session_get_log (drive_in_table_game_get_session (self->game));
  guint n = g_list_model_get_n_items (log);
  g_autoptr(GrosSessionEvent) last = n > 0 ? g_list_model_get_item (log, n - 1) : NULL;

  if (last == NULL)
    return g_strdup ("");
  return g_strdup (gros_session_event_get_text_for (last,
                                                    drive_in_table_game_get_viewer (self->game)));
}

void
drive_in_attack_panel_add_event (DriveInAttackPanel *self,
                                 const GrosEvent    *event)
{
  const GrosGame *game;
  g_autofree char *text = NULL;

  g_return_if_fail (DRIVE_IN_IS_ATTACK_PANEL (self));
  g_return_if_fail (event != NULL);

  game = drive_in_table_game_get_game (self->game);
  switch (event->kind)
    {
    case GROS_EV_ATTACK:
      clear_reactions (self);
      g_clear_pointer (&self->outcome, g_free);
      break;
    case GROS_EV_PLAY:
    case GROS_EV_ABILITY:
    case GROS_EV_ATTACK_CHANGE:
    case GROS_EV_ATTACK_STOPPED:
    case GROS_EV_PASS:
    case GROS_EV_BANK:
    case GROS_EV_KILL:
    case GROS_EV_KNOCK_OUT:
    case GROS_EV_COUNTERED:
      if (!game->attack.active)
        break;
      text = last_log_line (self);
      append_reaction (self, text);
      break;
    case GROS_EV_ATTACK_RESULT:
      g_free (self->outcome);
      self->outcome = g_strdup (event->value ? _("The attack succeeds") : _("The attack fails"));
      text = last_log_line (self);
      append_reaction (self, text);
      break;
    default:
      break;
    }
}

static const char *
op_symbol (guint op)
{
  switch (op)
    {
    case GROS_OP_MUL:
      return "×";
    case GROS_OP_DIV:
      return "÷";
    case GROS_OP_SET:
      return "=";
    case GROS_OP_ADD:
    default:
      return "+";
    }
}

/* What changed one side of the attack, in order. */
static char *
ops_text (const GrosGame *game,
          guint           side)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < game->attack.n_ops; i++)
    {
      const GrosAttackOp *op = &game->attack.ops[i];

      if (op->side != side)
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      if (op->op == GROS_OP_ADD && op->value < 0)
        g_string_append_printf (text, "−%d", -op->value);
      else
        g_string_append_printf (text, "%s%d", op_symbol (op->op), op->value);
    }
  return g_string_free (text, FALSE);
}

/* The name of a card in the attack, or what is public about it. */
static char *
card_name (DriveInAttackPanel *self,
           int                 instance)
{
  const GrosGame *game = drive_in_table_game_get_game (self->game);

  if (instance < 0 || instance >= game->n_cards)
    return g_strdup ("");
  return gros_game_describe_card_for (game, instance, drive_in_table_game_get_viewer (self->game));
}

char *
drive_in_attack_panel_dup_summary (DriveInAttackPanel *self)
{
  const GrosGame *game;

  g_return_val_if_fail (DRIVE_IN_IS_ATTACK_PANEL (self), NULL);

  game = drive_in_table_game_get_game (self->game);
  if (!game->attack.active)
    return NULL;
  /* Translators: the strengths of the attack in progress. */
  return g_strdup_printf (_("Attack %d against Defense %d"), gros_game_attack_strength (game),
                          gros_game_defense_strength (game));
}

static void
add_choice (DriveInAttackPanel *self,
            const GrosGame     *game,
            const GrosAction   *action,
            gboolean            suggested)
{
  g_autofree char *label = gros_game_describe_action_for (game, action,
                                                          drive_in_table_game_get_viewer (
                                                            self->game));
  g_autofree char *text = gros_action_to_string (action);
  GtkWidget *button = gtk_button_new_with_label (label);

  /* Long labels wrap rather than widen the window. */
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 26);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.apply");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", text);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_flow_box_append (GTK_FLOW_BOX (self->choices), button);
}

static void
update_choices (DriveInAttackPanel *self,
                const GrosGame     *game)
{
  const GrosAction *legal;
  guint n = drive_in_table_game_get_human_actions (self->game, &legal);
  guint shown = 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->choices)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->choices), child);

  if (n == 0 || (game->phase != GROS_PHASE_ATTACK_REACT && game->phase != GROS_PHASE_ATTACK_VICTIM))
    {
      gtk_widget_set_visible (self->prompt, FALSE);
      return;
    }
  gtk_widget_set_visible (self->prompt, TRUE);
  if (game->phase == GROS_PHASE_ATTACK_VICTIM)
    gtk_label_set_text (GTK_LABEL (self->prompt),
                        _("Your attack succeeds: choose the victim."));
  else
    gtk_label_set_text (GTK_LABEL (self->prompt),
                        _("Your reaction: drop a Special Effect here, use an ability, or pass."));

  /* Pass first (Space), then the plays that change the attack. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROS_ACT_PASS)
      add_choice (self, game, &legal[i], FALSE);
  for (guint i = 0; i < n && shown < MAX_CHOICE_BUTTONS; i++)
    if (legal[i].kind != GROS_ACT_PASS && legal[i].kind != GROS_ACT_POPCORN_DISCARD)
      {
        add_choice (self, game, &legal[i], game->phase == GROS_PHASE_ATTACK_VICTIM);
        shown++;
      }
}

static void
update_cards (DriveInAttackPanel *self,
              const GrosGame     *game)
{
  GListModel *table = gros_session_get_table (drive_in_table_game_get_session (self->game));
  g_autoptr(GHashTable) present = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key, value;
  GtkWidget *child;
  guint n = g_list_model_get_n_items (table);

  while ((child = gtk_widget_get_first_child (self->cards)) != NULL)
    gtk_box_remove (GTK_BOX (self->cards), child);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (table, i);
      int instance = gros_session_card_get_handle (card);
      DriveInCardWidget *widget = g_hash_table_lookup (self->widgets, GINT_TO_POINTER (instance));

      g_hash_table_add (present, GINT_TO_POINTER (instance));
      if (widget == NULL)
        {
          widget = DRIVE_IN_CARD_WIDGET (drive_in_card_widget_new (card, PANEL_CARD_WIDTH));
          g_hash_table_insert (self->widgets, GINT_TO_POINTER (instance),
                               g_object_ref_sink (widget));
          drive_in_card_widget_animate_in (widget, 200);
        }
      gtk_box_append (GTK_BOX (self->cards), GTK_WIDGET (widget));
    }
  g_hash_table_iter_init (&iter, self->widgets);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (present, key))
      g_hash_table_iter_remove (&iter);
}

gboolean
drive_in_attack_panel_refresh (DriveInAttackPanel *self)
{
  const GrosGame *game;
  const GrosAttack *attack;
  g_autofree char *heading = NULL;
  g_autofree char *attacker = NULL;
  g_autofree char *defender = NULL;
  g_autofree char *attack_ops = NULL;
  g_autofree char *defense_ops = NULL;
  g_autofree char *value = NULL;
  g_autofree char *attack_detail = NULL;
  g_autofree char *defense_detail = NULL;
  g_autofree char *origin = NULL;
  g_autofree char *victim = NULL;
  int attack_strength, defense_strength;

  g_return_val_if_fail (DRIVE_IN_IS_ATTACK_PANEL (self), FALSE);

  game = drive_in_table_game_get_game (self->game);
  attack = &game->attack;
  if (!attack->active)
    {
      /* The outcome stays up until the next action. */
      update_choices (self, game);
      update_cards (self, game);
      if (self->outcome != NULL && self->shown)
        {
          gtk_label_set_text (GTK_LABEL (self->verdict), self->outcome);
          g_clear_pointer (&self->outcome, g_free);
          return TRUE;
        }
      self->shown = FALSE;
      return FALSE;
    }
  self->shown = TRUE;

  attacker = drive_in_table_game_dup_seat_name (self->game, attack->attacker);
  defender = drive_in_table_game_dup_seat_name (self->game, attack->defender);
  origin = card_name (self, attack->origin);
  victim = card_name (self, attack->victim_hint);
  switch (attack->kind)
    {
    case GROS_ATTACK_DUEL:
      /* Translators: "Seat 2 (Easy computer): Dracula duels Ann in Seat 1 (you)'s Movie". */
      heading = g_strdup_printf (_("%s: %s duels %s in the Movie of %s"), attacker,
                                 origin,
                                 victim, defender);
      break;
    case GROS_ATTACK_BRAWL:
      heading = g_strdup_printf (_("%s: %s brawls with %s in the Movie of %s"), attacker,
                                 origin,
                                 victim, defender);
      break;
    default:
      if (attack->origin != GROS_NO_CARD)
        /* Translators: "Seat 2 (Easy computer) attacks the Movie of Seat 1 (you) with Blob". */
        heading = g_strdup_printf (_("%s attacks the Movie of %s with %s"), attacker, defender,
                                   origin);
      else
        heading = g_strdup_printf (_("%s attacks the Movie of %s"), attacker, defender);
      break;
    }
  gtk_label_set_text (GTK_LABEL (self->heading), heading);

  attack_strength = gros_game_attack_strength (game);
  defense_strength = gros_game_defense_strength (game);
  value = g_strdup_printf ("%d", attack_strength);
  gtk_label_set_text (GTK_LABEL (self->attack_value), value);
  g_free (value);
  value = g_strdup_printf ("%d", defense_strength);
  gtk_label_set_text (GTK_LABEL (self->defense_value), value);

  attack_ops = ops_text (game, 0);
  defense_ops = ops_text (game, 1);
  if (attack->origin != GROS_NO_CARD && attack->kind == GROS_ATTACK_CREATURE)
    attack_detail = g_strdup_printf ("%s%s%s", origin,
                                     *attack_ops != '\0' ? " " : "", attack_ops);
  else
    attack_detail = g_strdup (attack_ops);
  if (attack->kind == GROS_ATTACK_DUEL || attack->kind == GROS_ATTACK_BRAWL)
    /* Translators: what the Defense of a Duel is made of. */
    defense_detail = g_strdup_printf (_("the victim and the Location%s%s"),
                                      *defense_ops != '\0' ? " " : "", defense_ops);
  else
    /* Translators: what the Defense of an attack is made of. */
    defense_detail = g_strdup_printf (_("the whole Movie%s%s"),
                                      *defense_ops != '\0' ? " " : "", defense_ops);
  gtk_label_set_text (GTK_LABEL (self->attack_detail), attack_detail);
  gtk_label_set_text (GTK_LABEL (self->defense_detail), defense_detail);

  if (attack->forced == GROS_OUTCOME_STOPPED)
    gtk_label_set_text (GTK_LABEL (self->verdict), _("Stopped"));
  else if (attack->forced == GROS_OUTCOME_ALWAYS_SUCCEEDS)
    gtk_label_set_text (GTK_LABEL (self->verdict), _("Always succeeds"));
  else if (attack->resolved)
    gtk_label_set_text (GTK_LABEL (self->verdict),
                        attack->success ? _("The attack succeeds") : _("The attack fails"));
  else if (attack_strength >= defense_strength)
    gtk_label_set_text (GTK_LABEL (self->verdict),
                        _("Succeeds as it stands (ties go to the attacker)"));
  else
    gtk_label_set_text (GTK_LABEL (self->verdict), _("Fails as it stands"));

  update_cards (self, game);
  update_choices (self, game);
  return TRUE;
}

void
drive_in_attack_panel_reset (DriveInAttackPanel *self)
{
  GtkWidget *child;

  g_return_if_fail (DRIVE_IN_IS_ATTACK_PANEL (self));

  while ((child = gtk_widget_get_first_child (self->cards)) != NULL)
    gtk_box_remove (GTK_BOX (self->cards), child);
  g_hash_table_remove_all (self->widgets);
  clear_reactions (self);
  g_clear_pointer (&self->outcome, g_free);
  self->shown = FALSE;
}
