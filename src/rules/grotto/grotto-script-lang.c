/* grotto-script-lang.c: the line language Grotto Beasts! card effects are written in:
 * entries by card number, compiled word by word into grotto-script.h's vocabulary. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdlib.h>
#include <string.h>

#include "drive-in-error.h"
#include "grotto-game-private.h"
#include "grotto-script-lang.h"

/* ---- Files ------------------------------------------------------------------------------ */

static void
entry_free (gpointer data)
{
  GrottoScriptEntry *entry = data;

  g_free (entry->number);
  g_free (entry->body);
  g_free (entry);
}

void
grotto_script_file_free (GrottoScriptFile *file)
{
  if (file == NULL)
    return;
  g_free (file->name);
  g_hash_table_unref (file->by_number);
  g_ptr_array_unref (file->entries);
  g_ptr_array_unref (file->errors);
  g_free (file);
}

GrottoScriptFile *
grotto_script_file_parse (const char *name,
                          const char *text)
{
  GrottoScriptFile *file = g_new0 (GrottoScriptFile, 1);
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", -1);
  GrottoScriptEntry *entry = NULL;
  GString *body = NULL;

  file->name = g_strdup (name);
  file->entries = g_ptr_array_new_with_free_func (entry_free);
  file->by_number = g_hash_table_new (g_str_hash, g_str_equal);
  file->errors = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));

      if (*line == '#' || *line == '\0')
        {
          if (body != NULL)
            g_string_append_c (body, '\n');
          continue;
        }
      if (g_str_has_prefix (line, "card ") || g_str_equal (line, "card"))
        {
          const char *number = g_strstrip (line + 4);

          if (entry != NULL)
            entry->body = g_string_free (body, FALSE);
          body = NULL;
          entry = NULL;
          if (*number == '\0' || strchr (number, ' ') != NULL)
            {
              g_ptr_array_add (file->errors,
                               g_strdup_printf ("%s:%u: “card” wants one card number", name, i + 1));
              continue;
            }
          if (g_hash_table_contains (file->by_number, number))
            {
              g_ptr_array_add (file->errors, g_strdup_printf ("%s:%u: card %s has two entries",
                                                              name, i + 1, number));
              continue;
            }
          entry = g_new0 (GrottoScriptEntry, 1);
          entry->number = g_strdup (number);
          entry->line = i + 1;
          body = g_string_new (NULL);
          g_ptr_array_add (file->entries, entry);
          g_hash_table_insert (file->by_number, entry->number, entry);
          continue;
        }
      if (entry == NULL)
        {
          g_ptr_array_add (file->errors,
                           g_strdup_printf ("%s:%u: a line outside any card entry", name, i + 1));
          continue;
        }
      g_string_append (body, lines[i]);
      g_string_append_c (body, '\n');
      if (g_str_equal (line, "complete"))
        entry->complete = TRUE;
    }
  if (entry != NULL)
    entry->body = g_string_free (body, FALSE);
  else if (body != NULL)
    g_string_free (body, TRUE);
  return file;
}

/* ---- Words ------------------------------------------------------------------------------- */

typedef struct
{
  const char *word;
  guint       value;
} Word;

static const Word trigger_words[] = {
  { "summon", GROTTO_TRIG_SUMMON },
  { "activate", GROTTO_TRIG_ACTIVATE },
  { "attack", GROTTO_TRIG_ATTACK },
  { "attack-alone", GROTTO_TRIG_ATTACK_ALONE },
  { "defend", GROTTO_TRIG_DEFEND },
  { "fight", GROTTO_TRIG_FIGHT },
  { "start-turn", GROTTO_TRIG_START_TURN },
  { "start-any-turn", GROTTO_TRIG_START_ANY_TURN },
  { "start-opp-turn", GROTTO_TRIG_START_OPP_TURN },
  { "end-turn", GROTTO_TRIG_END_TURN },
  { "start-battle", GROTTO_TRIG_START_BATTLE },
  { "end-battle", GROTTO_TRIG_END_BATTLE },
  { "discarded", GROTTO_TRIG_DISCARDED },
  { "own-discarded", GROTTO_TRIG_OWN_DISCARDED },
  { "rests", GROTTO_TRIG_RESTS },
  { "moved-row", GROTTO_TRIG_MOVED_ROW },
  { "moved-to-team", GROTTO_TRIG_MOVED_TO_TEAM },
  { "you-score", GROTTO_TRIG_YOU_SCORE },
  { "opp-scores", GROTTO_TRIG_OPP_SCORES },
  { "you-score-top", GROTTO_TRIG_YOU_SCORE_TOP },
  { "you-wish", GROTTO_TRIG_YOU_WISH },
  { "opp-wish", GROTTO_TRIG_OPP_WISH },
  { "you-beast", GROTTO_TRIG_YOU_BEAST },
  { "opp-beast-team", GROTTO_TRIG_OPP_BEAST_TEAM },
  { "coin-won", GROTTO_TRIG_COIN_WON },
  { "coin-lost", GROTTO_TRIG_COIN_LOST },
  { "die", GROTTO_TRIG_DIE },
  { "rock", GROTTO_TRIG_ROCK },
  { "spent", GROTTO_TRIG_SPENT },
  { "opp-discards-hand", GROTTO_TRIG_OPP_DISCARDS_HAND },
  { "opp-moves", GROTTO_TRIG_OPP_MOVES },
  { "opp-shuffles", GROTTO_TRIG_OPP_SHUFFLES },
  { "opp-searches", GROTTO_TRIG_OPP_SEARCHES },
  { "above-attacks", GROTTO_TRIG_ABOVE_ATTACKS },
  { "above-defends", GROTTO_TRIG_ABOVE_DEFENDS },
  { "above-fights", GROTTO_TRIG_ABOVE_FIGHTS },
  { "above-discarded", GROTTO_TRIG_ABOVE_DISCARDED },
  { "under-summoned", GROTTO_TRIG_UNDER_SUMMONED },
  { "under-discarded", GROTTO_TRIG_UNDER_DISCARDED },
  { "defeat-challenger", GROTTO_TRIG_DEFEAT_CHALLENGER },
  { "choosing-attackers", GROTTO_TRIG_CHOOSING_ATTACKERS },
  { "choosing-defenders", GROTTO_TRIG_CHOOSING_DEFENDERS },
  { "team-fights", GROTTO_TRIG_TEAM_FIGHTS },
  { "own-grotto-discarded", GROTTO_TRIG_OWN_GROTTO_DISCARDED },
  { "opp-summons", GROTTO_TRIG_OPP_SUMMONS },
  { "discarded-attached", GROTTO_TRIG_DISCARDED_ATTACHED },
  { "keeps-attached", GROTTO_TRIG_KEEPS_ATTACHED },
  { "opp-made-discard", GROTTO_TRIG_OPP_MADE_DISCARD },
};

static const Word static_words[] = {
  { "power", GROTTO_STATIC_POWER },
  { "aura", GROTTO_STATIC_AURA },
  { "hand-size", GROTTO_STATIC_HAND_SIZE },
  { "cannot-attack", GROTTO_STATIC_CANNOT_ATTACK },
  { "cannot-defend", GROTTO_STATIC_CANNOT_DEFEND },
  { "not-alone", GROTTO_STATIC_NOT_ALONE },
  { "no-fight-attached", GROTTO_STATIC_NO_FIGHT_ATTACHED },
  { "protected", GROTTO_STATIC_PROTECTED },
  { "no-sadness", GROTTO_STATIC_NO_SADNESS },
  { "no-sadness-all", GROTTO_STATIC_NO_SADNESS_ALL },
  { "sideline-only", GROTTO_STATIC_SIDELINE_ONLY },
  { "immovable", GROTTO_STATIC_IMMOVABLE },
  { "unique", GROTTO_STATIC_UNIQUE },
  { "cost", GROTTO_STATIC_COST },
  { "deck-any-number", GROTTO_STATIC_DECK_ANY_NUMBER },
  { "deck-ignore-epic", GROTTO_STATIC_DECK_IGNORE_EPIC },
  { "deck-size", GROTTO_STATIC_DECK_SIZE },
  { "wake-above-grotto", GROTTO_STATIC_WAKE_ABOVE_GROTTO },
  { "power-attached-beasts", GROTTO_STATIC_POWER_ATTACHED_BEASTS },
  { "defend-from-sideline", GROTTO_STATIC_DEFEND_FROM_SIDELINE },
  { "sees-scores", GROTTO_STATIC_SEES_SCORES },
  { "top-revealed", GROTTO_STATIC_TOP_REVEALED },
  { "summon-deck-top", GROTTO_STATIC_SUMMON_DECK_TOP },
  { "summon-discard", GROTTO_STATIC_SUMMON_DISCARD },
  { "wish-to-pool", GROTTO_STATIC_WISH_TO_POOL },
  { "wish-cost", GROTTO_STATIC_WISH_COST },
  { "extra-defeat-draw", GROTTO_STATIC_EXTRA_DEFEAT_DRAW },
  { "draw-wins", GROTTO_STATIC_DRAW_WINS },
  { "setup-attach", GROTTO_STATIC_SETUP_ATTACH },
  { "setup-search", GROTTO_STATIC_SETUP_SEARCH },
  { "deck-waits", GROTTO_STATIC_DECK_WAITS },
  { "two-dice", GROTTO_STATIC_TWO_DICE },
  { "coin-helper", GROTTO_STATIC_COIN_HELPER },
  { "power-per-type", GROTTO_STATIC_POWER_PER_TYPE },
  { "cost-face-down", GROTTO_STATIC_COST_FACE_DOWN },
};

static const Word op_words[] = {
  { "choose", GROTTO_OP_CHOOSE },
  { "choose-player", GROTTO_OP_CHOOSE_PLAYER },
  { "may", GROTTO_OP_MAY },
  { "if", GROTTO_OP_IF },
  { "and-if", GROTTO_OP_AND_IF },
  { "rest", GROTTO_OP_REST },
  { "wake", GROTTO_OP_WAKE },
  { "discard", GROTTO_OP_DISCARD },
  { "return", GROTTO_OP_RETURN },
  { "to-hand", GROTTO_OP_TO_HAND },
  { "score-card", GROTTO_OP_SCORE_CARD },
  { "to-deck-top", GROTTO_OP_TO_DECK_TOP },
  { "to-pool-top", GROTTO_OP_TO_POOL_TOP },
  { "shuffle-in", GROTTO_OP_SHUFFLE_IN },
  { "power", GROTTO_OP_POWER },
  { "grant", GROTTO_OP_GRANT },
  { "attach-top", GROTTO_OP_ATTACH_TOP },
  { "attach", GROTTO_OP_ATTACH },
  { "attach-hand", GROTTO_OP_ATTACH_HAND },
  { "detach", GROTTO_OP_DETACH },
  { "attached-to-hand", GROTTO_OP_ATTACHED_TO_HAND },
  { "move", GROTTO_OP_MOVE },
  { "swap", GROTTO_OP_SWAP },
  { "summon-free", GROTTO_OP_SUMMON_FREE },
  { "draw", GROTTO_OP_DRAW },
  { "score", GROTTO_OP_SCORE },
  { "mill", GROTTO_OP_MILL },
  { "deck-to-pool", GROTTO_OP_DECK_TO_POOL },
  { "pool-to-hand", GROTTO_OP_POOL_TO_HAND },
  { "discard-hand", GROTTO_OP_DISCARD_HAND },
  { "discard-own", GROTTO_OP_DISCARD_OWN },
  { "discard-all", GROTTO_OP_DISCARD_ALL },
  { "power-all", GROTTO_OP_POWER_ALL },
  { "shuffle-deck", GROTTO_OP_SHUFFLE_DECK },
  { "skip-wake", GROTTO_OP_SKIP_WAKE },
  { "flip", GROTTO_OP_FLIP },
  { "roll", GROTTO_OP_ROLL },
  { "roll-call", GROTTO_OP_ROLL_CALL },
  { "rps", GROTTO_OP_RPS },
  { "search", GROTTO_OP_SEARCH },
  { "reveal-top", GROTTO_OP_REVEAL_TOP },
  { "set-value", GROTTO_OP_SET_VALUE },
  { "handler", GROTTO_OP_HANDLER },
  { "end", GROTTO_OP_END },
  { "discard-scored", GROTTO_OP_DISCARD_SCORED },
  { "win", GROTTO_OP_WIN },
  { "target", GROTTO_OP_TARGET },
  { "reveal", GROTTO_OP_REVEAL },
  { "shuffle-in-all", GROTTO_OP_SHUFFLE_IN_ALL },
  { "score-all", GROTTO_OP_SCORE_ALL },
  { "put", GROTTO_OP_PUT },
  { "score-to-hand", GROTTO_OP_SCORE_TO_HAND },
  { "pool-to-deck", GROTTO_OP_POOL_TO_DECK },
  { "clear-sadness", GROTTO_OP_CLEAR_SADNESS },
  { "shuffle-pool", GROTTO_OP_SHUFFLE_POOL },
  { "cast", GROTTO_OP_CAST },
};

static const Word who_words[] = {
  { "you", GROTTO_WHO_YOU },
  { "player", GROTTO_WHO_PLAYER },
  { "owner", GROTTO_WHO_OWNER },
  { "active", GROTTO_WHO_ACTIVE },
  { "opponents", GROTTO_WHO_OPPONENTS },
  { "each", GROTTO_WHO_EACH },
  { "next", GROTTO_WHO_NEXT },
  { "context", GROTTO_WHO_CONTEXT },
  { "attacker", GROTTO_WHO_ATTACKER },
  { "defender", GROTTO_WHO_DEFENDER },
  { "active-opponents", GROTTO_WHO_ACTIVE_OPPONENTS },
};

static const Word on_words[] = {
  { "target", GROTTO_ON_TARGET },
  { "target2", GROTTO_ON_TARGET2 },
  { "self", GROTTO_ON_SELF },
  { "context", GROTTO_ON_CONTEXT },
  { "above", GROTTO_ON_ABOVE },
  { "under", GROTTO_ON_UNDER },
  { "seat", GROTTO_ON_SEAT },
};

static const Word until_words[] = {
  { "eot", GROTTO_UNTIL_END_OF_TURN },
  { "next-turn", GROTTO_UNTIL_NEXT_TURN },
  { "battle", GROTTO_UNTIL_END_OF_BATTLE },
  { "leaves", GROTTO_UNTIL_LEAVES },
};

static const Word grant_words[] = {
  { "no-rest", GROTTO_GRANT_NO_REST },
  { "no-fight", GROTTO_GRANT_NO_FIGHT },
  { "protected", GROTTO_GRANT_PROTECTED },
  { "must-defend", GROTTO_GRANT_MUST_DEFEND },
  { "no-team", GROTTO_GRANT_NO_TEAM },
  { "discard-end-battle", GROTTO_GRANT_DISCARD_END_BATTLE },
  { "return-on-discard", GROTTO_GRANT_RETURN_ON_DISCARD },
  { "discard-attackers", GROTTO_GRANT_DISCARD_ATTACKERS },
  { "redo-chance", GROTTO_GRANT_REDO_CHANCE },
  { "no-sadness", GROTTO_GRANT_NO_SADNESS },
  { "one-defender", GROTTO_GRANT_ONE_DEFENDER },
};

static const Word where_words[] = {
  { "in-play", GROTTO_WHERE_PLAY },
  { "team", GROTTO_WHERE_TEAM },
  { "sideline", GROTTO_WHERE_SIDELINE },
  { "hand", GROTTO_WHERE_HAND },
  { "discard", GROTTO_WHERE_DISCARD },
  { "deck", GROTTO_WHERE_DECK },
  { "pool", GROTTO_WHERE_POOL },
  { "score", GROTTO_WHERE_SCORE },
  { "attached", GROTTO_WHERE_ATTACHED },
  { "attached-target", GROTTO_WHERE_ATTACHED_TARGET },
  { "above", GROTTO_WHERE_ABOVE },
  { "under", GROTTO_WHERE_UNDER },
  { "beside", GROTTO_WHERE_BESIDE },
  { "above-beside", GROTTO_WHERE_ABOVE_BESIDE },
  { "attacking", GROTTO_WHERE_ATTACKING },
  { "defending", GROTTO_WHERE_DEFENDING },
  { "table", GROTTO_WHERE_TABLE },
};

static const Word side_words[] = {
  { "any", GROTTO_SIDE_ANY },
  { "own", GROTTO_SIDE_OWN },
  { "opp", GROTTO_SIDE_OPP },
  { "players", GROTTO_SIDE_PLAYER },
  { "target-owner", GROTTO_SIDE_TARGET_OWNER },
  { "context-seat", GROTTO_SIDE_CONTEXT },
  { "active-seat", GROTTO_SIDE_ACTIVE },
};

static const Word flag_words[] = {
  { "other", GROTTO_FF_OTHER },
  { "awake", GROTTO_FF_AWAKE },
  { "resting", GROTTO_FF_RESTING },
  { "face-up", GROTTO_FF_FACE_UP },
  { "face-down", GROTTO_FF_FACE_DOWN },
  { "above-grotto", GROTTO_FF_ABOVE_GROTTO },
  { "not-new", GROTTO_FF_NOT_NEW },
  { "not-context", GROTTO_FF_NOT_CONTEXT },
  { "power<=target", GROTTO_FF_POWER_LE_TARGET },
  { "cost=target+1", GROTTO_FF_COST_TARGET_UP },
  { "same-name-target", GROTTO_FF_SAME_NAME_TARGET },
  { "name-in-play-player", GROTTO_FF_NAME_IN_PLAY_PLAYER },
  { "has-attached", GROTTO_FF_HAS_ATTACHED },
  { "not-target", GROTTO_FF_NOT_TARGET },
  { "type-beasts-only", GROTTO_FF_TYPE_BEASTS_ONLY },
};

static const Word kind_words[] = {
  { "beast", GROTTO_FK_BEAST },
  { "grotto", GROTTO_FK_GROTTO },
  { "wish", GROTTO_FK_WISH },
  { "challenger", GROTTO_FK_CHALLENGER },
  { "card", 0 },
};

static const Word cond_words[] = {
  { "hand", GROTTO_COND_HAND },
  { "deck", GROTTO_COND_DECK },
  { "discard", GROTTO_COND_DISCARD },
  { "score", GROTTO_COND_SCORE },
  { "scored-turn", GROTTO_COND_SCORED_TURN },
  { "wishes-turn", GROTTO_COND_WISH_TURN },
  { "attached", GROTTO_COND_ATTACHED_SELF },
  { "value", GROTTO_COND_VALUE },
};

static const Word flag_cond_words[] = {
  { "fewest-scored", GROTTO_COND_FEWEST_SCORED },
  { "fewest-hand", GROTTO_COND_FEWEST_HAND },
  { "more-beasts", GROTTO_COND_MORE_BEASTS },
  { "more-resting", GROTTO_COND_MORE_RESTING },
  { "self-above-grotto", GROTTO_COND_SELF_ABOVE_GROTTO },
  { "target-above-grotto", GROTTO_COND_TARGET_ABOVE_GROTTO },
  { "target-resting", GROTTO_COND_TARGET_RESTING },
  { "target-awake", GROTTO_COND_TARGET_AWAKE },
  { "alone", GROTTO_COND_ALONE },
  { "value-even", GROTTO_COND_VALUE_EVEN },
  { "player-opp", GROTTO_COND_PLAYER_OPP },
  { "summoned-sideline", GROTTO_COND_SUMMONED_SIDELINE },
  { "summoned-above-grotto", GROTTO_COND_SUMMONED_ABOVE_GROTTO },
  { "unique-name", GROTTO_COND_UNIQUE_NAME },
  { "attacked-turn", GROTTO_COND_ATTACKED_TURN },
  { "damaged-turn", GROTTO_COND_DAMAGED_TURN },
  { "context-team-beast", GROTTO_COND_CONTEXT_OWN_BEAST_TEAM },
  { "was-defending", GROTTO_COND_WAS_DEFENDING },
  { "was-attacking", GROTTO_COND_WAS_ATTACKING },
  { "in-battle", GROTTO_COND_IN_BATTLE },
  { "has-target", GROTTO_COND_HAS_TARGET },
  { "left-team", GROTTO_COND_LEFT_TEAM },
  { "self-team", GROTTO_COND_SELF_TEAM },
};

static gboolean
lookup (const Word *words,
        guint       n,
        const char *word,
        guint      *out)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (words[i].word, word))
      {
        *out = words[i].value;
        return TRUE;
      }
  return FALSE;
}

#define LOOKUP(table, word, out) lookup (table, G_N_ELEMENTS (table), word, out)

const char *
grotto_script_trigger_name (guint trigger)
{
  for (guint i = 0; i < G_N_ELEMENTS (trigger_words); i++)
    if (trigger_words[i].value == trigger)
      return trigger_words[i].word;
  return "?";
}

/* ---- The compiler ------------------------------------------------------------------------ */

typedef struct
{
  GrottoCardDb *db;
  const char   *sigil;
  const char   *name;
  guint         line;
  GrottoScript *script;
  char        **words;   /* of the current line or step */
  guint         pos;
  GError      **error;
  gboolean      failed;
} Compiler;

static gboolean G_GNUC_PRINTF (2, 3)
fail (Compiler   *c,
      const char *format,
      ...)
{
  va_list args;
  g_autofree char *message = NULL;

  if (c->failed)
    return FALSE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (c->error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s:%u: %s", c->name, c->line, message);
  c->failed = TRUE;
  return FALSE;
}

static const char *
peek (Compiler *c)
{
  return c->words[c->pos];
}

static const char *
next (Compiler *c)
{
  const char *word = c->words[c->pos];

  if (word != NULL)
    c->pos++;
  return word;
}

static gboolean
accept (Compiler   *c,
        const char *word)
{
  if (peek (c) != NULL && g_str_equal (peek (c), word))
    {
      c->pos++;
      return TRUE;
    }
  return FALSE;
}

static gboolean
parse_int (const char *word,
           int        *out)
{
  char *end;
  long value;

  if (word == NULL || *word == '\0')
    return FALSE;
  value = strtol (word, &end, 10);
  if (*end != '\0' || value < -127 || value > 127)
    return FALSE;
  *out = value;
  return TRUE;
}

static guint
add_filter (Compiler           *c,
            const GrottoFilter *filter)
{
  GrottoScript *s = c->script;

  for (guint i = 0; i < s->n_filters; i++)
    if (memcmp (&s->filters[i], filter, sizeof *filter) == 0)
      return i + 1;
  if (s->n_filters >= GROTTO_SCRIPT_MAX_FILTERS)
    {
      fail (c, "more than %d filters in one entry", GROTTO_SCRIPT_MAX_FILTERS);
      return 0;
    }
  s->filters[s->n_filters++] = *filter;
  return s->n_filters;
}

static gboolean
is_filter_word (const char *word)
{
  guint v;

  if (word == NULL)
    return FALSE;
  return LOOKUP (kind_words, word, &v) || LOOKUP (side_words, word, &v)
         || LOOKUP (where_words, word, &v) || LOOKUP (flag_words, word, &v)
         || g_str_has_prefix (word, "type=") || g_str_has_prefix (word, "named=")
         || g_str_has_prefix (word, "power<=") || g_str_has_prefix (word, "cost=");
}

/* FILTER: words until one that is not a filter word. Returns its index + 1, 0 on error. */
static guint
parse_filter (Compiler *c)
{
  GrottoFilter f = { 0 };
  guint n_words = 0;

  f.max_power = -1;
  f.cost = -1;
  while (is_filter_word (peek (c)))
    {
      const char *word = next (c);
      guint v;
      int number;

      n_words++;
      if (LOOKUP (kind_words, word, &v))
        f.kinds |= v;
      else if (LOOKUP (side_words, word, &v))
        f.side = v;
      else if (LOOKUP (where_words, word, &v))
        f.where = v;
      else if (LOOKUP (flag_words, word, &v))
        f.flags |= v;
      else if (g_str_has_prefix (word, "type="))
        {
          g_autofree char *type = g_strdelimit (g_strdup (word + 5), "_", ' ');

          f.type = grotto_card_db_intern_type (c->db, type);
        }
      else if (g_str_has_prefix (word, "named="))
        {
          GrottoScript *s = c->script;
          g_autofree char *id = strchr (word + 6, ':') != NULL
                                ? g_strdup (word + 6)
                                : g_strdup_printf ("%s:%s", c->sigil, word + 6);
          guint ref = grotto_card_db_intern_ref (c->db, id);
          guint slot = 0;

          for (guint i = 0; i < s->n_names; i++)
            if (s->names[i] == ref)
              slot = i + 1;
          if (slot == 0)
            {
              if (s->n_names >= GROTTO_SCRIPT_MAX_NAMES)
                {
                  fail (c, "more than %d named cards in one entry", GROTTO_SCRIPT_MAX_NAMES);
                  return 0;
                }
              s->names[s->n_names++] = ref;
              slot = s->n_names;
            }
          f.name = slot;
        }
      else if (g_str_has_prefix (word, "power<="))
        {
          if (!parse_int (word + 7, &number))
            {
              fail (c, "“%s”: a number after power<=", word);
              return 0;
            }
          f.max_power = number;
        }
      else if (g_str_has_prefix (word, "cost="))
        {
          if (!parse_int (word + 5, &number))
            {
              fail (c, "“%s”: a number after cost=", word);
              return 0;
            }
          f.cost = number;
        }
    }
  if (n_words == 0)
    {
      fail (c, "a filter is wanted before “%s”", peek (c) != NULL ? peek (c) : "the end");
      return 0;
    }
  return add_filter (c, &f);
}

static gboolean
parse_cmp (Compiler *c,
           guint    *cmp,
           int      *n)
{
  const char *word = next (c);
  static const Word cmps[] = {
    { ">=", GROTTO_CMP_GE }, { "<=", GROTTO_CMP_LE }, { "==", GROTTO_CMP_EQ },
    { ">", GROTTO_CMP_GT }, { "<", GROTTO_CMP_LT },
  };

  if (word == NULL || !LOOKUP (cmps, word, cmp))
    return fail (c, "a comparison (>=, <=, ==, >, <) is wanted, not “%s”", word ? word : "the end");
  if (!parse_int (next (c), n))
    return fail (c, "a number is wanted after “%s”", word);
  return TRUE;
}

/* COND: [not] (count FILTER CMP N | opp-has FILTER | target-is KINDS | target-type=T |
 * hand/deck/... CMP N | flag words). */
static gboolean
parse_cond (Compiler   *c,
            GrottoCond *cond)
{
  const char *word;
  guint v, cmp;
  int n;

  memset (cond, 0, sizeof *cond);
  if (accept (c, "not"))
    cond->negate = 1;
  word = next (c);
  if (word == NULL)
    return fail (c, "a condition is wanted");
  if (g_str_equal (word, "count"))
    {
      cond->kind = GROTTO_COND_COUNT;
      if ((cond->filter = parse_filter (c)) == 0 || !parse_cmp (c, &cmp, &n))
        return FALSE;
      cond->cmp = cmp;
      cond->n = n;
      return TRUE;
    }
  if (g_str_equal (word, "opp-has"))
    {
      cond->kind = GROTTO_COND_OPP_HAS;
      return (cond->filter = parse_filter (c)) != 0;
    }
  if (g_str_equal (word, "target-is") || g_str_equal (word, "context-is"))
    {
      cond->kind = g_str_equal (word, "target-is") ? GROTTO_COND_TARGET_KIND : GROTTO_COND_CONTEXT_KIND;
      return (cond->filter = parse_filter (c)) != 0;
    }
  if (g_str_has_prefix (word, "target-type=") || g_str_has_prefix (word, "context-type="))
    {
      GrottoFilter f = { 0 };
      g_autofree char *type = g_strdelimit (g_strdup (strchr (word, '=') + 1), "_", ' ');

      f.max_power = -1;
      f.cost = -1;
      f.type = grotto_card_db_intern_type (c->db, type);
      cond->kind = g_str_has_prefix (word, "target-") ? GROTTO_COND_TARGET_TYPE
                                                      : GROTTO_COND_CONTEXT_TYPE;
      return (cond->filter = add_filter (c, &f)) != 0;
    }
  if (LOOKUP (cond_words, word, &v))
    {
      cond->kind = v;
      if (!parse_cmp (c, &cmp, &n))
        return FALSE;
      cond->cmp = cmp;
      cond->n = n;
      return TRUE;
    }
  if (LOOKUP (flag_cond_words, word, &v))
    {
      cond->kind = v;
      return TRUE;
    }
  return fail (c, "unknown condition “%s”", word);
}

/* NUM: an integer, value, power-target, power-context, attached-self, hand, all,
 * "(count FILTER)" or "(N per FILTER)". */
static gboolean
parse_num (Compiler   *c,
           GrottoStep *st)
{
  const char *word = peek (c);
  int n;

  if (word == NULL)
    return fail (c, "a number is wanted");
  if (parse_int (g_str_has_prefix (word, "+") ? word + 1 : word, &n))
    {
      next (c);
      st->num = GROTTO_NUM_CONST;
      st->n = n;
      return TRUE;
    }
  if (g_str_equal (word, "("))
    {
      next (c);
      st->num = GROTTO_NUM_COUNT;
      st->n = 1;
      if (!accept (c, "count"))
        {
          if (!parse_int (next (c), &n) || !accept (c, "per"))
            return fail (c, "“(count FILTER)” or “(N per FILTER)” is wanted");
          st->n = n;
        }
      if ((st->nfilter = parse_filter (c)) == 0)
        return FALSE;
      if (!accept (c, ")"))
        return fail (c, "“)” is wanted");
      return TRUE;
    }
  {
    static const Word nums[] = {
      { "value", GROTTO_NUM_VALUE }, { "power-target", GROTTO_NUM_POWER_TARGET },
      { "power-context", GROTTO_NUM_POWER_CONTEXT }, { "attached-self", GROTTO_NUM_ATTACHED_SELF },
      { "hand", GROTTO_NUM_HAND }, { "all", GROTTO_NUM_ALL },
    };
    guint v;

    if (LOOKUP (nums, word, &v))
      {
        next (c);
        st->num = v;
        st->n = 1;
        return TRUE;
      }
  }
  return fail (c, "“%s” is not a number", word);
}

/* ON: target (the default), target2, self, context, above, under or seat. */
static void
parse_on (Compiler   *c,
          GrottoStep *st)
{
  const char *word = peek (c);
  guint on;

  st->on = GROTTO_ON_TARGET;
  if (word != NULL && LOOKUP (on_words, word, &on))
    {
      next (c);
      st->on = on;
    }
}

/* Trailing options a step may have, in any order. */
static gboolean
parse_options (Compiler   *c,
               GrottoStep *st)
{
  while (peek (c) != NULL)
    {
      const char *word = next (c);
      guint v;

      if (g_str_equal (word, "may"))
        st->flags |= GROTTO_SF_MAY;
      else if (g_str_equal (word, "reveal"))
        st->flags |= GROTTO_SF_REVEAL;
      else if (g_str_equal (word, "look"))
        st->flags |= GROTTO_SF_LOOK;
      else if (g_str_equal (word, "face-up"))
        st->flags |= GROTTO_SF_FACE_UP;
      else if (g_str_equal (word, "face-down"))
        st->flags &= ~GROTTO_SF_FACE_UP;
      else if (g_str_equal (word, "bottom"))
        st->arg = 1;
      else if (g_str_equal (word, "as") && accept (c, "target2"))
        st->arg = 1;
      else if ((g_str_equal (word, "for") || g_str_equal (word, "by")) && peek (c) != NULL
               && LOOKUP (who_words, peek (c), &v))
        {
          next (c);
          st->who = v;
        }
      else if (g_str_equal (word, "until") && peek (c) != NULL && LOOKUP (until_words, peek (c), &v))
        {
          next (c);
          if (st->op == GROTTO_OP_GRANT)
            st->n = v;
          else
            st->arg = v;
        }
      else if ((g_str_equal (word, "team") || g_str_equal (word, "sideline")
                || g_str_equal (word, "above"))
               && (st->op == GROTTO_OP_MOVE || st->op == GROTTO_OP_SUMMON_FREE
                   || st->op == GROTTO_OP_PUT))
        st->arg = g_str_equal (word, "team") ? GROTTO_WHERE_TEAM
                  : g_str_equal (word, "sideline") ? GROTTO_WHERE_SIDELINE : GROTTO_WHERE_UNDER;
      else if (g_str_equal (word, "onto") && peek (c) != NULL && LOOKUP (on_words, peek (c), &v))
        {
          next (c);
          st->arg = v;
        }
      else if (g_str_equal (word, "count") && st->op == GROTTO_OP_ATTACH_HAND)
        {
          if (!parse_num (c, st))
            return FALSE;
        }
      else
        return fail (c, "“%s” makes no sense here", word);
    }
  return TRUE;
}

static gboolean
parse_step (Compiler   *c,
            GrottoStep *st)
{
  const char *word = next (c);
  guint op;

  memset (st, 0, sizeof *st);
  if (word == NULL)
    return fail (c, "an empty step");
  if (*word == '?' || *word == '!')
    {
      st->flags |= *word == '?' ? GROTTO_SF_IF_OK : GROTTO_SF_IF_NOT;
      word++;
      if (*word == '\0')
        word = next (c);
      if (word == NULL)
        return fail (c, "a step is wanted after ? or !");
    }
  if (!LOOKUP (op_words, word, &op))
    return fail (c, "unknown step “%s”", word);
  st->op = op;
  st->num = GROTTO_NUM_CONST;
  st->n = 1;

  switch (op)
    {
    case GROTTO_OP_CHOOSE:
    case GROTTO_OP_SEARCH:
    case GROTTO_OP_DISCARD_OWN:
    case GROTTO_OP_DISCARD_ALL:
    case GROTTO_OP_SHUFFLE_IN_ALL:
    case GROTTO_OP_SCORE_ALL:
      if ((st->filter = parse_filter (c)) == 0)
        return FALSE;
      break;
    case GROTTO_OP_TARGET:
    case GROTTO_OP_REVEAL:
    case GROTTO_OP_PUT:
    case GROTTO_OP_CLEAR_SADNESS:
    case GROTTO_OP_CAST:
      parse_on (c, st);
      break;
    case GROTTO_OP_POWER_ALL:
      if ((st->filter = parse_filter (c)) == 0 || !parse_num (c, st))
        return FALSE;
      break;
    case GROTTO_OP_CHOOSE_PLAYER:
      {
        const char *side = next (c);

        if (side == NULL || !(g_str_equal (side, "opp") || g_str_equal (side, "any")
                              || g_str_equal (side, "own")))
          return fail (c, "choose-player wants opp, any or own");
        st->arg = g_str_equal (side, "opp") ? GROTTO_SIDE_OPP
                  : g_str_equal (side, "own") ? GROTTO_SIDE_OWN : GROTTO_SIDE_ANY;
        break;
      }
    case GROTTO_OP_IF:
    case GROTTO_OP_AND_IF:
      if (!parse_cond (c, &st->cond))
        return FALSE;
      break;
    case GROTTO_OP_REST:
    case GROTTO_OP_WAKE:
    case GROTTO_OP_DISCARD:
    case GROTTO_OP_RETURN:
    case GROTTO_OP_TO_HAND:
    case GROTTO_OP_SCORE_CARD:
    case GROTTO_OP_TO_DECK_TOP:
    case GROTTO_OP_TO_POOL_TOP:
    case GROTTO_OP_SHUFFLE_IN:
    case GROTTO_OP_ATTACHED_TO_HAND:
    case GROTTO_OP_MOVE:
    case GROTTO_OP_SUMMON_FREE:
      parse_on (c, st);
      if (op == GROTTO_OP_SCORE_CARD)
        st->who = GROTTO_WHO_OWNER;
      if (op == GROTTO_OP_SUMMON_FREE)
        st->arg = 0;
      break;
    case GROTTO_OP_SWAP:
      parse_on (c, st);
      {
        guint other;

        if (!LOOKUP (on_words, peek (c) != NULL ? peek (c) : "", &other))
          return fail (c, "swap wants two cards");
        next (c);
        st->arg = other;
      }
      break;
    case GROTTO_OP_ATTACH:
      parse_on (c, st);
      st->arg = GROTTO_ON_SELF;
      break;
    case GROTTO_OP_POWER:
      parse_on (c, st);
      if (!parse_num (c, st))
        return FALSE;
      st->arg = GROTTO_UNTIL_END_OF_TURN;
      break;
    case GROTTO_OP_GRANT:
      {
        const char *grant;
        guint g;

        parse_on (c, st);
        grant = next (c);
        if (grant == NULL || !LOOKUP (grant_words, grant, &g))
          return fail (c, "unknown grant “%s”", grant != NULL ? grant : "");
        st->arg = g;
        st->n = GROTTO_UNTIL_END_OF_TURN;
        st->num = GROTTO_NUM_CONST;
        break;
      }
    case GROTTO_OP_ATTACH_TOP:
    case GROTTO_OP_DETACH:
      if (!parse_num (c, st))
        return FALSE;
      parse_on (c, st);
      break;
    case GROTTO_OP_ATTACH_HAND:
      parse_on (c, st);
      /* How the card goes on (before the filter, whose words include face-up too)... */
      for (;;)
        {
          if (accept (c, "face-up"))
            st->flags |= GROTTO_SF_FACE_UP;
          else if (accept (c, "face-down"))
            st->flags &= ~GROTTO_SF_FACE_UP;
          else
            break;
        }
      /* ...then which cards of the hand: any, or those of a filter. */
      if (is_filter_word (peek (c)) && (st->filter = parse_filter (c)) == 0)
        return FALSE;
      break;
    case GROTTO_OP_DRAW:
    case GROTTO_OP_SCORE:
    case GROTTO_OP_MILL:
    case GROTTO_OP_DECK_TO_POOL:
    case GROTTO_OP_POOL_TO_HAND:
    case GROTTO_OP_DISCARD_HAND:
    case GROTTO_OP_SET_VALUE:
    case GROTTO_OP_DISCARD_SCORED:
    case GROTTO_OP_SCORE_TO_HAND:
    case GROTTO_OP_POOL_TO_DECK:
      if (!parse_num (c, st))
        return FALSE;
      break;
    case GROTTO_OP_FLIP:
      if (peek (c) != NULL && !g_str_equal (peek (c), "for") && !parse_num (c, st))
        return FALSE;
      break;
    case GROTTO_OP_HANDLER:
      {
        const char *name = next (c);
        guint id;

        if (name == NULL || (id = grotto_handler_lookup (name)) == 0)
          return fail (c, "unknown handler “%s”", name != NULL ? name : "");
        st->arg = id;
        break;
      }
    default:
      break;
    }
  return parse_options (c, st);
}

/* Splits "a b (c d)" into words, parentheses on their own. */
static char **
split_words (const char *text)
{
  GPtrArray *words = g_ptr_array_new ();
  const char *p = text;

  while (*p != '\0')
    {
      const char *start;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      if (*p == '(' || *p == ')')
        {
          g_ptr_array_add (words, g_strndup (p, 1));
          p++;
          continue;
        }
      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p) && *p != '(' && *p != ')')
        p++;
      g_ptr_array_add (words, g_strndup (start, p - start));
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

static void
note_trigger (GrottoScript *s,
              guint         trigger)
{
  if (trigger < 32)
    s->triggers |= 1u << trigger;
  else
    s->triggers_hi |= 1u << (trigger - 32);
}

/* "on TRIGGER [[FILTER]] [if COND] [once] [rest-cost] [from-hand]: STEP; STEP..." and
 * "activate [rest-cost] [once] [if COND]: STEPS". */
static gboolean
parse_ability (Compiler   *c,
               const char *head,
               const char *body,
               gboolean    activated)
{
  GrottoScript *s = c->script;
  GrottoAbility *ability;
  g_auto(GStrv) head_words = split_words (head);
  g_auto(GStrv) steps = NULL;

  if (s->n_abilities >= GROTTO_SCRIPT_MAX_ABILITIES)
    return fail (c, "more than %d abilities in one entry", GROTTO_SCRIPT_MAX_ABILITIES);
  ability = &s->abilities[s->n_abilities];
  memset (ability, 0, sizeof *ability);

  c->words = head_words;
  c->pos = 0;
  next (c);   /* "on" or "activate" */
  if (activated)
    ability->trigger = GROTTO_TRIG_ACTIVATE;
  else
    {
      const char *trigger = next (c);
      guint v;

      if (trigger == NULL || !LOOKUP (trigger_words, trigger, &v))
        return fail (c, "unknown trigger “%s”", trigger != NULL ? trigger : "");
      ability->trigger = v;
    }
  while (peek (c) != NULL)
    {
      const char *word = next (c);

      if (g_str_equal (word, "["))
        continue;
      if (g_str_has_prefix (word, "["))
        {
          /* "[beast type=Rat]": the trigger's filter on the card it is about. */
          GPtrArray *inner = g_ptr_array_new_with_free_func (g_free);
          char **saved = c->words;
          guint saved_pos = c->pos;
          g_auto(GStrv) filter_words = NULL;
          const char *w = word + 1;

          for (;;)
            {
              gboolean last = g_str_has_suffix (w, "]");
              g_autofree char *clean = last ? g_strndup (w, strlen (w) - 1) : g_strdup (w);

              if (*clean != '\0')
                g_ptr_array_add (inner, g_steal_pointer (&clean));
              if (last)
                break;
              w = next (c);
              if (w == NULL)
                {
                  g_ptr_array_unref (inner);
                  return fail (c, "“]” is wanted");
                }
            }
          g_ptr_array_add (inner, NULL);
          filter_words = (char **) g_ptr_array_free (inner, FALSE);
          saved_pos = c->pos;
          c->words = filter_words;
          c->pos = 0;
          ability->filter = parse_filter (c);
          if (ability->filter != 0 && peek (c) != NULL)
            fail (c, "“%s” makes no sense in a trigger's filter", peek (c));
          c->words = saved;
          c->pos = saved_pos;
          if (c->failed)
            return FALSE;
          continue;
        }
      if (g_str_equal (word, "if"))
        {
          if (!parse_cond (c, &ability->guard))
            return FALSE;
          continue;
        }
      if (g_str_equal (word, "once"))
        ability->flags |= GROTTO_AF_ONCE_PER_TURN;
      else if (g_str_equal (word, "rest-cost"))
        ability->flags |= GROTTO_AF_COST_REST;
      else if (g_str_equal (word, "from-hand"))
        ability->flags |= GROTTO_AF_FROM_HAND;
      else
        return fail (c, "“%s” makes no sense before “:”", word);
    }

  steps = g_strsplit (body, ";", -1);
  for (guint i = 0; steps[i] != NULL; i++)
    {
      g_auto(GStrv) words = split_words (steps[i]);

      if (words[0] == NULL)
        continue;
      if (ability->n_steps >= GROTTO_SCRIPT_MAX_STEPS)
        return fail (c, "more than %d steps in one ability", GROTTO_SCRIPT_MAX_STEPS);
      c->words = words;
      c->pos = 0;
      if (!parse_step (c, &ability->steps[ability->n_steps]))
        return FALSE;
      ability->n_steps++;
    }
  note_trigger (s, ability->trigger);
  s->n_abilities++;
  return TRUE;
}

/* "static KIND [N] [per FILTER | FILTER] [if COND]". */
static gboolean
parse_static (Compiler   *c,
              const char *line)
{
  GrottoScript *s = c->script;
  GrottoStatic *st;
  g_auto(GStrv) words = split_words (line);
  const char *kind;
  guint v;
  int n;

  if (s->n_statics >= GROTTO_SCRIPT_MAX_STATICS)
    return fail (c, "more than %d continuous effects in one entry", GROTTO_SCRIPT_MAX_STATICS);
  st = &s->statics[s->n_statics];
  memset (st, 0, sizeof *st);
  c->words = words;
  c->pos = 1;
  kind = next (c);
  if (kind == NULL || !LOOKUP (static_words, kind, &v))
    return fail (c, "unknown continuous effect “%s”", kind != NULL ? kind : "");
  st->kind = v;
  if (peek (c) != NULL && g_str_equal (peek (c), "unlimited"))
    {
      next (c);
      st->n = GROTTO_HAND_UNLIMITED;
    }
  else if (peek (c) != NULL && parse_int (g_str_has_prefix (peek (c), "+") ? peek (c) + 1 : peek (c), &n))
    {
      next (c);
      st->n = n;
    }
  if (accept (c, "per") || (peek (c) != NULL && is_filter_word (peek (c))))
    {
      if ((st->filter = parse_filter (c)) == 0)
        return FALSE;
    }
  if (accept (c, "if") && !parse_cond (c, &st->cond))
    return FALSE;
  if (peek (c) != NULL)
    return fail (c, "“%s” makes no sense here", peek (c));
  s->n_statics++;
  return TRUE;
}

GrottoScript *
grotto_script_compile_text (GrottoCardDb *db,
                            const char   *sigil,
                            const char   *text,
                            const char   *name,
                            guint         first_line,
                            GError      **error)
{
  g_autofree GrottoScript *script = g_new0 (GrottoScript, 1);
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", -1);
  Compiler c = { db, sigil != NULL ? sigil : "", name != NULL ? name : "script", 0, script,
                 NULL, 0, error, FALSE };
  gboolean ended = FALSE;

  for (guint i = 0; lines[i] != NULL && !c.failed; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));

      c.line = first_line + i;
      if (*line == '\0' || *line == '#')
        continue;
      if (ended)
        {
          fail (&c, "nothing may follow “complete” or “partial”");
          break;
        }
      if (g_str_equal (line, "complete") || g_str_equal (line, "partial"))
        {
          script->complete = g_str_equal (line, "complete");
          ended = TRUE;
        }
      else if (g_str_has_prefix (line, "note ") || g_str_equal (line, "note"))
        continue;
      else if (g_str_has_prefix (line, "static "))
        parse_static (&c, line);
      else if (g_str_has_prefix (line, "on ") || g_str_has_prefix (line, "activate"))
        {
          const char *colon = strchr (line, ':');
          g_autofree char *head = NULL;

          if (colon == NULL)
            {
              fail (&c, "“:” is wanted between the trigger and the steps");
              break;
            }
          head = g_strndup (line, colon - line);
          parse_ability (&c, head, colon + 1, g_str_has_prefix (line, "activate"));
        }
      else
        fail (&c, "a line must be static, on, activate, note, complete or partial");
    }
  if (c.failed)
    return NULL;
  return g_steal_pointer (&script);
}
