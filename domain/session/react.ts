// Session commands: restore a stored session at start, persist a new one (and fetch the RTM token, the
// gift list and, for new members, the coin check), end one (a§3 cleanup, go home), and log out.
import { answerOf } from "../core/answers"
import { type SignIn } from "./answers"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { call } from "../core/call"
import { COOKIE_DAYS, KEPT_ON_CLEANUP } from "../constants"
import { pathIn } from "../shell/routes"
import { ATTRIBUTION_KEY } from "./attribution"
import { cameBack } from "../connectivity/state"
import { CALL_RECORD_TYPE } from "../constants"

/**
 * Commands for session events; and, back online (connectivity's `cameBack`) with the member's own
 * profile or balance still unknown (a page opened offline: AppStarted's requests found no network),
 * those requests again (QA: the balance stayed a skeleton until a reload).
 */
export const reactSession = (s: AppState, e: AppEvent): Cmd[] => {
  const cmds = reactSessionEvent(s, e)
  if (s.session.token === "" || !cameBack(s.connectivity, e.seq)) return cmds
  if (s.session.user === null) cmds.push(call(s, e.seq, "getUserInfo", { searchUserId: Number(s.session.userId) }))
  if (s.session.coinBalance === null) cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
  return cmds
}

/**
 * The member's known balance (coins) may lag behind the service's: signed in, known, and no call in this
 * tab (a call's own updates, m§4 101 and the bill, keep it then; a refresh in between would hide a billed minute).
 */
const balanceMayBeStale = (s: AppState): boolean => s.session.token !== "" && s.session.coinBalance !== null && s.calls.phase === "idle"

const reactSessionEvent = (s: AppState, e: AppEvent): Cmd[] => {
  const home = pathIn(s.shell.route.prefix, "")
  switch (e._tag) {
    case "AppStarted": {
      const cmds: Cmd[] = [call(s, e.seq, "countryByIp", {})]
      // a§3: a landing with ad attribution keeps it until a registration carries it.
      if (e.attribution) cmds.push({ _tag: "Persist", key: ATTRIBUTION_KEY, value: JSON.stringify(e.attribution) })
      if (e.stored["deviceId"] !== e.deviceId) cmds.push({ _tag: "Persist", key: "deviceId", value: e.deviceId, days: COOKIE_DAYS })
      if (s.session.token !== "") {
        cmds.push(call(s, e.seq, "getUserInfo", { searchUserId: Number(s.session.userId) }))
        cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
        cmds.push(...onSignedIn(s, e.seq))
      }
      return cmds
    }
    case "GatewayAnswered": {
      if (s.session.signedInBy === e.seq) {
        // Only a sign-in answer sets signedInBy to its own seq; its data is a SignIn of any sign-in endpoint.
        const signIn = e.data as SignIn
        const id = String(signIn.user.id)
        return [
          { _tag: "Persist", key: "userId", value: id, days: COOKIE_DAYS },
          { _tag: "Persist", key: "loginToken", value: signIn.token, days: COOKIE_DAYS },
          { _tag: "Persist", key: `loginCount_${id}`, value: String(s.session.loginCounts[id] ?? 1) },
          { _tag: "Persist", key: "RC_POP_18", value: "1", days: COOKIE_DAYS },
          ...onSignedIn(s, e.seq),
          // a§4: new registrations trigger the new-user coin check (and the ad attribution was used).
          ...(signIn.isNew ? [call(s, e.seq, "checkIfAddCoinForNew", {}), { _tag: "Forget", keys: [ATTRIBUTION_KEY] } as const] : []),
        ]
      }
      if (answerOf(e, "checkIfAddCoinForNew")?.added && s.session.token !== "") return [call(s, e.seq, "getCurrentGoldNum", {})]
      if (e.name === "logout") return [{ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, { _tag: "Reload", to: home }]
      return []
    }
    case "GatewayFailed": {
      if (e.name === "logout") return [{ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, { _tag: "Reload", to: home }]
      // Only the failure that ended the session (and raised its screen) cleans up and goes home.
      if (s.session.screen?.id !== e.seq) return []
      return [{ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, { _tag: "Navigate", to: home, replace: true }]
    }
    case "SessionScreenClosed":
      // a§8: "OK" returns home (already there unless the member moved on).
      return e.action === "ok" && s.shell.route.rest !== "" ? [{ _tag: "Navigate", to: home, replace: true }] : []
    case "LogoutRequested":
      return [call(s, e.seq, "logout", {})]
    case "PageVisibilityChanged":
      // Shown again after being hidden: coins may have been spent or bought on another tab or device.
      // (The page's first report at startup comes before the balance is known: AppStarted asks for it.)
      return e.visible && balanceMayBeStale(s) ? [call(s, e.seq, "getCurrentGoldNum", {})] : []
    case "ImFrameReceived":
      // m§4 type 10: the record of a call the member placed (the caller sends it) ended and billed it,
      // wherever it ran: another tab's or device's call left this tab's balance behind (QA).
      return e.message.message_type === CALL_RECORD_TYPE && e.message.senderId === s.session.userId && balanceMayBeStale(s)
        ? [call(s, e.seq, "getCurrentGoldNum", {})]
        : []
  }
  return []
}

/** a§4 on becoming signed in: fetch the real-time messaging token and the gift list (presence starts the heartbeat). */
const onSignedIn = (s: AppState, seq: number): Cmd[] => [call(s, seq, "rtmToken", {}), call(s, seq, "giftList", {})]
