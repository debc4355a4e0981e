import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readOas } from "../extract/oas";
import { buildOpenApi } from "./build";

/**
 * Writes the REST API reference's OpenAPI documents before the site serves them:
 *
 *   npx tsx src/reference/openapi/cli.ts --out DIR [--node-modules DIR]
 *
 * gives DIR/admin/openapi.json and DIR/store/openapi.json, built from the pinned
 * `@medusajs/medusa`, and prints the counts and every problem found in the package's blocks.
 */
function main(): void {
  const { values } = parseArgs({
    options: { out: { type: "string" }, "node-modules": { type: "string" } },
  });
  if (!values.out) {
    console.error("usage: npx tsx src/reference/openapi/cli.ts --out DIR [--node-modules DIR]");
    process.exit(2);
  }
  const nodeModules = resolve(values["node-modules"] ?? join(import.meta.dirname, "../../../node_modules"));
  const ex = readOas({ nodeModules });
  const built = buildOpenApi(ex);
  for (const area of ["admin", "store"] as const) {
    const dir = join(resolve(values.out), area);
    mkdirSync(dir, { recursive: true });
    const doc = built[area];
    writeFileSync(join(dir, "openapi.json"), `${JSON.stringify(doc, null, 2)}\n`);
    const ops = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    console.log(
      `${area}: ${ops} operations, ${Object.keys(doc.components.schemas).length} schemas → ${join(dir, "openapi.json")}`,
    );
  }
  const changed = Object.entries(built.normalizations).map(([rule, n]) => `${rule} ${n}`);
  console.log(`normalized: ${changed.join(", ")}`);
  const problems = [...ex.problems, ...built.problems];
  console.log(`${problems.length} problem(s) in ${ex.pkg} ${ex.version}:`);
  for (const p of problems) console.log(`  ${p.pkg} ${p.file}:${p.line}: ${p.message}`);
}

main();
