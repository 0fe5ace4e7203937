// Presence commands (a§4, a§7): the heartbeat {status, type 0} on becoming signed in and every
// HEARTBEAT_MS after (a StartTimer/TimerElapsed loop keyed `heartbeat`), cancelled when it stops;
// upload status when busy changes; the batch status call; the dictionaries at start; and the one
// end-call of a stored call.
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { HEARTBEAT_MS, HEARTBEAT_TYPE, STATUS_BUSY, STATUS_ONLINE } from "../constants"
import { isSignedIn } from "../session/state"
import { HEARTBEAT_TIMER, ROLE_KEY, ROOM_KEY } from "./state"

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
      if (e.key === HEARTBEAT_TIMER && p.heartbeat && isSignedIn(s.session)) cmds.push(...beat())
      break
    case "OnlineStatusRequested":
      cmds.push(call(s, e.seq, "onlineStatusBatch", { userIds: e.userIds.join(",") }))
      break
  }
  return cmds
}
