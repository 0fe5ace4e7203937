// Pipeline smoke test: the built app is served by the gateway and renders into #root.
import { expect, test } from "./helpers/csp"

test("the app loads and renders into #root", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (e) => errors.push(e.message))
  const res = await page.goto("/")
  expect(res?.ok()).toBe(true)
  await expect(page.locator("#root")).not.toBeEmpty()
  expect(errors).toEqual([])
})
