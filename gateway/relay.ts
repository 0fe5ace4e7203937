// The reference gateway's real-time relay (m§7, local mode): a WebSocket endpoint at RELAY_PATH where
// signed-in members authenticate with their RTM token (/rtm/genToken) and receive peer messages
// (IM messages, call actions, notices) for all of their open sessions, plus WebRTC signaling between
// the two members of a call room. Handlers deliver through `ctx.relay`. Nothing is queued for members
// who are offline: IM history (/im/v1) fills such gaps when they reconnect.
import { randomUUID } from "node:crypto"
import type { IncomingMessage, Server } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocket, WebSocketServer } from "ws"
import type { PeerEnvelope } from "../domain/realtime/wire"
import { decodeClientFrame, RELAY_PATH, type ServerFrame } from "../infrastructure/rtm/frames"
import type { Db } from "./db"

/** Relay of one gateway: who is connected, and delivery to them. */
export interface Relay {
  /**
   * Sends a peer message {bizType, bizData} from `from` to every open session of user `to`; returns
   * the envelope (its `id` is unique) and how many sessions got it (0 = offline).
   */
  readonly deliver: (to: number | string, from: number | string, bizType: number, bizData: unknown) => { envelope: PeerEnvelope; sessions: number }
  /**
   * The local push path: sends push `payload` (FCM-shaped JSON) for push token `token` to every open
   * session of user `to` (the page holding that token hands it to its service worker); returns how many
   * sessions got it.
   */
  readonly push: (to: number | string, token: string, payload: unknown) => number
  /** True when user `id` has at least one authenticated session. */
  readonly isOnline: (id: number | string) => boolean
  /** Closes every session of user `id` (tests: "B goes offline"); returns how many were closed. */
  readonly drop: (id: number | string) => number
  /**
   * Calls `listener` with a member's id each time their last open session closes (the tab or browser
   * closed, the connection lost or dropped), and how that session ended (GoneWhy); returns a function
   * that removes it.
   */
  readonly onGone: (listener: (userId: string, why: GoneWhy) => void) => () => void
  /** Closes all sessions and stops accepting new ones. */
  readonly close: () => void
}

/**
 * How a member's last session ended, for the gateway's log: `closed` with the WebSocket close code (the
 * client closed it, or its connection broke: 1006), `lost` (no pong to the relay's ping: closed by the
 * heartbeat), `dropped` (Relay.drop), `moved` (a second hello made it another member's).
 */
export type GoneWhy = { readonly how: "closed"; readonly code: number } | { readonly how: "lost" | "dropped" | "moved" }

/**
 * A session that answers no WebSocket ping for this long is closed as lost (a laptop shut, a network
 * gone: no close ever comes), ms: pings go out every half of it.
 */
export const RELAY_LOST_MS = 30_000

/** Largest frame a client may send, bytes. */
export const MAX_CLIENT_FRAME = 64 * 1024

const tokenValid = (db: Db, userId: string, token: string, now: number): boolean => {
  db.exec("CREATE TABLE IF NOT EXISTS rtm_tokens (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL)")
  const row = db.prepare("SELECT user_id, expires_at FROM rtm_tokens WHERE token = ?").get(token) as
    | { user_id: number; expires_at: number }
    | undefined
  return row !== undefined && String(row.user_id) === userId && row.expires_at > now
}

/** Attaches the relay to `server`'s upgrade requests on RELAY_PATH. */
export const attachRelay = (server: Server, db: Db, now: () => number): Relay => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME })
  const sessions = new Map<string, Set<WebSocket>>()
  const goneListeners = new Set<(userId: string, why: GoneWhy) => void>()
  const gone = (userId: string, why: GoneWhy) => {
    for (const l of goneListeners) l(userId, why)
  }
  /** Sessions the heartbeat terminated (their close event then reports `lost`). */
  const lost = new WeakSet<WebSocket>()
  /** Sessions that answered the last ping (a pong, or any frame). */
  const alive = new WeakSet<WebSocket>()
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        lost.add(ws)
        ws.terminate()
        continue
      }
      alive.delete(ws)
      ws.ping()
    }
  }, RELAY_LOST_MS / 2)
  heartbeat.unref()
  const send = (ws: WebSocket, f: ServerFrame) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(f))
  }
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? "").split("?")[0] !== RELAY_PATH) return
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req))
  }
  server.on("upgrade", onUpgrade)

  wss.on("connection", (ws: WebSocket) => {
    let me: string | null = null
    alive.add(ws)
    ws.on("pong", () => alive.add(ws))
    // A session that does not say hello within 10 s is closed.
    const hello = setTimeout(() => me === null && ws.close(4001, "no hello"), 10_000)
    ws.on("message", (raw) => {
      alive.add(ws)
      const f = decodeClientFrame(raw.toString())
      if (f === null) return
      if (f.t === "hello") {
        if (!tokenValid(db, f.userId, f.token, now())) {
          send(ws, { t: "denied", reason: "token" })
          ws.close(4003, "denied")
          return
        }
        // A second hello on an open session moves it: it must not stay in the first member's set.
        if (me !== null && me !== f.userId) {
          const old = sessions.get(me)
          old?.delete(ws)
          if (old?.size === 0) {
            sessions.delete(me)
            gone(me, { how: "moved" })
          }
        }
        me = f.userId
        clearTimeout(hello)
        const set = sessions.get(me) ?? new Set()
        set.add(ws)
        sessions.set(me, set)
        send(ws, { t: "ready", userId: me })
        return
      }
      if (me === null) return
      if (f.t === "ping") return send(ws, { t: "pong" })
      if (f.t === "signal") for (const peer of sessions.get(f.to) ?? []) send(peer, { t: "signal", from: me, roomNum: f.roomNum, data: f.data })
    })
    ws.on("close", (code: number) => {
      clearTimeout(hello)
      if (me === null) return
      const set = sessions.get(me)
      set?.delete(ws)
      if (set?.size === 0) {
        sessions.delete(me)
        gone(me, lost.has(ws) ? { how: "lost" } : { how: "closed", code })
      }
    })
    ws.on("error", () => ws.terminate())
  })

  return {
    deliver: (to, from, bizType, bizData) => {
      const envelope: PeerEnvelope = { id: randomUUID(), from: String(from), at: now(), bizType, bizData }
      const targets = sessions.get(String(to)) ?? new Set<WebSocket>()
      for (const ws of targets) send(ws, { t: "peer", peer: envelope })
      return { envelope, sessions: targets.size }
    },
    push: (to, token, payload) => {
      const targets = sessions.get(String(to)) ?? new Set<WebSocket>()
      for (const ws of targets) send(ws, { t: "push", token, payload })
      return targets.size
    },
    isOnline: (id) => (sessions.get(String(id))?.size ?? 0) > 0,
    drop: (id) => {
      const set = sessions.get(String(id))
      const n = set?.size ?? 0
      for (const ws of set ?? []) ws.terminate()
      sessions.delete(String(id))
      if (n > 0) gone(String(id), { how: "dropped" })
      return n
    },
    onGone: (listener) => {
      goneListeners.add(listener)
      return () => goneListeners.delete(listener)
    },
    close: () => {
      clearInterval(heartbeat)
      goneListeners.clear()
      server.off("upgrade", onUpgrade)
      for (const set of sessions.values()) for (const ws of set) ws.terminate()
      sessions.clear()
      wss.close()
    },
  }
}
