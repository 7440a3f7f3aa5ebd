/* drive-in-library-filter.c: the deck editor's card library as sorted, filtered list models. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-library-filter.h"
#include "drive-in-card-face.h"

struct _DriveInLibraryFilter
{
  GObject             parent_instance;

  GListModel         *cards;
  GtkSortListModel   *sort_model;
  GtkFilterListModel *filter_model;

  GtkCustomFilter    *game_filter;
  GtkCustomFilter    *search_filter;
  GtkCustomFilter    *release_filter;
  GtkCustomFilter    *pack_filter;
  GtkCustomFilter    *kind_filter;
  GtkCustomFilter    *trait_filter;
  GtkCustomFilter    *cost_filter;
  GtkCustomFilter    *bucket_filter;

  const char         *game;         /* interned; NULL: any */
  char               *search_text;
  char              **search_words; /* case-folded; NULL when the query is empty */
  char               *release;
  char               *pack_release;
  char               *pack_prefix;
  char               *trait;
  const char         *kind;         /* interned; NULL: any */
  int                 cost;
  gboolean            cost_or_more;
  gboolean            buckets_only;
  DriveInLibrarySort  sort;
};

G_DEFINE_FINAL_TYPE (DriveInLibraryFilter, drive_in_library_filter, G_TYPE_OBJECT)

/* --- the criteria; each passes every card while it is unset --------------------------- */

static gboolean
search_func (gpointer item,
             gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;
  const char *text;

  if (self->search_words == NULL)
    return TRUE;

  text = drive_in_card_get_search_text (DRIVE_IN_CARD (item));
  if (text == NULL)
    return FALSE;
  for (guint i = 0; self->search_words[i] != NULL; i++)
    if (strstr (text, self->search_words[i]) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
game_func (gpointer item,
           gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;

  return self->game == NULL || drive_in_card_get_game (DRIVE_IN_CARD (item)) == self->game;
}

static gboolean
release_func (gpointer item,
              gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;

  return self->release == NULL
         || g_strcmp0 (drive_in_card_get_release (DRIVE_IN_CARD (item)), self->release) == 0;
}

static gboolean
pack_func (gpointer item,
           gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;
  DriveInCard *card = DRIVE_IN_CARD (item);

  return self->pack_prefix == NULL
         || (g_strcmp0 (drive_in_card_get_pack (card), self->pack_prefix) == 0
             && g_strcmp0 (drive_in_card_get_release (card), self->pack_release) == 0);
}

static gboolean
kind_func (gpointer item,
           gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;

  return self->kind == NULL || drive_in_card_get_kind (DRIVE_IN_CARD (item)) == self->kind;
}

static gboolean
trait_func (gpointer item,
            gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;

  return self->trait == NULL || drive_in_card_has_trait (DRIVE_IN_CARD (item), self->trait);
}

/* The printed cost (GROS's Popcorn); 0 for a card its game counts free without one, -1 for
 * a card without a cost. */
static int
get_cost (DriveInCard *card)
{
  const DriveInCardFace *face = drive_in_card_face_for_card (card);
  int cost;

  if (face == NULL)
    return -1;
  if (drive_in_card_face_get_cost (face, card, &cost))
    return cost;
  return face->cost_free_when_unprinted ? 0 : -1;
}

static gboolean
cost_func (gpointer item,
           gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;
  int cost;

  if (self->cost == DRIVE_IN_LIBRARY_ANY)
    return TRUE;
  cost = get_cost (DRIVE_IN_CARD (item));
  return self->cost_or_more ? cost >= self->cost : cost == self->cost;
}

static gboolean
bucket_func (gpointer item,
             gpointer user_data)
{
  DriveInLibraryFilter *self = user_data;
  const DriveInCardFace *face;

  if (!self->buckets_only)
    return TRUE;
  /* The mark of the card's own game (GROS's Popcorn Bucket). */
  face = drive_in_card_face_for_card (DRIVE_IN_CARD (item));
  return face != NULL && drive_in_card_face_has_marker (face, DRIVE_IN_CARD (item));
}

/* --- sorting ---------------------------------------------------------------------------- */

static char *
card_name (DriveInCard *card)
{
  return card != NULL ? g_strdup (drive_in_card_get_name (card)) : NULL;
}

/* The card's kind in its game's DriveInGameInfo order (GROS's: its type order). */
static int
card_type_value (DriveInCard *card)
{
  const DriveInGameInfo *game;

  if (card == NULL)
    return 0;
  game = drive_in_game_info_lookup (drive_in_card_get_game (card));
  for (guint k = 0; game != NULL && k < game->n_kinds; k++)
    if (g_str_equal (game->kinds[k].id, drive_in_card_get_kind (card)))
      return (int) k;
  return G_MAXINT;
}

static int
card_cost (DriveInCard *card)
{
  return card != NULL ? get_cost (card) : 0;
}

static GtkSorter *
make_sorter (DriveInLibrarySort sort)
{
  GtkMultiSorter *multi;
  GtkExpression *name;
  GtkExpression *key = NULL;

  if (sort == DRIVE_IN_LIBRARY_SORT_NUMBER)
    return NULL;

  /* GtkStringSorter and GtkNumericSorter compute sort keys once per card. */
  name = gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                      G_CALLBACK (card_name), NULL, NULL);
  if (sort == DRIVE_IN_LIBRARY_SORT_NAME)
    return GTK_SORTER (gtk_string_sorter_new (name));

  if (sort == DRIVE_IN_LIBRARY_SORT_TYPE)
    key = gtk_cclosure_expression_new (G_TYPE_INT, NULL, 0, NULL,
                                       G_CALLBACK (card_type_value), NULL, NULL);
  else
    key = gtk_cclosure_expression_new (G_TYPE_INT, NULL, 0, NULL,
                                       G_CALLBACK (card_cost), NULL, NULL);

  multi = gtk_multi_sorter_new ();
  gtk_multi_sorter_append (multi, GTK_SORTER (gtk_numeric_sorter_new (key)));
  gtk_multi_sorter_append (multi, GTK_SORTER (gtk_string_sorter_new (name)));
  return GTK_SORTER (multi);
}

/* --- object ----------------------------------------------------------------------------- */

static void
drive_in_library_filter_dispose (GObject *object)
{
  DriveInLibraryFilter *self = DRIVE_IN_LIBRARY_FILTER (object);

  g_clear_object (&self->filter_model);
  g_clear_object (&self->sort_model);
  g_clear_object (&self->cards);

  G_OBJECT_CLASS (drive_in_library_filter_parent_class)->dispose (object);
}

static void
drive_in_library_filter_finalize (GObject *object)
{
  DriveInLibraryFilter *self = DRIVE_IN_LIBRARY_FILTER (object);

  g_clear_pointer (&self->search_text, g_free);
  g_clear_pointer (&self->search_words, g_strfreev);
  g_clear_pointer (&self->release, g_free);
  g_clear_pointer (&self->pack_release, g_free);
  g_clear_pointer (&self->pack_prefix, g_free);
  g_clear_pointer (&self->trait, g_free);

  G_OBJECT_CLASS (drive_in_library_filter_parent_class)->finalize (object);
}

static void
drive_in_library_filter_class_init (DriveInLibraryFilterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_library_filter_dispose;
  object_class->finalize = drive_in_library_filter_finalize;
}

static GtkCustomFilter *
add_criterion (GtkMultiFilter       *every,
               GtkCustomFilterFunc   func,
               DriveInLibraryFilter *self)
{
  GtkCustomFilter *filter = gtk_custom_filter_new (func, self, NULL);

  /* The every filter owns it; the pointer kept is only for gtk_filter_changed(). */
  gtk_multi_filter_append (every, GTK_FILTER (filter));
  return filter;
}

static void
drive_in_library_filter_init (DriveInLibraryFilter *self)
{
  GtkMultiFilter *every = GTK_MULTI_FILTER (gtk_every_filter_new ());
  guint n_games;

  self->cost = DRIVE_IN_LIBRARY_ANY;
  self->search_text = g_strdup ("");
  /* The first game's cards (GROS's) until the deck editor or the Cards page picks one. */
  self->game = g_intern_string (drive_in_game_info_list (&n_games)[0]->id);

  /* Cheapest tests first: GtkEveryFilter stops at the first that fails. */
  self->game_filter = add_criterion (every, game_func, self);
  self->kind_filter = add_criterion (every, kind_func, self);
  self->cost_filter = add_criterion (every, cost_func, self);
  self->bucket_filter = add_criterion (every, bucket_func, self);
  self->release_filter = add_criterion (every, release_func, self);
  self->pack_filter = add_criterion (every, pack_func, self);
  self->trait_filter = add_criterion (every, trait_func, self);
  self->search_filter = add_criterion (every, search_func, self);

  self->sort_model = gtk_sort_list_model_new (NULL, NULL);
  /* Sorting 10,000 cards takes a few frames: let GTK spread it over them. */
  gtk_sort_list_model_set_incremental (self->sort_model, TRUE);
  self->filter_model = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->sort_model)),
                                                  GTK_FILTER (every));
}

DriveInLibraryFilter *
drive_in_library_filter_new (GListModel *cards)
{
  DriveInLibraryFilter *self;

  g_return_val_if_fail (cards == NULL || G_IS_LIST_MODEL (cards), NULL);

  self = g_object_new (DRIVE_IN_TYPE_LIBRARY_FILTER, NULL);
  drive_in_library_filter_set_cards (self, cards);
  return self;
}

void
drive_in_library_filter_set_cards (DriveInLibraryFilter *self,
                                   GListModel           *cards)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));
  g_return_if_fail (cards == NULL || G_IS_LIST_MODEL (cards));

  if (g_set_object (&self->cards, cards))
    gtk_sort_list_model_set_model (self->sort_model, cards);
}

GListModel *
drive_in_library_filter_get_cards (DriveInLibraryFilter *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self), NULL);

  return self->cards;
}

GtkFilterListModel *
drive_in_library_filter_get_model (DriveInLibraryFilter *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self), NULL);

  return self->filter_model;
}

GtkSortListModel *
drive_in_library_filter_get_sort_model (DriveInLibraryFilter *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self), NULL);

  return self->sort_model;
}

static char **
split_words (const char *text)
{
  g_autofree char *folded = g_utf8_strdown (text, -1);
  g_auto(GStrv) parts = g_strsplit_set (folded, " \t\n\r", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      {
        g_strv_builder_add (builder, parts[i]);
        n++;
      }
  return n > 0 ? g_strv_builder_end (builder) : NULL;
}

/* TRUE when every word of @wide is inside some word of @narrow: a card that has every
 * word of @narrow then has every word of @wide too. */
static gboolean
words_cover (char **narrow,
             char **wide)
{
  if (wide == NULL)
    return TRUE;
  if (narrow == NULL)
    return FALSE;

  for (guint i = 0; wide[i] != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; narrow[j] != NULL && !found; j++)
        found = strstr (narrow[j], wide[i]) != NULL;
      if (!found)
        return FALSE;
    }
  return TRUE;
}

void
drive_in_library_filter_set_search_text (DriveInLibraryFilter *self,
                                         const char           *text)
{
  char **words;
  gboolean stricter, looser;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  if (text == NULL)
    text = "";
  if (g_strcmp0 (self->search_text, text) == 0)
    return;
  g_free (self->search_text);
  self->search_text = g_strdup (text);

  words = split_words (text);
  stricter = words_cover (words, self->search_words);
  looser = words_cover (self->search_words, words);
  g_strfreev (self->search_words);
  self->search_words = words;

  /* Typing on only re-checks the cards still shown; deleting only the others. */
  if (stricter && looser)
    return;
  if (stricter)
    gtk_filter_changed (GTK_FILTER (self->search_filter), GTK_FILTER_CHANGE_MORE_STRICT);
  else if (looser)
    gtk_filter_changed (GTK_FILTER (self->search_filter), GTK_FILTER_CHANGE_LESS_STRICT);
  else
    gtk_filter_changed (GTK_FILTER (self->search_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

const char *
drive_in_library_filter_get_search_text (DriveInLibraryFilter *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self), NULL);

  return self->search_text;
}

/* Replaces *@field by @value; FALSE when nothing changed. */
static gboolean
set_string (char       **field,
            const char  *value)
{
  if (value != NULL && *value == '\0')
    value = NULL;
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

void
drive_in_library_filter_set_game (DriveInLibraryFilter *self,
                                  const char           *game)
{
  const char *interned;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  interned = game != NULL ? g_intern_string (game) : NULL;
  if (interned == self->game)
    return;
  self->game = interned;
  gtk_filter_changed (GTK_FILTER (self->game_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

const char *
drive_in_library_filter_get_game (DriveInLibraryFilter *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self), NULL);
  return self->game;
}

void
drive_in_library_filter_set_release (DriveInLibraryFilter *self,
                                     const char           *sigil)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  if (set_string (&self->release, sigil))
    gtk_filter_changed (GTK_FILTER (self->release_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

void
drive_in_library_filter_set_pack (DriveInLibraryFilter *self,
                                  const char           *pack_id)
{
  const char *colon = pack_id != NULL ? strrchr (pack_id, ':') : NULL;
  g_autofree char *release = NULL;
  gboolean changed;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));
  g_return_if_fail (pack_id == NULL || *pack_id == '\0' || colon != NULL);

  if (colon != NULL)
    release = g_strndup (pack_id, colon - pack_id);
  changed = set_string (&self->pack_release, release);
  changed |= set_string (&self->pack_prefix, colon != NULL ? colon + 1 : NULL);
  if (changed)
    gtk_filter_changed (GTK_FILTER (self->pack_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

void
drive_in_library_filter_set_kind (DriveInLibraryFilter *self,
                                  const char           *kind)
{
  const char *interned;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  interned = kind != NULL && *kind != '\0' ? g_intern_string (kind) : NULL;
  if (interned == self->kind)
    return;
  self->kind = interned;
  gtk_filter_changed (GTK_FILTER (self->kind_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

void
drive_in_library_filter_set_trait (DriveInLibraryFilter *self,
                                   const char           *trait)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  if (set_string (&self->trait, trait))
    gtk_filter_changed (GTK_FILTER (self->trait_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

void
drive_in_library_filter_set_cost (DriveInLibraryFilter *self,
                                  int                   cost,
                                  gboolean              or_more)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));
  g_return_if_fail (cost >= DRIVE_IN_LIBRARY_ANY);

  or_more = !!or_more;
  if (self->cost == cost && self->cost_or_more == or_more)
    return;
  self->cost = cost;
  self->cost_or_more = or_more;
  gtk_filter_changed (GTK_FILTER (self->cost_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

void
drive_in_library_filter_set_buckets_only (DriveInLibraryFilter *self,
                                          gboolean              buckets_only)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  buckets_only = !!buckets_only;
  if (self->buckets_only == buckets_only)
    return;
  self->buckets_only = buckets_only;
  gtk_filter_changed (GTK_FILTER (self->bucket_filter),
                      buckets_only ? GTK_FILTER_CHANGE_MORE_STRICT
                                   : GTK_FILTER_CHANGE_LESS_STRICT);
}

void
drive_in_library_filter_set_sort (DriveInLibraryFilter *self,
                                  DriveInLibrarySort    sort)
{
  g_autoptr(GtkSorter) sorter = NULL;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));
  g_return_if_fail (sort < DRIVE_IN_LIBRARY_SORT_N);

  if (self->sort == sort)
    return;
  self->sort = sort;
  sorter = make_sorter (sort);
  gtk_sort_list_model_set_sorter (self->sort_model, sorter);
}

DriveInLibrarySort
drive_in_library_filter_get_sort (DriveInLibraryFilter *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self), DRIVE_IN_LIBRARY_SORT_NUMBER);

  return self->sort;
}

void
drive_in_library_filter_set_incremental (DriveInLibraryFilter *self,
                                         gboolean              incremental)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  gtk_filter_list_model_set_incremental (self->filter_model, incremental);
}

void
drive_in_library_filter_reset (DriveInLibraryFilter *self)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_FILTER (self));

  drive_in_library_filter_set_release (self, NULL);
  drive_in_library_filter_set_pack (self, NULL);
  drive_in_library_filter_set_kind (self, NULL);
  drive_in_library_filter_set_trait (self, NULL);
  drive_in_library_filter_set_cost (self, DRIVE_IN_LIBRARY_ANY, FALSE);
  drive_in_library_filter_set_buckets_only (self, FALSE);
}
