import type { SkillAssertions } from "./types.js";
export declare function skillAssertions(soft: boolean): SkillAssertions;
