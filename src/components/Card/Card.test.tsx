import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { extractSearchDoc } from "../../builder/search-extract";
import { PageContextProvider, type PageContextValue } from "../../render/PageContext";
import { Card } from "./index";

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
