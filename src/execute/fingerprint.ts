// Fingerprints tell a comparison when a case itself changed: everything that
// defines it (prompt, assertions, workspace content, visible skills, runner
// config) goes into one hash.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SuiteCase, WorkspaceConfig } from "../model/case.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { sha256 } from "./paths.ts";
import { findSkills } from "./skills.ts";

const treeHashes = new Map<string, Promise<string>>();

/** Hash of a folder's relative paths and contents (cached per run). */
export function hashTree(dir: string): Promise<string> {
  let hash = treeHashes.get(dir);
  if (!hash) {
    hash = computeTreeHash(dir);
    treeHashes.set(dir, hash);
  }
  return hash;
}

async function computeTreeHash(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  const parts: string[] = [];
  for (const file of files) parts.push(`${path.relative(dir, file)}\0${sha256(await readFile(file))}`);
  return sha256(parts.join("\n"));
}

/** What the agent can see before it starts: the template, or for "none" the skills in its folder. */
export async function workspaceHash(workspace: WorkspaceConfig | undefined, cwd: string): Promise<string> {
  if (workspace?.templateDir) {
    const bootstrap = workspace.bootstrap ? JSON.stringify(workspace.bootstrap) : "";
    return sha256(`${await hashTree(workspace.templateDir)}\n${bootstrap}`);
  }
  const skills = findSkills(workspace?.cwd ?? cwd);
  const parts = await Promise.all(skills.map(async (s) => `${s.name}\0${await hashTree(s.dir)}`));
  return sha256(parts.sort().join("\n"));
}

/** Runner settings that change the agent's behaviour (env values are left out: they hold secrets). */
export function runnerDefinition(runner: RunnerConfig): string {
  return JSON.stringify({
    type: runner.type,
    model: runner.model ?? null,
    command: runner.command ?? null,
    args: runner.args,
    env: Object.keys(runner.env).sort(),
    maxSteps: runner.maxSteps ?? null,
    options: runner.options,
  });
}

export function caseFingerprint(testCase: SuiteCase, runner: RunnerConfig, workspace: string): string {
  const definition = JSON.stringify({
    prompt: testCase.prompt,
    messages: testCase.messages.length > 1 ? testCase.messages : undefined,
    definition: testCase.definition,
    expected: testCase.hasExpected ? testCase.expected : undefined,
    expectedFail: testCase.expectedFail,
    env: testCase.env ?? null,
    timeoutMs: testCase.timeoutMs ?? null,
  });
  return sha256(`${definition}\n${workspace}\n${runnerDefinition(runner)}`).slice(0, 16);
}

export function suiteFingerprint(cases: SuiteCase[], workspace: string): string {
  return sha256(cases.map((c) => `${c.id}\0${c.prompt}\0${c.definition}`).join("\n") + workspace).slice(0, 16);
}
