// Fuzzing the reference gateway's WebSocket relay (issue 15): hostile sessions — garbage text, JSON of
// any shape, hellos with wrong or real tokens, signals to anyone, binary and oversized frames — played
// against a listening gateway; afterwards a fresh client must still authenticate and get a delivery.
// Used with ./gatewayFuzz.ts by spec/gateway/fuzz.test.ts and scripts/fuzz-gateway.ts.
import fc from "fast-check"
import { WebSocket } from "ws"
import { RELAY_PATH } from "../../infrastructure/rtm/frames"
import type { BuiltGateway } from "../../gateway/server"
import { anyJson, ID } from "./gatewayFuzz"

/** One action of a hostile relay session. */
export type WsAction =
  | { readonly t: "text"; readonly text: string }
  | { readonly t: "json"; readonly value: unknown }
  | { readonly t: "hello"; readonly real: boolean; readonly userId: string; readonly token: string }
  | { readonly t: "signal"; readonly to: string; readonly roomNum: unknown; readonly data: unknown }
  | { readonly t: "binary"; readonly bytes: Uint8Array }
  | { readonly t: "huge"; readonly size: number }
  | { readonly t: "ping" }

/** A relay session: actions in order, then a clean close, an abrupt one, or none (left open to the end). */
export interface WsSession {
  readonly actions: ReadonlyArray<WsAction>
  readonly end: "close" | "terminate" | "leave"
}

const wsAction: fc.Arbitrary<WsAction> = fc.oneof(
  fc.record({ t: fc.constant("text" as const), text: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("", "{", "null", "[]", '{"t":"hello"}', '{"t":"signal"}', '{"t":1}', '{"__proto__":{"t":"hello"}}')) }),
  fc.record({ t: fc.constant("json" as const), value: fc.oneof(anyJson, fc.record({ t: fc.constantFrom("hello", "ping", "signal", "peer", "ready", "x"), userId: anyJson, token: anyJson, to: anyJson, data: anyJson }, { requiredKeys: ["t"] })) }),
  fc.record({ t: fc.constant("hello" as const), real: fc.boolean(), userId: fc.oneof(ID, fc.string({ maxLength: 20 })), token: fc.string({ maxLength: 40 }) }),
  fc.record({ t: fc.constant("signal" as const), to: fc.oneof(ID, fc.string({ maxLength: 20 })), roomNum: fc.oneof(fc.string({ maxLength: 20 }), anyJson), data: anyJson }),
  fc.record({ t: fc.constant("binary" as const), bytes: fc.uint8Array({ maxLength: 256 }) }),
  fc.record({ t: fc.constant("huge" as const), size: fc.constantFrom(65_000, 70_000, 200_000) }),
  fc.constant({ t: "ping" as const }),
)

/** Hostile relay sessions. */
export const wsSessionArb: fc.Arbitrary<WsSession> = fc.record({ actions: fc.array(wsAction, { minLength: 1, maxLength: 12 }), end: fc.constantFrom("close", "terminate", "leave") })

/** Relay counts. */
export interface WsStats {
  sessions: number
  frames: number
  /** Sessions the relay authenticated ("ready"). */
  ready: number
  /** Sessions the relay closed (oversized frame, bad hello). */
  closedByRelay: number
}

/** Empty relay statistics. */
export const newWsStats = (): WsStats => ({ sessions: 0, frames: 0, ready: 0, closedByRelay: 0 })

const opened = (ws: WebSocket): Promise<boolean> =>
  new Promise((done) => {
    ws.once("open", () => done(true))
    ws.once("error", () => done(false))
  })

/** Plays one session against the relay at `url`; `real` holds a member's RTM credentials for real hellos. Returns the socket if left open. */
export const playSession = async (url: string, s: WsSession, real: { userId: string; token: string }, stats: WsStats): Promise<WebSocket | null> => {
  const ws = new WebSocket(url)
  stats.sessions++
  let closedByRelay = false
  ws.on("message", (m) => {
    if (String(m).includes('"ready"')) stats.ready++
  })
  ws.on("close", () => {
    closedByRelay = true
  })
  ws.on("error", () => undefined)
  if (!(await opened(ws))) return null
  for (const a of s.actions) {
    if (ws.readyState !== WebSocket.OPEN) break
    stats.frames++
    switch (a.t) {
      case "text":
        ws.send(a.text)
        break
      case "json":
        ws.send(JSON.stringify(a.value) ?? "null")
        break
      case "hello":
        ws.send(JSON.stringify(a.real ? { t: "hello", ...real } : { t: "hello", userId: a.userId, token: a.token }))
        break
      case "signal":
        ws.send(JSON.stringify({ t: "signal", to: a.to, roomNum: a.roomNum, data: a.data }))
        break
      case "binary":
        ws.send(a.bytes)
        break
      case "huge":
        ws.send("x".repeat(a.size))
        break
      case "ping":
        ws.send('{"t":"ping"}')
        break
    }
    await new Promise((r) => setImmediate(r))
  }
  await new Promise((r) => setTimeout(r, 5))
  if (closedByRelay) stats.closedByRelay++
  if (s.end === "close") ws.close()
  else if (s.end === "terminate") ws.terminate()
  return s.end === "leave" ? ws : null
}

/** True when a fresh client can still authenticate on the relay and receive a delivery. */
export const relayServes = async (gw: BuiltGateway, url: string, real: { userId: string; token: string }): Promise<boolean> => {
  const ws = new WebSocket(url)
  try {
    if (!(await opened(ws))) return false
    const got = new Promise<boolean>((done) => {
      const timer = setTimeout(() => done(false), 3_000)
      ws.on("message", (m) => {
        const text = String(m)
        if (text.includes('"ready"')) gw.relay.deliver(real.userId, 1, 9_999, { probe: true })
        if (text.includes('"probe"')) {
          clearTimeout(timer)
          done(true)
        }
      })
    })
    ws.send(JSON.stringify({ t: "hello", ...real }))
    return await got
  } finally {
    ws.terminate()
  }
}

/** The relay URL of a listening gateway. */
export const relayUrl = (port: number): string => `ws://127.0.0.1:${port}${RELAY_PATH}`
