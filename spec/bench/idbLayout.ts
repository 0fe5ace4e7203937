// What one stored message costs in Chromium's IndexedDB, by storage layout (issue 14: the history import
// target of 20,000 messages/s, spec/bench/chat.ts). Not part of `npm run bench`: a study to run alone,
// `npx tsx spec/bench/idbLayout.ts [runs]` (Chromium from scripts/chromium.mjs, a profile on disk in a
// temporary folder, a page of a routed origin). 10,000 messages (parsed from wire messages as the app
// does) written 1,000 per readwrite transaction (relaxed durability), a fresh database per run, layouts
// taken in turn so a busy machine weighs on each alike:
// - adapter: the app's adapter (infrastructure/storage/chatDb.ts), m§3 schema, one row per message;
// - rows: the adapter's rows (historyRow) added straight to the m§3 store, no adapter around them;
// - rowsNoIndexes: the same rows into a store with the auto-increment key and no index (the floor of one
//   row per message, whatever the indexes);
// - blocks100: a row per block of up to 100 messages keyed [userId, croomId, block], each block read and
//   written back in the transaction (a layout m§3 does not have: for comparison only).
// Prints messages/s per run (median) and messages per second of Chromium's CPU time (all its processes).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "@playwright/test"
import type { ChatMessage } from "../../domain/messaging/message"
import { parseIm } from "../../domain/messaging/parse"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { T0 } from "../support/fixtures"
import { ME, PEER, wire } from "../support/imDriver"
import { pageBundle } from "./chat"
import { descendantsCpuMs } from "./cpu"
import { median } from "./stats"

/** Messages written per run, and per transaction (as spec/bench/chat.ts). */
const MESSAGES = 10_000
const BATCH = 1_000
/** Layouts compared. */
const LAYOUTS = ["adapter", "rows", "rowsNoIndexes", "blocks100"] as const
type Layout = (typeof LAYOUTS)[number]

/** The adapter's module for the page: `globalThis.__idbLayout`. */
const pageScript = (): Promise<string> =>
  pageBundle(`import { makeIdbChatStore, openChatDb, historyRow } from "./infrastructure/storage/chatDb"; globalThis.__idbLayout = { makeIdbChatStore, openChatDb, historyRow }`)

/** Runs the study: `runs` of each layout; prints and returns messages/s per run and per Chromium CPU second. */
export async function idbLayoutStudy(runs = 3): Promise<Record<Layout, { readonly rates: number[]; readonly perCpuSecond: number }>> {
  const messages: ChatMessage[] = Array.from({ length: MESSAGES }, (_, i) => ({
    ...parseIm(i % 2 ? wire(`m${i}`, ME, PEER, T0 + i * 1_000) : wire(`m${i}`, PEER, ME, T0 + i * 1_000), ME)!,
    read: true,
  }))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-idb-layout-"))
  const context = await chromium.launchPersistentContext(dir, { executablePath: findChromium(), args: [...CHROMIUM_ARGS], headless: true })
  const out = Object.fromEntries(LAYOUTS.map((l) => [l, { rates: [] as number[], cpuMs: 0 }])) as Record<Layout, { rates: number[]; cpuMs: number }>
  try {
    await context.addInitScript("globalThis.__name = (f) => f")
    const page = await context.newPage()
    await page.route("http://idb-layout.test/**", (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>idb layout</title>" }))
    await page.goto("http://idb-layout.test/")
    await page.evaluate(await pageScript())
    // The messages go to the page once (not in each measured call: CDP's copy would count as Chromium's CPU time).
    await page.evaluate((messages) => void ((globalThis as unknown as { __idbLayoutMessages: unknown[] }).__idbLayoutMessages = messages), messages)
    let n = 0
    for (let r = 0; r < runs; r++) {
      for (const layout of LAYOUTS) {
        const c0 = descendantsCpuMs(/^(chrom|Chrom)/)
        const rate = await page.evaluate(
          async ({ layout, name, me, batch }) => {
            const messages = (globalThis as unknown as { __idbLayoutMessages: unknown[] }).__idbLayoutMessages
            type Lib = {
              makeIdbChatStore: (n: string) => { save: (u: string, c: unknown[], m: unknown[], d: string[]) => Promise<void> }
              openChatDb: (n: string) => Promise<{ close: () => void }>
              historyRow: (u: string, m: unknown) => { croomId: string }
            }
            const lib = (globalThis as unknown as { __idbLayout: Lib }).__idbLayout
            const done = (tx: IDBTransaction) => new Promise<void>((ok, ko) => ((tx.oncomplete = () => ok()), (tx.onerror = tx.onabort = () => ko(tx.error))))
            const openRaw = (create: (db: IDBDatabase) => void) =>
              new Promise<IDBDatabase>((ok, ko) => {
                const q = indexedDB.open(name, 1)
                q.onupgradeneeded = () => create(q.result)
                q.onsuccess = () => ok(q.result)
                q.onerror = () => ko(q.error)
              })
            let ms = 0
            if (layout === "adapter") {
              const store = lib.makeIdbChatStore(name)
              await store.save(me, [], [], [])
              const t0 = performance.now()
              for (let i = 0; i < messages.length; i += batch) await store.save(me, [], messages.slice(i, i + batch), [])
              ms = performance.now() - t0
            } else if (layout === "rows" || layout === "rowsNoIndexes") {
              if (layout === "rows") (await lib.openChatDb(name)).close()
              const db = await openRaw((d) => void d.createObjectStore("chatHistory", { keyPath: "id", autoIncrement: true }))
              const t0 = performance.now()
              for (let i = 0; i < messages.length; i += batch) {
                const tx = db.transaction("chatHistory", "readwrite", { durability: "relaxed" })
                const s = tx.objectStore("chatHistory")
                for (const m of messages.slice(i, i + batch)) s.add(lib.historyRow(me, m))
                await done(tx)
              }
              ms = performance.now() - t0
              db.close()
            } else {
              const db = await openRaw((d) => void d.createObjectStore("blocks", { keyPath: ["userId", "croomId", "block"] }))
              const t0 = performance.now()
              for (let i = 0; i < messages.length; i += batch) {
                const tx = db.transaction("blocks", "readwrite", { durability: "relaxed" })
                const s = tx.objectStore("blocks")
                const part = messages.slice(i, i + batch)
                const croomId = lib.historyRow(me, part[0]).croomId
                for (let b = 0; b < part.length; b += 100) {
                  const block = (i + b) / 100
                  const get = s.get([me, croomId, block])
                  get.onsuccess = () => {
                    const had = (get.result as { messages: unknown[] } | undefined)?.messages ?? []
                    s.put({ userId: me, croomId, block, messages: [...had, ...part.slice(b, b + 100)] })
                  }
                }
                await done(tx)
              }
              ms = performance.now() - t0
              db.close()
            }
            await new Promise<void>((ok) => {
              const q = indexedDB.deleteDatabase(name)
              q.onsuccess = q.onerror = q.onblocked = () => ok()
            })
            return messages.length / (ms / 1000)
          },
          { layout, name: `idb-layout-${n++}`, me: ME, batch: BATCH },
        )
        out[layout].rates.push(Math.round(rate))
        out[layout].cpuMs += descendantsCpuMs(/^(chrom|Chrom)/) - c0
      }
    }
  } finally {
    await context.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const k = (x: number) => Math.round(x).toLocaleString("en-US")
  const result = Object.fromEntries(LAYOUTS.map((l) => [l, { rates: out[l].rates, perCpuSecond: (runs * MESSAGES) / (out[l].cpuMs / 1000) }])) as Record<Layout, { rates: number[]; perCpuSecond: number }>
  console.log(`IndexedDB layouts (Chromium, profile on disk, ${k(MESSAGES)} messages, ${k(BATCH)} per transaction, ${runs} runs each):`)
  for (const l of LAYOUTS) console.log(`  ${l}: median ${k(median(result[l].rates))} messages/s [${result[l].rates.map(k).join(", ")}]; ${k(result[l].perCpuSecond)} per second of Chromium CPU time`)
  return result
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const load = () => os.loadavg().map((x) => x.toFixed(2)).join(", ")
  console.log(`load average ${load()}`)
  await idbLayoutStudy(Number(process.argv[2] ?? 3))
  console.log(`load average at the end ${load()}`)
}
