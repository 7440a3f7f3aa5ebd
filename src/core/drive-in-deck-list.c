/* drive-in-deck-list.c: plain-text card lists ("1x Card Name", one per line) in and out of decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "drive-in-deck-list.h"
#include "drive-in-error.h"

#define MAX_COUNT 99
/* Far more than any deck: a 4 MiB list of "99 x" lines would otherwise be 60 million cards. */
#define MAX_CARDS 10000

/* Names are matched case-insensitively, with runs of white space (some printed names have
 * a line break) counted as one space. */
static char *
name_key (const char *name)
{
  g_autoptr(GString) flat = g_string_new (NULL);
  g_autofree char *normalized = NULL;
  gboolean space = FALSE;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        {
          space = TRUE;
          continue;
        }
      if (space && flat->len > 0)
        g_string_append_c (flat, ' ');
      space = FALSE;
      g_string_append_unichar (flat, c);
    }
  normalized = g_utf8_normalize (flat->str, -1, G_NORMALIZE_NFC);
  return g_utf8_casefold (normalized != NULL ? normalized : flat->str, -1);
}

static void
index_name (GHashTable *index,
            const char *name,
            DriveInCard   *card)
{
  char *key;
  GPtrArray *cards;

  if (name == NULL || *name == '\0')
    return;
  key = name_key (name);
  cards = g_hash_table_lookup (index, key);
  if (cards == NULL)
    {
      cards = g_ptr_array_new_with_free_func (g_object_unref);
      g_hash_table_insert (index, key, cards);
    }
  else
    g_free (key);
  /* A card whose name is also its original name is one match, not two. */
  if (!g_ptr_array_find (cards, card, NULL))
    g_ptr_array_add (cards, g_object_ref (card));
}

/* key -> GPtrArray of DriveInCard: every card of @game (interned) under its name and its
 * original name. */
static GHashTable *
build_name_index (DriveInCatalog *catalog,
                  const char  *game)
{
  GHashTable *index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_ptr_array_unref);
  guint n;

  if (catalog == NULL)
    return index;
  n = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (drive_in_card_get_game (card) != game)
        continue;
      index_name (index, drive_in_card_get_name (card), card);
      index_name (index, drive_in_card_get_original_name (card), card);
    }
  return index;
}

typedef enum
{
  MATCH_FOUND,
  MATCH_NONE,
  MATCH_AMBIGUOUS,
} MatchResult;

static MatchResult
match_text (GHashTable  *index,
            const char  *text,
            char       **out_id,
            GPtrArray  **out_candidates)
{
  g_autofree char *key = NULL;
  GPtrArray *cards;

  if (drive_in_deck_is_valid_card_id (text))
    {
      *out_id = g_strdup (text);
      return MATCH_FOUND;
    }

  key = name_key (text);
  cards = g_hash_table_lookup (index, key);
  if (cards == NULL || cards->len == 0)
    return MATCH_NONE;
  if (cards->len > 1)
    {
      *out_candidates = cards;
      return MATCH_AMBIGUOUS;
    }
  *out_id = g_strdup (drive_in_card_get_id (g_ptr_array_index (cards, 0)));
  return MATCH_FOUND;
}

/* "1x Name", "1 x Name", "2 Name": the count and where the rest starts, or 0. */
static guint64
split_count (const char  *text,
             const char **out_rest)
{
  const char *p = text;
  guint64 count;
  char *end;

  if (!g_ascii_isdigit (*p))
    return 0;
  count = g_ascii_strtoull (p, &end, 10);
  p = end;
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p == 'x' || *p == 'X' || g_str_has_prefix (p, "×"))
    {
      p = g_utf8_next_char (p);
      if (*p != ' ' && *p != '\t')
        return 0;
      while (*p == ' ' || *p == '\t')
        p++;
    }
  else if (p == end)
    return 0;
  if (*p == '\0')
    return 0;
  *out_rest = p;
  return MAX (count, 1) == count ? count : G_MAXUINT64;
}

static void
add_error (GString    *errors,
           int        *first_code,
           int         code,
           const char *message)
{
  if (*first_code < 0)
    *first_code = code;
  if (errors->len > 0)
    g_string_append_c (errors, '\n');
  g_string_append (errors, message);
}

static char *
candidate_list (GPtrArray *cards)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < cards->len; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "",
                            drive_in_card_get_id (g_ptr_array_index (cards, i)));
  return g_string_free (list, FALSE);
}

DriveInDeck *
drive_in_deck_list_import_for_game (const char    *text,
                                gssize         length,
                                const char    *source_name,
                                DriveInCatalog   *catalog,
                                const char    *game,
                                const char    *variant,
                                const char    *name,
                                GError       **error)
{
  g_autoptr(GHashTable) index = NULL;
  g_autoptr(GString) errors = NULL;
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *copy = NULL;
  int first_code = -1;
  gboolean too_many = FALSE;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (game != NULL && drive_in_game_info_lookup (game) != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (source_name == NULL)
    source_name = "list";
  /* NULL with length 0 is an empty list: memchr() and g_strsplit() take no NULL. */
  if (text == NULL)
    text = "";
  if (length < 0)
    length = strlen (text);
  if (!g_utf8_validate (text, length, NULL) || memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                   _("%s: not a text file (card lists are UTF-8 text)."), source_name);
      return NULL;
    }

  copy = g_strndup (text, length);
  lines = g_strsplit (copy, "\n", -1);
  index = build_name_index (catalog, g_intern_string (game));
  errors = g_string_new (NULL);
  ids = g_ptr_array_new_with_free_func (g_free);

  for (guint n = 0; lines[n] != NULL && !too_many; n++)
    {
      char *line = lines[n];
      char *hash = strchr (line, '#');
      g_autofree char *id = NULL;
      g_autofree char *message = NULL;
      GPtrArray *candidates = NULL;
      const char *rest = NULL;
      guint64 count = 1;
      MatchResult result;

      if (hash != NULL)
        *hash = '\0';
      g_strstrip (line);
      if (*line == '\0')
        continue;

      result = match_text (index, line, &id, &candidates);
      if (result == MATCH_NONE && (count = split_count (line, &rest)) > 0)
        {
          if (count > MAX_COUNT)
            {
              message = g_strdup_printf (_("%s:%u: a count must be between 1 and %d: “%s”."),
                                         source_name, n + 1, MAX_COUNT, line);
              add_error (errors, &first_code, DRIVE_IN_ERROR_INVALID, message);
              continue;
            }
          result = match_text (index, rest, &id, &candidates);
        }
      else
        count = 1;

      switch (result)
        {
        case MATCH_FOUND:
          if (ids->len + count > MAX_CARDS)
            {
              message = g_strdup_printf (_("%s:%u: too many cards; a list holds at most %d."),
                                         source_name, n + 1, MAX_CARDS);
              add_error (errors, &first_code, DRIVE_IN_ERROR_INVALID, message);
              too_many = TRUE;
              break;
            }
          for (guint64 i = 0; i < count; i++)
            g_ptr_array_add (ids, g_strdup (id));
          break;
        case MATCH_NONE:
          message = g_strdup_printf (_("%s:%u: no card is named “%s”."), source_name, n + 1,
                                     rest != NULL ? rest : line);
          add_error (errors, &first_code, DRIVE_IN_ERROR_NOT_FOUND, message);
          break;
        case MATCH_AMBIGUOUS:
          {
            g_autofree char *list = candidate_list (candidates);

            message = g_strdup_printf (_("%s:%u: “%s” names %u cards (%s); write the card id "
                                         "instead."),
                                       source_name, n + 1, rest != NULL ? rest : line,
                                       candidates->len, list);
            add_error (errors, &first_code, DRIVE_IN_ERROR_AMBIGUOUS, message);
          }
          break;
        default:
          g_assert_not_reached ();
        }
    }

  if (first_code >= 0)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, first_code, errors->str);
      return NULL;
    }

  deck = drive_in_deck_new_for_game (catalog, name != NULL ? name : _("Imported deck"), game,
                                 variant);
  for (guint i = 0; i < ids->len; i++)
    drive_in_deck_add (deck, g_ptr_array_index (ids, i));
  return g_steal_pointer (&deck);
}

static char *
flat_name (const char *name)
{
  char *flat = g_strdup (name);

  for (char *p = flat; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r' || *p == '\t')
      *p = ' ';
  return flat;
}

/* A group of the exported list: the cards of kind @kind (interned), or those the catalog
 * does not know when @unknown. */
static void
append_group (GString    *out,
              DriveInDeck   *deck,
              const char *heading,
              gboolean    unknown,
              const char *kind)
{
  guint n = drive_in_deck_get_n_cards (deck);
  guint count = 0;

  for (guint i = 0; i < n; i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      if (unknown ? card == NULL : card != NULL && drive_in_card_get_kind (card) == kind)
        count++;
    }
  if (count == 0)
    return;

  g_string_append_printf (out, "\n# %s (%u)\n", heading, count);
  for (guint i = 0; i < n; i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);
      DriveInCard *card = drive_in_deck_entry_get_card (entry);
      g_autofree char *name = NULL;

      if (unknown ? card != NULL : card == NULL || drive_in_card_get_kind (card) != kind)
        continue;
      if (card == NULL)
        {
          g_string_append_printf (out, "%s\n", drive_in_deck_entry_get_card_id (entry));
          continue;
        }
      name = flat_name (drive_in_card_get_name (card));
      g_string_append_printf (out, "%s  # %s\n", drive_in_deck_entry_get_card_id (entry), name);
    }
}

/* The header names the deck, its game (but for decks of the game files naming none are of,
 * whose lists are written as the first Drive-In wrote them), its variant and its Title; the
 * cards follow grouped by the game's kinds in its list order; a side deck follows as
 * comments (lists carry the deck only). */
char *
drive_in_deck_list_export (DriveInDeck *deck)
{
  const DriveInGameInfo *info;
  const DriveInGameVariant *variant;
  GListModel *side;
  GString *out;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  info = drive_in_game_info_lookup (drive_in_deck_get_game (deck));
  g_return_val_if_fail (info != NULL, NULL);
  variant = drive_in_game_info_find_variant (info, drive_in_deck_get_variant (deck));
  side = drive_in_deck_get_side (deck);
  n = drive_in_deck_get_n_cards (deck);
  out = g_string_new (NULL);
  g_string_append_printf (out, "# %s: %s\n", _("Drive-In deck"), drive_in_deck_get_name (deck));
  if (!g_str_equal (info->id, drive_in_game_info_get_unnamed_default ()))
    g_string_append_printf (out, "# %s: %s (%s)\n", _("Game"), drive_in_game_info_get_label (info),
                            info->id);
  g_string_append_printf (out, "# %s: %s (%s)\n", _("Format"),
                          variant != NULL ? drive_in_game_info_variant_label (variant)
                                          : drive_in_deck_get_variant (deck),
                          drive_in_deck_get_variant (deck));
  if (drive_in_deck_get_title (deck) != NULL)
    g_string_append_printf (out, "# %s: %s\n", _("Title"), drive_in_deck_get_title (deck));
  g_string_append_printf (out, "# ");
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);
  g_string_append_c (out, '\n');
  if (info->list_kind_order != NULL)
    for (guint i = 0; info->list_kind_order[i] != NULL; i++)
      {
        const DriveInCardKindInfo *kind = drive_in_game_info_find_kind (info,
                                                                        info->list_kind_order[i]);

        g_return_val_if_fail (kind != NULL, g_string_free (out, TRUE));
        append_group (out, deck, drive_in_game_info_kind_plural (kind), FALSE,
                      g_intern_string (kind->id));
      }
  else
    for (guint i = 0; i < info->n_kinds; i++)
      append_group (out, deck, drive_in_game_info_kind_plural (&info->kinds[i]), FALSE,
                    g_intern_string (info->kinds[i].id));
  append_group (out, deck, _("Unknown cards"), TRUE, NULL);
  if (g_list_model_get_n_items (side) > 0)
    g_string_append_printf (out, "\n# %s (%u)\n", _("Side deck, not read back"),
                            g_list_model_get_n_items (side));
  for (guint i = 0; i < g_list_model_get_n_items (side); i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (side, i);

      g_string_append_printf (out, "# %s\n", drive_in_deck_entry_get_card_id (entry));
    }
  return g_string_free (out, FALSE);
}
