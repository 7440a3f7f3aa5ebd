/* drive-in-ai-runner.h: runs computer players' decisions in a worker thread, cancellably. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-ai.h"
#include "gros-ai.h"

G_BEGIN_DECLS

/* How a decision is made; called in a worker thread with a private copy of the game.
 * @cancel is non-zero once the thought was abandoned. Returns FALSE when there is no
 * decision (or it was cancelled). */
typedef gboolean (*DriveInAiChooseFunc) (GrosAiLevel     level,
                                         const GrosGame *game,
                                         guint           seat,
                                         guint64         seed,
                                         const gint     *cancel,
                                         GrosAction     *out,
                                         gpointer        user_data);

/* The same for any game but GROS: a decision on a private copy of @state of @rules' game. */
typedef gboolean (*DriveInAiChooseStateFunc) (const GameRules *rules,
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
/* Replaces gros_ai_choose() (tests, or while src/ai grows); NULL restores it. @user_data must
 * be safe to use from a worker thread. */
void             drive_in_ai_runner_set_choose_func     (DriveInAiRunner     *self,
                                                         DriveInAiChooseFunc  func,
                                                         gpointer             user_data,
                                                         GDestroyNotify       destroy);
/* The HARD level's thinking time per decision. */
void             drive_in_ai_runner_set_time_ms         (DriveInAiRunner *self,
                                                         guint            time_ms);

/* Chooses for @seat on a copy of @game (whose card db is kept alive) in a worker thread.
 * Cancelling @cancellable abandons the thought: the finish function then fails with
 * G_IO_ERROR_CANCELLED, and the worker stops as soon as the AI looks at its flag. */
void             drive_in_ai_runner_choose_async        (DriveInAiRunner     *self,
                                                         GrosAiLevel          level,
                                                         const GrosGame      *game,
                                                         guint                seat,
                                                         guint64              seed,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean         drive_in_ai_runner_choose_finish       (DriveInAiRunner *self,
                                                         GAsyncResult    *result,
                                                         GrosAction      *out,
                                                         GError         **error);
/* Any game but GROS: game_ai_choose() with the game's AI (a uniformly random legal action
 * for a game that has none yet) on a copy of @state (its card db kept alive), in a worker
 * thread, cancellable as above. */
void             drive_in_ai_runner_set_choose_state_func (DriveInAiRunner          *self,
                                                           DriveInAiChooseStateFunc  func,
                                                           gpointer                  user_data,
                                                           GDestroyNotify            destroy);
void             drive_in_ai_runner_choose_state_async  (DriveInAiRunner     *self,
                                                         const GameRules     *rules,
                                                         GameAiLevel          level,
                                                         gconstpointer        state,
                                                         guint                seat,
                                                         guint64              seed,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
gboolean         drive_in_ai_runner_choose_state_finish (DriveInAiRunner *self,
                                                         GAsyncResult    *result,
                                                         GameAction      *out,
                                                         GError         **error);
/* Decisions finished since the runner was made. */
guint            drive_in_ai_runner_get_n_decisions     (DriveInAiRunner *self);

G_END_DECLS
