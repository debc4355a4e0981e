/** An error in a source file, reported as `file:line: message` so editors can jump to it. */
export class SourceError extends Error {
  readonly file: string;
  readonly line: number;
  readonly column: number | undefined;
  readonly detail: string;

  constructor(file: string, line: number, detail: string, column?: number) {
    super(`${file}:${line}${column ? `:${column}` : ""}: ${detail}`);
    this.name = "SourceError";
    this.file = file;
    this.line = line;
    this.column = column;
    this.detail = detail;
  }
}

/** Many errors at once: the build reports every problem it found, not just the first. */
export class BuildErrors extends Error {
  readonly errors: readonly Error[];
  constructor(title: string, errors: readonly Error[]) {
    super(`${title} (${errors.length}):\n${errors.map((e) => `  ${e.message}`).join("\n")}`);
    this.name = "BuildErrors";
    this.errors = errors;
  }
}
