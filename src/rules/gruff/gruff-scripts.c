/* gruff-scripts.c: the effect of every card of Drive-In's own Gruff set, in the vocabulary
 * of gruff-script.h, by card id. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <string.h>

#include "gruff-script.h"

typedef struct
{
  const char *id;
  const char *script;
} ScriptEntry;

/* Shepherds: their Threshold ability; gruffs: their triggered ability; ability cards: what
 * they do to the target chosen when they are played. */
static const ScriptEntry scripts[] = {
  { "drive-in-gruff:S-01", "on:threshold to:all-own fat:+1" },
  { "drive-in-gruff:S-02", "on:threshold to:own-shepherd crazy:+3" },
  { "drive-in-gruff:S-03", "on:threshold to:all-own mean:+1" },
  { "drive-in-gruff:S-04", "on:threshold to:own-shepherd heal:3 draw:1" },
  { "drive-in-gruff:S-05", "on:threshold to:all-own refresh" },
  { "drive-in-gruff:G-01", "on:declare to:self mean:+1" },
  { "drive-in-gruff:01-01", "to:active damage:+2" },
  { "drive-in-gruff:01-02", "to:own mean:+1" },
  { "drive-in-gruff:01-03", "to:enemy deal:2" },
  { "drive-in-gruff:01-04", "to:own thorns:+1 fat:+1" },
  { "drive-in-gruff:01-05", "to:active damage:+3 fat:-1" },
  { "drive-in-gruff:01-06", "to:own mean:+2" },
  { "drive-in-gruff:01-07", "to:enemy fat:-1" },
  { "drive-in-gruff:01-08", "to:none draw:1 crazy:+1" },
  { "drive-in-gruff:01-09", "to:all-enemy deal:2" },
  { "drive-in-gruff:01-10", "to:own mean:+3 damage:+1" },
  { "drive-in-gruff:G-02", "on:kill to:own-shepherd crazy:+2" },
  { "drive-in-gruff:02-01", "to:active damage:+1 mean:+1" },
  { "drive-in-gruff:02-02", "to:enemy deal:1 exhaust" },
  { "drive-in-gruff:02-03", "to:own fat:+1 defense:+1" },
  { "drive-in-gruff:02-04", "to:enemy-shepherd hurt:1" },
  { "drive-in-gruff:02-05", "to:enemy mean:-2" },
  { "drive-in-gruff:02-06", "to:own damage:+2" },
  { "drive-in-gruff:02-07", "to:own-shepherd heal:3" },
  { "drive-in-gruff:02-08", "to:own refresh draw:1" },
  { "drive-in-gruff:02-09", "to:all-enemy fat:-1" },
  { "drive-in-gruff:02-10", "to:own mean:+2 damage:+2" },
  { "drive-in-gruff:G-03", "on:activate to:opposite deal:1" },
  { "drive-in-gruff:03-01", "to:enemy deal:3" },
  { "drive-in-gruff:03-02", "to:own defense:+2" },
  { "drive-in-gruff:03-03", "to:own fat:+2 weird:-1" },
  { "drive-in-gruff:03-04", "to:all-own mean:+1" },
  { "drive-in-gruff:03-05", "to:enemy exhaust" },
  { "drive-in-gruff:03-06", "to:enemy weird:-2 mean:-1" },
  { "drive-in-gruff:03-07", "to:none draw:1" },
  { "drive-in-gruff:03-08", "to:own damage:+3 fat:-1" },
  { "drive-in-gruff:03-09", "to:active damage:+5" },
  { "drive-in-gruff:03-10", "to:enemy deal:6" },
  { "drive-in-gruff:G-04", "on:activate to:self weird:+1" },
  { "drive-in-gruff:04-01", "to:none crazy:+2" },
  { "drive-in-gruff:04-02", "to:own weird:+2" },
  { "drive-in-gruff:04-03", "to:enemy exhaust" },
  { "drive-in-gruff:04-04", "to:enemy mean:-3" },
  { "drive-in-gruff:04-05", "to:own swap" },
  { "drive-in-gruff:04-06", "to:none draw:2" },
  { "drive-in-gruff:04-07", "to:own defense:+4" },
  { "drive-in-gruff:04-08", "to:enemy-shepherd crazy:-2" },
  { "drive-in-gruff:04-09", "to:own weird:+3 fat:+1" },
  { "drive-in-gruff:04-10", "to:all-enemy mean:-1 exhaust" },
  { "drive-in-gruff:G-05", "on:grow to:none draw:1" },
  { "drive-in-gruff:05-01", "to:none discard:1" },
  { "drive-in-gruff:05-02", "to:own weird:+1 mean:+1" },
  { "drive-in-gruff:05-03", "to:enemy deal:2 mean:-1" },
  { "drive-in-gruff:05-04", "to:enemy fat:-2" },
  { "drive-in-gruff:05-05", "to:none draw:1 crazy:+1" },
  { "drive-in-gruff:05-06", "to:own thorns:+2" },
  { "drive-in-gruff:05-07", "to:enemy-shepherd hurt:2" },
  { "drive-in-gruff:05-08", "to:own weird:+1" },
  { "drive-in-gruff:05-09", "to:own-dead raise" },
  { "drive-in-gruff:05-10", "to:own mean:+2 weird:+2 fat:+2" },
  { "drive-in-gruff:G-06", "on:move to:opposite exhaust" },
  { "drive-in-gruff:06-01", "to:own swap" },
  { "drive-in-gruff:06-02", "to:enemy mean:-2" },
  { "drive-in-gruff:06-03", "to:own weird:+1 defense:+1" },
  { "drive-in-gruff:06-04", "to:none cancel" },
  { "drive-in-gruff:06-05", "to:own defense:+3" },
  { "drive-in-gruff:06-06", "to:enemy-shepherd crazy:-3" },
  { "drive-in-gruff:06-07", "to:enemy deal:2" },
  { "drive-in-gruff:06-08", "to:own-shepherd heal:2" },
  { "drive-in-gruff:06-09", "to:none cancel draw:2" },
  { "drive-in-gruff:06-10", "to:own weird:+2 thorns:+2" },
  { "drive-in-gruff:G-07", "on:defend to:self fat:+1" },
  { "drive-in-gruff:07-01", "to:own fat:+1" },
  { "drive-in-gruff:07-02", "to:enemy deal:1 fat:-1" },
  { "drive-in-gruff:07-03", "to:own defense:+2" },
  { "drive-in-gruff:07-04", "to:own defense:+4 thorns:+1" },
  { "drive-in-gruff:07-05", "to:enemy exhaust" },
  { "drive-in-gruff:07-06", "to:own-shepherd heal:3" },
  { "drive-in-gruff:07-07", "to:own fat:+2" },
  { "drive-in-gruff:07-08", "to:own swap" },
  { "drive-in-gruff:07-09", "to:own fat:+4" },
  { "drive-in-gruff:07-10", "to:own defense:+8" },
  { "drive-in-gruff:G-08", "on:defend to:attacker deal:2" },
  { "drive-in-gruff:08-01", "to:own thorns:+1 defense:+1" },
  { "drive-in-gruff:08-02", "to:none draw:1" },
  { "drive-in-gruff:08-03", "to:enemy fat:-2" },
  { "drive-in-gruff:08-04", "to:enemy mean:-2" },
  { "drive-in-gruff:08-05", "to:enemy deal:3" },
  { "drive-in-gruff:08-06", "to:own defense:+2" },
  { "drive-in-gruff:08-07", "to:own defense:+2 weird:+1" },
  { "drive-in-gruff:08-08", "to:own swap" },
  { "drive-in-gruff:08-09", "to:all-enemy deal:2" },
  { "drive-in-gruff:08-10", "to:own fat:+3 thorns:+2" },
  { "drive-in-gruff:G-09", "on:grow to:adjacent fat:+1" },
  { "drive-in-gruff:09-01", "to:own defense:+2" },
  { "drive-in-gruff:09-02", "to:own fat:+1 weird:+1" },
  { "drive-in-gruff:09-03", "to:enemy mean:-1 weird:-1" },
  { "drive-in-gruff:09-04", "to:own-dead raise" },
  { "drive-in-gruff:09-05", "to:own defense:+3" },
  { "drive-in-gruff:09-06", "to:own-shepherd heal:3" },
  { "drive-in-gruff:09-07", "to:own refresh" },
  { "drive-in-gruff:09-08", "to:all-own fat:+1" },
  { "drive-in-gruff:09-09", "to:own fat:+3 defense:+2" },
  { "drive-in-gruff:09-10", "to:own-shepherd heal:6 draw:1" },
  { "drive-in-gruff:G-10", "on:kill to:self fat:+1" },
  { "drive-in-gruff:10-01", "to:active damage:+2" },
  { "drive-in-gruff:10-02", "to:enemy deal:1 fat:-1" },
  { "drive-in-gruff:10-03", "to:own mean:+1 damage:+1" },
  { "drive-in-gruff:10-04", "to:enemy-shepherd hurt:2" },
  { "drive-in-gruff:10-05", "to:enemy defense:-2" },
  { "drive-in-gruff:10-06", "to:enemy deal:3" },
  { "drive-in-gruff:10-07", "to:own mean:+1" },
  { "drive-in-gruff:10-08", "to:enemy exhaust" },
  { "drive-in-gruff:10-09", "to:own mean:+3" },
  { "drive-in-gruff:10-10", "to:enemy deal:4 fat:-1" },
  { "drive-in-gruff:G-11", "on:declare to:own-shepherd crazy:+1" },
  { "drive-in-gruff:11-01", "to:none crazy:+2" },
  { "drive-in-gruff:11-02", "to:own weird:+1 defense:+1" },
  { "drive-in-gruff:11-03", "to:enemy mean:-2" },
  { "drive-in-gruff:11-04", "to:enemy exhaust" },
  { "drive-in-gruff:11-05", "to:own swap" },
  { "drive-in-gruff:11-06", "to:own defense:+3" },
  { "drive-in-gruff:11-07", "to:none discard:2" },
  { "drive-in-gruff:11-08", "to:none draw:1" },
  { "drive-in-gruff:11-09", "to:all-enemy mean:-2" },
  { "drive-in-gruff:11-10", "to:own weird:+3 defense:+1" },
  { "drive-in-gruff:G-12", "on:move to:self fat:+1" },
  { "drive-in-gruff:12-01", "to:enemy deal:2" },
  { "drive-in-gruff:12-02", "to:own defense:+1 fat:+1" },
  { "drive-in-gruff:12-03", "to:own defense:+3" },
  { "drive-in-gruff:12-04", "to:own swap" },
  { "drive-in-gruff:12-05", "to:own fat:+2" },
  { "drive-in-gruff:12-06", "to:enemy exhaust fat:-1" },
  { "drive-in-gruff:12-07", "to:enemy deal:3" },
  { "drive-in-gruff:12-08", "to:own-shepherd heal:2 draw:1" },
  { "drive-in-gruff:12-09", "to:own fat:+3 thorns:+1" },
  { "drive-in-gruff:12-10", "to:all-enemy deal:1 exhaust" },
};

const char *
gruff_scripts_lookup (const char *card_id)
{
  g_return_val_if_fail (card_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
    if (strcmp (scripts[i].id, card_id) == 0)
      return scripts[i].script;
  return NULL;
}

guint
gruff_scripts_count (const char *sigil)
{
  gsize len;
  guint n = 0;

  g_return_val_if_fail (sigil != NULL, 0);

  len = strlen (sigil);
  for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
    if (strncmp (scripts[i].id, sigil, len) == 0 && scripts[i].id[len] == ':')
      n++;
  return n;
}
