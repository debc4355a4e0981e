import { z } from "zod";
import { SECTIONS, type SectionId } from "../site/sections";

const sectionId = z.enum(Object.keys(SECTIONS) as [SectionId, ...SectionId[]]);

const versionSchema = z.strictObject({
  name: z.string().min(1),
  label: z.string().min(1),
  isCurrent: z.boolean(),
  isLast: z.boolean(),
});

const navItemSchema = z.strictObject({
  label: z.string().min(1),
  /** Route of the page the item opens. Checked by the link checker like any link. */
  href: z.string().startsWith("/"),
  section: sectionId,
});

const feedbackSchema = z.strictObject({
  /**
   * Where "Was this page helpful?" posts `{ page, helpful, comment }` as JSON. It must answer the
   * browser's CORS preflight for the site's origin. Without it, the widget offers a GitHub issue.
   */
  endpoint: z
    .url({
      protocol: /^https$/,
      error: "must be an absolute https:// URL (the feedback widget posts to it from every page)",
    })
    .optional(),
});

/** Where an "Open in" link beside "Copy page" takes the page: an assistant that reads a URL. */
const openInSchema = z.strictObject({
  /** The assistant's name: the link reads "Open in <label>". */
  label: z.string().min(1),
  /**
   * The assistant's https:// address, with `{url}` where the page's Markdown URL goes (encoded as
   * a query value): `https://claude.ai/new?q=Read%20{url}%20so%20I%20can%20ask%20about%20it`.
   */
  href: z
    .url({ protocol: /^https$/, error: "must be an absolute https:// URL" })
    .refine((h) => h.includes("{url}"), "must contain {url}, where the page's Markdown URL goes"),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  /**
   * The site's public address, used for canonical URLs, Open Graph, the sitemap and llms.txt. No
   * trailing slash. Required: a build without it would point search engines and tools elsewhere.
   */
  url: z
    .url({
      error: (issue) =>
        issue.input === undefined
          ? "required: the public address the site is served at (canonical links, the sitemap and llms.txt use it)"
          : "must be an absolute URL",
    })
    .refine((u) => !u.endsWith("/"), "no trailing slash"),
  /** The GitHub repository the header links to. */
  github: z.url(),
  /**
   * Optional prefix of "Edit this page" links; the content file path is appended. Unset, pages
   * draw no edit link.
   */
  editUrl: z
    .url()
    .refine((u) => u.endsWith("/"), "must end with /")
    .optional(),
  /**
   * Optional new-issue URL where a "not helpful" answer can be told in more detail. Unset, the
   * feedback widget offers no issue link (with `feedback.endpoint` set it still posts answers).
   */
  feedbackIssuesUrl: z.url().optional(),
  /**
   * Optional "Open in" links beside "Copy page", in this order. Unset or empty, pages draw none:
   * no page links to a third party unless the configuration says so.
   */
  openIn: z.array(openInSchema).optional(),
  /** Optional: a service that receives the answers of the feedback widget. */
  feedback: feedbackSchema.optional(),
  version: versionSchema,
  /** The documentation of the next major version, named in a notice at the top of every page. */
  successor: z.strictObject({ name: z.string().min(1), url: z.url() }).optional(),
  nav: z.array(navItemSchema).min(1),
  /** Route prefixes that decide a page's section; the first match wins, else "guides". */
  sectionPrefixes: z.array(z.strictObject({ prefix: z.string().startsWith("/"), section: sectionId })),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

export function defineConfig(config: SiteConfigInput): SiteConfig {
  const parsed = siteConfigSchema.safeParse(config);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  site.config.ts: ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Hosts and paths of the Medusa 2 documentation, which a 1.x site must not claim as its address. */
const MEDUSA_2_HOST = "docs.medusajs.com";
const MEDUSA_1_PATH = "/v1";

/**
 * Warnings about `url` that do not stop a build: the address of the Medusa 2 documentation
 * (docs.medusajs.com outside /v1), where canonical links and the sitemap would send readers and
 * search engines to pages of another major version.
 */
export function siteUrlWarnings(config: Pick<SiteConfig, "url">): string[] {
  const { hostname, pathname } = new URL(config.url);
  const v1 = pathname === MEDUSA_1_PATH || pathname.startsWith(`${MEDUSA_1_PATH}/`);
  if (hostname !== MEDUSA_2_HOST || v1) return [];
  return [
    `site.config.ts: url: ${config.url} serves the Medusa 2 documentation; canonical links, the sitemap and llms.txt of this 1.x site would point there. Set the address this site is served at.`,
  ];
}

export function sectionOf(config: Pick<SiteConfig, "sectionPrefixes">, route: string): SectionId {
  for (const { prefix, section } of config.sectionPrefixes) {
    if (route === prefix || route.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`)) return section;
  }
  return "guides";
}

/**
 * The origins, besides the site's own, that pages send requests to because of the configuration
 * (the feedback endpoint): what a Content-Security-Policy must allow in `connect-src`.
 */
export function connectSrcOrigins(config: Pick<SiteConfig, "feedback">): string[] {
  const endpoint = config.feedback?.endpoint;
  return endpoint ? [new URL(endpoint).origin] : [];
}

/** Search settings come from the environment at build time, never from the repository. */
export type SearchConfig = { provider: "static" } | { provider: "algolia"; appId: string; apiKey: string; indexName: string };

export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  const given = [appId, apiKey, indexName].filter(Boolean).length;
  if (given === 0) return { provider: "static" };
  if (given < 3) {
    throw new Error(
      "Algolia DocSearch needs all of DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME; only some are set.",
    );
  }
  return { provider: "algolia", appId: appId!, apiKey: apiKey!, indexName: indexName! };
}

/** Origins the search provider's client calls, for the Content Security Policy's connect-src. */
export function searchOrigins(search: SearchConfig): string[] {
  return search.provider === "algolia" ? [`https://${search.appId}-dsn.algolia.net`] : [];
}
