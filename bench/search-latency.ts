import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { hydrated, onResponses, withServedSite } from "./served";

/**
 * How long the search dialog takes to answer, as a reader feels it: from the keystroke that
 * completes a query to its results (or "No results") on screen, the dialog's debounce included.
 * Headless Chromium on this machine, no throttling. Issue 14's budget: the first query of a
 * visit p95 ≤ 300 ms; later queries p50 ≤ 100 ms and p95 ≤ 200 ms.
 */
export interface SearchLatency {
  first: number[];
  /** Bytes each first query fetched (the dialog's code, the index's manifest and lexicon, word chunks, pages). */
  firstBytes: number[];
  /** Bytes each first query fetched when typed slowly: every prefix of it is searched. */
  slowBytes: number[];
  later: number[];
}

/**
 * The first query of a visit is typed as a reader types it, a key every 80 ms (a fast typist),
 * right after the dialog opens: the index loads meanwhile. Later queries arrive whole, as pasted.
 */
const TYPING_MS = 80;
/**
 * A slow typist's keys, far enough apart that the dialog searches every prefix of the query (it
 * waits longer only while keys come fast, src/islands/search/debounce.ts): the most a first query
 * can fetch.
 */
const SLOW_TYPING_MS = 200;
const SLOW_VISITS = 12;

/** Fresh visits measured for the first query (each loads the index's manifest and the lexicon), with queries spread over the sets. */
const FIRST_QUERY_VISITS = 24;

/**
 * Runs in the page: sets the search box to the query as one input event and resolves with the
 * milliseconds until the dialog shows its answer. Kept as text: tsx would wrap named functions of
 * a serialized callback in a helper the page does not have.
 */
const TIME_QUERY = `(q, keyMs) => new Promise(async (resolve, reject) => {
  const input = document.querySelector(".search-dialog__input");
  const list = document.querySelector(".search-results");
  const status = document.querySelector(".search-dialog__status");
  // React listens to the native input event; the value is set the way typing sets it.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  const type = (text) => {
    setValue.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  // Typed key by key (keyMs apart) or, with keyMs 0, all at once as a paste; timed from the last key.
  if (keyMs > 0) {
    for (let i = 1; i < q.length; i++) {
      type(q.slice(0, i));
      await new Promise((r) => setTimeout(r, keyMs));
    }
  }
  let t0 = 0;
  let seenBusy = false;
  const timer = setTimeout(() => reject(new Error("no answer to " + JSON.stringify(q) + " in 30 s")), 30000);
  const observer = new MutationObserver(() => {
    if (list.getAttribute("aria-busy") === "true") seenBusy = true;
    if (seenBusy && list.getAttribute("aria-busy") === "false" && /results?\\.$/.test(status.textContent || "")) {
      observer.disconnect();
      clearTimeout(timer);
      // The frame that shows the results.
      requestAnimationFrame(() => resolve(performance.now() - t0));
    }
  });
  observer.observe(document.querySelector(".search-dialog"), { subtree: true, childList: true, attributes: true, characterData: true });
  t0 = performance.now();
  type(q);
})`;

/**
 * Types `query` into the open dialog and waits for the answer; returns milliseconds from the last
 * keystroke. `keyMs`: the time between keystrokes (a fast typist's 80 ms), or 0 to paste it whole.
 */
async function timeQuery(page: Page, query: string, keyMs: number): Promise<number> {
  return page.evaluate(`(${TIME_QUERY})(${JSON.stringify(query)}, ${keyMs})`) as Promise<number>;
}

async function openDialog(page: Page): Promise<void> {
  await page.keyboard.press("Control+K");
  await page.locator(".search-dialog__input").waitFor();
}

/** Measures the dialog on the built site in `dir` with `queries` (the evaluation sets' queries). */
export async function searchLatency(dir: string, queries: readonly string[]): Promise<SearchLatency> {
  return withServedSite(dir, async (base, browser) => {
    // A fresh visit: opens the dialog, types the query `keyMs` apart; the time and the bytes of its first query.
    const visit = async (query: string, keyMs: number): Promise<{ ms: number; bytes: number }> => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/`, { waitUntil: "load" });
      await hydrated(page);
      // Everything fetched from opening the dialog to the first results, gzipped as any host sends it.
      let bytes = 0;
      const responses = onResponses(page, (_r, body) => void (bytes += gzipSync(body).length));
      await openDialog(page);
      const ms = await timeQuery(page, query, keyMs);
      await page.waitForLoadState("networkidle");
      await responses.done();
      await context.close();
      return { ms, bytes };
    };
    const first: number[] = [];
    const firstBytes: number[] = [];
    const slowBytes: number[] = [];
    for (let i = 0; i < FIRST_QUERY_VISITS; i++) {
      const { ms, bytes } = await visit(queries[Math.floor((i * queries.length) / FIRST_QUERY_VISITS)]!, TYPING_MS);
      first.push(ms);
      firstBytes.push(bytes);
    }
    for (let i = 0; i < SLOW_VISITS; i++)
      slowBytes.push((await visit(queries[Math.floor(((i + 0.5) * queries.length) / SLOW_VISITS)]!, SLOW_TYPING_MS)).bytes);
    const later: number[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "load" });
    await hydrated(page);
    await openDialog(page);
    await timeQuery(page, "order", 0);
    for (const q of queries) {
      // Each query as a new search: the box is emptied first, as a reader selecting all and typing would.
      await page.locator(".search-dialog__input").fill("");
      later.push(await timeQuery(page, q, 0));
    }
    await context.close();
    return { first, firstBytes, slowBytes, later };
  });
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function formatLatency({ first, firstBytes, slowBytes, later }: SearchLatency): string {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  return [
    `  search latency (keystroke to results shown, debounce included; budget: first query p95 ≤ 300 ms, later p50 ≤ 100 ms, p95 ≤ 200 ms)`,
    `    first query of a visit, typed a key every ${TYPING_MS} ms from the moment the dialog opens (${first.length} visits): p50 ${ms(percentile(first, 50))}, p95 ${ms(percentile(first, 95))}, worst ${ms(Math.max(...first))}`,
    `    bytes the first query of a visit fetches (budget ≤ 200 KB): p50 ${kb(percentile(firstBytes, 50))}, p90 ${kb(percentile(firstBytes, 90))}, largest ${kb(Math.max(...firstBytes))}`,
    `    the same, typed a key every ${SLOW_TYPING_MS} ms, so that every prefix is searched (${slowBytes.length} visits): p50 ${kb(percentile(slowBytes, 50))}, p90 ${kb(percentile(slowBytes, 90))}, largest ${kb(Math.max(...slowBytes))}`,
    `    later queries (${later.length}): p50 ${ms(percentile(later, 50))}, p95 ${ms(percentile(later, 95))}, worst ${ms(Math.max(...later))}`,
  ].join("\n");
}
