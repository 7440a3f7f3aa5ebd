/* drive-in-deck-lab-results.c: the Test Deck pane's results, of any game's deck: the games'
 * win rate, lengths, the game's own figures (its lab hooks) and the most and least played
 * cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-deck-lab-private.h"
#include "game-lab.h"

static const char *
level_name (GameAiLevel level)
{
  switch (level)
    {
    case GAME_AI_RANDOM:
      return _("Random");
    case GAME_AI_EASY:
      return _("Easy");
    case GAME_AI_HARD:
      return _("Hard");
    case GAME_AI_NORMAL:
    case GAME_AI_N_LEVELS:
    default:
      return _("Normal");
    }
}

static GtkWidget *
new_card_list_row (const char *card_id,
                   const char *name,
                   const char *count,
                   const char *tooltip)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name_label = gtk_label_new (name);
  GtkWidget *count_label = gtk_label_new (count);

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_label_set_xalign (GTK_LABEL (name_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name_label, TRUE);
  gtk_widget_add_css_class (count_label, "dim-label");
  gtk_widget_add_css_class (count_label, "numeric");
  gtk_box_append (GTK_BOX (box), name_label);
  gtk_box_append (GTK_BOX (box), count_label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), card_id != NULL);
  g_object_set_data_full (G_OBJECT (row), "drive-in-card-id", g_strdup (card_id), g_free);
  gtk_widget_set_tooltip_text (row, tooltip);
  return row;
}

static char *
card_tooltip (const GameLabCard *card)
{
  /* Translators: tooltip of a card in the lab's lists; counts over every game. */
  return g_strdup_printf (_("%u in the deck · drawn %u times · played %u · discarded %u · "
                            "in hand at the end %u"),
                          card->copies, card->drawn, card->played, card->discarded,
                          card->held_at_end);
}

static void
fill_card_lists (DriveInDeckLab *self,
                 GPtrArray      *cards)
{
  g_autoptr(GPtrArray) most = game_lab_sort_cards (cards, GAME_LAB_MOST_PLAYED);
  g_autoptr(GPtrArray) least = game_lab_sort_cards (cards, GAME_LAB_LEAST_PLAYED);
  guint shown = 0;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  drive_in_deck_lab_remove_all_children (self->most_played_list);
  drive_in_deck_lab_remove_all_children (self->least_played_list);

  for (guint i = 0; i < most->len && shown < CARD_LIST_LENGTH; i++)
    {
      GameLabCard *card = g_ptr_array_index (most, i);
      g_autofree char *count = NULL;
      g_autofree char *tooltip = card_tooltip (card);

      if (card->played == 0)
        break;
      /* Translators: plays of a card over every game, and how often it was drawn. */
      count = g_strdup_printf (ngettext ("%u play of %u drawn", "%u plays of %u drawn",
                                         card->played), card->played, card->drawn);
      gtk_list_box_append (GTK_LIST_BOX (self->most_played_list),
                           new_card_list_row (card->card_id,
                                              card->name != NULL ? card->name : card->card_id,
                                              count, tooltip));
      shown++;
    }
  if (shown == 0)
    gtk_list_box_append (GTK_LIST_BOX (self->most_played_list),
                         new_card_list_row (NULL, _("No card was played"), "", NULL));

  shown = 0;
  for (guint i = 0; i < least->len && shown < CARD_LIST_LENGTH; i++)
    {
      GameLabCard *card = g_ptr_array_index (least, i);
      g_autofree char *count = NULL;
      g_autofree char *tooltip = card_tooltip (card);

      if (card->never_played == 0)
        break;
      /* Translators: copies of a card that were drawn and never played, of those drawn. */
      count = g_strdup_printf (_("%u of %u drawn unplayed"), card->never_played, card->drawn);
      gtk_list_box_append (GTK_LIST_BOX (self->least_played_list),
                           new_card_list_row (card->card_id,
                                              card->name != NULL ? card->name : card->card_id,
                                              count, tooltip));
      shown++;
    }
  if (shown == 0)
    gtk_list_box_append (GTK_LIST_BOX (self->least_played_list),
                         new_card_list_row (NULL, _("Every card drawn was played"), "", NULL));
}

static GtkWidget *
new_grid_label (const char *text,
                float       xalign,
                const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The game's table (GameLabHooks.table_columns): the mean per game of each figure, for this
 * deck and an opponent, the first column the headline. FALSE: the game has none. */
static gboolean
fill_figures_grid (DriveInDeckLab       *self,
                   const GameLabResults *r)
{
  const GameLabHooks *hooks = r->hooks;
  GtkGrid *grid = GTK_GRID (self->figures_grid);

  drive_in_deck_lab_remove_all_children (self->figures_grid);
  if (hooks == NULL || hooks->n_table_columns == 0)
    return FALSE;

  gtk_grid_attach (grid, new_grid_label (hooks->table_caption != NULL
                                         ? _(hooks->table_caption) : "", 0, "dim-label"),
                   0, 0, 1, 1);
  gtk_label_set_wrap (GTK_LABEL (gtk_grid_get_child_at (grid, 0, 0)), TRUE);
  for (guint i = 0; i < hooks->n_table_columns; i++)
    {
      GtkWidget *heading = new_grid_label (_(hooks->table_columns[i].heading), 1,
                                           i == 0 ? "heading" : NULL);

      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_grid_attach (grid, heading, i + 1, 0, 1, 1);
    }
  gtk_grid_attach (grid, new_grid_label (_("This deck"), 0, NULL), 0, 1, 1, 1);
  gtk_grid_attach (grid, new_grid_label (_("An opponent"), 0, NULL), 0, 2, 1, 1);
  for (guint i = 0; i < hooks->n_table_columns; i++)
    {
      guint figure = hooks->table_columns[i].figure;
      g_autofree char *tested = NULL;
      g_autofree char *opponent = NULL;
      GtkWidget *tested_label, *opponent_label;

      g_return_val_if_fail (figure < hooks->n_figures, FALSE);
      tested = g_strdup_printf ("%.1f", game_lab_results_mean_figure (r, figure, FALSE));
      opponent = g_strdup_printf ("%.1f", game_lab_results_mean_figure (r, figure, TRUE));
      tested_label = new_grid_label (tested, 1, "numeric");
      opponent_label = new_grid_label (opponent, 1, "numeric");
      if (i == 0)
        gtk_widget_add_css_class (tested_label, "heading");
      gtk_widget_add_css_class (opponent_label, "dim-label");
      gtk_grid_attach (grid, tested_label, i + 1, 1, 1, 1);
      gtk_grid_attach (grid, opponent_label, i + 1, 2, 1, 1);
    }
  return TRUE;
}

/* The game's figures in words: its summary beside a table, else its describe() lines. */
static char *
figures_text (const GameLabResults *r,
              gboolean              has_table)
{
  GString *text = g_string_new (NULL);

  if (r->hooks != NULL && has_table && r->hooks->summary != NULL)
    {
      g_autofree char *summary = r->hooks->summary (r);

      g_string_append (text, summary);
    }
  else if (r->hooks != NULL && r->hooks->describe != NULL)
    r->hooks->describe (r, text);
  while (text->len > 0 && text->str[text->len - 1] == '\n')
    g_string_truncate (text, text->len - 1);
  return g_string_free (text, FALSE);
}

void
drive_in_deck_lab_show_results (DriveInDeckLab *self)
{
  const GameLabResults *r = self->results;
  g_autofree char *rate = NULL;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *fair = NULL;
  g_autofree char *interval = NULL;
  g_autofree char *record = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *length = NULL;
  g_autofree char *figures = NULL;
  gboolean has_table;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  gtk_widget_set_visible (self->results_box, r != NULL);
  drive_in_deck_lab_update_stale (self);
  if (r == NULL)
    return;

  rate = drive_in_deck_lab_format_percent (r->win_rate);
  low = drive_in_deck_lab_format_percent (r->win_low);
  high = drive_in_deck_lab_format_percent (r->win_high);
  fair = drive_in_deck_lab_format_percent (r->fair_rate);
  gtk_label_set_label (GTK_LABEL (self->win_rate_label), rate);
  /* Translators: the win rate's 95% confidence interval, then the rate of a deck exactly as
   * good as its opponents (1 in the number of seats). */
  interval = g_strdup_printf (_("95%% confidence interval %s to %s; an even match wins %s"),
                              low, high, fair);
  gtk_label_set_label (GTK_LABEL (self->interval_label), interval);

  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, r->seed);
  /* Translators: wins, ties and losses of %u games at %u seats, the computer level and the
   * run's seed. */
  record = g_strdup_printf (ngettext ("%u won, %u tied, %u lost: %u game at %u seats, %s "
                                      "level, seed %s",
                                      "%u won, %u tied, %u lost: %u games at %u seats, %s "
                                      "level, seed %s", r->n_games),
                            r->wins, r->ties, r->losses, r->n_games, r->n_seats,
                            level_name (r->level), seed);
  gtk_label_set_label (GTK_LABEL (self->record_label), record);

  has_table = fill_figures_grid (self, r);
  gtk_widget_set_visible (self->figures_grid, has_table);

  if (r->has_own_turns && r->n_games > 0)
    /* Translators: mean game length: turns of every seat, then those of the tested deck. */
    length = g_strdup_printf (_("Games last %.1f turns on average, %.1f of them this deck’s."),
                              r->mean_turns, r->own_turns / r->n_games);
  else
    /* Translators: mean game length in turns of every seat. */
    length = g_strdup_printf (_("Games last %.1f turns on average."), r->mean_turns);
  gtk_label_set_label (GTK_LABEL (self->length_label), length);

  figures = figures_text (r, has_table);
  gtk_label_set_label (GTK_LABEL (self->figures_label), figures);
  gtk_widget_set_visible (self->figures_label, figures[0] != '\0');

  gtk_widget_set_visible (self->failed_label, r->n_failed > 0);
  if (r->n_failed > 0)
    {
      /* Translators: games the engine or a computer player could not finish. */
      g_autofree char *failed = g_strdup_printf (ngettext ("%u game stopped on an error: %s",
                                                           "%u games stopped on an error: %s",
                                                           r->n_failed),
                                                 r->n_failed,
                                                 r->first_problem != NULL ? r->first_problem
                                                                          : "");

      gtk_label_set_label (GTK_LABEL (self->failed_label), failed);
    }
  gtk_widget_set_visible (self->card_lists, r->has_cards);
  if (r->has_cards)
    fill_card_lists (self, r->cards);
  else
    {
      drive_in_deck_lab_remove_all_children (self->most_played_list);
      drive_in_deck_lab_remove_all_children (self->least_played_list);
    }
}
