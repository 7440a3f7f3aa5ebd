/* drive-in-validation-panel.h: the deck's format picker, live legality, problems and advice. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_VALIDATION_PANEL (drive_in_validation_panel_get_type ())
G_DECLARE_FINAL_TYPE (DriveInValidationPanel, drive_in_validation_panel,
                      DRIVE_IN, VALIDATION_PANEL, GtkWidget)

/* Signals: "variant-chosen" (string: the variant id picked by the user), "title-edited" (string):
 * the panel never edits the deck itself, so that the editor can record undo steps. */
GtkWidget  *drive_in_validation_panel_new          (void);
/* Validated against the deck's own catalog, again on every change of the deck. */
void        drive_in_validation_panel_set_deck     (DriveInValidationPanel *self,
                                                    DriveInDeck               *deck);
/* The DriveInDeckProblem items listed now. */
GListModel *drive_in_validation_panel_get_problems (DriveInValidationPanel *self);
/* The DriveInDeckAdvice items listed now (only those that suggest a change). */
GListModel *drive_in_validation_panel_get_advice   (DriveInValidationPanel *self);
gboolean    drive_in_validation_panel_is_legal     (DriveInValidationPanel *self);
/* The sentence under the format: "Legal Feature Film deck", "2 problems"... */
const char *drive_in_validation_panel_get_status   (DriveInValidationPanel *self);

G_END_DECLS
