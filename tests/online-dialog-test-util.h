/* online-dialog-test-util.h: Play Online as a person drives it, for the app's online tests. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-dialog.h"
#include "drive-in-table.h"

G_BEGIN_DECLS

/* The newest Play Online dialog other than @other, or NULL. */
DriveInOnlineDialog *online_dialog_find     (DriveInOnlineDialog *other);
/* Opens Play Online from @table's action; the dialog (asserted) other than @other. */
DriveInOnlineDialog *online_dialog_open     (DriveInTable        *table,
                                             DriveInOnlineDialog *other);
/* The dialog's template child @name. */
gpointer             online_dialog_child    (DriveInOnlineDialog *dialog,
                                             const char          *name);
void                 online_dialog_click    (DriveInOnlineDialog *dialog,
                                             const char          *button);
/* Whether @data (a DriveInTable) plays a seat of an online table (a wait condition). */
gboolean             online_table_is_remote (gpointer             data);

G_END_DECLS
