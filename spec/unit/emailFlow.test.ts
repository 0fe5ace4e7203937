// The e-mail sign-in flow (a§4), its validation rules (a§5), the session error catalogue (a§8), the
// routing rules (a§2) and the host wall, driven through the real kernel: given/when/then on deciders
// and flows through the harness.
import { blnsStrings } from "../support/blns"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { COOKIE_DAYS, KEPT_ON_CLEANUP, TOAST_MS } from "../../domain/constants"
import { isSignedIn } from "../../domain/session/state"
import { selectShowAgeGate } from "../../domain/shell/selectors"
import { replay } from "../../domain/runtime/replay"
import { E, T0, groups, hostPage, signIn } from "../support/fixtures"
import { EMAIL, PASSWORD, STORED_SESSION, atCodeStep, atEmailStep, atPasswordStep, signedInByEmail } from "../support/flows"
import { given } from "../support/gwt"
import { DATA_INVALID, HTTP_401, NETWORK, TIMEOUT, harness } from "../support/harness"

const DAY = 86_400_000

// Given-event prefixes (seq numbers in comments; requestIds refer to them).
const atStep5 = [E.started(), E.loginOpened(), E.emailWay()] // 1..3
const atStep6 = [...atStep5, E.emailSubmitted(EMAIL), E.answered(4, "emailExists", { status: 0 }), E.answered(5, "sendVerifyEmail", { userId: 9 })] // ..6
const atStep6Reset = [
  ...atStep5,
  E.emailSubmitted(EMAIL), // 4
  E.answered(4, "emailExists", { status: 4, userId: 9 }), // 5: step 7 login
  E.forgotten(), // 6
  E.answered(6, "sendForgetEmail", { userId: 9 }), // 7: step 6 reset
]
const atStep7Login = [...atStep5, E.emailSubmitted(EMAIL), E.answered(4, "emailExists", { status: 4, userId: 9 })] // ..5
const atSupply = [
  ...atStep5,
  E.emailSubmitted(EMAIL), // 4
  E.answered(4, "emailExists", { status: 5, userId: 9 }), // 5
  E.passwordSubmitted(PASSWORD), // 6
  E.answered(6, "setPassword", { profileComplete: false }), // 7: supply popup
]

describe("Given the e-mail step (a§4 e-mail flow, a§7 exists)", () => {
  it("when a valid e-mail is submitted, then EmailSubmitted (trimmed) and an emailExists call", () => {
    given(...atStep5)
      .when(I.SubmitEmail({ email: `  ${EMAIL} ` }), T0 + 5)
      .then({ _tag: "EmailSubmitted", at: T0 + 5, email: EMAIL })
      .thenCommandsMatch({ _tag: "CallGateway", name: "emailExists", requestId: 4, params: { email: EMAIL } })
  })

  it("when an e-mail is submitted while a check is pending, then nothing is decided", () => {
    given(...atStep5, E.emailSubmitted(EMAIL)).when(I.SubmitEmail({ email: EMAIL })).then()
  })

  it("when an e-mail is submitted outside step 5, then nothing is decided", () => {
    given(E.started(), E.loginOpened()).when(I.SubmitEmail({ email: EMAIL })).then()
  })
})

describe("Given status 0 or 1 from the check (a§4: send a code, go to step 6)", () => {
  it("when status 0 arrives, then sendVerifyEmail is called for the e-mail, answered as the answer's seq", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 0 })
    const answerSeq = h.events[h.events.length - 1]!.seq
    expect(h.lastCall("sendVerifyEmail")).toMatchObject({ requestId: answerSeq, params: { email: EMAIL } })
    expect(h.lastCall("sendVerifyEmail")!.params).not.toHaveProperty("userId")
    expect(h.state().login.step).toBe(5)
  })

  it("when status 1 arrives with a userId, then a user verify code is asked with checkFormalUserEmail (a§7)", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 1, userId: 77 })
    expect(h.lastCall("checkFormalUserEmail")!.params).toEqual({ email: EMAIL, userId: 77 })
    expect(h.lastCall("sendVerifyEmail")).toBeUndefined()
  })

  it("when the code of status 1 is resent, then checkFormalUserEmail again; after status 0, sendVerifyEmail again", () => {
    for (const status of [1, 0] as const) {
      const h = atCodeStep(status)
      h.advance(60_000)
      h.dispatch(I.ResendCode())
      const name = status === 1 ? "checkFormalUserEmail" : "sendVerifyEmail"
      expect(h.calls().filter((c) => c.name === name)).toHaveLength(2)
      h.fail(name, { code: 60002, msg: "already sent" })
      expect(h.state().login).toMatchObject({ step: 6, pending: null })
    }
  })

  it.each([0, 1] as const)("when status %i is followed by the sent code, then step 6 with resend disabled for 60 s", (status) => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.advance(250)
    h.answer("emailExists", status === 1 ? { status, userId: 77 } : { status })
    h.advance(250)
    h.answer(status === 1 ? "checkFormalUserEmail" : "sendVerifyEmail", { userId: 77 })
    const l = h.state().login
    expect(l.step).toBe(6)
    expect(l.pending).toBeNull()
    expect(l.resendAt).toBe(T0 + 500 + 60_000)
    expect(h.state().shell.toast?.key).toBe("codeSent")
  })

  it("when sendVerifyEmail fails with 60002, then the code counts as sent (step 6)", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 0 })
    h.fail("sendVerifyEmail", { code: 60002, msg: "already sent" })
    expect(h.state().login).toMatchObject({ step: 6, pending: null, resendAt: T0 + 60_000 })
  })

  it("when the check answers a status the flow has no step for, then 'Email address unavailable.' and still step 5 (a§8)", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 9, userId: 77 })
    expect(h.state().login).toMatchObject({ step: 5, pending: null })
    expect(h.state().shell.toast).toMatchObject({ key: "emailUnavailable", text: "" })
    expect(h.lastCall("sendVerifyEmail") ?? h.lastCall("checkFormalUserEmail")).toBeUndefined()
  })

  it("when sendVerifyEmail fails with another code, then the flow stays at step 5 with a toast", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 0 })
    h.fail("sendVerifyEmail", { code: 60003, msg: "nope" })
    expect(h.state().login).toMatchObject({ step: 5, pending: null })
    expect(h.state().shell.toast).toMatchObject({ key: "genericError", text: "" })
  })
})

describe("Given step 6 (a§5: e-mail resend disabled for 60 s)", () => {
  it("when ResendCode comes 1 ms before resendAt, then it is rejected with resendTooSoon", () => {
    given(...atStep6)
      .when(I.ResendCode(), T0 + 59_999)
      .then({ _tag: "LoginInputRejected", at: T0 + 59_999, field: "code", problem: "resendTooSoon" })
      .thenCommands()
  })

  it("when ResendCode comes at resendAt, then a new code is requested with sendVerifyEmail", () => {
    given(...atStep6)
      .when(I.ResendCode(), T0 + 60_000)
      .then({ _tag: "CodeResendRequested", at: T0 + 60_000 })
      .thenCommandsMatch({ _tag: "CallGateway", name: "sendVerifyEmail", requestId: 7, params: { email: EMAIL } })
  })

  it("when the resent code arrives, then resend is disabled again for 60 s from that answer", () => {
    const h = atCodeStep(0)
    h.advance(61_000)
    h.dispatch(I.ResendCode())
    h.answer("sendVerifyEmail", { userId: 77 })
    expect(h.state().login.resendAt).toBe(T0 + 61_000 + 60_000)
    h.advance(59_999)
    h.dispatch(I.ResendCode())
    expect(h.state().login.problem).toBe("resendTooSoon")
  })

  it("when ResendCode comes in the reset path, then sendForgetEmail is called again", () => {
    given(...atStep6Reset)
      .when(I.ResendCode(), T0 + 60_000)
      .thenCommandsMatch({ _tag: "CallGateway", name: "sendForgetEmail", params: { email: EMAIL } })
  })
})

describe("Given step 6, the code rule (a§5: 6 digits)", () => {
  it.each(["12345", "1234567", "12a456", " 123456", "", "１２３４５６"])("when code %j is submitted, then codeFormat and no call", (code) => {
    given(...atStep6)
      .when(I.SubmitCode({ code }))
      .then({ _tag: "LoginInputRejected", at: T0, field: "code", problem: "codeFormat" })
      .thenCommands()
  })

  it("when 6 digits are submitted, then alreadyVerifyEmail is called with e-mail, userId and code", () => {
    given(...atStep6)
      .when(I.SubmitCode({ code: "042042" }))
      .then({ _tag: "CodeSubmitted", at: T0, code: "042042" })
      .thenCommandsMatch({ _tag: "CallGateway", name: "alreadyVerifyEmail", params: { email: EMAIL, userId: 9, code: "042042" } })
  })

  it("when alreadyVerifyEmail fails with 60005, then codeNotVerified and still step 6", () => {
    const h = atCodeStep(0)
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.fail("alreadyVerifyEmail", { code: 60005, msg: "not verified" })
    expect(h.state().login).toMatchObject({ step: 6, pending: null, problem: "codeNotVerified" })
  })

  it("when alreadyVerifyEmail answers 200 after status 0, then step 7 in create mode", () => {
    const h = atCodeStep(0)
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("alreadyVerifyEmail", { userId: 77 })
    expect(h.state().login).toMatchObject({ step: 7, mode: "create", pending: null })
  })
})

describe("Given status 4 (a§4: has a password, step 7 and log in)", () => {
  it("when status 4 arrives, then step 7 in login mode with the account id", () => {
    const h = atPasswordStep(4)
    expect(h.state().login).toMatchObject({ step: 7, mode: "login", accountId: 77, pending: null })
    expect(h.lastCall("sendVerifyEmail")).toBeUndefined()
  })

  it("when a valid password is submitted, then emailLogin with deviceType 4, deviceName web and the network country", () => {
    const h = atEmailStep()
    h.answer("countryByIp", { countryId: 792 })
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 4, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    expect(h.lastCall("emailLogin")!.params).toEqual({ userAccount: EMAIL, password: PASSWORD, deviceType: 4, deviceName: "web", countryId: 792 })
  })

  it("when emailLogin answers, then signed in, popup closed, userId/loginToken/loginCount/RC_POP_18 persisted", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    const from = h.mark()
    h.answer("emailLogin", signIn(501, "tok-501"))
    const s = h.state()
    expect(isSignedIn(s.session)).toBe(true)
    expect(s.session).toMatchObject({ userId: "501", token: "tok-501", coinBalance: 120, loginCounts: { "501": 1 } })
    expect(s.login.open).toBe(false)
    expect(s.login.password).toBe("")
    expect(s.shell.ageConfirmed).toBe(true)
    const persisted = h.since(from).filter((c) => c._tag === "Persist")
    expect(persisted).toEqual([
      { _tag: "Persist", key: "userId", value: "501", days: COOKIE_DAYS },
      { _tag: "Persist", key: "loginToken", value: "tok-501", days: COOKIE_DAYS },
      { _tag: "Persist", key: "loginCount_501", value: "1" },
      { _tag: "Persist", key: "RC_POP_18", value: "1", days: COOKIE_DAYS },
    ])
  })

  it("when the stored login count was 4, then the persisted count is 5", () => {
    const h = signedInByEmail({ stored: { loginCount_501: "4" } })
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "loginCount_501", value: "5" })
  })

  it("when emailLogin fails with 10006, then toast passwordWrong and step 7 stays", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10006, msg: "wrong" })
    expect(h.state().login).toMatchObject({ step: 7, pending: null, open: true })
    expect(h.state().shell.toast?.key).toBe("passwordWrong")
    expect(isSignedIn(h.state().session)).toBe(false)
  })

  it("when emailLogin fails with 35505 (too many wrong passwords), then toast tooManyPasswords and step 7 stays", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 35505, msg: "Too many wrong passwords" })
    expect(h.state().login).toMatchObject({ step: 7, pending: null, open: true })
    expect(h.state().shell.toast?.key).toBe("tooManyPasswords")
    expect(isSignedIn(h.state().session)).toBe(false)
  })

  // a§8 shows the server's message only for 412/10023/10101/10117: the gateway's English msg of other
  // codes is not the member's language, so the toast carries the catalogue key and no text.
  it.each([
    ["emailLogin", 10005, "Password is invalid", "passwordInvalid"],
    ["emailLogin", 10004, "Account does not exist", "accountMissing"],
    ["emailLogin", 10099, "Something broke", "genericError"],
  ] as const)("when %s fails with %i (%j), then toast %s with the catalogue text, not the server's", (name, code, msg, key) => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail(name, { code, msg })
    expect(h.state().shell.toast).toMatchObject({ key, text: "" })
  })

  it("when setPassword fails with 10008 (password already set), then toast passwordAlreadySet and step 7 asks for that password, with Forgot password", () => {
    const h = atPasswordStep(5)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("setPassword", { code: 10008, msg: "Password already set, please sign in" })
    expect(h.state().shell.toast).toMatchObject({ key: "passwordAlreadySet", text: "" })
    expect(h.state().login).toMatchObject({ open: true, step: 7, mode: "login", email: EMAIL, pending: null, password: "" })
    h.dispatch(I.SubmitPassword({ password: "olderPass1" }))
    expect(h.lastCall("emailLogin")!.params).toMatchObject({ userAccount: EMAIL, password: "olderPass1" })
    h.fail("emailLogin", { code: 10006, msg: "Password is invalid" })
    h.dispatch(I.ForgotPassword())
    expect(h.lastCall("sendForgetEmail")!.params).toEqual({ email: EMAIL })
  })

  it("when emailLogin fails with 10101, then back at step 1 with the server message, session not ended", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    const from = h.mark()
    h.fail("emailLogin", { code: 10101, msg: "Account frozen" })
    expect(h.state().login).toMatchObject({ open: true, step: 1, pending: null })
    expect(h.state().shell.toast).toMatchObject({ key: "updateInfoFailed", text: "Account frozen" })
    expect(h.state().session.ended).toBeNull()
    expect(h.since(from).some((c) => c._tag === "ClearStorage" || c._tag === "Navigate")).toBe(false)
  })

  it.each([
    ["network", NETWORK],
    ["timeout", TIMEOUT],
  ])("when emailLogin ends in %s, then toast updateInfoFailed and step 1", (_, f) => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", f)
    expect(h.state().login).toMatchObject({ open: true, step: 1, pending: null, origin: "menu" })
    expect(h.state().shell.toast?.key).toBe("updateInfoFailed")
  })

  it("when the e-mail check itself hits the network error, then also step 1", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.fail("emailExists", NETWORK)
    expect(h.state().login).toMatchObject({ open: true, step: 1 })
  })

  it("when emailLogin fails with 10042, then the supply popup opens prefilled and the login popup closes", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10042, data: { complementInfoKey: "ck-1", nickname: "Ada", gender: 2, birthday: "1990-02-03" } })
    expect(h.state().supply).toMatchObject({ open: true, nickname: "Ada", gender: 2, birthday: "1990-02-03", complementKey: "ck-1", pending: null })
    expect(h.state().login.open).toBe(false)
  })

  it("when 10042 carries no birthday, then the default birthday is 20 years back", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10042, data: { complementInfoKey: "ck-1", nickname: "", gender: null, birthday: "" } })
    expect(h.state().supply).toMatchObject({ birthday: "2006-01-15", gender: null })
  })
})

describe("Given step 7 in login mode, the reset path (a§4)", () => {
  it("when ForgotPassword, then sendForgetEmail; its answer opens step 6 in reset", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.ForgotPassword())
    expect(h.lastCall("sendForgetEmail")!.params).toEqual({ email: EMAIL })
    h.answer("sendForgetEmail", { userId: 77 })
    expect(h.state().login).toMatchObject({ step: 6, reset: true, pending: null })
  })

  it("when the reset code and a new password are given, then resetPassword with code then emailLogin signs in", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.ForgotPassword())
    h.answer("sendForgetEmail", { userId: 77 })
    // The gateway's alreadyVerifyEmail takes only verify codes: a reset code goes to resetPassword alone.
    h.dispatch(I.SubmitCode({ code: "654321" }))
    expect(h.state().login).toMatchObject({ step: 7, mode: "reset", pending: null })
    expect(h.lastCall("alreadyVerifyEmail")).toBeUndefined()
    h.dispatch(I.SubmitPassword({ password: "newpass99" }))
    expect(h.lastCall("resetPassword")!.params).toEqual({ email: EMAIL, code: "654321", password: "newpass99" })
    h.answer("resetPassword", {})
    expect(h.state().shell.toast?.key).toBe("passwordChanged")
    expect(h.lastCall("emailLogin")!.params).toMatchObject({ userAccount: EMAIL, password: "newpass99" })
    h.answer("emailLogin", signIn(77))
    expect(h.state().session.userId).toBe("77")
    expect(h.state().login.open).toBe(false)
  })

  it("when six digits are given on step 6 of the reset path, then CodeSubmitted keeps the code for step 7 and calls nothing", () => {
    given(...atStep6Reset)
      .when(I.SubmitCode({ code: "654321" }))
      .then({ _tag: "CodeSubmitted", at: T0, code: "654321" })
      .thenCommands()
  })

  it("when six digits are given on step 6 of the reset path, then step 7 in reset mode with the code kept", () => {
    given(...atStep6Reset, E.codeSubmitted("654321"))
      .when(I.SubmitPassword({ password: "newpass99" }))
      .then({ _tag: "PasswordSubmitted", at: T0, password: "newpass99" })
      .thenCommandsMatch({ _tag: "CallGateway", name: "resetPassword", requestId: 9, params: { email: EMAIL, code: "654321", password: "newpass99" } })
  })

  /** The reset path up to resetPassword refusing the kept code (60005, wrong or expired). */
  const resetCodeRefused = () => {
    const h = atPasswordStep(4)
    h.dispatch(I.ForgotPassword())
    h.answer("sendForgetEmail", { userId: 77 })
    h.dispatch(I.SubmitCode({ code: "654321" }))
    h.dispatch(I.SubmitPassword({ password: "newpass99" }))
    h.fail("resetPassword", { code: 60005, msg: "Email not verified" })
    return h
  }

  it("when resetPassword answers 60005 (code wrong or expired), then step 6 says so; a new code goes on to step 7", () => {
    const h = resetCodeRefused()
    expect(h.state().login).toMatchObject({ step: 6, reset: true, problem: "codeNotVerified", pending: null, code: "" })
    expect(h.lastCall("emailLogin")).toBeUndefined()
    // Resend on this step asks for another reset code.
    h.advance(60_000)
    h.dispatch(I.ResendCode())
    expect(h.lastCall("sendForgetEmail")).toBeDefined()
    expect(h.calls().filter((c) => c.name === "sendForgetEmail")).toHaveLength(2)
    h.answer("sendForgetEmail", { userId: 77 })
    h.dispatch(I.SubmitCode({ code: "111222" }))
    expect(h.state().login).toMatchObject({ step: 7, mode: "reset", problem: null })
    h.dispatch(I.SubmitPassword({ password: "newpass99" }))
    expect(h.lastCall("resetPassword")!.params).toEqual({ email: EMAIL, code: "111222", password: "newpass99" })
  })

  it("when Back is pressed on step 6 after resetPassword refused the code, then step 7 in login mode (a§4: 6 with reset to 7)", () => {
    const h = resetCodeRefused()
    h.dispatch(I.LoginBack())
    expect(h.state().login).toMatchObject({ step: 7, mode: "login", pending: null, problem: null })
  })

  it("when ForgotPassword is asked in create mode, then nothing is decided", () => {
    given(...atStep5, E.emailSubmitted(EMAIL), E.answered(4, "emailExists", { status: 5, userId: 9 })).when(I.ForgotPassword()).then()
  })
})

describe("Given status 5 (a§4: set a password, then complete the profile)", () => {
  it("when status 5 arrives, then step 7 in create mode with the userId", () => {
    expect(atPasswordStep(5).state().login).toMatchObject({ step: 7, mode: "create", accountId: 77 })
  })

  it("when a password is set and the profile is incomplete, then the supply popup; register signs in", () => {
    const h = atEmailStep()
    h.answer("countryByIp", { countryId: 792 })
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 5, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    expect(h.lastCall("setPassword")!.params).toEqual({ email: EMAIL, password: PASSWORD, userId: 77 })
    h.answer("setPassword", { profileComplete: false })
    expect(h.state().supply.open).toBe(true)
    expect(h.state().login.open).toBe(false)
    h.dispatch(I.SubmitSupplyInfo({ nickname: " Ada ", birthday: "1990-01-01", gender: 2 }))
    expect(h.lastCall("register")!.params).toEqual({ threePartyEmail: EMAIL, userName: "Ada", gender: 2, birthday: "1990-01-01", countryId: 792 })
    h.answer("register", signIn(77, "tok-77", true))
    expect(isSignedIn(h.state().session)).toBe(true)
    expect(h.state().supply.open).toBe(false)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "loginToken", value: "tok-77", days: COOKIE_DAYS })
  })

  it("when a password is set and the profile is complete, then emailLogin follows directly", () => {
    const h = atPasswordStep(5)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("setPassword", { profileComplete: true })
    expect(h.lastCall("emailLogin")!.params).toMatchObject({ userAccount: EMAIL, password: PASSWORD })
    expect(h.state().supply.open).toBe(false)
  })
})

describe("Given the back rules (a§4: 5->1, 6->5, 6 reset->7, 7->5; 1 closes)", () => {
  it("when Back at step 5, then step 1", () => {
    given(...atStep5).when(I.LoginBack()).thenState((s) => expect(s.login).toMatchObject({ open: true, step: 1 }))
  })
  it("when Back at step 6, then step 5", () => {
    given(...atStep6).when(I.LoginBack()).thenState((s) => expect(s.login).toMatchObject({ step: 5, pending: null }))
  })
  it("when Back at step 6 in the reset path, then step 7", () => {
    given(...atStep6Reset).when(I.LoginBack()).thenState((s) => expect(s.login).toMatchObject({ step: 7, pending: null }))
  })
  it("when Back at step 7, then step 5 and the reset mark is cleared", () => {
    given(...atStep7Login).when(I.LoginBack()).thenState((s) => expect(s.login).toMatchObject({ step: 5, reset: false, mode: "login" }))
  })
  it("when Back at step 1, then the popup is closed", () => {
    given(E.started(), E.loginOpened()).when(I.LoginBack()).then({ _tag: "LoginBackPressed", at: T0 }).thenState((s) => expect(s.login.open).toBe(false))
  })
  it("when Back with the popup closed, then nothing is decided", () => {
    given(E.started()).when(I.LoginBack()).then()
  })
})

describe("Given stale answers (a§4: answers to a call the flow no longer waits for change nothing)", () => {
  it("when the check answers after Back, then the state is unchanged and no code is sent", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.dispatch(I.LoginBack())
    const before = h.state()
    h.answer("emailExists", { status: 0 })
    expect(h.state()).toEqual(before)
    expect(h.lastCall("sendVerifyEmail")).toBeUndefined()
  })

  it("when the code verification answers after Back, then the state is unchanged", () => {
    const h = atCodeStep(0)
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.dispatch(I.LoginBack())
    const before = h.state()
    h.answer("alreadyVerifyEmail", { userId: 77 })
    expect(h.state()).toEqual(before)
  })

  it("when a duplicate sendVerifyEmail answer arrives, then nothing changes", () => {
    const h = atCodeStep(0)
    const call = h.lastCall("sendVerifyEmail")!
    h.advance(30_000)
    const before = h.state()
    h.answerTo(call, { userId: 77 })
    expect(h.state()).toEqual(before)
  })

  it("when a failure of an abandoned login arrives, then nothing changes", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.dispatch(I.LoginBack())
    const before = h.state()
    h.fail("emailLogin", { code: 10006 })
    expect(h.state()).toEqual(before)
  })

  // Regression: any emailLogin/register answer used to sign in, even one the flow stopped waiting for.
  it("when the emailLogin answer arrives after Back, then nothing changes (stale)", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.dispatch(I.LoginBack())
    const before = h.state()
    h.answer("emailLogin", signIn(501))
    expect(h.state()).toEqual(before)
  })

  // The counterexample fast-check found (spec/property/loginModel.test.ts, seed 20261122), as a flow.
  it("when the login was closed and reopened and the old emailLogin answers, then it is ignored: not signed in, popup still open", () => {
    const h = harness({ now: T0, path: "/shop" })
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 4, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.dispatch(I.CloseLogin())
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.answer("emailLogin", signIn(77))
    expect(isSignedIn(h.state().session)).toBe(false)
    expect(h.state().login.open).toBe(true)
  })

  it("when a duplicate emailLogin answer arrives, then the login count is not counted twice", () => {
    const h = signedInByEmail()
    const before = h.state()
    h.answerTo(h.lastCall("emailLogin")!, signIn(501))
    expect(h.state()).toEqual(before)
  })
})

describe("Given the e-mail format rule (a§5: auth_email_send_err_4)", () => {
  it.each(["plain", "a@b", "a@b.", "@example.com", "a b@example.com", "a+b@example.com", "ä@example.com", "a@exa_mple.com", "a@@example.com", ""])(
    "when %j is submitted, then emailFormat, the toast 'Please enter the correct email' and no call",
    (email) => {
      const outcome = given(...atStep5)
        .when(I.SubmitEmail({ email }))
        .then({ _tag: "LoginInputRejected", at: T0, field: "email", problem: "emailFormat" })
        .thenCommandsMatch({ _tag: "StartTimer", ms: 3000 })
      expect(outcome.state.shell.toast).toMatchObject({ key: "enterCorrectEmail", text: "" })
    },
  )

  it.each(["a@example.com", "a_b-c@mail-host.co.uk", "A.B@x.io", "007@example.org"])("when %j is submitted, then it is accepted", (email) => {
    given(...atStep5).when(I.SubmitEmail({ email })).then({ _tag: "EmailSubmitted", at: T0, email })
  })

  it("when a rejection is shown and a valid e-mail follows, then the problem is cleared", () => {
    const h = atEmailStep()
    h.dispatch(I.SubmitEmail({ email: "nope" }))
    expect(h.state().login.problem).toBe("emailFormat")
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    expect(h.state().login.problem).toBeNull()
  })
})

describe("Given the e-mail password rule (a§5: 6 to 16 of letters, digits, ~!@#$%^&*()_+{}:\"><?)", () => {
  it.each([
    ["12345", "passwordLength"],
    ["a".repeat(17), "passwordLength"],
    ["abc def1", "passwordChars"],
    ["pässword", "passwordChars"],
    ["abc-def1", "passwordChars"],
  ])("when %j is submitted, then %s and no call", (password, problem) => {
    const outcome = given(...atStep7Login)
      .when(I.SubmitPassword({ password }))
      .then({ _tag: "LoginInputRejected", at: T0, field: "password", problem: problem as "passwordLength" })
    // a§5: a wrong length also shows the error_password toast ("6 to 16 characters").
    if (problem === "passwordLength") {
      outcome.thenCommandsMatch({ _tag: "StartTimer", ms: 3000 })
      expect(outcome.state.shell.toast).toMatchObject({ key: "passwordLength" })
    } else outcome.thenCommands()
  })

  it("when any 6..16 characters of the allowed set are submitted, then the password is accepted", () => {
    const allowed = [..."abcxyzABCXYZ0189", ...'~!@#$%^&*()_+{}:"><?']
    const state = given(...atStep7Login)
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...allowed), { minLength: 6, maxLength: 16 }), (chars) => {
        const password = chars.join("")
        expect(state.when(I.SubmitPassword({ password })).events).toEqual([{ _tag: "PasswordSubmitted", at: T0, password }])
      }),
      { seed: 20261122, numRuns: 200 },
    )
  })
})

describe("Given the supply form (a§5 nickname, birthday, gender)", () => {
  /** A first password set with an incomplete profile, and the supply form sent with `nickname`: register pending. */
  const registering = (nickname: string) => {
    const h = atPasswordStep(5)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("setPassword", { profileComplete: false })
    h.dispatch(I.SubmitSupplyInfo({ nickname, birthday: "1990-01-01", gender: 1 }))
    return h
  }
  const submit = (nickname: string, birthday = "1990-01-01", gender: number | null = 1, at = T0) =>
    given(...atSupply).when(I.SubmitSupplyInfo({ nickname, birthday, gender }), at)

  it.each([
    ["", "nicknameRequired"],
    ["   ", "nicknameRequired"],
    ["x".repeat(31), "nicknameTooLong"],
  ])("when nickname %j, then %s", (nickname, problem) => {
    submit(nickname).then({ _tag: "SupplyInfoRejected", at: T0, problem: problem as "nicknameRequired" }).thenCommands()
  })

  it("when the nickname is 30 characters (30 emoji count as 30), then it is accepted", () => {
    submit("x".repeat(30)).thenCommandsMatch({ _tag: "CallGateway", name: "register" })
    submit("😀".repeat(30)).thenCommandsMatch({ _tag: "CallGateway", name: "register" })
  })

  it("when the nickname holds <script>, then the brackets become asterisks", () => {
    submit("<script>alert(1)</script>").then({
      _tag: "SupplyInfoSubmitted",
      at: T0,
      nickname: "*script*alert(1)*/script*",
      birthday: "1990-01-01",
      gender: 1,
    })
  })

  it("when brackets come without a markup keyword, then the nickname is kept", () => {
    expect(submit("a<b>c").events[0]).toMatchObject({ nickname: "a<b>c" })
    expect(submit('<IMG src=x onerror="1">').events[0]).toMatchObject({ nickname: '*IMG src=x onerror="1"*' })
  })

  it("when the birthday is exactly 18 years before `at`, then it is accepted; one day later is ageTooYoung", () => {
    submit("Ada", "2008-01-15").thenCommandsMatch({ _tag: "CallGateway", name: "register" })
    submit("Ada", "2008-01-16").then({ _tag: "SupplyInfoRejected", at: T0, problem: "ageTooYoung" })
    // relative to `at`: the same birthday is fine a day later
    submit("Ada", "2008-01-16", 1, T0 + DAY).thenCommandsMatch({ _tag: "CallGateway", name: "register" })
  })

  it("when the birthday is missing or malformed, then birthdayRequired", () => {
    submit("Ada", "").then({ _tag: "SupplyInfoRejected", at: T0, problem: "birthdayRequired" })
    submit("Ada", "1990/01/01").then({ _tag: "SupplyInfoRejected", at: T0, problem: "birthdayRequired" })
  })

  it.each([null, 0, 3])("when gender is %j, then genderRequired", (gender) => {
    submit("Ada", "1990-01-01", gender).then({ _tag: "SupplyInfoRejected", at: T0, problem: "genderRequired" })
  })

  it("when register fails with 20101, then nicknameSensitive and the popup stays", () => {
    const h = registering("badword")
    h.fail("register", { code: 20101, msg: "sensitive" })
    expect(h.state().supply).toMatchObject({ open: true, pending: null, error: "nicknameSensitive" })
  })

  it("when register fails with a code of no form field, then toast genericError with the catalogue text, not the server's", () => {
    const h = registering("Ada")
    h.fail("register", { code: 10099, msg: "Something broke" })
    expect(h.state().shell.toast).toMatchObject({ key: "genericError", text: "" })
    expect(h.state().supply).toMatchObject({ open: true, pending: null })
  })

  it("when register fails with 60005 (the 30-minute proof passed), then toast verificationExpired, the form closes and step 7 asks for the password; signing in reopens the form", () => {
    const h = registering("Ada")
    h.fail("register", { code: 60005, msg: "Email not verified on this device" })
    expect(h.state().shell.toast).toMatchObject({ key: "verificationExpired", text: "" })
    expect(h.state().supply).toMatchObject({ open: false, pending: null })
    expect(h.state().login).toMatchObject({ open: true, step: 7, mode: "login", email: EMAIL, pending: null })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    expect(h.lastCall("emailLogin")!.params).toMatchObject({ userAccount: EMAIL, password: PASSWORD })
    h.fail("emailLogin", { code: 10042, msg: "Please complete your profile", data: { complementInfoKey: "ck-2", nickname: "", gender: 1, birthday: "1990-01-01" } })
    expect(h.state().supply).toMatchObject({ open: true, gender: 1, birthday: "1990-01-01" })
    expect(h.state().login.open).toBe(false)
  })

  it("when the supply popup is closed, then a second submit decides nothing", () => {
    const closed = given(...atSupply, { _tag: "SupplyInfoClosed", at: T0 })
    closed.when(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-01-01", gender: 1 })).then()
  })
})

describe("Given the 18+ gate (a§4)", () => {
  it("when a visitor without the cookie arrives, then the gate shows; AcceptAgeGate persists RC_POP_18 for 365 days", () => {
    const g = given(E.started())
    expect(selectShowAgeGate(g.state)).toBe(true)
    g.when(I.AcceptAgeGate())
      .then({ _tag: "AgeGateAccepted", at: T0 })
      .thenCommandsMatch(
        { _tag: "Persist", key: "RC_POP_18", value: "1", days: 365 },
        { _tag: "CallGateway", name: "conformRemind", params: { ip: "", countryId: 0, deviceType: 2, createTime: T0 } },
      )
      .thenState((s) => expect(selectShowAgeGate(s)).toBe(false))
  })

  it("when Enter is pressed on a phone after the network's country is known, then the entry is recorded with deviceType 1, ip and country (a§7 conform/remind)", () => {
    const h = harness({ now: T0 })
    h.answer("countryByIp", { countryId: 792, ip: "203.0.113.9" })
    h.dispatch(I.AcceptAgeGate({ mobile: true }))
    expect(h.lastCall("conformRemind")?.params).toEqual({ ip: "203.0.113.9", countryId: 792, deviceType: 1, createTime: T0 })
  })

  it("when the cookie is stored, then the gate does not show and AcceptAgeGate decides nothing", () => {
    const g = given(E.started("/", { RC_POP_18: "1" }))
    expect(selectShowAgeGate(g.state)).toBe(false)
    g.when(I.AcceptAgeGate()).then()
  })
})

describe("Given the routing rules (a§2)", () => {
  it("when a visitor opens a protected route, then it is blocked and login opens with origin router", () => {
    const h = harness({ now: T0, path: "/shop" })
    expect(h.state().shell.blocked).toBe(true)
    expect(h.state().login).toMatchObject({ open: true, origin: "router", step: 1 })
  })

  it("when a visitor navigates to /friends, then it is blocked and login opens", () => {
    const h = harness({ now: T0 })
    expect(h.state().login.open).toBe(false)
    h.dispatch(I.VisitPath({ path: "/friends" }))
    expect(h.state().shell.blocked).toBe(true)
    expect(h.state().login).toMatchObject({ open: true, origin: "router" })
  })

  it("when a signed-in member opens a protected route, then it is not blocked", () => {
    const h = harness({ now: T0, path: "/message", stored: STORED_SESSION })
    expect(h.state().shell.blocked).toBe(false)
    expect(h.state().login.open).toBe(false)
  })

  it("when the login is closed on a blocked route, then Navigate to root (keeping /tr)", () => {
    const h = harness({ now: T0, path: "/tr/shop" })
    const from = h.mark()
    h.dispatch(I.CloseLogin())
    expect(h.since(from)).toContainEqual({ _tag: "Navigate", to: "/tr", replace: true })
  })

  it("when the blocked member signs in, then the route is unblocked", () => {
    const h = harness({ now: T0, path: "/friends" })
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 4, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("emailLogin", signIn(77))
    expect(h.state().shell.blocked).toBe(false)
  })

  it.each([
    ["/login", "/"],
    ["/tr/login", "/tr"],
  ])("when %s opens with the popup closed, then Navigate to %s", (path, to) => {
    expect(harness({ now: T0, path }).commands).toContainEqual({ _tag: "Navigate", to, replace: true })
  })

  it("when /login is visited with the popup open, then no redirect", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    const from = h.mark()
    h.dispatch(I.VisitPath({ path: "/login" }))
    expect(h.since(from).filter((c) => c._tag === "Navigate")).toEqual([])
  })

  it.each(["menu", "gate", "im", "call"] as const)("when the login opens from %s, then it gets its own history entry /login (a§2)", (origin) => {
    const h = harness({ now: T0, path: "/tr" })
    const from = h.mark()
    h.dispatch(I.OpenLogin({ origin }))
    expect(h.since(from)).toContainEqual({ _tag: "Navigate", to: "/tr/login", replace: false })
    h.dispatch(I.VisitPath({ path: "/tr/login" }))
    expect(h.state().login).toMatchObject({ open: true, history: "on" })
  })

  it("when the login popup on /login is closed (X, or Back at step 1), then it goes back one history entry (a§2)", () => {
    for (const close of [I.CloseLogin(), I.LoginBack()]) {
      const h = harness({ now: T0 })
      h.dispatch(I.OpenLogin({ origin: "menu" }))
      h.dispatch(I.VisitPath({ path: "/login" }))
      const from = h.mark()
      h.dispatch(close)
      expect(h.state().login.open).toBe(false)
      expect(h.since(from)).toEqual([{ _tag: "NavigateBack" }])
    }
  })

  it("when the sign-in answers on /login, then the popup closes and goes back one entry, once", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.VisitPath({ path: "/login" }))
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 4, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    const from = h.mark()
    h.answer("emailLogin", signIn(77))
    expect(h.since(from).filter((c) => c._tag === "NavigateBack")).toHaveLength(1)
    h.dispatch(I.VisitPath({ path: "/" }))
    expect(h.state().login.open).toBe(false)
  })

  it("when the browser's Back leaves /login, then the popup closes without another step back", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.VisitPath({ path: "/login" }))
    const from = h.mark()
    h.dispatch(I.VisitPath({ path: "/" }))
    expect(h.state().login.open).toBe(false)
    expect(h.since(from).filter((c) => c._tag === "NavigateBack" || c._tag === "Navigate")).toEqual([])
  })

  it("when the router opened the login on a blocked route, then no /login entry: closing goes home instead", () => {
    const h = harness({ now: T0, path: "/shop" })
    expect(h.commands.filter((c) => c._tag === "Navigate")).toEqual([])
    const from = h.mark()
    h.dispatch(I.CloseLogin())
    expect(h.since(from)).toEqual([{ _tag: "Navigate", to: "/", replace: true }])
  })

  it.each([
    ["/nowhere", "/"],
    ["/tr/nowhere/deep", "/tr"],
    ["/nl/x", "/nl"],
  ])("when the unknown path %s opens, then Navigate to %s", (path, to) => {
    expect(harness({ now: T0, path }).commands).toContainEqual({ _tag: "Navigate", to, replace: true })
  })

  it("when a known public path opens, then no redirect", () => {
    expect(harness({ now: T0, path: "/tr/livechat" }).commands.filter((c) => c._tag === "Navigate")).toEqual([])
  })
})

describe("Given a signed-in member, logout (a§2, a§3 cleanup)", () => {
  it("when Logout, then the logout call; its answer clears storage keeping the a§3 keys and reloads the root", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.dispatch(I.Logout())
    expect(h.lastCall("logout")).toMatchObject({ caller: { userId: "501", token: "tok-501", deviceId: "dev-1" } })
    const from = h.mark()
    h.answer("logout", null)
    expect(h.since(from)).toEqual([
      { _tag: "ClearStorage", keep: ["deviceId", "userId", "acceptCookie", "oneWayAFPop", "RC_POP_18"] },
      { _tag: "Reload", to: "/" },
    ])
    expect(isSignedIn(h.state().session)).toBe(false)
  })

  it("when the logout call fails, then the session still ends with cleanup and reload under /tr", () => {
    const h = harness({ now: T0, stored: STORED_SESSION, path: "/tr" })
    h.dispatch(I.Logout())
    const from = h.mark()
    h.fail("logout", NETWORK)
    expect(h.since(from)).toEqual([
      { _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] },
      { _tag: "Reload", to: "/tr" },
    ])
    expect(isSignedIn(h.state().session)).toBe(false)
  })

  it("when Logout is asked twice or while signed out, then only one logout call", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.dispatch(I.Logout())
    h.dispatch(I.Logout())
    expect(h.calls().filter((c) => c.name === "logout")).toHaveLength(1)
    const v = harness({ now: T0 })
    v.dispatch(I.Logout())
    expect(v.lastCall("logout")).toBeUndefined()
  })
})

describe("Given a toast (a§9: 3000 ms)", () => {
  it("when 3000 ms pass, then the toast disappears by TimerElapsed", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10006 })
    const id = h.state().shell.toast!.id
    expect(h.commands).toContainEqual({ _tag: "StartTimer", key: `toast:${id}`, ms: TOAST_MS })
    h.advance(2_999)
    expect(h.state().shell.toast).not.toBeNull()
    h.advance(1)
    expect(h.state().shell.toast).toBeNull()
    expect(h.events[h.events.length - 1]).toMatchObject({ _tag: "TimerElapsed", key: `toast:${id}`, at: T0 + 3_000 })
  })

  it("when an older toast's timer fires after a newer toast, then the newer toast stays", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10006 })
    h.advance(2_000)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10006 })
    const second = h.state().shell.toast!.id
    h.advance(1_000)
    expect(h.state().shell.toast?.id).toBe(second)
    h.advance(2_000)
    expect(h.state().shell.toast).toBeNull()
  })
})

describe("Given a signed-in session, the session error catalogue (a§8)", () => {
  const cases = [
    [10115, "", "banned", ""],
    [10116, "", "bannedDevice", ""],
    [10117, "Suspended for 48 hours", "suspended", "Suspended for 48 hours"],
    [412, "Please log in again", "updateInfoFailed", "Please log in again"],
    [10023, "", "differentDevice", ""],
    [10101, "Token expired", "updateInfoFailed", "Token expired"],
  ] as const
  it.each(cases)("when a call fails with %i, then the session ends with its %s screen, cleanup and home", (code, msg, reason, text) => {
    const h = harness({ now: T0, stored: STORED_SESSION, path: "/tr/friends" })
    const from = h.mark()
    h.fail("getUserInfo", { code, msg })
    const s = h.state()
    expect(isSignedIn(s.session)).toBe(false)
    expect(s.session.ended).toBe(reason)
    expect(s.session.screen).toMatchObject({ reason, message: text })
    expect(s.shell.dialog).toBeNull()
    expect(h.since(from)).toContainEqual({ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] })
    expect(h.since(from)).toContainEqual({ _tag: "Navigate", to: "/tr", replace: true })
  })

  it("when a call fails with HTTP 401, then loginExpired", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.fail("getCurrentGoldNum", HTTP_401)
    expect(h.state().session.ended).toBe("loginExpired")
    expect(h.state().session.screen?.reason).toBe("loginExpired")
    expect(isSignedIn(h.state().session)).toBe(false)
  })

  it("when a call fails with 6666, then a dataInvalid toast and the session stays", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    const from = h.mark()
    h.fail("getCurrentGoldNum", DATA_INVALID)
    expect(h.state().shell.toast?.key).toBe("dataInvalid")
    expect(isSignedIn(h.state().session)).toBe(true)
    expect(h.since(from).some((c) => c._tag === "ClearStorage")).toBe(false)
  })

  it("when the login flow's call fails with 10115, then the popup closes and the banned screen shows", () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.fail("emailLogin", { code: 10115 })
    expect(h.state().login.open).toBe(false)
    expect(h.state().session.screen?.reason).toBe("banned")
  })

  it("when the session ended and its screen is closed with OK, then it is gone", () => {
    given(E.started("/", STORED_SESSION), E.failed(1, "getUserInfo", 10115))
      .when(I.CloseSessionScreen({ action: "ok" }))
      .then({ _tag: "SessionScreenClosed", at: T0, action: "ok" })
      .thenState((s) => expect(s.session.screen).toBeNull())
  })

  it("when the stored session starts, then getUserInfo and getCurrentGoldNum are called with the token", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    expect(h.lastCall("getUserInfo")).toMatchObject({ params: { searchUserId: 501 }, caller: { token: "tok-501", userId: "501" } })
    expect(h.lastCall("getCurrentGoldNum")).toBeDefined()
    h.answer("getCurrentGoldNum", { coinBalance: 999 })
    expect(h.state().session.coinBalance).toBe(999)
  })
})

describe("Given the host wall (a§2 GoddessWall, a§7 host wall)", () => {
  const onWall = () => {
    const h = harness({ now: T0 })
    h.answer("hostGroups", groups)
    return h
  }

  it("when the app starts, then hostGroups and hostCountries are called", () => {
    const h = harness({ now: T0 })
    expect(h.calls().map((c) => c.name)).toEqual(expect.arrayContaining(["hostGroups", "hostCountries", "countryByIp"]))
  })

  it("when groups arrive, then the first is selected and hostsGuest page 1 is loaded", () => {
    const h = onWall()
    expect(h.state().wall.groupId).toBe(11)
    expect(h.lastCall("hostsGuest")!.params).toEqual({ groupId: 11, page: 1, size: 20 })
    h.answer("hostsGuest", hostPage(1, [1, 2, 3]))
    expect(h.state().wall).toMatchObject({ page: 1, hasMore: true, pending: null })
    expect(h.state().wall.hosts.map((x) => x.id)).toEqual([1, 2, 3])
  })

  it("when LoadMoreHosts, then page 2 is appended without duplicates (of the listed hosts or within the page)", () => {
    const h = onWall()
    h.answer("hostsGuest", hostPage(1, [1, 2, 3]))
    h.dispatch(I.LoadMoreHosts())
    expect(h.lastCall("hostsGuest")!.params).toMatchObject({ page: 2 })
    h.answer("hostsGuest", hostPage(2, [3, 4, 2, 4, 5], false))
    expect(h.state().wall.hosts.map((x) => x.id)).toEqual([1, 2, 3, 4, 5])
    expect(h.state().wall.hasMore).toBe(false)
    const before = h.calls().length
    h.dispatch(I.LoadMoreHosts())
    expect(h.calls().length).toBe(before)
  })

  it("when LoadMoreHosts is asked twice while a page loads, then one call", () => {
    const h = onWall()
    h.answer("hostsGuest", hostPage(1, [1]))
    h.dispatch(I.LoadMoreHosts())
    h.dispatch(I.LoadMoreHosts())
    expect(h.calls().filter((c) => c.name === "hostsGuest")).toHaveLength(2)
  })

  it("when a country filter is chosen, then the list restarts at page 1 with countryId", () => {
    const h = onWall()
    h.answer("hostsGuest", hostPage(1, [1, 2]))
    h.dispatch(I.SelectWallCountry({ countryId: 356 }))
    expect(h.state().wall.hosts).toEqual([])
    expect(h.lastCall("hostsGuest")!.params).toEqual({ groupId: 11, page: 1, size: 20, countryId: 356 })
  })

  it("when another group is selected while a page loads, then the old page's answer is ignored", () => {
    const h = onWall()
    const old = h.lastCall("hostsGuest")!
    h.dispatch(I.SelectWallGroup({ groupId: 12 }))
    h.answerTo(old, hostPage(1, [1, 2]))
    expect(h.state().wall.hosts).toEqual([])
    h.answer("hostsGuest", hostPage(1, [7]))
    expect(h.state().wall.hosts.map((x) => x.id)).toEqual([7])
  })

  it("when the member signs in, then hostsSignedIn page 1 replaces the guest list", () => {
    const h = harness({ now: T0 })
    h.answer("hostGroups", groups)
    h.answer("hostsGuest", hostPage(1, [1, 2]))
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 4, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("emailLogin", signIn(77))
    expect(h.state().wall).toMatchObject({ list: "signed", hosts: [], page: 0 })
    expect(h.lastCall("hostsSignedIn")).toMatchObject({ params: { groupId: 11, page: 1, size: 20 }, caller: { token: "tok-77" } })
  })

  it("when a page fails, then failed; RetryWall loads it again", () => {
    const h = onWall()
    h.fail("hostsGuest", NETWORK)
    expect(h.state().wall).toMatchObject({ failed: true, pending: null })
    h.dispatch(I.RetryWall())
    expect(h.state().wall.failed).toBe(false)
    expect(h.lastCall("hostsGuest")!.params).toMatchObject({ page: 1 })
    h.answer("hostsGuest", hostPage(1, [9]))
    expect(h.state().wall.hosts.map((x) => x.id)).toEqual([9])
  })

  it("when the groups fail, then failed; RetryWall asks for the groups again", () => {
    const h = harness({ now: T0 })
    h.fail("hostGroups", TIMEOUT)
    expect(h.state().wall.failed).toBe(true)
    h.dispatch(I.RetryWall())
    h.answer("hostGroups", groups)
    expect(h.lastCall("hostsGuest")!.params).toMatchObject({ groupId: 11, page: 1 })
  })

  it("when nothing failed, then RetryWall decides nothing", () => {
    given(E.started()).when(I.RetryWall()).then()
  })
})

describe("Given hostile text (BLNS corpus) in every login and supply field", () => {
  const blns = blnsStrings()

  it("when each string is submitted as e-mail, code, password and nickname, then nothing throws and no call carries unchecked input", () => {
    expect(blns.length).toBeGreaterThan(500)
    const step5 = given(...atStep5)
    const step6 = given(...atStep6)
    const step7 = given(...atStep7Login)
    const supply = given(...atSupply)
    for (const text of blns) {
      const email = step5.when(I.SubmitEmail({ email: text })).events[0]!
      if (email._tag === "EmailSubmitted") expect(email.email).toMatch(/^[A-Za-z0-9_.-]+@[A-Za-z0-9.-]+$/)
      expect(step6.when(I.SubmitCode({ code: text })).events[0]!._tag).toBe(/^\d{6}$/.test(text) ? "CodeSubmitted" : "LoginInputRejected")
      step7.when(I.SubmitPassword({ password: text })).events
      const out = supply.when(I.SubmitSupplyInfo({ nickname: text, birthday: "1990-01-01", gender: 1 }))
      const e = out.events[0]!
      if (e._tag === "SupplyInfoSubmitted") {
        expect([...e.nickname].length).toBeLessThanOrEqual(30)
        expect(e.nickname).not.toMatch(/<\s*(script|img|iframe)/i)
        expect(out.state.supply.pending).not.toBeNull()
      } else expect(e._tag).toBe("SupplyInfoRejected")
    }
  })
})

describe("Given any flow, replay of its log (ARCHITECTURE: the log replays to the same state)", () => {
  it("when the full create-account flow is replayed, then it equals the store's state", () => {
    const h = atPasswordStep(5)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("setPassword", { profileComplete: false })
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Ada", birthday: "1990-01-01", gender: 2 }))
    h.answer("register", signIn(77))
    h.advance(5_000)
    expect(replay(h.events)).toEqual(h.state())
    expect(h.events.map((e) => e.seq)).toEqual(h.events.map((_, i) => i + 1))
  })
})
