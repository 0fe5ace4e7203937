// Call intents (m§2 call popups, m§4): what the call popups dispatch. decideCalls turns them into the
// events of ./events.ts (or LoginOpened {origin "call"} for a visitor); impossible ones decide nothing.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Call user `calleeId` from place `location` (m§7 callLocation; 11 shows the price pop once). */
export const PlaceCall = message("PlaceCall", { calleeId: Schema.String, location: Schema.Number })
/** Continue past the permission explainer (first use). */
export const AcceptCallExplainer = message("AcceptCallExplainer", {})
/** Confirm the price popup. */
export const ConfirmCallPrice = message("ConfirmCallPrice", {})
/** Close the explainer, price confirm, purchase prompt or device popup. */
export const CancelCallPlacement = message("CancelCallPlacement", {})
/** Callee: accept / refuse the ringing call. */
export const AcceptCall = message("AcceptCall", {})
export const RefuseCall = message("RefuseCall", {})
/** Caller: cancel the outgoing ringing call. */
export const CancelCall = message("CancelCall", {})
/** Hang up a joined call: HangUp asks for confirmation, ConfirmHangUp ends, DismissHangUp keeps the call. */
export const HangUp = message("HangUp", {})
export const ConfirmHangUp = message("ConfirmHangUp", {})
export const DismissHangUp = message("DismissHangUp", {})
export const ToggleMic = message("ToggleMic", {})
export const ToggleRemoteAudio = message("ToggleRemoteAudio", {})
export const SwapVideo = message("SwapVideo", {})
export const AddFriendInCall = message("AddFriendInCall", {})
/** m§4 write `text` in the open video call's chat (trimmed; empty refused); `clientId` made by the view (crypto.randomUUID). */
export const SendCallChat = message("SendCallChat", { clientId: Schema.String, text: Schema.String })
/** Send the call chat's failed text `clientId` again (while the call lasts). */
export const RetryCallChat = message("RetryCallChat", { clientId: Schema.String })
/** Use camera or microphone `deviceId` in the call (the device picker). */
export const SwitchCallDevice = message("SwitchMediaDevice", { kind: Schema.Literals(["camera", "microphone"]), deviceId: Schema.String })
/** The page was hidden (visibilitychange); on a phone a ringing call is cancelled (m§4). */
/** Close the device-change notice of the video popup. */
export const DismissDeviceNotice = message("DismissDeviceNotice", {})
export const ReportPageHidden = message("ReportPageHidden", { mobile: Schema.Boolean })
export const CloseCallReceipt = message("CloseCallReceipt", {})
export const DismissCallToast = message("DismissCallToast", {})

export const CallIntents = [
  PlaceCall,
  AcceptCallExplainer,
  ConfirmCallPrice,
  CancelCallPlacement,
  AcceptCall,
  RefuseCall,
  CancelCall,
  HangUp,
  ConfirmHangUp,
  DismissHangUp,
  ToggleMic,
  ToggleRemoteAudio,
  SwapVideo,
  AddFriendInCall,
  SendCallChat,
  RetryCallChat,
  SwitchCallDevice,
  DismissDeviceNotice,
  ReportPageHidden,
  CloseCallReceipt,
  DismissCallToast,
] as const
