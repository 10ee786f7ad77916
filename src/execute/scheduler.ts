// Keeps `parallel` executions in flight over one queue. The queue is already
// ordered so that runners and repetitions interleave (see plan.ts), so a slow
// runner never serializes the others.

export interface ScheduleControl {
  /** Checked before each new execution starts: true stops scheduling (fail-fast, cancel). */
  shouldStop(): boolean;
}

/** Runs worker over items with at most `parallel` at a time; returns how many were started. */
export async function schedule<T>(
  items: readonly T[],
  parallel: number,
  worker: (item: T, index: number) => Promise<void>,
  control: ScheduleControl,
): Promise<number> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !control.shouldStop()) {
      const index = next++;
      await worker(items[index], index);
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane);
  await Promise.all(lanes);
  return next;
}
