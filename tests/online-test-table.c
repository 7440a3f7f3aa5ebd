/* online-test-table.c: an online table over the in-process transport for tests
 * (online-test-table.h). */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include "online-test-table.h"
#include "drive-in-online-message.h"
#include "game-session-private.h"
#include "gros-test-util.h"


DriveInCatalog *
catalog_new (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  return catalog;
}

/* A game of @rules for @n_seats, in the first variant played by that many. */
GameRecord *
record_new (DriveInCatalog     *catalog,
            const GameRules *rules,
            guint            n_seats,
            guint64          seed)
{
  const GameVariant *variants = NULL;
  guint n_variants = rules->list_variants != NULL ? rules->list_variants (&variants) : 0;
  g_autofree gpointer params = g_malloc0 (MAX (rules->params_size, 1));
  GameRecord *record;
  const char *variant = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GError) error = NULL;

  for (guint v = 0; v < n_variants && variant == NULL; v++)
    if (n_seats >= variants[v].min_seats && n_seats <= variants[v].max_seats)
      variant = variants[v].id;
  g_assert_true (rules->params_init == NULL || rules->params_init (params, variant));
  record = game_record_new (rules, seed, n_seats, rules->params_init != NULL ? params : NULL);
  rand = g_rand_new_with_seed ((guint32) seed);
  if (rules->cards.random_shared_deck != NULL)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      g_assert_true (rules->cards.random_shared_deck (catalog, NULL,
                                                      game_record_get_params (record), rand, ids,
                                                      &error));
      g_ptr_array_add (ids, NULL);
      game_record_set_shared (record, (const char * const *) ids->pdata);
    }
  for (guint s = 0; s < n_seats && rules->cards.random_deck != NULL; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

      g_assert_true (rules->cards.random_deck (catalog, NULL, game_record_get_params (record), rand,
                                               ids, words, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (words, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
      game_record_set_words (record, s, (const char * const *) words->pdata);
    }
  return record;
}

GameSession *
table_session (Table *t)
{
  return drive_in_referee_get_session (t->referee);
}

/* Each event to the oracle, then the cards the seat sees now noted as seen once. */
static void
party_event (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  Party *p = user_data;
  const GameRules *rules = p->table->rules;
  GameSession *session = drive_in_referee_get_session (p->table->referee);

  hidden_oracle_event (state, event, p->oracle);
  for (guint c = 0; c < rules->views.n_cards (state); c++)
    if (hidden_oracle_sees (p->oracle, c, p->viewer))
      {
        DriveInCard *card = game_session_get_card (session, rules->views.card_def (state, c));

        if (card != NULL)
          g_hash_table_add (p->ever_seen, (gpointer) drive_in_card_get_id (card));
      }
}

/* The oracle's game brought to @position of the referee's record. */
static void
party_follow (Party *p,
              guint  position)
{
  Table *t = p->table;
  GameRecord *record = game_session_get_record (table_session (t));

  if (p->state == NULL || position < p->applied)
    {
      g_autofree uint16_t *storage = NULL;
      g_autoptr(GError) error = NULL;
      GameSetup setup;

      g_clear_pointer (&p->oracle, hidden_oracle_free);
      g_free (p->state);
      p->state = game_state_new (t->rules);
      p->oracle = hidden_oracle_new (t->rules);
      g_assert_nonnull (p->oracle);
      if (p->ever_seen == NULL)
        p->ever_seen = g_hash_table_new (g_str_hash, g_str_equal);
      g_assert_true (game_record_make_setup (record, t->db, &setup, &storage, &error));
      g_assert_true (t->rules->play.init (p->state, &setup, party_event, p, &error));
      g_assert_no_error (error);
      p->applied = 0;
    }
  g_assert_cmpuint (position, <=, game_record_get_n_actions (record));
  for (; p->applied < position; p->applied++)
    t->rules->play.apply_legal (p->state, game_record_get_action (record, p->applied), party_event,
                                p);
}

void
leak (Table      *t,
      const char *what)
{
  t->n_leaks++;
  if (t->first_leak == NULL)
    t->first_leak = g_strdup (what);
}

/* What the seat was last sent, against what it may know: every card its view names is one
 * it may see, every card its card list gains is one it sees, and no text (log lines,
 * choices, result) names a card hidden from it. */
static void
on_client_changed (DriveInSeatClient *client,
                   Party             *p)
{
  Table *t = p->table;
  const GameRules *rules = t->rules;
  gconstpointer view = drive_in_seat_client_get_view (client);
  GameSession *session = table_session (t);
  guint n_defs = rules->cards.db_n_cards (rules->cards.state_db (view));
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_auto(GStrv) cards = NULL;
  HiddenSecrets secrets;
  g_autofree char *problem = NULL;
  int seat = p->viewer;

  message = drive_in_online_message_parse (drive_in_seat_client_get_last_payload (client), -1,
                                           NULL);
  g_assert_nonnull (message);
  g_assert_cmpint (drive_in_online_message_get_msg_type (message), ==, DRIVE_IN_ONLINE_VIEW);
  party_follow (p, drive_in_seat_client_get_position (client));
  t->n_checked++;
  for (guint c = 0; c < rules->views.n_cards (view); c++)
    if (rules->views.card_def (view, c) < n_defs && !hidden_oracle_sees (p->oracle, c, seat))
      {
        g_autofree char *what = g_strdup_printf ("seat %d's view names card %u at %u", seat, c,
                                                 p->applied);
        leak (t, what);
      }

  hidden_secrets_init (&secrets);
  for (guint c = 0; c < rules->views.n_cards (p->state); c++)
    {
      DriveInCard *card = game_session_get_card (session, rules->views.card_def (p->state, c));

      if (card == NULL)
        continue;
      if (hidden_oracle_sees (p->oracle, c, seat))
        {
          g_ptr_array_add (secrets.allowed, (gpointer) drive_in_card_get_name (card));
          g_ptr_array_add (secrets.allowed, (gpointer) drive_in_card_get_id (card));
        }
      else
        {
          g_ptr_array_add (secrets.hidden_names, (gpointer) drive_in_card_get_name (card));
          g_ptr_array_add (secrets.hidden_ids, (gpointer) drive_in_card_get_id (card));
        }
    }
  hidden_secrets_prepare (&secrets);

  /* The seat's card list holds only cards it saw at some point of the game. */
  cards = drive_in_online_message_dup_strv (message, "cards");
  for (guint i = 0; cards[i] != NULL; i++)
    if (!g_hash_table_contains (p->ever_seen, cards[i]))
      {
        g_autofree char *what = g_strdup_printf ("seat %d is sent card %s, which it never saw",
                                                 seat, cards[i]);
        leak (t, what);
      }
  /* Log lines are judged by check_lines(): the seat's own lines of the session. */
  {
    g_auto(GStrv) legal = drive_in_online_message_dup_strv (message, "legal");

    for (guint i = 0; legal != NULL && legal[i] != NULL; i++)
      g_ptr_array_add (shown, g_strdup (legal[i]));
    if (drive_in_online_message_has (message, "result"))
      g_ptr_array_add (shown, g_strdup (drive_in_online_message_get_string (message, "result")));
  }
  if (!hidden_info_check_texts (shown, NULL, &secrets, &problem))
    leak (t, problem);
  hidden_secrets_clear (&secrets);
}

void
party_join (Table      *t,
            guint       seat,
            const char *resource,
            guint64     seed,
            gboolean    autoplay)
{
  Party *p = &t->parties[seat];
  g_autofree char *address = g_strdup_printf ("p%u@test/%s", seat, resource);

  p->table = t;
  p->seat = seat;
  p->viewer = (int) seat;
  p->transport = drive_in_online_loopback_new (t->host, address);
  g_assert_nonnull (p->transport);
  p->client = drive_in_seat_client_new (DRIVE_IN_ONLINE_TRANSPORT (p->transport), t->catalog,
                                        REFEREE, TABLE, seat);
  p->changed_id = g_signal_connect (p->client, "changed", G_CALLBACK (on_client_changed), p);
  drive_in_seat_client_set_autoplay (p->client, autoplay, seed * 31 + seat);
  drive_in_seat_client_start (p->client, ROOM);
}

/* A spectator in the next free slot after the seats: the public view, judged like a seat's. */
Party *
party_watch (Table      *t,
             const char *address)
{
  Party *p = &t->parties[t->n_seats + t->n_watchers++];

  g_assert_cmpuint (t->n_seats + t->n_watchers, <=, GAME_MAX_SEATS);
  p->table = t;
  p->seat = t->n_seats + t->n_watchers - 1;
  p->viewer = GAME_VIEWER_PUBLIC;
  p->transport = drive_in_online_loopback_new (t->host, address);
  g_assert_nonnull (p->transport);
  p->client = drive_in_seat_client_new_spectator (DRIVE_IN_ONLINE_TRANSPORT (p->transport),
                                                  t->catalog, REFEREE, TABLE);
  p->changed_id = g_signal_connect (p->client, "changed", G_CALLBACK (on_client_changed), p);
  drive_in_seat_client_start (p->client, ROOM);
  return p;
}

/* The party's program stops (its connection gone): it leaves the room. */
void
party_drop (Party *p)
{
  drive_in_online_loopback_drop (p->transport);
  g_clear_object (&p->client);
  g_clear_object (&p->transport);
}

static void
party_clear (Party *p)
{
  g_clear_object (&p->client);
  g_clear_object (&p->transport);
  g_clear_pointer (&p->oracle, hidden_oracle_free);
  g_clear_pointer (&p->state, g_free);
  g_clear_pointer (&p->ever_seen, g_hash_table_unref);
}

void
table_set_referee (Table          *t,
                   DriveInReferee *referee)
{
  gconstpointer state;

  /* The oracles' games point into the old referee's db: they start again. */
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      g_clear_pointer (&t->parties[s].oracle, hidden_oracle_free);
      g_clear_pointer (&t->parties[s].state, g_free);
    }
  if (t->db != NULL)
    t->rules->cards.db_unref (t->db);
  g_set_object (&t->referee, referee);
  state = game_session_get_state (table_session (t));
  t->db = t->rules->cards.db_ref (t->rules->cards.state_db (state));
}

void
table_init (Table           *t,
            const GameRules *rules,
            guint            n_seats,
            guint64          seed,
            GFile           *save_file,
            gboolean         autoplay)
{
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInReferee) referee = NULL;
  g_autoptr(GError) error = NULL;

  memset (t, 0, sizeof *t);
  t->catalog = catalog_new ();
  t->rules = rules;
  t->n_seats = n_seats;
  t->host = drive_in_online_loopback_new (NULL, REFEREE);
  record = record_new (t->catalog, rules, n_seats, seed);
  referee = drive_in_referee_new (DRIVE_IN_ONLINE_TRANSPORT (t->host), t->catalog, record, TABLE,
                                  &error);
  g_assert_no_error (error);
  table_set_referee (t, referee);
  for (guint s = 0; s < n_seats; s++)
    {
      g_autofree char *account = g_strdup_printf ("p%u@test", s);

      drive_in_referee_set_player (t->referee, s, account);
    }
  if (save_file != NULL)
    drive_in_referee_set_save_file (t->referee, save_file);
  drive_in_referee_start (t->referee, ROOM);
  for (guint s = 0; s < n_seats; s++)
    party_join (t, s, "one", seed, autoplay);
}

void
table_clear (Table *t)
{
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    party_clear (&t->parties[s]);
  g_clear_object (&t->referee);
  if (t->db != NULL)
    t->rules->cards.db_unref (t->db);
  g_clear_object (&t->host);
  g_clear_object (&t->catalog);
  g_free (t->first_leak);
  /* Deliveries still queued for parties gone. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
table_finished (Table *t)
{
  if (!drive_in_referee_is_over (t->referee) || drive_in_online_loopback_is_busy (t->host))
    return FALSE;
  for (guint s = 0; s < t->n_seats + t->n_watchers; s++)
    if (t->parties[s].client != NULL && !drive_in_seat_client_is_over (t->parties[s].client))
      return FALSE;
  return TRUE;
}

static gboolean
keep_ticking (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the referee's game reaches @until actions (G_MAXUINT: the end,
 * every seat told) or @seconds passed; FALSE on timeout. */
gboolean
table_run_for (Table   *t,
               guint    until,
               guint    seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;
  g_autoptr(GSource) tick = g_timeout_source_new (50);
  gboolean done = FALSE;

  /* Something to wake the loop when nothing else is pending (a stuck table). */
  g_source_set_callback (tick, keep_ticking, NULL, NULL);
  g_source_attach (tick, NULL);
  while (g_get_monotonic_time () < end)
    {
      if (until != G_MAXUINT && game_session_get_position (table_session (t)) >= until)
        done = TRUE;
      if (until == G_MAXUINT && table_finished (t))
        done = TRUE;
      if (done)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_destroy (tick);
  return done;
}

gboolean
table_run (Table *t,
           guint  until)
{
  return table_run_for (t, until, 30);
}

/* The seat's log lines are its own lines of the referee's session (GameSession's per-viewer
 * lines, judged against the oracle when each event happened by the session tests), from the
 * first line it holds on. */
static void
check_lines (Table *t,
             guint  seat)
{
  GListModel *log = game_session_get_log (table_session (t));
  DriveInSeatClient *client = t->parties[seat].client;
  int viewer = t->parties[seat].viewer;
  GPtrArray *lines = drive_in_seat_client_get_lines (client);
  guint first = drive_in_seat_client_get_first_line (client), k = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GameSessionEvent) event = g_list_model_get_item (log, i);
      const char *text = game_session_event_get_text_for (event, viewer);

      if (text == NULL)
        continue;
      if (k >= first)
        {
          g_assert_cmpuint (k - first, <, lines->len);
          g_assert_cmpstr (lines->pdata[k - first], ==, text);
        }
      k++;
    }
  g_assert_cmpuint (k, ==, first + lines->len);
  g_assert_cmpuint (k, >, 0);
}

/* Each seat's end equals the referee's, and the record replays offline to the same end. */
void
check_end (Table    *t,
           gboolean  clean)
{
  GameRecord *record = game_session_get_record (table_session (t));
  gconstpointer state = game_session_get_state (table_session (t));
  g_autofree gpointer replayed = game_state_new (t->rules);
  g_autofree char *text = t->rules->text.describe_result (state);
  g_autoptr(GError) error = NULL;
  GameResult result, again;

  t->rules->play.result (state, &result);
  for (guint s = 0; s < t->n_seats + t->n_watchers; s++)
    {
      DriveInSeatClient *client = t->parties[s].client;

      if (client == NULL)
        continue;
      g_assert_true (drive_in_seat_client_is_over (client));
      g_assert_cmpuint (drive_in_seat_client_get_winners (client), ==, result.winners);
      g_assert_cmpstr (drive_in_seat_client_get_result_text (client), ==, text);
      if (clean)
        g_assert_cmpuint (drive_in_seat_client_get_n_refused (client), ==, 0);
      g_assert_null (drive_in_seat_client_get_failure (client));
      check_lines (t, s);
    }
  g_assert_true (game_record_replay (record, t->db, GAME_RECORD_ALL, replayed, &error));
  g_assert_no_error (error);
  t->rules->play.result (replayed, &again);
  g_assert_cmpuint (again.winners, ==, result.winners);
  g_assert_cmpmem (again.scores, sizeof again.scores, result.scores, sizeof result.scores);
  if (clean)
    g_assert_cmpuint (drive_in_referee_get_n_refused (t->referee), ==, 0);
  g_assert_cmpuint (t->n_leaks, ==, 0);
  g_assert_null (t->first_leak);
}

