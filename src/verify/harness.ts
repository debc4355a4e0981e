/**
 * Start and stop of the whole verify environment, for `run.ts` and for tests: PostgreSQL, the
 * migrated Medusa backend, and the seed.
 */
import { startBackend, type Backend, type FeatureFlags, type PluginConfig } from "./backend";
import type { Step } from "./flow";
import type { ApiClient } from "./http";
import { startPostgres, type Postgres } from "./postgres";
import { sweepStaleTempDirs } from "./processes";
import { adminClient, SEED_ADMIN, seed as seedBackend, type SeedIds } from "./seed";

export interface Timings {
  postgres: number;
  migrations: number;
  server: number;
  seed: number;
}

export interface VerifyEnvironment {
  postgres: Postgres;
  backend: Backend;
  seed: SeedIds;
  /** Authenticated as the seeded admin (JWT). */
  admin: ApiClient;
  /** Milliseconds each part took to start. */
  timings: Timings;
  /** Stops the backend, then PostgreSQL. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  featureFlags?: Partial<FeatureFlags>;
  /** More plugins for the backend. */
  plugins?: PluginConfig[];
  /** A notification provider in the backend's project (notifications.ts). */
  notifications?: boolean;
  /** Wraps each start phase; defaults to running it silently. */
  step?: Step;
  log?: (message: string) => void;
}

const silent: Step = (_name, run) => run();

/** Starts PostgreSQL and the backend, and seeds it; on failure stops what it started and rethrows. */
export async function startVerifyEnvironment(options: StartOptions = {}): Promise<VerifyEnvironment> {
  const step = options.step ?? silent;
  const log = options.log;
  const timings: Timings = { postgres: 0, migrations: 0, server: 0, seed: 0 };
  const timed = async <T>(key: keyof Timings, name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await step(name, run);
    } finally {
      timings[key] = performance.now() - start;
    }
  };

  const swept = await sweepStaleTempDirs();
  if (swept > 0) log?.(`removed ${swept} temp folder(s) of earlier runs that were killed`);
  const postgres = await timed("postgres", "start PostgreSQL", () => startPostgres({ log }));
  let backend: Backend | undefined;
  const stop = async (): Promise<void> => {
    await backend?.stop();
    await postgres.stop();
  };
  try {
    // The backend starts in two phases; the step wrapper sees them as two steps.
    let resolveMigrated!: () => void;
    const migrated = new Promise<void>((resolve) => (resolveMigrated = resolve));
    const starting = startBackend({
      databaseUrl: postgres.url,
      featureFlags: options.featureFlags,
      ...(options.plugins ? { plugins: options.plugins } : {}),
      notifications: options.notifications,
      adminUser: SEED_ADMIN,
      log,
      onPhase: (phase) => {
        if (phase === "migrations") resolveMigrated();
      },
    });
    // If the backend fails before its migrations are done, the first step reports it.
    await timed("migrations", "run migrations (medusa migrations run)", () => Promise.race([migrated, starting.then(() => {})]));
    backend = await timed("server", "start the Medusa backend, wait for GET /health", () => starting);
    const started = backend;
    const seed = await timed("seed", "seed (admin user, store, regions, products, …)", () => seedBackend(started, { log }));
    const admin = await adminClient(backend.url);
    return { postgres, backend, seed, admin, timings, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
