// The chunk-merge step after esbuild's code-split build (issue 14): esbuild makes one chunk per set of
// entry points that share code, so the page's startup (its entry, the chunks it imports statically and
// the lazy entries it always preloads) arrives as dozens of small files. This step bundles those files
// again, with esbuild, into one file per page (scope hoisted; the preloaded lazy entries stay lazily
// evaluated, esbuild inlines their dynamic imports), and points the other chunks at it: a chunk that
// imported from a startup chunk imports the same binding from the merged file instead (a re-export
// facade resolved at build time). Renamed files get content hashes over the whole merged build, so an
// immutable cached chunk never points at a file of another build. Source maps are chained through.
import * as esbuild from "esbuild"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** esbuild's `[name]-[hash]` hash: eight upper-case base32 characters before the extension. */
const HASHED = /-([A-Z0-9]{8})\.js$/
/** Placeholder of the merged file's URL while names are still being decided. */
const MERGED = "__startup_merged__.js"

/** Eight base32 characters (A-Z, 2-7) of a SHA-256, like esbuild's hashes. */
const hash8 = (text) => {
  const bytes = crypto.createHash("sha256").update(text).digest()
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  let bits = 0
  let value = 0
  let out = ""
  for (const b of bytes) {
    value = (value << 8) | b
    bits += 8
    while (bits >= 5 && out.length < 8) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    if (out.length === 8) break
  }
  return out
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * Merges `keys` (metafile output keys of startup chunks, the group's entry chunk first) into one file
 * `<name>-HASH.js` in `outdir`, rewrites and renames the chunks that reference them, deletes the merged
 * files, and returns the updated metafile (the merged file's inputs are the union of theirs). The merged
 * file exports what the entry chunk exported, under the same names, so a chunk that imports the entry
 * dynamically (the page's entry importing a lazy entry merged on its own) gets the merged file instead.
 * The page's startup may be merged into several files this way, one call per group, each later group
 * importing from the earlier ones (build.mjs, PAGES `startupFiles`).
 * The same step merges the closure a signed-in start preloads (build.mjs `memberPart`), a lazy entry's
 * chunks outside the startup: then `compileHints` is false (the file is not all run at load).
 * `root`: the esbuild working directory the metafile's keys are relative to.
 * Throws when a chunk outside `keys` imports one of them dynamically other than the entry (not supported).
 * @param {{ root: string, outdir: string, metafile: import("esbuild").Metafile, keys: string[], name: string, entry: string, minify: boolean, compileHints?: boolean }} o
 */
export async function mergeStartup({ root, outdir, metafile, keys, name, entry, minify, compileHints = true }) {
  const abs = (k) => path.resolve(root, k)
  const keyOf = (file) => path.relative(root, file).split(path.sep).join("/")
  const outputs = metafile.outputs
  const startup = new Set(keys)
  const js = Object.keys(outputs).filter((k) => k.endsWith(".js") && path.dirname(abs(k)) === outdir)
  const others = js.filter((k) => !startup.has(k))

  // Which startup chunks the others import, and the alias of each of their exports in the merged file;
  // which others import the entry chunk dynamically (they are pointed at the merged file by name).
  const needed = new Set()
  const entryImporters = new Set()
  for (const k of others) {
    for (const imp of outputs[k].imports) {
      if (!startup.has(imp.path)) continue
      if (imp.kind === "dynamic-import" && imp.path === keys[0]) {
        entryImporters.add(k)
        continue
      }
      if (imp.kind !== "import-statement") throw new Error(`merge: ${k} imports startup chunk ${imp.path} with ${imp.kind}`)
      needed.add(imp.path)
    }
  }
  const index = new Map(keys.map((k, i) => [k, i]))
  const alias = (k, exported) => `m${index.get(k)}_${exported}`
  const entryExports = outputs[keys[0]].exports ?? []
  const entrySource = [
    entryExports.length > 0 ? `export { ${entryExports.join(", ")} } from ${JSON.stringify(abs(keys[0]))}` : `import ${JSON.stringify(abs(keys[0]))}`,
    ...[...needed].map((k) => `export { ${outputs[k].exports.map((e) => `${e} as ${alias(k, e)}`).join(", ")} } from ${JSON.stringify(abs(k))}`),
  ].join("\n")

  const startupFiles = new Set(keys.map(abs))
  /** The file an import names: chunks import each other by site URL ("/chunk-X.js", publicPath "/"). */
  const fileOf = (a) =>
    a.path.startsWith(outdir + path.sep) ? a.path : a.path.startsWith("/") ? path.join(outdir, a.path) : path.resolve(a.resolveDir, a.path)
  const common = {
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    splitting: false,
    platform: "browser",
    target: "es2022",
    charset: "utf8",
    minify,
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
  }
  /**
   * Resolves chunk imports: startup chunks are bundled (`inside`), the others stay external by name.
   * A chunk's source map comment names a site URL ("/chunk-X.js.map", publicPath "/"), which esbuild
   * would look for at the root of the file system: it is made relative, so the maps chain through to
   * the original sources.
   */
  const chunkResolver = (inside) => ({
    name: "chunks",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (a) => {
        if (a.kind === "entry-point") return undefined
        if (a.path === MERGED) return { path: `/${MERGED}`, external: true }
        const file = fileOf(a)
        if (inside(file)) return { path: file }
        return { path: `/${path.basename(file)}`, external: true }
      })
      b.onLoad({ filter: /\.js$/ }, (a) => {
        if (path.dirname(a.path) !== outdir) return undefined
        const contents = fs.readFileSync(a.path, "utf8").replace(/(\/\/# sourceMappingURL=)\/([^\s/]+\.map)\s*$/, "$1$2\n")
        return { contents, loader: "js", resolveDir: outdir }
      })
    },
  })

  // 1. The merged file: the entry and every startup chunk, re-exporting what the other chunks import.
  const mergedOut = path.join(outdir, `${name}.js`)
  const merged = await esbuild.build({
    ...common,
    stdin: { contents: entrySource, resolveDir: outdir, sourcefile: `${name}-startup.js`, loader: "js" },
    outfile: mergedOut,
    // V8's explicit compile hint: every function of the startup file is compiled while the file streams
    // in, on a background thread, instead of lazily on the main thread at its first call (React's first
    // render and commit were mostly that compilation, in the startup's long tasks at 4x CPU).
    ...(process.env.COMPILE_HINTS === "0" || !compileHints ? {} : { banner: { js: "//# allFunctionsCalledOnLoad" } }),
    plugins: [chunkResolver((f) => startupFiles.has(f))],
  })

  // 2. The chunks importing startup chunks: each startup chunk becomes a facade over the merged file.
  const facades = new Map([...needed].map((k) => [abs(k), k]))
  const rewritten = new Map()
  for (const k of others) {
    if (!outputs[k].imports.some((i) => needed.has(i.path))) continue
    const file = abs(k)
    const result = await esbuild.build({
      ...common,
      // Already built once: esbuild's warnings about the code (third-party SDKs) were shown then.
      logLevel: "error",
      entryPoints: [file],
      outfile: file,
      plugins: [
        {
          name: "facades",
          setup(b) {
            b.onResolve({ filter: /.*/ }, (a) => {
              if (a.kind === "entry-point" || a.path === MERGED) return undefined
              const target = fileOf(a)
              return facades.has(target) ? { path: target, namespace: "facade" } : undefined
            })
            b.onLoad({ filter: /.*/, namespace: "facade" }, (a) => {
              const sk = facades.get(a.path)
              const list = outputs[sk].exports.map((e) => `${alias(sk, e)} as ${e}`).join(", ")
              return { contents: `export { ${list} } from ${JSON.stringify(MERGED)}`, loader: "js", resolveDir: outdir }
            })
          },
        },
        chunkResolver((f) => f === file),
      ],
    })
    rewritten.set(k, result)
  }

  // 3. Texts, then names: chunks that reference a renamed chunk are renamed too, until nothing changes.
  const text = (result, ext) => result.outputFiles.find((f) => f.path.endsWith(ext)).text
  const texts = new Map([[MERGED, { js: text(merged, ".js"), map: text(merged, ".js.map") }]])
  for (const [k, r] of rewritten) texts.set(k, { js: text(r, ".js"), map: text(r, ".js.map") })
  const removed = new Set([...startup])
  const renamed = new Set(rewritten.keys())
  for (const k of entryImporters) {
    if (renamed.has(k)) continue
    renamed.add(k)
    const mapFile = abs(k) + ".map"
    texts.set(k, { js: fs.readFileSync(abs(k), "utf8"), map: fs.existsSync(mapFile) ? fs.readFileSync(mapFile, "utf8") : null })
  }
  for (let changed = true; changed; ) {
    changed = false
    for (const k of others) {
      if (renamed.has(k)) continue
      if (outputs[k].imports.some((i) => renamed.has(i.path))) {
        renamed.add(k)
        const js = fs.readFileSync(abs(k), "utf8")
        const mapFile = abs(k) + ".map"
        texts.set(k, { js, map: fs.existsSync(mapFile) ? fs.readFileSync(mapFile, "utf8") : null })
        changed = true
      }
    }
  }
  const buildHash = crypto.createHash("sha256")
  for (const [k, t] of [...texts].sort(([a], [b]) => (a < b ? -1 : 1))) buildHash.update(k).update(t.js)
  const digest = buildHash.digest("hex")
  const newBase = new Map([[MERGED, `${name}-${hash8(digest + name)}.js`]])
  for (const k of renamed) newBase.set(k, path.basename(k).replace(HASHED, `-${hash8(digest + k)}.js`))
  const entryRef = new RegExp(`(["'/])${escapeRe(path.basename(keys[0]))}(?=["'])`, "g")
  const replaceRefs = (s) => {
    let out = s.split(MERGED).join(newBase.get(MERGED)).replace(entryRef, `$1${newBase.get(MERGED)}`)
    for (const k of renamed) {
      const oldBase = path.basename(k)
      out = out.replace(new RegExp(`(["'/])${escapeRe(oldBase)}(?=["'])`, "g"), `$1${newBase.get(k)}`)
    }
    return out
  }

  // 4. Files: write the new ones (with their map comments), delete the merged and the renamed old ones.
  const written = new Map()
  for (const [k, t] of texts) {
    const base = newBase.get(k)
    const mapName = `${base}.map`
    let js = replaceRefs(t.js).replace(/\/\/# sourceMappingURL=\S+\s*$/, "")
    if (t.map !== null) js += `//# sourceMappingURL=${mapName}\n`
    fs.writeFileSync(path.join(outdir, base), js)
    if (t.map !== null) fs.writeFileSync(path.join(outdir, mapName), t.map)
    written.set(k, keyOf(path.join(outdir, base)))
  }
  for (const k of [...removed, ...renamed]) {
    fs.rmSync(abs(k), { force: true })
    fs.rmSync(abs(k) + ".map", { force: true })
  }

  // 5. The metafile: the merged output holds every startup input; references follow the new names.
  const rename = (k) => written.get(k) ?? (removed.has(k) ? written.get(MERGED) : k)
  const next = { inputs: metafile.inputs, outputs: {} }
  for (const [k, out] of Object.entries(outputs)) {
    if (removed.has(k) || (k.endsWith(".js.map") && removed.has(k.slice(0, -4)))) continue
    if (k.endsWith(".js.map") && renamed.has(k.slice(0, -4))) continue
    const imports = []
    for (const imp of out.imports) {
      const p = rename(imp.path)
      if (p === rename(k) || imports.some((i) => i.path === p && i.kind === imp.kind)) continue
      imports.push({ ...imp, path: p })
    }
    next.outputs[rename(k)] = { ...out, imports }
  }
  const inputs = {}
  for (const k of keys) {
    for (const [i, v] of Object.entries(outputs[k].inputs)) inputs[i] = { bytesInOutput: (inputs[i]?.bytesInOutput ?? 0) + v.bytesInOutput }
  }
  const mergedKey = written.get(MERGED)
  // What the merged file imports from outside: earlier merged files statically, lazy chunks dynamically.
  const outside = new Map()
  for (const imp of keys.flatMap((k) => outputs[k].imports.filter((i) => !startup.has(i.path)))) {
    const p = rename(imp.path)
    const kind = imp.kind === "import-statement" || outside.get(p) === "import-statement" ? "import-statement" : "dynamic-import"
    outside.set(p, kind)
  }
  next.outputs[mergedKey] = {
    bytes: Buffer.byteLength(fs.readFileSync(abs(mergedKey))),
    entryPoint: entry,
    ...(outputs[keys[0]].cssBundle ? { cssBundle: outputs[keys[0]].cssBundle } : {}),
    imports: [...outside].map(([p, kind]) => ({ path: p, kind })),
    exports: [...entryExports, ...[...needed].flatMap((k) => outputs[k].exports.map((e) => alias(k, e)))],
    inputs,
    mergedFrom: keys.map((k) => path.basename(k)),
  }
  return next
}
