import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NODE_MODULES } from "../../testing/pinned-openapi";
import { readMounts } from "./mounts";

describe("readMounts on the pinned @medusajs/medusa", () => {
  const mounts = readMounts(NODE_MODULES);
  const list = (area: string, guarded: boolean) =>
    mounts.routes.filter((r) => r.area === area && r.guarded === guarded).map((r) => `${r.method} ${r.path}`);

  it("follows every router file without a problem", () => {
    expect(mounts.problems).toEqual([]);
    expect(mounts.routes.length).toBeGreaterThan(320);
  });

  it("finds the admin routes mounted before authenticate(), and only those, open", () => {
    // admin/index.js: auth_1.default, unauthenticatedUserRoutes and unauthenticatedInviteRoutes run
    // before route.use(authenticate()); GET and DELETE /admin/auth call authenticate() themselves.
    expect(list("admin", false)).toEqual([
      "post /admin/auth",
      "post /admin/auth/token",
      "post /admin/users/password-token",
      "post /admin/users/reset-password",
      "post /admin/invites/accept",
    ]);
    expect(list("admin", true)).toContain("get /admin/auth");
    expect(list("admin", true)).toContain("delete /admin/auth");
  });

  it("finds the store routes behind requireCustomerAuthentication()", () => {
    expect(list("store", true)).toEqual([
      "get /store/auth",
      "get /store/customers/me",
      "post /store/customers/me",
      "get /store/customers/me/orders",
      "post /store/customers/me/addresses",
      "post /store/customers/me/addresses/{address_id}",
      "delete /store/customers/me/addresses/{address_id}",
      "get /store/customers/me/payment-methods",
      "post /store/orders/batch/customer/token",
    ]);
    // Registered with route.post.apply(route, __spreadArray(["/"], …)).
    expect(list("store", false)).toContain("post /store/carts");
    // Registered before the customers router's route.use(requireCustomerAuthentication()).
    expect(list("store", false)).toContain("post /store/customers");
  });

  it("gives the file and line of each registration", () => {
    const r = mounts.routes.find((x) => x.method === "post" && x.path === "/store/orders/batch/customer/token")!;
    expect(r.where).toMatch(/^dist\/api\/routes\/store\/orders\/index\.js:\d+$/);
  });
});

describe("readMounts on a package of our own", () => {
  let root: string;
  const put = (path: string, lines: string[]) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), lines.join("\n") + "\n");
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "mounts-fixture-"));
    const base = "@medusajs/medusa/dist/api/routes";
    put(`${base}/admin/index.js`, [
      'var express_1 = require("express");',
      'var middlewares_1 = __importDefault(require("../../middlewares"));',
      'var open_1 = __importStar(require("./open"));',
      'var things_1 = __importDefault(require("./things"));',
      'var missing_1 = __importDefault(require("./missing"));',
      "var route = (0, express_1.Router)();",
      "exports.default = (function (app, container) {",
      '    app.use("/admin", route);',
      "    (0, open_1.openRoutes)(route);",
      "    route.use(middlewares_1.default.authenticate());",
      "    (0, things_1.default)(route);",
      "    (0, missing_1.default)(route);",
      "    return app;",
      "});",
    ]);
    put(`${base}/admin/open/index.js`, [
      'var express_1 = require("express");',
      'var middlewares_1 = __importDefault(require("../../../middlewares"));',
      "var openRoutes = function (app) {",
      "    var route = (0, express_1.Router)();",
      '    app.use("/open", route);',
      '    route.post("/", middlewares_1.default.wrap(require("./a").default));',
      '    route.get("/me", middlewares_1.default.authenticate(), middlewares_1.default.wrap(require("./b").default));',
      "};",
      "exports.openRoutes = openRoutes;",
    ]);
    put(`${base}/admin/things/index.js`, [
      'var express_1 = require("express");',
      "var route = (0, express_1.Router)();",
      "exports.default = (function (app) {",
      '    app.use("/things", route);',
      '    route.get("/:id", handler);',
      "    route.get(paths, handler);",
      "});",
    ]);
    put(`${base}/store/index.js`, [
      'var express_1 = require("express");',
      'var require_customer_authentication_1 = __importDefault(require("../../middlewares/require-customer-authentication"));',
      "var route = (0, express_1.Router)();",
      "exports.default = (function (app) {",
      '    app.use("/store", route);',
      '    route.post("/carts", handler);',
      "    var createMiddlewares = [(0, require_customer_authentication_1.default)()];",
      '    route.post.apply(route, __spreadArray(__spreadArray(["/orders"], __read(createMiddlewares), false), [handler], false));',
      "});",
    ]);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reads guards in registration order, on a router, on a route and in a spread array", () => {
    const found = readMounts(root);
    expect(found.routes.map((r) => `${r.area} ${r.method} ${r.path} ${r.guarded ? "guarded" : "open"} ${r.where}`)).toEqual([
      "admin post /admin/open open dist/api/routes/admin/open/index.js:6",
      "admin get /admin/open/me guarded dist/api/routes/admin/open/index.js:7",
      "admin get /admin/things/{id} guarded dist/api/routes/admin/things/index.js:5",
      "store post /store/carts open dist/api/routes/store/index.js:6",
      "store post /store/orders guarded dist/api/routes/store/index.js:8",
    ]);
  });

  it("names the file and line of what it cannot follow", () => {
    const found = readMounts(root);
    expect(found.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([
      "dist/api/routes/admin/things/index.js:6: routes: route.get has no string path",
      "dist/api/routes/admin/index.js:12: routes: cannot resolve ./missing",
    ]);
  });
});
