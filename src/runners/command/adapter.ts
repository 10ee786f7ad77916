// type: command — any executable. The prompt goes in as an argument, on
// stdin, or in an environment variable; stdout is the final output (or a
// JSON field of it).

import { z } from "zod";
import type { Session } from "../../model/session.ts";
import type { CapturedOutput, ParseContext, RunnerAdapter } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { exitCodeOf } from "../../model/process-end.ts";

const optionsSchema = z.strictObject({
  /** How the prompt reaches the command. "arg": appended (or substituted for {prompt} in args). */
  promptVia: z.enum(["arg", "stdin", "env"]).default("arg"),
  promptEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .default("AGENT_BENCH_PROMPT"),
  /** A dot path into stdout parsed as JSON (e.g. "result" or "choices.0.message.content"). */
  outputField: z.string().min(1).optional(),
});

type Options = z.infer<typeof optionsSchema>;

function substitute(arg: string, values: Record<string, string>): string {
  return arg.replace(/\{(prompt|workspace|model|caseId|runnerId|run)\}/g, (_, key: string) => values[key] ?? "");
}

export const commandRunner: RunnerAdapter<Options> = {
  type: "command",
  displayName: "Command",
  requiresCommand: true,
  detectsSkills: false,
  optionsSchema,
  prepare(ctx) {
    const { options } = ctx.runner;
    const [executable, ...launcherArgs] = ctx.runner.command!;
    const values = {
      prompt: ctx.case.prompt,
      workspace: ctx.workspace,
      model: ctx.runner.model ?? "",
      caseId: ctx.case.id,
      runnerId: ctx.runner.id,
      run: String(ctx.run),
    };
    const hasPlaceholder = ctx.runner.args.some((a) => a.includes("{prompt}"));
    const args = [...launcherArgs, ...ctx.runner.args.map((a) => substitute(a, values))];
    if (options.promptVia === "arg" && !hasPlaceholder) args.push(ctx.case.prompt);
    const env = { ...ctx.env };
    if (options.promptVia === "env") env[options.promptEnv] = ctx.case.prompt;
    return {
      kind: "spawn",
      executable: executable,
      args,
      env,
      cwd: ctx.workspace,
      ...(options.promptVia === "stdin" ? { stdin: ctx.case.prompt } : {}),
    };
  },
  parse(output: CapturedOutput, ctx: ParseContext<Options>): Session {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const field = ctx.options?.outputField;
    let text = output.stdout.replace(/\r?\n$/, "");
    if (field) {
      const extracted = extractField(text, field);
      if (extracted.ok) text = extracted.value;
      else b.error({ kind: "output", message: extracted.error });
    }
    b.push({ type: "message", role: "assistant", phase: "final", text });
    b.finalOutput = text;
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
  },
};

function extractField(stdout: string, field: string): { ok: true; value: string } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(stdout);
  } catch {
    return { ok: false, error: `stdout is not JSON, so outputField "${field}" cannot be read` };
  }
  for (const key of field.split(".")) {
    if (value === null || typeof value !== "object") return { ok: false, error: `stdout JSON has no field "${field}"` };
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined) return { ok: false, error: `stdout JSON has no field "${field}"` };
  return { ok: true, value: typeof value === "string" ? value : JSON.stringify(value) };
}
