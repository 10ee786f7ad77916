import { a as api } from './api-1dFbk2rA.js';
import { p as provideUserApi } from './module-hooks-CkSApm3x.js';
import './extract-DraD6Zsi.js';
import 'node:async_hooks';
import './unknown-events-zNQq38TK.js';
import 'node:fs';
import 'node:path';
import 'node:url';
import './path-DuR4wJNM.js';
import 'node:vm';
import 'node:util';
import 'node:assert';
import 'node:assert/strict';
import 'node:module';
import 'node:crypto';

// The suite-author API (api.ts) handed to the module loader: what "agent-bench" and "skillgym" give
// a suite, config, script or reporter. The loader (load/) cannot import api.ts, which re-exports
// assert/ and config/, and those load user modules through load/; so each entry (the CLI's main, the
// action's runAction) hands it over before anything loads, and loadSuite does for its callers.
function provideSuiteApi() {
    provideUserApi(api);
}

export { provideSuiteApi };
