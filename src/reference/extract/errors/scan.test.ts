import { describe, expect, it } from "vitest";
import { callArguments, splitTopLevel } from "./js-text";
import { messageTemplates, variableLabel } from "./message";
import { scanFile } from "./scan";
import { CallGraph, fnId } from "./graph";
import { operationEntryPoints } from "./routes";
import { readErrorHandler, readFormatterCases } from "./handler";

describe("reading compiled JavaScript", () => {
  it("finds a call's arguments past strings, templates, regular expressions and nested brackets", () => {
    const text = `f("a, (b", x.replace(/[(),]/g, ""), \`t \${g(1, 2)}\`, [1, 2], { a: 1, b: 2 })`;
    const { args, end } = callArguments(text, 1);
    expect(args).toEqual(['"a, (b"', 'x.replace(/[(),]/g, "")', "`t ${g(1, 2)}`", "[1, 2]", "{ a: 1, b: 2 }"]);
    expect(end).toBe(text.length - 1);
    expect(splitTopLevel('a + "b + c" + f(d + e)', "+")).toEqual(["a", '"b + c"', "f(d + e)"]);
  });

  it("reads the messages a compiled expression can produce, with their values", () => {
    expect(messageTemplates('"Cart with ".concat(cartId, " was not found")')).toEqual([
      ["Cart with ", { variable: "cartId" }, " was not found"],
    ]);
    expect(messageTemplates('"\\"".concat(a, "\\" is ").concat(b.c)')).toEqual([
      ['"', { variable: "a" }, '" is ', { variable: "b.c" }],
    ]);
    expect(messageTemplates('`Unable to find ${name} in ${list.join(", ")}`')).toEqual([
      ["Unable to find ", { variable: "name" }, " in ", { variable: "list" }],
    ]);
    expect(messageTemplates('x ? "A is wrong" : "B is " + y')).toEqual([["A is wrong"], ["B is ", { variable: "y" }]]);
    expect(messageTemplates("message")).toEqual([[{ variable: "message" }]]);
    expect(messageTemplates('error || "Authentication failed"')).toEqual([[{ variable: "error" }], ["Authentication failed"]]);
    expect(messageTemplates('JSON.stringify({ message: "".concat(p, " must be one of: "), details: d })')).toEqual([
      ['{"message":"', { variable: "p" }, ' must be one of: ","details":', { variable: "details" }, "}"],
    ]);
    expect(variableLabel("(_a = err) === null || _a === void 0 ? void 0 : err.table.charAt(0).toUpperCase()")).toBe("err.table");
    expect(messageTemplates('"".concat(t.charAt(0).toUpperCase()).concat(t.slice(1), " is missing")')).toEqual([
      [{ variable: "t" }, " is missing"],
    ]);
    expect(variableLabel("(0, utils_1.upperCaseFirst)(entity)")).toBe("upperCaseFirst(entity)");
  });
});

const ES5 = `"use strict";
var utils_1 = require("@medusajs/utils");
var interfaces_1 = require("../interfaces");
var CartService = /** @class */ (function (_super) {
    __extends(CartService, _super);
    function CartService(_a) {
        var regionService = _a.regionService, cartRepository = _a.cartRepository;
        var _this = _super.call(this, arguments[0]) || this;
        _this.regionService_ = regionService;
        _this.cartRepository_ = cartRepository;
        _this.cache_ = new Map();
        return _this;
    }
    CartService.prototype.retrieve = function (cartId) {
        var _this = this;
        return this.atomicPhase_(function (m) {
            if (!cartId) {
                throw new utils_1.MedusaError(utils_1.MedusaError.Types.NOT_FOUND, "Cart with ".concat(cartId, " was not found"));
            }
            return _this.regionService_.withTransaction(m).retrieve(cartId);
        });
    };
    CartService.prototype.update = function (id) {
        this.cartRepository_.save(id);
        this.cache_.set(id, 1);
        return helper(id);
    };
    return CartService;
}(interfaces_1.TransactionBaseService));
function helper(x) {
    throw new utils_1.MedusaError(utils_1.MedusaError.Types.NOT_ALLOWED, "Helper refused", utils_1.MedusaError.Codes.INSUFFICIENT_INVENTORY);
}
exports.default = CartService;
`;

const BASE = `"use strict";
var TransactionBaseService = /** @class */ (function () {
    function TransactionBaseService(c) {
        this.manager_ = c.manager;
    }
    TransactionBaseService.prototype.atomicPhase_ = function (work) {
        return work(this.manager_);
    };
    return TransactionBaseService;
}());
exports.TransactionBaseService = TransactionBaseService;
`;

const ES2017 = `"use strict";
class RegionService {
    constructor({ manager, taxService: tax }) {
        this.manager_ = manager;
        this.tax_ = tax;
    }
    async retrieve(id) {
        if (!id) {
            throw new utils_1.MedusaError(utils_1.MedusaError.Types.INVALID_DATA, \`Region \${id} is missing\`);
        }
        return this.tax_.compute(id);
    }
    async delete(id) {}
}
exports.default = RegionService;
`;

const ROUTE = `"use strict";
var utils_1 = require("../../utils");
exports.default = (function (req, res) { return __awaiter(void 0, void 0, void 0, function () {
    var cartService;
    return __generator(this, function (_a) {
        cartService = req.scope.resolve("cartService");
        return [2, cartService.retrieve(req.params.id)];
    });
}); });
`;

describe("scanning a compiled file", () => {
  it("reads ES5 classes: methods by their lines, constructor dependencies, calls and throws", () => {
    const f = scanFile(ES5);
    expect(f.imports).toEqual({ utils_1: "@medusajs/utils", interfaces_1: "../interfaces" });
    expect(f.classes).toEqual([
      expect.objectContaining({
        name: "CartService",
        extends: "interfaces_1.TransactionBaseService",
        props: { regionService_: "regionService", cartRepository_: "cartRepository" },
      }),
    ]);
    expect(f.functions.map((fn) => fn.name)).toEqual([
      "CartService.constructor",
      "CartService.retrieve",
      "CartService.update",
      "helper",
    ]);
    const retrieve = f.functions.find((fn) => fn.name === "CartService.retrieve")!;
    expect(retrieve.calls).toEqual([
      { kind: "self", method: "atomicPhase_", line: 16 },
      { kind: "prop", prop: "regionService_", method: "retrieve", line: 20 },
    ]);
    expect(f.functions.find((fn) => fn.name === "CartService.update")!.calls).toContainEqual({
      kind: "local",
      name: "helper",
      line: 26,
    });
    expect(f.throws).toEqual([
      {
        line: 18,
        fn: "CartService.retrieve",
        typeKey: "NOT_FOUND",
        code: undefined,
        messages: [["Cart with ", { variable: "cartId" }, " was not found"]],
      },
      { line: 31, fn: "helper", typeKey: "NOT_ALLOWED", code: "INSUFFICIENT_INVENTORY", messages: [["Helper refused"]] },
    ]);
    expect(f.reexports.default).toBe("CartService");
  });

  it("reads ES2017 classes, with methods named like keywords and renamed constructor parameters", () => {
    const f = scanFile(ES2017);
    expect(f.functions.map((fn) => fn.name)).toEqual([
      "RegionService.constructor",
      "RegionService.retrieve",
      "RegionService.delete",
    ]);
    expect(f.classes[0]!.props).toEqual({ manager_: "manager", tax_: "taxService" });
    expect(f.throws[0]).toMatchObject({
      fn: "RegionService.retrieve",
      messages: [["Region ", { variable: "id" }, " is missing"]],
    });
  });
});

describe("the call graph", () => {
  const files = [
    { pkg: "p", file: "dist/services/cart.js", scanned: scanFile(ES5) },
    { pkg: "p", file: "dist/services/region.js", scanned: scanFile(ES2017) },
    { pkg: "p", file: "dist/interfaces/index.js", scanned: scanFile('__exportStar(require("./base"), exports);\n') },
    { pkg: "p", file: "dist/interfaces/base.js", scanned: scanFile(BASE) },
    { pkg: "p", file: "dist/api/routes/store/carts/get.js", scanned: scanFile(ROUTE) },
  ];
  const graph = new CallGraph(files, { p: "dist/index.js" });

  it("follows a route through the service it resolves, the dependencies it stored and the class it extends", () => {
    const reached = graph.reachable([fnId(files[4]!, "default")]);
    expect([...reached].sort()).toEqual(
      [
        "p:dist/api/routes/store/carts/get.js#default",
        "p:dist/services/cart.js#CartService.retrieve",
        "p:dist/interfaces/base.js#TransactionBaseService.atomicPhase_",
        "p:dist/services/region.js#RegionService.retrieve",
      ].sort(),
    );
  });

  it("counts calls that leave the scanned code by why, and reports those it cannot place", () => {
    expect(graph.outside.get("on a repository (TypeORM's methods, or queries of its own)")).toBe(1);
    expect(graph.outside.get("on a value the class stores itself (an object it made, a function it was given)")).toBe(1);
    expect(graph.unresolved).toEqual([
      {
        caller: "RegionService.retrieve (p dist/services/region.js:11)",
        call: "this.tax_.compute()",
        reason: "nothing in the scanned packages registers taxService",
      },
    ]);
  });
});

describe("the call graph, with a method passed as a value", () => {
  // As ReturnService.create passes this.validateReturnLineItem to getFulfillmentItems, which calls it
  // for each item (@medusajs/medusa dist/services/return.js:502, 717).
  const RETURNS = `"use strict";
class ReturnService {
    constructor({ manager }) {
        this.manager_ = manager;
    }
    async create(order, items) {
        return this.getFulfillmentItems(order, items, this.validateReturnLineItem, this.manager_);
    }
    getFulfillmentItems(order, items, transformer) {
        return items.map((i) => transformer(i));
    }
    validateReturnLineItem(item) {
        throw new utils_1.MedusaError(utils_1.MedusaError.Types.NOT_ALLOWED, "Cannot return more items than have been purchased");
    }
}
exports.default = ReturnService;
`;
  const file = { pkg: "p", file: "dist/services/return.js", scanned: scanFile(RETURNS) };
  const graph = new CallGraph([file], { p: "dist/index.js" });

  it("reaches the method from the function that passes it, and counts nothing for a stored value", () => {
    const create = file.scanned.functions.find((fn) => fn.name === "ReturnService.create")!;
    expect(create.calls.filter((c) => c.kind === "passed").map((c) => (c as { method: string }).method)).toEqual([
      "validateReturnLineItem",
      "manager_",
    ]);
    expect([...graph.reachable([fnId(file, "ReturnService.create")])].sort()).toEqual([
      "p:dist/services/return.js#ReturnService.create",
      "p:dist/services/return.js#ReturnService.getFulfillmentItems",
      "p:dist/services/return.js#ReturnService.validateReturnLineItem",
    ]);
    expect(graph.unresolved).toEqual([]);
    expect([...graph.outside.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe("a REST operation's entry points", () => {
  // A router with a route of its own and one of a router it mounts behind a middleware named as is,
  // as admin/discounts/index.js mounts its condition routes behind doesConditionBelongToDiscount.
  const INDEX = `var express_1 = require("express");
var middlewares_1 = require("../../../middlewares");
var route = (0, express_1.Router)();
exports.default = (function (app) {
    app.use("/things", route);
    route.delete("/:id/parts/:part_id", middlewares_1.default.wrap(require("./delete-part").default));
    var partRouter = (0, express_1.Router)({ mergeParams: true });
    route.use("/:id/parts/:part_id", middlewares_1.partBelongsToThing, partRouter);
    partRouter.get("/", (0, middlewares_1.transformQuery)(get_part_1.Params, {}), middlewares_1.default.wrap(require("./get-part").default));
    route.get("/:id/parts/:part_id/label", middlewares_1.default.wrap(require("./get-label").default));
    return app;
});
`;
  const MIDDLEWARES = `exports.partBelongsToThing = exports.transformQuery = void 0;
function partBelongsToThing(req, res, next) {
    next();
}
exports.partBelongsToThing = partBelongsToThing;
function transformQuery(plainToClass, config) {
    return function (req, res, next) { next(); };
}
exports.transformQuery = transformQuery;
`;
  const handler = (name: string) => ({
    pkg: "p",
    file: `dist/api/routes/admin/things/${name}.js`,
    scanned: scanFile("exports.default = function (req, res) {\n    res.sendStatus(200);\n};\n"),
  });
  const files = [
    { pkg: "p", file: "dist/api/routes/admin/things/index.js", scanned: scanFile(INDEX) },
    { pkg: "p", file: "dist/api/middlewares/index.js", scanned: scanFile(MIDDLEWARES) },
    handler("get-part"),
    handler("delete-part"),
    handler("get-label"),
  ];
  const graph = new CallGraph(files, { p: "dist/index.js" });
  const texts = new Map([
    ["p:dist/api/routes/admin/things/index.js", INDEX],
    ["p:dist/api/middlewares/index.js", MIDDLEWARES],
  ]);
  const entries = (name: string) =>
    operationEntryPoints(graph, { pkg: "p", file: `dist/api/routes/admin/things/${name}.js` }, texts).sort();

  it("follow a route of a mounted router through the mount's middlewares and its own", () => {
    expect(entries("get-part")).toEqual(
      [
        "p:dist/api/routes/admin/things/get-part.js#default",
        "p:dist/api/middlewares/index.js#partBelongsToThing",
        "p:dist/api/middlewares/index.js#transformQuery",
      ].sort(),
    );
  });

  it("take a use's middlewares only for the routes registered after it, as Express runs them", () => {
    expect(entries("get-label")).toEqual(
      ["p:dist/api/middlewares/index.js#partBelongsToThing", "p:dist/api/routes/admin/things/get-label.js#default"].sort(),
    );
    expect(entries("delete-part")).toEqual(["p:dist/api/routes/admin/things/delete-part.js#default"]);
  });
});

describe("the error handler", () => {
  const TYPES = { NOT_FOUND: "not_found", CONFLICT: "conflict", INVALID_DATA: "invalid_data" };
  const HANDLER = `var medusa_core_utils_1 = require("medusa-core-utils");
var NAMED = "NamedError";
var STATE = "invalid_state_error";
exports.default = (function () {
    return function (err, req, res, next) {
        var statusCode = 500;
        switch (errorType) {
            case NAMED:
            case medusa_core_utils_1.MedusaError.Types.CONFLICT:
                statusCode = 409;
                errObj.code = STATE;
                errObj.message =
                    "Try again.";
                break;
            case medusa_core_utils_1.MedusaError.Types.NOT_FOUND:
                statusCode = 404;
                break;
            case medusa_core_utils_1.MedusaError.Types.INVALID_DATA:
                break;
            default:
                errObj.code = "unknown_error";
                errObj.message = "An unknown error occurred.";
                break;
        }
        res.status(statusCode).json(errObj);
    };
});`;

  it("reads what each case sends, and what the default sends", () => {
    const facts = readErrorHandler(HANDLER, "h.js", TYPES);
    expect(facts.rules).toEqual([
      { matches: ["NamedError", "conflict"], status: 409, code: "invalid_state_error", message: "Try again." },
      { matches: ["not_found"], status: 404 },
      { matches: ["invalid_data"], status: 500 },
    ]);
    expect(facts.fallback).toEqual({ matches: [], status: 500, code: "unknown_error", message: "An unknown error occurred." });
  });

  it("fails loudly on a handler it cannot read", () => {
    expect(() => readErrorHandler(HANDLER.replace("break;", "doSomething();"), "h.js", TYPES)).toThrow(
      /h\.js: a statement it cannot read: doSomething\(\);/,
    );
  });

  it("reads the PostgreSQL codes the exception formatter converts", () => {
    const text = `(function (PostgresError) {\n    PostgresError["DUPLICATE_ERROR"] = "23505";\n})(PostgresError);\nswitch (err.code) {\n    case PostgresError.DUPLICATE_ERROR:\n}`;
    expect(readFormatterCases(text)).toEqual([{ line: 5, name: "DUPLICATE_ERROR", pgCode: "23505" }]);
  });
});

describe("a try whose catch keeps the error", () => {
  // The shapes of store/auth/exists.js (an ES5 generator's try), of the idempotent routes (the
  // error kept and thrown after the catch) and of a written try / catch.
  const ROUTE = `var things_1 = require("./things");
exports.default = (function (req, res) { return __awaiter(void 0, void 0, void 0, function () {
    var thingService, err_1, err, e_1;
    return __generator(this, function (_a) {
        switch (_a.label) {
            case 0:
                _a.trys.push([0, 2, , 3]);
                thingService = req.scope.resolve("thingService");
                return [4 /*yield*/, thingService.retrieve(req.params.id)];
            case 1:
                _a.sent();
                return [3 /*break*/, 3];
            case 2:
                err_1 = _a.sent();
                res.status(200).json({ exists: false });
                return [3 /*break*/, 3];
            case 3:
                _a.trys.push([3, 5, , 6]);
                return [4 /*yield*/, (0, things_1.check)(req.body)];
            case 4:
                _a.sent();
                return [3 /*break*/, 6];
            case 5:
                e_1 = _a.sent();
                err = e_1;
                return [3 /*break*/, 6];
            case 6:
                if (err) {
                    throw err;
                }
                return [2 /*return*/];
        }
    });
}); });
`;
  const SERVICE = `class ThingService {
    remove(id) {
        try {
            this.check(id);
            throw new utils_1.MedusaError(utils_1.MedusaError.Types.NOT_FOUND, "Thing was not found");
        }
        catch (e) {
            return;
        }
    }
    removeLoudly(id) {
        try {
            this.check(id);
        }
        catch (e) {
            this.report(e);
        }
    }
    removeLogged(id) {
        try {
            this.check(id);
        }
        catch (e) {
            this.logger_.warn(e);
        }
    }
}
`;

  it("does not follow a call made inside it, nor count a throw inside it, and keeps a catch that passes the error on", () => {
    const route = scanFile(ROUTE);
    expect(route.swallowed).toEqual([[7, 12]]);
    expect(route.functions.find((f) => f.name === "default")!.calls.map((c) => c.kind)).toEqual(["import"]);
    const service = scanFile(SERVICE);
    // A catch that only logs the error keeps it (AuthService.authenticate); one that hands it to any other function passes it on.
    expect(service.swallowed).toEqual([
      [3, 6],
      [20, 22],
    ]);
    expect(service.throws.map((t) => t.caught)).toEqual([true]);
    expect(service.functions.find((f) => f.name === "ThingService.remove")!.calls).toEqual([]);
    expect(service.functions.find((f) => f.name === "ThingService.removeLoudly")!.calls.map((c) => c.kind)).toEqual([
      "self",
      "self",
    ]);
    expect(service.functions.find((f) => f.name === "ThingService.removeLogged")!.calls.map((c) => c.kind)).toEqual(["prop"]);
  });
});
