/* test-gruff-rules.c: every rule of Gruff (004) and every reading of docs/gruff.md, on
 * positions built from the built-in set. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gros-test-util.h"
#include "gruff-test-util.h"
#include "hidden-oracle.h"
#include "gruff-game-id.h"

/* Seat 1: Widow Thistlewaite (Life 20, Threshold 8, Crazy 1), Bramblehorn (4/1/2, +1 Mean
 * when it declares), Mothmilk (1/4/2, +1 Weird when activated), Big Barnaby (1/1/5, +1 Fat
 * when attacked). Seat 2: Captain Hollis Crag (Life 22, Threshold 10, Crazy 0, all its gruffs
 * +1 Mean at the Threshold), Old Splitskull (5/0/3, deals 1 to the gruff opposite when
 * activated), The Thing in the Pen (2/3/2, draws when it grows), Tallowmound (2/1/4, deals 2
 * to its attacker). */
static const char *const deck0[] = {
  "S-01", "G-01", "G-04", "G-07",
  "01-01", "01-02", "01-03", "01-04", "01-05", "01-06", "01-07", "01-08",
  "04-01", "04-02", "04-03", "04-04", "04-05", "04-06", "04-07", "04-08",
  "07-01", "07-02", "07-03", "07-04", "07-05", "07-06", "07-07", "07-08", NULL
};
static const char *const deck1[] = {
  "S-03", "G-03", "G-05", "G-08",
  "03-01", "03-02", "03-03", "03-04", "03-05", "03-06", "03-07", "03-08",
  "05-01", "05-02", "05-03", "05-04", "05-05", "05-06", "05-07", "05-08",
  "08-01", "08-02", "08-03", "08-04", "08-05", "08-06", "08-07", "08-08", NULL
};

/* The instance of the card numbered @number. */
static int
find (const GruffGame *g,
      const char      *number)
{
  guint def = gruff_test_card (number);

  for (guint c = 0; c < g->n_cards; c++)
    if (g->cards[c].def == def)
      return c;
  g_assert_not_reached ();
}

/* A duel whose lines are arranged in deck order (seat 1: Bramblehorn left, Mothmilk centre,
 * Barnaby right; seat 2: Splitskull, Thing, Tallowmound) with seat 1 to play its first turn.
 */
static void
start (GruffGame *g)
{
  for (guint64 seed = 1;; seed++)
    {
      gruff_test_start_with (g, deck0, deck1, seed);
      if (g->first == 0)
        break;
    }
  gruff_test_arrange (g);
  g_assert_cmpuint (g->phase, ==, GRUFF_PHASE_ACTIVATE);
  g_assert_cmpuint (g->active, ==, 0);
}

/* Moves @number to its owner's hand (from its deck). */
static int
give (GruffGame  *g,
      const char *number)
{
  int card = find (g, number);
  GruffSeat *s = &g->seats[g->cards[card].owner];

  if (g->cards[card].zone == GRUFF_ZONE_HAND)
    return card;
  g_assert_cmpuint (g->cards[card].zone, ==, GRUFF_ZONE_DECK);
  for (guint i = g->cards[card].pos; i + 1 < s->n_deck; i++)
    {
      s->deck[i] = s->deck[i + 1];
      g->cards[s->deck[i]].pos = i;
    }
  s->n_deck--;
  g->cards[card].zone = GRUFF_ZONE_HAND;
  g->cards[card].pos = s->n_hand;
  g->cards[card].known |= 1u << g->cards[card].owner;
  s->hand[s->n_hand++] = card;
  return card;
}

static void
act (GruffGame *g,
     guint      kind,
     int        card,
     int        target)
{
  if (!gruff_test_do (g, kind, card, target))
    {
      GameAction actions[GAME_MAX_ACTIONS];
      guint n = gruff_game_legal_actions (g, actions, GAME_MAX_ACTIONS);
      g_autofree char *first = n > 0 ? gruff_action_to_string (&actions[0]) : g_strdup ("-");

      g_error ("no legal %s card=%d target=%d (phase %u, seat %u, %u legal, first %s)",
               gruff_act_name (kind), card, target, g->phase, g->active + 1, n, first);
    }
  /* A tactical action ends the turn: the hand limit is met with the first cards. */
  if (kind >= GRUFF_ACT_ATTACK && kind <= GRUFF_ACT_RESURRECT)
    while (g->phase == GRUFF_PHASE_DISCARD)
      g_assert_true (gruff_test_do (g, GRUFF_ACT_DISCARD, -1, -2));
}

/* Activates @gruff and ends the turn with a Grow of its Fat (the discards as needed). */
static void
pass_turn_with (GruffGame  *g,
                const char *gruff)
{
  GameAction a = { 0 };

  act (g, GRUFF_ACT_ACTIVATE, find (g, gruff), -2);
  a.kind = GRUFF_ACT_GROW;
  a.seat = g->active;
  a.card = g->active_gruff;
  a.target = GAME_NO_CARD;
  a.target_seat = GAME_NO_SEAT;
  a.mode = GRUFF_STAT_FAT;
  if (g->cards[a.card].stats[GRUFF_STAT_FAT] == GRUFF_STAT_MAX)
    a.mode = GRUFF_STAT_MEAN;
  g_assert_true (gruff_game_apply (g, &a, NULL, NULL, NULL));
  while (g->phase == GRUFF_PHASE_DISCARD)
    act (g, GRUFF_ACT_DISCARD, -1, -2);
}

/* Two gruffs of the same name, one each side: the text tells them apart by seat and
 * position, in events and action labels; a name no other card shares stays as it is. */
static void
test_same_name_told_apart (void)
{
  static const char *const twin1[] = {
    "S-03", "G-01", "G-05", "G-08",
    "03-01", "03-02", "03-03", "03-04", "03-05", "03-06", "03-07", "03-08",
    "05-01", "05-02", "05-03", "05-04", "05-05", "05-06", "05-07", "05-08",
    "08-01", "08-02", "08-03", "08-04", "08-05", "08-06", "08-07", "08-08", NULL
  };
  GruffGame g;
  GameEvent ev = { GRUFF_EV_DAMAGE, 1, GAME_NO_SEAT, 0, 0, -1, GAME_NO_CARD, 1 };
  GameAction a = { 0 };
  int mine = -1, theirs = -1, moth;
  g_autofree char *damage = NULL, *activate = NULL, *plain = NULL, *expected = NULL;
  const char *name;

  gruff_test_start_with (&g, deck0, twin1, 3);
  gruff_test_arrange (&g);
  for (int c = 0; c < g.n_cards; c++)
    if (g.cards[c].def == gruff_test_card ("G-01"))
      *(g.cards[c].owner == 0 ? &mine : &theirs) = c;
  g_assert_cmpint (mine, >=, 0);
  g_assert_cmpint (theirs, >=, 0);
  name = gruff_game_def (&g, theirs)->name;
  expected = g_strdup_printf ("Seat 2’s %s (%s)", name,
                              (const char *[]) { "left", "centre", "right" }[g.cards[theirs].pos]);
  ev.card = theirs;
  damage = gruff_game_describe_event (&g, &ev, 0);
  g_assert_nonnull (strstr (damage, expected));
  a.kind = GRUFF_ACT_ACTIVATE;
  a.seat = 0;
  a.card = mine;
  a.target = GAME_NO_CARD;
  a.target_seat = GAME_NO_SEAT;
  activate = gruff_game_describe_action (&g, &a, 0);
  g_assert_true (g_str_has_prefix (activate, "Activate Seat 1’s "));
  moth = find (&g, "G-04");
  a.card = moth;
  plain = gruff_game_describe_action (&g, &a, 0);
  g_assert_cmpstr (plain, ==, "Activate Mothmilk");
}

/* A refusal names the one reason that applies, from the rules. */
static void
test_why_not_playable (void)
{
  GruffGame g;
  int headbutt, goad;
  char *why;

  start (&g);
  headbutt = give (&g, "01-03");  /* cost 3, to an enemy gruff */
  goad = give (&g, "01-07");      /* cost 1, to an enemy gruff */
  why = gruff_game_why_not_playable (&g, 0, headbutt);
  g_assert_nonnull (strstr (why, "Activate a gruff first"));
  g_free (why);
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-04"), -2);
  g_assert_cmpuint (g.seats[0].crazy, ==, 6);
  g_assert_null (gruff_game_why_not_playable (&g, 0, headbutt));
  /* Crazy 6 with all but 1 committed: the cost is the reason. */
  g.seats[0].spent = g.seats[0].crazy - 1;
  why = gruff_game_why_not_playable (&g, 0, headbutt);
  g_assert_nonnull (strstr (why, "costs 3 Crazy; 1 of your"));
  g_assert_null (strstr (why, "target"));
  g_free (why);
  g_assert_null (gruff_game_why_not_playable (&g, 0, goad));
  /* Every enemy gruff dead: the cost fits and nothing can be the target. */
  for (guint p = 0; p < GRUFF_LINE; p++)
    g.cards[g.seats[1].line[p]].flags |= GRUFF_FLAG_DEAD;
  why = gruff_game_why_not_playable (&g, 0, goad);
  g_assert_nonnull (strstr (why, "no target"));
  g_assert_null (strstr (why, "Crazy"));
  g_free (why);
  /* Another seat's card, and a turn not its own. */
  why = gruff_game_why_not_playable (&g, 1, goad);
  g_assert_nonnull (strstr (why, "not in your hand"));
  g_free (why);
}

/* 004's turn is one player's; the log numbers it as the header does (GruffGame.turn). */
static void
record_turn (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  GArray *turns = user_data;

  if (event->kind == GRUFF_EV_TURN)
    g_array_append_val (turns, event->value);
}

static void
test_turn_numbers (void)
{
  GruffGame g;
  g_autoptr(GArray) turns = g_array_new (FALSE, FALSE, sizeof (int));
  GameAction a = { 0 };
  GameEvent ev = { 0 };
  g_autofree char *text = NULL;

  start (&g);
  g_assert_cmpuint (g.turn, ==, 1);
  for (guint k = 0; k < 3; k++)
    {
      GameAction legal[GAME_MAX_ACTIONS];
      guint n;

      /* Any gruff, then a Grow: the turn ends with nothing else happening. */
      n = gruff_game_legal_actions (&g, legal, GAME_MAX_ACTIONS);
      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (legal[0].kind, ==, GRUFF_ACT_ACTIVATE);
      gruff_game_apply_legal (&g, &legal[0], record_turn, turns);
      n = gruff_game_legal_actions (&g, legal, GAME_MAX_ACTIONS);
      for (a.kind = GRUFF_N_ACTS; n > 0; n--)
        if (legal[n - 1].kind == GRUFF_ACT_GROW)
          a = legal[n - 1];
      g_assert_cmpuint (a.kind, ==, GRUFF_ACT_GROW);
      gruff_game_apply_legal (&g, &a, record_turn, turns);
      while (g.phase == GRUFF_PHASE_DISCARD)
        {
          g_assert_cmpuint (gruff_game_legal_actions (&g, legal, GAME_MAX_ACTIONS), >, 0);
          gruff_game_apply_legal (&g, &legal[0], record_turn, turns);
        }
      g_assert_cmpuint (turns->len, ==, k + 1);
      g_assert_cmpint (g_array_index (turns, int, k), ==, g.turn);
    }
  /* Seat 2's second turn is the game's turn 4: the log says so. */
  g_assert_cmpuint (g.turn, ==, 4);
  g_assert_cmpuint (g.active, ==, 1);
  ev.kind = GRUFF_EV_TURN;
  ev.seat = g.active;
  ev.value = g_array_index (turns, int, turns->len - 1);
  ev.card = ev.target = GAME_NO_CARD;
  text = gruff_game_describe_event (&g, &ev, 0);
  g_assert_cmpstr (text, ==, "Turn 4 (Seat 2) begins.");
}

static void
check (const GruffGame *g)
{
  g_autofree char *message = NULL;

  if (!gruff_game_check_invariants (g, &message))
    g_error ("%s", message);
}

/* ---- Set-up ---------------------------------------------------------------------------- */

static void
test_setup_first_random (void)
{
  guint firsts[2] = { 0 };

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      GruffGame g;

      gruff_test_start_with (&g, deck0, deck1, seed);
      firsts[g.first]++;
      /* The first player arranges first. */
      g_assert_cmpuint (g.phase, ==, GRUFF_PHASE_ARRANGE);
      g_assert_cmpuint (gruff_game_deciding_seat (&g), ==, g.first);
    }
  g_assert_cmpuint (firsts[0], >, 5);
  g_assert_cmpuint (firsts[1], >, 5);
}

static void
test_setup_arrangement (void)
{
  GruffGame g;
  GameAction actions[16];
  guint n;
  int barnaby, mothmilk;

  for (guint64 seed = 1;; seed++)
    {
      gruff_test_start_with (&g, deck0, deck1, seed);
      if (g.first == 0)
        break;
    }
  /* Three choices for the left position, then two; the last gruff goes by itself. */
  n = gruff_game_legal_actions (&g, actions, 16);
  g_assert_cmpuint (n, ==, 3);
  barnaby = find (&g, "G-07");
  mothmilk = find (&g, "G-04");
  act (&g, GRUFF_ACT_ARRANGE, barnaby, -2);
  g_assert_cmpuint (gruff_game_legal_actions (&g, actions, 16), ==, 2);
  act (&g, GRUFF_ACT_ARRANGE, mothmilk, -2);
  g_assert_cmpint (gruff_game_at (&g, 0, 0), ==, barnaby);
  g_assert_cmpint (gruff_game_at (&g, 0, 1), ==, mothmilk);
  g_assert_cmpint (gruff_game_at (&g, 0, 2), ==, find (&g, "G-01"));
  /* Then the second player, who sees the first line. */
  g_assert_cmpuint (gruff_game_deciding_seat (&g), ==, 1);
  g_assert_cmpuint (g.seats[0].n_hand, ==, 0);
  gruff_test_arrange (&g);
  /* 5 cards each; the first player does not draw on its first turn. */
  g_assert_cmpuint (g.seats[0].n_hand, ==, 5);
  g_assert_cmpuint (g.seats[1].n_hand, ==, 5);
  g_assert_cmpuint (g.seats[0].n_deck, ==, 19);
  pass_turn_with (&g, "G-01");
  /* The second player draws on its first turn. */
  g_assert_cmpuint (g.seats[1].n_hand, ==, 6);
  check (&g);
}

static void
test_setup_deterministic (void)
{
  GruffGame a, b;

  gruff_test_start (&a, 5, 77);
  gruff_test_start (&b, 5, 77);
  while (a.phase != GRUFF_PHASE_OVER)
    {
      GameAction actions[GAME_MAX_ACTIONS];
      guint n = gruff_game_legal_actions (&a, actions, GAME_MAX_ACTIONS);

      gruff_game_apply_legal (&a, &actions[(a.n_actions * 7) % n], NULL, NULL);
      gruff_game_apply_legal (&b, &actions[(b.n_actions * 7) % n], NULL, NULL);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
}

/* ---- The turn ---------------------------------------------------------------------------- */

static void
test_activation_exhausts (void)
{
  GruffGame g;
  int bramble, moth, barnaby;
  GameAction actions[16];

  start (&g);
  bramble = find (&g, "G-01");
  moth = find (&g, "G-04");
  barnaby = find (&g, "G-07");
  pass_turn_with (&g, "G-01");
  g_assert_true (gruff_game_is_exhausted (&g, bramble));
  pass_turn_with (&g, "G-05");
  /* Bramblehorn stays exhausted until the others are too. */
  g_assert_true (gruff_game_is_exhausted (&g, bramble));
  g_assert_cmpuint (gruff_game_legal_actions (&g, actions, 16), ==, 2);
  g_assert_false (gruff_test_do (&g, GRUFF_ACT_ACTIVATE, bramble, -2));
  pass_turn_with (&g, "G-04");
  pass_turn_with (&g, "G-08");
  pass_turn_with (&g, "G-07");
  pass_turn_with (&g, "G-03");
  /* All three exhausted: the clean-up refreshes them. */
  g_assert_false (gruff_game_is_exhausted (&g, bramble));
  g_assert_false (gruff_game_is_exhausted (&g, moth));
  g_assert_false (gruff_game_is_exhausted (&g, barnaby));
  g_assert_cmpuint (gruff_game_legal_actions (&g, actions, 16), ==, 3);
}

/* A dead gruff does not stop the refresh: exhausted or dead is enough. */
static void
test_refresh_counts_dead (void)
{
  GruffGame g;
  int barnaby = -1;

  start (&g);
  barnaby = find (&g, "G-07");
  g.cards[barnaby].flags = GRUFF_FLAG_DEAD;
  pass_turn_with (&g, "G-01");
  pass_turn_with (&g, "G-05");
  pass_turn_with (&g, "G-04");
  pass_turn_with (&g, "G-08");
  g_assert_false (gruff_game_is_exhausted (&g, find (&g, "G-01")));
  g_assert_true (gruff_game_is_dead (&g, barnaby));
}

/* Mothmilk (Weird 4) gains 1 Weird when activated, before its Weird is added to Crazy. */
static void
test_weird_to_crazy (void)
{
  GruffGame g;
  int moth;

  start (&g);
  moth = find (&g, "G-04");
  g_assert_cmpuint (g.seats[0].crazy, ==, 1);
  act (&g, GRUFF_ACT_ACTIVATE, moth, -2);
  g_assert_cmpint (g.cards[moth].stats[GRUFF_STAT_WEIRD], ==, 5);
  g_assert_cmpuint (g.seats[0].crazy, ==, 1 + 5);
}

/* Cards cost at most Crazy in all; Crazy is not spent. */
static void
test_crazy_budget (void)
{
  GruffGame g;
  int headbutt, rage, goad;

  start (&g);
  headbutt = give (&g, "01-03");  /* cost 3 */
  rage = give (&g, "01-02");      /* cost 2 */
  goad = give (&g, "01-07");      /* cost 1 */
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-04"), -2);
  g_assert_cmpuint (g.seats[0].crazy, ==, 6);
  act (&g, GRUFF_ACT_PLAY, headbutt, find (&g, "G-08"));
  act (&g, GRUFF_ACT_PLAY, rage, find (&g, "G-04"));
  g_assert_cmpuint (g.seats[0].crazy, ==, 6);
  g_assert_cmpuint (g.seats[0].spent, ==, 5);
  act (&g, GRUFF_ACT_PLAY, goad, find (&g, "G-05"));
  g_assert_cmpuint (g.seats[0].spent, ==, 6);
  /* Nothing more fits, whatever its cost. */
  give (&g, "01-01");
  g_assert_false (gruff_test_do (&g, GRUFF_ACT_PLAY, find (&g, "01-01"), -2));
}

static void
test_hand_limit (void)
{
  GruffGame g;

  start (&g);
  give (&g, "01-01");
  give (&g, "01-02");
  give (&g, "01-03");
  give (&g, "01-04");
  give (&g, "01-05");
  g_assert_cmpuint (g.seats[0].n_hand, >, 7);
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-07"), -2);
  g_assert_true (gruff_test_do (&g, GRUFF_ACT_GROW, -1, -2));
  g_assert_cmpuint (g.phase, ==, GRUFF_PHASE_DISCARD);
  while (g.phase == GRUFF_PHASE_DISCARD)
    act (&g, GRUFF_ACT_DISCARD, -1, -2);
  g_assert_cmpuint (g.seats[0].n_hand, ==, 7);
  g_assert_cmpuint (g.active, ==, 1);
}

static void
test_empty_deck (void)
{
  GruffGame g;
  guint hand;

  start (&g);
  pass_turn_with (&g, "G-01");
  g.seats[0].n_deck = 0;
  /* The deck's cards go to the discard pile to keep every card accounted for. */
  for (guint c = 0; c < g.n_cards; c++)
    if (g.cards[c].owner == 0 && g.cards[c].zone == GRUFF_ZONE_DECK)
      {
        g.cards[c].zone = GRUFF_ZONE_DISCARD;
        g.cards[c].pos = g.seats[0].n_discard;
        g.seats[0].discard[g.seats[0].n_discard++] = c;
      }
  check (&g);
  pass_turn_with (&g, "G-05");
  hand = g.seats[0].n_hand;
  g_assert_cmpuint (g.phase, ==, GRUFF_PHASE_ACTIVATE);
  g_assert_cmpuint (g.active, ==, 0);
  pass_turn_with (&g, "G-04");
  pass_turn_with (&g, "G-08");
  g_assert_cmpuint (g.seats[0].n_hand, ==, hand);
  g_assert_cmpuint (g.phase, !=, GRUFF_PHASE_OVER);
}

/* ---- Attacks ------------------------------------------------------------------------------ */

/* Bramblehorn (Mean 4, 5 once it declares) attacks The Thing (Fat 2) opposite... the Thing
 * is in the centre: Bramblehorn moves nowhere; it strikes position 0, Splitskull (Fat 3). */
static void
test_attack_next_turn (void)
{
  GruffGame g;
  int bramble, split;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  g_assert_cmpint (g.seats[0].attacker, ==, bramble);
  g_assert_cmpuint (g.seats[0].attack_pos, ==, 0);
  g_assert_cmpint (g.cards[bramble].stats[GRUFF_STAT_MEAN], ==, 5);
  /* Nothing lands during the opponent's turn. */
  g_assert_false (gruff_game_is_dead (&g, split));
  pass_turn_with (&g, "G-05");
  /* At the clean-up: 5 damage against Fat 3: Splitskull dies, 2 come off Crag's Life. */
  g_assert_true (gruff_game_is_dead (&g, split));
  g_assert_cmpint (g.seats[1].life, ==, 22 - 2);
  g_assert_cmpint (g.seats[0].attacker, ==, -1);
  check (&g);
}

/* The Attack button's words say the numbers as they stand: Bramblehorn's Mean 4 against
 * Splitskull's Fat 3, and a Fat raised shows at once. */
static void
test_attack_described (void)
{
  GruffGame g;
  GameAction actions[GAME_MAX_ACTIONS];
  int bramble, split;
  guint n;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  n = gruff_game_legal_actions (&g, actions, G_N_ELEMENTS (actions));
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == GRUFF_ACT_ATTACK)
      {
        g_autofree char *text = gruff_game_describe_action (&g, &actions[i], 0);
        g_autofree char *raised = NULL;

        g_assert_nonnull (strstr (text, "(4 against 3 now)"));
        g.cards[split].stats[GRUFF_STAT_FAT] = 7;
        raised = gruff_game_describe_action (&g, &actions[i], 1);
        g_assert_nonnull (strstr (raised, "(4 against 7 now)"));
        return;
      }
  g_assert_not_reached ();
}

static void
test_attack_blocked (void)
{
  GruffGame g;
  int bramble, split;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  g.cards[split].stats[GRUFF_STAT_FAT] = 8;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-05");
  g_assert_false (gruff_game_is_dead (&g, split));
  g_assert_cmpuint (g.cards[split].damage, ==, 5);
  g_assert_cmpint (g.seats[1].life, ==, 22);
  /* The damage is shrugged off at the end of the turn. */
  pass_turn_with (&g, "G-04");
  g_assert_cmpuint (g.cards[split].damage, ==, 0);
}

/* Damage meets Defense exactly: the defender dies, nothing comes off Life. */
static void
test_attack_equal_kills (void)
{
  GruffGame g;
  int bramble, split;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  g.cards[split].stats[GRUFF_STAT_FAT] = 5;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-05");
  g_assert_true (gruff_game_is_dead (&g, split));
  g_assert_cmpint (g.seats[1].life, ==, 22);
}

/* The attacking gruff died before its clean-up: the attack does not resolve. */
static void
test_attack_attacker_dead (void)
{
  GruffGame g;
  int bramble, split;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  /* Splitskull's activation deals 1 to the gruff opposite; Bramblehorn has Fat 2. */
  g.cards[bramble].stats[GRUFF_STAT_FAT] = 1;
  pass_turn_with (&g, "G-03");
  g_assert_true (gruff_game_is_dead (&g, bramble));
  pass_turn_with (&g, "G-04");
  g_assert_false (gruff_game_is_dead (&g, split));
  g_assert_cmpint (g.seats[1].life, ==, 22);
}

/* Reading: the body of a dead gruff blocks its Fat; the excess reaches the shepherd. */
static void
test_attack_dead_position (void)
{
  GruffGame g;
  int bramble, split;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  g.cards[split].flags = GRUFF_FLAG_DEAD;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-05");
  g_assert_cmpint (g.seats[1].life, ==, 22 - (5 - 3));
  g_assert_true (gruff_game_is_dead (&g, split));
}

/* Reading: an attack strikes the position; a gruff moved into it takes the blow. */
static void
test_attack_moved_target (void)
{
  GruffGame g;
  int bramble, split, thing;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  thing = find (&g, "G-05");
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  act (&g, GRUFF_ACT_ACTIVATE, thing, -2);
  act (&g, GRUFF_ACT_MOVE, thing, split);
  g_assert_cmpint (gruff_game_at (&g, 1, 0), ==, thing);
  pass_turn_with (&g, "G-04");
  /* The Thing (Fat 2) took 5: dead, 3 through to Crag. */
  g_assert_true (gruff_game_is_dead (&g, thing));
  g_assert_false (gruff_game_is_dead (&g, split));
  g_assert_cmpint (g.seats[1].life, ==, 22 - 3);
}

/* +Damage (Sharpen Horns, a Condition on the attacker) and +Defense count; a defend ability
 * fires before the damage (Barnaby gains Fat). */
static void
test_attack_bonuses (void)
{
  GruffGame g;
  int bramble, split, horns;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  horns = give (&g, "01-01");
  g.cards[split].stats[GRUFF_STAT_FAT] = 6;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_PLAY, horns, bramble);
  g_assert_cmpint (gruff_game_bonus (&g, bramble, GRUFF_OP_DAMAGE), ==, 2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-05");
  /* 5 + 2 against 6: dead, 1 through. */
  g_assert_true (gruff_game_is_dead (&g, split));
  g_assert_cmpint (g.seats[1].life, ==, 21);
  /* The Condition left at its controller's clean-up, after the attack. */
  g_assert_cmpuint (g.cards[horns].zone, ==, GRUFF_ZONE_DISCARD);
}

/* Defend abilities fire before the damage: Tallowmound deals 2 to its attacker, Barnaby
 * gains 1 Fat. */
static void
test_defend_ability (void)
{
  GruffGame g;
  int barnaby, tallow, fat;

  start (&g);
  barnaby = find (&g, "G-07");
  tallow = find (&g, "G-08");
  act (&g, GRUFF_ACT_ACTIVATE, barnaby, -2);
  act (&g, GRUFF_ACT_ATTACK, barnaby, -2);
  pass_turn_with (&g, "G-05");
  /* Barnaby (Mean 1) against Tallowmound (Fat 4): blocked; Barnaby took 2. */
  g_assert_cmpuint (g.cards[barnaby].damage, ==, 2);
  g_assert_cmpuint (g.cards[tallow].damage, ==, 1);
  g_assert_false (gruff_game_is_dead (&g, tallow));
  pass_turn_with (&g, "G-04");
  fat = g.cards[barnaby].stats[GRUFF_STAT_FAT];
  act (&g, GRUFF_ACT_ACTIVATE, tallow, -2);
  act (&g, GRUFF_ACT_ATTACK, tallow, -2);
  pass_turn_with (&g, "G-01");
  g_assert_cmpint (g.cards[barnaby].stats[GRUFF_STAT_FAT], ==, fat + 1);
  g_assert_false (gruff_game_is_dead (&g, barnaby));
}

/* Damage accumulates through a turn: a blocked attack, then a card finishes the gruff. */
static void
test_damage_accumulates (void)
{
  GruffGame g;
  int bramble, split, headbutt;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  g.cards[split].stats[GRUFF_STAT_FAT] = 6;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-05");
  g_assert_cmpuint (g.cards[split].damage, ==, 5);
  headbutt = give (&g, "01-03");
  g.seats[0].crazy = 10;
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-04"), -2);
  act (&g, GRUFF_ACT_PLAY, headbutt, split);
  /* 5 + 2 = 7 against 6: dead, 1 through. */
  g_assert_true (gruff_game_is_dead (&g, split));
  g_assert_cmpint (g.seats[1].life, ==, 21);
}

/* ---- Tactical actions ----------------------------------------------------------------------- */

static void
test_grow (void)
{
  GruffGame g;
  int moth;

  start (&g);
  moth = find (&g, "G-04");
  act (&g, GRUFF_ACT_ACTIVATE, moth, -2);
  {
    GameAction a = { GRUFF_ACT_GROW, 0, GRUFF_STAT_MEAN, GAME_NO_SEAT, moth, GAME_NO_CARD };

    g_assert_true (gruff_game_apply (&g, &a, NULL, NULL, NULL));
  }
  g_assert_cmpint (g.cards[moth].stats[GRUFF_STAT_MEAN], ==, 2);
  g_assert_cmpuint (g.active, ==, 1);
}

static void
test_move_with_dead (void)
{
  GruffGame g;
  int moth, barnaby;

  start (&g);
  moth = find (&g, "G-04");
  barnaby = find (&g, "G-07");
  g.cards[barnaby].flags = GRUFF_FLAG_DEAD;
  act (&g, GRUFF_ACT_ACTIVATE, moth, -2);
  act (&g, GRUFF_ACT_MOVE, moth, barnaby);
  g_assert_cmpint (gruff_game_at (&g, 0, 2), ==, moth);
  g_assert_cmpint (gruff_game_at (&g, 0, 1), ==, barnaby);
  /* Only a gruff beside it. */
  g_assert_cmpuint (g.cards[find (&g, "G-01")].pos, ==, 0);
}

static void
test_resurrect (void)
{
  GruffGame g;
  int moth, barnaby, padding;

  start (&g);
  moth = find (&g, "G-04");
  barnaby = find (&g, "G-07");
  padding = give (&g, "07-07");  /* Mutation: Fat +2 */
  g.seats[0].crazy = 5;
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-01"), -2);
  act (&g, GRUFF_ACT_PLAY, padding, barnaby);
  g_assert_cmpint (g.cards[barnaby].stats[GRUFF_STAT_FAT], ==, 7);
  g.cards[barnaby].flags = GRUFF_FLAG_DEAD;
  act (&g, GRUFF_ACT_GROW, -1, -2);
  pass_turn_with (&g, "G-05");
  /* The dead gruff keeps its stats and its Mutation. */
  g_assert_cmpuint (g.cards[padding].zone, ==, GRUFF_ZONE_ATTACHED);
  act (&g, GRUFF_ACT_ACTIVATE, moth, -2);
  act (&g, GRUFF_ACT_RESURRECT, moth, barnaby);
  g_assert_false (gruff_game_is_dead (&g, barnaby));
  g_assert_true (gruff_game_is_exhausted (&g, barnaby));
  g_assert_cmpint (g.cards[barnaby].stats[GRUFF_STAT_FAT], ==, 7);
  g_assert_cmpint (g.cards[padding].host, ==, barnaby);
}

/* ---- Ability cards ---------------------------------------------------------------------------- */

static void
test_action_discarded (void)
{
  GruffGame g;
  int goad, split;

  start (&g);
  goad = give (&g, "01-07");  /* Action: enemy Fat -1 */
  split = find (&g, "G-03");
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-01"), -2);
  act (&g, GRUFF_ACT_PLAY, goad, split);
  g_assert_cmpint (g.cards[split].stats[GRUFF_STAT_FAT], ==, 2);
  g_assert_cmpuint (g.cards[goad].zone, ==, GRUFF_ZONE_DISCARD);
}

/* A Condition lasts until its controller's next turn; a Mutation stays. */
static void
test_condition_and_mutation (void)
{
  GruffGame g;
  int milky, wings, split, moth;

  start (&g);
  milky = give (&g, "04-04");  /* Condition: enemy Mean -3 */
  wings = give (&g, "04-02");  /* Mutation: own Weird +2 */
  split = find (&g, "G-03");
  moth = find (&g, "G-04");
  act (&g, GRUFF_ACT_ACTIVATE, moth, -2);
  act (&g, GRUFF_ACT_PLAY, milky, split);
  act (&g, GRUFF_ACT_PLAY, wings, moth);
  g_assert_cmpint (gruff_game_stat (&g, split, GRUFF_STAT_MEAN), ==, 2);
  g_assert_cmpint (g.cards[split].stats[GRUFF_STAT_MEAN], ==, 5);
  g_assert_cmpint (g.cards[moth].stats[GRUFF_STAT_WEIRD], ==, 5 + 2);
  act (&g, GRUFF_ACT_GROW, -1, -2);
  /* Through the opponent's turn the Condition holds. */
  g_assert_cmpint (gruff_game_stat (&g, split, GRUFF_STAT_MEAN), ==, 2);
  pass_turn_with (&g, "G-05");
  /* Gone at seat 1's clean-up; the Mutation stays. */
  g_assert_cmpint (gruff_game_stat (&g, split, GRUFF_STAT_MEAN), ==, 5);
  g_assert_cmpuint (g.cards[milky].zone, ==, GRUFF_ZONE_DISCARD);
  g_assert_cmpuint (g.cards[wings].zone, ==, GRUFF_ZONE_ATTACHED);
}

/* Nothing on a dead gruff triggers or counts: its ability, its Mutations' bonuses. */
static void
test_dead_nothing_triggers (void)
{
  GruffGame g;
  int moth;

  start (&g);
  moth = find (&g, "G-04");
  g.cards[moth].flags = GRUFF_FLAG_DEAD;
  /* A dead gruff cannot be activated (its ability would not fire either). */
  g_assert_false (gruff_test_do (&g, GRUFF_ACT_ACTIVATE, moth, -2));
  g_assert_cmpint (gruff_game_bonus (&g, moth, GRUFF_OP_DEFENSE), ==, 0);
}

/* ---- Life, Threshold and the end -------------------------------------------------------------- */

static void
test_threshold_twice (void)
{
  GruffGame g;
  int bramble, split;
  guint8 mean;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  g.seats[1].life = 11;
  g.cards[split].stats[GRUFF_STAT_FAT] = 0;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  mean = g.cards[find (&g, "G-05")].stats[GRUFF_STAT_MEAN];
  pass_turn_with (&g, "G-05");
  /* 5 damage, Fat 0: 5 off Life 11 -> 6, below Threshold 10: Crag's gruffs +1 Mean. */
  g_assert_cmpint (g.seats[1].life, ==, 6);
  g_assert_cmpuint (g.seats[1].threshold_crossings, ==, 1);
  g_assert_cmpint (g.cards[find (&g, "G-05")].stats[GRUFF_STAT_MEAN], ==, mean + 1);
  /* Healed above, dropped again: it fires again. */
  g.seats[1].life = 12;
  g.cards[find (&g, "G-08")].stats[GRUFF_STAT_FAT] = 0;
  g.cards[find (&g, "G-07")].stats[GRUFF_STAT_MEAN] = 6;
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-07"), -2);
  act (&g, GRUFF_ACT_ATTACK, -1, -2);
  pass_turn_with (&g, "G-08");
  g_assert_cmpint (g.seats[1].life, <, 10);
  g_assert_cmpuint (g.seats[1].threshold_crossings, ==, 2);
}

static void
test_win_all_gruffs_dead (void)
{
  GruffGame g;
  int bramble, split;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  g.cards[find (&g, "G-05")].flags = GRUFF_FLAG_DEAD;
  g.cards[find (&g, "G-08")].flags = GRUFF_FLAG_DEAD;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-03");
  g_assert_true (gruff_game_is_dead (&g, split));
  g_assert_cmpuint (g.phase, ==, GRUFF_PHASE_OVER);
  g_assert_cmpuint (g.winner, ==, 0);
  g_assert_cmpuint (g.end_reason, ==, GRUFF_END_GRUFFS);
}

static void
test_win_life_gone (void)
{
  GruffGame g;
  int bramble;

  start (&g);
  bramble = find (&g, "G-01");
  g.seats[1].life = 2;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  pass_turn_with (&g, "G-05");
  g_assert_cmpuint (g.phase, ==, GRUFF_PHASE_OVER);
  g_assert_cmpuint (g.winner, ==, 0);
  g_assert_cmpuint (g.end_reason, ==, GRUFF_END_LIFE);
  g_assert_cmpint (g.seats[1].life, ==, 0);
}

/* Reading: both sides lose at once: a draw. Bramblehorn kills the last enemy gruff while
 * Tallowmound's thorns... Tallowmound deals 2 to its attacker when attacked (a defend
 * ability that fires first and kills Bramblehorn: the attack is called off, so use thorns
 * from a Mutation on Splitskull instead). */
static void
test_both_lose_draw (void)
{
  GruffGame g;
  int bramble, split, coat;

  start (&g);
  bramble = find (&g, "G-01");
  split = find (&g, "G-03");
  coat = find (&g, "08-01");  /* Greasy Coat: thorns 1, +1 Defense */
  g.cards[find (&g, "G-04")].flags = GRUFF_FLAG_DEAD;
  g.cards[find (&g, "G-07")].flags = GRUFF_FLAG_DEAD;
  g.cards[find (&g, "G-05")].flags = GRUFF_FLAG_DEAD;
  g.cards[find (&g, "G-08")].flags = GRUFF_FLAG_DEAD;
  g.cards[bramble].stats[GRUFF_STAT_FAT] = 1;
  g.cards[split].stats[GRUFF_STAT_FAT] = 1;
  act (&g, GRUFF_ACT_ACTIVATE, bramble, -2);
  act (&g, GRUFF_ACT_ATTACK, bramble, -2);
  /* Seat 2 puts Greasy Coat on Splitskull (its Crazy allows it). */
  give (&g, "08-01");
  g.seats[1].crazy = 5;
  g.cards[bramble].stats[GRUFF_STAT_FAT] = 2;
  act (&g, GRUFF_ACT_ACTIVATE, split, -2);
  g_assert_cmpuint (g.phase, !=, GRUFF_PHASE_OVER);
  act (&g, GRUFF_ACT_PLAY, coat, split);
  g.cards[bramble].stats[GRUFF_STAT_FAT] = 1;
  act (&g, GRUFF_ACT_GROW, -1, -2);
  /* Bramblehorn (Mean 5) kills Splitskull (Fat 2 + 1 Defense); the thorns kill it. */
  g_assert_cmpuint (g.phase, ==, GRUFF_PHASE_OVER);
  g_assert_cmpuint (g.end_reason, ==, GRUFF_END_BOTH);
  g_assert_cmpuint (g.winner, ==, GAME_NO_SEAT);
}

/* ---- Hidden information and text ----------------------------------------------------------- */

static void
record_event (gconstpointer    state,
              const GameEvent *event,
              gpointer         user_data)
{
  GPtrArray *texts = user_data;

  g_ptr_array_add (texts, gruff_game_describe_event (state, event, 1));
}

static void
test_hidden_information (void)
{
  GruffGame g, world;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  GameAction a = { 0 };
  int drawn;

  start (&g);
  /* Seat 1's own hand is the same in every world seat 1 samples; seat 2's is not seen. */
  for (guint k = 0; k < 20; k++)
    {
      gruff_game_sample_world (&g, 0, k, &world);
      check (&world);
      for (guint i = 0; i < g.seats[0].n_hand; i++)
        g_assert_cmpuint (world.cards[world.seats[0].hand[i]].def, ==,
                          g.cards[g.seats[0].hand[i]].def);
      g_assert_cmpuint (world.seats[1].n_hand, ==, g.seats[1].n_hand);
    }
  /* Two positions that differ only in seat 2's hidden cards give seat 1 the same world. */
  {
    GruffGame other = g, wa, wb;
    int h = other.seats[1].hand[0], d = other.seats[1].deck[0];
    uint16_t t = other.cards[h].def;

    other.cards[h].def = other.cards[d].def;
    other.cards[d].def = t;
    gruff_game_sample_world (&g, 0, 99, &wa);
    gruff_game_sample_world (&other, 0, 99, &wb);
    g_assert_cmpmem (&wa, sizeof wa, &wb, sizeof wb);
  }
  /* Seat 2 reading seat 1's draw sees no name. */
  pass_turn_with (&g, "G-01");
  pass_turn_with (&g, "G-05");
  a.kind = GRUFF_ACT_ACTIVATE;
  drawn = g.seats[0].hand[g.seats[0].n_hand - 1];
  {
    GameEvent ev = { GRUFF_EV_DRAW, 0, GAME_NO_SEAT, 0, 0, drawn, GAME_NO_CARD, 0 };
    g_autofree char *text = gruff_game_describe_event (&g, &ev, 1);
    g_autofree char *own = gruff_game_describe_event (&g, &ev, 0);

    g_assert_null (strstr (text, gruff_game_def (&g, drawn)->name));
    g_assert_nonnull (strstr (own, gruff_game_def (&g, drawn)->name));
  }
  (void) a;
  (void) record_event;
  (void) texts;
}

/* The projection the table reads: the same for two positions a viewer cannot tell apart
 * (hidden cards dealt again, or other cards in their places), byte for byte; a card the
 * viewer sees keeps its number and definition, a hidden one has none. */
static void
test_projection (void)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint64 rng = 31;
  guint compared = 0, hidden = 0;

  for (guint i = 0; i < 4; i++)
    {
      GruffGame g;
      /* Who may know each card, from the dealt position and the events alone. */
      g_autoptr(HiddenOracle) oracle = hidden_oracle_new (game_rules_lookup (GRUFF_GAME_ID));

      gruff_test_start (&g, 500 + i, 900 + i);
      g_assert_true (hidden_oracle_start (oracle, &g));
      while (g.phase != GRUFF_PHASE_OVER && g.n_actions < 400)
        {
          guint n = gruff_game_legal_actions (&g, actions, G_N_ELEMENTS (actions));
          g_autofree char *message = NULL;

          if (!hidden_oracle_check_engine (oracle, &g, &message))
            g_error ("after %u actions: %s", g.n_actions, message);

          for (int v = GAME_VIEWER_PUBLIC; v < GRUFF_SEATS; v++)
            {
              GruffGame other, view, other_view;
              int map[GRUFF_MAX_CARDS];

              /* Everything is seen: nothing to compare. */
              if (v == GAME_VIEWER_ALL)
                continue;
              if (v >= 0)
                gruff_game_sample_world (&g, v, rng++, &other);
              else
                {
                  /* Every seat's hidden cards swapped among themselves. */
                  other = g;
                  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
                    if (other.seats[seat].n_deck > 0 && other.seats[seat].n_hand > 0)
                      {
                        int a = other.seats[seat].deck[0], b = other.seats[seat].hand[0];
                        uint16_t t = other.cards[a].def;

                        other.cards[a].def = other.cards[b].def;
                        other.cards[b].def = t;
                      }
                }
              gruff_game_project (&g, v, &view, map);
              gruff_game_project (&other, v, &other_view, NULL);
              g_assert_cmpmem (&view, sizeof view, &other_view, sizeof other_view);
              for (int c = 0; c < g.n_cards; c++)
                if (hidden_oracle_sees (oracle, c, v))
                  {
                    g_assert_cmpint (map[c], ==, c);
                    g_assert_cmpuint (view.cards[c].def, ==, g.cards[c].def);
                  }
                else
                  {
                    g_assert_cmpuint (view.cards[map[c]].def, ==, GRUFF_HIDDEN_DEF);
                    hidden++;
                  }
              compared++;
            }
          rng = rng * 6364136223846793005ull + 1442695040888963407ull;
          gruff_game_apply_legal (&g, &actions[(rng >> 33) % n], hidden_oracle_event, oracle);
        }
    }
  g_assert_cmpuint (compared, >, 300);
  g_assert_cmpuint (hidden, >, 0);
}

static void
test_illegal_refused (void)
{
  GruffGame g, before;
  GameAction a = { GRUFF_ACT_ATTACK, 1, 0, GAME_NO_SEAT, 0, GAME_NO_CARD };
  g_autoptr(GError) error = NULL;

  start (&g);
  before = g;
  g_assert_false (gruff_game_apply (&g, &a, NULL, NULL, &error));
  g_assert_nonnull (error);
  g_assert_cmpmem (&g, sizeof g, &before, sizeof before);
}

static void
test_action_text_round_trip (void)
{
  GruffGame g;
  GameAction actions[GAME_MAX_ACTIONS];
  guint n;

  start (&g);
  act (&g, GRUFF_ACT_ACTIVATE, find (&g, "G-04"), -2);
  n = gruff_game_legal_actions (&g, actions, GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = gruff_action_to_string (&actions[i]);
      GameAction back;

      g_assert_true (gruff_action_parse (text, &back, NULL));
      g_assert_true (gruff_rules.play.action_equal (&back, &actions[i]));
    }
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gruff/setup/first-random", test_setup_first_random);
  g_test_add_func ("/gruff/setup/arrangement", test_setup_arrangement);
  g_test_add_func ("/gruff/setup/deterministic", test_setup_deterministic);
  g_test_add_func ("/gruff/turn/activation-exhausts", test_activation_exhausts);
  g_test_add_func ("/gruff/turn/refresh-counts-dead", test_refresh_counts_dead);
  g_test_add_func ("/gruff/turn/weird-to-crazy", test_weird_to_crazy);
  g_test_add_func ("/gruff/turn/crazy-budget", test_crazy_budget);
  g_test_add_func ("/gruff/turn/hand-limit", test_hand_limit);
  g_test_add_func ("/gruff/turn/empty-deck", test_empty_deck);
  g_test_add_func ("/gruff/attack/next-turn", test_attack_next_turn);
  g_test_add_func ("/gruff/attack/described", test_attack_described);
  g_test_add_func ("/gruff/attack/blocked", test_attack_blocked);
  g_test_add_func ("/gruff/attack/equal-kills", test_attack_equal_kills);
  g_test_add_func ("/gruff/attack/attacker-dead", test_attack_attacker_dead);
  g_test_add_func ("/gruff/attack/dead-position", test_attack_dead_position);
  g_test_add_func ("/gruff/attack/moved-target", test_attack_moved_target);
  g_test_add_func ("/gruff/attack/bonuses", test_attack_bonuses);
  g_test_add_func ("/gruff/attack/defend-ability", test_defend_ability);
  g_test_add_func ("/gruff/attack/damage-accumulates", test_damage_accumulates);
  g_test_add_func ("/gruff/tactical/grow", test_grow);
  g_test_add_func ("/gruff/tactical/move-with-dead", test_move_with_dead);
  g_test_add_func ("/gruff/tactical/resurrect", test_resurrect);
  g_test_add_func ("/gruff/cards/action-discarded", test_action_discarded);
  g_test_add_func ("/gruff/cards/condition-and-mutation", test_condition_and_mutation);
  g_test_add_func ("/gruff/cards/dead-nothing-triggers", test_dead_nothing_triggers);
  g_test_add_func ("/gruff/end/threshold-twice", test_threshold_twice);
  g_test_add_func ("/gruff/end/all-gruffs-dead", test_win_all_gruffs_dead);
  g_test_add_func ("/gruff/end/life-gone", test_win_life_gone);
  g_test_add_func ("/gruff/end/both-lose-draw", test_both_lose_draw);
  g_test_add_func ("/gruff/hidden/sample-world-and-text", test_hidden_information);
  g_test_add_func ("/gruff/hidden/projection", test_projection);
  g_test_add_func ("/gruff/actions/illegal-refused", test_illegal_refused);
  g_test_add_func ("/gruff/actions/why-not-playable", test_why_not_playable);
  g_test_add_func ("/gruff/text/same-name-told-apart", test_same_name_told_apart);
  g_test_add_func ("/gruff/turns/numbered-as-the-header", test_turn_numbers);
  g_test_add_func ("/gruff/actions/text-round-trip", test_action_text_round_trip);
  return g_test_run ();
}
