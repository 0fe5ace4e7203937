// The commands of the login feature's startup part (./start.ts, issue 14), what a visitor's page does
// before the rest of the feature is in: the popup's /login entry, going back one entry when it closes
// (a§2), the wall in place of a blocked route of the page load, and closing a provider's sign-in left
// open. They come first among login's commands for an event, as before the split; the feature's own
// reactor (./react.ts) adds the rest.
import type { AppEvent, AppState, Cmd } from "../app/types"
import { pathIn } from "../shell/routes"

/** LoginOpened with a /login entry to push: its one command (the feature adds none). */
export const pushesLoginEntry = (s: AppState, e: AppEvent): boolean => e._tag === "LoginOpened" && s.login.history === "pushed"

/**
 * A popup (the login one, or the supply-info one that took over from the router's) closed on a blocked
 * route of the page load (no page of the app before it): the wall takes its place, and nothing else
 * follows from the event.
 */
export const closesToWall = (s: AppState, e: AppEvent): boolean =>
  (e._tag === "LoginClosed" || e._tag === "SupplyInfoClosed") && s.shell.blocked && s.login.backBy !== e.seq

/** The startup part's commands. */
export const reactStartLogin = (s: AppState, e: AppEvent): Cmd[] => {
  const l = s.login
  // a§2: the popup has its own history entry (/login); closing it goes back one entry.
  if (pushesLoginEntry(s, e)) return [{ _tag: "Navigate", to: pathIn(s.shell.route.prefix, "login"), replace: false }]
  const back: Cmd[] = l.backBy === e.seq && (s.shell.route.name === "LoginPage" || s.shell.blocked) ? [{ _tag: "NavigateBack" }] : []
  // A provider's sign-in left open (the popup closed, Back): its window closes too.
  const cancel: Cmd[] = l.cancelAuthBy === e.seq ? [{ _tag: "CancelSocialAuth" }] : []
  const wall: Cmd[] = closesToWall(s, e) ? [{ _tag: "Navigate", to: pathIn(s.shell.route.prefix, ""), replace: true }] : []
  return [...cancel, ...back, ...wall]
}
