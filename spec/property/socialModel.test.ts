// Model-based test of the social sign-in flow (a§2 step 1 Google/Facebook, a§4 supplementary info and
// "on sign-in success", a§7 login/token and complementInfo, a§8): fast-check drives the real kernel through
// the harness with random member actions, random provider outcomes (token, blocked, closed, denied,
// unavailable, invalid; also late and duplicate ones) and random answers from the documented codes for any
// call (also duplicates and stale ones), plus clock moves. Invariants after every step: step 1 is always
// reachable by Back, the session is consistent, each accepted sign-in counts exactly one login for its
// member and a new one runs the coin check, provider sign-ins start only from step 1, nothing throws.
import { backReachesStep1 } from "../support/loginInvariants"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { I, type Intent } from "../../domain/app/intents"
import type { SocialAuthFailure } from "../../domain/login/events"
import { replay } from "../../domain/runtime/replay"
import { isSignedIn } from "../../domain/session/state"
import { T0, signIn } from "../support/fixtures"
import { DATA_INVALID, HTTP_401, NETWORK, TIMEOUT, harness, type FailureSpec, type GatewayCall, type Harness } from "../support/harness"

type Start = { readonly requestId: number; readonly provider: "google" | "facebook" }
interface Real {
  readonly h: Harness
  /** Sign-in answers already accepted (session.signedInBy values) with the count they made. */
  readonly signedInBy: Set<number>
  readonly counts: Map<string, number>
}
type Model = Record<string, never>

const reached = { providerOpen: 0, tokenSent: 0, supply: 0, signedIn: 0, accepted: 0, registered: 0, failedBack: 0 }

type Outcome = { ok: true; data: () => unknown } | { ok: false; f: FailureSpec }
const ok = (data: () => unknown): Outcome => ({ ok: true, data })
const no = (f: FailureSpec): Outcome => ({ ok: false, f })
const code = (c: number, msg = ""): Outcome => no({ code: c, msg })
const COMPLEMENT = { complementInfoKey: "ck-1", nickname: "Ada Lovelace", email: "ada@gmail.example", gender: 2, birthday: "" }
const COMMON: Outcome[] = [no(NETWORK), no(TIMEOUT), no(HTTP_401), no(DATA_INVALID), code(10115), code(10117, "suspended"), code(412), code(10101)]
/** Documented answers per endpoint, success and 10042 more likely so runs get deep into the flow. */
const SPECIFIC: Record<string, Outcome[]> = {
  loginToken: [
    ok(() => signIn(601, "tok-601")), ok(() => signIn(601, "tok-601")), ok(() => signIn(602, "tok-602", true)),
    no({ code: 10042, data: COMPLEMENT }), no({ code: 10042, data: COMPLEMENT }), no({ code: 10042, data: { complementInfoKey: "ck-2" } }),
    code(10007, "The sign-in could not be verified."),
  ],
  complementInfo: [ok(() => signIn(603, "tok-603", true)), ok(() => signIn(603, "tok-603", true)), code(20101), code(10025)],
  checkIfAddCoinForNew: [ok(() => ({ added: true, gold: 120 })), ok(() => ({ added: false, gold: 0 }))],
  getCurrentGoldNum: [ok(() => ({ coinBalance: 120 }))],
  countryByIp: [ok(() => ({ countryId: 792 }))],
  logout: [ok(() => null)],
}
const outcomeOf = (name: string, variant: number): Outcome => {
  const specific = SPECIFIC[name] ?? [ok(() => null)]
  const all = [...specific, ...specific, ...specific, ...specific, ...specific, ...COMMON]
  return all[variant % all.length]!
}
const PROVIDER_FAILURES: ReadonlyArray<SocialAuthFailure> = ["blocked", "closed", "denied", "unavailable", "invalid"]

const starts = (h: Harness): Start[] => h.commands.flatMap((c) => (c._tag === "StartSocialAuth" ? [{ requestId: c.requestId, provider: c.provider }] : []))

const invariants = (r: Real): void => {
  const s = r.h.state()
  const l = s.login
  expect(backReachesStep1(s, r.h.now())).toBe(true)
  expect(s.session.token === "").toBe(s.session.userId === "")
  if (isSignedIn(s.session)) {
    expect(l.open).toBe(false)
    expect(s.supply.open).toBe(false)
  }
  // A provider sign-in in progress belongs to an open popup at step 1 that waits for it.
  if (l.provider !== null) expect(l).toMatchObject({ open: true, step: 1 })
  if (l.provider !== null) expect(l.pending).not.toBeNull()
  if (s.supply.open && s.supply.via === "social") expect(s.supply.complementKey).not.toBe("")
  // Each accepted sign-in counts exactly one login for its member; a new registration asks the coin check.
  const by = s.session.signedInBy
  if (by !== null && !r.signedInBy.has(by)) {
    r.signedInBy.add(by)
    reached.accepted++
    const id = s.session.userId
    const count = (r.counts.get(id) ?? 0) + 1
    expect(s.session.loginCounts[id]).toBe(count)
    r.counts.set(id, count)
    const answer = r.h.events.find((e) => e.seq === by)
    const isNew = answer?._tag === "GatewayAnswered" && (answer.data as { isNew?: boolean }).isNew === true
    expect(r.h.calls().some((c) => c.name === "checkIfAddCoinForNew" && c.requestId === by)).toBe(isNew)
    if (isNew) reached.registered++
  }
  // Provider sign-ins start only from an open popup at step 1, one per choice.
  const ids = starts(r.h).map((x) => x.requestId)
  expect(new Set(ids).size).toBe(ids.length)
  if (l.provider !== null) reached.providerOpen++
  if (s.supply.open) reached.supply++
  if (isSignedIn(s.session)) reached.signedIn++
}

class Do implements fc.Command<Model, Real> {
  constructor(readonly intent: Intent) {}
  check = () => true
  run(_m: Model, r: Real) {
    const before = r.h.state()
    const mark = r.h.mark()
    r.h.dispatch(this.intent)
    const made = r.h.since(mark).filter((c) => c._tag === "StartSocialAuth")
    if (made.length > 0) expect(before.login).toMatchObject({ open: true, step: 1, pending: null })
    invariants(r)
  }
  toString = () => `dispatch(${JSON.stringify(this.intent)})`
}
/** The provider answers one of the sign-ins started so far (usually the newest; also old ones again). */
class Provider implements fc.Command<Model, Real> {
  constructor(readonly pick: number, readonly outcome: "token" | SocialAuthFailure) {}
  check = () => true
  run(_m: Model, r: Real) {
    const all = starts(r.h).reverse()
    const s = all[this.pick % Math.max(1, all.length)]
    if (!s) return
    const before = r.h.state().login
    const calls = r.h.calls().length
    if (this.outcome === "token") r.h.publish({ _tag: "SocialAuthSucceeded", requestId: s.requestId, provider: s.provider, accessToken: "sit_x" })
    else r.h.publish({ _tag: "SocialAuthFailed", requestId: s.requestId, provider: s.provider, reason: this.outcome })
    const awaited = before.open && before.pending === s.requestId && before.provider === s.provider
    const fresh = r.h.calls().slice(calls)
    // Only the awaited sign-in moves on: a token becomes one login/token call; a failure goes back to step 1.
    expect(fresh.map((c) => c.name)).toEqual(awaited && this.outcome === "token" ? ["loginToken"] : [])
    if (awaited && this.outcome === "token") reached.tokenSent++
    if (awaited && this.outcome !== "token") {
      expect(r.h.state().login).toMatchObject({ open: true, step: 1, pending: null, provider: null })
      reached.failedBack++
    }
    invariants(r)
  }
  toString = () => `provider(${this.pick}, ${this.outcome})`
}
class Answer implements fc.Command<Model, Real> {
  constructor(readonly pick: number, readonly variant: number, readonly dup: boolean) {}
  check = () => true
  run(_m: Model, r: Real) {
    const s = r.h.state()
    const pending = r.h.pendingCalls().reverse()
    // pick 0: the call the flow waits for when there is one (so runs get deep), else the newest.
    const awaited = pending.find((c) => c.requestId === s.login.pending || c.requestId === s.supply.pending)
    const pool: GatewayCall[] = this.dup ? r.h.calls().filter((c) => r.h.isAnswered(c)).reverse() : pending
    const c = !this.dup && this.pick === 0 && awaited ? awaited : pool[this.pick % Math.max(1, pool.length)]
    if (!c) return
    const o = outcomeOf(c.name, this.variant)
    if (o.ok) r.h.answerTo(c, o.data())
    else r.h.failTo(c, o.f)
    invariants(r)
  }
  toString = () => `answer(${this.pick}, ${this.variant}, dup=${this.dup})`
}
class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true
  run(_m: Model, r: Real) {
    r.h.advance(this.ms)
    invariants(r)
  }
  toString = () => `advance(${this.ms})`
}

const doIt = (intent: Intent) => fc.constant(new Do(intent))
/** Mostly the newest sign-in, sometimes an older one again; a token three times as likely as each failure. */
const provider = fc
  .tuple(fc.constantFrom(0, 0, 0, 1, 2), fc.constantFrom<"token" | SocialAuthFailure>("token", "token", "token", ...PROVIDER_FAILURES))
  .map(([p, o]) => new Provider(p, o))
const answer = fc.tuple(fc.constantFrom(0, 0, 0, 1, 2, 3), fc.nat(60), fc.constantFrom(false, false, false, true)).map(([p, v, d]) => new Answer(p, v, d))
const commands = fc.commands(
  [
    provider, provider, provider, provider, provider,
    answer, answer, answer, answer, answer, answer,
    doIt(I.OpenLogin({ origin: "menu" })),
    doIt(I.OpenLogin({ origin: "call" })),
    doIt(I.ChooseSocial({ provider: "google" })),
    doIt(I.ChooseSocial({ provider: "google" })),
    doIt(I.ChooseSocial({ provider: "facebook" })),
    doIt(I.ChooseEmail()),
    doIt(I.LoginBack()),
    doIt(I.CloseLogin()),
    doIt(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-02-03", gender: 2 })),
    doIt(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-02-03", gender: 2 })),
    doIt(I.SubmitSupplyInfo({ nickname: "", birthday: "2015-01-01", gender: null })),
    doIt(I.CloseSupplyInfo()),
    doIt(I.DismissDialog()),
    doIt(I.Logout()),
    fc.constantFrom(500, 3_000, 60_000).map((ms) => new Advance(ms)),
  ],
  { maxCommands: 60, size: "max" },
)

describe("social sign-in model (a§2 step 1, a§4, a§7)", () => {
  it("keeps its invariants under random actions, provider outcomes, answers and time (seeded)", () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const h = harness({ now: T0 })
        h.dispatch(I.OpenLogin({ origin: "menu" }))
        const real: Real = { h, signedInBy: new Set(), counts: new Map() }
        fc.modelRun(() => ({ model: {} as Model, real }), cmds)
        // Replaying the log gives the same state (nothing depended on anything but the events).
        expect(replay(h.events)).toEqual(h.state())
      }),
      { seed: 20260116, numRuns: 500 },
    )
    console.info("social model coverage", reached)
    for (const [k, v] of Object.entries(reached)) expect(v, k).toBeGreaterThan(0)
  })
})
