// The program of the process helper (see spawner.ts). It runs as `node -e`
// from this function's own source text, so that it is the same code from src/
// and from the bundle: it must not use anything from outside its body, and it
// loads only node:child_process. Messages are documented in spawner.ts.

export function spawnerHelperMain(): void {
  const { spawn } = process.getBuiltinModule("node:child_process") as typeof import("node:child_process");
  type Child = ReturnType<typeof spawn>;
  const children = new Map<number, Child>();
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
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  // Ctrl-C reaches the whole terminal group: the orchestrator decides what to kill, and when.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => {});
  // The orchestrator is gone (exited, crashed or killed): nobody will collect these agents.
  process.on("disconnect", () => {
    for (const child of children.values()) signalGroup(child, "SIGKILL");
    process.exit(0);
  });
  process.on("message", (message: { t: string; id: number; file: string; args: string[]; cwd: string; env: Record<string, string>; stdin?: string; signal: NodeJS.Signals }) => {
    const { id } = message;
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
      // Whatever the agent left running in its group (a dev server, a watcher) ends with it.
      signalGroup(child, "SIGKILL");
      child?.stdout?.destroy();
      child?.stderr?.destroy();
      children.delete(id);
      muted.delete(id);
      send({ t: "finished", id });
      return;
    }
    let child: Child;
    try {
      child = spawn(message.file, message.args, {
        cwd: message.cwd,
        env: message.env,
        stdio: [message.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
        // Its own process group, so a timeout or cancel kills the agent's children too.
        detached: true,
      });
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      send({ t: "exit", id, code: null, signal: null, error: { code: e.code, message: e.message } });
      send({ t: "end", id, s: "o" });
      send({ t: "end", id, s: "e" });
      return;
    }
    children.set(id, child);
    if (child.pid !== undefined) send({ t: "pid", id, pid: child.pid });
    // Exited with both streams ended: what is left in its group goes now, without waiting for a finish message.
    let open = 3;
    const settledOne = () => {
      if (--open > 0 || children.get(id) !== child) return;
      signalGroup(child, "SIGKILL");
      children.delete(id);
      muted.delete(id);
    };
    for (const [s, stream] of [["o", child.stdout!], ["e", child.stderr!]] as const) {
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
  });
}
