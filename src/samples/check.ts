import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import type { Sample } from "./extract";

/** Compiler settings of a Medusa 1.x backend, storefront or admin extension project. */
export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2021,
  // Medusa 1.x projects are CommonJS with Node's classic resolution. It also reads the `types` field of
  // packages such as @medusajs/admin-ui, whose `exports` map has no types: with "bundler" resolution
  // their types silently became `any`.
  module: ts.ModuleKind.CommonJS,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ["lib.es2021.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  strict: true,
  strictPropertyInitialization: false,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  types: ["node"],
};

export interface SampleProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

interface Placed {
  sample: Sample;
  path: string;
}

/**
 * Places each page's samples in a scratch project of its own: a block titled with a source path
 * (`title="src/services/hello.ts"`) is written at that path, so the files of one guide can import
 * each other as they would in a real project. Untitled blocks get a file of their own.
 */
export function placeSamples(samples: readonly Sample[], scratchDir: string): Placed[] {
  const byPage = new Map<string, Sample[]>();
  for (const s of samples) byPage.set(s.file, [...(byPage.get(s.file) ?? []), s]);
  const placed: Placed[] = [];
  for (const [file, list] of byPage) {
    // Pages outside the project (test fixtures) must not escape the scratch folder.
    const key = file.replace(/^(\.\.\/)+/, "").replace(/\.mdx$/, "");
    const pageDir = join(scratchDir, ...key.split("/"));
    const lastWithTitle = new Map<string, Sample>();
    for (const s of list) if (s.title && /\.(ts|tsx)$/.test(s.title)) lastWithTitle.set(normalizeTitle(s.title), s);
    for (const s of list) {
      const title = s.title && /\.(ts|tsx)$/.test(s.title) ? normalizeTitle(s.title) : undefined;
      let rel: string;
      if (title && lastWithTitle.get(title) === s) rel = title;
      else if (title) rel = title.replace(/\.(tsx?)$/, `.L${s.line}.$1`);
      else rel = `sample-L${s.line}.${s.lang}`;
      placed.push({ sample: s, path: join(pageDir, rel) });
    }
  }
  return placed;
}

function normalizeTitle(title: string): string {
  return title.replace(/^\.?\/+/, "").replace(/\.\.\//g, "");
}

/** A block with no import or export is a script; make it a module so pages do not share globals. */
function asModule(code: string): string {
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
}

/** Type-checks every sample in one program and maps each error back to its page and line. */
export function checkSamples(samples: readonly Sample[], scratchDir: string): SampleProblem[] {
  rmSync(scratchDir, { recursive: true, force: true });
  const placed = placeSamples(samples, scratchDir);
  const byPath = new Map<string, Placed>();
  for (const p of placed) {
    mkdirSync(dirname(p.path), { recursive: true });
    writeFileSync(p.path, asModule(p.sample.code));
    byPath.set(ts.sys.resolvePath(p.path), p);
  }
  const program = ts.createProgram({ rootNames: placed.map((p) => p.path), options: SAMPLE_COMPILER_OPTIONS });
  const diagnostics = [
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ];
  const problems: SampleProblem[] = [];
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
    const p = d.file ? byPath.get(ts.sys.resolvePath(d.file.fileName)) : undefined;
    if (!d.file || !p) {
      const where = d.file ? relative(scratchDir, d.file.fileName) : "compiler";
      problems.push({ file: where, line: 1, column: 1, message: `TS${d.code}: ${message}` });
      continue;
    }
    const pos = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    problems.push({
      file: p.sample.file,
      line: p.sample.line + pos.line,
      column: pos.character + 1,
      message: `TS${d.code}: ${message}`,
    });
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
