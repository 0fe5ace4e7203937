// Presence commands (a§4, a§7): the heartbeat {status, type 0} on becoming signed in and every
// HEARTBEAT_MS after (a StartTimer/TimerElapsed loop keyed `heartbeat`), cancelled when it stops;
// upload status when busy changes; the batch status call (asked, and for the open chat's member when the
// chat opens and with each heartbeat); the dictionaries at start; and the one
// end-call of a stored call.
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { HEARTBEAT_MS, HEARTBEAT_TYPE, STATUS_BUSY, STATUS_ONLINE } from "../constants"
import { isSignedIn } from "../session/state"
import { statusIds } from "./decide"
import { HEARTBEAT_TIMER, ROLE_KEY, ROOM_KEY } from "./state"

/** The batch status call (a§7) for the members among `peerIds` (positive ids: no system senders), by event `seq`; none when none. */
const statusesOf = (s: AppState, seq: number, peerIds: ReadonlyArray<string>): Cmd[] => {
  const ids = statusIds(peerIds.filter((p) => p !== s.session.userId).map(Number))
  return ids.length > 0 ? [call(s, seq, "onlineStatusBatch", { userIds: ids.join(",") })] : []
}

/** The status of the open chat's member (its header shows it), asked again with each heartbeat (20 s). */
const shownStatuses = (s: AppState, seq: number): Cmd[] => statusesOf(s, seq, [s.messaging.openPeerId ?? ""])

/** Commands for presence events. */
export const reactPresence = (s: AppState, e: AppEvent): Cmd[] => {
  const p = s.presence
  const status = p.busy ? STATUS_BUSY : STATUS_ONLINE
  const beat = (): Cmd[] => [
    call(s, e.seq, "heartbeat", { status, type: HEARTBEAT_TYPE }),
    { _tag: "StartTimer", key: HEARTBEAT_TIMER, ms: HEARTBEAT_MS },
  ]
  const cmds: Cmd[] = []
  if (p.startedBy === e.seq) cmds.push(...beat())
  if (p.recovery?.by === e.seq) {
    const side = p.recovery.role === "caller" ? "caller" : "callee"
    cmds.push(call(s, e.seq, side === "caller" ? "callEndCaller" : "callEndCallee", { roomNum: p.recovery.roomNum, side }))
    cmds.push({ _tag: "Forget", keys: [ROOM_KEY, ROLE_KEY] })
  }
  if (p.stoppedBy === e.seq) cmds.push({ _tag: "CancelTimer", key: HEARTBEAT_TIMER })
  // Busy changed (derived from the call slice's phase): upload the status at once.
  if (p.busyChangedBy === e.seq && isSignedIn(s.session)) cmds.push(call(s, e.seq, "uploadStatus", { status }))
  switch (e._tag) {
    case "AppStarted":
      // m§3/m§7: the user status and gender dictionaries (public; once per page load).
      cmds.push(call(s, e.seq, "dictOnlineStatus", {}), call(s, e.seq, "dictUserGender", {}))
      break
    case "TimerElapsed":
      if (e.key === HEARTBEAT_TIMER && p.heartbeat && isSignedIn(s.session)) cmds.push(...beat(), ...shownStatuses(s, e.seq))
      break
    case "ConversationOpened":
      // The chat's header shows the other's status (m§2): asked when it opens, then with each heartbeat.
      if (isSignedIn(s.session)) cmds.push(...statusesOf(s, e.seq, [e.peerId]))
      break
    case "OnlineStatusRequested":
      cmds.push(call(s, e.seq, "onlineStatusBatch", { userIds: e.userIds.join(",") }))
      break
  }
  return cmds
}
