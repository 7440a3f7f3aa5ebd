/* drive-in-movie-area.c: one seat's Movie on the table: Title, Characters with their Props,
 * the Location, Plot Twists, Defense, banked points, popcorn and piles. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-drop-zone.h"
#include "drive-in-movie-area.h"
#include "drive-in-pile-button.h"

struct _DriveInMovieArea
{
  GtkWidget         parent_instance;

  DriveInTableGame *game;
  guint             seat;
  int               card_width;
  GHashTable       *widgets;     /* instance -> DriveInCardWidget (a reference) */
  char             *layout;      /* what the body shows, to skip needless re-layouts */

  GtkWidget        *header;
  GtkWidget        *title_label;
  GtkWidget        *seat_label;
  GtkWidget        *defense_label;
  GtkWidget        *banked_label;
  GtkWidget        *popcorn_label;
  GtkWidget        *hand_label;
  GtkWidget        *deck_pile;
  GtkWidget        *graveyard_pile;
  GtkWidget        *removed_pile;
  GtkWidget        *scrolled;
  GtkWidget        *body;
  GtkWidget        *location_slot;
};

G_DEFINE_FINAL_TYPE (DriveInMovieArea, drive_in_movie_area, GTK_TYPE_WIDGET)

/* Where each card of the Movie goes. */
typedef enum
{
  SLOT_LOCATION,
  SLOT_CAST,
  SLOT_TWIST,
} Slot;

static void
drive_in_movie_area_dispose (GObject *object)
{
  DriveInMovieArea *self = DRIVE_IN_MOVIE_AREA (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->widgets, g_hash_table_unref);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (drive_in_movie_area_parent_class)->dispose (object);
}

static void
drive_in_movie_area_finalize (GObject *object)
{
  g_free (DRIVE_IN_MOVIE_AREA (object)->layout);
  G_OBJECT_CLASS (drive_in_movie_area_parent_class)->finalize (object);
}

static void
drive_in_movie_area_class_init (DriveInMovieAreaClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_movie_area_dispose;
  object_class->finalize = drive_in_movie_area_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "moviearea");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_movie_area_init (DriveInMovieArea *self)
{
  self->widgets = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
}

/* Adds @child to the body's flow (at @position, -1 for the end); the flow's own child
 * wrapper stays out of the keyboard's way: the cards take the focus. */
static void
insert_in_body (DriveInMovieArea *self,
                GtkWidget        *child,
                int               position)
{
  gtk_flow_box_insert (GTK_FLOW_BOX (self->body), child, position);
  gtk_widget_set_focusable (gtk_widget_get_parent (child), FALSE);
  gtk_widget_set_valign (gtk_widget_get_parent (child), GTK_ALIGN_START);
}

static void
append_to_body (DriveInMovieArea *self,
                GtkWidget        *child)
{
  insert_in_body (self, child, -1);
}

/* Takes the cast and the Twists out of the body, keeping the Location slot. */
static void
clear_cast (DriveInMovieArea *self)
{
  GtkWidget *child = gtk_widget_get_first_child (self->body);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      GtkWidget *inner = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (inner != self->location_slot)
        gtk_flow_box_remove (GTK_FLOW_BOX (self->body), child);
      child = next;
    }
}

static GtkWidget *
stat_label (GtkWidget  *box,
            const char *icon_name,
            const char *tooltip)
{
  GtkWidget *item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *label = gtk_label_new ("0");

  gtk_widget_add_css_class (item, "movie-stat");
  gtk_box_append (GTK_BOX (item), gtk_image_new_from_icon_name (icon_name));
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (item), label);
  gtk_widget_set_tooltip_text (item, tooltip);
  gtk_box_append (GTK_BOX (box), item);
  return label;
}

GtkWidget *
drive_in_movie_area_new (DriveInTableGame *game,
                         guint             seat,
                         int               card_width)
{
  DriveInMovieArea *self;
  GtkWidget *titles, *stats, *piles;
  GtkLayoutManager *layout;
  g_autofree char *accessible = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE_GAME (game), NULL);
  g_return_val_if_fail (seat < drive_in_table_game_get_n_seats (game), NULL);

  self = g_object_new (DRIVE_IN_TYPE_MOVIE_AREA, NULL);
  self->game = g_object_ref (game);
  self->seat = seat;
  self->card_width = card_width;
  layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);

  /* The Title across the top; who directs, the figures and the piles below it. */
  self->header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->header, "movie-header");
  self->title_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->title_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->title_label, "movie-title");
  gtk_box_append (GTK_BOX (self->header), self->title_label);
  titles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_append (GTK_BOX (self->header), titles);
  self->seat_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->seat_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->seat_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (self->seat_label, TRUE);
  gtk_widget_add_css_class (self->seat_label, "movie-seat");
  gtk_box_append (GTK_BOX (titles), self->seat_label);

  stats = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  gtk_widget_set_valign (stats, GTK_ALIGN_CENTER);
  self->defense_label = stat_label (stats, "security-high-symbolic", NULL);
  gtk_widget_add_css_class (gtk_widget_get_parent (self->defense_label), "movie-defense");
  self->banked_label = stat_label (stats, "starred-symbolic", _("Banked points"));
  self->popcorn_label = stat_label (stats, "drive-in-popcorn-symbolic",
                                    _("Popcorn available: unspent popcorn and untipped Buckets"));
  self->hand_label = stat_label (stats, "view-continuous-symbolic", _("Cards in hand"));
  gtk_box_append (GTK_BOX (titles), stats);

  piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_valign (piles, GTK_ALIGN_CENTER);
  self->deck_pile = drive_in_pile_button_new ("emblem-documents-symbolic", _("Deck"), FALSE);
  self->graveyard_pile = drive_in_pile_button_new ("user-trash-symbolic", _("Graveyard"), TRUE);
  self->removed_pile = drive_in_pile_button_new ("edit-cut-symbolic",
                                                 _("Editing-room floor (removed)"), TRUE);
  gtk_box_append (GTK_BOX (piles), self->deck_pile);
  gtk_box_append (GTK_BOX (piles), self->graveyard_pile);
  gtk_box_append (GTK_BOX (piles), self->removed_pile);
  gtk_box_append (GTK_BOX (titles), piles);
  gtk_widget_set_parent (self->header, GTK_WIDGET (self));
  drive_in_drop_zone_install (self->graveyard_pile, DRIVE_IN_DROP_GRAVEYARD, seat, GROS_NO_CARD);

  /* The Location first, the cast in Movie order, the Plot Twists last; rows wrap, so a
   * busy Movie grows down rather than out of sight. */
  self->body = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->body), GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (self->body), FALSE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->body), FALSE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->body), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->body), 40);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->body), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->body), 6);
  gtk_widget_set_valign (self->body, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->body, "movie-body");
  self->location_slot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_widget_add_css_class (self->location_slot, "location-slot");
  gtk_widget_set_valign (self->location_slot, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (self->location_slot, _("Location"));
  append_to_body (self, self->location_slot);
  drive_in_drop_zone_install (self->location_slot, DRIVE_IN_DROP_LOCATION, seat, GROS_NO_CARD);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->body);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));

  drive_in_drop_zone_install (GTK_WIDGET (self), DRIVE_IN_DROP_MOVIE, seat, GROS_NO_CARD);
  accessible = drive_in_table_game_dup_seat_name (game, seat);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  return GTK_WIDGET (self);
}

guint
drive_in_movie_area_get_seat (DriveInMovieArea *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_MOVIE_AREA (self), 0);
  return self->seat;
}

DriveInCardWidget *
drive_in_movie_area_lookup (DriveInMovieArea *self,
                            int               instance)
{
  g_return_val_if_fail (DRIVE_IN_IS_MOVIE_AREA (self), NULL);
  return g_hash_table_lookup (self->widgets, GINT_TO_POINTER (instance));
}

static gboolean
has_defense (GrosCardType type)
{
  return type == GROS_CARD_TYPE_CHARACTER || type == GROS_CARD_TYPE_LOCATION
         || type == GROS_CARD_TYPE_PROP;
}

char *
drive_in_movie_area_dup_defense_breakdown (DriveInMovieArea *self)
{
  GrosSession *session;
  GListModel *movie;
  GString *text;
  int sum = 0, total;

  g_return_val_if_fail (DRIVE_IN_IS_MOVIE_AREA (self), NULL);

  session = drive_in_table_game_get_session (self->game);
  movie = gros_session_get_zone (session, GROS_ZONE_MOVIE, self->seat);
  total = gros_game_movie_defense (gros_session_get_game (session), self->seat);
  text = g_string_new (NULL);
  /* Translators: the heading of a Movie's Defense breakdown. */
  g_string_append_printf (text, _("Total Defense: %d"), total);
  for (guint i = 0; i < g_list_model_get_n_items (movie); i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (movie, i);
      DriveInCard *object = gros_session_card_get_card (card);
      int defense;

      if (object == NULL || gros_session_card_is_face_down (card)
          || !has_defense (drive_in_card_get_card_type (object)))
        continue;
      defense = gros_session_card_get_defense (card);
      sum += defense;
      if (gros_session_card_is_knocked_out (card))
        /* Translators: a line of the Defense breakdown. */
        g_string_append_printf (text, _("\n%s: Knocked Out"), drive_in_card_get_name (object));
      else
        g_string_append_printf (text, "\n%s: %+d", drive_in_card_get_name (object), defense);
    }
  if (sum != total)
    g_string_append_printf (text, _("\nOther effects: %+d"), total - sum);
  return g_string_free (text, FALSE);
}

/* The handle of the card an attachment ultimately hangs on (Props on Props, FX on Props...),
 * as the viewer knows them. */
static int
root_host (GrosSession     *session,
           GrosSessionCard *card)
{
  int host = gros_session_card_get_host (card);

  for (guint depth = 0; depth < 8 && host != GROS_NO_CARD; depth++)
    {
      GrosSessionCard *up = gros_session_lookup_card (session, host);

      if (up == NULL || gros_session_card_get_host (up) == GROS_NO_CARD)
        break;
      host = gros_session_card_get_host (up);
    }
  return host;
}

static Slot
card_slot (const GrosGame  *game,
           GrosSessionCard *card)
{
  DriveInCard *object = gros_session_card_get_card (card);

  /* Characters are cast face down at the start; later only Plot Twists lie face down. */
  if (object == NULL)
    return game->step == GROS_PHASE_SETUP_CAST ? SLOT_CAST : SLOT_TWIST;
  switch (drive_in_card_get_card_type (object))
    {
    case GROS_CARD_TYPE_LOCATION:
      return SLOT_LOCATION;
    case GROS_CARD_TYPE_PLOT_TWIST:
      return SLOT_TWIST;
    default:
      return SLOT_CAST;
    }
}

static DriveInCardWidget *
ensure_widget (DriveInMovieArea *self,
               GrosSessionCard  *card,
               gboolean          compact,
               guint             animation_ms)
{
  int instance = gros_session_card_get_handle (card);
  DriveInCardWidget *widget = g_hash_table_lookup (self->widgets, GINT_TO_POINTER (instance));
  gboolean own = (int) self->seat == drive_in_table_game_get_viewer (self->game);

  if (widget == NULL)
    {
      widget = DRIVE_IN_CARD_WIDGET (drive_in_card_widget_new (card, self->card_width));
      g_hash_table_insert (self->widgets, GINT_TO_POINTER (instance), g_object_ref_sink (widget));
      drive_in_card_widget_set_show_defense (widget, TRUE);
      drive_in_drop_zone_install (GTK_WIDGET (widget), DRIVE_IN_DROP_CARD, self->seat, instance);
      drive_in_card_widget_animate_in (widget, animation_ms);
    }
  drive_in_card_widget_set_animation_ms (widget, animation_ms);
  drive_in_card_widget_set_compact (widget, compact);
  /* Props move between one's own Characters by dragging too. */
  drive_in_card_widget_set_draggable (widget, compact && own);
  return widget;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* A Character (or other card) with what is attached to it below, readable. */
static GtkWidget *
make_stack (DriveInMovieArea  *self,
            DriveInCardWidget *base,
            GPtrArray         *attached)
{
  GtkWidget *stack = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

  gtk_widget_add_css_class (stack, "card-stack");
  gtk_box_append (GTK_BOX (stack), GTK_WIDGET (base));
  for (guint i = 0; attached != NULL && i < attached->len; i++)
    gtk_box_append (GTK_BOX (stack), attached->pdata[i]);
  gtk_widget_set_size_request (stack, self->card_width + 16, -1);
  return stack;
}

/* Plot Twists banked in @seat's Movie, counted as the rules count them for the end. */
static guint
count_banked_twists (const GrosGame *game,
                     guint           seat)
{
  guint n = 0;

  for (guint i = 0; i < gros_game_zone_size (game, GROS_ZONE_MOVIE, seat); i++)
    {
      int card = gros_game_zone_card (game, GROS_ZONE_MOVIE, seat, i);

      if (game->cards[card].flags & GROS_CARD_BANKED)
        n++;
    }
  return n;
}

static void
update_header (DriveInMovieArea *self)
{
  GrosSession *session = drive_in_table_game_get_session (self->game);
  const GrosGame *game = gros_session_get_game (session);
  const GrosSeat *seat = &game->seats[self->seat];
  const char *title = drive_in_table_game_get_title (self->game, self->seat);
  g_autofree char *name = drive_in_table_game_dup_seat_name (self->game, self->seat);
  g_autofree char *seat_text = NULL;
  g_autofree char *defense = NULL;
  g_autofree char *banked = NULL;
  g_autofree char *popcorn = NULL;
  g_autofree char *hand = NULL;
  g_autofree char *breakdown = NULL;
  GListModel *movie = gros_session_get_zone (session, GROS_ZONE_MOVIE, self->seat);
  int buckets = 0;

  gtk_label_set_text (GTK_LABEL (self->title_label), title != NULL ? title : _("Untitled"));
  gtk_widget_set_tooltip_text (self->title_label, title);
  if (game->active == self->seat && !gros_game_is_over (game) && game->turn > 0)
    /* Translators: "Seat 2 (Easy computer) · turn 7": whose turn it is. */
    seat_text = g_strdup_printf (_("%s · turn %u"), name, game->turn);
  else
    seat_text = g_strdup (name);
  gtk_label_set_text (GTK_LABEL (self->seat_label), seat_text);
  /* The seat's whole name and deck, when the header is short of room. */
  {
    const char *deck = drive_in_table_game_get_deck_label (self->game, self->seat);
    g_autofree char *tooltip = deck != NULL ? g_strdup_printf (_("%s\nDeck: %s"), name, deck)
                                            : g_strdup (name);

    gtk_widget_set_tooltip_text (self->seat_label, tooltip);
  }

  for (guint i = 0; i < g_list_model_get_n_items (movie); i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (movie, i);
      DriveInCard *object = gros_session_card_get_card (card);

      if (object != NULL && drive_in_card_has_bucket (object) && !gros_session_card_is_tipped (card)
          && !gros_session_card_is_face_down (card) && !gros_session_card_is_knocked_out (card))
        buckets++;
    }

  defense = g_strdup_printf ("%d", gros_game_movie_defense (game, self->seat));
  gtk_label_set_text (GTK_LABEL (self->defense_label), defense);
  breakdown = drive_in_movie_area_dup_defense_breakdown (self);
  gtk_widget_set_tooltip_text (gtk_widget_get_parent (self->defense_label), breakdown);
  if (game->params.end_on_twists)
    {
      /* Episode: the banked Twists count toward the third that ends the game. */
      guint twists = count_banked_twists (game, self->seat);
      g_autofree char *tooltip = g_strdup_printf (_("Banked points; %u of 3 Plot Twists banked "
                                                    "(the third ends the game)"), twists);

      banked = g_strdup_printf ("%d · %u/3", seat->banked, twists);
      gtk_widget_set_tooltip_text (gtk_widget_get_parent (self->banked_label), tooltip);
    }
  else
    banked = g_strdup_printf ("%d", seat->banked);
  gtk_label_set_text (GTK_LABEL (self->banked_label), banked);
  /* Formats without Plot Twists (Classic) bank nothing; without popcorn nothing is paid. */
  gtk_widget_set_visible (gtk_widget_get_parent (self->banked_label), game->params.twists);
  gtk_widget_set_visible (gtk_widget_get_parent (self->popcorn_label), game->params.popcorn);
  /* Central Casting: the table shows the shared deck and graveyard instead. */
  gtk_widget_set_visible (self->deck_pile, !game->params.shared_deck);
  gtk_widget_set_visible (self->graveyard_pile, !game->params.shared_deck);
  popcorn = g_strdup_printf ("%d", seat->popcorn + buckets);
  gtk_label_set_text (GTK_LABEL (self->popcorn_label), popcorn);
  hand = g_strdup_printf ("%u", gros_game_zone_size (game, GROS_ZONE_HAND, self->seat));
  gtk_label_set_text (GTK_LABEL (self->hand_label), hand);

  drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->deck_pile),
                                  gros_session_get_zone (session, GROS_ZONE_DECK, self->seat));
  drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->graveyard_pile),
                                  gros_session_get_zone (session, GROS_ZONE_GRAVEYARD, self->seat));
  drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->removed_pile),
                                  gros_session_get_zone (session, GROS_ZONE_REMOVED, self->seat));

  if (game->active == self->seat && !gros_game_is_over (game))
    gtk_widget_add_css_class (GTK_WIDGET (self), "active-seat");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active-seat");
  if (gros_game_get_deciding_seat (game) == self->seat && !gros_game_is_over (game))
    gtk_widget_add_css_class (GTK_WIDGET (self), "deciding-seat");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "deciding-seat");
}

void
drive_in_movie_area_refresh (DriveInMovieArea *self,
                             guint             animation_ms)
{
  GrosSession *session;
  const GrosGame *game;
  GListModel *movie;
  guint n;
  g_autoptr(GString) layout = g_string_new (NULL);
  g_autoptr(GHashTable) attached = NULL;   /* root instance -> GPtrArray of widgets */
  g_autoptr(GPtrArray) order = NULL;       /* GrosSessionCard, hosts in Movie order */
  g_autoptr(GHashTable) present = NULL;
  GHashTableIter iter;
  gpointer key, value;
  int cast_position;

  g_return_if_fail (DRIVE_IN_IS_MOVIE_AREA (self));

  session = drive_in_table_game_get_session (self->game);
  game = gros_session_get_game (session);
  movie = gros_session_get_zone (session, GROS_ZONE_MOVIE, self->seat);
  n = g_list_model_get_n_items (movie);
  update_header (self);

  /* The layout as text: when it did not change, the widgets stay where they are (and keep
   * the keyboard focus). */
  order = g_ptr_array_new_with_free_func (g_object_unref);
  present = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < n; i++)
    {
      GrosSessionCard *card = g_list_model_get_item (movie, i);
      int instance = gros_session_card_get_handle (card);
      int host = root_host (session, card);

      g_hash_table_add (present, GINT_TO_POINTER (instance));
      g_string_append_printf (layout, "%d:%d:%d:%d,", instance, host, card_slot (game, card),
                              gros_session_card_is_hidden (card));
      g_ptr_array_add (order, card);
    }
  if (g_strcmp0 (layout->str, self->layout) == 0)
    return;
  g_free (self->layout);
  self->layout = g_strdup (layout->str);

  /* Cards that left the Movie. */
  g_hash_table_iter_init (&iter, self->widgets);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (present, key))
      {
        GtkWidget *parent = gtk_widget_get_parent (value);

        if (parent != NULL)
          gtk_box_remove (GTK_BOX (parent), value);
        g_hash_table_iter_remove (&iter);
      }

  /* Take every card out of its box, then lay the Movie out again. */
  g_hash_table_iter_init (&iter, self->widgets);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GtkWidget *parent = gtk_widget_get_parent (value);

      if (parent != NULL)
        gtk_box_remove (GTK_BOX (parent), value);
    }
  clear_box (self->location_slot);
  clear_cast (self);
  cast_position = 1;

  attached = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < order->len; i++)
    {
      GrosSessionCard *card = order->pdata[i];
      int host = root_host (session, card);
      GPtrArray *list;

      if (host == GROS_NO_CARD || !g_hash_table_contains (present, GINT_TO_POINTER (host)))
        continue;
      list = g_hash_table_lookup (attached, GINT_TO_POINTER (host));
      if (list == NULL)
        {
          list = g_ptr_array_new ();
          g_hash_table_insert (attached, GINT_TO_POINTER (host), list);
        }
      g_ptr_array_add (list, ensure_widget (self, card, TRUE, animation_ms));
    }

  for (guint i = 0; i < order->len; i++)
    {
      GrosSessionCard *card = order->pdata[i];
      int instance = gros_session_card_get_handle (card);
      int host = root_host (session, card);
      GPtrArray *list = g_hash_table_lookup (attached, GINT_TO_POINTER (instance));
      DriveInCardWidget *widget;

      if (host != GROS_NO_CARD && g_hash_table_contains (present, GINT_TO_POINTER (host)))
        continue;
      widget = ensure_widget (self, card, FALSE, animation_ms);
      switch (card_slot (game, card))
        {
        case SLOT_LOCATION:
          gtk_box_append (GTK_BOX (self->location_slot), make_stack (self, widget, list));
          break;
        case SLOT_TWIST:
          {
            /* Twists wrap like the cast, after it. */
            GtkWidget *stack = make_stack (self, widget, list);

            gtk_widget_add_css_class (stack, "twist");
            append_to_body (self, stack);
          }
          break;
        case SLOT_CAST:
        default:
          insert_in_body (self, make_stack (self, widget, list), cast_position++);
          break;
        }
    }

  if (gtk_widget_get_first_child (self->location_slot) == NULL)
    {
      GtkWidget *empty = gtk_label_new (_("No Location"));

      gtk_widget_add_css_class (empty, "empty-slot");
      gtk_widget_set_size_request (empty, self->card_width,
                                   drive_in_card_height_for_width (self->card_width));
      gtk_box_append (GTK_BOX (self->location_slot), empty);
    }
}

void
drive_in_movie_area_reset (DriveInMovieArea *self)
{
  GHashTableIter iter;
  gpointer value;

  g_return_if_fail (DRIVE_IN_IS_MOVIE_AREA (self));

  g_hash_table_iter_init (&iter, self->widgets);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GtkWidget *parent = gtk_widget_get_parent (value);

      if (parent != NULL)
        gtk_box_remove (GTK_BOX (parent), value);
    }
  g_hash_table_remove_all (self->widgets);
  g_clear_pointer (&self->layout, g_free);
  clear_box (self->location_slot);
  clear_cast (self);
}
