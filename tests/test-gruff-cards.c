/* test-gruff-cards.c: every scripted Gruff card changes a game: the same position played on
 * with the card and with a plain twin (the same kind, cost and printed values, no effect)
 * must come out differently. A card whose effect changes nothing fails, named. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>

#include "drive-in-core.h"
#include "gros-test-util.h"
#include "gruff-test-util.h"

/* ---- Positions --------------------------------------------------------------------------- */

static guint
plain_def (const char *id,
           guint       kind,
           int         mean,
           int         weird,
           int         fat)
{
  GruffCardDef def = { 0 };

  def.id = (char *) id;
  def.kind = kind;
  def.life = 20;
  def.threshold = 5;
  def.stats[GRUFF_STAT_MEAN] = mean;
  def.stats[GRUFF_STAT_WEIRD] = weird;
  def.stats[GRUFF_STAT_FAT] = fat;
  return gruff_card_db_add (gruff_test_db (), &def);
}

/* The plain twin of @def: the same kind, cost and printed values, a script that reaches the
 * same targets and does nothing. */
static guint
twin_of (const GruffCardDef *def)
{
  g_autofree char *id = g_strdup_printf ("test:plain-%s", def->id);
  GruffCardDef twin = *def;

  twin.id = id;
  twin.name = NULL;
  twin.original_name = NULL;
  twin.script.n_ops = 0;
  /* An ability card stays playable on the same targets; a gruff or shepherd has no ability. */
  twin.scripted = def->kind == GRUFF_KIND_ABILITY;
  if (!twin.scripted)
    memset (&twin.script, 0, sizeof twin.script);
  return gruff_card_db_add (gruff_test_db (), &twin);
}

static int
new_card (GruffGame *g,
          guint      seat,
          guint      def)
{
  GruffCardState *c = &g->cards[g->n_cards];

  c->def = def;
  c->owner = seat;
  c->controller = seat;
  c->host = -1;
  c->known = 3;
  for (guint st = 0; st < GRUFF_N_STATS; st++)
    c->stats[st] = gruff_card_db_get (g->db, def)->stats[st];
  return g->n_cards++;
}

static int
put_gruff (GruffGame *g,
           guint      seat,
           guint      pos,
           guint      def,
           int        mean,
           int        weird,
           int        fat,
           guint      flags)
{
  int card = new_card (g, seat, def);

  g->cards[card].zone = GRUFF_ZONE_LINE;
  g->cards[card].pos = pos;
  g->cards[card].flags = flags;
  g->cards[card].stats[GRUFF_STAT_MEAN] = mean;
  g->cards[card].stats[GRUFF_STAT_WEIRD] = weird;
  g->cards[card].stats[GRUFF_STAT_FAT] = fat;
  g->seats[seat].line[pos] = card;
  return card;
}

static int
put_in_list (GruffGame *g,
             guint      seat,
             guint      def,
             GruffZone  zone)
{
  GruffSeat *s = &g->seats[seat];
  int card = new_card (g, seat, def);
  uint8_t *n = zone == GRUFF_ZONE_DECK ? &s->n_deck : zone == GRUFF_ZONE_HAND ? &s->n_hand
                                                                                : &s->n_discard;
  int8_t *list = zone == GRUFF_ZONE_DECK ? s->deck : zone == GRUFF_ZONE_HAND ? s->hand
                                                                             : s->discard;

  g->cards[card].zone = zone;
  g->cards[card].pos = *n;
  g->cards[card].known = zone == GRUFF_ZONE_DECK ? 0 : zone == GRUFF_ZONE_HAND ? 1u << seat : 3;
  list[(*n)++] = card;
  s->n_abilities++;
  return card;
}

static void
put_shepherd (GruffGame *g,
              guint      seat,
              guint      def,
              int        life,
              int        crazy)
{
  int card = new_card (g, seat, def);

  g->cards[card].zone = GRUFF_ZONE_SHEPHERD;
  g->seats[seat].shepherd = card;
  g->seats[seat].life = life;
  g->seats[seat].crazy = crazy;
}

static void
blank_game (GruffGame *g)
{
  memset (g, 0, sizeof *g);
  g->db = gruff_test_db ();
  gruff_params_init (&g->params);
  g->rng[0] = 0x243f6a8885a308d3ULL;
  g->rng[1] = 0x13198a2e03707345ULL;
  g->winner = GAME_NO_SEAT;
  g->active_gruff = -1;
  g->first = 0;
  g->active = 0;
  g->turn = 3;
  g->seats[0].turns = 2;
  g->seats[1].turns = 1;
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      g->seats[seat].attacker = -1;
      g->seats[seat].attack_pos = GRUFF_NO_POS;
    }
}

static void
check (const GruffGame *g)
{
  g_autofree char *message = NULL;

  if (!gruff_game_check_invariants (g, &message))
    g_error ("the test position is not valid: %s", message);
}

/* ---- Playing on and measuring ----------------------------------------------------------- */

/* What a card can change, and nothing of where the card itself went: Life, Crazy, the sizes
 * of the zones, declared attacks, Threshold crossings, whose turn, the end, and each gruff's
 * position, sliders, damage and flags. */
static void
measure (const GruffGame *g,
         GArray          *out)
{
  for (guint seat = 0; seat < GRUFF_SEATS; seat++)
    {
      const GruffSeat *s = &g->seats[seat];
      int values[] = { s->life, s->crazy, s->spent, s->n_hand, s->n_deck, s->n_discard,
                       s->attacker, s->attack_pos, s->threshold_crossings, s->turns };

      g_array_append_vals (out, values, G_N_ELEMENTS (values));
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          const GruffCardState *c = &g->cards[s->line[p]];
          int gruff[] = { s->line[p], c->stats[0], c->stats[1], c->stats[2], c->damage,
                          c->flags };

          g_array_append_vals (out, gruff, G_N_ELEMENTS (gruff));
        }
    }
  {
    int game[] = { g->phase, g->active, g->winner, g->end_reason, g->active_gruff };

    g_array_append_vals (out, game, G_N_ELEMENTS (game));
  }
}

static gboolean
apply_first (GruffGame *g,
             guint      kind,
             int        card)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = gruff_game_legal_actions (g, actions, GAME_MAX_ACTIONS);

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind && (card < 0 || actions[i].card == card))
      {
        g_autoptr(GError) error = NULL;

        if (!gruff_game_apply (g, &actions[i], NULL, NULL, &error))
          g_error ("%s", error->message);
        return TRUE;
      }
  return FALSE;
}

/* Discards down to the hand limit, when a turn ends over it. */
static void
settle (GruffGame *g)
{
  while (g->phase == GRUFF_PHASE_DISCARD)
    g_assert_true (apply_first (g, GRUFF_ACT_DISCARD, -1));
}

/* Player 2's turn: activate @prefer when it can (else its first ready gruff), then attack
 * (or grow, or end); then player 1's clean-up. Measures after each step. */
static void
play_reply (GruffGame *g,
            int        prefer,
            GArray    *out)
{
  settle (g);
  measure (g, out);
  if (g->phase != GRUFF_PHASE_ACTIVATE)
    return;
  if (!apply_first (g, GRUFF_ACT_ACTIVATE, prefer))
    g_assert_true (apply_first (g, GRUFF_ACT_ACTIVATE, -1));
  measure (g, out);
  if (g->phase != GRUFF_PHASE_MAIN)
    return;
  if (!apply_first (g, GRUFF_ACT_ATTACK, -1))
    g_assert_true (apply_first (g, GRUFF_ACT_END, -1));
  settle (g);
  measure (g, out);
}

static gboolean
same (GArray *a,
      GArray *b)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (int)) == 0;
}

/* ---- Ability cards ------------------------------------------------------------------------ */

/* Player 1, in its main step with Crazy to spare, holds the card; its line: the active gruff
 * at the left (it will attack the enemy's left), an exhausted one in the centre, a dead one
 * at the right. Player 2's line: a ready gruff at the left, an exhausted one in the centre
 * whose declared attack strikes player 1's centre next, a ready one at the right; it has
 * cards in hand and Crazy. Both shepherds are plain, as are the gruffs. */
static void
ability_position (GruffGame *g,
                  guint      card_def,
                  int       *out_card)
{
  guint shepherd = plain_def ("test:shepherd", GRUFF_KIND_SHEPHERD, 0, 0, 0);
  guint goat = plain_def ("test:goat", GRUFF_KIND_GRUFF, 3, 3, 3);
  guint filler = plain_def ("test:filler", GRUFF_KIND_ABILITY, 0, 0, 0);
  int active, attacker;

  blank_game (g);
  put_shepherd (g, 0, shepherd, 15, 20);
  active = put_gruff (g, 0, 0, goat, 5, 2, 3, GRUFF_FLAG_EXHAUSTED);
  put_gruff (g, 0, 1, goat, 2, 2, 3, GRUFF_FLAG_EXHAUSTED);
  put_gruff (g, 0, 2, goat, 2, 2, 2, GRUFF_FLAG_DEAD);
  *out_card = put_in_list (g, 0, card_def, GRUFF_ZONE_HAND);
  for (guint i = 0; i < 4; i++)
    put_in_list (g, 0, filler, GRUFF_ZONE_DECK);
  put_shepherd (g, 1, shepherd, 15, 8);
  put_gruff (g, 1, 0, goat, 3, 3, 4, 0);
  attacker = put_gruff (g, 1, 1, goat, 6, 3, 3, GRUFF_FLAG_EXHAUSTED);
  put_gruff (g, 1, 2, goat, 3, 3, 5, 0);
  for (guint i = 0; i < 3; i++)
    put_in_list (g, 1, filler, GRUFF_ZONE_HAND);
  for (guint i = 0; i < 4; i++)
    put_in_list (g, 1, filler, GRUFF_ZONE_DECK);
  g->seats[1].attacker = attacker;
  g->seats[1].attack_pos = 1;
  g->phase = GRUFF_PHASE_MAIN;
  g->active_gruff = active;
  check (g);
}

/* Plays @action, then: player 1 attacks with its active gruff, player 2 replies, player 1's
 * clean-up; the figures after each step. */
static void
play_ability (const GruffGame  *start,
              const GameAction *action,
              GArray           *out)
{
  GruffGame g = *start;
  g_autoptr(GError) error = NULL;

  if (!gruff_game_apply (&g, action, NULL, NULL, &error))
    g_error ("%s", error->message);
  measure (&g, out);
  if (g.phase != GRUFF_PHASE_MAIN)
    return;
  if (!apply_first (&g, GRUFF_ACT_ATTACK, -1))
    g_assert_true (apply_first (&g, GRUFF_ACT_END, -1));
  play_reply (&g, action->target, out);
}

/* The targets where @def_index's effect changes the game, against its plain twin. */
static guint
ability_differences (guint def_index)
{
  GruffGame with, without;
  GameAction actions[GAME_MAX_ACTIONS];
  guint n, differences = 0, n_plays = 0;
  int card, twin_card;

  ability_position (&with, def_index, &card);
  ability_position (&without, twin_of (gruff_card_db_get (gruff_test_db (), def_index)),
                    &twin_card);
  g_assert_cmpint (card, ==, twin_card);
  n = gruff_game_legal_actions (&with, actions, GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GArray) b = g_array_new (FALSE, FALSE, sizeof (int));
      GameAction plain;

      if (actions[i].kind != GRUFF_ACT_PLAY || actions[i].card != card)
        continue;
      n_plays++;
      plain = actions[i];
      /* The twin reaches the same targets (a swap's side is part of its effect). */
      if (!gruff_game_is_legal (&without, &plain))
        plain.mode = 0;
      g_assert_true (gruff_game_is_legal (&without, &plain));
      play_ability (&with, &actions[i], a);
      play_ability (&without, &plain, b);
      differences += !same (a, b);
    }
  if (n_plays == 0)
    g_error ("%s cannot be played in the test position",
             gruff_card_db_get (gruff_test_db (), def_index)->id);
  return differences;
}

/* ---- Gruffs and shepherds ------------------------------------------------------------------ */

/* Player 1 activates the gruff under test at its left, then takes @tactical (attack, grow a
 * stat, move right); player 2's clean-up resolves its declared attack on player 1's left
 * (weak: blocked), player 2 replies, player 1's clean-up resolves the attack of the gruff
 * under test (strong enough to kill the enemy at the left). Its allies live beside it; the
 * enemies are ready. */
static void
play_gruff (guint   def,
            guint   tactical,
            guint   stat,
            GArray *out)
{
  guint shepherd = plain_def ("test:shepherd", GRUFF_KIND_SHEPHERD, 0, 0, 0);
  guint goat = plain_def ("test:goat", GRUFF_KIND_GRUFF, 3, 3, 3);
  guint filler = plain_def ("test:filler", GRUFF_KIND_ABILITY, 0, 0, 0);
  GruffGame g;
  int tested, attacker;
  GameAction actions[GAME_MAX_ACTIONS];
  guint n;

  blank_game (&g);
  put_shepherd (&g, 0, shepherd, 15, 5);
  tested = put_gruff (&g, 0, 0, def, 5, 2, 4, 0);
  put_gruff (&g, 0, 1, goat, 2, 2, 3, 0);
  put_gruff (&g, 0, 2, goat, 2, 2, 3, 0);
  for (guint i = 0; i < 4; i++)
    put_in_list (&g, 0, filler, GRUFF_ZONE_DECK);
  put_shepherd (&g, 1, shepherd, 15, 5);
  attacker = put_gruff (&g, 1, 0, goat, 2, 3, 1, GRUFF_FLAG_EXHAUSTED);
  put_gruff (&g, 1, 1, goat, 3, 3, 3, 0);
  put_gruff (&g, 1, 2, goat, 3, 3, 3, 0);
  for (guint i = 0; i < 4; i++)
    put_in_list (&g, 1, filler, GRUFF_ZONE_DECK);
  g.seats[1].attacker = attacker;
  g.seats[1].attack_pos = 0;
  g.phase = GRUFF_PHASE_ACTIVATE;
  check (&g);

  g_assert_true (apply_first (&g, GRUFF_ACT_ACTIVATE, tested));
  measure (&g, out);
  n = gruff_game_legal_actions (&g, actions, GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == tactical && (tactical != GRUFF_ACT_GROW || actions[i].mode == stat))
      {
        gruff_game_apply (&g, &actions[i], NULL, NULL, NULL);
        break;
      }
  g_assert_cmpuint (g.active, ==, 1);
  play_reply (&g, -1, out);
}

static guint
gruff_differences (guint def_index)
{
  guint twin = twin_of (gruff_card_db_get (gruff_test_db (), def_index));
  const struct
  {
    guint kind, stat;
  } tacticals[] = {
    { GRUFF_ACT_ATTACK, 0 }, { GRUFF_ACT_GROW, GRUFF_STAT_MEAN },
    { GRUFF_ACT_GROW, GRUFF_STAT_WEIRD }, { GRUFF_ACT_GROW, GRUFF_STAT_FAT },
    { GRUFF_ACT_MOVE, 0 },
  };
  guint differences = 0;

  for (guint i = 0; i < G_N_ELEMENTS (tacticals); i++)
    {
      g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GArray) b = g_array_new (FALSE, FALSE, sizeof (int));

      play_gruff (def_index, tacticals[i].kind, tacticals[i].stat, a);
      play_gruff (twin, tacticals[i].kind, tacticals[i].stat, b);
      differences += !same (a, b);
    }
  return differences;
}

/* The shepherd under test stands at its Threshold; player 2's declared attack kills player
 * 1's gruff at the left and takes 2 Life: the drop crosses the Threshold. */
static void
play_shepherd (guint   def,
               GArray *out)
{
  guint shepherd = plain_def ("test:shepherd", GRUFF_KIND_SHEPHERD, 0, 0, 0);
  guint goat = plain_def ("test:goat", GRUFF_KIND_GRUFF, 3, 3, 3);
  guint filler = plain_def ("test:filler", GRUFF_KIND_ABILITY, 0, 0, 0);
  const GruffCardDef *printed = gruff_card_db_get (gruff_test_db (), def);
  GruffGame g;
  int attacker;

  blank_game (&g);
  put_shepherd (&g, 0, def, printed->threshold, 5);
  put_gruff (&g, 0, 0, goat, 2, 2, 1, 0);
  put_gruff (&g, 0, 1, goat, 2, 2, 3, GRUFF_FLAG_EXHAUSTED);
  put_gruff (&g, 0, 2, goat, 2, 2, 3, 0);
  for (guint i = 0; i < 4; i++)
    put_in_list (&g, 0, filler, GRUFF_ZONE_DECK);
  put_shepherd (&g, 1, shepherd, 15, 5);
  attacker = put_gruff (&g, 1, 0, goat, 3, 3, 3, GRUFF_FLAG_EXHAUSTED);
  put_gruff (&g, 1, 1, goat, 3, 3, 3, 0);
  put_gruff (&g, 1, 2, goat, 3, 3, 3, 0);
  for (guint i = 0; i < 4; i++)
    put_in_list (&g, 1, filler, GRUFF_ZONE_DECK);
  g.seats[1].attacker = attacker;
  g.seats[1].attack_pos = 0;
  g.phase = GRUFF_PHASE_ACTIVATE;
  check (&g);

  g_assert_true (apply_first (&g, GRUFF_ACT_ACTIVATE, g.seats[0].line[2]));
  g_assert_true (apply_first (&g, GRUFF_ACT_GROW, -1));
  play_reply (&g, -1, out);
  /* The drop did cross the Threshold. */
  g_assert_cmpuint (g.seats[0].threshold_crossings, ==, 1);
}

static guint
shepherd_differences (guint def_index)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) b = g_array_new (FALSE, FALSE, sizeof (int));

  play_shepherd (def_index, a);
  play_shepherd (twin_of (gruff_card_db_get (gruff_test_db (), def_index)), b);
  return !same (a, b);
}

/* ---- The test ------------------------------------------------------------------------------ */

/* Every card of the built-in set with a script (its effect, a gruff's triggered ability, a
 * shepherd's Threshold ability) changes the game against its plain twin somewhere; every
 * script Drive-In keeps for the set is one of them. */
static void
test_coverage (void)
{
  GListModel *pool = gruff_test_pool ();
  g_autoptr(GString) uncovered = g_string_new (NULL);
  guint scripted = 0, counts[3] = { 0 };

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pool, i);
      guint index = gruff_card_db_add_card (gruff_test_db (), card);
      const GruffCardDef *def = gruff_card_db_get (gruff_test_db (), index);
      guint differences;

      if (!def->scripted)
        continue;
      scripted++;
      counts[def->kind]++;
      differences = def->kind == GRUFF_KIND_ABILITY ? ability_differences (index)
                    : def->kind == GRUFF_KIND_GRUFF ? gruff_differences (index)
                    : shepherd_differences (index);
      if (g_test_verbose ())
        g_test_message ("%s (%s): changes the game in %u ways of playing it", def->id,
                        def->name, differences);
      if (differences == 0)
        g_string_append_printf (uncovered, "\n  %s (%s)", def->id, def->name);
    }
  g_test_message ("%u scripted cards: %u shepherds, %u gruffs, %u ability cards", scripted,
                  counts[GRUFF_KIND_SHEPHERD], counts[GRUFF_KIND_GRUFF],
                  counts[GRUFF_KIND_ABILITY]);
  g_assert_cmpuint (scripted, ==, gruff_scripts_count ("drive-in-gruff"));
  if (uncovered->len > 0)
    g_test_fail_printf ("scripted cards whose effect changes nothing against a plain twin:%s",
                        uncovered->str);
}

/* The harness itself: a plain twin changes nothing against itself, and a card known to
 * matter (Headbutt: deal 2) does. */
static void
test_twin_of_twin (void)
{
  guint headbutt = gruff_test_card ("01-03");
  guint twin = twin_of (gruff_card_db_get (gruff_test_db (), headbutt));

  g_assert_cmpuint (ability_differences (headbutt), >, 0);
  g_assert_cmpuint (ability_differences (twin), ==, 0);
  g_assert_cmpuint (gruff_differences (twin_of (gruff_card_db_get (gruff_test_db (),
                                                                   gruff_test_card ("G-01")))),
                    ==, 0);
}

/* ---- The printed text says the effect --------------------------------------------------- */

/* Who an effect reaches, as the set's texts say it. */
static const char *
whom_words (const GruffScript *script)
{
  gboolean ability = script->trigger == GRUFF_ON_NONE;

  switch (script->to)
    {
    case GRUFF_TO_NONE: return ability ? "You" : "you";
    case GRUFF_TO_OWN: return "One of your living gruffs";
    case GRUFF_TO_ENEMY: return "An enemy living gruff";
    case GRUFF_TO_ACTIVE: return "Your active gruff";
    case GRUFF_TO_OWN_DEAD: return "One of your dead gruffs";
    case GRUFF_TO_OWN_SHEPHERD: return ability ? "Your shepherd" : "your shepherd";
    case GRUFF_TO_ENEMY_SHEPHERD: return "The enemy shepherd";
    case GRUFF_TO_SELF: return "this gruff";
    case GRUFF_TO_OPPOSITE: return "the enemy gruff directly opposite";
    case GRUFF_TO_ADJACENT: return "each ally beside it";
    case GRUFF_TO_ALL_OWN: return ability ? "Each of your living gruffs"
                                          : "each of your living gruffs";
    case GRUFF_TO_ALL_ENEMY: return "Each enemy living gruff";
    case GRUFF_TO_ATTACKER: return "the attacking gruff";
    default: return NULL;
    }
}

static const char *
when_words (GruffTrigger trigger)
{
  switch (trigger)
    {
    case GRUFF_ON_ACTIVATE: return "When this gruff is activated, ";
    case GRUFF_ON_DECLARE: return "When this gruff declares an attack, ";
    case GRUFF_ON_DEFEND: return "When this gruff is attacked, ";
    case GRUFF_ON_KILL: return "When this gruff's attack kills, ";
    case GRUFF_ON_GROW: return "When this gruff grows, ";
    case GRUFF_ON_MOVE: return "When this gruff moves, ";
    case GRUFF_ON_THRESHOLD: return "When your Life drops below the Threshold, ";
    default: return "";
    }
}

static char *
op_words (const GruffOp *op)
{
  int n = op->amount;

  switch (op->kind)
    {
    case GRUFF_OP_MEAN: return g_strdup_printf ("%+d Mean", n);
    case GRUFF_OP_WEIRD: return g_strdup_printf ("%+d Weird", n);
    case GRUFF_OP_FAT: return g_strdup_printf ("%+d Fat", n);
    case GRUFF_OP_DAMAGE: return g_strdup_printf ("%+d Damage when it attacks", n);
    case GRUFF_OP_DEFENSE: return g_strdup_printf ("%+d Defense when it is attacked", n);
    case GRUFF_OP_THORNS:
      return g_strdup_printf ("deals %d damage back to any gruff that attacks it", n);
    case GRUFF_OP_DEAL: return g_strdup_printf ("deal %d damage", n);
    case GRUFF_OP_HURT: return g_strdup_printf ("take %d Life", n);
    case GRUFF_OP_HEAL: return g_strdup_printf ("give back %d Life", n);
    case GRUFF_OP_CRAZY: return g_strdup_printf ("%+d Crazy", n);
    case GRUFF_OP_DRAW: return g_strdup_printf ("draw %d card%s", n, n == 1 ? "" : "s");
    case GRUFF_OP_DISCARD:
      return g_strdup_printf ("the enemy discards %d card%s at random", n, n == 1 ? "" : "s");
    case GRUFF_OP_REFRESH: return g_strdup ("refresh");
    case GRUFF_OP_EXHAUST: return g_strdup ("exhaust");
    case GRUFF_OP_SWAP: return g_strdup ("swap it with the ally on the side you choose");
    case GRUFF_OP_RAISE: return g_strdup ("return it to life, exhausted");
    case GRUFF_OP_CANCEL: return g_strdup ("call off the enemy's declared attack");
    default: return NULL;
    }
}

/* The text a card of the set prints for @def's script, in the set's own fixed wording. */
static char *
text_of_script (const GruffCardDef *def)
{
  GString *text = g_string_new (when_words (def->script.trigger));

  g_string_append_printf (text, "%s: ", whom_words (&def->script));
  for (guint i = 0; i < def->script.n_ops; i++)
    {
      g_autofree char *words = op_words (&def->script.ops[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", words);
    }
  g_string_append_c (text, '.');
  if (def->kind == GRUFF_KIND_ABILITY && def->ability == GRUFF_ABILITY_CONDITION)
    g_string_append (text, " Until your next turn.");
  else if (def->kind == GRUFF_KIND_ABILITY && def->ability == GRUFF_ABILITY_MUTATION)
    g_string_append (text, " Permanent; it stays on the gruff if it dies.");
  return g_string_free (text, FALSE);
}

/* Every card of Drive-In's set prints what its script does: its effect, its target, its
 * trigger and its kind's lifetime (a Condition until the next turn, a Mutation for good), and
 * an Ultimate is marked as one; a script edited without its text, or the reverse, fails. */
static void
test_text_says_script (void)
{
  GListModel *pool = gruff_test_pool ();
  g_autoptr(GString) wrong = g_string_new (NULL);
  guint checked = 0;

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pool, i);
      guint index = gruff_card_db_add_card (gruff_test_db (), card);
      const GruffCardDef *def = gruff_card_db_get (gruff_test_db (), index);
      g_autofree char *expected = NULL;
      const char *printed = drive_in_card_get_abilities (card);

      g_assert_true (def->scripted);
      expected = text_of_script (def);
      checked++;
      if (g_strcmp0 (printed, expected) != 0)
        g_string_append_printf (wrong, "\n  %s: prints “%s”, its script says “%s”", def->id,
                                printed, expected);
      if (def->kind == GRUFF_KIND_ABILITY)
        {
          static const char *const kinds[] = { "Action", "Condition", "Mutation" };
          g_autofree char *label = g_strdup_printf ("%s%s", def->ultimate ? "Ultimate " : "",
                                                    kinds[def->ability]);

          if (g_strcmp0 (drive_in_card_get_kind_label (card), label) != 0)
            g_string_append_printf (wrong, "\n  %s: labelled “%s”, plays as “%s”", def->id,
                                    drive_in_card_get_kind_label (card), label);
        }
    }
  g_assert_cmpuint (checked, ==, gruff_scripts_count ("drive-in-gruff"));
  if (wrong->len > 0)
    g_test_fail_printf ("cards whose text does not say their effect:%s", wrong->str);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gruff/cards/coverage", test_coverage);
  g_test_add_func ("/gruff/cards/plain-twin-changes-nothing", test_twin_of_twin);
  g_test_add_func ("/gruff/cards/text-says-script", test_text_says_script);
  return g_test_run ();
}
