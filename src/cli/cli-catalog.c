/* cli-catalog.c: drive-in-cli commands on the card catalog: cards, show, packs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "drive-in-card-text.h"

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
          DriveInCatalog *catalog,
          DriveInCard    *card)
{
  g_autofree char *pack_id = drive_in_card_dup_pack_id (card);
  g_autofree char *art = dup_file_location (drive_in_card_get_art (card));
  DriveInPack *pack = pack_id != NULL ? drive_in_catalog_lookup_pack (catalog, pack_id) : NULL;

  json_builder_begin_object (builder);
  add_string_member (builder, "id", drive_in_card_get_id (card));
  add_string_member (builder, "number", drive_in_card_get_number (card));
  add_string_member (builder, "release", drive_in_card_get_release (card));
  add_string_member (builder, "name", drive_in_card_get_name (card));
  add_string_member (builder, "original_name", drive_in_card_get_original_name (card));
  add_string_member (builder, "game", drive_in_card_get_game (card));
  /* GROS's kinds are its types: "character"; other games' are their own: "beast". */
  add_string_member (builder, "type", drive_in_card_get_kind (card));
  add_strv_member (builder, "traits", drive_in_card_get_traits (card));
  add_strv_member (builder, "display_traits", drive_in_card_get_display_traits (card));
  add_string_member (builder, "quote", drive_in_card_get_quote (card));
  add_string_member (builder, "abilities", drive_in_card_get_abilities (card));
  add_string_member (builder, "pack", pack_id);
  add_string_member (builder, "pack_name", pack != NULL ? drive_in_pack_get_name (pack) : NULL);
  add_string_member (builder, "art", art);
  /* What the card's game words its own way: its printed type and values (GROS's stat,
   * popcorn, Bucket and Title word; another game's attributes). */
  drive_in_card_text_add_json (card, builder);
  json_builder_end_object (builder);
}

static void
add_pack (JsonBuilder *builder,
          DriveInPack    *pack)
{
  const char * const *numbers = drive_in_pack_get_card_numbers (pack);

  json_builder_begin_object (builder);
  add_string_member (builder, "id", drive_in_pack_get_id (pack));
  add_string_member (builder, "release", drive_in_pack_get_release (pack));
  add_string_member (builder, "prefix", drive_in_pack_get_prefix (pack));
  add_string_member (builder, "name", drive_in_pack_get_name (pack));
  add_string_member (builder, "kind", drive_in_pack_get_kind (pack));
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; numbers[i] != NULL; i++)
    {
      g_autofree char *id = g_strconcat (drive_in_pack_get_release (pack), ":", numbers[i], NULL);
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
check_release (DriveInCatalog *catalog,
               const char  *sigil)
{
  GListModel *releases = drive_in_catalog_get_releases (catalog);
  g_autoptr(GString) known = g_string_new (NULL);

  if (sigil == NULL || drive_in_catalog_lookup_release (catalog, sigil) != NULL)
    return TRUE;

  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);

      if (known->len > 0)
        g_string_append (known, ", ");
      g_string_append (known, drive_in_release_get_sigil (release));
    }
  cli_error (_("no release '%s' in the library (there is: %s)"), sigil,
             known->len > 0 ? known->str : _("nothing"));
  return FALSE;
}

/* ------------------------------------------------------------------------------------ */
/* cards                                                                                */

typedef struct
{
  const char   *game;     /* interned */
  const char   *release;
  gboolean      any_type;
  const char   *kind;     /* interned: a GROS type's string, or another game's kind */
  const char   *trait;
  char        **words;  /* lower-cased search words, all must match */
} CardFilter;

/* A kind of @info's game by its id or its (translated) name: "special-effect", "Effet
 * Spécial". */
static const char *
parse_kind (const DriveInGameInfo *info,
            const char         *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);

  if (drive_in_game_info_find_kind (info, text) != NULL)
    return g_intern_string (text);
  for (guint i = 0; i < info->n_kinds; i++)
    {
      g_autofree char *label = g_utf8_casefold (drive_in_game_info_kind_label (&info->kinds[i]), -1);
      g_autofree char *plural = g_utf8_casefold (drive_in_game_info_kind_plural (&info->kinds[i]),
                                                 -1);

      if (g_str_equal (folded, label) || g_str_equal (folded, plural))
        return g_intern_string (info->kinds[i].id);
    }
  return NULL;
}

static char *
dup_kind_list (const DriveInGameInfo *info)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < info->n_kinds; i++)
    g_string_append_printf (list, "%s%s", i == 0 ? "" : i + 1 == info->n_kinds ? _(" or ")
                                                                              : ", ",
                            info->kinds[i].id);
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static gboolean
has_trait (DriveInCard   *card,
           const char *trait)
{
  g_autofree char *folded = g_utf8_casefold (trait, -1);
  const char * const *display = drive_in_card_get_display_traits (card);

  if (drive_in_card_has_trait (card, trait))
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
card_matches (DriveInCard         *card,
              const CardFilter *filter)
{
  const char *text;

  if (drive_in_card_get_game (card) != filter->game)
    return FALSE;
  if (filter->release != NULL && g_strcmp0 (drive_in_card_get_release (card), filter->release) != 0)
    return FALSE;
  if (!filter->any_type && drive_in_card_get_kind (card) != filter->kind)
    return FALSE;
  if (filter->trait != NULL && !has_trait (card, filter->trait))
    return FALSE;

  text = drive_in_card_get_search_text (card);
  for (guint i = 0; filter->words != NULL && filter->words[i] != NULL; i++)
    if (strstr (text, filter->words[i]) == NULL)
      return FALSE;
  return TRUE;
}

int
cli_catalog_cards (int    argc,
                   char **argv)
{
  g_autofree char *release = NULL;
  g_autofree char *type = NULL;
  g_autofree char *trait = NULL;
  g_autofree char *search = NULL;
  g_autofree char *game_id = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("Cards of the game ID (default: gros); see 'drive-in-cli games'"), N_("ID") },
    { "release", 'r', 0, G_OPTION_ARG_STRING, &release,
      N_("Only the cards of the release SIGIL"), N_("SIGIL") },
    { "type", 't', 0, G_OPTION_ARG_STRING, &type,
      N_("Only cards of TYPE: character, creature, location, prop, special-effect, "
         "plot-twist, roll-the-credits (another game's: its kinds, such as beast)"),
      N_("TYPE") },
    { "trait", 0, 0, G_OPTION_ARG_STRING, &trait,
      N_("Only cards with the trait TRAIT"), N_("TRAIT") },
    { "search", 's', 0, G_OPTION_ARG_STRING, &search,
      N_("Only cards whose name, traits, title word or abilities hold every word of TEXT"),
      N_("TEXT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON array"), NULL },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autofree char *lowered = NULL;
  g_auto(GStrv) words = NULL;
  CardFilter filter = { 0 };
  const DriveInGameInfo *info;

  if (!cli_parse_options (cli_lookup_command ("cards"), entries, &argc, &argv)
      || !check_no_arguments ("cards", argc, argv))
    return CLI_EXIT_FAILURE;
  if ((info = cli_lookup_game_info ("cards", game_id)) == NULL)
    return CLI_EXIT_FAILURE;

  filter.game = g_intern_string (info->id);
  filter.any_type = type == NULL;
  if (type != NULL && (filter.kind = parse_kind (info, type)) == NULL)
    {
      g_autofree char *known = dup_kind_list (info);

      cli_error (_("unknown card type '%s' (use %s)"), type, known);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, info->id);
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
      DriveInCard *card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

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
    {
      g_autofree char *table = drive_in_card_text_dup_table (info->id, cards);

      g_print ("%s", table);
    }
  else
    g_printerr ("%s\n", _("No cards match."));

  return CLI_EXIT_OK;
}

/* ------------------------------------------------------------------------------------ */
/* show                                                                                 */

/* The card's details in its game's words, with its release and pack. */
static void
print_card (DriveInCatalog *catalog,
            DriveInCard    *card)
{
  DriveInRelease *release = drive_in_catalog_lookup_release (catalog,
                                                             drive_in_card_get_release (card));
  g_autofree char *pack_id = drive_in_card_dup_pack_id (card);
  DriveInPack *pack = pack_id != NULL ? drive_in_catalog_lookup_pack (catalog, pack_id) : NULL;
  g_autofree char *release_text = NULL;
  g_autofree char *pack_text = NULL;
  g_autofree char *details = NULL;

  if (release != NULL)
    release_text = g_strdup_printf ("%s (%s)", drive_in_release_get_name (release),
                                    drive_in_release_get_sigil (release));
  if (pack != NULL)
    pack_text = g_strdup_printf ("%s %s", drive_in_pack_get_id (pack),
                                 drive_in_pack_get_name (pack));
  details = drive_in_card_text_dup_details (card, release_text, pack_text);
  g_print ("%s", details);
}

/* "01-01" alone: the ids of the cards with that number, to suggest. */
static char *
suggest_ids (DriveInCatalog *catalog,
             const char  *number,
             const char  *game)
{
  GListModel *releases = drive_in_catalog_get_releases (catalog);
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);
      DriveInCard *card = drive_in_release_lookup_card (release, number);

      if (card == NULL || !g_str_equal (drive_in_release_get_game (release), game))
        continue;
      if (ids->len > 0)
        g_string_append (ids, ", ");
      g_string_append (ids, drive_in_card_get_id (card));
    }
  return ids->len > 0 ? g_strdup (ids->str) : NULL;
}

int
cli_catalog_show (int    argc,
                  char **argv)
{
  gboolean json = FALSE;
  g_autofree char *game_id = NULL;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("Only a card of the game ID (default: the card's own)"), N_("ID") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  const DriveInGameInfo *info = NULL;
  DriveInCard *card;

  if (!cli_parse_options (cli_lookup_command ("show"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (game_id != NULL && (info = cli_lookup_game_info ("show", game_id)) == NULL)
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("show: which card? Give an id such as gros-dc:01-01")
                          : _("show: one card id at a time"));
      return CLI_EXIT_FAILURE;
    }

  /* Any card of any game: the sets built in for the other games too. */
  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, info != NULL ? info->id : NULL);
  card = drive_in_catalog_lookup (catalog, argv[1]);
  if (card == NULL)
    {
      g_autofree char *suggestion = strchr (argv[1], ':') == NULL
                                    ? suggest_ids (catalog, argv[1],
                                                   info != NULL
                                                   ? info->id
                                                   : drive_in_game_info_get_unnamed_default ())
                                    : NULL;

      if (suggestion != NULL)
        cli_error (_("no card '%s'; card ids are RELEASE:NUMBER, did you mean %s?"),
                   argv[1], suggestion);
      else
        cli_error (_("no card '%s' in the library (card ids look like gros-dc:01-01)"),
                   argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (info != NULL && !g_str_equal (drive_in_card_get_game (card), info->id))
    {
      cli_error (_("show: %s is a card of %s, not of %s"), argv[1], drive_in_card_get_game (card),
                 info->id);
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
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GPtrArray) packs = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *model;

  if (!cli_parse_options (cli_lookup_command ("packs"), entries, &argc, &argv)
      || !check_no_arguments ("packs", argc, argv))
    return CLI_EXIT_FAILURE;

  catalog = cli_load_catalog ();
  if (!check_release (catalog, release))
    return CLI_EXIT_FAILURE;

  model = drive_in_catalog_get_packs (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      DriveInPack *pack = g_list_model_get_item (model, i);

      if (release == NULL || g_str_equal (drive_in_pack_get_release (pack), release))
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
          DriveInPack *pack = g_ptr_array_index (packs, i);

          widths[0] = MAX (widths[0], (guint) g_utf8_strlen (drive_in_pack_get_id (pack), -1));
          widths[2] = MAX (widths[2], (guint) g_utf8_strlen (drive_in_pack_get_kind (pack), -1));
        }

      for (guint i = 0; i + 1 < G_N_ELEMENTS (headers); i++)
        {
          drive_in_text_append_padded (line, headers[i], widths[i], i == 1);
          g_string_append (line, "  ");
        }
      g_string_append (line, headers[G_N_ELEMENTS (headers) - 1]);
      g_print ("%s\n", line->str);

      for (guint i = 0; i < packs->len; i++)
        {
          DriveInPack *pack = g_ptr_array_index (packs, i);
          g_autofree char *n_cards = g_strdup_printf ("%u", drive_in_pack_get_n_cards (pack));

          g_string_truncate (line, 0);
          drive_in_text_append_padded (line, drive_in_pack_get_id (pack), widths[0], FALSE);
          g_string_append (line, "  ");
          drive_in_text_append_padded (line, n_cards, widths[1], TRUE);
          g_string_append (line, "  ");
          drive_in_text_append_padded (line, drive_in_pack_get_kind (pack), widths[2], FALSE);
          g_string_append (line, "  ");
          g_string_append (line, drive_in_pack_get_name (pack));
          g_print ("%s\n", line->str);
        }
    }
  else
    g_printerr ("%s\n", _("No packs."));

  return CLI_EXIT_OK;
}
