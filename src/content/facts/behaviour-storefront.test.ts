import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { filesBelow } from "../../lib/files";
import { extractSamples } from "../../samples/extract";

/**
 * Behaviour the storefront pages state, checked against the pinned packages: install commands,
 * the medusa-react defaults and lists the pages repeat, the cart completion results, the error
 * messages the pages quote, and the Next.js App Router conventions their samples follow.
 */
const root = join(import.meta.dirname, "../../..");
const nm = (p: string) => join(root, "node_modules", p);
const read = (p: string) => readFileSync(p, "utf8");
const page = (p: string) => read(join(root, "content", p));

/** The pages of the storefront area: every page with `storefront` in its path, and three more. */
const STOREFRONT_PAGES = [
  ...filesBelow(join(root, "content"))
    .map((f) => relative(join(root, "content"), f).split(sep).join("/"))
    .filter((f) => f.includes("storefront") && f.endsWith(".mdx")),
  "js-client/overview.mdx",
  "medusa-react/overview.mdx",
  "starters/nextjs-medusa-starter.mdx",
].sort();

/** Text outside fenced code blocks. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, "");

const version = (pkg: string) => (JSON.parse(read(nm(`${pkg}/package.json`))) as { version: string }).version;

/** One original source file of a package, from the `sourcesContent` of its dist source map. */
function sourceFromMap(mapFile: string, source: string): string {
  const map = JSON.parse(read(nm(mapFile))) as { sources: string[]; sourcesContent: string[] };
  const i = map.sources.findIndex((s) => s.endsWith(source));
  expect(i, `${source} in ${mapFile}`).toBeGreaterThan(-1);
  return map.sourcesContent[i]!;
}

describe("install commands of the storefront pages", () => {
  const commands = STOREFRONT_PAGES.flatMap((p) =>
    [...page(p).matchAll(/^(?:npm install|yarn add|pnpm add) .+$/gm)].map((m) => ({ page: p, line: m[0] })),
  );

  it("pin every Medusa package, medusa-react and TanStack Query to a version", () => {
    const unpinned = commands.flatMap(({ page: p, line }) =>
      line
        .split(/\s+/)
        .filter((w) => /^(@medusajs\/|medusa-react|@tanstack\/react-query)/.test(w) && !/^(@[^/]+\/)?[^@]+@\d/.test(w))
        .map((w) => `${p}: ${w}`),
    );
    expect(commands.length).toBeGreaterThan(2);
    expect(unpinned).toEqual([]);
  });

  it("pin the versions this site is built against, and the TanStack Query version medusa-react asks for", () => {
    const peer = (JSON.parse(read(nm("medusa-react/package.json"))) as { peerDependencies: Record<string, string> })
      .peerDependencies["@tanstack/react-query"]!;
    const expected: Record<string, string> = {
      "@medusajs/medusa-js": version("@medusajs/medusa-js"),
      "medusa-react": version("medusa-react"),
      "@medusajs/medusa": version("@medusajs/medusa"),
      "@tanstack/react-query": peer.replace(/^[\^~]/, ""),
    };
    const wrong: string[] = [];
    for (const { page: p, line } of commands) {
      for (const m of line.matchAll(/((?:@[\w-]+\/)?[\w-]+)@(\d[\w.-]*)/g)) {
        if (expected[m[1]!] !== undefined && expected[m[1]!] !== m[2]) wrong.push(`${p}: ${m[0]} (expected ${expected[m[1]!]})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("Next.js App Router samples of the storefront pages", () => {
  const samples = STOREFRONT_PAGES.flatMap((p) => extractSamples(page(p), `content/${p}`).samples);

  it("give every sample a file title", () => {
    expect(samples.filter((s) => !s.title).map((s) => `${s.file}:${s.line}`)).toEqual([]);
  });

  it("mark every component that uses hooks or event handlers as a client component, and no page or layout", () => {
    const problems: string[] = [];
    for (const s of samples) {
      const client = /^"use client"\n/.test(s.code);
      const component = s.lang === "tsx" && (/<[A-Za-z]/.test(s.code) || /export (?:default )?function [A-Z]/.test(s.code));
      const interactive = /\buse[A-Z]\w*\(/.test(s.code) || /\bon[A-Z]\w*=\{/.test(s.code);
      const routeFile = /\/(page|layout)\.tsx$/.test(s.title ?? "");
      if (component && interactive && !client) problems.push(`${s.file}:${s.line} needs "use client"`);
      if (routeFile && client) problems.push(`${s.file}:${s.line} is a page or layout marked "use client"`);
      if (!component && client) problems.push(`${s.file}:${s.line} is no component but has "use client"`);
    }
    expect(samples.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it("read only NEXT_PUBLIC_ variables in code that can run in the browser", () => {
    const problems = samples
      .filter((s) => !(s.title ?? "").startsWith("src/scripts/"))
      .flatMap((s) =>
        [...s.code.matchAll(/process\.env\.(\w+)/g)]
          .filter((m) => !m[1]!.startsWith("NEXT_PUBLIC_"))
          .map((m) => `${s.file}:${s.line} ${m[0]}`),
      );
    expect(problems).toEqual([]);
  });

  it("wire MedusaProvider in one page only, and link the others to it", () => {
    const wiring = STOREFRONT_PAGES.filter((p) => /<MedusaProvider[\s>]/.test(page(p)));
    expect(wiring).toEqual(["medusa-react/overview.mdx"]);
    const text = page("medusa-react/overview.mdx");
    expect(text).toContain('title="src/app/providers.tsx"');
    expect(text).toContain('title="src/app/layout.tsx"');
    const usingHooks = STOREFRONT_PAGES.filter((p) => p !== "medusa-react/overview.mdx" && /from "medusa-react"/.test(page(p)));
    expect(usingHooks.length).toBeGreaterThan(10);
    expect(usingHooks.filter((p) => !page(p).includes("/medusa-react/overview#add-the-provider"))).toEqual([]);
  });
});

describe("medusa-react facts on the storefront pages", () => {
  const dist = read(nm("medusa-react/dist/index.js"));

  it("give MedusaProvider's maxRetries the default of the pinned package", () => {
    const def = /maxRetries:\w+=(\d+)/.exec(dist)?.[1];
    expect(def).toBeDefined();
    const row = page("medusa-react/overview.mdx")
      .split("\n")
      .find((l) => l.startsWith("| `maxRetries`"));
    expect(row).toContain(`| \`${def}\` |`);
  });

  it("name the currencies the price utilities don't divide by 100", () => {
    const list = JSON.parse(/=(\["[a-z]{3}"(?:,"[a-z]{3}")*\]),\w+=\(e,t\)=>\{let s=\w+;?/.exec(dist)?.[1] ?? "[]") as string[];
    expect(list.length).toBeGreaterThan(1);
    for (const p of [
      "medusa-react/overview.mdx",
      "modules/regions-and-currencies/storefront/use-regions.mdx",
      "modules/carts-and-checkout/storefront/checkout-page.mdx",
    ]) {
      for (const c of list) expect(prose(page(p)), `${p}: ${c}`).toContain(`\`${c}\``);
    }
  });

  // The admin stores a price as the entered amount times 10^decimal_digits of its currency table,
  // so the samples' formatPrice must divide by the same power to show what the merchant entered.
  it("format prices in the samples with the decimals the admin stores them with", () => {
    const table = read(nm("@medusajs/admin-ui/ui/src/utils/currencies.ts"));
    const byDigits = new Map<number, string[]>();
    for (const block of table.split(/\n {2}[A-Z]{3}: \{/).slice(1)) {
      const code = /code: "([A-Z]{3})"/.exec(block)?.[1];
      const digits = /decimal_digits: (\d)/.exec(block)?.[1];
      expect(code && digits, block.slice(0, 80)).toBeTruthy();
      byDigits.set(Number(digits), [...(byDigits.get(Number(digits)) ?? []), code!.toLowerCase()]);
    }
    expect(byDigits.get(0)?.length).toBeGreaterThan(1);
    expect(byDigits.get(3)?.length).toBeGreaterThan(1);
    const list = (text: string, name: string) => {
      const found = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(text)?.[1];
      return found === undefined ? undefined : [...found.matchAll(/"([a-z]{3})"/g)].map((m) => m[1]).sort();
    };
    for (const p of [
      "modules/carts-and-checkout/storefront/implement-cart.mdx",
      "modules/carts-and-checkout/storefront/checkout-page.mdx",
    ]) {
      expect(list(page(p), "NO_DECIMALS"), p).toEqual([...byDigits.get(0)!].sort());
      expect(list(page(p), "THREE_DECIMALS"), p).toEqual([...byDigits.get(3)!].sort());
      expect(page(p), p).toContain("/ 10 ** digits)");
    }
  });

  // The price helpers divide by 100 (by 1 for jpy, krw and vnd) whatever decimals the admin stored
  // the price with, so every page whose samples call them says so, or links to where the overview does.
  it("say on every page whose samples format prices with medusa-react which currencies that fits", () => {
    const table = read(nm("@medusajs/admin-ui/ui/src/utils/currencies.ts"));
    const digits = [...table.matchAll(/decimal_digits: (\d)/g)].map((m) => Number(m[1]));
    const overview = prose(page("medusa-react/overview.mdx"));
    expect(overview).toContain(`no decimals to ${digits.filter((d) => d === 0).length} currencies`);
    expect(overview).toContain(
      `three to ${["zero", "one", "two", "three", "four", "five", "six", "seven"][digits.filter((d) => d === 3).length]}`,
    );
    const helpers = /\b(?:formatAmount|formatVariantPrice|computeAmount|computeVariantPrice)\(/;
    const using = filesBelow(join(root, "content"))
      .map((f) => relative(join(root, "content"), f).split(sep).join("/"))
      .filter((f) => f.endsWith(".mdx") && helpers.test((page(f).match(/```[\s\S]*?```/g) ?? []).join("\n")));
    expect(using.length).toBeGreaterThan(8);
    const silent = using.filter((p) => {
      const text = prose(page(p));
      const named = ["jpy", "krw", "vnd"].every((c) => text.includes(`\`${c}\``));
      return !named || !(text.includes("`clp`") || text.includes("/medusa-react/overview#utilities"));
    });
    expect(silent).toEqual([]);
  });

  it("list exactly the store hooks that invalidate cached queries", () => {
    const map = JSON.parse(read(nm("medusa-react/dist/index.js.map"))) as { sources: string[]; sourcesContent: string[] };
    const invalidating = map.sources
      .map((s, i) => ({ s, code: map.sourcesContent[i]! }))
      .filter(({ s, code }) => /hooks\/store\/[\w-]+\/mutations\.ts$/.test(s) && /buildOptions\(/.test(code))
      .map(({ s }) => /hooks\/store\/([\w-]+)\//.exec(s)![1]!)
      .sort();
    expect(invalidating).toEqual(["order-edits", "orders", "payment-collections"]);
    // The page names them by what they handle.
    expect(page("medusa-react/overview.mdx")).toContain(
      "only those of order edits, payment collections and order access invalidate queries",
    );
  });

  it("say which CartProvider mutation doesn't store its cart", () => {
    const cart = sourceFromMap("medusa-react/dist/index.js.map", "contexts/cart.tsx");
    const storing = [
      ...cart.matchAll(/const (\w+) = use\w+\([^)]*?\{\s*onSuccess: \(\{ cart \}\) => \{?\s*setCart\(cart\)/g),
    ].map((m) => m[1]);
    const all = [...cart.matchAll(/const (\w+) = use(?:Create|Update|Add|Set|Complete)\w+\(/g)].map((m) => m[1]);
    expect(storing.length).toBeGreaterThan(3);
    const notStoring = all.filter((n) => !storing.includes(n));
    expect(notStoring).toEqual(["completeCheckout"]);
    expect(page("modules/carts-and-checkout/storefront/implement-checkout-flow.mdx")).toMatch(
      /`completeCheckout`[\s\S]{0,200}doesn't store its result/,
    );
  });
});

describe("cart completion on the checkout pages", () => {
  it("list every result type of POST /store/carts/{id}/complete", () => {
    const dts = read(nm("@medusajs/medusa/dist/api/routes/store/carts/index.d.ts"));
    const union = /export type StoreCompleteCartRes = ([\s\S]*?)\n(?:export|\/\*\*)/.exec(dts)![1]!;
    const types = [...union.matchAll(/type: "(\w+)"/g)].map((m) => m[1]!).sort();
    expect(types.length).toBe(3);
    const text = page("modules/carts-and-checkout/storefront/implement-checkout-flow.mdx");
    const listed = [...text.matchAll(/^- `(\w+)`: /gm)].map((m) => m[1]!).sort();
    expect(listed).toEqual(types);
  });

  it("name the payment session statuses that make completion answer with the cart", () => {
    const strategy = read(nm("@medusajs/medusa/dist/strategies/cart-completion.js"));
    const statuses = [...strategy.matchAll(/cart\.payment_session\.status === "(\w+)"/g)].map((m) => m[1]!);
    expect(statuses.length).toBeGreaterThan(1);
    const text = prose(page("modules/carts-and-checkout/storefront/implement-checkout-flow.mdx"));
    for (const s of statuses) expect(text).toContain(`\`${s}\``);
  });

  it("select the manual payment provider by its identifier", () => {
    const id = /"identifier", "(\w+)"/.exec(read(nm("medusa-payment-manual/services/manual-payment.js")))?.[1];
    expect(id).toBeDefined();
    const text = page("modules/carts-and-checkout/storefront/checkout-page.mdx");
    const used = [...text.matchAll(/const PAYMENT_PROVIDER = "(\w+)"/g)].map((m) => m[1]);
    expect(used.length).toBe(2);
    expect(new Set(used)).toEqual(new Set([id]));
  });
});

describe("error messages quoted on the storefront pages", () => {
  /** Quotes in prose that aren't backend messages. */
  const NOT_MESSAGES = new Set(["Forgot password", "We sent the details to"]);
  const corpus = ["services", "strategies", "api"]
    .flatMap((d) => filesBelow(nm(`@medusajs/medusa/dist/${d}`)).filter((f) => f.endsWith(".js")))
    .map(read)
    .join("\n");

  it("are messages of the pinned backend (codes such as SUMMER10 stand for the reader's values)", () => {
    const unknown: string[] = [];
    let quotes = 0;
    for (const p of STOREFRONT_PAGES) {
      for (const m of prose(page(p)).matchAll(/"([A-Z][^"\n]{12,})"/g)) {
        if (NOT_MESSAGES.has(m[1]!)) continue;
        quotes++;
        const fragments = m[1]!
          .split(/\[?\b[A-Z]*\d[A-Z0-9]*\b\]?/)
          .map((f) => f.trim())
          .filter((f) => f.length >= 6);
        if (!fragments.every((f) => corpus.includes(f))) unknown.push(`${p}: ${m[1]}`);
      }
    }
    expect(quotes).toBeGreaterThan(20);
    expect(unknown).toEqual([]);
  });
});
