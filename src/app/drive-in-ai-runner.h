/* drive-in-ai-runner.h: runs computer players' decisions in a worker thread, cancellably. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-ai.h"

G_BEGIN_DECLS

/* How a decision is made, in place of the game's AI (tests); called in a worker thread with
 * a private copy of @state of @rules' game. @cancel is non-zero once the thought was
 * abandoned. Returns FALSE when there is no decision (or it was cancelled). */
typedef gboolean (*DriveInAiChooseFunc) (const GameRules *rules,
                                         GameAiLevel      level,
                                         gconstpointer    state,
                                         guint            seat,
                                         guint64          seed,
                                         const gint      *cancel,
                                         GameAction      *out,
                                         gpointer         user_data);

#define DRIVE_IN_TYPE_AI_RUNNER (drive_in_ai_runner_get_type ())
G_DECLARE_FINAL_TYPE (DriveInAiRunner, drive_in_ai_runner, DRIVE_IN, AI_RUNNER, GObject)

DriveInAiRunner *drive_in_ai_runner_new                 (void);
/* Replaces the game's AI (tests); NULL restores it. @user_data must be safe to use from a
 * worker thread. */
void             drive_in_ai_runner_set_choose_func     (DriveInAiRunner     *self,
                                                         DriveInAiChooseFunc  func,
                                                         gpointer             user_data,
                                                         GDestroyNotify       destroy);
/* The HARD level's thinking time per decision. */
void             drive_in_ai_runner_set_time_ms         (DriveInAiRunner *self,
                                                         guint            time_ms);

/* Chooses for @seat with game_ai_choose() and the game's AI (a uniformly random legal
 * action for a game that has none) on a copy of @state (its card db kept alive), in a worker
 * thread. Cancelling @cancellable abandons the thought: the finish function then fails with
 * G_IO_ERROR_CANCELLED, and the worker stops as soon as the AI looks at its flag. */
void             drive_in_ai_runner_choose_async        (DriveInAiRunner     *self,
                                                         const GameRules     *rules,
                                                         GameAiLevel          level,
                                                         gconstpointer        state,
                                                         guint                seat,
                                                         guint64              seed,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean         drive_in_ai_runner_choose_finish       (DriveInAiRunner *self,
                                                         GAsyncResult    *result,
                                                         GameAction      *out,
                                                         GError         **error);
/* Decisions finished since the runner was made. */
guint            drive_in_ai_runner_get_n_decisions     (DriveInAiRunner *self);

G_END_DECLS
