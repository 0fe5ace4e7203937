// The replay CLI as a developer runs it: scripts/replay.ts as a child process (exit codes, messages on
// stderr, never a stack trace; three processes, started together) and in-process for the shapes of its
// outputs (--events, --until, --state, --diff, summary). trace:test: spec/traces/traceTest.test.ts.
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { replay } from "../../domain/runtime/replay"
import { parseTrace } from "../../infrastructure/log/trace"
import { main } from "../../scripts/replay"
import { UsageError } from "../../scripts/trace-lib"
import { REPO_ROOT } from "../support/traceRecorder"

const FIXTURE = join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson")
const TEXT = readFileSync(FIXTURE, "utf8")
const trace = parseTrace(TEXT)
const tmp = mkdtempSync(join(tmpdir(), "trace-cli-"))
const file = (name: string, text: string): string => {
  const p = join(tmp, name)
  writeFileSync(p, text)
  return p
}

interface Ran {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs a script of scripts/ with node + tsx, as `npm run` would. */
const node = (script: string, args: string[], cwd = REPO_ROOT): Promise<Ran> =>
  new Promise((done) => {
    execFile(process.execPath, ["--import", "tsx", join(REPO_ROOT, "scripts", script), ...args], { cwd, timeout: 60_000, env: { ...process.env, NODE_OPTIONS: "" } }, (err, stdout, stderr) =>
      done({ code: err ? (typeof err.code === "number" ? err.code : -1) : 0, stdout, stderr }),
    )
  })

/** Runs replay's main in-process (fast), collecting its output. */
const inProcess = async (...argv: string[]): Promise<Ran> => {
  let stdout = ""
  let stderr = ""
  const code = await main(argv, { out: { write: (s: string) => (stdout += s) }, err: { write: (s: string) => (stderr += s) } })
  return { code, stdout, stderr }
}

const STACK = /\n\s+at .+:\d+:\d+/

// The tampered copy: emailExists answers status 4 (existing account) instead of 0.
const tampered = file("tampered.ndjson", TEXT.replace('"name":"emailExists","data":{"status":0}', '"name":"emailExists","data":{"status":4}'))
const answerSeq = trace.events.find((e) => e._tag === "GatewayAnswered" && e.name === "emailExists")!.seq
const firstHashAfter = Math.min(...trace.hashes.map((h) => h.seq).filter((s) => s >= answerSeq))
// A garbage line as line 3 (the rest intact).
const garbage = file("garbage.ndjson", TEXT.split("\n").toSpliced(2, 0, "}{ this is not json").join("\n"))

// Child processes start together (each pays for loading tsx and the domain) and are awaited per test.
let runs: Record<string, Promise<Ran>>
beforeAll(() => {
  runs = {
    garbage: node("replay.ts", [garbage, "--check"]),
    tampered: node("replay.ts", [tampered, "--check"]),
    missing: node("replay.ts", [join(tmp, "no-such.ndjson")]),
    empty: node("replay.ts", [file("empty.ndjson", "")]),
  }
})
afterAll(async () => {
  await Promise.all(Object.values(runs))
  rmSync(tmp, { recursive: true, force: true })
})

describe("Given the replay CLI run as a process", () => {
  it("when --check runs on a trace with a garbage line 3, then the line is reported on stderr and the check fails naming it, exit 1", async () => {
    const r = await runs["garbage"]!
    expect(r).toEqual({ code: 1, stdout: "check: the file looks truncated or damaged: line 3: not JSON\n", stderr: "line 3: not JSON\n" })
  }, 60_000)

  it("when the file is empty (0 bytes), then 'not a trace file' on stderr, nothing on stdout, exit 2", async () => {
    const r = await runs["empty"]!
    expect(r).toEqual({ code: 2, stdout: "", stderr: `replay: not a trace file: ${join(tmp, "empty.ndjson")}: the file is empty\n` })
  }, 60_000)

  it("when --check runs on a tampered copy, then it exits 1 naming the seq and the differing paths", async () => {
    const r = await runs["tampered"]!
    expect(r).toEqual({ code: 1, stdout: `check: mismatch after event #${firstHashAfter} ${trace.events.find((e) => e.seq === firstHashAfter)!._tag}: login.pending, login.step\n`, stderr: "" })
  }, 60_000)

  it("when the file does not exist, then a clear message and exit 2, without a stack", async () => {
    const r = await runs["missing"]!
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/^replay: cannot read trace .*no-such\.ndjson: no such file\nRun with --help for usage\.\n$/)
    expect(r.stderr).not.toMatch(STACK)
    expect(r.stdout).toBe("")
  }, 60_000)
})

describe("Given files that are not traces, or traces cut short", () => {
  const lines = TEXT.split("\n")
  it.each([
    ["plain text", "plain.txt", "just some words\nand more\n", "line 1 is not a trace header line (not JSON)"],
    ["one line of broken JSON", "broken.ndjson", '{"kind":"header","format":1,\n', "line 1 is not a trace header line (not JSON)"],
    ["[1,2,3]", "array.json", "[1,2,3]", 'line 1 is not a trace header line (not {"kind":"header",...})'],
    ["blank lines only", "blank.ndjson", "\n\n  \n", "the file holds only blank lines"],
  ])("when the file is %s, then 'not a trace file' with the reason, no summary, exit 2 (also with --check)", async (_what, name, text, reason) => {
    const p = file(name, text)
    for (const args of [[p], [p, "--check"]]) expect(await inProcess(...args)).toEqual({ code: 2, stdout: "", stderr: `replay: not a trace file: ${p}: ${reason}\n` })
  })

  it("when an export is cut in the middle of a line, then --check fails naming that line, and the summary counts the problem", async () => {
    const cut = lines.slice(0, 20).join("\n") + "\n" + lines[20]!.slice(0, 40)
    const p = file("cut-mid.ndjson", cut)
    const checked = await inProcess(p, "--check")
    expect(checked).toEqual({ code: 1, stdout: "check: the file looks truncated or damaged: line 21: not JSON\n", stderr: "line 21: not JSON\n" })
    const r = await inProcess(p)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain("problems    1 (line skipped, see stderr; the file may be truncated or damaged)")
  })

  it("when an export is cut at a line boundary, then --check fails: no final state hash, naming the last line", async () => {
    const kept = lines.slice(0, 20)
    expect(kept.at(-1)).toMatch(/^\{"kind":"event"/)
    const lastSeq = (JSON.parse(kept.at(-1)!) as { event: { seq: number } }).event.seq
    const r = await inProcess(file("cut-line.ndjson", kept.join("\n") + "\n"), "--check")
    expect(r).toEqual({ code: 1, stdout: `check: the file looks truncated or damaged: line 20 is the last line and there is no final state hash after event #${lastSeq}\n`, stderr: "" })
  })

  it("when a header-only file is checked, then it is reported as cut short (no final state hash)", async () => {
    const r = await inProcess(file("header-only.ndjson", `${lines[0]}\n`), "--check")
    expect(r).toEqual({ code: 1, stdout: "check: the file looks truncated or damaged: line 1 is the last line and there is no final state hash\n", stderr: "" })
  })

  it.each(["format1-email-signup.ndjson", "format2-email-signup.ndjson"])("when a valid export (%s) is checked, then every line is read and everything matches, exit 0", async (name) => {
    const r = await inProcess(join(REPO_ROOT, "spec/fixtures/traces", name), "--check")
    expect(r.code).toBe(0)
    expect(r.stderr).toBe("")
    expect(r.stdout).toMatch(/^check: (\d+ step digests and )?\d+ hashes match\n$/)
    expect((await inProcess(join(REPO_ROOT, "spec/fixtures/traces", name))).stdout).toContain("problems    0\n")
  })
})

describe("Given the replay CLI's outputs", () => {
  it("when --events EmailSubmitted, then exactly those events, one JSON per line", async () => {
    const r = await inProcess(FIXTURE, "--events", "EmailSubmitted")
    const out = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as { _tag: string })
    expect(out).toEqual(trace.events.filter((e) => e._tag === "EmailSubmitted"))
    expect(out.length).toBeGreaterThan(0)
  })

  it("when --events lists several types (one unknown), then all of them in order, and a note about the unknown one", async () => {
    const r = await inProcess(FIXTURE, "--events", "TimerElapsed,LoginOpened,NoSuchThing")
    expect(r.stdout.trimEnd().split("\n").map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual(
      trace.events.filter((e) => e._tag === "TimerElapsed" || e._tag === "LoginOpened").map((e) => e.seq),
    )
    expect(r.stderr).toBe("note: NoSuchThing is not an event type of this app\n")
  })

  it("when --until N --state, then the state after event N as JSON, equal to replaying the first N events", async () => {
    const r = await inProcess(FIXTURE, "--until", "11", "--state")
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(replay(trace.events.filter((e) => e.seq <= 11)))))
    expect(JSON.parse(r.stdout).login.step).toBe(6)
  })

  it("when --until stops early, then --events and --check see only events and hashes up to it", async () => {
    expect((await inProcess(FIXTURE, "--until", "8", "--events", "EmailSubmitted")).stdout).toBe("")
    expect((await inProcess(FIXTURE, "--until", "12", "--check")).stdout).toBe(`check: ${trace.hashes.filter((h) => h.seq <= 12).length} hashes match\n`)
    expect(await inProcess(FIXTURE, "--until", "4", "--check")).toMatchObject({ code: 1, stdout: "check: no recorded hashes to verify\n" })
  })

  it("when --diff, then each event is a '#seq Tag' line followed by '  path: old -> new' lines, values cut to 120 chars", async () => {
    const r = await inProcess(FIXTURE, "--diff")
    const lines = r.stdout.trimEnd().split("\n")
    const heads = lines.filter((l) => l.startsWith("#"))
    expect(heads.map((l) => Number(/^#(\d+) /.exec(l)![1]))).toEqual(trace.events.map((e) => e.seq))
    for (const l of lines) expect(l).toMatch(/^(#\d+ [A-Za-z]+( .*)?|  \(no change\)|  [\w.[\]"]+: .+ -> .+)$/)
    for (const l of lines.filter((x) => x.startsWith("  "))) for (const side of l.split(" -> ")) expect(side.length).toBeLessThan(120 + 60)
    // The code arrives: the step changes from 5 to 6 in the lines under that event.
    const sent = lines.findIndex((l) => / GatewayAnswered sendVerifyEmail /.test(l))
    const next = lines.findIndex((l, i) => i > sent && l.startsWith("#"))
    expect(lines.slice(sent + 1, next)).toContain("  login.step: 5 -> 6")
    expect(lines[0]).toBe("#1 AppStarted /")
    expect(lines.some((l) => l.length > 120 && l.endsWith("…"))).toBe(true)
  })

  it("when no output flag is given, then a summary of the header, counts and problems, then the final state", async () => {
    const r = await inProcess(garbage)
    expect(r.stdout).toContain("format      1, event schema 1")
    expect(r.stdout).toContain(`events      ${trace.events.length} (#1..#${trace.events[trace.events.length - 1]!.seq})`)
    expect(r.stdout).toContain("problems    1 (line skipped, see stderr; the file may be truncated or damaged)")
    const state = r.stdout.slice(r.stdout.indexOf("\n{") + 1)
    expect(JSON.parse(state)).toEqual(JSON.parse(JSON.stringify(replay(trace.events))))
    expect(r.stderr).toBe("line 3: not JSON\n")
  })

  it("when --check runs on a copy whose root hash was altered (path hashes intact), then it exits 1 with a root mismatch", async () => {
    const h = trace.hashes[0]!
    const rooted = file("rooted.ndjson", TEXT.replace(`"root":"${h.root}"`, '"root":"00000000000000"'))
    expect(await inProcess(rooted, "--check")).toEqual({
      code: 1,
      stdout: `check: root hash mismatch after event #${h.seq}: recorded 00000000000000, replay gives ${h.root} although every recorded path hash matches (the hash line was altered)\n`,
      stderr: "",
    })
  })

  it("when --check runs on the fixture in-process, then every hash matches", async () => {
    expect(await inProcess(FIXTURE, "--check")).toEqual({ code: 0, stdout: `check: ${trace.hashes.length} hashes match\n`, stderr: "" })
  })

  it("when --help, then usage with the exit codes; when the arguments are wrong, then a UsageError", async () => {
    expect((await inProcess("--help")).stdout).toMatch(/Exit codes:\n\s+0 .*\n\s+1 .*\n\s+2 .*\n\s+3 /)
    await expect(inProcess(FIXTURE, "--frobnicate")).rejects.toThrow(UsageError)
    await expect(inProcess(FIXTURE, "--until", "soon")).rejects.toThrow("--until needs a sequence number")
    await expect(inProcess()).rejects.toThrow("no trace file given")
  })
})
