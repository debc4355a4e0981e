import { describe, expect, it } from "vitest";
import { firstSentence, plainText } from "./text";

describe("firstSentence", () => {
  it("keeps underscores and angle brackets of identifiers and types", () => {
    expect(firstSentence("Retrieves the cart by its `cart_id`. Then more.")).toBe("Retrieves the cart by its cart_id.");
    expect(firstSentence("Resolves to a `Promise<Cart>` with the cart. More text.")).toBe(
      "Resolves to a Promise<Cart> with the cart.",
    );
    expect(firstSentence("The snake_case name of the field.")).toBe("The snake_case name of the field.");
    expect(firstSentence("Prices > 0 only. Then more.")).toBe("Prices > 0 only.");
  });

  it("does not end a sentence at an abbreviation", () => {
    expect(firstSentence("Filters, e.g. by status, narrow the list. Second sentence.")).toBe(
      "Filters, e.g. by status, narrow the list.",
    );
    expect(firstSentence("Options (i.e. the settings) of the module. Rest.")).toBe("Options (i.e. the settings) of the module.");
  });

  it("drops links, emphasis, code blocks and admonition markers, and keeps link text", () => {
    expect(firstSentence("See [the cart](/references/entities/classes/Cart) for **details**. Next.")).toBe(
      "See the cart for details.",
    );
    expect(firstSentence("```ts\nconst a = 1.5\n```\nCreates a region.")).toBe("Creates a region.");
    expect(firstSentence(":::note\nThis is a note.\n:::")).toBe("This is a note.");
  });

  it("ends at ! and ? and at the end of the text", () => {
    expect(firstSentence("Is it done? Yes.")).toBe("Is it done?");
    expect(firstSentence("No period at the end")).toBe("No period at the end");
    expect(firstSentence("")).toBe("");
  });

  it("cuts a long sentence with an ellipsis", () => {
    const long = `${"word ".repeat(60)}end.`;
    const out = firstSentence(long, 50);
    expect(out.length).toBe(50);
    expect(out.endsWith("…")).toBe(true);
  });

  it("does not run paragraphs together", () => {
    expect(plainText("First paragraph\n\nSecond one")).toBe("First paragraph Second one");
  });
});
