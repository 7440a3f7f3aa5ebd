/* drive-in-deck.c: a player's deck: name, format, optional Title and an ordered list of cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-deck.h"
#include "drive-in-deck-advice.h"
#include "drive-in-deck-private.h"
#include "drive-in-deck-problem.h"
#include "drive-in-error.h"
#include "drive-in-pack.h"
#include "drive-in-release.h"

#define CARD_ID_MAX_LENGTH 200
#define LINE_MAX_CHARS 500

static void drive_in_deck_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInDeck, drive_in_deck, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      drive_in_deck_list_model_init))

enum
{
  PROP_0,
  PROP_NAME,
  PROP_GAME,
  PROP_VARIANT,
  PROP_TITLE,
  PROP_CATALOG,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GListModel */

static GType
drive_in_deck_get_item_type (GListModel *model)
{
  return DRIVE_IN_TYPE_DECK_ENTRY;
}

static guint
drive_in_deck_get_n_items (GListModel *model)
{
  return DRIVE_IN_DECK (model)->entries->len;
}

static gpointer
drive_in_deck_get_item (GListModel *model,
                    guint       position)
{
  DriveInDeck *self = DRIVE_IN_DECK (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
drive_in_deck_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = drive_in_deck_get_item_type;
  iface->get_n_items = drive_in_deck_get_n_items;
  iface->get_item = drive_in_deck_get_item;
}

/* Entries */

DriveInDeckEntry *
drive_in_deck_make_entry (DriveInCatalog *catalog,
                      const char  *card_id)
{
  DriveInCard *card = catalog != NULL ? drive_in_catalog_lookup (catalog, card_id) : NULL;

  return drive_in_deck_entry_new (card_id, card);
}

static void
count_entry (DriveInDeck      *self,
             DriveInDeckEntry *entry,
             int            delta)
{
  const char *id = drive_in_deck_entry_get_card_id (entry);
  gpointer key, value;
  guint count = 0;

  if (g_hash_table_lookup_extended (self->counts, id, &key, &value))
    count = GPOINTER_TO_UINT (value);
  g_assert (delta > 0 || count > 0);
  count += delta;

  if (count == 0)
    g_hash_table_remove (self->counts, id);
  else
    g_hash_table_insert (self->counts, g_strdup (id), GUINT_TO_POINTER (count));
}

static void
emit_changed (DriveInDeck *self,
              guint     position,
              guint     removed,
              guint     added)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
  if (removed != added)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

/* Takes @entries (transfer full, emptied) into the deck at @position, with one
 * items-changed. */
void
drive_in_deck_insert_entries (DriveInDeck  *self,
                          guint      position,
                          GPtrArray *entries)
{
  guint n = entries->len;

  g_assert (position <= self->entries->len);
  if (n == 0)
    return;

  for (guint i = 0; i < n; i++)
    {
      DriveInDeckEntry *entry = g_ptr_array_index (entries, i);

      count_entry (self, entry, 1);
      g_ptr_array_insert (self->entries, position + i, entry);
    }
  g_ptr_array_set_free_func (entries, NULL);
  g_ptr_array_set_size (entries, 0);
  emit_changed (self, position, 0, n);
}

/* Resolves every entry again; replaced entries get one items-changed over their span. */
static void
resolve_all (DriveInDeck *self)
{
  guint first = G_MAXUINT, last = 0;

  for (guint i = 0; i < self->entries->len; i++)
    {
      DriveInDeckEntry *entry = g_ptr_array_index (self->entries, i);
      const char *id = drive_in_deck_entry_get_card_id (entry);
      DriveInCard *card = self->catalog != NULL ? drive_in_catalog_lookup (self->catalog, id) : NULL;

      if (card == drive_in_deck_entry_get_card (entry))
        continue;
      g_ptr_array_index (self->entries, i) = drive_in_deck_entry_new (id, card);
      g_object_unref (entry);
      first = MIN (first, i);
      last = i;
    }
  if (first != G_MAXUINT)
    emit_changed (self, first, last - first + 1, last - first + 1);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->side)); i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i);
      const char *id = drive_in_deck_entry_get_card_id (entry);
      DriveInCard *card = self->catalog != NULL ? drive_in_catalog_lookup (self->catalog, id) : NULL;

      if (card != drive_in_deck_entry_get_card (entry))
        {
          g_autoptr(DriveInDeckEntry) resolved = drive_in_deck_entry_new (id, card);

          g_list_store_splice (self->side, i, 1, (gpointer *) &resolved, 1);
        }
    }
}

static void
on_catalog_items_changed_cb (GListModel *catalog,
                             guint       position,
                             guint       removed,
                             guint       added,
                             DriveInDeck   *self)
{
  resolve_all (self);
}

/* Names and Titles are one line of text: control characters become spaces, and the length
 * stays within what the deck file schema allows. */
static char *
sanitize_line (const char *text)
{
  g_autofree char *valid = NULL;
  GString *line;
  guint n_chars = 0;

  if (text == NULL)
    return NULL;
  valid = g_utf8_make_valid (text, -1);
  line = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0' && n_chars < LINE_MAX_CHARS; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c))
        g_string_append_c (line, ' ');
      else
        g_string_append_unichar (line, c);
      n_chars++;
    }
  return g_string_free (line, FALSE);
}

/* GObject */

static void
drive_in_deck_dispose (GObject *object)
{
  DriveInDeck *self = DRIVE_IN_DECK (object);

  if (self->catalog != NULL)
    g_clear_signal_handler (&self->catalog_changed_id, self->catalog);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (drive_in_deck_parent_class)->dispose (object);
}

static void
drive_in_deck_finalize (GObject *object)
{
  DriveInDeck *self = DRIVE_IN_DECK (object);

  g_free (self->name);
  g_free (self->title);
  g_free (self->variant);
  g_object_unref (self->side);
  g_ptr_array_unref (self->entries);
  g_hash_table_unref (self->counts);

  G_OBJECT_CLASS (drive_in_deck_parent_class)->finalize (object);
}

static void
drive_in_deck_constructed (GObject *object)
{
  DriveInDeck *self = DRIVE_IN_DECK (object);
  const DriveInGameInfo *info;

  G_OBJECT_CLASS (drive_in_deck_parent_class)->constructed (object);

  /* Every deck is in a variant of its game: its first unless one was given. */
  info = drive_in_game_info_lookup (self->game);
  if (self->variant == NULL && info != NULL)
    {
      guint n;

      self->variant = g_strdup (drive_in_game_info_get_variants (info, &n)[0].id);
    }
}

static void
drive_in_deck_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  DriveInDeck *self = DRIVE_IN_DECK (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;
    case PROP_VARIANT:
      g_value_set_string (value, drive_in_deck_get_variant (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_CATALOG:
      g_value_set_object (value, self->catalog);
      break;
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->entries->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  DriveInDeck *self = DRIVE_IN_DECK (object);

  switch (prop_id)
    {
    case PROP_NAME:
      drive_in_deck_set_name (self, g_value_get_string (value));
      break;
    case PROP_GAME:
      /* Construct-only: a deck never changes game. */
      self->game = g_intern_string (g_value_get_string (value) != NULL
                                    ? g_value_get_string (value)
                                    : drive_in_game_info_get_unnamed_default ());
      break;
    case PROP_VARIANT:
      if (g_value_get_string (value) != NULL)
        drive_in_deck_set_variant (self, g_value_get_string (value));
      break;
    case PROP_TITLE:
      drive_in_deck_set_title (self, g_value_get_string (value));
      break;
    case PROP_CATALOG:
      drive_in_deck_set_catalog (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_class_init (DriveInDeckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = drive_in_deck_constructed;
  object_class->dispose = drive_in_deck_dispose;
  object_class->finalize = drive_in_deck_finalize;
  object_class->get_property = drive_in_deck_get_property;
  object_class->set_property = drive_in_deck_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, drive_in_game_info_get_unnamed_default (),
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL, DRIVE_IN_TYPE_CATALOG,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_deck_init (DriveInDeck *self)
{
  self->name = g_strdup ("");
  self->game = g_intern_static_string (drive_in_game_info_get_unnamed_default ());
  self->side = g_list_store_new (DRIVE_IN_TYPE_DECK_ENTRY);
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Public API */

gboolean
drive_in_deck_is_valid_card_id (const char *card_id)
{
  const char *colon;

  if (card_id == NULL || strlen (card_id) > CARD_ID_MAX_LENGTH)
    return FALSE;
  colon = strchr (card_id, ':');
  if (colon == NULL || colon == card_id || colon[1] == '\0')
    return FALSE;
  for (const char *p = card_id; *p != '\0'; p++)
    {
      if (p == colon)
        continue;
      if (!g_ascii_isalnum (*p) && strchr ("._+-", *p) == NULL)
        return FALSE;
    }
  return TRUE;
}

const char *
drive_in_deck_get_name (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  return self->name;
}

void
drive_in_deck_set_name (DriveInDeck   *self,
                    const char *name)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));

  clean = sanitize_line (name != NULL ? name : "");
  if (g_strcmp0 (clean, self->name) == 0)
    return;
  g_free (self->name);
  self->name = g_steal_pointer (&clean);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

DriveInDeck *
drive_in_deck_new_for_game (DriveInCatalog *catalog,
                        const char  *name,
                        const char  *game,
                        const char  *variant)
{
  const DriveInGameInfo *info;
  DriveInDeck *self;

  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (game != NULL, NULL);
  info = drive_in_game_info_lookup (game);
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (variant == NULL || drive_in_game_info_find_variant (info, variant) != NULL,
                        NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK,
                       "game", game,
                       "catalog", catalog,
                       "name", name != NULL ? name : "",
                       NULL);
  if (variant == NULL)
    {
      guint n;

      variant = drive_in_game_info_get_variants (info, &n)[0].id;
    }
  drive_in_deck_set_variant (self, variant);
  return self;
}

const char *
drive_in_deck_get_game (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  return self->game;
}

const char *
drive_in_deck_get_variant (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  return self->variant;
}

gboolean
drive_in_deck_set_variant (DriveInDeck   *self,
                       const char *variant)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);

  if (drive_in_game_info_find_variant (drive_in_game_info_lookup (self->game), variant) == NULL)
    return FALSE;
  if (g_strcmp0 (self->variant, variant) == 0)
    return TRUE;
  g_free (self->variant);
  self->variant = g_strdup (variant);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
  return TRUE;
}

GListModel *
drive_in_deck_get_side (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  return G_LIST_MODEL (self->side);
}

void
drive_in_deck_add_side (DriveInDeck   *self,
                    const char *card_id)
{
  g_autoptr(DriveInDeckEntry) entry = NULL;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));
  g_return_if_fail (drive_in_deck_is_valid_card_id (card_id));

  entry = drive_in_deck_make_entry (self->catalog, card_id);
  g_list_store_append (self->side, entry);
}

gboolean
drive_in_deck_remove_side (DriveInDeck   *self,
                       const char *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->side)); i > 0; i--)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i - 1);

      if (g_str_equal (drive_in_deck_entry_get_card_id (entry), card_id))
        {
          g_list_store_remove (self->side, i - 1);
          return TRUE;
        }
    }
  return FALSE;
}

guint
drive_in_deck_count_side (DriveInDeck   *self,
                      const char *card_id)
{
  guint count = 0;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), 0);
  g_return_val_if_fail (card_id != NULL, 0);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->side)); i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i);

      count += g_str_equal (drive_in_deck_entry_get_card_id (entry), card_id);
    }
  return count;
}

const char *
drive_in_deck_get_title (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  return self->title;
}

void
drive_in_deck_set_title (DriveInDeck   *self,
                     const char *title)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));

  if (title != NULL && *title != '\0')
    clean = sanitize_line (title);
  if (g_strcmp0 (clean, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&clean);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

DriveInCatalog *
drive_in_deck_get_catalog (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  return self->catalog;
}

void
drive_in_deck_set_catalog (DriveInDeck    *self,
                       DriveInCatalog *catalog)
{
  g_return_if_fail (DRIVE_IN_IS_DECK (self));
  g_return_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog));

  if (self->catalog == catalog)
    return;

  if (self->catalog != NULL)
    g_clear_signal_handler (&self->catalog_changed_id, self->catalog);
  g_set_object (&self->catalog, catalog);
  /* Releases imported or removed later change what the ids resolve to. */
  if (catalog != NULL)
    self->catalog_changed_id = g_signal_connect (catalog, "items-changed",
                                                 G_CALLBACK (on_catalog_items_changed_cb),
                                                 self);
  resolve_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG]);
}

guint
drive_in_deck_get_n_cards (DriveInDeck *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), 0);
  return self->entries->len;
}

DriveInDeckEntry *
drive_in_deck_get_entry (DriveInDeck *self,
                     guint     position)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);

  if (position >= self->entries->len)
    return NULL;
  return g_ptr_array_index (self->entries, position);
}

char **
drive_in_deck_dup_card_ids (DriveInDeck *self)
{
  char **ids;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);

  ids = g_new0 (char *, self->entries->len + 1);
  for (guint i = 0; i < self->entries->len; i++)
    ids[i] = g_strdup (drive_in_deck_entry_get_card_id (g_ptr_array_index (self->entries, i)));
  return ids;
}

void
drive_in_deck_insert (DriveInDeck   *self,
                  guint       position,
                  const char *card_id)
{
  g_autoptr(GPtrArray) entries = NULL;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));
  g_return_if_fail (drive_in_deck_is_valid_card_id (card_id));

  position = MIN (position, self->entries->len);
  entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (entries, drive_in_deck_make_entry (self->catalog, card_id));
  drive_in_deck_insert_entries (self, position, entries);
}

void
drive_in_deck_add (DriveInDeck   *self,
               const char *card_id)
{
  g_return_if_fail (DRIVE_IN_IS_DECK (self));
  drive_in_deck_insert (self, self->entries->len, card_id);
}

void
drive_in_deck_add_card (DriveInDeck *self,
                    DriveInCard *card)
{
  g_autoptr(GPtrArray) entries = NULL;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));
  g_return_if_fail (DRIVE_IN_IS_CARD (card));
  g_return_if_fail (drive_in_deck_is_valid_card_id (drive_in_card_get_id (card)));

  entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (entries, drive_in_deck_entry_new (drive_in_card_get_id (card), card));
  drive_in_deck_insert_entries (self, self->entries->len, entries);
}

gboolean
drive_in_deck_add_pack (DriveInDeck    *self,
                        DriveInCatalog *catalog,
                        const char     *pack_id,
                        GError        **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), FALSE);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (pack_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (catalog == NULL)
    catalog = self->catalog;
  ids = catalog != NULL ? drive_in_catalog_dup_pack_card_ids (catalog, pack_id) : NULL;
  if (ids == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   _("No loaded release has the pack “%s”."), pack_id);
      return FALSE;
    }

  entries = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);

      if (!drive_in_deck_is_valid_card_id (ids[i]))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("The pack “%s” lists the card “%s”, which is not a valid card id."),
                       pack_id, ids[i]);
          return FALSE;
        }
      g_ptr_array_add (entries, drive_in_deck_entry_new (ids[i], card));
    }
  drive_in_deck_insert_entries (self, self->entries->len, entries);
  return TRUE;
}

void
drive_in_deck_remove_at (DriveInDeck *self,
                     guint     position)
{
  DriveInDeckEntry *entry;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));
  g_return_if_fail (position < self->entries->len);

  entry = g_ptr_array_steal_index (self->entries, position);
  count_entry (self, entry, -1);
  g_object_unref (entry);
  emit_changed (self, position, 1, 0);
}

gboolean
drive_in_deck_remove (DriveInDeck   *self,
                  const char *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  if (!g_hash_table_contains (self->counts, card_id))
    return FALSE;

  for (guint i = self->entries->len; i > 0; i--)
    {
      DriveInDeckEntry *entry = g_ptr_array_index (self->entries, i - 1);

      if (g_str_equal (drive_in_deck_entry_get_card_id (entry), card_id))
        {
          drive_in_deck_remove_at (self, i - 1);
          return TRUE;
        }
    }
  g_assert_not_reached ();
}

void
drive_in_deck_clear (DriveInDeck *self)
{
  guint n;

  g_return_if_fail (DRIVE_IN_IS_DECK (self));

  n = self->entries->len;
  if (n == 0)
    return;
  g_ptr_array_set_size (self->entries, 0);
  g_hash_table_remove_all (self->counts);
  emit_changed (self, 0, n, 0);
}

/* The game of the pack @pack_id of @catalog (its release's), or NULL when @catalog has no
 * such pack, with @error set as drive_in_deck_add_pack() sets it. */
static const char *
lookup_pack_game (DriveInCatalog  *catalog,
                  const char      *pack_id,
                  GError         **error)
{
  DriveInPack *pack = drive_in_catalog_lookup_pack (catalog, pack_id);
  DriveInRelease *release;

  if (pack == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   _("No loaded release has the pack “%s”."), pack_id);
      return NULL;
    }
  release = drive_in_catalog_lookup_release (catalog, drive_in_pack_get_release (pack));
  return release != NULL ? drive_in_release_get_game (release)
                         : drive_in_game_info_get_unnamed_default ();
}

/* The game's name for messages: its label, or its id when the library does not know it. */
static const char *
game_label (const char *game_id)
{
  const DriveInGameInfo *info = drive_in_game_info_lookup (game_id);

  return info != NULL ? drive_in_game_info_get_label (info) : game_id;
}

DriveInDeck *
drive_in_deck_new_from_packs (DriveInCatalog     *catalog,
                              const char * const *pack_ids,
                              const char         *variant_id,
                              const char * const *extra_card_ids,
                              GError            **error)
{
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GString) name = NULL;
  const DriveInGameInfo *info;
  const char *game = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (pack_ids != NULL && pack_ids[0] != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The deck is its packs' game's; packs of two games make no one deck. */
  for (guint i = 0; pack_ids[i] != NULL; i++)
    {
      const char *pack_game = lookup_pack_game (catalog, pack_ids[i], error);

      if (pack_game == NULL)
        return NULL;
      if (game == NULL)
        game = pack_game;
      else if (!g_str_equal (game, pack_game))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("The pack “%s” is of %s and “%s” of %s: a deck's packs are of one "
                         "game."),
                       pack_ids[0], game_label (game), pack_ids[i], game_label (pack_game));
          return NULL;
        }
    }
  info = drive_in_game_info_lookup (game);
  if (info == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("The pack “%s” is of the game “%s”, which this library does not know."),
                   pack_ids[0], game);
      return NULL;
    }
  if (variant_id != NULL && drive_in_game_info_find_variant (info, variant_id) == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s has no variant “%s”."), drive_in_game_info_get_label (info),
                   variant_id);
      return NULL;
    }

  deck = drive_in_deck_new_for_game (catalog, NULL, info->id, variant_id);
  name = g_string_new (NULL);
  for (guint i = 0; pack_ids[i] != NULL; i++)
    {
      if (!drive_in_deck_add_pack (deck, catalog, pack_ids[i], error))
        return NULL;
      g_string_append_printf (name, "%s%s", i > 0 ? " + " : "",
                              drive_in_pack_get_name (drive_in_catalog_lookup_pack (catalog,
                                                                                pack_ids[i])));
    }

  for (guint i = 0; extra_card_ids != NULL && extra_card_ids[i] != NULL; i++)
    {
      if (!drive_in_deck_is_valid_card_id (extra_card_ids[i])
          || drive_in_catalog_lookup (catalog, extra_card_ids[i]) == NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                       _("No loaded release has the card “%s”."), extra_card_ids[i]);
          return NULL;
        }
      drive_in_deck_add (deck, extra_card_ids[i]);
    }

  drive_in_deck_set_name (deck, name->str);
  return g_steal_pointer (&deck);
}

gboolean
drive_in_deck_contains (DriveInDeck   *self,
                    const char *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  return g_hash_table_contains (self->counts, card_id);
}

guint
drive_in_deck_count (DriveInDeck   *self,
                 const char *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), 0);
  g_return_val_if_fail (card_id != NULL, 0);

  return GPOINTER_TO_UINT (g_hash_table_lookup (self->counts, card_id));
}

guint
drive_in_deck_count_by_kind (DriveInDeck *self,
                             const char  *kind_id)
{
  const char *kind;
  guint count = 0;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), 0);
  g_return_val_if_fail (kind_id != NULL, 0);

  /* Cards' kinds are interned: one lookup, then pointer compares. */
  kind = g_intern_string (kind_id);
  for (guint i = 0; i < self->entries->len; i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (g_ptr_array_index (self->entries, i));

      if (card != NULL && drive_in_card_get_kind (card) == kind)
        count++;
    }
  return count;
}

guint
drive_in_deck_count_unknown (DriveInDeck *self)
{
  guint count = 0;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), 0);

  for (guint i = 0; i < self->entries->len; i++)
    if (drive_in_deck_entry_get_card (g_ptr_array_index (self->entries, i)) == NULL)
      count++;
  return count;
}

GListModel *
drive_in_deck_validate (DriveInDeck    *self,
                    DriveInCatalog *catalog)
{
  const DriveInGameInfo *info;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);

  info = drive_in_game_info_lookup (self->game);
  if (info == NULL || info->validate == NULL)
    return G_LIST_MODEL (g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM));
  return info->validate (self, catalog);
}

GListModel *
drive_in_deck_validate_in_variant (DriveInDeck    *self,
                                   const char     *variant_id,
                                   DriveInCatalog *catalog)
{
  const DriveInGameInfo *info;
  const DriveInGameVariant *variant;
  GListStore *store;
  g_autoptr(DriveInDeckProblem) problem = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);
  g_return_val_if_fail (variant_id != NULL, NULL);

  if (g_strcmp0 (drive_in_deck_get_variant (self), variant_id) == 0)
    return drive_in_deck_validate (self, catalog);
  info = drive_in_game_info_lookup (self->game);
  variant = info != NULL ? drive_in_game_info_find_variant (info, variant_id) : NULL;
  if (variant != NULL && info->validate_in_variant != NULL)
    return info->validate_in_variant (self, variant_id, catalog);
  store = g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM);
  /* Translators: "The deck is built for another variant than Rumble." */
  message = g_strdup_printf (_("The deck is built for another variant than %s."),
                             variant != NULL ? drive_in_game_info_variant_label (variant)
                                             : variant_id);
  problem = drive_in_deck_problem_new ("variant", NULL, NULL, message);
  g_list_store_append (store, problem);
  return G_LIST_MODEL (store);
}

GListModel *
drive_in_deck_advise (DriveInDeck    *self,
                  DriveInCatalog *catalog)
{
  const DriveInGameInfo *info;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);

  info = drive_in_game_info_lookup (self->game);
  if (info == NULL || info->advise == NULL)
    return G_LIST_MODEL (g_list_store_new (DRIVE_IN_TYPE_DECK_ADVICE));
  return info->advise (self, catalog);
}

/* Deck files: reading */
