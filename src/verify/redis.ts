/**
 * A throwaway Redis server for the guides that need one (scheduled jobs, the Redis event bus and
 * cache modules): Debian's `redis-server` (installed with apt-get when missing and we are root) on
 * a free loopback port, without persistence, stopped with everything the harness started.
 */
import { existsSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { aptInstall, isRoot } from "./apt";
import { freePort, makeTempDir, registerCleanup, removeDir, sleep, spawnManaged } from "./processes";

export const REDIS_SERVER = "/usr/bin/redis-server";

export interface Redis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  stop(): Promise<void>;
}

/** Whether something answers `PING` with `+PONG` on the port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once("data", (data) => {
      resolve(data.toString().startsWith("+PONG"));
      socket.destroy();
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

export async function startRedis(log: (message: string) => void = () => {}): Promise<Redis> {
  if (!existsSync(REDIS_SERVER)) {
    if (!isRoot()) throw new Error("Redis is not installed: run `sudo apt-get install -y redis-server`.");
    await aptInstall("redis-server", log);
  }
  const dir = await makeTempDir("redis");
  const port = await freePort();
  const server = spawnManaged(
    "redis",
    REDIS_SERVER,
    // Enough numbered databases for each guides project to have its own (see guides/run.ts).
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--databases", "256", "--dir", dir],
    { cwd: dir, logFile: join(dir, "redis.log") },
  );
  const { run: stop } = registerCleanup("redis", async () => {
    await server.stop("SIGTERM", 5_000);
    await removeDir(dir);
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (!server.isAlive()) break;
    if (await pong(port)) {
      log(`Redis listening on 127.0.0.1:${port}`);
      return { url: `redis://127.0.0.1:${port}`, stop };
    }
    await sleep(100);
  }
  const tail = server.logTail();
  await stop();
  throw new Error(`Redis did not start on port ${port}:\n${tail}`);
}
