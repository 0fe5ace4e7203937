// Named full-page screenshots for people to look at: <E2E_OUT or test-results>/screens/<project>-<name>.png.
import type { Page, TestInfo } from "@playwright/test"
import { test } from "@playwright/test"
import path from "node:path"

/** Folder of the named screenshots (under E2E_OUT when set, so parallel runs keep their own). */
export const SCREENS_DIR = path.resolve(process.env.E2E_OUT ?? "test-results", "screens")

/** Saves a full-page (or, with `fullPage` false, a viewport) screenshot of `page` as <SCREENS_DIR>/<project>-<name>.png; returns its path. */
export async function shot(page: Page, name: string, info: TestInfo = test.info(), fullPage = true): Promise<string> {
  const safe = name.replace(/[^\w.-]+/g, "-")
  const file = path.join(SCREENS_DIR, `${info.project.name}-${safe}.png`)
  await page.screenshot({ path: file, fullPage, animations: "disabled" })
  return file
}
