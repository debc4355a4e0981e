import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** A job for the workers: its `type` names the handler in the worker, `tasks` are handed out in batches. */
export interface Job<T, R> {
  type: string;
  tasks: readonly T[];
  onResult: (r: R) => void;
  batchSize?: number;
  /**
   * Hand every task out at once, for a job that runs while the main thread is busy with other
   * work and cannot answer a worker asking for more: the tasks are shared by estimated cost
   * (longest first, each to the worker with the least so far) and each worker's share is queued
   * to it in batches.
   */
  cost?: (task: T) => number;
}

/** Tasks shared among `n` workers by estimated cost, longest first to the least loaded; each share keeps the tasks' order. */
export function shareByCost<T>(tasks: readonly T[], n: number, cost: (task: T) => number): T[][] {
  const loads = new Array<number>(n).fill(0);
  const owner = new Array<number>(tasks.length);
  const order = tasks.map((t, i) => ({ i, c: cost(t) })).sort((a, b) => b.c - a.c || a.i - b.i);
  for (const { i, c } of order) {
    const w = loads.indexOf(Math.min(...loads));
    owner[i] = w;
    loads[w]! += c;
  }
  return loads.map((_, w) => tasks.filter((_, i) => owner[i] === w));
}

/**
 * A pool of worker threads that lives for a whole build, so each worker loads its modules and
 * warms up (Shiki's grammars) once. Jobs hand out small batches so that fast and slow pages even
 * out across cores; `broadcast` sends every worker the same message (the site data, say).
 * A worker that stops while it has work — crashing, or exiting normally — fails the job.
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private failure: Error | undefined;
  private readonly listeners = new Set<(e: Error) => void>();

  constructor(workerUrl: URL, workerData: unknown, size: number) {
    this.workers = Array.from(
      { length: Math.max(1, size) },
      (_, index) =>
        new Worker(new URL("./worker-boot.mjs", import.meta.url), {
          // `index`: the worker's place in the pool (a job of one task goes to the first).
          workerData: { entry: workerUrl.href, data: workerData, index },
          // A larger young generation: rendering makes many short-lived objects.
          resourceLimits: { maxYoungGenerationSizeMb: 64 },
        }),
    );
    for (const w of this.workers) {
      const fail = (e: Error) => {
        this.failure ??= e;
        for (const l of this.listeners) l(e);
      };
      w.on("error", fail);
      w.on("exit", (code) => fail(new Error(`a build worker stopped (exit code ${code}) before its work was done`)));
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Sends every worker the same message without waiting for an answer (its handler answers none):
   * each worker takes it before any job sent after it, once its modules are loaded.
   */
  tell(type: string, payload: unknown): void {
    if (this.failure) throw this.failure;
    for (const w of this.workers) w.postMessage({ type, batch: [payload], quiet: true });
  }

  /** Sends every worker `message` and waits until each has answered. */
  async broadcast(type: string, payload: unknown): Promise<void> {
    await this.run({ type, tasks: this.workers.map(() => payload), onResult: () => {}, batchSize: 1, oneEach: true });
  }

  run<T, R>(job: Job<T, R> & { oneEach?: boolean }): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const batchSize = job.batchSize ?? 12;
    let next = 0;
    const take = () => {
      const batch = job.tasks.slice(next, next + batchSize);
      next += batch.length;
      return batch;
    };
    const shares = job.cost && !job.oneEach ? shareByCost(job.tasks, this.workers.length, job.cost) : undefined;
    if (job.oneEach || shares) next = job.tasks.length;
    return new Promise<void>((resolve, reject) => {
      let busy = 0;
      let done = false;
      const finish = (e?: Error) => {
        if (done) return;
        done = true;
        this.listeners.delete(onFailure);
        for (const w of this.workers) w.off("message", handlers.get(w)!);
        if (e) reject(e);
        else resolve();
      };
      const onFailure = (e: Error) => finish(e);
      this.listeners.add(onFailure);
      const handlers = new Map<Worker, (m: { results: R[] }) => void>();
      const send = (w: Worker, batch: readonly T[]) => {
        busy++;
        w.postMessage({ type: job.type, batch });
      };
      this.workers.forEach((w, i) => {
        const handler = (m: { results: R[] }) => {
          busy--;
          try {
            for (const r of m.results) job.onResult(r);
          } catch (e) {
            finish(e as Error);
            return;
          }
          const batch = job.oneEach ? [] : take();
          if (batch.length > 0) send(w, batch);
          else if (busy === 0 && next >= job.tasks.length) finish();
        };
        handlers.set(w, handler);
        w.on("message", handler);
        if (shares) {
          for (let k = 0; k < shares[i]!.length; k += batchSize) send(w, shares[i]!.slice(k, k + batchSize));
          return;
        }
        const first = job.oneEach ? job.tasks.slice(i, i + 1) : take();
        if (first.length > 0) send(w, first);
      });
      if (busy === 0) finish();
    });
  }

  async close(): Promise<void> {
    this.listeners.clear();
    for (const w of this.workers) w.removeAllListeners("exit");
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * The build's workers (src/builder/worker.ts, one per core unless told), each loading its modules
 * and Shiki's grammars as it starts. Here rather than in build.ts, so that the build's entry can
 * start them before it loads the build's own modules.
 */
export function startWorkers(root: string, outDir: string, workers?: number): WorkerPool {
  return new WorkerPool(
    // The bundled build (src/builder/launch.mjs) names its bundled worker; elsewhere (tests) it is the source.
    new URL(process.env.DOCS_BUILD_WORKER ?? "./worker.ts", import.meta.url),
    { root, outDir },
    workers ?? Math.max(1, availableParallelism()),
  );
}
