// The login feature's startup part (issue 14; listed right before `login` in domain/app/order.ts): its
// initial slices and what a visitor's page does with the popup before the rest of the feature is in:
// open it (OpenLogin; the router's on a blocked route at AppStarted or PathVisited), follow its /login
// history entry, and close it (CloseLogin, Back off /login). The popup's ways, steps, codes, requests
// and the supply-info form are the feature's (./index.ts), which the full kernel folds; an open popup
// makes the page load that kernel, and the store holds their inputs until it is in.
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState, Feature, Intent, NewEvent, Recipe } from "../app/types"
import { template } from "../core/template"
import { isSignedIn } from "../session/state"
import { reactStartLogin } from "./startReact"
import { LoginStartEvents } from "./startEvents"
import { LoginStartIntents } from "./startIntents"
import { initialLogin, initialSupply } from "./state"

/** Unfrozen twin of initialLogin to spread (../core/template.ts). */
const initialLoginTemplate = template(initialLogin)

/** Closes the popup (after a sign-in too), keeping the local SMS record (a§5). */
export const closeLogin = (d: Draft<AppState>): void => {
  d.login = castDraft({ ...initialLoginTemplate, sms: d.login.sms })
}

/** Opens the popup at step 1. The router's stays on the blocked route (closing it goes home); any other gets a /login entry. */
const open = (d: Draft<AppState>, origin: Draft<AppState>["login"]["origin"]): void => {
  const history = origin === "router" || d.shell.route.name === "LoginPage" ? "none" : "pushed"
  d.login = castDraft({ ...initialLoginTemplate, open: true, origin, history, step: 1, sms: d.login.sms })
}

/**
 * What a login recipe does after its step (both parts, each for its own events). a§2 "closing the login
 * popup goes back one history entry": a popup whose /login entry was on (`onEntry`), or the router's
 * popup on a route reached in the app (`routerInApp`) closed with the route still blocked and no supply
 * popup taking over, marks the event that closed it in `backBy` (react goes back). A provider's sign-in
 * that was open (`providerOpen`) and was ended by anything but its own report (`reported`) marks
 * `cancelAuthBy` (react closes its window).
 */
export const afterLoginStep = (d: Draft<AppState>, e: AppEvent, onEntry: boolean, routerInApp: boolean, providerOpen: boolean, reported: boolean): void => {
  if ((onEntry || (routerInApp && d.shell.blocked && !d.supply.open)) && !d.login.open) d.login.backBy = e.seq
  if (providerOpen && d.login.provider === null && !reported) d.login.cancelAuthBy = e.seq
}

/** The startup part's recipe: opening and closing the popup. */
export const startLogin: Recipe = (d, e) => {
  const l = d.login
  const onEntry = l.open && l.history === "on"
  const routerInApp = l.open && l.routerInApp
  const providerOpen = l.provider !== null
  switch (e._tag) {
    case "AppStarted":
    case "PathVisited":
      if (d.shell.blocked && !l.open) {
        open(d, "router")
        d.login.routerInApp = e._tag === "PathVisited"
      }
      else if (l.open && l.history === "pushed" && d.shell.route.name === "LoginPage") l.history = "on"
      // The browser's Back left /login while the popup was open: it closes (no second step back).
      else if (l.open && l.history === "on" && d.shell.route.name !== "LoginPage") closeLogin(d)
      break
    case "LoginOpened":
      open(d, e.origin)
      break
    case "LoginClosed":
      closeLogin(d)
      break
    default:
      return
  }
  afterLoginStep(d, e, onEntry, routerInApp, providerOpen, false)
}

/** OpenLogin (signed out, popup closed) and CloseLogin (popup open); [] for other intents. */
export const decideStartLogin = (s: AppState, i: Intent, at: number): NewEvent[] => {
  switch (i._tag) {
    case "OpenLogin":
      return s.login.open || isSignedIn(s.session) ? [] : [{ _tag: "LoginOpened", at, origin: i.origin }]
    case "CloseLogin":
      return s.login.open ? [{ _tag: "LoginClosed", at }] : []
  }
  return []
}

/** The startup part of login: `{ initial, its two events and intents, evolve, decide, react }`. */
export const loginStart = {
  initial: { login: initialLogin, supply: initialSupply },
  events: LoginStartEvents,
  intents: LoginStartIntents,
  evolve: startLogin,
  evolveOn: ["AppStarted", "PathVisited", "LoginOpened", "LoginClosed"],
  decide: decideStartLogin,
  react: reactStartLogin,
} as const satisfies Feature
