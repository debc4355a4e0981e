import { describe, expect, it } from "vitest";
import type { ScreenshotEntry } from "../../content/screenshots";
import { repoRoot } from "../modules";
import { loadCatalogue } from "./catalogue";
import { FIXTURES } from "./fixtures";
import { proceduresOf } from "./procedures";
import { shotRequests, updatedManifest } from "./screenshots";
import { describeShot, screenOf } from "./shoot";
import type { Shot } from "./walker";

describe("the screenshots the pages ask for", () => {
  it("are read from the steps that hold a <Screenshot>, and a name is taken once", () => {
    const page = `## Cancel an order

1. Open the menu <UiIcon name="EllipsisHorizontal">(⋯)</UiIcon> of the order card.
2. Choose **Cancel Order**.

   <Screenshot name="orders-cancel" />

3. Click "Yes, confirm".
`;
    const procedures = proceduresOf(page, "orders/manage", "content/user-guide/orders/manage.mdx");
    expect(shotRequests(procedures)).toEqual([{ name: "orders-cancel", procedure: "orders/manage#cancel-an-order", step: 2 }]);
    expect(procedures[0]!.steps[0]!.inlines).toContainEqual({ kind: "icon", name: "EllipsisHorizontal", label: "(⋯)" });
    const twice = proceduresOf(
      page + '\n## Again\n\n1. Click **Save**.\n\n   <Screenshot name="orders-cancel" />\n',
      "orders/manage",
      "x.mdx",
    );
    expect(() => shotRequests(twice)).toThrow(/x\.mdx:\d+: the screenshot orders-cancel is also taken at x\.mdx:6/);
  });

  it("cover at least 90% of the user guide's task pages (the pages with a procedure the walk can walk)", () => {
    const catalogue = loadCatalogue(repoRoot, FIXTURES);
    const taskPages = new Set(catalogue.filter((entry) => !entry.unwalkable).map((entry) => entry.procedure.page));
    const shown = new Set(
      shotRequests(catalogue.map((entry) => entry.procedure)).map((request) => request.procedure.split("#")[0]),
    );
    const missing = [...taskPages].filter((page) => !shown.has(page));
    expect(taskPages.size).toBeGreaterThan(30);
    expect(missing.length / taskPages.size, `task pages without a screenshot: ${missing.join(", ")}`).toBeLessThanOrEqual(0.1);
  });
});

describe("the alt text of a screenshot", () => {
  it("names the admin's screen from its address, never from the run's data", () => {
    expect(screenOf("http://127.0.0.1:9000/app/a/orders")).toBe("the Orders page");
    expect(screenOf("http://127.0.0.1:9000/app/a/orders/order_01M8G1QTSQ23G3CSDBWMNQ44TD")).toBe("an order's page");
    expect(screenOf("http://127.0.0.1:9000/app/a/settings/regions/reg_01M8G1QTSQ23G3CSDBWMNQ44TD")).toBe("a region's page");
    expect(screenOf("http://127.0.0.1:9000/app/a/product-categories")).toBe("the Product categories page");
    expect(screenOf("http://127.0.0.1:9000/app/login")).toBe("the sign-in page");
    expect(screenOf("http://127.0.0.1:9000/app/a/publishable-api-keys")).toBe("the Publishable API keys page");
    expect(screenOf("http://127.0.0.1:9000/app/a/settings/taxes/reg_01M8G1QTSQ23G3CSDBWMNQ44TD")).toBe("a tax's page");
    expect(screenOf("http://127.0.0.1:9000/app/a/settings/details")).toBe("the Details settings page");
    expect(screenOf("http://127.0.0.1:9000/app/a/settings")).toBe("the Settings page");
  });

  it("says where in the admin it is and what is highlighted", () => {
    const screen = "an order's page";
    expect(describeShot({ dialog: "Cancel order", menu: false, screen, target: "Yes, confirm", field: false })).toBe(
      "The Cancel order window of the Medusa admin, with “Yes, confirm” highlighted.",
    );
    expect(describeShot({ menu: true, screen, target: "Cancel Order", field: false })).toBe(
      "An open actions menu (⋯) on an order's page of the Medusa admin, with “Cancel Order” highlighted.",
    );
    expect(describeShot({ menu: false, card: "Customer", screen, target: "Email", field: true })).toBe(
      "The Customer card on an order's page of the Medusa admin, with the Email field highlighted.",
    );
    expect(describeShot({ window: true, menu: false, screen: "the Products page", target: "Export", field: false })).toBe(
      "A window on the Products page of the Medusa admin, with “Export” highlighted.",
    );
    expect(
      describeShot({ menu: false, form: true, card: "Organize", screen: "the Products page", target: "Type", field: true }),
    ).toBe("The Organize section of the form over the Products page of the Medusa admin, with the Type field highlighted.");
    expect(describeShot({ menu: false, screen: "the Orders page", target: "#20", field: false })).toBe(
      "The Orders page of the Medusa admin, with “#20” highlighted.",
    );
  });

  it("names an icon in the page's own words, and leaves out a card named as its screen", () => {
    const screen = "the Products page";
    expect(
      describeShot({
        dialog: "Import products list",
        menu: false,
        screen,
        target: "the download icon",
        field: false,
        icon: true,
      }),
    ).toBe("The Import products list window of the Medusa admin, with the download icon highlighted.");
    expect(describeShot({ menu: false, card: "Products", screen, target: "Export", field: false })).toBe(
      "The Products page of the Medusa admin, with “Export” highlighted.",
    );
    expect(
      describeShot({ menu: false, card: "Store Details", screen: "the Details settings page", target: "Save", field: false }),
    ).toBe("The Store Details card on the Details settings page of the Medusa admin, with “Save” highlighted.");
  });

  it("keeps long words short", () => {
    const alt = describeShot({ menu: false, screen: "the Products page", target: "x".repeat(200), field: false });
    expect(alt.length).toBeLessThan(120);
    expect(alt).toContain("…");
  });
});

describe("the manifest after a run", () => {
  const entry = (step: number): ScreenshotEntry => ({
    width: 600,
    height: 300,
    page: "orders/manage",
    procedure: "orders/manage#cancel-an-order",
    step,
    alt: "The Orders page of the Medusa admin.",
    bytes: 100,
  });
  const shot = (name: string): Shot => ({
    request: { name, procedure: "orders/edit#start", step: 3 },
    png: Buffer.alloc(0),
    width: 700,
    height: 350,
    alt: "The Edit Order window of the Medusa admin, with “Save” highlighted.",
  });

  it("replaces what was taken again, keeps what a partial run did not take, drops what no page asks for", () => {
    const before = { kept: entry(1), retaken: entry(2), dropped: entry(3) };
    // Taken at twice the density, then made smaller to fit: the page shows it at the screen's size.
    const webp = { data: Buffer.alloc(1234), width: 1190, height: 595 };
    const after = updatedManifest(before, [{ shot: shot("retaken"), webp, page: "orders/edit" }], (name) => name !== "dropped");
    expect(Object.keys(after)).toEqual(["kept", "retaken"]);
    expect(after.kept).toEqual(entry(1));
    expect(after.retaken).toEqual({
      width: 700,
      height: 350,
      page: "orders/edit",
      procedure: "orders/edit#start",
      step: 3,
      alt: "The Edit Order window of the Medusa admin, with “Save” highlighted.",
      bytes: 1234,
    });
  });
});
