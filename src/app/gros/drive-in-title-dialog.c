/* drive-in-title-dialog.c: a director makes the Movie Title: the revealed Title words in the
 * order they like, with small words ("the", "of", "a"...) between them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-resources.h"
#include "drive-in-title-dialog.h"

struct _DriveInTitleDialog
{
  AdwWindow   parent_instance;

  GStrv       title_words;  /* from the revealed cards */
  char       *seat_name;
  guint       word_points;  /* per card bearing a Title word: 3, or 5 in the 001 formats */
  GPtrArray  *title;        /* char*: the words of the Title, in order */
  int         focus_position;

  GtkWidget  *intro_label;
  GtkWidget  *preview_label;
  GtkWidget  *title_flow;
  GtkWidget  *words_flow;
  GtkWidget  *small_flow;
  GtkWidget  *done_button;
};

G_DEFINE_FINAL_TYPE (DriveInTitleDialog, drive_in_title_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Words that glue to the word before them. */
static gboolean
is_punctuation (const char *word)
{
  return g_str_equal (word, "!") || g_str_equal (word, ":") || g_str_equal (word, ",")
         || g_str_equal (word, "?") || g_str_has_prefix (word, "'");
}

static gboolean
is_title_word (DriveInTitleDialog *self,
               const char         *word)
{
  return g_strv_contains ((const char * const *) self->title_words, word);
}

static gboolean
title_has (DriveInTitleDialog *self,
           const char         *word)
{
  for (guint i = 0; i < self->title->len; i++)
    if (g_str_equal (self->title->pdata[i], word))
      return TRUE;
  return FALSE;
}

static void rebuild (DriveInTitleDialog *self);

static void
on_title_chip_clicked_cb (GtkButton          *button,
                          DriveInTitleDialog *self)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));

  drive_in_title_dialog_remove_word (self, position);
}

static gboolean
on_title_chip_key_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      DriveInTitleDialog    *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "position"));

  if (!(state & GDK_ALT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    {
      drive_in_title_dialog_move_word (self, position, -1);
      return TRUE;
    }
  if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    {
      drive_in_title_dialog_move_word (self, position, 1);
      return TRUE;
    }
  return FALSE;
}

static void
on_word_clicked_cb (GtkButton          *button,
                    DriveInTitleDialog *self)
{
  drive_in_title_dialog_add_word (self, g_object_get_data (G_OBJECT (button), "word"));
}

static GtkWidget *
word_button (DriveInTitleDialog *self,
             const char         *word,
             const char         *css_class)
{
  GtkWidget *button = gtk_button_new_with_label (word);

  g_object_set_data_full (G_OBJECT (button), "word", g_strdup (word), g_free);
  gtk_widget_add_css_class (button, css_class);
  g_signal_connect (button, "clicked", G_CALLBACK (on_word_clicked_cb), self);
  return button;
}

static void
clear_flow (GtkWidget *flow)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (flow), child);
}

static void
rebuild (DriveInTitleDialog *self)
{
  static const char * const small_words[] = {
    N_("The"), N_("the"), N_("of"), N_("a"), N_("an"), N_("and"), N_("in"), N_("from"),
    N_("on"), N_("at"), N_("to"), N_("with"), N_("vs."), N_("'s"), "!", ":", NULL,
  };
  g_autofree char *preview = drive_in_title_dialog_dup_title (self);
  GtkWidget *focus = NULL;
  GtkWidget *first_word;

  gtk_label_set_text (GTK_LABEL (self->preview_label),
                      *preview != '\0' ? preview : _("(click the words below)"));
  gtk_widget_set_sensitive (self->done_button, drive_in_title_dialog_is_complete (self));

  clear_flow (self->title_flow);
  for (guint i = 0; i < self->title->len; i++)
    {
      const char *word = self->title->pdata[i];
      GtkWidget *chip = gtk_button_new_with_label (word);
      GtkEventController *key = gtk_event_controller_key_new ();
      g_autofree char *tooltip = g_strdup_printf (_("Take “%s” out of the Title"), word);

      g_object_set_data (G_OBJECT (chip), "position", GUINT_TO_POINTER (i));
      gtk_widget_set_tooltip_text (chip, tooltip);
      gtk_widget_add_css_class (chip, is_title_word (self, word) ? "title-chip" : "small-chip");
      g_signal_connect (chip, "clicked", G_CALLBACK (on_title_chip_clicked_cb), self);
      g_signal_connect (key, "key-pressed", G_CALLBACK (on_title_chip_key_cb), self);
      gtk_widget_add_controller (chip, key);
      gtk_flow_box_append (GTK_FLOW_BOX (self->title_flow), chip);
      if ((int) i == self->focus_position)
        focus = chip;
    }

  clear_flow (self->words_flow);
  for (guint i = 0; self->title_words[i] != NULL; i++)
    if (!title_has (self, self->title_words[i]))
      gtk_flow_box_append (GTK_FLOW_BOX (self->words_flow),
                           word_button (self, self->title_words[i], "suggested-action"));

  if (gtk_widget_get_first_child (self->small_flow) == NULL)
    for (guint i = 0; small_words[i] != NULL; i++)
      gtk_flow_box_append (GTK_FLOW_BOX (self->small_flow),
                           word_button (self, _(small_words[i]), "small-word"));

  /* Keep the keyboard where the player was working: the chip moved, the next free Title
   * word, or Done. gtk_window_set_focus() also works before the dialog is shown. */
  first_word = gtk_widget_get_first_child (self->words_flow);
  if (focus == NULL && first_word != NULL)
    focus = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (first_word));
  if (focus == NULL && drive_in_title_dialog_is_complete (self))
    focus = self->done_button;
  if (focus != NULL)
    gtk_window_set_focus (GTK_WINDOW (self), focus);
  self->focus_position = -1;
}

static void
on_suggest_clicked_cb (DriveInTitleDialog *self)
{
  drive_in_title_dialog_suggest (self);
}

static void
on_clear_clicked_cb (DriveInTitleDialog *self)
{
  drive_in_title_dialog_clear (self);
}

static void
on_done_clicked_cb (DriveInTitleDialog *self)
{
  drive_in_title_dialog_finish (self);
}

static void
drive_in_title_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), DRIVE_IN_TYPE_TITLE_DIALOG);
  G_OBJECT_CLASS (drive_in_title_dialog_parent_class)->dispose (object);
}

static void
drive_in_title_dialog_finalize (GObject *object)
{
  DriveInTitleDialog *self = DRIVE_IN_TITLE_DIALOG (object);

  g_strfreev (self->title_words);
  g_free (self->seat_name);
  g_ptr_array_unref (self->title);
  G_OBJECT_CLASS (drive_in_title_dialog_parent_class)->finalize (object);
}

static void
drive_in_title_dialog_class_init (DriveInTitleDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_title_dialog_dispose;
  object_class->finalize = drive_in_title_dialog_finalize;

  /* The Title is made; the argument is the Title. */
  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-title-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInTitleDialog, intro_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInTitleDialog, preview_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInTitleDialog, title_flow);
  gtk_widget_class_bind_template_child (widget_class, DriveInTitleDialog, words_flow);
  gtk_widget_class_bind_template_child (widget_class, DriveInTitleDialog, small_flow);
  gtk_widget_class_bind_template_child (widget_class, DriveInTitleDialog, done_button);
  gtk_widget_class_bind_template_callback (widget_class, on_suggest_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_done_clicked_cb);
}

static void
drive_in_title_dialog_init (DriveInTitleDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->title = g_ptr_array_new_with_free_func (g_free);
  self->focus_position = -1;
}

void
drive_in_title_dialog_set_word_points (DriveInTitleDialog *self,
                                       guint               points)
{
  g_autofree char *words = NULL;
  g_autofree char *score = NULL;
  g_autofree char *intro = NULL;
  guint n;

  g_return_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self));

  self->word_points = points;
  n = g_strv_length (self->title_words);
  /* Translators: the first %s is a seat's name, "Seat 1 (you)". */
  words = g_strdup_printf (ngettext ("%s: your revealed card gives this Title word. Make your "
                                     "Movie's Title with it and small words like “the” or "
                                     "“of”.",
                                     "%s: your revealed cards give these %u Title words. Click "
                                     "them in the order you like, with small words like “the” "
                                     "or “of” between them.", n),
                           self->seat_name != NULL ? self->seat_name : "", n);
  /* Translators: 3 points, or 5 in the Resurrected Edition. */
  score = g_strdup_printf (ngettext ("Each card bearing a word of your Title scores %u point at "
                                     "the end.",
                                     "Each card bearing a word of your Title scores %u points at "
                                     "the end.", points), points);
  intro = g_strdup_printf ("%s %s", words, score);
  gtk_label_set_text (GTK_LABEL (self->intro_label), intro);
}

DriveInTitleDialog *
drive_in_title_dialog_new (GtkWindow          *parent,
                           const char         *seat_name,
                           const char * const *title_words)
{
  DriveInTitleDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (title_words != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_TITLE_DIALOG, "transient-for", parent, NULL);
  self->title_words = g_strdupv ((char **) title_words);
  self->seat_name = g_strdup (seat_name);
  drive_in_title_dialog_set_word_points (self, 3);

  rebuild (self);
  return self;
}

char *
drive_in_title_dialog_dup_title (DriveInTitleDialog *self)
{
  GString *text;

  g_return_val_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self), NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < self->title->len; i++)
    {
      const char *word = self->title->pdata[i];

      if (text->len > 0 && !is_punctuation (word))
        g_string_append_c (text, ' ');
      g_string_append (text, word);
    }
  /* A Title starts with a capital. */
  if (text->len > 0)
    {
      gunichar first = g_utf8_get_char (text->str);
      char upper[8] = { 0 };
      const char *rest = g_utf8_next_char (text->str);
      g_autofree char *tail = g_strdup (rest);

      g_unichar_to_utf8 (g_unichar_totitle (first), upper);
      g_string_truncate (text, 0);
      g_string_append (text, upper);
      g_string_append (text, tail);
    }
  return g_string_free (text, FALSE);
}

gboolean
drive_in_title_dialog_add_word (DriveInTitleDialog *self,
                                const char         *word)
{
  g_return_val_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self), FALSE);
  g_return_val_if_fail (word != NULL && *word != '\0', FALSE);

  /* Each Title word once; small words as often as wanted. */
  if (is_title_word (self, word) && title_has (self, word))
    return FALSE;
  g_ptr_array_add (self->title, g_strdup (word));
  rebuild (self);
  return TRUE;
}

void
drive_in_title_dialog_remove_word (DriveInTitleDialog *self,
                                   guint               position)
{
  g_return_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self));
  g_return_if_fail (position < self->title->len);

  g_ptr_array_remove_index (self->title, position);
  self->focus_position = MIN ((int) position, (int) self->title->len - 1);
  rebuild (self);
}

void
drive_in_title_dialog_move_word (DriveInTitleDialog *self,
                                 guint               position,
                                 int                 delta)
{
  int to;
  gpointer word;

  g_return_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self));
  g_return_if_fail (position < self->title->len);

  to = CLAMP ((int) position + delta, 0, (int) self->title->len - 1);
  if (to == (int) position)
    return;
  word = self->title->pdata[position];
  self->title->pdata[position] = self->title->pdata[to];
  self->title->pdata[to] = word;
  self->focus_position = to;
  rebuild (self);
}

void
drive_in_title_dialog_clear (DriveInTitleDialog *self)
{
  g_return_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self));

  g_ptr_array_set_size (self->title, 0);
  rebuild (self);
}

void
drive_in_title_dialog_suggest (DriveInTitleDialog *self)
{
  guint n, split;

  g_return_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self));

  /* As drive_in_gros_make_title() does: half the words, "of the", the rest. */
  n = g_strv_length (self->title_words);
  split = (n + 1) / 2;
  g_ptr_array_set_size (self->title, 0);
  g_ptr_array_add (self->title, g_strdup (_("The")));
  for (guint i = 0; i < n; i++)
    {
      if (i == split)
        {
          g_ptr_array_add (self->title, g_strdup (_("of")));
          g_ptr_array_add (self->title, g_strdup (_("the")));
        }
      g_ptr_array_add (self->title, g_strdup (self->title_words[i]));
    }
  rebuild (self);
}

gboolean
drive_in_title_dialog_is_complete (DriveInTitleDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self), FALSE);

  for (guint i = 0; self->title_words[i] != NULL; i++)
    if (!title_has (self, self->title_words[i]))
      return FALSE;
  return self->title->len > 0 || self->title_words[0] == NULL;
}

gboolean
drive_in_title_dialog_finish (DriveInTitleDialog *self)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TITLE_DIALOG (self), FALSE);

  if (!drive_in_title_dialog_is_complete (self))
    return FALSE;
  title = drive_in_title_dialog_dup_title (self);
  if (*title == '\0')
    {
      g_free (title);
      title = g_strdup (_("Untitled"));
    }
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_DONE], 0, title);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}
