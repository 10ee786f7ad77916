// skillgym, installed from npm into bench/.skillgym/ (gitignored), never as a
// project dependency. Idempotent: the pinned version is installed once.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./agent-bench.mjs";

export const SKILLGYM_VERSION = "0.8.1";
export const SKILLGYM_DIR = path.join(ROOT, "bench/.skillgym");
export const SKILLGYM_BIN = path.join(SKILLGYM_DIR, "node_modules/skillgym/bin.js");

export function ensureSkillgym() {
  mkdirSync(SKILLGYM_DIR, { recursive: true });
  // "type": "module": skillgym.config.ts then loads as ESM at once (no reparse, no warning).
  const manifest = path.join(SKILLGYM_DIR, "package.json");
  const wanted = JSON.stringify({ name: "agent-bench-bench-skillgym", private: true, type: "module", dependencies: { skillgym: SKILLGYM_VERSION } }, null, 2);
  if (!existsSync(manifest) || readFileSync(manifest, "utf8").trim() !== wanted) writeFileSync(manifest, `${wanted}\n`);
  const installed = path.join(SKILLGYM_DIR, "node_modules/skillgym/package.json");
  if (existsSync(installed) && JSON.parse(readFileSync(installed, "utf8")).version === SKILLGYM_VERSION) return SKILLGYM_BIN;
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 22 || (major === 22 && minor < 18))
    throw new Error(`skillgym needs Node >= 22.18 (this is ${process.version}); run the bench with npm run bench`);
  process.stderr.write(`bench: installing skillgym@${SKILLGYM_VERSION} into ${path.relative(ROOT, SKILLGYM_DIR)}/\n`);
  const npm = spawnSync("npm", ["install", "--save-exact", "--no-audit", "--no-fund", "--loglevel=error", `skillgym@${SKILLGYM_VERSION}`], {
    cwd: SKILLGYM_DIR,
    encoding: "utf8",
  });
  if (npm.status !== 0) throw new Error(`npm install skillgym@${SKILLGYM_VERSION} failed:\n${npm.stderr}`);
  return SKILLGYM_BIN;
}
