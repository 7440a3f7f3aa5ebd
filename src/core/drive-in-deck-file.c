/* drive-in-deck-file.c: a deck's file: the .deck XML read (checked against the schema, every
 * problem with its line) and written. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>

#include "drive-in-core-resources.h"
#include "drive-in-deck-private.h"
#include "drive-in-error.h"
#include "drive-in-save.h"

#define DECK_FILE_VERSION "1"
#define DECK_SCHEMA_PATH "/io/github/drivein/DriveIn/core/drive-in-deck.rng"

#if LIBXML_VERSION >= 21200
typedef const xmlError *DriveInXmlError;
#else
typedef xmlErrorPtr DriveInXmlError;
#endif

typedef struct
{
  gboolean  saw_doctype;
  int       doctype_line;
  char     *first_error;
  int       first_error_line;
  char     *first_error_element; /* schema errors: the element that broke the rule */
} ParseState;

/* libxml2 quotes the text it could not read, in the file's own encoding: made valid UTF-8. */
static char *
chomp_message (const char *message)
{
  return g_strchomp (g_utf8_make_valid (message != NULL ? message : "unknown error", -1));
}

static void
record_error (ParseState   *state,
              DriveInXmlError  error)
{
  if (state->first_error != NULL || error == NULL || error->level < XML_ERR_ERROR)
    return;
  state->first_error = chomp_message (error->message);
  state->first_error_line = error->line;
  if (error->domain == XML_FROM_RELAXNGV && error->node != NULL
      && ((xmlNodePtr) error->node)->type == XML_ELEMENT_NODE)
    {
      xmlNodePtr node = error->node;

      /* "Did not expect element title there", "Expecting element name": the element is
       * misplaced, so the rule to recall is its parent's. */
      if ((strstr (state->first_error, "xpect") != NULL) && node->parent != NULL
          && node->parent->type == XML_ELEMENT_NODE)
        node = node->parent;
      state->first_error_element = g_strdup ((const char *) node->name);
    }
}

/* libxml2's schema messages say which element failed, not what it should look like. */
static const char *
schema_hint (const char *element)
{
  if (element == NULL)
    return NULL;
  if (g_str_equal (element, "card"))
    return _("a <card> has one attribute, id=\"SIGIL:NUMBER\" (such as "
             "id=\"gros-dc:01-01\"), and no content");
  if (g_str_equal (element, "name") || g_str_equal (element, "title"))
    return _("<name> and <title> hold one line of text");
  if (g_str_equal (element, "gros-deck"))
    return _("<gros-deck version=\"1\" format=\"…\"> holds a <name>, an optional <title>, "
             "then <card> elements, in that order");
  return NULL;
}

static void
on_parse_error (void         *user_data,
                DriveInXmlError  error)
{
  xmlParserCtxtPtr ctxt = user_data;

  record_error (ctxt->_private, error);
}

/* Deck files have no use for a document type: refusing it outright keeps external entities
 * (file and network reads) and entity expansion bombs out of the parser altogether. */
static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseState *state = ctxt->_private;

  if (!state->saw_doctype)
    {
      state->saw_doctype = TRUE;
      state->doctype_line = xmlSAX2GetLineNumber (ctxt);
    }
  xmlStopParser (ctxt);
}

static void
on_entity_decl (void          *user_data,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  on_internal_subset (user_data, name, public_id, system_id);
}

static void
on_schema_error (void         *user_data,
                 DriveInXmlError  error)
{
  record_error (user_data, error);
}

static void
on_schema_parser_error (void         *user_data,
                        DriveInXmlError  error)
{
  /* Only reachable if the embedded schema were broken; reported as a failed parse. */
}

static xmlDocPtr
parse_xml (const char  *data,
           gsize        length,
           const char  *source_name,
           GError     **error)
{
  ParseState state = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDocPtr doc = NULL;

  if (length == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                   _("%s: the file is empty; a deck file starts with <gros-deck>."),
                   source_name);
      return NULL;
    }

  ctxt = xmlCreateMemoryParserCtxt (data, (int) length);
  if (ctxt == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("%s: could not be parsed."),
                   source_name);
      return NULL;
    }
  /* No XML_PARSE_NOENT (entities are never substituted) and no DTD loading. */
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOERROR
                             | XML_PARSE_NOWARNING | XML_PARSE_NOCDATA);
  ctxt->_private = &state;
  ctxt->sax->serror = on_parse_error;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_internal_subset;
  ctxt->sax->entityDecl = on_entity_decl;

  xmlParseDocument (ctxt);

  if (state.saw_doctype)
    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                 _("%s:%d: the file declares a document type (<!DOCTYPE>); deck files may not "
                   "have one, nor entities."),
                 source_name, state.doctype_line);
  else if (!ctxt->wellFormed || ctxt->myDoc == NULL)
    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("%s:%d: not well-formed XML: %s"),
                 source_name, state.first_error != NULL ? state.first_error_line : 1,
                 state.first_error != NULL ? state.first_error : "unknown error");
  else
    doc = g_steal_pointer (&ctxt->myDoc);

  if (ctxt->myDoc != NULL)
    xmlFreeDoc (ctxt->myDoc);
  ctxt->myDoc = NULL;
  ctxt->_private = NULL;
  xmlFreeParserCtxt (ctxt);
  g_free (state.first_error);
  return doc;
}

/* Registered on first use: libdrive-in-core is static, so a constructor would be dropped. */
static GResource *
get_core_resource (void)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      drive_in_core_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  return drive_in_core_get_resource ();
}

static gboolean
validate_schema (xmlDocPtr    doc,
                 const char  *source_name,
                 GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  xmlRelaxNGParserCtxtPtr parser;
  xmlRelaxNGPtr schema;
  xmlRelaxNGValidCtxtPtr validator;
  ParseState state = { 0 };
  gsize size;
  const char *schema_data;
  int result;

  bytes = g_resource_lookup_data (get_core_resource (), DECK_SCHEMA_PATH,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert (bytes != NULL);
  schema_data = g_bytes_get_data (bytes, &size);

  parser = xmlRelaxNGNewMemParserCtxt (schema_data, (int) size);
  xmlRelaxNGSetParserStructuredErrors (parser, on_schema_parser_error, NULL);
  schema = xmlRelaxNGParse (parser);
  xmlRelaxNGFreeParserCtxt (parser);
  g_assert (schema != NULL);

  validator = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (validator, on_schema_error, &state);
  result = xmlRelaxNGValidateDoc (validator, doc);
  xmlRelaxNGFreeValidCtxt (validator);
  xmlRelaxNGFree (schema);

  if (result != 0)
    {
      const char *hint = schema_hint (state.first_error_element);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s:%d: not a valid deck file: %s%s%s."), source_name,
                   state.first_error != NULL ? state.first_error_line : 1,
                   state.first_error != NULL ? state.first_error : "schema violation",
                   hint != NULL ? "; " : "", hint != NULL ? hint : "");
    }
  g_free (state.first_error);
  g_free (state.first_error_element);
  return result == 0;
}

static char *
node_text (xmlNodePtr node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

static char *
node_prop (xmlNodePtr  node,
           const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *text = value != NULL ? g_strdup ((const char *) value) : NULL;

  xmlFree (value);
  return text;
}

/* The id of a <card> element, or NULL with an error naming its line. */
static char *
read_card_id (xmlNodePtr   node,
              const char  *source_name,
              GError     **error)
{
  char *id = node_prop (node, "id");

  if (!drive_in_deck_is_valid_card_id (id))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s:%ld: “%s” is not a card id (SIGIL:NUMBER)."), source_name,
                   xmlGetLineNo (node), id != NULL ? id : "");
      g_free (id);
      return NULL;
    }
  return id;
}

static DriveInDeck *
deck_from_xml (xmlDocPtr     doc,
               const char   *source_name,
               DriveInCatalog  *catalog,
               GError      **error)
{
  xmlNodePtr root = xmlDocGetRootElement (doc);
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *version = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *format_id = NULL;
  const DriveInGameInfo *game =
    drive_in_game_info_lookup (drive_in_game_info_get_unnamed_default ());

  if (root == NULL || root->ns != NULL || !xmlStrEqual (root->name, (const xmlChar *) "gros-deck"))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s:%ld: not a deck file: the root element is <%s>, not <gros-deck>."),
                   source_name, root != NULL ? xmlGetLineNo (root) : 1L,
                   root != NULL ? (const char *) root->name : "");
      return NULL;
    }

  /* Clearer than the schema's messages for the two likeliest mistakes. */
  version = node_prop (root, "version");
  if (version != NULL && !g_str_equal (version, DECK_FILE_VERSION))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s:%ld: deck file version “%s” is not supported; this Drive-In reads "
                     "version %s."),
                   source_name, xmlGetLineNo (root), version, DECK_FILE_VERSION);
      return NULL;
    }
  game_id = node_prop (root, "game");
  if (game_id != NULL && (game = drive_in_game_info_lookup (game_id)) == NULL)
    {
      g_autofree char *known = drive_in_game_info_dup_id_list ();

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s:%ld: unknown game “%s”; the games are %s."),
                   source_name, xmlGetLineNo (root), game_id, known);
      return NULL;
    }
  format_id = node_prop (root, "format");
  if (format_id != NULL && drive_in_game_info_find_variant (game, format_id) == NULL)
    {
      g_autofree char *known = drive_in_game_info_dup_variant_list (game);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s:%ld: unknown deck format “%s”; the formats are %s."),
                   source_name, xmlGetLineNo (root), format_id, known);
      return NULL;
    }

  if (!validate_schema (doc, source_name, error))
    return NULL;
  g_assert (format_id != NULL);

  deck = drive_in_deck_new_for_game (catalog, NULL, game->id, format_id);
  entries = g_ptr_array_new_with_free_func (g_object_unref);
  for (xmlNodePtr node = root->children; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (xmlStrEqual (node->name, (const xmlChar *) "name"))
        {
          g_autofree char *name = node_text (node);
          drive_in_deck_set_name (deck, name);
        }
      else if (xmlStrEqual (node->name, (const xmlChar *) "title"))
        {
          g_autofree char *title = node_text (node);
          drive_in_deck_set_title (deck, title);
        }
      else if (xmlStrEqual (node->name, (const xmlChar *) "card"))
        {
          g_autofree char *id = read_card_id (node, source_name, error);

          if (id == NULL)
            return NULL;
          g_ptr_array_add (entries, drive_in_deck_make_entry (catalog, id));
        }
      else if (xmlStrEqual (node->name, (const xmlChar *) "side"))
        {
          for (xmlNodePtr card = node->children; card != NULL; card = card->next)
            {
              g_autofree char *id = NULL;

              if (card->type != XML_ELEMENT_NODE)
                continue;
              id = read_card_id (card, source_name, error);
              if (id == NULL)
                return NULL;
              drive_in_deck_add_side (deck, id);
            }
        }
    }
  drive_in_deck_insert_entries (deck, 0, entries);
  return g_steal_pointer (&deck);
}

DriveInDeck *
drive_in_deck_load_from_data (const char   *data,
                          gsize         length,
                          const char   *source_name,
                          DriveInCatalog  *catalog,
                          GError      **error)
{
  xmlDocPtr doc;
  DriveInDeck *deck;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (source_name == NULL)
    source_name = "deck";

  if (length > DRIVE_IN_DECK_FILE_MAX_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s: the file is larger than %d MiB; it cannot be a deck file."),
                   source_name, DRIVE_IN_DECK_FILE_MAX_SIZE / (1024 * 1024));
      return NULL;
    }

  doc = parse_xml (data, length, source_name, error);
  if (doc == NULL)
    return NULL;
  deck = deck_from_xml (doc, source_name, catalog, error);
  xmlFreeDoc (doc);
  return deck;
}

/* Every message starts with the file's name; the common failures get a short sentence
 * instead of GIO's, which repeats the name. */
static void
set_io_error (GError     **error,
              const char  *source_name,
              GError      *io_error)
{
  const char *problem = NULL;

  if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    problem = _("no such file");
  else if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY))
    problem = _("this is a folder, not a deck file");
  else if (g_error_matches (io_error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    problem = _("permission denied");

  if (problem != NULL)
    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s.", source_name, problem);
  else
    g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", source_name, io_error->message);
}

/* Reads at most DRIVE_IN_DECK_FILE_MAX_SIZE + 1 bytes: enough to tell a file is too large,
 * whatever its size claims to be (pipes, special files). */
static GBytes *
read_bounded (GFile         *file,
              const char    *source_name,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GByteArray) buffer = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize total = 0;

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL)
    {
      set_io_error (error, source_name, local_error);
      return NULL;
    }

  info = g_file_input_stream_query_info (stream, G_FILE_ATTRIBUTE_STANDARD_SIZE, cancellable,
                                         NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE)
      && g_file_info_get_size (info) > DRIVE_IN_DECK_FILE_MAX_SIZE)
    goto too_large;

  buffer = g_byte_array_new ();
  while (total <= DRIVE_IN_DECK_FILE_MAX_SIZE)
    {
      gssize n;

      g_byte_array_set_size (buffer, total + 64 * 1024);
      n = g_input_stream_read (G_INPUT_STREAM (stream), buffer->data + total, 64 * 1024,
                               cancellable, &local_error);
      if (n < 0)
        {
          set_io_error (error, source_name, local_error);
          return NULL;
        }
      if (n == 0)
        break;
      total += n;
    }
  if (total > DRIVE_IN_DECK_FILE_MAX_SIZE)
    goto too_large;

  g_byte_array_set_size (buffer, total);
  return g_byte_array_free_to_bytes (g_steal_pointer (&buffer));

too_large:
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
               _("%s: the file is larger than %d MiB; it cannot be a deck file."),
               source_name, DRIVE_IN_DECK_FILE_MAX_SIZE / (1024 * 1024));
  return NULL;
}

DriveInDeck *
drive_in_deck_load (GFile         *file,
                DriveInCatalog   *catalog,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autofree char *source_name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  source_name = g_file_get_parse_name (file);
  bytes = read_bounded (file, source_name, cancellable, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return drive_in_deck_load_from_data (data, length, source_name, catalog, error);
}

/* Deck files: writing */

char *
drive_in_deck_to_data (DriveInDeck *self,
                   gsize    *out_length)
{
  GString *xml;
  g_autofree char *name = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), NULL);

  xml = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  /* Decks of the game a file naming none is of (GROS) are written as the first Drive-In
   * wrote them, without a game. */
  g_string_append_printf (xml, "<gros-deck version=\"%s\"", DECK_FILE_VERSION);
  if (!g_str_equal (self->game, drive_in_game_info_get_unnamed_default ()))
    g_string_append_printf (xml, " game=\"%s\"", self->game);
  g_string_append_printf (xml, " format=\"%s\">\n", drive_in_deck_get_variant (self));
  name = g_markup_escape_text (self->name, -1);
  g_string_append_printf (xml, "  <name>%s</name>\n", name);
  if (self->title != NULL)
    {
      g_autofree char *title = g_markup_escape_text (self->title, -1);
      g_string_append_printf (xml, "  <title>%s</title>\n", title);
    }
  /* Ids are restricted to characters that need no escaping. */
  for (guint i = 0; i < self->entries->len; i++)
    g_string_append_printf (xml, "  <card id=\"%s\"/>\n",
                            drive_in_deck_entry_get_card_id (g_ptr_array_index (self->entries, i)));
  if (g_list_model_get_n_items (G_LIST_MODEL (self->side)) > 0)
    {
      g_string_append (xml, "  <side>\n");
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->side)); i++)
        {
          g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->side), i);

          g_string_append_printf (xml, "    <card id=\"%s\"/>\n",
                                  drive_in_deck_entry_get_card_id (entry));
        }
      g_string_append (xml, "  </side>\n");
    }
  g_string_append (xml, "</gros-deck>\n");

  if (out_length != NULL)
    *out_length = xml->len;
  return g_string_free (xml, FALSE);
}

gboolean
drive_in_deck_save (DriveInDeck      *self,
                GFile         *file,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *source_name = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFileOutputStream) out = NULL;
  const char *path;
  gsize length;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = drive_in_deck_to_data (self, &length);
  source_name = g_file_get_parse_name (file);

  if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
    {
      set_io_error (error, source_name, local_error);
      return FALSE;
    }

  /* g_file_replace() on a local file falls back to overwriting the file in place when it
   * cannot create its temporary file (a read-only folder), and g_file_replace_contents()
   * renames a half-written temporary file into place when a write fails. A deck must never
   * be left half-written, so local files take the temporary-file-and-rename path that has
   * no fallback; drive_in_save_file() also leaves no pile of temporary files behind saves that
   * were killed (g_file_set_contents() leaves one per kill). */
  path = g_file_peek_path (file);
  if (path != NULL)
    {
      if (!drive_in_save_file (path, data, length, &local_error))
        {
          set_io_error (error, source_name, local_error);
          return FALSE;
        }
      return TRUE;
    }

  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, &local_error);
  if (out == NULL)
    {
      set_io_error (error, source_name, local_error);
      return FALSE;
    }
  if (!g_output_stream_write_all (G_OUTPUT_STREAM (out), data, length, NULL, cancellable,
                                  &local_error))
    {
      g_autoptr(GCancellable) abort = g_cancellable_new ();

      /* Closing with a cancelled cancellable drops the temporary file instead of
       * renaming it over the old one. */
      g_cancellable_cancel (abort);
      g_output_stream_close (G_OUTPUT_STREAM (out), abort, NULL);
      set_io_error (error, source_name, local_error);
      return FALSE;
    }
  if (!g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, &local_error))
    {
      set_io_error (error, source_name, local_error);
      return FALSE;
    }
  return TRUE;
}
