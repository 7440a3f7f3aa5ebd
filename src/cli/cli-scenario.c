/* cli-scenario.c: drive-in-cli scenario: plays a scenario file and prints the resulting game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-scenario.h"
#include "gros-scenario.h"

#define CLI_EXIT_EXPECTATION 1
#define WRAP_WIDTH           100

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

static char *
card_text (GrosScenario *scenario,
           int           card)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  const GrosCardDef *def = gros_game_card_def (game, card);
  const char *label = gros_scenario_get_label (scenario, card);
  GString *s = g_string_new (NULL);
  gboolean first = TRUE;

  g_string_append_printf (s, "#%d ", card);
  if (label != NULL)
    g_string_append_printf (s, "@%s ", label);
  g_string_append (s, def->name);
  for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
    if (game->cards[card].flags & flag_names[i].flag)
      {
        g_string_append_printf (s, "%s%s", first ? " [" : ", ", flag_names[i].name);
        first = FALSE;
      }
  if (!first)
    g_string_append_c (s, ']');
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

/* A Movie: cards attached to nothing, each followed by what is attached to it, indented. */
static void
print_movie_tree (GrosScenario *scenario,
                  guint         seat,
                  int           host,
                  guint         depth)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  guint n = gros_game_zone_size (game, GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < n && depth < 8; i++)
    {
      int card = gros_game_zone_card (game, GROS_ZONE_MOVIE, seat, i);
      g_autofree char *text = NULL;

      if (game->cards[card].host != host)
        continue;
      text = card_text (scenario, card);
      g_print ("    %*s%s  (%s %d)\n", (int) depth * 2, "", text, _("Defense"),
               gros_game_card_defense (game, card));
      print_movie_tree (scenario, seat, card, depth + 1);
    }
}

static void
print_seat (GrosScenario *scenario,
            guint         seat)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  GrosCardDb *db = gros_scenario_get_db (scenario);
  const GrosSeat *s = &game->seats[seat];
  GrosRatings r;

  gros_game_ratings (game, seat, &r);
  g_print (_("Seat %u: Defense %d, popcorn %d, hand limit %d\n"), seat + 1,
           gros_game_movie_defense (game, seat), s->popcorn, gros_game_hand_limit (game, seat));
  g_print (_("  Ratings %d = defense %d + %d Title cards × %d (%d) + banked %d\n"), r.total,
           r.defense, r.title_cards, game->params.title_points, r.title_points, r.banked);
  if (s->n_title_words > 0)
    {
      g_autoptr(GString) title = g_string_new (NULL);

      for (guint w = 0; w < s->n_title_words; w++)
        g_string_append_printf (title, "%s%s", w > 0 ? ", " : "",
                                gros_card_db_word (db, s->title_words[w]));
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
        print_movie_tree (scenario, seat, GROS_NO_CARD, 0);
      else
        {
          g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

          for (guint i = 0; i < n; i++)
            g_ptr_array_add (items, card_text (scenario, zone_card (game, k, seat, i)));
          print_wrapped ("    ", items);
        }
    }
}

static void
print_shared_and_table (GrosScenario *scenario)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  static const GrosZoneKind shared[] = { GROS_ZONE_DECK, GROS_ZONE_GRAVEYARD };
  guint n;

  for (guint k = 0; game->params.shared_deck && k < G_N_ELEMENTS (shared); k++)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

      n = gros_game_zone_size (game, shared[k], GROS_SHARED_SEAT);
      g_print (_("Shared %s (%u, top first)\n"), zone_names[shared[k]], n);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, card_text (scenario,
                                           zone_card (game, shared[k], GROS_SHARED_SEAT, i)));
      print_wrapped ("    ", items);
    }

  n = game->zone_start[GROS_ZONE_TABLE + 1] - game->zone_start[GROS_ZONE_TABLE];
  if (n > 0)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

      g_print (_("On the table (%u):\n"), n);
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (items, card_text (scenario,
                                           game->order[game->zone_start[GROS_ZONE_TABLE] + i]));
      print_wrapped ("    ", items);
    }
  if (game->attack.active)
    g_print (_("Attack in progress: seat %u on seat %u, %d against %d\n"),
             game->attack.attacker + 1, game->attack.defender + 1,
             gros_game_attack_strength (game), gros_game_defense_strength (game));
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

static void
print_text (GrosScenario *scenario,
            const char   *stop_message)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  GPtrArray *log = gros_scenario_get_log (scenario);
  GPtrArray *checks = gros_scenario_get_checks (scenario);
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  guint n_legal, n_checked = 0, n_passed = 0;
  guint last_line = G_MAXUINT;

  g_print (_("Scenario %s: %u of %u actions applied\n"), gros_scenario_get_filename (scenario),
           gros_scenario_get_n_applied (scenario), gros_scenario_get_n_actions (scenario));
  g_print (_("Turn %u, round %u: seat %u's turn (%s step); seat %u decides (%s)\n\n"),
           game->turn, game->round, game->active + 1, gros_phase_to_string (game->step),
           gros_game_get_deciding_seat (game) + 1, gros_phase_to_string (game->phase));

  for (guint s = 0; s < game->n_seats; s++)
    {
      print_seat (scenario, s);
      g_print ("\n");
    }
  print_shared_and_table (scenario);

  g_print (_("Log:\n"));
  for (guint i = 0; i < log->len; i++)
    {
      const GrosScenarioLogEntry *e = g_ptr_array_index (log, i);

      if (e->action != NULL)
        g_print (_("  line %u: %s    # %s\n"), e->line, e->action, e->text);
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

  if (gros_game_is_over (game))
    {
      g_autofree char *winners = winners_text (game);

      g_print (_("\nThe game is over (%s): winner seat %s\n"),
               game->end_reason < G_N_ELEMENTS (end_names) ? end_names[game->end_reason] : "?",
               winners);
    }

  n_legal = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
  if (n_legal > 0)
    {
      g_print (_("\nLegal actions (seat %u, %s):\n"), gros_game_get_deciding_seat (game) + 1,
               gros_phase_to_string (game->phase));
      for (guint i = 0; i < n_legal; i++)
        {
          g_autofree char *machine = gros_action_to_string (&legal[i]);
          g_autofree char *label = gros_game_describe_action (game, &legal[i]);

          g_print ("  %-44s # %s\n", machine, label);
        }
    }

  if (stop_message != NULL)
    g_print (_("\nStopped: %s\n"), stop_message);

  if (checks->len > 0)
    {
      for (guint i = 0; i < checks->len; i++)
        {
          const GrosScenarioCheck *c = g_ptr_array_index (checks, i);

          n_checked += c->checked;
          n_passed += c->checked && c->passed;
        }
      g_print (_("\nExpectations: %u passed, %u failed, %u not reached\n"), n_passed,
               n_checked - n_passed, checks->len - n_checked);
      for (guint i = 0; i < checks->len; i++)
        {
          const GrosScenarioCheck *c = g_ptr_array_index (checks, i);

          if (!c->checked)
            g_print (_("  --    line %u: %s\n"), c->line, c->text);
          else if (c->passed)
            g_print (_("  ok    line %u: %s\n"), c->line, c->text);
          else
            g_print (_("  FAIL  line %u: %s (%s)\n"), c->line, c->text, c->actual);
        }
    }
}

/* ---- JSON ---------------------------------------------------------------------------- */

static void
add_card_json (JsonBuilder  *b,
               GrosScenario *scenario,
               int           card)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  const GrosCardDef *def = gros_game_card_def (game, card);
  const char *label = gros_scenario_get_label (scenario, card);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "instance");
  json_builder_add_int_value (b, card);
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
  if (game->cards[card].host != GROS_NO_CARD)
    json_builder_add_int_value (b, game->cards[card].host);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "owner");
  if (game->cards[card].owner < game->n_seats)
    json_builder_add_int_value (b, game->cards[card].owner + 1);
  else
    json_builder_add_string_value (b, "shared");
  json_builder_set_member_name (b, "flags");
  json_builder_begin_array (b);
  for (guint i = 0; i < G_N_ELEMENTS (flag_names); i++)
    if (game->cards[card].flags & flag_names[i].flag)
      json_builder_add_string_value (b, flag_names[i].name);
  json_builder_end_array (b);
  if (game->cards[card].zone != GROS_ZONE_TABLE
      && GROS_ZONE_KIND (game->cards[card].zone) == GROS_ZONE_MOVIE)
    {
      json_builder_set_member_name (b, "defense");
      json_builder_add_int_value (b, gros_game_card_defense (game, card));
    }
  json_builder_end_object (b);
}

static void
add_zone_json (JsonBuilder  *b,
               GrosScenario *scenario,
               GrosZoneKind  kind,
               guint         seat)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  guint n = gros_game_zone_size (game, kind, seat);

  json_builder_set_member_name (b, zone_names[kind]);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    add_card_json (b, scenario, zone_card (game, kind, seat, i));
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
print_json (GrosScenario *scenario,
            const char   *stop_message)
{
  const GrosGame *game = gros_scenario_get_game (scenario);
  GrosCardDb *db = gros_scenario_get_db (scenario);
  GPtrArray *log = gros_scenario_get_log (scenario);
  GPtrArray *checks = gros_scenario_get_checks (scenario);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  guint n_legal;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, gros_scenario_get_filename (scenario));
  add_int (b, "actions", gros_scenario_get_n_actions (scenario));
  add_int (b, "applied", gros_scenario_get_n_applied (scenario));
  json_builder_set_member_name (b, "error");
  if (stop_message != NULL)
    json_builder_add_string_value (b, stop_message);
  else
    json_builder_add_null_value (b);
  add_int (b, "turn", game->turn);
  add_int (b, "round", game->round);
  add_int (b, "active", game->active + 1);
  add_int (b, "first", game->first_seat + 1);
  add_int (b, "deciding", gros_game_get_deciding_seat (game) + 1);
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

  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < game->n_seats; s++)
    {
      GrosRatings r;

      gros_game_ratings (game, s, &r);
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
        json_builder_add_string_value (b, gros_card_db_word (db, game->seats[s].title_words[w]));
      json_builder_end_array (b);
      json_builder_set_member_name (b, "ratings");
      json_builder_begin_object (b);
      add_int (b, "defense", r.defense);
      add_int (b, "title_cards", r.title_cards);
      add_int (b, "title_points", r.title_points);
      add_int (b, "banked", r.banked);
      add_int (b, "total", r.total);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "zones");
      json_builder_begin_object (b);
      for (guint k = 0; k < GROS_N_SEAT_ZONES; k++)
        add_zone_json (b, scenario, k, s);
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (game->params.shared_deck)
    {
      json_builder_set_member_name (b, "shared");
      json_builder_begin_object (b);
      add_zone_json (b, scenario, GROS_ZONE_DECK, GROS_SHARED_SEAT);
      add_zone_json (b, scenario, GROS_ZONE_GRAVEYARD, GROS_SHARED_SEAT);
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "table");
  json_builder_begin_array (b);
  for (guint i = game->zone_start[GROS_ZONE_TABLE]; i < game->zone_start[GROS_ZONE_TABLE + 1]; i++)
    add_card_json (b, scenario, game->order[i]);
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

  json_builder_set_member_name (b, "log");
  json_builder_begin_array (b);
  for (guint i = 0; i < log->len; i++)
    {
      const GrosScenarioLogEntry *e = g_ptr_array_index (log, i);

      json_builder_begin_object (b);
      add_int (b, "line", e->line);
      json_builder_set_member_name (b, "action");
      if (e->action != NULL)
        json_builder_add_string_value (b, e->action);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, e->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  n_legal = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
  json_builder_set_member_name (b, "legal");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = gros_action_to_string (&legal[i]);
      g_autofree char *label = gros_game_describe_action (game, &legal[i]);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, machine);
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, label);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "expectations");
  json_builder_begin_array (b);
  for (guint i = 0; i < checks->len; i++)
    {
      const GrosScenarioCheck *c = g_ptr_array_index (checks, i);

      json_builder_begin_object (b);
      add_int (b, "line", c->line);
      json_builder_set_member_name (b, "text");
      json_builder_add_string_value (b, c->text);
      json_builder_set_member_name (b, "checked");
      json_builder_add_boolean_value (b, c->checked);
      json_builder_set_member_name (b, "passed");
      json_builder_add_boolean_value (b, c->checked && c->passed);
      json_builder_set_member_name (b, "actual");
      if (c->actual != NULL)
        json_builder_add_string_value (b, c->actual);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  cli_print_json (root);
}

int
cli_scenario (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { NULL }
  };
  g_autoptr(GrosScenario) scenario = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) stop = NULL;
  gboolean ran;

  if (!cli_parse_options (cli_lookup_command ("scenario"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("scenario: which file? See docs/scenario.md for the format")
                          : _("scenario: one file at a time"));
      return CLI_EXIT_FAILURE;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  scenario = gros_scenario_new_from_file (file, NULL, &error);
  if (scenario == NULL)
    {
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }

  ran = gros_scenario_run (scenario, &stop);
  if (json)
    print_json (scenario, ran ? NULL : stop->message);
  else
    print_text (scenario, ran ? NULL : stop->message);
  if (!ran)
    cli_print_problems (stop->message);

  if (!ran || gros_scenario_get_n_failed (scenario) > 0)
    return CLI_EXIT_EXPECTATION;
  return CLI_EXIT_OK;
}
