/* cli-position.c: a GROS position printed as text or JSON, as one viewer may see it (scenario
 * files and saved games share it). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-position.h"
#include "drive-in-error.h"

#define WRAP_WIDTH 100

static const char * const zone_names[GROS_N_SEAT_ZONES] = {
  "deck", "hand", "movie", "graveyard", "removed",
};

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

gboolean
cli_position_parse_viewer (const char *text,
                           guint       n_seats,
                           int        *out_viewer,
                           GError    **error)
{
  guint64 seat;

  if (g_ascii_strcasecmp (text, "public") == 0)
    {
      *out_viewer = GROS_VIEWER_PUBLIC;
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 1, n_seats, &seat, NULL))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("--viewer takes a seat from 1 to %u, or “public”, not “%s”"), n_seats, text);
      return FALSE;
    }
  *out_viewer = (int) seat - 1;
  return TRUE;
}

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
sees (const CliPosition *pos,
      int                card)
{
  return gros_game_viewer_sees (pos->game, card, pos->viewer);
}

static void
append_flags (GString        *s,
              const GrosGame *game,
              int             card)
{
  gboolean first = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
    if (game->cards[card].flags & flag_names[i].flag)
      {
        g_string_append_printf (s, "%s%s", first ? " [" : ", ", flag_names[i].name);
        first = FALSE;
      }
  if (!first)
    g_string_append_c (s, ']');
}

char *
cli_position_card_text (const CliPosition *pos,
                        int                card)
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
print_wrapped (const char *indent,
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
          g_print ("%s\n", line->str);
          g_string_assign (line, indent);
        }
      g_string_append (line, item);
      if (!last)
        g_string_append (line, ", ");
    }
  if (line->len > indent_len)
    g_print ("%s\n", line->str);
  g_string_free (line, TRUE);
}

/* The cards of a zone; runs of cards the viewer may not know, unflagged, are one item. */
static void
add_zone_items (const CliPosition *pos,
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
          g_ptr_array_add (items, cli_position_card_text (pos, card));
          i++;
          continue;
        }
      while (i + run < n && !sees (pos, zone_card (game, kind, seat, i + run))
             && game->cards[zone_card (game, kind, seat, i + run)].flags == 0)
        run++;
      if (run == 1)
        g_ptr_array_add (items, cli_position_card_text (pos, card));
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
print_movie_tree (const CliPosition *pos,
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
      text = cli_position_card_text (pos, card);
      if (sees (pos, card))
        g_print ("    %*s%s  (%s %d)\n", (int) depth * 2, "", text, _("Defense"),
                 gros_game_card_defense (game, card));
      else
        g_print ("    %*s%s\n", (int) depth * 2, "", text);
      print_movie_tree (pos, seat, card, depth + 1);
    }
}

static void
print_seat (const CliPosition *pos,
            guint              seat)
{
  const GrosGame *game = pos->game;
  const GrosSeat *s = &game->seats[seat];
  GrosRatings r;
  gboolean partial;

  gros_game_ratings_for (game, seat, pos->viewer, &r, &partial);
  g_print (_("Seat %u: Defense %d, popcorn %d, hand limit %d\n"), seat + 1,
           gros_game_movie_defense (game, seat), s->popcorn, gros_game_hand_limit (game, seat));
  if (partial)
    g_print (_("  Ratings %d = defense %d + %d Title cards × %d (%d) + banked %d, and Title cards "
               "not seen\n"), r.total, r.defense, r.title_cards, game->params.title_points,
             r.title_points, r.banked);
  else
    g_print (_("  Ratings %d = defense %d + %d Title cards × %d (%d) + banked %d\n"), r.total,
             r.defense, r.title_cards, game->params.title_points, r.title_points, r.banked);
  if (s->n_title_words > 0)
    {
      g_autoptr(GString) title = g_string_new (NULL);

      for (guint w = 0; w < s->n_title_words; w++)
        g_string_append_printf (title, "%s%s", w > 0 ? ", " : "",
                                gros_card_db_word (game->db, s->title_words[w]));
      g_print (_("  Title words: %s\n"), title->str);
    }

  for (guint k = 0; k < GROS_N_SEAT_ZONES; k++)
    {
      guint n = gros_game_zone_size (game, k, seat);

      g_print ("  %s (%u%s)%s\n", zone_names[k], n, top_first (k) && n > 1 ? _(", top first") : "",
               n > 0 ? ":" : "");
      if (n == 0)
        continue;
      if (k == GROS_ZONE_MOVIE)
        print_movie_tree (pos, seat, GROS_NO_CARD, 0);
      else
        {
          g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

          add_zone_items (pos, k, seat, items);
          print_wrapped ("    ", items);
        }
    }
}

static void
print_shared_and_table (const CliPosition *pos)
{
  const GrosGame *game = pos->game;
  static const GrosZoneKind shared[] = { GROS_ZONE_DECK, GROS_ZONE_GRAVEYARD };
  guint n;

  for (guint k = 0; game->params.shared_deck && k < G_N_ELEMENTS (shared); k++)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

      n = gros_game_zone_size (game, shared[k], GROS_SHARED_SEAT);
      g_print (_("Shared %s (%u, top first)\n"), zone_names[shared[k]], n);
      add_zone_items (pos, shared[k], GROS_SHARED_SEAT, items);
      print_wrapped ("    ", items);
    }

  n = game->zone_start[GROS_ZONE_TABLE + 1] - game->zone_start[GROS_ZONE_TABLE];
  if (n > 0)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
      guint start = game->zone_start[GROS_ZONE_TABLE];

      g_print (_("On the table (%u):\n"), n);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, cli_position_card_text (pos, game->order[start + i]));
      print_wrapped ("    ", items);
    }
  if (game->attack.active)
    g_print (_("Attack in progress: seat %u on seat %u, %d against %d\n"),
             game->attack.attacker + 1, game->attack.defender + 1,
             gros_game_attack_strength (game), gros_game_defense_strength (game));
}

void
cli_position_print (const CliPosition *pos)
{
  const GrosGame *game = pos->game;

  g_print (_("Turn %u, round %u: seat %u's turn (%s step); seat %u decides (%s)\n"),
           game->turn, game->round, game->active + 1, gros_phase_to_string (game->step),
           gros_game_get_deciding_seat (game) + 1, gros_phase_to_string (game->phase));
  if (pos->viewer >= 0)
    g_print (_("As seat %d sees it: cards it may not know are shown by where they lie\n"),
             pos->viewer + 1);
  else if (pos->viewer == GROS_VIEWER_PUBLIC)
    g_print (_("As anyone sees it: only cards every seat knows are named\n"));
  g_print ("\n");

  for (guint s = 0; s < game->n_seats; s++)
    {
      print_seat (pos, s);
      g_print ("\n");
    }
  print_shared_and_table (pos);
}

void
cli_position_print_log (GPtrArray  *log,
                        const char *action_word)
{
  guint last_line = G_MAXUINT;

  g_print (_("Log:\n"));
  for (guint i = 0; i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);

      if (e->action != NULL)
        /* Translators: "line 12: play seat=1 card=4    # Play Blob"; the first word is "line"
         * or "action". */
        g_print (_("  %s %u: %s    # %s\n"), action_word, e->line, e->action, e->text);
      else
        {
          if (e->line == 0 && last_line != 0)
            g_print (_("  (set-up)\n"));
          g_print ("      %s\n", e->text);
        }
      last_line = e->line;
    }
  if (log->len == 0)
    g_print (_("  (nothing happened)\n"));
}

static char *
winners_text (const GrosGame *game)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < game->n_seats; i++)
    if (game->winner_mask & (1u << i))
      g_string_append_printf (s, "%s%u", s->len > 0 ? ", " : "", i + 1);
  return g_string_free (s, FALSE);
}

void
cli_position_print_end (const CliPosition *pos)
{
  const GrosGame *game = pos->game;
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  guint deciding = gros_game_get_deciding_seat (game);
  guint n_legal;

  if (gros_game_is_over (game))
    {
      g_autofree char *winners = winners_text (game);

      g_print (_("\nThe game is over (%s): winner seat %s\n"),
               game->end_reason < G_N_ELEMENTS (end_names) ? end_names[game->end_reason] : "?",
               winners);
    }

  n_legal = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
  if (n_legal == 0)
    return;
  /* The decider's options are its own. */
  if (pos->viewer != GROS_VIEWER_ALL && pos->viewer != (int) deciding)
    {
      g_print (_("\nLegal actions: seat %u decides; only that seat sees its options\n"),
               deciding + 1);
      return;
    }
  g_print (_("\nLegal actions (seat %u, %s):\n"), deciding + 1,
           gros_phase_to_string (game->phase));
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = gros_action_to_string_for (game, &legal[i], pos->viewer);
      g_autofree char *label = gros_game_describe_action_for (game, &legal[i], pos->viewer);

      g_print ("  %-44s # %s\n", machine, label);
    }
}

JsonNode *
cli_position_to_json (const CliPosition *pos,
                      JsonObject        *head,
                      GPtrArray         *log,
                      JsonObject        *tail)
{
  g_autoptr(JsonNode) view = gros_game_view_to_json (pos->game, pos->viewer, pos->label_func,
                                                     pos->user_data);
  JsonObject *view_object = json_node_get_object (view);
  JsonObject *out = json_object_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *entries = json_array_new ();
  GList *members;

  /* The members in the order drive-in-cli has always printed them. */
  members = head != NULL ? json_object_get_members (head) : NULL;
  for (GList *m = members; m != NULL; m = m->next)
    json_object_set_member (out, m->data, json_node_copy (json_object_get_member (head,
                                                                                  m->data)));
  g_list_free (members);
  members = json_object_get_members (view_object);
  for (GList *m = members; m != NULL; m = m->next)
    if (!g_str_equal (m->data, "legal"))
      json_object_set_member (out, m->data,
                              json_node_copy (json_object_get_member (view_object, m->data)));
  g_list_free (members);

  for (guint i = 0; log != NULL && i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);
      JsonObject *entry = json_object_new ();

      json_object_set_int_member (entry, "line", e->line);
      if (e->action != NULL)
        json_object_set_string_member (entry, "action", e->action);
      else
        json_object_set_null_member (entry, "action");
      json_object_set_string_member (entry, "text", e->text);
      json_array_add_object_element (entries, entry);
    }
  json_object_set_array_member (out, "log", entries);
  json_object_set_member (out, "legal",
                          json_node_copy (json_object_get_member (view_object, "legal")));

  members = tail != NULL ? json_object_get_members (tail) : NULL;
  for (GList *m = members; m != NULL; m = m->next)
    json_object_set_member (out, m->data, json_node_copy (json_object_get_member (tail,
                                                                                  m->data)));
  g_list_free (members);
  json_node_take_object (root, out);
  return root;
}
