// The direction of the architecture (docs/architecture.md): dependency-cruiser with the repository's
// .dependency-cruiser.cjs finds no import circle (type-only imports included) and no wrong-way import in
// domain/, infrastructure/, ui/ and gateway/; the same rules catch a circle and a domain -> infrastructure
// import in a small tree made for the test; and no domain file so much as names infrastructure/, ui/ or gateway/.
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { REPO_ROOT } from "../support/traceRecorder"

interface Violation {
  readonly from: string
  readonly to: string
  readonly rule: { readonly name: string }
  readonly cycle?: ReadonlyArray<{ readonly name: string }>
}

/** Runs the depcruise CLI on `paths` from `cwd` with the repository's rules; the violations found. */
const cruise = (cwd: string, paths: ReadonlyArray<string>): Promise<ReadonlyArray<Violation>> =>
  new Promise((done, fail) => {
    const cli = join(REPO_ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs")
    execFile(
      process.execPath,
      [cli, ...paths, "--config", join(REPO_ROOT, ".dependency-cruiser.cjs"), "--output-type", "json"],
      { cwd, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (_err, stdout, stderr) => {
        try {
          done((JSON.parse(stdout) as { summary: { violations: ReadonlyArray<Violation> } }).summary.violations)
        } catch {
          fail(new Error(`depcruise gave no JSON: ${stderr.slice(0, 500)}`))
        }
      },
    )
  })

/** A violation as one readable line. */
const show = (v: Violation): string => `${v.rule.name}: ${v.cycle ? [v.from, ...v.cycle.map((c) => c.name)].join(" -> ") : `${v.from} -> ${v.to}`}`

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? filesUnder(p) : [p]
  })

describe("Given the repository's dependency rules", () => {
  it("when domain/, infrastructure/, ui/ and gateway/ are cruised, then there is no circle and no wrong-way import", async () => {
    const violations = await cruise(REPO_ROOT, ["domain", "infrastructure", "ui", "gateway"])
    expect(violations.map(show)).toEqual([])
  }, 120_000)

  describe("and a small tree with a circle and a domain file importing an adapter", () => {
    const tmp = mkdtempSync(join(tmpdir(), "depcruise-"))
    afterAll(() => rmSync(tmp, { recursive: true, force: true }))
    const put = (path: string, text: string) => {
      mkdirSync(join(tmp, path, ".."), { recursive: true })
      writeFileSync(join(tmp, path), text)
    }
    put("tsconfig.json", JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true } }))
    put("domain/a.ts", 'import type { B } from "./b"\nexport type A = { b?: B }\n')
    put("domain/b.ts", 'import type { A } from "./a"\nexport type B = { a?: A }\n')
    put("domain/port.ts", 'import type { Adapter } from "../infrastructure/adapter"\nexport type Port = Adapter\n')
    put("infrastructure/adapter.ts", "export type Adapter = { run: () => void }\n")
    put("infrastructure/view.ts", 'import { View } from "../ui/view"\nexport const v = View\n')
    put("ui/view.ts", "export const View = 1\n")

    it("when it is cruised, then the type-only circle and both wrong-way imports are reported", async () => {
      const found = (await cruise(tmp, ["domain", "infrastructure", "ui"])).map(show).sort()
      expect(found).toEqual([
        "domain-is-inner: domain/port.ts -> infrastructure/adapter.ts",
        "infrastructure-not-ui: infrastructure/view.ts -> ui/view.ts",
        expect.stringMatching(/^no-circular: domain\/(a\.ts -> domain\/b\.ts -> domain\/a|b\.ts -> domain\/a\.ts -> domain\/b)\.ts$/),
      ])
    }, 120_000)
  })
})

describe("Given the files under domain/", () => {
  it("when read, then none imports from or names infrastructure/, ui/ or gateway/ (comments included)", () => {
    const offenders = filesUnder(join(REPO_ROOT, "domain")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (/(^|[^\w-])(infrastructure|ui|gateway)\//.test(line) ? [`${relative(REPO_ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })
})
