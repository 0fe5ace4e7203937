// Deny-by-default redaction (issue 18): a walk over every event Schema and every gateway answer Schema
// fails on a field with no redaction decision, naming the schema and the field path; an unannotated
// field is masked on export; pseudonyms are stable within a trace and differ across traces; birthdays
// become age bands, IPs and device ids pseudonyms, stored values follow the stored-key table.
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { AnswerSchemas } from "../../domain/app/answers"
import type { AppEvent } from "../../domain/app/event"
import { STORED_KEYS } from "../../domain/app/storedKeys"
import { REDACTIONS, SafeNumber } from "../../domain/core/sensitive"
import { MASKED, MASKED_NUMBER, REDACTED, ageBand, eventAsts, makeRedactor, maskDiagnostic, undecidedFields } from "../../infrastructure/log/redact"
import { T0, user } from "../support/fixtures"

type Ev = AppEvent
const ev = (e: Record<string, unknown>): Ev => ({ seq: 1, at: T0, ...e }) as unknown as Ev

describe("Given every event Schema and every gateway answer Schema", () => {
  it("when each is walked, then every string, number and unknown field has a redaction decision", () => {
    const undecided = [...eventAsts].flatMap(([tag, ast]) => undecidedFields(`event ${tag}`, ast))
    expect(eventAsts.size).toBeGreaterThan(100)
    expect(undecided.map((u) => `${u.schema}: ${u.path}`), "fields without a decision (annotate them: docs/traces.md)").toEqual([])
  })

  it("when each answer Schema is walked, then every field has a decision (an opaque answer, Schema.Unknown, is dropped whole)", () => {
    const entries = Object.entries(AnswerSchemas) as Array<[string, Schema.Top]>
    expect(entries.length).toBeGreaterThan(50)
    const undecided = entries.flatMap(([name, s]) => (s.ast._tag === "Unknown" ? [] : undecidedFields(`answer ${name}`, s.ast)))
    expect(undecided.map((u) => `${u.schema}: ${u.path}`), "fields without a decision (annotate them: docs/traces.md)").toEqual([])
  })

  it("when the stored-key table is read, then each key has a known decision", () => {
    for (const [key, d] of Object.entries(STORED_KEYS)) expect(typeof d === "object" || REDACTIONS.includes(d), key).toBe(true)
  })

  it("when a Schema has a field without a decision, then the walk names the schema and the field path", () => {
    const Bad = Schema.Struct({ ok: SafeNumber, inner: Schema.Struct({ list: Schema.Array(Schema.Struct({ note: Schema.String })) }), raw: Schema.Unknown })
    expect(undecidedFields("event Bad", Bad.ast)).toEqual([
      { schema: "event Bad", path: "inner.list[].note" },
      { schema: "event Bad", path: "raw" },
    ])
  })
})

describe("Given a redactor", () => {
  it("when an answer carries a field its Schema does not name, then the field is dropped (deny by default)", () => {
    const r = makeRedactor({ includeText: false, salt: "abc123" })
    const out = r.redact(ev({ _tag: "GatewayAnswered", requestId: 1, name: "getCurrentGoldNum", data: { coinBalance: 5, secretExtra: "x@y.z" } }))
    expect(out.event).toMatchObject({ data: { coinBalance: 5 } })
    expect(JSON.stringify(out.event)).not.toContain("x@y.z")
    expect(out.masked).toContain("data.secretExtra")
  })

  it("when a value reaches a leaf without a decision, then a string becomes [masked] and a number 0", () => {
    const r = makeRedactor({ includeText: false, salt: "abc123" })
    // AppStarted.stored is by table: an unlisted key is dropped; a listed secret is removed.
    const out = r.redact(ev({ _tag: "AppStarted", path: "/", deviceId: "d-1", stored: { loginToken: "tok-secret", someNewKey: "personal" } }))
    expect((out.event as Extract<Ev, { _tag: "AppStarted" }>).stored).toEqual({ loginToken: REDACTED })
    expect(MASKED).toBe("[masked]")
    expect(MASKED_NUMBER).toBe(0)
  })

  it("when the same member appears in several events, then they keep one pseudonym (number and string forms agree); another trace gets another", () => {
    const events = [
      ev({ _tag: "GatewayAnswered", requestId: 1, name: "getUserInfo", data: user(4242) }),
      ev({ _tag: "ConversationOpened", peerId: "4242", name: "Ada", avatar: "" }),
      ev({ _tag: "UnblockRequested", userId: 4242 }),
      ev({ _tag: "AppStarted", path: "/", deviceId: "dev-secret-1", stored: { userId: "4242", deviceId: "dev-secret-1", "loginCount_4242": "3" } }),
    ]
    const export1 = makeRedactor({ includeText: false })
    const export2 = makeRedactor({ includeText: false })
    const ids = (r: ReturnType<typeof makeRedactor>) => {
      const [a, b, c, d] = events.map((e) => r.event(e)) as [any, any, any, any]
      return { answered: a.data.id, peer: b.peerId, unblock: c.userId, stored: d.stored.userId, device: d.deviceId, storedDevice: d.stored.deviceId, countKey: Object.keys(d.stored).find((k: string) => k.startsWith("loginCount_")) }
    }
    const one = ids(export1)
    expect(one.answered).not.toBe(4242)
    expect([String(one.answered), one.peer, String(one.unblock), one.stored]).toEqual([one.peer, one.peer, one.peer, one.peer])
    expect(one.countKey).toBe(`loginCount_${one.peer}`)
    expect(one.device).toBe(one.storedDevice)
    expect(one.device).not.toContain("dev-secret-1")
    const two = ids(export2)
    expect(two.peer).not.toBe(one.peer)
    expect(two.device).not.toBe(one.device)
  })

  it("when a birthday, an IP, a croomId and a path are exported, then they become an age band, a pseudonym, a pair of member ids and a path without ids", () => {
    const r = makeRedactor({ includeText: false, salt: "00ff00" })
    const info = r.event(ev({ _tag: "GatewayAnswered", requestId: 1, name: "countryByIp", data: { countryId: 792, ip: "203.0.113.7" } })) as any
    expect(info.data.countryId).toBe(792)
    expect(info.data.ip).toMatch(/^ip-00ff00-1$/)
    const signed = r.event(ev({ _tag: "GatewayAnswered", requestId: 2, name: "getUserInfo", data: user(501, { birthday: "1990-05-01" }) })) as any
    expect(signed.data.birthday).toBe("age 35-44")
    const path = r.event(ev({ _tag: "PathVisited", path: "/en/message/501?name=Ada%20L&lang=tr" })) as any
    expect(path.path).toBe(`/en/message/${signed.data.id}?name=~&lang=tr`)
    expect(ageBand("2010-01-01", T0)).toBe("age <18")
    expect(ageBand("1950-01-01", T0)).toBe("age 65+")
  })

  it("when diagnostic text quotes values, then the quoted values, e-mails and long numbers are masked", () => {
    expect(maskDiagnostic('Expected number, got "ada@example.com" at user 12345678')).toBe('Expected number, got "…" at user #')
    expect(maskDiagnostic("timeout")).toBe("timeout")
  })
})
