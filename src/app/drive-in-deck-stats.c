/* drive-in-deck-stats.c: a deck in figures: its mix, cost curve, power, team. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "drive-in-deck-game.h"
#include "drive-in-deck-stats.h"
#include "drive-in-card-face.h"
#include "drive-in-render-text.h"

#define MAX_KINDS    8
#define MAX_STATS    4
#define BAR_HEIGHT   14
#define CHART_HEIGHT 80
#define TEXT_HEIGHT  20
#define COLUMN_GAP   8

struct _DriveInDeckStats
{
  GtkWidget              parent_instance;

  DriveInDeck              *deck;
  const DriveInDeckGame *game;
  const DriveInCardFace    *face;
  guint                  n_kinds;
  const DriveInDeckGameMix *kinds[MAX_KINDS];
  guint                  kind_counts[MAX_KINDS];
  int                    team[MAX_STATS];
  char                  *team_summary;
  guint                  costs[DRIVE_IN_DECK_STATS_N_COSTS];
  int                    stat_total;
  double                 average_cost;
  char                  *summary;

  GtkWidget             *mix_label;
  GtkWidget             *mix_bar;
  GtkWidget             *cost_heading;
  GtkWidget             *cost_chart;
  GtkWidget             *summary_label;
  GtkWidget             *team_heading;
  GtkWidget             *team_label;
};

static gboolean
mix_matches (const DriveInDeckGameMix *mix,
             DriveInCard                 *card)
{
  return g_str_equal (drive_in_card_get_kind (card), mix->kind)
         && (mix->attribute == NULL
             || g_strcmp0 (drive_in_card_get_attribute_text (card, mix->attribute), mix->value) == 0);
}

static const char *
mix_key (const DriveInDeckGameMix *mix)
{
  return mix->value != NULL ? mix->value : mix->kind;
}

G_DEFINE_FINAL_TYPE (DriveInDeckStats, drive_in_deck_stats, GTK_TYPE_WIDGET)

static void
update (DriveInDeckStats *self)
{
  const DriveInGameInfo *info;
  g_autoptr(GString) mix = g_string_new (NULL);
  const char *stat_label;
  guint n_costed = 0, n_mixed = 0;
  int cost_sum = 0;

  g_assert (DRIVE_IN_IS_DECK_STATS (self));

  memset (self->kind_counts, 0, sizeof self->kind_counts);
  memset (self->costs, 0, sizeof self->costs);
  memset (self->team, 0, sizeof self->team);
  self->n_kinds = 0;
  self->stat_total = 0;
  self->average_cost = 0;
  self->game = self->deck != NULL ? drive_in_deck_game_lookup (drive_in_deck_get_game (self->deck))
                                  : NULL;
  self->face = self->deck != NULL ? drive_in_card_face_lookup (drive_in_deck_get_game (self->deck))
                                  : NULL;
  info = self->deck != NULL ? drive_in_game_info_lookup (drive_in_deck_get_game (self->deck)) : NULL;

  for (guint k = 0; self->game != NULL && k < self->game->n_mix && k < MAX_KINDS; k++)
    self->kinds[self->n_kinds++] = &self->game->mix[k];

  for (guint i = 0; self->game != NULL && i < drive_in_deck_get_n_cards (self->deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (self->deck, i));
      int value;

      if (card == NULL)
        continue;
      /* The slot cards are the team: their stats are summed, not their kinds and costs. */
      if (drive_in_deck_game_is_slot_card (self->game, self->deck, card))
        {
          for (guint t = 0; self->game->team_stats != NULL && self->game->team_stats[t] != NULL
                            && t < MAX_STATS; t++)
            self->team[t] += drive_in_card_get_attribute_int (card, self->game->team_stats[t], 0);
          continue;
        }
      for (guint k = 0; k < self->n_kinds; k++)
        if (mix_matches (self->kinds[k], card))
          self->kind_counts[k]++;
      if (self->face != NULL && drive_in_card_face_get_cost (self->face, card, &value))
        {
          self->costs[CLAMP (value, 0, DRIVE_IN_DECK_STATS_N_COSTS - 1)]++;
          cost_sum += MAX (value, 0);
          n_costed++;
        }
      if (self->face != NULL && drive_in_card_face_get_stat (self->face, card, &value))
        self->stat_total += value;
    }
  self->average_cost = n_costed > 0 ? (double) cost_sum / n_costed : 0;

  /* "24 Beasts · 8 Grottos · 8 Wishes"; a shared deck's make-up is read as shares: "41
   * Buildings (36%)". */
  for (guint k = 0; k < self->n_kinds; k++)
    n_mixed += self->kind_counts[k];
  for (guint k = 0; info != NULL && k < self->n_kinds; k++)
    {
      const DriveInCardKindInfo *kind = drive_in_game_info_find_kind (info, self->kinds[k]->kind);
      const char *name;

      if (kind == NULL)
        continue;
      if (self->kinds[k]->label != NULL)
        name = self->kind_counts[k] == 1 ? _(self->kinds[k]->label) : _(self->kinds[k]->plural);
      else
        name = self->kind_counts[k] == 1 ? drive_in_game_info_kind_label (kind)
                                         : drive_in_game_info_kind_plural (kind);
      if (mix->len > 0)
        g_string_append (mix, " · ");
      if (self->game != NULL && drive_in_deck_game_is_shared (self->game) && n_mixed > 0)
        /* Translators: a count of cards of one kind and its share of the deck: "41 Buildings
         * (36%)". */
        g_string_append_printf (mix, _("%u %s (%u%%)"), self->kind_counts[k], name,
                                (guint) round (100.0 * self->kind_counts[k] / n_mixed));
      else
        /* Translators: a count of cards of one kind: "24 Beasts". */
        g_string_append_printf (mix, _("%u %s"), self->kind_counts[k], name);
    }

  /* "Mean 9 · Weird 5 · Fat 8" */
  g_clear_pointer (&self->team_summary, g_free);
  if (self->game != NULL && self->game->team_stats != NULL)
    {
      g_autoptr(GString) team = g_string_new (NULL);

      for (guint t = 0; self->game->team_stats[t] != NULL && t < MAX_STATS; t++)
        {
          if (team->len > 0)
            g_string_append (team, " · ");
          /* Translators: a stat of the team and its total: "Mean 9". */
          g_string_append_printf (team, _("%s %d"), _(self->game->team_stat_labels[t]),
                                  self->team[t]);
        }
      self->team_summary = g_string_free (g_steal_pointer (&team), FALSE);
    }
  gtk_widget_set_visible (self->team_heading, self->team_summary != NULL);
  gtk_widget_set_visible (self->team_label, self->team_summary != NULL);
  gtk_label_set_label (GTK_LABEL (self->team_label),
                       self->team_summary != NULL ? self->team_summary : "");
  gtk_label_set_label (GTK_LABEL (self->mix_label), mix->str);

  g_clear_pointer (&self->summary, g_free);
  stat_label = self->face != NULL ? drive_in_card_face_get_stat_label (self->face) : NULL;
  if (stat_label != NULL)
    /* Translators: under the cost chart: "Power total 52 · average cost 2.4". */
    self->summary = g_strdup_printf (_("%s total %d · average cost %.1f"), stat_label,
                                     self->stat_total, self->average_cost);
  else
    self->summary = g_strdup_printf (_("Average cost %.1f"), self->average_cost);
  gtk_label_set_label (GTK_LABEL (self->summary_label), self->summary);

  {
    g_autofree char *description =
      /* Translators: the cost chart for screen readers. */
      g_strdup_printf (_("Cost 0: %u, 1: %u, 2: %u, 3: %u, 4: %u, 5: %u, 6 or more: %u"),
                       self->costs[0], self->costs[1], self->costs[2], self->costs[3],
                       self->costs[4], self->costs[5], self->costs[6]);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->cost_chart),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->mix_bar),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, mix->str, -1);
  }
  gtk_widget_queue_draw (self->mix_bar);
  gtk_widget_queue_draw (self->cost_chart);
}

static void
on_deck_changed_cb (DriveInDeckStats *self)
{
  update (self);
}

/* The kinds side by side in one bar, each as wide as its share, in its frame colour. */
static void
draw_mix (GtkDrawingArea *area,
          cairo_t        *cr,
          int             width,
          int             height,
          gpointer        user_data)
{
  DriveInDeckStats *self = user_data;
  guint total = 0;
  double x = 0;

  for (guint k = 0; k < self->n_kinds; k++)
    total += self->kind_counts[k];

  drive_in_render_rounded_rectangle (cr, 0, 0, width, height, height / 2.0);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.15);
  cairo_paint (cr);
  for (guint k = 0; total > 0 && k < self->n_kinds; k++)
    {
      double share = width * self->kind_counts[k] / (double) total;
      double r = 0.5, g = 0.5, b = 0.5;

      GdkRGBA color;

      if (self->kinds[k]->color != NULL && gdk_rgba_parse (&color, self->kinds[k]->color))
        r = color.red, g = color.green, b = color.blue;
      else if (self->face != NULL && self->face->get_kind_color != NULL)
        self->face->get_kind_color (self->kinds[k]->kind, &r, &g, &b);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_rectangle (cr, x, 0, share, height);
      cairo_fill (cr);
      x += share;
    }
}

static void
show_centered (cairo_t     *cr,
               PangoLayout *layout,
               const char  *text,
               double       center_x,
               double       top)
{
  int width, height;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, center_x - width / 2.0, top + (TEXT_HEIGHT - height) / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_costs (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  DriveInDeckStats *self = user_data;
  GtkWidget *widget = GTK_WIDGET (area);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  double column_width = (double) width / DRIVE_IN_DECK_STATS_N_COSTS;
  double bar_width = MAX (column_width - COLUMN_GAP, 4);
  double base = TEXT_HEIGHT + CHART_HEIGHT;
  guint scale = 1;
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  for (guint c = 0; c < DRIVE_IN_DECK_STATS_N_COSTS; c++)
    scale = MAX (scale, self->costs[c]);

  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
  cairo_rectangle (cr, 0, base, width, 1);
  cairo_fill (cr);
  for (guint c = 0; c < DRIVE_IN_DECK_STATS_N_COSTS; c++)
    {
      double center = column_width * (c + 0.5);
      double bar_height = round (CHART_HEIGHT * self->costs[c] / (double) scale);
      g_autofree char *count = g_strdup_printf ("%u", self->costs[c]);
      g_autofree char *cost = c + 1 < DRIVE_IN_DECK_STATS_N_COSTS ? g_strdup_printf ("%u", c)
                                                                   : g_strdup_printf ("%u+", c);

      /* The cost orb's crystal blue, deeper for dearer cards. */
      cairo_set_source_rgb (cr, 0.35 - 0.04 * c, 0.70 - 0.05 * c, 0.90 - 0.04 * c);
      cairo_rectangle (cr, center - bar_width / 2, base - bar_height, bar_width, bar_height);
      cairo_fill (cr);
      gdk_cairo_set_source_rgba (cr, &fg);
      show_centered (cr, layout, count, center, base - bar_height - TEXT_HEIGHT);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      show_centered (cr, layout, cost, center, base + 2);
    }
}

static void
drive_in_deck_stats_dispose (GObject *object)
{
  DriveInDeckStats *self = DRIVE_IN_DECK_STATS (object);
  GtkWidget *child;

  drive_in_deck_stats_set_deck (self, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (drive_in_deck_stats_parent_class)->dispose (object);
}

static void
drive_in_deck_stats_finalize (GObject *object)
{
  DriveInDeckStats *self = DRIVE_IN_DECK_STATS (object);

  g_free (self->summary);
  g_free (self->team_summary);

  G_OBJECT_CLASS (drive_in_deck_stats_parent_class)->finalize (object);
}

static void
drive_in_deck_stats_class_init (DriveInDeckStatsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_deck_stats_dispose;
  object_class->finalize = drive_in_deck_stats_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "deckstats");
}

static GtkWidget *
add_label (DriveInDeckStats *self,
           const char       *text,
           const char       *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

static void
drive_in_deck_stats_init (DriveInDeckStats *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  /* The team first: a Gruff deck is built around it. */
  self->team_heading = add_label (self, _("Team"), "heading");
  self->team_label = add_label (self, NULL, "numeric");
  gtk_widget_set_margin_bottom (self->team_label, 12);

  add_label (self, _("Card Types"), "heading");
  self->mix_label = add_label (self, NULL, "numeric");
  self->mix_bar = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->mix_bar), BAR_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->mix_bar), draw_mix, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->mix_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card types"), -1);
  gtk_widget_set_parent (self->mix_bar, GTK_WIDGET (self));

  self->cost_heading = add_label (self, _("Costs"), "heading");
  gtk_widget_set_margin_top (self->cost_heading, 12);
  self->cost_chart = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->cost_chart),
                                       TEXT_HEIGHT + CHART_HEIGHT + TEXT_HEIGHT + 4);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->cost_chart), draw_costs, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->cost_chart),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cost curve"), -1);
  gtk_widget_set_parent (self->cost_chart, GTK_WIDGET (self));
  self->summary_label = add_label (self, NULL, "dim-label");

  update (self);
}

GtkWidget *
drive_in_deck_stats_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_DECK_STATS, NULL);
}

void
drive_in_deck_stats_set_deck (DriveInDeckStats *self,
                              DriveInDeck         *deck)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_STATS (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_changed_cb, self);
  g_set_object (&self->deck, deck);
  if (deck != NULL)
    {
      /* The variant decides whether a Challenger is in the deck or beside it. */
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::catalog", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::variant", G_CALLBACK (on_deck_changed_cb), self);
    }
  if (self->mix_label != NULL)
    update (self);
}

guint
drive_in_deck_stats_get_kind_count (DriveInDeckStats *self,
                                    const char       *kind)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), 0);
  g_return_val_if_fail (kind != NULL, 0);

  for (guint k = 0; k < self->n_kinds; k++)
    if (g_str_equal (mix_key (self->kinds[k]), kind))
      return self->kind_counts[k];
  return 0;
}

int
drive_in_deck_stats_get_team_total (DriveInDeckStats *self,
                                    const char       *attribute)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), 0);
  g_return_val_if_fail (attribute != NULL, 0);

  for (guint t = 0; self->game != NULL && self->game->team_stats != NULL
                    && self->game->team_stats[t] != NULL && t < MAX_STATS; t++)
    if (g_str_equal (self->game->team_stats[t], attribute))
      return self->team[t];
  return 0;
}

const char *
drive_in_deck_stats_get_team_summary (DriveInDeckStats *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), NULL);

  return self->team_summary;
}

guint
drive_in_deck_stats_get_cost_count (DriveInDeckStats *self,
                                    guint             column)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), 0);
  g_return_val_if_fail (column < DRIVE_IN_DECK_STATS_N_COSTS, 0);

  return self->costs[column];
}

int
drive_in_deck_stats_get_stat_total (DriveInDeckStats *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), 0);

  return self->stat_total;
}

double
drive_in_deck_stats_get_average_cost (DriveInDeckStats *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), 0);

  return self->average_cost;
}

const char *
drive_in_deck_stats_get_mix (DriveInDeckStats *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->mix_label));
}

const char *
drive_in_deck_stats_get_summary (DriveInDeckStats *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_STATS (self), NULL);

  return self->summary;
}
