// Names and pictures of chat partners the member has no list entry for yet (a message from someone new
// over the relay, a chat opened by its route /message/<id>): each such peer's profile is asked once
// (getUserInfo searchUserId) and fills the conversation's name, avatar and status. System senders
// (negative ids, m§3) have catalog names and are never asked.
import type { Draft } from "immer"
import { answerOf } from "../core/answers"
import type { AppEvent, AppState } from "../app/types"
import { save } from "./merge"
import { peersAskedBy } from "./askedBy"

/** Marks conversations without a name for a profile request by event `e` (request id = e.seq). */
export const askProfiles = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  for (const peer in m.conversations) {
    const c = m.conversations[peer]!
    if (c.name !== "" || m.pending.profiles[c.peerId] !== undefined) continue
    if (!/^\d+$/.test(c.peerId) || c.peerId === m.owner) continue
    m.pending.profiles[c.peerId] = e.seq
  }
}

/** A profile answer for an asked peer fills its conversation; a failure is not asked again (0 = done). */
export const profileEvent = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  if (e._tag === "GatewayFailed" && e.name === "getUserInfo") {
    for (const peer of peersAskedBy(m.pending.profiles, e.requestId)) m.pending.profiles[peer] = 0
    return
  }
  const info = answerOf(e, "getUserInfo")
  if (!info || e._tag !== "GatewayAnswered") return
  const peer = String(info.id)
  if (m.pending.profiles[peer] !== e.requestId) return
  m.pending.profiles[peer] = 0
  const c = m.conversations[peer]
  if (!c) return
  if (info.name !== "") c.name = info.name
  if (info.avatar !== "") c.avatar = info.avatar
  c.status = info.status
  save(m, e, peer)
}
