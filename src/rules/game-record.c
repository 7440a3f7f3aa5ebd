/* game-record.c: a game of any kind as its seed, set-up and actions: saved, loaded, replayed,
 * undone. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <json-glib/json-glib.h>

#include "game-record.h"
#include "drive-in-deck.h"
#include "drive-in-error.h"
#include "drive-in-json.h"
#include "drive-in-save.h"

#define FILE_FORMAT_VERSION 1

/* Whether an action showed anyone something they could not know before. */
enum
{
  REVEAL_UNKNOWN,
  REVEAL_NONE,
  REVEAL_YES,
};

struct _GameRecord
{
  GObject          parent_instance;

  const GameRules *rules;
  guint64          seed;
  guint            n_seats;
  gpointer         params;                 /* rules->params_size bytes */
  GStrv            decks[GAME_MAX_SEATS];  /* card ids */
  GStrv            words[GAME_MAX_SEATS];
  GStrv            shared;                 /* card ids */
  guint            previous_loser;
  GArray          *actions;                /* of GameAction */
  GByteArray      *reveals;                /* REVEAL_* per action */
};

G_DEFINE_FINAL_TYPE (GameRecord, game_record, G_TYPE_OBJECT)

static void
game_record_finalize (GObject *object)
{
  GameRecord *self = GAME_RECORD (object);

  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      g_strfreev (self->decks[s]);
      g_strfreev (self->words[s]);
    }
  g_strfreev (self->shared);
  g_free (self->params);
  g_array_unref (self->actions);
  g_byte_array_unref (self->reveals);

  G_OBJECT_CLASS (game_record_parent_class)->finalize (object);
}

static void
game_record_class_init (GameRecordClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = game_record_finalize;
}

static void
game_record_init (GameRecord *self)
{
  self->actions = g_array_new (FALSE, FALSE, sizeof (GameAction));
  self->reveals = g_byte_array_new ();
  self->previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      self->decks[s] = g_new0 (char *, 1);
      self->words[s] = g_new0 (char *, 1);
    }
  self->shared = g_new0 (char *, 1);
}

static GameRecord *
record_new_empty (const GameRules *rules)
{
  GameRecord *self = g_object_new (GAME_TYPE_RECORD, NULL);

  self->rules = rules;
  self->params = g_malloc0 (rules->params_size);
  return self;
}

GameRecord *
game_record_new (const GameRules *rules,
                 guint64          seed,
                 guint            n_seats,
                 gconstpointer    params)
{
  GameRecord *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (n_seats >= 1 && n_seats <= GAME_MAX_SEATS, NULL);

  self = record_new_empty (rules);
  self->seed = seed;
  self->n_seats = n_seats;
  if (params != NULL)
    memcpy (self->params, params, rules->params_size);
  else
    rules->params_init (self->params, NULL);
  return self;
}

static GStrv
ids_of (const GameRules *rules,
        gconstpointer    db,
        const uint16_t  *indices,
        guint            n)
{
  GStrv ids = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    ids[i] = g_strdup (rules->cards.db_card_id (db, indices[i]));
  return ids;
}

GameRecord *
game_record_new_for_setup (const GameRules *rules,
                           gconstpointer    db,
                           const GameSetup *setup)
{
  GameRecord *self;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (setup->n_seats >= 1 && setup->n_seats <= GAME_MAX_SEATS, NULL);

  for (guint s = 0; s < setup->n_seats; s++)
    for (guint i = 0; i < setup->deck_sizes[s]; i++)
      g_return_val_if_fail (setup->decks[s][i] < rules->cards.db_n_cards (db), NULL);

  self = game_record_new (rules, setup->seed, setup->n_seats, setup->params);
  for (guint s = 0; s < self->n_seats; s++)
    {
      g_strfreev (self->decks[s]);
      self->decks[s] = ids_of (rules, db, setup->decks[s], setup->deck_sizes[s]);
      game_record_set_words (self, s, setup->words[s]);
    }
  if (setup->shared != NULL)
    {
      g_strfreev (self->shared);
      self->shared = ids_of (rules, db, setup->shared, setup->shared_size);
    }
  self->previous_loser = setup->previous_loser;
  return self;
}

const GameRules *
game_record_get_rules (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);

  return self->rules;
}

guint64
game_record_get_seed (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), 0);

  return self->seed;
}

guint
game_record_get_n_seats (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), 0);

  return self->n_seats;
}

gconstpointer
game_record_get_params (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);

  return self->params;
}

const char * const *
game_record_get_deck (GameRecord *self,
                      guint       seat)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return (const char * const *) self->decks[seat];
}

void
game_record_set_deck (GameRecord         *self,
                      guint               seat,
                      const char * const *card_ids)
{
  g_return_if_fail (GAME_IS_RECORD (self));
  g_return_if_fail (seat < self->n_seats);

  g_strfreev (self->decks[seat]);
  self->decks[seat] = card_ids != NULL ? g_strdupv ((char **) card_ids) : g_new0 (char *, 1);
}

const char * const *
game_record_get_words (GameRecord *self,
                       guint       seat)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return (const char * const *) self->words[seat];
}

void
game_record_set_words (GameRecord         *self,
                       guint               seat,
                       const char * const *words)
{
  g_return_if_fail (GAME_IS_RECORD (self));
  g_return_if_fail (seat < self->n_seats);

  g_strfreev (self->words[seat]);
  self->words[seat] = words != NULL ? g_strdupv ((char **) words) : g_new0 (char *, 1);
}

const char * const *
game_record_get_shared (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);

  return (const char * const *) self->shared;
}

void
game_record_set_shared (GameRecord         *self,
                        const char * const *card_ids)
{
  g_return_if_fail (GAME_IS_RECORD (self));

  g_strfreev (self->shared);
  self->shared = card_ids != NULL ? g_strdupv ((char **) card_ids) : g_new0 (char *, 1);
}

guint
game_record_get_previous_loser (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), GAME_NO_SEAT);

  return self->previous_loser;
}

void
game_record_set_previous_loser (GameRecord *self,
                                guint       seat)
{
  g_return_if_fail (GAME_IS_RECORD (self));
  g_return_if_fail (seat < self->n_seats || seat == GAME_NO_SEAT);

  self->previous_loser = seat;
}

guint
game_record_get_n_actions (GameRecord *self)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), 0);

  return self->actions->len;
}

const GameAction *
game_record_get_action (GameRecord *self,
                        guint       index)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);

  return &g_array_index (self->actions, GameAction, index);
}

static void
append_action (GameRecord       *self,
               const GameAction *action,
               guint8            reveal)
{
  g_array_append_val (self->actions, *action);
  g_byte_array_append (self->reveals, &reveal, 1);
}

gboolean
game_record_apply (GameRecord       *self,
                   gpointer          state,
                   const GameAction *action,
                   GameEventFunc     emit,
                   gpointer          user_data,
                   GError          **error)
{
  g_autofree gpointer before = NULL;

  g_return_val_if_fail (GAME_IS_RECORD (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (self->rules->play.n_actions (state) == self->actions->len, FALSE);

  before = g_memdup2 (state, self->rules->state_size);
  if (!self->rules->play.apply (state, action, emit, user_data, error))
    return FALSE;
  append_action (self, action, self->rules->views.action_revealed (before, state, action->seat)
                               ? REVEAL_YES : REVEAL_NONE);
  return TRUE;
}

void
game_record_add_action (GameRecord       *self,
                        const GameAction *action)
{
  g_return_if_fail (GAME_IS_RECORD (self));
  g_return_if_fail (action != NULL);

  append_action (self, action, REVEAL_UNKNOWN);
}

void
game_record_truncate (GameRecord *self,
                      guint       n_actions)
{
  g_return_if_fail (GAME_IS_RECORD (self));

  if (n_actions >= self->actions->len)
    return;
  g_array_set_size (self->actions, n_actions);
  g_byte_array_set_size (self->reveals, n_actions);
}

/* Looks up @ids in @db into @indices; FALSE naming the first card @db lacks. */
static gboolean
lookup_ids (GameRecord         *self,
            gpointer            db,
            const char * const *ids,
            uint16_t           *indices,
            guint              *out_n,
            const char         *whose,
            GError            **error)
{
  guint n = 0;

  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint index;

      if (!self->rules->cards.db_lookup (db, ids[i], &index))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                       "%s holds %s, a card that is not loaded", whose, ids[i]);
          return FALSE;
        }
      indices[n++] = index;
    }
  *out_n = n;
  return TRUE;
}

gboolean
game_record_make_setup (GameRecord  *self,
                        gpointer     db,
                        GameSetup   *out_setup,
                        uint16_t   **storage,
                        GError     **error)
{
  g_autofree uint16_t *indices = NULL;
  guint total, at = 0;

  g_return_val_if_fail (GAME_IS_RECORD (self), FALSE);
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (out_setup != NULL, FALSE);
  g_return_val_if_fail (storage != NULL, FALSE);

  total = g_strv_length (self->shared);
  for (guint s = 0; s < self->n_seats; s++)
    total += g_strv_length (self->decks[s]);
  indices = g_new (uint16_t, MAX (total, 1));

  memset (out_setup, 0, sizeof *out_setup);
  out_setup->n_seats = self->n_seats;
  out_setup->seed = self->seed;
  out_setup->params = self->params;
  out_setup->db = db;
  out_setup->previous_loser = self->previous_loser;
  for (guint s = 0; s < self->n_seats; s++)
    {
      g_autofree char *whose = g_strdup_printf ("Seat %u’s deck", s + 1);

      out_setup->decks[s] = &indices[at];
      if (!lookup_ids (self, db, (const char * const *) self->decks[s], &indices[at],
                       &out_setup->deck_sizes[s], whose, error))
        return FALSE;
      at += out_setup->deck_sizes[s];
      out_setup->words[s] = self->words[s][0] != NULL
                            ? (const char * const *) self->words[s] : NULL;
    }
  if (self->shared[0] != NULL)
    {
      out_setup->shared = &indices[at];
      if (!lookup_ids (self, db, (const char * const *) self->shared, &indices[at],
                       &out_setup->shared_size, "The shared deck", error))
        return FALSE;
    }
  *storage = g_steal_pointer (&indices);
  return TRUE;
}

gboolean
game_record_replay (GameRecord  *self,
                    gpointer     db,
                    guint        n_actions,
                    gpointer     state,
                    GError     **error)
{
  g_autofree uint16_t *storage = NULL;
  g_autofree gpointer before = NULL;
  g_autoptr(GError) local_error = NULL;
  GameSetup setup;

  g_return_val_if_fail (GAME_IS_RECORD (self), FALSE);
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_actions == GAME_RECORD_ALL)
    n_actions = self->actions->len;
  if (n_actions > self->actions->len)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "The game has %u actions; it cannot be replayed to action %u",
                   self->actions->len, n_actions);
      return FALSE;
    }

  if (!game_record_make_setup (self, db, &setup, &storage, error))
    return FALSE;
  if (!self->rules->play.init (state, &setup, NULL, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The game cannot be set up: %s",
                   local_error->message);
      return FALSE;
    }

  before = g_malloc (self->rules->state_size);
  for (guint i = 0; i < n_actions; i++)
    {
      const GameAction *action = &g_array_index (self->actions, GameAction, i);

      game_state_copy (self->rules, before, state);
      if (!self->rules->play.apply (state, action, NULL, NULL, &local_error))
        {
          g_autofree char *text = self->rules->text.action_to_string (action);

          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "Action %u (“%s”) cannot be replayed: %s", i + 1, text,
                       local_error->message);
          return FALSE;
        }
      self->reveals->data[i] = self->rules->views.action_revealed (before, state, action->seat)
                               ? REVEAL_YES : REVEAL_NONE;
    }
  return TRUE;
}

gboolean
game_record_can_undo_to (GameRecord *self,
                         guint       n_actions)
{
  g_return_val_if_fail (GAME_IS_RECORD (self), FALSE);

  if (n_actions > self->actions->len)
    return FALSE;
  for (guint i = n_actions; i < self->reveals->len; i++)
    if (self->reveals->data[i] != REVEAL_NONE)
      return FALSE;
  return TRUE;
}

guint
game_record_get_undo_floor (GameRecord *self)
{
  guint n;

  g_return_val_if_fail (GAME_IS_RECORD (self), 0);

  n = self->reveals->len;
  while (n > 0 && self->reveals->data[n - 1] == REVEAL_NONE)
    n--;
  return n;
}

/* ------------------------------------------------------------------------------------ */
/* Files                                                                                */

static void
add_strv (JsonBuilder        *builder,
          const char         *name,
          const char * const *values)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    json_builder_add_string_value (builder, values[i]);
  json_builder_end_array (builder);
}

/* Files of the game a file naming none is of (GROS) are written as the first Drive-In wrote
 * them: no "game", and every player's words under "title" even when empty. */
static gboolean
is_unnamed_default (GameRecord *self)
{
  return g_str_equal (self->rules->id, drive_in_game_info_get_unnamed_default ());
}

char *
game_record_to_data (GameRecord *self,
                     gsize      *out_length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *seed = NULL;
  const GameRules *rules;
  GString *text;

  g_return_val_if_fail (GAME_IS_RECORD (self), NULL);

  rules = self->rules;
  /* The seed is a 64-bit unsigned number: a string keeps it exact in every JSON reader. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "drive-in-game");
  json_builder_add_int_value (builder, FILE_FORMAT_VERSION);
  if (!is_unnamed_default (self))
    {
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, rules->id);
    }
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);
  json_builder_set_member_name (builder, "seats");
  json_builder_add_int_value (builder, self->n_seats);
  if (self->previous_loser != GAME_NO_SEAT)
    {
      json_builder_set_member_name (builder, "previous-loser");
      json_builder_add_int_value (builder, self->previous_loser + 1);
    }

  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  for (guint i = 0; i < rules->n_param_fields; i++)
    {
      guint value = game_params_get (rules, self->params, &rules->param_fields[i]);

      if (value == 0 && (rules->param_fields[i].flags & GAME_PARAM_OMIT_ZERO))
        continue;
      json_builder_set_member_name (builder, rules->param_fields[i].name);
      json_builder_add_int_value (builder, value);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint s = 0; s < self->n_seats; s++)
    {
      json_builder_begin_object (builder);
      if (rules->words_name != NULL && (is_unnamed_default (self) || self->words[s][0] != NULL))
        add_strv (builder, rules->words_name, (const char * const *) self->words[s]);
      add_strv (builder, "deck", (const char * const *) self->decks[s]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (self->shared[0] != NULL)
    add_strv (builder, "shared", (const char * const *) self->shared);

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->actions->len; i++)
    {
      g_autofree char *action =
        rules->text.action_to_string (&g_array_index (self->actions, GameAction, i));

      json_builder_add_string_value (builder, action);
    }
  json_builder_end_array (builder);

  /* Action numbers (1-based) that revealed hidden information; unknown counts as revealed,
   * so a loaded game never undoes more than the original could. */
  json_builder_set_member_name (builder, "reveals");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->reveals->len; i++)
    if (self->reveals->data[i] != REVEAL_NONE)
      json_builder_add_int_value (builder, i + 1);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = g_string_new (NULL);
  json_generator_to_gstring (generator, text);
  g_string_append_c (text, '\n');
  if (out_length != NULL)
    *out_length = text->len;
  return g_string_free (text, FALSE);
}

G_GNUC_PRINTF (3, 4)
static void
set_invalid (GError    **error,
             const char *source_name,
             const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: %s", source_name, message);
}

/* A member that must be a whole number in [min, max]. */
static gboolean
read_uint (JsonObject  *object,
           const char  *member,
           guint        min,
           guint        max,
           guint       *out,
           const char  *source_name,
           const char  *where,
           GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);
  gint64 value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      set_invalid (error, source_name, "%s“%s” must be a whole number", where, member);
      return FALSE;
    }
  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      set_invalid (error, source_name, "%s“%s” is %" G_GINT64_FORMAT ", not between %u and %u",
                   where, member, value, min, max);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

/* A member that must be an array of strings (each accepted by @check when given). */
static GStrv
read_strv (JsonObject  *object,
           const char  *member,
           guint        max_length,
           gboolean   (*check) (const char *),
           const char  *source_name,
           const char  *where,
           GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      set_invalid (error, source_name, "%s“%s” must be a list", where, member);
      return NULL;
    }
  array = json_node_get_array (node);
  if (json_array_get_length (array) > max_length)
    {
      set_invalid (error, source_name, "%s“%s” has %u entries; at most %u are allowed", where,
                   member, json_array_get_length (array), max_length);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      const char *text;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
        {
          set_invalid (error, source_name, "%s“%s” entry %u is not a string", where, member,
                       i + 1);
          return NULL;
        }
      text = json_node_get_string (item);
      if (check != NULL && !check (text))
        {
          set_invalid (error, source_name, "%s“%s” entry %u, “%s”, is not valid", where, member,
                       i + 1, text);
          return NULL;
        }
      g_strv_builder_add (builder, text);
    }
  return g_strv_builder_end (builder);
}

static gboolean
is_word (const char *word)
{
  return *word != '\0' && strlen (word) <= 100 && g_utf8_validate (word, -1, NULL);
}

static gboolean
read_players (GameRecord  *self,
              JsonObject  *root,
              const char  *source_name,
              GError     **error)
{
  JsonNode *node = json_object_get_member (root, "players");
  g_autoptr(GError) local_error = NULL;
  JsonArray *players;
  guint total;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      set_invalid (error, source_name, "“players” must be a list");
      return FALSE;
    }
  players = json_node_get_array (node);
  if (json_array_get_length (players) != self->n_seats)
    {
      set_invalid (error, source_name, "the game has %u seats but %u players", self->n_seats,
                   json_array_get_length (players));
      return FALSE;
    }
  total = g_strv_length (self->shared);
  for (guint s = 0; s < self->n_seats; s++)
    {
      JsonNode *player = json_array_get_element (players, s);
      g_autofree char *where = g_strdup_printf ("player %u: ", s + 1);
      JsonObject *object;

      if (!JSON_NODE_HOLDS_OBJECT (player))
        {
          set_invalid (error, source_name, "player %u is not an object", s + 1);
          return FALSE;
        }
      object = json_node_get_object (player);
      g_strfreev (self->decks[s]);
      self->decks[s] = read_strv (object, "deck", self->rules->max_cards,
                                  drive_in_deck_is_valid_card_id, source_name, where, error);
      if (self->decks[s] == NULL)
        return FALSE;
      if (self->rules->check_setup != NULL
          && !self->rules->check_setup (self->params, s, g_strv_length (self->decks[s]),
                                        &local_error))
        {
          set_invalid (error, source_name, "%s", local_error->message);
          return FALSE;
        }
      total += g_strv_length (self->decks[s]);
      if (self->rules->words_name != NULL
          && json_object_has_member (object, self->rules->words_name))
        {
          g_strfreev (self->words[s]);
          self->words[s] = read_strv (object, self->rules->words_name, self->rules->max_words,
                                      is_word, source_name, where, error);
          if (self->words[s] == NULL)
            return FALSE;
        }
    }
  if (total > self->rules->max_cards)
    {
      set_invalid (error, source_name, "the decks hold %u cards; a game holds at most %u", total,
                   self->rules->max_cards);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_actions (GameRecord  *self,
              JsonObject  *root,
              const char  *source_name,
              GError     **error)
{
  g_auto(GStrv) actions = NULL;
  JsonNode *node;

  actions = read_strv (root, "actions", G_MAXUINT, NULL, source_name, "", error);
  if (actions == NULL)
    return FALSE;
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;
      GameAction action;

      if (!self->rules->text.action_parse (actions[i], &action, &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: action %u: %s", source_name,
                       i + 1, local_error->message);
          return FALSE;
        }
      if (action.seat >= self->n_seats)
        {
          set_invalid (error, source_name, "action %u (“%s”) names seat %u of a %u-seat game",
                       i + 1, actions[i], action.seat + 1, self->n_seats);
          return FALSE;
        }
      append_action (self, &action, REVEAL_NONE);
    }

  /* Without the list, nothing is known: undo then stops at the end of the loaded game. */
  node = json_object_get_member (root, "reveals");
  if (node == NULL)
    {
      /* An empty GByteArray's data is NULL, which memset() must not get even for 0 bytes. */
      if (self->reveals->len > 0)
        memset (self->reveals->data, REVEAL_UNKNOWN, self->reveals->len);
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      set_invalid (error, source_name, "“reveals” must be a list");
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (node), i);
      gint64 number;

      if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_INT64
          || (number = json_node_get_int (item)) < 1 || number > self->actions->len)
        {
          set_invalid (error, source_name, "“reveals” entry %u is not an action number", i + 1);
          return FALSE;
        }
      self->reveals->data[number - 1] = REVEAL_YES;
    }
  return TRUE;
}

/* The game a file is of: its "game", or the unnamed default (GROS) for files that name none. */
static const GameRules *
read_game (JsonObject  *root,
           const char  *source_name,
           GError     **error)
{
  JsonNode *node = json_object_get_member (root, "game");
  const GameRules *rules;
  const char *id;

  if (node == NULL)
    return game_rules_lookup (drive_in_game_info_get_unnamed_default ());
  id = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
       ? json_node_get_string (node) : NULL;
  if (id == NULL)
    {
      set_invalid (error, source_name, "“game” must be a string");
      return NULL;
    }
  rules = game_rules_lookup (id);
  if (rules == NULL)
    set_invalid (error, source_name, "“%s” is not a game this Drive-In plays", id);
  return rules;
}

GameRecord *
game_record_load_from_data (const char  *data,
                            gsize        length,
                            const char  *source_name,
                            GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GameRecord) self = NULL;
  g_autoptr(GError) local_error = NULL;
  const GameRules *rules;
  JsonObject *root, *params;
  JsonNode *node;
  guint version, value;
  const char *seed;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (source_name == NULL)
    source_name = "game";
  if (length > GAME_RECORD_FILE_MAX_SIZE)
    {
      set_invalid (error, source_name, "the file is larger than %u bytes",
                   GAME_RECORD_FILE_MAX_SIZE);
      return NULL;
    }
  if (!drive_in_json_depth_is_sane (data, length))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                   "%s: malformed JSON: nested more than %d levels deep", source_name,
                   DRIVE_IN_JSON_MAX_DEPTH);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, data != NULL ? data : "", length, &local_error))
    {
      /* As the release loader says it: the line, in valid UTF-8. */
      g_autofree char *message = drive_in_json_dup_parse_message (local_error->message);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: malformed JSON: %s", source_name,
                   message);
      return NULL;
    }
  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: not a Drive-In game file",
                   source_name);
      return NULL;
    }
  root = json_node_get_object (node);
  if (!json_object_has_member (root, "drive-in-game"))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: not a Drive-In game file",
                   source_name);
      return NULL;
    }
  if (!read_uint (root, "drive-in-game", 1, G_MAXINT, &version, source_name, "", error))
    return NULL;
  if (version > FILE_FORMAT_VERSION)
    {
      set_invalid (error, source_name, "the game file is of version %u; this Drive-In reads "
                   "version %u", version, FILE_FORMAT_VERSION);
      return NULL;
    }
  rules = read_game (root, source_name, error);
  if (rules == NULL)
    return NULL;

  self = record_new_empty (rules);
  node = json_object_get_member (root, "seed");
  seed = node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
  if (seed == NULL
      || !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &self->seed, NULL))
    {
      set_invalid (error, source_name, "“seed” must be a string of digits");
      return NULL;
    }
  if (!read_uint (root, "seats", MAX (rules->min_seats, 1), rules->max_seats, &self->n_seats,
                  source_name, "", error))
    return NULL;
  if (json_object_has_member (root, "previous-loser"))
    {
      if (!read_uint (root, "previous-loser", 1, self->n_seats, &value, source_name, "", error))
        return NULL;
      self->previous_loser = value - 1;
    }

  node = json_object_get_member (root, "rules");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, source_name, "“rules” must be an object");
      return NULL;
    }
  params = json_node_get_object (node);
  /* A file from before a parameter existed plays it as the default variant does. */
  rules->params_init (self->params, NULL);
  for (guint i = 0; i < rules->n_param_fields; i++)
    {
      const GameParamField *field = &rules->param_fields[i];
      guint max = field->size == 1 ? G_MAXUINT8 : G_MAXUINT16;

      if (!json_object_has_member (params, field->name))
        {
          /* A parameter added later reads 0 from files without it: how they were played. */
          if (field->flags & GAME_PARAM_OMIT_ZERO)
            game_params_set (rules, self->params, field, 0);
          continue;
        }
      if (!read_uint (params, field->name, 0, max, &value, source_name, "rules: ", error))
        return NULL;
      game_params_set (rules, self->params, field, value);
    }
  if (rules->check_setup != NULL
      && !rules->check_setup (self->params, GAME_NO_SEAT, 0, &local_error))
    {
      set_invalid (error, source_name, "%s", local_error->message);
      return NULL;
    }

  if (json_object_has_member (root, "shared"))
    {
      g_strfreev (self->shared);
      self->shared = read_strv (root, "shared", rules->max_cards, drive_in_deck_is_valid_card_id,
                                source_name, "", error);
      if (self->shared == NULL)
        return NULL;
    }
  if (!read_players (self, root, source_name, error))
    return NULL;
  if (!read_actions (self, root, source_name, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
game_record_save (GameRecord    *self,
                  GFile         *file,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFileOutputStream) out = NULL;
  gsize length;

  g_return_val_if_fail (GAME_IS_RECORD (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = game_record_to_data (self, &length);
  name = g_file_get_parse_name (file);

  /* Local files: g_file_replace() leaves its ".goutputstream-XXXXXX" file behind every save
   * that is killed, and overwrites in place when the folder is read-only; drive_in_save_file()
   * does neither. */
  if (g_file_peek_path (file) != NULL)
    {
      if (!drive_in_save_file (g_file_peek_path (file), data, length, &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local_error->message);
          return FALSE;
        }
      return TRUE;
    }

  /* g_file_replace() writes a temporary file and renames it over the old one on close; a
   * failed write closes with a cancelled cancellable, which drops the temporary file, so the
   * old game stays whole. */
  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, cancellable,
                        &local_error);
  if (out != NULL
      && !g_output_stream_write_all (G_OUTPUT_STREAM (out), data, length, NULL, cancellable,
                                     &local_error))
    {
      g_autoptr(GCancellable) abort = g_cancellable_new ();

      g_cancellable_cancel (abort);
      g_output_stream_close (G_OUTPUT_STREAM (out), abort, NULL);
    }
  else if (out != NULL)
    g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, &local_error);

  if (local_error != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local_error->message);
      return FALSE;
    }
  return TRUE;
}

GameRecord *
game_record_load (GFile         *file,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, &local_error);
  if (info != NULL && g_file_info_get_size (info) > GAME_RECORD_FILE_MAX_SIZE)
    {
      set_invalid (error, name, "the file is larger than %u bytes", GAME_RECORD_FILE_MAX_SIZE);
      return NULL;
    }
  if (info == NULL
      || !g_file_load_contents (file, cancellable, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  return game_record_load_from_data (contents, length, name, error);
}
