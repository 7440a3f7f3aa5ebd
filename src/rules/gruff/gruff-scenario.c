/* gruff-scenario.c: Gruff's scenario files: the position (lines, stats, exhausted and dead
 * gruffs, declared attacks, Conditions and Mutations, Life and Crazy, hands, decks, discard
 * piles, whose turn and which step); Gruff's own expectations are in gruff-scenario-expect.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "drive-in-error.h"
#include "gruff-game-private.h"
#include "gruff-scenario.h"
#include "gruff-scenario-private.h"

const char *const gruff_scenario_step_names[GRUFF_SCENARIO_N_STEPS] = {
  [GRUFF_PHASE_ARRANGE] = "arrange",
  [GRUFF_PHASE_ACTIVATE] = "activate",
  [GRUFF_PHASE_MAIN] = "main",
  [GRUFF_PHASE_DISCARD] = "discard",
  [GRUFF_PHASE_OVER] = "over",
  [GRUFF_SCENARIO_STEP_SETUP] = "setup",
};

const char *const gruff_scenario_position_names[GRUFF_LINE] = { "left", "centre", "right" };

const char *const gruff_scenario_zone_names[GRUFF_N_ZONES] = {
  [GRUFF_ZONE_DECK] = "deck",
  [GRUFF_ZONE_HAND] = "hand",
  [GRUFF_ZONE_DISCARD] = "discard",
  [GRUFF_ZONE_ATTACHED] = "attached",
  [GRUFF_ZONE_LINE] = "line",
  [GRUFF_ZONE_SHEPHERD] = "shepherd",
};

static const char *const kind_names[] = { "shepherd", "gruff", "action", "condition",
                                          "mutation" };

gboolean
gruff_scenario_name_index (const char *const *names,
                           guint              n,
                           const char        *word,
                           guint             *out)
{
  for (guint i = 0; i < n; i++)
    if (names[i] != NULL && g_ascii_strcasecmp (names[i], word) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
gruff_scenario_position_from_name (const char *word,
                                   guint      *out)
{
  if (g_ascii_strcasecmp (word, "center") == 0)
    word = "centre";
  return gruff_scenario_name_index (gruff_scenario_position_names, GRUFF_LINE, word, out);
}

gboolean
gruff_scenario_parse_number (const char *text,
                             gint64      low,
                             gint64      high,
                             int        *out)
{
  gint64 value;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, low, high, &value, NULL))
    return FALSE;
  *out = value;
  return TRUE;
}

/* ---- Building the position ------------------------------------------------------------ */

typedef struct
{
  int   card;
  char *host;    /* the label of the gruff it sits on */
  guint line;
} Attachment;

typedef struct
{
  GameScenario *sc;
  GruffGame    *g;
  GruffCardDb  *db;
  guint         step;         /* GruffPhase, or GRUFF_SCENARIO_STEP_SETUP */
  GHashTable   *defined;      /* [card NAME]: folded name or id -> db index + 1 */
  GArray       *attachments;  /* of Attachment */
  int           life[GRUFF_SEATS];       /* -1: the shepherd's printed Life */
  int           crazy[GRUFF_SEATS];      /* -1: its printed Crazy */
  int           turns[GRUFF_SEATS];      /* -1: what the step implies */
  char         *attacker[GRUFF_SEATS];   /* label of the declared attack's gruff */
  int           attack_pos[GRUFF_SEATS]; /* -1: the attacker's own position */
  guint         attack_line[GRUFF_SEATS];
} Builder;

static void
attachment_clear (gpointer data)
{
  g_free (((Attachment *) data)->host);
}

static gboolean
parse_yes_no (const char *text,
              gboolean   *out)
{
  if (g_ascii_strcasecmp (text, "yes") == 0 || g_str_equal (text, "1"))
    *out = TRUE;
  else if (g_ascii_strcasecmp (text, "no") == 0 || g_str_equal (text, "0"))
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}

/* A [card NAME] section: a card of the file, printed values and an optional script. */
static gboolean
define_card (Builder              *b,
             GameScenarioSection  *section,
             GError              **error)
{
  g_autofree char *id = NULL;
  g_autofree char *folded = NULL;
  g_autofree char *gruff = NULL;
  const char *script = NULL;
  GruffCardDef def = { 0 };
  guint kind = G_N_ELEMENTS (kind_names), index, script_line = 0;

  if (section->arg == NULL)
    {
      game_scenario_error (b->sc, section->line, error, "[card] needs a name: [card Goat]");
      return FALSE;
    }
  def.life = 20;
  for (guint i = 0; i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);
      const char *key = entry->key, *value = entry->value;
      const struct
      {
        const char *name;
        uint8_t    *field;
        gint64      low, high;
      } numbers[] = {
        { "life", &def.life, 1, GRUFF_LIFE_MAX },
        { "threshold", &def.threshold, 0, GRUFF_LIFE_MAX },
        { "crazy", &def.crazy, 0, GRUFF_CRAZY_MAX },
        { "breaking-point", &def.breaking_point, 0, 24 },
        { "mean", (uint8_t *) &def.stats[GRUFF_STAT_MEAN], 0, GRUFF_STAT_MAX },
        { "weird", (uint8_t *) &def.stats[GRUFF_STAT_WEIRD], 0, GRUFF_STAT_MAX },
        { "fat", (uint8_t *) &def.stats[GRUFF_STAT_FAT], 0, GRUFF_STAT_MAX },
        { "cost", &def.cost, 0, 20 },
      };
      gboolean known = FALSE;

      if (key == NULL)
        {
          game_scenario_error (b->sc, entry->line, error, "expected “key = value”, not “%s”",
                               value);
          return FALSE;
        }
      for (guint k = 0; k < G_N_ELEMENTS (numbers) && !known; k++)
        if (g_str_equal (key, numbers[k].name))
          {
            int number;

            if (!gruff_scenario_parse_number (value, numbers[k].low, numbers[k].high, &number))
              {
                game_scenario_error (b->sc, entry->line, error,
                                     "%s: “%s” is not a number from %" G_GINT64_FORMAT " to %"
                                     G_GINT64_FORMAT, key, value, numbers[k].low,
                                     numbers[k].high);
                return FALSE;
              }
            *numbers[k].field = number;
            known = TRUE;
          }
      if (known)
        continue;
      if (g_str_equal (key, "kind"))
        {
          if (!gruff_scenario_name_index (kind_names, G_N_ELEMENTS (kind_names), value, &kind))
            {
              game_scenario_error (b->sc, entry->line, error,
                                   "kind: “%s” is none of shepherd, gruff, action, condition, "
                                   "mutation", value);
              return FALSE;
            }
        }
      else if (g_str_equal (key, "id"))
        {
          g_free (id);
          id = g_strdup (value);
        }
      else if (g_str_equal (key, "gruff"))
        {
          g_free (gruff);
          gruff = g_strdup (value);
        }
      else if (g_str_equal (key, "script"))
        {
          script = value;
          script_line = entry->line;
        }
      else if (g_str_equal (key, "ultimate"))
        {
          gboolean yes;

          if (!parse_yes_no (value, &yes))
            {
              game_scenario_error (b->sc, entry->line, error, "ultimate: “%s” is not yes or no",
                                   value);
              return FALSE;
            }
          def.ultimate = yes;
        }
      else
        {
          game_scenario_error (b->sc, entry->line, error, "[card]: unknown key “%s”", key);
          return FALSE;
        }
    }
  if (kind == G_N_ELEMENTS (kind_names))
    {
      game_scenario_error (b->sc, section->line, error,
                           "[card %s] needs a kind (shepherd, gruff, action, condition or "
                           "mutation)", section->arg);
      return FALSE;
    }
  def.kind = MIN (kind, GRUFF_KIND_ABILITY);
  def.ability = kind >= 2 ? kind - 2 : GRUFF_ABILITY_ACTION;
  if (def.threshold > def.life)
    {
      game_scenario_error (b->sc, section->line, error, "[card %s]: threshold above Life",
                           section->arg);
      return FALSE;
    }
  if (script != NULL)
    {
      g_autoptr(GError) local = NULL;

      if (!gruff_script_parse (script, &def.script, &local))
        {
          game_scenario_error (b->sc, script_line, error, "%s", local->message);
          return FALSE;
        }
      def.scripted = TRUE;
    }
  folded = g_utf8_casefold (section->arg, -1);
  if (id == NULL)
    id = g_strdup_printf ("scenario:%s", folded);
  def.id = id;
  def.name = section->arg;
  def.gruff = gruff;
  if (g_hash_table_contains (b->defined, folded) || gruff_card_db_lookup (b->db, id, NULL))
    {
      game_scenario_error (b->sc, section->line, error, "a card is defined twice: %s", id);
      return FALSE;
    }
  index = gruff_card_db_add (b->db, &def);
  if (script != NULL && !gruff_card_db_get (b->db, index)->scripted)
    {
      game_scenario_error (b->sc, script_line, error,
                           "script: “%s” does not fit a %s card", script, kind_names[kind]);
      return FALSE;
    }
  g_hash_table_insert (b->defined, g_steal_pointer (&folded), GUINT_TO_POINTER (index + 1));
  g_hash_table_insert (b->defined, g_utf8_casefold (id, -1), GUINT_TO_POINTER (index + 1));
  return TRUE;
}

/* A card named in the file: a [card] of the file first, then the library. */
static gboolean
find_card (Builder     *b,
           const char  *name,
           guint        line,
           guint       *out_index,
           GError     **error)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  gpointer value = g_hash_table_lookup (b->defined, folded);

  if (value != NULL)
    {
      *out_index = GPOINTER_TO_UINT (value) - 1;
      return TRUE;
    }
  return game_scenario_find_card (b->sc, name, line, out_index, error);
}

/* A new instance of @def_index for @seat in @zone (lists are filled by the caller). */
static int
new_card (Builder     *b,
          guint        seat,
          guint        def_index,
          guint        line,
          GError     **error)
{
  GruffGame *g = b->g;
  GruffCardState *c;

  if (g->n_cards >= GRUFF_MAX_CARDS)
    {
      game_scenario_error (b->sc, line, error, "more than %d cards", GRUFF_MAX_CARDS);
      return -1;
    }
  c = &g->cards[g->n_cards];
  c->def = def_index;
  c->owner = seat;
  c->controller = seat;
  c->host = -1;
  c->pos = GRUFF_NO_POS;
  c->known = (1u << GRUFF_SEATS) - 1;
  for (guint st = 0; st < GRUFF_N_STATS; st++)
    c->stats[st] = CLAMP (gruff_card_db_get (b->db, def_index)->stats[st], 0, GRUFF_STAT_MAX);
  return g->n_cards++;
}

static gboolean
set_label (Builder     *b,
           const char  *label,
           int          card,
           guint        line,
           GError     **error)
{
  if (label[1] == '\0')
    {
      game_scenario_error (b->sc, line, error, "“@” needs a name: @goat");
      return FALSE;
    }
  for (const char *p = label + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      {
        game_scenario_error (b->sc, line, error,
                             "label “%s”: use letters, digits, “-” and “_”", label);
        return FALSE;
      }
  if (game_scenario_lookup_label (b->sc, label) != GAME_NO_CARD)
    {
      game_scenario_error (b->sc, line, error, "label “%s” is used twice", label);
      return FALSE;
    }
  game_scenario_set_label (b->sc, label, card);
  return TRUE;
}

/* The words of a gruff after its name: exhausted, dead, mean:N, weird:N, fat:N, damage:N. */
static gboolean
gruff_states (Builder     *b,
              int          card,
              GPtrArray   *words,
              guint        first,
              guint        line,
              GError     **error)
{
  GruffCardState *c = &b->g->cards[card];

  for (guint i = first; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      const char *colon = strchr (word, ':');
      g_autofree char *key = colon != NULL ? g_strndup (word, colon - word) : g_strdup (word);
      GruffStat stat;
      int value;

      if (g_str_equal (word, "exhausted"))
        c->flags |= GRUFF_FLAG_EXHAUSTED;
      else if (g_str_equal (word, "dead"))
        c->flags |= GRUFF_FLAG_DEAD;
      else if (colon != NULL && gruff_stat_from_name (key, &stat))
        {
          if (!gruff_scenario_parse_number (colon + 1, 0, GRUFF_STAT_MAX, &value))
            {
              game_scenario_error (b->sc, line, error, "“%s”: a slider runs from 0 to %d",
                                   word, GRUFF_STAT_MAX);
              return FALSE;
            }
          c->stats[stat] = value;
        }
      else if (colon != NULL && g_str_equal (key, "damage"))
        {
          if (!gruff_scenario_parse_number (colon + 1, 0, 255, &value))
            {
              game_scenario_error (b->sc, line, error, "“%s”: not an amount of damage", word);
              return FALSE;
            }
          c->damage = value;
        }
      else
        {
          game_scenario_error (b->sc, line, error,
                               "“%s”: a gruff is exhausted, dead, mean:N, weird:N, fat:N or "
                               "damage:N", word);
          return FALSE;
        }
    }
  if ((c->flags & GRUFF_FLAG_DEAD) && (c->flags & GRUFF_FLAG_EXHAUSTED))
    {
      game_scenario_error (b->sc, line, error, "a dead gruff is not exhausted");
      return FALSE;
    }
  if ((c->flags & GRUFF_FLAG_DEAD) && c->damage > 0)
    {
      game_scenario_error (b->sc, line, error, "a dead gruff has shed its damage");
      return FALSE;
    }
  return TRUE;
}

static const char *
kind_label (const GruffCardDef *def)
{
  return def->kind == GRUFF_KIND_SHEPHERD ? "a shepherd"
         : def->kind == GRUFF_KIND_GRUFF ? "a gruff" : "an ability card";
}

/* The cards of one "key = list" line of [seat N]: @zone tells where they go, @pos the
 * position for left, centre and right (GRUFF_NO_POS: unplaced gruffs). Attached cards end
 * with "on @gruff". */
static gboolean
seat_cards (Builder           *b,
            guint              seat,
            GameScenarioEntry *entry,
            GruffZone          zone,
            guint              pos,
            GError           **error)
{
  GruffGame *g = b->g;
  GruffSeat *s = &g->seats[seat];
  g_autoptr(GPtrArray) items = game_scenario_split_items (b->sc, entry->line, entry->value,
                                                          error);
  GruffCardKind want = zone == GRUFF_ZONE_SHEPHERD ? GRUFF_KIND_SHEPHERD
                       : zone == GRUFF_ZONE_LINE ? GRUFF_KIND_GRUFF : GRUFF_KIND_ABILITY;
  int listed[GRUFF_MAX_SEAT_CARDS];
  guint n_listed = 0;

  if (items == NULL)
    return FALSE;
  if ((zone == GRUFF_ZONE_SHEPHERD || (zone == GRUFF_ZONE_LINE && pos != GRUFF_NO_POS))
      && items->len != 1)
    {
      game_scenario_error (b->sc, entry->line, error, "%s: one card", entry->key);
      return FALSE;
    }
  for (guint i = 0; i < items->len; i++)
    {
      GPtrArray *words = g_ptr_array_index (items, i);
      const char *label = NULL;
      const GruffCardDef *def;
      guint w = 0, def_index;
      int copies = 1;

      if (((const char *) g_ptr_array_index (words, 0))[0] == '@')
        label = g_ptr_array_index (words, w++);
      if (w >= words->len)
        {
          game_scenario_error (b->sc, entry->line, error, "%s: a label without a card",
                               entry->key);
          return FALSE;
        }
      if (!find_card (b, g_ptr_array_index (words, w++), entry->line, &def_index, error))
        return FALSE;
      def = gruff_card_db_get (b->db, def_index);
      if (def->kind != want)
        {
          game_scenario_error (b->sc, entry->line, error, "%s: %s is %s", entry->key,
                               def->name, kind_label (def));
          return FALSE;
        }
      if (w < words->len && ((const char *) g_ptr_array_index (words, w))[0] == 'x'
          && gruff_scenario_parse_number ((const char *) g_ptr_array_index (words, w) + 1, 1,
                                          GRUFF_MAX_DECK, &copies))
        {
          if (label != NULL || want != GRUFF_KIND_ABILITY)
            {
              game_scenario_error (b->sc, entry->line, error,
                                   "%s: copies (xN) of an ability card without a label",
                                   entry->key);
              return FALSE;
            }
          w++;
        }
      if (b->step == GRUFF_SCENARIO_STEP_SETUP && w < words->len)
        {
          game_scenario_error (b->sc, entry->line, error,
                               "%s: step = setup starts from the printed cards (no “%s”)",
                               entry->key, (const char *) g_ptr_array_index (words, w));
          return FALSE;
        }
      for (int k = 0; k < copies; k++)
        {
          int card = new_card (b, seat, def_index, entry->line, error);
          GruffCardState *c;

          if (card < 0 || (label != NULL && !set_label (b, label, card, entry->line, error)))
            return FALSE;
          c = &g->cards[card];
          c->zone = zone;
          if (want == GRUFF_KIND_ABILITY)
            {
              if (s->n_abilities >= GRUFF_MAX_DECK)
                {
                  game_scenario_error (b->sc, entry->line, error,
                                       "player %u has more than %d ability cards", seat + 1,
                                       GRUFF_MAX_DECK);
                  return FALSE;
                }
              s->n_abilities++;
            }
          if (zone == GRUFF_ZONE_LINE)
            {
              c->pos = pos;
              if (!gruff_states (b, card, words, w, entry->line, error))
                return FALSE;
              if (pos != GRUFF_NO_POS)
                s->line[pos] = card;
              continue;
            }
          if (zone == GRUFF_ZONE_SHEPHERD)
            s->shepherd = card;
          else if (zone == GRUFF_ZONE_ATTACHED)
            {
              Attachment a = { card, NULL, entry->line };

              if (w + 2 != words->len || !g_str_equal (g_ptr_array_index (words, w), "on")
                  || ((const char *) g_ptr_array_index (words, w + 1))[0] != '@')
                {
                  game_scenario_error (b->sc, entry->line, error,
                                       "attached: write “CARD on @gruff”");
                  return FALSE;
                }
              if (def->ability == GRUFF_ABILITY_ACTION)
                {
                  game_scenario_error (b->sc, entry->line, error,
                                       "attached: %s is an Action: it does not stay in play",
                                       def->name);
                  return FALSE;
                }
              a.host = g_strdup (g_ptr_array_index (words, w + 1));
              g_array_append_val (b->attachments, a);
              continue;
            }
          else
            {
              if (zone == GRUFF_ZONE_HAND)
                c->known = 1u << seat;
              else if (zone == GRUFF_ZONE_DECK)
                c->known = 0;
              listed[n_listed++] = card;
            }
          if (w < words->len && zone == GRUFF_ZONE_HAND
              && g_str_equal (g_ptr_array_index (words, w), "revealed") && w + 1 == words->len)
            c->known = (1u << GRUFF_SEATS) - 1;
          else if (w < words->len)
            {
              game_scenario_error (b->sc, entry->line, error, "%s: unexpected “%s”",
                                   entry->key, (const char *) g_ptr_array_index (words, w));
              return FALSE;
            }
        }
    }
  /* Decks and discard piles are written top first; the top is the end of the list. */
  for (guint i = 0; i < n_listed; i++)
    {
      int card = zone == GRUFF_ZONE_HAND ? listed[i] : listed[n_listed - 1 - i];
      uint8_t *count = zone == GRUFF_ZONE_DECK ? &s->n_deck
                       : zone == GRUFF_ZONE_HAND ? &s->n_hand : &s->n_discard;
      int8_t *list = zone == GRUFF_ZONE_DECK ? s->deck
                     : zone == GRUFF_ZONE_HAND ? s->hand : s->discard;

      g->cards[card].pos = *count;
      list[(*count)++] = card;
    }
  return TRUE;
}

static gboolean
seat_number (Builder            *b,
             GameScenarioEntry  *entry,
             gint64              low,
             gint64              high,
             int                *out,
             GError            **error)
{
  if (!gruff_scenario_parse_number (entry->value, low, high, out))
    {
      game_scenario_error (b->sc, entry->line, error,
                           "%s: “%s” is not a number from %" G_GINT64_FORMAT " to %"
                           G_GINT64_FORMAT, entry->key, entry->value, low, high);
      return FALSE;
    }
  return TRUE;
}

static gboolean
seat_section (Builder              *b,
              guint                 seat,
              GameScenarioSection  *section,
              GError              **error)
{
  GruffSeat *s = &b->g->seats[seat];
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean setup = b->step == GRUFF_SCENARIO_STEP_SETUP;

  for (guint i = 0; i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);
      const char *key = entry->key;
      guint pos;

      if (key == NULL)
        {
          game_scenario_error (b->sc, entry->line, error,
                               "expected “key = value”, not “%s”", entry->value);
          return FALSE;
        }
      if (g_str_equal (key, "center"))
        key = "centre";
      if (!g_hash_table_add (seen, (gpointer) g_intern_string (key)))
        {
          game_scenario_error (b->sc, entry->line, error, "%s is given twice", key);
          return FALSE;
        }
      if (setup && !g_str_equal (key, "shepherd") && !g_str_equal (key, "gruffs")
          && !g_str_equal (key, "deck"))
        {
          game_scenario_error (b->sc, entry->line, error,
                               "%s: a game set up from the seed (step = setup) has only a "
                               "shepherd, gruffs and a deck", key);
          return FALSE;
        }
      if (g_str_equal (key, "shepherd"))
        {
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_SHEPHERD, 0, error))
            return FALSE;
        }
      else if (gruff_scenario_position_from_name (key, &pos))
        {
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_LINE, pos, error))
            return FALSE;
        }
      else if (g_str_equal (key, "gruffs"))
        {
          if (b->step != GRUFF_PHASE_ARRANGE && !setup)
            {
              game_scenario_error (b->sc, entry->line, error,
                                   "gruffs: gruffs without a position are only for step = "
                                   "arrange or setup (use left, centre, right)");
              return FALSE;
            }
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_LINE, GRUFF_NO_POS, error))
            return FALSE;
        }
      else if (g_str_equal (key, "deck"))
        {
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_DECK, 0, error))
            return FALSE;
        }
      else if (g_str_equal (key, "hand"))
        {
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_HAND, 0, error))
            return FALSE;
        }
      else if (g_str_equal (key, "discard"))
        {
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_DISCARD, 0, error))
            return FALSE;
        }
      else if (g_str_equal (key, "attached"))
        {
          if (!seat_cards (b, seat, entry, GRUFF_ZONE_ATTACHED, 0, error))
            return FALSE;
        }
      else if (g_str_equal (key, "attack"))
        {
          g_autoptr(GPtrArray) words = game_scenario_split_words (b->sc, entry->line,
                                                                  entry->value, error);

          if (words == NULL)
            return FALSE;
          if (words->len < 1 || words->len > 2
              || ((const char *) g_ptr_array_index (words, 0))[0] != '@'
              || (words->len == 2
                  && !gruff_scenario_position_from_name (g_ptr_array_index (words, 1), &pos)))
            {
              game_scenario_error (b->sc, entry->line, error,
                                   "attack: write “@gruff” or “@gruff left” (the position it "
                                   "strikes: left, centre or right)");
              return FALSE;
            }
          b->attacker[seat] = g_strdup (g_ptr_array_index (words, 0));
          b->attack_pos[seat] = words->len == 2 ? (int) pos : -1;
          b->attack_line[seat] = entry->line;
        }
      else if (g_str_equal (key, "life"))
        {
          if (!seat_number (b, entry, 0, GRUFF_LIFE_MAX, &b->life[seat], error))
            return FALSE;
        }
      else if (g_str_equal (key, "crazy"))
        {
          if (!seat_number (b, entry, 0, GRUFF_CRAZY_MAX, &b->crazy[seat], error))
            return FALSE;
        }
      else if (g_str_equal (key, "spent"))
        {
          int spent;

          if (!seat_number (b, entry, 0, GRUFF_CRAZY_MAX, &spent, error))
            return FALSE;
          s->spent = spent;
        }
      else if (g_str_equal (key, "turns"))
        {
          if (!seat_number (b, entry, 0, 255, &b->turns[seat], error))
            return FALSE;
        }
      else
        {
          game_scenario_error (b->sc, entry->line, error, "[seat %u]: unknown key “%s”",
                               seat + 1, key);
          return FALSE;
        }
    }
  return TRUE;
}

/* The label of a gruff in a line, resolved once every card exists. */
static int
gruff_label (Builder     *b,
             const char  *label,
             guint        line,
             GError     **error)
{
  int card = game_scenario_lookup_label (b->sc, label);

  if (card == GAME_NO_CARD)
    {
      game_scenario_error (b->sc, line, error, "no card is labelled “%s”", label);
      return -1;
    }
  if (b->g->cards[card].zone != GRUFF_ZONE_LINE)
    {
      game_scenario_error (b->sc, line, error, "%s is not a gruff in a line", label);
      return -1;
    }
  return card;
}

/* A game set up from the seed with the seats' cards: the shuffles and the first player are
 * the seed's, as in a real game. */
static gboolean
set_up_from_seed (Builder     *b,
                  GError     **error)
{
  GruffGame *g = b->g;
  uint16_t decks[GRUFF_SEATS][GRUFF_MAX_SEAT_CARDS];
  GameSetup setup = { 0 };
  GruffParams params = g->params;
  g_autoptr(GError) local = NULL;

  setup.n_seats = GRUFF_SEATS;
  setup.seed = game_scenario_get_seed (b->sc);
  setup.params = &params;
  setup.db = b->db;
  setup.previous_loser = GAME_NO_SEAT;
  for (guint c = 0; c < g->n_cards; c++)
    {
      guint seat = g->cards[c].owner;

      /* Instances are numbered seat by seat, as gruff_game_init() numbers them. */
      decks[seat][setup.deck_sizes[seat]++] = g->cards[c].def;
    }
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    setup.decks[seat] = decks[seat];
  if (!gruff_game_init (g, b->db, &setup, NULL, NULL, &local))
    {
      game_scenario_error (b->sc, 0, error, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
game_section (Builder              *b,
              GameScenarioSection  *section,
              int                  *active,
              int                  *first,
              int                  *turn,
              char                **active_gruff,
              guint                *active_gruff_line,
              GError              **error)
{
  const GameRules *rules = game_scenario_get_rules (b->sc);

  for (guint i = 0; i < section->entries->len; i++)
    {
      GameScenarioEntry *entry = g_ptr_array_index (section->entries, i);
      const GameParamField *field = NULL;

      if (entry->key == NULL)
        {
          game_scenario_error (b->sc, entry->line, error,
                               "expected “key = value”, not “%s”", entry->value);
          return FALSE;
        }
      for (guint f = 0; f < rules->n_param_fields; f++)
        if (g_str_equal (entry->key, rules->param_fields[f].name))
          field = &rules->param_fields[f];
      if (g_str_equal (entry->key, "game") || g_str_equal (entry->key, "seed")
          || g_str_equal (entry->key, "seats"))
        continue;
      if (field != NULL)
        {
          int value;

          if (!gruff_scenario_parse_number (entry->value, 0, field->size == 1 ? 255 : 65535,
                                            &value))
            {
              game_scenario_error (b->sc, entry->line, error, "%s: “%s” is not a number",
                                   entry->key, entry->value);
              return FALSE;
            }
          game_params_set (rules, &b->g->params, field, value);
        }
      else if (g_str_equal (entry->key, "step"))
        {
          if (!gruff_scenario_name_index (gruff_scenario_step_names, GRUFF_SCENARIO_N_STEPS,
                                          entry->value, &b->step)
              || b->step == GRUFF_PHASE_OVER)
            {
              game_scenario_error (b->sc, entry->line, error,
                                   "step: “%s” is none of setup, arrange, activate, main, "
                                   "discard", entry->value);
              return FALSE;
            }
        }
      else if (g_str_equal (entry->key, "active") || g_str_equal (entry->key, "first"))
        {
          int seat;

          if (!gruff_scenario_parse_number (entry->value, 1, GRUFF_SEATS, &seat))
            {
              game_scenario_error (b->sc, entry->line, error, "%s: “%s” is not seat 1 or 2",
                                   entry->key, entry->value);
              return FALSE;
            }
          *(g_str_equal (entry->key, "active") ? active : first) = seat - 1;
        }
      else if (g_str_equal (entry->key, "turn"))
        {
          if (!gruff_scenario_parse_number (entry->value, 0, 65535, turn))
            {
              game_scenario_error (b->sc, entry->line, error, "turn: “%s” is not a number",
                                   entry->value);
              return FALSE;
            }
        }
      else if (g_str_equal (entry->key, "active-gruff"))
        {
          g_free (*active_gruff);
          *active_gruff = g_strdup (entry->value);
          *active_gruff_line = entry->line;
        }
      else
        {
          game_scenario_error (b->sc, entry->line, error, "[game]: unknown key “%s”",
                               entry->key);
          return FALSE;
        }
    }
  return TRUE;
}

/* What the seats' lists leave to settle: shepherds, lines, Life and Crazy, attachments,
 * declared attacks. */
static gboolean
finish_seats (Builder     *b,
              GError     **error)
{
  GruffGame *g = b->g;

  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      GruffSeat *s = &g->seats[seat];
      guint n_gruffs = 0;
      gboolean gap = FALSE;

      if (s->shepherd < 0)
        {
          game_scenario_error (b->sc, 0, error, "[seat %u] has no shepherd", seat + 1);
          return FALSE;
        }
      for (guint c = 0; c < g->n_cards; c++)
        n_gruffs += g->cards[c].owner == seat && g->cards[c].zone == GRUFF_ZONE_LINE;
      if (n_gruffs != GRUFF_LINE)
        {
          game_scenario_error (b->sc, 0, error, "[seat %u] has %u gruffs, not %d", seat + 1,
                               n_gruffs, GRUFF_LINE);
          return FALSE;
        }
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          if (s->line[p] >= 0 && gap)
            {
              game_scenario_error (b->sc, 0, error,
                                   "[seat %u]: a line is arranged from the left: %s is "
                                   "empty", seat + 1, gruff_scenario_position_names[p - 1]);
              return FALSE;
            }
          gap |= s->line[p] < 0;
        }
      if (gap && b->step != GRUFF_PHASE_ARRANGE && b->step != GRUFF_SCENARIO_STEP_SETUP)
        {
          game_scenario_error (b->sc, 0, error,
                               "[seat %u]: left, centre and right each need a gruff", seat + 1);
          return FALSE;
        }
      {
        const GruffCardDef *shepherd = gruff_def (g, s->shepherd);

        s->life = b->life[seat] >= 0 ? b->life[seat] : shepherd->life;
        s->crazy = b->crazy[seat] >= 0 ? b->crazy[seat] : MIN (shepherd->crazy, GRUFF_CRAZY_MAX);
        if (s->life > shepherd->life)
          {
            game_scenario_error (b->sc, 0, error, "[seat %u]: Life %d is above %s's %u",
                                 seat + 1, s->life, shepherd->name, shepherd->life);
            return FALSE;
          }
        if (s->spent > s->crazy)
          {
            game_scenario_error (b->sc, 0, error, "[seat %u]: %u Crazy spent of %u", seat + 1,
                                 s->spent, s->crazy);
            return FALSE;
          }
      }
    }
  for (guint i = 0; i < b->attachments->len; i++)
    {
      Attachment *a = &g_array_index (b->attachments, Attachment, i);
      int host = gruff_label (b, a->host, a->line, error);

      if (host < 0)
        return FALSE;
      g->cards[a->card].host = host;
      g->cards[a->card].pos = 0;
    }
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      GruffSeat *s = &g->seats[seat];
      int attacker;

      if (b->attacker[seat] == NULL)
        continue;
      attacker = gruff_label (b, b->attacker[seat], b->attack_line[seat], error);
      if (attacker < 0)
        return FALSE;
      if (g->cards[attacker].owner != seat || g->cards[attacker].pos == GRUFF_NO_POS)
        {
          game_scenario_error (b->sc, b->attack_line[seat], error,
                               "attack: %s is not in player %u's line", b->attacker[seat],
                               seat + 1);
          return FALSE;
        }
      s->attacker = attacker;
      s->attack_pos = b->attack_pos[seat] >= 0 ? b->attack_pos[seat] : g->cards[attacker].pos;
    }
  return TRUE;
}

static gboolean
build (GameScenario  *sc,
       gpointer       state,
       GError       **error)
{
  GruffGame *g = state;
  GPtrArray *sections = game_scenario_get_sections (sc);
  GameScenarioSection *seats[GRUFF_SEATS] = { NULL };
  g_autofree char *active_gruff = NULL;
  guint active_gruff_line = 0;
  int active = -1, first = -1, turn = -1;
  Builder b = { 0 };
  gboolean ok = FALSE;

  b.sc = sc;
  b.g = g;
  b.db = game_scenario_get_db (sc);
  b.step = GRUFF_PHASE_ACTIVATE;
  b.defined = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b.attachments = g_array_new (FALSE, TRUE, sizeof (Attachment));
  g_array_set_clear_func (b.attachments, attachment_clear);

  memset (g, 0, sizeof *g);
  g->db = b.db;
  gruff_params_init (&g->params);
  g->winner = GAME_NO_SEAT;
  g->active_gruff = -1;
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      g->seats[seat].shepherd = -1;
      g->seats[seat].attacker = -1;
      g->seats[seat].attack_pos = GRUFF_NO_POS;
      for (guint p = 0; p < GRUFF_LINE; p++)
        g->seats[seat].line[p] = -1;
      b.life[seat] = b.crazy[seat] = b.turns[seat] = b.attack_pos[seat] = -1;
    }

  /* Cards of the file first, then [game], then each seat's cards, seat 1's first. */
  for (guint i = 0; i < sections->len; i++)
    {
      GameScenarioSection *section = g_ptr_array_index (sections, i);
      int seat;

      if (g_str_equal (section->name, "card"))
        {
          if (!define_card (&b, section, error))
            goto out;
        }
      else if (g_str_equal (section->name, "game"))
        {
          if (!game_section (&b, section, &active, &first, &turn, &active_gruff,
                             &active_gruff_line, error))
            goto out;
        }
      else if (g_str_equal (section->name, "seat"))
        {
          if (!gruff_scenario_parse_number (section->arg, 1, GRUFF_SEATS, &seat))
            {
              game_scenario_error (sc, section->line, error,
                                   "Gruff has seats 1 and 2: [seat 1], [seat 2]");
              goto out;
            }
          if (seats[seat - 1] != NULL)
            {
              game_scenario_error (sc, section->line, error, "[seat %d] is given twice", seat);
              goto out;
            }
          seats[seat - 1] = section;
        }
      else if (!g_str_equal (section->name, "actions") && !g_str_equal (section->name, "expect"))
        {
          game_scenario_error (sc, section->line, error,
                               "unknown section [%s] (Gruff files have [game], [card NAME], "
                               "[seat N], [actions], [expect])", section->name);
          goto out;
        }
    }
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      if (seats[seat] == NULL)
        {
          game_scenario_error (sc, 0, error, "the file has no [seat %u] section", seat + 1);
          goto out;
        }
      if (!seat_section (&b, seat, seats[seat], error))
        goto out;
    }
  if (!finish_seats (&b, error))
    goto out;

  if (b.step == GRUFF_SCENARIO_STEP_SETUP)
    {
      if (first >= 0 || turn >= 0 || active >= 0 || active_gruff != NULL)
        {
          game_scenario_error (sc, 0, error,
                               "step = setup: the seed chooses the first player (no active, "
                               "first, turn or active-gruff)");
          goto out;
        }
      ok = set_up_from_seed (&b, error);
      goto out;
    }

  active = MAX (active, 0);
  gruff_rng_seed (g, game_scenario_get_seed (sc));
  g->phase = b.step;
  g->active = active;
  g->first = first >= 0 ? first : active;
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      int turns = b.turns[seat];

      /* By default the game is in its second round: each seat has had a turn before. */
      if (turns < 0)
        turns = b.step == GRUFF_PHASE_ARRANGE ? 0
                : seat == (guint) active || seat == g->first ? 2 : 1;
      g->seats[seat].turns = turns;
    }
  g->turn = turn >= 0 ? (guint) turn : g->seats[0].turns + g->seats[1].turns;
  if (b.step == GRUFF_PHASE_ARRANGE)
    {
      guint placed = 0;

      while (placed < GRUFF_LINE && g->seats[g->first].line[placed] >= 0)
        placed++;
      if (active != g->first && placed < GRUFF_LINE)
        {
          game_scenario_error (sc, 0, error,
                               "step = arrange: the first player (%u) arranges its line "
                               "before player %d", g->first + 1, active + 1);
          goto out;
        }
    }
  if (b.step == GRUFF_PHASE_MAIN && active_gruff == NULL)
    {
      game_scenario_error (sc, 0, error, "step = main: say which gruff was activated "
                           "(active-gruff = @label)");
      goto out;
    }
  if (active_gruff != NULL)
    {
      int gruff = gruff_label (&b, active_gruff, active_gruff_line, error);

      if (gruff < 0)
        goto out;
      if (g->cards[gruff].owner != (guint) active || b.step != GRUFF_PHASE_MAIN)
        {
          game_scenario_error (sc, active_gruff_line, error,
                               "active-gruff: a gruff of the active player, in step = main");
          goto out;
        }
      g->active_gruff = gruff;
      /* Activation left it exhausted. */
      if (!(g->cards[gruff].flags & GRUFF_FLAG_DEAD))
        g->cards[gruff].flags |= GRUFF_FLAG_EXHAUSTED;
    }
  if (b.step == GRUFF_PHASE_DISCARD && g->seats[active].n_hand <= g->params.hand_limit)
    {
      game_scenario_error (sc, 0, error,
                           "step = discard: player %d's hand (%u) is not over the limit (%u)",
                           active + 1, g->seats[active].n_hand, g->params.hand_limit);
      goto out;
    }
  ok = TRUE;

out:
  g_hash_table_unref (b.defined);
  g_array_unref (b.attachments);
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    g_free (b.attacker[seat]);
  return ok;
}

const GameScenarioHooks gruff_scenario_hooks = {
  .build = build,
  .expect = gruff_scenario_expect,
};
