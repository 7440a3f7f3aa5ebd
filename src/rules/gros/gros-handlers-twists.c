/* gros-handlers-twists.c: named C handlers for Plot Twists and the last odd cards: doomsday,
 * encores and revenge attacks, combined Vampires, Props that follow a Character. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-handlers-private.h"

/* ---- doomsday ------------------------------------------------------------------------
 * Banked while its Movie holds more Characters than any other: every Character of every
 * Movie dies. */
static void
doomsday_enumerate (const GrosGame *g,
                    int             card,
                    guint           index,
                    guint           seat,
                    gboolean        reacting,
                    GrosActKind     kind,
                    GrosActionList *list)
{
  int all[GROS_MAX_CARDS];
  guint mine;

  if (kind != GROS_ACT_BANK || (reacting && g->phase != GROS_PHASE_CLIMAX))
    return;
  mine = gros_handler_movie_characters (g, seat, FALSE, all);
  for (guint t = 0; t < g->n_seats; t++)
    if (t != seat && gros_handler_movie_characters (g, t, FALSE, all) >= mine)
      return;
  gros_handler_push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD, GROS_NO_CARD);
}

static void
doomsday_resolve (GrosRun           *r,
                  int                card,
                  const GrosAbility *ab,
                  const GrosAction  *a)
{
  GrosGame *g = r->g;
  int all[GROS_MAX_CARDS];
  guint n = 0;

  for (guint t = 0; t < g->n_seats; t++)
    n += gros_handler_movie_characters (g, t, FALSE, all + n);
  for (guint i = 0; i < n; i++)
    if (gros_in_zone (g, all[i], GROS_ZONE_MOVIE))
      gros_kill (r, all[i], a->seat);
}

/* ---- return-for-discard --------------------------------------------------------------
 * (Its attack resolved) on a success its player may discard a card matching `filter` from
 * hand to take the attacking Creature back into their hand afterwards. */
static void
return_for_discard_resolve (GrosRun           *r,
                            int                card,
                            const GrosAbility *ab,
                            const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (g->attack.active && g->attack.success && g->attack.origin == card)
    gros_handler_ask (r, g->attack.attacker, card, ab, CHOICE_DISCARD_TO_RETURN, GROS_NO_CARD,
                      g->attack.attacker, 0);
}

static void
return_for_discard_choices (const GrosGame  *g,
                            const GrosFrame *frame,
                            GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (gros_filter_matches (g, &ab->filter, c, frame->card))
        gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                  frame->seat, c, GROS_NO_CARD);
    }
  if (list->len > 0)
    gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                              GROS_NO_CARD, GROS_NO_CARD);
}

static void
return_for_discard_choose (GrosRun          *r,
                           GrosFrame        *frame,
                           const GrosAction *a)
{
  GrosGame *g = r->g;

  gros_handler_pop_frame (r);
  if (a->kind != GROS_ACT_CHOOSE || a->target == GROS_NO_CARD
      || !gros_in_zone (g, a->target, GROS_ZONE_HAND) || !g->attack.active)
    return;
  gros_discard (r, a->target);
  g->attack.after_flags |= GROS_AFTER_RETURN_TO_HAND;
}

static char *
return_for_discard_describe (const GrosGame   *g,
                             const GrosFrame  *frame,
                             const GrosAction *a,
                             GrosNamer        *namer)
{
  return g_strdup_printf (_("Discard %s to take %s back"), gros_namer_card (namer, a->target),
                          gros_namer_card (namer, frame->card));
}

/* ---- vampire-encore, revenge-attack --------------------------------------------------
 * Face-down Twists banked as a death happens, never by a bank action. vampire-encore: a
 * successful 'Vampire' attack of its controller kills a Character; the same Movie is then
 * attacked with three times the victim's printed Defense. revenge-attack: its controller's
 * Character of highest Defense dies; the victim's printed Defense is banked and the killer's
 * Movie is attacked with three times its Defense plus what its attachments added. Either
 * attack has the use's traits and starts once no attack is in progress. */

/* The Twist's controller owes an attack with the traits of ability @mode of @card. */
static void
queue_attack (GrosGame *g,
              guint     seat,
              int       card,
              guint     mode,
              guint     defender,
              int       strength)
{
  GrosSeat *s = &g->seats[seat];

  if (defender >= g->n_seats || defender == seat)
    return;
  s->queued_target = defender + 1;
  s->queued_card = card;
  s->queued_mode = mode;
  s->queued_strength = MAX (strength, 0);
}

static gboolean
twist_waiting (const GrosGame *g,
               int             card)
{
  return gros_in_zone (g, card, GROS_ZONE_MOVIE) && (g->cards[card].flags & GROS_CARD_FACE_DOWN);
}

/* vampire-encore: the victim of a successful attack its controller made with one of the
 * use's traits ('Vampire'). */
static gboolean
encore_before_kill (GrosRun *r,
                    int      card,
                    guint    index,
                    int      victim,
                    guint    killer_seat,
                    gboolean saving)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = &gros_def (g, card)->script->abilities[index];
  guint              seat = gros_handler_seat_of (g, card);
  GrosTraits traits;

  if (saving || !twist_waiting (g, card) || !g->attack.active || !g->attack.resolved
      || !g->attack.success || g->attack.attacker != seat || killer_seat != seat
      || !gros_handler_is_character (g, victim)
      || GROS_ZONE_SEAT (g->cards[victim].zone) != g->attack.defender)
    return FALSE;
  gros_attack_traits (g, &traits);
  if (!gros_traits_has (&traits, GROS_TRAIT_VAMPIRE))
    return FALSE;
  gros_handler_ask (r, seat, card, ab, CHOICE_ENCORE, victim, g->attack.defender,
                    3 * gros_handler_printed_defense (g, victim));
  return FALSE;
}

/* revenge-attack: its controller's Character of highest Defense. */
static gboolean
revenge_before_kill (GrosRun *r,
                     int      card,
                     guint    index,
                     int      victim,
                     guint    killer_seat,
                     gboolean saving)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = &gros_def (g, card)->script->abilities[index];
  guint              seat = gros_handler_seat_of (g, card);
  int all[GROS_MAX_CARDS];
  int defense, strength;
  guint n;

  if (saving || !twist_waiting (g, card) || g->cards[victim].zone != g->cards[card].zone
      || !gros_handler_is_character (g, victim) || (g->cards[victim].flags & GROS_CARD_FACE_DOWN))
    return FALSE;
  defense = gros_defense_of (g, victim, FALSE);
  n = gros_handler_movie_characters (g, seat, FALSE, all);
  for (guint i = 0; i < n; i++)
    if (gros_defense_of (g, all[i], FALSE) > defense)
      return FALSE;
  strength = 3 * defense;
  GROS_FOR_ZONE_MATES (g, victim, i)
    if (g->cards[i].host == victim)
      strength += gros_defense_of (g, i, FALSE);
  gros_handler_ask (r, seat, card, ab, CHOICE_REVENGE, victim, killer_seat, strength);
  return FALSE;
}

static void
death_twist_enumerate (const GrosGame *g,
                       int             card,
                       guint           index,
                       guint           seat,
                       gboolean        reacting,
                       GrosActKind     kind,
                       GrosActionList *list)
{
  /* Banked only when its death happens. */
}

static void
death_twist_choices (const GrosGame  *g,
                     const GrosFrame *frame,
                     GrosActionList  *list)
{
  if (!twist_waiting (g, frame->card))
    return;
  gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                            frame->target_seat, frame->card, GROS_NO_CARD);
  gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                            GROS_NO_CARD, GROS_NO_CARD);
}

static void
death_twist_choose (GrosRun          *r,
                    GrosFrame        *frame,
                    const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosFrame f = *frame;
  int points;

  gros_handler_pop_frame (r);
  if (a->kind != GROS_ACT_CHOOSE || !twist_waiting (g, f.card))
    return;
  points = f.kind == CHOICE_REVENGE              ? gros_handler_printed_defense (g, f.target)
           : gros_def (g, f.card)->stat_variable ? 0
                                                 : gros_def (g, f.card)->stat;
  gros_handler_bank_now (r, f.card, f.seat, points);
  queue_attack (g, f.seat, f.card, f.mode, f.target_seat, f.value);
}

static char *
death_twist_describe (const GrosGame   *g,
                      const GrosFrame  *frame,
                      const GrosAction *a,
                      GrosNamer        *namer)
{
  if (frame->target_seat < g->n_seats && frame->target_seat != frame->seat)
    return g_strdup_printf (_("Bank %s and attack Seat %u with %d"),
                            gros_namer_card (namer, frame->card), frame->target_seat + 1,
                            frame->value);
  return g_strdup_printf (_("Bank %s"), gros_namer_card (namer, frame->card));
}

/* ---- combine-vampires ----------------------------------------------------------------
 * A Creature its attacker may add to their own attack with one of the use's traits, from
 * hand during the attack: both attack together, one more victim on a success. */
static void
combine_own_enumerate (const GrosGame *g,
                       int             card,
                       guint           index,
                       guint           seat,
                       gboolean        reacting,
                       GrosActKind     kind,
                       GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  GrosTraits traits;

  if (kind != GROS_ACT_PLAY || !gros_handler_attack_open (g) || g->attack.attacker != seat
      || g->attack.kind == GROS_ATTACK_DUEL || g->attack.kind == GROS_ATTACK_BRAWL
      || gros_handler_free_combined_slot (g) < 0 || g->attack.forced == GROS_OUTCOME_STOPPED)
    return;
  gros_attack_traits (g, &traits);
  if (gros_traits_intersects (&traits, &ab->attack_traits))
    gros_handler_push_action (list, kind, seat, card, index + 1, g->attack.defender, GROS_NO_CARD,
                              GROS_NO_CARD);
}

static void
combine_own_resolve (GrosRun           *r,
                     int                card,
                     const GrosAbility *ab,
                     const GrosAction  *a)
{
  if (gros_handler_combine_into_attack (r, card, a->seat))
    r->g->attack.extra_victims++;
}

/* ---- weapon-for-stalker --------------------------------------------------------------
 * A Prop any seat may give, free, to an attack by a Creature matching `filter`, as a
 * 'Weapon': the attack then succeeds whatever the figures. */
static void
stalker_enumerate (const GrosGame *g,
                   int             card,
                   guint           index,
                   guint           seat,
                   gboolean        reacting,
                   GrosActKind     kind,
                   GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  gboolean found;

  if (kind != GROS_ACT_PLAY || !gros_handler_attack_open (g)
      || g->attack.forced != GROS_OUTCOME_BY_STRENGTH)
    return;
  found = g->attack.origin != GROS_NO_CARD
          && gros_filter_matches (g, &ab->filter, g->attack.origin, card);
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    found |= g->attack.combined[i] != GROS_NO_CARD
             && gros_filter_matches (g, &ab->filter, g->attack.combined[i], card);
  if (found)
    gros_handler_push_action (list, kind, seat, card, index + 1, g->attack.defender, GROS_NO_CARD,
                              GROS_NO_CARD);
}

static void
stalker_resolve (GrosRun           *r,
                 int                card,
                 const GrosAbility *ab,
                 const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (!g->attack.active)
    return;
  gros_move (r, card, GROS_ZONE_TABLE, FALSE);
  g->cards[card].flags |= GROS_CARD_SPENT;
  g->cards[card].aux = GROS_AUX_PSYCHO_WEAPON;
  if (g->attack.forced != GROS_OUTCOME_STOPPED)
    g->attack.forced = GROS_OUTCOME_ALWAYS_SUCCEEDS;
  gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, a->seat, card, GROS_NO_CARD,
                    gros_attack_total (g) - gros_defense_total (g));
}

/* ---- triple-prop ---------------------------------------------------------------------
 * Banked during an attack on its Movie: it attaches to one of the Movie's Props matching
 * `filter` (target); its own modifiers (`on host`) then change that Prop. */
static void
attach_twist_enumerate (const GrosGame *g,
                        int             card,
                        guint           index,
                        guint           seat,
                        gboolean        reacting,
                        GrosActKind     kind,
                        GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  if (kind != GROS_ACT_BANK)
    return;
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (c != card && gros_def (g, c)->type == GROS_CARD_TYPE_PROP && gros_card_active (g, c)
          && gros_filter_matches (g, &ab->filter, c, card))
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
attach_twist_resolve (GrosRun           *r,
                      int                card,
                      const GrosAbility *ab,
                      const GrosAction  *a)
{
  if (a->target != GROS_NO_CARD && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE)
      && r->g->cards[a->target].zone == r->g->cards[card].zone)
    gros_attach (r, card, a->target);
}

/* ---- defense-psycho-attack -----------------------------------------------------------
 * Banked: its controller may attack another Movie (target_seat; their own for none) with
 * the total Defense, Props included, of their Characters matching `filter`. */
static void
defense_attack_enumerate (const GrosGame *g,
                          int             card,
                          guint           index,
                          guint           seat,
                          gboolean        reacting,
                          GrosActKind     kind,
                          GrosActionList *list)
{
  if (kind == GROS_ACT_BANK && (!reacting || g->phase == GROS_PHASE_CLIMAX))
    gros_handler_push_attack_targets (g, card, index, seat, reacting, kind, GROS_NO_CARD,
                                      GROS_NO_CARD, GROS_NO_CARD, TRUE, list);
}

static void
defense_attack_resolve (GrosRun           *r,
                        int                card,
                        const GrosAbility *ab,
                        const GrosAction  *a)
{
  GrosGame *g = r->g;
  int all[GROS_MAX_CARDS];
  guint     n = gros_handler_movie_characters (g, a->seat, TRUE, all);
  int strength = 0;

  if (a->target_seat == a->seat)
    return;
  for (guint i = 0; i < n; i++)
    if (gros_filter_matches (g, &ab->filter, all[i], card))
      strength += gros_character_total (g, all[i], FALSE);
  gros_handler_ability_attack (r, ab, a->seat, a->target_seat, strength);
}

/* ---- prop-from-graveyard -------------------------------------------------------------
 * A Prop matching `filter` from its controller's graveyard (target) goes into play on one
 * of their Characters (extra); during an attack, only on their own Movie. */
void
gros_handler_grave_prop_enumerate (const GrosGame *g,
                                   int             card,
                                   guint           index,
                                   guint           seat,
                                   gboolean        reacting,
                                   GrosActKind     kind,
                                   GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);
  int holders[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_ACTIVATE
      || (reacting && !(gros_handler_attack_open (g) && g->attack.defender == seat)))
    return;
  n = gros_handler_movie_characters (g, seat, TRUE, holders);
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int prop = gros_zone_at (g, grave, i);

      if (gros_def (g, prop)->type != GROS_CARD_TYPE_PROP
          || !gros_filter_matches (g, &ab->filter, prop, card))
        continue;
      for (guint k = 0; k < n; k++)
        if (gros_prop_can_go_on (g, prop, holders[k], FALSE))
          gros_handler_push_action (list, kind, seat, card, index + 1, seat, prop, holders[k]);
    }
}

/* ---- The table ---------------------------------------------------------------------- */

const GrosHandler gros_twists_handlers[] = {
  { .name = "doomsday", .enumerate = doomsday_enumerate, .resolve = doomsday_resolve },
  { .name = "return-for-discard",
    .resolve = return_for_discard_resolve,
    .choices = return_for_discard_choices,
    .choose = return_for_discard_choose,
    .describe = return_for_discard_describe },
  { .name = "vampire-encore",
    .enumerate = death_twist_enumerate,
    .choices = death_twist_choices,
    .choose = death_twist_choose,
    .before_kill = encore_before_kill,
    .describe = death_twist_describe },
  { .name = "revenge-attack",
    .enumerate = death_twist_enumerate,
    .choices = death_twist_choices,
    .choose = death_twist_choose,
    .before_kill = revenge_before_kill,
    .describe = death_twist_describe },
  { .name = "combine-vampires",
    .enumerate = combine_own_enumerate,
    .resolve = combine_own_resolve },
  { .name = "weapon-for-stalker",
    .enumerate = stalker_enumerate,
    .resolve = stalker_resolve,
    .flags = GROS_HANDLER_FREE },
  { .name = "triple-prop", .enumerate = attach_twist_enumerate, .resolve = attach_twist_resolve },
  { .name = "defense-psycho-attack",
    .enumerate = defense_attack_enumerate,
    .resolve = defense_attack_resolve },
};
const guint gros_twists_handlers_count = G_N_ELEMENTS (gros_twists_handlers);
