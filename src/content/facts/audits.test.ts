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

type Finding = { severity: string };
type Counts = { severe: number; medium: number; minor: number };
type Record = {
  summary?: { wrong?: number; minor?: number; before_fixes?: Partial<Counts> };
  pages?: { findings?: Finding[] }[];
  operations?: { findings?: Finding[] }[];
};

/** Each record parsed once: the YAML check reads its errors, the count checks its data. */
const parsed = files.map((file) => [file, parseDocument(readFileSync(join(dir, file), "utf8"), { prettyErrors: true })] as const);

describe("data/audits", () => {
  it("has records", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(parsed)("%s parses as YAML", (file, doc) => {
    expect(doc.errors.map((e) => `${file}: ${e.message}`)).toEqual([]);
  });

  const records = parsed.map(([file, doc]) => [file, doc.errors.length ? {} : (doc.toJS() as Record)] as const);
  const count = (findings: Finding[], severity: string) => findings.filter((f) => f.severity === severity).length;

  // Every guide audit (a summary with `wrong`, and pages) counts the findings its pages list.
  const guideAudits = records.filter(([, r]) => typeof r.summary?.wrong === "number" && Array.isArray(r.pages));
  it("finds the guide audits", () => {
    expect(guideAudits.length).toBeGreaterThan(90);
  });
  it.each(guideAudits)("%s: summary counts its pages' findings", (_file, record) => {
    const all = record.pages!.flatMap((p) => p.findings ?? []);
    expect({ wrong: record.summary!.wrong, minor: record.summary!.minor }).toEqual({
      wrong: count(all, "wrong"),
      minor: count(all, "minor"),
    });
  });

  // Every REST audit (operations read) counts, before its fixes, the findings its operations list.
  const restAudits = records.filter(([, r]) => r.summary?.before_fixes && Array.isArray(r.operations));
  it("finds the REST audits", () => {
    expect(restAudits.length).toBeGreaterThan(15);
  });
  it.each(restAudits)("%s: summary counts its operations' findings", (_file, record) => {
    const all = record.operations!.flatMap((o) => o.findings ?? []);
    const before = record.summary!.before_fixes!;
    expect({ severe: before.severe ?? 0, medium: before.medium ?? 0, minor: before.minor ?? 0 }).toEqual({
      severe: count(all, "severe"),
      medium: count(all, "medium"),
      minor: count(all, "minor"),
    });
  });
});
