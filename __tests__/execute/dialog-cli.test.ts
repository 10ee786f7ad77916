// A multi-turn case through the CLI with two command runners: the agent under
// test (it cannot resume a session, so each turn gets the conversation so far)
// and the simulated user (any runner can play it). The result carries the
// conversation and the checkpoints.
import assert from "node:assert/strict";
import { chmodSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "shop.mjs": [
    "const prompt = process.argv.at(-1);",
    "const turn = Number(process.env.AGENT_BENCH_TURN);",
    'if (turn === 1) console.log("Welcome! Which tea would you like?");',
    'else if (prompt.startsWith("Conversation so far") && prompt.includes("Which tea") && prompt.endsWith("Green, please.")) console.log("Green tea: order placed.");',
    'else console.log("Sorry, I lost track: " + JSON.stringify(prompt));',
  ].join("\n"),
  "customer.mjs": [
    "#!/usr/bin/env node",
    "const input = JSON.parse(process.argv.at(-1));",
    'const reply = input.goal === "Get green tea" && input.checkpoints_reached.includes("asks") ? "Green, please." : "Hello?";',
    "console.log(JSON.stringify({ message: reply, goal_achieved: false }));",
  ].join("\n"),
  "agent-bench.config.json": JSON.stringify({
    runners: {
      shop: { type: "command", command: ["node", "./shop.mjs"] },
      // It runs in a throwaway folder: a path-like executable resolves against the config file.
      customer: { type: "command", command: "./customer.mjs" },
    },
  }),
  "cases.jsonl": `${JSON.stringify({
    id: "tea",
    input: "I want tea",
    simulator: { use: "customer", options: { metadata: { goal: "Get green tea" } } },
    checkpoints: [
      { id: "asks", assert: { type: "contains", value: "Which tea" } },
      { id: "done", after: ["asks"], assert: { type: "contains", value: "order placed" } },
    ],
    max_turns: 3,
  })}\n`,
});
chmodSync(project.file("customer.mjs"), 0o755);
after(() => project.remove());

test("a multi-turn case runs end to end with command runners, turn by turn, in results.json", async () => {
  const out = project.file("run");
  const r = await runCli(["run", "cases.jsonl", "--out-dir", out], { cwd: project.dir });
  assert.equal(r.code, 0, r.stderr + r.stdout);
  const run = JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile;
  // The simulated user is not benchmarked.
  assert.deepEqual(
    run.plan.runners.map((x) => x.id),
    ["shop"],
  );
  const [result] = run.results;
  assert.equal(result.status, "passed", result.error?.message);
  assert.deepEqual(
    result.dialog!.turns.map((t) => [t.user, t.agent, t.reached]),
    [
      ["I want tea", "Welcome! Which tea would you like?", ["asks"]],
      ["Green, please.", "Green tea: order placed.", ["done"]],
    ],
  );
  assert.deepEqual(
    result.assertions.map((a) => [a.kind, a.name, a.passed, a.location?.line]),
    [
      ["checkpoint", "asks", true, 1],
      ["checkpoint", "done", true, 1],
    ],
  );
  // Each turn keeps its own logs; the simulator's call sits with the turn it opened.
  assert.equal(readFileSync(path.join(out, result.artifactDir, "turn-2/stdout.log"), "utf8"), "Green tea: order placed.\n");
  assert.match(readFileSync(path.join(out, result.artifactDir, "turn-2/simulator/stdout.log"), "utf8"), /"message":"Green, please\."/);
});
