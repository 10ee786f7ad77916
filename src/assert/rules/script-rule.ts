// The `script` rule: a function in a JS/TS module next to the suite,
// `(output, input, value, session) => boolean | {pass, message}` (or a promise
// of one). "checks.ts#isPolite" names an export; "checks.ts" the default.
// The module is loaded at suite load time, so a missing file or export is a
// configuration error before any agent runs.

import type { AssertionRule } from "../../model/case.ts";
import { AssertionError } from "node:assert";
import { existsSync } from "node:fs";
import path from "node:path";
import { importUserModule, requireUserModule } from "../../load/module-loader.ts";
import { show } from "./values.ts";
import { RuleCrash, type CompileContext, type RuleDefinition, type RuleOutcome } from "./types.ts";

type ScriptFn = (output: string, input: string, value: unknown, session: unknown) => unknown;

const MODULE = /\.(?:[cm]?[jt]s)$/;
/** yao's `script` names a Yao process: "scripts.tests.Check", "models.user.Find". */
const YAO_PROCESS = /^[A-Za-z_][\w-]*(?:\.[\w-]+)+$/;

export const scriptRule: RuleDefinition = {
  value: "optional",
  fields: ["script"],
  example: '{"type": "script", "script": "./checks.ts#isPolite", "value": {"min": 2}}',
  compile(rule: AssertionRule, ctx: CompileContext) {
    if (typeof rule.script !== "string" || rule.script.trim() === "") ctx.fail('"script" must name a module, e.g. "./checks.ts#isPolite"', this.example);
    const [file, exportName = "default"] = rule.script.split("#") as [string, string?];
    if (YAO_PROCESS.test(rule.script) && !MODULE.test(file))
      return ctx.unsupported(
        "script",
        `calls the Yao process ${JSON.stringify(rule.script)}, which agent-bench cannot run`,
        'put the check in a module next to the suite: "script": "./checks.ts#fn" ((output, input, value, session) => boolean | {pass, message})',
      );
    if (!MODULE.test(file))
      ctx.fail(
        `"script" must be the path of a .js/.mjs/.ts/.mts module, optionally followed by #exportName (got ${JSON.stringify(rule.script)})`,
        "yao process names (scripts.x.Fn) are not supported: put the function in a module next to the suite",
      );
    const abs = path.resolve(ctx.suiteDir, file);
    if (!existsSync(abs)) ctx.fail(`script module not found: ${abs}`, "the path is relative to the suite file");
    const label = `${file}${exportName === "default" ? "" : `#${exportName}`}`;
    let fn = loadNow(abs, exportName, ctx);
    return async ({ output, input, session }): Promise<RuleOutcome> => {
      fn ??= await loadLater(abs, exportName);
      let returned: unknown;
      try {
        returned = await fn(output, input, rule.value, session);
      } catch (error) {
        if (error instanceof AssertionError) return { passed: false, message: `${label}: ${error.message}`, expected: rule.value, actual: output };
        throw new RuleCrash(`script ${label} threw: ${(error as Error)?.message ?? String(error)}`, { cause: error });
      }
      if (typeof returned === "boolean") return { passed: returned, message: `script ${label} returned ${returned}`, expected: rule.value, actual: returned };
      if (typeof returned === "object" && returned !== null && typeof (returned as { pass?: unknown }).pass === "boolean") {
        const r = returned as { pass: boolean; message?: unknown };
        const message = typeof r.message === "string" && r.message !== "" ? r.message : `script ${label} returned pass: ${r.pass}`;
        return { passed: r.pass, message, expected: rule.value, actual: returned };
      }
      throw new RuleCrash(`script ${label} returned ${show(returned)}; it must return true/false or {"pass": boolean, "message"?: string}`);
    };
  },
};

/** Loads the module synchronously (require of ESM); undefined when it uses top-level await and must be imported later. */
function loadNow(abs: string, exportName: string, ctx: CompileContext): ScriptFn | undefined {
  let mod: Record<string, unknown>;
  try {
    mod = requireUserModule(abs);
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_REQUIRE_ASYNC_MODULE") return undefined;
    return ctx.fail(
      `cannot load script ${abs}: ${((error as Error)?.message ?? String(error)).split("\n")[0]}`,
      "fix the module so it loads (agent-bench imports it as a module)",
    );
  }
  return pick(mod, exportName, (problem) =>
    ctx.fail(`${abs}: ${problem}`, 'export the check, e.g. "export default function (output, input, value, session) { return output.includes(value) }"'),
  );
}

async function loadLater(abs: string, exportName: string): Promise<ScriptFn> {
  const mod = await importUserModule(abs);
  return pick(mod, exportName, (problem) => {
    throw new RuleCrash(`${abs}: ${problem}`);
  });
}

function pick(mod: Record<string, unknown> | ScriptFn, exportName: string, fail: (problem: string) => never): ScriptFn {
  if (typeof mod === "function" && exportName === "default") return mod;
  const value = (mod as Record<string, unknown>)[exportName];
  if (typeof value !== "function") {
    const found = Object.keys(mod).filter((k) => k !== "__esModule" && typeof (mod as Record<string, unknown>)[k] === "function");
    return fail(
      `${exportName === "default" ? "no default export function" : `no exported function "${exportName}"`}${found.length ? ` (functions: ${found.join(", ")})` : ""}`,
    );
  }
  return value as ScriptFn;
}
