/* gros-series.c: a session of 1 to N movies (001): each movie's Ratings add up, the highest
 * total wins. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "drive-in-error.h"
#include "gros-series.h"

struct _GrosSeries
{
  GObject parent_instance;

  guint   n_seats;
  guint   n_movies;
  guint   n_played;
  guint64 seed;
  int     scores[GROS_SERIES_MAX_MOVIES][GROS_MAX_SEATS];
};

G_DEFINE_FINAL_TYPE (GrosSeries, gros_series, G_TYPE_OBJECT)

static void
gros_series_class_init (GrosSeriesClass *klass)
{
}

static void
gros_series_init (GrosSeries *self)
{
}

GrosSeries *
gros_series_new (guint   n_seats,
                 guint   n_movies,
                 guint64 seed)
{
  GrosSeries *self;

  g_return_val_if_fail (n_seats >= 2 && n_seats <= GROS_MAX_SEATS, NULL);
  g_return_val_if_fail (n_movies >= 1 && n_movies <= GROS_SERIES_MAX_MOVIES, NULL);

  self = g_object_new (GROS_TYPE_SERIES, NULL);
  self->n_seats = n_seats;
  self->n_movies = n_movies;
  self->seed = seed;
  return self;
}

guint
gros_series_get_n_seats (GrosSeries *self)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  return self->n_seats;
}

guint
gros_series_get_n_movies (GrosSeries *self)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  return self->n_movies;
}

guint
gros_series_get_n_played (GrosSeries *self)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  return self->n_played;
}

gboolean
gros_series_is_over (GrosSeries *self)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), TRUE);
  return self->n_played >= self->n_movies;
}

guint64
gros_series_get_movie_seed (GrosSeries *self,
                            guint       movie)
{
  guint64 z;

  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  g_return_val_if_fail (movie < self->n_movies, self->seed);

  if (movie == 0)
    return self->seed;
  /* splitmix64 of (seed, movie): neighbouring series seeds give unrelated movies. */
  z = self->seed + (guint64) movie * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

guint64
gros_series_get_next_seed (GrosSeries *self)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  return gros_series_get_movie_seed (self, MIN (self->n_played, self->n_movies - 1));
}

gboolean
gros_series_add_scores (GrosSeries *self,
                        const int  *scores,
                        guint       n_scores)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), FALSE);
  g_return_val_if_fail (scores != NULL, FALSE);
  g_return_val_if_fail (n_scores == self->n_seats, FALSE);

  if (gros_series_is_over (self))
    return FALSE;
  for (guint s = 0; s < self->n_seats; s++)
    self->scores[self->n_played][s] = scores[s];
  self->n_played++;
  return TRUE;
}

gboolean
gros_series_add_game (GrosSeries     *self,
                      const GrosGame *game)
{
  int scores[GROS_MAX_SEATS];

  g_return_val_if_fail (GROS_IS_SERIES (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (!gros_game_is_over (game) || game->n_seats != self->n_seats)
    return FALSE;
  for (guint s = 0; s < self->n_seats; s++)
    {
      GrosRatings ratings;

      gros_game_ratings (game, s, &ratings);
      scores[s] = ratings.total;
    }
  return gros_series_add_scores (self, scores, self->n_seats);
}

int
gros_series_get_score (GrosSeries *self,
                       guint       movie,
                       guint       seat)
{
  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  g_return_val_if_fail (movie < self->n_played, 0);
  g_return_val_if_fail (seat < self->n_seats, 0);

  return self->scores[movie][seat];
}

int
gros_series_get_total (GrosSeries *self,
                       guint       seat)
{
  int total = 0;

  g_return_val_if_fail (GROS_IS_SERIES (self), 0);
  g_return_val_if_fail (seat < self->n_seats, 0);

  for (guint m = 0; m < self->n_played; m++)
    total += self->scores[m][seat];
  return total;
}

guint
gros_series_get_leaders (GrosSeries *self)
{
  guint mask = 0;
  int best = G_MININT;

  g_return_val_if_fail (GROS_IS_SERIES (self), 0);

  if (self->n_played == 0)
    return 0;
  for (guint s = 0; s < self->n_seats; s++)
    {
      int total = gros_series_get_total (self, s);

      if (total > best)
        {
          best = total;
          mask = 0;
        }
      if (total == best)
        mask |= 1u << s;
    }
  return mask;
}

JsonNode *
gros_series_to_json (GrosSeries *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *seed = NULL;

  g_return_val_if_fail (GROS_IS_SERIES (self), NULL);

  /* The seed as text: JSON numbers lose 64-bit integers in many readers. */
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "movies");
  json_builder_add_int_value (builder, self->n_movies);
  json_builder_set_member_name (builder, "seats");
  json_builder_add_int_value (builder, self->n_seats);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint m = 0; m < self->n_played; m++)
    {
      json_builder_begin_array (builder);
      for (guint s = 0; s < self->n_seats; s++)
        json_builder_add_int_value (builder, self->scores[m][s]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static GrosSeries *
invalid (GError    **error,
         const char *what)
{
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "Bad movie series: %s", what);
  return NULL;
}

GrosSeries *
gros_series_new_from_json (JsonNode  *node,
                           GError   **error)
{
  g_autoptr(GrosSeries) self = NULL;
  JsonObject *object;
  JsonNode *scores_node;
  JsonArray *scores;
  gint64 n_movies;
  guint64 seed;
  guint n_seats = 0;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, "not an object");
  object = json_node_get_object (node);
  n_movies = json_object_get_int_member_with_default (object, "movies", 0);
  if (n_movies < 1 || n_movies > GROS_SERIES_MAX_MOVIES)
    return invalid (error, "number of movies");
  if (!g_ascii_string_to_unsigned (json_object_get_string_member_with_default (object, "seed",
                                                                               ""),
                                   10, 0, G_MAXUINT64, &seed, NULL))
    return invalid (error, "seed");
  scores_node = json_object_get_member (object, "scores");
  if (scores_node == NULL || !JSON_NODE_HOLDS_ARRAY (scores_node))
    return invalid (error, "scores");
  scores = json_node_get_array (scores_node);
  if (json_array_get_length (scores) > (guint) n_movies)
    return invalid (error, "more movies played than planned");

  for (guint m = 0; m < json_array_get_length (scores); m++)
    {
      JsonNode *row_node = json_array_get_element (scores, m);
      JsonArray *row;

      if (!JSON_NODE_HOLDS_ARRAY (row_node))
        return invalid (error, "scores");
      row = json_node_get_array (row_node);
      if (m == 0)
        n_seats = json_array_get_length (row);
      if (json_array_get_length (row) != n_seats)
        return invalid (error, "scores of different seat counts");
    }
  if (n_seats == 0)
    n_seats = (guint) json_object_get_int_member_with_default (object, "seats", 0);
  else if (json_object_get_int_member_with_default (object, "seats", n_seats) != n_seats)
    return invalid (error, "scores of another seat count");
  if (n_seats < 2 || n_seats > GROS_MAX_SEATS)
    return invalid (error, "number of seats");

  self = gros_series_new (n_seats, (guint) n_movies, seed);
  for (guint m = 0; m < json_array_get_length (scores); m++)
    {
      JsonArray *row = json_node_get_array (json_array_get_element (scores, m));
      int row_scores[GROS_MAX_SEATS];

      for (guint s = 0; s < n_seats; s++)
        {
          JsonNode *value = json_array_get_element (row, s);

          if (!JSON_NODE_HOLDS_VALUE (value)
              || json_node_get_value_type (value) != G_TYPE_INT64)
            return invalid (error, "a score is not a whole number");
          row_scores[s] = (int) CLAMP (json_node_get_int (value), -100000, 100000);
        }
      gros_series_add_scores (self, row_scores, n_seats);
    }
  return g_steal_pointer (&self);
}
