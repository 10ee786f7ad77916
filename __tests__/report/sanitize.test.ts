import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { cutNote, escapeHtml, htmlCode, htmlText, mdCode, mdCodeBlock, mdLink, mdText, neutralize, plainText, truncate } from "../../src/report/sanitize.ts";

const ZWSP = "\u200b";

describe("plainText", () => {
  it("removes terminal escapes, control and bidi characters, and lone surrogates", () => {
    assert.equal(plainText("\u001b[31mred\u001b[0m \u202eexe.txt\u202c a\u0000b\r\nc\rd \ud800x"), "red exe.txt ab\nc\nd \ufffdx");
  });
  it("keeps emoji, tabs and newlines", () => {
    assert.equal(plainText("a\tb\n👨‍👩‍👧‍👦"), "a\tb\n👨‍👩‍👧‍👦");
  });
});

describe("neutralize", () => {
  it("breaks mentions of users and teams", () => {
    const out = neutralize("cc @octocat and @acme/security-team");
    assert.equal(out, `cc @${ZWSP}octocat and @${ZWSP}acme/security-team`);
    assert.doesNotMatch(out, /@\w/u);
  });
  it("breaks issue references in this and other repositories, and GH- ids", () => {
    const out = neutralize("fixes #12, other/repo#1 and GH-34");
    assert.doesNotMatch(out, /#\d|GH-\d/u);
    assert.equal(out.replaceAll(ZWSP, ""), "fixes #12, other/repo#1 and GH-34");
  });
  it("breaks bare links", () => {
    const out = neutralize("see https://evil.example/login and www.evil.example");
    assert.doesNotMatch(out, /https:\/\/|www\./u);
  });
});

describe("truncate", () => {
  it("returns short text unchanged", () => {
    assert.deepEqual(truncate("hello", 10), { text: "hello", cut: 0 });
  });
  it("cuts 100 KB of text to the limit and says how much was cut", () => {
    const text = "word ".repeat(20_000);
    const { text: kept, cut } = truncate(text, 1000);
    assert.ok(kept.length <= 1000);
    assert.ok(kept.length > 850, "cuts near the limit");
    assert.equal([...kept].length + cut, [...text].length);
    assert.match(kept, /word$/u, "cuts at a word boundary");
  });
  it("never splits a surrogate pair or an emoji sequence at the cut", () => {
    const family = "👨‍👩‍👧‍👦";
    for (let max = 1; max < 40; max++) {
      const { text } = truncate(`${"x".repeat(10)}${family.repeat(3)}`, max);
      assert.doesNotMatch(text, /[\ud800-\udbff]$/u, `no lone high surrogate at max ${max}`);
      const tail = text.slice(10);
      assert.equal(tail.replaceAll(family, ""), "", `only whole emoji at max ${max}: ${JSON.stringify(tail)}`);
    }
  });
  it("prefers a line break close to the limit", () => {
    const { text } = truncate(`${"a".repeat(90)}\n${"b".repeat(50)}`, 100);
    assert.equal(text, "a".repeat(90));
  });
});

describe("mdText", () => {
  it("escapes Markdown and HTML so nothing becomes markup or a link", () => {
    const out = mdText("<script>alert(1)</script> **bold** [x](javascript:y) ![i](https://e/p.png) `code` | pipe ~~s~~ $x$");
    assert.doesNotMatch(out, /<script|(?<!\\)\*\*|(?<!\\)\]\(|(?<!\\)`/u);
    assert.match(out, /&lt;script&gt;/u);
    assert.match(out, /\\\|/u, "pipes cannot end a table cell");
    assert.match(out, /\\\$x\\\$/u, "no math");
  });
  it("keeps one line", () => {
    assert.doesNotMatch(mdText("a\nb\r\nc"), /\n/u);
  });
  it("escapes block markers only at the start", () => {
    assert.equal(mdText("# title"), "\\# title");
    assert.equal(mdText("1. item"), "1\\. item");
    assert.equal(mdText("version 0.1.0 - ok"), "version 0.1.0 - ok");
  });
  it("neutralizes mentions and references", () => {
    assert.doesNotMatch(mdText("@octocat other/repo#1"), /@\w|#\d/u);
  });
  it("cuts and marks long text", () => {
    const out = mdText("x".repeat(500), 100);
    assert.ok(out.length < 110);
    assert.match(out, /…$/u);
  });
});

describe("mdCode", () => {
  it("uses a fence longer than any backtick run inside", () => {
    assert.equal(mdCode("a `b` c"), "``a `b` c``");
    assert.equal(mdCode("````"), "````` ```` `````");
  });
  it("escapes pipes for table cells only", () => {
    assert.equal(mdCode("a|b"), "`a\\|b`");
    assert.equal(mdCode("a|b", "text"), "`a|b`");
  });
});

describe("mdCodeBlock", () => {
  it("cannot be closed by the content, whatever backticks it holds", () => {
    const block = mdCodeBlock("before\n`````\n</details>\nafter");
    const lines = block.split("\n");
    const fence = lines[0].match(/^`+/u)![0];
    assert.ok(fence.length > 5);
    assert.equal(lines.at(-1), fence);
    assert.equal(lines.filter((l) => l.startsWith(fence)).length, 2);
  });
  it("says how much was cut and where the whole text is", () => {
    const block = mdCodeBlock("y".repeat(5000), { max: 100, cutWhere: "executions/a/b/run-1/session.json" });
    assert.match(block, /… 4,900 more characters; the whole text is in executions\/a\/b\/run-1\/session\.json/u);
  });
});

describe("HTML inside Markdown", () => {
  it("escapes a </details> or </summary> so it cannot close the block", () => {
    const out = htmlText("</summary></details><b>x</b>");
    assert.doesNotMatch(out, /</u);
    assert.doesNotMatch(htmlCode("</code></details>"), /<\/details>/u);
  });
  it("neutralizes mentions in HTML text, where GitHub still links them", () => {
    assert.doesNotMatch(htmlText("@octocat"), /@\w/u);
  });
});

describe("escapeHtml and links", () => {
  it("escapes the five HTML characters", () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
  it("links only http(s) URLs", () => {
    assert.equal(mdLink("report", "javascript:alert(1)"), undefined);
    assert.equal(mdLink("report", "https://example.com/a b"), "[report](https://example.com/a%20b)");
  });
  it("cutNote is empty when nothing was cut", () => {
    assert.equal(cutNote(0), "");
    assert.equal(cutNote(1), "… 1 more character");
  });
});
