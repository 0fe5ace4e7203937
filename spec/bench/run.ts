// `npm run bench`: (1) startup as the browser sees it and Lighthouse (spec/bench/browser.ts: the built
// client served by the reference gateway with brotli, every script Chromium fetches on the first visit
// within <= 120 KiB and <= 12 requests, Agora/Firebase/emoji/QR/country tables/IM and call layers only
// when used; Lighthouse mobile, median of 3, on the first visit and the signed-in wall; `--no-lighthouse`
// skips Lighthouse); (2) replay throughput of the domain kernel over 100k generated events;
// (3) the trace inspector's load time for a 100k-event trace (spec/bench/inspector.ts); (4) older chat
// history: the time to take in each older page of a 10,000-message conversation and the message nodes
// the virtualized log renders with all of them loaded (spec/bench/history.ts); (5) trace scale
// (spec/bench/traces.ts: a generated trace with step digests; replay, --check and inspector figures).
// The figures are written to bench/latest.json (spec/bench/figures.ts). Exits 1 when a check fails.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { browserBench } from "./browser"
import { writeFigures } from "./figures"
import { inspectorLoadBench } from "./inspector"
import { historyBench } from "./history"
import { traceScaleBench } from "./traces"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const REPLAY_EVENTS = 100_000
const REPLAY_SEED = 42

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

const ok = await browserBench({ lighthouse: !process.argv.includes("--no-lighthouse") })
console.log("")
await replayThroughput()
console.log("")
await inspectorLoadBench()
console.log("")
const historyOk = historyBench()
console.log("")
await traceScaleBench()
console.log(`\nfigures written to ${writeFigures(ok && historyOk)}`)
process.exit(ok && historyOk ? 0 : 1)
