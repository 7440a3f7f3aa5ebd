/* cli-catalog.c: drive-in-cli commands on the card catalog: cards, show, packs, import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "grotto-card-list.h"

/* ------------------------------------------------------------------------------------ */
/* Formatting                                                                           */

static char *
dup_file_location (GFile *file)
{
  if (file == NULL)
    return NULL;
  if (g_file_peek_path (file) != NULL)
    return g_strdup (g_file_peek_path (file));
  return g_file_get_uri (file);
}

static char *
format_stat (GrosCard *card)
{
  if (!gros_card_has_stat (card))
    return g_strdup ("-");
  if (gros_card_is_stat_variable (card))
    return g_strdup ("*");
  return g_strdup_printf ("%d", gros_card_get_stat (card));
}

static void
add_string_member (JsonBuilder *builder,
                   const char  *name,
                   const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_strv_member (JsonBuilder        *builder,
                 const char         *name,
                 const char * const *values)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    json_builder_add_string_value (builder, values[i]);
  json_builder_end_array (builder);
}

static void
add_card (JsonBuilder *builder,
          GrosCatalog *catalog,
          GrosCard    *card)
{
  g_autofree char *pack_id = gros_card_dup_pack_id (card);
  g_autofree char *art = dup_file_location (gros_card_get_art (card));
  GrosPack *pack = pack_id != NULL ? gros_catalog_lookup_pack (catalog, pack_id) : NULL;

  json_builder_begin_object (builder);
  add_string_member (builder, "id", gros_card_get_id (card));
  add_string_member (builder, "number", gros_card_get_number (card));
  add_string_member (builder, "release", gros_card_get_release (card));
  add_string_member (builder, "name", gros_card_get_name (card));
  add_string_member (builder, "original_name", gros_card_get_original_name (card));
  add_string_member (builder, "type", gros_card_type_to_string (gros_card_get_card_type (card)));
  json_builder_set_member_name (builder, "extra");
  json_builder_add_boolean_value (builder, gros_card_is_extra (card));

  /* A number, "*" for a variable stat, or null when none is printed. */
  json_builder_set_member_name (builder, "stat");
  if (!gros_card_has_stat (card))
    json_builder_add_null_value (builder);
  else if (gros_card_is_stat_variable (card))
    json_builder_add_string_value (builder, "*");
  else
    json_builder_add_int_value (builder, gros_card_get_stat (card));

  json_builder_set_member_name (builder, "popcorn");
  json_builder_add_int_value (builder, gros_card_get_popcorn (card));
  json_builder_set_member_name (builder, "bucket");
  json_builder_add_boolean_value (builder, gros_card_has_bucket (card));
  add_strv_member (builder, "traits", gros_card_get_traits (card));
  add_strv_member (builder, "display_traits", gros_card_get_display_traits (card));
  add_string_member (builder, "title", gros_card_get_title_word (card));
  add_string_member (builder, "original_title", gros_card_get_original_title_word (card));
  add_string_member (builder, "quote", gros_card_get_quote (card));
  add_string_member (builder, "abilities", gros_card_get_abilities (card));
  add_string_member (builder, "pack", pack_id);
  add_string_member (builder, "pack_name", pack != NULL ? gros_pack_get_name (pack) : NULL);
  add_string_member (builder, "art", art);
  json_builder_end_object (builder);
}

static void
add_pack (JsonBuilder *builder,
          GrosPack    *pack)
{
  const char * const *numbers = gros_pack_get_card_numbers (pack);

  json_builder_begin_object (builder);
  add_string_member (builder, "id", gros_pack_get_id (pack));
  add_string_member (builder, "release", gros_pack_get_release (pack));
  add_string_member (builder, "prefix", gros_pack_get_prefix (pack));
  add_string_member (builder, "name", gros_pack_get_name (pack));
  add_string_member (builder, "kind", gros_pack_get_kind (pack));
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; numbers[i] != NULL; i++)
    {
      g_autofree char *id = g_strconcat (gros_pack_get_release (pack), ":", numbers[i], NULL);
      json_builder_add_string_value (builder, id);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static gboolean
check_no_arguments (const char *command,
                    int         argc,
                    char      **argv)
{
  if (argc <= 1)
    return TRUE;
  cli_error (_("%s: unexpected argument '%s'"), command, argv[1]);
  return FALSE;
}

static gboolean
check_release (GrosCatalog *catalog,
               const char  *sigil)
{
  GListModel *releases = gros_catalog_get_releases (catalog);
  g_autoptr(GString) known = g_string_new (NULL);

  if (sigil == NULL || gros_catalog_lookup_release (catalog, sigil) != NULL)
    return TRUE;

  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(GrosRelease) release = g_list_model_get_item (releases, i);

      if (known->len > 0)
        g_string_append (known, ", ");
      g_string_append (known, gros_release_get_sigil (release));
    }
  cli_error (_("no release '%s' in the library (there is: %s)"), sigil,
             known->len > 0 ? known->str : _("nothing"));
  return FALSE;
}

/* ------------------------------------------------------------------------------------ */
/* cards                                                                                */

typedef struct
{
  const char   *release;
  gboolean      any_type;
  GrosCardType  type;
  const char   *trait;
  char        **words;  /* lower-cased search words, all must match */
} CardFilter;

static gboolean
parse_type (const char   *text,
            GrosCardType *out_type)
{
  g_autofree char *folded = NULL;

  if (gros_card_type_from_string (text, out_type))
    return TRUE;

  /* The translated names work as well: "Effet Spécial". */
  folded = g_utf8_casefold (text, -1);
  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      g_autofree char *label = g_utf8_casefold (gros_card_type_get_label (i), -1);
      g_autofree char *plural = g_utf8_casefold (gros_card_type_get_plural_label (i), -1);

      if (g_str_equal (folded, label) || g_str_equal (folded, plural))
        {
          *out_type = i;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
has_trait (GrosCard   *card,
           const char *trait)
{
  g_autofree char *folded = g_utf8_casefold (trait, -1);
  const char * const *display = gros_card_get_display_traits (card);

  if (gros_card_has_trait (card, trait))
    return TRUE;
  for (guint i = 0; display[i] != NULL; i++)
    {
      g_autofree char *other = g_utf8_casefold (display[i], -1);
      if (g_str_equal (folded, other))
        return TRUE;
    }
  return FALSE;
}

static gboolean
card_matches (GrosCard         *card,
              const CardFilter *filter)
{
  const char *text;

  if (filter->release != NULL && g_strcmp0 (gros_card_get_release (card), filter->release) != 0)
    return FALSE;
  if (!filter->any_type && gros_card_get_card_type (card) != filter->type)
    return FALSE;
  if (filter->trait != NULL && !has_trait (card, filter->trait))
    return FALSE;

  text = gros_card_get_search_text (card);
  for (guint i = 0; filter->words != NULL && filter->words[i] != NULL; i++)
    if (strstr (text, filter->words[i]) == NULL)
      return FALSE;
  return TRUE;
}

static void
print_cards_table (GPtrArray *cards)
{
  const char *headers[] = { _("ID"), _("TYPE"), _("STAT"), _("POPCORN"), _("BUCKET"), _("NAME") };
  guint widths[G_N_ELEMENTS (headers)] = { 0 };
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (headers); i++)
    widths[i] = g_utf8_strlen (headers[i], -1);
  for (guint i = 0; i < cards->len; i++)
    {
      GrosCard *card = g_ptr_array_index (cards, i);

      widths[0] = MAX (widths[0], (guint) g_utf8_strlen (gros_card_get_id (card), -1));
      widths[1] = MAX (widths[1], (guint) g_utf8_strlen (
                         gros_card_type_get_label (gros_card_get_card_type (card)), -1));
    }

  for (guint i = 0; i + 1 < G_N_ELEMENTS (headers); i++)
    {
      cli_append_padded (line, headers[i], widths[i], i >= 2 && i <= 3);
      g_string_append (line, "  ");
    }
  g_string_append (line, headers[G_N_ELEMENTS (headers) - 1]);
  g_print ("%s\n", line->str);

  for (guint i = 0; i < cards->len; i++)
    {
      GrosCard *card = g_ptr_array_index (cards, i);
      g_autofree char *stat = format_stat (card);
      g_autofree char *popcorn = g_strdup_printf ("%d", gros_card_get_popcorn (card));

      g_string_truncate (line, 0);
      cli_append_padded (line, gros_card_get_id (card), widths[0], FALSE);
      g_string_append (line, "  ");
      cli_append_padded (line, gros_card_type_get_label (gros_card_get_card_type (card)),
                         widths[1], FALSE);
      g_string_append (line, "  ");
      cli_append_padded (line, stat, widths[2], TRUE);
      g_string_append (line, "  ");
      cli_append_padded (line, popcorn, widths[3], TRUE);
      g_string_append (line, "  ");
      cli_append_padded (line, gros_card_has_bucket (card) ? _("yes") : "", widths[4], FALSE);
      g_string_append (line, "  ");
      g_string_append (line, gros_card_get_name (card));
      g_print ("%s\n", line->str);
    }
}

int
cli_catalog_cards (int    argc,
                   char **argv)
{
  g_autofree char *release = NULL;
  g_autofree char *type = NULL;
  g_autofree char *trait = NULL;
  g_autofree char *search = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "release", 'r', 0, G_OPTION_ARG_STRING, &release,
      N_("Only the cards of the release SIGIL"), N_("SIGIL") },
    { "type", 't', 0, G_OPTION_ARG_STRING, &type,
      N_("Only cards of TYPE: character, creature, location, prop, special-effect, "
         "plot-twist, roll-the-credits"), N_("TYPE") },
    { "trait", 0, 0, G_OPTION_ARG_STRING, &trait,
      N_("Only cards with the trait TRAIT"), N_("TRAIT") },
    { "search", 's', 0, G_OPTION_ARG_STRING, &search,
      N_("Only cards whose name, traits, title word or abilities hold every word of TEXT"),
      N_("TEXT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON array"), NULL },
    { NULL }
  };
  g_autoptr(GrosCatalog) catalog = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autofree char *lowered = NULL;
  g_auto(GStrv) words = NULL;
  CardFilter filter = { 0 };

  if (!cli_parse_options (cli_lookup_command ("cards"), entries, &argc, &argv)
      || !check_no_arguments ("cards", argc, argv))
    return CLI_EXIT_FAILURE;

  filter.any_type = type == NULL;
  if (type != NULL && !parse_type (type, &filter.type))
    {
      cli_error (_("unknown card type '%s' (use character, creature, location, prop, "
                   "special-effect, plot-twist or roll-the-credits)"), type);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  if (!check_release (catalog, release))
    return CLI_EXIT_FAILURE;

  filter.release = release;
  filter.trait = trait;
  if (search != NULL)
    {
      lowered = g_utf8_strdown (search, -1);
      words = g_strsplit_set (lowered, " \t\n", -1);
      filter.words = words;
    }

  cards = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      GrosCard *card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (card_matches (card, &filter))
        g_ptr_array_add (cards, card);
      else
        g_object_unref (card);
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < cards->len; i++)
        add_card (builder, catalog, g_ptr_array_index (cards, i));
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else if (cards->len > 0)
    print_cards_table (cards);
  else
    g_printerr ("%s\n", _("No cards match."));

  return CLI_EXIT_OK;
}

/* ------------------------------------------------------------------------------------ */
/* show                                                                                 */

static void
print_field (const char *label,
             const char *value,
             guint       width)
{
  g_autoptr(GString) line = NULL;
  g_auto(GStrv) lines = NULL;

  if (value == NULL || *value == '\0')
    return;

  line = g_string_new ("  ");
  cli_append_padded (line, label, width + 1, FALSE);
  lines = g_strsplit (value, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (i > 0)
        {
          g_string_append (line, "\n  ");
          cli_append_padded (line, "", width + 1, FALSE);
        }
      g_string_append (line, lines[i]);
    }
  g_print ("%s\n", line->str);
}

static void
print_card (GrosCatalog *catalog,
            GrosCard    *card)
{
  GrosCardType type = gros_card_get_card_type (card);
  GrosRelease *release = gros_catalog_lookup_release (catalog, gros_card_get_release (card));
  g_autofree char *pack_id = gros_card_dup_pack_id (card);
  GrosPack *pack = pack_id != NULL ? gros_catalog_lookup_pack (catalog, pack_id) : NULL;
  g_autofree char *type_text = NULL;
  g_autofree char *release_text = NULL;
  g_autofree char *pack_text = NULL;
  g_autofree char *stat = format_stat (card);
  g_autofree char *popcorn = g_strdup_printf ("%d", gros_card_get_popcorn (card));
  g_autofree char *traits = g_strjoinv (", ", (char **) gros_card_get_display_traits (card));
  g_autofree char *art = dup_file_location (gros_card_get_art (card));
  const char *stat_label = gros_card_type_get_stat_label (type);
  const char *labels[] = {
    _("Type:"), _("Release:"), _("Pack:"), _("Popcorn:"), _("Bucket:"), _("Traits:"),
    _("Title word:"), _("Quote:"), _("Abilities:"), _("Art:"), stat_label,
  };
  guint width = 0;

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (labels[i] != NULL)
      width = MAX (width, (guint) g_utf8_strlen (labels[i], -1) + 1);

  if (gros_card_is_extra (card))
    type_text = g_strdup_printf (_("%s (Extra)"), gros_card_type_get_label (type));
  else
    type_text = g_strdup (gros_card_type_get_label (type));
  if (release != NULL)
    release_text = g_strdup_printf ("%s (%s)", gros_release_get_name (release),
                                    gros_release_get_sigil (release));
  if (pack != NULL)
    pack_text = g_strdup_printf ("%s %s", gros_pack_get_id (pack), gros_pack_get_name (pack));

  g_print ("%s  %s\n", gros_card_get_id (card), gros_card_get_name (card));
  if (g_strcmp0 (gros_card_get_original_name (card), gros_card_get_name (card)) != 0)
    g_print ("  (%s)\n", gros_card_get_original_name (card));
  print_field (_("Type:"), type_text, width);
  print_field (_("Release:"), release_text, width);
  print_field (_("Pack:"), pack_text, width);
  if (stat_label != NULL && gros_card_has_stat (card))
    {
      g_autofree char *label = g_strdup_printf ("%s:", stat_label);
      print_field (label, stat, width);
    }
  print_field (_("Popcorn:"), popcorn, width);
  print_field (_("Bucket:"), gros_card_has_bucket (card) ? _("yes") : _("no"), width);
  print_field (_("Traits:"), traits, width);
  print_field (_("Title word:"), gros_card_get_title_word (card), width);
  print_field (_("Quote:"), gros_card_get_quote (card), width);
  print_field (_("Abilities:"), gros_card_get_abilities (card), width);
  print_field (_("Art:"), art, width);
}

/* "01-01" alone: the ids of the cards with that number, to suggest. */
static char *
suggest_ids (GrosCatalog *catalog,
             const char  *number)
{
  GListModel *releases = gros_catalog_get_releases (catalog);
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(GrosRelease) release = g_list_model_get_item (releases, i);
      GrosCard *card = gros_release_lookup_card (release, number);

      if (card == NULL)
        continue;
      if (ids->len > 0)
        g_string_append (ids, ", ");
      g_string_append (ids, gros_card_get_id (card));
    }
  return ids->len > 0 ? g_strdup (ids->str) : NULL;
}

int
cli_catalog_show (int    argc,
                  char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GrosCatalog) catalog = NULL;
  GrosCard *card;

  if (!cli_parse_options (cli_lookup_command ("show"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("show: which card? Give an id such as gros-dc:01-01")
                          : _("show: one card id at a time"));
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  card = gros_catalog_lookup (catalog, argv[1]);
  if (card == NULL)
    {
      g_autofree char *suggestion = strchr (argv[1], ':') == NULL
                                    ? suggest_ids (catalog, argv[1]) : NULL;

      if (suggestion != NULL)
        cli_error (_("no card '%s'; card ids are RELEASE:NUMBER, did you mean %s?"),
                   argv[1], suggestion);
      else
        cli_error (_("no card '%s' in the library (card ids look like gros-dc:01-01)"),
                   argv[1]);
      return CLI_EXIT_FAILURE;
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      add_card (builder, catalog, card);
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else
    print_card (catalog, card);

  return CLI_EXIT_OK;
}

/* ------------------------------------------------------------------------------------ */
/* packs                                                                                */

int
cli_catalog_packs (int    argc,
                   char **argv)
{
  g_autofree char *release = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "release", 'r', 0, G_OPTION_ARG_STRING, &release,
      N_("Only the packs of the release SIGIL"), N_("SIGIL") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON array"), NULL },
    { NULL }
  };
  g_autoptr(GrosCatalog) catalog = NULL;
  g_autoptr(GPtrArray) packs = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *model;

  if (!cli_parse_options (cli_lookup_command ("packs"), entries, &argc, &argv)
      || !check_no_arguments ("packs", argc, argv))
    return CLI_EXIT_FAILURE;

  catalog = cli_load_catalog ();
  if (!check_release (catalog, release))
    return CLI_EXIT_FAILURE;

  model = gros_catalog_get_packs (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      GrosPack *pack = g_list_model_get_item (model, i);

      if (release == NULL || g_str_equal (gros_pack_get_release (pack), release))
        g_ptr_array_add (packs, pack);
      else
        g_object_unref (pack);
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < packs->len; i++)
        add_pack (builder, g_ptr_array_index (packs, i));
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else if (packs->len > 0)
    {
      const char *headers[] = { _("ID"), _("CARDS"), _("KIND"), _("NAME") };
      guint widths[G_N_ELEMENTS (headers)] = { 0 };
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (headers); i++)
        widths[i] = g_utf8_strlen (headers[i], -1);
      for (guint i = 0; i < packs->len; i++)
        {
          GrosPack *pack = g_ptr_array_index (packs, i);

          widths[0] = MAX (widths[0], (guint) g_utf8_strlen (gros_pack_get_id (pack), -1));
          widths[2] = MAX (widths[2], (guint) g_utf8_strlen (gros_pack_get_kind (pack), -1));
        }

      for (guint i = 0; i + 1 < G_N_ELEMENTS (headers); i++)
        {
          cli_append_padded (line, headers[i], widths[i], i == 1);
          g_string_append (line, "  ");
        }
      g_string_append (line, headers[G_N_ELEMENTS (headers) - 1]);
      g_print ("%s\n", line->str);

      for (guint i = 0; i < packs->len; i++)
        {
          GrosPack *pack = g_ptr_array_index (packs, i);
          g_autofree char *n_cards = g_strdup_printf ("%u", gros_pack_get_n_cards (pack));

          g_string_truncate (line, 0);
          cli_append_padded (line, gros_pack_get_id (pack), widths[0], FALSE);
          g_string_append (line, "  ");
          cli_append_padded (line, n_cards, widths[1], TRUE);
          g_string_append (line, "  ");
          cli_append_padded (line, gros_pack_get_kind (pack), widths[2], FALSE);
          g_string_append (line, "  ");
          g_string_append (line, gros_pack_get_name (pack));
          g_print ("%s\n", line->str);
        }
    }
  else
    g_printerr ("%s\n", _("No packs."));

  return CLI_EXIT_OK;
}

/* ------------------------------------------------------------------------------------ */
/* import                                                                               */

/* Lines about files of the release are relative to it ("list.json: card 01-05: ..."):
 * make them "DIR/list.json: ..."; lines about the library already start with a path. */
static void
print_import_problems (const char *folder,
                       const char *message)
{
  g_auto(GStrv) lines = g_strsplit (message, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *end = strstr (lines[i], ": ");
      g_autofree char *first = g_strndup (lines[i], end != NULL ? end - lines[i] : 0);

      if (*lines[i] == '\0')
        continue;
      if (g_path_is_absolute (first) || strstr (first, "://") != NULL)
        g_printerr ("%s\n", lines[i]);
      else
        g_printerr ("%s%s%s\n", folder, g_str_has_suffix (folder, "/") ? "" : "/", lines[i]);
    }
}

static gboolean
is_grotto_card_list (GFile *file)
{
  g_autofree char *data = NULL;
  g_autoptr(GFileInfo) info = NULL;
  gsize length;

  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) != G_FILE_TYPE_REGULAR)
    return FALSE;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  if (info == NULL || g_file_info_get_size (info) > GROTTO_CARD_LIST_MAX_SIZE
      || !g_file_load_contents (file, NULL, &data, &length, NULL, NULL))
    return FALSE;
  return grotto_card_list_sniff (data, length);
}

int
cli_catalog_import (int    argc,
                    char **argv)
{
  g_autoptr(GrosLibrary) library = NULL;
  g_autoptr(GrosRelease) release = NULL;
  g_autoptr(GFile) source = NULL;
  g_autoptr(GFile) releases = NULL;
  g_autoptr(GFile) installed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  g_autofree char *location = NULL;
  g_autofree char *source_name = NULL;
  const char * const *warnings;

  if (!cli_parse_options (cli_lookup_command ("import"), NULL, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("import: which folder? Give the release folder to import")
                          : _("import: one folder at a time"));
      return CLI_EXIT_FAILURE;
    }

  library = cli_get_library ();
  source = g_file_new_for_commandline_arg (argv[1]);
  source_name = g_file_get_parse_name (source);

  /* A file rather than a folder may be the Grotto Beasts! card list, read as it is; what it
   * reads its own way is reported by card number. Other files are refused as before. */
  if (is_grotto_card_list (source))
    {
      g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func (g_free);
      gboolean imported = grotto_card_list_import (library, source, &sigil, reports, &error);

      for (guint i = 0; i < reports->len; i++)
        g_printerr ("%s: %s\n", source_name, (const char *) reports->pdata[i]);
      if (!imported)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
    }
  else if (!gros_library_import_release (library, source, &sigil, &error))
    {
      print_import_problems (source_name, error->message);
      return CLI_EXIT_FAILURE;
    }

  releases = gros_library_get_releases_folder (library);
  installed = g_file_get_child (releases, sigil);
  location = g_file_get_parse_name (installed);
  release = gros_release_load (installed, NULL, &error);
  if (release == NULL)
    {
      cli_error (_("%s was imported, but does not load:"), location);
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }

  warnings = gros_release_get_warnings (release);
  for (guint i = 0; warnings[i] != NULL; i++)
    g_printerr ("%s/%s\n", location, warnings[i]);

  g_print (_("Imported %s (%s, %u cards, %u packs) into %s\n"),
           sigil, gros_release_get_name (release),
           g_list_model_get_n_items (gros_release_get_cards (release)),
           g_list_model_get_n_items (gros_release_get_packs (release)),
           location);
  return CLI_EXIT_OK;
}
