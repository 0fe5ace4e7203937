// Web push events (a§1, a§4): what the browser says about notification permission, the member's answer
// to the invitation, and the push token (obtained, or failed with its reason). Adapter reports carry the
// permission as the browser names it; "unsupported" when the browser (or this build) has no web push.
import * as Schema from "effect/Schema"
import { Diagnostic, Secret } from "../core/sensitive"
import { event } from "../core/schema"

/** Notification permission (Notification.permission), or "unsupported" (no push here, or not configured). */
export const PushPermission = Schema.Literals(["default", "granted", "denied", "unsupported"])
export type PushPermission = typeof PushPermission.Type

/** The permission at start-up (the CheckPushPermission command's answer). */
export const PushPermissionChecked = event("PushPermissionChecked", { permission: PushPermission })
/** The member confirmed the invitation (a§4: triggers the browser permission, then the token). */
export const PushInvitationConfirmed = event("PushInvitationConfirmed", {})
/** The member cancelled the invitation (a§4: dismisses it; it never comes back). */
export const PushInvitationDismissed = event("PushInvitationDismissed", {})
/** The browser answered the permission request. */
export const PushPermissionAnswered = event("PushPermissionAnswered", { permission: PushPermission })
/** A push token for this browser (FCM registration token, or the local stand-in). */
export const PushTokenObtained = event("PushTokenObtained", { token: Secret })
/**
 * The push token could not be obtained (a§4: logged and reported through tracking with the permission
 * status). `reason`: the adapter's short explanation (error name and message, at most 300 characters).
 */
export const PushTokenFailed = event("PushTokenFailed", { reason: Diagnostic, permission: PushPermission })

export const PushEvents = [
  PushPermissionChecked,
  PushInvitationConfirmed,
  PushInvitationDismissed,
  PushPermissionAnswered,
  PushTokenObtained,
  PushTokenFailed,
] as const
