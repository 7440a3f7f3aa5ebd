/* builtin-games.c: the built-in games the card library holds cards for: their kinds, their
 * variants and their deck rules, one entry each (adding a game is one entry here). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-game-info-private.h"
#include "grotto-deck-rules.h"
#include "gruff-deck-rules.h"
#include "gros-card.h"
#include "gros-format.h"
#include "groo-deck-rules.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

/* GROS's kinds are its card types, in GrosCardType order. */
static const DriveInCardKindInfo gros_kinds[] = {
  { "character", N_("Character"), N_("Characters") },
  { "creature", N_("Creature"), N_("Creatures") },
  { "location", N_("Location"), N_("Locations") },
  { "prop", N_("Prop"), N_("Props") },
  { "special-effect", N_("Special Effect"), N_("Special Effects") },
  { "plot-twist", N_("Plot Twist"), N_("Plot Twists") },
  { "roll-the-credits", N_("Roll the Credits"), N_("Roll the Credits") },
};

static const DriveInCardKindInfo grotto_kinds[] = {
  { "beast", N_("Beast"), N_("Beasts") },
  { "grotto", N_("Grotto"), N_("Grottos") },
  { "wish", N_("Wish"), N_("Wishes") },
  { "challenger", N_("Challenger"), N_("Challengers") },
};

static const DriveInCardKindInfo groo_kinds[] = {
  { "building", N_("Building"), N_("Buildings") },
  { "troop", N_("Troop"), N_("Troops") },
  { "groo-effect", N_("Groo Effect"), N_("Groo Effects") },
  { "wild", N_("Wild"), N_("Wilds") },
  { "event", N_("Event"), N_("Events") },
};

static const DriveInCardKindInfo gruff_kinds[] = {
  { "shepherd", N_("Shepherd"), N_("Shepherds") },
  { "gruff", N_("Gruff"), N_("Gruffs") },
  { "ability", N_("Ability"), N_("Abilities") },
};

static const DriveInGameVariant grotto_variants[] = {
  { "classic", N_("Classic Game"), 2, 2,
    N_("Exactly 40 Beasts, Grottos and Wishes, up to 3 copies of a name, one Epic card name; a "
       "side deck holds 7 cards.") },
  { "rumble", N_("Rumble"), 2, 2,
    N_("The Classic deck and one Challenger beside it, whose Goal ends the game; the 7-card "
       "side deck may hold one Challenger.") },
  { "jerma-rumble", N_("Jerma Rumble"), 3, 6,
    N_("A Rumble deck for three to six players: 40 cards and one Challenger beside them.") },
};

static const DriveInGameVariant groo_variants[] = {
  { "standard", N_("Standard Game"), 2, 6,
    N_("One deck for the whole table: any number of copies of each Groo card, with at least "
       "31 cards that are not Events, so that six players are each dealt a hand of 5 and one "
       "card is left to draw.") },
};

static const DriveInGameVariant gruff_variants[] = {
  { "duel", N_("Duel"), 2, 2,
    N_("A shepherd, three gruffs and 8 ability cards of each gruff’s own, each card once; no "
       "more Ultimates than the shepherd’s Breaking Point.") },
};

/* A GROS card is found by its Title word, in the user's language and in English. */
static const char *const gros_searched_attributes[] = {
  GROS_CARD_ATTRIBUTE_TITLE_WORD, GROS_CARD_ATTRIBUTE_ORIGINAL_TITLE_WORD, NULL,
};

/* GROS's card lists group its types in the recommended mix's order. */
static const char *const gros_list_kind_order[] = {
  "character", "creature", "special-effect", "location", "prop", "plot-twist",
  "roll-the-credits", NULL,
};

/* One line per game. */
static const DriveInGameInfo games[] = {
  /* GROS's variants are its deck formats (gros-format.c). */
  { GROS_GAME_ID, N_("Grave Robbers From Outer Space"), gros_kinds,
    G_N_ELEMENTS (gros_kinds), gros_format_variants, G_N_ELEMENTS (gros_format_variants),
    gros_format_validate_deck, gros_format_advise_deck, gros_format_validate_in_variant,
    gros_list_kind_order, gros_searched_attributes },
  { GROTTO_GAME_ID, N_("Grotto Beasts!"), grotto_kinds,
    G_N_ELEMENTS (grotto_kinds), grotto_variants, G_N_ELEMENTS (grotto_variants),
    grotto_deck_validate_deck, NULL },
  { GROO_GAME_ID, N_("Groo: The Game"), groo_kinds, G_N_ELEMENTS (groo_kinds),
    groo_variants, G_N_ELEMENTS (groo_variants), groo_deck_validate_deck, NULL },
  { GRUFF_GAME_ID, N_("Gruff"), gruff_kinds, G_N_ELEMENTS (gruff_kinds),
    gruff_variants, G_N_ELEMENTS (gruff_variants), gruff_deck_validate_deck, NULL },
};

const DriveInGameInfo *
drive_in_game_info_builtin (guint *out_n_games)
{
  g_return_val_if_fail (out_n_games != NULL, NULL);

  *out_n_games = G_N_ELEMENTS (games);
  return games;
}

const char *
drive_in_game_info_get_unnamed_default (void)
{
  /* The first Drive-In played GROS alone and named no game in its files. */
  return GROS_GAME_ID;
}
