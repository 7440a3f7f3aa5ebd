/* gros-session.c: a game as GObjects for the UI: signals, zone models, legal-action queries. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "drive-in-error.h"
#include "gros-session.h"
#include "gros-game-private.h"
#include "gros-game-view.h"

/* GrosSessionCard */

/* A card object never tells view code more than its viewer may know: while the card is
 * hidden from the viewer it has no card, name, Defense or instance, only a handle that says
 * nothing of which card it is (a new object, with a new handle, takes over a card whenever
 * the viewer loses track of it: it went out of sight, or its deck was shuffled). The session
 * still knows the instance and matches the object to actions. */
struct _GrosSessionCard
{
  GObject   parent_instance;
  int       instance;    /* the session's own: never handed out while hidden */
  int       alias;       /* the handle while hidden: GROS_SESSION_HIDDEN_HANDLE and up */
  DriveInCard *card;        /* the card of the instance (handed out while visible) */
  char     *name;
  guint     hidden : 1;
  guint8    flags;
  int       host;        /* the host's handle */
  int       defense;
};

G_DEFINE_FINAL_TYPE (GrosSessionCard, gros_session_card, G_TYPE_OBJECT)

enum
{
  CARD_PROP_0,
  CARD_PROP_CARD,
  CARD_PROP_NAME,
  CARD_PROP_HIDDEN,
  CARD_PROP_TIPPED,
  CARD_PROP_KNOCKED_OUT,
  CARD_PROP_FACE_DOWN,
  CARD_PROP_DEFENSE,
  CARD_PROP_HOST,
  N_CARD_PROPS
};

static GParamSpec *card_props[N_CARD_PROPS];

static void
gros_session_card_finalize (GObject *object)
{
  GrosSessionCard *self = GROS_SESSION_CARD (object);

  g_clear_object (&self->card);
  g_free (self->name);
  G_OBJECT_CLASS (gros_session_card_parent_class)->finalize (object);
}

static void
gros_session_card_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  GrosSessionCard *self = GROS_SESSION_CARD (object);

  switch (prop_id)
    {
    case CARD_PROP_CARD:
      g_value_set_object (value, gros_session_card_get_card (self));
      break;
    case CARD_PROP_NAME:
      g_value_set_string (value, gros_session_card_get_name (self));
      break;
    case CARD_PROP_HIDDEN:
      g_value_set_boolean (value, self->hidden);
      break;
    case CARD_PROP_TIPPED:
      g_value_set_boolean (value, (self->flags & GROS_CARD_TIPPED) != 0);
      break;
    case CARD_PROP_KNOCKED_OUT:
      g_value_set_boolean (value, (self->flags & GROS_CARD_KNOCKED_OUT) != 0);
      break;
    case CARD_PROP_FACE_DOWN:
      g_value_set_boolean (value, (self->flags & GROS_CARD_FACE_DOWN) != 0);
      break;
    case CARD_PROP_DEFENSE:
      g_value_set_int (value, gros_session_card_get_defense (self));
      break;
    case CARD_PROP_HOST:
      g_value_set_int (value, self->host);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gros_session_card_class_init (GrosSessionCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = gros_session_card_finalize;
  object_class->get_property = gros_session_card_get_property;

  card_props[CARD_PROP_CARD] = g_param_spec_object ("card", NULL, NULL, DRIVE_IN_TYPE_CARD, flags);
  card_props[CARD_PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  card_props[CARD_PROP_HIDDEN] = g_param_spec_boolean ("hidden", NULL, NULL, FALSE, flags);
  card_props[CARD_PROP_TIPPED] = g_param_spec_boolean ("tipped", NULL, NULL, FALSE, flags);
  card_props[CARD_PROP_KNOCKED_OUT] = g_param_spec_boolean ("knocked-out", NULL, NULL, FALSE, flags);
  card_props[CARD_PROP_FACE_DOWN] = g_param_spec_boolean ("face-down", NULL, NULL, FALSE, flags);
  card_props[CARD_PROP_DEFENSE] = g_param_spec_int ("defense", NULL, NULL, G_MININT, G_MAXINT, 0, flags);
  card_props[CARD_PROP_HOST] = g_param_spec_int ("host", NULL, NULL, -1, G_MAXINT, -1, flags);
  g_object_class_install_properties (object_class, N_CARD_PROPS, card_props);
}

static void
gros_session_card_init (GrosSessionCard *self)
{
  self->host = GROS_NO_CARD;
}

int
gros_session_card_get_instance (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), GROS_NO_CARD);
  return self->hidden ? GROS_NO_CARD : self->instance;
}

int
gros_session_card_get_handle (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), GROS_NO_CARD);
  return self->hidden ? self->alias : self->instance;
}

DriveInCard *
gros_session_card_get_card (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), NULL);
  return self->hidden ? NULL : self->card;
}

const char *
gros_session_card_get_name (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), NULL);
  return self->hidden ? NULL : self->name;
}

gboolean
gros_session_card_is_hidden (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), TRUE);
  return self->hidden;
}

gboolean
gros_session_card_is_tipped (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), FALSE);
  return (self->flags & GROS_CARD_TIPPED) != 0;
}

gboolean
gros_session_card_is_knocked_out (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), FALSE);
  return (self->flags & GROS_CARD_KNOCKED_OUT) != 0;
}

gboolean
gros_session_card_is_face_down (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), FALSE);
  return (self->flags & GROS_CARD_FACE_DOWN) != 0;
}

gboolean
gros_session_card_is_banked (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), FALSE);
  return (self->flags & GROS_CARD_BANKED) != 0;
}

int
gros_session_card_get_host (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), GROS_NO_CARD);
  return self->host;
}

int
gros_session_card_get_defense (GrosSessionCard *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_CARD (self), 0);
  return self->hidden ? 0 : self->defense;
}

/* GrosSessionEvent */

/* Lines and events are kept for every viewer (by viewer + 2: the public view, everyone, then
 * each seat), as each was when the event happened; the log shows those of the session's
 * viewer of the moment, which the events share with it. */
#define N_VIEWS      (GROS_MAX_SEATS + 2)
#define VIEW_INDEX(viewer) ((viewer) + 2)

typedef struct
{
  int viewer;
} ViewerBox;

struct _GrosSessionEvent
{
  GObject    parent_instance;
  GrosEvent  event;              /* the session's own */
  char      *texts[N_VIEWS];
  guint16    card_hidden;        /* bit per view: the event's card was hidden from it */
  guint16    target_hidden;
  ViewerBox *viewer;             /* the session's (g_atomic_rc_box) */
  GrosEvent  shown;              /* scratch for get_event */
};

G_DEFINE_FINAL_TYPE (GrosSessionEvent, gros_session_event, G_TYPE_OBJECT)

static void
gros_session_event_finalize (GObject *object)
{
  GrosSessionEvent *self = GROS_SESSION_EVENT (object);

  for (guint v = 0; v < N_VIEWS; v++)
    g_free (self->texts[v]);
  g_clear_pointer (&self->viewer, g_atomic_rc_box_release);
  G_OBJECT_CLASS (gros_session_event_parent_class)->finalize (object);
}

static void
gros_session_event_class_init (GrosSessionEventClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gros_session_event_finalize;
}

static void
gros_session_event_init (GrosSessionEvent *self)
{
}

static gboolean
valid_viewer (int viewer)
{
  return viewer >= GROS_VIEWER_PUBLIC && viewer < GROS_MAX_SEATS;
}

const GrosEvent *
gros_session_event_get_event (GrosSessionEvent *self)
{
  guint view;

  g_return_val_if_fail (GROS_IS_SESSION_EVENT (self), NULL);

  /* Cards hidden from the viewer when it happened are left out. */
  view = VIEW_INDEX (self->viewer->viewer);
  self->shown = self->event;
  if ((self->card_hidden >> view) & 1)
    self->shown.card = GROS_NO_CARD;
  if ((self->target_hidden >> view) & 1)
    self->shown.target = GROS_NO_CARD;
  return &self->shown;
}

const char *
gros_session_event_get_text (GrosSessionEvent *self)
{
  g_return_val_if_fail (GROS_IS_SESSION_EVENT (self), NULL);
  return self->texts[VIEW_INDEX (self->viewer->viewer)];
}

const char *
gros_session_event_get_text_for (GrosSessionEvent *self,
                                 int               viewer)
{
  g_return_val_if_fail (GROS_IS_SESSION_EVENT (self), NULL);
  g_return_val_if_fail (valid_viewer (viewer), NULL);
  return self->texts[VIEW_INDEX (viewer)];
}

/* GrosSession */

struct _GrosSession
{
  GObject        parent_instance;
  GrosCardDb    *db;
  GPtrArray     *card_objects;  /* DriveInCard per db index, may be NULL */
  GrosGame      *game;          /* heap: the struct is large */
  GrosGameSetup  setup;
  uint16_t      *deck_storage;  /* the decks the setup points at */
  ViewerBox     *viewer;        /* shared with the log's events */
  GArray        *actions;       /* of GrosAction */
  GPtrArray     *instances;     /* GrosSessionCard per card instance */
  guint8        *shuffled;      /* per instance: its deck was shuffled since the last sync */
  GHashTable    *aliases;       /* handle of a hidden object -> the object (in instances) */
  GListStore    *zones[GROS_N_ZONES];
  GListStore    *log;
  GrosAction    *legal;
  guint          n_legal;
  gboolean       legal_valid;
};

G_DEFINE_FINAL_TYPE (GrosSession, gros_session, G_TYPE_OBJECT)

enum
{
  SIGNAL_EVENT,
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
gros_session_finalize (GObject *object)
{
  GrosSession *self = GROS_SESSION (object);

  g_clear_pointer (&self->db, gros_card_db_unref);
  g_clear_pointer (&self->card_objects, g_ptr_array_unref);
  g_free (self->game);
  g_free (self->deck_storage);
  g_clear_pointer (&self->viewer, g_atomic_rc_box_release);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->instances, g_ptr_array_unref);
  g_free (self->shuffled);
  g_clear_pointer (&self->aliases, g_hash_table_unref);
  for (guint z = 0; z < GROS_N_ZONES; z++)
    g_clear_object (&self->zones[z]);
  g_clear_object (&self->log);
  g_free (self->legal);
  G_OBJECT_CLASS (gros_session_parent_class)->finalize (object);
}

static void
gros_session_class_init (GrosSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gros_session_finalize;

  /* Every state change, as it happens (animations, sounds); the argument is a GrosEvent* as
   * the viewer may know it: a card hidden from it is given by its handle. */
  signals[SIGNAL_EVENT] = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* After an action (or set-up) is fully applied and the models are up to date. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
gros_session_init (GrosSession *self)
{
  self->viewer = g_atomic_rc_box_new0 (ViewerBox);
  self->actions = g_array_new (FALSE, FALSE, sizeof (GrosAction));
  self->instances = g_ptr_array_new_with_free_func (g_object_unref);
  self->shuffled = g_new0 (guint8, GROS_MAX_CARDS);
  self->aliases = g_hash_table_new (NULL, NULL);
  self->log = g_list_store_new (GROS_TYPE_SESSION_EVENT);
  for (guint z = 0; z < GROS_N_ZONES; z++)
    self->zones[z] = g_list_store_new (GROS_TYPE_SESSION_CARD);
  self->legal = g_new (GrosAction, GROS_MAX_ACTIONS);
}

/* A handle for a hidden card object: a random number that says nothing of the card (not even
 * in which order the objects were made), unlike the handle of any live object. */
static int
take_alias (GrosSession *self)
{
  int alias;

  do
    alias = g_random_int_range (GROS_SESSION_HIDDEN_HANDLE, G_MAXINT16);
  while (g_hash_table_contains (self->aliases, GINT_TO_POINTER (alias)));
  return alias;
}

static GrosSessionCard *
new_card_object (GrosSession *self,
                 int          instance)
{
  GrosSessionCard *card = g_object_new (GROS_TYPE_SESSION_CARD, NULL);

  card->instance = instance;
  card->alias = take_alias (self);
  card->hidden = TRUE;
  card->host = GROS_NO_CARD;
  g_hash_table_insert (self->aliases, GINT_TO_POINTER (card->alias), card);
  return card;
}

static gboolean
sees (GrosSession *self,
      int          instance)
{
  return gros_game_viewer_sees (self->game, instance, self->viewer->viewer);
}

/* The handle of @instance for view code now. */
static int
handle_of (GrosSession *self,
           int          instance)
{
  GrosSessionCard *card;

  if (instance < 0 || (guint) instance >= self->instances->len)
    return instance;
  card = g_ptr_array_index (self->instances, instance);
  return sees (self, instance) ? instance : card->alias;
}

static void
on_game_event (const GrosGame  *game,
               const GrosEvent *event,
               gpointer         user_data)
{
  GrosSession *self = user_data;
  GrosEvent shown = *event;

  /* Shuffled decks: no object may follow a hidden card through it. */
  if (event->kind == GROS_EV_SHUFFLE)
    for (guint c = 0; c < game->n_cards; c++)
      if (game->cards[c].zone != GROS_ZONE_TABLE
          && GROS_ZONE_KIND (game->cards[c].zone) == GROS_ZONE_DECK)
        self->shuffled[c] = TRUE;

  /* Draws and moves into hidden places read as their public version in the log. */
  if (event->kind != GROS_EV_DRAW && event->kind != GROS_EV_SHUFFLE && event->kind != GROS_EV_MOVE
      && event->kind != GROS_EV_POPCORN)
    {
      GrosSessionEvent *entry = g_object_new (GROS_TYPE_SESSION_EVENT, NULL);

      entry->event = *event;
      entry->viewer = g_atomic_rc_box_acquire (self->viewer);
      /* Each viewer's line as it reads now, when the event happens. */
      for (int viewer = GROS_VIEWER_PUBLIC; viewer < (int) game->n_seats; viewer++)
        {
          guint view = VIEW_INDEX (viewer);

          entry->texts[view] = gros_game_describe_event_for (game, event, viewer);
          if (event->card >= 0 && !gros_game_viewer_sees (game, event->card, viewer))
            entry->card_hidden |= 1u << view;
          if (event->target >= 0 && !gros_game_viewer_sees (game, event->target, viewer))
            entry->target_hidden |= 1u << view;
        }
      g_list_store_append (self->log, entry);
      g_object_unref (entry);
    }
  shown.card = handle_of (self, event->card);
  shown.target = handle_of (self, event->target);
  g_signal_emit (self, signals[SIGNAL_EVENT], 0, &shown);
}

static void
refresh_card (GrosSession     *self,
              GrosSessionCard *card)
{
  const GrosGame *g = self->game;
  const GrosCardState *st = &g->cards[card->instance];
  gboolean hidden = !sees (self, card->instance);
  int defense = gros_game_card_defense (g, card->instance);
  int host = handle_of (self, st->host);
  guint8 old_flags = card->flags;
  DriveInCard *object = NULL;

  if (self->card_objects != NULL && st->def < self->card_objects->len)
    object = g_ptr_array_index (self->card_objects, st->def);

  g_object_freeze_notify (G_OBJECT (card));
  /* Determinized copies may change which card an instance is: follow the state. */
  if (card->card != object)
    {
      g_set_object (&card->card, object);
      if (!hidden)
        g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_CARD]);
    }
  if (g_strcmp0 (card->name, gros_def (g, card->instance)->name) != 0)
    {
      g_free (card->name);
      card->name = g_strdup (gros_def (g, card->instance)->name);
      if (!hidden)
        g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_NAME]);
    }
  if (card->hidden != hidden)
    {
      card->hidden = hidden;
      g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_HIDDEN]);
      g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_CARD]);
      g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_NAME]);
      g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_DEFENSE]);
    }
  card->flags = st->flags;
  if ((old_flags ^ st->flags) & GROS_CARD_TIPPED)
    g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_TIPPED]);
  if ((old_flags ^ st->flags) & GROS_CARD_KNOCKED_OUT)
    g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_KNOCKED_OUT]);
  if ((old_flags ^ st->flags) & GROS_CARD_FACE_DOWN)
    g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_FACE_DOWN]);
  if (card->defense != defense)
    {
      card->defense = defense;
      if (!hidden)
        g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_DEFENSE]);
    }
  if (card->host != host)
    {
      card->host = host;
      g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_HOST]);
    }
  g_object_thaw_notify (G_OBJECT (card));
}

/* Brings each zone model in line with the state, touching only zones that changed. */
static void
sync_models (GrosSession *self)
{
  const GrosGame *g = self->game;

  /* A card that went out of the viewer's sight, or whose deck was shuffled while hidden,
   * gets a new object: the old one, which view code may have seen, no longer follows it. */
  for (guint i = 0; i < self->instances->len; i++)
    {
      GrosSessionCard *card = g_ptr_array_index (self->instances, i);
      gboolean hidden = !sees (self, i);

      if (hidden && (!card->hidden || self->shuffled[i]))
        {
          self->instances->pdata[i] = new_card_object (self, i);
          g_hash_table_remove (self->aliases, GINT_TO_POINTER (card->alias));
          /* Whoever keeps the old object sees its card go out of sight. */
          if (!card->hidden)
            {
              card->hidden = TRUE;
              g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_HIDDEN]);
              g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_CARD]);
              g_object_notify_by_pspec (G_OBJECT (card), card_props[CARD_PROP_NAME]);
            }
          g_object_unref (card);
        }
      self->shuffled[i] = FALSE;
    }
  for (guint i = 0; i < self->instances->len; i++)
    refresh_card (self, g_ptr_array_index (self->instances, i));

  for (guint z = 0; z < GROS_N_ZONES; z++)
    {
      GListModel *model = G_LIST_MODEL (self->zones[z]);
      guint n_old = g_list_model_get_n_items (model);
      guint n_new = g->zone_start[z + 1] - g->zone_start[z];
      gboolean same = n_old == n_new;
      gpointer *items;

      for (guint i = 0; same && i < n_new; i++)
        {
          g_autoptr(GrosSessionCard) card = g_list_model_get_item (model, i);

          same = card == g_ptr_array_index (self->instances, g->order[g->zone_start[z] + i]);
        }
      if (same)
        continue;

      items = g_new (gpointer, MAX (n_new, 1));
      for (guint i = 0; i < n_new; i++)
        items[i] = g_ptr_array_index (self->instances, g->order[g->zone_start[z] + i]);
      g_list_store_splice (self->zones[z], 0, n_old, items, n_new);
      g_free (items);
    }
  self->legal_valid = FALSE;
}

GrosSession *
gros_session_new (GrosCardDb          *db,
                  GPtrArray           *cards,
                  const GrosGameSetup *setup,
                  int                  viewer,
                  GError             **error)
{
  g_autoptr(GrosSession) self = NULL;
  guint total = 0;
  uint16_t *next;

  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (valid_viewer (viewer), NULL);

  self = g_object_new (GROS_TYPE_SESSION, NULL);
  self->db = gros_card_db_ref (db);
  self->card_objects = cards != NULL ? g_ptr_array_ref (cards) : NULL;
  self->viewer->viewer = viewer;
  self->game = g_new0 (GrosGame, 1);

  /* Keep our own copy of the decks: the setup must outlive the caller's arrays. */
  self->setup = *setup;
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    total += setup->deck_sizes[s];
  self->deck_storage = g_new0 (uint16_t, MAX (total, 1));
  next = self->deck_storage;
  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      if (setup->deck_sizes[s] > 0)
        memcpy (next, setup->decks[s], setup->deck_sizes[s] * sizeof (uint16_t));
      self->setup.decks[s] = next;
      next += setup->deck_sizes[s];
    }

  /* Cards exist before set-up events refer to them. */
  for (guint i = 0; i < total && i < GROS_MAX_CARDS; i++)
    g_ptr_array_add (self->instances, new_card_object (self, i));
  if (!gros_game_init (self->game, db, &self->setup, on_game_event, self, error))
    return NULL;
  sync_models (self);
  return g_steal_pointer (&self);
}

const GrosGame *
gros_session_get_game (GrosSession *self)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  return self->game;
}

GrosCardDb *
gros_session_get_db (GrosSession *self)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  return self->db;
}

int
gros_session_get_viewer (GrosSession *self)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), GROS_VIEWER_ALL);
  return self->viewer->viewer;
}

void
gros_session_set_viewer (GrosSession *self,
                         int          viewer)
{
  guint n;

  g_return_if_fail (GROS_IS_SESSION (self));
  g_return_if_fail (valid_viewer (viewer));

  if (self->viewer->viewer == viewer)
    return;
  self->viewer->viewer = viewer;
  sync_models (self);
  /* Every line of the log now reads as the new viewer read it when it happened. */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  g_list_model_items_changed (G_LIST_MODEL (self->log), 0, n, n);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
gros_session_apply (GrosSession      *self,
                    const GrosAction *action,
                    GError          **error)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!gros_game_apply (self->game, action, on_game_event, self, error))
    return FALSE;
  g_array_append_val (self->actions, *action);
  sync_models (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

const GrosAction *
gros_session_get_actions (GrosSession *self,
                          guint       *n_actions)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);

  if (n_actions != NULL)
    *n_actions = self->actions->len;
  return (const GrosAction *) self->actions->data;
}

const GrosGameSetup *
gros_session_get_setup (GrosSession *self)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  return &self->setup;
}

GListModel *
gros_session_get_zone (GrosSession  *self,
                       GrosZoneKind  kind,
                       guint         seat)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  g_return_val_if_fail (kind < GROS_N_SEAT_ZONES, NULL);
  g_return_val_if_fail (seat <= GROS_SHARED_SEAT, NULL);

  return G_LIST_MODEL (self->zones[GROS_ZONE_ID (kind, seat)]);
}

GListModel *
gros_session_get_table (GrosSession *self)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->zones[GROS_ZONE_TABLE]);
}

GrosSessionCard *
gros_session_get_card (GrosSession *self,
                       int          instance)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  g_return_val_if_fail (instance >= 0 && (guint) instance < self->instances->len, NULL);

  return g_ptr_array_index (self->instances, instance);
}

GrosSessionCard *
gros_session_lookup_card (GrosSession *self,
                          int          handle)
{
  GrosSessionCard *card;

  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);

  if (handle >= 0 && (guint) handle < self->instances->len)
    {
      card = g_ptr_array_index (self->instances, handle);
      return card->hidden ? NULL : card;
    }
  card = g_hash_table_lookup (self->aliases, GINT_TO_POINTER (handle));
  return card != NULL && card->hidden ? card : NULL;
}

gboolean
gros_session_action_uses (GrosSession      *self,
                          const GrosAction *action,
                          GrosSessionCard  *card,
                          gboolean          as_target)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (GROS_IS_SESSION_CARD (card), FALSE);

  if (!as_target)
    return action->card == card->instance;
  /* Extra is a second card for every action but a Creature's declared trait. */
  return action->target == card->instance
         || (action->kind != GROS_ACT_PLAY && action->extra == card->instance);
}

GListModel *
gros_session_get_log (GrosSession *self)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->log);
}

guint
gros_session_get_legal_actions (GrosSession       *self,
                                const GrosAction **out_actions)
{
  g_return_val_if_fail (GROS_IS_SESSION (self), 0);

  if (!self->legal_valid)
    {
      self->n_legal = gros_game_legal_actions (self->game, self->legal, GROS_MAX_ACTIONS);
      self->legal_valid = TRUE;
    }
  if (out_actions != NULL)
    *out_actions = self->legal;
  return self->n_legal;
}

guint
gros_session_find_actions (GrosSession *self,
                           GrosActKind  kind,
                           int          card,
                           int          target,
                           guint        target_seat,
                           GrosAction  *out)
{
  const GrosAction *legal;
  guint n, found = 0;

  g_return_val_if_fail (GROS_IS_SESSION (self), 0);

  n = gros_session_get_legal_actions (self, &legal);
  for (guint i = 0; i < n; i++)
    {
      const GrosAction *a = &legal[i];

      if (a->kind != kind)
        continue;
      if (card != GROS_NO_CARD && a->card != card)
        continue;
      if (a->target != target)
        continue;
      if (target_seat != GROS_NO_SEAT && a->target_seat != target_seat)
        continue;
      if (found == 0 && out != NULL)
        *out = *a;
      found++;
    }
  return found;
}
