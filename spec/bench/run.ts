// `npm run bench`: (1) startup JavaScript budget of the wall route — the main entry chunk, the lazy
// chunks the wall always loads at start, and every chunk they import statically, brotli quality 11, must be <= 150 KiB and free of Agora and Firebase
// code (those load lazily); (2) replay throughput of the domain kernel over 100k generated events;
// (3) the trace inspector's load time for a 100k-event trace (spec/bench/inspector.ts); (4) older chat
// history: the time to take in each older page of a 10,000-message conversation and the message nodes
// the virtualized log renders with all of them loaded (spec/bench/history.ts); (5) trace scale
// (spec/bench/traces.ts: a generated trace with step digests; replay, --check and inspector figures).
// Exits 1 when a check fails.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { brotli, build, entryOutput, staticClosure } from "../../build.mjs"
import { inspectorLoadBench } from "./inspector"
import { historyBench } from "./history"
import { traceScaleBench } from "./traces"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const BUDGET_KIB = 150
const MAIN_ENTRY = "ui/main.tsx"
/** Lazy chunks the wall route always loads at start (its page, the English catalog, country names). */
const WALL_ROUTE_CHUNKS = ["ui/pages/WallPage.tsx", "i18n/en/index.ts", "node_modules/i18n-iso-countries/langs/en.json"]
/** Input paths that must never be in startup chunks (heavy SDKs loaded on demand). */
const FORBIDDEN = ["node_modules/agora-", "node_modules/firebase", "node_modules/@firebase"]
const REPLAY_EVENTS = 100_000
const REPLAY_SEED = 42

const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`

/** Builds into a temp folder and checks the startup JS budget; true when it passes. */
async function bundleBudget(): Promise<boolean> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-bench-"))
  try {
    const { metafile } = await build({ outdir, compress: false, quiet: true })
    const startup = staticClosure(metafile, entryOutput(metafile, MAIN_ENTRY))
    for (const lazyEntry of WALL_ROUTE_CHUNKS) {
      const key = Object.keys(metafile.outputs).find((k) => k.endsWith(".js") && metafile.outputs[k]?.entryPoint === lazyEntry)
      if (!key) throw new Error(`no chunk for ${lazyEntry}`)
      for (const k of staticClosure(metafile, key)) if (!startup.includes(k)) startup.push(k)
    }
    let total = 0
    const offenders: string[] = []
    console.log(`startup JavaScript of the wall route (${MAIN_ENTRY}, ${WALL_ROUTE_CHUNKS.join(", ")} + static imports):`)
    for (const key of startup) {
      const buf = fs.readFileSync(path.resolve(ROOT, key))
      const br = brotli(buf).length
      total += br
      const inputs = Object.keys(metafile.outputs[key]?.inputs ?? {})
      const bad = inputs.filter((i) => FORBIDDEN.some((f) => i.includes(f)))
      if (bad.length > 0) offenders.push(`${path.basename(key)}: ${bad.slice(0, 3).join(", ")}${bad.length > 3 ? ", ..." : ""}`)
      console.log(`  ${path.basename(key).padEnd(32)} ${kib(buf.length).padStart(11)} raw ${kib(br).padStart(11)} br`)
    }
    const lazy = Object.keys(metafile.outputs).filter((k) => k.endsWith(".js") && !startup.includes(k))
    console.log(`  total ${kib(total)} brotli (budget ${BUDGET_KIB} KiB); ${lazy.length} lazy chunk(s) not counted`)
    const withinBudget = total <= BUDGET_KIB * 1024
    console.log(`${withinBudget ? "PASS" : "FAIL"}: startup JS ${kib(total)} <= ${BUDGET_KIB} KiB brotli`)
    if (offenders.length > 0) for (const o of offenders) console.log(`  forbidden in startup chunk ${o}`)
    console.log(`${offenders.length === 0 ? "PASS" : "FAIL"}: no Agora or Firebase code in startup chunks`)
    return withinBudget && offenders.length === 0
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}

type Replay = (events: Iterable<unknown>) => unknown
type Generate = (n: number, seed: number) => Iterable<unknown>

/** Loads a module's export by file path, or null when the file or export is missing. */
async function load<T>(rel: string, name: string): Promise<T | null> {
  const file = path.join(ROOT, rel)
  if (!fs.existsSync(file)) return null
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  return typeof mod[name] === "function" ? (mod[name] as T) : null
}

/** Events per second of `replay` over 100k generated events: one warm-up, best of 3. */
async function replayThroughput(): Promise<void> {
  const replay = await load<Replay>("domain/runtime/replay.ts", "replay")
  const generate = await load<Generate>("spec/bench/events.ts", "generateEvents")
  if (!replay || !generate) {
    console.log("replay bench: kernel not present yet")
    return
  }
  const events = Array.from(generate(REPLAY_EVENTS, REPLAY_SEED))
  replay(events)
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now()
    replay(events)
    best = Math.min(best, performance.now() - t0)
  }
  const perSecond = Math.round(events.length / (best / 1000))
  console.log(`replay: ${events.length} events in ${best.toFixed(1)} ms (best of 3) = ${perSecond.toLocaleString("en-US")} events/s`)
}

const ok = await bundleBudget()
console.log("")
await replayThroughput()
console.log("")
await inspectorLoadBench()
console.log("")
const historyOk = historyBench()
console.log("")
await traceScaleBench()
process.exit(ok && historyOk ? 0 : 1)
