import { describe, expect, it } from "vitest";
import { FAILED_SEARCH_INTERVAL_MS, FAILED_SEARCHES_PER_PAGE, failedSearchReporter } from "./failed-search";
import type { FailedSearchBody } from "./post";

function reporter() {
  const posted: [string, FailedSearchBody][] = [];
  let t = 0;
  const r = failedSearchReporter("https://feedback.example.com/docs", {
    post: async (endpoint, body) => void posted.push([endpoint, body]),
    now: () => t,
  });
  return { r, posted, wait: (ms: number) => void (t += ms) };
}

describe("failed searches", () => {
  it("posts the query text alone, normalised, to the endpoint", () => {
    const { r, posted } = reporter();
    expect(r.report("  Refund   GIFT card ")).toBe(true);
    expect(posted).toEqual([["https://feedback.example.com/docs", { failedSearch: "refund gift card" }]]);
  });

  it("sends each query once, not two within the interval, and no more than the limit of a page view", () => {
    const { r, posted, wait } = reporter();
    r.report("a b");
    wait(FAILED_SEARCH_INTERVAL_MS);
    expect(r.report("A  b")).toBe(false);
    expect(r.report("second")).toBe(true);
    wait(FAILED_SEARCH_INTERVAL_MS - 1);
    expect(r.report("too soon")).toBe(false);
    for (let i = 0; i < FAILED_SEARCHES_PER_PAGE + 2; i++) {
      wait(FAILED_SEARCH_INTERVAL_MS);
      r.report(`query ${i}`);
    }
    expect(posted).toHaveLength(FAILED_SEARCHES_PER_PAGE);
    expect(posted.map(([, b]) => b.failedSearch).slice(0, 3)).toEqual(["a b", "second", "query 0"]);
  });

  it("ignores an empty query", () => {
    const { r, posted } = reporter();
    expect(r.report("   ")).toBe(false);
    expect(posted).toEqual([]);
  });
});
