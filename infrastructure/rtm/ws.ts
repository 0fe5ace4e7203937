// The Realtime port over the reference gateway's WebSocket relay (local mode). Authenticates with the
// RTM token, reports status changes, turns peer frames into events (peer.ts), keeps the connection
// alive with pings, and reconnects with exponential backoff (0.5 s doubling to 15 s, with jitter)
// until disconnect(). It also carries WebRTC signaling for the local call adapter (sendSignal/onSignal)
// and the gateway's local push path (onPush). A socket that closes before it ever opened reports
// "network" (the gateway could not be reached), one that closes later "closed".
import type { RealtimeInput } from "../../domain/runtime/ports"
import { decodeServerFrame, RELAY_PATH, type ClientFrame } from "./frames"
import { peerToEvent } from "./peer"

/** What the adapter needs from the browser (injectable for tests). */
export interface WsDeps {
  /** Absolute ws:// or wss:// address of the relay. */
  readonly url: string
  readonly WebSocket: new (url: string) => WebSocket
  readonly random?: () => number
}

/** A signaling message of a call room from another member. */
export interface Signal {
  readonly from: string
  readonly roomNum: string
  readonly data: unknown
}

/** A push of the gateway's local push path: for the browser holding push token `token`. */
export interface LocalPush {
  readonly token: string
  readonly payload: unknown
}

/** Backoff before reconnect attempt `n` (1-based), ms: 500·2^(n-1) capped at 15 000, ±20 % jitter. */
export const backoffMs = (n: number, random: () => number = Math.random): number =>
  Math.round(Math.min(15_000, 500 * 2 ** Math.max(0, n - 1)) * (0.8 + 0.4 * random()))

/** Ping interval and how long a pong may take before the connection counts as lost, ms. */
export const PING_MS = 25_000
export const PONG_TIMEOUT_MS = 10_000

/** The relay address for a gateway origin ("" = this page's origin). */
export const relayUrl = (gatewayUrl: string, location: { protocol: string; host: string }): string => {
  const base = gatewayUrl !== "" ? new URL(gatewayUrl) : new URL(`${location.protocol}//${location.host}`)
  return `${base.protocol === "https:" ? "wss:" : "ws:"}//${base.host}${RELAY_PATH}`
}

/** A WebSocket real-time adapter: the Realtime port's shape plus signaling for the local RTC adapter. */
export const makeWsRealtime = (deps: WsDeps) => {
  const random = deps.random ?? Math.random
  let socket: WebSocket | null = null
  let auth: { userId: string; token: string } | null = null
  let report: (e: RealtimeInput) => void = () => {}
  let attempt = 0
  let ready = false
  let retry: ReturnType<typeof setTimeout> | undefined
  let ping: ReturnType<typeof setInterval> | undefined
  let pongDue: ReturnType<typeof setTimeout> | undefined
  const pending: ClientFrame[] = []
  const signalListeners = new Set<(s: Signal) => void>()
  const pushListeners = new Set<(p: LocalPush) => void>()

  const clearTimers = () => {
    clearTimeout(retry)
    clearInterval(ping)
    clearTimeout(pongDue)
  }
  const send = (f: ClientFrame) => {
    if (socket && ready && socket.readyState === 1) socket.send(JSON.stringify(f))
    else if (f.t === "signal") pending.push(f)
  }
  const drop = (reason: string, again: boolean) => {
    const s = socket
    socket = null
    ready = false
    clearTimers()
    if (s) {
      s.onopen = s.onmessage = s.onclose = s.onerror = null
      try {
        s.close()
      } catch {
        /* already closed */
      }
    }
    report({ _tag: "RealtimeStatusChanged", status: "offline", attempt, reason })
    if (again && auth) retry = setTimeout(open, backoffMs(attempt + 1, random))
  }
  const open = () => {
    if (!auth) return
    attempt += 1
    report({ _tag: "RealtimeStatusChanged", status: "connecting", attempt })
    let s: WebSocket
    try {
      s = new deps.WebSocket(deps.url)
    } catch {
      drop("network", true)
      return
    }
    socket = s
    let opened = false
    s.onopen = () => {
      opened = true
      s.send(JSON.stringify({ t: "hello", userId: auth!.userId, token: auth!.token } satisfies ClientFrame))
    }
    s.onerror = () => {
      /* a close event follows */
    }
    s.onclose = () => {
      if (socket === s) drop(opened ? "closed" : "network", true)
    }
    s.onmessage = (m) => {
      if (socket !== s) return
      const d = decodeServerFrame(typeof m.data === "string" ? m.data : "")
      if (!d.ok) return report({ _tag: "WireRejected", source: "realtime", reason: d.reason })
      const f = d.frame
      switch (f.t) {
        case "ready":
          ready = true
          attempt = 0
          report({ _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
          for (const p of pending.splice(0)) send(p)
          ping = setInterval(() => {
            send({ t: "ping" })
            clearTimeout(pongDue)
            pongDue = setTimeout(() => socket === s && drop("network", true), PONG_TIMEOUT_MS)
          }, PING_MS)
          return
        case "pong":
          return clearTimeout(pongDue)
        case "denied":
          // A bad token will not get better by retrying: the domain fetches a new one and connects again.
          return drop(f.reason === "replaced" ? "replaced" : "denied", false)
        case "peer":
          return report(peerToEvent(f.peer, "realtime"))
        case "signal":
          for (const l of signalListeners) l({ from: f.from, roomNum: f.roomNum, data: f.data })
          return
        case "push":
          for (const l of pushListeners) l({ token: f.token, payload: f.payload })
          return
      }
    }
  }

  return {
    /** Opens (or reopens) the channel as `a.userId`; see the Realtime port. */
    connect: (a: { readonly userId: string; readonly token: string }, r: (e: RealtimeInput) => void) => {
      auth = { userId: a.userId, token: a.token }
      report = r
      if (socket) drop("replaced", false)
      attempt = 0
      open()
    },
    /** Closes the channel for good (until the next connect). */
    disconnect: () => {
      const had = auth !== null
      auth = null
      pending.length = 0
      if (had) drop("stopped", false)
    },
    /** Reconnects at once when the browser says the network is back (skips the backoff wait). */
    nudge: () => {
      if (auth && !socket) {
        clearTimeout(retry)
        open()
      }
    },
    /** Sends WebRTC signaling to `to` (queued until the channel is ready). */
    sendSignal: (to: string, roomNum: string, data: unknown) => send({ t: "signal", to, roomNum, data }),
    /** Listens to signaling from peers; returns the unsubscribe function. */
    onSignal: (l: (s: Signal) => void) => {
      signalListeners.add(l)
      return () => void signalListeners.delete(l)
    },
    /** Listens to the gateway's local push path; returns the unsubscribe function. */
    onPush: (l: (p: LocalPush) => void) => {
      pushListeners.add(l)
      return () => void pushListeners.delete(l)
    },
  }
}
export type WsRealtime = ReturnType<typeof makeWsRealtime>
