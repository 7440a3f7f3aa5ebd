/* groo-card-db.c: the immutable Groo card definitions a game refers to by small index. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "groo-card-db.h"

struct _GrooCardDb
{
  gatomicrefcount ref_count;
  GPtrArray      *defs;    /* of GrooCardDef, each allocated once: pointers stay valid */
  GHashTable     *by_id;   /* id -> index + 1 */
};

static const char *const kind_names[] = {
  [GROO_KIND_BUILDING] = "building",
  [GROO_KIND_TROOP] = "troop",
  [GROO_KIND_GROO_EFFECT] = "groo-effect",
  [GROO_KIND_WILD] = "wild",
  [GROO_KIND_EVENT] = "event",
};

const char *
groo_kind_to_string (GrooKind kind)
{
  return kind < GROO_N_KINDS ? kind_names[kind] : "none";
}

gboolean
groo_kind_from_string (const char *text,
                       GrooKind   *out_kind)
{
  for (guint i = 0; text != NULL && i < GROO_N_KINDS; i++)
    if (g_str_equal (text, kind_names[i]))
      {
        *out_kind = i;
        return TRUE;
      }
  return FALSE;
}

static void
free_def (gpointer data)
{
  GrooCardDef *def = data;

  g_free (def->id);
  g_free (def->name);
  g_free (def);
}

GrooCardDb *
groo_card_db_new (void)
{
  GrooCardDb *db = g_new0 (GrooCardDb, 1);

  g_atomic_ref_count_init (&db->ref_count);
  db->defs = g_ptr_array_new_with_free_func (free_def);
  db->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return db;
}

GrooCardDb *
groo_card_db_ref (GrooCardDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);

  g_atomic_ref_count_inc (&db->ref_count);
  return db;
}

void
groo_card_db_unref (GrooCardDb *db)
{
  g_return_if_fail (db != NULL);

  if (!g_atomic_ref_count_dec (&db->ref_count))
    return;
  g_ptr_array_unref (db->defs);
  g_hash_table_unref (db->by_id);
  g_free (db);
}

static guint
add_def (GrooCardDb  *db,
         GrooCardDef *def)
{
  guint index = db->defs->len;

  g_ptr_array_add (db->defs, def);
  g_hash_table_insert (db->by_id, g_strdup (def->id), GUINT_TO_POINTER (index + 1));
  return index;
}

/* A number attribute clamped to what a card can print. */
static uint8_t
attribute (DriveInCard   *card,
           const char *name,
           int         fallback)
{
  return (uint8_t) CLAMP (drive_in_card_get_attribute_int (card, name, fallback), 0, 99);
}

/* Compiles @text for @def; a script that does not compile leaves the card unscripted. */
static void
set_script (GrooCardDef *def,
            const char  *text,
            gboolean     has_text)
{
  g_autoptr(GError) error = NULL;

  def->has_text = has_text;
  if (text == NULL)
    {
      def->scripted = !has_text;
      return;
    }
  if (groo_script_compile (text, groo_kind_to_string (def->kind), &def->script, &error))
    def->scripted = TRUE;
  else
    g_warning ("Card script of %s skipped: %s", def->id, error->message);
}

guint
groo_card_db_add_card (GrooCardDb *db,
                       DriveInCard   *card)
{
  const char *id;
  const char *abilities;
  const char *text;
  GrooCardDef *def;
  GrooKind kind = GROO_KIND_BUILDING;
  gpointer found;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), 0);

  id = drive_in_card_get_id (card);
  found = g_hash_table_lookup (db->by_id, id);
  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;

  groo_kind_from_string (drive_in_card_get_kind (card), &kind);
  def = g_new0 (GrooCardDef, 1);
  def->id = g_strdup (id);
  def->name = g_strdup (drive_in_card_get_name (card));
  def->kind = kind;
  def->vp = attribute (card, "vp", kind == GROO_KIND_BUILDING ? 1 : 0);
  def->attack = attribute (card, "attack", 0);
  def->defense = attribute (card, "defense", 0);
  def->cost[GROO_COST_KOPINS] = attribute (card, "kopins", 0);
  def->cost[GROO_COST_SUPPLIES] = attribute (card, "supplies", 0);
  def->cost[GROO_COST_LABOR] = attribute (card, "labor", 0);
  def->heads = attribute (card, "heads", kind == GROO_KIND_GROO_EFFECT ? 1 : 0);
  def->copies = attribute (card, "copies", 1);

  abilities = drive_in_card_get_abilities (card);
  text = drive_in_card_get_attribute_text (card, "script");
  if (text == NULL)
    text = groo_scripts_lookup (drive_in_card_get_release (card), drive_in_card_get_number (card));
  set_script (def, text, abilities != NULL && *abilities != '\0');
  return add_def (db, def);
}

guint
groo_card_db_add (GrooCardDb *db,
                  const char *id,
                  const char *name,
                  GrooKind    kind,
                  const char *script)
{
  GrooCardDef *def;
  gpointer found;

  g_return_val_if_fail (db != NULL && id != NULL && name != NULL, 0);

  found = g_hash_table_lookup (db->by_id, id);
  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;
  def = g_new0 (GrooCardDef, 1);
  def->id = g_strdup (id);
  def->name = g_strdup (name);
  def->kind = kind;
  def->vp = kind == GROO_KIND_BUILDING ? 1 : 0;
  def->heads = kind == GROO_KIND_GROO_EFFECT ? 1 : 0;
  def->copies = 1;
  set_script (def, script, script != NULL);
  return add_def (db, def);
}

GrooCardDef *
groo_card_db_get_mutable (GrooCardDb *db,
                          guint       index)
{
  g_return_val_if_fail (db != NULL && index < db->defs->len, NULL);

  return g_ptr_array_index (db->defs, index);
}

gboolean
groo_card_db_lookup (const GrooCardDb *db,
                     const char       *id,
                     guint            *out_index)
{
  gpointer found;

  g_return_val_if_fail (db != NULL && id != NULL, FALSE);

  found = g_hash_table_lookup (db->by_id, id);
  if (found == NULL)
    return FALSE;
  if (out_index != NULL)
    *out_index = GPOINTER_TO_UINT (found) - 1;
  return TRUE;
}

guint
groo_card_db_get_n_cards (const GrooCardDb *db)
{
  g_return_val_if_fail (db != NULL, 0);

  return db->defs->len;
}

/* What a state projected for a viewer holds in place of a card it may not see: no name, no
 * kind, no values, no script. */
static const GrooCardDef hidden_def = {
  .id = (char *) "",
  .name = (char *) "",
  .kind = GROO_KIND_NONE,
};

const GrooCardDef *
groo_card_db_get (const GrooCardDb *db,
                  guint             index)
{
  if (G_UNLIKELY (index == GROO_HIDDEN_DEF))
    return &hidden_def;
  return g_ptr_array_index (db->defs, index);
}

gboolean
groo_card_is_scripted (DriveInCard *card)
{
  const char *text;
  GrooKind kind = GROO_KIND_BUILDING;
  GrooScript script;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  if (drive_in_card_get_game (card) != g_intern_static_string ("groo"))
    return FALSE;
  text = drive_in_card_get_attribute_text (card, "script");
  if (text == NULL)
    text = groo_scripts_lookup (drive_in_card_get_release (card), drive_in_card_get_number (card));
  if (text == NULL)
    return FALSE;
  groo_kind_from_string (drive_in_card_get_kind (card), &kind);
  return groo_script_compile (text, groo_kind_to_string (kind), &script, NULL);
}
