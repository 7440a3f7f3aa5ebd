/* drive-in-title-dialog.h: a director makes the Movie Title: the revealed Title words in the
 * order they like, with small words ("the", "of", "a"...) between them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_TITLE_DIALOG (drive_in_title_dialog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInTitleDialog, drive_in_title_dialog, DRIVE_IN, TITLE_DIALOG, AdwWindow)

/* Emits "done" once the Title uses every Title word and the director accepts it. */
DriveInTitleDialog *drive_in_title_dialog_new        (GtkWindow          *parent,
                                                      const char         *seat_name,
                                                      const char * const *title_words);
/* Each card bearing a Title word scores @points (3; 5 in the Resurrected Edition). */
void                drive_in_title_dialog_set_word_points (DriveInTitleDialog *self,
                                                           guint               points);
/* The Title as it stands ("The Hollow Shriek of the Satanic Demon"). */
char               *drive_in_title_dialog_dup_title  (DriveInTitleDialog *self);
/* Appends @word (a Title word still free, or any small word). */
gboolean            drive_in_title_dialog_add_word   (DriveInTitleDialog *self,
                                                      const char         *word);
/* Takes the word at @position out of the Title (a Title word becomes free again). */
void                drive_in_title_dialog_remove_word (DriveInTitleDialog *self,
                                                       guint               position);
/* Moves the word at @position by @delta places. */
void                drive_in_title_dialog_move_word  (DriveInTitleDialog *self,
                                                      guint               position,
                                                      int                 delta);
void                drive_in_title_dialog_clear      (DriveInTitleDialog *self);
/* Replaces the Title with a suggestion made of every Title word. */
void                drive_in_title_dialog_suggest    (DriveInTitleDialog *self);
/* TRUE when every Title word is in the Title. */
gboolean            drive_in_title_dialog_is_complete (DriveInTitleDialog *self);
/* Accepts the Title as Done does; FALSE while it is incomplete. */
gboolean            drive_in_title_dialog_finish     (DriveInTitleDialog *self);

G_END_DECLS
