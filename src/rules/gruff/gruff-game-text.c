/* gruff-game-text.c: Gruff's actions and events as machine words, as sentences for a viewer,
 * and the position as JSON; nothing names a card its viewer may not see. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "gruff-game-private.h"

static const char *const act_names[GRUFF_N_ACTS] = {
  [GRUFF_ACT_ARRANGE] = "arrange",
  [GRUFF_ACT_ACTIVATE] = "activate",
  [GRUFF_ACT_PLAY] = "play",
  [GRUFF_ACT_ATTACK] = "attack",
  [GRUFF_ACT_GROW] = "grow",
  [GRUFF_ACT_MOVE] = "move",
  [GRUFF_ACT_RESURRECT] = "resurrect",
  [GRUFF_ACT_DISCARD] = "discard",
  [GRUFF_ACT_END] = "end",
};

static const char *const end_names[GRUFF_N_END_REASONS] = {
  [GRUFF_END_NONE] = "none",
  [GRUFF_END_GRUFFS] = "gruffs",
  [GRUFF_END_LIFE] = "life",
  [GRUFF_END_BOTH] = "both",
  [GRUFF_END_TURN_CAP] = "turn-cap",
};

const char *
gruff_act_name (GruffActKind kind)
{
  return kind < GRUFF_N_ACTS ? act_names[kind] : "unknown";
}

const char *
gruff_end_reason_to_string (GruffEndReason reason)
{
  return reason < GRUFF_N_END_REASONS ? end_names[reason] : "none";
}

char *
gruff_action_to_string (const GameAction *action)
{
  GString *s;

  g_return_val_if_fail (action != NULL, NULL);

  s = g_string_new (gruff_act_name (action->kind));
  g_string_append_printf (s, " seat=%u", action->seat + 1);
  if (action->card != GAME_NO_CARD)
    g_string_append_printf (s, " card=%d", action->card);
  if (action->target != GAME_NO_CARD)
    g_string_append_printf (s, " target=%d", action->target);
  if (action->target_seat != GAME_NO_SEAT)
    g_string_append_printf (s, " shepherd=%u", action->target_seat + 1);
  if (action->kind == GRUFF_ACT_GROW)
    g_string_append_printf (s, " stat=%s", gruff_stat_name (action->mode));
  else if (action->mode != 0)
    g_string_append_printf (s, " mode=%u", action->mode);
  if (action->value != 0)
    g_string_append_printf (s, " value=%d", action->value);
  return g_string_free (s, FALSE);
}

gboolean
gruff_action_parse (const char  *text,
                    GameAction  *out,
                    GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autofree char *copy = NULL;
  GameAction a = { 0 };
  guint kind;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);

  copy = g_strstrip (g_strdup (text));
  words = g_strsplit_set (copy, " \t", -1);
  for (kind = 0; kind < GRUFF_N_ACTS; kind++)
    if (g_str_equal (words[0], act_names[kind]))
      break;
  if (kind == GRUFF_N_ACTS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "Unknown action “%s”", words[0]);
      return FALSE;
    }
  a.kind = kind;
  a.card = GAME_NO_CARD;
  a.target = GAME_NO_CARD;
  a.target_seat = GAME_NO_SEAT;
  for (guint w = 1; words[w] != NULL; w++)
    {
      const char *eq = strchr (words[w], '=');
      g_autofree char *key = NULL;
      gint64 number = 0;
      GruffStat stat;

      if (*words[w] == '\0')
        continue;
      if (eq == NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: expected key=value",
                       words[w]);
          return FALSE;
        }
      key = g_strndup (words[w], eq - words[w]);
      if (g_str_equal (key, "stat") && gruff_stat_from_name (eq + 1, &stat))
        {
          a.mode = stat;
          continue;
        }
      if (!g_ascii_string_to_signed (eq + 1, 10, -1, 1000, &number, NULL))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: not a number", words[w]);
          return FALSE;
        }
      if (g_str_equal (key, "seat") && number >= 1 && number <= GRUFF_SEATS)
        a.seat = number - 1;
      else if (g_str_equal (key, "card"))
        a.card = number;
      else if (g_str_equal (key, "target"))
        a.target = number;
      else if (g_str_equal (key, "shepherd") && number >= 1 && number <= GRUFF_SEATS)
        a.target_seat = number - 1;
      else if (g_str_equal (key, "mode") && number >= 0 && number <= 255)
        a.mode = number;
      else if (g_str_equal (key, "value"))
        a.value = number;
      else
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: unknown key or bad value",
                       words[w]);
          return FALSE;
        }
    }
  *out = a;
  return TRUE;
}

/* ---- Sentences ----------------------------------------------------------------------- */

static const char *position_label (guint pos);

/* Whether another card on the table that the viewer sees has the same name as @card. */
static gboolean
name_shared (const GruffGame *g,
             int              card,
             int              viewer)
{
  const char *name = gruff_def (g, card)->name;

  for (int c = 0; c < g->n_cards; c++)
    if (c != card && g->cards[c].zone == GRUFF_ZONE_LINE
        && gruff_game_card_visible_to (g, c, viewer)
        && g_strcmp0 (gruff_def (g, c)->name, name) == 0)
      return TRUE;
  return FALSE;
}

/* A card's name as the viewer may know it; a gruff whose name another gruff on the table
 * shares is told apart by its seat and position ("Seat 2’s Old Splitskull (left)"). Such a
 * name is written into one of a few rotating buffers: a sentence names at most two cards. */
static const char *
card_name (const GruffGame *g,
           int              card,
           int              viewer)
{
  static GPrivate slot = G_PRIVATE_INIT (g_free);
  struct { char text[4][160]; guint next; } *ring;
  char *out;
  const GruffCardState *c;

  if (card < 0 || card >= g->n_cards)
    return _("nothing");
  if (!gruff_game_card_visible_to (g, card, viewer))
    return _("a card");
  c = &g->cards[card];
  if (c->zone != GRUFF_ZONE_LINE || !name_shared (g, card, viewer))
    return gruff_def (g, card)->name;
  ring = g_private_get (&slot);
  if (ring == NULL)
    {
      ring = g_malloc0 (sizeof *ring);
      g_private_set (&slot, ring);
    }
  ring->next = (ring->next + 1) % G_N_ELEMENTS (ring->text);
  out = ring->text[ring->next];
  if (c->pos < GRUFF_LINE)
    /* Translators: "Seat 2’s Old Splitskull (left)": the seat, the card, its position. */
    g_snprintf (out, sizeof ring->text[0], _("Seat %u’s %s (%s)"), c->owner + 1u,
                gruff_def (g, card)->name, position_label (c->pos));
  else
    g_snprintf (out, sizeof ring->text[0], _("Seat %u’s %s"), c->owner + 1u,
                gruff_def (g, card)->name);
  return out;
}

static const char *
stat_label (guint stat)
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

static const char *
position_label (guint pos)
{
  switch (pos)
    {
    case 0:
      return _("left");
    case 1:
      return _("centre");
    default:
      return _("right");
    }
}

char *
gruff_game_describe_action (const GruffGame  *g,
                            const GameAction *a,
                            int               viewer)
{
  g_return_val_if_fail (g != NULL && a != NULL, NULL);

  switch (a->kind)
    {
    case GRUFF_ACT_ARRANGE:
      return g_strdup_printf (_("Put %s in the %s position"), card_name (g, a->card, viewer),
                              position_label (a->value));
    case GRUFF_ACT_ACTIVATE:
      return g_strdup_printf (_("Activate %s"), card_name (g, a->card, viewer));
    case GRUFF_ACT_PLAY:
      if (a->target != GAME_NO_CARD && gruff_script_find_op (&gruff_def (g, a->card)->script,
                                                              GRUFF_OP_SWAP, NULL))
        return g_strdup_printf (a->mode ? _("Play %s on %s (swap to the right)")
                                        : _("Play %s on %s (swap to the left)"),
                                card_name (g, a->card, viewer), card_name (g, a->target, viewer));
      if (a->target != GAME_NO_CARD)
        return g_strdup_printf (_("Play %s on %s"), card_name (g, a->card, viewer),
                                card_name (g, a->target, viewer));
      if (a->target_seat != GAME_NO_SEAT)
        return g_strdup_printf (a->target_seat == a->seat ? _("Play %s on your shepherd")
                                                          : _("Play %s on the enemy shepherd"),
                                card_name (g, a->card, viewer));
      return g_strdup_printf (_("Play %s"), card_name (g, a->card, viewer));
    case GRUFF_ACT_ATTACK:
      {
        int target = g->seats[1 - a->seat].line[a->value];
        int damage, defense;

        if (target < 0 || a->card < 0 || a->card >= g->n_cards)
          return g_strdup_printf (_("Attack: %s strikes %s next turn"),
                                  card_name (g, a->card, viewer), card_name (g, target, viewer));
        /* The numbers as they stand now (the attack resolves with next turn's). */
        damage = gruff_game_stat (g, a->card, GRUFF_STAT_MEAN)
                 + gruff_game_bonus (g, a->card, GRUFF_OP_DAMAGE);
        defense = gruff_game_stat (g, target, GRUFF_STAT_FAT)
                  + (gruff_alive (g, target) ? gruff_game_bonus (g, target, GRUFF_OP_DEFENSE) : 0);
        /* Translators: "Attack: Crookhorn strikes Wispwool next turn (4 against 3 now)": the
         * attacker's Mean with its +Damage, the target's Fat with its +Defense. */
        return g_strdup_printf (_("Attack: %s strikes %s next turn (%d against %d now)"),
                                card_name (g, a->card, viewer), card_name (g, target, viewer),
                                MAX (damage, 0), MAX (defense, 0));
      }
    case GRUFF_ACT_GROW:
      return g_strdup_printf (_("Grow: %s gets +1 %s"), card_name (g, a->card, viewer),
                              stat_label (a->mode));
    case GRUFF_ACT_MOVE:
      return g_strdup_printf (_("Move: %s swaps places with %s"), card_name (g, a->card, viewer),
                              card_name (g, a->target, viewer));
    case GRUFF_ACT_RESURRECT:
      return g_strdup_printf (_("Resurrect %s"), card_name (g, a->target, viewer));
    case GRUFF_ACT_DISCARD:
      return g_strdup_printf (_("Discard %s"), card_name (g, a->card, viewer));
    case GRUFF_ACT_END:
      return g_strdup (_("End the turn"));
    default:
      return g_strdup (_("Unknown action"));
    }
}

char *
gruff_game_describe_event (const GruffGame *g,
                           const GameEvent *ev,
                           int              viewer)
{
  guint seat = ev->seat + 1;

  g_return_val_if_fail (g != NULL && ev != NULL, NULL);

  switch (ev->kind)
    {
    case GRUFF_EV_FIRST:
      return g_strdup_printf (_("Seat %u goes first."), seat);
    case GRUFF_EV_ARRANGE:
      return g_strdup_printf (_("Seat %u puts %s in the %s position."), seat,
                              card_name (g, ev->card, viewer), position_label (ev->value));
    case GRUFF_EV_TURN:
      /* Translators: "Turn 3 (Seat 1) begins.": the turn as the table's header numbers it. */
      return g_strdup_printf (_("Turn %d (Seat %u) begins."), ev->value, seat);
    case GRUFF_EV_DRAW:
      return g_strdup_printf (_("Seat %u draws %s."), seat, card_name (g, ev->card, viewer));
    case GRUFF_EV_ACTIVATE:
      return g_strdup_printf (_("%s is activated."), card_name (g, ev->card, viewer));
    case GRUFF_EV_CRAZY:
      return g_strdup_printf (_("Seat %u’s Crazy is now %d."), seat, ev->value);
    case GRUFF_EV_PLAY:
      if (ev->target != GAME_NO_CARD)
        return g_strdup_printf (_("Seat %u plays %s on %s."), seat,
                                card_name (g, ev->card, viewer), card_name (g, ev->target, viewer));
      return g_strdup_printf (_("Seat %u plays %s."), seat, card_name (g, ev->card, viewer));
    case GRUFF_EV_STAT:
      return g_strdup_printf (_("%s’s %s is now %d."), card_name (g, ev->card, viewer),
                              stat_label (ev->to_zone), ev->value);
    case GRUFF_EV_DAMAGE:
      return g_strdup_printf (_("%s has taken %d damage this turn."),
                              card_name (g, ev->card, viewer), ev->value);
    case GRUFF_EV_KILL:
      return g_strdup_printf (_("%s dies."), card_name (g, ev->card, viewer));
    case GRUFF_EV_LIFE:
      return g_strdup_printf (_("Seat %u’s Life is now %d."), seat, ev->value);
    case GRUFF_EV_THRESHOLD:
      return g_strdup_printf (_("%s’s Life drops below the Threshold: the shepherd’s ability "
                                "fires."), card_name (g, ev->card, viewer));
    case GRUFF_EV_ABILITY:
      return g_strdup_printf (_("%s’s ability fires."), card_name (g, ev->card, viewer));
    case GRUFF_EV_DECLARE:
      return g_strdup_printf (_("%s declares an attack on the %s position."),
                              card_name (g, ev->card, viewer), position_label (ev->value));
    case GRUFF_EV_RESOLVE:
      return g_strdup_printf (_("%s’s attack strikes %s for %d damage."),
                              card_name (g, ev->card, viewer), card_name (g, ev->target, viewer),
                              ev->value);
    case GRUFF_EV_BLOCK:
      return g_strdup_printf (_("%s blocks the attack."), card_name (g, ev->card, viewer));
    case GRUFF_EV_CANCEL:
      return g_strdup_printf (_("%s’s attack is called off."), card_name (g, ev->card, viewer));
    case GRUFF_EV_GROW:
      return g_strdup_printf (_("%s grows: %s %d."), card_name (g, ev->card, viewer),
                              stat_label (ev->to_zone), ev->value);
    case GRUFF_EV_MOVE:
      return g_strdup_printf (_("%s moves to the %s position."), card_name (g, ev->card, viewer),
                              position_label (ev->value));
    case GRUFF_EV_RESURRECT:
      return g_strdup_printf (_("%s returns to life, exhausted."),
                              card_name (g, ev->card, viewer));
    case GRUFF_EV_REFRESH:
      return g_strdup_printf (_("%s is refreshed."), card_name (g, ev->card, viewer));
    case GRUFF_EV_EXHAUST:
      return g_strdup_printf (_("%s is exhausted."), card_name (g, ev->card, viewer));
    case GRUFF_EV_DISCARD:
      return g_strdup_printf (_("Seat %u discards %s."), seat, card_name (g, ev->card, viewer));
    case GRUFF_EV_LEAVE:
      return g_strdup_printf (_("%s leaves play."), card_name (g, ev->card, viewer));
    case GRUFF_EV_SHED:
      return g_strdup (_("The gruffs shrug off their damage."));
    case GRUFF_EV_WIN:
      return gruff_game_describe_result (g);
    default:
      return g_strdup (_("Something happens."));
    }
}

char *
gruff_game_describe_events_folded (const GruffGame *game,
                                   const GameEvent *event,
                                   guint            n,
                                   int              viewer)
{
  g_return_val_if_fail (game != NULL && event != NULL, NULL);

  /* Only cards the viewer does not see: a named card's line stays one by one. */
  if (event->kind != GRUFF_EV_DRAW || event->card < 0 || event->card >= game->n_cards
      || gruff_game_card_visible_to (game, event->card, viewer))
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Seat %u draws %u card.",
                                       "Seat %u draws %u cards.", n), event->seat + 1, n);
}

char *
gruff_game_why_not_playable (const GruffGame *g,
                             guint            seat,
                             int              card)
{
  g_autofree GameAction *legal = NULL;
  const GruffCardDef *def;
  const char *name;
  guint n, left;

  g_return_val_if_fail (g != NULL && seat < GRUFF_SEATS, NULL);
  g_return_val_if_fail (card >= 0 && card < g->n_cards, NULL);

  name = card_name (g, card, seat);
  if (g->cards[card].owner != seat || g->cards[card].zone != GRUFF_ZONE_HAND)
    return g_strdup_printf (_("%s is not in your hand."), name);
  if (g->phase == GRUFF_PHASE_OVER)
    return g_strdup (_("The game is over."));
  if (g->active != seat)
    return g_strdup (_("Cards are played in your own turn."));
  /* 004's turn: activate a gruff, then play cards, then one tactical action. */
  if (g->phase == GRUFF_PHASE_ACTIVATE)
    return g_strdup_printf (_("Activate a gruff first: %s can be played after that."), name);
  if (g->phase != GRUFF_PHASE_MAIN)
    return g_strdup_printf (_("%s cannot be played before the turn begins."), name);
  def = gruff_def (g, card);
  if (!def->scripted)
    return g_strdup_printf (_("%s’s text is not understood by this version, so it cannot be "
                              "played."), name);
  left = g->seats[seat].crazy > g->seats[seat].spent
         ? g->seats[seat].crazy - g->seats[seat].spent : 0;
  if (def->cost > left)
    /* Translators: "Head Butt costs 3 Crazy; 1 of your 4 Crazy is left this turn." */
    return g_strdup_printf (_("%s costs %u Crazy; %u of your %u Crazy is left this turn."),
                            name, (guint) def->cost, left, (guint) g->seats[seat].crazy);
  legal = g_new (GameAction, GAME_MAX_ACTIONS);
  n = gruff_game_legal_actions (g, legal, GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GRUFF_ACT_PLAY && legal[i].card == card)
      return NULL;
  return g_strdup_printf (_("%s has no target it can be played on now."), name);
}

char *
gruff_game_describe_result (const GruffGame *g)
{
  g_return_val_if_fail (g != NULL, NULL);

  if (g->phase != GRUFF_PHASE_OVER)
    return g_strdup (_("The game is not over."));
  switch (g->end_reason)
    {
    case GRUFF_END_GRUFFS:
      return g_strdup_printf (_("Seat %u wins: every enemy gruff is dead."), g->winner + 1);
    case GRUFF_END_LIFE:
      return g_strdup_printf (_("Seat %u wins: the enemy shepherd’s Life is gone."),
                              g->winner + 1);
    case GRUFF_END_TURN_CAP:
      if (g->winner == GAME_NO_SEAT)
        return g_strdup (_("The turn limit is reached with both sides even: a draw."));
      return g_strdup_printf (_("Seat %u wins at the turn limit with more living gruffs or "
                                "Life."), g->winner + 1);
    default:
      return g_strdup (_("Both sides fall at once: a draw."));
    }
}

/* ---- JSON ---------------------------------------------------------------------------- */

static void
add_card_member (JsonBuilder     *b,
                 const GruffGame *g,
                 const char      *member,
                 int              card,
                 int              viewer)
{
  json_builder_set_member_name (b, member);
  if (card >= 0 && gruff_game_card_visible_to (g, card, viewer))
    json_builder_add_string_value (b, gruff_def (g, card)->id);
  else
    json_builder_add_null_value (b);
}

static void
add_int (JsonBuilder *b,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_gruff (JsonBuilder     *b,
           const GruffGame *g,
           int              gruff,
           int              viewer)
{
  json_builder_begin_object (b);
  add_card_member (b, g, "card", gruff, viewer);
  if (gruff >= 0)
    {
      for (guint st = 0; st < GRUFF_N_STATS; st++)
        add_int (b, gruff_stat_name (st), gruff_game_stat (g, gruff, st));
      add_int (b, "damage", g->cards[gruff].damage);
      add_int (b, "damage-bonus", gruff_game_bonus (g, gruff, GRUFF_OP_DAMAGE));
      add_int (b, "defense-bonus", gruff_game_bonus (g, gruff, GRUFF_OP_DEFENSE));
      json_builder_set_member_name (b, "exhausted");
      json_builder_add_boolean_value (b, gruff_game_is_exhausted (g, gruff));
      json_builder_set_member_name (b, "dead");
      json_builder_add_boolean_value (b, gruff_game_is_dead (g, gruff));
      json_builder_set_member_name (b, "attached");
      json_builder_begin_array (b);
      for (guint c = 0; c < g->n_cards; c++)
        if (g->cards[c].zone == GRUFF_ZONE_ATTACHED && g->cards[c].host == gruff)
          {
            json_builder_begin_object (b);
            add_card_member (b, g, "card", c, viewer);
            json_builder_set_member_name (b, "kind");
            json_builder_add_string_value (b, gruff_ability_kind_name (gruff_def (g, c)->ability));
            add_int (b, "controller", g->cards[c].controller + 1);
            json_builder_end_object (b);
          }
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

void
gruff_game_position_to_json (const GruffGame *g,
                             int              viewer,
                             JsonBuilder     *b)
{
  static const char *const phases[] = { "arrange", "activate", "main", "discard", "over" };

  g_return_if_fail (g != NULL && b != NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, phases[MIN (g->phase, G_N_ELEMENTS (phases) - 1)]);
  add_int (b, "turn", g->turn);
  add_int (b, "active", g->active + 1);
  add_int (b, "first", g->first + 1);
  add_card_member (b, g, "active-gruff", g->active_gruff, viewer);
  if (g->phase == GRUFF_PHASE_OVER)
    {
      json_builder_set_member_name (b, "end");
      json_builder_add_string_value (b, gruff_end_reason_to_string (g->end_reason));
      add_int (b, "winner", g->winner == GAME_NO_SEAT ? 0 : g->winner + 1);
    }
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      const GruffSeat *s = &g->seats[seat];

      json_builder_begin_object (b);
      add_card_member (b, g, "shepherd", s->shepherd, viewer);
      add_int (b, "life", s->life);
      add_int (b, "threshold", gruff_def (g, s->shepherd)->threshold);
      add_int (b, "crazy", s->crazy);
      add_int (b, "spent", s->spent);
      add_int (b, "deck", s->n_deck);
      add_int (b, "hand-size", s->n_hand);
      json_builder_set_member_name (b, "hand");
      json_builder_begin_array (b);
      for (guint i = 0; i < s->n_hand; i++)
        if (gruff_game_card_visible_to (g, s->hand[i], viewer))
          json_builder_add_string_value (b, gruff_def (g, s->hand[i])->id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "discard");
      json_builder_begin_array (b);
      for (guint i = 0; i < s->n_discard; i++)
        json_builder_add_string_value (b, gruff_def (g, s->discard[i])->id);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "line");
      json_builder_begin_array (b);
      for (guint p = 0; p < GRUFF_LINE; p++)
        add_gruff (b, g, s->line[p], viewer);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "attack");
      if (s->attacker >= 0)
        {
          json_builder_begin_object (b);
          add_card_member (b, g, "attacker", s->attacker, viewer);
          add_int (b, "position", s->attack_pos);
          json_builder_end_object (b);
        }
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}
