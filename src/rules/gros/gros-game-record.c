/* gros-game-record.c: a GROS game as its seed, set-up and actions, on the shared game record. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "drive-in-error.h"
#include "gros-game-record.h"
#include "gros-rules.h"

/* The GROS face of a GameRecord: the file format, replay and undo are the shared record's;
 * this adds GROS's types (GrosGameSetup, GrosRulesParams, word ids). */
struct _GrosGameRecord
{
  GObject     parent_instance;
  GameRecord *record;
};

G_DEFINE_FINAL_TYPE (GrosGameRecord, gros_game_record, G_TYPE_OBJECT)

static void
gros_game_record_finalize (GObject *object)
{
  GrosGameRecord *self = GROS_GAME_RECORD (object);

  g_clear_object (&self->record);
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
}

static GrosGameRecord *
wrap (GameRecord *record)
{
  GrosGameRecord *self = g_object_new (GROS_TYPE_GAME_RECORD, NULL);

  self->record = record;
  return self;
}

GrosGameRecord *
gros_game_record_new (const GrosCardDb    *db,
                      const GrosGameSetup *setup)
{
  GrosRulesParams params;
  GameRecord *record;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (setup->n_seats >= 1 && setup->n_seats <= GROS_MAX_SEATS, NULL);

  for (guint s = 0; s < setup->n_seats; s++)
    for (guint i = 0; i < setup->deck_sizes[s]; i++)
      g_return_val_if_fail (setup->decks[s][i] < gros_card_db_get_n_cards (db), NULL);

  params = setup->params;
  /* gros_game_init() reads zeroed parameters as Feature Film: record what it will use. */
  if (params.hand_limit == 0)
    gros_rules_params_init_feature_film (&params);
  record = game_record_new (&gros_rules, setup->seed, setup->n_seats, &params);

  for (guint s = 0; s < setup->n_seats; s++)
    {
      g_autoptr(GStrvBuilder) deck = g_strv_builder_new ();
      g_autoptr(GStrvBuilder) title = g_strv_builder_new ();
      g_auto(GStrv) deck_ids = NULL;
      g_auto(GStrv) words = NULL;

      for (guint i = 0; i < setup->deck_sizes[s]; i++)
        g_strv_builder_add (deck, gros_card_db_get (db, setup->decks[s][i])->id);
      for (guint w = 0; w < MIN (setup->n_title_words[s], GROS_MAX_TITLE_WORDS); w++)
        g_strv_builder_add (title, gros_card_db_word (db, setup->titles[s][w]));
      deck_ids = g_strv_builder_end (deck);
      words = g_strv_builder_end (title);
      game_record_set_deck (record, s, (const char * const *) deck_ids);
      game_record_set_words (record, s, (const char * const *) words);
    }
  return wrap (record);
}

GameRecord *
gros_game_record_get_record (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return self->record;
}

guint64
gros_game_record_get_seed (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return game_record_get_seed (self->record);
}

guint
gros_game_record_get_n_seats (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return game_record_get_n_seats (self->record);
}

const GrosRulesParams *
gros_game_record_get_params (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return game_record_get_params (self->record);
}

const char * const *
gros_game_record_get_deck (GrosGameRecord *self,
                           guint           seat)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return game_record_get_deck (self->record, seat);
}

const char * const *
gros_game_record_get_title (GrosGameRecord *self,
                            guint           seat)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return game_record_get_words (self->record, seat);
}

guint
gros_game_record_get_n_actions (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return game_record_get_n_actions (self->record);
}

const GrosAction *
gros_game_record_get_action (GrosGameRecord *self,
                             guint           index)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return game_record_get_action (self->record, index);
}

/* A GROS event callback behind the shared one. */
typedef struct
{
  GrosEventFunc emit;
  gpointer      user_data;
} Forward;

static void
forward_event (gconstpointer    state,
               const GameEvent *event,
               gpointer         user_data)
{
  Forward *forward = user_data;

  forward->emit (state, event, forward->user_data);
}

gboolean
gros_game_record_apply (GrosGameRecord   *self,
                        GrosGame         *game,
                        const GrosAction *action,
                        GrosEventFunc     emit,
                        gpointer          user_data,
                        GError          **error)
{
  Forward forward = { emit, user_data };

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);

  return game_record_apply (self->record, game, action, emit != NULL ? forward_event : NULL,
                            &forward, error);
}

void
gros_game_record_add_action (GrosGameRecord   *self,
                             const GrosAction *action)
{
  g_return_if_fail (GROS_IS_GAME_RECORD (self));

  game_record_add_action (self->record, action);
}

void
gros_game_record_truncate (GrosGameRecord *self,
                           guint           n_actions)
{
  g_return_if_fail (GROS_IS_GAME_RECORD (self));

  game_record_truncate (self->record, n_actions);
}

gboolean
gros_game_record_make_setup (GrosGameRecord *self,
                             GrosCardDb     *db,
                             GrosGameSetup  *out_setup,
                             uint16_t      **storage,
                             GError        **error)
{
  GameSetup setup;

  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);
  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (out_setup != NULL, FALSE);
  g_return_val_if_fail (storage != NULL, FALSE);

  if (!game_record_make_setup (self->record, db, &setup, storage, error))
    return FALSE;

  memset (out_setup, 0, sizeof *out_setup);
  out_setup->n_seats = setup.n_seats;
  out_setup->seed = setup.seed;
  out_setup->params = *(const GrosRulesParams *) setup.params;
  for (guint s = 0; s < setup.n_seats; s++)
    {
      out_setup->decks[s] = setup.decks[s];
      out_setup->deck_sizes[s] = setup.deck_sizes[s];
      for (guint w = 0; setup.words[s] != NULL && setup.words[s][w] != NULL
                        && w < GROS_MAX_TITLE_WORDS; w++)
        out_setup->titles[s][out_setup->n_title_words[s]++] =
          gros_card_db_intern_word (db, setup.words[s][w]);
    }
  return TRUE;
}

gboolean
gros_game_record_replay (GrosGameRecord *self,
                         GrosCardDb     *db,
                         guint           n_actions,
                         GrosGame       *out_game,
                         GError        **error)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);

  return game_record_replay (self->record, db, n_actions, out_game, error);
}

gboolean
gros_game_record_can_undo_to (GrosGameRecord *self,
                              guint           n_actions)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);

  return game_record_can_undo_to (self->record, n_actions);
}

guint
gros_game_record_get_undo_floor (GrosGameRecord *self)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), 0);

  return game_record_get_undo_floor (self->record);
}

char *
gros_game_record_to_data (GrosGameRecord *self,
                          gsize          *out_length)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), NULL);

  return game_record_to_data (self->record, out_length);
}

/* A loaded record of another game is refused: GROS's callers read its parameters as GROS's. */
static GrosGameRecord *
wrap_gros (GameRecord  *record,
           const char  *source_name,
           GError     **error)
{
  if (record == NULL)
    return NULL;
  if (game_record_get_rules (record) != &gros_rules)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: a game of %s, not of GROS",
                   source_name, game_record_get_rules (record)->id);
      g_object_unref (record);
      return NULL;
    }
  return wrap (record);
}

GrosGameRecord *
gros_game_record_load_from_data (const char  *data,
                                 gsize        length,
                                 const char  *source_name,
                                 GError     **error)
{
  return wrap_gros (game_record_load_from_data (data, length, source_name, error),
                    source_name != NULL ? source_name : "game", error);
}

gboolean
gros_game_record_save (GrosGameRecord *self,
                       GFile          *file,
                       GCancellable   *cancellable,
                       GError        **error)
{
  g_return_val_if_fail (GROS_IS_GAME_RECORD (self), FALSE);

  return game_record_save (self->record, file, cancellable, error);
}

GrosGameRecord *
gros_game_record_load (GFile         *file,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_parse_name (file);
  return wrap_gros (game_record_load (file, cancellable, error), name, error);
}
