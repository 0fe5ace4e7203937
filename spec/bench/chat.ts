// Chat runtime bench in Chromium (`npm run bench`, issues 14 and 17), against the reference gateway of the
// rig: a fresh member with a conversation of 10,000 messages (the gateway's dev seed), the same messages
// imported into the member's local chat database through the app's own adapter (infrastructure/storage/
// chatDb.ts, batched transactions; the import rate measured on scratch databases too, in a profile on disk as a
// member's browser keeps it and in the rig's incognito context for reference), then the real app:
// the chat opened from the conversation list (click -> the newest message painted, and the message nodes
// in the DOM), and scrolled to the first message page by page with a PerformanceObserver counting long tasks
// (each step puts the log at its top and lets the browser send the scroll event, as a person's scroll does;
// BENCH_CHAT_PROFILE, BENCH_CHAT_HEAP and BENCH_CHAT_TRACE write a CPU profile, an allocation profile or a
// Chromium trace of that scroll).
// Targets: import >= 20,000 messages/s; open < 100 ms; <= 120 message nodes; no long task > 50 ms.
// The import is bound by m§3's layout, one row per message with eight indexes: about 4,400-4,900
// messages per second of Chromium CPU time whoever writes the rows (the adapter or the rows added
// straight), 7,700-8,000 with no index at all, 110,000+ for rows of 100 messages (spec/bench/idbLayout.ts,
// issue 14): 20,000/s would take four cores of Chromium time or more, so it needs a layout m§3 does not have.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as esbuild from "esbuild"
import { chromium, type BrowserContext, type Page } from "@playwright/test"
import type { ChatMessage, ConversationRecord } from "../../domain/messaging/message"
import { croomIdOf } from "../../domain/messaging/state"
import { parseIm } from "../../domain/messaging/parse"
import type { ImWire } from "../../domain/realtime/wire"
import { apiMember, clearBanners } from "../e2e/helpers/member"
import { makeWireClient } from "../support/wireClient"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { descendantsCpuMs } from "./cpu"
import type { Rig } from "./rig"
import { median } from "./stats"

/** Chromium's processes (browser, renderer, utility: storage service) by command name. */
const CHROMIUM = /^(chrom|Chrom)/

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
/** Messages in the bench conversation. */
export const CHAT_BENCH_MESSAGES = 10_000
/** A seeded host of the reference gateway, the other side of the conversation. */
const HOST_ID = 20_000_003
/** Messages per import transaction (the app saves a gateway page of 100 per transaction; an import may batch more). */
const IMPORT_BATCH = 1_000
/** Wait after the list shows before the settled first open: a member looking at the list before a click. */
const SETTLE_MS = 2_000
/** The app's chat database name (infrastructure/live.ts: app id and version). */
const APP_DB = "vidchat-web_0.1.0"

/** Figures of the chat bench (ms unless named otherwise). */
export interface ChatFigures {
  readonly messages: number
  /**
   * Messages per second into IndexedDB through the adapter (best and median of the scratch runs) in a
   * profile on disk, as a member's browser keeps it.
   */
  readonly importBest: number
  readonly importMedian: number
  readonly importRuns: ReadonlyArray<number>
  /** Messages per second of Chromium's CPU time (all its processes) during those imports: the rate a free core would give. */
  readonly importPerCpuSecond: number
  /**
   * The same imports in the rig's incognito context, where Chromium keeps IndexedDB in memory and every
   * write costs more the more the context has written (even into deleted databases): a reference only.
   */
  readonly importIncognitoRuns: ReadonlyArray<number>
  readonly importIncognitoPerCpuSecond: number
  /** Click on the conversation -> its newest message painted: the first open after a reload, then the median of re-opens. */
  readonly openCold: number
  /** The first open after another reload, clicked SETTLE_MS after the list showed (the newest conversation read ahead by then). */
  readonly openColdSettled: number
  readonly openMedian: number
  readonly opens: ReadonlyArray<number>
  /** Message nodes in the log after opening, and the most seen while scrolling to the top. */
  readonly nodesOpen: number
  readonly nodesMax: number
  /** Scrolling from the newest to the first message: pages inserted, time, long tasks. */
  readonly scrollMs: number
  readonly scrollPages: number
  readonly longTasksOver50: number
  readonly longestTaskMs: number
  /** Chromium's CPU time (all its processes) while scrolling: against scrollMs, how much of the time it had a core. */
  readonly scrollCpuMs: number
  readonly reachedStart: boolean
  readonly loaded: number
}

/** `source` (a module of the project, paths from its root) bundled as one classic script for a page. */
export const pageBundle = async (source: string): Promise<string> => {
  const out = await esbuild.build({
    stdin: {
      contents: source,
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    write: false,
    platform: "browser",
    logLevel: "silent",
  })
  return out.outputFiles[0]!.text
}

/** The chat database adapter as one script for the page: `globalThis.__benchChatDb`. */
const adapterScript = (): Promise<string> =>
  pageBundle(`import { makeIdbChatStore } from "./infrastructure/storage/chatDb"; globalThis.__benchChatDb = { makeIdbChatStore }`)

/** The member's whole conversation with HOST_ID from the gateway (im/v1/details, 100 a page), oldest first. */
const fetchConversation = async (rig: Rig, context: BrowserContext, me: string): Promise<ChatMessage[]> => {
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
  const api = makeWireClient(rig.baseURL)
  const who = { deviceId: cookies["deviceId"]!, token: cookies["loginToken"]!, userId: Number(me) }
  const pages: ImWire[][] = []
  for (let pageNo = 1; pageNo <= CHAT_BENCH_MESSAGES / 100 + 1; pageNo++) {
    const a = await api.call("imDetails", { sendUserId: HOST_ID, pageNo, pageSize: 100 }, who)
    if (a.code !== 200) throw new Error(`imDetails page ${pageNo}: ${a.code} ${a.msg}`)
    const list = (a.data as { list: ImWire[] }).list
    if (list.length === 0) break
    pages.push(list)
  }
  return pages.reverse().flat().flatMap((w) => parseIm(w, me) ?? []).map((m) => ({ ...m, read: true }))
}

/** Imports `messages` into database `db` through the adapter in IMPORT_BATCH transactions; messages per second. */
const importInto = (page: Page, db: string, me: string, conversation: ConversationRecord, messages: ReadonlyArray<ChatMessage>): Promise<number> =>
  page.evaluate(
    async ({ db, me, conversation, messages, batch }) => {
      const store = (globalThis as unknown as { __benchChatDb: { makeIdbChatStore: (n: string) => { save: (u: string, c: unknown[], m: unknown[], d: string[]) => Promise<void> } } }).__benchChatDb.makeIdbChatStore(db)
      await store.save(me, [], [], [])
      const t0 = performance.now()
      for (let i = 0; i < messages.length; i += batch) await store.save(me, i === 0 ? [conversation] : [], messages.slice(i, i + batch), [])
      return messages.length / ((performance.now() - t0) / 1000)
    },
    { db, me, conversation, messages: messages as ChatMessage[], batch: IMPORT_BATCH },
  )

/**
 * The import rate on three scratch databases (a fresh one each run) in `page`: messages per second of
 * each run, and per second of Chromium's CPU time over the three.
 */
const importRates = async (page: Page, me: string, conversation: ConversationRecord, messages: ReadonlyArray<ChatMessage>): Promise<{ runs: number[]; perCpuSecond: number }> => {
  const runs: number[] = []
  let cpuMs = 0
  for (let r = 0; r < 3; r++) {
    const db = `vidchat-bench-import-${r}`
    const c0 = descendantsCpuMs(CHROMIUM)
    runs.push(await importInto(page, db, me, conversation, messages))
    cpuMs += descendantsCpuMs(CHROMIUM) - c0
    await dropDb(page, db)
  }
  return { runs, perCpuSecond: (runs.length * messages.length) / (cpuMs / 1000) }
}

/**
 * The import rate in a Chromium with a profile on disk (a temporary folder), as a member's browser
 * stores IndexedDB; the page is the app's origin on the rig.
 */
const importRatesOnDisk = async (rig: Rig, me: string, conversation: ConversationRecord, messages: ReadonlyArray<ChatMessage>, script: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-bench-profile-"))
  const context = await chromium.launchPersistentContext(dir, { executablePath: findChromium(), args: [...CHROMIUM_ARGS], headless: true })
  try {
    const page = await context.newPage()
    await page.goto(`${rig.baseURL}/`)
    await page.evaluate(script)
    return await importRates(page, me, conversation, messages)
  } finally {
    await context.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Deletes scratch database `db`. */
const dropDb = (page: Page, db: string): Promise<void> =>
  page.evaluate((db) => new Promise<void>((done) => {
    const r = indexedDB.deleteDatabase(db)
    r.onsuccess = r.onerror = r.onblocked = () => done()
  }), db)

/** Opens the message list from the IM bar (desktop panel). */
const openList = async (page: Page): Promise<void> => {
  await page.getByRole("navigation", { name: "Messages and friends" }).getByRole("button", { name: /^Messages/ }).click()
  await page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: /^Chat with / }).first().waitFor()
}

/**
 * Clicks the conversation inside the page and waits, in the page, for the frame after the newest message
 * is in the log: ms from the click to that frame, and the message nodes then.
 */
const timeOpen = (page: Page, newest: string): Promise<{ ms: number; nodes: number }> =>
  page.evaluate(
    (newest) =>
      new Promise<{ ms: number; nodes: number }>((done, fail) => {
        const button = document.querySelector<HTMLElement>('[aria-label^="Chat with "]')
        if (!button) return fail(new Error("no conversation button"))
        const t0 = performance.now()
        button.click()
        const check = () => {
          const log = document.querySelector('[role="log"]')
          const shown = log && [...log.querySelectorAll(".im-msg .im-text")].some((n) => n.textContent?.trim() === newest)
          if (shown) return requestAnimationFrame(() => done({ ms: performance.now() - t0, nodes: log.querySelectorAll(".im-msg").length }))
          if (performance.now() - t0 > 30_000) return fail(new Error("the chat did not show its newest message in 30 s"))
          requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
    newest,
  )

/** Back from the chat to the list. */
const closeChat = async (page: Page): Promise<void> => {
  await page.getByRole("button", { name: "Back to messages" }).click()
  await page.getByRole("log").waitFor({ state: "hidden" })
}

/**
 * Scrolls the open chat to its first message: jumps to the top, waits for the next page (or the start
 * marker), again; long tasks observed all along. Returns the figures.
 */
const scrollToStart = (page: Page, total: number) =>
  page.evaluate(
    async (total) => {
      const tasks: number[] = []
      const obs = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push(e.duration)
      })
      obs.observe({ type: "longtask", buffered: false })
      const log = document.querySelector<HTMLElement>('[role="log"]')!
      const count = () => log.querySelectorAll(".im-msg").length
      const lowest = () => Math.min(...[...log.querySelectorAll(".im-msg .im-text")].map((n) => Number((n.textContent ?? "").match(/Message (\d+)/)?.[1] ?? Infinity)))
      const started = () => /This is the start of your conversation/.test(log.textContent ?? "")
      const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)))
      let nodesMax = count()
      let pages = 0
      let low = lowest()
      const t0 = performance.now()
      while (performance.now() - t0 < 600_000) {
        // The browser sends the scroll event of a move, once per frame, as it does when a person scrolls;
        // where the log is at the top already there is no move, and the event is sent here.
        const moved = log.scrollTop !== 0
        log.scrollTop = 0
        if (!moved) log.dispatchEvent(new Event("scroll"))
        const waitFrom = performance.now()
        // The next page lands (a lower first message) or the start is marked.
        while (lowest() >= low && !started() && performance.now() - waitFrom < 30_000) {
          await frame()
          nodesMax = Math.max(nodesMax, count())
        }
        const now = lowest()
        if (now < low) pages++
        low = now
        nodesMax = Math.max(nodesMax, count())
        if (started() && low <= 1) break
        if (performance.now() - waitFrom >= 30_000) break
      }
      const ms = performance.now() - t0
      await new Promise((r) => setTimeout(r, 200))
      obs.disconnect()
      return { ms, pages, nodesMax, tasks, reachedStart: started() && low <= 1, loaded: total - low + 1 }
    },
    total,
  )

/** Runs the chat bench on `rig`; prints and returns the figures. */
export async function chatBench(rig: Rig): Promise<ChatFigures> {
  const context = await rig.context()
  try {
    const me = await apiMember(context, rig.baseURL, "bench", "Bench reader")
    const seeded = await fetch(`${rig.baseURL}/dev/users/${me}/seed-conversation`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ with: HOST_ID, count: CHAT_BENCH_MESSAGES }) })
    if (!seeded.ok) throw new Error(`seed-conversation: ${seeded.status}`)
    const messages = await fetchConversation(rig, context, me)
    if (messages.length !== CHAT_BENCH_MESSAGES) throw new Error(`expected ${CHAT_BENCH_MESSAGES} messages from the gateway, got ${messages.length}`)
    const last = messages[messages.length - 1]!
    const conversation: ConversationRecord = {
      peerId: String(HOST_ID), croomId: croomIdOf(me, String(HOST_ID)), name: "", avatar: "", relation: 0,
      preview: { kind: "txt", text: last.text }, at: last.at, noReadCount: 0, status: 0,
    }
    const page = await context.newPage()
    // The web push invitation (asked once per device) would come up over the list.
    await page.addInitScript(() => localStorage.setItem("webPushInvited", "1"))
    await page.goto("/")
    await page.getByRole("navigation", { name: "Messages and friends" }).waitFor()
    await clearBanners(page)
    const script = await adapterScript()
    await page.evaluate(script)

    // The import rate on scratch databases (a fresh one each run): on disk as a member's browser keeps
    // them, and in this incognito context (in memory) for reference; then the member's own database.
    const onDisk = await importRatesOnDisk(rig, me, conversation, messages, script)
    const incognito = await importRates(page, me, conversation, messages)
    await importInto(page, APP_DB, me, conversation, messages)

    // The real app with 10,000 stored messages: the first open after a reload, then re-opens.
    await page.reload()
    await clearBanners(page)
    await openList(page)
    const newest = last.text
    const cold = await timeOpen(page, newest)
    const opens: number[] = []
    for (let r = 0; r < 5; r++) {
      await closeChat(page)
      opens.push((await timeOpen(page, newest)).ms)
    }
    // Again after a reload, clicked a moment after the list shows.
    await page.reload()
    await clearBanners(page)
    await openList(page)
    await page.waitForTimeout(SETTLE_MS)
    const settled = await timeOpen(page, newest)
    // BENCH_CHAT_PROFILE=file.cpuprofile: a CPU profile of the page while it scrolls (to find long tasks).
    const profileTo = process.env["BENCH_CHAT_PROFILE"]
    const cdp = profileTo ? await context.newCDPSession(page) : null
    if (cdp) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.setSamplingInterval", { interval: 200 })).then(() => cdp.send("Profiler.start"))
    // BENCH_CHAT_HEAP=file.heapprofile: what the page allocates while it scrolls, collected objects included.
    const heapTo = process.env["BENCH_CHAT_HEAP"]
    const hp = heapTo ? await context.newCDPSession(page) : null
    if (hp) await hp.send("HeapProfiler.enable").then(() => hp.send("HeapProfiler.startSampling", { samplingInterval: 8192, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }))
    // BENCH_CHAT_TRACE=file.json: a Chromium trace (the renderer's tasks) while it scrolls.
    const traceTo = process.env["BENCH_CHAT_TRACE"]
    if (traceTo) await rig.browser.startTracing(page, { path: traceTo, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "toplevel"] })
    const cpu0 = descendantsCpuMs(CHROMIUM)
    const scroll = await scrollToStart(page, CHAT_BENCH_MESSAGES)
    if (traceTo) await rig.browser.stopTracing()
    const scrollCpuMs = descendantsCpuMs(CHROMIUM) - cpu0
    if (cdp && profileTo) fs.writeFileSync(profileTo, JSON.stringify((await cdp.send("Profiler.stop")).profile))
    if (hp && heapTo) fs.writeFileSync(heapTo, JSON.stringify((await hp.send("HeapProfiler.stopSampling")).profile))
    const figures: ChatFigures = {
      messages: CHAT_BENCH_MESSAGES,
      importBest: Math.max(...onDisk.runs),
      importMedian: median(onDisk.runs),
      importRuns: onDisk.runs,
      importPerCpuSecond: onDisk.perCpuSecond,
      importIncognitoRuns: incognito.runs,
      importIncognitoPerCpuSecond: incognito.perCpuSecond,
      openCold: cold.ms,
      openColdSettled: settled.ms,
      openMedian: median(opens),
      opens,
      nodesOpen: cold.nodes,
      nodesMax: scroll.nodesMax,
      scrollMs: scroll.ms,
      scrollPages: scroll.pages,
      longTasksOver50: scroll.tasks.filter((t) => t > 50).length,
      longestTaskMs: Math.max(0, ...scroll.tasks),
      scrollCpuMs,
      reachedStart: scroll.reachedStart,
      loaded: scroll.loaded,
    }
    const k = (n: number) => Math.round(n).toLocaleString("en-US")
    console.log(`chat (Chromium, ${k(CHAT_BENCH_MESSAGES)} stored messages):`)
    console.log(`  history import into IndexedDB (adapter, ${IMPORT_BATCH} per transaction, profile on disk): best ${k(figures.importBest)}, median ${k(figures.importMedian)} messages/s [${onDisk.runs.map(k).join(", ")}] (target >= 20,000); ${k(figures.importPerCpuSecond)} per second of Chromium CPU time`)
    console.log(`  the same in an incognito context (IndexedDB in memory): [${incognito.runs.map(k).join(", ")}] messages/s; ${k(incognito.perCpuSecond)} per second of Chromium CPU time`)
    console.log(`  open (click -> newest message painted): first after reload ${Math.round(cold.ms)} ms, re-opens median ${Math.round(figures.openMedian)} ms [${opens.map((x) => Math.round(x)).join(", ")}] (target < 100); ${cold.nodes} message nodes; first after another reload, clicked ${SETTLE_MS / 1000} s after the list showed: ${Math.round(settled.ms)} ms`)
    console.log(`  scroll to the first message: ${figures.reachedStart ? "start reached" : "START NOT REACHED"}, ${k(figures.loaded)} loaded in ${figures.scrollPages} pages, ${k(figures.scrollMs)} ms (Chromium CPU ${k(scrollCpuMs)} ms); message nodes max ${figures.nodesMax} (max 120)`)
    console.log(`  long tasks (> 50 ms) while scrolling: ${figures.longTasksOver50}, longest ${Math.round(figures.longestTaskMs)} ms (target: none)`)
    return figures
  } finally {
    await context.close()
  }
}
