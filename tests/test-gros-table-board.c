/* test-gros-table-board.c: the GROS board (DriveInGrosTable) on the table page, driven by the
 * shared play controller: a whole game against a computer played through the board's own
 * actions (Space, drops on lit zones, a card's click and menu, the questions bar), its seats'
 * figures and the attack line read from the view, the game file it saves; refused drops, the
 * hot seat, undo, a Movie's Title named at its start, and a series' Next Movie. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-card-preview.h"
#include "drive-in-card-row.h"
#include "drive-in-card-widget.h"
#include "drive-in-draft-dialog.h"
#include "drive-in-game-log.h"
#include "drive-in-gros-attack.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-new-game.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-ratings-view.h"
#include "drive-in-gros-table-private.h"
#include "drive-in-table.h"
#include "drive-in-table-private.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "gros-game-view.h"
#include "gros-test-util.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "gros-format.h"

static DriveInApplication *app;
static const GameRules *rules;

typedef DriveInTableFixture Fixture;

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

static DriveInGrosTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_true (DRIVE_IN_IS_GROS_TABLE (board));
  return DRIVE_IN_GROS_TABLE (board);
}

static gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static void
activate (Fixture    *f,
          const char *action,
          GVariant   *parameter)
{
  /* GTK 4.8 hands a widget class action the parameter without sinking it: owned here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (f->table), action, owned));
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        g_ptr_array_add (out, child);
      collect_buttons (child, out);
    }
}

/* Clicks the button of @root labelled @label; FALSE when there is none. */
static gboolean
click_button (GtkWidget  *root,
              const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  if (root == NULL)
    return FALSE;
  collect_buttons (root, buttons);
  for (guint i = 0; i < buttons->len; i++)
    /* A button showing a card (a victim) carries its words in its tooltip. */
    if ((g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
         || (gtk_button_get_label (buttons->pdata[i]) == NULL
             && g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), label) == 0))
        && gtk_widget_get_sensitive (buttons->pdata[i]))
      {
        g_signal_emit_by_name (buttons->pdata[i], "clicked");
        return TRUE;
      }
  return FALSE;
}

static gboolean
has_title_dialog (gpointer data)
{
  return drive_in_gros_table_get_title_dialog (data) != NULL;
}

/* Every person at the table names the suggested Title in the board's dialog. */
static void
make_titles (Fixture *f)
{
  DriveInGamePlay *play = drive_in_table_get_play (f->table);

  for (guint n = 0; drive_in_gros_play_get_untitled_seat (play) >= 0; n++)
    {
      DriveInGrosTable *board = get_board (f);
      DriveInTitleDialog *dialog;

      g_assert_cmpuint (n, <, GAME_MAX_SEATS);
      drive_in_test_wait_until (has_title_dialog, board, 5000);
      dialog = drive_in_gros_table_get_title_dialog (board);
      g_assert_nonnull (dialog);
      drive_in_title_dialog_suggest (dialog);
      g_assert_true (drive_in_title_dialog_finish (dialog));
      drive_in_test_iterate (2);
    }
  g_assert_null (drive_in_gros_table_get_title_dialog (get_board (f)));
  g_assert_false (get_board (f)->title_hold);
}

typedef struct
{
  guint by_kind[GROS_N_ACTS];
  guint passes, clicks, menus, choice_bar, drops;
  guint attacks_shown;
  guint panel_choices, attack_drops, reactions_seen, pile_drops, victims_shown;
} Played;

/* The zone of the board a card is dropped on for @action: the card it targets, or the Movie
 * of the seat it goes to. */
static gboolean
drop_zone_of (DriveInGrosTable *board,
              const GameAction *action,
              DriveInDropKind  *out_kind,
              guint            *out_seat)
{
  const GrosGame *view = game_session_get_view (drive_in_board_get_session (
                                                  DRIVE_IN_BOARD (board)));

  /* A card of the hand goes for popcorn on the tray, discarded on the graveyard. */
  if (action->kind == GROS_ACT_POPCORN_DISCARD || action->kind == GROS_ACT_DISCARD)
    {
      *out_kind = action->kind == GROS_ACT_DISCARD ? DRIVE_IN_DROP_GRAVEYARD
                                                   : DRIVE_IN_DROP_POPCORN;
      *out_seat = action->seat;
      return TRUE;
    }
  if (action->kind != GROS_ACT_PLAY && action->kind != GROS_ACT_CAST_START
      && action->kind != GROS_ACT_MOVE_PROP)
    return FALSE;
  /* During an attack, a play without a target goes onto the attack panel. */
  if (view->phase == GROS_PHASE_ATTACK_REACT && action->kind == GROS_ACT_PLAY
      && action->target == GAME_NO_CARD)
    {
      *out_kind = DRIVE_IN_DROP_ATTACK;
      *out_seat = 0;
      return TRUE;
    }
  if (action->target != GAME_NO_CARD)
    {
      if (drive_in_board_find_card (DRIVE_IN_BOARD (board), action->target) == NULL)
        return FALSE;
      *out_kind = DRIVE_IN_DROP_CARD;
      *out_seat = 0;
      return TRUE;
    }
  *out_kind = DRIVE_IN_DROP_MOVIE;
  *out_seat = action->target_seat != GAME_NO_SEAT ? action->target_seat : action->seat;
  return *out_seat < board->seats->len;
}

/* A play the board takes as a drop (the one thing the card means there): dragged, the zone
 * lit, dropped. */
static gboolean
take_by_drop (DriveInGrosTable *board,
              const GameAction *action,
              DriveInDropKind  *out_kind)
{
  g_autoptr(GArray) there = g_array_new (FALSE, FALSE, sizeof (GameAction));
  DriveInDropKind kind;
  guint seat;
  GtkWidget *zone;
  GVariant *card;

  if (!drop_zone_of (board, action, &kind, &seat)
      || drive_in_gros_table_find_drop_actions (board, action->card, kind, seat, action->target,
                                                there) != 1
      || memcmp (&g_array_index (there, GameAction, 0), action, sizeof *action) != 0)
    return FALSE;
  zone = kind == DRIVE_IN_DROP_CARD ? drive_in_board_find_card (DRIVE_IN_BOARD (board),
                                                                action->target)
         : kind == DRIVE_IN_DROP_ATTACK ? board->attack
         : kind == DRIVE_IN_DROP_POPCORN ? board->popcorn_tray
         : kind == DRIVE_IN_DROP_GRAVEYARD ? board->graveyard
                                    : board->seats->pdata[seat];
  card = g_variant_ref_sink (g_variant_new_int32 (action->card));
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (board), "board.drag-begin",
                                                     card));
  /* While it is dragged, the zone it goes to is lit. */
  g_assert_true (gtk_widget_has_css_class (zone, "drop-legal"));
  g_assert_true (drive_in_gros_table_drop (board, action->card, kind, seat, action->target,
                                           zone));
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (board), "board.drag-end",
                                                     card));
  g_variant_unref (card);
  *out_kind = kind;
  return TRUE;
}

/* The attack panel's button for the victim @action chooses shows that card (its target), and
 * with the focus on it the preview shows the same card. */
static gboolean
check_victim_button (DriveInGrosTable *board,
                     const GameAction *action,
                     const char       *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  DriveInCardPreview *preview = DRIVE_IN_CARD_PREVIEW (
    drive_in_board_get_preview (DRIVE_IN_BOARD (board)));

  collect_buttons (drive_in_gros_attack_get_choices (DRIVE_IN_GROS_ATTACK (board->attack)), buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      g_autoptr(GPtrArray) cards = NULL;
      DriveInCard *shown;

      if (g_strcmp0 (gtk_widget_get_tooltip_text (buttons->pdata[i]), label) != 0)
        continue;
      cards = drive_in_test_find_widgets (buttons->pdata[i], DRIVE_IN_TYPE_CARD_WIDGET);
      g_assert_cmpuint (cards->len, ==, 1);
      g_assert_cmpint (drive_in_card_widget_get_instance (cards->pdata[0]), ==, action->target);
      shown = drive_in_card_widget_get_shown_card (cards->pdata[0]);
      g_assert_nonnull (shown);
      g_assert_true (gtk_widget_grab_focus (buttons->pdata[i]));
      g_assert_true (drive_in_card_preview_get_card (preview) == shown);
      return TRUE;
    }
  g_error ("no button of the attack panel shows the victim of \"%s\"", label);
}

/* Takes @action the way a person does at the board: Space, a card's click (or its menu when
 * the card offers more than one thing), or the questions bar. */
static void
take_action (Fixture          *f,
             DriveInGamePlay  *play,
             const GameAction *action,
             Played           *played)
{
  DriveInGrosTable *board = get_board (f);
  GameSession *session = drive_in_game_play_get_session (play);
  guint before = game_session_get_n_actions (session);
  g_autofree char *label = game_session_describe_action (session, action);
  /* A question about a card (a victim, a target) is answered on that card. */
  gboolean on_target = (action->kind == GROS_ACT_CHOOSE || action->kind == GROS_ACT_CHOOSE_VICTIM)
                       && action->target != GAME_NO_CARD;
  int card = on_target || action->card == GAME_NO_CARD ? action->target : action->card;
  g_autoptr(GArray) same = g_array_new (FALSE, FALSE, sizeof (GameAction));

  const GrosGame *view = game_session_get_view (session);
  gboolean attack_step = view->phase == GROS_PHASE_ATTACK_REACT
                         || view->phase == GROS_PHASE_ATTACK_VICTIM;
  DriveInDropKind kind;

  played->by_kind[action->kind]++;
  if (take_by_drop (board, action, &kind))
    {
      played->drops++;
      if (kind == DRIVE_IN_DROP_ATTACK)
        played->attack_drops++;
      if (kind == DRIVE_IN_DROP_POPCORN || kind == DRIVE_IN_DROP_GRAVEYARD)
        played->pile_drops++;
    }
  /* In an attack, every other answer (a pass too) is a button of the attack panel; a
   * victim's button shows that card, and the preview shows it whole when it has the focus. */
  else if (attack_step && action->kind == GROS_ACT_CHOOSE_VICTIM
           && check_victim_button (board, action, label)
           && click_button (drive_in_gros_attack_get_choices (DRIVE_IN_GROS_ATTACK (board->attack)),
                            label))
    {
      played->panel_choices++;
      played->victims_shown++;
    }
  else if (attack_step
           && click_button (drive_in_gros_attack_get_choices (DRIVE_IN_GROS_ATTACK (board->attack)),
                            label))
    played->panel_choices++;
  else if (action->kind == GROS_ACT_PASS || action->kind == GROS_ACT_END_TURN)
    {
      activate (f, "table.pass", NULL);
      played->passes++;
    }
  else if (click_button (BOARD_PART (board, choice_box), label))
    played->choice_bar++;
  else
    {
      if (card == GAME_NO_CARD || drive_in_board_find_card (DRIVE_IN_BOARD (board), card) == NULL)
        g_error ("no way to take \"%s\" (kind %u, card %d, target %d, phase %u) at the board",
                 label, action->kind, action->card, action->target,
                 ((const GrosGame *) game_session_get_view (session))->phase);
      /* What the board offers on a click of that card: its own actions, else those that
       * take it as their target. */
      drive_in_board_find_actions (DRIVE_IN_BOARD (board), G_MAXUINT, card, FALSE, same);
      if (same->len == 0)
        drive_in_board_find_actions (DRIVE_IN_BOARD (board), G_MAXUINT, card, TRUE, same);
      activate (f, "table.card-click", g_variant_new_int32 (card));
      if (same->len == 1)
        played->clicks++;
      else
        {
          /* The click opened the card's menu: what it offers, by the session's words. */
          g_assert_nonnull (BOARD_PART (board, popover));
          g_assert_true (click_button (BOARD_PART (board, popover), label));
          played->menus++;
        }
    }
  /* The board did it: the game moved on. */
  g_assert_cmpuint (game_session_get_n_actions (session), >, before);
}

/* DRIVE_IN_GROS_SHOTS=folder: a screenshot of the screen (xvfb) at the first attack the
 * person answers, for a person to compare the tables. */
static void
maybe_shoot (const char *name)
{
  static gboolean taken;
  g_autofree char *path = NULL;
  const char *argv[] = { "import", "-window", "root", NULL, NULL };

  if (taken || g_getenv ("DRIVE_IN_GROS_SHOTS") == NULL)
    return;
  taken = TRUE;
  path = g_build_filename (g_getenv ("DRIVE_IN_GROS_SHOTS"), name, NULL);
  argv[3] = path;
  drive_in_test_iterate (500);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                NULL);
}

/* The lines of the log since the last attack began that tell a reaction to it (or its
 * result), as the session's viewer read them. */
static guint
reactions_in_log (GameSession *session)
{
  GListModel *log = game_session_get_log (session);
  int viewer = game_session_get_viewer (session);
  guint n = g_list_model_get_n_items (log);
  guint found = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GameSessionEvent) entry = g_list_model_get_item (log, i);
      GameEvent event;

      game_session_event_get_event_for (entry, viewer, &event);
      switch (event.kind)
        {
        case GROS_EV_ATTACK:
          found = 0;
          break;
        case GROS_EV_PLAY:
        case GROS_EV_ABILITY:
        case GROS_EV_ATTACK_CHANGE:
        case GROS_EV_ATTACK_STOPPED:
        case GROS_EV_PASS:
        case GROS_EV_BANK:
        case GROS_EV_KILL:
        case GROS_EV_KNOCK_OUT:
        case GROS_EV_COUNTERED:
        case GROS_EV_ATTACK_RESULT:
          if (game_session_event_get_text_for (entry, viewer) != NULL)
            found++;
          break;
        default:
          break;
        }
    }
  return found;
}

/* A whole game against an Easy computer, every decision taken through the board. */
static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              11);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_EASY, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gros-board-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmp, "board.gros-game", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInGamePlay) loaded = NULL;
  guint64 rng = 0x9e3779b97f4a7c15ull;
  Played played = { { 0 } };
  guint decisions = 0;
  DriveInGrosTable *board;

  g_assert_no_error (error);
  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  make_titles (&f);
  board = get_board (&f);
  while (!drive_in_game_play_is_over (play) && decisions < 3000)
    {
      const GrosGame *view;
      const GameAction *legal;
      guint n, pick;

      drive_in_test_wait_until (human_or_over, play, 30000);
      if (drive_in_game_play_is_over (play))
        break;
      view = game_session_get_view (drive_in_game_play_get_session (play));
      /* The seats' figures are the view's. */
      for (guint s = 0; s < view->n_seats; s++)
        {
          g_autofree char *defense = g_strdup_printf ("Defense %d",
                                                      gros_game_movie_defense (view, s));

          g_assert_nonnull (strstr (drive_in_gros_table_get_seat_text (board, s), defense));
        }
      if (view->attack.active)
        {
          g_autofree char *strength = g_strdup_printf ("Attack %d against Defense %d",
                                                       gros_game_attack_strength (view),
                                                       gros_game_defense_strength (view));

          g_autofree char *attacker = drive_in_game_play_dup_seat_name (play,
                                                                        view->attack.attacker);
          DriveInGrosAttack *panel = DRIVE_IN_GROS_ATTACK (board->attack);

          g_assert_nonnull (strstr (drive_in_gros_table_get_attack_text (board), strength));
          g_assert_true (g_str_has_prefix (drive_in_gros_table_get_attack_text (board),
                                           attacker));
          /* The panel is up, its verdict the view's as it stands. */
          g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (board->attack_revealer)));
          if (!view->attack.resolved && view->attack.forced == GROS_OUTCOME_BY_STRENGTH)
            g_assert_cmpstr (drive_in_gros_attack_get_verdict (panel), ==,
                             gros_game_attack_strength (view) >= gros_game_defense_strength (view)
                             ? "Succeeds as it stands (ties go to the attacker)"
                             : "Fails as it stands");
          /* The cards spent in the attack are on it. */
          for (guint i = view->zone_start[GROS_ZONE_TABLE];
               i < view->zone_start[GROS_ZONE_TABLE + 1]; i++)
            g_assert_nonnull (drive_in_gros_attack_lookup (panel, view->order[i]));
          /* What the seats did since the attack began, as the log told it, is listed. */
          {
            guint logged = reactions_in_log (drive_in_game_play_get_session (play));

            g_assert_cmpuint (drive_in_gros_attack_get_n_reactions (panel), ==, logged);
            if (logged > 0)
              played.reactions_seen++;
          }
          maybe_shoot ("board-attack.png");
          played.attacks_shown++;
        }
      else
        g_assert_cmpstr (drive_in_gros_table_get_attack_text (board), ==, "");

      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      /* Mostly plays: a game that moves on. */
      pick = (guint) ((rng = rng * 6364136223846793005ull + 1442695040888963407ull) >> 33) % n;
      for (guint i = 0; i < n; i++)
        if (legal[i].kind == GROS_ACT_PLAY && (rng >> 40) % 4 != 0)
          {
            pick = i;
            break;
          }
      {
        GameAction action = legal[pick];

        take_action (&f, play, &action, &played);
      }
      decisions++;
      drive_in_test_iterate (1);
    }
  g_assert_true (drive_in_game_play_is_over (play));
  g_test_message ("%u decisions: %u plays, %u drops, %u passes (Space), %u card clicks, "
                  "%u card menus, %u on the questions bar; %u attack states shown (%u with "
                  "reactions listed), %u answers on the attack panel, %u drops on it; %u "
                  "discards (%u for popcorn), %u of them dropped on the tray or graveyard",
                  decisions,
                  played.by_kind[GROS_ACT_PLAY], played.drops, played.passes, played.clicks,
                  played.menus, played.choice_bar, played.attacks_shown, played.reactions_seen,
                  played.panel_choices, played.attack_drops, played.by_kind[GROS_ACT_DISCARD]
                  + played.by_kind[GROS_ACT_POPCORN_DISCARD],
                  played.by_kind[GROS_ACT_POPCORN_DISCARD], played.pile_drops);
  /* The attacks were shown on the panel and answered there. */
  g_assert_cmpuint (played.attacks_shown, >, 0);
  g_assert_cmpuint (played.reactions_seen, >, 0);
  g_assert_cmpuint (played.panel_choices, >, 0);
  g_test_message ("%u victims chosen, %u on a button showing the card",
                  played.by_kind[GROS_ACT_CHOOSE_VICTIM], played.victims_shown);
  g_assert_cmpuint (played.victims_shown, ==, played.by_kind[GROS_ACT_CHOOSE_VICTIM]);
  /* Every discard went onto the popcorn tray or the graveyard. */
  g_assert_cmpuint (played.by_kind[GROS_ACT_DISCARD] + played.by_kind[GROS_ACT_POPCORN_DISCARD],
                    >, 0);
  g_assert_cmpuint (played.pile_drops, ==,
                    played.by_kind[GROS_ACT_DISCARD] + played.by_kind[GROS_ACT_POPCORN_DISCARD]);
  g_assert_cmpuint (played.by_kind[GROS_ACT_PLAY], >, 0);
  g_assert_cmpuint (played.passes, >, 0);
  g_assert_cmpuint (played.clicks + played.menus, >, 0);
  g_assert_cmpuint (played.drops, >, 0);

  /* The log is the board's: a line that names cards the person sees lights them. */
  {
    g_autoptr(GPtrArray) logs = drive_in_test_find_widgets (GTK_WIDGET (board),
                                                            DRIVE_IN_TYPE_GAME_LOG);
    DriveInGameLog *log;
    guint lighting = 0, n_rows;

    g_assert_cmpuint (logs->len, ==, 1);
    log = logs->pdata[0];
    n_rows = drive_in_game_log_get_n_rows (log);
    g_assert_cmpuint (n_rows, >, 0);
    for (guint p = 0; p < n_rows && lighting < 5; p++)
      if (drive_in_board_light_log_line (DRIVE_IN_BOARD (board), p) > 0)
        lighting++;
    g_assert_cmpuint (lighting, >, 0);
  }

  /* Saved by the controller, it loads back to the same game at the board. */
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  loaded = drive_in_game_play_load (get_catalog (), file, FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (drive_in_game_play_is_over (loaded));
  drive_in_table_set_play (f.table, loaded);
  drive_in_test_iterate (20);
  g_assert_true (DRIVE_IN_IS_GROS_TABLE (drive_in_table_get_board (f.table)));
  drive_in_table_fixture_tear_down (&f);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

/* A card dragged lights only the zones that take it, and a drop where it may not go is
 * refused and changes nothing. */
static void
test_drop_refused (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              15);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInGrosTable *board;
  const GrosGame *view;
  guint checked = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  make_titles (&f);
  drive_in_test_wait_until (human_or_over, play, 30000);
  board = get_board (&f);
  view = game_session_get_view (session);
  for (guint i = 0; i < gros_game_zone_size (view, GROS_ZONE_HAND, 0); i++)
    {
      int card = gros_game_zone_card (view, GROS_ZONE_HAND, 0, i);
      GVariant *handle = g_variant_ref_sink (g_variant_new_int32 (card));
      guint before = game_session_get_n_actions (session);

      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (board), "board.drag-begin",
                                                         handle));
      for (guint s = 0; s < view->n_seats; s++)
        {
          gboolean takes = drive_in_gros_table_find_drop_actions (board, card,
                                                                  DRIVE_IN_DROP_MOVIE, s,
                                                                  GAME_NO_CARD, NULL) > 0;

          g_assert_cmpint (gtk_widget_has_css_class (board->seats->pdata[s], "drop-legal"), ==,
                           takes);
          if (!takes)
            {
              g_assert_false (drive_in_gros_table_drop (board, card, DRIVE_IN_DROP_MOVIE, s,
                                                        GAME_NO_CARD, NULL));
              checked++;
            }
        }
      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (board),
                                                         "board.drag-refused", handle));
      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (board), "board.drag-end",
                                                         handle));
      for (guint s = 0; s < view->n_seats; s++)
        g_assert_false (gtk_widget_has_css_class (board->seats->pdata[s], "drop-legal"));
      g_assert_cmpuint (game_session_get_n_actions (session), ==, before);
      g_variant_unref (handle);
    }
  g_assert_cmpuint (checked, >, 0);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- The hot seat, undo and a Movie's Title --------------------------------------------- */

static gboolean
covered (gpointer data)
{
  Fixture *f = data;

  return g_strcmp0 (drive_in_table_get_page (f->table), "cover") == 0;
}

/* Two people: the screen is covered for whoever decides, the table shows only what every
 * seat knows until they take it, and then that person's hand only. */
static void
test_hot_seat (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              12);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 3);
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInGrosTable *board;
  int seat;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (covered, &f, 5000);
  seat = drive_in_game_play_get_handoff_seat (play);
  g_assert_cmpint (seat, >=, 0);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_PUBLIC);
  board = get_board (&f);
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==, 0);

  drive_in_game_play_take_handoff (play);
  drive_in_test_iterate (20);
  /* Both people name their Titles once the screen is taken (Title words are public). */
  make_titles (&f);
  board = get_board (&f);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, seat);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==,
                    gros_game_zone_size (game_session_get_state (session), GROS_ZONE_HAND,
                                         seat));
  /* Every card of the hand shown is the viewer's own. */
  for (guint i = 0; i < gros_game_zone_size (game_session_get_view (session), GROS_ZONE_HAND,
                                             seat); i++)
    {
      int card = gros_game_zone_card (game_session_get_view (session), GROS_ZONE_HAND, seat, i);

      g_assert_nonnull (drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (board->hand), card));
      g_assert_false (gros_game_card_is_blank (game_session_get_view (session), card));
    }
  drive_in_table_fixture_tear_down (&f);
}

/* The Title a game file gives a seat heads its Movie; a choice undone at the board. */
static void
test_title_and_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              13);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  g_autoptr(JsonNode) title = json_node_init_string (json_node_alloc (), "Night of the Lepus");
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInGrosTable *board;
  Played played = { { 0 } };
  gboolean undone = FALSE;
  guint before;

  drive_in_game_play_set_table_value (play, 0, "title", title);
  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  g_assert_nonnull (strstr (drive_in_gros_table_get_seat_text (board, 0),
                            "Night of the Lepus"));
  g_assert_null (strstr (drive_in_gros_table_get_seat_text (board, 1), "Night of the Lepus"));

  /* Undo: the person's last decision, when it revealed nothing, goes back (the first one
   * the rules let go back, taken at the board). */
  for (guint k = 0; k < 200 && !undone; k++)
    {
      const GameAction *legal;
      GameAction action;

      drive_in_test_wait_until (human_or_over, play, 30000);
      g_assert_false (drive_in_game_play_is_over (play));
      g_assert_cmpuint (drive_in_game_play_get_human_actions (play, &legal), >, 0);
      action = legal[0];
      before = game_session_get_n_actions (session);
      take_action (&f, play, &action, &played);
      if (!drive_in_game_play_can_undo (play))
        continue;
      activate (&f, "table.undo", NULL);
      drive_in_test_iterate (5);
      g_assert_cmpuint (game_session_get_n_actions (session), ==, before);
      g_assert_true (drive_in_game_play_is_human_turn (play));
      undone = TRUE;
    }
  g_assert_true (undone);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- A Movie's Title at its start, a series' Next Movie ---------------------------------- */

static gboolean
play_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}

/* At the start of a Movie the computers' Titles are made from their words at once; the
 * person names theirs in a dialog while the computers wait; the file keeps them, and a game
 * taken up again asks nobody. */
static void
test_title_at_start (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              21);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  g_auto(GStrv) words = drive_in_gros_play_dup_title_words (play, 1);
  g_autofree char *made = drive_in_gros_make_title ((const char * const *) words);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gros-board-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmp, "titled.drive-in-game", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInGamePlay) loaded = NULL;
  g_autofree char *title = NULL;
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInTitleDialog *dialog;
  DriveInGrosTable *board;

  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (words), >, 0);
  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  g_assert_cmpstr (drive_in_gros_play_get_title (play, 1), ==, made);
  g_assert_null (drive_in_gros_play_get_title (play, 0));
  drive_in_test_wait_until (has_title_dialog, board, 5000);
  /* Until the person has named it, no computer moves and the bar says why. */
  g_assert_true (drive_in_game_play_is_held (play));
  drive_in_test_iterate (100);
  g_assert_cmpuint (game_session_get_n_actions (session), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (drive_in_board_get_prompt_label (
                                                    DRIVE_IN_BOARD (board)))),
                   ==, "Titles are being made…");
  dialog = drive_in_gros_table_get_title_dialog (board);
  drive_in_title_dialog_suggest (dialog);
  title = drive_in_title_dialog_dup_title (dialog);
  g_assert_true (drive_in_title_dialog_finish (dialog));
  /* The autosave has it at once, before any action is played. */
  {
    g_autoptr(GFile) autosave = drive_in_table_get_autosave_file (f.table);
    g_autoptr(DriveInGamePlay) saved = drive_in_game_play_load (get_catalog (), autosave, FALSE,
                                                                &error);

    g_assert_no_error (error);
    g_assert_cmpstr (drive_in_gros_play_get_title (saved, 0), ==, title);
  }
  drive_in_test_iterate (5);
  g_assert_cmpstr (drive_in_gros_play_get_title (play, 0), ==, title);
  g_assert_null (drive_in_gros_table_get_title_dialog (board));
  /* The board no longer holds the computers for it. */
  g_assert_false (board->title_hold);
  g_assert_nonnull (strstr (drive_in_gros_table_get_seat_text (board, 0), title));
  g_assert_nonnull (strstr (drive_in_gros_table_get_seat_text (board, 1), made));
  drive_in_test_wait_until (human_or_over, play, 30000);

  /* The file keeps both Titles; taken up again, nobody is asked. */
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  loaded = drive_in_game_play_load (get_catalog (), file, FALSE, &error);
  g_assert_no_error (error);
  drive_in_table_fixture_show_play (&f, loaded);
  drive_in_test_iterate (20);
  g_assert_null (drive_in_gros_table_get_title_dialog (get_board (&f)));
  g_assert_cmpstr (drive_in_gros_play_get_title (loaded, 0), ==, title);
  g_assert_cmpstr (drive_in_gros_play_get_title (loaded, 1), ==, made);
  drive_in_table_fixture_tear_down (&f);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

/* A Movie of a series of two, played by computers to its end: the board offers Next Movie;
 * the file between the two Movies goes on (not a replay); Next Movie deals the series' next
 * seed with the same decks and players and adds this Movie's Ratings to the series. */
static void
test_series_next_movie (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              22);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 0);
  g_autoptr(GrosSeries) series = gros_series_new (2, 2, game_record_get_seed (record));
  g_autoptr(GrosSeries) expected = gros_series_new (2, 2, game_record_get_seed (record));
  g_autoptr(GrosSeries) kept = NULL;
  g_autoptr(GrosSeries) next_series = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gros-board-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmp, "movie-1.gros-game", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInGamePlay) loaded = NULL;
  DriveInGamePlay *next;
  GameRecord *next_record;
  DriveInGrosTable *board;

  g_assert_no_error (error);
  drive_in_gros_play_set_series (play, series);
  /* Played out before it is shown: the board's pace does not slow the computers. */
  drive_in_game_play_set_pace (play, 0);
  drive_in_game_play_start (play);
  drive_in_test_wait_until (play_over, play, 120000);
  g_assert_true (drive_in_game_play_is_over (play));
  g_assert_true (drive_in_gros_play_has_next_movie (play));
  g_assert_true (gros_series_add_game (expected,
                                       game_session_get_state (drive_in_game_play_get_session (
                                                                 play))));

  /* Between two Movies the file goes on, at the board, with Next Movie. */
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  drive_in_table_fixture_set_up (&f, app);
  loaded = drive_in_game_play_load (get_catalog (), file, FALSE, &error);
  g_assert_no_error (error);
  drive_in_table_fixture_show_play (&f, loaded);
  g_assert_false (drive_in_game_play_is_replay (loaded));
  g_assert_true (drive_in_gros_play_has_next_movie (loaded));
  drive_in_test_iterate (20);
  board = get_board (&f);
  g_assert_true (gtk_widget_get_visible (board->next_movie_button));
  /* The end's Ratings, with the series' standing, and the keyboard on Next Movie. */
  g_assert_true (gtk_widget_get_visible (board->ratings_view));
  g_assert_nonnull (strstr (drive_in_ratings_view_get_winner_text (
                              DRIVE_IN_RATINGS_VIEW (board->ratings_view)),
                            "after 1 movie of 2"));
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f.window));

    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==,
                     "table.next-movie");
  }

  activate (&f, "table.next-movie", NULL);
  drive_in_test_iterate (5);
  next = drive_in_table_get_play (f.table);
  g_assert_true (next != loaded);
  drive_in_game_play_set_pace (next, 0);
  next_record = game_session_get_record (drive_in_game_play_get_session (next));
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (next)), <, 50);
  g_assert_false (drive_in_game_play_is_over (next));
  g_assert_cmpuint (game_record_get_seed (next_record), ==,
                    gros_series_get_movie_seed (series, 1));
  g_assert_cmpuint (game_record_get_seed (next_record), !=, game_record_get_seed (record));
  for (guint s = 0; s < 2; s++)
    {
      g_assert_true (g_strv_equal ((const char * const *) game_record_get_deck (next_record, s),
                                   (const char * const *) game_record_get_deck (record, s)));
      g_assert_cmpint (drive_in_game_play_get_player (next, s)->kind, ==,
                       drive_in_game_play_get_player (play, s)->kind);
      /* The computers made this Movie's Titles anew. */
      g_assert_nonnull (drive_in_gros_play_get_title (next, s));
    }
  /* The series took the first Movie's Ratings; the Movie that was left keeps its own. */
  next_series = drive_in_gros_play_dup_series (next);
  g_assert_nonnull (next_series);
  g_assert_cmpuint (gros_series_get_n_played (next_series), ==, 1);
  for (guint s = 0; s < 2; s++)
    g_assert_cmpint (gros_series_get_score (next_series, 0, s), ==,
                     gros_series_get_score (expected, 0, s));
  kept = drive_in_gros_play_dup_series (loaded);
  g_assert_cmpuint (gros_series_get_n_played (kept), ==, 0);
  /* The last Movie has none after it. */
  g_assert_false (drive_in_gros_play_has_next_movie (next));
  g_assert_false (gtk_widget_get_visible (get_board (&f)->next_movie_button));
  g_assert_false (gtk_widget_get_visible (get_board (&f)->ratings_view));

  drive_in_table_fixture_tear_down (&f);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

/* ---- The opening draft ------------------------------------------------------------------ */

static gboolean
draft_pick_or_done (gpointer data)
{
  DriveInGamePlay *play = data;
  const GrosGame *view = game_session_get_view (drive_in_game_play_get_session (play));

  return view->phase != GROS_PHASE_DRAFT || drive_in_game_play_is_human_turn (play);
}

/* The packet card of @handle under the bar, or NULL. */
static DriveInCardWidget *
packet_card (DriveInGrosTable *board,
             int               handle)
{
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (
    drive_in_board_get_choice_box (DRIVE_IN_BOARD (board)), DRIVE_IN_TYPE_CARD_WIDGET);

  for (guint i = 0; i < cards->len; i++)
    if (drive_in_card_widget_get_instance (cards->pdata[i]) == handle)
      return cards->pdata[i];
  return NULL;
}

/* The Resurrected Edition's opening draft at the board: each packet passed to the person
 * lies under the bar as cards face up to them, no wider than the window; a click on one
 * picks it into the hand; then every starting Character may enter play. */
static void
test_opening_draft (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (),
                                                              "resurrected", 3, 909);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  GameSession *session = drive_in_game_play_get_session (play);
  const GrosGame *view;
  DriveInGrosTable *board;
  guint picks = 0;
  int min_width;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  make_titles (&f);
  board = get_board (&f);
  g_assert_cmpint (((const GrosGame *) game_session_get_view (session))->phase, ==,
                   GROS_PHASE_DRAFT);
  for (;;)
    {
      const GameAction *legal;
      DriveInCardWidget *card;
      guint n, hand;

      drive_in_test_wait_until (draft_pick_or_done, play, 20000);
      view = game_session_get_view (session);
      if (view->phase != GROS_PHASE_DRAFT)
        break;
      drive_in_test_iterate (10);
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      /* Every card of the packet is on show, face up to its picker, unmarked. */
      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpint (legal[i].kind, ==, GROS_ACT_CHOOSE);
          card = packet_card (board, legal[i].card);
          g_assert_nonnull (card);
          g_assert_nonnull (drive_in_card_widget_get_shown_card (card));
        }
      gtk_widget_measure (GTK_WIDGET (f.table), GTK_ORIENTATION_HORIZONTAL, -1, &min_width,
                          NULL, NULL, NULL);
      g_assert_cmpint (min_width, <, 1500);
      card = packet_card (board, legal[n - 1].card);
      hand = gros_game_zone_size (view, GROS_ZONE_HAND, 0);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "table.card-click", "i",
                                                 drive_in_card_widget_get_instance (card)));
      view = game_session_get_view (session);
      g_assert_cmpuint (gros_game_zone_size (view, GROS_ZONE_HAND, 0), ==, hand + 1);
      picks++;
    }
  g_assert_cmpuint (picks, ==, 8);

  /* Casting: every Character of the hand may go in; Space says the person is done. */
  drive_in_test_wait_until (human_or_over, play, 20000);
  view = game_session_get_view (session);
  if (view->phase == GROS_PHASE_SETUP_CAST && drive_in_game_play_is_human_turn (play))
    {
      GameAction cast;
      guint before = gros_game_zone_size (view, GROS_ZONE_MOVIE, 0);
      guint n_cast = 0;

      while (drive_in_board_find_first (DRIVE_IN_BOARD (board), GROS_ACT_CAST_START, &cast))
        {
          g_assert_true (drive_in_board_apply (DRIVE_IN_BOARD (board), &cast));
          n_cast++;
        }
      view = game_session_get_view (session);
      g_assert_cmpuint (n_cast, >, 0);
      g_assert_cmpuint (gros_game_zone_size (view, GROS_ZONE_MOVIE, 0), ==, before + n_cast);
      g_assert_cmpint (view->phase, ==, GROS_PHASE_SETUP_CAST);
      activate (&f, "table.pass", NULL);
    }
  drive_in_test_iterate (50);
  view = game_session_get_view (session);
  g_assert_cmpint (view->phase, !=, GROS_PHASE_DRAFT);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- A Draft game from the New Game dialog ----------------------------------------------- */

static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_toplevel (gpointer data)
{
  return find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

/* New Game of the Draft format: the draft dialog's decks start a game at GROS's board, the
 * seats' decks exactly the drafted ones, shuffled with the seed after the draft's. */
static void
test_draft_dialog_starts_board_game (void)
{
  Fixture f = { 0 };
  DriveInSeatPlayer computer = { DRIVE_IN_PLAYER_AI, GAME_AI_RANDOM };
  g_autoptr(GPtrArray) drafted = NULL;
  DriveInNewGameDialog *dialog;
  DriveInDraftDialog *draft;
  DriveInGamePlay *play;
  GameRecord *record;
  const GrosGame *view;

  drive_in_table_fixture_set_up (&f, app);
  activate (&f, "table.new-game", NULL);
  drive_in_test_wait_until (has_toplevel, GSIZE_TO_POINTER (DRIVE_IN_TYPE_NEW_GAME_DIALOG),
                            5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID));
  drive_in_gros_new_game_set_format (dialog, GROS_FORMAT_DRAFT);
  drive_in_new_game_dialog_set_n_seats (dialog, 2);
  drive_in_new_game_dialog_set_player (dialog, 1, &computer);
  drive_in_new_game_dialog_set_seed (dialog, "606");
  drive_in_new_game_dialog_start (dialog);
  drive_in_test_wait_until (has_toplevel, GSIZE_TO_POINTER (DRIVE_IN_TYPE_DRAFT_DIALOG), 5000);
  draft = DRIVE_IN_DRAFT_DIALOG (find_toplevel (DRIVE_IN_TYPE_DRAFT_DIALOG));
  g_object_ref (draft);
  while (!drive_in_draft_dialog_is_done (draft))
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (drive_in_draft_dialog_get_pack (draft),
                                                           0);

      g_assert_nonnull (card);
      g_assert_true (drive_in_draft_dialog_pick (draft, drive_in_card_get_id (card), NULL));
      drive_in_test_iterate (1);
    }
  drafted = drive_in_draft_dialog_dup_decks (draft);
  g_assert_cmpuint (drafted->len, ==, 2);
  drive_in_draft_dialog_start_game (draft);
  drive_in_test_iterate (20);
  g_object_unref (draft);

  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GROS_GAME_ID);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  g_assert_true (DRIVE_IN_IS_GROS_TABLE (drive_in_table_get_board (f.table)));
  g_assert_cmpint (drive_in_game_play_get_player (play, 0)->kind, ==, DRIVE_IN_PLAYER_HUMAN);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->kind, ==, DRIVE_IN_PLAYER_AI);
  record = game_session_get_record (drive_in_game_play_get_session (play));
  g_assert_cmpuint (game_record_get_seed (record), ==, 607);
  view = game_session_get_view (drive_in_game_play_get_session (play));
  g_assert_cmpint (view->params.format, ==, GROS_FORMAT_DRAFT);
  for (guint s = 0; s < 2; s++)
    {
      g_auto(GStrv) ids = drive_in_deck_dup_card_ids (drafted->pdata[s]);

      g_assert_true (g_strv_equal ((const char * const *) game_record_get_deck (record, s),
                                   (const char * const *) ids));
    }
  make_titles (&f);
  drive_in_game_play_set_pace (play, 0);
  drive_in_test_wait_until (human_or_over, play, 30000);
  g_assert_true (drive_in_game_play_is_human_turn (play));
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Printing from the board ------------------------------------------------------------ */

/* Whether @widget's class has the action @name (activating it would open the print dialog). */
static gboolean
has_class_action (GtkWidget  *widget,
                  const char *name)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (widget);
  const char *action;
  GType owner;
  const GVariantType *parameter;
  const char *property;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &action, &parameter,
                                                   &property); i++)
    if (g_str_equal (action, name))
      return TRUE;
  return FALSE;
}

/* The board prints each seat's Title sheet, read from its view: the Titles named at the
 * board, every seat, written out as a PDF; its game menu offers it, and the Ratings so far. */
static void
test_print_title_sheets (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 2,
                                                              31);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gros-board-XXXXXX", &error);
  g_autofree char *path = g_build_filename (tmp, "titles.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  DriveInGrosTable *board;

  g_assert_no_error (error);
  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  make_titles (&f);
  drive_in_test_wait_until (human_or_over, play, 30000);
  board = get_board (&f);
  g_assert_true (has_class_action (GTK_WIDGET (board), "board.print-title-sheet"));
  /* Ratings So Far: as the person may know them, before the end; and away again. */
  g_assert_false (gtk_widget_get_visible (board->ratings_view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.show-ratings", NULL));
  g_assert_true (gtk_widget_get_visible (board->ratings_view));
  g_assert_cmpstr (drive_in_ratings_view_get_winner_text (
                     DRIVE_IN_RATINGS_VIEW (board->ratings_view)), !=, "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.show-ratings", NULL));
  g_assert_false (gtk_widget_get_visible (board->ratings_view));
  operation = drive_in_gros_table_new_title_sheets (board);
  g_assert_nonnull (operation);
  g_assert_cmpuint (drive_in_print_operation_get_n_documents (operation), ==, 2);
  for (guint s = 0; s < 2; s++)
    {
      GrosPrintTitleSheet *sheet = GROS_PRINT_TITLE_SHEET (
        drive_in_print_operation_get_document (operation, s));

      const char * const *words = gros_print_title_sheet_get_words (sheet);

      g_assert_cmpstr (gros_print_title_sheet_get_title (sheet), ==,
                       drive_in_gros_play_get_title (play, s));
      g_assert_cmpuint (gros_print_title_sheet_get_n_players (sheet), ==, 2);
      /* Every word beside the card that gave it: the cards were revealed to everyone, then
       * shuffled back into the deck, where the view shows them as backs. */
      g_assert_cmpuint (g_strv_length ((char **) words), >, 0);
      for (guint w = 0; words[w] != NULL; w++)
        {
          DriveInCard *card = gros_print_title_sheet_get_word_card (sheet, w);
          g_autofree char *a = NULL;
          g_autofree char *b = NULL;

          g_assert_nonnull (card);
          a = g_utf8_casefold (gros_card_get_title_word (card), -1);
          b = g_utf8_casefold (words[w], -1);
          g_assert_cmpstr (a, ==, b);
        }
    }
  g_assert_true (drive_in_print_operation_export (operation, file, &error));
  g_assert_no_error (error);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_file_info_get_size (info), >, 1000);
  drive_in_table_fixture_tear_down (&f);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

/* ---- Formats without popcorn ------------------------------------------------------------ */

/* Classic has no popcorn: the tray where cards are discarded says it pays ability costs; and
 * it is played from one shared deck into one shared graveyard, which the board shows. */
/* Four seats in a wide window: the three others side by side on one line, their names and
 * counts stacked, so the person's seat and hand stay in sight below them. */
static void
test_others_side_by_side (void)
{
  Fixture f = { 0 };
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), NULL, 4,
                                                              52);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  DriveInGrosTable *board;
  graphene_rect_t first, bounds;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  make_titles (&f);
  board = get_board (&f);
  drive_in_test_iterate (200);
  g_assert_cmpuint (board->seats->len, ==, 4);
  g_assert_true (gtk_widget_compute_bounds (board->seats->pdata[1], GTK_WIDGET (board), &first));
  for (guint s = 2; s < 4; s++)
    {
      g_assert_true (gtk_widget_compute_bounds (board->seats->pdata[s], GTK_WIDGET (board),
                                                &bounds));
      g_assert_cmpfloat_with_epsilon (bounds.origin.y, first.origin.y, 0.5);
      g_assert_cmpfloat (bounds.origin.x, >, first.origin.x);
    }
  /* The person's seat is below them. */
  g_assert_true (gtk_widget_compute_bounds (board->seats->pdata[0], GTK_WIDGET (board), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, first.origin.y + first.size.height);
  drive_in_table_fixture_tear_down (&f);
}

static void
test_classic_tray (void)
{
  static const char * const variants[] = { NULL, "classic" };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      Fixture f = { 0 };
      g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (),
                                                                  variants[v], 2, 41);
      g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                                GAME_AI_RANDOM, 1);
      guint64 rng = 0x9e3779b97f4a7c15ull;
      DriveInGrosTable *board;

      drive_in_table_fixture_set_up (&f, app);
      drive_in_table_fixture_show_play (&f, play);
      make_titles (&f);
      board = get_board (&f);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (board->popcorn_tray)), ==,
                       v == 0 ? "Popcorn tray" : "Ability Costs");
      /* Central Casting (Classic): one deck and one graveyard for the table, their counts
       * following the game as it is played. */
      for (guint k = 0; k < 40 && !drive_in_game_play_is_over (play); k++)
        {
          const GrosGame *view = game_session_get_view (drive_in_game_play_get_session (play));
          g_autofree char *deck = NULL;
          g_autofree char *graveyard = NULL;
          const GameAction *legal;
          GameAction action;

          drive_in_test_wait_until (human_or_over, play, 30000);
          if (drive_in_game_play_is_over (play))
            break;
          view = game_session_get_view (drive_in_game_play_get_session (play));
          g_assert_cmpint (view->params.shared_deck, ==, v == 1);
          deck = v == 1
                 ? g_strdup_printf ("Shared deck %u",
                                    gros_game_zone_size (view, GROS_ZONE_DECK, GROS_SHARED_SEAT))
                 : g_strdup_printf ("Deck %u", gros_game_zone_size (view, GROS_ZONE_DECK, 0));
          graveyard = v == 1
                      ? g_strdup_printf ("Shared graveyard · %u",
                                         gros_game_zone_size (view, GROS_ZONE_GRAVEYARD,
                                                              GROS_SHARED_SEAT))
                      : g_strdup_printf ("Graveyard · %u",
                                         gros_game_zone_size (view, GROS_ZONE_GRAVEYARD, 0));
          g_assert_nonnull (strstr (drive_in_gros_table_get_seat_text (board, 0), deck));
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (board->graveyard)), ==, graveyard);
          g_assert_cmpuint (drive_in_game_play_get_human_actions (play, &legal), >, 0);
          rng = rng * 6364136223846793005ull + 1442695040888963407ull;
          action = legal[(rng >> 33) % drive_in_game_play_get_human_actions (play, NULL)];
          g_assert_true (drive_in_board_apply (DRIVE_IN_BOARD (board), &action));
          drive_in_test_iterate (2);
        }
      if (v == 1)
        g_assert_cmpuint (gros_game_zone_size (game_session_get_view (
                                                 drive_in_game_play_get_session (play)),
                                               GROS_ZONE_GRAVEYARD, GROS_SHARED_SEAT), >, 0);
      drive_in_table_fixture_tear_down (&f);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  rules = game_rules_lookup (GROS_GAME_ID);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/gros/table/board/whole-game", test_whole_game);
  g_test_add_func ("/gros/table/board/drop-refused", test_drop_refused);
  g_test_add_func ("/gros/table/board/hot-seat", test_hot_seat);
  g_test_add_func ("/gros/table/board/title-and-undo", test_title_and_undo);
  g_test_add_func ("/gros/table/board/title-at-start", test_title_at_start);
  g_test_add_func ("/gros/table/board/series-next-movie", test_series_next_movie);
  g_test_add_func ("/gros/table/board/opening-draft", test_opening_draft);
  g_test_add_func ("/gros/table/board/draft-dialog-starts-board-game",
                   test_draft_dialog_starts_board_game);
  g_test_add_func ("/gros/table/board/print-title-sheets", test_print_title_sheets);
  g_test_add_func ("/gros/table/board/classic-tray", test_classic_tray);
  g_test_add_func ("/gros/table/board/others-side-by-side", test_others_side_by_side);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
