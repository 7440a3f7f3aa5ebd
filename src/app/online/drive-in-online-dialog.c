/* drive-in-online-dialog.c: Play Online: host a table in a room or join one, with the
 * account of the Online preferences (its password from the keyring). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-boards.h"
#include "drive-in-error.h"
#include "drive-in-game-info.h"
#include "drive-in-online-account.h"
#include "drive-in-online-dialog.h"
#include "drive-in-online-listener.h"
#include "drive-in-online-lobby.h"
#include "drive-in-online-settings.h"
#include "drive-in-resources.h"

struct _DriveInOnlineDialog
{
  AdwWindow               parent_instance;

  DriveInCatalog         *catalog;
  GSettings              *settings;
  GPtrArray              *game_ids;       /* the games offered, as game_row lists them */
  DriveInOnlineTransport *seat_link;      /* set_links(), or made at Start */
  DriveInOnlineTransport *referee_link;
  char                   *account;
  gboolean                own_links;      /* made here from the account */
  DriveInOnlineGame      *game;
  GCancellable           *cancellable;
  DriveInOnlineTransport *listen_link;    /* signed in while open, for invitations */
  gboolean                listen_shared;  /* the app's listener's: joins play on it too */
  char                   *listen_account;
  GPtrArray              *invited_rooms;  /* the rooms listed on the Join page */
  DriveInOnlineLobby     *lobby;          /* the open tables, on the listening link */
  GPtrArray              *lobby_rows;     /* the rows lobby_group shows */

  AdwViewStack           *stack;
  AdwComboRow            *game_row;
  AdwComboRow            *variant_row;
  GtkSpinButton          *seats_spin;
  AdwEntryRow            *room_row;
  AdwEntryRow            *invite_row;
  AdwComboRow            *others_row;
  AdwEntryRow            *join_room_row;
  GtkSwitch              *watch_switch;
  GtkButton              *start_button;
  GtkSpinner             *spinner;
  GtkLabel               *status_label;
  AdwPreferencesGroup    *invitations_group;
  AdwPreferencesGroup    *lobby_group;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineDialog, drive_in_online_dialog, ADW_TYPE_WINDOW)

/* Invitations come from anyone: a few listed (each checked, shown as a short line). */
#define INVITATIONS_MAX     20

enum
{
  SIGNAL_STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_status (DriveInOnlineDialog *self,
            const char          *text,
            gboolean             busy)
{
  gtk_label_set_text (self->status_label, text);
  if (busy)
    gtk_spinner_start (self->spinner);
  else
    gtk_spinner_stop (self->spinner);
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_button), !busy);
}

static void
drop_game (DriveInOnlineDialog *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->own_links)
    {
      /* Links made for a table that did not start are closed; a started table keeps its.
       * The app's listening link stays as it is (and keeps telling the dialog). */
      if (self->seat_link != NULL && self->seat_link != self->listen_link)
        g_signal_handlers_disconnect_by_data (self->seat_link, self);
      if (self->referee_link != NULL)
        g_signal_handlers_disconnect_by_data (self->referee_link, self);
      g_clear_object (&self->seat_link);
      g_clear_object (&self->referee_link);
      g_clear_pointer (&self->account, g_free);
    }
}

static void
drive_in_online_dialog_dispose (GObject *object)
{
  DriveInOnlineDialog *self = DRIVE_IN_ONLINE_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  drop_game (self);
  /* Links a started table kept outlive the dialog: they no longer tell it anything. */
  if (self->seat_link != NULL)
    g_signal_handlers_disconnect_by_data (self->seat_link, self);
  if (self->referee_link != NULL)
    g_signal_handlers_disconnect_by_data (self->referee_link, self);
  g_clear_object (&self->seat_link);
  g_clear_object (&self->referee_link);
  if (self->listen_link != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->listen_link, self);
      /* The app's own listening link goes on without the dialog. */
      if (!self->listen_shared)
        drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (self->listen_link));
    }
  g_clear_pointer (&self->listen_account, g_free);
  if (self->lobby != NULL)
    g_signal_handlers_disconnect_by_data (self->lobby, self);
  g_clear_object (&self->lobby);
  g_clear_pointer (&self->lobby_rows, g_ptr_array_unref);
  g_clear_object (&self->listen_link);
  g_clear_pointer (&self->invited_rooms, g_ptr_array_unref);
  g_clear_pointer (&self->account, g_free);
  g_clear_object (&self->settings);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->game_ids, g_ptr_array_unref);
  G_OBJECT_CLASS (drive_in_online_dialog_parent_class)->dispose (object);
}

/* Where the account's server keeps its rooms: as a link of the account that has signed in
 * (the one listening while the dialog is open, most likely) learnt from it, else the usual
 * conference.DOMAIN. */
static char *
room_service (DriveInOnlineDialog *self)
{
  DriveInOnlineTransport *links[] = { self->seat_link, self->referee_link, self->listen_link };

  for (guint i = 0; i < G_N_ELEMENTS (links); i++)
    if (DRIVE_IN_IS_XMPP_TRANSPORT (links[i])
        && drive_in_xmpp_transport_get_room_service (DRIVE_IN_XMPP_TRANSPORT (links[i])) != NULL)
      return g_strdup (drive_in_xmpp_transport_get_room_service (
                         DRIVE_IN_XMPP_TRANSPORT (links[i])));
  return g_strdup_printf ("conference.%s", strchr (self->account, '@') + 1);
}

/* The variant variant_row shows, of the game game_row shows. */
static const DriveInGameVariant *
chosen_variant (DriveInOnlineDialog *self)
{
  guint game = adw_combo_row_get_selected (self->game_row);
  guint chosen = adw_combo_row_get_selected (self->variant_row);
  const DriveInGameVariant *variants = NULL;
  guint n = 0;

  /* game_ids is filled before game_row's model is set (init). */
  if (self->game_ids != NULL && game < self->game_ids->len)
    variants = drive_in_game_info_get_variants (
      drive_in_game_info_lookup (self->game_ids->pdata[game]), &n);
  return chosen < n ? &variants[chosen] : NULL;
}

/* The seats follow the variant: as many as it is played by. */
static void
on_variant_selected_cb (DriveInOnlineDialog *self)
{
  const DriveInGameVariant *variant = chosen_variant (self);
  GtkAdjustment *seats = gtk_spin_button_get_adjustment (self->seats_spin);

  if (variant == NULL)
    return;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->variant_row),
                               drive_in_game_info_variant_summary (variant));
  gtk_adjustment_set_lower (seats, variant->min_seats);
  gtk_adjustment_set_upper (seats, variant->max_seats);
  gtk_adjustment_set_value (seats, CLAMP (gtk_adjustment_get_value (seats), variant->min_seats,
                                          variant->max_seats));
}

/* The variants of the game chosen (GROS's formats among them), as New Game offers them. */
static void
on_game_selected_cb (DriveInOnlineDialog *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint game = adw_combo_row_get_selected (self->game_row);
  const DriveInGameVariant *variants = NULL;
  guint n = 0;

  if (self->game_ids != NULL && game < self->game_ids->len)
    variants = drive_in_game_info_get_variants (
      drive_in_game_info_lookup (self->game_ids->pdata[game]), &n);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (labels, drive_in_game_info_variant_label (&variants[i]));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (self->variant_row, 0);
  on_variant_selected_cb (self);
}

/* A game of @rules in @variant for @n_seats, decks drawn at random (as drive-in-cli host
 * does). */
static GameRecord *
record_new (DriveInOnlineDialog      *self,
            const GameRules          *rules,
            const DriveInGameVariant *variant,
            guint                     n_seats,
            GError                  **error)
{
  guint64 seed = g_random_int () | ((guint64) g_random_int () << 21);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  g_autofree gpointer params = NULL;
  g_autoptr(GameRecord) record = NULL;

  if (variant != NULL && (n_seats < variant->min_seats || n_seats > variant->max_seats))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s is not played by %u seats"), drive_in_game_info_variant_label (variant),
                   n_seats);
      return NULL;
    }
  if (rules->params_init != NULL)
    {
      params = g_malloc0 (MAX (rules->params_size, 1));
      if (!rules->params_init (params, variant != NULL ? variant->id : NULL))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("This game is not played by %u seats"), n_seats);
          return NULL;
        }
    }
  record = game_record_new (rules, seed, n_seats, params);
  if (rules->cards.random_shared_deck != NULL)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      if (!rules->cards.random_shared_deck (self->catalog, NULL, game_record_get_params (record),
                                            rand, ids, error))
        return NULL;
      g_ptr_array_add (ids, NULL);
      game_record_set_shared (record, (const char * const *) ids->pdata);
    }
  for (guint s = 0; s < n_seats && rules->cards.random_deck != NULL; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

      if (!rules->cards.random_deck (self->catalog, NULL, game_record_get_params (record), rand,
                                     ids, words, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                         _("No deck could be drawn for seat %u"), s + 1);
          return NULL;
        }
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (words, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
      game_record_set_words (record, s, (const char * const *) words->pdata);
    }
  return g_steal_pointer (&record);
}

static void
on_game_ready_cb (DriveInOnlineGame   *game,
                  DriveInOnlineDialog *self)
{
  g_autoptr(DriveInOnlineGame) started = g_object_ref (game);

  g_signal_handlers_disconnect_by_data (game, self);
  g_clear_object (&self->game);
  /* The table keeps the links now. */
  self->own_links = FALSE;
  set_status (self, _("The game begins"), FALSE);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0, started);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_game_failed_cb (DriveInOnlineGame   *game,
                   const char          *reason,
                   DriveInOnlineDialog *self)
{
  g_autofree char *status = g_strdup_printf (_("The table could not be played: %s"), reason);

  set_status (self, status, FALSE);
  drop_game (self);
}

static void
on_link_changed_cb (DriveInOnlineTransport *link,
                    DriveInOnlineDialog    *self)
{
  const GError *error = drive_in_online_transport_get_error (link);

  if (drive_in_online_transport_get_link_state (link) == DRIVE_IN_ONLINE_LINK_OFFLINE
      && error != NULL && self->game != NULL)
    {
      g_autofree char *status = g_strdup_printf (_("Could not sign in: %s"), error->message);

      set_status (self, status, FALSE);
      drop_game (self);
    }
}

/* The lobby of the settings, or lobby@conference.DOMAIN for @account; NULL: none. */
static char *
lobby_room (DriveInOnlineDialog *self,
            const char          *account)
{
  g_autofree char *lobby = g_strstrip (g_settings_get_string (self->settings, "online-lobby"));
  g_autofree char *table = NULL;

  if (*lobby == '\0')
    return account != NULL ? drive_in_online_lobby_default_room (account) : NULL;
  table = drive_in_online_room_table (lobby, NULL);
  return table != NULL ? g_steal_pointer (&lobby) : NULL;
}

static void on_start_button_clicked_cb (DriveInOnlineDialog *self);

static void
on_lobby_join_cb (GtkButton           *button,
                  DriveInOnlineDialog *self)
{
  const char *room = g_object_get_data (G_OBJECT (button), "room");

  adw_view_stack_set_visible_child_name (self->stack, "join");
  gtk_editable_set_text (GTK_EDITABLE (self->join_room_row), room);
  gtk_switch_set_active (self->watch_switch,
                         g_str_equal (gtk_widget_get_name (GTK_WIDGET (button)), "lobby-watch"));
  on_start_button_clicked_cb (self);
}

/* The lobby's list as rows: the room, what is played, the seats free and the host. Every
 * word of it came from the network: shown as text, one line each. */
static void
on_lobby_changed_cb (GListModel          *model,
                     guint                position,
                     guint                removed,
                     guint                added,
                     DriveInOnlineDialog *self)
{
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < self->lobby_rows->len; i++)
    adw_preferences_group_remove (self->lobby_group, self->lobby_rows->pdata[i]);
  g_ptr_array_set_size (self->lobby_rows, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInOnlineLobbyTable) table = g_list_model_get_item (model, i);
      const DriveInGameInfo *info = drive_in_game_info_lookup (
        drive_in_online_lobby_table_get_game (table));
      const char *variant_id = drive_in_online_lobby_table_get_variant (table);
      /* The lobby checked that the game and its variant exist. */
      const GameVariant *variant = variant_id != NULL
        ? game_rules_find_variant (game_rules_lookup (drive_in_online_lobby_table_get_game (table)),
                                   variant_id)
        : NULL;
      g_autofree char *host = drive_in_online_shown_text (
        drive_in_online_lobby_table_get_host (table));
      g_autofree char *room = drive_in_online_shown_text (
        drive_in_online_lobby_table_get_room (table));
      const char *label = info != NULL ? drive_in_game_info_get_label (info)
                                       : drive_in_online_lobby_table_get_game (table);
      /* Translators: a game and its variant ("Groo: The Game (Standard)"). */
      g_autofree char *game = variant != NULL
        ? g_strdup_printf (_("%s (%s)"), label, drive_in_game_info_variant_label (variant))
        : g_strdup (label);
      g_autofree char *subtitle = NULL;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button;

      /* Translators: the game, the free seats of all, who hosts. */
      subtitle = g_strdup_printf (_("%s · %u of %u seats free · hosted by %s"), game,
                                  drive_in_online_lobby_table_get_n_free (table),
                                  drive_in_online_lobby_table_get_n_seats (table), host);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), room);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
      button = gtk_button_new_with_label (_("Join"));
      gtk_widget_set_name (button, "lobby-join");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_sensitive (button, drive_in_online_lobby_table_get_n_free (table) > 0);
      g_object_set_data_full (G_OBJECT (button), "room",
                              g_strdup (drive_in_online_lobby_table_get_room (table)), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_lobby_join_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
      button = gtk_button_new_with_label (_("Watch"));
      gtk_widget_set_name (button, "lobby-watch");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (button), "room",
                              g_strdup (drive_in_online_lobby_table_get_room (table)), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_lobby_join_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (self->lobby_group, row);
      g_ptr_array_add (self->lobby_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lobby_group), n > 0);
}

/* Lists the lobby's open tables through @link (once: the first link the dialog has). */
static void
listen_to_lobby (DriveInOnlineDialog    *self,
                 DriveInOnlineTransport *link,
                 const char             *account)
{
  g_autofree char *lobby = NULL;
  g_autofree char *description = NULL;

  if (self->lobby != NULL || (lobby = lobby_room (self, account)) == NULL)
    return;
  self->lobby = drive_in_online_lobby_new (link, lobby, NULL);
  if (self->lobby == NULL)
    return;
  /* Translators: the lobby's room address. */
  description = g_strdup_printf (_("Tables announced in %s."), lobby);
  adw_preferences_group_set_description (self->lobby_group, description);
  g_signal_connect (self->lobby, "items-changed", G_CALLBACK (on_lobby_changed_cb), self);
  drive_in_online_lobby_start (self->lobby);
}

/* The table, on links that are up or coming up. */
static void
start_table (DriveInOnlineDialog *self)
{
  g_autoptr(GError) error = NULL;
  const char *page = adw_view_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "join") == 0)
    {
      const char *room = gtk_editable_get_text (GTK_EDITABLE (self->join_room_row));

      if (gtk_switch_get_active (self->watch_switch))
        self->game = drive_in_online_game_new_watch (self->catalog, self->seat_link, room,
                                                     &error);
      else
        self->game = drive_in_online_game_new_join (self->catalog, self->seat_link, room,
                                                    &error);
    }
  else
    {
      guint choice = adw_combo_row_get_selected (self->game_row);
      guint n_seats = (guint) gtk_spin_button_get_value_as_int (self->seats_spin);
      const GameRules *rules = choice < self->game_ids->len
                               ? game_rules_lookup (self->game_ids->pdata[choice]) : NULL;
      g_autofree char *room = g_strstrip (g_strdup (gtk_editable_get_text (
                                                      GTK_EDITABLE (self->room_row))));
      g_auto(GStrv) invited = g_strsplit_set (gtk_editable_get_text (
                                                GTK_EDITABLE (self->invite_row)), ", ", -1);
      int others = (int) adw_combo_row_get_selected (self->others_row);
      g_autoptr(GameRecord) record = NULL;

      if (self->referee_link == NULL || rules == NULL)
        {
          set_status (self, _("Hosting needs a game and a link for the referee"), FALSE);
          return;
        }
      record = record_new (self, rules, chosen_variant (self), n_seats, &error);
      if (*room == '\0' && record != NULL)
        {
          g_autofree char *service = room_service (self);

          g_free (room);
          room = g_strdup_printf ("drive-in-%" G_GUINT64_FORMAT "@%s",
                                  game_record_get_seed (record), service);
        }
      if (record != NULL)
        self->game = drive_in_online_game_new_host (self->catalog, self->seat_link,
                                                    self->referee_link, self->account, record,
                                                    room, (const char * const *) invited,
                                                    others - 1, &error);
      /* Open seats are listed in the lobby while free (a table of invited people and
       * computers is nobody else's business; a lobby that is no room: not listed). */
      if (self->game != NULL && others == 0)
        {
          g_autofree char *lobby = lobby_room (self, self->account);

          if (lobby != NULL)
            drive_in_online_host_set_lobby (drive_in_online_game_get_host (self->game), lobby,
                                            self->account, NULL);
        }
      /* The game sends the invitations (XEP-0249) once its link is up. */
      if (self->game != NULL)
        gtk_editable_set_text (GTK_EDITABLE (self->room_row), room);
    }
  if (self->game == NULL)
    {
      set_status (self, error->message, FALSE);
      drop_game (self);
      return;
    }
  g_signal_connect (self->game, "ready", G_CALLBACK (on_game_ready_cb), self);
  g_signal_connect (self->game, "failed", G_CALLBACK (on_game_failed_cb), self);
  if (drive_in_online_game_get_host (self->game) != NULL)
    {
      g_autofree char *status = g_strdup_printf (_("Waiting for the players in %s"),
                                                 drive_in_online_game_get_room (self->game));

      set_status (self, status, TRUE);
    }
  else
    set_status (self, _("Looking for the table…"), TRUE);
  drive_in_online_game_start (self->game);
}

static void
on_invitation_cb (DriveInXmppTransport *link,
                  const char           *from,
                  const char           *room,
                  const char           *reason,
                  DriveInOnlineDialog  *self)
{
  drive_in_online_dialog_add_invitation (self, from, room, reason);
}

/* A link of the account; only the referee's may make the table's room (its maker is the
 * room's moderator, who sees which address holds each seat). */
static DriveInOnlineTransport *
account_link (DriveInOnlineDialog *self,
              const char          *password,
              gboolean             referee,
              GError             **error)
{
  DriveInXmppTransport *link = drive_in_online_transport_new_from_settings (self->settings,
                                                                            password, error);

  if (link == NULL)
    return NULL;
  drive_in_xmpp_transport_set_creates_rooms (link, referee);
  g_signal_connect (link, "link-changed", G_CALLBACK (on_link_changed_cb), self);
  drive_in_xmpp_transport_connect (link);
  return DRIVE_IN_ONLINE_TRANSPORT (link);
}

static void
on_password_found_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(DriveInOnlineDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  char *password;
  gboolean host;

  password = drive_in_online_account_lookup_password_finish (DRIVE_IN_ONLINE_ACCOUNT (source),
                                                             result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (password == NULL)
    {
      g_autofree char *status = NULL;

      status = error != NULL
               ? g_strdup_printf (_("The keyring gave no password: %s"), error->message)
               : g_strdup (_("No password is kept for the account: sign in once in Preferences → Online"));
      set_status (self, status, FALSE);
      return;
    }
  host = g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "join") != 0;
  self->own_links = TRUE;
  self->account = g_strstrip (g_settings_get_string (self->settings, "online-address"));
  self->seat_link = account_link (self, password, FALSE, &error);
  if (self->seat_link != NULL)
    g_signal_connect (self->seat_link, "invitation-received", G_CALLBACK (on_invitation_cb),
                      self);
  if (self->seat_link != NULL && host)
    self->referee_link = account_link (self, password, TRUE, &error);
  drive_in_online_account_free_password (password);
  if (self->seat_link == NULL || (host && self->referee_link == NULL))
    {
      set_status (self, error->message, FALSE);
      drop_game (self);
      return;
    }
  start_table (self);
}

/* The account signed in while the dialog is open, so that invitations reach it. */
static void
on_listen_password_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(DriveInOnlineDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  DriveInXmppTransport *link;
  char *password;

  password = drive_in_online_account_lookup_password_finish (DRIVE_IN_ONLINE_ACCOUNT (source),
                                                             result, &error);
  /* No password yet: Start says so; nothing to listen with. */
  if (password == NULL || self->settings == NULL || self->listen_link != NULL)
    {
      if (password != NULL)
        drive_in_online_account_free_password (password);
      return;
    }
  link = drive_in_online_transport_new_from_settings (self->settings, password, NULL);
  drive_in_online_account_free_password (password);
  if (link == NULL)
    return;
  drive_in_xmpp_transport_set_creates_rooms (link, FALSE);
  self->listen_link = DRIVE_IN_ONLINE_TRANSPORT (link);
  g_signal_connect (link, "invitation-received", G_CALLBACK (on_invitation_cb), self);
  {
    g_autofree char *address = g_strstrip (g_settings_get_string (self->settings,
                                                                  "online-address"));

    listen_to_lobby (self, self->listen_link, address);
  }
  drive_in_xmpp_transport_connect (link);
}

static void
listen_for_invitations (DriveInOnlineDialog *self)
{
  g_autofree char *address = g_strstrip (g_settings_get_string (self->settings,
                                                                "online-address"));
  g_autofree char *status = NULL;
  g_autoptr(DriveInOnlineAccount) account = NULL;
  DriveInOnlineListener *listener = drive_in_online_listener_get_default ();
  DriveInOnlineTransport *shared = listener != NULL
    ? drive_in_online_listener_get_link (listener) : NULL;

  /* The app is signed in already (or signing in) for invitations: one connection. */
  if (shared != NULL
      && drive_in_online_transport_get_link_state (shared) != DRIVE_IN_ONLINE_LINK_OFFLINE)
    {
      const char *account_address = drive_in_online_listener_get_account (listener);

      status = g_strdup_printf (
        _("Playing as %s. Tables you are invited to show on Join a Table."), account_address);
      gtk_label_set_text (self->status_label, status);
      self->listen_link = g_object_ref (shared);
      self->listen_shared = TRUE;
      self->listen_account = g_strdup (account_address);
      g_signal_connect (shared, "invitation-received", G_CALLBACK (on_invitation_cb), self);
      listen_to_lobby (self, shared, account_address);
      return;
    }
  if (*address == '\0' || strchr (address, '@') == NULL)
    return;
  status = g_strdup_printf (_("Playing as %s. Tables you are invited to show on Join a Table."),
                            address);
  gtk_label_set_text (self->status_label, status);
  account = drive_in_online_account_new (address);
  drive_in_online_account_lookup_password (account, self->cancellable, on_listen_password_cb,
                                           g_object_ref (self));
}

static void
on_invitation_join_cb (GtkButton           *button,
                       DriveInOnlineDialog *self)
{
  const char *room = g_object_get_data (G_OBJECT (button), "room");

  adw_view_stack_set_visible_child_name (self->stack, "join");
  gtk_editable_set_text (GTK_EDITABLE (self->join_room_row), room);
  on_start_button_clicked_cb (self);
}

gboolean
drive_in_online_dialog_add_invitation (DriveInOnlineDialog *self,
                                       const char          *from,
                                       const char          *room,
                                       const char          *reason)
{
  g_autofree char *who = NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row, *button;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_DIALOG (self), FALSE);
  g_return_val_if_fail (from != NULL && room != NULL, FALSE);

  if (!drive_in_online_check_invitation (from, room, reason, &who, &subtitle))
    {
      g_message ("An invitation to something that is no room address is ignored");
      return FALSE;
    }
  for (guint i = 0; i < self->invited_rooms->len; i++)
    if (g_str_equal (self->invited_rooms->pdata[i], room))
      return FALSE;
  if (self->invited_rooms->len >= INVITATIONS_MAX)
    {
      g_message ("Too many invitations: %s is not listed", room);
      return FALSE;
    }
  row = adw_action_row_new ();
  /* Shown as text, never markup; one line each, ellipsized. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), room);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 1);
  button = gtk_button_new_with_label (_("Join"));
  gtk_widget_set_name (button, "invitation-join");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data_full (G_OBJECT (button), "room", g_strdup (room), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_invitation_join_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (self->invitations_group, row);
  gtk_widget_set_visible (GTK_WIDGET (self->invitations_group), TRUE);
  g_ptr_array_add (self->invited_rooms, g_strdup (room));
  return TRUE;
}

static void
on_start_button_clicked_cb (DriveInOnlineDialog *self)
{
  g_autofree char *address = NULL;
  g_autoptr(DriveInOnlineAccount) account = NULL;

  g_assert (DRIVE_IN_IS_ONLINE_DIALOG (self));

  drop_game (self);
  if (self->seat_link != NULL)
    {
      start_table (self);
      return;
    }
  /* Joining or watching takes a seat on the app's listening link; hosting signs in twice
   * more (the referee's link makes the room). */
  if (self->listen_shared
      && g_strcmp0 (adw_view_stack_get_visible_child_name (self->stack), "join") == 0)
    {
      self->own_links = TRUE;
      self->seat_link = g_object_ref (self->listen_link);
      self->account = g_strdup (self->listen_account);
      start_table (self);
      return;
    }
  address = g_strstrip (g_settings_get_string (self->settings, "online-address"));
  if (*address == '\0')
    {
      set_status (self, _("Set your XMPP account in Preferences → Online first"), FALSE);
      return;
    }
  set_status (self, _("Signing in…"), TRUE);
  account = drive_in_online_account_new (address);
  drive_in_online_account_lookup_password (account, self->cancellable, on_password_found_cb,
                                           g_object_ref (self));
}

static void
drive_in_online_dialog_class_init (DriveInOnlineDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_online_dialog_dispose;

  signals[SIGNAL_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, DRIVE_IN_TYPE_ONLINE_GAME);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-online-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, room_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, invite_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, others_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, join_room_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, watch_switch);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, invitations_group);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineDialog, lobby_group);
  gtk_widget_class_bind_template_callback (widget_class, on_start_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_variant_selected_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
drive_in_online_dialog_init (DriveInOnlineDialog *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const DriveInGameInfo *const *games;
  guint n_games;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  self->cancellable = g_cancellable_new ();
  self->game_ids = g_ptr_array_new ();
  self->invited_rooms = g_ptr_array_new_with_free_func (g_free);
  self->lobby_rows = g_ptr_array_new ();
  /* The games whose views travel and whose table is a board (all four), in the order New
   * Game lists them. */
  games = drive_in_game_info_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const GameRules *rules = game_rules_lookup (games[i]->id);

      if (rules == NULL || rules->views.check_view == NULL || rules->views.project_view == NULL
          || !drive_in_board_has_table (rules->id))
        continue;
      g_ptr_array_add (self->game_ids, (gpointer) rules->id);
      gtk_string_list_append (labels, drive_in_game_info_get_label (games[i]));
    }
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (labels));
}

DriveInOnlineDialog *
drive_in_online_dialog_new (GtkWindow      *parent,
                            DriveInCatalog *catalog)
{
  DriveInOnlineDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_DIALOG, "transient-for", parent, NULL);
  self->catalog = g_object_ref (catalog);
  listen_for_invitations (self);
  return self;
}

void
drive_in_online_dialog_set_links (DriveInOnlineDialog    *self,
                                  DriveInOnlineTransport *seat_link,
                                  DriveInOnlineTransport *referee_link,
                                  const char             *account)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_DIALOG (self));
  g_return_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (seat_link));
  g_return_if_fail (referee_link == NULL || DRIVE_IN_IS_ONLINE_TRANSPORT (referee_link));
  g_return_if_fail (account != NULL && strchr (account, '@') != NULL);

  drop_game (self);
  self->own_links = FALSE;
  g_set_object (&self->seat_link, seat_link);
  g_set_object (&self->referee_link, referee_link);
  /* Invitations to the account come with its link (an XMPP one). */
  if (DRIVE_IN_IS_XMPP_TRANSPORT (seat_link))
    g_signal_connect (seat_link, "invitation-received", G_CALLBACK (on_invitation_cb), self);
  g_free (self->account);
  self->account = g_strdup (account);
  listen_to_lobby (self, seat_link, account);
}

void
drive_in_online_dialog_join (DriveInOnlineDialog *self,
                             const char          *room,
                             gboolean             watch)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_DIALOG (self));
  g_return_if_fail (room != NULL);

  adw_view_stack_set_visible_child_name (self->stack, "join");
  gtk_editable_set_text (GTK_EDITABLE (self->join_room_row), room);
  gtk_switch_set_active (self->watch_switch, watch);
  on_start_button_clicked_cb (self);
}

const char *
drive_in_online_dialog_get_status (DriveInOnlineDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_DIALOG (self), NULL);
  return gtk_label_get_text (self->status_label);
}
