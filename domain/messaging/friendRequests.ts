// m§2 pending friend-request bar of the chat panel: a conversation whose relation is 3 (a request from
// the other, a§3) shows Accept and Close. Accepting calls addFriend (addWay 102, in chat) and the answer's
// relation (2) hides the bar; closing hides it until the next page load; refused as blocked, the bar goes
// (the friends slice lowers the relation) and the translated words say why. Live friend messages (m§4 kind
// "friend") move the relation: an incoming request to 3, an accepted one (accept 1) to 2 with the
// add-friend notice; a live incoming gift raises the gift notice.
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { FriendCode } from "../constants"
import { imAnswer, IM } from "./answers"
import { save } from "./merge"
import type { ChatMessage } from "./message"

/** a§3 relation values the bar reads. */
export const RELATION = { friend: 2, requestFromPeer: 3 } as const

/** The relation after live friend message `msg` (unchanged for other kinds). */
export const relationAfter = (relation: number, msg: ChatMessage): number => {
  if (msg.kind !== "friend") return relation
  if (msg.accept === 1) return RELATION.friend
  return !msg.mine && relation !== RELATION.friend ? RELATION.requestFromPeer : relation
}

/** The friend-request part of the messaging recipe. */
export const evolveRequests = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  const r = m.requests
  switch (e._tag) {
    case "FriendRequestAccepted":
      r.accepting[e.peerId] = e.seq
      return
    case "FriendRequestDismissed":
      if (!r.dismissed.includes(e.peerId)) r.dismissed.push(e.peerId)
      return
    case "GatewayAnswered":
    case "GatewayFailed": {
      if (e.name !== IM.addFriend) return
      const peer = Object.keys(r.accepting).find((p) => r.accepting[p] === e.requestId)
      if (peer === undefined) return
      delete r.accepting[peer]
      const answer = e._tag === "GatewayAnswered" ? imAnswer.addFriend(e) : undefined
      const c = m.conversations[peer]
      if (answer !== undefined && c) {
        c.relation = answer.relation
        save(m, e, peer)
      } else if (e._tag === "GatewayFailed") {
        // m§8 blocked: "cannot add" (naming the chat: the friends slice forgets the request); any other
        // refusal, no network or a timeout: the translated failure (the gateway's msg is not the member's language).
        if (e.code === FriendCode.blocked) m.notice = { id: e.seq, reason: "friendRequestBlocked", peerId: peer }
        else m.notice = { id: e.seq, reason: "friendRequestFailed" }
      }
      return
    }
  }
}

/**
 * After live message `msg` was received (m§4 incoming handling): an incoming gift raises the gift
 * notice; a friend message moves the relation (a new request shows the bar again) and an accepted
 * invitation raises the add-friend notice.
 */
export const liveMessageReceived = (d: Draft<AppState>, e: AppEvent, msg: ChatMessage): void => {
  const m = d.messaging
  if (msg.kind === "gift" && !msg.mine) m.notice = { id: e.seq, reason: "giftReceived", peerId: msg.peerId }
  const c = m.conversations[msg.peerId]
  if (!c || msg.kind !== "friend") return
  const next = relationAfter(c.relation, msg)
  if (next === RELATION.requestFromPeer && m.requests.dismissed.includes(msg.peerId)) m.requests.dismissed = m.requests.dismissed.filter((p) => p !== msg.peerId)
  if (next === c.relation) return
  c.relation = next
  if (next === RELATION.friend) m.notice = { id: e.seq, reason: "friendAdded", peerId: msg.peerId }
  save(m, e, msg.peerId)
}
