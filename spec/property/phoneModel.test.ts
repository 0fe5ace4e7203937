// Model-based test of the phone sign-in flow (a§4 phone flow, a§5, a§8 phone codes): fast-check drives
// the real kernel through the harness with random member actions, random answers from the documented
// codes for whatever call is pending (also duplicates and stale ones) and clock moves. Invariants after
// every step: step 1 is always reachable by Back, the session is consistent, no two SMS codes go to one
// number less than 60 s apart, and nothing throws.
import { backReachesStep1 } from "../support/loginInvariants"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { I, type Intent } from "../../domain/app/intents"
import { CODE_RESEND_MS } from "../../domain/constants"
import { isSignedIn } from "../../domain/session/state"
import { T0, signIn } from "../support/fixtures"
import { HTTP_401, NETWORK, TIMEOUT, harness, type FailureSpec, type GatewayCall, type Harness } from "../support/harness"

type Real = { h: Harness; sms: Map<string, number[]> }
type Model = Record<string, never>

const PHONE = new Set(["checkMobile", "smsSendCode", "smsCheckCode", "mobilePasswordLogin", "phoneLogin", "updateMobilePassword"])
const reached = { step3: 0, step4: 0, supply: 0, signedIn: 0, reset: 0 }

type Outcome = { ok: true; data: (c: GatewayCall) => unknown } | { ok: false; f: FailureSpec }
const okA = (data: (c: GatewayCall) => unknown): Outcome => ({ ok: true, data })
const failA = (f: FailureSpec): Outcome => ({ ok: false, f })
const codes = (...cs: number[]) => cs.map((code) => failA({ code }))
/** Success three times as likely as each documented failure code, so runs get deep into the flow. */
const ok3 = (data: (c: GatewayCall) => unknown) => [okA(data), okA(data), okA(data)]
const check = fc.record({
  valid: fc.constantFrom(true, true, true, false), existent: fc.boolean(), passwordConfig: fc.constantFrom(0, 1, 2), sendSms: fc.constant(true),
  sendWhatsapp: fc.constant(false), userSetPassword: fc.boolean(), mobileRegisterEnable: fc.boolean(),
})
const COMMON = [failA(NETWORK), failA(TIMEOUT), failA(HTTP_401), ...codes(500, 6666, 10115, 412)]
const outcomes = (name: string): fc.Arbitrary<Outcome> => {
  const specific: Record<string, fc.Arbitrary<Outcome>> = {
    checkMobile: check.map((d) => okA(() => d)),
    smsSendCode: fc.constantFrom(...ok3(() => ({})), ...codes(25503, 25504, 25505)),
    smsCheckCode: fc.constantFrom(...ok3(() => ({})), ...codes(25501, 25502, 25506)),
    mobilePasswordLogin: fc.constantFrom(...ok3(() => signIn(700)), ...codes(35501, 35505, 35506, 10004)),
    phoneLogin: fc.constantFrom(...ok3(() => signIn(701, "tok", true)), ...codes(25501, 35502, 20101)),
    updateMobilePassword: fc.constantFrom(...ok3(() => ({})), ...codes(35502, 35503, 35504, 35506)),
  }
  return fc.oneof({ weight: 4, arbitrary: specific[name] ?? fc.constant(okA(() => ({}))) }, { weight: 1, arbitrary: fc.constantFrom(...COMMON) })
}

const invariants = (r: Real): void => {
  const s = r.h.state()
  expect(backReachesStep1(s, r.h.now())).toBe(true)
  expect(s.session.token === "").toBe(s.session.userId === "")
  if (isSignedIn(s.session)) expect(s.supply.open).toBe(false)
  if (s.login.step >= 2 && s.login.step <= 4) expect(s.login.open).toBe(true)
  for (const c of r.h.calls().filter((c) => c.name === "smsSendCode" && !(c as { seen?: boolean }).seen)) {
    ;(c as { seen?: boolean }).seen = true
    const to = `${c.params.countryCode}${c.params.phoneNumber}`
    const times = r.sms.get(to) ?? []
    const last = times[times.length - 1]
    if (last !== undefined) expect(r.h.now() - last).toBeGreaterThanOrEqual(CODE_RESEND_MS)
    r.sms.set(to, [...times, r.h.now()])
  }
  if (s.login.step === 3) reached.step3++
  if (s.login.step === 4) reached.step4++
  if (s.login.reset) reached.reset++
  if (s.supply.open) reached.supply++
  if (isSignedIn(s.session)) reached.signedIn++
}

class Do implements fc.Command<Model, Real> {
  constructor(readonly intent: Intent) {}
  check = () => true
  run(_m: Model, r: Real) {
    r.h.dispatch(this.intent)
    invariants(r)
  }
  toString = () => `dispatch(${JSON.stringify(this.intent)})`
}
class Answer implements fc.Command<Model, Real> {
  constructor(readonly pick: number, readonly outcome: (name: string) => Outcome, readonly dup: boolean) {}
  check = () => true
  run(_m: Model, r: Real) {
    const phone = (c: GatewayCall) => PHONE.has(c.name)
    const all = r.h.calls().filter(phone)
    const pending = r.h.pendingCalls().filter(phone)
    const pool = this.dup && all.length > 0 ? all : pending
    if (pool.length === 0) return
    const c = pool[this.pick % pool.length]!
    const o = this.outcome(c.name)
    if (o.ok) r.h.answerTo(c, o.data(c))
    else r.h.failTo(c, o.f)
    invariants(r)
  }
  toString = () => `answer(${this.pick}, dup=${this.dup})`
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

const numbers = fc.constantFrom(["90", "5321234567"], ["44", "7400123456"], ["1", "2025550143"], ["90", "53a"])
const passwords = fc.constantFrom("Secret~123", "Secret~123", "short", "x".repeat(31), "with space1", "abcdefgh")
const answerArb = fc
  .record({
    pick: fc.nat(5),
    dup: fc.boolean(),
    byName: fc.record({
      checkMobile: outcomes("checkMobile"), smsSendCode: outcomes("smsSendCode"), smsCheckCode: outcomes("smsCheckCode"),
      mobilePasswordLogin: outcomes("mobilePasswordLogin"), phoneLogin: outcomes("phoneLogin"),
      updateMobilePassword: outcomes("updateMobilePassword"), other: outcomes("other"),
    }),
  })
  .map(({ pick, dup, byName }) => new Answer(pick, (name) => (byName as Record<string, Outcome>)[name] ?? byName.other, dup && pick === 0))
const submitPhone = numbers.map(([cc, no]) => new Do(I.SubmitPhone({ countryCode: cc!, phone: no! })))
const submitCode = fc.constantFrom("123456", "123456", "12345", "abcdef").map((code) => new Do(I.SubmitCode({ code })))
const submitPassword = passwords.map((password) => new Do(I.SubmitPassword({ password })))
const commands = fc.commands(
  [
    answerArb, answerArb, answerArb, answerArb, answerArb,
    submitPhone, submitPhone, submitCode, submitCode, submitPassword, submitPassword,
    fc.constant(new Do(I.OpenLogin({ origin: "menu" }))),
    fc.constant(new Do(I.ChoosePhone())),
    fc.constant(new Do(I.ResendCode())),
    fc.constant(new Do(I.ForgotPassword())),
    fc.constant(new Do(I.SkipPassword())),
    fc.constant(new Do(I.LoginBack())),
    fc.constant(new Do(I.CloseLogin())),
    fc.constant(new Do(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1999-05-20", gender: 2 }))),
    fc.constant(new Do(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1999-05-20", gender: 2 }))),
    fc.constant(new Do(I.CloseSupplyInfo())),
    fc.constant(new Do(I.DismissDialog())),
    fc.constantFrom(1_000, 20_000, 59_999, 60_000, 300_000).map((ms) => new Advance(ms)),
  ],
  { maxCommands: 60, size: "max" },
)

describe("phone flow model (a§4 phone flow)", () => {
  it("keeps its invariants under random actions, answers and time (seeded)", () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        const h = harness({ now: T0 })
        h.dispatch(I.OpenLogin({ origin: "menu" }))
        h.dispatch(I.ChoosePhone())
        fc.modelRun(() => ({ model: {} as Model, real: { h, sms: new Map() } }), cmds)
      }),
      { seed: 20260115, numRuns: 400 },
    )
    console.info("phone model coverage", reached)
    expect(reached.step3).toBeGreaterThan(0)
    expect(reached.step4).toBeGreaterThan(0)
    expect(reached.supply).toBeGreaterThan(0)
    expect(reached.signedIn).toBeGreaterThan(0)
    expect(reached.reset).toBeGreaterThan(0)
  })
})
