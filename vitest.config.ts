// Vitest: unit and property tests under spec/ (the Playwright e2e suite in spec/e2e is excluded).
// Two projects: "unit" runs in Node; "dom" runs spec/ui/** in jsdom (React views).
// A single file can still pick its environment with a `// @vitest-environment jsdom` docblock.
import { defineConfig } from "vitest/config"

const TESTS = ["spec/**/*.test.ts", "spec/**/*.test.tsx"]
const EXCLUDE = ["spec/e2e/**", "node_modules/**", "dist/**"]
const DOM = ["spec/ui/**/*.test.ts", "spec/ui/**/*.test.tsx"]

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Property and model-based runs take seconds of CPU; on a loaded 2-core CI machine give them room.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", environment: "node", include: TESTS, exclude: [...EXCLUDE, "spec/ui/**"] },
      },
      { extends: true, test: { name: "dom", environment: "jsdom", include: DOM, exclude: EXCLUDE } },
    ],
  },
})
