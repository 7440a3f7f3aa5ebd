/* drive-in-game-info.c: what the card library knows of each game it holds cards for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-game-info-private.h"

/* Games drive_in_game_info_register() may add besides the built-in ones (builtin-games.c). */
#define MAX_REGISTERED 8
/* Room for the built-in games and the registered ones. */
#define MAX_GAMES 24

/* The built-in games, then the registered ones: one array, so that drive_in_game_info_list()
 * hands out a pointer that stays valid. */
static const DriveInGameInfo *game_list[MAX_GAMES];
static guint n_game_list;
static guint n_builtin;

static void
ensure_list (void)
{
  static gsize made;

  if (g_once_init_enter (&made))
    {
      const DriveInGameInfo *builtin = drive_in_game_info_builtin (&n_builtin);

      g_assert (n_builtin + MAX_REGISTERED <= G_N_ELEMENTS (game_list));
      for (guint i = 0; i < n_builtin; i++)
        game_list[i] = &builtin[i];
      n_game_list = n_builtin;
      g_once_init_leave (&made, 1);
    }
}

const DriveInGameInfo *const *
drive_in_game_info_list (guint *out_n_games)
{
  ensure_list ();
  if (out_n_games != NULL)
    *out_n_games = n_game_list;
  return game_list;
}

const DriveInGameInfo *
drive_in_game_info_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  ensure_list ();
  for (guint i = 0; i < n_game_list; i++)
    if (g_str_equal (game_list[i]->id, id))
      return game_list[i];
  return NULL;
}

gboolean
drive_in_game_info_register (const DriveInGameInfo *info)
{
  g_return_val_if_fail (info != NULL && info->id != NULL && info->label != NULL, FALSE);
  g_return_val_if_fail (info->variants != NULL && info->n_variants > 0, FALSE);
  g_return_val_if_fail (drive_in_game_info_lookup (info->id) == NULL, FALSE);
  g_return_val_if_fail (n_game_list < n_builtin + MAX_REGISTERED, FALSE);

  game_list[n_game_list++] = info;
  return TRUE;
}

char *
drive_in_game_info_dup_id_list (void)
{
  GString *list = g_string_new (NULL);

  ensure_list ();
  for (guint i = 0; i < n_game_list; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", game_list[i]->id);
  return g_string_free (list, FALSE);
}

const char *
drive_in_game_info_get_label (const DriveInGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return _(info->label);
}

const DriveInCardKindInfo *
drive_in_game_info_find_kind (const DriveInGameInfo *info,
                          const char         *kind_id)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (kind_id != NULL, NULL);

  for (guint i = 0; i < info->n_kinds; i++)
    if (g_str_equal (info->kinds[i].id, kind_id))
      return &info->kinds[i];
  return NULL;
}

const char *
drive_in_game_info_card_kind_label (DriveInCard *card)
{
  const DriveInGameInfo *info;
  const DriveInCardKindInfo *kind;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  info = drive_in_game_info_lookup (drive_in_card_get_game (card));
  kind = info != NULL ? drive_in_game_info_find_kind (info, drive_in_card_get_kind (card)) : NULL;
  return kind != NULL ? _(kind->label) : drive_in_card_get_kind (card);
}

const char *
drive_in_game_info_kind_label (const DriveInCardKindInfo *kind)
{
  g_return_val_if_fail (kind != NULL, NULL);

  return _(kind->label);
}

const char *
drive_in_game_info_kind_plural (const DriveInCardKindInfo *kind)
{
  g_return_val_if_fail (kind != NULL, NULL);

  return _(kind->plural);
}

const DriveInGameVariant *
drive_in_game_info_get_variants (const DriveInGameInfo *info,
                             guint              *out_n_variants)
{
  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (out_n_variants != NULL, NULL);

  *out_n_variants = info->n_variants;
  return info->variants;
}

const DriveInGameVariant *
drive_in_game_info_find_variant (const DriveInGameInfo *info,
                             const char         *variant_id)
{
  const DriveInGameVariant *variants;
  guint n;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (variant_id != NULL, NULL);

  variants = drive_in_game_info_get_variants (info, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i].id, variant_id))
      return &variants[i];
  return NULL;
}

const char *
drive_in_game_info_variant_label (const DriveInGameVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);

  return _(variant->label);
}

const char *
drive_in_game_info_variant_summary (const DriveInGameVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);

  return variant->summary != NULL ? _(variant->summary) : "";
}

char *
drive_in_game_info_dup_variant_list (const DriveInGameInfo *info)
{
  const DriveInGameVariant *variants;
  GString *list;
  guint n;

  g_return_val_if_fail (info != NULL, NULL);

  variants = drive_in_game_info_get_variants (info, &n);
  list = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", variants[i].id);
  return g_string_free (list, FALSE);
}
