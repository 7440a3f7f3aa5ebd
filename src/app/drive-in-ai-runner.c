/* drive-in-ai-runner.c: runs computer players' decisions in a worker thread, cancellably. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-ai-runner.h"

/* The function and its data are shared with worker threads still running after a change:
 * they hold a reference. */
typedef struct
{
  gatomicrefcount     ref;
  DriveInAiChooseFunc func;
  gpointer            user_data;
  GDestroyNotify      destroy;
} Chooser;

struct _DriveInAiRunner
{
  GObject  parent_instance;

  Chooser *chooser;   /* NULL: game_ai_choose() */
  guint    time_ms;
  guint    n_decisions;
};

G_DEFINE_FINAL_TYPE (DriveInAiRunner, drive_in_ai_runner, G_TYPE_OBJECT)

typedef struct
{
  GameAiLevel      level;
  const GameRules *rules;
  gpointer         state;      /* private copy */
  gpointer         state_db;   /* keeps its db alive */
  GameAction       action;
  guint         seat;
  guint64       seed;
  guint         time_ms;
  Chooser      *chooser;
  GCancellable *cancellable;
  gulong        cancelled_id;
  gint          cancel;     /* set from the cancellable, read by the chooser */
} ChooseData;

static Chooser *
chooser_ref (Chooser *chooser)
{
  g_atomic_ref_count_inc (&chooser->ref);
  return chooser;
}

static void
chooser_unref (Chooser *chooser)
{
  if (chooser == NULL || !g_atomic_ref_count_dec (&chooser->ref))
    return;
  if (chooser->destroy != NULL)
    chooser->destroy (chooser->user_data);
  g_free (chooser);
}

static void
choose_data_free (gpointer data)
{
  ChooseData *choose = data;

  if (choose->cancellable != NULL)
    {
      g_cancellable_disconnect (choose->cancellable, choose->cancelled_id);
      g_object_unref (choose->cancellable);
    }
  chooser_unref (choose->chooser);
  g_free (choose->state);
  if (choose->state_db != NULL)
    choose->rules->cards.db_unref (choose->state_db);
  g_free (choose);
}

static void
drive_in_ai_runner_finalize (GObject *object)
{
  DriveInAiRunner *self = DRIVE_IN_AI_RUNNER (object);

  g_clear_pointer (&self->chooser, chooser_unref);
  G_OBJECT_CLASS (drive_in_ai_runner_parent_class)->finalize (object);
}

static void
drive_in_ai_runner_class_init (DriveInAiRunnerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_ai_runner_finalize;
}

static void
drive_in_ai_runner_init (DriveInAiRunner *self)
{
  self->time_ms = GAME_AI_DEFAULT_TIME_MS;
}

DriveInAiRunner *
drive_in_ai_runner_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_AI_RUNNER, NULL);
}

void
drive_in_ai_runner_set_choose_func (DriveInAiRunner     *self,
                                    DriveInAiChooseFunc  func,
                                    gpointer             user_data,
                                    GDestroyNotify       destroy)
{
  g_return_if_fail (DRIVE_IN_IS_AI_RUNNER (self));

  g_clear_pointer (&self->chooser, chooser_unref);
  if (func == NULL)
    return;
  self->chooser = g_new0 (Chooser, 1);
  g_atomic_ref_count_init (&self->chooser->ref);
  self->chooser->func = func;
  self->chooser->user_data = user_data;
  self->chooser->destroy = destroy;
}

void
drive_in_ai_runner_set_time_ms (DriveInAiRunner *self,
                                guint            time_ms)
{
  g_return_if_fail (DRIVE_IN_IS_AI_RUNNER (self));

  self->time_ms = time_ms;
}

static void
on_cancelled_cb (GCancellable *cancellable,
                 gpointer      user_data)
{
  ChooseData *choose = user_data;

  g_atomic_int_set (&choose->cancel, 1);
}

/* A game without an AI yet still gets a move: any legal action, from the seed. */
static gboolean
choose_any (const GameRules *rules,
            gconstpointer    state,
            guint64          seed,
            GameAction      *out)
{
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  guint n = rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
  uint64_t mix = seed;

  if (n == 0)
    return FALSE;
  *out = legal[game_splitmix64 (&mix) % n];
  return TRUE;
}

static void
choose_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  ChooseData *choose = task_data;
  gboolean chosen;

  if (choose->chooser != NULL)
    chosen = choose->chooser->func (choose->rules, choose->level, choose->state, choose->seat,
                                    choose->seed, &choose->cancel, &choose->action,
                                    choose->chooser->user_data);
  else
    {
      const GameAi *ai = game_ai_lookup (choose->rules->id);
      GameAiBudget budget;

      game_ai_budget_init (&budget);
      budget.time_ms = choose->time_ms;
      budget.cancellable = cancellable;
      budget.cancel = &choose->cancel;
      chosen = ai != NULL
               ? game_ai_choose (ai, choose->level, choose->state, choose->seat, &budget,
                                 choose->seed, &choose->action, NULL)
               : choose_any (choose->rules, choose->state, choose->seed, &choose->action);
    }

  if (g_atomic_int_get (&choose->cancel) || g_cancellable_is_cancelled (cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             "The computer player stopped thinking");
  else if (!chosen)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             "The computer player of Seat %u found nothing to do",
                             choose->seat + 1);
  else
    g_task_return_boolean (task, TRUE);
}

void
drive_in_ai_runner_choose_async (DriveInAiRunner     *self,
                                 const GameRules     *rules,
                                 GameAiLevel          level,
                                 gconstpointer        state,
                                 guint                seat,
                                 guint64              seed,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseData *choose;

  g_return_if_fail (DRIVE_IN_IS_AI_RUNNER (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (level < GAME_AI_N_LEVELS);
  g_return_if_fail (state != NULL);

  choose = g_new0 (ChooseData, 1);
  choose->level = level;
  choose->rules = rules;
  choose->state = g_memdup2 (state, rules->state_size);
  choose->state_db = rules->cards.db_ref (rules->cards.state_db (state));
  choose->seat = seat;
  choose->seed = seed;
  choose->time_ms = self->time_ms;
  choose->chooser = self->chooser != NULL ? chooser_ref (self->chooser) : NULL;
  if (cancellable != NULL)
    {
      choose->cancellable = g_object_ref (cancellable);
      /* Runs at once when already cancelled. */
      choose->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled_cb),
                                                    choose, NULL);
    }

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_ai_runner_choose_async);
  g_task_set_task_data (task, choose, choose_data_free);
  /* A cancelled thought is reported as soon as it is cancelled; the worker's late answer
   * is dropped. */
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, choose_thread);
}

gboolean
drive_in_ai_runner_choose_finish (DriveInAiRunner *self,
                                  GAsyncResult    *result,
                                  GameAction      *out,
                                  GError         **error)
{
  ChooseData *choose;

  g_return_val_if_fail (DRIVE_IN_IS_AI_RUNNER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  choose = g_task_get_task_data (G_TASK (result));
  if (out != NULL)
    *out = choose->action;
  self->n_decisions++;
  return TRUE;
}

guint
drive_in_ai_runner_get_n_decisions (DriveInAiRunner *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_AI_RUNNER (self), 0);

  return self->n_decisions;
}
