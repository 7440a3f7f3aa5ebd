/* test-rules-scenario.c: the positions API, the scenario format and drive-in-cli scenario;
 * every scenario file of tests/scenarios must hold. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <json-glib/json-glib.h>

#include "drive-in-library.h"
#include "test-rules-common.h"
#include "gros-game-id.h"

static GameScenario *
load (const char *text,
      GError    **error)
{
  return game_scenario_new_from_data (text, -1, "test.scenario", NULL, error);
}

/* ---- Positions ---------------------------------------------------------------------- */

/* Cards are numbered in the order they are added; zones keep the order given, the bottom
 * flag puts a card under the others; the permutation stays whole. */
static void
test_position_order_and_conservation (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint a = trc_card (db, "A", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, NULL);
  guint b = trc_card (db, "B", GROS_CARD_TYPE_PROP, 1, 0, FALSE, NULL, NULL);
  g_autofree GrosGame *g = trc_position (db, 3);
  g_autofree char *message = NULL;
  int top, bottom, hero, prop, drawn;

  top = trc_put (g, a, 2, GROS_ZONE_DECK);
  bottom = trc_put_flags (g, b, 2, GROS_ZONE_DECK, GROS_POSITION_BOTTOM);
  hero = trc_put (g, a, 0, GROS_ZONE_MOVIE);
  prop = trc_attach (g, b, hero);
  trc_put (g, a, 1, GROS_ZONE_GRAVEYARD);
  trc_put (g, a, 1, GROS_ZONE_REMOVED);
  trc_fill_deck (g, a, 0, 3);
  trc_fill_deck (g, a, 1, 3);

  g_assert_cmpint (top, ==, 0);
  g_assert_cmpint (bottom, ==, 1);
  g_assert_cmpint (g->n_cards, ==, 12);
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 2, 0), ==, bottom);
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 2, 1), ==, top);
  g_assert_cmpint (g->cards[prop].host, ==, hero);
  g_assert_true (gros_game_check_invariants (g, &message));

  gros_position_set_turn (g, 1, 3, 8, GROS_PHASE_DISCARD);
  trc_finish (g);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_DISCARD);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  /* Seat 3 draws the top card first when its turn comes. */
  trc_do (g, "end-turn seat=2");
  g_assert_cmpuint (g->active, ==, 2);
  drawn = gros_game_zone_card (g, GROS_ZONE_HAND, 2, 0);
  g_assert_cmpint (drawn, ==, top);
  g_assert_true (gros_game_check_invariants (g, &message));
}

/* Knowledge follows the zones: hands are known to their seat, face-down cards to their
 * owner, decks to nobody, the rest to everyone. */
static void
test_position_knowledge (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint a = trc_card (db, "A", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, NULL);
  guint t = trc_card (db, "T", GROS_CARD_TYPE_PLOT_TWIST, 1, 0, FALSE, NULL, NULL);
  g_autofree GrosGame *g = trc_position (db, 2);
  int deck, hand, twist, shown;

  deck = trc_put (g, a, 0, GROS_ZONE_DECK);
  hand = trc_put (g, a, 0, GROS_ZONE_HAND);
  shown = trc_put_flags (g, a, 0, GROS_ZONE_HAND, GROS_CARD_REVEALED);
  twist = trc_put_flags (g, t, 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_fill_deck (g, a, 1, 2);
  trc_finish (g);

  g_assert_false (gros_game_card_visible_to (g, deck, 0));
  g_assert_true (gros_game_card_visible_to (g, hand, 0));
  g_assert_false (gros_game_card_visible_to (g, hand, 1));
  g_assert_true (gros_game_card_visible_to (g, shown, 1));
  g_assert_true (gros_game_card_visible_to (g, twist, 0));
  g_assert_false (gros_game_card_visible_to (g, twist, 1));
}

/* gros_position_finish() refuses what cannot be: states on cards out of play, a banked
 * card that is no face-up Twist, a seat out of range. */
static void
test_position_refuses (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint a = trc_card (db, "A", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, NULL);
  guint t = trc_card (db, "T", GROS_CARD_TYPE_PLOT_TWIST, 1, 0, FALSE, NULL, NULL);
  struct
  {
    guint        def;
    GrosZoneKind kind;
    guint        flags;
  } bad[] = {
    { a, GROS_ZONE_HAND, GROS_CARD_TIPPED },
    { a, GROS_ZONE_DECK, GROS_CARD_KNOCKED_OUT },
    { a, GROS_ZONE_GRAVEYARD, GROS_CARD_FACE_DOWN },
    { a, GROS_ZONE_MOVIE, GROS_CARD_BANKED },
    { t, GROS_ZONE_MOVIE, GROS_CARD_BANKED | GROS_CARD_FACE_DOWN },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree GrosGame *g = trc_position (db, 2);
      g_autoptr(GError) error = NULL;

      trc_put_flags (g, bad[i].def, 0, bad[i].kind, bad[i].flags);
      g_assert_false (gros_position_finish (g, NULL, NULL, &error));
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
    }
  {
    g_autofree GrosGame *g = trc_position (db, 2);
    g_autoptr(GError) error = NULL;

    g->active = 4;
    g_assert_false (gros_position_finish (g, NULL, NULL, &error));
    g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  }
}

/* ---- The format --------------------------------------------------------------------- */

static const char small_game[] =
  "[game]\n"
  "seats = 2\n"
  "active = 1\n"
  "[card Hero]\n"
  "type = character\n"
  "stat = 2\n"
  "word = Hero\n"
  "[card Beast]\n"
  "type = creature\n"
  "stat = 9\n"
  "[seat 1]\n"
  "deck = @top Hero, Beast, @bottom Hero\n"
  "hand = @beast Beast\n"
  "movie = Hero\n"
  "title = Hero\n"
  "[seat 2 movie]\n"
  "@victim Hero tipped\n"
  "[seat 2]\n"
  "deck = Hero x3\n"
  "graveyard = @last Hero, @first Hero\n"
  "[actions]\n"
  "play seat=1 card=@beast movie=2\n"
  "victim seat=1 card=@beast target=@victim movie=2\n"
  "[expect]\n"
  "card @victim in graveyard 2\n"
  "graveyard 2 = 3\n"
  "ratings 1 title-cards = 1\n"
  "ratings 1 = 5\n";

/* Instances follow the file; decks and graveyards are written top first; labels work in
 * actions and expectations. */
static void
test_scenario_instances (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load (small_game, &error);
  const GrosGame *g;

  g_assert_no_error (error);
  g = ((const GrosGame *) game_scenario_get_state (sc));
  g_assert_cmpint (game_scenario_lookup_label (sc, "@top"), ==, 0);
  g_assert_cmpint (game_scenario_lookup_label (sc, "bottom"), ==, 2);
  g_assert_cmpint (game_scenario_lookup_label (sc, "@beast"), ==, 3);
  g_assert_cmpint (game_scenario_lookup_label (sc, "@victim"), ==, 5);
  g_assert_cmpint (game_scenario_lookup_label (sc, "@last"), ==, 9);
  g_assert_cmpint (game_scenario_lookup_label (sc, "@nobody"), ==, GROS_NO_CARD);
  g_assert_cmpstr (game_scenario_get_label (sc, 5), ==, "victim");
  g_assert_null (game_scenario_get_label (sc, 1));
  /* Top of the deck = end of the slice. */
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 0, 2), ==, 0);
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 0, 0), ==, 2);
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_GRAVEYARD, 1, 1), ==, 9);
  g_assert_true (g->cards[5].flags & GROS_CARD_TIPPED);
  g_assert_cmpuint (game_scenario_get_n_actions (sc), ==, 2);

  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, 2);
  g_assert_cmpuint (game_scenario_get_n_failed (sc), ==, 0);
  g_assert_cmpuint (game_scenario_get_checks (sc)->len, ==, 4);
}

/* The log holds every applied action with its line, then the events it caused. */
static void
test_scenario_log (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load (small_game, &error);
  GPtrArray *log;
  guint actions = 0, events = 0;

  g_assert_no_error (error);
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  log = game_scenario_get_log (sc);
  for (guint i = 0; i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);

      if (e->action != NULL)
        {
          actions++;
          g_assert_cmpuint (e->line, ==, actions == 1 ? 22 : 23);
        }
      else if (e->line > 0)
        events++;
      g_assert_nonnull (e->text);
    }
  g_assert_cmpuint (actions, ==, 2);
  g_assert_cmpuint (events, >, 3);
}

/* An illegal action stops the run with its line and reason; later expectations are not
 * reached, earlier ones are kept. */
static void
test_scenario_illegal_action (void)
{
  static const char text[] =
    "[game]\n"
    "[card Hero]\n"
    "type = character\n"
    "stat = 2\n"
    "[seat 1]\n"
    "deck = Hero\n"
    "hand = @h Hero\n"
    "[seat 2]\n"
    "deck = Hero\n"
    "movie = @v Hero\n"
    "[actions]\n"
    "expect hand 1 = 1\n"
    "play seat=1 card=@h movie=2\n"
    "expect movie 1 = 1\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load (text, &error);
  GPtrArray *checks;

  g_assert_no_error (error);
  g_assert_false (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "test.scenario:13:"));
  g_assert_nonnull (strstr (error->message, "not a legal action"));
  checks = game_scenario_get_checks (sc);
  g_assert_cmpuint (checks->len, ==, 2);
  g_assert_true (((GameScenarioCheck *) g_ptr_array_index (checks, 0))->passed);
  g_assert_false (((GameScenarioCheck *) g_ptr_array_index (checks, 1))->checked);
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, 0);
}

/* An action naming a card the game does not hold is refused before anything describes it
 * (the log keeps no line of it), and a second run plays nothing again. */
static void
test_scenario_refused_undescribed (void)
{
  static const char text[] =
    "[game]\n"
    "[card Hero]\n"
    "type = character\n"
    "stat = 2\n"
    "[seat 1]\n"
    "deck = Hero\n"
    "hand = @h Hero\n"
    "[seat 2]\n"
    "deck = Hero\n"
    "[actions]\n"
    "play seat=1 card=@h movie=1\n"
    "play seat=1 card=200 movie=1\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load (text, &error);
  GPtrArray *log;
  guint n_log;

  g_assert_no_error (error);
  g_assert_false (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "test.scenario:12:"));
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, 1);
  log = game_scenario_get_log (sc);
  n_log = log->len;
  g_assert_cmpuint (n_log, >, 0);
  for (guint i = 0; i < log->len; i++)
    g_assert_cmpuint (((GameScenarioLogEntry *) g_ptr_array_index (log, i))->line, !=, 12);

  g_clear_error (&error);
  game_scenario_run (sc, GAME_VIEWER_ALL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, 1);
  g_assert_cmpuint (game_scenario_get_log (sc)->len, ==, n_log);
}

/* A false expectation is reported with what was found. */
static void
test_scenario_expect_failure (void)
{
  static const char text[] =
    "[game]\n"
    "[card Hero]\n"
    "type = character\n"
    "stat = 2\n"
    "[seat 1]\n"
    "movie = @h Hero, Hero\n"
    "deck = Hero\n"
    "[seat 2]\n"
    "deck = Hero\n"
    "[expect]\n"
    "defense 1 = 5\n"
    "defense 1 >= 4\n"
    "winner 1\n"
    "card @h has Male\n"
    "card @h lacks Male\n"
    "legal pass seat=1\n"
    "illegal pass seat=2\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load (text, &error);
  GPtrArray *checks;
  const GameScenarioCheck *c;
  gboolean expected[] = { FALSE, TRUE, FALSE, FALSE, TRUE, TRUE, TRUE };

  g_assert_no_error (error);
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  checks = game_scenario_get_checks (sc);
  g_assert_cmpuint (checks->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < checks->len; i++)
    {
      c = g_ptr_array_index (checks, i);
      g_assert_true (c->checked);
      g_assert_cmpint (c->passed, ==, expected[i]);
    }
  c = g_ptr_array_index (checks, 0);
  g_assert_cmpstr (c->actual, ==, "defense is 4");
  g_assert_cmpuint (c->line, ==, 11);
  c = g_ptr_array_index (checks, 2);
  g_assert_cmpstr (c->actual, ==, "the game is not over");
  g_assert_cmpuint (game_scenario_get_n_failed (sc), ==, 3);
}

/* Bad files give an error naming the file and the line, never a crash. */
static void
test_scenario_bad_input (void)
{
  static const struct
  {
    const char *text;
    guint       line;   /* 0: the message names no line */
  } bad[] = {
    { "", 0 },
    { "seats = 2\n", 1 },
    { "[game]\nseats = 9\n", 2 },
    { "[game]\nseats = two\n", 2 },
    { "[game]\nflavour = strawberry\n", 2 },
    { "[game]\n[seat 3]\nhand = Hero\n", 2 },
    { "[game]\n[seat 1]\nhand = Nobody\n", 3 },
    { "[game]\n[seat 1]\nhand = \"Unclosed\n", 3 },
    { "[game]\n[card X]\ntype = character\n[seat 1]\nhand = X tipped\n", 5 },
    { "[game]\n[card X]\ntype = character\n[seat 1]\nmovie = X banked\n", 5 },
    { "[game]\n[card X]\ntype = character\n[seat 1]\nhand = @a X, @a X\n", 5 },
    { "[game]\n[card X]\ntype = character\n[seat 1]\nhand = @a X x2\n", 5 },
    { "[game]\n[card X]\n", 2 },
    { "[game]\n[card X]\ntype = dragon\n", 3 },
    { "[game]\n[card X]\ntype = character\n[card X]\ntype = prop\n", 4 },
    { "[game]\n[card X]\ntype = character\n[seat 1 hand]\nX\n  X\n", 6 },
    { "[game]\n[bogus]\n", 2 },
    { "[game]\n[seat 1 attic]\n", 2 },
    { "[game]\n[actions]\nfly seat=1\n", 3 },
    { "[game]\n[actions]\npass seat=7\n", 3 },
    { "[game]\n[actions]\npass seat=1 card=@nobody\n", 3 },
    { "[game]\n[expect]\ndefense 1 about 3\n", 3 },
    { "[game]\n[expect]\nweather sunny\n", 3 },
    { "[game]\n[expect]\nphase lunch\n", 3 },
    { "[game]\n[expect]\ncard 99 in hand 1\n", 3 },
    { "[game]\n[card X]\ntype = fx\nscript = play teleport\n", 2 },
    { "[game]\nstep = nap\n", 2 },
    { "[game]\n[seat 1]\ntitle = a, b, c, d, e, f, g\n", 3 },
    { "[game]\nhand-limit = 0\n", 2 },
    { "[game]\n[seat 1]\ntitle-cards = \"Nobody\"\n", 3 },
    { "[game]\n[shared deck]\n", 2 },
    { "[game]\n[card X]\ntype = character\n[seat 1]\nhand = X x400\n", 5 },
    { "[game]\n[expect]\n[expect]\n", 3 },
    { "[game]\n[actions]\n[actions]\n", 3 },
    /* A section or a key given twice: one of the two would be lost. */
    { "[game]\nseats = 3\n[game]\nseats = 2\n", 3 },
    { "[game]\nseats = 3\nseats = 2\n", 3 },
    { "[game]\n[seat 1]\npopcorn = 2\n[seat  1]\npopcorn = 3\n", 4 },
    { "[game]\n[seat 1]\npopcorn = 2\npopcorn = 3\n", 4 },
    { "[game]\n[seat 1 hand]\n[seat 1 hand]\n", 3 },
    { "[game]\n[seat ]\npopcorn = 2\n", 2 },
    { "[game]\n[seat 1]\npopcorn = 2 # caf\xe9\n", 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GameScenario) sc = load (bad[i].text, &error);
      g_autofree char *prefix = bad[i].line > 0 ? g_strdup_printf ("test.scenario:%u:",
                                                                   bad[i].line)
                                                : g_strdup ("test.scenario:");

      if (sc != NULL)
        g_error ("Case %u was accepted:\n%s", i, bad[i].text);
      g_assert_nonnull (error);
      g_assert_true (error->domain == DRIVE_IN_ERROR);
      if (!g_str_has_prefix (error->message, prefix))
        g_error ("Case %u: “%s” does not start with “%s”", i, error->message, prefix);
    }
}

/* Damaged copies of a valid file load or fail cleanly; those that load also run. */
static void
test_scenario_mutations (void)
{
  g_autoptr(GFile) file = gros_test_get_source_file ("scenarios/doc-climax.scenario");
  g_autofree char *contents = NULL;
  gsize length;
  GRand *rand = g_rand_new_with_seed (1234);
  guint loaded = 0;

  g_assert_true (g_file_load_contents (file, NULL, &contents, &length, NULL, NULL));
  for (guint i = 0; i < 400; i++)
    {
      g_autofree char *copy = g_strndup (contents, length);
      g_autoptr(GError) error = NULL;
      g_autoptr(GameScenario) sc = NULL;
      static const char alphabet[] = " \n=@#\"[]x,-019abcz";
      guint n = 1 + g_rand_int_range (rand, 0, 4);

      for (guint k = 0; k < n; k++)
        {
          guint at = g_rand_int_range (rand, 0, length);

          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:
              copy[at] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
              break;
            case 1:
              copy[at] = '\0';
              break;
            default:
              memmove (copy + at, copy + at + 1, length - at - 1);
              copy[length - 1] = ' ';
              break;
            }
        }
      sc = load (copy, &error);
      if (sc == NULL)
        {
          g_assert_nonnull (error);
          continue;
        }
      loaded++;
      game_scenario_run (sc, GAME_VIEWER_ALL, NULL);
    }
  g_rand_free (rand);
  /* Most one-byte changes land in comments or names and still load. */
  g_assert_cmpuint (loaded, >, 0);
}

/* Every scenario file of tests/scenarios holds. */
static void
test_scenario_files (void)
{
  g_autoptr(GFile) dir = gros_test_get_source_file ("scenarios");
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;
  GFileInfo *info;
  guint n = 0;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (children, NULL, &error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".scenario"))
        {
          g_autoptr(GameScenario) sc = NULL;

          g_test_message ("%s", name);
          sc = trc_scenario (name);
          g_assert_cmpuint (game_scenario_get_n_applied (sc), ==,
                            game_scenario_get_n_actions (sc));
          n++;
        }
      g_object_unref (info);
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n, >=, 3);
}

/* Cards of an imported release are named by id (the official release is read at run time
 * only: no card text of it is in the repository). */
static void
test_scenario_official_release (void)
{
  static const char text[] =
    "[game]\n"
    "releases = gros-dc\n"
    "active = 2\n"
    "[seat 1]\n"
    "deck = gros-dc:01-03 x3\n"
    "movie = @hero gros-dc:01-04\n"
    "[seat 2]\n"
    "deck = gros-dc:01-03 x3\n"
    "hand = @beast gros-dc:01-05\n"
    "popcorn = 3\n"
    "[actions]\n"
    "play seat=2 card=@beast movie=1\n"
    "[expect]\n"
    "popcorn 2 = 0\n";
  g_autoptr(GFile) release = gros_test_get_shared_release ();
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GameScenario) sc = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  const GrosGame *g;

  if (release == NULL)
    {
      g_test_skip ("The official release is not available");
      return;
    }
  library = drive_in_library_new (NULL);
  g_assert_true (drive_in_library_import_release (library, release, &sigil, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sigil, ==, "gros-dc");

  sc = load (text, &error);
  g_assert_no_error (error);
  g = ((const GrosGame *) game_scenario_get_state (sc));
  g_assert_cmpstr (gros_game_card_def (g, game_scenario_lookup_label (sc, "@beast"))->id, ==,
                   "gros-dc:01-05");
  g_assert_cmpint (gros_game_card_def (g, game_scenario_lookup_label (sc, "@hero"))->type, ==,
                   GROS_CARD_TYPE_CHARACTER);
  /* The attack goes by the cards' own scripts; the Creature is paid for either way. */
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, 1);
  g_assert_cmpuint (game_scenario_get_n_failed (sc), ==, 0);

  /* Names of another release than the ones listed are not looked up. */
  {
    g_autoptr(GameScenario) other = load ("[game]\nreleases = gros-dc\n[seat 1]\n"
                                           "hand = drive-in:01-05\n", &error);

    g_assert_null (other);
    g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  }
}

/* ---- drive-in-cli scenario ---------------------------------------------------------- */

static int
run_cli (const char  *scenario,
         gboolean     json,
         char       **out_stdout)
{
  const char *cli = DRIVE_IN_CLI_PATH;
  g_autoptr(GFile) file = gros_test_get_source_file (scenario);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  const char *argv[] = { cli, "scenario", path, json ? "--json" : NULL, NULL };
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, out_stdout,
                NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* Exit 0 when every expectation holds; the JSON document carries the seats, zones, log,
 * legal actions and expectations. */
static void
test_cli_scenario (void)
{
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *position, *seat;
  JsonArray *legal;

  if (!g_file_test (DRIVE_IN_CLI_PATH, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("drive-in-cli is not built");
      return;
    }
  g_assert_cmpint (run_cli ("scenarios/doc-climax.scenario", TRUE, &out), ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "applied"), ==, 2);
  g_assert_true (json_object_get_null_member (root, "error"));
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, GROS_GAME_ID);
  g_assert_cmpint (json_object_get_int_member (root, "deciding"), ==, 2);
  /* GROS writes the position itself, as every game does. */
  position = json_object_get_object_member (root, "position");
  g_assert_cmpstr (json_object_get_string_member (position, "phase"), ==, "play");
  g_assert_cmpint (json_object_get_int_member (position, "active"), ==, 2);
  seat = json_array_get_object_element (json_object_get_array_member (position, "seats"), 0);
  g_assert_cmpint (json_object_get_int_member (seat, "defense"), ==, 10);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (
                     json_object_get_object_member (seat, "zones"), "movie")), ==, 1);
  legal = json_object_get_array_member (root, "legal");
  g_assert_cmpuint (json_array_get_length (legal), >, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "expectations")),
                    ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "log")), >, 0);
  /* The file's labels name its cards in the position, in JSON and in text. */
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_object_get_array_member (
                       json_object_get_object_member (seat, "zones"), "graveyard"), 0),
                     "label"), ==, "credits");
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli ("scenarios/doc-climax.scenario", FALSE, &out), ==, 0);
  g_assert_nonnull (strstr (out, "(Grave Robbers From Outer Space)"));
  g_assert_nonnull (strstr (out, "#3 @credits Credits"));
  g_assert_nonnull (strstr (out, "#5 @b Star  (Defense 10)"));
}

/* Exit 1 when an expectation fails or an action is illegal, 2 when the file is bad. */
static void
test_cli_scenario_status (void)
{
  g_autofree char *out = NULL;

  if (!g_file_test (DRIVE_IN_CLI_PATH, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("drive-in-cli is not built");
      return;
    }
  g_assert_cmpint (run_cli ("scenarios/fail/wrong-expectation.scenario-fail", FALSE, &out), ==,
                   1);
  g_assert_nonnull (strstr (out, "FAIL"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli ("scenarios/fail/illegal-action.scenario-fail", FALSE, &out), ==, 1);
  g_assert_nonnull (strstr (out, "Stopped:"));
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli ("scenarios/fail/bad-file.scenario-fail", FALSE, &out), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/rules/position-order-and-conservation",
                   test_position_order_and_conservation);
  g_test_add_func ("/gros/rules/position-knowledge", test_position_knowledge);
  g_test_add_func ("/gros/rules/position-refuses", test_position_refuses);
  g_test_add_func ("/gros/rules/scenario-instances", test_scenario_instances);
  g_test_add_func ("/gros/rules/scenario-log", test_scenario_log);
  g_test_add_func ("/gros/rules/scenario-illegal-action", test_scenario_illegal_action);
  g_test_add_func ("/gros/rules/scenario-refused-undescribed",
                   test_scenario_refused_undescribed);
  g_test_add_func ("/gros/rules/scenario-expect-failure", test_scenario_expect_failure);
  g_test_add_func ("/gros/rules/scenario-bad-input", test_scenario_bad_input);
  g_test_add_func ("/gros/rules/scenario-mutations", test_scenario_mutations);
  g_test_add_func ("/gros/rules/scenario-files", test_scenario_files);
  g_test_add_func ("/gros/rules/scenario-official-release", test_scenario_official_release);
  g_test_add_func ("/gros/rules/cli-scenario", test_cli_scenario);
  g_test_add_func ("/gros/rules/cli-scenario-status", test_cli_scenario_status);

  return g_test_run ();
}
