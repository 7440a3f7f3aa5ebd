/* drive-in-deck-history.c: undoable edits of a deck (a small command stack) and its saved state. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-deck-history.h"

/* Older edits are forgotten. */
#define MAX_COMMANDS 500
/* The saved state can no longer be reached by undo or redo. */
#define SAVED_LOST G_MAXUINT

typedef enum
{
  COMMAND_INSERT, /* ids inserted at position */
  COMMAND_REMOVE, /* ids removed from position */
  COMMAND_NAME,
  COMMAND_TITLE,
  COMMAND_VARIANT,     /* the deck's variant: old_text → new_text */
  COMMAND_SIDE_ADD,    /* ids[0] appended to the side deck */
  COMMAND_SIDE_REMOVE, /* a copy of ids[0] taken out of the side deck */
  COMMAND_REPLACE,     /* ids[0] at position replaced by ids[1] */
} CommandKind;

typedef struct
{
  CommandKind  kind;
  char        *label;
  guint        position;
  char       **ids;
  char        *old_text;
  char        *new_text;
} Command;

struct _DriveInDeckHistory
{
  GObject    parent_instance;

  DriveInDeck  *deck;
  GPtrArray *undo_stack; /* of Command, oldest first */
  GPtrArray *redo_stack; /* of Command, next to redo last */
  guint      saved_depth; /* undo_stack->len when saved, or SAVED_LOST */
};

G_DEFINE_FINAL_TYPE (DriveInDeckHistory, drive_in_deck_history, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
command_free (gpointer data)
{
  Command *command = data;

  g_free (command->label);
  g_strfreev (command->ids);
  g_free (command->old_text);
  g_free (command->new_text);
  g_free (command);
}

static Command *
command_new (CommandKind  kind,
             const char  *label)
{
  Command *command = g_new0 (Command, 1);

  command->kind = kind;
  command->label = g_strdup (label);
  return command;
}

static void
apply (DriveInDeckHistory *self,
       Command            *command,
       gboolean            forward)
{
  CommandKind kind = command->kind;

  g_assert (DRIVE_IN_IS_DECK_HISTORY (self));

  /* Undoing an insertion is a removal and the other way round. */
  if (!forward && kind == COMMAND_INSERT)
    kind = COMMAND_REMOVE;
  else if (!forward && kind == COMMAND_REMOVE)
    kind = COMMAND_INSERT;
  else if (!forward && kind == COMMAND_SIDE_ADD)
    kind = COMMAND_SIDE_REMOVE;
  else if (!forward && kind == COMMAND_SIDE_REMOVE)
    kind = COMMAND_SIDE_ADD;

  switch (kind)
    {
    case COMMAND_INSERT:
      for (guint i = 0; command->ids[i] != NULL; i++)
        drive_in_deck_insert (self->deck, command->position + i, command->ids[i]);
      break;

    case COMMAND_REMOVE:
      for (guint i = 0; command->ids[i] != NULL; i++)
        drive_in_deck_remove_at (self->deck, command->position);
      break;

    case COMMAND_NAME:
      drive_in_deck_set_name (self->deck, forward ? command->new_text : command->old_text);
      break;

    case COMMAND_TITLE:
      drive_in_deck_set_title (self->deck, forward ? command->new_text : command->old_text);
      break;

    case COMMAND_VARIANT:
      drive_in_deck_set_variant (self->deck, forward ? command->new_text : command->old_text);
      break;

    /* The side deck's order does not count: a copy comes back at its end. */
    case COMMAND_SIDE_ADD:
      drive_in_deck_add_side (self->deck, command->ids[0]);
      break;

    case COMMAND_SIDE_REMOVE:
      drive_in_deck_remove_side (self->deck, command->ids[0]);
      break;

    case COMMAND_REPLACE:
      drive_in_deck_remove_at (self->deck, command->position);
      drive_in_deck_insert (self->deck, command->position, command->ids[forward ? 1 : 0]);
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
notify_state (DriveInDeckHistory *self,
              gboolean            could_undo,
              gboolean            could_redo,
              gboolean            was_modified)
{
  g_assert (DRIVE_IN_IS_DECK_HISTORY (self));

  if (could_undo != drive_in_deck_history_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != drive_in_deck_history_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (was_modified != drive_in_deck_history_is_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Applies @command and pushes it (takes it). */
static void
push (DriveInDeckHistory *self,
      Command            *command)
{
  gboolean could_undo = drive_in_deck_history_can_undo (self);
  gboolean could_redo = drive_in_deck_history_can_redo (self);
  gboolean was_modified = drive_in_deck_history_is_modified (self);

  g_assert (DRIVE_IN_IS_DECK_HISTORY (self));

  apply (self, command, TRUE);

  /* A new edit after undoing forks the history: the saved state may be gone with it. */
  if (self->redo_stack->len > 0 && self->saved_depth > self->undo_stack->len)
    self->saved_depth = SAVED_LOST;
  g_ptr_array_set_size (self->redo_stack, 0);

  g_ptr_array_add (self->undo_stack, command);
  if (self->undo_stack->len > MAX_COMMANDS)
    {
      g_ptr_array_remove_index (self->undo_stack, 0);
      if (self->saved_depth != SAVED_LOST)
        self->saved_depth = self->saved_depth > 0 ? self->saved_depth - 1 : SAVED_LOST;
    }

  notify_state (self, could_undo, could_redo, was_modified);
}

static void
drive_in_deck_history_dispose (GObject *object)
{
  DriveInDeckHistory *self = DRIVE_IN_DECK_HISTORY (object);

  g_clear_object (&self->deck);

  G_OBJECT_CLASS (drive_in_deck_history_parent_class)->dispose (object);
}

static void
drive_in_deck_history_finalize (GObject *object)
{
  DriveInDeckHistory *self = DRIVE_IN_DECK_HISTORY (object);

  g_clear_pointer (&self->undo_stack, g_ptr_array_unref);
  g_clear_pointer (&self->redo_stack, g_ptr_array_unref);

  G_OBJECT_CLASS (drive_in_deck_history_parent_class)->finalize (object);
}

static void
drive_in_deck_history_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  DriveInDeckHistory *self = DRIVE_IN_DECK_HISTORY (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, drive_in_deck_history_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, drive_in_deck_history_can_redo (self));
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, drive_in_deck_history_is_modified (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_history_class_init (DriveInDeckHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_deck_history_dispose;
  object_class->finalize = drive_in_deck_history_finalize;
  object_class->get_property = drive_in_deck_history_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_deck_history_init (DriveInDeckHistory *self)
{
  self->undo_stack = g_ptr_array_new_with_free_func (command_free);
  self->redo_stack = g_ptr_array_new_with_free_func (command_free);
}

DriveInDeckHistory *
drive_in_deck_history_new (DriveInDeck *deck)
{
  DriveInDeckHistory *self;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK_HISTORY, NULL);
  self->deck = g_object_ref (deck);
  return self;
}

DriveInDeck *
drive_in_deck_history_get_deck (DriveInDeckHistory *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), NULL);

  return self->deck;
}

void
drive_in_deck_history_add_cards (DriveInDeckHistory *self,
                                 const char * const *card_ids,
                                 const char         *label)
{
  Command *command;

  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));
  g_return_if_fail (card_ids != NULL);

  if (card_ids[0] == NULL)
    return;
  for (guint i = 0; card_ids[i] != NULL; i++)
    g_return_if_fail (drive_in_deck_is_valid_card_id (card_ids[i]));

  command = command_new (COMMAND_INSERT, label);
  command->position = drive_in_deck_get_n_cards (self->deck);
  command->ids = g_strdupv ((char **) card_ids);
  push (self, command);
}

void
drive_in_deck_history_add_card (DriveInDeckHistory *self,
                                const char         *card_id)
{
  const char *ids[] = { card_id, NULL };

  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));
  g_return_if_fail (drive_in_deck_is_valid_card_id (card_id));

  drive_in_deck_history_add_cards (self, ids, _("Add Card"));
}

gboolean
drive_in_deck_history_add_pack (DriveInDeckHistory  *self,
                                const char          *pack_id,
                                GError             **error)
{
  DriveInCatalog *catalog;
  g_auto(GStrv) pack_ids = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);
  g_return_val_if_fail (pack_id != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  catalog = drive_in_deck_get_catalog (self->deck);
  pack_ids = catalog != NULL ? drive_in_catalog_dup_pack_card_ids (catalog, pack_id) : NULL;
  if (pack_ids == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   _("No loaded release has the pack “%s”"), pack_id);
      return FALSE;
    }

  /* The ids drive_in_deck_add_pack() would append, recorded as one undoable insertion. */
  builder = g_strv_builder_new ();
  for (guint i = 0; pack_ids[i] != NULL; i++)
    if (drive_in_deck_is_valid_card_id (pack_ids[i]))
      g_strv_builder_add (builder, pack_ids[i]);
  ids = g_strv_builder_end (builder);
  drive_in_deck_history_add_cards (self, (const char * const *) ids, _("Add Feature Pack"));
  return TRUE;
}

gboolean
drive_in_deck_history_remove_card (DriveInDeckHistory *self,
                                   const char         *card_id)
{
  Command *command;
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  /* The last copy, as drive_in_deck_remove() does. */
  n = drive_in_deck_get_n_cards (self->deck);
  for (guint i = n; i > 0; i--)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (self->deck, i - 1);

      if (g_strcmp0 (drive_in_deck_entry_get_card_id (entry), card_id) != 0)
        continue;

      command = command_new (COMMAND_REMOVE, _("Remove Card"));
      command->position = i - 1;
      command->ids = g_new0 (char *, 2);
      command->ids[0] = g_strdup (card_id);
      push (self, command);
      return TRUE;
    }
  return FALSE;
}

/* Name and Title edits. */
static void
set_text (DriveInDeckHistory *self,
          CommandKind         kind,
          const char         *old_text,
          const char         *text,
          const char         *label)
{
  Command *top;
  Command *command;

  g_assert (DRIVE_IN_IS_DECK_HISTORY (self));

  if (g_strcmp0 (old_text, text) == 0)
    return;

  /* Typing a name letter by letter is one edit, unless the deck was saved in between. */
  top = self->undo_stack->len > 0
        ? g_ptr_array_index (self->undo_stack, self->undo_stack->len - 1) : NULL;
  if (top != NULL && top->kind == kind && self->redo_stack->len == 0
      && self->saved_depth != self->undo_stack->len)
    {
      gboolean was_modified = drive_in_deck_history_is_modified (self);

      g_free (top->new_text);
      top->new_text = g_strdup (text);
      apply (self, top, TRUE);
      notify_state (self, TRUE, FALSE, was_modified);
      return;
    }

  command = command_new (kind, label);
  command->old_text = g_strdup (old_text);
  command->new_text = g_strdup (text);
  push (self, command);
}

void
drive_in_deck_history_set_name (DriveInDeckHistory *self,
                                const char         *name)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));
  g_return_if_fail (name != NULL);

  set_text (self, COMMAND_NAME, drive_in_deck_get_name (self->deck), name, _("Rename Deck"));
}

void
drive_in_deck_history_set_title (DriveInDeckHistory *self,
                                 const char         *title)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));

  if (title != NULL && *title == '\0')
    title = NULL;
  set_text (self, COMMAND_TITLE, drive_in_deck_get_title (self->deck), title, _("Change Title"));
}

void
drive_in_deck_history_set_variant (DriveInDeckHistory *self,
                                   const char         *variant)
{
  Command *command;

  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));
  g_return_if_fail (variant != NULL);

  if (g_strcmp0 (drive_in_deck_get_variant (self->deck), variant) == 0
      || drive_in_game_info_find_variant (drive_in_game_info_lookup (drive_in_deck_get_game (self->deck)),
                                      variant) == NULL)
    return;

  command = command_new (COMMAND_VARIANT, _("Change Variant"));
  command->old_text = g_strdup (drive_in_deck_get_variant (self->deck));
  command->new_text = g_strdup (variant);
  push (self, command);
}

static Command *
command_new_for_id (CommandKind  kind,
                    const char  *label,
                    const char  *card_id)
{
  Command *command = command_new (kind, label);

  command->ids = g_new0 (char *, 2);
  command->ids[0] = g_strdup (card_id);
  return command;
}

void
drive_in_deck_history_add_side (DriveInDeckHistory *self,
                                const char         *card_id)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));
  g_return_if_fail (drive_in_deck_is_valid_card_id (card_id));

  push (self, command_new_for_id (COMMAND_SIDE_ADD, _("Add to Side Deck"), card_id));
}

gboolean
drive_in_deck_history_remove_side (DriveInDeckHistory *self,
                                   const char         *card_id)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  if (drive_in_deck_count_side (self->deck, card_id) == 0)
    return FALSE;
  push (self, command_new_for_id (COMMAND_SIDE_REMOVE, _("Remove From Side Deck"), card_id));
  return TRUE;
}

gboolean
drive_in_deck_history_replace_card (DriveInDeckHistory *self,
                                    const char         *old_card_id,
                                    const char         *card_id,
                                    const char         *label)
{
  Command *command;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);
  g_return_val_if_fail (old_card_id != NULL, FALSE);
  g_return_val_if_fail (drive_in_deck_is_valid_card_id (card_id), FALSE);

  for (guint i = 0; i < drive_in_deck_get_n_cards (self->deck); i++)
    {
      if (g_strcmp0 (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (self->deck, i)),
                     old_card_id) != 0)
        continue;
      command = command_new (COMMAND_REPLACE, label);
      command->position = i;
      command->ids = g_new0 (char *, 3);
      command->ids[0] = g_strdup (old_card_id);
      command->ids[1] = g_strdup (card_id);
      push (self, command);
      return TRUE;
    }
  return FALSE;
}

gboolean
drive_in_deck_history_can_undo (DriveInDeckHistory *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);

  return self->undo_stack->len > 0;
}

gboolean
drive_in_deck_history_can_redo (DriveInDeckHistory *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);

  return self->redo_stack->len > 0;
}

const char *
drive_in_deck_history_get_undo_label (DriveInDeckHistory *self)
{
  Command *command;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), NULL);

  if (self->undo_stack->len == 0)
    return NULL;
  command = g_ptr_array_index (self->undo_stack, self->undo_stack->len - 1);
  return command->label;
}

const char *
drive_in_deck_history_get_redo_label (DriveInDeckHistory *self)
{
  Command *command;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), NULL);

  if (self->redo_stack->len == 0)
    return NULL;
  command = g_ptr_array_index (self->redo_stack, self->redo_stack->len - 1);
  return command->label;
}

/* Moves the last command of @from to @to, applying it forward or back. */
static gboolean
move_command (DriveInDeckHistory *self,
              GPtrArray          *from,
              GPtrArray          *to,
              gboolean            forward)
{
  gboolean could_undo = drive_in_deck_history_can_undo (self);
  gboolean could_redo = drive_in_deck_history_can_redo (self);
  gboolean was_modified = drive_in_deck_history_is_modified (self);
  Command *command;

  g_assert (DRIVE_IN_IS_DECK_HISTORY (self));

  if (from->len == 0)
    return FALSE;

  command = g_ptr_array_steal_index (from, from->len - 1);
  g_ptr_array_add (to, command);
  apply (self, command, forward);
  notify_state (self, could_undo, could_redo, was_modified);
  return TRUE;
}

gboolean
drive_in_deck_history_undo (DriveInDeckHistory *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);

  return move_command (self, self->undo_stack, self->redo_stack, FALSE);
}

gboolean
drive_in_deck_history_redo (DriveInDeckHistory *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);

  return move_command (self, self->redo_stack, self->undo_stack, TRUE);
}

gboolean
drive_in_deck_history_is_modified (DriveInDeckHistory *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_HISTORY (self), FALSE);

  return self->undo_stack->len != self->saved_depth;
}

void
drive_in_deck_history_mark_saved (DriveInDeckHistory *self)
{
  gboolean was_modified;

  g_return_if_fail (DRIVE_IN_IS_DECK_HISTORY (self));

  was_modified = drive_in_deck_history_is_modified (self);
  self->saved_depth = self->undo_stack->len;
  if (was_modified)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}
