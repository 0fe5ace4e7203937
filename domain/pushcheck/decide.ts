// Notification self-test decisions: signed-in members open it (visitors get the login popup from the
// view's container); a run starts only in the open dialog and when no run is still going.
import type { AppState, Intent, NewEvent } from "../app/types"
import { isSignedIn } from "../session/state"
import { runDone } from "./state"

/** Events for self-test intents; [] for intents of other features. */
export const decidePushCheck = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const c = s.pushCheck
  switch (i._tag) {
    case "OpenPushCheck":
      return isSignedIn(s.session) && !c.open ? [{ _tag: "PushCheckOpened", at }] : []
    case "ClosePushCheck":
      return c.open ? [{ _tag: "PushCheckClosed", at }] : []
    case "RunPushCheck":
      return c.open && runDone(c.run) ? [{ _tag: "PushCheckStarted", at, title: i.title.slice(0, 200), body: i.body.slice(0, 500) }] : []
  }
  return []
}
