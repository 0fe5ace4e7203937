// Call decisions (m§4, m§5): a visitor placing a call gets the login popup (origin "call"); one call
// at a time; each popup's intent only in its phase; a mobile page hidden while ringing ends the call;
// a call-chat text is trimmed, and refused when empty or over DRAFT_MAX_CHARS.
import type { AppState, Intent, NewEvent } from "../app/types"
import { DRAFT_MAX_CHARS } from "../constants"
import { isSignedIn } from "../session/state"
import { selectCallFriendAdd } from "./selectors"
import { isVideoPhase } from "./state"

/** Events for call intents; [] for others and for intents that do not fit the phase. */
export const decideCalls = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const c = s.calls
  const inVideo = isVideoPhase(c.phase)
  switch (i._tag) {
    case "PlaceCall":
      if (!isSignedIn(s.session)) return s.login.open ? [] : [{ _tag: "LoginOpened", at, origin: "call" }]
      if (c.phase !== "idle" || i.calleeId === "" || i.calleeId === s.session.userId) return []
      return [{ _tag: "CallPlacementStarted", at, calleeId: i.calleeId, location: i.location }]
    case "AcceptCallExplainer":
      return c.phase === "checking" && c.step === "explainer" ? [{ _tag: "CallExplainerAccepted", at }] : []
    case "ConfirmCallPrice":
      return c.phase === "confirming" ? [{ _tag: "CallPriceConfirmed", at }] : []
    case "CancelCallPlacement":
      return ["checking", "confirming", "insufficient", "launching"].includes(c.phase) || c.devicePopup !== null ? [{ _tag: "CallPlacementCancelled", at }] : []
    case "AcceptCall":
      return c.phase === "ringing" && c.role === "callee" ? [{ _tag: "CallAccepted", at, roomNum: c.roomNum }] : []
    case "RefuseCall":
      return c.phase === "ringing" && c.role === "callee" ? [{ _tag: "CallEndedLocally", at, roomNum: c.roomNum, reason: "refused" }] : []
    case "CancelCall":
      return c.phase === "ringing" && c.role === "caller" ? [{ _tag: "CallEndedLocally", at, roomNum: c.roomNum, reason: "cancelled" }] : []
    case "HangUp":
      return inVideo && !c.hangUpConfirm ? [{ _tag: "CallHangUpAsked", at }] : []
    case "ConfirmHangUp":
      return inVideo ? [{ _tag: "CallEndedLocally", at, roomNum: c.roomNum, reason: "hungUp" }] : []
    case "DismissHangUp":
      return c.hangUpConfirm ? [{ _tag: "CallHangUpDismissed", at }] : []
    case "ToggleMic":
      return inVideo ? [{ _tag: "CallMicToggled", at, muted: !c.micMuted }] : []
    case "ToggleRemoteAudio":
      return inVideo ? [{ _tag: "CallRemoteAudioToggled", at, muted: !c.remoteMuted }] : []
    case "SwapVideo":
      return inVideo ? [{ _tag: "CallVideoSwapped", at }] : []
    case "SwitchMediaDevice":
      return inVideo && i.deviceId !== "" ? [{ _tag: "CallDeviceSwitched", at, kind: i.kind, deviceId: i.deviceId }] : []
    case "DismissDeviceNotice":
      return c.deviceNotice !== null ? [{ _tag: "CallDeviceNoticeDismissed", at }] : []
    case "AddFriendInCall":
      return inVideo && selectCallFriendAdd(s) === "none" ? [{ _tag: "CallFriendAddRequested", at, peerId: c.peerId }] : []
    case "SendCallChat": {
      // Trimmed; refused when empty or over the chat's limit (UTF-16 units, as the field and the gateway count).
      const text = i.text.trim()
      const fresh = i.clientId !== "" && !(c.chat ?? []).some((l) => l.mine && l.id === i.clientId)
      return inVideo && isSignedIn(s.session) && c.chat !== undefined && c.peerId !== "" && text !== "" && text.length <= DRAFT_MAX_CHARS && fresh
        ? [{ _tag: "CallChatSendRequested", at, clientId: i.clientId, peerId: c.peerId, text }]
        : []
    }
    case "RetryCallChat":
      return inVideo && (c.chat ?? []).some((l) => l.mine && l.id === i.clientId && l.status === "failed") ? [{ _tag: "CallChatRetryRequested", at, clientId: i.clientId }] : []
    case "ReportPageHidden":
      return i.mobile && c.phase === "ringing" ? [{ _tag: "CallEndedLocally", at, roomNum: c.roomNum, reason: "pageHidden" }] : []
    case "CloseCallReceipt":
      return c.receipt !== null ? [{ _tag: "CallReceiptClosed", at }] : []
    case "DismissCallToast":
      return c.toast !== null ? [{ _tag: "CallToastDismissed", at }] : []
  }
  return []
}
