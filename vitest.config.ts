import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    globalSetup: ["src/testing/temp-root.ts"],
    // Vitest's default outside watch mode is one worker fewer than the cores: on CI's two cores, one
    // worker, and a core idle while the tests wait on nothing. The main process only collects results.
    maxWorkers: availableParallelism(),
  },
});
