/* test-record.c: game records: exact replay, save and load, corrupted files, undo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>
#include <glib/gstdio.h>

#include "gros-game-record.h"
#include "test-games-common.h"
#include "gros-format.h"

#define ACTION_CAP 20000

typedef struct
{
  DriveInCatalog    *catalog;
  GrosGameDecks  *decks;
  GrosGameRecord *record;
  GrosGame        game;
} Fixture;

static void
fixture_clear (Fixture *f)
{
  g_clear_object (&f->record);
  g_clear_pointer (&f->decks, gros_game_decks_free);
  g_clear_object (&f->catalog);
}

/* Sets a random game up and records its set-up. */
static void
fixture_start_format (Fixture          *f,
                      guint             n_seats,
                      const char       *sigil,
                      const GrosFormat *format,
                      guint64           seed)
{
  g_autoptr(GError) error = NULL;
  GrosGameSetup setup;

  if (f->catalog == NULL)
    f->catalog = games_catalog (g_strcmp0 (sigil, DC_SIGIL) == 0, NULL);
  if (f->decks == NULL)
    f->decks = gros_game_decks_new (f->catalog, NULL);
  g_clear_object (&f->record);
  games_random_setup_format (f->decks, n_seats, sigil, format, seed, &setup);
  g_assert_true (gros_game_init (&f->game, gros_game_decks_get_db (f->decks), &setup, NULL, NULL,
                                 &error));
  g_assert_no_error (error);
  f->record = gros_game_record_new (gros_game_decks_get_db (f->decks), &setup);
}

static void
fixture_start (Fixture    *f,
               guint       n_seats,
               const char *sigil,
               guint64     seed)
{
  fixture_start_format (f, n_seats, sigil, NULL, seed);
}

/* Plays @max_actions random actions (or to the end) through the record. */
static void
fixture_play (Fixture *f,
              guint64 *rng,
              guint    max_actions)
{
  static GrosAction actions[GROS_MAX_ACTIONS];

  for (guint i = 0; i < max_actions && !gros_game_is_over (&f->game); i++)
    {
      g_autoptr(GError) error = NULL;
      guint n = gros_game_legal_actions (&f->game, actions, G_N_ELEMENTS (actions));

      g_assert_cmpuint (n, >, 0);
      gros_game_record_apply (f->record, &f->game, &actions[games_rand_below (rng, n)], NULL,
                              NULL, &error);
      g_assert_no_error (error);
    }
}

static void
assert_same_game (const GrosGame *a,
                  const GrosGame *b)
{
  /* Bit for bit, padding included: the state is one flat struct set up by memset. */
  if (memcmp (a, b, sizeof *a) != 0)
    {
      const guint8 *pa = (const guint8 *) a, *pb = (const guint8 *) b;
      gsize at = 0;

      while (pa[at] == pb[at])
        at++;
      g_error ("the replayed game differs from the original at byte %" G_GSIZE_FORMAT
               " of %" G_GSIZE_FORMAT, at, sizeof *a);
    }
}

/* A whole random game replays to the same state, and so does every prefix we stop at. */
static void
check_replay_games (const char *sigil,
                    guint       n_games)
{
  Fixture f = { 0 };

  for (guint i = 0; i < n_games; i++)
    {
      guint64 seed = games_seed_mix (1000 + i);
      guint64 rng = games_seed_mix (seed);
      guint n_seats = 2 + i % (GROS_MAX_SEATS - 1);
      guint cut;
      GrosGame middle, replayed;
      g_autoptr(GError) error = NULL;

      /* Every format's rules: drafts, shared decks, final rounds replay as exactly. */
      fixture_start_format (&f, n_seats, sigil, gros_format_get (i % GROS_FORMAT_N_IDS), seed);
      fixture_play (&f, &rng, 40 + i * 7);
      gros_game_copy (&middle, &f.game);
      cut = f.game.n_actions;
      fixture_play (&f, &rng, ACTION_CAP);
      g_assert_true (gros_game_is_over (&f.game));
      g_assert_cmpuint (gros_game_record_get_n_actions (f.record), ==, f.game.n_actions);

      g_assert_true (gros_game_record_replay (f.record, gros_game_decks_get_db (f.decks),
                                              GROS_GAME_RECORD_ALL, &replayed, &error));
      g_assert_no_error (error);
      assert_same_game (&f.game, &replayed);

      g_assert_true (gros_game_record_replay (f.record, gros_game_decks_get_db (f.decks), cut,
                                              &replayed, &error));
      g_assert_no_error (error);
      assert_same_game (&middle, &replayed);
    }
  fixture_clear (&f);
}

static void
test_replay_starter (void)
{
  check_replay_games (STARTER_SIGIL, 3 * GROS_FORMAT_N_IDS);
}

static void
test_replay_dc (void)
{
  g_autoptr(GFile) dc = gros_test_get_shared_release ();

  if (dc == NULL)
    {
      g_test_skip ("the shared Director's Cut release is not here");
      return;
    }
  check_replay_games (DC_SIGIL, 2 * GROS_FORMAT_N_IDS);
}

static void
test_replay_past_end (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  guint64 rng = 7;
  GrosGame replayed;

  fixture_start (&f, 2, STARTER_SIGIL, 7);
  fixture_play (&f, &rng, 10);
  g_assert_false (gros_game_record_replay (f.record, gros_game_decks_get_db (f.decks), 11,
                                           &replayed, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  fixture_clear (&f);
}

/* The record of a finished game survives text and file round trips unchanged. */
static void
test_save_load (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosGameRecord) loaded = NULL;
  g_autoptr(GrosGameRecord) from_file = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autofree char *path = NULL;
  guint64 rng = 99;
  gsize length;
  GrosGame replayed;

  fixture_start (&f, 3, STARTER_SIGIL, G_MAXUINT64 - 5); /* a seed past 2^63 stays exact */
  fixture_play (&f, &rng, ACTION_CAP);

  data = gros_game_record_to_data (f.record, &length);
  g_assert_cmpuint (length, ==, strlen (data));
  loaded = gros_game_record_load_from_data (data, length, "test.gros-game", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gros_game_record_get_seed (loaded), ==, G_MAXUINT64 - 5);
  g_assert_cmpuint (gros_game_record_get_n_seats (loaded), ==, 3);
  g_assert_cmpmem (gros_game_record_get_params (loaded), sizeof (GrosRulesParams),
                   gros_game_record_get_params (f.record), sizeof (GrosRulesParams));
  for (guint s = 0; s < 3; s++)
    g_assert_cmpstrv (gros_game_record_get_deck (loaded, s),
                      gros_game_record_get_deck (f.record, s));
  g_assert_cmpuint (gros_game_record_get_n_actions (loaded), ==,
                    gros_game_record_get_n_actions (f.record));
  for (guint i = 0; i < gros_game_record_get_n_actions (loaded); i++)
    g_assert_true (gros_action_equal (gros_game_record_get_action (loaded, i),
                                      gros_game_record_get_action (f.record, i)));
  again = gros_game_record_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);

  /* A file written before a rules parameter existed plays it as Feature Film does. */
  {
    g_autoptr(GrosGameRecord) older = NULL;
    g_autofree char *text = g_strdup (data);
    char *member = strstr (text, "\"twists\" : 1,");

    g_assert_nonnull (member);
    memset (member, ' ', strlen ("\"twists\" : 1,"));
    older = gros_game_record_load_from_data (text, strlen (text), "older", &error);
    g_assert_no_error (error);
    g_assert_cmpmem (gros_game_record_get_params (older), sizeof (GrosRulesParams),
                     gros_game_record_get_params (f.record), sizeof (GrosRulesParams));
  }

  path = g_build_filename (gros_test_get_data_home (), "saved.gros-game", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (gros_game_record_save (f.record, file, NULL, &error));
  g_assert_no_error (error);
  /* Saving again replaces the file whole. */
  g_assert_true (gros_game_record_save (f.record, file, NULL, &error));
  g_assert_no_error (error);
  from_file = gros_game_record_load (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (gros_game_record_replay (from_file, gros_game_decks_get_db (f.decks),
                                          GROS_GAME_RECORD_ALL, &replayed, &error));
  g_assert_no_error (error);
  assert_same_game (&f.game, &replayed);
  fixture_clear (&f);
}

/* Fixed Titles are kept as words and come back as the same word ids. */
static void
test_titles (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosGameRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree uint16_t *storage = NULL;
  g_autofree char *data = NULL;
  const char *title[] = { "Attack", "Bees", NULL };
  uint16_t deck[10];
  GrosGameSetup setup = { 0 }, again;

  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    {
      g_autofree char *id = g_strdup_printf ("t:%02u", i);

      deck[i] = gros_card_db_add (db, id, id, GROS_CARD_TYPE_CHARACTER, 2, 1, FALSE, NULL,
                                  i == 3 ? "Bees" : NULL);
    }
  setup.n_seats = 2;
  setup.seed = 5;
  gros_rules_params_init_feature_film (&setup.params);
  for (guint s = 0; s < 2; s++)
    {
      setup.decks[s] = deck;
      setup.deck_sizes[s] = G_N_ELEMENTS (deck);
    }
  setup.titles[0][0] = gros_card_db_intern_word (db, "Attack");
  setup.titles[0][1] = gros_card_db_intern_word (db, "Bees");
  setup.n_title_words[0] = 2;

  record = gros_game_record_new (db, &setup);
  g_assert_cmpstrv (gros_game_record_get_title (record, 0), title);
  g_assert_cmpuint (g_strv_length ((GStrv) gros_game_record_get_title (record, 1)), ==, 0);
  data = gros_game_record_to_data (record, NULL);
  loaded = gros_game_record_load_from_data (data, strlen (data), "titles", &error);
  g_assert_no_error (error);
  g_assert_true (gros_game_record_make_setup (loaded, db, &again, &storage, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (again.n_title_words[0], ==, 2);
  g_assert_cmpuint (again.titles[0][0], ==, setup.titles[0][0]);
  g_assert_cmpuint (again.titles[0][1], ==, setup.titles[0][1]);
  g_assert_cmpuint (again.n_title_words[1], ==, 0);
  g_assert_cmpmem (again.decks[1], again.deck_sizes[1] * sizeof (uint16_t), deck, sizeof deck);
}

/* Every rules parameter is saved: a field missing from the file format would come back as
 * its default, and this pattern has no default values. */
static void
test_rules_params (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosGameRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  GrosGameSetup setup = { 0 };
  uint16_t deck[1];
  guint8 *bytes = (guint8 *) &setup.params;
  /* Up to the end of the last field (see GrosRulesParams): the bytes after it are the
   * compiler's padding, no parameter. */
  gsize used = G_STRUCT_OFFSET (GrosRulesParams, rules_revision)
               + sizeof setup.params.rules_revision;

  deck[0] = gros_card_db_add (db, "t:01", "t", GROS_CARD_TYPE_CHARACTER, 2, 1, FALSE, NULL, NULL);
  setup.n_seats = 2;
  for (guint s = 0; s < 2; s++)
    {
      setup.decks[s] = deck;
      setup.deck_sizes[s] = 1;
    }
  g_assert_cmpuint (sizeof setup.params - used, <, G_ALIGNOF (GrosRulesParams));
  for (guint i = 0; i < used; i++)
    bytes[i] = 0x31 + i * 7;

  record = gros_game_record_new (db, &setup);
  data = gros_game_record_to_data (record, NULL);
  loaded = gros_game_record_load_from_data (data, strlen (data), "params", &error);
  g_assert_no_error (error);
  g_assert_cmpmem (gros_game_record_get_params (loaded), sizeof (GrosRulesParams),
                   &setup.params, sizeof (GrosRulesParams));
}

/* New games are played by the current readings (rules-revision); a file without the
 * parameter was saved before it and reads 0, even where the format's default is not 0, and
 * saves again without it. */
static void
test_rules_revision (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosGameRecord) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GString) before = NULL;
  GrosGameSetup setup = { 0 };
  const GrosRulesParams *params;
  uint16_t deck[1];
  const char *member;

  deck[0] = gros_card_db_add (db, "t:01", "t", GROS_CARD_TYPE_CHARACTER, 2, 1, FALSE, NULL, NULL);
  setup.n_seats = 2;
  for (guint s = 0; s < 2; s++)
    {
      setup.decks[s] = deck;
      setup.deck_sizes[s] = 1;
    }
  gros_rules_params_init_for_format (&setup.params, GROS_FORMAT_EPISODE);
  g_assert_cmpuint (setup.params.rules_revision, ==, GROS_RULES_REVISION);

  record = gros_game_record_new (db, &setup);
  data = gros_game_record_to_data (record, NULL);
  member = g_strrstr (data, ",\n    \"rules-revision\" : 1");
  g_assert_nonnull (member);

  before = g_string_new (data);
  g_string_erase (before, member - data, strlen (",\n    \"rules-revision\" : 1"));
  old = gros_game_record_load_from_data (before->str, before->len, "old", &error);
  g_assert_no_error (error);
  params = gros_game_record_get_params (old);
  g_assert_cmpuint (params->rules_revision, ==, 0);
  g_assert_cmpuint (params->end_on_twists, ==, 1);
  again = gros_game_record_to_data (old, NULL);
  g_assert_cmpstr (again, ==, before->str);
}

/* Each damaged file is refused with an error that says what is wrong and where. */
static void
test_corrupted (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  guint64 rng = 3;
  struct
  {
    const char *from;   /* replaced once in the saved text; NULL: truncate the text */
    const char *to;
    int         code;
    const char *message; /* a part of the error message */
  } cases[] = {
    { NULL, NULL, DRIVE_IN_ERROR_PARSE, "broken.gros-game:" },
    { "\"drive-in-game\" : 1", "\"drive-in-film\" : 1", DRIVE_IN_ERROR_PARSE, "not a Drive-In game" },
    { "\"drive-in-game\" : 1", "\"drive-in-game\" : 9", DRIVE_IN_ERROR_INVALID, "version 9" },
    { "\"seats\" : 2", "\"seats\" : 7", DRIVE_IN_ERROR_INVALID, "“seats” is 7" },
    { "\"seats\" : 2", "\"seats\" : 3", DRIVE_IN_ERROR_INVALID, "3 seats but 2 players" },
    { "\"seed\" : \"", "\"seed\" : \"x", DRIVE_IN_ERROR_INVALID, "“seed”" },
    { "\"hand-limit\" : 6", "\"hand-limit\" : \"six\"", DRIVE_IN_ERROR_INVALID, "hand-limit" },
    { "\"drive-in:", "\"drive in:", DRIVE_IN_ERROR_INVALID, "player 1: “deck” entry 1" },
    { "\"cast seat=1", "\"cast seat=1 card=x", DRIVE_IN_ERROR_PARSE, "action 1:" },
    { "\"cast seat=1", "\"fly seat=1", DRIVE_IN_ERROR_PARSE, "action 1: Unknown action" },
    { "\"cast seat=1", "\"cast seat=5", DRIVE_IN_ERROR_INVALID, "action 1" },
    { "\"reveals\" : [", "\"reveals\" : [ 100000 ], \"old\" : [", DRIVE_IN_ERROR_INVALID,
      "“reveals” entry 1" },
  };

  fixture_start (&f, 2, STARTER_SIGIL, 11);
  fixture_play (&f, &rng, 30);
  data = gros_game_record_to_data (f.record, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GrosGameRecord) loaded = NULL;
      g_autofree char *broken = NULL;
      const char *at;

      if (cases[i].from == NULL)
        broken = g_strndup (data, strlen (data) / 2);
      else
        {
          at = strstr (data, cases[i].from);
          g_assert_nonnull (at);
          broken = g_strdup_printf ("%.*s%s%s", (int) (at - data), data, cases[i].to,
                                    at + strlen (cases[i].from));
        }
      loaded = gros_game_record_load_from_data (broken, strlen (broken), "broken.gros-game",
                                                &error);
      g_assert_null (loaded);
      g_assert_error (error, DRIVE_IN_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not say “%s”", i, error->message, cases[i].message);
      g_assert_nonnull (strstr (error->message, "broken.gros-game"));
      g_clear_error (&error);
    }
  fixture_clear (&f);
}

/* A well-formed record whose actions do not fit its game: replay names the action. */
static void
test_replay_illegal (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosGameRecord) loaded = NULL;
  g_autoptr(GrosGameRecord) unknown = NULL;
  g_autofree char *data = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *action_text = NULL;
  const GrosAction *first;
  GrosAction wrong;
  guint64 rng = 5;
  GrosGame replayed;
  guint index;

  fixture_start (&f, 2, STARTER_SIGIL, 21);
  fixture_play (&f, &rng, 60);

  /* The first action after set-up that the other seat takes: make the first seat take it. */
  for (index = 1; index < gros_game_record_get_n_actions (f.record); index++)
    if (gros_game_record_get_action (f.record, index)->seat
        != gros_game_record_get_action (f.record, index - 1)->seat)
      break;
  g_assert_cmpuint (index, <, gros_game_record_get_n_actions (f.record));
  data = gros_game_record_to_data (f.record, NULL);
  loaded = gros_game_record_load_from_data (data, strlen (data), "x", &error);
  g_assert_no_error (error);
  wrong = *gros_game_record_get_action (loaded, index);
  wrong.seat = 1 - wrong.seat;
  gros_game_record_truncate (loaded, index);
  gros_game_record_add_action (loaded, &wrong);
  g_assert_false (gros_game_record_replay (loaded, gros_game_decks_get_db (f.decks),
                                           GROS_GAME_RECORD_ALL, &replayed, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  action_text = gros_action_to_string (&wrong);
  expected = g_strdup_printf ("Action %u (“%s”)", index + 1, action_text);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” does not name “%s”", error->message, expected);
  g_clear_error (&error);
  /* Replaying only the good part still works. */
  g_assert_true (gros_game_record_replay (loaded, gros_game_decks_get_db (f.decks), index,
                                          &replayed, &error));
  g_assert_no_error (error);

  /* A card the db does not have. */
  first = gros_game_record_get_action (f.record, 0);
  g_assert_nonnull (first);
  broken = g_strdup (data);
  memcpy (strstr (broken, "\"drive-in:") + 1, "drive-xx", 8);
  unknown = gros_game_record_load_from_data (broken, strlen (broken), "x", &error);
  g_assert_no_error (error);
  g_assert_false (gros_game_record_replay (unknown, gros_game_decks_get_db (f.decks),
                                           GROS_GAME_RECORD_ALL, &replayed, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "drive-xx:"));
  fixture_clear (&f);
}

static guint
find_action (GrosGame   *game,
             GrosActKind kind,
             GrosAction *out)
{
  GrosAction actions[GROS_MAX_ACTIONS];
  guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind)
      {
        *out = actions[i];
        return TRUE;
      }
  return FALSE;
}

/* Undo goes back over actions that showed nothing, never over a draw or a shuffle. */
static void
test_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosGameRecord) loaded = NULL;
  g_autofree char *data = NULL;
  GrosGame at_start, replayed;
  GrosAction action;
  guint64 rng = 17;
  guint start, guard = 0;

  fixture_start (&f, 2, STARTER_SIGIL, 31);
  g_assert_true (gros_game_record_can_undo_to (f.record, 0));
  g_assert_false (gros_game_record_can_undo_to (f.record, 1));

  /* Into the second round's Play phase, where passing is quiet and ending the turn is not. */
  while (f.game.round < 2 || f.game.phase != GROS_PHASE_PLAY)
    {
      g_assert_cmpuint (guard++, <, ACTION_CAP);
      fixture_play (&f, &rng, 1);
      g_assert_false (gros_game_is_over (&f.game));
    }
  start = f.game.n_actions;
  gros_game_copy (&at_start, &f.game);
  g_assert_true (gros_game_record_can_undo_to (f.record, start));

  /* Popcorn from a discard shows the acting seat's own card: undo stays allowed. */
  if (find_action (&f.game, GROS_ACT_POPCORN_DISCARD, &action))
    {
      g_assert_true (gros_game_record_apply (f.record, &f.game, &action, NULL, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (gros_game_record_can_undo_to (f.record, start));
    }
  g_assert_true (find_action (&f.game, GROS_ACT_PASS, &action));
  g_assert_true (gros_game_record_apply (f.record, &f.game, &action, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f.game.phase, ==, GROS_PHASE_DISCARD);
  g_assert_true (gros_game_record_can_undo_to (f.record, start));
  g_assert_cmpuint (gros_game_record_get_undo_floor (f.record), <=, start);

  /* Undo is a replay to fewer actions. */
  g_assert_true (gros_game_record_replay (f.record, gros_game_decks_get_db (f.decks), start,
                                          &replayed, &error));
  g_assert_no_error (error);
  assert_same_game (&at_start, &replayed);

  /* Ending the turn makes the next seat draw: no undo back over it. */
  while (!find_action (&f.game, GROS_ACT_END_TURN, &action))
    {
      g_assert_true (find_action (&f.game, GROS_ACT_DISCARD, &action));
      g_assert_true (gros_game_record_apply (f.record, &f.game, &action, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_true (gros_game_record_apply (f.record, &f.game, &action, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (gros_game_record_can_undo_to (f.record, start));
  g_assert_false (gros_game_record_can_undo_to (f.record, f.game.n_actions - 1));
  g_assert_true (gros_game_record_can_undo_to (f.record, f.game.n_actions));
  g_assert_cmpuint (gros_game_record_get_undo_floor (f.record), ==, f.game.n_actions);
  g_assert_false (gros_game_record_can_undo_to (f.record, f.game.n_actions + 1));

  /* The reveal points survive a save and load. */
  data = gros_game_record_to_data (f.record, NULL);
  loaded = gros_game_record_load_from_data (data, strlen (data), "undo", &error);
  g_assert_no_error (error);
  g_assert_false (gros_game_record_can_undo_to (loaded, start));
  g_assert_cmpuint (gros_game_record_get_undo_floor (loaded), ==,
                    gros_game_record_get_undo_floor (f.record));

  /* An action added without its effect is never undone until a replay knows it. */
  gros_game_record_truncate (loaded, start);
  g_assert_cmpuint (gros_game_record_get_n_actions (loaded), ==, start);
  g_assert_true (find_action (&at_start, GROS_ACT_PASS, &action));
  gros_game_record_add_action (loaded, &action);
  g_assert_false (gros_game_record_can_undo_to (loaded, start));
  g_assert_true (gros_game_record_replay (loaded, gros_game_decks_get_db (f.decks),
                                          GROS_GAME_RECORD_ALL, &replayed, &error));
  g_assert_no_error (error);
  g_assert_true (gros_game_record_can_undo_to (loaded, start));
  fixture_clear (&f);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/record/replay-starter", test_replay_starter);
  g_test_add_func ("/gros/record/replay-dc", test_replay_dc);
  g_test_add_func ("/gros/record/replay-past-end", test_replay_past_end);
  g_test_add_func ("/gros/record/save-load", test_save_load);
  g_test_add_func ("/gros/record/titles", test_titles);
  g_test_add_func ("/gros/record/rules-params", test_rules_params);
  g_test_add_func ("/gros/record/rules-revision", test_rules_revision);
  g_test_add_func ("/gros/record/corrupted", test_corrupted);
  g_test_add_func ("/gros/record/replay-illegal", test_replay_illegal);
  g_test_add_func ("/gros/record/undo", test_undo);

  return g_test_run ();
}
