// The token counts skillgym's snapshot check can hold a case to: the config's snapshots.metric and
// each entry of the snapshot file (snapshots/file.ts) name one.

export const SNAPSHOT_METRICS = ["totalTokens", "inputTokens", "outputTokens", "reasoningTokens", "cacheTokens"] as const;
export type SnapshotMetric = (typeof SNAPSHOT_METRICS)[number];
