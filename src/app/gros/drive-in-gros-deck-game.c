/* drive-in-gros-deck-game.c: what the Decks page knows of GROS's decks: Feature Packs (the
 * pack menu, Quick Build), the Title sheet, the charts. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-gros-deck-game.h"
#include "drive-in-render.h"
#include "gros-game-id.h"
#include "drive-in-pack.h"
#include "gros-deck.h"

/* --- the Title sheet ------------------------------------------------------------------- */

static gboolean
same_word (const char *a,
           const char *b)
{
  g_autofree char *fa = NULL;
  g_autofree char *fb = NULL;

  if (a == NULL || b == NULL)
    return FALSE;
  fa = g_utf8_casefold (a, -1);
  fb = g_utf8_casefold (b, -1);
  return g_str_equal (fa, fb);
}

static DriveInCard *
find_deck_card_for_word (DriveInDeck *deck,
                         const char  *word)
{
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      if (card != NULL && (same_word (gros_card_get_title_word (card), word)
                           || same_word (gros_card_get_original_title_word (card), word)))
        return card;
    }
  return NULL;
}

static DriveInPrintDocument *
new_title_sheet (DriveInDeck *deck)
{
  GrosPrintTitleSheet *sheet;
  const char * const *words;

  g_assert (DRIVE_IN_IS_DECK (deck));

  /* No players and no date: the sheet is filled in at the game. */
  sheet = gros_print_title_sheet_new (drive_in_deck_get_title (deck),
                                      gros_deck_get_format (deck));
  words = gros_print_title_sheet_get_words (sheet);
  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    gros_print_title_sheet_set_word_card (sheet, i, find_deck_card_for_word (deck, words[i]));
  return DRIVE_IN_PRINT_DOCUMENT (sheet);
}

/* --- Feature Packs ---------------------------------------------------------------------- */

static void
fill_pack_menu (GMenu          *menu,
                DriveInCatalog *catalog)
{
  GListModel *releases;

  g_assert (G_IS_MENU (menu));
  g_assert (DRIVE_IN_IS_CATALOG (catalog));

  /* One section per release, each pack once. */
  releases = drive_in_catalog_get_releases (catalog);
  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *packs = drive_in_release_get_packs (release);
      g_autoptr(GMenu) section = g_menu_new ();

      for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
        {
          g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);
          g_autoptr(GMenuItem) item = g_menu_item_new (drive_in_pack_get_name (pack), NULL);

          g_menu_item_set_action_and_target (item, "deck.add-pack", "s",
                                             drive_in_pack_get_id (pack));
          g_menu_append_item (section, item);
        }
      if (g_list_model_get_n_items (packs) > 0)
        g_menu_append_section (menu, drive_in_release_get_name (release), G_MENU_MODEL (section));
    }
}

static char *
describe_added_pack (DriveInCatalog *catalog,
                     const char     *pack_id)
{
  DriveInPack *pack = drive_in_catalog_lookup_pack (catalog, pack_id);

  if (pack == NULL)
    return NULL;
  /* Translators: toast after adding a Feature Pack, "Added “Blood Bayou”: 16 cards". */
  return g_strdup_printf (ngettext ("Added “%s”: %u card", "Added “%s”: %u cards",
                                    drive_in_pack_get_n_cards (pack)),
                          drive_in_pack_get_name (pack), drive_in_pack_get_n_cards (pack));
}

static GtkWindow *
get_parent_window (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
on_quick_build_toggled_cb (GtkCheckButton   *button,
                           AdwMessageDialog *dialog)
{
  GPtrArray *checks = g_object_get_data (G_OBJECT (dialog), "drive-in-checks");
  guint n = 0;

  for (guint i = 0; i < checks->len; i++)
    n += gtk_check_button_get_active (g_ptr_array_index (checks, i)) ? 1 : 0;
  adw_message_dialog_set_response_enabled (dialog, "build", n > 0);
}

/* What the dialog builds with (a function pointer does not fit in a gpointer). */
typedef struct
{
  DriveInDeckGameBuildFunc build;
} QuickBuild;

static void
on_quick_build_response_cb (AdwMessageDialog *dialog,
                            const char       *response,
                            GtkWidget        *editor)
{
  GPtrArray *checks = g_object_get_data (G_OBJECT (dialog), "drive-in-checks");
  QuickBuild *quick = g_object_get_data (G_OBJECT (dialog), "drive-in-quick-build");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) pack_ids = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *message;

  if (g_strcmp0 (response, "build") != 0)
    return;

  for (guint i = 0; i < checks->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (checks, i);

      if (gtk_check_button_get_active (check))
        g_strv_builder_add (builder, g_object_get_data (G_OBJECT (check), "drive-in-pack-id"));
    }
  pack_ids = g_strv_builder_end (builder);
  if (quick->build (editor, (const char * const *) pack_ids, &error))
    return;
  message = adw_message_dialog_new (get_parent_window (editor), _("Could Not Build Deck"),
                                    error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
  gtk_window_set_modal (GTK_WINDOW (message), TRUE);
  gtk_window_present (GTK_WINDOW (message));
}

/* Quick Build: a check per Feature Pack, then a new Feature Film deck of those checked. */
static void
run_quick_build (GtkWidget                *editor,
                 DriveInCatalog           *catalog,
                 DriveInDeckGameBuildFunc  build)
{
  GListModel *packs = drive_in_catalog_get_packs (catalog);
  GPtrArray *checks = g_ptr_array_new ();
  QuickBuild *quick = g_new0 (QuickBuild, 1);
  GtkWidget *dialog;
  GtkWidget *list;
  GtkWidget *scrolled;

  g_assert (GTK_IS_WIDGET (editor));
  g_assert (DRIVE_IN_IS_CATALOG (catalog));
  g_assert (build != NULL);

  dialog = adw_message_dialog_new (get_parent_window (editor), _("Quick Build"),
                                   _("Pick Feature Packs: every card of each goes into a new "
                                     "Feature Film deck. Three packs and two more cards make a "
                                     "legal deck."));
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");

  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);
      DriveInRelease *release = drive_in_catalog_lookup_release (catalog,
                                                                 drive_in_pack_get_release (pack));
      g_autofree char *label = NULL;
      GtkWidget *check;

      if (g_strcmp0 (drive_in_pack_get_kind (pack), "feature") != 0)
        continue;
      /* The release only matters when there are several. */
      if (g_list_model_get_n_items (drive_in_catalog_get_releases (catalog)) > 1)
        label = g_strdup_printf ("%s (%s)", drive_in_pack_get_name (pack),
                                 release != NULL ? drive_in_release_get_short_name (release)
                                                 : drive_in_pack_get_release (pack));
      else
        label = g_strdup (drive_in_pack_get_name (pack));
      check = gtk_check_button_new_with_label (label);
      g_object_set_data_full (G_OBJECT (check), "drive-in-pack-id",
                              g_strdup (drive_in_pack_get_id (pack)), g_free);
      g_signal_connect (check, "toggled", G_CALLBACK (on_quick_build_toggled_cb), dialog);
      gtk_list_box_append (GTK_LIST_BOX (list), check);
      g_ptr_array_add (checks, check);
    }
  g_object_set_data_full (G_OBJECT (dialog), "drive-in-checks", checks,
                          (GDestroyNotify) g_ptr_array_unref);
  quick->build = build;
  g_object_set_data_full (G_OBJECT (dialog), "drive-in-quick-build", quick, g_free);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "build", _("_Build Deck"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "build",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (dialog), "build", FALSE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "build");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_quick_build_response_cb), editor, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The library's Pack filter: every pack of @release, in the catalog's order. */
static void
list_packs (DriveInCatalog *catalog,
            const char     *release,
            GtkStringList  *labels,
            GPtrArray      *ids)
{
  GListModel *packs;

  g_assert (DRIVE_IN_IS_CATALOG (catalog));

  packs = drive_in_catalog_get_packs (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);

      if (release != NULL && g_strcmp0 (drive_in_pack_get_release (pack), release) != 0)
        continue;
      gtk_string_list_append (labels, drive_in_pack_get_name (pack));
      g_ptr_array_add (ids, g_strdup (drive_in_pack_get_id (pack)));
    }
}

static const DriveInDeckGamePacks gros_packs = {
  .fill_menu = fill_pack_menu,
  .list_packs = list_packs,
  .filter_tooltip = N_("Show one Feature Pack"),
  .describe_added = describe_added_pack,
  .run_quick_build = run_quick_build,
  .button_label = N_("Add Feature _Pack"),
  .button_tooltip = N_("Add Every Card of a Feature Pack"),
  .quick_build_label = N_("_Quick Build From Feature Packs…"),
  .empty_hint = N_("Drag cards here, double-click them in the library, or add a whole Feature "
                   "Pack"),
};

/* No counter target: a format's deck is of an exact size, about a size or any size, and
 * the validation panel tells which and how far off a deck is. GROS's deck list keeps its
 * look: no - and +, problems in the panel. */
const DriveInDeckGame drive_in_gros_deck_game = {
  .game = GROS_GAME_ID,
  .new_title_sheet = new_title_sheet,
  .packs = &gros_packs,
  .charts = TRUE,
  .plain_list = TRUE,
  .trait_filter = TRUE,
};
