/* drive-in-gros-attack.c: the attack in progress on the GROS board, read from the session's
 * view: Attack against Defense with what changed them, the cards spent in it, the reactions
 * as they happen, and the person's choices (react or pass, the victim). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-row.h"
#include "drive-in-card-widget.h"
#include "drive-in-gros-attack.h"
#include "gros-game.h"
#include "gros-game-view.h"

#define MAX_CHOICE_BUTTONS 8
/* A victim to choose, big enough to read on its button (the preview shows it larger). */
#define VICTIM_CARD_WIDTH  96

struct _DriveInGrosAttack
{
  GtkWidget     parent_instance;

  DriveInBoard *board;       /* unowned: the panel is one of its widgets */
  GPtrArray    *reactions;   /* char*: what happened since the attack began */
  char         *summary;
  char         *outcome;     /* the last attack's result, shown until the next action */
  guint         log_len;     /* the log's length at the last event: a new line is its own */
  gboolean      in_attack;   /* between the attack's declaration and its result */
  gboolean      shown;       /* an attack (or its outcome) is on screen */

  GtkWidget    *heading;
  GtkWidget    *cards;       /* DriveInCardRow */
  GtkWidget    *attack_value;
  GtkWidget    *defense_value;
  GtkWidget    *attack_detail;
  GtkWidget    *defense_detail;
  GtkWidget    *verdict;
  GtkWidget    *reaction_list;
  GtkWidget    *prompt;
  GtkWidget    *choices;
};

G_DEFINE_FINAL_TYPE (DriveInGrosAttack, drive_in_gros_attack, GTK_TYPE_WIDGET)

static void
drive_in_gros_attack_dispose (GObject *object)
{
  DriveInGrosAttack *self = DRIVE_IN_GROS_ATTACK (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (drive_in_gros_attack_parent_class)->dispose (object);
}

static void
drive_in_gros_attack_finalize (GObject *object)
{
  DriveInGrosAttack *self = DRIVE_IN_GROS_ATTACK (object);

  g_ptr_array_unref (self->reactions);
  g_free (self->summary);
  g_free (self->outcome);
  G_OBJECT_CLASS (drive_in_gros_attack_parent_class)->finalize (object);
}

static void
drive_in_gros_attack_class_init (DriveInGrosAttackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_gros_attack_dispose;
  object_class->finalize = drive_in_gros_attack_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "attackpanel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_gros_attack_init (DriveInGrosAttack *self)
{
  self->reactions = g_ptr_array_new_with_free_func (g_free);
  self->summary = g_strdup ("");
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
drive_in_gros_attack_new (DriveInBoard *board,
                          int           card_width)
{
  DriveInGrosAttack *self;
  GtkWidget *left, *middle, *right, *versus, *scrolled, *caption;

  g_return_val_if_fail (DRIVE_IN_IS_BOARD (board), NULL);
  g_return_val_if_fail (card_width > 0, NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROS_ATTACK, NULL);
  self->board = board;
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
  self->cards = drive_in_card_row_new (card_width);
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

  /* Right: reactions as they happen, then what the person may do. */
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
  return GTK_WIDGET (self);
}

static GameSession *
session_of (DriveInGrosAttack *self)
{
  return drive_in_board_get_session (self->board);
}

static const GrosGame *
view_of (DriveInGrosAttack *self)
{
  return game_session_get_view (session_of (self));
}

static void
append_reaction (DriveInGrosAttack *self,
                 const char        *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "reaction");
  gtk_box_append (GTK_BOX (self->reaction_list), label);
  g_ptr_array_add (self->reactions, g_strdup (text));
}

static void
clear_reactions (DriveInGrosAttack *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->reaction_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->reaction_list), child);
  g_ptr_array_set_size (self->reactions, 0);
}

/* The line the log took for the event being told, as the viewer read it; NULL when the event
 * took none (the log keeps only events with a line for someone). */
static char *
new_log_line (DriveInGrosAttack *self)
{
  GameSession *session = session_of (self);
  GListModel *log = game_session_get_log (session);
  guint n = g_list_model_get_n_items (log);
  g_autoptr(GameSessionEvent) last = NULL;
  const char *text;

  if (n <= self->log_len)
    {
      self->log_len = n;
      return NULL;
    }
  self->log_len = n;
  last = g_list_model_get_item (log, n - 1);
  text = game_session_event_get_text_for (last, game_session_get_viewer (session));
  return text != NULL ? g_strdup (text) : NULL;
}

void
drive_in_gros_attack_add_event (DriveInGrosAttack *self,
                                const GameEvent   *event)
{
  g_autofree char *text = NULL;

  g_return_if_fail (DRIVE_IN_IS_GROS_ATTACK (self));
  g_return_if_fail (event != NULL);

  /* The view is still the one before the action: the panel follows the events. */
  text = new_log_line (self);
  switch (event->kind)
    {
    case GROS_EV_ATTACK:
      clear_reactions (self);
      g_clear_pointer (&self->outcome, g_free);
      self->in_attack = TRUE;
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
      if (self->in_attack && text != NULL)
        append_reaction (self, text);
      break;
    case GROS_EV_ATTACK_RESULT:
      g_free (self->outcome);
      self->outcome = g_strdup (event->value ? _("The attack succeeds") : _("The attack fails"));
      if (text != NULL)
        append_reaction (self, text);
      self->in_attack = FALSE;
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

  for (guint i = 0; i < game->attack.n_ops && i < G_N_ELEMENTS (game->attack.ops); i++)
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
card_name (DriveInGrosAttack *self,
           const GrosGame    *game,
           int                card)
{
  if (card < 0 || card >= game->n_cards)
    return g_strdup ("");
  return gros_game_describe_card_for (game, card, game_session_get_viewer (session_of (self)));
}

/* The button choosing a victim shows that card (the action's target) above its words. */
static void
show_victim (DriveInGrosAttack *self,
             const GrosGame    *game,
             GtkWidget         *button,
             const GameAction  *action)
{
  GameSession *session = drive_in_board_get_session (self->board);
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  g_autofree char *words = g_strdup (gtk_label_get_text (GTK_LABEL (label)));
  GtkWidget *box, *card, *text;

  if (action->target < 0 || (guint) action->target >= game->n_cards)
    return;
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  card = drive_in_card_widget_new_plain (game_session_get_card (session,
                                                                game->cards[action->target].def),
                                         action->target, VICTIM_CARD_WIDTH);
  gtk_widget_set_can_target (card, FALSE);
  gtk_widget_set_halign (card, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), card);
  text = gtk_label_new (words);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 16);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), text);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                  -1);
  gtk_widget_set_tooltip_text (button, words);
}

static void
update_choices (DriveInGrosAttack *self,
                const GrosGame    *game)
{
  DriveInGamePlay *play = drive_in_board_get_play (self->board);
  const GameAction *legal = NULL;
  guint n = drive_in_game_play_is_human_turn (play)
            ? drive_in_game_play_get_human_actions (play, &legal) : 0;
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
    gtk_label_set_text (GTK_LABEL (self->prompt), _("Your attack succeeds: choose the victim."));
  else
    gtk_label_set_text (GTK_LABEL (self->prompt),
                        _("Your reaction: drop a Special Effect here, use an ability, or pass."));

  /* Pass first (Space), then the plays that change the attack. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROS_ACT_PASS)
      gtk_flow_box_append (GTK_FLOW_BOX (self->choices),
                           drive_in_board_action_button (self->board, &legal[i]));
  for (guint i = 0; i < n && shown < MAX_CHOICE_BUTTONS; i++)
    if (legal[i].kind != GROS_ACT_PASS && legal[i].kind != GROS_ACT_POPCORN_DISCARD)
      {
        GtkWidget *button = drive_in_board_action_button (self->board, &legal[i]);

        if (game->phase == GROS_PHASE_ATTACK_VICTIM)
          gtk_widget_add_css_class (button, "suggested-action");
        if (legal[i].kind == GROS_ACT_CHOOSE_VICTIM)
          show_victim (self, game, button, &legal[i]);
        gtk_flow_box_append (GTK_FLOW_BOX (self->choices), button);
        shown++;
      }
}

/* The cards on the table but in no Movie: the attacking Creature, the effects spent. */
static void
update_cards (DriveInGrosAttack *self,
              const GrosGame    *game)
{
  guint start = game->zone_start[GROS_ZONE_TABLE];
  guint end = game->zone_start[GROS_ZONE_TABLE + 1];
  g_autofree DriveInCardRowItem *items = g_new0 (DriveInCardRowItem, MAX (end - start, 1));
  guint n = 0;

  for (guint i = start; i < end && i < G_N_ELEMENTS (game->order); i++)
    {
      int card = game->order[i];

      if (card >= game->n_cards)
        continue;
      items[n].handle = card;
      items[n].card = game_session_get_card (session_of (self), game->cards[card].def);
      n++;
    }
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (self->cards), items, n, FALSE,
                               drive_in_board_animation_ms (self->board));
}

static void
set_summary (DriveInGrosAttack *self,
             char              *summary)
{
  g_free (self->summary);
  self->summary = summary != NULL ? summary : g_strdup ("");
}

gboolean
drive_in_gros_attack_refresh (DriveInGrosAttack *self)
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
  DriveInGamePlay *play;
  int attack_strength, defense_strength;

  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), FALSE);

  game = view_of (self);
  attack = &game->attack;
  play = drive_in_board_get_play (self->board);
  self->log_len = g_list_model_get_n_items (game_session_get_log (session_of (self)));
  if (!attack->active)
    {
      self->in_attack = FALSE;
      set_summary (self, NULL);
      update_choices (self, game);
      update_cards (self, game);
      /* The outcome stays up until the next action. */
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
  self->in_attack = TRUE;

  attacker = drive_in_game_play_dup_seat_name (play, attack->attacker);
  defender = drive_in_game_play_dup_seat_name (play, attack->defender);
  origin = card_name (self, game, attack->origin);
  victim = card_name (self, game, attack->victim_hint);
  switch (attack->kind)
    {
    case GROS_ATTACK_DUEL:
      /* Translators: "Seat 2 (Easy computer): Dracula duels Ann in the Movie of Seat 1
       * (you)". */
      heading = g_strdup_printf (_("%s: %s duels %s in the Movie of %s"), attacker, origin,
                                 victim, defender);
      break;
    case GROS_ATTACK_BRAWL:
      heading = g_strdup_printf (_("%s: %s brawls with %s in the Movie of %s"), attacker,
                                 origin, victim, defender);
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
  /* Translators: the attack's heading, then its strengths: "… · Attack 7 against Defense
   * 12". */
  set_summary (self, g_strdup_printf (_("%s · Attack %d against Defense %d"), heading,
                                      attack_strength, defense_strength));
  value = g_strdup_printf ("%d", attack_strength);
  gtk_label_set_text (GTK_LABEL (self->attack_value), value);
  g_free (value);
  value = g_strdup_printf ("%d", defense_strength);
  gtk_label_set_text (GTK_LABEL (self->defense_value), value);

  attack_ops = ops_text (game, 0);
  defense_ops = ops_text (game, 1);
  if (attack->origin != GROS_NO_CARD && attack->kind == GROS_ATTACK_CREATURE)
    attack_detail = g_strdup_printf ("%s%s%s", origin, *attack_ops != '\0' ? " " : "",
                                     attack_ops);
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
drive_in_gros_attack_reset (DriveInGrosAttack *self)
{
  g_return_if_fail (DRIVE_IN_IS_GROS_ATTACK (self));

  clear_reactions (self);
  g_clear_pointer (&self->outcome, g_free);
  set_summary (self, NULL);
  self->shown = FALSE;
  self->in_attack = FALSE;
  self->log_len = g_list_model_get_n_items (game_session_get_log (session_of (self)));
}

DriveInCardWidget *
drive_in_gros_attack_lookup (DriveInGrosAttack *self,
                             int                handle)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), NULL);

  return drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->cards), handle);
}

const char *
drive_in_gros_attack_get_summary (DriveInGrosAttack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), NULL);

  return self->summary;
}

const char *
drive_in_gros_attack_get_verdict (DriveInGrosAttack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->verdict));
}

guint
drive_in_gros_attack_get_n_reactions (DriveInGrosAttack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), 0);

  return self->reactions->len;
}

const char *
drive_in_gros_attack_get_reaction (DriveInGrosAttack *self,
                                   guint              index)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), NULL);
  g_return_val_if_fail (index < self->reactions->len, NULL);

  return self->reactions->pdata[index];
}

GtkWidget *
drive_in_gros_attack_get_choices (DriveInGrosAttack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROS_ATTACK (self), NULL);

  return self->choices;
}
