import { describe, expect, it } from "vitest";
import { postFeedback } from "./post";

const ENDPOINT = "https://feedback.example.com/answers";
const BODY = { page: "/modules/orders/overview", helpful: false, comment: "The refund steps are missing." };

/** A fetch that records its calls and answers with `answer` (or never, until aborted). */
function fakeFetch(answer: (init: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const never = (init: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
  );

describe("postFeedback", () => {
  it("posts the page, the answer and the comment as JSON, without cookies", async () => {
    const { fetch, calls } = fakeFetch(async () => new Response(null, { status: 204 }));
    expect(await postFeedback(ENDPOINT, BODY, { fetch })).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.credentials).toBe("omit");
    expect(JSON.parse(init.body as string)).toEqual(BODY);
  });

  it("reports an HTTP error with its status", async () => {
    const { fetch } = fakeFetch(async () => new Response("nope", { status: 503 }));
    expect(await postFeedback(ENDPOINT, BODY, { fetch })).toEqual({
      ok: false,
      reason: "the feedback service answered with an error (503)",
    });
  });

  it("gives up when the service does not answer in time, and says so", async () => {
    const { fetch, calls } = fakeFetch(never);
    const started = Date.now();
    expect(await postFeedback(ENDPOINT, BODY, { fetch, timeoutMs: 50 })).toEqual({
      ok: false,
      reason: "the feedback service did not answer within 0.05 seconds",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls[0]!.init.signal!.aborted).toBe(true);
  });

  it("waits 8 seconds by default", async () => {
    const { fetch } = fakeFetch(never);
    const timers: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((fn: () => void, ms: number) => {
      timers.push(ms);
      return realSetTimeout(fn, 0);
    }) as typeof setTimeout;
    try {
      const result = await postFeedback(ENDPOINT, BODY, { fetch });
      expect(result).toEqual({ ok: false, reason: "the feedback service did not answer within 8 seconds" });
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(timers).toEqual([8000]);
  });

  it("reports a network failure", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await postFeedback(ENDPOINT, BODY, { fetch })).toEqual({
      ok: false,
      reason: "the feedback service could not be reached",
    });
  });
});
