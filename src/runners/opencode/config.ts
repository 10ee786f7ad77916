// OpenCode's configuration for one execution, passed whole in
// OPENCODE_CONFIG_CONTENT: the user's own (runner `config`, or the variable
// in the environment), and with the scripted model server an OpenAI-compatible
// provider at its URL that is the only one enabled, so neither the agent nor
// its title requests reach a real provider.

import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { configError } from "../../errors.ts";

export const SCRIPTED_PROVIDER = "agent-bench";
export const SCRIPTED_DEFAULT_MODEL = "scripted";

/** The model id inside the scripted provider: the runner's model without a provider prefix. */
export function scriptedModelId(model: string | undefined): string {
  const id = model?.includes("/") ? model.slice(model.indexOf("/") + 1) : model;
  return id || SCRIPTED_DEFAULT_MODEL;
}

/** The config to pass, or undefined when agent-bench adds nothing (the environment's own value, if any, then stays as it is). */
export function openCodeConfig(input: {
  fromEnv?: string;
  extra?: Record<string, unknown>;
  scriptedModelUrl?: string;
  model?: string;
}): Record<string, unknown> | undefined {
  if (!input.extra && !input.scriptedModelUrl) return undefined;
  let config: Record<string, unknown> = {};
  if (input.fromEnv) {
    const env = parseObject(input.fromEnv);
    if (!env) {
      throw configError("OPENCODE_CONFIG_CONTENT in the environment is not a JSON object, so the runner's config cannot be merged into it", {
        where: "OPENCODE_CONFIG_CONTENT",
        hint: "make it plain JSON, or move its settings into the runner's `config` option",
      });
    }
    config = env;
  }
  if (input.extra) config = merge(config, input.extra);
  if (input.scriptedModelUrl) {
    const id = scriptedModelId(input.model);
    const ref = `${SCRIPTED_PROVIDER}/${id}`;
    config = merge(config, {
      provider: {
        [SCRIPTED_PROVIDER]: {
          npm: "@ai-sdk/openai-compatible",
          name: "agent-bench scripted model",
          options: { baseURL: `${input.scriptedModelUrl}/v1`, apiKey: "agent-bench-scripted-model" },
          models: { [id]: { name: id } },
        },
      },
      model: ref,
      small_model: ref,
      enabled_providers: [SCRIPTED_PROVIDER],
    });
  }
  return config;
}

/**
 * OpenCode npm-installs @opencode-ai/plugin into its config folder at start-up. When the plugin is
 * installed next to opencode-ai (scripts/install-clis.mjs does so), it is linked into the execution's
 * config folder instead, and the run never reaches for the registry. Returns whether it was linked.
 */
export function linkPlugin(openCodePackageJson: string | undefined, configDir: string): boolean {
  if (!openCodePackageJson) return false;
  const plugin = path.join(path.dirname(path.dirname(openCodePackageJson)), "@opencode-ai", "plugin");
  if (!existsSync(path.join(plugin, "package.json"))) return false;
  const scope = path.join(configDir, "node_modules", "@opencode-ai");
  mkdirSync(scope, { recursive: true });
  if (!existsSync(path.join(scope, "plugin"))) symlinkSync(plugin, path.join(scope, "plugin"));
  return true;
}

function parseObject(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return isPlain(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function merge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? merge(current, value) : value;
  }
  return out;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
