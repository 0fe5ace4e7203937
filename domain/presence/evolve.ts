// Presence reducer: the heartbeat runs exactly while signed in (runs after the session recipe, so it
// sees the session after the event); the busy flag; batch statuses; the status and gender
// dictionaries; and the stored call, ended once on becoming signed in.
import { template } from "../core/template"
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe } from "../app/types"
import { isSignedIn } from "../session/state"
import { isBusyPhase } from "../calls/state"
import { initialPresence, ROLE_KEY, ROOM_KEY } from "./state"

/** Unfrozen twin of initialPresence to spread (../core/template.ts). */
const initialPresenceTemplate = template(initialPresence)

/** The presence recipe. */
export const evolvePresence: Recipe = (d, e) => {
  if (e._tag === "AppStarted") {
    const roomNum = e.stored[ROOM_KEY] ?? ""
    d.presence = castDraft({
      ...initialPresenceTemplate,
      statuses: {},
      dictionaries: { onlineStatus: null, userGender: null },
      storedCall: roomNum !== "" ? { roomNum, role: e.stored[ROLE_KEY] ?? "" } : null,
    })
  }
  const p = d.presence
  const signedIn = isSignedIn(d.session)
  const became = (e._tag === "AppStarted" && signedIn) || (e._tag === "GatewayAnswered" && d.session.signedInBy === e.seq)
  if (became) {
    p.heartbeat = true
    p.startedBy = e.seq
    if (p.storedCall) {
      p.recovery = { ...p.storedCall, by: e.seq }
      p.storedCall = null
    }
  } else if (p.heartbeat && (!signedIn || e._tag === "LogoutRequested")) {
    p.heartbeat = false
    p.stoppedBy = e.seq
  }
  // a§4: busy (1) exactly while the call slice (evolved just before) rings or talks.
  const inCall = isBusyPhase(d.calls.phase)
  if (p.busy !== inCall) {
    p.busy = inCall
    p.busyChangedBy = e.seq
  }
  if (e._tag === "GatewayAnswered") {
    const batch = answerOf(e, "onlineStatusBatch")
    if (batch) for (const { userId, status } of batch) p.statuses[String(userId)] = status
    const statusDict = answerOf(e, "dictOnlineStatus")
    if (statusDict) p.dictionaries.onlineStatus = castDraft(statusDict)
    const genderDict = answerOf(e, "dictUserGender")
    if (genderDict) p.dictionaries.userGender = castDraft(genderDict)
  }
}
