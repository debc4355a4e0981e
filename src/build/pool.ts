import { Worker } from "node:worker_threads";

/**
 * Runs tasks on `size` worker threads, handing out small batches so that fast and slow pages
 * even out across cores. `onResult` sees each result as soon as its batch is done.
 */
export async function runPool<T, R>(opts: {
  workerUrl: URL;
  workerData: unknown;
  size: number;
  tasks: readonly T[];
  batchSize?: number;
  onResult: (r: R) => void;
}): Promise<void> {
  const { workerUrl, size, tasks, onResult } = opts;
  const batchSize = opts.batchSize ?? 12;
  let next = 0;
  const takeBatch = () => {
    const batch = tasks.slice(next, next + batchSize);
    next += batch.length;
    return batch;
  };
  const workers = Array.from({ length: Math.max(1, Math.min(size, Math.ceil(tasks.length / batchSize))) }, () =>
    new Worker(new URL("./worker-boot.mjs", import.meta.url), {
      workerData: { entry: workerUrl.href, data: opts.workerData },
    }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              const batch = takeBatch();
              if (batch.length === 0) resolve();
              else worker.postMessage(batch);
            };
            worker.on("message", (results: R[]) => {
              try {
                for (const r of results) onResult(r);
                send();
              } catch (e) {
                reject(e as Error);
              }
            });
            worker.on("error", reject);
            worker.on("exit", (code) => {
              if (code !== 0) reject(new Error(`build worker exited with code ${code}`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
