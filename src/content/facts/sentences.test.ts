import { describe, expect, it } from "vitest";
import { pageSentences, splitSentences } from "./sentences";

const texts = (source: string) => pageSentences(source).map((s) => s.text);

describe("splitSentences", () => {
  it("cuts after a full stop, question or exclamation mark followed by a capital", () => {
    expect(splitSentences("Run it. Then stop! Why? Because.")).toEqual(["Run it.", "Then stop!", "Why?", "Because."]);
  });

  it("keeps a closing quote or bracket with the sentence it ends", () => {
    expect(splitSentences('It says "done." Then (it stops.) Next')).toEqual(['It says "done."', "Then (it stops.)", "Next"]);
  });

  it("does not cut before a lower-case word, a symbol or a table's cell separator, nor after e.g., i.e., vs. and cf.", () => {
    expect(splitSentences("Call emit(name, options?) | Yes | Sends it. { data?: unknown } is the payload")).toEqual([
      "Call emit(name, options?) | Yes | Sends it. { data?: unknown } is the payload",
    ]);
    expect(splitSentences("Use a provider, e.g. Stripe or i.e. PayPal. Version 1.x. is fine")).toEqual([
      "Use a provider, e.g. Stripe or i.e. PayPal.",
      "Version 1.x. is fine",
    ]);
  });

  it("makes runs of white space one space", () => {
    expect(splitSentences("  One\n  line.   Two  ")).toEqual(["One line.", "Two"]);
  });
});

describe("pageSentences", () => {
  it("reduces inline Markdown to its text and counts inline code as the start of a sentence", () => {
    const source = "---\ntitle: T\n---\n\nSee [the *guide*](/a) and **bold**. `medusa develop` starts it.\n";
    expect(texts(source)).toEqual(["See the guide and bold.", "medusa develop starts it."]);
  });

  it("does not cut inside inline code, and cuts after a sentence that ends in it", () => {
    const source = "It logs `Installed. Not for production.` at startup. Run `npx medusa develop.` Then stop.\n";
    expect(texts(source)).toEqual([
      "It logs Installed. Not for production. at startup.",
      "Run npx medusa develop.",
      "Then stop.",
    ]);
  });

  it("leaves out code blocks, imports, expressions and JSX attributes, and keeps components' text", () => {
    const source = [
      'import X from "x"',
      "",
      "```ts",
      "const a = 1. // Not prose.",
      "```",
      "",
      '<Tabs labels="Hidden. Label."><TabItem>',
      "",
      "Inside a tab.",
      "",
      "</TabItem></Tabs>",
      "",
      "{/* A comment. */}",
      "",
      ":::note",
      "",
      "An admonition.",
      "",
      ":::",
    ].join("\n");
    expect(texts(source)).toEqual(["Inside a tab.", "An admonition."]);
  });

  it("gives headings, list items and table rows their own blocks, with the line each starts on", () => {
    const source = [
      "## A Heading",
      "",
      "- first item",
      "- second item. Two",
      "",
      "| a | b |",
      "| - | - |",
      "| cell one | cell two |",
    ].join("\n");
    expect(pageSentences(source)).toEqual([
      { text: "A Heading", line: 1 },
      { text: "first item", line: 3 },
      { text: "second item.", line: 4 },
      { text: "Two", line: 4 },
      { text: "a | b", line: 6 },
      { text: "cell one | cell two", line: 8 },
    ]);
  });
});
