// What "inert" means for what the action posts and prints, checked the way
// GitHub reads it: workflow commands at a line start (outside the action's own
// ::stop-commands:: pauses), and, in Markdown bodies, HTML elements and live
// @mentions outside code (fenced blocks and code spans show text as text).
import assert from "node:assert/strict";

/** The HTML agent-bench's renderers write themselves; anything else in a body came from outside. */
const OWN_TAGS = /^<\/?(details|summary|sub|code|br|b)>$/u;
const OWN_MARKER = /^<!-- agent-bench:(v1:[A-Za-z0-9._/@-]+|v1:sha256:[0-9a-f]{16}|digest:[0-9a-f]{16}) -->$/u;
/** The commands the action itself prints (never with text from outside as the command). */
const OWN_COMMANDS = new Set(["add-mask", "error", "warning", "notice", "group", "endgroup", "debug"]);

/** Lines the runner would read as workflow commands, with the text of each. */
export function liveCommandLines(stdout: string): string[] {
  const live: string[] = [];
  let stoppedBy: string | undefined;
  for (const line of stdout.split(/\r?\n/u)) {
    if (stoppedBy !== undefined) {
      if (line === `::${stoppedBy}::`) stoppedBy = undefined;
      continue;
    }
    const found = /^::([A-Za-z][\w-]*)(?: [^:]*)?::(.*)$/u.exec(line);
    if (!found) continue;
    if (found[1] === "stop-commands") stoppedBy = found[2];
    live.push(line);
  }
  return live;
}

/** The log holds no workflow command but the action's own, none carrying `planted`, and every pause is the action's. */
export function assertInertLog(stdout: string, planted: string): void {
  for (const line of liveCommandLines(stdout)) {
    const command = /^::([\w-]+)/u.exec(line)![1];
    if (command === "stop-commands") {
      assert.match(line, /^::stop-commands::[0-9a-f]{32}$/u, `a pause the action did not start: ${line}`);
      continue;
    }
    assert.ok(OWN_COMMANDS.has(command), `a workflow command from outside reached the log: ${line}`);
    if (command !== "error" && command !== "warning") assert.ok(!line.includes(planted), `planted text in a live command: ${line}`);
    // An annotation's text is escaped data on one line; its properties (file=, line=) are the action's alone.
    assert.ok(!/^::\w+ [^:]*file=[^:]*\b(?:INJECTED|evil)/u.test(line), `an annotation property from outside: ${line}`);
  }
}

/** Markdown prose: fenced blocks and inline code spans removed (their text is shown as text). */
function prose(markdown: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    if (fence) {
      if (line.startsWith(fence) && line.slice(fence.length).trim() === "") fence = undefined;
      continue;
    }
    const open = /^(`{3,}|~{3,})/u.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    out.push(line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/gu, "` `"));
  }
  return out.join("\n");
}

/** A posted body (comment, check summary, job summary): no HTML element or comment of outside making, no live mention. */
export function assertInertMarkdown(body: string, where: string): void {
  const text = prose(body);
  for (const tag of text.match(/<!--[\s\S]*?-->|<\/?[A-Za-z][^>]*>?/gu) ?? []) {
    assert.ok(OWN_TAGS.test(tag) || OWN_MARKER.test(tag), `${where}: an HTML element from outside: ${JSON.stringify(tag)}`);
  }
  const outside = text.replace(/<!-- agent-bench:[^\n]*? -->/gu, (m) => (OWN_MARKER.test(m) ? "" : m));
  assert.doesNotMatch(outside, /<!--|--!?>/u, `${where}: an HTML comment from outside`);
  const mention = /(^|[^\w\u200b`/])@[A-Za-z0-9][\w-]*/u.exec(text);
  assert.equal(mention, null, `${where}: a live mention: ${JSON.stringify(mention?.[0])}`);
  const open = (text.match(/<details>/gu) ?? []).length;
  const close = (text.match(/<\/details>/gu) ?? []).length;
  assert.equal(open, close, `${where}: <details> left open`);
}
