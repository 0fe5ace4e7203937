// Login intents (a§2, a§4): open and close the popup, the e-mail, phone and Google/Facebook ways, and
// the supplementary-info form. `decide` applies the validation rules of a§5.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"
import { SocialProvider } from "./events"

// Opening and closing the popup are the startup part's (./startIntents.ts, issue 14).
export { CloseLogin, OpenLogin } from "./startIntents"

export const LoginBack = message("LoginBack", {})
export const ChooseEmail = message("ChooseEmail", {})
export const SubmitEmail = message("SubmitEmail", { email: Schema.String })
export const SubmitCode = message("SubmitCode", { code: Schema.String })
export const ResendCode = message("ResendCode", {})
export const SubmitPassword = message("SubmitPassword", { password: Schema.String })
export const ForgotPassword = message("ForgotPassword", {})
/** a§4 phone flow: choose phone (step 1), submit the number (step 2), skip an optional password (step 3). */
export const ChoosePhone = message("ChoosePhone", {})
export const SubmitPhone = message("SubmitPhone", { countryCode: Schema.String, phone: Schema.String })
export const SkipPassword = message("SkipPassword", {})
/** a§2 step 1: sign in with Google or Facebook. */
export const ChooseSocial = message("ChooseSocial", { provider: SocialProvider })
export const SubmitSupplyInfo = message("SubmitSupplyInfo", {
  nickname: Schema.String,
  birthday: Schema.String,
  gender: Schema.NullOr(Schema.Number),
})
export const CloseSupplyInfo = message("CloseSupplyInfo", {})

/** The login intents but the startup part's two (./startIntents.ts LoginStartIntents). */
export const LoginIntents = [LoginBack, ChooseEmail, SubmitEmail, SubmitCode, ResendCode, SubmitPassword, ForgotPassword, ChoosePhone, SubmitPhone, SkipPassword, ChooseSocial, SubmitSupplyInfo, CloseSupplyInfo] as const
