// Rewrites relative "./x.ts" specifiers in emitted declarations to "./x.js": TypeScript resolves
// "./x.js" to x.d.ts in every project, whereas "./x.ts" needs allowImportingTsExtensions there.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
for (const entry of readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(entry));
  if (!file.endsWith(".d.ts")) continue;
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(/(from\s+|import\()(["'])(\.\.?\/[^"']+)\.ts\2/g, "$1$2$3.js$2"));
}
