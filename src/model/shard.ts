// One shard of a plan (`--shard 2/4`): which of N jobs this is. plan/shard.ts parses
// it and splits the cells.

export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}
