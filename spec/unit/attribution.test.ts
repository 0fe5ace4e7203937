// Ad attribution (a§3): read from the landing query, kept in local storage, sent with the call that
// registers a member (e-mail register, phone sign-in with supply info, login/token, complementInfo), then
// forgotten. Through the real kernel with given/when/then and the harness.
import { describe, expect, it } from "vitest"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import { evolve, react } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { I } from "../../domain/app/intents"
import { ATTRIBUTION_KEY, attributionOfQuery, attributionOfStored } from "../../domain/session/attribution"
import { E, T0, signIn } from "../support/fixtures"
import { EMAIL, PASSWORD } from "../support/flows"
import { given } from "../support/gwt"
import { harness } from "../support/harness"

const AD = { media_source: "google", campaign_id: "c-42", adgroup_id: "ag-7", keyword: "video chat", creative: "cr1", loc_physical_ms: "1012782", device: "m", type: "search" }
const landed = (attribution?: typeof AD, stored: Record<string, string> = {}): NewEvent =>
  ({ ...E.started("/", stored), ...(attribution ? { attribution } : {}) }) as NewEvent

/** From a landing to the e-mail supply form (status 5, password set, profile incomplete). */
const toSupply = (start: NewEvent) => [
  start, // 1
  E.loginOpened(), // 2
  E.emailWay(), // 3
  E.emailSubmitted(EMAIL), // 4
  E.answered(4, "emailExists", { status: 5, userId: 9 }), // 5
  E.passwordSubmitted(PASSWORD), // 6
  E.answered(6, "setPassword", { profileComplete: false }), // 7
]

describe("reading the landing address (a§3 fields)", () => {
  it("takes only the eight fields, trimmed and cut to 200 characters; none gives null", () => {
    expect(attributionOfQuery("?media_source=google&campaign_id=%20c-42%20&utm_source=x&keyword=video+chat")).toEqual({ media_source: "google", campaign_id: "c-42", keyword: "video chat" })
    expect(attributionOfQuery(`?creative=${"x".repeat(300)}`)).toEqual({ creative: "x".repeat(200) })
    expect(attributionOfQuery("")).toBeNull()
    expect(attributionOfQuery("?utm_source=x&media_source=")).toBeNull()
  })
  it("reads what storage kept, and nothing from garbage", () => {
    expect(attributionOfStored(JSON.stringify(AD))).toEqual(AD)
    for (const bad of [undefined, "", "{", "null", "[1]", JSON.stringify({ media_source: 5 })]) expect(attributionOfStored(bad)).toBeNull()
  })
})

describe("Given a landing with ad attribution", () => {
  it("when the app starts, then it is kept in local storage (a landing without fields keeps nothing)", () => {
    const ev = { ...landed(AD), seq: 1 } as AppEvent
    const s = evolve(initialState, ev)
    expect(s.session.attribution).toEqual(AD)
    expect(react(s, ev)).toContainEqual({ _tag: "Persist", key: ATTRIBUTION_KEY, value: JSON.stringify(AD) })
    const plain = { ...landed(), seq: 1 } as AppEvent
    expect(react(evolve(initialState, plain), plain).filter((c) => c._tag === "Persist" && c.key === ATTRIBUTION_KEY)).toEqual([])
  })

  it("when the new member completes the e-mail registration, then register carries the fields; the sign-in forgets them", () => {
    const outcome = given(...toSupply(landed(AD))).when(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1990-01-01", gender: 2 }))
    outcome.thenCommandsMatch({ _tag: "CallGateway", name: "register", params: { threePartyEmail: EMAIL, userName: "Robin", ...AD } })
    const supplied: NewEvent = { _tag: "SupplyInfoSubmitted", at: T0, nickname: "Robin", birthday: "1990-01-01", gender: 2 }
    const before = given(...toSupply(landed(AD)), supplied)
    const registered = { _tag: "GatewayAnswered", at: T0, seq: 9, requestId: 8, name: "register", data: signIn(9, "tok-9", true) } as AppEvent
    const after = evolve(before.state, registered)
    expect(after.session.attribution).toBeNull()
    expect(react(after, registered)).toContainEqual({ _tag: "Forget", keys: [ATTRIBUTION_KEY] })
  })

  it("when an existing member signs in, then nothing is sent and the attribution stays for a later registration", () => {
    const s = given(landed(AD), E.loginOpened(), E.emailWay(), E.emailSubmitted(EMAIL), E.answered(4, "emailExists", { status: 4, userId: 9 }))
    const outcome = s.when(I.SubmitPassword({ password: PASSWORD }))
    const login = outcome.thenCommandsMatch({ _tag: "CallGateway", name: "emailLogin" })
    expect(JSON.stringify(login.events)).not.toContain("media_source")
  })

  it("when it was kept from an earlier visit, then a registration today still carries it", () => {
    const outcome = given(...toSupply(landed(undefined, { [ATTRIBUTION_KEY]: JSON.stringify({ media_source: "facebook" }) }))).when(
      I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1990-01-01", gender: 2 }),
    )
    outcome.thenCommandsMatch({ _tag: "CallGateway", name: "register", params: { media_source: "facebook" } })
  })
})

describe("Given a landing with ad attribution, the other ways of registering", () => {
  it("when a new phone number completes its supply info, then phone sign-in carries the fields but keeps its own type 6", () => {
    const h = harness({ now: T0, attribution: AD })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChoosePhone())
    h.dispatch(I.SubmitPhone({ countryCode: "90", phone: "5321234567" }))
    h.answer("checkMobile", { valid: true, existent: false, passwordConfig: 0, sendSms: true, sendWhatsapp: false, userSetPassword: false, mobileRegisterEnable: true })
    h.answer("smsSendCode", {})
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1990-01-01", gender: 2 }))
    const { type: _adType, ...rest } = AD
    expect(h.lastCall("phoneLogin")!.params).toMatchObject({ type: 6, userName: "Robin", ...rest })
  })

  it("when Google signs in (which may register), then login/token carries the fields, and complementInfo after 10042 too", () => {
    const h = harness({ now: T0, attribution: AD })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChooseSocial({ provider: "google" }))
    const start = h.commands.find((c) => c._tag === "StartSocialAuth")!
    h.publish({ _tag: "SocialAuthSucceeded", requestId: (start as { requestId: number }).requestId, provider: "google", accessToken: "at-1" })
    expect(h.lastCall("loginToken")!.params).toMatchObject({ accessToken: "at-1", loginType: 1, ...AD })
    h.fail("loginToken", { code: 10042, msg: "", data: { complementInfoKey: "ck", nickname: "Robin" } })
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1990-01-01", gender: 2 }))
    expect(h.lastCall("complementInfo")!.params).toMatchObject({ complementInfoKey: "ck", ...AD })
  })
})
