/**
 * The custom webpack config of the admin build (admin-ui loads `<appDir>/src/admin/webpack.config.js`
 * and calls it with its own config). Copied there by build.ts.
 *
 * - WebpackBar goes: webpack 5.112 validates the options of every ProgressPlugin when it compiles,
 *   and WebpackBar (5.0.2 and 6.0.1 alike) is a ProgressPlugin whose options are its own, so the
 *   build stops with "Progress Plugin has been initialized using an options object that does not
 *   match the API schema". A progress bar has no use in a logged build.
 * - `react` and `react-dom`, with every subpath (`react/jsx-runtime`, `react-dom/client`), resolve to
 *   the React 18 nested in admin-ui. admin-ui's own aliases cover only the bare names (`react$`), so
 *   a package from the top-level node_modules (medusa-react, Radix) importing `react/jsx-runtime`
 *   would get the site's React 19 and break the admin at runtime.
 * - `zod` resolves to the zod 3 nested in admin-ui. The admin's sources are built from a copy outside
 *   admin-ui, so `zod` came from the top-level node_modules, zod 4, whose errors have no `errors`
 *   array: @hookform/resolvers then rethrows them instead of showing them, and a form validated
 *   with zod (a new price list's Continue) does nothing.
 * - `@tanstack/react-query` resolves to the site's copy (4.44.0, which medusa-react's `^4.22.0`
 *   accepts), not to the 4.22.0 nested in admin-ui. 4.22.0's useQuery creates its observer while a
 *   component renders and subscribes to it only when React commits: an answer that lands in
 *   between is lost, and the component waits for good. On a loaded machine the admin's GET
 *   /admin/auth answered 200 in that gap a few times per hundred loads, and the admin stayed on its
 *   spinner with no request in flight (PrivateRoute's session query still "loading"). Later 4.x
 *   releases read the query's state again right after subscribing (TanStack/query#5474).
 */
const path = require("path");

const nested = path.join(path.dirname(require.resolve("@medusajs/admin-ui/package.json")), "node_modules");
const reactQuery = path.dirname(require.resolve("@tanstack/react-query/package.json"));

module.exports = (config) => {
  config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== "WebpackBarPlugin");
  config.resolve.alias = {
    ...config.resolve.alias,
    react: path.join(nested, "react"),
    "react-dom": path.join(nested, "react-dom"),
    zod: path.join(nested, "zod"),
    // admin-ui's own config sends the bare name (`@tanstack/react-query$`) to its nested copy.
    "@tanstack/react-query$": reactQuery,
    "@tanstack/react-query": reactQuery,
  };
  return config;
};
