/* gros-card-db.c: the immutable card definitions a game refers to by small index. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "gros-card-db.h"
#include "gros-script.h"
#include "gros-scripts.h"

#include "gros-card-db-private.h"

typedef struct
{
  gpointer       data;
  GDestroyNotify destroy;
} DbData;

static const char * const fixed_traits[GROS_N_FIXED_TRAITS] = {
  "Male", "Female", "Young", "Old", "Smart", "Dumb", "Large", "Small",
  "Aquatic", "Cop", "Crew", "Event", "Ghoul", "Psycho", "Swarm", "Unlucky",
  "Vampire", "Weapon", "Gun", "Supernatural", "Zombie", "Alien", "Monster", "Virgin",
  "Family", "Kung Fu",
};

static void
clear_def (gpointer data)
{
  GrosCardDef *def = data;

  g_free (def->id);
  g_free (def->name);
}

GrosCardDb *
gros_card_db_new (void)
{
  GrosCardDb *db = g_new0 (GrosCardDb, 1);

  g_atomic_ref_count_init (&db->ref_count);
  db->defs = g_array_new (FALSE, TRUE, sizeof (GrosCardDef));
  g_array_set_clear_func (db->defs, clear_def);
  db->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->trait_names = g_ptr_array_new_with_free_func (g_free);
  db->trait_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->words = g_ptr_array_new_with_free_func (g_free);
  db->word_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_ptr_array_add (db->words, g_strdup (""));

  for (guint i = 0; i < GROS_N_FIXED_TRAITS; i++)
    gros_card_db_intern_trait (db, fixed_traits[i]);

  return db;
}

GrosCardDb *
gros_card_db_ref (GrosCardDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);

  g_atomic_ref_count_inc (&db->ref_count);
  return db;
}

void
gros_card_db_unref (GrosCardDb *db)
{
  g_return_if_fail (db != NULL);

  if (!g_atomic_ref_count_dec (&db->ref_count))
    return;
  for (guint i = 0; db->data != NULL && i < db->data->len; i++)
    {
      DbData *d = &g_array_index (db->data, DbData, i);

      if (d->destroy != NULL)
        d->destroy (d->data);
    }
  g_clear_pointer (&db->data, g_array_unref);
  g_array_unref (db->defs);
  g_hash_table_unref (db->by_id);
  g_ptr_array_unref (db->trait_names);
  g_hash_table_unref (db->trait_ids);
  g_ptr_array_unref (db->words);
  g_hash_table_unref (db->word_ids);
  g_free (db);
}

guint
gros_card_db_intern_trait (GrosCardDb *db,
                           const char *name)
{
  g_autofree char *key = NULL;
  gpointer value;
  guint id;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  key = g_utf8_casefold (name, -1);
  value = g_hash_table_lookup (db->trait_ids, key);
  if (value != NULL)
    return GPOINTER_TO_UINT (value) - 1;

  /* Past the set's capacity, rare flavour traits share the last id: no rule names them. */
  if (db->trait_names->len >= GROS_MAX_TRAITS)
    return GROS_MAX_TRAITS - 1;

  id = db->trait_names->len;
  g_ptr_array_add (db->trait_names, g_strdup (name));
  g_hash_table_insert (db->trait_ids, g_steal_pointer (&key), GUINT_TO_POINTER (id + 1));
  return id;
}

gboolean
gros_card_db_find_trait (const GrosCardDb *db,
                         const char       *name,
                         guint            *out_id)
{
  g_autofree char *key = NULL;
  gpointer value;

  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  key = g_utf8_casefold (name, -1);
  value = g_hash_table_lookup (db->trait_ids, key);
  if (value == NULL)
    return FALSE;
  if (out_id != NULL)
    *out_id = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}

const char *
gros_card_db_trait_name (const GrosCardDb *db,
                         guint             id)
{
  g_return_val_if_fail (db != NULL, NULL);

  if (id >= db->trait_names->len)
    return "?";
  return g_ptr_array_index (db->trait_names, id);
}

guint
gros_card_db_intern_word (GrosCardDb *db,
                          const char *word)
{
  g_autofree char *key = NULL;
  gpointer value;
  guint id;

  g_return_val_if_fail (db != NULL, 0);

  if (word == NULL || *word == '\0')
    return 0;

  key = g_utf8_casefold (word, -1);
  if (g_hash_table_lookup_extended (db->word_ids, key, NULL, &value))
    return GPOINTER_TO_UINT (value);

  id = db->words->len;
  g_ptr_array_add (db->words, g_strdup (word));
  g_hash_table_insert (db->word_ids, g_steal_pointer (&key), GUINT_TO_POINTER (id));
  return id;
}

const char *
gros_card_db_word (const GrosCardDb *db,
                   guint             id)
{
  g_return_val_if_fail (db != NULL, NULL);

  if (id >= db->words->len)
    return "";
  return g_ptr_array_index (db->words, id);
}

guint
gros_card_db_add (GrosCardDb         *db,
                  const char         *id,
                  const char         *name,
                  GrosCardType        type,
                  int                 stat,
                  int                 cost,
                  gboolean            bucket,
                  const char * const *traits,
                  const char         *title_word)
{
  GrosCardDef def = { 0 };
  guint index;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (id != NULL, 0);

  if (gros_card_db_lookup (db, id, &index))
    return index;

  def.id = g_strdup (id);
  def.name = g_strdup (name != NULL ? name : id);
  def.type = type;
  def.stat = (int8_t) CLAMP (stat, -100, 100);
  def.has_stat = type != GROS_CARD_TYPE_SPECIAL_EFFECT && type != GROS_CARD_TYPE_ROLL_THE_CREDITS;
  def.cost = (uint8_t) CLAMP (cost, 0, 50);
  def.bucket = bucket != FALSE;
  def.title_word = gros_card_db_intern_word (db, title_word);
  for (guint i = 0; traits != NULL && traits[i] != NULL; i++)
    gros_traits_add (&def.traits, gros_card_db_intern_trait (db, traits[i]));

  index = db->defs->len;
  g_array_append_val (db->defs, def);
  g_hash_table_insert (db->by_id, g_strdup (id), GUINT_TO_POINTER (index + 1));
  return index;
}

guint
gros_card_db_add_card (GrosCardDb *db,
                       DriveInCard   *card)
{
  GrosCardDef *def;
  guint index;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), 0);

  if (gros_card_db_lookup (db, drive_in_card_get_id (card), &index))
    return index;

  /* Rules match the release's own (English) traits and title words, whatever the display
   * language. */
  index = gros_card_db_add (db,
                            drive_in_card_get_id (card),
                            drive_in_card_get_name (card),
                            gros_card_get_type (card),
                            gros_card_get_stat (card),
                            gros_card_get_popcorn (card),
                            gros_card_has_bucket (card),
                            drive_in_card_get_traits (card),
                            gros_card_get_original_title_word (card));
  def = &g_array_index (db->defs, GrosCardDef, index);
  def->has_stat = gros_card_has_stat (card);
  def->stat_variable = gros_card_is_stat_variable (card);
  def->script = gros_scripts_lookup (db, drive_in_card_get_release (card), drive_in_card_get_number (card));
  return index;
}

gboolean
gros_card_db_lookup (const GrosCardDb *db,
                     const char       *id,
                     guint            *out_index)
{
  gpointer value;

  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  value = g_hash_table_lookup (db->by_id, id);
  if (value == NULL)
    return FALSE;
  if (out_index != NULL)
    *out_index = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}

guint
gros_card_db_get_n_cards (const GrosCardDb *db)
{
  g_return_val_if_fail (db != NULL, 0);

  return db->defs->len;
}

/* See GROS_HIDDEN_DEF: a card of a projection that has no identity for its viewer. */
const GrosCardDef gros_card_db_hidden_def = {
  .id = (char *) "",
  .name = (char *) "",
};

const GrosCardDef *
gros_card_db_get (const GrosCardDb *db,
                  guint             index)
{
  g_return_val_if_fail (db != NULL, NULL);
  if (index == GROS_HIDDEN_DEF)
    return &gros_card_db_hidden_def;
  g_return_val_if_fail (index < db->defs->len, NULL);

  return &g_array_index (db->defs, GrosCardDef, index);
}

void
gros_card_db_set_script (GrosCardDb       *db,
                         guint             index,
                         const GrosScript *script)
{
  g_return_if_fail (db != NULL);
  g_return_if_fail (index < db->defs->len);

  g_array_index (db->defs, GrosCardDef, index).script = script;
}

void
gros_card_db_take_data (GrosCardDb     *db,
                        gpointer        data,
                        GDestroyNotify  destroy)
{
  DbData d = { data, destroy };

  g_return_if_fail (db != NULL);

  if (db->data == NULL)
    db->data = g_array_new (FALSE, FALSE, sizeof (DbData));
  g_array_append_val (db->data, d);
}
