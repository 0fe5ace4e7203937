// The login popup's opening and closing events (a§2), declared by the login feature's startup part
// (./start.ts, issue 14): a visitor's page opens and closes the popup before the rest of the feature is in.
import * as Schema from "effect/Schema"
import { event } from "../core/schema"

/** Where a login request came from (a§4: e.g. call or router). */
export const LoginOrigin = Schema.Literals(["menu", "router", "gate", "call", "im"])
export type LoginOrigin = typeof LoginOrigin.Type

export const LoginOpened = event("LoginOpened", { origin: LoginOrigin })
export const LoginClosed = event("LoginClosed", {})

/** The startup part's events. */
export const LoginStartEvents = [LoginOpened, LoginClosed] as const
