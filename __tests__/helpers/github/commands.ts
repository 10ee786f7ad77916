// Reading what an action tells the runner: workflow commands on stdout (::error::, ::add-mask::, …)
// and the file commands (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_ENV), with the runner's escaping.

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

function unescapeData(text: string): string {
  return text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
}

function unescapeProperty(text: string): string {
  return text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%3A/g, ":").replace(/%2C/g, ",").replace(/%25/g, "%");
}

/** The workflow commands in a step's stdout, in order. */
export function parseCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  // Between ::stop-commands::TOKEN and ::TOKEN:: the runner reads no command.
  let stoppedBy: string | undefined;
  for (const line of stdout.split(/\r?\n/)) {
    if (stoppedBy !== undefined) {
      if (line === `::${stoppedBy}::`) stoppedBy = undefined;
      continue;
    }
    const found = /^::([A-Za-z][\w-]*)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!found) continue;
    if (found[1] === "stop-commands") {
      stoppedBy = found[3];
      continue;
    }
    const [, command = "", props = "", message = ""] = found;
    const properties: Record<string, string> = {};
    for (const pair of props.split(",").filter(Boolean)) {
      const at = pair.indexOf("=");
      if (at > 0) properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
    }
    commands.push({ command, properties, message: unescapeData(message) });
  }
  return commands;
}

/**
 * The name/value pairs of a file command. Both forms the runner accepts: `name=value` and the
 * heredoc `name<<DELIMITER\nvalue\nDELIMITER` that @actions/core writes.
 */
export function parseFileCommand(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line === "") continue;
    const heredoc = /^([^=]+?)<<(.+)$/.exec(line);
    const equals = line.indexOf("=");
    if (heredoc && (equals === -1 || line.indexOf("<<") < equals)) {
      const [, name = "", delimiter = ""] = heredoc;
      const end = lines.indexOf(delimiter, i + 1);
      if (end === -1) throw new Error(`file command: no closing delimiter "${delimiter}" for "${name}"`);
      values[name] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (equals > 0) {
      values[line.slice(0, equals)] = line.slice(equals + 1);
    } else {
      throw new Error(`file command: cannot read line ${i + 1}: ${JSON.stringify(line)}`);
    }
  }
  return values;
}

/** The text as the runner's log shows it: every value registered with ::add-mask:: replaced by ***. */
export function maskSecrets(text: string, commands: WorkflowCommand[]): string {
  const secrets = commands.filter((c) => c.command === "add-mask" && c.message !== "").map((c) => c.message);
  return secrets.sort((a, b) => b.length - a.length).reduce((out, secret) => out.split(secret).join("***"), text);
}
