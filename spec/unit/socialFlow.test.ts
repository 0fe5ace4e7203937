// The social way of sign-in (a§2 step 1 Google/Facebook, a§4 supplementary info and "on sign-in success",
// a§7 login/token and complementInfo, a§8 session codes) through the real kernel: given/when/then on the
// decider and flows through the harness, down to the commands that store the session.
import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { program } from "../../domain/runtime/interpreter"
import { isSignedIn } from "../../domain/session/state"
import { E, T0, signIn } from "../support/fixtures"
import { given } from "../support/gwt"
import { NETWORK, TIMEOUT, harness, type Harness } from "../support/harness"
import { testPorts } from "../support/testLayers"

const TOKEN = "sit_abc"
const PREFILL = { complementInfoKey: "ck-9", nickname: "Ada Lovelace", email: "ada@gmail.example", gender: 2, birthday: "" }

/** Login popup open at step 1, the network's country known (792). */
const atStep1 = (stored: Record<string, string> = {}): Harness => {
  const h = harness({ now: T0, stored })
  h.answer("countryByIp", { countryId: 792 })
  h.dispatch(I.OpenLogin({ origin: "menu" }))
  return h
}
/** Google chosen and its sign-in finished with TOKEN. */
const tokenSent = (provider: "google" | "facebook" = "google", stored: Record<string, string> = {}): Harness => {
  const h = atStep1(stored)
  h.dispatch(I.ChooseSocial({ provider }))
  const chosen = h.events.at(-1)!
  h.publish({ _tag: "SocialAuthSucceeded", requestId: chosen.seq, provider, accessToken: TOKEN })
  return h
}
const complementAsked = (): Harness => {
  const h = tokenSent()
  h.fail("loginToken", { code: 10042, data: PREFILL })
  return h
}

describe("Given step 1 (a§2)", () => {
  it("when Google is chosen, then SocialWayChosen and the provider sign-in starts with that event as its request (gwt)", () => {
    given(E.started(), E.loginOpened())
      .when(I.ChooseSocial({ provider: "google" }), T0 + 5)
      .then({ _tag: "SocialWayChosen", at: T0 + 5, provider: "google" })
      .thenCommands({ _tag: "StartSocialAuth", requestId: 3, provider: "google" })
      .thenState((s) => expect(s.login).toMatchObject({ open: true, step: 1, pending: 3, provider: "google" }))
  })
  it("when Facebook is chosen, then its sign-in starts (gwt)", () => {
    given(E.started(), E.loginOpened())
      .when(I.ChooseSocial({ provider: "facebook" }))
      .thenCommands({ _tag: "StartSocialAuth", requestId: 3, provider: "facebook" })
  })
  it("given a provider sign-in in progress, when the popup is closed or Back is pressed, then its sign-in is cancelled (its window closes) (gwt)", () => {
    const g = given(E.started(), E.loginOpened(), { _tag: "SocialWayChosen", at: T0, provider: "google" })
    g.when(I.CloseLogin()).thenCommands({ _tag: "CancelSocialAuth" })
    g.when(I.LoginBack()).thenCommands({ _tag: "CancelSocialAuth" })
  })
  it("given a provider sign-in that reported, when the popup is closed, then nothing is cancelled (gwt)", () => {
    given(E.started(), E.loginOpened(), { _tag: "SocialWayChosen", at: T0, provider: "google" }, { _tag: "SocialAuthFailed", at: T0, requestId: 3, provider: "google", reason: "closed" })
      .when(I.CloseLogin())
      .thenCommands()
  })
  it("given a provider sign-in in progress, when any way is chosen again, then nothing (gwt)", () => {
    const g = given(E.started(), E.loginOpened(), { _tag: "SocialWayChosen", at: T0, provider: "google" })
    g.when(I.ChooseSocial({ provider: "facebook" })).then()
    g.when(I.ChooseEmail()).then()
    g.when(I.ChoosePhone()).then()
  })
  it("given the popup closed or on another step, when Google is chosen, then nothing (gwt)", () => {
    given(E.started()).when(I.ChooseSocial({ provider: "google" })).then()
    given(E.started(), E.loginOpened(), { _tag: "EmailWayChosen", at: T0 }).when(I.ChooseSocial({ provider: "google" })).then()
  })
})

describe("Given the provider's sign-in (SocialAuth port)", () => {
  it("when it succeeds, then login/token with the token, loginType 1 for Google and the network's countryId", () => {
    const h = tokenSent("google")
    expect(h.lastCall("loginToken")!.params).toEqual({ accessToken: TOKEN, loginType: 1, countryId: 792 })
    expect(h.state().login).toMatchObject({ step: 1, provider: "google" })
    expect(h.state().login.pending).not.toBeNull()
  })
  it("when Facebook succeeds, then loginType 2", () => {
    expect(tokenSent("facebook").lastCall("loginToken")!.params).toMatchObject({ loginType: 2 })
  })
  it.each([
    ["blocked", "dialog", "socialBlocked"],
    ["unavailable", "dialog", "socialUnavailable"],
    ["closed", "toast", "socialClosed"],
    ["denied", "toast", "socialDenied"],
    ["invalid", "toast", "socialInvalid"],
  ] as const)("when it fails (%s), then step 1, not busy, and the %s %s", (reason, kind, key) => {
    const h = atStep1()
    h.dispatch(I.ChooseSocial({ provider: "google" }))
    h.publish({ _tag: "SocialAuthFailed", requestId: h.events.at(-1)!.seq, provider: "google", reason })
    expect(h.state().login).toMatchObject({ open: true, step: 1, pending: null, provider: null })
    expect(h.state().shell[kind]).toMatchObject({ key })
    expect(h.lastCall("loginToken")).toBeUndefined()
    h.dispatch(I.ChooseSocial({ provider: "google" }))
    expect(h.state().login.provider).toBe("google")
  })
  it("when the answer comes after the popup was closed, then it is dropped: no login/token", () => {
    const h = atStep1()
    h.dispatch(I.ChooseSocial({ provider: "google" }))
    const seq = h.events.at(-1)!.seq
    h.dispatch(I.CloseLogin())
    h.publish({ _tag: "SocialAuthSucceeded", requestId: seq, provider: "google", accessToken: TOKEN })
    expect(h.lastCall("loginToken")).toBeUndefined()
    expect(h.state().login.open).toBe(false)
  })
  it("when an answer carries another request or provider, then it is dropped", () => {
    const h = atStep1()
    h.dispatch(I.ChooseSocial({ provider: "google" }))
    const seq = h.events.at(-1)!.seq
    h.publish({ _tag: "SocialAuthSucceeded", requestId: seq + 50, provider: "google", accessToken: TOKEN })
    h.publish({ _tag: "SocialAuthSucceeded", requestId: seq, provider: "facebook", accessToken: TOKEN })
    h.publish({ _tag: "SocialAuthFailed", requestId: seq + 50, provider: "google", reason: "closed" })
    expect(h.lastCall("loginToken")).toBeUndefined()
    expect(h.state().login).toMatchObject({ pending: seq, provider: "google" })
  })
})

describe("Given login/token answers a sign-in (a§4 on sign-in success)", () => {
  it("then the session stores user and token, counts the login, closes the popup and fetches RTM token and gifts; no coin check", () => {
    const h = tokenSent()
    const from = h.mark()
    h.answer("loginToken", signIn(501, "tok-501"))
    const s = h.state()
    expect(isSignedIn(s.session)).toBe(true)
    expect(s.session).toMatchObject({ userId: "501", token: "tok-501", loginCounts: { "501": 1 } })
    expect(s.login.open).toBe(false)
    const cmds = h.since(from)
    expect(cmds).toContainEqual({ _tag: "Persist", key: "userId", value: "501", days: 365 })
    expect(cmds).toContainEqual({ _tag: "Persist", key: "loginToken", value: "tok-501", days: 365 })
    expect(cmds).toContainEqual({ _tag: "Persist", key: "loginCount_501", value: "1" })
    const names = cmds.flatMap((c) => (c._tag === "CallGateway" ? [c.name] : []))
    expect(names).toEqual(expect.arrayContaining(["rtmToken", "giftList"]))
    expect(names).not.toContain("checkIfAddCoinForNew")
    // The next gateway call carries the login token (the authorization header).
    expect(h.lastCall("rtmToken")!.caller.token).toBe("tok-501")
  })
  it("when the member had signed in before on this browser, then the count goes on from the stored one", () => {
    const h = tokenSent("google", { loginCount_501: "4" })
    h.answer("loginToken", signIn(501))
    expect(h.state().session.loginCounts["501"]).toBe(5)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "loginCount_501", value: "5" })
  })
  it("when the answer is a new registration, then the new-user coin check runs and its bonus shows as a toast", () => {
    const h = tokenSent()
    h.answer("loginToken", signIn(502, "tok-502", true))
    h.answer("checkIfAddCoinForNew", { added: true, gold: 120 })
    expect(h.state().shell.toast).toMatchObject({ key: "coinsAdded", params: { coins: 120 } })
    expect(h.lastCall("getCurrentGoldNum")).toBeDefined()
  })
  it("when a stale duplicate of the answer arrives later, then nothing changes", () => {
    const h = tokenSent()
    const c = h.lastCall("loginToken")!
    h.answerTo(c, signIn(501))
    const before = h.state()
    h.answerTo(c, signIn(777))
    expect(h.state().session).toEqual(before.session)
  })
})

describe("Given login/token fails", () => {
  it("when the network fails, then update-info-failed and back to step 1 (a§4)", () => {
    const h = tokenSent()
    h.fail("loginToken", NETWORK)
    expect(h.state().login).toMatchObject({ open: true, step: 1, pending: null, provider: null })
    expect(h.state().shell.toast).toMatchObject({ key: "updateInfoFailed" })
  })
  it("when it times out, then also step 1 with update-info-failed", () => {
    const h = tokenSent()
    h.fail("loginToken", TIMEOUT)
    expect(h.state().shell.toast).toMatchObject({ key: "updateInfoFailed" })
    expect(h.state().login.step).toBe(1)
  })
  it("when the token is refused (10007), then socialInvalid in the member's language (not the server's English), step 1, ready to try again", () => {
    const h = tokenSent()
    h.fail("loginToken", { code: 10007, msg: "The sign-in could not be verified. Please try again." })
    expect(h.state().shell.toast).toMatchObject({ key: "socialInvalid", text: "" })
    expect(h.state().login).toMatchObject({ open: true, step: 1, pending: null, provider: null })
  })
  it("when the account is banned (10115), then the banned screen and the popup closes (a§8)", () => {
    const h = tokenSent()
    h.fail("loginToken", { code: 10115 })
    expect(h.state().session.screen).toMatchObject({ reason: "banned" })
    expect(h.state().login.open).toBe(false)
  })
})

describe("Given 10042 from login/token (a§4 supplementary info)", () => {
  it("then the supply popup opens prefilled with the complement key, nickname and gender, the default birthday, and the login popup closes", () => {
    const s = complementAsked().state()
    expect(s.supply).toMatchObject({ open: true, via: "social", complementKey: "ck-9", nickname: "Ada Lovelace", gender: 2, birthday: "2006-01-15", pending: null })
    expect(s.login.open).toBe(false)
  })
  it("when the form is submitted, then complementInfo with the key and the fields (gwt-style through the harness)", () => {
    const h = complementAsked()
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-02-03", gender: 2 }))
    expect(h.lastCall("complementInfo")!.params).toEqual({ complementInfoKey: "ck-9", nickname: "Ada", gender: 2, birthday: "1990-02-03" })
    expect(h.lastCall("register")).toBeUndefined()
  })
  it("when complementInfo signs in a new member, then the supply popup closes, the session starts and the coin check runs", () => {
    const h = complementAsked()
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-02-03", gender: 2 }))
    h.answer("complementInfo", signIn(503, "tok-503", true))
    expect(h.state().supply.open).toBe(false)
    expect(h.state().session).toMatchObject({ userId: "503", token: "tok-503", loginCounts: { "503": 1 } })
    expect(h.lastCall("checkIfAddCoinForNew")).toBeDefined()
  })
  it("when the nickname is sensitive (20101) or the update fails (10025, network), then the form says so and stays open", () => {
    const h = complementAsked()
    const submit = () => h.dispatch(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-02-03", gender: 2 }))
    submit()
    h.fail("complementInfo", { code: 20101 })
    expect(h.state().supply).toMatchObject({ open: true, error: "nicknameSensitive", pending: null })
    submit()
    h.fail("complementInfo", { code: 10025 })
    expect(h.state().supply.error).toBe("updateFailed")
    submit()
    h.fail("complementInfo", NETWORK)
    expect(h.state().supply).toMatchObject({ open: true, error: "updateFailed" })
    expect(isSignedIn(h.state().session)).toBe(false)
  })
  it("when the form is invalid (under 18), then no call", () => {
    const h = complementAsked()
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "2015-01-01", gender: 2 }))
    expect(h.state().supply.error).toBe("ageTooYoung")
    expect(h.lastCall("complementInfo")).toBeUndefined()
  })
})

describe("Given a StartSocialAuth command (interpreter)", () => {
  it("when the port reports a token, then SocialAuthSucceeded with the command's request and provider, stamped by the clock", async () => {
    const ports = testPorts({ now: T0 })
    const published: NewEvent[] = []
    await Effect.runPromise(Effect.provide(program({ _tag: "StartSocialAuth", requestId: 12, provider: "facebook" }, (e) => published.push(e)), ports.layer))
    expect(ports.social.started.map((s) => s.provider)).toEqual(["facebook"])
    ports.clock.tick(900)
    ports.social.finish({ _tag: "SocialAuthSucceeded", accessToken: TOKEN })
    expect(published).toEqual([{ _tag: "SocialAuthSucceeded", at: T0 + 900, requestId: 12, provider: "facebook", accessToken: TOKEN }])
  })
  it("when the port reports a failure, then SocialAuthFailed with its reason", async () => {
    const ports = testPorts({ now: T0 })
    const published: NewEvent[] = []
    await Effect.runPromise(Effect.provide(program({ _tag: "StartSocialAuth", requestId: 3, provider: "google" }, (e) => published.push(e)), ports.layer))
    ports.social.finish({ _tag: "SocialAuthFailed", reason: "blocked" })
    expect(published).toEqual([{ _tag: "SocialAuthFailed", at: T0, requestId: 3, provider: "google", reason: "blocked" }])
  })
})
