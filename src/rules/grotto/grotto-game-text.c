/* grotto-game-text.c: Grotto Beasts! actions in machine form, and what a viewer reads of
 * actions, events and results (never a card that viewer may not see). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "grotto-game-private.h"

static const char *const act_names[GROTTO_N_ACTS] = {
  [GROTTO_ACT_FIRST] = "first",
  [GROTTO_ACT_MULLIGAN] = "mulligan",
  [GROTTO_ACT_KEEP] = "keep",
  [GROTTO_ACT_SUMMON] = "summon",
  [GROTTO_ACT_PAY] = "pay",
  [GROTTO_ACT_SPOT] = "spot",
  [GROTTO_ACT_MOVE] = "move",
  [GROTTO_ACT_ACTIVATE] = "activate",
  [GROTTO_ACT_BATTLE] = "battle",
  [GROTTO_ACT_END_PHASE] = "end-phase",
  [GROTTO_ACT_OPPONENT] = "opponent",
  [GROTTO_ACT_ATTACKER] = "attacker",
  [GROTTO_ACT_DEFENDER] = "defender",
  [GROTTO_ACT_DONE] = "done",
  [GROTTO_ACT_ASSIGN] = "assign",
  [GROTTO_ACT_CHOOSE] = "choose",
  [GROTTO_ACT_PASS] = "pass",
  [GROTTO_ACT_DISCARD] = "discard",
};

static const char *const step_names[GROTTO_N_STEPS] = {
  [GROTTO_STEP_SETUP_FIRST] = "setup-first",
  [GROTTO_STEP_MULLIGAN] = "mulligan",
  [GROTTO_STEP_START_OF_TURN] = "start-of-turn",
  [GROTTO_STEP_WAKE_UP] = "wake-up",
  [GROTTO_STEP_DRAW] = "draw",
  [GROTTO_STEP_ACTION_1] = "action-1",
  [GROTTO_STEP_START_OF_BATTLE] = "start-of-battle",
  [GROTTO_STEP_CHOOSE_OPPONENT] = "choose-opponent",
  [GROTTO_STEP_CHOOSE_ATTACKERS] = "choose-attackers",
  [GROTTO_STEP_ATTACKED] = "attacked",
  [GROTTO_STEP_CHOOSE_DEFENDERS] = "choose-defenders",
  [GROTTO_STEP_DEFENDED] = "defended",
  [GROTTO_STEP_ASSIGN_DAMAGE] = "assign-damage",
  [GROTTO_STEP_BATTLE_RESULT] = "battle-result",
  [GROTTO_STEP_END_OF_BATTLE] = "end-of-battle",
  [GROTTO_STEP_ACTION_2] = "action-2",
  [GROTTO_STEP_END_OF_TURN] = "end-of-turn",
  [GROTTO_STEP_RESET] = "reset",
  [GROTTO_STEP_NEXT_TURN] = "next-turn",
  [GROTTO_STEP_GAME_OVER] = "game-over",
};

static const char *const phase_names[] = {
  [GROTTO_PHASE_NONE] = "none",
  [GROTTO_PHASE_FIRST] = "first",
  [GROTTO_PHASE_MULLIGAN] = "mulligan",
  [GROTTO_PHASE_ACTION] = "action",
  [GROTTO_PHASE_PAY] = "pay",
  [GROTTO_PHASE_SPOT] = "spot",
  [GROTTO_PHASE_OPPONENT] = "opponent",
  [GROTTO_PHASE_ATTACKERS] = "attackers",
  [GROTTO_PHASE_DEFENDERS] = "defenders",
  [GROTTO_PHASE_ASSIGN] = "assign",
  [GROTTO_PHASE_EFFECT] = "effect",
  [GROTTO_PHASE_DISCARD] = "discard",
  [GROTTO_PHASE_GAME_OVER] = "game-over",
};

static const char *const zone_names[GROTTO_N_SEAT_ZONES] = {
  [GROTTO_ZONE_DECK] = "deck",
  [GROTTO_ZONE_HAND] = "hand",
  [GROTTO_ZONE_POOL] = "pool",
  [GROTTO_ZONE_SCORE] = "score",
  [GROTTO_ZONE_DISCARD] = "discard",
  [GROTTO_ZONE_PLAY] = "play",
};

const char *
grotto_step_to_string (GrottoTurnStep step)
{
  return step < GROTTO_N_STEPS ? step_names[step] : "?";
}

gboolean
grotto_step_from_string (const char     *text,
                         GrottoTurnStep *out)
{
  for (guint i = 0; i < GROTTO_N_STEPS; i++)
    if (g_strcmp0 (text, step_names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
grotto_phase_to_string (GrottoPhase phase)
{
  return phase < G_N_ELEMENTS (phase_names) ? phase_names[phase] : "?";
}

const char *
grotto_zone_kind_to_string (GrottoZoneKind kind)
{
  return kind < GROTTO_N_SEAT_ZONES ? zone_names[kind] : "table";
}

/* ---- Machine form: "KIND seat S [card C] [target T] [to-seat X] [mode M] [value V]" ---- */

char *
grotto_action_to_string (const GameAction *action)
{
  GString *s = g_string_new (action->kind < GROTTO_N_ACTS ? act_names[action->kind] : "?");

  g_string_append_printf (s, " seat %u", action->seat);
  if (action->card != GAME_NO_CARD)
    g_string_append_printf (s, " card %d", action->card);
  if (action->target != GAME_NO_CARD)
    g_string_append_printf (s, " target %d", action->target);
  if (action->target_seat != GAME_NO_SEAT)
    g_string_append_printf (s, " to-seat %u", action->target_seat);
  if (action->mode != 0)
    g_string_append_printf (s, " mode %u", action->mode);
  if (action->value != 0)
    g_string_append_printf (s, " value %d", action->value);
  if (action->extra != 0)
    g_string_append_printf (s, " extra %d", action->extra);
  if (action->mask != 0)
    g_string_append_printf (s, " mask %u", action->mask);
  return g_string_free (s, FALSE);
}

gboolean
grotto_action_parse (const char  *text,
                     GameAction  *out,
                     GError     **error)
{
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " \t", -1);
  guint w = 0;
  gboolean found = FALSE;

  grotto_action_init (out, 0, 0);
  while (words[w] != NULL && *words[w] == '\0')
    w++;
  for (guint k = 0; words[w] != NULL && k < GROTTO_N_ACTS; k++)
    if (g_str_equal (words[w], act_names[k]))
      {
        out->kind = k;
        found = TRUE;
        break;
      }
  if (!found)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("“%s” is not a Grotto Beasts! action"),
                   text != NULL ? text : "");
      return FALSE;
    }
  for (w++; words[w] != NULL; w++)
    {
      const char *key = words[w];
      char *end;
      long value;

      if (*key == '\0')
        continue;
      if (words[w + 1] == NULL)
        goto bad;
      value = strtol (words[++w], &end, 10);
      if (*end != '\0' || value < -32768 || value > 65535)
        goto bad;
      if (g_str_equal (key, "seat") && value >= 0 && value < GAME_MAX_SEATS)
        out->seat = value;
      else if (g_str_equal (key, "card") && value >= 0 && value < GROTTO_MAX_CARDS)
        out->card = value;
      else if (g_str_equal (key, "target") && value >= 0 && value < GROTTO_MAX_CARDS)
        out->target = value;
      else if (g_str_equal (key, "to-seat") && value >= 0 && value < GAME_MAX_SEATS)
        out->target_seat = value;
      else if (g_str_equal (key, "mode") && value >= 0 && value < 256)
        out->mode = value;
      else if (g_str_equal (key, "value") && value >= -32768 && value < 32768)
        out->value = value;
      else if (g_str_equal (key, "extra") && value >= -32768 && value < 32768)
        out->extra = value;
      else if (g_str_equal (key, "mask") && value >= 0)
        out->mask = value;
      else
        goto bad;
    }
  return TRUE;

bad:
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("“%s” is not a Grotto Beasts! action"),
               text);
  return FALSE;
}

/* ---- What a viewer reads --------------------------------------------------------------------- */

static char *
seat_name (guint seat)
{
  return g_strdup_printf (_("Seat %u"), seat + 1);
}

/* A card as @viewer may know it: its name, or where it is. */
static char *
card_label (const GrottoGame *g,
            int               card,
            int               viewer)
{
  guint zone, seat;

  if (card < 0 || card >= g->n_cards)
    return g_strdup (_("a card"));
  if (grotto_game_card_visible_to (g, card, viewer))
    return g_strdup (grotto_def (g, card)->name);
  zone = g->cards[card].zone;
  if (zone == GROTTO_ZONE_TABLE)
    return g_strdup (_("a face-down card"));
  seat = GROTTO_ZONE_SEAT (zone);
  switch (GROTTO_ZONE_KIND (zone))
    {
    case GROTTO_ZONE_DECK:
      return g_strdup_printf (_("a card of Seat %u's deck"), seat + 1);
    case GROTTO_ZONE_HAND:
      return g_strdup_printf (_("a card of Seat %u's hand"), seat + 1);
    case GROTTO_ZONE_POOL:
      return g_strdup_printf (_("a card of Seat %u's summoning pool"), seat + 1);
    case GROTTO_ZONE_SCORE:
      return g_strdup_printf (_("a scored card of Seat %u"), seat + 1);
    default:
      return g_strdup (_("a face-down card"));
    }
}

static char *
spot_name (guint spot)
{
  if (spot >= GROTTO_N_SPOTS)
    return g_strdup (_("no spot"));
  if (grotto_spot_is_team (spot))
    return g_strdup_printf (_("Team spot %u"), spot + 1);
  return g_strdup_printf (_("Sideline spot %u"), spot - GROTTO_SPOTS + 1);
}

char *
grotto_game_describe_action (const GrottoGame *game,
                             const GameAction *action,
                             int               viewer)
{
  const GrottoGame *g = game;
  g_autofree char *card = action->card != GAME_NO_CARD ? card_label (g, action->card, viewer) : NULL;
  g_autofree char *target = action->target != GAME_NO_CARD ? card_label (g, action->target, viewer)
                                                           : NULL;
  g_autofree char *who = action->target_seat != GAME_NO_SEAT ? seat_name (action->target_seat)
                                                             : NULL;

  switch (action->kind)
    {
    case GROTTO_ACT_FIRST:
      return g_strdup_printf (_("%s goes first"), who);
    case GROTTO_ACT_MULLIGAN:
      return g_strdup_printf (_("Put %s back"), card);
    case GROTTO_ACT_KEEP:
      return g_strdup (_("Keep the hand"));
    case GROTTO_ACT_SUMMON:
      return g_strdup_printf (_("Summon %s (cost %d)"), card,
                              grotto_summon_cost (g, action->card, action->seat));
    case GROTTO_ACT_PAY:
      return action->mode == 1 ? g_strdup_printf (_("Spend %s its own way"), card)
                               : g_strdup_printf (_("Spend %s"), card);
    case GROTTO_ACT_SPOT:
      {
        g_autofree char *spot = spot_name (action->value);
        int occupant = action->value < GROTTO_N_SPOTS ? g->spots[action->seat][action->value]
                                                      : GROTTO_NO_CARD;

        if (occupant != GROTTO_NO_CARD)
          {
            g_autofree char *gone = card_label (g, occupant, viewer);

            return g_strdup_printf (_("Put it on %s, discarding %s"), spot, gone);
          }
        return g_strdup_printf (_("Put it on %s"), spot);
      }
    case GROTTO_ACT_MOVE:
      {
        g_autofree char *spot = spot_name (action->value);

        return g_strdup_printf (_("Move %s to %s"), card, spot);
      }
    case GROTTO_ACT_ACTIVATE:
      return g_strdup_printf (_("Use %s"), card);
    case GROTTO_ACT_BATTLE:
      return g_strdup (_("Battle"));
    case GROTTO_ACT_END_PHASE:
      return g_strdup (g->step == GROTTO_STEP_ACTION_1 ? _("Skip the battle")
                                                       : _("End the turn"));
    case GROTTO_ACT_OPPONENT:
      return g_strdup_printf (_("Battle %s"), who);
    case GROTTO_ACT_ATTACKER:
      return g_strdup_printf (_("Attack with %s"), card);
    case GROTTO_ACT_DEFENDER:
      return g_strdup_printf (_("Defend with %s"), card);
    case GROTTO_ACT_DONE:
      return g_strdup (_("Done choosing"));
    case GROTTO_ACT_ASSIGN:
      return g_strdup_printf (_("Damage %s"), target);
    case GROTTO_ACT_CHOOSE:
      if (g->phase == GROTTO_PHASE_EFFECT && g->n_frames > 0)
        {
          const GrottoFrame *f = &g->frames[g->n_frames - 1];

          if (f->waiting == GROTTO_CHOICE_YES_NO)
            return g_strdup (action->value ? _("Yes") : _("No"));
          if (f->waiting == GROTTO_CHOICE_VALUE)
            return g_strdup_printf (_("Keep the %d"), action->value);
          if (f->waiting == GROTTO_CHOICE_SPOT)
            {
              g_autofree char *spot = spot_name (action->value);

              return g_strdup_printf (_("Choose %s"), spot);
            }
        }
      if (who != NULL)
        return g_strdup_printf (_("Choose %s"), who);
      if (card != NULL)
        return g_strdup_printf (_("Choose %s"), card);
      return g_strdup_printf (_("Choose %d"), action->value);
    case GROTTO_ACT_PASS:
      return g_strdup (_("Decline"));
    case GROTTO_ACT_DISCARD:
      return g_strdup_printf (_("Discard %s"), card);
    default:
      return g_strdup ("?");
    }
}

char *
grotto_game_describe_event (const GrottoGame *game,
                            const GameEvent  *event,
                            int               viewer)
{
  const GrottoGame *g = game;
  g_autofree char *who = event->seat < GROTTO_MAX_SEATS ? seat_name (event->seat) : NULL;
  g_autofree char *card = event->card != GAME_NO_CARD ? card_label (g, event->card, viewer) : NULL;
  g_autofree char *target = event->target != GAME_NO_CARD ? card_label (g, event->target, viewer)
                                                          : NULL;
  static const char *const shapes[] = { N_("rock"), N_("paper"), N_("scissors") };

  switch (event->kind)
    {
    case GROTTO_EV_SETUP:
      return g_strdup_printf (_("A game of Grotto Beasts! for %d players"), event->value);
    case GROTTO_EV_SHUFFLE:
      if (event->to_zone < GROTTO_ZONE_TABLE
          && GROTTO_ZONE_KIND (event->to_zone) == GROTTO_ZONE_POOL)
        return g_strdup_printf (_("%s shuffles a Summoning Pool of %d cards"), who,
                                event->value);
      return g_strdup_printf (_("%s shuffles a deck of %d cards"), who, event->value);
    case GROTTO_EV_DRAW:
      /* A card the viewer may not see is already in the hand: "a card of Seat 2's hand"
       * would read oddly after "draws". */
      if (event->card >= 0 && event->card < g->n_cards
          && !grotto_game_card_visible_to (g, event->card, viewer))
        return event->value ? g_strdup_printf (_("%s draws a card from the summoning pool"), who)
                            : g_strdup_printf (_("%s draws a card"), who);
      return event->value ? g_strdup_printf (_("%s draws %s from the summoning pool"), who, card)
                          : g_strdup_printf (_("%s draws %s"), who, card);
    case GROTTO_EV_MOVE:
      return NULL;
    case GROTTO_EV_REVEAL:
      return g_strdup_printf (_("%s shows %s"), who, card);
    case GROTTO_EV_RPS:
      return g_strdup_printf (_("%s throws %s"), who,
                              _(shapes[CLAMP (event->value, 0, 2)]));
    case GROTTO_EV_FIRST:
      return g_strdup_printf (_("%s goes first"), who);
    case GROTTO_EV_MULLIGAN:
      if (event->value == 0)
        return g_strdup_printf (_("%s keeps the hand"), who);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s puts %d card back",
                                           "%s puts %d cards back", event->value),
                              who, event->value);
    case GROTTO_EV_FLIP:
      /* 002's set-up step 5 flips Challengers "if used": a game without them says nothing. */
      for (guint s = 0; s < g->n_seats; s++)
        if (g->seats[s].challenger != GROTTO_NO_CARD)
          return g_strdup (_("The Challengers turn face up"));
      return NULL;
    case GROTTO_EV_TURN:
      return g_strdup_printf (_("Turn %d: %s"), event->value, who);
    case GROTTO_EV_STEP:
      return NULL;
    case GROTTO_EV_SUMMON:
      return g_strdup_printf (_("%s summons %s"), who, card);
    case GROTTO_EV_PAY:
      return g_strdup_printf (_("%s spends a card"), who);
    case GROTTO_EV_PLACE:
      {
        g_autofree char *spot = spot_name (event->value);

        return g_strdup_printf (_("%s goes on %s"), card, spot);
      }
    case GROTTO_EV_REST:
      return g_strdup_printf (_("%s rests"), card);
    case GROTTO_EV_WAKE:
      return g_strdup_printf (_("%s wakes up"), card);
    case GROTTO_EV_SCORE:
      return g_strdup_printf (_("%s scores a card"), who);
    case GROTTO_EV_DEPLETION:
      return g_strdup_printf (_("%s's deck ran out: the discard becomes the deck"), who);
    case GROTTO_EV_BATTLE:
      return g_strdup_printf (_("%s battles Seat %d"), who, event->value + 1);
    case GROTTO_EV_ATTACKER:
      return g_strdup_printf (_("%s attacks"), card);
    case GROTTO_EV_DEFENDER:
      return g_strdup_printf (_("%s defends"), card);
    case GROTTO_EV_DAMAGE:
      return g_strdup_printf (_("%s takes %d damage"), card, event->value);
    case GROTTO_EV_DEFEATED:
      return g_strdup_printf (_("%s is defeated"), card);
    case GROTTO_EV_POWER:
      return g_strdup_printf (_("%s: %+d power"), card, event->value);
    case GROTTO_EV_ATTACH:
      return g_strdup_printf (_("%s is attached to %s"), card, target);
    case GROTTO_EV_EFFECT:
      return g_strdup_printf (_("%s's effect"), card);
    case GROTTO_EV_COIN:
      return g_strdup_printf (event->value ? _("%s's coin: heads") : _("%s's coin: tails"), who);
    case GROTTO_EV_DIE:
      return g_strdup_printf (_("%s rolls %d"), who, event->value);
    case GROTTO_EV_GAME_OVER:
      return grotto_game_describe_result (g);
    case GROTTO_EV_OUT:
      return g_strdup_printf (_("%s has no cards left and loses"), who);
    case GROTTO_EV_NO_ATTACK:
      return g_strdup_printf (event->value
                              ? _("%s has no fighter that can attack (Sad, resting or a "
                                  "Challenger on its first turn): the battle ends with no damage")
                              : _("%s chooses no attacker: the battle ends with no damage"),
                              who);
    case GROTTO_EV_LOOK:
      /* What the seat saw is in its view already; the log says nothing of it. */
      return NULL;
    default:
      return NULL;
    }
}

char *
grotto_game_describe_events_folded (const GrottoGame *game,
                                    const GameEvent  *event,
                                    guint             n,
                                    int               viewer)
{
  g_autofree char *who = NULL;

  g_return_val_if_fail (game != NULL && event != NULL, NULL);

  if (event->seat >= GROTTO_MAX_SEATS)
    return NULL;
  who = seat_name (event->seat);
  switch (event->kind)
    {
    case GROTTO_EV_DRAW:
      /* A card the viewer sees has its name: those lines stay one by one. */
      if (event->card < 0 || event->card >= game->n_cards
          || grotto_game_card_visible_to (game, event->card, viewer))
        return NULL;
      return event->value
             ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s draws %u card from the summoning pool",
                                             "%s draws %u cards from the summoning pool", n),
                                who, n)
             : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws %u card",
                                             "%s draws %u cards", n), who, n);
    case GROTTO_EV_PAY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s spends %u card",
                                           "%s spends %u cards", n), who, n);
    case GROTTO_EV_SCORE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s scores %u card",
                                           "%s scores %u cards", n), who, n);
    default:
      return NULL;
    }
}

char *
grotto_game_describe_result (const GrottoGame *game)
{
  const GrottoGame *g = game;
  GString *winners;
  guint n = 0, best = 0;

  if (!grotto_game_is_over (g))
    return g_strdup (_("The game is not over."));
  if (g->end_reason == GROTTO_END_UNRESOLVED)
    return g_strdup (_("The game ended unresolved: nobody wins, nobody loses."));
  if (g->winners == 0)
    return g_strdup (_("The game ended without a winner."));
  winners = g_string_new (NULL);
  for (guint s = 0; s < g->n_seats; s++)
    if ((g->winners >> s) & 1)
      {
        /* Translators: joins the seats that share a result: "Seat 1, Seat 3". */
        g_string_append_printf (winners, n++ > 0 ? _(", Seat %u") : _("Seat %u"), s + 1);
        best = grotto_game_scored (g, s);
      }
  {
    g_autofree char *who = g_string_free (winners, FALSE);

    if (g->end_reason == GROTTO_END_DRAW)
      return g_strdup_printf (_("A draw between %s."), who);
    if (g->end_reason == GROTTO_END_DEPLETION)
      return g_strdup_printf (_("%s wins: the others ran out of cards."), who);
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %u scored card.",
                                         "%s wins with %u scored cards.", best),
                            who, best);
  }
}
