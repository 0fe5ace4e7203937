// Turns one peer message (m§7: {bizType, bizData} with sender and id) into a domain event: bizData is
// decoded by bizType with the Schemas of domain/realtime/wire.ts. Anything that fails becomes
// WireRejected with the reason; this function never throws. Used by both real-time adapters.
import * as Schema from "effect/Schema"
import type { RealtimeInput } from "../../domain/runtime/ports"
import { BizType, CallWire, ImWire, NoticeWire, PeerEnvelope } from "../../domain/realtime/wire"

const reasonOf = (failure: unknown): string => String(failure).slice(0, 300)

/** The event of one raw peer envelope (already JSON-parsed); `source` names the adapter for WireRejected. */
export const peerToEvent = (raw: unknown, source: string): RealtimeInput => {
  const env = Schema.decodeUnknownResult(PeerEnvelope)(raw)
  if (env._tag === "Failure") return { _tag: "WireRejected", source, reason: `envelope: ${reasonOf(env.failure)}` }
  const { id, from, bizType, bizData } = env.success
  switch (bizType) {
    case BizType.im: {
      const r = Schema.decodeUnknownResult(ImWire)(bizData)
      return r._tag === "Success"
        ? { _tag: "ImFrameReceived", frameId: id, from, message: r.success }
        : { _tag: "WireRejected", source, reason: `im ${id}: ${reasonOf(r.failure)}` }
    }
    case BizType.call: {
      const r = Schema.decodeUnknownResult(CallWire)(bizData)
      return r._tag === "Success"
        ? { _tag: "CallActionReceived", frameId: id, from, action: r.success }
        : { _tag: "WireRejected", source, reason: `call ${id}: ${reasonOf(r.failure)}` }
    }
    case BizType.notice: {
      const r = Schema.decodeUnknownResult(NoticeWire)(bizData)
      return r._tag === "Success"
        ? { _tag: "NoticeReceived", frameId: id, from, notice: r.success }
        : { _tag: "WireRejected", source, reason: `notice ${id}: ${reasonOf(r.failure)}` }
    }
    default:
      return { _tag: "WireRejected", source, reason: `unknown bizType ${bizType} (${id})` }
  }
}
