// The background worker, the web-push invitation and the install prompt in real Chromium against the
// reference gateway (a§1, a§2, a§4). Local mode: the worker registers at startup and controls the site
// after a reload; the invitation needs a match today — the unit tests derive that from the call slice on
// a test clock, here the stored fact a match earlier today leaves (pushMatchedDay) is seeded — and
// confirming with the browser permission granted saves the stand-in token and adds 200 coins once. The
// install offer is driven by a synthetic beforeinstallprompt (headless Chromium never fires a real one).
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { answerFirstBanners, coinBalance, signUpMember } from "./helpers/member"
import { shot } from "./helpers/screens"

/** Stores "matched today" as a call that rang today would have, and reloads. */
async function matchedToday(page: Page): Promise<void> {
  await page.evaluate(() => {
    const day = Math.floor((Date.now() - new Date().getTimezoneOffset() * 60_000) / 86_400_000)
    localStorage.setItem("pushMatchedDay", String(day))
  })
  await page.reload()
}

/** The tags of the events the app has accepted so far (window.__events, local mode; none while the page is still starting after a reload). */
const eventTags = (page: Page) => page.evaluate(() => ((window as unknown as { __events?: () => Array<{ _tag: string }> }).__events?.() ?? []).map((e) => e._tag))

/** Fires a synthetic beforeinstallprompt whose prompt answers `outcome`. */
async function signalInstallable(page: Page, outcome: "accepted" | "dismissed"): Promise<void> {
  await page.evaluate((outcome) => {
    const e = new Event("beforeinstallprompt", { cancelable: true })
    Object.assign(e, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome }) })
    window.dispatchEvent(e)
  }, outcome)
}

test("the background worker registers at startup and controls the site after a reload", async ({ page, request }) => {
  await page.goto("/")
  const script = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? ""))
  expect(new URL(script).pathname).toBe("/sw.js")
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // The wall still loads through the worker, and the worker script is always revalidated.
  await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible()
  const res = await request.get("/sw.js")
  expect(res.headers()["cache-control"]).toBe("no-cache")
  const manifest = await request.get("/manifest.webmanifest")
  expect((await manifest.json()).display).toBe("standalone")
})

test("web push: the invitation shows on the wall once matched today; Turn on with permission adds 200 coins once", async ({ page, request, context }, info) => {
  await signUpMember(page, request, "push", "Pusher")
  await answerFirstBanners(page)
  await matchedToday(page)
  const invite = page.getByRole("dialog", { name: "Turn on notifications" })
  await expect(invite).toBeVisible()
  await expect(invite.getByText("Turn them on now and get 200 coins.")).toBeVisible()
  await shot(page, `push-invitation-${info.project.name}`)
  const before = await coinBalance(page)
  await context.grantPermissions(["notifications"])
  await invite.getByRole("button", { name: "Turn on" }).click()
  await expect(invite).toBeHidden()
  await expect(page.getByRole("status").filter({ hasText: "Notifications are on: 200 coins added." })).toBeVisible()
  await expect.poll(() => coinBalance(page)).toBe(before + 200)
  expect(await page.evaluate(() => localStorage.getItem("webPushInvited"))).toBe("1")

  // Next visit: permission is granted, so the token is registered at once; no invitation, no second bonus.
  await page.reload()
  await expect.poll(() => eventTags(page)).toContain("PushTokenObtained")
  await expect.poll(() => eventTags(page)).toContain("GatewayAnswered")
  await expect(invite).toBeHidden()
  await expect(page.getByText("Notifications are on: 200 coins added.")).toHaveCount(0)
  expect(await coinBalance(page)).toBe(before + 200)
})

test("web push: Not now closes the invitation for good and asks the browser nothing", async ({ page, request }) => {
  await signUpMember(page, request, "pushno", "Declines")
  await answerFirstBanners(page)
  await matchedToday(page)
  const invite = page.getByRole("dialog", { name: "Turn on notifications" })
  await invite.getByRole("button", { name: "Not now" }).click()
  await expect(invite).toBeHidden()
  expect(await page.evaluate(() => [localStorage.getItem("webPushInvited"), Notification.permission])).toEqual(["1", "default"])
  expect(await eventTags(page)).not.toContain("PushPermissionAnswered")
})

test("install: the offer appears when the browser signals installability; Install adds the install coins once", async ({ page, request }, info) => {
  const mobile = info.project.name === "mobile"
  await signUpMember(page, request, "install", "Installer")
  await answerFirstBanners(page)
  const before = await coinBalance(page)
  await signalInstallable(page, "accepted")
  // Desktop: the side-menu button at once; phones: the mini button until the banner comes 3 s later.
  const quick = mobile ? page.getByRole("button", { name: "Install app" }) : page.getByRole("navigation").getByRole("button", { name: "Install app" })
  await expect(quick).toBeVisible()
  await shot(page, `install-${mobile ? "mini-button" : "menu-button"}`)
  const banner = page.getByRole("region", { name: "Install the app" })
  await expect(banner).toBeVisible()
  await expect(banner.getByText("Get 100 coins when you install it.")).toBeVisible()
  if (mobile) await expect(quick).toBeHidden()
  await shot(page, `install-banner-${info.project.name}`)
  await banner.getByRole("button", { name: "Install", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: "Thanks for installing the app: 100 coins added." })).toBeVisible()
  await expect.poll(() => coinBalance(page)).toBe(before + 100)
  await expect(banner).toBeHidden()
  await expect(page.getByRole("button", { name: "Install app" })).toHaveCount(0)
  // The browser signalling again (another device prompt) never pays twice.
  await signalInstallable(page, "accepted")
  await page.getByRole("button", { name: "Install app" }).filter({ visible: true }).first().click()
  await expect.poll(() => eventTags(page)).toContain("InstallPromptAnswered")
  expect(await coinBalance(page)).toBe(before + 100)
})

test("install: closing the banner stores the time; the quick button stays", async ({ page, request }, info) => {
  await signUpMember(page, request, "instclose", "Closer")
  await answerFirstBanners(page)
  await signalInstallable(page, "dismissed")
  const banner = page.getByRole("region", { name: "Install the app" })
  await banner.getByRole("button", { name: "Close the install banner" }).click()
  await expect(banner).toBeHidden()
  const closedAt = Number(await page.evaluate(() => localStorage.getItem("installPopClosedAt")))
  expect(Date.now() - closedAt).toBeLessThan(60_000)
  await expect(page.getByRole("button", { name: "Install app" }).filter({ visible: true })).toHaveCount(1)
  if (info.project.name === "mobile") await shot(page, "install-mini-after-close")
})
