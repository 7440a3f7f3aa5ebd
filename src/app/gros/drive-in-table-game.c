/* drive-in-table-game.c: a game at the table: session and record, players, Titles, computer
 * turns at a readable pace, autosave, undo, saved games and replays. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "drive-in-table-game.h"
#include "drive-in-error.h"
#include "drive-in-save.h"

/* The member of a game file that holds what only the table knows. */
#define TABLE_MEMBER "drive-in-table"
#define TABLE_VERSION 1

struct _DriveInTableGame
{
  GObject            parent_instance;

  DriveInCatalog       *catalog;
  GrosCardDb        *db;
  GPtrArray         *cards;       /* DriveInCard (or NULL) per db index */
  GrosGameRecord    *record;
  GrosSession       *session;
  DriveInAiRunner   *runner;

  guint              n_seats;
  DriveInSeatPlayer  players[GROS_MAX_SEATS];
  char              *titles[GROS_MAX_SEATS];
  char              *deck_labels[GROS_MAX_SEATS];
  int                viewer;      /* a seat, GROS_VIEWER_PUBLIC, or GROS_VIEWER_ALL (replays) */
  int                handoff;     /* hot seat: the seat the screen goes to next, or -1 */
  guint              n_humans;
  gboolean           players_named; /* FALSE: the file says not who played (replays: "Seat N") */

  gboolean           replay;
  gboolean           replay_finished; /* a replay of a game that is over at its end */
  guint              step;        /* replay: actions shown */
  gboolean           started;
  gboolean           stopped;
  guint              pace_ms;
  guint              ai_source;
  GCancellable      *ai_cancellable;
  gboolean           thinking;
  GFile             *autosave_file;
  GrosSeries        *series;
};

G_DEFINE_FINAL_TYPE (DriveInTableGame, drive_in_table_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_THINKING,
  PROP_STEP,
  PROP_VIEWER,
  PROP_HANDOFF_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void schedule_ai (DriveInTableGame *self);

static void
object_unref_nullable (gpointer object)
{
  if (object != NULL)
    g_object_unref (object);
}

static void
cancel_ai (DriveInTableGame *self)
{
  g_clear_handle_id (&self->ai_source, g_source_remove);
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
}

static void
set_thinking (DriveInTableGame *self,
              gboolean          thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
drive_in_table_game_dispose (GObject *object)
{
  DriveInTableGame *self = DRIVE_IN_TABLE_GAME (object);

  cancel_ai (self);
  g_clear_object (&self->session);
  g_clear_object (&self->record);
  g_clear_object (&self->runner);
  g_clear_object (&self->autosave_file);
  g_clear_object (&self->series);
  G_OBJECT_CLASS (drive_in_table_game_parent_class)->dispose (object);
}

static void
drive_in_table_game_finalize (GObject *object)
{
  DriveInTableGame *self = DRIVE_IN_TABLE_GAME (object);

  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      g_free (self->titles[s]);
      g_free (self->deck_labels[s]);
    }
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->db, gros_card_db_unref);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (drive_in_table_game_parent_class)->finalize (object);
}

static void
drive_in_table_game_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  DriveInTableGame *self = DRIVE_IN_TABLE_GAME (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_HANDOFF_SEAT:
      g_value_set_int (value, self->handoff);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_table_game_class_init (DriveInTableGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = drive_in_table_game_dispose;
  object_class->finalize = drive_in_table_game_finalize;
  object_class->get_property = drive_in_table_game_get_property;

  properties[PROP_SESSION] = g_param_spec_object ("session", NULL, NULL, GROS_TYPE_SESSION, flags);
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, flags);
  properties[PROP_STEP] = g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_VIEWER] = g_param_spec_int ("viewer", NULL, NULL, GROS_VIEWER_PUBLIC,
                                              GROS_MAX_SEATS, GROS_VIEWER_ALL, flags);
  properties[PROP_HANDOFF_SEAT] = g_param_spec_int ("handoff-seat", NULL, NULL, -1,
                                                    GROS_MAX_SEATS, -1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_table_game_init (DriveInTableGame *self)
{
  self->viewer = GROS_VIEWER_ALL;
  self->handoff = -1;
  self->pace_ms = 800;
  self->players_named = TRUE;
  self->runner = drive_in_ai_runner_new ();
}

/* The DriveInCard of every db index, for the session's card objects. */
static void
collect_cards (DriveInTableGame *self)
{
  guint n = gros_card_db_get_n_cards (self->db);

  self->cards = g_ptr_array_new_full (n, object_unref_nullable);
  for (guint i = 0; i < n; i++)
    {
      DriveInCard *card = drive_in_catalog_lookup (self->catalog, gros_card_db_get (self->db, i)->id);

      g_ptr_array_add (self->cards, card != NULL ? g_object_ref (card) : NULL);
    }
}

static void
set_players (DriveInTableGame        *self,
             const DriveInSeatPlayer *players)
{
  self->n_humans = 0;
  self->viewer = GROS_VIEWER_ALL;
  for (guint s = 0; s < self->n_seats; s++)
    {
      if (players != NULL)
        self->players[s] = players[s];
      else
        {
          self->players[s].kind = s == 0 ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
          self->players[s].level = GROS_AI_NORMAL;
        }
      if (self->players[s].level >= GROS_AI_N_LEVELS)
        self->players[s].level = GROS_AI_NORMAL;
      if (self->players[s].kind == DRIVE_IN_PLAYER_HUMAN)
        {
          if (self->viewer < 0)
            self->viewer = s;
          self->n_humans++;
        }
    }
  /* The replay of a finished game shows every card (see new_from_record for the others); at
   * a table of several people nobody's cards show until one of them is handed the screen. */
  if (self->replay)
    self->viewer = GROS_VIEWER_ALL;
  else if (self->n_humans > 1)
    self->viewer = GROS_VIEWER_PUBLIC;
}

/* What the person at this table saw: their seat, or only what every seat knew when several
 * people (or nobody) played. */
static int
person_view (DriveInTableGame *self)
{
  if (self->n_humans != 1)
    return GROS_VIEWER_PUBLIC;
  for (guint s = 0; s < self->n_seats; s++)
    if (self->players[s].kind == DRIVE_IN_PLAYER_HUMAN)
      return s;
  return GROS_VIEWER_PUBLIC;
}

static void
set_viewer (DriveInTableGame *self,
            int               viewer)
{
  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  gros_session_set_viewer (self->session, viewer);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

/* In a game of several people, the table turns to whoever decides: the screen is covered
 * (the public view) until that person takes it (drive_in_table_game_take_handoff()). */
static void
follow_deciding_human (DriveInTableGame *self)
{
  const GrosGame *game = gros_session_get_game (self->session);
  guint seat = gros_game_get_deciding_seat (game);

  if (self->n_humans < 2 || self->replay || gros_game_is_over (game)
      || self->players[seat].kind != DRIVE_IN_PLAYER_HUMAN || (int) seat == self->viewer
      || (int) seat == self->handoff)
    return;
  self->handoff = seat;
  set_viewer (self, GROS_VIEWER_PUBLIC);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_SEAT]);
}

/* Titles the computers make at once, and Titles given by Titled decks. */
static void
make_computer_titles (DriveInTableGame *self)
{
  for (guint s = 0; s < self->n_seats; s++)
    if (self->titles[s] == NULL
        && (self->replay || self->players[s].kind == DRIVE_IN_PLAYER_AI))
      {
        g_auto(GStrv) words = drive_in_table_game_dup_title_words (self, s);

        self->titles[s] = drive_in_table_game_make_title ((const char * const *) words);
      }
}

/* The session of the record's first @n_actions actions, seen by @viewer. */
static GrosSession *
session_from_record (DriveInTableGame *self,
                     guint             n_actions,
                     GError          **error)
{
  g_autoptr(GrosSession) session = NULL;
  g_autofree uint16_t *storage = NULL;
  GrosGameSetup setup;
  guint n = gros_game_record_get_n_actions (self->record);

  if (!gros_game_record_make_setup (self->record, self->db, &setup, &storage, error))
    return NULL;
  session = gros_session_new (self->db, self->cards, &setup, self->viewer, error);
  if (session == NULL)
    return NULL;
  for (guint i = 0; i < MIN (n_actions, n); i++)
    if (!gros_session_apply (session, gros_game_record_get_action (self->record, i), error))
      {
        g_prefix_error (error, _("Action %u of the game: "), i + 1);
        return NULL;
      }
  return g_steal_pointer (&session);
}

DriveInTableGame *
drive_in_table_game_new (DriveInCatalog             *catalog,
                         GrosGameDecks           *decks,
                         const GrosRulesParams   *params,
                         guint64                  seed,
                         const DriveInSeatPlayer *players,
                         const char * const      *titles,
                         GError                 **error)
{
  g_autoptr(DriveInTableGame) self = NULL;
  GrosGameSetup setup = { 0 };

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (decks != NULL, NULL);
  g_return_val_if_fail (params != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_TABLE_GAME, NULL);
  self->catalog = g_object_ref (catalog);
  self->db = gros_card_db_ref (gros_game_decks_get_db (decks));
  self->n_seats = gros_game_decks_get_n_seats (decks);
  if (self->n_seats < 2 || self->n_seats > GROS_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("A game needs 2 to %d seats"), GROS_MAX_SEATS);
      return NULL;
    }
  set_players (self, players);
  for (guint s = 0; s < self->n_seats; s++)
    {
      self->deck_labels[s] = g_strdup (gros_game_decks_get_label (decks, s));
      if (titles != NULL && titles[s] != NULL && *titles[s] != '\0')
        self->titles[s] = g_strdup (titles[s]);
    }
  collect_cards (self);

  setup.seed = seed;
  setup.params = *params;
  gros_game_decks_fill_setup (decks, &setup);
  self->record = gros_game_record_new (self->db, &setup);
  self->session = gros_session_new (self->db, self->cards, &setup, self->viewer, error);
  if (self->session == NULL)
    return NULL;
  make_computer_titles (self);
  follow_deciding_human (self);
  return g_steal_pointer (&self);
}

DriveInTableGame *
drive_in_table_game_new_from_record (DriveInCatalog             *catalog,
                                     GrosGameRecord          *record,
                                     const DriveInSeatPlayer *players,
                                     const char * const      *titles,
                                     guint                    n_actions,
                                     gboolean                 replay,
                                     GError                 **error)
{
  g_autoptr(DriveInTableGame) self = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GROS_IS_GAME_RECORD (record), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_TABLE_GAME, NULL);
  self->catalog = g_object_ref (catalog);
  self->record = g_object_ref (record);
  self->replay = replay;
  self->n_seats = gros_game_record_get_n_seats (record);
  set_players (self, players);

  /* Cards enter the db deck by deck, in deck order, as GrosGameDecks adds them. */
  self->db = gros_card_db_new ();
  for (guint s = 0; s < self->n_seats; s++)
    {
      const char * const *ids = gros_game_record_get_deck (record, s);

      for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);

          if (card == NULL)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                           _("The game uses the card %s, which no loaded release has"), ids[i]);
              return NULL;
            }
          gros_card_db_add_card (self->db, card);
        }
      if (titles != NULL && titles[s] != NULL && *titles[s] != '\0')
        self->titles[s] = g_strdup (titles[s]);
    }
  collect_cards (self);

  if (n_actions == GROS_GAME_RECORD_ALL || n_actions > gros_game_record_get_n_actions (record))
    n_actions = gros_game_record_get_n_actions (record);
  /* Every card of a replay shows only once the game is over: a game still going is watched
   * as its person saw it (as nobody in particular at a table of several). */
  if (replay)
    {
      g_autofree GrosGame *end = g_new (GrosGame, 1);

      self->replay_finished = gros_game_record_replay (record, self->db, GROS_GAME_RECORD_ALL,
                                                       end, NULL)
                              && gros_game_is_over (end);
      if (!self->replay_finished)
        self->viewer = person_view (self);
    }
  self->session = session_from_record (self, n_actions, error);
  if (self->session == NULL)
    return NULL;
  self->step = n_actions;
  /* A game taken up again already had its Titles. */
  if (n_actions > 0)
    for (guint s = 0; s < self->n_seats; s++)
      if (self->titles[s] == NULL)
        {
          g_auto(GStrv) words = drive_in_table_game_dup_title_words (self, s);

          self->titles[s] = drive_in_table_game_make_title ((const char * const *) words);
        }
  make_computer_titles (self);
  follow_deciding_human (self);
  return g_steal_pointer (&self);
}

/* Reads the table's own member of a game file; anything missing keeps its default. FALSE
 * when it names no seat's player. */
static gboolean
read_table_member (JsonObject        *root,
                   guint              n_seats,
                   DriveInSeatPlayer *players,
                   char             **titles,
                   char             **deck_labels,
                   GrosSeries       **series)
{
  JsonNode *node = json_object_get_member (root, TABLE_MEMBER);
  JsonNode *series_node;
  JsonArray *seats;
  gboolean named = FALSE;

  for (guint s = 0; s < n_seats; s++)
    {
      players[s].kind = s == 0 ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
      players[s].level = GROS_AI_NORMAL;
    }
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  /* A series that cannot be read leaves a single movie: the game itself still plays. */
  series_node = json_object_get_member (json_node_get_object (node), "series");
  if (series_node != NULL)
    {
      *series = gros_series_new_from_json (series_node, NULL);
      if (*series != NULL && gros_series_get_n_seats (*series) != n_seats)
        g_clear_object (series);
    }
  node = json_object_get_member (json_node_get_object (node), "seats");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  seats = json_node_get_array (node);
  for (guint s = 0; s < n_seats && s < json_array_get_length (seats); s++)
    {
      JsonNode *seat_node = json_array_get_element (seats, s);
      JsonObject *seat;
      const char *player, *level, *title, *deck;

      if (!JSON_NODE_HOLDS_OBJECT (seat_node))
        continue;
      seat = json_node_get_object (seat_node);
      player = json_object_get_string_member_with_default (seat, "player", NULL);
      level = json_object_get_string_member_with_default (seat, "level", NULL);
      title = json_object_get_string_member_with_default (seat, "title", NULL);
      deck = json_object_get_string_member_with_default (seat, "deck", NULL);
      if (g_strcmp0 (player, "human") == 0)
        players[s].kind = DRIVE_IN_PLAYER_HUMAN;
      else if (g_strcmp0 (player, "computer") == 0)
        players[s].kind = DRIVE_IN_PLAYER_AI;
      if (level != NULL)
        gros_ai_level_from_string (level, &players[s].level);
      if (title != NULL && g_utf8_validate (title, -1, NULL))
        titles[s] = g_strdup (title);
      if (deck != NULL && g_utf8_validate (deck, -1, NULL))
        deck_labels[s] = g_strdup (deck);
      named = named || player != NULL;
    }
  return named;
}

DriveInTableGame *
drive_in_table_game_load (DriveInCatalog  *catalog,
                          GFile        *file,
                          gboolean      replay,
                          GError      **error)
{
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  DriveInSeatPlayer players[GROS_MAX_SEATS];
  char *titles[GROS_MAX_SEATS + 1] = { NULL };
  char *deck_labels[GROS_MAX_SEATS] = { NULL };
  g_autoptr(GrosSeries) series = NULL;
  DriveInTableGame *game;
  JsonNode *root;
  gboolean named;
  gsize length;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            NULL, &local_error);
  if (info != NULL && g_file_info_get_size (info) > GROS_GAME_RECORD_FILE_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("%s: the file is too large"), name);
      return NULL;
    }
  if (info == NULL || !g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  record = gros_game_record_load_from_data (contents, length, name, error);
  if (record == NULL)
    return NULL;

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, contents, length, NULL))
    return NULL; /* the record parsed: cannot happen */
  root = json_parser_get_root (parser);
  named = read_table_member (json_node_get_object (root), gros_game_record_get_n_seats (record),
                             players, titles, deck_labels, &series);
  game = drive_in_table_game_new_from_record (catalog, record, players,
                                              (const char * const *) titles,
                                              replay ? 0 : GROS_GAME_RECORD_ALL, replay, error);
  /* Which file, as every other game's says (a card the library lacks names only the card). */
  if (game == NULL)
    g_prefix_error (error, "%s: ", name);
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      /* The game keeps the labels; the loader hands them over. */
      if (game != NULL && game->deck_labels[s] == NULL)
        game->deck_labels[s] = g_steal_pointer (&deck_labels[s]);
      g_free (deck_labels[s]);
      g_free (titles[s]);
    }
  if (game != NULL)
    {
      game->series = g_steal_pointer (&series);
      game->players_named = named;
    }
  return game;
}

static char *
game_to_data (DriveInTableGame *self,
              gsize            *out_length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *record_data = NULL;
  JsonObject *root;
  gsize length;
  char *data;

  record_data = gros_game_record_to_data (self->record, &length);
  if (!json_parser_load_from_data (parser, record_data, length, NULL))
    g_return_val_if_reached (NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TABLE_VERSION);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < self->n_seats; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, self->players[s].kind == DRIVE_IN_PLAYER_HUMAN
                                              ? "human" : "computer");
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, gros_ai_level_to_string (self->players[s].level));
      if (self->titles[s] != NULL)
        {
          json_builder_set_member_name (builder, "title");
          json_builder_add_string_value (builder, self->titles[s]);
        }
      if (self->deck_labels[s] != NULL)
        {
          json_builder_set_member_name (builder, "deck");
          json_builder_add_string_value (builder, self->deck_labels[s]);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (self->series != NULL)
    {
      json_builder_set_member_name (builder, "series");
      json_builder_add_value (builder, gros_series_to_json (self->series));
    }
  json_builder_end_object (builder);

  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_member (root, TABLE_MEMBER, json_builder_get_root (builder));
  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_set_pretty (generator, TRUE);
  data = json_generator_to_data (generator, &length);
  if (out_length != NULL)
    *out_length = length;
  return data;
}

gboolean
drive_in_table_game_save (DriveInTableGame *self,
                          GFile            *file,
                          GError          **error)
{
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = game_to_data (self, &length);
  g_return_val_if_fail (data != NULL, FALSE);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      /* Not a local file: GIO writes a temporary copy and renames it where it can. */
      if (!g_file_replace_contents (file, data, length, NULL, FALSE,
                                    G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s", local_error->message);
          return FALSE;
        }
      return TRUE;
    }
  folder = g_path_get_dirname (path);
  g_mkdir_with_parents (folder, 0755);
  /* A temporary file renamed into place: a crash mid-write leaves the old game whole, and
   * autosaves killed again and again leave no litter. */
  if (!drive_in_save_file (path, data, length, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

DriveInTableGame *
drive_in_table_game_new_replay (DriveInTableGame *self,
                                GError          **error)
{
  DriveInTableGame *replay;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);

  replay = drive_in_table_game_new_from_record (self->catalog, self->record, self->players,
                                                (const char * const *) self->titles, 0, TRUE,
                                                error);
  for (guint s = 0; replay != NULL && s < self->n_seats; s++)
    replay->deck_labels[s] = g_strdup (self->deck_labels[s]);
  if (replay != NULL)
    replay->players_named = self->players_named;
  return replay;
}

GrosSession *
drive_in_table_game_get_session (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return self->session;
}

const GrosGame *
drive_in_table_game_get_game (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return gros_session_get_game (self->session);
}

GrosGameRecord *
drive_in_table_game_get_record (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return self->record;
}

void
drive_in_table_game_set_series (DriveInTableGame *self,
                                GrosSeries       *series)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));
  g_return_if_fail (series == NULL || GROS_IS_SERIES (series));
  g_return_if_fail (series == NULL || gros_series_get_n_seats (series) == self->n_seats);

  g_set_object (&self->series, series);
}

GrosSeries *
drive_in_table_game_get_series (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return self->series;
}

static GrosSeries *
copy_series (GrosSeries *series)
{
  g_autoptr(JsonNode) node = gros_series_to_json (series);

  return gros_series_new_from_json (node, NULL);
}

GrosSeries *
drive_in_table_game_dup_series_so_far (DriveInTableGame *self)
{
  GrosSeries *copy;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);

  if (self->series == NULL)
    return NULL;
  copy = copy_series (self->series);
  if (copy != NULL && drive_in_table_game_is_over (self))
    gros_series_add_game (copy, drive_in_table_game_get_game (self));
  return copy;
}

gboolean
drive_in_table_game_has_next_movie (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);

  return self->series != NULL && !self->replay && drive_in_table_game_is_over (self)
         && gros_series_get_n_played (self->series) + 1 < gros_series_get_n_movies (self->series);
}

DriveInTableGame *
drive_in_table_game_new_next_movie (DriveInTableGame *self,
                                    GError          **error)
{
  g_autoptr(DriveInTableGame) next = NULL;
  g_autofree uint16_t *storage = NULL;
  GrosGameSetup setup;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!drive_in_table_game_has_next_movie (self))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("No movie is left to make"));
      return NULL;
    }
  if (!gros_game_record_make_setup (self->record, self->db, &setup, &storage, error))
    return NULL;

  next = g_object_new (DRIVE_IN_TYPE_TABLE_GAME, NULL);
  next->catalog = g_object_ref (self->catalog);
  next->db = gros_card_db_ref (self->db);
  next->cards = g_ptr_array_ref (self->cards);
  next->n_seats = self->n_seats;
  set_players (next, self->players);
  for (guint s = 0; s < self->n_seats; s++)
    next->deck_labels[s] = g_strdup (self->deck_labels[s]);
  /* This movie's series is left as it was: a copy takes the new scores. */
  next->series = drive_in_table_game_dup_series_so_far (self);
  if (next->series == NULL
      || gros_series_get_n_played (next->series) != gros_series_get_n_played (self->series) + 1)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("The movie's scores cannot be added"));
      return NULL;
    }
  /* Every movie makes its own Title: only fixed Titles carry over, and the set-up has them. */
  setup.seed = gros_series_get_next_seed (next->series);
  next->record = gros_game_record_new (next->db, &setup);
  next->session = gros_session_new (next->db, next->cards, &setup, next->viewer, error);
  if (next->session == NULL)
    return NULL;
  make_computer_titles (next);
  follow_deciding_human (next);
  return g_steal_pointer (&next);
}

DriveInCatalog *
drive_in_table_game_get_catalog (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return self->catalog;
}

DriveInAiRunner *
drive_in_table_game_get_ai_runner (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return self->runner;
}

guint
drive_in_table_game_get_n_seats (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), 0);
  return self->n_seats;
}

const DriveInSeatPlayer *
drive_in_table_game_get_player (DriveInTableGame *self,
                                guint             seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return &self->players[seat];
}

int
drive_in_table_game_get_viewer (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), GROS_VIEWER_ALL);
  return self->viewer;
}

int
drive_in_table_game_get_handoff_seat (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), -1);
  return self->handoff;
}

void
drive_in_table_game_take_handoff (DriveInTableGame *self)
{
  int seat;

  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));

  if (self->handoff < 0)
    return;
  seat = self->handoff;
  self->handoff = -1;
  set_viewer (self, seat);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_SEAT]);
}

char *
drive_in_table_game_dup_seat_name (DriveInTableGame *self,
                                   guint             seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  if (!self->players_named && self->replay)
    return g_strdup_printf (_("Seat %u"), seat + 1);
  if (self->players[seat].kind == DRIVE_IN_PLAYER_AI)
    /* Translators: "Seat 2 (Easy computer)". */
    return g_strdup_printf (_("Seat %u (%s)"), seat + 1,
                            drive_in_seat_player_level_label (self->players[seat].level));
  if (self->n_humans == 1 && !self->replay)
    return g_strdup_printf (_("Seat %u (you)"), seat + 1);
  return g_strdup_printf (_("Seat %u"), seat + 1);
}

const char *
drive_in_table_game_get_deck_label (DriveInTableGame *self,
                                    guint             seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->deck_labels[seat];
}

char **
drive_in_table_game_dup_title_words (DriveInTableGame *self,
                                     guint             seat)
{
  const GrosGame *game;
  GStrvBuilder *builder;
  char **words;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  game = gros_session_get_game (self->session);
  builder = g_strv_builder_new ();
  for (guint w = 0; w < game->seats[seat].n_title_words; w++)
    g_strv_builder_add (builder, gros_card_db_word (self->db, game->seats[seat].title_words[w]));
  words = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return words;
}

const char *
drive_in_table_game_get_title (DriveInTableGame *self,
                               guint             seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->titles[seat];
}

static void
autosave (DriveInTableGame *self)
{
  g_autoptr(GError) error = NULL;

  if (self->autosave_file == NULL || self->replay)
    return;
  if (!drive_in_table_game_save (self, self->autosave_file, &error))
    g_message ("Could not save the game: %s", error->message);
}

void
drive_in_table_game_set_title (DriveInTableGame *self,
                               guint             seat,
                               const char       *title)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));
  g_return_if_fail (seat < self->n_seats);

  g_free (self->titles[seat]);
  self->titles[seat] = title != NULL && *title != '\0' ? g_strdup (title) : NULL;
  autosave (self);
  schedule_ai (self);
}

int
drive_in_table_game_get_untitled_seat (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), -1);

  for (guint s = 0; s < self->n_seats; s++)
    if (self->titles[s] == NULL && self->players[s].kind == DRIVE_IN_PLAYER_HUMAN)
      return s;
  return -1;
}

char *
drive_in_table_game_make_title (const char * const *words)
{
  GString *title;
  guint n, split;

  g_return_val_if_fail (words != NULL, NULL);

  n = g_strv_length ((char **) words);
  if (n == 0)
    return g_strdup (_("Untitled"));
  /* "The Hollow Shriek of the Satanic Demon": half the words, "of the", the rest. */
  split = (n + 1) / 2;
  title = g_string_new (C_("title", "The"));
  for (guint i = 0; i < n; i++)
    {
      if (i == split)
        g_string_append_printf (title, " %s", C_("title", "of the"));
      g_string_append_printf (title, " %s", words[i]);
    }
  return g_string_free (title, FALSE);
}

gboolean
drive_in_table_game_is_over (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), TRUE);
  return gros_game_is_over (gros_session_get_game (self->session));
}

gboolean
drive_in_table_game_is_human_turn (DriveInTableGame *self)
{
  const GrosGame *game;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);

  game = gros_session_get_game (self->session);
  if (self->replay || gros_game_is_over (game) || self->handoff >= 0)
    return FALSE;
  return self->players[gros_game_get_deciding_seat (game)].kind == DRIVE_IN_PLAYER_HUMAN;
}

guint
drive_in_table_game_get_human_actions (DriveInTableGame  *self,
                                       const GrosAction **out_actions)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), 0);

  if (out_actions != NULL)
    *out_actions = NULL;
  if (!drive_in_table_game_is_human_turn (self)
      || drive_in_table_game_get_untitled_seat (self) >= 0)
    return 0;
  return gros_session_get_legal_actions (self->session, out_actions);
}

static gboolean
apply_internal (DriveInTableGame *self,
                const GrosAction *action,
                GError          **error)
{
  g_autofree GrosGame *copy = g_new (GrosGame, 1);
  guint n = gros_game_record_get_n_actions (self->record);

  /* The record applies it to a copy, noting whether it revealed anything (for undo). */
  gros_game_copy (copy, gros_session_get_game (self->session));
  if (!gros_game_record_apply (self->record, copy, action, NULL, NULL, error))
    return FALSE;
  if (!gros_session_apply (self->session, action, error))
    {
      gros_game_record_truncate (self->record, n);
      return FALSE;
    }
  autosave (self);
  follow_deciding_human (self);
  schedule_ai (self);
  return TRUE;
}

gboolean
drive_in_table_game_apply (DriveInTableGame *self,
                           const GrosAction *action,
                           GError          **error)
{
  const GrosAction *legal;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n = drive_in_table_game_get_human_actions (self, &legal);
  for (guint i = 0; i < n; i++)
    if (gros_action_equal (&legal[i], action))
      return apply_internal (self, action, error);
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("That cannot be done now"));
  return FALSE;
}

static void
on_ai_chosen_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(DriveInTableGame) self = user_data;
  g_autoptr(GError) error = NULL;
  const GrosAction *legal;
  GrosAction action;
  gboolean chosen;

  chosen = drive_in_ai_runner_choose_finish (DRIVE_IN_AI_RUNNER (source), result, &action,
                                             &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->ai_cancellable);
  if (self->stopped)
    return;

  if (!chosen || !apply_internal (self, &action, NULL))
    {
      /* A computer that cannot decide must not stall the table: the first legal action. */
      if (error != NULL)
        g_message ("%s", error->message);
      if (gros_session_get_legal_actions (self->session, &legal) > 0)
        {
          action = legal[0];
          apply_internal (self, &action, NULL);
        }
    }
}

static gboolean
on_ai_turn_cb (gpointer user_data)
{
  DriveInTableGame *self = user_data;
  const GrosGame *game = gros_session_get_game (self->session);
  guint seat = gros_game_get_deciding_seat (game);
  guint64 seed;

  self->ai_source = 0;
  /* Different for every decision of the game, the same when the game is replayed. */
  seed = gros_game_record_get_seed (self->record) * G_GUINT64_CONSTANT (6364136223846793005)
         + game->n_actions + 1;
  self->ai_cancellable = g_cancellable_new ();
  drive_in_ai_runner_choose_async (self->runner, self->players[seat].level, game, seat, seed,
                                   self->ai_cancellable, on_ai_chosen_cb, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
schedule_ai (DriveInTableGame *self)
{
  const GrosGame *game = gros_session_get_game (self->session);
  guint seat = gros_game_get_deciding_seat (game);

  if (!self->started || self->stopped || self->replay || gros_game_is_over (game)
      || drive_in_table_game_get_untitled_seat (self) >= 0
      || self->players[seat].kind != DRIVE_IN_PLAYER_AI)
    {
      cancel_ai (self);
      set_thinking (self, FALSE);
      return;
    }
  set_thinking (self, TRUE);
  if (self->ai_source != 0 || self->ai_cancellable != NULL)
    return;
  /* At the default priority even without a pace: an idle would wait behind every redraw,
   * and a table busy redrawing (a spinner on a loaded machine) would starve the computers. */
  self->ai_source = g_timeout_add (self->pace_ms, on_ai_turn_cb, self);
}

void
drive_in_table_game_start (DriveInTableGame *self)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));

  if (self->started || self->stopped)
    return;
  self->started = TRUE;
  autosave (self);
  schedule_ai (self);
}

gboolean
drive_in_table_game_is_started (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  return self->started;
}

void
drive_in_table_game_set_pace (DriveInTableGame *self,
                              guint             pace_ms)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));
  self->pace_ms = pace_ms;
}

guint
drive_in_table_game_get_pace (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), 0);
  return self->pace_ms;
}

gboolean
drive_in_table_game_is_thinking (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  return self->thinking;
}

void
drive_in_table_game_stop (DriveInTableGame *self)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));

  self->stopped = TRUE;
  cancel_ai (self);
  set_thinking (self, FALSE);
}

/* The action count undo would go back to: before the viewer's last action. */
static gboolean
find_undo_target (DriveInTableGame *self,
                  guint            *out_n)
{
  guint n = gros_game_record_get_n_actions (self->record);

  if (self->replay || self->viewer < 0)
    return FALSE;
  for (guint i = n; i > 0; i--)
    if (gros_game_record_get_action (self->record, i - 1)->seat == (guint) self->viewer)
      {
        *out_n = i - 1;
        return gros_game_record_can_undo_to (self->record, i - 1);
      }
  return FALSE;
}

gboolean
drive_in_table_game_can_undo (DriveInTableGame *self)
{
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  return find_undo_target (self, &n);
}

static void
replace_session (DriveInTableGame *self,
                 GrosSession      *session)
{
  g_set_object (&self->session, session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

gboolean
drive_in_table_game_undo (DriveInTableGame *self,
                          GError          **error)
{
  g_autoptr(GrosSession) session = NULL;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!find_undo_target (self, &n))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Nothing to undo: cards were revealed since your last action"));
      return FALSE;
    }
  cancel_ai (self);
  session = session_from_record (self, n, error);
  if (session == NULL)
    return FALSE;
  gros_game_record_truncate (self->record, n);
  replace_session (self, session);
  follow_deciding_human (self);
  autosave (self);
  schedule_ai (self);
  return TRUE;
}

void
drive_in_table_game_set_autosave_file (DriveInTableGame *self,
                                       GFile            *file)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->autosave_file, file);
}

GFile *
drive_in_table_game_get_autosave_file (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), NULL);
  return self->autosave_file;
}

gboolean
drive_in_table_game_is_replay (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  return self->replay;
}

gboolean
drive_in_table_game_can_show_every_card (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);
  return self->replay && self->replay_finished;
}

void
drive_in_table_game_set_show_every_card (DriveInTableGame *self,
                                         gboolean          every_card)
{
  g_return_if_fail (DRIVE_IN_IS_TABLE_GAME (self));

  if (!drive_in_table_game_can_show_every_card (self))
    return;
  set_viewer (self, every_card ? GROS_VIEWER_ALL : person_view (self));
}

guint
drive_in_table_game_get_step (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), 0);
  return self->replay ? self->step : gros_game_record_get_n_actions (self->record);
}

guint
drive_in_table_game_get_n_steps (DriveInTableGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), 0);
  return gros_game_record_get_n_actions (self->record);
}

gboolean
drive_in_table_game_step_forward (DriveInTableGame *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);

  if (!self->replay || self->step >= gros_game_record_get_n_actions (self->record))
    return FALSE;
  if (!gros_session_apply (self->session, gros_game_record_get_action (self->record, self->step),
                           &error))
    {
      g_message ("Replay stopped at action %u: %s", self->step + 1, error->message);
      return FALSE;
    }
  self->step++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
  return TRUE;
}

gboolean
drive_in_table_game_step_back (DriveInTableGame *self)
{
  g_autoptr(GrosSession) session = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (self), FALSE);

  if (!self->replay || self->step == 0)
    return FALSE;
  /* The engine only moves forward: the step before is the game replayed up to it. */
  session = session_from_record (self, self->step - 1, &error);
  if (session == NULL)
    {
      g_message ("%s", error->message);
      return FALSE;
    }
  self->step--;
  replace_session (self, session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
  return TRUE;
}
