// The reference gateway's WebSocket relay protocol (local mode), shared by the relay (gateway/relay.ts)
// and the client adapter (infrastructure/rtm/ws.ts). JSON text frames, one object each.
// Client -> relay: hello (authenticate with the RTM token of /rtm/genToken), ping, signal (WebRTC
// signaling to a peer of a call room). Relay -> client: ready, denied, pong, peer (a peer message
// envelope, m§7), signal, push (the gateway's local push path: an FCM-shaped payload for the browser
// holding push token `token`; its page hands it to the service worker).
import * as Schema from "effect/Schema"
import { PeerEnvelope } from "../../domain/realtime/wire"

/** Path of the relay on the gateway's origin. */
export const RELAY_PATH = "/facade/rt"

/** Client frames. */
export const ClientFrame = Schema.Union([
  Schema.Struct({ t: Schema.Literal("hello"), userId: Schema.String, token: Schema.String }),
  Schema.Struct({ t: Schema.Literal("ping") }),
  Schema.Struct({ t: Schema.Literal("signal"), to: Schema.String, roomNum: Schema.String, data: Schema.Unknown }),
])
export type ClientFrame = typeof ClientFrame.Type

/** Relay frames. `denied.reason`: "token" (bad or expired RTM token), "replaced" (newer session took over). */
export const ServerFrame = Schema.Union([
  Schema.Struct({ t: Schema.Literal("ready"), userId: Schema.String }),
  Schema.Struct({ t: Schema.Literal("denied"), reason: Schema.String }),
  Schema.Struct({ t: Schema.Literal("pong") }),
  Schema.Struct({ t: Schema.Literal("peer"), peer: PeerEnvelope }),
  Schema.Struct({ t: Schema.Literal("signal"), from: Schema.String, roomNum: Schema.String, data: Schema.Unknown }),
  Schema.Struct({ t: Schema.Literal("push"), token: Schema.String, payload: Schema.Unknown }),
])
export type ServerFrame = typeof ServerFrame.Type

/** Decodes one relay frame from text; `null` with a reason when it is not JSON or not a known frame. */
export const decodeServerFrame = (text: string): { ok: true; frame: ServerFrame } | { ok: false; reason: string } => {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, reason: "not JSON" }
  }
  const r = Schema.decodeUnknownResult(ServerFrame)(raw)
  return r._tag === "Success" ? { ok: true, frame: r.success } : { ok: false, reason: String(r.failure).slice(0, 300) }
}

/** Decodes one client frame (relay side). */
export const decodeClientFrame = (text: string): ClientFrame | null => {
  try {
    const r = Schema.decodeUnknownResult(ClientFrame)(JSON.parse(text))
    return r._tag === "Success" ? r.success : null
  } catch {
    return null
  }
}
