// Preloaded into agent-bench (node --expose-gc --import) by the scale item:
// the most memory the run's live objects ever held. A full collection every
// 250 ms, then the heap in use: garbage is gone, what stays is what the run
// keeps. Peak RSS also counts garbage V8 has not collected yet, which depends
// on when its collections land more than on what is kept.

import { writeFileSync } from "node:fs";

const file = process.env.AGENT_BENCH_LIVE_HEAP_FILE;
let most = 0;

function sample() {
  globalThis.gc();
  most = Math.max(most, process.memoryUsage().heapUsed);
}

if (file) {
  setInterval(sample, 250).unref();
  process.on("exit", () => {
    sample();
    writeFileSync(file, String(most));
  });
}
