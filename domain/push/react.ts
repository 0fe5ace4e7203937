// Web push commands (a§4, a§7, a§9): check the permission at start, ask the browser after Confirm, get
// the token, save it (pushToken, gender, countryId), the 2 s poll, the stored facts (invited once in
// total, the matched day), the first-time bonus calls, and tracking of a token failure (bury).
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { BURY_EVENT, PUSH_POLL_MS } from "../constants"
import { isSignedIn } from "../session/state"
import { PUSH_POLL_TIMER, PUSH_STORED } from "./state"

/** The member's country for the bonus and token calls: profile, else network, else 0. */
export const countryOf = (s: AppState): number => s.session.user?.countryId || s.session.networkCountryId || 0

/** Commands for web push events. */
export const reactPush = (s: AppState, e: AppEvent): Cmd[] => {
  const p = s.push
  const cmds: Cmd[] = []
  switch (e._tag) {
    case "AppStarted":
      cmds.push({ _tag: "CheckPushPermission" })
      break
    case "PushInvitationConfirmed":
      cmds.push({ _tag: "RequestPushPermission" })
      break
    case "PushTokenObtained":
      if (p.savePending === e.seq) {
        cmds.push(call(s, e.seq, "savePushToken", { pushToken: e.token, gender: s.session.user?.gender ?? 0, countryId: countryOf(s) }))
      }
      break
    case "PushTokenFailed":
      // a§4: a failure to get the token is reported through tracking with the permission status.
      cmds.push(
        call(s, e.seq, "buryRecord", {
          userId: Number(s.session.userId) || 0,
          deviceId: s.session.deviceId,
          time: e.at,
          eventId: BURY_EVENT.pushTokenFailed,
          targetUserId: 0,
          freeName1: e.permission,
          freeName2: e.reason.slice(0, 300),
          country: countryOf(s),
          model: "web",
        }),
      )
      break
    case "GatewayAnswered":
      // The coins were added: refresh the balance the menu shows.
      if (e.name === "initNotificationGiveCoin" && isSignedIn(s.session)) cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
      break
  }
  if (p.registerBy === e.seq) cmds.push({ _tag: "RegisterPushToken" })
  if (p.infoPending === e.seq) cmds.push(call(s, e.seq, "isInitNotification", {}))
  if (p.claimPending === e.seq) cmds.push(call(s, e.seq, "initNotificationGiveCoin", { countryId: countryOf(s) }))
  if (p.pollBy === e.seq) cmds.push({ _tag: "StartTimer", key: PUSH_POLL_TIMER, ms: PUSH_POLL_MS })
  if (p.matchedBy === e.seq && p.matchedDay !== null) cmds.push({ _tag: "Persist", key: PUSH_STORED.matchedDay, value: String(p.matchedDay) })
  if (p.shownBy === e.seq) cmds.push({ _tag: "Persist", key: PUSH_STORED.invited, value: "1" })
  return cmds
}
