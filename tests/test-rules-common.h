/* test-rules-common.h: helpers the rules tests share: plain cards, positions, actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdarg.h>

#include "drive-in-error.h"
#include "gros-game-private.h"
#include "game-scenario.h"
#include "gros-test-util.h"

/* A plain card (no script) added to @db: "test:<name>". @traits is comma-separated. */
static inline guint
trc_card (GrosCardDb   *db,
          const char   *name,
          GrosCardType  type,
          int           stat,
          int           cost,
          gboolean      bucket,
          const char   *traits,
          const char   *word)
{
  g_autofree char *id = g_strdup_printf ("test:%s", name);
  g_auto(GStrv) list = traits != NULL ? g_strsplit (traits, ",", -1) : NULL;

  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    g_strstrip (list[i]);
  return gros_card_db_add (db, id, name, type, stat, cost, bucket, (const char * const *) list,
                           word);
}

static inline GrosGame *
trc_position (GrosCardDb *db,
              guint       n_seats)
{
  GrosGame *g = g_new0 (GrosGame, 1);

  gros_position_init (g, db, n_seats, NULL, 1);
  return g;
}

static inline int
trc_put_flags (GrosGame     *g,
               guint         def,
               guint         seat,
               GrosZoneKind  kind,
               guint         flags)
{
  int card = gros_position_add_card (g, def, seat, kind, seat, GROS_NO_CARD, flags);

  g_assert_cmpint (card, !=, GROS_NO_CARD);
  return card;
}

static inline int
trc_put (GrosGame     *g,
         guint         def,
         guint         seat,
         GrosZoneKind  kind)
{
  return trc_put_flags (g, def, seat, kind, 0);
}

/* @n copies of @def in @seat's deck (a deck that lasts a few turns). */
static inline void
trc_fill_deck (GrosGame *g,
               guint     def,
               guint     seat,
               guint     n)
{
  for (guint i = 0; i < n; i++)
    trc_put (g, def, seat, GROS_ZONE_DECK);
}

static inline int
trc_attach_flags (GrosGame *g,
                  guint     def,
                  int       host,
                  guint     flags)
{
  guint seat = GROS_ZONE_SEAT (g->cards[host].zone);
  int card = gros_position_add_card (g, def, seat, GROS_ZONE_MOVIE, seat, host, flags);

  g_assert_cmpint (card, !=, GROS_NO_CARD);
  return card;
}

static inline int
trc_attach (GrosGame *g,
            guint     def,
            int       host)
{
  return trc_attach_flags (g, def, host, 0);
}

static inline void
trc_finish (GrosGame *g)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = gros_position_finish (g, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
}

static inline GrosAction
trc_parse (const char *format,
           va_list     args)
{
  g_autofree char *text = g_strdup_vprintf (format, args);
  g_autoptr(GError) error = NULL;
  GrosAction action;

  if (!gros_action_parse (text, &action, &error))
    g_error ("Bad action in a test: %s: %s", text, error->message);
  return action;
}

/* Is the action (machine form, printf-style) among the legal actions now? */
G_GNUC_PRINTF (2, 3)
static inline gboolean
trc_legal (const GrosGame *g,
           const char     *format,
           ...)
{
  g_autofree GrosAction *list = g_new (GrosAction, GROS_MAX_ACTIONS);
  GrosAction action;
  va_list args;
  guint n;

  va_start (args, format);
  action = trc_parse (format, args);
  va_end (args);
  n = gros_game_legal_actions (g, list, GROS_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    if (gros_action_equal (&list[i], &action))
      return TRUE;
  return FALSE;
}

/* How many legal actions of @kind use @card (GROS_NO_CARD: any card). */
static inline guint
trc_count (const GrosGame *g,
           GrosActKind     kind,
           int             card)
{
  g_autofree GrosAction *list = g_new (GrosAction, GROS_MAX_ACTIONS);
  guint n = gros_game_legal_actions (g, list, GROS_MAX_ACTIONS), count = 0;

  for (guint i = 0; i < n; i++)
    if (list[i].kind == kind && (card == GROS_NO_CARD || list[i].card == card))
      count++;
  return count;
}

/* Applies an action that must be legal. */
G_GNUC_PRINTF (2, 3)
static inline void
trc_do (GrosGame   *g,
        const char *format,
        ...)
{
  g_autoptr(GError) error = NULL;
  GrosAction action;
  va_list args;

  va_start (args, format);
  action = trc_parse (format, args);
  va_end (args);
  if (!gros_game_apply (g, &action, NULL, NULL, &error))
    g_error ("Action refused: %s", error->message);
}

static inline guint
trc_size (const GrosGame *g,
          GrosZoneKind    kind,
          guint           seat)
{
  return gros_game_zone_size (g, kind, seat);
}

static inline gboolean
trc_in (const GrosGame *g,
        int             card,
        GrosZoneKind    kind,
        guint           seat)
{
  return g->cards[card].zone == GROS_ZONE_ID (kind, seat);
}

/* Reads tests/scenarios/@name, runs it, and checks every expectation held. */
static inline GameScenario *
trc_scenario (const char *name)
{
  g_autofree char *relative = g_strdup_printf ("scenarios/%s", name);
  g_autoptr(GFile) file = gros_test_get_source_file (relative);
  g_autoptr(GError) error = NULL;
  GameScenario *scenario = game_scenario_new_from_file (file, NULL, &error);
  GPtrArray *checks;

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  game_scenario_run (scenario, GAME_VIEWER_ALL, &error);
  g_assert_no_error (error);
  checks = game_scenario_get_checks (scenario);
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      if (!c->checked || !c->passed)
        g_error ("%s:%u: expect %s: %s", name, c->line, c->text,
                 c->checked ? c->actual : "not reached");
    }
  return scenario;
}

/* Events collected by trc_events_cb. */
static inline void
trc_events_cb (const GrosGame  *game,
               const GrosEvent *event,
               gpointer         user_data)
{
  g_array_append_val ((GArray *) user_data, *event);
}
