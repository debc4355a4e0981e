import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/**
 * Serves a built site the way the production hosts do: clean URLs (`/a/b` → `a/b.html`),
 * no trailing slashes, and the 404 page with status 404.
 */
export function createStaticServer(dir: string): Server {
  const files = sirv(dir, { extensions: ["html"], dev: false, etag: true, gzip: false });
  const notFoundPath = join(dir, "404.html");
  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
      res.end();
      return;
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(existsSync(notFoundPath) ? readFileSync(notFoundPath) : "Not found");
    });
  });
}
