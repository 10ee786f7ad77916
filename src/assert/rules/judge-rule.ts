// The `judge` rule (yao's `agent`): an LLM judge runner reads the output, the
// input and the criteria (`value`) and answers {"passed": bool, "reason": string}.
// The engine runs the judge and records its call in the execution's artifacts.

import type { AssertionRule } from "../../model/case.ts";
import { RuleCrash, type CompileContext, type RuleDefinition, type RuleOutcome } from "./types.ts";

export const judgeRule: RuleDefinition = {
  value: "required",
  fields: ["use", "runner", "options"],
  example: '{"type": "judge", "value": "The answer is polite and names the capital of France", "runner": "judge"}',
  compile(rule: AssertionRule, ctx: CompileContext) {
    if (rule.value === null || rule.value === "") ctx.fail('"value" must hold the criteria the judge checks', this.example);
    if (rule.runner !== undefined && (typeof rule.runner !== "string" || rule.runner === "")) ctx.fail('"runner" must be a runner id', '"runner": "judge"');
    if (rule.use !== undefined && (typeof rule.use !== "string" || !/^agents:.+/.test(rule.use)))
      ctx.fail('"use" must be "agents:<runner id>"', '"use": "agents:judge"');
    if (rule.runner !== undefined && rule.use !== undefined) ctx.fail('give "runner" or "use", not both', '"runner": "judge"');
    const metadata = judgeMetadata(rule, ctx);
    // yao uses the judge's own connector when this one is empty.
    if (rule.options?.connector !== undefined && rule.options.connector !== "" && rule.options.connector !== null)
      return ctx.unsupported(
        "options.connector",
        `names the yao connector ${JSON.stringify(rule.options.connector)}, which only Yao can turn into the judge's model`,
        "set the model of the judge runner in the config, and drop options.connector",
      );
    const runnerId = rule.runner ?? rule.use?.slice("agents:".length);
    return async ({ output, input, judge }): Promise<RuleOutcome> => {
      if (!judge) {
        throw new RuleCrash(
          `no judge runner is configured for the judge rule${runnerId ? ` (runner "${runnerId}")` : ""}: add "judge": "<runner id>" to agent-bench.config, or "runner" to the rule`,
        );
      }
      let verdict;
      try {
        verdict = await judge({ output, input, criteria: rule.value, ...(runnerId ? { runnerId } : {}), ...(metadata ? { metadata } : {}) });
      } catch (error) {
        throw new RuleCrash(`the judge could not decide: ${(error as Error)?.message ?? String(error)}`, { cause: error });
      }
      if (typeof verdict?.passed !== "boolean") throw new RuleCrash('the judge\'s reply has no boolean "passed"');
      const reason =
        typeof verdict.reason === "string" && verdict.reason !== "" ? verdict.reason : verdict.passed ? "the judge passed it" : "the judge failed it";
      return { passed: verdict.passed, message: `judge: ${reason}`, expected: rule.value, actual: { passed: verdict.passed, reason } };
    };
  },
};

/** yao's `options`: `metadata` goes to the judge with the criteria; a `connector` (the judge's model) belongs to the judge runner's config. */
function judgeMetadata(rule: AssertionRule, ctx: CompileContext): Record<string, unknown> | undefined {
  const options = rule.options;
  if (options === undefined) return undefined;
  if (typeof options !== "object" || options === null || Array.isArray(options))
    ctx.fail('"options" must be an object', '"options": {"metadata": {"tone": "friendly"}}');
  for (const key of Object.keys(options))
    if (key !== "metadata" && key !== "connector") ctx.fail(`unknown key "options.${key}"`, '"options": {"metadata": {...}}');
  const metadata = options.metadata;
  if (metadata === undefined) return undefined;
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))
    ctx.fail('"options.metadata" must be an object', '"metadata": {"tone": "friendly"}');
  return metadata as Record<string, unknown>;
}
