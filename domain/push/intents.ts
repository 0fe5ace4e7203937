// Web push intents (a§4): answer the push invitation (confirm: browser permission, then the token; or cancel).
import { message } from "../core/schema"

/** Web push invitation (a§4): confirm (browser permission, then the token) or cancel. */
export const ConfirmPushInvitation = message("ConfirmPushInvitation", {})
export const DismissPushInvitation = message("DismissPushInvitation", {})

/** The push intents. */
export const PushIntents = [ConfirmPushInvitation, DismissPushInvitation] as const
