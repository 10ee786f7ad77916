import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { schedule } from "../../src/execute/scheduler.ts";

describe("the scheduler", () => {
  it("keeps exactly `parallel` executions in flight until the queue runs out", async () => {
    let inFlight = 0;
    const peaks: number[] = [];
    const started: number[] = [];
    await schedule(
      Array.from({ length: 20 }, (_, i) => i),
      4,
      async (item) => {
        inFlight++;
        peaks.push(inFlight);
        started.push(item);
        await sleep(5 + (item % 3) * 5);
        inFlight--;
      },
      { shouldStop: () => false },
    );
    assert.equal(Math.max(...peaks), 4);
    assert.equal(started.length, 20);
    // Queue order is kept: items start in order.
    assert.deepEqual(
      started,
      [...started].sort((a, b) => a - b),
    );
  });

  it("a slow item does not hold the others: the other lanes keep going", async () => {
    const finished: string[] = [];
    await schedule(
      ["slow", "a", "b", "c", "d"],
      2,
      async (item) => {
        await sleep(item === "slow" ? 80 : 5);
        finished.push(item);
      },
      { shouldStop: () => false },
    );
    assert.deepEqual(finished, ["a", "b", "c", "d", "slow"]);
  });

  it("stops starting new items when told to, and lets the ones in flight finish", async () => {
    let stop = false;
    const done: number[] = [];
    const started = await schedule(
      Array.from({ length: 10 }, (_, i) => i),
      2,
      async (item) => {
        await sleep(item === 0 ? 5 : 40);
        if (item === 0) stop = true;
        done.push(item);
      },
      { shouldStop: () => stop },
    );
    assert.equal(started, 2);
    assert.deepEqual(done.sort(), [0, 1]);
  });

  it("never starts more lanes than items", async () => {
    let peak = 0;
    let inFlight = 0;
    await schedule(
      [1, 2],
      16,
      async () => {
        peak = Math.max(peak, ++inFlight);
        await sleep(5);
        inFlight--;
      },
      { shouldStop: () => false },
    );
    assert.equal(peak, 2);
  });
});
