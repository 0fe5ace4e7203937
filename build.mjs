// Production and watch build of the web client with esbuild: code-split ESM with hashed names,
// one HTML page per entry (tags injected from the metafile), public/ copied as-is, and precompressed
// .br/.gz siblings in production. Standalone pages (the trace inspector) are built separately as one
// classic script with relative URLs, so they also work opened from disk (file://). `node build.mjs`
// builds to dist/; `node build.mjs --watch` rebuilds on change (no minify, no compression). A production
// build merges each page's startup chunks into a few files (scripts/merge-startup.mjs, issue 14), then
// what a signed-in start preloads besides into one file per member entry (`memberPart`). `build()`
// is exported for the bench. The service worker (infrastructure/worker/sw.ts) is bundled last, as
// dist/sw.js, with the precache manifest of the app shell that workbox-build makes from the output
// (hashed names; see `shellFiles`); a watch build gets a worker with an empty manifest.
import * as esbuild from "esbuild"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { fileURLToPath, pathToFileURL } from "node:url"
import { mergeStartup } from "./scripts/merge-startup.mjs"
import { copyFlags } from "./scripts/flags.mjs"

const ROOT = path.dirname(fileURLToPath(import.meta.url))

/**
 * Page entries: one HTML file per app entry. Entries whose file is missing are skipped, so a page can be
 * listed before its code exists. `name` is the bundle name (`/main-HASH.js`); `template` holds the marker.
 * `standalone`: built on its own as one non-split classic script (IIFE) referenced by relative URLs
 * (`./inspector-HASH.js`), because Chromium refuses module scripts and chunks from file:// pages.
 * `boot`: a classic script (IIFE, own build) loaded first in <head>, before the body is parsed.
 * `preload`: lazy entries (source paths) that are modulepreloaded with their static imports.
 * `memberPreload`: lazy entries the boot script modulepreloads (with their static imports outside the
 * startup) when the page starts with a stored session (issue 14: a member's start needs them at once).
 * A production build merges each entry's chunk with its static closure outside the startup into one file,
 * in order, a later entry's file importing what it shares with an earlier one from that file
 * (`memberPart`): esbuild's chunks per set of entries sharing code were ~8 small files of the one start.
 * `startupFiles`: how a production build merges the startup (the entry and the preloaded lazy entries,
 * with their static imports) into files: one file per group `{ entries }`, in order, the page's entry in
 * the first (scripts/merge-startup.mjs). A chunk goes to the first group whose entries import it
 * (statically, transitively); files of later groups import from earlier ones, and the entry imports the
 * first entry of each later group by name. A `private` group holds only what nothing else needs (no later
 * group, no chunk outside the startup): the rest of its closure goes to the group before it, so code
 * loaded without it (the trace replay without the live composition root) never loads its file. Without
 * `startupFiles` the whole startup is one file.
 */
export const PAGES = [
  {
    name: "main",
    entry: "ui/main.tsx",
    html: "index.html",
    template: "public/index.html",
    // Issue 14: the boot script marks <html> for the static first paint before the body is parsed, and
    // the lazy chunks every start of the wall needs (the startup domain kernel, composition root, root view,
    // wall page, English catalog) are
    // preloaded with the static ones instead of being found one after the other.
    boot: "ui/boot/boot.ts",
    // The full kernel (domain/app/kernel.ts: the member features) is a lazy chunk, loaded on a member's
    // start or when a visitor first needs it (ui/app/compose.ts).
    // A page that starts signed in (a stored session) needs the member features' kernel and the member
    // adapters before its first render: the boot script modulepreloads them (their static closure outside
    // the startup, `data-member-preload`) with the startup's files, only then. A production build makes
    // them two files (kernel-HASH.js with the chunks the kernel shares with lazy pages and the trace
    // replay, which import it instead; member-HASH.js importing from it): 8 requests were 2.
    // The lazy pages that shared a chunk with the kernel (profile, report, chat, calls, friends) fetch
    // the kernel's file when they load before it; their features are not the startup kernel's, so their
    // first intent loads the full kernel anyway.
    memberPreload: ["domain/app/kernel.ts", "infrastructure/member.ts"],
    preload: ["domain/app/startupKernel.ts", "ui/app/compose.ts", "ui/app/Root.tsx", "ui/pages/WallPage.tsx", "i18n/en/index.ts"],
    // Issue 14, Total Blocking Time: four files, each its own module tree, which the entry imports one after
    // the other (ui/main.tsx). Chromium makes a module tree's code cache in one task after evaluating it
    // (at a returning member's first load served by the service worker): for the one 674 KiB file that
    // task took ~20 ms, ~80 ms at Lighthouse's 4x CPU. The English catalog and the wall page stay in the
    // files of the code that imports them (evaluated when first imported, as before).
    startupFiles: [
      { entries: ["ui/main.tsx", "i18n/en/index.ts"] },
      { entries: ["domain/app/startupKernel.ts"] },
      { entries: ["ui/app/compose.ts"], private: true },
      { entries: ["ui/app/Root.tsx", "ui/pages/WallPage.tsx"] },
    ],
  },
  // `worker`: a Web Worker the page starts from a blob: URL (file:// pages may not load workers by URL):
  // bundled first (one classic script) and put in the page's bundle as text, `globalThis.__TRACE_WORKER__`.
  { name: "inspector", entry: "ui/inspector/main.tsx", html: "inspector.html", template: "public/inspector.html", standalone: true, worker: "infrastructure/log/verifyWorker.ts" },
]

/** Source of the service worker, bundled on its own to `SERVICE_WORKER` at the site root (scope "/"). */
export const SERVICE_WORKER_ENTRY = "infrastructure/worker/sw.ts"
export const SERVICE_WORKER = "sw.js"

/**
 * Unhashed files of the app shell (globs under outdir): the page, the web app manifest and the page's
 * icon. Precached with a content revision; hashed files outside the page's startup (lazy pages, other
 * catalogs, country names) are cached by the worker when first used, so the precache stays small. The
 * manifest's PNG icons are not: the browser fetches those itself when it installs the app.
 */
export const SHELL_PUBLIC = ["index.html", "manifest.webmanifest", "icon.svg"]

/** esbuild's hashed names: cached by their URL alone (the name changes with the content). */
export const HASHED_URL = /-[A-Z0-9]{8}\./

/** Marker comment in a template that is replaced by the page's CSS, preload and script tags. */
export const INJECT_MARKER = "<!-- build:inject -->"

/** Extensions that get precompressed .br and .gz siblings (when over COMPRESS_MIN_BYTES). */
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".webmanifest", ".map"])
const COMPRESS_MIN_BYTES = 1024

/** Files that assets imported from code or CSS are emitted as (hashed, referenced by absolute URL). */
const FILE_LOADERS = Object.fromEntries(
  [".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".svg", ".ico", ".woff", ".woff2", ".ttf", ".mp3", ".ogg", ".wav", ".m4a"].map(
    (ext) => [ext, "file"],
  ),
)

const rel = (p) => path.relative(ROOT, p) || "."
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`

/** `__APP_CONFIG__` replacement: the JSON of the file named by env APP_CONFIG, else `undefined`. */
function appConfigDefine() {
  const file = process.env.APP_CONFIG
  if (!file) return "undefined"
  const abs = path.resolve(file)
  let parsed
  try {
    parsed = JSON.parse(fs.readFileSync(abs, "utf8"))
  } catch (err) {
    throw new Error(`APP_CONFIG=${file}: cannot read it as JSON (${err.message})`)
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error(`APP_CONFIG=${file}: expected a JSON object`)
  }
  return JSON.stringify(parsed)
}

/** The pages whose entry file exists. */
function activePages() {
  const pages = PAGES.filter((p) => fs.existsSync(path.join(ROOT, p.entry)))
  if (pages.length === 0) throw new Error(`no page entry found (looked for ${PAGES.map((p) => p.entry).join(", ")})`)
  return pages
}

/**
 * The separate esbuild runs: one code-split ESM build for the ordinary pages, and one per standalone
 * page. Each group: `{ pages, standalone }`.
 */
function buildGroups(pages) {
  const split = pages.filter((p) => !p.standalone)
  const boots = pages.filter((p) => p.boot && fs.existsSync(path.join(ROOT, p.boot)))
  return [
    ...(split.length > 0 ? [{ pages: split, standalone: false }] : []),
    ...pages.filter((p) => p.standalone).map((p) => ({ pages: [p], standalone: true })),
    ...boots.map((p) => ({ pages: [p], standalone: true, boot: true })),
  ]
}

/**
 * The defines that give a page its worker (see PAGES `worker`): the bundled worker is written to outdir as
 * `<page>-worker-HASH.js` (served pages start it by that URL: the pages' policy allows workers from
 * 'self' only) and put in the page's bundle as text (`globalThis.__TRACE_WORKER__`, for a blob: URL
 * where the page is opened from disk). In watch builds the worker is bundled once, at start.
 */
async function workerDefine(pages, production, outdir) {
  const page = pages.find((p) => p.worker && fs.existsSync(path.join(ROOT, p.worker)))
  if (!page) return {}
  const out = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [page.worker],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    minify: production,
    write: false,
    logLevel: "warning",
    define: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
  })
  const text = out.outputFiles[0].text
  const name = `${page.name}-worker-${crypto.createHash("sha256").update(text).digest("base64").replace(/[^A-Za-z0-9]/g, "").slice(0, 8).toUpperCase()}.js`
  fs.writeFileSync(path.join(outdir, name), text)
  return { "globalThis.__TRACE_WORKER__": JSON.stringify(text), "globalThis.__TRACE_WORKER_URL__": JSON.stringify(`./${name}`) }
}

/** esbuild options shared by the production and the watch build (for one group of pages). */
function esbuildOptions({ outdir, production, pages, standalone = false, boot = false, workers = {} }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(pages.map((p) => (boot ? [`${p.name === "main" ? "" : p.name + "-"}boot`, p.boot] : [p.name, p.entry]))),
    outdir,
    bundle: true,
    splitting: !standalone,
    format: standalone ? "iife" : "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    charset: "utf8",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    publicPath: standalone && !boot ? "./" : "/",
    loader: FILE_LOADERS,
    minify: production,
    sourcemap: production ? "linked" : "inline",
    metafile: true,
    logLevel: "warning",
    define: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      __APP_CONFIG__: appConfigDefine(),
      ...workers,
    },
  }
}

/** Absolute path of a metafile output key (keys are relative to ROOT). */
const outAbs = (key) => path.resolve(ROOT, key)
/** URL of an output file under outdir, absolute from the site root ("/main-HASH.js"), or relative ("./x.js"). */
const outUrl = (key, outdir, relative = false) => (relative ? "./" : "/") + path.relative(outdir, outAbs(key)).split(path.sep).join("/")

/** The metafile output key of a page's entry. */
export function entryOutput(metafile, entry) {
  const want = path.normalize(entry)
  for (const [key, out] of Object.entries(metafile.outputs)) {
    if (out.entryPoint && path.normalize(out.entryPoint) === want && key.endsWith(".js")) return key
  }
  throw new Error(`metafile has no output for entry ${entry}`)
}

/**
 * Startup JavaScript of an entry: its output key plus every chunk it imports statically, transitively
 * (import-statement edges only; dynamic imports are lazy). Entry first, then in discovery order.
 */
export function staticClosure(metafile, entryKey) {
  const seen = [entryKey]
  for (let i = 0; i < seen.length; i++) {
    const out = metafile.outputs[seen[i]]
    for (const imp of out?.imports ?? []) {
      if (imp.kind === "import-statement" && !imp.external && !seen.includes(imp.path)) seen.push(imp.path)
    }
  }
  return seen
}

/** The output key of a boot script entry, or null when it was not built. */
function bootOutput(metafile, entry) {
  const want = path.normalize(entry)
  for (const [key, out] of Object.entries(metafile.outputs)) {
    if (out.entryPoint && path.normalize(out.entryPoint) === want && key.endsWith(".js")) return key
  }
  return null
}

/**
 * The chunks a page preloads: its entry and static closure, then each `preload` entry's chunk and its
 * static closure (entry first; no duplicates; preload entries missing from the build are skipped).
 */
export function startupChunks(metafile, page) {
  const keys = staticClosure(metafile, entryOutput(metafile, page.entry))
  for (const lazy of page.preload ?? []) {
    const want = path.normalize(lazy)
    const key = Object.keys(metafile.outputs).find((k) => k.endsWith(".js") && metafile.outputs[k].entryPoint && path.normalize(metafile.outputs[k].entryPoint) === want)
    if (!key) continue
    for (const k of staticClosure(metafile, key)) if (!keys.includes(k)) keys.push(k)
  }
  return keys
}

/**
 * The groups a page's startup is merged into (PAGES `startupFiles`; without it one group, the whole
 * startup), checked: the page's entry first, each preload entry once, the first group not private.
 */
export function startupFileGroups(page) {
  const groups = page.startupFiles ?? [{ entries: [page.entry, ...(page.preload ?? [])] }]
  const listed = groups.flatMap((g) => g.entries)
  const wanted = [page.entry, ...(page.preload ?? [])]
  if (groups[0]?.entries[0] !== page.entry || groups[0].private || listed.length !== wanted.length || wanted.some((e) => !listed.includes(e)))
    throw new Error(`${page.name}: startupFiles must hold the entry first (in a group that is not private) and each preload entry once`)
  return groups
}

/**
 * The merge of a page's startup group `index` on `metafile` (as the earlier merges left it): the group's
 * chunks (its first entry's chunk first, then the static closures of its entries, without the files
 * earlier merges made; before a private group, also the chunks of that group's closure that a later
 * group or a chunk outside the startup imports), the merged file's name (the page's for its first group,
 * else the first entry chunk's) and its entry; null when none of the entries is in the build.
 * Throws when a private group's entry chunk itself is needed elsewhere.
 */
export function startupPart(metafile, page, index) {
  const groups = startupFileGroups(page)
  const outputs = metafile.outputs
  const merged = (k) => Boolean(outputs[k].mergedFrom)
  const keyOf = (source) => {
    const want = path.normalize(source)
    return Object.keys(outputs).find((k) => k.endsWith(".js") && outputs[k].entryPoint && path.normalize(outputs[k].entryPoint) === want && !merged(k))
  }
  const closureOf = (entries) => {
    const keys = []
    for (const source of entries) {
      const key = keyOf(source)
      if (key) for (const k of staticClosure(metafile, key)) if (!keys.includes(k) && !merged(k)) keys.push(k)
    }
    return keys
  }
  const keys = closureOf(groups[index].entries)
  if (keys.length === 0) return null
  const next = groups[index + 1]
  if (next?.private) {
    const mine = closureOf(next.entries)
    const startup = new Set(groups.flatMap((g) => closureOf(g.entries)))
    const outside = Object.keys(outputs).filter((k) => k.endsWith(".js") && !merged(k) && !startup.has(k))
    const needed = new Set([...groups.slice(index + 2).flatMap((g) => closureOf(g.entries)), ...outside.flatMap((k) => staticClosure(metafile, k))])
    const entryKey = keyOf(next.entries[0])
    if (entryKey && needed.has(entryKey)) throw new Error(`${page.name}: the private group's entry ${next.entries[0]} is imported statically elsewhere`)
    for (const k of mine) if (needed.has(k) && !keys.includes(k)) keys.push(k)
  }
  const entries = groups[index].entries
  const name = entries[0] === page.entry ? page.name : path.basename(keys[0]).replace(/-[A-Z0-9]{8}\.js$/, "")
  return { keys, name, entry: entries[0] }
}

/**
 * The merge of a page's member entry `index` (PAGES `memberPreload`, issue 14) on `metafile` (as the
 * startup's and the earlier member merges left it): the entry's chunk, then the chunks of its static
 * closure that neither the startup nor an earlier member merge holds, less those some chunk imports
 * dynamically and their static closures (a lazy entry stays a file of its own, with what it imports); the
 * merged file's name (the entry chunk's) and its
 * entry. So a signed-in start fetches one file per member entry (a later entry's file imports what it
 * shares with an earlier one from that one's file), where esbuild wrote one chunk per set of entries
 * sharing code. Null when the entry is not in the build, is part of the startup, or has no chunk to merge
 * with. A chunk a lazy page shares with the entry is merged too: that page then imports the merged file.
 */
export function memberPart(metafile, page, index) {
  const source = page.memberPreload?.[index]
  if (!source) return null
  const outputs = metafile.outputs
  const merged = (k) => Boolean(outputs[k]?.mergedFrom)
  const want = path.normalize(source)
  const key = Object.keys(outputs).find((k) => k.endsWith(".js") && outputs[k].entryPoint && path.normalize(outputs[k].entryPoint) === want)
  const startup = new Set(startupChunks(metafile, page))
  if (!key || merged(key) || startup.has(key)) return null
  const closure = staticClosure(metafile, key)
  // A lazily imported chunk of the closure stays its own file, and so do its static imports: merged, they
  // would import each other with the merged file (a cycle esbuild's chunks did not have).
  const lazy = new Set(Object.values(outputs).flatMap((o) => o.imports.filter((i) => i.kind === "dynamic-import").map((i) => i.path)))
  const apart = new Set(closure.filter((k) => k !== key && lazy.has(k)).flatMap((k) => staticClosure(metafile, k)))
  const keys = closure.filter((k) => k === key || (!merged(k) && !startup.has(k) && !apart.has(k)))
  if (keys.length < 2) return null
  return { keys, name: path.basename(key).replace(/-[A-Z0-9]{8}\.js$/, ""), entry: source }
}

/**
 * The chunks a page preloads when it starts with a stored session (`memberPreload` entries): each entry's
 * chunk and its static closure, without the startup's chunks; metafile output keys, in order.
 */
export function memberChunks(metafile, page) {
  const startup = new Set(startupChunks(metafile, page))
  const keys = []
  for (const entry of page.memberPreload ?? []) {
    const want = path.normalize(entry)
    const key = Object.keys(metafile.outputs).find((k) => k.endsWith(".js") && metafile.outputs[k].entryPoint && path.normalize(metafile.outputs[k].entryPoint) === want)
    if (!key) continue
    for (const k of staticClosure(metafile, key)) if (!startup.has(k) && !keys.includes(k)) keys.push(k)
  }
  return keys
}

/**
 * The catalog files of the build (metafile output keys by locale, sorted): `catalogs`, each language's
 * own catalog (i18n/<code>/index.ts; English's is in the startup, so it has none), and `member`, each
 * language's deferred member texts (i18n/<code>/member/index.ts). The boot script modulepreloads the page
 * language's (ui/boot/boot.ts): they then load with the app's files, not after its start (issue 14).
 */
export function catalogFiles(metafile) {
  const catalogs = []
  const member = []
  for (const [k, o] of Object.entries(metafile.outputs)) {
    const m = o.entryPoint && k.endsWith(".js") ? /^i18n\/([a-z]{2})\/(member\/)?index\.ts$/.exec(o.entryPoint.replaceAll("\\", "/")) : null
    if (!m) continue
    if (m[2]) member.push([m[1], k])
    else if (!o.entryPoint.startsWith("i18n/en/")) catalogs.push([m[1], k])
  }
  const byLocale = (a, b) => a[0].localeCompare(b[0])
  return { catalogs: catalogs.sort(byLocale), member: member.sort(byLocale) }
}

/** The 18+ gate's texts (i18n group `gate`), the keys the static first paint's gate shows. */
export const GATE_TEXT_KEYS = ["title", "text", "enter", "logIn"]

/**
 * The 18+ gate's texts of every catalog, read from the catalogs themselves (i18n/<code>/index.ts, bundled
 * and evaluated here): `{ code: { title, text, enter, logIn } }`. The boot script fills the static first
 * paint's gate with the page language's (ui/boot/gate.ts), so a visitor can answer it before the app's
 * code is in (issue 14). Throws when a catalog lacks one of the texts.
 */
export function gateTexts() {
  const codes = fs.readdirSync(path.join(ROOT, "i18n")).filter((d) => /^[a-z]{2}$/.test(d) && fs.existsSync(path.join(ROOT, "i18n", d, "index.ts"))).sort()
  const out = esbuild.buildSync({
    absWorkingDir: ROOT,
    stdin: { contents: codes.map((c) => `export { default as ${c} } from "./i18n/${c}/index.ts"`).join("\n"), resolveDir: ROOT, loader: "ts" },
    bundle: true,
    format: "iife",
    globalName: "catalogs",
    write: false,
    logLevel: "warning",
  })
  const catalogs = new Function(`${out.outputFiles[0].text}; return catalogs`)()
  return Object.fromEntries(
    codes.map((c) => {
      const gate = catalogs[c]?.gate ?? {}
      for (const k of GATE_TEXT_KEYS) if (typeof gate[k] !== "string" || gate[k] === "") throw new Error(`i18n/${c}/index.ts lacks gate.${k}`)
      return [c, Object.fromEntries(GATE_TEXT_KEYS.map((k) => [k, gate[k]]))]
    }),
  )
}

/** `value` as a double-quoted HTML attribute's text. */
const attributeText = (value) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;")

/**
 * The tags a page needs: its boot script, its CSS bundle, modulepreloads for its startup chunks, the module script. A
 * standalone page gets its stylesheet and one deferred classic script, by relative URLs.
 */
function pageTags(metafile, page, outdir) {
  const entryKey = entryOutput(metafile, page.entry)
  const css = metafile.outputs[entryKey].cssBundle
  if (page.standalone) {
    return [
      ...(css ? [`<link rel="stylesheet" href="${outUrl(css, outdir, true)}">`] : []),
      `<script defer src="${outUrl(entryKey, outdir, true)}"></script>`,
    ]
  }
  const preloads = startupChunks(metafile, page).slice(1)
  const boot = page.boot ? bootOutput(metafile, page.boot) : null
  // With a boot script, the boot script requests the module and its preloads after the static first paint
  // (paint first: on a slow network the stylesheet and the first paint do not share the bandwidth with the
  // app's files).
  const bootPreload = preloads.length > 0 ? ` data-preload="${preloads.map((k) => outUrl(k, outdir)).join(" ")}"` : ""
  const members = memberChunks(metafile, page)
  const memberPreload = boot && members.length > 0 ? ` data-member-preload="${members.map((k) => outUrl(k, outdir)).join(" ")}"` : ""
  const texts = boot ? catalogFiles(metafile) : null
  const catalogs = texts && texts.catalogs.length > 0 ? ` data-catalogs="${texts.catalogs.map(([l, k]) => `${l} ${outUrl(k, outdir)}`).join(" ")}"` : ""
  const memberTexts = texts && texts.member.length > 0 ? ` data-member-texts="${texts.member.map(([l, k]) => `${l} ${outUrl(k, outdir)}`).join(" ")}"` : ""
  const gate = boot ? ` data-gate-texts="${attributeText(JSON.stringify(gateTexts()))}"` : ""
  return [
    ...(boot ? [`<script src="${outUrl(boot, outdir)}" data-entry="${outUrl(entryKey, outdir)}"${bootPreload}${memberPreload}${catalogs}${memberTexts}${gate}></script>`] : []),
    ...(css ? [`<link rel="stylesheet" href="${outUrl(css, outdir)}">`] : []),
    ...(boot ? [] : preloads.map((k) => `<link rel="modulepreload" href="${outUrl(k, outdir)}">`)),
    ...(boot ? [] : [`<script type="module" src="${outUrl(entryKey, outdir)}"></script>`]),
  ]
}

/** Writes each page's HTML from its template. */
function writePages(metafile, pages, outdir) {
  for (const page of pages) {
    const template = fs.readFileSync(path.join(ROOT, page.template), "utf8")
    if (!template.includes(INJECT_MARKER)) throw new Error(`${page.template} lacks the marker ${INJECT_MARKER}`)
    const indent = /^([ \t]*)<!-- build:inject -->/m.exec(template)?.[1] ?? ""
    const html = template.replace(INJECT_MARKER, pageTags(metafile, page, outdir).join("\n" + indent))
    fs.writeFileSync(path.join(outdir, page.html), html)
  }
}

/** Copies public/ to outdir, except the page templates (they become pages). */
function copyPublic(outdir, pages) {
  const src = path.join(ROOT, "public")
  if (!fs.existsSync(src)) return
  const templates = new Set(pages.map((p) => path.resolve(ROOT, p.template)))
  fs.cpSync(src, outdir, { recursive: true, filter: (from) => !templates.has(path.resolve(from)) })
}

/** Every file under dir, recursively. */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    return d.isDirectory() ? walk(p) : [p]
  })
}

/** Brotli of a buffer (quality 11 unless told), as served for `Accept-Encoding: br`. */
export const brotli = (buf, quality = 11) =>
  zlib.brotliCompressSync(buf, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  })

/** Writes .br and .gz next to every compressible file over 1 KiB; returns how many files got them. */
function precompress(outdir) {
  let n = 0
  for (const file of walk(outdir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue
    const buf = fs.readFileSync(file)
    if (buf.length <= COMPRESS_MIN_BYTES) continue
    // Source maps (megabytes, read by developer tools only) get a fast brotli level: quality 11 on them
    // took minutes of every build.
    fs.writeFileSync(file + ".br", brotli(buf, file.endsWith(".map") ? 5 : 11))
    fs.writeFileSync(file + ".gz", zlib.gzipSync(buf, { level: 9 }))
    n++
  }
  return n
}

/** Startup JS sizes of each page (entry, static imports, preloaded lazy entries): [{ page, files: [{ file, raw, br }], raw, br }]. */
export function startupSizes(metafile, pages = activePages()) {
  return pages.map((page) => {
    const files = startupChunks(metafile, page).map((key) => {
      const buf = fs.readFileSync(outAbs(key))
      return { file: key, raw: buf.length, br: brotli(buf).length }
    })
    return {
      page: page.html,
      files,
      raw: files.reduce((a, f) => a + f.raw, 0),
      br: files.reduce((a, f) => a + f.br, 0),
    }
  })
}

/**
 * The build outputs of a page's app shell, as paths relative to outdir: what the page loads at start —
 * its boot script, its CSS bundle, its entry with the chunks it imports statically and the preloaded
 * lazy entries (startupChunks; after the production build's merge, the merged startup file). Never
 * source maps, other pages (the inspector), other catalogs or lazy pages. Default page: the main one.
 */
export function shellFiles(metafile, outdir, page = PAGES.find((p) => !p.standalone)) {
  const entryKey = entryOutput(metafile, page.entry)
  const boot = page.boot ? bootOutput(metafile, page.boot) : null
  const css = metafile.outputs[entryKey]?.cssBundle
  const keys = [...(boot ? [boot] : []), ...startupChunks(metafile, page), ...(css ? [css] : [])]
  return [...new Set(keys)].map((k) => path.relative(outdir, outAbs(k)).split(path.sep).join("/"))
}

/**
 * The precache manifest of the app shell (workbox-build getManifest over outdir): [{ url, revision }]
 * with absolute URLs, sorted; hashed names get revision null (their name is their revision), the others
 * a hash of their content. `files`: shell build outputs relative to outdir (see shellFiles).
 */
export async function precacheManifest(outdir, files) {
  const { getManifest } = await import("workbox-build")
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: outdir,
    globPatterns: [...SHELL_PUBLIC, ...files],
    globIgnores: ["**/*.map", "**/*.br", "**/*.gz", "meta.json", SERVICE_WORKER],
    dontCacheBustURLsMatching: HASHED_URL,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    modifyURLPrefix: { "": "/" },
  })
  if (warnings.length > 0) throw new Error(`precache manifest: ${warnings.join("; ")}`)
  return manifestEntries
    .map((e) => ({ url: e.url, revision: HASHED_URL.test(e.url) ? null : (e.revision ?? null) }))
    .sort((a, b) => a.url.localeCompare(b.url))
}

/**
 * Bundles the service worker to outdir/sw.js with `manifest` and a build id (hash of the manifest and
 * every output name: any change of the build gives the worker new bytes, so browsers install it).
 */
async function buildServiceWorker(outdir, manifest, outputs, production) {
  const buildId = crypto.createHash("sha256").update(JSON.stringify([manifest, [...outputs].sort()])).digest("hex").slice(0, 12)
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [SERVICE_WORKER_ENTRY],
    outfile: path.join(outdir, SERVICE_WORKER),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    minify: production,
    sourcemap: production ? "linked" : "inline",
    logLevel: "warning",
    define: {
      "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development"),
      __PRECACHE_MANIFEST__: JSON.stringify(manifest),
      __BUILD_ID__: JSON.stringify(buildId),
    },
  })
  return buildId
}

/** One metafile holding the inputs and outputs of several builds. */
function mergeMetafiles(metafiles) {
  return { inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)), outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)) }
}

/** Deletes the outputs of a previous watch rebuild that the new one no longer has (old hashes). */
function removeStale(previous, metafile) {
  for (const key of previous) if (!(key in metafile.outputs)) fs.rmSync(outAbs(key), { force: true })
}

/**
 * Builds the client. Production (default): cleans outdir, minified bundles with linked source maps,
 * pages, public/, precompressed siblings, metafile at outdir/meta.json; resolves to
 * `{ outdir, metafile, pages, precache }` (one metafile merging every group's; precache: the worker's manifest). With `watch: true`: a development
 * build that rebuilds on change and resolves to a handle whose `dispose()` stops every esbuild context.
 * @param {{ watch?: boolean, outdir?: string, compress?: boolean, quiet?: boolean }} [options]
 */
export async function build({ watch = false, outdir = "dist", compress = true, quiet = false } = {}) {
  const out = path.resolve(ROOT, outdir)
  const log = quiet ? () => {} : (...a) => console.log(...a)
  const pages = activePages()
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  // Country flags under names made from their codes (scripts/flags.mjs; no URL table in the bundle).
  copyFlags(out)

  if (watch) {
    const metafiles = new Map()
    const groups = buildGroups(pages)
    const contexts = await Promise.all(
      groups.map(async (group) => {
        let previous = []
        const started = { t: 0 }
        const ctx = await esbuild.context({
          ...esbuildOptions({ outdir: out, production: false, ...group, workers: group.boot ? {} : await workerDefine(group.pages, false, out) }),
          plugins: [
            {
              name: "pages",
              setup(b) {
                b.onStart(() => {
                  started.t = performance.now()
                })
                b.onEnd((result) => {
                  const time = new Date().toLocaleTimeString()
                  const names = group.pages.map((p) => p.html).join(", ")
                  if (result.errors.length > 0 || !result.metafile) {
                    log(`[${time}] rebuild of ${names} failed: ${result.errors.length} error(s)`)
                    return
                  }
                  try {
                    removeStale(previous, result.metafile)
                    previous = Object.keys(result.metafile.outputs)
                    metafiles.set(group, result.metafile)
                    copyPublic(out, pages)
                    // Pages are written from every group's outputs once all have built (a page's boot
                    // script is another group's output), and again after each rebuild.
                    const merged = mergeMetafiles([...metafiles.values()])
                    if (metafiles.size === groups.length) writePages(merged, pages, out)
                    fs.writeFileSync(path.join(out, "meta.json"), JSON.stringify(merged))
                    // Development: a worker without precache (no offline shell), so every rebuild is seen.
                    if (metafiles.size === groups.length)
                      void buildServiceWorker(out, [], Object.keys(merged.outputs), false).catch((err) => log(`service worker: ${err.message}`))
                    const ms = Math.round(performance.now() - started.t)
                    log(`[${time}] built ${names} in ${ms} ms (${result.warnings.length} warning(s))`)
                  } catch (err) {
                    log(`[${time}] writing pages failed: ${err.message}`)
                  }
                })
              },
            },
          ],
        })
        await ctx.watch()
        return ctx
      }),
    )
    log(`watching ${pages.map((p) => p.entry).join(", ")} -> ${rel(out)}/ (Ctrl-C to stop)`)
    return { dispose: () => Promise.all(contexts.map((c) => c.dispose())).then(() => undefined) }
  }

  const t0 = performance.now()
  const groups = buildGroups(pages)
  const results = await Promise.all(
    groups.map(async (group) => esbuild.build(esbuildOptions({ outdir: out, production: true, ...group, workers: group.boot ? {} : await workerDefine(group.pages, true, out) }))),
  )
  const metafiles = results.map((r) => r.metafile)
  // Issue 14: each code-split page's startup chunks become one file, or one per group of `startupFiles`
  // (scripts/merge-startup.mjs).
  for (const [i, group] of groups.entries()) {
    if (group.standalone) continue
    for (const page of group.pages) {
      for (const n of startupFileGroups(page).keys()) {
        const part = startupPart(metafiles[i], page, n)
        if (part) metafiles[i] = await mergeStartup({ root: ROOT, outdir: out, metafile: metafiles[i], keys: part.keys, name: part.name, entry: part.entry, minify: true })
      }
      // Then what a signed-in start preloads besides: one file per member entry (memberPart).
      for (const n of (page.memberPreload ?? []).keys()) {
        const part = memberPart(metafiles[i], page, n)
        if (part) metafiles[i] = await mergeStartup({ root: ROOT, outdir: out, metafile: metafiles[i], keys: part.keys, name: part.name, entry: part.entry, minify: true, compileHints: false })
      }
    }
  }
  const metafile = mergeMetafiles(metafiles)
  copyPublic(out, pages)
  writePages(metafile, pages, out)
  fs.writeFileSync(path.join(out, "meta.json"), JSON.stringify(metafile))
  const precache = await precacheManifest(out, shellFiles(metafile, out))
  const buildId = await buildServiceWorker(out, precache, Object.keys(metafile.outputs), true)
  const compressed = compress ? precompress(out) : 0

  if (!quiet) {
    const files = walk(out).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"))
    const total = files.reduce((a, f) => a + fs.statSync(f).size, 0)
    log(`built ${rel(out)}/ in ${Math.round(performance.now() - t0)} ms: ${files.length} files, ${kib(total)}` +
      (compress ? `, ${compressed} precompressed (.br, .gz)` : ""))
    for (const s of startupSizes(metafile, pages)) {
      log(`  ${s.page}: startup JS ${s.files.length} file(s), ${kib(s.raw)} raw, ${kib(s.br)} brotli`)
    }
    const precached = precache.reduce((a, e) => a + fs.statSync(path.join(out, e.url.slice(1))).size, 0)
    log(`  ${SERVICE_WORKER} (build ${buildId}): precaches ${precache.length} files, ${kib(precached)}`)
  }
  return { outdir: out, metafile, pages, precache }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const watch = process.argv.includes("--watch") || process.argv.includes("--dev")
  // OUT_DIR builds elsewhere than dist/ (parallel e2e runs of several developers on one machine).
  build({ watch, ...(process.env.OUT_DIR ? { outdir: process.env.OUT_DIR } : {}) }).then(
    (ctx) => {
      if (!watch) return
      const stop = () => ctx.dispose().then(() => process.exit(0))
      process.on("SIGINT", stop)
      process.on("SIGTERM", stop)
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err)
      process.exit(1)
    },
  )
}
