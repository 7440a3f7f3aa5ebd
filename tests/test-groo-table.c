/* test-groo-table.c: the Groo table: a whole game against computers through the table's own
 * actions, buying by dragging a die onto a card, the war panel, the person choosing the
 * Buildings a lost war takes, a Wild played on another seat's turn, New Game with the standard
 * deck, autosave and resume, the Leftover dice seen going round, the Events waiting face up
 * for room on the table. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-card-row.h"
#include "drive-in-groo-table-private.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "table-test-app.h"
#include "table-test-util.h"
#include "game-session-private.h"
#include "gros-test-util.h"
#include "groo-game-id.h"


typedef DriveInTableFixture Fixture;

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

/* People where @humans has a bit, computers of @level elsewhere. */
static DriveInGamePlay *
make_play (guint       n_seats,
           GameAiLevel level,
           guint       humans,
           guint64     seed)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL,
                                                              n_seats, seed);

  return drive_in_test_play_new (get_catalog (), record, level, humans);
}

static DriveInGrooTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_nonnull (board);
  return DRIVE_IN_GROO_TABLE (board);
}

static const GrooGame *
view_of (DriveInGamePlay *play)
{
  return game_session_get_view (drive_in_game_play_get_session (play));
}

static gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static void
wait_for_person (DriveInGamePlay *play)
{
  drive_in_test_wait_until (human_or_over, play, 30000);
}

static gboolean
is_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        g_ptr_array_add (out, child);
      collect_buttons (child, out);
    }
}

/* Clicks the button of @root labelled @label; FALSE when there is none. */
static gboolean
click_button (GtkWidget  *root,
              const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_buttons (root, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
        && gtk_widget_get_sensitive (buttons->pdata[i]))
      {
        g_signal_emit_by_name (buttons->pdata[i], "clicked");
        return TRUE;
      }
  return FALSE;
}

static void
activate (Fixture    *f,
          const char *action,
          GVariant   *parameter)
{
  /* GTK 4.8 hands a widget class action the parameter without sinking it: owned here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (f->table), action, owned));
}

/* One of the Groo table's own actions (the page passes on only those every table has). */
static void
activate_board (Fixture    *f,
                const char *action,
                GVariant   *parameter)
{
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (drive_in_table_get_board (f->table),
                                                     action, owned));
}

/* With DRIVE_IN_TEST_GAMES_DIR set, the game as it stands is saved there as @name, so the
 * real app can take it up (screenshots of the table mid-Leftover and mid-war). */
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

/* ---- Playing through the table ------------------------------------------------------------- */

typedef struct
{
  guint by_kind[GROO_N_ACTS];
  guint dice_dropped;
  guint clicked_buys;
} Played;

/* The lowest die of @mask. */
static guint
first_die (uint32_t mask)
{
  for (guint d = 0; d < GROO_N_WHITE; d++)
    if ((mask >> d) & 1)
      return d;
  g_assert_not_reached ();
  return 0;
}

/* Takes @action the way a person does: Space, clicks on cards (a menu when a card can do
 * several things), a die dropped onto a card, the War button, the choice bar's buttons. */
static void
take_action (Fixture          *f,
             DriveInGamePlay  *play,
             const GameAction *action,
             gboolean          drop_die,
             Played           *played)
{
  DriveInGrooTable *board = get_board (f);
  guint before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  g_autofree char *label = game_session_describe_action (drive_in_game_play_get_session (play),
                                                         action);

  played->by_kind[action->kind]++;
  switch (action->kind)
    {
    case GROO_ACT_END_DISCARD:
    case GROO_ACT_NO_ATTACK:
    case GROO_ACT_COMMIT_DONE:
    case GROO_ACT_PASS:
    case GROO_ACT_PASS_DICE:
      activate (f, "table.pass", NULL);
      break;
    case GROO_ACT_ATTACK:
      activate (f, "table.battle", NULL);
      if (BOARD_PART (board, popover) != NULL)
        g_assert_true (click_button (BOARD_PART (board, popover), label));
      break;
    case GROO_ACT_BUY:
    case GROO_ACT_GROO:
      if (drop_die)
        {
          guint die = first_die (action->mask);

          /* The die lit the card it pays while dragged. */
          activate_board (f, "board.die-drag-begin", g_variant_new_uint32 (die));
          g_assert_true (gtk_widget_has_css_class (
                           drive_in_board_find_card (DRIVE_IN_BOARD (board), action->card),
                           "drop-legal"));
          g_assert_true (drive_in_groo_table_drop_die (board, action->card, die, TRUE));
          played->dice_dropped++;
          break;
        }
      played->clicked_buys++;
      G_GNUC_FALLTHROUGH;
    case GROO_ACT_DISCARD:
    case GROO_ACT_COMMIT:
    case GROO_ACT_WILD:
    case GROO_ACT_POWER:
    case GROO_ACT_CHOOSE:
    default:
      if (action->card != GAME_NO_CARD
          && drive_in_board_find_card (DRIVE_IN_BOARD (board), action->card))
        {
          activate (f, "table.card-click", g_variant_new_int32 (action->card));
          /* A card that can do several things opens its menu. */
          if (game_session_get_n_actions (drive_in_game_play_get_session (play)) == before)
            {
              g_assert_nonnull (BOARD_PART (board, popover));
              g_assert_true (click_button (BOARD_PART (board, popover), label));
            }
        }
      else
        g_assert_true (click_button (BOARD_PART (board, choice_box), label));
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
  { GROO_ACT_BUY, 90 }, { GROO_ACT_COMMIT, 90 }, { GROO_ACT_ATTACK, 40 },
  { GROO_ACT_GROO, 50 }, { GROO_ACT_END_DISCARD, 90 }, { GROO_ACT_CHOOSE, 100 },
};

/* One decision of the person, mostly buying and fighting. */
static void
play_one (Fixture         *f,
          DriveInGamePlay *play,
          GRand           *rand,
          Played          *played)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  GameAction pick;

  g_assert_cmpuint (n, >, 0);
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
  take_action (f, play, &pick, g_rand_boolean (rand), played);
}

static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (3, GAME_AI_EASY, 1, 8);
  GRand *rand = g_rand_new_with_seed (8);
  Played played = { { 0 }, 0, 0 };
  DriveInGrooTable *board;
  guint decisions = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  board = get_board (&f);
  g_assert_cmpuint (board->towns->len, ==, 3);
  while (!drive_in_game_play_is_over (play) && decisions < 3000)
    {
      wait_for_person (play);
      if (drive_in_game_play_is_over (play))
        break;
      play_one (&f, play, rand, &played);
      decisions++;
      drive_in_test_iterate (1);
    }
  g_assert_true (drive_in_game_play_is_over (play));
  board = get_board (&f);
  /* The end is said, and every town shows its VP against the goal. */
  g_test_message ("%s (turn %u)", gtk_label_get_text (GTK_LABEL (BOARD_PART (board, prompt_label))),
                  view_of (play)->turn);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (BOARD_PART (board, prompt_label))),
                            "Seat"));
  for (guint s = 0; s < 3; s++)
    {
      g_autofree char *vp = g_strdup_printf ("%u / %u VP", groo_game_town_vp (view_of (play), s),
                                             view_of (play)->goal);

      g_assert_cmpstr (drive_in_groo_town_get_vp_text (board->towns->pdata[s]), ==, vp);
    }
  g_test_message ("%u decisions: %u bought and %u Groo Effects (%u paid by a die dropped, %u "
                  "by a click), %u wars, %u Troops sent, %u Wilds, %u powers, %u answers",
                  decisions, played.by_kind[GROO_ACT_BUY], played.by_kind[GROO_ACT_GROO],
                  played.dice_dropped, played.clicked_buys,
                  played.by_kind[GROO_ACT_ATTACK], played.by_kind[GROO_ACT_COMMIT],
                  played.by_kind[GROO_ACT_WILD], played.by_kind[GROO_ACT_POWER],
                  played.by_kind[GROO_ACT_CHOOSE]);
  g_assert_cmpuint (played.by_kind[GROO_ACT_BUY], >, 0);
  g_assert_cmpuint (played.dice_dropped, >, 0);
  g_assert_cmpuint (played.clicked_buys, >, 0);
  g_assert_cmpuint (played.by_kind[GROO_ACT_PASS_DICE], >, 0);
  g_rand_free (rand);
  drive_in_table_fixture_tear_down (&f);
}

/* Plays the person's decisions (passing, mostly) until @done says stop. */
static void
play_until (Fixture         *f,
            DriveInGamePlay *play,
            gboolean       (*done) (DriveInGamePlay *play),
            guint            max_decisions)
{
  GRand *rand = g_rand_new_with_seed (max_decisions);
  Played played = { { 0 }, 0, 0 };

  for (guint k = 0; k < max_decisions; k++)
    {
      wait_for_person (play);
      if (drive_in_game_play_is_over (play))
        g_error ("the game ended before the position looked for came");
      if (done (play))
        {
          g_rand_free (rand);
          return;
        }
      play_one (f, play, rand, &played);
    }
  g_error ("the position looked for never came");
}

/* ---- Buying with the dice ----------------------------------------------------------------- */

/* A card the person may buy whose dice include one the canonical choice leaves out (so the
 * die dragged changes which dice are spent). */
static gboolean
find_swappable_buy (DriveInGamePlay *play,
                    GameAction      *out,
                    guint           *out_die)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  const GrooGame *view = view_of (play);

  for (guint i = 0; i < n; i++)
    {
      if (legal[i].kind != GROO_ACT_BUY)
        continue;
      for (guint d = 0; d < GROO_N_WHITE; d++)
        {
          uint32_t mask;

          if (!((legal[i].mask >> d) & 1)
              && groo_game_dice_for_with (view, legal[i].card, d, &mask))
            {
              *out = legal[i];
              *out_die = d;
              return TRUE;
            }
        }
    }
  return FALSE;
}

static gboolean
can_swap_buy (DriveInGamePlay *play)
{
  GameAction buy;
  guint die;

  return find_swappable_buy (play, &buy, &die);
}

static void
test_buy_with_dice (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (2, GAME_AI_RANDOM, 1, 5);
  DriveInGrooTable *board;
  DriveInGrooDice *dice;
  GameAction buy;
  guint die, own, town_before;
  uint32_t mask;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_until (&f, play, can_swap_buy, 2000);
  g_assert_true (find_swappable_buy (play, &buy, &die));
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  dice = DRIVE_IN_GROO_DICE (board->dice);
  keep_game (play, "groo-buy.gros-game");

  /* The card under the pointer lights the dice the rules' action names. */
  board->hover_card = buy.card;
  drive_in_groo_table_light (board);
  g_assert_cmpuint (drive_in_groo_dice_get_lit (dice), ==, buy.mask);
  board->hover_card = GAME_NO_CARD;
  /* Every die that pays something says so and may be dragged. */
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (drive_in_groo_dice_get_die (dice, die)),
                            "Pays for:"));
  g_assert_true (gtk_widget_has_css_class (drive_in_groo_dice_get_die (dice, die), "movable"));
  /* Dragging that die lights the card; dropping it there buys the card with it. */
  activate_board (&f, "board.die-drag-begin", g_variant_new_uint32 (die));
  g_assert_true (gtk_widget_has_css_class (drive_in_board_find_card (DRIVE_IN_BOARD (board),
                                                                     buy.card),
                                           "drop-legal"));
  g_assert_true ((drive_in_groo_dice_get_lit (dice) >> die) & 1);
  g_assert_true (groo_game_dice_for_with (view_of (play), buy.card, die, &mask));
  town_before = groo_game_zone_size (view_of (play), GROO_ZONE_TOWN (own))
                + groo_game_zone_size (view_of (play), GROO_ZONE_ARMY (own));
  g_assert_true (drive_in_groo_table_drop_die (board, buy.card, die, TRUE));
  activate_board (&f, "board.die-drag-end", g_variant_new_uint32 (die));
  /* The dice spent are the ones the drop named, the dragged one among them. */
  g_assert_true ((view_of (play)->dice_used & mask) == mask);
  g_assert_true ((view_of (play)->dice_used >> die) & 1);
  g_assert_cmpuint (groo_game_zone_size (view_of (play), GROO_ZONE_TOWN (own))
                    + groo_game_zone_size (view_of (play), GROO_ZONE_ARMY (own)), ==,
                    town_before + 1);
  g_assert_nonnull (drive_in_board_find_card (DRIVE_IN_BOARD (board), buy.card));
  g_assert_true (gtk_widget_has_css_class (drive_in_groo_dice_get_die (dice, die), "spent"));
  /* A spent die pays for nothing any more. */
  g_assert_false (drive_in_groo_table_drop_die (board, buy.card, die, FALSE));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The war panel ------------------------------------------------------------------------ */

static gboolean
can_attack (DriveInGamePlay *play)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROO_ACT_ATTACK)
      return TRUE;
  return FALSE;
}

static void
test_war_panel (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (4, GAME_AI_RANDOM, 1, 31);
  DriveInGrooTable *board;
  DriveInGrooWar *war;
  const GameAction *legal;
  g_autofree char *attack = NULL;
  guint n, own, committed = 0, damage, lost;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_until (&f, play, can_attack, 3000);
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (board->war_revealer)));
  g_assert_true (gtk_widget_get_visible (board->war_button));
  /* B, then the town from the War button's list (or the only one). */
  activate (&f, "table.battle", NULL);
  if (BOARD_PART (board, popover) != NULL)
    {
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

      collect_buttons (BOARD_PART (board, popover), buttons);
      g_assert_cmpuint (buttons->len, ==, 3);
      g_signal_emit_by_name (buttons->pdata[0], "clicked");
    }
  g_assert_true (view_of (play)->war.active);
  g_assert_cmpuint (view_of (play)->war.attacker, ==, own);
  war = DRIVE_IN_GROO_WAR (board->war);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (board->war_revealer)));
  /* Every Troop sent, by a click on it: the panel follows. */
  while (TRUE)
    {
      int troop = GAME_NO_CARD;

      wait_for_person (play);
      n = drive_in_game_play_get_human_actions (play, &legal);
      for (guint i = 0; i < n && troop == GAME_NO_CARD; i++)
        if (legal[i].kind == GROO_ACT_COMMIT)
          troop = legal[i].card;
      if (troop == GAME_NO_CARD)
        break;
      /* The Troops that may go are lit in the town. */
      g_assert_true (gtk_widget_has_css_class (drive_in_board_find_card (DRIVE_IN_BOARD (board),
                                                                         troop),
                                               "candidate"));
      activate (&f, "table.card-click", g_variant_new_int32 (troop));
      committed++;
      g_assert_nonnull (drive_in_groo_war_lookup (war, troop));
      attack = g_strdup_printf ("Attack %d", groo_game_war_attack (view_of (play)));
      g_assert_cmpstr (drive_in_groo_war_get_attack_text (war), ==, attack);
      g_clear_pointer (&attack, g_free);
    }
  g_assert_cmpuint (committed, >, 0);
  /* The outcome as it stands is there before the attacker confirms. */
  groo_game_war_outcome (view_of (play), &damage, &lost);
  g_assert_true (g_str_has_prefix (drive_in_groo_war_get_outcome (war), "As it stands"));
  if (damage > 0)
    {
      g_autofree char *said = g_strdup_printf ("%u damage", damage);

      g_assert_nonnull (strstr (drive_in_groo_war_get_outcome (war), said));
    }
  keep_game (play, "groo-war.gros-game");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (BOARD_PART (board, pass_button))), ==, "Done");
  activate (&f, "table.pass", NULL);
  /* The defender answers; then the war is resolved and the committed Troops go. */
  drive_in_test_wait_until (human_or_over, play, 30000);
  g_assert_false (view_of (play)->war.active && !view_of (play)->war.resolved
                  && view_of (play)->deciding == own && view_of (play)->n_frames == 0);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The person loses a war: choosing the Buildings lost ---------------------------------- */

static const GrooFrame *
war_damage_frame (const GrooGame *view)
{
  const GrooFrame *top = view->n_frames > 0 ? &view->frames[view->n_frames - 1] : NULL;

  return top != NULL && top->kind == GROO_FRAME_EFFECT && top->window == GROO_SOURCE_WAR
         ? top : NULL;
}

/* The Buildings the person may choose now (the CHOOSE actions), into @out. */
static guint
buildings_to_choose (DriveInGamePlay *play,
                     GArray          *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);

  g_array_set_size (out, 0);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROO_ACT_CHOOSE && legal[i].card != GAME_NO_CARD)
      {
        int card = legal[i].card;

        g_array_append_val (out, card);
      }
  return out->len;
}

/* The person must give up Buildings after a war with a real choice: several Buildings may
 * go, and not the whole town. */
static gboolean
must_choose_buildings (DriveInGamePlay *play)
{
  const GrooGame *view = view_of (play);
  const GrooFrame *frame = war_damage_frame (view);
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (int));

  return frame != NULL && view->deciding == view->war.defender
         && buildings_to_choose (play, choices) >= 2
         && frame->value < groo_game_town_printed_vp (view, view->war.defender);
}

/* A person who builds and never defends: buys Buildings, declares no war, sends no Troop,
 * plays no Wild or power, so the computers' wars against the town take Buildings. */
static void
play_builder (Fixture         *f,
              DriveInGamePlay *play,
              Played          *played)
{
  static const guint order[] = {
    GROO_ACT_NO_ATTACK, GROO_ACT_COMMIT_DONE, GROO_ACT_END_DISCARD, GROO_ACT_PASS,
    GROO_ACT_PASS_DICE, GROO_ACT_CHOOSE,
  };
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  const GameAction *best = NULL;

  g_assert_cmpuint (n, >, 0);
  /* The Building worth most first, so the town holds Buildings of both sizes. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROO_ACT_BUY
        && groo_game_card (view_of (play), legal[i].card)->kind == GROO_KIND_BUILDING
        && (best == NULL || groo_game_card (view_of (play), legal[i].card)->vp
                            > groo_game_card (view_of (play), best->card)->vp))
      best = &legal[i];
  if (best != NULL)
    {
      take_action (f, play, best, FALSE, played);
      return;
    }
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < n; i++)
      if (legal[i].kind == order[k])
        {
          take_action (f, play, &legal[i], FALSE, played);
          return;
        }
  take_action (f, play, &legal[0], FALSE, played);
}

static gboolean
in_zone (const GrooGame *view,
         guint           zone,
         int             card)
{
  for (guint i = 0; i < groo_game_zone_size (view, zone); i++)
    if (groo_game_zone_card (view, zone, i) == card)
      return TRUE;
  return FALSE;
}

/* Clicks @card's widget the way a click on it does (its own table.card-click). */
static void
click_card (DriveInGrooTable *board,
            int               card)
{
  GtkWidget *widget = drive_in_board_find_card (DRIVE_IN_BOARD (board), card);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_activate_action (widget, "table.card-click", "i",
                                             drive_in_card_widget_get_instance (
                                               DRIVE_IN_CARD_WIDGET (widget))));
}

static void
test_lose_buildings (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (3, GAME_AI_EASY, 1, 1);
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (int));
  Played played = { { 0 }, 0, 0 };
  g_autofree char *said = NULL;
  DriveInGrooTable *board;
  guint own, town, decisions = 0, vp_before, lost, n_lost = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  town = GROO_ZONE_TOWN (own);
  while (TRUE)
    {
      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      if (must_choose_buildings (play))
        break;
      g_assert_cmpuint (++decisions, <, 3000);
      play_builder (&f, play, &played);
    }
  g_assert_cmpuint (view_of (play)->war.defender, ==, own);
  g_assert_cmpuint (view_of (play)->war.attacker, !=, own);
  g_assert_cmpint (view_of (play)->war.attack, >, view_of (play)->war.defense);
  lost = war_damage_frame (view_of (play))->value;
  vp_before = groo_game_town_printed_vp (view_of (play), own);
  g_test_message ("after %u decisions: Seat %u attacks %d against %d, %u VP of %u to lose",
                  decisions, view_of (play)->war.attacker + 1, view_of (play)->war.attack,
                  view_of (play)->war.defense, lost, vp_before);
  /* The prompt says so, and the war panel names who chooses. */
  g_assert_true (g_str_has_prefix (gtk_label_get_text (
                                     GTK_LABEL (BOARD_PART (board, prompt_label))),
                                   "You lost the war"));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (board->war_revealer)));
  said = g_strdup_printf ("chooses Buildings worth %u VP to lose", lost);
  g_assert_nonnull (strstr (drive_in_groo_war_get_outcome (DRIVE_IN_GROO_WAR (board->war)),
                            said));
  keep_game (play, "groo-lose-buildings.gros-game");
  while (war_damage_frame (view_of (play)) != NULL)
    {
      guint zone_size = groo_game_zone_size (view_of (play), town);
      guint discard_size = groo_game_zone_size (view_of (play), GROO_ZONE_DISCARD);
      guint left = war_damage_frame (view_of (play))->left;
      int pick = GAME_NO_CARD;

      /* The defender chooses, one Building at a time. */
      g_assert_true (drive_in_game_play_is_human_turn (play));
      buildings_to_choose (play, choices);
      /* Every Building that may go is lit, and only those. */
      for (guint i = 0; i < zone_size; i++)
        {
          int c = groo_game_zone_card (view_of (play), town, i);
          gboolean may = FALSE;

          for (guint k = 0; k < choices->len; k++)
            may |= g_array_index (choices, int, k) == c;
          g_assert_true (gtk_widget_has_css_class (drive_in_board_find_card (DRIVE_IN_BOARD (board),
                                                                             c),
                                                   "candidate") == may);
        }
      /* The person picks the biggest of those lit, the last of them on a tie (not what the
       * rules list first). */
      g_assert_cmpuint (choices->len, >, 0);
      for (guint k = 0; k < choices->len; k++)
        {
          int c = g_array_index (choices, int, k);

          if (pick == GAME_NO_CARD
              || groo_game_card (view_of (play), c)->vp >= groo_game_card (view_of (play),
                                                                            pick)->vp)
            pick = c;
        }
      click_card (board, pick);
      n_lost++;
      /* That Building, and only it, went from the town to the discard. */
      g_assert_false (in_zone (view_of (play), town, pick));
      g_assert_true (in_zone (view_of (play), GROO_ZONE_DISCARD, pick));
      g_assert_cmpuint (groo_game_zone_size (view_of (play), town), ==, zone_size - 1);
      g_assert_cmpuint (groo_game_zone_size (view_of (play), GROO_ZONE_DISCARD), >,
                        discard_size);
      g_assert_null (drive_in_groo_town_lookup (board->towns->pdata[own], pick));
      if (war_damage_frame (view_of (play)) != NULL)
        g_assert_cmpuint (war_damage_frame (view_of (play))->left, ==,
                          left - groo_game_card (view_of (play), pick)->vp);
    }
  g_test_message ("%u Buildings lost by a click", n_lost);
  g_assert_cmpuint (n_lost, >=, 1);
  /* Exactly the damage's VP went, and nothing is lit any more. */
  g_assert_null (war_damage_frame (view_of (play)));
  g_assert_cmpuint (groo_game_town_printed_vp (view_of (play), own), ==, vp_before - lost);
  for (guint i = 0; i < groo_game_zone_size (view_of (play), town); i++)
    g_assert_false (gtk_widget_has_css_class (
                      drive_in_board_find_card (DRIVE_IN_BOARD (board),
                                                     groo_game_zone_card (view_of (play), town,
                                                                          i)),
                      "candidate"));
  g_assert_false (g_str_has_prefix (gtk_label_get_text (
                                      GTK_LABEL (BOARD_PART (board, prompt_label))),
                                    "You lost the war"));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- A Wild on another seat's turn -------------------------------------------------------- */

static gboolean
wild_on_other_turn (DriveInGamePlay *play)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  const GrooGame *view = view_of (play);

  if (view->active == view->deciding)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROO_ACT_WILD)
      return TRUE;
  return FALSE;
}

/* The person plays cards as they come but keeps Wilds, so one is in hand when another seat's
 * roll or war opens a window. */
static void
play_keeping_wilds (Fixture         *f,
                    DriveInGamePlay *play,
                    guint            max_decisions)
{
  Played played = { { 0 }, 0, 0 };

  for (guint k = 0; k < max_decisions; k++)
    {
      const GameAction *legal;
      guint n, pick;

      wait_for_person (play);
      if (drive_in_game_play_is_over (play))
        g_error ("the game ended before a Wild could be played on another seat's turn");
      if (wild_on_other_turn (play))
        return;
      n = drive_in_game_play_get_human_actions (play, &legal);
      /* The last choice is the phase's end or a decline, as a rule; buy what can be. */
      pick = n - 1;
      for (guint i = 0; i < n; i++)
        if (legal[i].kind == GROO_ACT_BUY || legal[i].kind == GROO_ACT_CHOOSE)
          {
            pick = i;
            break;
          }
      if (legal[pick].kind == GROO_ACT_WILD)
        for (guint i = 0; i < n; i++)
          if (legal[i].kind != GROO_ACT_WILD)
            pick = i;
      take_action (f, play, &legal[pick], FALSE, &played);
    }
  g_error ("no Wild was offered on another seat's turn");
}

static gboolean
choice_bar_shown (gpointer data)
{
  DriveInGrooTable *board = data;

  return gtk_revealer_get_child_revealed (GTK_REVEALER (BOARD_PART (board, choice_revealer)))
         && gtk_widget_get_height (BOARD_PART (board, choice_box)) > 0;
}

static void
test_wild_on_other_turn (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (4, GAME_AI_RANDOM, 1, 17);
  DriveInGrooTable *board;
  const GameAction *legal;
  GameAction wild = { 0 };
  g_autofree char *label = NULL;
  guint n, own, active;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_keeping_wilds (&f, play, 3000);
  own = drive_in_board_own_seat (DRIVE_IN_BOARD (board));
  active = view_of (play)->active;
  g_assert_cmpuint (active, !=, own);
  g_assert_cmpuint (view_of (play)->deciding, ==, own);
  n = drive_in_game_play_get_human_actions (play, &legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROO_ACT_WILD)
      wild = legal[i];
  /* The table says whose turn it is and offers the Wild in the bar; Space declines. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (BOARD_PART (board, prompt_label))),
                            "On the turn of"));
  g_assert_true (gtk_revealer_get_reveal_child (
                   GTK_REVEALER (BOARD_PART (board, choice_revealer))));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (BOARD_PART (board, pass_button))), ==,
                   "Decline");
  /* Each button of words a line high, not stretched to a word a line (GTK 4.8's scrolled
   * window measured the bar at its least width), and no two saying the same. */
  drive_in_test_wait_until (choice_bar_shown, board, 5000);
  {
    g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (BOARD_PART (board, choice_box),
                                                               GTK_TYPE_BUTTON);
    g_autoptr(GHashTable) said = g_hash_table_new (g_str_hash, g_str_equal);

    g_assert_cmpuint (buttons->len, >, 0);
    for (guint i = 0; i < buttons->len; i++)
      {
        const char *words = gtk_button_get_label (buttons->pdata[i]);

        g_assert_cmpint (gtk_widget_get_height (buttons->pdata[i]), <, 50);
        g_assert_true (g_hash_table_add (said, (gpointer) words));
      }
  }
  label = game_session_describe_action (drive_in_game_play_get_session (play), &wild);
  g_assert_true (click_button (BOARD_PART (board, choice_box), label));
  /* Played: out of the hand, shown where everyone looks, and still the other seat's turn. */
  g_assert_cmpuint (view_of (play)->cards[wild.card].zone, !=, GROO_ZONE_HAND (own));
  g_assert_cmpint (board->played_card, ==, wild.card);
  g_assert_cmpuint (view_of (play)->active, ==, active);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (board->played_caption)), "Wild"));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The Leftover dice go round ----------------------------------------------------------- */

static gboolean
in_leftover (DriveInGamePlay *play)
{
  const GrooGame *view = view_of (play);

  /* The person holds them on another's turn, and passes them on to a third seat. */
  return view->phase == GROO_PHASE_LEFTOVER && view->holder != view->active
         && (view->holder + 1) % view->n_seats != view->active;
}

static void
test_leftover (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (4, GAME_AI_RANDOM, 0x1, 23);
  DriveInGrooTable *board;
  guint shown = 0, holder;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  play_until (&f, play, in_leftover, 3000);
  keep_game (play, "groo-leftover.gros-game");
  holder = view_of (play)->holder;
  /* The town holding the dice shows them, and only that town. */
  for (guint s = 0; s < board->towns->len; s++)
    {
      gboolean shows = drive_in_groo_town_shows_dice (board->towns->pdata[s]);

      g_assert_true (shows == (s == holder && groo_game_unspent_dice (view_of (play)) != 0));
      shown += shows;
    }
  g_assert_cmpuint (shown, <=, 1);
  /* Groo stands in exactly one town. */
  shown = 0;
  for (guint s = 0; s < board->towns->len; s++)
    shown += drive_in_groo_town_shows_groo (board->towns->pdata[s]);
  g_assert_cmpuint (shown, ==, 1);
  g_assert_true (drive_in_groo_town_shows_groo (board->towns->pdata[view_of (play)->groo]));
  /* Passed on, the dice light the town they come to as they arrive. */
  drive_in_game_play_set_pace (play, 100000);
  activate (&f, "table.pass", NULL);
  g_assert_cmpuint (view_of (play)->phase, ==, GROO_PHASE_LEFTOVER);
  g_assert_cmpuint (view_of (play)->holder, ==, (holder + 1) % 4);
  g_assert_true (gtk_widget_has_css_class (board->towns->pdata[view_of (play)->holder],
                                           "arrived"));
  g_assert_true (drive_in_groo_town_shows_dice (board->towns->pdata[view_of (play)->holder]));
  g_assert_false (drive_in_groo_town_shows_dice (board->towns->pdata[holder]));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The hot seat: only what the person taking the screen may see ------------------------ */

static gboolean
covered (gpointer data)
{
  Fixture *f = data;

  return g_strcmp0 (drive_in_table_get_page (f->table), "cover") == 0;
}

/* Every face the board shows is a card @viewer may see. */
static guint
check_faces (Fixture         *f,
             DriveInGamePlay *play,
             int              viewer)
{
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (drive_in_table_get_board (f->table),
                                                           DRIVE_IN_TYPE_CARD_WIDGET);
  const GrooGame *state = game_session_get_state (drive_in_game_play_get_session (play));
  guint faces = 0;

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCardWidget *card = cards->pdata[i];
      int handle = drive_in_card_widget_get_instance (card);

      if (drive_in_card_widget_get_plain_card (card) == NULL)
        continue;
      g_assert_true (groo_game_viewer_sees (state, handle, viewer));
      faces++;
    }
  return faces;
}

static void
test_hot_seat (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (3, GAME_AI_RANDOM, 0x3, 14);
  g_autoptr(GPtrArray) covers = NULL;
  DriveInGrooTable *board;
  const GrooGame *state;
  int seat;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  /* Two people: the screen is covered for whoever decides first; no hand shows. */
  drive_in_test_wait_until (covered, &f, 5000);
  seat = drive_in_game_play_get_handoff_seat (play);
  g_assert_cmpint (seat, >=, 0);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_PUBLIC);
  board = get_board (&f);
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==, 0);
  check_faces (&f, play, GAME_VIEWER_PUBLIC);
  covers = drive_in_test_find_widgets (GTK_WIDGET (f.table), DRIVE_IN_TYPE_SEAT_COVER);
  g_assert_cmpuint (covers->len, >, 0);
  /* Continue: that person's hand shows, and nothing of the other person's. */
  g_assert_true (click_button (covers->pdata[0], "_Continue"));
  board = get_board (&f);
  state = game_session_get_state (drive_in_game_play_get_session (play));
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, seat);
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==,
                    groo_game_zone_size (state, GROO_ZONE_HAND (seat)));
  g_assert_cmpuint (check_faces (&f, play, seat), >=,
                    groo_game_zone_size (state, GROO_ZONE_HAND (seat)));
  /* No widget stands for a card of the other person's hand. */
  g_assert_cmpuint (groo_game_zone_size (state, GROO_ZONE_HAND (1 - seat)), >, 0);
  for (guint i = 0; i < groo_game_zone_size (state, GROO_ZONE_HAND (1 - seat)); i++)
    g_assert_null (drive_in_board_find_card (
                     DRIVE_IN_BOARD (board),
                     groo_game_zone_card (state, GROO_ZONE_HAND (1 - seat), i)));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- New Game, autosave and resume --------------------------------------------------------- */

static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
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
  GameRecord *record;

  drive_in_table_fixture_set_up (&f, app);
  activate (&f, "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROO_GAME_ID));
  /* 2 to 6 players, one deck for the table: no deck per seat. */
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, 6);
  g_assert_false (drive_in_new_game_dialog_shows_seat_decks (dialog));
  g_assert_null (drive_in_new_game_dialog_get_table_deck (dialog));
  drive_in_new_game_dialog_set_n_seats (dialog, 6);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 6);
  for (guint s = 1; s < 6; s++)
    drive_in_new_game_dialog_set_player (dialog, s, &computer);
  drive_in_new_game_dialog_set_seed (dialog, "99");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GROO_GAME_ID);
  g_assert_cmpuint (drive_in_game_play_get_n_seats (play), ==, 6);
  g_assert_cmpint (drive_in_game_play_get_player (play, 5)->kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_cmpint (drive_in_game_play_get_player (play, 5)->level, ==, GAME_AI_HARD);
  record = game_session_get_record (drive_in_game_play_get_session (play));
  g_assert_cmpuint (g_strv_length ((char **) game_record_get_shared (record)), >, 100);
  g_assert_cmpuint (get_board (&f)->towns->len, ==, 6);
  g_assert_cmpuint (view_of (play)->goal, ==, 7);
  keep_game (play, "groo-six.gros-game");
  drive_in_table_fixture_tear_down (&f);
}

static void
test_autosave_resume (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (3, GAME_AI_RANDOM, 1, 77);
  g_autoptr(GError) error = NULL;
  g_autofree GrooGame *before = g_new (GrooGame, 1);
  DriveInGamePlay *resumed;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  for (guint k = 0; k < 4; k++)
    {
      wait_for_person (play);
      activate (&f, "table.pass", NULL);
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
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  g_assert_cmpuint (view_of (resumed)->n_actions, ==, before->n_actions);
  g_assert_true (memcmp (view_of (resumed)->order, before->order, sizeof before->order) == 0);
  g_assert_true (memcmp (view_of (resumed)->seats, before->seats, sizeof before->seats) == 0);
  g_assert_cmpint (drive_in_game_play_get_player (resumed, 1)->kind, ==, DRIVE_IN_PLAYER_AI);
  drive_in_table_fixture_tear_down (&f);
}

/* A computers-only game played out, then watched step by step. */
static void
test_replay (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (2, GAME_AI_RANDOM, 0, 41);
  DriveInGamePlay *replay;
  guint n_steps;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (is_over, play, 60000);
  n_steps = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (&f, "table.replay", NULL);
  replay = drive_in_table_get_play (f.table);
  g_assert_true (replay != play);
  g_assert_true (drive_in_game_play_is_replay (replay));
  g_assert_cmpuint (drive_in_game_play_get_n_steps (replay), ==, n_steps);
  g_assert_true (gtk_widget_get_visible (BOARD_PART (get_board (&f), replay_bar)));
  for (guint k = 0; k < 40; k++)
    activate (&f, "table.step-forward", NULL);
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, 40);
  g_assert_cmpuint (drive_in_game_play_get_human_actions (replay, NULL), ==, 0);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
can_discard (DriveInGamePlay *play)
{
  return view_of (play)->step == GROO_STEP_DISCARD && view_of (play)->n_frames == 0
         && groo_game_zone_size (view_of (play), GROO_ZONE_HAND (view_of (play)->deciding)) > 0;
}

/* Undo takes back a discard (nothing was revealed), not a draw. */
static void
test_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (2, GAME_AI_RANDOM, 1, 12);
  const GameAction *legal;
  g_autofree char *label = NULL;
  guint n, before;
  int card = GAME_NO_CARD;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  play_until (&f, play, can_discard, 500);
  n = drive_in_game_play_get_human_actions (play, &legal);
  for (guint i = 0; i < n && card == GAME_NO_CARD; i++)
    if (legal[i].kind == GROO_ACT_DISCARD)
      card = legal[i].card;
  g_assert_cmpint (card, !=, GAME_NO_CARD);
  before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == GROO_ACT_DISCARD && legal[i].card == card)
      label = game_session_describe_action (drive_in_game_play_get_session (play), &legal[i]);
  /* Through the card's menu (right click, Menu or Enter): what the card can do now. */
  activate (&f, "table.card-menu", g_variant_new_int32 (card));
  g_assert_nonnull (BOARD_PART (get_board (&f), popover));
  g_assert_true (gtk_widget_get_parent (BOARD_PART (get_board (&f), popover))
                 == GTK_WIDGET (get_board (&f)));
  drive_in_test_iterate (50);
  g_assert_true (click_button (BOARD_PART (get_board (&f), popover), label));
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), ==,
                    before + 1);
  g_assert_null (BOARD_PART (get_board (&f), popover));
  g_assert_true (drive_in_game_play_can_undo (play));
  activate (&f, "table.undo", NULL);
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), ==,
                    before);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Events waiting for room on the table ------------------------------------------------- */

/* The catalog id of the built-in Groo card named @name. */
static char *
dup_card_id (const char *name)
{
  DriveInRelease *release = drive_in_catalog_lookup_release (get_catalog (), "drive-in-groo");
  GListModel *cards;

  g_assert_nonnull (release);
  cards = drive_in_release_get_cards (release);
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (g_str_equal (drive_in_card_get_name (card), name))
        return g_strdup (drive_in_card_get_id (card));
    }
  g_error ("no Groo card named %s", name);
  return NULL;
}

/* The standard deck, then up to the most cards a game holds Harvest Festivals (every player
 * draws one) with a Tax Day or a Plague every eighth card (a choice), as groo_test_event_deck
 * makes it: chains of Festivals fill the table, and Events wait for room (docs/groo.md,
 * reading 14), also while the person chooses. */
static DriveInGamePlay *
make_event_play (guint   n_seats,
                 guint   humans,
                 guint64 seed)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL,
                                                              n_seats, seed);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  const char *const *standard = game_record_get_shared (record);

  for (guint i = 0; standard[i] != NULL; i++)
    g_ptr_array_add (ids, g_strdup (standard[i]));
  for (guint k = 0; ids->len < GROO_MAX_CARDS; k++)
    g_ptr_array_add (ids, dup_card_id (k % 8 == 7 ? "Tax Day"
                                       : k % 8 == 6 ? "Plague" : "Harvest Festival"));
  g_ptr_array_add (ids, NULL);
  game_record_set_shared (record, (const char *const *) ids->pdata);
  return drive_in_test_play_new (get_catalog (), record, GAME_AI_RANDOM, humans);
}

/* Whether every waiting Event's card is laid out inside the window. */
static gboolean
waiting_laid_out (gpointer data)
{
  Fixture *f = data;
  GtkWidget *box = get_board (f)->waiting_box;
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (box) || gtk_widget_get_first_child (box) == NULL)
    return FALSE;
  for (GtkWidget *entry = gtk_widget_get_first_child (box); entry != NULL;
       entry = gtk_widget_get_next_sibling (entry))
    {
      GtkWidget *card = gtk_widget_get_first_child (entry);

      if (!gtk_widget_get_mapped (card) || gtk_widget_get_width (card) <= 0
          || !gtk_widget_compute_bounds (card, GTK_WIDGET (f->window), &bounds)
          || bounds.origin.x < 0 || bounds.origin.y < 0
          || bounds.origin.x + bounds.size.width > gtk_widget_get_width (GTK_WIDGET (f->window))
          || bounds.origin.y + bounds.size.height
             > gtk_widget_get_height (GTK_WIDGET (f->window)))
        return FALSE;
    }
  return TRUE;
}

/* The table shows exactly the Events waiting in @play's view, face up, in the order they will
 * be played, each named with the seat that drew it; the count shown. */
static guint
check_waiting (DriveInGrooTable *board,
               DriveInGamePlay  *play)
{
  const GrooGame *view = view_of (play);
  GameSession *session = drive_in_game_play_get_session (play);
  guint n = groo_game_zone_size (view, GROO_ZONE_WAITING);
  GtkWidget *entry = gtk_widget_get_first_child (board->waiting_box);

  g_assert_true (gtk_widget_get_visible (board->waiting_column) == (n > 0));
  for (guint i = 0; i < n; i++, entry = gtk_widget_get_next_sibling (entry))
    {
      int card = groo_game_zone_card (view, GROO_ZONE_WAITING, i);
      guint drawer = (view->cards[card].flags & GROO_CARD_DRAWER_MASK)
                     >> GROO_CARD_DRAWER_SHIFT;
      g_autofree char *seat = drive_in_game_play_dup_seat_name (play, drawer);
      g_autofree char *label = NULL;
      g_autofree char *mismatch = NULL;
      GtkWidget *widget;

      /* Open to every seat: the person's view has it face up. */
      g_assert_cmpuint (view->cards[card].def, !=, GROO_HIDDEN_DEF);
      g_assert_cmpuint (groo_game_card (view, card)->kind, ==, GROO_KIND_EVENT);
      g_assert_nonnull (entry);
      widget = gtk_widget_get_first_child (entry);
      g_assert_true (DRIVE_IN_IS_CARD_WIDGET (widget));
      g_assert_cmpint (drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (widget)), ==,
                       card);
      g_assert_true (drive_in_card_widget_get_plain_card (DRIVE_IN_CARD_WIDGET (widget))
                     == game_session_get_card (session, view->cards[card].def));
      label = g_strdup_printf ("%s, drawn by %s", groo_game_card (view, card)->name, seat);
      mismatch = gtk_test_accessible_check_property (GTK_ACCESSIBLE (entry),
                                                     GTK_ACCESSIBLE_PROPERTY_LABEL, label);
      g_assert_null (mismatch);
      g_assert_nonnull (gtk_widget_get_tooltip_text (entry));
      g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (entry), seat));
    }
  g_assert_null (entry);
  if (n > 0)
    {
      g_autofree char *title = g_strdup_printf ("Waiting for Room (%u)", n);

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (board->waiting_title)), ==, title);
    }
  return n;
}

/* Events drawn while the table was full wait face up in sight, in order, with who drew them,
 * and leave once played. */
static void
test_waiting_events (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_event_play (3, 1, 5);
  GRand *rand = g_rand_new_with_seed (5);
  Played played = { { 0 }, 0, 0 };
  DriveInGrooTable *board;
  guint most = 0, decisions = 0;
  int first = GAME_NO_CARD;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  for (;; decisions++)
    {
      guint n;

      g_assert_cmpuint (decisions, <, 3000);
      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      n = check_waiting (board, play);
      if (n > 0 && first == GAME_NO_CARD)
        {
          first = groo_game_zone_card (view_of (play), GROO_ZONE_WAITING, 0);
          drive_in_test_wait_until (waiting_laid_out, &f, 10000);
          g_assert_true (waiting_laid_out (&f));
          keep_game (play, "groo-waiting.gros-game");
        }
      if (n > most && n >= 3)
        keep_game (play, "groo-waiting-many.gros-game");
      most = MAX (most, n);
      if (first != GAME_NO_CARD && n == 0)
        break;
      play_one (&f, play, rand, &played);
    }
  g_test_message ("%u decisions, at most %u Events waiting", decisions, most);
  /* The first that waited was played and is out of the row. */
  g_assert_cmpuint (view_of (play)->cards[first].zone, !=, GROO_ZONE_WAITING);
  g_assert_null (gtk_widget_get_first_child (board->waiting_box));
  g_assert_false (gtk_widget_get_visible (board->waiting_column));
  g_rand_free (rand);
  drive_in_table_fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  table_test_app_init (&argc, &argv, GROO_GAME_ID);

  g_test_add_func ("/groo/table/whole-game", test_whole_game);
  g_test_add_func ("/groo/table/buy-with-dice", test_buy_with_dice);
  g_test_add_func ("/groo/table/war-panel", test_war_panel);
  g_test_add_func ("/groo/table/lose-buildings", test_lose_buildings);
  g_test_add_func ("/groo/table/wild-on-other-turn", test_wild_on_other_turn);
  g_test_add_func ("/groo/table/leftover", test_leftover);
  g_test_add_func ("/groo/table/hot-seat", test_hot_seat);
  g_test_add_func ("/groo/table/new-game", test_new_game);
  g_test_add_func ("/groo/table/autosave-resume", test_autosave_resume);
  g_test_add_func ("/groo/table/replay", test_replay);
  g_test_add_func ("/groo/table/undo", test_undo);
  g_test_add_func ("/groo/table/waiting-events", test_waiting_events);

  return table_test_app_run ();
}
