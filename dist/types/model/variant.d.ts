import { type CellId } from "./cell.js";
/** The unmodified treatment; always a valid variant id. */
export declare const DEFAULT_VARIANT = "default";
/**
 * The identity a cell pairs by across runs: the variant `default` is the unmodified treatment, so a run with
 * --variant default,… pairs it with a run without variants. One run never holds both, so the two cannot collide.
 */
export declare function pairingId(cell: CellId): CellId;
/** The variant a skill's lift runs without it: `agent-bench lift` and the action's `lift` input alike. */
export declare function withoutVariant(skill: string): string;
/**
 * A variant as given: the config's `variants` entry, or one a program builds (`lift` synthesizes `default` and
 * `without:<skill>`). Relative paths resolve against the folder of the file that declared it (the run's cwd for a program's).
 */
export interface VariantDefinition {
    id: string;
    skills?: {
        /** Skills (their SKILL.md name) removed from every agent skill folder of the execution's workspace. */
        remove?: string[];
        /** Skill folders (holding a SKILL.md) copied into each runner's skill folder. */
        add?: string[];
    };
    /** Workspace file (relative to the agent's working folder) → the file whose content replaces or adds it. */
    files?: Record<string, string>;
    /** Runner id → its settings to override (any runner key but `type`, validated like the runner's own). */
    runners?: Record<string, Record<string, unknown>>;
}
/** A skill folder a variant adds, under its SKILL.md name. */
export interface AddedSkill {
    readonly name: string;
    /** Absolute folder. */
    readonly dir: string;
}
/** A workspace file a variant writes. */
export interface VariantFile {
    /** Relative to the agent's working folder, "/"-separated, never leaving it. */
    readonly target: string;
    /** Absolute path of the content. */
    readonly source: string;
}
/** A variant checked against the config and the workspace, ready to apply once per execution. */
export interface ResolvedVariant {
    readonly id: string;
    readonly removeSkills: readonly string[];
    readonly addSkills: readonly AddedSkill[];
    readonly files: readonly VariantFile[];
    /** Runner id → the overridden keys, as given (the plan holds each runner's resulting settings). */
    readonly runners: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}
/** It changes the workspace (not only runner settings): it needs a workspace copied per execution. */
export declare function changesFiles(variant: ResolvedVariant): boolean;
