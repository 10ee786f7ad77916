// The GitHub Action's entry (dist/index.js).
import { runAction } from "./action/main.ts";

await runAction();
