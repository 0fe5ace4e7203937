// Call events decided from the member's intents (m§4 placement, lifecycle). Call actions arrive as
// CallActionReceived (domain/realtime), media reports as the events of ./media.ts, answers as
// GatewayAnswered/GatewayFailed, timers as TimerElapsed {key: callTimer(...)}.
import * as Schema from "effect/Schema"
import { DeviceId, FreeText, SafeNumber, SafeString, UserIdString } from "../core/sensitive"
import { event } from "../core/schema"

const EndReason = Schema.Literals(["cancelled", "refused", "noAnswer", "hungUp", "remoteHungUp", "noVideo", "remoteLeft", "noCoins", "failed", "pageHidden"])

/** A signed-in member asked to call `calleeId` from place `location` (m§4 step 1 passed). */
export const CallPlacementStarted = event("CallPlacementStarted", { calleeId: UserIdString, location: SafeNumber })
/** The member went on past the first-use permission explainer (m§5). */
export const CallExplainerAccepted = event("CallExplainerAccepted", {})
/** The member confirmed the price (m§4 step 4). */
export const CallPriceConfirmed = event("CallPriceConfirmed", {})
/** The member closed a placement popup (explainer, price confirm, purchase prompt, device popup). */
export const CallPlacementCancelled = event("CallPlacementCancelled", {})
/** The callee accepted the ringing call `roomNum`. */
export const CallAccepted = event("CallAccepted", { roomNum: SafeString })
/** The member ended call `roomNum` (cancel while ringing as caller, refuse as callee, hang up when joined), or a rule did. */
export const CallEndedLocally = event("CallEndedLocally", { roomNum: SafeString, reason: EndReason })
/** The hang-up confirm was asked for / dismissed (m§2). */
export const CallHangUpAsked = event("CallHangUpAsked", {})
export const CallHangUpDismissed = event("CallHangUpDismissed", {})
/** Microphone muted/unmuted; remote sound muted/unmuted (volume 0/100); main and mini video swapped. */
export const CallMicToggled = event("CallMicToggled", { muted: Schema.Boolean })
export const CallRemoteAudioToggled = event("CallRemoteAudioToggled", { muted: Schema.Boolean })
export const CallVideoSwapped = event("CallVideoSwapped", {})
/** The member chose another camera or microphone. */
export const CallDeviceSwitched = event("CallDeviceSwitched", { kind: Schema.Literals(["camera", "microphone"]), deviceId: DeviceId })
/** The member closed the device-change notice. */
export const CallDeviceNoticeDismissed = event("CallDeviceNoticeDismissed", {})
/** The member asked to add the other as a friend during the call (m§4 addWay 101). */
export const CallFriendAddRequested = event("CallFriendAddRequested", { peerId: UserIdString })
/**
 * m§4/m§7 the member wrote `text` (trimmed, not empty) in the open video call's chat with `peerId`, under
 * client id `clientId`: sent as im/v1/send messageType 4, kept in the call's chat, never in the conversation.
 */
export const CallChatSendRequested = event("CallChatSendRequested", { clientId: SafeString, peerId: UserIdString, text: FreeText })
/** The member asked to send the call chat's failed text `clientId` again. */
export const CallChatRetryRequested = event("CallChatRetryRequested", { clientId: SafeString })
/** The receipt or the toast was closed. */
export const CallReceiptClosed = event("CallReceiptClosed", {})
export const CallToastDismissed = event("CallToastDismissed", {})

export const CallEvents = [
  CallPlacementStarted,
  CallExplainerAccepted,
  CallPriceConfirmed,
  CallPlacementCancelled,
  CallAccepted,
  CallEndedLocally,
  CallHangUpAsked,
  CallHangUpDismissed,
  CallMicToggled,
  CallRemoteAudioToggled,
  CallVideoSwapped,
  CallDeviceSwitched,
  CallDeviceNoticeDismissed,
  CallFriendAddRequested,
  CallChatSendRequested,
  CallChatRetryRequested,
  CallReceiptClosed,
  CallToastDismissed,
] as const
