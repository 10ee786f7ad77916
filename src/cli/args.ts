// node:util parseArgs with errors that name the flag and say what it takes.

import { parseArgs, type ParseArgsConfig } from "node:util";
import { configError } from "../errors.ts";

export type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseFlags<T extends Options>(argv: string[], options: T, usage: string) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    const code = (error as { code?: string }).code;
    const flag = /'(-[^' ]+)/.exec(message)?.[1];
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      throw configError(`unknown flag ${flag ?? message}`, { where: flag, hint: usage });
    }
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      throw configError(`${flag ?? "a flag"} needs a value`, { where: flag, hint: usage });
    }
    throw configError(message.split("\n")[0]!, { hint: usage });
  }
}

export function intFlag(value: string | undefined, flag: string, min = 1): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw configError(`${flag}: "${value}" is not a whole number ≥ ${min}`, { where: flag, hint: `e.g. ${flag} ${Math.max(min, 3)}` });
  }
  return n;
}

export function numberFlag(value: string | undefined, flag: string, range: [number, number]): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < range[0] || n > range[1]) {
    throw configError(`${flag}: "${value}" must be a number between ${range[0]} and ${range[1]}`, { where: flag });
  }
  return n;
}
