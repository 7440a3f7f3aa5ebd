/* gros-game-view.c: a GROS game as one viewer may see it: which cards it knows, how the others
 * read, positions and Ratings as it may be shown them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-game-private.h"
#include "gros-game-view.h"

/* The final tally: each seat shows the cards of its hand and Movie that bear a word of its
 * Title, the Title points they give. */
static gboolean
shown_for_ratings (const GrosGame *game,
                   int             card)
{
  guint zone = game->cards[card].zone;
  guint seat = GROS_ZONE_SEAT (zone);
  guint word;

  /* In a projection a hidden card has no definition, so no Title word to show. */
  if (game->cards[card].def == GROS_HIDDEN_DEF)
    return FALSE;
  word = gros_def (game, card)->title_word;
  if (word == 0 || zone == GROS_ZONE_TABLE || seat >= game->n_seats
      || (GROS_ZONE_KIND (zone) != GROS_ZONE_HAND && GROS_ZONE_KIND (zone) != GROS_ZONE_MOVIE))
    return FALSE;
  for (guint w = 0; w < game->seats[seat].n_title_words; w++)
    if (game->seats[seat].title_words[w] == word)
      return TRUE;
  return FALSE;
}

gboolean
gros_game_viewer_sees (const GrosGame *game,
                       int             card,
                       int             viewer)
{
  guint everyone;

  g_return_val_if_fail (game != NULL, FALSE);

  if (card < 0 || card >= game->n_cards)
    return FALSE;
  if (viewer == GROS_VIEWER_ALL)
    return TRUE;
  if (G_UNLIKELY (game->phase == GROS_PHASE_GAME_OVER) && shown_for_ratings (game, card))
    return TRUE;
  if (viewer >= 0)
    return viewer < GROS_MAX_SEATS && ((game->cards[card].known >> viewer) & 1);
  /* The public view: what every seat of the game knows. */
  everyone = (1u << game->n_seats) - 1;
  return (game->cards[card].known & everyone) == everyone;
}

/* What anyone may be told of a card in @zone that they cannot see. */
static char *
hidden_phrase (guint zone)
{
  guint seat;

  if (zone >= GROS_ZONE_TABLE)
    return g_strdup (_("a face-down card"));
  seat = GROS_ZONE_SEAT (zone);
  switch (GROS_ZONE_KIND (zone))
    {
    case GROS_ZONE_DECK:
      if (seat == GROS_SHARED_SEAT)
        return g_strdup (_("a card from the shared deck"));
      /* Translators: a card nobody else may know; "Seat 2" is its owner. */
      return g_strdup_printf (_("a card from Seat %u's deck"), seat + 1);
    case GROS_ZONE_HAND:
      return g_strdup_printf (_("a card from Seat %u's hand"), seat + 1);
    case GROS_ZONE_MOVIE:
      return g_strdup_printf (_("a face-down card in Seat %u's Movie"), seat + 1);
    default:
      return g_strdup (_("a hidden card"));
    }
}

void
gros_namer_init (GrosNamer      *namer,
                 const GrosGame *game,
                 int             viewer)
{
  namer->g = game;
  namer->viewer = viewer;
  namer->pool = NULL;
}

void
gros_namer_clear (GrosNamer *namer)
{
  g_clear_pointer (&namer->pool, g_ptr_array_unref);
}

gboolean
gros_namer_sees (const GrosNamer *namer,
                 int              card)
{
  return gros_game_viewer_sees (namer->g, card, namer->viewer);
}

const char *
gros_namer_card_in (GrosNamer *namer,
                    int        card,
                    guint      zone)
{
  char *phrase;

  if (card < 0 || card >= namer->g->n_cards)
    return "?";
  if (gros_namer_sees (namer, card))
    return gros_def (namer->g, card)->name;
  if (namer->pool == NULL)
    namer->pool = g_ptr_array_new_with_free_func (g_free);
  phrase = hidden_phrase (zone);
  g_ptr_array_add (namer->pool, phrase);
  return phrase;
}

const char *
gros_namer_card (GrosNamer *namer,
                 int        card)
{
  if (card < 0 || card >= namer->g->n_cards)
    return "?";
  return gros_namer_card_in (namer, card, namer->g->cards[card].zone);
}

char *
gros_game_describe_card_for (const GrosGame *game,
                             int             card,
                             int             viewer)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);

  if (gros_game_viewer_sees (game, card, viewer))
    return g_strdup (gros_def (game, card)->name);
  return hidden_phrase (game->cards[card].zone);
}

/* Aliases */

static const char * const zone_words[GROS_N_SEAT_ZONES] = {
  "deck", "hand", "movie", "graveyard", "removed",
};

char *
gros_game_card_alias (const GrosGame *game,
                      int             card)
{
  guint zone, start, n, index = 0, kind, seat;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);

  zone = game->cards[card].zone;
  start = game->zone_start[zone];
  n = game->zone_start[zone + 1] - start;
  while (index < n && game->order[start + index] != card)
    index++;
  if (zone == GROS_ZONE_TABLE)
    return g_strdup_printf ("table.%u", index + 1);
  kind = GROS_ZONE_KIND (zone);
  seat = GROS_ZONE_SEAT (zone);
  /* Decks and graveyards count from the top (the end of the slice), as they are shown. */
  if (kind == GROS_ZONE_DECK || kind == GROS_ZONE_GRAVEYARD)
    index = n - 1 - index;
  if (seat == GROS_SHARED_SEAT)
    return g_strdup_printf ("shared-%s.%u", zone_words[kind], index + 1);
  return g_strdup_printf ("%s%u.%u", zone_words[kind], seat + 1, index + 1);
}

static void
append_card_word (GString        *s,
                  const GrosGame *game,
                  const char     *key,
                  int             card,
                  int             viewer)
{
  if (card == GROS_NO_CARD)
    return;
  if (card >= 0 && card < game->n_cards && !gros_game_viewer_sees (game, card, viewer))
    {
      g_autofree char *alias = gros_game_card_alias (game, card);

      g_string_append_printf (s, " %s=%s", key, alias);
    }
  else
    g_string_append_printf (s, " %s=%d", key, card);
}

char *
gros_action_to_string_for (const GrosGame   *game,
                           const GrosAction *action,
                           int               viewer)
{
  g_autofree char *plain = NULL;
  GString *s;
  const char *space;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (action != NULL, NULL);

  plain = gros_action_to_string (action);
  if (viewer == GROS_VIEWER_ALL)
    return g_steal_pointer (&plain);
  /* The same words in the same order, the card numbers replaced where they would tell. */
  space = strchr (plain, ' ');
  s = g_string_new_len (plain, space != NULL ? space - plain : (gssize) strlen (plain));
  g_string_append_printf (s, " seat=%u", action->seat + 1);
  append_card_word (s, game, "card", action->card, viewer);
  append_card_word (s, game, "target", action->target, viewer);
  if (action->target_seat != GROS_NO_SEAT)
    g_string_append_printf (s, " movie=%u", action->target_seat + 1);
  if (action->mode != 0)
    g_string_append_printf (s, " mode=%u", action->mode);
  /* Extra is a card for the actions that take a second one; a trait id (public, and
   * written trait= so that no reader takes it for a card) for those that declare one. */
  if (action->extra != GROS_NO_CARD)
    {
      if (gros_handlers_extra_is_trait (game, action))
        g_string_append_printf (s, " trait=%d", action->extra);
      else
        append_card_word (s, game, "extra", action->extra, viewer);
    }
  return g_string_free (s, FALSE);
}

/* Ratings */

void
gros_game_ratings_for (const GrosGame *game,
                       guint           seat,
                       int             viewer,
                       GrosRatings    *out,
                       gboolean       *out_partial)
{
  const GrosGame *g = game;
  gboolean partial = FALSE;
  guint zones[2];

  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);
  g_return_if_fail (out != NULL);

  gros_game_ratings (game, seat, out);
  if (viewer == GROS_VIEWER_ALL || gros_game_is_over (game))
    {
      if (out_partial != NULL)
        *out_partial = FALSE;
      return;
    }

  /* The same count as gros_game_ratings(), over the cards the viewer sees. */
  out->title_cards = 0;
  zones[0] = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  zones[1] = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    for (guint i = 0; i < gros_zone_size (g, zones[z]); i++)
      {
        int c = gros_zone_at (g, zones[z], i);
        guint word;

        if (!gros_game_viewer_sees (g, c, viewer))
          {
            partial = TRUE;
            continue;
          }
        word = gros_def (g, c)->title_word;
        if (word == 0)
          continue;
        for (guint w = 0; w < g->seats[seat].n_title_words; w++)
          if (g->seats[seat].title_words[w] == word)
            {
              out->title_cards++;
              break;
            }
      }
  out->title_points = out->title_cards * g->params.title_points;
  out->total = out->defense + out->title_points + out->banked;
  if (out_partial != NULL)
    *out_partial = partial;
}

/* JSON */

static const char * const end_names[] = {
  "none", "credits", "out-of-plot", "twists", "stalemate",
};

static const struct
{
  guint       flag;
  const char *name;
} flag_names[] = {
  { GROS_CARD_TIPPED, "tipped" },
  { GROS_CARD_KNOCKED_OUT, "ko" },
  { GROS_CARD_FACE_DOWN, "face-down" },
  { GROS_CARD_BANKED, "banked" },
  { GROS_CARD_SPENT, "spent" },
  { GROS_CARD_REVEALED, "revealed" },
  { GROS_CARD_CAST_THIS_TURN, "new" },
};

const char *
gros_card_flag_name (guint  index,
                     guint *out_flag)
{
  if (index >= G_N_ELEMENTS (flag_names))
    return NULL;
  if (out_flag != NULL)
    *out_flag = flag_names[index].flag;
  return flag_names[index].name;
}

typedef struct
{
  JsonBuilder       *b;
  const GrosGame    *game;
  int                viewer;
  GrosCardLabelFunc  label_func;
  gpointer           user_data;
} JsonView;

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

/* A card another card refers to (its host): its instance, or its alias when hidden. */
static void
add_card_ref (JsonView *v,
              int       card)
{
  if (card == GROS_NO_CARD)
    json_builder_add_null_value (v->b);
  else if (!gros_game_viewer_sees (v->game, card, v->viewer))
    {
      g_autofree char *alias = gros_game_card_alias (v->game, card);

      json_builder_add_string_value (v->b, alias);
    }
  else
    json_builder_add_int_value (v->b, card);
}

static void
add_flags (JsonView *v,
           int       card)
{
  json_builder_set_member_name (v->b, "flags");
  json_builder_begin_array (v->b);
  for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
    if (v->game->cards[card].flags & flag_names[i].flag)
      json_builder_add_string_value (v->b, flag_names[i].name);
  json_builder_end_array (v->b);
}

static void
add_owner (JsonView *v,
           int       card)
{
  json_builder_set_member_name (v->b, "owner");
  if (v->game->cards[card].owner < v->game->n_seats)
    json_builder_add_int_value (v->b, v->game->cards[card].owner + 1);
  else
    json_builder_add_string_value (v->b, "shared");
}

static void
add_card (JsonView *v,
          int       card)
{
  const GrosGame *game = v->game;
  JsonBuilder *b = v->b;
  const GrosCardDef *def;
  const char *label;

  json_builder_begin_object (b);
  if (!gros_game_viewer_sees (game, card, v->viewer))
    {
      /* Only where it lies and what anyone can see of it. */
      g_autofree char *alias = gros_game_card_alias (game, card);

      json_builder_set_member_name (b, "alias");
      json_builder_add_string_value (b, alias);
      json_builder_set_member_name (b, "hidden");
      json_builder_add_boolean_value (b, TRUE);
      json_builder_set_member_name (b, "host");
      add_card_ref (v, game->cards[card].host);
      add_owner (v, card);
      add_flags (v, card);
      json_builder_end_object (b);
      return;
    }

  def = gros_game_card_def (game, card);
  label = v->label_func != NULL ? v->label_func (card, v->user_data) : NULL;
  add_int (b, "instance", card);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, def->id);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, def->name);
  json_builder_set_member_name (b, "label");
  if (label != NULL)
    json_builder_add_string_value (b, label);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "host");
  add_card_ref (v, game->cards[card].host);
  add_owner (v, card);
  add_flags (v, card);
  if (game->cards[card].zone != GROS_ZONE_TABLE
      && GROS_ZONE_KIND (game->cards[card].zone) == GROS_ZONE_MOVIE)
    add_int (b, "defense", gros_game_card_defense (game, card));
  json_builder_end_object (b);
}

/* Decks and graveyards top first, as scenario files write them. */
static void
add_zone (JsonView     *v,
          GrosZoneKind  kind,
          guint         seat)
{
  const GrosGame *game = v->game;
  guint n = gros_game_zone_size (game, kind, seat);
  gboolean top_first = kind == GROS_ZONE_DECK || kind == GROS_ZONE_GRAVEYARD;

  json_builder_set_member_name (v->b, zone_words[kind]);
  json_builder_begin_array (v->b);
  for (guint i = 0; i < n; i++)
    add_card (v, gros_game_zone_card (game, kind, seat, top_first ? n - 1 - i : i));
  json_builder_end_array (v->b);
}

static void
add_seat (JsonView *v,
          guint     s)
{
  const GrosGame *game = v->game;
  JsonBuilder *b = v->b;
  GrosRatings r;
  gboolean partial;

  gros_game_ratings_for (game, s, v->viewer, &r, &partial);
  json_builder_begin_object (b);
  add_int (b, "seat", s + 1);
  add_int (b, "defense", gros_game_movie_defense (game, s));
  add_int (b, "popcorn", game->seats[s].popcorn);
  add_int (b, "banked", game->seats[s].banked);
  add_int (b, "hand_limit", gros_game_hand_limit (game, s));
  add_int (b, "turns_taken", game->seats[s].turns_taken);
  json_builder_set_member_name (b, "title");
  json_builder_begin_array (b);
  for (guint w = 0; w < game->seats[s].n_title_words; w++)
    json_builder_add_string_value (b, gros_card_db_word (game->db, game->seats[s].title_words[w]));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "ratings");
  json_builder_begin_object (b);
  add_int (b, "defense", r.defense);
  add_int (b, "title_cards", r.title_cards);
  add_int (b, "title_points", r.title_points);
  add_int (b, "banked", r.banked);
  add_int (b, "total", r.total);
  /* Only in a seat's view: Title cards it cannot see are left out of the count. */
  if (v->viewer != GROS_VIEWER_ALL)
    {
      json_builder_set_member_name (b, "partial");
      json_builder_add_boolean_value (b, partial);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "zones");
  json_builder_begin_object (b);
  for (guint k = 0; k < GROS_N_SEAT_ZONES; k++)
    add_zone (v, k, s);
  json_builder_end_object (b);
  json_builder_end_object (b);
}

void
gros_game_view_build_json (const GrosGame    *game,
                           int                viewer,
                           GrosCardLabelFunc  label_func,
                           gpointer           user_data,
                           JsonBuilder       *b)
{
  g_autofree GrosAction *legal = NULL;
  JsonView v = { b, game, viewer, label_func, user_data };
  guint deciding, n_legal = 0;

  g_return_if_fail (game != NULL);
  g_return_if_fail (JSON_IS_BUILDER (b));

  deciding = gros_game_get_deciding_seat (game);
  json_builder_begin_object (b);
  add_int (b, "turn", game->turn);
  add_int (b, "round", game->round);
  add_int (b, "active", game->active + 1);
  add_int (b, "first", game->first_seat + 1);
  add_int (b, "deciding", deciding + 1);
  json_builder_set_member_name (b, "step");
  json_builder_add_string_value (b, gros_phase_to_string (game->step));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, gros_phase_to_string (game->phase));
  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, gros_game_is_over (game));
  json_builder_set_member_name (b, "end");
  json_builder_add_string_value (b, game->end_reason < G_N_ELEMENTS (end_names)
                                    ? end_names[game->end_reason] : "?");
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint s = 0; gros_game_is_over (game) && s < game->n_seats; s++)
    if (game->winner_mask & (1u << s))
      json_builder_add_int_value (b, s + 1);
  json_builder_end_array (b);
  if (viewer != GROS_VIEWER_ALL)
    {
      json_builder_set_member_name (b, "viewer");
      if (viewer >= 0)
        json_builder_add_int_value (b, viewer + 1);
      else
        json_builder_add_string_value (b, "public");
    }

  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < game->n_seats; s++)
    add_seat (&v, s);
  json_builder_end_array (b);

  if (game->params.shared_deck)
    {
      json_builder_set_member_name (b, "shared");
      json_builder_begin_object (b);
      add_zone (&v, GROS_ZONE_DECK, GROS_SHARED_SEAT);
      add_zone (&v, GROS_ZONE_GRAVEYARD, GROS_SHARED_SEAT);
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "table");
  json_builder_begin_array (b);
  for (guint i = game->zone_start[GROS_ZONE_TABLE]; i < game->zone_start[GROS_ZONE_TABLE + 1]; i++)
    add_card (&v, game->order[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "attack");
  if (game->attack.active)
    {
      json_builder_begin_object (b);
      add_int (b, "attacker", game->attack.attacker + 1);
      add_int (b, "defender", game->attack.defender + 1);
      add_int (b, "attack", gros_game_attack_strength (game));
      add_int (b, "defense", gros_game_defense_strength (game));
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);

  /* The decider's options are its own: another viewer is not told them, nor how many. */
  if (!gros_game_is_over (game) && (viewer == GROS_VIEWER_ALL || viewer == (int) deciding))
    {
      legal = g_new (GrosAction, GROS_MAX_ACTIONS);
      n_legal = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
    }
  json_builder_set_member_name (b, "legal");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = gros_action_to_string_for (game, &legal[i], viewer);
      g_autofree char *label = gros_game_describe_action_for (game, &legal[i], viewer);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, machine);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, label);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

JsonNode *
gros_game_view_to_json (const GrosGame    *game,
                        int                viewer,
                        GrosCardLabelFunc  label_func,
                        gpointer           user_data)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (game != NULL, NULL);

  gros_game_view_build_json (game, viewer, label_func, user_data, b);
  return json_builder_get_root (b);
}

/* Projection */

static int
remap (const int *map,
       int        card,
       guint      n_cards)
{
  return card >= 0 && (guint) card < n_cards ? map[card] : card;
}

void
gros_game_relabel (const GrosGame *game,
                   const int      *map,
                   GrosGame       *out)
{
  guint n;

  g_return_if_fail (game != NULL && map != NULL && out != NULL && game != out);

  gros_game_copy (out, game);
  n = game->n_cards;
  for (guint c = 0; c < n; c++)
    {
      GrosCardState *st = &out->cards[map[c]];

      *st = game->cards[c];
      st->host = remap (map, st->host, n);
    }
  for (guint i = 0; i < n; i++)
    out->order[i] = map[game->order[i]];
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    if (game->seats[s].queued_target != 0)
      out->seats[s].queued_card = remap (map, game->seats[s].queued_card, n);
  if (game->attack.active)
    {
      GrosAttack *a = &out->attack;

      a->origin = remap (map, a->origin, n);
      for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
        a->combined[i] = remap (map, a->combined[i], n);
      a->victim_hint = remap (map, a->victim_hint, n);
      a->redirect = remap (map, a->redirect, n);
    }
  /* A frame's value is a number (a seat, a count), never a card. */
  for (guint f = 0; f < game->n_frames && f < GROS_MAX_FRAMES; f++)
    {
      out->frames[f].card = remap (map, game->frames[f].card, n);
      out->frames[f].target = remap (map, game->frames[f].target, n);
    }
  for (guint i = 0; i < game->n_grants && i < GROS_MAX_GRANTS; i++)
    {
      out->grants[i].card = remap (map, game->grants[i].card, n);
      out->grants[i].source = remap (map, game->grants[i].source, n);
    }
}

/* What is public about a card @viewer may not see: where it lies (its zone, host and
 * owner, who knows it) and, in a Movie or on the table, how it lies there (face down,
 * tipped...). A card back in a hand, deck or pile carries no state: a mark left from its
 * time in play would tell which card it is. */
static void
blank_card (GrosCardState *st)
{
  st->def = GROS_HIDDEN_DEF;
  if (st->zone == GROS_ZONE_TABLE || GROS_ZONE_KIND (st->zone) == GROS_ZONE_MOVIE)
    return;
  st->flags = 0;
  st->props_this_turn = 0;
  st->stat_override = GROS_STAT_OVERRIDE_NONE;
  st->counter = 0;
  st->aux = 0;
}

/* Like Grotto Beasts!' projection: the hidden cards are given the hidden instance numbers,
 * smallest first, in the order of their places (zone by zone, each zone from the bottom),
 * so a hidden card's number depends on where it is and on which numbers the viewer cannot
 * see, never on which card it is. */
void
gros_game_project (const GrosGame *game,
                   int             viewer,
                   GrosGame       *out,
                   int            *out_map)
{
  int map[GROS_MAX_CARDS];
  int hidden[GROS_MAX_CARDS];
  guint n_hidden = 0, next = 0;

  g_return_if_fail (game != NULL && out != NULL && game != out);

  for (guint c = 0; c < GROS_MAX_CARDS; c++)
    map[c] = c;
  for (guint c = 0; c < game->n_cards; c++)
    if (!gros_game_viewer_sees (game, c, viewer))
      hidden[n_hidden++] = c;
  for (guint i = 0; i < game->n_cards && n_hidden > 0; i++)
    {
      int card = game->order[i];

      if (!gros_game_viewer_sees (game, card, viewer))
        map[card] = hidden[next++];
    }
  gros_game_relabel (game, map, out);
  if (out_map != NULL)
    memcpy (out_map, map, game->n_cards * sizeof map[0]);
  for (guint k = 0; k < n_hidden; k++)
    blank_card (&out->cards[hidden[k]]);

  /* What no longer holds anything may still hold an old card number: cleared, so that the
   * copy is the same however the hidden cards are numbered. */
  if (!out->attack.active)
    {
      memset (&out->attack, 0, sizeof out->attack);
      out->attack.origin = GROS_NO_CARD;
      out->attack.victim_hint = GROS_NO_CARD;
      out->attack.redirect = GROS_NO_CARD;
      for (guint i = 0; i < G_N_ELEMENTS (out->attack.combined); i++)
        out->attack.combined[i] = GROS_NO_CARD;
    }
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    if (out->seats[s].queued_target == 0)
      {
        out->seats[s].queued_card = GROS_NO_CARD;
        out->seats[s].queued_mode = 0;
        out->seats[s].queued_strength = 0;
      }
  if (out->n_frames < GROS_MAX_FRAMES)
    memset (&out->frames[out->n_frames], 0,
            (GROS_MAX_FRAMES - out->n_frames) * sizeof out->frames[0]);
  if (out->n_grants < GROS_MAX_GRANTS)
    memset (&out->grants[out->n_grants], 0,
            (GROS_MAX_GRANTS - out->n_grants) * sizeof out->grants[0]);
  if (out->n_cards < GROS_MAX_CARDS)
    {
      memset (&out->cards[out->n_cards], 0,
              (GROS_MAX_CARDS - out->n_cards) * sizeof out->cards[0]);
      memset (&out->order[out->n_cards], 0,
              (GROS_MAX_CARDS - out->n_cards) * sizeof out->order[0]);
    }
  /* The stream tells every shuffle to come. */
  out->rng[0] = out->rng[1] = 0;
}

/* Whether hidden card @card of @g may be @def: of type @type (any, -1), and, once the game
 * is over, none that the end would have shown (a Title word of its seat). */
static gboolean
may_be (GrosGame *g,
        int       card,
        guint     def,
        int       type)
{
  uint16_t was = g->cards[card].def;
  gboolean shown;

  if (type >= 0 && (int) gros_card_db_get (g->db, def)->type != type)
    return FALSE;
  if (g->phase != GROS_PHASE_GAME_OVER)
    return TRUE;
  g->cards[card].def = def;
  shown = shown_for_ratings (g, card);
  g->cards[card].def = was;
  return !shown;
}

/* A definition of @g's db that hidden card @card may be, drawn by @g's stream;
 * GROS_HIDDEN_DEF when there is none. */
static uint16_t
draw_def (GrosGame *g,
          int       card,
          int       type)
{
  guint n_db = gros_card_db_get_n_cards (g->db), n = 0, r;

  for (guint d = 0; d < n_db; d++)
    n += may_be (g, card, d, type);
  if (n == 0)
    return GROS_HIDDEN_DEF;
  r = gros_rng_below (g, n);
  for (guint d = 0; d < n_db; d++)
    if (may_be (g, card, d, type) && r-- == 0)
      return d;
  g_assert_not_reached ();
}

/* Each hidden card, in the view's own order of places (which tells nothing of the hidden
 * cards), becomes a card of @db: one of the type every seat knows lies face down in a Movie
 * (a Plot Twist, a Creature under it), any card elsewhere. */
gboolean
gros_game_world_from_view (const GrosGame   *view,
                           guint             seat,
                           const GrosCardDb *db,
                           uint64_t          seed,
                           GrosGame         *out,
                           char            **message)
{
  g_return_val_if_fail (view != NULL && db != NULL && out != NULL && view != out, FALSE);
  g_return_val_if_fail (seat < view->n_seats, FALSE);

  gros_game_copy (out, view);
  out->db = db;
  out->rng[0] = seed ^ 0x243f6a8885a308d3ull;
  out->rng[1] = (seed * 0x13198a2e03707344ull) | 1;
  for (guint i = 0; i < view->n_cards; i++)
    {
      int c = view->order[i];
      GrosCardState *card = &out->cards[c];
      int type = -1;

      if (card->def != GROS_HIDDEN_DEF && gros_game_viewer_sees (view, c, (int) seat))
        continue;
      if (GROS_ZONE_KIND (card->zone) == GROS_ZONE_MOVIE && (card->flags & GROS_CARD_FACE_DOWN))
        type = card->host == GROS_NO_CARD ? GROS_CARD_TYPE_PLOT_TWIST : GROS_CARD_TYPE_CREATURE;
      card->def = draw_def (out, c, type);
      if (card->def == GROS_HIDDEN_DEF)
        {
          if (message != NULL)
            *message = g_strdup ("the card list holds no card to guess a hidden one");
          return FALSE;
        }
    }
  /* Set-up deals every hand a Character to cast (the rules redeal until it has one): a seat
   * whose guessed hand has none gets its first hidden card drawn again as one. */
  if (out->step == GROS_PHASE_SETUP_CAST)
    for (guint s = 0; s < out->n_seats; s++)
      {
        guint zone = GROS_ZONE_ID (GROS_ZONE_HAND, s);
        int first_hidden = -1;
        gboolean has = FALSE;

        for (guint i = out->zone_start[zone]; i < out->zone_start[zone + 1]; i++)
          {
            int c = out->order[i];

            has = has || gros_def (out, c)->type == GROS_CARD_TYPE_CHARACTER;
            if (first_hidden < 0 && !gros_game_viewer_sees (view, c, (int) seat))
              first_hidden = c;
          }
        if (!has && first_hidden >= 0)
          {
            uint16_t def = draw_def (out, first_hidden, GROS_CARD_TYPE_CHARACTER);

            if (def != GROS_HIDDEN_DEF)
              out->cards[first_hidden].def = def;
          }
      }
  /* The future's stream, apart from the draws above. */
  out->rng[0] = game_splitmix64 (&seed);
  out->rng[1] = game_splitmix64 (&seed) | 1;
  return gros_game_check_invariants (out, message);
}
