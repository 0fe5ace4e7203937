// Session reducer (a§4, a§8): start-up from storage, sign-in answers, coin balance, logout, and the
// session-error catalogue, which ends the session with a reason and a notice.
import { castDraft } from "immer"
import { answerOf } from "../app/answers"
import { dialog, toast, type Recipe } from "../app/draft"
import { sessionOutcome } from "./codes"
import { initialSession } from "./state"

const SIGN_IN = new Set(["emailLogin", "register"])

/** The session recipe. */
export const evolveSession: Recipe = (d, e) => {
  const s = d.session
  switch (e._tag) {
    case "AppStarted": {
      const counts: Record<string, number> = {}
      for (const [k, v] of Object.entries(e.stored)) {
        const m = /^loginCount_(.+)$/.exec(k)
        if (m?.[1] && /^\d+$/.test(v)) counts[m[1]] = Number(v)
      }
      d.session = castDraft({
        ...initialSession,
        deviceId: e.deviceId,
        userId: e.stored["userId"] ?? "",
        token: e.stored["loginToken"] ?? "",
        loginCounts: counts,
      })
      return
    }
    case "GatewayAnswered": {
      if (SIGN_IN.has(e.name)) {
        // Only the answer the login or supply popup waits for signs in; stale and duplicate ones don't.
        if (e.requestId !== d.login.pending && e.requestId !== d.supply.pending) return
        const a = answerOf(e, e.name as "emailLogin")!
        s.userId = String(a.user.id)
        s.token = a.token
        s.user = castDraft(a.user)
        s.coinBalance = a.user.coinBalance
        s.ended = null
        s.signedInBy = e.seq
        s.loginCounts[s.userId] = (s.loginCounts[s.userId] ?? 0) + 1
        return
      }
      const info = answerOf(e, "getUserInfo")
      if (info && String(info.id) === s.userId) {
        s.user = castDraft(info)
        s.coinBalance = info.coinBalance
        return
      }
      const gold = answerOf(e, "getCurrentGoldNum")
      if (gold && s.token !== "") s.coinBalance = gold.coinBalance
      const country = answerOf(e, "countryByIp")
      if (country) s.networkCountryId = country.countryId
      if (e.requestId === s.loggingOut) endSession(d)
      return
    }
    case "GatewayFailed": {
      if (e.requestId === s.loggingOut) return endSession(d)
      const outcome = sessionOutcome(e)
      if (!outcome) {
        if (e.code === 6666) toast(d, e, "dataInvalid")
        return
      }
      // a§8: on e-mail login, 10101 only shows the message and goes back to step 1 (login recipe).
      if (e.code === 10101 && e.name === "emailLogin") return
      // HTTP 401 without a session (a public call while signed out) has no session to end.
      if (s.token === "" && outcome.reason === "loginExpired") return
      const hadSession = s.token !== "" || outcome.reason !== "loginExpired"
      endSession(d)
      d.session.ended = outcome.reason
      if (hadSession) dialog(d, e, outcome.reason, outcome.showServerMessage ? e.msg : "")
      return
    }
    case "LogoutRequested":
      s.loggingOut = e.seq
      return
  }
}

/** Clears the signed-in part of the session, keeping device and network facts. */
const endSession = (d: Parameters<Recipe>[0]): void => {
  const { deviceId, networkCountryId, loginCounts } = d.session
  d.session = castDraft({ ...initialSession, deviceId, networkCountryId, loginCounts })
}
