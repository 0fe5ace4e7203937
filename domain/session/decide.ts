// Session decisions: closing a session-error screen (a§8) with one of the actions the screen offers;
// "log in again" also opens the login popup.
import type { AppState, Intent, NewEvent } from "../app/types"
import { SCREEN_ACTIONS } from "./codes"

/** Events for session intents; [] for others or when no screen is on show. */
export const decideSession = (s: AppState, i: Intent, at: number): NewEvent[] => {
  if (i._tag !== "CloseSessionScreen") return []
  const screen = s.session.screen
  if (!screen) return []
  const action = SCREEN_ACTIONS[screen.reason].includes(i.action) ? i.action : "ok"
  const closed: NewEvent = { _tag: "SessionScreenClosed", at, action }
  return action === "login" && !s.login.open ? [closed, { _tag: "LoginOpened", at, origin: "menu" }] : [closed]
}
