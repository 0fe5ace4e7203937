// Session events (a§4): sign-out asked for by the member, and the member's choice on a session-error
// screen (a§8 account states). Sign-in itself is the fact that the gateway answered a login call.
import * as Schema from "effect/Schema"
import { event } from "../core/schema"

/** The member chose Log out in the avatar menu. */
export const LogoutRequested = event("LogoutRequested", {})

/** What the member chose on a session-error screen: OK (home), continue as a visitor, or log in again. */
export const SessionScreenAction = Schema.Literals(["ok", "visitor", "login"])
export type SessionScreenAction = typeof SessionScreenAction.Type

/** The member closed the session-error screen with `action`. */
export const SessionScreenClosed = event("SessionScreenClosed", { action: SessionScreenAction })

export const SessionEvents = [LogoutRequested, SessionScreenClosed] as const
