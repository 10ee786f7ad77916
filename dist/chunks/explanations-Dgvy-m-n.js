import { p as plural, f as formatDuration } from './unknown-events-zNQq38TK.js';
import { m as mdCode, a as mdText, b as mdCodeBlock, c as mdLink } from './sanitize-CGuhO3m3.js';

// The agents' own answers to `agent-bench explain` (explanations.md, the CLI's
// output), and the one line the PR comment gives them. Pure; every question,
// answer and id is untrusted text.
const EXPLANATIONS_TITLE = "Why the agent failed, in its own words";
/** An answer longer than this is cut; explanations.json has all of it. */
const ANSWER_CHARS = 4000;
function explanationsMarkdown(file, level = 2) {
    const questions = file.executions.reduce((n, e) => n + e.answers.length, 0);
    return [
        `${"#".repeat(level)} ${EXPLANATIONS_TITLE}`,
        `agent-bench asked ${plural(file.executions.length, "failed execution")} ${plural(questions, "question")} about the checks it failed. The answers are each agent's own account of its run, not a diagnosis.`,
        ...file.executions.map((e) => executionMarkdown(e, level + 1)),
    ].join("\n\n");
}
function executionMarkdown(e, level) {
    const how = e.mode === "resume"
        ? e.sessionId
            ? `resumed session ${mdCode(e.sessionId, "text")}`
            : "resumed session"
        : "a fresh session given the original prompt (--rerun): the agent did not see its run";
    const parts = [
        `${"#".repeat(level)} ${mdCode(e.caseId, "text")} × ${mdCode(e.runnerId, "text")} · run ${e.run} · ${e.status}${e.failureOrigin ? ` (${e.failureOrigin})` : ""}`,
        `<sub>${how}</sub>`,
    ];
    for (const a of e.answers) {
        const where = a.check.location ? ` · ${mdText(`${a.check.location.file}${a.check.location.line ? `:${a.check.location.line}` : ""}`)}` : "";
        parts.push(`**Q:** ${mdText(a.question)} <sub>${mdCode(a.check.name, "text")}${where}</sub>`);
        parts.push(a.answer !== undefined
            ? mdCodeBlock(a.answer, { max: ANSWER_CHARS, cutWhere: `${a.artifactDir}/session.json` })
            : `_No answer: ${mdText(a.error ?? "the agent gave none", 500)}_`);
        parts.push(`<sub>${formatDuration(a.durationMs)} · ${mdText(a.artifactDir)}</sub>`);
    }
    return parts.join("\n\n");
}
/** The PR comment's pointer to the answers (in the HTML report), when there are any. */
function explanationsNote(file, htmlReportUrl) {
    const answered = file?.executions.filter((e) => e.answers.some((a) => a.answer !== undefined)) ?? [];
    if (answered.length === 0)
        return "";
    const report = mdLink("HTML report", htmlReportUrl) ?? "HTML report (in the artifacts)";
    return `🔎 The agent explained ${plural(answered.length, "failed run")} of the regressed cells in its own words: see "${EXPLANATIONS_TITLE}" in the ${report}.`;
}

export { EXPLANATIONS_TITLE as E, explanationsNote as a, explanationsMarkdown as e };
