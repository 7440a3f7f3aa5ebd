/* test-gros-session.c: GROS through GameSession, the game-neutral session the tables read:
 * the projection hides every card a viewer may not see (no definition, no telling instance
 * number), and in random games of every format and 2-6 seats, after every event, nothing
 * shown to a seat or to the public view (log lines, action labels and machine forms, the
 * projection, the position's JSON) identifies a card hidden from it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <json-glib/json-glib.h>

#include "game-session-private.h"
#include "gros-game-view.h"
#include "gros-hidden-common.h"
#include "hidden-info-check.h"
#include "gros-game-id.h"

/* Random games in the default suite (every format, every seat count, at least once);
 * GROS_SESSION_GAMES sets another count. */
#define DEFAULT_GAMES 45
#define ACTION_CAP    20000

static const GameRules *rules;

/* A record of a new game of @variant for @n_seats with random decks of @catalog. */
static GameRecord *
new_record (DriveInCatalog *catalog,
            const char  *variant,
            guint        n_seats,
            guint64      seed)
{
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  GameRecord *record;

  g_assert_true (rules->params_init (params, variant));
  record = game_record_new (rules, seed, n_seats, params);
  for (guint s = 0; s < n_seats; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;

      g_assert_true (rules->cards.random_deck (catalog, NULL, params, rand, ids, words, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (words, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
      game_record_set_words (record, s, (const char * const *) words->pdata);
    }
  return record;
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

/* Everything of two states past the card db pointer (two sessions build two dbs alike). */
static gboolean
same_past_db (gconstpointer a,
              gconstpointer b)
{
  gsize at = offsetof (GrosGame, params);

  return memcmp ((const guint8 *) a + at, (const guint8 *) b + at, sizeof (GrosGame) - at) == 0;
}

/* ---- The plug for the game-neutral checker ------------------------------------------ */

typedef struct
{
  const GameEvent *event;     /* the event just emitted, or NULL */
  gboolean         labels;    /* the deciding seat's labels and machine forms, to itself */
  gboolean         full;      /* the projection and the JSON */
  guint64          stamps[GAME_MAX_SEATS + 2];
  gboolean         stamped;
  const HiddenOracle *oracle; /* who may know each card, from the reference game's events */
} Shown;

static char *
json_of (const GrosGame *game,
         int             viewer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  rules->text.position_to_json (game, viewer, NULL, NULL, builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* What view code is given: every card of the projection (its number, its name when it has
 * one, where and how it lies) and every field that names a card. */
static char *
projection_text (const GrosGame *game,
                 int             viewer)
{
  g_autofree GrosGame *view = g_new (GrosGame, 1);
  GString *text = g_string_new (NULL);

  gros_game_project (game, viewer, view, NULL);
  for (guint c = 0; c < view->n_cards; c++)
    {
      const GrosCardState *st = &view->cards[c];

      g_string_append_printf (text, "%u:%s@%u/%d/%x/%u/%u;", c,
                              gros_game_card_def (view, c)->name, st->zone, st->host,
                              st->flags, st->counter, st->aux);
    }
  g_string_append_printf (text, "attack %u %d %d %d %d %d %d;", view->attack.active,
                          view->attack.origin, view->attack.combined[0],
                          view->attack.combined[1], view->attack.combined[2],
                          view->attack.victim_hint, view->attack.redirect);
  for (guint f = 0; f < view->n_frames; f++)
    g_string_append_printf (text, "frame %u %d %d;", view->frames[f].kind, view->frames[f].card,
                            view->frames[f].target);
  for (guint i = 0; i < view->n_grants; i++)
    g_string_append_printf (text, "grant %d %d;", view->grants[i].card, view->grants[i].source);
  for (guint s = 0; s < view->n_seats; s++)
    g_string_append_printf (text, "queued %u: %u %d;", s, view->seats[s].queued_target,
                            view->seats[s].queued_card);
  return g_string_free (text, FALSE);
}

static void
collect_shown (gconstpointer game_pointer,
               int           viewer,
               gpointer      data,
               GPtrArray    *out)
{
  const GrosGame *game = game_pointer;
  const Shown *shown = data;

  if (shown->event != NULL)
    {
      char *line = rules->text.describe_event (game, shown->event, viewer);

      if (line != NULL)
        g_ptr_array_add (out, line);
    }
  if (shown->labels && !gros_game_is_over (game)
      && viewer == (int) gros_game_get_deciding_seat (game))
    {
      static GameAction legal[GAME_MAX_ACTIONS];
      guint n = gros_game_legal_actions (game, legal, GAME_MAX_ACTIONS);

      for (guint i = 0; i < n; i++)
        {
          g_ptr_array_add (out, rules->text.describe_action (game, &legal[i], viewer));
          g_ptr_array_add (out, game_rules_action_to_string_for (rules, game, &legal[i], viewer));
        }
    }
  if (shown->full)
    {
      g_ptr_array_add (out, projection_text (game, viewer));
      g_ptr_array_add (out, json_of (game, viewer));
    }
}

static void
collect_secrets (gconstpointer  game,
                 int            viewer,
                 gpointer       data,
                 HiddenSecrets *out)
{
  const Shown *shown = data;

  gros_hidden_collect_secrets (game, shown->oracle, viewer, out);
}

/* What each viewer may know (the oracle's stamps) and the Titles, folded: the secrets follow
 * them. */
static guint64
secrets_stamp (gconstpointer game_pointer,
               int           viewer,
               gpointer      data)
{
  const GrosGame *game = game_pointer;
  Shown *shown = data;

  if (!shown->stamped)
    {
      guint64 title = 1469598103934665603ull ^ ((guint64) (guintptr) game->db << 16);

      for (guint s = 0; s < game->n_seats; s++)
        for (guint w = 0; w < game->seats[s].n_title_words; w++)
          title = (title ^ game->seats[s].title_words[w]) * 1099511628211ull;
      for (int v = GAME_VIEWER_PUBLIC; v < (int) GAME_MAX_SEATS; v++)
        shown->stamps[v + 2] = (title ^ (guint64) (v + 2)) * 1099511628211ull
                               ^ hidden_oracle_stamp (shown->oracle, v);
      shown->stamped = TRUE;
    }
  return shown->stamps[viewer + 2];
}

static gpointer
permute_hidden (gconstpointer game,
                int           viewer,
                guint64       seed,
                gpointer      data)
{
  const Shown *shown = data;
  GrosGame *copy = g_new (GrosGame, 1);

  gros_game_copy (copy, game);
  gros_hidden_permute (copy, shown->oracle, viewer, seed);
  return copy;
}

static const HiddenInfoGame gros_plug = {
  "GROS",
  collect_shown,
  collect_secrets,
  secrets_stamp,
  permute_hidden,
  g_free,
};

/* ---- The run ---------------------------------------------------------------------------- */

typedef struct
{
  guint         game_index;
  guint64       seed;
  guint64       events;
  guint64       views;
  guint64       checks;
  GPtrArray    *lines;        /* per logged event of the action: char*[N_VIEWS] */
  HiddenSecrets secrets[GAME_MAX_SEATS + 1];
  guint64       handed;       /* events the sessions handed view code */
  HiddenOracle *oracle;       /* fed the reference game's events */
  /* The reference's events of the action being played, and after each, who the oracle says
   * may know each card (bit v + 2 for viewer v, GROS_MAX_CARDS bytes an event); the events
   * each session handed view code meanwhile (by viewer + 2), checked against them once the
   * reference has played the action too. */
  GArray       *ref_events;
  GByteArray   *ref_sees;
  GArray       *session_events[GAME_MAX_SEATS + 2];
} Run;

static void
check_all_viewers (const GrosGame *game,
                   Shown          *shown,
                   Run            *run)
{
  int viewers[GAME_MAX_SEATS + 1] = { GAME_VIEWER_PUBLIC };
  g_autofree char *message = NULL;
  guint checked = 0;

  for (guint s = 0; s < game->n_seats; s++)
    viewers[s + 1] = s;
  if (!hidden_info_check_viewers (&gros_plug, game, viewers, game->n_seats + 1, TRUE,
                                  run->seed, shown, run->secrets, &checked, &message))
    g_error ("game %u, action %u: %s", run->game_index, game->n_actions, message);
  run->seed += game->n_seats + 1;
  run->views += game->n_seats + 1;
  run->checks += checked;
}

static void
on_reference_event (gconstpointer    state,
                    const GameEvent *event,
                    gpointer         user_data)
{
  const GrosGame *game = state;
  Run *run = user_data;
  Shown shown = { event, FALSE, FALSE, { 0 }, FALSE, run->oracle };
  char **texts = g_new0 (char *, GAME_MAX_SEATS + 3);
  gboolean any = FALSE;

  hidden_oracle_event (state, event, run->oracle);
  run->events++;
  {
    guint8 sees[GROS_MAX_CARDS] = { 0 };

    for (guint c = 0; c < game->n_cards; c++)
      for (int v = GAME_VIEWER_PUBLIC; v < (int) game->n_seats; v++)
        if (hidden_oracle_sees (run->oracle, c, v))
          sees[c] |= 1u << (v + 2);
    g_array_append_val (run->ref_events, *event);
    g_byte_array_append (run->ref_sees, sees, sizeof sees);
  }
  /* Every event of the first games, then every eighth. */
  if (run->game_index < 12 || run->events % 8 == 0)
    check_all_viewers (game, &shown, run);
  for (int v = GAME_VIEWER_PUBLIC; v < game->n_seats; v++)
    {
      texts[v + 2] = rules->text.describe_event (game, event, v);
      any |= texts[v + 2] != NULL;
    }
  if (any)
    g_ptr_array_add (run->lines, texts);
  else
    g_strfreev (texts);
}

/* Kept until the reference has played the same action (check_handed). */
static void
on_session_event (GameSession     *session,
                  const GameEvent *event,
                  Run             *run)
{
  int viewer = game_session_get_viewer (session);

  g_assert_cmpint (viewer, >=, GAME_VIEWER_PUBLIC);
  g_array_append_val (run->session_events[viewer + 2], *event);
}

/* The events each session handed view code for the last action are the reference's, in
 * order, and name only cards the oracle says their viewer may know then; a card it may not
 * know is left out (GAME_NO_CARD). */
static void
check_handed (const GrosGame *game,
              Run            *run)
{
  /* A session for each seat and the public view (none for GAME_VIEWER_ALL). */
  for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) game->n_seats; viewer++)
    {
      GArray *handed = run->session_events[viewer + 2];

      if (viewer == GAME_VIEWER_ALL)
        continue;
      if (handed->len != run->ref_events->len)
        g_error ("game %u, action %u: viewer %d's session handed %u events, the game made %u",
                 run->game_index, game->n_actions, viewer, handed->len, run->ref_events->len);
      for (guint i = 0; i < handed->len; i++)
        {
          const GameEvent *mine = &g_array_index (handed, GameEvent, i);
          const GameEvent *ref = &g_array_index (run->ref_events, GameEvent, i);
          const guint8 *sees = run->ref_sees->data + (gsize) i * GROS_MAX_CARDS;
          int cards[2][2] = { { mine->card, ref->card }, { mine->target, ref->target } };

          g_assert_cmpuint (mine->kind, ==, ref->kind);
          g_assert_cmpuint (mine->seat, ==, ref->seat);
          for (guint k = 0; k < G_N_ELEMENTS (cards); k++)
            {
              int card = cards[k][0];

              if (card == GAME_NO_CARD)
                continue;
              if (card != cards[k][1])
                g_error ("game %u, action %u: viewer %d's session handed event %u with card "
                         "%d, the game's was %d", run->game_index, game->n_actions, viewer,
                         mine->kind, card, cards[k][1]);
              if (card >= 0 && (guint) card < game->n_cards
                  && !((sees[card] >> (viewer + 2)) & 1))
                g_error ("game %u, action %u: a session's event %u names card %d, which the "
                         "oracle says viewer %d may not know", run->game_index,
                         game->n_actions, mine->kind, card, viewer);
            }
          run->handed++;
        }
      g_array_set_size (handed, 0);
    }
  g_array_set_size (run->ref_events, 0);
  g_byte_array_set_size (run->ref_sees, 0);
}

/* The projection depends neither on how the hidden cards are numbered nor on which they
 * are: renumbered at random among themselves, or dealt differently, the state projects to
 * the same bytes. */
static void
check_projection_blind (const GrosGame     *game,
                        const HiddenOracle *oracle,
                        int                 viewer,
                        guint64            *rng)
{
  g_autofree GrosGame *other = g_new (GrosGame, 1);
  g_autofree GrosGame *a = g_new (GrosGame, 1);
  g_autofree GrosGame *b = g_new (GrosGame, 1);
  int map[GROS_MAX_CARDS], hidden[GROS_MAX_CARDS];
  guint n = 0;

  for (guint c = 0; c < game->n_cards; c++)
    {
      map[c] = c;
      if (!hidden_oracle_sees (oracle, c, viewer))
        hidden[n++] = c;
    }
  for (guint i = n; i > 1; i--)
    {
      guint j = games_rand_below (rng, i);
      int tmp = hidden[i - 1];

      hidden[i - 1] = hidden[j];
      hidden[j] = tmp;
    }
  for (guint i = 0, k = 0; i < game->n_cards; i++)
    if (!hidden_oracle_sees (oracle, i, viewer))
      map[i] = hidden[k++];
  gros_game_relabel (game, map, other);
  g_assert_true (gros_game_check_invariants (other, NULL));
  gros_game_project (game, viewer, a, NULL);
  gros_game_project (other, viewer, b, NULL);
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("viewer %d: the projection depends on the numbers of hidden cards", viewer);

  gros_game_copy (other, game);
  gros_hidden_permute (other, oracle, viewer, games_rand_next (rng));
  gros_game_project (other, viewer, b, NULL);
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("viewer %d: the projection depends on which the hidden cards are", viewer);
}

static void
test_random_games (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  const char *env = g_getenv ("GROS_SESSION_GAMES");
  guint n_games = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : DEFAULT_GAMES;
  const GameVariant *variants;
  guint n_variants = rules->list_variants (&variants);
  guint64 actions = 0, lines = 0, views = 0, labels = 0, blind = 0, variants_seen = 0;
  guint64 seats_seen = 0;
  Run run = { 0 };

  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_init (&run.secrets[v]);
  run.ref_events = g_array_new (FALSE, FALSE, sizeof (GameEvent));
  run.ref_sees = g_byte_array_new ();
  for (guint v = 0; v < G_N_ELEMENTS (run.session_events); v++)
    run.session_events[v] = g_array_new (FALSE, FALSE, sizeof (GameEvent));
  run.lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; i < n_games; i++)
    {
      guint variant = i % n_variants;
      guint n_seats = 2 + (i / n_variants) % (GROS_MAX_SEATS - 1);
      guint64 rng = games_seed_mix (0x6e5 + i);
      g_autoptr(GameRecord) record = new_record (catalog, variants[variant].id, n_seats,
                                                 7100 + i);
      g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
      g_autofree GrosGame *game = g_new0 (GrosGame, 1);
      g_autofree GrosGame *view = g_new (GrosGame, 1);
      g_autofree uint16_t *storage = NULL;
      g_autoptr(GError) error = NULL;
      GameSetup setup;
      gpointer db;

      run.game_index = i;
      run.seed = 91 + i * 1000;
      variants_seen |= 1u << variant;
      seats_seen |= 1u << n_seats;
      /* One session per viewer, each with its own copy of the record. */
      for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) n_seats; viewer++)
        if (viewer != GAME_VIEWER_ALL)
          {
            g_autoptr(GameRecord) copy = copy_record (record);
            GameSession *session = game_session_new (catalog, copy, 0, viewer, &error);

            g_assert_no_error (error);
            g_signal_connect (session, "event", G_CALLBACK (on_session_event), &run);
            g_ptr_array_add (sessions, session);
          }
      /* The reference game uses the first session's card db (the others are built alike). */
      db = rules->cards.state_db (game_session_get_state (sessions->pdata[0]));
      g_assert_true (game_record_make_setup (record, db, &setup, &storage, &error));
      g_ptr_array_set_size (run.lines, 0);
      g_clear_pointer (&run.oracle, hidden_oracle_free);
      run.oracle = hidden_oracle_new (rules);
      g_assert_true (rules->play.init (game, &setup, on_reference_event, &run, &error));
      /* A session sets up before the test listens to it: it hands nothing yet. */
      g_array_set_size (run.ref_events, 0);
      g_byte_array_set_size (run.ref_sees, 0);

      for (guint step = 0; step <= ACTION_CAP; step++)
        {
          gboolean check_labels = i < 12 || step % 16 == 0;
          Shown shown = { NULL, check_labels, i < 9 ? step % 8 == 0 : step % 64 == 5, { 0 },
                          FALSE, run.oracle };
          guint n, pick;

          /* Each session: the log lines of the last action as the reference read them, the
           * view as the rules project the reference, the labels as the rules give them. */
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
                  GameEvent named;
                  guint def = G_MAXUINT;

                  g_assert_cmpstr (game_session_event_get_text_for (entry, viewer), ==,
                                   ((char **) run.lines->pdata[l])[viewer + 2]);
                  /* Which card it was stays known to the viewer the event named it to (the
                   * oracle checks that one, check_handed()), and to no other. */
                  game_session_event_get_event_for (entry, viewer, &named);
                  g_assert_cmpint (game_session_event_get_card_def_for (entry, viewer, &def), ==,
                                   named.card != GAME_NO_CARD);
                  if (named.card != GAME_NO_CARD)
                    g_assert_cmpuint (def, ==, game->cards[named.card].def);
                  lines++;
                }
              g_object_set_data (G_OBJECT (session), "seen",
                                 GUINT_TO_POINTER (g_list_model_get_n_items (log)));
              gros_game_project (game, viewer, view, NULL);
              if (!same_past_db (view, game_session_get_view (session)))
                g_error ("game %u, action %u, viewer %d: the session's view differs from the "
                         "projection", i, game->n_actions, viewer);
              views++;
              n_shown = game_session_get_legal_actions (session, &shown_actions);
              if (check_labels && n_shown > 0)
                {
                  n = gros_game_legal_actions (game, legal, GAME_MAX_ACTIONS);
                  g_assert_cmpuint (n, ==, n_shown);
                  for (guint a = 0; a < n; a++)
                    {
                      g_autofree char *mine = game_session_describe_action (session,
                                                                            &shown_actions[a]);
                      g_autofree char *theirs = rules->text.describe_action (game, &legal[a],
                                                                             viewer);

                      g_assert_cmpstr (mine, ==, theirs);
                      labels++;
                    }
                }
              if (shown.full)
                {
                  check_projection_blind (game, run.oracle, viewer, &rng);
                  blind++;
                }
            }
          g_ptr_array_set_size (run.lines, 0);
          if (gros_game_is_over (game))
            break;
          if (check_labels || shown.full)
            check_all_viewers (game, &shown, &run);

          n = gros_game_legal_actions (game, legal, GAME_MAX_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          pick = games_rand_below (&rng, n);
          /* The deciding seat's session takes it the way a table does: by the action it was
           * shown; the others by the rules' own action. */
          for (guint k = 0; k < sessions->len; k++)
            {
              GameSession *session = sessions->pdata[k];

              if (game_session_get_viewer (session) == (int) gros_game_get_deciding_seat (game))
                {
                  const GameAction *shown_actions;

                  g_assert_cmpuint (game_session_get_legal_actions (session, &shown_actions),
                                    ==, n);
                  g_assert_true (game_session_apply (session, &shown_actions[pick], &error));
                }
              else
                g_assert_true (game_session_apply_real (session, &legal[pick], &error));
              g_assert_no_error (error);
            }
          g_assert_true (rules->play.apply (game, &legal[pick], on_reference_event, &run, &error));
          g_assert_no_error (error);
          /* The projection hides what the engine's knowledge says: it must be the oracle's. */
          {
            g_autofree char *message = NULL;

            if (!hidden_oracle_check_engine (run.oracle, game, &message))
              g_error ("game %u, action %u: %s", i, game->n_actions, message);
          }
          check_handed (game, &run);
          actions++;
        }
      g_assert_true (gros_game_is_over (game));
      /* The finished game: the Title cards shown for the tally, every viewer. */
      {
        Shown shown = { NULL, FALSE, TRUE, { 0 }, FALSE, run.oracle };

        check_all_viewers (game, &shown, &run);
        for (int viewer = GAME_VIEWER_PUBLIC; viewer < (int) n_seats; viewer++)
          {
            g_autofree char *real = rules->text.describe_result (game);
            g_autofree char *seen = NULL;
            gboolean backs = FALSE;

            check_projection_blind (game, run.oracle, viewer, &rng);
            /* A table reads the result from its view. */
            gros_game_project (game, viewer, view, NULL);
            seen = rules->text.describe_result (view);
            for (guint c = 0; c < view->n_cards; c++)
              backs |= gros_game_card_is_blank (view, c);
            /* The same winners; the Ratings only when the view holds every card (a tally
             * may hang on cards of a hand it does not see). */
            if (!backs)
              g_assert_cmpstr (seen, ==, real);
            else
              for (guint s = 0; s < n_seats; s++)
                {
                  g_autofree char *name = g_strdup_printf ("Seat %u", s + 1);

                  g_assert_true ((strstr (seen, name) != NULL) == (strstr (real, name) != NULL));
                  g_assert_null (strstr (seen, "Ratings"));
                }
          }
      }
    }
  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_clear (&run.secrets[v]);
  for (guint v = 0; v < G_N_ELEMENTS (run.session_events); v++)
    g_array_unref (run.session_events[v]);
  g_array_unref (run.ref_events);
  g_byte_array_unref (run.ref_sees);
  g_ptr_array_unref (run.lines);
  g_clear_pointer (&run.oracle, hidden_oracle_free);
  g_assert_cmpuint (run.handed, >, 0);
  if (n_games >= DEFAULT_GAMES)
    {
      g_assert_cmpuint (variants_seen, ==, (1u << n_variants) - 1);
      g_assert_cmpuint (seats_seen, ==, 0x7c);
    }
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " events; %"
                  G_GUINT64_FORMAT " views checked (%" G_GUINT64_FORMAT " on their own); "
                  "sessions: %" G_GUINT64_FORMAT " log lines, %" G_GUINT64_FORMAT " views, %"
                  G_GUINT64_FORMAT " labels, %" G_GUINT64_FORMAT " projections renumbered and "
                  "dealt again, %" G_GUINT64_FORMAT " events handed to view code", n_games,
                  actions, run.events, run.views, run.checks, lines, views, labels, blind,
                  run.handed);
}

/* ---- The projection on a known position --------------------------------------------- */

static void
test_projection (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GameRecord) record = new_record (catalog, "feature-film", 3, 42);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameSession) session = game_session_new (catalog, record, 0, 0, &error);
  const GrosGame *game, *view;
  g_autofree int *map = g_new (int, GROS_MAX_CARDS);
  g_autofree GrosGame *mapped = g_new (GrosGame, 1);
  guint n_mine, n_theirs;

  g_assert_no_error (error);
  game = game_session_get_state (session);
  view = game_session_get_view (session);
  g_assert_cmpuint (view->rng[0] | view->rng[1], ==, 0);
  g_assert_cmpuint (view->n_cards, ==, game->n_cards);
  /* Seat 1 sees its own hand, card for card, under the same numbers. */
  n_mine = gros_game_zone_size (view, GROS_ZONE_HAND, 0);
  g_assert_cmpuint (n_mine, >, 0);
  for (guint i = 0; i < n_mine; i++)
    {
      int card = gros_game_zone_card (view, GROS_ZONE_HAND, 0, i);

      g_assert_cmpint (card, ==, gros_game_zone_card (game, GROS_ZONE_HAND, 0, i));
      g_assert_false (gros_game_card_is_blank (view, card));
      g_assert_cmpuint (view->cards[card].def, ==, game->cards[card].def);
    }
  /* Another seat's hand and every deck are card backs: no name, no stat. */
  n_theirs = gros_game_zone_size (view, GROS_ZONE_HAND, 1);
  g_assert_cmpuint (n_theirs, >, 0);
  for (guint i = 0; i < n_theirs; i++)
    {
      int card = gros_game_zone_card (view, GROS_ZONE_HAND, 1, i);

      g_assert_true (gros_game_card_is_blank (view, card));
      g_assert_cmpstr (gros_game_card_def (view, card)->name, ==, "");
      g_assert_cmpstr (gros_game_card_def (view, card)->id, ==, "");
      g_assert_cmpint (gros_game_card_def (view, card)->stat, ==, 0);
    }
  for (guint i = 0; i < gros_game_zone_size (view, GROS_ZONE_DECK, 0); i++)
    g_assert_true (gros_game_card_is_blank (view, gros_game_zone_card (view, GROS_ZONE_DECK,
                                                                       0, i)));
  /* The map says where each instance went: a seen card keeps its number, a hidden one's
   * lies where the card lies. */
  gros_game_project (game, 0, mapped, map);
  g_assert_true (same_past_db (mapped, view));
  for (guint c = 0; c < game->n_cards; c++)
    {
      g_assert_cmpuint (view->cards[map[c]].zone, ==, game->cards[c].zone);
      if (gros_game_viewer_sees (game, c, 0))
        g_assert_cmpint (map[c], ==, c);
    }

  /* The public view sees no hand; everyone's view sees every card as it is. */
  game_session_set_viewer (session, GAME_VIEWER_PUBLIC);
  view = game_session_get_view (session);
  g_assert_true (gros_game_card_is_blank (view, gros_game_zone_card (view, GROS_ZONE_HAND, 0,
                                                                     0)));
  game_session_set_viewer (session, GAME_VIEWER_ALL);
  view = game_session_get_view (session);
  for (guint c = 0; c < game->n_cards; c++)
    g_assert_cmpuint (view->cards[c].def, ==, game->cards[c].def);
  g_assert_cmpuint (view->rng[0] | view->rng[1], ==, 0);
}

/* ---- Undo, replay steps, preview and files ------------------------------------------ */

static void
test_undo_and_seek (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GameRecord) record = new_record (catalog, "feature-film", 2, 7);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameSession) session = game_session_new (catalog, record, 0, 0, &error);
  g_autoptr(GameSession) again = NULL;
  g_autoptr(GameRecord) loaded = NULL;
  g_autofree GrosGame *before = g_new (GrosGame, 1);
  g_autofree GrosGame *preview = g_new (GrosGame, 1);
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (GameAction));
  g_autofree char *data = NULL;
  guint64 rng = 99;
  guint target, log_before;
  GameAction pass = { 0 };
  gboolean found = FALSE;
  gsize length;

  g_assert_no_error (error);
  /* Random actions until seat 1 decides in the Play phase of a later turn, nothing pending. */
  for (guint k = 0; k < 5000; k++)
    {
      const GameAction *legal;
      guint n = game_session_get_legal_actions (session, &legal);
      const GrosGame *game = game_session_get_state (session);

      g_assert_cmpuint (n, >, 0);
      if (game->phase == GROS_PHASE_PLAY && gros_game_get_deciding_seat (game) == 0
          && game->turn > 2 && game->n_frames == 0)
        break;
      g_assert_true (game_session_apply (session, &legal[games_rand_below (&rng, n)], &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (((const GrosGame *) game_session_get_state (session))->phase, ==,
                    GROS_PHASE_PLAY);
  memcpy (before, game_session_get_state (session), sizeof *before);
  log_before = g_list_model_get_n_items (game_session_get_log (session));

  /* A preview of passing: a view of what seat 1 knows, the legal actions after it. */
  {
    const GameAction *legal;
    guint n = game_session_get_legal_actions (session, &legal);

    for (guint i = 0; i < n && !found; i++)
      if (legal[i].kind == GROS_ACT_PASS)
        {
          pass = legal[i];
          found = TRUE;
        }
    g_assert_true (found);
    /* The end of the phase may draw (chance): a preview that would show it is refused. */
    if (game_session_preview (session, &pass, 1, preview, next))
      {
        g_assert_cmpuint (preview->rng[0] | preview->rng[1], ==, 0);
        g_assert_cmpuint (preview->n_cards, ==, before->n_cards);
      }
    /* With no action, the preview is the view itself: the world it is worked out in differs
     * from the game only in what the viewer cannot see. */
    g_assert_true (game_session_preview (session, NULL, 0, preview, NULL));
    g_assert_true (same_past_db (preview, game_session_get_view (session)));
  }

  /* An action of seat 1 that shows nothing it could take back (the first of its list that
   * leaves every card's knowledge and the random stream as they were): undone. */
  {
    const GameAction *shown_actions;
    guint n = game_session_get_legal_actions (session, &shown_actions);
    g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
    g_autofree GrosGame *trial = g_new (GrosGame, 1);
    guint quiet = n;

    g_assert_cmpuint (gros_game_legal_actions (before, legal, GAME_MAX_ACTIONS), ==, n);
    for (guint i = 0; i < n && quiet == n; i++)
      {
        gros_game_copy (trial, before);
        g_assert_true (rules->play.apply (trial, &legal[i], NULL, NULL, NULL));
        if (!rules->views.action_revealed (before, trial, 0))
          quiet = i;
      }
    g_assert_cmpuint (quiet, <, n);
    g_assert_true (game_session_apply (session, &shown_actions[quiet], &error));
    g_assert_no_error (error);
  }
  g_assert_true (game_session_find_undo_target (session, 0, &target));
  g_assert_cmpuint (target, ==, before->n_actions);
  g_assert_true (game_session_undo_to (session, target, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (before, game_session_get_state (session), sizeof *before) == 0);
  g_assert_cmpuint (game_session_get_n_actions (session), ==, target);
  g_assert_cmpuint (g_list_model_get_n_items (game_session_get_log (session)), ==, log_before);

  /* Passing ends the Play phase; when that showed something (a draw), undo refuses. */
  g_assert_true (game_session_apply (session, &pass, &error));
  g_assert_no_error (error);
  if (!game_session_find_undo_target (session, 0, NULL))
    {
      g_assert_false (game_session_undo_to (session, before->n_actions, &error));
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
      g_clear_error (&error);
    }
  target = game_session_get_n_actions (session);

  /* Seeking back and forth gives the same states; a replay step takes no action. */
  g_assert_true (game_session_seek (session, 3, &error));
  g_assert_cmpuint (game_session_get_position (session), ==, 3);
  g_assert_false (game_session_apply_real (session, game_record_get_action (record, 3), NULL));
  g_assert_false (game_session_seek (session, target + 1, NULL));
  g_assert_true (game_session_seek (session, before->n_actions, &error));
  g_assert_true (memcmp (before, game_session_get_state (session), sizeof *before) == 0);
  g_assert_true (game_session_seek (session, target, &error));

  /* Saved with a member of the program's own, and taken up again. */
  {
    g_autoptr(JsonNode) node = json_from_string ("{\"seats\":[\"human\",\"computer\"]}", NULL);

    data = game_session_to_data (session, "drive-in-table", node, &length);
  }
  g_assert_nonnull (strstr (data, "drive-in-table"));
  loaded = game_record_load_from_data (data, length, "saved", &error);
  g_assert_no_error (error);
  again = game_session_new (catalog, loaded, GAME_RECORD_ALL, 0, &error);
  g_assert_no_error (error);
  g_assert_true (same_past_db (game_session_get_view (session), game_session_get_view (again)));
  g_assert_true (same_past_db (game_session_get_state (session),
                               game_session_get_state (again)));
  g_assert_true (game_session_find_undo_target (again, 0, NULL)
                 == game_session_find_undo_target (session, 0, NULL));
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  rules = game_rules_lookup (GROS_GAME_ID);

  g_test_add_func ("/gros/session/projection", test_projection);
  g_test_add_func ("/gros/session/undo-seek-save", test_undo_and_seek);
  g_test_add_func ("/gros/session/hidden-info", test_random_games);
  return g_test_run ();
}
