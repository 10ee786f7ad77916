// Load errors of one suite file, gathered so the user sees every problem in
// one go (up to a limit) instead of fixing them one run at a time.

import { AgentBenchError, configError, isAgentBenchError } from "../errors.ts";

const MAX_PROBLEMS = 20;

export class Problems {
  private readonly list: AgentBenchError[] = [];
  private more = 0;
  private readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  /** Runs `fn`; a configuration error it throws is recorded instead of stopping the load. */
  collect<T>(fn: () => T): T | undefined {
    try {
      return fn();
    } catch (error) {
      if (!isAgentBenchError(error) || error.kind !== "config") throw error;
      if (this.list.length < MAX_PROBLEMS) this.list.push(error);
      else this.more++;
      return undefined;
    }
  }

  get count(): number {
    return this.list.length + this.more;
  }

  /** Throws one error listing every problem (a single problem is thrown as it is). */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    if (this.list.length === 1 && this.more === 0) throw this.list[0];
    const lines = this.list.map((e) => `  ${e.where ? `${e.where}: ` : ""}${e.message}${e.hint ? `\n    hint: ${e.hint}` : ""}`);
    if (this.more > 0) lines.push(`  … and ${this.more} more`);
    throw configError(`${this.file}: ${this.count} problems:\n${lines.join("\n")}`, { hint: "fix them all, then run again" });
  }
}
