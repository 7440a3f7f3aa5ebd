/* gros-game-handlers.c: named C handlers for abilities the vocabulary cannot say, and the
 * choice frames they ask questions with. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-game-private.h"

/* Choice kinds of the handlers below (GrosFrame.kind). */
enum
{
  CHOICE_DISCARD_OR_SELF = 1,
  CHOICE_CURSE_BEARER,      /* which of the tied Characters takes the Curse */
  CHOICE_RANDOM_VICTIM,     /* bank the Twist and let chance pick the victim, or not */
  CHOICE_REDISTRIBUTE,      /* give the dying Character's Props to the others */
  CHOICE_STEAL,             /* take a Character of the attacked Movie, or stop */
  CHOICE_MIMIC_HOST,        /* which of the tied Characters the Creature clings to */
  CHOICE_PROP_TRAIT,        /* the trait whose Props get double Defense */
  CHOICE_EXTRA_KILL,        /* another Character of the attacked Movie to kill */
  CHOICE_UPRISING,          /* the next Character to bring back */
  CHOICE_FIRST_CREATURE,    /* the first Creature of a combined attack from the graveyard */
  CHOICE_SECOND_CREATURE,   /* ... and the second */
  CHOICE_SAVE,              /* pay to save a dying Character, or not */
  CHOICE_BORROW_TRAIT,      /* a trait from the attacked Movie's graveyard, or stop */
  CHOICE_DISCARD_TO_RETURN, /* discard a card to take the Creature back, or not */
  CHOICE_ENCORE,            /* bank the Twist for a second attack, or not */
  CHOICE_REVENGE,           /* bank the Twist for a revenge attack, or not */
};

/* Figures printed on the cards these handlers serve (the vocabulary has no slot for them). */
#define CRITTER_DEFENSE      4  /* the Defense of a Creature that moves into a Movie */
#define BORROWED_TRAIT_BONUS 5  /* Attack for each trait borrowed from a graveyard */
#define BUILDING_GRAVE_CARDS 5  /* graveyard cards that follow a Location to the deck */

static void
push_action (GrosActionList *list,
             GrosActKind     kind,
             guint           seat,
             int             card,
             guint           mode,
             guint           target_seat,
             int             target,
             int             extra)
{
  GrosAction a = { 0 };

  a.kind = kind;
  a.seat = seat;
  a.card = card;
  a.mode = mode;
  a.target_seat = target_seat;
  a.target = target;
  a.extra = extra;
  gros_list_push (list, &a);
}

static gboolean
establishing_shot (const GrosGame *g)
{
  return g->params.establishing_shot && g->round <= 1;
}

void
gros_push_choice (GrosRun *r,
                  guint    seat,
                  int      card,
                  guint    mode,
                  guint    kind,
                  int      value)
{
  GrosFrame frame = { 0 };

  if (r->g->n_frames >= GROS_MAX_FRAMES)
    return;
  frame.phase = GROS_PHASE_CHOICE;
  frame.seat = seat;
  frame.card = card;
  frame.mode = mode;
  frame.kind = kind;
  frame.value = value;
  frame.target = GROS_NO_CARD;
  frame.target_seat = seat;
  gros_push_frame (r->g, &frame);
}

static const GrosHandler *
frame_handler (const GrosGame  *g,
               const GrosFrame *frame)
{
  const GrosScript *script = gros_script (g, frame->card);

  if (script == NULL || frame->mode == 0 || frame->mode > script->n_abilities)
    return NULL;
  return gros_ability_handler (&script->abilities[frame->mode - 1]);
}

void
gros_enumerate_choice (const GrosGame *g,
                       GrosActionList *list)
{
  const GrosFrame *frame = &g->frames[g->n_frames - 1];
  const GrosHandler *h = frame_handler (g, frame);

  if (h != NULL && h->choices != NULL)
    h->choices (g, frame, list);
}

gboolean
gros_apply_choice (GrosRun          *r,
                   const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosFrame *frame;
  const GrosHandler *h;

  if (g->n_frames == 0 || g->frames[g->n_frames - 1].phase != GROS_PHASE_CHOICE)
    return FALSE;
  frame = &g->frames[g->n_frames - 1];
  h = frame_handler (g, frame);
  if (h == NULL || h->choose == NULL)
    return FALSE;
  h->choose (r, frame, a);
  return TRUE;
}

/* ---- Helpers ------------------------------------------------------------------------ */

/* The mode (ability index + 1) of @ab on @card. */
static guint
mode_of (const GrosGame    *g,
         int                card,
         const GrosAbility *ab)
{
  const GrosScript *script = gros_def (g, card)->script;

  g_assert (script != NULL && ab >= script->abilities
            && ab < script->abilities + script->n_abilities);
  return (guint) (ab - script->abilities) + 1;
}

static const GrosAbility *
frame_ability (const GrosGame  *g,
               const GrosFrame *frame)
{
  return &gros_def (g, frame->card)->script->abilities[frame->mode - 1];
}

/* Asks @seat a question for ability @ab of @card (a GROS_PHASE_CHOICE frame); FALSE when the
 * decision stack is full and nothing was asked. */
static gboolean
ask (GrosRun           *r,
     guint              seat,
     int                card,
     const GrosAbility *ab,
     guint              kind,
     int                target,
     guint              target_seat,
     int                value)
{
  GrosGame *g = r->g;
  GrosFrame *frame;

  if (g->n_frames >= GROS_MAX_FRAMES)
    return FALSE;
  gros_push_choice (r, seat, card, mode_of (g, card, ab), kind, value);
  frame = &g->frames[g->n_frames - 1];
  frame->target = target;
  frame->target_seat = target_seat;
  return TRUE;
}

static void
pop_frame (GrosRun *r)
{
  g_assert (r->g->n_frames > 0);
  r->g->n_frames--;
}

/* A Character, or a card cast as one (a Creature that moved into a Movie). */
static gboolean
is_character (const GrosGame *g,
              int             card)
{
  return gros_def (g, card)->type == GROS_CARD_TYPE_CHARACTER
         || g->cards[card].stat_override != GROS_STAT_OVERRIDE_NONE;
}

/* The Characters cast in @seat's Movie (face up, not attached): @out holds them. */
static guint
movie_characters (const GrosGame *g,
                  guint           seat,
                  gboolean        active_only,
                  int            *out)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  guint n = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (!is_character (g, c) || (g->cards[c].flags & GROS_CARD_FACE_DOWN)
          || g->cards[c].host != GROS_NO_CARD)
        continue;
      if (active_only && !gros_card_active (g, c))
        continue;
      out[n++] = c;
    }
  return n;
}

static int
printed_defense (const GrosGame *g,
                 int             card)
{
  if (g->cards[card].stat_override != GROS_STAT_OVERRIDE_NONE)
    return GROS_STAT_FROM_OVERRIDE (g->cards[card].stat_override);
  return gros_def (g, card)->stat;
}

static guint
seat_of (const GrosGame *g,
         int             card)
{
  return MIN (gros_controller (g, card), (guint) g->n_seats - 1);
}

static guint
owner_seat (const GrosGame *g,
            int             card)
{
  return MIN (g->cards[card].owner, (guint) g->n_seats - 1);
}

/* Points for @seat, as a banked Twist gives them. */
static void
add_points (GrosRun *r,
            guint    seat,
            int      card,
            int      points)
{
  r->g->seats[seat].banked += points;
  gros_emit_simple (r, GROS_EV_BANK, seat, card, GROS_NO_CARD, points);
}

/* Reveals and banks a face-down Twist outside a bank action (an answer to a question). */
static void
bank_now (GrosRun *r,
          int      card,
          guint    seat,
          int      points)
{
  GrosGame *g = r->g;

  g->cards[card].flags &= ~GROS_CARD_FACE_DOWN;
  g->cards[card].flags |= GROS_CARD_BANKED;
  gros_reveal (r, card);
  add_points (r, seat, card, points);
  gros_emit_simple (r, GROS_EV_ABILITY, seat, card, GROS_NO_CARD, GROS_EFFECT_HANDLER);
}

/* A grant no player needs to read about (a note, a rule on a card). */
static void
add_grant_quiet (GrosGame *g,
                 int       card,
                 int       kind,
                 int       trait,
                 int       value,
                 int       until,
                 int       source)
{
  GrosGrant *grant;

  if (g->n_grants >= GROS_MAX_GRANTS)
    return;
  grant = &g->grants[g->n_grants++];
  grant->card = card;
  grant->kind = kind;
  grant->trait = trait;
  grant->value = value;
  grant->until = until;
  grant->source = source;
}

static gboolean
has_grant (const GrosGame *g,
           int             card,
           int             kind,
           int             source)
{
  for (guint i = 0; i < g->n_grants; i++)
    if (g->grants[i].card == card && g->grants[i].kind == kind
        && (source == GROS_NO_CARD || g->grants[i].source == source))
      return TRUE;
  return FALSE;
}

static void
grant_traits (GrosRun          *r,
              int               card,
              const GrosTraits *traits)
{
  for (guint t = 0; t < GROS_MAX_TRAITS; t++)
    if (gros_traits_has (traits, t))
      gros_add_grant (r, card, GROS_GRANT_ADD_TRAIT, t, 0, GROS_UNTIL_GAME_END, card);
}

/* The reaction window of an attack whose outcome is still open. */
static gboolean
attack_open (const GrosGame *g)
{
  return g->phase == GROS_PHASE_ATTACK_REACT && g->attack.active && !g->attack.resolved;
}

static int
free_combined_slot (const GrosGame *g)
{
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    if (g->attack.combined[i] == GROS_NO_CARD)
      return i;
  return -1;
}

/* May @seat start an attack of its own now (its turn, nothing else going on)? */
static gboolean
may_start_attack (const GrosGame *g,
                  guint           seat,
                  gboolean        reacting)
{
  return !reacting && !g->attack.active && !establishing_shot (g) && g->active == seat;
}

/* A face-down Creature put under @twist, or GROS_NO_CARD. */
static int
creature_under (const GrosGame *g,
                int             twist,
                gboolean        face_down)
{
  GROS_FOR_ZONE_MATES (g, twist, i)
    if (g->cards[i].host == twist && gros_def (g, i)->type == GROS_CARD_TYPE_CREATURE
        && ((g->cards[i].flags & GROS_CARD_FACE_DOWN) != 0) == face_down)
      return i;
  return GROS_NO_CARD;
}

/* Does some card of @seat's Movie match @filter (seen from @self)? */
static gboolean
movie_has (const GrosGame   *g,
           guint             seat,
           const GrosFilter *filter,
           int               self)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (gros_card_active (g, c) && gros_filter_matches (g, filter, c, self))
        return TRUE;
    }
  return FALSE;
}

/* ---- declare-trait, must-declare-trait ---------------------------------------------
 * A Creature whose attacker declares one of the attack_traits as it is played ("declare
 * whether it is X or Y"); the declared trait is `extra`. With must-declare-trait the plain
 * play is not offered: a declaration is required. */
static void
declare_trait_enumerate (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int avail = gros_available_popcorn (g, seat);

  if (reacting || kind != GROS_ACT_PLAY || g->seats[seat].creature_attacks_blocked
      || establishing_shot (g))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      if (!gros_attack_can_target (g, card, seat, t))
        continue;
      for (guint trait = 0; trait < GROS_MAX_TRAITS; trait++)
        {
          GrosTraits traits;

          if (!gros_traits_has (&ab->attack_traits, trait))
            continue;
          /* What the attack costs on that Movie, with the declared trait. */
          gros_card_traits (g, card, &traits);
          gros_traits_add (&traits, trait);
          if (gros_def (g, card)->cost + gros_attack_tax (g, t, &traits) <= avail)
            push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, trait);
        }
    }
}

static void
declare_trait_resolve (GrosRun           *r,
                       int                card,
                       const GrosAbility *ab,
                       const GrosAction  *a)
{
  GrosTraits declared = { { 0, 0 } }, traits;

  if (a->extra >= 0 && a->extra < GROS_MAX_TRAITS)
    gros_traits_add (&declared, a->extra);
  gros_card_traits (r->g, card, &traits);
  traits.bits[0] |= declared.bits[0];
  traits.bits[1] |= declared.bits[1];
  gros_pay (r, a->seat, gros_attack_tax (r->g, a->target_seat, &traits));
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, card, 0, &declared);
}

/* ---- creature-to-my-hand -------------------------------------------------------------
 * After the current Creature attack, the Creature goes to the hand of the seat that played
 * this card instead of the graveyard. */
static void
creature_to_my_hand_enumerate (const GrosGame *g,
                               int             card,
                               guint           index,
                               guint           seat,
                               gboolean        reacting,
                               GrosActKind     kind,
                               GrosActionList *list)
{
  if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && g->attack.kind == GROS_ATTACK_CREATURE
      && g->attack.origin != GROS_NO_CARD && !(g->attack.after_flags & GROS_AFTER_TO_SEAT_HAND))
    push_action (list, kind, seat, card, index + 1, GROS_NO_SEAT, g->attack.origin, GROS_NO_CARD);
}

static void
creature_to_my_hand_resolve (GrosRun           *r,
                             int                card,
                             const GrosAbility *ab,
                             const GrosAction  *a)
{
  r->g->attack.after_flags |= GROS_AFTER_TO_SEAT_HAND;
  r->g->attack.after_seat = a->seat;
}

/* ---- kill-pair -----------------------------------------------------------------------
 * Kill a card matching `filter` and one matching `per_filter` in the same Movie (target and
 * extra). */
static void
kill_pair_enumerate (const GrosGame *g,
                     int             card,
                     guint           index,
                     guint           seat,
                     gboolean        reacting,
                     GrosActKind     kind,
                     GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];

  if (reacting && g->phase != GROS_PHASE_CLIMAX
      && !(g->phase == GROS_PHASE_ATTACK_REACT && !g->attack.resolved))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, t);

      if (establishing_shot (g) && t != seat)
        continue;
      if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && t != g->attack.defender)
        continue;
      for (guint i = 0; i < gros_zone_size (g, zone); i++)
        {
          int first = gros_zone_at (g, zone, i);

          if (!gros_card_active (g, first) || !gros_filter_matches (g, &ab->filter, first, card))
            continue;
          for (guint j = 0; j < gros_zone_size (g, zone); j++)
            {
              int second = gros_zone_at (g, zone, j);

              if (second != first && gros_card_active (g, second)
                  && gros_filter_matches (g, &ab->per_filter, second, card))
                push_action (list, kind, seat, card, index + 1, t, first, second);
            }
        }
    }
}

static void
kill_pair_resolve (GrosRun           *r,
                   int                card,
                   const GrosAbility *ab,
                   const GrosAction  *a)
{
  if (a->target != GROS_NO_CARD && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE))
    gros_kill (r, a->target, a->seat);
  if (a->extra != GROS_NO_CARD && gros_in_zone (r->g, a->extra, GROS_ZONE_MOVIE))
    gros_kill (r, a->extra, a->seat);
}

/* ---- discard-card-or-self ------------------------------------------------------------
 * (A trigger, e.g. at Fill Up) its controller discards a card from hand, or else this card
 * is discarded from play. */
static void
discard_or_self_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  gros_push_choice (r, gros_controller (r->g, card), card, mode_of (r->g, card, ab),
                    CHOICE_DISCARD_OR_SELF, 0);
}

static void
discard_or_self_choices (const GrosGame  *g,
                         const GrosFrame *frame,
                         GrosActionList  *list)
{
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
                 gros_zone_at (g, hand, i), GROS_NO_CARD);
  /* Or give up the card itself. */
  push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
               frame->card, GROS_NO_CARD);
}

static void
discard_or_self_choose (GrosRun          *r,
                        GrosFrame        *frame,
                        const GrosAction *a)
{
  int card = frame->card;

  pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD && a->target != card)
    gros_discard (r, a->target);
  else if (gros_in_zone (r->g, card, GROS_ZONE_MOVIE))
    gros_discard (r, card);
}

static char *
discard_or_self_describe (const GrosGame   *g,
                          const GrosFrame  *frame,
                          const GrosAction *a,
                          GrosNamer        *namer)
{
  if (a->target == frame->card)
    return g_strdup_printf (_("Discard %s from play"), gros_namer_card (namer, a->target));
  return g_strdup_printf (_("Discard %s from your hand"), gros_namer_card (namer, a->target));
}

/* ---- return-and-rest (a Creature that fails goes back to hand, idle for the turn) ----- */
static void
return_and_rest_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (g->cards[card].zone != GROS_ZONE_TABLE && !gros_in_zone (g, card, GROS_ZONE_MOVIE))
    return;
  gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_HAND, owner_seat (g, card)), FALSE);
  add_grant_quiet (g, card, GROS_GRANT_RESTING, 0, 0, GROS_UNTIL_END_OF_TURN, card);
}

/* ---- curse-passes-down ---------------------------------------------------------------
 * A Twist revealed (banked later, if ever) onto the weakest Character matching `filter` in
 * its Movie; at the end of each of its controller's turns its bearer dies and it passes to
 * the next weakest. `counter` counts the deaths it caused. With no bearer left it is banked
 * after two such deaths, or discarded. */

/* The weakest active Characters matching @filter in @seat's Movie, @skip aside. */
static guint
weakest (const GrosGame   *g,
         guint             seat,
         const GrosFilter *filter,
         int               self,
         int               skip,
         gboolean          printed,
         int              *out)
{
  int all[GROS_MAX_CARDS];
  guint n_all = movie_characters (g, seat, TRUE, all), n = 0;
  int best = G_MAXINT;

  for (guint i = 0; i < n_all; i++)
    {
      int c = all[i];
      int d;

      if (c == skip || (filter != NULL && !gros_filter_matches (g, filter, c, self)))
        continue;
      d = printed ? printed_defense (g, c) : gros_defense_of (g, c, FALSE);
      if (d < best)
        {
          best = d;
          n = 0;
        }
      if (d == best)
        out[n++] = c;
    }
  return n;
}

static void
curse_enumerate (const GrosGame *g,
                 int             card,
                 guint           index,
                 guint           seat,
                 gboolean        reacting,
                 GrosActKind     kind,
                 GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int bearers[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || reacting)
    return;
  n = weakest (g, seat, &ab->filter, card, GROS_NO_CARD, FALSE, bearers);
  for (guint i = 0; i < n; i++)
    push_action (list, kind, seat, card, index + 1, seat, bearers[i], GROS_NO_CARD);
}

/* Revealing it banks nothing yet. */
static int
curse_bank_points (const GrosGame   *g,
                   int               card,
                   const GrosAction *a)
{
  return 0;
}

/* Its bearer is gone (@old): on to the next weakest, or the end of the Curse. */
static void
curse_pass_on (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               int                old)
{
  GrosGame *g = r->g;
  guint seat = seat_of (g, card);
  int next[GROS_MAX_CARDS];
  guint n = weakest (g, seat, &ab->filter, card, old, FALSE, next);

  g->cards[card].host = GROS_NO_CARD;
  if (n == 0)
    {
      if (g->cards[card].counter >= 2)
        {
          g->cards[card].flags |= GROS_CARD_BANKED;
          add_points (r, seat, card, gros_def (g, card)->stat);
        }
      else
        gros_discard (r, card);
      return;
    }
  if (n == 1 || !ask (r, seat, card, ab, CHOICE_CURSE_BEARER, old, seat, 0))
    gros_attach (r, card, next[0]);
}

static void
curse_resolve (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               const GrosAction  *a)
{
  GrosGame *g = r->g;
  int bearer = g->cards[card].host;

  if (ab->use == GROS_USE_BANK)
    {
      /* Revealed, not banked: it stays in play, on its first bearer. */
      g->cards[card].flags &= ~GROS_CARD_BANKED;
      g->cards[card].counter = 0;
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
        gros_attach (r, card, a->target);
      return;
    }
  if (bearer == GROS_NO_CARD || (g->cards[card].flags & GROS_CARD_FACE_DOWN))
    return;
  if (ab->trigger == GROS_TRIGGER_HOST_LEAVES)
    {
      curse_pass_on (r, card, ab, bearer);
      return;
    }
  /* The end of its controller's turn: the bearer dies (passing it on as it leaves). */
  if (g->cards[card].counter < G_MAXUINT8)
    g->cards[card].counter++;
  gros_kill (r, bearer, seat_of (g, card));
  if (gros_in_zone (g, bearer, GROS_ZONE_MOVIE) && g->cards[card].counter > 0)
    g->cards[card].counter--;   /* saved: not one of its deaths */
}

static void
curse_choices (const GrosGame  *g,
               const GrosFrame *frame,
               GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  int next[GROS_MAX_CARDS];
  guint n;

  if (!gros_in_zone (g, frame->card, GROS_ZONE_MOVIE) || g->cards[frame->card].host != GROS_NO_CARD)
    return;
  n = weakest (g, seat_of (g, frame->card), &ab->filter, frame->card, frame->value, FALSE, next);
  for (guint i = 0; i < n; i++)
    push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
                 next[i], GROS_NO_CARD);
}

static void
curse_choose (GrosRun          *r,
              GrosFrame        *frame,
              const GrosAction *a)
{
  int card = frame->card;

  pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD
      && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE)
      && r->g->cards[a->target].zone == r->g->cards[card].zone)
    gros_attach (r, card, a->target);
}

static char *
attach_describe (const GrosGame   *g,
                 const GrosFrame  *frame,
                 const GrosAction *a,
                 GrosNamer        *namer)
{
  return g_strdup_printf (_("Attach %s to %s"), gros_namer_card (namer, frame->card),
                          gros_namer_card (namer, a->target));
}

/* ---- creature-under-twist ------------------------------------------------------------
 * A Twist placed face down with a Creature from hand (matching `filter`) face down under it;
 * it is only ever placed this way. */
static void
creature_under_enumerate (const GrosGame *g,
                          int             card,
                          guint           index,
                          guint           seat,
                          gboolean        reacting,
                          GrosActKind     kind,
                          GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

  if (kind != GROS_ACT_PLAY || reacting)
    return;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (c != card && gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
          && gros_filter_matches (g, &ab->filter, c, card))
        push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
creature_under_resolve (GrosRun           *r,
                        int                card,
                        const GrosAbility *ab,
                        const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat);

  g->cards[card].flags |= GROS_CARD_FACE_DOWN | GROS_CARD_CAST_THIS_TURN;
  gros_move (r, card, movie, FALSE);
  g->seats[a->seat].twists_played_turn = g->turn;
  if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_HAND))
    {
      g->cards[a->target].flags |= GROS_CARD_FACE_DOWN;
      gros_attach (r, a->target, card);
    }
}

/* ---- hidden-creature-defends ---------------------------------------------------------
 * Banked during an attack on its Movie: the Creature under it is shown and its Attack
 * joins the Movie's Defense for the attack; afterwards it goes back to its owner's hand. */
static void
hidden_creature_enumerate (const GrosGame *g,
                           int             card,
                           guint           index,
                           guint           seat,
                           gboolean        reacting,
                           GrosActKind     kind,
                           GrosActionList *list)
{
  int creature = creature_under (g, card, TRUE);

  if (kind == GROS_ACT_BANK && creature != GROS_NO_CARD && attack_open (g)
      && g->attack.n_ops < GROS_MAX_ATTACK_OPS)
    push_action (list, kind, seat, card, index + 1, seat, creature, GROS_NO_CARD);
}

/* A Creature shown to defend: off to the table for the attack, its Attack on the Defense. */
static void
creature_defends (GrosRun *r,
                  int      creature,
                  guint    aux,
                  gboolean spent)
{
  GrosGame *g = r->g;

  g->cards[creature].flags &= ~GROS_CARD_FACE_DOWN;
  gros_reveal (r, creature);
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  g->cards[creature].aux = aux;
  if (spent)
    g->cards[creature].flags |= GROS_CARD_SPENT;
  gros_attack_add_op (r, 1, GROS_OP_ADD, gros_def (g, creature)->stat);
}

static void
hidden_creature_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  int creature = creature_under (r->g, card, TRUE);

  if (creature != GROS_NO_CARD && r->g->attack.active)
    creature_defends (r, creature, GROS_AUX_BACK_TO_HAND, FALSE);
}

/* ---- creature-from-hand-defends ------------------------------------------------------
 * Banked during an attack on its Movie: a Creature from hand (matching `filter`) is shown,
 * its Attack joins the Defense, and it is discarded once the attack is over. */
static void
hand_creature_enumerate (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

  if (kind != GROS_ACT_BANK || !attack_open (g) || g->attack.n_ops >= GROS_MAX_ATTACK_OPS)
    return;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
          && gros_filter_matches (g, &ab->filter, c, card))
        push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
hand_creature_resolve (GrosRun           *r,
                       int                card,
                       const GrosAbility *ab,
                       const GrosAction  *a)
{
  if (a->target != GROS_NO_CARD && gros_in_zone (r->g, a->target, GROS_ZONE_HAND)
      && r->g->attack.active)
    creature_defends (r, a->target, 0, TRUE);
}

/* ---- attack helpers for Twists and abilities that attack -------------------------- */

/* Pushes one use per Movie @seat could attack now (with @creature, when given), and, when
 * @optional, one aimed at its own Movie that makes no attack. */
static void
push_attack_targets (const GrosGame *g,
                     int             card,
                     guint           index,
                     guint           seat,
                     gboolean        reacting,
                     GrosActKind     kind,
                     int             target,
                     int             extra,
                     int             creature,
                     gboolean        optional,
                     GrosActionList *list)
{
  if (optional)
    push_action (list, kind, seat, card, index + 1, seat, target, extra);
  if (!may_start_attack (g, seat, reacting)
      || (creature != GROS_NO_CARD && g->seats[seat].creature_attacks_blocked))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      if (t == seat || (creature != GROS_NO_CARD && !gros_attack_can_target (g, creature, seat, t)))
        continue;
      push_action (list, kind, seat, card, index + 1, t, target, extra);
    }
}

/* An attack made by an ability (no card attacks), strength @strength, traits of @ab. */
static void
ability_attack (GrosRun           *r,
                const GrosAbility *ab,
                guint              seat,
                guint              defender,
                int                strength)
{
  GrosTraits traits = ab->attack_traits;

  if (defender >= r->g->n_seats || defender == seat || r->g->attack.active)
    return;
  gros_attack_begin (r, GROS_ATTACK_EFFECT, seat, defender, GROS_NO_CARD, MAX (strength, 0),
                     &traits);
}

/* ---- pay-to-kill-each ----------------------------------------------------------------
 * A Special Effect aimed at a Movie: its player pays one popcorn for each Character there
 * matching `filter`, and they all die. */

/* The Characters of @seat's Movie it would kill (those a Special Effect may target). */
static guint
pay_to_kill_victims (const GrosGame *g,
                     int             card,
                     const GrosAbility *ab,
                     guint           seat,
                     int            *out)
{
  int all[GROS_MAX_CARDS];
  guint n_all = movie_characters (g, seat, TRUE, all), n = 0;

  for (guint i = 0; i < n_all; i++)
    {
      gboolean shielded = FALSE;

      if (!gros_filter_matches (g, &ab->filter, all[i], card))
        continue;
      GROS_FOR_ZONE_MATES (g, all[i], k)
        if (g->cards[k].host == all[i] && gros_card_active (g, k)
            && gros_script (g, k) != NULL)
          for (guint m = 0; m < gros_script (g, k)->n_mods; m++)
            shielded |= gros_script (g, k)->mods[m].kind == GROS_MOD_NO_FX_TARGET
                        && gros_script (g, k)->mods[m].target == GROS_SCOPE_HOST;
      if (!shielded)
        out[n++] = all[i];
    }
  return n;
}

static void
pay_to_kill_enumerate (const GrosGame *g,
                       int             card,
                       guint           index,
                       guint           seat,
                       gboolean        reacting,
                       GrosActKind     kind,
                       GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int avail = gros_available_popcorn (g, seat) - gros_def (g, card)->cost;

  if (kind != GROS_ACT_PLAY || (reacting && g->phase != GROS_PHASE_CLIMAX && !attack_open (g)))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      int victims[GROS_MAX_CARDS];
      guint n;

      if ((establishing_shot (g) && t != seat) || (attack_open (g) && t != g->attack.defender))
        continue;
      n = pay_to_kill_victims (g, card, ab, t, victims);
      if (n > 0 && (int) n <= avail)
        push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, GROS_NO_CARD);
    }
}

static void
pay_to_kill_resolve (GrosRun           *r,
                     int                card,
                     const GrosAbility *ab,
                     const GrosAction  *a)
{
  GrosGame *g = r->g;
  int victims[GROS_MAX_CARDS];
  guint n;

  if (a->target_seat >= g->n_seats)
    return;
  n = pay_to_kill_victims (g, card, ab, a->target_seat, victims);
  if (n == 0 || !gros_pay (r, a->seat, n))
    return;
  for (guint i = 0; i < n; i++)
    if (gros_in_zone (g, victims[i], GROS_ZONE_MOVIE))
      gros_kill (r, victims[i], a->seat);
}

/* ---- sacrifice-and-strike ------------------------------------------------------------
 * Banked with a 'Male' and a 'Female' Character in its Movie: one of them (target) dies, its
 * printed Defense is banked, and its player may attack another Movie (target_seat) with
 * three times the pair's Defense (extra is the partner) and the use's traits. */
static void
sacrifice_strike_enumerate (const GrosGame *g,
                            int             card,
                            guint           index,
                            guint           seat,
                            gboolean        reacting,
                            GrosActKind     kind,
                            GrosActionList *list)
{
  int all[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || reacting)
    return;
  n = movie_characters (g, seat, TRUE, all);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      if (i != j && gros_has_trait (g, all[i], GROS_TRAIT_MALE)
          && gros_has_trait (g, all[j], GROS_TRAIT_FEMALE))
        {
          /* Either partner may be the one who dies. */
          push_attack_targets (g, card, index, seat, reacting, kind, all[i], all[j],
                               GROS_NO_CARD, TRUE, list);
          push_attack_targets (g, card, index, seat, reacting, kind, all[j], all[i],
                               GROS_NO_CARD, TRUE, list);
        }
}

static int
target_printed_defense (const GrosGame   *g,
                        int               card,
                        const GrosAction *a)
{
  return a->target != GROS_NO_CARD ? printed_defense (g, a->target) : 0;
}

static void
sacrifice_strike_resolve (GrosRun           *r,
                          int                card,
                          const GrosAbility *ab,
                          const GrosAction  *a)
{
  GrosGame *g = r->g;
  int strength;

  if (a->target == GROS_NO_CARD || a->extra == GROS_NO_CARD
      || !gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
    return;
  strength = 3 * (gros_defense_of (g, a->target, FALSE) + gros_defense_of (g, a->extra, FALSE));
  gros_kill (r, a->target, a->seat);
  if (a->target_seat != a->seat)
    ability_attack (r, ab, a->seat, a->target_seat, strength);
}

/* ---- creature-moves-in ---------------------------------------------------------------
 * (On a failed attack) the Creature stays in the Movie it attacked, cast as a Character of
 * Defense CRITTER_DEFENSE that gains the use's traits. */
static void
moves_in_resolve (GrosRun           *r,
                  int                card,
                  const GrosAbility *ab,
                  const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint defender = a->target_seat;

  if (g->cards[card].zone != GROS_ZONE_TABLE || defender >= g->n_seats)
    return;
  gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_MOVIE, defender), FALSE);
  g->cards[card].stat_override = GROS_STAT_OVERRIDE (CRITTER_DEFENSE);
  grant_traits (r, card, &ab->attack_traits);
}

/* ---- random-victim -------------------------------------------------------------------
 * Once a victim is chosen in its Movie, its controller may bank it: chance picks the victim
 * among all of that Movie's Characters instead, the victim's printed Defense is banked, and
 * its Props may go to the others first. */
static gboolean
random_victim_chosen (GrosRun *r,
                      int      card,
                      guint    index,
                      int      victim)
{
  const GrosAbility *ab = &gros_def (r->g, card)->script->abilities[index];

  return ask (r, seat_of (r->g, card), card, ab, CHOICE_RANDOM_VICTIM, victim,
              seat_of (r->g, card), 0);
}

static void
random_victim_enumerate (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list)
{
  /* Only ever banked when a victim is chosen. */
}

/* Props of @dying that could go to another Character of its Movie (prop, new holder). */
static void
redistribute_options (const GrosGame  *g,
                      const GrosFrame *frame,
                      GrosActionList  *list)
{
  int dying = frame->target;
  int others[GROS_MAX_CARDS];
  guint n;

  if (dying == GROS_NO_CARD || !gros_in_zone (g, dying, GROS_ZONE_MOVIE))
    return;
  n = movie_characters (g, GROS_ZONE_SEAT (g->cards[dying].zone), TRUE, others);
  GROS_FOR_ZONE_MATES (g, dying, p)
    {
      if (g->cards[p].host != dying || gros_def (g, p)->type != GROS_CARD_TYPE_PROP)
        continue;
      for (guint i = 0; i < n; i++)
        if (others[i] != dying && gros_prop_can_go_on (g, p, others[i], FALSE))
          push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                       frame->seat, p, others[i]);
    }
}

static void
random_victim_choices (const GrosGame  *g,
                       const GrosFrame *frame,
                       GrosActionList  *list)
{
  if (frame->kind == CHOICE_REDISTRIBUTE)
    redistribute_options (g, frame, list);
  else if (g->cards[frame->card].flags & GROS_CARD_FACE_DOWN)
    push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
                 frame->card, GROS_NO_CARD);
  push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
               GROS_NO_CARD);
}

static guint
killer_of_attack (const GrosGame *g,
                  guint           fallback)
{
  return g->attack.active ? g->attack.attacker : fallback;
}

static void
random_victim_choose (GrosRun          *r,
                      GrosFrame        *frame,
                      const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = frame_ability (g, frame);
  int card = frame->card;
  int victim = frame->target;
  guint seat = frame->seat;
  guint killer = killer_of_attack (g, seat);
  int all[GROS_MAX_CARDS];
  GrosActionList none = { NULL, 0, 0 };
  guint n;

  if (frame->kind == CHOICE_REDISTRIBUTE)
    {
      if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD && a->extra != GROS_NO_CARD)
        {
          g->cards[a->target].host = a->extra;
          gros_emit_simple (r, GROS_EV_ATTACH, seat, a->target, a->extra, 0);
          redistribute_options (g, frame, &none);
          if (none.len > 0)
            return;
        }
      pop_frame (r);
      if (gros_in_zone (g, victim, GROS_ZONE_MOVIE))
        gros_kill (r, victim, killer);
      return;
    }

  pop_frame (r);
  if (a->kind != GROS_ACT_CHOOSE || !(g->cards[card].flags & GROS_CARD_FACE_DOWN))
    {
      if (gros_in_zone (g, victim, GROS_ZONE_MOVIE))
        gros_kill (r, victim, killer);
      return;
    }
  /* The Characters are shuffled face down and the attacker picks one blindly. */
  n = movie_characters (g, seat, FALSE, all);
  if (n == 0)
    {
      bank_now (r, card, seat, 0);
      return;
    }
  victim = all[gros_rng_below (g, n)];
  bank_now (r, card, seat, printed_defense (g, victim));
  if (ask (r, seat, card, ab, CHOICE_REDISTRIBUTE, victim, seat, 0))
    {
      redistribute_options (g, &g->frames[g->n_frames - 1], &none);
      if (none.len > 0)
        return;
      pop_frame (r);
    }
  gros_kill (r, victim, killer);
}

static char *
random_victim_describe (const GrosGame   *g,
                        const GrosFrame  *frame,
                        const GrosAction *a,
                        GrosNamer        *namer)
{
  if (frame->kind == CHOICE_REDISTRIBUTE)
    return g_strdup_printf (_("Give %s to %s"), gros_namer_card (namer, a->target),
                            gros_namer_card (namer, a->extra));
  return g_strdup_printf (_("Bank %s: the victim is drawn at random"),
                          gros_namer_card (namer, frame->card));
}

/* ---- graveyard-lair ------------------------------------------------------------------
 * Once banked, once a turn its controller may put a Creature matching `filter` from their
 * graveyard face up under it (when none is there), and may attack with it as if from hand;
 * afterwards it is removed from the game. The activated use does both (target: the
 * Creature, in the graveyard to take it, under the Twist to attack with it). */
static void
lair_enumerate (const GrosGame *g,
                int             card,
                guint           index,
                guint           seat,
                gboolean        reacting,
                GrosActKind     kind,
                GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int creature;

  if (kind == GROS_ACT_BANK)
    {
      if (!reacting || g->phase == GROS_PHASE_CLIMAX)
        push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD, GROS_NO_CARD);
      return;
    }
  if (kind != GROS_ACT_ACTIVATE || reacting)
    return;
  creature = creature_under (g, card, FALSE);
  if (creature == GROS_NO_CARD)
    {
      guint grave = gros_graveyard_zone (g, seat);

      if (g->cards[card].flags & GROS_CARD_USED)
        return;
      for (guint i = 0; i < gros_zone_size (g, grave); i++)
        {
          int c = gros_zone_at (g, grave, i);

          if (gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
              && gros_filter_matches (g, &ab->filter, c, card))
            push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
        }
      return;
    }
  if (!may_start_attack (g, seat, reacting) || g->seats[seat].creature_attacks_blocked)
    return;
  for (guint t = 0; t < g->n_seats; t++)
    if (gros_attack_can_target (g, creature, seat, t)
        && gros_def (g, creature)->cost + gros_creature_attack_tax (g, creature, t)
           <= gros_available_popcorn (g, seat))
      push_action (list, kind, seat, card, index + 1, t, creature, GROS_NO_CARD);
}

static void
lair_resolve (GrosRun           *r,
              int                card,
              const GrosAbility *ab,
              const GrosAction  *a)
{
  GrosGame *g = r->g;
  int creature = a->target;

  if (ab->use != GROS_USE_ACTIVATE || creature == GROS_NO_CARD)
    return;
  if (gros_in_zone (g, creature, GROS_ZONE_GRAVEYARD))
    {
      gros_attach (r, creature, card);
      g->cards[card].flags |= GROS_CARD_USED;
      return;
    }
  if (g->cards[creature].host != card
      || !gros_pay (r, a->seat, gros_def (g, creature)->cost
                                + gros_creature_attack_tax (g, creature, a->target_seat)))
    return;
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, creature, 0, NULL);
  g->attack.after_flags |= GROS_AFTER_REMOVE;
}

/* ---- steal-characters ----------------------------------------------------------------
 * (Its attack resolved) on a success, instead of killing a victim, its player may take any
 * number of the attacked Movie's Characters into their own Movie for `cost` popcorn each;
 * the cards attached to them are discarded. */
static void
steal_resolve (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (!g->attack.success || !g->attack.active)
    return;
  ask (r, g->attack.attacker, card, ab, CHOICE_STEAL, GROS_NO_CARD, g->attack.defender, 0);
}

static void
steal_choices (const GrosGame  *g,
               const GrosFrame *frame,
               GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  int all[GROS_MAX_CARDS];
  guint n;

  if (gros_available_popcorn (g, frame->seat) >= ab->cost)
    {
      n = movie_characters (g, frame->target_seat, FALSE, all);
      for (guint i = 0; i < n; i++)
        if (gros_filter_matches (g, &ab->filter, all[i], frame->card))
          push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                       frame->target_seat, all[i], GROS_NO_CARD);
    }
  push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
               GROS_NO_CARD);
}

/* Takes @character into @seat's Movie; what was attached to it is discarded. */
static void
take_character (GrosRun *r,
                int      character,
                guint    seat)
{
  GrosGame *g = r->g;
  int attached[GROS_MAX_CARDS];
  guint n = 0;

  GROS_FOR_ZONE_MATES (g, character, i)
    if (g->cards[i].host == character)
      attached[n++] = i;
  for (guint i = 0; i < n; i++)
    if (g->cards[attached[i]].host == character && gros_in_zone (g, attached[i], GROS_ZONE_MOVIE))
      gros_discard (r, attached[i]);
  gros_move (r, character, GROS_ZONE_ID (GROS_ZONE_MOVIE, seat), FALSE);
}

static void
steal_choose (GrosRun          *r,
              GrosFrame        *frame,
              const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = frame_ability (g, frame);
  GrosActionList left = { NULL, 0, 0 };

  if (a->kind != GROS_ACT_CHOOSE || a->target == GROS_NO_CARD
      || !gros_pay (r, frame->seat, ab->cost))
    {
      pop_frame (r);
      return;
    }
  take_character (r, a->target, frame->seat);
  frame->value++;
  /* Stealing replaces killing a victim. */
  g->attack.victims_left = 0;
  steal_choices (g, frame, &left);
  if (left.len <= 1)
    pop_frame (r);
}

static char *
steal_describe (const GrosGame   *g,
                const GrosFrame  *frame,
                const GrosAction *a,
                GrosNamer        *namer)
{
  return g_strdup_printf (_("Take %s into your Movie (%d popcorn)"),
                          gros_namer_card (namer, a->target),
                          frame_ability (g, frame)->cost);
}

/* ---- mimic-attaches ------------------------------------------------------------------
 * (Its attack resolved) on a success it clings to the Character of lowest printed Defense
 * in the attacked Movie instead of killing a victim (its player picks among ties). At the
 * end of that Movie's turns it kills its host and moves to the next lowest; with none left
 * it dies. Its host dying otherwise takes it along. */
static void
mimic_settle (GrosRun           *r,
              int                card,
              const GrosAbility *ab,
              guint              movie,
              int                skip)
{
  GrosGame *g = r->g;
  int hosts[GROS_MAX_CARDS];
  guint n = weakest (g, movie, NULL, card, skip, TRUE, hosts);

  if (n == 0)
    {
      if (gros_in_zone (g, card, GROS_ZONE_MOVIE))
        gros_discard (r, card);
      return;
    }
  if (n == 1 || !ask (r, owner_seat (g, card), card, ab, CHOICE_MIMIC_HOST, skip, movie, 0))
    gros_attach (r, card, hosts[0]);
}

static void
mimic_resolve (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               const GrosAction  *a)
{
  GrosGame *g = r->g;
  int host = g->cards[card].host;

  if (ab->trigger == GROS_TRIGGER_ATTACK_RESOLVED)
    {
      int all[GROS_MAX_CARDS];

      if (!g->attack.success || g->cards[card].zone != GROS_ZONE_TABLE
          || movie_characters (g, g->attack.defender, TRUE, all) == 0)
        return;
      g->attack.victims_left = 0;
      mimic_settle (r, card, ab, g->attack.defender, GROS_NO_CARD);
      return;
    }
  /* The end of its Movie's turn: its host dies and it moves on. */
  if (host == GROS_NO_CARD || !gros_in_zone (g, card, GROS_ZONE_MOVIE))
    return;
  g->cards[card].host = GROS_NO_CARD;
  gros_kill (r, host, owner_seat (g, card));
  mimic_settle (r, card, ab, GROS_ZONE_SEAT (g->cards[card].zone), host);
}

static void
mimic_choices (const GrosGame  *g,
               const GrosFrame *frame,
               GrosActionList  *list)
{
  int hosts[GROS_MAX_CARDS];
  guint n = weakest (g, frame->target_seat, NULL, frame->card, frame->target, TRUE, hosts);

  for (guint i = 0; i < n; i++)
    push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                 frame->target_seat, hosts[i], GROS_NO_CARD);
}

static void
mimic_choose (GrosRun          *r,
              GrosFrame        *frame,
              const GrosAction *a)
{
  int card = frame->card;

  pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD
      && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE)
      && (r->g->cards[card].zone == GROS_ZONE_TABLE || gros_in_zone (r->g, card, GROS_ZONE_MOVIE)))
    gros_attach (r, card, a->target);
}

/* ---- stopped-alien-to-hand -----------------------------------------------------------
 * A Special Effect that stops an attack with one of its traits; with a card matching
 * `filter` in its player's Movie, the stopped Creature goes to that player's hand. */
static void
stop_to_hand_enumerate (const GrosGame *g,
                        int             card,
                        guint           index,
                        guint           seat,
                        gboolean        reacting,
                        GrosActKind     kind,
                        GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  GrosTraits traits;

  if (!attack_open (g) || g->attack.forced == GROS_OUTCOME_STOPPED)
    return;
  gros_attack_traits (g, &traits);
  if (gros_traits_is_empty (&ab->attack_traits)
      || gros_traits_intersects (&traits, &ab->attack_traits))
    push_action (list, kind, seat, card, index + 1, GROS_NO_SEAT, GROS_NO_CARD, GROS_NO_CARD);
}

static void
stop_to_hand_resolve (GrosRun           *r,
                      int                card,
                      const GrosAbility *ab,
                      const GrosAction  *a)
{
  GrosGame *g = r->g;
  int origin = g->attack.origin;

  if (!g->attack.active)
    return;
  g->attack.forced = GROS_OUTCOME_STOPPED;
  gros_emit_simple (r, GROS_EV_ATTACK_STOPPED, a->seat, card, origin, 0);
  if (origin != GROS_NO_CARD && g->cards[origin].zone == GROS_ZONE_TABLE
      && gros_def (g, origin)->type == GROS_CARD_TYPE_CREATURE
      && movie_has (g, a->seat, &ab->filter, card))
    {
      g->attack.after_flags |= GROS_AFTER_TO_SEAT_HAND;
      g->attack.after_seat = a->seat;
    }
}

/* ---- prop-trait-doubling -------------------------------------------------------------
 * Banked while its Movie holds a Prop matching `filter`: it stops the current attack (a use
 * flagged during-attack, for the attacks of its traits) or discards a card of its Movie with
 * one of its traits (target); then its controller names a trait of one of those Props, and
 * every Prop of the Movie with that trait has its Defense doubled while it stays. */
static void
prop_trait_enumerate (const GrosGame *g,
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
  if (ab->flags & GROS_USE_ATTACK)
    {
      if (attack_open (g) && g->attack.forced != GROS_OUTCOME_STOPPED)
        push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD, GROS_NO_CARD);
      return;
    }
  if (reacting && g->phase != GROS_PHASE_CLIMAX)
    return;
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      GrosTraits traits;

      if (c == card || !gros_card_active (g, c))
        continue;
      gros_card_traits (g, c, &traits);
      if (gros_traits_intersects (&traits, &ab->attack_traits))
        push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
prop_trait_resolve (GrosRun           *r,
                    int                card,
                    const GrosAbility *ab,
                    const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target == GROS_NO_CARD)
    {
      if (g->attack.active)
        {
          g->attack.forced = GROS_OUTCOME_STOPPED;
          gros_emit_simple (r, GROS_EV_ATTACK_STOPPED, a->seat, card, g->attack.origin, 0);
        }
    }
  else if (gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
    gros_discard (r, a->target);
  ask (r, a->seat, card, ab, CHOICE_PROP_TRAIT, GROS_NO_CARD, a->seat, 0);
}

static void
prop_trait_choices (const GrosGame  *g,
                    const GrosFrame *frame,
                    GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, frame->seat);
  GrosTraits offered = { { 0, 0 } };

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      GrosTraits traits;

      if (gros_def (g, c)->type != GROS_CARD_TYPE_PROP || !gros_card_active (g, c)
          || !gros_filter_matches (g, &ab->filter, c, frame->card))
        continue;
      gros_card_traits (g, c, &traits);
      for (guint t = 0; t < GROS_MAX_TRAITS; t++)
        if (gros_traits_has (&traits, t) && !gros_traits_has (&offered, t))
          {
            gros_traits_add (&offered, t);
            push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                         frame->seat, c, t);
          }
    }
}

static void
prop_trait_choose (GrosRun          *r,
                   GrosFrame        *frame,
                   const GrosAction *a)
{
  int card = frame->card;

  pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->extra >= 0 && a->extra < GROS_MAX_TRAITS
      && gros_in_zone (r->g, card, GROS_ZONE_MOVIE))
    add_grant_quiet (r->g, card, GROS_GRANT_PROP_TRAIT_MUL, a->extra, 2, GROS_UNTIL_SOURCE_LEAVES,
                     card);
}

static char *
prop_trait_describe (const GrosGame   *g,
                     const GrosFrame  *frame,
                     const GrosAction *a,
                     GrosNamer        *namer)
{
  return g_strdup_printf (_("Double the Defense of every '%s' Prop"),
                          gros_card_db_trait_name (g->db, a->extra));
}

/* ---- open-combine --------------------------------------------------------------------
 * A Location: during an attack on its Movie, any other seat may pay for a Creature of its
 * own matching `filter` and combine it with the attack (an activated use offered to every
 * seat: target is the Creature). On a success each such seat may kill one more Character
 * of the Movie (the `defended` trigger asks them). `counter` holds the seats, a bit each. */
static void
open_combine_enumerate (const GrosGame *g,
                        int             card,
                        guint           index,
                        guint           seat,
                        gboolean        reacting,
                        GrosActKind     kind,
                        GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  int avail = gros_available_popcorn (g, seat);

  if (kind != GROS_ACT_ACTIVATE || !attack_open (g) || g->attack.defender != seat_of (g, card)
      || seat == g->attack.defender || free_combined_slot (g) < 0
      || g->attack.kind == GROS_ATTACK_DUEL || g->attack.kind == GROS_ATTACK_BRAWL)
    return;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE && gros_def (g, c)->cost <= avail
          && gros_filter_matches (g, &ab->filter, c, card))
        push_action (list, kind, seat, card, index + 1, g->attack.defender, c, GROS_NO_CARD);
    }
}

/* Adds @creature to the current attack as a combined Creature. */
static gboolean
combine_into_attack (GrosRun *r,
                     int      creature,
                     guint    seat)
{
  GrosGame *g = r->g;
  int slot = free_combined_slot (g);

  if (slot < 0 || !g->attack.active)
    return FALSE;
  g->cards[creature].flags &= ~GROS_CARD_FACE_DOWN;
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  g->attack.combined[slot] = creature;
  gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, seat, creature, GROS_NO_CARD,
                    gros_attack_total (g) - gros_defense_total (g));
  return TRUE;
}

static void
open_combine_resolve (GrosRun           *r,
                      int                card,
                      const GrosAbility *ab,
                      const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (ab->use == GROS_USE_TRIGGER)
    {
      guint seats = g->cards[card].counter;

      g->cards[card].counter = 0;
      if (!g->attack.success)
        return;
      for (guint s = 0; s < g->n_seats; s++)
        if (seats & (1u << s))
          ask (r, s, card, ab, CHOICE_EXTRA_KILL, GROS_NO_CARD, g->attack.defender, 0);
      return;
    }
  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_HAND)
      || !gros_pay (r, a->seat, gros_def (g, a->target)->cost))
    return;
  if (combine_into_attack (r, a->target, a->seat))
    g->cards[card].counter |= 1u << a->seat;
}

static void
extra_kill_choices (const GrosGame  *g,
                    const GrosFrame *frame,
                    GrosActionList  *list)
{
  int all[GROS_MAX_CARDS];
  guint n = movie_characters (g, frame->target_seat, FALSE, all);

  for (guint i = 0; i < n; i++)
    push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->target_seat,
                 all[i], GROS_NO_CARD);
  push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
               GROS_NO_CARD);
}

static void
extra_kill_choose (GrosRun          *r,
                   GrosFrame        *frame,
                   const GrosAction *a)
{
  guint seat = frame->seat;

  pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD
      && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE))
    gros_kill (r, a->target, seat);
}

static char *
kill_describe (const GrosGame   *g,
               const GrosFrame  *frame,
               const GrosAction *a,
               GrosNamer        *namer)
{
  return g_strdup_printf (_("Kill %s"), gros_namer_card (namer, a->target));
}

/* ---- deck-bottom-with-graveyard ------------------------------------------------------
 * (Leaving play) the card and BUILDING_GRAVE_CARDS random cards of its owner's graveyard go
 * to the bottom of the owner's deck. */
static void
deck_bottom_grave_resolve (GrosRun           *r,
                           int                card,
                           const GrosAbility *ab,
                           const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint owner = owner_seat (g, card);
  guint deck = gros_deck_zone (g, owner);
  guint grave = gros_graveyard_zone (g, g->cards[card].owner);

  gros_move (r, card, deck, TRUE);
  for (guint i = 0; i < BUILDING_GRAVE_CARDS && gros_zone_size (g, grave) > 0; i++)
    gros_move (r, gros_zone_at (g, grave, gros_rng_below (g, gros_zone_size (g, grave))), deck,
               TRUE);
}

/* ---- gun-from-graveyard --------------------------------------------------------------
 * Banked during an attack on its Movie: a Prop matching `filter` from its controller's
 * graveyard (target) goes, free and past the Prop Limit, onto one of their Characters
 * (extra), when that changes the outcome of the attack. */
static gboolean
attach_changes_outcome (const GrosGame *g,
                        GrosGame       *scratch,
                        int             prop,
                        int             character)
{
  GrosRun run = { scratch, NULL, NULL };

  gros_game_copy (scratch, g);
  gros_attach (&run, prop, character);
  return gros_attack_would_succeed (scratch) != gros_attack_would_succeed (g);
}

static void
gun_enumerate (const GrosGame *g,
               int             card,
               guint           index,
               guint           seat,
               gboolean        reacting,
               GrosActKind     kind,
               GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);
  g_autofree GrosGame *scratch = NULL;
  int holders[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || !attack_open (g) || g->attack.defender != seat)
    return;
  n = movie_characters (g, seat, TRUE, holders);
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int prop = gros_zone_at (g, grave, i);

      if (gros_def (g, prop)->type != GROS_CARD_TYPE_PROP
          || !gros_filter_matches (g, &ab->filter, prop, card))
        continue;
      for (guint k = 0; k < n; k++)
        {
          if (!gros_prop_can_go_on (g, prop, holders[k], FALSE))
            continue;
          if (scratch == NULL)
            scratch = g_new (GrosGame, 1);
          if (attach_changes_outcome (g, scratch, prop, holders[k]))
            push_action (list, kind, seat, card, index + 1, seat, prop, holders[k]);
        }
    }
}

static void
gun_resolve (GrosRun           *r,
             int                card,
             const GrosAbility *ab,
             const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target != GROS_NO_CARD && a->extra != GROS_NO_CARD
      && gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD)
      && gros_in_zone (g, a->extra, GROS_ZONE_MOVIE))
    gros_attach (r, a->target, a->extra);
}

/* ---- cyborg --------------------------------------------------------------------------
 * Banked with a Character matching `filter` and a 'Gun' Prop in its controller's
 * graveyard: the Character (target) comes back into their Movie with the use's traits,
 * the Gun (extra) becomes part of it (it keeps the Gun's Defense and abilities and the Gun
 * can no longer be moved), and the Character's printed Defense is banked. */
static void
cyborg_enumerate (const GrosGame *g,
                  int             card,
                  guint           index,
                  guint           seat,
                  gboolean        reacting,
                  GrosActKind     kind,
                  GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);

  if (kind != GROS_ACT_BANK || (reacting && g->phase != GROS_PHASE_CLIMAX))
    return;
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int who = gros_zone_at (g, grave, i);

      if (gros_def (g, who)->type != GROS_CARD_TYPE_CHARACTER
          || !gros_filter_matches (g, &ab->filter, who, card))
        continue;
      for (guint k = 0; k < gros_zone_size (g, grave); k++)
        {
          int gun = gros_zone_at (g, grave, k);

          if (gros_def (g, gun)->type == GROS_CARD_TYPE_PROP
              && gros_traits_has (&gros_def (g, gun)->traits, GROS_TRAIT_GUN))
            push_action (list, kind, seat, card, index + 1, seat, who, gun);
        }
    }
}

static void
cyborg_resolve (GrosRun           *r,
                int                card,
                const GrosAbility *ab,
                const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target == GROS_NO_CARD || a->extra == GROS_NO_CARD
      || !gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD)
      || !gros_in_zone (g, a->extra, GROS_ZONE_GRAVEYARD))
    return;
  gros_move (r, a->target, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat), FALSE);
  g->cards[a->target].flags |= GROS_CARD_CAST_THIS_TURN;
  grant_traits (r, a->target, &ab->attack_traits);
  gros_attach (r, a->extra, a->target);
  g->cards[a->extra].aux = GROS_AUX_FUSED;
}

/* ---- graveyard-deck-swap -------------------------------------------------------------
 * Its controller moves the top card of their graveyard under their deck (target: that
 * card), or the top card of their deck into their graveyard (no target). */
static void
deck_swap_enumerate (const GrosGame *g,
                     int             card,
                     guint           index,
                     guint           seat,
                     gboolean        reacting,
                     GrosActKind     kind,
                     GrosActionList *list)
{
  guint grave = gros_graveyard_zone (g, seat), deck = gros_deck_zone (g, seat);

  if (kind != GROS_ACT_ACTIVATE || reacting)
    return;
  if (gros_zone_size (g, grave) > 0)
    push_action (list, kind, seat, card, index + 1, seat,
                 gros_zone_at (g, grave, gros_zone_size (g, grave) - 1), GROS_NO_CARD);
  if (gros_zone_size (g, deck) > 0)
    push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD, GROS_NO_CARD);
}

static void
deck_swap_resolve (GrosRun           *r,
                   int                card,
                   const GrosAbility *ab,
                   const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint grave = gros_graveyard_zone (g, a->seat), deck = gros_deck_zone (g, a->seat);

  if (a->target != GROS_NO_CARD)
    {
      if (g->cards[a->target].zone == grave)
        gros_move (r, a->target, deck, TRUE);
    }
  else if (gros_zone_size (g, deck) > 0)
    gros_move (r, gros_zone_at (g, deck, gros_zone_size (g, deck) - 1), grave, FALSE);
}

/* ---- graveyard-character-attack ------------------------------------------------------
 * A Special Effect: a Character matching `filter` from its player's graveyard (target)
 * attacks another Movie with three times its printed Defense and the use's traits. */
static void
grave_character_enumerate (const GrosGame *g,
                           int             card,
                           guint           index,
                           guint           seat,
                           gboolean        reacting,
                           GrosActKind     kind,
                           GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);
  int avail = gros_available_popcorn (g, seat) - gros_def (g, card)->cost;

  if (kind != GROS_ACT_PLAY || !may_start_attack (g, seat, reacting))
    return;
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int who = gros_zone_at (g, grave, i);

      if (gros_def (g, who)->type != GROS_CARD_TYPE_CHARACTER
          || !gros_filter_matches (g, &ab->filter, who, card))
        continue;
      for (guint t = 0; t < g->n_seats; t++)
        if (t != seat && gros_attack_tax (g, t, &ab->attack_traits) <= avail)
          push_action (list, kind, seat, card, index + 1, t, who, GROS_NO_CARD);
    }
}

static void
grave_character_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  GrosGame *g = r->g;
  GrosTraits traits = ab->attack_traits;

  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD)
      || g->attack.active || a->target_seat >= g->n_seats
      || !gros_pay (r, a->seat, gros_attack_tax (g, a->target_seat, &traits)))
    return;
  gros_attack_begin (r, GROS_ATTACK_CARD, a->seat, a->target_seat, a->target,
                     3 * printed_defense (g, a->target), &traits);
}

/* ---- graveyard-uprising --------------------------------------------------------------
 * Banked with three Characters in its controller's graveyard: they choose three (matching
 * `filter`) that come back into their Movie for free with the use's traits, their own
 * abilities blanked, giving no popcorn and taking no Props. */
static void
uprising_resolve (GrosRun           *r,
                  int                card,
                  const GrosAbility *ab,
                  const GrosAction  *a)
{
  ask (r, a->seat, card, ab, CHOICE_UPRISING, GROS_NO_CARD, a->seat, 3);
}

static void
uprising_choices (const GrosGame  *g,
                  const GrosFrame *frame,
                  GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  guint grave = gros_graveyard_zone (g, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER
          && gros_filter_matches (g, &ab->filter, c, frame->card))
        push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
                     c, GROS_NO_CARD);
    }
}

static void
uprising_choose (GrosRun          *r,
                 GrosFrame        *frame,
                 const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = frame_ability (g, frame);
  GrosActionList left = { NULL, 0, 0 };
  int c = a->target;

  if (a->kind == GROS_ACT_CHOOSE && c != GROS_NO_CARD && gros_in_zone (g, c, GROS_ZONE_GRAVEYARD))
    {
      gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_MOVIE, frame->seat), FALSE);
      g->cards[c].flags |= GROS_CARD_CAST_THIS_TURN;
      g->cards[c].aux = GROS_AUX_BLANK;
      grant_traits (r, c, &ab->attack_traits);
      frame->value--;
    }
  else
    frame->value = 0;
  uprising_choices (g, frame, &left);
  if (frame->value <= 0 || left.len == 0)
    pop_frame (r);
}

static char *
bring_back_describe (const GrosGame   *g,
                     const GrosFrame  *frame,
                     const GrosAction *a,
                     GrosNamer        *namer)
{
  return g_strdup_printf (_("Bring %s back into your Movie"), gros_namer_card (namer, a->target));
}

/* ---- graveyard-combined-attack -------------------------------------------------------
 * Banked with two Creatures in its controller's graveyard: they may attack another Movie
 * (target_seat; their own Movie for no attack) with two of them (matching `filter`)
 * combined, with the use's traits; one more victim on a success. */
static void
grave_pair_enumerate (const GrosGame *g,
                      int             card,
                      guint           index,
                      guint           seat,
                      gboolean        reacting,
                      GrosActKind     kind,
                      GrosActionList *list)
{
  if (kind == GROS_ACT_BANK && (!reacting || g->phase == GROS_PHASE_CLIMAX))
    push_attack_targets (g, card, index, seat, reacting, kind, GROS_NO_CARD, GROS_NO_CARD,
                         GROS_NO_CARD, TRUE, list);
}

static void
grave_pair_resolve (GrosRun           *r,
                    int                card,
                    const GrosAbility *ab,
                    const GrosAction  *a)
{
  if (a->target_seat != a->seat && a->target_seat < r->g->n_seats)
    ask (r, a->seat, card, ab, CHOICE_FIRST_CREATURE, GROS_NO_CARD, a->target_seat, 0);
}

static void
grave_pair_choices (const GrosGame  *g,
                    const GrosFrame *frame,
                    GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  guint grave = gros_graveyard_zone (g, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);

      if (c != frame->target && gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
          && gros_filter_matches (g, &ab->filter, c, frame->card)
          && gros_attack_can_target (g, c, frame->seat, frame->target_seat))
        push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                     frame->target_seat, c, GROS_NO_CARD);
    }
  /* Attacking is optional until the first Creature is picked. */
  if (frame->kind == CHOICE_FIRST_CREATURE)
    push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
                 GROS_NO_CARD);
}

static void
grave_pair_choose (GrosRun          *r,
                   GrosFrame        *frame,
                   const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosActionList left = { NULL, 0, 0 };
  int first = frame->target, second = a->target;
  guint seat = frame->seat, defender = frame->target_seat;
  GrosTraits traits = frame_ability (g, frame)->attack_traits;

  if (a->kind != GROS_ACT_CHOOSE || second == GROS_NO_CARD)
    {
      pop_frame (r);
      return;
    }
  if (frame->kind == CHOICE_FIRST_CREATURE)
    {
      frame->kind = CHOICE_SECOND_CREATURE;
      frame->target = second;
      grave_pair_choices (g, frame, &left);
      if (left.len == 0)
        pop_frame (r);
      return;
    }
  pop_frame (r);
  if (g->attack.active || !gros_in_zone (g, first, GROS_ZONE_GRAVEYARD)
      || !gros_in_zone (g, second, GROS_ZONE_GRAVEYARD))
    return;
  gros_attack_begin (r, GROS_ATTACK_CREATURE, seat, defender, first, 0, &traits);
  if (combine_into_attack (r, second, seat))
    g->attack.extra_victims++;
}

static char *
creature_describe (const GrosGame   *g,
                   const GrosFrame  *frame,
                   const GrosAction *a,
                   GrosNamer        *namer)
{
  return g_strdup_printf (_("Attack Seat %u with %s"), frame->target_seat + 1,
                          gros_namer_card (namer, a->target));
}

/* ---- save-from-death -----------------------------------------------------------------
 * When another Character matching `filter` is about to die in its Movie, its controller may
 * pay `cost` popcorn to keep it in play (an activated use that is never offered alone). */
static void
never_enumerate (const GrosGame *g,
                 int             card,
                 guint           index,
                 guint           seat,
                 gboolean        reacting,
                 GrosActKind     kind,
                 GrosActionList *list)
{
}

static gboolean
save_before_kill (GrosRun *r,
                  int      card,
                  guint    index,
                  int      victim,
                  guint    killer_seat,
                  gboolean saving)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = &gros_def (g, card)->script->abilities[index];
  guint seat = seat_of (g, card);

  if (!saving || victim == card || !gros_card_active (g, card)
      || g->cards[victim].zone != g->cards[card].zone || !is_character (g, victim)
      || !gros_filter_matches (g, &ab->filter, victim, card)
      || gros_available_popcorn (g, seat) < ab->cost)
    return FALSE;
  return ask (r, seat, card, ab, CHOICE_SAVE, victim, killer_seat, 0);
}

static void
save_choices (const GrosGame  *g,
              const GrosFrame *frame,
              GrosActionList  *list)
{
  if (gros_available_popcorn (g, frame->seat) >= frame_ability (g, frame)->cost)
    push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
                 frame->target, GROS_NO_CARD);
  push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
               GROS_NO_CARD);
}

static void
save_choose (GrosRun          *r,
             GrosFrame        *frame,
             const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = frame_ability (g, frame);
  int card = frame->card, victim = frame->target;
  guint seat = frame->seat, killer = frame->target_seat;

  pop_frame (r);
  if (!gros_in_zone (g, victim, GROS_ZONE_MOVIE))
    return;
  if (a->kind == GROS_ACT_CHOOSE && gros_pay (r, seat, ab->cost))
    {
      gros_emit_simple (r, GROS_EV_ABILITY, seat, card, victim, GROS_EFFECT_HANDLER);
      return;
    }
  gros_kill_now (r, victim, killer);
}

static char *
save_describe (const GrosGame   *g,
               const GrosFrame  *frame,
               const GrosAction *a,
               GrosNamer        *namer)
{
  return g_strdup_printf (_("Pay %d popcorn to save %s"), frame_ability (g, frame)->cost,
                          gros_namer_card (namer, a->target));
}

/* ---- borrow-graveyard-traits ---------------------------------------------------------
 * A Creature played as an attack that may take any of the traits of the cards matching
 * `filter` in the attacked Movie's graveyard, BORROWED_TRAIT_BONUS Attack for each. It is
 * only played this way (the choice comes with the play). */
static void
borrow_enumerate (const GrosGame *g,
                  int             card,
                  guint           index,
                  guint           seat,
                  gboolean        reacting,
                  GrosActKind     kind,
                  GrosActionList *list)
{
  int avail = gros_available_popcorn (g, seat) - gros_def (g, card)->cost;

  if (kind != GROS_ACT_PLAY || !may_start_attack (g, seat, reacting)
      || g->seats[seat].creature_attacks_blocked)
    return;
  for (guint t = 0; t < g->n_seats; t++)
    if (gros_attack_can_target (g, card, seat, t) && gros_creature_attack_tax (g, card, t) <= avail)
      push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, GROS_NO_CARD);
}

static void
borrow_resolve (GrosRun           *r,
                int                card,
                const GrosAbility *ab,
                const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (g->attack.active || a->target_seat >= g->n_seats)
    return;
  gros_pay (r, a->seat, gros_creature_attack_tax (g, card, a->target_seat));
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, card, 0, NULL);
  ask (r, a->seat, card, ab, CHOICE_BORROW_TRAIT, GROS_NO_CARD, a->target_seat, 0);
}

static void
borrow_choices (const GrosGame  *g,
                const GrosFrame *frame,
                GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  guint grave = gros_graveyard_zone (g, frame->target_seat);
  GrosTraits have;

  if (!g->attack.active || g->attack.n_ops >= GROS_MAX_ATTACK_OPS)
    return;
  gros_attack_traits (g, &have);
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);
      const GrosTraits *traits = &gros_def (g, c)->traits;

      if (!gros_filter_matches (g, &ab->filter, c, frame->card))
        continue;
      for (guint t = 0; t < GROS_MAX_TRAITS; t++)
        if (gros_traits_has (traits, t) && !gros_traits_has (&have, t))
          {
            gros_traits_add (&have, t);
            push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                         frame->target_seat, c, t);
          }
    }
  if (list->len > 0)
    push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
                 GROS_NO_CARD);
}

static void
borrow_choose (GrosRun          *r,
               GrosFrame        *frame,
               const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosActionList left = { NULL, 0, 0 };

  if (a->kind != GROS_ACT_CHOOSE || a->extra < 0 || a->extra >= GROS_MAX_TRAITS
      || !g->attack.active)
    {
      pop_frame (r);
      return;
    }
  g->attack.traits_add[a->extra >> 6] |= (uint64_t) 1 << (a->extra & 63);
  gros_attack_add_op (r, 0, GROS_OP_ADD, BORROWED_TRAIT_BONUS);
  borrow_choices (g, frame, &left);
  if (left.len == 0)
    pop_frame (r);
}

static char *
borrow_describe (const GrosGame   *g,
                 const GrosFrame  *frame,
                 const GrosAction *a,
                 GrosNamer        *namer)
{
  return g_strdup_printf (_("Take the trait '%s' (+%d Attack)"),
                          gros_card_db_trait_name (g->db, a->extra), BORROWED_TRAIT_BONUS);
}

/* ---- character-psycho-attack ---------------------------------------------------------
 * Its controller picks one of their Characters matching `filter` (target) not yet picked
 * this turn: an attack on another Movie with that Character's Defense and Props, and the
 * use's traits. */
static void
psycho_character_enumerate (const GrosGame *g,
                            int             card,
                            guint           index,
                            guint           seat,
                            gboolean        reacting,
                            GrosActKind     kind,
                            GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int all[GROS_MAX_CARDS];
  int avail = gros_available_popcorn (g, seat) - ab->cost;
  guint n;

  if (kind != GROS_ACT_ACTIVATE || !may_start_attack (g, seat, reacting))
    return;
  n = movie_characters (g, seat, TRUE, all);
  for (guint i = 0; i < n; i++)
    {
      if (!gros_filter_matches (g, &ab->filter, all[i], card)
          || has_grant (g, all[i], GROS_GRANT_MARK, card))
        continue;
      for (guint t = 0; t < g->n_seats; t++)
        if (t != seat && gros_attack_tax (g, t, &ab->attack_traits) <= avail)
          push_action (list, kind, seat, card, index + 1, t, all[i], GROS_NO_CARD);
    }
}

static void
psycho_character_resolve (GrosRun           *r,
                          int                card,
                          const GrosAbility *ab,
                          const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_MOVIE)
      || !gros_pay (r, a->seat, gros_attack_tax (g, a->target_seat, &ab->attack_traits)))
    return;
  add_grant_quiet (g, a->target, GROS_GRANT_MARK, 0, 0, GROS_UNTIL_END_OF_TURN, card);
  ability_attack (r, ab, a->seat, a->target_seat, gros_character_total (g, a->target, FALSE));
}

/* ---- reanimate-restricted ------------------------------------------------------------
 * A Character matching `filter` from its controller's graveyard (target) comes back into
 * their Movie with the use's traits; from then on it only takes Props with the trait of
 * `per` (the first trait its filter requires). */
static void
reanimate_restricted_enumerate (const GrosGame *g,
                                int             card,
                                guint           index,
                                guint           seat,
                                gboolean        reacting,
                                GrosActKind     kind,
                                GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);

  if (kind != GROS_ACT_ACTIVATE || reacting)
    return;
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER
          && gros_filter_matches (g, &ab->filter, c, card))
        push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
reanimate_restricted_resolve (GrosRun           *r,
                              int                card,
                              const GrosAbility *ab,
                              const GrosAction  *a)
{
  GrosGame *g = r->g;
  int c = a->target;

  if (c == GROS_NO_CARD || !gros_in_zone (g, c, GROS_ZONE_GRAVEYARD))
    return;
  gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat), FALSE);
  g->cards[c].flags |= GROS_CARD_CAST_THIS_TURN;
  grant_traits (r, c, &ab->attack_traits);
  for (guint t = 0; t < GROS_MAX_TRAITS; t++)
    if (gros_traits_has (&ab->per_filter.all, t))
      {
        add_grant_quiet (g, c, GROS_GRANT_PROPS_ONLY, t, 0, GROS_UNTIL_GAME_END, c);
        break;
      }
}

/* ---- sacrifice-monster-attack --------------------------------------------------------
 * Banked on its controller's turn by killing one of their Characters (target); the
 * Creature under it may then attack another Movie (target_seat; their own for none) for
 * free, with twice the sacrificed Character's Defense added. */
static void
sacrifice_monster_enumerate (const GrosGame *g,
                             int             card,
                             guint           index,
                             guint           seat,
                             gboolean        reacting,
                             GrosActKind     kind,
                             GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int creature = creature_under (g, card, TRUE);
  int all[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || reacting || creature == GROS_NO_CARD)
    return;
  n = movie_characters (g, seat, TRUE, all);
  for (guint i = 0; i < n; i++)
    if (gros_filter_matches (g, &ab->filter, all[i], card))
      push_attack_targets (g, card, index, seat, reacting, kind, all[i], creature, creature, TRUE,
                           list);
}

static void
sacrifice_monster_resolve (GrosRun           *r,
                           int                card,
                           const GrosAbility *ab,
                           const GrosAction  *a)
{
  GrosGame *g = r->g;
  int creature = creature_under (g, card, TRUE);
  int bonus;

  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
    return;
  bonus = 2 * gros_defense_of (g, a->target, FALSE);
  gros_kill (r, a->target, a->seat);
  if (a->target_seat == a->seat || creature == GROS_NO_CARD || g->attack.active
      || a->target_seat >= g->n_seats)
    return;
  g->cards[creature].flags &= ~GROS_CARD_FACE_DOWN;
  gros_reveal (r, creature);
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, creature, 0, NULL);
  if (bonus != 0)
    gros_attack_add_op (r, 0, GROS_OP_ADD, bonus);
}

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
  mine = movie_characters (g, seat, FALSE, all);
  for (guint t = 0; t < g->n_seats; t++)
    if (t != seat && movie_characters (g, t, FALSE, all) >= mine)
      return;
  push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD, GROS_NO_CARD);
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
    n += movie_characters (g, t, FALSE, all + n);
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
    ask (r, g->attack.attacker, card, ab, CHOICE_DISCARD_TO_RETURN, GROS_NO_CARD,
         g->attack.attacker, 0);
}

static void
return_for_discard_choices (const GrosGame  *g,
                            const GrosFrame *frame,
                            GrosActionList  *list)
{
  const GrosAbility *ab = frame_ability (g, frame);
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (gros_filter_matches (g, &ab->filter, c, frame->card))
        push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->seat,
                     c, GROS_NO_CARD);
    }
  if (list->len > 0)
    push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
                 GROS_NO_CARD);
}

static void
return_for_discard_choose (GrosRun          *r,
                           GrosFrame        *frame,
                           const GrosAction *a)
{
  GrosGame *g = r->g;

  pop_frame (r);
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
  guint seat = seat_of (g, card);
  GrosTraits traits;

  if (saving || !twist_waiting (g, card) || !g->attack.active || !g->attack.resolved
      || !g->attack.success || g->attack.attacker != seat || killer_seat != seat
      || !is_character (g, victim)
      || GROS_ZONE_SEAT (g->cards[victim].zone) != g->attack.defender)
    return FALSE;
  gros_attack_traits (g, &traits);
  if (!gros_traits_has (&traits, GROS_TRAIT_VAMPIRE))
    return FALSE;
  ask (r, seat, card, ab, CHOICE_ENCORE, victim, g->attack.defender,
       3 * printed_defense (g, victim));
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
  guint seat = seat_of (g, card);
  int all[GROS_MAX_CARDS];
  int defense, strength;
  guint n;

  if (saving || !twist_waiting (g, card) || g->cards[victim].zone != g->cards[card].zone
      || !is_character (g, victim) || (g->cards[victim].flags & GROS_CARD_FACE_DOWN))
    return FALSE;
  defense = gros_defense_of (g, victim, FALSE);
  n = movie_characters (g, seat, FALSE, all);
  for (guint i = 0; i < n; i++)
    if (gros_defense_of (g, all[i], FALSE) > defense)
      return FALSE;
  strength = 3 * defense;
  GROS_FOR_ZONE_MATES (g, victim, i)
    if (g->cards[i].host == victim)
      strength += gros_defense_of (g, i, FALSE);
  ask (r, seat, card, ab, CHOICE_REVENGE, victim, killer_seat, strength);
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
  push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode, frame->target_seat,
               frame->card, GROS_NO_CARD);
  push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT, GROS_NO_CARD,
               GROS_NO_CARD);
}

static void
death_twist_choose (GrosRun          *r,
                    GrosFrame        *frame,
                    const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosFrame f = *frame;
  int points;

  pop_frame (r);
  if (a->kind != GROS_ACT_CHOOSE || !twist_waiting (g, f.card))
    return;
  points = f.kind == CHOICE_REVENGE ? printed_defense (g, f.target)
                                    : gros_def (g, f.card)->stat_variable ? 0
                                    : gros_def (g, f.card)->stat;
  bank_now (r, f.card, f.seat, points);
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

  if (kind != GROS_ACT_PLAY || !attack_open (g) || g->attack.attacker != seat
      || g->attack.kind == GROS_ATTACK_DUEL || g->attack.kind == GROS_ATTACK_BRAWL
      || free_combined_slot (g) < 0 || g->attack.forced == GROS_OUTCOME_STOPPED)
    return;
  gros_attack_traits (g, &traits);
  if (gros_traits_intersects (&traits, &ab->attack_traits))
    push_action (list, kind, seat, card, index + 1, g->attack.defender, GROS_NO_CARD,
                 GROS_NO_CARD);
}

static void
combine_own_resolve (GrosRun           *r,
                     int                card,
                     const GrosAbility *ab,
                     const GrosAction  *a)
{
  if (combine_into_attack (r, card, a->seat))
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

  if (kind != GROS_ACT_PLAY || !attack_open (g) || g->attack.forced != GROS_OUTCOME_BY_STRENGTH)
    return;
  found = g->attack.origin != GROS_NO_CARD
          && gros_filter_matches (g, &ab->filter, g->attack.origin, card);
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    found |= g->attack.combined[i] != GROS_NO_CARD
             && gros_filter_matches (g, &ab->filter, g->attack.combined[i], card);
  if (found)
    push_action (list, kind, seat, card, index + 1, g->attack.defender, GROS_NO_CARD, GROS_NO_CARD);
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
        push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
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
    push_attack_targets (g, card, index, seat, reacting, kind, GROS_NO_CARD, GROS_NO_CARD,
                         GROS_NO_CARD, TRUE, list);
}

static void
defense_attack_resolve (GrosRun           *r,
                        int                card,
                        const GrosAbility *ab,
                        const GrosAction  *a)
{
  GrosGame *g = r->g;
  int all[GROS_MAX_CARDS];
  guint n = movie_characters (g, a->seat, TRUE, all);
  int strength = 0;

  if (a->target_seat == a->seat)
    return;
  for (guint i = 0; i < n; i++)
    if (gros_filter_matches (g, &ab->filter, all[i], card))
      strength += gros_character_total (g, all[i], FALSE);
  ability_attack (r, ab, a->seat, a->target_seat, strength);
}

/* ---- prop-from-graveyard -------------------------------------------------------------
 * A Prop matching `filter` from its controller's graveyard (target) goes into play on one
 * of their Characters (extra); during an attack, only on their own Movie. */
static void
grave_prop_enumerate (const GrosGame *g,
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
      || (reacting && !(attack_open (g) && g->attack.defender == seat)))
    return;
  n = movie_characters (g, seat, TRUE, holders);
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int prop = gros_zone_at (g, grave, i);

      if (gros_def (g, prop)->type != GROS_CARD_TYPE_PROP
          || !gros_filter_matches (g, &ab->filter, prop, card))
        continue;
      for (guint k = 0; k < n; k++)
        if (gros_prop_can_go_on (g, prop, holders[k], FALSE))
          push_action (list, kind, seat, card, index + 1, seat, prop, holders[k]);
    }
}

/* ---- The table ---------------------------------------------------------------------- */

static const GrosHandler handlers[] = {
  { .name = "declare-trait", .enumerate = declare_trait_enumerate,
    .resolve = declare_trait_resolve, .flags = GROS_HANDLER_EXTRA_TRAIT },
  { .name = "must-declare-trait", .enumerate = declare_trait_enumerate,
    .resolve = declare_trait_resolve,
    .flags = GROS_HANDLER_REPLACES_PLAY | GROS_HANDLER_EXTRA_TRAIT },
  { .name = "creature-to-my-hand", .enumerate = creature_to_my_hand_enumerate,
    .resolve = creature_to_my_hand_resolve },
  { .name = "kill-pair", .enumerate = kill_pair_enumerate, .resolve = kill_pair_resolve },
  { .name = "discard-card-or-self", .resolve = discard_or_self_resolve,
    .choices = discard_or_self_choices, .choose = discard_or_self_choose,
    .describe = discard_or_self_describe },
  { .name = "return-and-rest", .resolve = return_and_rest_resolve },
  { .name = "curse-passes-down", .enumerate = curse_enumerate, .resolve = curse_resolve,
    .choices = curse_choices, .choose = curse_choose, .bank_points = curse_bank_points,
    .describe = attach_describe },
  { .name = "creature-under-twist", .enumerate = creature_under_enumerate,
    .resolve = creature_under_resolve, .flags = GROS_HANDLER_REPLACES_PLAY },
  { .name = "hidden-creature-defends", .enumerate = hidden_creature_enumerate,
    .resolve = hidden_creature_resolve },
  { .name = "creature-from-hand-defends", .enumerate = hand_creature_enumerate,
    .resolve = hand_creature_resolve },
  { .name = "pay-to-kill-each", .enumerate = pay_to_kill_enumerate,
    .resolve = pay_to_kill_resolve },
  { .name = "sacrifice-and-strike", .enumerate = sacrifice_strike_enumerate,
    .resolve = sacrifice_strike_resolve, .bank_points = target_printed_defense },
  { .name = "creature-moves-in", .resolve = moves_in_resolve },
  { .name = "random-victim", .enumerate = random_victim_enumerate,
    .choices = random_victim_choices, .choose = random_victim_choose,
    .victim_chosen = random_victim_chosen, .describe = random_victim_describe },
  { .name = "graveyard-lair", .enumerate = lair_enumerate, .resolve = lair_resolve },
  { .name = "steal-characters", .resolve = steal_resolve, .choices = steal_choices,
    .choose = steal_choose, .describe = steal_describe },
  { .name = "mimic-attaches", .resolve = mimic_resolve, .choices = mimic_choices,
    .choose = mimic_choose, .describe = attach_describe },
  { .name = "stopped-alien-to-hand", .enumerate = stop_to_hand_enumerate,
    .resolve = stop_to_hand_resolve },
  { .name = "prop-trait-doubling", .enumerate = prop_trait_enumerate,
    .resolve = prop_trait_resolve, .choices = prop_trait_choices, .choose = prop_trait_choose,
    .describe = prop_trait_describe, .flags = GROS_HANDLER_EXTRA_TRAIT },
  { .name = "open-combine", .enumerate = open_combine_enumerate, .resolve = open_combine_resolve,
    .choices = extra_kill_choices, .choose = extra_kill_choose, .describe = kill_describe,
    .flags = GROS_HANDLER_ANY_SEAT },
  { .name = "deck-bottom-with-graveyard", .resolve = deck_bottom_grave_resolve },
  { .name = "gun-from-graveyard", .enumerate = gun_enumerate, .resolve = gun_resolve },
  { .name = "cyborg", .enumerate = cyborg_enumerate, .resolve = cyborg_resolve,
    .bank_points = target_printed_defense },
  { .name = "graveyard-deck-swap", .enumerate = deck_swap_enumerate,
    .resolve = deck_swap_resolve },
  { .name = "graveyard-character-attack", .enumerate = grave_character_enumerate,
    .resolve = grave_character_resolve },
  { .name = "graveyard-uprising", .resolve = uprising_resolve, .choices = uprising_choices,
    .choose = uprising_choose, .describe = bring_back_describe },
  { .name = "graveyard-combined-attack", .enumerate = grave_pair_enumerate,
    .resolve = grave_pair_resolve, .choices = grave_pair_choices, .choose = grave_pair_choose,
    .describe = creature_describe },
  { .name = "save-from-death", .enumerate = never_enumerate, .choices = save_choices,
    .choose = save_choose, .before_kill = save_before_kill, .describe = save_describe },
  { .name = "borrow-graveyard-traits", .enumerate = borrow_enumerate, .resolve = borrow_resolve,
    .choices = borrow_choices, .choose = borrow_choose, .describe = borrow_describe,
    .flags = GROS_HANDLER_REPLACES_PLAY | GROS_HANDLER_EXTRA_TRAIT },
  { .name = "character-psycho-attack", .enumerate = psycho_character_enumerate,
    .resolve = psycho_character_resolve },
  { .name = "reanimate-restricted", .enumerate = reanimate_restricted_enumerate,
    .resolve = reanimate_restricted_resolve },
  { .name = "sacrifice-monster-attack", .enumerate = sacrifice_monster_enumerate,
    .resolve = sacrifice_monster_resolve },
  { .name = "doomsday", .enumerate = doomsday_enumerate, .resolve = doomsday_resolve },
  { .name = "return-for-discard", .resolve = return_for_discard_resolve,
    .choices = return_for_discard_choices, .choose = return_for_discard_choose,
    .describe = return_for_discard_describe },
  { .name = "vampire-encore", .enumerate = death_twist_enumerate,
    .choices = death_twist_choices, .choose = death_twist_choose,
    .before_kill = encore_before_kill, .describe = death_twist_describe },
  { .name = "revenge-attack", .enumerate = death_twist_enumerate,
    .choices = death_twist_choices, .choose = death_twist_choose,
    .before_kill = revenge_before_kill, .describe = death_twist_describe },
  { .name = "combine-vampires", .enumerate = combine_own_enumerate,
    .resolve = combine_own_resolve },
  { .name = "weapon-for-stalker", .enumerate = stalker_enumerate, .resolve = stalker_resolve,
    .flags = GROS_HANDLER_FREE },
  { .name = "triple-prop", .enumerate = attach_twist_enumerate, .resolve = attach_twist_resolve },
  { .name = "defense-psycho-attack", .enumerate = defense_attack_enumerate,
    .resolve = defense_attack_resolve },
  { .name = "prop-from-graveyard", .enumerate = grave_prop_enumerate, .resolve = gun_resolve },
};

/* Script handler names are interned strings: they are found by address, names built
 * otherwise by their text. */
static const char * const *
interned_names (void)
{
  static const char **names = NULL;

  if (g_once_init_enter (&names))
    {
      const char **list = g_new (const char *, G_N_ELEMENTS (handlers));

      for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
        list[i] = g_intern_static_string (handlers[i].name);
      g_once_init_leave (&names, list);
    }
  return names;
}

const GrosHandler *
gros_handler_lookup (const char *name)
{
  const char * const *names;

  if (name == NULL)
    return NULL;
  names = interned_names ();
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    if (names[i] == name)
      return &handlers[i];
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    if (g_str_equal (handlers[i].name, name))
      return &handlers[i];
  return NULL;
}

const GrosHandler *
gros_ability_handler (const GrosAbility *ab)
{
  if (ab == NULL || ab->effect != GROS_EFFECT_HANDLER)
    return NULL;
  return gros_handler_lookup (ab->handler);
}

/* ---- Hooks ---------------------------------------------------------------------------- */

gboolean
gros_handlers_before_kill (GrosRun *r,
                           int      victim,
                           guint    killer_seat,
                           gboolean saving)
{
  GrosGame *g = r->g;
  int cards[GROS_MAX_CARDS];
  guint n = 0;

  if (!gros_in_zone (g, victim, GROS_ZONE_MOVIE))
    return FALSE;
  /* Listed first: an answer may move cards around. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, s);

      for (guint i = 0; i < gros_zone_size (g, zone); i++)
        {
          int c = gros_zone_at (g, zone, i);
          const GrosScript *script = gros_script (g, c);

          for (guint k = 0; script != NULL && k < script->n_abilities; k++)
            if (script->abilities[k].effect == GROS_EFFECT_HANDLER)
              {
                cards[n++] = c;
                break;
              }
        }
    }
  for (guint i = 0; i < n; i++)
    {
      const GrosScript *script = gros_script (g, cards[i]);

      for (guint k = 0; script != NULL && k < script->n_abilities; k++)
        {
          const GrosHandler *h = gros_ability_handler (&script->abilities[k]);

          if (h == NULL || h->before_kill == NULL || !gros_in_zone (g, cards[i], GROS_ZONE_MOVIE)
              || !gros_in_zone (g, victim, GROS_ZONE_MOVIE))
            continue;
          if (h->before_kill (r, cards[i], k, victim, killer_seat, saving) && saving)
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
gros_handlers_victim_chosen (GrosRun *r,
                             int      victim)
{
  GrosGame *g = r->g;
  guint zone;

  if (!gros_in_zone (g, victim, GROS_ZONE_MOVIE))
    return FALSE;
  zone = g->cards[victim].zone;
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      const GrosScript *script = gros_script (g, c);

      if (script == NULL || !(g->cards[c].flags & GROS_CARD_FACE_DOWN)
          || gros_def (g, c)->type != GROS_CARD_TYPE_PLOT_TWIST)
        continue;
      for (guint k = 0; k < script->n_abilities; k++)
        {
          const GrosAbility *ab = &script->abilities[k];
          const GrosHandler *h = gros_ability_handler (ab);

          if (ab->use != GROS_USE_BANK || h == NULL || h->victim_chosen == NULL)
            continue;
          if ((ab->flags & GROS_USE_NEXT_TURN) && (g->cards[c].flags & GROS_CARD_CAST_THIS_TURN))
            continue;
          if (!gros_cond_holds (g, &ab->cond, c))
            continue;
          if (h->victim_chosen (r, c, k, victim))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
gros_handlers_replace_play (const GrosGame *g,
                            int             card)
{
  const GrosScript *script = gros_def (g, card)->script;

  for (guint k = 0; script != NULL && k < script->n_abilities; k++)
    if (script->abilities[k].use == GROS_USE_PLAY)
      {
        const GrosHandler *h = gros_ability_handler (&script->abilities[k]);

        if (h != NULL && (h->flags & GROS_HANDLER_REPLACES_PLAY))
          return TRUE;
      }
  return FALSE;
}

gboolean
gros_handlers_extra_is_trait (const GrosGame   *g,
                              const GrosAction *a)
{
  const GrosHandler *h = NULL;

  if (a->extra == GROS_NO_CARD)
    return FALSE;
  if (a->kind == GROS_ACT_CHOOSE)
    {
      const GrosFrame *frame = g->n_frames > 0 ? &g->frames[g->n_frames - 1] : NULL;

      if (frame != NULL && frame->phase == GROS_PHASE_CHOICE)
        h = frame_handler (g, frame);
    }
  else if (a->card >= 0 && a->card < g->n_cards && a->mode > 0)
    {
      const GrosScript *script = gros_script (g, a->card);

      if (script != NULL && a->mode <= script->n_abilities)
        h = gros_ability_handler (&script->abilities[a->mode - 1]);
    }
  return h != NULL && (h->flags & GROS_HANDLER_EXTRA_TRAIT) != 0;
}

char *
gros_handlers_describe_choice (const GrosGame   *g,
                               const GrosAction *a,
                               GrosNamer        *namer)
{
  const GrosFrame *frame = g->n_frames > 0 ? &g->frames[g->n_frames - 1] : NULL;
  const GrosHandler *h = NULL;
  char *text = NULL;

  if (frame != NULL && frame->phase == GROS_PHASE_CHOICE)
    h = frame_handler (g, frame);
  /* A handler's label may say more of its cards than their names (a cost, a trait): only
   * when the reader sees them. */
  if (h != NULL && h->describe != NULL && a->target >= 0 && a->target < g->n_cards
      && gros_namer_sees (namer, a->target) && gros_namer_sees (namer, frame->card))
    text = h->describe (g, frame, a, namer);
  if (text != NULL)
    return text;
  if (a->target >= 0 && a->target < g->n_cards)
    return g_strdup_printf (_("Choose %s"), gros_namer_card (namer, a->target));
  return g_strdup (_("Choose"));
}
