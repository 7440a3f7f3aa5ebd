/* drive-in-seat-client.h: one seat of an online table as its player's program holds it: the
 * seat's own view (accepted only once the rules' strict validator passed it), its log
 * lines and its choices when it decides; it answers the referee and nobody else. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-transport.h"
#include "game-ai.h"
#include "game-rules.h"
#include "drive-in-catalog.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_SEAT_CLIENT (drive_in_seat_client_get_type ())
G_DECLARE_FINAL_TYPE (DriveInSeatClient, drive_in_seat_client, DRIVE_IN, SEAT_CLIENT, GObject)

/* Seat @seat of table @table, refereed by the party at full address @referee. Cards come
 * from @catalog (a card the table uses and the catalog lacks is a clear error). Signals:
 * "changed" () when the view, the lines or the choices changed; "refused" (const char *from,
 * const char *reason) for each payload refused (also logged); "failed" (const char *reason)
 * when the table cannot be played here (another build, a missing card). */
DriveInSeatClient *drive_in_seat_client_new        (DriveInOnlineTransport *transport,
                                                    DriveInCatalog            *catalog,
                                                    const char             *referee,
                                                    const char             *table,
                                                    guint                   seat);
/* A spectator of table @table: the public view (what every seat knows), its log, never a
 * choice; it says "watch" where a seat says "hello". */
DriveInSeatClient *drive_in_seat_client_new_spectator (DriveInOnlineTransport *transport,
                                                       DriveInCatalog         *catalog,
                                                       const char             *referee,
                                                       const char             *table);
/* Enters @room (may be NULL) and asks the referee for the seat (or to watch). */
void               drive_in_seat_client_start      (DriveInSeatClient *self,
                                                    const char        *room);
/* Plays by itself: each time it decides, a choice drawn from a stream seeded by @seed (the
 * seat's own view holds no hidden card, so the shared AI, which samples hidden cards,
 * cannot search it yet). */
void               drive_in_seat_client_set_autoplay (DriveInSeatClient *self,
                                                      gboolean           autoplay,
                                                      guint64            seed);

/* The game, once the referee welcomed the seat; NULL before. */
const GameRules   *drive_in_seat_client_get_rules  (DriveInSeatClient *self);
guint              drive_in_seat_client_get_seat   (DriveInSeatClient *self);
gboolean           drive_in_seat_client_is_spectator (DriveInSeatClient *self);
/* The seat's view (rules->state_size bytes, validated by rules->views.check_view), or NULL before
 * the first one. Valid until the next "changed". */
gconstpointer      drive_in_seat_client_get_view   (DriveInSeatClient *self);
/* The seat's card list (the rules' db: the view's card definitions index it), or NULL
 * before the first view. Valid until the next "changed". */
gconstpointer      drive_in_seat_client_get_db     (DriveInSeatClient *self);
/* Actions applied when the view was made. */
guint              drive_in_seat_client_get_position (DriveInSeatClient *self);
/* The seat's log lines as far as it has them (a snapshot starts later than line 1 when the
 * log is long: see get_first_line). */
GPtrArray         *drive_in_seat_client_get_lines  (DriveInSeatClient *self);
guint              drive_in_seat_client_get_first_line (DriveInSeatClient *self);
/* The choices open to the seat now (machine forms, numbered as in the view), or none. */
guint              drive_in_seat_client_get_choices (DriveInSeatClient   *self,
                                                     const char * const **out_texts,
                                                     const GameAction    **out_actions);
/* The choice (its index in the list above) the computer makes at @level for the seat, on
 * a world made from the seat's view alone (rules->views.world_from_view(), hidden cards guessed
 * from the seat's cards and the game's in the catalog): it never reads what the seat may not
 * see. FALSE with @error when no choice is open, the game has no world_from_view() yet, or
 * the computer's action is none of the referee's choices. @budget may be NULL. */
gboolean           drive_in_seat_client_choose_by_ai (DriveInSeatClient  *self,
                                                      GameAiLevel         level,
                                                      const GameAiBudget *budget,
                                                      guint64             seed,
                                                      guint              *out_index,
                                                      GError            **error);
/* Sends choice @index of the list above; FALSE with @error when there is no such choice. */
gboolean           drive_in_seat_client_play       (DriveInSeatClient *self,
                                                    guint              index,
                                                    GError           **error);
/* Asks the referee for the whole view again. */
void               drive_in_seat_client_request_snapshot (DriveInSeatClient *self);

gboolean           drive_in_seat_client_is_over    (DriveInSeatClient *self);
/* The winners (bit per seat) and the result's sentence, once over. */
guint              drive_in_seat_client_get_winners (DriveInSeatClient *self);
const char        *drive_in_seat_client_get_result_text (DriveInSeatClient *self);
/* Why the table cannot be played here, or NULL. */
const char        *drive_in_seat_client_get_failure (DriveInSeatClient *self);
guint              drive_in_seat_client_get_n_refused (DriveInSeatClient *self);
const char        *drive_in_seat_client_get_last_refusal (DriveInSeatClient *self);
/* Payloads from the referee accepted so far, and the last one's text (tests judge what a
 * seat was sent). */
guint              drive_in_seat_client_get_n_accepted (DriveInSeatClient *self);
const char        *drive_in_seat_client_get_last_payload (DriveInSeatClient *self);

G_END_DECLS
