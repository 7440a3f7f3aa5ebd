/* drive-in-new-game-dialog.c: sets up a game: its variant, seats, who plays each seat (a
 * person or a computer and its level), each seat's deck or the table's shared deck, the
 * game's own options (drive-in-new-game-options.h: GROS's Movies, Draft), and an optional
 * seed; each game's seats come back as its last game had them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-board-tables.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-resources.h"

/* Player choices: a person, then a computer of each level. */
#define PLAYER_HUMAN 0
/* Deck choices of a seat: random Feature Packs, or a saved deck. */
#define RANDOM_DECK (-1)
/* Saved decks left out of a variant that the dialog names, with why. */
#define MAX_UNFIT_SHOWN  3

/* A deck file found in the library or the recent decks. */
typedef struct
{
  GFile    *file;
  DriveInDeck *deck;   /* NULL when it could not be read */
  char     *label;
} SavedDeck;

typedef enum
{
  SHARED_RELEASE, /* every card of one release */
  SHARED_ALL,     /* every card of every release */
  SHARED_SAVED,   /* a saved deck */
} SharedKind;

typedef struct
{
  SharedKind   kind;
  DriveInRelease *release; /* SHARED_RELEASE (owned by the catalog) */
  guint        saved;   /* SHARED_SAVED: index in saved */
} SharedChoice;

struct _DriveInNewGameDialog
{
  AdwWindow      parent_instance;

  DriveInCatalog   *catalog;
  const DriveInGameInfo *game;      /* the game chosen */
  GPtrArray     *games;          /* DriveInGameInfo offered, by game_row item */
  GPtrArray     *saved;          /* SavedDeck */
  GtkStringList *seat_decks;     /* the deck choices of every seat row */
  GArray        *seat_choices;   /* int per seat_decks item: RANDOM_DECK or a saved index */
  GtkStringList *shared_decks;
  GArray        *shared_choices; /* SharedChoice per shared_decks item */
  GArray        *table_decks;    /* a game of one deck for the table (Groo): int per
                                  * shared_decks item, RANDOM_DECK for the standard deck or a
                                  * saved index */
  const DriveInNewGameHooks *hooks; /* the game's own options, or NULL */
  DriveInNewGameOptions options;  /* theirs for the variant chosen; zero without hooks */
  char          *problem;
  gboolean       updating;
  GSettings     *settings;       /* new-game-seats */

  GtkWidget     *seat_rows[GAME_MAX_SEATS];
  GtkWidget     *player_drops[GAME_MAX_SEATS];
  GtkWidget     *deck_drops[GAME_MAX_SEATS];

  AdwComboRow   *game_row;
  AdwComboRow   *variant_row;
  GtkWidget     *seats_spin;
  GtkWidget     *seats_row;
  GtkWidget     *movies_row;
  GtkWidget     *movies_spin;
  GtkWidget     *credits_row;
  GtkWidget     *credits_switch;
  AdwComboRow   *shared_row;
  AdwEntryRow   *seed_row;
  GtkWidget     *problem_row;
  GtkWidget     *unfit_row;      /* why saved decks of the game are not offered */
  GtkWidget     *start_button;
  AdwPreferencesGroup *players_group;
};

G_DEFINE_FINAL_TYPE (DriveInNewGameDialog, drive_in_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
saved_deck_free (gpointer data)
{
  SavedDeck *saved = data;

  g_clear_object (&saved->file);
  g_clear_object (&saved->deck);
  g_free (saved->label);
  g_free (saved);
}

/* The variant chosen, of any game. */
static const DriveInGameVariant *
current_variant (DriveInNewGameDialog *self)
{
  const DriveInGameVariant *variants;
  guint n, selected;

  variants = drive_in_game_info_get_variants (self->game, &n);
  selected = adw_combo_row_get_selected (self->variant_row);
  return selected < n ? &variants[selected] : &variants[0];
}

/* Asks the game chosen for its own options in the variant chosen (drive-in-new-game-options.h);
 * a game without them gets the dialog's own wording and seat decks. */
static void
refresh_options (DriveInNewGameDialog *self)
{
  g_free (self->options.seats_subtitle);
  memset (&self->options, 0, sizeof self->options);
  self->hooks = drive_in_board_get_new_game_hooks (self->game->id);
  if (self->hooks != NULL && self->hooks->options != NULL)
    self->hooks->options (current_variant (self)->id,
                          drive_in_new_game_dialog_get_max_seats (self), &self->options);
}

/* The most cards the seats' decks may hold together. */
static guint
max_cards (DriveInNewGameDialog *self)
{
  return self->options.max_cards > 0 ? self->options.max_cards : G_MAXUINT;
}

/* A game that the whole table plays from one deck of its rules' dealing (Groo), as
 * drive_in_table_start_record_game() asks them to (the Decks page need not know the game). */
static gboolean
is_table_deck_game (DriveInNewGameDialog *self)
{
  const GameRules *rules = game_rules_lookup (self->game->id);

  return self->options.decks == DRIVE_IN_NEW_GAME_SEAT_DECKS && rules != NULL
         && rules->cards.random_shared_deck != NULL;
}

/* The first problem the rules of the game chosen see in @deck played in the variant chosen
 * (a deck built for another variant may fit where the game's rules allow it: GROS's), or
 * NULL when it fits. NULL too for a deck of another game: it is no choice here at all. */
static DriveInDeckProblem *
dup_deck_problem (DriveInNewGameDialog *self,
                  DriveInDeck          *deck)
{
  g_autoptr(GListModel) problems = NULL;

  if (g_strcmp0 (drive_in_deck_get_game (deck), self->game->id) != 0)
    return NULL;
  problems = drive_in_deck_validate_in_variant (deck, current_variant (self)->id, self->catalog);
  return g_list_model_get_n_items (problems) > 0 ? g_list_model_get_item (problems, 0) : NULL;
}

/* A saved deck of the game chosen with no problem in the variant chosen. */
static gboolean
deck_fits_variant (DriveInNewGameDialog *self,
                   DriveInDeck             *deck)
{
  g_autoptr(DriveInDeckProblem) problem = NULL;

  if (deck == NULL || g_strcmp0 (drive_in_deck_get_game (deck), self->game->id) != 0)
    return FALSE;
  problem = dup_deck_problem (self, deck);
  return problem == NULL;
}

/* The saved decks of the game that the variant leaves out, each with its first problem, so
 * that a person looking for a deck learns why it is not offered. */
static void
update_unfit_row (DriveInNewGameDialog *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_unfit = 0;

  for (guint i = 0; i < self->saved->len; i++)
    {
      SavedDeck *saved = self->saved->pdata[i];
      g_autoptr(DriveInDeckProblem) problem = NULL;
      g_autofree char *label = NULL;
      g_autofree char *line = NULL;
      g_autofree char *escaped = NULL;

      if (saved->deck == NULL || (problem = dup_deck_problem (self, saved->deck)) == NULL)
        continue;
      if (n_unfit++ >= MAX_UNFIT_SHOWN)
        continue;
      label = g_utf8_make_valid (saved->label, -1);
      /* Translators: a saved deck left out of the choices and why: "“Monster Mash”: The
       * deck has 50 cards; Episode decks have exactly 30." */
      line = g_strdup_printf (_("“%s”: %s"), label, drive_in_deck_problem_get_message (problem));
      escaped = g_markup_escape_text (line, -1);
      g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", escaped);
    }
  if (n_unfit > MAX_UNFIT_SHOWN)
    {
      /* Translators: more saved decks left out than are listed: "and 2 more". */
      g_autofree char *more = g_strdup_printf (ngettext ("and %u more", "and %u more",
                                                         n_unfit - MAX_UNFIT_SHOWN),
                                               n_unfit - MAX_UNFIT_SHOWN);

      g_string_append_printf (text, "\n%s", more);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->unfit_row), text->str);
  gtk_widget_set_visible (self->unfit_row, n_unfit > 0);
}

/* Whether a shared deck of whole releases in the variant chosen takes @card (the game's
 * answer: GROS's formats without Plot Twists leave them out). */
static gboolean
takes_shared_card (DriveInNewGameDialog *self,
                   DriveInCard          *card)
{
  return self->hooks == NULL || self->hooks->takes_card == NULL
         || self->hooks->takes_card (current_variant (self)->id, card);
}

/* Cards of @release a shared deck of the variant chosen takes. */
static guint
count_shared_cards (DriveInNewGameDialog *self,
                    DriveInRelease       *release)
{
  GListModel *cards = drive_in_release_get_cards (release);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (takes_shared_card (self, card))
        n++;
    }
  return n;
}

static guint
shared_choice_size (DriveInNewGameDialog *self,
                    const SharedChoice   *choice)
{
  GListModel *releases = drive_in_catalog_get_releases (self->catalog);
  guint n = 0;

  switch (choice->kind)
    {
    case SHARED_RELEASE:
      return count_shared_cards (self, choice->release);
    case SHARED_ALL:
      for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
        {
          g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);

          n += count_shared_cards (self, release);
        }
      return n;
    case SHARED_SAVED:
    default:
      return drive_in_deck_get_n_cards (((SavedDeck *) self->saved->pdata[choice->saved])->deck);
    }
}

/* The shared decks a format offers: each release whole, every release together, and the
 * saved decks legal in it. */
static void
rebuild_shared_decks (DriveInNewGameDialog *self)
{
  GListModel *releases = drive_in_catalog_get_releases (self->catalog);
  guint n_releases = g_list_model_get_n_items (releases);
  guint old = adw_combo_row_get_selected (self->shared_row);
  SharedChoice previous = { SHARED_RELEASE, NULL, 0 };
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint keep = 0;

  if (old < self->shared_choices->len)
    previous = g_array_index (self->shared_choices, SharedChoice, old);
  g_array_set_size (self->shared_choices, 0);

  for (guint i = 0; i < n_releases; i++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);
      SharedChoice choice = { SHARED_RELEASE, release, 0 };
      guint n = shared_choice_size (self, &choice);

      if (n == 0 || n > max_cards (self))
        continue;
      g_array_append_val (self->shared_choices, choice);
      /* Translators: "Every card of Drive-In Starter (96 cards)": a release as one deck. */
      g_ptr_array_add (labels, g_strdup_printf (ngettext ("Every card of %s (%u card)",
                                                          "Every card of %s (%u cards)", n),
                                                drive_in_release_get_short_name (release) != NULL
                                                ? drive_in_release_get_short_name (release)
                                                : drive_in_release_get_name (release), n));
    }
  if (n_releases > 1)
    {
      SharedChoice choice = { SHARED_ALL, NULL, 0 };
      guint n = shared_choice_size (self, &choice);

      if (n <= max_cards (self))
        {
          g_array_append_val (self->shared_choices, choice);
          g_ptr_array_add (labels, g_strdup_printf (ngettext ("Every loaded card (%u card)",
                                                              "Every loaded card (%u cards)", n),
                                                    n));
        }
    }
  for (guint i = 0; i < self->saved->len; i++)
    {
      SavedDeck *saved = self->saved->pdata[i];
      SharedChoice choice = { SHARED_SAVED, NULL, i };

      if (!deck_fits_variant (self, saved->deck)
          || drive_in_deck_get_n_cards (saved->deck) > max_cards (self))
        continue;
      g_array_append_val (self->shared_choices, choice);
      /* Translators: a saved deck and its size: "Monster Mash (120 cards)". */
      g_ptr_array_add (labels, g_strdup_printf (ngettext ("%s (%u card)", "%s (%u cards)",
                                                          drive_in_deck_get_n_cards (saved->deck)),
                                                saved->label, drive_in_deck_get_n_cards (saved->deck)));
    }

  for (guint i = 0; i < self->shared_choices->len; i++)
    {
      SharedChoice *choice = &g_array_index (self->shared_choices, SharedChoice, i);

      if (choice->kind == previous.kind && choice->release == previous.release
          && choice->saved == previous.saved)
        keep = i;
    }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (self->shared_decks, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->shared_decks)),
                          (const char * const *) labels->pdata);
  adw_combo_row_set_selected (self->shared_row, keep);
}

/* The deck choices of the seats: a random deck (GROS: random Feature Packs) and the saved
 * decks legal in the variant; each seat keeps its deck when the new variant offers it too. */
static void
rebuild_seat_decks (DriveInNewGameDialog *self)
{
  GFile *chosen[GAME_MAX_SEATS];
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  int random = RANDOM_DECK;

  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    chosen[s] = drive_in_new_game_dialog_get_deck (self, s);
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    if (chosen[s] != NULL)
      g_object_ref (chosen[s]);

  g_array_set_size (self->seat_choices, 0);
  g_array_append_val (self->seat_choices, random);
  g_ptr_array_add (labels, self->options.random_deck != NULL
                           ? (gpointer) self->options.random_deck
                           : (gpointer) _("Random starter deck"));
  for (guint i = 0; i < self->saved->len; i++)
    {
      SavedDeck *saved = self->saved->pdata[i];
      int index = (int) i;

      if (!deck_fits_variant (self, saved->deck))
        continue;
      g_array_append_val (self->seat_choices, index);
      g_ptr_array_add (labels, saved->label);
    }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (self->seat_decks, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->seat_decks)),
                          (const char * const *) labels->pdata);
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      if (chosen[s] == NULL || !drive_in_new_game_dialog_set_deck (self, s, chosen[s]))
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->deck_drops[s]), 0);
      g_clear_object (&chosen[s]);
    }
}

/* The most seats the cards loaded deal in the variant chosen (GROS's Draft). */
static guint
card_max_seats (DriveInNewGameDialog *self)
{
  /* Asked while the game changes too, before its options are: the game's own hooks. */
  const DriveInNewGameHooks *hooks = drive_in_board_get_new_game_hooks (self->game->id);

  if (hooks == NULL || hooks->max_seats == NULL)
    return G_MAXUINT;
  return hooks->max_seats (current_variant (self)->id, self->catalog);
}

/* Why Start cannot start, or NULL. */
static char *
find_problem (DriveInNewGameDialog *self)
{
  const DriveInGameVariant *variant = current_variant (self);
  const char *seed_text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  guint n = drive_in_new_game_dialog_get_n_seats (self);
  guint max_seats = drive_in_new_game_dialog_get_max_seats (self);
  guint64 seed;

  if (*seed_text != '\0' && !drive_in_new_game_dialog_get_seed (self, &seed))
    return g_strdup (_("The seed must be a whole number, or left empty."));
  /* Seats bounded by the cards loaded to deal from (GROS's Draft). */
  if (n >= variant->min_seats && n > max_seats && card_max_seats (self) < n)
    return g_strdup_printf (_("Too few cards are loaded for %u seats."), n);
  if (n < variant->min_seats || n > max_seats)
    /* Translators: "The Jerma Rumble is played by 3 to 4 players here." */
    return g_strdup_printf (_("%s is played by %u to %u players here."),
                            drive_in_game_info_variant_label (variant), variant->min_seats,
                            max_seats);
  if (self->hooks != NULL && self->hooks->find_problem != NULL)
    {
      char *problem = self->hooks->find_problem (self);

      if (problem != NULL)
        return problem;
    }
  if (self->options.decks == DRIVE_IN_NEW_GAME_MADE_DECKS)
    return NULL;
  if (self->options.decks == DRIVE_IN_NEW_GAME_SHARED_DECK)
    {
      guint choice = adw_combo_row_get_selected (self->shared_row);
      guint size;

      if (choice >= self->shared_choices->len)
        return g_strdup (_("No shared deck: import a release or save a deck for this format."));
      size = shared_choice_size (self, &g_array_index (self->shared_choices, SharedChoice,
                                                       choice));
      if (size < n * self->options.shared_cards_per_seat + self->options.shared_cards_extra)
        /* Translators: "The shared deck has 40 cards: too few to deal 6 seats." */
        return g_strdup_printf (ngettext ("The shared deck has %u card: too few to deal %u seats.",
                                          "The shared deck has %u cards: too few to deal %u seats.",
                                          size),
                                size, n);
      return NULL;
    }
  if (self->options.max_cards > 0)
  {
    guint total = 0;

    for (guint s = 0; s < n; s++)
      {
        guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->deck_drops[s]));
        int index = selected < self->seat_choices->len
                    ? g_array_index (self->seat_choices, int, selected) : RANDOM_DECK;

        total += index == RANDOM_DECK
                 ? self->options.random_deck_cards
                 : drive_in_deck_get_n_cards (((SavedDeck *) self->saved->pdata[index])->deck);
      }
    if (total > self->options.max_cards)
      return g_strdup_printf (_("The decks hold %u cards together; a game holds at most %d."),
                              total, (int) self->options.max_cards);
  }
  return NULL;
}

static void
validate (DriveInNewGameDialog *self)
{
  g_free (self->problem);
  self->problem = find_problem (self);
  gtk_widget_set_sensitive (self->start_button, self->problem == NULL);
  gtk_widget_set_visible (self->problem_row, self->problem != NULL);
  if (self->problem != NULL)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->problem_row), self->problem);
  gtk_widget_set_tooltip_text (self->start_button, self->problem);
}

static void
update_rows (DriveInNewGameDialog *self)
{
  guint n = drive_in_new_game_dialog_get_n_seats (self);
  gboolean decks = drive_in_new_game_dialog_shows_seat_decks (self);

  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      gtk_widget_set_visible (self->seat_rows[s], s < n);
      gtk_widget_set_visible (self->deck_drops[s], decks);
    }
  validate (self);
}

/* The table's deck of a game played from one deck: the game's standard deck, or a saved
 * variant of it; the choice stays when the new list offers it too. */
static void
rebuild_table_decks (DriveInNewGameDialog *self)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GFile *chosen = drive_in_new_game_dialog_get_table_deck (self);
  int standard = RANDOM_DECK;
  guint keep = 0;

  if (chosen != NULL)
    g_object_ref (chosen);
  g_array_set_size (self->table_decks, 0);
  g_array_append_val (self->table_decks, standard);
  g_ptr_array_add (labels, (gpointer) _("The standard deck"));
  for (guint i = 0; i < self->saved->len; i++)
    {
      SavedDeck *saved = self->saved->pdata[i];
      int index = (int) i;

      if (!deck_fits_variant (self, saved->deck))
        continue;
      if (chosen != NULL && g_file_equal (chosen, saved->file))
        keep = self->table_decks->len;
      g_array_append_val (self->table_decks, index);
      g_ptr_array_add (labels, saved->label);
    }
  g_ptr_array_add (labels, NULL);
  gtk_string_list_splice (self->shared_decks, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->shared_decks)),
                          (const char * const *) labels->pdata);
  adw_combo_row_set_selected (self->shared_row, keep);
  g_clear_object (&chosen);
}

/* Shows what the variant needs: its rules in a sentence, its seats, seat decks, a shared deck
 * or the table's deck, and the game's own options. */
static void
update_for_variant (DriveInNewGameDialog *self)
{
  const DriveInGameVariant *variant = current_variant (self);
  GtkAdjustment *seats = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (self->seats_spin));
  guint max_seats = MAX (variant->min_seats, drive_in_new_game_dialog_get_max_seats (self));
  g_autofree char *subtitle = NULL;

  self->updating = TRUE;
  refresh_options (self);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->variant_row),
                               drive_in_game_info_variant_summary (variant));
  gtk_adjustment_set_lower (seats, variant->min_seats);
  gtk_adjustment_set_upper (seats, max_seats);
  gtk_adjustment_set_value (seats, CLAMP (gtk_adjustment_get_value (seats), variant->min_seats,
                                          max_seats));
  if (variant->min_seats == max_seats)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players",
                                             max_seats), max_seats);
  else
    /* Translators: "3 to 4 players". */
    subtitle = g_strdup_printf (_("%u to %u players"), variant->min_seats, max_seats);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seats_row),
                               self->options.seats_subtitle != NULL
                               ? self->options.seats_subtitle : subtitle);
  update_unfit_row (self);
  gtk_widget_set_visible (self->movies_row, self->options.series);
  gtk_widget_set_visible (self->credits_row, self->options.credits);
  gtk_widget_set_visible (GTK_WIDGET (self->shared_row),
                          self->options.decks == DRIVE_IN_NEW_GAME_SHARED_DECK
                          || is_table_deck_game (self));
  adw_preferences_group_set_title (self->players_group,
                                   self->options.seats_title != NULL
                                   ? self->options.seats_title : _("Players"));
  if (self->options.decks == DRIVE_IN_NEW_GAME_SHARED_DECK)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->shared_row),
                                   self->options.shared_subtitle != NULL
                                   ? self->options.shared_subtitle
                                   : _("One deck for the whole table"));
      g_array_set_size (self->table_decks, 0);
      rebuild_shared_decks (self);
      adw_preferences_group_set_description (self->players_group,
                                             self->options.description != NULL
                                             ? self->options.description
                                             : _("Who sits at each seat. Everyone draws from "
                                                 "the shared deck."));
    }
  else if (is_table_deck_game (self))
    {
      /* The table's deck replaces the shared decks of whole releases in the same row. */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->shared_row),
                                   _("One deck and one discard pile for the whole table"));
      g_array_set_size (self->shared_choices, 0);
      rebuild_table_decks (self);
      adw_preferences_group_set_description (self->players_group,
                                             _("Who sits at each seat. Everyone draws from the "
                                               "table's one deck: the standard deck, or a saved "
                                               "variant of it."));
    }
  else
    {
      g_array_set_size (self->table_decks, 0);
      rebuild_seat_decks (self);
      adw_preferences_group_set_description (self->players_group,
                                             self->options.description != NULL
                                             ? self->options.description
                                             : _("Who sits at each seat, and the deck they play: "
                                                 "a saved deck of the variant, or a random "
                                                 "starter deck."));
    }
  self->updating = FALSE;
  update_rows (self);
}

/* Signals that come while the template or the rows are still being built. */
static gboolean
is_ready (DriveInNewGameDialog *self)
{
  return self->catalog != NULL && self->seat_rows[GAME_MAX_SEATS - 1] != NULL;
}

static void fill_variant_row (DriveInNewGameDialog *self);

/* A seat's player in new-game-seats, by player drop item: the person, then the computer
 * levels. */
static const char *const player_names[] = { "person", "random", "easy", "normal", "hard" };

/* The seats of the last game of this game started, as far as the variant allows. */
static void
apply_remembered_seats (DriveInNewGameDialog *self)
{
  g_autoptr(GVariant) all = g_settings_get_value (self->settings, "new-game-seats");
  g_autoptr(GVariant) entry = g_variant_lookup_value (all, drive_in_new_game_dialog_get_game (self),
                                                      G_VARIANT_TYPE ("(uas)"));
  g_autofree const char **players = NULL;
  guint32 n_seats;

  if (entry == NULL)
    return;
  g_variant_get (entry, "(u^a&s)", &n_seats, &players);
  drive_in_new_game_dialog_set_n_seats (self, n_seats);
  for (guint s = 0; s < GAME_MAX_SEATS && players[s] != NULL; s++)
    for (guint i = 0; i < G_N_ELEMENTS (player_names); i++)
      if (g_str_equal (players[s], player_names[i]))
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->player_drops[s]), i);
}

/* Keeps this game's seats for the next New Game of it, the other games' as they were. */
static void
remember_seats (DriveInNewGameDialog *self)
{
  g_autoptr(GVariant) old = g_settings_get_value (self->settings, "new-game-seats");
  const char *game_id = drive_in_new_game_dialog_get_game (self);
  guint n = drive_in_new_game_dialog_get_n_seats (self);
  g_auto(GVariantBuilder) all = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{s(uas)}"));
  GVariantBuilder players;
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s@(uas)}", &key, &value))
    {
      if (!g_str_equal (key, game_id))
        g_variant_builder_add (&all, "{s@(uas)}", key, value);
      g_variant_unref (value);
    }
  g_variant_builder_init (&players, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint s = 0; s < n && s < GAME_MAX_SEATS; s++)
    {
      guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->player_drops[s]));

      g_variant_builder_add (&players, "s", player_names[MIN (selected,
                                                              G_N_ELEMENTS (player_names) - 1)]);
    }
  g_variant_builder_add (&all, "{s(uas)}", game_id, n, &players);
  g_settings_set_value (self->settings, "new-game-seats", g_variant_builder_end (&all));
}

static void
on_game_changed_cb (DriveInNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  if (!is_ready (self) || self->games == NULL || selected >= self->games->len)
    return;
  if (self->game == self->games->pdata[selected])
    return;
  self->game = self->games->pdata[selected];
  fill_variant_row (self);
  update_for_variant (self);
  apply_remembered_seats (self);
}

static void
on_variant_changed_cb (DriveInNewGameDialog *self)
{
  if (is_ready (self))
    update_for_variant (self);
}

static void
on_seats_changed_cb (DriveInNewGameDialog *self)
{
  if (is_ready (self) && !self->updating)
    update_rows (self);
}

static void
on_choice_changed_cb (DriveInNewGameDialog *self)
{
  if (is_ready (self) && !self->updating)
    validate (self);
}

static void
on_cancel_clicked_cb (DriveInNewGameDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_start_clicked_cb (DriveInNewGameDialog *self)
{
  drive_in_new_game_dialog_start (self);
}

static void
drive_in_new_game_dialog_dispose (GObject *object)
{
  DriveInNewGameDialog *self = DRIVE_IN_NEW_GAME_DIALOG (object);

  g_clear_pointer (&self->saved, g_ptr_array_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_pointer (&self->seat_choices, g_array_unref);
  g_clear_pointer (&self->shared_choices, g_array_unref);
  g_clear_pointer (&self->table_decks, g_array_unref);
  g_clear_object (&self->seat_decks);
  g_clear_object (&self->shared_decks);
  g_clear_object (&self->catalog);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->problem, g_free);
  g_clear_pointer (&self->options.seats_subtitle, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (drive_in_new_game_dialog_parent_class)->dispose (object);
}

static void
drive_in_new_game_dialog_class_init (DriveInNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_new_game_dialog_dispose;

  /* The player chose Start: read the choices from the getters. */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, seats_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, movies_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, movies_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, credits_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, credits_switch);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, shared_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, problem_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, players_group);
  gtk_widget_class_bind_template_callback (widget_class, on_game_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_variant_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_seats_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked_cb);
}

static void
drive_in_new_game_dialog_init (DriveInNewGameDialog *self)
{
  self->saved = g_ptr_array_new_with_free_func (saved_deck_free);
  self->seat_choices = g_array_new (FALSE, FALSE, sizeof (int));
  self->shared_choices = g_array_new (FALSE, FALSE, sizeof (SharedChoice));
  self->table_decks = g_array_new (FALSE, FALSE, sizeof (int));
  self->seat_decks = gtk_string_list_new (NULL);
  self->shared_decks = gtk_string_list_new (NULL);
  /* The template's signals run while it is built: ignore them until the dialog is ready. */
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  adw_combo_row_set_model (self->shared_row, G_LIST_MODEL (self->shared_decks));
}

static gboolean
has_deck_file (GPtrArray *saved,
               GFile     *file)
{
  for (guint i = 0; i < saved->len; i++)
    if (g_file_equal (((SavedDeck *) saved->pdata[i])->file, file))
      return TRUE;
  return FALSE;
}

/* The saved decks to offer: the library's deck files, then recent decks elsewhere, read
 * once so that each format offers those legal in it. */
static void
collect_decks (DriveInNewGameDialog *self,
               GFile                *decks_folder,
               const char * const   *recent_decks)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_object_unref);

  if (decks_folder != NULL)
    children = g_file_enumerate_children (decks_folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL)
    {
      GFileInfo *info = g_file_enumerator_next_file (children, NULL, NULL);

      if (info == NULL)
        break;
      if (g_str_has_suffix (g_file_info_get_name (info), DRIVE_IN_DECK_FILE_EXTENSION)
          || g_str_has_suffix (g_file_info_get_name (info), DRIVE_IN_DECK_FILE_EXTENSION_OLD))
        g_ptr_array_add (found, g_file_get_child (decks_folder, g_file_info_get_name (info)));
      g_object_unref (info);
    }
  for (guint i = 0; recent_decks != NULL && recent_decks[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent_decks[i]);

      if (g_file_query_exists (file, NULL))
        g_ptr_array_add (found, g_steal_pointer (&file));
    }

  for (guint i = 0; i < found->len; i++)
    {
      GFile *file = found->pdata[i];
      SavedDeck *saved;
      char *base;

      if (has_deck_file (self->saved, file))
        continue;
      base = g_file_get_basename (file);
      if (g_str_has_suffix (base, DRIVE_IN_DECK_FILE_EXTENSION))
        base[strlen (base) - strlen (DRIVE_IN_DECK_FILE_EXTENSION)] = '\0';
      else if (g_str_has_suffix (base, DRIVE_IN_DECK_FILE_EXTENSION_OLD))
        base[strlen (base) - strlen (DRIVE_IN_DECK_FILE_EXTENSION_OLD)] = '\0';
      saved = g_new0 (SavedDeck, 1);
      saved->file = g_object_ref (file);
      saved->label = base;
      /* A deck that cannot be read is legal nowhere: it is not offered. */
      saved->deck = drive_in_deck_load (file, self->catalog, NULL, NULL);
      g_ptr_array_add (self->saved, saved);
    }
}

/* The variants of the game chosen (GROS's formats among them). */
static void
fill_variant_row (DriveInNewGameDialog *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  gboolean updating = self->updating;
  const DriveInGameVariant *variants;
  guint n;

  variants = drive_in_game_info_get_variants (self->game, &n);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (labels, drive_in_game_info_variant_label (&variants[i]));
  /* The rows follow once the model is in. */
  self->updating = TRUE;
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (self->variant_row, 0);
  self->updating = updating;
}

/* Each game with a table, GROS first. */
static void
fill_game_row (DriveInNewGameDialog *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  const DriveInGameInfo *const *games;
  guint n;

  self->games = g_ptr_array_new ();
  games = drive_in_game_info_list (&n);
  for (guint i = 0; i < n; i++)
    if (drive_in_board_has_table (games[i]->id))
      {
        g_ptr_array_add (self->games, (gpointer) games[i]);
        gtk_string_list_append (labels, drive_in_game_info_get_label (games[i]));
      }
  self->game = self->games->pdata[0];
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (self->game_row, 0);
}

DriveInNewGameDialog *
drive_in_new_game_dialog_new (GtkWindow          *parent,
                              DriveInCatalog        *catalog,
                              GFile              *decks_folder,
                              const char * const *recent_decks,
                              GameAiLevel         default_level)
{
  DriveInNewGameDialog *self;
  const char *players[] = {
    N_("Person"), N_("Computer · Random"), N_("Computer · Easy"), N_("Computer · Normal"),
    N_("Computer · Hard"), NULL,
  };

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (decks_folder == NULL || G_IS_FILE (decks_folder), NULL);

  self = g_object_new (DRIVE_IN_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  self->catalog = g_object_ref (catalog);
  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  collect_decks (self, decks_folder, recent_decks);

  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      g_autoptr(GtkStringList) player_labels = gtk_string_list_new (NULL);
      g_autofree char *title = g_strdup_printf (_("Seat %u"), s + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *player, *deck;

      for (guint i = 0; players[i] != NULL; i++)
        gtk_string_list_append (player_labels, _(players[i]));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      player = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (player_labels)), NULL);
      gtk_widget_set_valign (player, GTK_ALIGN_CENTER);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (player),
                                  s == 0 ? PLAYER_HUMAN : 1 + (guint) default_level);
      gtk_accessible_update_property (GTK_ACCESSIBLE (player), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Player"), -1);
      g_signal_connect_swapped (player, "notify::selected", G_CALLBACK (on_choice_changed_cb),
                                self);
      deck = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->seat_decks)), NULL);
      gtk_widget_set_valign (deck, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (deck), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Deck"), -1);
      g_signal_connect_swapped (deck, "notify::selected", G_CALLBACK (on_choice_changed_cb),
                                self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), player);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), deck);
      adw_preferences_group_add (self->players_group, row);
      self->seat_rows[s] = row;
      self->player_drops[s] = player;
      self->deck_drops[s] = deck;
    }
  self->unfit_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unfit_row),
                                 _("Saved decks not offered"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->unfit_row), MAX_UNFIT_SHOWN + 1);
  gtk_widget_add_css_class (self->unfit_row, "dim-label");
  gtk_widget_set_visible (self->unfit_row, FALSE);
  adw_preferences_group_add (self->players_group, self->unfit_row);
  fill_game_row (self);
  fill_variant_row (self);
  /* You against three computers: the table the game is made for. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->seats_spin), 4);
  update_for_variant (self);
  apply_remembered_seats (self);
  gtk_widget_grab_focus (self->start_button);
  return self;
}

const char *
drive_in_new_game_dialog_get_game (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);
  return self->game->id;
}

gboolean
drive_in_new_game_dialog_set_game (DriveInNewGameDialog *self,
                                   const char           *game_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);

  for (guint i = 0; self->games != NULL && i < self->games->len; i++)
    if (g_strcmp0 (((const DriveInGameInfo *) self->games->pdata[i])->id, game_id) == 0)
      {
        adw_combo_row_set_selected (self->game_row, i);
        return TRUE;
      }
  return FALSE;
}

const char *
drive_in_new_game_dialog_get_variant (DriveInNewGameDialog *self)
{
  const DriveInGameVariant *variant;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);

  variant = current_variant (self);
  return variant->id;
}

gboolean
drive_in_new_game_dialog_set_variant (DriveInNewGameDialog *self,
                                      const char           *variant_id)
{
  const DriveInGameVariant *variants;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);

  variants = drive_in_game_info_get_variants (self->game, &n);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (variants[i].id, variant_id) == 0)
      {
        adw_combo_row_set_selected (self->variant_row, i);
        return TRUE;
      }
  return FALSE;
}

guint
drive_in_new_game_dialog_get_n_seats (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), 2);
  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->seats_spin));
}

void
drive_in_new_game_dialog_set_n_seats (DriveInNewGameDialog *self,
                                      guint                 n_seats)
{
  guint min_seats, max_seats;

  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  min_seats = current_variant (self)->min_seats;
  max_seats = MAX (min_seats, drive_in_new_game_dialog_get_max_seats (self));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->seats_spin),
                             CLAMP (n_seats, min_seats, max_seats));
}

guint
drive_in_new_game_dialog_get_max_seats (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), 2);

  return MIN (MIN (current_variant (self)->max_seats,
                   drive_in_board_get_max_seats (self->game->id)),
              card_max_seats (self));
}

DriveInSeatPlayer
drive_in_new_game_dialog_get_player (DriveInNewGameDialog *self,
                                     guint                 seat)
{
  DriveInSeatPlayer player = { DRIVE_IN_PLAYER_HUMAN, GAME_AI_NORMAL };
  guint selected;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), player);
  g_return_val_if_fail (seat < GAME_MAX_SEATS, player);

  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->player_drops[seat]));
  if (selected != PLAYER_HUMAN && selected != GTK_INVALID_LIST_POSITION)
    {
      player.kind = DRIVE_IN_PLAYER_AI;
      player.level = MIN (selected - 1, GAME_AI_N_LEVELS - 1);
    }
  return player;
}

void
drive_in_new_game_dialog_set_player (DriveInNewGameDialog    *self,
                                     guint                    seat,
                                     const DriveInSeatPlayer *player)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < GAME_MAX_SEATS);
  g_return_if_fail (player != NULL);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->player_drops[seat]),
                              player->kind == DRIVE_IN_PLAYER_HUMAN ? PLAYER_HUMAN
                              : 1 + (guint) player->level);
}

GFile *
drive_in_new_game_dialog_get_deck (DriveInNewGameDialog *self,
                                   guint                 seat)
{
  guint selected;
  int index;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (seat < GAME_MAX_SEATS, NULL);

  if (self->deck_drops[seat] == NULL)
    return NULL;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->deck_drops[seat]));
  if (selected >= self->seat_choices->len)
    return NULL;
  index = g_array_index (self->seat_choices, int, selected);
  return index == RANDOM_DECK ? NULL : ((SavedDeck *) self->saved->pdata[index])->file;
}

gboolean
drive_in_new_game_dialog_set_deck (DriveInNewGameDialog *self,
                                   guint                 seat,
                                   GFile                *file)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (seat < GAME_MAX_SEATS, FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);

  for (guint i = 0; i < self->seat_choices->len; i++)
    {
      int index = g_array_index (self->seat_choices, int, i);

      if ((file == NULL && index == RANDOM_DECK)
          || (file != NULL && index != RANDOM_DECK
              && g_file_equal (file, ((SavedDeck *) self->saved->pdata[index])->file)))
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (self->deck_drops[seat]), i);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
drive_in_new_game_dialog_shows_seat_decks (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);

  return self->options.decks == DRIVE_IN_NEW_GAME_SEAT_DECKS && !is_table_deck_game (self);
}

GFile *
drive_in_new_game_dialog_get_table_deck (DriveInNewGameDialog *self)
{
  guint selected;
  int index;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);

  selected = adw_combo_row_get_selected (self->shared_row);
  if (self->table_decks == NULL || selected >= self->table_decks->len)
    return NULL;
  index = g_array_index (self->table_decks, int, selected);
  return index == RANDOM_DECK ? NULL : ((SavedDeck *) self->saved->pdata[index])->file;
}

gboolean
drive_in_new_game_dialog_set_table_deck (DriveInNewGameDialog *self,
                                         GFile                *file)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);

  for (guint i = 0; i < self->table_decks->len; i++)
    {
      int index = g_array_index (self->table_decks, int, i);

      if ((file == NULL && index == RANDOM_DECK)
          || (file != NULL && index != RANDOM_DECK
              && g_file_equal (file, ((SavedDeck *) self->saved->pdata[index])->file)))
        {
          adw_combo_row_set_selected (self->shared_row, i);
          return TRUE;
        }
    }
  return FALSE;
}

GListModel *
drive_in_new_game_dialog_get_shared_decks (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);
  return G_LIST_MODEL (self->shared_decks);
}

guint
drive_in_new_game_dialog_get_shared_choice (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), 0);
  return adw_combo_row_get_selected (self->shared_row);
}

void
drive_in_new_game_dialog_set_shared_choice (DriveInNewGameDialog *self,
                                            guint                 choice)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (choice < self->shared_choices->len);
  adw_combo_row_set_selected (self->shared_row, choice);
}

static void
add_release_cards (DriveInNewGameDialog *self,
                   DriveInDeck          *deck,
                   DriveInRelease       *release)
{
  GListModel *cards = drive_in_release_get_cards (release);

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (takes_shared_card (self, card))
        drive_in_deck_add_card (deck, card);
    }
}

DriveInDeck *
drive_in_new_game_dialog_dup_shared_deck (DriveInNewGameDialog *self,
                                          GError              **error)
{
  const SharedChoice *choice;
  GListModel *releases;
  DriveInDeck *deck;
  guint selected;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  selected = adw_combo_row_get_selected (self->shared_row);
  if (self->options.decks != DRIVE_IN_NEW_GAME_SHARED_DECK
      || selected >= self->shared_choices->len)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND, _("No shared deck was chosen"));
      return NULL;
    }
  choice = &g_array_index (self->shared_choices, SharedChoice, selected);
  switch (choice->kind)
    {
    case SHARED_SAVED:
      return drive_in_deck_load (((SavedDeck *) self->saved->pdata[choice->saved])->file,
                             self->catalog, NULL, error);
    case SHARED_RELEASE:
      deck = drive_in_deck_new_for_game (self->catalog, drive_in_release_get_name (choice->release),
                                         self->game->id, current_variant (self)->id);
      add_release_cards (self, deck, choice->release);
      return deck;
    case SHARED_ALL:
    default:
      deck = drive_in_deck_new_for_game (self->catalog, _("Every loaded card"), self->game->id,
                                         current_variant (self)->id);
      releases = drive_in_catalog_get_releases (self->catalog);
      for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
        {
          g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);

          add_release_cards (self, deck, release);
        }
      return deck;
    }
}

guint
drive_in_new_game_dialog_get_n_movies (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), 1);

  if (!self->options.series)
    return 1;
  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->movies_spin));
}

void
drive_in_new_game_dialog_set_n_movies (DriveInNewGameDialog *self,
                                       guint                 n_movies)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->movies_spin),
                             CLAMP (n_movies, 1, DRIVE_IN_MAX_MOVIES));
}

gboolean
drive_in_new_game_dialog_get_with_credits (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), TRUE);
  return gtk_switch_get_active (GTK_SWITCH (self->credits_switch));
}

void
drive_in_new_game_dialog_set_with_credits (DriveInNewGameDialog *self,
                                           gboolean              credits)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  gtk_switch_set_active (GTK_SWITCH (self->credits_switch), credits);
}

const char *
drive_in_new_game_dialog_get_problem (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);
  return self->problem;
}

gboolean
drive_in_new_game_dialog_get_seed (DriveInNewGameDialog *self,
                                   guint64              *out_seed)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));
  return *text != '\0' && g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out_seed, NULL);
}

void
drive_in_new_game_dialog_set_seed (DriveInNewGameDialog *self,
                                   const char           *seed)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), seed != NULL ? seed : "");
}

void
drive_in_new_game_dialog_start (DriveInNewGameDialog *self)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));

  if (!gtk_widget_get_sensitive (self->start_button))
    return;
  g_object_ref (self);
  remember_seats (self);
  g_signal_emit (self, signals[SIGNAL_START], 0);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
}
