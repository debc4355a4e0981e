/**
 * The local stand-in for the outside services the guides call (a storefront's revalidation hook,
 * an ERP, a webhook receiver): an HTTP server on a free loopback port that records every call
 * and answers `200` with the JSON a guide's record sets for the route, or `{"ok": true}`. A step then checks that the guide's code made the call it
 * describes, with the body it describes. It is also the HTTP proxy of a guide whose outside
 * service's client honours `HTTPS_PROXY` (SendGrid's): such a call arrives with the absolute URL
 * (`https://api.sendgrid.com/v3/mail/send`) and is recorded and matched by its path and query.
 */
import { createServer, type IncomingMessage } from "node:http";
import { registerCleanup } from "../processes";

export interface StubCall {
  method: string;
  /** Path and query, as requested (of the absolute URL, for a call sent through the stand-in as a proxy). */
  path: string;
  /** The host the call was meant for: the stand-in's own, or the service's for a proxied call. */
  host: string;
  headers: IncomingMessage["headers"];
  text: string;
  json?: unknown;
}

export interface Stub {
  url: string;
  calls: StubCall[];
  /** Sets what calls to `METHOD /path` get (`*` matches one path segment); others get `{"ok": true}`. */
  answer(route: string, body: unknown): void;
  stop(): Promise<void>;
}

/** Whether a call matches `METHOD /a/ * /b` (a `*` matches any one segment). */
export function routeMatches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath = ""] = route.split(" ");
  if (routeMethod !== method) return false;
  const want = routePath.split("/");
  const got = path.split("?")[0]!.split("/");
  return want.length === got.length && want.every((segment, i) => segment === "*" || segment === got[i]);
}

/** The host and the path (with query) a request is for: a proxy receives the absolute URL. */
export function callTarget(url: string, hostHeader: string | undefined): { host: string; path: string } {
  if (!/^https?:\/\//.test(url)) return { host: hostHeader ?? "", path: url };
  const absolute = new URL(url);
  return { host: absolute.host, path: `${absolute.pathname}${absolute.search}` };
}

export async function startStub(): Promise<Stub> {
  const calls: StubCall[] = [];
  const answers = new Map<string, unknown>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const { host, path } = callTarget(req.url ?? "/", req.headers.host);
      calls.push({ method: req.method ?? "GET", path, host, headers: req.headers, text, json });
      const route = [...answers.keys()].find((r) => routeMatches(r, req.method ?? "GET", path));
      const body = route === undefined ? { ok: true } : answers.get(route);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the stand-in server has no port");
  const { run: stop } = registerCleanup(
    "stand-in server",
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const answer = (route: string, body: unknown) => void answers.set(route, body);
  return { url: `http://127.0.0.1:${address.port}`, calls, answer, stop };
}
