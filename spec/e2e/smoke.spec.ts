// Pipeline smoke test: the built app is served by the gateway, paints its static first paint from
// index.html (a skeleton, hidden from assistive technology and inert) and replaces it with the app.
import { expect, test } from "./helpers/csp"

test("the app loads and replaces the static first paint in #root", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (e) => errors.push(e.message))
  // The first paint as the HTML brings it, before any script of the app has run.
  const res = await page.request.get("/")
  expect(res.ok()).toBe(true)
  const html = await res.text()
  expect(html).toMatch(/<div id="root">.*<div class="fp-paint" aria-hidden="true" inert>/s)

  await page.goto("/")
  await expect(page.locator("#root .fp-paint")).toHaveCount(0)
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible()
  expect(errors).toEqual([])
})
