import { b as cellIdOf } from './cell-DivU4VID.js';

// A variant: a named change to the treatment (skills removed or added, workspace
// files replaced, runner settings overridden), applied on top of the workspace
// and runners. A run with variants has one more axis: case × runner × variant.
/** The unmodified treatment; always a valid variant id. */
const DEFAULT_VARIANT = "default";
/**
 * The identity a cell pairs by across runs: the variant `default` is the unmodified treatment, so a run with
 * --variant default,… pairs it with a run without variants. One run never holds both, so the two cannot collide.
 */
function pairingId(cell) {
    return cell.variant === DEFAULT_VARIANT ? { caseId: cell.caseId, runnerId: cell.runnerId } : cellIdOf(cell);
}
/** The variant a skill's lift runs without it: `agent-bench lift` and the action's `lift` input alike. */
function withoutVariant(skill) {
    return `without:${skill}`;
}
/** It changes the workspace (not only runner settings): it needs a workspace copied per execution. */
function changesFiles(variant) {
    return variant.removeSkills.length > 0 || variant.addSkills.length > 0 || variant.files.length > 0;
}

export { DEFAULT_VARIANT as D, changesFiles as c, pairingId as p, withoutVariant as w };
