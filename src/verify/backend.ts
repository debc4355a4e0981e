/**
 * A Medusa 1.20.11 backend run from the pinned packages: a temp project folder with a
 * `medusa-config.js` and the repository's `node_modules` linked in, migrated with the CLI's
 * `medusa migrations run`, then started by a small server script (Medusa's own loaders on an
 * express app, as `medusa start` does, but listening on 127.0.0.1 only) on a free port.
 */
import { existsSync, readFileSync } from "node:fs";
import { symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { nodeModulesDir } from "./modules";
import { writeNotificationProvider } from "./notifications";
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

/**
 * Every feature flag Medusa 1.20.11 loads (`@medusajs/medusa/dist/loaders/feature-flags/*.js`;
 * their definitions live in `@medusajs/utils/dist/feature-flags`), and whether the harness turns it
 * on. `many_to_many_inventory` is defined in @medusajs/utils but not among the flags the 1.20.11
 * loader reads, so it cannot be turned on and stays off.
 */
export const FEATURE_FLAGS = {
  /** Default on. Gates `/admin/analytics-configs`. */
  analytics: true,
  /** Default off. Replaces the 1.x core with Medusa 2 modules: never for 1.x docs. */
  medusa_v2: false,
  /** Default on. Order edits (`/admin/order-edits`, `/store/order-edits`). */
  order_editing: true,
  /** Default off. Gates `/admin/product-categories`, `/store/product-categories` and `category_id` filters. */
  product_categories: true,
  /** Default on. `/admin/publishable-api-keys` and the `x-publishable-api-key` header. */
  publishable_api_keys: true,
  /** Default on. `/admin/sales-channels`, sales channels on carts, orders and products. */
  sales_channels: true,
  /** Default off. `includes_tax` on regions, currencies, price lists and shipping options (`/admin/currencies`). */
  tax_inclusive_pricing: true,
  /** Default off. Declared in 1.20.11 but read by no route or service. */
  workflows: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlags = Record<keyof typeof FEATURE_FLAGS, boolean>;

export interface Backend {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The temp project folder (medusa-config.js, logs). */
  dir: string;
  /** The server's stdout and stderr. */
  logFile: string;
  /** Where the server appends the {@link MAILBOX_EVENTS} it sees, one JSON object a line. */
  mailboxFile: string;
  featureFlags: FeatureFlags;
  /** Stops the server and removes the project folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartBackendOptions {
  databaseUrl: string;
  featureFlags?: Partial<FeatureFlags>;
  /** Called with each phase's name and duration in milliseconds. */
  onPhase?: (phase: "project" | "migrations" | "server", ms: number) => void;
  log?: (message: string) => void;
  /** Keep the project folder (config and logs) after stop; also with VERIFY_KEEP_TEMP=1. */
  keepDir?: boolean;
  /** An admin user the server creates with UserService before it listens (if none has that email). */
  adminUser?: { email: string; password: string };
  /** More plugins (the admin walk adds a file service). */
  plugins?: PluginConfig[];
  /** A notification provider subscribed to order.placed in the project (notifications.ts). */
  notifications?: boolean;
}

const JWT_SECRET = "medusa-verify-jwt-secret";
const COOKIE_SECRET = "medusa-verify-cookie-secret";

/** The secrets the backend signs with: a test can mint its own tokens with them. */
export const BACKEND_SECRETS = { jwt: JWT_SECRET, cookie: COOKIE_SECRET } as const;

/** A plugin of `medusa-config.js`: its package, and its options. */
export type PluginConfig = string | { resolve: string; options?: Record<string, unknown> };

/** `medusa-config.js` of the verify project (`plugins` are added to the manual payment and fulfillment ones). */
export function medusaConfig(databaseUrl: string, featureFlags: FeatureFlags, plugins: PluginConfig[] = []): string {
  const config = {
    projectConfig: {
      database_url: databaseUrl,
      database_logging: false,
      jwt_secret: JWT_SECRET,
      cookie_secret: COOKIE_SECRET,
      // No redis_url: Medusa uses a fake Redis; sessions live in memory.
    },
    plugins: ["medusa-fulfillment-manual", "medusa-payment-manual", ...plugins],
    modules: {
      eventBus: { resolve: "@medusajs/event-bus-local" },
      cacheService: { resolve: "@medusajs/cache-inmemory" },
      inventoryService: { resolve: "@medusajs/inventory" },
      stockLocationService: { resolve: "@medusajs/stock-location" },
    },
    featureFlags,
  };
  return `// Written by src/verify/backend.ts for one verify run.\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`;
}

/**
 * The server: what `@medusajs/medusa/dist/commands/start.js` does (loaders on an express app,
 * graceful shutdown on SIGTERM / SIGINT), minus its telemetry ping, and bound to 127.0.0.1 where
 * `medusa start` would listen on every interface.
 */
/** The events the server writes to `mailbox.jsonl`: each carries a token a customer or user would get by email. */
export const MAILBOX_EVENTS = [
  "invite.created",
  "user.password_reset",
  "customer.password_reset",
  "order-update-token.created",
] as const;

const SERVER_SCRIPT = `// Written by src/verify/backend.ts: starts Medusa on 127.0.0.1:$PORT.
require("core-js/stable");
require("regenerator-runtime/runtime");
const express = require("express");
const { GracefulShutdownServer } = require("medusa-core-utils");
const loaders = require("@medusajs/medusa/dist/loaders").default;

async function main() {
  const port = Number(process.env.PORT);
  const app = express();
  const { container, shutdown, prepareShutdown } = await loaders({ directory: __dirname, expressApp: app });
  // What \`medusa user -e -p\` does (UserService.create), without booting Medusa a second time.
  if (process.env.MEDUSA_VERIFY_ADMIN) {
    const admin = JSON.parse(process.env.MEDUSA_VERIFY_ADMIN);
    const users = container.resolve("userService");
    if ((await users.list({ email: admin.email })).length === 0) {
      await users.create({ email: admin.email, role: "admin" }, admin.password);
      console.log("medusa-verify: created the admin user " + admin.email);
    }
  }
  // The mailbox: the events that would send an email with a token (an invite, a password reset,
  // an order claim), appended to mailbox.jsonl for the verify run to read.
  const fs = require("fs");
  const mailbox = require("path").join(__dirname, "mailbox.jsonl");
  const eventBus = container.resolve("eventBusService");
  for (const event of ${JSON.stringify(MAILBOX_EVENTS)}) {
    eventBus.subscribe(
      event,
      async (data) => fs.appendFileSync(mailbox, JSON.stringify({ event, data }) + "\\n"),
      { subscriberId: "medusa-verify-mailbox-" + event },
    );
  }
  const server = GracefulShutdownServer.create(
    await new Promise((resolve, reject) => {
      const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
      listening.once("error", reject);
    }),
  );
  console.log("medusa-verify: listening on 127.0.0.1:" + port);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await server.shutdown();
      await prepareShutdown();
      await shutdown();
      process.exit(0);
    } catch (error) {
      console.error("medusa-verify: error while shutting down", error);
      process.exit(1);
    }
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error("medusa-verify: error starting server", error);
  process.exit(1);
});
`;

/** Environment of the Medusa child processes. */
export function backendEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The config file is the one source of flags: a MEDUSA_FF_* variable would override it.
    if (!key.startsWith("MEDUSA_FF_")) env[key] = value;
  }
  return {
    ...env,
    // Under Vitest NODE_ENV is "test", which makes Medusa's database loader mock its data source.
    NODE_ENV: "development",
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...extra,
  };
}

/** `node …/@medusajs/medusa/cli.js`, the `medusa` command of the pinned package. */
export function medusaCli(): [string, string] {
  return [process.execPath, join(nodeModulesDir(), "@medusajs/medusa/cli.js")];
}

/** Writes the server script (what `medusa start` does, on 127.0.0.1:$PORT) into a project folder. */
export async function writeServerScript(dir: string): Promise<void> {
  await writeFile(join(dir, "server.js"), SERVER_SCRIPT);
}

/** Creates the project folder; `cleanup` removes it. */
export async function createProject(
  databaseUrl: string,
  featureFlags: FeatureFlags,
  plugins: PluginConfig[] = [],
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await makeTempDir("backend");
  await writeFile(
    join(dir, "package.json"),
    JSON.stringify({ name: "medusa-verify-backend", version: "0.0.0", private: true }, null, 2),
  );
  await writeFile(join(dir, "medusa-config.js"), medusaConfig(databaseUrl, featureFlags, plugins));
  await writeServerScript(dir);
  await symlink(nodeModulesDir(), join(dir, "node_modules"), "dir");
  return { dir, cleanup: () => removeDir(dir) };
}

/** `medusa migrations run`: the core's migrations, the inventory and stock location modules', and the link modules'. */
export async function runMigrations(dir: string, env: Record<string, string> = {}): Promise<void> {
  const [node, cli] = medusaCli();
  await runToEnd("medusa migrations run", node, [cli, "migrations", "run"], {
    cwd: dir,
    env: backendEnv(env),
    logFile: join(dir, "migrations.log"),
    timeoutMs: 300_000,
  });
}

/** `medusa user -e … -p …`: an admin user created by the backend's UserService. */
export async function createAdminUser(dir: string, user: { email: string; password: string; id?: string }): Promise<void> {
  const [node, cli] = medusaCli();
  const args = [cli, "user", "-e", user.email, "-p", user.password];
  if (user.id) args.push("-i", user.id);
  await runToEnd("medusa user", node, args, { cwd: dir, env: backendEnv(), logFile: join(dir, "user.log"), timeoutMs: 120_000 });
}

/** Starts the server in `dir` on a free loopback port and waits until `GET /health` answers 200. */
export async function startServer(
  dir: string,
  options: {
    adminUser?: { email: string; password: string };
    timeoutMs?: number;
    /** Variables of the project (its `.env`): they win over the harness's own environment. */
    env?: Record<string, string>;
  } = {},
): Promise<{ url: string; process: ManagedProcess; stop: () => Promise<void> }> {
  const timeoutMs = options.timeoutMs ?? 180_000;
  const [node] = medusaCli();
  const port = await freePort();
  const logFile = join(dir, "backend.log");
  const server = spawnManaged("medusa backend", node, [join(dir, "server.js")], {
    cwd: dir,
    env: backendEnv({
      ...options.env,
      PORT: String(port),
      ...(options.adminUser ? { MEDUSA_VERIFY_ADMIN: JSON.stringify(options.adminUser) } : {}),
    }),
    logFile,
  });
  // Registered at once, so that a Ctrl-C while it boots stops it before its folder is removed.
  const { run: stop } = registerCleanup("medusa server", () => server.stop("SIGTERM", 15_000));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isAlive()) {
      await stop();
      throw new Error(
        `the Medusa backend exited (${await server.exited}) before answering /health.${diagnose(logFile)}\nLog ${logFile}:\n${server.logTail(60)}`,
      );
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        // Another process may have taken the port in between: then this backend logged EADDRINUSE and
        // the answer came from that process.
        if (/EADDRINUSE/.test(server.logTail(60))) {
          await stop();
          throw new Error(
            `port ${port} was taken by another process before the Medusa backend could listen on it (EADDRINUSE). Log ${logFile}`,
          );
        }
        return { url, process: server, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await server.stop("SIGKILL", 2_000);
  await stop();
  throw new Error(
    `the Medusa backend did not answer /health within ${timeoutMs / 1000} s. Log ${logFile}:\n${server.logTail(60)}`,
  );
}

/** The version of the typeorm that @medusajs/medusa loads. */
export function typeormVersion(): string {
  try {
    const fromMedusa = createRequire(join(nodeModulesDir(), "@medusajs/medusa/package.json"));
    const main = fromMedusa.resolve("typeorm");
    const manifest = JSON.parse(readFileSync(join(dirname(main), "package.json"), "utf8")) as { version: string };
    return manifest.version;
  } catch {
    return "unknown";
  }
}

/** Known causes of a failed start, recognised in the log. */
function diagnose(logFile: string): string {
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
  if (/Empty criteria\(s\) are not allowed/.test(log)) {
    const version = typeormVersion();
    return (
      `\nCause: typeorm ${version} is installed. Since typeorm 0.3.23, update({}, …) is refused, and Medusa 1.20.11 ` +
      `calls repository.update({}, { is_installed: false }) at startup (registerInstalledProviders of the payment, ` +
      `fulfillment, tax and notification provider services). typeorm 0.3.22, the last release that accepts it, works: ` +
      `pin "typeorm": "0.3.22" in package.json.`
    );
  }
  return "";
}

/** Creates the project, runs the migrations and starts the server. */
export async function startBackend(options: StartBackendOptions): Promise<Backend> {
  const featureFlags: FeatureFlags = { ...FEATURE_FLAGS, ...options.featureFlags };
  const keep = options.keepDir ?? process.env.VERIFY_KEEP_TEMP === "1";
  const log = options.log ?? (() => {});
  let time = Date.now();
  const phase = (name: "project" | "migrations" | "server"): void => {
    const now = Date.now();
    options.onPhase?.(name, now - time);
    time = now;
  };

  const project = await createProject(options.databaseUrl, featureFlags, options.plugins);
  if (options.notifications) await writeNotificationProvider(project.dir);
  let stopServer: (() => Promise<void>) | undefined;
  const { run: stop } = registerCleanup("medusa backend", async () => {
    await stopServer?.();
    if (keep) log(`kept the backend project folder ${project.dir}`);
    else await project.cleanup();
  });
  phase("project");

  try {
    await runMigrations(project.dir);
    phase("migrations");
    const started = await startServer(project.dir, { adminUser: options.adminUser });
    stopServer = started.stop;
    phase("server");
    log(`Medusa backend listening on ${started.url} (project ${project.dir})`);
    return {
      url: started.url,
      dir: project.dir,
      logFile: started.process.logFile,
      mailboxFile: join(project.dir, "mailbox.jsonl"),
      featureFlags,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
