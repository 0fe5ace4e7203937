// The service worker's own code (infrastructure/worker) on fakes: what a push shows (FCM JSON or text;
// hostile text stays text, capped at 500 characters; links only to this site; a call invitation older
// than m§4's 30 s shows as a missed call), where a click goes (a message's chat; an invitation that
// expired since it showed opens the chat, never the call), the handlers (a push is shown, remembered and
// announced; a click focuses the open app and tells it the path, or opens a window; the local push path
// and the texts from the page), which requests the worker answers (app navigations and hashed files;
// never the API, the relay, media or developer paths) and which caches an update deletes; the page
// adapter (registration when idle, the waiting version, SKIP_WAITING then reload, messages decoded,
// CACHE_URLS) and the network adapter.
import "fake-indexeddb/auto"
import { describe, expect, it, vi } from "vitest"
import type { WorkerReport } from "../../domain/runtime/ports"
import { makeNetwork } from "../../infrastructure/browser/network"
import { makePageVisibility } from "../../infrastructure/browser/visibility"
import { lastPushOf, makeWorkerFacts, type WorkerFacts } from "../../infrastructure/worker/facts"
import { makeHandlers, MSG, payloadOf, type WindowLike } from "../../infrastructure/worker/handlers"
import { APP_NAME, clickPath, DEFAULT_TEXTS, notificationOf, pushFactsOf, safePath, TEST_TAG, textsOf } from "../../infrastructure/worker/notify"
import { APPLY_FALLBACK_MS, makeAppWorker, reportOf, type WorkboxLike } from "../../infrastructure/worker/register"
import { assetCacheName, isCacheableAsset, isShellNavigation, staleCaches } from "../../infrastructure/worker/routes"
import { CALL_INVITE_EXPIRY_MS } from "../../domain/constants"

const ORIGIN = "https://vidchat.example"
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)

describe("what a push shows", () => {
  it("an FCM notification keeps its title, body and same-site link", () => {
    const n = notificationOf(pushFactsOf({ notification: { title: "Mia sent you a message", body: "Hi!" }, fcmOptions: { link: "/friends" } }), NOW, DEFAULT_TEXTS, ORIGIN)
    expect(n.title).toBe("Mia sent you a message")
    expect(n.options).toMatchObject({ body: "Hi!", icon: "/icons/icon-192.png", data: { path: "/friends", kind: "other" } })
  })

  it("a chat message opens the chat with its sender", () => {
    const n = notificationOf(pushFactsOf({ notification: { title: "Mia", body: "Hi" }, data: { type: "im", senderId: "502" } }), NOW, DEFAULT_TEXTS, ORIGIN)
    expect(n.options.data).toMatchObject({ path: "/message/502", kind: "im", peerId: "502" })
  })

  it("links to other sites become the home page; plain text, JSON text and empty pushes still show", () => {
    const titleAndPath = (p: unknown) => {
      const n = notificationOf(pushFactsOf(p), NOW, DEFAULT_TEXTS, ORIGIN)
      return [n.title, n.options.body, n.options.data.path]
    }
    expect(titleAndPath({ data: { title: "Call", body: "x", url: "https://evil.example/phish" } })).toEqual(["Call", "x", "/"])
    expect(titleAndPath("just text")).toEqual([APP_NAME, "just text", "/"])
    expect(titleAndPath(JSON.stringify({ notification: { title: "T" } }))).toEqual(["T", "", "/"])
    expect(titleAndPath(null)).toEqual([APP_NAME, "", "/"])
    expect(titleAndPath({ data: { type: "im", senderId: "../../etc" } })).toEqual([APP_NAME, "", "/"])
  })

  it("hostile text stays text and is capped at 500 characters, never inside one", () => {
    const n = notificationOf(pushFactsOf({ notification: { title: "<img src=x onerror=alert(1)>", body: "😀".repeat(600) } }), NOW, DEFAULT_TEXTS, ORIGIN)
    expect(n.title).toBe("<img src=x onerror=alert(1)>")
    expect(Array.from(n.options.body)).toEqual(Array(500).fill("😀"))
  })

  it("m§4: a call invitation is offered within 30 s; older, it is a missed call (in the page's language) that opens the chat", () => {
    const invite = (age: number) =>
      pushFactsOf({ notification: { title: "Mia is calling you", body: "Answer?" }, data: { type: "call", callerId: "502", callerName: "Mia", sentAt: String(NOW - age) } })
    const fresh = notificationOf(invite(CALL_INVITE_EXPIRY_MS), NOW, DEFAULT_TEXTS, ORIGIN)
    expect(fresh.title).toBe("Mia is calling you")
    expect(fresh.options).toMatchObject({ body: "Answer?", tag: "call-502", data: { path: "/", kind: "call" } })
    const old = notificationOf(invite(CALL_INVITE_EXPIRY_MS + 1), NOW, textsOf({ missedCall: "Verpasster Anruf von {name}", missedCallUnknown: "Verpasster Anruf" }), ORIGIN)
    expect(old.title).toBe("Verpasster Anruf von Mia")
    expect(old.options).toMatchObject({ body: "", tag: "call-502", data: { path: "/message/502" } })
    const nameless = pushFactsOf({ data: { type: "call", callerId: "502", sentAt: NOW - 60_000 } })
    expect(notificationOf(nameless, NOW, DEFAULT_TEXTS, ORIGIN).title).toBe("Missed call")
  })

  it("the self-test's pushes share one tag (a second replaces the first)", () => {
    expect(notificationOf(pushFactsOf({ notification: { title: "t" }, data: { type: "test" } }), NOW, DEFAULT_TEXTS, ORIGIN).options.tag).toBe(TEST_TAG)
  })
})

describe("where a click goes", () => {
  it("to the notification's same-site path; unknown data to the home page", () => {
    expect(clickPath({ path: "/message/502", kind: "im" }, NOW, ORIGIN)).toBe("/message/502")
    expect(clickPath({ path: "https://evil.example/" }, NOW, ORIGIN)).toBe("/")
    expect(clickPath(null, NOW, ORIGIN)).toBe("/")
    expect(safePath("//evil.example/x", ORIGIN)).toBe("/")
    expect(safePath("/a?b=1#c", ORIGIN)).toBe("/a?b=1#c")
  })

  it("an invitation clicked after it expired opens the chat with the caller, never the call", () => {
    const data = { path: "/", kind: "call", peerId: "502", sentAt: NOW }
    expect(clickPath(data, NOW + CALL_INVITE_EXPIRY_MS, ORIGIN)).toBe("/")
    expect(clickPath(data, NOW + CALL_INVITE_EXPIRY_MS + 1, ORIGIN)).toBe("/message/502")
    expect(clickPath(data, NOW + CALL_INVITE_EXPIRY_MS + 1, ORIGIN, "/tr")).toBe("/tr/message/502")
  })

  it("a member on a language prefix (a§1 /tr) gets the chats of messages and missed calls under it; a prefix that is none of a§1's is ignored", () => {
    const texts = textsOf({ missedCall: "{name} cevapsız arama", missedCallUnknown: "Cevapsız arama", prefix: "/tr" })
    expect(texts.prefix).toBe("/tr")
    const im = notificationOf(pushFactsOf({ notification: { title: "Mia", body: "Selam" }, data: { type: "im", senderId: "502" } }), NOW, texts, ORIGIN)
    expect(im.options.data.path).toBe("/tr/message/502")
    const missed = notificationOf(pushFactsOf({ data: { type: "call", callerId: "502", callerName: "Mia", sentAt: String(NOW - CALL_INVITE_EXPIRY_MS - 1) } }), NOW, texts, ORIGIN)
    expect(missed.options.data.path).toBe("/tr/message/502")
    for (const bad of ["//evil.example", "/de", "tr", "/tr/x", 5]) expect(textsOf({ prefix: bad }).prefix).toBe("")
  })
})

/** A window of the site at `url` that records focus and messages. */
const windowAt = (url: string, over: Partial<WindowLike> = {}) => {
  const messages: unknown[] = []
  return { url, focus: vi.fn(async () => undefined), postMessage: (m: unknown) => void messages.push(m), messages, ...over }
}

/** In-memory worker facts; `last` reads the stored last push. */
const memoryFacts = (): WorkerFacts & { readonly last: { at: number; title: string } | null } => {
  let last: { at: number; title: string } | null = null
  let texts = DEFAULT_TEXTS
  return {
    get last() {
      return last
    },
    lastPush: async () => last,
    setLastPush: async (p) => void (last = p),
    texts: async () => texts,
    setTexts: async (t) => void (texts = t),
  }
}

const scope = (windows: ReturnType<typeof windowAt>[] = []) => {
  const facts = memoryFacts()
  const s = {
    origin: ORIGIN,
    now: () => NOW,
    showNotification: vi.fn(async () => undefined),
    windows: async () => windows,
    openWindow: vi.fn(async () => undefined),
    facts,
  }
  return { s, h: makeHandlers(s), facts }
}

describe("the worker's handlers", () => {
  it("a push is shown, remembered as the last push and announced to the app's windows (not the inspector)", async () => {
    const app = windowAt(`${ORIGIN}/`)
    const inspector = windowAt(`${ORIGIN}/inspector`)
    const { s, h, facts } = scope([app, inspector])
    await h.showPush(payloadOf({ json: () => ({ notification: { title: "Hi" }, data: { type: "im", senderId: "7" } }), text: () => "" }))
    expect(s.showNotification).toHaveBeenCalledWith("Hi", expect.objectContaining({ data: expect.objectContaining({ path: "/message/7" }) }))
    expect(facts.last).toEqual({ at: NOW, title: "Hi" })
    expect(app.messages).toEqual([{ type: MSG.pushShown, at: NOW, title: "Hi", kind: "im" }])
    expect(inspector.messages).toEqual([])
  })

  it("a push whose data is not JSON shows its text", async () => {
    const { s, h } = scope()
    await h.showPush(payloadOf({ json: () => JSON.parse("not json"), text: () => "plain" }))
    expect(s.showNotification).toHaveBeenCalledWith(APP_NAME, expect.objectContaining({ body: "plain" }))
  })

  it("a click focuses the app's focused window and tells it the path (no reload); without one it opens a window", async () => {
    const other = windowAt(`${ORIGIN}/friends`)
    const focused = windowAt(`${ORIGIN}/`, { focused: true })
    const { s, h } = scope([windowAt("https://other.example/"), other, focused])
    await h.openFromNotification({ path: "/message/502", kind: "im" })
    expect(focused.focus).toHaveBeenCalled()
    expect(focused.messages).toEqual([{ type: MSG.open, path: "/message/502" }])
    expect(other.messages).toEqual([])
    expect(s.openWindow).not.toHaveBeenCalled()
    const none = scope([])
    await none.h.openFromNotification({ path: "/friends" })
    expect(none.s.openWindow).toHaveBeenCalledWith("/friends")
  })

  it("the page's messages: texts for the missed calls, and a push of the local push path shown like a push event", async () => {
    const { s, h, facts } = scope()
    await h.onMessage({ type: MSG.texts, texts: { missedCall: "Appel manqué de {name}", missedCallUnknown: "Appel manqué" } })
    expect(await facts.texts()).toEqual({ missedCall: "Appel manqué de {name}", missedCallUnknown: "Appel manqué", prefix: "" })
    await h.onMessage({ type: MSG.localPush, payload: { notification: { title: "Test" }, data: { type: "test" } } })
    expect(s.showNotification).toHaveBeenCalledWith("Test", expect.objectContaining({ tag: TEST_TAG }))
    await h.onMessage({ type: "something else" })
    expect(s.showNotification).toHaveBeenCalledTimes(1)
  })
})

describe("the worker's facts store (IndexedDB)", () => {
  it("keeps the last push and the texts; anything else reads as none", async () => {
    const facts = makeWorkerFacts()
    expect(await facts.lastPush()).toBeNull()
    expect(await facts.texts()).toEqual(DEFAULT_TEXTS)
    await facts.setLastPush({ at: NOW, title: "Hi" })
    await facts.setTexts({ missedCall: "x {name}", missedCallUnknown: "y", prefix: "/tr" })
    const again = makeWorkerFacts()
    expect(await again.lastPush()).toEqual({ at: NOW, title: "Hi" })
    expect(await again.texts()).toEqual({ missedCall: "x {name}", missedCallUnknown: "y", prefix: "/tr" })
    expect(lastPushOf({ at: "1", title: 2 })).toBeNull()
  })
})

describe("which requests the worker answers", () => {
  const url = (p: string) => new URL(p, ORIGIN)
  it("app navigations get the shell; the gateway's paths, the inspector, files and other sites do not", () => {
    for (const p of ["/", "/message/502", "/tr/friends", "/vidchat-terms-of-use", "/?trace=x"]) expect(isShellNavigation(url(p), "GET", ORIGIN), p).toBe(true)
    for (const p of ["/facade/api/user/logout", "/facade/rt", "/dev/pay", "/dev/idp", "/media/a.png", "/csp/report", "/inspector", "/sw.js", "/manifest.webmanifest"])
      expect(isShellNavigation(url(p), "GET", ORIGIN), p).toBe(false)
    expect(isShellNavigation(url("/"), "POST", ORIGIN)).toBe(false)
    expect(isShellNavigation(new URL("https://other.example/"), "GET", ORIGIN)).toBe(false)
  })

  it("hashed build files are cached at first use; API, media, source maps, unhashed files and queries never", () => {
    for (const p of ["/WallPage-ABCD1234.js", "/chunk-7PLIIAZV.js", "/main-YZZ2AZLX.css", "/tr-Q2W3E4R5.js", "/twemoji-1F600-ABCDEFGH.svg"]) expect(isCacheableAsset(url(p), "GET", ORIGIN), p).toBe(true)
    for (const p of ["/facade/api/im/v1/send", "/media/avatar-ABCDEFGH.png", "/main-YZZ2AZLX.js.map", "/base.css", "/sw.js", "/main-YZZ2AZLX.js?x=1"])
      expect(isCacheableAsset(url(p), "GET", ORIGIN), p).toBe(false)
    expect(isCacheableAsset(url("/chunk-7PLIIAZV.js"), "POST", ORIGIN)).toBe(false)
  })

  it("a new build deletes the other builds' asset caches and leaves the rest", () => {
    expect(staleCaches(["vidchat-assets-old1", assetCacheName("new2"), "workbox-precache-v2-x", "other"], "new2")).toEqual(["vidchat-assets-old1"])
  })
})

/** A fake Workbox over registration `reg`: records listeners and registration. */
const fakeWorkbox = (reg: unknown = {}) => {
  const listeners: Record<string, (e: { isExternal?: boolean; isUpdate?: boolean }) => void> = {}
  const wb = {
    addEventListener: (type: string, l: (e: { isExternal?: boolean; isUpdate?: boolean }) => void) => void (listeners[type] = l),
    register: vi.fn(async () => reg as ServiceWorkerRegistration),
    fire: (type: string, e: { isExternal?: boolean; isUpdate?: boolean } = {}) => listeners[type]?.(e),
  }
  return wb
}

/** A fake navigator.serviceWorker with an active registration that records posted messages. */
const fakeContainer = () => {
  const posted: unknown[] = []
  let onMessage: ((e: { data: unknown }) => void) | null = null
  const reg = { active: { postMessage: (m: unknown) => void posted.push(m) }, showNotification: vi.fn(async () => undefined) }
  return {
    posted,
    reg,
    container: {
      controller: null,
      ready: Promise.resolve(reg as unknown as ServiceWorkerRegistration),
      addEventListener: (_type: string, l: (e: { data: unknown }) => void) => void (onMessage = l),
    } as unknown as Pick<ServiceWorkerContainer, "addEventListener" | "ready" | "controller">,
    send: (data: unknown) => onMessage?.({ data }),
  }
}

describe("the page's worker adapter", () => {
  const setup = () => {
    const waiting = { posted: [] as unknown[], postMessage: (m: unknown) => void waiting.posted.push(m) }
    const registration = { waiting: null as typeof waiting | null }
    const wb = fakeWorkbox(registration)
    const c = fakeContainer()
    let idle: (() => void) | null = null
    const reload = vi.fn()
    const worker = makeAppWorker({
      container: c.container,
      workbox: () => wb as unknown as WorkboxLike,
      whenIdle: (fn) => void (idle = fn),
      reload,
      loadedFiles: () => [`${ORIGIN}/tr-Q2W3E4R5.js`],
      facts: memoryFacts(),
    })
    const reports: WorkerReport[] = []
    worker.start((r) => reports.push(r))
    return { wb, c, worker, reports, reload, registration, waiting, idle: () => idle?.() }
  }
  const flush = () => new Promise((r) => setTimeout(r, 0))

  it("an uncontrolled page hands over what it loads after the registration, in batches", async () => {
    vi.useFakeTimers()
    const wb = fakeWorkbox()
    const c = fakeContainer()
    let onFile: ((url: string) => void) | null = null
    const worker = makeAppWorker({
      container: c.container,
      workbox: () => wb as unknown as WorkboxLike,
      whenIdle: (fn) => fn(),
      reload: () => {},
      loadedFiles: () => [],
      watchFiles: (f) => ((onFile = f), () => {}),
      facts: memoryFacts(),
    })
    worker.start(() => {})
    await vi.advanceTimersByTimeAsync(0)
    onFile!(`${ORIGIN}/ChatPage-AAAAAAAA.js`)
    onFile!(`${ORIGIN}/chunk-BBBBBBBB.js`)
    await vi.advanceTimersByTimeAsync(1_000)
    vi.useRealTimers()
    await flush()
    expect(c.posted.at(-1)).toEqual({ type: "CACHE_URLS", payload: { urlsToCache: [`${ORIGIN}/ChatPage-AAAAAAAA.js`, `${ORIGIN}/chunk-BBBBBBBB.js`] } })
  })

  it("registers only when the page is idle, then hands the worker the files loaded so far and its texts", async () => {
    const t = setup()
    t.worker.setTexts({ missedCall: "Missed call from {name}", missedCallUnknown: "Missed call", prefix: "" })
    expect(t.wb.register).not.toHaveBeenCalled()
    t.idle()
    expect(t.wb.register).toHaveBeenCalledWith({ immediate: true })
    await flush()
    await flush()
    expect(t.c.posted).toEqual([
      { type: "CACHE_URLS", payload: { urlsToCache: [`${ORIGIN}/tr-Q2W3E4R5.js`] } },
      { type: MSG.texts, texts: { missedCall: "Missed call from {name}", missedCallUnknown: "Missed call", prefix: "" } },
    ])
  })

  it("a waiting version is reported; applying it sends SKIP_WAITING and reloads once the new one controls the page", async () => {
    vi.useFakeTimers()
    const t = setup()
    t.idle()
    await vi.advanceTimersByTimeAsync(0)
    t.registration.waiting = t.waiting
    t.wb.fire("waiting")
    expect(t.reports).toEqual([{ _tag: "AppUpdateReady" }])
    t.worker.applyUpdate()
    expect(t.waiting.posted).toEqual([{ type: "SKIP_WAITING" }])
    expect(t.reload).not.toHaveBeenCalled()
    t.wb.fire("controlling", { isUpdate: true })
    expect(t.reload).toHaveBeenCalledTimes(1)
    // The fallback does not reload a second time.
    await vi.advanceTimersByTimeAsync(APPLY_FALLBACK_MS)
    expect(t.reload).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it("when the new version's control is not reported, the page reloads after APPLY_FALLBACK_MS anyway", async () => {
    vi.useFakeTimers()
    const t = setup()
    t.idle()
    await vi.advanceTimersByTimeAsync(0)
    t.registration.waiting = t.waiting
    t.worker.applyUpdate()
    await vi.advanceTimersByTimeAsync(APPLY_FALLBACK_MS - 1)
    expect(t.reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(t.reload).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it("without a waiting version, applying reloads at once; a version that took over from another tab is offered too", async () => {
    const t = setup()
    t.idle()
    await flush()
    t.worker.applyUpdate()
    expect(t.reload).toHaveBeenCalledTimes(1)
    expect(t.waiting.posted).toEqual([])
    t.wb.fire("controlling", { isExternal: true })
    expect(t.reports).toEqual([{ _tag: "AppUpdateReady" }])
    // The first install taking control is no update.
    const first = setup()
    first.idle()
    first.wb.fire("controlling", {})
    expect(first.reports).toEqual([])
  })

  it("messages from the worker are decoded; anything else, and paths to other sites, are dropped", () => {
    const t = setup()
    t.c.send({ type: MSG.pushShown, at: NOW, title: "Hi", kind: "im" })
    t.c.send({ type: MSG.open, path: "/message/502" })
    t.c.send({ type: MSG.open, path: "//evil.example/" })
    t.c.send({ type: MSG.pushShown, at: "now", title: "Hi", kind: "im" })
    t.c.send("garbage")
    expect(t.reports).toEqual([
      { _tag: "PushShown", shownAt: NOW, title: "Hi", kind: "im" },
      { _tag: "NotificationOpened", path: "/message/502" },
    ])
    expect(reportOf({ type: MSG.open, path: "https://evil.example/" })).toBeNull()
  })

  it("the test notification is shown through the registration with the self-test's tag; a failure comes back as a reason", async () => {
    const t = setup()
    expect(await t.worker.showTestNotification({ title: "T", body: "B" })).toEqual({ ok: true })
    expect(t.c.reg.showNotification).toHaveBeenCalledWith("T", expect.objectContaining({ body: "B", tag: TEST_TAG }))
    t.c.reg.showNotification.mockRejectedValueOnce(new TypeError("No notification permission has been granted for this origin."))
    expect(await t.worker.showTestNotification({ title: "T", body: "B" })).toEqual({ ok: false, reason: "No notification permission has been granted for this origin." })
    const none = makeAppWorker({ whenIdle: () => {}, reload: () => {}, loadedFiles: () => [], facts: memoryFacts() })
    expect(await none.showTestNotification({ title: "T", body: "B" })).toEqual({ ok: false, reason: "no active service worker" })
  })
})

describe("the network adapter", () => {
  it("reports navigator.onLine at once and every online/offline event", () => {
    const listeners: Record<string, () => void> = {}
    const reports: boolean[] = []
    makeNetwork({ onLine: () => false, addEventListener: (t, l) => void (listeners[t] = l) }).watch((o) => reports.push(o))
    listeners["online"]!()
    listeners["offline"]!()
    expect(reports).toEqual([false, true, false])
  })
})

describe("the page visibility adapter", () => {
  it("reports document.visibilityState at once and every change of it (visibility, not focus)", () => {
    let visible = false
    let changed: (() => void) | null = null
    const reports: boolean[] = []
    makePageVisibility({ visible: () => visible, onChange: (l) => void (changed = l) }).watch((v) => reports.push(v))
    visible = true
    changed!()
    changed!()
    visible = false
    changed!()
    expect(reports).toEqual([false, true, false])
  })
})
