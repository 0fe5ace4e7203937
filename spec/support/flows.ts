// Reusable steps of the e-mail flow on a harness, so tests start from the step they are about.
import { I } from "../../domain/app/intents"
import { T0, signIn } from "./fixtures"
import { harness, type Harness, type HarnessOptions } from "./harness"

export const EMAIL = "ada@example.com"
export const PASSWORD = "secret12"

/** A visitor on the wall with the login popup open at step 5 (e-mail). */
export const atEmailStep = (options: Partial<HarnessOptions> = {}): Harness => {
  const h = harness({ now: T0, ...options })
  h.dispatch(I.OpenLogin({ origin: "menu" }))
  h.dispatch(I.ChooseEmail())
  return h
}

/** Step 6 after an emailExists status (0 or 1) and a sent code. */
export const atCodeStep = (status: 0 | 1 = 0, options: Partial<HarnessOptions> = {}): Harness => {
  const h = atEmailStep(options)
  h.dispatch(I.SubmitEmail({ email: EMAIL }))
  h.answer("emailExists", status === 1 ? { status, userId: 77 } : { status })
  h.answer(status === 1 ? "checkFormalUserEmail" : "sendVerifyEmail", { userId: 77 })
  return h
}

/** Step 7 after emailExists status 4 (login) or 5 (create). */
export const atPasswordStep = (status: 4 | 5 = 4, options: Partial<HarnessOptions> = {}): Harness => {
  const h = atEmailStep(options)
  h.dispatch(I.SubmitEmail({ email: EMAIL }))
  h.answer("emailExists", { status, userId: 77 })
  return h
}

/** Signed in through the e-mail login (status 4). */
export const signedInByEmail = (options: Partial<HarnessOptions> = {}, id = 501): Harness => {
  const h = atPasswordStep(4, options)
  h.dispatch(I.SubmitPassword({ password: PASSWORD }))
  h.answer("emailLogin", signIn(id))
  return h
}

/** Storage of a returning signed-in member. */
export const STORED_SESSION = { deviceId: "dev-1", userId: "501", loginToken: "tok-501", RC_POP_18: "1" } as const
