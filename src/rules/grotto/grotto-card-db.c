/* grotto-card-db.c: the immutable Grotto Beasts! card definitions a game refers to by index. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <string.h>

#include "grotto-card-db.h"
#include "grotto-scripts.h"

struct _GrottoCardDb
{
  gatomicrefcount ref_count;
  GArray     *defs;        /* of GrottoCardDef */
  GHashTable *by_id;       /* id -> index + 1 */
  GPtrArray  *types;       /* type names by id; 0 is "" */
  GHashTable *type_ids;    /* folded name -> id */
  GHashTable *name_ids;    /* folded name -> id */
  guint       n_names;
  GPtrArray  *refs;        /* card ids by reference id */
  GArray     *ref_names;   /* of guint16: name id by reference id, 0 unresolved */
  GPtrArray  *scripts;     /* owned compiled scripts */
  uint64_t    triggers;    /* bit per trigger some card has */
  uint64_t    statics;     /* bit per static kind some card has */
};

static void
clear_def (gpointer data)
{
  GrottoCardDef *def = data;

  g_free (def->id);
  g_free (def->name);
}

GrottoCardDb *
grotto_card_db_new (void)
{
  GrottoCardDb *db = g_new0 (GrottoCardDb, 1);

  g_atomic_ref_count_init (&db->ref_count);
  db->defs = g_array_new (FALSE, TRUE, sizeof (GrottoCardDef));
  g_array_set_clear_func (db->defs, clear_def);
  db->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->types = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (db->types, g_strdup (""));
  db->type_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->name_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->refs = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (db->refs, g_strdup (""));
  db->ref_names = g_array_new (FALSE, TRUE, sizeof (guint16));
  g_array_set_size (db->ref_names, 1);
  db->scripts = g_ptr_array_new_with_free_func (g_free);
  return db;
}

GrottoCardDb *
grotto_card_db_ref (GrottoCardDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);

  g_atomic_ref_count_inc (&db->ref_count);
  return db;
}

void
grotto_card_db_unref (GrottoCardDb *db)
{
  g_return_if_fail (db != NULL);

  if (!g_atomic_ref_count_dec (&db->ref_count))
    return;
  g_array_unref (db->defs);
  g_hash_table_unref (db->by_id);
  g_ptr_array_unref (db->types);
  g_hash_table_unref (db->type_ids);
  g_hash_table_unref (db->name_ids);
  g_ptr_array_unref (db->refs);
  g_array_unref (db->ref_names);
  g_ptr_array_unref (db->scripts);
  g_free (db);
}

/* Case folded, runs of spaces made one, ends trimmed: "B.F.  Bugleberry " is "b.f. bugleberry". */
static char *
fold_name (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = folded; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

guint
grotto_card_db_intern_type (GrottoCardDb *db,
                            const char   *type)
{
  g_autofree char *key = NULL;
  gpointer value;

  g_return_val_if_fail (db != NULL, 0);

  if (type == NULL || *type == '\0')
    return 0;
  key = fold_name (type);
  if (*key == '\0')
    return 0;
  value = g_hash_table_lookup (db->type_ids, key);
  if (value != NULL)
    return GPOINTER_TO_UINT (value);
  g_ptr_array_add (db->types, g_strdup (type));
  g_hash_table_insert (db->type_ids, g_steal_pointer (&key),
                       GUINT_TO_POINTER (db->types->len - 1));
  return db->types->len - 1;
}

const char *
grotto_card_db_type_name (const GrottoCardDb *db,
                          guint               id)
{
  g_return_val_if_fail (db != NULL, NULL);

  return id < db->types->len ? db->types->pdata[id] : "";
}

guint
grotto_card_db_intern_name (GrottoCardDb *db,
                            const char   *name)
{
  g_autofree char *key = NULL;
  gpointer value;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  key = fold_name (name);
  value = g_hash_table_lookup (db->name_ids, key);
  if (value != NULL)
    return GPOINTER_TO_UINT (value);
  g_hash_table_insert (db->name_ids, g_steal_pointer (&key), GUINT_TO_POINTER (++db->n_names));
  return db->n_names;
}

guint
grotto_card_db_intern_ref (GrottoCardDb *db,
                           const char   *card_id)
{
  guint16 name = 0;
  guint index;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (card_id != NULL, 0);

  for (guint i = 1; i < db->refs->len; i++)
    if (g_str_equal (db->refs->pdata[i], card_id))
      return i;
  if (grotto_card_db_lookup (db, card_id, &index))
    name = grotto_card_db_get (db, index)->name_id;
  g_ptr_array_add (db->refs, g_strdup (card_id));
  g_array_append_val (db->ref_names, name);
  return db->refs->len - 1;
}

guint
grotto_card_db_ref_name (const GrottoCardDb *db,
                         guint               ref)
{
  g_return_val_if_fail (db != NULL, 0);

  return ref < db->ref_names->len ? g_array_index (db->ref_names, guint16, ref) : 0;
}

static void
note_script (GrottoCardDb       *db,
             const GrottoScript *script)
{
  if (script == NULL)
    return;
  for (guint a = 0; a < script->n_abilities; a++)
    db->triggers |= (uint64_t) 1 << script->abilities[a].trigger;
  for (guint s = 0; s < script->n_statics; s++)
    db->statics |= (uint64_t) 1 << script->statics[s].kind;
}

/* References waiting for card @index get its name. */
static void
resolve_refs (GrottoCardDb *db,
              guint         index)
{
  const GrottoCardDef *def = &g_array_index (db->defs, GrottoCardDef, index);

  for (guint i = 1; i < db->refs->len; i++)
    if (g_str_equal (db->refs->pdata[i], def->id))
      g_array_index (db->ref_names, guint16, i) = def->name_id;
}

static guint
add_def (GrottoCardDb  *db,
         GrottoCardDef *def)
{
  guint index = db->defs->len;

  g_array_append_val (db->defs, *def);
  g_hash_table_insert (db->by_id, g_strdup (def->id), GUINT_TO_POINTER (index + 1));
  resolve_refs (db, index);
  return index;
}

guint
grotto_card_db_add (GrottoCardDb *db,
                    const char   *id,
                    const char   *name,
                    GrottoKind    kind,
                    int           cost,
                    int           power,
                    int           goal,
                    gboolean      epic,
                    const char   *type)
{
  GrottoCardDef def = { 0 };
  guint index;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (id != NULL && name != NULL, 0);

  if (grotto_card_db_lookup (db, id, &index))
    return index;
  def.id = g_strdup (id);
  def.name = g_strdup (name);
  def.kind = kind;
  def.epic = epic ? 1 : 0;
  def.cost = kind == GROTTO_KIND_CHALLENGER ? GROTTO_NO_VALUE : CLAMP (cost, 0, 99);
  def.power = CLAMP (power, 0, 99);
  def.goal = CLAMP (goal, 0, 99);
  def.type = grotto_card_db_intern_type (db, type);
  def.name_id = grotto_card_db_intern_name (db, name);
  return add_def (db, &def);
}

/* "Aquatic Beast" is of type "Aquatic"; "✦Dragon Beast" of "Dragon". */
static char *
beast_type_of (DriveInCard *card)
{
  const char *label = drive_in_card_get_kind_label (card);
  const char *type = drive_in_card_get_attribute_text (card, "beast-type");
  char *copy;

  if (type != NULL)
    return g_strdup (type);
  if (label == NULL)
    return NULL;
  copy = g_strstrip (g_strdup (label));
  if (g_str_has_suffix (copy, " Beast") || g_str_has_suffix (copy, " beast"))
    copy[strlen (copy) - strlen (" Beast")] = '\0';
  else if (g_ascii_strcasecmp (copy, "Beast") == 0)
    copy[0] = '\0';
  return copy;
}

guint
grotto_card_db_add_card (GrottoCardDb *db,
                         DriveInCard     *card)
{
  const char *kind_id;
  g_autofree char *type = NULL;
  GrottoKind kind = GROTTO_KIND_BEAST;
  guint index;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), 0);

  if (grotto_card_db_lookup (db, drive_in_card_get_id (card), &index))
    return index;

  kind_id = drive_in_card_get_kind (card);
  if (g_str_equal (kind_id, "grotto"))
    kind = GROTTO_KIND_GROTTO;
  else if (g_str_equal (kind_id, "wish"))
    kind = GROTTO_KIND_WISH;
  else if (g_str_equal (kind_id, "challenger"))
    kind = GROTTO_KIND_CHALLENGER;
  if (kind == GROTTO_KIND_BEAST)
    type = beast_type_of (card);

  index = grotto_card_db_add (db, drive_in_card_get_id (card), drive_in_card_get_name (card), kind,
                              drive_in_card_get_attribute_int (card, "cost", 0),
                              drive_in_card_get_attribute_int (card, "power", 0),
                              drive_in_card_get_attribute_int (card, "goal", 0),
                              drive_in_card_get_attribute_int (card, "epic", 0) != 0, type);
  /* Names compare in the release's own language, whatever the user reads. */
  if (drive_in_card_get_original_name (card) != NULL)
    {
      g_array_index (db->defs, GrottoCardDef, index).name_id =
        grotto_card_db_intern_name (db, drive_in_card_get_original_name (card));
      resolve_refs (db, index);
    }
  {
    const GrottoScript *script = grotto_scripts_lookup (db, drive_in_card_get_release (card),
                                                        drive_in_card_get_number (card));

    g_array_index (db->defs, GrottoCardDef, index).script = script;
    note_script (db, script);
  }
  return index;
}

gboolean
grotto_card_db_lookup (const GrottoCardDb *db,
                       const char         *id,
                       guint              *out_index)
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
grotto_card_db_get_n_cards (const GrottoCardDb *db)
{
  g_return_val_if_fail (db != NULL, 0);

  return db->defs->len;
}

/* What a state projected for a viewer holds in place of a card it may not see (002: a
 * face-down card "does not have any name, type, summoning cost, power, or card effects"). */
static const GrottoCardDef hidden_def = {
  .id = (char *) "",
  .name = (char *) "",
  .kind = GROTTO_KIND_NONE,
  .cost = GROTTO_NO_VALUE,
};

const GrottoCardDef *
grotto_card_db_get (const GrottoCardDb *db,
                    guint               index)
{
  g_return_val_if_fail (db != NULL, NULL);
  if (index == GROTTO_HIDDEN_DEF)
    return &hidden_def;
  g_return_val_if_fail (index < db->defs->len, NULL);

  return &g_array_index (db->defs, GrottoCardDef, index);
}

void
grotto_card_db_set_script (GrottoCardDb *db,
                           guint         index,
                           GrottoScript *script)
{
  g_return_if_fail (db != NULL);
  g_return_if_fail (index < db->defs->len);

  if (script != NULL)
    g_ptr_array_add (db->scripts, script);
  g_array_index (db->defs, GrottoCardDef, index).script = script;
  note_script (db, script);
}

void
grotto_card_db_keep_script (GrottoCardDb *db,
                            GrottoScript *script)
{
  g_ptr_array_add (db->scripts, script);
}

gboolean
grotto_card_db_has_trigger (const GrottoCardDb *db,
                            guint               trigger)
{
  return trigger < 64 && ((db->triggers >> trigger) & 1);
}

gboolean
grotto_card_db_has_static (const GrottoCardDb *db,
                           guint               kind)
{
  return kind < 64 && ((db->statics >> kind) & 1);
}
