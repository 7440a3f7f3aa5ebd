/* drive-in-gruff-draft-table.c: the person's games of the Gruff draft's round robin, played
 * one after another at the Gruff table (the computers' games are played elsewhere). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-boards.h"
#include "drive-in-gruff-draft-table.h"
#include "gruff-game.h"
#include "drive-in-toast.h"
#include "gruff-game-id.h"

typedef struct
{
  guint   seat_a, seat_b;       /* the draft seats, as the round robin names the pair */
  guint   first, second;        /* the draft seats at the game's seats 1 and 2 */
  guint64 seed;
} DraftGame;

struct _DriveInGruffDraftTable
{
  GtkWidget        parent_instance;

  DriveInCatalog     *catalog;
  GPtrArray       *decks[GRUFF_DRAFT_SEATS];
  guint            human_seat;
  GameAiLevel      level;
  GArray          *games;       /* DraftGame */
  guint            current;     /* index of the game on the table; games->len: none left */
  gboolean         recorded;    /* the current game's result was given */
  guint            pace_ms;
  gboolean         has_pace;
  DriveInGamePlay *play;

  GtkWidget       *toasts;
  GtkWidget       *title_label;
  GtkWidget       *next_button;
  GtkWidget       *board_box;
  GtkWidget       *board;
};

enum
{
  SIGNAL_GAME_OVER,
  SIGNAL_FINISHED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (DriveInGruffDraftTable, drive_in_gruff_draft_table, GTK_TYPE_WIDGET)

static char *
dup_seat_name (DriveInGruffDraftTable *self,
               guint                   seat)
{
  if (seat == self->human_seat)
    return g_strdup_printf (_("You (player %u)"), seat + 1);
  return g_strdup_printf (_("Player %u (computer)"), seat + 1);
}

static void
clear_play (DriveInGruffDraftTable *self)
{
  if (self->play != NULL)
    {
      g_signal_handlers_disconnect_by_data (drive_in_game_play_get_session (self->play), self);
      drive_in_game_play_stop (self->play);
    }
  if (self->board != NULL)
    gtk_box_remove (GTK_BOX (self->board_box), self->board);
  self->board = NULL;
  g_clear_object (&self->play);
}

static void
update_header (DriveInGruffDraftTable *self)
{
  g_autofree char *title = NULL;
  gboolean over = self->play != NULL && drive_in_game_play_is_over (self->play);

  if (self->current < self->games->len)
    {
      const DraftGame *game = &g_array_index (self->games, DraftGame, self->current);
      guint other = game->first == self->human_seat ? game->second : game->first;
      g_autofree char *name = dup_seat_name (self, other);

      /* Translators: "Game 2 of 6: against Player 3 (computer), you play second". */
      title = g_strdup_printf (game->first == self->human_seat
                               ? _("Game %u of %u: against %s, you play first")
                               : _("Game %u of %u: against %s, you play second"),
                               self->current + 1, self->games->len, name);
    }
  gtk_label_set_text (GTK_LABEL (self->title_label), title != NULL ? title : "");
  gtk_widget_set_visible (self->next_button, over);
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        self->current + 1 < self->games->len ? _("_Next Game")
                                                             : _("_Standings"));
}

static void
on_session_changed_cb (DriveInGruffDraftTable *self)
{
  const GruffGame *state;
  const DraftGame *game;
  int winner = -1;

  if (self->recorded || self->play == NULL || !drive_in_game_play_is_over (self->play))
    return;
  self->recorded = TRUE;
  game = &g_array_index (self->games, DraftGame, self->current);
  state = game_session_get_view (drive_in_game_play_get_session (self->play));
  if (state->winner != GAME_NO_SEAT)
    winner = (int) (state->winner == 0 ? game->first : game->second);
  update_header (self);
  g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, game->seat_a, game->seat_b, winner);
}

static gboolean
start_game (DriveInGruffDraftTable *self)
{
  const GameRules *rules = game_rules_lookup (GRUFF_GAME_ID);
  const DraftGame *game = &g_array_index (self->games, DraftGame, self->current);
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  DriveInSeatPlayer players[GRUFF_SEATS];
  char *labels[GRUFF_SEATS + 1] = { NULL };
  guint seats[GRUFF_SEATS] = { game->first, game->second };

  rules->params_init (params, "duel");
  record = game_record_new (rules, game->seed, GRUFF_SEATS, params);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      GPtrArray *deck = self->decks[seats[s]];
      g_autofree const char **ids = g_new0 (const char *, deck->len + 1);

      for (guint i = 0; i < deck->len; i++)
        ids[i] = drive_in_card_get_id (deck->pdata[i]);
      game_record_set_deck (record, s, ids);
      players[s].kind = seats[s] == self->human_seat ? DRIVE_IN_PLAYER_HUMAN
                                                     : DRIVE_IN_PLAYER_AI;
      players[s].level = self->level;
      labels[s] = dup_seat_name (self, seats[s]);
    }
  self->play = drive_in_game_play_new (self->catalog, record, players,
                                       (const char * const *) labels, 0, FALSE, &error);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    g_free (labels[s]);
  if (self->play == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->title_label), error->message);
      return FALSE;
    }
  if (self->has_pace)
    drive_in_game_play_set_pace (self->play, self->pace_ms);
  self->recorded = FALSE;
  self->board = drive_in_board_new (self->play);
  gtk_widget_set_vexpand (self->board, TRUE);
  gtk_box_append (GTK_BOX (self->board_box), self->board);
  g_signal_connect_swapped (drive_in_game_play_get_session (self->play), "changed",
                            G_CALLBACK (on_session_changed_cb), self);
  drive_in_game_play_start (self->play);
  update_header (self);
  on_session_changed_cb (self);
  return TRUE;
}

gboolean
drive_in_gruff_draft_table_next (DriveInGruffDraftTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_TABLE (self), FALSE);

  if (self->play != NULL && !drive_in_game_play_is_over (self->play))
    return FALSE;
  if (self->play != NULL)
    self->current++;
  clear_play (self);
  if (self->current >= self->games->len)
    {
      update_header (self);
      g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
      return TRUE;
    }
  return start_game (self);
}

static void
on_next_clicked_cb (DriveInGruffDraftTable *self)
{
  drive_in_gruff_draft_table_next (self);
}

/* ---- The table's own actions, as the table page passes them to its board ----------------- */

static void
forward (DriveInGruffDraftTable *self,
         const char             *action,
         GVariant               *parameter)
{
  g_autofree char *name = g_strconcat ("board.", action, NULL);

  if (self->board != NULL)
    gtk_widget_activate_action_variant (self->board, name, parameter);
}

static void
forward_activated (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  /* "table.card-click" goes to "board.card-click". */
  forward (DRIVE_IN_GRUFF_DRAFT_TABLE (widget), action_name + strlen ("table."), parameter);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInGruffDraftTable *self = DRIVE_IN_GRUFF_DRAFT_TABLE (widget);
  g_autoptr(GError) error = NULL;

  if (self->play != NULL && !drive_in_game_play_undo (self->play, &error))
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->toasts), drive_in_toast_new (error->message));
}

/* ---- The type ---------------------------------------------------------------------------- */

static void
drive_in_gruff_draft_table_dispose (GObject *object)
{
  DriveInGruffDraftTable *self = DRIVE_IN_GRUFF_DRAFT_TABLE (object);

  clear_play (self);
  g_clear_pointer (&self->toasts, gtk_widget_unparent);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    g_clear_pointer (&self->decks[s], g_ptr_array_unref);
  g_clear_pointer (&self->games, g_array_unref);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (drive_in_gruff_draft_table_parent_class)->dispose (object);
}

static void
drive_in_gruff_draft_table_class_init (DriveInGruffDraftTableClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const char *const with_card[] = {
    "table.card-click", "table.card-menu", "table.drag-begin", "table.drag-end",
    "table.drag-refused",
  };
  static const char *const plain[] = { "table.pass", "table.toggle-log", "table.show-actions" };

  G_OBJECT_CLASS (klass)->dispose = drive_in_gruff_draft_table_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  for (guint i = 0; i < G_N_ELEMENTS (with_card); i++)
    gtk_widget_class_install_action (widget_class, with_card[i], "i", forward_activated);
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    gtk_widget_class_install_action (widget_class, plain[i], NULL, forward_activated);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_activated);

  signals[SIGNAL_GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT,
                                            G_TYPE_INT);
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
}

static void
drive_in_gruff_draft_table_init (DriveInGruffDraftTable *self)
{
  GtkWidget *box, *header;

  self->games = g_array_new (FALSE, FALSE, sizeof (DraftGame));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_bottom (header, 6);
  self->title_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->title_label, "heading");
  gtk_label_set_xalign (GTK_LABEL (self->title_label), 0);
  gtk_widget_set_hexpand (self->title_label, TRUE);
  self->next_button = gtk_button_new_with_mnemonic (_("_Next Game"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  gtk_widget_set_visible (self->next_button, FALSE);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (on_next_clicked_cb), self);
  gtk_box_append (GTK_BOX (header), self->title_label);
  gtk_box_append (GTK_BOX (header), self->next_button);
  self->board_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_vexpand (self->board_box, TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), self->board_box);
  self->toasts = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (self->toasts), box);
  gtk_widget_set_parent (self->toasts, GTK_WIDGET (self));
}

GtkWidget *
drive_in_gruff_draft_table_new (DriveInCatalog       *catalog,
                                GPtrArray * const *decks,
                                guint              human_seat,
                                guint              games_per_pair,
                                GameAiLevel        level,
                                guint64            seed)
{
  DriveInGruffDraftTable *self;
  guint number = 0;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (decks != NULL && human_seat < GRUFF_DRAFT_SEATS, NULL);

  self = g_object_new (DRIVE_IN_TYPE_GRUFF_DRAFT_TABLE, NULL);
  self->catalog = g_object_ref (catalog);
  self->human_seat = human_seat;
  self->level = level;
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    self->decks[s] = g_ptr_array_ref (decks[s]);
  /* The round robin's order and numbering: pairs (0,1), (0,2), …, each game in turn. */
  for (guint a = 0; a < GRUFF_DRAFT_SEATS; a++)
    for (guint b = a + 1; b < GRUFF_DRAFT_SEATS; b++)
      for (guint k = 0; k < games_per_pair; k++)
        {
          DraftGame game = { a, b, k % 2 == 1 ? b : a, k % 2 == 1 ? a : b,
                             gruff_draft_game_seed (seed, ++number) };

          if (a == human_seat || b == human_seat)
            g_array_append_val (self->games, game);
        }
  return GTK_WIDGET (self);
}

DriveInGamePlay *
drive_in_gruff_draft_table_get_play (DriveInGruffDraftTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_TABLE (self), NULL);
  return self->play;
}

guint
drive_in_gruff_draft_table_get_n_games (DriveInGruffDraftTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_TABLE (self), 0);
  return self->games->len;
}

guint
drive_in_gruff_draft_table_get_n_played (DriveInGruffDraftTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_TABLE (self), 0);
  return self->current + (self->recorded && self->current < self->games->len ? 1 : 0);
}

void
drive_in_gruff_draft_table_set_pace (DriveInGruffDraftTable *self,
                                     guint                   pace_ms)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_TABLE (self));

  self->pace_ms = pace_ms;
  self->has_pace = TRUE;
  if (self->play != NULL)
    drive_in_game_play_set_pace (self->play, pace_ms);
}
