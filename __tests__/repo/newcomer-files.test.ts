// The files a newcomer or a reporter looks for first: CONTRIBUTING.md gives the README's two commands
// and every CI gate, SECURITY.md says how to report, the issue forms and the pull request template are
// well-formed, and every relative link in these files (and docs/releasing.md) leads somewhere.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { parse } from "yaml";
import { ROOT } from "../helpers/cli.ts";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** GitHub's anchor for a Markdown heading. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

describe("files for newcomers and reporters", () => {
  it("CONTRIBUTING.md: the README's two commands, every gate of .ci/run, recording a CLI fixture", () => {
    const contributing = read("CONTRIBUTING.md");
    const commands = /```sh\n(npm install && npm run example\nnpm test\n)```/.exec(read("README.md"));
    assert.ok(commands, "README.md has the two commands");
    assert.ok(contributing.includes(commands[0]), "CONTRIBUTING.md gives them as the README does");
    for (const command of ["npm run build", "npm run lint", "npm run format:check", "npm run knip", "npm test", "bash .ci/run"]) {
      assert.ok(contributing.includes(command), command);
    }
    assert.match(contributing, /^## Recording a new CLI fixture$/m);
    assert.match(contributing, /skip-changelog/);
  });

  it("SECURITY.md: a private way to report, and what the fork-safe mode does and does not guarantee", () => {
    const security = read("SECURITY.md");
    assert.match(security, /Do not open a public issue/);
    assert.match(security, /Report a vulnerability/);
    assert.match(security, /## What the fork-safe mode guarantees/);
    assert.match(security, /never runs the fork's code/);
    assert.match(security, /does \*\*not\*\* guarantee/);
  });

  it("issue forms have a name, a description and a body of known elements with unique ids and labels", () => {
    const dir = path.join(ROOT, ".github/ISSUE_TEMPLATE");
    const forms = readdirSync(dir).filter((f) => f !== "config.yml");
    assert.deepEqual(forms.sort(), ["bug_report.yml", "feature_request.yml"]);
    for (const file of forms) {
      const form = parse(readFileSync(path.join(dir, file), "utf8")) as {
        name: string;
        description: string;
        body: Array<{ type: string; id?: string; attributes: { label?: string; value?: string; options?: string[] } }>;
      };
      assert.ok(form.name && form.description, file);
      assert.ok(
        form.body.some((b) => b.type !== "markdown"),
        `${file} asks something`,
      );
      const ids = form.body.flatMap((b) => (b.id ? [b.id] : []));
      assert.equal(new Set(ids).size, ids.length, `${file}: unique ids`);
      for (const element of form.body) {
        assert.ok(["markdown", "textarea", "input", "dropdown", "checkboxes"].includes(element.type), `${file}: ${element.type}`);
        if (element.type === "markdown") assert.ok(element.attributes.value, `${file}: markdown has a value`);
        else {
          assert.match(element.id ?? "", /^[A-Za-z0-9_-]+$/, `${file}: every field has an id`);
          assert.ok(element.attributes.label, `${file}: ${element.id} has a label`);
        }
        if (element.type === "dropdown") assert.ok((element.attributes.options ?? []).length > 0, `${file}: ${element.id} has options`);
      }
    }
    const config = parse(read(".github/ISSUE_TEMPLATE/config.yml")) as { blank_issues_enabled: boolean; contact_links: Array<{ url: string }> };
    assert.equal(config.blank_issues_enabled, false);
    assert.ok(config.contact_links.some((l) => /security\/advisories\/new$/.test(l.url)));
  });

  it("the pull request template asks for the gates, a test and the changelog line", () => {
    const template = read(".github/pull_request_template.md");
    for (const want of ["bash .ci/run", "A test that fails without this change", "## [Unreleased]", "docs/releasing.md"])
      assert.ok(template.includes(want), want);
  });

  it("every relative link resolves to a file, and its #anchor to a heading there", () => {
    const files = ["CHANGELOG.md", "CONTRIBUTING.md", "SECURITY.md", "docs/releasing.md", ".github/pull_request_template.md"];
    for (const file of files) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [linked, hash] = target.split("#");
        const resolved = linked ? path.join(path.dirname(path.join(ROOT, file)), linked) : path.join(ROOT, file);
        assert.ok(existsSync(resolved), `${file}: ${target} exists`);
        if (hash) {
          const headings = [...readFileSync(resolved, "utf8").matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1]));
          assert.ok(headings.includes(hash), `${file}: ${target} has a heading #${hash}`);
        }
      }
    }
  });
});
