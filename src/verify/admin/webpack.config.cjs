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
 */
const path = require("path");

const nested = path.join(path.dirname(require.resolve("@medusajs/admin-ui/package.json")), "node_modules");

module.exports = (config) => {
  config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== "WebpackBarPlugin");
  config.resolve.alias = {
    ...config.resolve.alias,
    react: path.join(nested, "react"),
    "react-dom": path.join(nested, "react-dom"),
    zod: path.join(nested, "zod"),
  };
  return config;
};
