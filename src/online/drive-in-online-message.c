/* drive-in-online-message.c: the online protocol's messages: building, and the strict parser
 * every network payload goes through before anything reads it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "drive-in-online-message.h"
#include "drive-in-error.h"
#include "drive-in-json.h"

struct _DriveInOnlineMessage
{
  GObject           parent_instance;
  DriveInOnlineType type;
  char             *table;
  guint64           seq;
  JsonObject       *members;  /* the type's own members, checked */
};

G_DEFINE_FINAL_TYPE (DriveInOnlineMessage, drive_in_online_message, G_TYPE_OBJECT)

typedef enum
{
  KIND_STRING,
  KIND_INT,
  KIND_BOOL,
  KIND_STRV,
} Kind;

typedef struct
{
  DriveInOnlineType type;
  const char       *name;
  Kind              kind;
  gboolean          required;
  gint64            min;      /* KIND_INT: range; KIND_STRING: length (bytes) */
  gint64            max;
} Member;

/* The largest number every JSON reader keeps exactly (2^53). */
#define MAX_SAFE_INT ((gint64) 1 << 53)

static const char *const type_names[DRIVE_IN_ONLINE_N_TYPES] = {
  "hello", "welcome", "view", "action", "snapshot-request", "refused", "chat", "watch",
  "announce",
};

/* Every member each type has. The rule for anything else: a member not listed here is
 * refused, not ignored, so that a peer speaking a newer protocol without bumping its
 * version is noticed at once instead of half understood. */
static const Member members[] = {
  { DRIVE_IN_ONLINE_HELLO, "seat", KIND_INT, TRUE, 0, 63 },
  { DRIVE_IN_ONLINE_WELCOME, "game", KIND_STRING, TRUE, 1, 64 },
  /* -1: a spectator, who sees the public view. */
  { DRIVE_IN_ONLINE_WELCOME, "seat", KIND_INT, TRUE, -1, 63 },
  { DRIVE_IN_ONLINE_WELCOME, "seats", KIND_INT, TRUE, 1, 64 },
  { DRIVE_IN_ONLINE_WELCOME, "layout", KIND_STRING, TRUE, 1, 256 },
  { DRIVE_IN_ONLINE_VIEW, "seat", KIND_INT, TRUE, -1, 63 },
  { DRIVE_IN_ONLINE_VIEW, "layout", KIND_STRING, TRUE, 1, 256 },
  { DRIVE_IN_ONLINE_VIEW, "view", KIND_STRING, TRUE, 4, 64 * 1024 },
  { DRIVE_IN_ONLINE_VIEW, "position", KIND_INT, TRUE, 0, MAX_SAFE_INT },
  { DRIVE_IN_ONLINE_VIEW, "snapshot", KIND_BOOL, TRUE, 0, 0 },
  { DRIVE_IN_ONLINE_VIEW, "cards-first", KIND_INT, TRUE, 0, 65535 },
  { DRIVE_IN_ONLINE_VIEW, "cards", KIND_STRV, TRUE, 1, 256 },
  { DRIVE_IN_ONLINE_VIEW, "first-line", KIND_INT, TRUE, 0, MAX_SAFE_INT },
  { DRIVE_IN_ONLINE_VIEW, "lines", KIND_STRV, TRUE, 0, DRIVE_IN_ONLINE_MAX_STRING },
  { DRIVE_IN_ONLINE_VIEW, "legal", KIND_STRV, FALSE, 1, 1024 },
  /* Words the view numbers (GROS's Title words), as text: game_rules.h's view_set_words. */
  { DRIVE_IN_ONLINE_VIEW, "words", KIND_STRV, FALSE, 1, 64 },
  { DRIVE_IN_ONLINE_VIEW, "over", KIND_BOOL, FALSE, 0, 0 },
  { DRIVE_IN_ONLINE_VIEW, "winners", KIND_INT, FALSE, 0, G_MAXUINT32 },
  { DRIVE_IN_ONLINE_VIEW, "result", KIND_STRING, FALSE, 0, DRIVE_IN_ONLINE_MAX_STRING },
  { DRIVE_IN_ONLINE_ACTION, "action", KIND_STRING, TRUE, 1, 1024 },
  { DRIVE_IN_ONLINE_ACTION, "answers", KIND_INT, TRUE, 0, MAX_SAFE_INT },
  { DRIVE_IN_ONLINE_REFUSED, "reason", KIND_STRING, TRUE, 1, DRIVE_IN_ONLINE_MAX_STRING },
  { DRIVE_IN_ONLINE_CHAT, "text", KIND_STRING, TRUE, 1, 4096 },
  /* A table announced in a lobby room: the table id is the room's name. */
  { DRIVE_IN_ONLINE_ANNOUNCE, "game", KIND_STRING, TRUE, 1, 64 },
  { DRIVE_IN_ONLINE_ANNOUNCE, "variant", KIND_STRING, FALSE, 1, 64 },
  { DRIVE_IN_ONLINE_ANNOUNCE, "seats", KIND_INT, TRUE, 1, 64 },
  { DRIVE_IN_ONLINE_ANNOUNCE, "free", KIND_INT, TRUE, 0, 64 },
  { DRIVE_IN_ONLINE_ANNOUNCE, "room", KIND_STRING, TRUE, 3, 1024 },
  { DRIVE_IN_ONLINE_ANNOUNCE, "host", KIND_STRING, TRUE, 1, 256 },
  { DRIVE_IN_ONLINE_ANNOUNCE, "open", KIND_BOOL, TRUE, 0, 0 },
};

static void
drive_in_online_message_finalize (GObject *object)
{
  DriveInOnlineMessage *self = DRIVE_IN_ONLINE_MESSAGE (object);

  g_free (self->table);
  json_object_unref (self->members);
  G_OBJECT_CLASS (drive_in_online_message_parent_class)->finalize (object);
}

static void
drive_in_online_message_class_init (DriveInOnlineMessageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_online_message_finalize;
}

static void
drive_in_online_message_init (DriveInOnlineMessage *self)
{
  self->members = json_object_new ();
}

const char *
drive_in_online_type_to_string (DriveInOnlineType type)
{
  g_return_val_if_fail (type < DRIVE_IN_ONLINE_N_TYPES, NULL);
  return type_names[type];
}

static const Member *
find_member (DriveInOnlineType type,
             const char       *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (members[i].type == type && g_str_equal (members[i].name, name))
      return &members[i];
  return NULL;
}

/* A table id: printable ASCII without spaces, as in an XMPP room's local part. */
static gboolean
valid_table (const char *table)
{
  gsize n = strlen (table);

  if (n == 0 || n > 256)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (table[i] <= ' ' || table[i] > '~')
      return FALSE;
  return TRUE;
}

/* Text from the network for people: UTF-8 (json-glib turns octal escapes such as "\222"
 * into single bytes), with no control characters but newlines and tabs (a line must not
 * rewrite a terminal or fake another line). */
static gboolean
valid_text (const char *text)
{
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if ((guchar) *p < ' ' && *p != '\n' && *p != '\t')
      return FALSE;
  return TRUE;
}

DriveInOnlineMessage *
drive_in_online_message_new (DriveInOnlineType  type,
                             const char        *table,
                             guint64            seq)
{
  DriveInOnlineMessage *self;

  g_return_val_if_fail (type < DRIVE_IN_ONLINE_N_TYPES, NULL);
  g_return_val_if_fail (table != NULL && valid_table (table), NULL);
  g_return_val_if_fail (seq <= (guint64) MAX_SAFE_INT, NULL);

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_MESSAGE, NULL);
  self->type = type;
  self->table = g_strdup (table);
  self->seq = seq;
  return self;
}

/* How deep @payload nests, counted on the text (strings skipped) so that the JSON parser
 * never recurses into a hostile depth; G_MAXUINT when a string never ends. */
static guint
payload_depth (const char *payload,
               gsize       length)
{
  guint depth = 0, deepest = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = payload[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        {
          depth++;
          deepest = MAX (deepest, depth);
        }
      else if ((c == '}' || c == ']') && depth > 0)
        depth--;
    }
  return in_string ? G_MAXUINT : deepest;
}

static gboolean
check_member (DriveInOnlineType  type,
              const char        *name,
              JsonNode          *node,
              GError           **error)
{
  const Member *m = find_member (type, name);

#define REFUSE(...) G_STMT_START { \
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, __VA_ARGS__); \
    return FALSE; } G_STMT_END

  if (m == NULL)
    REFUSE ("a %s message has no member \"%s\"", type_names[type], name);
  switch (m->kind)
    {
    case KIND_STRING:
      {
        const char *s;
        gsize n;

        if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
          REFUSE ("\"%s\" is not a string", name);
        s = json_node_get_string (node);
        n = strlen (s);
        if ((gint64) n < m->min || (gint64) n > m->max)
          REFUSE ("\"%s\" has %" G_GSIZE_FORMAT " bytes, not %" G_GINT64_FORMAT " to %"
                  G_GINT64_FORMAT, name, n, m->min, m->max);
        if (!valid_text (s))
          REFUSE ("\"%s\" is not clean text (not UTF-8, or a control character)", name);
      }
      break;
    case KIND_INT:
      {
        gint64 v;

        if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
          REFUSE ("\"%s\" is not a whole number", name);
        v = json_node_get_int (node);
        if (v < m->min || v > m->max)
          REFUSE ("\"%s\" is %" G_GINT64_FORMAT ", not %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                  name, v, m->min, m->max);
      }
      break;
    case KIND_BOOL:
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        REFUSE ("\"%s\" is not true or false", name);
      break;
    case KIND_STRV:
      {
        JsonArray *array;
        guint n;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          REFUSE ("\"%s\" is not a list", name);
        array = json_node_get_array (node);
        n = json_array_get_length (array);
        if (n > DRIVE_IN_ONLINE_MAX_ARRAY)
          REFUSE ("\"%s\" holds %u items, more than %u", name, n, DRIVE_IN_ONLINE_MAX_ARRAY);
        for (guint i = 0; i < n; i++)
          {
            JsonNode *item = json_array_get_element (array, i);
            const char *s;
            gsize len;

            if (!JSON_NODE_HOLDS_VALUE (item) || json_node_get_value_type (item) != G_TYPE_STRING)
              REFUSE ("item %u of \"%s\" is not a string", i + 1, name);
            s = json_node_get_string (item);
            len = strlen (s);
            /* For lists, min and max bound each string's length. */
            if ((gint64) len < m->min || (gint64) len > m->max)
              REFUSE ("item %u of \"%s\" has %" G_GSIZE_FORMAT " bytes", i + 1, name, len);
            if (!valid_text (s))
              REFUSE ("item %u of \"%s\" is not clean text (not UTF-8, or a control character)",
                      i + 1, name);
          }
      }
      break;
    }
  return TRUE;
#undef REFUSE
}

DriveInOnlineMessage *
drive_in_online_message_parse (const char  *payload,
                               gssize       length,
                               GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(DriveInOnlineMessage) self = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonNode *node;
  JsonObjectIter iter;
  const char *name;
  const char *type_name;
  gint64 version, seq;
  gsize n;

  g_return_val_if_fail (payload != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

#define REFUSE(...) G_STMT_START { \
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, __VA_ARGS__); \
    return NULL; } G_STMT_END

  /* Limits first, on the bytes, before any parser allocates or recurses. */
  n = length < 0 ? strnlen (payload, DRIVE_IN_ONLINE_MAX_PAYLOAD + 1) : (gsize) length;
  if (n > DRIVE_IN_ONLINE_MAX_PAYLOAD)
    REFUSE ("the message is larger than %u bytes", DRIVE_IN_ONLINE_MAX_PAYLOAD);
  if (n == 0)
    REFUSE ("the message is empty");
  if (!g_utf8_validate_len (payload, n, NULL))
    REFUSE ("the message is not UTF-8 text");
  if (payload_depth (payload, n) > DRIVE_IN_ONLINE_MAX_DEPTH)
    REFUSE ("the message nests deeper than %u levels", DRIVE_IN_ONLINE_MAX_DEPTH);

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, payload, n, &local_error))
    {
      /* json-glib quotes the bad text, octal escapes and all: make it valid UTF-8 to log. */
      g_autofree char *reason = drive_in_json_dup_parse_message (local_error->message);

      REFUSE ("the message is not JSON: %s", reason);
    }
  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    REFUSE ("the message is not a JSON object");
  root = json_node_get_object (node);

  node = json_object_get_member (root, "drive-in");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    REFUSE ("the message has no protocol version (\"drive-in\")");
  version = json_node_get_int (node);
  if (version != DRIVE_IN_ONLINE_PROTOCOL)
    REFUSE ("the message speaks protocol %" G_GINT64_FORMAT ", this build speaks %d", version,
            DRIVE_IN_ONLINE_PROTOCOL);

  node = json_object_get_member (root, "type");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    REFUSE ("the message has no type");
  type_name = json_node_get_string (node);
  self = g_object_new (DRIVE_IN_TYPE_ONLINE_MESSAGE, NULL);
  self->type = DRIVE_IN_ONLINE_N_TYPES;
  for (guint t = 0; t < DRIVE_IN_ONLINE_N_TYPES; t++)
    if (g_str_equal (type_names[t], type_name))
      self->type = t;
  if (self->type == DRIVE_IN_ONLINE_N_TYPES)
    REFUSE ("the message has an unknown type");

  node = json_object_get_member (root, "table");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
      || !valid_table (json_node_get_string (node)))
    REFUSE ("the message names no valid table");
  self->table = g_strdup (json_node_get_string (node));

  node = json_object_get_member (root, "seq");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    REFUSE ("the message has no sequence number");
  seq = json_node_get_int (node);
  if (seq < 0 || seq > MAX_SAFE_INT)
    REFUSE ("the message's sequence number is out of range");
  self->seq = (guint64) seq;

  json_object_iter_init (&iter, root);
  while (json_object_iter_next (&iter, &name, &node))
    {
      if (g_str_equal (name, "drive-in") || g_str_equal (name, "type")
          || g_str_equal (name, "table") || g_str_equal (name, "seq"))
        continue;
      /* Names are quoted in the refusals below. */
      if (!valid_text (name))
        REFUSE ("a member's name is not clean text");
      if (!check_member (self->type, name, node, error))
        return NULL;
      json_object_set_member (self->members, name, json_node_copy (node));
    }
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (members[i].type == self->type && members[i].required
        && !json_object_has_member (self->members, members[i].name))
      REFUSE ("a %s message needs \"%s\"", type_names[self->type], members[i].name);
  return g_steal_pointer (&self);
#undef REFUSE
}

char *
drive_in_online_message_to_payload (DriveInOnlineMessage *self)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  JsonObject *object;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), NULL);

  object = json_object_new ();
  json_object_set_int_member (object, "drive-in", DRIVE_IN_ONLINE_PROTOCOL);
  json_object_set_string_member (object, "table", self->table);
  json_object_set_string_member (object, "type", type_names[self->type]);
  json_object_set_int_member (object, "seq", (gint64) self->seq);
  /* In the order of the table above: the same message is always the same text. */
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (members[i].type == self->type && json_object_has_member (self->members, members[i].name))
      json_object_set_member (object, members[i].name,
                              json_node_copy (json_object_get_member (self->members,
                                                                      members[i].name)));
  root = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);
  generator = json_generator_new ();
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

DriveInOnlineType
drive_in_online_message_get_msg_type (DriveInOnlineMessage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), DRIVE_IN_ONLINE_N_TYPES);
  return self->type;
}

const char *
drive_in_online_message_get_table (DriveInOnlineMessage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), NULL);
  return self->table;
}

guint64
drive_in_online_message_get_seq (DriveInOnlineMessage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), 0);
  return self->seq;
}

gboolean
drive_in_online_message_has (DriveInOnlineMessage *self,
                             const char           *member)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), FALSE);
  return json_object_has_member (self->members, member);
}

/* A member the message's type has, of @kind: building a message the parser would refuse is
 * a programming error. */
static gboolean
settable (DriveInOnlineMessage *self,
          const char           *member,
          Kind                  kind)
{
  const Member *m = find_member (self->type, member);

  return m != NULL && m->kind == kind;
}

void
drive_in_online_message_set_string (DriveInOnlineMessage *self,
                                    const char           *member,
                                    const char           *value)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self));
  g_return_if_fail (settable (self, member, KIND_STRING));
  g_return_if_fail (value != NULL);
  json_object_set_string_member (self->members, member, value);
}

const char *
drive_in_online_message_get_string (DriveInOnlineMessage *self,
                                    const char           *member)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), NULL);
  if (!json_object_has_member (self->members, member) || !settable (self, member, KIND_STRING))
    return NULL;
  return json_object_get_string_member (self->members, member);
}

void
drive_in_online_message_set_int (DriveInOnlineMessage *self,
                                 const char           *member,
                                 gint64                value)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self));
  g_return_if_fail (settable (self, member, KIND_INT));
  json_object_set_int_member (self->members, member, value);
}

gint64
drive_in_online_message_get_int (DriveInOnlineMessage *self,
                                 const char           *member,
                                 gint64                fallback)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), fallback);
  if (!json_object_has_member (self->members, member) || !settable (self, member, KIND_INT))
    return fallback;
  return json_object_get_int_member (self->members, member);
}

void
drive_in_online_message_set_bool (DriveInOnlineMessage *self,
                                  const char           *member,
                                  gboolean              value)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self));
  g_return_if_fail (settable (self, member, KIND_BOOL));
  json_object_set_boolean_member (self->members, member, value);
}

gboolean
drive_in_online_message_get_bool (DriveInOnlineMessage *self,
                                  const char           *member)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), FALSE);
  if (!json_object_has_member (self->members, member) || !settable (self, member, KIND_BOOL))
    return FALSE;
  return json_object_get_boolean_member (self->members, member);
}

void
drive_in_online_message_set_strv (DriveInOnlineMessage *self,
                                  const char           *member,
                                  const char * const   *values,
                                  gssize                n)
{
  JsonArray *array;

  g_return_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self));
  g_return_if_fail (settable (self, member, KIND_STRV));
  g_return_if_fail (values != NULL || n == 0);

  array = json_array_new ();
  for (gssize i = 0; n < 0 ? values[i] != NULL : i < n; i++)
    json_array_add_string_element (array, values[i]);
  json_object_set_array_member (self->members, member, array);
}

char **
drive_in_online_message_dup_strv (DriveInOnlineMessage *self,
                                  const char           *member)
{
  JsonArray *array;
  GStrvBuilder *builder;
  char **out;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (self), NULL);
  if (!json_object_has_member (self->members, member) || !settable (self, member, KIND_STRV))
    return NULL;
  array = json_object_get_array_member (self->members, member);
  builder = g_strv_builder_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    g_strv_builder_add (builder, json_array_get_string_element (array, i));
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

char *
drive_in_online_view_encode (gconstpointer view,
                             gsize         size)
{
  g_autoptr(GZlibCompressor) deflate = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 1);
  /* deflate's worst case is a little over the input: 5 bytes per 16 KiB block, and a few. */
  gsize room = size + size / 1000 + 64, read = 0, written = 0;
  g_autofree guchar *out = g_malloc (room);
  GConverterResult result;

  g_return_val_if_fail (view != NULL || size == 0, NULL);

  result = g_converter_convert (G_CONVERTER (deflate), view, size, out, room,
                                G_CONVERTER_INPUT_AT_END, &read, &written, NULL);
  g_assert (result == G_CONVERTER_FINISHED && read == size);
  return g_base64_encode (out, written);
}

gpointer
drive_in_online_view_decode (const char  *text,
                             gsize        size,
                             GError     **error)
{
  g_autoptr(GZlibDecompressor) inflate = NULL;
  g_autofree guchar *packed = NULL;
  /* One byte more than a view: inflating to it means the data holds more than a view. */
  g_autofree guchar *view = g_malloc0 (size + 1);
  g_autoptr(GError) local_error = NULL;
  gsize packed_length = 0, read = 0, written = 0;
  GConverterResult result;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && *c != '+' && *c != '/' && *c != '=')
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the view is not base64");
        return NULL;
      }
  packed = g_base64_decode (text, &packed_length);
  inflate = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW);
  result = g_converter_convert (G_CONVERTER (inflate), packed, packed_length, view, size + 1,
                                G_CONVERTER_INPUT_AT_END, &read, &written, &local_error);
  if (result == G_CONVERTER_ERROR && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NO_SPACE))
    result = G_CONVERTER_CONVERTED;
  if (result == G_CONVERTER_ERROR)
    {
      g_autofree char *reason = g_utf8_make_valid (local_error->message, -1);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the view does not inflate: %s",
                   reason);
      return NULL;
    }
  if (result != G_CONVERTER_FINISHED || written != size || read != packed_length)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "the view is not %" G_GSIZE_FORMAT " bytes", size);
      return NULL;
    }
  return g_steal_pointer (&view);
}

char *
drive_in_online_room_table (const char  *room,
                            GError     **error)
{
  const char *at;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  at = room != NULL ? strchr (room, '@') : NULL;
  if (at == NULL || at == room || at[1] == '\0' || strchr (room, '/') != NULL
      || strchr (at + 1, '@') != NULL || !g_utf8_validate (room, -1, NULL))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("“%s” is not a room address (name@service)"),
                   room != NULL && g_utf8_validate (room, -1, NULL) ? room : "");
      return NULL;
    }
  for (const char *p = room; p < at; p++)
    if (!g_ascii_isgraph (*p))
      {
        g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                     _("The room %s: its name must be plain ASCII without spaces"), room);
        return NULL;
      }
  return g_strndup (room, at - room);
}

char *
drive_in_online_room_refused_reason (const char *room,
                                     const char *condition)
{
  g_autofree char *clean = NULL;
  const char *at;

  g_return_val_if_fail (room != NULL, NULL);

  at = strchr (room, '@');
  /* The condition is the server's word: valid UTF-8, one short line. */
  clean = g_utf8_make_valid (condition != NULL ? condition : "", -1);
  if (g_utf8_strlen (clean, -1) > 64)
    *g_utf8_offset_to_pointer (clean, 64) = '\0';
  for (char *p = clean; *p != '\0'; p++)
    if ((guchar) *p < ' ' || *p == 0x7f)
      *p = ' ';
  if (g_str_has_prefix (clean, "remote-server-") && at != NULL)
    return g_strdup_printf (_("The table's room %s cannot be reached: the server has no "
                              "room service called %s"), room, at + 1);
  return g_strdup_printf (_("The server refused the room %s (%s): check its address, or "
                            "leave it empty for a new one"), room,
                          *clean != '\0' ? clean : _("no reason given"));
}
