/* drive-in-pack.c: a pack of a release (GROS's Feature Packs, any game's packs.json): a named list
 * of cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "drive-in-pack.h"

struct _DriveInPack
{
  GObject   parent_instance;

  char     *id;
  char     *release;
  char     *prefix;
  char     *name;
  char     *kind;
  char    **card_numbers;
};

G_DEFINE_FINAL_TYPE (DriveInPack, drive_in_pack, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_RELEASE,
  PROP_PREFIX,
  PROP_NAME,
  PROP_KIND,
  PROP_CARD_NUMBERS,
  PROP_N_CARDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_pack_finalize (GObject *object)
{
  DriveInPack *self = DRIVE_IN_PACK (object);

  g_free (self->id);
  g_free (self->release);
  g_free (self->prefix);
  g_free (self->name);
  g_free (self->kind);
  g_strfreev (self->card_numbers);

  G_OBJECT_CLASS (drive_in_pack_parent_class)->finalize (object);
}

static void
drive_in_pack_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  DriveInPack *self = DRIVE_IN_PACK (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_RELEASE:
      g_value_set_string (value, self->release);
      break;
    case PROP_PREFIX:
      g_value_set_string (value, self->prefix);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_CARD_NUMBERS:
      g_value_set_boxed (value, self->card_numbers);
      break;
    case PROP_N_CARDS:
      g_value_set_uint (value, drive_in_pack_get_n_cards (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_pack_class_init (DriveInPackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = drive_in_pack_finalize;
  object_class->get_property = drive_in_pack_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_RELEASE] = g_param_spec_string ("release", NULL, NULL, NULL, flags);
  properties[PROP_PREFIX] = g_param_spec_string ("prefix", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, flags);
  properties[PROP_CARD_NUMBERS] =
    g_param_spec_boxed ("card-numbers", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_N_CARDS] =
    g_param_spec_uint ("n-cards", NULL, NULL, 0, G_MAXUINT, 0, flags);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_pack_init (DriveInPack *self)
{
}

/**
 * drive_in_pack_new:
 * @release: the release sigil, "gros-dc"
 * @prefix: the pack prefix, "01"
 * @name: the display name
 * @kind: (nullable): the pack type, "feature"
 * @card_numbers: (nullable): NULL-terminated card numbers
 *
 * Returns: (transfer full): a new immutable pack.
 */
DriveInPack *
drive_in_pack_new (const char         *release,
               const char         *prefix,
               const char         *name,
               const char         *kind,
               const char * const *card_numbers)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  DriveInPack *self;

  g_return_val_if_fail (release != NULL, NULL);
  g_return_val_if_fail (prefix != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  builder = g_strv_builder_new ();
  for (guint i = 0; card_numbers != NULL && card_numbers[i] != NULL; i++)
    g_strv_builder_add (builder, card_numbers[i]);

  self = g_object_new (DRIVE_IN_TYPE_PACK, NULL);
  self->id = g_strconcat (release, ":", prefix, NULL);
  self->release = g_strdup (release);
  self->prefix = g_strdup (prefix);
  self->name = g_strdup (name);
  self->kind = g_strdup (kind != NULL ? kind : "feature");
  self->card_numbers = g_strv_builder_end (builder);

  return self;
}

const char *
drive_in_pack_get_id (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), NULL);

  return self->id;
}

const char *
drive_in_pack_get_release (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), NULL);

  return self->release;
}

const char *
drive_in_pack_get_prefix (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), NULL);

  return self->prefix;
}

const char *
drive_in_pack_get_name (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), NULL);

  return self->name;
}

const char *
drive_in_pack_get_kind (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), NULL);

  return self->kind;
}

const char * const *
drive_in_pack_get_card_numbers (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), NULL);

  return (const char * const *) self->card_numbers;
}

guint
drive_in_pack_get_n_cards (DriveInPack *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PACK (self), 0);

  return g_strv_length (self->card_numbers);
}
