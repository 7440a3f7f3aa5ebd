/* game-session.c: a game of any kind for the UI: played through its record, shown as its
 * viewer may know it (the rules' projection), with each viewer's log, the legal actions and
 * their labels, undo and replay steps. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "game-session-private.h"
#include "drive-in-error.h"
#include "drive-in-save.h"

/* Each event keeps a line per viewer (by viewer + 2: the public view, everyone, each seat),
 * as each read it when it happened. */
#define N_VIEWS            (GAME_MAX_SEATS + 2)
#define VIEW_INDEX(viewer) ((viewer) + 2)

/* GameSessionEvent */

struct _GameSessionEvent
{
  GObject   parent_instance;
  GameEvent event;            /* as it happened: never handed out whole */
  char     *texts[N_VIEWS];
  char     *folded[N_VIEWS];  /* the line of the run this event ends, or NULL */
  guint     runs[N_VIEWS];    /* lines in that run that read as this one: 1 alone */
  guint16   counted;          /* bit per view: that run's line is its text with a count */
  guint16   card_hidden;      /* bit per view: the card was hidden from it */
  guint16   target_hidden;
  /* Which card the event's card was then (its db index, G_MAXUINT: none): what a viewer who
   * saw it remembers once the card is hidden again (shuffled back into a deck). */
  guint     card_def;
};

G_DEFINE_FINAL_TYPE (GameSessionEvent, game_session_event, G_TYPE_OBJECT)

static void
game_session_event_finalize (GObject *object)
{
  GameSessionEvent *self = GAME_SESSION_EVENT (object);

  for (guint v = 0; v < N_VIEWS; v++)
    {
      g_free (self->texts[v]);
      g_free (self->folded[v]);
    }
  G_OBJECT_CLASS (game_session_event_parent_class)->finalize (object);
}

static void
game_session_event_class_init (GameSessionEventClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = game_session_event_finalize;
}

static void
game_session_event_init (GameSessionEvent *self)
{
  self->card_def = G_MAXUINT;
}

static gboolean
valid_viewer (int viewer)
{
  return viewer >= GAME_VIEWER_PUBLIC && viewer < GAME_MAX_SEATS;
}

void
game_session_event_get_event_for (GameSessionEvent *self,
                                  int               viewer,
                                  GameEvent        *out)
{
  g_return_if_fail (GAME_IS_SESSION_EVENT (self));
  g_return_if_fail (valid_viewer (viewer));
  g_return_if_fail (out != NULL);

  *out = self->event;
  if ((self->card_hidden >> VIEW_INDEX (viewer)) & 1)
    out->card = GAME_NO_CARD;
  if ((self->target_hidden >> VIEW_INDEX (viewer)) & 1)
    out->target = GAME_NO_CARD;
}

gboolean
game_session_event_get_card_def_for (GameSessionEvent *self,
                                     int               viewer,
                                     guint            *out_def)
{
  g_return_val_if_fail (GAME_IS_SESSION_EVENT (self), FALSE);
  g_return_val_if_fail (valid_viewer (viewer), FALSE);

  /* Only a viewer who saw the card when the event happened knows which it was. */
  if (self->card_def == G_MAXUINT || ((self->card_hidden >> VIEW_INDEX (viewer)) & 1))
    return FALSE;
  if (out_def != NULL)
    *out_def = self->card_def;
  return TRUE;
}

const char *
game_session_event_get_text_for (GameSessionEvent *self,
                                 int               viewer)
{
  g_return_val_if_fail (GAME_IS_SESSION_EVENT (self), NULL);
  g_return_val_if_fail (valid_viewer (viewer), NULL);

  return self->texts[VIEW_INDEX (viewer)];
}

const char *
game_session_event_get_line_for (GameSessionEvent *self,
                                 int               viewer)
{
  guint view;

  g_return_val_if_fail (GAME_IS_SESSION_EVENT (self), NULL);
  g_return_val_if_fail (valid_viewer (viewer), NULL);

  view = VIEW_INDEX (viewer);
  return self->folded[view] != NULL ? self->folded[view] : self->texts[view];
}

guint
game_session_event_get_run_for (GameSessionEvent *self,
                                int               viewer)
{
  g_return_val_if_fail (GAME_IS_SESSION_EVENT (self), 1);
  g_return_val_if_fail (valid_viewer (viewer), 1);

  return MAX (self->runs[VIEW_INDEX (viewer)], 1);
}

/* GameSession */

struct _GameSession
{
  GObject          parent_instance;

  const GameRules *rules;
  gpointer         db;
  GPtrArray       *cards;        /* DriveInCard per db index */
  GameRecord      *record;
  gpointer         state;
  guint            position;     /* record actions applied */
  int              viewer;

  gpointer         view;         /* the state projected for the viewer */
  int             *map;          /* instance -> its number in the view */
  gboolean         view_valid;

  GameAction      *legal;        /* of the state */
  GameAction      *shown;        /* the same, numbered as in the view */
  guint            n_legal;
  gboolean         legal_valid;

  GListStore      *log;

  /* Played elsewhere (online): no record; the state is the seat's view as the referee sent
   * it, the legal actions the seat's choices, and a chosen one is handed on ("remote-play").
   * Cards come from the seat's card list (db) through the catalog. */
  gboolean         remote;
  DriveInCatalog  *catalog;
  guint            remote_first_line;
};

G_DEFINE_FINAL_TYPE (GameSession, game_session, G_TYPE_OBJECT)

enum
{
  SIGNAL_EVENT,
  SIGNAL_CHANGED,
  SIGNAL_REMOTE_PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
game_session_finalize (GObject *object)
{
  GameSession *self = GAME_SESSION (object);

  g_clear_object (&self->log);
  g_clear_object (&self->record);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  if (self->db != NULL)
    self->rules->cards.db_unref (self->db);
  g_free (self->state);
  g_free (self->view);
  g_free (self->map);
  g_free (self->legal);
  g_free (self->shown);
  G_OBJECT_CLASS (game_session_parent_class)->finalize (object);
}

static void
game_session_class_init (GameSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = game_session_finalize;

  /* What happened, as the viewer knows it: a card it cannot see is GAME_NO_CARD. */
  signals[SIGNAL_EVENT] = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  /* A remote session's seat chose its choice number @index (guint). */
  signals[SIGNAL_REMOTE_PLAY] = g_signal_new ("remote-play", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
game_session_init (GameSession *self)
{
  self->log = g_list_store_new (GAME_TYPE_SESSION_EVENT);
}

static gboolean
is_card (GameSession   *self,
         gconstpointer  state,
         int            card)
{
  return card >= 0 && (guint) card < self->rules->views.n_cards (state);
}

static void
invalidate (GameSession *self)
{
  self->view_valid = FALSE;
  self->legal_valid = FALSE;
}

/* @entry ends a run of @n lines in a row that read the same to view @view: one line, its
 * text with the count. */
static void
count_run (GameSessionEvent *entry,
           guint             view,
           guint             n)
{
  g_free (entry->folded[view]);
  /* Translators: a game log's line for a run of @n lines in a row that each read as %s,
   * e.g. "A hidden card moves to a deck ×6". */
  entry->folded[view] = g_strdup_printf (C_("log", "%s ×%u"), entry->texts[view], n);
  entry->counted |= 1u << view;
  entry->runs[view] = n;
}

static void
on_event (gconstpointer    state,
          const GameEvent *event,
          gpointer         user_data)
{
  GameSession *self = user_data;
  const GameRules *rules = self->rules;
  g_autoptr(GameSessionEvent) entry = g_object_new (GAME_TYPE_SESSION_EVENT, NULL);
  int n_seats = rules->play.n_seats (state);
  gboolean any = FALSE;
  GameEvent shown;
  guint n_log = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  g_autoptr(GameSessionEvent) last = n_log > 0 ? g_list_model_get_item (G_LIST_MODEL (self->log),
                                                                        n_log - 1)
                                               : NULL;

  entry->event = *event;
  if (is_card (self, state, event->card))
    entry->card_def = rules->views.card_def (state, event->card);
  /* Each viewer's line as it reads now, when the event happens. */
  for (int viewer = GAME_VIEWER_PUBLIC; viewer < n_seats; viewer++)
    {
      guint view = VIEW_INDEX (viewer);

      entry->texts[view] = rules->text.describe_event (state, event, viewer);
      any |= entry->texts[view] != NULL;
      entry->runs[view] = 1;
      /* Read the same by this viewer as the line before: one line counts them. Folded on
       * the viewer's own text alone, a hidden card's line folds only with lines that read
       * as vaguely to this viewer, and the count is what the viewer read line by line. */
      if (last != NULL && entry->texts[view] != NULL
          && g_strcmp0 (last->texts[view], entry->texts[view]) == 0)
        {
          guint n = last->runs[view] + 1;

          /* The same thing of the same seat all along: the game may say it in a sentence. */
          if (rules->text.describe_events_folded != NULL && last->event.kind == event->kind
              && last->event.seat == event->seat && !(last->counted & (1u << view)))
            entry->folded[view] = rules->text.describe_events_folded (state, event, n, viewer);
          if (entry->folded[view] == NULL)
            count_run (entry, view, n);
          entry->runs[view] = n;
        }
      if (is_card (self, state, event->card)
          && !rules->views.card_visible_to (state, event->card, viewer))
        entry->card_hidden |= 1u << view;
      if (is_card (self, state, event->target)
          && !rules->views.card_visible_to (state, event->target, viewer))
        entry->target_hidden |= 1u << view;
    }
  if (any)
    g_list_store_append (self->log, entry);
  game_session_event_get_event_for (entry, self->viewer, &shown);
  g_signal_emit (self, signals[SIGNAL_EVENT], 0, &shown);
}

static void
ensure_view (GameSession *self)
{
  if (self->view_valid)
    return;
  /* The referee projected it already. */
  if (self->remote)
    {
      game_state_copy (self->rules, self->view, self->state);
      self->view_valid = TRUE;
      return;
    }
  self->rules->views.project_view (self->state, self->viewer, self->view, self->map);
  self->view_valid = TRUE;
}

static void
ensure_legal (GameSession *self)
{
  guint n_cards;

  /* A remote session's list is the one the referee sent. */
  if (self->legal_valid || self->remote)
    return;
  ensure_view (self);
  n_cards = self->rules->views.n_cards (self->state);
  self->n_legal = self->rules->play.is_over (self->state)
                  ? 0
                  : self->rules->play.legal_actions (self->state, self->legal, GAME_MAX_ACTIONS);
  for (guint i = 0; i < self->n_legal; i++)
    {
      GameAction *a = &self->shown[i];

      *a = self->legal[i];
      if (a->card >= 0 && (guint) a->card < n_cards)
        a->card = self->map[a->card];
      if (a->target >= 0 && (guint) a->target < n_cards)
        a->target = self->map[a->target];
    }
  self->legal_valid = TRUE;
}

/* Sets the state up from the record and applies its first @n_actions actions, the log
 * started again. */
static gboolean
play_from_start (GameSession *self,
                 guint        n_actions,
                 GError     **error)
{
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) local_error = NULL;
  GameSetup setup;

  g_list_store_remove_all (self->log);
  invalidate (self);
  self->position = 0;
  if (!game_record_make_setup (self->record, self->db, &setup, &storage, error))
    return FALSE;
  if (!self->rules->play.init (self->state, &setup, on_event, self, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("The game cannot be set up: %s"),
                   local_error->message);
      return FALSE;
    }
  return game_session_seek (self, n_actions, error);
}

GameSession *
game_session_new (DriveInCatalog  *catalog,
                  GameRecord   *record,
                  guint         n_actions,
                  int           viewer,
                  GError      **error)
{
  g_autoptr(GameSession) self = NULL;
  const GameRules *rules;
  guint n_seats;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GAME_IS_RECORD (record), NULL);
  g_return_val_if_fail (valid_viewer (viewer), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  rules = game_record_get_rules (record);
  if (rules->views.project_view == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Drive-In cannot show a game of %s at the table yet"), rules->id);
      return NULL;
    }
  self = g_object_new (GAME_TYPE_SESSION, NULL);
  self->rules = rules;
  self->record = g_object_ref (record);
  self->viewer = viewer;
  self->db = rules->cards.db_new ();
  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->state = game_state_new (rules);
  self->view = game_state_new (rules);
  self->map = g_new0 (int, MAX (rules->max_cards, 1));
  self->legal = g_new (GameAction, GAME_MAX_ACTIONS);
  self->shown = g_new (GameAction, GAME_MAX_ACTIONS);

  /* Every card the seats bring, in deck order, then the shared deck. */
  n_seats = game_record_get_n_seats (record);
  for (guint s = 0; s <= n_seats; s++)
    {
      const char * const *ids = s < n_seats ? game_record_get_deck (record, s)
                                            : game_record_get_shared (record);

      for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);
          guint index;

          if (card == NULL || game_rules_for_card (card) != rules)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                           _("The game uses the card %s, which no loaded release has"), ids[i]);
              return NULL;
            }
          index = rules->cards.db_add_card (self->db, card);
          if (index >= self->cards->len)
            g_ptr_array_set_size (self->cards, index + 1);
          if (self->cards->pdata[index] == NULL)
            self->cards->pdata[index] = g_object_ref (card);
        }
    }

  if (n_actions == GAME_RECORD_ALL || n_actions > game_record_get_n_actions (record))
    n_actions = game_record_get_n_actions (record);
  if (!play_from_start (self, n_actions, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* A remote session's card list may have holes (a card no loaded release has). */
static void
unref_card (gpointer card)
{
  if (card != NULL)
    g_object_unref (card);
}

GameSession *
game_session_new_remote (DriveInCatalog  *catalog,
                         const GameRules *rules,
                         guint            seat)
{
  GameSession *self;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (rules != NULL && rules->views.project_view != NULL, NULL);
  g_return_val_if_fail (seat < GAME_MAX_SEATS || seat == G_MAXUINT, NULL);

  self = g_object_new (GAME_TYPE_SESSION, NULL);
  self->remote = TRUE;
  self->rules = rules;
  self->catalog = g_object_ref (catalog);
  self->viewer = seat == G_MAXUINT ? GAME_VIEWER_PUBLIC : (int) seat;
  self->cards = g_ptr_array_new_with_free_func (unref_card);
  self->state = game_state_new (rules);
  self->view = game_state_new (rules);
  self->map = g_new0 (int, MAX (rules->max_cards, 1));
  self->legal = g_new (GameAction, GAME_MAX_ACTIONS);
  self->shown = g_new (GameAction, GAME_MAX_ACTIONS);
  self->legal_valid = TRUE;
  return self;
}

gboolean
game_session_is_remote (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);
  return self->remote;
}

/* A log entry of a line the viewer was sent: no event comes with it (the referee keeps the
 * events), so its card and seat are nobody's. The same line as @last's (NULL: none) counts
 * their run, as a local session's lines do. */
static GameSessionEvent *
remote_line (GameSession      *self,
             const char       *line,
             GameSessionEvent *last)
{
  GameSessionEvent *entry = g_object_new (GAME_TYPE_SESSION_EVENT, NULL);
  guint view = VIEW_INDEX (self->viewer);

  entry->event.seat = GAME_NO_SEAT;
  entry->event.target_seat = GAME_NO_SEAT;
  entry->event.card = GAME_NO_CARD;
  entry->event.target = GAME_NO_CARD;
  entry->texts[view] = g_strdup (line);
  entry->runs[view] = 1;
  if (last != NULL && line != NULL && g_strcmp0 (last->texts[view], line) == 0)
    count_run (entry, view, last->runs[view] + 1);
  return entry;
}

void
game_session_set_remote (GameSession      *self,
                         gconstpointer     db,
                         gconstpointer     view,
                         guint             position,
                         GPtrArray        *lines,
                         guint             first_line,
                         const GameAction *choices,
                         guint             n_choices)
{
  GameSessionEvent *last;
  guint n_log, n_db;

  g_return_if_fail (GAME_IS_SESSION (self));
  g_return_if_fail (self->remote);
  g_return_if_fail (db != NULL && view != NULL && lines != NULL);
  g_return_if_fail (choices != NULL || n_choices == 0);

  /* The seat's card list only grows, but a snapshot brings a new one. */
  n_db = self->rules->cards.db_n_cards (db);
  if (self->db != db)
    {
      if (self->db != NULL)
        self->rules->cards.db_unref (self->db);
      self->db = self->rules->cards.db_ref ((gpointer) db);
      g_ptr_array_set_size (self->cards, 0);
    }
  for (guint i = self->cards->len; i < n_db; i++)
    {
      DriveInCard *card = drive_in_catalog_lookup (self->catalog,
                                                   self->rules->cards.db_card_id (db, i));

      g_ptr_array_add (self->cards, card != NULL ? g_object_ref (card) : NULL);
    }

  game_state_copy (self->rules, self->state, view);
  self->position = position;
  self->n_legal = MIN (n_choices, GAME_MAX_ACTIONS);
  /* No choices may come as no array at all. */
  if (self->n_legal > 0)
    {
      memcpy (self->legal, choices, self->n_legal * sizeof (GameAction));
      memcpy (self->shown, choices, self->n_legal * sizeof (GameAction));
    }
  self->view_valid = FALSE;

  /* New lines follow the ones shown; a snapshot that starts elsewhere replaces them. */
  n_log = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  if (first_line != self->remote_first_line || lines->len < n_log)
    {
      g_list_store_remove_all (self->log);
      self->remote_first_line = first_line;
      n_log = 0;
    }
  last = n_log > 0 ? g_list_model_get_item (G_LIST_MODEL (self->log), n_log - 1) : NULL;
  for (guint i = n_log; i < lines->len; i++)
    {
      GameSessionEvent *entry = remote_line (self, g_ptr_array_index (lines, i), last);

      g_list_store_append (self->log, entry);
      g_clear_object (&last);
      last = entry;
    }
  g_clear_object (&last);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

const GameRules *
game_session_get_rules (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  return self->rules;
}

guint
game_session_get_n_seats (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), 0);
  return self->rules->play.n_seats (self->state);
}

DriveInCard *
game_session_get_card (GameSession *self,
                       guint        def)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);

  return def < self->cards->len ? self->cards->pdata[def] : NULL;
}

int
game_session_get_viewer (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), GAME_VIEWER_PUBLIC);
  return self->viewer;
}

void
game_session_set_viewer (GameSession *self,
                         int          viewer)
{
  g_return_if_fail (GAME_IS_SESSION (self));
  g_return_if_fail (valid_viewer (viewer));
  /* A seat's view is all a remote session has. */
  g_return_if_fail (!self->remote || viewer == self->viewer);

  if (self->viewer == viewer)
    return;
  self->viewer = viewer;
  invalidate (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gconstpointer
game_session_get_view (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);

  ensure_view (self);
  return self->view;
}

gboolean
game_session_is_over (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), TRUE);
  return self->rules->play.is_over (self->state);
}

guint
game_session_get_deciding_seat (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), GAME_NO_SEAT);
  return self->rules->play.deciding_seat (self->state);
}

GListModel *
game_session_get_log (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->log);
}

guint
game_session_get_legal_actions (GameSession       *self,
                                const GameAction **out_actions)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), 0);

  ensure_legal (self);
  if (out_actions != NULL)
    *out_actions = self->shown;
  return self->n_legal;
}

/* The legal action of the state that @action (numbered as in the view) stands for. */
static const GameAction *
find_legal (GameSession      *self,
            const GameAction *action)
{
  ensure_legal (self);
  for (guint i = 0; i < self->n_legal; i++)
    if (self->rules->play.action_equal (&self->shown[i], action))
      return &self->legal[i];
  return NULL;
}

/* The legal action that @action differs from only in its mask: a game may accept other sets
 * than the one it lists (Groo lists one set of dice that pays a card; any other that pays
 * exactly will do, as its apply decides). */
static const GameAction *
find_legal_but_mask (GameSession      *self,
                     const GameAction *action)
{
  ensure_legal (self);
  for (guint i = 0; i < self->n_legal; i++)
    {
      GameAction other = *action;

      other.mask = self->shown[i].mask;
      if (self->rules->play.action_equal (&self->shown[i], &other))
        return &self->legal[i];
    }
  return NULL;
}

char *
game_session_describe_action (GameSession      *self,
                              const GameAction *action)
{
  const GameAction *legal;

  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  legal = find_legal (self, action);
  if (legal == NULL)
    return g_strdup ("");
  return self->rules->text.describe_action (self->state, legal, self->viewer);
}

char *
game_session_describe_real_action (GameSession      *self,
                                   const GameAction *action)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (self->remote)
    return NULL;
  /* Only a legal action: the rules describe what may happen now. */
  ensure_legal (self);
  for (guint i = 0; i < self->n_legal; i++)
    if (self->rules->play.action_equal (&self->legal[i], action))
      return self->rules->text.describe_action (self->state, &self->legal[i], self->viewer);
  return NULL;
}

/* The legal actions of @state numbered as @viewer's view of it numbers its cards, into
 * @legal and @shown (GAME_MAX_ACTIONS each); returns the count. */
static guint
shown_actions (GameSession   *self,
               gconstpointer  state,
               gpointer       view,
               int           *map,
               GameAction    *legal,
               GameAction    *shown)
{
  const GameRules *rules = self->rules;
  guint n_cards = rules->views.n_cards (state);
  guint n;

  rules->views.project_view (state, self->viewer, view, map);
  n = rules->play.is_over (state) ? 0 : rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      shown[i] = legal[i];
      if (shown[i].card >= 0 && (guint) shown[i].card < n_cards)
        shown[i].card = map[shown[i].card];
      if (shown[i].target >= 0 && (guint) shown[i].target < n_cards)
        shown[i].target = map[shown[i].target];
    }
  return n;
}

gboolean
game_session_preview (GameSession      *self,
                      const GameAction *actions,
                      guint             n_actions,
                      gpointer          out_view,
                      GArray           *out_legal)
{
  const GameRules *rules;
  g_autofree gpointer world = NULL;
  g_autofree gpointer before = NULL;
  g_autofree gpointer view = NULL;
  g_autofree int *map = NULL;
  g_autofree GameAction *legal = NULL;
  g_autofree GameAction *shown = NULL;
  guint n;

  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);
  g_return_val_if_fail (actions != NULL || n_actions == 0, FALSE);

  rules = self->rules;
  /* No world can be sampled without the record's seed; a view alone may not be enough. */
  if (self->remote)
    return FALSE;
  if (self->viewer < 0 || (guint) self->viewer >= rules->play.n_seats (self->state))
    return FALSE;
  world = game_state_new (rules);
  before = game_state_new (rules);
  view = game_state_new (rules);
  map = g_new0 (int, MAX (rules->max_cards, 1));
  legal = g_new (GameAction, GAME_MAX_ACTIONS);
  shown = g_new (GameAction, GAME_MAX_ACTIONS);
  /* A world of what the viewer knows, the same each time for the same position. */
  rules->views.sample_world (self->state, self->viewer,
                             game_record_get_seed (self->record) ^ (0x9e3779b97f4a7c15ull
                                                             * (self->position + 1)),
                             world);
  for (guint a = 0; a < n_actions; a++)
    {
      guint found = GAME_MAX_ACTIONS;

      n = shown_actions (self, world, view, map, legal, shown);
      for (guint i = 0; i < n && found == GAME_MAX_ACTIONS; i++)
        if (rules->play.action_equal (&shown[i], &actions[a]))
          found = i;
      if (found == GAME_MAX_ACTIONS)
        return FALSE;
      game_state_copy (rules, before, world);
      if (!rules->play.apply (world, &legal[found], NULL, NULL, NULL)
          || rules->views.action_revealed (before, world, self->viewer))
        return FALSE;
    }
  n = shown_actions (self, world, view, map, legal, shown);
  if (out_view != NULL)
    game_state_copy (rules, out_view, view);
  if (out_legal != NULL)
    g_array_append_vals (out_legal, shown, n);
  return TRUE;
}

gboolean
game_session_apply (GameSession      *self,
                    const GameAction *action,
                    GError          **error)
{
  const GameAction *legal;
  GameAction copy;

  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  legal = find_legal (self, action);
  if (legal == NULL)
    legal = find_legal_but_mask (self, action);
  if (legal == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("That cannot be done now"));
      return FALSE;
    }
  if (self->remote)
    {
      guint index = legal - self->legal;

      /* Handed on as the choice it is (the referee applies its own copy); nothing more is
       * chosen until the referee answers. */
      self->n_legal = 0;
      g_signal_emit (self, signals[SIGNAL_REMOTE_PLAY], 0, index);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return TRUE;
    }
  copy = *legal;
  /* Another set of the listed action's small things (other dice that pay as well): the
   * rules' apply checks it. */
  copy.mask = action->mask;
  return game_session_apply_real (self, &copy, error);
}

gboolean
game_session_apply_real (GameSession      *self,
                         const GameAction *action,
                         GError          **error)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->remote)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("An online table is played by its referee"));
      return FALSE;
    }
  if (self->position != game_record_get_n_actions (self->record))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("A replay is shown: no action can be taken"));
      return FALSE;
    }
  if (!game_record_apply (self->record, self->state, action, on_event, self, error))
    {
      invalidate (self);
      return FALSE;
    }
  self->position++;
  invalidate (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

guint
game_session_get_position (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), 0);
  return self->position;
}

guint
game_session_get_n_actions (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), 0);
  if (self->remote)
    return self->position;
  return game_record_get_n_actions (self->record);
}

gboolean
game_session_seek (GameSession *self,
                   guint        position,
                   GError     **error)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);

  if (self->remote)
    {
      if (position == self->position)
        return TRUE;
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("An online table shows only where the game is"));
      return FALSE;
    }
  if (position > game_record_get_n_actions (self->record))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("The game has %u actions; it cannot be shown after action %u"),
                   game_record_get_n_actions (self->record), position);
      return FALSE;
    }
  /* The rules only move forward: a step back is the game played again up to it. */
  if (position < self->position)
    return play_from_start (self, position, error);
  while (self->position < position)
    {
      const GameAction *action = game_record_get_action (self->record, self->position);

      if (!self->rules->play.apply (self->state, action, on_event, self, error))
        {
          g_prefix_error (error, _("Action %u of the game: "), self->position + 1);
          invalidate (self);
          return FALSE;
        }
      self->position++;
    }
  invalidate (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
game_session_find_undo_target (GameSession *self,
                               guint        seat,
                               guint       *out_n_actions)
{
  guint n;

  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);

  if (self->remote)
    return FALSE;
  n = game_record_get_n_actions (self->record);
  if (self->position != n)
    return FALSE;
  for (guint i = n; i > 0; i--)
    if (game_record_get_action (self->record, i - 1)->seat == seat)
      {
        if (out_n_actions != NULL)
          *out_n_actions = i - 1;
        return game_record_can_undo_to (self->record, i - 1);
      }
  return FALSE;
}

gboolean
game_session_undo_to (GameSession *self,
                      guint        n_actions,
                      GError     **error)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);

  if (self->remote || !game_record_can_undo_to (self->record, n_actions))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Nothing to undo: cards were revealed since your last action"));
      return FALSE;
    }
  if (!game_session_seek (self, n_actions, error))
    return FALSE;
  game_record_truncate (self->record, n_actions);
  return TRUE;
}

char *
game_session_to_data (GameSession *self,
                      const char  *member,
                      JsonNode    *node,
                      gsize       *out_length)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  /* The referee keeps an online table's record. */
  g_return_val_if_fail (!self->remote, NULL);

  data = game_record_to_data (self->record, &length);
  if (member == NULL || node == NULL)
    {
      if (out_length != NULL)
        *out_length = length;
      return g_steal_pointer (&data);
    }
  if (!json_parser_load_from_data (parser, data, length, NULL))
    g_return_val_if_reached (NULL);
  json_object_set_member (json_node_get_object (json_parser_get_root (parser)), member,
                          json_node_copy (node));
  json_generator_set_root (generator, json_parser_get_root (parser));
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, out_length);
}

gboolean
game_session_save (GameSession *self,
                   GFile       *file,
                   const char  *member,
                   JsonNode    *node,
                   GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (GAME_IS_SESSION (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->remote)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("An online table is saved by its referee"));
      return FALSE;
    }
  data = game_session_to_data (self, member, node, &length);
  path = g_file_get_path (file);
  if (path == NULL)
    {
      /* Not a local file: GIO writes a temporary copy and renames it where it can. */
      if (!g_file_replace_contents (file, data, length, NULL, FALSE,
                                    G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s", local_error->message);
          return FALSE;
        }
      return TRUE;
    }
  folder = g_path_get_dirname (path);
  g_mkdir_with_parents (folder, 0755);
  if (!drive_in_save_file (path, data, length, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", path, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gconstpointer
game_session_get_state (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  return self->state;
}

GameRecord *
game_session_get_record (GameSession *self)
{
  g_return_val_if_fail (GAME_IS_SESSION (self), NULL);
  return self->record;
}
