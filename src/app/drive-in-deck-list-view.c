/* drive-in-deck-list-view.c: the deck's cards grouped by type, with counts; drag target and source. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-card-grid.h"
#include "drive-in-card-picture.h"
#include "drive-in-card-texture-cache.h"
#include "drive-in-card-tile.h"
#include "drive-in-deck-game.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-row.h"
#include "drive-in-resources.h"
#include "drive-in-card-face.h"

struct _DriveInDeckListView
{
  GtkWidget           parent_instance;

  DriveInDeck           *deck;
  GListModel         *entries;         /* the deck, or its side deck */
  gboolean            side;
  gboolean            counts_editable; /* +/- buttons and keys */
  gboolean            dragging;        /* one of its rows is being dragged */
  GHashTable         *problems;        /* card id → reasons, one per line */
  GListStore         *rows;
  GtkSingleSelection *selection;

  GtkWidget          *stack;
  GtkWidget          *list_view;
  GtkWidget          *empty_page;
};

G_DEFINE_FINAL_TYPE (DriveInDeckListView, drive_in_deck_list_view, GTK_TYPE_WIDGET)

enum {
  REMOVE_CARD,
  ADD_CARD,
  CARD_DROPPED,
  CARD_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- rows --------------------------------------------------------------------------------- */

static int
compare_card_rows (gconstpointer a,
                   gconstpointer b)
{
  DriveInDeckRow *row_a = *(DriveInDeckRow **) a;
  DriveInDeckRow *row_b = *(DriveInDeckRow **) b;
  int by_name = g_utf8_collate (drive_in_deck_row_get_label (row_a),
                                drive_in_deck_row_get_label (row_b));

  if (by_name != 0)
    return by_name;
  return g_strcmp0 (drive_in_deck_row_get_card_id (row_a), drive_in_deck_row_get_card_id (row_b));
}

/* The group of @card: its kind in its game's DriveInGameInfo order (GROS's are its card types);
 * the last group for unknown cards. */
static guint
get_group (const DriveInGameInfo *game,
           DriveInCard           *card,
           guint               unknown_group)
{
  if (card == NULL || game == NULL)
    return unknown_group;
  for (guint k = 0; k < game->n_kinds; k++)
    if (g_str_equal (drive_in_card_get_kind (card), game->kinds[k].id))
      return k;
  return unknown_group;
}

/* The rows the list needs now, as new objects. Cards group by their game's kinds, or by the slot card they belong to (a Gruff ability card under its gruff); a
 * card the deck keeps in a slot (a Rumble's Challenger, a gruff) is not listed. */
static GPtrArray *
build_rows (DriveInDeckListView *self)
{
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_object_unref);
  const DriveInGameInfo *game = NULL;
  const DriveInDeckGame *deck_game = NULL;
  guint n = self->entries != NULL ? g_list_model_get_n_items (self->entries) : 0;
  g_autoptr(GPtrArray) owners = g_ptr_array_new (); /* owner names, after the kinds */
  guint n_groups, unknown_group;

  if (self->deck != NULL)
    {
      game = drive_in_game_info_lookup (drive_in_deck_get_game (self->deck));
      deck_game = drive_in_deck_game_lookup (drive_in_deck_get_game (self->deck));
    }
  unknown_group = game != NULL ? game->n_kinds : 0;
  n_groups = unknown_group + 1;
  for (guint g = 0; g < n_groups; g++)
    g_ptr_array_add (groups, g_ptr_array_new_with_free_func (g_object_unref));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (self->entries, i);
      const char *id = drive_in_deck_entry_get_card_id (entry);
      DriveInDeckRow *row = g_hash_table_lookup (by_id, id);
      DriveInCard *card;

      if (row != NULL)
        {
          drive_in_deck_row_set_count (row, drive_in_deck_row_get_count (row) + 1);
          continue;
        }
      card = drive_in_deck_entry_get_card (entry);
      if (!self->side && deck_game != NULL
          && drive_in_deck_game_is_slot_card (deck_game, self->deck, card))
        continue;
      row = drive_in_deck_row_new_card (id, card, 1);
      if (!self->side && deck_game != NULL && deck_game->owner_attribute != NULL && card != NULL
          && drive_in_card_get_attribute_text (card, deck_game->owner_attribute) != NULL)
        {
          const char *owner = drive_in_card_get_attribute_text (card, deck_game->owner_attribute);
          guint o;

          for (o = 0; o < owners->len; o++)
            if (g_str_equal (owners->pdata[o], owner))
              break;
          if (o == owners->len)
            {
              g_ptr_array_add (owners, (gpointer) owner);
              g_ptr_array_add (groups, g_ptr_array_new_with_free_func (g_object_unref));
            }
          g_ptr_array_add (g_ptr_array_index (groups, n_groups + o), row);
        }
      else
        g_ptr_array_add (g_ptr_array_index (groups, get_group (game, card, unknown_group)), row);
      g_hash_table_insert (by_id, (gpointer) drive_in_deck_row_get_card_id (row), row);
    }

  for (guint g = 0; g < groups->len; g++)
    {
      GPtrArray *group = g_ptr_array_index (groups, g);
      guint total = 0;

      if (group->len == 0)
        continue;
      for (guint i = 0; i < group->len; i++)
        total += drive_in_deck_row_get_count (g_ptr_array_index (group, i));
      g_ptr_array_sort (group, compare_card_rows);

      if (g >= n_groups)
        g_ptr_array_add (rows, drive_in_deck_row_new_kind_header (
                                 DRIVE_IN_DECK_ROW_NO_KIND, owners->pdata[g - n_groups],
                                 drive_in_deck_row_get_css_class (g_ptr_array_index (group, 0)),
                                 total));
      else if (g == unknown_group)
        g_ptr_array_add (rows, drive_in_deck_row_new_unknown_header (total));
      else
        g_ptr_array_add (rows, drive_in_deck_row_new_kind_header (
                                 (int) g, drive_in_game_info_kind_plural (&game->kinds[g]),
                                 drive_in_deck_row_get_css_class (g_ptr_array_index (group, 0)),
                                 total));
      for (guint i = 0; i < group->len; i++)
        g_ptr_array_add (rows, g_object_ref (g_ptr_array_index (group, i)));
    }
  return rows;
}

/* Replaces only the rows that changed: the list keeps its scroll position and selection, and
 * the rows kept just update their counts. */
static void
update_rows (DriveInDeckListView *self)
{
  g_autoptr(GPtrArray) rows = build_rows (self);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  guint n_new = rows->len;
  guint prefix = 0, suffix = 0;

  g_assert (DRIVE_IN_IS_DECK_LIST_VIEW (self));

  while (prefix < n_old && prefix < n_new)
    {
      g_autoptr(DriveInDeckRow) old = g_list_model_get_item (G_LIST_MODEL (self->rows), prefix);
      DriveInDeckRow *row = g_ptr_array_index (rows, prefix);

      if (!drive_in_deck_row_same (old, row))
        break;
      drive_in_deck_row_set_count (old, drive_in_deck_row_get_count (row));
      prefix++;
    }
  while (suffix < n_old - prefix && suffix < n_new - prefix)
    {
      g_autoptr(DriveInDeckRow) old = g_list_model_get_item (G_LIST_MODEL (self->rows),
                                                             n_old - 1 - suffix);
      DriveInDeckRow *row = g_ptr_array_index (rows, n_new - 1 - suffix);

      if (!drive_in_deck_row_same (old, row))
        break;
      drive_in_deck_row_set_count (old, drive_in_deck_row_get_count (row));
      suffix++;
    }

  if (n_old - prefix - suffix > 0 || n_new - prefix - suffix > 0)
    g_list_store_splice (self->rows, prefix, n_old - prefix - suffix,
                         rows->pdata + prefix, n_new - prefix - suffix);

  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), n_new > 0 ? "list" : "empty");
}

static void
on_deck_items_changed_cb (DriveInDeckListView *self,
                          guint                position,
                          guint                removed,
                          guint                added,
                          GListModel          *deck)
{
  update_rows (self);
}

/* --- row widgets ------------------------------------------------------------------------- */

typedef struct
{
  GtkWidget *stripe;
  GtkWidget *name_label;
  GtkWidget *notes_label;
  GtkWidget *problem_icon;
  GtkWidget *cost_box;
  GtkWidget *cost_label;
  GtkWidget *cost_icon;
  GtkWidget *count_label;
  GtkWidget *remove_button;
  GtkWidget *add_button;
  char      *stripe_class;
} RowWidgets;

static void
row_widgets_free (gpointer data)
{
  RowWidgets *widgets = data;

  g_free (widgets->stripe_class);
  g_free (widgets);
}

static DriveInDeckRow *
get_box_row (GtkWidget *box)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (box), "drive-in-list-item");

  return list_item != NULL ? gtk_list_item_get_item (list_item) : NULL;
}

/* The list a row widget is in. */
static DriveInDeckListView *
get_box_view (GtkWidget *box)
{
  GtkWidget *view = gtk_widget_get_ancestor (box, DRIVE_IN_TYPE_DECK_LIST_VIEW);

  return view != NULL ? DRIVE_IN_DECK_LIST_VIEW (view) : NULL;
}

static void
update_row_widgets (GtkWidget      *box,
                    DriveInDeckRow *row)
{
  RowWidgets *widgets = g_object_get_data (G_OBJECT (box), "drive-in-row-widgets");
  DriveInDeckListView *self = get_box_view (box);
  gboolean header = drive_in_deck_row_get_kind (row) == DRIVE_IN_DECK_ROW_HEADER;
  gboolean editable = self != NULL && self->counts_editable && !header;
  guint count = drive_in_deck_row_get_count (row);
  DriveInCard *card = drive_in_deck_row_get_card (row);
  const DriveInCardFace *face = card != NULL ? drive_in_card_face_for_card (card) : NULL;
  const char *problem = NULL;
  g_autofree char *count_text = NULL;
  g_autofree char *notes = NULL;
  int cost = 0;
  gboolean has_cost;

  if (header)
    count_text = g_strdup_printf ("%u", count);
  else if (count > 1 || editable)
    /* Translators: copies of a card in the deck list. */
    count_text = g_strdup_printf (_("×%u"), count);
  gtk_label_set_label (GTK_LABEL (widgets->count_label), count_text != NULL ? count_text : "");
  gtk_widget_set_visible (widgets->count_label, count_text != NULL);

  /* The cost as the card's game prints it: after its icon (GROS's popcorn), or a plain
   * number in a badge. */
  has_cost = face != NULL && drive_in_card_face_get_cost (face, card, &cost);
  gtk_widget_set_visible (widgets->cost_box, has_cost);
  if (has_cost && face->cost_icon != NULL)
    {
      gtk_image_set_from_icon_name (GTK_IMAGE (widgets->cost_icon), face->cost_icon);
      gtk_widget_remove_css_class (widgets->cost_box, "game-cost");
    }
  else
    {
      gtk_widget_add_css_class (widgets->cost_box, "game-cost");
    }
  gtk_widget_set_visible (widgets->cost_icon, has_cost && face->cost_icon != NULL);
  if (has_cost)
    {
      g_autofree char *text = g_strdup_printf ("%d", cost);
      gtk_label_set_label (GTK_LABEL (widgets->cost_label), text);
      gtk_widget_set_tooltip_text (widgets->cost_box, drive_in_card_face_get_cost_label (face));
    }

  /* The Epic mark, a Goal: what the deck rules read besides the name. */
  if (face != NULL)
    notes = drive_in_card_face_dup_notes (face, card);
  gtk_label_set_label (GTK_LABEL (widgets->notes_label), notes != NULL ? notes : "");
  gtk_widget_set_tooltip_text (widgets->notes_label, notes);
  gtk_widget_set_visible (widgets->notes_label, notes != NULL);

  if (!header && self != NULL && self->problems != NULL)
    problem = g_hash_table_lookup (self->problems, drive_in_deck_row_get_card_id (row));
  gtk_widget_set_visible (widgets->problem_icon, problem != NULL);
  gtk_widget_set_tooltip_text (widgets->problem_icon, problem);
  if (problem != NULL)
    gtk_widget_add_css_class (box, "has-problem");
  else
    gtk_widget_remove_css_class (box, "has-problem");

  gtk_widget_set_visible (widgets->remove_button, editable);
  gtk_widget_set_visible (widgets->add_button, editable);
}

static void
on_row_count_changed_cb (DriveInDeckRow *row,
                         GParamSpec     *pspec,
                         GtkWidget      *box)
{
  update_row_widgets (box, row);
}

static void
on_row_button_clicked_cb (GtkButton *button,
                          GtkWidget *box)
{
  DriveInDeckRow *row = get_box_row (box);
  DriveInDeckListView *self = get_box_view (box);
  RowWidgets *widgets = g_object_get_data (G_OBJECT (box), "drive-in-row-widgets");
  g_autofree char *id = NULL;

  if (row == NULL || self == NULL || drive_in_deck_row_get_card_id (row) == NULL)
    return;
  /* The row may be rebuilt by the edit: the id is copied first. */
  id = g_strdup (drive_in_deck_row_get_card_id (row));
  g_signal_emit (self, signals[GTK_WIDGET (button) == widgets->add_button ? ADD_CARD : REMOVE_CARD],
                 0, id);
}

static GtkWidget *
new_count_button (const char *icon_name,
                  const char *tooltip,
                  GtkWidget  *box)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "deck-count-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_visible (button, FALSE);
  g_signal_connect (button, "clicked", G_CALLBACK (on_row_button_clicked_cb), box);
  return button;
}

static GdkContentProvider *
on_row_drag_prepare_cb (GtkDragSource *source,
                        double         x,
                        double         y,
                        GtkWidget     *box)
{
  DriveInDeckRow *row = get_box_row (box);
  DriveInCard *card = row != NULL ? drive_in_deck_row_get_card (row) : NULL;

  if (card == NULL)
    return NULL;
  return gdk_content_provider_new_typed (DRIVE_IN_TYPE_CARD, card);
}

/* The list knows while one of its rows is dragged (the row may be gone when it ends). */
static void
on_row_drag_started_cb (DriveInDeckListView *self)
{
  self->dragging = TRUE;
}

static void
on_row_drag_ended_cb (DriveInDeckListView *self)
{
  self->dragging = FALSE;
}

static void
on_row_drag_begin_cb (GtkDragSource *source,
                      GdkDrag       *drag,
                      GtkWidget     *box)
{
  DriveInDeckRow *row = get_box_row (box);
  DriveInCard *card = row != NULL ? drive_in_deck_row_get_card (row) : NULL;
  int width = DRIVE_IN_CARD_GRID_CARD_WIDTH;
  int height = drive_in_card_height_for_width (width);
  GdkTexture *texture = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;

  /* The card as the library shows it, when it is drawn already; else the row itself. */
  if (card != NULL)
    texture = drive_in_card_texture_cache_lookup (drive_in_card_texture_cache_get_default (),
                                                  card, width, height,
                                                  gtk_widget_get_scale_factor (box));
  if (texture != NULL)
    {
      gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), width / 2, height / 2);
      return;
    }
  paintable = gtk_widget_paintable_new (box);
  gtk_drag_source_set_icon (source, paintable, 12, 12);
}

static void
on_factory_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *list_item,
                     DriveInDeckListView      *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  RowWidgets *widgets = g_new0 (RowWidgets, 1);
  GtkDragSource *drag;

  widgets->stripe = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (widgets->stripe, "type-stripe");
  gtk_widget_add_css_class (widgets->stripe, "deck-row-stripe");
  gtk_box_append (GTK_BOX (box), widgets->stripe);

  widgets->name_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (widgets->name_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (widgets->name_label), PANGO_ELLIPSIZE_END);
  /* Most names whole even beside long notes. */
  gtk_label_set_width_chars (GTK_LABEL (widgets->name_label), 15);
  gtk_widget_set_hexpand (widgets->name_label, TRUE);
  gtk_box_append (GTK_BOX (box), widgets->name_label);

  widgets->notes_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (widgets->notes_label, "deck-row-notes");
  /* Long notes (a Groo card's dice and strengths) give way before the name does; the
   * tooltip keeps them whole. */
  gtk_label_set_ellipsize (GTK_LABEL (widgets->notes_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (widgets->notes_label), 1);
  gtk_widget_set_visible (widgets->notes_label, FALSE);
  gtk_box_append (GTK_BOX (box), widgets->notes_label);

  widgets->problem_icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (widgets->problem_icon, "deck-problem-icon");
  gtk_widget_set_visible (widgets->problem_icon, FALSE);
  gtk_box_append (GTK_BOX (box), widgets->problem_icon);

  widgets->cost_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_widget_add_css_class (widgets->cost_box, "popcorn-cost");
  widgets->cost_label = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (widgets->cost_box), widgets->cost_label);
  widgets->cost_icon = gtk_image_new_from_icon_name ("drive-in-popcorn-symbolic");
  gtk_box_append (GTK_BOX (widgets->cost_box), widgets->cost_icon);
  gtk_widget_set_tooltip_text (widgets->cost_box, _("Popcorn cost"));
  gtk_box_append (GTK_BOX (box), widgets->cost_box);

  widgets->remove_button = new_count_button ("list-remove-symbolic", _("Remove a Copy (−)"), box);
  gtk_box_append (GTK_BOX (box), widgets->remove_button);

  widgets->count_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (widgets->count_label, "numeric");
  gtk_widget_add_css_class (widgets->count_label, "deck-row-count");
  gtk_box_append (GTK_BOX (box), widgets->count_label);

  widgets->add_button = new_count_button ("list-add-symbolic", _("Add a Copy (+)"), box);
  gtk_box_append (GTK_BOX (box), widgets->add_button);

  g_object_set_data_full (G_OBJECT (box), "drive-in-row-widgets", widgets, row_widgets_free);
  g_object_set_data (G_OBJECT (box), "drive-in-list-item", list_item);

  /* Out of the deck, back onto the library. */
  drag = gtk_drag_source_new ();
  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_row_drag_prepare_cb), box);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_row_drag_begin_cb), box);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (on_row_drag_started_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (on_row_drag_ended_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (drag));

  gtk_list_item_set_child (list_item, box);
}

static void
on_factory_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *list_item,
                    gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (list_item);
  RowWidgets *widgets = g_object_get_data (G_OBJECT (box), "drive-in-row-widgets");
  DriveInDeckRow *row = gtk_list_item_get_item (list_item);
  gboolean header = drive_in_deck_row_get_kind (row) == DRIVE_IN_DECK_ROW_HEADER;
  const char *css_class = drive_in_deck_row_get_css_class (row);

  gtk_list_item_set_selectable (list_item, !header);
  gtk_list_item_set_activatable (list_item, !header);

  if (header)
    gtk_widget_add_css_class (box, "deck-header");
  else
    gtk_widget_remove_css_class (box, "deck-header");

  if (widgets->stripe_class != NULL)
    gtk_widget_remove_css_class (widgets->stripe, widgets->stripe_class);
  g_clear_pointer (&widgets->stripe_class, g_free);
  if (css_class != NULL)
    {
      widgets->stripe_class = g_strdup (css_class);
      gtk_widget_add_css_class (widgets->stripe, widgets->stripe_class);
    }

  gtk_label_set_label (GTK_LABEL (widgets->name_label), drive_in_deck_row_get_label (row));
  gtk_widget_set_tooltip_text (widgets->name_label,
                               header ? NULL : drive_in_deck_row_get_card_id (row));
  update_row_widgets (box, row);
  g_signal_connect_object (row, "notify::count", G_CALLBACK (on_row_count_changed_cb), box, 0);
}

static void
on_factory_unbind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *list_item,
                      gpointer                  user_data)
{
  GtkWidget *box = gtk_list_item_get_child (list_item);
  DriveInDeckRow *row = gtk_list_item_get_item (list_item);

  if (row != NULL)
    g_signal_handlers_disconnect_by_func (row, on_row_count_changed_cb, box);
}

/* --- interaction -------------------------------------------------------------------------- */

static void
on_list_view_activate_cb (DriveInDeckListView *self,
                          guint                position,
                          GtkListView         *list_view)
{
  g_autoptr(DriveInDeckRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), position);

  if (row != NULL && drive_in_deck_row_get_kind (row) == DRIVE_IN_DECK_ROW_CARD)
    g_signal_emit (self, signals[REMOVE_CARD], 0, drive_in_deck_row_get_card_id (row));
}

static gboolean
remove_selected (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  DriveInDeckListView *self = user_data;
  g_autofree char *id = g_strdup (drive_in_deck_list_view_get_selected_card_id (self));

  if (id == NULL)
    return FALSE;
  g_signal_emit (self, signals[REMOVE_CARD], 0, id);
  return TRUE;
}

static gboolean
add_or_remove_selected (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  DriveInDeckListView *self = user_data;
  g_autofree char *id = g_strdup (drive_in_deck_list_view_get_selected_card_id (self));

  if (id == NULL || !self->counts_editable)
    return FALSE;
  g_signal_emit (self, signals[g_variant_get_boolean (args) ? ADD_CARD : REMOVE_CARD], 0, id);
  return TRUE;
}

static void
on_selection_changed_cb (DriveInDeckListView *self,
                         GParamSpec          *pspec,
                         GtkSingleSelection  *selection)
{
  DriveInDeckRow *row = gtk_single_selection_get_selected_item (selection);

  g_signal_emit (self, signals[CARD_SELECTED], 0,
                 row != NULL ? drive_in_deck_row_get_card (row) : NULL);
}

static gboolean
on_drop_cb (GtkDropTarget       *target,
            const GValue        *value,
            double               x,
            double               y,
            DriveInDeckListView *self)
{
  DriveInCard *card = g_value_get_object (value);

  if (!DRIVE_IN_IS_CARD (card))
    return FALSE;
  g_signal_emit (self, signals[CARD_DROPPED], 0, card);
  return TRUE;
}

/* --- object ------------------------------------------------------------------------------- */

static void
drive_in_deck_list_view_dispose (GObject *object)
{
  DriveInDeckListView *self = DRIVE_IN_DECK_LIST_VIEW (object);

  drive_in_deck_list_view_set_deck (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_DECK_LIST_VIEW);
  g_clear_object (&self->selection);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->problems, g_hash_table_unref);

  G_OBJECT_CLASS (drive_in_deck_list_view_parent_class)->dispose (object);
}

static void
drive_in_deck_list_view_class_init (DriveInDeckListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_deck_list_view_dispose;

  signals[REMOVE_CARD] =
    g_signal_new ("remove-card", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[ADD_CARD] =
    g_signal_new ("add-card", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[CARD_DROPPED] =
    g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);
  signals[CARD_SELECTED] =
    g_signal_new ("card-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-deck-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckListView, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckListView, list_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckListView, empty_page);
  gtk_widget_class_bind_template_callback (widget_class, on_list_view_activate_cb);

  gtk_widget_class_set_css_name (widget_class, "decklistview");
}

static void
drive_in_deck_list_view_init (DriveInDeckListView *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  GtkEventController *shortcuts;
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_list_store_new (DRIVE_IN_TYPE_DECK_ROW);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->rows)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_object (self->selection, "notify::selected-item",
                           G_CALLBACK (on_selection_changed_cb), self, G_CONNECT_SWAPPED);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (on_factory_unbind_cb), NULL);
  gtk_list_view_set_factory (GTK_LIST_VIEW (self->list_view), factory);
  gtk_list_view_set_model (GTK_LIST_VIEW (self->list_view),
                           GTK_SELECTION_MODEL (self->selection));

  /* Delete removes the selected card, as double-click and Enter do. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_alternative_trigger_new (
                                                            gtk_keyval_trigger_new (GDK_KEY_Delete, 0),
                                                            gtk_keyval_trigger_new (GDK_KEY_KP_Delete, 0)),
                                                          gtk_callback_action_new (remove_selected,
                                                                                   self, NULL)));
  /* + and - add and take out a copy where counts are edited (other games' decks). */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new_with_arguments (
                                          gtk_shortcut_trigger_parse_string ("plus|KP_Add|equal"),
                                          gtk_callback_action_new (add_or_remove_selected, self,
                                                                   NULL),
                                          "b", TRUE));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new_with_arguments (
                                          gtk_shortcut_trigger_parse_string ("minus|KP_Subtract"),
                                          gtk_callback_action_new (add_or_remove_selected, self,
                                                                   NULL),
                                          "b", FALSE));
  gtk_widget_add_controller (self->list_view, shortcuts);

  /* Library cards come in as COPY; the deck's own rows drag with MOVE and are refused. */
  drop = gtk_drop_target_new (DRIVE_IN_TYPE_CARD, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  update_rows (self);
}

GtkWidget *
drive_in_deck_list_view_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_DECK_LIST_VIEW, NULL);
}

static void
on_deck_variant_changed_cb (DriveInDeckListView *self)
{
  update_rows (self);
}

/* Shows @deck's cards, or its side deck's with @side. */
static void
set_entries (DriveInDeckListView *self,
             DriveInDeck            *deck,
             gboolean             side)
{
  g_assert (DRIVE_IN_IS_DECK_LIST_VIEW (self));

  if (self->deck == deck && self->side == side)
    return;

  if (self->entries != NULL)
    g_signal_handlers_disconnect_by_func (self->entries, on_deck_items_changed_cb, self);
  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_variant_changed_cb, self);
  g_clear_object (&self->entries);
  g_set_object (&self->deck, deck);
  self->side = side;
  if (deck != NULL)
    {
      self->entries = g_object_ref (side ? drive_in_deck_get_side (deck) : G_LIST_MODEL (deck));
      g_signal_connect_swapped (self->entries, "items-changed",
                                G_CALLBACK (on_deck_items_changed_cb), self);
      /* A Rumble lists its Challenger beside the deck, the Classic Game among the cards. */
      g_signal_connect_swapped (deck, "notify::variant", G_CALLBACK (on_deck_variant_changed_cb),
                                self);
    }
  if (self->rows != NULL)
    update_rows (self);
}

void
drive_in_deck_list_view_set_deck (DriveInDeckListView *self,
                                  DriveInDeck            *deck)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  set_entries (self, deck, FALSE);
}

void
drive_in_deck_list_view_set_side_deck (DriveInDeckListView *self,
                                       DriveInDeck            *deck)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  set_entries (self, deck, TRUE);
}

/* The row widgets the list has now: each list item holds one. */
static void
refresh_row_widgets (DriveInDeckListView *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->list_view);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *box = gtk_widget_get_first_child (child);
      DriveInDeckRow *row = box != NULL ? get_box_row (box) : NULL;

      if (row != NULL && g_object_get_data (G_OBJECT (box), "drive-in-row-widgets") != NULL)
        update_row_widgets (box, row);
    }
}

void
drive_in_deck_list_view_set_counts_editable (DriveInDeckListView *self,
                                             gboolean             editable)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self));

  editable = !!editable;
  if (self->counts_editable == editable)
    return;
  self->counts_editable = editable;
  refresh_row_widgets (self);
}

void
drive_in_deck_list_view_set_problems (DriveInDeckListView *self,
                                      GListModel          *problems)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self));
  g_return_if_fail (problems == NULL || G_IS_LIST_MODEL (problems));

  g_clear_pointer (&self->problems, g_hash_table_unref);
  self->problems = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint i = 0; problems != NULL && i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);
      const char * const *ids = drive_in_deck_problem_get_card_ids (problem);

      for (guint j = 0; ids[j] != NULL; j++)
        {
          const char *old = g_hash_table_lookup (self->problems, ids[j]);
          char *text = old != NULL
                       ? g_strconcat (old, "\n", drive_in_deck_problem_get_message (problem), NULL)
                       : g_strdup (drive_in_deck_problem_get_message (problem));

          g_hash_table_replace (self->problems, g_strdup (ids[j]), text);
        }
    }
  refresh_row_widgets (self);
}

const char *
drive_in_deck_list_view_get_problem_text (DriveInDeckListView *self,
                                          const char          *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);

  return self->problems != NULL ? g_hash_table_lookup (self->problems, card_id) : NULL;
}

void
drive_in_deck_list_view_set_empty_text (DriveInDeckListView *self,
                                        const char          *title,
                                        const char          *description)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self));

  adw_status_page_set_title (ADW_STATUS_PAGE (self->empty_page), title);
  adw_status_page_set_description (ADW_STATUS_PAGE (self->empty_page), description);
}

DriveInDeck *
drive_in_deck_list_view_get_deck (DriveInDeckListView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), NULL);

  return self->deck;
}

GListModel *
drive_in_deck_list_view_get_rows (DriveInDeckListView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), NULL);

  return G_LIST_MODEL (self->rows);
}

guint
drive_in_deck_list_view_get_type_count (DriveInDeckListView *self,
                                        int                  kind)
{
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), 0);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInDeckRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);

      if (drive_in_deck_row_get_kind (row) == DRIVE_IN_DECK_ROW_HEADER
          && drive_in_deck_row_get_kind_index (row) == kind)
        return drive_in_deck_row_get_count (row);
    }
  return 0;
}

gboolean
drive_in_deck_list_view_select_card (DriveInDeckListView *self,
                                     const char          *card_id)
{
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInDeckRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);

      if (g_strcmp0 (drive_in_deck_row_get_card_id (row), card_id) == 0)
        {
          gtk_single_selection_set_selected (self->selection, i);
          return TRUE;
        }
    }
  return FALSE;
}

const char *
drive_in_deck_list_view_get_selected_card_id (DriveInDeckListView *self)
{
  DriveInDeckRow *row;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), NULL);

  row = gtk_single_selection_get_selected_item (self->selection);
  return row != NULL ? drive_in_deck_row_get_card_id (row) : NULL;
}

gboolean
drive_in_deck_list_view_is_dragging (DriveInDeckListView *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_LIST_VIEW (self), FALSE);

  return self->dragging;
}
