/* drive-in-validation-panel.c: the deck's variant picker, live legality, problems and advice. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-deck-game.h"
#include "drive-in-resources.h"
#include "drive-in-validation-panel.h"

struct _DriveInValidationPanel
{
  GtkWidget   parent_instance;

  DriveInDeck   *deck;
  GListModel *problems;
  GListStore *advice;
  gboolean    syncing; /* showing the deck's own variant or Title: not a user edit */
  const char *game;    /* the game whose variants the drop-down lists (interned) */
  GListModel *side;    /* the deck's side deck, watched */

  GtkWidget  *format_label;
  GtkWidget  *format_dropdown;
  GtkWidget  *summary_label;
  GtkWidget  *title_entry;
  GtkWidget  *status_box;
  GtkWidget  *status_icon;
  GtkWidget  *status_label;
  GtkWidget  *problem_list;
  GtkWidget  *advice_heading;
  GtkWidget  *advice_list;
};

G_DEFINE_FINAL_TYPE (DriveInValidationPanel, drive_in_validation_panel, GTK_TYPE_WIDGET)

enum {
  VARIANT_CHOSEN,
  TITLE_EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_PROBLEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
create_message_row (const char *icon_name,
                    const char *message)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *image = gtk_image_new_from_icon_name (icon_name);
  GtkWidget *label = gtk_label_new (message);

  gtk_widget_set_valign (image, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), image);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_add_css_class (box, "validation-message");
  return box;
}

static GtkWidget *
create_problem_widget (gpointer item,
                       gpointer user_data)
{
  return create_message_row ("dialog-warning-symbolic",
                             drive_in_deck_problem_get_message (DRIVE_IN_DECK_PROBLEM (item)));
}

static GtkWidget *
create_advice_widget (gpointer item,
                      gpointer user_data)
{
  return create_message_row ("dialog-information-symbolic",
                             drive_in_deck_advice_get_message (DRIVE_IN_DECK_ADVICE (item)));
}

/* The deck's game, or the first game's when there is no deck. */
static const DriveInGameInfo *
deck_game_info (DriveInValidationPanel *self)
{
  if (self->deck != NULL)
    return drive_in_game_info_lookup (drive_in_deck_get_game (self->deck));
  return drive_in_game_info_list (NULL)[0];
}

/* The drop-down lists the variants of the deck's game (GROS's formats among them). */
static void
fill_dropdown (DriveInValidationPanel *self)
{
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);
  const DriveInGameInfo *info = deck_game_info (self);
  const char *game = info != NULL ? g_intern_string (info->id) : NULL;
  const DriveInGameVariant *variants = NULL;
  guint n = 0;

  g_assert (DRIVE_IN_IS_VALIDATION_PANEL (self));

  if (game == self->game)
    return;
  self->game = game;
  if (info != NULL)
    variants = drive_in_game_info_get_variants (info, &n);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (items, drive_in_game_info_variant_label (&variants[i]));
  self->syncing = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->format_dropdown), G_LIST_MODEL (items));
  self->syncing = FALSE;
}

/* The deck's variant in the drop-down, its rules in a sentence, and its Title where the
 * variant's decks carry one. */
static void
update_format (DriveInValidationPanel *self)
{
  const DriveInGameInfo *info;
  const DriveInGameVariant *variants;
  const DriveInGameVariant *variant = NULL;
  const char *title;
  guint n, position = 0;

  g_assert (DRIVE_IN_IS_VALIDATION_PANEL (self));

  fill_dropdown (self);
  if (self->deck == NULL || (info = deck_game_info (self)) == NULL)
    return;
  variants = drive_in_game_info_get_variants (info, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (variants[i].id, drive_in_deck_get_variant (self->deck)) == 0)
      {
        position = i;
        variant = &variants[i];
      }
  title = drive_in_deck_get_title (self->deck) != NULL ? drive_in_deck_get_title (self->deck) : "";
  self->syncing = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->format_dropdown), position);
  gtk_label_set_label (GTK_LABEL (self->summary_label),
                       variant != NULL ? drive_in_game_info_variant_summary (variant) : "");
  gtk_widget_set_visible (self->title_entry, variant != NULL && variant->deck_title);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->title_entry)), title) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->title_entry), title);
  self->syncing = FALSE;
}

/* The cards the deck's type mix is measured against: what its "type-mix" advice recommends
 * in all (a GROS deck's size; 0 for decks with no mix advice). */
static guint
recommended_total (GListModel *advice)
{
  guint total = 0;

  for (guint i = 0; i < g_list_model_get_n_items (advice); i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);

      if (g_strcmp0 (drive_in_deck_advice_get_rule_id (item), "type-mix") == 0)
        total += drive_in_deck_advice_get_recommended (item);
    }
  return total;
}

static void
revalidate (DriveInValidationPanel *self)
{
  g_autoptr(GListModel) advice = NULL;
  g_autofree char *status = NULL;
  const DriveInGameVariant *variant;
  const DriveInGameInfo *info;
  const char *label;
  gboolean half_built;
  guint n_problems;

  g_assert (DRIVE_IN_IS_VALIDATION_PANEL (self));

  g_clear_object (&self->problems);
  g_list_store_remove_all (self->advice);

  if (self->deck == NULL)
    {
      self->problems = G_LIST_MODEL (g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM));
      gtk_list_box_bind_model (GTK_LIST_BOX (self->problem_list), self->problems,
                               create_problem_widget, NULL, NULL);
      gtk_widget_set_visible (self->status_box, FALSE);
      gtk_widget_set_visible (self->problem_list, FALSE);
      gtk_widget_set_visible (self->advice_heading, FALSE);
      gtk_widget_set_visible (self->advice_list, FALSE);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEMS]);
      return;
    }

  /* The deck is checked by its game's rules (DriveInGameInfo's validation hook). */
  info = deck_game_info (self);
  variant = info != NULL ? drive_in_game_info_find_variant (info,
                                                            drive_in_deck_get_variant (self->deck))
                         : NULL;
  label = variant != NULL ? drive_in_game_info_variant_label (variant)
                          : drive_in_deck_get_variant (self->deck);
  self->problems = drive_in_deck_validate (self->deck, drive_in_deck_get_catalog (self->deck));
  n_problems = g_list_model_get_n_items (self->problems);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->problem_list), self->problems,
                           create_problem_widget, NULL, NULL);

  /* What to change. The type mix only once the deck is half built: before that every type
   * would read "add some", and the composition chart shows the mix anyway. */
  advice = drive_in_deck_advise (self->deck, drive_in_deck_get_catalog (self->deck));
  half_built = drive_in_deck_get_n_cards (self->deck) * 2 >= recommended_total (advice);
  for (guint i = 0; i < g_list_model_get_n_items (advice); i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);
      gboolean type_mix = g_strcmp0 (drive_in_deck_advice_get_rule_id (item), "type-mix") == 0;

      if (drive_in_deck_advice_get_deviation (item) != 0 && (half_built || !type_mix))
        g_list_store_append (self->advice, item);
    }

  if (n_problems == 0)
    /* Translators: "Legal Feature Film deck". */
    status = g_strdup_printf (_("Legal %s deck"), label);
  else
    status = g_strdup_printf (ngettext ("%u problem", "%u problems", n_problems), n_problems);
  gtk_label_set_label (GTK_LABEL (self->status_label), status);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->status_icon),
                                n_problems == 0 ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  if (n_problems == 0)
    {
      gtk_widget_add_css_class (self->status_box, "success");
      gtk_widget_remove_css_class (self->status_box, "warning");
    }
  else
    {
      gtk_widget_add_css_class (self->status_box, "warning");
      gtk_widget_remove_css_class (self->status_box, "success");
    }

  gtk_widget_set_visible (self->status_box, TRUE);
  gtk_widget_set_visible (self->problem_list, n_problems > 0);
  gtk_widget_set_visible (self->advice_heading,
                          g_list_model_get_n_items (G_LIST_MODEL (self->advice)) > 0);
  gtk_widget_set_visible (self->advice_list,
                          g_list_model_get_n_items (G_LIST_MODEL (self->advice)) > 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROBLEMS]);
}

static void
on_deck_items_changed_cb (DriveInValidationPanel *self,
                          guint                   position,
                          guint                   removed,
                          guint                   added,
                          GListModel             *deck)
{
  revalidate (self);
}

static void
on_deck_notify_cb (DriveInValidationPanel *self,
                   GParamSpec             *pspec,
                   DriveInDeck               *deck)
{
  update_format (self);
  revalidate (self);
}

static void
on_format_dropdown_selected_cb (DriveInValidationPanel *self,
                                GParamSpec             *pspec,
                                GtkDropDown            *dropdown)
{
  guint position = gtk_drop_down_get_selected (dropdown);

  const DriveInGameInfo *game;
  const DriveInGameVariant *variants;
  guint n;

  if (self->syncing || self->deck == NULL
      || (game = drive_in_game_info_lookup (drive_in_deck_get_game (self->deck))) == NULL)
    return;
  variants = drive_in_game_info_get_variants (game, &n);
  if (position < n && g_strcmp0 (variants[position].id, drive_in_deck_get_variant (self->deck)) != 0)
    g_signal_emit (self, signals[VARIANT_CHOSEN], 0, variants[position].id);
  /* Shows the deck's variant again when nobody took the choice. */
  update_format (self);
}

static void
on_title_entry_changed_cb (DriveInValidationPanel *self,
                           GtkEditable            *entry)
{
  if (self->syncing || self->deck == NULL)
    return;
  g_signal_emit (self, signals[TITLE_EDITED], 0, gtk_editable_get_text (entry));
}

static void
drive_in_validation_panel_get_property (GObject    *object,
                                        guint       prop_id,
                                        GValue     *value,
                                        GParamSpec *pspec)
{
  DriveInValidationPanel *self = DRIVE_IN_VALIDATION_PANEL (object);

  switch (prop_id)
    {
    case PROP_PROBLEMS:
      g_value_set_object (value, self->problems);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_validation_panel_dispose (GObject *object)
{
  DriveInValidationPanel *self = DRIVE_IN_VALIDATION_PANEL (object);

  drive_in_validation_panel_set_deck (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_VALIDATION_PANEL);
  /* Children without a bound field. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->problems);
  g_clear_object (&self->advice);

  G_OBJECT_CLASS (drive_in_validation_panel_parent_class)->dispose (object);
}

static void
drive_in_validation_panel_class_init (DriveInValidationPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_validation_panel_dispose;
  object_class->get_property = drive_in_validation_panel_get_property;

  /* The deck's problems (DriveInDeckProblem), notified after every check. */
  properties[PROP_PROBLEMS] =
    g_param_spec_object ("problems", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A variant id ("rumble", "episode") was chosen. */
  signals[VARIANT_CHOSEN] =
    g_signal_new ("variant-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[TITLE_EDITED] =
    g_signal_new ("title-edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-validation-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, format_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, format_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, title_entry);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, status_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, status_icon);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, problem_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, advice_heading);
  gtk_widget_class_bind_template_child (widget_class, DriveInValidationPanel, advice_list);
  gtk_widget_class_bind_template_callback (widget_class, on_format_dropdown_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_title_entry_changed_cb);

  gtk_widget_class_set_css_name (widget_class, "validationpanel");
}

static void
drive_in_validation_panel_init (DriveInValidationPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  fill_dropdown (self);

  self->advice = g_list_store_new (DRIVE_IN_TYPE_DECK_ADVICE);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->advice_list), G_LIST_MODEL (self->advice),
                           create_advice_widget, NULL, NULL);
  revalidate (self);
}

GtkWidget *
drive_in_validation_panel_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_VALIDATION_PANEL, NULL);
}

void
drive_in_validation_panel_set_deck (DriveInValidationPanel *self,
                                    DriveInDeck               *deck)
{
  g_return_if_fail (DRIVE_IN_IS_VALIDATION_PANEL (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->deck, on_deck_items_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->deck, on_deck_notify_cb, self);
      g_signal_handlers_disconnect_by_func (self->side, on_deck_items_changed_cb, self);
    }
  g_set_object (&self->deck, deck);
  g_clear_object (&self->side);
  if (deck != NULL)
    {
      self->side = g_object_ref (drive_in_deck_get_side (deck));
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_items_changed_cb), self);
      /* The side deck is checked with the deck (copies count over both). */
      g_signal_connect_swapped (self->side, "items-changed", G_CALLBACK (on_deck_items_changed_cb),
                                self);
      g_signal_connect_swapped (deck, "notify::variant", G_CALLBACK (on_deck_notify_cb), self);
      g_signal_connect_swapped (deck, "notify::title", G_CALLBACK (on_deck_notify_cb), self);
      g_signal_connect_swapped (deck, "notify::catalog", G_CALLBACK (on_deck_notify_cb), self);
    }
  if (self->advice != NULL)
    {
      update_format (self);
      revalidate (self);
    }
}

GListModel *
drive_in_validation_panel_get_problems (DriveInValidationPanel *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_VALIDATION_PANEL (self), NULL);

  return self->problems;
}

GListModel *
drive_in_validation_panel_get_advice (DriveInValidationPanel *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_VALIDATION_PANEL (self), NULL);

  return G_LIST_MODEL (self->advice);
}

gboolean
drive_in_validation_panel_is_legal (DriveInValidationPanel *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_VALIDATION_PANEL (self), FALSE);

  return self->deck != NULL && self->problems != NULL
         && g_list_model_get_n_items (self->problems) == 0;
}

const char *
drive_in_validation_panel_get_status (DriveInValidationPanel *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_VALIDATION_PANEL (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->status_label));
}
