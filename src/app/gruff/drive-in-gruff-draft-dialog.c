/* drive-in-gruff-draft-dialog.c: Gruff's four-player snake draft (004) against computer
 * drafters, the decks built from it, and the round robin's standings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-gruff-draft-dialog.h"
#include "drive-in-gruff-draft-table.h"
#include "drive-in-resources.h"
#include "drive-in-card-face.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"

#define POOL_CARD_WIDTH 132
/* Each pair of seats plays twice, each seat going first once. */
#define GAMES_PER_PAIR  2

typedef struct
{
  guint seat_a, seat_b;
  int   winner;
} PlayedGame;

struct _DriveInGruffDraftDialog
{
  AdwWindow         parent_instance;

  DriveInCatalog      *catalog;
  GListStore       *pool;          /* the catalog's Gruff cards */
  GruffDraft       *draft;
  char             *error_message;
  guint             human_seat;
  GameAiLevel       level;
  guint64           seed;
  char             *status;
  GPtrArray        *decks[GRUFF_DRAFT_SEATS];
  GListModel       *problems;      /* the person's deck's */
  char             *verdict;
  char             *notice;
  gboolean          running;
  gboolean          has_standings;
  GruffDraftRecord  records[GRUFF_DRAFT_SEATS];
  guint             standings[GRUFF_DRAFT_SEATS];
  GCancellable     *cancellable;
  /* While the round robin goes on: the games played so far (the computers' in a worker
   * thread, the person's at the table), and what is still to come. */
  GArray           *played;        /* PlayedGame */
  GruffDraftRecord  tally[GRUFF_DRAFT_SEATS];
  gboolean          simulated;     /* the computers' games are over */
  gboolean          at_table_done; /* the person's games are over */
  GtkWidget        *draft_table;   /* DriveInGruffDraftTable, on the "table" page */

  AdwWindowTitle   *window_title;
  GtkWidget        *close_button;
  GtkWidget        *play_button;
  GtkWidget        *spinner;
  GtkWidget        *stack;
  GtkWidget        *pick_heading;
  GtkWidget        *pool_box;
  GtkWidget        *verdict_label;
  GtkWidget        *gruffs_box;
  GtkWidget        *notice_label;
  GtkWidget        *standings_grid;
  GtkWidget        *games_label;
  GtkWidget        *error_page;
  GtkWidget        *seats_box;
};

G_DEFINE_FINAL_TYPE (DriveInGruffDraftDialog, drive_in_gruff_draft_dialog, ADW_TYPE_WINDOW)

/* --- texts ------------------------------------------------------------------------------- */

static char *
dup_seat_name (DriveInGruffDraftDialog *self,
               guint                    seat)
{
  if (seat == self->human_seat)
    /* Translators: the person's seat in the Gruff draft, "You (player 1)". */
    return g_strdup_printf (_("You (player %u)"), seat + 1);
  /* Translators: a computer drafter's seat, "Player 2 (computer)". */
  return g_strdup_printf (_("Player %u (computer)"), seat + 1);
}

/* "Mean 4 · Weird 1 · Fat 2", "Life 20 · Threshold 8 · …": what the card prints. */
static char *
dup_card_facts (DriveInCard *card)
{
  const DriveInCardFace *face = drive_in_card_face_for_card (card);

  return face != NULL ? drive_in_card_face_dup_notes (face, card) : NULL;
}

static void
set_status (DriveInGruffDraftDialog *self,
            char                    *status)
{
  g_free (self->status);
  self->status = status;
  adw_window_title_set_subtitle (self->window_title, status != NULL ? status : "");
}

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_BOX (box))
        gtk_box_remove (GTK_BOX (box), child);
      else if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else if (GTK_IS_GRID (box))
        gtk_grid_remove (GTK_GRID (box), child);
      else
        g_assert_not_reached ();
    }
}

static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* --- the seats beside every page ---------------------------------------------------------- */

static int
count_ultimates (GPtrArray *deck)
{
  int n = 0;

  for (guint i = 0; deck != NULL && i < deck->len; i++)
    n += gruff_card_is_ultimate (deck->pdata[i]);
  return n;
}

static void
update_seats (DriveInGruffDraftDialog *self)
{
  remove_children (self->seats_box);
  for (guint seat = 0; self->draft != NULL && seat < GRUFF_DRAFT_SEATS; seat++)
    {
      g_autofree char *name = dup_seat_name (self, seat);
      DriveInCard *shepherd = gruff_draft_get_shepherd (self->draft, seat);
      GPtrArray *gruffs = gruff_draft_get_gruffs (self->draft, seat);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *heading = new_label (name, "heading");

      gtk_box_append (GTK_BOX (box), heading);
      if (shepherd == NULL)
        gtk_box_append (GTK_BOX (box), new_label (_("No shepherd yet"), "dim-label"));
      for (guint i = 0; i < 1 + (gruffs != NULL ? gruffs->len : 0); i++)
        {
          DriveInCard *card = i == 0 ? shepherd : gruffs->pdata[i - 1];
          g_autofree char *facts = NULL;

          if (card == NULL)
            continue;
          facts = dup_card_facts (card);
          gtk_box_append (GTK_BOX (box), new_label (drive_in_card_get_name (card), NULL));
          if (facts != NULL)
            {
              GtkWidget *line = new_label (facts, "dim-label");

              gtk_widget_add_css_class (line, "caption");
              gtk_box_append (GTK_BOX (box), line);
            }
        }
      if (self->decks[seat] != NULL && shepherd != NULL)
        {
          g_autofree char *text =
            /* Translators: a drafted deck beside the draft: "24 ability cards · 2 of 3
             * Ultimates". */
            g_strdup_printf (_("%u ability cards · %d of %d Ultimates"),
                             self->decks[seat]->len - 1 - GRUFF_DECK_GRUFFS,
                             count_ultimates (self->decks[seat]),
                             gruff_card_get_breaking_point (shepherd));

          gtk_box_append (GTK_BOX (box), new_label (text, "caption"));
        }
      if (self->has_standings)
        {
          g_autofree char *record =
            /* Translators: a seat's record in the round robin. */
            g_strdup_printf (_("%u won · %u lost · %u drawn"), self->records[seat].wins,
                             self->records[seat].losses, self->records[seat].draws);

          gtk_box_append (GTK_BOX (box), new_label (record, "caption-heading"));
        }
      if (seat == self->human_seat)
        gtk_widget_add_css_class (heading, "accent");
      gtk_box_append (GTK_BOX (self->seats_box), box);
    }
}

/* --- the draft page ---------------------------------------------------------------------- */

static void update_draft (DriveInGruffDraftDialog *self);

static void
on_pool_card_clicked_cb (GtkButton               *button,
                         DriveInGruffDraftDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (!drive_in_gruff_draft_dialog_pick (self, g_object_get_data (G_OBJECT (button), "card-id"),
                                         &error))
    g_warning ("%s", error->message);
}

static GtkWidget *
new_pool_card (DriveInGruffDraftDialog *self,
               DriveInCard                *card)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *picture = drive_in_card_picture_new (POOL_CARD_WIDTH);
  g_autofree char *facts = dup_card_facts (card);
  GtkWidget *name = new_label (drive_in_card_get_name (card), "heading");

  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (picture), card);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_label_set_xalign (GTK_LABEL (name), 0.5);
  gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), name);
  if (facts != NULL)
    {
      GtkWidget *line = new_label (facts, "caption");

      gtk_label_set_xalign (GTK_LABEL (line), 0.5);
      gtk_label_set_justify (GTK_LABEL (line), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (line), 18);
      gtk_box_append (GTK_BOX (box), line);
    }
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, drive_in_card_get_abilities (card));
  g_object_set_data_full (G_OBJECT (button), "card-id", g_strdup (drive_in_card_get_id (card)),
                          g_free);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_pool_card_clicked_cb), self, 0);
  return button;
}

static void
update_draft (DriveInGruffDraftDialog *self)
{
  g_autoptr(GPtrArray) available = NULL;
  GruffDraftPick pick;
  guint n_picks, done = 0;

  gruff_draft_get_order (&n_picks);
  for (guint seat = 0; seat < GRUFF_DRAFT_SEATS; seat++)
    done += (gruff_draft_get_shepherd (self->draft, seat) != NULL)
            + gruff_draft_get_gruffs (self->draft, seat)->len;
  pick = gruff_draft_get_next (self->draft);
  /* Translators: the draft's progress: "Pick 6 of 16 · your gruff". */
  set_status (self, g_strdup_printf (pick.shepherd ? _("Pick %u of %u · your shepherd")
                                                   : _("Pick %u of %u · your gruff"),
                                     done + 1, n_picks));
  gtk_label_set_label (GTK_LABEL (self->pick_heading),
                       pick.shepherd ? _("Choose Your Shepherd") : _("Choose a Gruff"));
  remove_children (self->pool_box);
  available = gruff_draft_dup_available (self->draft);
  for (guint i = 0; i < available->len; i++)
    gtk_flow_box_append (GTK_FLOW_BOX (self->pool_box),
                         new_pool_card (self, available->pdata[i]));
  update_seats (self);
}

/* --- the decks page ---------------------------------------------------------------------- */

static void
validate (DriveInGruffDraftDialog *self)
{
  GPtrArray *deck = self->decks[self->human_seat];
  DriveInCard *shepherd = gruff_draft_get_shepherd (self->draft, self->human_seat);
  g_autoptr(GString) text = g_string_new (NULL);

  g_clear_object (&self->problems);
  self->problems = gruff_deck_validate ((DriveInCard * const *) deck->pdata, deck->len);
  for (guint i = 0; i < g_list_model_get_n_items (self->problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (self->problems, i);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, drive_in_deck_problem_get_message (problem));
    }
  if (text->len == 0)
    /* Translators: the person's drafted deck is legal: "Legal deck · 2 of 3 Ultimates". */
    g_string_printf (text, _("Legal deck · %d of %d Ultimates"), count_ultimates (deck),
                     gruff_card_get_breaking_point (shepherd));
  g_free (self->verdict);
  self->verdict = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_label_set_label (GTK_LABEL (self->verdict_label), self->verdict);
  if (drive_in_gruff_draft_dialog_is_deck_legal (self))
    {
      gtk_widget_remove_css_class (self->verdict_label, "error");
      gtk_widget_add_css_class (self->verdict_label, "success");
    }
  else
    {
      gtk_widget_remove_css_class (self->verdict_label, "success");
      gtk_widget_add_css_class (self->verdict_label, "error");
    }
  gtk_widget_set_sensitive (self->play_button, drive_in_gruff_draft_dialog_is_deck_legal (self)
                                               && !self->running);
  update_seats (self);
}

/* The person's deck again from the check buttons: shepherd, gruffs, each gruff's checked
 * cards in the order they are listed. */
static void
rebuild_human_deck (DriveInGruffDraftDialog *self)
{
  GPtrArray *deck = g_ptr_array_new_with_free_func (g_object_unref);
  GPtrArray *gruffs = gruff_draft_get_gruffs (self->draft, self->human_seat);

  g_ptr_array_add (deck, g_object_ref (gruff_draft_get_shepherd (self->draft,
                                                                 self->human_seat)));
  for (guint i = 0; i < gruffs->len; i++)
    g_ptr_array_add (deck, g_object_ref (gruffs->pdata[i]));
  for (GtkWidget *column = gtk_widget_get_first_child (self->gruffs_box); column != NULL;
       column = gtk_widget_get_next_sibling (column))
    for (GtkWidget *child = gtk_widget_get_first_child (column); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        DriveInCard *card = g_object_get_data (G_OBJECT (child), "card");

        if (card != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (child)))
          g_ptr_array_add (deck, g_object_ref (card));
      }
  g_clear_pointer (&self->decks[self->human_seat], g_ptr_array_unref);
  self->decks[self->human_seat] = deck;
  validate (self);
}

static void
on_card_toggled_cb (GtkCheckButton          *button,
                    DriveInGruffDraftDialog *self)
{
  rebuild_human_deck (self);
}

static gboolean
deck_contains (GPtrArray *deck,
               DriveInCard  *card)
{
  for (guint i = 0; i < deck->len; i++)
    if (deck->pdata[i] == card)
      return TRUE;
  return FALSE;
}

static void
show_decks (DriveInGruffDraftDialog *self)
{
  GPtrArray *gruffs;

  for (guint seat = 0; seat < GRUFF_DRAFT_SEATS; seat++)
    self->decks[seat] = gruff_draft_build_deck (self->draft, seat);
  gruffs = gruff_draft_get_gruffs (self->draft, self->human_seat);
  remove_children (self->gruffs_box);
  for (guint g = 0; g < gruffs->len; g++)
    {
      DriveInCard *gruff = gruffs->pdata[g];
      g_autoptr(GPtrArray) own = gruff_deck_cards_of (G_LIST_MODEL (self->pool), gruff);
      g_autofree char *facts = dup_card_facts (gruff);
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

      gtk_box_append (GTK_BOX (column), new_label (drive_in_card_get_name (gruff), "heading"));
      gtk_box_append (GTK_BOX (column), new_label (facts, "dim-label"));
      for (guint i = 0; i < own->len; i++)
        {
          DriveInCard *card = own->pdata[i];
          const char *kind = drive_in_card_get_kind_label (card);
          /* The printed type names an Ultimate: "Stampede · 6 · Ultimate Action". */
          g_autofree char *label =
            /* Translators: a card to choose for the deck: "Goad · 1 · Action". */
            g_strdup_printf (_("%s · %d · %s"), drive_in_card_get_name (card),
                             drive_in_card_get_attribute_int (card, "cost", 0),
                             kind != NULL ? kind : drive_in_game_info_card_kind_label (card));
          GtkWidget *check = gtk_check_button_new_with_label (label);

          g_object_set_data_full (G_OBJECT (check), "card", g_object_ref (card), g_object_unref);
          gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                       deck_contains (self->decks[self->human_seat], card));
          gtk_widget_set_tooltip_text (check, drive_in_card_get_abilities (card));
          g_signal_connect_object (check, "toggled", G_CALLBACK (on_card_toggled_cb), self, 0);
          gtk_box_append (GTK_BOX (column), check);
        }
      gtk_box_append (GTK_BOX (self->gruffs_box), column);
    }
  rebuild_human_deck (self);
  set_status (self, g_strdup (_("Build your deck")));
  gtk_widget_set_visible (self->play_button, TRUE);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "decks");
}

/* The computers pick until it is the person's turn or the draft is over. */
static void
run_computers (DriveInGruffDraftDialog *self)
{
  while (!gruff_draft_is_done (self->draft)
         && gruff_draft_get_next (self->draft).seat != self->human_seat)
    gruff_draft_pick (self->draft, gruff_draft_choose (self->draft));
  if (gruff_draft_is_done (self->draft))
    show_decks (self);
  else
    update_draft (self);
}

/* --- the round robin --------------------------------------------------------------------- */

typedef struct
{
  GPtrArray        *decks[GRUFF_DRAFT_SEATS];
  GameAiLevel       level;
  guint64           seed;
  guint             skip_seat;  /* the person's: played at the table */
  GArray           *games;   /* PlayedGame */
  GruffDraftRecord  records[GRUFF_DRAFT_SEATS];
} RoundRobin;

static void
round_robin_free (gpointer data)
{
  RoundRobin *run = data;

  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    g_clear_pointer (&run->decks[s], g_ptr_array_unref);
  g_array_unref (run->games);
  g_free (run);
}

static void
on_game_played (guint    seat_a,
                guint    seat_b,
                int      winner,
                gpointer user_data)
{
  RoundRobin *run = user_data;
  PlayedGame game = { seat_a, seat_b, winner };

  g_array_append_val (run->games, game);
}

static void
round_robin_thread (GTask        *task,
                    gpointer      source,
                    gpointer      data,
                    GCancellable *cancellable)
{
  RoundRobin *run = data;
  GError *error = NULL;

  if (gruff_draft_round_robin_skipping (run->decks, GAMES_PER_PAIR, run->level, run->seed,
                                        run->skip_seat, on_game_played, run, run->records,
                                        &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
show_standings (DriveInGruffDraftDialog *self,
                RoundRobin              *run)
{
  static const char *titles[] = {
    N_("Place"), N_("Player"), N_("Shepherd"), N_("Gruffs"), N_("Won"), N_("Lost"), N_("Drawn"),
  };
  g_autoptr(GString) games = g_string_new (NULL);
  g_autoptr(GString) first = g_string_new (NULL);
  guint n_first = 0;

  memcpy (self->records, run->records, sizeof self->records);
  gruff_draft_standings (self->records, self->standings);
  self->has_standings = TRUE;

  remove_children (self->standings_grid);
  for (guint c = 0; c < G_N_ELEMENTS (titles); c++)
    gtk_grid_attach (GTK_GRID (self->standings_grid), new_label (_(titles[c]), "heading"), c, 0,
                     1, 1);
  for (guint i = 0; i < GRUFF_DRAFT_SEATS; i++)
    {
      guint seat = self->standings[i];
      guint place_number = gruff_draft_place (self->records, self->standings, i);
      g_autofree char *place = g_strdup_printf ("%u", place_number);
      g_autofree char *name = dup_seat_name (self, seat);
      g_autofree char *won = g_strdup_printf ("%u", self->records[seat].wins);
      g_autofree char *lost = g_strdup_printf ("%u", self->records[seat].losses);
      g_autofree char *drawn = g_strdup_printf ("%u", self->records[seat].draws);
      GPtrArray *gruffs = gruff_draft_get_gruffs (self->draft, seat);
      g_autoptr(GString) team = g_string_new (NULL);
      const char *cells[7];

      for (guint g = 0; g < gruffs->len; g++)
        g_string_append_printf (team, "%s%s", g > 0 ? ", " : "",
                                drive_in_card_get_name (gruffs->pdata[g]));
      if (place_number == 1)
        {
          if (first->len > 0)
            g_string_append (first, ", ");
          g_string_append (first, name);
          n_first++;
        }
      cells[0] = place;
      cells[1] = name;
      cells[2] = drive_in_card_get_name (gruff_draft_get_shepherd (self->draft, seat));
      cells[3] = team->str;
      cells[4] = won;
      cells[5] = lost;
      cells[6] = drawn;
      for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
        {
          GtkWidget *label = new_label (cells[c], c >= 4 ? "numeric" : NULL);

          if (seat == self->human_seat)
            gtk_widget_add_css_class (label, "accent");
          if (place_number == 1 && c <= 1)
            gtk_widget_add_css_class (label, "heading");
          gtk_grid_attach (GTK_GRID (self->standings_grid), label, c, i + 1, 1, 1);
        }
    }

  for (guint i = 0; i < run->games->len; i++)
    {
      PlayedGame *game = &g_array_index (run->games, PlayedGame, i);
      g_autofree char *a = dup_seat_name (self, game->seat_a);
      g_autofree char *b = dup_seat_name (self, game->seat_b);
      g_autofree char *w = game->winner >= 0 ? dup_seat_name (self, (guint) game->winner) : NULL;

      if (games->len > 0)
        g_string_append_c (games, '\n');
      if (w != NULL)
        /* Translators: one game of the round robin: "You (player 1) against Player 2
         * (computer): Player 2 (computer) wins". */
        g_string_append_printf (games, _("%s against %s: %s wins"), a, b, w);
      else
        g_string_append_printf (games, _("%s against %s: a draw"), a, b);
    }
  gtk_label_set_label (GTK_LABEL (self->games_label), games->str);
  gtk_label_set_label (GTK_LABEL (self->notice_label), self->notice);
  if (n_first == 1)
    /* Translators: the tournament's result in the header: "Winner: Player 3 (computer)". */
    set_status (self, g_strdup_printf (_("Winner: %s"), first->str));
  else
    /* Translators: the tournament's result in the header when several players share the best
     * record: "Shared win: You (player 1), Player 3 (computer)". */
    set_status (self, g_strdup_printf (_("Shared win: %s"), first->str));
  gtk_widget_set_visible (self->play_button, FALSE);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "standings");
  update_seats (self);
}

static void
set_seats_visible (DriveInGruffDraftDialog *self,
                   gboolean                 visible)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (self->seats_box, GTK_TYPE_SCROLLED_WINDOW);

  if (scrolled != NULL)
    gtk_widget_set_visible (scrolled, visible);
}

/* The standings once both the computers' games and the person's are over. */
static void
finish_if_done (DriveInGruffDraftDialog *self)
{
  RoundRobin run = { { NULL } };

  if (!self->simulated || !self->at_table_done || self->has_standings)
    return;
  self->running = FALSE;
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
  gtk_widget_set_visible (self->spinner, FALSE);
  run.games = self->played;
  memcpy (run.records, self->tally, sizeof run.records);
  show_standings (self, &run);
}

static void
on_table_game_over_cb (DriveInGruffDraftTable  *table,
                       guint                    seat_a,
                       guint                    seat_b,
                       int                      winner,
                       DriveInGruffDraftDialog *self)
{
  PlayedGame game = { seat_a, seat_b, winner };

  g_array_append_val (self->played, game);
  if (winner < 0)
    {
      self->tally[seat_a].draws++;
      self->tally[seat_b].draws++;
    }
  else
    {
      self->tally[winner].wins++;
      self->tally[(guint) winner == seat_a ? seat_b : seat_a].losses++;
    }
}

static void
on_table_finished_cb (DriveInGruffDraftTable  *table,
                      DriveInGruffDraftDialog *self)
{
  self->at_table_done = TRUE;
  set_seats_visible (self, TRUE);
  if (!self->simulated)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "decks");
      set_status (self, g_strdup (_("Waiting for the computers’ games…")));
    }
  finish_if_done (self);
}

/* The status page reads its description as markup; an error is shown as written. */
static void
set_error_text (DriveInGruffDraftDialog *self,
                const char              *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_status_page_set_description (ADW_STATUS_PAGE (self->error_page), escaped);
}

static void
on_round_robin_done_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  DriveInGruffDraftDialog *self = DRIVE_IN_GRUFF_DRAFT_DIALOG (source);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      self->running = FALSE;
      gtk_spinner_stop (GTK_SPINNER (self->spinner));
      gtk_widget_set_visible (self->spinner, FALSE);
      set_error_text (self, error->message);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "error");
      return;
    }
  {
    RoundRobin *run = g_task_get_task_data (G_TASK (result));

    g_array_append_vals (self->played, run->games->data, run->games->len);
    for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
      {
        self->tally[s].wins += run->records[s].wins;
        self->tally[s].losses += run->records[s].losses;
        self->tally[s].draws += run->records[s].draws;
      }
  }
  self->simulated = TRUE;
  finish_if_done (self);
}

/* --- callbacks --------------------------------------------------------------------------- */

static void
on_close_clicked_cb (DriveInGruffDraftDialog *self,
                     GtkButton               *button)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_play_clicked_cb (DriveInGruffDraftDialog *self,
                    GtkButton               *button)
{
  drive_in_gruff_draft_dialog_play (self);
}

/* --- the type ---------------------------------------------------------------------------- */

static void
drive_in_gruff_draft_dialog_dispose (GObject *object)
{
  DriveInGruffDraftDialog *self = DRIVE_IN_GRUFF_DRAFT_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_GRUFF_DRAFT_DIALOG);

  G_OBJECT_CLASS (drive_in_gruff_draft_dialog_parent_class)->dispose (object);
}

static void
drive_in_gruff_draft_dialog_finalize (GObject *object)
{
  DriveInGruffDraftDialog *self = DRIVE_IN_GRUFF_DRAFT_DIALOG (object);

  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    g_clear_pointer (&self->decks[s], g_ptr_array_unref);
  g_clear_pointer (&self->draft, gruff_draft_free);
  g_clear_object (&self->problems);
  g_clear_object (&self->pool);
  g_clear_object (&self->catalog);
  g_clear_object (&self->cancellable);
  g_free (self->error_message);
  g_free (self->status);
  g_free (self->verdict);
  g_free (self->notice);
  g_clear_pointer (&self->played, g_array_unref);

  G_OBJECT_CLASS (drive_in_gruff_draft_dialog_parent_class)->finalize (object);
}

static void
drive_in_gruff_draft_dialog_class_init (DriveInGruffDraftDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_gruff_draft_dialog_dispose;
  object_class->finalize = drive_in_gruff_draft_dialog_finalize;

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/drivein/DriveIn/drive-in-gruff-draft-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, close_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, play_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, pick_heading);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, pool_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, gruffs_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, notice_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, standings_grid);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, games_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, error_page);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffDraftDialog, seats_box);
  gtk_widget_class_bind_template_callback (widget_class, on_close_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_play_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
drive_in_gruff_draft_dialog_init (DriveInGruffDraftDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
}

DriveInGruffDraftDialog *
drive_in_gruff_draft_dialog_new (GtkWindow   *parent,
                                 DriveInCatalog *catalog,
                                 guint        human_seat,
                                 GameAiLevel  level,
                                 guint64      seed)
{
  DriveInGruffDraftDialog *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (human_seat < GRUFF_DRAFT_SEATS, NULL);

  self = g_object_new (DRIVE_IN_TYPE_GRUFF_DRAFT_DIALOG, "transient-for", parent, NULL);
  self->catalog = g_object_ref (catalog);
  self->human_seat = human_seat;
  self->level = level;
  self->seed = seed;
  {
    const char *level_name = level == GAME_AI_RANDOM ? _("Random")
                             : level == GAME_AI_EASY ? _("Easy")
                             : level == GAME_AI_HARD ? _("Hard") : _("Normal");

    self->notice =
      /* Translators: on the standings page; %s is the AI level ("Normal"). */
      g_strdup_printf (_("Your games were played at the table; the computers’ games were "
                         "played by the computer (level %s). Each pair of players met twice, "
                         "each going first once."), level_name);
  }

  self->pool = g_list_store_new (DRIVE_IN_TYPE_CARD);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (g_str_equal (drive_in_card_get_game (card), GRUFF_GAME_ID))
        g_list_store_append (self->pool, card);
    }
  self->draft = gruff_draft_new (G_LIST_MODEL (self->pool), level, seed, &error);
  if (self->draft == NULL)
    {
      self->error_message = g_strdup (error->message);
      set_error_text (self, error->message);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "error");
      return self;
    }
  run_computers (self);
  return self;
}

const char *
drive_in_gruff_draft_dialog_get_page (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
}

const char *
drive_in_gruff_draft_dialog_get_status (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->status;
}

GruffDraft *
drive_in_gruff_draft_dialog_get_draft (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->draft;
}

gboolean
drive_in_gruff_draft_dialog_pick (DriveInGruffDraftDialog  *self,
                                  const char               *card_id,
                                  GError                  **error)
{
  g_autoptr(GPtrArray) available = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  if (self->draft == NULL || gruff_draft_is_done (self->draft))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("The draft is over."));
      return FALSE;
    }
  available = gruff_draft_dup_available (self->draft);
  for (guint i = 0; i < available->len; i++)
    if (g_str_equal (drive_in_card_get_id (available->pdata[i]), card_id))
      {
        gruff_draft_pick (self->draft, available->pdata[i]);
        run_computers (self);
        return TRUE;
      }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
               _("%s is not among the cards left for this pick."), card_id);
  return FALSE;
}

GPtrArray *
drive_in_gruff_draft_dialog_get_deck (DriveInGruffDraftDialog *self,
                                      guint                    seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);
  g_return_val_if_fail (seat < GRUFF_DRAFT_SEATS, NULL);

  return self->decks[seat];
}

gboolean
drive_in_gruff_draft_dialog_set_card (DriveInGruffDraftDialog *self,
                                      const char              *card_id,
                                      gboolean                 in_deck)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  for (GtkWidget *column = gtk_widget_get_first_child (self->gruffs_box); column != NULL;
       column = gtk_widget_get_next_sibling (column))
    for (GtkWidget *child = gtk_widget_get_first_child (column); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        DriveInCard *card = g_object_get_data (G_OBJECT (child), "card");

        if (card != NULL && g_str_equal (drive_in_card_get_id (card), card_id))
          {
            gtk_check_button_set_active (GTK_CHECK_BUTTON (child), in_deck);
            return TRUE;
          }
      }
  return FALSE;
}

gboolean
drive_in_gruff_draft_dialog_is_deck_legal (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), FALSE);

  return self->problems != NULL && g_list_model_get_n_items (self->problems) == 0;
}

const char *
drive_in_gruff_draft_dialog_get_verdict (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->verdict;
}

gboolean
drive_in_gruff_draft_dialog_play (DriveInGruffDraftDialog *self)
{
  g_autoptr(GTask) task = NULL;
  RoundRobin *run;

  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), FALSE);

  if (self->running || self->has_standings || !drive_in_gruff_draft_dialog_is_deck_legal (self))
    return FALSE;
  run = g_new0 (RoundRobin, 1);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    run->decks[s] = g_ptr_array_ref (self->decks[s]);
  run->level = self->level;
  run->seed = self->seed;
  run->skip_seat = self->human_seat;
  run->games = g_array_new (FALSE, FALSE, sizeof (PlayedGame));
  self->running = TRUE;
  self->played = g_array_new (FALSE, FALSE, sizeof (PlayedGame));
  memset (self->tally, 0, sizeof self->tally);
  gtk_widget_set_sensitive (self->play_button, FALSE);
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));
  set_status (self, g_strdup (_("Your games at the table; the computers play theirs "
                                "meanwhile")));
  /* The computers' games in a worker thread, the person's at the table. */
  task = g_task_new (self, self->cancellable, on_round_robin_done_cb, NULL);
  g_task_set_task_data (task, run, round_robin_free);
  g_task_run_in_thread (task, round_robin_thread);
  self->draft_table = drive_in_gruff_draft_table_new (self->catalog, self->decks,
                                                      self->human_seat, GAMES_PER_PAIR,
                                                      self->level, self->seed);
  g_signal_connect (self->draft_table, "game-over", G_CALLBACK (on_table_game_over_cb), self);
  g_signal_connect (self->draft_table, "finished", G_CALLBACK (on_table_finished_cb), self);
  gtk_stack_add_named (GTK_STACK (self->stack), self->draft_table, "table");
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "table");
  /* The table takes the whole window: the seats come back with the standings. */
  set_seats_visible (self, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (self), 1580, 960);
  gtk_window_maximize (GTK_WINDOW (self));
  drive_in_gruff_draft_table_next (DRIVE_IN_GRUFF_DRAFT_TABLE (self->draft_table));
  return TRUE;
}

const GruffDraftRecord *
drive_in_gruff_draft_dialog_get_records (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->has_standings ? self->records : NULL;
}

const guint *
drive_in_gruff_draft_dialog_get_standings (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->has_standings ? self->standings : NULL;
}

DriveInGruffDraftTable *
drive_in_gruff_draft_dialog_get_table (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->draft_table != NULL ? DRIVE_IN_GRUFF_DRAFT_TABLE (self->draft_table) : NULL;
}

const char *
drive_in_gruff_draft_dialog_get_notice (DriveInGruffDraftDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_DRAFT_DIALOG (self), NULL);

  return self->notice;
}
