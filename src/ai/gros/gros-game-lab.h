/* gros-game-lab.h: what GROS gives the shared deck lab: its Ratings, Climaxes and cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-lab.h"

G_BEGIN_DECLS

/* GROS's figures, by their index in GameLabResults.figures. */
typedef enum
{
  GROS_LAB_FIGURE_DEFENSE,
  GROS_LAB_FIGURE_TITLE_CARDS,
  GROS_LAB_FIGURE_TITLE_POINTS,
  GROS_LAB_FIGURE_BANKED,
  GROS_LAB_FIGURE_TOTAL,
  GROS_LAB_FIGURE_CREDITS_ROLLED, /* the seat ended the game with a successful Climax */
  GROS_LAB_FIGURE_CREDITS_PLAYED, /* Roll the Credits the tested seat played from hand */
  GROS_LAB_FIGURE_LEFT_HAND,      /* cards that left its hand by its plays and discards */
  GROS_LAB_N_FIGURES,
} GrosLabFigure;

extern const GameLabHooks gros_game_lab_hooks;

/* The mean of figure @figure over the run's games, for the tested deck or an opponent, as
 * the lab has always averaged it (the sum times 1 / games). */
double gros_game_lab_mean (const GameLabResults *results,
                           GrosLabFigure         figure,
                           gboolean              opponent);
/* Cards that left the tested deck's hand per turn it took. */
double gros_game_lab_cards_per_turn (const GameLabResults *results);

G_END_DECLS
