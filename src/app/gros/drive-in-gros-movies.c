/* drive-in-gros-movies.c: GROS games on the shared play controller: a new Movie from its
 * decks; its Titles and series of Movies, kept in the game file's table members and read
 * from the session's view. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-error.h"
#include "drive-in-gros-movies.h"
#include "game-session-private.h"
#include "gros-card-db.h"
#include "gros-game.h"
#include "gros-game-id.h"
#include "gros-game-record.h"
#include "gros-format.h"

#define TITLE_MEMBER  "title"
#define SERIES_MEMBER "series"

DriveInGamePlay *
drive_in_gros_play_new (DriveInCatalog          *catalog,
                        GrosGameDecks           *decks,
                        const GrosFormat        *format,
                        guint64                  seed,
                        const DriveInSeatPlayer *players,
                        const char * const      *titles,
                        guint                    n_movies,
                        GError                 **error)
{
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(DriveInGamePlay) play = NULL;
  const char *labels[GROS_MAX_SEATS + 1] = { NULL };
  GrosGameSetup setup = { 0 };
  guint n_seats;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (decks != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  n_seats = gros_game_decks_get_n_seats (decks);
  if (n_seats < 2 || n_seats > GROS_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("A game needs 2 to %d seats"), GROS_MAX_SEATS);
      return NULL;
    }
  setup.seed = seed;
  gros_game_decks_rules_for_format (format, &setup.params);
  gros_game_decks_fill_setup (decks, &setup);
  record = gros_game_record_new (gros_game_decks_get_db (decks), &setup);
  for (guint s = 0; s < n_seats; s++)
    labels[s] = gros_game_decks_get_label (decks, s);
  play = drive_in_game_play_new (catalog, gros_game_record_get_record (record), players, labels,
                                 0, FALSE, error);
  if (play == NULL)
    return NULL;
  for (guint s = 0; s < n_seats; s++)
    if (titles != NULL && titles[s] != NULL && *titles[s] != '\0'
        && g_utf8_validate (titles[s], -1, NULL))
      drive_in_gros_play_set_title (play, s, titles[s]);
    else if (format->titled)
      {
        /* A Titled deck brings its Title: random ones take theirs from their cards' words. */
        g_auto(GStrv) words = drive_in_gros_play_dup_title_words (play, s);
        g_autofree char *title = drive_in_gros_make_title ((const char * const *) words);

        drive_in_gros_play_set_title (play, s, title);
      }
  if (n_movies > 1)
    {
      g_autoptr(GrosSeries) series = gros_series_new (n_seats, n_movies, seed);

      drive_in_gros_play_set_series (play, series);
    }
  drive_in_gros_play_make_titles (play);
  return g_steal_pointer (&play);
}

char *
drive_in_gros_make_title (const char * const *words)
{
  GString *title;
  guint n, split;

  g_return_val_if_fail (words != NULL, NULL);

  n = g_strv_length ((char **) words);
  if (n == 0)
    return g_strdup (_("Untitled"));
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

char **
drive_in_gros_play_dup_title_words (DriveInGamePlay *play,
                                    guint            seat)
{
  const GrosGame *game;
  GStrvBuilder *builder;
  char **words;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);
  g_return_val_if_fail (seat < drive_in_game_play_get_n_seats (play), NULL);

  /* Title words are revealed to every seat: the view has them whoever watches. */
  game = game_session_get_view (drive_in_game_play_get_session (play));
  builder = g_strv_builder_new ();
  for (guint w = 0; w < game->seats[seat].n_title_words; w++)
    g_strv_builder_add (builder, gros_card_db_word (game->db, game->seats[seat].title_words[w]));
  words = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return words;
}

const char *
drive_in_gros_play_get_title (DriveInGamePlay *play,
                              guint            seat)
{
  JsonNode *node;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);
  g_return_val_if_fail (seat < drive_in_game_play_get_n_seats (play), NULL);

  node = drive_in_game_play_get_table_value (play, (int) seat, TITLE_MEMBER);
  /* A file may hold anything there: only a string that is text is a Title. */
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  if (*json_node_get_string (node) == '\0'
      || !g_utf8_validate (json_node_get_string (node), -1, NULL))
    return NULL;
  return json_node_get_string (node);
}

void
drive_in_gros_play_set_title (DriveInGamePlay *play,
                              guint            seat,
                              const char      *title)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (play));
  g_return_if_fail (seat < drive_in_game_play_get_n_seats (play));
  g_return_if_fail (title == NULL || g_utf8_validate (title, -1, NULL));

  if (title != NULL && *title != '\0')
    node = json_node_init_string (json_node_alloc (), title);
  drive_in_game_play_set_table_value (play, (int) seat, TITLE_MEMBER, node);
}

void
drive_in_gros_play_make_titles (DriveInGamePlay *play)
{
  GameSession *session;
  gboolean all;

  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (play));

  session = drive_in_game_play_get_session (play);
  /* A game taken up again already had its Titles; a replay is nobody's to name. */
  all = drive_in_game_play_is_replay (play) || game_session_get_n_actions (session) > 0;
  for (guint s = 0; s < drive_in_game_play_get_n_seats (play); s++)
    if (drive_in_gros_play_get_title (play, s) == NULL
        && (all || drive_in_game_play_get_player (play, s)->kind != DRIVE_IN_PLAYER_HUMAN))
      {
        g_auto(GStrv) words = drive_in_gros_play_dup_title_words (play, s);
        g_autofree char *title = drive_in_gros_make_title ((const char * const *) words);

        drive_in_gros_play_set_title (play, s, title);
      }
}

int
drive_in_gros_play_get_untitled_seat (DriveInGamePlay *play)
{
  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), -1);

  if (drive_in_game_play_is_replay (play))
    return -1;
  for (guint s = 0; s < drive_in_game_play_get_n_seats (play); s++)
    if (drive_in_gros_play_get_title (play, s) == NULL
        && drive_in_game_play_get_player (play, s)->kind == DRIVE_IN_PLAYER_HUMAN)
      return (int) s;
  return -1;
}

GrosSeries *
drive_in_gros_play_dup_series (DriveInGamePlay *play)
{
  JsonNode *node;
  GrosSeries *series;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  node = drive_in_game_play_get_table_value (play, -1, SERIES_MEMBER);
  if (node == NULL)
    return NULL;
  /* A series that cannot be read leaves a single Movie: the game itself still plays. */
  series = gros_series_new_from_json (node, NULL);
  if (series != NULL && gros_series_get_n_seats (series) != drive_in_game_play_get_n_seats (play))
    g_clear_object (&series);
  return series;
}

void
drive_in_gros_play_set_series (DriveInGamePlay *play,
                               GrosSeries      *series)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_if_fail (DRIVE_IN_IS_GAME_PLAY (play));
  g_return_if_fail (series == NULL || GROS_IS_SERIES (series));
  g_return_if_fail (series == NULL
                    || gros_series_get_n_seats (series) == drive_in_game_play_get_n_seats (play));

  if (series != NULL)
    node = gros_series_to_json (series);
  drive_in_game_play_set_table_value (play, -1, SERIES_MEMBER, node);
}

gboolean
drive_in_gros_play_has_next_movie (DriveInGamePlay *play)
{
  g_autoptr(GrosSeries) series = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), FALSE);

  if (drive_in_game_play_is_replay (play) || !drive_in_game_play_is_over (play))
    return FALSE;
  series = drive_in_gros_play_dup_series (play);
  return series != NULL
         && gros_series_get_n_played (series) + 1 < gros_series_get_n_movies (series);
}

DriveInGamePlay *
drive_in_gros_play_new_next_movie (DriveInGamePlay *play,
                                   GError         **error)
{
  g_autoptr(GrosSeries) series = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInGamePlay) next = NULL;
  GameSession *session;
  GameRecord *old;
  DriveInSeatPlayer players[GROS_MAX_SEATS];
  const char *labels[GROS_MAX_SEATS + 1] = { NULL };
  const char * const *shared;
  guint n_seats, played;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!drive_in_gros_play_has_next_movie (play))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("No movie is left to make"));
      return NULL;
    }
  session = drive_in_game_play_get_session (play);
  old = game_session_get_record (session);
  n_seats = drive_in_game_play_get_n_seats (play);
  /* This Movie's series is left as it was: a copy takes the new scores. The scores are the
   * finished game's Ratings, which the game's end showed every seat. */
  series = drive_in_gros_play_dup_series (play);
  played = gros_series_get_n_played (series);
  if (!gros_series_add_game (series, game_session_get_state (session))
      || gros_series_get_n_played (series) != played + 1)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("The movie's scores cannot be added"));
      return NULL;
    }
  /* The same set-up with the series' next seed: every Movie makes its own Title, and only
   * fixed Titles (the set-up's words) carry over. */
  record = game_record_new (game_record_get_rules (old), gros_series_get_next_seed (series),
                            n_seats, game_record_get_params (old));
  for (guint s = 0; s < n_seats; s++)
    {
      game_record_set_deck (record, s, game_record_get_deck (old, s));
      game_record_set_words (record, s, game_record_get_words (old, s));
      players[s] = *drive_in_game_play_get_player (play, s);
      labels[s] = drive_in_game_play_get_deck_label (play, s);
    }
  shared = game_record_get_shared (old);
  if (shared != NULL && shared[0] != NULL)
    game_record_set_shared (record, shared);
  game_record_set_previous_loser (record, game_record_get_previous_loser (old));
  next = drive_in_game_play_new (drive_in_game_play_get_catalog (play), record, players, labels,
                                 0, FALSE, error);
  if (next == NULL)
    return NULL;
  drive_in_gros_play_set_series (next, series);
  drive_in_gros_play_make_titles (next);
  return g_steal_pointer (&next);
}
