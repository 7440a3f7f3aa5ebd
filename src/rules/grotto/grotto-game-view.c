/* grotto-game-view.c: a Grotto Beasts! position as one viewer may know it: the projection
 * view code reads, and its JSON. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

static int
remap (const int *map,
       int        card,
       guint      n_cards)
{
  return card >= 0 && (guint) card < n_cards ? map[card] : card;
}

void
grotto_game_relabel (const GrottoGame *game,
                     const int        *map,
                     GrottoGame       *out)
{
  guint n;

  g_return_if_fail (game != NULL && map != NULL && out != NULL && game != out);

  grotto_game_copy (out, game);
  n = game->n_cards;
  for (guint c = 0; c < n; c++)
    {
      GrottoCardState *st = &out->cards[map[c]];

      *st = game->cards[c];
      st->host = remap (map, st->host, n);
    }
  for (guint i = 0; i < n; i++)
    out->order[i] = map[game->order[i]];
  for (guint s = 0; s < GROTTO_MAX_SEATS; s++)
    {
      for (guint p = 0; p < GROTTO_N_SPOTS; p++)
        out->spots[s][p] = remap (map, game->spots[s][p], n);
      out->seats[s].challenger = remap (map, game->seats[s].challenger, n);
    }
  out->summon.card = remap (map, game->summon.card, n);
  for (guint f = 0; f < game->n_frames; f++)
    {
      GrottoFrame *frame = &out->frames[f];

      /* A rules step's frame names the step, not a card. */
      if (!(frame->flags & GROTTO_FRAME_HANDLER))
        frame->source = remap (map, frame->source, n);
      frame->target = remap (map, frame->target, n);
      frame->target2 = remap (map, frame->target2, n);
      frame->context = remap (map, frame->context, n);
    }
  for (guint i = 0; i < game->n_pending; i++)
    {
      out->pending[i].card = remap (map, game->pending[i].card, n);
      out->pending[i].context = remap (map, game->pending[i].context, n);
    }
  for (guint i = 0; i < game->n_marks; i++)
    out->marks[i].card = remap (map, game->marks[i].card, n);
}

/* The hidden cards are given the hidden instance numbers, smallest first, in the order of
 * their places (zone by zone, each zone from the bottom): the number a hidden card gets
 * depends on where it is and on which numbers the viewer cannot see, both of which the
 * viewer knows, never on which card it is. */
void
grotto_game_project (const GrottoGame *game,
                     int               viewer,
                     GrottoGame       *out,
                     int              *out_map)
{
  int map[GROTTO_MAX_CARDS];
  int hidden[GROTTO_MAX_CARDS];
  guint n_hidden = 0, next = 0;

  g_return_if_fail (game != NULL && out != NULL && game != out);

  for (guint c = 0; c < GROTTO_MAX_CARDS; c++)
    map[c] = c;
  for (guint c = 0; c < game->n_cards; c++)
    if (!grotto_game_card_visible_to (game, c, viewer))
      hidden[n_hidden++] = c;
  for (guint i = 0; i < game->n_cards && n_hidden > 0; i++)
    {
      int card = game->order[i];

      if (!grotto_game_card_visible_to (game, card, viewer))
        map[card] = hidden[next++];
    }
  grotto_game_relabel (game, map, out);
  if (out_map != NULL)
    memcpy (out_map, map, game->n_cards * sizeof map[0]);
  for (guint k = 0; k < n_hidden; k++)
    out->cards[hidden[k]].def = GROTTO_HIDDEN_DEF;
  /* A Challenger still face down sets a Goal that tells which it is. */
  for (guint s = 0; s < out->n_seats; s++)
    if (out->seats[s].challenger != GROTTO_NO_CARD
        && grotto_game_card_is_blank (out, out->seats[s].challenger))
      out->seats[s].goal = 0;
  /* The stream tells every shuffle and coin to come. */
  out->rng[0] = out->rng[1] = 0;
}

/* ---- A world from a view --------------------------------------------------------------- */

/* A definition of @db of kind @kind (or of any kind but a Challenger, @kind
 * GROTTO_KIND_NONE) drawn by @g's stream; GROTTO_HIDDEN_DEF when @db has none. */
static uint16_t
draw_def (GrottoGame        *g,
          const GrottoCardDb *db,
          GrottoKind          kind)
{
  guint n_db = grotto_card_db_get_n_cards (db), n = 0, r;

  for (guint d = 0; d < n_db; d++)
    {
      guint k = grotto_card_db_get (db, d)->kind;

      n += kind == GROTTO_KIND_NONE ? k < GROTTO_KIND_CHALLENGER : k == kind;
    }
  if (n == 0)
    return GROTTO_HIDDEN_DEF;
  r = grotto_rng_below (g, n);
  for (guint d = 0; d < n_db; d++)
    {
      guint k = grotto_card_db_get (db, d)->kind;

      if ((kind == GROTTO_KIND_NONE ? k < GROTTO_KIND_CHALLENGER : k == kind) && r-- == 0)
        return d;
    }
  g_assert_not_reached ();
}

/* Each hidden card, in the view's own order of places (which tells nothing of the hidden
 * cards), becomes a card of @db that fits its place: a face-down Challenger one of the
 * game's Challengers (its Goal with it), any other a Beast, Grotto or Wish. */
gboolean
grotto_game_world_from_view (const GrottoGame   *view,
                             guint               seat,
                             const GrottoCardDb *db,
                             uint64_t            seed,
                             GrottoGame         *out,
                             char              **message)
{
  uint64_t state = seed ^ 0x6c0ffee5d1ce7a3bULL;

  g_return_val_if_fail (view != NULL && db != NULL && out != NULL && view != out, FALSE);
  g_return_val_if_fail (seat < view->n_seats, FALSE);

  grotto_game_copy (out, view);
  out->db = db;
  out->rng[0] = game_splitmix64 (&state);
  out->rng[1] = game_splitmix64 (&state) | 1;
  for (guint i = 0; i < view->n_cards; i++)
    {
      int c = view->order[i];
      GrottoCardState *card = &out->cards[c];
      guint owner = card->owner, kind = GROTTO_ZONE_KIND (card->zone);
      gboolean challenger;

      if (card->def != GROTTO_HIDDEN_DEF && grotto_game_card_visible_to (view, c, (int) seat))
        continue;
      challenger = owner < view->n_seats && view->seats[owner].challenger == c;
      /* A face-down card under another in play is blank there: any card but a Challenger. */
      if (!challenger && kind != GROTTO_ZONE_DECK && kind != GROTTO_ZONE_HAND
          && kind != GROTTO_ZONE_POOL && kind != GROTTO_ZONE_SCORE
          && !(kind == GROTTO_ZONE_PLAY && card->host != GROTTO_NO_CARD
               && (card->flags & GROTTO_CARD_FACE_DOWN)))
        {
          if (message != NULL)
            *message = g_strdup_printf ("hidden card %d is in zone %u", c, card->zone);
          return FALSE;
        }
      card->def = draw_def (out, db, challenger ? GROTTO_KIND_CHALLENGER : GROTTO_KIND_NONE);
      if (card->def == GROTTO_HIDDEN_DEF)
        {
          if (message != NULL)
            *message = g_strdup ("the card list holds no card to guess a hidden one");
          return FALSE;
        }
      if (challenger)
        out->seats[owner].goal = MAX (grotto_card_db_get (db, card->def)->goal, 1);
    }
  /* The future's stream, apart from the draws above. */
  out->rng[0] = game_splitmix64 (&state);
  out->rng[1] = game_splitmix64 (&state) | 1;
  return grotto_game_check_invariants (out, message);
}

/* ---- JSON ------------------------------------------------------------------------------ */

static const char *const kind_names[] = {
  [GROTTO_KIND_BEAST] = "beast",
  [GROTTO_KIND_GROTTO] = "grotto",
  [GROTTO_KIND_WISH] = "wish",
  [GROTTO_KIND_CHALLENGER] = "challenger",
};

static const struct
{
  guint       flag;
  const char *name;
} flag_names[] = {
  { GROTTO_CARD_RESTING, "resting" },
  { GROTTO_CARD_SADNESS, "summoning-sadness" },
  { GROTTO_CARD_FACE_DOWN, "face-down" },
  { GROTTO_CARD_MOVED, "moved" },
  { GROTTO_CARD_ATTACKING, "attacking" },
  { GROTTO_CARD_DEFENDING, "defending" },
};

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void add_card (JsonBuilder *builder, const GrottoGame *view, int card);

static void
add_attached (JsonBuilder      *builder,
              const GrottoGame *view,
              int               host)
{
  int attached[GROTTO_MAX_CARDS];
  guint n = grotto_attached (view, host, attached);

  if (n == 0)
    return;
  json_builder_set_member_name (builder, "attached");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    add_card (builder, view, attached[i]);
  json_builder_end_array (builder);
}

/* A card of the projection: all of it when the viewer sees it, else only that it is
 * there (and what is public about it: face down, resting...). */
static void
add_card (JsonBuilder      *builder,
          const GrottoGame *view,
          int               card)
{
  const GrottoCardState *st = &view->cards[card];
  gboolean in_play = st->zone != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (st->zone) == GROTTO_ZONE_PLAY;

  json_builder_begin_object (builder);
  if (grotto_game_card_is_blank (view, card))
    {
      json_builder_set_member_name (builder, "hidden");
      json_builder_add_boolean_value (builder, TRUE);
    }
  else
    {
      const GrottoCardDef *def = grotto_def (view, card);

      add_int (builder, "instance", card);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, def->id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, def->name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, def->kind < G_N_ELEMENTS (kind_names)
                                              ? kind_names[def->kind] : "none");
      if (def->cost != GROTTO_NO_VALUE)
        add_int (builder, "cost", def->cost);
      if (def->kind == GROTTO_KIND_BEAST || def->kind == GROTTO_KIND_CHALLENGER)
        add_int (builder, "power", in_play ? grotto_power (view, card) : def->power);
      if (def->kind == GROTTO_KIND_CHALLENGER)
        add_int (builder, "goal", def->goal);
    }
  if (in_play)
    {
      if (st->spot != GROTTO_NO_SPOT)
        add_int (builder, "spot", st->spot);
      for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
        if (st->flags & flag_names[i].flag)
          {
            json_builder_set_member_name (builder, flag_names[i].name);
            json_builder_add_boolean_value (builder, TRUE);
          }
      if (st->damage > 0)
        add_int (builder, "damage", st->damage);
      if (st->spot != GROTTO_NO_SPOT)
        add_attached (builder, view, card);
    }
  json_builder_end_object (builder);
}

static void
add_zone (JsonBuilder      *builder,
          const char       *name,
          const GrottoGame *view,
          guint             zone)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < grotto_zone_size (view, zone); i++)
    add_card (builder, view, grotto_zone_at (view, zone, i));
  json_builder_end_array (builder);
}

static void
add_row (JsonBuilder      *builder,
         const char       *name,
         const GrottoGame *view,
         guint             seat,
         guint             first)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint p = first; p < first + GROTTO_SPOTS; p++)
    {
      int card = view->spots[seat][p];

      if (card == GROTTO_NO_CARD)
        json_builder_add_null_value (builder);
      else
        add_card (builder, view, card);
    }
  json_builder_end_array (builder);
}

void
grotto_game_position_to_json (const GrottoGame *game,
                              int               viewer,
                              JsonBuilder      *builder)
{
  g_autofree GrottoGame *view = g_new (GrottoGame, 1);
  const GrottoGame *v = view;

  g_return_if_fail (game != NULL && JSON_IS_BUILDER (builder));

  grotto_game_project (game, viewer, view, NULL);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, grotto_variant_to_string (v->params.variant));
  add_int (builder, "turn", v->turn);
  add_int (builder, "active", v->active + 1);
  add_int (builder, "deciding", grotto_game_is_over (v) ? 0 : grotto_game_deciding_seat (v) + 1);
  json_builder_set_member_name (builder, "step");
  json_builder_add_string_value (builder, grotto_step_to_string (v->step));
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, grotto_phase_to_string (v->phase));
  if (v->battle.active)
    {
      json_builder_set_member_name (builder, "battle");
      json_builder_begin_object (builder);
      add_int (builder, "attacker", v->battle.attacker + 1);
      add_int (builder, "defender", v->battle.defender + 1);
      add_int (builder, "attack", v->battle.attack_total);
      add_int (builder, "defense", v->battle.defense_total);
      add_int (builder, "left", v->battle.left);
      json_builder_end_object (builder);
    }
  if (v->summon.card != GROTTO_NO_CARD)
    {
      json_builder_set_member_name (builder, "summoning");
      add_card (builder, v, v->summon.card);
      add_int (builder, "cost-left", v->summon.cost_left);
    }
  add_zone (builder, "table", v, GROTTO_ZONE_TABLE);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < v->n_seats; s++)
    {
      json_builder_begin_object (builder);
      add_int (builder, "seat", s + 1);
      json_builder_set_member_name (builder, "goal");
      if (v->seats[s].goal > 0)
        json_builder_add_int_value (builder, v->seats[s].goal);
      else
        json_builder_add_null_value (builder);
      add_int (builder, "scored", grotto_game_scored (v, s));
      add_int (builder, "deck", grotto_zone_size (v, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, s)));
      add_int (builder, "pool", grotto_zone_size (v, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, s)));
      if (grotto_seat_out (v, s))
        {
          json_builder_set_member_name (builder, "out");
          json_builder_add_boolean_value (builder, TRUE);
        }
      add_zone (builder, "hand", v, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, s));
      add_zone (builder, "discard", v, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, s));
      add_row (builder, "team", v, s, 0);
      add_row (builder, "sideline", v, s, GROTTO_SPOTS);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (grotto_game_is_over (v))
    {
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint s = 0; s < v->n_seats; s++)
        if ((v->winners >> s) & 1)
          json_builder_add_int_value (builder, s + 1);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}
