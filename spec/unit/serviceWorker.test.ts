// The background worker public/sw.js (a§1), run in a VM with a fake worker global: it takes over at once,
// answers only page navigations (from the network; API and other requests untouched), shows a
// notification per push (FCM JSON or plain text; links only to this site), and a click focuses an open
// window of the site (moving it to the pushed path) or opens one.
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import { describe, expect, it, vi } from "vitest"

const SOURCE = fs.readFileSync(path.resolve("public/sw.js"), "utf8")
const ORIGIN = "https://vidchat.example"

type Handler = (e: Record<string, unknown>) => void
interface FakeWindow { url: string; focus: () => Promise<FakeWindow>; navigate: (u: string) => Promise<FakeWindow> }

/** Loads the worker script over fakes; `windows` are the open windows clients.matchAll returns. */
const load = (windows: FakeWindow[] = []) => {
  const handlers: Record<string, Handler> = {}
  const self = {
    addEventListener: (t: string, h: Handler) => void (handlers[t] = h),
    skipWaiting: vi.fn(),
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async (u: string) => ({ url: u })) },
  }
  const fetch = vi.fn(async (req: { url: string }) => `network:${req.url}`)
  vm.runInNewContext(SOURCE, { self, fetch, URL, console })
  const waited: Promise<unknown>[] = []
  const fire = (type: string, e: Record<string, unknown>) => handlers[type]!({ waitUntil: (p: Promise<unknown>) => waited.push(p), ...e })
  return { self, fetch, fire, settle: () => Promise.all(waited) }
}

const pushData = (payload: unknown) => ({
  json: () => (typeof payload === "string" ? JSON.parse(payload) : payload),
  text: () => (typeof payload === "string" ? payload : JSON.stringify(payload)),
})

describe("install and fetch (installability without touching API calls)", () => {
  it("activates at once and answers page navigations from the network only", async () => {
    const w = load()
    w.fire("install", {})
    expect(w.self.skipWaiting).toHaveBeenCalled()
    const respondWith = vi.fn()
    w.fire("fetch", { request: { mode: "navigate", method: "GET", url: `${ORIGIN}/friends` }, respondWith })
    expect(respondWith).toHaveBeenCalledTimes(1)
    expect(await respondWith.mock.calls[0]![0]).toBe(`network:${ORIGIN}/friends`)
    const untouched = vi.fn()
    w.fire("fetch", { request: { mode: "cors", method: "POST", url: `${ORIGIN}/facade/api/user/logout` }, respondWith: untouched })
    w.fire("fetch", { request: { mode: "no-cors", method: "GET", url: `${ORIGIN}/main-ABCDEFGH.js` }, respondWith: untouched })
    w.fire("fetch", { request: { mode: "navigate", method: "POST", url: `${ORIGIN}/dev/pay` }, respondWith: untouched })
    expect(untouched).not.toHaveBeenCalled()
  })
})

describe("push", () => {
  it("shows an FCM notification with its title, body and in-site link", async () => {
    const w = load()
    w.fire("push", { data: pushData({ notification: { title: "Mia sent you a message", body: "Hi!" }, fcmOptions: { link: "/message/502" } }) })
    await w.settle()
    expect(w.self.registration.showNotification).toHaveBeenCalledWith("Mia sent you a message", expect.objectContaining({ body: "Hi!", icon: "/icon.svg", data: expect.objectContaining({ path: "/message/502" }) }))
  })

  it("links to other sites become the home page; plain text and empty pushes still show", async () => {
    const w = load()
    w.fire("push", { data: pushData({ data: { title: "Call", body: "x", url: "https://evil.example/phish" } }) })
    w.fire("push", { data: pushData("just text") })
    w.fire("push", { data: null })
    await w.settle()
    const calls = w.self.registration.showNotification.mock.calls as unknown as Array<[string, { body: string; data: { path: string } }]>
    expect(calls.map(([t, o]) => [t, o.body, o.data.path])).toEqual([
      ["Call", "x", "/"],
      ["VidChat", "just text", "/"],
      ["VidChat", "", "/"],
    ])
  })

  it("hostile text stays text (no markup is interpreted by the worker) and is capped at 500 characters, never inside one", async () => {
    const w = load()
    w.fire("push", { data: pushData({ notification: { title: "<img src=x onerror=alert(1)>", body: "😀".repeat(600) } }) })
    await w.settle()
    const [title, options] = w.self.registration.showNotification.mock.calls[0] as unknown as [string, { body: string }]
    expect(title).toBe("<img src=x onerror=alert(1)>")
    expect(Array.from(options.body)).toEqual(Array(500).fill("😀"))
  })
})

describe("notification click", () => {
  const windowAt = (url: string): FakeWindow => {
    const w: FakeWindow = { url, focus: vi.fn(async () => w), navigate: vi.fn(async () => w) }
    return w
  }

  it("focuses an open window of the site and moves it to the pushed path", async () => {
    const open = windowAt(`${ORIGIN}/`)
    const w = load([windowAt("https://other.example/"), open])
    const close = vi.fn()
    w.fire("notificationclick", { notification: { close, data: { path: "/message/502" } } })
    await w.settle()
    expect(close).toHaveBeenCalled()
    expect(open.focus).toHaveBeenCalled()
    expect(open.navigate).toHaveBeenCalledWith("/message/502")
    expect(w.self.clients.openWindow).not.toHaveBeenCalled()
  })

  it("opens the site when no window of it is open", async () => {
    const w = load([])
    w.fire("notificationclick", { notification: { close: vi.fn(), data: { path: "/friends" } } })
    await w.settle()
    expect(w.self.clients.openWindow).toHaveBeenCalledWith("/friends")
  })
})
