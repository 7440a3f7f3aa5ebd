/* test-scripts.c: the card script language, the shipped script files, and scripts in play. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include "drive-in-core.h"
#include "gros-game.h"
#include "gros-script-lang.h"
#include "gros-scripts.h"
#include "gros-test-util.h"

#define NAMED_MISSING 0xffff

/* Shipped files. */

static GrosCardDb *
db_from_release (DriveInRelease *release,
                 gboolean     reversed)
{
  GListModel *cards = drive_in_release_get_cards (release);
  guint n = g_list_model_get_n_items (cards);
  GrosCardDb *db = gros_card_db_new ();

  /* Adding in reverse order makes scripts name cards the db does not hold yet. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, reversed ? n - 1 - i : i);

      gros_card_db_add_card (db, card);
    }
  return db;
}

static void
assert_filter_resolved (const GrosFilter *f,
                        const char       *id)
{
  if (f->named == NAMED_MISSING)
    g_error ("%s: a named card was never resolved", id);
}

static void
assert_script_resolved (const GrosScript *s,
                        const char       *id)
{
  for (guint m = 0; m < s->n_mods; m++)
    {
      assert_filter_resolved (&s->mods[m].per_filter, id);
      assert_filter_resolved (&s->mods[m].cond.filter, id);
    }
  for (guint k = 0; k < s->n_abilities; k++)
    {
      assert_filter_resolved (&s->abilities[k].per_filter, id);
      assert_filter_resolved (&s->abilities[k].filter, id);
      assert_filter_resolved (&s->abilities[k].cond.filter, id);
    }
}

/* Every entry of the file of @release compiles in a db holding @release, its number exists,
 * every card has an entry, and the compiled script agrees with the entry's status. */
static void
check_release_scripts (DriveInRelease *release,
                       gboolean     reversed)
{
  const char *sigil = drive_in_release_get_sigil (release);
  const GrosScriptFile *file = gros_scripts_get_file (sigil);
  g_autoptr(GrosCardDb) db = db_from_release (release, reversed);
  GListModel *cards = drive_in_release_get_cards (release);

  g_assert_nonnull (file);
  for (guint i = 0; i < file->errors->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (file->errors, i));
  g_assert_cmpuint (file->errors->len, ==, 0);

  for (guint i = 0; i < file->entries->len; i++)
    {
      const GrosScriptEntry *e = g_ptr_array_index (file->entries, i);
      g_autofree char *id = g_strdup_printf ("%s:%s", sigil, e->number);
      const GrosCardDef *def;
      guint index;

      g_assert_true (e->valid);
      if (drive_in_release_lookup_card (release, e->number) == NULL)
        g_error ("%s: the entry's card is not in the release", id);
      g_assert_true (gros_card_db_lookup (db, id, &index));
      def = gros_card_db_get (db, index);
      g_assert_nonnull (def->script);
      g_assert_cmpint (def->script->complete, ==, e->complete);
      assert_script_resolved (def->script, id);
      /* A partial entry says why, or names the handler it waits for. */
      if (!e->complete && e->note == NULL && g_strv_length (e->handlers) == 0)
        g_error ("%s: a partial entry needs a note or a handler", id);
    }

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (gros_script_file_lookup (file, drive_in_card_get_number (card)) == NULL)
        g_error ("%s has no script entry", drive_in_card_get_id (card));
    }
}

static void
test_starter_compiles (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_starter_release (NULL, &error);

  g_assert_no_error (error);
  check_release_scripts (release, FALSE);
  check_release_scripts (release, TRUE);
}

static void
test_official_compiles (void)
{
  g_autoptr(GFile) folder = gros_test_get_shared_release ();
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosCardDb) db = NULL;
  const GrosCardDef *school, *principal;
  guint school_index, principal_index;

  if (folder == NULL)
    {
      g_test_skip ("the official release is not available");
      return;
    }
  release = drive_in_release_load (folder, NULL, &error);
  g_assert_no_error (error);
  check_release_scripts (release, FALSE);
  check_release_scripts (release, TRUE);

  /* A named card resolves to that card's db index whichever was added first. */
  db = db_from_release (release, TRUE);
  g_assert_true (gros_card_db_lookup (db, "gros-dc:02-07", &school_index));
  g_assert_true (gros_card_db_lookup (db, "gros-dc:02-01", &principal_index));
  school = gros_card_db_get (db, school_index);
  principal = gros_card_db_get (db, principal_index);
  g_assert_nonnull (school->script);
  g_assert_nonnull (principal->script);
  g_assert_cmpuint (school->script->mods[0].cond.kind, ==, GROS_COND_COUNT_AT_LEAST);
  g_assert_cmpuint (school->script->mods[0].cond.filter.named, ==, principal_index + 1);
}

static void
test_coverage (void)
{
  g_auto(GStrv) sigils = gros_scripts_dup_sigils ();
  guint complete, entries;

  g_assert_true (g_strv_contains ((const char * const *) sigils, "drive-in"));
  g_assert_true (g_strv_contains ((const char * const *) sigils, "gros-dc"));
  for (guint s = 0; sigils[s] != NULL; s++)
    {
      const GrosScriptFile *file = gros_scripts_get_file (sigils[s]);
      guint counted = 0;

      g_assert_nonnull (file);
      gros_scripts_coverage (sigils[s], &complete, &entries);
      g_assert_cmpuint (entries, ==, file->entries->len);
      g_assert_cmpuint (entries, >, 0);
      for (guint i = 0; i < file->entries->len; i++)
        {
          const GrosScriptEntry *e = g_ptr_array_index (file->entries, i);

          g_assert_cmpint (gros_scripts_is_complete (sigils[s], e->number), ==, e->complete);
          counted += e->complete;
        }
      g_assert_cmpuint (complete, ==, counted);
      g_assert_cmpuint (complete, <=, entries);
      g_test_message ("%s: %u of %u complete", sigils[s], complete, entries);
    }

  /* The starter release was written to be scriptable: nearly all of it is. */
  gros_scripts_coverage ("drive-in", &complete, &entries);
  g_assert_cmpuint (entries, ==, 96);
  g_assert_cmpuint (complete, >=, 90);
  g_assert_true (gros_scripts_is_complete ("drive-in", "01-03"));
  g_assert_false (gros_scripts_is_complete ("drive-in", "99-99"));

  gros_scripts_coverage ("no-such-release", &complete, &entries);
  g_assert_cmpuint (complete, ==, 0);
  g_assert_cmpuint (entries, ==, 0);
  g_assert_false (gros_scripts_is_complete ("no-such-release", "01-01"));
}

/* AI threads build their own dbs: the caches must take that. (The cards are listed first:
 * a list model is not meant to be read from several threads.) */
static gpointer
build_dbs (gpointer data)
{
  GPtrArray *cards = data;

  for (guint round = 0; round < 5; round++)
    {
      g_autoptr(GrosCardDb) db = gros_card_db_new ();
      guint index;

      for (guint i = 0; i < cards->len; i++)
        gros_card_db_add_card (db, g_ptr_array_index (cards, round % 2 ? cards->len - 1 - i : i));
      g_assert_true (gros_card_db_lookup (db, "drive-in:06-02", &index));
      g_assert_nonnull (gros_card_db_get (db, index)->script);
      g_assert_true (gros_card_db_get (db, index)->script
                     == gros_scripts_lookup (db, "drive-in", "06-02"));
    }
  return NULL;
}

static void
test_threads (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_starter_release (NULL, &error);
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *model;
  GThread *threads[4];

  g_assert_no_error (error);
  model = drive_in_release_get_cards (release);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (cards, g_list_model_get_item (model, i));
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("scripts", build_dbs, cards);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_thread_join (threads[i]);
}

/* Compiled structure. */

static guint
trait (GrosCardDb *db,
       const char *name)
{
  guint id;

  g_assert_true (gros_card_db_find_trait (db, name, &id));
  return id;
}

static GrosScript *
compile (GrosCardDb *db,
         const char *text)
{
  g_autoptr(GError) error = NULL;
  GrosScript *script = gros_script_compile (db, text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (script);
  return script;
}

static void
test_structure_modifiers (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autofree GrosScript *s = NULL;
  const GrosModifier *m;

  s = compile (db,
               "defense +1 per character[Young|Family] in own-movie except-self\n"
               "# a comment\n"
               "\n"
               "defense =5 when location-trait Swamp\n"
               "attack x2 unless attack-trait Psycho|Kung_Fu\n"
               "aura +2 character[Military,!Dumb]\n"
               "grant-traits +Smart -Dumb on host\n"
               "not-attack-victim unless location-trait location[School]\n"
               "complete\n");
  g_assert_cmpuint (s->n_mods, ==, 6);
  g_assert_cmpuint (s->n_abilities, ==, 0);
  g_assert_true (s->complete);

  m = &s->mods[0];
  g_assert_cmpuint (m->kind, ==, GROS_MOD_DEFENSE_ADD);
  g_assert_cmpint (m->value, ==, 1);
  g_assert_cmpuint (m->target, ==, GROS_SCOPE_SELF);
  g_assert_cmpuint (m->per_scope, ==, GROS_SCOPE_OWN_MOVIE);
  g_assert_cmpuint (m->per_filter.types, ==, 1u << GROS_CARD_TYPE_CHARACTER);
  g_assert_true (m->per_filter.exclude_self);
  g_assert_true (gros_traits_has (&m->per_filter.any, GROS_TRAIT_YOUNG));
  g_assert_true (gros_traits_has (&m->per_filter.any, GROS_TRAIT_FAMILY));
  g_assert_true (gros_traits_is_empty (&m->per_filter.all));
  g_assert_cmpuint (m->cond.kind, ==, GROS_COND_ALWAYS);

  m = &s->mods[1];
  g_assert_cmpuint (m->kind, ==, GROS_MOD_DEFENSE_SET);
  g_assert_cmpint (m->value, ==, 5);
  g_assert_cmpuint (m->per_scope, ==, GROS_SCOPE_NONE);
  g_assert_cmpuint (m->cond.kind, ==, GROS_COND_LOCATION_TRAIT);
  g_assert_true (gros_traits_has (&m->cond.filter.any, trait (db, "Swamp")));

  m = &s->mods[2];
  g_assert_cmpuint (m->kind, ==, GROS_MOD_ATTACK_MUL);
  g_assert_cmpint (m->value, ==, 2);
  g_assert_cmpuint (m->cond.kind, ==, GROS_COND_ATTACK_TRAIT);
  g_assert_true (m->cond.negate);
  g_assert_true (gros_traits_has (&m->cond.filter.any, GROS_TRAIT_PSYCHO));
  g_assert_true (gros_traits_has (&m->cond.filter.any, GROS_TRAIT_KUNG_FU));

  m = &s->mods[3];
  g_assert_cmpuint (m->kind, ==, GROS_MOD_AURA_DEFENSE);
  g_assert_cmpint (m->value, ==, 2);
  g_assert_true (gros_traits_has (&m->per_filter.all, trait (db, "Military")));
  g_assert_true (gros_traits_has (&m->per_filter.none, GROS_TRAIT_DUMB));

  m = &s->mods[4];
  g_assert_cmpuint (m->kind, ==, GROS_MOD_GRANT_TRAITS);
  g_assert_cmpuint (m->target, ==, GROS_SCOPE_HOST);
  g_assert_true (gros_traits_has (&m->per_filter.any, GROS_TRAIT_SMART));
  g_assert_true (gros_traits_has (&m->per_filter.none, GROS_TRAIT_DUMB));

  m = &s->mods[5];
  g_assert_cmpuint (m->kind, ==, GROS_MOD_NOT_ATTACK_VICTIM);
  g_assert_true (m->cond.negate);
  g_assert_cmpuint (m->cond.filter.types, ==, 1u << GROS_CARD_TYPE_LOCATION);
  g_assert_true (gros_traits_has (&m->cond.filter.all, trait (db, "School")));
}

static void
test_structure_uses (void)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  const char * const none[] = { NULL };
  g_autofree GrosScript *s = NULL;
  g_autofree GrosScript *named = NULL;
  const GrosAbility *a;
  guint principal;

  s = compile (db,
               "activate stop cost 2 against-own-movie traits Monster when host-matches "
               "character[Smart]\n"
               "play attack 8 traits Psycho\n"
               "bank draw 1 per character[Crew] in own-movie next-turn when count-at-least 2 "
               "character[Young] in own-movie\n"
               "trigger attack-failure self-to-hand\n"
               "partial\n");
  g_assert_false (s->complete);
  g_assert_cmpuint (s->n_abilities, ==, 4);

  a = &s->abilities[0];
  g_assert_cmpuint (a->use, ==, GROS_USE_ACTIVATE);
  g_assert_cmpuint (a->effect, ==, GROS_EFFECT_STOP_ATTACK);
  g_assert_cmpuint (a->cost, ==, 2);
  g_assert_cmpuint (a->flags, ==, GROS_USE_OWN_MOVIE);
  g_assert_true (gros_traits_has (&a->attack_traits, GROS_TRAIT_MONSTER));
  g_assert_cmpuint (a->cond.kind, ==, GROS_COND_HOST_MATCHES);
  g_assert_true (gros_traits_has (&a->cond.filter.all, GROS_TRAIT_SMART));

  a = &s->abilities[1];
  g_assert_cmpuint (a->use, ==, GROS_USE_PLAY);
  g_assert_cmpuint (a->effect, ==, GROS_EFFECT_ATTACK);
  g_assert_cmpint (a->value, ==, 8);
  g_assert_true (gros_traits_has (&a->attack_traits, GROS_TRAIT_PSYCHO));

  a = &s->abilities[2];
  g_assert_cmpuint (a->use, ==, GROS_USE_BANK);
  g_assert_cmpuint (a->effect, ==, GROS_EFFECT_DRAW);
  g_assert_cmpuint (a->flags, ==, GROS_USE_NEXT_TURN);
  g_assert_cmpuint (a->per_scope, ==, GROS_SCOPE_OWN_MOVIE);
  g_assert_true (gros_traits_has (&a->per_filter.all, GROS_TRAIT_CREW));
  g_assert_cmpuint (a->cond.kind, ==, GROS_COND_COUNT_AT_LEAST);
  g_assert_cmpuint (a->cond.count, ==, 2);
  g_assert_cmpuint (a->cond.scope, ==, GROS_SCOPE_OWN_MOVIE);

  a = &s->abilities[3];
  g_assert_cmpuint (a->use, ==, GROS_USE_TRIGGER);
  g_assert_cmpuint (a->trigger, ==, GROS_TRIGGER_ATTACK_FAILURE);
  g_assert_cmpuint (a->effect, ==, GROS_EFFECT_SELF_TO_HAND);

  {
    g_autofree GrosScript *more = compile (db,
                                           "aura-traits character[Young] +Smart +Tall\n"
                                           "play handler kill-pair character[Male] per "
                                           "character[Female,!Virgin] in any-movie\n"
                                           "trigger attack-resolved handler steal\n");

    g_assert_cmpuint (more->mods[0].kind, ==, GROS_MOD_AURA_TRAITS);
    g_assert_true (gros_traits_has (&more->mods[0].per_filter.all, GROS_TRAIT_YOUNG));
    g_assert_true (gros_traits_has (&more->mods[0].grant, GROS_TRAIT_SMART));
    g_assert_true (gros_traits_has (&more->mods[0].grant, trait (db, "Tall")));
    g_assert_cmpuint (more->abilities[0].effect, ==, GROS_EFFECT_HANDLER);
    g_assert_cmpstr (more->abilities[0].handler, ==, "kill-pair");
    g_assert_true (gros_traits_has (&more->abilities[0].filter.all, GROS_TRAIT_MALE));
    g_assert_true (gros_traits_has (&more->abilities[0].per_filter.none, GROS_TRAIT_VIRGIN));
    g_assert_cmpuint (more->abilities[1].trigger, ==, GROS_TRIGGER_ATTACK_RESOLVED);
  }

  /* Named cards: a card-db index + 1, or a value that matches nothing. */
  principal = gros_card_db_add (db, "t:02", "Principal", GROS_CARD_TYPE_CHARACTER, 3, 1, FALSE,
                                none, NULL);
  named = compile (db,
                   "defense =5 when count-at-least 1 character:t:02 in own-movie\n"
                   "play kill card:t:99\n"
                   "play handler something-odd\n");
  g_assert_cmpuint (named->mods[0].cond.filter.named, ==, principal + 1);
  g_assert_cmpuint (named->abilities[0].filter.named, ==, NAMED_MISSING);
  g_assert_cmpuint (named->abilities[1].effect, ==, GROS_EFFECT_HANDLER);
  g_assert_cmpstr (named->abilities[1].handler, ==, "something-odd");
}

/* The entry of a shipped file compiles to what its line says. */
static void
test_structure_shipped (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_starter_release (NULL, &error);
  g_autoptr(GrosCardDb) db = NULL;
  const GrosScript *s;
  guint index;

  g_assert_no_error (error);
  db = db_from_release (release, FALSE);

  /* 01-03: +2 Defense for each 'Vehicle' Prop attached. */
  g_assert_true (gros_card_db_lookup (db, "drive-in:01-03", &index));
  s = gros_card_db_get (db, index)->script;
  g_assert_nonnull (s);
  g_assert_true (s == gros_scripts_lookup (db, "drive-in", "01-03"));
  g_assert_cmpuint (s->n_mods, ==, 1);
  g_assert_cmpuint (s->mods[0].kind, ==, GROS_MOD_DEFENSE_ADD);
  g_assert_cmpint (s->mods[0].value, ==, 2);
  g_assert_cmpuint (s->mods[0].per_scope, ==, GROS_SCOPE_ATTACHED);
  g_assert_cmpuint (s->mods[0].per_filter.types, ==, 1u << GROS_CARD_TYPE_PROP);
  g_assert_true (gros_traits_has (&s->mods[0].per_filter.all, trait (db, "Vehicle")));

  /* 06-02: +1 per other 'Young' Character in her Movie. */
  s = gros_scripts_lookup (db, "drive-in", "06-02");
  g_assert_nonnull (s);
  g_assert_cmpuint (s->mods[0].per_scope, ==, GROS_SCOPE_OWN_MOVIE);
  g_assert_true (s->mods[0].per_filter.exclude_self);
  g_assert_true (gros_traits_has (&s->mods[0].per_filter.all, GROS_TRAIT_YOUNG));

  /* 02-15: a Twist banked during an attack on its Movie, for +5 Defense. */
  s = gros_scripts_lookup (db, "drive-in", "02-15");
  g_assert_nonnull (s);
  g_assert_cmpuint (s->abilities[0].use, ==, GROS_USE_BANK);
  g_assert_cmpuint (s->abilities[0].effect, ==, GROS_EFFECT_DEFENSE_ADD);
  g_assert_cmpint (s->abilities[0].value, ==, 5);
  g_assert_cmpuint (s->abilities[0].flags, ==, GROS_USE_ATTACK | GROS_USE_OWN_MOVIE);

  /* A card with no printed ability has an empty, complete script. */
  s = gros_scripts_lookup (db, "drive-in", "06-08");
  g_assert_nonnull (s);
  g_assert_cmpuint (s->n_mods + s->n_abilities, ==, 0);
  g_assert_true (s->complete);

  /* Scripts are per db: another db compiles its own, against its own trait ids. */
  {
    g_autoptr(GrosCardDb) other = gros_card_db_new ();

    gros_card_db_intern_trait (other, "Something Else");
    g_assert_true (gros_scripts_lookup (other, "drive-in", "01-03")
                   != gros_scripts_lookup (db, "drive-in", "01-03"));
    {
      const GrosScript *mine = gros_scripts_lookup (other, "drive-in", "01-03");

      g_assert_true (gros_traits_has (&mine->mods[0].per_filter.all, trait (other, "Vehicle")));
      g_assert_cmpuint (trait (other, "Vehicle"), !=, trait (db, "Vehicle"));
    }
  }
  g_assert_null (gros_scripts_lookup (db, "drive-in", "99-99"));
  g_assert_null (gros_scripts_lookup (db, "no-such-release", "01-01"));
}

/* Errors. */

static void
assert_compile_error (const char *text,
                      const char *expected)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GError) error = NULL;
  GrosScript *s = gros_script_compile (db, text, &error);

  g_assert_null (s);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  if (!g_str_has_prefix (error->message, expected))
    g_error ("“%s” gave “%s”, expected it to start with “%s”", text, error->message, expected);
}

static void
test_errors (void)
{
  assert_compile_error ("defense +1\nfrobnicate 3\n", "line 2: “frobnicate”");
  assert_compile_error ("\n\nplay kill character[Young\n", "line 3: “[” without “]”");
  assert_compile_error ("defense +1 per character[Young] in nowhere", "line 1: “nowhere”");
  assert_compile_error ("play kill monster[Young]", "line 1: “monster[Young]” is not a filter");
  assert_compile_error ("defense 5", "line 1: “5” is not a change");
  assert_compile_error ("defense +500", "line 1: +500 is out of range");
  assert_compile_error ("unlucky when defending unless own-turn", "line 1: only one");
  assert_compile_error ("play kill character[Young|Old,Male|Female]", "line 1: a filter takes one");
  assert_compile_error ("play kill character:02-01", "line 1: “:02-01” names a card of no known");
  assert_compile_error ("aura +1 character per character in own-movie", "line 1: “per” does not");
  assert_compile_error ("play stop-return per character in own-movie", "line 1: “per” does not");
  assert_compile_error ("trigger sometime mill 2", "line 1: “trigger” needs an event");
  assert_compile_error ("complete\nunlucky\n", "line 2: nothing may follow");
  assert_compile_error ("unlucky\nunlucky\nunlucky\nunlucky\nunlucky\nunlucky\nunlucky\n",
                        "line 7: a card has at most 6 modifiers");
  assert_compile_error ("play draw 1\nplay draw 1\nplay draw 1\nplay draw 1\nplay draw 1\n",
                        "line 5: a card has at most 4 uses");
  assert_compile_error ("handler Not_A_Name", "line 1: a handler name");
  assert_compile_error ("aura-traits character[Young] +Smart when defending",
                        "line 1: “aura-traits” takes no condition");
}

static void
test_file_errors (void)
{
  GrosScriptFile *file;
  const GrosScriptEntry *e;

  file = gros_script_file_parse ("test.gros-script",
                                 "# a test file\n"              /* 1 */
                                 "stray words\n"                /* 2 */
                                 "card 01\n"                    /* 3 */
                                 "  unlucky\n"                  /* 4 */
                                 "  note a note\n"              /* 5 */
                                 "  handler wanted-one\n"       /* 6 */
                                 "  complete\n"                 /* 7 */
                                 "card 02\n"                    /* 8 */
                                 "  bogus\n"                    /* 9 */
                                 "  partial\n"                  /* 10 */
                                 "card 01\n"                    /* 11 */
                                 "  complete\n"                 /* 12 */
                                 "card 03\n"                    /* 13 */
                                 "  play kill character:01\n"   /* 14 */
                                 "  unlucky\n");                /* 15 */
  g_assert_cmpuint (file->entries->len, ==, 3);
  g_assert_cmpuint (file->errors->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (file->errors, 0), ==,
                   "test.gros-script:2: text outside a “card” entry");
  g_assert_true (g_str_has_prefix (g_ptr_array_index (file->errors, 1), "test.gros-script:9: "));
  g_assert_cmpstr (g_ptr_array_index (file->errors, 2), ==,
                   "test.gros-script:11: card 01 has a second entry");
  g_assert_true (g_str_has_prefix (g_ptr_array_index (file->errors, 3), "test.gros-script:13: "));

  e = gros_script_file_lookup (file, "01");
  g_assert_nonnull (e);
  g_assert_true (e->valid);
  g_assert_true (e->complete);
  g_assert_cmpuint (e->line, ==, 3);
  g_assert_cmpstr (e->note, ==, "a note");
  g_assert_cmpstrv (e->handlers, ((const char * const[]) { "wanted-one", NULL }));
  e = gros_script_file_lookup (file, "02");
  g_assert_false (e->valid);
  g_assert_false (e->complete);
  e = gros_script_file_lookup (file, "03");
  g_assert_false (e->valid);
  g_assert_null (gros_script_file_lookup (file, "04"));
  gros_script_file_free (file);
}

/* The examples of docs/scripts.md are valid script entries. */
static void
test_docs_examples (void)
{
  g_autoptr(GFile) doc = gros_test_get_source_file ("../docs/scripts.md");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) examples = g_string_new (NULL);
  GrosScriptFile *file;

  g_assert_true (g_file_load_contents (doc, NULL, &text, NULL, NULL, &error));
  g_assert_no_error (error);
  /* Indented blocks that start with `card` are entries; keep their lines as they are. */
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "    card "))
      for (; lines[i] != NULL && g_str_has_prefix (lines[i], "    "); i++)
        g_string_append_printf (examples, "%s\n", lines[i] + 4);

  file = gros_script_file_parse ("docs.gros-script", examples->str);
  for (guint i = 0; i < file->errors->len; i++)
    g_test_message ("%s", (const char *) g_ptr_array_index (file->errors, i));
  g_assert_cmpuint (file->errors->len, ==, 0);
  g_assert_cmpuint (file->entries->len, >=, 7);
  gros_script_file_free (file);
}

/* Scripts in play. */

typedef struct
{
  GrosCardDb *db;
  GrosGame    game;
  guint       filler;
} Table;

static guint
add (Table      *t,
     const char *id,
     GrosCardType type,
     int         stat,
     const char *traits,
     const char *script)
{
  g_auto(GStrv) names = traits != NULL ? g_strsplit (traits, ",", -1) : NULL;
  guint index = gros_card_db_add (t->db, id, id, type, stat, 1, FALSE,
                                  (const char * const *) names, NULL);

  if (script != NULL)
    {
      GrosScript *s = compile (t->db, script);

      gros_card_db_set_script (t->db, index, s);
      gros_card_db_take_data (t->db, s, g_free);
    }
  return index;
}

static void
table_init (Table *t)
{
  memset (t, 0, sizeof *t);
  t->db = gros_card_db_new ();
  t->filler = add (t, "t:filler", GROS_CARD_TYPE_CHARACTER, 3, NULL, NULL);
}

static void
table_clear (Table *t)
{
  gros_card_db_unref (t->db);
}

static gboolean
hand_holds (const GrosGame *g,
            guint           seat,
            const guint    *wanted)
{
  guint n = gros_game_zone_size (g, GROS_ZONE_HAND, seat);
  gboolean used[GROS_MAX_CARDS] = { FALSE };

  for (guint w = 0; wanted[w] != G_MAXUINT; w++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n && !found; i++)
        {
          int c = gros_game_zone_card (g, GROS_ZONE_HAND, seat, i);

          if (!used[i] && g->cards[c].def == wanted[w])
            used[i] = found = TRUE;
        }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Deals until both opening hands hold the wanted cards (lists end with G_MAXUINT); each deck
 * is its wanted cards and filler Characters, @deck_size cards in all. Popcorn is off
 * (everything is free) and attacks are allowed from the first turn. */
static void
table_start (Table       *t,
             const guint *wanted0,
             const guint *wanted1,
             guint        deck_size)
{
  uint16_t decks[2][32];
  guint sizes[2] = { 0, 0 };
  const guint *wanted[2] = { wanted0, wanted1 };

  for (guint s = 0; s < 2; s++)
    {
      for (guint w = 0; wanted[s][w] != G_MAXUINT; w++)
        decks[s][sizes[s]++] = wanted[s][w];
      g_assert_cmpuint (deck_size, <=, G_N_ELEMENTS (decks[s]));
      while (sizes[s] < deck_size)
        decks[s][sizes[s]++] = t->filler;
    }

  for (guint64 seed = 1; seed < 5000; seed++)
    {
      GrosGameSetup setup = { 0 };
      g_autoptr(GError) error = NULL;

      setup.n_seats = 2;
      setup.seed = seed;
      gros_rules_params_init_feature_film (&setup.params);
      setup.params.popcorn = FALSE;
      setup.params.establishing_shot = FALSE;
      for (guint s = 0; s < 2; s++)
        {
          setup.decks[s] = decks[s];
          setup.deck_sizes[s] = sizes[s];
        }
      g_assert_true (gros_game_init (&t->game, t->db, &setup, NULL, NULL, &error));
      g_assert_no_error (error);
      if (hand_holds (&t->game, 0, wanted0) && hand_holds (&t->game, 1, wanted1))
        return;
    }
  g_assert_not_reached ();
}

/* The first legal action of @kind by the deciding seat with card @def (G_MAXUINT: any),
 * mode @mode (-1: any), aimed at seat @target_seat (-1: any) and card def @target_def
 * (G_MAXUINT: any, GROS_NO_CARD as target is allowed). */
static gboolean
find (const GrosGame *g,
      GrosActKind     kind,
      guint           def,
      int             mode,
      int             target_seat,
      guint           target_def,
      GrosAction     *out)
{
  GrosAction actions[GROS_MAX_ACTIONS];
  guint n = gros_game_legal_actions (g, actions, G_N_ELEMENTS (actions));

  for (guint i = 0; i < n; i++)
    {
      const GrosAction *a = &actions[i];

      if (a->kind != kind)
        continue;
      if (def != G_MAXUINT && (a->card < 0 || g->cards[a->card].def != def))
        continue;
      if (mode >= 0 && a->mode != mode)
        continue;
      if (target_seat >= 0 && a->target_seat != target_seat)
        continue;
      if (target_def != G_MAXUINT && (a->target < 0 || g->cards[a->target].def != target_def))
        continue;
      *out = *a;
      return TRUE;
    }
  return FALSE;
}

static void
act (Table      *t,
     GrosActKind kind,
     guint       def,
     int         mode,
     int         target_seat,
     guint       target_def)
{
  g_autoptr(GError) error = NULL;
  GrosAction a;

  if (!find (&t->game, kind, def, mode, target_seat, target_def, &a))
    g_error ("no legal action of kind %d with card %u (phase %s, seat %u)", kind, def,
             gros_phase_to_string (t->game.phase), t->game.deciding);
  g_assert_true (gros_game_apply (&t->game, &a, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* Each seat casts its Character; seat 0 casts the weaker one, so it plays first. */
static void
cast (Table *t,
      guint  def0,
      guint  def1)
{
  g_assert_cmpuint (t->game.phase, ==, GROS_PHASE_SETUP_CAST);
  act (t, GROS_ACT_CAST_START, t->game.deciding == 0 ? def0 : def1, -1, -1, G_MAXUINT);
  act (t, GROS_ACT_CAST_START, t->game.deciding == 0 ? def0 : def1, -1, -1, G_MAXUINT);
  g_assert_cmpuint (t->game.phase, ==, GROS_PHASE_PLAY);
  g_assert_cmpuint (t->game.active, ==, 0);
}

static void
end_turn (Table *t)
{
  guint seat = t->game.active;

  act (t, GROS_ACT_PASS, G_MAXUINT, -1, -1, G_MAXUINT);
  while (t->game.phase == GROS_PHASE_DISCARD && t->game.active == seat)
    {
      GrosAction a;

      if (find (&t->game, GROS_ACT_END_TURN, G_MAXUINT, -1, -1, G_MAXUINT, &a))
        act (t, GROS_ACT_END_TURN, G_MAXUINT, -1, -1, G_MAXUINT);
      else
        act (t, GROS_ACT_DISCARD, t->filler, -1, -1, G_MAXUINT);
    }
  g_assert_cmpuint (t->game.active, !=, seat);
}

static int
in_zone (const GrosGame *g,
         GrosZoneKind    kind,
         guint           seat,
         guint           def)
{
  for (guint i = 0; i < gros_game_zone_size (g, kind, seat); i++)
    {
      int c = gros_game_zone_card (g, kind, seat, i);

      if (g->cards[c].def == def)
        return c;
    }
  return GROS_NO_CARD;
}

#define END G_MAXUINT

/* A Defense count: +1 per other 'Young' Character in the same Movie. */
static void
test_play_defense_count (void)
{
  Table t;
  guint counter, young, weak;
  int c;

  table_init (&t);
  counter = add (&t, "t:counter", GROS_CARD_TYPE_CHARACTER, 2, "Young",
                 "defense +1 per character[Young] in own-movie except-self");
  young = add (&t, "t:young", GROS_CARD_TYPE_CHARACTER, 1, "Young", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, counter, young, young, END },
               (guint[]) { END }, 10);
  cast (&t, weak, t.filler);

  act (&t, GROS_ACT_PLAY, counter, 0, 0, G_MAXUINT);
  c = in_zone (&t.game, GROS_ZONE_MOVIE, 0, counter);
  g_assert_cmpint (c, !=, GROS_NO_CARD);
  g_assert_cmpint (gros_game_card_defense (&t.game, c), ==, 2);
  g_assert_cmpint (gros_game_movie_defense (&t.game, 0), ==, 1 + 2);

  act (&t, GROS_ACT_PLAY, young, 0, 0, G_MAXUINT);
  g_assert_cmpint (gros_game_card_defense (&t.game, c), ==, 3);
  act (&t, GROS_ACT_PLAY, young, 0, 0, G_MAXUINT);
  g_assert_cmpint (gros_game_card_defense (&t.game, c), ==, 4);
  g_assert_cmpint (gros_game_movie_defense (&t.game, 0), ==, 1 + 4 + 1 + 1);
  table_clear (&t);
}

/* An activated stop: offered only against a matching attack on its own Movie; stopping
 * saves the Character the attack would have killed. */
static void
test_play_stop_ability (void)
{
  Table t;
  guint guard, monster, ghost, weak;
  GrosAction a;

  table_init (&t);
  guard = add (&t, "t:guard", GROS_CARD_TYPE_CHARACTER, 4, NULL,
               "activate stop cost 2 against-own-movie traits Monster");
  monster = add (&t, "t:monster", GROS_CARD_TYPE_CREATURE, 20, "Monster", NULL);
  ghost = add (&t, "t:ghost", GROS_CARD_TYPE_CREATURE, 20, "Supernatural", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, monster, ghost, END }, (guint[]) { guard, END }, 10);
  cast (&t, weak, guard);

  /* A 'Supernatural' attack cannot be stopped: it runs its course and kills the guard. */
  act (&t, GROS_ACT_PLAY, ghost, 0, 1, G_MAXUINT);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_VICTIM);
  act (&t, GROS_ACT_CHOOSE_VICTIM, G_MAXUINT, -1, 1, guard);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 1, guard), !=, GROS_NO_CARD);
  table_clear (&t);

  /* Same again with the 'Monster': the guard stops it and lives. */
  table_init (&t);
  guard = add (&t, "t:guard", GROS_CARD_TYPE_CHARACTER, 4, NULL,
               "activate stop cost 2 against-own-movie traits Monster");
  monster = add (&t, "t:monster", GROS_CARD_TYPE_CREATURE, 20, "Monster", NULL);
  ghost = add (&t, "t:ghost", GROS_CARD_TYPE_CREATURE, 20, "Supernatural", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, monster, ghost, END }, (guint[]) { guard, END }, 10);
  cast (&t, weak, guard);
  g_assert_false (find (&t.game, GROS_ACT_ACTIVATE, guard, -1, -1, G_MAXUINT, &a));
  act (&t, GROS_ACT_PLAY, monster, 0, 1, G_MAXUINT);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (t.game.deciding, ==, 1);
  /* Without popcorn in play, the ability's 2 popcorn are paid by discarding two cards. */
  g_assert_false (find (&t.game, GROS_ACT_ACTIVATE, guard, -1, -1, G_MAXUINT, &a));
  act (&t, GROS_ACT_POPCORN_DISCARD, G_MAXUINT, -1, -1, G_MAXUINT);
  act (&t, GROS_ACT_POPCORN_DISCARD, G_MAXUINT, -1, -1, G_MAXUINT);
  act (&t, GROS_ACT_ACTIVATE, guard, 1, -1, G_MAXUINT);
  g_assert_false (t.game.attack.active);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_PLAY);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_MOVIE, 1, guard), !=, GROS_NO_CARD);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 0, monster), !=, GROS_NO_CARD);
  table_clear (&t);
}

/* A Special Effect that kills one non-'Virgin' 'Young' Character. */
static void
test_play_kill (void)
{
  Table t;
  guint killer, young, virgin, weak;
  GrosAction a;

  table_init (&t);
  killer = add (&t, "t:killer", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, NULL,
                "play kill character[Young,!Virgin]");
  young = add (&t, "t:young", GROS_CARD_TYPE_CHARACTER, 3, "Young", NULL);
  virgin = add (&t, "t:virgin", GROS_CARD_TYPE_CHARACTER, 4, "Young,Virgin", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, killer, END }, (guint[]) { virgin, young, END }, 10);
  cast (&t, weak, virgin);

  /* Only the 'Virgin' is in play: nothing to kill, so the card is not even playable. */
  g_assert_false (find (&t.game, GROS_ACT_PLAY, killer, -1, -1, G_MAXUINT, &a));
  end_turn (&t);
  act (&t, GROS_ACT_PLAY, young, 0, 1, G_MAXUINT);
  end_turn (&t);

  g_assert_false (find (&t.game, GROS_ACT_PLAY, killer, 1, 1, virgin, &a));
  act (&t, GROS_ACT_PLAY, killer, 1, 1, young);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 1, young), !=, GROS_NO_CARD);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_MOVIE, 1, virgin), !=, GROS_NO_CARD);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 0, killer), !=, GROS_NO_CARD);
  table_clear (&t);
}

/* A Creature's Attack counts 'Young' Characters in the Movie it attacks; a Special
 * Effect boosts the attack. */
static void
test_play_attack_count (void)
{
  Table t;
  guint beast, boost, young, weak;

  table_init (&t);
  beast = add (&t, "t:beast", GROS_CARD_TYPE_CREATURE, 10, "Monster",
               "attack +2 per character[Young] in target-movie");
  boost = add (&t, "t:boost", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, NULL, "play attack-add +3");
  young = add (&t, "t:young", GROS_CARD_TYPE_CHARACTER, 14, "Young", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, beast, boost, END }, (guint[]) { young, END }, 10);
  cast (&t, weak, young);

  act (&t, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT);
  /* The attacker may answer first: it holds the boost. */
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (t.game.deciding, ==, 0);
  g_assert_cmpint (gros_game_attack_strength (&t.game), ==, 10 + 2);
  g_assert_cmpint (gros_game_defense_strength (&t.game), ==, 14);
  act (&t, GROS_ACT_PLAY, boost, 1, -1, G_MAXUINT);
  /* 15 >= 14: the attack now succeeds and the 'Young' Character dies. */
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpint (gros_game_attack_strength (&t.game), ==, 15);
  act (&t, GROS_ACT_CHOOSE_VICTIM, G_MAXUINT, -1, 1, young);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 1, young), !=, GROS_NO_CARD);
  table_clear (&t);
}

/* A Character played as an attack: base strength plus a count in the Movie it attacks
 * ("8 plus 1 per 'Young' Character"), counted once the target is known. */
static void
test_play_card_attack_base_plus_count (void)
{
  Table t;
  guint mother, young, weak;

  table_init (&t);
  mother = add (&t, "t:mother", GROS_CARD_TYPE_CHARACTER, 2, NULL,
                "play attack 8 plus 1 per character[Young] in target-movie traits Psycho");
  young = add (&t, "t:young", GROS_CARD_TYPE_CHARACTER, 9, "Young", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, mother, END }, (guint[]) { young, END }, 10);
  cast (&t, weak, young);

  act (&t, GROS_ACT_PLAY, mother, 1, 1, G_MAXUINT);
  /* Nobody can react, so the window closes at once. One 'Young' Character in the attacked
   * Movie makes 8 + 1 = 9 against 9 Defense: the attack succeeds (8 alone would fail). */
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_true (t.game.attack.kind == GROS_ATTACK_CARD);
  g_assert_cmpint (gros_game_attack_strength (&t.game), ==, 9);
  act (&t, GROS_ACT_CHOOSE_VICTIM, G_MAXUINT, -1, 1, young);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 1, young), !=, GROS_NO_CARD);
  /* The Character used as the attack goes to its owner's graveyard afterwards. */
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 0, mother), !=, GROS_NO_CARD);
  table_clear (&t);
}

/* An effect that gives the attack a trait ("+5 and it becomes 'Alien'") is played on an
 * attack that does not have the trait yet: the trait is what it adds, not a condition. */
static void
test_play_attack_traits_given (void)
{
  Table t;
  guint beast, saucer, strong, weak;
  GrosTraits traits;
  guint alien;

  table_init (&t);
  beast = add (&t, "t:beast", GROS_CARD_TYPE_CREATURE, 10, "Monster", NULL);
  saucer = add (&t, "t:saucer", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, NULL,
                "play attack-traits 5 traits Alien");
  strong = add (&t, "t:strong", GROS_CARD_TYPE_CHARACTER, 14, NULL, NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, beast, saucer, END }, (guint[]) { strong, END }, 10);
  cast (&t, weak, strong);

  act (&t, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_REACT);
  act (&t, GROS_ACT_PLAY, saucer, 1, -1, G_MAXUINT);
  /* 10 + 5 = 15 against 14: the attack now succeeds, and it is 'Alien'. */
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_true (gros_card_db_find_trait (t.db, "Alien", &alien));
  traits.bits[0] = t.game.attack.traits_add[0];
  traits.bits[1] = t.game.attack.traits_add[1];
  g_assert_true (gros_traits_has (&traits, alien));
  table_clear (&t);
}

/* A defending Special Effect turns a success into a failure. */
static void
test_play_defense_effect (void)
{
  Table t;
  guint beast, shield, guard, weak;

  table_init (&t);
  beast = add (&t, "t:beast", GROS_CARD_TYPE_CREATURE, 10, "Monster", NULL);
  shield = add (&t, "t:shield", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, NULL, "play defense-add +4");
  guard = add (&t, "t:guard", GROS_CARD_TYPE_CHARACTER, 8, NULL, NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, beast, END }, (guint[]) { guard, shield, END }, 10);
  cast (&t, weak, guard);

  act (&t, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (t.game.deciding, ==, 1);
  g_assert_cmpint (gros_game_attack_strength (&t.game), >=, gros_game_defense_strength (&t.game));
  act (&t, GROS_ACT_PLAY, shield, 1, -1, G_MAXUINT);
  /* 10 < 12: no victim is chosen, the guard lives. */
  g_assert_false (t.game.attack.active);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_MOVIE, 1, guard), !=, GROS_NO_CARD);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 1, shield), !=, GROS_NO_CARD);
  table_clear (&t);
}

/* A Location's aura and a Prop whose Defense depends on its holder. */
static void
test_play_aura_and_prop (void)
{
  Table t;
  guint park, board, young, old, weak;
  int y, o, b;

  table_init (&t);
  park = add (&t, "t:park", GROS_CARD_TYPE_LOCATION, 2, "Natural",
              "aura +1 character[Young]");
  board = add (&t, "t:board", GROS_CARD_TYPE_PROP, 1, "Vehicle",
              "defense =5 when host-matches character[Young]");
  young = add (&t, "t:young", GROS_CARD_TYPE_CHARACTER, 2, "Young", NULL);
  old = add (&t, "t:old", GROS_CARD_TYPE_CHARACTER, 2, "Old", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, park, board, young, old, END }, (guint[]) { END }, 10);
  cast (&t, weak, t.filler);

  act (&t, GROS_ACT_PLAY, young, 0, 0, G_MAXUINT);
  act (&t, GROS_ACT_PLAY, old, 0, 0, G_MAXUINT);
  y = in_zone (&t.game, GROS_ZONE_MOVIE, 0, young);
  o = in_zone (&t.game, GROS_ZONE_MOVIE, 0, old);
  g_assert_cmpint (gros_game_card_defense (&t.game, y), ==, 2);
  g_assert_cmpint (gros_game_movie_defense (&t.game, 0), ==, 1 + 2 + 2);

  act (&t, GROS_ACT_PLAY, park, 0, 0, G_MAXUINT);
  g_assert_cmpint (gros_game_card_defense (&t.game, y), ==, 3);
  g_assert_cmpint (gros_game_card_defense (&t.game, o), ==, 2);
  g_assert_cmpint (gros_game_movie_defense (&t.game, 0), ==, 1 + 3 + 2 + 2);

  /* On the 'Old' Character the board is worth its printed 1; moved to the 'Young' one, 5. */
  act (&t, GROS_ACT_PLAY, board, 0, 0, old);
  b = in_zone (&t.game, GROS_ZONE_MOVIE, 0, board);
  g_assert_cmpint (gros_game_card_defense (&t.game, b), ==, 1);
  act (&t, GROS_ACT_MOVE_PROP, board, -1, -1, young);
  g_assert_cmpint (gros_game_card_defense (&t.game, b), ==, 5);
  g_assert_cmpint (gros_game_movie_defense (&t.game, 0), ==, 1 + 3 + 2 + 2 + 5);
  table_clear (&t);
}

/* Hand limit and Creature targeting modifiers. */
static void
test_play_limits (void)
{
  Table t;
  guint clerk, wall, beast, weak;
  GrosAction a;

  table_init (&t);
  clerk = add (&t, "t:clerk", GROS_CARD_TYPE_CHARACTER, 2, NULL, "hand-limit +1");
  wall = add (&t, "t:wall", GROS_CARD_TYPE_LOCATION, 2, "Building", NULL);
  beast = add (&t, "t:beast", GROS_CARD_TYPE_CREATURE, 10, NULL,
               "cannot-attack when target-location Building");
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, clerk, beast, END }, (guint[]) { wall, END }, 10);
  cast (&t, weak, t.filler);

  g_assert_cmpint (gros_game_hand_limit (&t.game, 0), ==, 6);
  act (&t, GROS_ACT_PLAY, clerk, 0, 0, G_MAXUINT);
  g_assert_cmpint (gros_game_hand_limit (&t.game, 0), ==, 7);
  g_assert_cmpint (gros_game_hand_limit (&t.game, 1), ==, 6);

  /* No 'Building' yet: the Creature may attack. */
  g_assert_true (find (&t.game, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT, &a));
  end_turn (&t);
  act (&t, GROS_ACT_PLAY, wall, 0, 1, G_MAXUINT);
  end_turn (&t);
  g_assert_false (find (&t.game, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT, &a));
  table_clear (&t);
}

/* A Plot Twist banked from the next turn on, when its condition holds: points and cards. */
static void
test_play_bank_twist (void)
{
  Table t;
  guint twist, young, weak;
  GrosAction a;
  int hand;

  table_init (&t);
  twist = add (&t, "t:twist", GROS_CARD_TYPE_PLOT_TWIST, 2, NULL,
               "bank draw 2 next-turn when count-at-least 2 character[Young] in own-movie");
  young = add (&t, "t:young", GROS_CARD_TYPE_CHARACTER, 2, "Young", NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, twist, young, young, END }, (guint[]) { END }, 16);
  cast (&t, weak, t.filler);

  act (&t, GROS_ACT_PLAY, twist, 0, 0, G_MAXUINT);
  act (&t, GROS_ACT_PLAY, young, 0, 0, G_MAXUINT);
  act (&t, GROS_ACT_PLAY, young, 0, 0, G_MAXUINT);
  /* Placed this turn: not yet. */
  g_assert_false (find (&t.game, GROS_ACT_BANK, twist, -1, -1, G_MAXUINT, &a));
  end_turn (&t);
  end_turn (&t);

  hand = gros_game_zone_size (&t.game, GROS_ZONE_HAND, 0);
  g_assert_cmpint (t.game.seats[0].banked, ==, 0);
  act (&t, GROS_ACT_BANK, twist, -1, -1, G_MAXUINT);
  g_assert_cmpint (t.game.seats[0].banked, ==, 2);
  g_assert_cmpint (gros_game_zone_size (&t.game, GROS_ZONE_HAND, 0), ==, hand + 2);
  g_assert_false (find (&t.game, GROS_ACT_BANK, twist, -1, -1, G_MAXUINT, &a));
  table_clear (&t);
}

/* A Character that cannot be the victim of Creature attacks, and a counter. */
static void
test_play_victims_and_counter (void)
{
  Table t;
  guint shy, plain, beast, veto, weak;
  GrosAction actions[GROS_MAX_ACTIONS];
  guint n;

  table_init (&t);
  shy = add (&t, "t:shy", GROS_CARD_TYPE_CHARACTER, 1, NULL, "not-attack-victim");
  plain = add (&t, "t:plain", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  beast = add (&t, "t:beast", GROS_CARD_TYPE_CREATURE, 12, NULL, NULL);
  veto = add (&t, "t:veto", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, NULL, "play counter creature");
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 0, NULL, NULL);
  table_start (&t, (guint[]) { weak, beast, beast, END }, (guint[]) { shy, plain, veto, END }, 10);
  cast (&t, weak, shy);
  end_turn (&t);
  act (&t, GROS_ACT_PLAY, plain, 0, 1, G_MAXUINT);
  end_turn (&t);

  /* Seat 1 counters the first Creature as it is played: no attack at all. */
  act (&t, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_RESPONSE);
  g_assert_cmpuint (t.game.deciding, ==, 1);
  act (&t, GROS_ACT_PLAY, veto, 1, -1, G_MAXUINT);
  g_assert_false (t.game.attack.active);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_PLAY);
  g_assert_cmpuint (gros_game_zone_size (&t.game, GROS_ZONE_GRAVEYARD, 0), ==, 1);

  /* The second succeeds; only the plain Character may be its victim. */
  act (&t, GROS_ACT_PLAY, beast, 0, 1, G_MAXUINT);
  g_assert_cmpuint (t.game.phase, ==, GROS_PHASE_ATTACK_VICTIM);
  n = gros_game_legal_actions (&t.game, actions, G_N_ELEMENTS (actions));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (t.game.cards[actions[0].target].def, ==, plain);
  table_clear (&t);
}

/* A trigger: a Creature that fails returns to its owner's hand. */
static void
test_play_trigger (void)
{
  Table t;
  guint homing, guard, weak;

  table_init (&t);
  homing = add (&t, "t:homing", GROS_CARD_TYPE_CREATURE, 5, NULL,
                "trigger attack-failure self-to-hand");
  guard = add (&t, "t:guard", GROS_CARD_TYPE_CHARACTER, 9, NULL, NULL);
  weak = add (&t, "t:weak", GROS_CARD_TYPE_CHARACTER, 1, NULL, NULL);
  table_start (&t, (guint[]) { weak, homing, END }, (guint[]) { guard, END }, 10);
  cast (&t, weak, guard);

  act (&t, GROS_ACT_PLAY, homing, 0, 1, G_MAXUINT);
  g_assert_false (t.game.attack.active);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_HAND, 0, homing), !=, GROS_NO_CARD);
  g_assert_cmpint (in_zone (&t.game, GROS_ZONE_GRAVEYARD, 0, homing), ==, GROS_NO_CARD);
  table_clear (&t);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/scripts/shipped/starter", test_starter_compiles);
  g_test_add_func ("/gros/scripts/play/card-attack-base-plus-count", test_play_card_attack_base_plus_count);
  g_test_add_func ("/gros/scripts/play/attack-traits-given", test_play_attack_traits_given);
  g_test_add_func ("/gros/scripts/shipped/official", test_official_compiles);
  g_test_add_func ("/gros/scripts/shipped/coverage", test_coverage);
  g_test_add_func ("/gros/scripts/shipped/threads", test_threads);
  g_test_add_func ("/gros/scripts/structure/modifiers", test_structure_modifiers);
  g_test_add_func ("/gros/scripts/structure/uses", test_structure_uses);
  g_test_add_func ("/gros/scripts/structure/shipped", test_structure_shipped);
  g_test_add_func ("/gros/scripts/errors/compile", test_errors);
  g_test_add_func ("/gros/scripts/errors/file", test_file_errors);
  g_test_add_func ("/gros/scripts/docs/examples", test_docs_examples);
  g_test_add_func ("/gros/scripts/play/defense-count", test_play_defense_count);
  g_test_add_func ("/gros/scripts/play/stop-ability", test_play_stop_ability);
  g_test_add_func ("/gros/scripts/play/kill", test_play_kill);
  g_test_add_func ("/gros/scripts/play/attack-count", test_play_attack_count);
  g_test_add_func ("/gros/scripts/play/defense-effect", test_play_defense_effect);
  g_test_add_func ("/gros/scripts/play/aura-and-prop", test_play_aura_and_prop);
  g_test_add_func ("/gros/scripts/play/limits", test_play_limits);
  g_test_add_func ("/gros/scripts/play/bank-twist", test_play_bank_twist);
  g_test_add_func ("/gros/scripts/play/victims-and-counter", test_play_victims_and_counter);
  g_test_add_func ("/gros/scripts/play/trigger", test_play_trigger);

  return g_test_run ();
}
