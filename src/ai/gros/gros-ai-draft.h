/* gros-ai-draft.h: computer drafters for the Draft format. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-ai.h"
#include "gros-draft.h"

G_BEGIN_DECLS

/* The card @seat takes from its pack (transfer none), or NULL when it has nothing to pick. A
 * drafter builds toward the recommended mix scaled to 30 cards, preferring strong cards for
 * their cost; Easy errs on purpose, Random picks anything. Deterministic for a seed. */
DriveInCard *gros_ai_draft_choose (GrosDraft   *draft,
                                guint        seat,
                                GrosAiLevel  level,
                                guint64      seed);

G_END_DECLS
