/* gros-game-record.c: a game as its seed, set-up and actions: saved, loaded, replayed, undone. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <stddef.h>
#include <json-glib/json-glib.h>

#include "gros-deck.h"
#include "gros-error.h"
#include "gros-game-record.h"
#include "gros-save.h"

#define FILE_FORMAT_VERSION 1

/* Whether an action showed anyone something they could not know before. */
enum
{
  REVEAL_UNKNOWN,
  REVEAL_NONE,
  REVEAL_YES,
};

struct _GrosGameRecord
{
  GObject         parent_instance;

  guint64         seed;
  guint           n_seats;
  GrosRulesParams params;
  GStrv           decks[GROS_MAX_SEATS];  /* card ids */
  GStrv           titles[GROS_MAX_SEATS]; /* fixed Title words; empty when drawn */
  GArray         *actions;                /* of GrosAction */
  GByteArray     *reveals;                /* REVEAL_* per action */
};

G_DEFINE_FINAL_TYPE (GrosGameRecord, gros_game_record, G_TYPE_OBJECT)

/* The rules parameters by name, for the file: every field is a small unsigned number. A new
 * field of GrosRulesParams must be added here (the record tests check that every byte of the
 * struct survives a save and load). */
typedef struct
{
  const char *name;
  gsize       offset;
  gsize       size;
} ParamField;

#define PARAM(name, field) { name, offsetof (GrosRulesParams, field), \
                             sizeof (((GrosRulesParams *) NULL)->field) }

static const ParamField param_fields[] = {
  PARAM ("format", format),
  PARAM ("hand-limit", hand_limit),
  PARAM ("title-cards", title_cards),
  PARAM ("title-points", title_points),
  PARAM ("credits-defense", credits_defense),
  PARAM ("popcorn", popcorn),
  PARAM ("twists", twists),
  PARAM ("shared-deck", shared_deck),
  PARAM ("end-on-twists", end_on_twists),
  PARAM ("establishing-shot", establishing_shot),
  PARAM ("turn-cap", turn_cap),
  PARAM ("opening-hand", opening_hand),
  PARAM ("redraw-any-character", redraw_any_character),
  PARAM ("draft-opening", draft_opening),
  PARAM ("cast-all", cast_all),
  PARAM ("credits-allowed", credits_allowed),
  PARAM ("credits-min-turns", credits_min_turns),
  PARAM ("credits-need-character", credits_need_character),
  PARAM ("credits-final-round", credits_final_round),
  PARAM ("deck-out-finishes-turn", deck_out_finishes_turn),
  PARAM ("fill-at-end", fill_at_end),
  PARAM ("first-character-free", first_character_free),
  PARAM ("random-first-seat", random_first_seat),
};

#undef PARAM

static guint
param_get (const GrosRulesParams *params,
           const ParamField      *field)
{
  const guint8 *p = (const guint8 *) params + field->offset;

  if (field->size == 1)
    return *p;
  return *(const guint16 *) p;
}

static void
param_set (GrosRulesParams  *params,
           const ParamField *field,
           guint             value)
{
  guint8 *p = (guint8 *) params + field->offset;

  if (field->size == 1)
    *p = value;
  else
    *(guint16 *) p = value;
}

static void
gros_game_record_finalize (GObject *object)
{
  GrosGameRecord *self = GROS_GAME_RECORD (object);

  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      g_strfreev (self->decks[s]);
      g_strfreev (self->titles[s]);
    }
  g_array_unref (self->actions);
  g_byte_array_unref (self->reveals);

  G_OBJECT_CLASS (gros_game_record_parent_class)->finalize (object);
}

static void
gros_game_record_class_init (GrosGameRecordClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gros_game_record_finalize;
}

static void
gros_game_record_init (GrosGameRecord *self)
{
  self->actions = g_array_new (FALSE, FALSE, sizeof (GrosAction));
  self->reveals = g_byte_array_new ();
}

static GrosGameRecord *
record_new_empty (void)
{
  return g_object_new (GROS_TYPE_GAME_RECORD, NULL);
}

GrosGameRecord *
gros_game_record_new (const GrosCardDb    *db,
                      const GrosGameSetup *setup)
{
  GrosGameRecord *self;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (setup->n_seats >= 1 && setup->n_seats <= GROS_MAX_SEATS, NULL);

  for (guint s = 0; s < setup->n_seats; s++)
    for (guint i = 0; i < setup->deck_sizes[s]; i++)
      g_return_val_if_fail (setup->decks[s][i] < gros_card_db_get_n_cards (db), NULL);

  self = record_new_empty ();
  self->seed = setup->seed;
  self->n_seats = setup->n_seats;
  self->params = setup->params;
  /* gros_game_init() reads zeroed parameters as Feature Film: record what it will use. */
  if (self->params.hand_limit == 0)
    gros_rules_params_init_feature_film (&self->params);

  for (guint s = 0; s < self->n_seats; s++)
    {
      GStrv deck = g_new0 (char *, setup->deck_sizes[s] + 1);
      guint n_words = MIN (setup->n_title_words[s], GROS_MAX_TITLE_WORDS);
      GStrv title = g_new0 (char *, n_words + 1);

      for (guint i = 0; i < setup->deck_sizes[s]; i++)
        deck[i] = g_strdup (gros_card_db_get (db, setup->decks[s][i])->id);
      for (guint w = 0; w < n_words; w++)
        title[w] = g_strdup (gros_card_db_word (db, setup->titles[s][w]));
      self->decks[s] = deck;
      self->titles[s] = title;
    }
  return self;
}

guint64
gros_game_record_get_seed (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return self->seed;
}

guint
gros_game_record_get_n_seats (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return self->n_seats;
}

const GrosRulesParams *
gros_game_record_get_params (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return &self->params;
}

const char * const *
gros_game_record_get_deck (GrosGameRecord *self,
                           guint           seat)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return (const char * const *) self->decks[seat];
}

const char * const *
gros_game_record_get_title (GrosGameRecord *self,
                            guint           seat)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return (const char * const *) self->titles[seat];
}

guint
gros_game_record_get_n_actions (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return self->actions->len;
}

const GrosAction *
gros_game_record_get_action (GrosGameRecord *self,
                             guint           index)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);

  return &g_array_index (self->actions, GrosAction, index);
}

/* An action reveals when the random generator ran (a shuffle, a coin: an outcome nobody
 * could know), or when a seat learned a card the acting seat did not know (a draw, a card
 * from another hand). A seat showing its own cards by playing them reveals nothing it could
 * take back an advantage from, so undo may cross such plays. */
static gboolean
action_revealed (const GrosGame *before,
                 const GrosGame *after,
                 guint           actor)
{
  if (memcmp (before->rng, after->rng, sizeof before->rng) != 0)
    return TRUE;
  for (guint c = 0; c < after->n_cards; c++)
    {
      guint gained = after->cards[c].known & ~before->cards[c].known;

      if (gained != 0 && !((before->cards[c].known >> actor) & 1))
        return TRUE;
    }
  return FALSE;
}

static void
append_action (GrosGameRecord   *self,
               const GrosAction *action,
               guint8            reveal)
{
  g_array_append_val (self->actions, *action);
  g_byte_array_append (self->reveals, &reveal, 1);
}

gboolean
gros_game_record_apply (GrosGameRecord   *self,
                        GrosGame         *game,
                        const GrosAction *action,
                        GrosEventFunc     emit,
                        gpointer          user_data,
                        GError          **error)
{
  GrosGame before;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (game->n_actions == self->actions->len, FALSE);

  gros_game_copy (&before, game);
  if (!gros_game_apply (game, action, emit, user_data, error))
    return FALSE;
  append_action (self, action,
                 action_revealed (&before, game, action->seat) ? REVEAL_YES : REVEAL_NONE);
  return TRUE;
}

void
gros_game_record_add_action (GrosGameRecord   *self,
                             const GrosAction *action)
{
  g_return_if_fail (GROS_IS_GAME_RECORD (self));
  g_return_if_fail (action != NULL);

  append_action (self, action, REVEAL_UNKNOWN);
}

void
gros_game_record_truncate (GrosGameRecord *self,
                           guint           n_actions)
{
  g_return_if_fail (GROS_IS_GAME_RECORD (self));

  if (n_actions >= self->actions->len)
    return;
  g_array_set_size (self->actions, n_actions);
  g_byte_array_set_size (self->reveals, n_actions);
}

gboolean
gros_game_record_make_setup (GrosGameRecord *self,
                             GrosCardDb     *db,
                             GrosGameSetup  *out_setup,
                             uint16_t      **storage,
                             GError        **error)
{
  uint16_t *indices;
  guint total = 0, at = 0;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (out_setup != NULL, FALSE);
  g_return_val_if_fail (storage != NULL, FALSE);

  for (guint s = 0; s < self->n_seats; s++)
    total += g_strv_length (self->decks[s]);
  indices = g_new (uint16_t, MAX (total, 1));

  memset (out_setup, 0, sizeof *out_setup);
  out_setup->n_seats = self->n_seats;
  out_setup->seed = self->seed;
  out_setup->params = self->params;
  for (guint s = 0; s < self->n_seats; s++)
    {
      out_setup->decks[s] = &indices[at];
      for (guint i = 0; self->decks[s][i] != NULL; i++)
        {
          guint index;

          if (!gros_card_db_lookup (db, self->decks[s][i], &index))
            {
              g_set_error (error, GROS_ERROR, GROS_ERROR_NOT_FOUND,
                           "Seat %u’s deck holds %s, a card that is not loaded", s + 1,
                           self->decks[s][i]);
              g_free (indices);
              return FALSE;
            }
          indices[at++] = index;
          out_setup->deck_sizes[s]++;
        }
      for (guint w = 0; self->titles[s][w] != NULL && w < GROS_MAX_TITLE_WORDS; w++)
        {
          out_setup->titles[s][w] = gros_card_db_intern_word (db, self->titles[s][w]);
          out_setup->n_title_words[s]++;
        }
    }
  *storage = indices;
  return TRUE;
}

gboolean
gros_game_record_replay (GrosGameRecord *self,
                         GrosCardDb     *db,
                         guint           n_actions,
                         GrosGame       *out_game,
                         GError        **error)
{
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) local_error = NULL;
  GrosGameSetup setup;
  GrosGame before;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (out_game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_actions == GROS_GAME_RECORD_ALL)
    n_actions = self->actions->len;
  if (n_actions > self->actions->len)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   "The game has %u actions; it cannot be replayed to action %u",
                   self->actions->len, n_actions);
      return FALSE;
    }

  if (!gros_game_record_make_setup (self, db, &setup, &storage, error))
    return FALSE;
  if (!gros_game_init (out_game, db, &setup, NULL, NULL, &local_error))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID, "The game cannot be set up: %s",
                   local_error->message);
      return FALSE;
    }

  for (guint i = 0; i < n_actions; i++)
    {
      const GrosAction *action = &g_array_index (self->actions, GrosAction, i);

      gros_game_copy (&before, out_game);
      if (!gros_game_apply (out_game, action, NULL, NULL, &local_error))
        {
          g_autofree char *text = gros_action_to_string (action);

          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                       "Action %u (“%s”) cannot be replayed: %s", i + 1, text,
                       local_error->message);
          return FALSE;
        }
      self->reveals->data[i] = action_revealed (&before, out_game, action->seat)
                               ? REVEAL_YES : REVEAL_NONE;
    }
  return TRUE;
}

gboolean
gros_game_record_can_undo_to (GrosGameRecord *self,
                              guint           n_actions)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);

  if (n_actions > self->actions->len)
    return FALSE;
  for (guint i = n_actions; i < self->reveals->len; i++)
    if (self->reveals->data[i] != REVEAL_NONE)
      return FALSE;
  return TRUE;
}

guint
gros_game_record_get_undo_floor (GrosGameRecord *self)
{
  guint n;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

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

char *
gros_game_record_to_data (GrosGameRecord *self,
                          gsize          *out_length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *seed = NULL;
  GString *text;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  /* The seed is a 64-bit unsigned number: a string keeps it exact in every JSON reader. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "drive-in-game");
  json_builder_add_int_value (builder, FILE_FORMAT_VERSION);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);
  json_builder_set_member_name (builder, "seats");
  json_builder_add_int_value (builder, self->n_seats);

  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (param_fields); i++)
    {
      json_builder_set_member_name (builder, param_fields[i].name);
      json_builder_add_int_value (builder, param_get (&self->params, &param_fields[i]));
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint s = 0; s < self->n_seats; s++)
    {
      json_builder_begin_object (builder);
      add_strv (builder, "title", (const char * const *) self->titles[s]);
      add_strv (builder, "deck", (const char * const *) self->decks[s]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->actions->len; i++)
    {
      g_autofree char *action = gros_action_to_string (&g_array_index (self->actions,
                                                                       GrosAction, i));
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
  g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID, "%s: %s", source_name, message);
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
is_title_word (const char *word)
{
  return *word != '\0' && strlen (word) <= 100 && g_utf8_validate (word, -1, NULL);
}

static gboolean
read_players (GrosGameRecord *self,
              JsonObject     *root,
              const char     *source_name,
              GError        **error)
{
  JsonNode *node = json_object_get_member (root, "players");
  JsonArray *players;
  guint total = 0;

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
  for (guint s = 0; s < self->n_seats; s++)
    {
      JsonNode *player = json_array_get_element (players, s);
      g_autofree char *where = g_strdup_printf ("player %u: ", s + 1);

      if (!JSON_NODE_HOLDS_OBJECT (player))
        {
          set_invalid (error, source_name, "player %u is not an object", s + 1);
          return FALSE;
        }
      self->decks[s] = read_strv (json_node_get_object (player), "deck", GROS_MAX_CARDS,
                                  gros_deck_is_valid_card_id, source_name, where, error);
      if (self->decks[s] == NULL)
        return FALSE;
      if (self->decks[s][0] == NULL && !self->params.shared_deck)
        {
          set_invalid (error, source_name, "player %u has an empty deck", s + 1);
          return FALSE;
        }
      total += g_strv_length (self->decks[s]);
      if (json_object_has_member (json_node_get_object (player), "title"))
        self->titles[s] = read_strv (json_node_get_object (player), "title",
                                     GROS_MAX_TITLE_WORDS, is_title_word, source_name, where,
                                     error);
      else
        self->titles[s] = g_new0 (char *, 1);
      if (self->titles[s] == NULL)
        return FALSE;
    }
  if (total > GROS_MAX_CARDS)
    {
      set_invalid (error, source_name, "the decks hold %u cards; a game holds at most %d", total,
                   GROS_MAX_CARDS);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_actions (GrosGameRecord *self,
              JsonObject     *root,
              const char     *source_name,
              GError        **error)
{
  g_auto(GStrv) actions = NULL;
  JsonNode *node;

  actions = read_strv (root, "actions", G_MAXUINT, NULL, source_name, "", error);
  if (actions == NULL)
    return FALSE;
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;
      GrosAction action;

      if (!gros_action_parse (actions[i], &action, &local_error))
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE, "%s: action %u: %s", source_name,
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

/* json-glib parses recursively: a file of a million '[' overflows the stack. Game files nest
 * four levels deep; anything past MAX_JSON_DEPTH is refused unread. */
#define MAX_JSON_DEPTH 64

static gboolean
json_depth_is_sane (const char *data,
                    gsize       length)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_JSON_DEPTH)
            return FALSE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

GrosGameRecord *
gros_game_record_load_from_data (const char  *data,
                                 gsize        length,
                                 const char  *source_name,
                                 GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GrosGameRecord) self = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root, *rules;
  JsonNode *node;
  guint version, value;
  const char *seed;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (source_name == NULL)
    source_name = "game";
  if (length > GROS_GAME_RECORD_FILE_MAX_SIZE)
    {
      set_invalid (error, source_name, "the file is larger than %u bytes",
                   GROS_GAME_RECORD_FILE_MAX_SIZE);
      return NULL;
    }
  if (!json_depth_is_sane (data, length))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE,
                   "%s: malformed JSON: nested more than %d levels deep", source_name,
                   MAX_JSON_DEPTH);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, data != NULL ? data : "", length, &local_error))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE, "%s: %s", source_name,
                   local_error->message);
      return NULL;
    }
  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE, "%s: not a Drive-In game file",
                   source_name);
      return NULL;
    }
  root = json_node_get_object (node);
  if (!json_object_has_member (root, "drive-in-game"))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE, "%s: not a Drive-In game file",
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

  self = record_new_empty ();
  node = json_object_get_member (root, "seed");
  seed = node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
  if (seed == NULL
      || !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &self->seed, NULL))
    {
      set_invalid (error, source_name, "“seed” must be a string of digits");
      return NULL;
    }
  if (!read_uint (root, "seats", 2, GROS_MAX_SEATS, &self->n_seats, source_name, "", error))
    return NULL;

  node = json_object_get_member (root, "rules");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      set_invalid (error, source_name, "“rules” must be an object");
      return NULL;
    }
  rules = json_node_get_object (node);
  /* A file from before a parameter existed plays it as Feature Film does. */
  gros_rules_params_init_feature_film (&self->params);
  for (guint i = 0; i < G_N_ELEMENTS (param_fields); i++)
    {
      guint max = param_fields[i].size == 1 ? G_MAXUINT8 : G_MAXUINT16;

      if (!json_object_has_member (rules, param_fields[i].name))
        continue;
      if (!read_uint (rules, param_fields[i].name, 0, max, &value, source_name, "rules: ",
                      error))
        return NULL;
      param_set (&self->params, &param_fields[i], value);
    }
  if (self->params.hand_limit == 0)
    {
      set_invalid (error, source_name, "rules: “hand-limit” must be at least 1");
      return NULL;
    }

  if (!read_players (self, root, source_name, error))
    return NULL;
  if (!read_actions (self, root, source_name, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
gros_game_record_save (GrosGameRecord *self,
                       GFile          *file,
                       GCancellable   *cancellable,
                       GError        **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFileOutputStream) out = NULL;
  gsize length;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = gros_game_record_to_data (self, &length);
  name = g_file_get_parse_name (file);

  /* Local files: g_file_replace() leaves its ".goutputstream-XXXXXX" file behind every save
   * that is killed, and overwrites in place when the folder is read-only; gros_save_file()
   * does neither. */
  if (g_file_peek_path (file) != NULL)
    {
      if (!gros_save_file (g_file_peek_path (file), data, length, &local_error))
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_IO, "%s: %s", name, local_error->message);
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
      g_set_error (error, GROS_ERROR, GROS_ERROR_IO, "%s: %s", name, local_error->message);
      return FALSE;
    }
  return TRUE;
}

GrosGameRecord *
gros_game_record_load (GFile         *file,
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
  if (info != NULL && g_file_info_get_size (info) > GROS_GAME_RECORD_FILE_MAX_SIZE)
    {
      set_invalid (error, name, "the file is larger than %u bytes",
                   GROS_GAME_RECORD_FILE_MAX_SIZE);
      return NULL;
    }
  if (info == NULL
      || !g_file_load_contents (file, cancellable, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  return gros_game_record_load_from_data (contents, length, name, error);
}
