/* gros-game-info.c: what the card library knows of each game it holds cards for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-format.h"
#include "gros-game-info.h"
#include "grotto-deck-rules.h"
#include "gruff-deck-rules.h"
#include "groo-deck-rules.h"

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

static const GrosGameVariant grotto_variants[] = {
  { "classic", N_("Classic Game"), 2, 2 },
  { "rumble", N_("Rumble"), 2, 2 },
  { "jerma-rumble", N_("Jerma Rumble"), 3, 6 },
};

static const GrosGameVariant groo_variants[] = {
  { "standard", N_("Standard Game"), 2, 6 },
};

static const GrosGameVariant gruff_variants[] = {
  { "duel", N_("Duel"), 2, 2 },
};

static const GrosGameInfo games[] = {
  /* GROS's variants are its deck formats: gros_game_info_get_variants() makes them. */
  { GROS_GAME_ID_GROS, N_("Grave Robbers From Outer Space"), gros_kinds,
    G_N_ELEMENTS (gros_kinds), NULL, 0 },
  { GROS_GAME_ID_GROTTO_BEASTS, N_("Grotto Beasts!"), grotto_kinds,
    G_N_ELEMENTS (grotto_kinds), grotto_variants, G_N_ELEMENTS (grotto_variants),
    grotto_deck_validate_deck, NULL },
  { GROS_GAME_ID_GROO, N_("Groo: The Game"), groo_kinds, G_N_ELEMENTS (groo_kinds),
    groo_variants, G_N_ELEMENTS (groo_variants), groo_deck_validate_deck, NULL },
  { GROS_GAME_ID_GRUFF, N_("Gruff"), gruff_kinds, G_N_ELEMENTS (gruff_kinds),
    gruff_variants, G_N_ELEMENTS (gruff_variants), gruff_deck_validate_deck, NULL },
};

/* Games gros_game_info_register() may add besides the built-in ones. */
#define MAX_REGISTERED 8

/* The built-in games, then the registered ones: one array, so that gros_game_info_list()
 * hands out a pointer that stays valid. */
static const GrosGameInfo *game_list[G_N_ELEMENTS (games) + MAX_REGISTERED];
static guint n_game_list;

static void
ensure_list (void)
{
  static gsize made;

  if (g_once_init_enter (&made))
    {
      for (guint i = 0; i < G_N_ELEMENTS (games); i++)
        game_list[i] = &games[i];
      n_game_list = G_N_ELEMENTS (games);
      g_once_init_leave (&made, 1);
    }
}

const GrosGameInfo *const *
gros_game_info_list (guint *out_n_games)
{
  ensure_list ();
  if (out_n_games != NULL)
    *out_n_games = n_game_list;
  return game_list;
}

const GrosGameInfo *
gros_game_info_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  ensure_list ();
  for (guint i = 0; i < n_game_list; i++)
    if (g_str_equal (game_list[i]->id, id))
      return game_list[i];
  return NULL;
}

gboolean
gros_game_info_register (const GrosGameInfo *info)
{
  g_return_val_if_fail (info != NULL && info->id != NULL && info->label != NULL, FALSE);
  g_return_val_if_fail (info->variants != NULL && info->n_variants > 0, FALSE);
  g_return_val_if_fail (gros_game_info_lookup (info->id) == NULL, FALSE);
  g_return_val_if_fail (n_game_list < G_N_ELEMENTS (game_list), FALSE);

  game_list[n_game_list++] = info;
  return TRUE;
}

char *
gros_game_info_dup_id_list (void)
{
  GString *list = g_string_new (NULL);

  ensure_list ();
  for (guint i = 0; i < n_game_list; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", game_list[i]->id);
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

const GrosGameVariant *
gros_game_info_get_variants (const GrosGameInfo *info,
                             guint              *out_n_variants)
{
  static GrosGameVariant gros_variants[GROS_FORMAT_N_IDS];
  static gsize made;

  g_return_val_if_fail (info != NULL, NULL);

  if (info->variants != NULL)
    {
      *out_n_variants = info->n_variants;
      return info->variants;
    }
  if (g_once_init_enter (&made))
    {
      for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
        {
          const GrosFormat *format = gros_format_get (i);

          gros_variants[i] = (GrosGameVariant) { format->string_id, format->label, 2, 6 };
        }
      g_once_init_leave (&made, 1);
    }
  *out_n_variants = GROS_FORMAT_N_IDS;
  return gros_variants;
}

const GrosGameVariant *
gros_game_info_find_variant (const GrosGameInfo *info,
                             const char         *variant_id)
{
  const GrosGameVariant *variants;
  guint n;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (variant_id != NULL, NULL);

  variants = gros_game_info_get_variants (info, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (variants[i].id, variant_id))
      return &variants[i];
  return NULL;
}

const char *
gros_game_info_variant_label (const GrosGameVariant *variant)
{
  g_return_val_if_fail (variant != NULL, NULL);

  return _(variant->label);
}

char *
gros_game_info_dup_variant_list (const GrosGameInfo *info)
{
  const GrosGameVariant *variants;
  GString *list;
  guint n;

  g_return_val_if_fail (info != NULL, NULL);

  variants = gros_game_info_get_variants (info, &n);
  list = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", variants[i].id);
  return g_string_free (list, FALSE);
}
