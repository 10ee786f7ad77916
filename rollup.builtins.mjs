// node:http and node:https reach the bundle as CommonJS objects from
// process.getBuiltinModule, not as ESM imports. Importing a built-in as ESM
// builds a facade that reads every one of its exports, and reading node:http's
// WebSocket, CloseEvent and MessageEvent loads Node's own copy of undici:
// ~25–35 ms of the action's start-up, before the first agent, for classes the
// action never uses (nodejs/node#59686). Octokit and @actions/* import both.
//
// The exports are listed here, not read from the Node that builds: the bundle
// must not depend on which Node version built it. A name the bundle imports
// that is not listed fails the build (rollup's MISSING_EXPORT).

const PREFIX = "\0builtin:";
const EXPORTS = {
  http: [
    "METHODS",
    "STATUS_CODES",
    "Agent",
    "ClientRequest",
    "IncomingMessage",
    "OutgoingMessage",
    "Server",
    "ServerResponse",
    "createServer",
    "validateHeaderName",
    "validateHeaderValue",
    "get",
    "request",
    "setMaxIdleHTTPParsers",
    "maxHeaderSize",
    "globalAgent",
  ],
  https: ["Agent", "Server", "createServer", "get", "request", "globalAgent"],
};

export default function builtinsWithoutFacade() {
  return {
    name: "builtins-without-facade",
    resolveId(id) {
      const name = id.replace(/^node:/, "");
      return Object.hasOwn(EXPORTS, name) ? PREFIX + name : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      // A pure read per name, so that rollup keeps only the names some module uses.
      return [
        `const builtin = process.getBuiltinModule("node:${name}");`,
        "const read = (name) => builtin[name];",
        "export default builtin;",
        ...EXPORTS[name].map((key) => `export const ${key} = /*#__PURE__*/ read(${JSON.stringify(key)});`),
        "",
      ].join("\n");
    },
  };
}

/** Whether `id` is one of the built-ins this plugin provides (kept out of rollup's external list). */
export function isProvidedBuiltin(id) {
  return Object.hasOwn(EXPORTS, id.replace(/^node:/, ""));
}
