/* gros-handlers-private.h: what the files of named C handlers share: their choice kinds,
 * the figures printed on their cards, the helpers they are written with, and each file's
 * part of the handler table. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-game-private.h"

G_BEGIN_DECLS

/* Choice kinds of the handlers below (GrosFrame.kind). */
enum
{
  CHOICE_DISCARD_OR_SELF = 1,
  CHOICE_CURSE_BEARER,      /* which of the tied Characters takes the Curse */
  CHOICE_RANDOM_VICTIM,     /* bank the Twist and let chance pick the victim, or not */
  CHOICE_REDISTRIBUTE,      /* give the dying Character's Props to the others */
  CHOICE_STEAL,             /* take a Character of the attacked Movie, or stop */
  CHOICE_MIMIC_HOST,        /* which of the tied Characters the Creature clings to */
  CHOICE_PROP_TRAIT,        /* the trait whose Props get double Defense */
  CHOICE_EXTRA_KILL,        /* another Character of the attacked Movie to kill */
  CHOICE_UPRISING,          /* the next Character to bring back */
  CHOICE_FIRST_CREATURE,    /* the first Creature of a combined attack from the graveyard */
  CHOICE_SECOND_CREATURE,   /* ... and the second */
  CHOICE_SAVE,              /* pay to save a dying Character, or not */
  CHOICE_BORROW_TRAIT,      /* a trait from the attacked Movie's graveyard, or stop */
  CHOICE_DISCARD_TO_RETURN, /* discard a card to take the Creature back, or not */
  CHOICE_ENCORE,            /* bank the Twist for a second attack, or not */
  CHOICE_REVENGE,           /* bank the Twist for a revenge attack, or not */
};

/* Figures printed on the cards these handlers serve (the vocabulary has no slot for them). */
#define CRITTER_DEFENSE      4  /* the Defense of a Creature that moves into a Movie */
#define BORROWED_TRAIT_BONUS 5  /* Attack for each trait borrowed from a graveyard */
#define BUILDING_GRAVE_CARDS 5  /* graveyard cards that follow a Location to the deck */

/* Helpers (gros-game-handlers.c and the handler files that define them). */
void               gros_handler_ability_attack (GrosRun           *r,
                                                const GrosAbility *ab,
                                                guint              seat,
                                                guint              defender,
                                                int                strength);
void               gros_handler_add_grant_quiet (GrosGame *g,
                                                 int       card,
                                                 int       kind,
                                                 int       trait,
                                                 int       value,
                                                 int       until,
                                                 int       source);
void               gros_handler_add_points (GrosRun *r,
                                            guint    seat,
                                            int      card,
                                            int      points);
gboolean           gros_handler_ask (GrosRun           *r,
                                     guint              seat,
                                     int                card,
                                     const GrosAbility *ab,
                                     guint              kind,
                                     int                target,
                                     guint              target_seat,
                                     int                value);
gboolean           gros_handler_attack_open (const GrosGame *g);
void               gros_handler_bank_now (GrosRun *r,
                                          int      card,
                                          guint    seat,
                                          int      points);
gboolean           gros_handler_combine_into_attack (GrosRun *r,
                                                     int      creature,
                                                     guint    seat);
int                gros_handler_creature_under (const GrosGame *g,
                                                int             twist,
                                                gboolean        face_down);
gboolean           gros_handler_establishing_shot (const GrosGame *g);
const GrosAbility *gros_handler_frame_ability (const GrosGame  *g,
                                               const GrosFrame *frame);
int                gros_handler_free_combined_slot (const GrosGame *g);
void               gros_handler_grant_traits (GrosRun          *r,
                                              int               card,
                                              const GrosTraits *traits);
void               gros_handler_grave_prop_enumerate (const GrosGame *g,
                                                      int             card,
                                                      guint           index,
                                                      guint           seat,
                                                      gboolean        reacting,
                                                      GrosActKind     kind,
                                                      GrosActionList *list);
gboolean           gros_handler_has_grant (const GrosGame *g,
                                           int             card,
                                           int             kind,
                                           int             source);
gboolean           gros_handler_is_character (const GrosGame *g,
                                              int             card);
gboolean           gros_handler_may_start_attack (const GrosGame *g,
                                                  guint           seat,
                                                  gboolean        reacting);
guint              gros_handler_mode_of (const GrosGame    *g,
                                         int                card,
                                         const GrosAbility *ab);
guint              gros_handler_movie_characters (const GrosGame *g,
                                                  guint           seat,
                                                  gboolean        active_only,
                                                  int            *out);
gboolean           gros_handler_movie_has (const GrosGame   *g,
                                           guint             seat,
                                           const GrosFilter *filter,
                                           int               self);
guint              gros_handler_owner_seat (const GrosGame *g,
                                            int             card);
void               gros_handler_pop_frame (GrosRun *r);
int                gros_handler_printed_defense (const GrosGame *g,
                                                 int             card);
void               gros_handler_push_action (GrosActionList *list,
                                             GrosActKind     kind,
                                             guint           seat,
                                             int             card,
                                             guint           mode,
                                             guint           target_seat,
                                             int             target,
                                             int             extra);
void               gros_handler_push_attack_targets (const GrosGame *g,
                                                     int             card,
                                                     guint           index,
                                                     guint           seat,
                                                     gboolean        reacting,
                                                     GrosActKind     kind,
                                                     int             target,
                                                     int             extra,
                                                     int             creature,
                                                     gboolean        optional,
                                                     GrosActionList *list);
guint              gros_handler_seat_of (const GrosGame *g,
                                         int             card);
int                gros_handler_target_printed_defense (const GrosGame   *g,
                                                        int               card,
                                                        const GrosAction *a);

/* Each handler file's part of the table gros_handler_lookup() searches. */
extern const GrosHandler gros_attack_handlers[];
extern const guint       gros_attack_handlers_count;
extern const GrosHandler gros_graveyard_handlers[];
extern const guint       gros_graveyard_handlers_count;
extern const GrosHandler gros_twists_handlers[];
extern const guint       gros_twists_handlers_count;

G_END_DECLS
