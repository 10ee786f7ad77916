// A secret with characters every escaping touches (& " \ < >), printed by the
// agent as it is and in the forms it takes on its way out: base64 at each of
// the three byte offsets (standard and URL-safe), URL-encoded, JSON-escaped
// once and twice, HTML- and \u00XX-escaped, and with a terminal escape woven
// into it. None of those forms may appear in any file of any artifact (the
// unzipped HTML report too), any body posted to GitHub, the job summary or
// the step log (dist/index.js, end to end).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun } from "./scenario.ts";

const SECRET = 'Tr0ub4dor&3"horse\\<staple>';

/** The part of base64 text the secret alone decides, when it starts at byte offset 0, 1 or 2. */
function base64Cores(value: string): string[] {
  const bytes = Buffer.from(value);
  return [0, 1, 2].flatMap((offset) => {
    const text = Buffer.concat([Buffer.alloc(offset, 0x41), bytes, Buffer.alloc(3, 0x41)]).toString("base64");
    const core = text.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
    return [core, core.replaceAll("+", "-").replaceAll("/", "_")];
  });
}

const json = (s: string) => JSON.stringify(s).slice(1, -1);
const html = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const unicode = (s: string) => s.replace(/[<>&]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** Every form to look for; a text is searched with terminal escapes (raw and JSON-escaped) taken out first. */
const FORMS = [SECRET, json(SECRET), json(json(SECRET)), unicode(json(SECRET)), html(SECRET), encodeURIComponent(SECRET), ...base64Cores(SECRET)];
const withoutEscapes = (text: string) => text.replace(/(?:\u001b|\\{1,2}u001b)\[[0-9;]*m/gu, "");

/** What the agent prints: every form, each in its own context (base64 inside longer base64 at each offset). */
const PLANTED = [
  `plain ${SECRET}`,
  `b64 ${Buffer.from(SECRET).toString("base64")} ${Buffer.from(`x${SECRET}`).toString("base64")} ${Buffer.from(`xy${SECRET}`).toString("base64url")}`,
  `url ?p=${encodeURIComponent(SECRET)}`,
  `json ${JSON.stringify(JSON.stringify({ password: SECRET }))}`,
  `html ${html(SECRET)} ${unicode(json(SECRET))}`,
  `ansi Tr0ub4\u001b[31mdor&3"hor\u001b[0mse\\<staple>`,
].join("\n");

function leaks(text: string): string[] {
  const clean = withoutEscapes(text);
  return FORMS.filter((form) => clean.includes(form));
}

describe("encoded secrets", () => {
  it("no form of a planted secret reaches an artifact file, a posted body, the summary or the log", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 61 });
    const result = await prRun(github, pr, { failing: [0], extraOutput: PLANTED }, { "fail-on": "never" }, { env: { DB_PASSWORD: SECRET } });
    assert.equal(result.exitCode, 0, result.stdout);
    const places: Array<[string, string]> = [
      ["the step log", result.log],
      ["the job summary", result.summary],
    ];
    for (const c of github.state.commentsOn(61)) places.push(["the comment", c.body]);
    for (const check of github.state.checkRuns.values()) places.push(["the check run", JSON.stringify(check)]);
    let files = 0;
    for (const artifact of github.state.artifacts.values()) {
      for (const [name, content] of await github.artifactFiles(artifact.id)) {
        places.push([`${artifact.name}: ${name}`, content.toString("utf8")]);
        files++;
      }
    }
    for (const r of github.requests) places.push([`a request to ${r.path}`, JSON.stringify(r.body ?? "")]);
    assert.ok(files > 10 && places.some(([where]) => /report\.html: report\.html$|-report\.html/u.test(where)), "the unzipped report is checked too");
    for (const [where, text] of places) assert.deepEqual(leaks(text), [], `a form of the secret leaked into ${where}`);
    // The agent's text is still there, with the secret masked.
    const comment = github.state.commentsOn(61)[0].body;
    assert.match(comment, /plain \*\*\*/u);
    assert.match(result.summary, /secret value\(s\) were redacted/u);
  });
});
