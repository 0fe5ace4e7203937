// The ui/ boundary (issue 11): no file under ui/ imports from infrastructure/ except the composition
// roots listed in .dependency-cruiser.ui.cjs (the same rule dependency-cruiser checks). Import
// specifiers are read with TypeScript's own pre-processor: static, type-only, re-exports and dynamic
// import() count; comments and strings do not.
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
const { COMPOSITION_ROOTS } = createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.ui.cjs")) as { COMPOSITION_ROOTS: string[] }

/** Every .ts/.tsx file under `dir` (repository-relative, forward slashes). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`
    if (d.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(d.name) && !d.name.endsWith(".d.ts") ? [rel] : []
  })

/** The repository-relative targets under infrastructure/ that `source` (the text of file `file`) imports. */
export const infrastructureImports = (file: string, source: string): string[] =>
  ts
    .preProcessFile(source, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((spec) => spec.startsWith("."))
    .map((spec) => relative(ROOT, resolve(ROOT, dirname(file), spec)).split("\\").join("/"))
    .filter((target) => target === "infrastructure" || target.startsWith("infrastructure/"))

describe("the ui/ boundary", () => {
  const files = sourceFiles("ui")

  it("reads every kind of import and nothing else", () => {
    const source = [
      `import { a } from "../../infrastructure/config"`,
      `import type { B } from "../../infrastructure/log/trace"`,
      `export { c } from "../../infrastructure/browser/head"`,
      `const d = () => import("../../infrastructure/live")`,
      `import "../../infrastructure/push/serviceWorker"`,
      `// import { e } from "../../infrastructure/rtc/types"`,
      `const f = "../../infrastructure/rtm/ws"`,
      `import { g } from "../../domain/app/kernel"`,
      `import { h } from "./infrastructure/nothing"`,
    ].join("\n")
    expect(infrastructureImports("ui/app/x.ts", source)).toEqual([
      "infrastructure/config",
      "infrastructure/log/trace",
      "infrastructure/browser/head",
      "infrastructure/live",
      "infrastructure/push/serviceWorker",
    ])
  })

  it("lets no file but a composition root import from infrastructure/", () => {
    expect(files.length).toBeGreaterThan(100)
    const offenders = files
      .filter((f) => !COMPOSITION_ROOTS.includes(f))
      .flatMap((f) => infrastructureImports(f, readFileSync(join(ROOT, f), "utf8")).map((t) => `${f} -> ${t}`))
    expect(offenders).toEqual([])
  })

  it("lists composition roots that exist and are where ui/ meets infrastructure/", () => {
    for (const root of COMPOSITION_ROOTS) {
      expect(files, root).toContain(root)
      expect(infrastructureImports(root, readFileSync(join(ROOT, root), "utf8")).length, root).toBeGreaterThan(0)
    }
  })
})
