import { parentPort, workerData } from "node:worker_threads";

/** A worker for the pool's tests: doubles numbers, remembers broadcast values, or stops on request. */
const { offset } = (workerData as { data: { offset: number } }).data;
let remembered = 0;
parentPort!.on("message", (m: { type: string; batch: number[]; quiet?: boolean }) => {
  if (m.type === "exit") process.exit(0);
  if (m.type === "throw") throw new Error("worker failed");
  if (m.type === "remember") remembered = m.batch[0]!;
  // A message told (WorkerPool.tell) gets no answer, as in the build's worker.
  if (m.quiet) return;
  parentPort!.postMessage({ results: m.batch.map((n) => n * 2 + offset + remembered) });
});
