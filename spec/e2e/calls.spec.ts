// Calls and the coin shop end to end (issue 6, m§2, m§4, a§2 CoinPage). Fresh members in two browser
// contexts with Chromium's fake camera and microphone (playwright.config.ts launch args). The shop: the
// packages from the gateway, the local payment stand-in in the payment frame, the balance refreshed.
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { openAccountMenu } from "./helpers/app"
import { apiMember, clearBanners, coinBalance } from "./helpers/member"
import { shot } from "./helpers/screens"

/** A new member on the wall opens the shop from the account menu, as a member finds it: the balance before, and the shop. */
async function openShopAsNewMember(page: Page, baseURL: string, tag: string, name: string): Promise<{ before: number; shop: Locator }> {
  await apiMember(page.context(), baseURL, tag, name)
  await clearBanners(page)
  await page.goto("/")
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached()
  const before = await coinBalance(page)
  await openAccountMenu(page)
  await page.getByRole("menuitem", { name: "Add coins" }).click()
  const shop = page.getByRole("region", { name: "Coin shop" })
  await expect(shop.getByRole("heading", { name: "Coin shop" })).toBeVisible()
  return { before, shop }
}

test("coin shop: packages from the gateway, the payment frame pays, the balance is refreshed", async ({ page, baseURL }, info) => {
  const { before, shop } = await openShopAsNewMember(page, baseURL!, "shop", "Shopper")
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

test("payment messages from another origin or of another shape change nothing", async ({ page, baseURL }) => {
  await apiMember(page.context(), baseURL!, "shop2", "Wary")
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

/**
 * The local WebRTC adapter in real Chromium with fake devices: two fresh members join one room through
 * the page's adapter (window.__rtc, local mode), signaling over the gateway relay. Both remote <video>
 * elements decode frames (videoWidth > 0, currentTime advancing); the media reports arrive in order;
 * the caller leaving reaches the callee as "remote left (bye)".
 */
test("WebRTC adapter: two members see each other's video through the relay signaling", async ({ page, browser, baseURL }, info) => {
  const { secondContext } = await import("./helpers/member")
  const a = page
  const b = await secondContext(browser, info.project.name === "mobile", baseURL!)
  const [idA, idB] = await Promise.all([apiMember(a.context(), baseURL!, "rtca", "Caller A"), apiMember(b.context, baseURL!, "rtcb", "Callee B", "Male")])
  await Promise.all([a.goto("/"), b.page.goto("/")])
  const room = `e2e-${Date.now()}`
  // The composition root sets window.__rtc once the app has started (after its first tasks, not at load).
  await Promise.all([a, b.page].map((p) => p.waitForFunction(() => (window as unknown as { __rtc?: unknown }).__rtc !== undefined)))
  const join = (p: typeof a, role: "caller" | "callee", uid: string, peer: string) =>
    p.evaluate(
      ({ role, uid, peer, room }) => {
        const w = window as unknown as { __rtc: { join: Function; attach: Function }; __reports: unknown[] }
        w.__reports = []
        for (const slot of ["local", "remote"]) {
          const v = document.createElement("video")
          v.id = `e2e-${slot}`
          v.style.cssText = "position:fixed;bottom:0;width:160px;height:120px;z-index:9999"
          document.body.appendChild(v)
          w.__rtc.attach(slot, v)
        }
        w.__rtc.join({ roomNum: room, appId: "", token: "", uid, role, peerUserId: peer }, (r: unknown) => w.__reports.push(r))
      },
      { role, uid, peer, room },
    )
  await join(a, "caller", idA, idB)
  await b.page.waitForTimeout(300) // the callee joins late: the caller offers when its hello arrives
  await join(b.page, "callee", idB, idA)
  const reports = (p: typeof a) => p.evaluate(() => (window as unknown as { __reports: Array<{ type: string }> }).__reports.map((r) => r.type))
  for (const p of [a, b.page]) {
    await expect.poll(() => reports(p), { timeout: 20_000 }).toEqual(expect.arrayContaining(["joined", "remoteJoined", "remoteFirstFrame"]))
    const first = await p.evaluate(() => {
      const v = document.getElementById("e2e-remote") as HTMLVideoElement
      return { w: v.videoWidth, t: v.currentTime }
    })
    expect(first.w).toBeGreaterThan(0)
    await expect.poll(() => p.evaluate(() => (document.getElementById("e2e-remote") as HTMLVideoElement).currentTime)).toBeGreaterThan(first.t)
  }
  await a.evaluate((room) => (window as unknown as { __rtc: { leave: Function } }).__rtc.leave(room), room)
  await expect.poll(() => b.page.evaluate(() => (window as unknown as { __reports: unknown[] }).__reports.at(-1))).toEqual({ type: "remoteLeft", roomNum: room, reason: "bye" })
  await b.context.close()
})

test("coin shop by keyboard alone: Tab reaches the payment frame's button, Enter pays, Tab stays in the dialog", async ({ page, baseURL }) => {
  const { before, shop } = await openShopAsNewMember(page, baseURL!, "shopkb", "Keys")
  const pack = shop.getByRole("button", { name: /^Buy 300 coins for / })
  await pack.focus()
  await page.keyboard.press("Enter")
  const pay = page.getByRole("dialog", { name: "Payment" })
  await expect(pay).toBeVisible()
  const frame = page.frameLocator('iframe[title="Payment"]')
  const payButton = frame.getByRole("button", { name: /for 300 coins/ })
  await expect(payButton).toBeVisible()
  // The dialog opens with focus on the frame; Tab goes on into it (it used to loop on "Close payment").
  for (let i = 0; i < 6 && !(await payButton.evaluate((b) => b === document.activeElement).catch(() => false)); i++) await page.keyboard.press("Tab")
  await expect(payButton).toBeFocused()
  // Shift+Tab from the frame's first control comes back to the dialog, not to the page behind it.
  await page.keyboard.press("Shift+Tab")
  await expect(pay.getByRole("button", { name: "Close payment" })).toBeFocused()
  for (let i = 0; i < 6 && !(await payButton.evaluate((b) => b === document.activeElement).catch(() => false)); i++) await page.keyboard.press("Tab")
  await page.keyboard.press("Enter")
  await expect(shop.getByRole("status").filter({ hasText: "Payment received: 300 coins added." })).toBeVisible()
  await expect.poll(() => coinBalance(page)).toBe(before + 300)
})

test("a payment left with the browser's Back does not come up again by itself on the next visit to the shop", async ({ page, baseURL }) => {
  const { shop } = await openShopAsNewMember(page, baseURL!, "shopback", "Leaver")
  await shop.getByRole("button", { name: /^Buy 750 coins for / }).click()
  const pay = page.getByRole("dialog", { name: "Payment" })
  await expect(pay).toBeVisible()
  await page.goBack()
  await expect(page.getByRole("heading", { name: "Coin shop" })).toBeHidden()
  await expect(pay).toBeHidden()
  await openAccountMenu(page)
  await page.getByRole("menuitem", { name: "Add coins" }).click()
  await expect(shop.getByRole("button", { name: /^Buy 750 coins for / })).toBeVisible()
  await expect(pay).toBeHidden()
})
