import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "playwright-core";
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

export { hydrated } from "../src/testing/hydrated";
