/* test-table.c: the old GROS table (DriveInTable's own page, DriveInTableGame): a whole game
 * through the table's own actions, drag-and-drop targets, Titles, undo, replays. New Game,
 * the formats, a series, autosave and resume reach GROS's board: test-gros-table-games.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-attack-panel.h"
#include "drive-in-card-widget.h"
#include "drive-in-game-log.h"
#include "drive-in-movie-area.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-pile-button.h"
#include "drive-in-ratings-view.h"
#include "drive-in-table.h"
#include "drive-in-table-game.h"
#include "drive-in-test-util.h"
#include "drive-in-title-dialog.h"
#include "gros-test-util.h"
#include "gros-game-id.h"
#include "groo-game-id.h"

/* One registered application for the whole program, as in the real app. */
static DriveInApplication *app;

typedef struct
{
  GtkWindow    *window;
  DriveInTable *table;
  GRand        *rand;
} Fixture;

/* --- helpers ----------------------------------------------------------------------------- */

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

static void
fixture_set_up (Fixture *f,
                guint32  seed)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);

  /* Computers move as soon as they can: the pace is tested on its own. */
  g_settings_set_double (settings, "animation-speed", 4.0);
  f->rand = g_rand_new_with_seed (seed);
  f->table = DRIVE_IN_TABLE (drive_in_table_new (get_catalog (),
                                                 drive_in_application_get_library (app)));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1500, 950);
  gtk_window_set_child (f->window, GTK_WIDGET (f->table));
  drive_in_test_show_window (f->window);
}

static void
fixture_tear_down (Fixture *f)
{
  if (f->window != NULL)
    gtk_window_destroy (f->window);
  g_rand_free (f->rand);
  drive_in_test_iterate (20);
}

/* A game of @n_seats with random Feature Pack decks: a person at seat 1, computers of
 * @level elsewhere. */
static DriveInTableGame *
make_game (guint       n_seats,
           GrosAiLevel level,
           guint64     seed)
{
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (get_catalog (), NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  DriveInSeatPlayer players[GROS_MAX_SEATS];
  GrosRulesParams params;
  DriveInTableGame *game;

  gros_rules_params_init_feature_film (&params);
  for (guint s = 0; s < n_seats; s++)
    {
      g_assert_true (gros_game_decks_add_random (decks, NULL, NULL, rand, &error));
      g_assert_no_error (error);
      players[s].kind = s == 0 ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
      players[s].level = level;
    }
  game = drive_in_table_game_new (get_catalog (), decks, &params, seed, players, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_title_dialog (gpointer data)
{
  return find_toplevel (DRIVE_IN_TYPE_TITLE_DIALOG) != NULL;
}

/* The person at seat 1 makes the suggested Title. */
static void
make_title (void)
{
  DriveInTitleDialog *dialog;

  drive_in_test_wait_until (has_title_dialog, NULL, 5000);
  dialog = DRIVE_IN_TITLE_DIALOG (find_toplevel (DRIVE_IN_TYPE_TITLE_DIALOG));
  drive_in_title_dialog_suggest (dialog);
  g_assert_true (drive_in_title_dialog_finish (dialog));
}

typedef struct
{
  DriveInTableGame *game;
} WaitData;

/* The person decides, or the movie is over. */
static gboolean
human_or_over (gpointer data)
{
  DriveInTableGame *game = data;

  return drive_in_table_game_is_over (game) || drive_in_table_game_is_human_turn (game);
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        g_ptr_array_add (out, child);
      collect_buttons (child, out);
    }
}

/* The popover the table shows (card menu, drop chooser), or NULL. */
static GtkWidget *
find_table_popover (DriveInTable *table)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (table)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      return child;
  return NULL;
}

/* Takes @action the way a player does: Space for passes, the card's menu for anything done
 * with a card, and the table's apply action (the global Actions list) otherwise. */
static void
take_action (DriveInTable     *table,
             DriveInTableGame *game,
             const GrosAction *action,
             guint            *n_menu)
{
  g_autofree char *label = gros_game_describe_action (drive_in_table_game_get_game (game), action);

  if (action->kind == GROS_ACT_PASS || action->kind == GROS_ACT_END_TURN)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.pass", NULL));
      return;
    }
  if (action->card != GROS_NO_CARD)
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      GtkWidget *popover;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.card-menu", "i",
                                                 (gint32) action->card));
      popover = find_table_popover (table);
      g_assert_nonnull (popover);
      collect_buttons (popover, buttons);
      for (guint i = 0; i < buttons->len; i++)
        {
          const char *text = gtk_button_get_label (buttons->pdata[i]);

          if (g_strcmp0 (text, label) == 0)
            {
              g_signal_emit_by_name (buttons->pdata[i], "clicked");
              (*n_menu)++;
              return;
            }
        }
      g_error ("The menu of card %d has no “%s”", action->card, label);
    }
  else
    {
      g_autofree char *text = gros_action_to_string (action);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.apply", "s", text));
    }
}

/* DRIVE_IN_GROS_SHOTS=folder: a screenshot of the screen (xvfb) at the first attack the
 * person answers, for a person to compare the tables. */
static void
maybe_shoot (const char *name)
{
  static gboolean taken;
  g_autofree char *path = NULL;
  const char *argv[] = { "import", "-window", "root", NULL, NULL };

  if (taken || g_getenv ("DRIVE_IN_GROS_SHOTS") == NULL)
    return;
  taken = TRUE;
  path = g_build_filename (g_getenv ("DRIVE_IN_GROS_SHOTS"), name, NULL);
  argv[3] = path;
  drive_in_test_iterate (500);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                NULL);
}

/* Plays the person's side with random legal actions until the end (or @max_decisions). */
static guint
play_game (Fixture          *f,
           DriveInTableGame *game,
           guint             max_decisions,
           guint            *n_menu)
{
  guint decisions = 0;

  while (!drive_in_table_game_is_over (game) && decisions < max_decisions)
    {
      const GrosAction *legal;
      GrosAction action;
      guint n, before;

      drive_in_test_wait_until (human_or_over, game, 20000);
      if (drive_in_table_game_is_over (game))
        break;
      n = drive_in_table_game_get_human_actions (game, &legal);
      g_assert_cmpuint (n, >, 0);
      if (drive_in_table_game_get_game (game)->attack.active)
        maybe_shoot ("old-table-attack.png");
      /* Whatever is on the table (an attack, full Movies), it never needs a taller window. */
      {
        int min_height;

        gtk_widget_measure (GTK_WIDGET (f->table), GTK_ORIENTATION_VERTICAL, -1, &min_height,
                            NULL, NULL, NULL);
        g_assert_cmpint (min_height, <, 900);
      }
      /* Passing a little less often than anything else keeps games moving. */
      action = legal[g_rand_int_range (f->rand, 0, n)];
      before = gros_game_record_get_n_actions (drive_in_table_game_get_record (game));
      take_action (f->table, game, &action, n_menu);
      g_assert_cmpuint (gros_game_record_get_n_actions (drive_in_table_game_get_record (game)),
                        >, before);
      decisions++;
    }
  return decisions;
}

/* Two states are the same game when they match byte for byte (the db pointer aside). */
static void
assert_same_state (const GrosGame *a,
                   const GrosGame *b)
{
  g_autofree GrosGame *x = g_new (GrosGame, 1);
  g_autofree GrosGame *y = g_new (GrosGame, 1);

  gros_game_copy (x, a);
  gros_game_copy (y, b);
  x->db = NULL;
  y->db = NULL;
  g_assert_cmpuint (x->n_actions, ==, y->n_actions);
  g_assert_true (memcmp (x, y, sizeof *x) == 0);
}

/* --- tests ------------------------------------------------------------------------------- */

typedef struct
{
  DriveInTable     *table;
  DriveInTableGame *game;
  guint             plays;
  guint             flashed;
} FlashCount;

static DriveInCardWidget *
find_card (GtkWidget *root,
           int        instance)
{
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (root, DRIVE_IN_TYPE_CARD_WIDGET);

  for (guint i = 0; i < cards->len; i++)
    if (drive_in_card_widget_get_instance (cards->pdata[i]) == instance)
      return cards->pdata[i];
  return NULL;
}

/* After the table has redrawn: the card just played is highlighted. */
static void
on_changed_count_flash_cb (GrosSession *session,
                           FlashCount  *count)
{
  GrosGameRecord *record = drive_in_table_game_get_record (count->game);
  guint n = gros_game_record_get_n_actions (record);
  const GrosAction *last = n > 0 ? gros_game_record_get_action (record, n - 1) : NULL;
  DriveInCardWidget *widget;

  if (last == NULL || last->kind != GROS_ACT_PLAY)
    return;
  widget = find_card (GTK_WIDGET (count->table), last->card);
  if (widget == NULL)
    return; /* gone already (a Special Effect, a Creature after its attack) */
  count->plays++;
  count->flashed += gtk_widget_has_css_class (GTK_WIDGET (widget), "acting");
}

static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInTableGame) game = make_game (4, GROS_AI_EASY, 4242);
  g_autoptr(DriveInTableGame) replay = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *ratings, *log;
  guint n_menu = 0, decisions, steps;
  FlashCount flash = { 0 };

  fixture_set_up (&f, 17);
  drive_in_table_set_game (f.table, game);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "table");
  flash.table = f.table;
  flash.game = game;
  g_signal_connect_after (drive_in_table_game_get_session (game), "changed",
                          G_CALLBACK (on_changed_count_flash_cb), &flash);
  /* The computers wait for the person's Title. */
  g_assert_false (drive_in_table_game_is_started (game));
  g_assert_nonnull (drive_in_table_game_get_title (game, 1));
  make_title ();
  g_assert_nonnull (drive_in_table_game_get_title (game, 0));
  g_assert_true (drive_in_table_game_is_started (game));
  /* The pace follows the animation speed (4× here); the rest of the test does not wait. */
  g_assert_cmpuint (drive_in_table_game_get_pace (game), <, 300);
  g_assert_cmpuint (drive_in_table_game_get_pace (game), >, 0);
  drive_in_table_game_set_pace (game, 0);

  decisions = play_game (&f, game, 5000, &n_menu);
  g_assert_true (drive_in_table_game_is_over (game));
  g_assert_cmpuint (decisions, >, 5);
  g_assert_cmpuint (n_menu, >, 0);
  /* Every card played onto the table lit up as it landed. */
  g_assert_cmpuint (flash.plays, >, 0);
  g_assert_cmpuint (flash.flashed, ==, flash.plays);
  g_signal_handlers_disconnect_by_data (drive_in_table_game_get_session (game), &flash);
  /* The computer played its side in worker threads. */
  g_assert_cmpuint (drive_in_ai_runner_get_n_decisions (drive_in_table_game_get_ai_runner (game)),
                    >, 0);

  /* The end: the Ratings screen with a winner. */
  drive_in_test_iterate (50);
  /* Whatever the Movies hold at the end, the table still fits the window. */
  {
    int min_width;

    gtk_widget_measure (GTK_WIDGET (f.table), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL,
                        NULL, NULL);
    g_assert_cmpint (min_width, <, 1500);
  }
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "ratings");
  ratings = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.table), DRIVE_IN_TYPE_TABLE,
                                                       "ratings_view"));
  g_assert_true (gtk_widget_get_mapped (ratings));
  g_assert_true (strstr (drive_in_ratings_view_get_winner_text (DRIVE_IN_RATINGS_VIEW (ratings)),
                         "Ratings of") != NULL);
  log = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f.table), DRIVE_IN_TYPE_TABLE,
                                                   "game_log"));
  g_assert_cmpuint (drive_in_game_log_get_n_rows (DRIVE_IN_GAME_LOG (log)), >, decisions);

  /* Watched again step by step from the record, it ends the same. */
  replay = drive_in_table_game_new_replay (game, &error);
  g_assert_no_error (error);
  drive_in_table_set_game (f.table, replay);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "table");
  g_assert_cmpint (drive_in_table_game_get_viewer (replay), ==, -1);
  steps = drive_in_table_game_get_n_steps (replay);
  g_assert_cmpuint (steps, ==, gros_game_record_get_n_actions (drive_in_table_game_get_record (game)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.step-forward", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.step-forward", NULL));
  g_assert_cmpuint (drive_in_table_game_get_step (replay), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.step-back", NULL));
  g_assert_cmpuint (drive_in_table_game_get_step (replay), ==, 1);
  while (drive_in_table_game_step_forward (replay))
    ;
  g_assert_cmpuint (drive_in_table_game_get_step (replay), ==, steps);
  assert_same_state (drive_in_table_game_get_game (replay), drive_in_table_game_get_game (game));
  drive_in_test_iterate (20);

  fixture_tear_down (&f);
}

/* Every drop zone on the table, with its GtkDropTarget. */
static void
collect_zones (GtkWidget *widget,
               GPtrArray *out)
{
  if (g_object_get_data (G_OBJECT (widget), "drive-in-drop-zone") != NULL)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_zones (child, out);
}

static GtkDropTarget *
zone_target (GtkWidget *zone)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (zone);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

static gboolean
zone_accepts (GtkWidget *zone)
{
  gboolean accepted = FALSE;

  /* What GTK asks when the card hovers the zone. */
  g_signal_emit_by_name (zone_target (zone), "accept", NULL, &accepted);
  return accepted;
}

/* What the rules say dropping @card on @zone can do, worked out from the legal actions and
 * the card's type (not from the table's code). */
static gboolean
rules_expect (const GrosGame   *game,
              const GrosAction *legal,
              guint             n,
              int               card,
              GtkWidget        *zone,
              int               viewer)
{
  GrosCardType type = gros_game_card_def (game, card)->type;

  for (guint i = 0; i < n; i++)
    {
      const GrosAction *a = &legal[i];

      if (a->card != card)
        continue;
      if (DRIVE_IN_IS_CARD_WIDGET (zone))
        {
          int target = drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (zone));

          if ((a->kind == GROS_ACT_PLAY || a->kind == GROS_ACT_MOVE_PROP) && a->target == target)
            return TRUE;
        }
      else if (DRIVE_IN_IS_MOVIE_AREA (zone))
        {
          guint seat = drive_in_movie_area_get_seat (DRIVE_IN_MOVIE_AREA (zone));

          if (a->kind == GROS_ACT_CAST_START && seat == (guint) viewer)
            return TRUE;
          if (a->kind == GROS_ACT_PLAY && a->target == GROS_NO_CARD
              && game->phase != GROS_PHASE_ATTACK_REACT
              && (a->target_seat == seat || (a->target_seat == GROS_NO_SEAT && seat == (guint) viewer)))
            return TRUE;
        }
      else if (DRIVE_IN_IS_ATTACK_PANEL (zone))
        {
          if (a->kind == GROS_ACT_PLAY && a->target == GROS_NO_CARD
              && game->phase == GROS_PHASE_ATTACK_REACT)
            return TRUE;
        }
      else if (gtk_widget_has_css_class (zone, "popcorn-tray"))
        {
          if (a->kind == GROS_ACT_POPCORN_DISCARD)
            return TRUE;
        }
      else if (gtk_widget_has_css_class (zone, "location-slot"))
        {
          GtkWidget *area = gtk_widget_get_ancestor (zone, DRIVE_IN_TYPE_MOVIE_AREA);
          guint seat = drive_in_movie_area_get_seat (DRIVE_IN_MOVIE_AREA (area));

          if (type == GROS_CARD_TYPE_LOCATION && a->kind == GROS_ACT_PLAY && a->target_seat == seat)
            return TRUE;
        }
      else
        {
          /* A graveyard pile: discard in the Discard phase. */
          GtkWidget *area = gtk_widget_get_ancestor (zone, DRIVE_IN_TYPE_MOVIE_AREA);

          if (a->kind == GROS_ACT_DISCARD
              && drive_in_movie_area_get_seat (DRIVE_IN_MOVIE_AREA (area)) == (guint) viewer)
            return TRUE;
        }
    }
  return FALSE;
}

/* For every card in the viewer's hand and every zone: the zone accepts the card exactly
 * when the rules have a legal action for that drop, and lights up exactly then. Returns how
 * many (card, zone) pairs were accepted. */
static guint
check_all_zones (DriveInTable     *table,
                 DriveInTableGame *game)
{
  GrosSession *session = drive_in_table_game_get_session (game);
  const GrosGame *g = gros_session_get_game (session);
  int viewer = drive_in_table_game_get_viewer (game);
  GListModel *hand = gros_session_get_zone (session, GROS_ZONE_HAND, viewer);
  g_autoptr(GPtrArray) zones = g_ptr_array_new ();
  const GrosAction *legal;
  guint n = drive_in_table_game_get_human_actions (game, &legal);
  guint accepted = 0;

  collect_zones (GTK_WIDGET (table), zones);
  g_assert_cmpuint (zones->len, >=, 6);
  for (guint c = 0; c < g_list_model_get_n_items (hand); c++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (hand, c);
      int instance = gros_session_card_get_instance (card);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.drag-begin", "i",
                                                 instance));
      for (guint z = 0; z < zones->len; z++)
        {
          GtkWidget *zone = zones->pdata[z];
          gboolean expect = rules_expect (g, legal, n, instance, zone, viewer);
          gboolean accepts = zone_accepts (zone);

          if (accepts != expect)
            g_error ("card %d (%s) on zone %s: accepts %d, the rules say %d", instance,
                     gros_game_card_def (g, instance)->name, G_OBJECT_TYPE_NAME (zone), accepts,
                     expect);
          /* Legal targets light up while the card is dragged. */
          g_assert_cmpint (gtk_widget_has_css_class (zone, "drop-legal"), ==, expect);
          accepted += accepts;
        }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.drag-end", "i",
                                                 instance));
      for (guint z = 0; z < zones->len; z++)
        g_assert_false (gtk_widget_has_css_class (zones->pdata[z], "drop-legal"));
    }
  return accepted;
}

/* Drops @card on @zone as GTK does once the zone accepted it. */
static gboolean
drop_card (DriveInTable    *table,
           GtkWidget       *zone,
           GrosSessionCard *card)
{
  GValue value = G_VALUE_INIT;
  gboolean done = FALSE;

  gtk_widget_activate_action (GTK_WIDGET (table), "table.drag-begin", "i",
                              gros_session_card_get_instance (card));
  if (!zone_accepts (zone))
    {
      gtk_widget_activate_action (GTK_WIDGET (table), "table.drag-end", "i", 0);
      return FALSE;
    }
  g_value_init (&value, GROS_TYPE_SESSION_CARD);
  g_value_set_object (&value, card);
  g_signal_emit_by_name (zone_target (zone), "drop", &value, 10.0, 10.0, &done);
  g_value_unset (&value);
  gtk_widget_activate_action (GTK_WIDGET (table), "table.drag-end", "i", 0);
  return done;
}

static GtkWidget *
find_area (DriveInTable *table,
           guint         seat)
{
  g_autoptr(GPtrArray) areas = drive_in_test_find_widgets (GTK_WIDGET (table),
                                                           DRIVE_IN_TYPE_MOVIE_AREA);

  for (guint i = 0; i < areas->len; i++)
    if (drive_in_movie_area_get_seat (areas->pdata[i]) == seat)
      return areas->pdata[i];
  return NULL;
}

static void
test_drop_targets (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInTableGame) game = make_game (3, GROS_AI_EASY, 99);
  GrosSession *session;
  guint accepted = 0, checked = 0, dropped = 0, n_menu = 0;

  fixture_set_up (&f, 5);
  drive_in_table_set_game (f.table, game);
  drive_in_table_game_set_pace (game, 0);
  make_title ();

  /* Through the set-up and some turns, at every decision of the person: every zone. */
  while (!drive_in_table_game_is_over (game) && checked < 40)
    {
      const GrosAction *legal;
      const GrosGame *g;
      guint n;

      drive_in_test_wait_until (human_or_over, game, 20000);
      if (drive_in_table_game_is_over (game))
        break;
      accepted += check_all_zones (f.table, game);
      checked++;

      /* A Character cast or played by dropping it on the person's own Movie. */
      session = drive_in_table_game_get_session (game);
      g = gros_session_get_game (session);
      n = drive_in_table_game_get_human_actions (game, &legal);
      for (guint i = 0; i < n; i++)
        if ((legal[i].kind == GROS_ACT_CAST_START
             || (legal[i].kind == GROS_ACT_PLAY && legal[i].target == GROS_NO_CARD
                 && gros_game_card_def (g, legal[i].card)->type == GROS_CARD_TYPE_CHARACTER))
            && dropped < 3)
          {
            int card = legal[i].card;
            guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, 0);

            g_assert_true (drop_card (f.table, find_area (f.table, 0),
                                      gros_session_get_card (session, card)));
            drive_in_test_iterate (10);
            g_assert_cmpuint (drive_in_table_game_get_game (game)->cards[card].zone, ==, movie);
            dropped++;
            break;
          }
      if (drive_in_table_game_is_human_turn (game))
        {
          /* Anything else the table's way; a drop on an opponent is refused for Characters. */
          GrosAction action;

          n = drive_in_table_game_get_human_actions (game, &legal);
          action = legal[g_rand_int_range (f.rand, 0, n)];
          take_action (f.table, game, &action, &n_menu);
        }
    }
  g_assert_cmpuint (checked, >, 3);
  g_assert_cmpuint (accepted, >, 0);
  g_assert_cmpuint (dropped, >, 0);

  fixture_tear_down (&f);
}

static void
test_refused_drop (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInTableGame) game = make_game (2, GROS_AI_RANDOM, 7);
  GrosSession *session;
  GListModel *hand;
  GtkWidget *opponent;
  guint refused = 0;

  fixture_set_up (&f, 3);
  drive_in_table_set_game (f.table, game);
  drive_in_table_game_set_pace (game, 0);
  make_title ();
  drive_in_test_wait_until (human_or_over, game, 20000);
  session = drive_in_table_game_get_session (game);
  hand = gros_session_get_zone (session, GROS_ZONE_HAND, 0);
  opponent = find_area (f.table, 1);
  g_assert_nonnull (opponent);
  /* During the set-up cast nothing goes to another Movie: every drop there is refused,
   * and the state does not change. */
  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (hand, i);
      guint before = gros_game_record_get_n_actions (drive_in_table_game_get_record (game));

      g_assert_false (drop_card (f.table, opponent, card));
      g_assert_cmpuint (gros_game_record_get_n_actions (drive_in_table_game_get_record (game)),
                        ==, before);
      /* The drag source reports the refusal; the table says why (a toast). */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.drag-refused",
                                                 "i", gros_session_card_get_instance (card)));
      refused++;
    }
  g_assert_cmpuint (refused, >, 0);
  fixture_tear_down (&f);
}

static void
test_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInTableGame) game = make_game (2, GROS_AI_RANDOM, 31);
  g_autofree GrosGame *before = g_new (GrosGame, 1);
  guint undone = 0, n_menu = 0, rounds = 0;

  fixture_set_up (&f, 8);
  drive_in_table_set_game (f.table, game);
  drive_in_table_game_set_pace (game, 0);
  make_title ();
  /* Tipping a Bucket reveals nothing: it can be taken back with Ctrl+Z. */
  while (undone == 0 && rounds++ < 200 && !drive_in_table_game_is_over (game))
    {
      const GrosAction *legal;
      guint n;
      gboolean tipped = FALSE;

      drive_in_test_wait_until (human_or_over, game, 20000);
      if (drive_in_table_game_is_over (game))
        break;
      n = drive_in_table_game_get_human_actions (game, &legal);
      for (guint i = 0; i < n && !tipped; i++)
        if (legal[i].kind == GROS_ACT_TIP)
          {
            int card = legal[i].card;

            gros_game_copy (before, drive_in_table_game_get_game (game));
            /* A click on a Bucket tips it. */
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.card-click",
                                                       "i", card));
            g_assert_true (drive_in_table_game_get_game (game)->cards[card].flags
                           & GROS_CARD_TIPPED);
            g_assert_true (drive_in_table_game_can_undo (game));
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.table), "table.undo", NULL));
            assert_same_state (drive_in_table_game_get_game (game), before);
            g_assert_false (drive_in_table_game_get_game (game)->cards[card].flags
                            & GROS_CARD_TIPPED);
            undone++;
            tipped = TRUE;
          }
      if (!tipped)
        play_game (&f, game, 1, &n_menu);
    }
  g_assert_cmpuint (undone, ==, 1);
  fixture_tear_down (&f);
}

static void
test_title_dialog (void)
{
  const char *words[] = { "Hollow", "Shriek", "Satanic", "Demon", NULL };
  DriveInTitleDialog *dialog = drive_in_title_dialog_new (NULL, "Seat 1", words);
  g_autofree char *title = NULL;
  g_autofree char *made = drive_in_table_game_make_title (words);

  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_false (drive_in_title_dialog_is_complete (dialog));
  g_assert_false (drive_in_title_dialog_finish (dialog));
  /* "The Hollow Shriek of the Satanic Demon!" made by hand. */
  g_assert_true (drive_in_title_dialog_add_word (dialog, "the"));
  g_assert_true (drive_in_title_dialog_add_word (dialog, "Shriek"));
  g_assert_true (drive_in_title_dialog_add_word (dialog, "Hollow"));
  /* A Title word once only; small words as often as wanted. */
  g_assert_false (drive_in_title_dialog_add_word (dialog, "Hollow"));
  drive_in_title_dialog_move_word (dialog, 2, -1);
  g_assert_true (drive_in_title_dialog_add_word (dialog, "of"));
  g_assert_true (drive_in_title_dialog_add_word (dialog, "the"));
  g_assert_true (drive_in_title_dialog_add_word (dialog, "Satanic"));
  g_assert_false (drive_in_title_dialog_is_complete (dialog));
  g_assert_true (drive_in_title_dialog_add_word (dialog, "Demon"));
  g_assert_true (drive_in_title_dialog_add_word (dialog, "!"));
  title = drive_in_title_dialog_dup_title (dialog);
  g_assert_cmpstr (title, ==, "The Hollow Shriek of the Satanic Demon!");
  g_assert_true (drive_in_title_dialog_is_complete (dialog));
  drive_in_title_dialog_remove_word (dialog, 2);
  g_assert_false (drive_in_title_dialog_is_complete (dialog));
  drive_in_title_dialog_suggest (dialog);
  g_clear_pointer (&title, g_free);
  title = drive_in_title_dialog_dup_title (dialog);
  g_assert_cmpstr (title, ==, made);
  g_assert_cmpstr (made, ==, "The Hollow Shriek of the Satanic Demon");
  g_assert_true (drive_in_title_dialog_finish (dialog));
  drive_in_test_iterate (20);
}

static gboolean
is_not_thinking (gpointer data)
{
  return !drive_in_table_game_is_thinking (data);
}

/* Times stuck_chooser() came back: only a cancel brings it back. */
static gint stuck_returns;

static gboolean
stuck_chooser (GrosAiLevel     level,
               const GrosGame *game,
               guint           seat,
               guint64         seed,
               const gint     *cancel,
               GrosAction     *out,
               gpointer        user_data)
{
  /* Thinks until told to stop, and says when it has. */
  while (!g_atomic_int_get (cancel))
    g_usleep (1000);
  g_atomic_int_inc (&stuck_returns);
  return FALSE;
}

static gboolean
stuck_returned (gpointer data)
{
  return g_atomic_int_get (&stuck_returns) > 0;
}

static void
test_closable_mid_thought (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInTableGame) game = make_game (2, GROS_AI_RANDOM, 55);

  fixture_set_up (&f, 2);
  drive_in_ai_runner_set_choose_func (drive_in_table_game_get_ai_runner (game), stuck_chooser,
                                      NULL, NULL);
  drive_in_table_set_game (f.table, game);
  drive_in_table_game_set_pace (game, 0);
  make_title ();
  /* Whoever decides first: pass the person's decisions until the computer thinks. */
  while (!drive_in_table_game_is_thinking (game))
    {
      const GrosAction *legal;
      guint n;

      drive_in_test_iterate (10);
      n = drive_in_table_game_get_human_actions (game, &legal);
      if (n > 0)
        drive_in_table_game_apply (game, &legal[0], NULL);
    }
  drive_in_test_iterate (100);
  /* The window stays responsive while the computer thinks, and closing it stops the thought:
   * the chooser never ends by itself, so its return shows the close cancelled it and the
   * worker finished (the wait's limit only guards against a hang). */
  g_assert_true (drive_in_table_game_is_thinking (game));
  g_assert_cmpint (g_atomic_int_get (&stuck_returns), ==, 0);
  gtk_window_destroy (f.window);
  f.window = NULL;
  drive_in_test_wait_until (stuck_returned, NULL, 2000);
  drive_in_test_wait_until (is_not_thinking, game, 2000);
  g_assert_cmpint (g_atomic_int_get (&stuck_returns), ==, 1);
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/gros/table/game/whole-game", test_whole_game);
  g_test_add_func ("/gros/table/dnd/accepts-exactly-legal", test_drop_targets);
  g_test_add_func ("/gros/table/dnd/refused", test_refused_drop);
  g_test_add_func ("/gros/table/game/undo", test_undo);
  g_test_add_func ("/gros/table/title/dialog", test_title_dialog);
  g_test_add_func ("/gros/table/ai/closable-mid-thought", test_closable_mid_thought);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}

