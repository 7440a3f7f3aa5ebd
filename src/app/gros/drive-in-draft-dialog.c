/* drive-in-draft-dialog.c: a Draft (000) against computer drafters: pick from each pack, then
 * see the balanced deck and start the game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-card-tile.h"
#include "drive-in-composition-chart.h"
#include "drive-in-draft-dialog.h"
#include "drive-in-resources.h"
#include "gros-ai-draft.h"
#include "drive-in-toast.h"
#include "gros-deck.h"

/* Cards in the pack grid and in the deck summary, in logical pixels. */
#define PACK_CARD_WIDTH    150
#define SUMMARY_CARD_WIDTH 96

struct _DriveInDraftDialog
{
  AdwWindow           parent_instance;

  DriveInCatalog        *catalog;
  GrosDraft          *draft;
  char               *error_message;
  guint               n_seats;
  guint               human_seat;
  GrosAiLevel         ai_level;
  guint64             ai_seed;      /* the next computer pick's seed */
  gboolean            with_credits;
  char               *status;

  GListStore         *pack;         /* the person's pack now, as the grid shows it */
  GtkSingleSelection *selection;
  GListStore         *picks;        /* the person's picks, the latest first */
  DriveInDeck           *picked_deck;  /* the same picks, for the composition chart */
  GPtrArray          *decks;        /* every seat's balanced DriveInDeck, once done */

  AdwWindowTitle     *window_title;
  GtkWidget          *start_button;
  AdwToastOverlay    *toast_overlay;
  GtkWidget          *stack;
  GtkWidget          *pack_view;
  GtkWidget          *detail_picture;
  GtkWidget          *detail_name;
  GtkWidget          *detail_type;
  GtkWidget          *detail_text;
  GtkWidget          *picks_heading;
  GtkWidget          *picks_chart;
  GtkWidget          *picks_list;
  GtkWidget          *error_page;
  GtkWidget          *summary_subtitle;
  GtkWidget          *summary_chart;
  GtkWidget          *balance_label;
  GtkWidget          *balance_list;
  GtkWidget          *deck_box;
  GtkWidget          *seats_list;
};

G_DEFINE_FINAL_TYPE (DriveInDraftDialog, drive_in_draft_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- texts ------------------------------------------------------------------------------- */

/* "Characters 8 · Creatures 5 · …", the types the deck has. */
static char *
describe_mix (DriveInDeck *deck)
{
  GString *text = g_string_new (NULL);

  g_assert (DRIVE_IN_IS_DECK (deck));

  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    {
      guint n = gros_deck_count_by_type (deck, (GrosCardType) t);

      if (n == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: a card type and its count in a deck, "Characters 8". */
      g_string_append_printf (text, _("%s %u"), gros_card_type_get_plural_label ((GrosCardType) t),
                              n);
    }
  return g_string_free (text, FALSE);
}

/* "Character · 2 Popcorn" */
static char *
describe_card_type (DriveInCard *card)
{
  GString *text = g_string_new (gros_card_type_get_label (gros_card_get_type (card)));
  const char *stat_label = gros_card_type_get_stat_label (gros_card_get_type (card));

  if (stat_label != NULL && gros_card_has_stat (card))
    {
      if (gros_card_is_stat_variable (card))
        g_string_append_printf (text, " · %s *", stat_label);
      else
        g_string_append_printf (text, " · %s %d", stat_label, gros_card_get_stat (card));
    }
  if (gros_card_get_popcorn (card) > 0)
    {
      g_string_append (text, " · ");
      /* Translators: a card's cost, "2 Popcorn". */
      g_string_append_printf (text, _("%d Popcorn"), gros_card_get_popcorn (card));
    }
  return g_string_free (text, FALSE);
}

/* --- the draft page ---------------------------------------------------------------------- */

static void
show_detail (DriveInDraftDialog *self,
             DriveInCard           *card)
{
  g_autofree char *type = NULL;

  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));

  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (self->detail_picture), card);
  gtk_widget_set_visible (self->detail_picture, card != NULL);
  if (card != NULL)
    type = describe_card_type (card);
  gtk_label_set_label (GTK_LABEL (self->detail_name), card != NULL ? drive_in_card_get_name (card) : "");
  gtk_label_set_label (GTK_LABEL (self->detail_type), type != NULL ? type : "");
  gtk_label_set_label (GTK_LABEL (self->detail_text),
                       card != NULL && drive_in_card_get_abilities (card) != NULL
                       ? drive_in_card_get_abilities (card) : "");
  gtk_widget_set_visible (self->detail_text,
                          *gtk_label_get_label (GTK_LABEL (self->detail_text)) != '\0');
}

static void
on_selection_changed_cb (DriveInDraftDialog *self)
{
  show_detail (self, gtk_single_selection_get_selected_item (self->selection));
}

static void
update_status (DriveInDraftDialog *self)
{
  guint left;

  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));

  g_clear_pointer (&self->status, g_free);
  if (self->draft == NULL)
    self->status = g_strdup (_("The draft cannot start"));
  else if (gros_draft_is_done (self->draft))
    self->status = g_strdup (_("Draft complete · decks balanced"));
  else
    {
      guint round = gros_draft_get_round (self->draft);

      left = g_list_model_get_n_items (G_LIST_MODEL (self->pack));
      /* Round one passes packs to the right, round two to the left. */
      if (round % 2 == 0)
        self->status = g_strdup_printf (_("Round %u of %u · Pick %u of %u · packs pass right"),
                                        round + 1, GROS_DRAFT_ROUNDS,
                                        GROS_DRAFT_PACK_SIZE - left + 1, GROS_DRAFT_PACK_SIZE);
      else
        self->status = g_strdup_printf (_("Round %u of %u · Pick %u of %u · packs pass left"),
                                        round + 1, GROS_DRAFT_ROUNDS,
                                        GROS_DRAFT_PACK_SIZE - left + 1, GROS_DRAFT_PACK_SIZE);
    }
  adw_window_title_set_subtitle (self->window_title, self->status);
}

static void
update_picks_heading (DriveInDraftDialog *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->picks));
  g_autofree char *text = NULL;

  /* Translators: the person's drafted cards so far, "Your Picks · 4 of 30". */
  text = g_strdup_printf (_("Your Picks · %u of %u"), n,
                          GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS);
  gtk_label_set_label (GTK_LABEL (self->picks_heading), text);
}

static GtkWidget *
create_pick_row (gpointer item,
                 gpointer user_data)
{
  DriveInCard *card = item;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *stripe = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (drive_in_card_get_name (card));
  GtkWidget *type = gtk_label_new (gros_card_type_get_label (gros_card_get_type (card)));

  gtk_widget_add_css_class (stripe, "type-stripe");
  gtk_widget_add_css_class (stripe, "draft-pick-stripe");
  gtk_widget_add_css_class (stripe, drive_in_card_get_css_class (card));
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_widget_add_css_class (type, "dim-label");
  gtk_widget_add_css_class (type, "caption");
  gtk_box_append (GTK_BOX (box), stripe);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), type);
  gtk_widget_set_tooltip_text (box, drive_in_card_get_name (card));
  gtk_widget_add_css_class (box, "draft-pick");
  return box;
}

static void
on_pack_factory_setup_cb (GtkSignalListItemFactory *factory,
                          GtkListItem              *list_item,
                          DriveInDraftDialog       *self)
{
  gtk_list_item_set_child (list_item, drive_in_card_picture_new (PACK_CARD_WIDTH));
}

static void
on_pack_factory_bind_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *list_item,
                         DriveInDraftDialog       *self)
{
  GtkWidget *picture = gtk_list_item_get_child (list_item);
  DriveInCard *card = gtk_list_item_get_item (list_item);

  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (picture), card);
  gtk_widget_set_tooltip_text (picture, drive_in_card_get_name (card));
}

static void
on_pack_factory_unbind_cb (GtkSignalListItemFactory *factory,
                           GtkListItem              *list_item,
                           DriveInDraftDialog       *self)
{
  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (gtk_list_item_get_child (list_item)), NULL);
}

/* --- the summary page -------------------------------------------------------------------- */

static int
compare_by_type (gconstpointer a,
                 gconstpointer b)
{
  DriveInCard *x = *(DriveInCard **) a;
  DriveInCard *y = *(DriveInCard **) b;

  if (gros_card_get_type (x) != gros_card_get_type (y))
    return (int) gros_card_get_type (x) - (int) gros_card_get_type (y);
  return g_utf8_collate (drive_in_card_get_name (x), drive_in_card_get_name (y));
}

static void
add_balance_row (DriveInDraftDialog *self,
                 DriveInCard           *card,
                 gboolean            added)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name (added ? "list-add-symbolic"
                                                  : "list-remove-symbolic");
  g_autofree char *subtitle = NULL;

  if (added)
    /* Translators: a card balancing put into the deck, "Added · Plot Twist". */
    subtitle = g_strdup_printf (_("Added · %s"),
                                gros_card_type_get_label (gros_card_get_type (card)));
  else
    /* Translators: a drafted card balancing took out, "Returned · Special Effect". */
    subtitle = g_strdup_printf (_("Returned · %s"),
                                gros_card_type_get_label (gros_card_get_type (card)));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), drive_in_card_get_name (card));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  gtk_list_box_append (GTK_LIST_BOX (self->balance_list), row);
}

static void
fill_summary (DriveInDraftDialog *self)
{
  DriveInDeck *deck = g_ptr_array_index (self->decks, self->human_seat);
  g_autoptr(GHashTable) drafted = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GListModel) problems = drive_in_deck_validate (deck, self->catalog);
  g_autofree char *mix = describe_mix (deck);
  g_autofree char *subtitle = NULL;
  guint n_added = 0, n_returned = 0;

  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));

  /* What balancing changed: the deck against the cards the person drafted. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->picks)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (self->picks), i);

      g_hash_table_add (drafted, (gpointer) drive_in_card_get_id (card));
    }
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);
      DriveInCard *card = drive_in_deck_entry_get_card (entry);

      if (card == NULL)
        continue;
      g_ptr_array_add (cards, g_object_ref (card));
      if (!g_hash_table_remove (drafted, drive_in_card_get_id (card)))
        {
          add_balance_row (self, card, TRUE);
          n_added++;
        }
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->picks)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (self->picks), i);

      if (g_hash_table_contains (drafted, drive_in_card_get_id (card)))
        {
          add_balance_row (self, card, FALSE);
          n_returned++;
        }
    }

  if (n_added == 0 && n_returned == 0)
    gtk_label_set_label (GTK_LABEL (self->balance_label),
                         _("Your picks already had the 4 Plot Twists the rules ask for: nothing "
                           "to balance."));
  else if (self->with_credits)
    gtk_label_set_label (GTK_LABEL (self->balance_label),
                         _("A drafted deck plays with 4 Plot Twists and 2 Roll the Credits. These "
                           "cards were swapped so the deck stays at 30:"));
  else
    gtk_label_set_label (GTK_LABEL (self->balance_label),
                         _("A drafted deck plays with 4 Plot Twists. These cards were swapped so "
                           "the deck stays at 30:"));
  gtk_widget_set_visible (self->balance_list, n_added + n_returned > 0);

  /* Translators: the drafted deck's size, then its cards per type. */
  subtitle = g_strdup_printf (ngettext ("%u card: %s", "%u cards: %s", drive_in_deck_get_n_cards (deck)),
                              drive_in_deck_get_n_cards (deck), mix);
  if (g_list_model_get_n_items (problems) > 0)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, 0);
      char *with_problem = g_strdup_printf ("%s\n%s", subtitle, drive_in_deck_problem_get_message (problem));

      g_free (subtitle);
      subtitle = with_problem;
    }
  gtk_label_set_label (GTK_LABEL (self->summary_subtitle), subtitle);
  drive_in_composition_chart_set_deck (DRIVE_IN_COMPOSITION_CHART (self->summary_chart), deck);

  g_ptr_array_sort (cards, compare_by_type);
  for (guint i = 0; i < cards->len; i++)
    {
      GtkWidget *picture = drive_in_card_picture_new (SUMMARY_CARD_WIDTH);

      drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (picture), cards->pdata[i]);
      gtk_widget_set_tooltip_text (picture, drive_in_card_get_name (cards->pdata[i]));
      gtk_flow_box_append (GTK_FLOW_BOX (self->deck_box), picture);
    }

  for (guint s = 0; s < self->n_seats; s++)
    {
      GtkWidget *row;
      g_autofree char *title = NULL;
      g_autofree char *seat_mix = NULL;

      if (s == self->human_seat)
        continue;
      row = adw_action_row_new ();
      /* Translators: a computer drafter's seat in the draft summary. */
      title = g_strdup_printf (_("Seat %u · Computer"), s + 1);
      seat_mix = describe_mix (g_ptr_array_index (self->decks, s));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), seat_mix);
      gtk_list_box_append (GTK_LIST_BOX (self->seats_list), row);
    }
}

static void
finish_draft (DriveInDraftDialog *self)
{
  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));
  g_assert (gros_draft_is_done (self->draft));

  /* Balancing moves cards between seats and the pool: build every deck once. */
  self->decks = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint s = 0; s < self->n_seats; s++)
    {
      g_autofree char *name = NULL;
      DriveInDeck *deck;

      if (s == self->human_seat)
        name = g_strdup (_("My Drafted Deck"));
      else
        /* Translators: the deck a computer drafted at a seat. */
        name = g_strdup_printf (_("Drafted Deck (Seat %u)"), s + 1);
      deck = gros_draft_build_deck (self->draft, s, self->with_credits, name);
      drive_in_deck_set_catalog (deck, self->catalog);
      g_ptr_array_add (self->decks, deck);
    }

  fill_summary (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "summary");
  gtk_widget_set_visible (self->start_button, TRUE);
  gtk_widget_grab_focus (self->start_button);
}

/* Puts the keyboard on the first card of a new pack, where the selection (and so the
 * detail) is: Enter then takes the card the detail shows. */
static void
focus_first_card (DriveInDraftDialog *self)
{
  g_autoptr(DriveInCard) first = g_list_model_get_item (G_LIST_MODEL (self->pack), 0);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));

  /* Only when the keyboard was on the pack (or nowhere yet). */
  if (first == NULL
      || (focus != NULL && focus != self->pack_view && !gtk_widget_is_ancestor (focus, self->pack_view)))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (self->pack_view);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *picture = gtk_widget_get_first_child (child);

      if (DRIVE_IN_IS_CARD_PICTURE (picture)
          && drive_in_card_picture_get_card (DRIVE_IN_CARD_PICTURE (picture)) == first)
        {
          gtk_widget_grab_focus (child);
          return;
        }
    }
}

/* Shows the person's pack as the draft has it now. */
static void
refresh (DriveInDraftDialog *self)
{
  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));

  if (!gros_draft_is_done (self->draft))
    {
      GListModel *pack = gros_draft_get_pack (self->draft, self->human_seat);
      guint n = g_list_model_get_n_items (pack);
      g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (cards, g_list_model_get_item (pack, i));
      g_list_store_splice (self->pack, 0, g_list_model_get_n_items (G_LIST_MODEL (self->pack)),
                           cards->pdata, cards->len);
      gtk_single_selection_set_selected (self->selection, 0);
      on_selection_changed_cb (self);
      focus_first_card (self);
    }
  else
    g_list_store_remove_all (self->pack);
  update_status (self);
  update_picks_heading (self);
  if (gros_draft_is_done (self->draft) && self->decks == NULL)
    finish_draft (self);
}

/* Every computer seat that has not picked from its pack picks now. */
static void
run_computers (DriveInDraftDialog *self)
{
  guint round = gros_draft_get_round (self->draft);

  g_assert (DRIVE_IN_IS_DRAFT_DIALOG (self));

  for (guint s = 0; s < self->n_seats && !gros_draft_is_done (self->draft); s++)
    {
      g_autoptr(GError) error = NULL;
      DriveInCard *card;

      if (s == self->human_seat || gros_draft_has_picked (self->draft, s)
          || gros_draft_get_round (self->draft) != round)
        continue;
      card = gros_ai_draft_choose (self->draft, s, self->ai_level, self->ai_seed++);
      if (card == NULL || !gros_draft_pick (self->draft, s, drive_in_card_get_id (card), &error))
        g_critical ("Computer drafter %u could not pick: %s", s + 1,
                    error != NULL ? error->message : "no card");
    }
}

static void
on_pack_view_activate_cb (DriveInDraftDialog *self,
                          guint               position)
{
  g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (self->pack), position);
  g_autoptr(GError) error = NULL;

  if (card == NULL)
    return;
  if (!drive_in_draft_dialog_pick (self, drive_in_card_get_id (card), &error))
    adw_toast_overlay_add_toast (self->toast_overlay, drive_in_toast_new (error->message));
}

static void
on_cancel_clicked_cb (DriveInDraftDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_start_clicked_cb (DriveInDraftDialog *self)
{
  drive_in_draft_dialog_start_game (self);
}

/* --- object ------------------------------------------------------------------------------ */

static void
drive_in_draft_dialog_dispose (GObject *object)
{
  DriveInDraftDialog *self = DRIVE_IN_DRAFT_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_DRAFT_DIALOG);
  g_clear_object (&self->selection);
  g_clear_object (&self->pack);
  g_clear_object (&self->picks);
  g_clear_object (&self->picked_deck);
  G_OBJECT_CLASS (drive_in_draft_dialog_parent_class)->dispose (object);
}

static void
drive_in_draft_dialog_finalize (GObject *object)
{
  DriveInDraftDialog *self = DRIVE_IN_DRAFT_DIALOG (object);

  /* Kept to the end: the decks can be read after the dialog closed. */
  g_clear_pointer (&self->decks, g_ptr_array_unref);
  g_clear_object (&self->draft);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->error_message, g_free);
  g_clear_pointer (&self->status, g_free);
  G_OBJECT_CLASS (drive_in_draft_dialog_parent_class)->finalize (object);
}

static void
drive_in_draft_dialog_class_init (DriveInDraftDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_draft_dialog_dispose;
  object_class->finalize = drive_in_draft_dialog_finalize;

  /* The person confirmed the balanced decks: read them with dup_decks(). */
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);

  g_type_ensure (DRIVE_IN_TYPE_CARD_PICTURE);
  g_type_ensure (DRIVE_IN_TYPE_COMPOSITION_CHART);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-draft-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, pack_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, detail_picture);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, detail_name);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, detail_type);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, detail_text);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, picks_heading);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, picks_chart);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, picks_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, error_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, summary_subtitle);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, summary_chart);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, balance_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, balance_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, deck_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInDraftDialog, seats_list);
  gtk_widget_class_bind_template_callback (widget_class, on_pack_view_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked_cb);
}

static void
drive_in_draft_dialog_init (DriveInDraftDialog *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  drive_in_ensure_css (gtk_widget_get_display (GTK_WIDGET (self)), "drive-in-draft-dialog.css");
  gtk_widget_init_template (GTK_WIDGET (self));

  self->pack = g_list_store_new (DRIVE_IN_TYPE_CARD);
  self->picks = g_list_store_new (DRIVE_IN_TYPE_CARD);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->pack)));
  g_signal_connect_object (self->selection, "notify::selected-item",
                           G_CALLBACK (on_selection_changed_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect (factory, "setup", G_CALLBACK (on_pack_factory_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_pack_factory_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_pack_factory_unbind_cb), self);
  gtk_grid_view_set_factory (GTK_GRID_VIEW (self->pack_view), factory);
  gtk_grid_view_set_model (GTK_GRID_VIEW (self->pack_view), GTK_SELECTION_MODEL (self->selection));

  gtk_list_box_bind_model (GTK_LIST_BOX (self->picks_list), G_LIST_MODEL (self->picks),
                           create_pick_row, NULL, NULL);
}

DriveInDraftDialog *
drive_in_draft_dialog_new (GtkWindow   *parent,
                           DriveInCatalog *catalog,
                           guint        n_seats,
                           guint        human_seat,
                           GrosAiLevel  ai_level,
                           guint64      seed,
                           gboolean     with_credits)
{
  DriveInDraftDialog *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (n_seats >= 2 && n_seats <= GROS_DRAFT_MAX_SEATS, NULL);
  g_return_val_if_fail (human_seat < n_seats, NULL);
  g_return_val_if_fail ((guint) ai_level < GROS_AI_N_LEVELS, NULL);

  self = g_object_new (DRIVE_IN_TYPE_DRAFT_DIALOG, "transient-for", parent, NULL);
  self->catalog = g_object_ref (catalog);
  self->n_seats = n_seats;
  self->human_seat = human_seat;
  self->ai_level = ai_level;
  self->ai_seed = seed;
  self->with_credits = with_credits;
  self->picked_deck = gros_deck_new (catalog, NULL, GROS_FORMAT_DRAFT);
  drive_in_composition_chart_set_deck (DRIVE_IN_COMPOSITION_CHART (self->picks_chart),
                                       self->picked_deck);

  self->draft = gros_draft_new (G_LIST_MODEL (catalog), n_seats, seed, &error);
  if (self->draft == NULL)
    {
      self->error_message = g_strdup (error->message);
      adw_status_page_set_description (ADW_STATUS_PAGE (self->error_page), error->message);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "error");
      update_status (self);
      return self;
    }
  refresh (self);
  gtk_widget_grab_focus (self->pack_view);
  return self;
}

gboolean
drive_in_draft_dialog_pick (DriveInDraftDialog  *self,
                            const char          *card_id,
                            GError             **error)
{
  g_autoptr(DriveInCard) card = NULL;
  GListModel *pack;

  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->draft == NULL)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, self->error_message);
      return FALSE;
    }
  pack = gros_draft_get_pack (self->draft, self->human_seat);
  for (guint i = 0; i < g_list_model_get_n_items (pack) && card == NULL; i++)
    {
      g_autoptr(DriveInCard) item = g_list_model_get_item (pack, i);

      if (g_str_equal (drive_in_card_get_id (item), card_id))
        card = g_steal_pointer (&item);
    }
  if (!gros_draft_pick (self->draft, self->human_seat, card_id, error))
    return FALSE;

  g_list_store_insert (self->picks, 0, card);
  drive_in_deck_add_card (self->picked_deck, card);
  run_computers (self);
  refresh (self);
  return TRUE;
}

void
drive_in_draft_dialog_start_game (DriveInDraftDialog *self)
{
  g_return_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self));

  if (self->decks == NULL)
    return;
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
}

GPtrArray *
drive_in_draft_dialog_dup_decks (DriveInDraftDialog *self)
{
  GPtrArray *copies;

  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), NULL);

  if (self->decks == NULL)
    return NULL;
  copies = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint s = 0; s < self->decks->len; s++)
    {
      DriveInDeck *deck = g_ptr_array_index (self->decks, s);
      DriveInDeck *copy = gros_deck_new (self->catalog, drive_in_deck_get_name (deck),
                                      gros_deck_get_format (deck));
      g_auto(GStrv) ids = drive_in_deck_dup_card_ids (deck);

      for (guint i = 0; ids[i] != NULL; i++)
        drive_in_deck_add (copy, ids[i]);
      g_ptr_array_add (copies, copy);
    }
  return copies;
}

guint
drive_in_draft_dialog_get_round (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), 0);

  return self->draft != NULL ? gros_draft_get_round (self->draft) : 0;
}

guint
drive_in_draft_dialog_get_n_picks (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), 0);

  return self->picks != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->picks)) : 0;
}

gboolean
drive_in_draft_dialog_is_done (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), FALSE);

  return self->decks != NULL;
}

GListModel *
drive_in_draft_dialog_get_pack (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), NULL);

  return G_LIST_MODEL (self->pack);
}

GrosDraft *
drive_in_draft_dialog_get_draft (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), NULL);

  return self->draft;
}

const char *
drive_in_draft_dialog_get_status (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), NULL);

  return self->status;
}

const char *
drive_in_draft_dialog_get_error_message (DriveInDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DRAFT_DIALOG (self), NULL);

  return self->error_message;
}
