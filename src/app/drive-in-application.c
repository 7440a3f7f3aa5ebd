/* drive-in-application.c: the Drive-In application: actions, catalog, release import (the
 * DriveInAppServices its windows and pages use). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-application.h"
#include "drive-in-xmpp-transport.h"
#include "drive-in-art-cache.h"
#include "drive-in-gruff-draft-dialog.h"
#include "drive-in-online-listener.h"
#include "drive-in-preferences-window.h"
#include "drive-in-resources.h"
#include "drive-in-toast.h"
#include "drive-in-window.h"
#include "drive-in-worker-guard.h"
#include "game-record.h"
#include "drive-in-timing.h"

#define MAX_RECENT_DECKS 10
#define WEBSITE "https://github.com/drivein/DriveIn"

struct _DriveInApplication
{
  AdwApplication  parent_instance;

  DriveInLibrary    *library;
  DriveInCatalog    *catalog;       /* filled in as the loader delivers releases */
  GPtrArray      *load_problems; /* of char*, NULL-terminated once loaded */
  GSettings      *settings;
  gboolean        importing;

  /* The catalog loader: a worker thread reads the releases and queues each (a LoadItem);
   * the main thread adds them to the catalog. */
  GThread        *load_thread;
  GAsyncQueue    *load_queue;
  GCancellable   *load_cancellable;
  gboolean        load_started;
  gboolean        catalog_loaded;
  gboolean        art_held;        /* the art cache waits for the catalog */

  DriveInOnlineListener *online_listener; /* invitations with Play Online closed */
};

static void drive_in_application_app_services_init (DriveInAppServicesInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInApplication, drive_in_application, ADW_TYPE_APPLICATION,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_APP_SERVICES,
                                                      drive_in_application_app_services_init))

enum {
  PROP_0,
  PROP_CATALOG_LOADED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* One release read by the loader, a release that failed, or the end (both NULL). */
typedef struct
{
  DriveInRelease *release;
  char        *problem;
} LoadItem;

static void
load_item_free (gpointer data)
{
  LoadItem *item = data;

  g_clear_object (&item->release);
  g_free (item->problem);
  g_free (item);
}

typedef struct
{
  DriveInLibrary *library;
  GFile       *folder;
} ImportData;

static void
import_data_free (gpointer data)
{
  ImportData *import = data;

  g_clear_object (&import->library);
  g_clear_object (&import->folder);
  g_free (import);
}

static DriveInWindow *
get_or_create_window (DriveInApplication *self)
{
  GtkWindow *window;

  g_assert (DRIVE_IN_IS_APPLICATION (self));

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (DRIVE_IN_IS_WINDOW (window))
    return DRIVE_IN_WINDOW (window);
  return drive_in_window_new (self);
}

static void
set_importing (DriveInApplication *self,
               gboolean            importing)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "import-release");

  g_assert (DRIVE_IN_IS_APPLICATION (self));

  /* One import at a time: both write the library's releases folder. */
  self->importing = importing;
  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), !importing);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  DriveInApplication *self = user_data;
  /* A copy: each close removes that window from the application's list. */
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Closing (rather than g_application_quit) lets each window save its size. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  DriveInApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { _("The Drive-In developers"), NULL };
  const char *translators = _("translator-credits");
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Drive-In"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Drive-In developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Build decks and play small card games with their full "
                                      "rules, against the computer, at one screen or online."),
                        "website", WEBSITE,
                        "issue-url", WEBSITE "/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", _("© 2026 The Drive-In developers"),
                        "developers", developers,
                        NULL);
  /* Untranslated, the msgid would show as a credit. */
  if (g_strcmp0 (translators, "translator-credits") != 0)
    adw_about_window_set_translator_credits (ADW_ABOUT_WINDOW (about), translators);
  adw_about_window_add_legal_section (ADW_ABOUT_WINDOW (about),
                                      _("Cards"),
                                      NULL,
                                      GTK_LICENSE_CUSTOM,
                                      _("The starter cards are original to Drive-In and share "
                                        "its license. The names, texts and art of imported "
                                        "releases belong to their authors and are not part "
                                        "of Drive-In."));
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  DriveInApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (drive_in_preferences_window_new (parent)));
}

static void
shortcuts_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  DriveInApplication *self = user_data;
  DriveInWindow *window = get_or_create_window (self);

  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
import_release_activated (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  DriveInApplication *self = user_data;
  DriveInWindow *window = get_or_create_window (self);

  gtk_window_present (GTK_WINDOW (window));
  drive_in_window_import_release (window);
}

/* app.gruff-draft: 004's four-player draft tournament against computer drafters. */
static void
gruff_draft_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  DriveInApplication *self = user_data;
  DriveInWindow *window = get_or_create_window (self);
  g_autofree char *level_name = g_settings_get_string (self->settings, "ai-level");
  GameAiLevel level = GAME_AI_NORMAL;
  DriveInGruffDraftDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  /* The drafters and the round robin play at the preferred level; HARD's search would keep
   * the twelve games going for minutes, so they stop at NORMAL. */
  if (!game_ai_level_from_string (level_name, &level) || level > GAME_AI_NORMAL)
    level = GAME_AI_NORMAL;
  dialog = drive_in_gruff_draft_dialog_new (GTK_WINDOW (window),
                                            drive_in_application_get_catalog (self), 0, level,
                                            g_random_int ());
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A toast's Join: Play Online joins the table in the room (a string) on the Table page. */
static void
join_table_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (user_data);
  DriveInWindow *window = get_or_create_window (self);

  gtk_window_present (GTK_WINDOW (window));
  drive_in_window_join_table (window, g_variant_get_string (parameter, NULL));
}

/* An invitation reached the account (checked: @who and @line are text, @room a room
 * address): said in the window, with Join. */
static void
on_invitation_cb (DriveInOnlineListener *listener,
                  const char            *who,
                  const char            *room,
                  const char            *line,
                  DriveInApplication    *self)
{
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autofree char *text = NULL;
  AdwToast *toast;

  g_debug ("%s", line);
  if (!DRIVE_IN_IS_WINDOW (active))
    {
      GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

      active = NULL;
      for (GList *l = windows; l != NULL && active == NULL; l = l->next)
        if (DRIVE_IN_IS_WINDOW (l->data))
          active = l->data;
    }
  /* No main window (the app runs for a dialog alone): Play Online lists it when opened. */
  if (active == NULL)
    return;
  /* Translators: who invites, then the table's room address. */
  text = g_strdup_printf (_("%s invites you to a table in %s"), who, room);
  toast = drive_in_toast_new (text);
  adw_toast_set_button_label (toast, _("_Join"));
  adw_toast_set_action_name (toast, "app.join-table");
  adw_toast_set_action_target_value (toast, g_variant_new_string (room));
  /* Until the person answers, before any other toast: an invitation is easily missed. */
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  drive_in_window_add_toast (DRIVE_IN_WINDOW (active), toast);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
  { .name = "preferences", .activate = preferences_activated },
  { .name = "shortcuts", .activate = shortcuts_activated },
  { .name = "import-release", .activate = import_release_activated },
  { .name = "gruff-draft", .activate = gruff_draft_activated },
  { .name = "join-table", .activate = join_table_activated, .parameter_type = "s" },
};

static void
drive_in_application_startup (GApplication *application)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (application);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *import_accels[] = { "<Control>i", NULL };
  static const char *search_accels[] = { "<Control>f", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *help_overlay_accels[] = { "<Control>question", NULL };
  static const char *gruff_draft_accels[] = { "<Control><Shift>g", NULL };

  drive_in_timing_mark ("startup");
  /* Before chaining up: AdwApplication loads style.css from the resource base path. */
  drive_in_ensure_resources ();

  G_APPLICATION_CLASS (drive_in_application_parent_class)->startup (application);
  drive_in_timing_mark ("startup: GTK and libadwaita ready");

  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.import-release",
                                         import_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.search", search_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "window.close", close_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.gruff-draft",
                                         gruff_draft_accels);
  /* GtkApplication gives this accelerator with a gtk/help-overlay.ui; ours loads later. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         help_overlay_accels);

  /* Once, for every window; empty until the first window has been painted (or someone
   * needs every card: drive_in_application_get_catalog()). */
  self->catalog = drive_in_catalog_new ();
  /* Signs in only when the person turned it on (Preferences → Online), on the main loop. */
  self->online_listener = drive_in_online_listener_new (self->settings);
  g_signal_connect (self->online_listener, "invitation", G_CALLBACK (on_invitation_cb), self);
  drive_in_online_listener_set_default (self->online_listener);
  drive_in_timing_mark ("startup: done (no release read)");
}

static void
drive_in_application_activate (GApplication *application)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (application);

  DriveInWindow *window;

  drive_in_timing_mark ("activate");
  window = get_or_create_window (self);
  drive_in_timing_mark ("activate: window built");
  gtk_window_present (GTK_WINDOW (window));
  drive_in_timing_mark ("activate: window presented");
}

static gboolean
has_suffix_nocase (const char *name,
                   const char *suffix)
{
  size_t n = strlen (name), k = strlen (suffix);

  return n >= k && g_ascii_strcasecmp (name + n - k, suffix) == 0;
}

/* A saved game, of any game: named *.drive-in-game or, as earlier versions saved it,
 * *.gros-game (the desktop's globs, case aside), or under
 * another name (not a deck's) a file that starts as every saved game does, a JSON object
 * whose first member is "drive-in-game". */
static gboolean
is_game_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GFileInputStream) stream = NULL;
  char head[256];
  gsize n = 0;
  const char *p = head;

  if (name == NULL)
    return FALSE;
  if (has_suffix_nocase (name, GAME_RECORD_FILE_EXTENSION)
      || has_suffix_nocase (name, GAME_RECORD_FILE_EXTENSION_OLD))
    return TRUE;
  if (has_suffix_nocase (name, DRIVE_IN_DECK_FILE_EXTENSION)
      || has_suffix_nocase (name, DRIVE_IN_DECK_FILE_EXTENSION_OLD))
    return FALSE;
  stream = g_file_read (file, NULL, NULL);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head - 1, &n, NULL,
                                   NULL))
    return FALSE;
  head[n] = '\0';
  while (g_ascii_isspace (*p))
    p++;
  if (*p++ != '{')
    return FALSE;
  while (g_ascii_isspace (*p))
    p++;
  return g_str_has_prefix (p, "\"drive-in-game\"");
}

static void
drive_in_application_open (GApplication  *application,
                           GFile        **files,
                           int            n_files,
                           const char    *hint)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (application);
  GFile *game = NULL;

  /* A saved game opens at the table (the last one given, when there are several). Decks
   * open from the Decks page; until then they are remembered as recent decks. */
  for (int i = 0; i < n_files; i++)
    {
      if (is_game_file (files[i]))
        game = files[i];
      else
        drive_in_application_add_recent_deck (self, files[i]);
    }
  if (game != NULL)
    drive_in_window_open_game (get_or_create_window (self), game);

  g_application_activate (application);
}

static void
drive_in_application_shutdown (GApplication *application)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (application);

  /* Card faces still rendering in worker threads must end before the process does, and so
   * must the catalog loader (it stops between two releases). */
  drive_in_worker_guard_stop ();
  g_cancellable_cancel (self->load_cancellable);
  g_clear_pointer (&self->load_thread, g_thread_join);
  /* Signed out before the process ends. */
  if (self->online_listener != NULL)
    g_signal_handlers_disconnect_by_data (self->online_listener, self);
  g_clear_object (&self->online_listener);
  /* A link still signing in (on its own thread) must not meet OpenSSL's clean-up at exit. */
  drive_in_xmpp_transport_finish_sign_ins ();

  G_APPLICATION_CLASS (drive_in_application_parent_class)->shutdown (application);
}

static void
drive_in_application_dispose (GObject *object)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (object);

  g_cancellable_cancel (self->load_cancellable);
  g_clear_pointer (&self->load_thread, g_thread_join);
  g_clear_pointer (&self->load_queue, g_async_queue_unref);
  g_clear_object (&self->load_cancellable);
  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  if (self->online_listener != NULL)
    g_signal_handlers_disconnect_by_data (self->online_listener, self);
  g_clear_object (&self->online_listener);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->load_problems, g_ptr_array_unref);

  G_OBJECT_CLASS (drive_in_application_parent_class)->dispose (object);
}

static void
drive_in_application_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_CATALOG_LOADED:
      g_value_set_boolean (value, self->catalog_loaded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_application_class_init (DriveInApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = drive_in_application_dispose;
  object_class->get_property = drive_in_application_get_property;
  app_class->startup = drive_in_application_startup;
  app_class->activate = drive_in_application_activate;
  app_class->shutdown = drive_in_application_shutdown;
  app_class->open = drive_in_application_open;

  /* Every release has been read (or has failed to): the catalog is whole, and
   * drive_in_application_get_load_problems() has the failures. */
  properties[PROP_CATALOG_LOADED] =
    g_param_spec_boolean ("catalog-loaded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_application_init (DriveInApplication *self)
{
  self->library = drive_in_library_new (NULL);
  self->load_problems = g_ptr_array_new_with_free_func (g_free);
  self->load_queue = g_async_queue_new_full (load_item_free);
  self->load_cancellable = g_cancellable_new ();
}

DriveInApplication *
drive_in_application_new (void)
{
  /* The resource base path is fixed: a .Devel id would otherwise move it. */
  return g_object_new (DRIVE_IN_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}

DriveInLibrary *
drive_in_application_get_library (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);

  return self->library;
}

/* --- the catalog loader ------------------------------------------------------------------ */

static void
queue_release (DriveInRelease *release,
               const char  *problem,
               gpointer     user_data)
{
  DriveInApplication *self = user_data;
  LoadItem *item = g_new0 (LoadItem, 1);

  item->release = release != NULL ? g_object_ref (release) : NULL;
  item->problem = g_strdup (problem);
  g_async_queue_push (self->load_queue, item);
}

/* Adds a queued release to the catalog (main thread); TRUE when it was the end. */
static gboolean
take_item (DriveInApplication *self,
           LoadItem           *item)
{
  g_assert (DRIVE_IN_IS_APPLICATION (self));

  if (item->release != NULL)
    {
      drive_in_catalog_add_release (self->catalog, item->release);
      drive_in_timing_mark ("catalog: %s added, %u cards in all",
                        drive_in_release_get_sigil (item->release),
                        g_list_model_get_n_items (G_LIST_MODEL (self->catalog)));
      return FALSE;
    }
  if (item->problem != NULL)
    {
      g_message ("%s", item->problem);
      g_ptr_array_add (self->load_problems, g_steal_pointer (&item->problem));
      return FALSE;
    }

  g_ptr_array_add (self->load_problems, NULL);
  self->catalog_loaded = TRUE;
  g_clear_pointer (&self->load_thread, g_thread_join);
  if (self->art_held)
    drive_in_art_cache_release (drive_in_art_cache_get_default ());
  self->art_held = FALSE;
  drive_in_timing_mark ("catalog: complete, %u cards, %u problems",
                    g_list_model_get_n_items (G_LIST_MODEL (self->catalog)),
                    self->load_problems->len - 1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CATALOG_LOADED]);
  return TRUE;
}

/* Takes what the loader has queued; with @wait, blocks until the end. */
static void
drain_queue (DriveInApplication *self,
             gboolean            wait)
{
  g_assert (DRIVE_IN_IS_APPLICATION (self));

  while (!self->catalog_loaded)
    {
      LoadItem *item = wait ? g_async_queue_pop (self->load_queue)
                            : g_async_queue_try_pop (self->load_queue);

      if (item == NULL)
        return;
      take_item (self, item);
      load_item_free (item);
    }
}

static gboolean
drain_queue_cb (gpointer user_data)
{
  drain_queue (DRIVE_IN_APPLICATION (user_data), FALSE);
  return G_SOURCE_REMOVE;
}

/* In the loader thread: each release is queued, then the main thread is woken to take it. */
static void
queue_release_and_wake (DriveInRelease *release,
                        const char  *problem,
                        gpointer     user_data)
{
  queue_release (release, problem, user_data);
  g_idle_add_full (G_PRIORITY_DEFAULT, drain_queue_cb, g_object_ref (user_data),
                   g_object_unref);
}

static gpointer
load_thread_func (gpointer user_data)
{
  DriveInApplication *self = user_data;

  drive_in_timing_mark ("catalog: loader started");
  drive_in_library_load_each (self->library, NULL, self->load_cancellable,
                          queue_release_and_wake, self);
  /* Then the other games' own sets: the Cards page and the Decks page show every game. */
  drive_in_library_load_builtin_each (NULL, self->load_cancellable, queue_release_and_wake, self);
  /* The end, even when cancelled: a waiting drain_queue() must return. */
  queue_release_and_wake (NULL, NULL, self);
  return NULL;
}

/**
 * drive_in_application_load_catalog:
 *
 * Starts reading the releases in a worker thread, once; they join the catalog in the main
 * thread as they arrive. The first window calls this once it has been painted.
 */
void
drive_in_application_load_catalog (DriveInApplication *self)
{
  g_return_if_fail (DRIVE_IN_IS_APPLICATION (self));
  g_return_if_fail (self->catalog != NULL);

  if (self->load_started)
    return;
  self->load_started = TRUE;
  /* The window icon too waits for the first frame: X11 has it drawn at every size. */
  gtk_window_set_default_icon_name (APP_ID);
  /* Card art waits for the whole catalog: on two cores, decoding it beside the loader
   * delayed every card being searchable by about a third. */
  drive_in_art_cache_hold (drive_in_art_cache_get_default ());
  self->art_held = TRUE;
  /* The thread holds no reference: shutdown and dispose join it first. */
  self->load_thread = g_thread_new ("drive-in-catalog", load_thread_func, self);
}

/* Every release in the catalog, whether the loader has started or not. */
static void
ensure_catalog_loaded (DriveInApplication *self)
{
  g_assert (DRIVE_IN_IS_APPLICATION (self));

  if (self->catalog_loaded || self->catalog == NULL)
    return;

  if (!self->load_started)
    {
      /* Nobody painted a window yet (a test, a command-line call): read here. */
      self->load_started = TRUE;
      gtk_window_set_default_icon_name (APP_ID);
      drive_in_library_load_each (self->library, NULL, NULL, queue_release, self);
      drive_in_library_load_builtin_each (NULL, NULL, queue_release, self);
      queue_release (NULL, NULL, self);
    }
  drain_queue (self, TRUE);
}

/**
 * drive_in_application_get_catalog:
 *
 * Returns: (transfer none) (nullable): the catalog with every release loaded, waiting for
 *   the loader when it has not finished; NULL before startup
 */
DriveInCatalog *
drive_in_application_get_catalog (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);

  ensure_catalog_loaded (self);
  return self->catalog;
}

/**
 * drive_in_application_peek_catalog:
 *
 * Returns: (transfer none) (nullable): the catalog as loaded so far (the same object as
 *   drive_in_application_get_catalog() returns); NULL before startup
 */
DriveInCatalog *
drive_in_application_peek_catalog (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);

  return self->catalog;
}

gboolean
drive_in_application_is_catalog_loaded (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), FALSE);

  return self->catalog_loaded;
}

const char * const *
drive_in_application_get_load_problems (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);

  ensure_catalog_loaded (self);
  if (!self->catalog_loaded)
    return NULL;
  return (const char * const *) self->load_problems->pdata;
}

DriveInOnlineListener *
drive_in_application_get_online_listener (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);
  return self->online_listener;
}

GSettings *
drive_in_application_get_settings (DriveInApplication *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);

  return self->settings;
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ImportData *import = task_data;
  g_autofree char *sigil = NULL;
  g_autoptr(GFile) releases = NULL;
  g_autoptr(GFile) installed = NULL;
  DriveInRelease *release;
  GError *error = NULL;

  if (!drive_in_library_import_release (import->library, import->folder, &sigil, &error))
    {
      g_task_return_error (task, error);
      return;
    }

  releases = drive_in_library_get_releases_folder (import->library);
  installed = g_file_get_child (releases, sigil);
  release = drive_in_release_load (installed, NULL, &error);
  if (release == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, release, g_object_unref);
}

static void
on_import_thread_done_cb (GObject      *source,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  DriveInApplication *self = DRIVE_IN_APPLICATION (source);
  g_autoptr(GTask) task = user_data;
  g_autoptr(DriveInRelease) release = NULL;
  GError *error = NULL;

  set_importing (self, FALSE);

  release = g_task_propagate_pointer (G_TASK (result), &error);
  if (release == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  /* In the main thread: the catalog's items-changed reaches the views. */
  drive_in_catalog_add_release (self->catalog, release);
  g_task_return_pointer (task, g_steal_pointer (&release), g_object_unref);
}

void
drive_in_application_import_release_async (DriveInApplication  *self,
                                           GFile               *folder,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GTask) thread_task = NULL;
  ImportData *import;

  g_return_if_fail (DRIVE_IN_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (folder));
  g_return_if_fail (self->catalog != NULL);

  /* The import replaces a release folder the loader may be about to read. */
  ensure_catalog_loaded (self);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_application_import_release_async);

  if (self->importing)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_BUSY, "%s",
                               _("Another release is being imported"));
      return;
    }
  set_importing (self, TRUE);

  import = g_new0 (ImportData, 1);
  import->library = g_object_ref (self->library);
  import->folder = g_object_ref (folder);

  /* The import itself is not cancellable: it renames into place at the very end. */
  thread_task = g_task_new (self, NULL, on_import_thread_done_cb, g_steal_pointer (&task));
  g_task_set_source_tag (thread_task, import_thread);
  g_task_set_task_data (thread_task, import, import_data_free);
  g_task_run_in_thread (thread_task, import_thread);
}

DriveInRelease *
drive_in_application_import_release_finish (DriveInApplication  *self,
                                            GAsyncResult        *result,
                                            GError             **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

void
drive_in_application_add_recent_deck (DriveInApplication *self,
                                      GFile              *file)
{
  g_autofree char *uri = NULL;
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  g_return_if_fail (DRIVE_IN_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (self->settings != NULL);

  uri = g_file_get_uri (file);
  old = g_settings_get_strv (self->settings, "recent-decks");
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT_DECKS; i++)
    if (g_strcmp0 (old[i], uri) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);

  g_settings_set_string (self->settings, "last-deck", uri);
  g_settings_set_strv (self->settings, "recent-decks", (const char * const *) recent);
}

/* --- DriveInAppServices ---------------------------------------------------------------- */

static DriveInLibrary *
services_get_library (DriveInAppServices *services)
{
  return drive_in_application_get_library (DRIVE_IN_APPLICATION (services));
}

static DriveInCatalog *
services_get_catalog (DriveInAppServices *services)
{
  return drive_in_application_get_catalog (DRIVE_IN_APPLICATION (services));
}

static DriveInCatalog *
services_peek_catalog (DriveInAppServices *services)
{
  return drive_in_application_peek_catalog (DRIVE_IN_APPLICATION (services));
}

static void
services_load_catalog (DriveInAppServices *services)
{
  drive_in_application_load_catalog (DRIVE_IN_APPLICATION (services));
}

static gboolean
services_is_catalog_loaded (DriveInAppServices *services)
{
  return drive_in_application_is_catalog_loaded (DRIVE_IN_APPLICATION (services));
}

static const char * const *
services_get_load_problems (DriveInAppServices *services)
{
  return drive_in_application_get_load_problems (DRIVE_IN_APPLICATION (services));
}

static GSettings *
services_get_settings (DriveInAppServices *services)
{
  return drive_in_application_get_settings (DRIVE_IN_APPLICATION (services));
}

static void
services_import_release_async (DriveInAppServices  *services,
                               GFile               *folder,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  drive_in_application_import_release_async (DRIVE_IN_APPLICATION (services),
                                             folder, cancellable, callback, user_data);
}

static DriveInRelease *
services_import_release_finish (DriveInAppServices  *services,
                                GAsyncResult        *result,
                                GError             **error)
{
  return drive_in_application_import_release_finish (DRIVE_IN_APPLICATION (services),
                                                     result, error);
}

static void
services_add_recent_deck (DriveInAppServices *services,
                          GFile              *file)
{
  drive_in_application_add_recent_deck (DRIVE_IN_APPLICATION (services), file);
}

static void
drive_in_application_app_services_init (DriveInAppServicesInterface *iface)
{
  iface->get_library = services_get_library;
  iface->get_catalog = services_get_catalog;
  iface->peek_catalog = services_peek_catalog;
  iface->load_catalog = services_load_catalog;
  iface->is_catalog_loaded = services_is_catalog_loaded;
  iface->get_load_problems = services_get_load_problems;
  iface->get_settings = services_get_settings;
  iface->import_release_async = services_import_release_async;
  iface->import_release_finish = services_import_release_finish;
  iface->add_recent_deck = services_add_recent_deck;
}
