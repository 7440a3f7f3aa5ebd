/* drive-in-deck-entry.c: one card of a deck: its id, and the card when a catalog knows it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "drive-in-deck-entry.h"

struct _DriveInDeckEntry
{
  GObject   parent_instance;

  char     *card_id;
  DriveInCard *card;
};

G_DEFINE_FINAL_TYPE (DriveInDeckEntry, drive_in_deck_entry, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CARD_ID,
  PROP_CARD,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_deck_entry_finalize (GObject *object)
{
  DriveInDeckEntry *self = DRIVE_IN_DECK_ENTRY (object);

  g_free (self->card_id);
  g_clear_object (&self->card);

  G_OBJECT_CLASS (drive_in_deck_entry_parent_class)->finalize (object);
}

static void
drive_in_deck_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  DriveInDeckEntry *self = DRIVE_IN_DECK_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CARD_ID:
      g_value_set_string (value, self->card_id);
      break;
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;
    case PROP_NAME:
      g_value_set_string (value, drive_in_deck_entry_get_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_entry_class_init (DriveInDeckEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_deck_entry_finalize;
  object_class->get_property = drive_in_deck_entry_get_property;

  properties[PROP_CARD_ID] =
    g_param_spec_string ("card-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL, DRIVE_IN_TYPE_CARD,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_deck_entry_init (DriveInDeckEntry *self)
{
}

DriveInDeckEntry *
drive_in_deck_entry_new (const char *card_id,
                     DriveInCard   *card)
{
  DriveInDeckEntry *self;

  g_return_val_if_fail (card_id != NULL, NULL);
  g_return_val_if_fail (card == NULL || DRIVE_IN_IS_CARD (card), NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK_ENTRY, NULL);
  self->card_id = g_strdup (card_id);
  self->card = card != NULL ? g_object_ref (card) : NULL;
  return self;
}

const char *
drive_in_deck_entry_get_card_id (DriveInDeckEntry *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ENTRY (self), NULL);
  return self->card_id;
}

DriveInCard *
drive_in_deck_entry_get_card (DriveInDeckEntry *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ENTRY (self), NULL);
  return self->card;
}

const char *
drive_in_deck_entry_get_name (DriveInDeckEntry *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ENTRY (self), NULL);
  return self->card != NULL ? drive_in_card_get_name (self->card) : self->card_id;
}
