// The run's variants: --variant ids (the config's, or `default`) and a
// program's definitions, checked before the first agent starts against the
// runners and the workspace, so a variant that cannot apply costs nothing.

import { configError } from "../errors.ts";
import { docUrl } from "../doc-link.ts";
import { didYouMean } from "../did-you-mean.ts";
import type { ResolvedConfig } from "../config/config.ts";
import { checkVariant, type VariantSource } from "../config/variants.ts";
import type { WorkspaceConfig } from "../model/case.ts";
import { changesFiles, DEFAULT_VARIANT, type ResolvedVariant, type VariantDefinition } from "../model/variant.ts";
import type { PlanVariant } from "../plan/plan.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { findSkills } from "../runners/skills.ts";
import { findRepoRoot } from "./repo.ts";
import { splitList } from "../suite/tags.ts";

export interface VariantRequest {
  given: ReadonlyArray<string | VariantDefinition> | undefined;
  config: ResolvedConfig;
  runners: readonly RunnerConfig[];
  workspace: WorkspaceConfig | undefined;
  /** A program's relative paths resolve against it. */
  cwd: string;
}

/** The variants in the order given (each once), with each one's runner settings; undefined for an ordinary run. */
export function resolveVariants(req: VariantRequest): PlanVariant[] | undefined {
  const entries = (req.given ?? []).flatMap((g): Array<string | VariantDefinition> => (typeof g === "string" ? splitList([g]) : [g]));
  if (entries.length === 0) return undefined;
  const out: PlanVariant[] = [];
  for (const entry of entries) {
    const id = typeof entry === "string" ? entry : entry.id;
    if (out.some((v) => v.variant.id === id)) {
      if (typeof entry === "string") continue; // --variant a,a: once
      throw configError(`variants: the id "${id}" is given twice`, { where: "variants", hint: "give each variant its own id" });
    }
    const { definition, source } = typeof entry === "string" ? named(entry, req.config) : { definition: entry, source: programSource(entry, req.cwd) };
    const checked = checkVariant(definition, req.runners, { ...source, root: findRepoRoot(source.dir) });
    if (!checked.variant) throw configError(checked.problems.join("\n  "), { hint: `fix the variant above (${docUrl("configuration.md#variants")})` });
    checkWorkspace(checked.variant, req.workspace);
    out.push({ variant: checked.variant, runners: checked.runners });
  }
  return out;
}

function named(id: string, config: ResolvedConfig): { definition: VariantDefinition; source: VariantSource } {
  if (id === DEFAULT_VARIANT) return { definition: { id }, source: { file: "--variant", dir: config.dir, prefix: [] } };
  const found = config.variants.find((v) => v.definition.id === id);
  if (found) return found;
  const ids = config.variants.map((v) => v.definition.id);
  throw configError(`--variant: no variant "${id}"${didYouMean(id, [DEFAULT_VARIANT, ...ids])}`, {
    where: "--variant",
    hint: ids.length
      ? `the config's variants: ${ids.join(", ")}; "${DEFAULT_VARIANT}" is the unmodified treatment`
      : `the config has no variants (add them under \`variants\` in ${config.file ?? "agent-bench.config.*"}); "${DEFAULT_VARIANT}" is the unmodified treatment`,
  });
}

function programSource(def: VariantDefinition, cwd: string): VariantSource {
  return { file: "variants", dir: cwd, prefix: [def.id] };
}

/**
 * A variant that changes files needs a workspace copied per execution; the skills it removes must be in the copy.
 * The copy's source is known now, unless a bootstrap makes the skills (then applying the variant checks).
 */
function checkWorkspace(variant: ResolvedVariant, workspace: WorkspaceConfig | undefined): void {
  if (!changesFiles(variant)) return;
  const mode = workspace?.mode ?? "none";
  if (mode === "none" || mode === "shared") {
    throw configError(
      `variant "${variant.id}" changes workspace files, and workspace mode "${mode}" ${mode === "none" ? "runs the agent in your own folder" : "shares one folder between executions"}`,
      {
        where: "--variant",
        hint: 'drop the workspace mode for the default (a copy of the repository per execution), or use mode: "isolated"; a variant that only overrides runner settings works in any mode',
      },
    );
  }
  if (variant.removeSkills.length === 0 || workspace?.bootstrap) return;
  const folder = workspace?.cwd ?? workspace?.templateDir;
  if (!folder) return;
  missingSkills(
    variant,
    findSkills(folder).map((s) => s.name),
  );
}

/** A skill to remove that no agent skill folder holds: an error naming the variant and the skills that exist. */
export function missingSkills(variant: ResolvedVariant, present: readonly string[]): void {
  const missing = variant.removeSkills.filter((name) => !present.includes(name));
  if (missing.length === 0) return;
  const names = [...new Set(present)].sort();
  throw configError(`variant "${variant.id}": skills.remove: no agent skill folder holds ${missing.map((m) => `"${m}"${didYouMean(m, names)}`).join(", ")}`, {
    hint: names.length ? `skills in the workspace: ${names.join(", ")}` : "the workspace has no skills (<skill folder>/<name>/SKILL.md)",
  });
}
