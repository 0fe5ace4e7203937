// Overlays commands (a§4, a§9): the cookie-banner timer (1.2 s after login), the protocol-status,
// popup/get and save-protocol calls, the stored facts (acceptCookie 365 days, close times, welcomed
// users), the 24 h re-show timers, and the welcome notices' 50 ms stagger and 5-minute expiry.
import type { AppEvent, AppState, Cmd } from "../app/types"
import { call } from "../core/call"
import {
  BANNER_RESHOW_MS,
  COOKIE_BANNER_DELAY_MS,
  COOKIE_DAYS,
  PRIVACY_PROTOCOL_TYPE,
  WELCOME_NOTICE_STAGGER_MS,
  WELCOME_NOTICE_TTL_MS,
} from "../constants"
import { isSignedIn } from "../session/state"
import { STORED, TIMER } from "./state"

/** Commands for overlay events. */
export const reactOverlays = (s: AppState, e: AppEvent): Cmd[] => {
  const o = s.overlays
  const cmds: Cmd[] = []
  switch (e._tag) {
    case "AppStarted":
      if (isSignedIn(s.session) && !o.cookieAccepted) cmds.push({ _tag: "StartTimer", key: TIMER.cookie, ms: COOKIE_BANNER_DELAY_MS })
      if (!o.downloadBanner && o.downloadClosedAt !== null)
        cmds.push({ _tag: "StartTimer", key: TIMER.download, ms: o.downloadClosedAt + BANNER_RESHOW_MS - e.at })
      break
    case "GatewayAnswered":
      if (s.session.signedInBy === e.seq && !o.cookieAccepted) cmds.push({ _tag: "StartTimer", key: TIMER.cookie, ms: COOKIE_BANNER_DELAY_MS })
      break
    case "TimerElapsed": {
      const i = o.welcome.findIndex((_, j) => e.key === TIMER.welcomeShow(j))
      if (i >= 0 && o.welcome[i]!.shownAt === e.at) cmds.push({ _tag: "StartTimer", key: TIMER.welcomeExpire(i), ms: WELCOME_NOTICE_TTL_MS })
      break
    }
    case "CookiesAccepted":
      cmds.push({ _tag: "Persist", key: STORED.acceptCookie, value: "1", days: COOKIE_DAYS }, { _tag: "CancelTimer", key: TIMER.cookie })
      break
    case "PrivacyAgreed":
      cmds.push(call(s, e.seq, "protocolSave", { agreeButton: 1, protocolType: PRIVACY_PROTOCOL_TYPE, userId: Number(s.session.userId) }))
      break
    case "RegisterBannerClosed":
      cmds.push({ _tag: "Persist", key: STORED.registerPop, value: String(e.at) }, { _tag: "StartTimer", key: TIMER.register, ms: BANNER_RESHOW_MS })
      break
    case "DownloadBannerClosed":
      cmds.push({ _tag: "Persist", key: STORED.downloadPop, value: String(e.at) }, { _tag: "StartTimer", key: TIMER.download, ms: BANNER_RESHOW_MS })
      break
    case "WelcomeNoticeDismissed":
      cmds.push({ _tag: "CancelTimer", key: TIMER.welcomeExpire(e.index) })
      break
  }
  if (o.privacyPending === e.seq) cmds.push(call(s, e.seq, "protocolStatus", { protocolType: PRIVACY_PROTOCOL_TYPE }))
  if (o.registerPending === e.seq) cmds.push(call(s, e.seq, "popupGet", {}))
  if (o.welcomeStartedBy === e.seq) {
    cmds.push({ _tag: "Persist", key: STORED.welcomed(s.session.userId), value: "1" })
    o.welcome.forEach((_, i) =>
      cmds.push(
        i === 0
          ? { _tag: "StartTimer", key: TIMER.welcomeExpire(0), ms: WELCOME_NOTICE_TTL_MS }
          : { _tag: "StartTimer", key: TIMER.welcomeShow(i), ms: i * WELCOME_NOTICE_STAGGER_MS },
      ),
    )
  }
  return cmds
}
