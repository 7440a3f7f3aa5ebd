/* groo-game-text.c: Groo actions and events as machine text and as sentences a player reads,
 * never naming a card the reader may not see. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "groo-game-private.h"

static const char *const act_names[GROO_N_ACTS] = {
  [GROO_ACT_DISCARD] = "discard",
  [GROO_ACT_END_DISCARD] = "end-discard",
  [GROO_ACT_ATTACK] = "attack",
  [GROO_ACT_NO_ATTACK] = "no-attack",
  [GROO_ACT_COMMIT] = "commit",
  [GROO_ACT_COMMIT_DONE] = "commit-done",
  [GROO_ACT_BUY] = "buy",
  [GROO_ACT_GROO] = "groo",
  [GROO_ACT_PASS_DICE] = "pass-dice",
  [GROO_ACT_WILD] = "wild",
  [GROO_ACT_POWER] = "power",
  [GROO_ACT_PASS] = "pass",
  [GROO_ACT_CHOOSE] = "choose",
};

static const char *const phase_names[GROO_N_PHASES] = {
  "discard", "draw", "attack", "construction", "leftover", "second-draw", "over",
};

static const char *const step_names[GROO_N_STEPS] = {
  "discard", "draw", "attack", "commit-attack", "commit-defend", "war-resolve", "war-end",
  "roll", "build", "second-draw", "end-turn", "over",
};

static const char *const face_names[GROO_N_FACES] = {
  "none", "kopins", "supplies", "labor", "groo", "stay", "left-1", "right-1", "left-2",
  "right-2",
};

const char *
groo_phase_to_string (GrooPhase phase)
{
  return (guint) phase < GROO_N_PHASES ? phase_names[phase] : "unknown";
}

const char *
groo_step_to_string (GrooStep step)
{
  return (guint) step < GROO_N_STEPS ? step_names[step] : "unknown";
}

const char *
groo_phase_label (GrooPhase phase)
{
  switch (phase)
    {
    case GROO_PHASE_DISCARD: return _("Discard");
    case GROO_PHASE_DRAW: return _("Draw");
    case GROO_PHASE_ATTACK: return _("Attack");
    case GROO_PHASE_CONSTRUCTION: return _("Construction");
    case GROO_PHASE_LEFTOVER: return _("Leftover");
    case GROO_PHASE_SECOND_DRAW: return _("Second Draw");
    case GROO_PHASE_OVER: return _("Game over");
    default: return "?";
    }
}

const char *
groo_face_to_string (GrooFace face)
{
  return (guint) face < GROO_N_FACES ? face_names[face] : "none";
}

gboolean
groo_face_from_string (const char *text,
                       GrooFace   *out)
{
  for (guint i = 1; text != NULL && i < GROO_N_FACES; i++)
    if (g_str_equal (text, face_names[i]))
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
groo_face_label (GrooFace face)
{
  switch (face)
    {
    case GROO_FACE_KOPINS: return _("Kopins");
    case GROO_FACE_SUPPLIES: return _("Supplies");
    case GROO_FACE_LABOR: return _("Labor");
    case GROO_FACE_GROO: return _("Groo Head");
    case GROO_FACE_STAY: return _("Rufferto: Groo stays");
    case GROO_FACE_LEFT_1: return _("Groo moves one town left");
    case GROO_FACE_RIGHT_1: return _("Groo moves one town right");
    case GROO_FACE_LEFT_2: return _("Groo moves two towns left");
    case GROO_FACE_RIGHT_2: return _("Groo moves two towns right");
    default: return "?";
    }
}

/* Machine form: seats, towns and dice count from 1, as players count them; cards are
 * instance numbers. */
char *
groo_action_to_string (const GameAction *action)
{
  GString *s;

  g_return_val_if_fail (action != NULL, NULL);

  s = g_string_new (action->kind < GROO_N_ACTS ? act_names[action->kind] : "unknown");
  g_string_append_printf (s, " seat=%u", action->seat + 1);
  if (action->card != GROO_NO_CARD)
    g_string_append_printf (s, " card=%d", action->card);
  if (action->target_seat != GROO_NO_SEAT)
    g_string_append_printf (s, " town=%u", action->target_seat + 1);
  if (action->mask != 0)
    {
      g_string_append (s, " dice=");
      for (guint d = 0, first = TRUE; d < GROO_N_DICE; d++)
        if ((action->mask >> d) & 1)
          {
            g_string_append_printf (s, first ? "%u" : ",%u", d + 1);
            first = FALSE;
          }
    }
  if (action->value >= 0)
    g_string_append_printf (s, " die=%d face=%s", action->value + 1,
                            groo_face_to_string (action->mode));
  return g_string_free (s, FALSE);
}

static gboolean
parse_number (const char *text,
              long        min,
              long        max,
              long       *out)
{
  char *end = NULL;
  long value = strtol (text, &end, 10);

  if (end == text || *end != '\0' || value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

gboolean
groo_action_parse (const char  *text,
                   GameAction  *out,
                   GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autofree char *copy = NULL;
  GameAction a = { 0 };
  gboolean has_seat = FALSE;
  guint kind;

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);

  copy = g_strstrip (g_strdup (text));
  words = g_strsplit_set (copy, " \t", -1);
  for (kind = 0; kind < GROO_N_ACTS; kind++)
    if (g_str_equal (words[0], act_names[kind]))
      break;
  if (kind == GROO_N_ACTS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "unknown action “%s”", words[0]);
      return FALSE;
    }
  a.kind = kind;
  a.card = GROO_NO_CARD;
  a.target = GROO_NO_CARD;
  a.target_seat = GROO_NO_SEAT;
  a.value = -1;

  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *eq = strchr (words[i], '=');
      g_autofree char *key = NULL;
      const char *value;
      long number;
      gboolean ok = FALSE;

      if (words[i][0] == '\0')
        continue;
      if (eq == NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” is not key=value", words[i]);
          return FALSE;
        }
      key = g_strndup (words[i], eq - words[i]);
      value = eq + 1;
      if (g_str_equal (key, "seat") && parse_number (value, 1, GROO_MAX_SEATS, &number))
        {
          a.seat = number - 1;
          has_seat = ok = TRUE;
        }
      else if (g_str_equal (key, "card") && parse_number (value, 0, GROO_MAX_CARDS - 1, &number))
        {
          a.card = number;
          ok = TRUE;
        }
      else if (g_str_equal (key, "town") && parse_number (value, 1, GROO_MAX_SEATS, &number))
        {
          a.target_seat = number - 1;
          ok = TRUE;
        }
      else if (g_str_equal (key, "die") && parse_number (value, 1, GROO_N_WHITE, &number))
        {
          a.value = number - 1;
          ok = TRUE;
        }
      else if (g_str_equal (key, "face"))
        {
          GrooFace face;

          ok = groo_face_from_string (value, &face) && GROO_FACE_IS_WHITE (face);
          a.mode = ok ? face : 0;
        }
      else if (g_str_equal (key, "dice"))
        {
          g_auto(GStrv) dice = g_strsplit (value, ",", -1);

          ok = dice[0] != NULL;
          for (guint d = 0; ok && dice[d] != NULL; d++)
            {
              ok = parse_number (dice[d], 1, GROO_N_WHITE, &number)
                   && !((a.mask >> (number - 1)) & 1);
              if (ok)
                a.mask |= 1u << (number - 1);
            }
        }
      if (!ok)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                       "“%s” is not a valid part of an action", words[i]);
          return FALSE;
        }
    }
  if (!has_seat)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” names no seat", text);
      return FALSE;
    }
  if ((a.value >= 0) != (a.mode != 0))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: die= and face= go together",
                   text);
      return FALSE;
    }
  *out = a;
  return TRUE;
}

/* Sentences */

static const char *
card_name (const GrooGame *g,
           int             card,
           int             viewer)
{
  if (card < 0 || card >= g->n_cards)
    return "?";
  if (!groo_game_viewer_sees (g, card, viewer))
    return _("a card");
  return GROO_DEF (g, card)->name;
}

/* "Kopins, Kopins and Labor": the faces of the dice of @mask. */
static char *
faces_text (const GrooGame *g,
            uint32_t        mask)
{
  GString *s = g_string_new (NULL);
  guint n = groo_popcount (mask), k = 0;

  for (guint d = 0; d < GROO_N_DICE; d++)
    if ((mask >> d) & 1)
      {
        if (k > 0)
          /* Translators: between dice faces; the last pair is joined by " and ". */
          g_string_append (s, k + 1 == n ? _(" and ") : _(", "));
        g_string_append (s, groo_face_label (g->dice[d]));
        k++;
      }
  if (k == 0)
    g_string_append (s, _("no dice"));
  return g_string_free (s, FALSE);
}

/* The faces packed 4 bits a die (GROO_EV_ROLL, GROO_EV_REROLL). */
static char *
packed_faces_text (int packed,
                   guint n_dice)
{
  GString *s = g_string_new (NULL);

  for (guint d = 0; d < n_dice; d++)
    {
      if (d > 0)
        g_string_append (s, _(", "));
      g_string_append (s, groo_face_label ((packed >> (4 * d)) & 0xf));
    }
  return g_string_free (s, FALSE);
}

static char *
describe_choice (const GrooGame   *g,
                 const GameAction *a,
                 int               viewer)
{
  GrooOp op = { 0 };

  if (!groo_game_current_op (g, &op, NULL))
    return g_strdup (_("Choose"));
  switch (op.kind)
    {
    case GROO_OP_DISCARD:
      return g_strdup_printf (_("Discard %s"), card_name (g, a->card, viewer));
    case GROO_OP_LOSE_VP:
    case GROO_OP_LOSE_BUILDING:
    case GROO_OP_LOSE_BEST_BUILDING:
      return g_strdup_printf (_("Lose %s (%u VP)"), card_name (g, a->card, viewer),
                              GROO_DEF (g, a->card)->vp);
    case GROO_OP_LOSE_TROOP:
    case GROO_OP_LOSE_HALF_TROOPS:
    case GROO_OP_LOSE_BEST_TROOP:
      return g_strdup_printf (_("Lose %s"), card_name (g, a->card, viewer));
    case GROO_OP_MOVE_GROO:
      return g_strdup_printf (_("Send Groo to Seat %u's town"), a->target_seat + 1);
    case GROO_OP_SET_DIE:
      return g_strdup_printf (_("Turn die %d (%s) to %s"), a->value + 1,
                              groo_face_label (g->dice[a->value]), groo_face_label (a->mode));
    case GROO_OP_TROOP_MUL:
      return g_strdup_printf (_("Multiply the strength of %s by %u"),
                              card_name (g, a->card, viewer), op.n);
    default:
      return g_strdup (_("Choose"));
    }
}

char *
groo_game_describe_action (const GrooGame   *game,
                           const GameAction *a,
                           int               viewer)
{
  const GrooGame *g = game;
  g_autofree char *faces = NULL;

  g_return_val_if_fail (game != NULL && a != NULL, NULL);

  switch (a->kind)
    {
    case GROO_ACT_DISCARD:
      return g_strdup_printf (_("Discard %s"), card_name (g, a->card, viewer));
    case GROO_ACT_END_DISCARD:
      return g_strdup (_("Stop discarding and draw"));
    case GROO_ACT_ATTACK:
      return g_strdup_printf (_("Declare war on Seat %u"), a->target_seat + 1);
    case GROO_ACT_NO_ATTACK:
      return g_strdup (_("Do not attack"));
    case GROO_ACT_COMMIT:
      if (g->war.active && a->seat == g->war.attacker)
        return g_strdup_printf (_("Send %s to the attack (attack %d)"),
                                card_name (g, a->card, viewer),
                                groo_troop_strength (g, a->card, TRUE));
      return g_strdup_printf (_("Defend with %s (defense %d)"), card_name (g, a->card, viewer),
                              groo_troop_strength (g, a->card, FALSE));
    case GROO_ACT_COMMIT_DONE:
      if (g->war.active && a->seat == g->war.attacker)
        return g_strdup_printf (_("Attack with the Troops sent (attack %d)"),
                                groo_game_war_attack (g));
      return g_strdup_printf (_("Defend with the Troops sent (defense %d)"),
                              groo_game_war_defense (g));
    case GROO_ACT_BUY:
      faces = faces_text (g, a->mask);
      /* Building or Troop would tell what the card is. */
      if (a->card < 0 || a->card >= g->n_cards || !groo_game_viewer_sees (g, a->card, viewer))
        return g_strdup_printf (_("Buy a card with %s"), faces);
      if (GROO_DEF (g, a->card)->kind == GROO_KIND_TROOP)
        return g_strdup_printf (_("Raise %s with %s"), card_name (g, a->card, viewer), faces);
      return g_strdup_printf (_("Build %s with %s"), card_name (g, a->card, viewer), faces);
    case GROO_ACT_GROO:
      faces = faces_text (g, a->mask);
      return g_strdup_printf (_("Play %s on Seat %u's town with %s"),
                              card_name (g, a->card, viewer), g->groo + 1, faces);
    case GROO_ACT_PASS_DICE:
      if (groo_dice_unspent (g) == 0 || (g->holder + 1) % g->n_seats == g->active)
        return g_strdup (_("Done with the dice"));
      return g_strdup_printf (_("Pass the unspent dice to Seat %u"),
                              (g->holder + 1) % g->n_seats + 1);
    case GROO_ACT_WILD:
      return g_strdup_printf (_("Play the Wild %s"), card_name (g, a->card, viewer));
    case GROO_ACT_POWER:
      return g_strdup_printf (_("Discard %s from the table for its power"),
                              card_name (g, a->card, viewer));
    case GROO_ACT_PASS:
      return g_strdup (_("Play nothing now"));
    case GROO_ACT_CHOOSE:
      return describe_choice (g, a, viewer);
    default:
      return g_strdup (_("Unknown action"));
    }
}

char *
groo_game_describe_event (const GrooGame  *game,
                          const GameEvent *ev,
                          int              viewer)
{
  const GrooGame *g = game;
  g_autofree char *faces = NULL;

  g_return_val_if_fail (game != NULL && ev != NULL, NULL);

  switch (ev->kind)
    {
    case GROO_EV_SETUP:
      return g_strdup_printf (_("Seat %u deals; Groo starts in their town"), ev->value + 1);
    case GROO_EV_DEAL:
      return g_strdup_printf (_("Seat %u is dealt %s"), ev->seat + 1,
                              card_name (g, ev->card, viewer));
    case GROO_EV_SETUP_EVENT:
      return g_strdup_printf (_("Seat %u puts an Event from their opening hand back into the "
                                "deck"), ev->seat + 1);
    case GROO_EV_SHUFFLE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The deck is shuffled (%d card)",
                                           "The deck is shuffled (%d cards)", ev->value),
                              ev->value);
    case GROO_EV_TURN:
      return g_strdup_printf (_("Seat %u's turn"), ev->seat + 1);
    case GROO_EV_PHASE:
      return g_strdup_printf (_("%s phase"), groo_phase_label (ev->value));
    case GROO_EV_DISCARD:
      return g_strdup_printf (_("Seat %u discards %s"), ev->seat + 1,
                              card_name (g, ev->card, viewer));
    case GROO_EV_DRAW:
      return g_strdup_printf (_("Seat %u draws %s"), ev->seat + 1,
                              card_name (g, ev->card, viewer));
    case GROO_EV_EVENT:
      if (ev->value == 1)
        return g_strdup_printf (_("The Event %s that Seat %u drew, which waited, is played now"),
                                card_name (g, ev->card, viewer), ev->seat + 1);
      return g_strdup_printf (_("Seat %u draws the Event %s: it is played at once"),
                              ev->seat + 1, card_name (g, ev->card, viewer));
    case GROO_EV_EVENT_WAITS:
      return g_strdup_printf (_("Seat %u draws the Event %s: it waits face up until the cards "
                                "being played leave room"),
                              ev->seat + 1, card_name (g, ev->card, viewer));
    case GROO_EV_RESHUFFLE:
      /* The pile stays when it holds nothing to draw (only Events, or nothing). */
      if (groo_game_zone_size (g, GROO_ZONE_DECK) == 0)
        return g_strdup (_("The deck ran out: the discard pile holds no card to draw"));
      if (ev->value <= 1)
        return g_strdup (_("The deck ran out: the discard pile is shuffled into a new deck"));
      return g_strdup (_("The deck ran out again: the discard pile is shuffled once more"));
    case GROO_EV_LAST_ROUND:
      return g_strdup_printf (_("The last round: Seat %u finishes this turn, then every other "
                                "player has one more turn"), ev->seat + 1);
    case GROO_EV_WAR:
      return g_strdup_printf (_("Seat %u declares war on Seat %u"), ev->seat + 1,
                              ev->target_seat + 1);
    case GROO_EV_COMMIT:
      return g_strdup_printf (_("Seat %u sends %s to the war"), ev->seat + 1,
                              card_name (g, ev->card, viewer));
    case GROO_EV_WAR_RESULT:
      return g_strdup_printf (_("Attack %d against defense %d: %d damage"), ev->value >> 16,
                              ev->value & 0xffff, ev->target);
    case GROO_EV_ROLL:
      faces = packed_faces_text (ev->value, GROO_N_DICE);
      return g_strdup_printf (_("Seat %u rolls %s"), ev->seat + 1, faces);
    case GROO_EV_REROLL:
      faces = packed_faces_text (ev->value, GROO_N_WHITE);
      return g_strdup_printf (_("The unspent dice are rolled again: %s"), faces);
    case GROO_EV_GROO_MOVES:
      return g_strdup_printf (_("Groo goes from Seat %u's town to Seat %u's"), ev->seat + 1,
                              ev->target_seat + 1);
    case GROO_EV_BUY:
      faces = faces_text (g, ev->value);
      if (GROO_DEF (g, ev->card)->kind == GROO_KIND_TROOP)
        return g_strdup_printf (_("Seat %u raises %s with %s"), ev->seat + 1,
                                card_name (g, ev->card, viewer), faces);
      return g_strdup_printf (_("Seat %u builds %s with %s"), ev->seat + 1,
                              card_name (g, ev->card, viewer), faces);
    case GROO_EV_GROO_EFFECT:
      return g_strdup_printf (_("Seat %u plays %s on Seat %u's town"), ev->seat + 1,
                              card_name (g, ev->card, viewer), ev->target_seat + 1);
    case GROO_EV_PASS_DICE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Seat %u passes %u die to Seat %u",
                                           "Seat %u passes %u dice to Seat %u",
                                           groo_popcount (ev->value)),
                              ev->seat + 1, groo_popcount (ev->value), ev->target_seat + 1);
    case GROO_EV_DICE_BACK:
      return g_strdup (_("The Leftover dice have gone round: the Leftover phase is over"));
    case GROO_EV_WILD:
      return g_strdup_printf (_("Seat %u plays the Wild %s"), ev->seat + 1,
                              card_name (g, ev->card, viewer));
    case GROO_EV_POWER:
      return g_strdup_printf (_("Seat %u discards %s from the table for its power"),
                              ev->seat + 1, card_name (g, ev->card, viewer));
    case GROO_EV_CANCELLED:
      return g_strdup_printf (_("%s does nothing"), card_name (g, ev->card, viewer));
    case GROO_EV_LOSE:
      return g_strdup_printf (_("Seat %u loses %s"), ev->seat + 1,
                              card_name (g, ev->card, viewer));
    case GROO_EV_MOVED:
      return g_strdup_printf (_("%s goes to the discard pile"), card_name (g, ev->card, viewer));
    case GROO_EV_DIE_SET:
      return g_strdup_printf (_("Die %d now shows %s"), ev->target + 1,
                              groo_face_label (ev->value));
    case GROO_EV_WAR_BONUS:
      switch (ev->from_zone)
        {
        case GROO_BONUS_ATTACK_ADD:
          return g_strdup_printf (_("The attack gets +%d"), ev->value);
        case GROO_BONUS_DEFENSE_ADD:
          return g_strdup_printf (_("The defense gets +%d"), ev->value);
        case GROO_BONUS_ATTACK_MUL:
          return g_strdup_printf (_("The attack is multiplied by %d"), ev->value);
        case GROO_BONUS_DEFENSE_MUL:
          return g_strdup_printf (_("The defense is multiplied by %d"), ev->value);
        default:
          break;
        }
      return g_strdup_printf (_("%s's strength is multiplied by %d"),
                              card_name (g, ev->target, viewer), ev->value);
    case GROO_EV_GAME_OVER:
      return groo_game_describe_result (g);
    default:
      return g_strdup (_("Something happens"));
    }
}

char *
groo_game_describe_events_folded (const GrooGame  *game,
                                  const GameEvent *event,
                                  guint            n,
                                  int              viewer)
{
  g_return_val_if_fail (game != NULL && event != NULL, NULL);

  /* Only cards the viewer does not see: a named card's line stays one by one. */
  if (event->kind != GROO_EV_DEAL && event->kind != GROO_EV_DRAW)
    return NULL;
  if (event->card < 0 || event->card >= game->n_cards
      || groo_game_viewer_sees (game, event->card, viewer))
    return NULL;
  if (event->kind == GROO_EV_DEAL)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Seat %u is dealt %u card",
                                         "Seat %u is dealt %u cards", n), event->seat + 1, n);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Seat %u draws %u card",
                                       "Seat %u draws %u cards", n), event->seat + 1, n);
}

char *
groo_game_describe_result (const GrooGame *game)
{
  const GrooGame *g = game;
  GString *winners;
  guint n_winners = 0;
  guint vp = 0;

  g_return_val_if_fail (game != NULL, NULL);

  if (!groo_game_is_over (g))
    return g_strdup (_("The game is not over."));
  winners = g_string_new (NULL);
  for (guint s = 0; s < g->n_seats; s++)
    if ((g->winners >> s) & 1)
      {
        /* Translators: joins the seats that share a win: "Seat 1, Seat 3". */
        g_string_append_printf (winners, n_winners++ > 0 ? _(", Seat %u") : _("Seat %u"),
                                s + 1);
        vp = g->seats[s].vp;
      }
  if (n_winners == 0)
    {
      g_string_free (winners, TRUE);
      return g_strdup (_("The game ended without a winner."));
    }
  {
    g_autofree char *who = g_string_free (winners, FALSE);

    if (n_winners > 1)
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s tie with %u VP.",
                                           "%s tie with %u VP.", vp), who, vp);
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %u VP.",
                                         "%s wins with %u VP.", vp), who, vp);
  }
}
