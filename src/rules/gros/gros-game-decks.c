/* gros-game-decks.c: the seats' decks of a game as card-db indices, from deck files or packs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "drive-in-error.h"
#include "gros-game-decks.h"
#include "drive-in-pack.h"
#include "gros-format.h"

#define RANDOM_PACKS       3
#define RANDOM_EXTRA_CARDS 2
#define RANDOM_TITLE_WORDS 3

struct _GrosGameDecks
{
  DriveInCatalog *catalog;
  GrosCardDb  *db;
  guint        n_seats;
  GArray      *decks[GROS_MAX_SEATS];   /* of uint16_t */
  char        *labels[GROS_MAX_SEATS];
  uint16_t     titles[GROS_MAX_SEATS][GROS_MAX_TITLE_WORDS];
  guint        n_title_words[GROS_MAX_SEATS];
};

GrosGameDecks *
gros_game_decks_new (DriveInCatalog *catalog,
                     GrosCardDb  *db)
{
  GrosGameDecks *self;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);

  self = g_new0 (GrosGameDecks, 1);
  self->catalog = g_object_ref (catalog);
  self->db = db != NULL ? gros_card_db_ref (db) : gros_card_db_new ();
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    self->decks[s] = g_array_new (FALSE, FALSE, sizeof (uint16_t));
  return self;
}

void
gros_game_decks_free (GrosGameDecks *self)
{
  if (self == NULL)
    return;
  gros_game_decks_clear (self);
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    g_array_unref (self->decks[s]);
  gros_card_db_unref (self->db);
  g_object_unref (self->catalog);
  g_free (self);
}

GrosCardDb *
gros_game_decks_get_db (GrosGameDecks *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->db;
}

DriveInCatalog *
gros_game_decks_get_catalog (GrosGameDecks *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->catalog;
}

guint
gros_game_decks_get_n_seats (GrosGameDecks *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_seats;
}

const char *
gros_game_decks_get_label (GrosGameDecks *self,
                           guint          seat)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return self->labels[seat];
}

guint
gros_game_decks_get_deck_size (GrosGameDecks *self,
                               guint          seat)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (seat < self->n_seats, 0);

  return self->decks[seat]->len;
}

void
gros_game_decks_clear (GrosGameDecks *self)
{
  g_return_if_fail (self != NULL);

  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      g_array_set_size (self->decks[s], 0);
      g_clear_pointer (&self->labels[s], g_free);
      self->n_title_words[s] = 0;
    }
  self->n_seats = 0;
}

static gboolean
check_room (GrosGameDecks *self,
            GError       **error)
{
  if (self->n_seats >= GROS_MAX_SEATS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "A game has at most %d seats",
                   GROS_MAX_SEATS);
      return FALSE;
    }
  return TRUE;
}

/* Appends the card @card_id to the deck being built for the next seat. */
static gboolean
add_card_id (GrosGameDecks *self,
             const char    *card_id,
             const char    *deck_name,
             GError       **error)
{
  DriveInCard *card = drive_in_catalog_lookup (self->catalog, card_id);
  uint16_t index;

  if (card == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   "%s: no loaded release has the card %s", deck_name, card_id);
      return FALSE;
    }
  index = gros_card_db_add_card (self->db, card);
  g_array_append_val (self->decks[self->n_seats], index);
  return TRUE;
}

/* A Title's words, those some card of the deck bears first (only they can score), then the
 * others, without repeats, at most GROS_MAX_TITLE_WORDS. */
static void
set_title (GrosGameDecks *self,
           guint          seat,
           const char    *title)
{
  g_auto(GStrv) words = g_strsplit_set (title, " \t", -1);
  GArray *deck = self->decks[seat];

  for (guint pass = 0; pass < 2; pass++)
    for (guint w = 0; words[w] != NULL; w++)
      {
        gboolean borne = FALSE, dup = FALSE;
        guint id;

        if (*words[w] == '\0' || self->n_title_words[seat] >= GROS_MAX_TITLE_WORDS)
          continue;
        id = gros_card_db_intern_word (self->db, words[w]);
        for (guint i = 0; i < deck->len && !borne; i++)
          borne = gros_card_db_get (self->db, g_array_index (deck, uint16_t, i))->title_word == id;
        for (guint i = 0; i < self->n_title_words[seat]; i++)
          dup |= self->titles[seat][i] == id;
        if (dup || borne != (pass == 0))
          continue;
        self->titles[seat][self->n_title_words[seat]++] = id;
      }
}

gboolean
gros_game_decks_add_deck (GrosGameDecks *self,
                          DriveInDeck      *deck,
                          GError       **error)
{
  g_auto(GStrv) ids = NULL;
  guint seat;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_room (self, error))
    return FALSE;
  seat = self->n_seats;
  ids = drive_in_deck_dup_card_ids (deck);
  for (guint i = 0; ids[i] != NULL; i++)
    if (!add_card_id (self, ids[i], drive_in_deck_get_name (deck), error))
      {
        g_array_set_size (self->decks[seat], 0);
        return FALSE;
      }
  if (self->decks[seat]->len == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: the deck is empty",
                   drive_in_deck_get_name (deck));
      return FALSE;
    }
  self->n_title_words[seat] = 0;
  if (drive_in_deck_get_title (deck) != NULL)
    set_title (self, seat, drive_in_deck_get_title (deck));
  self->labels[seat] = g_strdup (drive_in_deck_get_name (deck));
  self->n_seats++;
  return TRUE;
}

static gboolean
is_feature_pack (DriveInPack        *pack,
                 const char * const *sigils)
{
  return g_strcmp0 (drive_in_pack_get_kind (pack), "feature") == 0
         && (sigils == NULL || g_strv_contains (sigils, drive_in_pack_get_release (pack)));
}

static void
swap_pointers (GPtrArray *array,
               guint      i,
               guint      j)
{
  gpointer tmp = array->pdata[i];

  array->pdata[i] = array->pdata[j];
  array->pdata[j] = tmp;
}

/* Drops the cards @format leaves out of @ids, keeps a random selection of its deck size,
 * and gives a Titled format's deck a Title from its cards' words (into @out_words). */
static void
fit_format (DriveInCatalog      *catalog,
            GPtrArray        *ids,
            const GrosFormat *format,
            GRand            *rand,
            GPtrArray        *out_words)
{
  guint kept = 0;

  for (guint i = 0; i < ids->len; i++)
    {
      GrosCardType type = gros_card_get_type (drive_in_catalog_lookup (catalog,
                                                                        ids->pdata[i]));

      char *id = g_steal_pointer (&ids->pdata[i]);

      if ((type == GROS_CARD_TYPE_ROLL_THE_CREDITS && format->credits_rule == GROS_COUNT_NONE)
          || (type == GROS_CARD_TYPE_PLOT_TWIST && !format->twists_used))
        g_free (id);
      else
        ids->pdata[kept++] = id;
    }
  g_ptr_array_set_size (ids, kept);

  if (format->size_rule == GROS_DECK_SIZE_EXACT && format->deck_size > 0
      && ids->len > format->deck_size)
    {
      /* A partial Fisher-Yates picks the cards (the game shuffles them anyway). */
      for (guint i = 0; i < format->deck_size; i++)
        swap_pointers (ids, i, g_rand_int_range (rand, i, ids->len));
      g_ptr_array_set_size (ids, format->deck_size);
    }

  if (format->titled)
    {
      g_autoptr(GPtrArray) words = g_ptr_array_new ();
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          NULL);

      /* Words are the rules' (English) title words, the same whatever their case. */
      for (guint i = 0; i < ids->len; i++)
        {
          const char *word = gros_card_get_original_title_word (
            drive_in_catalog_lookup (catalog, ids->pdata[i]));
          char *key;

          if (word == NULL || *word == '\0')
            continue;
          key = g_utf8_casefold (word, -1);
          if (g_hash_table_contains (seen, key))
            {
              g_free (key);
              continue;
            }
          g_hash_table_add (seen, key);
          g_ptr_array_add (words, (gpointer) word);
        }
      for (guint i = 0; i < MIN (words->len, RANDOM_TITLE_WORDS); i++)
        {
          swap_pointers (words, i, g_rand_int_range (rand, i, words->len));
          g_ptr_array_add (out_words, g_strdup (words->pdata[i]));
        }
    }
}

/* Appends "RELEASE:NUMBER" to @ids when @catalog has that card. */
static gboolean
add_dealt_card (DriveInCatalog *catalog,
                GPtrArray   *ids,
                char        *card_id,
                const char  *deck_name,
                GError     **error)
{
  if (drive_in_catalog_lookup (catalog, card_id) == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   "%s: no loaded release has the card %s", deck_name, card_id);
      g_free (card_id);
      return FALSE;
    }
  g_ptr_array_add (ids, card_id);
  return TRUE;
}

gboolean
gros_game_decks_deal_random (DriveInCatalog        *catalog,
                             const char * const *sigils,
                             const GrosFormat   *format,
                             GRand              *rand,
                             GPtrArray          *out_dealt,
                             GPtrArray          *out_ids,
                             GPtrArray          *out_words,
                             char              **out_label,
                             GError            **error)
{
  GListModel *packs;
  g_autoptr(GPtrArray) feature = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) label = g_string_new (NULL);

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (rand != NULL, FALSE);
  g_return_val_if_fail (out_ids != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  packs = drive_in_catalog_get_packs (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      DriveInPack *pack = g_list_model_get_item (packs, i);

      if (is_feature_pack (pack, sigils))
        g_ptr_array_add (feature, pack);
      else
        g_object_unref (pack);
    }
  if (feature->len < RANDOM_PACKS)
    {
      g_autofree char *list = sigils != NULL ? g_strjoinv (", ", (char **) sigils)
                                             : g_strdup ("the loaded releases have");

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   "A random deck needs %d Feature Packs; %s %u", RANDOM_PACKS, list,
                   feature->len);
      return FALSE;
    }

  /* A partial Fisher-Yates: the first RANDOM_PACKS entries become the deck's packs. */
  for (guint i = 0; i < RANDOM_PACKS; i++)
    {
      const char * const *numbers;
      DriveInPack *pack;

      swap_pointers (feature, i, g_rand_int_range (rand, i, feature->len));
      pack = feature->pdata[i];
      numbers = drive_in_pack_get_card_numbers (pack);
      for (guint n = 0; numbers != NULL && numbers[n] != NULL; n++)
        if (!add_dealt_card (catalog, ids,
                             g_strdup_printf ("%s:%s", drive_in_pack_get_release (pack),
                                              numbers[n]),
                             drive_in_pack_get_id (pack), error))
          return FALSE;
      g_string_append_printf (label, "%s%s", i > 0 ? " + " : "", drive_in_pack_get_id (pack));
    }

  for (guint i = RANDOM_PACKS; i < feature->len; i++)
    {
      DriveInPack *pack = feature->pdata[i];
      const char * const *numbers = drive_in_pack_get_card_numbers (pack);

      for (guint n = 0; numbers != NULL && numbers[n] != NULL; n++)
        {
          char *id = g_strdup_printf ("%s:%s", drive_in_pack_get_release (pack), numbers[n]);
          DriveInCard *card = drive_in_catalog_lookup (catalog, id);

          if (card != NULL && gros_card_get_type (card) != GROS_CARD_TYPE_ROLL_THE_CREDITS)
            g_ptr_array_add (others, id);
          else
            g_free (id);
        }
    }
  for (guint i = 0; i < RANDOM_EXTRA_CARDS && i < others->len; i++)
    {
      swap_pointers (others, i, g_rand_int_range (rand, i, others->len));
      if (!add_dealt_card (catalog, ids, g_strdup (others->pdata[i]), "random deck", error))
        return FALSE;
      g_string_append_printf (label, " + %s", (const char *) others->pdata[i]);
    }

  for (guint i = 0; out_dealt != NULL && i < ids->len; i++)
    g_ptr_array_add (out_dealt, g_strdup (ids->pdata[i]));
  if (format != NULL)
    fit_format (catalog, ids, format, rand, out_words);
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (out_ids, g_steal_pointer (&ids->pdata[i]));
  if (out_label != NULL)
    *out_label = g_strdup (label->str);
  return TRUE;
}

gboolean
gros_game_decks_add_random (GrosGameDecks    *self,
                            const char       *sigil,
                            const GrosFormat *format,
                            GRand            *rand,
                            GError          **error)
{
  const char *sigils[] = { sigil, NULL };

  return gros_game_decks_add_random_from (self, sigil != NULL ? sigils : NULL, format, rand,
                                          error);
}

gboolean
gros_game_decks_add_random_from (GrosGameDecks      *self,
                                 const char * const *sigils,
                                 const GrosFormat   *format,
                                 GRand              *rand,
                                 GError            **error)
{
  g_autoptr(GPtrArray) dealt = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  char *label = NULL;
  guint seat;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (rand != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_room (self, error))
    return FALSE;
  seat = self->n_seats;
  if (!gros_game_decks_deal_random (self->catalog, sigils, format, rand, dealt, ids, words,
                                    &label, error))
    return FALSE;

  /* Every card dealt enters the db in the order dealt, those the format then drops too:
   * the db's numbering, which sampled worlds sort hidden cards by, is that of the deal. */
  for (guint i = 0; i < dealt->len; i++)
    gros_card_db_add_card (self->db, drive_in_catalog_lookup (self->catalog, dealt->pdata[i]));
  for (guint i = 0; i < ids->len; i++)
    {
      guint index = 0;
      uint16_t def;

      gros_card_db_lookup (self->db, ids->pdata[i], &index);
      def = index;
      g_array_append_val (self->decks[seat], def);
    }
  self->n_title_words[seat] = 0;
  for (guint i = 0; i < words->len && i < GROS_MAX_TITLE_WORDS; i++)
    self->titles[seat][self->n_title_words[seat]++] =
      gros_card_db_intern_word (self->db, words->pdata[i]);
  self->labels[seat] = label;
  self->n_seats++;
  return TRUE;
}

void
gros_game_decks_rules_for_format (const GrosFormat *format,
                                  GrosRulesParams  *params)
{
  g_return_if_fail (format != NULL);
  g_return_if_fail (params != NULL);

  gros_rules_params_init_for_format (params, format->id);
}

void
gros_game_decks_fill_setup (GrosGameDecks *self,
                            GrosGameSetup *setup)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (setup != NULL);

  setup->n_seats = self->n_seats;
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      gboolean used = s < self->n_seats;

      setup->decks[s] = used ? (const uint16_t *) self->decks[s]->data : NULL;
      setup->deck_sizes[s] = used ? self->decks[s]->len : 0;
      setup->n_title_words[s] = used ? self->n_title_words[s] : 0;
      memcpy (setup->titles[s], self->titles[s], sizeof setup->titles[s]);
    }
}
