/* test-gruff-table-common.h: what the Gruff table's tests share: the application, a game at a
 * table, its buttons and cards, the checks of what the table shows, the whole game's choices. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-drag-scroll.h"
#include "drive-in-gruff-table-private.h"
#include "drive-in-gruff-track.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "table-test-app.h"
#include "table-test-util.h"
#include "gros-test-util.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"


typedef DriveInTableFixture Fixture;


static inline DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

/* Random legal decks from @seed; a person at seat 1 (and 2 where @humans says), computers
 * of @level elsewhere. */
static inline DriveInGamePlay *
make_play (GameAiLevel level,
           guint       humans,
           guint64     seed)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), "duel",
                                                              GRUFF_SEATS, seed);

  return drive_in_test_play_new (get_catalog (), record, level, humans);
}

static inline DriveInGruffTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_nonnull (board);
  g_assert_true (DRIVE_IN_IS_GRUFF_TABLE (board));
  return DRIVE_IN_GRUFF_TABLE (board);
}

static inline const GruffGame *
view_of (DriveInGamePlay *play)
{
  return game_session_get_view (drive_in_game_play_get_session (play));
}

static inline gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static inline void
wait_for_person (DriveInGamePlay *play)
{
  drive_in_test_wait_until (human_or_over, play, 30000);
}

static inline void
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

/* The sensitive button of @root labelled @label (its label, or the "label" it keeps). */
static inline GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_buttons (root, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if ((g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
         || g_strcmp0 (g_object_get_data (buttons->pdata[i], "label"), label) == 0)
        && gtk_widget_get_sensitive (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

/* Clicks the button of @root labelled @label. */
static inline gboolean
click_button (GtkWidget  *root,
              const char *label)
{
  GtkWidget *button = find_button (root, label);

  if (button == NULL)
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

static inline void
activate (GtkWidget  *widget,
          const char *action,
          GVariant   *parameter)
{
  /* GTK 4.8 hands a widget class action the parameter without sinking it: owned here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (widget, action, owned));
}

/* With DRIVE_IN_TEST_GAMES_DIR set, the game as it stands is saved there as @name, so the
 * real app can take it up (screenshots). */
static inline void
keep_game (DriveInGamePlay *play,
           const char      *name)
{
  const char *dir = g_getenv ("DRIVE_IN_TEST_GAMES_DIR");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;
  file = g_file_new_build_filename (dir, name, NULL);
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
}

/* The table shows the view: every gruff's pips, dead ones face down, every Life. */
static inline void
check_board (DriveInGruffTable *board,
             DriveInGamePlay   *play)
{
  const GruffGame *view = view_of (play);
  GListModel *log = game_session_get_log (drive_in_game_play_get_session (play));
  int last_turn = 0;

  /* The log numbers a turn as the header does (004: one player's turn). */
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i);
      GameEvent event;

      game_session_event_get_event_for (item, GAME_VIEWER_ALL, &event);
      if (event.kind == GRUFF_EV_TURN)
        last_turn = event.value;
    }
  if (view->turn > 0 && view->phase != GRUFF_PHASE_OVER)
    g_assert_cmpint (last_turn, ==, view->turn);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      DriveInGruffShepherd *shepherd = DRIVE_IN_GRUFF_SHEPHERD (board->shepherds[s]);
      g_autoptr(GPtrArray) tracks = drive_in_test_find_widgets (GTK_WIDGET (shepherd),
                                                                DRIVE_IN_TYPE_GRUFF_TRACK);
      guint explained = 0;

      /* Every bar says what it is in 004's words; the person's Crazy bar names the cards of
       * the hand its marks stand for. */
      for (guint t = 0; t < tracks->len; t++)
        {
          const char *tip = gtk_widget_get_tooltip_text (tracks->pdata[t]);

          g_assert_nonnull (tip);
          if (g_str_has_prefix (tip, "Crazy:"))
            {
              guint marks = drive_in_gruff_track_get_n_marks (tracks->pdata[t]);

              g_assert_true ((marks > 0) == (strstr (tip, "The marks") != NULL));
              for (guint i = 0; marks > 0 && i < view->seats[s].n_hand; i++)
                g_assert_nonnull (strstr (tip, gruff_game_def (view,
                                                               view->seats[s].hand[i])->name));
            }
          explained += g_str_has_prefix (tip, "Crazy:") || g_str_has_prefix (tip, "Life:");
        }
      g_assert_cmpuint (explained, ==, 2);

      g_assert_cmpint (drive_in_gruff_shepherd_get_shown (shepherd, "life"), ==,
                       MAX (view->seats[s].life, 0));
      g_assert_cmpint (drive_in_gruff_shepherd_get_shown (shepherd, "crazy"), ==,
                       view->seats[s].crazy);
      g_assert_cmpint (drive_in_gruff_shepherd_get_shown (shepherd, "hand"), ==,
                       view->seats[s].n_hand);
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          DriveInGruffSpot *spot = DRIVE_IN_GRUFF_SPOT (board->spots[s][p]);
          int gruff = view->seats[s].line[p];
          DriveInCardWidget *card = drive_in_gruff_spot_get_card (spot);

          g_assert_cmpint (drive_in_gruff_spot_get_gruff (spot), ==, gruff);
          if (gruff < 0)
            continue;
          g_assert_nonnull (card);
          for (guint st = 0; st < GRUFF_N_STATS; st++)
            g_assert_cmpint (drive_in_gruff_spot_get_stat (spot, st), ==,
                             gruff_game_stat (view, gruff, st));
          {
            g_autoptr(GPtrArray) stats = drive_in_test_find_widgets (GTK_WIDGET (spot),
                                                                     DRIVE_IN_TYPE_GRUFF_TRACK);

            /* Each stat's bar says what the stat does (004). */
            g_assert_cmpuint (stats->len, ==, GRUFF_N_STATS);
            for (guint t = 0; t < stats->len; t++)
              g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (stats->pdata[t]), ": "));
          }
          /* Dead: face down. */
          g_assert_true ((drive_in_card_widget_get_plain_card (card) == NULL)
                         == gruff_game_is_dead (view, gruff));
          g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot), "attacking")
                         == (view->seats[s].attacker == gruff));
        }
    }
}

/* The person's choice in the whole game: mostly cards and attacks, a game that moves on. */
static inline GameAction
choose (const GameAction *legal,
        guint             n,
        GRand            *rand)
{
  GameAction pick = legal[g_rand_int_range (rand, 0, n)];

  for (guint i = 0; i < n; i++)
    if ((legal[i].kind == GRUFF_ACT_PLAY && g_rand_int_range (rand, 0, 100) < 60)
        || (legal[i].kind == GRUFF_ACT_ATTACK && g_rand_int_range (rand, 0, 100) < 50))
      return legal[i];
  return pick;
}

/* Mid-game: the person's main phase, the computer's attack standing and a gruff dead. */
static inline gboolean
is_mid_game (const GruffGame *view)
{
  if (view->phase != GRUFF_PHASE_MAIN || view->seats[1].attacker < 0)
    return FALSE;
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      if (view->seats[s].line[p] >= 0 && gruff_game_is_dead (view, view->seats[s].line[p]))
        return TRUE;
  return FALSE;
}

static inline gboolean
log_has (DriveInGamePlay *play,
         guint            kind,
         int              card,
         guint            from)
{
  GListModel *log = game_session_get_log (drive_in_game_play_get_session (play));

  for (guint i = from; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i);
      GameEvent event;

      game_session_event_get_event_for (item, GAME_VIEWER_ALL, &event);
      if (event.kind == kind && event.card == card)
        return TRUE;
    }
  return FALSE;
}
