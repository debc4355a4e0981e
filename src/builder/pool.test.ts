import { afterEach, describe, expect, it } from "vitest";
import { WorkerPool } from "./pool";

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
