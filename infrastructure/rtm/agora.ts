// The Realtime port over Agora RTM 2 (production mode, m§7): the SDK is imported lazily on the first
// connect (it does not load in plain Node and should not weigh on the first page); login with the
// configured app id, the member's id and the RTM token of /rtm/genToken. A peer message's text is JSON
// {bizType, bizData, id?} and goes through peerToEvent like the relay's frames; link-state changes
// become RealtimeStatusChanged (FAILED for a bad/expired token or a login elsewhere -> offline
// "denied", which makes the domain fetch a fresh token). The SDK reconnects by itself after drops.
import type { RealtimeInput, Realtime } from "../../domain/runtime/ports"
import { peerToEvent } from "./peer"

/** The part of the SDK this adapter uses (agora-rtm-sdk 2.3 RTMClient). */
export interface RtmClientLike {
  addEventListener(event: "message", listener: (e: { publisher: string; message: string | Uint8Array; timestamp?: number; channelType?: string }) => void): void
  addEventListener(event: "linkState", listener: (e: { currentState: string; reasonCode?: string; reason?: string }) => void): void
  removeEventListener?(event: string, listener: (...args: never[]) => void): void
  login(options?: { token?: string }): Promise<unknown>
  logout(): Promise<unknown>
}
/** The SDK module's default export as far as the adapter needs it. */
export interface RtmModuleLike {
  default: { RTM: new (appId: string, userId: string, config?: Record<string, unknown>) => RtmClientLike }
}

const SOURCE = "agora-rtm"
const DENIED = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "SAME_UID_LOGIN", "LOGIN_REJECTED", "INVALID_APP_ID", "INCONSISTENT_APP_ID"])

/** The event of one Agora peer message: text JSON {bizType, bizData, id?}; anything else is WireRejected. */
export const agoraMessageToEvent = (e: { publisher: string; message: string | Uint8Array; timestamp?: number }, now: number): RealtimeInput => {
  if (typeof e.message !== "string") return { _tag: "WireRejected", source: SOURCE, reason: "binary message" }
  let body: unknown
  try {
    body = JSON.parse(e.message)
  } catch {
    return { _tag: "WireRejected", source: SOURCE, reason: "message is not JSON" }
  }
  if (typeof body !== "object" || body === null) return { _tag: "WireRejected", source: SOURCE, reason: "message is not an object" }
  const b = body as { bizType?: unknown; bizData?: unknown; id?: unknown }
  const at = e.timestamp ?? now
  const id = typeof b.id === "string" && b.id !== "" ? b.id : `${e.publisher}:${at}`
  return peerToEvent({ id, from: e.publisher, at, bizType: b.bizType, bizData: b.bizData }, SOURCE)
}

/** Maps a link state to the channel status; null for states not reported. */
export const linkStateToEvent = (s: { currentState: string; reasonCode?: string }, attempt: number): RealtimeInput | null => {
  switch (s.currentState) {
    case "CONNECTING":
      return { _tag: "RealtimeStatusChanged", status: "connecting", attempt }
    case "CONNECTED":
      return { _tag: "RealtimeStatusChanged", status: "online", attempt }
    case "DISCONNECTED":
    case "SUSPENDED":
      return { _tag: "RealtimeStatusChanged", status: "offline", attempt, reason: "network" }
    case "FAILED":
      return { _tag: "RealtimeStatusChanged", status: "offline", attempt, reason: DENIED.has(s.reasonCode ?? "") ? "denied" : "closed" }
    default:
      return null
  }
}

/** Options: the Agora app id, the SDK loader (lazy import by default) and a clock for message times. */
export interface AgoraRealtimeOptions {
  readonly appId: string
  readonly load?: () => Promise<RtmModuleLike>
  readonly now?: () => number
}

/** The Realtime port over Agora RTM; `connect` replaces any open session; never throws. */
export const makeAgoraRealtime = (options: AgoraRealtimeOptions): Realtime["Service"] => {
  const load = options.load ?? (() => import("agora-rtm-sdk") as unknown as Promise<RtmModuleLike>)
  const now = options.now ?? (() => Date.now())
  let session = 0
  let client: RtmClientLike | null = null
  const stop = () => {
    session++
    const c = client
    client = null
    if (c) void c.logout().catch(() => undefined)
  }
  return {
    connect: (auth, report) => {
      stop()
      const mine = ++session
      let attempt = 1
      const live = () => mine === session
      report({ _tag: "RealtimeStatusChanged", status: "connecting", attempt })
      void (async () => {
        try {
          const mod = await load()
          if (!live()) return
          const c = new mod.default.RTM(options.appId, auth.userId, {})
          client = c
          c.addEventListener("message", (e) => {
            if (live()) report(agoraMessageToEvent(e, now()))
          })
          c.addEventListener("linkState", (s) => {
            if (!live()) return
            if (s.currentState === "CONNECTING") attempt++
            const ev = linkStateToEvent(s, attempt)
            if (ev) report(ev)
          })
          await c.login({ token: auth.token })
          if (live()) report({ _tag: "RealtimeStatusChanged", status: "online", attempt })
        } catch (err) {
          if (!live()) return
          const code = String((err as { reasonCode?: unknown; code?: unknown })?.reasonCode ?? (err as { code?: unknown })?.code ?? err)
          const denied = [...DENIED].some((d) => code.includes(d)) || /token/i.test(code)
          report({ _tag: "RealtimeStatusChanged", status: "offline", attempt, reason: denied ? "denied" : "network" })
        }
      })()
    },
    disconnect: stop,
  }
}
