/* test-toy-crazy-eights.c: proof that a game is a plug-in: Crazy Eights, written in tests/toy/
 * and registered at run time, plays by its rules, in a GameSession, from a saved record,
 * through the hidden-information checker (every viewer after every event) and by every AI
 * level, while no file of src/ names it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "crazy-eights.h"
#include "game-session-private.h"
#include "drive-in-catalog.h"
#include "drive-in-error.h"
#include "gros-test-util.h"
#include "hidden-info-check.h"

#define ACTION_CAP 6000

static DriveInCatalog *catalog;  /* one pack */
static DriveInCatalog *catalog2; /* two packs */
static const GameRules *rules;

static guint64
rand_next (guint64 *state)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545f4914f6cdd1dull;
}

static guint
rand_below (guint64 *state,
            guint    n)
{
  return n <= 1 ? 0 : (guint) ((rand_next (state) >> 11) % n);
}

static DriveInCatalog *
make_catalog (guint packs)
{
  g_autoptr(DriveInRelease) release = ce_release_new (packs);
  DriveInCatalog *made = drive_in_catalog_new ();

  drive_in_catalog_add_release (made, release);
  return made;
}

/* A record of a new game for @n_seats from the catalog's one shared deck. */
static GameRecord *
new_record (DriveInCatalog *from,
            guint        n_seats,
            guint64      seed)
{
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  GameRecord *record;

  g_assert_true (rules->params_init (params, NULL));
  record = game_record_new (rules, seed, n_seats, params);
  g_assert_true (rules->cards.random_shared_deck (from, NULL, params, NULL, ids, &error));
  g_assert_no_error (error);
  g_ptr_array_add (ids, NULL);
  game_record_set_shared (record, (const char * const *) ids->pdata);
  return record;
}

/* A game set up from @record, with the db @db (kept by the caller). */
static CeGame *
start_game (GameRecord    *record,
            CeDb          *db,
            GameEventFunc  emit,
            gpointer       user_data)
{
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) error = NULL;
  CeGame *game = g_new0 (CeGame, 1);
  GameSetup setup;

  g_assert_true (game_record_make_setup (record, db, &setup, &storage, &error));
  g_assert_no_error (error);
  g_assert_true (rules->play.init (game, &setup, emit, user_data, &error));
  g_assert_no_error (error);
  return game;
}

static CeDb *
db_of (DriveInCatalog *from)
{
  CeDb *db = ce_db_new ();
  GListModel *releases = drive_in_catalog_get_releases (from);

  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          ce_db_add_card (db, card);
        }
    }
  return db;
}

static void
assert_invariants (const CeGame *game)
{
  g_autofree char *message = NULL;

  if (!rules->play.check_invariants (game, &message))
    g_error ("action %u: %s", game->n_actions, message);
}

/* ---- Registration ------------------------------------------------------------------------ */

static void
collect_sources (GFile     *dir,
                 GPtrArray *out)
{
  g_autoptr(GFileEnumerator) children =
    g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                               G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE, NULL,
                               NULL);
  GFileInfo *info;

  g_assert_nonnull (children);
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_autoptr(GFile) child = g_file_get_child (dir, g_file_info_get_name (info));

      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        collect_sources (child, out);
      else
        g_ptr_array_add (out, g_file_get_path (child));
      g_object_unref (info);
    }
}

/* The game is known to the rules, the AI and the card library as the built-in games are,
 * and no line of src/ names it. */
static void
test_registered (void)
{
  static const char *const names[] = { "crazy-eights", "crazy eights", "crazy_eights",
                                       "crazyeights", CE_SIGIL };
  g_autoptr(GFile) src = g_file_new_build_filename (SOURCE_ROOT, "src", NULL);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const GameRules *const *games;
  guint n_games, found = 0;

  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    found += games[i] == &ce_rules;
  g_assert_cmpuint (found, ==, 1);
  g_assert_true (game_rules_lookup (CE_GAME_ID) == &ce_rules);
  g_assert_true (game_ai_lookup (CE_GAME_ID) == &ce_ai);
  g_assert_true (drive_in_game_info_lookup (CE_GAME_ID) == &ce_game_info);
  g_assert_cmpstr (drive_in_game_info_card_kind_label (drive_in_catalog_lookup (catalog,
                                                                        CE_SIGIL ":7H")),
                   ==, "Playing card");
  g_assert_true (game_rules_for_card (drive_in_catalog_lookup (catalog, CE_SIGIL ":8S"))
                 == &ce_rules);
  collect_sources (src, files);
  g_assert_cmpuint (files->len, >, 100);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *text = NULL;
      g_autofree char *lower = NULL;

      g_assert_true (g_file_get_contents (files->pdata[i], &text, NULL, NULL));
      lower = g_ascii_strdown (text, -1);
      for (guint k = 0; k < G_N_ELEMENTS (names); k++)
        if (strstr (lower, names[k]) != NULL)
          g_error ("%s names the toy game (“%s”)", (char *) files->pdata[i], names[k]);
    }
  g_test_message ("%u files of src/ checked", files->len);
}

static void
test_register_twice (void)
{
  if (g_test_subprocess ())
    {
      /* Refused with a critical, which the test's fatal warnings turn into an abort. */
      game_rules_register (&ce_rules);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*game_rules_lookup (rules->id) == NULL*");
}

/* ---- The rules on known positions --------------------------------------------------------- */

/* Card instance of @number ("7H") in @game, wherever it is. */
static int
find (const CeGame *game,
      const char   *number)
{
  g_autofree char *id = g_strdup_printf ("%s:%s", CE_SIGIL, number);

  for (guint c = 0; c < game->n_cards; c++)
    if (g_str_equal (ce_game_def (game, c)->id, id))
      return c;
  g_assert_not_reached ();
}

/* Moves @card to the top of @zone (a test's own arrangement of a position). */
static void
put (CeGame *game,
     int     card,
     guint   zone)
{
  guint from = game->cards[card].zone, pos = game->cards[card].pos;

  for (guint i = pos + 1; i < game->zone_n[from]; i++)
    {
      game->zones[from][i - 1] = game->zones[from][i];
      game->cards[game->zones[from][i - 1]].pos = i - 1;
    }
  game->zone_n[from]--;
  game->zones[zone][game->zone_n[zone]] = card;
  game->cards[card].zone = zone;
  game->cards[card].pos = game->zone_n[zone]++;
}

static guint
legal (const CeGame *game,
       GameAction   *out)
{
  return rules->play.legal_actions (game, out, GAME_MAX_ACTIONS);
}

static gboolean
has_action (const GameAction *actions,
            guint             n,
            guint             kind,
            int               card,
            int               value)
{
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind && actions[i].card == card && actions[i].value == value)
      return TRUE;
  return FALSE;
}

static void
test_deal (void)
{
  g_autoptr(GameRecord) record = new_record (catalog, 2, 11);
  g_autoptr(GameRecord) record4 = new_record (catalog, 4, 11);
  CeDb *db = db_of (catalog);
  g_autofree CeGame *game = start_game (record, db, NULL, NULL);
  g_autofree CeGame *game4 = start_game (record4, db, NULL, NULL);

  assert_invariants (game);
  g_assert_cmpuint (game->zone_n[CE_ZONE_HAND (0)], ==, 7);
  g_assert_cmpuint (game->zone_n[CE_ZONE_HAND (1)], ==, 7);
  g_assert_cmpuint (game->zone_n[CE_ZONE_DISCARD], ==, 1);
  g_assert_cmpuint (game->zone_n[CE_ZONE_DECK], ==, 52 - 15);
  /* The card turned up is never an 8, and sets the suit. */
  g_assert_cmpuint (ce_game_def (game, ce_game_top (game))->rank, !=, 8);
  g_assert_cmpuint (game->suit, ==, ce_game_def (game, ce_game_top (game))->suit);
  g_assert_cmpuint (game->current, ==, 0);
  g_assert_cmpuint (game4->zone_n[CE_ZONE_HAND (3)], ==, 5);
  g_assert_cmpuint (game4->zone_n[CE_ZONE_DECK], ==, 52 - 21);
  ce_db_unref (db);
}

/* Matching by suit or rank, an 8 on anything naming each suit, a draw when one can, the
 * drawn card played or passed, and a pass only then or when nothing can be drawn. */
static void
test_matching (void)
{
  g_autoptr(GameRecord) record = new_record (catalog, 2, 3);
  CeDb *db = db_of (catalog);
  g_autofree CeGame *game = start_game (record, db, NULL, NULL);
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autoptr(GError) error = NULL;
  int seven_h = find (game, "7H"), seven_c = find (game, "7C"), king_h = find (game, "KH");
  int two_s = find (game, "2S"), eight_d = find (game, "8D"), nine_c = find (game, "9C");
  GameAction play = { CE_ACT_PLAY, 0, 0, GAME_NO_SEAT, 0, GAME_NO_CARD, 0, 0, 0 };
  guint n;

  /* Seat 1 holds 7C, KH, 2S, 8D, 9C; the 7 of hearts is on the discard pile. */
  while (game->zone_n[CE_ZONE_HAND (0)] > 0)
    put (game, game->zones[CE_ZONE_HAND (0)][0], CE_ZONE_DECK);
  put (game, seven_h, CE_ZONE_DISCARD);
  game->suit = 2;
  put (game, seven_c, CE_ZONE_HAND (0));
  put (game, king_h, CE_ZONE_HAND (0));
  put (game, two_s, CE_ZONE_HAND (0));
  put (game, eight_d, CE_ZONE_HAND (0));
  put (game, nine_c, CE_ZONE_HAND (0));
  assert_invariants (game);

  n = legal (game, actions);
  g_assert_true (has_action (actions, n, CE_ACT_PLAY, seven_c, 0));   /* by rank */
  g_assert_true (has_action (actions, n, CE_ACT_PLAY, king_h, 0));    /* by suit */
  g_assert_false (has_action (actions, n, CE_ACT_PLAY, two_s, 0));
  g_assert_false (has_action (actions, n, CE_ACT_PLAY, nine_c, 0));
  for (guint suit = 0; suit < CE_N_SUITS; suit++)
    g_assert_true (has_action (actions, n, CE_ACT_PLAY, eight_d, suit + 1));
  g_assert_false (has_action (actions, n, CE_ACT_PLAY, eight_d, 0));
  g_assert_true (has_action (actions, n, CE_ACT_DRAW, GAME_NO_CARD, 0));
  g_assert_false (has_action (actions, n, CE_ACT_PASS, GAME_NO_CARD, 0));
  g_assert_cmpuint (n, ==, 2 + 4 + 1);

  /* Illegal plays are refused and change nothing. */
  play.card = two_s;
  g_assert_false (rules->play.apply (game, &play, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);
  play.card = eight_d;
  g_assert_false (rules->play.apply (game, &play, NULL, NULL, &error));  /* an 8 names a suit */
  g_clear_error (&error);
  g_assert_cmpuint (game->n_actions, ==, 0);

  /* The 8 names clubs: seat 2 must follow clubs (or play an 8). */
  play.value = 1;
  g_assert_true (rules->play.apply (game, &play, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game->suit, ==, 0);
  g_assert_cmpuint (game->current, ==, 1);
  n = legal (game, actions);
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == CE_ACT_PLAY)
      {
        const CeCardDef *def = ce_game_def (game, actions[i].card);

        g_assert_true (def->suit == 0 || def->rank == 8);
      }

  /* Seat 2 draws: then only the drawn card, if it goes, or a pass. */
  actions[0] = (GameAction) { CE_ACT_DRAW, 1, 0, GAME_NO_SEAT, GAME_NO_CARD, GAME_NO_CARD,
                              0, 0, 0 };
  put (game, find (game, "QC"), CE_ZONE_DECK);
  g_assert_true (rules->play.apply (game, &actions[0], NULL, NULL, &error));
  g_assert_cmpuint (game->step, ==, CE_STEP_DRAWN);
  g_assert_cmpint (game->drawn, ==, find (game, "QC"));
  n = legal (game, actions);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (has_action (actions, n, CE_ACT_PLAY, find (game, "QC"), 0));
  g_assert_true (has_action (actions, n, CE_ACT_PASS, GAME_NO_CARD, 0));
  actions[0] = actions[n - 1];
  g_assert_true (rules->play.apply (game, &actions[0], NULL, NULL, &error));
  g_assert_cmpuint (game->current, ==, 0);
  g_assert_cmpuint (game->stuck, ==, 0);
  assert_invariants (game);
  ce_db_unref (db);
}

static void
count_event (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  guint *counts = user_data;

  counts[event->kind]++;
}

/* An empty draw pile: the discard pile but its top card is shuffled into a new one; with
 * nothing to draw either, seats pass, and once every seat has, the fewest points win. */
static void
test_reshuffle_and_block (void)
{
  g_autoptr(GameRecord) record = new_record (catalog, 2, 5);
  CeDb *db = db_of (catalog);
  g_autofree CeGame *game = start_game (record, db, NULL, NULL);
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  GameAction draw = { CE_ACT_DRAW, 0, 0, GAME_NO_SEAT, GAME_NO_CARD, GAME_NO_CARD, 0, 0, 0 };
  GameAction pass = { CE_ACT_PASS, 0, 0, GAME_NO_SEAT, GAME_NO_CARD, GAME_NO_CARD, 0, 0, 0 };
  guint counts[CE_N_EVENTS] = { 0 };
  g_autoptr(GError) error = NULL;
  GameResult result;
  int top;
  guint n;

  /* Five cards under the top of the discard pile, none in the draw pile. */
  while (game->zone_n[CE_ZONE_DECK] > 5)
    put (game, game->zones[CE_ZONE_DECK][0], CE_ZONE_HAND (1));
  while (game->zone_n[CE_ZONE_DECK] > 0)
    put (game, game->zones[CE_ZONE_DECK][0], CE_ZONE_DISCARD);
  top = game->zones[CE_ZONE_DISCARD][0];
  put (game, top, CE_ZONE_DISCARD);
  assert_invariants (game);
  g_assert_true (rules->play.apply (game, &draw, count_event, counts, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts[CE_EV_RESHUFFLE], ==, 1);
  g_assert_cmpuint (game->zone_n[CE_ZONE_DISCARD], ==, 1);
  g_assert_cmpint (ce_game_top (game), ==, top);
  g_assert_cmpuint (game->zone_n[CE_ZONE_DECK], ==, 4);
  assert_invariants (game);

  /* Nothing left to draw: the drawn cards go to hands, and a seat may only play or pass. */
  while (game->zone_n[CE_ZONE_DECK] > 0)
    put (game, game->zones[CE_ZONE_DECK][0], CE_ZONE_HAND (1));
  g_assert_true (rules->play.apply (game, &pass, NULL, NULL, &error));  /* after the draw */
  g_assert_cmpuint (game->stuck, ==, 0);
  g_assert_false (ce_game_can_draw (game));
  n = legal (game, actions);
  g_assert_true (has_action (actions, n, CE_ACT_PASS, GAME_NO_CARD, 0));
  g_assert_false (has_action (actions, n, CE_ACT_DRAW, GAME_NO_CARD, 0));
  pass.seat = 1;
  g_assert_true (rules->play.apply (game, &pass, NULL, NULL, &error));
  g_assert_cmpuint (game->stuck, ==, 1);
  g_assert_false (game->over);
  pass.seat = 0;
  g_assert_true (rules->play.apply (game, &pass, count_event, counts, &error));
  g_assert_true (game->over);
  g_assert_cmpuint (counts[CE_EV_OVER], ==, 1);
  g_assert_cmpuint (game->end_reason, ==, CE_END_BLOCKED);
  rules->play.result (game, &result);
  /* Seat 2 holds nearly the whole pack. */
  g_assert_cmpuint (result.winners, ==, 1);
  g_assert_cmpint (result.scores[0], <, result.scores[1]);
  g_assert_cmpuint (legal (game, actions), ==, 0);
  /* At the end, every hand is shown. */
  g_assert_true (ce_game_card_visible (game, game->zones[CE_ZONE_HAND (1)][0], 0));
  g_assert_true (ce_game_card_visible (game, game->zones[CE_ZONE_HAND (1)][0],
                                       GAME_VIEWER_PUBLIC));
  assert_invariants (game);
  ce_db_unref (db);
}

/* Random games on 2 to 6 seats, one and two packs: every invariant after every action,
 * every game over, and apply() as apply_legal(). */
static void
test_random_games (void)
{
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  guint ends[CE_N_ENDS] = { 0 };
  guint64 total = 0;

  for (guint i = 0; i < 300; i++)
    {
      DriveInCatalog *from = i % 3 == 2 ? catalog2 : catalog;
      guint n_seats = 2 + i % 5;
      guint64 rng = 0x9e3779b97f4a7c15ull * (i + 1);
      g_autoptr(GameRecord) record = new_record (from, n_seats, 100 + i);
      CeDb *db = db_of (from);
      g_autofree CeGame *game = start_game (record, db, NULL, NULL);
      g_autofree CeGame *copy = g_new (CeGame, 1);

      while (!game->over)
        {
          guint n = legal (game, actions);
          guint pick = rand_below (&rng, n);
          g_autoptr(GError) error = NULL;

          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (rules->play.deciding_seat (game), ==, actions[pick].seat);
          memcpy (copy, game, sizeof *game);
          g_assert_true (rules->play.apply (game, &actions[pick], NULL, NULL, &error));
          g_assert_no_error (error);
          rules->play.apply_legal (copy, &actions[pick], NULL, NULL);
          g_assert_cmpmem (copy, sizeof *copy, game, sizeof *game);
          assert_invariants (game);
          total++;
        }
      ends[game->end_reason]++;
      ce_db_unref (db);
    }
  g_test_message ("300 games, %" G_GUINT64_FORMAT " actions; ends: %u empty hand, %u blocked, "
                  "%u turn limit", total, ends[CE_END_EMPTY_HAND], ends[CE_END_BLOCKED],
                  ends[CE_END_TURN_LIMIT]);
  /* Random play rarely blocks (reshuffles keep cards coming): test_reshuffle_and_block()
   * plays that end. */
  g_assert_cmpuint (ends[CE_END_EMPTY_HAND], >, 250);
}

/* Bad input: a clear error, never a crash. */
static void
test_bad_input (void)
{
  static const char *const bad[] = {
    "", "jump seat=1", "play seat=1", "play card=3", "play seat=0 card=3", "play seat=7 card=3",
    "play seat=1 card=-1", "play seat=1 card=999", "play seat=1 card=3 suit=stars",
    "draw seat=1 card=3", "pass seat=x", "play seat=1 card=3 colour=red",
  };
  g_autoptr(GameRecord) record = new_record (catalog, 3, 1);
  CeDb *db = db_of (catalog);
  g_autofree CeGame *game = start_game (record, db, NULL, NULL);
  g_autoptr(GError) error = NULL;
  uint16_t few[5] = { 0, 1, 2, 3, 4 };
  GameSetup setup = { 0 };
  GameAction action;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (rules->text.action_parse (bad[i], &action, &error));
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
      g_clear_error (&error);
    }
  g_assert_true (rules->text.action_parse ("play seat=2 card=7 suit=spades", &action, &error));
  g_assert_cmpuint (action.seat, ==, 1);
  g_assert_cmpint (action.card, ==, 7);
  g_assert_cmpint (action.value, ==, 4);
  /* A parsed action of the wrong seat, or an instance out of range, is refused. */
  action.card = 103;
  g_assert_false (rules->play.apply (game, &action, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);

  setup.n_seats = 7;
  setup.db = db;
  setup.shared = few;
  setup.shared_size = G_N_ELEMENTS (few);
  g_assert_false (rules->play.init (game, &setup, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);
  setup.n_seats = 2;
  g_assert_false (rules->play.init (game, &setup, NULL, NULL, &error));  /* too few cards */
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);
  ce_db_unref (db);
}

/* ---- Records ------------------------------------------------------------------------------ */

/* A game played through its record, saved to a file, loaded and replayed: the same state
 * byte for byte; undo stops at a draw (it showed a card) and not at a play. */
static void
test_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("toy-record-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game" GAME_RECORD_FILE_EXTENSION, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);

  g_assert_no_error (error);
  for (guint i = 0; i < 12; i++)
    {
      guint n_seats = 2 + i % 5;
      g_autoptr(GameRecord) record = new_record (i % 2 ? catalog2 : catalog, n_seats, 900 + i);
      g_autoptr(GameRecord) loaded = NULL;
      CeDb *db = db_of (i % 2 ? catalog2 : catalog);
      g_autofree CeGame *game = start_game (record, db, NULL, NULL);
      g_autofree CeGame *replayed = g_new0 (CeGame, 1);
      guint64 rng = i + 1;
      gboolean checked_play = FALSE, checked_draw = FALSE;

      while (!game->over)
        {
          guint n = legal (game, actions), pick = rand_below (&rng, n);
          guint before = game_record_get_n_actions (record);

          g_assert_true (game_record_apply (record, game, &actions[pick], NULL, NULL, &error));
          g_assert_no_error (error);
          if (actions[pick].kind == CE_ACT_DRAW)
            {
              g_assert_false (game_record_can_undo_to (record, before));
              checked_draw = TRUE;
            }
          else if (actions[pick].kind == CE_ACT_PLAY && !game->over
                   && game_record_get_undo_floor (record) <= before)
            {
              g_assert_true (game_record_can_undo_to (record, before));
              checked_play = TRUE;
            }
        }
      g_assert_true (checked_draw);
      g_assert_true (checked_play || i > 0);
      g_assert_true (game_record_save (record, file, NULL, &error));
      g_assert_no_error (error);
      loaded = game_record_load (file, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (game_record_get_rules (loaded) == &ce_rules);
      g_assert_cmpuint (game_record_get_n_actions (loaded), ==,
                        game_record_get_n_actions (record));
      g_assert_true (game_record_replay (loaded, db, GAME_RECORD_ALL, replayed, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (replayed, sizeof *replayed, game, sizeof *game);
      /* Saved again, the file is the same. */
      {
        gsize a_len, b_len;
        g_autofree char *a = game_record_to_data (record, &a_len);
        g_autofree char *b = game_record_to_data (loaded, &b_len);

        g_assert_cmpstr (a, ==, b);
        g_assert_nonnull (strstr (a, "\"game\" : \"" CE_GAME_ID "\""));
      }
      ce_db_unref (db);
    }
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_rmdir (dir);
}

/* ---- Sessions and the hidden-information checker ----------------------------------------- */

typedef struct
{
  const GameEvent *event;
  gboolean         labels;
  gboolean         full;
} Shown;

static char *
json_of (const CeGame *game,
         int           viewer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  rules->text.position_to_json (game, viewer, NULL, NULL, builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* What view code is given of the cards: each card of the projection, its place, its name
 * when it has one. */
static char *
projection_text (const CeGame *game,
                 int           viewer)
{
  g_autofree CeGame *view = g_new (CeGame, 1);
  GString *text = g_string_new (NULL);

  rules->views.project_view (game, viewer, view, NULL);
  for (guint c = 0; c < view->n_cards; c++)
    {
      const CeCardDef *def = ce_game_def (view, c);

      g_string_append_printf (text, "%u:%s@%u/%u;", c, def != NULL ? def->name : "?",
                              view->cards[c].zone, view->cards[c].pos);
    }
  g_string_append_printf (text, "drawn %u", view->drawn);
  return g_string_free (text, FALSE);
}

static void
collect_shown (gconstpointer game_pointer,
               int           viewer,
               gpointer      data,
               GPtrArray    *out)
{
  const CeGame *game = game_pointer;
  const Shown *shown = data;

  if (shown->event != NULL)
    {
      char *line = rules->text.describe_event (game, shown->event, viewer);

      if (line != NULL)
        g_ptr_array_add (out, line);
    }
  if (shown->labels && !game->over && viewer == (int) game->current)
    {
      static GameAction actions[GAME_MAX_ACTIONS];
      guint n = legal (game, actions);

      for (guint i = 0; i < n; i++)
        {
          g_ptr_array_add (out, rules->text.describe_action (game, &actions[i], viewer));
          g_ptr_array_add (out, game_rules_action_to_string_for (rules, game, &actions[i],
                                                                 viewer));
        }
    }
  if (shown->full)
    {
      g_ptr_array_add (out, projection_text (game, viewer));
      g_ptr_array_add (out, json_of (game, viewer));
      g_ptr_array_add (out, rules->text.describe_result (game));
    }
}

static void
collect_secrets (gconstpointer  game_pointer,
                 int            viewer,
                 gpointer       data,
                 HiddenSecrets *out)
{
  const CeGame *game = game_pointer;
  guint n_defs = ce_db_get_n_cards (game->db);
  g_autofree guint8 *seen = g_new0 (guint8, n_defs);   /* 1 visible, 2 hidden */

  for (guint c = 0; c < game->n_cards; c++)
    {
      if (ce_game_card_visible (game, c, viewer))
        seen[game->cards[c].def] |= 1;
      else
        {
          seen[game->cards[c].def] |= 2;
          hidden_secrets_add_card (out, c);
        }
    }
  for (guint d = 0; d < n_defs; d++)
    {
      const CeCardDef *def = ce_db_get (game->db, d);

      if (seen[d] & 1)
        {
          g_ptr_array_add (out->allowed, def->name);
          g_ptr_array_add (out->allowed, def->id);
        }
      else if (seen[d] & 2)
        {
          g_ptr_array_add (out->hidden_names, def->name);
          g_ptr_array_add (out->hidden_ids, def->id);
        }
    }
  out->distinct = TRUE;
}

static guint64
secrets_stamp (gconstpointer game_pointer,
               int           viewer,
               gpointer      data)
{
  const CeGame *game = game_pointer;
  guint64 stamp = 1469598103934665603ull ^ (guint64) (viewer + 2);

  for (guint c = 0; c < game->n_cards; c++)
    stamp = (stamp ^ (ce_game_card_visible (game, c, viewer) + 2u * c)) * 1099511628211ull;
  return stamp;
}

/* The cards hidden from @viewer dealt again among their places: a position it cannot tell
 * from @game. */
static gpointer
permute_hidden (gconstpointer game_pointer,
                int           viewer,
                guint64       seed,
                gpointer      data)
{
  CeGame *copy = g_memdup2 (game_pointer, sizeof (CeGame));
  guint64 state = seed | 1;
  int slots[CE_MAX_CARDS];
  guint n = 0;

  for (guint c = 0; c < copy->n_cards; c++)
    if (!ce_game_card_visible (copy, c, viewer))
      slots[n++] = c;
  for (guint i = n; i > 1; i--)
    {
      guint j = rand_below (&state, i);
      uint16_t tmp = copy->cards[slots[i - 1]].def;

      copy->cards[slots[i - 1]].def = copy->cards[slots[j]].def;
      copy->cards[slots[j]].def = tmp;
    }
  return copy;
}

/* @game with the cards hidden from @viewer numbered differently among themselves, each card
 * keeping its place: the projection must not change (numbers tell nothing). */
static CeGame *
relabel_hidden (const CeGame *game,
                int           viewer,
                guint64       seed)
{
  CeGame *copy = g_memdup2 (game, sizeof *game);
  int map[CE_MAX_CARDS], hidden[CE_MAX_CARDS];
  guint64 state = seed | 1;
  guint n = 0, k = 0;

  for (guint c = 0; c < game->n_cards; c++)
    {
      map[c] = c;
      if (!ce_game_card_visible (game, c, viewer))
        hidden[n++] = c;
    }
  for (guint i = n; i > 1; i--)
    {
      guint j = rand_below (&state, i);
      int tmp = hidden[i - 1];

      hidden[i - 1] = hidden[j];
      hidden[j] = tmp;
    }
  for (guint c = 0; c < game->n_cards; c++)
    if (!ce_game_card_visible (game, c, viewer))
      map[c] = hidden[k++];
  for (guint c = 0; c < game->n_cards; c++)
    copy->cards[map[c]] = game->cards[c];
  for (guint z = 0; z < CE_N_ZONES; z++)
    for (guint i = 0; i < game->zone_n[z]; i++)
      copy->zones[z][i] = map[game->zones[z][i]];
  if (game->drawn != CE_NO_INSTANCE)
    copy->drawn = map[game->drawn];
  assert_invariants (copy);
  return copy;
}

static void
check_relabel (const CeGame *game,
               int           viewer,
               guint64       seed)
{
  g_autofree CeGame *relabelled = relabel_hidden (game, viewer, seed);
  g_autofree CeGame *a = g_new (CeGame, 1);
  g_autofree CeGame *b = g_new (CeGame, 1);

  rules->views.project_view (game, viewer, a, NULL);
  rules->views.project_view (relabelled, viewer, b, NULL);
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("viewer %d, action %u: the projection depends on the numbers of hidden cards",
             viewer, game->n_actions);
}

static const HiddenInfoGame plug = {
  "Crazy Eights",
  collect_shown,
  collect_secrets,
  secrets_stamp,
  permute_hidden,
  g_free,
};

typedef struct
{
  guint         game_index;
  guint64       seed;
  guint64       events;
  guint64       checks;
  HiddenSecrets secrets[GAME_MAX_SEATS + 1];
  guint64       handed;
  GPtrArray    *lines;  /* per event with a line: char*[GAME_MAX_SEATS + 2], by viewer + 2 */
} Run;

static void
check_all_viewers (const CeGame *game,
                   Shown        *shown,
                   Run          *run)
{
  int viewers[GAME_MAX_SEATS + 1] = { GAME_VIEWER_PUBLIC };
  g_autofree char *message = NULL;
  guint checked = 0;

  for (guint s = 0; s < game->n_seats; s++)
    viewers[s + 1] = s;
  if (!hidden_info_check_viewers (&plug, game, viewers, game->n_seats + 1, TRUE, run->seed,
                                  shown, run->secrets, &checked, &message))
    g_error ("game %u, action %u: %s", run->game_index, game->n_actions, message);
  run->seed += game->n_seats + 1;
  run->checks += checked;
}

static void
on_reference_event (gconstpointer    state,
                    const GameEvent *event,
                    gpointer         user_data)
{
  const CeGame *game = state;
  Run *run = user_data;
  Shown shown = { event, FALSE, FALSE };
  char **texts = g_new0 (char *, GAME_MAX_SEATS + 3);

  run->events++;
  check_all_viewers (game, &shown, run);
  for (int v = GAME_VIEWER_PUBLIC; v < game->n_seats; v++)
    texts[v + 2] = rules->text.describe_event (game, event, v);
  g_ptr_array_add (run->lines, texts);
}

/* An event a session hands view code names only cards its viewer sees then. */
static void
on_session_event (GameSession     *session,
                  const GameEvent *event,
                  Run             *run)
{
  const CeGame *game = game_session_get_state (session);
  int viewer = game_session_get_viewer (session);

  if (event->card != GAME_NO_CARD && !ce_game_card_visible (game, event->card, viewer))
    g_error ("a session's event %u names card %d, hidden from viewer %d", event->kind,
             event->card, viewer);
  run->handed++;
}

static GameRecord *
copy_record (GameRecord *record)
{
  gsize length;
  g_autofree char *data = game_record_to_data (record, &length);
  g_autoptr(GError) error = NULL;
  GameRecord *copy = game_record_load_from_data (data, length, "copy", &error);

  g_assert_no_error (error);
  return copy;
}

/* Random games on 2 to 6 seats: a session per viewer (the public view and each seat) beside
 * a reference game; after every event every viewer is checked, and each session's log,
 * view and labels are the rules' own for its viewer. */
static void
test_sessions (void)
{
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree CeGame *view = g_new (CeGame, 1);
  guint64 n_actions = 0, lines = 0, views = 0, labels = 0, relabels = 0;
  Run run = { 0 };

  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_init (&run.secrets[v]);
  run.lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; i < 15; i++)
    {
      guint n_seats = 2 + i % 5;
      guint64 rng = 0x9e3779b97f4a7c15ull * (i + 3);
      g_autoptr(GameRecord) record = new_record (catalog, n_seats, 3000 + i);
      g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
      g_autofree CeGame *game = NULL;
      g_autoptr(GError) error = NULL;

      run.game_index = i;
      run.seed = 77 + i * 1000;
      for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) n_seats; viewer++)
        if (viewer != GAME_VIEWER_ALL)
          {
            g_autoptr(GameRecord) copy = copy_record (record);
            GameSession *session = game_session_new (catalog, copy, 0, viewer, &error);

            g_assert_no_error (error);
            g_signal_connect (session, "event", G_CALLBACK (on_session_event), &run);
            g_ptr_array_add (sessions, session);
          }
      g_ptr_array_set_size (run.lines, 0);
      game = start_game (record,
                         rules->cards.state_db (game_session_get_state (sessions->pdata[0])),
                         on_reference_event, &run);

      for (guint step = 0; step <= ACTION_CAP; step++)
        {
          Shown shown = { NULL, TRUE, step % 3 == 0 };
          guint n, pick;

          for (guint k = 0; k < sessions->len; k++)
            {
              GameSession *session = sessions->pdata[k];
              GListModel *log = game_session_get_log (session);
              int viewer = game_session_get_viewer (session);
              guint seen = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (session), "seen"));
              const GameAction *shown_actions;
              guint n_shown;

              g_assert_cmpuint (g_list_model_get_n_items (log) - seen, ==, run.lines->len);
              for (guint l = 0; l < run.lines->len; l++)
                {
                  g_autoptr(GameSessionEvent) entry = g_list_model_get_item (log, seen + l);

                  g_assert_cmpstr (game_session_event_get_text_for (entry, viewer), ==,
                                   ((char **) run.lines->pdata[l])[viewer + 2]);
                  lines++;
                }
              g_object_set_data (G_OBJECT (session), "seen",
                                 GUINT_TO_POINTER (g_list_model_get_n_items (log)));
              /* Each session has a card db of its own: everything past its pointer. */
              rules->views.project_view (game, viewer, view, NULL);
              g_assert_cmpmem ((const guint8 *) view + sizeof (gpointer),
                               sizeof *view - sizeof (gpointer),
                               (const guint8 *) game_session_get_view (session)
                                 + sizeof (gpointer), sizeof *view - sizeof (gpointer));
              views++;
              if (shown.full)
                {
                  check_relabel (game, viewer, rng + k);
                  relabels++;
                }
              n_shown = game_session_get_legal_actions (session, &shown_actions);
              if (n_shown > 0)
                {
                  n = legal (game, actions);
                  g_assert_cmpuint (n, ==, n_shown);
                  for (guint a = 0; a < n; a++)
                    {
                      g_autofree char *mine =
                        game_session_describe_action (session, &shown_actions[a]);
                      g_autofree char *theirs = rules->text.describe_action (game, &actions[a],
                                                                             viewer);

                      g_assert_cmpstr (mine, ==, theirs);
                      labels++;
                    }
                }
            }
          g_ptr_array_set_size (run.lines, 0);
          if (game->over)
            break;
          check_all_viewers (game, &shown, &run);

          n = legal (game, actions);
          pick = rand_below (&rng, n);
          for (guint k = 0; k < sessions->len; k++)
            {
              GameSession *session = sessions->pdata[k];

              if (game_session_get_viewer (session) == (int) game->current)
                {
                  const GameAction *shown_actions;

                  g_assert_cmpuint (game_session_get_legal_actions (session, &shown_actions),
                                    ==, n);
                  g_assert_true (game_session_apply (session, &shown_actions[pick], &error));
                }
              else
                g_assert_true (game_session_apply_real (session, &actions[pick], &error));
              g_assert_no_error (error);
            }
          g_assert_true (rules->play.apply (game, &actions[pick], on_reference_event, &run,
                                            &error));
          g_assert_no_error (error);
          n_actions++;
        }
      g_assert_true (game->over);
      for (guint k = 0; k < sessions->len; k++)
        g_assert_true (game_session_is_over (sessions->pdata[k]));
    }
  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_clear (&run.secrets[v]);
  g_ptr_array_unref (run.lines);
  g_assert_cmpuint (run.handed, >, 0);
  g_test_message ("15 games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " events; %"
                  G_GUINT64_FORMAT " viewer checks; sessions: %" G_GUINT64_FORMAT
                  " log lines, %" G_GUINT64_FORMAT " views, %" G_GUINT64_FORMAT " labels, %"
                  G_GUINT64_FORMAT " renumberings, %" G_GUINT64_FORMAT " events handed to view "
                  "code", n_actions, run.events, run.checks, lines, views, labels, relabels,
                  run.handed);
}

/* The projection hides every card of another hand and of the draw pile, and its numbers do
 * not tell which card is where: two deals that differ only in the hidden cards project to
 * the same bytes. */
static void
test_projection (void)
{
  g_autoptr(GameRecord) record = new_record (catalog, 3, 42);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameSession) session = game_session_new (catalog, record, 0, 0, &error);
  const CeGame *game, *view;
  g_autofree CeGame *other = NULL;
  g_autofree CeGame *relabelled = NULL;
  g_autofree CeGame *a = g_new (CeGame, 1);
  g_autofree CeGame *b = g_new (CeGame, 1);
  g_autofree CeGame *world = g_new (CeGame, 1);
  g_autofree CeGame *world2 = g_new (CeGame, 1);

  g_assert_no_error (error);
  game = game_session_get_state (session);
  view = game_session_get_view (session);
  for (guint c = 0; c < view->n_cards; c++)
    {
      guint zone = view->cards[c].zone;

      g_assert_true ((ce_game_def (view, c) != NULL)
                     == (zone == CE_ZONE_DISCARD || zone == CE_ZONE_HAND (0)));
    }
  g_assert_cmpuint (view->rng[0] | view->rng[1], ==, 0);

  /* Seat 1's own cards keep their numbers; the others are dealt differently in @other. */
  other = permute_hidden (game, 0, 99, NULL);
  g_assert_true (memcmp (other, game, sizeof *game) != 0);
  rules->views.project_view (game, 0, a, NULL);
  rules->views.project_view (other, 0, b, NULL);
  g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
  /* The same when the hidden cards are numbered differently. */
  relabelled = relabel_hidden (game, 0, 3);
  g_assert_true (memcmp (relabelled, game, sizeof *game) != 0);
  rules->views.project_view (relabelled, 0, b, NULL);
  g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
  /* A sampled world depends on seat 1's knowledge only, and is a whole legal game. */
  rules->views.sample_world (game, 0, 7, world);
  rules->views.sample_world (other, 0, 7, world2);
  g_assert_cmpmem (world, sizeof *world, world2, sizeof *world2);
  assert_invariants (world);
  for (guint c = 0; c < world->n_cards; c++)
    g_assert_nonnull (ce_game_def (world, c));
  g_assert_true (ce_game_card_visible (view, view->zones[CE_ZONE_HAND (0)][0], 0));
}

/* ---- The AI --------------------------------------------------------------------------------- */

/* Plays a game of @n_seats with @levels[seat]; returns the winners. */
static guint
play_ai_game (const GameAiLevel *levels,
              guint              n_seats,
              guint64            seed,
              guint             *out_actions)
{
  g_autoptr(GameRecord) record = new_record (catalog, n_seats, seed);
  CeDb *db = db_of (catalog);
  g_autofree CeGame *game = start_game (record, db, NULL, NULL);
  GameAiBudget budget;
  guint winners;

  /* A number of iterations and no time cap: the same games on any machine. */
  game_ai_budget_init (&budget);
  budget.max_iterations = 200;
  budget.time_ms = 0;
  while (!game->over)
    {
      GameAction action;
      g_autoptr(GError) error = NULL;
      guint seat = game->current;

      g_assert_true (game_ai_choose (&ce_ai, levels[seat], game, seat, &budget,
                                     seed * 1000 + game->n_actions, &action, NULL));
      g_assert_true (rules->play.apply (game, &action, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (game->n_actions, <, ACTION_CAP);
    }
  assert_invariants (game);
  *out_actions = game->n_actions;
  winners = game->winners;
  ce_db_unref (db);
  return winners;
}

/* Each level finishes games on 2 to 4 seats, playing only legal actions. */
static void
test_ai_level (gconstpointer data)
{
  GameAiLevel level = GPOINTER_TO_UINT (data);
  guint n_games = level == GAME_AI_HARD ? 3 : 8;
  guint total = 0;

  for (guint i = 0; i < n_games; i++)
    {
      GameAiLevel levels[CE_MAX_SEATS] = { level, GAME_AI_RANDOM, level, GAME_AI_RANDOM };
      guint n_actions;
      guint winners = play_ai_game (levels, 2 + i % 3, 500 + i, &n_actions);

      g_assert_cmpuint (winners, !=, 0);
      total += n_actions;
    }
  g_test_message ("%s: %u games, %u actions", game_ai_level_to_string (level), n_games, total);
}

/* Every level decides the same when the cards its seat cannot see are dealt or numbered
 * differently: the AI reasons only on worlds sample_world() makes from what the seat knows. */
static void
test_ai_blind (void)
{
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  guint decisions = 0;

  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(GameRecord) record = new_record (catalog, 2 + i % 3, 40 + i);
      CeDb *db = db_of (catalog);
      g_autofree CeGame *game = start_game (record, db, NULL, NULL);
      guint64 rng = i + 11;

      for (guint step = 0; step < 60 && !game->over; step++)
        {
          guint seat = game->current, n;
          g_autofree CeGame *permuted = permute_hidden (game, seat, step + 1, NULL);
          g_autofree CeGame *relabelled = relabel_hidden (game, seat, step + 2);
          GameAiBudget budget;

          game_ai_budget_init (&budget);
          budget.max_iterations = 100;
          budget.time_ms = 0;
          for (guint level = 0; level < GAME_AI_N_LEVELS; level++)
            {
              GameAction a, b, c;

              g_assert_true (game_ai_choose (&ce_ai, level, game, seat, &budget, step, &a,
                                             NULL));
              g_assert_true (game_ai_choose (&ce_ai, level, permuted, seat, &budget, step, &b,
                                             NULL));
              g_assert_true (game_ai_choose (&ce_ai, level, relabelled, seat, &budget, step,
                                             &c, NULL));
              if (!rules->play.action_equal (&a, &b) || !rules->play.action_equal (&a, &c))
                g_error ("game %u, action %u: %s chose differently with the hidden cards dealt "
                         "or numbered differently", i, game->n_actions,
                         game_ai_level_to_string (level));
              decisions++;
            }
          n = legal (game, actions);
          rules->play.apply_legal (game, &actions[rand_below (&rng, n)], NULL, NULL);
        }
      ce_db_unref (db);
    }
  g_test_message ("%u decisions, each in three deals", decisions);
}

/* NORMAL beats RANDOM clearly: 40 two-seat games, each seat in turn. */
static void
test_normal_beats_random (void)
{
  guint normal_wins = 0, random_wins = 0;

  for (guint i = 0; i < 40; i++)
    {
      guint normal = i % 2, n_actions;
      GameAiLevel levels[2];
      guint winners;

      levels[normal] = GAME_AI_NORMAL;
      levels[1 - normal] = GAME_AI_RANDOM;
      winners = play_ai_game (levels, 2, 7000 + i, &n_actions);
      normal_wins += (winners >> normal) & 1;
      random_wins += (winners >> (1 - normal)) & 1;
    }
  g_test_message ("NORMAL against RANDOM over 40 games: NORMAL won %u, RANDOM %u", normal_wins,
                  random_wins);
  g_assert_cmpuint (normal_wins, >=, 28);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gros_test_init (&argc, &argv);
  ce_register ();
  rules = game_rules_lookup (CE_GAME_ID);
  catalog = make_catalog (1);
  catalog2 = make_catalog (2);

  g_test_add_func ("/toy/crazy-eights/registered", test_registered);
  g_test_add_func ("/toy/crazy-eights/register-twice", test_register_twice);
  g_test_add_func ("/toy/crazy-eights/rules/deal", test_deal);
  g_test_add_func ("/toy/crazy-eights/rules/matching", test_matching);
  g_test_add_func ("/toy/crazy-eights/rules/reshuffle-and-block", test_reshuffle_and_block);
  g_test_add_func ("/toy/crazy-eights/rules/random-games", test_random_games);
  g_test_add_func ("/toy/crazy-eights/rules/bad-input", test_bad_input);
  g_test_add_func ("/toy/crazy-eights/record", test_record);
  g_test_add_func ("/toy/crazy-eights/session/projection", test_projection);
  g_test_add_func ("/toy/crazy-eights/session/hidden-info", test_sessions);
  for (guint level = 0; level < GAME_AI_N_LEVELS; level++)
    {
      g_autofree char *path = g_strdup_printf ("/toy/crazy-eights/ai/%s-finishes",
                                               game_ai_level_to_string (level));

      g_test_add_data_func (path, GUINT_TO_POINTER (level), test_ai_level);
    }
  g_test_add_func ("/toy/crazy-eights/ai/blind-to-hidden-cards", test_ai_blind);
  g_test_add_func ("/toy/crazy-eights/ai/normal-beats-random", test_normal_beats_random);
  status = g_test_run ();
  g_object_unref (catalog);
  g_object_unref (catalog2);
  return status;
}
