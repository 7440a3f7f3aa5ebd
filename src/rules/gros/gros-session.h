/* gros-session.h: a game as GObjects for the UI: signals, zone models, legal-action queries. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"
#include "gros-game.h"

G_BEGIN_DECLS

/* One card instance as the table shows it. The same object stays with the instance for the
 * whole game, whatever zone it moves to, so widgets can follow it. */
#define GROS_TYPE_SESSION_CARD (gros_session_card_get_type ())
G_DECLARE_FINAL_TYPE (GrosSessionCard, gros_session_card, GROS, SESSION_CARD, GObject)

int          gros_session_card_get_instance    (GrosSessionCard *self);
/* The card, or NULL when it is hidden from the viewing seat (a face-down card, another
 * seat's hand) or when the game was built without card objects. */
GrosCard    *gros_session_card_get_card        (GrosSessionCard *self);
const char  *gros_session_card_get_name        (GrosSessionCard *self);
gboolean     gros_session_card_is_hidden       (GrosSessionCard *self);
gboolean     gros_session_card_is_tipped       (GrosSessionCard *self);
gboolean     gros_session_card_is_knocked_out  (GrosSessionCard *self);
gboolean     gros_session_card_is_face_down    (GrosSessionCard *self);
gboolean     gros_session_card_is_banked       (GrosSessionCard *self);
int          gros_session_card_get_host        (GrosSessionCard *self);
int          gros_session_card_get_defense     (GrosSessionCard *self);

/* One line of the game log. */
#define GROS_TYPE_SESSION_EVENT (gros_session_event_get_type ())
G_DECLARE_FINAL_TYPE (GrosSessionEvent, gros_session_event, GROS, SESSION_EVENT, GObject)

const GrosEvent *gros_session_event_get_event  (GrosSessionEvent *self);
const char      *gros_session_event_get_text   (GrosSessionEvent *self);

#define GROS_TYPE_SESSION (gros_session_get_type ())
G_DECLARE_FINAL_TYPE (GrosSession, gros_session, GROS, SESSION, GObject)

/* @cards: the GrosCard of each db index (may be NULL: names come from the db then).
 * @viewer: the seat whose knowledge decides what is hidden (a human's seat), or -1 to
 * show everything (a replay). */
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
GrosSessionCard *gros_session_get_card         (GrosSession *self,
                                                int          instance);
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
