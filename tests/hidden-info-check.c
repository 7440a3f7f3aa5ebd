/* hidden-info-check.c: game-neutral checks that nothing shown to a viewer identifies a card
 * hidden from it; each game plugs in a few callbacks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>
#include <string.h>

#include "hidden-info-check.h"

void
hidden_secrets_init (HiddenSecrets *secrets)
{
  secrets->hidden_names = g_ptr_array_new ();
  secrets->hidden_ids = g_ptr_array_new ();
  secrets->hidden_words = g_ptr_array_new ();
  secrets->hidden_cards = g_byte_array_new ();
  secrets->allowed = g_ptr_array_new ();
  secrets->name_blooms = g_array_new (FALSE, FALSE, sizeof (guint32));
  secrets->id_blooms = g_array_new (FALSE, FALSE, sizeof (guint32));
  secrets->word_blooms = g_array_new (FALSE, FALSE, sizeof (guint32));
  secrets->blooms = g_hash_table_new (NULL, NULL);
  secrets->stamp = 0;
  secrets->filled = FALSE;
  secrets->distinct = FALSE;
  secrets->shown = g_ptr_array_new_with_free_func (g_free);
  secrets->permuted = g_ptr_array_new_with_free_func (g_free);
}

void
hidden_secrets_reset (HiddenSecrets *secrets)
{
  g_ptr_array_set_size (secrets->hidden_names, 0);
  g_ptr_array_set_size (secrets->hidden_ids, 0);
  g_ptr_array_set_size (secrets->hidden_words, 0);
  g_byte_array_set_size (secrets->hidden_cards, 0);
  g_ptr_array_set_size (secrets->allowed, 0);
  secrets->filled = FALSE;
  secrets->distinct = FALSE;
}

void
hidden_secrets_clear (HiddenSecrets *secrets)
{
  g_clear_pointer (&secrets->hidden_names, g_ptr_array_unref);
  g_clear_pointer (&secrets->hidden_ids, g_ptr_array_unref);
  g_clear_pointer (&secrets->hidden_words, g_ptr_array_unref);
  g_clear_pointer (&secrets->hidden_cards, g_byte_array_unref);
  g_clear_pointer (&secrets->allowed, g_ptr_array_unref);
  g_clear_pointer (&secrets->name_blooms, g_array_unref);
  g_clear_pointer (&secrets->id_blooms, g_array_unref);
  g_clear_pointer (&secrets->word_blooms, g_array_unref);
  g_clear_pointer (&secrets->blooms, g_hash_table_unref);
  g_clear_pointer (&secrets->shown, g_ptr_array_unref);
  g_clear_pointer (&secrets->permuted, g_ptr_array_unref);
}

void
hidden_secrets_add_card (HiddenSecrets *secrets,
                         guint          instance)
{
  guint old = secrets->hidden_cards->len;

  if (instance >= old)
    {
      g_byte_array_set_size (secrets->hidden_cards, instance + 1);
      memset (secrets->hidden_cards->data + old, 0, instance + 1 - old);
    }
  secrets->hidden_cards->data[instance] = 1;
}

static gboolean
is_hidden_card (const HiddenSecrets *secrets,
                long                 instance)
{
  return instance >= 0 && instance < secrets->hidden_cards->len
         && secrets->hidden_cards->data[instance] != 0;
}

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || (guchar) c >= 0x80;
}

/* Is [@at, @at + @len) of @text inside an occurrence of an allowed name at least as long
 * (a visible card whose name holds the hidden one, or a visible copy of it)? */
static gboolean
covered_by_allowed (const char *text,
                    gsize       at,
                    gsize       len,
                    GPtrArray  *allowed)
{
  for (guint i = 0; i < allowed->len; i++)
    {
      const char *name = allowed->pdata[i];
      gsize name_len = strlen (name);

      if (name_len < len)
        continue;
      for (gsize q = at + len >= name_len ? at + len - name_len : 0; q <= at; q++)
        if (strncmp (text + q, name, name_len) == 0)
          return TRUE;
    }
  return FALSE;
}

/* The pairs of letters of @s, as bits: a string whose pairs are not all in a text's is not
 * in it, which saves most searches. */
static guint32
bloom_of (const char *s)
{
  guint32 bits = 0;

  for (; s[0] != '\0' && s[1] != '\0'; s++)
    bits |= 1u << (((guchar) s[0] * 31u + (guchar) s[1]) & 31u);
  return bits;
}

/* A hidden name that a visible card bears too cannot tell anything by itself (the other deal
 * of hidden cards catches what depends on it): it is left out of the name search, and so
 * are repeats (copies of one card). */
static void
drop_allowed (GPtrArray  *strings,
              GHashTable *allowed)
{
  guint kept = 0;

  for (guint i = 0; i < strings->len; i++)
    if (!g_hash_table_contains (allowed, strings->pdata[i]))
      {
        g_hash_table_add (allowed, strings->pdata[i]);
        strings->pdata[kept++] = strings->pdata[i];
      }
  g_ptr_array_set_size (strings, kept);
}

static void
fill_blooms (HiddenSecrets *secrets,
             GArray        *blooms,
             GPtrArray     *strings)
{
  g_array_set_size (blooms, strings->len);
  for (guint i = 0; i < strings->len; i++)
    {
      gpointer value;

      /* The strings live as long as the game: their pairs are worked out once. */
      if (!g_hash_table_lookup_extended (secrets->blooms, strings->pdata[i], NULL, &value))
        {
          value = GUINT_TO_POINTER (bloom_of (strings->pdata[i]));
          g_hash_table_insert (secrets->blooms, strings->pdata[i], value);
        }
      g_array_index (blooms, guint32, i) = GPOINTER_TO_UINT (value);
    }
}

/* @needle in @text as a whole word, where no allowed name covers it. */
static gboolean
names_hidden (const char *text,
              const char *needle,
              GPtrArray  *allowed,
              gsize      *out_at)
{
  gsize len = strlen (needle);

  if (len == 0)
    return FALSE;
  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    {
      gboolean start_ok = p == text || !is_word_char (p[-1]) || !is_word_char (needle[0]);
      gboolean end_ok = !is_word_char (p[len]) || !is_word_char (needle[len - 1]);

      if (start_ok && end_ok && !covered_by_allowed (text, p - text, len, allowed))
        {
          *out_at = p - text;
          return TRUE;
        }
    }
  return FALSE;
}

/* Card ids end in digits: "x:01-1" is not inside "x:01-12". */
static gboolean
shows_id (const char *text,
          const char *id,
          GPtrArray  *allowed,
          gsize      *out_at)
{
  gsize len = strlen (id);

  for (const char *p = strstr (text, id); p != NULL; p = strstr (p + 1, id))
    if (!g_ascii_isalnum (p[len]) && p[len] != '-'
        && (p == text || (!g_ascii_isalnum (p[-1]) && p[-1] != '-' && p[-1] != ':'))
        && !covered_by_allowed (text, p - text, len, allowed))
      {
        *out_at = p - text;
        return TRUE;
      }
  return FALSE;
}

/* Instance numbers where texts carry them. */
static const char * const instance_keys[] = {
  "card=", "target=", "extra=", "\"instance\":", "\"host\":",
};

static gboolean
find_hidden_instance (const char          *text,
                      const HiddenSecrets *secrets,
                      int                 *out_card)
{
  for (guint k = 0; k < G_N_ELEMENTS (instance_keys); k++)
    for (const char *p = strstr (text, instance_keys[k]); p != NULL;
         p = strstr (p + 1, instance_keys[k]))
      {
        const char *q = p + strlen (instance_keys[k]);
        char *end = NULL;
        long value;

        while (*q == ' ')
          q++;
        if (!g_ascii_isdigit (*q))
          continue;
        value = strtol (q, &end, 10);
        if (is_hidden_card (secrets, value))
          {
            *out_card = (int) value;
            return TRUE;
          }
      }
  return FALSE;
}

/* Where a long text (JSON) shows something: from a little before it. */
static const char *
around (const char *text,
        gsize       at)
{
  return text + (at > 150 ? at - 150 : 0);
}

gboolean
hidden_info_check_texts (GPtrArray           *shown,
                         GPtrArray           *permuted,
                         const HiddenSecrets *secrets,
                         char               **message)
{
  for (guint i = 0; i < shown->len; i++)
    {
      const char *text = shown->pdata[i];
      guint32 bloom = bloom_of (text);
      gsize at = 0;
      int card;

      if (find_hidden_instance (text, secrets, &card))
        {
          *message = g_strdup_printf ("hidden card instance %d shown in “%s”", card, text);
          return FALSE;
        }

#define MAY_HOLD(list, k) ((g_array_index (secrets->list##_blooms, guint32, k) & ~bloom) == 0)
      for (guint k = 0; k < secrets->hidden_ids->len; k++)
        if (MAY_HOLD (id, k)
            && shows_id (text, secrets->hidden_ids->pdata[k], secrets->allowed, &at))
          {
            *message = g_strdup_printf ("hidden card id %s shown in “%.300s”",
                                        (char *) secrets->hidden_ids->pdata[k], around (text, at));
            return FALSE;
          }
      for (guint k = 0; k < secrets->hidden_names->len; k++)
        if (MAY_HOLD (name, k)
            && names_hidden (text, secrets->hidden_names->pdata[k], secrets->allowed, &at))
          {
            *message = g_strdup_printf ("hidden card “%s” named in “%.300s”",
                                        (char *) secrets->hidden_names->pdata[k],
                                        around (text, at));
            return FALSE;
          }
      for (guint k = 0; k < secrets->hidden_words->len; k++)
        if (MAY_HOLD (word, k)
            && names_hidden (text, secrets->hidden_words->pdata[k], secrets->allowed, &at))
          {
            *message = g_strdup_printf ("word “%s” of a hidden card shown in “%.300s”",
                                        (char *) secrets->hidden_words->pdata[k],
                                        around (text, at));
            return FALSE;
          }
#undef MAY_HOLD
    }

  if (permuted != NULL)
    {
      if (permuted->len != shown->len)
        {
          *message = g_strdup_printf ("%u texts shown, %u once the hidden cards are dealt "
                                      "differently", shown->len, permuted->len);
          return FALSE;
        }
      for (guint i = 0; i < shown->len; i++)
        if (g_strcmp0 (shown->pdata[i], permuted->pdata[i]) != 0)
          {
            const char *a = shown->pdata[i], *b = permuted->pdata[i];
            gsize at = 0;

            /* Long texts (JSON): the part around the first difference. */
            while (a[at] != '\0' && a[at] == b[at])
              at++;
            at = at > 120 ? at - 120 : 0;
            *message = g_strdup_printf ("“%.300s” becomes “%.300s” once the hidden cards are "
                                        "dealt differently", a + at, b + at);
            return FALSE;
          }
    }
  return TRUE;
}

void
hidden_secrets_prepare (HiddenSecrets *secrets)
{
  if (!secrets->distinct)
    {
      /* By pointer: the strings are the game's, one per card definition. */
      g_autoptr(GHashTable) allowed = g_hash_table_new (NULL, NULL);

      for (guint i = 0; i < secrets->allowed->len; i++)
        g_hash_table_add (allowed, secrets->allowed->pdata[i]);
      drop_allowed (secrets->hidden_names, allowed);
      drop_allowed (secrets->hidden_ids, allowed);
      drop_allowed (secrets->hidden_words, allowed);
    }
  fill_blooms (secrets, secrets->name_blooms, secrets->hidden_names);
  fill_blooms (secrets, secrets->id_blooms, secrets->hidden_ids);
  fill_blooms (secrets, secrets->word_blooms, secrets->hidden_words);
  secrets->filled = TRUE;
}

/* The checks of hidden_info_check() on texts collected in @secrets->shown. */
static gboolean
check_collected (const HiddenInfoGame *klass,
                 gconstpointer         game,
                 int                   viewer,
                 gboolean              permute,
                 guint64               seed,
                 gpointer              data,
                 HiddenSecrets        *secrets,
                 char                **message)
{
  GPtrArray *permuted = NULL;
  guint64 stamp;
  gpointer other;
  gboolean ok;

  if (secrets->shown->len == 0)
    return TRUE;
  stamp = klass->secrets_stamp (game, viewer, data);
  if (!secrets->filled || secrets->stamp != stamp)
    {
      hidden_secrets_reset (secrets);
      klass->collect_secrets (game, viewer, data, secrets);
      hidden_secrets_prepare (secrets);
      secrets->stamp = stamp;
    }
  g_ptr_array_set_size (secrets->permuted, 0);
  other = permute && klass->permute_hidden != NULL
          ? klass->permute_hidden (game, viewer, seed, data) : NULL;
  if (other != NULL)
    {
      permuted = secrets->permuted;
      klass->collect_shown (other, viewer, data, permuted);
      klass->free_game (other);
    }
  ok = hidden_info_check_texts (secrets->shown, permuted, secrets, message);
  if (!ok)
    {
      char *full = g_strdup_printf ("%s, viewer %d: %s", klass->name, viewer, *message);

      g_free (*message);
      *message = full;
    }
  return ok;
}

gboolean
hidden_info_check (const HiddenInfoGame *klass,
                   gconstpointer         game,
                   int                   viewer,
                   gboolean              permute,
                   guint64               seed,
                   gpointer              data,
                   HiddenSecrets        *secrets,
                   char                **message)
{
  g_ptr_array_set_size (secrets->shown, 0);
  klass->collect_shown (game, viewer, data, secrets->shown);
  return check_collected (klass, game, viewer, permute, seed, data, secrets, message);
}

static gboolean
same_texts (GPtrArray *a,
            GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (strcmp (a->pdata[i], b->pdata[i]) != 0)
      return FALSE;
  return TRUE;
}

gboolean
hidden_info_check_viewers (const HiddenInfoGame *klass,
                           gconstpointer         game,
                           const int            *viewers,
                           guint                 n_viewers,
                           gboolean              permute,
                           guint64               seed,
                           gpointer              data,
                           HiddenSecrets        *secrets,
                           guint                *out_checked,
                           char                **message)
{
  guint checked = 0;

  for (guint v = 0; v < n_viewers; v++)
    {
      g_ptr_array_set_size (secrets[v].shown, 0);
      klass->collect_shown (game, viewers[v], data, secrets[v].shown);
      /* Everything hidden from the first viewer is hidden from it too; the same texts
       * passed the stricter checks already. */
      if (v > 0 && same_texts (secrets[v].shown, secrets[0].shown))
        continue;
      if (!check_collected (klass, game, viewers[v], permute, seed + v, data, &secrets[v],
                            message))
        return FALSE;
      checked++;
    }
  if (out_checked != NULL)
    *out_checked = checked;
  return TRUE;
}
