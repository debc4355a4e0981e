import { describe, expect, it } from "vitest";
import { readModelFile } from "./relations";

/** A compiled model as TypeScript emits it, trimmed to what the reader looks at. */
const MODEL = `
var Category = /** @class */ (function () {
    var Category_1;
    __decorate([
        (0, typeorm_1.TreeParent)(),
        (0, typeorm_1.JoinColumn)({ name: "parent_id" }),
        __metadata("design:type", Object)
    ], Category.prototype, "parent", void 0);
    __decorate([
        (0, typeorm_1.TreeChildren)({ cascade: true }),
        __metadata("design:type", Array)
    ], Category.prototype, "children", void 0);
    __decorate([
        (0, typeorm_1.ManyToOne)(function () { return Category_1; }),
        (0, typeorm_1.JoinColumn)({ name: "twin_id" }),
        __metadata("design:type", Object)
    ], Category.prototype, "twin", void 0);
    __decorate([
        (0, feature_flag_decorators_1.FeatureFlagDecorators)([utils_1.MedusaV2Flag.key, "sales_channels"], [
            (0, typeorm_1.ManyToMany)(function () { return _1.Product; }, function (p) { return p.categories; }),
            (0, typeorm_1.JoinTable)({
                name: Category_1.joinTable,
                joinColumn: { name: "category_id", referencedColumnName: "id" },
                inverseJoinColumn: { name: "product_id", referencedColumnName: "id" },
            }),
        ]),
        __metadata("design:type", Array)
    ], Category.prototype, "products", void 0);
    __decorate([
        (0, typeorm_1.Column)(),
        __metadata("design:type", String)
    ], Category.prototype, "name", void 0);
    Category.joinTable = "category_product";
    Category = Category_1 = __decorate([
        (0, typeorm_1.Entity)()
    ], Category);
    return Category;
}(base_1.BaseEntity));
var NotAnEntity = /** @class */ (function () {
    __decorate([
        (0, typeorm_1.OneToMany)(function () { return Category; }, function (c) { return c.twin; }),
        __metadata("design:type", Array)
    ], NotAnEntity.prototype, "categories", void 0);
    return NotAnEntity;
}());
`;

describe("relations read from compiled models", () => {
  it("reads each relation decorator of an entity, with its key, inverse and feature flags", () => {
    const { entities, problems } = readModelFile(MODEL, "dist/models/category.js", new Map([["MedusaV2Flag", "medusa_v2"]]));
    expect(problems).toEqual([]);
    expect(entities).toEqual([
      {
        name: "Category",
        file: "dist/models/category.js",
        relations: [
          { property: "parent", kind: "many-to-one", target: "Category", line: 4, joinColumn: "parent_id", inverse: "children" },
          { property: "children", kind: "one-to-many", target: "Category", line: 9, inverse: "parent" },
          { property: "twin", kind: "many-to-one", target: "Category", line: 13, joinColumn: "twin_id" },
          {
            property: "products",
            kind: "many-to-many",
            target: "Product",
            inverse: "categories",
            line: 18,
            featureFlags: ["medusa_v2", "sales_channels"],
            joinTable: { name: "category_product", joinColumn: "category_id", inverseJoinColumn: "product_id" },
          },
        ],
      },
    ]);
  });

  it("reports a relation it cannot read at its line", () => {
    const broken = `__decorate([
        (0, typeorm_1.ManyToOne)(someFactory),
    ], Thing.prototype, "other", void 0);
    Thing = __decorate([(0, typeorm_1.Entity)()], Thing);`;
    expect(readModelFile(broken, "dist/models/thing.js").problems).toEqual([
      {
        pkg: "@medusajs/medusa",
        file: "dist/models/thing.js",
        line: 1,
        message: '@ManyToOne on "other": its first argument does not return an entity class',
      },
    ]);
  });
});
