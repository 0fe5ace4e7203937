// How a production build merges what a signed-in start preloads besides the startup (build.mjs
// `memberPart`, PAGES `memberPreload`, issue 14): each member entry's chunk with its static closure outside
// the startup (and outside earlier member files) becomes one file, where esbuild wrote one chunk per set of
// entries sharing code; a chunk something imports dynamically stays its own file, with its static imports.
// Then a real merge of a small code-split build: the lazy page that shared a chunk with the kernel imports
// the merged file, one instance of the shared module for both, and the boot script's member preloads are
// the merged files.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"
import * as esbuild from "esbuild"
import type { Metafile } from "esbuild"
import { afterAll, describe, expect, it } from "vitest"
import { memberChunks, memberPart, PAGES, type Page } from "../../build.mjs"
import { mergeStartup } from "../../scripts/merge-startup.mjs"

const OUT = "dist-member-test"
const key = (name: string) => `${OUT}/${name}`
const imports = (...list: Array<[string, "import-statement" | "dynamic-import"]>) => list.map(([p, kind]) => ({ path: key(p), kind }))
const page: Page = { name: "main", entry: "ui/main.tsx", html: "index.html", template: "t", preload: ["c.ts"], memberPreload: ["kernel.ts", "member.ts"] }

/** After the startup's merge: main and compose merged; the member entries' chunks as esbuild wrote them. */
const metafile = {
  inputs: {},
  outputs: {
    [key("main-AAAAAAAA.js")]: { entryPoint: "ui/main.tsx", mergedFrom: ["main-ZZZZZZZZ.js"], imports: imports(["c-CCCCCCCC.js", "dynamic-import"]) },
    [key("c-CCCCCCCC.js")]: { entryPoint: "c.ts", mergedFrom: ["c-YYYYYYYY.js"], imports: imports(["main-AAAAAAAA.js", "import-statement"], ["kernel-KKKKKKKK.js", "dynamic-import"], ["member-MMMMMMMM.js", "dynamic-import"]) },
    // The kernel: its own chunk, one only it needs, one it shares with the member adapters, one with a lazy page,
    // and a lazy entry it imports statically (the page imports that one dynamically).
    [key("kernel-KKKKKKKK.js")]: {
      entryPoint: "kernel.ts",
      imports: imports(
        ["main-AAAAAAAA.js", "import-statement"],
        ["chunk-NNNNNNNN.js", "import-statement"],
        ["chunk-PPPPPPPP.js", "import-statement"],
        ["x-XXXXXXXX.js", "import-statement"],
        ["chunk-YYYYYYYY.js", "import-statement"],
      ),
    },
    [key("chunk-NNNNNNNN.js")]: { imports: imports(["chunk-SSSSSSSS.js", "import-statement"], ["main-AAAAAAAA.js", "import-statement"]) },
    [key("chunk-SSSSSSSS.js")]: { imports: [] },
    [key("chunk-PPPPPPPP.js")]: { imports: [] },
    [key("x-XXXXXXXX.js")]: { entryPoint: "x.ts", imports: imports(["chunk-YYYYYYYY.js", "import-statement"]) },
    [key("chunk-YYYYYYYY.js")]: { imports: [] },
    [key("member-MMMMMMMM.js")]: { entryPoint: "member.ts", imports: imports(["chunk-SSSSSSSS.js", "import-statement"], ["main-AAAAAAAA.js", "import-statement"], ["sdk-DDDDDDDD.js", "dynamic-import"]) },
    [key("sdk-DDDDDDDD.js")]: { imports: [] },
    [key("page-QQQQQQQQ.js")]: { entryPoint: "page.ts", imports: imports(["chunk-PPPPPPPP.js", "import-statement"], ["x-XXXXXXXX.js", "dynamic-import"]) },
  },
} as unknown as Metafile

describe("the member files' merge (memberPart)", () => {
  it("the main page preloads the full kernel and the member adapters for a signed-in start", () => {
    expect(PAGES.find((p) => p.name === "main")!.memberPreload).toEqual(["domain/app/kernel.ts", "infrastructure/member.ts"])
  })

  it("takes the first entry's chunk and its static closure outside the startup, less a lazily imported entry and what that imports", () => {
    expect(memberPart(metafile, page, 0)).toEqual({
      keys: [key("kernel-KKKKKKKK.js"), key("chunk-NNNNNNNN.js"), key("chunk-PPPPPPPP.js"), key("chunk-SSSSSSSS.js")],
      name: "kernel",
      entry: "kernel.ts",
    })
  })

  it("a later entry leaves out what an earlier merge made; an entry with nothing to merge, in the startup or not built is left alone", () => {
    const outputs = { ...metafile.outputs } as Record<string, Metafile["outputs"][string]>
    for (const k of ["kernel-KKKKKKKK.js", "chunk-NNNNNNNN.js", "chunk-PPPPPPPP.js", "chunk-SSSSSSSS.js"]) delete outputs[key(k)]
    outputs[key("kernel-JJJJJJJJ.js")] = {
      entryPoint: "kernel.ts",
      mergedFrom: ["kernel-KKKKKKKK.js", "chunk-NNNNNNNN.js", "chunk-PPPPPPPP.js", "chunk-SSSSSSSS.js"],
      imports: imports(["main-AAAAAAAA.js", "import-statement"], ["x-XXXXXXXX.js", "import-statement"], ["chunk-YYYYYYYY.js", "import-statement"]),
    } as never
    outputs[key("member-MMMMMMMM.js")] = { ...outputs[key("member-MMMMMMMM.js")]!, imports: imports(["kernel-JJJJJJJJ.js", "import-statement"], ["main-AAAAAAAA.js", "import-statement"], ["sdk-DDDDDDDD.js", "dynamic-import"]) }
    const after = { inputs: {}, outputs } as unknown as Metafile
    expect(memberPart(after, page, 1)).toBeNull()
    expect(memberPart(after, page, 0)).toBeNull()
    expect(memberChunks(after, page)).toEqual([key("kernel-JJJJJJJJ.js"), key("x-XXXXXXXX.js"), key("chunk-YYYYYYYY.js"), key("member-MMMMMMMM.js")])
    // Before the kernel's merge the member adapters would take the chunk they share with it.
    expect(memberPart(metafile, page, 1)).toEqual({ keys: [key("member-MMMMMMMM.js"), key("chunk-SSSSSSSS.js")], name: "member", entry: "member.ts" })
    expect(memberPart(metafile, { ...page, preload: ["c.ts", "kernel.ts"] }, 0)).toBeNull()
    expect(memberPart(metafile, { ...page, memberPreload: ["gone.ts"] }, 0)).toBeNull()
    expect(memberPart(metafile, page, 2)).toBeNull()
  })
})

describe("a member merge of a real code-split build", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "member-merge-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text)
  write("shared.js", "export const registry = new Set()\nexport const tag = (x) => `<${x}>`\n")
  write("big.js", "import { registry } from './shared.js'\nexport const decide = (x) => { registry.add(x); return x * 2 }\n")
  write("kernel.js", "import { decide } from './big.js'\nimport { registry } from './shared.js'\nimport { both } from './both.js'\nexport const appKernel = { decide, registry, both }\n")
  write("both.js", "export const both = 'both'\n")
  write("member.js", "import { both } from './both.js'\nexport const MemberApi = { both }\n")
  write("page.js", "import { registry, tag } from './shared.js'\nexport const render = () => tag(registry.size)\nexport const seen = registry\n")
  write(
    "main.js",
    "export const start = async () => {\n  const [k, m, p] = await Promise.all([import('./kernel.js'), import('./member.js'), import('./page.js')])\n  return { k, m, p }\n}\n",
  )
  const mainPage: Page = { name: "main", entry: "main.js", html: "index.html", template: "t", memberPreload: ["kernel.js", "member.js"] }
  const outdir = path.join(dir, "out")

  it("one file per member entry; the lazy page and the member adapters import the kernel's file; the code still runs as one", async () => {
    const built = await esbuild.build({
      absWorkingDir: dir,
      entryPoints: { main: "main.js" },
      outdir,
      bundle: true,
      splitting: true,
      format: "esm",
      entryNames: "[name]-[hash]",
      chunkNames: "[name]-[hash]",
      publicPath: "/",
      sourcemap: "linked",
      metafile: true,
      logLevel: "silent",
      write: true,
    })
    let meta = built.metafile
    const before = memberChunks(meta, mainPage)
    expect(before.length).toBeGreaterThan(2)
    for (const n of [0, 1]) {
      const part = memberPart(meta, mainPage, n)
      if (part) meta = await mergeStartup({ root: dir, outdir, metafile: meta, keys: part.keys, name: part.name, entry: part.entry, minify: false, compileHints: false })
    }
    const after = memberChunks(meta, mainPage).map((k) => path.basename(k))
    expect(after).toHaveLength(2)
    expect(after[0]).toMatch(/^kernel-[A-Z0-9]{8}\.js$/)
    expect(after[1]).toMatch(/^member-[A-Z0-9]{8}\.js$/)
    const files = fs.readdirSync(outdir).filter((f) => f.endsWith(".js"))
    expect(files.sort()).toEqual(Object.keys(meta.outputs).filter((k) => k.endsWith(".js")).map((k) => path.basename(k)).sort())
    expect(fs.readFileSync(path.join(outdir, after[0]!), "utf8")).not.toContain("allFunctionsCalledOnLoad")
    // Site URLs ("/x.js") as files next to each other, to run the build in Node.
    const run = path.join(dir, "run")
    fs.mkdirSync(run)
    for (const f of files) fs.writeFileSync(path.join(run, f.replace(/\.js$/, ".mjs")), fs.readFileSync(path.join(outdir, f), "utf8").replace(/(["'])\/([\w.-]+)\.js\1/g, "$1./$2.mjs$1").replace(/\/\/# sourceMappingURL=\S+/, ""))
    const mainFile = files.find((f) => f.startsWith("main-"))!
    const { start } = (await import(pathToFileURL(path.join(run, mainFile.replace(/\.js$/, ".mjs"))).href)) as { start: () => Promise<Record<string, Record<string, unknown>>> }
    const { k, m, p } = await start()
    const kernel = k!["appKernel"] as { decide: (x: number) => number; registry: Set<number>; both: string }
    expect(kernel.decide(21)).toBe(42)
    expect(p!["seen"]).toBe(kernel.registry)
    expect((p!["render"] as () => string)()).toBe("<1>")
    expect(m!["MemberApi"]).toEqual({ both: "both" })
  })
})
