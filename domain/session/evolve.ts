// Session reducer (a§4, a§8): start-up from storage, sign-in answers, coin balance, the RTM token, the
// new-user coin toast, logout, and the session-error catalogue, which ends the session with a reason
// and a session-error screen (one per end: later failures of the ended session raise no other).
import { template } from "../core/template"
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import { SESSION_ANSWERS, SIGN_IN_ENDPOINTS } from "./answers"
import { toast } from "../shell/notices"
import type { AppEvent, Recipe, RequestName } from "../app/types"
import { REGISTER_BONUS_COINS } from "../constants"
import { ATTRIBUTION_KEY, attributionOfStored } from "./attribution"
import { sessionOutcome } from "./codes"
import { initialSession } from "./state"

/** Stored-key prefix of a member's login count (a§3), followed by the user id. */
const LOGIN_COUNT = "loginCount_"

/** Unfrozen twin of initialSession to spread (../core/template.ts). */
const initialSessionTemplate = template(initialSession)

const SIGN_IN = SIGN_IN_ENDPOINTS

/**
 * The gateway answers evolveSession acts on (Feature.answersOn: it is called for no other answer): the
 * sign-ins and logout, the member's own info and coin balance, the RTM token, the new-user coin check and
 * the network's country. Issue 14: a replay's answers are mostly the wall's and the login popup's.
 */
export const sessionAnswersOn: ReadonlyArray<RequestName> = [...SESSION_ANSWERS, "getUserInfo", "getCurrentGoldNum", "rtmToken", "checkIfAddCoinForNew", "countryByIp"]

/** The session recipe. */
export const evolveSession: Recipe = (d, e) => {
  const s = d.session
  switch (e._tag) {
    case "AppStarted": {
      const counts: Record<string, number> = {}
      for (const k in e.stored) {
        if (!k.startsWith(LOGIN_COUNT)) continue
        const m = /^loginCount_(.+)$/.exec(k)
        const v = e.stored[k]!
        if (m?.[1] && /^\d+$/.test(v)) counts[m[1]] = Number(v)
      }
      d.session = castDraft({
        ...initialSessionTemplate,
        deviceId: e.deviceId,
        userId: e.stored["userId"] ?? "",
        token: e.stored["loginToken"] ?? "",
        loginCounts: counts,
        restoredBy: (e.stored["loginToken"] ?? "") !== "" ? e.seq : null,
        attribution: castDraft(e.attribution ?? attributionOfStored(e.stored[ATTRIBUTION_KEY])),
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
        // a§3: a registration carried the ad attribution; it is not sent again.
        if (a.isNew) s.attribution = null
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
      const rtm = answerOf(e, "rtmToken")
      if (rtm && s.token !== "") s.rtm = castDraft(rtm)
      // a§4 new-user coin check: the register bonus was added; the balance is refreshed by react.
      const bonus = answerOf(e, "checkIfAddCoinForNew")
      if (bonus?.added && s.token !== "") toast(d, e, "coinsAdded", "", { coins: bonus.gold > 0 ? bonus.gold : REGISTER_BONUS_COINS })
      const country = answerOf(e, "countryByIp")
      if (country) {
        s.networkCountryId = country.countryId
        s.networkIp = country.ip ?? ""
      }
      // Only the logout answer ends it (other calls of the same event, e.g. a call's hang-up, share its id).
      if (e.requestId === s.loggingOut && e.name === "logout") endSession(d)
      return
    }
    case "GatewayFailed": {
      if (e.requestId === s.loggingOut && e.name === "logout") return endSession(d)
      const outcome = sessionOutcome(e)
      if (!outcome) {
        if (e.code === 6666) toast(d, e, "dataInvalid")
        else if (e.name === "getUserInfo" && e.requestId === s.restoredBy) ownInfoFailed(d, e)
        return
      }
      // a§8: on e-mail login, 10101 only shows the message and goes back to step 1 (login recipe).
      if (e.code === 10101 && e.name === "emailLogin") return
      // HTTP 401 without a session (a public call while signed out) has no session to end; nor do the
      // other calls of a session that already ended while its screen is on show.
      if (s.token === "" && (outcome.reason === "loginExpired" || s.screen !== null)) return
      endSession(d)
      d.session.ended = outcome.reason
      d.session.screen = { id: e.seq, reason: outcome.reason, message: outcome.showServerMessage ? e.msg : "" }
      return
    }
    case "LogoutRequested":
      s.loggingOut = e.seq
      return
    case "SessionScreenClosed":
      s.screen = null
      return
  }
}

/**
 * a§8 general messages: the restored session's own info did not load: without a connection 'Connection
 * error. Please refresh.', otherwise 'Failed to get information, log in again.' (the session stays).
 */
const ownInfoFailed = (d: Parameters<Recipe>[0], e: Extract<AppEvent, { _tag: "GatewayFailed" }>): void =>
  toast(d, e, e.reason === "network" || e.reason === "timeout" ? "connectionError" : "infoFailedLogInAgain")

/** Clears the signed-in part of the session, keeping device and network facts. */
const endSession = (d: Parameters<Recipe>[0]): void => {
  const { deviceId, networkCountryId, networkIp, loginCounts, screen, attribution } = d.session
  d.session = castDraft({ ...initialSessionTemplate, deviceId, networkCountryId, networkIp, loginCounts, screen, attribution })
}
