/* grotto-card-list.c: the Grotto Beasts! card list a community deck builder publishes, read
 * as it is (a misspelled type, "-" for missing values, the "✦" Epic mark, stray spaces) and
 * imported as a release of the library. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "drive-in-error.h"
#include "drive-in-json.h"
#include "grotto-card-list.h"

#define EPIC_MARK "\u2726"   /* ✦ */

/* What deck building needs to know of a few cards of the list, as the deck validation reads
 * it (src/core/grotto/grotto-deck-rules.h): our own data, keyed by card number. The rules
 * script the same effects (grotto-beasts.grotto-script). */
static const struct
{
  const char *number;
  const char *attribute;
  int         value;
} deck_attributes[] = {
  { "5", "deck-ignore-epic", 1 },
  { "14", "deck-size", 60 },
  { "111", "deck-any-number", 1 },
};

typedef struct
{
  char    *number;
  char    *name;
  char    *kind;        /* beast, grotto, wish, challenger */
  char    *type_word;   /* "Aquatic", Beasts only */
  gboolean epic;
  int      cost, power, goal;  /* -1: none */
  char    *effect;
  char    *quote;
  char    *artist;
} ListCard;

static void
list_card_free (gpointer data)
{
  ListCard *card = data;

  g_free (card->number);
  g_free (card->name);
  g_free (card->kind);
  g_free (card->type_word);
  g_free (card->effect);
  g_free (card->quote);
  g_free (card->artist);
  g_free (card);
}

static void G_GNUC_PRINTF (3, 4)
report (GPtrArray  *reports,
        const char *number,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *message = NULL;

  if (reports == NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: "card 104: type “Aqutic Beast” read as “Aquatic Beast”". */
  g_ptr_array_add (reports, g_strdup_printf (_("card %s: %s"), number, message));
}

/* Runs of spaces made one, each line trimmed, no blank lines at either end. */
static char *
tidy_spaces (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);
  guint blank = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* Every ASCII space the release loader trims, so a name of spaces is none there too. */
      g_auto(GStrv) words = g_strsplit_set (lines[i], " \t\r\f\v", -1);
      GString *line = g_string_new (NULL);

      for (guint w = 0; words[w] != NULL; w++)
        if (*words[w] != '\0')
          g_string_append_printf (line, "%s%s", line->len > 0 ? " " : "", words[w]);
      if (line->len == 0)
        blank++;
      else
        {
          if (out->len > 0)
            for (guint b = 0; b <= MIN (blank, 1u); b++)
              g_string_append_c (out, '\n');
          g_string_append (out, line->str);
          blank = 0;
        }
      g_string_free (line, TRUE);
    }
  return g_string_free (out, FALSE);
}

/* A text member: NULL when absent or "-"; the spacing made tidy (and reported). */
static char *
read_text (JsonObject *object,
           const char *member,
           const char *what,
           const char *number,
           GPtrArray  *reports)
{
  JsonNode *node = json_object_get_member (object, member);
  const char *text;
  char *tidy;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      report (reports, number, _("the %s is not text; left out"), what);
      return NULL;
    }
  text = json_node_get_string (node);
  if (!g_utf8_validate (text, -1, NULL))
    {
      report (reports, number, _("the %s is not valid text; left out"), what);
      return NULL;
    }
  tidy = tidy_spaces (text);
  if (g_str_equal (tidy, "-") || *tidy == '\0')
    {
      g_free (tidy);
      return NULL;
    }
  if (!g_str_equal (tidy, text))
    report (reports, number, _("stray spaces in the %s removed"), what);
  return tidy;
}

/* A number member: -1 when absent or "-" (reported when the card's kind has that value). */
static int
read_number (JsonObject *object,
             const char *member,
             const char *what,
             gboolean    expected,
             const char *number,
             GPtrArray  *reports)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (expected)
        report (reports, number, _("no %s; read as none"), what);
      return -1;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 value = json_node_get_int (node);

      if (value < 0 || value > 99)
        {
          report (reports, number, _("%s %" G_GINT64_FORMAT " is out of range; read as none"),
                  what, value);
          return -1;
        }
      return value;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_autofree char *text = g_strstrip (g_strdup (json_node_get_string (node)));
      guint64 value;

      if (g_str_equal (text, "-") || *text == '\0')
        {
          if (expected)
            report (reports, number, _("%s is “-”: read as none"), what);
          return -1;
        }
      if (g_ascii_string_to_unsigned (text, 10, 0, 99, &value, NULL))
        {
          report (reports, number, _("%s written as text (“%s”); read as %s"), what, text, text);
          return value;
        }
      report (reports, number, _("cannot read the %s “%s”; read as none"), what, text);
      return -1;
    }
  report (reports, number, _("cannot read the %s; read as none"), what);
  return -1;
}

/* "✦Aquatic Beast" is an Epic Beast of type Aquatic. FALSE when the type means nothing. */
static gboolean
read_type (ListCard   *card,
           const char *type,
           GPtrArray  *reports)
{
  g_autofree char *tidy = tidy_spaces (type);
  const char *rest = tidy;

  if (g_str_has_prefix (rest, EPIC_MARK))
    {
      card->epic = TRUE;
      rest += strlen (EPIC_MARK);
      while (*rest == ' ')
        rest++;
      report (reports, card->number, _("the “%s” mark before the type read as Epic"), EPIC_MARK);
    }
  if (g_ascii_strcasecmp (rest, "Grotto") == 0)
    card->kind = g_strdup ("grotto");
  else if (g_ascii_strcasecmp (rest, "Wish") == 0)
    card->kind = g_strdup ("wish");
  else if (g_ascii_strcasecmp (rest, "Challenger") == 0)
    card->kind = g_strdup ("challenger");
  else if (g_ascii_strcasecmp (rest, "Beast") == 0)
    card->kind = g_strdup ("beast");
  else if (strlen (rest) > 6 && g_ascii_strcasecmp (rest + strlen (rest) - 6, " Beast") == 0)
    {
      card->kind = g_strdup ("beast");
      card->type_word = g_strndup (rest, strlen (rest) - 6);
    }
  else
    return FALSE;
  if (!g_str_equal (tidy, type))
    report (reports, card->number, _("stray spaces in the type removed"));
  return TRUE;
}

static guint
edit_distance (const char *a,
               const char *b)
{
  guint la = strlen (a), lb = strlen (b);
  g_autofree guint *row = g_new (guint, lb + 1);

  for (guint j = 0; j <= lb; j++)
    row[j] = j;
  for (guint i = 1; i <= la; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (guint j = 1; j <= lb; j++)
        {
          guint up = row[j];
          guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + cost);
          diagonal = up;
        }
    }
  return row[lb];
}

/* A Beast type written once and within a letter (two for long words) of a type several
 * cards share is a misspelling of it. */
static void
correct_types (GPtrArray *cards,
               GPtrArray *reports)
{
  /* Its own copies of the words: a correction frees the card's word, and the next card
   * still compares against every word counted. */
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < cards->len; i++)
    {
      ListCard *card = cards->pdata[i];

      if (card->type_word != NULL)
        g_hash_table_insert (counts, g_strdup (card->type_word),
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, card->type_word)) + 1));
    }
  for (guint i = 0; i < cards->len; i++)
    {
      ListCard *card = cards->pdata[i];
      GHashTableIter iter;
      gpointer key, value;
      const char *best = NULL;
      guint best_count = 1;

      if (card->type_word == NULL
          || GPOINTER_TO_UINT (g_hash_table_lookup (counts, card->type_word)) != 1
          || strlen (card->type_word) < 4)
        continue;
      g_hash_table_iter_init (&iter, counts);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          guint distance = edit_distance (card->type_word, key);
          guint allowed = strlen (card->type_word) >= 7 ? 2 : 1;

          if (distance > 0 && distance <= allowed && GPOINTER_TO_UINT (value) > best_count)
            {
              best = key;
              best_count = GPOINTER_TO_UINT (value);
            }
        }
      if (best != NULL)
        {
          report (reports, card->number, _("type “%s Beast” read as “%s Beast”, the type of %u other cards"),
                  card->type_word, best, best_count);
          g_free (card->type_word);
          card->type_word = g_strdup (best);
        }
    }
}

static gboolean
number_is_usable (const char *number)
{
  if (*number == '\0' || strlen (number) > 16)
    return FALSE;
  for (const char *p = number; *p != '\0'; p++)
    if (!(g_ascii_isalnum (*p) || *p == '-' || *p == '_' || *p == '.'))
      return FALSE;
  return TRUE;
}

static ListCard *
read_card (const char *key,
           JsonNode   *node,
           GPtrArray  *reports)
{
  ListCard *card;
  JsonObject *object;
  JsonNode *type_node, *num_node;
  g_autofree char *number = g_strstrip (g_strdup (key));
  gboolean is_beast, is_challenger;

  if (!number_is_usable (number))
    {
      report (reports, key, _("the card number cannot be used; card left out"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      report (reports, number, _("not a card object; left out"));
      return NULL;
    }
  object = json_node_get_object (node);
  card = g_new0 (ListCard, 1);
  card->number = g_steal_pointer (&number);
  card->cost = card->power = card->goal = -1;

  num_node = json_object_get_member (object, "cardNum");
  if (num_node != NULL && JSON_NODE_HOLDS_VALUE (num_node)
      && json_node_get_value_type (num_node) == G_TYPE_STRING
      && !g_str_equal (json_node_get_string (num_node), card->number))
    report (reports, card->number, _("its own number says “%s”; the list's key is kept"),
            json_node_get_string (num_node));

  card->name = read_text (object, "name", _("name"), card->number, reports);
  if (card->name == NULL || strchr (card->name, '\n') != NULL)
    {
      report (reports, card->number, _("no name; card left out"));
      list_card_free (card);
      return NULL;
    }
  type_node = json_object_get_member (object, "type");
  if (type_node == NULL || !JSON_NODE_HOLDS_VALUE (type_node)
      || json_node_get_value_type (type_node) != G_TYPE_STRING
      || !read_type (card, json_node_get_string (type_node), reports))
    {
      report (reports, card->number, _("the type is not a Beast, Grotto, Wish or Challenger; card left out"));
      list_card_free (card);
      return NULL;
    }
  is_beast = g_str_equal (card->kind, "beast");
  is_challenger = g_str_equal (card->kind, "challenger");
  card->cost = read_number (object, "cost", _("cost"), !is_challenger, card->number, reports);
  card->power = read_number (object, "power", _("power"), is_beast || is_challenger, card->number,
                             reports);
  card->goal = read_number (object, "goal", _("goal"), is_challenger, card->number, reports);
  card->effect = read_text (object, "effect", _("effect"), card->number, reports);
  card->quote = read_text (object, "flavorText", _("flavor text"), card->number, reports);
  card->artist = read_text (object, "artist", _("artist"), card->number, reports);
  return card;
}

static void
add_attribute (JsonBuilder *builder,
               const char  *name,
               int          value)
{
  if (value < 0)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static gboolean
write_json (GFile       *folder,
            const char  *name,
            JsonNode    *root,
            GError     **error)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GFile) file = g_file_get_child (folder, name);
  g_autofree char *text = NULL;
  gsize length;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, &length);
  return g_file_replace_contents (file, text, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                  NULL, error);
}

gboolean
grotto_card_list_sniff (const char *data,
                        gsize       length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  g_autoptr(GList) members = NULL;

  if (data == NULL || length == 0 || length > GROTTO_CARD_LIST_MAX_SIZE
      || !json_parser_load_from_data (parser, data, length, NULL)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return FALSE;
  root = json_node_get_object (json_parser_get_root (parser));
  members = json_object_get_members (root);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *node = json_object_get_member (root, l->data);

      if (JSON_NODE_HOLDS_OBJECT (node)
          && json_object_has_member (json_node_get_object (node), "type"))
        return TRUE;
    }
  return FALSE;
}

/* The release format's text carries HTML entities, which the loader decodes: an "&" written
 * as it is would turn "&lt;" or "&#32;" in a card list into another text (or none). */
static void
add_release_text (JsonBuilder *builder,
                  const char  *text)
{
  g_autoptr(GString) encoded = g_string_new (text);

  g_string_replace (encoded, "&", "&amp;", 0);
  json_builder_add_string_value (builder, encoded->str);
}

static int
compare_numbers (gconstpointer a,
                 gconstpointer b)
{
  const ListCard *x = *(ListCard **) a, *y = *(ListCard **) b;
  char *end_x, *end_y;
  long nx = strtol (x->number, &end_x, 10), ny = strtol (y->number, &end_y, 10);

  if (*end_x == '\0' && *end_y == '\0' && nx != ny)
    return nx < ny ? -1 : 1;
  return g_strcmp0 (x->number, y->number);
}

gboolean
grotto_card_list_convert (const char  *data,
                          gsize        length,
                          const char  *filename,
                          GFile       *folder,
                          GPtrArray   *out_reports,
                          guint       *out_n_cards,
                          GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (list_card_free);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) list = NULL;
  g_autoptr(JsonNode) manifest = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *root;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (G_IS_FILE (folder), FALSE);

  if (filename == NULL)
    filename = "card-list.json";
  if (length > GROTTO_CARD_LIST_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("%s: the file is too large"), filename);
      return FALSE;
    }
  if (length == 0 || !g_utf8_validate_len (data, length, NULL) || memchr (data, '\0', length) != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("%s: not a JSON text file"), filename);
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_autofree char *message = drive_in_json_dup_parse_message (local->message);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: %s", filename, message);
      return FALSE;
    }
  /* Blank text parses to no root at all. */
  if (json_parser_get_root (parser) == NULL
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s: a Grotto Beasts! card list is a JSON object of cards by number"),
                   filename);
      return FALSE;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  members = json_object_get_members (root);
  for (GList *l = members; l != NULL; l = l->next)
    {
      ListCard *card = read_card (l->data, json_object_get_member (root, l->data), out_reports);

      if (card == NULL)
        continue;
      for (guint i = 0; i < cards->len; i++)
        if (g_str_equal (((ListCard *) cards->pdata[i])->number, card->number))
          {
            report (out_reports, card->number, _("a second card with this number; left out"));
            g_clear_pointer (&card, list_card_free);
            break;
          }
      if (card != NULL)
        g_ptr_array_add (cards, card);
    }
  if (cards->len == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s: no card of the list could be read"), filename);
      return FALSE;
    }
  correct_types (cards, out_reports);
  g_ptr_array_sort (cards, compare_numbers);

  json_builder_begin_array (builder);
  for (guint i = 0; i < cards->len; i++)
    {
      ListCard *card = cards->pdata[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_string_value (builder, card->number);
      json_builder_set_member_name (builder, "name");
      add_release_text (builder, card->name);
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, card->kind);
      json_builder_set_member_name (builder, "type-label");
      if (card->type_word != NULL)
        {
          g_autofree char *label = g_strdup_printf ("%s Beast", card->type_word);

          add_release_text (builder, label);
        }
      else
        json_builder_add_string_value (builder, g_str_equal (card->kind, "grotto") ? "Grotto"
                                                : g_str_equal (card->kind, "wish") ? "Wish"
                                                : g_str_equal (card->kind, "challenger") ? "Challenger"
                                                : "Beast");
      if (card->effect != NULL)
        {
          json_builder_set_member_name (builder, "abilities");
          add_release_text (builder, card->effect);
        }
      if (card->quote != NULL)
        {
          json_builder_set_member_name (builder, "quote");
          add_release_text (builder, card->quote);
        }
      json_builder_set_member_name (builder, "attributes");
      json_builder_begin_object (builder);
      add_attribute (builder, "cost", card->cost);
      add_attribute (builder, "power", card->power);
      add_attribute (builder, "goal", card->goal);
      if (card->epic)
        add_attribute (builder, "epic", 1);
      for (guint d = 0; d < G_N_ELEMENTS (deck_attributes); d++)
        if (g_str_equal (deck_attributes[d].number, card->number))
          add_attribute (builder, deck_attributes[d].attribute, deck_attributes[d].value);
      if (card->artist != NULL)
        {
          json_builder_set_member_name (builder, "artist");
          add_release_text (builder, card->artist);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  list = json_builder_get_root (builder);

  json_builder_reset (builder);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "sigil");
  json_builder_add_string_value (builder, GROTTO_CARD_LIST_SIGIL);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, "Grotto Beasts!");
  json_builder_set_member_name (builder, "short");
  json_builder_add_string_value (builder, "Grotto Beasts!");
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "grotto-beasts");
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "imported");
  json_builder_set_member_name (builder, "list");
  json_builder_add_string_value (builder, "list.json");
  json_builder_end_object (builder);
  manifest = json_builder_get_root (builder);

  if (!write_json (folder, "list.json", list, error) || !write_json (folder, "manifest.json", manifest, error))
    return FALSE;
  if (out_n_cards != NULL)
    *out_n_cards = cards->len;
  return TRUE;
}

gboolean
grotto_card_list_import (DriveInLibrary *library,
                         GFile       *file,
                         char       **out_sigil,
                         GPtrArray   *out_reports,
                         GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  g_autofree char *staging_path = NULL;
  g_autoptr(GFile) staging = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local = NULL;
  gsize length;
  gboolean ok;

  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            &local);
  if (info == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local->message);
      return FALSE;
    }
  if (g_file_info_get_size (info) > GROTTO_CARD_LIST_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("%s: the file is too large"), name);
      return FALSE;
    }
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, &local))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local->message);
      return FALSE;
    }
  staging_path = g_dir_make_tmp ("drive-in-grotto-XXXXXX", &local);
  if (staging_path == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", name, local->message);
      return FALSE;
    }
  staging = g_file_new_for_path (staging_path);
  ok = grotto_card_list_convert (data, length, name, staging, out_reports, NULL, error)
       && drive_in_library_import_release (library, staging, out_sigil, error);
  {
    g_autoptr(GFile) list = g_file_get_child (staging, "list.json");
    g_autoptr(GFile) manifest = g_file_get_child (staging, "manifest.json");

    g_file_delete (list, NULL, NULL);
    g_file_delete (manifest, NULL, NULL);
    g_file_delete (staging, NULL, NULL);
  }
  return ok;
}
