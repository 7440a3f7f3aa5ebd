/* grotto-scenario.c: Grotto Beasts! scenario files: the position from [game], [card] and
 * [seat N] sections, and the expectations only this game has (docs/scenario.md). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "drive-in-error.h"
#include "grotto-game-private.h"
#include "grotto-scenario.h"
#include "grotto-scripts.h"
#include "grotto-game-id.h"

#define SCENARIO_SIGIL "scenario"

/* ---- Cards of the file: [card NAME] ------------------------------------------------------ */

typedef struct
{
  char    *name;
  guint    line;
  char    *script;   /* the "script" lines joined, or NULL */
} FileCard;

static gboolean
parse_yes (const char *value)
{
  return g_ascii_strcasecmp (value, "yes") == 0 || g_ascii_strcasecmp (value, "true") == 0
         || g_str_equal (value, "1");
}

static gboolean
parse_number (GameScenario *scenario,
              const char   *value,
              guint         line,
              int          *out,
              GError      **error)
{
  gint64 number;

  if (!g_ascii_string_to_signed (value, 10, 0, 99, &number, NULL))
    {
      game_scenario_error (scenario, line, error, "“%s” is not a number from 0 to 99", value);
      return FALSE;
    }
  *out = number;
  return TRUE;
}

static gboolean
define_card (GameScenario        *scenario,
             GameScenarioSection *section,
             GPtrArray           *file_cards,
             GError             **error)
{
  DriveInCardInfo info = { 0 };
  DriveInCardAttribute attributes[4];
  guint n_attributes = 0;
  const char *kind = "beast";
  g_autofree char *kind_label = NULL;
  g_autofree char *number = NULL;
  GString *script = NULL;
  g_autoptr(DriveInCard) card = NULL;
  FileCard *file_card;

  if (section->arg == NULL || *section->arg == '\0')
    return game_scenario_error (scenario, section->line, error, "[card] wants a name: [card NAME]"),
           FALSE;
  for (guint i = 0; i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);
      int value;

      if (entry->key == NULL)
        {
          game_scenario_error (scenario, entry->line, error, "“%s”: a line of a [card] is KEY = VALUE",
                               entry->value);
          return FALSE;
        }
      if (g_str_equal (entry->key, "kind"))
        {
          if (!g_str_equal (entry->value, "beast") && !g_str_equal (entry->value, "grotto")
              && !g_str_equal (entry->value, "wish") && !g_str_equal (entry->value, "challenger"))
            {
              game_scenario_error (scenario, entry->line, error,
                                   "kind: beast, grotto, wish or challenger, not “%s”", entry->value);
              return FALSE;
            }
          kind = g_intern_string (entry->value);
        }
      else if (g_str_equal (entry->key, "type"))
        {
          g_free (kind_label);
          kind_label = g_strdup_printf ("%s Beast", entry->value);
        }
      else if (g_str_equal (entry->key, "cost") || g_str_equal (entry->key, "power")
               || g_str_equal (entry->key, "goal"))
        {
          if (!parse_number (scenario, entry->value, entry->line, &value, error))
            return FALSE;
          attributes[n_attributes++] = (DriveInCardAttribute) { g_intern_string (entry->key), value,
                                                             NULL };
        }
      else if (g_str_equal (entry->key, "epic"))
        attributes[n_attributes++] = (DriveInCardAttribute) { "epic", parse_yes (entry->value), NULL };
      else if (g_str_equal (entry->key, "script"))
        {
          if (script == NULL)
            script = g_string_new (NULL);
          g_string_append_printf (script, "%s\n", entry->value);
        }
      else
        {
          game_scenario_error (scenario, entry->line, error,
                               "[card]: kind, type, cost, power, goal, epic or script, not “%s”",
                               entry->key);
          if (script != NULL)
            g_string_free (script, TRUE);
          return FALSE;
        }
      if (n_attributes >= G_N_ELEMENTS (attributes))
        n_attributes = G_N_ELEMENTS (attributes) - 1;
    }
  number = g_strdup_printf ("%u", file_cards->len + 1);
  info.release = SCENARIO_SIGIL;
  info.number = number;
  info.name = section->arg;
  info.game = GROTTO_GAME_ID;
  info.kind = kind;
  info.kind_label = kind_label;
  info.attributes = attributes;
  info.n_attributes = n_attributes;
  card = drive_in_card_new (&info);
  game_scenario_add_card (scenario, card);
  file_card = g_new0 (FileCard, 1);
  file_card->name = g_strdup (section->arg);
  file_card->line = section->line;
  file_card->script = script != NULL ? g_string_free (script, FALSE) : NULL;
  g_ptr_array_add (file_cards, file_card);
  return TRUE;
}

static void
file_card_free (gpointer data)
{
  FileCard *card = data;

  g_free (card->name);
  g_free (card->script);
  g_free (card);
}

/* Gives the cards of the file their scripts once they are in the db. */
static gboolean
script_file_cards (GameScenario *scenario,
                   GrottoCardDb *db,
                   GPtrArray    *file_cards,
                   GError      **error)
{
  for (guint i = 0; i < file_cards->len; i++)
    {
      FileCard *card = file_cards->pdata[i];
      g_autofree char *id = g_strdup_printf (SCENARIO_SIGIL ":%u", i + 1);
      g_autoptr(GError) local = NULL;
      GrottoScript *script;
      guint index;

      if (card->script == NULL || !grotto_card_db_lookup (db, id, &index))
        continue;
      script = grotto_script_compile (db, SCENARIO_SIGIL, card->script, &local);
      if (script == NULL)
        {
          game_scenario_error (scenario, card->line, error, "[card %s] script: %s", card->name,
                               local->message);
          return FALSE;
        }
      grotto_card_db_set_script (db, index, script);
    }
  return TRUE;
}

/* ---- Cards in zones ------------------------------------------------------------------------ */

typedef struct
{
  char    *label;    /* without '@', or NULL */
  char    *name;
  guint    copies;
  guint    flags;    /* GROTTO_CARD_* */
  gboolean empty;    /* "-": an empty spot */
} Item;

static void
item_clear (Item *item)
{
  g_free (item->label);
  g_free (item->name);
}

static const struct
{
  const char *word;
  guint       flag;
} state_words[] = {
  { "resting", GROTTO_CARD_RESTING },
  { "sadness", GROTTO_CARD_SADNESS },
  { "moved", GROTTO_CARD_MOVED },
  { "new", GROTTO_CARD_NEW },
  { "attacking", GROTTO_CARD_ATTACKING },
  { "defending", GROTTO_CARD_DEFENDING },
  { "face-down", GROTTO_CARD_FACE_DOWN },
  { "used", GROTTO_CARD_USED },
};

static gboolean
is_state_word (const char *word,
               guint      *out_flag)
{
  for (guint k = 0; k < G_N_ELEMENTS (state_words); k++)
    if (g_str_equal (word, state_words[k].word))
      {
        *out_flag = state_words[k].flag;
        return TRUE;
      }
  return FALSE;
}

/* Words of @text, a "quoted name" being one word (without its quotes). */
static GPtrArray *
split_quoted (const char *text,
              gboolean   *out_ok)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  *out_ok = TRUE;
  while (*p != '\0')
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      if (*p == '"')
        {
          const char *close = strchr (p + 1, '"');

          if (close == NULL)
            {
              *out_ok = FALSE;
              return words;
            }
          g_ptr_array_add (words, g_strndup (p + 1, close - p - 1));
          p = close + 1;
          continue;
        }
      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
      g_ptr_array_add (words, g_strndup (start, p - start));
    }
  return words;
}

/* "[@label] CARD [xN] [state...]", CARD an id, a "quoted name" or a bare name. */
static gboolean
parse_item (GameScenario *scenario,
            const char   *text,
            guint         line,
            Item         *item,
            GError      **error)
{
  g_autoptr(GPtrArray) words = NULL;
  GString *name = g_string_new (NULL);
  gboolean ok;
  guint w = 0;

  memset (item, 0, sizeof *item);
  item->copies = 1;
  words = split_quoted (text, &ok);
  if (!ok)
    {
      g_string_free (name, TRUE);
      game_scenario_error (scenario, line, error, "“%s”: a quote is not closed", text);
      return FALSE;
    }
  if (words->len == 1 && g_str_equal (words->pdata[0], "-"))
    {
      g_string_free (name, TRUE);
      item->empty = TRUE;
      return TRUE;
    }
  if (w < words->len && ((char *) words->pdata[w])[0] == '@')
    item->label = g_strdup ((char *) words->pdata[w++] + 1);
  for (; w < words->len; w++)
    {
      const char *word = words->pdata[w];
      guint flag;

      if ((word[0] == 'x' && g_ascii_isdigit (word[1])) || is_state_word (word, &flag))
        break;
      g_string_append_printf (name, "%s%s", name->len > 0 ? " " : "", word);
    }
  item->name = g_string_free (name, FALSE);
  if (*item->name == '\0')
    {
      game_scenario_error (scenario, line, error, "“%s”: which card?", text);
      return FALSE;
    }
  for (; w < words->len; w++)
    {
      const char *word = words->pdata[w];
      guint flag;

      if (word[0] == 'x' && g_ascii_isdigit (word[1]))
        {
          guint64 n;

          if (!g_ascii_string_to_unsigned (word + 1, 10, 1, 99, &n, NULL) || item->label != NULL)
            {
              game_scenario_error (scenario, line, error,
                                   "“%s”: copies are x1 to x99, and not with a label", word);
              return FALSE;
            }
          item->copies = n;
        }
      else if (is_state_word (word, &flag))
        item->flags |= flag;
      else
        {
          game_scenario_error (scenario, line, error,
                               "“%s”: not a state (resting, sadness, moved, new, attacking, "
                               "defending, face-down, used)", word);
          return FALSE;
        }
    }
  return TRUE;
}

/* The cards of @value into zone @kind of @seat; on a row, the spots from @row_base on. */
static gboolean
add_items (GameScenario   *scenario,
           GrottoGame     *game,
           guint           seat,
           GrottoZoneKind  kind,
           guint           row_base,
           const char     *value,
           guint           line,
           int             host,
           GError        **error)
{
  g_auto(GStrv) parts = g_strsplit (value, ",", -1);
  guint n = g_strv_length (parts);
  gboolean spots = kind == GROTTO_ZONE_PLAY && host == GROTTO_NO_CARD;

  /* Decks, pools, score piles and discards are written top first: add from the last. */
  for (guint k = 0; k < n; k++)
    {
      guint i = (kind == GROTTO_ZONE_HAND || kind == GROTTO_ZONE_PLAY) ? k : n - 1 - k;
      Item item;

      if (*g_strstrip (parts[i]) == '\0' && n == 1)
        break;
      if (!parse_item (scenario, parts[i], line, &item, error))
        return FALSE;
      if (item.empty)
        {
          item_clear (&item);
          if (!spots)
            {
              game_scenario_error (scenario, line, error, "“-” is an empty spot of a row");
              return FALSE;
            }
          continue;
        }
      for (guint c = 0; c < item.copies; c++)
        {
          guint def;
          int card;
          guint spot = GROTTO_NO_SPOT;

          if (!game_scenario_find_card (scenario, item.name, line, &def, error))
            {
              item_clear (&item);
              return FALSE;
            }
          if (spots)
            {
              spot = row_base + i;
              if (i >= GROTTO_SPOTS)
                {
                  game_scenario_error (scenario, line, error, "a row has %d spots", GROTTO_SPOTS);
                  item_clear (&item);
                  return FALSE;
                }
            }
          card = grotto_position_add_card (game, def, seat, kind, seat, spot, host, item.flags,
                                           FALSE);
          if (card == GROTTO_NO_CARD)
            {
              game_scenario_error (scenario, line, error, "“%s” does not fit there", item.name);
              item_clear (&item);
              return FALSE;
            }
          if (spots && grotto_def (game, card)->kind == GROTTO_KIND_CHALLENGER)
            grotto_position_set_challenger (game, seat, card);
          if (item.label != NULL)
            {
              if (game_scenario_lookup_label (scenario, item.label) != GAME_NO_CARD)
                {
                  game_scenario_error (scenario, line, error, "“@%s” labels two cards", item.label);
                  item_clear (&item);
                  return FALSE;
                }
              game_scenario_set_label (scenario, item.label, card);
            }
        }
      item_clear (&item);
    }
  return TRUE;
}

/* ---- build() ------------------------------------------------------------------------------ */

static gboolean
seat_number (GameScenario        *scenario,
             GameScenarioSection *section,
             guint               *out,
             GError             **error)
{
  guint64 seat;

  if (section->arg == NULL
      || !g_ascii_string_to_unsigned (section->arg, 10, 1, game_scenario_get_n_seats (scenario),
                                      &seat, NULL))
    {
      game_scenario_error (scenario, section->line, error, "[seat N]: N is 1 to %u",
                           game_scenario_get_n_seats (scenario));
      return FALSE;
    }
  *out = seat - 1;
  return TRUE;
}

static gboolean
build (GameScenario  *scenario,
       gpointer       state,
       GError       **error)
{
  GrottoGame *game = state;
  GrottoCardDb *db = game_scenario_get_db (scenario);
  GPtrArray *sections = game_scenario_get_sections (scenario);
  g_autoptr(GPtrArray) file_cards = g_ptr_array_new_with_free_func (file_card_free);
  GrottoParams params;
  GrottoVariant variant = GROTTO_VARIANT_CLASSIC;
  const char *value;
  guint n_seats = game_scenario_get_n_seats (scenario);
  guint active = 0, turn = 3;
  GrottoTurnStep step = GROTTO_STEP_ACTION_1;
  int attacker = -1, defender = -1;

  value = game_scenario_get_game_value (scenario, "variant");
  if (value != NULL && !grotto_variant_from_string (value, &variant))
    {
      game_scenario_error (scenario, 0, error, "variant: classic, rumble or jerma-rumble, not “%s”",
                           value);
      return FALSE;
    }
  grotto_params_init (&params, variant);
  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);

      if (!g_str_equal (section->name, "game"))
        continue;
      for (guint e = 0; e < section->entries->len; e++)
        {
          GameScenarioEntry *entry = g_ptr_array_index (section->entries, e);
          int number;

          if (entry->key == NULL)
            {
              game_scenario_error (scenario, entry->line, error, "“%s”: KEY = VALUE", entry->value);
              return FALSE;
            }
          if (g_str_equal (entry->key, "game") || g_str_equal (entry->key, "seats")
              || g_str_equal (entry->key, "seed") || g_str_equal (entry->key, "variant"))
            continue;
          if (g_str_equal (entry->key, "step"))
            {
              if (!grotto_step_from_string (entry->value, &step) || step == GROTTO_STEP_GAME_OVER)
                {
                  game_scenario_error (scenario, entry->line, error, "step: “%s” is not a step",
                                       entry->value);
                  return FALSE;
                }
              continue;
            }
          if (g_str_equal (entry->key, "battle"))
            {
              if (sscanf (entry->value, "%d vs %d", &attacker, &defender) != 2
                  || attacker < 1 || defender < 1 || attacker > (int) n_seats
                  || defender > (int) n_seats || attacker == defender)
                {
                  game_scenario_error (scenario, entry->line, error,
                                       "battle: “ATTACKER vs DEFENDER”, two seats");
                  return FALSE;
                }
              continue;
            }
          if (g_str_equal (entry->key, "active"))
            {
              if (!parse_number (scenario, entry->value, entry->line, &number, error))
                return FALSE;
              if (number < 1 || number > (int) n_seats)
                {
                  game_scenario_error (scenario, entry->line, error, "active: a seat, 1 to %u",
                                       n_seats);
                  return FALSE;
                }
              active = number - 1;
              continue;
            }
          if (!parse_number (scenario, entry->value, entry->line, &number, error))
            return FALSE;
          if (g_str_equal (entry->key, "turn"))
            turn = MAX (number, 1);
          else if (g_str_equal (entry->key, "goal"))
            params.goal = MAX (number, 1);
          else if (g_str_equal (entry->key, "hand-size"))
            params.hand_size = MAX (number, 1);
          else if (g_str_equal (entry->key, "turn-cap"))
            params.turn_cap = number;
          else if (g_str_equal (entry->key, "action-cap"))
            params.action_cap = number;
          else
            {
              game_scenario_error (scenario, entry->line, error, "[game]: unknown key “%s”",
                                   entry->key);
              return FALSE;
            }
        }
    }
  if ((variant == GROTTO_VARIANT_JERMA_RUMBLE) != (n_seats >= 3))
    {
      game_scenario_error (scenario, 0, error,
                           "the Jerma Rumble is for 3 seats or more, the other variants for 2");
      return FALSE;
    }

  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);

      if (g_str_equal (section->name, "card") && !define_card (scenario, section, file_cards, error))
        return FALSE;
    }

  grotto_position_init (game, db, n_seats, &params, game_scenario_get_seed (scenario));
  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);
      guint seat;

      if (g_str_equal (section->name, "game") || g_str_equal (section->name, "card")
          || g_str_equal (section->name, "actions") || g_str_equal (section->name, "expect"))
        continue;
      if (!g_str_equal (section->name, "seat"))
        {
          game_scenario_error (scenario, section->line, error,
                               "unknown section [%s]: game, card, seat N, actions, expect",
                               section->name);
          return FALSE;
        }
      if (!seat_number (scenario, section, &seat, error))
        return FALSE;
      for (guint e = 0; e < section->entries->len; e++)
        {
          GameScenarioEntry *entry = g_ptr_array_index (section->entries, e);
          static const struct { const char *key; GrottoZoneKind kind; guint base; } zones[] = {
            { "deck", GROTTO_ZONE_DECK, 0 }, { "hand", GROTTO_ZONE_HAND, 0 },
            { "pool", GROTTO_ZONE_POOL, 0 }, { "score", GROTTO_ZONE_SCORE, 0 },
            { "discard", GROTTO_ZONE_DISCARD, 0 }, { "team", GROTTO_ZONE_PLAY, 0 },
            { "sideline", GROTTO_ZONE_PLAY, GROTTO_SPOTS },
          };
          gboolean done = FALSE;
          int number;

          if (entry->key == NULL)
            {
              game_scenario_error (scenario, entry->line, error, "“%s”: KEY = VALUE", entry->value);
              return FALSE;
            }
          for (guint z = 0; z < G_N_ELEMENTS (zones) && !done; z++)
            if (g_str_equal (entry->key, zones[z].key))
              {
                if (!add_items (scenario, game, seat, zones[z].kind, zones[z].base, entry->value,
                                entry->line, GROTTO_NO_CARD, error))
                  return FALSE;
                done = TRUE;
              }
          if (done)
            continue;
          if (g_str_has_prefix (entry->key, "attach "))
            {
              int host = game_scenario_lookup_label (scenario, g_strstrip (entry->key + 7));

              if (host == GAME_NO_CARD || game->cards[host].spot == GROTTO_NO_SPOT)
                {
                  game_scenario_error (scenario, entry->line, error,
                                       "“%s”: attach @LABEL = CARDS, the label of a card on a spot",
                                       entry->key);
                  return FALSE;
                }
              if (!add_items (scenario, game, grotto_controller (game, host), GROTTO_ZONE_PLAY, 0,
                              entry->value, entry->line, host, error))
                return FALSE;
              continue;
            }
          if (!parse_number (scenario, entry->value, entry->line, &number, error))
            return FALSE;
          if (g_str_equal (entry->key, "turns"))
            grotto_position_set_turns_taken (game, seat, number);
          else if (g_str_equal (entry->key, "summons"))
            grotto_position_set_summons (game, seat, number);
          else if (g_str_equal (entry->key, "wishes"))
            game->seats[seat].wishes_turn = number;
          else if (g_str_equal (entry->key, "scored-turn"))
            game->seats[seat].scored_turn = number;
          else
            {
              game_scenario_error (scenario, entry->line, error,
                                   "[seat]: deck, hand, pool, score, discard, team, sideline, "
                                   "attach @LABEL, turns, summons, wishes or scored-turn, not “%s”",
                                   entry->key);
              return FALSE;
            }
        }
    }
  if (!script_file_cards (scenario, db, file_cards, error))
    return FALSE;
  grotto_position_set_turn (game, active, turn, step);
  if (attacker > 0)
    grotto_position_set_battle (game, attacker - 1, defender - 1);
  else if (step > GROTTO_STEP_START_OF_BATTLE && step < GROTTO_STEP_END_OF_BATTLE)
    {
      game_scenario_error (scenario, 0, error, "a battle step needs “battle = ATTACKER vs DEFENDER”");
      return FALSE;
    }
  {
    g_autoptr(GError) local = NULL;

    if (!grotto_position_finish (game, NULL, NULL, &local))
      {
        game_scenario_error (scenario, 0, error, "%s", local->message);
        return FALSE;
      }
  }
  return TRUE;
}

/* ---- expect() ------------------------------------------------------------------------------- */

static const char *const zone_words[] = { "deck", "hand", "pool", "score", "discard", "play" };

static gboolean
zone_word (const char *word,
           guint      *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (zone_words); i++)
    if (g_str_equal (word, zone_words[i]))
      {
        *out = i;
        return TRUE;
      }
  if (g_str_equal (word, "scored"))
    {
      *out = GROTTO_ZONE_SCORE;
      return TRUE;
    }
  return FALSE;
}

static char *
where_is (const GrottoGame *game,
          int               card)
{
  const GrottoCardState *c = &game->cards[card];

  if (c->zone == GROTTO_ZONE_TABLE)
    return g_strdup ("on the table");
  if (c->spot != GROTTO_NO_SPOT)
    return g_strdup_printf ("on %s %u of seat %u", grotto_spot_is_team (c->spot) ? "team" : "sideline",
                            c->spot % GROTTO_SPOTS + 1, GROTTO_ZONE_SEAT (c->zone) + 1);
  if (c->host != GROTTO_NO_CARD)
    return g_strdup_printf ("attached to #%d", c->host);
  return g_strdup_printf ("in %s %u", zone_words[GROTTO_ZONE_KIND (c->zone)],
                          GROTTO_ZONE_SEAT (c->zone) + 1);
}

/* Lines this game understands:
 *   hand N = K, deck N = K, pool N = K, score N = K (or scored N = K), discard N = K,
 *   play N = K (cards on spots), top ZONE N = @L, bottom ZONE N = @L, @L in ZONE N, @L on team N, @L on sideline N, @L on table,
 *   @L attached to @M, @L resting, @L awake, @L sadness, @L no-sadness, @L face-down,
 *   @L face-up, power @L = K, step = NAME, phase = NAME, active = N, turn = K,
 *   end = goal|draw|depletion|card|unresolved, out N, summons N = K. */
static gboolean
expect (GameScenario  *scenario,
        gconstpointer  state,
        const char    *text,
        gboolean      *passed,
        char         **actual,
        GError       **error)
{
  const GrottoGame *game = state;
  g_auto(GStrv) w = g_strsplit (text, " ", -1);
  guint n = g_strv_length (w);
  guint kind;
  int seat;

#define SEAT(word) ((seat = atoi (word)) >= 1 && seat <= (int) game->n_seats)

  /* "ZONE N = K" */
  if (n == 4 && zone_word (w[0], &kind) && SEAT (w[1]) && g_str_equal (w[2], "="))
    {
      guint have = kind == GROTTO_ZONE_PLAY ? grotto_n_in_play (game, seat - 1, 0xf)
                                            : grotto_zone_size (game, GROTTO_ZONE_ID (kind, seat - 1));

      *passed = have == (guint) atoi (w[3]);
      if (!*passed)
        *actual = g_strdup_printf ("%u", have);
      return TRUE;
    }
  /* "top ZONE N = @L", "bottom ZONE N = @L" */
  if (n == 5 && (g_str_equal (w[0], "top") || g_str_equal (w[0], "bottom")) && zone_word (w[1], &kind) && kind != GROTTO_ZONE_PLAY
      && SEAT (w[2]) && g_str_equal (w[3], "=") && w[4][0] == '@')
    {
      int card = game_scenario_lookup_label (scenario, w[4]);
      guint zone = GROTTO_ZONE_ID (kind, seat - 1);
      int top = g_str_equal (w[0], "top") ? grotto_zone_top (game, zone)
                : grotto_zone_size (game, zone) > 0 ? grotto_zone_at (game, zone, 0) : GROTTO_NO_CARD;

      if (card == GAME_NO_CARD)
        goto bad_label;
      *passed = top == card;
      if (!*passed)
        *actual = top == GROTTO_NO_CARD ? g_strdup ("empty") : g_strdup_printf ("#%d", top);
      return TRUE;
    }
  if (n == 4 && g_str_equal (w[0], "summons") && SEAT (w[1]) && g_str_equal (w[2], "="))
    {
      *passed = game->seats[seat - 1].summons_turn == atoi (w[3]);
      if (!*passed)
        *actual = g_strdup_printf ("%u", game->seats[seat - 1].summons_turn);
      return TRUE;
    }
  if (n == 3 && g_str_equal (w[1], "="))
    {
      const char *have = NULL;
      g_autofree char *number = NULL;

      if (g_str_equal (w[0], "step"))
        have = grotto_step_to_string (game->step);
      else if (g_str_equal (w[0], "phase"))
        have = grotto_phase_to_string (game->phase);
      else if (g_str_equal (w[0], "active"))
        have = number = g_strdup_printf ("%u", game->active + 1);
      else if (g_str_equal (w[0], "turn"))
        have = number = g_strdup_printf ("%u", game->turn);
      else if (g_str_equal (w[0], "end"))
        {
          static const char *const ends[] = { "none", "goal", "draw", "depletion", "card",
                                              "unresolved" };

          have = game->end_reason < G_N_ELEMENTS (ends) ? ends[game->end_reason] : "?";
        }
      if (have != NULL)
        {
          *passed = g_str_equal (have, w[2]);
          if (!*passed)
            *actual = g_strdup (have);
          return TRUE;
        }
    }
  if (n == 2 && g_str_equal (w[0], "out") && SEAT (w[1]))
    {
      *passed = grotto_seat_out (game, seat - 1);
      if (!*passed)
        *actual = g_strdup ("still in the game");
      return TRUE;
    }
  if (n == 4 && g_str_equal (w[0], "power") && w[1][0] == '@' && g_str_equal (w[2], "="))
    {
      int card = game_scenario_lookup_label (scenario, w[1]);

      if (card == GAME_NO_CARD)
        goto bad_label;
      *passed = grotto_power (game, card) == atoi (w[3]);
      if (!*passed)
        *actual = g_strdup_printf ("%d", grotto_power (game, card));
      return TRUE;
    }
  if (n >= 2 && w[0][0] == '@')
    {
      int card = game_scenario_lookup_label (scenario, w[0]);
      const GrottoCardState *c;

      if (card == GAME_NO_CARD)
        goto bad_label;
      c = &game->cards[card];
      if (n == 2)
        {
          gboolean ok;

          if (g_str_equal (w[1], "resting"))
            ok = (c->flags & GROTTO_CARD_RESTING) != 0;
          else if (g_str_equal (w[1], "awake"))
            ok = (c->flags & GROTTO_CARD_RESTING) == 0;
          else if (g_str_equal (w[1], "sadness"))
            ok = (c->flags & GROTTO_CARD_SADNESS) != 0;
          else if (g_str_equal (w[1], "no-sadness"))
            ok = (c->flags & GROTTO_CARD_SADNESS) == 0;
          else if (g_str_equal (w[1], "face-down"))
            ok = (c->flags & GROTTO_CARD_FACE_DOWN) != 0;
          else if (g_str_equal (w[1], "face-up"))
            ok = (c->flags & GROTTO_CARD_FACE_DOWN) == 0;
          else
            goto unknown;
          *passed = ok;
          if (!ok)
            *actual = g_strdup_printf ("not %s", w[1]);
          return TRUE;
        }
      /* What a seat may see: scored cards, summoning pools and face-down attached cards are
       * hidden from every seat, their owner's too. */
      if (n == 3 && (g_str_equal (w[1], "seen-by") || g_str_equal (w[1], "hidden-from"))
          && SEAT (w[2]))
        {
          gboolean seen = grotto_game_card_visible_to (game, card, seat - 1);

          *passed = seen == g_str_equal (w[1], "seen-by");
          if (!*passed)
            *actual = g_strdup (seen ? "seen" : "hidden");
          return TRUE;
        }
      if (n == 3 && g_str_equal (w[1], "on") && g_str_equal (w[2], "table"))
        *passed = c->zone == GROTTO_ZONE_TABLE;
      else if (n == 4 && g_str_equal (w[1], "in") && zone_word (w[2], &kind) && SEAT (w[3]))
        *passed = c->zone == GROTTO_ZONE_ID (kind, seat - 1);
      else if (n == 4 && g_str_equal (w[1], "on")
               && (g_str_equal (w[2], "team") || g_str_equal (w[2], "sideline")) && SEAT (w[3]))
        *passed = c->zone == GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, seat - 1) && c->spot != GROTTO_NO_SPOT
                  && grotto_spot_is_team (c->spot) == g_str_equal (w[2], "team");
      else if (n == 4 && g_str_equal (w[1], "attached") && g_str_equal (w[2], "to") && w[3][0] == '@')
        {
          int host = game_scenario_lookup_label (scenario, w[3]);

          if (host == GAME_NO_CARD)
            goto bad_label;
          *passed = c->host == host;
        }
      else
        goto unknown;
      if (!*passed)
        *actual = where_is (game, card);
      return TRUE;
    }

unknown:
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
               "“%s” is not an expectation of Grotto Beasts! (docs/scenario.md)", text);
  return FALSE;
bad_label:
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "“%s”: a label is unknown", text);
  return FALSE;
#undef SEAT
}

const GameScenarioHooks grotto_scenario_hooks = {
  .build = build,
  .expect = expect,
};
