/* drive-in-catalog.c: every card of every loaded release, as one GListModel. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include <string.h>

#include "drive-in-catalog.h"

struct _DriveInCatalog
{
  GObject     parent_instance;

  GListStore *releases;     /* of DriveInRelease, in the order they were added */
  GListStore *packs;        /* of DriveInPack, by release then packs.json order */
  GPtrArray  *cards;        /* every card in catalog order, owned by its release */
  GHashTable *cards_by_id;  /* id -> DriveInCard, owned by its release */
  GHashTable *packs_by_id;  /* id -> DriveInPack, owned by its release */
};

static void drive_in_catalog_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInCatalog, drive_in_catalog, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      drive_in_catalog_list_model_init))

enum {
  PROP_0,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GType
drive_in_catalog_get_item_type (GListModel *model)
{
  return DRIVE_IN_TYPE_CARD;
}

static guint
drive_in_catalog_get_n_items (GListModel *model)
{
  return DRIVE_IN_CATALOG (model)->cards->len;
}

static gpointer
drive_in_catalog_get_item (GListModel *model,
                       guint       position)
{
  DriveInCatalog *self = DRIVE_IN_CATALOG (model);

  /* Filters ask for every card, one at a time, as a release arrives: a flat array of the
   * cards answers each at once (walking the releases for each cost more than the filter). */
  if (position >= self->cards->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->cards, position));
}

static void
drive_in_catalog_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = drive_in_catalog_get_item_type;
  iface->get_n_items = drive_in_catalog_get_n_items;
  iface->get_item = drive_in_catalog_get_item;
}

static void
drive_in_catalog_dispose (GObject *object)
{
  DriveInCatalog *self = DRIVE_IN_CATALOG (object);

  g_clear_pointer (&self->cards_by_id, g_hash_table_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->packs_by_id, g_hash_table_unref);
  g_clear_object (&self->packs);
  g_clear_object (&self->releases);

  G_OBJECT_CLASS (drive_in_catalog_parent_class)->dispose (object);
}

static void
drive_in_catalog_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  DriveInCatalog *self = DRIVE_IN_CATALOG (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->cards->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_catalog_class_init (DriveInCatalogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_catalog_dispose;
  object_class->get_property = drive_in_catalog_get_property;

  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_catalog_init (DriveInCatalog *self)
{
  self->releases = g_list_store_new (DRIVE_IN_TYPE_RELEASE);
  self->packs = g_list_store_new (DRIVE_IN_TYPE_PACK);
  self->cards = g_ptr_array_new ();
  self->cards_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->packs_by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

DriveInCatalog *
drive_in_catalog_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_CATALOG, NULL);
}

/* Where @sigil's release sits, with the card and pack offsets of its first items. */
static gboolean
find_release (DriveInCatalog *self,
              const char  *sigil,
              guint       *out_index,
              guint       *out_card_offset,
              guint       *out_pack_offset)
{
  guint n_releases = g_list_model_get_n_items (G_LIST_MODEL (self->releases));
  guint card_offset = 0;
  guint pack_offset = 0;

  for (guint i = 0; i < n_releases; i++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (G_LIST_MODEL (self->releases), i);

      if (g_strcmp0 (drive_in_release_get_sigil (release), sigil) == 0)
        {
          *out_index = i;
          *out_card_offset = card_offset;
          *out_pack_offset = pack_offset;
          return TRUE;
        }
      card_offset += g_list_model_get_n_items (drive_in_release_get_cards (release));
      pack_offset += g_list_model_get_n_items (drive_in_release_get_packs (release));
    }

  *out_index = n_releases;
  *out_card_offset = card_offset;
  *out_pack_offset = pack_offset;
  return FALSE;
}

/* Adds the ids of @release's cards (at @card_offset of the flat array) and packs to the
 * indexes, or removes them. */
static void
index_release (DriveInCatalog *self,
               DriveInRelease *release,
               guint        card_offset,
               gboolean     add)
{
  guint n_cards = g_list_model_get_n_items (drive_in_release_get_cards (release));
  GListModel *packs = drive_in_release_get_packs (release);
  guint n_packs = g_list_model_get_n_items (packs);

  for (guint i = card_offset; i < card_offset + n_cards; i++)
    {
      DriveInCard *card = g_ptr_array_index (self->cards, i);

      if (add)
        g_hash_table_insert (self->cards_by_id, (char *) drive_in_card_get_id (card), card);
      else
        g_hash_table_remove (self->cards_by_id, drive_in_card_get_id (card));
    }

  for (guint i = 0; i < n_packs; i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);

      if (add)
        g_hash_table_insert (self->packs_by_id, (char *) drive_in_pack_get_id (pack), pack);
      else
        g_hash_table_remove (self->packs_by_id, drive_in_pack_get_id (pack));
    }
}

/* Puts @release's cards (none for NULL) in place of @n_removed cards at @offset of the flat
 * array. */
static void
splice_cards (DriveInCatalog *self,
              guint        offset,
              guint        n_removed,
              DriveInRelease *release)
{
  GListModel *cards = release != NULL ? drive_in_release_get_cards (release) : NULL;
  guint n_added = cards != NULL ? g_list_model_get_n_items (cards) : 0;
  guint tail = self->cards->len - offset - n_removed;

  if (n_added > n_removed)
    g_ptr_array_set_size (self->cards, self->cards->len + n_added - n_removed);
  memmove (self->cards->pdata + offset + n_added, self->cards->pdata + offset + n_removed,
           tail * sizeof (gpointer));
  if (n_added < n_removed)
    g_ptr_array_set_size (self->cards, self->cards->len - (n_removed - n_added));

  for (guint i = 0; i < n_added; i++)
    {
      /* The release keeps the card: the array only borrows it. */
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      self->cards->pdata[offset + i] = card;
    }
}

static GPtrArray *
dup_packs (DriveInRelease *release)
{
  GListModel *packs = drive_in_release_get_packs (release);
  GPtrArray *array = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    g_ptr_array_add (array, g_list_model_get_item (packs, i));
  return array;
}

/* Swaps @old (may be NULL) for @release (may be NULL) at @index, keeping the indexes and
 * the packs model in step, and announces the change of cards. */
static void
replace_release (DriveInCatalog *self,
                 guint        index,
                 guint        card_offset,
                 guint        pack_offset,
                 DriveInRelease *old,
                 DriveInRelease *release)
{
  g_autoptr(GPtrArray) new_packs = NULL;
  guint old_cards = 0;
  guint new_cards = 0;
  guint old_packs = 0;

  if (old != NULL)
    {
      old_cards = g_list_model_get_n_items (drive_in_release_get_cards (old));
      old_packs = g_list_model_get_n_items (drive_in_release_get_packs (old));
      index_release (self, old, card_offset, FALSE);
    }
  splice_cards (self, card_offset, old_cards, release);
  if (release != NULL)
    {
      new_cards = g_list_model_get_n_items (drive_in_release_get_cards (release));
      index_release (self, release, card_offset, TRUE);
      new_packs = dup_packs (release);
    }

  /* Keep @old alive until the splices are done: the hash tables borrow its strings. */
  g_list_store_splice (self->releases, index, old != NULL ? 1 : 0,
                       (gpointer *) &release, release != NULL ? 1 : 0);
  g_list_store_splice (self->packs, pack_offset, old_packs,
                       new_packs != NULL ? new_packs->pdata : NULL,
                       new_packs != NULL ? new_packs->len : 0);

  if (old_cards != 0 || new_cards != 0)
    {
      g_list_model_items_changed (G_LIST_MODEL (self), card_offset, old_cards, new_cards);
      if (old_cards != new_cards)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
    }
}

void
drive_in_catalog_add_release (DriveInCatalog *self,
                          DriveInRelease *release)
{
  g_autoptr(DriveInRelease) old = NULL;
  guint index;
  guint card_offset;
  guint pack_offset;

  g_return_if_fail (DRIVE_IN_IS_CATALOG (self));
  g_return_if_fail (DRIVE_IN_IS_RELEASE (release));

  if (find_release (self, drive_in_release_get_sigil (release), &index, &card_offset, &pack_offset))
    {
      old = g_list_model_get_item (G_LIST_MODEL (self->releases), index);
      if (old == release)
        return;
    }

  replace_release (self, index, card_offset, pack_offset, old, release);
}

gboolean
drive_in_catalog_remove_release (DriveInCatalog *self,
                             const char  *sigil)
{
  g_autoptr(DriveInRelease) old = NULL;
  guint index;
  guint card_offset;
  guint pack_offset;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), FALSE);
  g_return_val_if_fail (sigil != NULL, FALSE);

  if (!find_release (self, sigil, &index, &card_offset, &pack_offset))
    return FALSE;

  old = g_list_model_get_item (G_LIST_MODEL (self->releases), index);
  replace_release (self, index, card_offset, pack_offset, old, NULL);
  return TRUE;
}

/**
 * drive_in_catalog_lookup:
 * @card_id: "gros-dc:01-01"
 *
 * Returns: (transfer none) (nullable): the card
 */
DriveInCard *
drive_in_catalog_lookup (DriveInCatalog *self,
                     const char  *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);

  return g_hash_table_lookup (self->cards_by_id, card_id);
}

/**
 * drive_in_catalog_lookup_pack:
 * @pack_id: "gros-dc:01"
 *
 * Returns: (transfer none) (nullable): the pack
 */
DriveInPack *
drive_in_catalog_lookup_pack (DriveInCatalog *self,
                          const char  *pack_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);
  g_return_val_if_fail (pack_id != NULL, NULL);

  return g_hash_table_lookup (self->packs_by_id, pack_id);
}

/**
 * drive_in_catalog_dup_pack_card_ids:
 * @pack_id: "gros-dc:01"
 *
 * Returns: (transfer full) (nullable): the card ids of the pack, in pack order, or NULL when
 * no loaded release has it. Free with g_strfreev().
 */
char **
drive_in_catalog_dup_pack_card_ids (DriveInCatalog *self,
                                    const char     *pack_id)
{
  DriveInPack *pack;
  const char * const *numbers;
  GStrvBuilder *builder;
  char **ids;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);
  g_return_val_if_fail (pack_id != NULL, NULL);

  pack = g_hash_table_lookup (self->packs_by_id, pack_id);
  if (pack == NULL)
    return NULL;
  builder = g_strv_builder_new ();
  numbers = drive_in_pack_get_card_numbers (pack);
  for (guint i = 0; numbers != NULL && numbers[i] != NULL; i++)
    {
      g_autofree char *id = g_strconcat (drive_in_pack_get_release (pack), ":", numbers[i], NULL);

      g_strv_builder_add (builder, id);
    }
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

const char *
drive_in_catalog_get_pack_name (DriveInCatalog *self,
                                const char     *pack_id)
{
  DriveInPack *pack;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);
  g_return_val_if_fail (pack_id != NULL, NULL);

  pack = g_hash_table_lookup (self->packs_by_id, pack_id);
  return pack != NULL ? drive_in_pack_get_name (pack) : NULL;
}

/**
 * drive_in_catalog_lookup_release:
 *
 * Returns: (transfer none) (nullable): the release with @sigil
 */
DriveInRelease *
drive_in_catalog_lookup_release (DriveInCatalog *self,
                             const char  *sigil)
{
  guint index;
  guint card_offset;
  guint pack_offset;
  g_autoptr(DriveInRelease) release = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);
  g_return_val_if_fail (sigil != NULL, NULL);

  if (!find_release (self, sigil, &index, &card_offset, &pack_offset))
    return NULL;

  /* The store keeps its reference, so handing out a borrowed pointer is safe. */
  release = g_list_model_get_item (G_LIST_MODEL (self->releases), index);
  return release;
}

/**
 * drive_in_catalog_get_releases:
 *
 * Returns: (transfer none): the releases, in the order they were added
 */
GListModel *
drive_in_catalog_get_releases (DriveInCatalog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->releases);
}

/**
 * drive_in_catalog_get_packs:
 *
 * Returns: (transfer none): every pack of every release
 */
GListModel *
drive_in_catalog_get_packs (DriveInCatalog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);

  return G_LIST_MODEL (self->packs);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

char **
drive_in_catalog_dup_traits (DriveInCatalog *self)
{
  g_autoptr(GHashTable) seen = NULL;
  g_autoptr(GPtrArray) traits = NULL;
  GHashTableIter iter;
  gpointer card;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (self), NULL);

  seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_iter_init (&iter, self->cards_by_id);
  while (g_hash_table_iter_next (&iter, NULL, &card))
    {
      const char * const *card_traits = drive_in_card_get_traits (card);

      for (guint i = 0; card_traits[i] != NULL; i++)
        g_hash_table_add (seen, (char *) card_traits[i]);
    }

  traits = g_ptr_array_new_full (g_hash_table_size (seen) + 1, NULL);
  g_hash_table_iter_init (&iter, seen);
  while (g_hash_table_iter_next (&iter, &card, NULL))
    g_ptr_array_add (traits, g_strdup (card));
  g_ptr_array_sort (traits, compare_strings);
  g_ptr_array_add (traits, NULL);

  return (char **) g_ptr_array_free (g_steal_pointer (&traits), FALSE);
}
