// How build.mjs groups a page's startup chunks into files (PAGES `startupFiles`, issue 14): the main page's
// groups hold its entry first and each preloaded lazy entry once; each merge takes a group's entry chunks
// and their static closures, without what earlier merges made; a private group keeps only what nothing
// else imports, the rest going to the group before it.
import type { Metafile } from "esbuild"
import { describe, expect, it } from "vitest"
import { PAGES, startupFileGroups, startupPart, type Page } from "../../build.mjs"

const OUT = "dist-startup-test"
const key = (name: string) => `${OUT}/${name}`
const page: Page = {
  name: "main",
  entry: "ui/main.tsx",
  html: "index.html",
  template: "t",
  preload: ["k.ts", "c.ts", "r.ts", "w.ts"],
  startupFiles: [{ entries: ["ui/main.tsx"] }, { entries: ["k.ts"] }, { entries: ["c.ts"], private: true }, { entries: ["r.ts", "w.ts"] }],
}

const imports = (...list: Array<[string, "import-statement" | "dynamic-import"]>) => list.map(([p, kind]) => ({ path: key(p), kind }))

/** After the first merge: main merged; kernel, composition root, root view and wall as esbuild wrote them. */
const metafile = {
  inputs: {},
  outputs: {
    [key("main-AAAAAAAA.js")]: { entryPoint: "ui/main.tsx", mergedFrom: ["main-ZZZZZZZZ.js"], imports: imports(["k-BBBBBBBB.js", "dynamic-import"], ["c-GGGGGGGG.js", "dynamic-import"], ["r-DDDDDDDD.js", "dynamic-import"]) },
    [key("k-BBBBBBBB.js")]: { entryPoint: "k.ts", imports: imports(["main-AAAAAAAA.js", "import-statement"], ["chunk-CCCCCCCC.js", "import-statement"]) },
    [key("chunk-CCCCCCCC.js")]: { imports: [] },
    // The composition root's own chunk, one it shares with the root view, one it shares with a lazy chunk.
    [key("c-GGGGGGGG.js")]: { entryPoint: "c.ts", imports: imports(["chunk-HHHHHHHH.js", "import-statement"], ["chunk-IIIIIIII.js", "import-statement"], ["chunk-JJJJJJJJ.js", "import-statement"]) },
    [key("chunk-HHHHHHHH.js")]: { imports: [] },
    [key("chunk-IIIIIIII.js")]: { imports: [] },
    [key("chunk-JJJJJJJJ.js")]: { imports: imports(["chunk-KKKKKKKK.js", "import-statement"]) },
    [key("chunk-KKKKKKKK.js")]: { imports: [] },
    [key("r-DDDDDDDD.js")]: { entryPoint: "r.ts", imports: imports(["chunk-CCCCCCCC.js", "import-statement"], ["chunk-IIIIIIII.js", "import-statement"], ["w-EEEEEEEE.js", "dynamic-import"]) },
    [key("w-EEEEEEEE.js")]: { entryPoint: "w.ts", imports: imports(["chunk-FFFFFFFF.js", "import-statement"]) },
    [key("chunk-FFFFFFFF.js")]: { imports: [] },
    [key("lazy-LLLLLLLL.js")]: { imports: imports(["chunk-JJJJJJJJ.js", "import-statement"]) },
  },
} as unknown as Metafile

/** `metafile` with `done` marked as merged (as an earlier merge leaves its files). */
const mergedAlso = (done: string[]) =>
  ({ ...metafile, outputs: { ...metafile.outputs, ...Object.fromEntries(done.map((d) => [key(d), { ...metafile.outputs[key(d)], mergedFrom: [d] }])) } }) as unknown as Metafile

describe("the startup's files", () => {
  it("the main page's groups hold its entry first and each preloaded entry once", () => {
    const main = PAGES.find((p) => p.name === "main")!
    const groups = startupFileGroups(main)
    expect(groups[0]!.entries[0]).toBe(main.entry)
    expect(groups.flatMap((g) => g.entries).sort()).toEqual([main.entry, ...main.preload!].sort())
  })

  it("a group list missing an entry, not starting with the page's entry or starting private is refused", () => {
    const groups = page.startupFiles!
    expect(() => startupFileGroups({ ...page, startupFiles: groups.slice(0, 3) })).toThrow(/startupFiles/)
    expect(() => startupFileGroups({ ...page, startupFiles: [groups[1]!, groups[0]!, groups[2]!, groups[3]!] })).toThrow(/startupFiles/)
    expect(() => startupFileGroups({ ...page, startupFiles: [{ ...groups[0]!, private: true }, ...groups.slice(1)] })).toThrow(/startupFiles/)
    expect(startupFileGroups({ ...page, startupFiles: undefined })).toEqual([{ entries: ["ui/main.tsx", "k.ts", "c.ts", "r.ts", "w.ts"] }])
  })

  it("before a private group, a merge also takes that group's chunks a later group or a lazy chunk imports", () => {
    expect(startupPart(metafile, page, 1)).toEqual({
      keys: [key("k-BBBBBBBB.js"), key("chunk-CCCCCCCC.js"), key("chunk-IIIIIIII.js"), key("chunk-JJJJJJJJ.js"), key("chunk-KKKKKKKK.js")],
      name: "k",
      entry: "k.ts",
    })
  })

  it("a private group keeps the rest; later merges leave out what earlier ones made", () => {
    const afterKernel = mergedAlso(["k-BBBBBBBB.js", "chunk-CCCCCCCC.js", "chunk-IIIIIIII.js", "chunk-JJJJJJJJ.js", "chunk-KKKKKKKK.js"])
    expect(startupPart(afterKernel, page, 2)).toEqual({ keys: [key("c-GGGGGGGG.js"), key("chunk-HHHHHHHH.js")], name: "c", entry: "c.ts" })
    const afterCompose = mergedAlso(["k-BBBBBBBB.js", "chunk-CCCCCCCC.js", "chunk-IIIIIIII.js", "chunk-JJJJJJJJ.js", "chunk-KKKKKKKK.js", "c-GGGGGGGG.js", "chunk-HHHHHHHH.js"])
    expect(startupPart(afterCompose, page, 3)).toEqual({ keys: [key("r-DDDDDDDD.js"), key("w-EEEEEEEE.js"), key("chunk-FFFFFFFF.js")], name: "r", entry: "r.ts" })
    expect(startupPart(metafile, page, 0)).toBeNull()
  })

  it("a private group whose entry chunk something else imports statically is refused", () => {
    const shared = { ...metafile, outputs: { ...metafile.outputs, [key("lazy-LLLLLLLL.js")]: { imports: imports(["c-GGGGGGGG.js", "import-statement"]) } } } as unknown as Metafile
    expect(() => startupPart(shared, page, 1)).toThrow(/private group's entry/)
  })
})
