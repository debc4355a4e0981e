import { describe, expect, it } from "vitest";
import type { SiteConfig } from "../config/schema";
import { escapeHtml } from "../lib/escape";
import { resolveSidebars } from "../sidebars/resolve";
import { noLocator, testConfig, testPage, testSidebars } from "../testing/fixtures";
import { SIDEBAR_SCROLL_SCRIPT } from "../theme/Sidebar/keep-place";
import { INLINE_SCRIPTS } from "./inline-scripts";
import { renderDocPage, renderNotFound } from "./renderPage";
import { SiteView } from "./site-data";

const pages = [
  testPage("index"),
  testPage("guide/overview", { lastUpdated: "2024-05-02T12:00:00Z" }),
  testPage("guide/step", { badge: "Beta", keywords: ["stepper", "wizard"] }),
  testPage("about", { sidebar: false }),
];
const resolved = resolveSidebars(
  testSidebars({
    homepage: { title: "Docs", landing: "index", items: ["index"] },
    core: {
      title: "Guide",
      landing: "guide/overview",
      back: "homepage",
      items: ["guide/overview", { type: "category", label: "Steps", items: ["guide/step"] }],
    },
  }),
  pages,
  noLocator,
);
const siteWith = (config: SiteConfig) =>
  new SiteView({
    config,
    search: { provider: "static", bundlePath: "/search/" },
    assets: { js: "/assets/main.js", css: ["/assets/style.css"], fonts: ["/assets/inter.woff2"] },
    pages,
    sidebars: resolved.sidebars,
    sidebarOfPage: Object.fromEntries(resolved.sidebarOfPage),
    entities: {},
    screenshots: {},
  });
const site = siteWith(testConfig);
const unescapeHtml = (s: string) =>
  s.replace(/&(quot|amp|lt|gt|#39);/g, (_, e: string) => ({ quot: '"', amp: "&", lt: "<", gt: ">", "#39": "'" })[e]!);
const render = (id: string, toc = [{ id: "first", text: "First", depth: 2 as const }]) =>
  renderDocPage(site, site.pageById.get(id)!, <p>Body text</p>, toc);

describe("renderDocPage", () => {
  const html = render("guide/step");

  it("is a complete document with meta tags, stylesheet and the one client script", () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain("<title>Title of guide/step | Test Docs</title>");
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/guide/step"/>');
    expect(html).toContain('<meta property="og:title" content="Title of guide/step"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
    // The font is requested before the stylesheet that names it is parsed; crossorigin because
    // fonts are always fetched in CORS mode, and a preload without it would be fetched twice.
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin=""/>');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("inlines no script but the listed ones, so a CSP can hash them", () => {
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]);
    expect(inline.length).toBe(2);
    for (const script of inline) expect(INLINE_SCRIPTS).toContain(script);
  });

  it("scrolls the sidebar to the current page right after the sidebar's markup, before the content", () => {
    const at = html.indexOf(`</div><script>${SIDEBAR_SCROLL_SCRIPT}</script>`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf("<main"));
  });

  it("says at the top which Medusa the docs are for and links the successor's docs", () => {
    expect(html).toMatch(
      /<body><a class="skip-link"[^>]*>[^<]*<\/a><aside class="version-notice" aria-label="Version notice"><p>This is the documentation of Medusa 1\.x\. Medusa 2 is documented at <a href="https:\/\/v2\.example\.com">v2\.example\.com<\/a>\.<\/p><\/aside><header/,
    );
    expect(renderNotFound(site)).toContain('class="version-notice"');
  });

  it("shows the page's sidebar with back link, title link and the current page marked", () => {
    expect(html).toContain('<nav aria-label="Docs sidebar" class="sidebar__nav" data-sidebar="core">');
    expect(html).toMatch(/class="sidebar__back" href="\/">.*Back to Docs<\/a>/);
    expect(html).toContain('<a class="sidebar__title" href="/guide/overview">Guide</a>');
    expect(html).toMatch(/<a class="sidebar__link" href="\/guide\/step" aria-current="page">/);
    expect(html).toMatch(/<details open="">/);
  });

  it("draws a page's sidebar outline under its own entry only, in place of the outline column", () => {
    const outline = <ul className="test-outline" />;
    const withOutline = (id: string) =>
      renderDocPage(site, site.pageById.get(id)!, <p>Body</p>, [{ id: "a", text: "A", depth: 2 }], outline);
    const step = withOutline("guide/step");
    expect(step).toMatch(
      /<a class="sidebar__link" href="\/guide\/step" aria-current="page">.*?<\/a><ul class="test-outline"><\/ul><\/li>/,
    );
    expect(step.match(/test-outline/g)).toHaveLength(1);
    expect(step).not.toContain('data-island="Toc"');
    expect(step).not.toContain("main--with-toc");
    // Where the sidebar is a menu, the outline still folds under the title.
    expect(step).toContain('class="toc-collapsible toc-collapsible--menu-only"');
  });

  it("has breadcrumbs, title badge, TOC island, edit link and previous page", () => {
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toMatch(
      /<h1 class="doc__title">Title of guide\/step<\/h1><span data-search-meta="badge"><span class="badge badge--beta">Beta<\/span><\/span>/,
    );
    expect(html).toContain('data-island="Toc"');
    expect(html).toContain('href="https://github.com/example/docs/edit/main/content/guide/step.mdx"');
    expect(html).toMatch(/rel="prev"/);
  });

  it('draws the configured "Open in" links beside "Copy page", handing over the page\'s Markdown URL, and none by default', () => {
    expect(html).not.toContain("Open in");
    const configured = siteWith({
      ...testConfig,
      openIn: [
        { label: "Claude", href: "https://claude.ai/new?q=Read%20{url}" },
        { label: "ChatGPT", href: "https://chatgpt.com/?q={url}" },
      ],
    });
    const out = renderDocPage(configured, configured.pageById.get("guide/step")!, <p>Body</p>, []);
    const actions = /<div class="page-actions"[^>]*>(.*?)<\/header>/s.exec(out)![1]!;
    expect(
      [...actions.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(?:(?!<a ).)*?Open in (\w+)<\/a>/gs)].map((m) => [
        m[2],
        unescapeHtml(m[1]!),
      ]),
    ).toEqual([
      ["Claude", "https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.example.com%2Fguide%2Fstep.md"],
      ["ChatGPT", "https://chatgpt.com/?q=https%3A%2F%2Fdocs.example.com%2Fguide%2Fstep.md"],
    ]);
    expect(actions.match(/rel="noreferrer"/g)).toHaveLength(2);
  });

  it("draws no edit link and gives the feedback widget no issues URL when the configuration names none", () => {
    const { editUrl: _e, feedbackIssuesUrl: _f, ...bare } = testConfig;
    const unlinked = siteWith(bare);
    const out = renderDocPage(unlinked, unlinked.pageById.get("guide/step")!, <p>Body</p>, []);
    expect(out).not.toContain("Edit this page");
    expect(out).not.toContain("issuesUrl");
    expect(out).toContain('data-island="Feedback"');
  });

  it("marks the content for search with its section", () => {
    expect(html).toContain("data-search-body");
    expect(html).toContain('<span data-search-filter="section" hidden="">Guides</span>');
  });

  it("gives the front matter keywords to search and crawlers without showing them", () => {
    expect(html).toContain('<meta name="keywords" content="stepper, wizard"/>');
    expect(html).toMatch(
      /<article[^>]*data-search-body=""[^>]*>.*<p hidden="" data-search-weight="5" data-search-meta="keywords">stepper, wizard<\/p><\/article>/s,
    );
  });

  it("shows Last updated only when git knows the date", () => {
    expect(render("guide/overview")).toContain('Last updated on <time dateTime="2024-05-02T12:00:00Z">May 2, 2024</time>');
    expect(html).not.toContain("Last updated");
  });

  it("offers the page's Markdown twin beside the title: a link, and a copy island that knows its URL", () => {
    expect(html).toMatch(
      /<header class="doc__header">.*<a class="page-actions__button" href="\/guide\/step\.md"[^>]*>.*View as Markdown<\/a>.*<\/header>/s,
    );
    expect(html).toContain(
      `data-island="CopyPage" data-props="${escapeHtml(JSON.stringify({ markdownUrl: "/guide/step.md" }))}"`,
    );
    expect(render("index")).toContain('href="/index.md"');
  });

  it("gives the feedback widget the page's path, and the endpoint when the configuration names one", () => {
    const props = (h: string) => JSON.parse(unescapeHtml(/data-island="Feedback" data-props="([^"]*)"/.exec(h)![1]!)) as object;
    expect(props(html)).toEqual({
      pageTitle: "Title of guide/step",
      pageUrl: "https://docs.example.com/guide/step",
      pagePath: "/guide/step",
      issuesUrl: "https://github.com/example/docs/issues/new",
    });
    const endpoint = "https://feedback.example.com/answers";
    const configured = siteWith({ ...testConfig, feedback: { endpoint } });
    expect(props(renderDocPage(configured, configured.pageById.get("guide/step")!, <p>Body</p>, []))).toMatchObject({
      pagePath: "/guide/step",
      endpoint,
    });
    // The search button reports searches that find nothing to the same endpoint, and only then.
    const search = (h: string) =>
      JSON.parse(unescapeHtml(/data-island="SearchButton" data-props="([^"]*)"/.exec(h)![1]!)) as Record<string, unknown>;
    expect(search(renderDocPage(configured, configured.pageById.get("guide/step")!, <p>Body</p>, []))).toMatchObject({
      feedbackEndpoint: endpoint,
    });
    expect(search(html)).not.toHaveProperty("feedbackEndpoint");
  });

  it("renders a page in no sidebar without sidebar or breadcrumbs, with a phone menu of the sections", () => {
    const about = render("about", []);
    expect(about).not.toContain("Docs sidebar");
    expect(about).not.toContain("Breadcrumbs");
    expect(about).toContain('data-island="MobileMenuButton"');
    expect(about).toMatch(
      /<div id="sidebar" class="sidebar sidebar--menu-only">.*<nav class="sidebar__sections" aria-label="Main">.*User Guide.*<\/nav><\/div>/s,
    );
  });

  it("gives the phone menu a close button and the header's section links", () => {
    expect(html).toMatch(
      /<div id="sidebar" class="sidebar">.*aria-label="Close menu".*<nav class="sidebar__sections" aria-label="Main">/s,
    );
  });

  it("folds the outline under the title for screens without the outline column", () => {
    expect(html).toMatch(
      /<\/h1>.*<details class="toc-collapsible" data-search-ignore="all"><summary[^>]*>On this page<\/summary><nav aria-label="On this page">.*href="#first"/s,
    );
    expect(render("guide/step", [])).not.toContain("toc-collapsible");
  });
});

describe("renderNotFound", () => {
  it("is not indexed and suggests pages in the browser", () => {
    const html = renderNotFound(site);
    expect(html).toContain("<title>Page not found | Test Docs</title>");
    expect(html).toContain('content="noindex"');
    expect(html).toContain('data-island="NotFoundSuggestions"');
    expect(html).not.toContain("data-search-body");
    expect(html).not.toContain("page-actions");
  });
});
