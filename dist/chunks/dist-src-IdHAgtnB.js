import { O as Octokit$1, l as legacyRestEndpointMethods, p as paginateRest } from './index-Bf4VkO3p.js';
import { r as requestLog } from './index-CAR2l0OF.js';

const VERSION = "22.0.1";

const Octokit = Octokit$1.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION}`
  }
);

export { Octokit };
