// Session commands: restore a stored session at start, persist a new one, end one (a§3 cleanup,
// go home), and log out (gateway call, cleanup, reload at the site root).
import { answerOf } from "../app/answers"
import type { Cmd } from "../app/commands"
import type { AppEvent } from "../app/event"
import type { AppState } from "../app/state"
import { call } from "../app/call"
import { COOKIE_DAYS, KEPT_ON_CLEANUP } from "../constants"
import { pathIn } from "../shell/routes"
import { sessionOutcome } from "./codes"

/** Commands for session events. */
export const reactSession = (s: AppState, e: AppEvent): Cmd[] => {
  const home = pathIn(s.shell.route.prefix, "")
  switch (e._tag) {
    case "AppStarted": {
      const cmds: Cmd[] = [call(s, e.seq, "countryByIp", {})]
      if (e.stored["deviceId"] !== e.deviceId) cmds.push({ _tag: "Persist", key: "deviceId", value: e.deviceId, days: COOKIE_DAYS })
      if (s.session.token !== "") {
        cmds.push(call(s, e.seq, "getUserInfo", { searchUserId: Number(s.session.userId) }))
        cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
      }
      return cmds
    }
    case "GatewayAnswered": {
      const signIn = answerOf(e, "emailLogin") ?? answerOf(e, "register")
      if (signIn && s.session.signedInBy === e.seq) {
        const id = String(signIn.user.id)
        return [
          { _tag: "Persist", key: "userId", value: id, days: COOKIE_DAYS },
          { _tag: "Persist", key: "loginToken", value: signIn.token, days: COOKIE_DAYS },
          { _tag: "Persist", key: `loginCount_${id}`, value: String(s.session.loginCounts[id] ?? 1) },
          { _tag: "Persist", key: "RC_POP_18", value: "1", days: COOKIE_DAYS },
        ]
      }
      if (e.name === "logout") return [{ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, { _tag: "Reload", to: home }]
      return []
    }
    case "GatewayFailed": {
      if (e.name === "logout") return [{ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, { _tag: "Reload", to: home }]
      if (s.session.ended === null || !sessionOutcome(e) || (e.code === 10101 && e.name === "emailLogin")) return []
      return [{ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, { _tag: "Navigate", to: home, replace: true }]
    }
    case "LogoutRequested":
      return [call(s, e.seq, "logout", {})]
  }
  return []
}
