import { describe, expect, it } from "vitest";
import { settlesWithin } from "./processes";

const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("waiting with a time limit", () => {
  it("says whether the promise settled in time, and leaves no timer that keeps the run alive", async () => {
    const before = timers();
    expect(await settlesWithin(Promise.resolve(), 600_000)).toBe(true);
    expect(await settlesWithin(new Promise(() => {}), 10)).toBe(false);
    expect(timers()).toBe(before);
  });
});
