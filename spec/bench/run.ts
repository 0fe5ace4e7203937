// `npm run bench`: (1) startup JavaScript budget of the wall route — the main entry chunk, the lazy
// chunks the wall always loads at start, and every chunk they import statically, brotli quality 11, must be <= 150 KiB and free of Agora and Firebase
// code (those load lazily); (2) the runtime and scale figures (spec/bench/figures.ts: replay, live store,
// inspector, older history, trace scale in Node; chat, inspector and a local call in Chromium against
// the reference gateway), written to bench/latest.json. Exits 1 when a check fails.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { brotli, build, entryOutput, staticClosure } from "../../build.mjs"
import { figuresBench } from "./figures"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const BUDGET_KIB = 150
const MAIN_ENTRY = "ui/main.tsx"
/** Lazy chunks the wall route always loads at start (its page, the English catalog, country names). */
const WALL_ROUTE_CHUNKS = ["ui/pages/WallPage.tsx", "i18n/en/index.ts", "node_modules/i18n-iso-countries/langs/en.json"]
/** Input paths that must never be in startup chunks (heavy SDKs loaded on demand). */
const FORBIDDEN = ["node_modules/agora-", "node_modules/firebase", "node_modules/@firebase"]

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

const ok = await bundleBudget().catch((err: unknown) => {
  console.log(`FAIL: startup budget not measured: ${err instanceof Error ? err.message : String(err)}`)
  return false
})
console.log("")
const figuresOk = await figuresBench()
process.exit(ok && figuresOk ? 0 : 1)
