/* groo-game-view.c: a Groo position as one viewer may know it: the projection view code
 * reads, and its JSON. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "groo-game-private.h"
#include "groo-rules.h"

static int
remap (const int *map,
       int        card,
       guint      n_cards)
{
  return card >= 0 && (guint) card < n_cards ? map[card] : card;
}

/* The hidden cards are given the hidden instance numbers, smallest first, in the order of
 * their places (zone by zone, each zone from the bottom): the number a hidden card gets
 * depends on where it is and on which numbers the viewer cannot see, both of which the
 * viewer knows, never on which card it is. */
void
groo_game_project (const GrooGame *game,
                   int             viewer,
                   GrooGame       *out,
                   int            *out_map)
{
  int map[GROO_MAX_CARDS];
  int hidden[GROO_MAX_CARDS];
  guint n = game->n_cards, n_hidden = 0, next = 0;

  g_return_if_fail (game != NULL && out != NULL && game != out);

  for (guint c = 0; c < n; c++)
    {
      map[c] = c;
      if (!groo_game_viewer_sees (game, c, viewer))
        hidden[n_hidden++] = c;
    }
  for (guint i = 0; i < n && n_hidden > 0; i++)
    if (!groo_game_viewer_sees (game, game->order[i], viewer))
      map[game->order[i]] = hidden[next++];

  groo_game_copy (out, game);
  for (guint c = 0; c < n; c++)
    out->cards[map[c]] = game->cards[c];
  for (guint i = 0; i < n; i++)
    out->order[i] = map[game->order[i]];
  for (guint f = 0; f < game->n_frames; f++)
    out->frames[f].card = remap (map, game->frames[f].card, n);
  for (guint k = 0; k < n_hidden; k++)
    out->cards[hidden[k]].def = GROO_HIDDEN_DEF;
  /* The stream tells every shuffle and roll to come; a scenario's fixed roll too. */
  out->rng[0] = out->rng[1] = 0;
  out->forced_roll = FALSE;
  memset (out->forced_faces, 0, sizeof out->forced_faces);
  if (out_map != NULL)
    memcpy (out_map, map, n * sizeof map[0]);
}

/* ---- A world from a view --------------------------------------------------------------- */

/* Whether a card of definition @def may sit hidden in @zone: an Event is never held. */
static gboolean
fits (const GrooCardDef *def,
      guint              zone)
{
  return def->kind < GROO_N_KINDS && def->copies > 0
         && !(GROO_ZONE_IS_HAND (zone) && def->kind == GROO_KIND_EVENT);
}

/* The deck's composition is public: the standard deck of @db's cards (their copies) less the
 * cards @seat sees. Each hidden place, in the view's own order of places (which tells nothing
 * of the hidden cards), draws one of the cards that remain and fit it; when none remain (a
 * table dealt from other cards), any card of @db that fits. */
gboolean
groo_game_world_from_view (const GrooGame   *view,
                           guint             seat,
                           const GrooCardDb *db,
                           uint64_t          seed,
                           GrooGame         *out,
                           char            **message)
{
  guint n_db;
  g_autofree guint *left = NULL;

  g_return_val_if_fail (view != NULL && db != NULL && out != NULL && view != out, FALSE);
  g_return_val_if_fail (seat < view->n_seats, FALSE);

  n_db = groo_card_db_get_n_cards (db);
  left = g_new0 (guint, MAX (n_db, 1));
  for (guint d = 0; d < n_db; d++)
    left[d] = groo_card_db_get (db, d)->copies;
  for (guint c = 0; c < view->n_cards; c++)
    if (view->cards[c].def < n_db && groo_game_viewer_sees (view, c, (int) seat)
        && left[view->cards[c].def] > 0)
      left[view->cards[c].def]--;

  groo_game_copy (out, view);
  out->db = db;
  groo_rng_seed (out, seed ^ 0x7a11d0c5e3b94f21ULL);
  for (guint i = 0; i < view->n_cards; i++)
    {
      int c = view->order[i];
      GrooCardState *card = &out->cards[c];
      guint total = 0, any = 0, r;
      gboolean from_left;

      if (card->def != GROO_HIDDEN_DEF && groo_game_viewer_sees (view, c, (int) seat))
        continue;
      if (card->zone != GROO_ZONE_DECK && !GROO_ZONE_IS_HAND (card->zone))
        {
          if (message != NULL)
            *message = g_strdup_printf ("hidden card %d is neither in the deck nor in a hand", c);
          return FALSE;
        }
      for (guint d = 0; d < n_db; d++)
        if (fits (groo_card_db_get (db, d), card->zone))
          {
            total += left[d];
            any++;
          }
      if (any == 0)
        {
          if (message != NULL)
            *message = g_strdup ("the card list holds no card to guess a hidden one");
          return FALSE;
        }
      from_left = total > 0;
      r = groo_rng_below (out, from_left ? total : any);
      for (guint d = 0; d < n_db; d++)
        {
          guint weight;

          if (!fits (groo_card_db_get (db, d), card->zone))
            continue;
          weight = from_left ? left[d] : 1;
          if (r < weight)
            {
              card->def = d;
              if (left[d] > 0)
                left[d]--;
              break;
            }
          r -= weight;
        }
    }
  /* The future's stream, apart from the draws above. */
  groo_rng_seed (out, seed);
  return groo_game_check_invariants (out, message);
}

/* ---- JSON ------------------------------------------------------------------------------ */

/* A card of the projection: all of it when the viewer sees it, else only that it is there. */
static void
add_card (JsonBuilder    *builder,
          const GrooGame *g,
          int             card)
{
  const GrooCardDef *def;

  json_builder_begin_object (builder);
  if (g->cards[card].def == GROO_HIDDEN_DEF)
    {
      json_builder_set_member_name (builder, "hidden");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      return;
    }
  def = groo_game_card (g, card);
  json_builder_set_member_name (builder, "card");
  json_builder_add_int_value (builder, card);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, def->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, def->name);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, groo_kind_to_string (def->kind));
  if (def->kind == GROO_KIND_BUILDING)
    {
      json_builder_set_member_name (builder, "vp");
      json_builder_add_int_value (builder, def->vp);
    }
  if (def->kind == GROO_KIND_TROOP)
    {
      json_builder_set_member_name (builder, "attack");
      json_builder_add_int_value (builder, def->attack);
      json_builder_set_member_name (builder, "defense");
      json_builder_add_int_value (builder, def->defense);
      json_builder_set_member_name (builder, "committed");
      json_builder_add_boolean_value (builder, (g->cards[card].flags & GROO_CARD_COMMITTED) != 0);
    }
  json_builder_end_object (builder);
}

static void
add_zone (JsonBuilder    *builder,
          const char     *name,
          const GrooGame *g,
          guint           zone)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < groo_game_zone_size (g, zone); i++)
    add_card (builder, g, groo_game_zone_card (g, zone, i));
  json_builder_end_array (builder);
}

void
groo_game_position_to_json (const GrooGame *game,
                            int             viewer,
                            JsonBuilder    *builder)
{
  g_autofree GrooGame *g = g_new (GrooGame, 1);

  g_return_if_fail (game != NULL && builder != NULL);

  groo_game_project (game, viewer, g, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, groo_phase_to_string (g->phase));
  json_builder_set_member_name (builder, "step");
  json_builder_add_string_value (builder, groo_step_to_string (g->step));
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, g->turn);
  json_builder_set_member_name (builder, "active");
  json_builder_add_int_value (builder, g->active + 1);
  json_builder_set_member_name (builder, "deciding");
  json_builder_add_int_value (builder, g->deciding == GROO_NO_SEAT ? 0 : g->deciding + 1);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, g->dealer + 1);
  json_builder_set_member_name (builder, "groo");
  json_builder_add_int_value (builder, g->groo + 1);
  json_builder_set_member_name (builder, "goal");
  json_builder_add_int_value (builder, g->goal);
  json_builder_set_member_name (builder, "deck");
  json_builder_add_int_value (builder, groo_game_zone_size (g, GROO_ZONE_DECK));
  json_builder_set_member_name (builder, "deck-runs");
  json_builder_add_int_value (builder, g->deck_runs);
  json_builder_set_member_name (builder, "last-round");
  json_builder_add_boolean_value (builder, g->final_round);
  add_zone (builder, "discard", g, GROO_ZONE_DISCARD);
  add_zone (builder, "table", g, GROO_ZONE_TABLE);
  add_zone (builder, "waiting", g, GROO_ZONE_WAITING);

  json_builder_set_member_name (builder, "dice");
  json_builder_begin_array (builder);
  for (guint d = 0; d < GROO_N_DICE; d++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "face");
      json_builder_add_string_value (builder, groo_face_to_string (g->dice[d]));
      json_builder_set_member_name (builder, "spent");
      json_builder_add_boolean_value (builder, (g->dice_used >> d) & 1);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "dice-holder");
  json_builder_add_int_value (builder, g->holder + 1);

  if (g->war.active)
    {
      json_builder_set_member_name (builder, "war");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "attacker");
      json_builder_add_int_value (builder, g->war.attacker + 1);
      json_builder_set_member_name (builder, "defender");
      json_builder_add_int_value (builder, g->war.defender + 1);
      json_builder_set_member_name (builder, "attack");
      json_builder_add_int_value (builder, groo_game_war_attack (g));
      json_builder_set_member_name (builder, "defense");
      json_builder_add_int_value (builder, groo_game_war_defense (g));
      json_builder_end_object (builder);
    }

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < g->n_seats; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "vp");
      json_builder_add_int_value (builder, g->seats[s].vp);
      json_builder_set_member_name (builder, "army-attack");
      json_builder_add_int_value (builder, groo_game_army_attack (g, s));
      json_builder_set_member_name (builder, "army-defense");
      json_builder_add_int_value (builder, groo_game_army_defense (g, s));
      json_builder_set_member_name (builder, "hand-size");
      json_builder_add_int_value (builder, groo_game_zone_size (g, GROO_ZONE_HAND (s)));
      add_zone (builder, "hand", g, GROO_ZONE_HAND (s));
      add_zone (builder, "town", g, GROO_ZONE_TOWN (s));
      add_zone (builder, "army", g, GROO_ZONE_ARMY (s));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (groo_game_is_over (g))
    {
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint s = 0; s < g->n_seats; s++)
        if ((g->winners >> s) & 1)
          json_builder_add_int_value (builder, s + 1);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "end");
      json_builder_add_string_value (builder, groo_end_reason_to_string (g->end_reason));
    }
  json_builder_end_object (builder);
}

