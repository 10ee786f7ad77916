import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { Redactor, secretsFromEnv } from "../../src/github/redact.ts";
import { redactFolder } from "../../src/github/redact-files.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

describe("secret redaction", () => {
  it("takes secret-looking environment variables, long enough to be secrets", () => {
    const secrets = secretsFromEnv({
      ANTHROPIC_API_KEY: "sk-ant-api03-abcdefghijklmnop",
      MY_TOKEN: "t0k3n-value-123",
      HOME: "/root",
      DEBUG_TOKEN: "1",
      "INPUT_GITHUB-TOKEN": "ghs_short_but_input_token",
      PATH: "/usr/bin",
    });
    assert.deepEqual(secrets.sort(), ["ghs_short_but_input_token", "sk-ant-api03-abcdefghijklmnop", "t0k3n-value-123"].sort());
  });

  it("replaces known values, their JSON-escaped and URL-encoded forms, and counts them", () => {
    const secret = 'pa"ss/wo rd-123';
    const r = new Redactor([secret]);
    const out = r.redact(`plain ${secret}; json ${JSON.stringify({ v: secret })}; url ?k=${encodeURIComponent(secret)}`);
    assert.equal(out.text, 'plain ***; json {"v":"***"}; url ?k=***');
    assert.equal(out.count, 3);
  });

  it("catches common token shapes it was never told about", () => {
    const r = new Redactor([]);
    const text = [
      "gh token ghp_abcdefghijklmnopqrstuvwxyz0123456789",
      "openai sk-proj-abcdefghijklmnopqrstuvwx",
      "anthropic sk-ant-api03-abcdefghijklmnopqrstu",
      "aws AKIAABCDEFGHIJKLMNOP",
      "Authorization: Bearer abcdefghijklmnopqrstuvwxyz.0123",
      "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----",
    ].join("\n");
    const out = r.redact(text);
    assert.doesNotMatch(out.text, /ghp_|sk-proj|sk-ant|AKIA|abcdefghijklmnopqrstuvwxyz\.0123|MIIEow/);
    assert.match(out.text, /Bearer \*\*\*/);
    assert.equal(out.count, 6);
  });

  it("replaces the encoded forms: base64 at each offset (both alphabets), JSON twice, \\u00XX, HTML, and around terminal escapes", () => {
    const secret = 'Tr0ub4dor&3"horse\\<staple>';
    const r = new Redactor([secret]);
    const b64 = (s: string, url = false) => Buffer.from(s).toString(url ? "base64url" : "base64");
    const cases = [
      b64(secret),
      b64(`x${secret}`),
      b64(`xy${secret}`, true),
      JSON.stringify(JSON.stringify({ password: secret })),
      JSON.stringify({ a: secret }).replace(/[<>&]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
      "Tr0ub4dor&amp;3&quot;horse\\&lt;staple&gt;",
      `?p=${encodeURIComponent(secret)}`,
      'Tr0ub4\u001b[31mdor&3"hor\u001b[0mse\\<staple>',
      JSON.stringify('Tr0ub4\u001b[31mdor&3"horse\\<staple>'),
    ];
    for (const text of cases) {
      const out = r.redact(`before ${text} after`);
      assert.equal(out.count, 1, text);
      assert.ok(out.text.includes("***") && out.text.startsWith("before ") && out.text.endsWith(" after"), out.text);
      // What is left of a base64 text is the characters the neighbouring bytes share with the secret's, never 4 in a row of it.
      assert.ok(!out.text.includes(b64(secret).slice(4, 12)), out.text);
    }
  });

  it("redacts data before it is rendered: strings and keys, deep", () => {
    const secret = "s3cr3t-value-xyz";
    const { value, count } = new Redactor([secret]).redactValue({ a: [`x ${secret}`, { [secret]: 1, n: 2 }] });
    assert.deepEqual(value, { a: ["x ***", { "***": 1, n: 2 }] });
    assert.equal(count, 2);
  });

  it("finds every form of many secrets in one pass over a large text", () => {
    const secrets = Array.from({ length: 50 }, (_, i) => `secret-number-${i}-${"k".repeat(i % 7)}`);
    const text = Array.from({ length: 2000 }, (_, i) => (i % 40 === 0 ? secrets[(i / 40) % 50] : `filler ${i}`)).join("\n");
    const out = new Redactor(secrets).redact(text);
    assert.equal(out.count, 50);
    for (const s of secrets) assert.ok(!out.text.includes(s));
  });

  it("leaves ordinary text alone", () => {
    const out = new Redactor(["a-long-secret-value"]).redact("nothing to see: sk-short, token 123, the skill-ant-api docs");
    assert.equal(out.count, 0);
  });

  it("redacts a results folder in place and lists the files it could not scan", async () => {
    const secret = "s3cr3t-value-xyz";
    project.write("out/executions/a/r/run-1/stdout.log", `{"text":"the key is ${secret}"}\n`);
    project.write("out/results.json", JSON.stringify({ finalOutput: `echo ${secret}` }));
    project.write("out/notes", `no extension ${secret}`);
    writeFileSync(project.file("out/blob.bin"), Buffer.from([0, 1, 2, ...Buffer.from(secret)]));
    const result = await redactFolder(project.file("out"), new Redactor([secret]));
    assert.equal(result.redactions, 3);
    assert.equal(result.files, 3);
    assert.deepEqual(result.unscannable, ["blob.bin"]);
    assert.equal(readFileSync(project.file("out/executions/a/r/run-1/stdout.log"), "utf8"), '{"text":"the key is ***"}\n');
    assert.doesNotMatch(readFileSync(project.file("out/notes"), "utf8"), /s3cr3t/);
  });
});
