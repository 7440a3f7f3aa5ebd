/* drive-in-ratings-view.c: the end of the movie: each seat's Ratings (Defense, Title cards,
 * banked points) and the winner; in a session of movies, the running totals and Next Movie. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gros-movies.h"
#include "drive-in-ratings-view.h"
#include "gros-game-view.h"
#include "game-session-private.h"

struct _DriveInRatingsView
{
  GtkWidget  parent_instance;

  GtkWidget *scrolled;
  GtkWidget *heading;
  GtkWidget *reason;
  GtkWidget *winner;
  GtkWidget *grid;
  GtkWidget *buttons;
  GtkWidget *new_game_button;
  GtkWidget *next_movie_button;
};

/* What the view reads of a game at the GROS board. */
typedef struct
{
  const GrosGame   *game;
  int               viewer;
  GrosSeries       *series;      /* with this movie's scores once it is over; may be NULL */
  gboolean          over;
  gboolean          has_next;
  DriveInGamePlay  *play;
} Source;

static char *
source_dup_seat_name (const Source *source,
                      guint         seat)
{
  return drive_in_game_play_dup_seat_name (source->play, seat);
}

static const char *
source_get_title (const Source *source,
                  guint         seat)
{
  return drive_in_gros_play_get_title (source->play, seat);
}

G_DEFINE_FINAL_TYPE (DriveInRatingsView, drive_in_ratings_view, GTK_TYPE_WIDGET)

static void
drive_in_ratings_view_dispose (GObject *object)
{
  DriveInRatingsView *self = DRIVE_IN_RATINGS_VIEW (object);

  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (drive_in_ratings_view_parent_class)->dispose (object);
}

static void
drive_in_ratings_view_class_init (DriveInRatingsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_ratings_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ratingsview");
}

static GtkWidget *
action_button (const char *label,
               const char *action,
               gboolean    suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static void
drive_in_ratings_view_init (DriveInRatingsView *self)
{
  GtkWidget *box;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (box, "ratings-box");

  self->heading = gtk_label_new (_("The Credits Roll"));
  gtk_widget_add_css_class (self->heading, "title-1");
  gtk_box_append (GTK_BOX (box), self->heading);
  self->reason = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->reason, "dim-label");
  gtk_box_append (GTK_BOX (box), self->reason);
  self->winner = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->winner), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->winner), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->winner, "title-2");
  gtk_widget_add_css_class (self->winner, "ratings-winner");
  gtk_box_append (GTK_BOX (box), self->winner);

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 8);
  gtk_widget_add_css_class (self->grid, "ratings-grid");
  gtk_widget_add_css_class (self->grid, "card");
  gtk_box_append (GTK_BOX (box), self->grid);

  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (self->buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->buttons), action_button (_("_Watch the Replay"), "table.replay",
                                                          FALSE));
  self->new_game_button = action_button (_("_New Game"), "table.new-game", TRUE);
  gtk_box_append (GTK_BOX (self->buttons), self->new_game_button);
  self->next_movie_button = action_button (_("Ne_xt Movie"), "table.next-movie", TRUE);
  gtk_widget_set_visible (self->next_movie_button, FALSE);
  gtk_box_append (GTK_BOX (self->buttons), self->next_movie_button);
  gtk_box_append (GTK_BOX (box), self->buttons);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  /* On a board's felt, which scrolls itself, the view is as tall as its Ratings. */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), box);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
}

GtkWidget *
drive_in_ratings_view_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_RATINGS_VIEW, NULL);
}

static GtkWidget *
cell (const char *text,
      const char *css_class,
      float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static const char *
end_reason_text (GrosEndReason reason)
{
  switch (reason)
    {
    case GROS_END_CREDITS:
      return _("A Roll the Credits succeeded.");
    case GROS_END_OUT_OF_PLOT:
      return _("A director ran out of plot: a deck ran dry.");
    case GROS_END_TWISTS:
      return _("A third Plot Twist was banked.");
    case GROS_END_STALEMATE:
      return _("The movie ran too long and was cut.");
    case GROS_END_NONE:
    default:
      return _("The movie is not over yet: these are the Ratings as they stand.");
    }
}

/* "Seat 1 (you) and Seat 3 (Easy computer)": the seats of @mask. */
static char *
join_seats (const Source *source,
            guint         n_seats,
            guint         mask,
            guint        *out_count)
{
  GString *names = g_string_new (NULL);
  guint n = 0;

  for (guint s = 0; s < n_seats; s++)
    if ((mask >> s) & 1)
      {
        g_autofree char *name = source_dup_seat_name (source, s);

        if (n++ > 0)
          g_string_append (names, _(" and "));
        g_string_append (names, name);
      }
  *out_count = n;
  return g_string_free (names, FALSE);
}

static void
show (DriveInRatingsView *self,
      const Source       *source)
{
  const char *headers[] = {
    N_("Seat"), N_("Title"), N_("Defense"), N_("Title cards"), N_("Banked"), N_("Ratings"),
    N_("Earlier movies"), N_("Total"),
  };
  const GrosGame *g;
  int viewer;
  GtkWidget *child;
  GrosSeries *series;
  g_autofree char *winners = NULL;
  g_autofree char *text = NULL;
  g_autofree char *reason = NULL;
  gboolean banked_column;
  guint n_columns, mask = 0, n_winners = 0, n_played = 0;
  int best = G_MININT;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  gtk_widget_set_visible (self->next_movie_button, FALSE);
  gtk_widget_set_visible (self->new_game_button, TRUE);
  gtk_label_set_text (GTK_LABEL (self->heading), _("The Credits Roll"));
  if (source == NULL)
    return;

  g = source->game;
  /* Before the end, the Ratings as the table's viewer may know them (no hand but its own). */
  viewer = source->viewer;
  /* The series with this movie's scores once it is over: the totals come from it. */
  series = source->series;
  if (series != NULL)
    n_played = gros_series_get_n_played (series);
  /* Formats without Plot Twists bank nothing. */
  banked_column = g->params.twists;
  n_columns = series != NULL ? G_N_ELEMENTS (headers) : G_N_ELEMENTS (headers) - 2;

  for (guint c = 0, column = 0; c < n_columns; c++)
    {
      if (c == 4 && !banked_column)
        continue;
      gtk_grid_attach (GTK_GRID (self->grid), cell (_(headers[c]), "caption-heading",
                                                    c < 2 ? 0.0f : 1.0f), column++, 0, 1, 1);
    }

  for (guint s = 0; s < g->n_seats; s++)
    {
      GrosRatings ratings;

      gros_game_ratings_for (g, s, viewer, &ratings, NULL);
      best = MAX (best, ratings.total);
    }
  /* The rules decide the movie's winner; before the end, the best total leads. */
  for (guint s = 0; s < g->n_seats; s++)
    {
      GrosRatings ratings;
      gboolean wins;

      gros_game_ratings_for (g, s, viewer, &ratings, NULL);
      wins = g->phase == GROS_PHASE_GAME_OVER ? ((g->winner_mask >> s) & 1) != 0
                                              : ratings.total == best;
      if (wins)
        mask |= 1u << s;
    }

  for (guint s = 0; s < g->n_seats; s++)
    {
      GrosRatings ratings;
      g_autofree char *name = source_dup_seat_name (source, s);
      const char *title = source_get_title (source, s);
      g_autofree char *defense = NULL;
      g_autofree char *titles = NULL;
      g_autofree char *banked = NULL;
      g_autofree char *total = NULL;
      gboolean wins = (mask >> s) & 1;
      /* In a session the seats ahead overall are the ones marked. */
      gboolean leads = series != NULL ? ((gros_series_get_leaders (series) >> s) & 1) != 0 : wins;
      guint column = 0;
      gboolean partial;
      GtkWidget *titles_cell, *total_cell;

      gros_game_ratings_for (g, s, viewer, &ratings, &partial);
      defense = g_strdup_printf ("%d", ratings.defense);
      /* Translators: Title cards and the points they give, "2 × 3 = 6". */
      titles = g_strdup_printf (_("%d × %d = %d"), ratings.title_cards,
                                g->params.title_points, ratings.title_points);
      banked = g_strdup_printf ("%d", ratings.banked);
      total = g_strdup_printf ("%d", ratings.total);
      /* Cards the viewer cannot see may bear Title words: "+?" until the final tally. */
      if (partial)
        {
          char *more = g_strconcat (titles, " +?", NULL);

          g_free (titles);
          titles = more;
          more = g_strconcat (total, " +?", NULL);
          g_free (total);
          total = more;
        }
      gtk_grid_attach (GTK_GRID (self->grid), cell (name, leads ? "winner" : NULL, 0.0f),
                       column++, s + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), cell (title != NULL ? title : _("Untitled"),
                                                    "ratings-title", 0.0f), column++, s + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), cell (defense, "numeric", 1.0f), column++, s + 1,
                       1, 1);
      titles_cell = cell (titles, "numeric", 1.0f);
      if (partial)
        gtk_widget_set_tooltip_text (titles_cell, _("Title cards you cannot see (in a hand, face "
                                                    "down) count only at the end."));
      gtk_grid_attach (GTK_GRID (self->grid), titles_cell, column++, s + 1, 1, 1);
      if (banked_column)
        gtk_grid_attach (GTK_GRID (self->grid), cell (banked, "numeric", 1.0f), column++, s + 1,
                         1, 1);
      total_cell = cell (total, wins && series == NULL ? "ratings-total-winner"
                                                       : "ratings-total", 1.0f);
      gtk_grid_attach (GTK_GRID (self->grid), total_cell, column++, s + 1, 1, 1);
      if (series != NULL)
        {
          int sum = n_played > 0 ? gros_series_get_total (series, s) : 0;
          /* Before the end the series does not hold this movie yet. */
          int earlier = source->over ? sum - ratings.total : sum;
          g_autofree char *earlier_text = g_strdup_printf ("%d", earlier);
          g_autofree char *sum_text = g_strdup_printf ("%d", earlier + ratings.total);

          gtk_grid_attach (GTK_GRID (self->grid), cell (earlier_text, "numeric", 1.0f),
                           column++, s + 1, 1, 1);
          gtk_grid_attach (GTK_GRID (self->grid),
                           cell (sum_text, leads ? "ratings-total-winner" : "ratings-total",
                                 1.0f),
                           column++, s + 1, 1, 1);
        }
    }

  winners = join_seats (source, g->n_seats, mask, &n_winners);
  if (n_winners == 1)
    /* Translators: "Seat 1 (you) wins with Ratings of 34!" */
    text = g_strdup_printf (_("%s wins with Ratings of %d!"), winners, best);
  else
    text = g_strdup_printf (_("%s share the win with Ratings of %d!"), winners, best);

  if (series == NULL || !source->over)
    {
      gtk_label_set_text (GTK_LABEL (self->reason), end_reason_text (g->end_reason));
      gtk_label_set_text (GTK_LABEL (self->winner), text);
      return;
    }

  /* A session: this movie's result under the heading, the session's standing as the news. */
  {
    guint n_movies = gros_series_get_n_movies (series);
    guint n_leaders = 0;
    g_autofree char *leaders = join_seats (source, g->n_seats, gros_series_get_leaders (series),
                                           &n_leaders);
    g_autofree char *heading = NULL;
    int lead = G_MININT;

    for (guint s = 0; s < g->n_seats; s++)
      lead = MAX (lead, gros_series_get_total (series, s));
    /* Translators: "Movie 2 of 3". */
    heading = g_strdup_printf (_("Movie %u of %u"), n_played, n_movies);
    gtk_label_set_text (GTK_LABEL (self->heading), heading);
    reason = g_strdup_printf ("%s %s", end_reason_text (g->end_reason), text);
    gtk_label_set_text (GTK_LABEL (self->reason), reason);
    g_free (text);
    if (gros_series_is_over (series))
      text = n_leaders == 1
             /* Translators: "Seat 1 (you) wins the session with 97 in all!" */
             ? g_strdup_printf (_("%s wins the session with %d in all!"), leaders, lead)
             : g_strdup_printf (_("%s share the session with %d in all!"), leaders, lead);
    else
      text = g_strdup_printf (n_leaders == 1
                              /* Translators: "Seat 2 (Easy computer) leads with 61 after 2
                               * movies of 3." */
                              ? ngettext ("%s leads with %d after %u movie of %u.",
                                          "%s leads with %d after %u movies of %u.", n_played)
                              : ngettext ("%s share the lead with %d after %u movie of %u.",
                                          "%s share the lead with %d after %u movies of %u.",
                                          n_played),
                              leaders, lead, n_played, n_movies);
    gtk_label_set_text (GTK_LABEL (self->winner), text);
    gtk_widget_set_visible (self->next_movie_button, source->has_next);
    gtk_widget_set_visible (self->new_game_button, !source->has_next);
  }
}

void
drive_in_ratings_view_set_play (DriveInRatingsView *self,
                                DriveInGamePlay    *play)
{
  g_autoptr(GrosSeries) series = NULL;
  GameSession *session;
  Source source = { 0 };

  g_return_if_fail (DRIVE_IN_IS_RATINGS_VIEW (self));
  g_return_if_fail (play == NULL || DRIVE_IN_IS_GAME_PLAY (play));

  if (play == NULL)
    {
      show (self, NULL);
      return;
    }
  session = drive_in_game_play_get_session (play);
  series = drive_in_gros_play_dup_series (play);
  source.over = drive_in_game_play_is_over (play);
  /* Once the movie is over, the series with its scores: they are every seat's to see then. */
  if (series != NULL && source.over)
    gros_series_add_game (series, game_session_get_state (session));
  source.game = game_session_get_view (session);
  source.viewer = drive_in_game_play_get_viewer (play);
  source.series = series;
  source.has_next = drive_in_gros_play_has_next_movie (play);
  source.play = play;
  show (self, &source);
}

void
drive_in_ratings_view_grab_default (DriveInRatingsView *self)
{
  g_return_if_fail (DRIVE_IN_IS_RATINGS_VIEW (self));
  if (gtk_widget_get_visible (self->next_movie_button))
    gtk_widget_grab_focus (self->next_movie_button);
  else
    gtk_widget_grab_focus (self->new_game_button);
}

const char *
drive_in_ratings_view_get_winner_text (DriveInRatingsView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_RATINGS_VIEW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->winner));
}
