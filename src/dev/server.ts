import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { resolve } from "node:path";
import sirv from "sirv";
import { createServer as createViteServer } from "vite";
import { viteConfig } from "../builder/client";
import { escapeHtml } from "../lib/escape";
import type * as DevRender from "./render";

/**
 * `npm start`: pages are rendered on request from the sources, and the client bundle is served
 * by Vite, so an edited page or component shows on the next reload. Search uses the index of the
 * last `npm run build`, when there is one.
 */
const root = resolve(import.meta.dirname, "../..");
const port = Number(process.env.PORT ?? 3000);
const vite = await createViteServer({
  ...viteConfig(root),
  publicDir: resolve(root, "public"),
  appType: "custom",
  server: { middlewareMode: true, hmr: false },
});
const searchDir = resolve(root, "build/search");
const searchIndex = existsSync(searchDir) ? sirv(searchDir, { dev: true }) : undefined;

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname.startsWith("/search/") && searchIndex) {
    req.url = url.pathname.slice("/search".length);
    searchIndex(req, res, () => {
      res.writeHead(404).end();
    });
    return;
  }
  vite.middlewares(req, res, async () => {
    try {
      const mod = (await vite.ssrLoadModule("/src/dev/render.ts")) as typeof DevRender;
      const { status, html, type } = await mod.renderDevRequest(root, url.pathname);
      res.writeHead(status, { "Content-Type": `${type ?? "text/html"}; charset=utf-8` });
      res.end(html);
    } catch (e) {
      const err = e as Error;
      vite.ssrFixStacktrace(err);
      res.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!DOCTYPE html><title>Build error</title><body style="font-family:system-ui;padding:2rem"><h1>This page does not build</h1><pre style="white-space:pre-wrap">${escapeHtml(err.message)}</pre></body>`,
      );
    }
  });
}).listen(port, () => console.log(`Dev server at http://localhost:${port} (edit a page, then reload)`));
