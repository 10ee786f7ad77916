/** The bound results files from other runs are held to (src/model/schema/primitives.ts). */
export declare const MAX_CASE_ID_LENGTH = 1000;
/** Why the id breaks the rule, or undefined when it follows it. */
export declare function caseIdProblem(id: string): string | undefined;
export declare const CASE_ID_HINT = "use printable characters (letters, digits, punctuation, spaces), at most 1000 of them";
