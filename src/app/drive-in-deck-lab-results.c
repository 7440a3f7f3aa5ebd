/* drive-in-deck-lab-results.c: the Test Deck pane's results: the games' win rate, ratings,
 * lengths and the most and least played cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-deck-lab-private.h"
#include "game-lab.h"

static const char *
level_name (GrosAiLevel level)
{
  switch (level)
    {
    case GROS_AI_RANDOM:
      return _("Random");
    case GROS_AI_EASY:
      return _("Easy");
    case GROS_AI_HARD:
      return _("Hard");
    case GROS_AI_NORMAL:
    case GROS_AI_N_LEVELS:
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
card_tooltip (const GrosLabCard *card)
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
      GrosLabCard *card = g_ptr_array_index (most, i);
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
      GrosLabCard *card = g_ptr_array_index (least, i);
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

static void
set_ratings_row (GtkWidget            **labels,
                 const GrosLabRatings  *ratings)
{
  const double parts[N_RATING_PARTS] = {
    ratings->total, ratings->defense, ratings->title_points, ratings->banked,
  };

  for (guint i = 0; i < N_RATING_PARTS; i++)
    {
      g_autofree char *text = g_strdup_printf ("%.1f", parts[i]);

      gtk_label_set_label (GTK_LABEL (labels[i]), text);
    }
}

void
drive_in_deck_lab_show_results (DriveInDeckLab *self)
{
  const GrosLabResults *r = self->results;
  g_autofree char *rate = NULL;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *fair = NULL;
  g_autofree char *interval = NULL;
  g_autofree char *record = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *length = NULL;
  g_autofree char *credits_rate = NULL;
  g_autofree char *credits = NULL;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  gtk_widget_set_visible (self->results_box, r != NULL);
  drive_in_deck_lab_update_stale (self);
  if (r == NULL)
    return;
  gtk_widget_set_visible (self->ratings_grid, TRUE);
  gtk_widget_set_visible (self->credits_label, TRUE);
  gtk_widget_set_visible (self->card_lists, TRUE);

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

  set_ratings_row (self->tested_labels, &r->tested);
  set_ratings_row (self->opponent_labels, &r->opponents);

  /* Translators: mean game length: turns of every seat, then those of the tested deck. */
  length = g_strdup_printf (_("Games last %.1f turns on average, %.1f of them this deck’s."),
                            r->mean_turns, r->mean_own_turns);
  gtk_label_set_label (GTK_LABEL (self->length_label), length);

  credits_rate = drive_in_deck_lab_format_percent (r->n_games > 0 ? (double) r->credits_rolled / r->n_games : 0);
  /* Translators: games the deck ended by rolling the credits, of all games, then the Roll
   * the Credits cards it played (successful or not). */
  credits = g_strdup_printf (_("Rolled the credits in %u of %u games (%s); played %u Roll the "
                               "Credits."),
                             r->credits_rolled, r->n_games, credits_rate, r->credits_played);
  gtk_label_set_label (GTK_LABEL (self->credits_label), credits);

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

  fill_card_lists (self, r->cards);
}

/* Another game's results: the same figures where the shared lab has them, the game's own
 * figures in its words (GameLabHooks.describe). */
void
drive_in_deck_lab_show_game_results (DriveInDeckLab *self)
{
  const GameLabResults *r = self->game_results;
  g_autofree char *rate = NULL;
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;
  g_autofree char *fair = NULL;
  g_autofree char *interval = NULL;
  g_autofree char *record = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *length = NULL;
  g_autoptr(GString) figures = g_string_new (NULL);

  gtk_widget_set_visible (self->results_box, r != NULL);
  drive_in_deck_lab_update_stale (self);
  if (r == NULL)
    return;

  rate = drive_in_deck_lab_format_percent (r->win_rate);
  low = drive_in_deck_lab_format_percent (r->win_low);
  high = drive_in_deck_lab_format_percent (r->win_high);
  fair = drive_in_deck_lab_format_percent (r->fair_rate);
  gtk_label_set_label (GTK_LABEL (self->win_rate_label), rate);
  interval = g_strdup_printf (_("95%% confidence interval %s to %s; an even match wins %s"),
                              low, high, fair);
  gtk_label_set_label (GTK_LABEL (self->interval_label), interval);
  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, r->seed);
  record = g_strdup_printf (ngettext ("%u won, %u tied, %u lost: %u game at %u seats, %s "
                                      "level, seed %s",
                                      "%u won, %u tied, %u lost: %u games at %u seats, %s "
                                      "level, seed %s", r->n_games),
                            r->wins, r->ties, r->losses, r->n_games, r->n_seats,
                            level_name (drive_in_deck_lab_get_level (self)), seed);
  gtk_label_set_label (GTK_LABEL (self->record_label), record);
  gtk_widget_set_visible (self->ratings_grid, FALSE);

  if (r->has_own_turns && r->n_games > 0)
    length = g_strdup_printf (_("Games last %.1f turns on average, %.1f of them this deck’s."),
                              r->mean_turns, r->own_turns / r->n_games);
  else
    /* Translators: mean game length in turns of every seat. */
    length = g_strdup_printf (_("Games last %.1f turns on average."), r->mean_turns);
  gtk_label_set_label (GTK_LABEL (self->length_label), length);

  if (r->hooks != NULL && r->hooks->describe != NULL)
    r->hooks->describe (r, figures);
  while (figures->len > 0 && figures->str[figures->len - 1] == '\n')
    g_string_truncate (figures, figures->len - 1);
  gtk_label_set_label (GTK_LABEL (self->credits_label), figures->str);
  gtk_widget_set_visible (self->credits_label, figures->len > 0);

  gtk_widget_set_visible (self->failed_label, r->n_failed > 0);
  if (r->n_failed > 0)
    {
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
