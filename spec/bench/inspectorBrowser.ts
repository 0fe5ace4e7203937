// The trace inspector in Chromium (`npm run bench`, issue 18): a generated trace (scripts/gen-trace.ts:
// recorded sessions repeated, step digests, a checkpoint every 1,000 events) written to a file and opened
// in dist/inspector.html (file://) through its "Open trace file" input. Measured in the page from the
// input's change event: the first timeline row painted (first screen) and the progress bar gone (every
// line read, replayed and every checkpoint checked); then filter by type, jump to a step near the end
// and the diff of that step are used and timed. Targets at 1,000,000 events: first screen < 100 ms,
// full load <= 3 s. A file that cannot be one string (File.text(), ~512 MiB in V8) is reported as such.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import type { AppEvent } from "../../domain/app/event"
import { generateTrace, recordedSessions } from "../../scripts/gen-trace"
import { descendantsCpuMs } from "./cpu"
import type { Rig } from "./rig"

/** Figures of one inspector load in Chromium (ms). */
export interface InspectorBrowserFigures {
  readonly events: number
  readonly bytes: number
  readonly firstScreenMs: number | null
  readonly fullLoadMs: number | null
  /** Chromium's CPU time (all processes) from opening to loaded. */
  readonly cpuMs: number
  readonly filterMs: number | null
  readonly jumpMs: number | null
  readonly diffShown: boolean
  readonly hashVerdict: string
  readonly error: string | null
}

/** Writes an `n`-event trace to a temporary file; its path and size. */
export const writeTrace = (n: number, sessions: ReadonlyArray<AppEvent> = recordedSessions(5_000)): { file: string; bytes: number } => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-trace-")), `trace-${n}.ndjson`)
  const fd = fs.openSync(file, "w")
  let bytes = 0
  try {
    generateTrace(n, sessions, (text) => {
      bytes += Buffer.byteLength(text)
      fs.writeSync(fd, text)
    })
  } finally {
    fs.closeSync(fd)
  }
  return { file, bytes }
}

/** Opens `file` (an `events`-event trace) in the built inspector of `rig`; prints and returns the figures. */
export async function inspectorBrowserBench(rig: Rig, file: string, events: number): Promise<InspectorBrowserFigures> {
  const bytes = fs.statSync(file).size
  const context = await rig.context()
  try {
    const page = await context.newPage()
    await page.goto(pathToFileURL(path.join(rig.outdir, "inspector.html")).href)
    await page.getByLabel("Open trace file").waitFor({ state: "attached" })
    // In the page: times from the input's change to the first row and to the progress bar leaving.
    await page.evaluate(() => {
      const w = window as unknown as { __insp: { t0: number; first: number | null; full: number | null; error: string | null } }
      w.__insp = { t0: 0, first: null, full: null, error: null }
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
      input.addEventListener("change", () => {
        w.__insp.t0 = performance.now()
        const tick = () => {
          const now = performance.now()
          if (w.__insp.first === null && document.querySelector('[role="listbox"] [role="option"]')) w.__insp.first = now - w.__insp.t0
          const alert = document.querySelector('[role="alert"]')
          if (alert) w.__insp.error = alert.textContent
          if (w.__insp.first !== null && !document.querySelector("progress")) w.__insp.full = now - w.__insp.t0
          if (w.__insp.full === null && w.__insp.error === null) requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }, { capture: true, once: true })
    })
    const cpu0 = descendantsCpuMs(/^(chrom|Chrom)/)
    await page.getByLabel("Open trace file").setInputFiles(file)
    await page.waitForFunction(() => {
      const s = (window as unknown as { __insp: { full: number | null; error: string | null } }).__insp
      return s.full !== null || s.error !== null
    }, null, { timeout: 600_000, polling: 250 })
    const cpuMs = descendantsCpuMs(/^(chrom|Chrom)/) - cpu0
    const r = await page.evaluate(() => (window as unknown as { __insp: { first: number | null; full: number | null; error: string | null } }).__insp)
    let filterMs: number | null = null
    let jumpMs: number | null = null
    let diffShown = false
    let hashVerdict = ""
    if (r.error === null) {
      hashVerdict = (await page.getByRole("status").first().textContent()) ?? ""
      const timeline = page.getByRole("listbox", { name: "Timeline" })
      // Filter by type (a rare one), then back.
      let t = Date.now()
      await page.getByLabel("Type", { exact: true }).selectOption({ value: "LoginClosed" })
      await timeline.getByRole("option").first().filter({ hasText: "LoginClosed" }).waitFor({ timeout: 60_000 })
      filterMs = Date.now() - t
      await page.getByRole("button", { name: "Clear filters" }).click()
      // Jump to a step near the end: its state is replayed from the nearest checkpoint; the diff shows.
      const step = events - 7
      t = Date.now()
      await page.getByLabel("Jump to step").fill(String(step))
      await page.getByRole("button", { name: "Go", exact: true }).click()
      await page.getByRole("region", { name: "Details" }).getByRole("heading", { level: 2, name: new RegExp(`^Step #${step}: `) }).waitFor({ timeout: 60_000 })
      jumpMs = Date.now() - t
      const diff = page.getByRole("region", { name: "Changes from the previous step" })
      diffShown = await diff.waitFor({ timeout: 30_000 }).then(() => true, () => false)
    }
    const figures: InspectorBrowserFigures = { events, bytes, firstScreenMs: r.first, fullLoadMs: r.full, cpuMs, filterMs, jumpMs, diffShown, hashVerdict, error: r.error }
    const mib = (bytes / 1_048_576).toFixed(1)
    const n = events.toLocaleString("en-US")
    if (r.error !== null) console.log(`inspector (Chromium, ${n} events, ${mib} MiB): could not open: ${r.error}`)
    else
      console.log(
        `inspector (Chromium, ${n} events, ${mib} MiB): first screen ${Math.round(r.first ?? NaN)} ms, full load ${Math.round(r.full ?? NaN)} ms (Chromium CPU ${Math.round(cpuMs)} ms); filter ${filterMs} ms, jump to #${events - 7} ${jumpMs} ms, diff ${diffShown ? "shown" : "NOT SHOWN"}; "${hashVerdict.trim()}"`,
      )
    return figures
  } finally {
    await context.close()
  }
}
