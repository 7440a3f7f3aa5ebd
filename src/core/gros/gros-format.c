/* gros-format.c: the deck formats (Feature Film, Episode...) and their deck-building rules. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "drive-in-deck.h"
#include "drive-in-deck-advice.h"
#include "drive-in-deck-problem.h"
#include "gros-format.h"
#include "drive-in-game-info.h"
#include "gros-game-id.h"
#include "gros-deck.h"

/* The rules of the Feature Film format and its variants (rules of 2024-06-06, "Deck
 * Building" and "Other Formats"). */
static const GrosFormat formats[GROS_FORMAT_N_IDS] = {
  [GROS_FORMAT_FEATURE_FILM] = {
    .id = GROS_FORMAT_FEATURE_FILM,
    .string_id = "feature-film",
    .label = N_("Feature Film"),
    .size_rule = GROS_DECK_SIZE_EXACT,
    .deck_size = 50,
    .unique = TRUE,
    .credits_rule = GROS_COUNT_EXACT,
    .credits_count = 3,
    .twists_rule = GROS_COUNT_ANY,
    .hand_limit = 6,
    .title_cards_revealed = 4,
    .title_word_points = 3,
    .credits_defense = 20,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_EMPTY_DECK,
  },
  [GROS_FORMAT_EPISODE] = {
    .id = GROS_FORMAT_EPISODE,
    .string_id = "episode",
    .label = N_("Episode"),
    .size_rule = GROS_DECK_SIZE_EXACT,
    .deck_size = 30,
    .credits_rule = GROS_COUNT_NONE,
    .twists_rule = GROS_COUNT_EXACT,
    .twists_count = 4,
    .hand_limit = 6,
    .title_cards_revealed = 4,
    .title_word_points = 3,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .end = GROS_FORMAT_END_THIRD_TWIST | GROS_FORMAT_END_EMPTY_DECK,
    .banked_twists_to_end = 3,
  },
  [GROS_FORMAT_DRAFT] = {
    .id = GROS_FORMAT_DRAFT,
    .string_id = "draft",
    .label = N_("Draft"),
    /* "30-ish" drafted cards: two rounds of 15 picks, then balancing. */
    .size_rule = GROS_DECK_SIZE_ABOUT,
    .deck_size = 30,
    .credits_rule = GROS_COUNT_OPTIONAL,
    .credits_count = 2,
    .twists_rule = GROS_COUNT_OPTIONAL,
    .twists_count = 4,
    .hand_limit = 6,
    .title_cards_revealed = 4,
    .title_word_points = 3,
    .credits_defense = 20,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_THIRD_TWIST | GROS_FORMAT_END_EMPTY_DECK,
    .banked_twists_to_end = 3,
  },
  [GROS_FORMAT_TITLED_FEATURE] = {
    .id = GROS_FORMAT_TITLED_FEATURE,
    .string_id = "titled-feature",
    .label = N_("Titled Feature Film"),
    .size_rule = GROS_DECK_SIZE_EXACT,
    .deck_size = 50,
    .unique = TRUE,
    .titled = TRUE,
    .credits_rule = GROS_COUNT_EXACT,
    .credits_count = 3,
    .twists_rule = GROS_COUNT_ANY,
    .hand_limit = 6,
    .title_cards_revealed = 0,
    .title_word_points = 3,
    .credits_defense = 20,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_EMPTY_DECK,
  },
  [GROS_FORMAT_TITLED_EPISODE] = {
    .id = GROS_FORMAT_TITLED_EPISODE,
    .string_id = "titled-episode",
    .label = N_("Titled Episode"),
    .size_rule = GROS_DECK_SIZE_EXACT,
    .deck_size = 30,
    .titled = TRUE,
    .credits_rule = GROS_COUNT_NONE,
    .twists_rule = GROS_COUNT_EXACT,
    .twists_count = 4,
    .hand_limit = 6,
    .title_cards_revealed = 0,
    .title_word_points = 3,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .end = GROS_FORMAT_END_THIRD_TWIST | GROS_FORMAT_END_EMPTY_DECK,
    .banked_twists_to_end = 3,
  },
  [GROS_FORMAT_CLASSIC] = {
    .id = GROS_FORMAT_CLASSIC,
    .string_id = "classic",
    .label = N_("Classic"),
    .size_rule = GROS_DECK_SIZE_SHARED,
    .deck_size = 0,
    /* "One for every 60 cards was the original ratio, or roughly one for every 40 cards in
     * the Resurrected Edition. Adjust as necessary." */
    .credits_rule = GROS_COUNT_RATIO,
    .credits_count = 40,
    .twists_rule = GROS_COUNT_NONE,
    .hand_limit = 6,
    .title_cards_revealed = 4,
    .title_word_points = 3,
    .credits_defense = 20,
    .popcorn_used = FALSE,
    .twists_used = FALSE,
    .shared_deck = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_EMPTY_DECK,
  },
  /* The Resurrected Edition (001): the whole collection is one shared deck; Titles come from
   * 6 cards at 5 points a word; Roll the Credits needs no Defense, only a third turn and a
   * surviving Character. */
  [GROS_FORMAT_RESURRECTED] = {
    .id = GROS_FORMAT_RESURRECTED,
    .string_id = "resurrected",
    .label = N_("Resurrected Edition"),
    .size_rule = GROS_DECK_SIZE_SHARED,
    .credits_rule = GROS_COUNT_RATIO,
    .credits_count = 40,
    .twists_rule = GROS_COUNT_ANY,
    .hand_limit = 8,
    .title_cards_revealed = 6,
    .title_word_points = 5,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .shared_deck = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_EMPTY_DECK,
  },
  [GROS_FORMAT_CULT_CLASSIC] = {
    .id = GROS_FORMAT_CULT_CLASSIC,
    .string_id = "cult-classic",
    .label = N_("Cult Classic"),
    .size_rule = GROS_DECK_SIZE_SHARED,
    .credits_rule = GROS_COUNT_RATIO,
    .credits_count = 40,
    .twists_rule = GROS_COUNT_ANY,
    .hand_limit = 6,
    .title_cards_revealed = 6,
    .title_word_points = 5,
    .popcorn_used = FALSE,
    .twists_used = TRUE,
    .shared_deck = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_EMPTY_DECK,
  },
  [GROS_FORMAT_STUDENT_FILMS] = {
    .id = GROS_FORMAT_STUDENT_FILMS,
    .string_id = "student-films",
    .label = N_("Student Films"),
    .size_rule = GROS_DECK_SIZE_SHARED,
    .credits_rule = GROS_COUNT_RATIO,
    .credits_count = 40,
    .twists_rule = GROS_COUNT_ANY,
    .hand_limit = 8,
    .title_cards_revealed = 6,
    .title_word_points = 5,
    .popcorn_used = TRUE,
    .twists_used = TRUE,
    .shared_deck = TRUE,
    .end = GROS_FORMAT_END_CREDITS | GROS_FORMAT_END_EMPTY_DECK,
  },
};

/* The formats as GROS's variants (builtin-games.c), in the order a player is offered them:
 * decks of one's own first, then the shared deck ones. Ids, labels and titles are the
 * formats' own (test-format checks it); seats are 2 to 6 (000, "2-6 players"), and 3 or more for the
 * Resurrected Edition and its variants (001: "you will need ... two or more friends"). */
const DriveInGameVariant gros_format_variants[GROS_FORMAT_N_IDS] = {
  { "feature-film", N_("Feature Film"), 2, 6,
    N_("50 unique cards, with exactly 3 Roll the Credits.") },
  { "episode", N_("Episode"), 2, 6,
    N_("Exactly 30 cards, with exactly 4 Plot Twists and no Roll the Credits.") },
  { "titled-feature", N_("Titled Feature Film"), 2, 6,
    N_("A Feature Film deck built around a fixed Title: every word of the Title is on a card "
       "of the deck."), TRUE },
  { "titled-episode", N_("Titled Episode"), 2, 6,
    N_("An Episode deck built around a fixed Title: every word of the Title is on a card of "
       "the deck."), TRUE },
  { "draft", N_("Draft"), 2, 6,
    N_("About 30 drafted cards, with 4 Plot Twists and 2 Roll the Credits when the table "
       "plays with them.") },
  { "classic", N_("Classic"), 2, 6,
    N_("One shared deck for the whole table (Central Casting), without Plot Twists or "
       "Popcorn, with about one Roll the Credits per 40 cards.") },
  { "resurrected", N_("Resurrected Edition"), 3, 6,
    N_("One shared deck; hands of 8 drafted at the start; Titles from 6 cards, 5 points a "
       "word; about one Roll the Credits per 40 cards.") },
  { "cult-classic", N_("Cult Classic"), 3, 6,
    N_("The Resurrected Edition with hands of 6, no drafting and no Popcorn: cards are "
       "free.") },
  { "student-films", N_("Student Films"), 3, 6,
    N_("The Resurrected Edition for beginners: no drafting, and the hand is filled to 8 at "
       "the end of each turn.") },
};

/* The recommended Feature Film mix ("Deck Building and Feature Packs"), in display order. */
static const struct
{
  GrosCardType type;
  guint        count;
} recommended_mix[GROS_CARD_N_TYPES] = {
  { GROS_CARD_TYPE_CHARACTER, 10 },
  { GROS_CARD_TYPE_CREATURE, 10 },
  { GROS_CARD_TYPE_SPECIAL_EFFECT, 9 },
  { GROS_CARD_TYPE_LOCATION, 6 },
  { GROS_CARD_TYPE_PROP, 6 },
  { GROS_CARD_TYPE_PLOT_TWIST, 6 },
  { GROS_CARD_TYPE_ROLL_THE_CREDITS, 3 },
};

static const char * const small_words[] = {
  "the", "of", "a", "an", "and", "in", "on", "at", "to", "from", "with", "by", "for", "vs",
};

GType
gros_format_id_get_type (void)
{
  static gsize type_id;

  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { GROS_FORMAT_FEATURE_FILM, "GROS_FORMAT_FEATURE_FILM", "feature-film" },
        { GROS_FORMAT_EPISODE, "GROS_FORMAT_EPISODE", "episode" },
        { GROS_FORMAT_DRAFT, "GROS_FORMAT_DRAFT", "draft" },
        { GROS_FORMAT_TITLED_FEATURE, "GROS_FORMAT_TITLED_FEATURE", "titled-feature" },
        { GROS_FORMAT_TITLED_EPISODE, "GROS_FORMAT_TITLED_EPISODE", "titled-episode" },
        { GROS_FORMAT_CLASSIC, "GROS_FORMAT_CLASSIC", "classic" },
        { GROS_FORMAT_RESURRECTED, "GROS_FORMAT_RESURRECTED", "resurrected" },
        { GROS_FORMAT_CULT_CLASSIC, "GROS_FORMAT_CULT_CLASSIC", "cult-classic" },
        { GROS_FORMAT_STUDENT_FILMS, "GROS_FORMAT_STUDENT_FILMS", "student-films" },
        { 0, NULL, NULL },
      };
      GType type;

      type = g_enum_register_static (g_intern_static_string ("GrosFormatId"), values);
      g_once_init_leave (&type_id, type);
    }
  return type_id;
}

const GrosFormat *
gros_format_get (GrosFormatId id)
{
  g_return_val_if_fail ((guint) id < GROS_FORMAT_N_IDS, NULL);
  return &formats[id];
}

const GrosFormat *
gros_format_from_string (const char *string_id)
{
  g_return_val_if_fail (string_id != NULL, NULL);

  for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
    if (g_str_equal (formats[i].string_id, string_id))
      return &formats[i];
  return NULL;
}

const char *
gros_format_get_label (const GrosFormat *format)
{
  g_return_val_if_fail (format != NULL, NULL);
  return _(format->label);
}

const char *
gros_format_get_summary (const GrosFormat *format)
{
  g_return_val_if_fail (format != NULL, NULL);

  for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
    if (g_str_equal (gros_format_variants[i].id, format->string_id))
      return drive_in_game_info_variant_summary (&gros_format_variants[i]);
  g_return_val_if_reached (NULL);
}

char *
gros_format_dup_id_list (void)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", formats[i].string_id);
  return g_string_free (list, FALSE);
}

/* Title words */

/* Case-insensitive comparison key. */
static char *
word_key (const char *word)
{
  g_autofree char *normalized = g_utf8_normalize (word, -1, G_NORMALIZE_NFC);
  return g_utf8_casefold (normalized != NULL ? normalized : word, -1);
}

gboolean
gros_format_is_small_word (const char *word)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (word != NULL, FALSE);

  key = word_key (word);
  /* "vs." as well as "vs". */
  if (g_str_has_suffix (key, "."))
    key[strlen (key) - 1] = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (small_words); i++)
    if (g_str_equal (key, small_words[i]))
      return TRUE;
  return FALSE;
}

/* Splits on white space and trims punctuation around each word ("Demon!" -> "Demon"), keeping
 * the inner hyphens and apostrophes of "Flesh-eating" and "d'Hommes". */
static GPtrArray *
split_words (const char *text)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  while (*p != '\0')
    {
      const char *start, *end;

      while (*p != '\0' && g_unichar_isspace (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      start = p;
      while (*p != '\0' && !g_unichar_isspace (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      end = p;

      while (start < end && !g_unichar_isalnum (g_utf8_get_char (start)))
        start = g_utf8_next_char (start);
      while (end > start && !g_unichar_isalnum (g_utf8_get_char (g_utf8_prev_char (end))))
        end = g_utf8_prev_char (end);
      if (end > start)
        g_ptr_array_add (words, g_strndup (start, end - start));
    }
  return words;
}

char **
gros_format_dup_title_words (const char *title)
{
  g_autoptr(GPtrArray) words = NULL;
  g_autoptr(GHashTable) seen = NULL;
  GPtrArray *result;

  g_return_val_if_fail (title != NULL, NULL);
  g_return_val_if_fail (g_utf8_validate (title, -1, NULL), NULL);

  words = split_words (title);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  result = g_ptr_array_new ();
  for (guint i = 0; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);

      if (gros_format_is_small_word (word))
        continue;
      if (!g_hash_table_add (seen, word_key (word)))
        continue;
      g_ptr_array_add (result, g_strdup (word));
    }
  g_ptr_array_add (result, NULL);
  return (char **) g_ptr_array_free (result, FALSE);
}

/* Marks the words of @title_keys covered by @phrase (a card's Title word, which may be more
 * than one word: "Ex Machina") wherever the whole phrase appears in the Title. */
static void
cover_phrase (GPtrArray  *title_keys,
              gboolean   *covered,
              const char *phrase)
{
  g_autoptr(GPtrArray) words = NULL;

  if (phrase == NULL)
    return;
  words = split_words (phrase);
  if (words->len == 0 || words->len > title_keys->len)
    return;

  for (guint i = 0; i < words->len; i++)
    {
      char *key = word_key (g_ptr_array_index (words, i));
      g_free (g_ptr_array_index (words, i));
      g_ptr_array_index (words, i) = key;
    }

  for (guint start = 0; start + words->len <= title_keys->len; start++)
    {
      gboolean match = TRUE;

      for (guint j = 0; j < words->len && match; j++)
        match = g_str_equal (g_ptr_array_index (title_keys, start + j),
                             g_ptr_array_index (words, j));
      if (match)
        for (guint j = 0; j < words->len; j++)
          covered[start + j] = TRUE;
    }
}

/* Validation */

typedef struct
{
  DriveInDeck    *deck;
  DriveInCatalog *catalog;
  guint        n_cards;
  DriveInCard   **cards;                 /* per entry; NULL when unknown or of another game */
  DriveInCard   **foreign;               /* per entry: a card of another game, or NULL */
  guint        by_type[GROS_CARD_N_TYPES];
} DeckView;

static void
deck_view_init (DeckView    *view,
                DriveInDeck    *deck,
                DriveInCatalog *catalog)
{
  view->deck = deck;
  view->catalog = catalog;
  view->n_cards = drive_in_deck_get_n_cards (deck);
  view->cards = g_new0 (DriveInCard *, view->n_cards + 1);
  view->foreign = g_new0 (DriveInCard *, view->n_cards + 1);
  memset (view->by_type, 0, sizeof view->by_type);

  for (guint i = 0; i < view->n_cards; i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);
      DriveInCard *card = drive_in_deck_entry_get_card (entry);

      if (card == NULL && catalog != NULL)
        card = drive_in_catalog_lookup (catalog, drive_in_deck_entry_get_card_id (entry));
      /* Another game's card counts as no GROS card at all. */
      if (card != NULL && !g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID))
        {
          view->foreign[i] = card;
          card = NULL;
        }
      view->cards[i] = card;
      if (card != NULL)
        view->by_type[gros_card_get_type (card)]++;
    }
}

static void
deck_view_clear (DeckView *view)
{
  g_clear_pointer (&view->cards, g_free);
  g_clear_pointer (&view->foreign, g_free);
}

static const char *
entry_id (DeckView *view,
          guint     i)
{
  return drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (view->deck, i));
}

static const char *
entry_name (DeckView *view,
            guint     i)
{
  return view->cards[i] != NULL ? drive_in_card_get_name (view->cards[i]) : entry_id (view, i);
}

/* Card names may hold line breaks (they are printed on two lines). */
static char *
flat_name (const char *name)
{
  char *flat = g_strdup (name);

  for (char *p = flat; *p != '\0'; p++)
    if (*p == '\n' || *p == '\r' || *p == '\t')
      *p = ' ';
  return flat;
}

static void
add_problem (GListStore         *store,
             const char         *rule_id,
             const char * const *card_ids,
             const char * const *details,
             const char         *message)
{
  g_autoptr(DriveInDeckProblem) problem = drive_in_deck_problem_new (rule_id, card_ids, details,
                                                              message);
  g_list_store_append (store, problem);
}

/* The cards of @type, as ids (for the problem) and "“Name”, “Name”" (for its message). */
static void
collect_type (DeckView      *view,
              GrosCardType   type,
              GPtrArray    **out_ids,
              char         **out_names)
{
  GPtrArray *ids = g_ptr_array_new ();
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < view->n_cards; i++)
    {
      g_autofree char *name = NULL;

      if (view->cards[i] == NULL || gros_card_get_type (view->cards[i]) != type)
        continue;
      g_ptr_array_add (ids, (gpointer) entry_id (view, i));
      name = flat_name (entry_name (view, i));
      g_string_append_printf (names, "%s“%s”", names->len > 0 ? ", " : "", name);
    }
  g_ptr_array_add (ids, NULL);
  *out_ids = ids;
  *out_names = g_string_free (names, FALSE);
}

static void
check_unknown (DeckView   *view,
               GListStore *store)
{
  g_autoptr(GHashTable) reported = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < view->n_cards; i++)
    {
      const char *id = entry_id (view, i);
      const char *ids[] = { id, NULL };
      g_autofree char *message = NULL;

      if (view->cards[i] != NULL || !g_hash_table_add (reported, (gpointer) id))
        continue;
      if (view->foreign[i] != NULL)
        {
          const DriveInGameInfo *game = drive_in_game_info_lookup (drive_in_card_get_game (view->foreign[i]));
          g_autofree char *name = flat_name (drive_in_card_get_name (view->foreign[i]));

          message = g_strdup_printf (_("“%s” is a card of %s, not of GROS; remove it from the "
                                       "deck."), name,
                                     game != NULL ? drive_in_game_info_get_label (game)
                                                  : drive_in_card_get_game (view->foreign[i]));
          add_problem (store, "other-game", ids, NULL, message);
          continue;
        }
      message = g_strdup_printf (_("No loaded release has the card “%s”; import its release or "
                                   "remove it from the deck."), id);
      add_problem (store, "unknown-card", ids, NULL, message);
    }
}

static void
check_size (const GrosFormat *format,
            DeckView         *view,
            GListStore       *store)
{
  g_autofree char *has = NULL;
  g_autofree char *message = NULL;

  if (format->size_rule != GROS_DECK_SIZE_EXACT || view->n_cards == format->deck_size)
    return;

  has = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The deck has %u card",
                                      "The deck has %u cards", view->n_cards),
                         view->n_cards);
  /* TRANSLATORS: "The deck has 49 cards; Feature Film decks have exactly 50." */
  message = g_strdup_printf (_("%s; %s decks have exactly %u."), has,
                             gros_format_get_label (format), format->deck_size);
  add_problem (store, "deck-size", NULL, NULL, message);
}

static void
check_unique (const GrosFormat *format,
              DeckView         *view,
              GListStore       *store)
{
  g_autoptr(GHashTable) counts = NULL;
  g_autoptr(GHashTable) reported = NULL;

  if (!format->unique)
    return;

  counts = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < view->n_cards; i++)
    {
      const char *id = entry_id (view, i);
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, id));
      g_hash_table_insert (counts, (gpointer) id, GUINT_TO_POINTER (count + 1));
    }

  /* In deck order, once per card. */
  reported = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < view->n_cards; i++)
    {
      const char *id = entry_id (view, i);
      const char *ids[] = { id, NULL };
      guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, id));
      g_autofree char *name = NULL;
      g_autofree char *message = NULL;

      if (count < 2 || !g_hash_table_add (reported, (gpointer) id))
        continue;
      name = flat_name (entry_name (view, i));
      if (count == 2)
        message = g_strdup_printf (_("%s appears twice; every card must be unique."), name);
      else
        message = g_strdup_printf (_("%s appears %u times; every card must be unique."), name,
                                   count);
      add_problem (store, "unique", ids, NULL, message);
    }
}

static void
check_credits (const GrosFormat *format,
               DeckView         *view,
               GListStore       *store)
{
  guint count = view->by_type[GROS_CARD_TYPE_ROLL_THE_CREDITS];
  g_autoptr(GPtrArray) ids = NULL;
  g_autofree char *names = NULL;
  g_autofree char *has = NULL;
  g_autofree char *message = NULL;
  const char *label = gros_format_get_label (format);

  switch (format->credits_rule)
    {
    case GROS_COUNT_ANY:
    case GROS_COUNT_RATIO:
      return;
    case GROS_COUNT_EXACT:
      if (count == format->credits_count)
        return;
      break;
    case GROS_COUNT_OPTIONAL:
      if (count == 0 || count == format->credits_count)
        return;
      break;
    case GROS_COUNT_NONE:
      if (count == 0)
        return;
      break;
    default:
      g_assert_not_reached ();
    }

  collect_type (view, GROS_CARD_TYPE_ROLL_THE_CREDITS, &ids, &names);
  has = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The deck has %u Roll the Credits card",
                                      "The deck has %u Roll the Credits cards", count),
                         count);
  if (format->credits_rule == GROS_COUNT_NONE)
    {
      /* TRANSLATORS: "Episode decks have no Roll the Credits; remove “Roll The Credits (1)”." */
      message = g_strdup_printf (_("%s decks have no Roll the Credits; remove %s."), label, names);
      add_problem (store, "no-roll-the-credits", (const char * const *) ids->pdata, NULL,
                   message);
      return;
    }

  if (format->credits_rule == GROS_COUNT_EXACT)
    message = g_strdup_printf (_("%s; %s decks have exactly %u."), has, label,
                               format->credits_count);
  else
    message = g_strdup_printf (_("%s; %s decks have %u when they use Roll the Credits, or none."),
                               has, label, format->credits_count);
  add_problem (store, "roll-the-credits-count", (const char * const *) ids->pdata, NULL,
               message);
}

static void
check_twists (const GrosFormat *format,
              DeckView         *view,
              GListStore       *store)
{
  guint count = view->by_type[GROS_CARD_TYPE_PLOT_TWIST];
  g_autoptr(GPtrArray) ids = NULL;
  g_autofree char *names = NULL;
  g_autofree char *has = NULL;
  g_autofree char *message = NULL;
  const char *label = gros_format_get_label (format);

  switch (format->twists_rule)
    {
    case GROS_COUNT_ANY:
    case GROS_COUNT_RATIO:
      return;
    case GROS_COUNT_EXACT:
      if (count == format->twists_count)
        return;
      break;
    case GROS_COUNT_OPTIONAL:
      if (count == 0 || count == format->twists_count)
        return;
      break;
    case GROS_COUNT_NONE:
      if (count == 0)
        return;
      break;
    default:
      g_assert_not_reached ();
    }

  collect_type (view, GROS_CARD_TYPE_PLOT_TWIST, &ids, &names);
  has = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The deck has %u Plot Twist",
                                      "The deck has %u Plot Twists", count),
                         count);
  if (format->twists_rule == GROS_COUNT_NONE)
    {
      /* TRANSLATORS: "Classic decks have no Plot Twists; remove “Evil Twin”." */
      message = g_strdup_printf (_("%s decks have no Plot Twists; remove %s."), label, names);
      add_problem (store, "no-plot-twists", (const char * const *) ids->pdata, NULL, message);
      return;
    }

  if (format->twists_rule == GROS_COUNT_EXACT)
    message = g_strdup_printf (_("%s; %s decks have exactly %u."), has, label,
                               format->twists_count);
  else
    message = g_strdup_printf (_("%s; %s decks have %u when they use Plot Twists, or none."),
                               has, label, format->twists_count);
  add_problem (store, "plot-twist-count", (const char * const *) ids->pdata, NULL, message);
}

static void
check_title (const GrosFormat *format,
             DeckView         *view,
             GListStore       *store)
{
  const char *title = drive_in_deck_get_title (view->deck);
  g_autoptr(GPtrArray) title_words = NULL;
  g_autoptr(GPtrArray) title_keys = NULL;
  g_autoptr(GPtrArray) missing = NULL;
  g_autoptr(GHashTable) missing_keys = NULL;
  g_autofree gboolean *covered = NULL;
  g_autoptr(GString) quoted = NULL;
  g_autofree char *message = NULL;

  if (!format->titled)
    return;

  if (title == NULL || *title == '\0')
    {
      message = g_strdup_printf (_("%s decks are built around a Title; give the deck one."),
                                 gros_format_get_label (format));
      add_problem (store, "no-title", NULL, NULL, message);
      return;
    }

  title_words = split_words (title);
  title_keys = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < title_words->len; i++)
    g_ptr_array_add (title_keys, word_key (g_ptr_array_index (title_words, i)));
  covered = g_new0 (gboolean, title_words->len + 1);

  for (guint i = 0; i < view->n_cards; i++)
    {
      if (view->cards[i] == NULL)
        continue;
      cover_phrase (title_keys, covered, gros_card_get_title_word (view->cards[i]));
      cover_phrase (title_keys, covered, gros_card_get_original_title_word (view->cards[i]));
    }

  missing = g_ptr_array_new ();
  missing_keys = g_hash_table_new (g_str_hash, g_str_equal);
  quoted = g_string_new (NULL);
  for (guint i = 0; i < title_words->len; i++)
    {
      const char *word = g_ptr_array_index (title_words, i);

      if (covered[i] || gros_format_is_small_word (word)
          || !g_hash_table_add (missing_keys, g_ptr_array_index (title_keys, i)))
        continue;
      g_ptr_array_add (missing, (gpointer) word);
      g_string_append_printf (quoted, "%s“%s”", quoted->len > 0 ? ", " : "", word);
    }
  if (missing->len == 0)
    return;
  g_ptr_array_add (missing, NULL);

  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "No card in the deck has the Title word %s.",
                                          "No card in the deck has the Title words %s.",
                                          missing->len - 1),
                             quoted->str);
  add_problem (store, "title-words", NULL, (const char * const *) missing->pdata, message);
}

GListModel *
gros_format_validate (const GrosFormat *format,
                      DriveInDeck         *deck,
                      DriveInCatalog      *catalog)
{
  GListStore *store;
  DeckView view;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);

  store = g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM);
  deck_view_init (&view, deck, catalog);
  check_unknown (&view, store);
  check_size (format, &view, store);
  check_unique (format, &view, store);
  check_credits (format, &view, store);
  check_twists (format, &view, store);
  check_title (format, &view, store);
  deck_view_clear (&view);
  return G_LIST_MODEL (store);
}

GListModel *
gros_format_validate_deck (DriveInDeck    *deck,
                           DriveInCatalog *catalog)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  return gros_format_validate (gros_format_get (gros_deck_get_format (deck)), deck, catalog);
}

GListModel *
gros_format_validate_in_variant (DriveInDeck    *deck,
                                 const char     *variant_id,
                                 DriveInCatalog *catalog)
{
  const GrosFormat *format;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (variant_id != NULL, NULL);

  format = gros_format_from_string (variant_id);
  g_return_val_if_fail (format != NULL, NULL);
  return gros_format_validate (format, deck, catalog);
}

/* Advice */

/* The fixed count of a type (Roll the Credits, Plot Twists) for a deck of @target cards, or
 * -1 when the type follows the recommended mix. */
static int
fixed_count (GrosCountRule rule,
             guint         count,
             guint         in_deck,
             guint         target)
{
  switch (rule)
    {
    case GROS_COUNT_ANY:
      return -1;
    case GROS_COUNT_EXACT:
      return count;
    case GROS_COUNT_OPTIONAL:
      return in_deck > 0 ? (int) count : 0;
    case GROS_COUNT_NONE:
      return 0;
    case GROS_COUNT_RATIO:
      return target == 0 ? 0 : MAX (1, (int) floor ((double) target / count + 0.5));
    default:
      g_assert_not_reached ();
    }
}

/* The recommended count per card type for a deck of @target cards: fixed types first, the
 * rest shared out in the proportions of the Feature Film mix (largest remainders). */
static void
recommend_mix (const GrosFormat *format,
               DeckView         *view,
               guint             target,
               guint             out_counts[GROS_CARD_N_TYPES])
{
  int fixed[GROS_CARD_N_TYPES];
  double share[GROS_CARD_N_TYPES] = { 0 };
  guint free_weight = 0;
  int rest = target;
  int given = 0;

  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    fixed[i] = -1;
  fixed[GROS_CARD_TYPE_ROLL_THE_CREDITS] =
    fixed_count (format->credits_rule, format->credits_count,
                 view->by_type[GROS_CARD_TYPE_ROLL_THE_CREDITS], target);
  fixed[GROS_CARD_TYPE_PLOT_TWIST] =
    fixed_count (format->twists_rule, format->twists_count,
                 view->by_type[GROS_CARD_TYPE_PLOT_TWIST], target);

  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      GrosCardType type = recommended_mix[i].type;

      if (fixed[type] >= 0)
        {
          out_counts[type] = fixed[type];
          rest -= fixed[type];
        }
      else
        free_weight += recommended_mix[i].count;
    }
  rest = MAX (rest, 0);

  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      GrosCardType type = recommended_mix[i].type;

      if (fixed[type] >= 0)
        continue;
      share[type] = free_weight > 0 ? (double) rest * recommended_mix[i].count / free_weight : 0;
      out_counts[type] = (guint) floor (share[type]);
      given += out_counts[type];
    }

  /* Hand the cards lost to rounding to the largest remainders, in mix order on ties. */
  while (given < rest && free_weight > 0)
    {
      int best = -1;
      double best_remainder = -1;

      for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
        {
          GrosCardType type = recommended_mix[i].type;
          double remainder;

          if (fixed[type] >= 0)
            continue;
          remainder = share[type] - out_counts[type];
          if (remainder > best_remainder)
            {
              best = type;
              best_remainder = remainder;
            }
        }
      out_counts[best]++;
      share[best] = floor (share[best]);  /* rounded up: no second helping */
      given++;
    }
}

/* @type < 0: advice about no one type (the deck's size). */
static void
add_advice (GListStore   *store,
            const char   *rule_id,
            int           type,
            guint         count,
            guint         recommended,
            const char   *message)
{
  g_autoptr(DriveInDeckAdvice) advice =
    drive_in_deck_advice_new (rule_id, type >= 0 ? gros_card_type_to_string (type) : NULL, count,
                              recommended, message);
  g_list_store_append (store, advice);
}

static char *
mix_message (GrosCardType type,
             guint        count,
             guint        recommended)
{
  const char *label = gros_card_type_get_plural_label (type);
  int deviation = (int) count - (int) recommended;

  if (deviation == 0)
    /* TRANSLATORS: "Characters: 10, as recommended." */
    return g_strdup_printf (_("%s: %u, as recommended."), label, count);
  if (deviation > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s: %u, %d more than the recommended %u; consider "
                                         "swapping one for a type the deck is short of.",
                                         "%s: %u, %d more than the recommended %u; consider "
                                         "swapping some for types the deck is short of.",
                                         deviation),
                            label, count, deviation, recommended);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s: %u, %d fewer than the recommended %u; consider "
                                       "adding one.",
                                       "%s: %u, %d fewer than the recommended %u; consider "
                                       "adding a few.",
                                       -deviation),
                          label, count, -deviation, recommended);
}

GListModel *
gros_format_advise (const GrosFormat *format,
                    DriveInDeck         *deck,
                    DriveInCatalog      *catalog)
{
  GListStore *store;
  DeckView view;
  guint recommended[GROS_CARD_N_TYPES] = { 0 };
  guint target;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);

  store = g_list_store_new (DRIVE_IN_TYPE_DECK_ADVICE);
  deck_view_init (&view, deck, catalog);
  target = format->size_rule == GROS_DECK_SIZE_SHARED ? view.n_cards : format->deck_size;
  recommend_mix (format, &view, target, recommended);

  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      GrosCardType type = recommended_mix[i].type;
      g_autofree char *message = mix_message (type, view.by_type[type], recommended[type]);

      add_advice (store, "type-mix", type, view.by_type[type], recommended[type], message);
    }

  if (format->size_rule == GROS_DECK_SIZE_ABOUT && view.n_cards != format->deck_size)
    {
      g_autofree char *has = NULL;
      g_autofree char *message = NULL;

      has = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The deck has %u card",
                                          "The deck has %u cards", view.n_cards),
                             view.n_cards);
      /* TRANSLATORS: "The deck has 28 cards; Draft decks usually have about 30." */
      message = g_strdup_printf (_("%s; %s decks usually have about %u."), has,
                                 gros_format_get_label (format), format->deck_size);
      add_advice (store, "deck-size", -1, view.n_cards,
                  format->deck_size, message);
    }

  if (format->credits_rule == GROS_COUNT_RATIO && view.n_cards > 0
      && view.by_type[GROS_CARD_TYPE_ROLL_THE_CREDITS]
           != recommended[GROS_CARD_TYPE_ROLL_THE_CREDITS])
    {
      guint count = view.by_type[GROS_CARD_TYPE_ROLL_THE_CREDITS];
      guint wanted = recommended[GROS_CARD_TYPE_ROLL_THE_CREDITS];
      g_autofree char *message = NULL;

      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "A %s deck of %u cards plays best with about %u "
                                              "Roll the Credits (one per %u cards); this one "
                                              "has %u.",
                                              "A %s deck of %u cards plays best with about %u "
                                              "Roll the Credits (one per %u cards); this one "
                                              "has %u.",
                                              wanted),
                                 gros_format_get_label (format), view.n_cards, wanted,
                                 format->credits_count, count);
      add_advice (store, "roll-the-credits-ratio", GROS_CARD_TYPE_ROLL_THE_CREDITS, count,
                  wanted, message);
    }

  deck_view_clear (&view);
  return G_LIST_MODEL (store);
}

GListModel *
gros_format_advise_deck (DriveInDeck    *deck,
                         DriveInCatalog *catalog)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  return gros_format_advise (gros_format_get (gros_deck_get_format (deck)), deck, catalog);
}
