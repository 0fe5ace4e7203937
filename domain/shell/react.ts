// Shell commands: redirects of a§2 (unknown -> root; /login with the popup closed -> wall), the
// 18+ cookie and its entry record, the chosen language (stored, address prefix), and the toast timer (a§9: 3000 ms; 4000 ms for the install bonus).
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { COOKIE_DAYS, SITE_LANGUAGE_KEY, TOAST_INSTALL_BONUS_MS, TOAST_MS } from "../constants"
import { prefixFor } from "./language"
import { pathIn } from "./routes"
import { toastTimer } from "./state"

/** Commands for shell events. */
export const reactShell = (s: AppState, e: AppEvent): Cmd[] => {
  const cmds: Cmd[] = []
  if (e._tag === "AppStarted" || e._tag === "PathVisited") {
    const r = s.shell.route
    if (r.name === "unknown" || (r.name === "LoginPage" && !s.login.open))
      cmds.push({ _tag: "Navigate", to: pathIn(r.prefix, ""), replace: true })
  }
  if (e._tag === "AgeGateAccepted") {
    cmds.push({ _tag: "Persist", key: "RC_POP_18", value: "1", days: COOKIE_DAYS })
    // a§4 "records the entry": a§7 POST /conform/remind (deviceType 1 mobile, 2 desktop; createTime epoch ms).
    const { networkIp, networkCountryId } = s.session
    cmds.push(call(s, e.seq, "conformRemind", { ip: networkIp, countryId: networkCountryId ?? 0, deviceType: e.mobile ? 1 : 2, createTime: e.at }))
  }
  if (e._tag === "LanguageChosen") {
    // a§3 siteLanguage (local storage); a prefix naming another language would win, so it changes.
    cmds.push({ _tag: "Persist", key: SITE_LANGUAGE_KEY, value: e.language })
    const r = s.shell.route
    const prefix = prefixFor(e.language, r)
    if (prefix !== r.prefix) cmds.push({ _tag: "Navigate", to: pathIn(prefix, r.rest), replace: true })
  }
  if (s.shell.toast?.id === e.seq)
    cmds.push({ _tag: "StartTimer", key: toastTimer(e.seq), ms: s.shell.toast.key === "installBonus" ? TOAST_INSTALL_BONUS_MS : TOAST_MS })
  return cmds
}
