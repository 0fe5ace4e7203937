// The startup kernel (issue 14): the kernel of the startup features (./startupFeatures.ts), what a
// visitor's page runs until it needs a member feature; then the live store swaps to the full kernel
// (./kernel.ts, a lazily loaded chunk). Before sign-in the member features change no state and run no
// command (spec/property/startupKernel.test.ts), so both kernels give the same states and commands for
// what the startup kernel takes; `heldForStartup` says what it must not take.
import { SIGN_IN_ENDPOINTS } from "../session/answers"
import type { Kernel } from "../runtime/store"
import { makeKernel, type AppKernel } from "./makeKernel"
import { STARTUP_EVENTS, STARTUP_INTENTS, STARTUP_REQUESTS, startupFeatures } from "./startupFeatures"
import type { AppEvent, AppState, Cmd, Intent, NewEvent } from "./types"
import { storedSession } from "./storedSession"

/** The kernel of the startup features. */
export const startupApp: AppKernel = makeKernel(startupFeatures)

/** The startup kernel for the store. */
export const startupKernel: Kernel<AppState, AppEvent, Intent, Cmd> = startupApp.store

export { storedSession }

/**
 * Whether an input must wait for the full kernel (issue 14): an intent or event the startup features
 * do not declare; a gateway answer or failure of a request they do not declare (only member features
 * ask those); and what signs a member in: a sign-in answer (a§4, domain/session SIGN_IN_ENDPOINTS:
 * e-mail, phone, social, token and supply-info sign-ins) or a page start with a stored session.
 */
export const heldForStartup = (input: { readonly intent: Intent } | { readonly event: NewEvent }): boolean => {
  if ("intent" in input) return !STARTUP_INTENTS.has(input.intent._tag)
  const e = input.event
  if (!STARTUP_EVENTS.has(e._tag)) return true
  if (e._tag === "GatewayAnswered") return !STARTUP_REQUESTS.has(e.name) || SIGN_IN_ENDPOINTS.has(e.name)
  if (e._tag === "GatewayFailed") return !STARTUP_REQUESTS.has(e.name)
  return e._tag === "AppStarted" && storedSession(e.stored)
}
