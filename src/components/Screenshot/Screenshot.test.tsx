import { describe, expect, it } from "vitest";
import type { ScreenshotEntry } from "../../content/screenshots";
import { DiagnosticError } from "../../diagnostics";
import { renderBody } from "../../testing/compile";

const shot = (alt: string): ScreenshotEntry => ({
  width: 720,
  height: 410,
  page: "orders/manage",
  procedure: "orders/manage#cancel-an-order",
  step: 2,
  alt,
  bytes: 30_000,
});
const screenshots = { first: shot("The Orders page of the Medusa admin."), second: shot("The Cancel order window.") };

const html = (body: string) => renderBody(body, { pageId: "user-guide/orders/manage", screenshots });

const STEPS = `1. Open the order.

   <Screenshot name="first" />

2. Choose **Cancel Order**.

   <Screenshot name="second" />
`;

describe("<Screenshot>", () => {
  it("draws the image with the manifest's size and alt text, inside the step", async () => {
    const out = await html(STEPS);
    expect(out).toMatch(
      /<li>\s*<p>Open the order\.<\/p>\s*<figure class="screenshot"><img src="\/user-guide\/screenshots\/first\.webp" width="720" height="410" alt="The Orders page of the Medusa admin\."/,
    );
    expect(out).toContain('alt="The Cancel order window."');
  });

  it("loads the first image of the page at once and the later ones lazily", async () => {
    const images = (await html(STEPS)).match(/<img [^>]*>/g)!;
    expect(images).toHaveLength(2);
    expect(images[0]).not.toContain("loading=");
    expect(images[1]).toContain('loading="lazy"');
  });

  it("never draws a style attribute (the CSP forbids them)", async () => {
    expect(await html(STEPS)).not.toContain("style=");
  });

  it("cannot be told by an author to load at once", async () => {
    const error = await html('<Screenshot name="first" eager />').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiagnosticError);
    expect(String((error as DiagnosticError).message + (error as DiagnosticError).diagnostics.map((d) => d.message))).toMatch(
      /unknown prop "eager"/,
    );
  });
});
