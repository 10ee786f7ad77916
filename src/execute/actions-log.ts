// Defense in depth for the GitHub Actions log: agent text is escaped wherever
// it is shown (terminalSafe, one line per result), and on top of that, while
// it is printed in Actions, workflow commands are off. The runner reads a line
// starting with "::" as a command (::error::, ::add-mask::, ::set-output::);
// between ::stop-commands::<token> and ::<token>:: it reads none, and the
// token is random, so agent text cannot end the pause by itself.

import { randomBytes } from "node:crypto";

/** The text as printed: unchanged outside Actions, between a stop and a resume of workflow commands inside. */
export function untrustedBlock(text: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.GITHUB_ACTIONS !== "true" || text === "") return text;
  const token = randomBytes(16).toString("hex");
  return `::stop-commands::${token}\n${text}${text.endsWith("\n") ? "" : "\n"}::${token}::\n`;
}

/** A log line holding text from outside (an artifact, a suite, a branch name): printed inert, on one line. */
export function logUntrusted(text: string, env: NodeJS.ProcessEnv = process.env): void {
  process.stdout.write(untrustedBlock(`${text.replace(/[\r\n]+/gu, " ")}\n`, env));
}
