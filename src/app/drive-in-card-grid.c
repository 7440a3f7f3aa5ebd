/* drive-in-card-grid.c: the deck editor's library: search, filters and a grid of rendered cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-card-face.h"
#include "drive-in-card-grid.h"
#include "drive-in-card-picture.h"
#include "drive-in-deck-game.h"
#include "drive-in-resources.h"

/* Position 0 of every filter drop-down is "All ..."; the cost list is any, 0, 1, 2, 3, 4+. */
#define ALL 0
#define COST_FOUR_OR_MORE 4

struct _DriveInCardGrid
{
  GtkWidget             parent_instance;

  DriveInCatalog          *catalog;
  DriveInDeck             *deck;
  DriveInLibraryFilter *filter;
  GtkSingleSelection   *selection;
  GPtrArray            *release_ids; /* parallel to the drop-down items; [0] = NULL */
  GPtrArray            *pack_ids;
  GPtrArray            *traits;
  gboolean              filling;     /* refilling the drop-downs: ignore their changes */
  const DriveInGameInfo   *game;        /* the deck's game: its cards are shown */
  const DriveInDeckGame   *deck_game;   /* its Decks page descriptor (packs, traits), or NULL */
  guint                 game_total;  /* cards of the game in the catalog */

  GtkWidget            *search_entry;
  GtkWidget            *sort_dropdown;
  GtkWidget            *release_dropdown;
  GtkWidget            *pack_dropdown;
  GtkWidget            *type_dropdown;
  GtkWidget            *trait_dropdown;
  GtkWidget            *cost_dropdown;
  GtkWidget            *bucket_button;
  GtkWidget            *bucket_image;
  GtkWidget            *bucket_label;
  GtkWidget            *content_stack;
  GtkWidget            *scrolled_window;
  GtkWidget            *grid_view;
  GtkWidget            *empty_page;
  GtkWidget            *count_label;
};

G_DEFINE_FINAL_TYPE (DriveInCardGrid, drive_in_card_grid, GTK_TYPE_WIDGET)

enum {
  CARD_ACTIVATED,
  CARD_SELECTED,
  CARD_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- state ------------------------------------------------------------------------------- */

static void
update_state (DriveInCardGrid *self)
{
  GListModel *model = G_LIST_MODEL (drive_in_library_filter_get_model (self->filter));
  guint shown = g_list_model_get_n_items (model);
  guint total = self->game_total;
  g_autofree char *count = NULL;

  g_assert (DRIVE_IN_IS_CARD_GRID (self));

  if (shown == total)
    count = g_strdup_printf (ngettext ("%u card", "%u cards", total), total);
  else
    /* Translators: cards shown by the search, of all the cards: "12 of 161 cards". */
    count = g_strdup_printf (ngettext ("%u of %u card", "%u of %u cards", total), shown, total);
  gtk_label_set_label (GTK_LABEL (self->count_label), count);

  if (total == 0)
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), _("No Cards Yet"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page),
                                       _("Import a Feature Pack release to build decks"));
    }
  else
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), _("No Cards Found"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page),
                                       _("Try a different search or filter"));
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->content_stack),
                                    shown > 0 ? "grid" : "empty");
}

/* The catalog's cards of the game shown (a catalog holds every game's). */
static void
count_game_cards (DriveInCardGrid *self)
{
  GListModel *cards = self->catalog != NULL ? G_LIST_MODEL (self->catalog) : NULL;
  guint n = cards != NULL ? g_list_model_get_n_items (cards) : 0;

  g_assert (DRIVE_IN_IS_CARD_GRID (self));

  self->game_total = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      self->game_total += g_str_equal (drive_in_card_get_game (card), self->game->id);
    }
}

static void
on_model_items_changed_cb (DriveInCardGrid *self,
                           guint            position,
                           guint            removed,
                           guint            added,
                           GListModel      *model)
{
  update_state (self);
}

/* --- tiles ------------------------------------------------------------------------------- */

static void
update_badge (DriveInCardGrid *self,
              GtkWidget       *tile)
{
  DriveInCardPicture *picture = g_object_get_data (G_OBJECT (tile), "drive-in-picture");
  GtkWidget *badge = g_object_get_data (G_OBJECT (tile), "drive-in-badge");
  DriveInCard *card = drive_in_card_picture_get_card (picture);
  guint count = 0;

  if (card != NULL && self->deck != NULL)
    count = drive_in_deck_count (self->deck, drive_in_card_get_id (card));

  if (count > 0)
    {
      /* Translators: copies of a card in the deck, on its library tile. */
      g_autofree char *text = g_strdup_printf (_("×%u"), count);
      gtk_label_set_label (GTK_LABEL (badge), text);
    }
  gtk_widget_set_visible (badge, count > 0);
}

static void
on_deck_items_changed_cb (DriveInCardGrid *self,
                          guint            position,
                          guint            removed,
                          guint            added,
                          GListModel      *deck)
{
  /* The tiles the grid has now: each grid child holds one. */
  for (GtkWidget *child = gtk_widget_get_first_child (self->grid_view);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *tile = gtk_widget_get_first_child (child);

      if (tile != NULL && g_object_get_data (G_OBJECT (tile), "drive-in-badge") != NULL)
        update_badge (self, tile);
    }
}

static GdkContentProvider *
on_drag_prepare_cb (GtkDragSource *source,
                    double         x,
                    double         y,
                    GtkWidget     *tile)
{
  DriveInCardPicture *picture = g_object_get_data (G_OBJECT (tile), "drive-in-picture");
  DriveInCard *card = drive_in_card_picture_get_card (picture);

  if (card == NULL)
    return NULL;
  /* The model object, not the widget: the deck list reads the card back. */
  return gdk_content_provider_new_typed (DRIVE_IN_TYPE_CARD, card);
}

static void
on_drag_begin_cb (GtkDragSource *source,
                  GdkDrag       *drag,
                  GtkWidget     *tile)
{
  DriveInCardPicture *picture = g_object_get_data (G_OBJECT (tile), "drive-in-picture");
  GdkTexture *texture = drive_in_card_picture_get_texture (picture);
  int width = drive_in_card_picture_get_card_width (picture);

  if (texture != NULL)
    gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), width / 2,
                              drive_in_card_height_for_width (width) / 2);
}

static void
on_factory_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item,
                     DriveInCardGrid          *self)
{
  GtkWidget *tile = gtk_overlay_new ();
  GtkWidget *picture = drive_in_card_picture_new (DRIVE_IN_CARD_GRID_CARD_WIDTH);
  GtkWidget *badge = gtk_label_new (NULL);
  GtkDragSource *drag = gtk_drag_source_new ();

  gtk_overlay_set_child (GTK_OVERLAY (tile), picture);
  /* Bottom right: the top of the face holds the name and the cost. */
  gtk_widget_set_halign (badge, GTK_ALIGN_END);
  gtk_widget_set_valign (badge, GTK_ALIGN_END);
  gtk_widget_set_visible (badge, FALSE);
  gtk_widget_add_css_class (badge, "deck-count-badge");
  gtk_widget_set_tooltip_text (badge, _("Copies in the deck"));
  gtk_overlay_add_overlay (GTK_OVERLAY (tile), badge);
  gtk_widget_add_css_class (tile, "card-grid-tile");

  g_object_set_data (G_OBJECT (tile), "drive-in-picture", picture);
  g_object_set_data (G_OBJECT (tile), "drive-in-badge", badge);

  /* Copy to the deck; the deck's own rows drag with MOVE back to the library. */
  gtk_drag_source_set_actions (drag, GDK_ACTION_COPY);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare_cb), tile);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), tile);
  gtk_widget_add_controller (tile, GTK_EVENT_CONTROLLER (drag));

  gtk_list_item_set_child (list_item, tile);
}

static void
on_factory_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *list_item,
                    DriveInCardGrid          *self)
{
  GtkWidget *tile = gtk_list_item_get_child (list_item);
  DriveInCardPicture *picture = g_object_get_data (G_OBJECT (tile), "drive-in-picture");
  DriveInCard *card = gtk_list_item_get_item (list_item);

  /* Rendering starts here, for the cards the grid is about to show. */
  drive_in_card_picture_set_card (picture, card);
  gtk_widget_set_tooltip_text (tile, drive_in_card_get_name (card));
  update_badge (self, tile);
}

static void
on_factory_unbind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *list_item,
                      DriveInCardGrid          *self)
{
  GtkWidget *tile = gtk_list_item_get_child (list_item);

  /* Cancels the render of a card that scrolled away. */
  drive_in_card_picture_set_card (g_object_get_data (G_OBJECT (tile), "drive-in-picture"),
                                  NULL);
}

/* --- drop-downs -------------------------------------------------------------------------- */

static const char *
get_id (GPtrArray *ids,
        guint      position)
{
  if (ids == NULL || position == GTK_INVALID_LIST_POSITION || position >= ids->len)
    return NULL;
  return g_ptr_array_index (ids, position);
}

/* Selects @id in @dropdown (position 0 when it is gone). */
static void
select_id (GtkWidget  *dropdown,
           GPtrArray  *ids,
           const char *id)
{
  guint position = ALL;

  for (guint i = 1; id != NULL && i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), id) == 0)
      position = i;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), position);
}

/* The game's packs the library filters by, or NULL when it has none. */
static const DriveInDeckGamePacks *
get_packs (DriveInCardGrid *self)
{
  if (self->deck_game == NULL || self->deck_game->packs == NULL
      || self->deck_game->packs->list_packs == NULL)
    return NULL;
  return self->deck_game->packs;
}

static void
fill_packs (DriveInCardGrid *self)
{
  const char *release = get_id (self->release_ids,
                                gtk_drop_down_get_selected (GTK_DROP_DOWN (self->release_dropdown)));
  g_autofree char *selected = g_strdup (get_id (self->pack_ids,
                                                gtk_drop_down_get_selected (GTK_DROP_DOWN (self->pack_dropdown))));
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const DriveInDeckGamePacks *packs;

  g_assert (DRIVE_IN_IS_CARD_GRID (self));

  g_ptr_array_set_size (self->pack_ids, 0);
  gtk_string_list_append (labels, _("All Packs"));
  g_ptr_array_add (self->pack_ids, NULL);

  /* The game's own packs (GROS's Feature Packs). */
  packs = get_packs (self);
  if (packs != NULL && self->catalog != NULL)
    packs->list_packs (self->catalog, release, labels, self->pack_ids);

  self->filling = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->pack_dropdown), G_LIST_MODEL (labels));
  select_id (self->pack_dropdown, self->pack_ids, selected);
  self->filling = FALSE;

  drive_in_library_filter_set_pack (self->filter,
                                    get_id (self->pack_ids,
                                            gtk_drop_down_get_selected (GTK_DROP_DOWN (self->pack_dropdown))));
}

static void
fill_dropdowns (DriveInCardGrid *self)
{
  g_autofree char *release = NULL;
  g_autofree char *trait = NULL;
  g_autoptr(GtkStringList) releases = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) traits = gtk_string_list_new (NULL);
  g_auto(GStrv) all_traits = NULL;
  GListModel *catalog_releases;

  g_assert (DRIVE_IN_IS_CARD_GRID (self));

  release = g_strdup (get_id (self->release_ids,
                              gtk_drop_down_get_selected (GTK_DROP_DOWN (self->release_dropdown))));
  trait = g_strdup (get_id (self->traits,
                            gtk_drop_down_get_selected (GTK_DROP_DOWN (self->trait_dropdown))));

  g_ptr_array_set_size (self->release_ids, 0);
  gtk_string_list_append (releases, _("All Releases"));
  g_ptr_array_add (self->release_ids, NULL);
  catalog_releases = self->catalog != NULL ? drive_in_catalog_get_releases (self->catalog) : NULL;
  for (guint i = 0; catalog_releases != NULL && i < g_list_model_get_n_items (catalog_releases); i++)
    {
      g_autoptr(DriveInRelease) r = g_list_model_get_item (catalog_releases, i);

      if (!g_str_equal (drive_in_release_get_game (r), self->game->id))
        continue;
      gtk_string_list_append (releases, drive_in_release_get_name (r));
      g_ptr_array_add (self->release_ids, g_strdup (drive_in_release_get_sigil (r)));
    }

  g_ptr_array_set_size (self->traits, 0);
  gtk_string_list_append (traits, _("All Traits"));
  g_ptr_array_add (self->traits, NULL);
  all_traits = self->catalog != NULL ? drive_in_catalog_dup_traits (self->catalog) : NULL;
  for (guint i = 0; all_traits != NULL && all_traits[i] != NULL; i++)
    {
      gtk_string_list_append (traits, all_traits[i]);
      g_ptr_array_add (self->traits, g_strdup (all_traits[i]));
    }

  self->filling = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->release_dropdown), G_LIST_MODEL (releases));
  select_id (self->release_dropdown, self->release_ids, release);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->trait_dropdown), G_LIST_MODEL (traits));
  select_id (self->trait_dropdown, self->traits, trait);
  self->filling = FALSE;

  /* One release needs no release filter. */
  gtk_widget_set_visible (gtk_widget_get_parent (self->release_dropdown),
                          self->release_ids->len > 2);
  drive_in_library_filter_set_release (self->filter,
                                       get_id (self->release_ids,
                                               gtk_drop_down_get_selected (GTK_DROP_DOWN (self->release_dropdown))));
  drive_in_library_filter_set_trait (self->filter,
                                     get_id (self->traits,
                                             gtk_drop_down_get_selected (GTK_DROP_DOWN (self->trait_dropdown))));
  fill_packs (self);
}

static void
on_catalog_items_changed_cb (DriveInCardGrid *self,
                             guint            position,
                             guint            removed,
                             guint            added,
                             GListModel      *catalog)
{
  count_game_cards (self);
  fill_dropdowns (self);
  update_state (self);
}

static void
on_search_entry_search_changed_cb (DriveInCardGrid *self,
                                   GtkSearchEntry  *entry)
{
  drive_in_library_filter_set_search_text (self->filter,
                                           gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_search_entry_stop_search_cb (DriveInCardGrid *self,
                                GtkSearchEntry  *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
on_sort_dropdown_selected_cb (DriveInCardGrid *self,
                              GParamSpec      *pspec,
                              GtkDropDown     *dropdown)
{
  guint position = gtk_drop_down_get_selected (dropdown);

  if (position < DRIVE_IN_LIBRARY_SORT_N)
    drive_in_library_filter_set_sort (self->filter, (DriveInLibrarySort) position);
}

static void
on_release_dropdown_selected_cb (DriveInCardGrid *self,
                                 GParamSpec      *pspec,
                                 GtkDropDown     *dropdown)
{
  if (self->filling)
    return;
  drive_in_library_filter_set_release (self->filter,
                                       get_id (self->release_ids,
                                               gtk_drop_down_get_selected (dropdown)));
  fill_packs (self);
}

static void
on_pack_dropdown_selected_cb (DriveInCardGrid *self,
                              GParamSpec      *pspec,
                              GtkDropDown     *dropdown)
{
  if (self->filling)
    return;
  drive_in_library_filter_set_pack (self->filter,
                                    get_id (self->pack_ids, gtk_drop_down_get_selected (dropdown)));
}

static void
on_type_dropdown_selected_cb (DriveInCardGrid *self,
                              GParamSpec      *pspec,
                              GtkDropDown     *dropdown)
{
  guint position = gtk_drop_down_get_selected (dropdown);
  gboolean any = position == GTK_INVALID_LIST_POSITION || position == ALL;

  if (self->filling)
    return;
  /* The game's kinds in DriveInGameInfo order (GROS's are its card types). */
  drive_in_library_filter_set_kind (self->filter, any || position - 1 >= self->game->n_kinds
                                                  ? NULL : self->game->kinds[position - 1].id);
}

static void
on_trait_dropdown_selected_cb (DriveInCardGrid *self,
                               GParamSpec      *pspec,
                               GtkDropDown     *dropdown)
{
  if (self->filling)
    return;
  drive_in_library_filter_set_trait (self->filter,
                                     get_id (self->traits, gtk_drop_down_get_selected (dropdown)));
}

static void
on_cost_dropdown_selected_cb (DriveInCardGrid *self,
                              GParamSpec      *pspec,
                              GtkDropDown     *dropdown)
{
  guint position = gtk_drop_down_get_selected (dropdown);

  if (self->filling)
    return;
  if (position == GTK_INVALID_LIST_POSITION || position == ALL)
    drive_in_library_filter_set_cost (self->filter, DRIVE_IN_LIBRARY_ANY, FALSE);
  else
    /* Position 1 is "No Cost" (0), 5 is "4+". */
    drive_in_library_filter_set_cost (self->filter, (int) position - 1,
                                      position - 1 == COST_FOUR_OR_MORE);
}

static void
on_bucket_button_toggled_cb (DriveInCardGrid *self,
                             GtkToggleButton *button)
{
  drive_in_library_filter_set_buckets_only (self->filter, gtk_toggle_button_get_active (button));
}

static void
on_reset_button_clicked_cb (DriveInCardGrid *self,
                            GtkButton       *button)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->release_dropdown), ALL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->pack_dropdown), ALL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->type_dropdown), ALL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->trait_dropdown), ALL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->cost_dropdown), ALL);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->bucket_button), FALSE);
  drive_in_library_filter_reset (self->filter);
}

static void
on_grid_view_activate_cb (DriveInCardGrid *self,
                          guint            position,
                          GtkGridView     *grid_view)
{
  g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (card != NULL)
    g_signal_emit (self, signals[CARD_ACTIVATED], 0, card);
}

static void
on_selection_changed_cb (DriveInCardGrid    *self,
                         GParamSpec         *pspec,
                         GtkSingleSelection *selection)
{
  g_signal_emit (self, signals[CARD_SELECTED], 0, gtk_single_selection_get_selected_item (selection));
}

static gboolean
on_drop_cb (GtkDropTarget   *target,
            const GValue    *value,
            double           x,
            double           y,
            DriveInCardGrid *self)
{
  DriveInCard *card = g_value_get_object (value);

  if (!DRIVE_IN_IS_CARD (card))
    return FALSE;
  g_signal_emit (self, signals[CARD_DROPPED], 0, card);
  return TRUE;
}

/* The cost drop-down's list: any, 0, 1, 2, 3, 4 or more, as @face words them. */
static GListModel *
new_cost_list (const DriveInCardFace *face)
{
  GtkStringList *costs = gtk_string_list_new (NULL);

  gtk_string_list_append (costs, _("Any Cost"));
  for (int c = 0; c <= COST_FOUR_OR_MORE; c++)
    {
      g_autofree char *label = NULL;

      if (face != NULL && face->cost_filter_labels[c] != NULL)
        label = g_strdup (_(face->cost_filter_labels[c]));
      else if (c == COST_FOUR_OR_MORE)
        label = g_strdup (_("Cost 4+"));
      else
        /* Translators: a filter of another game's cards: "Cost 2". */
        label = g_strdup_printf (_("Cost %d"), c);
      gtk_string_list_append (costs, label);
    }
  return G_LIST_MODEL (costs);
}

/* The drop-downs a game's cards can be filtered by, from its descriptors: its kinds, its
 * costs and mark as its face words them, its packs and traits as its Decks page has them. */
static void
set_game (DriveInCardGrid       *self,
          const DriveInGameInfo *game)
{
  g_autoptr(GtkStringList) types = gtk_string_list_new (NULL);
  g_autoptr(GListModel) costs = NULL;
  const DriveInCardFace *face;
  const char *cost_label;
  gboolean marker;

  g_assert (DRIVE_IN_IS_CARD_GRID (self));

  if (self->game == game)
    return;
  self->game = game;
  self->deck_game = drive_in_deck_game_lookup (game->id);
  face = drive_in_card_face_lookup (game->id);
  marker = face != NULL && face->has_marker != NULL && face->marker_filter_label != NULL;

  self->filling = TRUE;
  gtk_string_list_append (types, _("All Types"));
  for (guint k = 0; k < game->n_kinds; k++)
    gtk_string_list_append (types, drive_in_game_info_kind_plural (&game->kinds[k]));
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->type_dropdown), G_LIST_MODEL (types));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->type_dropdown), ALL);
  costs = new_cost_list (face);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->cost_dropdown), costs);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->cost_dropdown), ALL);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->bucket_button), FALSE);
  self->filling = FALSE;

  gtk_widget_set_tooltip_text (self->cost_dropdown,
                               face != NULL && face->cost_filter_tooltip != NULL
                               ? _(face->cost_filter_tooltip) : _("Show cards of one cost"));
  cost_label = face != NULL ? drive_in_card_face_get_cost_label (face) : NULL;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cost_dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  cost_label != NULL ? cost_label : _("Cost"), -1);
  if (marker)
    {
      gtk_image_set_from_icon_name (GTK_IMAGE (self->bucket_image), face->marker_icon);
      gtk_widget_set_visible (self->bucket_image, face->marker_icon != NULL);
      gtk_label_set_label (GTK_LABEL (self->bucket_label), _(face->marker_filter_label));
      gtk_widget_set_tooltip_text (self->bucket_button,
                                   face->marker_filter_tooltip != NULL
                                   ? _(face->marker_filter_tooltip) : NULL);
    }

  drive_in_library_filter_set_kind (self->filter, NULL);
  drive_in_library_filter_set_cost (self->filter, DRIVE_IN_LIBRARY_ANY, FALSE);
  drive_in_library_filter_set_buckets_only (self->filter, FALSE);
  drive_in_library_filter_set_game (self->filter, game->id);
  gtk_widget_set_visible (gtk_widget_get_parent (self->pack_dropdown), get_packs (self) != NULL);
  gtk_widget_set_tooltip_text (self->pack_dropdown,
                               get_packs (self) != NULL && get_packs (self)->filter_tooltip != NULL
                               ? _(get_packs (self)->filter_tooltip) : NULL);
  gtk_widget_set_visible (gtk_widget_get_parent (self->trait_dropdown),
                          self->deck_game != NULL && self->deck_game->trait_filter);
  gtk_widget_set_visible (gtk_widget_get_parent (self->bucket_button), marker);

  count_game_cards (self);
  fill_dropdowns (self);
  update_state (self);
}

/* --- object ------------------------------------------------------------------------------ */

static void
drive_in_card_grid_dispose (GObject *object)
{
  DriveInCardGrid *self = DRIVE_IN_CARD_GRID (object);

  drive_in_card_grid_set_deck (self, NULL);
  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_func (self->catalog, on_catalog_items_changed_cb, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_CARD_GRID);
  /* Children without a bound field are not removed by gtk_widget_dispose_template(). */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->filter);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (drive_in_card_grid_parent_class)->dispose (object);
}

static void
drive_in_card_grid_finalize (GObject *object)
{
  DriveInCardGrid *self = DRIVE_IN_CARD_GRID (object);

  g_clear_pointer (&self->release_ids, g_ptr_array_unref);
  g_clear_pointer (&self->pack_ids, g_ptr_array_unref);
  g_clear_pointer (&self->traits, g_ptr_array_unref);

  G_OBJECT_CLASS (drive_in_card_grid_parent_class)->finalize (object);
}

static void
drive_in_card_grid_class_init (DriveInCardGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_card_grid_dispose;
  object_class->finalize = drive_in_card_grid_finalize;

  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);
  signals[CARD_SELECTED] =
    g_signal_new ("card-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);
  signals[CARD_DROPPED] =
    g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-card-grid.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, sort_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, release_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, pack_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, type_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, trait_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, cost_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, bucket_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, bucket_image);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, bucket_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, content_stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, grid_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, empty_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardGrid, count_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_sort_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_release_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_pack_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_type_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_trait_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_cost_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_bucket_button_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_reset_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_grid_view_activate_cb);

  gtk_widget_class_set_css_name (widget_class, "cardgrid");
}

static void
drive_in_card_grid_init (DriveInCardGrid *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autoptr(GtkExpression) trait_expression = NULL;
  GtkDropTarget *drop;
  GListModel *model;
  guint n_games;

  self->release_ids = g_ptr_array_new_with_free_func (g_free);
  self->pack_ids = g_ptr_array_new_with_free_func (g_free);
  self->traits = g_ptr_array_new_with_free_func (g_free);
  self->filter = drive_in_library_filter_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Typing in the trait list finds a trait. */
  trait_expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  gtk_drop_down_set_expression (GTK_DROP_DOWN (self->trait_dropdown), trait_expression);
  /* The first game's cards (GROS's) until the deck or the page picks a game. */
  set_game (self, drive_in_game_info_list (&n_games)[0]);

  model = G_LIST_MODEL (drive_in_library_filter_get_model (self->filter));
  g_signal_connect_object (model, "items-changed",
                           G_CALLBACK (on_model_items_changed_cb), self, G_CONNECT_SWAPPED);
  self->selection = gtk_single_selection_new (g_object_ref (model));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  g_signal_connect_object (self->selection, "notify::selected-item",
                           G_CALLBACK (on_selection_changed_cb), self, G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_factory_unbind_cb), self);
  gtk_grid_view_set_factory (GTK_GRID_VIEW (self->grid_view), factory);
  gtk_grid_view_set_model (GTK_GRID_VIEW (self->grid_view),
                           GTK_SELECTION_MODEL (self->selection));

  /* Cards dragged out of the deck come back here (MOVE); library drags are COPY. */
  drop = gtk_drop_target_new (DRIVE_IN_TYPE_CARD, GDK_ACTION_MOVE);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (self->content_stack, GTK_EVENT_CONTROLLER (drop));

  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (self->search_entry),
                                           self->grid_view);
  update_state (self);
}

GtkWidget *
drive_in_card_grid_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_CARD_GRID, NULL);
}

void
drive_in_card_grid_set_catalog (DriveInCardGrid *self,
                                DriveInCatalog     *catalog)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_GRID (self));
  g_return_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog));

  if (self->catalog == catalog)
    return;

  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_func (self->catalog, on_catalog_items_changed_cb, self);
  g_set_object (&self->catalog, catalog);
  if (catalog != NULL)
    g_signal_connect_swapped (catalog, "items-changed",
                              G_CALLBACK (on_catalog_items_changed_cb), self);

  drive_in_library_filter_set_cards (self->filter, G_LIST_MODEL (catalog));
  count_game_cards (self);
  fill_dropdowns (self);
  update_state (self);
}

DriveInCatalog *
drive_in_card_grid_get_catalog (DriveInCardGrid *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_GRID (self), NULL);

  return self->catalog;
}

void
drive_in_card_grid_set_deck (DriveInCardGrid *self,
                             DriveInDeck        *deck)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_GRID (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_items_changed_cb, self);
  g_set_object (&self->deck, deck);
  if (deck != NULL)
    {
      const DriveInGameInfo *game = drive_in_game_info_lookup (drive_in_deck_get_game (deck));

      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_items_changed_cb),
                                self);
      /* Only the deck's game's cards go in it. */
      if (game != NULL && self->grid_view != NULL)
        set_game (self, game);
    }
  if (self->grid_view != NULL)
    on_deck_items_changed_cb (self, 0, 0, 0, NULL);
}

DriveInLibraryFilter *
drive_in_card_grid_get_filter (DriveInCardGrid *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_GRID (self), NULL);

  return self->filter;
}

GListModel *
drive_in_card_grid_get_model (DriveInCardGrid *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_GRID (self), NULL);

  return G_LIST_MODEL (drive_in_library_filter_get_model (self->filter));
}

DriveInCard *
drive_in_card_grid_get_selected_card (DriveInCardGrid *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_GRID (self), NULL);

  return gtk_single_selection_get_selected_item (self->selection);
}

void
drive_in_card_grid_focus_search (DriveInCardGrid *self)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_GRID (self));

  gtk_widget_grab_focus (self->search_entry);
}
