/* gros-game-text.c: actions and events as machine text and as sentences a player reads. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stdlib.h>
#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "gros-game-private.h"
#include "gros-game-view.h"

static const char * const act_names[GROS_N_ACTS] = {
  "pass", "cast", "play", "tip", "popcorn", "activate", "bank", "move-prop",
  "victim", "choose", "discard", "end-turn",
};

static const char * const phase_names[] = {
  "setup-cast", "play", "discard", "attack-react", "attack-victim", "climax", "choice",
  "response", "game-over", "draft",
};

const char *
gros_phase_to_string (GrosPhase phase)
{
  if ((guint) phase >= G_N_ELEMENTS (phase_names))
    return "unknown";
  return phase_names[phase];
}

/* Seats and Movies are 1-based in text, as players count them. */
char *
gros_action_to_string (const GrosAction *action)
{
  GString *s;

  g_return_val_if_fail (action != NULL, NULL);

  s = g_string_new (action->kind < GROS_N_ACTS ? act_names[action->kind] : "unknown");
  g_string_append_printf (s, " seat=%u", action->seat + 1);
  if (action->card != GROS_NO_CARD)
    g_string_append_printf (s, " card=%d", action->card);
  if (action->target != GROS_NO_CARD)
    g_string_append_printf (s, " target=%d", action->target);
  if (action->target_seat != GROS_NO_SEAT)
    g_string_append_printf (s, " movie=%u", action->target_seat + 1);
  if (action->mode != 0)
    g_string_append_printf (s, " mode=%u", action->mode);
  if (action->extra != GROS_NO_CARD)
    g_string_append_printf (s, " extra=%d", action->extra);
  return g_string_free (s, FALSE);
}

gboolean
gros_action_parse (const char  *text,
                   GrosAction  *out,
                   GError     **error)
{
  g_auto(GStrv) words = NULL;
  g_autofree char *copy = NULL;
  GrosAction a = { 0 };
  guint kind;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  copy = g_strstrip (g_strdup (text));
  words = g_strsplit_set (copy, " \t", -1);
  if (words[0] == NULL || words[0][0] == '\0')
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "An action is empty");
      return FALSE;
    }
  for (kind = 0; kind < GROS_N_ACTS; kind++)
    if (g_str_equal (words[0], act_names[kind]))
      break;
  if (kind == GROS_N_ACTS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "Unknown action “%s”", words[0]);
      return FALSE;
    }
  a.kind = kind;
  a.card = GROS_NO_CARD;
  a.target = GROS_NO_CARD;
  a.extra = GROS_NO_CARD;
  a.target_seat = GROS_NO_SEAT;

  for (guint i = 1; words[i] != NULL; i++)
    {
      const char *eq = strchr (words[i], '=');
      g_autofree char *key = NULL;
      char *end = NULL;
      long value;

      if (words[i][0] == '\0')
        continue;
      if (eq == NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” is not key=value", words[i]);
          return FALSE;
        }
      key = g_strndup (words[i], eq - words[i]);
      value = strtol (eq + 1, &end, 10);
      if (end == eq + 1 || *end != '\0' || value < -1 || value > 9999)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” is not a number", eq + 1);
          return FALSE;
        }
      if (g_str_equal (key, "seat") && value >= 1 && value <= GROS_MAX_SEATS)
        a.seat = value - 1;
      else if (g_str_equal (key, "card") && value < GROS_MAX_CARDS)
        a.card = value;
      else if (g_str_equal (key, "target") && value < GROS_MAX_CARDS)
        a.target = value;
      else if (g_str_equal (key, "movie") && value >= 1 && value <= GROS_MAX_SEATS)
        a.target_seat = value - 1;
      else if (g_str_equal (key, "mode") && value >= 0 && value <= 255)
        a.mode = value;
      else if (g_str_equal (key, "extra") && value < GROS_MAX_CARDS)
        a.extra = value;
      /* A viewer's form writes a declared trait as trait= (gros_action_to_string_for()). */
      else if (g_str_equal (key, "trait") && value >= 0 && value < GROS_MAX_TRAITS)
        a.extra = value;
      else
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s” is not a valid part of an action",
                       words[i]);
          return FALSE;
        }
    }
  *out = a;
  return TRUE;
}


static char *
cost_suffix (int cost)
{
  if (cost <= 0)
    return g_strdup ("");
  return g_strdup_printf (ngettext (" (%d popcorn)", " (%d popcorn)", cost), cost);
}

#define card_name(namer, card) gros_namer_card ((namer), (card))

static const char *
card_name_from (GrosNamer *n,
                int        card,
                guint      zone)
{
  return gros_namer_card_in (n, card, zone);
}

/* "a card from Seat 2's hand is revealed": sentences start with a capital. */
static char *
capitalize (char *text)
{
  gunichar first;
  char buffer[8];
  int len;
  char *out;

  if (text == NULL || !g_unichar_islower (first = g_utf8_get_char (text)))
    return text;
  len = g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
  out = g_strdup_printf ("%.*s%s", len, buffer, g_utf8_next_char (text));
  g_free (text);
  return out;
}

static const char *
effect_verb (const GrosGame *g,
             const GrosAction *a)
{
  const GrosScript *script = a->card >= 0 ? gros_script (g, a->card) : NULL;

  if (script == NULL || a->mode == 0 || a->mode > script->n_abilities)
    return NULL;
  switch (script->abilities[a->mode - 1].effect)
    {
    case GROS_EFFECT_STOP_ATTACK:
    case GROS_EFFECT_STOP_RETURN:
      return _("stop the attack");
    case GROS_EFFECT_ATTACK_ADD:
    case GROS_EFFECT_ATTACK_MUL:
    case GROS_EFFECT_ATTACK_TRAITS:
      return _("boost the attack");
    case GROS_EFFECT_ATTACK_DIV:
      return _("weaken the attack");
    case GROS_EFFECT_DEFENSE_ADD:
    case GROS_EFFECT_DEFENSE_MUL:
      return _("strengthen the defense");
    case GROS_EFFECT_KILL:
      return _("kill");
    case GROS_EFFECT_DISCARD_FROM_PLAY:
      return _("discard");
    case GROS_EFFECT_DRAW:
      return _("draw cards");
    case GROS_EFFECT_ATTACH:
      return _("attach to");
    case GROS_EFFECT_REANIMATE:
      return _("bring back");
    case GROS_EFFECT_RECOVER:
      return _("take back");
    case GROS_EFFECT_ATTACK:
      return _("attack");
    case GROS_EFFECT_COUNTER:
      return _("stop");
    case GROS_EFFECT_REVERSE:
      return _("reverse the outcome");
    case GROS_EFFECT_MILL:
      return _("mill");
    case GROS_EFFECT_REVEAL_HAND:
      return _("reveal the hand of");
    default:
      return _("use");
    }
}

/* @a as @n's viewer reads it; nothing of a card it may not know but what is public. */
static char *
describe_action (GrosNamer        *n,
                 const GrosAction *a)
{
  const GrosGame *g = n->g;
  g_autofree char *cost = NULL;
  const char *verb;

  /* A card the reader may not know: no cost, type or ability of it is told. */
  if (a->card >= 0 && a->card < g->n_cards && !gros_namer_sees (n, a->card))
    switch (a->kind)
      {
      case GROS_ACT_PLAY:
        return g_strdup_printf (_("Play %s"), card_name (n, a->card));
      case GROS_ACT_ACTIVATE:
        return g_strdup_printf (_("Use %s"), card_name (n, a->card));
      default:
        break;
      }

  switch (a->kind)
    {
    case GROS_ACT_PASS:
      if (g->phase == GROS_PHASE_PLAY)
        return g_strdup (_("End the Play phase"));
      /* 001: the Characters not cast by now are held back. */
      if (g->phase == GROS_PHASE_SETUP_CAST)
        return g_strdup (_("Done casting: hold back the rest"));
      return g_strdup (_("Pass"));
    case GROS_ACT_CAST_START:
      if (g->params.cast_all)
        return g_strdup_printf (_("Cast %s (free at the start)"), card_name (n, a->card));
      return g_strdup_printf (_("Cast %s as your first Character"), card_name (n, a->card));
    case GROS_ACT_TIP:
      return g_strdup_printf (_("Tip %s for 1 popcorn"), card_name (n, a->card));
    case GROS_ACT_POPCORN_DISCARD:
      return g_strdup_printf (_("Discard %s for 1 popcorn"), card_name (n, a->card));
    case GROS_ACT_DISCARD:
      return g_strdup_printf (_("Discard %s"), card_name (n, a->card));
    case GROS_ACT_END_TURN:
      return g_strdup (_("End your turn"));
    case GROS_ACT_MOVE_PROP:
      return g_strdup_printf (_("Move %s to %s"), card_name (n, a->card), card_name (n, a->target));
    case GROS_ACT_CHOOSE_VICTIM:
      return g_strdup_printf (_("Choose %s as the victim"), card_name (n, a->target));
    case GROS_ACT_CHOOSE:
      /* The Resurrected opening draft: a pick from the packet held. */
      if (g->phase == GROS_PHASE_DRAFT)
        return g_strdup_printf (_("Draft %s into your starting hand"), card_name (n, a->card));
      /* The card whose question this answers says what the answer means. */
      return gros_handlers_describe_choice (g, a, n);
    case GROS_ACT_BANK:
      return g_strdup_printf (_("Reveal and bank %s"), card_name (n, a->card));
    case GROS_ACT_ACTIVATE:
      if (a->mode == 0xfe)
        return g_strdup_printf (_("%s fights %s (Seat %u)"), card_name (n, a->card),
                                card_name (n, a->target), a->target_seat + 1);
      verb = effect_verb (g, a);
      if (a->target != GROS_NO_CARD)
        return g_strdup_printf (_("Use %s: %s %s"), card_name (n, a->card), verb, card_name (n, a->target));
      if (a->target_seat != GROS_NO_SEAT && a->target_seat != a->seat)
        return g_strdup_printf (_("Use %s: %s Seat %u"), card_name (n, a->card), verb != NULL ? verb : "",
                                a->target_seat + 1);
      return g_strdup_printf (_("Use %s: %s"), card_name (n, a->card), verb != NULL ? verb : "");
    case GROS_ACT_PLAY:
      /* What the play costs here: nothing without Popcorn (Classic, Cult Classic) or for the
       * first Character of an empty Movie (001). */
      cost = cost_suffix (gros_play_cost (g, a->card, a->seat));
      verb = effect_verb (g, a);
      /* A Creature attacking with a declared trait (declare-trait handlers put it in extra). */
      if (gros_def (g, a->card)->type == GROS_CARD_TYPE_CREATURE && a->target_seat != GROS_NO_SEAT
          && a->extra >= 0 && a->extra < GROS_MAX_TRAITS && a->mode > 0)
        return g_strdup_printf (_("Attack Seat %u with %s as '%s'%s"), a->target_seat + 1,
                                card_name (n, a->card), gros_card_db_trait_name (g->db, a->extra), cost);
      if (verb != NULL)
        {
          if (a->target != GROS_NO_CARD)
            return g_strdup_printf (_("Play %s to %s %s%s"), card_name (n, a->card), verb,
                                    card_name (n, a->target), cost);
          if (a->target_seat != GROS_NO_SEAT && a->target_seat != a->seat)
            return g_strdup_printf (_("Play %s to %s Seat %u%s"), card_name (n, a->card), verb,
                                    a->target_seat + 1, cost);
          return g_strdup_printf (_("Play %s to %s%s"), card_name (n, a->card), verb, cost);
        }
      switch (gros_def (g, a->card)->type)
        {
        case GROS_CARD_TYPE_CHARACTER:
          return g_strdup_printf (_("Play %s into your Movie%s"), card_name (n, a->card), cost);
        case GROS_CARD_TYPE_PROP:
          if (a->target == GROS_NO_CARD)
            return g_strdup_printf (_("Give %s to the Psycho attack (free)"), card_name (n, a->card));
          return g_strdup_printf (_("Give %s to %s%s"), card_name (n, a->card), card_name (n, a->target), cost);
        case GROS_CARD_TYPE_LOCATION:
          if (a->target != GROS_NO_CARD)
            return g_strdup_printf (_("Combine %s with %s%s"), card_name (n, a->card),
                                    card_name (n, a->target), cost);
          if (a->target_seat == a->seat)
            return g_strdup_printf (_("Set your Movie at %s%s"), card_name (n, a->card), cost);
          return g_strdup_printf (_("Set Seat %u's Movie at %s%s"), a->target_seat + 1,
                                  card_name (n, a->card), cost);
        case GROS_CARD_TYPE_CREATURE:
          return g_strdup_printf (_("Attack Seat %u with %s%s"), a->target_seat + 1,
                                  card_name (n, a->card), cost);
        case GROS_CARD_TYPE_PLOT_TWIST:
          return g_strdup_printf (_("Place %s face down"), card_name (n, a->card));
        case GROS_CARD_TYPE_ROLL_THE_CREDITS:
          return g_strdup_printf (_("Roll the Credits with %s"), card_name (n, a->card));
        default:
          return g_strdup_printf (_("Play %s%s"), card_name (n, a->card), cost);
        }
    default:
      return g_strdup (_("Unknown action"));
    }
}

static char *
describe_event (GrosNamer       *n,
                const GrosEvent *ev)
{
  const GrosGame *g = n->g;

  switch (ev->kind)
    {
    case GROS_EV_SETUP:
      return g_strdup_printf (_("A game for %d seats begins"), ev->value);
    case GROS_EV_SHUFFLE:
      return g_strdup_printf (_("Seat %u shuffles"), ev->seat + 1);
    case GROS_EV_DRAW:
      return g_strdup_printf (_("Seat %u draws a card"), ev->seat + 1);
    case GROS_EV_MOVE:
      /* A card the reader may not know is told by where it came from. */
      return g_strdup_printf (_("%s moves to %s"), card_name_from (n, ev->card, ev->from_zone),
                              ev->to_zone == GROS_ZONE_TABLE ? _("the table")
                              : GROS_ZONE_KIND (ev->to_zone) == GROS_ZONE_DECK ? _("a deck")
                              : GROS_ZONE_KIND (ev->to_zone) == GROS_ZONE_HAND ? _("a hand")
                              : GROS_ZONE_KIND (ev->to_zone) == GROS_ZONE_MOVIE ? _("a Movie")
                              : GROS_ZONE_KIND (ev->to_zone) == GROS_ZONE_GRAVEYARD ? _("a graveyard")
                              : _("the editing-room floor"));
    case GROS_EV_REVEAL:
      return g_strdup_printf (_("%s is revealed"), card_name (n, ev->card));
    case GROS_EV_TIP:
      return g_strdup_printf (_("%s is tipped"), card_name (n, ev->card));
    case GROS_EV_UNTIP:
      return g_strdup_printf (_("%s is untipped"), card_name (n, ev->card));
    case GROS_EV_POPCORN:
      return g_strdup_printf (_("Seat %u has %d popcorn"), ev->seat + 1, ev->value);
    case GROS_EV_PLAY:
      if (ev->card >= 0 && ev->card < g->n_cards && !gros_namer_sees (n, ev->card)
          && (g->cards[ev->card].flags & GROS_CARD_FACE_DOWN))
        return g_strdup_printf (_("Seat %u places a card face down"), ev->seat + 1);
      return g_strdup_printf (_("Seat %u plays %s"), ev->seat + 1, card_name (n, ev->card));
    case GROS_EV_COUNTERED:
      return g_strdup_printf (_("%s is stopped by %s"), card_name (n, ev->card), card_name (n, ev->target));
    case GROS_EV_ATTACK:
      return g_strdup_printf (_("Seat %u attacks Seat %u with %s"), ev->seat + 1, ev->target_seat + 1,
                              ev->card >= 0 ? card_name (n, ev->card) : _("an ability"));
    case GROS_EV_ATTACK_CHANGE:
      return g_strdup_printf (_("The attack changes: %d against %d"), gros_attack_total (g),
                              gros_defense_total (g));
    case GROS_EV_ATTACK_STOPPED:
      return g_strdup_printf (_("%s stops the attack"), card_name (n, ev->card));
    case GROS_EV_ATTACK_RESULT:
      return g_strdup (ev->value ? _("The attack succeeds") : _("The attack fails"));
    case GROS_EV_KILL:
      return g_strdup_printf (_("%s dies"), card_name (n, ev->card));
    case GROS_EV_KNOCK_OUT:
      return g_strdup_printf (_("%s is Knocked Out"), card_name (n, ev->card));
    case GROS_EV_WAKE:
      return g_strdup_printf (_("%s wakes up"), card_name (n, ev->card));
    case GROS_EV_ATTACH:
      return g_strdup_printf (_("%s is attached to %s"), card_name (n, ev->card), card_name (n, ev->target));
    case GROS_EV_BANK:
      return g_strdup_printf (_("Seat %u banks %s for %d points"), ev->seat + 1, card_name (n, ev->card),
                              ev->value);
    case GROS_EV_TURN:
      return g_strdup_printf (_("Turn %d: Seat %u"), ev->value, ev->seat + 1);
    case GROS_EV_PHASE:
      return g_strdup_printf (_("Seat %u discards down to the hand limit"), ev->seat + 1);
    case GROS_EV_PASS:
      return g_strdup_printf (_("Seat %u passes"), ev->seat + 1);
    case GROS_EV_CLIMAX:
      return g_strdup_printf (_("Seat %u rolls the credits: the Climax!"), ev->seat + 1);
    case GROS_EV_CLIMAX_FAILED:
      return g_strdup (_("The Climax fails: no Movie has enough Defense"));
    case GROS_EV_GAME_OVER:
      return g_strdup (_("The movie is over"));
    case GROS_EV_TRAIT:
      return g_strdup_printf (_("%s is now '%s'"), card_name (n, ev->card),
                              gros_card_db_trait_name (g->db, ev->value));
    case GROS_EV_ABILITY:
      return g_strdup_printf (_("%s's ability is used"), card_name (n, ev->card));
    case GROS_EV_TITLE:
      return g_strdup_printf (_("Seat %u has a Title"), ev->seat + 1);
    default:
      return g_strdup ("?");
    }
}

char *
gros_game_describe_action_for (const GrosGame   *game,
                               const GrosAction *action,
                               int               viewer)
{
  GrosNamer namer;
  char *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (action != NULL, NULL);

  gros_namer_init (&namer, game, viewer);
  text = describe_action (&namer, action);
  gros_namer_clear (&namer);
  return viewer == GROS_VIEWER_ALL ? text : capitalize (text);
}

char *
gros_game_describe_action (const GrosGame   *game,
                           const GrosAction *action)
{
  return gros_game_describe_action_for (game, action, GROS_VIEWER_ALL);
}

char *
gros_game_describe_event_for (const GrosGame  *game,
                              const GrosEvent *event,
                              int              viewer)
{
  GrosNamer namer;
  char *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (event != NULL, NULL);

  gros_namer_init (&namer, game, viewer);
  text = describe_event (&namer, event);
  gros_namer_clear (&namer);
  return viewer == GROS_VIEWER_ALL ? text : capitalize (text);
}

char *
gros_game_describe_event (const GrosGame  *game,
                          const GrosEvent *event)
{
  return gros_game_describe_event_for (game, event, GROS_VIEWER_ALL);
}

/* A move another line already tells: a draw (its own line), a card played (its play), a
 * Creature going to attack and back, a card killed or resolved going to the graveyard. */
static gboolean
move_told_elsewhere (guint from,
                     guint to)
{
  guint from_kind = from == GROS_ZONE_TABLE ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (from);
  guint to_kind = to == GROS_ZONE_TABLE ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (to);
  gboolean from_play = from_kind == GROS_ZONE_MOVIE || from_kind == GROS_N_SEAT_ZONES;
  gboolean to_play = to_kind == GROS_ZONE_MOVIE || to_kind == GROS_N_SEAT_ZONES;

  return (from_kind == GROS_ZONE_DECK && to_kind == GROS_ZONE_HAND)
         || (from_kind == GROS_ZONE_HAND && to_play)
         || (from_play && to_play)
         || (from_play && to_kind == GROS_ZONE_GRAVEYARD);
}

char *
gros_game_describe_log_event_for (const GrosGame  *game,
                                  const GrosEvent *event,
                                  int              viewer)
{
  GrosNamer namer;
  char *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (event != NULL, NULL);

  switch (event->kind)
    {
    case GROS_EV_SHUFFLE:
      /* Nothing to follow: a shuffled deck is as unknown as before. */
      return NULL;
    case GROS_EV_MOVE:
      if (move_told_elsewhere (event->from_zone, event->to_zone))
        return NULL;
      if (event->from_zone == GROS_ZONE_TABLE || event->to_zone == GROS_ZONE_TABLE
          || GROS_ZONE_KIND (event->from_zone) != GROS_ZONE_HAND
          || GROS_ZONE_KIND (event->to_zone) != GROS_ZONE_GRAVEYARD)
        break;
      /* From a hand to a graveyard: a discard, said as one. */
      gros_namer_init (&namer, game, viewer);
      text = g_strdup_printf (_("Seat %u discards %s"), GROS_ZONE_SEAT (event->from_zone) + 1,
                              card_name_from (&namer, event->card, event->from_zone));
      gros_namer_clear (&namer);
      return viewer == GROS_VIEWER_ALL ? text : capitalize (text);
    case GROS_EV_DRAW:
      if (event->card < 0 || event->card >= (int) game->n_cards
          || !gros_game_viewer_sees (game, event->card, viewer))
        break;
      /* The drawer reads which card came. */
      gros_namer_init (&namer, game, viewer);
      text = g_strdup_printf (_("Seat %u draws %s"), event->seat + 1,
                              card_name (&namer, event->card));
      gros_namer_clear (&namer);
      return viewer == GROS_VIEWER_ALL ? text : capitalize (text);
    default:
      break;
    }
  return gros_game_describe_event_for (game, event, viewer);
}

char *
gros_game_describe_events_folded (const GrosGame  *game,
                                  const GrosEvent *event,
                                  guint            n,
                                  int              viewer)
{
  g_return_val_if_fail (game != NULL && event != NULL, NULL);

  /* Only cards the viewer does not see: a named card's line stays one by one. */
  if (event->kind != GROS_EV_DRAW || event->card < 0 || event->card >= (int) game->n_cards
      || gros_game_viewer_sees (game, event->card, viewer))
    return NULL;
  return g_strdup_printf (ngettext ("Seat %u draws %u card", "Seat %u draws %u cards", n),
                          event->seat + 1, n);
}

char *
gros_game_explain_card (const GrosGame *game,
                        int             card,
                        guint           seat)
{
  const GrosGame *g = game;
  GrosAction actions[GROS_MAX_ACTIONS];
  const GrosCardDef *def;
  guint n;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);

  n = gros_game_legal_actions (g, actions, G_N_ELEMENTS (actions));
  for (guint i = 0; i < n; i++)
    if (actions[i].card == card && actions[i].kind != GROS_ACT_POPCORN_DISCARD
        && actions[i].kind != GROS_ACT_DISCARD)
      return NULL;

  def = gros_def (g, card);
  if (g->phase == GROS_PHASE_GAME_OVER)
    return g_strdup (_("The movie is over."));
  if (g->deciding != seat)
    return g_strdup_printf (_("It is Seat %u's decision now."), g->deciding + 1);
  if (!gros_in_zone (g, card, GROS_ZONE_HAND) || GROS_ZONE_SEAT (g->cards[card].zone) != seat)
    return g_strdup_printf (_("%s cannot be used now."), def->name);
  if (g->phase == GROS_PHASE_DISCARD)
    return g_strdup (_("Your Play phase is over: you can only discard now."));
  if (g->phase == GROS_PHASE_ATTACK_REACT || g->phase == GROS_PHASE_CLIMAX || g->phase == GROS_PHASE_RESPONSE)
    {
      if (def->type != GROS_CARD_TYPE_SPECIAL_EFFECT)
        return g_strdup (_("Only Special Effects can be played out of turn."));
      return g_strdup_printf (_("%s does not affect what is happening now."), def->name);
    }
  if (g->params.popcorn && def->cost > gros_available_popcorn (g, seat))
    return g_strdup_printf (_("%s costs %d popcorn; you can make %d (tip Buckets or discard cards for more)."),
                            def->name, def->cost, gros_available_popcorn (g, seat));
  switch (def->type)
    {
    case GROS_CARD_TYPE_CREATURE:
      if (g->params.establishing_shot && g->round <= 1)
        return g_strdup (_("During the Establishing Shot you may only affect your own Movie."));
      if (g->seats[seat].creature_attacks_blocked)
        return g_strdup (_("You may make no more Creature attacks this turn."));
      return g_strdup_printf (_("%s cannot attack any Movie now."), def->name);
    case GROS_CARD_TYPE_PROP:
      return g_strdup (_("A Prop must go to one of your Characters, and each Character may get one new Prop a turn."));
    case GROS_CARD_TYPE_PLOT_TWIST:
      return g_strdup (_("You may place only one Plot Twist face down per turn."));
    case GROS_CARD_TYPE_ROLL_THE_CREDITS:
      return g_strdup_printf (_("Roll the Credits needs a Movie with %d Defense; yours has %d."),
                              g->params.credits_defense, gros_movie_total (g, seat, FALSE));
    case GROS_CARD_TYPE_SPECIAL_EFFECT:
      return g_strdup_printf (_("%s has nothing to act on now."), def->name);
    default:
      return g_strdup_printf (_("%s cannot be played now."), def->name);
    }
}
