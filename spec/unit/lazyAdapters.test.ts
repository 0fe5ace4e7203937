// Adapters loaded on first use (issue 14: what a signed-out first visit never runs is not startup code):
// calls made before the chunk arrives wait for it and run in order, later ones at once; a chunk that
// cannot load becomes the port's own failure (never a rejection left unhandled), and the next call loads
// again (under a fresh URL: the browser keeps a failed import of a URL).
import { describe, expect, it } from "vitest"
import { onDemand } from "../../infrastructure/onDemand"
import { lazyChatStore } from "../../infrastructure/storage/lazyChatStore"
import { lazyRealtime, reloadDelayMs } from "../../infrastructure/rtm/lazy"
import { lazyUploads } from "../../infrastructure/gateway/lazyUploads"
import { lazyPush } from "../../infrastructure/push/lazy"
import { reloadable } from "../../infrastructure/browser/chunkImport"
import type { ChatStore, Push, Realtime, RealtimeInput, UploadReport, Uploads } from "../../domain/runtime/ports"

/** A load the test settles by hand, counting how often it was started. */
const manual = <A>() => {
  const d = { loads: 0, arrive: (_: A) => {}, fail: (_: unknown) => {} }
  const load = () => {
    d.loads++
    return new Promise<A>((resolve, reject) => {
      d.arrive = resolve
      d.fail = reject
    })
  }
  return { d, load }
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe("onDemand", () => {
  it("given uses before the load, then one load, the uses run in order before any later use, and later uses run at once", async () => {
    const { d, load } = manual<string>()
    const m = onDemand(load)
    const seen: string[] = []
    m.use((a) => seen.push(`1 ${a}`))
    m.use((a) => {
      seen.push(`2 ${a}`)
      m.use(() => seen.push("3 from 2"))
    })
    expect(m.now()).toBeNull()
    expect(d.loads).toBe(1)
    d.arrive("x")
    await flush()
    expect(seen).toEqual(["1 x", "2 x", "3 from 2"])
    m.use(() => seen.push("4"))
    expect(seen.at(-1)).toBe("4")
    expect(m.now()).toBe("x")
    expect(await m.with((a) => a + "!")).toBe("x!")
    expect(d.loads).toBe(1)
  })

  it("given a failed load, then the waiting uses fail, nothing is left unhandled, and the next use loads again", async () => {
    const { d, load } = manual<string>()
    const m = onDemand(load)
    const failed: unknown[] = []
    m.use(() => failed.push("ran"), (err) => failed.push(err))
    const w = m.with((a) => a)
    d.fail(new Error("chunk"))
    await expect(w).rejects.toThrow("chunk")
    expect(failed).toEqual([new Error("chunk")])
    const again = m.with((a) => a.length)
    expect(d.loads).toBe(2)
    d.arrive("abc")
    expect(await again).toBe(3)
  })

  it("given a load that throws at once, then it fails like a rejected one; preload and whenLoaded start nothing twice", async () => {
    let loads = 0
    const m = onDemand<number>(() => {
      loads++
      if (loads === 1) throw new Error("sync")
      return Promise.resolve(7)
    })
    await expect(m.with((a) => a)).rejects.toThrow("sync")
    const seen: number[] = []
    m.whenLoaded((a) => seen.push(a))
    expect(loads).toBe(1)
    m.preload()
    m.preload()
    await flush()
    expect(loads).toBe(2)
    expect(seen).toEqual([7])
    m.whenLoaded((a) => seen.push(a + 1))
    expect(seen).toEqual([7, 8])
  })
})

/** A chat store recording calls. */
const recordingStore = (calls: string[]): ChatStore["Service"] => ({
  load: async (u) => (calls.push(`load ${u}`), { conversations: [], outbox: [] }),
  history: async (u, p) => (calls.push(`history ${u} ${p}`), []),
  page: async (u, p) => (calls.push(`page ${u} ${p}`), []),
  save: async (u) => void calls.push(`save ${u}`),
  markRead: async (u, p) => void calls.push(`markRead ${u} ${p}`),
  watchReads: (u) => void calls.push(`watch ${u}`),
  remove: async (u, p) => void calls.push(`remove ${u} ${p}`),
})

describe("lazyChatStore", () => {
  it("given calls before the database chunk, when it arrives, then they run on it in order and answer", async () => {
    const calls: string[] = []
    const { d, load } = manual<ChatStore["Service"]>()
    const store = lazyChatStore(load)
    const loaded = store.load("7")
    store.watchReads("7", () => {})
    const saved = store.save("7", [], [], [])
    expect(calls).toEqual([])
    d.arrive(recordingStore(calls))
    expect(await loaded).toEqual({ conversations: [], outbox: [] })
    await saved
    expect(calls).toEqual(["load 7", "watch 7", "save 7"])
    await store.markRead("7", "9")
    expect(calls.at(-1)).toBe("markRead 7 9")
    expect(d.loads).toBe(1)
  })

  it("given a chunk that cannot load, then each call rejects (ChatStoreFailed), and the next call loads again with the read watch asked meanwhile", async () => {
    const calls: string[] = []
    const { d, load } = manual<ChatStore["Service"]>()
    const store = lazyChatStore(load)
    const first = store.load("7")
    store.watchReads("7", () => {})
    d.fail(new TypeError("Failed to fetch dynamically imported module"))
    await expect(first).rejects.toThrow("dynamically imported")
    await flush()
    const page = store.page("7", "9", null, 20)
    expect(d.loads).toBe(2)
    d.arrive(recordingStore(calls))
    expect(await page).toEqual([])
    expect(calls).toEqual(["watch 7", "page 7 9"])
  })
})

describe("lazyRealtime", () => {
  const recording = (calls: string[]): Realtime["Service"] => ({
    connect: (a) => void calls.push(`connect ${a.userId}`),
    disconnect: () => void calls.push("disconnect"),
  })
  const timers = () => {
    const due: Array<{ f: () => void; ms: number; cancelled: boolean }> = []
    return {
      due,
      after: (f: () => void, ms: number) => {
        const t = { f, ms, cancelled: false }
        due.push(t)
        return () => void (t.cancelled = true)
      },
    }
  }

  it("given a disconnect with no connect, then nothing loads; given connect and disconnect before the chunk, then both run on it in order", async () => {
    const calls: string[] = []
    const { d, load } = manual<Realtime["Service"]>()
    const rt = lazyRealtime(load, timers())
    rt.disconnect()
    expect(d.loads).toBe(0)
    rt.connect({ userId: "7", token: "t" }, () => {})
    rt.disconnect()
    rt.connect({ userId: "8", token: "t" }, () => {})
    expect(d.loads).toBe(1)
    d.arrive(recording(calls))
    await flush()
    expect(calls).toEqual(["connect 7", "disconnect", "connect 8"])
    rt.disconnect()
    expect(calls.at(-1)).toBe("disconnect")
  })

  it("given a chunk that cannot load, then the channel reports offline (network) and loads again with backoff until it connects; a disconnect stops the retries", async () => {
    const calls: string[] = []
    const reports: RealtimeInput[] = []
    const t = timers()
    const { d, load } = manual<Realtime["Service"]>()
    const rt = lazyRealtime(load, t)
    rt.connect({ userId: "7", token: "t" }, (e) => reports.push(e))
    d.fail(new Error("offline"))
    await flush()
    expect(reports).toEqual([{ _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "network" }])
    expect(t.due.map((x) => x.ms)).toEqual([reloadDelayMs(1)])
    t.due[0]!.f()
    d.fail(new Error("offline"))
    await flush()
    expect(reports.at(-1)).toEqual({ _tag: "RealtimeStatusChanged", status: "offline", attempt: 2, reason: "network" })
    expect(t.due.map((x) => x.ms)).toEqual([500, 1000])
    t.due[1]!.f()
    d.arrive(recording(calls))
    await flush()
    expect(calls).toEqual(["connect 7"])
    expect(d.loads).toBe(3)

    const { d: d2, load: load2 } = manual<Realtime["Service"]>()
    const t2 = timers()
    const rt2 = lazyRealtime(load2, t2)
    rt2.connect({ userId: "7", token: "t" }, () => {})
    d2.fail(new Error("offline"))
    await flush()
    rt2.disconnect()
    expect(t2.due[0]!.cancelled).toBe(true)
    expect(d2.loads).toBe(1)
    expect(reloadDelayMs(10)).toBe(15_000)
  })
})

describe("lazyUploads", () => {
  const request = { key: "k1", localUrl: "blob:x", caller: { deviceId: "d", userId: "7", token: "t", languageId: 1 } }

  it("given an upload before the chunk, then it starts once it arrives; given a chunk that cannot load, then UploadFailed (network) and the next upload loads again", async () => {
    const started: string[] = []
    const reports: UploadReport[] = []
    const uploader: Uploads["Service"] = { upload: (r, report) => (started.push(r.key), report({ _tag: "UploadFinished", key: r.key, url: "/u/1.jpg" })) }
    const { d, load } = manual<Uploads["Service"]>()
    const uploads = lazyUploads(load)
    uploads.upload(request, (e) => reports.push(e))
    d.fail(new Error("chunk"))
    await flush()
    expect(reports).toEqual([{ _tag: "UploadFailed", key: "k1", reason: "network" }])
    uploads.upload({ ...request, key: "k2" }, (e) => reports.push(e))
    expect(d.loads).toBe(2)
    d.arrive(uploader)
    await flush()
    expect(started).toEqual(["k2"])
    expect(reports.at(-1)).toEqual({ _tag: "UploadFinished", key: "k2", url: "/u/1.jpg" })
  })
})

describe("lazyPush", () => {
  it("given the chunk not loaded, then the permission is answered at once without loading; the token waits for the chunk; a failed chunk is a failed token, then loaded again", async () => {
    const { d, load } = manual<Push["Service"]>()
    const push = lazyPush({ permission: () => "granted", requestPermission: async () => "denied" }, load)
    expect(push.permission()).toBe("granted")
    expect(await push.requestPermission()).toBe("denied")
    expect(d.loads).toBe(0)
    const first = push.token()
    d.fail(new TypeError("Failed to fetch dynamically imported module"))
    const r = await first
    expect(r.ok).toBe(false)
    expect(!r.ok && r.reason).toMatch(/^push adapter not loaded: TypeError: Failed to fetch/)
    const caller = { deviceId: "d", userId: "7", token: "t", languageId: 1 }
    const test = push.requestTestPush(caller, { title: "a", body: "b" })
    expect(d.loads).toBe(2)
    d.fail(new Error("again"))
    expect(await test).toEqual({ outcome: "failed", reason: "push adapter not loaded: Error: again" })
    const third = push.token()
    d.arrive({
      permission: () => "granted",
      requestPermission: async () => "granted",
      token: async () => ({ ok: true, token: "local-1" }),
      requestTestPush: async () => ({ outcome: "sent", reason: "" }),
    })
    expect(await third).toEqual({ ok: true, token: "local-1" })
    expect(d.loads).toBe(3)
  })
})

describe("reloadable (a chunk tried again after a failed load)", () => {
  it("given a load that failed naming its file, then the next load imports that file under a fresh URL each time; a failure naming no file of this origin retries the plain import", async () => {
    const urls: string[] = []
    let plain = 0
    const load = reloadable(
      () => (plain++, Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://127.0.0.1:8710/chatDb-ABCDEFGH.js"))),
      { origin: "http://127.0.0.1:8710", importUrl: async (url) => (urls.push(url), urls.length === 1 ? Promise.reject(new TypeError("offline")) : { ok: url }) },
    )
    await expect(load()).rejects.toThrow("Failed to fetch")
    await expect(load()).rejects.toThrow("offline")
    expect(await load()).toEqual({ ok: "http://127.0.0.1:8710/chatDb-ABCDEFGH.js#retry-2" })
    expect(urls).toEqual(["http://127.0.0.1:8710/chatDb-ABCDEFGH.js#retry-1", "http://127.0.0.1:8710/chatDb-ABCDEFGH.js#retry-2"])
    expect(plain).toBe(1)

    let tries = 0
    const other = reloadable(() => (tries++, Promise.reject(new Error("Failed to fetch dynamically imported module: https://cdn.example/x-ABCDEFGH.js"))), {
      origin: "http://127.0.0.1:8710",
      importUrl: async () => Promise.reject(new Error("not used")),
    })
    await expect(other()).rejects.toThrow()
    await expect(other()).rejects.toThrow("cdn.example")
    expect(tries).toBe(2)
  })
})
