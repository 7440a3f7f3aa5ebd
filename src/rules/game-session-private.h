/* game-session-private.h: what only the players of a session (computer players, the code that
 * drives a game) may read: the real state and the record. View code never includes it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-session.h"

G_BEGIN_DECLS

/* The state itself, every card known: for the computer players (who reason on sampled
 * worlds of it) and tests. */
gconstpointer    game_session_get_state         (GameSession *self);
/* The record the session is played through (saving, seeds). */
GameRecord      *game_session_get_record        (GameSession *self);
/* Applies @action, a legal action of the state itself (a computer player's choice). */
gboolean         game_session_apply_real        (GameSession      *self,
                                                 const GameAction *action,
                                                 GError          **error);

/* What the viewer reads of @action, a legal action of the state itself (a computer's
 * decision, said before it is applied), or NULL when it is not legal now. */
char            *game_session_describe_real_action (GameSession      *self,
                                                    const GameAction *action);

G_END_DECLS
