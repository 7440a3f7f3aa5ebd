/* drive-in-deck-problem.c: one reason a deck is illegal in its format. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "drive-in-deck-problem.h"

struct _DriveInDeckProblem
{
  GObject  parent_instance;

  char    *rule_id;
  char   **card_ids;
  char   **details;
  char    *message;
};

G_DEFINE_FINAL_TYPE (DriveInDeckProblem, drive_in_deck_problem, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RULE_ID,
  PROP_MESSAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_deck_problem_finalize (GObject *object)
{
  DriveInDeckProblem *self = DRIVE_IN_DECK_PROBLEM (object);

  g_free (self->rule_id);
  g_strfreev (self->card_ids);
  g_strfreev (self->details);
  g_free (self->message);

  G_OBJECT_CLASS (drive_in_deck_problem_parent_class)->finalize (object);
}

static void
drive_in_deck_problem_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  DriveInDeckProblem *self = DRIVE_IN_DECK_PROBLEM (object);

  switch (prop_id)
    {
    case PROP_RULE_ID:
      g_value_set_string (value, self->rule_id);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_problem_class_init (DriveInDeckProblemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_deck_problem_finalize;
  object_class->get_property = drive_in_deck_problem_get_property;

  properties[PROP_RULE_ID] =
    g_param_spec_string ("rule-id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
drive_in_deck_problem_init (DriveInDeckProblem *self)
{
}

static char **
dup_strv_or_empty (const char * const *strv)
{
  if (strv == NULL)
    return g_new0 (char *, 1);
  return g_strdupv ((char **) strv);
}

DriveInDeckProblem *
drive_in_deck_problem_new (const char         *rule_id,
                       const char * const *card_ids,
                       const char * const *details,
                       const char         *message)
{
  DriveInDeckProblem *self;

  g_return_val_if_fail (rule_id != NULL, NULL);
  g_return_val_if_fail (message != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_DECK_PROBLEM, NULL);
  self->rule_id = g_strdup (rule_id);
  self->card_ids = dup_strv_or_empty (card_ids);
  self->details = dup_strv_or_empty (details);
  self->message = g_strdup (message);
  return self;
}

const char *
drive_in_deck_problem_get_rule_id (DriveInDeckProblem *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_PROBLEM (self), NULL);
  return self->rule_id;
}

const char * const *
drive_in_deck_problem_get_card_ids (DriveInDeckProblem *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_PROBLEM (self), NULL);
  return (const char * const *) self->card_ids;
}

const char * const *
drive_in_deck_problem_get_details (DriveInDeckProblem *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_PROBLEM (self), NULL);
  return (const char * const *) self->details;
}

const char *
drive_in_deck_problem_get_message (DriveInDeckProblem *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_PROBLEM (self), NULL);
  return self->message;
}
