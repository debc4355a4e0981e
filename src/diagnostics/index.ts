/**
 * The one diagnostic format of the project. Every check (front matter, MDX, component props,
 * sidebars, doc comments of the pinned packages, links, anchors, redirects, rendering) reports
 * problems as diagnostics, and one reporter prints them as `file:line:column: message`, so an
 * editor can jump to each, with a hint on the next line when there is one.
 */
export interface Diagnostic {
  /** Path relative to the project root (`content/a.mdx`), or a package file (`@medusajs/medusa dist/x.d.ts`). */
  file: string;
  /** 1-based line; absent when the problem is about the whole file. */
  line?: number;
  /** 1-based column. */
  column?: number;
  message: string;
  /** What to do about it. */
  hint?: string;
}

/** `file:line:col: message`, and `  hint: …` on a second line. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.file, d.line, d.line !== undefined ? d.column : undefined].filter((x) => x !== undefined).join(":");
  return `${where}: ${d.message}${d.hint ? `\n    hint: ${d.hint}` : ""}`;
}

/** Sorted by file, line and column, duplicates dropped. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return [...list]
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        a.message.localeCompare(b.message),
    )
    .filter((d) => {
      const key = formatDiagnostic(d);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** One or more diagnostics, thrown. Its message is the report: a title, then one diagnostic a line. */
export class DiagnosticError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  readonly title: string;

  constructor(title: string, diagnostics: readonly Diagnostic[]) {
    const sorted = sortDiagnostics(diagnostics);
    super(reportText(title, sorted));
    this.name = "DiagnosticError";
    this.title = title;
    this.diagnostics = sorted;
  }
}

/** The report of a list of diagnostics under a title. */
export function reportText(title: string, diagnostics: readonly Diagnostic[]): string {
  if (diagnostics.length === 1 && !title) return formatDiagnostic(diagnostics[0]!);
  return `${title} (${diagnostics.length}):\n${diagnostics.map((d) => `  ${formatDiagnostic(d).replace(/\n/g, "\n  ")}`).join("\n")}`;
}

/** Throws every diagnostic at once under `title`, when there are any. */
export function throwIfAny(title: string, diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length > 0) throw new DiagnosticError(title, diagnostics);
}

/** A single diagnostic as an error (for code that stops at its first problem, such as a parser). */
export function diagnosticError(d: Diagnostic): DiagnosticError {
  return new DiagnosticError("", [d]);
}

/** The diagnostics an error carries: its own, or one made from its message for `file`. */
export function diagnosticsOf(error: unknown, file: string): Diagnostic[] {
  if (error instanceof DiagnosticError) return [...error.diagnostics];
  return [{ file, message: error instanceof Error ? error.message : String(error) }];
}
