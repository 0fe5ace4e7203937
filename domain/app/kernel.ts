// The kernel of every feature (./features.ts, the ordering rule is in ./order.ts): replay, trace mode,
// the tools and the live store of a member (issue 14: a visitor's page starts with ./startupKernel.ts
// and swaps to this one, a lazily loaded chunk, before anything a member feature handles).
import type { Kernel } from "../runtime/store"
import { features } from "./features"
import { makeKernel, type AppKernel } from "./makeKernel"
import type { AppEvent, AppState, Cmd, Intent } from "./types"

export { makeKernel, type AppKernel, type EvolveFailure, type OnEvolveFailed } from "./makeKernel"

/** The kernel of the app's features (./features.ts). */
export const app: AppKernel = makeKernel(features)

/** The app kernel for the store (records an EvolveFailed when a recipe throws). */
export const appKernel: Kernel<AppState, AppEvent, Intent, Cmd> = app.store

/** The app's kernel functions (see {@link AppKernel}). */
export const { evolve, tryEvolve, evolveStrict, evolveMany, evolveFailed, decide, react } = app
