// The program of the process helper (see spawner.ts). It runs as `node -e`
// from this function's own source text, so that it is the same code from src/
// and from the bundle: it must not use anything from outside its body, and it
// loads only node:child_process and node:fs. Messages are documented in spawner.ts.

export function spawnerHelperMain(): void {
  const { spawn, spawnSync } = process.getBuiltinModule("node:child_process");
  const { openSync, readdirSync, readFileSync, readSync, statSync } = process.getBuiltinModule("node:fs");
  type Child = ReturnType<typeof spawn>;
  const children = new Map<number, Child>();
  const marks = new Map<number, string>();

  // Stray processes (strays.ts says why): every live process whose environment holds the execution's
  // mark is killed, scanning again until a scan finds none (a fork bomb forks while it is killed).
  // Counted: those that had left the agent's process group (the group kill, sent just before,
  // reaches the others, and counting them would race with their exit). Done here, on the helper's
  // core: reading a process's environ costs ~13 µs. Linux hands out pids in increasing order until
  // it wraps at pid_max (32768 on some machines), so unless pids wrapped while the agent ran, no
  // process it started has a smaller pid than the agent: only those are read. The last pid handed
  // out is sampled every second while agents run: a sample below the one before is a wrap (a whole
  // turn between two samples is 32768 forks in a second), and so is a last pid below the agent's own
  // when it is reaped; then every process is read.
  const wrapped = new Set<number>();
  let sampled = 0;
  const sampleWrap = (): number => {
    const last = lastPid();
    if (last < sampled) {
      for (const id of children.keys()) wrapped.add(id);
      carried.clear();
    }
    sampled = last;
    return last;
  };
  // What each process's environment was found to carry, read once per process instead of once per scan
  // (at -p 4 every scan read the other agents' environments again): the marks of this helper's
  // executions it held when read (usually none or one), [] for a pid that was gone. A process cannot
  // carry the mark of an execution that started after it was read: a descendant of that execution's
  // agent gets a larger pid. An environment changes only at exec, and a process that dropped its mark
  // there is still the execution's descendant. Valid until pids wrap (then cleared); pids below every
  // running agent's are dropped, as no later scan reads them.
  const carried = new Map<number, string[]>();
  const carriedMarks = (pid: number): string[] => {
    let found = carried.get(pid);
    if (found === undefined) {
      found = [];
      try {
        const environ = readFileSync(`/proc/${pid}/environ`);
        for (const mark of marks.values()) if (environ.includes(mark, 0, "latin1")) found.push(mark);
      } catch {
        // Another user's process, or gone.
      }
      remember(pid, found);
    }
    return found;
  };
  const remember = (pid: number, found: string[]) => {
    // Beside one long agent, thousands of short ones: read again rather than grow without end.
    if (carried.size >= 50_000) carried.clear();
    carried.set(pid, found);
  };
  const forgetBelowAgents = (reaped: number) => {
    let lowest = Infinity;
    for (const [id, child] of children) if (id !== reaped && child.pid !== undefined && child.pid < lowest) lowest = child.pid;
    for (const pid of carried.keys()) if (pid < lowest) carried.delete(pid);
  };
  setInterval(() => children.size > 0 && sampleWrap(), 1000).unref();
  const reap = (id: number, group: number | undefined): number => {
    const mark = marks.get(id);
    if (!mark || group === undefined) return 0;
    // A last pid below the agent's own means pids wrapped since it started, whatever the samples saw
    // (another execution's reap or the timer may have sampled after the wrap): read every process.
    const sampledLast = sampleWrap();
    const since = wrapped.has(id) || sampledLast < group ? 0 : group;
    wrapped.delete(id);
    const killed = new Set<number>();
    for (let round = 0; round < 50; round++) {
      let live = 0;
      // The agent itself was killed with its group just before (and its exit may already be reaped).
      for (const pid of marked(mark, since, round === 0 ? sampledLast : lastPid())) {
        if (pid === group) continue;
        const state = running(pid);
        if (!state) continue;
        live++;
        try {
          process.kill(pid, "SIGKILL");
          if (state.group !== group) killed.add(pid);
        } catch {
          // Gone between the scan and the kill.
        }
      }
      if (live === 0) break;
    }
    // A killed process frees what it holds (a port, files) only once it has exited: wait for that,
    // briefly, so the next execution finds them free.
    const deadline = Date.now() + 1000;
    while ([...killed].some((pid) => !exited(pid)) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 5);
    forgetBelowAgents(id);
    return killed.size;
  };
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const exited = (pid: number): boolean => {
    if (process.platform !== "linux") return true;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
      const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
      return state === "Z" || state === "X";
    } catch {
      return true;
    }
  };
  // Read after every agent: kept open and read again from its start, a tenth of the cost of opening it each time.
  let lastPidFile: number | undefined;
  const lastPidBytes = Buffer.alloc(32);
  const lastPid = (): number => {
    try {
      lastPidFile ??= openSync("/proc/sys/kernel/ns_last_pid", "r");
      return Number(lastPidBytes.toString("latin1", 0, readSync(lastPidFile, lastPidBytes, 0, lastPidBytes.length, 0)));
    } catch {
      return 0;
    }
  };
  // Past the agent's pid, the pids handed out since are read one by one when they are few (a quiet machine:
  // the other executions' agents), without listing /proc (a few hundred entries, each a string) or throwing
  // for the pids already gone; on a machine that started more processes meanwhile, /proc is listed.
  const RANGE_READ = 256;
  const marked = (mark: string, since: number, last: number): number[] => {
    const pids: number[] = [];
    if (process.platform !== "linux") {
      // macOS and other BSDs: environments of our own processes, best effort.
      const ps = spawnSync("ps", ["-A", "-ww", "-E", "-o", "pid=", "-o", "command="], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      for (const line of (ps.stdout ?? "").split("\n")) {
        const pid = Number.parseInt(line.trim(), 10);
        if (line.includes(mark) && Number.isInteger(pid) && pid !== process.pid) pids.push(pid);
      }
      return pids;
    }
    const carries = (pid: number) => carriedMarks(pid).includes(mark) && pids.push(pid);
    if (since > 0 && last >= since && last - since < RANGE_READ) {
      // A thread's id is readable as /proc/<tid> too (not listed): running() leaves those out.
      for (let pid = since; pid <= last; pid++) {
        if (carried.has(pid) || statSync(`/proc/${pid}`, { throwIfNoEntry: false })) carries(pid);
        else remember(pid, []);
      }
      return pids;
    }
    for (const entry of readdirSync("/proc")) {
      const code = entry.charCodeAt(0);
      if (code < 48 || code > 57 || Number(entry) < since) continue;
      carries(Number(entry));
    }
    return pids;
  };
  // Not a zombie, not exiting, no SIGKILL pending; with its process group.
  const running = (pid: number): { group: number | undefined } | undefined => {
    if (process.platform !== "linux") return { group: undefined };
    try {
      const status = readFileSync(`/proc/${pid}/status`, "latin1");
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (state === "Z" || state === "X") return undefined;
      // A thread of a process, not the process: its process is read under its own pid.
      if (Number(/^Tgid:\s+(\d+)/m.exec(status)?.[1] ?? pid) !== pid) return undefined;
      const pending = (name: string) => BigInt(`0x${new RegExp(`^${name}:\\s+([0-9a-f]+)`, "m").exec(status)?.[1] ?? "0"}`);
      if ((pending("ShdPnd") | pending("SigPnd")) & (1n << 8n)) return undefined;
      const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const PF_EXITING = 0x4;
      if ((Number(fields[6]) & PF_EXITING) !== 0) return undefined;
      return { group: Number(fields[2]) };
    } catch {
      return undefined;
    }
  };
  // Messages are sent once per turn of the event loop, several in one write when several agents spoke:
  // an agent's pid, output, stream ends and exit often come in the same turn.
  let queue: unknown[] = [];
  // Flow control: an agent prints faster than the orchestrator reads (`yes` writes GB/s). Past HIGH
  // characters sent and not yet written to the channel, every agent's pipes are paused (the agents
  // block on write) until the channel drains below LOW; the helper's memory stays bounded.
  const HIGH = 4 * 1024 * 1024;
  const LOW = 1024 * 1024;
  let queued = 0;
  let buffered = 0;
  let paused = false;
  const muted = new Set<number>();
  const streams = () => [...children.values()].flatMap((c) => [c.stdout, c.stderr]).filter((s) => s !== null);
  const flush = () => {
    const batch = queue;
    const bytes = queued;
    queue = [];
    queued = 0;
    if (!process.connected) return;
    process.send!(batch.length === 1 ? batch[0] : { t: "batch", m: batch }, undefined, undefined, () => {
      buffered -= bytes;
      if (paused && buffered < LOW) {
        paused = false;
        for (const s of streams()) s.resume();
      }
    });
  };
  const send = (message: unknown, bytes = 0) => {
    queued += bytes;
    buffered += bytes;
    if (!paused && buffered > HIGH) {
      paused = true;
      for (const s of streams()) s.pause();
    }
    if (queue.push(message) === 1) setImmediate(flush);
  };
  const signalGroup = (child: Child | undefined, signal: NodeJS.Signals) => {
    if (child?.pid === undefined) return;
    // Usually the group is already gone (ESRCH): an error without a stack costs a third as much.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
  // A spawn names what differs from the last env message (null: a variable the agent does not get).
  let baseEnv: Record<string, string> = {};
  const envOf = (delta: Record<string, string | null>): Record<string, string> => {
    const env = { ...baseEnv };
    for (const key in delta) {
      const value = delta[key];
      if (value === null) delete env[key];
      else env[key] = value;
    }
    return env;
  };
  // Ctrl-C reaches the whole terminal group: the orchestrator decides what to kill, and when.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => {});
  // The orchestrator is gone (exited, crashed or killed): nobody will collect these agents.
  process.on("disconnect", () => {
    for (const [id, child] of children) {
      signalGroup(child, "SIGKILL");
      reap(id, child.pid);
    }
    process.exit(0);
  });
  process.on(
    "message",
    (message: {
      t: string;
      id: number;
      file: string;
      args: string[];
      cwd: string;
      env: Record<string, string | null>;
      stdin?: string;
      mark?: string;
      signal: NodeJS.Signals;
    }) => {
      const { id } = message;
      if (message.t === "env") {
        baseEnv = message.env as Record<string, string>;
        return;
      }
      if (message.t === "signal") {
        const child = children.get(id);
        if (child && child.exitCode === null && child.signalCode === null) signalGroup(child, message.signal);
        return;
      }
      if (message.t === "mute") {
        muted.add(id);
        return;
      }
      if (message.t === "finish") {
        const child = children.get(id);
        // Whatever the agent left running in its group (a dev server, a watcher) ends with it, and so
        // does what left the group. An agent the helper already finished (reaped sent) has no child here.
        let strays = 0;
        if (child) {
          signalGroup(child, "SIGKILL");
          child.stdout?.destroy();
          child.stderr?.destroy();
          strays = reap(id, child.pid);
        }
        children.delete(id);
        marks.delete(id);
        muted.delete(id);
        send({ t: "finished", id, n: strays });
        return;
      }
      let child: Child;
      try {
        child = spawn(message.file, message.args, {
          cwd: message.cwd,
          env: envOf(message.env),
          stdio: [message.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
          // Its own process group, so a timeout or cancel kills the agent's children too.
          detached: true,
        });
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        send({ t: "exit", id, code: null, signal: null, error: { code: e.code, message: e.message } });
        send({ t: "end", id, s: "o" });
        send({ t: "end", id, s: "e" });
        send({ t: "reaped", id, n: 0 });
        return;
      }
      children.set(id, child);
      if (message.mark) marks.set(id, message.mark);
      if (child.pid !== undefined) {
        // The agent's environment is the one just sent: it carries its own mark and no other execution's,
        // known without a stat and a read of its environ in every later scan that passes its pid.
        remember(child.pid, message.mark ? [message.mark] : []);
        send({ t: "pid", id, pid: child.pid });
      }
      // Exited with both streams ended: what is left in its group goes now, without waiting for a finish message.
      let open = 3;
      const settledOne = () => {
        if (--open > 0 || children.get(id) !== child) return;
        signalGroup(child, "SIGKILL");
        send({ t: "reaped", id, n: reap(id, child.pid) });
        children.delete(id);
        marks.delete(id);
        muted.delete(id);
      };
      for (const [s, stream] of [
        ["o", child.stdout!],
        ["e", child.stderr!],
      ] as const) {
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          send({ t: "end", id, s });
          settledOne();
        };
        stream.setEncoding("utf8");
        stream.on("data", (d: string) => muted.has(id) || send({ t: "out", id, s, d }, d.length));
        if (paused) stream.pause();
        stream.once("end", end);
        stream.once("close", end);
      }
      if (message.stdin !== undefined) {
        child.stdin!.on("error", () => {});
        child.stdin!.end(message.stdin);
      }
      let settled = false;
      child.once("error", (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settled = true;
        send({ t: "exit", id, code: null, signal: null, error: { code: error.code, message: error.message } });
      });
      child.once("exit", (code, signal) => {
        if (settled) return;
        settled = true;
        send({ t: "exit", id, code, signal });
        settledOne();
      });
    },
  );
}
