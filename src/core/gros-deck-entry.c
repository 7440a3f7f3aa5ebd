/* gros-deck-entry.c: one card of a deck: its id, and the card when a catalog knows it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "gros-deck-entry.h"

struct _GrosDeckEntry
{
  GObject   parent_instance;

  char     *card_id;
  GrosCard *card;
};

G_DEFINE_FINAL_TYPE (GrosDeckEntry, gros_deck_entry, G_TYPE_OBJECT)

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
gros_deck_entry_finalize (GObject *object)
{
  GrosDeckEntry *self = GROS_DECK_ENTRY (object);

  g_free (self->card_id);
  g_clear_object (&self->card);

  G_OBJECT_CLASS (gros_deck_entry_parent_class)->finalize (object);
}

static void
gros_deck_entry_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  GrosDeckEntry *self = GROS_DECK_ENTRY (object);

  switch (prop_id)
    {
    case PROP_CARD_ID:
      g_value_set_string (value, self->card_id);
      break;
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;
    case PROP_NAME:
      g_value_set_string (value, gros_deck_entry_get_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gros_deck_entry_class_init (GrosDeckEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gros_deck_entry_finalize;
  object_class->get_property = gros_deck_entry_get_property;

  properties[PROP_CARD_ID] =
    g_param_spec_string ("card-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL, GROS_TYPE_CARD,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gros_deck_entry_init (GrosDeckEntry *self)
{
}

GrosDeckEntry *
gros_deck_entry_new (const char *card_id,
                     GrosCard   *card)
{
  GrosDeckEntry *self;

  g_return_val_if_fail (card_id != NULL, NULL);
  g_return_val_if_fail (card == NULL || GROS_IS_CARD (card), NULL);

  self = g_object_new (GROS_TYPE_DECK_ENTRY, NULL);
  self->card_id = g_strdup (card_id);
  self->card = card != NULL ? g_object_ref (card) : NULL;
  return self;
}

const char *
gros_deck_entry_get_card_id (GrosDeckEntry *self)
{
  g_return_val_if_fail (GROS_IS_DECK_ENTRY (self), NULL);
  return self->card_id;
}

GrosCard *
gros_deck_entry_get_card (GrosDeckEntry *self)
{
  g_return_val_if_fail (GROS_IS_DECK_ENTRY (self), NULL);
  return self->card;
}

const char *
gros_deck_entry_get_name (GrosDeckEntry *self)
{
  g_return_val_if_fail (GROS_IS_DECK_ENTRY (self), NULL);
  return self->card != NULL ? gros_card_get_name (self->card) : self->card_id;
}
