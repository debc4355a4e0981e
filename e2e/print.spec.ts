import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { hydrated } from "./helpers";

/** A guide with a tab set, code blocks with long lines, and links to other pages. */
const GUIDE = "/development/events/create-subscriber";

/** Parts of the page that are navigation or controls, which a printed page leaves out. */
const CHROME = [
  ".version-notice",
  ".navbar",
  "#sidebar",
  ".breadcrumbs",
  ".toc-column",
  ".toc-collapsible",
  ".page-actions",
  ".doc-footer",
  ".pagination",
  ".site-footer",
];

/** Text with all whitespace removed: a PDF breaks wrapped lines where the page did. */
const squeeze = (s: string) => s.replace(/\s+/g, "");

test("a guide prints as its article alone: no header, sidebar or button text, links with their URL, code unclipped", async ({
  page,
}) => {
  await page.goto(GUIDE);
  await hydrated(page);
  const seen = await page.evaluate((chrome) => {
    const squeeze = (s: string) => s.replace(/\s+/g, "");
    const article = document.querySelector<HTMLElement>("article.doc")!;
    // The article's own text, every tab of it included, without the controls it holds.
    const copy = article.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll(`${chrome.join(", ")}, button`)) el.remove();
    const own = squeeze(copy.textContent ?? "");
    // Lines of text of the navigation and of every button that the article itself does not say.
    const outside = [
      ...chrome.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)]),
      ...document.querySelectorAll("button"),
    ]
      .flatMap((el) => (el.textContent ?? "").split("\n"))
      .map((t) => t.trim())
      .filter((t) => t.length >= 4 && !own.includes(squeeze(t)));
    const code = [...article.querySelectorAll<HTMLElement>(".code-block pre")].flatMap((p) => (p.textContent ?? "").split("\n"));
    const link = article.querySelector<HTMLAnchorElement>('.prose a[href^="/"]:not(code a)')!;
    return {
      title: article.querySelector("h1")!.textContent!,
      outside: [...new Set(outside)],
      longest: code.reduce((a, b) => (b.length > a.length ? b : a), ""),
      link: { text: link.textContent!, href: link.getAttribute("href")! },
    };
  }, CHROME);
  expect(seen.outside.length, "the page has navigation and buttons to leave out").toBeGreaterThan(10);
  expect(seen.longest.length, "a code line longer than a printed line").toBeGreaterThan(70);

  const pdf = await page.pdf({ format: "A4" });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const printed = squeeze(text);

  expect(printed).toContain(squeeze(seen.title));
  expect(seen.outside.filter((t) => printed.includes(squeeze(t)))).toEqual([]);
  expect(printed).toContain(squeeze(seen.longest));
  expect(printed).toContain(squeeze(`${seen.link.text} <${seen.link.href}>`));
});
