/* test-grotto-session.c: Grotto Beasts! through GameSession, the game-neutral session the table
 * reads: the projection hides every card a viewer may not see (no definition, no telling
 * instance number), and in random games of every variant, after every action the engine's
 * knowledge is the oracle's (hidden-oracle.h: from the events alone), and after every event
 * nothing shown to a seat or to the public view (log lines, action labels, the projection's
 * names, the position's JSON) identifies a card the oracle says is hidden from it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <json-glib/json-glib.h>

#include "game-session-private.h"
#include "drive-in-catalog.h"
#include "drive-in-library.h"
#include "gros-test-util.h"
#include "grotto-game-private.h"
#include "hidden-info-check.h"
#include "hidden-oracle.h"
#include "grotto-game-id.h"

/* Random games in the default suite; GROTTO_SESSION_GAMES sets another count. */
#define DEFAULT_GAMES 48
#define ACTION_CAP    3000

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
grotto_catalog (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_builtin_release ("drive-in-grotto", NULL,
                                                                      &error);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, release);
  return catalog;
}

/* A record of a new game of @variant for @n_seats with random starter decks. */
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
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
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

/* ---- The plug for the game-neutral checker ------------------------------------------ */

typedef struct
{
  const GameEvent *event;     /* the event just emitted, or NULL */
  gboolean         labels;    /* the deciding seat's labels, to itself */
  gboolean         full;      /* the projection's cards and the JSON */
  guint64          stamps[GAME_MAX_SEATS + 2];
  gboolean         stamped;
  const HiddenOracle *oracle; /* who may know each card */
} Shown;

static char *
json_of (const GrottoGame *game,
         int               viewer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  rules->text.position_to_json (game, viewer, NULL, NULL, builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* What view code is given of the cards: each card of the projection, its place, and its
 * name when it has one. */
static char *
projection_text (const GrottoGame *game,
                 int               viewer)
{
  g_autofree GrottoGame *view = g_new (GrottoGame, 1);
  GString *text = g_string_new (NULL);

  grotto_game_project (game, viewer, view, NULL);
  for (guint c = 0; c < view->n_cards; c++)
    {
      const GrottoCardState *st = &view->cards[c];

      g_string_append_printf (text, "%u:%s@%u/%u/%d;", c,
                              grotto_game_card_is_blank (view, c) ? "?"
                                                                  : grotto_def (view, c)->name,
                              st->zone, st->spot, st->host);
    }
  for (guint s = 0; s < view->n_seats; s++)
    g_string_append_printf (text, "goal %u: %u;", s, view->seats[s].goal);
  return g_string_free (text, FALSE);
}

static void
collect_shown (gconstpointer game_pointer,
               int           viewer,
               gpointer      data,
               GPtrArray    *out)
{
  const GrottoGame *game = game_pointer;
  const Shown *shown = data;

  if (shown->event != NULL)
    {
      char *line = rules->text.describe_event (game, shown->event, viewer);
      char *folded = rules->text.describe_events_folded (game, shown->event, 7, viewer);

      if (line != NULL)
        g_ptr_array_add (out, line);
      /* The line a run of such events folds into goes through the same checks. */
      if (folded != NULL)
        g_ptr_array_add (out, folded);
    }
  if (shown->labels && !grotto_game_is_over (game)
      && viewer == (int) grotto_game_deciding_seat (game))
    {
      static GameAction legal[GAME_MAX_ACTIONS];
      guint n = grotto_game_legal_actions (game, legal, GAME_MAX_ACTIONS);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (out, rules->text.describe_action (game, &legal[i], viewer));
    }
  if (shown->full)
    {
      g_ptr_array_add (out, projection_text (game, viewer));
      g_ptr_array_add (out, json_of (game, viewer));
    }
}

static void
collect_secrets (gconstpointer  game_pointer,
                 int            viewer,
                 gpointer       data,
                 HiddenSecrets *out)
{
  const GrottoGame *game = game_pointer;
  const Shown *shown = data;
  guint n_defs = grotto_card_db_get_n_cards (game->db);
  g_autofree guint8 *seen = g_new0 (guint8, n_defs);   /* 1 visible, 2 hidden */

  for (guint c = 0; c < game->n_cards; c++)
    {
      if (hidden_oracle_sees (shown->oracle, c, viewer))
        seen[game->cards[c].def] |= 1;
      else
        {
          seen[game->cards[c].def] |= 2;
          hidden_secrets_add_card (out, c);
        }
    }
  /* A card of which a copy is visible tells nothing by its name. */
  for (guint d = 0; d < n_defs; d++)
    {
      const GrottoCardDef *def = grotto_card_db_get (game->db, d);

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
  Shown *shown = data;

  return hidden_oracle_stamp (shown->oracle, viewer);
}

/* @game with the definitions of the cards hidden from @viewer dealt again among the hidden
 * cards of the same owner; a hidden Challenger (there is one a seat) becomes another
 * Challenger, its Goal with it. A position the viewer cannot tell from @game. */
static void
permute_defs (GrottoGame         *game,
              const HiddenOracle *oracle,
              int                 viewer,
              guint64             seed)
{
  guint64 state = seed | 1;
  guint challengers[GROTTO_MAX_CARDS];
  guint n_challengers = 0;

  for (guint d = 0; d < grotto_card_db_get_n_cards (game->db); d++)
    if (grotto_card_db_get (game->db, d)->kind == GROTTO_KIND_CHALLENGER)
      challengers[n_challengers++] = d;
  for (guint owner = 0; owner < game->n_seats; owner++)
    {
      int slots[GROTTO_MAX_CARDS];
      guint n = 0;

      for (guint c = 0; c < game->n_cards; c++)
        {
          if (game->cards[c].owner != owner || hidden_oracle_sees (oracle, c, viewer))
            continue;
          if ((int) c == game->seats[owner].challenger)
            {
              guint def = challengers[rand_below (&state, n_challengers)];

              game->cards[c].def = def;
              game->seats[owner].goal = MAX (grotto_card_db_get (game->db, def)->goal, 1);
              continue;
            }
          slots[n++] = c;
        }
      for (guint i = n; i > 1; i--)
        {
          guint j = rand_below (&state, i);
          uint16_t tmp = game->cards[slots[i - 1]].def;

          game->cards[slots[i - 1]].def = game->cards[slots[j]].def;
          game->cards[slots[j]].def = tmp;
        }
    }
}

static gpointer
permute_hidden (gconstpointer game,
                int           viewer,
                guint64       seed,
                gpointer      data)
{
  const Shown *shown = data;
  GrottoGame *copy = g_new (GrottoGame, 1);

  grotto_game_copy (copy, game);
  permute_defs (copy, shown->oracle, viewer, seed);
  return copy;
}

static const HiddenInfoGame grotto_plug = {
  "Grotto Beasts!",
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
  HiddenOracle *oracle;
  guint64       engine_checks;
  /* The reference's events of the action being played, and after each, who the oracle says
   * may know each card (bit v + 2 for viewer v, GROTTO_MAX_CARDS bytes an event); the events each
   * session handed view code meanwhile (by viewer + 2), checked against them once the
   * reference has played the action too. */
  GArray       *ref_events;
  GByteArray   *ref_sees;
  GArray       *session_events[GAME_MAX_SEATS + 2];
} Run;

/* The engine's knowledge is the oracle's. */
static void
check_engine (const GrottoGame *game,
              Run              *run)
{
  g_autofree char *message = NULL;

  if (!hidden_oracle_check_engine (run->oracle, game, &message))
    g_error ("game %u, action %u: %s", run->game_index, game->n_actions, message);
  run->engine_checks++;
}

static void
check_all_viewers (const GrottoGame *game,
                   Shown            *shown,
                   Run              *run)
{
  int viewers[GAME_MAX_SEATS + 1] = { GAME_VIEWER_PUBLIC };
  g_autofree char *message = NULL;
  guint checked = 0;

  for (guint s = 0; s < game->n_seats; s++)
    viewers[s + 1] = s;
  if (!hidden_info_check_viewers (&grotto_plug, game, viewers, game->n_seats + 1, TRUE,
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
  const GrottoGame *game = state;
  Run *run = user_data;
  Shown shown = { event, FALSE, FALSE, { 0 }, FALSE, run->oracle };
  char **texts = g_new0 (char *, GAME_MAX_SEATS + 3);
  gboolean any = FALSE;

  hidden_oracle_event (game, event, run->oracle);
  run->events++;
  {
    guint8 sees[GROTTO_MAX_CARDS] = { 0 };

    for (guint c = 0; c < game->n_cards; c++)
      for (int v = GAME_VIEWER_PUBLIC; v < (int) game->n_seats; v++)
        if (hidden_oracle_sees (run->oracle, c, v))
          sees[c] |= 1u << (v + 2);
    g_array_append_val (run->ref_events, *event);
    g_byte_array_append (run->ref_sees, sees, sizeof sees);
  }
  check_all_viewers (game, &shown, run);
  for (int v = GAME_VIEWER_PUBLIC; v < game->n_seats; v++)
    {
      texts[v + 2] = rules->text.describe_event (game, event, v);
      any |= texts[v + 2] != NULL;
    }
  /* 002 flips the Challengers "if used": a game without them says nothing of it; a hand
   * kept whole is kept, not "0 cards put back". */
  if (event->kind == GROTTO_EV_FLIP)
    {
      gboolean used = FALSE;

      for (guint s = 0; s < game->n_seats; s++)
        used |= game->seats[s].challenger != GROTTO_NO_CARD;
      g_assert_cmpint (texts[GAME_VIEWER_PUBLIC + 2] != NULL, ==, used);
    }
  if (event->kind == GROTTO_EV_MULLIGAN && event->value == 0)
    g_assert_true (g_str_has_suffix (texts[GAME_VIEWER_PUBLIC + 2], "keeps the hand"));
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
check_handed (const GrottoGame *game,
              Run              *run)
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
          const guint8 *sees = run->ref_sees->data + (gsize) i * GROTTO_MAX_CARDS;
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

/* The projection does not depend on how the hidden cards are numbered either: renumbered at
 * random among themselves, the state projects to the same bytes. */
static void
check_relabel (const GrottoGame   *game,
               const HiddenOracle *oracle,
               int                 viewer,
               guint64            *rng)
{
  g_autofree GrottoGame *relabelled = g_new (GrottoGame, 1);
  g_autofree GrottoGame *a = g_new (GrottoGame, 1);
  g_autofree GrottoGame *b = g_new (GrottoGame, 1);
  int map[GROTTO_MAX_CARDS], hidden[GROTTO_MAX_CARDS];
  guint n = 0;

  for (guint c = 0; c < game->n_cards; c++)
    {
      map[c] = c;
      if (!hidden_oracle_sees (oracle, c, viewer))
        hidden[n++] = c;
    }
  for (guint i = n; i > 1; i--)
    {
      guint j = rand_below (rng, i);
      int tmp = hidden[i - 1];

      hidden[i - 1] = hidden[j];
      hidden[j] = tmp;
    }
  for (guint i = 0, k = 0; i < game->n_cards; i++)
    if (!hidden_oracle_sees (oracle, i, viewer))
      map[i] = hidden[k++];
  grotto_game_relabel (game, map, relabelled);
  g_assert_true (grotto_game_check_invariants (relabelled, NULL));
  grotto_game_project (game, viewer, a, NULL);
  grotto_game_project (relabelled, viewer, b, NULL);
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("viewer %d: the projection depends on the numbers of hidden cards", viewer);
}

static void
test_random_games (void)
{
  static const struct
  {
    const char *variant;
    guint       n_seats;
  } tables[] = { { "classic", 2 }, { "rumble", 2 }, { "jerma-rumble", 3 },
                 { "jerma-rumble", 4 } };
  g_autoptr(DriveInCatalog) catalog = grotto_catalog ();
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  const char *env = g_getenv ("GROTTO_SESSION_GAMES");
  guint n_games = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : DEFAULT_GAMES;
  guint64 actions = 0, lines = 0, views = 0, labels = 0, relabels = 0;
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
      guint t = i % G_N_ELEMENTS (tables);
      guint n_seats = tables[t].n_seats;
      guint64 rng = 0x9e3779b97f4a7c15ull * (i + 7);
      g_autoptr(GameRecord) record = new_record (catalog, tables[t].variant, n_seats, 5000 + i);
      g_autoptr(GPtrArray) sessions = g_ptr_array_new_with_free_func (g_object_unref);
      g_autofree GrottoGame *game = g_new0 (GrottoGame, 1);
      g_autofree GrottoGame *view = g_new (GrottoGame, 1);
      g_autofree uint16_t *storage = NULL;
      g_autoptr(GError) error = NULL;
      GameSetup setup;
      gpointer db;

      run.game_index = i;
      run.seed = 77 + i * 1000;
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
      check_engine (game, &run);
      /* A session sets up before the test listens to it: it hands nothing yet. */
      g_array_set_size (run.ref_events, 0);
      g_byte_array_set_size (run.ref_sees, 0);

      for (guint step = 0; step <= ACTION_CAP; step++)
        {
          gboolean check_labels = i < 12 || step % 8 == 0;
          Shown shown = { NULL, check_labels, i < 8 ? step % 4 == 0 : step % 32 == 5, { 0 },
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

                  g_assert_cmpstr (game_session_event_get_text_for (entry, viewer), ==,
                                   ((char **) run.lines->pdata[l])[viewer + 2]);
                  lines++;
                }
              g_object_set_data (G_OBJECT (session), "seen",
                                 GUINT_TO_POINTER (g_list_model_get_n_items (log)));
              grotto_game_project (game, viewer, view, NULL);
              /* Each session has a card db of its own, built alike: everything past its
               * pointer. */
              if (memcmp ((const guint8 *) view + offsetof (GrottoGame, params),
                          (const guint8 *) game_session_get_view (session)
                            + offsetof (GrottoGame, params),
                          sizeof *view - offsetof (GrottoGame, params)) != 0)
                {
                  const guint8 *a = (const guint8 *) view;
                  const guint8 *b = game_session_get_view (session);
                  gsize at = offsetof (GrottoGame, params);

                  while (a[at] == b[at])
                    at++;
                  g_error ("game %u, action %u, viewer %d: the session's view differs from the "
                           "projection at byte %" G_GSIZE_FORMAT, i, game->n_actions, viewer, at);
                }
              views++;
              n_shown = game_session_get_legal_actions (session, &shown_actions);
              if (check_labels && n_shown > 0)
                {
                  n = grotto_game_legal_actions (game, legal, GAME_MAX_ACTIONS);
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
                  check_relabel (game, run.oracle, viewer, &rng);
                  relabels++;
                }
            }
          g_ptr_array_set_size (run.lines, 0);
          if (grotto_game_is_over (game))
            break;
          if (check_labels || shown.full)
            check_all_viewers (game, &shown, &run);

          n = grotto_game_legal_actions (game, legal, GAME_MAX_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          pick = rand_below (&rng, n);
          /* The deciding seat's session takes it the way the table does: by the action it
           * was shown; the others by the rules' own action. */
          for (guint k = 0; k < sessions->len; k++)
            {
              GameSession *session = sessions->pdata[k];

              if (game_session_get_viewer (session) == (int) grotto_game_deciding_seat (game))
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
          check_engine (game, &run);
          check_handed (game, &run);
          actions++;
        }
    }
  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_clear (&run.secrets[v]);
  for (guint v = 0; v < G_N_ELEMENTS (run.session_events); v++)
    g_array_unref (run.session_events[v]);
  g_array_unref (run.ref_events);
  g_byte_array_unref (run.ref_sees);
  g_clear_pointer (&run.oracle, hidden_oracle_free);
  g_ptr_array_unref (run.lines);
  g_assert_cmpuint (run.handed, >, 0);
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " events; %"
                  G_GUINT64_FORMAT " views checked (%" G_GUINT64_FORMAT " on their own); "
                  "sessions: %" G_GUINT64_FORMAT " log lines, %" G_GUINT64_FORMAT " views, %"
                  G_GUINT64_FORMAT " labels, %" G_GUINT64_FORMAT " renumberings, %"
                  G_GUINT64_FORMAT " events handed to view code; the engine's knowledge matched the oracle's %"
                  G_GUINT64_FORMAT " times", n_games, actions, run.events, run.views, run.checks,
                  lines, views, labels, relabels, run.handed, run.engine_checks);
}

/* ---- The projection on a known position --------------------------------------------- */

static void
test_projection (void)
{
  g_autoptr(DriveInCatalog) catalog = grotto_catalog ();
  g_autoptr(GameRecord) record = new_record (catalog, "rumble", 2, 42);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameSession) session = game_session_new (catalog, record, 0, 0, &error);
  const GrottoGame *game, *view;
  int mine, theirs;
  g_autofree char *json = NULL;

  g_assert_no_error (error);
  game = game_session_get_state (session);
  view = game_session_get_view (session);
  /* Mulligans: seat 1 sees its own hand and Challenger, not seat 2's. */
  g_assert_cmpuint (game->step, ==, GROTTO_STEP_MULLIGAN);
  mine = game->seats[0].challenger;
  theirs = game->seats[1].challenger;
  g_assert_false (grotto_game_card_is_blank (view, mine));
  g_assert_cmpuint (view->cards[mine].def, ==, game->cards[mine].def);
  g_assert_cmpuint (view->seats[0].goal, ==, game->seats[0].goal);
  g_assert_true (grotto_game_card_is_blank (view, view->seats[1].challenger));
  g_assert_cmpuint (view->seats[1].goal, ==, 0);
  g_assert_cmpuint (view->rng[0] | view->rng[1], ==, 0);
  for (guint i = 0; i < grotto_game_zone_size (view, GROTTO_ZONE_HAND, 0); i++)
    {
      int card = grotto_game_zone_card (view, GROTTO_ZONE_HAND, 0, i);

      g_assert_false (grotto_game_card_is_blank (view, card));
      g_assert_cmpint (card, ==, grotto_game_zone_card (game, GROTTO_ZONE_HAND, 0, i));
    }
  for (guint i = 0; i < grotto_game_zone_size (view, GROTTO_ZONE_HAND, 1); i++)
    g_assert_true (grotto_game_card_is_blank (view, grotto_game_zone_card (view,
                                                                           GROTTO_ZONE_HAND,
                                                                           1, i)));
  /* A blank card reads as nothing, and the JSON says only that it is there. */
  g_assert_cmpstr (grotto_game_card_def (view, view->seats[1].challenger)->name, ==, "");
  json = json_of (game, 0);
  g_assert_nonnull (strstr (json, "\"hidden\":true"));
  g_assert_null (strstr (json, grotto_game_card_def (game, theirs)->id));
  g_assert_nonnull (strstr (json, grotto_game_card_def (game, mine)->id));

  /* The public view sees neither Challenger; everyone's view sees both. */
  game_session_set_viewer (session, GAME_VIEWER_PUBLIC);
  view = game_session_get_view (session);
  g_assert_true (grotto_game_card_is_blank (view, view->seats[0].challenger));
  game_session_set_viewer (session, GAME_VIEWER_ALL);
  view = game_session_get_view (session);
  g_assert_cmpuint (view->cards[theirs].def, ==, game->cards[theirs].def);
  g_assert_cmpuint (view->seats[1].goal, ==, game->seats[1].goal);
}

/* ---- Undo, replay steps and files ----------------------------------------------------- */

static void
test_undo_and_seek (void)
{
  g_autoptr(DriveInCatalog) catalog = grotto_catalog ();
  g_autoptr(GameRecord) record = new_record (catalog, "classic", 2, 7);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameSession) session = game_session_new (catalog, record, 0, 0, &error);
  g_autoptr(GameSession) again = NULL;
  g_autoptr(GameRecord) loaded = NULL;
  g_autofree GrottoGame *before = g_new (GrottoGame, 1);
  g_autofree char *data = NULL;
  guint64 rng = 99;
  guint target, log_before;
  gsize length;

  g_assert_no_error (error);
  /* Random actions until seat 1 decides in an action phase of one of its turns. */
  for (guint k = 0; k < 2000; k++)
    {
      const GameAction *legal;
      guint n = game_session_get_legal_actions (session, &legal);
      const GrottoGame *game = game_session_get_state (session);
      GameAction pick;

      g_assert_cmpuint (n, >, 0);
      if (game->phase == GROTTO_PHASE_ACTION && grotto_game_deciding_seat (game) == 0
          && game->turn > 0)
        break;
      pick = legal[rand_below (&rng, n)];
      g_assert_true (game_session_apply (session, &pick, &error));
      g_assert_no_error (error);
    }
  memcpy (before, game_session_get_state (session), sizeof *before);
  log_before = g_list_model_get_n_items (game_session_get_log (session));
  /* A move or the end of the phase: an action that reveals nothing. */
  {
    const GameAction *legal;
    guint n = game_session_get_legal_actions (session, &legal);
    GameAction end = { 0 };
    gboolean found = FALSE;

    for (guint i = 0; i < n && !found; i++)
      if (legal[i].kind == GROTTO_ACT_END_PHASE)
        {
          end = legal[i];
          found = TRUE;
        }
    g_assert_true (found);
    g_assert_true (game_session_apply (session, &end, &error));
    g_assert_no_error (error);
  }
  g_assert_true (game_session_find_undo_target (session, 0, &target));
  g_assert_cmpuint (target, ==, before->n_actions);
  g_assert_true (game_session_undo_to (session, target, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (before, game_session_get_state (session), sizeof *before) == 0);
  g_assert_cmpuint (game_session_get_n_actions (session), ==, target);
  g_assert_cmpuint (g_list_model_get_n_items (game_session_get_log (session)), ==, log_before);

  /* Seeking back and forth gives the same states. */
  g_assert_true (game_session_seek (session, 3, &error));
  g_assert_cmpuint (game_session_get_position (session), ==, 3);
  g_assert_false (game_session_apply_real (session, game_record_get_action (record, 3), NULL));
  g_assert_true (game_session_seek (session, target, &error));
  g_assert_true (memcmp (before, game_session_get_state (session), sizeof *before) == 0);

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
  /* The same game (the card dbs are two, built alike: everything past the db pointer). */
  g_assert_true (memcmp ((const char *) game_session_get_view (session)
                           + offsetof (GrottoGame, params),
                         (const char *) game_session_get_view (again)
                           + offsetof (GrottoGame, params),
                         sizeof (GrottoGame) - offsetof (GrottoGame, params)) == 0);
  g_assert_cmpuint (((const GrottoGame *) game_session_get_state (again))->n_actions, ==,
                    before->n_actions);
  g_assert_true (game_session_find_undo_target (again, 0, NULL)
                 == game_session_find_undo_target (session, 0, NULL));
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  rules = game_rules_lookup (GROTTO_GAME_ID);

  g_test_add_func ("/grotto/session/projection", test_projection);
  g_test_add_func ("/grotto/session/undo-seek-save", test_undo_and_seek);
  g_test_add_func ("/grotto/session/hidden-info", test_random_games);
  return g_test_run ();
}
