// Timeline summaries and severities: key data per event type, bounded single lines, surrogate-safe
// cuts, and BLNS strings in every text field kept as plain text.
import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../domain/app/event"
import { FIELD_MAX, LINE_MAX, keyData, severityOf, summarize, truncate } from "../../ui/inspector/summary"
import { blns } from "./support"

const at = 1_768_464_000_000
const ev = (e: Record<string, unknown>): AppEvent => ({ seq: 1, at, ...e }) as unknown as AppEvent
const failed = (code: number, httpStatus = 200, msg = "", name = "emailLogin") =>
  ev({ _tag: "GatewayFailed", requestId: 3, name, code, msg, httpStatus, reason: httpStatus === 200 ? "code" : "http" })

describe("summarize", () => {
  it("names the call and its key data for answers", () => {
    expect(summarize(ev({ _tag: "GatewayAnswered", requestId: 1, name: "hostsGuest", data: { hosts: [1, 2, 3], page: 2, hasMore: true } }))).toBe(
      "hostsGuest hosts=[3] page=2 hasMore=true",
    )
    expect(summarize(ev({ _tag: "GatewayAnswered", requestId: 1, name: "hostCountries", data: [356, 792] }))).toBe("hostCountries [2]")
    expect(summarize(ev({ _tag: "GatewayAnswered", requestId: 1, name: "x", data: { a: 1, b: 2, c: 3, d: 4, e: 5 } }))).toBe("x a=1 b=2 c=3 d=4 …")
  })

  it("gives name, code, message, reason and HTTP status of failures", () => {
    expect(summarize(failed(10006, 200, "wrong password"))).toBe("emailLogin 10006 “wrong password”")
    expect(summarize(failed(401, 401))).toBe("emailLogin 401 (http) HTTP 401")
    expect(summarize(ev({ _tag: "GatewayFailed", requestId: 1, name: "hostsGuest", code: 0, msg: "", httpStatus: 0, reason: "network" }))).toBe("hostsGuest 0 (network)")
  })

  it("shows the path, the timer key, the rejection and other fields", () => {
    expect(summarize(ev({ _tag: "PathVisited", path: "/livechat" }))).toBe("/livechat")
    expect(summarize(ev({ _tag: "TimerElapsed", key: "toast" }))).toBe("toast")
    expect(summarize(ev({ _tag: "WireRejected", source: "rtm", reason: "bad frame" }))).toBe("rtm: bad frame")
    expect(summarize(ev({ _tag: "EvolveFailed", eventSeq: 41, eventTag: "GatewayAnswered", message: "TypeError: page.hosts is not iterable" }))).toBe(
      "#41 GatewayAnswered threw: TypeError: page.hosts is not iterable",
    )
    expect(summarize(ev({ _tag: "LoginInputRejected", field: "email", problem: "emailFormat" }))).toBe("email: emailFormat")
    expect(summarize(ev({ _tag: "WallCountrySelected", countryId: null }))).toBe("countryId=null")
    expect(summarize(ev({ _tag: "MenuToggled", open: true }))).toBe("open=true")
    expect(summarize(ev({ _tag: "AppStarted", path: "/", stored: { a: "1" }, deviceId: "dev-1" }))).toBe("/ device=dev-1 stored=1")
  })

  it("cuts long values and lines, never inside a surrogate pair", () => {
    const long = "x".repeat(500)
    const s = summarize(ev({ _tag: "GatewayFailed", requestId: 1, name: long, code: 1, msg: long, httpStatus: 200, reason: "code" }))
    expect(s.length).toBeLessThanOrEqual(LINE_MAX)
    expect(s.startsWith(`${"x".repeat(FIELD_MAX - 1)}…`)).toBe(true)
    const emoji = "😀".repeat(30) // 60 UTF-16 units
    const cut = truncate(emoji, 10)
    expect(cut.endsWith("…")).toBe(true)
    expect(/[\ud800-\udbff]$/.test(cut.slice(0, -1))).toBe(false)
    expect(keyData(undefined)).toBe("")
  })
})

describe("summaries of hostile strings", () => {
  const strings = blns()
  it("loads the corpus", () => expect(strings.length).toBeGreaterThan(500))
  it("stay one bounded line of text for every BLNS string in every text field", () => {
    for (const s of strings) {
      const events = [
        ev({ _tag: "PathVisited", path: s }),
        ev({ _tag: "TimerElapsed", key: s }),
        ev({ _tag: "WireRejected", source: s, reason: s }),
        failed(10117, 200, s, s),
        ev({ _tag: "GatewayAnswered", requestId: 1, name: s, data: { [s]: s, nickname: s } }),
        ev({ _tag: "EmailSubmitted", email: s }),
      ]
      for (const e of events) {
        const line = summarize(e)
        expect(typeof line).toBe("string")
        expect(line.length).toBeLessThanOrEqual(LINE_MAX)
        expect(line).not.toMatch(/[\n\r\u2028\u2029]/)
      }
      // Short strings are kept whole (control characters become spaces).
      if (s.length <= FIELD_MAX && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s)) expect(summarize(ev({ _tag: "TimerElapsed", key: s }))).toBe(s)
    }
  })
})

describe("severityOf", () => {
  it("marks session codes, other failures, decode rejections and rejected input", () => {
    for (const code of [10115, 10116, 10117, 412, 10023, 10101]) expect(severityOf(failed(code))).toBe("session")
    expect(severityOf(failed(401, 401))).toBe("session")
    expect(severityOf(failed(10006))).toBe("error")
    expect(severityOf(ev({ _tag: "WireRejected", source: "rtm", reason: "x" }))).toBe("error")
    // An in-video text with no video call open (a late frame after hang-up) is expected: a notice.
    expect(severityOf(ev({ _tag: "WireRejected", source: "callChat", reason: "im f1: in-video text (type 4) with no video call with its sender open" }))).toBe("notice")
    expect(severityOf(ev({ _tag: "WireRejected", source: "rtm", reason: "im f1: in-video text (type 4) with no video call with its sender open" }))).toBe("error")
    expect(severityOf(ev({ _tag: "WireRejected", source: "callChat", reason: "x" }))).toBe("error")
    expect(severityOf(ev({ _tag: "EvolveFailed", eventSeq: 2, eventTag: "TimerElapsed", message: "Error: boom" }))).toBe("error")
    expect(severityOf(ev({ _tag: "LoginInputRejected", field: "email", problem: "emailFormat" }))).toBe("warning")
    expect(severityOf(ev({ _tag: "SupplyInfoRejected", problem: "ageTooYoung" }))).toBe("warning")
    expect(severityOf(ev({ _tag: "CallSetupFailed" }))).toBe("error")
    expect(severityOf(ev({ _tag: "PathVisited", path: "/" }))).toBeNull()
  })
})
