import { createHash } from 'node:crypto';

// One hash over a treatment manifest, for fingerprints (merge, --resume, the
// history's pooling). Apart from building the manifest (execute/treatment.ts, which reads
// the runner registry), so the history needs no runner to compare two hashes.
function treatmentHash(manifest) {
    return createHash("sha256").update(stableJson(manifest)).digest("hex").slice(0, 16);
}
/** JSON with sorted keys, so equal manifests hash equally. */
function stableJson(value) {
    if (Array.isArray(value))
        return `[${value.map(stableJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        return `{${Object.keys(value)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
            .join(",")}}`;
    }
    return JSON.stringify(value);
}

export { stableJson as s, treatmentHash as t };
