import type { FailureClass, ExecutionResult, SuiteFormat } from "./result.js";
import type { Session, SessionEvent, SkillDetection, ToolCallEvent } from "./session.js";
/** The second argument of `assert(report, ctx)`. */
export interface AssertionContext {
    getCommands(): string[];
    getToolCalls(tool?: string): ToolCallEvent[];
    getFileReads(): string[];
    getFileWrites(): string[];
    detectedSkills(): SkillDetection[];
    finalOutput(): string;
    /** Facts about this execution, for assertions that need them. */
    readonly caseId: string;
    readonly runnerId: string;
    readonly run: number;
    /** The directory the agent ran in. */
    readonly workspace: string;
    readonly events: readonly SessionEvent[];
}
/** A case in a suite module (skillgym-compatible). */
export interface Case {
    id: string;
    prompt: string;
    tags?: string[];
    timeoutMs?: number;
    expectedFail?: boolean;
    /** Runs last and overrides every other failure class. */
    classifyFailure?: (result: ExecutionResult) => FailureClass | string | undefined;
    assert?: (report: Session, ctx: AssertionContext) => void | Promise<void>;
    /** agent-bench extras (not in skillgym). */
    env?: Record<string, string>;
    user?: string;
    team?: string;
    metadata?: Record<string, unknown>;
    skip?: boolean | string;
    /** A case with no assert must say so: it runs for durations, tokens and cost only. */
    measureOnly?: boolean;
}
export type TestCase = Case;
export type Suite = Case[] | Record<string, Case>;
export type TestSuite = Suite;
export interface TextPart {
    type: "text";
    text: string;
}
export interface ImagePart {
    type: "image_url";
    image_url: {
        url: string;
        detail?: string;
    };
}
export interface AudioPart {
    type: "input_audio";
    input_audio: {
        data: string;
        format: string;
    };
}
export interface FilePart {
    type: "file";
    file: {
        url?: string;
        filename?: string;
        file_data?: string;
    };
}
/** Any other part type is kept as it was written. */
export interface OtherPart {
    type: string;
    [key: string]: unknown;
}
export type ContentPart = TextPart | ImagePart | AudioPart | FilePart | OtherPart;
export interface ToolCallRequest {
    id: string;
    type: "function";
    function: {
        name: string;
        arguments: string;
    };
}
export interface Message {
    role: "system" | "user" | "assistant" | "tool" | "developer";
    content: string | ContentPart[];
    name?: string;
    tool_call_id?: string;
    tool_calls?: ToolCallRequest[];
    refusal?: string;
}
export interface AssertionRule {
    type: string;
    value?: unknown;
    path?: string;
    script?: string;
    flags?: string;
    message?: string;
    negate?: boolean;
    /** The judge rule's runner id, or the yao `use: "agents:<id>"`. */
    use?: string;
    runner?: string;
    options?: Record<string, unknown>;
}
export type WorkspaceMode = "none" | "shared" | "isolated" | "repository";
export interface BootstrapConfig {
    command: string;
    args?: string[];
    env?: Record<string, string>;
    timeoutMs?: number;
}
export interface WorkspaceConfig {
    mode: WorkspaceMode;
    /** Absolute: resolved against the file that declared it. "repository": where the agent works, in the repository (mapped into each copy). */
    cwd?: string;
    /** "repository": the folder copied (the git work tree, or the suite's folder), filled in when the run is prepared. */
    templateDir?: string;
    bootstrap?: BootstrapConfig;
}
export interface CaseSource {
    /** Absolute path of the suite file. */
    file: string;
    /** 1-based line of the case (JSONL line, or the `id:` line in a module when found). */
    line?: number;
}
/** A case as the engine holds it, whichever format it came from. */
export interface SuiteCase {
    id: string;
    /** The text given to CLI agents: the prompt, or a rendering of the conversation. */
    prompt: string;
    /** The conversation, for agents that take messages (HTTP). */
    messages: Message[];
    tags: string[];
    timeoutMs?: number;
    expectedFail: boolean;
    skip?: string;
    user?: string;
    team?: string;
    metadata?: Record<string, unknown>;
    /** yao `options` (connector, mode, metadata, …): passed to the agent as they are (AGENT_BENCH_OPTIONS, HTTP `{{options}}`). */
    options?: Record<string, unknown>;
    env?: Record<string, string>;
    /** JSONL `expected`: deep equality with the output when there are no rules. */
    expected?: unknown;
    hasExpected: boolean;
    rules?: AssertionRule[];
    /** JSONL `"assert": []` (and `-i` direct messages): the case only measures; it passes when the agent finishes. */
    measureOnly?: boolean;
    /** Features agent-bench cannot run (a yao before/after hook, a Yao process script): the case is not run, it is reported errored. */
    unsupported?: UnsupportedFeature[];
    /** yao's multi-turn ("dynamic") mode: a simulated user talks with the agent until the checkpoints are reached. */
    dialog?: DialogSpec;
    /** Files copied into the execution's workspace before the agent starts (evals.json `files`). */
    files?: CaseFile[];
    /** An Agent Skills eval (evals.json or a trigger eval): the skill it tests and how it is graded. */
    skillEval?: SkillEval;
    assert?: Case["assert"];
    classifyFailure?: Case["classifyFailure"];
    source: CaseSource;
    /** Text that defines the assertions (function source or rules JSON), for fingerprints. */
    definition: string;
}
/** A field of a case that needs a runtime agent-bench does not have (yao's Yao processes). */
export interface UnsupportedFeature {
    /** The field as the suite names it: "before", "assert[1].script", "simulator.options.connector". */
    field: string;
    /** Why agent-bench cannot run it. */
    reason: string;
    /** What to do instead. */
    hint: string;
}
/** Who plays the user in a multi-turn case: a configured runner (yao `simulator.use`). */
export interface SimulatorSpec {
    runner: string;
    /** yao `simulator.options.metadata`: persona and goal are sent by name, the rest as `extra`. */
    metadata: Record<string, unknown>;
}
/** A point the conversation must (or may) reach, checked after every agent turn. */
export interface CheckpointSpec {
    id: string;
    description?: string;
    rules: AssertionRule[];
    /** Checkpoints that must be reached first (yao `after`). */
    after: string[];
    /** yao `required`, default true: the case passes once every required checkpoint is reached. */
    required: boolean;
}
export interface DialogSpec {
    simulator: SimulatorSpec;
    checkpoints: CheckpointSpec[];
    /** yao `max_turns`, default 20: agent turns before the case fails. */
    maxTurns: number;
}
/** A file a case puts into the workspace. */
export interface CaseFile {
    /** Absolute path of the file to copy. */
    source: string;
    /** Where it goes, relative to the agent's working folder ("/"-separated, never leaving it). */
    path: string;
}
/** The skill an eval tests: its name (as agents report it) and, when known, its folder, so a later variant can run the case without it. */
export interface SkillRef {
    name: string;
    /** Absolute path of the folder holding SKILL.md. */
    dir?: string;
}
export type SkillEval = 
/** evals.json: each expectation is one assertion an LLM judge grades, with `expected_output` as context. */
{
    kind: "task";
    skill?: SkillRef;
    expectations: Expectation[];
    expectedOutput?: string;
}
/** A trigger eval: the case passes when the skill was used (explicit or strong detection) exactly when it should be. */
 | {
    kind: "trigger";
    skill: SkillRef;
    shouldTrigger: boolean;
};
export interface Expectation {
    text: string;
    /** Its line in the evals file. */
    line?: number;
}
export interface LoadedSuite {
    /** Absolute path of the suite file (or "<inline>" for `-i`). */
    path: string;
    format: SuiteFormat;
    cases: SuiteCase[];
    /** The suite module's `workspace` export, resolved. */
    workspace?: WorkspaceConfig;
}
