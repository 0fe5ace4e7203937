// Install commands (a§4, a§7, a§9): watch the browser's install state from start, the banner timer
// (3 s, 8 h, next day), the stored counts and dismissal time, the browser prompt, and the first-time
// install bonus calls (isInitWebapp, initWebappGiveCoin with countryId; then the balance).
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { countryOf } from "../push/react"
import { isSignedIn } from "../session/state"
import { INSTALL_STORED, INSTALL_TIMER } from "./state"

/** Commands for install events. */
export const reactInstall = (s: AppState, e: AppEvent): Cmd[] => {
  const n = s.install
  const cmds: Cmd[] = []
  if (e._tag === "AppStarted") cmds.push({ _tag: "WatchInstall" })
  if (e._tag === "InstallAccepted") cmds.push({ _tag: "PromptInstall" })
  if (e._tag === "GatewayAnswered" && e.name === "initWebappGiveCoin" && isSignedIn(s.session)) cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
  if (n.infoPending === e.seq) cmds.push(call(s, e.seq, "isInitWebapp", {}))
  if (n.claimPending === e.seq) cmds.push(call(s, e.seq, "initWebappGiveCoin", { countryId: countryOf(s) }))
  if (n.timer?.by === e.seq) cmds.push({ _tag: "StartTimer", key: INSTALL_TIMER, ms: n.timer.ms })
  if (n.shownBy === e.seq && n.shows !== null) cmds.push({ _tag: "Persist", key: INSTALL_STORED.shows, value: `${n.shows.day}:${n.shows.count}` })
  if (n.dismissedBy === e.seq && n.dismissedAt !== null) cmds.push({ _tag: "Persist", key: INSTALL_STORED.dismissedAt, value: String(n.dismissedAt) })
  return cmds
}
