import { describe, expect, it } from "vitest";
import { DiagnosticError } from "../diagnostics";
import { parseFrontMatter } from "./frontmatter";

const page = (fm: string, body = "Body.") => `---\n${fm}\n---\n\n${body}\n`;

function errorOf(source: string): DiagnosticError {
  try {
    parseFrontMatter(source, "content/a.mdx");
  } catch (e) {
    expect(e).toBeInstanceOf(DiagnosticError);
    return e as DiagnosticError;
  }
  throw new Error("expected an error");
}

describe("parseFrontMatter", () => {
  it("reads a valid block and where the body starts", () => {
    const { frontMatter, bodyLine } = parseFrontMatter(
      page("title: Orders\ndescription: How orders work.\nhide_toc: true"),
      "a.mdx",
    );
    expect(frontMatter).toEqual({ title: "Orders", description: "How orders work.", hide_toc: true });
    expect(bodyLine).toBe(6);
  });

  it("accepts every documented key", () => {
    const fm = [
      "title: T",
      "description: D",
      "sidebar_label: Short",
      "slug: /custom/path",
      "badge: Beta",
      "hide_toc: false",
      "sidebar: false",
      "keywords: [a, b]",
    ].join("\n");
    expect(parseFrontMatter(page(fm), "a.mdx").frontMatter.slug).toBe("/custom/path");
  });

  it("names the file and line 1 when the block is missing", () => {
    const e = errorOf("# Hello\n");
    expect(e.message).toMatch(/^content\/a\.mdx:1: missing front matter/);
  });

  it("reports an unclosed block", () => {
    expect(errorOf("---\ntitle: x\n").message).toContain('not closed by a "---" line');
  });

  it("reports YAML syntax errors at their line", () => {
    const e = errorOf(page("title: T\ndescription: [unclosed"));
    expect(e.diagnostics[0]!.line).toBe(3);
    expect(e.message).toContain("not valid YAML");
  });

  it("reports a wrong type at the line of the key, with what was expected", () => {
    const e = errorOf(page("title: T\ndescription: D\nhide_toc: yes please"));
    expect(e.diagnostics[0]!.line).toBe(4);
    expect(e.message).toMatch(/"hide_toc": .*expected boolean/);
  });

  it("reports unknown keys (typos) at their line, listing the allowed keys", () => {
    const e = errorOf(page("title: T\ndescription: D\nsidebar_lable: Oops"));
    expect(e.diagnostics[0]!.line).toBe(4);
    expect(e.message).toContain('"sidebar_lable": unknown key');
    expect(e.message).toContain("sidebar_label");
  });

  it("reports a missing required key", () => {
    const e = errorOf(page("title: T"));
    expect(e.message).toContain('"description": required');
  });

  it("rejects a badge outside the known set and a malformed slug", () => {
    expect(errorOf(page("title: T\ndescription: D\nbadge: Hot")).diagnostics[0]!.line).toBe(4);
    expect(errorOf(page("title: T\ndescription: D\nslug: Not/Absolute")).message).toContain("slug");
  });

  it("allows sidebar: false only", () => {
    expect(errorOf(page("title: T\ndescription: D\nsidebar: true")).message).toContain('"sidebar"');
  });
});
