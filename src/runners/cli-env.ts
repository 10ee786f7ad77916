// The environment and home of an agent CLI process. Every state folder a CLI
// writes to (HOME, XDG folders, TMPDIR) points into the execution's fresh
// home, so one execution cannot leak state into the next; the rest of the
// environment (credentials included) passes through untouched.

import { existsSync, readFileSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ExecutionContext, RunnerAdapter } from "./runner.ts";

/** `defaults` < the execution's environment < the isolated folders < `forced`; keys set to undefined are removed. */
export function cliEnv(ctx: ExecutionContext, defaults: Record<string, string>, forced: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    ...launcherDefaults(ctx.env),
    ...defaults,
    ...ctx.env,
    HOME: ctx.home,
    USERPROFILE: ctx.home,
    XDG_CONFIG_HOME: path.join(ctx.home, ".config"),
    XDG_DATA_HOME: path.join(ctx.home, ".local", "share"),
    XDG_STATE_HOME: path.join(ctx.home, ".local", "state"),
    XDG_CACHE_HOME: path.join(ctx.home, ".cache"),
    TMPDIR: path.join(ctx.home, "tmp"),
    ...forced,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * A launcher such as `npx -y @openai/codex@…` keeps using the user's npm cache and npm config
 * (pointed at, not copied): with the fresh HOME alone it would download the CLI for every execution.
 */
function launcherDefaults(env: Record<string, string>): Record<string, string> {
  const home = env.HOME ?? os.homedir();
  // Looked up once per home, not for every execution.
  let defaults = launcherDefaultsByHome.get(home);
  if (!defaults) {
    const npmrc = path.join(home, ".npmrc");
    defaults = { npm_config_cache: path.join(home, ".npm"), ...(existsSync(npmrc) ? { npm_config_userconfig: npmrc } : {}) };
    launcherDefaultsByHome.set(home, defaults);
  }
  return defaults;
}

const launcherDefaultsByHome = new Map<string, Record<string, string>>();

/** The executable and launcher arguments: the runner's `command`, else the CLI's usual name. */
export function executableOf(ctx: ExecutionContext, fallback: string): { executable: string; launcher: string[] } {
  const [executable, ...launcher] = ctx.runner.command ?? [fallback];
  return { executable: executable, launcher };
}

/** Adapters report a rejected model as a session error of kind "model-rejected". */
export const modelRejectionFromSession: NonNullable<RunnerAdapter["detectModelRejection"]> = (_output, session) =>
  session.errors.find((e) => e.kind === "model-rejected")?.message;

export function runningAsRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/**
 * The package.json of the npm package that provides `executable` (found on PATH, symlinks followed),
 * so parse() can report the CLI's version when its output does not (collected as a file, never spawned).
 */
export function packageJsonOf(executable: string, env: Record<string, string>, packageName: string): string | undefined {
  // Found once per executable and PATH: the file is read after every execution, its place does not move.
  const key = `${packageName}\0${executable}\0${env.PATH ?? ""}`;
  if (!packageJsons.has(key)) packageJsons.set(key, findPackageJson(executable, env, packageName));
  return packageJsons.get(key);
}

const packageJsons = new Map<string, string | undefined>();

function findPackageJson(executable: string, env: Record<string, string>, packageName: string): string | undefined {
  const dirs = executable.includes("/") ? [""] : (env.PATH ?? "").split(path.delimiter).filter(Boolean);
  for (const dir of dirs) {
    const candidate = dir ? path.join(dir, executable) : executable;
    if (!existsSync(candidate)) continue;
    let current = path.dirname(realpathSync(candidate));
    for (let i = 0; i < 6; i++) {
      const file = path.join(current, "package.json");
      if (existsSync(file) && readName(file) === packageName) return file;
      current = path.dirname(current);
    }
    return undefined;
  }
  return undefined;
}

function readName(file: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

/** The version in a collected package.json. */
export function cliVersionOf(packageJson: string | undefined): string | undefined {
  if (!packageJson) return undefined;
  try {
    const version = (JSON.parse(packageJson) as { version?: unknown }).version;
    return typeof version === "string" ? version : undefined;
  } catch {
    return undefined;
  }
}
