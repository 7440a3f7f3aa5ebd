/* test-handlers-common.h: what the tests of the official cards' named C handlers share: the
 * card db read from the shared release, a few plain cards, and the moves they make. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-core.h"
#include "gros-scripts.h"
#include "test-rules-common.h"

/* The official cards plus a few plain ones of our own; NULL without the release. */
extern GrosCardDb *db;
extern guint extra;   /* Character, Defense 1, no cost */
extern guint wall;    /* Character, Defense 10 */
extern guint brute;   /* Creature, Attack 10, no cost */
extern guint giant;   /* Creature, Attack 20, no cost */
extern guint gadget;  /* Prop, Defense 3, trait 'Gizmo' */
extern guint place;   /* Location, Defense 1 */
extern guint guard8;  /* Character, Defense 8 */

/* Sets up the tests and reads the release into db when it is there. */
void test_handlers_init (int    *argc,
                         char ***argv);
/* Runs the tests added, then frees db. */
int  test_handlers_run  (void);

static inline gboolean
have_release (void)
{
  if (db == NULL)
    g_test_skip ("the official release is not available");
  return db != NULL;
}

/* Card-db index of an official card by number ("04-05"). */
static inline guint
dc (const char *number)
{
  g_autofree char *id = g_strdup_printf ("gros-dc:%s", number);
  guint index;

  if (!gros_card_db_lookup (db, id, &index))
    g_error ("%s is not in the db", id);
  return index;
}

static inline int
put (GrosGame     *g,
     const char   *number,
     guint         seat,
     GrosZoneKind  kind)
{
  return trc_put (g, dc (number), seat, kind);
}

/* Decks that last a few turns, then the automatic steps. */
static inline void
finish (GrosGame *g)
{
  for (guint s = 0; s < g->n_seats; s++)
    trc_fill_deck (g, extra, s, 14);
  trc_finish (g);
}

static inline GrosGame *
position (guint n_seats)
{
  return trc_position (db, n_seats);
}

/* The deciding seat passes while the phase is @phase. */
static inline void
pass_while (GrosGame *g,
            GrosPhase phase)
{
  for (guint guard = 0; g->phase == phase && guard < 20; guard++)
    trc_do (g, "pass seat=%u", g->deciding + 1);
}

/* @seat passes while it is the one deciding in phase @phase. */
static inline void
pass_seat (GrosGame *g,
           guint     seat,
           GrosPhase phase)
{
  for (guint guard = 0; g->phase == phase && g->deciding == seat && guard < 20; guard++)
    trc_do (g, "pass seat=%u", seat + 1);
}

/* The active seat ends its turn (nothing else to decide on the way). */
static inline void
end_turn (GrosGame *g)
{
  guint seat = g->active;

  if (g->phase == GROS_PHASE_PLAY)
    trc_do (g, "pass seat=%u", seat + 1);
  while (g->phase == GROS_PHASE_DISCARD && g->active == seat)
    {
      if (trc_legal (g, "end-turn seat=%u", seat + 1))
        trc_do (g, "end-turn seat=%u", seat + 1);
      else
        trc_do (g, "discard seat=%u card=%d", seat + 1,
                gros_game_zone_card (g, GROS_ZONE_HAND, seat, 0));
    }
}

static inline guint
trait_id (const char *name)
{
  guint id;

  g_assert_true (gros_card_db_find_trait (db, name, &id));
  return id;
}
