/**
 * What `verify:guides` reads of a guide page: its code blocks (language, title, line, text), the
 * commands of its shell blocks, and its source for the sentences a step quotes.
 */
import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import { parseCodeMeta } from "../../content/mdx/code-meta";
import { parsePage } from "../../content/mdx/parse";

export interface PageBlock {
  /** Line of the opening fence in the page (1-based). */
  line: number;
  lang: string;
  title?: string;
  code: string;
}

export interface GuidePage {
  /** The page's path without `.mdx`, relative to `content/`: `development/api-routes/create`. */
  id: string;
  /** The file, relative to the repository: `content/development/api-routes/create.mdx`. */
  file: string;
  source: string;
  blocks: PageBlock[];
}

export const SHELL_LANGS = new Set(["bash", "sh", "shell", "console"]);

/**
 * The folders of a Medusa project whose files the backend loads or compiles (`src/admin`, the
 * storefront's `src/app`, `src/lib`, `src/components` are not among them: a guide's `src/lib`
 * file joins the backend only when its record says so).
 */
export const BACKEND_FOLDERS = [
  "api",
  "subscribers",
  "services",
  "models",
  "migrations",
  "repositories",
  "loaders",
  "jobs",
  "strategies",
  "modules",
  "utils",
  "types",
  "workflows",
] as const;

/** Whether a block title is a file of the backend (see {@link BACKEND_FOLDERS}), or `src/index.d.ts`. */
export function isBackendPath(title: string): boolean {
  if (!/\.(ts|js)$/.test(title)) return false;
  if (title === "src/index.d.ts") return true;
  const [src, folder] = title.split("/");
  return src === "src" && (BACKEND_FOLDERS as readonly string[]).includes(folder ?? "");
}

export function readGuidePage(id: string, source: string): GuidePage {
  const blocks: PageBlock[] = [];
  visit(parsePage(source), "code", (node: Code) => {
    const meta = parseCodeMeta(node.meta);
    blocks.push({ line: node.position?.start.line ?? 0, lang: node.lang ?? "", title: meta.title, code: node.value });
  });
  return { id, file: `content/${id}.mdx`, source, blocks };
}

/** Whether a page has a code block titled with a backend path: a guide `verify:guides` must know about. */
export function hasBackendFiles(page: GuidePage): boolean {
  return page.blocks.some((b) => b.title !== undefined && isBackendPath(b.title));
}

export interface ShellCommand {
  /** The command as written, with its continuation lines. */
  text: string;
  /** Line of the command in the page. */
  line: number;
}

/** Whether a shell text ends inside a quote (a `'…'` or `"…"` that is not closed yet). */
function inQuote(text: string): boolean {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
    } else if (quote === '"') {
      if (c === "\\") i++;
      else if (c === '"') quote = undefined;
    } else if (c === "\\") i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === "#" && (i === 0 || /\s/.test(text[i - 1]!))) break;
  }
  return quote !== undefined;
}

/**
 * The commands of a shell block: one per logical line (a line ending in `\` or inside a quote
 * goes on), comments and blank lines left out.
 */
export function shellCommands(block: PageBlock): ShellCommand[] {
  const commands: ShellCommand[] = [];
  const lines = block.code.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const first = i;
    let text = lines[i]!;
    while ((/\\\s*$/.test(text) || inQuote(text)) && i + 1 < lines.length) text = `${text.trimEnd()}\n${lines[++i]}`;
    if (text.trim() === "" || text.trim().startsWith("#")) continue;
    commands.push({ text: text.trim(), line: block.line + 1 + first });
  }
  return commands;
}

/** Whitespace runs collapsed to one space: how a step's `run` and `says` are compared with the page. */
export function squash(text: string): string {
  return text.replace(/\\\n/g, " ").replace(/\s+/g, " ").trim();
}

/** The shell commands of the page that contain `part` (compared with whitespace and line continuations collapsed). */
export function findCommands(page: GuidePage, part: string): (ShellCommand & { block: PageBlock })[] {
  const wanted = squash(part);
  const found: (ShellCommand & { block: PageBlock })[] = [];
  for (const block of page.blocks) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    for (const command of shellCommands(block)) {
      if (squash(command.text).includes(wanted)) found.push({ ...command, block });
    }
  }
  return found;
}

/** The JSON block right after the block at `line`, if the next block is one: what the page says a command answers. */
export function answerAfter(page: GuidePage, line: number): PageBlock | undefined {
  const next = page.blocks.find((block) => block.line > line);
  return next?.lang === "json" ? next : undefined;
}

/** Whether the page's source holds `quote` (whitespace collapsed). */
export function pageSays(page: GuidePage, quote: string): boolean {
  return squash(page.source).includes(squash(quote));
}
