/* bench-board-stage.c: frame times while the stage shows a computers' game of each registered
 * game at the normal pace (DRIVE_IN_BENCH_SIZE=WxH, 1600x1000 by default;
 * DRIVE_IN_BENCH_SHOTS=DIR saves `import -window root` pictures of a computer's decision and
 * of an outcome's banner there, and one as the watch ends; DRIVE_IN_BENCH_PACE=quick... another
 * pace; DRIVE_IN_BENCH_SEATS=N that many seats (2);
 * DRIVE_IN_BENCH_SAVE=DIR only saves a game file of each game there, to open in the
 * application). Needs a display: run it under xvfb-run. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <time.h>

#include "drive-in-app-services.h"
#include "drive-in-application.h"
#include "drive-in-board-stage.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "table-test-util.h"

/* How long each game is watched; DRIVE_IN_BENCH_WATCH (seconds) watches longer, to see a
 * table late in a game. */
#define WATCH_US (50 * G_USEC_PER_SEC)

static DriveInApplication *app;

typedef struct
{
  DriveInBoardStage *stage;
  GArray            *frames;     /* double, ms, of frames drawn while the stage showed */
  GArray            *still;      /* those of them that followed no change of the board */
  GArray            *by_show[DRIVE_IN_N_SHOWS]; /* every frame, by what the stage showed */
  gboolean           changed;    /* the board changed since the last frame */
  gint64             frame_start;
  GArray            *cpu;        /* double, ms, the main thread's CPU time of the same frames */
  gint64             cpu_start;
  const char        *game;
  const char        *shots;
  int                width, height;
  gboolean           shot[DRIVE_IN_N_SHOWS];
  guint              painted;    /* frames of the current presentation */
  guint              record;
} Bench;

static const DriveInStageRecord *
current_record (Bench *b)
{
  const GArray *records = drive_in_board_stage_get_records (b->stage);
  const DriveInStageRecord *r;

  if (records->len == 0)
    return NULL;
  r = &g_array_index (records, DriveInStageRecord, records->len - 1);
  return r->end == DRIVE_IN_STAGE_END_NONE ? r : NULL;
}

/* The main thread's CPU time, µs: what a frame costs whatever else the machine runs (the
 * wall clock counts the time other jobs took the CPU). */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
on_update_cb (GdkFrameClock *clock,
              Bench         *b)
{
  b->frame_start = g_get_monotonic_time ();
  b->cpu_start = thread_cpu_us ();
}

static void
take_shot (Bench      *b,
           const char *what)
{
  g_autofree char *name = g_strdup_printf ("%s/%s-%s-%dx%d.png", b->shots, b->game, what,
                                           b->width, b->height);
  g_autofree char *command = g_strdup_printf ("import -window root %s", name);
  g_autoptr(GError) error = NULL;

  if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, &error))
    g_test_message ("%s", error->message);
  else
    g_test_message ("saved %s", name);
}

static void
on_after_paint_cb (GdkFrameClock *clock,
                   Bench         *b)
{
  const GArray *records = drive_in_board_stage_get_records (b->stage);
  const DriveInStageRecord *r = current_record (b);
  double ms;

  if (r == NULL || b->frame_start == 0)
    return;
  ms = (thread_cpu_us () - b->cpu_start) / 1000.0;
  g_array_append_val (b->cpu, ms);
  ms = (g_get_monotonic_time () - b->frame_start) / 1000.0;
  g_array_append_val (b->frames, ms);
  g_array_append_val (b->by_show[r->show], ms);
  if (!b->changed)
    g_array_append_val (b->still, ms);
  b->changed = FALSE;
  if (b->record != records->len)
    {
      b->record = records->len;
      b->painted = 0;
    }
  /* Once it has been on the screen a while (a banner fades in, a caption is read). */
  if (++b->painted == 20 && b->shots != NULL && !b->shot[r->show]
      && (r->show == DRIVE_IN_SHOW_DECISION || r->show == DRIVE_IN_SHOW_OUTCOME
          || r->show == DRIVE_IN_SHOW_TRAVEL))
    {
      b->shot[r->show] = TRUE;
      take_shot (b, r->show == DRIVE_IN_SHOW_DECISION ? "decision"
                    : r->show == DRIVE_IN_SHOW_OUTCOME ? "outcome" : "travel");
    }
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
on_changed_cb (Bench *b)
{
  b->changed = TRUE;
}

static void
report (Bench      *b,
        GArray     *frames,
        const char *which)
{
  double *f;

  g_assert_cmpuint (frames->len, >, 0);
  g_array_sort (frames, compare_doubles);
  f = (double *) frames->data;
  g_test_message ("%s at %dx%d, GSK_RENDERER=%s, %s: %u frames: median %.2f ms, 95th "
                  "percentile %.2f ms, worst %.2f ms", b->game, b->width, b->height,
                  g_getenv ("GSK_RENDERER"), which, frames->len, f[frames->len / 2],
                  f[frames->len * 95 / 100], f[frames->len - 1]);
}


static void
bench_game (gconstpointer data)
{
  const char *game = data;
  const GameRules *rules = game_rules_lookup (game);
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInGamePlay) play = NULL;
  const char *size = g_getenv ("DRIVE_IN_BENCH_SIZE");
  Bench b = { 0 };
  GtkWindow *window;
  GtkWidget *table;
  GdkFrameClock *clock;
  guint n_seats = 2;
  gint64 end;

  b.game = game;
  b.shots = g_getenv ("DRIVE_IN_BENCH_SHOTS");
  b.width = 1600;
  b.height = 1000;
  if (size != NULL && sscanf (size, "%dx%d", &b.width, &b.height) != 2)
    g_error ("DRIVE_IN_BENCH_SIZE: %s is not WxH", size);
  b.frames = g_array_new (FALSE, FALSE, sizeof (double));
  b.still = g_array_new (FALSE, FALSE, sizeof (double));
  b.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < DRIVE_IN_N_SHOWS; i++)
    b.by_show[i] = g_array_new (FALSE, FALSE, sizeof (double));
  g_settings_set_string (settings, "computer-pace",
                         g_getenv ("DRIVE_IN_BENCH_PACE") != NULL ? g_getenv ("DRIVE_IN_BENCH_PACE")
                                                                  : "normal");
  g_settings_set_double (settings, "animation-speed", 1.0);
  if (g_getenv ("DRIVE_IN_BENCH_SEATS") != NULL)
    n_seats = (guint) g_ascii_strtoull (g_getenv ("DRIVE_IN_BENCH_SEATS"), NULL, 10);
  record = drive_in_test_random_record (rules, catalog, NULL, n_seats, 7);
  play = drive_in_test_play_new (catalog, record, GAME_AI_EASY, 0);

  table = drive_in_table_new (catalog, drive_in_application_get_library (app));
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_decorated (window, FALSE);
  gtk_window_set_default_size (window, b.width, b.height);
  gtk_window_set_child (window, table);
  drive_in_test_show_window (window);
  drive_in_table_set_play (DRIVE_IN_TABLE (table), play);
  b.stage = DRIVE_IN_BOARD_STAGE (drive_in_board_get_stage (
    DRIVE_IN_BOARD (drive_in_table_get_board (DRIVE_IN_TABLE (table)))));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "update", G_CALLBACK (on_update_cb), &b);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &b);
  g_signal_connect_swapped (drive_in_game_play_get_session (play), "changed",
                            G_CALLBACK (on_changed_cb), &b);

  end = g_get_monotonic_time ()
        + (g_getenv ("DRIVE_IN_BENCH_WATCH") != NULL
             ? (gint64) g_ascii_strtoull (g_getenv ("DRIVE_IN_BENCH_WATCH"), NULL, 10)
               * G_USEC_PER_SEC
             : WATCH_US);
  while (g_get_monotonic_time () < end && !drive_in_game_play_is_over (play))
    g_main_context_iteration (NULL, TRUE);

  if (b.shots != NULL)
    take_shot (&b, "end");
  g_signal_handlers_disconnect_by_data (clock, &b);
  g_signal_handlers_disconnect_by_data (drive_in_game_play_get_session (play), &b);
  g_test_message ("%s: %u presentations", game,
                  drive_in_board_stage_get_records (b.stage)->len);
  report (&b, b.frames, "every frame while the stage showed");
  report (&b, b.still, "frames of the stage alone (the board unchanged)");
  report (&b, b.cpu, "the main thread's CPU time of every frame");
  for (guint i = 0; i < DRIVE_IN_N_SHOWS; i++)
    {
      static const char *const names[DRIVE_IN_N_SHOWS] = {
        "a line", "a travel", "a number", "a contest", "an outcome", "a decision"
      };

      if (b.by_show[i]->len > 0)
        report (&b, b.by_show[i], names[i]);
      g_array_unref (b.by_show[i]);
    }
  drive_in_game_play_stop (play);
  gtk_window_destroy (window);
  drive_in_test_iterate (20);
  g_settings_set_string (settings, "computer-pace", "off");
  g_array_unref (b.frames);
  g_array_unref (b.still);
  g_array_unref (b.cpu);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  const GameRules *const *games;
  guint n_games;
  int status;

  drive_in_test_init (&argc, &argv);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  games = game_rules_list (&n_games);
  /* Game files to open in the application itself: a computer at seat 1, a person at seat 2. */
  if (g_getenv ("DRIVE_IN_BENCH_SAVE") != NULL)
    {
      for (guint i = 0; i < n_games; i++)
        {
          DriveInCatalog *catalog = drive_in_application_get_catalog (app);
          g_autoptr(GameRecord) record = drive_in_test_random_record (games[i], catalog, NULL,
                                                                      2, 7);
          g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (catalog, record,
                                                                    GAME_AI_EASY, 2);
          g_autofree char *name = g_strdup_printf ("%s/%s.json", g_getenv ("DRIVE_IN_BENCH_SAVE"),
                                                   games[i]->id);
          g_autoptr(GFile) file = g_file_new_for_path (name);

          if (!drive_in_game_play_save (play, file, &error))
            g_error ("%s", error->message);
        }
      g_clear_object (&app);
      return 0;
    }

  /* Every game the rules know, GROS included: one stage for all. */
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/drive-in/board-stage/bench/%s", games[i]->id);

      g_test_add_data_func (path, games[i]->id, bench_game);
    }

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
