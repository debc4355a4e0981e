/**
 * A PostgreSQL database for the backend: a throwaway database on the server of `DATABASE_URL`
 * when it is set, otherwise a throwaway cluster started from Debian's binaries (installed with
 * apt-get when missing and we are root) on a free loopback port.
 */
import { chown, readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { aptInstall, isRoot } from "./apt";
import { pgConnect } from "./modules";
import {
  freePort,
  removeDir,
  runToEnd,
  sleep,
  spawnManaged,
  makeTempDir,
  registerCleanup,
  type ManagedProcess,
} from "./processes";

export interface Postgres {
  /** Connection URL of the database the backend gets. */
  url: string;
  /** A database of the same server to connect to while `url`'s database is copied (`CREATE DATABASE … TEMPLATE`). */
  maintenanceUrl: string;
  /** `external`: a database created on the server of DATABASE_URL; `local`: a cluster we started. */
  kind: "external" | "local";
  /** Drops the throwaway database, or stops the cluster and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartPostgresOptions {
  /** A server to use instead of starting one; defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string;
  /** A folder with `initdb` and `postgres`; defaults to the newest /usr/lib/postgresql/<version>/bin. */
  binDir?: string;
  log?: (message: string) => void;
}

const DATABASE = "medusa";

export async function startPostgres(options: StartPostgresOptions = {}): Promise<Postgres> {
  const log = options.log ?? (() => {});
  const external = options.databaseUrl ?? process.env.DATABASE_URL;
  if (external) return createExternalDatabase(external, log);
  return startLocalCluster(options.binDir, log);
}

/** Creates a database of its own on an existing server, so that every run starts empty. */
async function createExternalDatabase(serverUrl: string, log: (message: string) => void): Promise<Postgres> {
  const name = `medusa_verify_${process.pid}_${Date.now()}`;
  const admin = await pgConnect(serverUrl);
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    await admin.end();
    log(`could not create a database on the DATABASE_URL server (${(error as Error).message}); using its database as it is`);
    return { url: serverUrl, maintenanceUrl: serverUrl, kind: "external", stop: async () => {} };
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { run: stop } = registerCleanup(`drop database ${name}`, async () => {
    const client = await pgConnect(serverUrl);
    try {
      // WITH (FORCE) (PostgreSQL 13+) ends the sessions a killed backend may have left.
      await client
        .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        .catch(() => client.query(`DROP DATABASE IF EXISTS "${name}"`));
    } finally {
      await client.end();
    }
  });
  return { url: url.toString(), maintenanceUrl: serverUrl, kind: "external", stop };
}

/** The newest Debian PostgreSQL `bin` folder that has both `initdb` and `postgres`. */
export async function findPostgresBinDir(): Promise<string | undefined> {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = (await readdir(root)).filter((name) => /^\d+(\.\d+)?$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, "bin");
    if (existsSync(join(bin, "initdb")) && existsSync(join(bin, "postgres"))) return bin;
  }
  return undefined;
}

/** uid and gid of a user, read from /etc/passwd. */
async function lookupUser(name: string): Promise<{ uid: number; gid: number } | undefined> {
  const passwd = await readFile("/etc/passwd", "utf8");
  for (const line of passwd.split("\n")) {
    const [user, , uid, gid] = line.split(":");
    if (user === name && uid !== undefined && gid !== undefined) return { uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

async function startLocalCluster(binDirOption: string | undefined, log: (message: string) => void): Promise<Postgres> {
  let binDir = binDirOption ?? (await findPostgresBinDir());
  if (!binDir) {
    if (!isRoot()) {
      throw new Error(
        "PostgreSQL is not installed: run `sudo apt-get install -y postgresql`, or set DATABASE_URL to a server the harness may create databases on.",
      );
    }
    await aptInstall("postgresql", log);
    binDir = await findPostgresBinDir();
    if (!binDir) throw new Error("apt-get installed postgresql but no /usr/lib/postgresql/*/bin/postgres was found");
  }

  // PostgreSQL refuses to run as root: the cluster belongs to the `postgres` user then.
  let owner: { uid: number; gid: number } | undefined;
  if (isRoot()) {
    owner = await lookupUser("postgres");
    if (!owner)
      throw new Error("running as root, but there is no `postgres` user to own the cluster (the postgresql package creates it)");
  }

  const dir = await makeTempDir("pg");
  let server: ManagedProcess | undefined;
  const { run: stop } = registerCleanup("postgres", async () => {
    // SIGINT is PostgreSQL's "fast" shutdown: it ends open sessions and exits.
    await server?.stop("SIGINT", 20_000);
    await removeDir(dir);
  });

  try {
    if (owner) await chown(dir, owner.uid, owner.gid);
    const data = join(dir, "data");
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C", LC_ALL: "C" };
    const ids = owner ?? {};
    await runToEnd(
      "initdb",
      join(binDir, "initdb"),
      ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      { ...ids, cwd: dir, env, logFile: join(dir, "initdb.log"), timeoutMs: 120_000 },
    );

    // The port is free when the OS hands it out; another process may take it before PostgreSQL
    // binds it, so a failed bind is retried with a new port.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const logFile = join(dir, `postgres-${port}.log`);
      server = spawnManaged(
        "postgres",
        join(binDir, "postgres"),
        [
          ...["-D", data, "-p", String(port), "-k", dir, "-h", "127.0.0.1"],
          // A throwaway cluster: durability is not wanted, speed is.
          ...["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
        ],
        // If the harness dies without stopping it, the kernel asks for a fast shutdown.
        { ...ids, cwd: dir, env, logFile, parentDeathSignal: "SIGINT" },
      );
      const url = `postgres://postgres@127.0.0.1:${port}`;
      const ready = await waitUntilAccepting(server, `${url}/postgres`, 30_000);
      if (ready === "ready") {
        const client = await pgConnect(`${url}/postgres`);
        try {
          await client.query(`CREATE DATABASE "${DATABASE}"`);
        } finally {
          await client.end();
        }
        log(`PostgreSQL (${binDir}) listening on 127.0.0.1:${port}, data in ${data}`);
        return { url: `${url}/${DATABASE}`, maintenanceUrl: `${url}/postgres`, kind: "local", stop };
      }
      const tail = server.logTail();
      await server.stop("SIGKILL", 2_000);
      if (ready === "exited" && /could not bind|Address already in use/i.test(tail) && attempt < 3) continue;
      throw new Error(`PostgreSQL did not start (${ready}). Log ${logFile}:\n${tail}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitUntilAccepting(
  server: ManagedProcess,
  url: string,
  timeoutMs: number,
): Promise<"ready" | "exited" | "timeout"> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isAlive()) return "exited";
    try {
      const client = await pgConnect(url, 1_000);
      await client.query("SELECT 1");
      await client.end();
      return "ready";
    } catch {
      await sleep(100);
    }
  }
  return "timeout";
}

/**
 * A copy of the database of `postgres.url`, made by PostgreSQL itself (`CREATE DATABASE … TEMPLATE`,
 * a file copy: a second or two for a migrated Medusa database). Nothing may be connected to the
 * original meanwhile. `drop` removes the copy (registered as a cleanup too).
 */
export async function copyDatabase(postgres: Postgres, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = decodeURIComponent(new URL(postgres.url).pathname.slice(1));
  const admin = await pgConnect(postgres.maintenanceUrl);
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  const { run: drop } = registerCleanup(`drop database ${name}`, async () => {
    const client = await pgConnect(postgres.maintenanceUrl);
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  return { url: url.toString(), drop };
}
