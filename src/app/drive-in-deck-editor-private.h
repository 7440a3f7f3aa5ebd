/* drive-in-deck-editor-private.h: the Decks page's parts, shared by its source files. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-card-detail.h"
#include "drive-in-card-grid.h"
#include "drive-in-composition-chart.h"
#include "drive-in-cost-curve.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-history.h"
#include "drive-in-deck-lab.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-slot.h"
#include "drive-in-deck-stats.h"
#include "drive-in-validation-panel.h"

G_BEGIN_DECLS

typedef void (*ContinueFunc) (DriveInDeckEditor *self,
                              gpointer           data);

struct _DriveInDeckEditor
{
  GtkWidget                parent_instance;

  GSettings               *settings;
  DriveInCatalog             *catalog;
  DriveInDeck                *deck;
  DriveInDeckHistory      *history;
  GFile                   *file;
  GMenu                   *recent_menu;
  GMenu                   *pack_menu;
  GtkFileChooserNative    *chooser;
  GtkWindow               *window;      /* whose close-request is guarded */
  gboolean                 close_confirmed;
  gboolean                 lazy;        /* the page's widgets wait for its first map */
  gboolean                 built;
  gboolean                 started;
  gulong                   loaded_handler; /* waiting for the application's whole catalog */
  gboolean                 syncing_name;

  /* What to do once the unsaved-changes question is answered (and the deck saved). */
  ContinueFunc             pending_func;
  gpointer                 pending_data;
  GDestroyNotify           pending_destroy;

  AdwToastOverlay         *toast_overlay;
  GtkWidget               *open_button;
  GtkWidget               *undo_button;
  GtkWidget               *redo_button;
  GtkWidget               *name_entry;
  GtkWidget               *file_label;
  GtkWidget               *add_pack_button;
  GtkWidget               *add_pack_label;
  GtkWidget               *paned;
  GtkWidget               *library_stack;
  DriveInCardGrid         *card_grid;
  DriveInDeckLab          *deck_lab;
  GtkWidget               *lab_button;
  GtkWidget               *deck_count_label;
  DriveInDeckListView     *deck_list;
  GtkWidget               *inspector_stack;
  DriveInValidationPanel  *validation_panel;
  DriveInCompositionChart *composition_chart;
  DriveInCostCurve        *cost_curve;
  DriveInCardDetail       *card_detail;

  /* What follows the deck's game (drive-in-deck-editor-games.c). */
  GtkWidget               *deck_column;
  GtkWidget               *print_button;
  GMenuModel              *title_print_menu; /* card list, proxies, Title sheet */
  GMenuModel              *game_print_menu; /* card list and proxies */
  GMenuModel              *reference_print_menu; /* ... and the game's turn reference */
  GMenuModel              *tracker_print_menu; /* ... and the deck's tracker sheet */
  GMenuModel              *new_menu;
  DriveInDeckSlot         *deck_slot;
  GtkWidget               *side_box;
  GtkWidget               *side_count_label;
  DriveInDeckListView     *side_list;
  GtkWidget               *type_charts;
  DriveInDeckStats        *deck_stats;
};

/* drive-in-deck-editor.c */
void     drive_in_deck_editor_add_toast           (DriveInDeckEditor *self,
                                                   const char        *title);
void     drive_in_deck_editor_guard_unsaved       (DriveInDeckEditor *self,
                                                   ContinueFunc       func,
                                                   gpointer           data,
                                                   GDestroyNotify     destroy);
/* Shows @deck (taken), unsaved, with a fresh history and nothing selected. */
void     drive_in_deck_editor_show_new_deck       (DriveInDeckEditor *self,
                                                   DriveInDeck          *deck);

/* The unsaved-changes guard's next steps, and its helpers. */
void     drive_in_deck_editor_continue_new        (DriveInDeckEditor *self,
                                                   gpointer           data);
void     drive_in_deck_editor_continue_open_file  (DriveInDeckEditor *self,
                                                   gpointer           data);
void     drive_in_deck_editor_continue_open_dialog (DriveInDeckEditor *self,
                                                    gpointer           data);
void     drive_in_deck_editor_continue_quick_build_dialog (DriveInDeckEditor *self,
                                                           gpointer           data);
void     drive_in_deck_editor_drop_pending        (DriveInDeckEditor *self);
void     drive_in_deck_editor_show_save_as        (DriveInDeckEditor *self);
/* Saves to @file, telling the user when that fails. */
gboolean drive_in_deck_editor_save_to_reporting   (DriveInDeckEditor *self,
                                                   GFile             *file);
/* Adds or removes a copy of @card_id through the history (undoable). */
void     drive_in_deck_editor_add_card            (DriveInDeckEditor *self,
                                                   const char        *card_id);
void     drive_in_deck_editor_remove_card         (DriveInDeckEditor *self,
                                                   const char        *card_id);

/* drive-in-deck-editor-actions.c: installs the deck.* actions. */
void     drive_in_deck_editor_actions_class_init  (GtkWidgetClass    *widget_class);

/* drive-in-deck-editor-games.c: what follows the deck's game, from its DriveInDeckGame. */
void     drive_in_deck_editor_games_class_init    (GtkWidgetClass    *widget_class);
void     drive_in_deck_editor_games_build         (DriveInDeckEditor *self);
/* Follows the deck's game: its slot, side deck, statistics, packs, print menu. */
void     drive_in_deck_editor_configure_for_deck  (DriveInDeckEditor *self);
/* The Add Pack button's menu: the packs of the deck's game in the catalog. */
void     drive_in_deck_editor_update_pack_menu    (DriveInDeckEditor *self);
/* "32 / 40 cards", the side deck's count. */
void     drive_in_deck_editor_update_game_labels  (DriveInDeckEditor *self);
/* Adds a copy of @card_id the way the deck's game keeps it: a card of another game is
 * refused, a slot card replaces the one in the slot. FALSE when nothing was done here (an
 * ordinary card: the caller adds it). */
gboolean drive_in_deck_editor_add_game_card       (DriveInDeckEditor *self,
                                                   const char        *card_id);
/* A card dragged back onto the library from the side deck: taken out of it. */
gboolean drive_in_deck_editor_drop_side_card      (DriveInDeckEditor *self,
                                                   DriveInCard          *card);

G_END_DECLS
