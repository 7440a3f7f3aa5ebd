/* test-session.c: a GROS game through GameSession, as a table reads it: the view follows the
 * game, hidden cards stay hidden, legal actions for drops, and what a viewer saw revealed. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-core.h"
#include "game-session-private.h"
#include "gros-game.h"
#include "gros-game-id.h"
#include "gros-game-view.h"
#include "gros-test-util.h"

typedef struct
{
  DriveInCatalog *catalog;
  GameSession    *session;
  guint           changed;
  guint           events;
} Fixture;

static const GameRules *rules;

static void
on_changed (GameSession *session,
            Fixture     *f)
{
  f->changed++;
}

static void
on_event (GameSession *session,
          gpointer     event,
          Fixture     *f)
{
  g_assert_nonnull (event);
  f->events++;
}

/* Two seats, Feature Film, fixed decks of the starter release, seat 1 (index 0) viewing. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_starter_release (languages, &error);
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GameRecord) record = NULL;
  GListModel *cards;
  guint n;

  g_assert_no_error (error);
  f->catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (f->catalog, release);
  cards = drive_in_release_get_cards (release);
  n = g_list_model_get_n_items (cards);
  g_assert_true (rules->params_init (params, "feature-film"));
  record = game_record_new (rules, 99, 2, params);
  for (guint s = 0; s < 2; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      for (guint k = 0; k < 50; k++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, (s * 48 + k) % n);

          g_ptr_array_add (ids, g_strdup (drive_in_card_get_id (card)));
        }
      g_ptr_array_add (ids, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
    }
  f->session = game_session_new (f->catalog, record, 0, 0, &error);
  g_assert_no_error (error);
  g_signal_connect (f->session, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect (f->session, "event", G_CALLBACK (on_event), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->session);
  g_clear_object (&f->catalog);
}

/* The view holds every zone of the state, card for card in number, as the rules project it. */
static void
assert_view_matches_game (GameSession *session)
{
  const GrosGame *game = game_session_get_state (session);
  const GrosGame *view = game_session_get_view (session);

  g_assert_cmpuint (view->n_cards, ==, game->n_cards);
  for (guint s = 0; s < game->n_seats; s++)
    for (GrosZoneKind kind = 0; kind < GROS_N_SEAT_ZONES; kind++)
      g_assert_cmpuint (gros_game_zone_size (view, kind, s), ==,
                        gros_game_zone_size (game, kind, s));
}

static void
test_view_follows_the_game (Fixture       *f,
                            gconstpointer  data)
{
  const GrosGame *view = game_session_get_view (f->session);
  guint64 seed = 5;
  guint applied = 0;

  assert_view_matches_game (f->session);
  g_assert_cmpuint (gros_game_zone_size (view, GROS_ZONE_HAND, 0), ==, 6);

  while (!game_session_is_over (f->session) && applied < 300)
    {
      const GameAction *legal;
      guint n = game_session_get_legal_actions (f->session, &legal);
      GameAction pick;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (n, >, 0);
      seed = seed * 6364136223846793005ull + 1;
      pick = legal[(seed >> 33) % n];
      g_assert_true (game_session_apply (f->session, &pick, &error));
      g_assert_no_error (error);
      applied++;
      assert_view_matches_game (f->session);
    }
  g_assert_cmpuint (f->changed, ==, applied);
  g_assert_cmpuint (f->events, >, applied);
  g_assert_cmpuint (g_list_model_get_n_items (game_session_get_log (f->session)), >, 0);
  g_assert_cmpuint (game_session_get_n_actions (f->session), ==, applied);
}

static void
test_hidden_cards (Fixture       *f,
                   gconstpointer  data)
{
  const GrosGame *view = game_session_get_view (f->session);
  int mine = gros_game_zone_card (view, GROS_ZONE_HAND, 0, 0);
  int theirs = gros_game_zone_card (view, GROS_ZONE_HAND, 1, 0);

  /* Seat 1 (index 0) is the viewer: its own hand shows, the other seat's does not. */
  g_assert_false (gros_game_card_is_blank (view, mine));
  g_assert_nonnull (game_session_get_card (f->session, view->cards[mine].def));
  g_assert_true (gros_game_card_is_blank (view, theirs));
  g_assert_null (game_session_get_card (f->session, view->cards[theirs].def));

  /* A replay viewer sees everything. */
  game_session_set_viewer (f->session, GAME_VIEWER_ALL);
  view = game_session_get_view (f->session);
  for (guint i = 0; i < gros_game_zone_size (view, GROS_ZONE_HAND, 1); i++)
    {
      int card = gros_game_zone_card (view, GROS_ZONE_HAND, 1, i);

      g_assert_false (gros_game_card_is_blank (view, card));
      g_assert_nonnull (game_session_get_card (f->session, view->cards[card].def));
    }
}

static void
test_find_actions_for_drops (Fixture       *f,
                             gconstpointer  data)
{
  const GrosGame *view = game_session_get_view (f->session);
  guint seat = game_session_get_deciding_seat (f->session);
  const GameAction *legal;
  guint n_legal = game_session_get_legal_actions (f->session, &legal);
  guint characters = 0;

  /* Set-up: each Character in the viewer's hand may be cast, and nothing else. */
  g_assert_cmpuint (seat, ==, 0);
  g_assert_cmpint (view->phase, ==, GROS_PHASE_SETUP_CAST);
  for (guint i = 0; i < gros_game_zone_size (view, GROS_ZONE_HAND, seat); i++)
    {
      int card = gros_game_zone_card (view, GROS_ZONE_HAND, seat, i);
      gboolean is_character = gros_game_card_def (view, card)->type == GROS_CARD_TYPE_CHARACTER;
      guint casts = 0, plays = 0;

      for (guint a = 0; a < n_legal; a++)
        if (legal[a].card == card)
          {
            casts += legal[a].kind == GROS_ACT_CAST_START;
            plays += legal[a].kind == GROS_ACT_PLAY;
          }
      g_assert_cmpuint (casts, ==, is_character ? 1 : 0);
      g_assert_cmpuint (plays, ==, 0);
      characters += is_character;
    }
  g_assert_cmpuint (characters, >, 0);
}

/* What each viewer saw an event name stays known to it, and only that: the Title's cards,
 * revealed to everyone and shuffled back into the deck, are still named to every viewer
 * (the view itself shows them as card backs now); a card drawn into a hand is named to
 * its owner and never to the other seat or the public view. */
static void
test_seen_cards_remembered (Fixture       *f,
                            gconstpointer  data)
{
  GListModel *log = game_session_get_log (f->session);
  const GrosGame *game = game_session_get_state (f->session);
  guint n = g_list_model_get_n_items (log);
  guint reveals = 0, hidden_from_other = 0;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GameSessionEvent) entry = g_list_model_get_item (log, i);

      for (int viewer = GAME_VIEWER_PUBLIC; viewer < 2; viewer++)
        {
          GameEvent event, real;
          guint def = G_MAXUINT;
          gboolean known = game_session_event_get_card_def_for (entry, viewer, &def);

          game_session_event_get_event_for (entry, viewer, &event);
          game_session_event_get_event_for (entry, GAME_VIEWER_ALL, &real);
          /* Known exactly when the event named the card to this viewer. */
          g_assert_cmpint (known, ==, event.card != GAME_NO_CARD);
          if (known)
            g_assert_cmpuint (def, ==, rules->views.card_def (game, event.card));
          else
            g_assert_cmpuint (def, ==, G_MAXUINT);
          if (real.kind == GROS_EV_REVEAL && known && game->n_actions == 0
              && !gros_game_card_visible_to (game, real.card, viewer))
            reveals++;
          if (real.card != GAME_NO_CARD && !known && viewer >= 0
              && gros_game_card_visible_to (game, real.card, 1 - viewer))
            hidden_from_other++;
        }
    }
  /* Feature Film: each seat's Title from its deck's top cards, seen by all three viewers. */
  g_assert_cmpuint (reveals, >=, 2 * 3);
  g_assert_cmpuint (hidden_from_other, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  rules = game_rules_lookup (GROS_GAME_ID);

#define ADD(path, func) g_test_add ("/gros/session/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("view-follows-the-game", test_view_follows_the_game);
  ADD ("hidden-cards", test_hidden_cards);
  ADD ("find-actions-for-drops", test_find_actions_for_drops);
  ADD ("seen-cards-remembered", test_seen_cards_remembered);
#undef ADD

  return g_test_run ();
}
