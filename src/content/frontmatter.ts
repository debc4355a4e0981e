import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from "yaml";
import { z } from "zod";
import { diagnosticError } from "../diagnostics";

export const BADGES = ["Beta", "Deprecated", "Soon", "Experimental"] as const;
export type BadgeLabel = (typeof BADGES)[number];

const route = z
  .string()
  .regex(/^\/([a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*)?$/, "a lowercase path such as /modules/orders/overview");

/** Front matter of a guide page. Unknown keys are errors, so a typo cannot pass silently. */
export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  /** One sentence: shown in cards, search results and link previews. */
  description: z.string().trim().min(1),
  /** Shorter label for the sidebar and breadcrumbs. */
  sidebar_label: z.string().trim().min(1).optional(),
  /** Overrides the URL that follows from the file path. */
  slug: route.optional(),
  badge: z.enum(BADGES).optional(),
  hide_toc: z.boolean().optional(),
  /** `false` marks a page that is on purpose outside every sidebar. */
  sidebar: z.literal(false).optional(),
  /** Extra search terms. */
  keywords: z.array(z.string().min(1)).optional(),
  /**
   * REST routes the page names that are not the backend's: its own custom routes, a plugin's
   * (`"GET /store/hello"`). Other route spans must be routes of the backend; they link to the REST reference.
   */
  routes: z
    .array(z.string().regex(/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S*$/, "a method and a path, such as GET /store/hello"))
    .optional(),
  /** Anchors that were renamed or merged: old id → the id it now leads to (see data/anchors.txt). */
  anchors: z.record(z.string().regex(/^[\w.-]+$/, "an id"), z.string().regex(/^[\w.-]+$/, "an id")).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

export interface ParsedSource {
  frontMatter: FrontMatter;
  /** 1-based line of the first body line. */
  bodyLine: number;
}

const FENCE = /^---[ \t]*$/;

/**
 * Reads and validates the front matter block at the top of `source`.
 * Every failure is a DiagnosticError naming `file` and the line at fault.
 */
export function parseFrontMatter(source: string, file: string): ParsedSource {
  const lines = source.split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) {
    throw sourceError(file, 1, 'missing front matter: a page starts with a "---" block holding title and description');
  }
  const end = lines.findIndex((l, i) => i > 0 && FENCE.test(l));
  if (end === -1) throw sourceError(file, 1, 'front matter is not closed by a "---" line');

  const yamlText = lines.slice(1, end).join("\n");
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // YAML line 1 is file line 2.
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;

  const yamlError = doc.errors[0];
  if (yamlError) {
    throw sourceError(file, fileLine(yamlError.pos[0]), `front matter is not valid YAML: ${firstLine(yamlError.message)}`);
  }
  const data: unknown = doc.toJS() ?? {};
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw sourceError(file, 2, "front matter must be a mapping of keys to values");
  }

  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    let key = issue.path[0];
    let message = issue.message;
    if (issue.code === "unrecognized_keys") {
      key = issue.keys[0];
      message = `unknown key (allowed: ${Object.keys(frontMatterSchema.shape).join(", ")})`;
    } else if (issue.code === "invalid_type" && typeof key === "string" && !(key in data)) {
      message = "required";
    }
    const node = typeof key === "string" ? keyNode(doc.contents, key) : undefined;
    const line = node?.range ? fileLine(node.range[0]) : 1;
    const field = typeof key === "string" ? `"${key}"` : "front matter";
    throw sourceError(file, line, `front matter ${field}: ${message}`);
  }
  return { frontMatter: result.data, bodyLine: end + 2 };
}

function keyNode(contents: unknown, key: string): YamlNode | undefined {
  if (!isMap(contents)) return undefined;
  for (const pair of contents.items) {
    if (isScalar(pair.key) && pair.key.value === key) return pair.key;
  }
  return undefined;
}

function firstLine(s: string): string {
  return s.split("\n")[0]!.trim();
}

function sourceError(file: string, line: number, message: string) {
  return diagnosticError({ file, line, message });
}
