// Named full-page screenshots for people to look at: test-results/screens/<project>-<name>.png.
import type { Page, TestInfo } from "@playwright/test"
import { test } from "@playwright/test"
import path from "node:path"

/** Folder of the named screenshots. */
export const SCREENS_DIR = path.resolve("test-results", "screens")

/** Saves a full-page screenshot of `page` as test-results/screens/<project>-<name>.png; returns its path. */
export async function shot(page: Page, name: string, info: TestInfo = test.info()): Promise<string> {
  const safe = name.replace(/[^\w.-]+/g, "-")
  const file = path.join(SCREENS_DIR, `${info.project.name}-${safe}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" })
  return file
}
