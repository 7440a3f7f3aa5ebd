/* bench-filter.c: per-keystroke cost of the deck editor's library filter over 10,000 cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <gtk/gtk.h>
#include <time.h>

#include "drive-in-library-filter.h"
#include "gros-test-util.h"
#include "drive-in-core.h"

#define N_CARDS 10000
/* One frame at 60 Hz. */
#define FRAME_MS 16.0

/* Milliseconds of CPU this thread used: on a busy machine the wall clock also counts the
 * time other processes ran, this does not. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static const char *words[] = {
  "zombie", "hunter", "teen", "scream", "martian", "saucer", "laser", "swamp", "creature",
  "doctor", "mad", "radio", "reel", "popcorn", "bucket", "midnight", "graveyard", "robot",
  "giant", "ant", "blob", "werewolf", "vampire", "mummy", "carnival", "clown", "ghost",
  "attack", "defense", "movie", "victim", "scientist", "sheriff", "diner", "lodge", "storm",
};

static const char *traits[] = {
  "Young", "Old", "Smart", "Dumb", "Male", "Female", "Military", "Monster", "Vehicle",
  "Weapon", "Aquatic", "Carnival", "Psycho", "Supernatural", "Large", "Swarm",
};

static char *
random_text (GRand *rand,
             guint  n_words)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_words; i++)
    {
      const char *word = words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))];

      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, word);
      if (i == 0)
        text->str[0] = g_ascii_toupper (text->str[0]);
    }
  return g_string_free (text, FALSE);
}

/* 10,000 made-up cards with names, traits and abilities of typical length. */
static GListModel *
generate_catalog (void)
{
  GListStore *store = g_list_store_new (DRIVE_IN_TYPE_CARD);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1959);

  for (guint i = 0; i < N_CARDS; i++)
    {
      g_autofree char *number = g_strdup_printf ("%03u-%02u", i / 16 + 1, i % 16 + 1);
      g_autofree char *pack = g_strdup_printf ("%03u", i / 16 + 1);
      g_autofree char *name = random_text (rand, 3);
      g_autofree char *abilities = random_text (rand, 14);
      g_autofree char *quote = random_text (rand, 8);
      g_autofree char *title = random_text (rand, 1);
      const char *card_traits[] = {
        traits[g_rand_int_range (rand, 0, G_N_ELEMENTS (traits))],
        traits[g_rand_int_range (rand, 0, G_N_ELEMENTS (traits))],
        NULL
      };
      GrosCardValues values = {
        .type = (GrosCardType) g_rand_int_range (rand, 0, GROS_CARD_N_TYPES),
        .has_stat = TRUE,
        .stat = g_rand_int_range (rand, 0, 6),
        .popcorn = g_rand_int_range (rand, 0, 5),
        .bucket = g_rand_boolean (rand),
        .title_word = title,
      };
      DriveInCardInfo info = {
        .release = "bench",
        .number = number,
        .name = name,
        .traits = card_traits,
        .quote = quote,
        .abilities = abilities,
        .pack = pack,
      };
      g_autoptr(DriveInCard) card = gros_card_new (&info, &values);

      g_list_store_append (store, card);
    }
  return G_LIST_MODEL (store);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what,
        GArray     *times)
{
  double median, p95, max;

  g_array_sort (times, compare_doubles);
  median = g_array_index (times, double, times->len / 2);
  p95 = g_array_index (times, double, MIN (times->len - 1, (times->len * 95) / 100));
  max = g_array_index (times, double, times->len - 1);
  g_print ("%s %u cards: %.2f ms median, %.2f ms p95, %.2f ms max (%u updates)%s\n",
           what, N_CARDS, median, p95, max, times->len,
           median <= FRAME_MS ? "" : "  [over one 16 ms frame]");
  g_test_message ("%s: %.2f ms median", what, median);
}

/* The keystrokes of typing "zombie hunter", then deleting it letter by letter, then a few
 * words pasted at once. */
static GPtrArray *
keystrokes (void)
{
  const char *typed = "zombie hunter";
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  gsize n = strlen (typed);

  for (gsize i = 1; i <= n; i++)
    g_ptr_array_add (texts, g_strndup (typed, i));
  for (gsize i = n; i-- > 0;)
    g_ptr_array_add (texts, g_strndup (typed, i));
  g_ptr_array_add (texts, g_strdup ("laser"));
  g_ptr_array_add (texts, g_strdup ("swamp creature"));
  g_ptr_array_add (texts, g_strdup ("midnight"));
  g_ptr_array_add (texts, g_strdup (""));
  return texts;
}

/* Counts the cards every word matches, as the filter should. */
static guint
count_direct (GListModel *cards,
              const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, " ", -1);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      gboolean all = TRUE;

      for (guint w = 0; parts[w] != NULL; w++)
        if (*parts[w] != '\0' && strstr (drive_in_card_get_search_text (card), parts[w]) == NULL)
          all = FALSE;
      n += all;
    }
  return n;
}

/* Synchronous filtering: gtk_filter_changed() has filtered every card when it returns. */
static void
bench_sync (GListModel *cards,
            const char *kind,
            const char *what)
{
  g_autoptr(DriveInLibraryFilter) filter = drive_in_library_filter_new (cards);
  g_autoptr(GPtrArray) texts = keystrokes ();
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *cpu_what = g_strconcat (what, ", CPU time", NULL);
  GListModel *model = G_LIST_MODEL (drive_in_library_filter_get_model (filter));

  drive_in_library_filter_set_kind (filter, kind);
  for (guint round = 0; round < 5; round++)
    for (guint i = 0; i < texts->len; i++)
      {
        const char *text = g_ptr_array_index (texts, i);
        gint64 start = g_get_monotonic_time ();
        double cpu_start = thread_cpu_ms ();
        double ms;

        drive_in_library_filter_set_search_text (filter, text);
        ms = thread_cpu_ms () - cpu_start;
        g_array_append_val (cpu, ms);
        ms = (g_get_monotonic_time () - start) / 1000.0;
        g_array_append_val (times, ms);

        if (round == 0 && kind == NULL)
          g_assert_cmpuint (g_list_model_get_n_items (model), ==, count_direct (cards, text));
      }
  report (what, times);
  report (cpu_what, cpu);
}

/* GTK's incremental mode: the first chunk runs at once, the rest in idles; the time until
 * the model settles (no pending items) is what the user waits for the full result. */
static void
bench_incremental (GListModel *cards)
{
  g_autoptr(DriveInLibraryFilter) filter = drive_in_library_filter_new (cards);
  g_autoptr(GPtrArray) texts = keystrokes ();
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) settled = g_array_new (FALSE, FALSE, sizeof (double));
  GtkFilterListModel *model = drive_in_library_filter_get_model (filter);

  drive_in_library_filter_set_incremental (filter, TRUE);
  while (gtk_filter_list_model_get_pending (model) > 0)
    g_main_context_iteration (NULL, TRUE);

  for (guint round = 0; round < 5; round++)
    for (guint i = 0; i < texts->len; i++)
      {
        const char *text = g_ptr_array_index (texts, i);
        gint64 start = g_get_monotonic_time ();
        double ms;

        drive_in_library_filter_set_search_text (filter, text);
        ms = (g_get_monotonic_time () - start) / 1000.0;
        g_array_append_val (first, ms);
        while (gtk_filter_list_model_get_pending (model) > 0)
          g_main_context_iteration (NULL, TRUE);
        ms = (g_get_monotonic_time () - start) / 1000.0;
        g_array_append_val (settled, ms);

        if (round == 0)
          g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==,
                            count_direct (cards, text));
      }
  report ("filter update (incremental, first chunk)", first);
  report ("filter update (incremental, until settled)", settled);
}

/* Changing the sort order re-sorts every card once, in steps across frames; a keystroke
 * never sorts. */
static void
bench_sort (GListModel *cards)
{
  g_autoptr(DriveInLibraryFilter) filter = drive_in_library_filter_new (cards);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (double));
  DriveInLibrarySort order[] = {
    DRIVE_IN_LIBRARY_SORT_NAME, DRIVE_IN_LIBRARY_SORT_TYPE, DRIVE_IN_LIBRARY_SORT_COST,
    DRIVE_IN_LIBRARY_SORT_NUMBER,
  };

  for (guint round = 0; round < 3; round++)
    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      {
        gint64 start = g_get_monotonic_time ();
        double ms;

        drive_in_library_filter_set_sort (filter, order[i]);
        ms = (g_get_monotonic_time () - start) / 1000.0;
        g_array_append_val (first, ms);
        while (gtk_sort_list_model_get_pending (drive_in_library_filter_get_sort_model (filter)) > 0)
          g_main_context_iteration (NULL, TRUE);
        ms = (g_get_monotonic_time () - start) / 1000.0;
        g_array_append_val (times, ms);
      }
  report ("sort change (incremental, first step)", first);
  report ("sort change (incremental, until sorted)", times);
}

static void
test_filter_bench (void)
{
  g_autoptr(GListModel) cards = NULL;
  gint64 start = g_get_monotonic_time ();

  cards = generate_catalog ();
  g_print ("generated %u cards in %.0f ms\n", N_CARDS,
           (g_get_monotonic_time () - start) / 1000.0);

  bench_sync (cards, NULL, "filter update (synchronous)");
  bench_sync (cards, gros_card_type_to_string (GROS_CARD_TYPE_CREATURE),
              "filter update with a type filter (synchronous)");
  bench_incremental (cards);
  bench_sort (cards);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/bench/deck-editor/filter", test_filter_bench);
  return g_test_run ();
}
