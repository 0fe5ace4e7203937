// Events of the real-time channel (m§4, m§7): connection status and decoded peer messages. Produced
// only by the Realtime port's adapters, never by views.
import * as Schema from "effect/Schema"
import { Diagnostic, SafeNumber, SafeString, UserIdString } from "../core/sensitive"
import { event } from "../core/schema"
import { CallWire, ImWire, NoticeWire } from "./wire"

/**
 * The channel's state changed: "connecting" (attempt n, from 1), "online", or "offline" with a reason
 * ("closed", "denied", "network", "stopped"). After an "online" that follows an "offline", features
 * fetch what they may have missed (IM history since the last seen message).
 */
export const RealtimeStatusChanged = event("RealtimeStatusChanged", {
  status: Schema.Literals(["connecting", "online", "offline"]),
  attempt: SafeNumber,
  reason: Schema.optionalKey(Diagnostic),
})

/** An IM message arrived over the channel (bizType 1); `frameId` is the envelope id, `from` the sender. */
export const ImFrameReceived = event("ImFrameReceived", { frameId: SafeString, from: UserIdString, message: ImWire })

/** A call action arrived (bizType 2, m§4 table). */
export const CallActionReceived = event("CallActionReceived", { frameId: SafeString, from: UserIdString, action: CallWire })

/** A system notice arrived (bizType 3). */
export const NoticeReceived = event("NoticeReceived", { frameId: SafeString, from: UserIdString, notice: NoticeWire })

export const RealtimeEvents = [RealtimeStatusChanged, ImFrameReceived, CallActionReceived, NoticeReceived] as const
