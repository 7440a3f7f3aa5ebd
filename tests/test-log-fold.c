/* test-log-fold.c: the log a person reads, for each game on DriveInBoard: its lines come in
 * the order of the rules' events, and runs of lines that read the same fold into one line
 * that counts them, per viewer, the same whether the log grew line by line or was read
 * again (a replay, another viewer); GROS's says what a player wants of each event kind. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "config.h"

#include "drive-in-viewer-log.h"
#include "game-rules.h"
#include "game-session-private.h"
#include "drive-in-card.h"
#include "drive-in-catalog.h"
#include "drive-in-library.h"
#include "table-test-util.h"
#include "gros-game.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

#define N_GAMES    6
#define ACTION_CAP 600

static char *
line_text (gpointer         item,
           int              viewer,
           DriveInLogStyle *out_style,
           gpointer         user_data)
{
  return g_strdup (game_session_event_get_line_for (item, viewer));
}

static gboolean
line_folds (gpointer item,
            int      viewer,
            gpointer user_data)
{
  return game_session_event_get_run_for (item, viewer) > 1;
}

static DriveInViewerLog *
viewer_log_new (GameSession *session,
                int          viewer)
{
  DriveInViewerLog *log = drive_in_viewer_log_new (game_session_get_log (session), line_text,
                                                   NULL, viewer);

  drive_in_viewer_log_set_fold_func (log, line_folds);
  return log;
}

static void
on_event_cb (GameSession     *session,
             const GameEvent *event,
             GArray          *emitted)
{
  g_array_append_val (emitted, *event);
}

/* The fields every viewer reads alike (a card may be hidden from one viewer, not another). */
static gboolean
same_event (const GameEvent *a,
            const GameEvent *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->target_seat == b->target_seat
         && a->from_zone == b->from_zone && a->to_zone == b->to_zone && a->value == b->value;
}

static const char *
text_at (GListModel *source,
         guint       position,
         int         viewer)
{
  g_autoptr(GameSessionEvent) entry = g_list_model_get_item (source, position);

  return game_session_event_get_text_for (entry, viewer);
}

/* @log as @viewer reads it: each line is a run of the session's log, in order, whose items
 * are the rules' events (@emitted) in the order they came; a run of more than one item holds
 * items that read the same, and its one line counts them. Returns the folded lines. */
static guint
check_log (GameSession      *session,
           DriveInViewerLog *log,
           int               viewer,
           GArray           *emitted,
           guint            *out_counted)
{
  GListModel *source = game_session_get_log (session);
  guint n_lines = g_list_model_get_n_items (G_LIST_MODEL (log));
  guint next_event = 0, folded = 0;
  int last = -1;

  for (guint l = 0; l < n_lines; l++)
    {
      g_autoptr(DriveInLogLine) line = g_list_model_get_item (G_LIST_MODEL (log), l);
      guint position = drive_in_viewer_log_get_source_position (log, l);
      g_autoptr(GameSessionEvent) entry = NULL;
      guint run;

      g_assert_cmpuint (position, <, g_list_model_get_n_items (source));
      g_assert_cmpint ((int) position, >, last);
      entry = g_list_model_get_item (source, position);
      run = position - last;
      /* The line stands for exactly the items since the line before. */
      g_assert_cmpuint (game_session_event_get_run_for (entry, viewer), ==, run);
      g_assert_cmpstr (drive_in_log_line_get_text (line), ==,
                       game_session_event_get_line_for (entry, viewer));
      for (guint p = last + 1; p <= position; p++)
        {
          g_autoptr(GameSessionEvent) item = g_list_model_get_item (source, p);
          GameEvent event;

          game_session_event_get_event_for (item, viewer, &event);
          /* The next of the rules' events that is this item's (events without a line for
           * anyone have none). */
          while (next_event < emitted->len
                 && !same_event (&g_array_index (emitted, GameEvent, next_event), &event))
            next_event++;
          if (next_event == emitted->len)
            g_error ("viewer %d: log item %u (line %u) is out of the order of the rules' "
                     "events", viewer, p, l);
          next_event++;
          /* A run holds lines that read the same to the viewer, and only those. */
          if (p > (guint) last + 1)
            g_assert_cmpstr (text_at (source, p, viewer), ==, text_at (source, last + 1, viewer));
        }
      if (run > 1)
        {
          g_autofree char *count = g_strdup_printf ("%u", run);
          g_autofree char *counted = g_strdup_printf ("%s ×%u",
                                                      game_session_event_get_text_for (entry,
                                                                                       viewer),
                                                      run);

          /* One line that counts them, not one of them: the game's sentence for the same
           * thing of the same seat, else the line with its count. */
          g_assert_cmpstr (drive_in_log_line_get_text (line), !=,
                           game_session_event_get_text_for (entry, viewer));
          g_assert_nonnull (strstr (drive_in_log_line_get_text (line), count));
          if (g_str_equal (drive_in_log_line_get_text (line), counted))
            (*out_counted)++;
          else
            for (guint p = last + 2; p <= position; p++)
              {
                g_autoptr(GameSessionEvent) a = g_list_model_get_item (source, p - 1);
                g_autoptr(GameSessionEvent) b = g_list_model_get_item (source, p);
                GameEvent ea, eb;

                game_session_event_get_event_for (a, viewer, &ea);
                game_session_event_get_event_for (b, viewer, &eb);
                g_assert_cmpuint (ea.kind, ==, eb.kind);
                g_assert_cmpuint (ea.seat, ==, eb.seat);
              }
          folded++;
        }
      /* Lines that read the same to the viewer never follow one another: they fold. */
      if (l > 0 && text_at (source, last + 1, viewer) != NULL)
        g_assert_cmpstr (text_at (source, last + 1, viewer), !=,
                         text_at (source, last, viewer));
      last = position;
    }
  g_assert_cmpint (last + 1, ==, (int) g_list_model_get_n_items (source));
  return folded;
}

/* Two models of lines read the same. */
static void
assert_same_lines (GListModel *a,
                   GListModel *b)
{
  g_assert_cmpuint (g_list_model_get_n_items (a), ==, g_list_model_get_n_items (b));
  for (guint i = 0; i < g_list_model_get_n_items (a); i++)
    {
      g_autoptr(DriveInLogLine) x = g_list_model_get_item (a, i);
      g_autoptr(DriveInLogLine) y = g_list_model_get_item (b, i);

      g_assert_cmpstr (drive_in_log_line_get_text (x), ==, drive_in_log_line_get_text (y));
    }
}

/* The cards of @game_id: GROS's are the starter set's, the others' are built in. */
static DriveInRelease *
load_release (const char  *game_id,
              GError     **error)
{
  g_autofree char *release_id = NULL;

  if (g_str_equal (game_id, GROS_GAME_ID))
    return drive_in_library_load_starter_release (NULL, error);
  release_id = g_strdup_printf ("drive-in-%s", g_str_equal (game_id, GROTTO_GAME_ID)
                                               ? "grotto" : game_id);
  return drive_in_library_load_builtin_release (release_id, NULL, error);
}

static void
test_game (gconstpointer data)
{
  const char *game_id = data;
  const GameRules *rules = game_rules_lookup (game_id);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = load_release (game_id, &error);
  guint folded = 0, lines = 0, counted = 0;

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  g_assert_nonnull (rules->text.describe_events_folded);
  drive_in_catalog_add_release (catalog, release);
  for (guint i = 0; i < N_GAMES; i++)
    {
      /* Groo also at three; the default variants of the others are for two. */
      guint n_seats = g_str_equal (game_id, GROO_GAME_ID) ? 2 + i % 2 : 2;
      guint64 rng = 0x9e3779b97f4a7c15ull * (i + 3);
      g_autoptr(GameRecord) record = drive_in_test_random_record (rules, catalog, NULL, n_seats,
                                                                  900 + i);
      g_autoptr(GameSession) session = NULL;
      g_autoptr(GArray) emitted = g_array_new (FALSE, FALSE, sizeof (GameEvent));
      g_autoptr(DriveInViewerLog) live = NULL;
      guint middle;

      session = game_session_new (catalog, record, 0, 0, &error);
      g_assert_no_error (error);
      live = viewer_log_new (session, 0);
      for (guint step = 0; step < ACTION_CAP && !game_session_is_over (session); step++)
        {
          const GameAction *legal;
          guint n = game_session_get_legal_actions (session, &legal);
          GameAction action;

          g_assert_cmpuint (n, >, 0);
          rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
          action = legal[rng % n];
          g_assert_true (game_session_apply (session, &action, &error));
          g_assert_no_error (error);
        }
      /* The game's set-up came before the test could listen: the whole game again, from
       * the start (the log is read again), then forward action by action (it grows). */
      g_signal_connect (session, "event", G_CALLBACK (on_event_cb), emitted);
      g_assert_true (game_session_seek (session, 0, &error));
      g_assert_no_error (error);
      g_assert_true (game_session_seek (session, game_session_get_n_actions (session), &error));
      g_assert_no_error (error);

      for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) n_seats; viewer++)
        {
          g_autoptr(DriveInViewerLog) log = viewer_log_new (session, viewer);

          folded += check_log (session, log, viewer, emitted, &counted);
          lines += g_list_model_get_n_items (G_LIST_MODEL (log));
        }
      /* Grown line by line, the log reads as read at once. */
      {
        g_autoptr(DriveInViewerLog) fresh = viewer_log_new (session, 0);

        assert_same_lines (G_LIST_MODEL (live), G_LIST_MODEL (fresh));
      }
      /* A replay back to the middle, and another viewer: read again, alike. */
      middle = game_session_get_position (session) / 2;
      g_assert_true (game_session_seek (session, middle, &error));
      g_assert_no_error (error);
      drive_in_viewer_log_set_viewer (live, 1);
      {
        g_autoptr(DriveInViewerLog) fresh = viewer_log_new (session, 1);

        assert_same_lines (G_LIST_MODEL (live), G_LIST_MODEL (fresh));
      }
    }
  g_test_message ("%s: %u games, %u lines, %u folded (%u with a count)", game_id, N_GAMES, lines,
                  folded, counted);
  /* Each game has runs to fold: the deal, the draws of cards a viewer cannot see. */
  g_assert_cmpuint (folded, >, 0);
}

/* Whether another of GROS's lines tells the move (the player wants no line of its own). */
static gboolean
gros_move_told (guint from,
                guint to)
{
  guint from_kind = from == GROS_ZONE_TABLE ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (from);
  guint to_kind = to == GROS_ZONE_TABLE ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (to);
  gboolean from_play = from_kind == GROS_ZONE_MOVIE || from_kind == GROS_N_SEAT_ZONES;
  gboolean to_play = to_kind == GROS_ZONE_MOVIE || to_kind == GROS_N_SEAT_ZONES;

  return (from_kind == GROS_ZONE_DECK && to_kind == GROS_ZONE_HAND)
         || (from_kind == GROS_ZONE_HAND && to_play) || (from_play && to_play)
         || (from_play && to_kind == GROS_ZONE_GRAVEYARD);
}

/* GROS's log on the board says what a player wants: no shuffles and no moves that another
 * line tells (a draw, a play, a kill), the other moves (a discard as one) and popcorn yes; a
 * seat reads the names of the cards it draws, the others read one line for a run of draws. */
static void
test_gros_lines (void)
{
  const GameRules *rules = game_rules_lookup (GROS_GAME_ID);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = load_release (GROS_GAME_ID, &error);
  guint named = 0, folded = 0, moves = 0, popcorn = 0, discarded = 0;

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, release);
  for (guint i = 0; i < 3; i++)
    {
      guint64 rng = 0x2545f4914f6cdd1dull * (i + 7);
      g_autoptr(GameRecord) record = drive_in_test_random_record (rules, catalog, NULL, 2, 700 + i);
      g_autoptr(GameSession) session = game_session_new (catalog, record, 0, 0, &error);
      GListModel *log;

      g_assert_no_error (error);
      for (guint step = 0; step < ACTION_CAP && !game_session_is_over (session); step++)
        {
          const GameAction *legal;
          guint n = game_session_get_legal_actions (session, &legal);
          GameAction action;

          g_assert_cmpuint (n, >, 0);
          rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
          action = legal[rng % n];
          g_assert_true (game_session_apply (session, &action, &error));
          g_assert_no_error (error);
        }
      log = game_session_get_log (session);
      for (guint p = 0; p < g_list_model_get_n_items (log); p++)
        {
          g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, p);
          GameEvent event;

          for (int viewer = GAME_VIEWER_PUBLIC; viewer < 2; viewer++)
            {
              const char *text = game_session_event_get_text_for (item, viewer);
              const char *line = game_session_event_get_line_for (item, viewer);

              game_session_event_get_event_for (item, viewer, &event);
              if (text == NULL)
                continue;
              if (event.kind == GROS_EV_SHUFFLE)
                g_error ("a shuffle has a line: \"%s\"", text);
              if (event.kind == GROS_EV_MOVE && gros_move_told (event.from_zone, event.to_zone))
                g_error ("a move another line tells has its own: \"%s\"", text);
              if (event.kind == GROS_EV_MOVE && GROS_ZONE_KIND (event.from_zone) == GROS_ZONE_HAND
                  && event.to_zone != GROS_ZONE_TABLE
                  && GROS_ZONE_KIND (event.to_zone) == GROS_ZONE_GRAVEYARD)
                {
                  g_autofree char *discards = g_strdup_printf ("Seat %u discards ",
                                                               GROS_ZONE_SEAT (event.from_zone) + 1);

                  /* A card from a hand to a graveyard is a discard, and reads so. */
                  if (!g_str_has_prefix (text, discards))
                    g_error ("a discard reads \"%s\"", text);
                  discarded++;
                }
              moves += event.kind == GROS_EV_MOVE;
              popcorn += event.kind == GROS_EV_POPCORN;
              if (event.kind != GROS_EV_DRAW)
                continue;
              /* The drawer always knows the card it draws. */
              if (viewer == (int) event.seat)
                g_assert_cmpint (event.card, >=, 0);
              if (event.card >= 0)
                {
                  g_autofree char *hidden = g_strdup_printf ("Seat %u draws a card",
                                                             event.seat + 1);

                  /* A card the viewer knows is named, and such lines never fold into a
                   * count of cards: only a line naming the same card again counts. */
                  g_assert_cmpstr (text, !=, hidden);
                  g_assert_true (g_str_has_prefix (text, "Seat "));
                  if (game_session_event_get_run_for (item, viewer) > 1)
                    {
                      g_autofree char *again = g_strdup_printf ("%s ×%u", text,
                                                                game_session_event_get_run_for (item, viewer));

                      g_assert_cmpstr (line, ==, again);
                    }
                  named++;
                }
              else
                {
                  g_autofree char *seat = g_strdup_printf ("Seat %u draws a card", event.seat + 1);

                  g_assert_cmpint (event.card, <, 0);
                  g_assert_cmpstr (text, ==, seat);
                  if (game_session_event_get_run_for (item, viewer) > 1)
                    {
                      g_autofree char *count = g_strdup_printf ("Seat %u draws %u cards",
                                                                event.seat + 1,
                                                                game_session_event_get_run_for (item, viewer));

                      g_assert_cmpstr (line, ==, count);
                      folded++;
                    }
                }
            }
        }
    }
  g_test_message ("gros: %u named draws, %u folded runs, %u move lines (%u discards), %u "
                  "popcorn lines", named, folded, moves, discarded, popcorn);
  g_assert_cmpuint (named, >, 0);
  g_assert_cmpuint (folded, >, 0);
  g_assert_cmpuint (popcorn, >, 0);
  g_assert_cmpuint (discarded, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/log/fold/gros", GROS_GAME_ID, test_game);
  g_test_add_func ("/log/fold/gros/lines", test_gros_lines);
  g_test_add_data_func ("/log/fold/grotto-beasts", GROTTO_GAME_ID, test_game);
  g_test_add_data_func ("/log/fold/groo", GROO_GAME_ID, test_game);
  g_test_add_data_func ("/log/fold/gruff", GRUFF_GAME_ID, test_game);
  return g_test_run ();
}
