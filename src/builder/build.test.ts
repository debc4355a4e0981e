import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DiagnosticError, formatDiagnostic } from "../diagnostics";
import type { GeneratedReference } from "../reference";
import { noLocator, testConfig, testSidebars } from "../testing/fixtures";
import { COPIED_CARD_WEIGHT } from "../components/Card";
import { build, type BuildOptions } from "./build";

/** The real build() over a site of a few pages written to a temporary folder. */
const root = join(import.meta.dirname, "../..");
const page = (title: string, body: string, extra = "") =>
  `---\ntitle: ${title}\ndescription: About ${title.toLowerCase()}.\n${extra}---\n\n${body}\n`;

function site(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "build-test-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

const GOOD = {
  "content/index.mdx": page("Home", 'Start with the [guide](/guide#install).\n\n<DocCardList items={["/guide"]} />'),
  "content/guide.mdx": page("Guide", "## Install\n\n```bash\nnpm install\n```\n"),
  "content/about.mdx": page("About", "Nothing to see.", "sidebar: false\n"),
};
const sidebars = testSidebars({ homepage: { title: "Docs", landing: "index", items: ["index", "guide"] } });

async function run(files: Record<string, string>, extra: Partial<BuildOptions> = {}) {
  const dir = site(files);
  const out = join(dir, "out");
  const generate = extra.generate;
  let generated = false;
  const opts: BuildOptions = {
    root,
    contentDir: join(dir, "content"),
    outDir: out,
    config: { ...testConfig, nav: [{ label: "Docs", href: "/", section: "guides" }] },
    sidebars,
    sidebarLocator: noLocator,
    redirects: [{ from: "/old-guide", to: "/guide" }],
    search: { provider: "static" },
    workers: 1,
    ...extra,
    generate: (guides) => {
      generated = true;
      return generate ? generate(guides) : emptyReference();
    },
  };
  try {
    const report = await build(opts);
    return { out, report, generated };
  } catch (e) {
    if (!(e instanceof DiagnosticError)) throw e;
    // Paths in the report are relative to the project root; the fixture's content is elsewhere.
    return { out, error: e.diagnostics.map(formatDiagnostic).map((l) => l.replaceAll(`${relative(root, dir)}/`, "")), generated };
  }
}

function emptyReference(): GeneratedReference {
  return {
    pages: [],
    redirects: [],
    files: [],
    entities: {},
    sidebars: {},
    problems: [],
    docsUrls: [],
    timings: { extractMs: 0, modelMs: 0 },
  };
}

describe("build", () => {
  it("writes the pages, the redirects, the 404 page, the indexes and the search index", async () => {
    const { out, report, error } = await run(GOOD);
    expect(error).toBeUndefined();
    expect(report!.pages).toBe(3);
    for (const f of [
      "index.html",
      "guide.html",
      "about.html",
      "old-guide.html",
      "404.html",
      "sitemap.xml",
      "robots.txt",
      "docs-index.json",
      "_redirects",
      "vercel.json",
      "search/index.json",
      "search/lexicon.json",
    ])
      expect(existsSync(join(out, f)), f).toBe(true);
    expect(readFileSync(join(out, "_redirects"), "utf8")).toBe("/old-guide /guide 301\n");
    const home = readFileSync(join(out, "index.html"), "utf8");
    expect(home).toContain('<a href="/guide#install">guide</a>');
    // The card repeats the guide's title and description: its words count for less (Card).
    expect(home).toContain(`<a class="card" href="/guide" data-search-weight="${COPIED_CARD_WEIGHT}">`);
    expect(
      JSON.parse(readFileSync(join(out, "docs-index.json"), "utf8"))
        .docs.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(["/", "/about", "/guide"]);
  }, 120_000);

  describe("the user guide's screenshots", () => {
    const shot = {
      width: 640,
      height: 360,
      page: "task",
      procedure: "task#do-it",
      step: 1,
      alt: "The Orders page of the Medusa admin, with “Cancel Order” highlighted.",
      bytes: 4,
    };
    const withShots = (body: string, files: Record<string, string> = {}) => ({
      ...GOOD,
      "content/user-guide/task.mdx": page("Task", body, "sidebar: false\n"),
      "content/user-guide/screenshots/manifest.json": JSON.stringify({ cancel: shot }),
      "content/user-guide/screenshots/cancel.webp": "RIFF",
      ...files,
    });

    it("serves the images the pages show, drawn with their size and alt text", async () => {
      const { out, error } = await run(withShots('## Do it\n\n1. Choose **Cancel Order**.\n\n   <Screenshot name="cancel" />\n'));
      expect(error).toBeUndefined();
      expect(readFileSync(join(out, "user-guide/screenshots/cancel.webp"), "utf8")).toBe("RIFF");
      expect(readFileSync(join(out, "user-guide/task.html"), "utf8")).toContain(
        `<img src="/user-guide/screenshots/cancel.webp" width="640" height="360" alt="${shot.alt}"`,
      );
    }, 120_000);

    it("fails on a page naming a screenshot that does not exist, and on an image missing from the manifest", async () => {
      const { error } = await run(
        withShots('## Do it\n\n1. Choose **Cancel Order**.\n\n   <Screenshot name="cancle" />\n', {
          "content/user-guide/screenshots/stray.webp": "RIFF",
        }),
      );
      expect(error).toEqual([
        "content/user-guide/screenshots/stray.webp: the image stray is missing from content/user-guide/screenshots/manifest.json\n    hint: run npm run screenshots, which writes both",
      ]);
      const named = await run(withShots('## Do it\n\n1. Choose **Cancel Order**.\n\n   <Screenshot name="cancle" />\n'));
      expect(named.error).toEqual([
        'content/user-guide/task.mdx:11:4: <Screenshot name="cancle">: there is no screenshot cancle in content/user-guide/screenshots/manifest.json\n    hint: npm run screenshots takes the screenshots the pages name',
      ]);
    }, 120_000);
  });

  it("gives the reference generator every guide with its heading ids and anchor forwards", async () => {
    let guides: { route: string; ids?: readonly string[] }[] = [];
    const files = {
      ...GOOD,
      "content/guide.mdx": page("Guide", "## Install\n\n#### Deep detail\n\nText.\n", "anchors:\n  setup: install\n"),
    };
    const { error } = await run(files, {
      generate: (g) => {
        guides = g;
        return emptyReference();
      },
    });
    expect(error).toBeUndefined();
    expect(guides.find((g) => g.route === "/guide")).toEqual({ route: "/guide", ids: ["install", "deep-detail", "setup"] });
    expect(guides.map((g) => g.route).sort()).toEqual(["/", "/about", "/guide"]);
  });

  it("reads the packages (prepare) while the guides compile, once, before the reference is generated", async () => {
    const calls: string[] = [];
    const { error } = await run(GOOD, {
      prepare: () => {
        calls.push("prepare");
        // Busy like the real extraction: the guides still compile, their batches already handed out.
        const until = Date.now() + 200;
        while (Date.now() < until);
      },
      generate: (g) => {
        calls.push(`generate ${g.length} guides`);
        return emptyReference();
      },
    });
    expect(error).toBeUndefined();
    expect(calls).toEqual(["prepare", "generate 3 guides"]);
  });

  it("reports every problem of the guides in one run, before the reference is generated", async () => {
    const { error, generated } = await run({
      ...GOOD,
      "content/broken.mdx": page(
        "Broken",
        'Some text\n\n<Tabs groupId={x}>\n<TabItem label="A">a</TabItem>\n</Tabs>\n\n:::caution\nNo.\n:::\n',
      ),
      "content/syntax.mdx": page("Syntax", 'An <Card href="/guide"> that is never closed.\n'),
      "content/nofm.mdx": "# No front matter\n",
    });
    expect(generated).toBe(false);
    expect(error).toEqual([
      'content/broken.mdx:8:7: <Tabs> prop "groupId" must be a literal value (a string, number, boolean, array or object)',
      'content/broken.mdx:9:1: <TabItem> prop "value": Invalid input: expected string, received undefined',
      'content/broken.mdx:12:1: unknown admonition ":::caution"; use one of :::note, :::tip, :::info, :::warning, :::danger',
      'content/nofm.mdx:1: missing front matter: a page starts with a "---" block holding title and description',
      "content/syntax.mdx:6:1: Expected a closing tag for `<Card>` (6:4-6:24) before the end of `paragraph`",
    ]);
  }, 60_000);

  it("reports a broken link at its line, and a page in no sidebar", async () => {
    const { error, generated } = await run({ ...GOOD, "content/extra.mdx": page("Extra", "See [nowhere](/nowhere).") });
    expect(generated).toBe(true);
    expect(error).toEqual([
      'content/extra.mdx:1: page "extra" is in no sidebar\n    hint: add it to one in sidebars/, or set "sidebar: false" if that is on purpose',
    ]);
    const again = await run({ ...GOOD, "content/extra.mdx": page("Extra", "See [nowhere](/nowhere).", "sidebar: false\n") });
    expect(again.error).toEqual(['content/extra.mdx:7: broken link "/nowhere": no page at /nowhere']);
  }, 120_000);
});
