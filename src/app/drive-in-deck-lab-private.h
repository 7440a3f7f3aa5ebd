/* drive-in-deck-lab-private.h: what the Test Deck pane's parts (drive-in-deck-lab.c,
 * drive-in-deck-lab-results.c) share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-deck-lab.h"
#include "drive-in-odds-plot.h"
#include "game-lab.h"

G_BEGIN_DECLS

#define CARD_LIST_LENGTH 5

/* One run of games; outlives the pane when the pane goes while games are under way. */
typedef struct
{
  DriveInDeckLab *self;        /* a reference */
  GCancellable   *cancellable;
} LabRun;

struct _DriveInDeckLab
{
  GtkWidget             parent_instance;

  DriveInCatalog          *catalog;
  DriveInDeck             *deck;
  GPtrArray            *opponents;      /* of DriveInDeck */
  GtkFileChooserNative *chooser;

  guint                 update_id;      /* pending update of the odds and the hand */
  guint                 deck_serial;    /* bumped by every change of the deck */
  GameLabOdds          *odds;           /* the deck's game's (GameLabHooks.odds), or NULL */
  GameLabHand          *hand;

  LabRun               *run;            /* the run under way, or NULL */
  guint                 run_serial;     /* deck_serial when the run started */
  GameLabResults       *results;
  guint                 results_serial;
  GtkWidget            *odds_section;
  GtkWidget            *hand_section;
  GtkWidget            *intro_label;
  GtkWidget            *random_row;
  GtkWidget            *card_lists;

  GtkWidget            *scroller;
  GtkWidget            *opponents_row;
  GtkWidget            *clear_button;
  GtkWidget            *random_spin;
  GtkWidget            *seats_spin;
  GtkWidget            *level_row;
  GtkWidget            *games_spin;
  GtkWidget            *seed_spin;
  GtkWidget            *run_button;
  GtkWidget            *progress_bar;
  GtkWidget            *cancel_button;
  GtkWidget            *run_status_label;
  GtkWidget            *results_box;
  GtkWidget            *stale_label;
  GtkWidget            *win_rate_label;
  GtkWidget            *interval_label;
  GtkWidget            *record_label;
  GtkWidget            *figures_grid;   /* the game's table (GameLabHooks.table_columns) */
  GtkWidget            *length_label;
  GtkWidget            *figures_label;  /* the game's figures in words */
  GtkWidget            *failed_label;
  GtkWidget            *most_played_list;
  GtkWidget            *least_played_list;
  GtkWidget            *plays_spin;
  GtkWidget            *odds_placeholder;
  GtkWidget            *odds_box;
  GtkWidget            *odds_figures[GAME_LAB_ODDS_MAX_FIGURES];
  GtkWidget            *odds_captions[GAME_LAB_ODDS_MAX_FIGURES];
  GtkWidget            *odds_titles[GAME_LAB_ODDS_MAX_PLOTS];
  DriveInOddsPlot      *odds_plots[GAME_LAB_ODDS_MAX_PLOTS];
  GtkWidget            *odds_summaries[GAME_LAB_ODDS_MAX_PLOTS];
  GtkWidget            *hand_seed_spin;
  GtkWidget            *hand_status_label;
  GtkWidget            *hand_box;
};

/* drive-in-deck-lab.c */
char *drive_in_deck_lab_format_percent      (double          probability);
void  drive_in_deck_lab_remove_all_children (GtkWidget      *box);
/* Shows whether the results shown are of an older deck. */
void  drive_in_deck_lab_update_stale        (DriveInDeckLab *self);

/* drive-in-deck-lab-results.c: shows the last run's results, of any game. */
void  drive_in_deck_lab_show_results        (DriveInDeckLab *self);

G_END_DECLS
