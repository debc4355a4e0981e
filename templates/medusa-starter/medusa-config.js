// The configuration of a Medusa 1.20 backend, laid out as the 1.20 starter lays it out: settings
// come from the environment (or the .env file of the current NODE_ENV), plugins and modules are
// listed below, and `module.exports` hands all of it to Medusa.
const dotenv = require("dotenv");

const envFiles = { production: ".env.production", staging: ".env.staging", test: ".env.test" };
dotenv.config({ path: `${process.cwd()}/${envFiles[process.env.NODE_ENV] ?? ".env"}` });

const plugins = [
  "medusa-fulfillment-manual",
  "medusa-payment-manual",
  {
    resolve: "@medusajs/admin",
    /** @type {import('@medusajs/admin').PluginOptions} */
    options: {
      autoRebuild: true,
      // SERVE_ADMIN=false starts the backend without the admin dashboard (nothing to build first).
      serve: process.env.SERVE_ADMIN !== "false",
    },
  },
];

// Without an entry, Medusa uses the local event bus and the in-memory cache.
const modules = {};

/** @type {import('@medusajs/medusa').ConfigModule["projectConfig"]} */
const projectConfig = {
  database_url: process.env.DATABASE_URL || "postgres://localhost/medusa-store",
  jwt_secret: process.env.JWT_SECRET || "supersecret",
  cookie_secret: process.env.COOKIE_SECRET || "supersecret",
  store_cors: process.env.STORE_CORS || "http://localhost:8000",
  admin_cors: process.env.ADMIN_CORS || "http://localhost:7000,http://localhost:7001",
};

/** @type {import('@medusajs/medusa').ConfigModule} */
module.exports = {
  projectConfig,
  plugins,
  modules,
};
