// Issue 14: the startup (the page's entry and the lazy entries it preloads, build.mjs PAGES) reaches, by
// its static imports, none of the member features' recipes, deciders, reactors or feature values, nor
// the modules that compose the full feature list: those are the full kernel's lazy chunk. Views may read
// a member feature's state, selectors and answer types (light). Read from the sources, so a view that
// starts importing a member feature's evolve fails here, naming the chain of imports.
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { PAGES } from "../../build.mjs"
import { MEMBER_FEATURES } from "../../domain/app/order"
import { REPO_ROOT } from "../support/traceRecorder"

/** The folder of each member feature (`pushCheck` is `pushcheck`, and so on: lower case). */
const MEMBER_DIRS = MEMBER_FEATURES.map((n) => n.toLowerCase())
/** What the startup must not reach: member features' recipes, deciders, reactors, feature values; the full list's compositions. */
const FORBIDDEN = new RegExp(
  `^domain/(?:(?:${MEMBER_DIRS.join("|")})/(?:evolve|decide|react|index)\\.ts|app/(?:kernel|features|event|intentSchema|commands|answers|state)\\.ts)$`,
)

/** The file an import specifier names from `from` (relative specifiers only; packages are not followed). */
const resolve = (from: string, spec: string): string | null => {
  if (!spec.startsWith(".")) return null
  const base = join(dirname(from), spec)
  for (const f of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) if (existsSync(join(REPO_ROOT, f)) && /\.tsx?$/.test(f)) return f
  return null
}

/** Static, non-type import specifiers of a source file (`import x from`, `import "x"`, `export ... from`). */
const staticSpecifiers = (file: string): string[] => {
  const src = readFileSync(join(REPO_ROOT, file), "utf8")
  const specs: string[] = []
  for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']/gm)) specs.push(m[1]!)
  return specs
}

/** Static, non-type imports of a source file, resolved to files of the repository. */
const staticImports = (file: string): string[] => staticSpecifiers(file).flatMap((s) => resolve(file, s) ?? [])

/** The files the page's startup entries reach by static imports, each with the file that imported it first ("" for an entry). */
const startupReach = (): Map<string, string> => {
  const main = PAGES.find((p: { name: string }) => p.name === "main")!
  const entries: string[] = [main.entry, ...(main.preload ?? [])]
  const via = new Map<string, string>(entries.map((e) => [e, ""]))
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.shift()!
    for (const next of staticImports(file)) {
      const key = relative(".", next)
      if (via.has(key)) continue
      via.set(key, file)
      queue.push(key)
    }
  }
  return via
}

describe("Given the page's startup entries (build.mjs PAGES main: entry and preload)", () => {
  it("when their static imports are followed, then no member feature's recipe, decider, reactor or feature value, nor the full list, is reached", () => {
    const main = PAGES.find((p: { name: string }) => p.name === "main")!
    const entries: string[] = [main.entry, ...(main.preload ?? [])]
    expect(entries).toContain("domain/app/startupKernel.ts")
    const via = new Map<string, string>(entries.map((e) => [e, ""]))
    const queue = [...entries]
    const reached: string[] = []
    while (queue.length > 0) {
      const file = queue.shift()!
      if (FORBIDDEN.test(file)) reached.push(file)
      for (const next of staticImports(file)) {
        const key = relative(".", next)
        if (via.has(key)) continue
        via.set(key, file)
        queue.push(key)
      }
    }
    const chain = (f: string): string => (via.get(f) ? `${chain(via.get(f)!)} -> ${f}` : f)
    expect(reached.map(chain)).toEqual([])
    // The walk did reach the startup's features (it follows the imports it should).
    expect(via.has("domain/session/evolve.ts")).toBe(true)
    expect(via.has("domain/messaging/start.ts")).toBe(true)
    // The login feature is loaded with the full kernel too: the startup reaches its startup part (opening
    // and closing the popup), none of its ways, steps, failures or requests' handling.
    expect(via.has("domain/login/start.ts")).toBe(true)
    const login = ["evolve", "decide", "react", "index", "phoneEvolve", "phoneReact", "socialEvolve", "socialReact", "steps", "failures", "events", "intents", "commands"]
    expect(login.map((f) => `domain/login/${f}.ts`).filter((f) => via.has(f)).map(chain)).toEqual([])
  })
})

describe("Given the page's startup entries, for a visitor's first screen (issue 14)", () => {
  const via = startupReach()
  const chain = (f: string): string => (via.get(f) ? `${chain(via.get(f)!)} -> ${f}` : f)

  it("when their static imports are followed, then the chat's message lists, its selectors and the draft journal are not reached (the IM bar reads barSelectors)", () => {
    const memberOnly = /^(?:domain\/messaging\/(?:merge|messageList|message|selectors)\.ts|infrastructure\/storage\/draftJournal\.ts)$/
    expect([...via.keys()].filter((f) => memberOnly.test(f)).map(chain)).toEqual([])
    expect(via.has("ui/app/ImBarContainer.tsx")).toBe(true)
    expect(via.has("domain/messaging/barSelectors.ts")).toBe(true)
  })

  it("when their static imports are followed, then none imports i18n-iso-countries (its tables and names are a lazy chunk)", () => {
    const importers = [...via.keys()].filter((f) => staticSpecifiers(f).some((s) => s.startsWith("i18n-iso-countries")))
    expect(importers.map(chain)).toEqual([])
    expect(via.has("ui/app/countries.ts")).toBe(true)
  })
})

