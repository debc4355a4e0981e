import { describe, expect, it } from "vitest";
import { repoRoot } from "../modules";
import { readUnwalkable } from "./catalogue";
import { FIXTURES } from "./fixtures";
import { interpretOutcome, interpretStep } from "./interpret";
import { proceduresOf, userGuideProcedures, type Procedure } from "./procedures";
import { SUBSET } from "./subset";

/** The procedures of a user-guide page written here, with its front matter. */
function page(body: string): Procedure[] {
  return proceduresOf(`---\ntitle: A page\n---\n\n${body}`, "orders/example", "example.mdx");
}

/** The actions of each step of the page's first procedure. */
function actionsOf(body: string): unknown[][] {
  return page(body)[0]!.steps.map((step) => interpretStep(step).actions);
}

describe("the user-guide procedures", () => {
  it("are the ordered lists under a heading, the later ones of a heading numbered, each with its result", () => {
    const procedures = page(
      [
        "## Change the customer's details",
        "",
        "To change an address:",
        "",
        "1. Choose **Edit Shipping Address**.",
        "2. Click **Save and close**.",
        "",
        "The admin shows **Successfully updated address**.",
        "",
        "To change the email address:",
        "",
        "1. Choose **Edit Email Address**.",
        "",
      ].join("\n"),
    );
    expect(procedures.map((p) => [p.id, p.steps.length, p.intro])).toEqual([
      ["orders/example#change-the-customers-details", 2, undefined],
      ["orders/example#change-the-customers-details-2", 1, "To change the email address:"],
    ]);
    expect(interpretOutcome(procedures[0]!.outcome)).toEqual([{ kind: "expect", label: "Successfully updated address" }]);
  });
});

describe("a step read as actions", () => {
  it("opens the menu (⋯) of the card a step names, then chooses in it", () => {
    expect(actionsOf("## A\n\n1. In the **Customer** card's menu (⋯), choose **Edit Email Address**.\n")).toEqual([
      [
        { kind: "menu", near: "Customer", of: "card" },
        { kind: "click", label: "Edit Email Address" },
      ],
    ]);
  });

  it("fills a field and clicks a button of one sentence, in the reader's order", () => {
    expect(actionsOf("## A\n\n1. Enter the new **Email** and click **Save**.\n")).toEqual([
      [
        { kind: "fill", label: "Email" },
        { kind: "click", label: "Save" },
      ],
    ]);
  });

  it("takes the words after “next to” as where to click, not what", () => {
    expect(actionsOf('## A\n\n1. Click "Drafts" next to the **Orders** title.\n')).toEqual([
      [
        { kind: "expect", label: "Orders" },
        { kind: "click", label: "Drafts", near: "Orders" },
      ],
    ]);
  });

  it("keeps what a “Find” step found as the place the next actions look", () => {
    expect(
      actionsOf('## A\n\n1. Find "Return Requested" in the **Timeline**. Open its menu and choose **Cancel return**.\n'),
    ).toEqual([
      [
        { kind: "expect", label: "Timeline" },
        { kind: "find", label: "Return Requested" },
        { kind: "menu" },
        { kind: "click", label: "Cancel return" },
      ],
    ]);
  });

  it("walks a step that starts “If you chose **X**” only after X was clicked", () => {
    const [step] = page("## A\n\n1. If you chose **Replace**:\n   1. Click **Next**.\n")[0]!.steps;
    expect(interpretStep(step!).ifChosen).toBe("Replace");
  });

  it("chooses in each field a step joins with “and”", () => {
    expect(actionsOf("## A\n\n1. Choose the **Payment Providers** and **Fulfillment Providers** you use.\n")).toEqual([
      [
        { kind: "select", label: "Payment Providers" },
        { kind: "select", label: "Fulfillment Providers" },
      ],
    ]);
  });

  it("clicks the first of the choices a step names in parentheses after “whether”", () => {
    expect(
      actionsOf('## A\n\n1. Choose whether it applies to the items you select ("In") or to everything except them ("Not in").\n'),
    ).toEqual([[{ kind: "click", label: "In" }]]);
  });

  it("changes a box a step says to “check or uncheck”, whichever state it is in", () => {
    expect(actionsOf("## A\n\n1. Check or uncheck **Apply tax to gift cards?**.\n")).toEqual([
      [{ kind: "toggle", label: "Apply tax to gift cards?", on: true, keep: false, flip: true }],
    ]);
  });

  it("uploads the fixture's file where a step drags or uploads one, and moves nothing else", () => {
    expect(
      actionsOf(
        "## A\n\n1. Drag your file onto the window.\n2. Drag a category by its handle.\n3. Under **Thumbnail**, optionally upload an image.\n",
      ),
    ).toEqual([
      [{ kind: "upload", what: "your file onto the window" }],
      [],
      [
        { kind: "scope", label: "Thumbnail" },
        { kind: "upload", what: "an image", optional: true },
      ],
    ]);
  });

  it("reads “select the region” under a title as a field, or a list to open the item from", () => {
    expect(actionsOf("## A\n\n1. Under **Regions**, select the region.\n")).toEqual([
      [
        { kind: "scope", label: "Regions" },
        { kind: "select", label: "Regions", hint: "the region", orOpen: true },
      ],
    ]);
  });

  it("expects one of the labels a result joins with “or”", () => {
    const [procedure] = page(
      "## A\n\n1. Click **Create fulfillment**.\n\nThe fulfillment status becomes **Fulfilled** or **Partially fulfilled**.\n",
    );
    expect(interpretOutcome(procedure!.outcome)).toEqual([{ kind: "expect", label: "Fulfilled", or: ["Partially fulfilled"] }]);
  });
});

describe("the walk's lists", () => {
  const procedures = userGuideProcedures(repoRoot);
  const ids = new Set(procedures.map((p) => p.id));

  it("name procedures that the user guide has", () => {
    const named = [...SUBSET, ...Object.keys(FIXTURES), ...readUnwalkable(repoRoot).keys()];
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it("give npm test a fast subset of at least 25 walkable procedures from ten sections or more", () => {
    const section = (id: string) => id.split(/[/#]/)[0]!;
    expect(SUBSET.length).toBeGreaterThanOrEqual(25);
    expect(new Set(SUBSET).size).toBe(SUBSET.length);
    expect(new Set(SUBSET.map(section)).size).toBeGreaterThanOrEqual(10);
    const unwalkable = readUnwalkable(repoRoot);
    expect(SUBSET.filter((id) => unwalkable.has(id))).toEqual([]);
  });
});
