// Issue 14: the startup (the page's entry and the lazy entries it preloads, build.mjs PAGES) reaches, by
// its static imports, none of the member features' recipes, deciders, reactors or feature values, nor
// the modules that compose the full feature list: those are the full kernel's lazy chunk. Views may read
// a member feature's state, selectors and answer types (light). Read from the sources, so a view that
// starts importing a member feature's evolve fails here, naming the chain of imports.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { PAGES } from "../../build.mjs"
import { MEMBER_FEATURES } from "../../domain/app/order"
import { REPO_ROOT } from "../support/traceRecorder"
import en from "../../i18n/en"
import en_member from "../../i18n/en/member"

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

/** The files `entries` reach by static imports, each with the file that imported it first ("" for an entry). */
const reachFrom = (entries: readonly string[]): Map<string, string> => {
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

/** The files the page's startup entries reach by static imports, each with the file that imported it first ("" for an entry). */
const startupReach = (): Map<string, string> => {
  const main = PAGES.find((p: { name: string }) => p.name === "main")!
  return reachFrom([main.entry, ...(main.preload ?? [])])
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

  it("when their static imports are followed, then none imports i18n-iso-countries (its codes come compacted in ui/app/countryCodes.ts, names from the browser)", () => {
    const importers = [...via.keys()].filter((f) => staticSpecifiers(f).some((s) => s.startsWith("i18n-iso-countries")))
    expect(importers.map(chain)).toEqual([])
    expect(via.has("ui/app/countries.ts")).toBe(true)
  })
})


/** Every .ts/.tsx file under `dir` (repository-relative). */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourcesUnder(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  )

describe("Given the deferred member texts (issue 14: i18n/<code>/member, loaded after the first screen)", () => {
  /** A read of a deferred text: `LL.member.call…`, `L.member.social…` (the namespace's top-level groups). */
  const READS_MEMBER = new RegExp(`\\.member\\.(?:${Object.keys(en_member).join("|")})\\b`)
  /** The parts marked CORE_TEXTS (they never wait for the deferred texts), as the files they import. */
  const coreParts = sourcesUnder("ui").flatMap((file) =>
    [...readFileSync(join(REPO_ROOT, file), "utf8").matchAll(/lazy\(\(\) => import\("([^"]+)"\)[^\n]*CORE_TEXTS\)/g)].flatMap((m) => resolve(file, m[1]!) ?? []),
  )

  it("when the startup's and the CORE_TEXTS parts' static imports are followed, then no file reads a deferred text", () => {
    expect(coreParts).toContain("ui/pages/WallPage.tsx")
    expect(coreParts).toContain("ui/app/SettingsContainer.tsx")
    const main = PAGES.find((p: { name: string }) => p.name === "main")!
    const via = reachFrom([main.entry, ...(main.preload ?? []), ...coreParts])
    const chain = (f: string): string => (via.get(f) ? `${chain(via.get(f)!)} -> ${f}` : f)
    const readers = [...via.keys()].filter((f) => READS_MEMBER.test(readFileSync(join(REPO_ROOT, f), "utf8")))
    expect(readers.map(chain)).toEqual([])
    // The walk does find readers where they are (a member part): it is not blind.
    expect(READS_MEMBER.test(readFileSync(join(REPO_ROOT, "ui/app/call/CallLayer.tsx"), "utf8"))).toBe(true)
  })

  it("when the startup's static imports are followed, then the English core catalog is reached and no member catalog is", () => {
    const via = startupReach()
    expect(via.has("i18n/en/index.ts")).toBe(true)
    expect([...via.keys()].filter((f) => /^i18n\/[a-z]{2}\/member\//.test(f))).toEqual([])
  })

  it("the English core catalog (bundled into the startup file) holds none of the moved texts", () => {
    const core = readFileSync(join(REPO_ROOT, "i18n/en/index.ts"), "utf8")
    const leaves = (t: object, prefix: string): Array<[string, string]> =>
      Object.entries(t).flatMap(([k, v]) => (typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v as object, `${prefix}${k}.`)))
    const moved = leaves(en_member, "")
    expect(moved.length).toBeGreaterThan(300)
    const coreKeys = new Set(leaves(en, "").map(([k]) => k))
    expect(moved.map(([k]) => k).filter((k) => coreKeys.has(k))).toEqual([])
    // The texts themselves: e.g. the call's "Decline" button and the shop's title are not in the startup's catalog source.
    expect(en_member.call.ringing.decline).toBe("Decline")
    expect(core).not.toContain(`'${en_member.call.ringing.decline}'`)
    expect(core).not.toContain(en_member.exportTrace.intro)
    // Only texts the core catalog also has under a key of its own (e.g. "{age|counted} years") may be in its source.
    const coreValues = new Set(leaves(en, "").map(([, v]) => v))
    const distinctive = moved.filter(([, v]) => v.length > 24 && !coreValues.has(v)).map(([, v]) => v)
    expect(distinctive.length).toBeGreaterThan(150)
    // As the catalog's source writes a text: in single quotes.
    expect(distinctive.filter((v) => core.includes(`'${v.replace(/['\\]/g, "\\$&")}'`))).toEqual([])
  })
})
