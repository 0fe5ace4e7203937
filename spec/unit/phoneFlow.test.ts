// The phone sign-in flow (a§4 phone flow, a§5 phone rules, a§7 phone endpoints, a§8 phone codes) through
// the real kernel: given/when/then on the decider and flows through the harness.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { CODE_RESEND_MS, PHONE_PASSWORD_CONFIG } from "../../domain/constants"
import { isSignedIn } from "../../domain/session/state"
import { E, T0, signIn } from "../support/fixtures"
import { given } from "../support/gwt"
import { NETWORK, harness, type Harness } from "../support/harness"

const CC = "90"
const NO = "5321234567"
const PW = "Secret~123"
const check = (over: Partial<Record<string, unknown>> = {}) => ({
  valid: true, existent: false, passwordConfig: PHONE_PASSWORD_CONFIG.required, sendSms: true, sendWhatsapp: false,
  userSetPassword: false, mobileRegisterEnable: true, ...over,
})

const atPhoneStep = (): Harness => {
  const h = harness({ now: T0 })
  h.dispatch(I.OpenLogin({ origin: "menu" }))
  h.dispatch(I.ChoosePhone())
  return h
}
const submitted = (over: Partial<Record<string, unknown>> = {}): Harness => {
  const h = atPhoneStep()
  h.dispatch(I.SubmitPhone({ countryCode: CC, phone: NO }))
  h.answer("checkMobile", check(over))
  return h
}
const atCode = (over: Partial<Record<string, unknown>> = {}): Harness => {
  const h = submitted(over)
  h.answer("smsSendCode", {})
  return h
}

describe("Given step 1 and 2 (a§2, a§5 phone number)", () => {
  it("when phone is chosen, then step 2", () => {
    expect(atPhoneStep().state().login.step).toBe(2)
  })
  it("when a number with non-digits or over 20 digits is submitted, then phoneFormat and no call", () => {
    const h = atPhoneStep()
    for (const phone of ["53a1", "1".repeat(21), ""]) {
      h.dispatch(I.SubmitPhone({ countryCode: CC, phone }))
      expect(h.state().login.problem).toBe("phoneFormat")
    }
    expect(h.calls().filter((c) => c.name === "checkMobile")).toHaveLength(0)
  })
  it("given step 2, when a number is submitted, then PhoneSubmitted and a checkMobile call (gwt)", () => {
    given(E.started(), E.loginOpened(), { _tag: "PhoneWayChosen", at: T0 })
      .when(I.SubmitPhone({ countryCode: CC, phone: ` ${NO} ` }), T0 + 5)
      .then({ _tag: "PhoneSubmitted", at: T0 + 5, countryCode: CC, phone: NO })
      .thenCommandsMatch({ _tag: "CallGateway", name: "checkMobile", requestId: 4, params: { countryCode: CC, mobileNo: NO } })
  })
  it("given step 2 with a check pending, when the number is submitted again, then nothing (gwt)", () => {
    given(E.started(), E.loginOpened(), { _tag: "PhoneWayChosen", at: T0 }, { _tag: "PhoneSubmitted", at: T0, countryCode: CC, phone: NO })
      .when(I.SubmitPhone({ countryCode: CC, phone: NO }))
      .then()
  })
  it("when a valid number is submitted, then checkMobile with countryCode and mobileNo", () => {
    const h = atPhoneStep()
    h.dispatch(I.SubmitPhone({ countryCode: CC, phone: NO }))
    expect(h.lastCall("checkMobile")!.params).toEqual({ countryCode: CC, mobileNo: NO })
  })
  it("when the check says invalid, then the phone hint (phoneInvalid) and still step 2", () => {
    const h = submitted({ valid: false })
    expect(h.state().login).toMatchObject({ step: 2, problem: "phoneInvalid", pending: null })
  })
})

describe("Given the check answer (a§4 phone flow)", () => {
  it("existing user with a password -> step 3 login, no SMS", () => {
    const h = submitted({ existent: true, userSetPassword: true })
    expect(h.state().login).toMatchObject({ step: 3, mode: "login" })
    expect(h.lastCall("smsSendCode")).toBeUndefined()
  })
  it("existing user without a password -> code sent, step 4", () => {
    const h = submitted({ existent: true })
    expect(h.lastCall("smsSendCode")!.params).toEqual({ language: "en", countryCode: CC, phoneNumber: NO })
    h.answer("smsSendCode", {})
    expect(h.state().login.step).toBe(4)
    expect(h.state().login.resendAt).toBe(T0 + CODE_RESEND_MS)
  })
  it("new user with registration enabled -> code sent, step 4", () => {
    expect(atCode().state().login.step).toBe(4)
  })
  it("new user without mobileRegisterEnable -> cannot-register message, back to step 1", () => {
    const h = submitted({ mobileRegisterEnable: false })
    expect(h.state().login.step).toBe(1)
    expect(h.state().shell.dialog?.key).toBe("cannotRegister")
    expect(h.lastCall("smsSendCode")).toBeUndefined()
  })
})

describe("Given step 4 (a§5 code, a§8 phone codes)", () => {
  it("when 6 digits are submitted, then smsCheckCode", () => {
    const h = atCode()
    h.dispatch(I.SubmitCode({ code: "123456" }))
    expect(h.lastCall("smsCheckCode")!.params).toEqual({ countryCode: CC, phoneNumber: NO, verificationCode: "123456" })
  })
  it("when 25502 answers, then the distinct codeWrong reason with a fresh id and the message dialog", () => {
    const h = atCode()
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.fail("smsCheckCode", { code: 25502 })
    const first = h.state().login.problemId
    expect(h.state().login).toMatchObject({ step: 4, problem: "codeWrong", pending: null })
    expect(h.state().shell.dialog?.key).toBe("codeWrong")
    h.dispatch(I.SubmitCode({ code: "654321" }))
    h.fail("smsCheckCode", { code: 25502 })
    expect(h.state().login.problemId).toBeGreaterThan(first)
  })
  it.each([
    [25501, "codeExpired"], [25503, "codeLimit"], [25505, "operationBusy"], [25506, "codeMore"], [500, "serverError"],
  ] as const)("when %i answers, then dialog %s", (code, key) => {
    const h = atCode()
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.fail("smsCheckCode", { code })
    expect(h.state().shell.dialog?.key).toBe(key)
  })
  it("resend is refused before 60 s and sends again after (tracked locally)", () => {
    const h = atCode()
    h.advance(30_000)
    h.dispatch(I.ResendCode())
    expect(h.state().login.problem).toBe("resendTooSoon")
    expect(h.calls().filter((c) => c.name === "smsSendCode")).toHaveLength(1)
    h.advance(30_000)
    h.dispatch(I.ResendCode())
    expect(h.calls().filter((c) => c.name === "smsSendCode")).toHaveLength(2)
  })
  it("back from 4 goes to 2, from 2 to 1", () => {
    const h = atCode()
    h.dispatch(I.LoginBack())
    expect(h.state().login.step).toBe(2)
    h.dispatch(I.LoginBack())
    expect(h.state().login.step).toBe(1)
  })
  it("re-submitting the number within 60 s goes to step 4 without a second SMS, even after closing", () => {
    const h = atCode({ existent: true })
    h.dispatch(I.CloseLogin())
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChoosePhone())
    h.advance(10_000)
    h.dispatch(I.SubmitPhone({ countryCode: CC, phone: NO }))
    h.answer("checkMobile", check({ existent: true }))
    expect(h.state().login.step).toBe(4)
    expect(h.calls().filter((c) => c.name === "smsSendCode")).toHaveLength(1)
    // The countdown goes on from the SMS sent (Resend is not offered as ready, then refused in silence).
    expect(h.state().login.resendAt).toBe(T0 + CODE_RESEND_MS)
    h.dispatch(I.ResendCode())
    expect(h.state().login.problem).toBe("resendTooSoon")
    h.advance(CODE_RESEND_MS - 10_000)
    h.dispatch(I.ResendCode())
    expect(h.calls().filter((c) => c.name === "smsSendCode")).toHaveLength(2)
  })
})

describe("After a correct code (a§4: password step or sign-in by password config)", () => {
  it("new user, password required -> step 3 create -> supply popup -> phoneLogin with supply info -> updateMobilePassword", () => {
    const h = atCode()
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    expect(h.state().login).toMatchObject({ step: 3, mode: "create" })
    h.dispatch(I.SkipPassword())
    expect(h.state().login.step).toBe(3)
    h.dispatch(I.SubmitPassword({ password: PW }))
    expect(h.state().supply).toMatchObject({ open: true, via: "phone" })
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1999-05-20", gender: 2 }))
    expect(h.lastCall("phoneLogin")!.params).toMatchObject({ threePartyId: `${CC}${NO}`, type: 6, deviceType: 4, deviceName: "web", languageId: 1, languageName: "en", userName: "Robin", gender: 2, birthday: "1999-05-20" })
    h.answer("phoneLogin", signIn(900, "tok-900", true))
    expect(isSignedIn(h.state().session)).toBe(true)
    expect(h.state().supply.open).toBe(false)
    expect(h.lastCall("updateMobilePassword")!.params).toEqual({ deviceId: "dev-1", loginToken: "tok-900", userId: 900, countryCode: CC, mobileNo: NO, password: PW })
    h.answer("updateMobilePassword", {})
    expect(h.state().login.open).toBe(false)
    expect(h.state().login.password).toBe("")
  })
  it("new user whose supply form is sent after the 30-minute proof (phoneLogin 25501) -> the phoneVerificationExpired dialog, step 2 with the number, Continue sends a new code", () => {
    const h = atCode({ passwordConfig: PHONE_PASSWORD_CONFIG.optional })
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    h.dispatch(I.SkipPassword())
    h.advance(31 * 60_000)
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1999-05-20", gender: 2 }))
    h.fail("phoneLogin", { code: 25501, msg: "Verify the number with a code first" })
    expect(h.state().shell.dialog).toMatchObject({ key: "phoneVerificationExpired", text: "" })
    expect(h.state().supply).toMatchObject({ open: false, pending: null })
    expect(h.state().login).toMatchObject({ open: true, step: 2, countryCode: CC, phone: NO, pending: null })
    h.dispatch(I.SubmitPhone({ countryCode: CC, phone: NO }))
    h.answer("checkMobile", check({ passwordConfig: PHONE_PASSWORD_CONFIG.optional }))
    expect(h.pendingCalls().filter((c) => c.name === "smsSendCode").map((c) => c.params)).toEqual([{ language: "en", countryCode: CC, phoneNumber: NO }])
  })
  it("new user, password optional -> skip allowed -> supply popup, no password call", () => {
    const h = atCode({ passwordConfig: PHONE_PASSWORD_CONFIG.optional })
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    h.dispatch(I.SkipPassword())
    expect(h.state().supply.open).toBe(true)
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Robin", birthday: "1999-05-20", gender: 2 }))
    h.answer("phoneLogin", signIn(900, "tok-900", true))
    expect(h.lastCall("updateMobilePassword")).toBeUndefined()
    expect(isSignedIn(h.state().session)).toBe(true)
  })
  it("existing user without password, password off -> signs in right after the code", () => {
    const h = atCode({ existent: true, passwordConfig: PHONE_PASSWORD_CONFIG.off })
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    expect(h.lastCall("phoneLogin")!.params).not.toHaveProperty("userName")
    h.answer("phoneLogin", signIn(901))
    expect(isSignedIn(h.state().session)).toBe(true)
    expect(h.state().login.open).toBe(false)
  })
  it("new user, password off -> supply popup right after the code", () => {
    const h = atCode({ passwordConfig: PHONE_PASSWORD_CONFIG.off })
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    expect(h.state().supply).toMatchObject({ open: true, via: "phone" })
  })
})

describe("Given step 3 (a§5 phone password, reset path)", () => {
  const atLogin = () => submitted({ existent: true, userSetPassword: true })
  it.each(["short7!", "x".repeat(31)])("when %s is submitted, then passwordLength, the length toast (a§5) and no call", (password) => {
    const h = atLogin()
    h.dispatch(I.SubmitPassword({ password }))
    expect(h.state().login.problem).toBe("passwordLength")
    expect(h.state().shell.toast).toMatchObject({ key: "phonePasswordLength" })
    expect(h.lastCall("mobilePasswordLogin")).toBeUndefined()
  })
  it("when a password with a space is submitted, then passwordChars", () => {
    const h = atLogin()
    h.dispatch(I.SubmitPassword({ password: "with space1" }))
    expect(h.state().login.problem).toBe("passwordChars")
  })
  it("when a valid password is submitted, then mobilePasswordLogin (the client hashes it) and sign-in", () => {
    const h = atLogin()
    h.dispatch(I.SubmitPassword({ password: PW }))
    expect(h.lastCall("mobilePasswordLogin")!.params).toEqual({ mobileNo: NO, countryCode: CC, password: PW })
    h.answer("mobilePasswordLogin", signIn(902))
    expect(isSignedIn(h.state().session)).toBe(true)
    expect(h.state().login.open).toBe(false)
  })
  it.each([[35501, "phonePasswordWrong"], [35505, "tooManyPasswords"], [35506, "operationBusy"]] as const)("when %i answers, then dialog %s, still step 3", (code, key) => {
    const h = atLogin()
    h.dispatch(I.SubmitPassword({ password: PW }))
    h.fail("mobilePasswordLogin", { code })
    expect(h.state().shell.dialog?.key).toBe(key)
    expect(h.state().login).toMatchObject({ step: 3, pending: null })
  })
  it.each([[10004, "Account does not exist", "accountMissing"], [10025, "update failed", "updateInfoFailed"], [10099, "Something broke", "genericError"]] as const)(
    "when %i (%j) answers, then dialog %s with the catalogue text, not the server's (a§8)",
    (code, msg, key) => {
      const h = atLogin()
      h.dispatch(I.SubmitPassword({ password: PW }))
      h.fail("mobilePasswordLogin", { code, msg })
      expect(h.state().shell.dialog).toMatchObject({ key, text: "" })
    },
  )
  it("forgot password -> SMS -> step 4 (reset) -> code -> step 3 reset -> phoneLogin + updateMobilePassword", () => {
    const h = atLogin()
    h.dispatch(I.ForgotPassword())
    h.answer("smsSendCode", {})
    expect(h.state().login).toMatchObject({ step: 4, reset: true })
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    expect(h.state().login).toMatchObject({ step: 3, mode: "reset" })
    h.dispatch(I.SubmitPassword({ password: PW }))
    h.answer("phoneLogin", signIn(903))
    h.fail("updateMobilePassword", { code: 35503 })
    expect(h.state().shell.dialog?.key).toBe("resetTimedOut")
    expect(h.state().login.open).toBe(false)
    expect(isSignedIn(h.state().session)).toBe(true)
  })
  it("back from 3 in the reset path goes to 2 and leaves the reset", () => {
    const h = atLogin()
    h.dispatch(I.ForgotPassword())
    h.answer("smsSendCode", {})
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    h.dispatch(I.LoginBack())
    expect(h.state().login).toMatchObject({ step: 2, reset: false, mode: "login" })
  })
  it("a network error during the phone sign-in shows update-info-failed and returns to step 1", () => {
    const h = atLogin()
    h.dispatch(I.SubmitPassword({ password: PW }))
    h.fail("mobilePasswordLogin", NETWORK)
    expect(h.state().login.step).toBe(1)
    expect(h.state().shell.toast?.key).toBe("updateInfoFailed")
  })
})
