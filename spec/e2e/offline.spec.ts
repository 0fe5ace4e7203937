// Offline, updates and the notification self-test end to end (issue 16; a§1 background worker, a§8
// ChunkLoadError, m§3 local chat database, m§5 outbox). Desktop project (the photo written offline on
// the phone project too), against the reference gateway:
// - the service worker installs with the precached app shell and controls the page from its next load;
// - with the context offline (Playwright's setOffline) a reload opens the app from the worker's cache,
//   with the member's conversations and messages from the local chat database and the offline strip; a
//   message written offline waits, and is delivered exactly once when the connection is back; so is a
//   photo sent offline after a text (no "Upload failed" toast or label; QA at 390 px); a photo still
//   waiting at a reload keeps its bytes in the chat database, shows after the reload and goes out once;
// - a page whose part was never loaded (the coin shop) says offline that it opens when the connection
//   is back, then opens by itself, and neither then nor on a later visit claims a new version (QA);
// - a new version of the worker (its script changed, as a deployment does) waits and the app offers
//   "Reload to update"; reloading brings it in and the old build's runtime cache is gone;
// - settings -> Check notifications: permission, push registration and last push; "Send me a test
//   notification" shows one through the worker and the gateway's local push path brings another.
// axe-core (WCAG 2.1 A/AA) on the offline chat, the update prompt and the self-test; screenshots of each
// at 1280 and 390 px.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { type Browser, type BrowserContext, type Page } from "@playwright/test"
import { buildServer } from "../../gateway/server"
import { expect, test } from "./helpers/csp"
import { openAccountMenu } from "./helpers/app"
import { apiMember, clearBanners, secondContext } from "./helpers/member"
import { shot } from "./helpers/screens"
import { WCAG21AA, axeOn } from "./helpers/axe"

const bar = (page: Page) => page.getByRole("navigation", { name: "Messages and friends" })
const chatLog = (page: Page) => page.getByRole("log", { name: /^Messages with / })
const composer = (page: Page) => page.getByRole("textbox", { name: "Message" })
const offlineStrip = (page: Page) => page.getByRole("status").filter({ hasText: "You are offline." })
/** The message bubbles of a log whose text is exactly `text`. */
const bubbles = (page: Page, text: string) => chatLog(page).locator(".im-text").filter({ hasText: new RegExp(`^${text}$`) })
/** The rows of a log with a picture. */
const photoRows = (page: Page) => chatLog(page).getByRole("listitem").filter({ has: page.getByRole("img", { name: "Image" }) })
/** The tests other than the photo's are about the worker and the chat database, not the layout: desktop only. */
const desktopOnly = () => test.skip(test.info().project.name !== "desktop", "does not depend on the layout: desktop only")

/** A 2x2 red PNG (the image message fixture of messaging.spec.ts). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
)

/**
 * Waits until the service worker is active (registered once the page is idle) and controls the page —
 * the first visit stays uncontrolled, so it reloads once then; returns the worker script's path.
 */
async function controlled(page: Page): Promise<string> {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "")
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true)
  return new URL(script).pathname
}

/** The names of the page's Cache Storage caches. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

/** The paths of every request in the page's Cache Storage, in all its caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const all: string[] = []
    for (const n of await caches.keys()) for (const r of await (await caches.open(n)).keys()) all.push(new URL(r.url).pathname)
    return all
  })

/** The precached URLs (paths, without Workbox's revision parameter). */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith("workbox-precache"))
    if (!name) return []
    const keys = await (await caches.open(name)).keys()
    return keys.map((r) => new URL(r.url).pathname)
  })

/** A member signed in through the session cookies, on the wall with the worker in control. */
async function memberOnWall(context: BrowserContext, page: Page, baseURL: string, tag: string, name: string): Promise<string> {
  const id = await apiMember(context, baseURL, tag, name)
  await page.goto("/")
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached({ timeout: 20_000 })
  expect(await controlled(page)).toBe("/sw.js")
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached({ timeout: 20_000 })
  await clearBanners(page)
  const download = page.getByRole("region", { name: "Get the app" })
  if (await download.isVisible()) await download.getByRole("button", { name: /close/i }).click()
  return id
}

/**
 * Opens the chat with `peer` from the IM bar: the desktop panel (the bar's button opens it when closed),
 * or on a phone (`mobile`) the /message page.
 */
async function openChat(page: Page, peer: string, mobile = false): Promise<void> {
  if (mobile) {
    await bar(page).getByRole("button", { name: /^Messages/ }).click()
    await expect(page).toHaveURL(/\/message$/)
  } else {
    const panel = page.getByRole("dialog", { name: "Messages and friends" })
    if (!(await panel.isVisible())) await bar(page).getByRole("button", { name: /^Messages/ }).click()
    await expect(panel).toBeVisible()
  }
  await page.getByRole("button", { name: new RegExp(`^Chat with ${peer}`) }).click()
  await expect(chatLog(page)).toBeVisible()
}

/** Sends `file` from the open chat's "Send an image" button (through the browser's file chooser). */
async function sendPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent("filechooser")
  await page.getByRole("button", { name: "Send an image" }).click()
  await (await chooser).setFiles(file)
}

/** A second member in its own context. */
async function otherMember(browser: Browser, baseURL: string, tag: string, name: string) {
  const other = await secondContext(browser, false, baseURL)
  const id = await memberOnWall(other.context, other.page, baseURL, tag, name)
  return { ...other, id }
}

/** axe-core's WCAG 2.1 A/AA rules find nothing on the page as it is now. */
async function accessible(page: Page, what: string): Promise<void> {
  const { violations } = await axeOn(page).withTags(WCAG21AA).analyze()
  expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`), `axe on ${what}`).toEqual([])
}

/** Takes the named screenshot at the desktop size and at 390 px wide (the phone layout), back to desktop. */
async function shots(page: Page, name: string): Promise<void> {
  await shot(page, name)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(300)
  await shot(page, `${name}-390`, undefined, false)
  await page.setViewportSize({ width: 1280, height: 800 })
}

/**
 * A second reference gateway (in this process, on a free port) serving a copy of the build, so a test
 * can deploy "the next version" of the worker without touching what the other tests are served.
 */
async function privateGateway(): Promise<{ readonly url: string; readonly staticDir: string; readonly stop: () => Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "offline-e2e-"))
  const staticDir = path.join(root, "dist")
  const built = path.resolve(process.env.OUT_DIR ?? "dist")
  fs.cpSync(built, staticDir, { recursive: true, filter: (f) => !/\.(br|gz|map)$/.test(f) })
  const { app } = await buildServer({ mode: "local", dataDir: path.join(root, "data"), staticDir, logger: false })
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    staticDir,
    stop: async () => {
      await app.close()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

test.describe.configure({ mode: "serial" })

test("the worker installs with the app shell precached and controls the page; API calls are never cached", async ({ page, context, baseURL }) => {
  desktopOnly()
  await memberOnWall(context, page, baseURL!, "swi", `Sia${Math.floor(Math.random() * 1e5)}`)
  const urls = await precached(page)
  expect(urls).toContain("/index.html")
  expect(urls).toContain("/manifest.webmanifest")
  expect(urls.some((u) => /^\/main-[A-Z0-9]{8}\.js$/.test(u))).toBe(true)
  expect(urls.some((u) => /^\/main-[A-Z0-9]{8}\.css$/.test(u))).toBe(true)
  // Small: no source maps, no other page, no API, media or catalog (those load when used).
  expect(urls.filter((u) => u.endsWith(".map") || u.startsWith("/facade") || u.startsWith("/media") || u.includes("inspector"))).toEqual([])
  const everything = await cachedPaths(page)
  expect(everything.filter((u) => /^\/(facade|media|dev|csp)(\/|$)/.test(u))).toEqual([])
})

test("offline: a reload opens the app with the saved conversations and the offline strip; a message written offline is delivered once", async ({ page, context, browser, baseURL }, info) => {
  desktopOnly()
  test.setTimeout(480_000)
  const run = Math.floor(Math.random() * 1e5)
  const nameA = `Oda${run}`
  const nameB = `Obi${run}`
  const idA = await memberOnWall(context, page, baseURL!, "offa", nameA)
  const B = await otherMember(browser, baseURL!, "offb", nameB)
  try {
    // B writes to A; A reads it in the chat (so the chat's parts and the messages are on this device).
    await B.page.request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(B.id), count: 3 } })
    await page.reload()
    await controlled(page)
    await openChat(page, nameB)
    await expect(bubbles(page, "Message 3")).toHaveCount(1)
    await page.getByRole("button", { name: "Back to messages" }).click()

    // Offline, the reload is answered by the worker: the app, the conversation, the messages, the strip.
    await context.setOffline(true)
    await page.reload()
    await expect(offlineStrip(page)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText("Failed to load, please refresh and try again")).toHaveCount(0)
    await openChat(page, nameB)
    await expect(bubbles(page, "Message 3")).toHaveCount(1)
    await expect(bubbles(page, "Message 1")).toHaveCount(1)
    // Nothing claims the session failed: no sign-out, no error toast.
    await expect(page.getByRole("dialog", { name: /Login has expired/ })).toHaveCount(0)
    await expect(page.getByText("Connection error. Please refresh.")).toHaveCount(0)

    // Written offline: it waits for the connection (no "Send again" while offline).
    const text = `Written offline ${run}`
    await composer(page).fill(text)
    await composer(page).press("Enter")
    await expect(bubbles(page, text)).toHaveCount(1)
    await expect(chatLog(page).getByText("Waiting for the connection", { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(chatLog(page).getByRole("button", { name: "Send again" })).toHaveCount(0)
    await shot(page, "offline-chat", info)
    await accessible(page, "the offline chat")
    await page.getByRole("button", { name: "Back to messages" }).click()
    await shots(page, "offline-list")

    // Back online: the strip goes, the outbox sends it once; B sees it exactly once.
    await context.setOffline(false)
    await expect(offlineStrip(page)).toBeHidden({ timeout: 30_000 })
    await openChat(page, nameB)
    await expect(chatLog(page).getByText("Sent", { exact: true })).toBeVisible({ timeout: 60_000 })
    await openChat(B.page, nameA)
    await expect(bubbles(B.page, text)).toHaveCount(1, { timeout: 30_000 })
    await B.page.reload()
    await openChat(B.page, nameA)
    await expect(bubbles(B.page, text)).toHaveCount(1)
  } finally {
    await context.setOffline(false)
    await B.context.close()
  }
})

test("offline: a text and then a photo written offline wait for the connection, with no upload error, and both are delivered once it is back", async ({ page, context, browser, baseURL }, info) => {
  test.setTimeout(480_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e5)
  const nameA = `Pia${run}`
  const nameB = `Pob${run}`
  const idA = await memberOnWall(context, page, baseURL!, "phoa", nameA)
  const B = await otherMember(browser, baseURL!, "phob", nameB)
  try {
    await B.page.request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(B.id), count: 1 } })
    await page.reload()
    await openChat(page, nameB, mobile)
    await expect(bubbles(page, "Message 1")).toHaveCount(1)

    // Offline (emulated offline leaves an open WebSocket alone: the relay drops A's session too).
    await context.setOffline(true)
    await B.page.request.post(`/dev/users/${idA}/drop-realtime`)
    await expect(offlineStrip(page)).toBeVisible({ timeout: 30_000 })
    const text = `Before the photo ${run}`
    await composer(page).fill(text)
    await composer(page).press("Enter")
    await expect(bubbles(page, text)).toHaveCount(1)
    // The error toast would show for 3 s only: watched from before the photo is sent.
    const uploadToast = page.getByRole("status").filter({ hasText: "The image could not be uploaded." })
    const toastShown = uploadToast.waitFor({ state: "attached", timeout: 10_000 }).then(() => true, () => false)
    await sendPhoto(page, { name: "dot.png", mimeType: "image/png", buffer: PNG })
    // The photo waits like the text: no "Upload failed" on it, no error toast, no "Send again" while offline.
    await expect(photoRows(page)).toHaveCount(1)
    await expect(photoRows(page).getByText("Waiting for the connection", { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(chatLog(page).getByText("Waiting for the connection", { exact: true })).toHaveCount(2)
    expect(await toastShown, "an 'upload failed' toast showed").toBe(false)
    await expect(chatLog(page).getByText("Upload failed")).toHaveCount(0)
    await expect(chatLog(page).getByRole("button", { name: "Send again" })).toHaveCount(0)
    await shot(page, `offline-photo-${info.project.name}`, info)

    // Back online: the photo uploads again and is sent after the text; B gets both, each once.
    await context.setOffline(false)
    await expect(offlineStrip(page)).toBeHidden({ timeout: 30_000 })
    await expect(photoRows(page).getByText("Sent", { exact: true })).toBeVisible({ timeout: 60_000 })
    await expect(chatLog(page).getByText("Not sent", { exact: true })).toHaveCount(0)
    await expect(chatLog(page).getByText("Upload failed")).toHaveCount(0)
    await expect(uploadToast).toHaveCount(0)
    await openChat(B.page, nameA)
    await expect(photoRows(B.page)).toHaveCount(1, { timeout: 30_000 })
    await expect(bubbles(B.page, text)).toHaveCount(1)
    await B.page.reload()
    await openChat(B.page, nameA)
    await expect(photoRows(B.page)).toHaveCount(1)
    await expect(bubbles(B.page, text)).toHaveCount(1)
  } finally {
    await context.setOffline(false)
    await B.context.close()
  }
})

/**
 * The page's Cache Storage holds a lazy part of the app whole: a file whose path matches `entry` and every
 * file it imports statically, and theirs (`import"/x.js"`, `from"/x.js"`; a dynamic `import("/x.js")` is
 * a part of its own). The entry alone is not enough: a reload that cuts the part's import short (the app
 * reads parts ahead while the list shows) can leave it cached without the chunks it imports, and the part
 * then does not open offline (it says it is not saved).
 */
const cachedPart = async (page: Page, entry: RegExp): Promise<boolean> => {
  const first = (await cachedPaths(page)).find((p) => entry.test(p))
  return (
    first !== undefined &&
    page.evaluate(async (first) => {
      const seen = new Set<string>()
      const todo = [first]
      while (todo.length > 0) {
        const path = todo.pop()!
        if (seen.has(path)) continue
        seen.add(path)
        const res = await caches.match(path, { ignoreSearch: true })
        if (!res) return false
        for (const m of (await res.text()).matchAll(/(?:\bimport|\bfrom)\s*"(\/[^"]+\.js)"/g)) todo.push(m[1]!)
      }
      return true
    }, first)
  )
}

test("offline on a phone: a saved chat never opened on this device opens from the Messages list, with its Back; a chat whose part is not saved keeps the tab bar and opens as soon as the connection is back (QA)", async ({ page, context, browser, baseURL }, info) => {
  test.skip(info.project.name !== "mobile", "the phone's chat page hides the layout: mobile only")
  test.setTimeout(480_000)
  const run = Math.floor(Math.random() * 1e5)
  const nameA = `Pca${run}`
  const nameB = `Pcb${run}`
  const idA = await memberOnWall(context, page, baseURL!, "pcha", nameA)
  const B = await otherMember(browser, baseURL!, "pchb", nameB)
  const C = await secondContext(browser, true, baseURL!)
  const chatRow = (p: Page) => p.getByRole("button", { name: new RegExp(`^Chat with ${nameB}`) })
  try {
    await B.page.request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(B.id), count: 2 } })
    // The QA path: the Messages list shown online (and reloaded once), no chat ever opened on this
    // device; offline, the reload and a tap on the chat open the saved chat itself, with its Back.
    await page.goto("/message")
    await expect(chatRow(page)).toBeVisible({ timeout: 20_000 })
    await page.reload()
    await expect(chatRow(page)).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => cachedPart(page, /^\/ChatPage-[A-Z0-9]+\.js$/), { timeout: 20_000 }).toBe(true)
    await context.setOffline(true)
    await page.reload()
    await expect(offlineStrip(page)).toBeVisible({ timeout: 20_000 })
    await chatRow(page).click()
    await expect(chatLog(page)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole("heading", { name: nameB })).toBeVisible()
    // Its messages were never fetched on this device (no chat opened here): the log says they come with
    // the connection (not "Say hello").
    await expect(chatLog(page)).toContainText("No messages of this chat are saved on this device yet. They show when the connection is back.")
    await expect(page.getByText("This part is not saved for offline use.", { exact: false })).toHaveCount(0)
    await shot(page, "offline-chat-saved-phone", info, false)
    await page.getByRole("button", { name: "Back to messages" }).click()
    await expect(page).toHaveURL(/\/message$/)
    await expect(chatRow(page)).toBeVisible()
    // Opened again and left open: its messages show once the connection is back, as the log says.
    await chatRow(page).click()
    await expect(chatLog(page)).toBeVisible({ timeout: 20_000 })
    await context.setOffline(false)
    await expect(bubbles(page, "Message 2")).toHaveCount(1, { timeout: 30_000 })

    // Another member's device whose chat part was never loaded (never shown the list online): the chat
    // opened by its address offline says so with the tab bar (the way out in the app), and opens by
    // itself as soon as the connection is back.
    const idC = await memberOnWall(C.context, C.page, baseURL!, "pchc", `Pcc${run}`)
    await B.page.request.post(`/dev/users/${idC}/seed-conversation`, { data: { with: Number(B.id), count: 1 } })
    const notSaved = C.page.getByRole("status").filter({ hasText: "This part is not saved for offline use. It opens when the connection is back." })
    await C.context.setOffline(true)
    await C.page.goto(`/message/${B.id}`)
    await expect(offlineStrip(C.page)).toBeVisible({ timeout: 20_000 })
    await expect(notSaved).toBeVisible({ timeout: 20_000 })
    await expect(bar(C.page)).toBeVisible()
    await expect(bar(C.page).getByRole("button", { name: /^Messages/ })).toBeVisible()
    await shot(C.page, "offline-chat-not-saved-phone", info, false)
    await C.context.setOffline(false)
    // As a browser tells a page whose network comes back. Chromium's emulation does not: a document
    // loaded while the context was offline reads navigator.onLine true and never hears `online` (checked
    // 2026-12-03), so the app learnt of the connection only at its relay's next reconnect attempt (0.5 s
    // doubling, +-20 %): 0.6-1.6 s after, or 4.2-4.8 s when that attempt fell late (1 run in 5 to 10).
    await C.page.evaluate(() => dispatchEvent(new Event("online")))
    const back = Date.now()
    await expect(chatLog(C.page)).toBeVisible({ timeout: 20_000 })
    const tookMs = Date.now() - back
    console.log(`offline chat part: opened ${tookMs} ms after the connection was back`)
    expect(tookMs, `the chat opened ${tookMs} ms after the connection was back`).toBeLessThan(4_000)
    await expect(bar(C.page)).toBeHidden()
  } finally {
    await context.setOffline(false)
    await C.context.close()
    await B.context.close()
  }
})

test("offline: the wall says You are offline (not a failure to load), and fills once the connection is back (docs, QA)", async ({ page, context, baseURL }) => {
  desktopOnly()
  test.setTimeout(240_000)
  await memberOnWall(context, page, baseURL!, "offwall", `Owl${Math.floor(Math.random() * 1e5)}`)
  try {
    await context.setOffline(true)
    await page.reload()
    await expect(offlineStrip(page)).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole("heading", { name: "You are offline", exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText("Could not load hosts")).toHaveCount(0)
    await expect(page.getByText("The hosts appear again when the connection is back.")).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByRole("tab").first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole("heading", { name: "You are offline", exact: true })).toHaveCount(0)
  } finally {
    await context.setOffline(false)
  }
})

test("offline: a page whose part is not saved says it opens when the connection is back, and then opens by itself; no update is claimed", async ({ page, context, baseURL }) => {
  desktopOnly()
  test.setTimeout(360_000)
  const run = Math.floor(Math.random() * 1e5)
  await memberOnWall(context, page, baseURL!, "offshop", `Osh${run}`)
  const notSaved = page.getByRole("status").filter({ hasText: "This part is not saved for offline use. It opens when the connection is back." })
  const shopHeading = page.getByRole("region", { name: "Coin shop" }).getByRole("heading", { name: "Coin shop" })
  const noFalseAlarm = async () => {
    await expect(page.getByText(/a new version of VidChat is out/)).toHaveCount(0)
    await expect(page.getByText("Failed to load, please refresh and try again")).toHaveCount(0)
  }
  try {
    // Offline (the app knows: the strip), the shop's part was never loaded on this device.
    await context.setOffline(true)
    await page.reload()
    await expect(offlineStrip(page)).toBeVisible({ timeout: 20_000 })
    await openAccountMenu(page)
    await page.getByRole("menuitem", { name: "Add coins" }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(notSaved).toBeVisible({ timeout: 20_000 })

    // Back online: the same place opens the shop by itself (no Refresh asked, no update claimed).
    await context.setOffline(false)
    await expect(offlineStrip(page)).toBeHidden({ timeout: 30_000 })
    await expect(shopHeading).toBeVisible({ timeout: 30_000 })
    await noFalseAlarm()

    // Leaving and coming back: the shop again, not "a new version is out".
    await page.getByRole("link", { name: "VidChat home" }).first().click()
    await expect(shopHeading).toHaveCount(0)
    await openAccountMenu(page)
    await page.getByRole("menuitem", { name: "Add coins" }).click()
    await expect(shopHeading).toBeVisible({ timeout: 20_000 })
    await noFalseAlarm()
  } finally {
    await context.setOffline(false)
  }
})

test("offline: a dialog whose code is not saved says so in a small dialog that closes; back online the dialog opens by itself", async ({ page, context, baseURL }) => {
  desktopOnly()
  test.setTimeout(360_000)
  await memberOnWall(context, page, baseURL!, "offdlg", `Odl${Math.floor(Math.random() * 1e5)}`)
  const settings = page.getByRole("button", { name: "Settings" }).first()
  // The settings menu itself has been used on this device (its code is in); the self-test's has not.
  await settings.click()
  await expect(page.getByRole("menuitem", { name: "Check notifications" })).toBeVisible()
  await page.keyboard.press("Escape")
  const notice = page.getByRole("dialog", { name: "VidChat" })
  const check = page.getByRole("dialog", { name: "Check notifications" })
  try {
    await context.setOffline(true)
    await expect(offlineStrip(page)).toBeVisible({ timeout: 20_000 })
    await settings.click()
    await page.getByRole("menuitem", { name: "Check notifications" }).click()
    await expect(notice).toContainText("This part is not saved for offline use. It opens when the connection is back.", { timeout: 20_000 })
    await expect(notice.getByRole("button", { name: "OK" })).toBeFocused()
    await expect(page.getByText(/a new version of VidChat is out/)).toHaveCount(0)
    await notice.getByRole("button", { name: "OK" }).click()
    await expect(notice).toBeHidden()
    await expect(check).toHaveCount(0)
    // Asked again and left open: once the connection is back, the self-test opens in its place.
    await settings.click()
    await page.getByRole("menuitem", { name: "Check notifications" }).click()
    await expect(notice).toBeVisible({ timeout: 20_000 })
    await context.setOffline(false)
    await expect(check).toBeVisible({ timeout: 30_000 })
    await expect(notice).toHaveCount(0)
    await expect(check.getByRole("button", { name: "Send me a test notification" })).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

/** The own photos whose picked bytes the page's chat database keeps (rows with a Blob), in every database of the origin. */
const keptPhotos = (page: Page) =>
  page.evaluate(async () => {
    let kept = 0
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const open = indexedDB.open(info.name!)
        open.onsuccess = () => ok(open.result)
        open.onerror = () => ko(open.error)
      })
      if (db.objectStoreNames.contains("chatHistory")) {
        const rows = await new Promise<unknown[]>((ok, ko) => {
          const all = db.transaction("chatHistory").objectStore("chatHistory").getAll()
          all.onsuccess = () => ok(all.result)
          all.onerror = () => ko(all.error)
        })
        kept += rows.filter((r) => (r as { file?: unknown }).file instanceof Blob).length
      }
      db.close()
    }
    return kept
  })

/** The first picture of the open chat has loaded (its URL is live: a dead blob: URL shows nothing). */
const pictureShown = (page: Page) =>
  photoRows(page).first().getByRole("img", { name: "Image" }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)

test("offline: a photo sent offline and still waiting at a reload is kept: it shows after the reload, waits, and is delivered once when the connection is back", async ({ page, context, browser, baseURL }) => {
  desktopOnly()
  test.setTimeout(480_000)
  const run = Math.floor(Math.random() * 1e5)
  const nameA = `Rea${run}`
  const nameB = `Rob${run}`
  const idA = await memberOnWall(context, page, baseURL!, "rpha", nameA)
  const B = await otherMember(browser, baseURL!, "rphb", nameB)
  try {
    await B.page.request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(B.id), count: 1 } })
    await page.reload()
    await controlled(page)
    await openChat(page, nameB)
    await expect(bubbles(page, "Message 1")).toHaveCount(1)

    // Offline, a photo: it waits for the connection; the chat database keeps its bytes.
    await context.setOffline(true)
    await B.page.request.post(`/dev/users/${idA}/drop-realtime`)
    await expect(offlineStrip(page)).toBeVisible({ timeout: 30_000 })
    await sendPhoto(page, { name: "dot.png", mimeType: "image/png", buffer: PNG })
    await expect(photoRows(page).getByText("Waiting for the connection", { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => keptPhotos(page), { timeout: 10_000 }).toBe(1)

    // Reloaded while still offline (the worker serves the app): the photo is still in the chat, shown, waiting.
    await page.reload()
    await expect(offlineStrip(page)).toBeVisible({ timeout: 20_000 })
    await openChat(page, nameB)
    await expect(photoRows(page)).toHaveCount(1)
    await expect.poll(() => pictureShown(page), { timeout: 10_000 }).toBe(true)
    await expect(photoRows(page).getByText("Waiting for the connection", { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(chatLog(page).getByRole("button", { name: "Send again" })).toHaveCount(0)

    // Back online: it uploads and goes out by itself, once; the kept bytes are dropped; B sees it once.
    await context.setOffline(false)
    await expect(offlineStrip(page)).toBeHidden({ timeout: 30_000 })
    await expect(photoRows(page).getByText("Sent", { exact: true })).toBeVisible({ timeout: 60_000 })
    await expect(chatLog(page).getByText("Not sent", { exact: true })).toHaveCount(0)
    await expect(photoRows(page)).toHaveCount(1)
    await expect.poll(() => keptPhotos(page), { timeout: 10_000 }).toBe(0)
    await openChat(B.page, nameA)
    await expect(photoRows(B.page)).toHaveCount(1, { timeout: 30_000 })
    await B.page.reload()
    await openChat(B.page, nameA)
    await expect(photoRows(B.page)).toHaveCount(1)
    await expect.poll(() => pictureShown(B.page), { timeout: 10_000 }).toBe(true)
  } finally {
    await context.setOffline(false)
    await B.context.close()
  }
})

test("an update: the new worker waits, the app offers Reload to update, and reloading brings it in with the old cache gone", async ({ browser }) => {
  desktopOnly()
  test.setTimeout(360_000)
  // Its own gateway over a copy of the build: the test deploys a next version of the worker there.
  const gateway = await privateGateway()
  const { context, page } = await secondContext(browser, false, gateway.url)
  try {
    await memberOnWall(context, page, gateway.url, "upd", `Upa${Math.floor(Math.random() * 1e5)}`)
    const before = (await cacheNames(page)).filter((n) => n.startsWith("vidchat-assets-"))
    expect(before).toHaveLength(1)
    const oldId = before[0]!.slice("vidchat-assets-".length)
    // The next version: the same worker with another build id (as a new build has), so new cache names.
    const swFile = path.join(gateway.staticDir, "sw.js")
    const original = fs.readFileSync(swFile, "utf8")
    expect(original).toContain(oldId)
    const nextId = `next${oldId.slice(4)}`
    fs.writeFileSync(swFile, original.split(oldId).join(nextId))
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update())

    const prompt = page.getByRole("region", { name: "App update" })
    await expect(prompt).toBeVisible({ timeout: 30_000 })
    await expect(prompt).toContainText("A new version of VidChat is ready.")
    // Nothing is swapped until the member says so: the old worker still controls the page, the new one waits.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true)
    expect(await cacheNames(page)).toContain(`vidchat-assets-${oldId}`)
    await accessible(page, "the update prompt")
    await shots(page, "update-prompt")

    const reloaded = page.waitForEvent("load")
    await prompt.getByRole("button", { name: "Reload to update" }).click()
    await reloaded
    await expect(page.getByText(/^Coin balance: /).first()).toBeAttached({ timeout: 20_000 })
    await expect(prompt).toBeHidden()
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false)
    // The new version took over: its cache fills as the page loads, the old build's cache is gone.
    await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toContain(`vidchat-assets-${nextId}`)
    expect(await cacheNames(page)).not.toContain(`vidchat-assets-${oldId}`)
  } finally {
    await context.close()
    await gateway.stop()
  }
})

test("notification self-test: permission, registration, a notification through the worker and one pushed by the gateway", async ({ page, context, baseURL }) => {
  desktopOnly()
  test.setTimeout(360_000)
  await context.grantPermissions(["notifications"])
  await memberOnWall(context, page, baseURL!, "ntf", `Nia${Math.floor(Math.random() * 1e5)}`)
  // Permission granted: the stand-in push token is registered at start.
  await page.getByRole("button", { name: "Settings" }).first().click()
  await page.getByRole("menuitem", { name: "Check notifications" }).click()
  const dialog = page.getByRole("dialog", { name: "Check notifications" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText("Allowed", { exact: true })).toBeVisible()
  await expect(dialog.getByText(/^Registered: /)).toBeVisible({ timeout: 45_000 })
  await expect(dialog.getByText("None on this device yet")).toBeVisible()

  await dialog.getByRole("button", { name: "Send me a test notification" }).click()
  await expect(dialog.getByText("A test notification was shown on this device.")).toBeVisible({ timeout: 20_000 })
  await expect(dialog.getByText("The server’s push arrived: notifications reach you.")).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByText("VidChat test notification", { exact: true })).toBeVisible()
  const shown = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title))
  expect(shown).toContain("VidChat test notification")
  await accessible(page, "the notification self-test")
  await shots(page, "push-check")
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
})
