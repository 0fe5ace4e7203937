// Session events (a§4): sign-out asked for by the member. Sign-in itself is the fact that the
// gateway answered a login call (GatewayAnswered for emailLogin/register).
import { event } from "../app/schema"

/** The member chose Log out in the avatar menu. */
export const LogoutRequested = event("LogoutRequested", {})

export const SessionEvents = [LogoutRequested] as const
