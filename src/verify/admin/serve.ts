/**
 * One origin for the admin walk: the built admin at /app (every path without a file falls back to
 * its index.html, as a single-page app needs), the store's product pictures at /walk-assets/, and
 * everything else proxied to the Medusa backend. The admin was built to call the API on its own
 * origin, so no CORS setting and no rebuild per backend port are needed.
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { registerCleanup } from "../processes";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ttf": "font/ttf",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".csv": "text/csv",
};

export interface AdminServer {
  /** e.g. http://127.0.0.1:41234 (the admin is at `${url}/app`). */
  url: string;
  /** Where the API is proxied to, once the backend runs (the server starts first: its address goes in the backend's config). */
  setBackend(url: string): void;
  /** The admin build to serve, once it is built. */
  setBuildDir(dir: string): void;
  stop(): Promise<void>;
}

export interface AdminServerOptions {
  /** The admin build (index.html and assets), when it is already built. */
  buildDir?: string;
  /** The backend's base URL, when it already runs. */
  backendUrl?: string;
  /** Files served at /walk-assets/<name>. */
  assets?: ReadonlyMap<string, { type: string; body: Buffer | string }>;
}

/** The file of `dir` that a URL path names, or undefined when it would leave `dir`. */
export function fileInside(dir: string, urlPath: string): string | undefined {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, "");
  const file = join(dir, relative);
  return file === dir || file.startsWith(dir + sep) ? file : undefined;
}

async function serveAdmin(dir: string, urlPath: string, res: ServerResponse): Promise<void> {
  const inner = urlPath.replace(/^\/app/, "") || "/";
  let file = fileInside(dir, inner);
  const isFile = file !== undefined && (await stat(file).catch(() => undefined))?.isFile();
  if (!isFile) {
    if (extname(inner) !== "") {
      res.writeHead(404).end();
      return;
    }
    file = join(dir, "index.html");
  }
  const body = await readFile(file!);
  const cache = file!.endsWith("index.html") ? "no-store" : "public, max-age=31536000, immutable";
  res.writeHead(200, { "content-type": TYPES[extname(file!)] ?? "application/octet-stream", "cache-control": cache });
  res.end(body);
}

function proxy(backend: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = request(
    {
      hostname: backend.hostname,
      port: backend.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: backend.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", (error) => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end(`the walk's proxy could not reach the backend: ${error.message}`);
  });
  req.pipe(upstream);
}

/** Starts the server on a free loopback port; it is stopped with the other verify processes. */
export async function startAdminServer(options: AdminServerOptions): Promise<AdminServer> {
  let backend = options.backendUrl ? new URL(options.backendUrl) : undefined;
  let buildDir = options.buildDir;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/") {
      res.writeHead(302, { location: "/app" }).end();
    } else if ((path === "/app" || path.startsWith("/app/")) && buildDir) {
      serveAdmin(buildDir, path, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    } else if (path.startsWith("/walk-assets/")) {
      const asset = options.assets?.get(path.slice("/walk-assets/".length));
      if (asset) res.writeHead(200, { "content-type": asset.type }).end(asset.body);
      else res.writeHead(404).end();
    } else if (backend) {
      proxy(backend, req, res);
    } else {
      res.writeHead(503, { "content-type": "text/plain" }).end("the backend is not running yet");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the admin server has no port");
  const { run: stop } = registerCleanup("admin server", async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: `http://127.0.0.1:${address.port}`,
    setBackend: (url) => (backend = new URL(url)),
    setBuildDir: (dir) => (buildDir = dir),
    stop,
  };
}
