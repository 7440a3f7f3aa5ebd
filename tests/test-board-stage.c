/* test-board-stage.c: every event the rules report to the person at the GROS, Grotto Beasts!,
 * Groo and Gruff tables is shown on the table (a whole game against computers each), without
 * motion too, and the computers wait until it has been seen. No test waits on the clock:
 * the stage's presentations are skipped one by one. The stage's drawing: its ring in bands
 * (the pixels of one border), a travelling card kept to its size on a far larger place. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-app-services.h"
#include "drive-in-application.h"
#include "drive-in-board-private.h"
#include "drive-in-board-stage.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

static DriveInApplication *app;

typedef struct
{
  const char *game;
  const char *variant;
  guint       n_seats;
  guint64     seed;
  gboolean    reduced;      /* the desktop asks for reduced motion */
} StageCase;

typedef struct
{
  DriveInTableFixture  f;
  DriveInGamePlay     *play;
  DriveInBoard        *board;
  DriveInBoardStage   *stage;
  GSettings           *settings;
} Fixture;

static void
set_up (Fixture          *fx,
        const StageCase  *c,
        guint             humans,
        const char       *pace)
{
  const GameRules *rules = game_rules_lookup (c->game);
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(GameRecord) record = NULL;

  g_assert_nonnull (rules);
  fx->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_settings_set_string (fx->settings, "computer-pace", pace);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", !c->reduced, NULL);
  record = drive_in_test_random_record (rules, catalog, c->variant, c->n_seats, c->seed);
  fx->play = drive_in_test_play_new (catalog, record, GAME_AI_EASY, humans);
  drive_in_table_fixture_set_up (&fx->f, app);
  drive_in_table_fixture_show_play (&fx->f, fx->play);
  drive_in_table_fixture_answer_start (&fx->f);
  fx->board = DRIVE_IN_BOARD (drive_in_table_get_board (fx->f.table));
  fx->stage = DRIVE_IN_BOARD_STAGE (drive_in_board_get_stage (fx->board));
  g_assert_cmpint (drive_in_board_stage_get_pace (fx->stage), ==,
                   g_settings_get_enum (fx->settings, "computer-pace"));
}

static void
tear_down (Fixture *fx)
{
  drive_in_table_fixture_tear_down (&fx->f);
  g_clear_object (&fx->play);
  g_settings_set_string (fx->settings, "computer-pace", "off");
  g_clear_object (&fx->settings);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static gboolean
stage_or_person_or_over (gpointer data)
{
  Fixture *fx = data;

  return drive_in_board_stage_is_busy (fx->stage) || drive_in_game_play_is_over (fx->play)
         || drive_in_game_play_is_human_turn (fx->play);
}

/* (kind, line) of an event as the person read it. */
static char *
line_key (guint       kind,
          const char *text)
{
  return g_strdup_printf ("%u\x1f%s", kind, text);
}

static void
count_line (GHashTable *lines,
            char       *key,
            int         delta)
{
  int n = GPOINTER_TO_INT (g_hash_table_lookup (lines, key)) + delta;

  g_hash_table_insert (lines, key, GINT_TO_POINTER (n));
}

/* The person's turn: one of the legal actions, at random, through the board. */
static void
person_plays_at_random (Fixture *fx,
                        GRand   *rand)
{
  const GameAction *legal;
  guint n = game_session_get_legal_actions (drive_in_game_play_get_session (fx->play), &legal);
  GameAction action;

  g_assert_cmpuint (n, >, 0);
  action = legal[g_rand_int_range (rand, 0, (gint32) n)];
  g_assert_true (drive_in_board_apply (fx->board, &action));
}

static void
test_whole_game (gconstpointer data)
{
  const StageCase *c = data;
  Fixture fx = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) c->seed);
  g_autoptr(GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GameSession *session;
  GListModel *log;
  const GArray *records;
  guint base, n_log, applied = 0, decisions = 0, outcomes = 0, travels = 0, numbers = 0;
  guint skipped = 0, steps = 0, expected = 0;
  GHashTableIter iter;
  gpointer key, value;

  set_up (&fx, c, 1, "normal");
  session = drive_in_game_play_get_session (fx.play);
  log = game_session_get_log (session);
  g_assert_cmpint (game_session_get_viewer (session), ==, 0);
  /* What the set-up said came before the table. */
  base = g_list_model_get_n_items (log);

  while (!drive_in_game_play_is_over (fx.play) && steps < 20000)
    {
      steps++;
      drive_in_test_wait_until (stage_or_person_or_over, &fx, 60000);
      /* The test's clock: what is on the table ends now; the computers wait until then. */
      if (drive_in_board_stage_is_busy (fx.stage))
        {
          if (!drive_in_game_play_is_human_turn (fx.play))
            g_assert_true (drive_in_game_play_is_held (fx.play));
          g_assert_true (drive_in_board_stage_skip (fx.stage));
          skipped++;
          continue;
        }
      if (drive_in_game_play_is_human_turn (fx.play))
        {
          person_plays_at_random (&fx, rand);
          applied++;
        }
    }
  g_assert_true (drive_in_game_play_is_over (fx.play));
  drive_in_test_iterate (1);
  while (drive_in_board_stage_skip (fx.stage))
    skipped++;

  /* Every line the rules gave the person since the table showed the game... */
  n_log = g_list_model_get_n_items (log);
  for (guint i = base; i < n_log; i++)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i);
      const char *text = game_session_event_get_text_for (item, 0);
      GameEvent event;

      if (text == NULL)
        continue;
      game_session_event_get_event_for (item, 0, &event);
      count_line (lines, line_key (event.kind, text), 1);
      expected++;
    }
  /* ...was said on the table, once, by a presentation of its own event. */
  records = drive_in_board_stage_get_records (fx.stage);
  for (guint i = 0; i < records->len; i++)
    {
      const DriveInStageRecord *r = &g_array_index (records, DriveInStageRecord, i);

      if (c->reduced)
        {
          /* No motion, but each stood on the table until its time or the test's skip. */
          g_assert_false (r->moved);
          g_assert_cmpint (r->end, !=, DRIVE_IN_STAGE_END_INSTANT);
        }
      g_assert_cmpint (r->end, !=, DRIVE_IN_STAGE_END_NONE);
      g_assert_cmpint (r->end, !=, DRIVE_IN_STAGE_END_CROWDED);
      if (r->event_kind == G_MAXUINT)
        {
          g_assert_cmpint (r->show, ==, DRIVE_IN_SHOW_DECISION);
          decisions++;
          continue;
        }
      if (r->show == DRIVE_IN_SHOW_TRAVEL || r->show == DRIVE_IN_SHOW_NUMBER)
        {
          /* Where it happens: a card, a zone or a seat of the board. */
          if (!r->placed)
            g_error ("event %u (\"%s\") was shown nowhere on the board", r->event_kind,
                     r->text);
          /* Motion where the desktop allows it: the card flies. */
          if (!c->reduced && r->show == DRIVE_IN_SHOW_TRAVEL)
            g_assert_true (r->moved);
          if (r->show == DRIVE_IN_SHOW_TRAVEL)
            travels++;
          else
            numbers++;
        }
      if (r->show == DRIVE_IN_SHOW_OUTCOME)
        {
          outcomes++;
          g_assert_nonnull (r->text);
          g_assert_cmpstr (r->text, !=, "");
          if (!r->own_line)
            continue;
          /* The banner ends with the line of the event that ended the contest: find it. */
          g_hash_table_iter_init (&iter, lines);
          while (g_hash_table_iter_next (&iter, &key, &value))
            {
              g_autofree char *prefix = g_strdup_printf ("%u\x1f", r->event_kind);
              const char *line = strchr (key, '\x1f') + 1;

              if (GPOINTER_TO_INT (value) > 0 && g_str_has_prefix (key, prefix)
                  && strstr (r->text, line) != NULL)
                {
                  count_line (lines, g_strdup (key), -1);
                  break;
                }
            }
          continue;
        }
      g_assert_true (r->own_line);
      count_line (lines, line_key (r->event_kind, r->text), -1);
    }
  g_hash_table_iter_init (&iter, lines);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_INT (value) != 0)
      g_error ("%d × not shown on the table (or shown too often): \"%s\"",
               GPOINTER_TO_INT (value), strchr (key, '\x1f') + 1);

  /* Each computer decision had its caption. */
  g_assert_cmpuint (decisions, ==, game_session_get_n_actions (session) - applied);
  g_assert_cmpuint (outcomes, >, 0);
  g_assert_cmpuint (travels, >, 0);
  g_assert_cmpuint (numbers + outcomes, >, 0);
  g_test_message ("%s: %u lines, %u presentations (%u travels, %u numbers, %u outcomes, %u "
                  "decisions), %u skipped, %u person's actions", c->game, expected,
                  records->len, travels, numbers, outcomes, decisions, skipped, applied);
  tear_down (&fx);
}

static gboolean
has_decision (gpointer data)
{
  Fixture *fx = data;
  const GArray *records = drive_in_board_stage_get_records (fx->stage);

  for (guint i = 0; i < records->len; i++)
    if (g_array_index (records, DriveInStageRecord, i).show == DRIVE_IN_SHOW_DECISION)
      return TRUE;
  return FALSE;
}

typedef struct
{
  GameSession *session;
  guint        n_actions;
} Moved;

static gboolean
moved_on (gpointer data)
{
  Moved *m = data;

  return game_session_get_n_actions (m->session) > m->n_actions;
}

/* The computers wait while the table shows what they did, and go on once it has been seen;
 * with the pace off they do not wait. */
static void
test_computers_wait (void)
{
  static const StageCase c = { GROO_GAME_ID, NULL, 2, 5, FALSE };
  Fixture fx = { 0 };
  Moved m;

  set_up (&fx, &c, 0, "slow");
  m.session = drive_in_game_play_get_session (fx.play);
  drive_in_test_wait_until (has_decision, &fx, 60000);
  g_assert_true (drive_in_board_stage_is_busy (fx.stage));
  g_assert_true (drive_in_game_play_is_held (fx.play));
  g_assert_nonnull (drive_in_board_stage_get_text (fx.stage));
  m.n_actions = game_session_get_n_actions (m.session);
  /* Nothing more happens while it is on the table (far shorter than a slow presentation). */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (game_session_get_n_actions (m.session), ==, m.n_actions);
  while (drive_in_board_stage_skip (fx.stage))
    ;
  g_assert_false (drive_in_game_play_is_held (fx.play));
  drive_in_test_wait_until (moved_on, &m, 60000);

  /* Off: shown, but nobody waits for it. */
  g_settings_set_string (fx.settings, "computer-pace", "off");
  g_assert_cmpint (drive_in_board_stage_get_pace (fx.stage), ==, DRIVE_IN_STAGE_PACE_OFF);
  g_assert_false (drive_in_game_play_is_held (fx.play));
  m.n_actions = game_session_get_n_actions (m.session);
  drive_in_test_wait_until (moved_on, &m, 60000);
  tear_down (&fx);
}

/* ---- The ring's drawing ---------------------------------------------------------------------- */

static GtkWidget *
locate_target_cb (const GameEvent *event,
                  gboolean         reveal,
                  gpointer         user_data)
{
  return user_data;
}

/* The border nodes of @node, each with the clip it is drawn in (NULL: none). */
static void
collect_borders (GskRenderNode         *node,
                 const graphene_rect_t *clip,
                 GPtrArray             *borders,
                 GArray                *clips)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_BORDER_NODE:
      g_ptr_array_add (borders, node);
      g_array_append_val (clips, *(clip != NULL ? clip : &GRAPHENE_RECT_INIT (0, 0, -1, -1)));
      break;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_borders (gsk_container_node_get_child (node, i), clip, borders, clips);
      break;
    case GSK_CLIP_NODE:
      collect_borders (gsk_clip_node_get_child (node), gsk_clip_node_get_clip (node), borders,
                       clips);
      break;
    case GSK_TRANSFORM_NODE:
      /* The stage's own drawing has no transform above the ring: a plain offset at most. */
      collect_borders (gsk_transform_node_get_child (node), NULL, borders, clips);
      break;
    default:
      break;
    }
}

static GBytes *
render_area (GskRenderer           *renderer,
             GskRenderNode         *node,
             const graphene_rect_t *area)
{
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, area);
  gsize stride = (gsize) gdk_texture_get_width (texture) * 4;
  gsize size = stride * (gsize) gdk_texture_get_height (texture);
  guchar *data = g_malloc (size);

  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, size);
}

/* The ring round a large place is drawn as bands clipped to its sides, so that a frame of its
 * fade draws again only the ring, not all the place holds; and the bands draw the same pixels
 * as the one border did. */
static void
test_ring_drawn_in_bands (void)
{
  static const GdkRGBA gold = { 0.98f, 0.78f, 0.2f, 1 };
  static const float widths[4] = { 3, 3, 3, 3 };
  const GdkRGBA colors[4] = { gold, gold, gold, gold };
  GameEvent event = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *target = gtk_label_new ("a seat");
  GtkWidget *stage = drive_in_board_stage_new (locate_target_cb, target);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) reference = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GPtrArray) borders = g_ptr_array_new ();
  g_autoptr(GArray) clips = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  g_autoptr(GBytes) drawn = NULL;
  g_autoptr(GBytes) expected = NULL;
  g_autoptr(GError) error = NULL;
  graphene_rect_t place, outer, area;
  GskRoundedRect round;

  /* No motion: the ring stands at full strength. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_widget_set_size_request (target, 600, 300);
  gtk_widget_set_halign (target, GTK_ALIGN_START);
  gtk_widget_set_valign (target, GTK_ALIGN_START);
  gtk_widget_set_margin_start (target, 40);
  gtk_widget_set_margin_top (target, 30);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), target);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), stage);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 500);
  drive_in_test_show_window (GTK_WINDOW (window));
  drive_in_board_stage_add (DRIVE_IN_BOARD_STAGE (stage), DRIVE_IN_SHOW_LINE, &event,
                            "Something happens here", NULL, NULL, NULL);
  drive_in_test_iterate (20);
  g_assert_cmpstr (drive_in_board_stage_get_text (DRIVE_IN_BOARD_STAGE (stage)), ==,
                   "Something happens here");
  g_assert_true (gtk_widget_compute_bounds (target, stage, &place));

  paintable = gtk_widget_paintable_new (stage);
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (stage),
                          gtk_widget_get_height (stage));
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  collect_borders (node, NULL, borders, clips);
  g_assert_cmpuint (borders->len, >, 0);
  for (guint i = 0; i < clips->len; i++)
    {
      const graphene_rect_t *clip = &g_array_index (clips, graphene_rect_t, i);

      /* In a band, never over the whole place. */
      g_assert_cmpfloat (clip->size.width, >=, 0);
      g_assert_cmpfloat (MIN (clip->size.width, clip->size.height), <=, 12);
    }

  /* The same pixels as one border round the place. */
  graphene_rect_inset_r (&place, -3, -3, &outer);
  gsk_rounded_rect_init_from_rect (&round, &outer, 8);
  reference = gsk_border_node_new (&round, widths, colors);
  graphene_rect_inset_r (&outer, -2, -2, &area);
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);
  drawn = render_area (renderer, node, &area);
  expected = render_area (renderer, reference, &area);
  g_assert_true (g_bytes_equal (drawn, expected));
  gsk_renderer_unrealize (renderer);

  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (10);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

/* The bounds of the first texture node in @node, FALSE when it has none. */
static gboolean
find_texture (GskRenderNode   *node,
              graphene_rect_t *bounds)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXTURE_NODE:
      gsk_render_node_get_bounds (node, bounds);
      return TRUE;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        if (find_texture (gsk_container_node_get_child (node, i), bounds))
          return TRUE;
      return FALSE;
    case GSK_CLIP_NODE:
      return find_texture (gsk_clip_node_get_child (node), bounds);
    case GSK_TRANSFORM_NODE:
      if (!find_texture (gsk_transform_node_get_child (node), bounds))
        return FALSE;
      gsk_transform_transform_bounds (gsk_transform_node_get_transform (node), bounds, bounds);
      return TRUE;
    default:
      return FALSE;
    }
}

/* A card travelling to a place far larger than itself (a summon onto a whole seat) keeps its
 * size on the way, rather than being stretched across the place. */
static void
test_travel_keeps_its_size (void)
{
  GameEvent event = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *target = gtk_label_new ("a seat");
  GtkWidget *stage = drive_in_board_stage_new (locate_target_cb, target);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (stage);
  g_autoptr(GBytes) pixels = g_bytes_new_take (g_malloc0 (40 * 56 * 4), 40 * 56 * 4);
  g_autoptr(GdkTexture) card = gdk_memory_texture_new (40, 56, GDK_MEMORY_DEFAULT, pixels,
                                                       40 * 4);
  const graphene_rect_t from = GRAPHENE_RECT_INIT (700, 400, 40, 56);
  guint frames = 0;
  gint64 end;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  gtk_widget_set_size_request (target, 600, 300);
  gtk_widget_set_halign (target, GTK_ALIGN_START);
  gtk_widget_set_valign (target, GTK_ALIGN_START);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), target);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), stage);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 500);
  drive_in_test_show_window (GTK_WINDOW (window));
  drive_in_board_stage_add (DRIVE_IN_BOARD_STAGE (stage), DRIVE_IN_SHOW_TRAVEL, &event,
                            "A card goes", NULL, &from, GDK_PAINTABLE (card));
  end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (drive_in_board_stage_is_busy (DRIVE_IN_BOARD_STAGE (stage))
         && g_get_monotonic_time () < end)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      graphene_rect_t at;

      g_main_context_iteration (NULL, TRUE);
      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (stage),
                              gtk_widget_get_height (stage));
      node = gtk_snapshot_to_node (snapshot);
      if (node == NULL || !find_texture (node, &at))
        continue;
      frames++;
      g_assert_cmpfloat_with_epsilon (at.size.width, from.size.width, 0.5);
      g_assert_cmpfloat_with_epsilon (at.size.height, from.size.height, 0.5);
    }
  g_assert_false (drive_in_board_stage_is_busy (DRIVE_IN_BOARD_STAGE (stage)));
  g_assert_cmpuint (frames, >, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (10);
}

static gboolean
felt_laid_out (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_upper (adjustment) >= 600
         && gtk_adjustment_get_page_size (adjustment) > 0;
}

/* The felt in sight: what happens on another seat scrolled away comes into sight, and the
 * person's own seat (the widgets marked "own") comes back, its top first when it is taller
 * than the page. */
static void
test_felt_in_sight (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *felt = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *other = gtk_label_new ("another seat");
  GtkWidget *small = gtk_label_new ("a card of it");
  GtkWidget *own = gtk_label_new ("the person's seat");
  GtkWidget *outside = gtk_label_new ("not on the felt");
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (felt));
  double page;

  gtk_widget_set_size_request (other, 200, 260);
  gtk_widget_set_size_request (small, 200, 40);
  gtk_widget_set_size_request (own, 200, 300);
  gtk_widget_add_css_class (own, "own");
  gtk_box_append (GTK_BOX (box), other);
  gtk_box_append (GTK_BOX (box), small);
  gtk_box_append (GTK_BOX (box), own);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (felt), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (felt), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_window_set_default_size (GTK_WINDOW (window), 220, 250);
  gtk_window_set_child (GTK_WINDOW (window), felt);
  gtk_window_present (GTK_WINDOW (window));
  drive_in_test_wait_until (felt_laid_out, adjustment, 5000);
  page = gtk_adjustment_get_page_size (adjustment);
  g_assert_cmpfloat (page, <, 300);

  /* Taller than the page: its top. */
  g_assert_true (drive_in_board_felt_show_own (GTK_SCROLLED_WINDOW (felt)));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 300);
  /* Above: the least scrolling that shows it whole, its top at the top. */
  drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (felt), small);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 260);
  drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (felt), other);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  /* Seen whole already: the view stands. */
  drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (felt), small);
  if (260 + 40 <= page)
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  else
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 300 - page);
  /* Below: its bottom at the page's bottom. */
  gtk_adjustment_set_value (adjustment, 0);
  drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (felt), small);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 300 - page);
  /* Nothing of the felt: nothing moves; a felt without an own seat says so. */
  gtk_adjustment_set_value (adjustment, 10);
  drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (felt), outside);
  drive_in_board_felt_reveal (GTK_SCROLLED_WINDOW (felt), NULL);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 10);
  gtk_widget_remove_css_class (own, "own");
  g_assert_false (drive_in_board_felt_show_own (GTK_SCROLLED_WINDOW (felt)));
  g_object_ref_sink (outside);
  g_object_unref (outside);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- Another's last move in sight --------------------------------------------------------- */

static gboolean
felt_scrolls (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_page_size (adjustment) > 0
         && gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
            > 150;
}

static gboolean
stage_shows (gpointer data)
{
  return drive_in_board_stage_get_text (data) != NULL
         || !drive_in_board_stage_is_busy (data);
}

/* Whether @top … @top + @height shows in the page from @value. */
static gboolean
in_page (double top,
         double height,
         double value,
         double page)
{
  return top < value + page && top + height > value;
}

/* Where the felt stands with the person's own seat in sight (the felt left where it was). */
static double
own_value (GtkScrolledWindow *felt)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (felt);
  double value = gtk_adjustment_get_value (adjustment), own;

  g_assert_true (drive_in_board_felt_show_own (felt));
  own = gtk_adjustment_get_value (adjustment);
  gtk_adjustment_set_value (adjustment, value);
  return own;
}

/* A computer's last move of its turn shows once the person decides already (the rules passed
 * the turn on): in a small window its place is scrolled into sight all the same, and the
 * person's own seat comes back once the stage is idle. */
static void
test_last_move_in_sight (void)
{
  static const StageCase c = { GROTTO_GAME_ID, "classic", 2, 41, TRUE };
  Fixture fx = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  GtkScrolledWindow *felt;
  GtkAdjustment *adjustment;
  GtkWidget *content, *log;
  gboolean others = FALSE;
  guint away = 0, seen = 0, back = 0, steps = 0;

  set_up (&fx, &c, 1, "normal");
  gtk_window_set_default_size (fx.f.window, 1000, 600);
  log = drive_in_board_get_log_revealer (fx.board);
  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (log)))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fx.board), "board.toggle-log", NULL));
  felt = GTK_SCROLLED_WINDOW (drive_in_board_get_felt_scroller (fx.board));
  adjustment = gtk_scrolled_window_get_vadjustment (felt);
  drive_in_test_wait_until (felt_scrolls, adjustment, 10000);
  content = gtk_scrolled_window_get_child (felt);
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));

  while (!drive_in_game_play_is_over (fx.play) && away < 3 && steps < 5000)
    {
      steps++;
      drive_in_test_wait_until (stage_or_person_or_over, &fx, 60000);
      if (!drive_in_game_play_is_human_turn (fx.play))
        others = TRUE;
      if (drive_in_board_stage_is_busy (fx.stage))
        {
          GtkWidget *place;
          graphene_rect_t bounds;

          drive_in_test_wait_until (stage_shows, fx.stage, 5000);
          place = drive_in_board_stage_get_place (fx.stage);
          /* What a computer did, shown while the person decides. */
          if (others && drive_in_game_play_is_human_turn (fx.play) && place != NULL
              && gtk_widget_is_ancestor (place, content) && gtk_widget_get_mapped (place)
              && gtk_widget_compute_bounds (place, content, &bounds))
            {
              double page = gtk_adjustment_get_page_size (adjustment);

              seen++;
              if (!in_page (bounds.origin.y, bounds.size.height, own_value (felt), page))
                away++;
              if (!in_page (bounds.origin.y, bounds.size.height,
                            gtk_adjustment_get_value (adjustment), page))
                g_error ("\"%s\" at %g…%g, out of sight (%g…%g)",
                         drive_in_board_stage_get_text (fx.stage), bounds.origin.y,
                         bounds.origin.y + bounds.size.height,
                         gtk_adjustment_get_value (adjustment),
                         gtk_adjustment_get_value (adjustment) + page);
            }
          drive_in_board_stage_skip (fx.stage);
          if (others && drive_in_game_play_is_human_turn (fx.play)
              && !drive_in_board_stage_is_busy (fx.stage))
            {
              double value;

              /* Idle: the person's own seat is back (where it stands now: the board may
               * have moved it a little since, as a card was added above it). */
              drive_in_test_iterate (20);
              value = gtk_adjustment_get_value (adjustment);
              g_assert_cmpfloat_with_epsilon (own_value (felt), value,
                                              gtk_adjustment_get_page_size (adjustment) / 4);
              back++;
            }
          continue;
        }
      if (drive_in_game_play_is_human_turn (fx.play))
        {
          person_plays_at_random (&fx, rand);
          others = FALSE;
        }
    }
  g_test_message ("%u places of computers' moves shown while the person decided, %u away "
                  "from the person's seat, the seat back %u times", seen, away, back);
  g_assert_cmpuint (away, >, 0);
  g_assert_cmpuint (back, >, 0);
  tear_down (&fx);
}

int
main (int   argc,
      char *argv[])
{
  static const StageCase gros = { GROS_GAME_ID, NULL, 2, 11, FALSE };
  static const StageCase gros_still = { GROS_GAME_ID, NULL, 2, 12, TRUE };
  static const StageCase grotto = { GROTTO_GAME_ID, "classic", 2, 41, FALSE };
  static const StageCase groo = { GROO_GAME_ID, NULL, 3, 8, FALSE };
  static const StageCase gruff = { GRUFF_GAME_ID, NULL, 2, 3, FALSE };
  static const StageCase grotto_still = { GROTTO_GAME_ID, "classic", 2, 42, TRUE };
  static const StageCase groo_still = { GROO_GAME_ID, NULL, 2, 9, TRUE };
  static const StageCase gruff_still = { GRUFF_GAME_ID, NULL, 2, 4, TRUE };
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_data_func ("/drive-in/board-stage/gros/whole-game", &gros, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/grotto/whole-game", &grotto, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/groo/whole-game", &groo, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/gruff/whole-game", &gruff, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/gros/reduced-motion", &gros_still,
                        test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/grotto/reduced-motion", &grotto_still,
                        test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/groo/reduced-motion", &groo_still,
                        test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/gruff/reduced-motion", &gruff_still,
                        test_whole_game);
  g_test_add_func ("/drive-in/board-stage/computers-wait", test_computers_wait);
  g_test_add_func ("/drive-in/board-stage/ring-drawn-in-bands", test_ring_drawn_in_bands);
  g_test_add_func ("/drive-in/board-stage/travel-keeps-its-size", test_travel_keeps_its_size);
  g_test_add_func ("/drive-in/board-stage/felt-in-sight", test_felt_in_sight);
  g_test_add_func ("/drive-in/board-stage/last-move-in-sight", test_last_move_in_sight);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
