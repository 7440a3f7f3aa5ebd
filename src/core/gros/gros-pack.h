/* gros-pack.h: a Feature Pack (or other pack) of a release: a named list of cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define GROS_TYPE_PACK (gros_pack_get_type ())
G_DECLARE_FINAL_TYPE (GrosPack, gros_pack, GROS, PACK, GObject)

GrosPack           *gros_pack_new            (const char         *release,
                                              const char         *prefix,
                                              const char         *name,
                                              const char         *kind,
                                              const char * const *card_numbers);

const char         *gros_pack_get_id         (GrosPack *self); /* "gros-dc:01" */
const char         *gros_pack_get_release    (GrosPack *self);
const char         *gros_pack_get_prefix     (GrosPack *self); /* "01" */
const char         *gros_pack_get_name       (GrosPack *self);
const char         *gros_pack_get_kind       (GrosPack *self); /* "feature" */
/* Card numbers, "01-01"...; card ids are release + ":" + number. */
const char * const *gros_pack_get_card_numbers (GrosPack *self);
guint               gros_pack_get_n_cards    (GrosPack *self);

G_END_DECLS
