// Agents are started by a small helper process, not by the orchestrator.
// Node forks on Linux (libuv's uv_spawn): fork copies the forking process's
// page tables and write-protects all of its memory, so from an orchestrator
// holding the bundle, the suite and a run's results (~140 MB) every spawn
// blocked the event loop ~5 ms and every page touched after it took a fault;
// that was most of agent-bench's cost per execution (docs/performance.md). The
// helper is a bare Node that only spawns, forwards output and reports exits;
// forking from it costs a fraction, on the other core.
//
// Messages, over the IPC channel (ordered, so an agent's output always arrives
// before its stream's end):
//   to the helper:   env {env}, spawn {id, file, args, cwd, env, stdin?, mark?}, signal {id, signal}, mute {id}, finish {id}
//                    (a spawn's env names only what differs from the last env message: null for a variable
//                    it lacks; most of an agent's environment is the same for every execution of a run)
//   from the helper: pid {id, pid}, out {id, s: "o"|"e", d}, end {id, s}, exit {id, code, signal, error?},
//                    reaped {id, n} (it finished the agent itself), finished {id, n} (the answer to finish),
//                    or batch {m: [those]} when several come in one turn of its event loop
// An agent that exited with both streams ended is finished by the helper itself (its group killed, the
// processes carrying its mark killed: n of them had left the group), so finish is sent only for one
// whose streams a leftover process still holds.
// The helper kills every agent group still running when the orchestrator goes away.

import { spawn, type ChildProcess } from "node:child_process";
import type { ProcessExit } from "../model/process-end.ts";
import { spawnerHelperMain } from "./spawner-helper.ts";

export interface SpawnRequest {
  file: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  stdin?: string;
  /** The value of the execution's mark (strays.ts): what is left carrying it is killed when the agent ends. */
  mark?: string;
}

export interface SpawnHandlers {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** One agent process started by the helper. */
export interface SpawnedAgent {
  readonly exited: Promise<ProcessExit>;
  /** Both output streams ended (the agent and everything it started closed them). */
  readonly streamsEnded: Promise<void>;
  /** Signals the agent's process group, while the agent itself still runs. */
  signal(signal: NodeJS.Signals): void;
  /** Stops forwarding the agent's output (nothing more of it is kept); it goes on running until signalled. */
  mute(): void;
  /**
   * Kills whatever is left in the agent's group, and every process carrying its mark, and stops
   * forwarding its output. Resolves with how many of those had left the group (stray processes).
   */
  finish(): Promise<number>;
}

interface Pending {
  handlers: SpawnHandlers;
  pid?: number;
  exited?: boolean;
  exit(value: ProcessExit): void;
  ended: Set<"o" | "e">;
  streamsEnded(): void;
  /** The helper finished the agent by itself: the stray processes it killed. */
  reaped?: number;
}

type HelperMessage =
  | { t: "batch"; m: HelperMessage[] }
  | { t: "pid"; id: number; pid: number }
  | { t: "out"; id: number; s: "o" | "e"; d: string }
  | { t: "end"; id: number; s: "o" | "e" }
  | { t: "reaped"; id: number; n: number }
  | { t: "finished"; id: number; n: number }
  | { t: "exit"; id: number; code: number | null; signal: NodeJS.Signals | null; error?: { code?: string; message: string } };

class Spawner {
  private helper: ChildProcess | undefined;
  private holders = 0;
  private helperStderr = "";
  private nextId = 1;
  /** The environment the helper completes spawns' env from (sent once per helper). */
  private baseEnv: Record<string, string> | undefined;
  private readonly pending = new Map<number, Pending>();
  private readonly finishing = new Map<number, (strays: number) => void>();

  spawn(request: SpawnRequest, handlers: SpawnHandlers): SpawnedAgent {
    const helper = this.start();
    const id = this.nextId++;
    let exit!: (value: ProcessExit) => void;
    let streamsEnded!: () => void;
    const exited = new Promise<ProcessExit>((resolve) => (exit = resolve));
    const ended = new Promise<void>((resolve) => (streamsEnded = resolve));
    this.pending.set(id, { handlers, exit, ended: new Set(), streamsEnded });
    this.ref();
    helper.send({ t: "spawn", id, ...request, env: this.envDelta(helper, request.env) });
    return {
      exited,
      streamsEnded: ended,
      signal: (signal) => this.helper === helper && helper.connected && helper.send({ t: "signal", id, signal }),
      mute: () => this.helper === helper && helper.connected && helper.send({ t: "mute", id }),
      finish: () => {
        const entry = this.pending.get(id);
        if (!entry) return Promise.resolve(0);
        this.pending.delete(id);
        let done = Promise.resolve(entry.reaped ?? 0);
        if (entry.reaped === undefined) {
          if (this.helper === helper && helper.connected) {
            done = new Promise((resolve) => this.finishing.set(id, resolve));
            helper.send({ t: "finish", id });
          } else if (entry.pid !== undefined) killGroup(entry.pid);
        }
        // Still referenced until the helper answers the finish.
        return done.finally(() => this.unrefWhenIdle());
      },
    };
  }

  /** Keeps the helper for a run; the last holder's release stops it and waits for its exit (its CPU time then counts as the run's). */
  hold(): () => Promise<void> {
    this.holders++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holders--;
      const helper = this.helper;
      if (this.holders > 0 || this.pending.size > 0 || this.finishing.size > 0 || !helper?.connected) return;
      this.helper = undefined;
      const exited = new Promise((resolve) => helper.once("exit", resolve));
      // Idle, it was unref'd: waiting for its exit must keep the orchestrator alive.
      helper.ref();
      helper.disconnect();
      await exited;
    };
  }

  /** What differs from the helper's base environment (the first agent's, sent once). */
  private envDelta(helper: ChildProcess, env: Record<string, string>): Record<string, string | null> {
    const base = this.baseEnv;
    if (!base) {
      this.baseEnv = env;
      helper.send({ t: "env", env });
      return {};
    }
    const delta: Record<string, string | null> = {};
    for (const key in env) if (base[key] !== env[key]) delta[key] = env[key];
    for (const key in base) if (!(key in env)) delta[key] = null;
    return delta;
  }

  /** Starts the helper ahead of the first agent, so its start-up overlaps the suite's loading. */
  warmUp(): void {
    this.start();
    if (this.pending.size === 0) this.unrefWhenIdle();
  }

  /** Stops a helper no agent needs (nothing holds it or runs in it): a booting Node is killed before it spends more CPU. */
  stopIdle(): void {
    const helper = this.helper;
    if (!helper || this.holders > 0 || this.pending.size > 0 || this.finishing.size > 0) return;
    this.helper = undefined;
    helper.kill("SIGKILL");
  }

  private start(): ChildProcess {
    if (this.helper?.connected) return this.helper;
    this.helperStderr = "";
    this.baseEnv = undefined;
    const helper = spawn(process.execPath, ["-e", `(${spawnerHelperMain.toString()})()`], {
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      // Not the orchestrator's flags or NODE_OPTIONS (--cpu-prof, --inspect, loaders): the helper is plain Node.
      env: withoutNodeOptions(process.env),
    });
    helper.stderr!.setEncoding("utf8").on("data", (d: string) => (this.helperStderr = (this.helperStderr + d).slice(-2000)));
    (helper.stderr as unknown as { unref(): void }).unref();
    helper.on("message", (message: HelperMessage) => this.receive(message));
    // A failed send or start: the exit that follows (or none, when it never started) ends its agents.
    helper.on("error", () => helper.connected || this.lost(helper, null, null));
    helper.once("exit", (code, signal) => this.lost(helper, code, signal));
    this.helper = helper;
    return helper;
  }

  private receive(message: HelperMessage): void {
    if (message.t === "batch") {
      for (const one of message.m) this.receive(one);
      return;
    }
    if (message.t === "finished" || message.t === "reaped") {
      // A reaped may cross a finish on its way: the first answer counts.
      const finishing = this.finishing.get(message.id);
      if (finishing) {
        this.finishing.delete(message.id);
        finishing(message.n);
      } else if (message.t === "reaped") {
        const entry = this.pending.get(message.id);
        if (entry) entry.reaped = message.n;
      }
      return;
    }
    const entry = this.pending.get(message.id);
    if (!entry) return;
    switch (message.t) {
      case "pid":
        entry.pid = message.pid;
        break;
      case "out":
        if (message.s === "o") entry.handlers.stdout(message.d);
        else entry.handlers.stderr(message.d);
        break;
      case "end":
        entry.ended.add(message.s);
        if (entry.ended.size === 2) entry.streamsEnded();
        break;
      case "exit":
        entry.exited = true;
        entry.exit(exitFromHelper(message));
        break;
    }
  }

  /** The helper died (killed, out of memory): its agents end as errors, and the next spawn starts a new helper. */
  private lost(helper: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.helper !== helper) return;
    this.helper = undefined;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    const detail = this.helperStderr.trim() ? `: ${this.helperStderr.trim().split("\n").slice(-3).join(" ")}` : "";
    for (const [id, entry] of this.pending) {
      if (entry.pid !== undefined) killGroup(entry.pid);
      entry.exit({ kind: "spawn-failed", error: { code: "EHELPER", message: `agent-bench's process helper ${how}${detail}` } });
      entry.streamsEnded();
      this.pending.delete(id);
    }
    for (const resolve of this.finishing.values()) resolve(0);
    this.finishing.clear();
  }

  // The helper keeps the orchestrator alive only while agents run.
  private ref(): void {
    this.helper?.ref();
    (this.helper?.channel as { ref?: () => void } | undefined)?.ref?.();
  }

  private unrefWhenIdle(): void {
    if (this.pending.size > 0 || this.finishing.size > 0) return;
    this.helper?.unref();
    (this.helper?.channel as { unref?: () => void } | undefined)?.unref?.();
  }
}

/** The helper's exit message as one state: an error wins (the process never ran), then a code, then a signal. */
function exitFromHelper(message: { code: number | null; signal: NodeJS.Signals | null; error?: { code?: string; message: string } }): ProcessExit {
  if (message.error) return { kind: "spawn-failed", error: message.error };
  if (message.code !== null) return { kind: "exited", code: message.code };
  if (message.signal !== null) return { kind: "signalled", signal: message.signal };
  return { kind: "spawn-failed", error: { message: "the process ended with neither an exit code nor a signal" } };
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

function withoutNodeOptions(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _, ...rest } = env;
  return rest;
}

const shared = new Spawner();

/** Starts an agent through the process helper (started on first use, one per orchestrator). */
export function spawnAgent(request: SpawnRequest, handlers: SpawnHandlers): SpawnedAgent {
  return shared.spawn(request, handlers);
}

/** Starts the process helper now (a run with agent processes is about to begin). */
export function warmUpSpawner(): void {
  shared.warmUp();
}

/** The run's agents all run in-process: the helper warmed up for it is stopped (a later spawn starts another). */
export function stopIdleSpawner(): void {
  shared.stopIdle();
}

/** For the length of a run: the returned function stops the helper when no other run holds it. */
export function holdSpawner(): () => Promise<void> {
  return shared.hold();
}
