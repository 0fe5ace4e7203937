// Named full-page screenshots for people to look at: <E2E_OUT or test-results>/screens/<project>-<name>.png.
import type { Page, TestInfo } from "@playwright/test"
import { test } from "@playwright/test"
import path from "node:path"

/** Folder of the named screenshots (under E2E_OUT when set, so parallel runs keep their own). */
export const SCREENS_DIR = path.resolve(process.env.E2E_OUT ?? "test-results", "screens")

/**
 * Whether named screenshots are taken: by default yes, except in CI (CI=1) and in `npm test` (which sets
 * E2E_SCREENS=0 unless it is set), where nobody looks at them and they cost CPU; E2E_SCREENS=1 takes
 * them anyway, E2E_SCREENS=0 never.
 */
export const SCREENS_ON = process.env.E2E_SCREENS !== undefined ? process.env.E2E_SCREENS === "1" : !process.env.CI

/** Saves a full-page (or, with `fullPage` false, a viewport) screenshot of `page` as <SCREENS_DIR>/<project>-<name>.png; returns its path (nothing is taken when SCREENS_ON is false). */
export async function shot(page: Page, name: string, info: TestInfo = test.info(), fullPage = true): Promise<string> {
  const safe = name.replace(/[^\w.-]+/g, "-")
  const file = path.join(SCREENS_DIR, `${info.project.name}-${safe}.png`)
  if (SCREENS_ON) await page.screenshot({ path: file, fullPage, animations: "disabled" })
  return file
}
