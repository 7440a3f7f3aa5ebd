/* test-grotto-table.c: the Grotto Beasts! table: a whole game against computers through the
 * table's own actions, summoning with its payment, moving a Beast, Sad Beasts explained, the
 * face-down Challenger, the battle panel, undo, replay and the hot-seat cover. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-grotto-table-common.h"

/* Summons @card onto @spot by dropping it there, paying with the first cards the payment
 * offers; returns how many cards it asked for. */
static guint
drop_and_pay (Fixture *f,
              int      card,
              int      spot)
{
  DriveInGrottoTable *board = get_board (f);
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  guint asked = 0;

  g_assert_true (drive_in_grotto_table_drop (own, spot, card, FALSE, board));
  g_assert_true (drive_in_grotto_table_drop (own, spot, card, TRUE, board));
  if (BOARD_PART (board, popover) != NULL && board->paying_for == card)
    {
      g_autoptr(GPtrArray) toggles = g_ptr_array_new ();

      asked = board->paying_cost;
      collect_buttons (BOARD_PART (board, popover), toggles);
      for (guint i = 0; i < toggles->len && board->payment->len < asked; i++)
        if (GTK_IS_TOGGLE_BUTTON (toggles->pdata[i]))
          gtk_toggle_button_set_active (toggles->pdata[i], TRUE);
      g_assert_cmpuint (board->payment->len, ==, asked);
      g_assert_true (gtk_widget_get_sensitive (board->pay_button));
      g_signal_emit_by_name (board->pay_button, "clicked");
    }
  return asked;
}

/* With DRIVE_IN_TEST_GAMES_DIR set, the game as it stands is saved there as @name, so the
 * real app can take it up (screenshots of the table mid-battle). */
static void
keep_game (DriveInGamePlay *play,
           const char      *name)
{
  const char *dir = g_getenv ("DRIVE_IN_TEST_GAMES_DIR");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;
  file = g_file_new_build_filename (dir, name, NULL);
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
}

/* ---- A whole game -------------------------------------------------------------------------- */

typedef struct
{
  guint by_kind[GROTTO_N_ACTS];
  guint drops;
  guint payments;
  guint panel_confirms;
  guint narrow_checks;
} Played;

/* Every fighter in the battle panel lies within the table's width (none runs off its right
 * edge); gives how many there are. */
static guint
assert_fighters_inside (DriveInGrottoBattle *panel,
                        DriveInTable        *table)
{
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (GTK_WIDGET (panel),
                                                           DRIVE_IN_TYPE_CARD_WIDGET);
  int width = gtk_widget_get_width (GTK_WIDGET (table));

  for (guint i = 0; i < cards->len; i++)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (cards->pdata[i], GTK_WIDGET (table), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
    }
  return cards->len;
}

typedef struct
{
  DriveInGrottoBattle *panel;
  DriveInTable        *table;
} FightersWait;

/* Whether every fighter lies within the table's width yet: a layout that a new width changes
 * may take more than the frame that gave the table its width. */
static gboolean
fighters_inside (gpointer data)
{
  FightersWait *wait = data;
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (GTK_WIDGET (wait->panel),
                                                           DRIVE_IN_TYPE_CARD_WIDGET);
  int width = gtk_widget_get_width (GTK_WIDGET (wait->table));

  for (guint i = 0; i < cards->len; i++)
    {
      graphene_rect_t bounds;

      if (!gtk_widget_compute_bounds (cards->pdata[i], GTK_WIDGET (wait->table), &bounds)
          || bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > width)
        return FALSE;
    }
  return TRUE;
}

/* Takes @action the way a player does: Space for the phase's end, clicks on cards, a drop
 * for a summon or a move, the battle button and panel, the buttons of the choice bar. */
static void
take_action (Fixture          *f,
             DriveInGamePlay  *play,
             const GameAction *action,
             Played           *played)
{
  DriveInGrottoTable *board = get_board (f);
  guint before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  g_autofree char *label = game_session_describe_action (drive_in_game_play_get_session (play),
                                                         action);

  played->by_kind[action->kind]++;
  switch (action->kind)
    {
    case GROTTO_ACT_KEEP:
    case GROTTO_ACT_END_PHASE:
      activate (f, "table.pass", NULL);
      break;
    case GROTTO_ACT_DONE:
      /* The panel's plan is empty: confirming it is "done". */
      activate (f, "table.pass", NULL);
      played->panel_confirms++;
      break;
    case GROTTO_ACT_BATTLE:
      activate (f, "table.battle", NULL);
      break;
    case GROTTO_ACT_MULLIGAN:
    case GROTTO_ACT_DISCARD:
      activate (f, "table.card-click", g_variant_new_int32 (action->card));
      break;
    case GROTTO_ACT_ATTACKER:
    case GROTTO_ACT_DEFENDER:
    case GROTTO_ACT_ASSIGN:
      if (action->kind == GROTTO_ACT_ASSIGN)
        {
          keep_game (play, "damage.gros-game");
          /* A crowded battle in a window of the default width: the fighters wrap to more
           * rows rather than run off the panel. */
          if (played->narrow_checks == 0
              && assert_fighters_inside (DRIVE_IN_GROTTO_BATTLE (board->battle), f->table) >= 5)
            {
              FightersWait wait = { DRIVE_IN_GROTTO_BATTLE (board->battle), f->table };

              resize_window (f, 760, 900, 1000, TRUE);
              drive_in_test_wait_until (fighters_inside, &wait, 5000);
              assert_fighters_inside (DRIVE_IN_GROTTO_BATTLE (board->battle), f->table);
              played->narrow_checks++;
              resize_window (f, 1500, 1000, 1000, FALSE);
            }
        }
      activate (f, "table.card-click",
                g_variant_new_int32 (action->kind == GROTTO_ACT_ASSIGN ? action->target
                                                                       : action->card));
      g_assert_true (drive_in_grotto_battle_has_plan (DRIVE_IN_GROTTO_BATTLE (board->battle)));
      activate (f, "table.pass", NULL);
      played->panel_confirms++;
      break;
    case GROTTO_ACT_SUMMON:
      {
        const GrottoGame *view = view_of (play);
        guint replace = 0;
        guint spots = grotto_game_summon_spots (view, action->card, action->seat, &replace);
        int spot = -1;

        spots |= replace;
        for (guint p = 0; p < GROTTO_N_SPOTS && spot < 0; p++)
          if ((spots >> p) & 1)
            spot = p;
        played->payments += drop_and_pay (f, action->card, spot) > 0;
        played->drops++;
        break;
      }
    case GROTTO_ACT_MOVE:
      g_assert_true (drive_in_grotto_table_drop (action->seat, action->value, action->card,
                                                 TRUE, board));
      played->drops++;
      break;
    case GROTTO_ACT_SPOT:
      gtk_widget_activate_action (GTK_WIDGET (board), "board.spot-click", "(ii)",
                                  (gint32) action->seat, (gint32) action->value);
      break;
    case GROTTO_ACT_PAY:
      if (action->mode == 0)
        {
          activate (f, "table.card-click", g_variant_new_int32 (action->card));
          break;
        }
      G_GNUC_FALLTHROUGH;
    case GROTTO_ACT_FIRST:
    case GROTTO_ACT_OPPONENT:
    case GROTTO_ACT_PASS:
    case GROTTO_ACT_CHOOSE:
    case GROTTO_ACT_ACTIVATE:
    default:
      /* A button: the choice bar's, or the card's menu's. */
      if (!click_button (BOARD_PART (board, choice_box), label))
        {
          int card = action->card != GAME_NO_CARD ? action->card : action->target;

          g_assert_cmpint (card, !=, GAME_NO_CARD);
          activate (f, "table.card-menu", g_variant_new_int32 (card));
          g_assert_nonnull (BOARD_PART (board, popover));
          g_assert_true (click_button (BOARD_PART (board, popover), label));
        }
      break;
    }
  /* The table did it: the game moved on. */
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), >,
                    before);
}

static const struct
{
  guint kind;
  guint percent;
} preferred[] = {
  { GROTTO_ACT_ATTACKER, 100 }, { GROTTO_ACT_BATTLE, 80 }, { GROTTO_ACT_KEEP, 80 },
  { GROTTO_ACT_SUMMON, 50 }, { GROTTO_ACT_MOVE, 30 },
};

static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_EASY, 1, 8);
  GRand *rand = g_rand_new_with_seed (8);
  Played played = { { 0 }, 0, 0, 0, 0 };
  guint decisions = 0;

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
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      /* Mostly battles, attacks and summons: a game that moves on. */
      pick = legal[g_rand_int_range (rand, 0, n)];
      for (guint k = 0; k < G_N_ELEMENTS (preferred); k++)
        {
          gboolean found = FALSE;

          if ((guint) g_rand_int_range (rand, 0, 100) >= preferred[k].percent)
            continue;
          for (guint i = 0; i < n && !found; i++)
            if (legal[i].kind == preferred[k].kind)
              {
                pick = legal[i];
                found = TRUE;
              }
          if (found)
            break;
        }
      take_action (&f, play, &pick, &played);
      decisions++;
      drive_in_test_iterate (1);
    }
  g_assert_true (drive_in_game_play_is_over (play));
  /* The score race shows the end. */
  g_assert_nonnull (strstr (gtk_label_get_text (
                              GTK_LABEL (BOARD_PART (get_board (&f), prompt_label))),
                            "Seat"));
  g_test_message ("%s (turn %u)",
                  gtk_label_get_text (GTK_LABEL (BOARD_PART (get_board (&f), prompt_label))),
                  view_of (play)->turn);
  g_test_message ("%u decisions: %u summons (%u paid through the payment), %u moves, %u "
                  "battles, %u attackers, %u damage, %u confirmed in the panel", decisions,
                  played.by_kind[GROTTO_ACT_SUMMON], played.payments,
                  played.by_kind[GROTTO_ACT_MOVE], played.by_kind[GROTTO_ACT_BATTLE],
                  played.by_kind[GROTTO_ACT_ATTACKER], played.by_kind[GROTTO_ACT_ASSIGN],
                  played.panel_confirms);
  g_assert_cmpuint (played.by_kind[GROTTO_ACT_SUMMON], >, 0);
  g_assert_cmpuint (played.payments, >, 0);
  g_assert_cmpuint (played.by_kind[GROTTO_ACT_BATTLE], >, 0);
  g_assert_cmpuint (played.narrow_checks, ==, 1);
  g_rand_free (rand);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Summoning with the payment ----------------------------------------------------------- */

/* Plays the person's turns by the rules' first legal action that is not a summon until
 * @done says stop. */
static void
play_until (Fixture         *f,
            DriveInGamePlay *play,
            gboolean       (*done) (DriveInGamePlay *play),
            guint            max_decisions)
{
  Played played = { { 0 }, 0, 0, 0, 0 };

  for (guint k = 0; k < max_decisions; k++)
    {
      const GameAction *legal;
      guint n, pick;

      wait_for_person (play);
      if (drive_in_game_play_is_over (play))
        g_error ("the game ended before the position looked for came");
      if (done (play))
        return;
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      /* Summon what can be (a Beast first), keep the hand, else the last choice offered
       * (ending the phase, as a rule). */
      pick = n - 1;
      for (guint i = 0; i < n; i++)
        if ((legal[i].kind == GROTTO_ACT_SUMMON
             && grotto_game_card_def (view_of (play), legal[i].card)->kind == GROTTO_KIND_BEAST)
            || legal[i].kind == GROTTO_ACT_KEEP)
          {
            pick = i;
            break;
          }
      take_action (f, play, &legal[pick], &played);
    }
  g_error ("the position looked for never came");
}

static gboolean
can_summon_paid (DriveInGamePlay *play)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  const GrottoGame *view = view_of (play);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROTTO_ACT_SUMMON
        && grotto_game_card_def (view, legal[i].card)->cost > 0
        && grotto_game_card_def (view, legal[i].card)->kind == GROTTO_KIND_BEAST
        && grotto_game_summon_spots (view, legal[i].card, legal[i].seat, NULL) != 0)
      return TRUE;
  return FALSE;
}

static void
test_summon_with_payment (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 21);
  DriveInGrottoTable *board;
  const GameAction *legal;
  const GrottoGame *view;
  GameAction summon = { 0 };
  guint n, own, pool_before, hand_before, cost, spot = GROTTO_N_SPOTS;
  int card = GAME_NO_CARD;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_until (&f, play, can_summon_paid, 400);
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  view = view_of (play);
  n = drive_in_game_play_get_human_actions (play, &legal);
  for (guint i = 0; i < n && card == GAME_NO_CARD; i++)
    if (legal[i].kind == GROTTO_ACT_SUMMON && grotto_game_card_def (view, legal[i].card)->cost > 0
        && grotto_game_card_def (view, legal[i].card)->kind == GROTTO_KIND_BEAST
        && grotto_game_summon_spots (view, legal[i].card, own, NULL) != 0)
      {
        summon = legal[i];
        card = legal[i].card;
      }
  cost = grotto_game_card_def (view, card)->cost;
  for (guint p = 0; p < GROTTO_N_SPOTS && spot == GROTTO_N_SPOTS; p++)
    if ((grotto_game_summon_spots (view, card, own, NULL) >> p) & 1)
      spot = p;
  pool_before = grotto_game_zone_size (view, GROTTO_ZONE_POOL, own);
  hand_before = grotto_game_zone_size (view, GROTTO_ZONE_HAND, own);

  /* Dragging the card lights the spots the rules allow, and only them. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.drag-begin", "i", card);
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    g_assert_cmpint (gtk_widget_has_css_class (drive_in_grotto_seat_get_spot (
                                                 board->seats->pdata[own], p), "drop-legal"),
                     ==, (grotto_game_summon_spots (view, card, own, NULL) >> p) & 1);
  g_assert_false (drive_in_grotto_table_drop (own, -1, card, FALSE, board));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.drag-end", "i", card);

  /* The drop asks for the payment first: nothing is played until it is chosen. */
  g_assert_true (drive_in_grotto_table_drop (own, spot, card, TRUE, board));
  g_assert_nonnull (BOARD_PART (board, popover));
  g_assert_cmpint (board->paying_for, ==, card);
  g_assert_cmpuint (board->paying_cost, ==, cost);
  g_assert_cmpuint (grotto_game_zone_size (view_of (play), GROTTO_ZONE_HAND, own), ==,
                    hand_before);
  g_assert_false (gtk_widget_get_sensitive (board->pay_button));
  {
    g_autoptr(GPtrArray) toggles = g_ptr_array_new ();
    guint offered = 0;

    collect_buttons (BOARD_PART (board, popover), toggles);
    for (guint i = 0; i < toggles->len; i++)
      if (GTK_IS_TOGGLE_BUTTON (toggles->pdata[i]))
        {
          /* Every other card of the hand may pay, the summoned one not. */
          int handle = GPOINTER_TO_INT (g_object_get_data (toggles->pdata[i], "handle"));
          DriveInCardPreview *preview = DRIVE_IN_CARD_PREVIEW (
            drive_in_board_get_preview (DRIVE_IN_BOARD (board)));

          g_assert_cmpint (handle, !=, card);
          /* Each card offered shows in the preview, at a readable size, once focused. */
          gtk_widget_grab_focus (toggles->pdata[i]);
          drive_in_test_iterate (2);
          g_assert_true (drive_in_card_preview_get_card (preview)
                         == game_session_get_card (drive_in_game_play_get_session (play),
                                                   rules->views.card_def (view, handle)));
          offered++;
        }
    g_assert_cmpuint (offered, ==, hand_before - 1);
    for (guint i = 0, chosen = 0; i < toggles->len && chosen < cost; i++)
      if (GTK_IS_TOGGLE_BUTTON (toggles->pdata[i]))
        {
          gtk_toggle_button_set_active (toggles->pdata[i], TRUE);
          chosen++;
        }
  }
  g_assert_true (gtk_widget_get_sensitive (board->pay_button));
  g_signal_emit_by_name (board->pay_button, "clicked");
  drive_in_test_iterate (10);

  /* Summoned onto the spot, the cost spent onto the Summoning Pool. */
  view = view_of (play);
  g_assert_cmpint (grotto_game_spot_card (view, own, spot), ==, card);
  g_assert_cmpuint (grotto_game_zone_size (state_of (play), GROTTO_ZONE_POOL, own), ==,
                    pool_before + cost);
  g_assert_nonnull (drive_in_grotto_seat_lookup (board->seats->pdata[own], card));
  (void) summon;
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Where the stage shows a card travel ---------------------------------------------------- */

/* A card drawn leaves from its seat's deck pile and, unseen, goes to the hand's pile; a summon
 * from a hand the person does not see leaves from that hand's pile. Never the whole seat: its
 * picture was as wide as the table, drawn again on each frame of the travel. */
static void
test_travel_from_piles (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 33);
  DriveInGrottoTable *board;
  DriveInGrottoSeat *seat;
  const GrottoGame *view;
  GameEvent draw = { .kind = GROTTO_EV_DRAW }, summon = { .kind = GROTTO_EV_SUMMON };
  int hidden = -1, seen = -1;
  guint own, other;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  drive_in_test_iterate (5);
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  other = own == 0 ? 1 : 0;
  seat = board->seats->pdata[other];
  view = view_of (play);
  for (int i = 0; i < (int) view->n_cards; i++)
    {
      if (hidden < 0 && view->cards[i].zone == GROTTO_ZONE_ID (GROTTO_ZONE_HAND, other))
        hidden = i;
      if (seen < 0 && view->cards[i].zone == GROTTO_ZONE_ID (GROTTO_ZONE_HAND, own))
        seen = i;
    }
  g_assert_cmpint (hidden, >=, 0);
  g_assert_cmpint (seen, >=, 0);
  g_assert_null (drive_in_board_find_card (DRIVE_IN_BOARD (board), hidden));

  draw.seat = (uint8_t) other;
  draw.card = (int16_t) hidden;
  g_assert_true (gtk_widget_get_mapped (drive_in_grotto_seat_get_pile (seat, "deck")));
  g_assert_true (drive_in_board_locate_event (DRIVE_IN_BOARD (board), &draw, TRUE)
                 == drive_in_grotto_seat_get_pile (seat, "deck"));
  g_assert_true (drive_in_board_locate_event (DRIVE_IN_BOARD (board), &draw, FALSE)
                 == drive_in_grotto_seat_get_pile (seat, "hand"));
  summon.seat = (uint8_t) other;
  summon.card = (int16_t) hidden;
  g_assert_true (drive_in_board_locate_event (DRIVE_IN_BOARD (board), &summon, TRUE)
                 == drive_in_grotto_seat_get_pile (seat, "hand"));

  /* A card the person sees goes to (and leaves from) where it is shown. */
  draw.seat = (uint8_t) own;
  draw.card = (int16_t) seen;
  g_assert_nonnull (drive_in_board_find_card (DRIVE_IN_BOARD (board), seen));
  g_assert_true (drive_in_board_locate_event (DRIVE_IN_BOARD (board), &draw, FALSE)
                 == GTK_WIDGET (drive_in_board_find_card (DRIVE_IN_BOARD (board), seen)));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Moving a Beast ------------------------------------------------------------------------ */

static gboolean
can_move (DriveInGamePlay *play)
{
  GameAction move = { 0 };

  return find_action (play, GROTTO_ACT_MOVE, &move);
}

static void
test_move (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 33);
  DriveInGrottoTable *board;
  GameAction move = { 0 };
  guint own, from;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_until (&f, play, can_move, 800);
  g_assert_true (find_action (play, GROTTO_ACT_MOVE, &move));
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  from = view_of (play)->cards[move.card].spot;
  /* A drag lights where it may go; a spot it may not go to refuses it. */
  gtk_widget_activate_action (GTK_WIDGET (board), "board.drag-begin", "i", move.card);
  g_assert_true (gtk_widget_has_css_class (drive_in_grotto_seat_get_spot (board->seats->pdata[own],
                                                                          move.value),
                                           "drop-legal"));
  g_assert_false (gtk_widget_has_css_class (drive_in_grotto_seat_get_spot (board->seats->pdata[own],
                                                                           from),
                                            "drop-legal"));
  g_assert_false (drive_in_grotto_table_drop (own, from, move.card, FALSE, board));
  gtk_widget_activate_action (GTK_WIDGET (board), "board.drag-end", "i", move.card);
  g_assert_true (drive_in_grotto_table_drop (own, move.value, move.card, TRUE, board));
  g_assert_cmpint (grotto_game_spot_card (view_of (play), own, move.value), ==, move.card);
  g_assert_cmpint (grotto_game_spot_card (view_of (play), own, from), ==, GROTTO_NO_CARD);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Badges explained ------------------------------------------------------------------------ */

static gboolean
has_sad_beast (DriveInGamePlay *play)
{
  const GrottoGame *view = view_of (play);

  for (guint s = 0; s < view->n_seats; s++)
    for (guint p = 0; p < GROTTO_SPOTS; p++)
      {
        int card = grotto_game_spot_card (view, s, p);

        if (card != GROTTO_NO_CARD && (view->cards[card].flags & GROTTO_CARD_SADNESS))
          return TRUE;
      }
  return FALSE;
}

/* "Sad" on a card says what it is in 002's words (Summoning Sadness), on hover and to a
 * screen reader; a card without it has no such tip. */
static void
test_sad_explained (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 5);
  DriveInGrottoTable *board;
  const GrottoGame *view;
  guint sad = 0, others = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_until (&f, play, has_sad_beast, 1500);
  drive_in_test_iterate (5);
  view = view_of (play);
  for (guint s = 0; s < view->n_seats; s++)
    for (guint p = 0; p < GROTTO_SPOTS; p++)
      {
        int card = grotto_game_spot_card (view, s, p);
        GtkWidget *widget;
        const char *tip;

        if (card == GROTTO_NO_CARD)
          continue;
        widget = drive_in_board_find_card (DRIVE_IN_BOARD (board), card);
        g_assert_true (DRIVE_IN_IS_CARD_WIDGET (widget));
        tip = drive_in_card_widget_get_state_tip (DRIVE_IN_CARD_WIDGET (widget));
        if ((view->cards[card].flags & GROTTO_CARD_SADNESS)
            && !(view->cards[card].flags & (GROTTO_CARD_ATTACKING | GROTTO_CARD_DEFENDING)))
          {
            g_assert_nonnull (tip);
            g_assert_nonnull (strstr (tip, "Summoning Sadness"));
            g_assert_nonnull (strstr (tip, "cannot be chosen to attack"));
            sad++;
          }
        else if (!(view->cards[card].flags & GROTTO_CARD_SADNESS))
          {
            g_assert_null (tip);
            others++;
          }
      }
  g_assert_cmpuint (sad, >, 0);
  g_test_message ("%u Sad cards explained, %u others without the tip", sad, others);
  drive_in_table_fixture_tear_down (&f);
}

/* The text of every label and tooltip under @root, one a line. */
static void
collect_texts (GtkWidget *root,
               GString   *text)
{
  const char *tip = gtk_widget_get_tooltip_text (root);

  if (GTK_IS_LABEL (root))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  if (tip != NULL)
    g_string_append_printf (text, "%s\n", tip);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, text);
}

/* 002's set-up: each Challenger lies face down on its Team until the start, and the table
 * says so in 002's words; the other seat's Challenger is not named to a viewer who cannot
 * see it. */
static void
test_challenger_face_down (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("rumble", 2, GAME_AI_RANDOM, 1, 21);
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInGrottoTable *board;
  const GrottoGame *view;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  drive_in_test_iterate (5);
  view = view_of (play);
  g_assert_cmpuint (view->turn, ==, 0);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, 0);
  for (guint s = 0; s < 2; s++)
    {
      int card = view->seats[s].challenger;
      GtkWidget *widget, *spot;
      g_autoptr(GString) texts = g_string_new (NULL);
      const char *tip;

      g_assert_cmpint (card, !=, GROTTO_NO_CARD);
      g_assert_true (view->cards[card].flags & GROTTO_CARD_FACE_DOWN);
      g_assert_true (grotto_spot_is_team (view->cards[card].spot));
      widget = drive_in_board_find_card (DRIVE_IN_BOARD (board), card);
      g_assert_true (DRIVE_IN_IS_CARD_WIDGET (widget));
      tip = drive_in_card_widget_get_state_tip (DRIVE_IN_CARD_WIDGET (widget));
      g_assert_nonnull (tip);
      g_assert_nonnull (strstr (tip, "face down onto one spot of its player's Team"));
      g_assert_nonnull (strstr (tip, "flipped face up"));
      spot = drive_in_grotto_seat_get_spot (board->seats->pdata[s], view->cards[card].spot);
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (spot), "Challenger, face down"));
      if (s == 1)
        {
          /* The computer's Challenger: the viewer sees its place, not which it is. */
          DriveInCard *real = game_session_get_card (
            session, state_of (play)->cards[card].def);

          g_assert_true (grotto_game_card_is_blank (view, card));
          g_assert_nonnull (real);
          collect_texts (board->seats->pdata[s], texts);
          g_assert_null (strstr (texts->str, drive_in_card_get_name (real)));
        }
    }
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The battle panel ---------------------------------------------------------------------- */

static gboolean
can_battle (DriveInGamePlay *play)
{
  const GrottoGame *view = view_of (play);
  GameAction battle;
  guint attackers = 0;

  if (!find_action (play, GROTTO_ACT_BATTLE, &battle))
    return FALSE;
  for (guint p = 0; p < GROTTO_SPOTS; p++)
    {
      int card = grotto_game_spot_card (view, battle.seat, p);

      if (card != GROTTO_NO_CARD && !(view->cards[card].flags & (GROTTO_CARD_RESTING
                                                                 | GROTTO_CARD_SADNESS)))
        attackers++;
    }
  return attackers >= 1 && view->turn > 2;
}

static gboolean
in_phase (DriveInGamePlay *play,
          guint            phase)
{
  return drive_in_game_play_is_human_turn (play) && view_of (play)->phase == phase;
}

static void
test_battle_panel (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 5);
  DriveInGrottoTable *board;
  DriveInGrottoBattle *panel;
  GameAction attacker = { 0 };
  guint own;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  panel = DRIVE_IN_GROTTO_BATTLE (board->battle);
  play_until (&f, play, can_battle, 1500);
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (board->battle_revealer)));
  activate (&f, "table.battle", NULL);
  drive_in_test_iterate (10);
  g_assert_true (in_phase (play, GROTTO_PHASE_ATTACKERS));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (board->battle_revealer)));
  keep_game (play, "attackers.gros-game");
  /* Choosing an attacker plays nothing until confirmed; choosing it again takes it out. */
  g_assert_true (find_action (play, GROTTO_ACT_ATTACKER, &attacker));
  activate (&f, "table.card-click", g_variant_new_int32 (attacker.card));
  g_assert_true (drive_in_grotto_battle_has_plan (panel));
  g_assert_cmpuint (view_of (play)->cards[attacker.card].flags & GROTTO_CARD_ATTACKING, ==, 0);
  activate (&f, "table.card-click", g_variant_new_int32 (attacker.card));
  g_assert_false (drive_in_grotto_battle_has_plan (panel));
  activate (&f, "table.card-click", g_variant_new_int32 (attacker.card));
  g_assert_true (drive_in_grotto_battle_can_confirm (panel));
  activate (&f, "table.pass", NULL);
  drive_in_test_iterate (10);
  g_assert_true (view_of (play)->cards[attacker.card].flags & GROTTO_CARD_ATTACKING
                 || !view_of (play)->battle.active);

  /* The computer defends; the person gives the damage if there is a choice: the outcome is
   * shown before it is confirmed. */
  wait_for_person (play);
  if (in_phase (play, GROTTO_PHASE_ASSIGN))
    {
      GameAction assign = { 0 };
      guint before = game_session_get_n_actions (drive_in_game_play_get_session (play));

      keep_game (play, "damage.gros-game");
      g_assert_true (find_action (play, GROTTO_ACT_ASSIGN, &assign));
      activate (&f, "table.card-click", g_variant_new_int32 (assign.target));
      g_assert_nonnull (drive_in_grotto_battle_get_outcome (panel));
      g_test_message ("outcome: %s", drive_in_grotto_battle_get_outcome (panel));
      g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), ==,
                        before);
      activate (&f, "table.pass", NULL);
      g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), >,
                        before);
    }
  (void) own;
  drive_in_table_fixture_tear_down (&f);
}

/* ---- A battle no Beast can fight ------------------------------------------------------------ */

/* The person may battle, a Sad Beast is on its Team, and nothing of it can attack. */
static gboolean
battle_without_attackers (DriveInGamePlay *play)
{
  const GrottoGame *view = view_of (play);
  GameAction battle;
  guint sad = 0;

  if (!find_action (play, GROTTO_ACT_BATTLE, &battle))
    return FALSE;
  for (guint p = 0; p < GROTTO_SPOTS; p++)
    {
      int card = grotto_game_spot_card (view, battle.seat, p);

      if (card == GROTTO_NO_CARD)
        continue;
      if (grotto_can_attack (view, card))
        return FALSE;
      sad += (view->cards[card].flags & GROTTO_CARD_SADNESS) != 0;
    }
  return sad > 0;
}

/* 002 lets a Team of Sad Beasts enter the battle; nothing can attack, and the table says so:
 * on the seat and in the battle's outcome, not only in the log. */
static void
test_battle_without_attackers (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 5);
  DriveInBoardStage *stage;
  const GArray *records;
  gboolean on_seat = FALSE, in_outcome = FALSE;
  guint first;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  stage = DRIVE_IN_BOARD_STAGE (drive_in_board_get_stage (DRIVE_IN_BOARD (get_board (&f))));
  play_until (&f, play, battle_without_attackers, 1500);
  while (drive_in_board_stage_skip (stage))
    ;
  first = drive_in_board_stage_get_records (stage)->len;
  activate (&f, "table.battle", NULL);
  drive_in_test_iterate (10);
  /* Over at once: no attacker to choose, the Second Action Phase. */
  g_assert_false (view_of (play)->battle.active);
  while (drive_in_board_stage_skip (stage))
    drive_in_test_iterate (1);
  records = drive_in_board_stage_get_records (stage);
  for (guint i = first; i < records->len; i++)
    {
      const DriveInStageRecord *r = &g_array_index (records, DriveInStageRecord, i);

      g_test_message ("shown: %s", r->text);
      if (r->event_kind == GROTTO_EV_NO_ATTACK && r->show == DRIVE_IN_SHOW_NUMBER && r->placed)
        on_seat = TRUE;
      if (r->show == DRIVE_IN_SHOW_OUTCOME && strstr (r->text, "no fighter that can attack"))
        in_outcome = TRUE;
    }
  g_assert_true (on_seat);
  g_assert_true (in_outcome);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- A battle plan the rules finish by themselves -------------------------------------------- */

static gboolean
one_attacker_left (DriveInGamePlay *play)
{
  const GrottoGame *view = view_of (play);
  GameAction battle;
  guint attackers = 0;

  if (!find_action (play, GROTTO_ACT_BATTLE, &battle) || view->turn <= 2)
    return FALSE;
  for (guint p = 0; p < GROTTO_SPOTS; p++)
    {
      int card = grotto_game_spot_card (view, battle.seat, p);

      if (card != GROTTO_NO_CARD && !(view->cards[card].flags & (GROTTO_CARD_RESTING
                                                                 | GROTTO_CARD_SADNESS)))
        attackers++;
    }
  return attackers == 1;
}

static guint
count_toasts (GtkWidget *root)
{
  GType toast_type = g_type_from_name ("AdwToastWidget");
  g_autoptr(GPtrArray) toasts = NULL;

  if (toast_type == G_TYPE_INVALID)
    return 0;
  toasts = drive_in_test_find_widgets (root, toast_type);
  return toasts->len;
}

/* With a single attacker chosen the rules go on without asking "done": confirming the plan
 * takes the attacker and says nothing of a "done" no longer offered. */
static void
test_battle_plan_ends_itself (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 5);
  GameAction attacker = { 0 };
  guint before;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  play_until (&f, play, one_attacker_left, 1500);
  activate (&f, "table.battle", NULL);
  drive_in_test_iterate (10);
  g_assert_true (in_phase (play, GROTTO_PHASE_ATTACKERS));
  g_assert_true (find_action (play, GROTTO_ACT_ATTACKER, &attacker));
  activate (&f, "table.card-click", g_variant_new_int32 (attacker.card));
  before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (&f, "table.pass", NULL);
  drive_in_test_iterate (10);
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), >,
                    before);
  g_assert_false (in_phase (play, GROTTO_PHASE_ATTACKERS));
  g_assert_cmpuint (count_toasts (GTK_WIDGET (f.table)), ==, 0);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Replay ------------------------------------------------------------------------------- */

static gboolean
replay_played_out (gpointer data)
{
  return drive_in_game_play_get_step (data) == drive_in_game_play_get_n_steps (data);
}

static gboolean
toggle_released (gpointer data)
{
  return !gtk_toggle_button_get_active (data);
}

/* A game of computers played out, then watched from its first action, step by step, with
 * every card or with only what every seat knew, then played to its end. */
static void
test_replay (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 0, 41);
  DriveInGamePlay *replay;
  DriveInGrottoTable *board;
  g_autofree char *label = NULL;
  g_autoptr(GPtrArray) toggles = NULL;
  guint n_steps;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (is_over, play, 60000);
  n_steps = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (&f, "table.replay", NULL);
  replay = drive_in_table_get_play (f.table);
  g_assert_true (replay != play);
  g_assert_true (drive_in_game_play_is_replay (replay));
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, 0);
  g_assert_cmpuint (drive_in_game_play_get_n_steps (replay), ==, n_steps);
  board = get_board (&f);
  g_assert_true (gtk_widget_get_visible (BOARD_PART (board, replay_bar)));
  g_assert_false (gtk_widget_get_visible (BOARD_PART (board, undo_button)));
  for (guint k = 0; k < 3; k++)
    activate (&f, "table.step-forward", NULL);
  activate (&f, "table.step-back", NULL);
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, 2);
  label = g_strdup_printf ("2 / %u", n_steps);
  g_assert_cmpstr (drive_in_replay_bar_get_step_text (
                     DRIVE_IN_REPLAY_BAR (BOARD_PART (board, replay_bar))),
                   ==, label);
  /* Nobody played it: without every card, only what every seat knew shows. */
  g_assert_true (drive_in_game_play_can_show_every_card (replay));
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, GAME_VIEWER_ALL);
  g_assert_cmpuint (grotto_game_zone_size (view_of (replay), GROTTO_ZONE_HAND, 0), >, 0);
  g_assert_false (grotto_game_card_is_blank (view_of (replay),
                                             grotto_game_zone_card (view_of (replay),
                                                                    GROTTO_ZONE_HAND, 0, 0)));
  /* Every card shown: the hand row shows Seat 1's hand. */
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==,
                    grotto_game_zone_size (view_of (replay), GROTTO_ZONE_HAND, 0));
  /* The bar's toggles, in order: play, every card. */
  toggles = drive_in_test_find_widgets (BOARD_PART (board, replay_bar), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_cmpuint (toggles->len, ==, 2);
  gtk_toggle_button_set_active (g_ptr_array_index (toggles, 1), FALSE);
  g_assert_cmpint (drive_in_game_play_get_viewer (replay), ==, GAME_VIEWER_PUBLIC);
  g_assert_true (grotto_game_card_is_blank (view_of (replay),
                                            grotto_game_zone_card (view_of (replay),
                                                                   GROTTO_ZONE_HAND, 0, 0)));
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (get_board (&f)->hand)),
                    ==, 0);
  /* Nothing is played in a replay. */
  g_assert_cmpuint (drive_in_game_play_get_human_actions (replay, NULL), ==, 0);
  /* Played to its end at the fastest pace, then the play button lets go. */
  drive_in_board_set_speed (DRIVE_IN_BOARD (board), 100.0);
  gtk_toggle_button_set_active (g_ptr_array_index (toggles, 0), TRUE);
  drive_in_test_wait_until (replay_played_out, replay, 30000);
  drive_in_test_wait_until (toggle_released, g_ptr_array_index (toggles, 0), 2000);
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, n_steps);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Undo ---------------------------------------------------------------------------------- */

static void
test_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 12);
  GameAction mulligan;
  guint before;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  wait_for_person (play);
  /* Putting a card back is a choice that reveals nothing: undone. */
  while (!find_action (play, GROTTO_ACT_MULLIGAN, &mulligan))
    {
      activate (&f, "table.pass", NULL);
      wait_for_person (play);
    }
  before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (&f, "table.card-click", g_variant_new_int32 (mulligan.card));
  g_assert_true (view_of (play)->cards[mulligan.card].flags & GROTTO_CARD_MARKED);
  g_assert_true (drive_in_game_play_can_undo (play));
  activate (&f, "table.undo", NULL);
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), ==,
                    before);
  g_assert_false (view_of (play)->cards[mulligan.card].flags & GROTTO_CARD_MARKED);
  /* Keeping the hand draws a card for the one put back: once a card is drawn, nothing goes
   * back. */
  activate (&f, "table.card-click", g_variant_new_int32 (mulligan.card));
  activate (&f, "table.pass", NULL);
  wait_for_person (play);
  g_assert_false (drive_in_game_play_can_undo (play));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The hot seat -------------------------------------------------------------------------- */

static gboolean
covered (gpointer data)
{
  Fixture *f = data;

  return g_strcmp0 (drive_in_table_get_page (f->table), "cover") == 0;
}

static void
test_hot_seat (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("rumble", 2, GAME_AI_RANDOM, 3, 14);
  g_autoptr(GPtrArray) covers = NULL;
  DriveInGrottoTable *board;
  int seat;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  /* Two people: the screen is covered for whoever decides first, and the table shows only
   * what every seat knows. */
  drive_in_test_wait_until (covered, &f, 5000);
  seat = drive_in_game_play_get_handoff_seat (play);
  g_assert_cmpint (seat, >=, 0);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_PUBLIC);
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==, 0);
  for (guint s = 0; s < 2; s++)
    g_assert_true (grotto_game_card_is_blank (view_of (play), view_of (play)->seats[s].challenger));
  /* Set-up is nobody's turn yet: no seat is marked as the one whose turn it is. */
  g_assert_cmpuint (view_of (play)->turn, ==, 0);
  for (guint s = 0; s < 2; s++)
    g_assert_false (gtk_widget_has_css_class (board->seats->pdata[s], "active-seat"));
  covers = drive_in_test_find_widgets (GTK_WIDGET (f.table), DRIVE_IN_TYPE_SEAT_COVER);
  {
    g_autofree char *heading = g_strdup_printf ("Seat %d's turn: pass the screen", seat + 1);

    g_assert_cmpstr (drive_in_seat_cover_get_heading (covers->pdata[0]), ==, heading);
  }
  /* Continue: that person's hand shows, the other's does not. */
  g_assert_true (click_button (covers->pdata[0], "_Continue"));
  board = get_board (&f);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, seat);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==,
                    grotto_game_zone_size (state_of (play), GROTTO_ZONE_HAND, seat));
  g_assert_false (grotto_game_card_is_blank (view_of (play),
                                             view_of (play)->seats[seat].challenger));
  g_assert_true (grotto_game_card_is_blank (view_of (play),
                                            view_of (play)->seats[1 - seat].challenger));
  /* Their decision made, the screen goes to the other person. */
  activate (&f, "table.pass", NULL);
  drive_in_test_wait_until (covered, &f, 5000);
  g_assert_cmpint (drive_in_game_play_get_handoff_seat (play), ==, 1 - seat);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- New Game: the game first ---------------------------------------------------------------- */

int
main (int   argc,
      char *argv[])
{
  table_test_app_init (&argc, &argv, GROTTO_GAME_ID);
  g_test_add_func ("/grotto/table/whole-game", test_whole_game);
  g_test_add_func ("/grotto/table/summon-with-payment", test_summon_with_payment);
  g_test_add_func ("/grotto/table/move", test_move);
  g_test_add_func ("/grotto/table/travel-from-piles", test_travel_from_piles);
  g_test_add_func ("/grotto/table/sad-explained", test_sad_explained);
  g_test_add_func ("/grotto/table/challenger-face-down", test_challenger_face_down);
  g_test_add_func ("/grotto/table/battle-panel", test_battle_panel);
  g_test_add_func ("/grotto/table/battle-plan-ends-itself", test_battle_plan_ends_itself);
  g_test_add_func ("/grotto/table/battle-without-attackers", test_battle_without_attackers);
  g_test_add_func ("/grotto/table/undo", test_undo);
  g_test_add_func ("/grotto/table/replay", test_replay);
  g_test_add_func ("/grotto/table/hot-seat", test_hot_seat);
  return table_test_app_run ();
}
