/* drive-in-deck-row.c: one row of the grouped deck list: a type header or a card with its copies. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-tile.h"
#include "drive-in-deck-row.h"

struct _DriveInDeckRow
{
  GObject             parent_instance;

  DriveInDeckRowKind  kind;
  int                 kind_index; /* see drive_in_deck_row_get_kind_index() */
  char               *card_id;
  DriveInCard           *card;
  guint               count;
  char               *label;     /* a header's, but the unknown cards' */
  const char         *css_class; /* interned or static */
};

G_DEFINE_FINAL_TYPE (DriveInDeckRow, drive_in_deck_row, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_COUNT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_deck_row_finalize (GObject *object)
{
  DriveInDeckRow *self = DRIVE_IN_DECK_ROW (object);

  g_clear_pointer (&self->card_id, g_free);
  g_clear_pointer (&self->label, g_free);
  g_clear_object (&self->card);

  G_OBJECT_CLASS (drive_in_deck_row_parent_class)->finalize (object);
}

static void
drive_in_deck_row_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  DriveInDeckRow *self = DRIVE_IN_DECK_ROW (object);

  switch (prop_id)
    {
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_row_class_init (DriveInDeckRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_deck_row_finalize;
  object_class->get_property = drive_in_deck_row_get_property;

  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_deck_row_init (DriveInDeckRow *self)
{
}

DriveInDeckRow *
drive_in_deck_row_new_unknown_header (guint count)
{
  DriveInDeckRow *self = g_object_new (DRIVE_IN_TYPE_DECK_ROW, NULL);

  self->kind = DRIVE_IN_DECK_ROW_HEADER;
  self->kind_index = DRIVE_IN_DECK_ROW_UNKNOWN_TYPE;
  self->count = count;
  return self;
}

DriveInDeckRow *
drive_in_deck_row_new_kind_header (int         kind,
                                   const char *label,
                                   const char *css_class,
                                   guint       count)
{
  DriveInDeckRow *self;

  g_return_val_if_fail (kind >= 0 || kind == DRIVE_IN_DECK_ROW_NO_KIND, NULL);
  g_return_val_if_fail (label != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK_ROW, NULL);
  self->kind = DRIVE_IN_DECK_ROW_HEADER;
  self->kind_index = kind;
  self->label = g_strdup (label);
  self->css_class = css_class != NULL ? g_intern_string (css_class) : NULL;
  self->count = count;
  return self;
}

DriveInDeckRow *
drive_in_deck_row_new_card (const char *card_id,
                            DriveInCard   *card,
                            guint       count)
{
  DriveInDeckRow *self;

  g_return_val_if_fail (card_id != NULL, NULL);
  g_return_val_if_fail (card == NULL || DRIVE_IN_IS_CARD (card), NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK_ROW, NULL);
  self->kind = DRIVE_IN_DECK_ROW_CARD;
  self->card_id = g_strdup (card_id);
  self->card = card != NULL ? g_object_ref (card) : NULL;
  self->kind_index = card != NULL ? DRIVE_IN_DECK_ROW_NO_KIND : DRIVE_IN_DECK_ROW_UNKNOWN_TYPE;
  self->css_class = card != NULL ? drive_in_card_get_css_class (card) : NULL;
  self->count = count;
  return self;
}

DriveInDeckRowKind
drive_in_deck_row_get_kind (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), DRIVE_IN_DECK_ROW_HEADER);

  return self->kind;
}

int
drive_in_deck_row_get_kind_index (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), DRIVE_IN_DECK_ROW_UNKNOWN_TYPE);

  return self->kind_index;
}

const char *
drive_in_deck_row_get_card_id (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), NULL);

  return self->card_id;
}

DriveInCard *
drive_in_deck_row_get_card (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), NULL);

  return self->card;
}

const char *
drive_in_deck_row_get_label (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), NULL);

  if (self->kind == DRIVE_IN_DECK_ROW_CARD)
    return self->card != NULL ? drive_in_card_get_name (self->card) : self->card_id;
  if (self->label != NULL)
    return self->label;
  return _("Unknown Cards");
}

const char *
drive_in_deck_row_get_css_class (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), NULL);

  return self->css_class;
}

guint
drive_in_deck_row_get_count (DriveInDeckRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (self), 0);

  return self->count;
}

void
drive_in_deck_row_set_count (DriveInDeckRow *self,
                             guint           count)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_ROW (self));

  if (self->count == count)
    return;
  self->count = count;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT]);
}

gboolean
drive_in_deck_row_same (DriveInDeckRow *a,
                        DriveInDeckRow *b)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (a), FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ROW (b), FALSE);

  if (a->kind != b->kind)
    return FALSE;
  if (a->kind == DRIVE_IN_DECK_ROW_HEADER)
    return a->kind_index == b->kind_index && g_strcmp0 (a->label, b->label) == 0;
  /* The card object too: after a re-import the same id is a new card. */
  return g_strcmp0 (a->card_id, b->card_id) == 0 && a->card == b->card;
}
