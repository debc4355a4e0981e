/** Where the repository's installed packages are, and a `require` for the CommonJS ones. */
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The real folder of the repository's `node_modules` (a worktree may hold a symlink to it). */
export function nodeModulesDir(): string {
  return realpathSync(join(repoRoot, "node_modules"));
}

/** `require` as seen from the repository root: for the Medusa packages, which are CommonJS. */
export const requireFromRepo = createRequire(join(repoRoot, "package.json"));

/** The minimal surface of `pg.Client` the harness uses (the package ships no types). */
export interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
  on(event: "error", listener: (error: Error) => void): void;
}

interface PgModule {
  Client: new (config: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
}

/** Opens a connection with the `pg` client that `@medusajs/medusa` itself uses. */
export async function pgConnect(connectionString: string, timeoutMs = 5_000): Promise<PgClient> {
  const { Client } = requireFromRepo("pg") as PgModule;
  const client = new Client({ connectionString, connectionTimeoutMillis: timeoutMs });
  // An idle connection killed by a server shutdown emits 'error'; without a listener it would crash us.
  client.on("error", () => {});
  await client.connect();
  return client;
}
