// assert.skills.* on scripted sessions: the skill tool gives an explicit
// detection, reading <skill>/SKILL.md a strong one.
import nodeAssert from "node:assert/strict";
import { before, test } from "node:test";
import { assert } from "../../src/api.ts";
import type { Session } from "../../src/model/session.ts";
import { scriptedSession, thrownMessage } from "./_sessions.ts";

let s: Session;
let none: Session;
before(async () => {
  s = await scriptedSession([
    { tool: "skill", name: "find-skills" },
    { tool: "read", path: "/ws/.claude/skills/upgrading-expo/SKILL.md", output: "# Upgrading Expo" },
    { text: "Use upgrading-expo: npx skills add upgrading-expo" },
  ]);
  none = await scriptedSession([{ text: "no skills here" }]);
});

test("the session holds the detections the helpers read", () => {
  nodeAssert.deepEqual(
    s.detectedSkills.map((d) => [d.skill, d.confidence]),
    [
      ["find-skills", "explicit"],
      ["upgrading-expo", "strong"],
    ],
  );
});

test("has / notHas, with minConfidence (weak < medium < strong < explicit)", () => {
  assert.skills.has(s, "find-skills");
  assert.skills.has(s, "upgrading-expo");
  assert.skills.has(s, "upgrading-expo", { minConfidence: "strong" });
  assert.skills.has(s, "upgrading-expo", { minConfidence: "weak" });
  assert.skills.has(s, "find-skills", { minConfidence: "explicit" });
  assert.skills.notHas(s, "upgrading-expo", { minConfidence: "explicit" });
  assert.skills.notHas(s, "pdf");
  nodeAssert.throws(() => assert.skills.has(s, "upgrading-expo", { minConfidence: "explicit" }), nodeAssert.AssertionError);
  nodeAssert.throws(() => assert.skills.notHas(s, "find-skills"), nodeAssert.AssertionError);
});

test("has: the failure names the skill and lists the detections with their evidence", () => {
  nodeAssert.equal(
    thrownMessage(() => assert.skills.has(s, "pdf")),
    'Expected skill "pdf" to be detected, but it was not.\nObserved skills: find-skills (explicit: tool:skill), upgrading-expo (strong: Read /ws/.claude/skills/upgrading-expo/SKILL.md)',
  );
  nodeAssert.equal(
    thrownMessage(() => assert.skills.has(s, "upgrading-expo", { minConfidence: "explicit" })),
    'Expected skill "upgrading-expo" to be detected with confidence explicit or higher, but it was not.\nObserved skills: find-skills (explicit: tool:skill), upgrading-expo (strong: Read /ws/.claude/skills/upgrading-expo/SKILL.md)',
  );
  nodeAssert.equal(
    thrownMessage(() => assert.skills.has(none, "pdf")),
    'Expected skill "pdf" to be detected, but it was not.\nObserved skills: (none)',
  );
  nodeAssert.match(
    thrownMessage(() => assert.skills.notHas(s, "find-skills")),
    /^Expected skill "find-skills" not to be detected, but it was \(explicit\)\.\n/,
  );
});

test("includes: all listed skills, naming the missing ones", () => {
  assert.skills.includes(s, ["find-skills", "upgrading-expo"]);
  nodeAssert.match(
    thrownMessage(() => assert.skills.includes(s, ["find-skills", "pdf", "xlsx"])),
    /^Expected skills "find-skills", "pdf", "xlsx" to be detected, but "pdf", "xlsx" were not\.\n/,
  );
  nodeAssert.match(
    thrownMessage(() => assert.skills.includes(s, ["find-skills", "upgrading-expo"], { minConfidence: "explicit" })),
    /but "upgrading-expo" was not\./,
  );
});

test("count and exactlyOne (one detection per skill, so 0 or 1)", () => {
  assert.skills.count(s, "find-skills", 1);
  assert.skills.count(s, "pdf", 0);
  assert.skills.count(s, "upgrading-expo", 0, { minConfidence: "explicit" });
  assert.skills.exactlyOne(s, "upgrading-expo");
  nodeAssert.match(
    thrownMessage(() => assert.skills.count(s, "find-skills", 2)),
    /^Expected skill "find-skills" to be detected 2 time\(s\), but found 1\./,
  );
  nodeAssert.match(
    thrownMessage(() => assert.skills.exactlyOne(none, "pdf")),
    /^Expected skill "pdf" to be detected exactly once, but found 0\./,
  );
});

test("only: no skill outside the list (at or above minConfidence)", () => {
  assert.skills.only(s, ["find-skills", "upgrading-expo"]);
  assert.skills.only(s, ["find-skills"], { minConfidence: "explicit" });
  assert.skills.only(none, []);
  nodeAssert.match(
    thrownMessage(() => assert.skills.only(s, ["find-skills"])),
    /^Expected only skills "find-skills" to be detected, but also found "upgrading-expo" \(strong\)\.\n/,
  );
});

test("an unknown minConfidence is an error, not a silent pass", () => {
  nodeAssert.throws(
    () => assert.skills.has(s, "find-skills", { minConfidence: "high" as "strong" }),
    /minConfidence must be one of weak, medium, strong, explicit/,
  );
});
