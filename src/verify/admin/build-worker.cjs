/**
 * Builds the Medusa admin (admin-ui's own `build`, the one `medusa-admin build` of @medusajs/admin
 * calls) into a folder: `node build-worker.cjs <appDir> <outDir>`. Run by build.ts in a child process
 * whose NODE_PATH holds admin-ui's nested node_modules (see there).
 */
const { build } = require("@medusajs/admin-ui");

const [appDir, outDir] = process.argv.slice(2);

build({
  appDir,
  buildDir: outDir,
  plugins: [],
  // "/" makes the admin call the API on its own origin (axios joins "/" and "/admin/…"), where the
  // walk's server proxies it to the backend: the build does not depend on the backend's port.
  options: { path: "/app", backend: "/", outDir },
  reporting: "minimal",
}).then(
  ({ stats }) => {
    if (stats.hasErrors()) {
      console.error(stats.toString("errors-only"));
      process.exit(1);
    }
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
