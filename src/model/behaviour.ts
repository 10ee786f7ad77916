// What an agent did, in a few labels per execution and counts per cell, so a
// comparison can say why a case regressed ("skill `greet` used in 10/10 → 1/10
// runs"). Labels only: skill and tool names, commands reduced to program and
// subcommand, workspace-relative paths, assertion names; never agent text.
// Documented in docs/stability-json.md and docs/comparison.md.

import type { z } from "zod";
import type { behaviourProfileSchema, executionBehaviourSchema } from "./schema/behaviour.ts";
import type { behaviourAspectSchema, behaviourChangeSchema } from "./schema/comparison.ts";

/** One execution's behaviour (ExecutionResult.behaviour): skills used, tool → calls, "program subcommand"s run, files written (each once). */
export type ExecutionBehaviour = z.output<typeof executionBehaviourSchema>;

/** Counts over the non-errored runs of one cell (StabilityCell.behaviour); `other`: entries left out past the list limit. */
export type BehaviourProfile = z.output<typeof behaviourProfileSchema>;

export type BehaviourAspect = z.output<typeof behaviourAspectSchema>;

/** One difference between a cell's base and head behaviour (`label` absent for tokens, turns and duration). */
export type BehaviourChange = z.output<typeof behaviourChangeSchema>;

export const BEHAVIOUR_LIST_LIMIT = 15;
