// The GitHub Action's entry (dist/index.js).
import { runAction } from "./action/main.ts";
import { setApiUrl } from "./suite/hooks.ts";

setApiUrl(new URL(import.meta.url.endsWith(".ts") ? "./api.ts" : "./api.js", import.meta.url).href);
await runAction();
