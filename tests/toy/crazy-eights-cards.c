/* crazy-eights-cards.c: the toy game's cards (a pack made in code as a release), its card db,
 * and its registration with every layer through their general APIs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "crazy-eights.h"
#include "drive-in-release-private.h"

struct _CeDb
{
  gatomicrefcount ref;
  GPtrArray      *defs;   /* CeCardDef* */
  GHashTable     *by_id;  /* id -> index + 1 */
};

static const char *const suit_ids[CE_N_SUITS] = { "clubs", "diamonds", "hearts", "spades" };
static const char *const suit_labels[CE_N_SUITS] = { "Clubs", "Diamonds", "Hearts", "Spades" };
static const char *const suit_letters[CE_N_SUITS] = { "C", "D", "H", "S" };
static const char *const rank_labels[14] = {
  NULL, "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
  "Queen", "King",
};
static const char *const rank_letters[14] = {
  NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
};

const char *
ce_suit_to_string (guint suit)
{
  return suit < CE_N_SUITS ? suit_ids[suit] : "none";
}

const char *
ce_suit_label (guint suit)
{
  return suit < CE_N_SUITS ? suit_labels[suit] : "no suit";
}

guint
ce_card_points (const CeCardDef *def)
{
  g_return_val_if_fail (def != NULL, 0);

  if (def->rank == 8)
    return 50;
  return def->rank >= 11 ? 10 : def->rank;
}

static void
def_free (gpointer data)
{
  CeCardDef *def = data;

  g_free (def->id);
  g_free (def->name);
  g_free (def);
}

CeDb *
ce_db_new (void)
{
  CeDb *db = g_new0 (CeDb, 1);

  g_atomic_ref_count_init (&db->ref);
  db->defs = g_ptr_array_new_with_free_func (def_free);
  db->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  return db;
}

CeDb *
ce_db_ref (CeDb *db)
{
  g_return_val_if_fail (db != NULL, NULL);

  g_atomic_ref_count_inc (&db->ref);
  return db;
}

void
ce_db_unref (CeDb *db)
{
  if (db == NULL || !g_atomic_ref_count_dec (&db->ref))
    return;
  g_hash_table_unref (db->by_id);
  g_ptr_array_unref (db->defs);
  g_free (db);
}

guint
ce_db_add_card (CeDb     *db,
                DriveInCard *card)
{
  CeCardDef *def;
  gpointer found;
  int rank, suit;

  g_return_val_if_fail (db != NULL && DRIVE_IN_IS_CARD (card), 0);

  found = g_hash_table_lookup (db->by_id, drive_in_card_get_id (card));
  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;
  rank = drive_in_card_get_attribute_int (card, "rank", 0);
  suit = drive_in_card_get_attribute_int (card, "suit", 0);
  def = g_new0 (CeCardDef, 1);
  def->id = g_strdup (drive_in_card_get_id (card));
  def->name = g_strdup (drive_in_card_get_name (card));
  /* A card of another pack with odd values still plays: as an ace of clubs. */
  def->rank = rank >= 1 && rank <= 13 ? rank : 1;
  def->suit = suit >= 0 && suit < CE_N_SUITS ? suit : 0;
  g_ptr_array_add (db->defs, def);
  g_hash_table_insert (db->by_id, def->id, GUINT_TO_POINTER (db->defs->len));
  return db->defs->len - 1;
}

gboolean
ce_db_lookup (const CeDb *db,
              const char *card_id,
              guint      *out_index)
{
  gpointer found;

  g_return_val_if_fail (db != NULL && card_id != NULL, FALSE);

  found = g_hash_table_lookup (db->by_id, card_id);
  if (found == NULL)
    return FALSE;
  if (out_index != NULL)
    *out_index = GPOINTER_TO_UINT (found) - 1;
  return TRUE;
}

const CeCardDef *
ce_db_get (const CeDb *db,
           guint       index)
{
  g_return_val_if_fail (db != NULL && index < db->defs->len, NULL);

  return db->defs->pdata[index];
}

guint
ce_db_get_n_cards (const CeDb *db)
{
  g_return_val_if_fail (db != NULL, 0);

  return db->defs->len;
}

DriveInRelease *
ce_release_new (guint packs)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) no_packs = g_ptr_array_new ();
  /* Made in code: the release has no files, and its folder is only a name. */
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_tmp_dir (), CE_SIGIL, NULL);
  DriveInReleaseParts parts = { 0 };

  g_return_val_if_fail (packs == 1 || packs == 2, NULL);

  for (guint p = 0; p < packs; p++)
    for (guint suit = 0; suit < CE_N_SUITS; suit++)
      for (guint rank = 1; rank <= 13; rank++)
        {
          g_autofree char *number = g_strdup_printf ("%s%s%s", rank_letters[rank],
                                                     suit_letters[suit], p > 0 ? "-2" : "");
          g_autofree char *name = g_strdup_printf ("%s of %s", rank_labels[rank],
                                                   suit_labels[suit]);
          DriveInCardAttribute attributes[] = { { "rank", rank, NULL }, { "suit", suit, NULL } };
          DriveInCardInfo info = { 0 };

          info.release = CE_SIGIL;
          info.number = number;
          info.name = name;
          info.game = CE_GAME_ID;
          info.kind = "playing-card";
          info.attributes = attributes;
          info.n_attributes = G_N_ELEMENTS (attributes);
          g_ptr_array_add (cards, drive_in_card_new (&info));
        }
  parts.folder = folder;
  parts.sigil = CE_SIGIL;
  parts.name = "Toy Crazy Eights pack";
  parts.year = "2026";
  parts.description = "A pack of playing cards for the tests' toy game.";
  parts.kind = "starter";
  parts.game = CE_GAME_ID;
  return drive_in_release_new_from_parts (&parts, cards, no_packs);
}

static const DriveInCardKindInfo kinds[] = {
  { "playing-card", "Playing card", "Playing cards" },
};

static const DriveInGameVariant variants[] = {
  { "standard", "Standard Game", CE_MIN_SEATS, CE_MAX_SEATS },
};

const DriveInGameInfo ce_game_info = {
  CE_GAME_ID, "Crazy Eights", kinds, G_N_ELEMENTS (kinds), variants, G_N_ELEMENTS (variants),
  NULL, NULL,
};

void
ce_register (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      g_assert_true (drive_in_game_info_register (&ce_game_info));
      g_assert_true (game_rules_register (&ce_rules));
      g_assert_true (game_ai_register (&ce_ai));
      g_once_init_leave (&done, 1);
    }
}
