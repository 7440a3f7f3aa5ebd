/* cli-lab.h: drive-in-cli lab: how a deck of any game plays. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "game-lab.h"

G_BEGIN_DECLS

int cli_lab (int    argc,
             char **argv);

/* What a game prints of a deck's exact odds and sample hands (text and JSON); a game without
 * one has none. @odds is what compute() made. */
typedef struct
{
  const char *game_id;
  /* The odds over @turns turns with @plays cards leaving the hand a turn (negative: the
   * game's default), and @n_hands sample hands from @seed on; prints the problem and returns
   * NULL when they cannot be had. */
  gpointer (*compute)        (DriveInCatalog       *catalog,
                              DriveInDeck          *deck,
                              const char           *path,
                              int                   plays,
                              guint                 turns,
                              guint                 n_hands,
                              guint64               seed);
  void     (*free)           (gpointer              odds);
  void     (*print)          (gconstpointer         odds,
                              DriveInDeck          *deck);
  /* How fast the games emptied the hand, against the pace the odds assume. */
  void     (*print_pace)     (gconstpointer         odds,
                              const GameLabResults *results);
  void     (*print_hands)    (gconstpointer         odds,
                              DriveInCatalog       *catalog);
  /* Members of the "deck" object, then the "odds" and "sample_hands" members. */
  void     (*add_deck_json)  (gconstpointer         odds,
                              JsonBuilder          *builder);
  void     (*add_json)       (gconstpointer         odds,
                              JsonBuilder          *builder);
  void     (*add_hands_json) (gconstpointer         odds,
                              JsonBuilder          *builder);
} CliLabOddsGame;

/* gros/cli-lab-odds-gros.c: GROS's (000/001). */
extern const CliLabOddsGame cli_lab_odds_gros;

G_END_DECLS
