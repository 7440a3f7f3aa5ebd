/* gros-game-handlers.c: named C handlers for abilities the vocabulary cannot say: the choice
 * frames they ask questions with, the helpers they share, the table of every handler (its
 * parts are in gros-handlers-*.c) and the hooks the rules call. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-handlers-private.h"

void
gros_handler_push_action (GrosActionList *list,
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

gboolean
gros_handler_establishing_shot (const GrosGame *g)
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
guint
gros_handler_mode_of (const GrosGame *g, int card, const GrosAbility *ab)
{
  const GrosScript *script = gros_def (g, card)->script;

  g_assert (script != NULL && ab >= script->abilities
            && ab < script->abilities + script->n_abilities);
  return (guint) (ab - script->abilities) + 1;
}

const GrosAbility *
gros_handler_frame_ability (const GrosGame *g, const GrosFrame *frame)
{
  return &gros_def (g, frame->card)->script->abilities[frame->mode - 1];
}

/* Asks @seat a question for ability @ab of @card (a GROS_PHASE_CHOICE frame); FALSE when the
 * decision stack is full and nothing was asked. */
gboolean
gros_handler_ask (GrosRun           *r,
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
  gros_push_choice (r, seat, card, gros_handler_mode_of (g, card, ab), kind, value);
  frame = &g->frames[g->n_frames - 1];
  frame->target = target;
  frame->target_seat = target_seat;
  return TRUE;
}

void
gros_handler_pop_frame (GrosRun *r)
{
  g_assert (r->g->n_frames > 0);
  r->g->n_frames--;
}

/* A Character, or a card cast as one (a Creature that moved into a Movie). */
gboolean
gros_handler_is_character (const GrosGame *g, int card)
{
  return gros_def (g, card)->type == GROS_CARD_TYPE_CHARACTER
         || g->cards[card].stat_override != GROS_STAT_OVERRIDE_NONE;
}

/* The Characters cast in @seat's Movie (face up, not attached): @out holds them. */
guint
gros_handler_movie_characters (const GrosGame *g, guint seat, gboolean active_only, int *out)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  guint n = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (!gros_handler_is_character (g, c) || (g->cards[c].flags & GROS_CARD_FACE_DOWN)
          || g->cards[c].host != GROS_NO_CARD)
        continue;
      if (active_only && !gros_card_active (g, c))
        continue;
      out[n++] = c;
    }
  return n;
}

int
gros_handler_printed_defense (const GrosGame *g, int card)
{
  if (g->cards[card].stat_override != GROS_STAT_OVERRIDE_NONE)
    return GROS_STAT_FROM_OVERRIDE (g->cards[card].stat_override);
  return gros_def (g, card)->stat;
}

guint
gros_handler_seat_of (const GrosGame *g, int card)
{
  return MIN (gros_controller (g, card), (guint) g->n_seats - 1);
}

guint
gros_handler_owner_seat (const GrosGame *g, int card)
{
  return MIN (g->cards[card].owner, (guint) g->n_seats - 1);
}

/* Points for @seat, as a banked Twist gives them. */
void
gros_handler_add_points (GrosRun *r, guint seat, int card, int points)
{
  r->g->seats[seat].banked += points;
  gros_emit_simple (r, GROS_EV_BANK, seat, card, GROS_NO_CARD, points);
}

/* Reveals and banks a face-down Twist outside a bank action (an answer to a question). */
void
gros_handler_bank_now (GrosRun *r, int card, guint seat, int points)
{
  GrosGame *g = r->g;

  g->cards[card].flags &= ~GROS_CARD_FACE_DOWN;
  g->cards[card].flags |= GROS_CARD_BANKED;
  gros_reveal (r, card);
  gros_note_bank (g, seat);
  gros_handler_add_points (r, seat, card, points);
  gros_emit_simple (r, GROS_EV_ABILITY, seat, card, GROS_NO_CARD, GROS_EFFECT_HANDLER);
}

/* A grant no player needs to read about (a note, a rule on a card). */
void
gros_handler_add_grant_quiet (
    GrosGame *g, int card, int kind, int trait, int value, int until, int source)
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

gboolean
gros_handler_has_grant (const GrosGame *g, int card, int kind, int source)
{
  for (guint i = 0; i < g->n_grants; i++)
    if (g->grants[i].card == card && g->grants[i].kind == kind
        && (source == GROS_NO_CARD || g->grants[i].source == source))
      return TRUE;
  return FALSE;
}

void
gros_handler_grant_traits (GrosRun *r, int card, const GrosTraits *traits)
{
  for (guint t = 0; t < GROS_MAX_TRAITS; t++)
    if (gros_traits_has (traits, t))
      gros_add_grant (r, card, GROS_GRANT_ADD_TRAIT, t, 0, GROS_UNTIL_GAME_END, card);
}

/* The reaction window of an attack whose outcome is still open. */
gboolean
gros_handler_attack_open (const GrosGame *g)
{
  return g->phase == GROS_PHASE_ATTACK_REACT && g->attack.active && !g->attack.resolved;
}

int
gros_handler_free_combined_slot (const GrosGame *g)
{
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    if (g->attack.combined[i] == GROS_NO_CARD)
      return i;
  return -1;
}

/* May @seat start an attack of its own now (its turn, nothing else going on)? */
gboolean
gros_handler_may_start_attack (const GrosGame *g, guint seat, gboolean reacting)
{
  /* Since rules revision 1 an attack a card states is a Creature attack, which a seat barred
   * from them this turn may not make. */
  return !reacting && !g->attack.active && !gros_handler_establishing_shot (g) && g->active == seat
         && !(g->params.rules_revision >= 1 && g->seats[seat].creature_attacks_blocked);
}

/* A face-down Creature put under @twist, or GROS_NO_CARD. */
int
gros_handler_creature_under (const GrosGame *g, int twist, gboolean face_down)
{
  GROS_FOR_ZONE_MATES (g, twist, i)
    if (g->cards[i].host == twist && gros_def (g, i)->type == GROS_CARD_TYPE_CREATURE
        && ((g->cards[i].flags & GROS_CARD_FACE_DOWN) != 0) == face_down)
      return i;
  return GROS_NO_CARD;
}

/* Does some card of @seat's Movie match @filter (seen from @self)? */
gboolean
gros_handler_movie_has (const GrosGame *g, guint seat, const GrosFilter *filter, int self)
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


/* ---- attack helpers for Twists and abilities that attack -------------------------- */

/* Pushes one use per Movie @seat could attack now (with @creature, when given), and, when
 * @optional, one aimed at its own Movie that makes no attack. */
void
gros_handler_push_attack_targets (const GrosGame *g,
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
    gros_handler_push_action (list, kind, seat, card, index + 1, seat, target, extra);
  if (!gros_handler_may_start_attack (g, seat, reacting)
      || (creature != GROS_NO_CARD && g->seats[seat].creature_attacks_blocked))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      if (t == seat || (creature != GROS_NO_CARD && !gros_attack_can_target (g, creature, seat, t)))
        continue;
      gros_handler_push_action (list, kind, seat, card, index + 1, t, target, extra);
    }
}

/* An attack made by an ability (no card attacks), strength @strength, traits of @ab. */
void
gros_handler_ability_attack (
    GrosRun *r, const GrosAbility *ab, guint seat, guint defender, int strength)
{
  GrosTraits traits = ab->attack_traits;

  if (defender >= r->g->n_seats || defender == seat || r->g->attack.active)
    return;
  gros_attack_begin (r, GROS_ATTACK_EFFECT, seat, defender, GROS_NO_CARD, MAX (strength, 0),
                     &traits);
}

/* ---- The table ---------------------------------------------------------------------- */

typedef struct
{
  const char        *name;    /* interned */
  const GrosHandler *handler;
} HandlerEntry;

/* Every handler of every handler file. Script handler names are interned strings: they
 * are found by address, names built otherwise by their text. */
static const HandlerEntry *
handler_entries (guint *n_entries)
{
  static const HandlerEntry *entries = NULL;
  static guint n;

  if (g_once_init_enter (&entries))
    {
      const struct { const GrosHandler *handlers; guint n;
      } parts[] = {
        { gros_attack_handlers, gros_attack_handlers_count },
        { gros_graveyard_handlers, gros_graveyard_handlers_count },
        { gros_twists_handlers, gros_twists_handlers_count },
      };
      HandlerEntry *list;
      guint total = 0, k = 0;

      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        total += parts[p].n;
      list = g_new (HandlerEntry, total);
      for (guint p = 0; p < G_N_ELEMENTS (parts); p++)
        for (guint i = 0; i < parts[p].n; i++, k++)
          {
            list[k].name = g_intern_static_string (parts[p].handlers[i].name);
            list[k].handler = &parts[p].handlers[i];
          }
      n = total;
      g_once_init_leave (&entries, list);
    }
  *n_entries = n;
  return entries;
}

const GrosHandler *
gros_handler_lookup (const char *name)
{
  const HandlerEntry *entries;
  guint n;

  if (name == NULL)
    return NULL;
  entries = handler_entries (&n);
  for (guint i = 0; i < n; i++)
    if (entries[i].name == name)
      return entries[i].handler;
  for (guint i = 0; i < n; i++)
    if (g_str_equal (entries[i].name, name))
      return entries[i].handler;
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
