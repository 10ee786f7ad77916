import { O as Octokit$1, l as legacyRestEndpointMethods, p as paginateRest } from './index-B-xAsMhq.js';
import { r as requestLog } from './index-CAR2l0OF.js';
import 'os';
import 'crypto';
import 'fs';
import 'path';
import 'string_decoder';
import 'events';
import 'child_process';
import 'assert';
import 'timers';
import './unknown-events-zNQq38TK.js';
import 'net';
import 'tls';
import 'util';
import 'node:assert';
import 'node:net';
import 'node:stream';
import 'node:buffer';
import 'node:util';
import 'node:querystring';
import 'node:events';
import 'node:diagnostics_channel';
import 'node:tls';
import 'node:zlib';
import 'node:perf_hooks';
import 'node:util/types';
import 'node:worker_threads';
import 'node:url';
import 'node:async_hooks';
import 'node:console';
import 'node:dns';

const VERSION = "22.0.1";

const Octokit = Octokit$1.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION}`
  }
);

export { Octokit };
