import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { extractSearchDoc } from "../../builder/search-extract";
import { PageContextProvider, type PageContextValue } from "../../render/PageContext";
import { decodePosting } from "../../islands/search/index-format";
import { Card, COPIED_CARD_WEIGHT } from "./index";

/** Only `pageByRoute` is read by a card with a title and description of its own. */
const context = { pageByRoute: new Map() } as unknown as PageContextValue;

describe("Card", () => {
  it("keeps its title and its badge two words, for search and for a screen reader", () => {
    const html = renderToStaticMarkup(
      <PageContextProvider value={context}>
        <div data-search-body="">
          <Card
            href="/experimental/pricing/concepts"
            title="Pricing Concepts"
            description="The data model."
            badge="Experimental"
          />
        </div>
      </PageContextProvider>,
    );
    expect(extractSearchDoc("/", html)!.content).toBe("Pricing Concepts Experimental The data model.");
  });
});

describe("a card that repeats a page's title and description", () => {
  const linked = { title: "Refund Payments", description: "Refund a captured payment." };
  const withPage = { pageByRoute: new Map([["/refunds", linked]]) } as unknown as PageContextValue;
  const doc = (card: ReactElement) =>
    extractSearchDoc(
      "/hub",
      renderToStaticMarkup(
        <PageContextProvider value={withPage}>
          <div data-search-body="">
            <p>Payments overview.</p>
            {card}
          </div>
        </PageContextProvider>,
      ),
    )!;

  it("counts its words for less than the page's own: the linked page answers them", () => {
    const copied = doc(<Card href="/refunds" />);
    const own = doc(<Card href="/refunds" description="Refund a refund refund." />);
    const count = (d: ReturnType<typeof doc>, word: string) => decodePosting(d.terms[word]!).count;
    // "refund" is twice in the copied card (title and description), weighed COPIED_CARD_WEIGHT each.
    expect(count(copied, "refund")).toBe(Math.round(2 * COPIED_CARD_WEIGHT));
    // A description written on this page is this page's text.
    expect(count(own, "refund")).toBe(4);
    expect(copied.content).toBe("Payments overview. Refund Payments Refund a captured payment.");
  });
});
