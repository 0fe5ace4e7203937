// Login commands beyond gateway calls: the provider sign-in of the social way (a§2 step 1, a§4), run by
// the SocialAuth port, which answers with SocialAuthSucceeded or SocialAuthFailed carrying `requestId`.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"
import { SocialProvider } from "./events"

/** Open `provider`'s sign-in (its SDK, or the local stand-in window); requestId is the SocialWayChosen seq. */
export const StartSocialAuth = message("StartSocialAuth", { requestId: Schema.Number, provider: SocialProvider })

/** Close the provider's sign-in left open (the stand-in's window; the SDKs' answers are dropped anyway). */
export const CancelSocialAuth = message("CancelSocialAuth", {})
export const LoginCommands = [StartSocialAuth, CancelSocialAuth] as const
