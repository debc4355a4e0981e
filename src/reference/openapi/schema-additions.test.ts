import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nodeModulesDir, repoRoot } from "../../verify/modules";
import type { JsonObject } from "./types";
import { FindingsError } from "../reviewed-yaml";
import { applySchemaAdditions, readSchemaAdditions } from "./schema-additions";

function fileWith(text: string): string {
  const root = mkdtempSync(join(tmpdir(), "schema-additions-"));
  mkdirSync(join(root, "data"));
  writeFileSync(join(root, "data/api-schema-additions.yaml"), text);
  return root;
}

const ENTRY = `- schema: Thing
  property: parts
  definition:
    type: array
    description: The thing's parts.
    x-expandable: parts
    items: { $ref: "#/components/schemas/Part" }
  explanation: The model has the relation.
  evidence: ["@medusajs/medusa/dist/models/thing.js:12"]
`;

describe("the reviewed schema additions", () => {
  it("adds each property to its schema, and refuses one the schema documents already or a schema that is gone", () => {
    const additions = readSchemaAdditions(fileWith(ENTRY));
    const schemas: Record<string, JsonObject> = { Thing: { type: "object", properties: { id: { type: "string" } } } };
    applySchemaAdditions(schemas, additions);
    expect((schemas.Thing!.properties as Record<string, JsonObject>).parts).toMatchObject({ "x-expandable": "parts" });
    expect(() => applySchemaAdditions(schemas, additions)).toThrow(/:1: Thing documents parts already: remove the entry/);
    expect(() => applySchemaAdditions({}, additions)).toThrow(/:1: the documents have no schema Thing/);
  });

  it("reports a malformed entry with its file and line", () => {
    const noDescription = ENTRY.replace("    description: The thing's parts.\n", "");
    expect(() => readSchemaAdditions(fileWith(noDescription))).toThrow(FindingsError);
    expect(() => readSchemaAdditions(fileWith(noDescription))).toThrow(
      /api-schema-additions.yaml:1: the definition needs a description/,
    );
    expect(() => readSchemaAdditions(fileWith(`${ENTRY}${ENTRY}`))).toThrow(/:10: Thing.parts is added by .*:1 already/);
  });

  it("adds only relations the pinned packages' models declare, at the lines the entries name", () => {
    for (const a of readSchemaAdditions(repoRoot)) {
      const relation = a.definition["x-expandable"];
      if (typeof relation !== "string") continue;
      // The first evidence is the model's relation decorator; its property is named a line or two below.
      const [file, line] = a.evidence[0]!.split(":") as [string, string];
      const lines = readFileSync(join(nodeModulesDir(), file), "utf8").split("\n");
      expect(lines[Number(line) - 1], a.where).toMatch(/typeorm_1\.(OneToMany|ManyToOne|ManyToMany|OneToOne)\)\(/);
      expect(lines.slice(Number(line), Number(line) + 3).join("\n"), a.where).toContain(`"${relation}"`);
    }
  });

  it("adds only columns the pinned packages' models declare, at the lines the entries name", () => {
    // The fourteenth fresh audit: a reservation is answered with line_item_id and external_id, which
    // ReservationItemDTO's @schema block leaves out.
    const columns = readSchemaAdditions(repoRoot).filter((a) => typeof a.definition["x-expandable"] !== "string");
    expect(columns.map((a) => `${a.schema}.${a.property}`)).toEqual(
      expect.arrayContaining(["ReservationItemDTO.line_item_id", "ReservationItemDTO.external_id"]),
    );
    for (const a of columns) {
      // The first evidence is the line that names the model's property, below its Column decorator.
      const [file, line] = a.evidence[0]!.split(":") as [string, string];
      const lines = readFileSync(join(nodeModulesDir(), file), "utf8").split("\n");
      expect(lines[Number(line) - 1], a.where).toContain(`.prototype, "${a.property}"`);
      expect(lines.slice(Number(line) - 4, Number(line)).join("\n"), a.where).toMatch(/typeorm_1\.Column\)\(/);
    }
  });
});
