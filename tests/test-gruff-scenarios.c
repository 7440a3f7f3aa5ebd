/* test-gruff-scenarios.c: Gruff's scenario files: every file of tests/scenarios/gruff (one
 * test each: a rule of 004 or a reading of docs/gruff.md), and the format itself (positions,
 * instance numbers, expectations, errors that name the file and the line). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>

#include "game-scenario.h"
#include "drive-in-catalog.h"
#include "drive-in-library.h"
#include "gros-test-util.h"
#include "gruff-game.h"

static DriveInCatalog *catalog;

/* ---- One test per file ----------------------------------------------------------------- */

static GameScenario *
load_file (const char  *name,
           GError     **error)
{
  g_autofree char *relative = g_build_filename ("scenarios", "gruff", name, NULL);
  g_autoptr(GFile) file = gros_test_get_source_file (relative);

  return game_scenario_new_from_file (file, catalog, error);
}

/* Every action applies and every expectation holds (all failures are reported). */
static void
test_scenario_file (gconstpointer data)
{
  const char *name = data;
  g_autoptr(GameScenario) sc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);
  GPtrArray *checks;

  sc = load_file (name, &error);
  g_assert_no_error (error);
  if (!game_scenario_run (sc, GAME_VIEWER_ALL, &error))
    g_string_append_printf (failures, "\n  %s", error->message);
  checks = game_scenario_get_checks (sc);
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      if (!c->checked || !c->passed)
        g_string_append_printf (failures, "\n  %s:%u: expect %s: %s", name, c->line, c->text,
                                c->checked ? c->actual : "not reached");
    }
  if (failures->len > 0)
    {
      g_test_fail_printf ("%s:%s", name, failures->str);
      return;
    }
  /* A scenario shows something: it has expectations, and its actions all applied. */
  g_assert_cmpuint (checks->len, >, 0);
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, game_scenario_get_n_actions (sc));
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static GPtrArray *
list_files (void)
{
  g_autoptr(GFile) dir = gros_test_get_source_file ("scenarios/gruff");
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (children, NULL, &error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".scenario"))
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
    }
  g_assert_no_error (error);
  g_ptr_array_sort (names, compare_names);
  return names;
}

/* Every reading file is listed in docs/gruff.md, and every file the docs name exists. */
static void
test_readings_documented (void)
{
  g_autoptr(GFile) docs = gros_test_get_source_file ("../docs/gruff.md");
  g_autoptr(GPtrArray) files = list_files ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autofree char *text = NULL;
  guint n_readings = 0;

  g_file_load_contents (docs, NULL, &text, NULL, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < files->len; i++)
    {
      const char *name = g_ptr_array_index (files, i);

      if (!g_str_has_prefix (name, "reading-"))
        continue;
      n_readings++;
      if (strstr (text, name) == NULL)
        g_string_append_printf (problems, "\n  docs/gruff.md does not list %s", name);
    }
  g_assert_cmpuint (n_readings, >=, 15);
  for (const char *p = strstr (text, "reading-"); p != NULL; p = strstr (p + 1, "reading-"))
    {
      const char *end = strstr (p, ".scenario");
      g_autofree char *name = NULL;
      gboolean found = FALSE;

      if (end == NULL || end - p > 60)
        continue;
      name = g_strndup (p, end + strlen (".scenario") - p);
      for (guint i = 0; i < files->len && !found; i++)
        found = g_str_equal (g_ptr_array_index (files, i), name);
      if (!found)
        g_string_append_printf (problems, "\n  docs/gruff.md names %s, which is not in "
                                "tests/scenarios/gruff", name);
    }
  if (problems->len > 0)
    g_test_fail_printf ("readings without their scenario:%s", problems->str);
}

/* ---- The format ---------------------------------------------------------------------------- */

static const char base[] =
  "[game]\n"
  "game = gruff\n"
  "active = 1\n"
  "step = main\n"
  "active-gruff = @bramble\n"
  "\n"
  "[seat 1]\n"
  "shepherd = \"Widow Thistlewaite\"\n"
  "left = @bramble Bramblehorn mean:6 damage:1\n"
  "centre = @moth Mothmilk dead\n"
  "right = @barnaby \"Big Barnaby\" exhausted\n"
  "hand = @goad Goad, @dust \"Moth Dust\"\n"
  "deck = @top drive-in-gruff:01-02, @second Headbutt\n"
  "discard = @last Padding, @first Stubborn\n"
  "attached = @wings \"Pale Wings\" on @moth\n"
  "life = 12\n"
  "crazy = 7\n"
  "spent = 2\n"
  "\n"
  "[seat 2]\n"
  "shepherd = @crag \"Captain Hollis Crag\"\n"
  "left = @split \"Old Splitskull\"\n"
  "centre = @thing \"The Thing in the Pen\"\n"
  "right = @tallow Tallowmound\n"
  "attached = @milky \"Milky Eyes\" on @bramble\n"
  "attack = @thing left\n"
  "deck = Whispers x3\n";

static GameScenario *
load_text (const char  *text,
           GError     **error)
{
  return game_scenario_new_from_data (text, -1, "test.scenario", catalog, error);
}

/* Instances are numbered seat by seat, in the order written; decks and discard piles are
 * written top first; every figure of the position lands where it says. */
static void
test_format_position (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load_text (base, &error);
  const GruffGame *g;
  int bramble, moth, barnaby, thing, wings, milky;

  g_assert_no_error (error);
  g = game_scenario_get_state (sc);
  g_assert_cmpint (game_scenario_lookup_label (sc, "@bramble"), ==, 1);
  g_assert_cmpint (game_scenario_lookup_label (sc, "@crag"), ==, 11);
  bramble = game_scenario_lookup_label (sc, "bramble");
  moth = game_scenario_lookup_label (sc, "moth");
  barnaby = game_scenario_lookup_label (sc, "barnaby");
  thing = game_scenario_lookup_label (sc, "thing");
  wings = game_scenario_lookup_label (sc, "wings");
  milky = game_scenario_lookup_label (sc, "milky");
  g_assert_cmpuint (g->n_cards, ==, 19);
  g_assert_cmpuint (g->phase, ==, GRUFF_PHASE_MAIN);
  g_assert_cmpuint (g->active, ==, 0);
  g_assert_cmpuint (g->first, ==, 0);
  g_assert_cmpint (g->active_gruff, ==, bramble);
  /* The active gruff is exhausted, as activation left it. */
  g_assert_true (gruff_game_is_exhausted (g, bramble));
  g_assert_cmpint (g->cards[bramble].stats[GRUFF_STAT_MEAN], ==, 6);
  g_assert_cmpint (g->cards[bramble].stats[GRUFF_STAT_FAT], ==, 2);
  g_assert_cmpuint (g->cards[bramble].damage, ==, 1);
  g_assert_true (gruff_game_is_dead (g, moth));
  g_assert_true (gruff_game_is_exhausted (g, barnaby));
  g_assert_cmpint (gruff_game_at (g, 0, 2), ==, barnaby);
  g_assert_cmpint (g->seats[0].life, ==, 12);
  g_assert_cmpint (g->seats[1].life, ==, 22);
  g_assert_cmpuint (g->seats[0].crazy, ==, 7);
  g_assert_cmpuint (g->seats[0].spent, ==, 2);
  g_assert_cmpuint (g->seats[1].crazy, ==, 0);
  g_assert_cmpuint (g->seats[0].n_abilities, ==, 7);
  /* Top first: the deck's first card is drawn next, the discard's first was the last in. */
  g_assert_cmpint (g->seats[0].deck[g->seats[0].n_deck - 1], ==,
                   game_scenario_lookup_label (sc, "top"));
  g_assert_cmpint (g->seats[0].discard[g->seats[0].n_discard - 1], ==,
                   game_scenario_lookup_label (sc, "last"));
  g_assert_cmpint (g->seats[0].hand[0], ==, game_scenario_lookup_label (sc, "goad"));
  /* Who sees what. */
  g_assert_true (gruff_game_card_visible_to (g, game_scenario_lookup_label (sc, "goad"), 0));
  g_assert_false (gruff_game_card_visible_to (g, game_scenario_lookup_label (sc, "goad"), 1));
  g_assert_false (gruff_game_card_visible_to (g, game_scenario_lookup_label (sc, "top"), 0));
  g_assert_true (gruff_game_card_visible_to (g, game_scenario_lookup_label (sc, "last"), 1));
  /* Attached cards: on their gruff, controlled by the seat that lists them. */
  g_assert_cmpuint (g->cards[wings].zone, ==, GRUFF_ZONE_ATTACHED);
  g_assert_cmpint (g->cards[wings].host, ==, moth);
  g_assert_cmpint (g->cards[milky].host, ==, bramble);
  g_assert_cmpuint (g->cards[milky].controller, ==, 1);
  g_assert_cmpint (gruff_game_stat (g, bramble, GRUFF_STAT_MEAN), ==, 3);
  /* The declared attack of seat 2 strikes the left position. */
  g_assert_cmpint (g->seats[1].attacker, ==, thing);
  g_assert_cmpuint (g->seats[1].attack_pos, ==, 0);
  g_assert_cmpint (g->seats[0].attacker, ==, -1);
  /* The second round by default: seat 1 went first and is on its second turn. */
  g_assert_cmpuint (g->seats[0].turns, ==, 2);
  g_assert_cmpuint (g->seats[1].turns, ==, 1);
  g_assert_cmpuint (g->turn, ==, 3);
}

/* Gruff's expectations: each checks what it names, and a failure says what was found. */
static void
test_format_expectations (void)
{
  static const struct
  {
    const char *text;
    gboolean    holds;
  } cases[] = {
    { "life 1 = 12", TRUE }, { "life 1 12", TRUE }, { "life 1 > 12", FALSE },
    { "life 2 >= 22", TRUE }, { "crazy 1 = 7", TRUE }, { "spent 1 = 2", TRUE },
    { "hand 1 = 2", TRUE }, { "deck 1 = 2", TRUE }, { "discard 1 != 2", FALSE },
    { "deck 2 = 3", TRUE }, { "threshold 1 = 0", TRUE }, { "turns 1 = 2", TRUE },
    { "living 1 = 2", TRUE }, { "turn = 3", TRUE }, { "actions > 0", TRUE },
    { "active 1", TRUE }, { "active 2", FALSE }, { "first 1", TRUE }, { "step main", TRUE },
    { "step activate", FALSE }, { "end none", TRUE }, { "active-gruff @bramble", TRUE },
    { "active-gruff none", FALSE }, { "line 1 right @barnaby", TRUE },
    { "line 2 left @thing", FALSE }, { "attack 2 @thing left", TRUE },
    { "attack 2 @thing centre", FALSE }, { "attack 1 none", TRUE },
    { "card @goad in hand 1", TRUE }, { "card @goad in hand", TRUE },
    { "card @goad in deck 1", FALSE }, { "card @wings on @moth", TRUE },
    { "card @milky on @moth", FALSE }, { "card @barnaby at right", TRUE },
    { "card @moth dead", TRUE }, { "card @moth not dead", FALSE },
    { "card @barnaby exhausted", TRUE }, { "card @split not exhausted", TRUE },
    { "card @goad known-to 1", TRUE }, { "card @goad hidden-from 2", TRUE },
    { "card @top known-to 1", FALSE }, { "card @bramble mean = 3", TRUE },
    { "card @bramble slider mean = 6", TRUE }, { "card @bramble damage = 1", TRUE },
    { "card @bramble attack = 3", TRUE }, { "card @bramble defense = 2", TRUE },
    { "card @bramble thorns = 0", TRUE }, { "card 1 fat = 2", TRUE },
    { "card @moth weird = 4", TRUE },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = NULL;
  g_autoptr(GString) text = g_string_new (base);
  GPtrArray *checks;

  g_string_append (text, "\n[expect]\n");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_string_append_printf (text, "%s\n", cases[i].text);
  sc = load_text (text->str, &error);
  g_assert_no_error (error);
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  checks = game_scenario_get_checks (sc);
  g_assert_cmpuint (checks->len, ==, G_N_ELEMENTS (cases));
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      g_assert_true (c->checked);
      if (c->passed != cases[i].holds)
        g_error ("expect %s: %s, found %s", c->text, cases[i].holds ? "holds" : "fails",
                 c->actual);
      if (!c->passed)
        g_assert_nonnull (c->actual);
    }
  {
    const GameScenarioCheck *c = g_ptr_array_index (checks, 2);

    g_assert_cmpstr (c->actual, ==, "life is 12");
  }
}

/* Bad files: the error names the file, the line and the problem. */
static void
test_format_errors (void)
{
  static const struct
  {
    const char *from, *to;  /* a line of base[] replaced */
    const char *message;    /* the start of the error */
  } cases[] = {
    { "life = 12", "lives = 12", "test.scenario:16: [seat 1]: unknown key “lives”" },
    { "life = 12", "life = 30", "test.scenario: [seat 1]: Life 30 is above" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "right = @barnaby Barnaby",
      "test.scenario:11: no card is called “Barnaby”" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "right = @barnaby Goad",
      "test.scenario:11: right: Goad is an ability card" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "right = @moth \"Big Barnaby\"",
      "test.scenario:11: label “@moth” is used twice" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "right = @barnaby \"Big Barnaby\" tired",
      "test.scenario:11: “tired”: a gruff is exhausted" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "right = @barnaby \"Big Barnaby\" fat:11",
      "test.scenario:11: “fat:11”: a slider runs from 0 to 10" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "right = @barnaby \"Big Barnaby",
      "test.scenario:11: a double quote is not closed" },
    { "right = @barnaby \"Big Barnaby\" exhausted", "",
      "test.scenario: [seat 1] has 2 gruffs, not 3" },
    { "attack = @thing left", "attack = @nobody", "test.scenario:26: no card is labelled" },
    { "attack = @thing left", "attack = @bramble", "test.scenario:26: attack: @bramble is not" },
    { "attached = @wings \"Pale Wings\" on @moth", "attached = @wings Headbutt on @moth",
      "test.scenario:15: attached: Headbutt is an Action" },
    { "attached = @wings \"Pale Wings\" on @moth", "attached = @wings \"Pale Wings\" @moth",
      "test.scenario:15: attached: write “CARD on @gruff”" },
    { "active-gruff = @bramble", "active-gruff = @thing",
      "test.scenario:5: active-gruff: a gruff of the active player" },
    { "active-gruff = @bramble", "", "test.scenario: step = main: say which gruff" },
    { "step = main", "step = lunch", "test.scenario:4: step: “lunch” is none of" },
    { "hand = @goad Goad, @dust \"Moth Dust\"", "hand = @goad Goad,, Goad",
      "test.scenario:12: an item of the list is empty" },
    { "[seat 2]", "[seat 3]", "test.scenario:20: Gruff has seats 1 and 2" },
    { "spent = 2", "spent = 9", "test.scenario: [seat 1]: 9 Crazy spent of 7" },
    { "deck = Whispers x3", "deck = Whispers x3\n[bench]",
      "test.scenario:28: unknown section [bench]" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GameScenario) sc = NULL;
      g_autoptr(GString) text = g_string_new (base);

      g_assert_cmpuint (g_string_replace (text, cases[i].from, cases[i].to, 1), ==, 1);
      sc = load_text (text->str, &error);
      g_assert_null (sc);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message,
                 cases[i].message);
    }
}

/* A second section of a kind, a second value of a [game] key, an unknown section or key: the
 * loader reads only the first of each, so each is refused with its line rather than dropped
 * (a second [expect] whose check fails would otherwise leave the file passing). */
static void
test_format_refuses_repeats (void)
{
  static const char *const tail = "deck = Whispers x3";  /* line 27, the last of base[] */
  static const struct
  {
    const char *from, *to;
    const char *message;
  } cases[] = {
    { NULL, "\n[expect]\nlife 1 = 12\n[expect]\nlife 1 = 1",
      "test.scenario:30: [expect] again (the first is at line 28)" },
    { NULL, "\n[actions]\nend seat=1\n[actions]\nend seat=2",
      "test.scenario:30: [actions] again (the first is at line 28)" },
    { "[seat 2]", "[seat 1]\nlife = 11\n[seat 2]",
      "test.scenario:20: [seat 1] again (the first is at line 7)" },
    { NULL, "\n[card Goat]\nkind = gruff\n[card Goat]\nkind = gruff",
      "test.scenario:30: [card Goat] again (the first is at line 28)" },
    { NULL, "\n[game]\nturn = 2", "test.scenario:28: [game] again (the first is at line 1)" },
    { "active = 1", "active = 1\nactive = 2",
      "test.scenario:4: [game]: “active” again (the first is at line 3)" },
    { "active = 1", "actve = 1", "test.scenario:3: [game]: unknown key “actve”" },
    { NULL, "\n[expects]\nlife 1 = 1", "test.scenario:28: unknown section [expects]" },
    { NULL, "\n[expect 2]\nlife 1 = 1", "test.scenario:28: [expect] takes no argument" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = NULL;
  g_autofree char *good = g_strdup_printf ("%s[expect]\nlife 1 = 12\n", base);

  /* The file the cases damage loads, and its check holds. */
  sc = load_text (good, &error);
  g_assert_no_error (error);
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_n_failed (sc), ==, 0);
  g_clear_object (&sc);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new (base);
      g_autofree char *to = cases[i].from != NULL ? g_strdup (cases[i].to)
                            : g_strconcat (tail, cases[i].to, NULL);

      g_assert_cmpuint (g_string_replace (text, cases[i].from != NULL ? cases[i].from : tail,
                                          to, 1), ==, 1);
      sc = load_text (text->str, &error);
      if (sc != NULL)
        g_error ("case %u was accepted:\n%s", i, text->str);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message,
                 cases[i].message);
      g_clear_error (&error);
    }
}

/* An expectation Gruff does not know, or a bad comparison, stops the run with the line. */
static void
test_format_bad_expectation (void)
{
  const char *const lines[] = { "wealth 1 = 3", "life 1 = many", "card @nobody dead",
                                "card @goad mean = 1", "step lunch" };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GameScenario) sc = NULL;
      g_autofree char *text = g_strdup_printf ("%s\n[expect]\n%s\n", base, lines[i]);
      g_autofree char *where = g_strdup_printf ("test.scenario:%u:", 30);

      sc = load_text (text, &error);
      g_assert_no_error (error);
      g_assert_false (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, where))
        g_error ("“%s”: the error “%s” does not name the line", lines[i], error->message);
    }
}

/* A [card] of the file: its printed values, and a script when it has one that fits. */
static void
test_format_file_cards (void)
{
  static const char text[] =
    "[game]\n"
    "game = gruff\n"
    "step = activate\n"
    "[card Plain Goat]\n"
    "kind = gruff\n"
    "mean = 3\n"
    "weird = 2\n"
    "fat = 1\n"
    "[card Loud Goat]\n"
    "kind = gruff\n"
    "weird = 2\n"
    "script = on:activate to:self weird:+3\n"
    "[card Nobody]\n"
    "kind = shepherd\n"
    "life = 9\n"
    "threshold = 4\n"
    "crazy = 1\n"
    "[seat 1]\n"
    "shepherd = Nobody\n"
    "left = @plain \"Plain Goat\"\n"
    "centre = @loud \"Loud Goat\"\n"
    "right = \"Plain Goat\"\n"
    "[seat 2]\n"
    "shepherd = Nobody\n"
    "left = \"Plain Goat\"\n"
    "centre = \"Plain Goat\"\n"
    "right = \"Plain Goat\"\n"
    "[actions]\n"
    "activate seat=1 card=@loud\n"
    "[expect]\n"
    "crazy 1 = 6\n"
    "card @plain mean = 3\n"
    "life 2 = 9\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) sc = load_text (text, &error);
  g_autoptr(GString) bad = g_string_new (text);

  g_assert_no_error (error);
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_n_failed (sc), ==, 0);
  g_clear_object (&sc);

  /* A script that does not fit its kind (a gruff's ability needs a trigger) is refused. */
  g_string_replace (bad, "on:activate to:self weird:+3", "to:own weird:+3", 1);
  sc = load_text (bad->str, &error);
  g_assert_null (sc);
  g_assert_true (g_str_has_prefix (error->message, "test.scenario:12: script: “to:own"));
}

/* step = setup deals from the seed as a real game does: same seed, same game. */
static void
test_format_setup (void)
{
  static const char text[] =
    "[game]\n"
    "game = gruff\n"
    "seed = 9\n"
    "step = setup\n"
    "[seat 1]\n"
    "shepherd = \"Widow Thistlewaite\"\n"
    "gruffs = Bramblehorn, Mothmilk, \"Big Barnaby\"\n"
    "deck = Goad x12, Headbutt x12\n"
    "[seat 2]\n"
    "shepherd = \"Captain Hollis Crag\"\n"
    "gruffs = \"Old Splitskull\", \"The Thing in the Pen\", Tallowmound\n"
    "deck = Whispers x12, Stubborn x12\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) a = load_text (text, &error);
  g_autoptr(GameScenario) b = load_text (text, &error);
  const GruffGame *g;
  GruffGame other;

  g_assert_no_error (error);
  g = game_scenario_get_state (a);
  g_assert_cmpuint (g->phase, ==, GRUFF_PHASE_ARRANGE);
  g_assert_cmpuint (g->seats[0].n_deck, ==, 24);
  /* Each scenario has its own db: the rest of the state is the same byte for byte. */
  other = *(const GruffGame *) game_scenario_get_state (b);
  other.db = g->db;
  g_assert_cmpmem (g, sizeof *g, &other, sizeof other);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) files = NULL;
  int status;

  gros_test_init (&argc, &argv);
  catalog = drive_in_catalog_new ();
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);

  g_test_add_func ("/gruff/scenario-format/position", test_format_position);
  g_test_add_func ("/gruff/scenario-format/expectations", test_format_expectations);
  g_test_add_func ("/gruff/scenario-format/errors", test_format_errors);
  g_test_add_func ("/gruff/scenario-format/refuses-repeats", test_format_refuses_repeats);
  g_test_add_func ("/gruff/scenario-format/bad-expectation", test_format_bad_expectation);
  g_test_add_func ("/gruff/scenario-format/file-cards", test_format_file_cards);
  g_test_add_func ("/gruff/scenario-format/setup", test_format_setup);
  g_test_add_func ("/gruff/scenarios/readings-documented", test_readings_documented);
  files = list_files ();
  for (guint i = 0; i < files->len; i++)
    {
      const char *name = g_ptr_array_index (files, i);
      int length = (int) (strlen (name) - strlen (".scenario"));
      g_autofree char *path = g_strdup_printf ("/gruff/scenarios/%.*s", length, name);

      g_test_add_data_func_full (path, g_strdup (name), test_scenario_file, g_free);
    }
  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
