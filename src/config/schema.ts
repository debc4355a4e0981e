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

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  /** Public origin, used for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  url: z.url().refine((u) => !u.endsWith("/"), "no trailing slash"),
  /** The GitHub repository the header links to. */
  github: z.url(),
  /** Prefix of "Edit this page" links; the content file path is appended. */
  editUrl: z.url().refine((u) => u.endsWith("/"), "must end with /"),
  /** Where "Tell us more" feedback links open a new issue. */
  feedbackIssuesUrl: z.url(),
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
