/* drive-in-deck-lab.c: the Test Deck pane: AI games with the deck, exact odds, sample hands. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-deck-lab.h"
#include "drive-in-deck-lab-private.h"
#include "game-lab.h"
#include "drive-in-odds-plot.h"
#include "drive-in-resources.h"

/* Turns the odds are plotted over, and the sample hand's turns (the kept hand first). */
#define ODDS_TURNS       12
#define HAND_TURNS       4
/* The odds and the sample hand wait for the edits to pause. */
#define UPDATE_DELAY_MS  250
#define HAND_CARD_WIDTH  60

G_DEFINE_FINAL_TYPE (DriveInDeckLab, drive_in_deck_lab, GTK_TYPE_WIDGET)

enum
{
  CARD_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- small helpers ---------------------------------------------------------------------- */

static guint
spin_get_uint (GtkWidget *spin)
{
  return (guint) gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin));
}

char *
drive_in_deck_lab_format_percent (double probability)
{
  return g_strdup_printf ("%.1f%%", 100 * probability);
}

static gboolean
deck_has_cards (DriveInDeckLab *self)
{
  return self->deck != NULL && drive_in_deck_get_n_cards (self->deck) > 0;
}

/* The lab hooks of the deck's game, or NULL. */
static const GameLabHooks *
lab_hooks (DriveInDeckLab *self)
{
  return self->deck != NULL ? game_lab_hooks_lookup (drive_in_deck_get_game (self->deck)) : NULL;
}

/* Decks of a game whose lab hooks give odds and sample hands get them; the games of every
 * game's deck are the shared lab's (game-lab.c). No deck yet: the page as it first shows. */
static gboolean
has_deck_odds (DriveInDeckLab *self)
{
  const GameLabHooks *hooks = lab_hooks (self);

  return self->deck == NULL || (hooks != NULL && hooks->odds != NULL);
}

/* What the game's random opponents are, in its own words when its lab hooks have them. */
static const char *
random_decks_subtitle (DriveInDeckLab *self)
{
  const GameLabHooks *hooks = lab_hooks (self);

  if (hooks != NULL && hooks->random_decks_subtitle != NULL)
    return _(hooks->random_decks_subtitle);
  return _("Random legal decks of the game, played in turn; 0 with no saved decks: a new one "
           "every game");
}

static gboolean
has_sample_hands (DriveInDeckLab *self)
{
  const GameLabHooks *hooks = lab_hooks (self);

  return self->deck == NULL || (hooks != NULL && hooks->sample_hand != NULL);
}

void
drive_in_deck_lab_remove_all_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else if (GTK_IS_GRID (box))
        gtk_grid_remove (GTK_GRID (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static void
update_actions (DriveInDeckLab *self)
{
  gboolean running = self->run != NULL;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lab.run", !running && deck_has_cards (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lab.cancel", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lab.redeal", deck_has_cards (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lab.clear-opponents",
                                 self->opponents->len > 0);
  gtk_widget_set_visible (self->cancel_button, running);
}

static void
update_run_button (DriveInDeckLab *self)
{
  guint n = spin_get_uint (self->games_spin);
  g_autofree char *label = NULL;

  /* Translators: the button that starts a run; %u is the number of games. */
  label = g_strdup_printf (ngettext ("_Run %u Game", "_Run %u Games", n), n);
  gtk_button_set_label (GTK_BUTTON (self->run_button), label);
}

static void
set_run_status (DriveInDeckLab *self,
                const char     *message)
{
  gtk_label_set_label (GTK_LABEL (self->run_status_label), message != NULL ? message : "");
  gtk_widget_set_visible (self->run_status_label, message != NULL && *message != '\0');
}

/* --- odds ------------------------------------------------------------------------------- */

/* The deck's odds as its game's lab hooks give them: headline figures, then plots. */
static void
show_odds (DriveInDeckLab *self)
{
  const GameLabOdds *o = self->odds;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  gtk_widget_set_visible (self->odds_placeholder, o == NULL);
  gtk_widget_set_visible (self->odds_box, o != NULL);
  for (guint i = 0; i < GAME_LAB_ODDS_MAX_FIGURES; i++)
    {
      const GameLabOddsFigure *figure = o != NULL && i < o->n_figures ? &o->figures[i] : NULL;

      gtk_label_set_label (GTK_LABEL (self->odds_figures[i]),
                           figure != NULL && figure->value != NULL ? figure->value : "");
      gtk_label_set_label (GTK_LABEL (self->odds_captions[i]),
                           figure != NULL && figure->caption != NULL ? figure->caption : "");
      gtk_widget_set_visible (gtk_widget_get_parent (self->odds_figures[i]), figure != NULL);
    }
  for (guint i = 0; i < GAME_LAB_ODDS_MAX_PLOTS; i++)
    {
      const GameLabOddsPlot *plot = o != NULL && i < o->n_plots ? &o->plots[i] : NULL;
      DriveInOddsPlot *widget = self->odds_plots[i];
      /* The plot's box, in its flow box child. */
      GtkWidget *child = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (widget)));

      gtk_widget_set_visible (child, plot != NULL);
      if (plot == NULL)
        {
          gtk_label_set_label (GTK_LABEL (self->odds_titles[i]), "");
          gtk_label_set_label (GTK_LABEL (self->odds_summaries[i]), "");
          drive_in_odds_plot_clear (widget);
          continue;
        }
      gtk_label_set_label (GTK_LABEL (self->odds_titles[i]), plot->title != NULL ? plot->title
                                                                                 : "");
      gtk_label_set_label (GTK_LABEL (self->odds_summaries[i]),
                           plot->summary != NULL ? plot->summary : "");
      drive_in_odds_plot_set_percent (widget, plot->percent);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      plot->description != NULL ? plot->description
                                                                : plot->title, -1);
      for (guint order = 0; order < GAME_LAB_ODDS_N_ORDERS; order++)
        drive_in_odds_plot_set_values (widget, order, plot->values[order],
                                       MIN (o->n_turns, GAME_LAB_ODDS_MAX_TURNS));
    }
}

static void
update_odds (DriveInDeckLab *self)
{
  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  gtk_widget_set_visible (self->odds_section, has_deck_odds (self));
  /* What the pane says it does follows the deck's game. */
  gtk_label_set_label (GTK_LABEL (self->intro_label),
                       has_deck_odds (self)
                       ? _("Computer players play the deck against other decks, from every seat "
                           "in turn. The odds of the draw below are exact.")
                       : _("Computer players play the deck against other decks of its game, "
                           "from every seat in turn."));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->random_row), random_decks_subtitle (self));
  g_clear_pointer (&self->odds, game_lab_odds_free);
  if (deck_has_cards (self) && has_deck_odds (self))
    self->odds = lab_hooks (self)->odds (self->deck, spin_get_uint (self->plays_spin),
                                         ODDS_TURNS);
  show_odds (self);
}

/* --- sample hand ------------------------------------------------------------------------ */

static DriveInCatalog *
get_catalog (DriveInDeckLab *self)
{
  if (self->catalog != NULL)
    return self->catalog;
  return self->deck != NULL ? drive_in_deck_get_catalog (self->deck) : NULL;
}

static void
select_card_id (DriveInDeckLab *self,
                const char     *card_id)
{
  DriveInCatalog *catalog = get_catalog (self);
  DriveInCard *card = catalog != NULL && card_id != NULL ? drive_in_catalog_lookup (catalog, card_id)
                                                      : NULL;

  if (card != NULL)
    g_signal_emit (self, signals[CARD_SELECTED], 0, card);
}

static void
on_picture_released_cb (GtkGestureClick *gesture,
                        int              n_press,
                        double           x,
                        double           y,
                        DriveInDeckLab  *self)
{
  GtkWidget *picture = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  DriveInCard *card = drive_in_card_picture_get_card (DRIVE_IN_CARD_PICTURE (picture));

  if (card != NULL)
    g_signal_emit (self, signals[CARD_SELECTED], 0, card);
}

/* A flow box that only lays out: nothing to select or activate in it. */
static GtkWidget *
new_flow_box (guint spacing)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), spacing);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), spacing);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  /* Filling the width: its height is measured for the whole width. */
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  return flow;
}

/* A heading over cards; the opening hand's cards wrap in a narrow pane. */
static GtkWidget *
new_card_row (DriveInDeckLab *self,
              const char     *heading,
              GStrv           ids,
              gboolean        wrap)
{
  DriveInCatalog *catalog = get_catalog (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (heading);
  GtkWidget *cards = wrap ? new_flow_box (0) : gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), cards);

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      DriveInCard *card = catalog != NULL ? drive_in_catalog_lookup (catalog, ids[i]) : NULL;
      GtkWidget *picture = drive_in_card_picture_new (HAND_CARD_WIDTH);

      drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (picture), card);
      gtk_widget_set_tooltip_text (picture, card != NULL ? drive_in_card_get_name (card) : ids[i]);
      if (card != NULL)
        {
          /* A click shows the card in the editor's inspector. */
          GtkGesture *click = gtk_gesture_click_new ();

          g_signal_connect_object (click, "released", G_CALLBACK (on_picture_released_cb), self,
                                   0);
          gtk_widget_add_controller (picture, GTK_EVENT_CONTROLLER (click));
          gtk_widget_set_cursor_from_name (picture, "pointer");
        }
      if (wrap)
        gtk_flow_box_append (GTK_FLOW_BOX (cards), picture);
      else
        gtk_box_append (GTK_BOX (cards), picture);
    }
  if (ids == NULL || ids[0] == NULL)
    {
      /* Translators: a turn whose Fill Up drew nothing. */
      GtkWidget *none = gtk_label_new (_("No card"));

      gtk_widget_add_css_class (none, "dim-label");
      gtk_widget_set_size_request (none, HAND_CARD_WIDTH,
                                   drive_in_card_height_for_width (HAND_CARD_WIDTH));
      if (wrap)
        gtk_flow_box_append (GTK_FLOW_BOX (cards), none);
      else
        gtk_box_append (GTK_BOX (cards), none);
    }
  return box;
}

static void
show_hand (DriveInDeckLab *self,
           const char     *problem)
{
  GtkWidget *draws;
  g_autofree char *status = NULL;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  drive_in_deck_lab_remove_all_children (self->hand_box);
  if (self->hand == NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->hand_status_label),
                           problem != NULL ? problem
                                           : _("Add cards to the deck to deal a sample hand."));
      return;
    }

  gtk_label_set_label (GTK_LABEL (self->hand_status_label),
                       self->hand->status != NULL ? self->hand->status : "");

  gtk_box_append (GTK_BOX (self->hand_box),
                  new_card_row (self, _("Opening hand"), g_ptr_array_index (self->hand->turns, 0),
                                TRUE));
  /* The turns side by side while they fit. */
  draws = new_flow_box (12);
  for (guint t = 1; t < self->hand->turns->len; t++)
    {
      /* Translators: the cards drawn at a turn's Fill Up. */
      g_autofree char *heading = g_strdup_printf (_("Turn %u"), t + 1);

      gtk_flow_box_append (GTK_FLOW_BOX (draws),
                           new_card_row (self, heading, g_ptr_array_index (self->hand->turns, t),
                                         FALSE));
    }
  gtk_box_append (GTK_BOX (self->hand_box), draws);
}

static void
update_hand (DriveInDeckLab *self)
{
  g_autoptr(GError) error = NULL;

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  g_clear_pointer (&self->hand, game_lab_hand_free);
  gtk_widget_set_visible (self->hand_section, has_sample_hands (self));
  if (!has_sample_hands (self))
    return;
  if (deck_has_cards (self))
    self->hand = lab_hooks (self)->sample_hand (self->catalog, self->deck,
                                                drive_in_deck_lab_get_hand_seed (self),
                                                HAND_TURNS, spin_get_uint (self->plays_spin),
                                                &error);
  show_hand (self, error != NULL ? error->message : NULL);
}

static void
on_card_list_row_activated_cb (DriveInDeckLab *self,
                               GtkListBoxRow  *row)
{
  select_card_id (self, g_object_get_data (G_OBJECT (row), "drive-in-card-id"));
}

/* --- following the deck ----------------------------------------------------------------- */

void
drive_in_deck_lab_update_stale (DriveInDeckLab *self)
{
  gtk_widget_set_visible (self->stale_label,
                          self->results != NULL && self->results_serial != self->deck_serial);
}

static void
update_now (DriveInDeckLab *self)
{
  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  g_clear_handle_id (&self->update_id, g_source_remove);
  update_odds (self);
  update_hand (self);
  drive_in_deck_lab_update_stale (self);
  update_actions (self);
}

static gboolean
update_timeout_cb (gpointer data)
{
  DriveInDeckLab *self = data;

  self->update_id = 0;
  update_now (self);
  return G_SOURCE_REMOVE;
}

static void
on_deck_changed_cb (DriveInDeckLab *self)
{
  self->deck_serial++;
  g_clear_handle_id (&self->update_id, g_source_remove);
  self->update_id = g_timeout_add (UPDATE_DELAY_MS, update_timeout_cb, self);
  update_actions (self);
}

static void
on_plays_spin_value_changed_cb (DriveInDeckLab *self)
{
  update_now (self);
}

static void
on_hand_seed_spin_value_changed_cb (DriveInDeckLab *self)
{
  update_hand (self);
}

/* --- running games ---------------------------------------------------------------------- */

static void
lab_run_free (LabRun *run)
{
  g_clear_object (&run->cancellable);
  g_clear_object (&run->self);
  g_free (run);
}

static void
on_run_progress_cb (guint    done,
                    guint    total,
                    gpointer data)
{
  LabRun *run = data;
  DriveInDeckLab *self = run->self;
  g_autofree char *text = NULL;

  if (self->run != run)
    return;
  /* Translators: progress of a run of games. */
  text = g_strdup_printf (_("%u of %u games played"), done, total);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar),
                                 total > 0 ? (double) done / total : 0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), text);
}

static void
on_run_finished_cb (GObject      *source,
                         GAsyncResult *result,
                         gpointer      data)
{
  LabRun *run = data;
  DriveInDeckLab *self = run->self;
  g_autoptr(GameLabResults) results = NULL;
  g_autoptr(GError) error = NULL;

  results = game_lab_run_finish (result, &error);
  if (self->run != run)
    {
      /* The pane went away, or the run was dropped with its deck. */
      lab_run_free (run);
      return;
    }
  self->run = NULL;

  gtk_widget_set_sensitive (self->results_box, TRUE);
  if (results != NULL)
    {
      g_autofree char *text = NULL;

      g_clear_pointer (&self->results, game_lab_results_free);
      self->results = g_steal_pointer (&results);
      self->results_serial = self->run_serial;
      /* Translators: the progress bar once a run is over. */
      text = g_strdup_printf (ngettext ("%u game played", "%u games played",
                                        self->results->n_games),
                              self->results->n_games);
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), 1);
      gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), text);
      set_run_status (self, NULL);
      drive_in_deck_lab_show_results (self);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), _("Cancelled"));
  else
    {
      gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), 0);
      gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), _("Not run"));
      set_run_status (self, error->message);
    }
  update_actions (self);
  lab_run_free (run);
}

static void
drop_run (DriveInDeckLab *self)
{
  if (self->run == NULL)
    return;
  /* Its callback still comes, and frees it. */
  g_cancellable_cancel (self->run->cancellable);
  self->run = NULL;
}

static void
run_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  drive_in_deck_lab_run (DRIVE_IN_DECK_LAB (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  drive_in_deck_lab_cancel (DRIVE_IN_DECK_LAB (widget));
}

static void
redeal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  drive_in_deck_lab_redeal (DRIVE_IN_DECK_LAB (widget));
}

static guint64
new_seed (void)
{
  return (guint64) g_random_int_range (1, G_MAXINT32);
}

static void
new_seed_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  drive_in_deck_lab_set_seed (DRIVE_IN_DECK_LAB (widget), new_seed ());
}

/* --- opponents -------------------------------------------------------------------------- */

static void
update_opponents_row (DriveInDeckLab *self)
{
  g_autoptr(GString) names = g_string_new (NULL);

  g_assert (DRIVE_IN_IS_DECK_LAB (self));

  for (guint i = 0; i < self->opponents->len; i++)
    {
      if (i > 0)
        g_string_append (names, ", ");
      g_string_append (names, drive_in_deck_get_name (g_ptr_array_index (self->opponents, i)));
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->opponents_row),
                               names->len > 0 ? names->str
                                              : _("None: random decks only"));
  update_actions (self);
}

static void
on_chooser_response_cb (DriveInDeckLab       *self,
                        int                   response,
                        GtkFileChooserNative *chooser)
{
  g_autoptr(GListModel) files = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);

  if (response == GTK_RESPONSE_ACCEPT)
    files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (chooser));
  for (guint i = 0; files != NULL && i < g_list_model_get_n_items (files); i++)
    {
      g_autoptr(GFile) file = g_list_model_get_item (files, i);
      g_autoptr(GError) error = NULL;

      if (!drive_in_deck_lab_add_opponent_file (self, file, &error))
        g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "", error->message);
    }
  set_run_status (self, problems->str);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_clear_object (&self->chooser);
}

static void
choose_opponents_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  DriveInDeckLab *self = DRIVE_IN_DECK_LAB (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("Choose Opponent Decks"),
                                               GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (self->chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Decks"));
  gtk_file_filter_add_suffix (filter, DRIVE_IN_DECK_FILE_EXTENSION + 1);
  gtk_file_filter_add_suffix (filter, DRIVE_IN_DECK_FILE_EXTENSION_OLD + 1);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (on_chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
clear_opponents_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  drive_in_deck_lab_clear_opponents (DRIVE_IN_DECK_LAB (widget));
}

static void
on_games_spin_value_changed_cb (DriveInDeckLab *self)
{
  update_run_button (self);
}

/* --- widget ----------------------------------------------------------------------------- */

static void
drive_in_deck_lab_dispose (GObject *object)
{
  DriveInDeckLab *self = DRIVE_IN_DECK_LAB (object);

  drop_run (self);
  g_clear_handle_id (&self->update_id, g_source_remove);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_changed_cb, self);

  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_DECK_LAB);

  g_clear_object (&self->deck);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->opponents, g_ptr_array_unref);
  g_clear_pointer (&self->hand, game_lab_hand_free);
  g_clear_pointer (&self->odds, game_lab_odds_free);
  g_clear_pointer (&self->results, game_lab_results_free);

  G_OBJECT_CLASS (drive_in_deck_lab_parent_class)->dispose (object);
}

static void
add_shortcut (GtkShortcutController *controller,
              const char            *triggers,
              const char            *action_name)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers),
                                                          gtk_named_action_new (action_name)));
}

static void
drive_in_deck_lab_class_init (DriveInDeckLabClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_deck_lab_dispose;

  /* A card of the sample hand or of the results' lists was clicked. */
  signals[CARD_SELECTED] =
    g_signal_new ("card-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);

  gtk_widget_class_install_action (widget_class, "lab.run", NULL, run_action);
  gtk_widget_class_install_action (widget_class, "lab.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "lab.redeal", NULL, redeal_action);
  gtk_widget_class_install_action (widget_class, "lab.new-seed", NULL, new_seed_action);
  gtk_widget_class_install_action (widget_class, "lab.choose-opponents", NULL,
                                   choose_opponents_action);
  gtk_widget_class_install_action (widget_class, "lab.clear-opponents", NULL,
                                   clear_opponents_action);

  g_type_ensure (DRIVE_IN_TYPE_ODDS_PLOT);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-deck-lab.ui");
  /* Bound so that gtk_widget_dispose_template() unparents it. */
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, scroller);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, opponents_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, clear_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, random_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, level_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, games_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, seed_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, run_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, run_status_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, results_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, stale_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, win_rate_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, interval_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, record_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, figures_grid);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, length_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, figures_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, failed_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, most_played_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, least_played_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, plays_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, odds_placeholder);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, odds_box);
  /* The odds' figures and plots, as many as a game may give. */
  for (guint i = 0; i < GAME_LAB_ODDS_MAX_FIGURES; i++)
    {
      g_autofree char *figure = g_strdup_printf ("odds_figure_%u", i);
      g_autofree char *caption = g_strdup_printf ("odds_caption_%u", i);

      gtk_widget_class_bind_template_child_full (widget_class, figure, FALSE,
                                                 G_STRUCT_OFFSET (DriveInDeckLab,
                                                                  odds_figures[i]));
      gtk_widget_class_bind_template_child_full (widget_class, caption, FALSE,
                                                 G_STRUCT_OFFSET (DriveInDeckLab,
                                                                  odds_captions[i]));
    }
  for (guint i = 0; i < GAME_LAB_ODDS_MAX_PLOTS; i++)
    {
      g_autofree char *title = g_strdup_printf ("odds_title_%u", i);
      g_autofree char *plot = g_strdup_printf ("odds_plot_%u", i);
      g_autofree char *summary = g_strdup_printf ("odds_summary_%u", i);

      gtk_widget_class_bind_template_child_full (widget_class, title, FALSE,
                                                 G_STRUCT_OFFSET (DriveInDeckLab,
                                                                  odds_titles[i]));
      gtk_widget_class_bind_template_child_full (widget_class, plot, FALSE,
                                                 G_STRUCT_OFFSET (DriveInDeckLab,
                                                                  odds_plots[i]));
      gtk_widget_class_bind_template_child_full (widget_class, summary, FALSE,
                                                 G_STRUCT_OFFSET (DriveInDeckLab,
                                                                  odds_summaries[i]));
    }
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, hand_seed_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, hand_status_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, odds_section);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, hand_section);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, intro_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, random_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckLab, card_lists);
  gtk_widget_class_bind_template_callback (widget_class, on_games_spin_value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_list_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_plays_spin_value_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_hand_seed_spin_value_changed_cb);

  gtk_widget_class_set_css_name (widget_class, "decklab");
}

static void
drive_in_deck_lab_init (DriveInDeckLab *self)
{
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->opponents = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < GAME_LAB_ODDS_MAX_PLOTS; i++)
    {
      drive_in_odds_plot_set_series_label (self->odds_plots[i], GAME_LAB_ODDS_FIRST,
                                           _("Going first"));
      drive_in_odds_plot_set_series_label (self->odds_plots[i], GAME_LAB_ODDS_LATER,
                                           _("Later"));
    }

  /* Whenever the pane is shown, wherever the focus is. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>r", "lab.redeal");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>Return|<Control>KP_Enter",
                "lab.run");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  update_run_button (self);
  update_opponents_row (self);
  update_now (self);
}

/* --- public API ------------------------------------------------------------------------- */

GtkWidget *
drive_in_deck_lab_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_DECK_LAB, NULL);
}

void
drive_in_deck_lab_set_catalog (DriveInDeckLab *self,
                               DriveInCatalog    *catalog)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));
  g_return_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog));

  if (g_set_object (&self->catalog, catalog))
    update_now (self);
}

void
drive_in_deck_lab_set_deck (DriveInDeckLab *self,
                            DriveInDeck       *deck)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_changed_cb, self);
  g_set_object (&self->deck, deck);
  if (deck != NULL)
    {
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::variant", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::catalog", G_CALLBACK (on_deck_changed_cb), self);
    }

  /* Another deck: the games of the last one say nothing about it. */
  if (self->run != NULL)
    {
      drop_run (self);
      gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), _("Cancelled"));
    }
  g_clear_pointer (&self->results, game_lab_results_free);
  gtk_widget_set_sensitive (self->results_box, TRUE);
  set_run_status (self, NULL);
  drive_in_deck_lab_show_results (self);
  self->deck_serial++;
  update_now (self);
}

DriveInDeck *
drive_in_deck_lab_get_deck (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), NULL);

  return self->deck;
}

void
drive_in_deck_lab_set_level (DriveInDeckLab *self,
                             GameAiLevel     level)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));
  g_return_if_fail (level < GAME_AI_N_LEVELS);

  adw_combo_row_set_selected (ADW_COMBO_ROW (self->level_row), level);
}

GameAiLevel
drive_in_deck_lab_get_level (DriveInDeckLab *self)
{
  guint selected;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), GAME_AI_NORMAL);

  selected = adw_combo_row_get_selected (ADW_COMBO_ROW (self->level_row));
  return selected < GAME_AI_N_LEVELS ? (GameAiLevel) selected : GAME_AI_NORMAL;
}

void
drive_in_deck_lab_set_n_seats (DriveInDeckLab *self,
                               guint           n_seats)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->seats_spin), n_seats);
}

guint
drive_in_deck_lab_get_n_seats (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), 0);

  return spin_get_uint (self->seats_spin);
}

void
drive_in_deck_lab_set_n_games (DriveInDeckLab *self,
                               guint           n_games)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->games_spin), n_games);
}

guint
drive_in_deck_lab_get_n_games (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), 0);

  return spin_get_uint (self->games_spin);
}

void
drive_in_deck_lab_set_seed (DriveInDeckLab *self,
                            guint64         seed)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->seed_spin), (double) seed);
}

guint64
drive_in_deck_lab_get_seed (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), 0);

  return (guint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->seed_spin));
}

void
drive_in_deck_lab_set_n_random (DriveInDeckLab *self,
                                guint           n_random)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->random_spin), n_random);
}

gboolean
drive_in_deck_lab_add_opponent_file (DriveInDeckLab  *self,
                                     GFile           *file,
                                     GError         **error)
{
  DriveInDeck *deck;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  deck = drive_in_deck_load (file, get_catalog (self), NULL, error);
  if (deck == NULL)
    return FALSE;
  g_ptr_array_add (self->opponents, deck);
  update_opponents_row (self);
  return TRUE;
}

void
drive_in_deck_lab_clear_opponents (DriveInDeckLab *self)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  g_ptr_array_set_size (self->opponents, 0);
  update_opponents_row (self);
}

guint
drive_in_deck_lab_get_n_opponents (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), 0);

  return self->opponents->len;
}

/* Any game's deck through the shared lab (game-lab.c): the pane's level, games, seed and
 * random opponents; its seats within the variant's. */
gboolean
drive_in_deck_lab_run (DriveInDeckLab *self)
{
  const DriveInGameInfo *info;
  const DriveInGameVariant *variant = NULL;
  GameLabOptions options;
  LabRun *run;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), FALSE);

  if (self->run != NULL || !deck_has_cards (self))
    return FALSE;

  info = drive_in_game_info_lookup (drive_in_deck_get_game (self->deck));
  if (info != NULL)
    variant = drive_in_game_info_find_variant (info, drive_in_deck_get_variant (self->deck));
  game_lab_options_init (&options);
  options.level = drive_in_deck_lab_get_level (self);
  options.n_seats = drive_in_deck_lab_get_n_seats (self);
  if (variant != NULL)
    options.n_seats = CLAMP (options.n_seats, variant->min_seats, variant->max_seats);
  options.n_games = drive_in_deck_lab_get_n_games (self);
  options.seed = drive_in_deck_lab_get_seed (self);
  options.n_random_opponents = spin_get_uint (self->random_spin);
  /* One processor stays free for the window. */
  options.n_threads = MAX (g_get_num_processors (), 2) - 1;

  run = g_new0 (LabRun, 1);
  run->self = g_object_ref (self);
  run->cancellable = g_cancellable_new ();
  self->run = run;
  self->run_serial = self->deck_serial;

  gtk_widget_set_sensitive (self->results_box, FALSE);
  set_run_status (self, NULL);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), 0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), _("Dealing…"));
  update_actions (self);

  /* The opponents are read before this returns; @run lives until the callback. */
  game_lab_run_async (self->catalog, self->deck, self->opponents, &options, on_run_progress_cb,
                      run, run->cancellable, on_run_finished_cb, run);
  return TRUE;
}

void
drive_in_deck_lab_cancel (DriveInDeckLab *self)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  if (self->run == NULL)
    return;
  g_cancellable_cancel (self->run->cancellable);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress_bar), _("Cancelling…"));
}

gboolean
drive_in_deck_lab_is_running (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), FALSE);

  return self->run != NULL;
}

const GameLabResults *
drive_in_deck_lab_get_results (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), NULL);

  return self->results;
}

const GameLabOdds *
drive_in_deck_lab_get_odds (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), NULL);

  return self->odds;
}

guint64
drive_in_deck_lab_get_hand_seed (DriveInDeckLab *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), 0);

  return (guint64) gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->hand_seed_spin));
}

void
drive_in_deck_lab_set_hand_seed (DriveInDeckLab *self,
                                 guint64         seed)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  /* The spin button's value-changed deals the hand. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->hand_seed_spin), (double) seed);
}

void
drive_in_deck_lab_redeal (DriveInDeckLab *self)
{
  guint64 seed;

  g_return_if_fail (DRIVE_IN_IS_DECK_LAB (self));

  do
    seed = new_seed ();
  while (seed == drive_in_deck_lab_get_hand_seed (self));
  drive_in_deck_lab_set_hand_seed (self, seed);
}

char **
drive_in_deck_lab_dup_hand_card_ids (DriveInDeckLab *self)
{
  g_autoptr(GStrvBuilder) builder = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LAB (self), NULL);

  builder = g_strv_builder_new ();
  for (guint t = 0; self->hand != NULL && t < self->hand->turns->len; t++)
    g_strv_builder_addv (builder, (const char **) g_ptr_array_index (self->hand->turns, t));
  return g_strv_builder_end (builder);
}
