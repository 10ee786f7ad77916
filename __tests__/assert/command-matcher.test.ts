// Command parsing and structured matching: skillgym's rules (so suites pass and
// fail alike) plus unwrapping of env prefixes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { parseCommand, tokenize } from "../../src/assert/command-parser.ts";
import { commandMatcher, describeCommandMatcher, matchesCommand } from "../../src/assert/command-matcher.ts";

const parsed = (command: string) => {
  const p = parseCommand(command);
  return { executable: p.executable, positionals: p.positionals, options: Object.fromEntries(p.options), endOfOptions: p.endOfOptions };
};

test("options: --k=v, --k v, -abc, -p80, -p 80 and -- are understood", () => {
  assert.deepEqual(parsed("pnpm --filter=unit test --reporter dot -abc -p80 -n 3 -- --not-an-option"), {
    executable: "pnpm",
    positionals: ["test", "--not-an-option"],
    options: { "--filter": ["unit"], "--reporter": ["dot"], "-a": [true], "-b": [true], "-c": [true], "-p": ["80"], "-n": ["3"] },
    endOfOptions: true,
  });
});

test("shell wrappers are unwrapped: bash -lc, sh -c, /bin/zsh -c, env X=1, X=1", () => {
  for (const command of [
    `/bin/bash -lc 'pnpm test --watch'`,
    `sh -c "pnpm test --watch"`,
    `/usr/bin/zsh -c 'pnpm test --watch'`,
    "env CI=1 pnpm test --watch",
    "CI=1 FOO=bar pnpm test --watch",
    `env -i PATH=/bin bash -c 'env X=1 pnpm test --watch'`,
  ]) {
    assert.deepEqual(parsed(command), { executable: "pnpm", positionals: ["test"], options: { "--watch": [true] }, endOfOptions: false }, command);
  }
  // A long option that contains "c" is not the script flag.
  assert.equal(parsed("bash --norc script.sh").executable, "bash");
  // A shell running a script file is not a wrapper.
  assert.deepEqual(parsed("bash ./deploy.sh prod").positionals, ["./deploy.sh", "prod"]);
});

test("quotes group words and backslashes escape, but not inside single quotes", () => {
  assert.deepEqual(tokenize(`git commit -m "fix: a \\"quoted\\" word" 'a\\b' c\\ d ''`), ["git", "commit", "-m", 'fix: a "quoted" word', "a\\b", "c d", ""]);
});

test("a string matcher is a substring of the raw command; a RegExp tests it", () => {
  assert.equal(matchesCommand("/bin/bash -lc 'npx skills find expo'", "npx skills find"), true);
  assert.equal(matchesCommand("npx skills add expo", "npx skills find"), false);
  assert.equal(matchesCommand("pnpm test", /^pnpm\s+test$/), true);
  const sticky = /pnpm/g;
  assert.equal(matchesCommand("pnpm a", sticky), true);
  assert.equal(matchesCommand("pnpm b", sticky), true, "lastIndex of a global RegExp is reset");
});

test("structured: positionals keep their order but allow gaps; options match in any order", () => {
  const m = commandMatcher("pnpm").arg("run").arg("test").option("--filter", "unit").flag("--bail");
  assert.equal(matchesCommand("pnpm run --filter unit lint test --bail", m), true);
  assert.equal(matchesCommand("pnpm --bail run --filter unit lint test", m), false, "a word after a --flag is its value (skillgym)");
  assert.equal(matchesCommand("pnpm test run --filter unit --bail", m), false, "order of positionals");
  assert.equal(matchesCommand("pnpm run test --filter e2e --bail", m), false, "option value");
  assert.equal(matchesCommand("pnpm run test --filter unit", m), false, "missing flag");
  assert.equal(matchesCommand("npm run test --filter unit --bail", m), false, "executable");
  assert.equal(matchesCommand("/usr/bin/pnpm run test --filter unit --bail", m), false, "the executable compares whole (as in skillgym)");
  assert.equal(matchesCommand("/usr/bin/pnpm run test --filter unit --bail", commandMatcher(/(^|\/)pnpm$/).arg("test")), true);
});

test("a flag does not match an option with a value, nor the reverse", () => {
  assert.equal(matchesCommand("jest --watch", commandMatcher("jest").flag("--watch")), true);
  assert.equal(matchesCommand("jest --watch=all", commandMatcher("jest").flag("--watch")), false);
  assert.equal(matchesCommand("jest --watch", commandMatcher("jest").option("--watch", /.*/)), false);
  // skillgym's parse: a word after --flag is its value.
  assert.equal(matchesCommand("jest --watch src", commandMatcher("jest").flag("--watch")), false);
});

test("strict and exact forbid other positionals and options, and fix positions", () => {
  const loose = { executable: "git", positionals: ["push"], options: { "--force": true as const } };
  assert.equal(matchesCommand("git push origin main --force", loose), true);
  assert.equal(matchesCommand("git push origin main --force", { ...loose, strict: true }), false);
  assert.equal(matchesCommand("git push origin main --force", { ...loose, exact: true }), false);
  assert.equal(matchesCommand("git push --force", { ...loose, exact: true }), true);
  assert.equal(matchesCommand("git push --force -v", commandMatcher("git").arg("push").flag("--force").strict()), false);
  assert.equal(matchesCommand("git push --force", commandMatcher("git").arg("push").flag("--force").exact()), true);
  assert.equal(matchesCommand("git status", commandMatcher("git").exact()), false, "strict with no positionals means none");
  assert.equal(matchesCommand("git", commandMatcher("git").exact()), true);
});

test("repeated options: each expected value takes a different observed one", () => {
  const twice = commandMatcher("docker").option("-v", "/a:/a").option("-v", "/b:/b");
  assert.equal(matchesCommand("docker run -v /b:/b -v /a:/a img", twice), true);
  assert.equal(matchesCommand("docker run -v /a:/a img", twice), false);
  assert.equal(matchesCommand("docker run -v /a:/a -v /a:/a img", twice), false);
  assert.equal(matchesCommand("docker run -v /a:/a -v /b:/b -v /c:/c img", twice.strict()), false, "strict: no extra values");
});

test("endOfOptions matches only commands with (or, when false, without) --", () => {
  assert.equal(matchesCommand("git checkout -- file.txt", commandMatcher("git").endOfOptions()), true);
  assert.equal(matchesCommand("git checkout file.txt", commandMatcher("git").endOfOptions()), false);
  assert.equal(matchesCommand("git checkout file.txt", { executable: "git", endOfOptions: false }), true);
});

test("the builder builds the structured matcher skillgym builds", () => {
  assert.deepEqual(
    commandMatcher("pnpm").args("run", /^te/).option("--filter", "unit").option("--filter", "e2e").flag("--bail").endOfOptions().strict().build(),
    {
      executable: "pnpm",
      positionals: ["run", /^te/],
      options: { "--filter": ["unit", "e2e"], "--bail": true },
      endOfOptions: true,
      strict: true,
    },
  );
  assert.equal(
    describeCommandMatcher(commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")),
    '{executable "pnpm", positionals ["test"], options {--filter: "unit", --watch: <flag>}}',
  );
});
