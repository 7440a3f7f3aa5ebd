/* gros-game-position-text.c: a GROS position as text, as one viewer may see it (the turn,
 * each seat's Defense, Ratings, Title and zones, the shared zones, the table and the attack);
 * GameRules.text.describe_position, and drive-in-cli scenario's printout. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "gros-game-private.h"
#include "gros-game-view.h"

#define WRAP_WIDTH 100

/* Who looks and how cards are labelled. */
typedef struct
{
  const GrosGame    *game;
  int                viewer;
  GrosCardLabelFunc  label_func;   /* may be NULL */
  gpointer           user_data;
  GString           *out;
} Position;

static const char * const zone_names[GROS_N_SEAT_ZONES] = {
  "deck", "hand", "movie", "graveyard", "removed",
};

/* Decks and graveyards are shown top first, as scenario files write them. */
static gboolean
top_first (GrosZoneKind kind)
{
  return kind == GROS_ZONE_DECK || kind == GROS_ZONE_GRAVEYARD;
}

static int
zone_card (const GrosGame *game,
           GrosZoneKind    kind,
           guint           seat,
           guint           i)
{
  guint n = gros_game_zone_size (game, kind, seat);

  return gros_game_zone_card (game, kind, seat, top_first (kind) ? n - 1 - i : i);
}

static gboolean
sees (const Position *pos,
      int             card)
{
  return gros_game_viewer_sees (pos->game, card, pos->viewer);
}

static void
append_flags (GString        *s,
              const GrosGame *game,
              int             card)
{
  gboolean first = TRUE;

  for (guint i = 0, flag; gros_card_flag_name (i, &flag) != NULL; i++)
    if (game->cards[card].flags & flag)
      {
        g_string_append_printf (s, "%s%s", first ? " [" : ", ", gros_card_flag_name (i, NULL));
        first = FALSE;
      }
  if (!first)
    g_string_append_c (s, ']');
}

static char *
card_text (const Position *pos,
           int             card)
{
  const GrosGame *game = pos->game;
  GString *s = g_string_new (NULL);

  if (!sees (pos, card))
    {
      g_autofree char *alias = gros_game_card_alias (game, card);

      /* Translators: a card the viewer may not know, by where it lies ("hand2.3"). */
      g_string_append_printf (s, _("%s (hidden)"), alias);
    }
  else
    {
      const char *label = pos->label_func != NULL ? pos->label_func (card, pos->user_data) : NULL;

      g_string_append_printf (s, "#%d ", card);
      if (label != NULL)
        g_string_append_printf (s, "@%s ", label);
      g_string_append (s, gros_game_card_def (game, card)->name);
    }
  append_flags (s, game, card);
  return g_string_free (s, FALSE);
}

static void
print_wrapped (GString    *out,
               const char *indent,
               GPtrArray  *items)
{
  GString *line = g_string_new (indent);
  gsize indent_len = strlen (indent);

  for (guint i = 0; i < items->len; i++)
    {
      const char *item = g_ptr_array_index (items, i);
      gboolean last = i + 1 == items->len;

      if (line->len > indent_len && line->len + strlen (item) + 2 > WRAP_WIDTH)
        {
          g_string_append_printf (out, "%s\n", line->str);
          g_string_assign (line, indent);
        }
      g_string_append (line, item);
      if (!last)
        g_string_append (line, ", ");
    }
  if (line->len > indent_len)
    g_string_append_printf (out, "%s\n", line->str);
  g_string_free (line, TRUE);
}

/* The cards of a zone; runs of cards the viewer may not know, unflagged, are one item. */
static void
add_zone_items (const Position    *pos,
                GrosZoneKind       kind,
                guint              seat,
                GPtrArray         *items)
{
  const GrosGame *game = pos->game;
  guint n = gros_game_zone_size (game, kind, seat);

  for (guint i = 0; i < n;)
    {
      int card = zone_card (game, kind, seat, i);
      guint run = 1;

      if (sees (pos, card) || game->cards[card].flags != 0)
        {
          g_ptr_array_add (items, card_text (pos, card));
          i++;
          continue;
        }
      while (i + run < n && !sees (pos, zone_card (game, kind, seat, i + run))
             && game->cards[zone_card (game, kind, seat, i + run)].flags == 0)
        run++;
      if (run == 1)
        g_ptr_array_add (items, card_text (pos, card));
      else
        {
          g_autofree char *first = gros_game_card_alias (game, card);
          g_autofree char *last = gros_game_card_alias (game, zone_card (game, kind, seat,
                                                                         i + run - 1));

          /* Translators: "deck2.1 … deck2.30 (30 hidden)". */
          g_ptr_array_add (items, g_strdup_printf (_("%s … %s (%u hidden)"), first, last, run));
        }
      i += run;
    }
}

/* A Movie: cards attached to nothing, each followed by what is attached to it, indented. */
static void
print_movie_tree (const Position    *pos,
                  guint              seat,
                  int                host,
                  guint              depth)
{
  const GrosGame *game = pos->game;
  guint n = gros_game_zone_size (game, GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < n && depth < 8; i++)
    {
      int card = gros_game_zone_card (game, GROS_ZONE_MOVIE, seat, i);
      g_autofree char *text = NULL;

      if (game->cards[card].host != host)
        continue;
      text = card_text (pos, card);
      if (sees (pos, card))
        g_string_append_printf (pos->out, "    %*s%s  (%s %d)\n", (int) depth * 2, "", text, _("Defense"),
                 gros_game_card_defense (game, card));
      else
        g_string_append_printf (pos->out, "    %*s%s\n", (int) depth * 2, "", text);
      print_movie_tree (pos, seat, card, depth + 1);
    }
}

static void
print_seat (const Position    *pos,
            guint              seat)
{
  const GrosGame *game = pos->game;
  const GrosSeat *s = &game->seats[seat];
  GrosRatings r;
  gboolean partial;

  gros_game_ratings_for (game, seat, pos->viewer, &r, &partial);
  g_string_append_printf (pos->out, _("Seat %u: Defense %d, popcorn %d, hand limit %d\n"), seat + 1,
           gros_game_movie_defense (game, seat), s->popcorn, gros_game_hand_limit (game, seat));
  if (partial)
    g_string_append_printf (pos->out, _("  Ratings %d = defense %d + %d Title cards × %d (%d) + banked %d, and Title cards "
               "not seen\n"), r.total, r.defense, r.title_cards, game->params.title_points,
             r.title_points, r.banked);
  else
    g_string_append_printf (pos->out, _("  Ratings %d = defense %d + %d Title cards × %d (%d) + banked %d\n"), r.total,
             r.defense, r.title_cards, game->params.title_points, r.title_points, r.banked);
  if (s->n_title_words > 0)
    {
      g_autoptr(GString) title = g_string_new (NULL);

      for (guint w = 0; w < s->n_title_words; w++)
        g_string_append_printf (title, "%s%s", w > 0 ? ", " : "",
                                gros_card_db_word (game->db, s->title_words[w]));
      g_string_append_printf (pos->out, _("  Title words: %s\n"), title->str);
    }

  for (guint k = 0; k < GROS_N_SEAT_ZONES; k++)
    {
      guint n = gros_game_zone_size (game, k, seat);

      g_string_append_printf (pos->out, "  %s (%u%s)%s\n", zone_names[k], n, top_first (k) && n > 1 ? _(", top first") : "",
               n > 0 ? ":" : "");
      if (n == 0)
        continue;
      if (k == GROS_ZONE_MOVIE)
        print_movie_tree (pos, seat, GROS_NO_CARD, 0);
      else
        {
          g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

          add_zone_items (pos, k, seat, items);
          print_wrapped (pos->out, "    ", items);
        }
    }
}

static void
print_shared_and_table (const Position    *pos)
{
  const GrosGame *game = pos->game;
  static const GrosZoneKind shared[] = { GROS_ZONE_DECK, GROS_ZONE_GRAVEYARD };
  guint n;

  for (guint k = 0; game->params.shared_deck && k < G_N_ELEMENTS (shared); k++)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

      n = gros_game_zone_size (game, shared[k], GROS_SHARED_SEAT);
      g_string_append_printf (pos->out, _("Shared %s (%u, top first)\n"), zone_names[shared[k]], n);
      add_zone_items (pos, shared[k], GROS_SHARED_SEAT, items);
      print_wrapped (pos->out, "    ", items);
    }

  n = game->zone_start[GROS_ZONE_TABLE + 1] - game->zone_start[GROS_ZONE_TABLE];
  if (n > 0)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
      guint start = game->zone_start[GROS_ZONE_TABLE];

      g_string_append_printf (pos->out, _("On the table (%u):\n"), n);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, card_text (pos, game->order[start + i]));
      print_wrapped (pos->out, "    ", items);
    }
  if (game->attack.active)
    g_string_append_printf (pos->out, _("Attack in progress: seat %u on seat %u, %d against %d\n"),
             game->attack.attacker + 1, game->attack.defender + 1,
             gros_game_attack_strength (game), gros_game_defense_strength (game));
}

static void
print_position (const Position *pos)
{
  const GrosGame *game = pos->game;

  g_string_append_printf (pos->out, _("Turn %u, round %u: seat %u's turn (%s step); seat %u decides (%s)\n"),
           game->turn, game->round, game->active + 1, gros_phase_to_string (game->step),
           gros_game_get_deciding_seat (game) + 1, gros_phase_to_string (game->phase));
  if (pos->viewer >= 0)
    g_string_append_printf (pos->out, _("As seat %d sees it: cards it may not know are shown by where they lie\n"),
             pos->viewer + 1);
  else if (pos->viewer == GROS_VIEWER_PUBLIC)
    g_string_append_printf (pos->out, _("As anyone sees it: only cards every seat knows are named\n"));
  g_string_append_printf (pos->out, "\n");

  for (guint s = 0; s < game->n_seats; s++)
    {
      print_seat (pos, s);
      g_string_append_printf (pos->out, "\n");
    }
  print_shared_and_table (pos);
}

void
gros_game_describe_position (const GrosGame    *game,
                             int                viewer,
                             GrosCardLabelFunc  label_func,
                             gpointer           user_data,
                             GString           *out)
{
  Position pos = { game, viewer, label_func, user_data, out };

  g_return_if_fail (game != NULL);
  g_return_if_fail (out != NULL);

  print_position (&pos);
}
