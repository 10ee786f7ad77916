// An offline stand-in for a writing agent (a scripted runner's script): it
// reads the facts block of the prompt and answers with the paragraph a model
// would write. Swap the "writer" runner for claude-code or codex in
// agent-bench.config.json to have a real model write it.

export default function steps({ prompt }) {
  const json = /```json\n([\s\S]*?)\n```/u.exec(prompt)?.[1];
  if (!json) return [{ text: "I need the run's facts to summarize it." }];
  const f = JSON.parse(json);
  const unreliable = f.cellsNotAlwaysPassing.map((c) => `${c.case} on ${c.runner} (${c.passed}/${c.runs})`);
  const sentences = [
    `${f.passed} of ${f.executions} executions of ${f.suite} passed (${f.passRate}%) across ${f.runners.join(" and ")}, ${f.runsPerCase} runs per case.`,
    unreliable.length ? `Not always passing: ${unreliable.join(", ")}.` : "Every case passed on every run.",
    f.slowest ? `The slowest execution was ${f.slowest.case} on ${f.slowest.runner} (run ${f.slowest.run}, ${f.slowest.ms} ms).` : "",
    f.verdict ? `Compared with the base branch: ${f.verdict.verdict}. ${f.verdict.reason}` : "There was no baseline to compare with.",
  ];
  return [
    { thinking: "Summarize the facts in one paragraph." },
    { text: sentences.filter(Boolean).join(" ") },
    { usage: { input: Math.round(prompt.length / 4), output: 80 }, cost: 0.0009 },
  ];
}
