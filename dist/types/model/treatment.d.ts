/** Per runner: the settings that change what the agent does. Paths are relative to the repository. */
export interface RunnerTreatment {
    type: string;
    model?: string;
    /** The executable and launcher arguments as configured, made portable (repo-relative, or a bare name). */
    command?: string[];
    args: string[];
    /** Names of the environment variables the runner sets (never their values: they hold secrets). */
    env: string[];
    maxSteps?: number;
    timeoutMs?: number;
    options: Record<string, unknown>;
    /** Repository files the runner's settings name (a script, an agent program): path → content hash. */
    files?: Record<string, string>;
}
export interface WorkspaceTreatment {
    mode: "none" | "shared" | "isolated";
    /** Repo-relative folder the agent starts in (the template, or the working folder). */
    root: string;
    /** "template": every file of the template; "context": the skills, instruction and settings files the agent CLIs read. */
    scope: "template" | "context";
    /** Relative path → content hash (12 hex digits), at most MAX_TREATMENT_FILES entries. */
    files: Record<string, string>;
    /** Files past the limit: how many, and one hash over them all. */
    omitted?: {
        files: number;
        hash: string;
    };
    bootstrap?: {
        command: string;
        args: string[];
        env: string[];
    };
}
export interface TreatmentManifest {
    workspace: WorkspaceTreatment;
    runners: Record<string, RunnerTreatment>;
    /**
     * A run with variants: what each variant changes on top of the workspace and runners above (the `default`
     * variant changes nothing). Absent for a run without variants, whose manifest stays as it always was.
     */
    variants?: Record<string, VariantTreatment>;
}
/** One variant's changes to the treatment, recorded like the rest of the manifest: names, relative paths and content hashes. */
export interface VariantTreatment {
    /** Skills (their SKILL.md name) removed from every agent skill folder. */
    skillsRemoved?: string[];
    /** Skills added: SKILL.md name → one hash over the folder's files. */
    skillsAdded?: Record<string, string>;
    /** Workspace files replaced or added (relative to the agent's working folder) → the new content's hash. */
    files?: Record<string, string>;
    /** Runner id → the runner's settings under the variant (only the runners it overrides). */
    runners?: Record<string, RunnerTreatment>;
}
/** What changed for the agent between the baseline and the head. */
export interface TreatmentChanges {
    /** False when the baseline recorded no treatment (written by an older agent-bench). */
    known: boolean;
    files: {
        added: string[];
        removed: string[];
        modified: string[];
        omittedChanged: boolean;
    };
    settings: Array<{
        runnerId: string;
        field: string;
        base: string;
        head: string;
    }>;
    versions: Array<{
        runnerId: string;
        base: string;
        head: string;
    }>;
}
export declare const MAX_TREATMENT_FILES = 2000;
