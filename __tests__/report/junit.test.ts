import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { renderJunit, xmlAttr, xmlText } from "../../src/report/junit.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";

let head: FixtureRun;
before(async () => {
  head = await runFixture();
});
after(() => head?.remove());

/** Tags balance, attributes are quoted, and no raw "<" or "&" sits in text: what any XML parser needs first. */
function assertWellFormed(xml: string): void {
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/u);
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>/u, "");
  const token = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gu;
  for (const m of body.matchAll(token)) {
    if (m[6]) assert.fail(`a "<" that starts no tag near ${JSON.stringify(body.slice(m.index, m.index + 60))}`);
    if (m[5] !== undefined) {
      assert.doesNotMatch(m[5], /&(?!(amp|lt|gt|quot|#\d+);)/u, "every & is an entity");
      continue;
    }
    if (m[1]) assert.equal(stack.pop(), m[2], `</${m[2]}> closes the open element`);
    else if (!m[4]) stack.push(m[2]);
  }
  assert.deepEqual(stack, [], "every element closes");
  assert.doesNotMatch(xml, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/u, "no character XML 1.0 forbids");
}

function testcase(xml: string, runner: string, name: string): string {
  const suite = xml.slice(xml.indexOf(`<testsuite name="${runner}"`));
  const start = suite.indexOf(`<testcase name="${name}"`);
  assert.ok(start >= 0, `testcase ${name} in ${runner}`);
  return suite.slice(start, suite.indexOf("</testcase>", start) + "</testcase>".length);
}

describe("JUnit XML from a real run", () => {
  it("is well-formed, with one testsuite per runner and one testcase per case", () => {
    const xml = renderJunit({ run: head.run, stability: head.stability });
    assertWellFormed(xml);
    assert.match(xml, /<testsuites name="agent-bench" tests="16" failures="6" errors="1" skipped="2" /u);
    assert.match(xml, /<testsuite name="alpha" tests="8" failures="3" errors="1" skipped="1" /u);
    assert.match(xml, /<testsuite name="beta" tests="8" failures="3" errors="0" skipped="1" /u);
    assert.equal(xml.match(/<testcase /gu)?.length, 16);
  });

  it("puts a cell's runs into properties, with the pass rate's interval", () => {
    const xml = renderJunit({ run: head.run, stability: head.stability });
    const flaky = testcase(xml, "alpha", "flaky-greeting");
    assert.match(flaky, /classname="alpha" time="\d+\.\d{3}" file="__tests__\/fixtures\/reports\/suite\.ts" line="\d+"/u);
    for (const p of [
      'name="runs" value="3"',
      'name="passed" value="2"',
      'name="failed" value="1"',
      'name="pass_rate" value="0.6667"',
      'name="pass_rate_low" value="0.2077"',
      'name="run.2" value="failed"',
      'name="stability" value="unstable"',
    ]) {
      assert.ok(flaky.includes(p), `${p} in ${flaky}`);
    }
    assert.match(flaky, /<failure message="1 of 3 runs failed: the agent should load the greet skill" type="assertion">run 2: failed/u);
  });

  it("keeps errored, skipped and expected failures apart from failures", () => {
    const xml = renderJunit({ run: head.run, stability: head.stability });
    assert.match(testcase(xml, "alpha", "provider-error"), /<error message="3 of 3 runs errored: provider API error 503/u);
    assert.match(testcase(xml, "alpha", "not-ready"), /<skipped message="waiting for the staging database"\/>/u);
    assert.doesNotMatch(testcase(xml, "alpha", "expected-to-fail"), /<failure|<error/u);
    assert.match(
      testcase(xml, "alpha", "unexpected-pass"),
      /<failure message="3 of 3 runs failed: passed, but the case is expected to fail" type="unexpected-passed">/u,
    );
  });

  it("escapes hostile output and drops what XML cannot hold", () => {
    const xml = renderJunit({ run: head.run, stability: head.stability });
    const hostile = testcase(xml, "beta", "hostile-output");
    assert.match(hostile, /Done\. &lt;script&gt;window\.__pwned = 1&lt;\/script&gt;/u);
    assert.match(hostile, /message="3 of 3 runs failed: the summary should say SAFE \| and not &lt;b&gt;break&lt;\/b&gt; the table"/u);
    assert.doesNotMatch(hostile, /\u001b|\u202e/u);
    assert.equal(xmlText("a\u0000b\u0007c\ufffed\u{1f600}"), "abcd\u{1f600}");
    assert.equal(xmlAttr('say "hi"\n<&>'), "say &quot;hi&quot;&#10;&lt;&amp;&gt;");
  });
});
