/* drive-in-library-view.c: the Cards page: every card of the catalog, searchable. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-card-tile.h"
#include "drive-in-library-view.h"
#include "drive-in-resources.h"

/* Position 0 of the type drop-down is "All Types"; type t is at t + 1. */
#define ALL_TYPES 0

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
  GtkFilterListModel *game_model;   /* the catalog's GROS cards */
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
  GtkWidget          *type_dropdown;
  GtkWidget          *count_label;
  GtkWidget          *content_stack;
  GtkWidget          *grid_view;
  GtkWidget          *empty_page;
  GtkWidget          *empty_import_button;
  GtkWidget          *loading_spinner;
};

G_DEFINE_FINAL_TYPE (DriveInLibraryView, drive_in_library_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CATALOG,
  PROP_MODEL,
  PROP_LOADING,
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

  text = gros_card_get_search_text (GROS_CARD (item));
  if (text == NULL)
    return FALSE;

  /* Every word of the query, anywhere in the card's text: "zombie 3" finds both. */
  for (guint i = 0; self->search_words[i] != NULL; i++)
    if (strstr (text, self->search_words[i]) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
type_filter_func (gpointer item,
                  gpointer user_data)
{
  DriveInLibraryView *self = user_data;

  if (self->type_position == ALL_TYPES)
    return TRUE;
  return gros_card_get_card_type (GROS_CARD (item)) == self->type_position - 1;
}

/* The Cards page shows GROS's cards until it shows other games too. */
static gboolean
game_filter_func (gpointer item,
                  gpointer user_data)
{
  return g_str_equal (gros_card_get_game (GROS_CARD (item)), GROS_GAME_ID_GROS);
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

  gtk_filter_changed (GTK_FILTER (self->search_filter), GTK_FILTER_CHANGE_DIFFERENT);
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
  gtk_filter_changed (GTK_FILTER (self->type_filter), GTK_FILTER_CHANGE_DIFFERENT);
}

static void
on_grid_view_activate_cb (DriveInLibraryView *self,
                          guint               position,
                          GtkGridView        *grid_view)
{
  g_autoptr(GrosCard) card = g_list_model_get_item (G_LIST_MODEL (self->filter_model), position);

  if (card != NULL)
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

static void
fill_type_dropdown (DriveInLibraryView *self)
{
  g_autoptr(GtkStringList) types = gtk_string_list_new (NULL);

  g_assert (DRIVE_IN_IS_LIBRARY_VIEW (self));

  gtk_string_list_append (types, _("All Types"));
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    gtk_string_list_append (types, gros_card_type_get_label ((GrosCardType) t));
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->type_dropdown), G_LIST_MODEL (types));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->type_dropdown), ALL_TYPES);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A card was activated (double-click, Enter) in the grid. */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, GROS_TYPE_CARD);

  g_type_ensure (DRIVE_IN_TYPE_CARD_TILE);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-library-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, type_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, count_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, content_stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, grid_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, empty_import_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInLibraryView, loading_spinner);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_search_entry_stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_type_dropdown_selected_changed_cb);

  gtk_widget_class_set_css_name (widget_class, "libraryview");
}

static void
drive_in_library_view_init (DriveInLibraryView *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autoptr(GtkNoSelection) selection = NULL;
  GtkEveryFilter *every;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->type_position = ALL_TYPES;
  fill_type_dropdown (self);

  self->search_filter = gtk_custom_filter_new (search_filter_func, self, NULL);
  self->type_filter = gtk_custom_filter_new (type_filter_func, self, NULL);
  every = gtk_every_filter_new ();
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->search_filter));
  gtk_multi_filter_append (GTK_MULTI_FILTER (every), GTK_FILTER (self->type_filter));
  self->game_model = gtk_filter_list_model_new (NULL, GTK_FILTER (gtk_custom_filter_new (
                                                  game_filter_func, NULL, NULL)));
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

void
drive_in_library_view_focus_search (DriveInLibraryView *self)
{
  g_return_if_fail (DRIVE_IN_IS_LIBRARY_VIEW (self));

  gtk_widget_grab_focus (self->search_entry);
}
