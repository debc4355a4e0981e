import { afterEach, describe, expect, it } from "vitest";
import { shareByCost, WorkerPool } from "./pool";

const WORKER = new URL("./__fixtures__/test-worker.ts", import.meta.url);
let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("WorkerPool", () => {
  it("runs every task once, in batches across the workers", async () => {
    pool = new WorkerPool(WORKER, { offset: 1 }, 2);
    const out: number[] = [];
    await pool.run<number, number>({
      type: "double",
      tasks: Array.from({ length: 25 }, (_, i) => i),
      onResult: (r) => out.push(r),
      batchSize: 3,
    });
    expect(out.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i * 2 + 1));
  });

  it("sends a broadcast to every worker, and keeps workers for the next job", async () => {
    pool = new WorkerPool(WORKER, { offset: 0 }, 2);
    await pool.broadcast("remember", 100);
    const out: number[] = [];
    await pool.run<number, number>({ type: "double", tasks: [1, 2, 3, 4], onResult: (r) => out.push(r), batchSize: 1 });
    expect(out.sort((a, b) => a - b)).toEqual([102, 104, 106, 108]);
  });

  it("tells every worker a value without waiting, which each takes before the next job", async () => {
    pool = new WorkerPool(WORKER, { offset: 0 }, 2);
    pool.tell("remember", 100);
    const out: number[] = [];
    await pool.run<number, number>({ type: "double", tasks: [1, 2, 3, 4], onResult: (r) => out.push(r), batchSize: 1 });
    expect(out.sort((a, b) => a - b)).toEqual([102, 104, 106, 108]);
  });

  it("hands every task out at once when the job gives costs, and finishes while the main thread was busy", async () => {
    pool = new WorkerPool(WORKER, { offset: 1 }, 2);
    const out: number[] = [];
    const run = pool.run<number, number>({
      type: "double",
      tasks: Array.from({ length: 20 }, (_, i) => i),
      onResult: (r) => out.push(r),
      batchSize: 3,
      cost: (t) => t,
    });
    // The main thread blocks, as it does reading the packages; the workers have their queues already.
    const until = Date.now() + 300;
    while (Date.now() < until);
    await run;
    expect(out.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2 + 1));
  });

  it("finishes at once when there is nothing to do", async () => {
    pool = new WorkerPool(WORKER, { offset: 0 }, 2);
    await expect(pool.run({ type: "double", tasks: [], onResult: () => {} })).resolves.toBeUndefined();
  });

  it("fails, rather than waiting forever, when a worker exits normally before its work is done", async () => {
    pool = new WorkerPool(WORKER, { offset: 0 }, 2);
    await expect(pool.run({ type: "exit", tasks: [1, 2, 3], onResult: () => {} })).rejects.toThrow(
      /stopped \(exit code 0\) before its work was done/,
    );
  });

  it("fails when a worker throws", async () => {
    pool = new WorkerPool(WORKER, { offset: 0 }, 1);
    await expect(pool.run({ type: "throw", tasks: [1], onResult: () => {} })).rejects.toThrow(/worker failed/);
  });

  it("fails when a result cannot be taken", async () => {
    pool = new WorkerPool(WORKER, { offset: 0 }, 1);
    const run = pool.run<number, number>({
      type: "double",
      tasks: [1],
      onResult: () => {
        throw new Error("bad result");
      },
    });
    await expect(run).rejects.toThrow("bad result");
  });
});

describe("shareByCost", () => {
  it("gives the longest tasks first to the least loaded worker, and keeps each share in the tasks' order", () => {
    const shares = shareByCost(["a", "bbbbbb", "cc", "ddd", "eeee"], 2, (t) => t.length);
    // bbbbbb → 0; eeee → 1; ddd → 1 (4 < 6); cc → 0 (6 < 7); a → 1 (7 < 8).
    expect(shares).toEqual([
      ["bbbbbb", "cc"],
      ["a", "ddd", "eeee"],
    ]);
    expect(shares.map((s) => s.reduce((n, t) => n + t.length, 0))).toEqual([8, 8]);
  });

  it("gives a worker an empty share when there are fewer tasks than workers", () => {
    expect(shareByCost([5], 3, (t) => t)).toEqual([[5], [], []]);
  });
});
