/* game-rules.c: the games Drive-In has rules for, and what every game's parameters share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "drive-in-catalog.h"
#include "drive-in-error.h"
#include "drive-in-release.h"
#include "game-rules-private.h"

/* Games game_rules_register() may add besides the built-in ones (builtin-rules.c). */
#define MAX_REGISTERED 8
/* Room for the built-in games and the registered ones. */
#define MAX_GAMES 24

/* The built-in games, then the registered ones: one array, so that game_rules_list() hands
 * out a pointer that stays valid. */
static const GameRules *games[MAX_GAMES];
static guint n_games;
static guint n_builtin;

static void
ensure_games (void)
{
  static gsize made;

  if (g_once_init_enter (&made))
    {
      const GameRules *const *builtin = game_rules_builtin (&n_builtin);

      g_assert (n_builtin + MAX_REGISTERED <= G_N_ELEMENTS (games));
      for (guint i = 0; i < n_builtin; i++)
        games[i] = builtin[i];
      n_games = n_builtin;
      g_once_init_leave (&made, 1);
    }
}

const GameRules *const *
game_rules_list (guint *out_n_games)
{
  ensure_games ();
  if (out_n_games != NULL)
    *out_n_games = n_games;
  return games;
}

const GameRules *
game_rules_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  ensure_games ();
  for (guint i = 0; i < n_games; i++)
    if (g_str_equal (games[i]->id, game_id))
      return games[i];
  return NULL;
}

gboolean
game_rules_register (const GameRules *rules)
{
  g_return_val_if_fail (rules != NULL && rules->id != NULL, FALSE);
  g_return_val_if_fail (game_rules_lookup (rules->id) == NULL, FALSE);
  g_return_val_if_fail (n_games < n_builtin + MAX_REGISTERED, FALSE);

  games[n_games++] = rules;
  return TRUE;
}

const GameRules *
game_rules_for_card (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  return game_rules_lookup (drive_in_card_get_game (card));
}

gpointer
game_rules_world_db_new (const GameRules *rules,
                         gconstpointer    view_db,
                         DriveInCatalog  *catalog)
{
  GListModel *releases;
  gpointer db;

  g_return_val_if_fail (rules != NULL && view_db != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);

  db = rules->cards.db_new ();
  /* The view's cards first, at their indices: the view's definitions keep their meaning. */
  for (guint d = 0; d < rules->cards.db_n_cards (view_db); d++)
    {
      DriveInCard *card = drive_in_catalog_lookup (catalog, rules->cards.db_card_id (view_db, d));

      if (card == NULL || game_rules_for_card (card) != rules
          || rules->cards.db_add_card (db, card) != d)
        {
          rules->cards.db_unref (db);
          return NULL;
        }
    }
  releases = drive_in_catalog_get_releases (catalog);
  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      if (g_strcmp0 (drive_in_release_get_game (release), rules->id) != 0)
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          rules->cards.db_add_card (db, card);
        }
    }
  return db;
}

gboolean
game_rules_world_from_view (const GameRules *rules,
                            gconstpointer    view,
                            guint            seat,
                            gpointer         db,
                            guint64          seed,
                            gpointer         out,
                            GError         **error)
{
  g_autofree gpointer copy = NULL;
  g_autofree char *problem = NULL;
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (rules != NULL && view != NULL && db != NULL && out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (rules->views.world_from_view == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "%s cannot make a world from a seat's view yet", rules->id);
      return FALSE;
    }
  if (seat >= rules->play.n_seats (view))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "No seat %u at this table",
                   seat + 1);
      return FALSE;
    }
  if (rules->views.view_dup_words != NULL && rules->views.view_set_words != NULL)
    {
      /* Words are numbered by a db: the view's go into @db, as they travelled, by text. */
      copy = g_memdup2 (view, rules->state_size);
      words = rules->views.view_dup_words (view);
      if (!rules->views.view_set_words (copy, db, (const char * const *) words))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               "The view's words do not fit the world's card list");
          return FALSE;
        }
      view = copy;
    }
  if (!rules->views.world_from_view (view, seat, db, seed, out, &problem))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "No world fits the view: %s",
                   problem != NULL ? problem : "no reason given");
      return FALSE;
    }
  return TRUE;
}

const GameVariant *
game_rules_find_variant (const GameRules *rules,
                         const char      *variant_id)
{
  const GameVariant *variants;
  guint n;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (variant_id != NULL, NULL);

  n = rules->list_variants (&variants);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i].id, variant_id))
      return &variants[i];
  return NULL;
}

/* Whether @card is an instance of @state that @viewer cannot see. */
static gboolean
hidden_from (const GameRules *rules,
             gconstpointer    state,
             int              card,
             int              viewer)
{
  return card >= 0 && (guint) card < rules->views.n_cards (state)
         && !rules->views.card_visible_to (state, card, viewer);
}

char *
game_rules_action_to_string_for (const GameRules  *rules,
                                 gconstpointer     state,
                                 const GameAction *action,
                                 int               viewer)
{
  gboolean card_hidden, target_hidden;
  GameAction shown;

  g_return_val_if_fail (rules != NULL && state != NULL && action != NULL, NULL);

  if (viewer == GAME_VIEWER_ALL)
    return rules->text.action_to_string (action);
  card_hidden = hidden_from (rules, state, action->card, viewer);
  target_hidden = hidden_from (rules, state, action->target, viewer);
  if (!card_hidden && !target_hidden)
    return rules->text.action_to_string (action);

  /* Instance numbers follow the deck lists: a hidden card's own number would tell which
   * card it is. */
  shown = *action;
  if (rules->views.project_view != NULL)
    {
      g_autofree gpointer view = game_state_new (rules);
      g_autofree int *map = g_new (int, rules->views.n_cards (state));

      rules->views.project_view (state, viewer, view, map);
      if (card_hidden)
        shown.card = map[action->card];
      if (target_hidden)
        shown.target = map[action->target];
      return rules->text.action_to_string (&shown);
    }
  if (card_hidden)
    shown.card = GAME_NO_CARD;
  if (target_hidden)
    shown.target = GAME_NO_CARD;
  return rules->text.action_to_string (&shown);
}

guint
game_params_get (const GameRules      *rules,
                 gconstpointer         params,
                 const GameParamField *field)
{
  const guint8 *p;

  g_return_val_if_fail (rules != NULL && params != NULL && field != NULL, 0);
  g_return_val_if_fail (field->offset + field->size <= rules->params_size, 0);

  p = (const guint8 *) params + field->offset;
  if (field->size == 1)
    return *p;
  return *(const guint16 *) p;
}

void
game_params_set (const GameRules      *rules,
                 gpointer              params,
                 const GameParamField *field,
                 guint                 value)
{
  guint8 *p;

  g_return_if_fail (rules != NULL && params != NULL && field != NULL);
  g_return_if_fail (field->offset + field->size <= rules->params_size);

  p = (guint8 *) params + field->offset;
  if (field->size == 1)
    *p = value;
  else
    *(guint16 *) p = value;
}
