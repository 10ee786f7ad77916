// Installs the pinned agent CLIs the end-to-end tests drive, each into its own
// cache folder (hundreds of MB each, so never into the project's dependencies):
//   ${AGENT_BENCH_CACHE:-~/.cache/agent-bench}/clis/<name>-<version>/
// Idempotent: a CLI whose binary already runs and reports its version is kept.
// Fails loudly, naming the CLI and the reason, so a test run cannot skip them.
//
// AGENT_BENCH_CLI_CHANNEL=latest installs the newest release of each CLI instead
// (its version asked of the npm registry), into clis/latest/<name>-<version>/,
// and records the versions in clis/latest/versions.json; installedCli() then
// returns those, so the end-to-end tests drive them (npm run test:drift).
//
// usage: node scripts/install-clis.mjs [NAME...]     (default: every CLI below)
//
// Adding a CLI: one entry in CLIS (exact version; `bin` is its node_modules/.bin name;
// `with`: more packages installed next to it, exact versions too).

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** @typedef {{ name: string, package: string, version: string, bin: string, with?: string[] }} AgentCli */

/** @type {readonly AgentCli[]} */
export const CLIS = [
  { name: "claude-code", package: "@anthropic-ai/claude-code", version: "2.1.329", bin: "claude" },
  { name: "codex", package: "@openai/codex", version: "0.169.0", bin: "codex" },
  { name: "gemini", package: "@google/gemini-cli", version: "0.61.0", bin: "gemini" },
  // OpenCode npm-installs @opencode-ai/plugin into its config folder at start-up; the runner links
  // this copy there instead, so a run never reaches for the registry.
  { name: "opencode", package: "opencode-ai", version: "1.18.33", bin: "opencode", with: ["@opencode-ai/plugin@1.18.33"] },
  { name: "copilot", package: "@github/copilot", version: "1.0.102", bin: "copilot" },
  { name: "qwen", package: "@qwen-code/qwen-code", version: "0.24.4", bin: "qwen" },
];

const HERE = path.dirname(fileURLToPath(import.meta.url));

export function cacheDir() {
  return process.env.AGENT_BENCH_CACHE || path.join(os.homedir(), ".cache", "agent-bench");
}

/** "pinned" (the versions above) or "latest" (AGENT_BENCH_CLI_CHANNEL=latest: the newest releases). */
export function channel() {
  const value = process.env.AGENT_BENCH_CLI_CHANNEL || "pinned";
  if (value !== "pinned" && value !== "latest") throw new Error(`AGENT_BENCH_CLI_CHANNEL must be "pinned" or "latest", not "${value}"`);
  return value;
}

function latestFile() {
  return path.join(cacheDir(), "clis", "latest", "versions.json");
}

/** @returns {Record<string, string>} */
function latestVersions() {
  return existsSync(latestFile()) ? JSON.parse(readFileSync(latestFile(), "utf8")) : {};
}

/**
 * The CLI as this channel installs it: the pinned entry, or the same package at its newest version
 * (resolved when installing; read back from versions.json afterwards).
 * @param {AgentCli} cli
 * @returns {AgentCli}
 */
function inChannel(cli) {
  if (channel() === "pinned") return cli;
  const version = latestVersions()[cli.name];
  if (!version) return { ...cli, version: "" };
  // Companion packages released with the CLI (OpenCode's plugin) follow its version.
  const companions = (cli.with ?? []).map((w) => (w.endsWith(`@${cli.version}`) ? `${w.slice(0, -cli.version.length)}${version}` : w));
  return { ...cli, version, with: companions };
}

/** @param {AgentCli} cli */
export function cliDir(cli) {
  return channel() === "latest"
    ? path.join(cacheDir(), "clis", "latest", `${cli.name}-${cli.version}`)
    : path.join(cacheDir(), "clis", `${cli.name}-${cli.version}`);
}

/**
 * The newest version of a package on the npm registry (`npm view`).
 * @param {string} pkg
 */
function newestVersion(pkg) {
  const r = spawnSync("npm", ["view", pkg, "version"], { env: { ...process.env, PATH: pathWithNode() }, encoding: "utf8" });
  const version = r.stdout.trim();
  if (r.status !== 0 || !/^\d+\.\d+\.\d+/.test(version)) throw new Error(`npm view ${pkg} version failed: ${(r.stderr || r.stdout).trim().slice(0, 300)}`);
  return version;
}

/** @param {string} name */
export function findCli(name) {
  const cli = CLIS.find((c) => c.name === name);
  if (!cli) throw new Error(`unknown agent CLI "${name}" (known: ${CLIS.map((c) => c.name).join(", ")})`);
  return cli;
}

/**
 * The installed binary of a CLI, or undefined when it is not installed.
 * @param {string} name
 * @returns {{ path: string, version: string } | undefined}
 */
export function installedCli(name) {
  const cli = inChannel(findCli(name));
  if (!cli.version) return undefined;
  const bin = path.join(cliDir(cli), "node_modules", ".bin", cli.bin);
  return existsSync(bin) ? { path: bin, version: cli.version } : undefined;
}

/** PATH with the running Node first: the CLIs' JS launchers use `#!/usr/bin/env node`. */
export function pathWithNode(base = process.env.PATH ?? "") {
  return `${path.dirname(process.execPath)}${path.delimiter}${base}`;
}

/**
 * Runs `<bin> --version` with a throwaway HOME; an error message when it does not report `version`.
 * @param {string} bin
 * @param {string} version
 */
function checkRuns(bin, version) {
  const home = mkdtempSync(path.join(os.tmpdir(), "agent-bench-cli-check-"));
  try {
    const r = spawnSync(bin, ["--version"], {
      env: { ...process.env, HOME: home, CODEX_HOME: home, PATH: pathWithNode() },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      timeout: 60_000,
    });
    if (r.error) return `${bin} --version failed: ${r.error.message}`;
    const out = `${r.stdout}${r.stderr}`.trim();
    if (r.status !== 0) return `${bin} --version exited with ${r.status}: ${out.slice(0, 500)}`;
    if (!out.includes(version)) return `${bin} --version printed "${out.slice(0, 200)}", expected version ${version}`;
    return undefined;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** @param {AgentCli} cli */
function install(cli) {
  const target = cliDir(cli);
  const existing = installedCli(cli.name);
  if (existing && !checkRuns(existing.path, cli.version)) {
    console.log(`${cli.name} ${cli.version}: already installed at ${target}`);
    return;
  }
  console.log(`${cli.name} ${cli.version}: installing ${cli.package}@${cli.version} into ${target} (this can take minutes)`);
  mkdirSync(path.dirname(target), { recursive: true });
  // Install next to the target, then rename: a half-finished install never looks installed.
  const staging = mkdtempSync(`${target}.partial-`);
  try {
    writeFileSync(path.join(staging, "package.json"), `${JSON.stringify({ private: true, name: `agent-bench-${cli.name}` }, null, 2)}\n`);
    const r = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        staging,
        "--save-exact",
        "--include=optional",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        `${cli.package}@${cli.version}`,
        ...(cli.with ?? []),
      ],
      // npm picks versions and optional platform packages by the running Node: Node 24 first.
      { env: { ...process.env, PATH: pathWithNode() }, stdio: ["ignore", "inherit", "inherit"] },
    );
    if (r.error) throw new Error(`could not run npm: ${r.error.message}`);
    if (r.status !== 0)
      throw new Error(`npm install ${[`${cli.package}@${cli.version}`, ...(cli.with ?? [])].join(" ")} exited with ${r.status} (see the npm output above)`);
    const bin = path.join(staging, "node_modules", ".bin", cli.bin);
    if (!existsSync(bin)) throw new Error(`the package installed no "${cli.bin}" binary (expected ${bin})`);
    const broken = checkRuns(bin, cli.version);
    if (broken) throw new Error(`installed, but the binary does not run: ${broken}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  console.log(`${cli.name} ${cli.version}: installed, ${installedCli(cli.name)?.path}`);
}

function nodeIsRecent() {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 18);
}

function main() {
  if (!nodeIsRecent()) {
    // npm would resolve older CLI versions under an old Node: rerun under the pinned Node 24.
    const r = spawnSync("sh", [path.join(HERE, "with-node24.sh"), "node", fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
    return r.status ?? 1;
  }
  const names = process.argv.slice(2);
  let clis;
  try {
    clis = names.length > 0 ? names.map(findCli) : CLIS;
  } catch (error) {
    console.error(`install-clis: ${/** @type {Error} */ (error).message}`);
    return 2;
  }
  const failed = [];
  if (channel() === "latest") {
    const versions = latestVersions();
    for (const cli of clis) {
      try {
        versions[cli.name] = newestVersion(cli.package);
        console.log(`${cli.name}: the newest release is ${versions[cli.name]} (pinned: ${cli.version})`);
      } catch (error) {
        console.error(`install-clis: ${cli.name}: FAILED: ${/** @type {Error} */ (error).message}`);
        failed.push(cli.name);
      }
    }
    mkdirSync(path.dirname(latestFile()), { recursive: true });
    writeFileSync(latestFile(), `${JSON.stringify(versions, null, 2)}\n`);
  }
  for (const pinned of clis) {
    if (failed.includes(pinned.name)) continue;
    const cli = inChannel(pinned);
    try {
      install(cli);
    } catch (error) {
      console.error(`install-clis: ${cli.name} ${cli.version}: FAILED: ${/** @type {Error} */ (error).message}`);
      failed.push(cli.name);
    }
  }
  if (failed.length > 0) {
    console.error(`install-clis: ${failed.length} of ${clis.length} agent CLIs could not be installed (${failed.join(", ")}); the end-to-end tests need them`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
