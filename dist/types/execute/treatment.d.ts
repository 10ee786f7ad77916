import type { WorkspaceConfig } from "../model/case.js";
import { type TreatmentManifest } from "../model/treatment.js";
import type { RunnerConfig } from "../runners/runner.js";
import { type PortableRoots } from "./portable.js";
export declare function buildTreatment(workspace: WorkspaceConfig | undefined, cwd: string, runners: readonly RunnerConfig[], roots: PortableRoots): Promise<TreatmentManifest>;
/** One hash over the whole manifest, for fingerprints (merge, --resume). */
export declare function treatmentHash(manifest: TreatmentManifest): string;
