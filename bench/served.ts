import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page, type Response } from "playwright-core";
import { createStaticServer } from "../src/serve/server";
import { chromiumLaunchOptions } from "../src/testing/chromium";

/**
 * Serves the built site in `dir` on a free port and starts the project's headless Chromium for
 * `run`; both are stopped afterwards, also when `run` fails.
 */
export async function withServedSite<T>(dir: string, run: (base: string, browser: Browser) => Promise<T>): Promise<T> {
  const server = createStaticServer(dir);
  await new Promise<void>((res) => server.listen(0, res));
  const base = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    return await run(base, browser);
  } finally {
    await browser.close();
    server.close();
  }
}

/** Calls `count` with every response the page receives and its body; `done()` waits for the bodies read so far. */
export function onResponses(page: Page, count: (r: Response, body: Buffer) => void): { done: () => Promise<void> } {
  const pending: Promise<void>[] = [];
  page.on("response", (r) =>
    pending.push(
      r.body().then(
        (body) => count(r, body),
        () => {}, // a redirect or an aborted request has no body
      ),
    ),
  );
  return { done: async () => void (await Promise.all(pending)) };
}

export { hydrated } from "../src/testing/hydrated";
