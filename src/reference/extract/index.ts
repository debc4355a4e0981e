import { readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { filesBelow } from "../../lib/files";
import { readDocsUrls, type DocsUrlOccurrence } from "./docs-urls";
import { ERROR_SOURCES, readErrors, type ErrorSource, type ExtractedErrors } from "./errors";
import { Extractor, nodeModulesPackageOf } from "./extractor";
import { readOas, type ExtractedOas } from "./oas";
import { extractEntities, type EntityModel } from "./relations";
import { scanSchemas } from "./schemas";
import type { DeclKey, DeclModel, DocProblem, SchemaBlock, TypePart } from "./types";

/** The entry points the reference is built from; all paths are relative to node_modules. */
export const REFERENCE_SOURCES = {
  packages: [
    "@medusajs/medusa",
    "@medusajs/medusa-js",
    "medusa-react",
    "@medusajs/types",
    "@medusajs/utils",
    "@medusajs/workflows-sdk",
  ],
  entries: {
    medusa: "@medusajs/medusa/dist/index.d.ts",
    models: "@medusajs/medusa/dist/models/index.d.ts",
    services: "@medusajs/medusa/dist/services/index.d.ts",
    medusaJs: "@medusajs/medusa-js/dist/index.d.ts",
    medusaReact: "medusa-react/dist/index.d.ts",
    types: "@medusajs/types/dist/index.d.ts",
    typesBundles: "@medusajs/types/dist/bundles.d.ts",
    utils: "@medusajs/utils/dist/index.d.ts",
    workflowsSdk: "@medusajs/workflows-sdk/dist/index.d.ts",
  },
  /**
   * Folders whose every declaration file (but the index) is an entry point, their exports listed
   * together. The backend registers every class of `dist/services` in its container
   * (`dist/loaders/services.js` loads each file's default export), whether or not the folder's
   * index file exports it, so each one is a service custom code can use.
   */
  entryFolders: {
    serviceFiles: "@medusajs/medusa/dist/services",
  },
  /** Where `@schema` YAML blocks are read from. */
  schemaDirs: ["@medusajs/medusa/dist"],
} as const;

export type EntryName = keyof typeof REFERENCE_SOURCES.entries | keyof typeof REFERENCE_SOURCES.entryFolders;

export interface ExportRef {
  name: string;
  key: DeclKey;
}

/** Everything the model stage needs, as plain data. */
export interface ExtractedReference {
  versions: Record<string, string>;
  decls: Record<DeclKey, DeclModel>;
  exports: Record<EntryName, ExportRef[]>;
  /** `@medusajs/types` namespaces (CartTypes, …, and nested ones by dotted name: WorkflowTypes.CartWorkflow) and their exports. */
  typeNamespaces: Record<string, ExportRef[]>;
  schemas: Record<string, SchemaBlock>;
  /** The backend's `@oas` and `@schema` blocks, for the REST API reference. */
  oas: ExtractedOas;
  /** The backend's TypeORM entities and their relations, read from the decorators of the compiled models. */
  entities: EntityModel[];
  /** Every link to the 1.x docs site in the packages' declaration files, with its file and line. */
  docsUrls: DocsUrlOccurrence[];
  /** The errors the packages throw and the call graph that leads to them, for the error reference. */
  errors?: ExtractedErrors;
  problems: DocProblem[];
}

export interface ExtractOptions {
  nodeModules: string;
  sources?: typeof REFERENCE_SOURCES;
  packageOf?: (fileName: string) => { pkg: string; file: string } | undefined;
  /** The packages the error reference reads (ERROR_SOURCES by default); null reads none. */
  errorSources?: readonly ErrorSource[] | null;
  /** The `@oas` and `@schema` blocks, when the caller has read them already (readOas). */
  oas?: ExtractedOas;
}

/**
 * The extract stage: the only part of the reference that reads files. Loads every entry point in
 * one TypeScript program, extracts each export, then every documented declaration they refer to.
 */
export function extractReference(opts: ExtractOptions): ExtractedReference {
  const sources = opts.sources ?? REFERENCE_SOURCES;
  const abs = (p: string) => join(opts.nodeModules, p);
  const folderFiles = Object.fromEntries(
    Object.entries(sources.entryFolders).map(([name, dir]) => [
      name,
      filesBelow(abs(dir)).filter((f) => f.endsWith(".d.ts") && dirname(f) === abs(dir) && basename(f) !== "index.d.ts"),
    ]),
  ) as Record<keyof typeof sources.entryFolders, string[]>;
  const extractor = new Extractor({
    entries: [...Object.values(sources.entries).map(abs), ...Object.values(folderFiles).flat()],
    documented: sources.packages,
    packageOf: opts.packageOf ?? nodeModulesPackageOf,
  });

  const exports = {} as Record<EntryName, ExportRef[]>;
  for (const [name, entry] of Object.entries(sources.entries) as [keyof typeof sources.entries, string][]) {
    exports[name] = name === "typesBundles" ? [] : extractor.exportsOf(abs(entry));
  }
  for (const [name, files] of Object.entries(folderFiles) as [keyof typeof sources.entryFolders, string[]][]) {
    exports[name] = files.flatMap((f) => extractor.exportsOf(f));
  }
  const typeNamespaces: Record<string, ExportRef[]> = {};
  const bundles = readFileSync(abs(sources.entries.typesBundles), "utf8");
  for (const m of bundles.matchAll(/export \* as (\w+) from/g)) {
    Object.assign(typeNamespaces, extractor.namespaceExportsOf(abs(sources.entries.typesBundles), m[1]!));
  }

  // Extract the exports, then follow every reference until nothing new turns up.
  const decls: Record<DeclKey, DeclModel> = {};
  const queue: DeclKey[] = [...Object.values(exports).flat(), ...Object.values(typeNamespaces).flat()].map((e) => e.key);
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (decls[key] || !extractor.hasDecl(key)) continue;
    const d = extractor.decl(key);
    decls[key] = d;
    for (const ref of referencedKeys(d)) if (!decls[ref]) queue.push(ref);
  }

  const schemas: Record<string, SchemaBlock> = {};
  const problems = [...extractor.problems];
  const oas = opts.oas ?? readOas({ nodeModules: opts.nodeModules });
  for (const dir of sources.schemaDirs) {
    // readOas parsed this folder's blocks already (the first of each name, its problems in oas.problems).
    if (dir === oas.dir) {
      for (const b of Object.values(oas.schemas)) if (b.loc.pkg === oas.pkg) schemas[b.name] ??= b;
      continue;
    }
    for (const file of filesBelow(abs(dir)).filter((f) => f.endsWith(".d.ts"))) {
      const where = nodeModulesPackageOf(file) ?? { pkg: dir, file: relative(abs(dir), file) };
      const found = scanSchemas(readFileSync(file, "utf8"), where);
      problems.push(...found.problems);
      for (const b of found.blocks) schemas[b.name] ??= b;
    }
  }

  const versions: Record<string, string> = {};
  for (const pkg of sources.packages) {
    versions[pkg] = (JSON.parse(readFileSync(abs(`${pkg}/package.json`), "utf8")) as { version: string }).version;
  }
  const docsUrls = readDocsUrls(opts.nodeModules, sources.packages);
  const entities = extractEntities(opts.nodeModules);
  const errorSources = opts.errorSources === undefined ? ERROR_SOURCES : opts.errorSources;
  const errors = errorSources ? readErrors(opts.nodeModules, oas.operations, errorSources, oas.validators) : undefined;
  return {
    versions,
    decls,
    exports,
    typeNamespaces,
    schemas,
    oas,
    entities: entities.entities,
    docsUrls,
    errors,
    problems: dedupe([...problems, ...oas.problems, ...entities.problems]),
  };
}

/** Every declaration key a declaration's types mention. */
export function referencedKeys(d: DeclModel): Set<DeclKey> {
  const out = new Set<DeclKey>();
  const addParts = (parts: TypePart[] | undefined) => {
    for (const p of parts ?? []) if (typeof p !== "string") out.add(p.key);
  };
  const addMember = (m: DeclModel["members"][number]) => {
    addParts(m.type);
    for (const s of m.signatures ?? []) addSignature(s);
    for (const c of m.children ?? []) addMember(c);
  };
  const addSignature = (s: NonNullable<DeclModel["signatures"]>[number]) => {
    addParts(s.returns);
    for (const p of s.params) {
      addParts(p.type);
      for (const c of p.children ?? []) addMember(c);
    }
    for (const t of s.typeParams) {
      addParts(t.constraint);
      addParts(t.default);
    }
  };
  addParts(d.type);
  d.extends.forEach(addParts);
  d.implements.forEach(addParts);
  d.members.forEach(addMember);
  d.signatures?.forEach(addSignature);
  out.delete(d.key);
  return out;
}

function dedupe(problems: DocProblem[]): DocProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.pkg}:${p.file}:${p.line}:${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
