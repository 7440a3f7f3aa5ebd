/* gruff-card-db.c: the immutable definitions of the Gruff cards a game refers to. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "gruff-card-db.h"

struct _GruffCardDb
{
  gatomicrefcount ref_count;
  GPtrArray      *defs;    /* of GruffCardDef*, stable addresses */
  GHashTable     *by_id;   /* id -> index + 1 */
};

static const char *const stat_names[GRUFF_N_STATS] = { "mean", "weird", "fat" };
static const char *const ability_names[] = { "action", "condition", "mutation" };

const char *
gruff_stat_name (GruffStat stat)
{
  return stat < GRUFF_N_STATS ? stat_names[stat] : "none";
}

gboolean
gruff_stat_from_name (const char *name,
                      GruffStat  *out)
{
  for (guint i = 0; i < GRUFF_N_STATS; i++)
    if (g_ascii_strcasecmp (name, stat_names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
gruff_ability_kind_name (GruffAbilityKind kind)
{
  return kind < G_N_ELEMENTS (ability_names) ? ability_names[kind] : "action";
}

static void
free_def (gpointer data)
{
  GruffCardDef *def = data;

  g_free (def->id);
  g_free (def->name);
  g_free (def->gruff);
  g_free (def->original_name);
  g_free (def);
}

GruffCardDb *
gruff_card_db_new (void)
{
  GruffCardDb *db = g_new0 (GruffCardDb, 1);

  g_atomic_ref_count_init (&db->ref_count);
  db->defs = g_ptr_array_new_with_free_func (free_def);
  db->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  return db;
}

GruffCardDb *
gruff_card_db_ref (GruffCardDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);

  g_atomic_ref_count_inc (&db->ref_count);
  return db;
}

void
gruff_card_db_unref (GruffCardDb *db)
{
  g_return_if_fail (db != NULL);

  if (!g_atomic_ref_count_dec (&db->ref_count))
    return;
  g_hash_table_unref (db->by_id);
  g_ptr_array_unref (db->defs);
  g_free (db);
}

/* Whether a parsed script can be what a card of its kind does: ability cards act on a
 * target they choose (Conditions and Mutations sit on one gruff), gruffs and shepherds
 * have a trigger and reach places relative to their card. */
static gboolean
script_fits (const GruffCardDef *def)
{
  const GruffScript *s = &def->script;

  if (def->kind == GRUFF_KIND_ABILITY)
    {
      gboolean lasting = def->ability != GRUFF_ABILITY_ACTION;

      if (s->trigger != GRUFF_ON_NONE || s->to == GRUFF_TO_SELF || s->to == GRUFF_TO_OPPOSITE
          || s->to == GRUFF_TO_ADJACENT || s->to == GRUFF_TO_ATTACKER)
        return FALSE;
      if (lasting && s->to != GRUFF_TO_OWN && s->to != GRUFF_TO_ENEMY && s->to != GRUFF_TO_ANY
          && s->to != GRUFF_TO_ACTIVE)
        return FALSE;
      for (guint i = 0; i < s->n_ops; i++)
        {
          GruffOpKind op = s->ops[i].kind;
          gboolean stat = op == GRUFF_OP_MEAN || op == GRUFF_OP_WEIRD || op == GRUFF_OP_FAT;
          gboolean bonus = op == GRUFF_OP_DAMAGE || op == GRUFF_OP_DEFENSE
                           || op == GRUFF_OP_THORNS;
          gboolean no_gruff = s->to == GRUFF_TO_NONE || s->to == GRUFF_TO_OWN_SHEPHERD
                              || s->to == GRUFF_TO_ENEMY_SHEPHERD;

          if (lasting ? !(stat || bonus) : bonus)
            return FALSE;
          if ((op == GRUFF_OP_RAISE) != (s->to == GRUFF_TO_OWN_DEAD) && op != GRUFF_OP_DRAW)
            return FALSE;
          if (op == GRUFF_OP_SWAP && s->to != GRUFF_TO_OWN && s->to != GRUFF_TO_ACTIVE)
            return FALSE;
          if ((stat || op == GRUFF_OP_DEAL || op == GRUFF_OP_REFRESH || op == GRUFF_OP_EXHAUST)
              && no_gruff)
            return FALSE;
        }
      return TRUE;
    }
  if (def->kind == GRUFF_KIND_SHEPHERD && s->trigger != GRUFF_ON_THRESHOLD)
    return FALSE;
  if (def->kind == GRUFF_KIND_GRUFF
      && (s->trigger == GRUFF_ON_NONE || s->trigger == GRUFF_ON_THRESHOLD))
    return FALSE;
  if (gruff_script_to_is_chosen (s->to) || s->to == GRUFF_TO_ACTIVE)
    return FALSE;
  for (guint i = 0; i < s->n_ops; i++)
    {
      GruffOpKind op = s->ops[i].kind;

      if (op == GRUFF_OP_DAMAGE || op == GRUFF_OP_DEFENSE || op == GRUFF_OP_THORNS
          || op == GRUFF_OP_SWAP || op == GRUFF_OP_RAISE)
        return FALSE;
      if (s->to == GRUFF_TO_ATTACKER && s->trigger != GRUFF_ON_DEFEND)
        return FALSE;
    }
  return TRUE;
}

static guint
add_def (GruffCardDb  *db,
         GruffCardDef *def)
{
  guint index = db->defs->len;

  g_ptr_array_add (db->defs, def);
  g_hash_table_insert (db->by_id, def->id, GUINT_TO_POINTER (index + 1));
  return index;
}

guint
gruff_card_db_add (GruffCardDb        *db,
                   const GruffCardDef *def)
{
  GruffCardDef *copy;
  guint index;

  g_return_val_if_fail (db != NULL && def != NULL && def->id != NULL, 0);

  if (gruff_card_db_lookup (db, def->id, &index))
    return index;
  copy = g_memdup2 (def, sizeof *def);
  copy->id = g_strdup (def->id);
  copy->name = g_strdup (def->name != NULL ? def->name : def->id);
  copy->original_name = g_strdup (def->original_name != NULL ? def->original_name : copy->name);
  copy->gruff = g_strdup (def->gruff);
  if (copy->scripted && !script_fits (copy))
    copy->scripted = FALSE;
  return add_def (db, copy);
}

static int
clamp_attribute (DriveInCard   *card,
                 const char *name,
                 int         low,
                 int         high,
                 int         fallback)
{
  return CLAMP (drive_in_card_get_attribute_int (card, name, fallback), low, high);
}

/* The definition of a release card, with its script when Drive-In has one that fits. */
static void
fill_def (GruffCardDef *def,
          DriveInCard     *card)
{
  const char *kind = drive_in_card_get_kind (card);
  const char *ability = drive_in_card_get_attribute_text (card, "ability");
  const char *script = gruff_scripts_lookup (drive_in_card_get_id (card));

  def->id = g_strdup (drive_in_card_get_id (card));
  def->name = g_strdup (drive_in_card_get_name (card));
  def->original_name = g_strdup (drive_in_card_get_original_name (card));
  def->gruff = g_strdup (drive_in_card_get_attribute_text (card, "gruff"));
  if (g_strcmp0 (kind, "shepherd") == 0)
    def->kind = GRUFF_KIND_SHEPHERD;
  else if (g_strcmp0 (kind, "gruff") == 0)
    def->kind = GRUFF_KIND_GRUFF;
  else
    def->kind = GRUFF_KIND_ABILITY;
  def->ability = GRUFF_ABILITY_ACTION;
  for (guint i = 0; ability != NULL && i < G_N_ELEMENTS (ability_names); i++)
    if (g_ascii_strcasecmp (ability, ability_names[i]) == 0)
      def->ability = i;
  def->cost = clamp_attribute (card, "cost", 0, 20, 0);
  def->ultimate = drive_in_card_get_attribute_int (card, "ultimate", 0) != 0;
  def->life = clamp_attribute (card, "life", 1, 40, 20);
  def->threshold = clamp_attribute (card, "threshold", 0, def->life, 0);
  def->crazy = clamp_attribute (card, "crazy", 0, 30, 0);
  def->breaking_point = clamp_attribute (card, "breaking-point", 0, 24, 0);
  for (guint i = 0; i < GRUFF_N_STATS; i++)
    def->stats[i] = clamp_attribute (card, stat_names[i], 0, 10, 0);
  def->scripted = script != NULL && gruff_script_parse (script, &def->script, NULL);
  if (def->scripted && !script_fits (def))
    {
      g_warning ("%s: its script does not fit a card of its kind", def->id);
      def->scripted = FALSE;
    }
  if (!def->scripted)
    memset (&def->script, 0, sizeof def->script);
}

guint
gruff_card_db_add_card (GruffCardDb *db,
                        DriveInCard    *card)
{
  GruffCardDef *def;
  guint index;

  g_return_val_if_fail (db != NULL, 0);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), 0);

  if (gruff_card_db_lookup (db, drive_in_card_get_id (card), &index))
    return index;
  def = g_new0 (GruffCardDef, 1);
  fill_def (def, card);
  return add_def (db, def);
}

gboolean
gruff_card_is_scripted (DriveInCard *card)
{
  GruffCardDef def = { 0 };
  gboolean scripted;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  fill_def (&def, card);
  scripted = def.scripted;
  g_free (def.id);
  g_free (def.name);
  g_free (def.original_name);
  g_free (def.gruff);
  return scripted;
}

gboolean
gruff_card_db_lookup (const GruffCardDb *db,
                      const char        *id,
                      guint             *out_index)
{
  gpointer value;

  g_return_val_if_fail (db != NULL && id != NULL, FALSE);

  value = g_hash_table_lookup (db->by_id, id);
  if (value == NULL)
    return FALSE;
  if (out_index != NULL)
    *out_index = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}

guint
gruff_card_db_get_n_cards (const GruffCardDb *db)
{
  g_return_val_if_fail (db != NULL, 0);

  return db->defs->len;
}

/* What a projected state holds in place of a card its viewer may not see: no name, no
 * numbers, no script. */
static const GruffCardDef hidden_def = {
  .id = (char *) "",
  .name = (char *) "",
  .kind = GRUFF_KIND_ABILITY,
};

const GruffCardDef *
gruff_card_db_get (const GruffCardDb *db,
                   guint              index)
{
  if (G_UNLIKELY (index == GRUFF_HIDDEN_DEF))
    return &hidden_def;
  g_return_val_if_fail (db != NULL && index < db->defs->len, NULL);

  return g_ptr_array_index (db->defs, index);
}
