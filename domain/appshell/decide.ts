// App shell decisions: reloading into a new version is refused during a call (the prompt says to finish
// the call first); "Later" only while the prompt is there.
import type { AppState, Intent, NewEvent } from "../app/types"
import { inCall } from "./rules"

/** Events for app shell intents; [] for intents of other features. */
export const decideAppShell = (s: AppState, i: Intent, at: number): NewEvent[] => {
  switch (i._tag) {
    case "ReloadToUpdate":
      return inCall(s) || s.appShell.update === "applying" ? [] : [{ _tag: "AppUpdateAccepted", at }]
    case "PostponeUpdate":
      return s.appShell.update === "ready" && !s.appShell.postponed ? [{ _tag: "AppUpdatePostponed", at }] : []
  }
  return []
}
