/* drive-in-game-play.c: a game of any kind at the table (GROS has its own): its session, who
 * sits where, computer turns at a readable pace, the screen between people, autosave, undo,
 * replays and game files. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-game-play.h"
#include "game-session-private.h"
#include "drive-in-error.h"

/* The member of a game file that holds what only the table knows (as for GROS games). */
#define TABLE_MEMBER  "drive-in-table"
#define TABLE_VERSION 1

struct _DriveInGamePlay
{
  GObject            parent_instance;

  DriveInCatalog       *catalog;
  GameSession       *session;
  DriveInAiRunner   *runner;

  guint              n_seats;
  DriveInSeatPlayer  players[GAME_MAX_SEATS];
  char              *deck_labels[GAME_MAX_SEATS];
  /* What a game's table keeps in the file beside the players (GROS: each seat's Title, the
   * series of Movies): members of the table's object (index 0) and of each seat's (s + 1),
   * kept from the file and written back. */
  JsonObject        *kept[GAME_MAX_SEATS + 1];
  int                viewer;
  int                handoff;     /* hot seat: the seat the screen goes to next, or -1 */
  guint              n_humans;
  /* FALSE for a file that does not say who played (drive-in-cli's records): its replay names
   * the seats plainly "Seat N", not a person and computers the table would invent. */
  gboolean           players_named;

  gboolean           replay;
  gboolean           replay_finished;
  /* An online seat (game_session_new_remote()): the referee plays the others and keeps the
   * record; here only the seat's own choices are made. */
  gboolean           remote;
  char              *seat_labels[GAME_MAX_SEATS];  /* remote: who plays each seat */
  char              *waiting_for;  /* remote: what the table waits for before it begins */
  gboolean           started;
  gboolean           stopped;
  guint              pace_ms;
  guint              holds;       /* the table is showing what happened: computers wait */
  guint              ai_source;
  GCancellable      *ai_cancellable;
  gboolean           thinking;
  GFile             *autosave_file;
};

G_DEFINE_FINAL_TYPE (DriveInGamePlay, drive_in_game_play, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_THINKING,
  PROP_STEP,
  PROP_VIEWER,
  PROP_HANDOFF_SEAT,
  PROP_WAITING_FOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_DECISION,
  SIGNAL_TABLE_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule_ai (DriveInGamePlay *self);

static void
cancel_ai (DriveInGamePlay *self)
{
  g_clear_handle_id (&self->ai_source, g_source_remove);
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
}

static void
set_thinking (DriveInGamePlay *self,
              gboolean         thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
drive_in_game_play_dispose (GObject *object)
{
  DriveInGamePlay *self = DRIVE_IN_GAME_PLAY (object);

  cancel_ai (self);
  g_clear_object (&self->session);
  g_clear_object (&self->runner);
  g_clear_object (&self->autosave_file);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (drive_in_game_play_parent_class)->dispose (object);
}

static void
drive_in_game_play_finalize (GObject *object)
{
  DriveInGamePlay *self = DRIVE_IN_GAME_PLAY (object);

  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      g_free (self->deck_labels[s]);
      g_free (self->seat_labels[s]);
    }
  for (guint k = 0; k < G_N_ELEMENTS (self->kept); k++)
    g_clear_pointer (&self->kept[k], json_object_unref);
  g_free (self->waiting_for);
  G_OBJECT_CLASS (drive_in_game_play_parent_class)->finalize (object);
}

static void
drive_in_game_play_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  DriveInGamePlay *self = DRIVE_IN_GAME_PLAY (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_STEP:
      g_value_set_uint (value, drive_in_game_play_get_step (self));
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_HANDOFF_SEAT:
      g_value_set_int (value, self->handoff);
      break;
    case PROP_WAITING_FOR:
      g_value_set_string (value, self->waiting_for);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_game_play_class_init (DriveInGamePlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = drive_in_game_play_dispose;
  object_class->finalize = drive_in_game_play_finalize;
  object_class->get_property = drive_in_game_play_get_property;

  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, flags);
  properties[PROP_STEP] = g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_VIEWER] = g_param_spec_int ("viewer", NULL, NULL, GAME_VIEWER_PUBLIC,
                                              GAME_MAX_SEATS, GAME_VIEWER_ALL, flags);
  properties[PROP_HANDOFF_SEAT] = g_param_spec_int ("handoff-seat", NULL, NULL, -1,
                                                    GAME_MAX_SEATS, -1, flags);
  properties[PROP_WAITING_FOR] = g_param_spec_string ("waiting-for", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A computer's decision, as the viewer reads it, just before it is applied: (seat, text). */
  signals[SIGNAL_DECISION] = g_signal_new ("decision", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
  /* A member the table keeps was set: (seat, -1 for the table's own; its name). */
  signals[SIGNAL_TABLE_CHANGED] = g_signal_new ("table-changed", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
drive_in_game_play_init (DriveInGamePlay *self)
{
  self->viewer = GAME_VIEWER_ALL;
  self->handoff = -1;
  self->pace_ms = 800;
  self->players_named = TRUE;
  self->runner = drive_in_ai_runner_new ();
}

static void
set_players (DriveInGamePlay         *self,
             const DriveInSeatPlayer *players)
{
  self->n_humans = 0;
  self->viewer = GAME_VIEWER_ALL;
  for (guint s = 0; s < self->n_seats; s++)
    {
      if (players != NULL)
        self->players[s] = players[s];
      else
        {
          self->players[s].kind = s == 0 ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
          self->players[s].level = GAME_AI_NORMAL;
        }
      if (self->players[s].level >= GAME_AI_N_LEVELS)
        self->players[s].level = GAME_AI_NORMAL;
      if (self->players[s].kind == DRIVE_IN_PLAYER_HUMAN)
        {
          if (self->viewer < 0)
            self->viewer = s;
          self->n_humans++;
        }
    }
  /* At a table of several people nobody's cards show until one of them has the screen. */
  if (self->replay)
    self->viewer = GAME_VIEWER_ALL;
  else if (self->n_humans > 1)
    self->viewer = GAME_VIEWER_PUBLIC;
}

/* What the person at this table saw: their seat, or only what every seat knew when several
 * people (or nobody) played. */
static int
person_view (DriveInGamePlay *self)
{
  if (self->n_humans != 1)
    return GAME_VIEWER_PUBLIC;
  for (guint s = 0; s < self->n_seats; s++)
    if (self->players[s].kind == DRIVE_IN_PLAYER_HUMAN)
      return s;
  return GAME_VIEWER_PUBLIC;
}

static void
set_viewer (DriveInGamePlay *self,
            int              viewer)
{
  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  game_session_set_viewer (self->session, viewer);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
}

/* At a table of several people, the table turns to whoever decides: the screen is covered
 * (the public view) until that person takes it. */
static void
follow_deciding_human (DriveInGamePlay *self)
{
  guint seat;

  if (self->n_humans < 2 || self->replay || game_session_is_over (self->session))
    return;
  seat = game_session_get_deciding_seat (self->session);
  if (seat >= self->n_seats || self->players[seat].kind != DRIVE_IN_PLAYER_HUMAN
      || (int) seat == self->viewer || (int) seat == self->handoff)
    return;
  self->handoff = seat;
  set_viewer (self, GAME_VIEWER_PUBLIC);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_SEAT]);
}

DriveInGamePlay *
drive_in_game_play_new (DriveInCatalog             *catalog,
                        GameRecord              *record,
                        const DriveInSeatPlayer *players,
                        const char * const      *deck_labels,
                        guint                    n_actions,
                        gboolean                 replay,
                        GError                 **error)
{
  g_autoptr(DriveInGamePlay) self = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GAME_IS_RECORD (record), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_GAME_PLAY, NULL);
  self->catalog = g_object_ref (catalog);
  self->replay = replay;
  self->n_seats = game_record_get_n_seats (record);
  set_players (self, players);
  for (guint s = 0; deck_labels != NULL && s < self->n_seats; s++)
    self->deck_labels[s] = g_strdup (deck_labels[s]);

  if (replay)
    {
      g_autoptr(GameSession) end = game_session_new (catalog, record, GAME_RECORD_ALL,
                                                     GAME_VIEWER_ALL, error);

      if (end == NULL)
        return NULL;
      /* Every card shows only once the game is over: a game still going is watched as its
       * person saw it. */
      self->replay_finished = game_session_is_over (end);
      if (!self->replay_finished)
        self->viewer = person_view (self);
    }
  self->session = game_session_new (catalog, record, replay ? 0 : n_actions, self->viewer,
                                    error);
  if (self->session == NULL)
    return NULL;
  follow_deciding_human (self);
  return g_steal_pointer (&self);
}

DriveInGamePlay *
drive_in_game_play_new_remote (DriveInCatalog *catalog,
                               GameSession    *session)
{
  DriveInGamePlay *self;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GAME_IS_SESSION (session) && game_session_is_remote (session), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GAME_PLAY, NULL);
  self->catalog = g_object_ref (catalog);
  self->remote = TRUE;
  self->session = g_object_ref (session);
  self->n_seats = MIN (game_session_get_n_seats (session), GAME_MAX_SEATS);
  self->viewer = game_session_get_viewer (session);
  for (guint s = 0; s < self->n_seats; s++)
    {
      /* Only the seat's own is played here; the others are not computers of ours. */
      self->players[s].kind = (int) s == self->viewer ? DRIVE_IN_PLAYER_HUMAN
                                                      : DRIVE_IN_PLAYER_AI;
      self->players[s].level = GAME_AI_NORMAL;
    }
  /* A spectator plays no seat: the public view, no choice. */
  self->n_humans = self->viewer >= 0 ? 1 : 0;
  return self;
}

gboolean
drive_in_game_play_is_remote (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  return self->remote;
}

void
drive_in_game_play_set_seat_label (DriveInGamePlay *self,
                                   guint            seat,
                                   const char      *label)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));
  g_return_if_fail (seat < self->n_seats);

  g_free (self->seat_labels[seat]);
  self->seat_labels[seat] = g_strdup (label);
}

void
drive_in_game_play_set_waiting_for (DriveInGamePlay *self,
                                    const char      *text)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));

  if (g_strcmp0 (self->waiting_for, text) == 0)
    return;
  g_free (self->waiting_for);
  self->waiting_for = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING_FOR]);
}

const char *
drive_in_game_play_get_waiting_for (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  return self->waiting_for;
}

/* Copies of the members of @from other than @own (NULL-terminated) into *@kept, made when
 * the first comes (left NULL when there are none). */
static void
keep_others (JsonObject        *from,
             const char * const *own,
             JsonObject       **kept)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;

  if (from == NULL)
    return;
  json_object_iter_init (&iter, from);
  while (json_object_iter_next (&iter, &name, &value))
    {
      if (g_strv_contains (own, name))
        continue;
      if (*kept == NULL)
        *kept = json_object_new ();
      json_object_set_member (*kept, name, json_node_copy (value));
    }
}

static const char * const table_own[] = { "version", "seats", NULL };
static const char * const no_names[] = { NULL };
static const char * const seat_own[] = { "player", "level", "deck", NULL };

/* The table's member of a game file; anything missing keeps its default. The members this
 * controller does not read itself go to @kept (see DriveInGamePlay.kept). FALSE when the
 * file names no seat's player. */
static gboolean
read_table_member (JsonObject        *root,
                   guint              n_seats,
                   DriveInSeatPlayer *players,
                   char             **deck_labels,
                   JsonObject       **kept)
{
  JsonNode *node = json_object_get_member (root, TABLE_MEMBER);
  JsonArray *seats;
  gboolean named = FALSE;

  for (guint s = 0; s < n_seats; s++)
    {
      players[s].kind = s == 0 ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
      players[s].level = GAME_AI_NORMAL;
    }
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  keep_others (json_node_get_object (node), table_own, &kept[0]);
  node = json_object_get_member (json_node_get_object (node), "seats");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  seats = json_node_get_array (node);
  for (guint s = 0; s < n_seats && s < json_array_get_length (seats); s++)
    {
      JsonNode *seat_node = json_array_get_element (seats, s);
      JsonObject *seat;
      const char *player, *level, *deck;

      if (!JSON_NODE_HOLDS_OBJECT (seat_node))
        continue;
      seat = json_node_get_object (seat_node);
      keep_others (seat, seat_own, &kept[s + 1]);
      player = json_object_get_string_member_with_default (seat, "player", NULL);
      level = json_object_get_string_member_with_default (seat, "level", NULL);
      deck = json_object_get_string_member_with_default (seat, "deck", NULL);
      if (g_strcmp0 (player, "human") == 0)
        players[s].kind = DRIVE_IN_PLAYER_HUMAN;
      else if (g_strcmp0 (player, "computer") == 0)
        players[s].kind = DRIVE_IN_PLAYER_AI;
      if (level != NULL)
        game_ai_level_from_string (level, &players[s].level);
      if (deck != NULL && g_utf8_validate (deck, -1, NULL))
        deck_labels[s] = g_strdup (deck);
      named = named || player != NULL;
    }
  return named;
}

DriveInGamePlay *
drive_in_game_play_load (DriveInCatalog  *catalog,
                         GFile        *file,
                         gboolean      replay,
                         GError      **error)
{
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  DriveInSeatPlayer players[GAME_MAX_SEATS];
  char *deck_labels[GAME_MAX_SEATS] = { NULL };
  JsonObject *kept[GAME_MAX_SEATS + 1] = { NULL };
  DriveInGamePlay *play;
  gboolean named;
  gsize length;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            NULL, &local_error);
  if (info != NULL && g_file_info_get_size (info) > GAME_RECORD_FILE_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("%s: the file is too large"), name);
      return NULL;
    }
  if (info == NULL || !g_file_load_contents (file, NULL, &contents, &length, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local_error->message);
      return NULL;
    }
  record = game_record_load_from_data (contents, length, name, error);
  if (record == NULL)
    return NULL;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, contents, length, NULL))
    return NULL; /* the record parsed: cannot happen */
  named = read_table_member (json_node_get_object (json_parser_get_root (parser)),
                             game_record_get_n_seats (record), players, deck_labels, kept);
  play = drive_in_game_play_new (catalog, record, players, (const char * const *) deck_labels,
                                 GAME_RECORD_ALL, replay, error);
  if (play == NULL)
    g_prefix_error (error, "%s: ", name);
  else
    play->players_named = named;
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    g_free (deck_labels[s]);
  for (guint k = 0; k < G_N_ELEMENTS (kept); k++)
    {
      if (play != NULL)
        play->kept[k] = g_steal_pointer (&kept[k]);
      g_clear_pointer (&kept[k], json_object_unref);
    }
  return play;
}

/* @kept's members into the object being built. */
static void
add_kept (JsonBuilder *builder,
          JsonObject  *kept)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;

  if (kept == NULL)
    return;
  json_object_iter_init (&iter, kept);
  while (json_object_iter_next (&iter, &name, &value))
    {
      json_builder_set_member_name (builder, name);
      json_builder_add_value (builder, json_node_copy (value));
    }
}

static JsonNode *
table_member (DriveInGamePlay *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

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
      json_builder_add_string_value (builder, game_ai_level_to_string (self->players[s].level));
      if (self->deck_labels[s] != NULL)
        {
          json_builder_set_member_name (builder, "deck");
          json_builder_add_string_value (builder, self->deck_labels[s]);
        }
      add_kept (builder, self->kept[s + 1]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_kept (builder, self->kept[0]);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

gboolean
drive_in_game_play_save (DriveInGamePlay *self,
                         GFile           *file,
                         GError         **error)
{
  g_autoptr(JsonNode) member = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  member = table_member (self);
  return game_session_save (self->session, file, TABLE_MEMBER, member, error);
}

DriveInGamePlay *
drive_in_game_play_new_replay (DriveInGamePlay *self,
                               GError         **error)
{
  DriveInGamePlay *replay;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);

  if (self->remote)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("An online table is replayed from its referee’s record"));
      return NULL;
    }
  replay = drive_in_game_play_new (self->catalog, game_session_get_record (self->session),
                                   self->players, (const char * const *) self->deck_labels, 0,
                                   TRUE, error);
  if (replay != NULL)
    replay->players_named = self->players_named;
  /* Copies: the game may still change its own. */
  for (guint k = 0; replay != NULL && k < G_N_ELEMENTS (self->kept); k++)
    keep_others (self->kept[k], no_names, &replay->kept[k]);
  return replay;
}

/* The object of @seat's kept members (-1: the table's), made when @create. */
static JsonObject *
kept_object (DriveInGamePlay *self,
             int              seat,
             gboolean         create)
{
  JsonObject **kept = &self->kept[seat + 1];

  if (*kept == NULL && create)
    *kept = json_object_new ();
  return *kept;
}

static void autosave (DriveInGamePlay *self);

JsonNode *
drive_in_game_play_get_table_value (DriveInGamePlay *self,
                                    int              seat,
                                    const char      *name)
{
  JsonObject *kept;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  g_return_val_if_fail (seat >= -1 && seat < (int) self->n_seats, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  kept = kept_object (self, seat, FALSE);
  return kept != NULL ? json_object_get_member (kept, name) : NULL;
}

void
drive_in_game_play_set_table_value (DriveInGamePlay *self,
                                    int              seat,
                                    const char      *name,
                                    JsonNode        *value)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));
  g_return_if_fail (seat >= -1 && seat < (int) self->n_seats);
  g_return_if_fail (name != NULL);
  /* The controller's own members are its own. */
  g_return_if_fail (!g_strv_contains (seat < 0 ? table_own : seat_own, name));

  if (value == NULL)
    {
      JsonObject *kept = kept_object (self, seat, FALSE);

      if (kept != NULL && json_object_has_member (kept, name))
        json_object_remove_member (kept, name);
    }
  else
    json_object_set_member (kept_object (self, seat, TRUE), name, json_node_copy (value));
  /* A Title named before the first action is not lost if the app closes then. */
  autosave (self);
  g_signal_emit (self, signals[SIGNAL_TABLE_CHANGED], 0, seat, name);
}

GameSession *
drive_in_game_play_get_session (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  return self->session;
}

const GameRules *
drive_in_game_play_get_rules (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  return game_session_get_rules (self->session);
}

DriveInCatalog *
drive_in_game_play_get_catalog (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  return self->catalog;
}

DriveInAiRunner *
drive_in_game_play_get_ai_runner (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  return self->runner;
}

guint
drive_in_game_play_get_n_seats (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), 0);
  return self->n_seats;
}

const DriveInSeatPlayer *
drive_in_game_play_get_player (DriveInGamePlay *self,
                               guint            seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return &self->players[seat];
}

char *
drive_in_game_play_dup_seat_name (DriveInGamePlay *self,
                                  guint            seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  if (!self->players_named && self->replay)
    return g_strdup_printf (_("Seat %u"), seat + 1);
  if (self->remote && (int) seat == self->viewer)
    return g_strdup_printf (_("Seat %u (you)"), seat + 1);
  if (self->remote && self->seat_labels[seat] != NULL)
    return g_strdup_printf (_("Seat %u (%s)"), seat + 1, self->seat_labels[seat]);
  if (self->remote)
    return g_strdup_printf (_("Seat %u"), seat + 1);
  if (self->players[seat].kind == DRIVE_IN_PLAYER_AI)
    return g_strdup_printf (_("Seat %u (%s)"), seat + 1,
                            drive_in_seat_player_level_label (self->players[seat].level));
  if (self->n_humans == 1 && !self->replay)
    return g_strdup_printf (_("Seat %u (you)"), seat + 1);
  return g_strdup_printf (_("Seat %u"), seat + 1);
}

const char *
drive_in_game_play_get_deck_label (DriveInGamePlay *self,
                                   guint            seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->deck_labels[seat];
}

int
drive_in_game_play_get_viewer (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), GAME_VIEWER_PUBLIC);
  return self->viewer;
}

int
drive_in_game_play_get_hand_seat (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), -1);

  if (self->viewer >= 0)
    return self->viewer;
  return self->viewer == GAME_VIEWER_ALL ? 0 : -1;
}

int
drive_in_game_play_get_handoff_seat (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), -1);
  return self->handoff;
}

void
drive_in_game_play_take_handoff (DriveInGamePlay *self)
{
  int seat;

  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));

  if (self->handoff < 0)
    return;
  seat = self->handoff;
  self->handoff = -1;
  set_viewer (self, seat);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_SEAT]);
}

gboolean
drive_in_game_play_is_over (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), TRUE);
  return game_session_is_over (self->session);
}

gboolean
drive_in_game_play_is_human_turn (DriveInGamePlay *self)
{
  guint seat;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);

  if (self->replay || game_session_is_over (self->session) || self->handoff >= 0)
    return FALSE;
  /* The referee sends choices only to the seat that decides, and none while one it was sent
   * is on its way. */
  if (self->remote)
    return game_session_get_legal_actions (self->session, NULL) > 0;
  seat = game_session_get_deciding_seat (self->session);
  /* The person deciding sees the table as themselves. */
  return seat < self->n_seats && self->players[seat].kind == DRIVE_IN_PLAYER_HUMAN
         && (int) seat == self->viewer;
}

guint
drive_in_game_play_get_human_actions (DriveInGamePlay   *self,
                                      const GameAction **out_actions)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), 0);

  if (out_actions != NULL)
    *out_actions = NULL;
  if (!drive_in_game_play_is_human_turn (self))
    return 0;
  return game_session_get_legal_actions (self->session, out_actions);
}

static void
autosave (DriveInGamePlay *self)
{
  g_autoptr(GError) error = NULL;

  if (self->autosave_file == NULL || self->replay || self->remote)
    return;
  if (!drive_in_game_play_save (self, self->autosave_file, &error))
    g_message ("Could not save the game: %s", error->message);
}

static void
after_action (DriveInGamePlay *self)
{
  autosave (self);
  follow_deciding_human (self);
  schedule_ai (self);
}

gboolean
drive_in_game_play_apply (DriveInGamePlay  *self,
                          const GameAction *action,
                          GError          **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!drive_in_game_play_is_human_turn (self))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("That cannot be done now"));
      return FALSE;
    }
  if (!game_session_apply (self->session, action, error))
    return FALSE;
  after_action (self);
  return TRUE;
}

static void
say_decision (DriveInGamePlay *self,
              const char      *text)
{
  g_signal_emit (self, signals[SIGNAL_DECISION], 0,
                 game_session_get_deciding_seat (self->session), text);
}

static void
on_ai_chosen_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(DriveInGamePlay) self = user_data;
  g_autoptr(GError) error = NULL;
  GameAction action;
  gboolean chosen;

  chosen = drive_in_ai_runner_choose_finish (DRIVE_IN_AI_RUNNER (source), result,
                                                   &action, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->ai_cancellable);
  if (self->stopped)
    return;
  if (chosen)
    {
      g_autofree char *text = game_session_describe_real_action (self->session, &action);

      /* Not legal: refused below without a word. */
      chosen = text != NULL;
      if (chosen)
        say_decision (self, text);
    }
  if (!chosen || !game_session_apply_real (self->session, &action, NULL))
    {
      const GameAction *legal;
      g_autofree char *text = NULL;

      /* A computer that cannot decide must not stall the table: the first legal action. */
      if (error != NULL)
        g_message ("%s", error->message);
      if (game_session_get_legal_actions (self->session, &legal) == 0)
        return;
      action = legal[0];
      text = game_session_describe_action (self->session, &action);
      say_decision (self, text);
      if (!game_session_apply (self->session, &action, NULL))
        return;
    }
  after_action (self);
}

static gboolean
on_ai_turn_cb (gpointer user_data)
{
  DriveInGamePlay *self = user_data;
  GameRecord *record = game_session_get_record (self->session);
  guint seat = game_session_get_deciding_seat (self->session);
  guint64 seed;

  self->ai_source = 0;
  /* Different for every decision of the game, the same when the game is replayed. */
  seed = game_record_get_seed (record) * G_GUINT64_CONSTANT (6364136223846793005)
         + game_record_get_n_actions (record) + 1;
  self->ai_cancellable = g_cancellable_new ();
  drive_in_ai_runner_choose_async (self->runner, game_session_get_rules (self->session),
                                         self->players[seat].level,
                                         game_session_get_state (self->session), seat, seed,
                                         self->ai_cancellable, on_ai_chosen_cb,
                                         g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
schedule_ai (DriveInGamePlay *self)
{
  guint seat = game_session_get_deciding_seat (self->session);

  if (!self->started || self->stopped || self->replay || self->remote
      || game_session_is_over (self->session)
      || seat >= self->n_seats || self->players[seat].kind != DRIVE_IN_PLAYER_AI)
    {
      cancel_ai (self);
      set_thinking (self, FALSE);
      return;
    }
  set_thinking (self, TRUE);
  if (self->ai_source != 0 || self->ai_cancellable != NULL || self->holds > 0)
    return;
  /* A timeout at the default priority even without a pace: an idle would wait behind every
   * redraw. */
  self->ai_source = g_timeout_add (self->pace_ms, on_ai_turn_cb, self);
}

void
drive_in_game_play_start (DriveInGamePlay *self)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));

  if (self->started || self->stopped)
    return;
  self->started = TRUE;
  autosave (self);
  schedule_ai (self);
}

gboolean
drive_in_game_play_is_started (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  return self->started;
}

void
drive_in_game_play_set_pace (DriveInGamePlay *self,
                             guint            pace_ms)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));
  self->pace_ms = pace_ms;
}

guint
drive_in_game_play_get_pace (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), 0);
  return self->pace_ms;
}

void
drive_in_game_play_hold (DriveInGamePlay *self)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));

  self->holds++;
}

void
drive_in_game_play_release (DriveInGamePlay *self)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));
  g_return_if_fail (self->holds > 0);

  /* The next computer decides only once everything before it has been seen. */
  if (--self->holds == 0 && self->started)
    schedule_ai (self);
}

gboolean
drive_in_game_play_is_held (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  return self->holds > 0;
}

gboolean
drive_in_game_play_is_thinking (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  return self->thinking;
}

void
drive_in_game_play_stop (DriveInGamePlay *self)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));

  self->stopped = TRUE;
  cancel_ai (self);
  set_thinking (self, FALSE);
}

gboolean
drive_in_game_play_can_undo (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);

  if (self->replay || self->viewer < 0)
    return FALSE;
  return game_session_find_undo_target (self->session, self->viewer, NULL);
}

gboolean
drive_in_game_play_undo (DriveInGamePlay *self,
                         GError         **error)
{
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->replay || self->viewer < 0
      || !game_session_find_undo_target (self->session, self->viewer, &n))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Nothing to undo: cards were revealed since your last action"));
      return FALSE;
    }
  cancel_ai (self);
  if (!game_session_undo_to (self->session, n, error))
    return FALSE;
  after_action (self);
  return TRUE;
}

void
drive_in_game_play_set_autosave_file (DriveInGamePlay *self,
                                      GFile           *file)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  g_set_object (&self->autosave_file, file);
}

gboolean
drive_in_game_play_is_replay (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  return self->replay;
}

gboolean
drive_in_game_play_can_show_every_card (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);
  return self->replay && self->replay_finished;
}

void
drive_in_game_play_set_show_every_card (DriveInGamePlay *self,
                                        gboolean         every_card)
{
  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (self));

  if (drive_in_game_play_can_show_every_card (self))
    set_viewer (self, every_card ? GAME_VIEWER_ALL : person_view (self));
}

guint
drive_in_game_play_get_step (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), 0);
  return game_session_get_position (self->session);
}

guint
drive_in_game_play_get_n_steps (DriveInGamePlay *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), 0);
  return game_session_get_n_actions (self->session);
}

static gboolean
step_to (DriveInGamePlay *self,
         guint            step)
{
  g_autoptr(GError) error = NULL;

  if (!game_session_seek (self->session, step, &error))
    {
      g_message ("Replay stopped at action %u: %s", step, error->message);
      return FALSE;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
  return TRUE;
}

gboolean
drive_in_game_play_step_forward (DriveInGamePlay *self)
{
  guint step;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);

  step = game_session_get_position (self->session);
  if (!self->replay || step >= game_session_get_n_actions (self->session))
    return FALSE;
  return step_to (self, step + 1);
}

gboolean
drive_in_game_play_step_back (DriveInGamePlay *self)
{
  guint step;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (self), FALSE);

  step = game_session_get_position (self->session);
  if (!self->replay || step == 0)
    return FALSE;
  return step_to (self, step - 1);
}
