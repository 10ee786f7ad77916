// Preloaded into the action's node (NODE_OPTIONS=--import) by the start-up item:
// writes when this process began (performance.timeOrigin, epoch ms), once, so a
// child node process inheriting NODE_OPTIONS cannot overwrite it.
import { writeFileSync } from "node:fs";

const file = process.env.AGENT_BENCH_BENCH_ORIGIN;
if (file) {
  try {
    writeFileSync(file, String(performance.timeOrigin), { flag: "wx" });
  } catch {
    // Already written by the process that started first.
  }
}
