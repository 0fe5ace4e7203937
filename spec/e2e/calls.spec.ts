// Calls and the coin shop end to end (issue 6, m§2, m§4, a§2 CoinPage). Fresh members in two browser
// contexts with Chromium's fake camera and microphone (playwright.config.ts launch args). The shop: the
// packages from the gateway, the local payment stand-in in the payment frame, the balance refreshed.
import { expect, test } from "@playwright/test"
import { clearBanners, coinBalance, signUpMember } from "./helpers/member"
import { shot } from "./helpers/screens"

test("coin shop: packages from the gateway, the payment frame pays, the balance is refreshed", async ({ page, request }, info) => {
  await signUpMember(page, request, "shop", "Shopper")
  await clearBanners(page)
  const before = await coinBalance(page)
  await page.goto("/shop")
  const shop = page.getByRole("region", { name: "Coin shop" })
  await expect(shop.getByRole("heading", { name: "Coin shop" })).toBeVisible()
  const pack = shop.getByRole("button", { name: /^Buy 750 coins for / })
  await expect(pack).toBeVisible()
  await shot(page, `shop-${info.project.name}`)
  await pack.click()
  const pay = page.getByRole("dialog", { name: "Payment" })
  await expect(pay).toBeVisible()
  const frame = page.frameLocator('iframe[title="Payment"]')
  await frame.getByRole("button", { name: /for 750 coins/ }).click()
  await expect(shop.getByRole("status").filter({ hasText: "Payment received: 750 coins added." })).toBeVisible()
  await expect(pay).toBeHidden()
  await expect.poll(() => coinBalance(page)).toBe(before + 750)
  // /coin is the same page.
  await page.goto("/coin")
  await expect(page.getByRole("heading", { name: "Coin shop" })).toBeVisible()
})

test("payment messages from another origin or of another shape change nothing", async ({ page, request }) => {
  await signUpMember(page, request, "shop2", "Wary")
  await clearBanners(page)
  await page.goto("/shop")
  await page.getByRole("button", { name: /^Buy 300 coins for / }).click()
  await expect(page.getByRole("dialog", { name: "Payment" })).toBeVisible()
  const before = await coinBalance(page)
  // A message from the page itself (not the payment frame) and malformed ones are ignored.
  await page.evaluate(() => {
    window.postMessage({ type: "vidchat:payment", status: "success", orderId: "forged", gold: 99999 }, "*")
    window.postMessage("paid", "*")
  })
  await page.waitForTimeout(500)
  await expect(page.getByRole("dialog", { name: "Payment" })).toBeVisible()
  await expect(page.getByText(/^Payment received/)).toHaveCount(0)
  expect(await coinBalance(page)).toBe(before)
})
