/* drive-in-board.h: what every game's table shares (the bar with its prompt, undo, the
 * actions popover and Space, the questions bar, the replay bar, the log, toasts, the popover
 * at a card, drag scrolling); each game's board derives from it and holds only its own. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board-stage.h"
#include "drive-in-game-play.h"
#include "drive-in-log-line.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_BOARD (drive_in_board_get_type ())
G_DECLARE_DERIVABLE_TYPE (DriveInBoard, drive_in_board, DRIVE_IN, BOARD, GtkWidget)

/* A game's board answers these; the board never knows which game it shows. Each game's board
 * has a template of its own (the board disposes it), which puts its widgets into the frame: <child type="bar"> goes into the
 * bar before the pass button, "above-felt" above the felt, "felt" is what the felt scrolls,
 * "below-felt" goes between the felt and the hand. */
struct _DriveInBoardClass
{
  GtkWidgetClass parent_class;

  /* Shows the session's view: the game's own parts (the bar is the board's). */
  void            (*refresh)        (DriveInBoard *self);
  /* An event as it happens, before the "changed" that shows it. */
  void            (*event)          (DriveInBoard    *self,
                                     const GameEvent *event);
  /* How a line of the log stands out, from its event as the viewer saw it. */
  DriveInLogStyle (*log_style)      (DriveInBoard    *self,
                                     const GameEvent *event);
  /* The bar's turn: "Turn 7 · Seat 2 · Battle". */
  char           *(*turn_text)      (DriveInBoard *self);
  /* What the person deciding is asked to do. */
  char           *(*prompt)         (DriveInBoard *self);
  /* What Space does now: the pass button's label, with the action into @out (left alone when
   * the game's own pass() takes Space); NULL when Space does nothing now. */
  const char     *(*find_pass)      (DriveInBoard *self,
                                     GameAction   *out);
  /* Space (board.pass); the board's applies find_pass()'s action through choose(). */
  void            (*pass)           (DriveInBoard *self);
  /* The person chose @action (the actions popover, Space, a question's button); the
   * board's applies it. */
  void            (*choose)         (DriveInBoard     *self,
                                     const GameAction *action);
  /* The card widget of @handle among the game's parts (the hand is the board's), or NULL. */
  GtkWidget      *(*find_card)      (DriveInBoard *self,
                                     int           handle);
  /* The button of the questions bar (under the bar) that chooses @action, or NULL when a
   * card on the board answers it (drive_in_board_action_button () makes a plain one). */
  GtkWidget      *(*choice_button)  (DriveInBoard     *self,
                                     const GameAction *action);
  /* The viewer changed (hot seat, a replay's every card): the seats laid out again. */
  void            (*viewer_changed) (DriveInBoard *self);
  /* A replay's step back or forward. */
  void            (*step_changed)   (DriveInBoard *self);
  /* A card's own actions, which its widget activates (board.card-click(i), card-menu(i),
   * drag-refused(i)): a click, its menu, a drag let go where it may not go. NULL: nothing
   * happens. */
  void            (*card_click)     (DriveInBoard *self,
                                     int           handle);
  void            (*card_menu)      (DriveInBoard *self,
                                     int           handle);
  void            (*drag_refused)   (DriveInBoard *self,
                                     int           handle);
  /* Lights where the card being dragged may go (drive_in_board_get_drag_card ()), else what
   * may be clicked now: after a drag begins or ends (board.drag-begin(i), drag-end(i)) and
   * after the popover closes. */
  void            (*light)          (DriveInBoard *self);
  /* What the popover's closing undoes (a payment being chosen). */
  void            (*popover_closed) (DriveInBoard *self);

  /* How the table shows @event (as the viewer knows it: a hidden card is GAME_NO_CARD),
   * with the number it changes for a DRIVE_IN_SHOW_NUMBER into @out_badge ("−2", "+1 VP");
   * NULL: every event shows as its line. Asked of every event; one without a line for the
   * viewer shows only as an OUTCOME. */
  DriveInShow     (*event_show)     (DriveInBoard    *self,
                                     const GameEvent *event,
                                     char           **out_badge);
  /* Where @event happens: with @source, where its card leaves (asked as the event comes,
   * before the board shows it); else where it arrives, the number changes or the outcome
   * shows (asked once the board shows it). A card, a zone or a seat; NULL: the board's
   * find_card () of the event's card, else the middle of the table. */
  GtkWidget      *(*event_widget)   (DriveInBoard    *self,
                                     const GameEvent *event,
                                     gboolean         source);

  /* Said when Space has nothing to do on the person's turn; NULL: the board's words. */
  const char      *choose_first;
  /* The most buttons the questions bar shows; 0: the board's number. */
  guint            max_choices;

  gpointer padding[6];
};

DriveInGamePlay *drive_in_board_get_play       (DriveInBoard *self);
GameSession     *drive_in_board_get_session    (DriveInBoard *self);
/* Pace of the board's animations, 1 = normal. */
void             drive_in_board_set_speed      (DriveInBoard *self,
                                                double        speed);
/* How long a move animates, and a card flashes, at the board's pace. */
guint            drive_in_board_animation_ms   (DriveInBoard *self);
guint            drive_in_board_flash_ms       (DriveInBoard *self);
/* Shows everything again from the session's view (once at a time). */
void             drive_in_board_refresh        (DriveInBoard *self);
/* The bar again: the turn, the prompt, what Space does (a game's own state changed it). */
void             drive_in_board_update_bar     (DriveInBoard *self);
void             drive_in_board_toast          (DriveInBoard *self,
                                                const char   *text);

/* The legal actions of the person deciding of @kind (G_MAXUINT: any) that take @card
 * (GAME_NO_CARD: any) as their card, or with @as_target as their target; into @out when not
 * NULL. */
guint            drive_in_board_find_actions   (DriveInBoard *self,
                                                guint         kind,
                                                int           card,
                                                gboolean      as_target,
                                                GArray       *out);
/* The first legal action of @kind of the person deciding into @out; FALSE when none. */
gboolean         drive_in_board_find_first     (DriveInBoard *self,
                                                guint         kind,
                                                GameAction   *out);
/* Whether the rules offer @action to the person deciding now. */
gboolean         drive_in_board_is_offered     (DriveInBoard     *self,
                                                const GameAction *action);
/* Applies a legal action of the person deciding; FALSE (said in a toast) when refused. */
gboolean         drive_in_board_apply          (DriveInBoard     *self,
                                                const GameAction *action);
/* The card menus and questions: the board's one popover, pointing at @anchor (NULL: the
 * middle of the board); it stays put when the anchor goes. */
GtkWidget       *drive_in_board_show_popover   (DriveInBoard *self,
                                                GtkWidget    *child,
                                                GtkWidget    *anchor);
void             drive_in_board_close_popover  (DriveInBoard *self);
GtkWidget       *drive_in_board_get_popover    (DriveInBoard *self);
/* The card widget of @handle on the board, or NULL. */
GtkWidget       *drive_in_board_find_card      (DriveInBoard *self,
                                                int           handle);
/* The card being dragged, or GAME_NO_CARD. */
int              drive_in_board_get_drag_card  (DriveInBoard *self);
/* The card dragged was dropped and leaves where it was: its drag may end without saying so. */
void             drive_in_board_drag_done      (DriveInBoard *self);
/* @widget (an online table's room and chat) goes into the bar, after the undo button: a
 * button there, nothing floating over the felt. */
void             drive_in_board_add_to_bar     (DriveInBoard *self,
                                                GtkWidget    *widget);
/* Flashes @handle's card at the next refresh: what a computer's action used. */
/* Lights on the table the cards that line @position of the log names, those the viewer sees
 * (a click on the line does it); returns how many it lit. */
guint            drive_in_board_light_log_line (DriveInBoard *self,
                                                guint         position);
void             drive_in_board_flash_card     (DriveInBoard *self,
                                                int           handle);

/* A button that chooses @action, labelled as the session describes it. */
GtkWidget       *drive_in_board_action_button  (DriveInBoard     *self,
                                                const GameAction *action);

/* The seat at the bottom of the board: the viewer's, else the first. */
guint            drive_in_board_own_seat       (DriveInBoard *self);
/* Lays out one widget a seat: @own's in @own_box, the others above in turn order from it
 * in @opponents, as many side by side as the window fits, three at most. */
void             drive_in_board_place_seats    (DriveInBoard *self,
                                                GPtrArray    *seats,
                                                guint         own,
                                                GtkFlowBox   *opponents,
                                                GtkBox       *own_box);
/* @panel (a battle, a war) in a scroller no taller than @max_height: as it grows it scrolls
 * inside itself rather than push the person's own seat out of sight. */
GtkWidget       *drive_in_board_bounded_panel  (GtkWidget    *panel,
                                                int           max_height);
/* The hand at the bottom, cards @card_width wide (the board's, its game fills it). */
GtkWidget       *drive_in_board_add_hand       (DriveInBoard *self,
                                                int           card_width);

/* Where @event happens on the board (DriveInBoardClass.event_widget), or NULL. */
GtkWidget       *drive_in_board_locate_event   (DriveInBoard    *self,
                                                const GameEvent *event,
                                                gboolean         source);
/* The card preview beside the felt (a DriveInCardPreview). */
GtkWidget       *drive_in_board_get_preview      (DriveInBoard *self);
/* Shows in the preview the card widget that @widget is or lies in, when it is on the felt
 * (what the pointer over it and the focus on it do). */
void             drive_in_board_preview_card     (DriveInBoard *self,
                                                  GtkWidget    *widget);

/* Parts of the shared frame for a game's own code and the tests. */
/* The DriveInBoardStage over the board: each event shown where it happens. */
GtkWidget       *drive_in_board_get_stage         (DriveInBoard *self);
GtkWidget       *drive_in_board_get_felt          (DriveInBoard *self);
GtkWidget       *drive_in_board_get_felt_scroller (DriveInBoard *self);
GtkWidget       *drive_in_board_get_chance_view   (DriveInBoard *self);
GtkWidget       *drive_in_board_get_prompt_label  (DriveInBoard *self);
GtkWidget       *drive_in_board_get_pass_button   (DriveInBoard *self);
GtkWidget       *drive_in_board_get_undo_button   (DriveInBoard *self);
GtkWidget       *drive_in_board_get_replay_bar    (DriveInBoard *self);
GtkWidget       *drive_in_board_get_log_revealer  (DriveInBoard *self);
GtkWidget       *drive_in_board_get_choice_box    (DriveInBoard *self);
GtkWidget       *drive_in_board_get_choice_revealer (DriveInBoard *self);

G_END_DECLS
