/* drive-in-library-view.c: the Cards page: every card of the catalog, searchable. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-card-detail.h"
#include "drive-in-card-tile.h"
#include "drive-in-library-view.h"
#include "drive-in-resources.h"

/* Position 0 of the type drop-down is "All Types"; the game's kind k is at k + 1. Position 0 of the game drop-down is "All Games". */
#define ALL_TYPES 0
#define ALL_GAMES 0

/* A grid view keeps a tile for up to 30 rows of max-columns cards (360 here), and builds
 * them all at once when that many cards arrive: the grid is handed this many more cards per
 * frame instead, until it has them all, so the first rows show at once and input flows. */
#define TILES_PER_FRAME 24

/* A catalog that arrives this soon needs no spinner (it would only flash). */
#define SPINNER_DELAY_MS 400

struct _DriveInLibraryView
{
  GtkWidget           parent_instance;

  GListModel         *catalog;
  GtkFilterListModel *game_model;   /* the catalog's cards of the game shown */
  GtkCustomFilter    *game_filter;
  const DriveInGameInfo *game;         /* NULL: every game's cards */
  gboolean            syncing_game; /* showing the game chosen in code */
  GtkFilterListModel *filter_model;
  GtkSliceListModel  *grid_slice;   /* what the grid has been handed of filter_model */
  guint               grow_tick;
  guint               spinner_timeout;
  gboolean            grid_unlimited;
  gboolean            loading;
  GtkCustomFilter    *search_filter;
  GtkCustomFilter    *type_filter;
  char              **search_words; /* lower-cased, NULL when the query is empty */
  guint               type_position;

  GtkWidget          *search_entry;
  GtkWidget          *game_dropdown;
  GtkWidget          *type_dropdown;
  GtkWidget          *count_label;
  GtkWidget          *content_stack;
  GtkWidget          *grid_view;
  GtkWidget          *empty_page;
  GtkWidget          *empty_import_button;
  GtkWidget          *loading_spinner;
  GtkWidget          *detail_revealer;
  DriveInCardDetail  *card_detail;  /* built when a card is first activated */
};

G_DEFINE_FINAL_TYPE (DriveInLibraryView, drive_in_library_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CATALOG,
  PROP_MODEL,
  PROP_LOADING,
  PROP_GAME,
  N_PROPS
};

enum {
  CARD_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
search_filter_func (gpointer item,
                    gpointer user_data)
{
  DriveInLibraryView *self = user_data;
  const char *text;

  if (self->search_words == NULL)
    return TRUE;

  text = drive_in_card_get_search_text (DRIVE_IN_CARD (item));
  if (text == NULL)
    return FALSE;

  /* Every word of the query, anywhere in the card's text: "zombie 3" finds both. */
  for (guint i = 0; self->search_words[i] != NULL; i++)
    if (strstr (text, self->search_words[i]) == NULL)
      return FALSE;
  return TRUE;
}

/* The game the app names first (its games are listed in the order they were registered). */
static const DriveInGameInfo *
first_game (void)
{
  guint n;

  return drive_in_game_info_list (&n)[0];
}

static gboolean
type_filter_func (gpointer item,
                  gpointer user_data)
{
  DriveInLibraryView *self = user_data;
  DriveInCard *card = DRIVE_IN_CARD (item);

  if (self->type_position == ALL_TYPES || self->game == NULL)
    return TRUE;
  return self->type_position - 1 < self->game->n_kinds
         && g_str_equal (drive_in_card_get_kind (card),
                         self->game->kinds[self->type_position - 1].id);
}

static gboolean
game_filter_func (gpointer item,
                  gpointer user_data)
{
  DriveInLibraryView *self = user_data;

  return self->game == NULL || g_str_equal (drive_in_card_get_game (DRIVE_IN_CARD (item)), self->game->id);
}

/* A filter that lets every card through has no function: GTK then knows that it matches
 * all, and passes the catalog's changes on without asking about each card (10,000 cards
 * arriving cost nothing to filter). Each call refilters, so only the filter that changed. */
static void
update_search_filter (DriveInLibraryView *self)
{
  if (self->search_words != NULL)
    gtk_custom_filter_set_filter_func (self->search_filter, search_filter_func, self, NULL);
  else
    gtk_custom_filter_set_filter_func (self->search_filter, NULL, NULL, NULL);
}

static void
update_type_filter (DriveInLibraryView *self)
{
  if (self->type_position != ALL_TYPES && self->game != NULL)
    gtk_custom_filter_set_filter_func (self->type_filter, type_filter_func, self, NULL);
  else
    gtk_custom_filter_set_filter_func (self->type_filter, NULL, NULL, NULL);
}

static void
update_game_filter (DriveInLibraryView *self)
{
  if (self->game != NULL)
    gtk_custom_filter_set_filter_func (self->game_filter, game_filter_func, self, NULL);
  else
    gtk_custom_filter_set_filter_func (self->game_filter, NULL, NULL, NULL);
}

static void
update_state (DriveInLibraryView *self)
{
  guint shown, total;
  g_autofree char *count = NULL;

  g_assert (DRIVE_IN_IS_LIBRARY_VIEW (self));

  shown = g_list_model_get_n_items (G_LIST_MODEL (self->filter_model));
  total = g_list_model_get_n_items (G_LIST_MODEL (self->game_model));

  if (shown == total)
    count = g_strdup_printf (ngettext ("%u card", "%u cards", total), total);
  else
    /* Translators: cards shown by the search, of all the cards: "12 of 161 cards". */
    count = g_strdup_printf (ngettext ("%u of %u card", "%u of %u cards", total), shown, total);
  gtk_label_set_label (GTK_LABEL (self->count_label), count);

  /* The status page's icon is drawn at 128 pixels: looked up only when it is shown. */
  if (shown > 0 || self->loading)
    adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->empty_page), NULL);
  else if (total == 0)
    {
      adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->empty_page),
                                     "io.github.drivein.DriveIn-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), _("No Cards Yet"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page),
                                       _("Import a Feature Pack release to browse its cards"));
    }
  else
    {
      adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->empty_page), "edit-find-symbolic");
      adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), _("No Cards Found"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page),
                                       _("Try a different search or card type"));
    }
  gtk_widget_set_visible (self->empty_import_button, total == 0);

  /* While the catalog loads, "no cards" is not known yet. */
  if (!self->loading || shown > 0)
    {
      g_clear_handle_id (&self->spinner_timeout, g_source_remove);
      gtk_spinner_set_spinning (GTK_SPINNER (self->loading_spinner), FALSE);
      gtk_widget_set_visible (self->loading_spinner, FALSE);
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->content_stack),
                                    shown > 0 ? "grid" : self->loading ? "loading" : "empty");
}

static gboolean
show_spinner_cb (gpointer user_data)
{
  DriveInLibraryView *self = user_data;

  self->spinner_timeout = 0;
  gtk_widget_set_visible (self->loading_spinner, TRUE);
  gtk_spinner_set_spinning (GTK_SPINNER (self->loading_spinner), TRUE);
  return G_SOURCE_REMOVE;
}

static gboolean
grow_grid_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       user_data)
{
  DriveInLibraryView *self = DRIVE_IN_LIBRARY_VIEW (widget);
  guint wanted = g_list_model_get_n_items (G_LIST_MODEL (self->filter_model));
  guint size = gtk_slice_list_model_get_size (self->grid_slice);

  if (size >= wanted)
    {
      self->grow_tick = 0;
      return G_SOURCE_REMOVE;
    }

  size += TILES_PER_FRAME;
  /* Past what the grid keeps tiles for, more cards cost it nothing: hand it everything. */
  if (size >= 30 * (guint) gtk_grid_view_get_max_columns (GTK_GRID_VIEW (self->grid_view))
                  + TILES_PER_FRAME)
    {
      self->grid_unlimited = TRUE;
      size = G_MAXUINT;
    }
  gtk_slice_list_model_set_size (self->grid_slice, size);

  if (self->grid_unlimited)
    {
      self->grow_tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
grow_grid (DriveInLibraryView *self)
{
  g_assert (DRIVE_IN_IS_LIBRARY_VIEW (self));

  if (self->grid_unlimited || self->grow_tick != 0
      || gtk_slice_list_model_get_size (self->grid_slice)
         >= g_list_model_get_n_items (G_LIST_MODEL (self->filter_model)))
    return;
  self->grow_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), grow_grid_cb, NULL, NULL);
}

static void
on_filter_model_items_changed_cb (DriveInLibraryView *self,
                                  guint               position,
                                  guint               removed,
                                  guint               added,
                                  GListModel         *model)
{
  update_state (self);
  grow_grid (self);
}

static void
on_catalog_items_changed_cb (DriveInLibraryView *self,
                             guint               position,
                             guint               removed,
                             guint               added,
                             GListModel         *catalog)
{
  update_state (self);
}

static void
on_search_entry_search_changed_cb (DriveInLibraryView *self,
                                   GtkSearchEntry     *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *lower = g_utf8_strdown (text, -1);
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) parts = g_strsplit_set (lower, " \t\n", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_ptr_array_add (words, g_strdup (parts[i]));

  g_clear_pointer (&self->search_words, g_strfreev);
  if (words->len > 0)
    {
      g_ptr_array_add (words, NULL);
      self->search_words = (char **) g_ptr_array_free (g_steal_pointer (&words), FALSE);
    }

  update_search_filter (self);
}

static void
on_search_entry_stop_search_cb (DriveInLibraryView *self,
                                GtkSearchEntry     *entry)
{
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
on_type_dropdown_selected_changed_cb (DriveInLibraryView *self,
                                      GParamSpec         *pspec,
                                      GtkDropDown        *dropdown)
{
  guint position = gtk_drop_down_get_selected (dropdown);

  if (position == GTK_INVALID_LIST_POSITION)
    position = ALL_TYPES;
  if (position == self->type_position)
    return;

  self->type_position = position;
  update_type_filter (self);
}

static void
on_detail_close_clicked_cb (DriveInLibraryView *self,
                            GtkButton          *button)
{
  drive_in_library_view_show_card (self, NULL);
}

static gboolean
close_detail (GtkWidget *widget,
              GVariant  *args,
              gpointer   user_data)
{
  DriveInLibraryView *self = DRIVE_IN_LIBRARY_VIEW (widget);

  if (!gtk_revealer_get_reveal_child (GTK_REVEALER (self->detail_revealer)))
    return FALSE;
  drive_in_library_view_show_card (self, NULL);
  return TRUE;
}

/* The pane beside the grid: a header with a close button, the card drawn large, its text. */
static void
ensure_detail_pane (DriveInLibraryView *self)
{
  GtkWidget *box, *header, *title, *close, *scrolled;

  g_assert (DRIVE_IN_IS_LIBRARY_VIEW (self));

  if (self->card_detail != NULL)
    return;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_size_request (box, 340, -1);
  gtk_widget_add_css_class (box, "library-detail");

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (header, "library-detail-header");
  title = gtk_label_new (_("Card"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (header), title);
  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_tooltip_text (close, _("Close the Card (Escape)"));
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  g_signal_connect_object (close, "clicked", G_CALLBACK (on_detail_close_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (header), close);
  gtk_box_append (GTK_BOX (box), header);

  self->card_detail = DRIVE_IN_CARD_DETAIL (drive_in_card_detail_new ());
  drive_in_card_detail_set_show_deck (self->card_detail, FALSE);
  if (DRIVE_IN_IS_CATALOG (self->catalog))
    drive_in_card_detail_set_catalog (self->card_detail, DRIVE_IN_CATALOG (self->catalog));
  scrolled = gtk_scrolled_window_new ();
  /* The pane keeps its width; the card's text wraps in it. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled),
                                 GTK_WIDGET (self->card_detail));
  gtk_box_append (GTK_BOX (box), scrolled);

  gtk_revealer_set_child (GTK_REVEALER (self->detail_revealer), box);
}

static void
on_grid_view_activate_cb (DriveInLibraryView *self,
                          guint               position,
                          GtkGridView        *grid_view)
{
  g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (self->filter_model), position);

  if (card == NULL)
    return;
  drive_in_library_view_show_card (self, card);
  g_signal_emit (self, signals[CARD_ACTIVATED], 0, card);
}

static void
on_factory_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item,
                     gpointer                  user_data)
{
  gtk_list_item_set_child (list_item, drive_in_card_tile_new ());
}

static void
on_factory_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *list_item,
                    gpointer                  user_data)
{
  DriveInCardTile *tile = DRIVE_IN_CARD_TILE (gtk_list_item_get_child (list_item));

  drive_in_card_tile_set_card (tile, gtk_list_item_get_item (list_item));
}

static void
on_factory_unbind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *list_item,
                      gpointer                  user_data)
{
  DriveInCardTile *tile = DRIVE_IN_CARD_TILE (gtk_list_item_get_child (list_item));

  /* Cancels a pending art load for a tile that scrolled away. */
  drive_in_card_tile_set_card (tile, NULL);
}

/* The types of the game shown; every game's cards are not filtered by type. */
static void
fill_type_dropdown (DriveInLibraryView *self)
{
  g_autoptr(GtkStringList) types = gtk_string_list_new (NULL);

  g_assert (DRIVE_IN_IS_LIBRARY_VIEW (self));

  gtk_string_list_append (types, _("All Types"));
  if (self->game != NULL)
    for (guint k = 0; k < self->game->n_kinds; k++)
      gtk_string_list_append (types, drive_in_game_info_kind_label (&self->game->kinds[k]));
  self->type_position = ALL_TYPES;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->type_dropdown), G_LIST_MODEL (types));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->type_dropdown), ALL_TYPES);
  gtk_widget_set_sensitive (self->type_dropdown, self->game != NULL);
  gtk_widget_set_tooltip_text (self->type_dropdown, self->game != NULL
                                                    ? _("Show one card type")
                                                    : _("Choose a game to show one card type"));
}

static void
fill_game_dropdown (DriveInLibraryView *self)
{
  g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);
  const DriveInGameInfo *const *list;
  guint n;

  g_assert (DRIVE_IN_IS_LIBRARY_VIEW (self));

  list = drive_in_game_info_list (&n);
  gtk_string_list_append (games, _("All Games"));
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (games, drive_in_game_info_get_label (list[i]));
  self->syncing_game = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->game_dropdown), G_LIST_MODEL (games));
  self->syncing_game = FALSE;
}

/* The game drop-down's position of the game shown. */
static guint
game_position (DriveInLibraryView *self)
{
  const DriveInGameInfo *const *list;
  guint n;

  list = drive_in_game_info_list (&n);
  for (guint i = 0; self->game != NULL && i < n; i++)
    if (list[i] == self->game)
      return i + 1;
  return ALL_GAMES;
}

static void
on_game_dropdown_selected_changed_cb (DriveInLibraryView *self,
                                      GParamSpec         *pspec,
                                      GtkDropDown        *dropdown)
{
  guint position = gtk_drop_down_get_selected (dropdown);
  const DriveInGameInfo *const *list;
  guint n;

  if (self->syncing_game)
    return;
  list = drive_in_game_info_list (&n);
  if (position == GTK_INVALID_LIST_POSITION || position == ALL_GAMES || position > n)
    drive_in_library_view_set_game (self, "");
  else
    drive_in_library_view_set_game (self, list[position - 1]->id);
}

static void
drive_in_library_view_dispose (GObject *object)
{
  DriveInLibraryView *self = DRIVE_IN_LIBRARY_VIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_LIBRARY_VIEW);
  /* Children without a bound field are not removed by gtk_widget_dispose_template(). */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_handle_id (&self->spinner_timeout, g_source_remove);
  if (self->grow_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->grow_tick);
  self->grow_tick = 0;
  g_clear_object (&self->grid_slice);
  g_clear_object (&self->filter_model);
  g_clear_object (&self->game_model);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (drive_in_library_view_parent_class)->dispose (object);
}

static void
drive_in_library_view_finalize (GObject *object)
{
  DriveInLibraryView *self = DRIVE_IN_LIBRARY_VIEW (object);

  g_clear_pointer (&self->search_words, g_strfreev);

  G_OBJECT_CLASS (drive_in_library_view_parent_class)->finalize (object);
}

static void
drive_in_library_view_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  DriveInLibraryView *self = DRIVE_IN_LIBRARY_VIEW (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      g_value_set_object (value, self->catalog);
      break;

    case PROP_MODEL:
      g_value_set_object (value, self->filter_model);
      break;

    case PROP_LOADING:
      g_value_set_boolean (value, self->loading);
      break;

    case PROP_GAME:
      g_value_set_string (value, drive_in_library_view_get_game (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_library_view_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  DriveInLibraryView *self = DRIVE_IN_LIBRARY_VIEW (object);

  switch (prop_id)
    {
    case PROP_CATALOG:
      drive_in_library_view_set_catalog (self, g_value_get_object (value));
      break;

    case PROP_LOADING:
      drive_in_library_view_set_loading (self, g_value_get_boolean (value));
      break;

    case PROP_GAME:
      drive_in_library_view_set_game (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_library_view_class_init (DriveInLibraryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_library_view_dispose;
  object_class->finalize = drive_in_library_view_finalize;
  object_class->get_property = drive_in_library_view_get_property;
  object_class->set_property = drive_in_library_view_set_property;

  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL,
                         G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* More cards are on their way: an empty catalog shows a placeholder, not "No Cards". */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The game whose cards are shown: a game's id, or "" for every game's (the window keeps it
   * in the settings). A new view shows the first game's. */
  properties[PROP_GAME] =
    g_param_spec_string ("game", NULL, NULL, first_game ()->id,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A card was activated (double-click, Enter) in the grid. */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);

  g_type_ensure (DRIVE_IN_TYPE_CARD_TILE);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-library-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, type_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, count_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, content_stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, grid_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, empty_import_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, loading_spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, detail_revealer);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_type_dropdown_selected_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_game_dropdown_selected_changed_cb);

  /* Escape closes the card pane (and only then: the search entry has it otherwise). */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, close_detail, NULL);

  gtk_widget_class_set_css_name (widget_class, "libraryview");
}

static void
drive_in_library_view_init (DriveInLibraryView *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autoptr(GtkNoSelection) selection = NULL;
  GtkEveryFilter *every;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->game = first_game ();
  fill_game_dropdown (self);
  self->syncing_game = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->game_dropdown), game_position (self));
  self->syncing_game = FALSE;
  fill_type_dropdown (self);

  self->search_filter = gtk_custom_filter_new (NULL, NULL, NULL);
  update_search_filter (self);
  self->type_filter = gtk_custom_filter_new (NULL, NULL, NULL);
  update_type_filter (self);
  every = gtk_every_filter_new ();
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->search_filter));
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->type_filter));
  self->game_filter = gtk_custom_filter_new (NULL, NULL, NULL);
  update_game_filter (self);
  self->game_model = gtk_filter_list_model_new (NULL, GTK_FILTER (self->game_filter));
  /* The total in the count label changes even when no new card matches the filter. */
  g_signal_connect_object (self->game_model, "items-changed",
                           G_CALLBACK (on_catalog_items_changed_cb), self, G_CONNECT_SWAPPED);
  self->filter_model = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->game_model)),
                                                  GTK_FILTER (every));
  g_signal_connect_object (self->filter_model, "items-changed",
                           G_CALLBACK (on_filter_model_items_changed_cb), self,
                           G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_factory_unbind_cb), NULL);
  gtk_grid_view_set_factory (GTK_GRID_VIEW (self->grid_view), factory);
  self->grid_slice = gtk_slice_list_model_new (g_object_ref (G_LIST_MODEL (self->filter_model)),
                                               0, 0);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->grid_slice)));
  gtk_grid_view_set_model (GTK_GRID_VIEW (self->grid_view), GTK_SELECTION_MODEL (selection));
  g_signal_connect_object (self->grid_view, "activate",
                           G_CALLBACK (on_grid_view_activate_cb), self, G_CONNECT_SWAPPED);

  /* Typing anywhere in the page goes to the search entry. */
  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (self->search_entry),
                                           GTK_WIDGET (self));

  update_state (self);
}

GtkWidget *
drive_in_library_view_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_LIBRARY_VIEW, NULL);
}

void
drive_in_library_view_set_catalog (DriveInLibraryView *self,
                                   GListModel         *catalog)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self));
  g_return_if_fail (catalog == NULL || G_IS_LIST_MODEL (catalog));

  if (self->catalog == catalog)
    return;

  g_set_object (&self->catalog, catalog);
  gtk_filter_list_model_set_model (self->game_model, catalog);
  if (self->card_detail != NULL)
    drive_in_card_detail_set_catalog (self->card_detail,
                                      DRIVE_IN_IS_CATALOG (catalog) ? DRIVE_IN_CATALOG (catalog) : NULL);
  update_state (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG]);
}

GListModel *
drive_in_library_view_get_catalog (DriveInLibraryView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self), NULL);

  return self->catalog;
}

GListModel *
drive_in_library_view_get_model (DriveInLibraryView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self), NULL);

  return G_LIST_MODEL (self->filter_model);
}

void
drive_in_library_view_set_loading (DriveInLibraryView *self,
                                   gboolean            loading)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self));

  loading = !!loading;
  if (self->loading == loading)
    return;

  self->loading = loading;
  if (loading && self->spinner_timeout == 0)
    self->spinner_timeout = g_timeout_add (SPINNER_DELAY_MS, show_spinner_cb, self);
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

gboolean
drive_in_library_view_get_loading (DriveInLibraryView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self), FALSE);

  return self->loading;
}

/**
 * drive_in_library_view_show_card:
 * @card: (nullable): the card to show in the pane beside the grid; NULL closes the pane
 *
 * Shows @card drawn in its game's frame, with its text, beside the grid (activating a card
 * does this).
 */
void
drive_in_library_view_show_card (DriveInLibraryView *self,
                                 DriveInCard           *card)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self));
  g_return_if_fail (card == NULL || DRIVE_IN_IS_CARD (card));

  if (card != NULL)
    {
      ensure_detail_pane (self);
      drive_in_card_detail_set_card (self->card_detail, card);
    }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->detail_revealer), card != NULL);
}

/* The card shown beside the grid, or NULL when the pane is closed. */
DriveInCard *
drive_in_library_view_get_shown_card (DriveInLibraryView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self), NULL);

  if (self->card_detail == NULL
      || !gtk_revealer_get_reveal_child (GTK_REVEALER (self->detail_revealer)))
    return NULL;
  return drive_in_card_detail_get_card (self->card_detail);
}

/**
 * drive_in_library_view_set_game:
 * @game: (nullable): a game's id; NULL, "" or an id of no game: every game's cards
 *
 * Shows the cards of one game, with that game's card types in the type filter.
 */
void
drive_in_library_view_set_game (DriveInLibraryView *self,
                                const char         *game)
{
  const DriveInGameInfo *info;
  DriveInCard *shown;

  g_return_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self));

  info = game != NULL && *game != '\0' ? drive_in_game_info_lookup (game) : NULL;
  if (info == self->game)
    return;

  self->game = info;
  self->syncing_game = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->game_dropdown), game_position (self));
  self->syncing_game = FALSE;
  fill_type_dropdown (self);
  update_type_filter (self);
  update_game_filter (self);
  update_state (self);
  /* The pane beside the grid shows a card of the cards shown, never one the filter hides. */
  shown = drive_in_library_view_get_shown_card (self);
  if (shown != NULL && info != NULL && !g_str_equal (drive_in_card_get_game (shown), info->id))
    drive_in_library_view_show_card (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The id of the game shown, or "" when every game's cards are. */
const char *
drive_in_library_view_get_game (DriveInLibraryView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self), NULL);

  return self->game != NULL ? self->game->id : "";
}

void
drive_in_library_view_focus_search (DriveInLibraryView *self)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self));

  gtk_widget_grab_focus (self->search_entry);
}
