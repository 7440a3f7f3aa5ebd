/* gros-session.h: a game as GObjects for the UI: signals, zone models, legal-action queries. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "gros-game.h"
#include "gros-game-view.h"

G_BEGIN_DECLS

/* One card instance as the table shows it, to the session's viewer. The same object stays
 * with the instance as it moves, so widgets can follow it, as long as the viewer can follow
 * it too: when the card goes out of the viewer's sight, or its deck is shuffled while it is
 * hidden, a new object takes it over (the old one turns hidden and is left behind).
 * While hidden from the viewer (a face-down card, another seat's hand) an object tells
 * nothing of which card it is: no card, name, Defense or instance; its handle is then a
 * number of its own (GROS_SESSION_HIDDEN_HANDLE and up). */
#define GROS_TYPE_SESSION_CARD (gros_session_card_get_type ())
G_DECLARE_FINAL_TYPE (GrosSessionCard, gros_session_card, GROS, SESSION_CARD, GObject)

/* Handles of hidden cards start here: they are no instance numbers. */
#define GROS_SESSION_HIDDEN_HANDLE 1000

/* The card instance, or GROS_NO_CARD while it is hidden from the viewer. */
int          gros_session_card_get_instance    (GrosSessionCard *self);
/* What view code keys the card by: its instance while the viewer sees it, else its own
 * hidden handle (gros_session_lookup_card() finds the object again). */
int          gros_session_card_get_handle      (GrosSessionCard *self);
/* The card, or NULL when it is hidden from the viewing seat (a face-down card, another
 * seat's hand) or when the game was built without card objects. */
DriveInCard    *gros_session_card_get_card        (GrosSessionCard *self);
/* NULL while hidden. */
const char  *gros_session_card_get_name        (GrosSessionCard *self);
gboolean     gros_session_card_is_hidden       (GrosSessionCard *self);
gboolean     gros_session_card_is_tipped       (GrosSessionCard *self);
gboolean     gros_session_card_is_knocked_out  (GrosSessionCard *self);
gboolean     gros_session_card_is_face_down    (GrosSessionCard *self);
gboolean     gros_session_card_is_banked       (GrosSessionCard *self);
/* The handle of the card it is attached to, or GROS_NO_CARD. */
int          gros_session_card_get_host        (GrosSessionCard *self);
/* 0 while hidden. */
int          gros_session_card_get_defense     (GrosSessionCard *self);

/* One line of the game log. */
#define GROS_TYPE_SESSION_EVENT (gros_session_event_get_type ())
G_DECLARE_FINAL_TYPE (GrosSessionEvent, gros_session_event, GROS, SESSION_EVENT, GObject)

/* The event as the session's viewer knew it when it happened: a card hidden from it then is
 * GROS_NO_CARD. Valid until the next call. */
const GrosEvent *gros_session_event_get_event  (GrosSessionEvent *self);
/* The line as the session's viewer of the moment read it when the event happened (a card
 * hidden then stays vague after it is revealed). */
const char      *gros_session_event_get_text   (GrosSessionEvent *self);
/* The same for @viewer (a seat of the game, GROS_VIEWER_PUBLIC or GROS_VIEWER_ALL); NULL for a
 * seat the game does not have. */
const char      *gros_session_event_get_text_for (GrosSessionEvent *self,
                                                  int               viewer);

#define GROS_TYPE_SESSION (gros_session_get_type ())
G_DECLARE_FINAL_TYPE (GrosSession, gros_session, GROS, SESSION, GObject)

/* @cards: the DriveInCard of each db index (may be NULL: names come from the db then).
 * @viewer: the seat whose knowledge decides what is hidden (a human's seat),
 * GROS_VIEWER_PUBLIC for what every seat knows (the screen between two people), or
 * GROS_VIEWER_ALL (-1) to show everything (the replay of a finished game). */
GrosSession     *gros_session_new              (GrosCardDb          *db,
                                                GPtrArray           *cards,
                                                const GrosGameSetup *setup,
                                                int                  viewer,
                                                GError             **error);
const GrosGame  *gros_session_get_game         (GrosSession *self);
GrosCardDb      *gros_session_get_db           (GrosSession *self);
int              gros_session_get_viewer       (GrosSession *self);
void             gros_session_set_viewer       (GrosSession *self,
                                                int          viewer);

gboolean         gros_session_apply            (GrosSession      *self,
                                                const GrosAction *action,
                                                GError          **error);

/* The actions recorded so far, in order (for records, autosave and undo). */
const GrosAction *gros_session_get_actions     (GrosSession *self,
                                                guint       *n_actions);
const GrosGameSetup *gros_session_get_setup    (GrosSession *self);

/* Zones as models of GrosSessionCard, kept in step after every action. */
GListModel      *gros_session_get_zone         (GrosSession  *self,
                                                GrosZoneKind  kind,
                                                guint         seat);
/* The cards on the table: the attack in progress, the credits during the Climax. */
GListModel      *gros_session_get_table        (GrosSession *self);
/* The object of @instance, for code that knows the instance already (rules, tests). */
GrosSessionCard *gros_session_get_card         (GrosSession *self,
                                                int          instance);
/* The object view code knows by @handle (gros_session_card_get_handle()), or NULL. */
GrosSessionCard *gros_session_lookup_card      (GrosSession *self,
                                                int          handle);
/* Whether @action plays or uses @card (or, with @as_target, aims at it): view code matches
 * actions to cards it may not know the instance of. */
gboolean         gros_session_action_uses      (GrosSession      *self,
                                                const GrosAction *action,
                                                GrosSessionCard  *card,
                                                gboolean          as_target);
/* The game log, one GrosSessionEvent per event, oldest first. */
GListModel      *gros_session_get_log          (GrosSession *self);

/* Legal actions now, and queries for drop targets: every legal action of @kind using
 * @card (GROS_NO_CARD: any) whose target is @target (GROS_NO_CARD: none) and whose target
 * Movie is @target_seat (GROS_NO_SEAT: any). Returns how many matched; the first goes to
 * @out when non-NULL. */
guint            gros_session_get_legal_actions (GrosSession      *self,
                                                 const GrosAction **out_actions);
guint            gros_session_find_actions     (GrosSession *self,
                                                GrosActKind  kind,
                                                int          card,
                                                int          target,
                                                guint        target_seat,
                                                GrosAction  *out);

G_END_DECLS
