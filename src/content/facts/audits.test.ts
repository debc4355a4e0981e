/**
 * The audit records (data/audits/*.yaml) are reviewed data that later audits and the closing notes read by
 * their counts: each must parse as YAML, and a guide audit's summary must count the findings it lists.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";

const dir = join(import.meta.dirname, "../../../data/audits");
const files = readdirSync(dir).filter((f) => f.endsWith(".yaml"));

describe("data/audits", () => {
  it("has records", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)("%s parses as YAML", (file) => {
    const doc = parseDocument(readFileSync(join(dir, file), "utf8"), { prettyErrors: true });
    expect(doc.errors.map((e) => `${file}: ${e.message}`)).toEqual([]);
  });

  // The fresh guide audits since the seventeenth (records nineteenth onwards) count their findings exactly.
  const fresh = files.filter((f) =>
    /^2026-11-29-(nineteenth|twentieth|twentyfirst|twentysecond|twentyfourth)-[a-d]\.yaml$/.test(f),
  );
  it.each(fresh)("%s: summary counts its pages' findings", (file) => {
    const record = parseDocument(readFileSync(join(dir, file), "utf8")).toJS() as {
      summary: { wrong: number; minor: number };
      pages: { findings?: { severity: string }[] }[];
    };
    const all = record.pages.flatMap((p) => p.findings ?? []);
    expect({ wrong: record.summary.wrong, minor: record.summary.minor }).toEqual({
      wrong: all.filter((f) => f.severity === "wrong").length,
      minor: all.filter((f) => f.severity === "minor").length,
    });
  });
});
