/* gros-game-view.h: a GROS game as one viewer may see it: which cards it knows, how the others
 * read, positions and Ratings as it may be shown them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "gros-game.h"

G_BEGIN_DECLS

/* Who looks. A seat (0 .. n_seats - 1) sees what it knows (GrosCardState.known); besides:
 * GROS_VIEWER_ALL sees every card (tests, a scenario's author, the replay of a finished game
 * when the user asks for every card), GROS_VIEWER_PUBLIC sees only what every seat knows (the
 * screen between two people at one table, anyone watching). */
#define GROS_VIEWER_ALL    (-1)
#define GROS_VIEWER_PUBLIC (-2)

/* TRUE when @viewer may know which card @card is. */
gboolean     gros_game_viewer_sees       (const GrosGame *game,
                                          int             card,
                                          int             viewer);
/* The card's name, or what is public about it when @viewer may not know it: "a card from
 * Seat 2's hand", "a face-down card in Seat 1's Movie". */
char        *gros_game_describe_card_for (const GrosGame *game,
                                          int             card,
                                          int             viewer);
/* The sentences of gros_game_describe_event() and gros_game_describe_action() as @viewer may
 * read them: a card it may not know is described only by what is public about it, and
 * nothing else that depends on which card it is (cost, type, abilities) is said. With
 * GROS_VIEWER_ALL they are the omniscient sentences. */
char        *gros_game_describe_event_for (const GrosGame  *game,
                                           const GrosEvent *event,
                                           int              viewer);
/* The line of the board's log (GameRules.text.describe_event): NULL for an event a player needs
 * no line for (a shuffle, a move that another line tells); a draw the viewer sees names the
 * card, a card from a hand to a graveyard is a discard. */
char        *gros_game_describe_log_event_for (const GrosGame  *game,
                                               const GrosEvent *event,
                                               int              viewer);
/* One line for @n (>= 2) draws in a row the viewer does not see ("Seat 2 draws 3 cards");
 * NULL for any other event. */
char        *gros_game_describe_events_folded (const GrosGame  *game,
                                               const GrosEvent *event,
                                               guint            n,
                                               int              viewer);
char        *gros_game_describe_action_for (const GrosGame   *game,
                                            const GrosAction *action,
                                            int               viewer);

/* Where a card lies, as a word anyone may be told: "hand2.3" is the third card of Seat 2's
 * hand, "deck1.1" the top of Seat 1's deck, "movie2.4", "graveyard1.2" (top first),
 * "removed1.1", "table.2", "shared-deck.1", "shared-graveyard.1". Positions count from 1.
 * Used in place of the instance number of a card hidden from the viewer (the instance is its
 * place in the deck list, which would name it). */
char        *gros_game_card_alias         (const GrosGame *game,
                                           int             card);
/* The machine form of @action (gros_action_to_string()) for @viewer: cards it may not know
 * are written as their alias (card=hand2.3) instead of their instance. */
char        *gros_action_to_string_for    (const GrosGame   *game,
                                           const GrosAction *action,
                                           int               viewer);

/* @seat's Ratings as @viewer may know them: Title cards it may not see are not counted,
 * and *out_partial (may be NULL) says whether such cards could have counted (cards of the
 * seat's hand or Movie hidden from @viewer). Once the game is over the Ratings are public
 * (each seat shows its Title cards for the final tally) and the result is the whole count. */
void         gros_game_ratings_for        (const GrosGame *game,
                                           guint           seat,
                                           int             viewer,
                                           GrosRatings    *out,
                                           gboolean       *out_partial);

/* The label a caller gives a card (a scenario's "@name"): the shared kind. */
typedef GameCardLabelFunc GrosCardLabelFunc;

/* The position as @viewer may see it, as JSON: turn, phase, seats (Defense, popcorn, banked,
 * Title words, Ratings, zones of cards) and shared zones, the table, the attack in progress,
 * and the legal actions with their labels when @viewer decides (all of them for
 * GROS_VIEWER_ALL; none for another viewer, as they would tell the decider's cards). A card
 * @viewer may not know is {"alias", "hidden": true, "owner", "flags"}: no instance, id, name
 * or label. */
/* The name of card flag @index ("tipped", "ko", ...) as the JSON and the position text
 * spell it, and the flag in @out_flag (may be NULL); NULL past the last. */
const char  *gros_card_flag_name          (guint              index,
                                           guint             *out_flag);
JsonNode    *gros_game_view_to_json       (const GrosGame    *game,
                                           int                viewer,
                                           GrosCardLabelFunc  label_func,
                                           gpointer           user_data);
/* The same object into @builder, begun and ended there (GameRules.text.position_to_json: the
 * caller has set its member name, or the builder is new). */
void         gros_game_view_build_json    (const GrosGame    *game,
                                           int                viewer,
                                           GrosCardLabelFunc  label_func,
                                           gpointer           user_data,
                                           JsonBuilder       *builder);

/* The position as @viewer may see it, in text lines appended to @out: the turn, each seat
 * (Defense, Ratings, Title, zones), the shared zones, the table and the attack in progress;
 * a card @viewer may not know reads by where it lies ("hand2.3 (hidden)"). */
void         gros_game_describe_position  (const GrosGame    *game,
                                           int                viewer,
                                           GrosCardLabelFunc  label_func,
                                           gpointer           user_data,
                                           GString           *out);
/* @game as @viewer may know it (GameRules.views.project_view): each card the viewer cannot see
 * has the blank definition GROS_HIDDEN_DEF and only what is public about it (where it
 * lies; in a Movie or on the table, how it lies), and the hidden cards are numbered by
 * their places (the hidden instance numbers given out in the order of the places), so
 * that neither a definition nor an instance number tells which card is where. Fields that
 * hold nothing now (an attack over, a frame popped) are cleared, and the random stream is
 * empty. @out_map (may be NULL, n_cards entries) gets each instance's number in the copy.
 * Functions that read a card's definition must ask gros_game_card_is_blank() first. The
 * engine's figures (Defense, attack and defence strength, Movie totals, hand limits,
 * Ratings) may be asked of a projection: a blank card is read as the blank definition, of
 * no type, and each figure is the one the viewer gets from the real state
 * (tests/test-gros-view-stats.c). */
void         gros_game_project            (const GrosGame *game,
                                           int             viewer,
                                           GrosGame       *out,
                                           int            *out_map);
/* A full game that @seat's view (gros_game_project()'s, checked, its Title words in @db)
 * could be: each card @seat cannot see becomes a card of @db (which extends the view's db,
 * same indices first) of the type its place tells, drawn by @seed; a fresh stream from
 * @seed. FALSE with a message when no card fits or an invariant breaks. */
gboolean     gros_game_world_from_view    (const GrosGame   *view,
                                           guint             seat,
                                           const GrosCardDb *db,
                                           uint64_t          seed,
                                           GrosGame         *out,
                                           char            **message);
/* Whether @card of a projected state has no identity for its viewer. */
static inline gboolean
gros_game_card_is_blank (const GrosGame *view,
                         int             card)
{
  return view->cards[card].def == GROS_HIDDEN_DEF;
}
/* Renumbers the instances of @game: instance c becomes @map[c] (a permutation of 0 ..
 * n_cards - 1) everywhere the state names a card. */
void         gros_game_relabel            (const GrosGame *game,
                                           const int      *map,
                                           GrosGame       *out);

G_END_DECLS
