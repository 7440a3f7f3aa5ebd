/* test-gruff-table.c: the Gruff table: a whole game against a computer through the table's
 * own actions (the arrangement, activation by a click, cards dragged onto the targets the
 * rules light, the four tactical buttons), an attack declared and resolved a turn later with
 * its arrow, undo, the actions popover, replay, the hot seat, New Game, and autosave and
 * resume. The table in the app's window: test-gruff-table-window.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-gruff-table-common.h"
#include "gruff-game-id.h"

/* ---- A whole game -------------------------------------------------------------------------- */

typedef struct
{
  guint by_kind[GRUFF_N_ACTS];
  guint drops;
  guint lit_checked;
  guint menus;
} Played;

static DriveInGruffSpot *
spot_of (DriveInGruffTable *board,
         int                gruff)
{
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      if (drive_in_gruff_spot_get_gruff (DRIVE_IN_GRUFF_SPOT (board->spots[s][p])) == gruff)
        return DRIVE_IN_GRUFF_SPOT (board->spots[s][p]);
  return NULL;
}

/* Drags @action's card: exactly the targets the rules give it light up; dropped on its
 * target (a gruff, or a shepherd), with the side of a swap chosen in the menu. */
static void
drag_and_drop (DriveInGruffTable *board,
               DriveInGamePlay   *play,
               const GameAction  *action,
               const char        *label,
               Played            *played)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  const GruffGame *view = view_of (play);
  guint seat = action->target_seat != GAME_NO_SEAT ? action->target_seat : action->seat;

  activate (GTK_WIDGET (board), "board.drag-begin", g_variant_new_int32 (action->card));
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      {
        int gruff = view->seats[s].line[p];
        gboolean legal_target = FALSE;

        for (guint i = 0; i < n && gruff >= 0; i++)
          legal_target |= legal[i].kind == GRUFF_ACT_PLAY && legal[i].card == action->card
                          && legal[i].target == gruff;
        g_assert_true (gtk_widget_has_css_class (board->spots[s][p], "drop-legal")
                       == legal_target);
        played->lit_checked++;
      }
  g_assert_true (drive_in_gruff_table_drop (action->target, seat, action->card, FALSE, board));
  g_assert_true (drive_in_gruff_table_drop (action->target, seat, action->card, TRUE, board));
  activate (GTK_WIDGET (board), "board.drag-end", g_variant_new_int32 (action->card));
  if (BOARD_PART (board, popover) != NULL)
    {
      g_assert_true (click_button (BOARD_PART (board, popover), label));
      played->menus++;
    }
  played->drops++;
}

/* Takes @action the way a player does. */
static void
take_action (Fixture          *f,
             DriveInGamePlay  *play,
             const GameAction *action,
             Played           *played)
{
  DriveInGruffTable *board = get_board (f);
  GameSession *session = drive_in_game_play_get_session (play);
  guint before = game_session_get_n_actions (session);
  g_autofree char *label = game_session_describe_action (session, action);

  played->by_kind[action->kind]++;
  switch (action->kind)
    {
    case GRUFF_ACT_ARRANGE:
      g_assert_true (gtk_revealer_get_reveal_child (
                       GTK_REVEALER (BOARD_PART (board, choice_revealer))));
      g_assert_true (click_button (BOARD_PART (board, choice_box), label));
      break;
    case GRUFF_ACT_ACTIVATE:
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, action->card)),
                                               "drop-legal"));
      activate (GTK_WIDGET (f->table), "table.card-click", g_variant_new_int32 (action->card));
      break;
    case GRUFF_ACT_DISCARD:
      activate (GTK_WIDGET (f->table), "table.card-click", g_variant_new_int32 (action->card));
      break;
    case GRUFF_ACT_PLAY:
      drag_and_drop (board, play, action, label, played);
      break;
    case GRUFF_ACT_END:
      g_assert_true (gtk_widget_get_visible (BOARD_PART (board, pass_button)));
      activate (GTK_WIDGET (f->table), "table.pass", NULL);
      break;
    default:
      {
        guint t;

        for (t = 0; t < DRIVE_IN_GRUFF_N_TACTICS; t++)
          if (drive_in_gruff_table_tactic_kind (t) == action->kind)
            break;
        g_assert_cmpuint (t, <, DRIVE_IN_GRUFF_N_TACTICS);
        /* The button says what it would do. */
        g_assert_true (gtk_widget_get_sensitive (board->tactic_buttons[t]));
        g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (board->tactic_texts[t])),
                                  label));
        activate (GTK_WIDGET (board), "board.tactic", g_variant_new_int32 (t));
        if (BOARD_PART (board, popover) != NULL)
          {
            g_assert_true (click_button (BOARD_PART (board, popover), label));
            played->menus++;
          }
        break;
      }
    }
  g_assert_cmpuint (game_session_get_n_actions (session), >, before);
}

static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_EASY, 1, 8);
  GRand *rand = g_rand_new_with_seed (8);
  Played played = { { 0 }, 0, 0, 0 };
  guint decisions = 0, dead_seen = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  while (!drive_in_game_play_is_over (play) && decisions < 1500)
    {
      const GameAction *legal;
      guint n;
      GameAction pick;

      wait_for_person (play);
      if (drive_in_game_play_is_over (play))
        break;
      check_board (get_board (&f), play);
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      pick = choose (legal, n, rand);
      /* The first mid-game moment is kept for screenshots. */
      if (dead_seen == 0 && is_mid_game (view_of (play)))
        {
          keep_game (play, "gruff-mid-game.drive-in-game");
          dead_seen++;
        }
      take_action (&f, play, &pick, &played);
      decisions++;
      drive_in_test_iterate (1);
    }
  g_assert_true (drive_in_game_play_is_over (play));
  check_board (get_board (&f), play);
  g_test_message ("%s (turn %u)",
                  gtk_label_get_text (GTK_LABEL (BOARD_PART (get_board (&f), prompt_label))),
                  view_of (play)->turn);
  g_test_message ("%u decisions: %u arranged, %u activations, %u cards played (%u drops, "
                  "%u targets checked lit or not, %u menus), %u attacks, %u grows, %u moves, "
                  "%u resurrections, %u discards, %u ends", decisions,
                  played.by_kind[GRUFF_ACT_ARRANGE], played.by_kind[GRUFF_ACT_ACTIVATE],
                  played.by_kind[GRUFF_ACT_PLAY], played.drops, played.lit_checked,
                  played.menus, played.by_kind[GRUFF_ACT_ATTACK],
                  played.by_kind[GRUFF_ACT_GROW], played.by_kind[GRUFF_ACT_MOVE],
                  played.by_kind[GRUFF_ACT_RESURRECT], played.by_kind[GRUFF_ACT_DISCARD],
                  played.by_kind[GRUFF_ACT_END]);
  /* The last gruff takes the last position by itself when it is the only choice. */
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_ARRANGE], >=, GRUFF_LINE - 1);
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_ACTIVATE], >, 0);
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_PLAY], >, 0);
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_ATTACK], >, 0);
  g_assert_cmpuint (played.lit_checked, >, 0);
  g_rand_free (rand);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- An attack declared, resolved a turn later -------------------------------------------- */

typedef struct
{
  DriveInGruffTable *board;
  guint              seat;
  int                attacker;
  guint              shown;      /* changes seen while the attack stood, arrow drawn */
} Watch;

static void
on_changed_cb (GameSession *session,
               Watch       *watch)
{
  const GruffGame *view = game_session_get_view (session);
  DriveInGruffArrows *arrows = DRIVE_IN_GRUFF_ARROWS (watch->board->arrows);
  gboolean found = FALSE;

  if (view->seats[watch->seat].attacker != watch->attacker)
    return;
  /* While it stands, the arrow goes from the attacker to the position it strikes. */
  for (guint i = 0; i < drive_in_gruff_arrows_get_n_arrows (arrows); i++)
    {
      GtkWidget *from, *to;

      drive_in_gruff_arrows_get_ends (arrows, i, &from, &to);
      if (drive_in_gruff_spot_get_gruff (DRIVE_IN_GRUFF_SPOT (from)) == watch->attacker
          && to == watch->board->spots[1 - watch->seat][view->seats[watch->seat].attack_pos])
        found = TRUE;
    }
  g_assert_true (found);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (watch->board, watch->attacker)),
                                           "attacking"));
  watch->shown++;
}

static void
test_attack_next_turn (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 21);
  DriveInGruffTable *board;
  GameSession *session;
  Watch watch = { 0 };
  GameAction attack = { 0 };
  guint log_before, turn;
  gulong handler;
  gboolean found = FALSE;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  session = drive_in_game_play_get_session (play);
  /* The person's first turn with an attack to declare: the first legal action otherwise. */
  while (!found)
    {
      const GameAction *legal;
      guint n;

      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      n = drive_in_game_play_get_human_actions (play, &legal);
      for (guint i = 0; i < n && !found; i++)
        if (legal[i].kind == GRUFF_ACT_ATTACK)
          {
            attack = legal[i];
            found = TRUE;
          }
      if (!found)
        {
          GameAction first = legal[0];

          g_assert_true (drive_in_game_play_apply (play, &first, NULL));
        }
    }
  g_assert_true (gtk_widget_get_sensitive (board->tactic_buttons[0]));
  watch.board = board;
  watch.seat = attack.seat;
  watch.attacker = attack.card;
  handler = g_signal_connect_after (session, "changed", G_CALLBACK (on_changed_cb), &watch);
  turn = view_of (play)->turn;
  log_before = g_list_model_get_n_items (game_session_get_log (session));
  activate (GTK_WIDGET (board), "board.tactic", g_variant_new_int32 (0));
  /* Declared, not resolved: the gruff pushed forward with its arrow. */
  g_assert_cmpint (view_of (play)->seats[attack.seat].attacker, ==, attack.card);
  g_assert_true (log_has (play, GRUFF_EV_DECLARE, attack.card, log_before));
  g_assert_false (log_has (play, GRUFF_EV_RESOLVE, attack.card, log_before));
  check_board (board, play);
  on_changed_cb (session, &watch);

  /* The computer's turn goes by with the attack standing; at the person's next turn it
   * resolves (or is called off) at the clean-up, before the person decides. */
  wait_for_person (play);
  g_assert_cmpuint (view_of (play)->turn, >=, turn + 2);
  g_assert_true (log_has (play, GRUFF_EV_RESOLVE, attack.card, log_before)
                 || log_has (play, GRUFF_EV_CANCEL, attack.card, log_before));
  g_assert_cmpint (view_of (play)->seats[attack.seat].attacker, !=, attack.card);
  g_assert_cmpuint (watch.shown, >, 1);
  check_board (board, play);
  for (guint i = 0; i < drive_in_gruff_arrows_get_n_arrows (DRIVE_IN_GRUFF_ARROWS (board->arrows));
       i++)
    {
      GtkWidget *from, *to;

      drive_in_gruff_arrows_get_ends (DRIVE_IN_GRUFF_ARROWS (board->arrows), i, &from, &to);
      g_assert_cmpint (drive_in_gruff_spot_get_gruff (DRIVE_IN_GRUFF_SPOT (from)), !=,
                       attack.card);
    }
  g_signal_handler_disconnect (session, handler);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Undo, replay, the hot seat ----------------------------------------------------------- */

static gboolean
find_action (DriveInGamePlay *play,
             guint            kind,
             GameAction      *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

/* Plays the person's first legal action until one of @kind is offered. */
static void
play_until (DriveInGamePlay *play,
            guint            kind,
            GameAction      *out)
{
  for (;;)
    {
      const GameAction *legal;
      GameAction first;

      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      if (find_action (play, kind, out))
        return;
      drive_in_game_play_get_human_actions (play, &legal);
      first = legal[0];
      g_assert_true (drive_in_game_play_apply (play, &first, NULL));
    }
}

static void
test_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 12);
  DriveInGruffTable *board;
  GameAction activation;
  guint before;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  /* Activating a gruff reveals nothing: undone, the gruff upright and lit again. */
  play_until (play, GRUFF_ACT_ACTIVATE, &activation);
  before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (GTK_WIDGET (f.table), "table.card-click", g_variant_new_int32 (activation.card));
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), >,
                    before);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, activation.card)),
                                           "active-gruff"));
  g_assert_true (drive_in_game_play_can_undo (play));
  activate (GTK_WIDGET (f.table), "table.undo", NULL);
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), ==,
                    before);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, activation.card)),
                                            "active-gruff"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, activation.card)),
                                           "drop-legal"));
  check_board (board, play);
  drive_in_table_fixture_tear_down (&f);
}

static GtkListBox *
find_list_box (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return GTK_LIST_BOX (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found = find_list_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The keyboard's way: the Actions popover lists the person's legal actions, as the session
 * describes them; a row chosen is applied. */
static void
test_actions_popover (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 5);
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInGruffTable *board;
  GtkPopover *popover;
  GtkListBox *list;
  GtkListBoxRow *row;
  const GameAction *legal;
  guint n, before, rows = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  wait_for_person (play);
  n = drive_in_game_play_get_human_actions (play, &legal);
  g_assert_cmpuint (n, >, 0);
  popover = GTK_POPOVER (gtk_widget_get_template_child (GTK_WIDGET (board), DRIVE_IN_TYPE_BOARD,
                                                        "actions_popover"));
  gtk_popover_popup (popover);
  drive_in_test_iterate (50);
  list = find_list_box (GTK_WIDGET (popover));
  g_assert_nonnull (list);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *text = game_session_describe_action (session, &legal[rows]);
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child));

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
      rows++;
    }
  g_assert_cmpuint (rows, ==, n);

  before = game_session_get_n_actions (session);
  row = gtk_list_box_get_row_at_index (list, 0);
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_cmpuint (game_session_get_n_actions (session), >, before);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
is_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}

/* Computers play a whole game; it is watched again from its first action. */
static void
test_replay (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 0, 41);
  DriveInGamePlay *replay;
  DriveInGruffTable *board;
  guint n_steps;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (is_over, play, 60000);
  n_steps = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (GTK_WIDGET (f.table), "table.replay", NULL);
  replay = drive_in_table_get_play (f.table);
  g_assert_true (replay != play);
  g_assert_true (drive_in_game_play_is_replay (replay));
  g_assert_cmpuint (drive_in_game_play_get_n_steps (replay), ==, n_steps);
  board = get_board (&f);
  g_assert_true (gtk_widget_get_visible (BOARD_PART (board, replay_bar)));
  g_assert_false (gtk_widget_get_visible (board->tactics_box));
  for (guint k = 0; k < 12; k++)
    activate (GTK_WIDGET (f.table), "table.step-forward", NULL);
  activate (GTK_WIDGET (f.table), "table.step-back", NULL);
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, 11);
  check_board (board, replay);
  g_assert_cmpuint (drive_in_game_play_get_human_actions (replay, NULL), ==, 0);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
covered (gpointer data)
{
  Fixture *f = data;

  return g_strcmp0 (drive_in_table_get_page (f->table), "cover") == 0;
}

/* Two people at one screen: a cover between them, each sees only their own hand, their own
 * line at the bottom. */
static void
test_hot_seat (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 3, 14);
  g_autoptr(GPtrArray) covers = NULL;
  DriveInGruffTable *board;
  const GameAction *legal;
  GameAction first;
  int seat;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (covered, &f, 5000);
  seat = drive_in_game_play_get_handoff_seat (play);
  g_assert_cmpint (seat, >=, 0);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_PUBLIC);
  covers = drive_in_test_find_widgets (GTK_WIDGET (f.table), DRIVE_IN_TYPE_SEAT_COVER);
  g_assert_true (click_button (covers->pdata[0], "_Continue"));
  board = get_board (&f);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, seat);
  g_assert_cmpuint (board->own, ==, (guint) seat);
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==,
                    view_of (play)->seats[seat].n_hand);
  /* The other hand is only a count: no card of it has a face in the view. */
  for (guint i = 0; i < view_of (play)->seats[1 - seat].n_hand; i++)
    g_assert_null (game_session_get_card (drive_in_game_play_get_session (play),
                                          view_of (play)->cards[view_of (play)->seats[1 - seat]
                                                                .hand[i]].def));
  check_board (board, play);
  /* Their arrangement made, the screen goes to the other person. */
  drive_in_game_play_get_human_actions (play, &legal);
  first = legal[0];
  g_assert_cmpuint (first.kind, ==, GRUFF_ACT_ARRANGE);
  {
    g_autofree char *label = game_session_describe_action (
      drive_in_game_play_get_session (play), &first);

    g_assert_true (click_button (BOARD_PART (board, choice_box), label));
  }
  while (drive_in_game_play_get_handoff_seat (play) < 0
         && drive_in_game_play_is_human_turn (play))
    {
      drive_in_game_play_get_human_actions (play, &legal);
      first = legal[0];
      g_assert_true (drive_in_game_play_apply (play, &first, NULL));
    }
  drive_in_test_wait_until (covered, &f, 5000);
  g_assert_cmpint (drive_in_game_play_get_handoff_seat (play), ==, 1 - seat);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- New Game, autosave and resume -------------------------------------------------------- */

static GtkWidget *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

static gboolean
has_new_game_dialog (gpointer data)
{
  return find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG) != NULL;
}

static void
test_new_game (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInSeatPlayer computer = { DRIVE_IN_PLAYER_AI, GAME_AI_HARD };
  DriveInGamePlay *play;

  drive_in_table_fixture_set_up (&f, app);
  activate (GTK_WIDGET (f.table), "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GRUFF_GAME_ID));
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, 2);
  g_assert_true (drive_in_new_game_dialog_shows_seat_decks (dialog));
  drive_in_new_game_dialog_set_player (dialog, 1, &computer);
  drive_in_new_game_dialog_set_seed (dialog, "5");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GRUFF_GAME_ID);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->level, ==, GAME_AI_HARD);
  g_assert_cmpstr (drive_in_game_play_get_deck_label (play, 0), ==, "Random starter deck");
  get_board (&f);
  drive_in_table_fixture_tear_down (&f);
}

/* A saved Gruff deck is offered at New Game for its seat, and the game is played with it. */
static void
test_new_game_saved_deck (void)
{
  Fixture f = { 0 };
  DriveInLibrary *library = drive_in_application_get_library (app);
  g_autoptr(GFile) folder = drive_in_library_get_decks_folder (library);
  g_autoptr(GFile) file = g_file_get_child (folder, "Billy Herd.gros-deck");
  g_autoptr(GPtrArray) cards = gruff_deck_random (G_LIST_MODEL (get_catalog ()), 3);
  g_autoptr(DriveInDeck) deck = drive_in_deck_new_for_game (get_catalog (), "Billy Herd",
                                                      GRUFF_GAME_ID, "duel");
  g_autoptr(GError) error = NULL;
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  const GruffGame *view;

  g_assert_nonnull (cards);
  for (guint i = 0; i < cards->len; i++)
    drive_in_deck_add_card (deck, cards->pdata[i]);
  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_assert_true (drive_in_deck_save (deck, file, NULL, &error));
  g_assert_no_error (error);

  drive_in_table_fixture_set_up (&f, app);
  activate (GTK_WIDGET (f.table), "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GRUFF_GAME_ID));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 0, file));
  drive_in_new_game_dialog_set_seed (dialog, "11");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_deck_label (play, 0), ==, "Billy Herd");
  /* Seat 1 brought that shepherd. */
  view = view_of (play);
  g_assert_cmpstr (gruff_game_def (view, view->seats[0].shepherd)->id, ==,
                   drive_in_card_get_id (cards->pdata[0]));
  get_board (&f);
  drive_in_table_fixture_tear_down (&f);
  g_file_delete (file, NULL, NULL);
}

static void
test_autosave_resume (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 77);
  g_autoptr(GError) error = NULL;
  g_autofree GruffGame *before = g_new (GruffGame, 1);
  DriveInGamePlay *resumed;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  for (guint k = 0; k < 6; k++)
    {
      const GameAction *legal;
      GameAction first;

      wait_for_person (play);
      drive_in_game_play_get_human_actions (play, &legal);
      first = legal[0];
      g_assert_true (drive_in_game_play_apply (play, &first, NULL));
    }
  wait_for_person (play);
  memcpy (before, view_of (play), sizeof *before);
  drive_in_table_fixture_tear_down (&f);

  /* Another table, as at the next start: the game is taken up where it was. */
  drive_in_table_fixture_set_up (&f, app);
  g_assert_true (drive_in_table_has_resumable_game (f.table));
  g_assert_true (drive_in_table_resume (f.table, &error));
  g_assert_no_error (error);
  resumed = drive_in_table_get_play (f.table);
  g_assert_nonnull (resumed);
  get_board (&f);
  g_assert_true (memcmp ((const guint8 *) before + offsetof (GruffGame, rng),
                         (const guint8 *) view_of (resumed) + offsetof (GruffGame, rng),
                         sizeof *before - offsetof (GruffGame, rng)) == 0);
  check_board (get_board (&f), resumed);
  drive_in_table_fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  table_test_app_init (&argc, &argv, GRUFF_GAME_ID);

  g_test_add_func ("/gruff/table/whole-game", test_whole_game);
  g_test_add_func ("/gruff/table/attack-next-turn", test_attack_next_turn);
  g_test_add_func ("/gruff/table/undo", test_undo);
  g_test_add_func ("/gruff/table/actions-popover", test_actions_popover);
  g_test_add_func ("/gruff/table/replay", test_replay);
  g_test_add_func ("/gruff/table/hot-seat", test_hot_seat);
  g_test_add_func ("/gruff/table/new-game", test_new_game);
  g_test_add_func ("/gruff/table/new-game-saved-deck", test_new_game_saved_deck);
  g_test_add_func ("/gruff/table/autosave-resume", test_autosave_resume);

  return table_test_app_run ();
}
