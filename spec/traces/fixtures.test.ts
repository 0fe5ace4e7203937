// Recorded fixture traces (spec/fixtures/traces/*.ndjson, one or more per trace format and event schema
// version, kept forever): each still parses without problems (older events through the migrations)
// and replays with today's domain code to every state hash recorded when it was made.
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { replay } from "../../domain/runtime/replay"
import { isSignedIn } from "../../domain/session/state"
import { EVENT_SCHEMA_VERSION, TRACE_FORMAT, checkTrace, parseTrace } from "../../infrastructure/log/trace"
import { fixtureName } from "../fixtures/traces/make"
import { REPO_ROOT } from "../support/traceRecorder"

const DIR = join(REPO_ROOT, "spec/fixtures/traces")
const files = readdirSync(DIR).filter((f) => f.endsWith(".ndjson")).sort()
const load = (file: string) => parseTrace(readFileSync(join(DIR, file), "utf8"))

describe("Given the fixture traces", () => {
  it("when listed, then one exists for the current trace format and event schema (make.ts writes it)", () => {
    expect(files).toContain(fixtureName())
    expect(load(fixtureName()).header).toMatchObject({ format: TRACE_FORMAT, schema: EVENT_SCHEMA_VERSION })
  })

  it.each(files)("when %s is replayed, then it parses without problems and every recorded hash matches", (file) => {
    const trace = load(file)
    expect(trace.problems).toEqual([])
    expect(trace.events.length).toBeGreaterThan(0)
    expect(trace.hashes.length).toBeGreaterThan(0)
    expect(checkTrace(trace)).toBeNull()
  })
})

describe("Given the format 1 e-mail sign-up fixture", () => {
  const trace = load("format1-email-signup.ndjson")
  const at = (seq: number) => replay(trace.events.filter((e) => e.seq <= seq))

  it("when replayed to the registration answer, then the new member is signed in with a pseudonymous profile", () => {
    const register = trace.events.find((e) => e._tag === "GatewayAnswered" && e.name === "register")!
    const s = at(register.seq)
    expect(isSignedIn(s.session)).toBe(true)
    expect(s.session.token).toBe("[redacted]")
    expect(s.session.user?.name).toMatch(/^Person \d+$/)
    expect(s.supply.open).toBe(false)
  })

  it("when replayed to the end, then the member is signed out after the reload and the guest wall is loaded", () => {
    const s = replay(trace.events)
    expect(isSignedIn(s.session)).toBe(false)
    expect(s.wall).toMatchObject({ list: "guest", page: 1 })
    expect(s.wall.hosts.length).toBeGreaterThan(0)
  })
})
