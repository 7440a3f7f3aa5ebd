/* test-app-open.c: files given to the application (drive-in FILE, a double-click): a saved
 * game opens at the table once the cards are loaded, a broken one is reported and left as it
 * was, a deck is remembered as before. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-lazy-page.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "drive-in-worker-guard.h"
#include "game-session-private.h"
#include "gros-test-util.h"
#include "table-test-util.h"
#include "drive-in-toast.h"
#include "groo-game-id.h"


/* One application for the program, started with no card read, as a user's is when a file
 * manager starts it on a file. */
static DriveInApplication *app;
static char *folder;

static GFile *
file_in_folder (const char *name)
{
  return g_file_new_build_filename (folder, name, NULL);
}

/* A Groo game of three seats from @seed saved as @name (its cards from a catalog of the
 * test's own: the application's is not read yet). */
static GFile *
save_groo_game (const char *name,
                guint64     seed)
{
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInGamePlay) play = NULL;
  g_autoptr(GError) error = NULL;
  GFile *file = file_in_folder (name);

  release = drive_in_library_load_builtin_release ("drive-in-groo", NULL, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, release);
  record = drive_in_test_random_record (game_rules_lookup (GROO_GAME_ID), catalog, NULL, 3,
                                        seed);
  play = drive_in_test_play_new (catalog, record, GAME_AI_EASY, 1);
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  return file;
}

static DriveInWindow *
get_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  g_assert_true (DRIVE_IN_IS_WINDOW (window));
  return DRIVE_IN_WINDOW (window);
}

/* The table, once its page has built it. */
static DriveInTable *
get_table (DriveInWindow *window)
{
  GtkWidget *page = adw_view_stack_get_child_by_name (drive_in_window_get_view_stack (window),
                                                      "table");

  return DRIVE_IN_TABLE (drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (page)));
}

static gboolean
table_has_play (gpointer data)
{
  GtkWidget *page = adw_view_stack_get_child_by_name (drive_in_window_get_view_stack (data),
                                                      "table");
  GtkWidget *table = drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (page));

  return table != NULL && drive_in_table_get_play (DRIVE_IN_TABLE (table)) != NULL;
}

static void
open_file (GFile *file)
{
  g_application_open (G_APPLICATION (app), &file, 1, "");
}

/* The texts of the toasts shown in @root, one a line. */
static char *
toast_texts (GtkWidget *root)
{
  GType toast_type = g_type_from_name ("AdwToastWidget");
  g_autoptr(GPtrArray) toasts = NULL;
  GString *text = g_string_new (NULL);

  if (toast_type == G_TYPE_INVALID)
    return g_string_free (text, FALSE);
  toasts = drive_in_test_find_widgets (root, toast_type);
  for (guint i = 0; i < toasts->len; i++)
    {
      g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (toasts->pdata[i], GTK_TYPE_LABEL);

      for (guint k = 0; k < labels->len; k++)
        g_string_append_printf (text, "%s\n", gtk_label_get_text (labels->pdata[k]));
    }
  return g_string_free (text, FALSE);
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
} ToastWait;

static gboolean
has_toast (gpointer data)
{
  ToastWait *wait = data;
  g_autofree char *texts = toast_texts (wait->root);

  return strstr (texts, wait->text) != NULL;
}

/* Started on a saved game before any card is read: the Table page shows at once, and the
 * game comes to it once the catalog is loaded. */
static void
test_open_game (void)
{
  g_autoptr(GFile) file = save_groo_game ("war.gros-game", 7);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  DriveInWindow *window;
  DriveInGamePlay *play;
  GameSession *session;

  g_assert_true (g_file_load_contents (file, NULL, &before, NULL, NULL, NULL));
  g_assert_false (drive_in_application_is_catalog_loaded (app));
  open_file (file);
  window = get_window ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (drive_in_window_get_view_stack (window)),
                   ==, "table");
  g_assert_false (drive_in_application_is_catalog_loaded (app));
  g_assert_null (get_table (window));

  drive_in_test_wait_until (table_has_play, window, 30000);
  g_assert_true (drive_in_application_is_catalog_loaded (app));
  g_assert_cmpstr (drive_in_table_get_page (get_table (window)), ==, "board");
  play = drive_in_table_get_play (get_table (window));
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GROO_GAME_ID);
  g_assert_cmpuint (drive_in_game_play_get_n_seats (play), ==, 3);
  session = drive_in_game_play_get_session (play);
  g_assert_cmpuint (game_record_get_seed (game_session_get_record (session)), ==, 7);
  /* Taken up, not replayed: seat 1 is the person's, the others computers. */
  g_assert_cmpint (drive_in_game_play_get_player (play, 0)->kind, ==, DRIVE_IN_PLAYER_HUMAN);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->kind, ==, DRIVE_IN_PLAYER_AI);
  /* Opening is reading: the file is as it was. */
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  /* Not a deck. */
  {
    g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
    g_auto(GStrv) recent = g_settings_get_strv (settings, "recent-decks");

    g_assert_cmpuint (g_strv_length (recent), ==, 0);
  }
}

/* The same game under a name of another kind is still known by what it holds; a second file
 * given to the running application takes the place of the first at the table. */
static void
test_open_game_by_content (void)
{
  g_autoptr(GFile) saved = save_groo_game ("other.gros-game", 8);
  g_autoptr(GFile) file = file_in_folder ("game-copy.json");
  g_autoptr(GError) error = NULL;
  DriveInWindow *window = get_window ();
  DriveInGamePlay *play;

  g_assert_true (g_file_copy (saved, file, G_FILE_COPY_NONE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "cards");
  open_file (file);
  g_assert_true (get_window () == window);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (drive_in_window_get_view_stack (window)),
                   ==, "table");
  play = drive_in_table_get_play (get_table (window));
  g_assert_nonnull (play);
  g_assert_cmpuint (game_record_get_seed (game_session_get_record (
                      drive_in_game_play_get_session (play))), ==, 8);
}

/* A broken game file: the table says why, as Load does, and the file is left untouched. Its
 * name has an ampersand, and the message must still show (a toast's title is markup). */
static void
test_open_broken_game (void)
{
  static const char broken[] = "{\n  \"drive-in-game\" : 1,\n  \"game\" : \"groo\",\n  \"seed";
  g_autoptr(GFile) file = file_in_folder ("broken & bent.gros-game");
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) expected = NULL;
  g_autoptr(GFileInfo) info_before = NULL;
  g_autoptr(GFileInfo) info_after = NULL;
  g_autofree char *after = NULL;
  DriveInWindow *window = get_window ();
  DriveInTable *table = get_table (window);
  DriveInGamePlay *shown = drive_in_table_get_play (table);
  ToastWait wait;

  g_assert_true (g_file_replace_contents (file, broken, strlen (broken), NULL, FALSE,
                                          G_FILE_CREATE_NONE, NULL, NULL, &error));
  g_assert_no_error (error);
  info_before = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                   NULL, &error);
  g_assert_no_error (error);
  /* What Load says of it. */
  g_assert_null (game_record_load (file, NULL, &expected));
  g_assert_nonnull (expected);
  g_test_message ("%s", expected->message);

  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "cards");
  open_file (file);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (drive_in_window_get_view_stack (window)),
                   ==, "table");
  wait.root = GTK_WIDGET (table);
  wait.text = expected->message;
  drive_in_test_wait_until (has_toast, &wait, 10000);
  g_assert_nonnull (strstr (expected->message, "broken & bent.gros-game: malformed JSON: line 3:"));
  /* The game shown before stays; the file is as it was. */
  g_assert_true (drive_in_table_get_play (table) == shown);
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (after, ==, broken);
  info_after = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                  NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_file_info_get_attribute_uint64 (info_after,
                                                      G_FILE_ATTRIBUTE_TIME_MODIFIED),
                    ==, g_file_info_get_attribute_uint64 (info_before,
                                                          G_FILE_ATTRIBUTE_TIME_MODIFIED));
}

/* @data with the first card id of its first deck (a seat's, or Groo's shared deck) made one
 * no library has ("drive-in:99-99"). */
static char *
lose_first_card (const char *data)
{
  for (const char *open = strchr (data, '['); open != NULL; open = strchr (open + 1, '['))
    {
      const char *first = open + 1 + strspn (open + 1, " \n");
      const char *close;

      if (*first != '"' || (close = strchr (first + 1, '"')) == NULL
          || memchr (first, ':', close - first) == NULL)
        continue;
      return g_strdup_printf ("%.*s\"drive-in:99-99%s", (int) (first - data), data, close);
    }
  g_assert_not_reached ();
}

/* A game file whose cards the library lacks, of GROS (its own path to the table) and of
 * Groo: the table says which file and which card, and the game shown before stays. */
static void
test_open_missing_card (void)
{
  g_autoptr(GFile) fixture = gros_test_get_source_file ("fixtures/records/game-01.gros-game");
  g_autoptr(GFile) groo = save_groo_game ("groo-source.drive-in-game", 9);
  GFile *sources[] = { groo, fixture };
  const char *names[] = { "lost groo card.drive-in-game", "lost card.gros-game" };
  DriveInWindow *window = get_window ();
  DriveInTable *table = get_table (window);
  DriveInGamePlay *shown = drive_in_table_get_play (table);

  for (guint i = 0; i < G_N_ELEMENTS (sources); i++)
    {
      g_autoptr(GFile) file = file_in_folder (names[i]);
      g_autofree char *data = NULL;
      g_autofree char *lost = NULL;
      g_autofree char *path = g_file_get_parse_name (file);
      g_autofree char *expected = NULL;
      g_autofree char *texts = NULL;
      g_autoptr(GError) error = NULL;
      ToastWait wait;

      g_assert_true (g_file_load_contents (sources[i], NULL, &data, NULL, NULL, &error));
      g_assert_no_error (error);
      lost = lose_first_card (data);
      g_assert_true (g_file_replace_contents (file, lost, strlen (lost), NULL, FALSE,
                                              G_FILE_CREATE_NONE, NULL, NULL, &error));
      g_assert_no_error (error);
      open_file (file);
      expected = g_strdup_printf ("%s: The game uses the card drive-in:99-99, which no loaded "
                                  "release has", path);
      wait.root = GTK_WIDGET (table);
      wait.text = path;
      drive_in_test_wait_until (has_toast, &wait, 10000);
      texts = toast_texts (wait.root);
      g_test_message ("%s", texts);
      g_assert_nonnull (strstr (texts, expected));
      g_assert_true (drive_in_table_get_play (table) == shown);
    }
}

/* A toast shows its text as written, markup characters included (libadwaita 1.2 reads a
 * toast's title as markup: an unescaped "&" made GTK drop the whole message). */
static void
test_toast_text_as_written (void)
{
  static const char text[] = "Tom & Jerry <3.gros-deck: saved";
  g_autoptr(AdwToast) toast = g_object_ref_sink (drive_in_toast_new (text));
  DriveInWindow *window = get_window ();
  ToastWait wait;

  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Tom &amp; Jerry &lt;3.gros-deck: saved");
  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "cards");
  drive_in_toast_show (GTK_WIDGET (drive_in_window_get_library_view (window)), text);
  wait.root = GTK_WIDGET (window);
  wait.text = text;
  drive_in_test_wait_until (has_toast, &wait, 10000);
}

/* A deck is remembered as a recent deck, as before; the table is not touched. */
static void
test_open_deck (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autoptr(GFile) file = file_in_folder ("mine.gros-deck");
  g_autofree char *uri = g_file_get_uri (file);
  g_auto(GStrv) recent = NULL;
  DriveInWindow *window = get_window ();
  DriveInGamePlay *shown = drive_in_table_get_play (get_table (window));

  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "cards");
  open_file (file);
  recent = g_settings_get_strv (settings, "recent-decks");
  g_assert_cmpuint (g_strv_length (recent), ==, 1);
  g_assert_cmpstr (recent[0], ==, uri);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (drive_in_window_get_view_stack (window)),
                   ==, "cards");
  g_assert_true (drive_in_table_get_play (get_table (window)) == shown);
  g_settings_reset (settings, "recent-decks");
  g_settings_reset (settings, "last-deck");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  folder = g_dir_make_tmp ("drive-in-open-XXXXXX", &error);
  g_assert_no_error (error);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  /* In this order: the first starts the application on its file. */
  g_test_add_func ("/drive-in/app/open/game", test_open_game);
  g_test_add_func ("/drive-in/app/open/game-by-content", test_open_game_by_content);
  g_test_add_func ("/drive-in/app/open/broken-game", test_open_broken_game);
  g_test_add_func ("/drive-in/app/open/missing-card", test_open_missing_card);
  g_test_add_func ("/drive-in/app/open/deck", test_open_deck);
  g_test_add_func ("/drive-in/app/toast/text-as-written", test_toast_text_as_written);

  status = drive_in_test_run ();
  {
    GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

    if (window != NULL)
      gtk_window_destroy (window);
  }
  drive_in_worker_guard_stop ();
  g_clear_object (&app);
  {
    g_autoptr(GFile) dir = g_file_new_for_path (folder);
    g_autoptr(GFileEnumerator) children = g_file_enumerate_children (dir, "standard::name",
                                                                     G_FILE_QUERY_INFO_NONE,
                                                                     NULL, NULL);
    GFileInfo *info;

    while (children != NULL
           && (info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
      {
        g_autoptr(GFile) child = g_file_get_child (dir, g_file_info_get_name (info));

        g_file_delete (child, NULL, NULL);
        g_object_unref (info);
      }
    g_file_delete (dir, NULL, NULL);
  }
  g_free (folder);
  return status;
}
