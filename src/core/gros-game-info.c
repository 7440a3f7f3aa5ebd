/* gros-game-info.c: what the card library knows of each game it holds cards for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-game-info.h"

/* GROS's kinds are its card types, in GrosCardType order. */
static const GrosCardKindInfo gros_kinds[] = {
  { "character", N_("Character"), N_("Characters") },
  { "creature", N_("Creature"), N_("Creatures") },
  { "location", N_("Location"), N_("Locations") },
  { "prop", N_("Prop"), N_("Props") },
  { "special-effect", N_("Special Effect"), N_("Special Effects") },
  { "plot-twist", N_("Plot Twist"), N_("Plot Twists") },
  { "roll-the-credits", N_("Roll the Credits"), N_("Roll the Credits") },
};

static const GrosCardKindInfo grotto_kinds[] = {
  { "beast", N_("Beast"), N_("Beasts") },
  { "grotto", N_("Grotto"), N_("Grottos") },
  { "wish", N_("Wish"), N_("Wishes") },
  { "challenger", N_("Challenger"), N_("Challengers") },
};

static const GrosCardKindInfo groo_kinds[] = {
  { "building", N_("Building"), N_("Buildings") },
  { "troop", N_("Troop"), N_("Troops") },
  { "groo-effect", N_("Groo Effect"), N_("Groo Effects") },
  { "wild", N_("Wild"), N_("Wilds") },
  { "event", N_("Event"), N_("Events") },
};

static const GrosCardKindInfo gruff_kinds[] = {
  { "shepherd", N_("Shepherd"), N_("Shepherds") },
  { "gruff", N_("Gruff"), N_("Gruffs") },
  { "ability", N_("Ability"), N_("Abilities") },
};

static const GrosGameInfo games[] = {
  { GROS_GAME_ID_GROS, N_("Grave Robbers From Outer Space"), gros_kinds,
    G_N_ELEMENTS (gros_kinds) },
  { GROS_GAME_ID_GROTTO_BEASTS, N_("Grotto Beasts!"), grotto_kinds,
    G_N_ELEMENTS (grotto_kinds) },
  { GROS_GAME_ID_GROO, N_("Groo: The Game"), groo_kinds, G_N_ELEMENTS (groo_kinds) },
  { GROS_GAME_ID_GRUFF, N_("Gruff"), gruff_kinds, G_N_ELEMENTS (gruff_kinds) },
};

static const GrosGameInfo *const game_list[] = { &games[0], &games[1], &games[2], &games[3] };

const GrosGameInfo *const *
gros_game_info_list (guint *out_n_games)
{
  if (out_n_games != NULL)
    *out_n_games = G_N_ELEMENTS (game_list);
  return game_list;
}

const GrosGameInfo *
gros_game_info_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].id, id))
      return &games[i];
  return NULL;
}

char *
gros_game_info_dup_id_list (void)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", games[i].id);
  return g_string_free (list, FALSE);
}

const char *
gros_game_info_get_label (const GrosGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return _(info->label);
}

const GrosCardKindInfo *
gros_game_info_find_kind (const GrosGameInfo *info,
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
gros_game_info_card_kind_label (GrosCard *card)
{
  const GrosGameInfo *info;
  const GrosCardKindInfo *kind;

  g_return_val_if_fail (GROS_IS_CARD (card), NULL);

  info = gros_game_info_lookup (gros_card_get_game (card));
  kind = info != NULL ? gros_game_info_find_kind (info, gros_card_get_kind (card)) : NULL;
  return kind != NULL ? _(kind->label) : gros_card_get_kind (card);
}

const char *
gros_game_info_kind_label (const GrosCardKindInfo *kind)
{
  g_return_val_if_fail (kind != NULL, NULL);

  return _(kind->label);
}

const char *
gros_game_info_kind_plural (const GrosCardKindInfo *kind)
{
  g_return_val_if_fail (kind != NULL, NULL);

  return _(kind->plural);
}
