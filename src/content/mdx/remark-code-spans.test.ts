import { describe, expect, it } from "vitest";
import { pageDiagnostics } from "../../testing/compile";
import { codeSpanProblem } from "./remark-code-spans";

async function problems(body: string) {
  return (await pageDiagnostics(body)).map((d) => ({ line: d.line, column: d.column, message: d.message }));
}

describe("codeSpanProblem", () => {
  it.each([
    ["", "empty"],
    ["  ", "empty"],
    ["No \\", "ends with a backslash"],
    ["\\_id", 'contains "\\_"'],
    ["a \\` b", 'contains "\\`"'],
    ["&lt;id&gt;", 'contains "&lt;"'],
    ["&#96;", 'contains "&#96;"'],
  ])("flags %j", (value, message) => {
    expect(codeSpanProblem(value)).toContain(message);
  });

  it.each(["npx medusa develop", "/vercel\\.app$/", "C:\\Users\\me\\store", "a_b", "No `redis_url` provided", "a && b", "\\n"])(
    "accepts %j",
    (value) => {
      expect(codeSpanProblem(value)).toBeUndefined();
    },
  );
});

describe("code spans in a page", () => {
  it("fails on a span broken by an escaped backtick, at the span and at the stray backticks", async () => {
    const found = await problems("It fails with `No \\`redis_url\\` provided`.\n");
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found[0]).toMatchObject({ line: 6, column: 15 });
    expect(found[0]!.message).toContain("ends with a backslash");
    expect(found.some((d) => d.message.includes("a backtick in the text"))).toBe(true);
  });

  it("fails on an escaped underscore and an empty span, in headings, lists and tables too", async () => {
    const body = "## The `\\_id` field\n\n- Set ` ` here.\n\n| a | b |\n| - | - |\n| `&lt;x&gt;` | y |\n";
    const found = await problems(body);
    expect(found.map((d) => [d.line, d.column])).toEqual([
      [6, 8],
      [8, 7],
      [12, 3],
    ]);
  });

  it("accepts spans that render as written", async () => {
    const body = "Run `npx medusa develop`, see ``No `redis_url` provided``, match `/vercel\\.app$/`, and a `|` in `a \\| b`.\n";
    expect(await problems(body)).toEqual([]);
  });
});
