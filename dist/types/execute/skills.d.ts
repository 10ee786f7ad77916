import type { KnownSkill } from "../runners/runner.js";
/** Skill folders the agent CLIs read (docs/runners.md lists which agent reads which). */
export declare const SKILL_ROOTS: string[];
export declare function findSkills(workspace: string): KnownSkill[];
export declare function frontMatterName(text: string): string | undefined;
