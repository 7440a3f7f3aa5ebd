/* groo-scenario.c: Groo positions in scenario files (docs/scenario.md): towns, armies,
 * hands, the deck, Groo's town, the dice; and Groo's own expectations. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdlib.h>
#include <string.h>

#include "drive-in-error.h"
#include "groo-game-private.h"
#include "groo-rules.h"
#include "groo-scenario.h"
#include "groo-game-id.h"

/* Zones a file lists, one card a line, the first listed on top for the piles. */
typedef struct
{
  guint zone;
  GPtrArray *lines; /* of GameScenarioEntry, borrowed */
} ZoneList;

static GameScenarioSection *
find_section (GameScenario *scenario,
              const char   *name,
              const char   *arg)
{
  GPtrArray *sections = game_scenario_get_sections (scenario);

  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);

      if (g_str_equal (section->name, name) && g_strcmp0 (section->arg, arg) == 0)
        return section;
    }
  return NULL;
}

static const char *
section_value (GameScenarioSection *section,
               const char          *key,
               guint               *out_line)
{
  for (guint i = 0; section != NULL && i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);

      if (entry->key != NULL && g_str_equal (entry->key, key))
        {
          if (out_line != NULL)
            *out_line = entry->line;
          return entry->value;
        }
    }
  return NULL;
}

static gboolean
parse_uint (const char *text,
            guint       min,
            guint       max,
            guint      *out)
{
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, min, max, &value, NULL))
    return FALSE;
  *out = value;
  return TRUE;
}

static gboolean
parse_bool (const char *text,
            gboolean   *out)
{
  if (g_strcmp0 (text, "yes") == 0 || g_strcmp0 (text, "true") == 0)
    *out = TRUE;
  else if (g_strcmp0 (text, "no") == 0 || g_strcmp0 (text, "false") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

/* [card NAME] sections: cards defined in the file. */
static gboolean
add_file_cards (GameScenario  *scenario,
                GError       **error)
{
  static const char *const numbers[] = {
    "vp", "attack", "defense", "kopins", "supplies", "labor", "heads", "copies",
  };
  GPtrArray *sections = game_scenario_get_sections (scenario);

  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);
      g_autoptr(GArray) attributes = g_array_new (FALSE, TRUE, sizeof (DriveInCardAttribute));
      g_autofree char *number = NULL;
      g_autoptr(DriveInCard) card = NULL;
      DriveInCardInfo info = { 0 };
      const char *kind, *script;
      GrooKind parsed_kind;
      guint line = section->line;

      if (!g_str_equal (section->name, "card"))
        continue;
      if (section->arg == NULL)
        {
          game_scenario_error (scenario, section->line, error, "[card] needs a name");
          return FALSE;
        }
      kind = section_value (section, "kind", &line);
      if (!groo_kind_from_string (kind, &parsed_kind))
        {
          game_scenario_error (scenario, line, error,
                               "kind: building, troop, groo-effect, wild or event, not “%s”",
                               kind != NULL ? kind : "");
          return FALSE;
        }
      for (guint k = 0; k < G_N_ELEMENTS (numbers); k++)
        {
          const char *value = section_value (section, numbers[k], &line);
          DriveInCardAttribute attribute = { numbers[k], 0, NULL };
          guint parsed;

          if (value == NULL)
            continue;
          if (!parse_uint (value, 0, 99, &parsed))
            {
              game_scenario_error (scenario, line, error, "%s: “%s” is not a number from 0 to 99",
                                   numbers[k], value);
              return FALSE;
            }
          attribute.value = parsed;
          g_array_append_val (attributes, attribute);
        }
      script = section_value (section, "script", &line);
      if (script != NULL)
        {
          GrooScript compiled;
          g_autoptr(GError) local_error = NULL;
          DriveInCardAttribute attribute = { "script", 0, script };

          if (!groo_script_compile (script, kind, &compiled, &local_error))
            {
              game_scenario_error (scenario, line, error, "script: %s", local_error->message);
              return FALSE;
            }
          g_array_append_val (attributes, attribute);
        }
      number = g_strdelimit (g_ascii_strdown (section->arg, -1), " :/\\,;\"", '-');
      info.release = "scenario";
      info.number = number;
      info.name = section->arg;
      info.game = GROO_GAME_ID;
      info.kind = kind;
      info.abilities = section_value (section, "text", NULL);
      if (info.abilities == NULL && script != NULL)
        info.abilities = script;
      info.attributes = (const DriveInCardAttribute *) attributes->data;
      info.n_attributes = attributes->len;
      card = drive_in_card_new (&info);
      game_scenario_add_card (scenario, card);
    }
  return TRUE;
}

/* One card line: "[@label] NAME [xN]". */
typedef struct
{
  char *label;
  char *name;
  guint count;
} CardLine;

static gboolean
parse_card_line (GameScenario  *scenario,
                 const char    *text,
                 guint          line,
                 CardLine      *out,
                 GError       **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  char *rest = copy;
  char *space;
  size_t len;

  memset (out, 0, sizeof *out);
  out->count = 1;
  if (rest[0] == '@')
    {
      space = strchr (rest, ' ');
      if (space == NULL)
        {
          game_scenario_error (scenario, line, error, "“%s”: a label names a card after it",
                               text);
          return FALSE;
        }
      *space = '\0';
      out->label = g_strdup (rest + 1);
      rest = g_strstrip (space + 1);
    }
  len = strlen (rest);
  space = strrchr (rest, ' ');
  if (space != NULL && space[1] == 'x' && space[2] != '\0'
      && strspn (space + 2, "0123456789") == strlen (space + 2))
    {
      out->count = atoi (space + 2);
      *space = '\0';
      g_strstrip (rest);
      len = strlen (rest);
      if (out->count < 1 || out->count > GROO_MAX_CARDS)
        {
          game_scenario_error (scenario, line, error, "“%s”: a count from 1 to %d", text,
                               GROO_MAX_CARDS);
          g_free (out->label);
          return FALSE;
        }
    }
  if (len >= 2 && rest[0] == '"' && rest[len - 1] == '"')
    {
      rest[len - 1] = '\0';
      rest++;
    }
  if (*rest == '\0')
    {
      game_scenario_error (scenario, line, error, "“%s” names no card", text);
      g_free (out->label);
      return FALSE;
    }
  out->name = g_strdup (rest);
  return TRUE;
}

/* Adds the cards of @section to zone @zone of @g; the first listed is on top. */
static gboolean
add_zone_cards (GameScenario        *scenario,
                GameScenarioSection *section,
                GrooGame            *g,
                guint                zone,
                uint16_t            *defs,
                uint8_t             *zones,
                GError             **error)
{
  for (guint i = 0; section != NULL && i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);
      CardLine card;
      guint index;
      const char *text = entry->value;
      g_autofree char *full = NULL;

      /* "key = value" lines of a card list: a name holding "=" is unusual; keep it whole. */
      if (entry->key != NULL)
        text = full = g_strconcat (entry->key, " = ", entry->value, NULL);
      if (!parse_card_line (scenario, text, entry->line, &card, error))
        return FALSE;
      if (!game_scenario_find_card (scenario, card.name, entry->line, &index, error))
        {
          g_free (card.label);
          g_free (card.name);
          return FALSE;
        }
      for (guint k = 0; k < card.count; k++)
        {
          if (g->n_cards >= GROO_MAX_CARDS)
            {
              game_scenario_error (scenario, entry->line, error, "more than %d cards",
                                   GROO_MAX_CARDS);
              g_free (card.label);
              g_free (card.name);
              return FALSE;
            }
          if (card.label != NULL && k == 0)
            game_scenario_set_label (scenario, card.label, g->n_cards);
          defs[g->n_cards] = index;
          zones[g->n_cards] = zone;
          g->n_cards++;
        }
      g_free (card.label);
      g_free (card.name);
    }
  return TRUE;
}

static gboolean
parse_faces (GameScenario *scenario,
             const char   *text,
             guint         line,
             uint8_t      *out,
             GError      **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      GrooFace face;

      if (*words[i] == '\0')
        continue;
      if (n == GROO_N_DICE || !groo_face_from_string (words[i], &face)
          || (n == GROO_BLACK_DIE ? !GROO_FACE_IS_BLACK (face) : !GROO_FACE_IS_WHITE (face)))
        {
          game_scenario_error (scenario, line, error,
                               "the dice are 6 white faces (kopins, supplies, labor, groo) then "
                               "the black one (stay, left-1, right-1, left-2, right-2), not “%s”",
                               text);
          return FALSE;
        }
      out[n++] = face;
    }
  if (n != GROO_N_DICE)
    {
      game_scenario_error (scenario, line, error, "%u faces: the dice are 7", n);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_params (GameScenario     *scenario,
             GrooRulesParams  *params,
             GError          **error)
{
  groo_rules_params_init (params);
  for (guint i = 0; i < groo_rules.n_param_fields; i++)
    {
      const GameParamField *field = &groo_rules.param_fields[i];
      guint line = 0;
      const char *value = section_value (find_section (scenario, "game", NULL), field->name,
                                         &line);
      GrooFace face;
      guint number;

      if (value == NULL)
        continue;
      if (groo_face_from_string (value, &face))
        number = face;
      else if (!parse_uint (value, 0, 255, &number))
        {
          game_scenario_error (scenario, line, error, "%s: “%s” is not a number", field->name,
                               value);
          return FALSE;
        }
      game_params_set (&groo_rules, params, field, number);
    }
  if (!groo_rules_params_check (params, error))
    return FALSE;
  return TRUE;
}

/* [game] deal = yes: the set-up itself, from the deck as listed. */
static gboolean
build_dealt (GameScenario    *scenario,
             GrooGame        *g,
             GrooRulesParams *params,
             GError         **error)
{
  GameScenarioSection *game = find_section (scenario, "game", NULL);
  uint16_t defs[GROO_MAX_CARDS];
  uint8_t zones[GROO_MAX_CARDS];
  GrooGameSetup setup = { 0 };
  guint line = 0;
  const char *value;
  gboolean shuffle = FALSE;
  g_autoptr(GError) local_error = NULL;

  for (guint s = 0; s < GROO_MAX_SEATS; s++)
    {
      static const char *const names[] = { "hand", "town", "army" };

      for (guint z = 0; z < G_N_ELEMENTS (names); z++)
        {
          g_autofree char *zone_arg = g_strdup_printf ("%u %s", s + 1, names[z]);

          if (find_section (scenario, "seat", zone_arg) != NULL)
            {
              game_scenario_error (scenario, find_section (scenario, "seat", zone_arg)->line,
                                   error, "deal = yes deals the hands: list the deck only");
              return FALSE;
            }
        }
    }
  g->n_cards = 0;
  if (!add_zone_cards (scenario, find_section (scenario, "deck", NULL), g, GROO_ZONE_DECK, defs,
                       zones, error))
    return FALSE;
  setup.n_seats = game_scenario_get_n_seats (scenario);
  setup.seed = game_scenario_get_seed (scenario);
  setup.params = *params;
  setup.deck = defs;
  setup.deck_size = g->n_cards;
  setup.dealer = GROO_NO_SEAT;
  value = section_value (game, "shuffle", &line);
  if (value != NULL && !parse_bool (value, &shuffle))
    {
      game_scenario_error (scenario, line, error, "shuffle: yes or no");
      return FALSE;
    }
  setup.keep_order = !shuffle;
  value = section_value (game, "dealer", &line);
  if (value != NULL && !parse_uint (value, 1, setup.n_seats, &setup.dealer))
    {
      game_scenario_error (scenario, line, error, "dealer: a seat from 1 to %u",
                           setup.n_seats);
      return FALSE;
    }
  if (value != NULL)
    setup.dealer--;
  if (!groo_game_init (g, game_scenario_get_db (scenario), &setup, NULL, NULL, &local_error))
    {
      game_scenario_error (scenario, 0, error, "%s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Only the sections and [game] keys Groo files have: a misspelt one ([expects], "actve")
 * would otherwise be skipped, and the check or setting in it lost without a word. */
static gboolean
check_layout (GameScenario  *scenario,
              GError       **error)
{
  static const char *const game_keys[] = {
    "game", "seats", "seed", "deal", "shuffle", "dealer", "active", "groo", "turn", "deck-runs",
    "last-round", "step", "roll", "dice", "spent", "holder", "bought",
  };
  static const char *const seat_zones[] = { "hand", "town", "army" };
  GPtrArray *sections = game_scenario_get_sections (scenario);
  guint n_seats = game_scenario_get_n_seats (scenario);

  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);
      gboolean known = FALSE;

      if (g_str_equal (section->name, "card") || g_str_equal (section->name, "actions")
          || g_str_equal (section->name, "expect"))
        continue;
      if (g_str_equal (section->name, "deck") || g_str_equal (section->name, "discard"))
        known = section->arg == NULL;
      else if (g_str_equal (section->name, "seat"))
        {
          for (guint s = 0; s < n_seats && !known; s++)
            for (guint z = 0; z < G_N_ELEMENTS (seat_zones) && !known; z++)
              {
                g_autofree char *arg = g_strdup_printf ("%u %s", s + 1, seat_zones[z]);

                known = g_strcmp0 (section->arg, arg) == 0;
              }
          if (!known)
            {
              game_scenario_error (scenario, section->line, error,
                                   "[seat %s]: [seat N hand], [seat N town] or [seat N army], "
                                   "N a seat from 1 to %u", section->arg != NULL ? section->arg : "",
                                   n_seats);
              return FALSE;
            }
        }
      else if (g_str_equal (section->name, "game"))
        {
          for (guint e = 0; e < section->entries->len; e++)
            {
              GameScenarioEntry *entry = g_ptr_array_index (section->entries, e);
              gboolean known_key = FALSE;

              if (entry->key == NULL)
                {
                  game_scenario_error (scenario, entry->line, error, "“%s”: KEY = VALUE",
                                       entry->value);
                  return FALSE;
                }
              for (guint k = 0; k < G_N_ELEMENTS (game_keys) && !known_key; k++)
                known_key = g_str_equal (entry->key, game_keys[k]);
              for (guint f = 0; f < groo_rules.n_param_fields && !known_key; f++)
                known_key = g_str_equal (entry->key, groo_rules.param_fields[f].name);
              if (!known_key)
                {
                  game_scenario_error (scenario, entry->line, error, "[game]: unknown key “%s”",
                                       entry->key);
                  return FALSE;
                }
            }
          known = TRUE;
        }
      if (!known)
        {
          game_scenario_error (scenario, section->line, error,
                               "unknown section [%s%s%s]: Groo files have [game], [card NAME], "
                               "[deck], [discard], [seat N hand|town|army], [actions], [expect]",
                               section->name, section->arg != NULL ? " " : "",
                               section->arg != NULL ? section->arg : "");
          return FALSE;
        }
    }
  return TRUE;
}

static const struct
{
  const char *name;
  GrooStep    step;
  GrooPhase   phase;
} steps[] = {
  { "discard", GROO_STEP_DISCARD, GROO_PHASE_DISCARD },
  { "draw", GROO_STEP_DRAW, GROO_PHASE_DRAW },
  { "attack", GROO_STEP_ATTACK, GROO_PHASE_ATTACK },
  { "roll", GROO_STEP_ROLL, GROO_PHASE_CONSTRUCTION },
  { "build", GROO_STEP_BUILD, GROO_PHASE_CONSTRUCTION },
  { "second-draw", GROO_STEP_SECOND_DRAW, GROO_PHASE_SECOND_DRAW },
  { "end-turn", GROO_STEP_END_TURN, GROO_PHASE_SECOND_DRAW },
};

static gboolean
build (GameScenario  *scenario,
       gpointer       state,
       GError       **error)
{
  GrooGame *g = state;
  GameScenarioSection *game;
  GrooRulesParams params;
  uint16_t defs[GROO_MAX_CARDS];
  uint8_t zones[GROO_MAX_CARDS];
  guint n_seats = game_scenario_get_n_seats (scenario);
  guint line = 0, value_uint;
  const char *value;
  gboolean flag = FALSE;
  GrooRun run = { g, NULL, NULL };

  game = find_section (scenario, "game", NULL);
  if (!check_layout (scenario, error) || !add_file_cards (scenario, error)
      || !read_params (scenario, &params, error))
    return FALSE;

  value = section_value (game, "deal", &line);
  if (value != NULL && !parse_bool (value, &flag))
    {
      game_scenario_error (scenario, line, error, "deal: yes or no");
      return FALSE;
    }
  if (flag)
    return build_dealt (scenario, g, &params, error);

  memset (g, 0, sizeof *g);
  g->db = game_scenario_get_db (scenario);
  g->params = params;
  g->n_seats = n_seats;
  g->goal = groo_rules_params_goal (&params, n_seats);
  groo_rng_seed (g, game_scenario_get_seed (scenario));

  /* The cards, zone by zone. */
  if (!add_zone_cards (scenario, find_section (scenario, "deck", NULL), g, GROO_ZONE_DECK, defs,
                       zones, error)
      || !add_zone_cards (scenario, find_section (scenario, "discard", NULL), g,
                          GROO_ZONE_DISCARD, defs, zones, error))
    return FALSE;
  for (guint s = 0; s < n_seats; s++)
    {
      static const char *const names[] = { "hand", "town", "army" };

      for (guint z = 0; z < G_N_ELEMENTS (names); z++)
        {
          g_autofree char *arg = g_strdup_printf ("%u %s", s + 1, names[z]);

          if (!add_zone_cards (scenario, find_section (scenario, "seat", arg), g,
                               GROO_ZONE_HAND (s) + z, defs, zones, error))
            return FALSE;
        }
    }
  /* The permutation: zones in order, each pile's first card listed on top (at its end). */
  {
    guint at = 0;

    for (guint z = 0; z < GROO_N_ZONES; z++)
      {
        guint first = at;

        g->zone_start[z] = at;
        for (guint c = 0; c < g->n_cards; c++)
          if (zones[c] == z)
            g->order[at++] = c;
        if (z == GROO_ZONE_DECK || z == GROO_ZONE_DISCARD)
          for (guint i = first, j = at; i + 1 < j; i++, j--)
            {
              uint8_t t = g->order[i];

              g->order[i] = g->order[j - 1];
              g->order[j - 1] = t;
            }
      }
    g->zone_start[GROO_N_ZONES] = at;
  }
  for (guint c = 0; c < g->n_cards; c++)
    {
      const GrooCardDef *def = groo_card_db_get (g->db, defs[c]);
      guint z = zones[c];

      g->cards[c].def = defs[c];
      g->cards[c].zone = z;
      g->cards[c].war_mul = 1;
      g->cards[c].known = z == GROO_ZONE_DECK ? 0
                          : GROO_ZONE_IS_HAND (z) ? 1u << GROO_ZONE_SEAT (z) : GROO_ALL_SEATS;
      if ((z >= GROO_ZONE_FIRST_SEAT && !GROO_ZONE_IS_HAND (z))
          && def->kind != (z == GROO_ZONE_TOWN (GROO_ZONE_SEAT (z)) ? GROO_KIND_BUILDING
                                                                  : GROO_KIND_TROOP))
        {
          game_scenario_error (scenario, 0, error, "%s cannot be in a %s", def->name,
                               z == GROO_ZONE_TOWN (GROO_ZONE_SEAT (z)) ? "town" : "army");
          return FALSE;
        }
      if (GROO_ZONE_IS_HAND (z) && def->kind == GROO_KIND_EVENT)
        {
          game_scenario_error (scenario, 0, error, "%s is an Event: Events are never in a hand",
                               def->name);
          return FALSE;
        }
    }

  /* Whose turn, where Groo is, where the turn stands. */
  g->active = 0;
  if ((value = section_value (game, "active", &line)) != NULL)
    {
      if (!parse_uint (value, 1, n_seats, &value_uint))
        goto bad_seat;
      g->active = value_uint - 1;
    }
  g->dealer = (g->active + n_seats - 1) % n_seats;
  if ((value = section_value (game, "dealer", &line)) != NULL)
    {
      if (!parse_uint (value, 1, n_seats, &value_uint))
        goto bad_seat;
      g->dealer = value_uint - 1;
    }
  g->groo = g->dealer;
  if ((value = section_value (game, "groo", &line)) != NULL)
    {
      if (!parse_uint (value, 1, n_seats, &value_uint))
        goto bad_seat;
      g->groo = value_uint - 1;
    }
  g->turn = 1;
  if ((value = section_value (game, "turn", &line)) != NULL
      && !parse_uint (value, 1, 60000, &value_uint))
    {
      game_scenario_error (scenario, line, error, "turn: a number from 1");
      return FALSE;
    }
  else if (value != NULL)
    g->turn = value_uint;
  if ((value = section_value (game, "deck-runs", &line)) != NULL)
    {
      if (!parse_uint (value, 0, 200, &value_uint))
        {
          game_scenario_error (scenario, line, error, "deck-runs: a number");
          return FALSE;
        }
      g->deck_runs = value_uint;
    }
  if ((value = section_value (game, "last-round", &line)) != NULL)
    {
      if (!parse_uint (value, 0, n_seats - 1, &value_uint))
        {
          game_scenario_error (scenario, line, error,
                               "last-round: the turns still to play after this one (0 to %u)",
                               n_seats - 1);
          return FALSE;
        }
      g->final_round = TRUE;
      g->final_turns_left = value_uint;
    }
  for (guint s = 0; s < n_seats; s++)
    g->seats[s].turns_taken = s == g->active ? 1 : 0;

  g->step = GROO_STEP_DISCARD;
  g->phase = GROO_PHASE_DISCARD;
  if ((value = section_value (game, "step", &line)) != NULL)
    {
      guint i;

      for (i = 0; i < G_N_ELEMENTS (steps); i++)
        if (g_str_equal (value, steps[i].name))
          break;
      if (i == G_N_ELEMENTS (steps))
        {
          game_scenario_error (scenario, line, error,
                               "step: discard, draw, attack, roll, build, second-draw or "
                               "end-turn, not “%s”", value);
          return FALSE;
        }
      g->step = steps[i].step;
      g->phase = steps[i].phase;
    }
  g->holder = g->active;
  if ((value = section_value (game, "roll", &line)) != NULL)
    {
      if (!parse_faces (scenario, value, line, g->forced_faces, error))
        return FALSE;
      g->forced_roll = TRUE;
    }
  if ((value = section_value (game, "dice", &line)) != NULL)
    {
      if (g->step != GROO_STEP_BUILD)
        {
          game_scenario_error (scenario, line, error, "dice: only with step = build");
          return FALSE;
        }
      if (!parse_faces (scenario, value, line, g->dice, error))
        return FALSE;
    }
  else if (g->step == GROO_STEP_BUILD)
    {
      game_scenario_error (scenario, 0, error, "step = build needs the dice (dice = ...)");
      return FALSE;
    }
  if ((value = section_value (game, "spent", &line)) != NULL)
    {
      g_auto(GStrv) dice = g_strsplit (value, ",", -1);

      for (guint i = 0; dice[i] != NULL; i++)
        {
          guint die;

          if (!parse_uint (g_strstrip (dice[i]), 1, GROO_N_WHITE, &die)
              || ((g->dice_used >> (die - 1)) & 1))
            {
              game_scenario_error (scenario, line, error,
                                   "spent: white dice 1 to 6, each once, not “%s”", value);
              return FALSE;
            }
          g->dice_used |= 1u << (die - 1);
          g->dice_spends++;
        }
    }
  if ((value = section_value (game, "holder", &line)) != NULL)
    {
      if (!parse_uint (value, 1, n_seats, &value_uint))
        goto bad_seat;
      g->holder = value_uint - 1;
      if (g->holder != g->active)
        g->phase = GROO_PHASE_LEFTOVER;
    }
  if ((value = section_value (game, "bought", &line)) != NULL)
    {
      if (!parse_bool (value, &flag))
        {
          game_scenario_error (scenario, line, error, "bought: yes or no");
          return FALSE;
        }
      g->bought = flag;
    }
  for (guint s = 0; s < n_seats; s++)
    groo_update_vp (g, s);
  g->deciding = g->active;
  /* The automatic steps up to the first decision (a roll, draws...). */
  groo_advance (&run);
  return TRUE;

bad_seat:
  game_scenario_error (scenario, line, error, "“%s” is not a seat (1 to %u)", value, n_seats);
  return FALSE;
}

/* Expectations */

static gboolean
zone_from_words (const GrooGame *g,
                 char          **words,
                 guint           n,
                 guint          *out_zone)
{
  guint seat;

  if (n == 1 && g_str_equal (words[0], "deck"))
    *out_zone = GROO_ZONE_DECK;
  else if (n == 1 && g_str_equal (words[0], "discard"))
    *out_zone = GROO_ZONE_DISCARD;
  else if (n == 1 && g_str_equal (words[0], "table"))
    *out_zone = GROO_ZONE_TABLE;
  else if (n == 1 && g_str_equal (words[0], "waiting"))
    *out_zone = GROO_ZONE_WAITING;
  else if (n == 2 && parse_uint (words[1], 1, g->n_seats, &seat))
    {
      if (g_str_equal (words[0], "hand"))
        *out_zone = GROO_ZONE_HAND (seat - 1);
      else if (g_str_equal (words[0], "town"))
        *out_zone = GROO_ZONE_TOWN (seat - 1);
      else if (g_str_equal (words[0], "army"))
        *out_zone = GROO_ZONE_ARMY (seat - 1);
      else
        return FALSE;
    }
  else
    return FALSE;
  return TRUE;
}

static const char *
zone_name (const GrooGame *g,
           guint           zone)
{
  static char buffer[GROO_N_ZONES][16];
  static const char *const names[] = { "hand", "town", "army" };

  if (zone == GROO_ZONE_DECK)
    return "deck";
  if (zone == GROO_ZONE_DISCARD)
    return "discard";
  if (zone == GROO_ZONE_TABLE)
    return "table";
  if (zone == GROO_ZONE_WAITING)
    return "waiting";
  g_snprintf (buffer[zone], sizeof buffer[zone], "%s %u",
              names[(zone - GROO_ZONE_FIRST_SEAT) % 3], GROO_ZONE_SEAT (zone) + 1);
  return buffer[zone];
}

/* "NAME = N" and "NAME SEAT = N" lines: the number a name gives. */
static gboolean
count_of (const GrooGame *g,
          char          **words,
          guint           n,
          int            *out)
{
  guint seat = 0, zone;

  if (n == 2 && g_str_equal (words[0], "war"))
    {
      if (g_str_equal (words[1], "attack"))
        *out = groo_game_war_attack (g);
      else if (g_str_equal (words[1], "defense"))
        *out = groo_game_war_defense (g);
      else
        return FALSE;
      return TRUE;
    }
  if (n == 2 && !parse_uint (words[1], 1, g->n_seats, &seat))
    return FALSE;
  if (n == 2)
    seat--;
  if (zone_from_words (g, words, n, &zone))
    *out = groo_game_zone_size (g, zone);
  else if (n == 2 && g_str_equal (words[0], "vp"))
    *out = g->seats[seat].vp;
  else if (n == 2 && g_str_equal (words[0], "printed-vp"))
    *out = groo_game_town_printed_vp (g, seat);
  else if (n == 2 && g_str_equal (words[0], "army-attack"))
    *out = groo_game_army_attack (g, seat);
  else if (n == 2 && g_str_equal (words[0], "hand-size"))
    *out = groo_game_hand_size (g, seat);
  else if (n == 1 && g_str_equal (words[0], "spent"))
    *out = groo_popcount (g->dice_used);
  else if (n == 1 && g_str_equal (words[0], "unspent"))
    *out = groo_popcount (groo_dice_unspent (g));
  else if (n == 1 && g_str_equal (words[0], "deck-runs"))
    *out = g->deck_runs;
  else if (n == 1 && g_str_equal (words[0], "turn"))
    *out = g->turn;
  else if (n == 1 && g_str_equal (words[0], "choices"))
    {
      GameAction actions[GROO_MAX_CARDS + 16];

      *out = groo_game_legal_actions (g, actions, G_N_ELEMENTS (actions));
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
expect (GameScenario  *scenario,
        gconstpointer  state,
        const char    *text,
        gboolean      *passed,
        char         **actual,
        GError       **error)
{
  const GrooGame *g = state;
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint n = g_strv_length (words);
  guint seat;

  /* card @label in ZONE */
  if (n >= 4 && g_str_equal (words[0], "card") && g_str_equal (words[2], "in"))
    {
      int card = game_scenario_lookup_label (scenario, words[1]);
      guint zone;

      if (card == GAME_NO_CARD)
        {
          game_scenario_error (scenario, 0, error, "no card is labelled “%s”", words[1]);
          return FALSE;
        }
      if (!zone_from_words (g, words + 3, n - 3, &zone))
        {
          game_scenario_error (scenario, 0, error,
                               "“%s”: a zone is deck, discard, table, waiting, hand N, town N "
                               "or army N", text);
          return FALSE;
        }
      *passed = g->cards[card].zone == zone;
      if (!*passed)
        *actual = g_strdup_printf ("it is in the %s", zone_name (g, g->cards[card].zone));
      return TRUE;
    }
  /* top @label: the deck's top card */
  if (n == 2 && g_str_equal (words[0], "top"))
    {
      int card = game_scenario_lookup_label (scenario, words[1]);

      *passed = card != GAME_NO_CARD && groo_zone_top (g, GROO_ZONE_DECK, 0) == card;
      if (!*passed)
        *actual = g_strdup ("another card is on top");
      return TRUE;
    }
  if (n == 2 && (g_str_equal (words[0], "phase") || g_str_equal (words[0], "step")))
    {
      const char *is = g_str_equal (words[0], "phase") ? groo_phase_to_string (g->phase)
                                                      : groo_step_to_string (g->step);

      *passed = g_str_equal (is, words[1]);
      if (!*passed)
        *actual = g_strdup_printf ("%s %s", words[0], is);
      return TRUE;
    }
  if (n == 2 && (g_str_equal (words[0], "groo") || g_str_equal (words[0], "active")
                 || g_str_equal (words[0], "holder") || g_str_equal (words[0], "dealer")))
    {
      guint is = g_str_equal (words[0], "groo") ? g->groo
                 : g_str_equal (words[0], "active") ? g->active
                 : g_str_equal (words[0], "holder") ? g->holder : g->dealer;

      if (!parse_uint (words[1], 1, g->n_seats, &seat))
        {
          game_scenario_error (scenario, 0, error, "“%s” is not a seat", words[1]);
          return FALSE;
        }
      *passed = is == seat - 1;
      if (!*passed)
        *actual = g_strdup_printf ("%s %u", words[0], is + 1);
      return TRUE;
    }
  if (n == 2 && g_str_equal (words[0], "last-round"))
    {
      gboolean want;

      if (!parse_bool (words[1], &want))
        {
          game_scenario_error (scenario, 0, error, "last-round yes or no");
          return FALSE;
        }
      *passed = (g->final_round != 0) == want;
      if (!*passed)
        *actual = g_strdup (g->final_round ? "the last round is on" : "not the last round");
      return TRUE;
    }
  /* die N = FACE */
  if (n == 4 && g_str_equal (words[0], "die") && g_str_equal (words[2], "="))
    {
      GrooFace face;
      guint die;

      if (!parse_uint (words[1], 1, GROO_N_DICE, &die) || !groo_face_from_string (words[3], &face))
        {
          game_scenario_error (scenario, 0, error, "“%s”: die 1 to 7 = a face", text);
          return FALSE;
        }
      *passed = g->dice[die - 1] == face;
      if (!*passed)
        *actual = g_strdup_printf ("die %u = %s", die, groo_face_to_string (g->dice[die - 1]));
      return TRUE;
    }
  /* NAME [SEAT] = N */
  if (n >= 3 && g_str_equal (words[n - 2], "="))
    {
      guint want;
      int is;

      if (!parse_uint (words[n - 1], 0, 100000, &want) || !count_of (g, words, n - 2, &is))
        {
          game_scenario_error (scenario, 0, error, "“%s” is not a Groo expectation", text);
          return FALSE;
        }
      *passed = is == (int) want;
      if (!*passed)
        *actual = g_strdup_printf ("%d", is);
      return TRUE;
    }
  game_scenario_error (scenario, 0, error, "“%s” is not a Groo expectation", text);
  return FALSE;
}

const GameScenarioHooks groo_scenario_hooks = {
  .build = build,
  .expect = expect,
};
