// Lighthouse in `npm run bench` (issue 14): the lighthouse package (pinned dev dependency) run from code,
// Chromium started by chrome-launcher with the project's flags (scripts/chromium.mjs), mobile defaults
// (Moto G Power emulation, simulated slow 4G and 4x CPU throttling), 3 runs per page, median of each
// figure. Pages: the first visit to `/` (storage and cache cleared by Lighthouse) and the signed-in wall
// (the seeded member signed in through the login popup in the same Chromium, then the HTTP cache emptied
// and Lighthouse told to keep storage). Targets: performance >= 95, FCP <= 1.5 s, LCP <= 2.0 s,
// TBT <= 50 ms, CLS <= 0.02, accessibility and best practices 100. Runs alone too:
// `npx tsx spec/bench/lighthouse.ts [staticDir]`; env LIGHTHOUSE_REPORTS=<folder> keeps every report.
//
// Each run also prints the first paint Lighthouse observed on its unthrottled load (before simulating),
// because the simulated FCP and LCP count every request that finished before the observed paints: on some
// hosts Chromium, as chrome-launcher starts it for Lighthouse (RenderDocument off, Lighthouse's own
// workaround), holds a first visit's first frame for about 1 or 2 s after it was painted and committed
// (the compositor drops every frame until then), and the simulation then takes the whole startup as needed
// for the first paint. Found 2026-12-01 (README, "What is missed"): the same page loaded by the same
// Chromium with the same flags but without Lighthouse presents its first frame at 0.2-0.3 s. Env
// LIGHTHOUSE_RENDER_DOCUMENT=1 runs Chromium with RenderDocument at its default (on), as a user's browser
// has it, to tell such a held frame from the page's own figures; Lighthouse's observed times then take a
// later origin (its known bug with RenderDocument), so the bench's own figures keep chrome-launcher's flags.
import { chromium } from "@playwright/test"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { startBenchGateway } from "./gateway"
import { signIn } from "./startup"
import { median } from "./stats"

/** Runs per page; the median of each figure is reported. */
export const LIGHTHOUSE_RUNS = 3

/** Targets of issue 14 (scores 0-100, times in ms, CLS unitless). */
export const LIGHTHOUSE_TARGETS = { performance: 95, fcpMs: 1_500, lcpMs: 2_000, tbtMs: 50, cls: 0.02, accessibility: 100, bestPractices: 100 } as const

/** The figures of one Lighthouse run (or the medians of several). */
export interface LighthouseFigures {
  readonly performance: number
  readonly fcpMs: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
  readonly accessibility: number
  readonly bestPractices: number
  /** Speed Index, ms (reported, no target). */
  readonly speedIndexMs: number
  /** Requests Lighthouse saw (reported, no target). */
  readonly requests: number
  /**
   * Lighthouse's benchmark index of the host's CPU (`environment.benchmarkIndex`; higher is faster).
   * Lighthouse slows the CPU 4x whatever the host, so TBT follows the host: read TBT next to this index
   * when comparing runs of different machines or loads (reported, no target).
   */
  readonly benchmarkIndex: number
  /**
   * The first paint Lighthouse observed on its unthrottled load, ms after navigation start (the metrics
   * audit's observedFirstPaint; reported, no target): about 0.2-0.3 s for this app unless Chromium held the
   * first frame (see the top of this file).
   */
  readonly observedFirstPaintMs: number
}

/** Medians over runs for one page, with every run kept. */
export interface LighthousePage {
  readonly page: "first" | "signedIn"
  readonly median: LighthouseFigures
  readonly runs: ReadonlyArray<LighthouseFigures>
  /** Failed audits of the accessibility and best-practices categories in any run (id: title). */
  readonly failedAudits: ReadonlyArray<string>
  /** True when Chromium ran with RenderDocument on (LIGHTHOUSE_RENDER_DOCUMENT=1), not chrome-launcher's flags. */
  readonly renderDocument: boolean
}

/** Env LIGHTHOUSE_RENDER_DOCUMENT=1: Chromium with RenderDocument at its default (on); recorded with the figures. */
const RENDER_DOCUMENT = process.env.LIGHTHOUSE_RENDER_DOCUMENT === "1"

/** A `--disable-features=a,b,c` flag without `feature`; any other flag unchanged. */
const enablingFeature = (flag: string, feature: string): string => {
  const prefix = "--disable-features="
  return flag.startsWith(prefix) ? prefix + flag.slice(prefix.length).split(",").filter((f) => f !== feature).join(",") : flag
}

/**
 * chrome-launcher's options: the project's Chromium and flags over chrome-launcher's defaults; with
 * RENDER_DOCUMENT, those defaults without their `RenderDocument` in `--disable-features`.
 */
const chromeOptions = (): chromeLauncher.Options => {
  const flags = ["--headless=new", ...CHROMIUM_ARGS]
  if (!RENDER_DOCUMENT) return { chromePath: findChromium(), chromeFlags: flags }
  const defaults = chromeLauncher.Launcher.defaultFlags().map((f) => enablingFeature(f, "RenderDocument"))
  return { chromePath: findChromium(), ignoreDefaultFlags: true, chromeFlags: [...defaults, ...flags] }
}

/** One Lighthouse run against `url` in a fresh Chromium; signs the member in first for the signed-in wall. */
const runOnce = async (url: string, page: LighthousePage["page"]): Promise<{ figures: LighthouseFigures; failed: string[] }> => {
  const chrome = await chromeLauncher.launch(chromeOptions())
  try {
    if (page === "signedIn") {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const context = browser.contexts()[0]!
      const tab = await context.newPage()
      await tab.goto(url, { waitUntil: "networkidle", timeout: 120_000 })
      await signIn(tab)
      await tab.waitForLoadState("networkidle")
      const cdp = await context.newCDPSession(tab)
      await cdp.send("Network.clearBrowserCache")
      await tab.close()
      await browser.close()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      disableStorageReset: page === "signedIn",
    })
    if (!result) throw new Error("lighthouse returned no result")
    const lhr = result.lhr
    // LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (JSON) for a closer look.
    const keep = process.env.LIGHTHOUSE_REPORTS
    if (keep) {
      fs.mkdirSync(keep, { recursive: true })
      fs.writeFileSync(path.join(keep, `${page}-${Date.now()}.json`), typeof result.report === "string" ? result.report : JSON.stringify(lhr))
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN
    const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
    const failed = ["accessibility", "best-practices"].flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
        .map((r) => `${r.id}: ${lhr.audits[r.id]?.title ?? ""}`),
    )
    const requests = (lhr.audits["network-requests"]?.details as { items?: unknown[] } | undefined)?.items?.length ?? NaN
    return {
      figures: {
        performance: score("performance"),
        fcpMs: Math.round(audit("first-contentful-paint")),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        speedIndexMs: Math.round(audit("speed-index")),
        requests,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
        observedFirstPaintMs: Math.round((lhr.audits["metrics"]?.details as { items?: Array<{ observedFirstPaint?: number }> } | undefined)?.items?.[0]?.observedFirstPaint ?? NaN),
      },
      failed,
    }
  } finally {
    await chrome.kill()
  }
}

/** LIGHTHOUSE_RUNS runs of one page and their medians. */
export const lighthousePage = async (url: string, page: LighthousePage["page"], runs = LIGHTHOUSE_RUNS): Promise<LighthousePage> => {
  const all: LighthouseFigures[] = []
  const failed = new Set<string>()
  for (let i = 0; i < runs; i++) {
    const r = await runOnce(url, page)
    all.push(r.figures)
    r.failed.forEach((f) => failed.add(f))
  }
  const keys = Object.keys(all[0]!) as Array<keyof LighthouseFigures>
  const med = Object.fromEntries(keys.map((k) => [k, median(all.map((r) => r[k]))])) as unknown as LighthouseFigures
  return { page, median: med, runs: all, failedAudits: [...failed], renderDocument: RENDER_DOCUMENT }
}

/** The target verdicts of one page's medians. */
export const lighthouseChecks = (p: LighthousePage): Array<{ readonly ok: boolean; readonly text: string }> => {
  const m = p.median
  const t = LIGHTHOUSE_TARGETS
  const name = p.page === "first" ? "first visit" : "signed-in wall"
  return [
    { ok: m.performance >= t.performance, text: `${name}: performance ${m.performance} >= ${t.performance}` },
    { ok: m.fcpMs <= t.fcpMs, text: `${name}: FCP ${(m.fcpMs / 1000).toFixed(2)} s <= ${t.fcpMs / 1000} s` },
    { ok: m.lcpMs <= t.lcpMs, text: `${name}: LCP ${(m.lcpMs / 1000).toFixed(2)} s <= ${t.lcpMs / 1000} s` },
    { ok: m.tbtMs <= t.tbtMs, text: `${name}: TBT ${m.tbtMs} ms <= ${t.tbtMs} ms` },
    { ok: m.cls <= t.cls, text: `${name}: CLS ${m.cls} <= ${t.cls}` },
    { ok: m.accessibility >= t.accessibility, text: `${name}: accessibility ${m.accessibility} >= ${t.accessibility}` },
    { ok: m.bestPractices >= t.bestPractices, text: `${name}: best practices ${m.bestPractices} >= ${t.bestPractices}` },
  ]
}

/** Prints one page's runs and medians. */
export const printLighthousePage = (p: LighthousePage): void => {
  const row = (f: LighthouseFigures) =>
    `perf ${String(f.performance).padStart(3)}  FCP ${(f.fcpMs / 1000).toFixed(2)} s  LCP ${(f.lcpMs / 1000).toFixed(2)} s  TBT ${String(f.tbtMs).padStart(4)} ms  ` +
    `CLS ${f.cls.toFixed(3)}  a11y ${f.accessibility}  best practices ${f.bestPractices}  SI ${(f.speedIndexMs / 1000).toFixed(2)} s  ${f.requests} requests  host CPU index ${f.benchmarkIndex}  observed first paint ${f.observedFirstPaintMs} ms`
  console.log(`lighthouse ${p.page === "first" ? "first visit" : "signed-in wall"} (mobile, median of ${p.runs.length}${p.renderDocument ? ", Chromium with RenderDocument on" : ""}):`)
  p.runs.forEach((r, i) => console.log(`  run ${i + 1}: ${row(r)}`))
  console.log(`  median: ${row(p.median)}`)
  for (const f of p.failedAudits) console.log(`  failed audit ${f}`)
}

/** Both pages against a running gateway at `url`; prints; ok when every target is met. */
export const lighthouseBenchAt = async (url: string): Promise<{ ok: boolean; pages: LighthousePage[] }> => {
  const pages = [await lighthousePage(url, "first"), await lighthousePage(url, "signedIn")]
  let ok = true
  for (const p of pages) {
    printLighthousePage(p)
    for (const c of lighthouseChecks(p)) {
      ok &&= c.ok
      console.log(`${c.ok ? "PASS" : "FAIL"}: lighthouse ${c.text}`)
    }
  }
  return { ok, pages }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const gateway = await startBenchGateway(path.resolve(process.argv[2] ?? "dist"))
  try {
    const { ok } = await lighthouseBenchAt(gateway.url)
    process.exitCode = ok ? 0 : 1
  } finally {
    await gateway.stop()
  }
}
