// The runtime and scale figures of `npm run bench` (issues 14, 17, 18): replay throughput, the live store,
// older history, the inspector and trace scale (Node, then Chromium), the chat and a local call in
// Chromium against the reference gateway (spec/bench/rig.ts, port 8294). Each figure is printed and
// recorded for bench/latest.json (spec/bench/figures.ts) under its own key (`machine`, `replay`,
// `replayInstructions`, `live`, `history`, `inspector`, `traces`, `chat`, `call`, `inspectorChromium`),
// with the machine's load (os.loadavg) at the start and end: the machine these run on may be shared, and
// figures taken under load say so. A part that throws is reported and skipped.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { callBench } from "./call"
import { chatBench } from "./chat"
import { historyFigures } from "./history"
import { inspectorLoadBench } from "./inspector"
import { inspectorBrowserBench, writeTrace } from "./inspectorBrowser"
import { liveBench } from "./live"
import { replayBench } from "./replay"
import { replayInstructionsBench } from "./replayInstructions"
import { startRig } from "./rig"
import { traceScaleBench } from "./traces"

import { recordFigures } from "./figures"

/** Events of the smaller trace the inspector opens in Chromium. */
const INSPECTOR_SMALL = 100_000

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100)

/** Runs `part`, printing a failure instead of throwing; returns its figures or null. */
const attempt = async <T>(name: string, part: () => Promise<T> | T): Promise<T | null> => {
  try {
    return await part()
  } catch (err) {
    console.log(`${name}: FAILED to measure: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`)
    return null
  }
}

/** Runs every part, records the figures; true when none failed to run (targets missed are reported, not failed). */
export async function runtimeBench(): Promise<boolean> {
  const started = { at: new Date().toISOString(), loadavg: load(), cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "", node: process.version }
  console.log(`machine: ${started.cpus} CPUs (${started.cpuModel}), load average ${started.loadavg.join(", ")}\n`)
  const figures: Record<string, unknown> = {}
  figures["replay"] = await attempt("replay", replayBench)
  console.log("")
  figures["replayInstructions"] = await attempt("replay instructions", replayInstructionsBench)
  console.log("")
  figures["live"] = await attempt("live store", liveBench)
  console.log("")
  figures["inspector"] = await attempt("inspector", () => inspectorLoadBench())
  console.log("")
  figures["history"] = await attempt("older history", historyFigures)
  console.log("")
  const traces = await attempt("trace scale", () => traceScaleBench())
  figures["traces"] = traces
  console.log("")
  const rig = await attempt("browser rig", () => startRig())
  const files = traces ? [traces.file] : []
  if (rig) {
    try {
      figures["chat"] = await attempt("chat", () => chatBench(rig))
      console.log("")
      figures["call"] = await attempt("local call", () => callBench(rig))
      console.log("")
      // The inspector in Chromium: a 100k-event trace (scaling reference), then the trace-scale file.
      const small = writeTrace(INSPECTOR_SMALL)
      files.push(small.file)
      const inChromium: Record<string, unknown> = {}
      inChromium[String(INSPECTOR_SMALL)] = await attempt("inspector (Chromium)", () => inspectorBrowserBench(rig, small.file, INSPECTOR_SMALL))
      if (traces) inChromium[String(traces.events)] = await attempt("inspector (Chromium)", () => inspectorBrowserBench(rig, traces.file, traces.events))
      figures["inspectorChromium"] = inChromium
    } finally {
      await rig.close()
    }
  }
  for (const f of files) fs.rmSync(path.dirname(f), { recursive: true, force: true })
  figures["runtimeMachine"] = { ...started, loadavgEnd: load() }
  for (const [name, data] of Object.entries(figures)) recordFigures(name, data)
  console.log(`\nload average at the end ${load().join(", ")}`)
  return Object.values(figures).every((f) => f !== null)
}
