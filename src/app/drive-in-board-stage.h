/* drive-in-board-stage.h: where a board shows each thing that happens, one after the other:
 * a card travelling between zones, a number changing on a card or seat, the outcome of an
 * attack, battle or war, a computer's decision; the computers wait until it has been seen. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "game-rules.h"

G_BEGIN_DECLS

/* How the table shows an event (a game's board says, DriveInBoardClass.event_show). */
typedef enum
{
  DRIVE_IN_SHOW_LINE,      /* the rules' line, where it happens (or the table's middle) */
  DRIVE_IN_SHOW_TRAVEL,    /* a card goes from one place to another */
  DRIVE_IN_SHOW_NUMBER,    /* a number of a card or a seat changes: a badge on it */
  DRIVE_IN_SHOW_CONTEST,   /* an attack, battle or war begins: its line, and what follows
                            * is gathered for its outcome */
  DRIVE_IN_SHOW_OUTCOME,   /* the contest ends with this action: once the action is over, a
                            * banner of what it came to (who died, what was scored or lost)
                            * until the person moves on or a few seconds pass */
  DRIVE_IN_SHOW_DECISION,  /* a computer's decision: a caption */
  DRIVE_IN_N_SHOWS
} DriveInShow;

/* How long each thing stays on the table before the computers go on (the "computer-pace"
 * setting); OFF shows them without holding the computers back. */
typedef enum
{
  DRIVE_IN_STAGE_PACE_OFF,
  DRIVE_IN_STAGE_PACE_QUICK,
  DRIVE_IN_STAGE_PACE_NORMAL,
  DRIVE_IN_STAGE_PACE_SLOW,
} DriveInStagePace;

/* How a presentation ended. */
typedef enum
{
  DRIVE_IN_STAGE_END_NONE,      /* still on the table */
  DRIVE_IN_STAGE_END_TIME,      /* its time ran out */
  DRIVE_IN_STAGE_END_SKIPPED,   /* drive_in_board_stage_skip () */
  DRIVE_IN_STAGE_END_MOVED_ON,  /* the person acted (an outcome's banner) */
  DRIVE_IN_STAGE_END_CROWDED,   /* pace off: the computers ran ahead of it */
  DRIVE_IN_STAGE_END_INSTANT,   /* gone the moment it came: never seen */
} DriveInStageEnd;

/* What the stage showed, for tests: one per presentation begun. */
typedef struct
{
  guint            event_kind;  /* the game's event kind; G_MAXUINT: a computer's decision */
  DriveInShow      show;
  gboolean         placed;      /* at a card, zone or seat (not the table's middle) */
  gboolean         moved;       /* with motion (animations on) */
  DriveInStageEnd  end;
  gboolean         own_line;    /* said its event's own line (an outcome may have none) */
  char            *text;        /* what it said */
} DriveInStageRecord;

/* Where an event happens now (the board's answer, once the board shows it), or NULL; with
 * @reveal, the board brings that place into sight (drive_in_board_stage_set_reveal ()). */
typedef GtkWidget *(*DriveInStageLocateFunc) (const GameEvent *event,
                                              gboolean         reveal,
                                              gpointer         user_data);

#define DRIVE_IN_TYPE_BOARD_STAGE (drive_in_board_stage_get_type ())
G_DECLARE_FINAL_TYPE (DriveInBoardStage, drive_in_board_stage, DRIVE_IN, BOARD_STAGE, GtkWidget)

/* A layer over the whole board (its parent), which it never takes clicks from. */
GtkWidget       *drive_in_board_stage_new          (DriveInStageLocateFunc  locate,
                                                    gpointer                user_data);
/* Queues one presentation of @event (NULL: a computer's decision) saying @text (the rules'
 * line for the viewer; NULL only for an OUTCOME whose event has none). @badge: the number a
 * NUMBER shows ("−2"), may be NULL. @from and @image: where a TRAVEL leaves and what leaves
 * (a picture of the source taken before the board changed), may be NULL. */
void             drive_in_board_stage_add          (DriveInBoardStage     *self,
                                                    DriveInShow            show,
                                                    const GameEvent       *event,
                                                    const char            *text,
                                                    const char            *badge,
                                                    const graphene_rect_t *from,
                                                    GdkPaintable          *image);
/* The action whose events came is over (the session changed): a contest that ended in it
 * gets its banner. */
void             drive_in_board_stage_end_action   (DriveInBoardStage *self);
/* Whether what is queued from now on is to be brought into sight where it happens (TRUE, the
 * default: an action the person did not take, seen even if the person decides by the time it
 * begins); FALSE while the person's own action is applied. */
void             drive_in_board_stage_set_reveal   (DriveInBoardStage *self,
                                                    gboolean           reveal);
/* Whether something on the table or waiting is to be brought into sight. */
gboolean         drive_in_board_stage_reveals      (DriveInBoardStage *self);
/* Whether something is on the table or waiting to be ("busy" notifies). */
gboolean         drive_in_board_stage_is_busy      (DriveInBoardStage *self);
/* Whether the computers wait for it now (busy, and the pace is not off). */
gboolean         drive_in_board_stage_holds        (DriveInBoardStage *self);
/* Ends what is on the table now (the next one begins); FALSE when nothing was. */
gboolean         drive_in_board_stage_skip         (DriveInBoardStage *self);
/* The person acted: an outcome's banner goes. */
void             drive_in_board_stage_move_on      (DriveInBoardStage *self);
/* Forgets everything shown and queued (undo, a replay's step back). */
void             drive_in_board_stage_clear        (DriveInBoardStage *self);
void             drive_in_board_stage_set_pace     (DriveInBoardStage *self,
                                                    DriveInStagePace   pace);
DriveInStagePace drive_in_board_stage_get_pace     (DriveInBoardStage *self);
/* What the stage showed so far (DriveInStageRecord, oldest first); the text on it now. */
const GArray    *drive_in_board_stage_get_records  (DriveInBoardStage *self);
const char      *drive_in_board_stage_get_text     (DriveInBoardStage *self);
/* Where what is on the table now happens, or NULL (tests). */
GtkWidget       *drive_in_board_stage_get_place    (DriveInBoardStage *self);

G_END_DECLS
