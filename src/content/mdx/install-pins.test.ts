import { describe, expect, it } from "vitest";
import type { DiagnosticError } from "../../diagnostics";
import { pageDiagnostics } from "../../testing/compile";
import { parseUnpinnedPackages, type UnpinnedPackage } from "../unpinned-packages";
import { installedPackages } from "./install-commands";
import { specReaches } from "./version-range";

/** Diagnostics of a page about installs (the real data/unpinned-packages.yaml applies). */
async function problems(body: string) {
  return (await pageDiagnostics(body)).filter((d) => /install|version|Medusa 2/.test(d.message));
}

describe("installedPackages", () => {
  const names = (script: string) => installedPackages(script).map((p) => `${p.name}@${p.spec ?? "-"}`);

  it("reads npm, yarn, pnpm and bun installs, with their versions", () => {
    expect(names("npm install @medusajs/medusa@1.20.11 medusa-react")).toEqual(["@medusajs/medusa@1.20.11", "medusa-react@-"]);
    expect(names("npm i -D @medusajs/types@^1.11.17")).toEqual(["@medusajs/types@^1.11.17"]);
    expect(names("yarn add @medusajs/ui\nyarn global add @medusajs/medusa-cli")).toEqual([
      "@medusajs/ui@-",
      "@medusajs/medusa-cli@-",
    ]);
    expect(names("pnpm add @medusajs/icons@1.2.2 --save-exact")).toEqual(["@medusajs/icons@1.2.2"]);
    expect(names("bun add @medusajs/utils")).toEqual(["@medusajs/utils@-"]);
  });

  it("reads what npx, dlx and create run", () => {
    expect(names("npx create-medusa-app@latest")).toEqual(["create-medusa-app@latest"]);
    expect(names("npx -y create-medusa-app --seed")).toEqual(["create-medusa-app@-"]);
    expect(names("npx --package=@medusajs/medusa-cli@1.3.23 medusa new")).toEqual(["@medusajs/medusa-cli@1.3.23"]);
    expect(names("npm create medusa-app@1.2.9")).toEqual(["create-medusa-app@1.2.9"]);
    expect(names("yarn create medusa-app")).toEqual(["create-medusa-app@-"]);
    expect(names("pnpm create @medusajs/app")).toEqual(["@medusajs/create-app@-"]);
    expect(names("pnpm dlx create-medusa-app")).toEqual(["create-medusa-app@-"]);
  });

  it("finds commands after prompts, sudo, RUN, variables, && and continued lines", () => {
    const script = [
      "$ cd my-store && npm install \\",
      "    @medusajs/event-bus-redis",
      "RUN npm install @medusajs/cache-redis",
      "CI=1 sudo npm install -g @medusajs/medusa-cli; npm i @medusajs/utils > install.log",
    ].join("\n");
    expect(installedPackages(script).map((p) => [p.name, p.line, p.column])).toEqual([
      ["@medusajs/event-bus-redis", 1, 4],
      ["@medusajs/cache-redis", 2, 16],
      ["@medusajs/medusa-cli", 3, 25],
      ["@medusajs/utils", 3, 53],
    ]);
  });

  it("reads the package behind an npm alias and keeps a quoted range whole", () => {
    expect(names('npm install "typeorm@>=0.3.11 <0.3.23" typeorm@npm:@medusajs/typeorm@0.3.16-next.0')).toEqual([
      "typeorm@>=0.3.11 <0.3.23",
      "@medusajs/typeorm@0.3.16-next.0",
    ]);
  });

  it("ignores what is not an install: other npm commands, code, comments, folders, repositories", () => {
    const script = [
      "npm run build",
      "npx medusa develop",
      "npm install",
      "npm install ../medusa-plugin-x ./local.tgz",
      "# npm install @medusajs/medusa",
      'import { Product } from "@medusajs/medusa"',
      "echo npm install @medusajs/medusa",
      "npx @medusajs/medusa-cli@1.3.23 new my-store medusajs/medusa-starter-default#v1",
    ].join("\n");
    expect(names(script)).toEqual(["medusa@-", "@medusajs/medusa-cli@1.3.23"]);
  });
});

describe("specReaches", () => {
  it.each([
    ["1.20.11", "below"],
    ["^1.9.2", "below"],
    ["~1.8.0", "below"],
    ["1.x", "below"],
    ["1", "below"],
    ["<2.0.0", "below"],
    ["<=1.99.0", "below"],
    [">=1.17.0 <2", "below"],
    ["1.0.0 - 1.20.11", "below"],
    ["^0.5.8", "below"],
    ["^1.0.0 || ^2.0.0", "reaches"],
    ["2.0.0", "reaches"],
    ["^2.0.0", "reaches"],
    ["<=2.0.0", "reaches"],
    [">=1.0.0", "reaches"],
    ["*", "reaches"],
    ["x", "reaches"],
    ["latest", "not-a-version"],
    ["next", "not-a-version"],
    ["github:medusajs/medusa", "not-a-version"],
  ])("%s against 2.0.0 is %s", (spec, kind) => {
    expect(specReaches(spec, "2.0.0").kind).toBe(kind);
  });

  it("holds a package whose Medusa 2 line starts later to its own bound", () => {
    expect(specReaches("^3.0.1", "4.0.0").kind).toBe("below");
    expect(specReaches("3.x || 4.x", "4.0.0").kind).toBe("reaches");
  });
});

describe("the install check in a page", () => {
  it("fails on a listed package without a version, at the command's line and column, with the release to pin", async () => {
    const found = await problems("Install it:\n\n```bash npm2yarn\nnpm install @medusajs/event-bus-redis\n```\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: "content/t.mdx", line: 9, column: 13 });
    expect(found[0]!.message).toContain("`@medusajs/event-bus-redis` has no version");
    expect(found[0]!.hint).toContain("@medusajs/event-bus-redis@1.8.14");
  });

  it("fails on a dist-tag and on a range that reaches the Medusa 2 line, in any language and inside lists", async () => {
    const found = await problems(
      "1. Install:\n\n   ```sh\n   yarn add @medusajs/medusa@latest\n   ```\n\n2. Then:\n\n   ```dockerfile\n   RUN npm i @medusajs/utils@>=1\n   ```\n",
    );
    expect(found.map((d) => [d.line, d.column])).toEqual([
      [9, 13],
      [15, 14],
    ]);
    expect(found[0]!.message).toContain('names no version or range ("latest")');
    expect(found[1]!.message).toContain("allows @medusajs/utils@2.0.0 or later");
  });

  it("lets npx run the project's own copy of a package every project has, but not install it unpinned", async () => {
    const body = "```bash\nnpx typeorm migration:generate -d datasource.js src/migrations/X\nnpm install typeorm\n```\n";
    const found = await problems(body);
    expect(found.map((d) => d.line)).toEqual([8]);
    expect(found[0]!.hint).toContain("typeorm@0.3.22");
    // dlx always downloads, so it must pin even such a package.
    expect(await problems("```bash\npnpm dlx typeorm migration:run\n```\n")).toHaveLength(1);
  });

  it("names what to use when no 1.x release can be pinned", async () => {
    const found = await problems("```bash\nnpx create-medusa-app\n```\n");
    expect(found[0]!.hint).toContain("use instead: npx @medusajs/medusa-cli@1.3.23 new");
  });

  it("accepts pinned versions and ranges below the Medusa 2 line", async () => {
    const body = [
      "```bash npm2yarn",
      "npm install @medusajs/medusa@1.20.11 @medusajs/cache-redis@^1.9.2 @medusajs/ui@3.0.1",
      "npm install --save-dev @medusajs/types@1.x",
      "```",
      "",
    ].join("\n");
    expect(await problems(body)).toEqual([]);
  });

  it("leaves unlisted packages, prose and code alone", async () => {
    const body = [
      "Run `npm install @medusajs/medusa` and you get Medusa 2.",
      "",
      "```bash npm2yarn",
      "npm install medusa-react dotenv",
      "npx medusa develop",
      "```",
      "",
      "```ts",
      'import { ProductService } from "@medusajs/medusa"',
      "```",
      "",
    ].join("\n");
    expect(await problems(body)).toEqual([]);
  });
});

describe("data/unpinned-packages.yaml", () => {
  const entry = [
    '- package: "@x/y"',
    "  latest: 2.1.0",
    "  checked: 2026-11-24",
    "  how: peer dependency",
    "  why: 2.1.0 declares a Medusa 2 peer.",
    "  incompatible_from: 2.0.0",
  ].join("\n");

  it("reads entries with a pin or with what to use instead", () => {
    const list: UnpinnedPackage[] = parseUnpinnedPackages(`${entry}\n  pin: 1.0.0\n`);
    expect(list).toEqual([
      expect.objectContaining({ package: "@x/y", incompatibleFrom: "2.0.0", pin: "1.0.0", projectDependency: false }),
    ]);
  });

  it("reports a bad entry at its line", () => {
    const fail = (text: string) => {
      try {
        parseUnpinnedPackages(text);
      } catch (e) {
        return (e as DiagnosticError).diagnostics.map((d) => [d.line, d.message]);
      }
      throw new Error("expected an error");
    };
    expect(fail(`${entry}\n`)).toEqual([[1, expect.stringContaining("give either pin")]]);
    expect(fail(`${entry}\n  pin: latest\n`)).toEqual([[7, expect.stringContaining("pin: an exact version")]]);
    expect(fail(`${entry}\n  pin: 2.0.1\n`)).toEqual([[1, expect.stringContaining("not below incompatible_from")]]);
    expect(fail(`${entry}\n  pin: 1.0.0\n  pinned: 1.0.0\n`)).toEqual([[1, expect.stringContaining("pinned")]]);
    expect(fail(`${entry}\n  pin: 1.0.0\n${entry}\n  pin: 1.0.0\n`)).toEqual([[8, "@x/y is listed twice"]]);
  });
});
