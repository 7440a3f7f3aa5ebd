/* drive-in-gros-title-sheets.c: GROS's Title sheets of a game at the board, one per seat, as
 * the board's viewer knows the game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-print"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gros-title-sheets.h"
#include "gros-game.h"
#include "gros-game-id.h"

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

/* Where a title sheet reads a GROS game: the board's GameSession, as its viewer knows the
 * game (its view, and its log as the viewer read it). */
typedef struct
{
  const GrosGame *game;      /* the view */
  GListModel     *log;       /* GameSessionEvent */
  GameSession    *session;
  int             viewer;    /* the GameSession's */
} SheetSource;

static void
source_event (const SheetSource *source,
              guint              position,
              GameEvent         *out)
{
  g_autoptr(GameSessionEvent) item = g_list_model_get_item (source->log, position);

  game_session_event_get_event_for (item, source->viewer, out);
}

/* The cards (db indices, G_MAXUINT for one the viewer did not see) revealed for @seat's
 * Title: the reveals just before its last Title event, as the viewer saw them then (they
 * went back into the deck since). A Title the whole table shares (001) was revealed once,
 * for the seat that made it: its Title event comes before the others (a shuffle between
 * them). */
static GArray *
find_title_cards (const SheetSource *source,
                  guint              seat)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n = g_list_model_get_n_items (source->log);
  gboolean shared = source->game->params.shared_title;

  for (guint i = 0; i < n; i++)
    {
      GameEvent event;
      guint revealer = seat;
      gboolean any = FALSE;

      source_event (source, i, &event);
      if (event.kind != GROS_EV_TITLE || event.seat != seat)
        continue;
      g_array_set_size (cards, 0);
      for (guint j = i; j-- > 0;)
        {
          g_autoptr(GameSessionEvent) item = g_list_model_get_item (source->log, j);
          GameEvent reveal;
          guint def = G_MAXUINT;

          game_session_event_get_event_for (item, source->viewer, &reveal);
          if (shared && !any && reveal.kind == GROS_EV_SHUFFLE)
            continue;
          if (shared && !any && reveal.kind == GROS_EV_TITLE)
            {
              revealer = reveal.seat;
              continue;
            }
          if (reveal.kind != GROS_EV_REVEAL || reveal.seat != revealer)
            break;
          any = TRUE;
          game_session_event_get_card_def_for (item, source->viewer, &def);
          g_array_prepend_val (cards, def);
        }
    }
  return cards;
}

static DriveInPrintDocument *
seat_title_sheet_new (const SheetSource  *source,
                      DriveInCatalog     *catalog,
                      guint               seat,
                      const char         *title,
                      const char * const *players,
                      GDateTime          *date)
{
  const GrosGame *game = source->game;
  const GrosCardDb *db = game->db;
  const GrosSeat *seat_state = &game->seats[seat];
  g_autofree char *words_title = NULL;
  g_autoptr(GArray) cards = NULL;
  const char * const *words;
  GrosPrintTitleSheet *sheet;

  if (title == NULL && seat_state->n_title_words > 0)
    {
      /* No Title made yet: its words, to be put in order on paper. */
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) strv = NULL;

      for (guint w = 0; w < seat_state->n_title_words; w++)
        g_strv_builder_add (builder, gros_card_db_word (db, seat_state->title_words[w]));
      strv = g_strv_builder_end (builder);
      words_title = g_strjoinv (" ", strv);
      title = words_title;
    }

  sheet = gros_print_title_sheet_new (title, game->params.format);
  for (guint i = 0; i < game->n_seats; i++)
    {
      g_autofree char *seat_name = NULL;

      if (players == NULL || players[i] == NULL || *players[i] == '\0')
        /* Translators: a player on a printed title sheet, when no name is known. */
        seat_name = g_strdup_printf (_("Seat %u"), i + 1);
      gros_print_title_sheet_add_player (sheet, seat_name != NULL ? seat_name : players[i]);
    }
  gros_print_title_sheet_set_date (sheet, date);

  if (gros_game_is_over (game))
    for (guint i = 0; i < game->n_seats; i++)
      {
        GrosRatings ratings;

        gros_game_ratings (game, i, &ratings);
        gros_print_title_sheet_set_ratings (sheet, i, ratings.defense,
                                            (guint) MAX (ratings.title_cards, 0),
                                            ratings.banked);
      }

  /* Each Title word with the revealed card that gave it. */
  cards = find_title_cards (source, seat);
  words = gros_print_title_sheet_get_words (sheet);
  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    for (guint c = 0; c < cards->len; c++)
      {
        guint def = g_array_index (cards, guint, c);
        const GrosCardDef *card_def = NULL;
        DriveInCard *card = NULL;

        if (def == G_MAXUINT)
          continue;
        card_def = gros_card_db_get (db, def);
        if (catalog != NULL && card_def->id != NULL)
          card = drive_in_catalog_lookup (catalog, card_def->id);
        if (card == NULL)
          card = game_session_get_card (source->session, def);
        if ((card_def->title_word != 0
             && same_word (gros_card_db_word (db, card_def->title_word), words[i]))
            || (card != NULL && same_word (gros_card_get_title_word (card), words[i])))
          {
            if (card != NULL)
              gros_print_title_sheet_set_word_card (sheet, i, card);
            break;
          }
      }
  return DRIVE_IN_PRINT_DOCUMENT (sheet);
}

static DriveInPrintOperation *
title_sheets_new (const SheetSource  *source,
                  DriveInCatalog     *catalog,
                  const char * const *titles,
                  const char * const *players)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  DriveInPrintOperation *self = NULL;

  for (guint seat = 0; seat < source->game->n_seats; seat++)
    {
      g_autoptr(DriveInPrintDocument) sheet = NULL;

      sheet = seat_title_sheet_new (source, catalog, seat,
                                    titles != NULL ? titles[seat] : NULL, players, now);
      if (self == NULL)
        self = drive_in_print_operation_new (sheet, drive_in_print_get_paper ());
      else
        drive_in_print_operation_add_document (self, sheet);
    }
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), _("Title Sheets"));
  drive_in_print_operation_set_file_name (self, _("Title Sheets.pdf"));
  return self;
}

DriveInPrintOperation *
drive_in_gros_title_sheets_new (GameSession        *session,
                                DriveInCatalog     *catalog,
                                const char * const *titles,
                                const char * const *players)
{
  SheetSource source = { 0 };

  g_return_val_if_fail (GAME_IS_SESSION (session), NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (g_strcmp0 (game_session_get_rules (session)->id, GROS_GAME_ID) == 0,
                        NULL);

  source.game = game_session_get_view (session);
  source.log = game_session_get_log (session);
  source.session = session;
  source.viewer = game_session_get_viewer (session);
  g_return_val_if_fail (source.game != NULL && source.game->n_seats > 0, NULL);
  return title_sheets_new (&source, catalog, titles, players);
}
