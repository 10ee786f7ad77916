// The pull request a run belongs to, recorded in the artifact for the
// fork-safe report workflow. It is untrusted there: the report mode checks it
// against GitHub before believing it.

import { z } from "zod";
import type { ActionContext } from "../github/context.ts";
import type { SavedFormat } from "../model/saved-file.ts";

export const PR_METADATA_FILE = "agent-bench-pr.json";

export const prMetadataSchema = z.object({
  number: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{7,64}$/i),
  baseRef: z.string().max(255),
  baseSha: z.string().regex(/^[0-9a-f]{7,64}$/i),
  repository: z.string().max(255),
});

export const PR_METADATA_FORMAT: SavedFormat = { name: PR_METADATA_FILE, hint: "the artifact was not written by a compatible agent-bench (or was altered)" };

export type PrMetadata = z.infer<typeof prMetadataSchema>;

export function prMetadata(ctx: ActionContext, pr: { number: number; baseRef: string; baseSha: string }): PrMetadata {
  return { number: pr.number, headSha: ctx.sha, baseRef: pr.baseRef, baseSha: pr.baseSha, repository: `${ctx.owner}/${ctx.repo}` };
}
