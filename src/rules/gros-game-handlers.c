/* gros-game-handlers.c: named C handlers for abilities the vocabulary cannot say, and the
 * choice frames they ask questions with. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "gros-game-private.h"

/* Choice kinds of the handlers below (GrosFrame.kind). */
enum
{
  CHOICE_DISCARD_OR_SELF = 1,
};

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
  return gros_handler_lookup (script->abilities[frame->mode - 1].handler);
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

/* declare-trait: a Creature whose attacker declares one of the attack_traits as it is
 * played ("declare whether it is X or Y"); the declared trait is `extra`. */
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

  if (reacting || kind != GROS_ACT_PLAY || g->seats[seat].creature_attacks_blocked || establishing_shot (g))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      if (!gros_attack_can_target (g, card, seat, t))
        continue;
      for (guint trait = 0; trait < GROS_MAX_TRAITS; trait++)
        if (gros_traits_has (&ab->attack_traits, trait))
          push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, trait);
    }
}

static void
declare_trait_resolve (GrosRun           *r,
                       int                card,
                       const GrosAbility *ab,
                       const GrosAction  *a)
{
  GrosTraits declared = { { 0, 0 } };

  if (a->extra >= 0 && a->extra < GROS_MAX_TRAITS)
    gros_traits_add (&declared, a->extra);
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, card, 0, &declared);
}

/* creature-to-my-hand: after the current Creature attack, the Creature goes to the hand of
 * the seat that played this card instead of the graveyard. */
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

/* kill-pair: kill a card matching `filter` and one matching `per_filter` in the same Movie
 * (target and extra). */
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

/* discard-card-or-self: (a trigger, e.g. at Fill Up) its controller discards a card from
 * hand, or else this card is discarded from play. */
static void
discard_or_self_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  const GrosScript *script = gros_script (r->g, card);
  guint mode = (guint) (ab - script->abilities) + 1;

  gros_push_choice (r, gros_controller (r->g, card), card, mode, CHOICE_DISCARD_OR_SELF, 0);
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

  r->g->n_frames--;
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD)
    gros_discard (r, a->target);
  else if (gros_in_zone (r->g, card, GROS_ZONE_MOVIE))
    gros_discard (r, card);
}

static const GrosHandler handlers[] = {
  { "declare-trait", declare_trait_enumerate, declare_trait_resolve, NULL, NULL },
  { "creature-to-my-hand", creature_to_my_hand_enumerate, creature_to_my_hand_resolve, NULL, NULL },
  { "kill-pair", kill_pair_enumerate, kill_pair_resolve, NULL, NULL },
  { "discard-card-or-self", NULL, discard_or_self_resolve, discard_or_self_choices, discard_or_self_choose },
};

const GrosHandler *
gros_handler_lookup (const char *name)
{
  if (name == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    if (g_str_equal (handlers[i].name, name))
      return &handlers[i];
  return NULL;
}
