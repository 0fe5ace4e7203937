// Vitest: unit and property tests under spec/ (the Playwright e2e suite in spec/e2e is excluded).
// Two projects: "unit" runs in Node; "dom" runs spec/ui/** in jsdom (React views).
// A single file can still pick its environment with a `// @vitest-environment jsdom` docblock.
import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

const TESTS = ["spec/**/*.test.ts", "spec/**/*.test.tsx"]
const EXCLUDE = ["spec/e2e/**", "node_modules/**", "dist/**"]
/** Node test files that replace modules with vi.mock (kept isolated). */
const MOCKING = ["spec/unit/rtcAgora.test.ts", "spec/unit/rtmAgora.test.ts", "spec/unit/reportCapture.test.ts"]
const DOM = ["spec/ui/**/*.test.ts", "spec/ui/**/*.test.tsx"]

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Property and model-based runs take seconds of CPU; on a loaded 2-core CI machine give them room.
    testTimeout: 60_000,
    // At least two workers: Vitest's default (one fewer than the cores) gave one on a 2-core machine, where
    // `npm test` ran the unit stage in 449 s, its files one after another; with two (tsc and the dependency
    // check running beside them, as in `npm test`) the same stage took 242 s (2026-12-02, 2-core AMD host).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Node tests share one module graph per worker (no per-file isolation): importing the domain,
        // effect and the gateway once instead of once per file halves the stage's CPU time. Files that
        // mock modules (vi.mock) run isolated in "unit-mocks", so no mock leaks into another file.
        test: { name: "unit", environment: "node", include: TESTS, exclude: [...EXCLUDE, "spec/ui/**", ...MOCKING], isolate: false },
      },
      {
        extends: true,
        test: { name: "unit-mocks", environment: "node", include: MOCKING },
      },
      { extends: true, test: { name: "dom", environment: "jsdom", include: DOM, exclude: EXCLUDE } },
    ],
  },
})
