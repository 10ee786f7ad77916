// A typo in a suite's assert (`assert.skill.has`, `assert.skills.hass`) would
// read undefined and fail with "Cannot read properties of undefined (reading
// 'has')". The assert object and its groups name the one it looks like
// instead. Only a name close to a real one throws: any other lookup (a
// `then`, an inspector's probe) reads as it always did.

import { suggest } from "../suggest.ts";

export function withDidYouMean<T extends object>(target: T, name: string): T {
  return new Proxy(target, {
    get(t, key, receiver) {
      if (typeof key === "string" && !(key in t)) {
        const near = suggest(key, Object.keys(t));
        if (near !== undefined) throw new TypeError(`${name}.${key} is not part of the agent-bench API (did you mean ${name}.${near}?)`);
      }
      return Reflect.get(t, key, receiver) as unknown;
    },
  });
}
