/* drive-in-deck-advice.c: a deck-building suggestion that never makes a deck illegal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "drive-in-deck-advice.h"

struct _DriveInDeckAdvice
{
  GObject       parent_instance;

  char         *rule_id;
  const char   *kind;  /* interned, or NULL */
  guint         count;
  guint         recommended;
  char         *message;
};

G_DEFINE_FINAL_TYPE (DriveInDeckAdvice, drive_in_deck_advice, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RULE_ID,
  PROP_COUNT,
  PROP_RECOMMENDED,
  PROP_DEVIATION,
  PROP_MESSAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_deck_advice_finalize (GObject *object)
{
  DriveInDeckAdvice *self = DRIVE_IN_DECK_ADVICE (object);

  g_free (self->rule_id);
  g_free (self->message);

  G_OBJECT_CLASS (drive_in_deck_advice_parent_class)->finalize (object);
}

static void
drive_in_deck_advice_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  DriveInDeckAdvice *self = DRIVE_IN_DECK_ADVICE (object);

  switch (prop_id)
    {
    case PROP_RULE_ID:
      g_value_set_string (value, self->rule_id);
      break;
    case PROP_COUNT:
      g_value_set_uint (value, self->count);
      break;
    case PROP_RECOMMENDED:
      g_value_set_uint (value, self->recommended);
      break;
    case PROP_DEVIATION:
      g_value_set_int (value, drive_in_deck_advice_get_deviation (self));
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_advice_class_init (DriveInDeckAdviceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_deck_advice_finalize;
  object_class->get_property = drive_in_deck_advice_get_property;

  properties[PROP_RULE_ID] =
    g_param_spec_string ("rule-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COUNT] =
    g_param_spec_uint ("count", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RECOMMENDED] =
    g_param_spec_uint ("recommended", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DEVIATION] =
    g_param_spec_int ("deviation", NULL, NULL, G_MININT, G_MAXINT, 0,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_deck_advice_init (DriveInDeckAdvice *self)
{
}

DriveInDeckAdvice *
drive_in_deck_advice_new (const char   *rule_id,
                      const char   *kind,
                      guint         count,
                      guint         recommended,
                      const char   *message)
{
  DriveInDeckAdvice *self;

  g_return_val_if_fail (rule_id != NULL, NULL);
  g_return_val_if_fail (message != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK_ADVICE, NULL);
  self->rule_id = g_strdup (rule_id);
  self->kind = kind != NULL ? g_intern_string (kind) : NULL;
  self->count = count;
  self->recommended = recommended;
  self->message = g_strdup (message);
  return self;
}

const char *
drive_in_deck_advice_get_rule_id (DriveInDeckAdvice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ADVICE (self), NULL);
  return self->rule_id;
}

const char *
drive_in_deck_advice_get_kind (DriveInDeckAdvice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ADVICE (self), NULL);
  return self->kind;
}

guint
drive_in_deck_advice_get_count (DriveInDeckAdvice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ADVICE (self), 0);
  return self->count;
}

guint
drive_in_deck_advice_get_recommended (DriveInDeckAdvice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ADVICE (self), 0);
  return self->recommended;
}

int
drive_in_deck_advice_get_deviation (DriveInDeckAdvice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ADVICE (self), 0);
  return (int) self->count - (int) self->recommended;
}

const char *
drive_in_deck_advice_get_message (DriveInDeckAdvice *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_ADVICE (self), NULL);
  return self->message;
}
