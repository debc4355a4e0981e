import { describe, expect, it } from "vitest";
import { accepts, evaluationOf, scoreSet, worstFigures } from "./score";
import type { EvalEntry } from "./set";

describe("search evaluation scoring", () => {
  it("accepts a page for any of its sections, and a section only for itself", () => {
    expect(accepts("/admin/widgets", "/admin/widgets")).toBe(true);
    expect(accepts("/admin/widgets", "/admin/widgets#create-a-widget")).toBe(true);
    expect(accepts("/admin/widgets", "/admin/widgets-old")).toBe(false);
    expect(accepts("/api/admin/products#PostProducts", "/api/admin/products#PostProducts")).toBe(true);
    expect(accepts("/api/admin/products#PostProducts", "/api/admin/products#GetProducts")).toBe(false);
    expect(accepts("/api/admin/products#PostProducts", "/api/admin/products")).toBe(false);
  });

  it("compares URLs without origin, trailing slash or percent-encoding", () => {
    expect(accepts("/user-guide/orders/payments", "https://docs.example.com/user-guide/orders/payments/")).toBe(true);
    expect(accepts("/a#caf\u00e9", "/a#caf%C3%A9")).toBe(true);
  });

  it("computes success@1, success@3 and MRR per set and category from the first acceptable hit", () => {
    const entry = (query: string, category: EvalEntry["category"], accept: string[]): EvalEntry => ({
      file: "q.yaml",
      line: 1,
      query,
      category,
      accept,
    });
    const hit = (url: string) => ({ url, label: url });
    const report = scoreSet(
      "main",
      [entry("a", "typo", ["/a"]), entry("b", "typo", ["/b#x"]), entry("c", "merchant", ["/c"]), entry("d", "merchant", ["/d"])],
      [[hit("/a#s"), hit("/z")], [hit("/b"), hit("/b#y"), hit("/b#x")], [hit("/1"), hit("/2"), hit("/3"), hit("/c")], []],
    );
    expect(report.outcomes.map((o) => o.rank)).toEqual([1, 3, 4, null]);
    expect(report.byCategory.typo).toEqual({ n: 2, successAt1: 0.5, successAt3: 1, mrr: (1 + 1 / 3) / 2 });
    expect(report.byCategory.merchant).toEqual({ n: 2, successAt1: 0, successAt3: 0, mrr: 1 / 8 });
    expect(report.byCategory.identifier.n).toBe(0);
    expect(report.overall).toEqual({ n: 4, successAt1: 0.25, successAt3: 0.5, mrr: (1 + 1 / 3 + 1 / 4) / 4 });
  });

  it("takes each figure at its lowest over the page kinds, per category too", () => {
    const entry = (query: string, category: EvalEntry["category"]): EvalEntry => ({
      file: "q.yaml",
      line: 1,
      query,
      category,
      accept: ["/a"],
    });
    const entries = [entry("a", "typo"), entry("b", "merchant")];
    const hit = (url: string) => ({ url, label: url });
    // On the homepage "a" is first and "b" second; on a guide "a" is third and "b" first.
    const home = scoreSet("main", entries, [[hit("/a")], [hit("/z"), hit("/a")]]);
    const guide = scoreSet("main", entries, [[hit("/y"), hit("/z"), hit("/a")], [hit("/a")]]);
    const e = evaluationOf("main", [
      { kind: "homepage", report: home },
      { kind: "guide", report: guide },
    ]);
    expect(e.worst.overall).toEqual({ n: 2, successAt1: 0.5, successAt3: 1, mrr: (1 / 3 + 1) / 2 });
    expect(e.worst.byCategory.typo.mrr).toBe(1 / 3);
    expect(e.worst.byCategory.merchant.mrr).toBe(1 / 2);
    expect(() => worstFigures([])).toThrow();
  });
});
