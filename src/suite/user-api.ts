// The suite-author API (api.ts) handed to the module loader: what "agent-bench" and "skillgym" give
// a suite, config, script or reporter. The loader (load/) cannot import api.ts, which re-exports
// assert/ and config/, and those load user modules through load/; so each entry (the CLI's main, the
// action's runAction) hands it over before anything loads, and loadSuite does for its callers.

import * as api from "../api.ts";
import { provideUserApi } from "../load/module-hooks.ts";

export function provideSuiteApi(): void {
  provideUserApi(api);
}
