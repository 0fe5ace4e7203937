// trace:test (scripts/trace-test.ts): writes a vitest regression test for a trace. The test generated
// here from the fixture is imported by this file, so its own tests run in this vitest run and must pass;
// then the script's refusals and warnings, and its entry point as a process.
import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { main } from "../../scripts/trace-test"
import { parseTrace } from "../../infrastructure/log/trace"
import { REPO_ROOT } from "../support/traceRecorder"

const FIXTURE = join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson")
const TEXT = readFileSync(FIXTURE, "utf8")
const tmp = mkdtempSync(join(tmpdir(), "trace-test-"))
const out = join(tmp, "regressions")
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const run = async (...argv: string[]) => {
  let stdout = ""
  let stderr = ""
  const code = await main(argv, { out: { write: (s: string) => (stdout += s) }, err: { write: (s: string) => (stderr += s) } })
  return { code, stdout, stderr }
}

// Generate, then import the generated file: its describe/it register here (vitest resolves through the link).
const made = await run(FIXTURE, "--name", "signup", "--out", out)
symlinkSync(join(REPO_ROOT, "node_modules"), join(tmp, "node_modules"), "dir")
await import(pathToFileURL(join(out, "signup.test.ts")).href)

describe("Given trace:test on the fixture", () => {
  it("when it ran, then it printed the test's path first, copied the trace next to it, and warned of nothing", () => {
    expect(made.code).toBe(0)
    expect(made.stdout.split("\n")[0]).toBe(join(out, "signup.test.ts"))
    expect(made.stderr).toBe("")
    expect(readFileSync(join(out, "traces/signup.ndjson"), "utf8")).toBe(TEXT)
  })

  it("when the test is read, then it asserts no problems, at least one hash, and a clean check", () => {
    const source = readFileSync(join(out, "signup.test.ts"), "utf8")
    expect(source).toContain("expect(trace.problems).toEqual([])")
    expect(source).toContain("expect(trace.hashes.length).toBeGreaterThan(0)")
    expect(source).toContain("expect(checkTrace(trace)).toBeNull()")
    expect(source).toContain('new URL("./traces/signup.ndjson", import.meta.url)')
  })

  it("when no --name is given, then the trace's base name is used; odd characters are replaced", async () => {
    const odd = join(tmp, "odd name (1).ndjson")
    writeFileSync(odd, TEXT)
    expect((await run(odd, "--out", out)).stdout.split("\n")[0]).toBe(join(out, "odd-name-1.test.ts"))
    expect(existsSync(join(out, "traces/odd-name-1.ndjson"))).toBe(true)
  })

  it("when a trace does not check yet or has bad lines, then it is still written, with warnings of what the test will report", async () => {
    const lines = TEXT.trimEnd().split("\n")
    const i = lines.findIndex((l) => l.includes('"name":"emailExists"'))
    const seq = (JSON.parse(lines[i]!) as { event: { seq: number } }).event.seq
    const hash = Math.min(...parseTrace(TEXT).hashes.map((h) => h.seq).filter((s) => s >= seq))
    lines[i] = lines[i]!.replace('"status":0', '"status":4')
    lines.splice(1, 0, "not json")
    const bad = join(tmp, "bad.ndjson")
    writeFileSync(bad, `${lines.join("\n")}\n`)
    const r = await run(bad, "--out", out)
    expect(r.code).toBe(0)
    expect(r.stderr).toBe(`warning: line 2: not JSON (the test asserts no problems)\nwarning: replay differs after event #${hash}: login.pending, login.step (the test fails until that is fixed)\n`)
    expect(existsSync(join(out, "bad.test.ts"))).toBe(true)
  })

  it("when the test exists, then the process exits 2 without overwriting it (and --force overwrites)", async () => {
    const before = readFileSync(join(out, "signup.test.ts"), "utf8")
    const r = await new Promise<{ code: number; stderr: string }>((done) =>
      execFile(process.execPath, ["--import", "tsx", join(REPO_ROOT, "scripts/trace-test.ts"), FIXTURE, "--name", "signup", "--out", out], { cwd: REPO_ROOT, timeout: 60_000 }, (err, _stdout, stderr) =>
        done({ code: err ? Number(err.code) : 0, stderr }),
      ),
    )
    expect(r.code).toBe(2)
    expect(r.stderr).toBe(`trace:test: ${join(out, "signup.test.ts")} exists; pass --force to overwrite it or --name for another test\nRun with --help for usage.\n`)
    expect(readFileSync(join(out, "signup.test.ts"), "utf8")).toBe(before)
    expect((await run(FIXTURE, "--name", "signup", "--out", out, "--force")).code).toBe(0)
  }, 60_000)
})
