/* hidden-info-check.h: game-neutral checks that nothing shown to a viewer identifies a card
 * hidden from it; each game plugs in a few callbacks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What would identify the cards hidden from one viewer, and the names it may read. The
 * strings are borrowed from the game and must live as long as the HiddenSecrets (a card db
 * kept for every game of a run); one HiddenSecrets per viewer is refilled only when what
 * the viewer sees changes, so that checking after every event stays cheap. */
typedef struct
{
  GPtrArray  *hidden_names;   /* const char*: names of cards hidden from the viewer */
  GPtrArray  *hidden_ids;     /* const char*: their card ids ("drive-in:01-05") */
  GPtrArray  *hidden_words;   /* const char*: other words printed on them only (Title words) */
  GByteArray *hidden_cards;   /* [n] != 0: instance n is hidden */
  GPtrArray  *allowed;        /* const char*: names and words the viewer may read (visible
                               * cards, rule words): a hidden name inside one is no leak */
  /* Filled by the checker: the letter pairs of each hidden string, and the stamp of the
   * game's knowledge the lists were made for (they are refilled when it changes). */
  GArray     *name_blooms;
  GArray     *id_blooms;
  GArray     *word_blooms;
  GHashTable *blooms;         /* string -> its letter pairs, worked out once */
  guint64     stamp;
  gboolean    filled;
  gboolean    distinct;       /* set by the game: no hidden string is repeated or allowed */
  GPtrArray  *shown;          /* scratch for the texts of one check */
  GPtrArray  *permuted;
} HiddenSecrets;

void hidden_secrets_init  (HiddenSecrets *secrets);
/* Empties it for the next check. */
void hidden_secrets_reset (HiddenSecrets *secrets);
void hidden_secrets_clear (HiddenSecrets *secrets);
void hidden_secrets_add_card (HiddenSecrets *secrets,
                              guint          instance);
/* Once the lists are filled: readies them for hidden_info_check_texts() (the checks that
 * collect secrets themselves do it). */
void hidden_secrets_prepare  (HiddenSecrets *secrets);

/* A game as the checker sees it. @game is the game's own state, @data the plug's own. */
typedef struct
{
  const char *name;
  /* Appends to @out (char*, owned by @out) every text shown to @viewer now: log lines,
   * labels, tooltips, accessible names, machine forms, JSON. */
  void     (*collect_shown)   (gconstpointer game,
                               int           viewer,
                               gpointer      data,
                               GPtrArray    *out);
  /* Fills @out for @viewer. */
  void     (*collect_secrets) (gconstpointer  game,
                               int            viewer,
                               gpointer       data,
                               HiddenSecrets *out);
  /* A number that changes whenever what @viewer may see changes (which cards are hidden):
   * the secrets are collected again only then. */
  guint64  (*secrets_stamp)   (gconstpointer game,
                               int           viewer,
                               gpointer      data);
  /* A copy of @game in which the cards hidden from @viewer are dealt differently among
   * themselves, everything public kept (NULL: the game cannot); freed with free_game. */
  gpointer (*permute_hidden)  (gconstpointer game,
                               int           viewer,
                               guint64       seed,
                               gpointer      data);
  void     (*free_game)       (gpointer game);
} HiddenInfoGame;

/* Checks what @viewer is shown of @game (with @permute, against a copy whose hidden cards
 * are dealt differently too; @secrets is this viewer's own, kept between checks):
 *  - no hidden card's instance appears where texts carry instances: "card=N", "target=N",
 *    "extra=N" in machine forms, "instance":N and "host":N in JSON;
 *  - no hidden card's id, and no hidden name or word as a whole word outside the allowed
 *    names;
 *  - the same texts are shown when the hidden cards are dealt differently (this catches any
 *    text that depends on which card a hidden one is, names that are substrings of others
 *    included).
 * FALSE with a message naming the leak. */
gboolean hidden_info_check (const HiddenInfoGame *klass,
                            gconstpointer         game,
                            int                   viewer,
                            gboolean              permute,
                            guint64               seed,
                            gpointer              data,
                            HiddenSecrets        *secrets,
                            char                **message);

/* Checks @viewers[0 .. @n_viewers - 1] (each with its own @secrets[]), where @viewers[0] is
 * the one that knows least (the public view: whatever is hidden from it is hidden from any
 * of the others): a viewer shown exactly the texts @viewers[0] is shown needs no check of
 * its own, as those passed the stricter one. *out_checked says how many were checked. */
gboolean hidden_info_check_viewers (const HiddenInfoGame *klass,
                                    gconstpointer         game,
                                    const int            *viewers,
                                    guint                 n_viewers,
                                    gboolean              permute,
                                    guint64               seed,
                                    gpointer              data,
                                    HiddenSecrets        *secrets,
                                    guint                *out_checked,
                                    char                **message);

/* The same checks on texts already collected: @shown for @game, and @permuted (may be NULL)
 * for a copy with the hidden cards dealt differently. */
gboolean hidden_info_check_texts (GPtrArray           *shown,
                                  GPtrArray           *permuted,
                                  const HiddenSecrets *secrets,
                                  char               **message);

G_END_DECLS
