/**
 * `npm run claims`: how much of the guides the claims record quotes (data/claims, see CONTRIBUTING).
 * Without arguments, the totals and the pages that quote the fewest sentences for their length;
 * with page ids (`development/api-routes/overview`), each page's sentences as claims must quote
 * them, marked with how many claims quote each.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { coverage } from "./coverage";
import { readClaims } from "./record";
import { pageSentences } from "./sentences";

// Piped into head, the reader may close early: stop quietly.
process.stdout.on("error", () => process.exit(0));
const root = join(import.meta.dirname, "../../..");
const entries = readClaims(join(root, "data/claims"));
const sentencesOf = (page: string) => pageSentences(readFileSync(join(root, "content", `${page}.mdx`), "utf8"));
const pages = process.argv.slice(2);

if (pages.length === 0) {
  const rows = coverage(entries, sentencesOf);
  const claims = rows.reduce((n, r) => n + r.claims, 0);
  const quoted = rows.reduce((n, r) => n + r.quoted, 0);
  const sentences = rows.reduce((n, r) => n + r.sentences, 0);
  console.log(
    `${claims} claims on ${rows.length} pages (${(claims / rows.length).toFixed(1)} a page); ` +
      `they quote ${quoted} of the pages' ${sentences} sentences of five words or more`,
  );
  console.log("\nPages that quote the fewest sentences for their length (quoted/sentences, claims):");
  for (const r of rows.slice(0, 25))
    console.log(`  ${`${r.quoted}/${r.sentences}`.padStart(7)}  ${String(r.claims).padStart(3)}  ${r.page}`);
} else {
  for (const page of pages) {
    const entry = entries.find((e) => e.page === page);
    if (!entry) {
      console.error(`${page}: no entry in data/claims (a page id is its path below content/ without .mdx)`);
      process.exitCode = 1;
      continue;
    }
    const count = new Map<string, number>();
    for (const c of entry.claims ?? []) count.set(c.quote, (count.get(c.quote) ?? 0) + 1);
    console.log(`${page} (data/claims/${entry.file}, ${entry.claims?.length ?? 0} claims)`);
    for (const s of sentencesOf(page))
      console.log(`${String(count.get(s.text) ?? "").padStart(2)} ${String(s.line).padStart(4)}  ${s.text}`);
  }
}
