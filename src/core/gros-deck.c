/* gros-deck.c: a player's deck: name, format, optional Title and an ordered list of cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>

#include "gros-core-resources.h"
#include "gros-deck.h"
#include "gros-deck-advice.h"
#include "gros-deck-problem.h"
#include "gros-save.h"
#include "gros-error.h"

#define DECK_FILE_VERSION "1"
#define DECK_SCHEMA_PATH "/io/github/drivein/DriveIn/core/gros-deck.rng"
#define CARD_ID_MAX_LENGTH 200
#define LINE_MAX_CHARS 500

#if LIBXML_VERSION >= 21200
typedef const xmlError *GrosXmlError;
#else
typedef xmlErrorPtr GrosXmlError;
#endif

struct _GrosDeck
{
  GObject       parent_instance;

  char         *name;
  const char   *game;    /* interned GROS_GAME_ID_* */
  GrosFormatId  format;  /* GROS decks */
  char         *variant; /* decks of other games */
  char         *title;
  GListStore   *side;    /* of GrosDeckEntry: the side deck */
  GrosCatalog  *catalog;
  gulong        catalog_changed_id;

  GPtrArray    *entries; /* of GrosDeckEntry, in deck order */
  GHashTable   *counts;  /* card id (owned) -> copies, for contains() and count() */
};

static void gros_deck_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GrosDeck, gros_deck, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      gros_deck_list_model_init))

enum
{
  PROP_0,
  PROP_NAME,
  PROP_GAME,
  PROP_FORMAT,
  PROP_VARIANT,
  PROP_TITLE,
  PROP_CATALOG,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GListModel */

static GType
gros_deck_get_item_type (GListModel *model)
{
  return GROS_TYPE_DECK_ENTRY;
}

static guint
gros_deck_get_n_items (GListModel *model)
{
  return GROS_DECK (model)->entries->len;
}

static gpointer
gros_deck_get_item (GListModel *model,
                    guint       position)
{
  GrosDeck *self = GROS_DECK (model);

  if (position >= self->entries->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
gros_deck_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = gros_deck_get_item_type;
  iface->get_n_items = gros_deck_get_n_items;
  iface->get_item = gros_deck_get_item;
}

/* Entries */

static GrosDeckEntry *
make_entry (GrosCatalog *catalog,
            const char  *card_id)
{
  GrosCard *card = catalog != NULL ? gros_catalog_lookup (catalog, card_id) : NULL;

  return gros_deck_entry_new (card_id, card);
}

static void
count_entry (GrosDeck      *self,
             GrosDeckEntry *entry,
             int            delta)
{
  const char *id = gros_deck_entry_get_card_id (entry);
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
emit_changed (GrosDeck *self,
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
static void
insert_entries (GrosDeck  *self,
                guint      position,
                GPtrArray *entries)
{
  guint n = entries->len;

  g_assert (position <= self->entries->len);
  if (n == 0)
    return;

  for (guint i = 0; i < n; i++)
    {
      GrosDeckEntry *entry = g_ptr_array_index (entries, i);

      count_entry (self, entry, 1);
      g_ptr_array_insert (self->entries, position + i, entry);
    }
  g_ptr_array_set_free_func (entries, NULL);
  g_ptr_array_set_size (entries, 0);
  emit_changed (self, position, 0, n);
}

/* Resolves every entry again; replaced entries get one items-changed over their span. */
static void
resolve_all (GrosDeck *self)
{
  guint first = G_MAXUINT, last = 0;

  for (guint i = 0; i < self->entries->len; i++)
    {
      GrosDeckEntry *entry = g_ptr_array_index (self->entries, i);
      const char *id = gros_deck_entry_get_card_id (entry);
      GrosCard *card = self->catalog != NULL ? gros_catalog_lookup (self->catalog, id) : NULL;

      if (card == gros_deck_entry_get_card (entry))
        continue;
      g_ptr_array_index (self->entries, i) = gros_deck_entry_new (id, card);
      g_object_unref (entry);
      first = MIN (first, i);
      last = i;
    }
  if (first != G_MAXUINT)
    emit_changed (self, first, last - first + 1, last - first + 1);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->side)); i++)
    {
      g_autoptr(GrosDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i);
      const char *id = gros_deck_entry_get_card_id (entry);
      GrosCard *card = self->catalog != NULL ? gros_catalog_lookup (self->catalog, id) : NULL;

      if (card != gros_deck_entry_get_card (entry))
        {
          g_autoptr(GrosDeckEntry) resolved = gros_deck_entry_new (id, card);

          g_list_store_splice (self->side, i, 1, (gpointer *) &resolved, 1);
        }
    }
}

static void
on_catalog_items_changed_cb (GListModel *catalog,
                             guint       position,
                             guint       removed,
                             guint       added,
                             GrosDeck   *self)
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
gros_deck_dispose (GObject *object)
{
  GrosDeck *self = GROS_DECK (object);

  if (self->catalog != NULL)
    g_clear_signal_handler (&self->catalog_changed_id, self->catalog);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (gros_deck_parent_class)->dispose (object);
}

static void
gros_deck_finalize (GObject *object)
{
  GrosDeck *self = GROS_DECK (object);

  g_free (self->name);
  g_free (self->title);
  g_free (self->variant);
  g_object_unref (self->side);
  g_ptr_array_unref (self->entries);
  g_hash_table_unref (self->counts);

  G_OBJECT_CLASS (gros_deck_parent_class)->finalize (object);
}

static void
gros_deck_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  GrosDeck *self = GROS_DECK (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;
    case PROP_FORMAT:
      g_value_set_enum (value, self->format);
      break;
    case PROP_VARIANT:
      g_value_set_string (value, gros_deck_get_variant (self));
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
gros_deck_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  GrosDeck *self = GROS_DECK (object);

  switch (prop_id)
    {
    case PROP_NAME:
      gros_deck_set_name (self, g_value_get_string (value));
      break;
    case PROP_GAME:
      /* Construct-only: a deck never changes game. */
      self->game = g_intern_string (g_value_get_string (value) != NULL
                                    ? g_value_get_string (value) : GROS_GAME_ID_GROS);
      break;
    case PROP_FORMAT:
      gros_deck_set_format (self, g_value_get_enum (value));
      break;
    case PROP_VARIANT:
      if (g_value_get_string (value) != NULL)
        gros_deck_set_variant (self, g_value_get_string (value));
      break;
    case PROP_TITLE:
      gros_deck_set_title (self, g_value_get_string (value));
      break;
    case PROP_CATALOG:
      gros_deck_set_catalog (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gros_deck_class_init (GrosDeckClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gros_deck_dispose;
  object_class->finalize = gros_deck_finalize;
  object_class->get_property = gros_deck_get_property;
  object_class->set_property = gros_deck_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, GROS_GAME_ID_GROS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FORMAT] =
    g_param_spec_enum ("format", NULL, NULL, GROS_TYPE_FORMAT_ID, GROS_FORMAT_FEATURE_FILM,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANT] =
    g_param_spec_string ("variant", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL, GROS_TYPE_CATALOG,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gros_deck_init (GrosDeck *self)
{
  self->name = g_strdup ("");
  self->game = g_intern_static_string (GROS_GAME_ID_GROS);
  self->format = GROS_FORMAT_FEATURE_FILM;
  self->side = g_list_store_new (GROS_TYPE_DECK_ENTRY);
  self->entries = g_ptr_array_new_with_free_func (g_object_unref);
  self->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Public API */

gboolean
gros_deck_is_valid_card_id (const char *card_id)
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

GrosDeck *
gros_deck_new (GrosCatalog  *catalog,
               const char   *name,
               GrosFormatId  format)
{
  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail ((guint) format < GROS_FORMAT_N_IDS, NULL);

  return g_object_new (GROS_TYPE_DECK,
                       "catalog", catalog,
                       "name", name != NULL ? name : "",
                       "format", format,
                       NULL);
}

const char *
gros_deck_get_name (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);
  return self->name;
}

void
gros_deck_set_name (GrosDeck   *self,
                    const char *name)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (GROS_IS_DECK (self));

  clean = sanitize_line (name != NULL ? name : "");
  if (g_strcmp0 (clean, self->name) == 0)
    return;
  g_free (self->name);
  self->name = g_steal_pointer (&clean);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

GrosFormatId
gros_deck_get_format (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), GROS_FORMAT_FEATURE_FILM);
  return self->format;
}

void
gros_deck_set_format (GrosDeck     *self,
                      GrosFormatId  format)
{
  g_return_if_fail (GROS_IS_DECK (self));
  g_return_if_fail ((guint) format < GROS_FORMAT_N_IDS);

  if (self->format == format)
    return;
  self->format = format;
  /* A GROS deck's "variant" follows its format; watchers of GROS decks watch "format". */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORMAT]);
}

GrosDeck *
gros_deck_new_for_game (GrosCatalog *catalog,
                        const char  *name,
                        const char  *game,
                        const char  *variant)
{
  const GrosGameInfo *info;
  GrosDeck *self;

  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (game != NULL, NULL);
  info = gros_game_info_lookup (game);
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (variant == NULL || gros_game_info_find_variant (info, variant) != NULL,
                        NULL);

  self = g_object_new (GROS_TYPE_DECK,
                       "game", game,
                       "catalog", catalog,
                       "name", name != NULL ? name : "",
                       NULL);
  if (variant != NULL)
    gros_deck_set_variant (self, variant);
  else if (!gros_deck_is_gros (self))
    {
      guint n;

      gros_deck_set_variant (self, gros_game_info_get_variants (info, &n)[0].id);
    }
  return self;
}

const char *
gros_deck_get_game (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);
  return self->game;
}

gboolean
gros_deck_is_gros (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  return self->game == g_intern_static_string (GROS_GAME_ID_GROS);
}

const char *
gros_deck_get_variant (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);

  if (gros_deck_is_gros (self))
    return gros_format_get (self->format)->string_id;
  return self->variant;
}

gboolean
gros_deck_set_variant (GrosDeck   *self,
                       const char *variant)
{
  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  g_return_val_if_fail (variant != NULL, FALSE);

  if (gros_deck_is_gros (self))
    {
      const GrosFormat *format = gros_format_from_string (variant);

      if (format == NULL)
        return FALSE;
      gros_deck_set_format (self, format->id);
      return TRUE;
    }
  if (gros_game_info_find_variant (gros_game_info_lookup (self->game), variant) == NULL)
    return FALSE;
  if (g_strcmp0 (self->variant, variant) == 0)
    return TRUE;
  g_free (self->variant);
  self->variant = g_strdup (variant);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANT]);
  return TRUE;
}

GListModel *
gros_deck_get_side (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);
  return G_LIST_MODEL (self->side);
}

void
gros_deck_add_side (GrosDeck   *self,
                    const char *card_id)
{
  g_autoptr(GrosDeckEntry) entry = NULL;

  g_return_if_fail (GROS_IS_DECK (self));
  g_return_if_fail (gros_deck_is_valid_card_id (card_id));

  entry = make_entry (self->catalog, card_id);
  g_list_store_append (self->side, entry);
}

gboolean
gros_deck_remove_side (GrosDeck   *self,
                       const char *card_id)
{
  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->side)); i > 0; i--)
    {
      g_autoptr(GrosDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i - 1);

      if (g_str_equal (gros_deck_entry_get_card_id (entry), card_id))
        {
          g_list_store_remove (self->side, i - 1);
          return TRUE;
        }
    }
  return FALSE;
}

guint
gros_deck_count_side (GrosDeck   *self,
                      const char *card_id)
{
  guint count = 0;

  g_return_val_if_fail (GROS_IS_DECK (self), 0);
  g_return_val_if_fail (card_id != NULL, 0);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->side)); i++)
    {
      g_autoptr(GrosDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i);

      count += g_str_equal (gros_deck_entry_get_card_id (entry), card_id);
    }
  return count;
}

const char *
gros_deck_get_title (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);
  return self->title;
}

void
gros_deck_set_title (GrosDeck   *self,
                     const char *title)
{
  g_autofree char *clean = NULL;

  g_return_if_fail (GROS_IS_DECK (self));

  if (title != NULL && *title != '\0')
    clean = sanitize_line (title);
  if (g_strcmp0 (clean, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&clean);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

GrosCatalog *
gros_deck_get_catalog (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);
  return self->catalog;
}

void
gros_deck_set_catalog (GrosDeck    *self,
                       GrosCatalog *catalog)
{
  g_return_if_fail (GROS_IS_DECK (self));
  g_return_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog));

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
gros_deck_get_n_cards (GrosDeck *self)
{
  g_return_val_if_fail (GROS_IS_DECK (self), 0);
  return self->entries->len;
}

GrosDeckEntry *
gros_deck_get_entry (GrosDeck *self,
                     guint     position)
{
  g_return_val_if_fail (GROS_IS_DECK (self), NULL);

  if (position >= self->entries->len)
    return NULL;
  return g_ptr_array_index (self->entries, position);
}

char **
gros_deck_dup_card_ids (GrosDeck *self)
{
  char **ids;

  g_return_val_if_fail (GROS_IS_DECK (self), NULL);

  ids = g_new0 (char *, self->entries->len + 1);
  for (guint i = 0; i < self->entries->len; i++)
    ids[i] = g_strdup (gros_deck_entry_get_card_id (g_ptr_array_index (self->entries, i)));
  return ids;
}

void
gros_deck_insert (GrosDeck   *self,
                  guint       position,
                  const char *card_id)
{
  g_autoptr(GPtrArray) entries = NULL;

  g_return_if_fail (GROS_IS_DECK (self));
  g_return_if_fail (gros_deck_is_valid_card_id (card_id));

  position = MIN (position, self->entries->len);
  entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (entries, make_entry (self->catalog, card_id));
  insert_entries (self, position, entries);
}

void
gros_deck_add (GrosDeck   *self,
               const char *card_id)
{
  g_return_if_fail (GROS_IS_DECK (self));
  gros_deck_insert (self, self->entries->len, card_id);
}

void
gros_deck_add_card (GrosDeck *self,
                    GrosCard *card)
{
  g_autoptr(GPtrArray) entries = NULL;

  g_return_if_fail (GROS_IS_DECK (self));
  g_return_if_fail (GROS_IS_CARD (card));
  g_return_if_fail (gros_deck_is_valid_card_id (gros_card_get_id (card)));

  entries = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (entries, gros_deck_entry_new (gros_card_get_id (card), card));
  insert_entries (self, self->entries->len, entries);
}

gboolean
gros_deck_add_pack (GrosDeck     *self,
                    GrosCatalog  *catalog,
                    const char   *pack_id,
                    GError      **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  const char * const *numbers;
  GrosPack *pack;

  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (pack_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (catalog == NULL)
    catalog = self->catalog;
  pack = catalog != NULL ? gros_catalog_lookup_pack (catalog, pack_id) : NULL;
  if (pack == NULL)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_NOT_FOUND,
                   _("No loaded release has the pack “%s”."), pack_id);
      return FALSE;
    }

  entries = g_ptr_array_new_with_free_func (g_object_unref);
  numbers = gros_pack_get_card_numbers (pack);
  for (guint i = 0; numbers != NULL && numbers[i] != NULL; i++)
    {
      g_autofree char *id = g_strconcat (gros_pack_get_release (pack), ":", numbers[i], NULL);
      GrosCard *card = gros_catalog_lookup (catalog, id);

      if (!gros_deck_is_valid_card_id (id))
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                       _("The pack “%s” lists the card “%s”, which is not a valid card id."),
                       pack_id, id);
          return FALSE;
        }
      g_ptr_array_add (entries, gros_deck_entry_new (id, card));
    }
  insert_entries (self, self->entries->len, entries);
  return TRUE;
}

void
gros_deck_remove_at (GrosDeck *self,
                     guint     position)
{
  GrosDeckEntry *entry;

  g_return_if_fail (GROS_IS_DECK (self));
  g_return_if_fail (position < self->entries->len);

  entry = g_ptr_array_steal_index (self->entries, position);
  count_entry (self, entry, -1);
  g_object_unref (entry);
  emit_changed (self, position, 1, 0);
}

gboolean
gros_deck_remove (GrosDeck   *self,
                  const char *card_id)
{
  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  if (!g_hash_table_contains (self->counts, card_id))
    return FALSE;

  for (guint i = self->entries->len; i > 0; i--)
    {
      GrosDeckEntry *entry = g_ptr_array_index (self->entries, i - 1);

      if (g_str_equal (gros_deck_entry_get_card_id (entry), card_id))
        {
          gros_deck_remove_at (self, i - 1);
          return TRUE;
        }
    }
  g_assert_not_reached ();
}

void
gros_deck_clear (GrosDeck *self)
{
  guint n;

  g_return_if_fail (GROS_IS_DECK (self));

  n = self->entries->len;
  if (n == 0)
    return;
  g_ptr_array_set_size (self->entries, 0);
  g_hash_table_remove_all (self->counts);
  emit_changed (self, 0, n, 0);
}

gboolean
gros_deck_contains (GrosDeck   *self,
                    const char *card_id)
{
  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  return g_hash_table_contains (self->counts, card_id);
}

guint
gros_deck_count (GrosDeck   *self,
                 const char *card_id)
{
  g_return_val_if_fail (GROS_IS_DECK (self), 0);
  g_return_val_if_fail (card_id != NULL, 0);

  return GPOINTER_TO_UINT (g_hash_table_lookup (self->counts, card_id));
}

guint
gros_deck_count_by_type (GrosDeck     *self,
                         GrosCardType  type)
{
  guint count = 0;

  g_return_val_if_fail (GROS_IS_DECK (self), 0);

  for (guint i = 0; i < self->entries->len; i++)
    {
      GrosCard *card = gros_deck_entry_get_card (g_ptr_array_index (self->entries, i));

      if (card != NULL && gros_card_get_card_type (card) == type)
        count++;
    }
  return count;
}

guint
gros_deck_count_unknown (GrosDeck *self)
{
  guint count = 0;

  g_return_val_if_fail (GROS_IS_DECK (self), 0);

  for (guint i = 0; i < self->entries->len; i++)
    if (gros_deck_entry_get_card (g_ptr_array_index (self->entries, i)) == NULL)
      count++;
  return count;
}

GListModel *
gros_deck_validate (GrosDeck    *self,
                    GrosCatalog *catalog)
{
  const GrosGameInfo *info;

  g_return_val_if_fail (GROS_IS_DECK (self), NULL);

  if (gros_deck_is_gros (self))
    return gros_format_validate (gros_format_get (self->format), self, catalog);
  info = gros_game_info_lookup (self->game);
  if (info == NULL || info->validate == NULL)
    return G_LIST_MODEL (g_list_store_new (GROS_TYPE_DECK_PROBLEM));
  return info->validate (self, catalog);
}

GListModel *
gros_deck_advise (GrosDeck    *self,
                  GrosCatalog *catalog)
{
  const GrosGameInfo *info;

  g_return_val_if_fail (GROS_IS_DECK (self), NULL);

  if (gros_deck_is_gros (self))
    return gros_format_advise (gros_format_get (self->format), self, catalog);
  info = gros_game_info_lookup (self->game);
  if (info == NULL || info->advise == NULL)
    return G_LIST_MODEL (g_list_store_new (GROS_TYPE_DECK_ADVICE));
  return info->advise (self, catalog);
}

GrosDeck *
gros_deck_new_from_packs (GrosCatalog        *catalog,
                          const char * const *pack_ids,
                          const char * const *extra_card_ids,
                          GError            **error)
{
  g_autoptr(GrosDeck) deck = NULL;
  g_autoptr(GString) name = NULL;

  g_return_val_if_fail (GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (pack_ids != NULL && pack_ids[0] != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  deck = gros_deck_new (catalog, NULL, GROS_FORMAT_FEATURE_FILM);
  name = g_string_new (NULL);
  for (guint i = 0; pack_ids[i] != NULL; i++)
    {
      if (!gros_deck_add_pack (deck, catalog, pack_ids[i], error))
        return NULL;
      g_string_append_printf (name, "%s%s", i > 0 ? " + " : "",
                              gros_pack_get_name (gros_catalog_lookup_pack (catalog,
                                                                            pack_ids[i])));
    }

  for (guint i = 0; extra_card_ids != NULL && extra_card_ids[i] != NULL; i++)
    {
      if (!gros_deck_is_valid_card_id (extra_card_ids[i])
          || gros_catalog_lookup (catalog, extra_card_ids[i]) == NULL)
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_NOT_FOUND,
                       _("No loaded release has the card “%s”."), extra_card_ids[i]);
          return NULL;
        }
      gros_deck_add (deck, extra_card_ids[i]);
    }

  gros_deck_set_name (deck, name->str);
  return g_steal_pointer (&deck);
}

/* Deck files: reading */

typedef struct
{
  gboolean  saw_doctype;
  int       doctype_line;
  char     *first_error;
  int       first_error_line;
  char     *first_error_element; /* schema errors: the element that broke the rule */
} ParseState;

/* libxml2 quotes the text it could not read, in the file's own encoding: made valid UTF-8. */
static char *
chomp_message (const char *message)
{
  return g_strchomp (g_utf8_make_valid (message != NULL ? message : "unknown error", -1));
}

static void
record_error (ParseState   *state,
              GrosXmlError  error)
{
  if (state->first_error != NULL || error == NULL || error->level < XML_ERR_ERROR)
    return;
  state->first_error = chomp_message (error->message);
  state->first_error_line = error->line;
  if (error->domain == XML_FROM_RELAXNGV && error->node != NULL
      && ((xmlNodePtr) error->node)->type == XML_ELEMENT_NODE)
    {
      xmlNodePtr node = error->node;

      /* "Did not expect element title there", "Expecting element name": the element is
       * misplaced, so the rule to recall is its parent's. */
      if ((strstr (state->first_error, "xpect") != NULL) && node->parent != NULL
          && node->parent->type == XML_ELEMENT_NODE)
        node = node->parent;
      state->first_error_element = g_strdup ((const char *) node->name);
    }
}

/* libxml2's schema messages say which element failed, not what it should look like. */
static const char *
schema_hint (const char *element)
{
  if (element == NULL)
    return NULL;
  if (g_str_equal (element, "card"))
    return _("a <card> has one attribute, id=\"SIGIL:NUMBER\" (such as "
             "id=\"gros-dc:01-01\"), and no content");
  if (g_str_equal (element, "name") || g_str_equal (element, "title"))
    return _("<name> and <title> hold one line of text");
  if (g_str_equal (element, "gros-deck"))
    return _("<gros-deck version=\"1\" format=\"…\"> holds a <name>, an optional <title>, "
             "then <card> elements, in that order");
  return NULL;
}

static void
on_parse_error (void         *user_data,
                GrosXmlError  error)
{
  xmlParserCtxtPtr ctxt = user_data;

  record_error (ctxt->_private, error);
}

/* Deck files have no use for a document type: refusing it outright keeps external entities
 * (file and network reads) and entity expansion bombs out of the parser altogether. */
static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseState *state = ctxt->_private;

  if (!state->saw_doctype)
    {
      state->saw_doctype = TRUE;
      state->doctype_line = xmlSAX2GetLineNumber (ctxt);
    }
  xmlStopParser (ctxt);
}

static void
on_entity_decl (void          *user_data,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  on_internal_subset (user_data, name, public_id, system_id);
}

static void
on_schema_error (void         *user_data,
                 GrosXmlError  error)
{
  record_error (user_data, error);
}

static void
on_schema_parser_error (void         *user_data,
                        GrosXmlError  error)
{
  /* Only reachable if the embedded schema were broken; reported as a failed parse. */
}

static xmlDocPtr
parse_xml (const char  *data,
           gsize        length,
           const char  *source_name,
           GError     **error)
{
  ParseState state = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc = NULL;

  if (length == 0)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE,
                   _("%s: the file is empty; a deck file starts with <gros-deck>."),
                   source_name);
      return NULL;
    }

  ctxt = xmlCreateMemoryParserCtxt (data, (int) length);
  if (ctxt == NULL)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE, _("%s: could not be parsed."),
                   source_name);
      return NULL;
    }
  /* No XML_PARSE_NOENT (entities are never substituted) and no DTD loading. */
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOERROR
                             | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA);
  ctxt->_private = &state;
  ctxt->sax->serror = on_parse_error;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_internal_subset;
  ctxt->sax->entityDecl = on_entity_decl;

  xmlParseDocument (ctxt);

  if (state.saw_doctype)
    g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE,
                 _("%s:%d: the file declares a document type (<!DOCTYPE>); deck files may not "
                   "have one, nor entities."),
                 source_name, state.doctype_line);
  else if (!ctxt->wellFormed || ctxt->myDoc == NULL)
    g_set_error (error, GROS_ERROR, GROS_ERROR_PARSE, _("%s:%d: not well-formed XML: %s"),
                 source_name, state.first_error != NULL ? state.first_error_line : 1,
                 state.first_error != NULL ? state.first_error : "unknown error");
  else
    doc = g_steal_pointer (&ctxt->myDoc);

  if (ctxt->myDoc != NULL)
    xmlFreeDoc (ctxt->myDoc);
  ctxt->myDoc = NULL;
  ctxt->_private = NULL;
  xmlFreeParserCtxt (ctxt);
  g_free (state.first_error);
  return doc;
}

/* Registered on first use: libgros is static, so a constructor would be dropped. */
static GResource *
get_core_resource (void)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      gros_core_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  return gros_core_get_resource ();
}

static gboolean
validate_schema (xmlDocPtr    doc,
                 const char  *source_name,
                 GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxtPtr parser;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr validator;
  ParseState state = { 0 };
  gsize size;
  const char *schema_data;
  int result;

  bytes = g_resource_lookup_data (get_core_resource (), DECK_SCHEMA_PATH,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert (bytes != NULL);
  schema_data = g_bytes_get_data (bytes, &size);

  parser = xmlRelaxNGNewMemParserCtxt (schema_data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (parser, on_schema_parser_error, NULL);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  g_assert (schema != NULL);

  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, on_schema_error, &state);
  result = xmlRelaxNGValidateDoc (validator, doc);
  xmlRelaxNGFreeValidCtxt (validator);
  xmlRelaxNGFree (schema);

  if (result != 0)
    {
      const char *hint = schema_hint (state.first_error_element);

      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s:%d: not a valid deck file: %s%s%s."), source_name,
                   state.first_error != NULL ? state.first_error_line : 1,
                   state.first_error != NULL ? state.first_error : "schema violation",
                   hint != NULL ? "; " : "", hint != NULL ? hint : "");
    }
  g_free (state.first_error);
  g_free (state.first_error_element);
  return result == 0;
}

static char *
node_text (xmlNodePtr node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

static char *
node_prop (xmlNodePtr  node,
           const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *text = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return text;
}

/* The id of a <card> element, or NULL with an error naming its line. */
static char *
read_card_id (xmlNodePtr   node,
              const char  *source_name,
              GError     **error)
{
  char *id = node_prop (node, "id");

  if (!gros_deck_is_valid_card_id (id))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s:%ld: “%s” is not a card id (SIGIL:NUMBER)."), source_name,
                   xmlGetLineNo (node), id != NULL ? id : "");
      g_free (id);
      return NULL;
    }
  return id;
}

static GrosDeck *
deck_from_xml (xmlDocPtr     doc,
               const char   *source_name,
               GrosCatalog  *catalog,
               GError      **error)
{
  xmlNodePtr root = xmlDocGetRootElement (doc);
  g_autoptr(GrosDeck) deck = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *version = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *format_id = NULL;
  const GrosGameInfo *game = gros_game_info_lookup (GROS_GAME_ID_GROS);

  if (root == NULL || root->ns != NULL || !xmlStrEqual (root->name, (const xmlChar *) "gros-deck"))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s:%ld: not a deck file: the root element is <%s>, not <gros-deck>."),
                   source_name, root != NULL ? xmlGetLineNo (root) : 1L,
                   root != NULL ? (const char *) root->name : "");
      return NULL;
    }

  /* Clearer than the schema's messages for the two likeliest mistakes. */
  version = node_prop (root, "version");
  if (version != NULL && !g_str_equal (version, DECK_FILE_VERSION))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s:%ld: deck file version “%s” is not supported; this Drive-In reads "
                     "version %s."),
                   source_name, xmlGetLineNo (root), version, DECK_FILE_VERSION);
      return NULL;
    }
  game_id = node_prop (root, "game");
  if (game_id != NULL && (game = gros_game_info_lookup (game_id)) == NULL)
    {
      g_autofree char *known = gros_game_info_dup_id_list ();

      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s:%ld: unknown game “%s”; the games are %s."),
                   source_name, xmlGetLineNo (root), game_id, known);
      return NULL;
    }
  format_id = node_prop (root, "format");
  if (format_id != NULL && gros_game_info_find_variant (game, format_id) == NULL)
    {
      g_autofree char *known = gros_game_info_dup_variant_list (game);

      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s:%ld: unknown deck format “%s”; the formats are %s."),
                   source_name, xmlGetLineNo (root), format_id, known);
      return NULL;
    }

  if (!validate_schema (doc, source_name, error))
    return NULL;
  g_assert (format_id != NULL);

  deck = gros_deck_new_for_game (catalog, NULL, game->id, format_id);
  entries = g_ptr_array_new_with_free_func (g_object_unref);
  for (xmlNodePtr node = root->children; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (xmlStrEqual (node->name, (const xmlChar *) "name"))
        {
          g_autofree char *name = node_text (node);
          gros_deck_set_name (deck, name);
        }
      else if (xmlStrEqual (node->name, (const xmlChar *) "title"))
        {
          g_autofree char *title = node_text (node);
          gros_deck_set_title (deck, title);
        }
      else if (xmlStrEqual (node->name, (const xmlChar *) "card"))
        {
          g_autofree char *id = read_card_id (node, source_name, error);

          if (id == NULL)
            return NULL;
          g_ptr_array_add (entries, make_entry (catalog, id));
        }
      else if (xmlStrEqual (node->name, (const xmlChar *) "side"))
        {
          for (xmlNodePtr card = node->children; card != NULL; card = card->next)
            {
              g_autofree char *id = NULL;

              if (card->type != XML_ELEMENT_NODE)
                continue;
              id = read_card_id (card, source_name, error);
              if (id == NULL)
                return NULL;
              gros_deck_add_side (deck, id);
            }
        }
    }
  insert_entries (deck, 0, entries);
  return g_steal_pointer (&deck);
}

GrosDeck *
gros_deck_load_from_data (const char   *data,
                          gsize         length,
                          const char   *source_name,
                          GrosCatalog  *catalog,
                          GError      **error)
{
  xmlDocPtr doc;
  GrosDeck *deck;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (source_name == NULL)
    source_name = "deck";

  if (length > GROS_DECK_FILE_MAX_SIZE)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   _("%s: the file is larger than %d MiB; it cannot be a deck file."),
                   source_name, GROS_DECK_FILE_MAX_SIZE / (1024 * 1024));
      return NULL;
    }

  doc = parse_xml (data, length, source_name, error);
  if (doc == NULL)
    return NULL;
  deck = deck_from_xml (doc, source_name, catalog, error);
  xmlFreeDoc (doc);
  return deck;
}

/* Every message starts with the file's name; the common failures get a short sentence
 * instead of GIO's, which repeats the name. */
static void
set_io_error (GError     **error,
              const char  *source_name,
              GError      *io_error)
{
  const char *problem = NULL;

  if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    problem = _("no such file");
  else if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY))
    problem = _("this is a folder, not a deck file");
  else if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    problem = _("permission denied");

  if (problem != NULL)
    g_set_error (error, GROS_ERROR, GROS_ERROR_IO, "%s: %s.", source_name, problem);
  else
    g_set_error (error, GROS_ERROR, GROS_ERROR_IO, "%s: %s", source_name, io_error->message);
}

/* Reads at most GROS_DECK_FILE_MAX_SIZE + 1 bytes: enough to tell a file is too large,
 * whatever its size claims to be (pipes, special files). */
static GBytes *
read_bounded (GFile         *file,
              const char    *source_name,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GByteArray) buffer = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize total = 0;

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL)
    {
      set_io_error (error, source_name, local_error);
      return NULL;
    }

  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, cancellable,
                                         NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE)
      && g_file_info_get_size (info) > GROS_DECK_FILE_MAX_SIZE)
    goto too_large;

  buffer = g_byte_array_new ();
  while (total <= GROS_DECK_FILE_MAX_SIZE)
    {
      gssize n;

      g_byte_array_set_size (buffer, total + 64 * 1024);
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer->data + total, 64 * 1024,
                               cancellable, &local_error);
      if (n < 0)
        {
          set_io_error (error, source_name, local_error);
          return NULL;
        }
      if (n == 0)
        break;
      total += n;
    }
  if (total > GROS_DECK_FILE_MAX_SIZE)
    goto too_large;

  g_byte_array_set_size (buffer, total);
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));

too_large:
  g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
               _("%s: the file is larger than %d MiB; it cannot be a deck file."),
               source_name, GROS_DECK_FILE_MAX_SIZE / (1024 * 1024));
  return NULL;
}

GrosDeck *
gros_deck_load (GFile         *file,
                GrosCatalog   *catalog,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autofree char *source_name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  source_name = g_file_get_parse_name (file);
  bytes = read_bounded (file, source_name, cancellable, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return gros_deck_load_from_data (data, length, source_name, catalog, error);
}

/* Deck files: writing */

char *
gros_deck_to_data (GrosDeck *self,
                   gsize    *out_length)
{
  GString *xml;
  g_autofree char *name = NULL;

  g_return_val_if_fail (GROS_IS_DECK (self), NULL);

  xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  /* GROS decks are written as the first Drive-In wrote them, without a game. */
  g_string_append_printf (xml, "<gros-deck version=\"%s\"", DECK_FILE_VERSION);
  if (!gros_deck_is_gros (self))
    g_string_append_printf (xml, " game=\"%s\"", self->game);
  g_string_append_printf (xml, " format=\"%s\">\n", gros_deck_get_variant (self));
  name = g_markup_escape_text (self->name, -1);
  g_string_append_printf (xml, "  <name>%s</name>\n", name);
  if (self->title != NULL)
    {
      g_autofree char *title = g_markup_escape_text (self->title, -1);
      g_string_append_printf (xml, "  <title>%s</title>\n", title);
    }
  /* Ids are restricted to characters that need no escaping. */
  for (guint i = 0; i < self->entries->len; i++)
    g_string_append_printf (xml, "  <card id=\"%s\"/>\n",
                            gros_deck_entry_get_card_id (g_ptr_array_index (self->entries, i)));
  if (g_list_model_get_n_items (G_LIST_MODEL (self->side)) > 0)
    {
      g_string_append (xml, "  <side>\n");
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->side)); i++)
        {
          g_autoptr(GrosDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i);

          g_string_append_printf (xml, "    <card id=\"%s\"/>\n",
                                  gros_deck_entry_get_card_id (entry));
        }
      g_string_append (xml, "  </side>\n");
    }
  g_string_append (xml, "</gros-deck>\n");

  if (out_length != NULL)
    *out_length = xml->len;
  return g_string_free (xml, FALSE);
}

gboolean
gros_deck_save (GrosDeck      *self,
                GFile         *file,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *source_name = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFileOutputStream) out = NULL;
  const char *path;
  gsize length;

  g_return_val_if_fail (GROS_IS_DECK (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = gros_deck_to_data (self, &length);
  source_name = g_file_get_parse_name (file);

  if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
    {
      set_io_error (error, source_name, local_error);
      return FALSE;
    }

  /* g_file_replace() on a local file falls back to overwriting the file in place when it
   * cannot create its temporary file (a read-only folder), and g_file_replace_contents()
   * renames a half-written temporary file into place when a write fails. A deck must never
   * be left half-written, so local files take the temporary-file-and-rename path that has
   * no fallback; gros_save_file() also leaves no pile of temporary files behind saves that
   * were killed (g_file_set_contents() leaves one per kill). */
  path = g_file_peek_path (file);
  if (path != NULL)
    {
      if (!gros_save_file (path, data, length, &local_error))
        {
          set_io_error (error, source_name, local_error);
          return FALSE;
        }
      return TRUE;
    }

  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, &local_error);
  if (out == NULL)
    {
      set_io_error (error, source_name, local_error);
      return FALSE;
    }
  if (!g_output_stream_write_all (G_OUTPUT_STREAM (out), data, length, NULL, cancellable,
                                  &local_error))
    {
      g_autoptr(GCancellable) abort = g_cancellable_new ();

      /* Closing with a cancelled cancellable drops the temporary file instead of
       * renaming it over the old one. */
      g_cancellable_cancel (abort);
      g_output_stream_close (G_OUTPUT_STREAM (out), abort, NULL);
      set_io_error (error, source_name, local_error);
      return FALSE;
    }
  if (!g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, &local_error))
    {
      set_io_error (error, source_name, local_error);
      return FALSE;
    }
  return TRUE;
}
