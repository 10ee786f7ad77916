// Where a comparison was made, which is all its words need beyond its data:
// advice that fits a pull request's check differs from advice for a local
// `--base` (docs/comparison.md).

export interface ComparisonSetting {
  /**
   * Where the base came from: a branch's push run (the action's baseline, `--base github:`), whose remedy is a run
   * on that branch, or a folder or file the user named, whose remedy is running the base again.
   */
  base: "branch" | "file";
  /** The head is a pull request's run (the action): advice may speak of "this pull request". */
  pullRequest: boolean;
  /** Why no baseline was found (the action's lookup), said in place of the generic advice. */
  noBaseline?: string;
}
