/* groo-print-reference.c: Groo's printed turn reference, made from the rules' own data. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-game-info.h"
#include "groo-card-face.h"
#include "groo-print-reference.h"
#include "groo-game-id.h"

/* What happens in each phase, in a sentence or two (003's Sequence of Play, in our words). */
static char *
dup_phase_text (GrooPhase              phase,
                const GrooRulesParams *params)
{
  switch (phase)
    {
    case GROO_PHASE_DISCARD:
      return g_strdup (_("Optional. Discard any or all of the cards in your hand, or none."));
    case GROO_PHASE_DRAW:
      return g_strdup_printf (_("Draw to %u cards, looking at each before the next. An Event "
                                "drawn is played at once, discarded, and drawing goes on."),
                              params->hand_size);
    case GROO_PHASE_ATTACK:
      return g_strdup (_("Optional. Attack one enemy town with some or all of your Troops; its "
                         "owner defends with some or none. Attack greater than defense costs "
                         "the defender that many VP of Buildings (printed values, chosen by the "
                         "defender, never half a Building). Every committed Troop is "
                         "discarded."));
    case GROO_PHASE_CONSTRUCTION:
      return g_strdup (_("Roll all seven dice. A move on the black die moves Groo at once. "
                         "Groo Heads play Groo Effect cards on the town hosting Groo. Spend the "
                         "other symbols on Buildings and Troops from your hand, each die once."));
    case GROO_PHASE_LEFTOVER:
      return g_strdup (_("The dice you did not use, Groo Heads included, go to the player on "
                         "your left, who may buy with them and pass the rest on, until the dice "
                         "have gone round once or are all used."));
    case GROO_PHASE_SECOND_DRAW:
      return g_strdup_printf (_("Draw to %u cards again; Events are played as they are "
                                "drawn. The next player to the left begins a turn."),
                              params->hand_size);
    default:
      return NULL;
    }
}

static void
add_die (DriveInPrintTurnReference *reference,
         const char             *name,
         gboolean                black,
         const uint8_t          *faces)
{
  const char *symbols[GROO_DIE_FACES];
  const char *labels[GROO_DIE_FACES];

  for (guint i = 0; i < GROO_DIE_FACES; i++)
    {
      symbols[i] = groo_face_to_string ((GrooFace) faces[i]);
      labels[i] = groo_face_label ((GrooFace) faces[i]);
    }
  drive_in_print_turn_reference_add_die (reference, name, black, symbols, labels, GROO_DIE_FACES);
}

DriveInPrintTurnReference *
groo_print_reference_new_for_params (const GrooRulesParams *params)
{
  DriveInPrintTurnReference *reference;
  GrooRulesParams defaults;
  g_autofree char *goals = NULL;
  g_autofree char *deck = NULL;

  if (params == NULL)
    {
      groo_rules_params_init (&defaults);
      params = &defaults;
    }

  reference = drive_in_print_turn_reference_new (
    drive_in_game_info_get_label (drive_in_game_info_lookup (GROO_GAME_ID)));
  drive_in_print_turn_reference_set_die_func (reference, groo_card_face_draw_die);
  for (GrooPhase phase = GROO_PHASE_DISCARD; phase <= GROO_PHASE_SECOND_DRAW; phase++)
    {
      g_autofree char *text = dup_phase_text (phase, params);

      drive_in_print_turn_reference_add_phase (reference, groo_phase_label (phase), text);
    }

  add_die (reference, _("The six white Raw Materials dice: each shows one of these faces"),
           FALSE, params->white_faces);
  add_die (reference, _("The black Groo Movement die (left is the next player in turn order)"),
           TRUE, params->black_faces);

  goals = g_strdup_printf (_("The end: a town with %u or more VP of Buildings at the end of any "
                             "turn ends the game (%u with three players, %u with two). Most VP "
                             "wins, then the stronger Army by Attack, then the town farthest "
                             "from Groo; else a tie."),
                           params->goal_more, params->goal_three, params->goal_two);
  drive_in_print_turn_reference_add_note (reference, goals);
  drive_in_print_turn_reference_add_note (reference,
                                      _("With two players any move of Groo goes to the other "
                                        "town; with three, a move of two towns moves one."));
  deck = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "When the deck runs out, shuffle the discard pile into a "
                                       "new deck. Once it has run out %u time, the current "
                                       "player finishes the turn and every other player has "
                                       "one more.",
                                       "When the deck runs out, shuffle the discard pile into a "
                                       "new deck. Once it has run out %u times, the current "
                                       "player finishes the turn and every other player has "
                                       "one more.", params->deck_runs),
                          params->deck_runs);
  drive_in_print_turn_reference_add_note (reference, deck);
  return reference;
}

DriveInPrintDocument *
groo_print_reference_new (void)
{
  return DRIVE_IN_PRINT_DOCUMENT (groo_print_reference_new_for_params (NULL));
}
