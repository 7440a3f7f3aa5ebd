/* test-grotto-table-common.h: what the Grotto Beasts! table's tests share: the application,
 * a game at a table, its buttons, actions and window size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-board-stage.h"
#include "drive-in-card-preview.h"
#include "drive-in-card-row.h"
#include "drive-in-grotto-table-private.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-replay-bar.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "table-test-app.h"
#include "table-test-util.h"
#include "game-session-private.h"
#include "grotto-game-private.h"
#include "gros-test-util.h"
#include "grotto-game-id.h"


typedef DriveInTableFixture Fixture;


static inline DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

/* A person at seat 1, computers of @level elsewhere (or people where @humans says). */
static inline DriveInGamePlay *
make_play (const char *variant,
           guint       n_seats,
           GameAiLevel level,
           guint       humans,
           guint64     seed)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), variant,
                                                              n_seats, seed);

  return drive_in_test_play_new (get_catalog (), record, level, humans);
}

static inline DriveInGrottoTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_nonnull (board);
  return DRIVE_IN_GROTTO_TABLE (board);
}

static inline const GrottoGame *
view_of (DriveInGamePlay *play)
{
  return game_session_get_view (drive_in_game_play_get_session (play));
}

static inline const GrottoGame *
state_of (DriveInGamePlay *play)
{
  return game_session_get_state (drive_in_game_play_get_session (play));
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

static inline gboolean
find_action (DriveInGamePlay *play,
             guint            kind,
             GameAction      *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
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

/* Clicks the button of @root labelled @label; FALSE when there is none. */
static inline gboolean
click_button (GtkWidget  *root,
              const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_buttons (root, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
        && gtk_widget_get_sensitive (buttons->pdata[i]))
      {
        g_signal_emit_by_name (buttons->pdata[i], "clicked");
        return TRUE;
      }
  return FALSE;
}

static inline void
activate (Fixture    *f,
          const char *action,
          GVariant   *parameter)
{
  /* GTK 4.8 hands a widget class action the parameter without sinking it: owned here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (f->table), action, owned));
}

typedef struct
{
  GtkWidget *table;
  int        width;
  gboolean   narrower;
} TableWidth;

static inline gboolean
table_width_reached (gpointer data)
{
  TableWidth *wait = data;
  int width = gtk_widget_get_width (wait->table);

  return wait->narrower ? width < wait->width : width > wait->width;
}

/* Asks the window for @window_width and waits until the table has been laid out narrower
 * (or wider) than @width: the new size has reached it. */
static inline void
resize_window (DriveInTableFixture *f,
               int                  window_width,
               int                  window_height,
               int                  width,
               gboolean             narrower)
{
  TableWidth wait = { GTK_WIDGET (f->table), width, narrower };

  gtk_window_set_default_size (f->window, window_width, window_height);
  drive_in_test_wait_until (table_width_reached, &wait, 5000);
}

static inline gboolean
is_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}
