import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    globalSetup: ["src/testing/temp-root.ts"],
  },
});
