import { describe, expect, it } from "vitest";
import { installVersionProblems, parseUnpublishedInstalls, versionedInstalls, type VersionedInstall } from "./install-versions";

const page = [
  "---",
  "title: T",
  "---",
  "", // 4
  "Run `npm install @medusajs/medusa@1.0.0` in your project.", // prose: not a command
  "",
  "```bash npm2yarn",
  "npm install @medusajs/medusa@1.20.11 @medusajs/types@^1.11.17", // 8
  "```",
  "",
  "```bash",
  "yarn add @medusajs/utils@1.x medusa-react", // 12
  "pnpm add @scope/pkg@~1.2 --save-exact", // 13
  'npm install "typeorm@>=0.3.11 <0.3.23" typeorm@npm:@medusajs/typeorm@0.3.16-next.0', // 14
  "npx create-medusa-app@1.2.9 --seed", // 15
  "npx create-medusa-app@latest", // 16: a dist-tag, the install check's business
  "npx --package=@medusajs/medusa-cli@1.3.23 medusa new", // 17
  "npm run build", // 18
  "# npm install @medusajs/medusa@0.0.1", // 19: a comment
  "```",
  "",
  "- A step:",
  "",
  "  ```bash",
  "  npm i -D @medusajs/admin@7.1.18", // 25
  "  ```",
].join("\n");

describe("versionedInstalls", () => {
  it("finds every spec form written in install commands of code blocks, at its page line", () => {
    expect(versionedInstalls(page, "content/t.mdx").map((i) => `${i.line} ${i.name} ${i.spec}`)).toEqual([
      "8 @medusajs/medusa 1.20.11",
      "8 @medusajs/types ^1.11.17",
      "12 @medusajs/utils 1.x",
      "13 @scope/pkg ~1.2",
      "14 typeorm >=0.3.11 <0.3.23",
      "14 @medusajs/typeorm 0.3.16-next.0",
      "15 create-medusa-app 1.2.9",
      "17 @medusajs/medusa-cli 1.3.23",
      "25 @medusajs/admin 7.1.18",
    ]);
  });
});

describe("installVersionProblems", () => {
  const at = (line: number, name: string, spec: string, file = "content/t.mdx"): VersionedInstall => ({
    file,
    line,
    name,
    spec,
    text: `${name}@${spec}`,
  });
  const registry = new Map([
    ["@medusajs/medusa", ["1.7.0", "1.7.2", "1.20.11", "2.0.0"]],
    ["typeorm", ["0.3.16", "0.3.22"]],
  ]);

  it("fails at file:line on a version or range no published release satisfies, naming the nearest releases", () => {
    const installs = [
      at(3, "@medusajs/medusa", "1.20.11"),
      at(4, "@medusajs/medusa", "1.7.1"),
      at(5, "@medusajs/medusa", "^1.19.0"),
      at(6, "@medusajs/medusa", "~1.8.0"),
      at(7, "typeorm", ">=0.3.11 <0.3.23"),
      at(8, "medusa-gone", "1.0.0"),
    ];
    expect(installVersionProblems(installs, registry, [])).toEqual([
      "content/t.mdx:4: `@medusajs/medusa@1.7.1`: no published release of @medusajs/medusa satisfies 1.7.1 (nearest published: 1.7.0 below, 1.7.2 above)",
      "content/t.mdx:6: `@medusajs/medusa@~1.8.0`: no published release of @medusajs/medusa satisfies ~1.8.0 (nearest published: 1.7.2 below, 1.20.11 above)",
      "content/t.mdx:8: `medusa-gone@1.0.0`: medusa-gone is not on the registry",
    ]);
  });

  it("accepts a listed spec on its page only, and fails when a listed entry is installable or gone from its page", () => {
    const listed = parseUnpublishedInstalls(
      [
        "- file: content/t.mdx",
        '  spec: "@medusajs/medusa@1.7.1"',
        "  why: The page says the registry lacks 1.7.1, under the command.",
        "- file: content/t.mdx",
        '  spec: "@medusajs/medusa@1.20.11"',
        "  why: The page said the registry lacked 1.20.11, under the command.",
        "- file: content/t.mdx",
        '  spec: "@medusajs/medusa@1.7.3"',
        "  why: The page says the registry lacks 1.7.3, under the command.",
      ].join("\n"),
    );
    const installs = [
      at(4, "@medusajs/medusa", "1.7.1"),
      at(5, "@medusajs/medusa", "1.20.11"),
      at(9, "@medusajs/medusa", "1.7.1", "content/u.mdx"),
    ];
    expect(installVersionProblems(installs, registry, listed)).toEqual([
      "content/u.mdx:9: `@medusajs/medusa@1.7.1`: no published release of @medusajs/medusa satisfies 1.7.1 (nearest published: 1.7.0 below, 1.7.2 above)",
      "data/unpublished-install-versions.yaml:4: @medusajs/medusa@1.20.11 (content/t.mdx) is now published: remove the entry and the page's note",
      "data/unpublished-install-versions.yaml:7: @medusajs/medusa@1.7.3 is no longer installed on content/t.mdx: remove the entry",
    ]);
  });
});

describe("parseUnpublishedInstalls", () => {
  it("names the line of an entry without a reason, of a spec that is not written as installed, and of a repeated one", () => {
    const text = [
      "- file: content/a.mdx",
      '  spec: "@medusajs/medusa@1.7.1"',
      "  why: short",
      "- file: content/a.mdx",
      "  spec: 1.7.1",
      "  why: The page says the registry lacks 1.7.1, under the command.",
      "- file: content/a.mdx",
      '  spec: "a@1.0.0"',
      "  why: The page says the registry lacks a 1.0.0, under the command.",
      "- file: content/a.mdx",
      '  spec: "a@1.0.0"',
      "  why: The page says the registry lacks a 1.0.0, under the command.",
    ].join("\n");
    expect(() => parseUnpublishedInstalls(text)).toThrow(
      /unpublished-install-versions\.yaml:1: why: say why[\s\S]*:4: spec: the argument as written[\s\S]*:10: a@1\.0\.0 on content\/a\.mdx is listed twice/,
    );
  });
});
