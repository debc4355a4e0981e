import { existsSync, readFileSync } from "node:fs";
import { createServer, type ServerResponse, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { headersFor, parseHeadersFile, type HeaderRule } from "../site/headers";

/** Host configuration files in the output folder; hosts read them and never serve them. */
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

/**
 * Serves a built site the way the production hosts do: clean URLs (`/a/b` → `a/b.html`),
 * no trailing slashes, the 404 page with status 404, and the headers the build wrote to
 * `_headers` (security policy, caching, the Markdown content type) on every response, and the
 * precompressed `.br`/`.gz` copy the build wrote when the client accepts it.
 */
export function createStaticServer(dir: string): Server {
  const headersPath = join(dir, "_headers");
  if (!existsSync(headersPath)) throw new Error(`${headersPath} is missing: build the site first (npm run build).`);
  const rules: HeaderRule[] = parseHeadersFile(readFileSync(headersPath, "utf8"), headersPath);
  const apply = (res: ServerResponse, path: string) => {
    for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
  };
  const files = sirv(dir, {
    extensions: ["html"],
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => apply(res, pathname),
  });
  const notFoundPath = join(dir, "404.html");
  const notFound = (res: ServerResponse, path: string) => {
    res.statusCode = 404;
    apply(res, path);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(existsSync(notFoundPath) ? readFileSync(notFoundPath) : "Not found");
  };
  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (HOST_FILES.has(url.pathname)) return notFound(res, url.pathname);
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      apply(res, url.pathname);
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search });
      res.end();
      return;
    }
    files(req, res, () => notFound(res, url.pathname));
  });
}
