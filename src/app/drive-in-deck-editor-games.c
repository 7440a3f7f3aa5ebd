/* drive-in-deck-editor-games.c: the Decks page as the deck's game wants it (its
 * DriveInDeckGame): slot, side deck, counts, packs, charts, print menu. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-deck-editor-private.h"
#include "drive-in-deck-game.h"

/* The deck's game as the Decks page knows it; NULL without a deck or a descriptor. */
static const DriveInDeckGame *
get_deck_game (DriveInDeckEditor *self)
{
  return self->deck != NULL ? drive_in_deck_game_lookup (drive_in_deck_get_game (self->deck)) : NULL;
}

static DriveInCard *
lookup_card (DriveInDeckEditor *self,
             const char        *card_id)
{
  return self->catalog != NULL && card_id != NULL ? drive_in_catalog_lookup (self->catalog, card_id)
                                                  : NULL;
}

static guint
count_copies (DriveInDeckEditor *self,
              const char        *card_id)
{
  guint n = 0;

  for (guint i = 0; i < drive_in_deck_get_n_cards (self->deck); i++)
    n += g_strcmp0 (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (self->deck, i)),
                    card_id) == 0;
  return n;
}

/* Whether a slot card of @deck is named @owner (the gruff an ability card belongs to). */
static gboolean
deck_has_owner (DriveInDeckEditor     *self,
                const DriveInDeckGame *game,
                const char            *owner)
{
  for (guint i = 0; i < drive_in_deck_get_n_cards (self->deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (self->deck, i));

      if (card != NULL && drive_in_deck_game_is_slot_card (game, self->deck, card)
          && g_strcmp0 (drive_in_card_get_original_name (card), owner) == 0)
        return TRUE;
    }
  return FALSE;
}

void
drive_in_deck_editor_update_game_labels (DriveInDeckEditor *self)
{
  const DriveInDeckGame *game = get_deck_game (self);
  g_autofree char *count = NULL;
  g_autofree char *side = NULL;
  gboolean ok;
  guint n, target;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (game == NULL)
    return;

  /* "32 / 40 cards": the slot's card is beside the deck, not in it. */
  n = drive_in_deck_game_count_deck_cards (game, self->deck);
  target = drive_in_deck_game_get_target_size (game, self->deck);
  if (target == 0 && !drive_in_deck_game_is_shared (game))
    {
      /* No size to aim at: the count alone, as update_labels() wrote it. */
      gtk_widget_remove_css_class (self->deck_count_label, "warning");
      return;
    }
  if (drive_in_deck_game_is_shared (game))
    {
      GListModel *problems = drive_in_validation_panel_get_problems (self->validation_panel);

      /* A shared deck may hold other counts than the standard deck's: only its rules warn. */
      ok = problems == NULL || g_list_model_get_n_items (problems) == 0;
      /* Translators: a Groo deck's cards against the game's standard deck, "110 cards ·
       * standard 114". */
      count = g_strdup_printf (ngettext ("%u card · standard %u", "%u cards · standard %u", n),
                               n, target);
    }
  else
    {
      ok = n == target;
      /* Translators: the cards of a deck against its size, "32 / 40 cards". */
      count = g_strdup_printf (ngettext ("%u / %u card", "%u / %u cards", target), n, target);
    }
  gtk_label_set_label (GTK_LABEL (self->deck_count_label), count);
  if (ok)
    gtk_widget_remove_css_class (self->deck_count_label, "warning");
  else
    gtk_widget_add_css_class (self->deck_count_label, "warning");

  if (game->side_size > 0)
    {
      n = g_list_model_get_n_items (drive_in_deck_get_side (self->deck));
      /* Translators: the cards of a side deck against its size, "3 / 7". */
      side = g_strdup_printf (_("%u / %u"), n, game->side_size);
      gtk_label_set_label (GTK_LABEL (self->side_count_label), side);
      /* An empty side deck is no side deck; one being built shows what it lacks. */
      if (n == 0 || n == game->side_size)
        gtk_widget_remove_css_class (self->side_count_label, "warning");
      else
        gtk_widget_add_css_class (self->side_count_label, "warning");
    }
}

/* The game the page is set up for: the deck's, or before the first deck the default one's. */
static const DriveInDeckGame *
get_page_game (DriveInDeckEditor *self)
{
  return self->deck != NULL ? get_deck_game (self) : drive_in_deck_game_get_default ();
}

void
drive_in_deck_editor_update_pack_menu (DriveInDeckEditor *self)
{
  const DriveInDeckGame *game = get_page_game (self);

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->pack_menu == NULL)
    return;
  g_menu_remove_all (self->pack_menu);
  if (self->catalog != NULL && game != NULL && game->packs != NULL)
    game->packs->fill_menu (self->pack_menu, self->catalog);
  gtk_widget_set_sensitive (self->add_pack_button,
                            g_menu_model_get_n_items (G_MENU_MODEL (self->pack_menu)) > 0);
}

void
drive_in_deck_editor_configure_for_deck (DriveInDeckEditor *self)
{
  const DriveInDeckGame *game = get_page_game (self);
  gboolean editable = game != NULL && !game->plain_list;
  gboolean charts = game != NULL && game->charts;
  const DriveInDeckGamePacks *packs = game != NULL ? game->packs : NULL;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  drive_in_deck_list_view_set_counts_editable (self->deck_list, editable);
  drive_in_deck_list_view_set_counts_editable (self->side_list, editable);
  gtk_widget_set_visible (self->side_box, game != NULL && game->side_size > 0);
  /* Room for the - and + buttons beside each card. */
  gtk_widget_set_size_request (self->deck_column, editable ? 330 : 260, -1);
  gtk_widget_set_visible (self->type_charts, charts);
  gtk_widget_set_visible (GTK_WIDGET (self->deck_stats), game != NULL && !charts);
  gtk_widget_set_visible (self->add_pack_button, packs != NULL);
  /* Hidden without packs: no words of its own then. */
  gtk_label_set_label (GTK_LABEL (self->add_pack_label),
                       packs != NULL && packs->button_label != NULL ? _(packs->button_label) : "");
  gtk_widget_set_tooltip_text (self->add_pack_button,
                               packs != NULL && packs->button_tooltip != NULL
                               ? _(packs->button_tooltip) : NULL);
  drive_in_deck_editor_update_pack_menu (self);
  /* The empty deck suggests what the editor offers: whole packs only where the button to
   * add one is shown. */
  drive_in_deck_list_view_set_empty_text (self->deck_list, _("Empty Deck"),
                                          packs != NULL && packs->empty_hint != NULL
                                          ? _(packs->empty_hint)
                                          : _("Drag cards here or double-click them in the "
                                              "library"));
  /* The Test Deck pane plays every game's decks: GROS's with odds and a sample hand, the
   * others through the shared lab. */
  gtk_widget_set_sensitive (self->lab_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.test-deck", TRUE);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->print_button),
                                  game != NULL && game->new_title_sheet != NULL
                                  ? self->title_print_menu
                                  : game != NULL && game->new_reference != NULL
                                  ? self->reference_print_menu
                                  : game != NULL && game->new_tracker != NULL
                                  ? self->tracker_print_menu : self->game_print_menu);
  drive_in_card_detail_set_side_deck (self->card_detail, game != NULL && game->side_size > 0);
  if (game == NULL || game->plain_list)
    {
      gtk_widget_remove_css_class (self->deck_count_label, "warning");
      drive_in_deck_list_view_set_problems (self->deck_list, NULL);
    }
  drive_in_deck_editor_update_game_labels (self);
}

gboolean
drive_in_deck_editor_add_game_card (DriveInDeckEditor *self,
                                    const char        *card_id)
{
  const DriveInDeckGame *game = get_deck_game (self);
  DriveInCard *card = lookup_card (self, card_id);
  const DriveInDeckGameSlot *slot_info;
  g_autoptr(GPtrArray) ids = NULL;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->deck == NULL || card == NULL)
    return FALSE;

  /* A deck belongs to one game: another game's card is refused, with the reason. */
  if (!g_str_equal (drive_in_card_get_game (card), drive_in_deck_get_game (self->deck)))
    {
      g_autofree char *title =
        /* Translators: "Reef Crab is a card of Grotto Beasts!: this deck is for Grave Robbers
         * From Outer Space." */
        g_strdup_printf (_("%s is a card of %s: this deck is for %s."), drive_in_card_get_name (card),
                         drive_in_game_info_get_label (drive_in_game_info_lookup (
                           drive_in_card_get_game (card))),
                         drive_in_game_info_get_label (drive_in_game_info_lookup (
                           drive_in_deck_get_game (self->deck))));

      drive_in_deck_editor_add_toast (self, title);
      return TRUE;
    }

  if (game == NULL)
    return FALSE;

  /* A game that takes each card once (Gruff) says so rather than adding a second copy. */
  if (game->max_copies > 0 && count_copies (self, card_id) >= game->max_copies)
    {
      const char *game_label = drive_in_game_info_get_label (drive_in_game_info_lookup (game->game));
      g_autofree char *title =
        game->max_copies == 1
        /* Translators: a card refused by the Decks page: "Bramblehorn is already in the deck:
         * a Gruff deck holds each card once." */
        ? g_strdup_printf (_("%s is already in the deck: a %s deck holds each card once."),
                           drive_in_card_get_name (card), game_label)
        /* Translators: "Reef Crab: a deck of Grotto Beasts! holds 3 copies of a card at most." */
        : g_strdup_printf (_("%s: a deck of %s holds %u copies of a card at most."),
                           drive_in_card_get_name (card), game_label, game->max_copies);

      drive_in_deck_editor_add_toast (self, title);
      return TRUE;
    }

  /* A card that belongs to a slot card (a Gruff ability card to its gruff) goes in only
   * while its owner is in the deck, so the deck is built owner first. */
  if (game->owner_attribute != NULL
      && drive_in_card_get_attribute_text (card, game->owner_attribute) != NULL
      && !deck_has_owner (self, game, drive_in_card_get_attribute_text (card, game->owner_attribute)))
    {
      g_autofree char *title =
        /* Translators: "Sharpen Horns is one of Bramblehorn's own cards: add Bramblehorn to the
         * deck first." */
        g_strdup_printf (_("%s is one of %s’s own cards: add %s to the deck first."),
                         drive_in_card_get_name (card),
                         drive_in_card_get_attribute_text (card, game->owner_attribute),
                         drive_in_card_get_attribute_text (card, game->owner_attribute));

      drive_in_deck_editor_add_toast (self, title);
      return TRUE;
    }

  slot_info = drive_in_deck_game_find_slot (game, self->deck, card);
  if (slot_info == NULL)
    return FALSE;
  ids = drive_in_deck_game_dup_slot_card_ids (game, self->deck, slot_info);
  if (ids->len < slot_info->count)
    return FALSE;
  /* A full slot of one card: another takes its place. */
  if (slot_info->count == 1)
    {
      g_autofree char *old = g_strdup (ids->pdata[0]);
      g_autofree char *label = NULL;

      if (g_strcmp0 (old, card_id) == 0)
        return TRUE;
      /* Translators: the undo label of a new Challenger, "Change Challenger". */
      label = g_strdup_printf (_("Change %s"), drive_in_game_info_card_kind_label (card));
      drive_in_deck_history_replace_card (self->history, old, card_id, label);
      return TRUE;
    }
  /* A full slot of several: one has to go first, the user says which. */
  {
    const DriveInCardKindInfo *kind =
      drive_in_game_info_find_kind (drive_in_game_info_lookup (game->game), slot_info->kind);
    g_autofree char *lower = g_utf8_strdown (drive_in_game_info_kind_plural (kind), -1);
    g_autofree char *title =
      /* Translators: "The deck has its 3 gruffs: take one out before adding Bramblehorn." */
      g_strdup_printf (_("The deck has its %u %s: take one out before adding %s."),
                       slot_info->count, lower, drive_in_card_get_name (card));

    drive_in_deck_editor_add_toast (self, title);
  }
  return TRUE;
}

gboolean
drive_in_deck_editor_drop_side_card (DriveInDeckEditor *self,
                                     DriveInCard          *card)
{
  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->history == NULL || !drive_in_deck_list_view_is_dragging (self->side_list))
    return FALSE;
  drive_in_deck_history_remove_side (self->history, drive_in_card_get_id (card));
  return TRUE;
}

/* --- the deck list, the side deck, the slot ---------------------------------------------- */

static void
add_side (DriveInDeckEditor *self,
          const char        *card_id)
{
  DriveInCard *card = lookup_card (self, card_id);

  if (self->history == NULL || !drive_in_deck_is_valid_card_id (card_id))
    return;
  if (card != NULL && !g_str_equal (drive_in_card_get_game (card), drive_in_deck_get_game (self->deck)))
    return;
  drive_in_deck_history_add_side (self->history, card_id);
}

static void
on_deck_list_add_card_cb (DriveInDeckEditor   *self,
                          const char          *card_id,
                          DriveInDeckListView *list)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "deck.add-card", "s", card_id);
}

static void
on_side_list_add_card_cb (DriveInDeckEditor   *self,
                          const char          *card_id,
                          DriveInDeckListView *list)
{
  add_side (self, card_id);
}

static void
on_side_list_remove_card_cb (DriveInDeckEditor   *self,
                             const char          *card_id,
                             DriveInDeckListView *list)
{
  if (self->history != NULL)
    drive_in_deck_history_remove_side (self->history, card_id);
}

static void
on_side_list_card_dropped_cb (DriveInDeckEditor   *self,
                              DriveInCard            *card,
                              DriveInDeckListView *list)
{
  add_side (self, drive_in_card_get_id (card));
}

static void
on_deck_slot_card_dropped_cb (DriveInDeckEditor *self,
                              DriveInCard          *card,
                              DriveInDeckSlot   *slot)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "deck.add-card", "s", drive_in_card_get_id (card));
}

static void
on_validation_panel_variant_chosen_cb (DriveInDeckEditor      *self,
                                       const char             *variant,
                                       DriveInValidationPanel *panel)
{
  if (self->history != NULL)
    drive_in_deck_history_set_variant (self->history, variant);
  drive_in_deck_editor_update_game_labels (self);
}

/* The reasons the deck is illegal, on the cards they name. */
static void
on_validation_panel_problems_cb (DriveInDeckEditor      *self,
                                 GParamSpec             *pspec,
                                 DriveInValidationPanel *panel)
{
  const DriveInDeckGame *game = get_deck_game (self);
  GListModel *problems = game != NULL && !game->plain_list
                         ? drive_in_validation_panel_get_problems (panel) : NULL;

  drive_in_deck_list_view_set_problems (self->deck_list, problems);
  drive_in_deck_list_view_set_problems (self->side_list, problems);
  drive_in_deck_slot_set_problems (self->deck_slot, problems);
  drive_in_deck_editor_update_game_labels (self);
}

/* --- actions ---------------------------------------------------------------------------- */

static void
add_side_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  add_side (DRIVE_IN_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL));
}

static void
remove_side_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);

  if (self->history != NULL)
    drive_in_deck_history_remove_side (self->history, g_variant_get_string (parameter, NULL));
}

static void
continue_new_for_game (DriveInDeckEditor *self,
                       gpointer           data)
{
  const char *game = data;

  drive_in_deck_editor_show_new_deck (self, drive_in_deck_game_new_deck (
                                              drive_in_deck_game_lookup (game), self->catalog,
                                              _("New Deck"), NULL));
}

/* deck.new-for-game (s: a game id): a new empty deck of that game, in its first variant, once
 * unsaved changes are dealt with. */
static void
new_for_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);
  const char *game = g_variant_get_string (parameter, NULL);

  if (self->catalog == NULL || drive_in_game_info_lookup (game) == NULL
      || drive_in_deck_game_lookup (game) == NULL)
    return;
  drive_in_deck_editor_guard_unsaved (self, continue_new_for_game, g_strdup (game), g_free);
}

void
drive_in_deck_editor_games_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "deck.add-side", "s", add_side_action);
  gtk_widget_class_install_action (widget_class, "deck.remove-side", "s", remove_side_action);
  gtk_widget_class_install_action (widget_class, "deck.new-for-game", "s", new_for_game_action);

  gtk_widget_class_bind_template_callback (widget_class, on_deck_list_add_card_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_side_list_add_card_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_side_list_remove_card_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_side_list_card_dropped_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_slot_card_dropped_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_validation_panel_variant_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_validation_panel_problems_cb);
}

/* The New button's menu offers Quick Build for each game with packs that builds from them,
 * and a new deck of each game the page builds decks for. */
void
drive_in_deck_editor_games_build (DriveInDeckEditor *self)
{
  g_autoptr(GMenu) quick = g_menu_new ();
  g_autoptr(GMenu) section = g_menu_new ();
  const DriveInDeckGame *const *games;
  guint n;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  games = drive_in_deck_game_list (&n);
  for (guint i = 0; i < n; i++)
    {
      const DriveInDeckGamePacks *packs = games[i]->packs;
      g_autoptr(GMenuItem) item = NULL;

      if (packs == NULL || packs->run_quick_build == NULL || packs->quick_build_label == NULL)
        continue;
      item = g_menu_item_new (_(packs->quick_build_label), NULL);
      g_menu_item_set_action_and_target (item, "deck.quick-build", "s", games[i]->game);
      g_menu_append_item (quick, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (quick)) > 0)
    g_menu_append_section (G_MENU (self->new_menu), NULL, G_MENU_MODEL (quick));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GMenuItem) item =
        g_menu_item_new (drive_in_game_info_get_label (drive_in_game_info_lookup (games[i]->game)), NULL);

      g_menu_item_set_action_and_target (item, "deck.new-for-game", "s", games[i]->game);
      g_menu_append_item (section, item);
    }
  g_menu_append_section (G_MENU (self->new_menu), _("New Deck For"), G_MENU_MODEL (section));

  drive_in_deck_list_view_set_empty_text (self->side_list, _("Empty Side Deck"),
                                          _("Drag cards here to keep them for the games "
                                            "between matches"));
  drive_in_deck_editor_configure_for_deck (self);
}
