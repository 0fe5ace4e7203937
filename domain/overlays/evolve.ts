// Overlays reducer (a§4 timing rules): the cookie banner appears when its 1.2 s timer fires for a
// signed-in member who has not accepted; the privacy banner when the awaited protocol-status answer
// says showPop (only ever asked after cookies are accepted); the register-coins banner when the
// awaited popup/get answer has status 1 and 24 h have passed since it was closed; the download banner
// unless closed less than 24 h ago; welcome notices once per user for login counts 2 to 20.
import { SIGN_IN_ANSWERS } from "../session/answers"
import { template } from "../core/template"
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import { toast } from "../shell/notices"
import type { AppEvent, AppState, Recipe, RequestName } from "../app/types"
import { BANNER_RESHOW_MS, WELCOME_MAX_LOGINS, WELCOME_MIN_LOGINS } from "../constants"
import { isSignedIn } from "../session/state"
import { initialOverlays, STORED, storedTime, TIMER, WELCOME_NOTICES, type WelcomeNotice } from "./state"

/** Unfrozen twin of initialOverlays to spread (../core/template.ts). */
const initialOverlaysTemplate = template(initialOverlays)

/** Whether a banner closed at `closedAt` may show again at `at` (a§9: after 24 h). */
export const reshowDue = (closedAt: number | null, at: number): boolean => closedAt === null || at - closedAt >= BANNER_RESHOW_MS

/** The events evolveOverlays acts on (Feature.evolveOn: it is called for no other). */
export const overlaysEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "GatewayAnswered", "GatewayFailed", "TimerElapsed", "CookiesAccepted", "PrivacyAgreed", "RegisterBannerClosed", "DownloadPopupToggled", "DownloadBannerClosed", "WelcomeNoticeDismissed", "PathVisited"]

/**
 * The gateway answers evolveOverlays acts on (Feature.answersOn: it is called for no other answer): a
 * sign-in (it asks the server then), the privacy and register banners' answers and the member's own info
 * (the welcome notices).
 */
export const overlaysAnswersOn: ReadonlyArray<RequestName> = [...SIGN_IN_ANSWERS, "protocolStatus", "popupGet", "getUserInfo"]

/** The overlays recipe. */
export const evolveOverlays: Recipe = (d, e) => {
  switch (e._tag) {
    case "AppStarted": {
      const welcomed: string[] = []
      for (const k of Object.keys(e.stored)) {
        if (!k.startsWith("welcomeShown_")) continue
        const id = /^welcomeShown_(.+)$/.exec(k)?.[1]
        if (id !== undefined) welcomed.push(id)
      }
      const downloadClosedAt = storedTime(e.stored[STORED.downloadPop])
      d.overlays = castDraft({
        ...initialOverlaysTemplate,
        cookieAccepted: (e.stored[STORED.acceptCookie] ?? "") !== "",
        registerClosedAt: storedTime(e.stored[STORED.registerPop]),
        downloadClosedAt,
        downloadBanner: reshowDue(downloadClosedAt, e.at),
        welcomedUsers: welcomed,
      })
      if (isSignedIn(d.session)) askServer(d, e)
      return
    }
    case "GatewayAnswered":
      return answered(d, e)
    case "GatewayFailed": {
      const o = d.overlays
      if (e.name === "protocolStatus" && e.requestId === o.privacyPending) o.privacyPending = null
      if (e.name === "popupGet" && e.requestId === o.registerPending) o.registerPending = null
      return
    }
    case "TimerElapsed":
      return timer(d, e)
    case "CookiesAccepted":
      d.overlays.cookieAccepted = true
      d.overlays.cookieBanner = false
      if (isSignedIn(d.session)) d.overlays.privacyPending = e.seq
      return
    case "PrivacyAgreed":
      d.overlays.privacyBanner = false
      return
    case "RegisterBannerClosed":
      d.overlays.registerBanner = null
      d.overlays.registerClosedAt = e.at
      toast(d, e, "registerBannerClosed")
      return
    case "DownloadPopupToggled":
      d.overlays.downloadPopupOpen = e.open
      return
    case "DownloadBannerClosed":
      d.overlays.downloadBanner = false
      d.overlays.downloadClosedAt = e.at
      return
    case "WelcomeNoticeDismissed":
      setWelcome(d, e.index, "shown", { phase: "gone" })
      return
    case "PathVisited":
      d.overlays.downloadPopupOpen = false
      return
  }
}

/** Asks the server about the privacy agreement (only once cookies are accepted) and the register banner. */
const askServer = (d: Draft<AppState>, e: AppEvent): void => {
  if (d.overlays.cookieAccepted) d.overlays.privacyPending = e.seq
  d.overlays.registerPending = e.seq
}

const answered = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const o = d.overlays
  if (d.session.signedInBy === e.seq) {
    askServer(d, e)
    welcome(d, e)
    return
  }
  const status = answerOf(e, "protocolStatus")
  if (status && e.requestId === o.privacyPending) {
    o.privacyPending = null
    o.privacyBanner = status.showPop === true && isSignedIn(d.session)
    return
  }
  const popup = answerOf(e, "popupGet")
  if (popup && e.requestId === o.registerPending) {
    o.registerPending = null
    o.registerBanner =
      popup.status === 1 && isSignedIn(d.session) && reshowDue(o.registerClosedAt, e.at)
        ? { img: popup.img1, gold: popup.gold, callCount: popup.callCount }
        : null
    return
  }
  // Only the member's own profile (chat partners' profiles come through getUserInfo too).
  if (answerOf(e, "getUserInfo")?.id === Number(d.session.userId)) welcome(d, e)
}

const timer = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "TimerElapsed" }>): void => {
  const o = d.overlays
  if (e.key === TIMER.cookie) {
    if (!o.cookieAccepted && isSignedIn(d.session)) o.cookieBanner = true
  } else if (e.key === TIMER.register) {
    if (isSignedIn(d.session)) o.registerPending = e.seq
  } else if (e.key === TIMER.download) {
    if (reshowDue(o.downloadClosedAt, e.at)) o.downloadBanner = true
  } else if (e.key.startsWith("overlays:welcome:")) {
    for (let i = 0; i < o.welcome.length; i++) {
      if (e.key === TIMER.welcomeShow(i)) setWelcome(d, i, "pending", { phase: "shown", shownAt: e.at })
      else if (e.key === TIMER.welcomeExpire(i)) setWelcome(d, i, "shown", { phase: "gone" })
    }
  }
}

/** Moves welcome notice `i` from phase `from` to `to` (replacing, not mutating, the list). */
const setWelcome = (d: Draft<AppState>, i: number, from: WelcomeNotice["phase"], to: Partial<WelcomeNotice>): void => {
  const list = d.overlays.welcome
  if (list[i]?.phase !== from) return
  d.overlays.welcome = list.map((n, j) => (j === i ? { ...n, ...to } : n))
}

/**
 * a§4: welcome notices once per user; skipped when the user id or name is missing or the login count
 * is below 2 or above 20. The first shows at once, the others follow 50 ms apart (react's timers).
 */
const welcome = (d: Draft<AppState>, e: AppEvent): void => {
  const o = d.overlays
  const id = d.session.userId
  const name = d.session.user?.name ?? ""
  const count = d.session.loginCounts[id] ?? 0
  if (id === "" || name.trim() === "" || !isSignedIn(d.session)) return
  if (count < WELCOME_MIN_LOGINS || count > WELCOME_MAX_LOGINS || o.welcomedUsers.includes(id)) return
  o.welcomedUsers = [...o.welcomedUsers, id]
  o.welcome = WELCOME_NOTICES.map((key, i) => (i === 0 ? { key, phase: "shown" as const, shownAt: e.at } : { key, phase: "pending" as const, shownAt: null }))
  o.welcomeStartedBy = e.seq
}
