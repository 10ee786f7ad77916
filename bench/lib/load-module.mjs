// Loads one TypeScript module in a fresh process and prints how long the load took (ms)
// and the process's peak RSS (MB), as JSON. argv: LOADER FILE, LOADER one of:
// - node: Node's own type stripping (`import()`), the ideal: nothing but Node;
// - agent-bench: agent-bench's user-module loader (src/load/module-loader.ts), imported first;
// - jiti / tsx: those loaders' APIs, when installed in node_modules.
// Only the load of FILE is timed; importing the loader itself is reported apart (agent-bench's from src/,
// so that includes Node's type stripping of agent-bench's own files).

import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [loader, file] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "package.json"));

const t0 = performance.now();
let load;
if (loader === "node") load = (f) => import(pathToFileURL(f).href);
else if (loader === "agent-bench") {
  // sucrase is not loaded here: agent-bench loads it on the first file it must transform, so the timed load pays for it.
  const loaderModule = await import(pathToFileURL(path.join(root, "src/load/module-loader.ts")).href);
  load = loaderModule.importUserModule;
}
// No cache folder: every loader transforms the file, as on a first run.
else if (loader === "jiti") load = require("jiti").createJiti(import.meta.url, { fsCache: false, moduleCache: false }).import;
else if (loader === "tsx") load = (await import(pathToFileURL(require.resolve("tsx/esm/api")).href)).tsImport.bind(undefined, undefined);
else throw new Error(`unknown loader ${loader}`);
const t1 = performance.now();
const mod = loader === "tsx" ? await (await import(pathToFileURL(require.resolve("tsx/esm/api")).href)).tsImport(file, import.meta.url) : await load(file);
const t2 = performance.now();
const cases = mod.default?.length ?? mod.default?.default?.length;
if (typeof cases !== "number") throw new Error(`${loader}: no cases loaded from ${file}`);
process.stdout.write(`${JSON.stringify({ loaderMs: t1 - t0, loadMs: t2 - t1, cases, rssMb: process.memoryUsage().rss / 1024 ** 2 })}\n`);
