import { describe, expect, it } from "vitest";
import { analyzeQuery } from "./query";
import {
  coversHeading,
  isPastedMessage,
  kindWeight,
  pageBoost,
  rankSections,
  sectionOfKind,
  termMatch,
  upgradeWeight,
  UPGRADE_WEIGHT,
  type Fragment,
} from "./rank";

/** A page as the index's page file gives it: its text, and its headings at the index of their first word. */
function fragment(url: string, title: string, parts: [heading: string | null, text: string][]): Fragment {
  const words: string[] = [];
  const anchors: Fragment["anchors"] = [];
  for (const [heading, text] of parts) {
    if (heading) {
      anchors.push({ element: "h2", id: heading.toLowerCase().replace(/\W+/g, "-"), text: heading, location: words.length });
      words.push(...heading.split(" "));
    }
    words.push(...text.split(" "));
  }
  return { url, content: words.join(" "), meta: { title }, filters: {}, anchors };
}

describe("kind weights", () => {
  it("put the REST reference first for a route, the reference for an API name, the user guide for a merchant", () => {
    const route = analyzeQuery("POST /admin/products");
    expect(kindWeight("api", route)).toBeGreaterThan(kindWeight("guide", route));
    const name = analyzeQuery("CartService");
    expect(kindWeight("reference", name)).toBeGreaterThan(kindWeight("guide", name));
    const merchant = analyzeQuery("give a customer a gift card");
    expect(merchant.merchant).toBe(true);
    expect(kindWeight("user-guide", merchant)).toBeGreaterThan(kindWeight("guide", merchant));
    const developer = analyzeQuery("create a subscriber for an event");
    expect(kindWeight("guide", developer)).toBeGreaterThan(kindWeight("reference", developer));
  });

  it("read a discount code as a merchant's, and source code as a developer's", () => {
    expect(analyzeQuery("create a discount code").merchant).toBe(true);
    expect(analyzeQuery("gift card codes for customers").merchant).toBe(true);
    expect(analyzeQuery("run code when an order is placed").merchant).toBe(false);
  });

  it("read a developer's words in the plural, an HTTP status and a route named in passing as a developer's", () => {
    expect(analyzeQuery("orders placed from many requests").merchant).toBe(false);
    expect(analyzeQuery("orders placed from a request").merchant).toBe(false);
    expect(analyzeQuery("401 when listing orders").merchant).toBe(false);
    expect(analyzeQuery("orders missing from /admin/orders").merchant).toBe(false);
    expect(analyzeQuery("orders placed by customers").merchant).toBe(true);
    expect(analyzeQuery("orders placed in 2023").merchant).toBe(true);
  });

  it("read words of building and hosting a shop's software as a developer's", () => {
    for (const q of [
      "fetch products with their prices",
      "keep the session in a cookie",
      "put product images on aws s3",
      "serve the shop on its own domain",
    ])
      expect(analyzeQuery(q).merchant, q).toBe(false);
    expect(analyzeQuery("put products on sale").merchant).toBe(true);
    // The admin shows no cart; an API returns objects; an app is built.
    for (const q of ["gift card applied in the cart", "returned a cart object", "only show one channel in my mobile app"])
      expect(analyzeQuery(q).merchant, q).toBe(false);
    // An error the software printed is explained by what the program checks, not by an admin task.
    expect(analyzeQuery("adding a second shipping option gives an error").merchant).toBe(false);
  });

  it("read another service's API as an integration, not as an operation of Medusa's", () => {
    expect(analyzeQuery("connect an external shipping rates api").rest).toBe(false);
    expect(analyzeQuery("integrate a third party tax api").rest).toBe(false);
    expect(analyzeQuery("list shipping options api").rest).toBe(true);
  });

  it("lift the reader's own section a little for words, and not at all for names and routes", () => {
    const q = analyzeQuery("create a subscriber for an event");
    expect(kindWeight("user-guide", q, "User Guide")).toBeGreaterThan(kindWeight("user-guide", q, "Guides"));
    expect(kindWeight("api", q, "REST API")).toBeGreaterThan(kindWeight("api", q, null));
    expect(kindWeight("troubleshooting", q, "Guides")).toBeGreaterThan(kindWeight("troubleshooting", q, "Reference"));
    // A tie-breaker: the guide still outweighs the REST page for a developer's words read on a REST page.
    expect(kindWeight("guide", q, "REST API")).toBeGreaterThan(kindWeight("api", q, "REST API"));
    for (const named of [analyzeQuery("AdminOrdersResource"), analyzeQuery("POST /admin/products")]) {
      for (const kind of ["guide", "user-guide", "reference", "api"] as const)
        expect(kindWeight(kind, named, sectionOfKind(kind)), `${named.text} on ${kind}`).toBe(kindWeight(kind, named, null));
    }
  });

  it("read a question that names an API in passing as words, answered by guides and troubleshooting", () => {
    const q = analyzeQuery("CORS errors on the storefront after updating STORE_CORS on railway");
    expect(q.kind).toBe("natural");
    expect(q.identifiers).toEqual(["store_cors"]);
    expect(q.merchant).toBe(false);
    expect(kindWeight("guide", q)).toBeGreaterThan(kindWeight("reference", q));
    // Errors described rather than pasted: troubleshooting may answer.
    expect(q.problem).toBe(true);
    expect(kindWeight("troubleshooting", q)).toBeGreaterThan(kindWeight("guide", q));
    // An HTTP error status quoted is a problem too: the reader got an error answer.
    expect(analyzeQuery("401 responses in the admin panel").problem).toBe(true);
    expect(analyzeQuery("responses in the admin panel").problem).toBe(false);
    // It asks about the API it names, not for an operation.
    expect(analyzeQuery("the addLineItem API answers 200 but the cart is unchanged").rest).toBe(false);
    expect(analyzeQuery("add item to cart api").rest).toBe(true);
    // A problem with the API, described in its words or a message's, is no operation to look up.
    expect(analyzeQuery("the cart api doesn't return the prices").rest).toBe(false);
    expect(analyzeQuery("Product options length does not match variant options length when adding a product via API").rest).toBe(
      false,
    );
    expect(analyzeQuery("/store/products tag filter doesn't work").rest).toBe(true);
    // Names with a word or two about them are still looked up.
    expect(analyzeQuery("order payment_status").kind).toBe("identifier");
    expect(analyzeQuery("useAdminProducts hook example").kind).toBe("identifier");
  });

  it("read a message's words in a reader's sentence as words, and printed messages as messages", () => {
    // "Cannot", "unable to", "error" without a message's shape: a reader describing a problem.
    const merchant = analyzeQuery("Cannot receive swaps and returns");
    expect(merchant.kind).toBe("natural");
    expect(merchant.merchant).toBe(true);
    expect(kindWeight("user-guide", merchant)).toBeGreaterThan(kindWeight("troubleshooting", merchant));
    const developer = analyzeQuery("I can't upload images, did I need a file service plugin?");
    expect(developer.kind).toBe("natural");
    expect(developer.problem).toBe(true);
    expect(developer.described).toBe(true);
    expect(analyzeQuery("Unable to Login to Admin Panel in Production Environment after Vercel Deploy").kind).toBe("natural");
    // An apostrophe inside a word is a reader's spelling, not a printed quote.
    expect(analyzeQuery("Can't delete a region").kind).toBe("natural");
    expect(analyzeQuery("Cannot change the cart's email").kind).toBe("natural");
    // Verbs that only code undergoes are a developer's.
    expect(analyzeQuery("How to construct the customer reset password link?").merchant).toBe(false);
    expect(analyzeQuery("reset a customer's password").merchant).toBe(true);
    // A host's or tool's name in camel case is no API name.
    expect(analyzeQuery("Cannot Login to Medusa Admin, trailing slash in admin cors on DigitalOcean").kind).toBe("natural");
    expect(analyzeQuery("MeiliSearch index is empty").kind).toBe("natural");
    expect(analyzeQuery("AdminOrdersResource").kind).toBe("identifier");
    // Telling what happened and what was expected is a reader's voice, whatever the punctuation.
    expect(analyzeQuery("Capture method does not automatically mark payment as captured.").kind).toBe("natural");
    expect(analyzeQuery("Custom endpoint does not work and only works after saving a file.").kind).toBe("natural");
    expect(analyzeQuery("Prices (Serbian Dinar) are not displayed properly").kind).toBe("natural");
    // Marks only messages have, a record's id, or printed text's shape keep a message a message.
    for (const m of [
      "Cannot read properties of undefined (reading 'type')",
      "Token is not valid",
      "property brand should not exist",
      "AccessControlListNotSupported: The bucket does not allow ACLs",
      "Variant with id: variant_01M8FF5Z9A13J19DM1BERAR8MT does not have the required inventory",
      "npx @medusajs/medusa-cli user -e <email> -p <password> ERROR undefined",
      "email must be an email",
    ])
      expect(analyzeQuery(m).kind, m).toBe("error");
  });

  it("search a reader's sentence without the words that only say how they ask", () => {
    expect(analyzeQuery("is it possible to hide a product from one sales channel").terms).toEqual([
      "hide",
      "product",
      "one",
      "sales",
      "channel",
    ]);
    expect(analyzeQuery("prices not shown properly in the storefront").terms).toEqual(["prices", "shown", "storefront"]);
    // Keywords keep every word; a sentence keeps two at least.
    expect(analyzeQuery("best way").terms).toEqual(["best", "way"]);
    expect(analyzeQuery("best way to seed the database").terms).toEqual(["seed", "database"]);
    // A message keeps its words.
    expect(analyzeQuery("Error: Unable to find a way possible").terms).toContain("possible");
  });

  it("answer a problem described in words with the troubleshooting guides before the error reference, and a pasted message with both", () => {
    // "Unable to …" heads entries of the error reference too; a reader's sentence is not one of them.
    const described = analyzeQuery("Unable to add a page to medusa admin");
    expect(described.kind).toBe("natural");
    expect(described.problem).toBe(true);
    expect(kindWeight("troubleshooting", described)).toBeGreaterThan(kindWeight("errors", described));
    expect(kindWeight("guide", described)).toBeGreaterThan(kindWeight("errors", described));
    const pasted = analyzeQuery("Error: Unable to find the cart with the given id");
    expect(pasted.kind).toBe("error");
    expect(kindWeight("errors", pasted)).toBe(kindWeight("troubleshooting", pasted));
    expect(kindWeight("errors", pasted)).toBeGreaterThan(kindWeight("guide", pasted));
  });

  it("still link the entry a described problem quotes whole", () => {
    const errors = fragment("/references/errors/services/order", "OrderService errors", [
      [null, "Errors that OrderService throws."],
      ["Cannot create an order from the cart without a customer", "The cart has no customer."],
      ["Order is already canceled", "The order was canceled before."],
    ]);
    const q = analyzeQuery("Cannot create an order from the cart without a customer");
    expect(q.kind).toBe("natural");
    const [best] = rankSections(errors, q, q.terms);
    expect(best?.pastedMessage).toBe(true);
    expect(best?.url).toBe("/references/errors/services/order#cannot-create-an-order-from-the-cart-without-a-customer");
  });
  it("weigh the REST reference first for a header's name", () => {
    const q = analyzeQuery("x-publishable-api-key");
    expect(kindWeight("api", q)).toBeGreaterThan(kindWeight("reference", q));
    expect(kindWeight("api", q)).toBeGreaterThan(kindWeight("guide", q));
  });

  it("rank upgrade guides lower unless the query asks about releases", () => {
    expect(upgradeWeight(true, analyzeQuery("integrate a payment gateway"))).toBe(UPGRADE_WEIGHT);
    expect(upgradeWeight(false, analyzeQuery("integrate a payment gateway"))).toBe(1);
    for (const q of ["upgrade to 1.20", "medusa v1.7.3", "breaking changes in the admin", "what changed in this version"])
      expect(upgradeWeight(true, analyzeQuery(q)), q).toBe(1);
  });
});

describe("term matches", () => {
  it("tell the word itself from words that extend or share its stem", () => {
    expect(termMatch("subscriber", "subscriber")).toBe(2);
    expect(termMatch("subscribers", "subscriber")).toBe(1);
    expect(termMatch("refunds", "refunded")).toBe(1);
    expect(termMatch("region", "refund")).toBe(0);
  });
});

describe("sections", () => {
  const page = fragment("/development/events/create-subscriber", "How to Create a Subscriber", [
    [null, "Subscribers run when an event is emitted."],
    ["Prerequisites", "A Medusa backend with a Redis event bus."],
    ["Step 1: Create the subscriber file", "Create a file under src/subscribers that exports a handler and its config."],
    ["Step 2: Test it", "Start the backend and place an order."],
  ]);

  it("link to the section whose heading answers the query, not the first that mentions a word", () => {
    const q = analyzeQuery("subscriber file");
    const sections = rankSections(page, q, q.terms);
    expect(sections[0]!.url).toBe("/development/events/create-subscriber#step-1-create-the-subscriber-file");
    expect(sections[0]!.excerptHtml).toContain("<mark>");
    expect(sections.map((s) => s.url)).not.toContain("/development/events/create-subscriber#prerequisites");
  });

  it("link a REST operation, not the page's introduction, for words asking for one", () => {
    const api = fragment("/api/admin/product-tags", "Product Tags - Admin API", [
      [null, "Product tags of the admin API."],
      ["List Product Tags", "Retrieve a list of product tags."],
    ]);
    const q = analyzeQuery("product tags admin api");
    expect(rankSections(api, q, q.terms)[0]!.title).toBe("List Product Tags");
    const plain = analyzeQuery("product tags admin");
    expect(rankSections(api, plain, plain.terms)[0]!.isPage).toBe(true);
  });

  it("show a REST operation's method, path and description, not the words around a match", () => {
    const api = fragment("/api/admin/products", "Products - Admin API", [
      [null, "Manage products."],
      [
        "Delete a Product",
        "DELETE /admin/products/{id} DeleteProductsProduct restopdeleteadminproducts0 Delete a Product and its variants. " +
          "Responses 200 OK id string deleted boolean Sent by medusa.admin.products.delete and useAdminDeleteProduct.",
      ],
    ]);
    const q = analyzeQuery("useAdminDeleteProduct");
    const text = rankSections(api, q, q.terms)[0]!.excerptHtml.replace(/<[^>]+>/g, "");
    expect(text).toMatch(/^DELETE \/admin\/products\/\{id\} Delete a Product and its variants\./);
  });

  it("prefer the heading that is nothing but the query's words", () => {
    const api = fragment("/api/admin/products", "Products - Admin API", [
      [null, "Manage products."],
      ["Delete a Product Collection", "Delete a collection of products."],
      ["Delete a Product", "Delete a product and its variants."],
    ]);
    const q = analyzeQuery("delete product admin api");
    expect(rankSections(api, q, q.terms)[0]!.title).toBe("Delete a Product");
  });

  it("mark a section whose heading is nothing but the query's words, which lifts its page's kind weight (engine.ts)", () => {
    const guide = fragment("/troubleshooting/signing-in", "Signing in to the admin", [
      [null, "When the admin does not let you in."],
      ["Default email and password", "No user exists until you create one."],
      ["Cookies blocked", "The browser refuses the session cookie."],
    ]);
    const q = analyzeQuery("default admin email and password");
    const [best, other] = rankSections(guide, q, q.terms);
    expect(best).toMatchObject({ title: "Default email and password", covers: true });
    expect(other?.covers).toBeUndefined();
  });

  it("count a heading as the query's own words only when it says a good part of the query", () => {
    // A hub's one-word heading ("Admin") is covered by one common word of a long question.
    const long = analyzeQuery("404 error in storefront for new regions added in the admin panel");
    expect(coversHeading(["admin"], long.terms, long.terms.length)).toBe(false);
    const short = analyzeQuery("delete product admin api");
    expect(coversHeading(["delete", "product"], short.terms, short.terms.length)).toBe(true);
    expect(coversHeading(["admin"], ["admin"], 1)).toBe(true);
    expect(coversHeading(["delete", "collection"], short.terms, short.terms.length)).toBe(false);
  });

  it("find a punctuated name whole in the text", () => {
    const auth = fragment("/api/admin", "Admin API", [
      [null, "Admin routes."],
      ["API token", "Send the token in the x-medusa-access-token header."],
    ]);
    const q = analyzeQuery("x-medusa-access-token");
    expect(rankSections(auth, q, q.terms)[0]!.title).toBe("API token");
  });

  it("link the error reference's entry whose message was pasted, its placeholders standing for the values printed", () => {
    const region = fragment("/references/errors/services/region", "RegionService errors", [
      [null, "Errors of the region service."],
      ["Region with {regionId} was not found", "The region does not exist."],
      ["{country.display_name} already exists in region {country.region_id}", "A country belongs to one region."],
      ["Tax rate with {id} was not found", "No tax rate has that id."],
    ]);
    for (const [query, heading] of [
      ["error: Region with reg_01GFX2R6RXDY33CWJVGZ1ZXZWA was not found", "Region with {regionId} was not found"],
      [
        "United States already exists in region reg_01M8FF5WGR3VEECZNT9X0JHJNK",
        "{country.display_name} already exists in region {country.region_id}",
      ],
    ] as const) {
      const q = analyzeQuery(query);
      const [best] = rankSections(region, q, [...q.terms, ...(q.fixedTerms ?? []), ...(q.messageTerms ?? [])]);
      expect(best?.title, query).toBe(heading);
      expect(best?.pastedMessage, query).toBe(true);
    }
  });

  it("recognise a pasted message by its words in order, little words included, and not by a few of them", () => {
    const pasted = (text: string) => analyzeQuery(text).words.map((w) => w.toLowerCase());
    expect(isPastedMessage("{property} must be an email", pasted("email must be an email"))).toBe(true);
    expect(isPastedMessage("{property} must be an email", pasted("email must be a string"))).toBe(false);
    expect(isPastedMessage("Region with {regionId} was not found", pasted("Region was not found with id"))).toBe(false);
    // Too short to tell one message from another.
    expect(isPastedMessage("{id} not found", pasted("Region reg_01 not found"))).toBe(false);
  });

  it("list only sections that match, and none for a word the page lacks", () => {
    const q = analyzeQuery("webhook");
    expect(rankSections(page, q, q.terms)).toEqual([]);
  });
});

describe("page boost", () => {
  it("puts the page whose title is the name asked for first", () => {
    const q = analyzeQuery("LineItem");
    const exact = fragment("/references/entities/classes/LineItem", "LineItem", [[null, "A line item of a cart."]]);
    const other = fragment("/references/entities/classes/LineItemAdjustment", "LineItemAdjustment", [
      [null, "An adjustment of a line item."],
    ]);
    const own = [{ terms: q.terms, weight: 1 }];
    expect(pageBoost(exact, q, own, 0)).toBeGreaterThanOrEqual(3 * pageBoost(other, q, own, 0) * 0.9);
  });

  it("lifts the declaration a query about one of its members names", () => {
    const q = analyzeQuery("order payment_status");
    const own = [{ terms: q.terms, weight: 1 }];
    const order = fragment("/references/entities/classes/Order", "Order", [[null, "An order."]]);
    const input = fragment("/references/medusa/types/medusa.UpdateOrderInput", "UpdateOrderInput", [[null, "Update an order."]]);
    expect(pageBoost(order, q, own, 0)).toBeGreaterThan(pageBoost(input, q, own, 0) * 1.4);
  });

  it("lifts the page whose best section is the message pasted", () => {
    const q = analyzeQuery("email must be an email");
    const page = fragment("/references/errors/validation", "Validation errors", [[null, "Errors of the validators."]]);
    const own = [{ terms: q.terms, weight: 1 }];
    expect(pageBoost(page, q, own, 20, true)).toBeGreaterThan(pageBoost(page, q, own, 20) * 1.4);
  });

  it("counts a title that has the words of a synonym search, at that search's weight", () => {
    const q = analyzeQuery("add a database table");
    const entity = fragment("/development/entities/create", "How to Create an Entity", [[null, "An entity is a table."]]);
    const own = [{ terms: q.terms, weight: 1 }];
    const withSynonym = [...own, { terms: ["create", "entity"], weight: 0.9 }];
    expect(pageBoost(entity, q, withSynonym, 0)).toBeGreaterThan(pageBoost(entity, q, own, 0));
  });
});

describe("excerpts", () => {
  it("start after the heading the hit already shows, and after the page's title and section label", () => {
    const page = fragment("/a", "Create a Subscriber", [
      [null, "Create a Subscriber. Guides A subscriber runs when an event is emitted."],
      ["Step 1: Write it", "Write the subscriber file."],
    ]);
    page.filters = { section: ["Guides"] };
    const q = analyzeQuery("subscriber");
    const sections = rankSections(page, q, q.terms);
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    expect(text(sections.find((s) => s.isPage)!.excerptHtml)).toMatch(/^A subscriber runs/);
    expect(text(sections.find((s) => !s.isPage)!.excerptHtml)).toMatch(/^Write the subscriber file\./);
  });
});

describe("elements named by the query", () => {
  it("link an API name to the element with that id, such as an entity's property row", () => {
    const page = fragment("/references/entities/classes/Order", "Order", [
      [null, "An order placed by a customer."],
      ["Properties", "status OrderStatus The order's status. payment_status PaymentStatus The order's payment status."],
    ]);
    page.anchors.push({ element: "tr", id: "payment_status", location: page.content.split(" ").indexOf("payment_status") });
    const q = analyzeQuery("order payment_status");
    const [best] = rankSections(page, q, q.terms);
    expect(best!.url).toBe("/references/entities/classes/Order#payment_status");
    expect(best!.title).toBe("payment_status");
    // The hit shows the name as its heading; the excerpt is what follows it: the type and description.
    expect(best!.excerptHtml).toMatch(/^PaymentStatus The/);
  });
});
