// The login popup's open and close intents (a§2), declared by the login feature's startup part (./start.ts,
// issue 14).
import { message } from "../core/schema"
import { LoginOrigin } from "./startEvents"

export const OpenLogin = message("OpenLogin", { origin: LoginOrigin })
export const CloseLogin = message("CloseLogin", {})

/** The startup part's intents. */
export const LoginStartIntents = [OpenLogin, CloseLogin] as const
