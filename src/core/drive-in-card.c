/* drive-in-card.c: one immutable card of a release, with its printed attributes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "drive-in-card.h"
#include "drive-in-game-info.h"

struct _DriveInCard
{
  GObject       parent_instance;

  char         *id;
  char         *release;
  char         *number;
  char         *name;
  char         *original_name;
  char        **traits;
  char        **display_traits;
  char         *quote;
  char         *abilities;
  GFile        *art;           /* NULL until art_path is first resolved */
  GFile        *art_folder;
  char         *art_path;
  char         *pack;
  char         *search_text;
  const char   *game;          /* interned */
  const char   *kind;          /* interned */
  char         *kind_label;
  DriveInCardAttribute *attributes; /* names interned, sorted by name */
  guint         n_attributes;
};

G_DEFINE_FINAL_TYPE (DriveInCard, drive_in_card, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_RELEASE,
  PROP_NUMBER,
  PROP_NAME,
  PROP_ORIGINAL_NAME,
  PROP_TRAITS,
  PROP_DISPLAY_TRAITS,
  PROP_QUOTE,
  PROP_ABILITIES,
  PROP_ART,
  PROP_PACK,
  PROP_SEARCH_TEXT,
  PROP_GAME,
  PROP_KIND,
  PROP_KIND_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_card_finalize (GObject *object)
{
  DriveInCard *self = DRIVE_IN_CARD (object);

  g_free (self->id);
  g_free (self->release);
  g_free (self->number);
  g_free (self->name);
  g_free (self->original_name);
  g_strfreev (self->traits);
  g_strfreev (self->display_traits);
  g_free (self->quote);
  g_free (self->abilities);
  g_clear_object (&self->art);
  g_clear_object (&self->art_folder);
  g_free (self->art_path);
  g_free (self->pack);
  g_free (self->search_text);
  g_free (self->kind_label);
  for (guint i = 0; i < self->n_attributes; i++)
    g_free ((char *) self->attributes[i].text);
  g_free (self->attributes);

  G_OBJECT_CLASS (drive_in_card_parent_class)->finalize (object);
}

static void
drive_in_card_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  DriveInCard *self = DRIVE_IN_CARD (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_RELEASE:
      g_value_set_string (value, self->release);
      break;
    case PROP_NUMBER:
      g_value_set_string (value, self->number);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_ORIGINAL_NAME:
      g_value_set_string (value, drive_in_card_get_original_name (self));
      break;
    case PROP_TRAITS:
      g_value_set_boxed (value, self->traits);
      break;
    case PROP_DISPLAY_TRAITS:
      g_value_set_boxed (value, drive_in_card_get_display_traits (self));
      break;
    case PROP_QUOTE:
      g_value_set_string (value, self->quote);
      break;
    case PROP_ABILITIES:
      g_value_set_string (value, self->abilities);
      break;
    case PROP_ART:
      g_value_set_object (value, drive_in_card_get_art (self));
      break;
    case PROP_PACK:
      g_value_set_string (value, self->pack);
      break;
    case PROP_SEARCH_TEXT:
      g_value_set_string (value, self->search_text);
      break;
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_KIND_LABEL:
      g_value_set_string (value, self->kind_label);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
string_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static void
drive_in_card_class_init (DriveInCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_card_finalize;
  object_class->get_property = drive_in_card_get_property;

  /* Read-only: a card never changes once loaded, but GtkExpressions can still read it. */
  properties[PROP_ID] = string_property ("id");
  properties[PROP_RELEASE] = string_property ("release");
  properties[PROP_NUMBER] = string_property ("number");
  properties[PROP_NAME] = string_property ("name");
  properties[PROP_ORIGINAL_NAME] = string_property ("original-name");
  properties[PROP_TRAITS] =
    g_param_spec_boxed ("traits", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DISPLAY_TRAITS] =
    g_param_spec_boxed ("display-traits", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_QUOTE] = string_property ("quote");
  properties[PROP_ABILITIES] = string_property ("abilities");
  properties[PROP_ART] =
    g_param_spec_object ("art", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACK] = string_property ("pack");
  properties[PROP_SEARCH_TEXT] = string_property ("search-text");
  properties[PROP_GAME] = string_property ("game");
  properties[PROP_KIND] = string_property ("kind");
  properties[PROP_KIND_LABEL] = string_property ("kind-label");

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_card_init (DriveInCard *self)
{
}

static char **
copy_traits (const char * const *traits)
{
  guint n = traits != NULL ? g_strv_length ((char **) traits) : 0;
  char **copy = g_new (char *, n + 1);

  /* Every card has a few: a GStrvBuilder costs more than the copies. */
  for (guint i = 0; i < n; i++)
    copy[i] = g_strdup (traits[i]);
  copy[n] = NULL;
  return copy;
}

/* The length of @text when it is all ASCII; FALSE, when it is not. */
static gboolean
ascii_length (const char *text,
              gsize      *out_length)
{
  const char *p = text;

  for (; *p != '\0'; p++)
    if ((guchar) *p >= 0x80)
      return FALSE;
  *out_length = p - text;
  return TRUE;
}

/* One searched field: its text, and its lower-cased copy when it is not ASCII. */
typedef struct
{
  const char *text;
  gsize       length; /* of the lower-cased text */
  char       *lowered;
} SearchPiece;

/* Adds @words to the pieces of the search text unless there is nothing to find in it. */
static void
add_search_piece (SearchPiece *pieces,
                  guint       *n_pieces,
                  const char  *words)
{
  if (words != NULL && *words != '\0')
    pieces[(*n_pieces)++] = (SearchPiece) { words, 0, NULL };
}

/* A few cards' worth of traits: past that, the pieces go on the heap. */
#define MAX_STACK_PIECES 32

/* The searched fields, lower-cased, one to a line. Built for every card as it loads (the
 * largest part of loading one, once), so in one allocation: ASCII text, most card text, is
 * lowered as it is copied, and only other text goes through g_utf8_strdown(). */
static char *
build_search_text (DriveInCard *self)
{
  guint n_traits = g_strv_length (self->traits);
  guint n_display = self->display_traits != NULL ? g_strv_length (self->display_traits) : 0;
  const DriveInGameInfo *game = drive_in_game_info_lookup (self->game);
  const char *const *searched = game != NULL ? game->searched_attributes : NULL;
  guint n_searched = searched != NULL ? g_strv_length ((char **) searched) : 0;
  guint capacity = 4 + n_traits + n_display + n_searched;
  g_autofree SearchPiece *heap = NULL;
  SearchPiece *pieces;
  guint n_pieces = 0;
  gsize size = 0;
  char *text, *out;

  pieces = capacity <= MAX_STACK_PIECES ? g_newa (SearchPiece, capacity)
                                        : (heap = g_new (SearchPiece, capacity));

  add_search_piece (pieces, &n_pieces, self->name);
  add_search_piece (pieces, &n_pieces, self->original_name);
  for (guint i = 0; i < n_traits; i++)
    add_search_piece (pieces, &n_pieces, self->traits[i]);
  for (guint i = 0; i < n_display; i++)
    add_search_piece (pieces, &n_pieces, self->display_traits[i]);
  for (guint i = 0; i < n_searched; i++)
    add_search_piece (pieces, &n_pieces, drive_in_card_get_attribute_text (self, searched[i]));
  add_search_piece (pieces, &n_pieces, self->abilities);
  add_search_piece (pieces, &n_pieces, self->kind_label);

  for (guint i = 0; i < n_pieces; i++)
    {
      if (!ascii_length (pieces[i].text, &pieces[i].length))
        {
          pieces[i].lowered = g_utf8_strdown (pieces[i].text, -1);
          pieces[i].length = strlen (pieces[i].lowered);
        }
      size += pieces[i].length + 1;
    }

  out = text = g_malloc (MAX (size, 1));
  for (guint i = 0; i < n_pieces; i++)
    {
      if (i > 0)
        *out++ = '\n';
      if (pieces[i].lowered != NULL)
        {
          memcpy (out, pieces[i].lowered, pieces[i].length);
          g_free (pieces[i].lowered);
        }
      else
        for (gsize k = 0; k < pieces[i].length; k++)
          {
            char c = pieces[i].text[k];

            out[k] = c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
          }
      out += pieces[i].length;
    }
  *out = '\0';

  return text;
}

static int
compare_attributes (gconstpointer a,
                    gconstpointer b)
{
  return strcmp (((const DriveInCardAttribute *) a)->name, ((const DriveInCardAttribute *) b)->name);
}

static void
copy_attributes (DriveInCard                *self,
                 const DriveInCardAttribute *attributes,
                 guint                    n_attributes)
{
  if (n_attributes == 0)
    return;
  self->attributes = g_new (DriveInCardAttribute, n_attributes);
  for (guint i = 0; i < n_attributes; i++)
    {
      self->attributes[i].name = g_intern_string (attributes[i].name);
      self->attributes[i].value = attributes[i].value;
      self->attributes[i].text = g_strdup (attributes[i].text);
    }
  self->n_attributes = n_attributes;
  /* Sorted, so that lookups can stop early and caches see one order. */
  qsort (self->attributes, n_attributes, sizeof *self->attributes, compare_attributes);
}

static const DriveInCardAttribute *
find_attribute (DriveInCard   *self,
                const char *name)
{
  for (guint i = 0; i < self->n_attributes; i++)
    {
      int order = strcmp (self->attributes[i].name, name);

      if (order == 0)
        return &self->attributes[i];
      if (order > 0)
        break;
    }
  return NULL;
}

/**
 * drive_in_card_new:
 * @info: everything the loader knows about the card
 *
 * Returns: (transfer full): a new card holding copies of @info's strings.
 */
DriveInCard *
drive_in_card_new (const DriveInCardInfo *info)
{
  DriveInCard *self;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (info->release != NULL, NULL);
  g_return_val_if_fail (info->number != NULL, NULL);
  g_return_val_if_fail (info->name != NULL, NULL);
  /* Every loader knows its release's game: no card is GROS's by default. */
  g_return_val_if_fail (info->game != NULL, NULL);
  g_return_val_if_fail (info->art == NULL || G_IS_FILE (info->art), NULL);
  g_return_val_if_fail (info->art_path == NULL || G_IS_FILE (info->art_folder), NULL);

  self = g_object_new (DRIVE_IN_TYPE_CARD, NULL);
  self->id = g_strconcat (info->release, ":", info->number, NULL);
  self->release = g_strdup (info->release);
  self->number = g_strdup (info->number);
  self->name = g_strdup (info->name);
  /* Only keep the English name when it differs, so the getter can fall back cheaply. */
  if (info->original_name != NULL && g_strcmp0 (info->original_name, info->name) != 0)
    self->original_name = g_strdup (info->original_name);
  self->traits = copy_traits (info->traits);
  if (info->display_traits != NULL)
    self->display_traits = copy_traits (info->display_traits);
  self->quote = g_strdup (info->quote);
  self->abilities = g_strdup (info->abilities);
  if (info->art != NULL)
    self->art = g_object_ref (info->art);
  else if (info->art_path != NULL)
    {
      self->art_folder = g_object_ref (info->art_folder);
      self->art_path = g_strdup (info->art_path);
    }
  self->pack = g_strdup (info->pack);
  self->game = g_intern_string (info->game);
  self->kind = g_intern_string (info->kind != NULL ? info->kind : "");
  self->kind_label = g_strdup (info->kind_label);
  copy_attributes (self, info->attributes, info->n_attributes);
  self->search_text = build_search_text (self);

  return self;
}

/**
 * drive_in_card_get_info:
 * @out: (out caller-allocates): filled with the card's values
 *
 * What drive_in_card_new() was given, as far as the card kept it: drive_in_card_new (@out) makes
 * an equal card. The strings and arrays belong to the card.
 */
void
drive_in_card_get_info (DriveInCard     *self,
                    DriveInCardInfo *out)
{
  g_return_if_fail (DRIVE_IN_IS_CARD (self));
  g_return_if_fail (out != NULL);

  *out = (DriveInCardInfo) {
    .release = self->release,
    .number = self->number,
    .name = self->name,
    .original_name = self->original_name,
    .traits = (const char * const *) self->traits,
    .quote = self->quote,
    .abilities = self->abilities,
    .art = drive_in_card_get_art (self),
    .pack = self->pack,
    .display_traits = (const char * const *) self->display_traits,
    .game = self->game,
    .kind = self->kind,
    .kind_label = self->kind_label,
    .attributes = self->attributes,
    .n_attributes = self->n_attributes,
  };
}

const char *
drive_in_card_get_id (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->id;
}

const char *
drive_in_card_get_release (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->release;
}

const char *
drive_in_card_get_number (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->number;
}

const char *
drive_in_card_get_name (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->name;
}

const char *
drive_in_card_get_original_name (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->original_name != NULL ? self->original_name : self->name;
}

const char * const *
drive_in_card_get_traits (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return (const char * const *) self->traits;
}

const char * const *
drive_in_card_get_display_traits (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  if (self->display_traits != NULL)
    return (const char * const *) self->display_traits;
  return (const char * const *) self->traits;
}

gboolean
drive_in_card_has_trait (DriveInCard   *self,
                     const char *trait)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), FALSE);
  g_return_val_if_fail (trait != NULL, FALSE);

  /* Abilities quote traits with varying capitalisation ('young', 'Young'). */
  for (guint i = 0; self->traits[i] != NULL; i++)
    if (g_ascii_strcasecmp (self->traits[i], trait) == 0)
      return TRUE;
  return FALSE;
}

const char *
drive_in_card_get_quote (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->quote;
}

const char *
drive_in_card_get_abilities (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->abilities;
}

/**
 * drive_in_card_get_art:
 *
 * Returns: (transfer none) (nullable): the card's art or thumbnail file.
 */
GFile *
drive_in_card_get_art (DriveInCard *self)
{
  GFile *art;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  art = g_atomic_pointer_get (&self->art);
  if (art == NULL && self->art_path != NULL)
    {
      /* Threads drawing card faces may ask at once: the first answer stays. */
      GFile *resolved = g_file_resolve_relative_path (self->art_folder, self->art_path);

      if (g_atomic_pointer_compare_and_exchange (&self->art, NULL, resolved))
        art = resolved;
      else
        {
          g_object_unref (resolved);
          art = g_atomic_pointer_get (&self->art);
        }
    }
  return art;
}

const char *
drive_in_card_get_pack (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->pack;
}

char *
drive_in_card_dup_pack_id (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  if (self->pack == NULL)
    return NULL;
  return g_strconcat (self->release, ":", self->pack, NULL);
}

const char *
drive_in_card_get_search_text (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->search_text;
}

const char *
drive_in_card_get_game (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->game;
}

const char *
drive_in_card_get_kind (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->kind;
}

const char *
drive_in_card_get_kind_label (DriveInCard *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  return self->kind_label;
}

gboolean
drive_in_card_has_attribute (DriveInCard   *self,
                         const char *name)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  return find_attribute (self, name) != NULL;
}

int
drive_in_card_get_attribute_int (DriveInCard   *self,
                             const char *name,
                             int         fallback)
{
  const DriveInCardAttribute *attribute;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), fallback);
  g_return_val_if_fail (name != NULL, fallback);

  attribute = find_attribute (self, name);
  return attribute != NULL && attribute->text == NULL ? attribute->value : fallback;
}

const char *
drive_in_card_get_attribute_text (DriveInCard   *self,
                              const char *name)
{
  const DriveInCardAttribute *attribute;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  attribute = find_attribute (self, name);
  return attribute != NULL ? attribute->text : NULL;
}

const DriveInCardAttribute *
drive_in_card_get_attributes (DriveInCard *self,
                          guint    *out_n_attributes)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (self), NULL);

  if (out_n_attributes != NULL)
    *out_n_attributes = self->n_attributes;
  return self->attributes;
}
