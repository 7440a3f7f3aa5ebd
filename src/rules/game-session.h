/* game-session.h: a game of any kind for the UI: played through its record, shown as its
 * viewer may know it (the rules' projection), with each viewer's log, the legal actions and
 * their labels, undo and replay steps. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "game-record.h"
#include "drive-in-catalog.h"

G_BEGIN_DECLS

/* One event of the game log, with the line each viewer read when it happened. */
#define GAME_TYPE_SESSION_EVENT (game_session_event_get_type ())
G_DECLARE_FINAL_TYPE (GameSessionEvent, game_session_event, GAME, SESSION_EVENT, GObject)

/* The event as @viewer (a seat, GAME_VIEWER_PUBLIC or GAME_VIEWER_ALL) knew it when it
 * happened: a card it could not see then is GAME_NO_CARD. */
void         game_session_event_get_event_for (GameSessionEvent *self,
                                               int               viewer,
                                               GameEvent        *out);
/* Which card the event's card was (its db index, as game_session_get_card() takes it) when
 * @viewer saw it as the event happened: a card revealed, then shuffled back out of sight,
 * stays known to whoever saw it. FALSE when the event names no card or it was hidden from
 * @viewer then. */
gboolean     game_session_event_get_card_def_for (GameSessionEvent *self,
                                                  int               viewer,
                                                  guint            *out_def);
/* The line @viewer read when the event happened (a card hidden then stays vague after it
 * is revealed), or NULL when the event has no line for it. */
const char  *game_session_event_get_text_for  (GameSessionEvent *self,
                                               int               viewer);
/* The line the log shows @viewer for this event: its text, or, when it ends a run of
 * events that read the same to @viewer, one line for the run (the game's sentence,
 * GameRules.text.describe_events_folded, else the text with a count: "… ×6"). */
const char  *game_session_event_get_line_for  (GameSessionEvent *self,
                                               int               viewer);
/* How many events that run holds so far, this one the last (1: it stands alone; more: its
 * line stands for the lines of the events before it too). */
guint        game_session_event_get_run_for   (GameSessionEvent *self,
                                               int               viewer);

#define GAME_TYPE_SESSION (game_session_get_type ())
G_DECLARE_FINAL_TYPE (GameSession, game_session, GAME, SESSION, GObject)

/* The game of @record after its first @n_actions actions (GAME_RECORD_ALL: all), seen by
 * @viewer. Cards come from @catalog (DRIVE_IN_ERROR_NOT_FOUND names a card it lacks). The
 * rules must have a projection (GameRules.views.project_view). Signals: "event" (a GameEvent
 * pointer, as the viewer knows it: a hidden card is GAME_NO_CARD) as each event happens,
 * "changed" once the state, the viewer or the position changed. */
GameSession     *game_session_new               (DriveInCatalog  *catalog,
                                                 GameRecord   *record,
                                                 guint         n_actions,
                                                 int           viewer,
                                                 GError      **error);
/* A game played elsewhere (an online table's seat @seat, G_MAXUINT: a spectator, who is
 * sent the public view and never a choice): it holds no state and no record,
 * only what game_session_set_remote() hands it: the seat's view (its state and view), its
 * log lines, its choices (its legal actions). game_session_apply() of a choice emits
 * "remote-play" (guint: the choice's number) and lists no choice until the next update;
 * undo, replay steps, preview and saving are refused. */
GameSession     *game_session_new_remote        (DriveInCatalog  *catalog,
                                                 const GameRules *rules,
                                                 guint            seat);
gboolean         game_session_is_remote         (GameSession     *self);
/* The seat's card list @db (the rules' db: a view's card definitions index it), its @view
 * (already checked: rules->views.check_view), the actions applied so far, its log lines from line
 * @first_line on, and its choices (numbered as in the view). Emits "changed". */
void             game_session_set_remote        (GameSession      *self,
                                                 gconstpointer     db,
                                                 gconstpointer     view,
                                                 guint             position,
                                                 GPtrArray        *lines,
                                                 guint             first_line,
                                                 const GameAction *choices,
                                                 guint             n_choices);
const GameRules *game_session_get_rules         (GameSession *self);
guint            game_session_get_n_seats       (GameSession *self);
/* The game's card of db index @def (the view's definitions), or NULL (a card without
 * identity in the view). */
DriveInCard        *game_session_get_card          (GameSession *self,
                                                 guint        def);

/* Whose knowledge the session shows: a seat, GAME_VIEWER_PUBLIC or GAME_VIEWER_ALL. */
int              game_session_get_viewer        (GameSession *self);
void             game_session_set_viewer        (GameSession *self,
                                                 int          viewer);
/* The state as the viewer may know it (rules->views.project_view()): all view code reads. Valid
 * until the next change. */
gconstpointer    game_session_get_view          (GameSession *self);
gboolean         game_session_is_over           (GameSession *self);
guint            game_session_get_deciding_seat (GameSession *self);

/* The game log: GameSessionEvent, oldest first (events without a line for anyone are left
 * out). */
GListModel      *game_session_get_log           (GameSession *self);

/* The deciding seat's legal actions, their cards numbered as in the view. */
guint            game_session_get_legal_actions (GameSession       *self,
                                                 const GameAction **out_actions);
/* What the viewer reads of a legal action of the list above. */
char            *game_session_describe_action   (GameSession      *self,
                                                 const GameAction *action);
/* What the viewer would see after @actions (legal actions of the list above, and after it
 * of the lists that follow, numbered as in the view), worked out in a world made only of
 * what the viewer knows (rules->views.sample_world()), never from the hidden cards themselves:
 * the view then into @out_view (rules->state_size bytes, may be NULL), and the legal actions
 * then, numbered as in it, appended to @out_legal (GameAction, may be NULL). FALSE when the
 * viewer is no seat, an action is not legal where it comes, or one would show the viewer
 * something it does not know yet (chance, a card it cannot see). Nothing is played. */
gboolean         game_session_preview           (GameSession      *self,
                                                 const GameAction *actions,
                                                 guint             n_actions,
                                                 gpointer          out_view,
                                                 GArray           *out_legal);
/* Applies a legal action of the list above, or one that differs from one of them only in its
 * mask when the rules' apply accepts it (other dice that pay as well); the record takes it. */
gboolean         game_session_apply             (GameSession      *self,
                                                 const GameAction *action,
                                                 GError          **error);

/* Actions applied, and recorded (more while a replay is watched step by step). */
guint            game_session_get_position      (GameSession *self);
guint            game_session_get_n_actions     (GameSession *self);
/* Shows the game after its first @position recorded actions (replays): forward by
 * applying, back by playing the record again from the start. */
gboolean         game_session_seek              (GameSession *self,
                                                 guint        position,
                                                 GError     **error);
/* Undo: the action count before @seat's last action, when nothing revealed since lets it
 * be taken back (the record's undo floor); FALSE otherwise. */
gboolean         game_session_find_undo_target  (GameSession *self,
                                                 guint        seat,
                                                 guint       *out_n_actions);
/* Goes back to @n_actions and forgets the actions after it. */
gboolean         game_session_undo_to           (GameSession *self,
                                                 guint        n_actions,
                                                 GError     **error);

/* Game files: the record (game_record_save()'s JSON) with @member (may be NULL) holding
 * @node, what the program that plays it keeps (players...); written atomically. */
char            *game_session_to_data           (GameSession *self,
                                                 const char  *member,
                                                 JsonNode    *node,
                                                 gsize       *out_length);
gboolean         game_session_save              (GameSession *self,
                                                 GFile       *file,
                                                 const char  *member,
                                                 JsonNode    *node,
                                                 GError     **error);

G_END_DECLS
